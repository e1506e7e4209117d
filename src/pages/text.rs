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
/// is kept) and [`cap_warning`] says so; pages under the cap parse as they
/// always did, so the fast path still matches the DOM path on them.
pub const MAX_NESTING: usize = 1000;

/// Most attributes the DOM path keeps on one tag (and on all `<html>` tags together, and
/// all `<body>` tags together: a repeated one adds its attributes to the first). html5ever
/// checks each new attribute name against every earlier one of the tag, so a `<p>` with
/// 1,000,000 attributes (11 MB) took minutes; real pages put a few dozen on a tag.
/// Attributes never change visible text; later ones are dropped and [`cap_warning`] says so.
pub const MAX_ATTRIBUTES: usize = 256;

/// Parse a document for the DOM path: THE parser every DOM of docdrift comes from, with the
/// [`MAX_NESTING`] and [`MAX_ATTRIBUTES`] caps applied first (see [`cap_page`]).
pub fn parse_document(html: &str) -> Html {
    match cap_page(html) {
        Some(capped) => Html::parse_document(&capped.html),
        None => Html::parse_document(html),
    }
}

/// The page warning for a document the DOM path had to cut, if any.
pub fn cap_warning(html: &str) -> Option<String> {
    cap_check(html).0
}

/// [`cap_warning`], and the page's nesting depth as [`max_nesting`] measures it (one walk).
pub fn cap_check(html: &str) -> (Option<String>, usize) {
    let stats = walk_tags(html, |_| false);
    let mut parts = Vec::new();
    if stats.deepest > MAX_NESTING {
        parts.push(format!(
            "elements nest {} deep; the DOM path keeps {MAX_NESTING} levels and reads deeper tags as text only",
            stats.deepest
        ));
    }
    if stats.attributes_over {
        parts.push(format!(
            "a tag has {} attributes; the DOM path keeps the first {MAX_ATTRIBUTES} of each tag (and of all <html>, all <body> tags together)",
            stats.most_attributes
        ));
    }
    ((!parts.is_empty()).then(|| parts.join("; ")), stats.deepest)
}

const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
    "track", "wbr", "keygen", "frame",
];
const RAW_TEXT: &[&str] = &[
    "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes",
];
/// Opening one of these closes an open one of the same name (`<li>…<li>`), unless one
/// of [`BOUNDARY`] is open above it.
const SIBLING_CLOSES: &[&str] = &[
    "li", "p", "dt", "dd", "tr", "td", "th", "option", "optgroup", "rb", "rt", "rp", "rtc",
    "thead", "tbody", "tfoot",
];

/// Elements a sibling-closing start tag does not close through: `<li><ul><li>`,
/// `<li><section><li>` and `<td><table><tr><td>` nest (a page of 20,000 nested
/// `<table><tr><td>` nests 80,000 deep in the DOM, where counting each `<td>` as closing the
/// last one saw depth 4). svg and math are boundaries too. The list is the tree rules'
/// scope boundaries and the special elements an `<li>` stops at; where the rules do close
/// through one (`<p>` closes at `<section>`'s start already) the walk overestimates depth,
/// which only matters to pages nesting hundreds deep.
const BOUNDARY: &[&str] = &[
    "table",
    "caption",
    "ul",
    "ol",
    "dl",
    "menu",
    "select",
    "ruby",
    "template",
    "button",
    "object",
    "applet",
    "marquee",
    "section",
    "article",
    "aside",
    "nav",
    "header",
    "footer",
    "main",
    "blockquote",
    "figure",
    "figcaption",
    "fieldset",
    "details",
    "dialog",
    "summary",
    "search",
    "center",
    "dir",
    "hgroup",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "pre",
    "listing",
    "form",
];

fn is_in(list: &[&str], name: &str) -> bool {
    list.iter().any(|n| n.eq_ignore_ascii_case(name))
}

/// One tag seen by [`walk_tags`].
struct TagSeen {
    /// The tag's bytes: `html[start..end]`.
    start: usize,
    end: usize,
    /// Open elements before it.
    depth_before: usize,
    is_end: bool,
    /// An end tag that closes an element whose start tag was dropped.
    closes_dropped: bool,
    /// A start tag that opens no element (void, or self-closed in svg/math): never dropped.
    void: bool,
    /// A start tag with more attributes than its budget: where the first one over starts
    /// (the attributes from there to the tag's end are to be cut).
    cut_attributes_at: Option<usize>,
}

