//! Page layout: the regions of a page (navigation, headings, hidden labels,
//! references) and where each text hit sits in them.

#[allow(unused_imports)]
use super::*;
use crate::pages::html::elements::{
    is_head_content, is_hidden_name, is_void_name, kind_of_any_case,
};

#[derive(Debug, Clone)]
pub(crate) enum RegionKind {
    Text,
    StartTag {
        name: String,
        /// (attribute name, value span)
        attrs: Vec<(String, usize, usize)>,
    },
    EndTag(String),
    Comment,
    Doctype,
}

#[derive(Debug, Clone)]
pub(crate) struct Region {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) kind: RegionKind,
    /// Outermost hidden element enclosing this token (or the hidden element
    /// this start tag opens).
    pub(crate) hidden: Option<String>,
}

/// Where in the HTML a byte sits.
pub(crate) struct Place<'a> {
    pub(crate) region: &'a Region,
    pub(crate) offset: usize,
}

impl Place<'_> {
    /// The explanation kind for an HTML hit here, or None when it is visible text.
    pub(crate) fn kind(&self) -> Option<ExplanationKind> {
        let hidden_kind = |h: &str| match h {
            "script" => ExplanationKind::HiddenScript,
            "style" => ExplanationKind::HiddenStyle,
            "svg" => ExplanationKind::HiddenSvg,
            "head" => ExplanationKind::HiddenHead,
            _ => ExplanationKind::HiddenOther,
        };
        match (&self.region.kind, &self.region.hidden) {
            (RegionKind::Comment, _) => Some(ExplanationKind::InComment),
            (RegionKind::Doctype, _) => Some(ExplanationKind::HiddenOther),
            (_, Some(h)) if h == "svg" || h == "script" || h == "style" || h == "head" => {
                Some(hidden_kind(h))
            }
            (RegionKind::StartTag { .. } | RegionKind::EndTag(_), _) => {
                Some(ExplanationKind::InAttribute)
            }
            (RegionKind::Text, Some(h)) => Some(hidden_kind(h)),
            (RegionKind::Text, None) => None,
        }
    }

    pub(crate) fn describe(&self) -> String {
        let attr = match &self.region.kind {
            RegionKind::StartTag { name, attrs } => Some(
                attrs
                    .iter()
                    .find(|(_, s, e)| *s <= self.offset && self.offset < *e)
                    .map(|(a, _, _)| (name.clone(), Some(a.clone())))
                    .unwrap_or((name.clone(), None)),
            ),
            RegionKind::EndTag(name) => Some((name.clone(), None)),
            _ => None,
        };
        match (&self.region.kind, &self.region.hidden, attr) {
            (RegionKind::Comment, _, _) => "an HTML comment".into(),
            (RegionKind::Doctype, _, _) => "the doctype".into(),
            (_, Some(h), Some((tag, Some(a)))) if h == "svg" && a == "d" => {
                format!("SVG path data (attribute d of <{tag}>)")
            }
            (_, Some(h), Some((tag, a))) if h == "svg" => match a {
                Some(a) => format!("SVG (attribute {a} of <{tag}>)"),
                None => format!("SVG (tag <{tag}>)"),
            },
            (_, Some(h), Some((tag, a))) => match a {
                Some(a) => format!("attribute {a} of <{tag}> inside <{h}>"),
                None => format!("tag <{tag}> inside <{h}>"),
            },
            (_, None, Some((tag, Some(a)))) => format!("attribute {a} of <{tag}>"),
            (_, None, Some((tag, None))) => format!("the tag <{tag}>"),
            (RegionKind::Text, Some(h), _) if h == "svg" => "SVG text".into(),
            (RegionKind::Text, Some(h), _) => format!("<{h}> content"),
            (RegionKind::Text, None, _) => "visible text".into(),
            _ => "markup".into(),
        }
    }
}

#[derive(Debug, Default)]
pub(crate) struct Layout {
    pub(crate) text: String,
    /// Per text byte: the HTML byte range of the source unit it came from.
    pub(crate) src: Vec<(usize, usize)>,
    pub(crate) regions: Vec<Region>,
    /// Character references that produced visible text.
    pub(crate) entities: Vec<(usize, usize)>,
}

pub(crate) fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

