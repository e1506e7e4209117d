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

use crate::pages::html::elements::{is_block, is_hidden, kind_of_any_case, K};
pub use crate::pages::html::nesting::{
    cap_check, cap_page, cap_warning, max_nesting, over_dom_caps, CappedPage, MAX_ATTRIBUTES,
    MAX_ELEMENTS, MAX_NESTING,
};
pub use crate::pages::html::whitespace::{
    collapse_ws, normalize_ws, normalize_ws_into, normalize_ws_mapped,
};

/// How an element behaves in the walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ElementKind {
    /// Emits nothing, children included (rule 1: `head`, `script`, `style`, `svg` …).
    Hidden,
    /// Emits a line break at its start and end (rule 4: `p`, `div`, `li`, `h1` …).
    Block,
    /// `br`: emits `\n` unconditionally (rule 5).
    Br,
    /// A table cell (`td`/`th`): emits `\t` before every cell but the first of its row (rule 6).
    Cell,
    /// Everything else, unknown elements included: emits nothing at its boundaries (rule 3), or a
    /// space in spaced text.
    Inline,
}

/// Classify an element by its local name, by the one element tables
/// ([`crate::pages::html::elements`]: hidden for rule 1, block for rule 4).
pub fn element_kind(name: &str) -> ElementKind {
    let k = kind_of_any_case(name.as_bytes());
    if is_hidden(k) {
        ElementKind::Hidden
    } else if is_block(k) {
        ElementKind::Block
    } else if k == K::Br {
        ElementKind::Br
    } else if matches!(k, K::Td | K::Th) {
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

/// Parse a document for the DOM path: THE parser every DOM of docdrift comes from, with the
/// [`MAX_NESTING`] and [`MAX_ATTRIBUTES`] caps applied first (see [`cap_page`]).
pub fn parse_document(html: &str) -> Html {
    match cap_page(html) {
        Some(capped) => Html::parse_document(&capped.html),
        None => Html::parse_document(html),
    }
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
/// overflow the stack. Whether a cell is the first of its row is decided while its parent's
/// children are pushed, not by looking back along its siblings (a row of 1,000,000 cells).
fn walk(root: NodeRef<'_, Node>, spaced: bool, subtree: bool, out: &mut String) {
    enum Step<'a> {
        /// A node, and whether no `td`/`th` element precedes it among its siblings.
        Enter(NodeRef<'a, Node>, bool),
        Leave(ElementKind),
    }
    let root_first = is_first_cell(root);
    let mut stack = vec![Step::Enter(root, root_first)];
    let mut children = Vec::new();
    while let Some(step) = stack.pop() {
        match step {
            Step::Leave(kind) => match kind {
                ElementKind::Block => line_break(out),
                ElementKind::Inline if spaced => out.push(' '),
                _ => {}
            },
            Step::Enter(node, first_cell) => {
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
                                if !own_cell && !first_cell {
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
                let mut seen_cell = false;
                children.clear();
                for c in node.children() {
                    children.push((c, !seen_cell));
                    seen_cell |= is_cell(c);
                }
                for &(c, first) in children.iter().rev() {
                    stack.push(Step::Enter(c, first));
                }
            }
        }
    }
}

fn is_cell(node: NodeRef<'_, Node>) -> bool {
    node.value()
        .as_element()
        .is_some_and(|e| matches!(e.name(), "td" | "th"))
}

/// No `td`/`th` element precedes `node` among its siblings (asked once per walk, of its root).
fn is_first_cell(node: NodeRef<'_, Node>) -> bool {
    !node.prev_siblings().any(is_cell)
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
    fn attributes_past_the_cap_are_cut_and_said() {
        let attrs: String = (0..MAX_ATTRIBUTES + 50)
            .map(|i| format!(" a{i}=\"v\""))
            .collect();
        let html = format!("<p>before</p><p{attrs}>inside</p><img{attrs}/>after");
        let capped = cap_page(&html).expect("over the attribute cap");
        assert_eq!(capped.most_attributes, MAX_ATTRIBUTES + 1);
        let keep: String = (0..MAX_ATTRIBUTES)
            .map(|i| format!(" a{i}=\"v\""))
            .collect();
        assert_eq!(
            capped.html,
            format!("<p>before</p><p{keep} >inside</p><img{keep} />after")
        );
        assert_eq!(visible_text(&html), "before\ninside\nafter");
        let w = cap_warning(&html).unwrap();
        assert!(w.contains("the first 256 of each tag"), "{w}");
        // A quote in a name is part of the name (the one tag scanner reads tags as the
        // tokenizer does), so the cut stays inside the tag and the text is kept; a quote
        // there once made the cut swallow the rest of the page (found by fuzzing).
        let stray = format!("<p a\"{attrs} b\">x<");
        let capped = cap_page(&stray).expect("over the attribute cap");
        assert!(capped.html.ends_with(" >x<"), "{}", capped.html);
        assert_eq!(visible_text(&stray), "x<");
        // Repeated <body> tags share one budget.
        let bodies: String = (0..300).map(|i| format!("<body b{i}=1>")).collect();
        assert!(cap_warning(&format!("{bodies}x")).is_some());
        assert!(cap_warning("<body a=1><p>x</p>").is_none());
    }

    #[test]
    fn sibling_closing_tags_do_not_close_through_a_table_or_list() {
        assert_eq!(max_nesting(&"<table><tr><td>".repeat(10)), 30);
        assert_eq!(max_nesting(&"<li><ul>".repeat(10)), 20);
        assert_eq!(max_nesting(&"<li>x".repeat(10)), 1);
        assert_eq!(max_nesting("<table><tr><td>a<td>b<tr><td>c</table>"), 3);
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let html = "<div>".repeat(3_000) + "x" + &"</div>".repeat(3_000);
        assert_eq!(visible_text(&html), "x");
    }
}
