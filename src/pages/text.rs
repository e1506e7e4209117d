//! Visible text of an HTML page: the third stage of the page flow
//! ([`crate::pages::fetch`] → [`crate::pages::snapshot`] → text → [`crate::pages::count`]).
//!
//! This module is THE definition of "visible text" in docdrift. The streaming
//! fast path ([`crate::pages::fastpath`]) must produce the same bytes; any change here
//! is a change of that contract. Input is the decoded page (`&str`), parsed
//! into a DOM by `scraper` (html5ever, so malformed HTML is repaired the way a
//! browser repairs it). The tree is walked in document order:
//!
//! 1. **Hidden subtrees** emit nothing — exactly these elements: `head` (so
//!    `title`, `meta`, …), `script`, `style`, `svg`, `math`, `noscript`,
//!    `template`, `iframe`, `object`, `canvas`. Comments, doctypes and
//!    processing instructions emit nothing. Attributes never emit.
//! 2. **Text nodes** are emitted verbatim after entity decoding (`&amp;` → `&`,
//!    `&nbsp;` → U+00A0). Whitespace is *not* collapsed: a newline in the source
//!    stays a newline (so `soft\nceiling` is not found by a plain search but is
//!    found in the normalised text).
//! 3. **Inline elements** — every element not listed in 4–6 (`a`, `code`, `em`,
//!    `strong`, `span`, `b`, `i`, `kbd`, `sup`, unknown/custom elements, …) —
//!    emit nothing at their boundaries: `<code>protect_last_n</code> is` gives
//!    `protect_last_n is`.
//! 4. **Block elements** emit a line break at their start and at their end:
//!    address article aside blockquote body caption center dd details dialog dir
//!    div dl dt fieldset figcaption figure footer form h1–h6 header hgroup hr
//!    html legend li main menu nav ol p pre section summary table tbody tfoot
//!    thead tr ul. "Emit a line break" means: push `\n` unless the output is
//!    empty or already ends with `\n`.
//! 5. **`br`** emits `\n` unconditionally (two `<br>` give two newlines).
//! 6. **Table cells** `td`/`th`: at the start of a cell that is not the first
//!    cell of its row (it has a preceding sibling element that is a `td` or
//!    `th`), emit `\t`. Cells emit no line break of their own (rows do).
//! 7. After the walk, trailing whitespace at the very end is removed
//!    (`str::trim_end`, Unicode White_Space, so a final U+00A0 goes too);
//!    nothing else is trimmed.
//!
//! **Spaced text** ([`spaced_text`], what `sed 's/<[^>]*>/ /g'` users compare
//! against, minus hidden content): the identical walk, except that every
//! inline element (rule 3) emits one ASCII space at its start and one at its
//! end. A void inline element such as `<img>` or `<wbr>` therefore emits two
//! spaces. Hidden elements (rule 1) emit nothing, not even spaces; blocks,
//! `br` and cells behave as above.
//!
//! **Normalised text** ([`normalize_ws`]): every maximal run of Unicode
//! whitespace (`char::is_whitespace`, incl. U+00A0, `\t`, `\n`) becomes one
//! ASCII space. Nothing is trimmed.

use ego_tree::NodeRef;
use scraper::{ElementRef, Html, Node};

/// Elements whose whole subtree is invisible (rule 1).
pub const HIDDEN: &[&str] = &[
    "head", "script", "style", "svg", "math", "noscript", "template", "iframe", "object", "canvas",
];

/// Elements that break lines at their start and end (rule 4).
pub const BLOCKS: &[&str] = &[
    "address",
    "article",
    "aside",
    "blockquote",
    "body",
    "caption",
    "center",
    "dd",
    "details",
    "dialog",
    "dir",
    "div",
    "dl",
    "dt",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hgroup",
    "hr",
    "html",
    "legend",
    "li",
    "main",
    "menu",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "summary",
    "table",
    "tbody",
    "tfoot",
    "thead",
    "tr",
    "ul",
];

/// How an element behaves in the walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ElementKind {
    Hidden,
    Block,
    Br,
    Cell,
    Inline,
}

/// Classify an element by its (lower-case) local name.
pub fn element_kind(name: &str) -> ElementKind {
    if HIDDEN.contains(&name) {
        ElementKind::Hidden
    } else if BLOCKS.contains(&name) {
        ElementKind::Block
    } else if name == "br" {
        ElementKind::Br
    } else if name == "td" || name == "th" {
        ElementKind::Cell
    } else {
        ElementKind::Inline
    }
}

/// Push `\n` unless `out` is empty or already ends with one (rule 4).
pub fn line_break(out: &mut String) {
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
}

/// Visible text of a whole document (DOM path).
pub fn visible_text(html: &str) -> String {
    document_text(&parse_document(html), false)
}