impl Layout {
    pub(crate) fn build(html: &str) -> Layout {
        use html5gum::{DefaultEmitter, Token, Tokenizer};
        let mut emitter = DefaultEmitter::<usize>::new_with_span();
        emitter.naively_switch_states(true);
        let mut l = Layout::default();
        let mut hidden: Vec<String> = Vec::new();
        let mut rows: Vec<bool> = vec![false];
        let mut after_pre = false;
        // The parser drops whitespace before <head>/<body> content starts.
        let mut started = false;
        for token in Tokenizer::new_with_emitter(html, emitter) {
            let Ok(token) = token;
            let was_after_pre = std::mem::take(&mut after_pre);
            match token {
                Token::StartTag(t) => {
                    let name = lossy(&t.name).to_ascii_lowercase();
                    let (s, e) = (t.span.start, t.span.end);
                    started |= name != "html";
                    let self_closing = t.self_closing || is_void_name(name.as_bytes());
                    // An element that cannot live in <head> closes it (the
                    // parser's implied </head>).
                    if hidden.len() == 1
                        && hidden[0] == "head"
                        && !is_head_content(kind_of_any_case(name.as_bytes()))
                    {
                        hidden.clear();
                    }
                    let kind = text::element_kind(&name);
                    let opens_hidden = kind == ElementKind::Hidden && !self_closing;
                    let attrs = t
                        .attributes
                        .iter()
                        .map(|(k, v)| (lossy(k), v.span.start, v.span.end))
                        .collect();
                    let outer = hidden
                        .first()
                        .cloned()
                        .or_else(|| opens_hidden.then(|| name.clone()));
                    l.regions.push(Region {
                        start: s,
                        end: e,
                        kind: RegionKind::StartTag {
                            name: name.clone(),
                            attrs,
                        },
                        hidden: outer,
                    });
                    if !hidden.is_empty() {
                        // Track every element inside a hidden one, so that
                        // `<head><title>x` is not read as text closing <head>.
                        if !self_closing {
                            hidden.push(name);
                        }
                        continue;
                    }
                    match kind {
                        ElementKind::Hidden => {
                            if opens_hidden {
                                hidden.push(name);
                            }
                        }
                        ElementKind::Block => {
                            l.line_break(s, e);
                            if name == "tr" {
                                *rows.last_mut().expect("rows never empty") = false;
                            }
                            if name == "table" {
                                rows.push(false);
                            }
                            if name == "pre" {
                                after_pre = true;
                            }
                        }
                        ElementKind::Br => l.push_char('\n', s, e),
                        ElementKind::Cell => {
                            let row = rows.last_mut().expect("rows never empty");
                            if *row {
                                l.push_char('\t', s, e);
                            }
                            *row = true;
                        }
                        ElementKind::Inline => {}
                    }
                }
                Token::EndTag(t) => {
                    let name = lossy(&t.name).to_ascii_lowercase();
                    let (s, e) = (t.span.start, t.span.end);
                    l.regions.push(Region {
                        start: s,
                        end: e,
                        kind: RegionKind::EndTag(name.clone()),
                        hidden: hidden_label(&hidden),
                    });
                    if !hidden.is_empty() {
                        if let Some(pos) = hidden.iter().rposition(|h| *h == name) {
                            hidden.truncate(pos);
                        }
                        continue;
                    }
                    match text::element_kind(&name) {
                        ElementKind::Block => {
                            l.line_break(s, e);
                            if name == "table" && rows.len() > 1 {
                                rows.pop();
                            }
                        }
                        // The parser reads </br> as <br>.
                        ElementKind::Br => l.push_char('\n', s, e),
                        _ => {}
                    }
                }
                Token::String(t) => {
                    let (s, e) = (t.span.start, t.span.end);
                    let decoded = lossy(&t.value);
                    if !started && decoded.chars().all(char::is_whitespace) {
                        l.regions.push(Region {
                            start: s,
                            end: e,
                            kind: RegionKind::Text,
                            hidden: None,
                        });
                        continue;
                    }
                    started = true;
                    if hidden.len() == 1
                        && hidden[0] == "head"
                        && decoded.chars().any(|c| !c.is_whitespace())
                    {
                        hidden.clear();
                    }
                    l.regions.push(Region {
                        start: s,
                        end: e,
                        kind: RegionKind::Text,
                        hidden: hidden_label(&hidden),
                    });
                    if !hidden.is_empty() {
                        continue;
                    }
                    // The parser drops a newline right after <pre>.
                    let (raw_start, decoded) = if was_after_pre && decoded.starts_with('\n') {
                        let skip = if html[s..].starts_with("\r\n") { 2 } else { 1 };
                        (s + skip, decoded[1..].to_string())
                    } else {
                        (s, decoded)
                    };
                    l.align(&html[raw_start..e], raw_start, &decoded);
                }
                Token::Comment(t) => l.regions.push(Region {
                    start: t.span.start,
                    end: t.span.end,
                    kind: RegionKind::Comment,
                    hidden: hidden_label(&hidden),
                }),
                Token::Doctype(t) => l.regions.push(Region {
                    start: t.span.start,
                    end: t.span.end,
                    kind: RegionKind::Doctype,
                    hidden: None,
                }),
                Token::Error(_) => {}
            }
        }
        l
    }

