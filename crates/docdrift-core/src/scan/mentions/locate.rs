//! Locating a mention in the page source: line numbers, hidden regions, nearby
//! words and the CSS selector that finds it again.

#[allow(unused_imports)]
use super::*;

/// Give each mention the 1-based line of the page source, and its byte
/// offset in the whitespace-normalised visible text: where the exact line is
/// written (code blocks), else where its name is written with its value close
/// after it — the k-th such place for the k-th mention of that name and value.
pub(crate) fn locate_lines(page: &DocPage, visible: &str, mentions: &mut [Mention]) {
    // Script, style and SVG bytes hold look-alikes (`var protect_last_n = 99`);
    // blank them, keeping line breaks so line numbers stay true.
    let source = if page.is_markdown {
        page.source.clone()
    } else {
        blank_hidden(page.source_text())
    };
    let mut seen_exact: std::collections::HashMap<String, usize> = Default::default();
    let mut seen_near: std::collections::HashMap<(String, String), usize> = Default::default();
    let mut seen_piece: std::collections::HashMap<String, usize> = Default::default();
    let mut md_flat: Option<Flat> = None;
    let mut html_flat: Option<(Flat, Vec<Term>)> = None;
    let mut seen_html_piece: std::collections::HashMap<(String, String), usize> =
        Default::default();
    for m in mentions.iter_mut() {
        let exact = (m.form == Form::CodeBlock).then(|| collapse_ws(&m.text));
        let ord_exact = exact.as_ref().map_or(0, |e| {
            *seen_exact
                .entry(e.clone())
                .and_modify(|n| *n += 1)
                .or_insert(0)
        });
        let ordinal = *seen_near
            .entry((m.name.clone(), m.raw_value.clone()))
            .and_modify(|n| *n += 1)
            .or_insert(0);
        let window = match m.form {
            Form::CodeBlock => 200,
            Form::TableRow => 400,
            Form::Prose => 300,
        };
        // A Markdown table row is one source line holding the key and the value (its
        // leading pipe is optional: `key | bool | True` is a row).
        let row_line = (m.form == Form::TableRow && page.is_markdown)
            .then(|| {
                let value = m.raw_value.trim_matches(['"', '\'', '`']);
                source
                    .lines()
                    .enumerate()
                    .filter(|(_, l)| {
                        l.contains('|')
                            && find_word(l, &m.name, 0).is_some()
                            && find_word(l, value, 0).is_some()
                    })
                    .nth(ordinal)
                    .map(|(i, _)| i + 1)
            })
            .flatten();
        // Markdown prose: where the statement itself is written (the name
        // also appears in tag lists and parameter lists above it).
        let prose_line = (m.form == Form::Prose && page.is_markdown)
            .then(|| {
                let piece = m
                    .pattern
                    .iter()
                    .find(|p| find_word(p, m.raw_value.trim_matches(['"', '\'', '`']), 0).is_some())
                    .or(m.pattern.first())?;
                let ord = *seen_piece
                    .entry(piece.clone())
                    .and_modify(|n| *n += 1)
                    .or_insert(0);
                md_flat
                    .get_or_insert_with(|| Flat::of_markdown(&source))
                    .find(piece, ord)
                    .map(|p| source[..p].matches('\n').count() + 1)
            })
            .flatten();
        // HTML prose: where the sentence states the value after its name (a Sphinx
        // `<dt>` term owns a "Default: …" line some paragraphs below it).
        let html_prose_line = (m.form == Form::Prose && !page.is_markdown)
            .then(|| {
                let value = m.raw_value.trim_matches(['"', '\'', '`']);
                let piece = m
                    .pattern
                    .iter()
                    .rev()
                    .find(|p| find_word(p, value, 0).is_some())?;
                let ord = *seen_html_piece
                    .entry((m.name.clone(), piece.clone()))
                    .and_modify(|n| *n += 1)
                    .or_insert(0);
                let (flat, terms) = html_flat.get_or_insert_with(|| {
                    let flat = Flat::of_html(&source);
                    let terms = flat.terms_of(&source);
                    (flat, terms)
                });
                if m.term {
                    flat.find_after_term(terms, &m.name, piece, ord)
                } else {
                    flat.find_after_name(&m.name, piece, 2000, ord)
                }
                .map(|p| source[..p].matches('\n').count() + 1)
            })
            .flatten();
        m.line = exact
            .as_deref()
            .and_then(|line| {
                source
                    .lines()
                    .enumerate()
                    .filter(|(_, l)| collapse_ws(l) == line)
                    .nth(ord_exact)
                    .map(|(i, _)| i + 1)
            })
            .or(row_line)
            .or(prose_line)
            .or(html_prose_line)
            .or_else(|| {
                near(
                    &source,
                    &m.name,
                    &m.raw_value,
                    window,
                    m.form == Form::Prose,
                    ordinal,
                )
                .map(|p| source[..p].matches('\n').count() + 1)
            });
        m.text_offset = exact
            .as_deref()
            .and_then(|line| visible.match_indices(line).nth(ord_exact).map(|(p, _)| p))
            .or_else(|| {
                near(
                    visible,
                    &m.name,
                    &m.raw_value,
                    window,
                    m.form == Form::Prose,
                    ordinal,
                )
            });
    }
}

