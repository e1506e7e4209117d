//! THE tag scanner: reads one start or end tag from its name to just after its `>` the way
//! the HTML tokenizer does (tag name, before/after attribute name, attribute value states,
//! self-closing start tag). Every byte-level reader of docdrift uses it: the fast path's
//! walker, the nesting walk behind the DOM path's caps ([`super::nesting`]), scan's quick
//! check and the crawl's link scanner. A quote only opens a value after `=`: `<h a"b>` is
//! one tag with an attribute named `a"b` (the cap walk once read the quote as opening a
//! value and cut the rest of the page; found by fuzzing).

/// Bytes that end a tag name: whitespace, `/`, `>`.
const NAME_END: u8 = 1;
/// Bytes that end an attribute name: whitespace, `/`, `>`, `=`.
const ATTR_END: u8 = 2;
/// Bytes that end an unquoted attribute value: whitespace, `>`.
const VALUE_END: u8 = 4;
/// HTML whitespace (tab, LF, FF, CR, space; CR because the input stream turns it into LF).
const WS: u8 = 8;
/// ASCII upper case.
const UPPER: u8 = 16;

// One table lookup per byte instead of four to six comparisons: tag loops are the fast
// path's hottest code.
const BYTE_CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        if is_html_ws(b) {
            t[i] |= WS | NAME_END | ATTR_END | VALUE_END;
        }
        if b.is_ascii_uppercase() {
            t[i] |= UPPER;
        }
        i += 1;
    }
    t[b'/' as usize] |= NAME_END | ATTR_END;
    t[b'>' as usize] |= NAME_END | ATTR_END | VALUE_END;
    t[b'=' as usize] |= ATTR_END;
    t
};

/// HTML whitespace: tab, LF, FF, CR, space.
pub const fn is_html_ws(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\x0c' | b'\r' | b' ')
}

/// One scanned tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TagScan {
    /// The name as written: `b[name.0..name.1]`.
    pub name: (usize, usize),
    /// The name has an ASCII upper-case letter (lower-case it before a table lookup).
    pub name_has_upper: bool,
    /// Just after the `>`; the end of the input when `closed` is false.
    pub end: usize,
    /// A `>` ends the tag; false when the input ends inside it (the tokenizer drops it).
    pub closed: bool,
    /// Ends in `/>` (the tokenizer's self-closing flag).
    pub self_closing: bool,
    /// Attributes seen (duplicates included), counted up to `limit + 1`.
    pub attributes: usize,
    /// With more than `limit` attributes: where attribute `limit + 1` starts.
    pub over_at: Option<usize>,
}

/// Where the tag name starting at `name_start` ends (whitespace, `/`, `>` or the end).
#[inline]
pub fn name_end(b: &[u8], name_start: usize) -> usize {
    b[name_start..]
        .iter()
        .position(|&c| BYTE_CLASS[c as usize] & NAME_END != 0)
        .map_or(b.len(), |k| name_start + k)
}

/// An attribute seen by [`scan_tag_with`]: its name's byte range and its value's
/// (`None` for an attribute without `=`; the range inside the quotes for a quoted one).
pub type Attr = ((usize, usize), Option<(usize, usize)>);

/// [`scan_tag_with`] without looking at the attributes.
#[inline]
pub fn scan_tag(b: &[u8], name_start: usize, limit: usize) -> TagScan {
    scan_tag_with(b, name_start, limit, |_| {})
}

