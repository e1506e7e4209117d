//! Phrase counts that explain themselves: the last stage of the page flow
//! ([`crate::pages::fetch`] → [`crate::pages::snapshot`] → [`crate::pages::text`] → count).
//!
//! One pattern (a literal phrase or a regex) is counted on one page in four
//! views: the raw (decoded) HTML, the visible text ([`crate::pages::text::visible_text`]),
//! the visible text with whitespace normalised ([`crate::pages::text::normalize_ws`];
//! a literal phrase is normalised the same way) and the "tags become spaces"
//! text ([`crate::pages::text::spaced_text`]). Matches are non-overlapping, left to
//! right, as `grep -o` counts them.
//!
//! **Boundary rule** ([`inside_larger_token`]): a hit is not a hit when it sits
//! inside a larger token — when the character just before it and the first
//! character of the phrase are both token characters, or the character just
//! after it and the last character of the phrase are. Token characters are
//! Unicode alphanumerics and `_`; in addition a `.` or `,` counts as a token
//! character when the phrase-side neighbour is an ASCII digit *and* the
//! character on its far side is an ASCII digit too. So "8 rows" is not counted
//! in "18 rows", "1.5" not in "11.5" or "1.55", "20" not in "1.20" or "1,200",
//! but "20" counts in "(20)", "20%" and "is 20.". Excluded hits are reported
//! ([`ExplanationKind::InsideLargerToken`]); [`CountOptions::substring`] counts them.
//!
//! **Explanations.** The visible text comes from a DOM, which has no source
//! positions, so the page is also tokenised with html5gum (byte spans, entities
//! decoded, script/style switched to raw text) into a *source-mapped* text
//! built by the same rules. Every text hit is mapped back to HTML bytes, and:
//! a hit whose HTML bytes contain tags or comments is "split by `<code>`…";
//! one over a character reference is "entity-encoded"; a normalised-only hit
//! has a newline (or another whitespace run) inside; an HTML hit that is not
//! in the visible text is in a script, style, SVG, head, other hidden element,
//! an attribute or a comment. Offsets are byte offsets into the decoded HTML
//! (equal to body offsets for UTF-8 pages). When html5gum's token stream and
//! the DOM disagree about the text (badly broken markup), hits are paired by
//! their order and unpaired ones carry no HTML range.

use serde::Serialize;

use crate::pages::text::{self, ElementKind};

mod analysis;
mod layout;
mod views;
#[allow(unused_imports)]
pub use analysis::*;
#[allow(unused_imports)]
pub(crate) use layout::*;
#[allow(unused_imports)]
pub use views::*;

pub mod batch;
pub mod run;

/// What to look for.
#[derive(Debug, Clone)]
pub enum Pattern {
    /// A phrase matched byte for byte (in the normalised view, with its whitespace runs collapsed
    /// too).
    Literal(String),
    /// A regular expression (`count --regex`); empty matches are ignored.
    Regex(regex::Regex),
}

impl Pattern {
    /// The pattern as the user wrote it.
    pub fn as_str(&self) -> &str {
        match self {
            Pattern::Literal(s) => s,
            Pattern::Regex(r) => r.as_str(),
        }
    }

    /// Whether this is a regex pattern rather than a literal phrase.
    pub fn is_regex(&self) -> bool {
        matches!(self, Pattern::Regex(_))
    }

    /// Non-overlapping matches, left to right; empty matches are ignored.
    pub fn find_all(&self, hay: &str) -> Vec<(usize, usize)> {
        match self {
            Pattern::Literal(s) if s.is_empty() => Vec::new(),
            // memmem: the same leftmost non-overlapping matches as `match_indices`, with SIMD.
            Pattern::Literal(s) => memchr::memmem::find_iter(hay.as_bytes(), s.as_bytes())
                .map(|i| (i, i + s.len()))
                .collect(),
            Pattern::Regex(r) => r
                .find_iter(hay)
                .filter(|m| !m.is_empty())
                .map(|m| (m.start(), m.end()))
                .collect(),
        }
    }

    fn normalized(&self) -> Pattern {
        match self {
            Pattern::Literal(s) => Pattern::Literal(text::normalize_ws(s)),
            Pattern::Regex(r) => Pattern::Regex(r.clone()),
        }
    }
}

/// Counting options.
#[derive(Debug, Default, Clone)]
pub struct CountOptions {
    /// Include hits inside larger tokens ("8 rows" in "18 rows").
    pub substring: bool,
}