/// `html` with script, style and SVG elements replaced by their line breaks.
pub(crate) fn blank_hidden(html: &str) -> String {
    let mut out = html.to_string();
    for re in [script_re(), style_re(), svg_re()] {
        out = re
            .replace_all(&out, |c: &regex::Captures<'_>| {
                "\n".repeat(c[0].matches('\n').count())
            })
            .into_owned();
    }
    out
}

/// Offset of the `ordinal`-th place `name` is written with `value` within
/// `window` bytes after it (or before it, for prose).
pub(crate) fn near(
    hay: &str,
    name: &str,
    value: &str,
    window: usize,
    before_too: bool,
    ordinal: usize,
) -> Option<usize> {
    let value = value.trim_matches(['"', '\'', '`']);
    let mut found = 0;
    let mut from = 0;
    while let Some(p) = find_word(hay, name, from) {
        let end = floor_char(hay, (p + name.len() + window).min(hay.len()));
        let start = floor_char(hay, p.saturating_sub(window));
        // The value as a whole token: `20` is not inside `&#8203;` or `120`.
        let has = |s: &str| find_word(s, value, 0).is_some();
        if has(&hay[p..end]) || (before_too && has(&hay[start..p])) {
            if found == ordinal {
                return Some(p);
            }
            found += 1;
        }
        from = p + name.len();
    }
    None
}

pub(crate) fn floor_char(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Next occurrence of `word` at or after `from` not inside a longer identifier.
pub(crate) fn find_word(hay: &str, word: &str, mut from: usize) -> Option<usize> {
    if word.is_empty() {
        return None;
    }
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    while let Some(rel) = hay.get(from..)?.find(word) {
        let p = from + rel;
        let before_ok = hay[..p].chars().next_back().is_none_or(|c| !is_ident(c));
        let after_ok = hay[p + word.len()..]
            .chars()
            .next()
            .is_none_or(|c| !is_ident(c));
        if before_ok && after_ok {
            return Some(p);
        }
        from = p + word.len();
    }
    None
}

pub(crate) fn selector(s: &'static str) -> &'static scraper::Selector {
    static CACHE: OnceLock<std::sync::Mutex<Vec<(&'static str, &'static scraper::Selector)>>> =
        OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut guard = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, sel)) = guard.iter().find(|(k, _)| *k == s) {
        return sel;
    }
    let sel: &'static scraper::Selector = Box::leak(Box::new(
        scraper::Selector::parse(s).expect("static selector parses"),
    ));
    guard.push((s, sel));
    sel
}
