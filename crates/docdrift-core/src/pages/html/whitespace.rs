//! THE whitespace normaliser: "normalised text" in counts, the text of cells, headings and
//! titles in scan and the crawl, and the map from normalised offsets back to the text.

/// Collapse every run of Unicode whitespace to one ASCII space: THE whitespace normaliser
/// ("normalised text" in counts, cell and heading text in scan via [`collapse_ws`]).
pub fn normalize_ws(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    normalize_ws_into(s, &mut out);
    out
}

/// [`normalize_ws`], trimmed at both ends (what `split_whitespace().join(" ")` gives).
pub fn collapse_ws(s: &str) -> String {
    let mut out = normalize_ws(s);
    let end = out.trim_end_matches(' ').len();
    out.truncate(end);
    let start = out.len() - out.trim_start_matches(' ').len();
    out.drain(..start);
    out
}

/// [`normalize_ws`] into a reused buffer (cleared first): runs of non-space
/// bytes are copied in bulk (ASCII whitespace is found bytewise; a non-ASCII character is
/// decoded only to ask whether it is whitespace).
pub fn normalize_ws_into(s: &str, out: &mut String) {
    out.clear();
    let b = s.as_bytes();
    let mut run_start = 0;
    let mut in_ws = false;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let (is_ws, len) = if c < 0x80 {
            (
                matches!(c, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r'),
                1,
            )
        } else {
            let ch = s[i..].chars().next().expect("char boundary");
            (ch.is_whitespace(), ch.len_utf8())
        };
        if is_ws {
            if !in_ws {
                out.push_str(&s[run_start..i]);
                out.push(' ');
                in_ws = true;
            }
            run_start = i + len;
        } else {
            in_ws = false;
        }
        i += len;
    }
    out.push_str(&s[run_start..]);
}

/// [`normalize_ws`] plus, for every byte of the output, the byte offset in `s`
/// it came from (a collapsed run maps to the run's first byte). The map has one
/// extra entry at the end: `s.len()`. Offsets are `u32` (4 bytes a byte of text: `check` and
/// `count --explain` keep the map of every page they read; past 4 GiB they are clamped).
pub fn normalize_ws_mapped(s: &str) -> (String, Vec<u32>) {
    let at = |i: usize| u32::try_from(i).unwrap_or(u32::MAX);
    let mut out = String::with_capacity(s.len());
    let mut map = Vec::with_capacity(s.len() + 1);
    let mut in_run = false;
    for (i, c) in s.char_indices() {
        if c.is_whitespace() {
            if !in_run {
                out.push(' ');
                map.push(at(i));
                in_run = true;
            }
        } else {
            in_run = false;
            out.push(c);
            for k in 0..c.len_utf8() {
                map.push(at(i + k));
            }
        }
    }
    map.push(at(s.len()));
    (out, map)
}