/// What [`walk_tags`] found.
struct TagStats {
    deepest: usize,
    most_attributes: usize,
    /// Some tag's attributes are over its budget (and cut by [`cap_page`]).
    attributes_over: bool,
}

/// Attributes of a start tag: from `from` (just after its name) to its `>` at `gt`. Returns
/// how many there are (counting stops at `limit + 1`) and, when there are more than
/// `limit`, where the first one over the limit starts. Follows the tokenizer: attributes
/// are separated by whitespace or `/`, a name runs to whitespace, `/`, `=` or `>` (a leading
/// `=` belongs to it), a value is quoted or runs to whitespace or `>`. Where the tokenizer
/// and [`walk_tags`] could end the tag in different places (a quote in a name or unquoted
/// value, a `>` before `gt`), nothing is cut: the count so far is returned with `None`
/// (cutting by the walk's extent would drop text the tokenizer reads outside the tag).
fn count_attributes(b: &[u8], from: usize, gt: usize, limit: usize) -> (usize, Option<usize>) {
    let ws = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c');
    let mut i = from;
    let mut count = 0;
    // Runs to the end of a name or unquoted value; false where the two readings part.
    let run = |i: &mut usize, stop: &dyn Fn(u8) -> bool| -> bool {
        while *i < gt && !stop(b[*i]) {
            if matches!(b[*i], b'"' | b'\'' | b'>') {
                return false;
            }
            *i += 1;
        }
        !(*i < gt && b[*i] == b'>')
    };
    loop {
        while i < gt && (ws(b[i]) || b[i] == b'/') {
            i += 1;
        }
        if i >= gt {
            return (count, None);
        }
        if count == limit {
            return (count + 1, Some(i));
        }
        count += 1;
        if matches!(b[i], b'"' | b'\'') {
            return (count, None);
        }
        i += 1;
        if !run(&mut i, &|c| ws(c) || matches!(c, b'/' | b'=')) {
            return (count, None);
        }
        while i < gt && ws(b[i]) {
            i += 1;
        }
        if i < gt && b[i] == b'=' {
            i += 1;
            while i < gt && ws(b[i]) {
                i += 1;
            }
            match b.get(i) {
                Some(&q @ (b'"' | b'\'')) if i < gt => {
                    i = memchr::memchr(q, &b[i + 1..gt]).map_or(gt, |e| i + 1 + e + 1);
                }
                _ => {
                    if !run(&mut i, &ws) {
                        return (count, None);
                    }
                }
            }
        }
    }
}