/// Scans the tag whose name starts at `name_start` (just after `<` or `</`), calling
/// `attr` with every attribute in order. `limit`: how many attributes to allow before
/// [`TagScan::over_at`] is set (`usize::MAX`: no limit).
#[inline]
pub fn scan_tag_with(
    b: &[u8],
    name_start: usize,
    limit: usize,
    mut attr: impl FnMut(Attr),
) -> TagScan {
    let n = b.len();
    let mut j = name_start;
    let mut seen = 0u8;
    while j < n {
        let c = BYTE_CLASS[b[j] as usize];
        if c & NAME_END != 0 {
            break;
        }
        seen |= c;
        j += 1;
    }
    debug_assert_eq!(j, name_end(b, name_start));
    let mut t = TagScan {
        name: (name_start, j),
        name_has_upper: seen & UPPER != 0,
        end: n,
        closed: false,
        self_closing: false,
        attributes: 0,
        over_at: None,
    };
    loop {
        // Before attribute name (and after one, and after a quoted value).
        while j < n && BYTE_CLASS[b[j] as usize] & WS != 0 {
            j += 1;
        }
        if j >= n {
            return t;
        }
        match b[j] {
            b'>' => {
                t.end = j + 1;
                t.closed = true;
                return t;
            }
            b'/' => {
                // Self-closing start tag state: only `/>` sets the flag; anything else is
                // read again as the start of an attribute name.
                if b.get(j + 1) == Some(&b'>') {
                    t.end = j + 2;
                    t.closed = true;
                    t.self_closing = true;
                    return t;
                }
                j += 1;
                continue;
            }
            _ => {}
        }
        // Attribute name: its first character may be anything, even `=` or a quote.
        if t.attributes == limit && t.over_at.is_none() {
            t.over_at = Some(j);
        }
        t.attributes = t.attributes.saturating_add(1).min(limit.saturating_add(1));
        let name_at = j;
        j += 1;
        while j < n && BYTE_CLASS[b[j] as usize] & ATTR_END == 0 {
            j += 1;
        }
        let name = (name_at, j);
        while j < n && BYTE_CLASS[b[j] as usize] & WS != 0 {
            j += 1;
        }
        if j >= n || b[j] != b'=' {
            // `/`, `>`, the end, or the next attribute's name: no value.
            attr((name, None));
            continue;
        }
        j += 1;
        while j < n && BYTE_CLASS[b[j] as usize] & WS != 0 {
            j += 1;
        }
        if j >= n {
            return t;
        }
        match b[j] {
            q @ (b'"' | b'\'') => match memchr::memchr(q, &b[j + 1..]) {
                Some(k) => {
                    attr((name, Some((j + 1, j + 1 + k))));
                    j = j + 1 + k + 1;
                }
                None => return t,
            },
            // `a=>`: an empty value, and the `>` ends the tag.
            b'>' => attr((name, Some((j, j)))),
            _ => {
                let v0 = j;
                while j < n && BYTE_CLASS[b[j] as usize] & VALUE_END == 0 {
                    j += 1;
                }
                attr((name, Some((v0, j))));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(s: &str) -> TagScan {
        scan_tag(s.as_bytes(), 1, usize::MAX)
    }

    #[test]
    fn quotes_open_values_only_after_equals() {
        let t = scan("<h a\"b c>x");
        assert!(t.closed);
        assert_eq!(t.end, 9);
        assert_eq!(t.attributes, 2);
        let t = scan("<a href='x>y'>z");
        assert_eq!(t.end, 14);
        assert!(!scan("<a href='x>").closed);
    }

    #[test]
    fn self_closing_only_with_slash_gt() {
        assert!(scan("<br/>").self_closing);
        assert!(!scan("<a href=x/>").self_closing);
        assert!(!scan("<a / >").self_closing);
        assert_eq!(scan("<A b>").name, (1, 2));
        assert!(scan("<A b>").name_has_upper);
    }

    #[test]
    fn attributes_past_the_limit_are_located() {
        let s = "<p a b=1 c='2' d>";
        let t = scan_tag(s.as_bytes(), 1, 2);
        assert_eq!(t.attributes, 3);
        assert_eq!(t.over_at, Some(s.find("c=").unwrap()));
        let mut seen = Vec::new();
        scan_tag_with(s.as_bytes(), 1, usize::MAX, |(n, v)| {
            seen.push((&s[n.0..n.1], v.map(|v| &s[v.0..v.1])));
        });
        assert_eq!(
            seen,
            [("a", None), ("b", Some("1")), ("c", Some("2")), ("d", None)]
        );
    }
}