/// The counts of one pattern on one page, with the reasons they differ.
#[derive(Debug, Clone, Serialize)]
pub struct PageCount {
    /// Raw HTML (decoded) hits, boundary rule applied.
    pub html: usize,
    /// Visible text hits.
    pub text: usize,
    /// Visible text with whitespace runs = one space.
    pub text_normalized: usize,
    /// "Tags become spaces" variant.
    pub spaced: usize,
    /// Distinct places (by HTML position) dropped by the boundary rule in any view.
    pub excluded_inside_token: usize,
    /// Why the views' counts differ, one entry per hit that is in one view and not another.
    pub explanations: Vec<Explanation>,
    /// Counted visible-text hits.
    pub text_hits: Vec<TextHit>,
}

/// Why one hit is in one view and not another.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Explanation {
    /// What kind of difference this is.
    pub kind: ExplanationKind,
    /// Byte range in the decoded HTML, when known.
    pub html_range: Option<(usize, usize)>,
    /// The explanation in words, for `count --explain`.
    pub message: String,
}

/// The reason a hit is in one view and not another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ExplanationKind {
    /// Visible-text hit whose HTML contains tags or comments.
    SplitByTags,
    /// Found only with whitespace normalised: a newline sits inside.
    NewlineInside,
    /// Found only with whitespace normalised: tabs, several spaces or U+00A0.
    WhitespaceRun,
    /// In the HTML only: inside a `<script>`.
    HiddenScript,
    /// In the HTML only: inside a `<style>`.
    HiddenStyle,
    /// In the HTML only: inside an `<svg>`.
    HiddenSvg,
    /// In the HTML only: inside `<head>` (the `<title>`, a `<meta>` …).
    HiddenHead,
    /// Inside another hidden element (noscript, template, iframe, …) or the doctype.
    HiddenOther,
    /// In the HTML only: inside a tag (an attribute value or the tag itself), never visible.
    InAttribute,
    /// In the HTML only: inside an HTML comment.
    InComment,
    /// The HTML spells part of the phrase as a character reference.
    EntityEncoded,
    /// Dropped by the boundary rule: the hit is part of a larger token ("8 rows" in "18 rows");
    /// `--substring` keeps it.
    InsideLargerToken,
}

/// One counted hit in the visible text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TextHit {
    /// Byte offset in the visible text.
    pub offset: usize,
    /// The visible text that matched (for a regex, the text it matched).
    pub matched: String,
    /// Markdown source line (for .md sources), else None.
    pub line: Option<usize>,
}

/// Count one pattern on one page, in every view, with the reasons the views differ.
///
/// ```
/// use docdrift_core::pages::count::{count_page, CountOptions, Pattern};
///
/// let html = "<p>the last <b>20</b> messages</p><p>18 rows</p><script>s = '8 rows'</script>";
/// let count = |p: &str| count_page(html, &Pattern::Literal(p.into()), &CountOptions::default());
/// let c = count("last 20 messages");
/// assert_eq!((c.html, c.text), (0, 1)); // a <b> tag splits it in the HTML
/// let c = count("8 rows");
/// assert_eq!((c.html, c.text), (1, 0)); // "18 rows" is no hit; the script is not visible
/// ```
pub fn count_page(html: &str, pattern: &Pattern, opts: &CountOptions) -> PageCount {
    PageAnalysis::new(html).count(pattern, opts)
}

/// Token character for the boundary rule (see the module docs).
pub fn is_token_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The boundary rule: is `hay[start..end]` inside a larger token?
pub fn inside_larger_token(hay: &str, start: usize, end: usize) -> bool {
    let m = &hay[start..end];
    let (Some(first), Some(last)) = (m.chars().next(), m.chars().next_back()) else {
        return false;
    };
    let mut before = hay[..start].chars().rev();
    if let Some(p) = before.next() {
        if is_token_char(p) && is_token_char(first) {
            return true;
        }
        if matches!(p, '.' | ',')
            && first.is_ascii_digit()
            && before.next().is_some_and(|c| c.is_ascii_digit())
        {
            return true;
        }
    }
    let mut after = hay[end..].chars();
    if let Some(n) = after.next() {
        if is_token_char(n) && is_token_char(last) {
            return true;
        }
        if matches!(n, '.' | ',')
            && last.is_ascii_digit()
            && after.next().is_some_and(|c| c.is_ascii_digit())
        {
            return true;
        }
    }
    false
}