/// "Tags become spaces" variant of [`visible_text`].
pub fn spaced_text(html: &str) -> String {
    document_text(&parse_document(html), true)
}

/// Deepest element nesting the DOM path builds. html5ever's tree builder is
/// quadratic in nesting depth (a 1.1 MB page of 100,000 nested `<div>`s took
/// 59 s); real docs pages nest under 100. Deeper tags are dropped (their text
/// is kept) and [`nesting_warning`] says so; pages under the cap parse as they
/// always did, so the fast path still matches the DOM path on them.
pub const MAX_NESTING: usize = 1000;

/// Parse a document for the DOM path with the [`MAX_NESTING`] cap.
pub fn parse_document(html: &str) -> Html {
    match cap_nesting(html) {
        Some((capped, _)) => Html::parse_document(&capped),
        None => Html::parse_document(html),
    }
}

/// The page warning for a document the DOM path had to flatten, if any.
pub fn nesting_warning(html: &str) -> Option<String> {
    let depth = max_nesting(html);
    (depth > MAX_NESTING).then(|| {
        format!(
            "elements nest {depth} deep; the DOM path keeps {MAX_NESTING} levels and reads deeper tags as text only"
        )
    })
}

const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
    "track", "wbr", "keygen", "frame",
];
const RAW_TEXT: &[&str] = &[
    "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes",
];
/// Opening one of these closes an open one of the same name (`<li>…<li>`).
const SIBLING_CLOSES: &[&str] = &[
    "li", "p", "dt", "dd", "tr", "td", "th", "option", "optgroup", "rb", "rt", "rp", "rtc",
    "thead", "tbody", "tfoot",
];

fn is_in(list: &[&str], name: &str) -> bool {
    list.iter().any(|n| n.eq_ignore_ascii_case(name))
}

/// Walk the tags of `html` with an approximate open-element stack (void
/// elements, implied end tags of same-name siblings, `/>` in svg/math). Calls
/// `f(start, end, depth_before, is_end_tag, dropped_by_match)`; `f` returns
/// whether a start tag is dropped. Returns the deepest depth seen.
fn walk_tags(html: &str, mut f: impl FnMut(usize, usize, usize, bool, bool) -> bool) -> usize {
    let b = html.as_bytes();
    let mut stack: Vec<(&str, bool)> = Vec::new();
    // How many of each (lowercased) name are open, and how many svg/math:
    // every step stays O(1) however deep the stack (a 100,000-deep page).
    let mut open: std::collections::HashMap<String, usize> = Default::default();
    let mut foreign_open = 0usize;
    let is_foreign = |n: &str| n.eq_ignore_ascii_case("svg") || n.eq_ignore_ascii_case("math");
    let mut deepest = 0;
    // Lowercased names are built in these two buffers, not allocated per tag: the walk runs
    // on every page the DOM path parses and on every crawled page.
    let mut lower = String::new();
    let mut scratch = String::new();
    let mut i = 0;
    while let Some(off) = memchr::memchr(b'<', &b[i..]) {
        let lt = i + off;
        let rest = &b[lt + 1..];
        if rest.starts_with(b"!--") {
            i = match memchr::memmem::find(&b[lt + 4..], b"-->") {
                Some(e) => lt + 4 + e + 3,
                None => b.len(),
            };
            continue;
        }
        let closing = rest.first() == Some(&b'/');
        let name_start = lt + 1 + usize::from(closing);
        if !b.get(name_start).is_some_and(u8::is_ascii_alphabetic) {
            if matches!(rest.first(), Some(b'!' | b'?')) {
                i = memchr::memchr(b'>', &b[lt..]).map_or(b.len(), |e| lt + e + 1);
            } else {
                i = lt + 1;
            }
            continue;
        }
        let mut j = name_start;
        while j < b.len() && !matches!(b[j], b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'/' | b'>') {
            j += 1;
        }
        let name = &html[name_start..j];
        // To the tag's `>`, skipping quoted attribute values.
        let mut quote = None;
        while j < b.len() {
            match (quote, b[j]) {
                (None, b'"' | b'\'') => quote = Some(b[j]),
                (Some(q), c) if c == q => quote = None,
                (None, b'>') => break,
                _ => {}
            }
            j += 1;
        }
        let end = (j + 1).min(b.len());
        let self_closed = j > 0 && b.get(j - 1) == Some(&b'/');
        i = end;
        lower.clear();
        lower.push_str(name);
        lower.make_ascii_lowercase();
        let pop_through = |stack: &mut Vec<(&str, bool)>,
                           open: &mut std::collections::HashMap<String, usize>,
                           foreign_open: &mut usize,
                           scratch: &mut String|
         -> Option<bool> {
            if open.get(lower.as_str()).copied().unwrap_or(0) == 0 {
                return None;
            }
            let pos = stack
                .iter()
                .rposition(|(n, _)| n.eq_ignore_ascii_case(name))?;
            let dropped = stack[pos].1;
            for (n, _) in stack.drain(pos..) {
                scratch.clear();
                scratch.push_str(n);
                scratch.make_ascii_lowercase();
                if let Some(c) = open.get_mut(scratch.as_str()) {
                    *c = c.saturating_sub(1);
                }
                if is_foreign(n) {
                    *foreign_open -= 1;
                }
            }
            Some(dropped)
        };
        if closing {
            let depth = stack.len();
            if open.get(lower.as_str()).copied().unwrap_or(0) > 0 {
                let dropped = stack
                    .iter()
                    .rposition(|(n, _)| n.eq_ignore_ascii_case(name))
                    .map(|p| stack[p].1)
                    .unwrap_or(false);
                f(lt, end, depth, true, dropped);
                pop_through(&mut stack, &mut open, &mut foreign_open, &mut scratch);
            }
            continue;
        }
        if is_in(VOID, name) {
            continue;
        }
        if self_closed && foreign_open > 0 {
            continue;
        }
        if is_in(SIBLING_CLOSES, name) {
            pop_through(&mut stack, &mut open, &mut foreign_open, &mut scratch);
        }
        let dropped = f(lt, end, stack.len(), false, false);
        stack.push((name, dropped));
        match open.get_mut(lower.as_str()) {
            Some(c) => *c += 1,
            None => {
                open.insert(lower.clone(), 1);
            }
        }
        if is_foreign(name) {
            foreign_open += 1;
        }
        deepest = deepest.max(stack.len());
        if is_in(RAW_TEXT, name) {
            // Raw text runs to the matching end tag, whatever it contains.
            let close = format!("</{}", name.to_ascii_lowercase());
            let mut k = i;
            i = b.len();
            while let Some(off) = memchr::memchr(b'<', &b[k..]) {
                let at = k + off;
                if b.len() >= at + close.len()
                    && b[at..at + close.len()].eq_ignore_ascii_case(close.as_bytes())
                {
                    i = at;
                    break;
                }
                k = at + 1;
            }
        }
    }
    deepest
}

