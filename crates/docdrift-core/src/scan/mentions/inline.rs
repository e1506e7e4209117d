//! Inline content of a docs block: code spans apart from text, element text with hidden
//! subtrees left out, a `<pre>`'s lines.

#[allow(unused_imports)]
use super::*;
use crate::pages::html::elements::is_block_name;

#[derive(Debug, Clone)]
pub(crate) enum Seg {
    Text(String),
    Code(String),
}

impl Seg {
    pub(crate) fn text(&self) -> &str {
        match self {
            Seg::Text(t) | Seg::Code(t) => t,
        }
    }
}

/// Inline content of a block element; nested blocks are handed back to be
/// walked on their own (an `<li>` holding a `<p>` is read once, as the `<p>`). An `<em>`
/// holding exactly one of `params` is a name, as a code span is: Sphinx's `*check_circular*`
/// in a Python object's description is how the Python docs write a parameter's name.
pub(crate) fn inline<'a>(
    el: ElementRef<'a>,
    segs: &mut Vec<Seg>,
    blocks: &mut Vec<ElementRef<'a>>,
    (depth, params): (usize, &[String]),
    deep: &mut bool,
) {
    if depth >= MAX_DEPTH {
        *deep = true;
        return;
    }
    for child in el.children() {
        match child.value() {
            Node::Text(t) => push_text(segs, t, params),
            Node::Element(e) => {
                let Some(ce) = ElementRef::wrap(child) else {
                    continue;
                };
                let name = e.name();
                if is_scan_hidden(name) {
                    continue;
                }
                // `<cite>` is Sphinx's default role: w3lib's "`encoding` (which defaults to
                // 'utf-8')" written with single backticks.
                let em_param = (matches!(name, "em" | "cite") && !params.is_empty())
                    .then(|| text_of(ce).trim().to_string())
                    .filter(|t| params.contains(t));
                if matches!(name, "code" | "kbd" | "samp" | "var" | "tt") {
                    segs.push(Seg::Code(strip_inline_hilite(&text_of(ce)).to_string()));
                } else if let Some(param) = em_param {
                    segs.push(Seg::Code(param));
                } else if is_block_name(name.as_bytes()) {
                    blocks.push(ce);
                } else if name == "br" {
                    segs.push(Seg::Text(" ".into()));
                } else {
                    inline(ce, segs, blocks, (depth + 1, params), deep);
                }
            }
            _ => {}
        }
    }
}

/// Text into the segments. In a Python object's description a bare word that is one of its
/// parameters and holds an underscore is its name, as a code span is: w3lib's
/// "path_encoding ('utf-8' by default)" (a plain word like `token` stays prose).
fn push_text(segs: &mut Vec<Seg>, t: &str, params: &[String]) {
    let text = |piece: &str, segs: &mut Vec<Seg>| match segs.last_mut() {
        Some(Seg::Text(prev)) => prev.push_str(piece),
        _ => segs.push(Seg::Text(piece.to_string())),
    };
    if !params
        .iter()
        .any(|p| p.contains('_') && t.contains(p.as_str()))
    {
        return text(t, segs);
    }
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut from = 0;
    let mut start = None;
    for (i, c) in t.char_indices().chain(std::iter::once((t.len(), ' '))) {
        match (ident(c), start) {
            (true, None) => start = Some(i),
            (false, Some(st)) => {
                start = None;
                let word = &t[st..i];
                if word.contains('_') && params.iter().any(|p| p == word) {
                    text(&t[from..st], segs);
                    segs.push(Seg::Code(word.to_string()));
                    from = i;
                }
            }
            _ => {}
        }
    }
    if from < t.len() {
        text(&t[from..], segs);
    }
}

/// Text of an element with hidden subtrees left out (iterative: any depth).
pub(crate) fn text_of(el: ElementRef<'_>) -> String {
    let mut s = String::new();
    let mut stack = vec![*el];
    let mut first = true;
    while let Some(node) = stack.pop() {
        match node.value() {
            Node::Text(t) => s.push_str(t),
            Node::Element(e) => {
                if !first && is_scan_hidden(e.name()) {
                    continue;
                }
                if e.name() == "br" {
                    s.push(' ');
                }
                let children: Vec<_> = node.children().collect();
                stack.extend(children.into_iter().rev());
            }
            _ => {}
        }
        first = false;
    }
    s
}

/// Text of a `<pre>`, keeping line structure (`<br>` and Prism/Docusaurus
/// `token-line` spans become line breaks).
pub(crate) fn pre_text(el: ElementRef<'_>, out: &mut String, depth: usize, deep: &mut bool) {
    if depth >= MAX_DEPTH {
        *deep = true;
        return;
    }
    for child in el.children() {
        match child.value() {
            Node::Text(t) => out.push_str(t),
            Node::Element(e) => {
                if e.name() == "br" {
                    out.push('\n');
                    continue;
                }
                let is_line = e.classes().any(|c| c == "token-line" || c == "line");
                if is_line && !out.is_empty() && !out.ends_with('\n') {
                    out.push('\n');
                }
                if let Some(ce) = ElementRef::wrap(child) {
                    pre_text(ce, out, depth + 1, deep);
                }
                if is_line && !out.ends_with('\n') {
                    out.push('\n');
                }
            }
            _ => {}
        }
    }
}

/// A code span in pymdown's InlineHilite syntax (`` `#!py3 True` ``, `` `#!python 'unicode'` ``,
/// common in MkDocs Material sites' Markdown) without its language marker: the code is `True`.
pub(crate) fn strip_inline_hilite(code: &str) -> &str {
    let t = code.trim_start();
    match t.strip_prefix("#!") {
        Some(rest) => {
            let lang_end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '+')))
                .unwrap_or(rest.len());
            match rest[lang_end..].strip_prefix(' ') {
                Some(after) if lang_end > 0 => after,
                _ => code,
            }
        }
        None => code,
    }
}
