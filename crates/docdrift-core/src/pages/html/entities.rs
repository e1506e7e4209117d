//! THE character-reference decoder of the byte-level readers: the fast decoder for the
//! common cases and the slow path (html5gum) that matches the HTML standard's table. The
//! fast path's text, scan's quick check and the crawl's link scanner decode with it.

use memchr::{memchr, memchr3};

/// Appends a text run with character references decoded and newlines normalised.
/// `drop_nul`: in body text the tree builder drops U+0000; in RCDATA it becomes U+FFFD.
pub(crate) fn decode_text_into(out: &mut String, t: &str, drop_nul: bool) {
    let b = t.as_bytes();
    let mut i = 0;
    while let Some(k) = memchr3(b'&', b'\r', b'\0', &b[i..]) {
        let p = i + k;
        out.push_str(&t[i..p]);
        match b[p] {
            b'\r' => {
                out.push('\n');
                i = if b.get(p + 1) == Some(&b'\n') {
                    p + 2
                } else {
                    p + 1
                };
            }
            b'\0' => {
                if !drop_nul {
                    out.push('\u{fffd}');
                }
                i = p + 1;
            }
            _ => match decode_char_ref(&b[p..]) {
                Some((consumed, Decoded::Char(c))) => {
                    out.push(c);
                    i = p + consumed;
                }
                Some((consumed, Decoded::Str(s))) => {
                    out.push_str(s);
                    i = p + consumed;
                }
                Some((_, Decoded::Slow)) => {
                    // Rare named reference: let html5gum decode the rest of this run.
                    slow_decode_into(out, &t[p..], drop_nul);
                    return;
                }
                None => {
                    out.push('&');
                    i = p + 1;
                }
            },
        }
    }
    out.push_str(&t[i..]);
}

pub(crate) enum Decoded {
    Char(char),
    Str(&'static str),
    Slow,
}

/// Decodes the character reference at the start of `b` (which begins with `&`). Returns the
/// bytes consumed and the replacement, `Slow` for named references outside the fast table,
/// or None when `&` is literal.
pub(crate) fn decode_char_ref(b: &[u8]) -> Option<(usize, Decoded)> {
    match b.get(1)? {
        b'#' => {
            let (hex, start) = match b.get(2) {
                Some(b'x' | b'X') => (true, 3),
                _ => (false, 2),
            };
            let mut j = start;
            let mut v: u32 = 0;
            while let Some(&c) = b.get(j) {
                let d = if hex {
                    (c as char).to_digit(16)
                } else {
                    (c as char).to_digit(10)
                };
                let Some(d) = d else { break };
                v = v
                    .saturating_mul(if hex { 16 } else { 10 })
                    .saturating_add(d);
                j += 1;
            }
            if j == start {
                return None;
            }
            if b.get(j) == Some(&b';') {
                j += 1;
            }
            Some((j, Decoded::Char(numeric_char(v))))
        }
        c if c.is_ascii_alphanumeric() => {
            const FAST: [(&[u8], &str); 6] = [
                (b"&lt;", "<"),
                (b"&gt;", ">"),
                (b"&amp;", "&"),
                (b"&quot;", "\""),
                (b"&nbsp;", "\u{a0}"),
                (b"&apos;", "'"),
            ];
            for (name, rep) in FAST {
                if b.starts_with(name) {
                    return Some((name.len(), Decoded::Str(rep)));
                }
            }
            Some((0, Decoded::Slow))
        }
        _ => None,
    }
}

/// Numeric character reference value → char, with the spec's replacements.
pub(crate) fn numeric_char(v: u32) -> char {
    const C1: [char; 32] = [
        '\u{20AC}', '\u{81}', '\u{201A}', '\u{0192}', '\u{201E}', '\u{2026}', '\u{2020}',
        '\u{2021}', '\u{02C6}', '\u{2030}', '\u{0160}', '\u{2039}', '\u{0152}', '\u{8D}',
        '\u{017D}', '\u{8F}', '\u{90}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}',
        '\u{2013}', '\u{2014}', '\u{02DC}', '\u{2122}', '\u{0161}', '\u{203A}', '\u{0153}',
        '\u{9D}', '\u{017E}', '\u{0178}',
    ];
    match v {
        0 => '\u{fffd}',
        0x80..=0x9f => C1[(v - 0x80) as usize],
        _ => char::from_u32(v).unwrap_or('\u{fffd}'),
    }
}

/// Decodes a text run (no `<` inside) with html5gum, for named references outside the table.
pub(crate) fn slow_decode_into(out: &mut String, t: &str, drop_nul: bool) {
    // Newlines first, as the tokenizer's input preprocessing would. NULs stay in the input:
    // a NUL ends a reference name (`&gt\0;` is `>;`, `&n\0bsp` stays `&nbsp` once the tree
    // builder drops the NUL; found by fuzzing), so they are dropped or replaced only in the
    // tokenizer's output.
    let mut pre = String::with_capacity(t.len());
    let b = t.as_bytes();
    let mut i = 0;
    while let Some(k) = memchr(b'\r', &b[i..]) {
        let p = i + k;
        pre.push_str(&t[i..p]);
        pre.push('\n');
        i = if b.get(p + 1) == Some(&b'\n') {
            p + 2
        } else {
            p + 1
        };
    }
    pre.push_str(&t[i..]);
    // RCDATA runs (`<title>`, `<textarea>`) reach here with `<` inside; the tokenizer would
    // read `<b` as a tag and drop it (found by fuzzing: `<title>&o<b`). `&lt;` decodes back
    // to `<` and ends a reference name exactly as `<` does.
    let pre = pre.replace('<', "&lt;");
    for token in html5gum::Tokenizer::new(pre.as_str()).flatten() {
        if let html5gum::Token::String(s) = token {
            let s = String::from_utf8_lossy(&s);
            if s.contains('\0') {
                // In body text the tree builder drops U+0000; in RCDATA it is U+FFFD.
                let rep = if drop_nul { "" } else { "\u{fffd}" };
                out.push_str(&s.replace('\0', rep));
            } else {
                out.push_str(&s);
            }
        }
    }
}