/// Deepest element nesting of `html` (approximate, see [`walk_tags`]).
pub fn max_nesting(html: &str) -> usize {
    walk_tags(html, |_, _, _, _, _| false)
}

/// `html` without the tags nested deeper than [`MAX_NESTING`] (their text
/// stays), and the depth found; `None` when the page is within the cap.
pub fn cap_nesting(html: &str) -> Option<(String, usize)> {
    let depth = max_nesting(html);
    if depth <= MAX_NESTING {
        return None;
    }
    let mut out = String::with_capacity(html.len());
    let mut copied = 0;
    walk_tags(html, |start, end, before, is_end, dropped| {
        let drop = if is_end {
            dropped
        } else {
            before >= MAX_NESTING
        };
        if drop {
            out.push_str(&html[copied..start]);
            copied = end;
        }
        drop
    });
    out.push_str(&html[copied..]);
    Some((out, depth))
}

/// Visible (or spaced) text of an already parsed document.
pub fn document_text(doc: &Html, spaced: bool) -> String {
    let mut out = String::new();
    walk(doc.tree.root(), spaced, false, &mut out);
    trim_end_in_place(&mut out);
    out
}

/// Same walk applied to a subtree (table cells, CSS-selected elements); the
/// element's own kind applies (a hidden element gives ""), except that a cell
/// selected on its own gets no leading tab.
pub fn element_text(el: ElementRef<'_>) -> String {
    let mut out = String::new();
    walk(*el, false, true, &mut out);
    trim_end_in_place(&mut out);
    out
}

/// The `<title>` text of a document, whitespace-normalised and trimmed.
pub fn title(doc: &Html) -> Option<String> {
    let sel = scraper::Selector::parse("title").ok()?;
    let t = doc.select(&sel).next()?;
    let s: String = t.text().collect();
    let s = normalize_ws(&s).trim().to_string();
    (!s.is_empty()).then_some(s)
}

fn trim_end_in_place(s: &mut String) {
    let keep = s.trim_end().len();
    s.truncate(keep);
}