/// The whole token around a hit, for messages ("18 rows").
fn token_context(hay: &str, start: usize, end: usize) -> &str {
    let is_tok = |c: char| is_token_char(c) || matches!(c, '.' | ',');
    let mut s = start;
    for (i, c) in hay[..start].char_indices().rev() {
        if !is_tok(c) || start - i > 40 {
            break;
        }
        s = i;
    }
    let mut e = end;
    for (i, c) in hay[end..].char_indices() {
        if !is_tok(c) || i > 40 {
            break;
        }
        e = end + i + c.len_utf8();
    }
    // Trailing punctuation is not part of the token.
    hay[s..e].trim_end_matches(['.', ','])
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Hit {
    start: usize,
    end: usize,
    inside: bool,
}

fn hits(pattern: &Pattern, hay: &str) -> Vec<Hit> {
    pattern
        .find_all(hay)
        .into_iter()
        .map(|(start, end)| Hit {
            start,
            end,
            inside: inside_larger_token(hay, start, end),
        })
        .collect()
}

// ---------------------------------------------------------------------------
// Source-mapped text from html5gum tokens.

// ---------------------------------------------------------------------------
// Fast counts for many pages.

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_ws_equals_the_mapped_form() {
        // `normalize_ws_mapped` (counts with source offsets) is the other implementation.
        for s in [
            "",
            " ",
            "a",
            "soft\nceiling",
            "  a \t\r\n b\u{a0}\u{a0}c\u{2003}d\u{85}e ",
            "é\u{3000}ü  ",
            "\u{a0}",
        ] {
            assert_eq!(
                text::normalize_ws(s),
                text::normalize_ws_mapped(s).0,
                "{s:?}"
            );
            assert_eq!(
                text::collapse_ws(s),
                s.split_whitespace().collect::<Vec<_>>().join(" "),
                "{s:?}"
            );
        }
    }

    fn lit(s: &str) -> Pattern {
        Pattern::Literal(s.into())
    }

    #[test]
    fn boundary_rule_examples() {
        let t = |hay: &str, p: &str| {
            let i = hay.find(p).unwrap();
            inside_larger_token(hay, i, i + p.len())
        };
        assert!(t("a 18 rows b", "8 rows"));
        assert!(!t("a (8 rows) b", "8 rows"));
        assert!(t("x 11.5 y", "1.5"));
        assert!(t("x 1.55 y", "1.5"));
        assert!(t("v 1.20 w", "20"));
        assert!(t("1,200", "200"));
        assert!(!t("(20)", "20"));
        assert!(!t("20%", "20"));
        assert!(!t("is 20.", "20"));
        assert!(!t("is 20, then", "20"));
        assert!(t("protect_last_n", "last"));
    }

    #[test]
    fn split_by_code_and_em() {
        let html = "<p>The <code>protect_last_n</code> is a <em>minimum</em> only.</p>";
        let c = count_page(
            html,
            &lit("The protect_last_n is a minimum only"),
            &CountOptions::default(),
        );
        assert_eq!((c.html, c.text, c.text_normalized, c.spaced), (0, 1, 1, 0));
        assert_eq!(c.explanations.len(), 1, "{:#?}", c.explanations);
        let e = &c.explanations[0];
        assert_eq!(e.kind, ExplanationKind::SplitByTags);
        assert_eq!(e.html_range, Some((3, 61)));
        assert_eq!(
            e.message,
            "split by <code>…</em> in the HTML (phrase at bytes 3..61): <code> at bytes 7..13, \
             </code> at bytes 27..34, <em> at bytes 40..44, </em> at bytes 51..56"
        );
    }

    #[test]
    fn newline_script_svg_attribute_comment_entity() {
        let html = "<html><head><title>soft ceiling</title></head><body>\
            <p>a soft\nceiling of 1.5×</p><script>x = '1.5'</script>\
            <svg><path d=\"M11.5 1.5 L2 2\"/></svg><a title=\"1.5\">l</a><!-- 1.5 -->\
            <p>R&amp;D 1.5</p></body></html>";
        let c = count_page(html, &lit("soft ceiling"), &CountOptions::default());
        assert_eq!((c.html, c.text, c.text_normalized), (1, 0, 1));
        let kinds: Vec<_> = c.explanations.iter().map(|e| e.kind).collect();
        assert_eq!(
            kinds,
            vec![ExplanationKind::HiddenHead, ExplanationKind::NewlineInside]
        );
        let c = count_page(html, &lit("1.5"), &CountOptions::default());
        assert_eq!((c.html, c.text, c.excluded_inside_token), (6, 2, 1));
        let kinds: Vec<_> = c.explanations.iter().map(|e| e.kind).collect();
        assert_eq!(
            kinds,
            vec![
                ExplanationKind::HiddenScript,
                ExplanationKind::InsideLargerToken,
                ExplanationKind::HiddenSvg,
                ExplanationKind::InAttribute,
                ExplanationKind::InComment,
            ],
            "{:#?}",
            c.explanations
        );
        assert!(
            c.explanations[1]
                .message
                .starts_with("inside a larger token (M11.5) in SVG path data"),
            "{:#?}",
            c.explanations
        );
        let c = count_page(html, &lit("R&D"), &CountOptions::default());
        assert_eq!((c.html, c.text), (0, 1));
        assert_eq!(c.explanations[0].kind, ExplanationKind::EntityEncoded);
    }

    #[test]
    fn eighteen_rows_is_not_eight_rows() {
        let html = "<p>up to 18 rows, a small count floor (8 rows)</p>";
        let c = count_page(html, &lit("8 rows"), &CountOptions::default());
        assert_eq!((c.html, c.text, c.text_normalized, c.spaced), (1, 1, 1, 1));
        assert_eq!(c.excluded_inside_token, 1);
        assert_eq!(
            c.explanations[0].message,
            "inside a larger token (18 rows) in the visible text at text bytes 7..13 (HTML bytes 10..16)"
        );
        assert_eq!(c.explanations[0].html_range, Some((10, 16)));
        let c = count_page(html, &lit("8 rows"), &CountOptions { substring: true });
        assert_eq!((c.html, c.text), (2, 2));
    }

    #[test]
    fn regex_patterns() {
        let html = "<p>last 20 turns, last <b>3</b> turns</p>";
        let re = Pattern::Regex(regex::Regex::new(r"last \d+ turns").unwrap());
        let c = count_page(html, &re, &CountOptions::default());
        assert_eq!((c.html, c.text), (1, 2));
        assert_eq!(c.text_hits[1].matched, "last 3 turns");
        assert_eq!(c.explanations[0].kind, ExplanationKind::SplitByTags);
    }

    #[test]
    fn source_map_text_equals_dom_text_on_common_shapes() {
        let pages = [
            include_str!("../../../../tests/fixtures/pages/compression.html"),
            include_str!("../../../../tests/fixtures/pages/site/troubleshooting.html"),
            "<!doctype html>\n<html>\n<head>\n<title>x</title>\n</head>\n<body>\n<p>a</p>\n</body>\n</html>\n",
            "<p>no html or head\n<br>at all<pre>\nkept</pre><table><tr><td>a<td>b</table>",
            "<div>R&amp;D &lt;tag&gt; &#x41;&#66; caf&eacute;\r\nline</div>",
            "<body><noscript><p>x</p></noscript><template><p>t</p></template>tail</body>",
        ];
        for html in pages {
            let a = PageAnalysis::new(html);
            assert!(
                a.aligned,
                "{html:?}\nDOM {:?}\nMAP {:?}",
                &*a.text, a.layout.text
            );
        }
    }

    /// Malformed and multi-byte input must never panic (slicing on char
    /// boundaries, unmatched tags, stray `&`, CR LF). Deterministic pseudo-random pages.
    #[test]
    fn random_markup_never_panics() {
        const PIECES: &[&str] = &[
            "<p>",
            "</p>",
            "<code>",
            "</code>",
            "<em>",
            "<br>",
            "<td>",
            "<tr>",
            "<table>",
            "</table>",
            "<script>",
            "</script>",
            "<svg><path d=\"1.5 11.5\"/>",
            "</svg>",
            "<!--",
            "-->",
            "&amp;",
            "&nbsp;",
            "&#x41;",
            "&notin",
            "&",
            "<",
            ">",
            "\r\n",
            "\n",
            " ",
            "8 rows",
            "18 rows",
            "1.5",
            "é",
            "€",
            "😀",
            "\u{a0}",
            "<head>",
            "<title>",
            "<pre>",
            "\0",
            "<a title='8 rows'>",
            "</a>",
            "<!doctype html>",
            "<",
        ];
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let patterns = [
            lit("8 rows"),
            lit("1.5"),
            lit("é €"),
            lit("😀"),
            Pattern::Regex(regex::Regex::new(r"\d+\s*rows").unwrap()),
        ];
        for _ in 0..400 {
            let n = (next() % 40) as usize;
            let html: String = (0..n)
                .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
                .collect();
            let a = PageAnalysis::new(&html);
            for p in &patterns {
                for substring in [false, true] {
                    let c = a.count(p, &CountOptions { substring });
                    assert!(c.text_hits.len() == c.text, "{html:?}");
                }
            }
        }
    }
}
