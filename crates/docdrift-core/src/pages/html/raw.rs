//! Where raw text ends: comments, bogus comments, the end tag of a raw-text or RCDATA body,
//! script data (escaped states included), and the nesting cap walk's simpler reading
//! (`raw_end`); and how raw text is copied (newlines normalised). One definition for the
//! fast path, the cap walk, scan's quick check and the crawl's link scanner.

use memchr::{memchr, memchr2};

/// Finders for the fixed strings the walker looks for. `memmem::find` builds a finder on every
/// call, which cost more than the search itself on the short comments and scripts of docs
/// pages; these are built once.
pub(crate) mod finders {
    use memchr::memmem::Finder;
    use std::sync::LazyLock;
    pub(crate) static DASHES: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b"--"));
    pub(crate) static COMMENT_OPEN: LazyLock<Finder<'static>> =
        LazyLock::new(|| Finder::new(b"<!--"));
    pub(crate) static COMMENT_CLOSE: LazyLock<Finder<'static>> =
        LazyLock::new(|| Finder::new(b"-->"));
    pub(crate) static CDATA_CLOSE: LazyLock<Finder<'static>> =
        LazyLock::new(|| Finder::new(b"]]>"));
}

pub(crate) fn strip_one_lf(t: &str) -> &str {
    t.strip_prefix("\r\n")
        .or_else(|| t.strip_prefix('\n'))
        .or_else(|| t.strip_prefix('\r'))
        .unwrap_or(t)
}

/// End of a comment whose body starts at `from` (after `<!--`).
pub(crate) fn comment_end(b: &[u8], from: usize) -> usize {
    let n = b.len();
    if from >= n {
        return n;
    }
    // `<!-->` and `<!--->` are complete (empty) comments.
    if b[from] == b'>' {
        return from + 1;
    }
    if b[from..].starts_with(b"->") {
        return from + 2;
    }
    let mut j = from;
    while let Some(k) = finders::DASHES.find(&b[j..]) {
        let d = j + k;
        match b.get(d + 2) {
            Some(b'>') => return d + 3,
            Some(b'!') if b.get(d + 3) == Some(&b'>') => return d + 4,
            _ => j = d + 1,
        }
    }
    n
}

pub(crate) fn bogus_end(b: &[u8], from: usize) -> usize {
    match memchr(b'>', &b[from.min(b.len())..]) {
        Some(k) => from + k + 1,
        None => b.len(),
    }
}

/// Start of the `</name` that ends a raw-text element (or EOF).
pub(crate) fn find_end_tag(b: &[u8], from: usize, name: &[u8]) -> usize {
    let mut j = from;
    while let Some(k) = memchr(b'<', &b[j..]) {
        let lt = j + k;
        if is_end_tag_for(b, lt, name) {
            return lt;
        }
        j = lt + 1;
    }
    b.len()
}

pub(crate) fn is_end_tag_for(b: &[u8], lt: usize, name: &[u8]) -> bool {
    let start = lt + 2;
    let stop = start + name.len();
    b.get(lt + 1) == Some(&b'/')
        && stop <= b.len()
        && b[start..stop].eq_ignore_ascii_case(name)
        && matches!(
            b.get(stop),
            Some(b'\t' | b'\n' | b'\x0c' | b'\r' | b' ' | b'/' | b'>')
        )
}

/// End of script data, following the escaped / double-escaped states of the tokenizer
/// (`<!-- <script> … </script> -->` inside a script does not end it).
pub(crate) fn find_script_end(b: &[u8], from: usize) -> usize {
    let n = b.len();
    let first_lt = match memchr(b'<', &b[from..]) {
        Some(k) => from + k,
        None => return n,
    };
    // Fast path: no `<!--` before the first `</script`.
    let plain_end = find_end_tag(b, first_lt, b"script");
    if finders::COMMENT_OPEN.find(&b[from..plain_end]).is_none() {
        return plain_end;
    }
    #[derive(PartialEq)]
    enum S {
        Data,
        Escaped,
        DoubleEscaped,
    }
    let mut st = S::Data;
    let mut j = from;
    while j < n {
        match st {
            S::Data => {
                let Some(k) = memchr(b'<', &b[j..]) else {
                    return n;
                };
                let lt = j + k;
                if is_end_tag_for(b, lt, b"script") {
                    return lt;
                }
                if b[lt..].starts_with(b"<!--") {
                    st = S::Escaped;
                    // The dashes of `<!--` may also close it (`<!-->`).
                    j = lt + 2;
                } else {
                    j = lt + 1;
                }
            }
            S::Escaped => {
                let Some(k) = memchr2(b'<', b'-', &b[j..]) else {
                    return n;
                };
                let p = j + k;
                if b[p] == b'-' {
                    if b[p..].starts_with(b"-->") {
                        st = S::Data;
                        j = p + 3;
                    } else {
                        j = p + 1;
                    }
                    continue;
                }
                if is_end_tag_for(b, p, b"script") {
                    return p;
                }
                let after = p + 1;
                if b.len() >= after + 6
                    && b[after..after + 6].eq_ignore_ascii_case(b"script")
                    && matches!(
                        b.get(after + 6),
                        Some(b'\t' | b'\n' | b'\x0c' | b'\r' | b' ' | b'/' | b'>')
                    )
                {
                    st = S::DoubleEscaped;
                    j = after + 6;
                } else {
                    j = after;
                }
            }
            S::DoubleEscaped => {
                let Some(k) = memchr2(b'<', b'-', &b[j..]) else {
                    return n;
                };
                let p = j + k;
                if b[p] == b'-' {
                    if b[p..].starts_with(b"-->") {
                        st = S::Data;
                        j = p + 3;
                    } else {
                        j = p + 1;
                    }
                    continue;
                }
                if is_end_tag_for(b, p, b"script") {
                    // Leaves the double-escaped state; the tag itself is script text.
                    st = S::Escaped;
                    j = p + 8;
                } else {
                    j = p + 1;
                }
            }
        }
    }
    n
}

/// Where the nesting walk's raw text that starts at `from` ends: the next `</name` (any
/// case), whatever follows it, or EOF. Simpler than [`find_end_tag`] (which wants a
/// delimiter after the name); the fast path reconciles the two (`Nest::resume_at`).
pub(crate) fn raw_end(b: &[u8], from: usize, name: &[u8]) -> usize {
    let mut k = from;
    while let Some(off) = memchr(b'<', &b[k..]) {
        let at = k + off;
        let close = &b[at + 1..];
        if close.first() == Some(&b'/')
            && close.len() > name.len()
            && close[1..=name.len()].eq_ignore_ascii_case(name)
        {
            return at;
        }
        k = at + 1;
    }
    b.len()
}

/// Appends raw text with newline normalisation (CR LF and lone CR become LF) and NUL → U+FFFD.
pub(crate) fn push_raw(out: &mut String, t: &str) {
    let b = t.as_bytes();
    let mut i = 0;
    while let Some(k) = memchr2(b'\r', b'\0', &b[i..]) {
        let p = i + k;
        out.push_str(&t[i..p]);
        if b[p] == b'\r' {
            out.push('\n');
            i = if b.get(p + 1) == Some(&b'\n') {
                p + 2
            } else {
                p + 1
            };
        } else {
            out.push('\u{fffd}');
            i = p + 1;
        }
    }
    out.push_str(&t[i..]);
}