/// Walk the tags of `html` with an approximate open-element stack (void
/// elements, implied end tags of same-name siblings, `/>` in svg/math), counting each
/// start tag's attributes against [`MAX_ATTRIBUTES`]. Calls `f` with every tag;
/// `f` returns whether a start tag is dropped.
fn walk_tags(html: &str, mut f: impl FnMut(&TagSeen) -> bool) -> TagStats {
    let b = html.as_bytes();
    let mut stack: Vec<(&str, bool)> = Vec::new();
    // How many of each (lowercased) name are open, and how many svg/math:
    // every step stays O(1) however deep the stack (a 100,000-deep page).
    let mut open: std::collections::HashMap<String, usize> = Default::default();
    let mut foreign_open = 0usize;
    // Stack positions of the open [`BOUNDARY`] (and svg/math) elements, bottom to top.
    let mut boundaries: Vec<usize> = Vec::new();
    let is_foreign = |n: &str| n.eq_ignore_ascii_case("svg") || n.eq_ignore_ascii_case("math");
    let mut deepest = 0;
    let mut most_attributes = 0;
    let mut attributes_over = false;
    // Attributes still allowed on `<html>` and on `<body>` tags (a repeated one adds its
    // attributes to the element the first made).
    let mut html_attrs_left = MAX_ATTRIBUTES;
    let mut body_attrs_left = MAX_ATTRIBUTES;
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
        let name_end = j;
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
                           scratch: &mut String,
                           boundaries: &mut Vec<usize>,
                           sibling: bool|
         -> Option<bool> {
            if open.get(lower.as_str()).copied().unwrap_or(0) == 0 {
                return None;
            }
            let pos = stack
                .iter()
                .rposition(|(n, _)| n.eq_ignore_ascii_case(name))?;
            if sibling && boundaries.last().is_some_and(|&at| at > pos) {
                return None;
            }
            while boundaries.last().is_some_and(|&at| at >= pos) {
                boundaries.pop();
            }
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
                f(&TagSeen {
                    start: lt,
                    end,
                    depth_before: depth,
                    is_end: true,
                    closes_dropped: dropped,
                    void: false,
                    cut_attributes_at: None,
                });
                pop_through(
                    &mut stack,
                    &mut open,
                    &mut foreign_open,
                    &mut scratch,
                    &mut boundaries,
                    false,
                );
            }
            continue;
        }
        // Attributes: each needs at least two bytes, so only a long tag can have too many;
        // `<html>` and `<body>` share one budget across all their tags.
        let gt = j.min(b.len());
        let mut unlimited = usize::MAX;
        let budget = match lower.as_str() {
            "html" => &mut html_attrs_left,
            "body" => &mut body_attrs_left,
            _ => &mut unlimited,
        };
        let limit = (*budget).min(MAX_ATTRIBUTES);
        let mut cut_attributes_at = None;
        let shared = matches!(lower.as_str(), "html" | "body");
        if shared || gt - name_end > 2 * limit {
            let (count, cut) = count_attributes(b, name_end, gt, limit);
            most_attributes = most_attributes.max(count);
            *budget = budget.saturating_sub(count);
            cut_attributes_at = cut;
            attributes_over |= cut.is_some();
        }
        let void = is_in(VOID, name);
        if void || (self_closed && foreign_open > 0) {
            if cut_attributes_at.is_some() {
                f(&TagSeen {
                    start: lt,
                    end,
                    depth_before: stack.len(),
                    is_end: false,
                    closes_dropped: false,
                    void: true,
                    cut_attributes_at,
                });
            }
            continue;
        }
        if is_in(SIBLING_CLOSES, name) {
            pop_through(
                &mut stack,
                &mut open,
                &mut foreign_open,
                &mut scratch,
                &mut boundaries,
                true,
            );
        }
        let dropped = f(&TagSeen {
            start: lt,
            end,
            depth_before: stack.len(),
            is_end: false,
            closes_dropped: false,
            void: false,
            cut_attributes_at,
        });
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
        if is_foreign(name) || is_in(BOUNDARY, name) {
            boundaries.push(stack.len() - 1);
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
    TagStats {
        deepest,
        most_attributes,
        attributes_over,
    }
}

/// Deepest element nesting of `html` (approximate, see [`walk_tags`]).
pub fn max_nesting(html: &str) -> usize {
    walk_tags(html, |_| false).deepest
}

/// `html` as the DOM path parses it, when it is over a cap: without the tags nested deeper
/// than [`MAX_NESTING`] (their text stays) and without the attributes past
/// [`MAX_ATTRIBUTES`] on a tag; `None` when the page is within both caps.
pub struct CappedPage {
    pub html: String,
    /// The deepest nesting found (before the cap).
    pub depth: usize,
    /// The most attributes found on one tag (before the cap; counted on long tags only).
    pub most_attributes: usize,
}

/// See [`CappedPage`].
pub fn cap_page(html: &str) -> Option<CappedPage> {
    let stats = walk_tags(html, |_| false);
    if stats.deepest <= MAX_NESTING && !stats.attributes_over {
        return None;
    }
    let mut out = String::with_capacity(html.len());
    let mut copied = 0;
    walk_tags(html, |t| {
        let drop = if t.is_end {
            t.closes_dropped
        } else {
            !t.void && t.depth_before >= MAX_NESTING
        };
        if drop {
            out.push_str(&html[copied..t.start]);
            copied = t.end;
        } else if let Some(cut) = t.cut_attributes_at {
            // Keep the tag's `/>` or `>` (a tag cut off by the end of the page has neither).
            let b = html.as_bytes();
            let mut keep_from = t.end;
            if b.get(t.end - 1) == Some(&b'>') {
                keep_from = t.end - 1;
                if keep_from > cut && b[keep_from - 1] == b'/' {
                    keep_from -= 1;
                }
            }
            out.push_str(&html[copied..cut]);
            copied = keep_from.max(cut);
        }
        drop
    });
    out.push_str(&html[copied..]);
    Some(CappedPage {
        html: out,
        depth: stats.deepest,
        most_attributes: stats.most_attributes,
    })
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
        // A quote in a name: the tokenizer and the walk may end the tag apart, so no cut.
        let stray = format!("<p a\"{attrs}>x");
        assert!(cap_page(&stray).is_none());
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