    pub(crate) fn push_char(&mut self, c: char, s: usize, e: usize) {
        self.text.push(c);
        for _ in 0..c.len_utf8() {
            self.src.push((s, e));
        }
    }

    pub(crate) fn line_break(&mut self, s: usize, e: usize) {
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.push_char('\n', s, e);
        }
    }

    /// Map decoded text to its raw slice: equal characters map one to one;
    /// a character reference maps to its whole `&…;`; CR LF maps to LF.
    pub(crate) fn align(&mut self, raw: &str, off: usize, decoded: &str) {
        let mut i = 0;
        for c in decoded.chars() {
            let rest = &raw[i.min(raw.len())..];
            let Some(r) = rest.chars().next() else {
                self.push_char(c, off + raw.len(), off + raw.len());
                continue;
            };
            if r == '&' && (c != '&' || is_amp_reference(rest)) {
                let k = i + reference_len(rest);
                self.push_char(c, off + i, off + k);
                self.entities.push((off + i, off + k));
                i = k;
            } else if r == '\r' && c == '\n' {
                let k = if rest.starts_with("\r\n") {
                    i + 2
                } else {
                    i + 1
                };
                self.push_char(c, off + i, off + k);
                i = k;
            } else {
                let k = i + r.len_utf8();
                self.push_char(c, off + i, off + k);
                i = k;
            }
        }
    }

    /// HTML byte range of text bytes `start..end` of [`Layout::text`].
    pub(crate) fn html_range(&self, start: usize, end: usize) -> (usize, usize) {
        let s = self.src.get(start).map_or(0, |r| r.0);
        let e = self
            .src
            .get(end.saturating_sub(1))
            .map_or(s, |r| r.1)
            .max(s);
        (s, e)
    }

    /// Tags and comments inside `s..e`, as (start, end, label).
    pub(crate) fn markup_in(&self, s: usize, e: usize) -> Vec<(usize, usize, String)> {
        let from = self.regions.partition_point(|r| r.end <= s);
        self.regions[from..]
            .iter()
            .take_while(|r| r.start < e)
            .filter_map(|r| {
                let label = match &r.kind {
                    RegionKind::StartTag { name, .. } => format!("<{name}>"),
                    RegionKind::EndTag(name) => format!("</{name}>"),
                    RegionKind::Comment => "<!--…-->".to_string(),
                    _ => return None,
                };
                (r.start >= s && r.end <= e).then_some((r.start, r.end, label))
            })
            .collect()
    }

    pub(crate) fn place(&self, offset: usize) -> Option<Place<'_>> {
        let i = self.regions.partition_point(|r| r.end <= offset);
        let region = self.regions.get(i).filter(|r| r.start <= offset)?;
        Some(Place { region, offset })
    }
}

/// The innermost open element of the hidden list (script inside head is "script").
pub(crate) fn hidden_label(stack: &[String]) -> Option<String> {
    stack
        .iter()
        .rev()
        .find(|n| is_hidden_name(n.as_bytes()))
        .or(stack.first())
        .cloned()
}

pub(crate) fn is_amp_reference(rest: &str) -> bool {
    let lower: String = rest
        .chars()
        .take(6)
        .collect::<String>()
        .to_ascii_lowercase();
    lower.starts_with("&amp") || lower.starts_with("&#38") || lower.starts_with("&#x26")
}

/// Length of the character reference at the start of `rest` (which starts with `&`).
pub(crate) fn reference_len(rest: &str) -> usize {
    let b = rest.as_bytes();
    let mut k = 1;
    if b.get(1) == Some(&b'#') {
        k = 2;
        let hex = matches!(b.get(2), Some(b'x' | b'X'));
        if hex {
            k = 3;
        }
        while b.get(k).is_some_and(|c| {
            if hex {
                c.is_ascii_hexdigit()
            } else {
                c.is_ascii_digit()
            }
        }) {
            k += 1;
        }
    } else {
        while b.get(k).is_some_and(|c| c.is_ascii_alphanumeric()) {
            k += 1;
        }
    }
    if b.get(k) == Some(&b';') {
        k += 1;
    }
    k
}