/// Iterative pre/post-order walk: deeply nested (malformed) pages must not
/// overflow the stack.
fn walk(root: NodeRef<'_, Node>, spaced: bool, subtree: bool, out: &mut String) {
    enum Step<'a> {
        Enter(NodeRef<'a, Node>),
        Leave(ElementKind),
    }
    let mut stack = vec![Step::Enter(root)];
    while let Some(step) = stack.pop() {
        match step {
            Step::Leave(kind) => match kind {
                ElementKind::Block => line_break(out),
                ElementKind::Inline if spaced => out.push(' '),
                _ => {}
            },
            Step::Enter(node) => {
                match node.value() {
                    Node::Text(t) => {
                        out.push_str(t);
                        continue;
                    }
                    Node::Element(e) => {
                        let kind = element_kind(e.name());
                        match kind {
                            ElementKind::Hidden => continue,
                            ElementKind::Block => line_break(out),
                            ElementKind::Br => out.push('\n'),
                            ElementKind::Cell => {
                                let own_cell = subtree && node == root;
                                if !own_cell && !is_first_cell(node) {
                                    out.push('\t');
                                }
                            }
                            ElementKind::Inline => {
                                if spaced {
                                    out.push(' ');
                                }
                            }
                        }
                        stack.push(Step::Leave(kind));
                    }
                    Node::Document | Node::Fragment => {}
                    // Comments, doctypes, processing instructions.
                    _ => continue,
                }
                let children: Vec<_> = node.children().collect();
                for c in children.into_iter().rev() {
                    stack.push(Step::Enter(c));
                }
            }
        }
    }
}

fn is_first_cell(node: NodeRef<'_, Node>) -> bool {
    !node.prev_siblings().any(|s| {
        s.value()
            .as_element()
            .is_some_and(|e| matches!(e.name(), "td" | "th"))
    })
}

/// Collapse every run of Unicode whitespace to one ASCII space.
pub fn normalize_ws(s: &str) -> String {
    normalize_ws_mapped(s).0
}

/// [`normalize_ws`] plus, for every byte of the output, the byte offset in `s`
/// it came from (a collapsed run maps to the run's first byte). The map has one
/// extra entry at the end: `s.len()`.
pub fn normalize_ws_mapped(s: &str) -> (String, Vec<usize>) {
    let mut out = String::with_capacity(s.len());
    let mut map = Vec::with_capacity(s.len() + 1);
    let mut in_run = false;
    for (i, c) in s.char_indices() {
        if c.is_whitespace() {
            if !in_run {
                out.push(' ');
                map.push(i);
                in_run = true;
            }
        } else {
            in_run = false;
            out.push(c);
            for k in 0..c.len_utf8() {
                map.push(i + k);
            }
        }
    }
    map.push(s.len());
    (out, map)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_tags_join_and_blocks_break() {
        let html = "<html><head><title>T</title><style>p{x:1.5}</style></head><body>\
            <p>The <code>protect_last_n</code> is <em>minimum</em>.</p><p>Next</p>\
            <div>a<br>b<br><br>c</div></body></html>";
        assert_eq!(
            visible_text(html),
            "The protect_last_n is minimum.\nNext\na\nb\n\nc"
        );
        assert_eq!(
            spaced_text(html),
            "The  protect_last_n  is  minimum .\nNext\na\nb\n\nc"
        );
    }

    #[test]
    fn hidden_subtrees_comments_and_entities() {
        let html = "<body>x&amp;y&nbsp;z<!-- 8 rows --><script>var a='8 rows'</script>\
            <svg><path d='M1.5 2'/><text>svgtext</text></svg><noscript>n</noscript>\
            <span title='8 rows'>s</span></body>";
        assert_eq!(visible_text(html), "x&y\u{a0}zs");
    }

    #[test]
    fn newlines_are_kept_and_trailing_ws_trimmed() {
        let html = "<p>soft\nceiling</p>\n\n   ";
        assert_eq!(visible_text(html), "soft\nceiling");
        assert_eq!(normalize_ws("soft\n ceiling\u{a0}\t x"), "soft ceiling x");
        assert_eq!(visible_text("<p>a&nbsp;</p>"), "a");
    }

    #[test]
    fn table_cells_get_tabs_rows_get_lines() {
        let html = "<table><tr><th>key</th><th>default</th></tr>\
            <tr><td>protect_last_n</td><td>20</td></tr></table>";
        assert_eq!(visible_text(html), "key\tdefault\nprotect_last_n\t20");
        let doc = Html::parse_document(html);
        let sel = scraper::Selector::parse("td").unwrap();
        let cells: Vec<String> = doc.select(&sel).map(element_text).collect();
        assert_eq!(cells, vec!["protect_last_n".to_string(), "20".to_string()]);
    }

    #[test]
    fn normalize_map_points_back() {
        let (n, map) = normalize_ws_mapped("a \n b");
        assert_eq!(n, "a b");
        assert_eq!(map, vec![0, 1, 4, 5]);
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let html = "<div>".repeat(3_000) + "x" + &"</div>".repeat(3_000);
        assert_eq!(visible_text(&html), "x");
    }
}
