//! Phrase counts that explain themselves: the last stage of the page flow
//! ([`crate::fetch`] → [`crate::snapshot`] → [`crate::text`] → count).
//!
//! One pattern (a literal phrase or a regex) is counted on one page in four
//! views: the raw (decoded) HTML, the visible text ([`crate::text::visible_text`]),
//! the visible text with whitespace normalised ([`crate::text::normalize_ws`];
//! a literal phrase is normalised the same way) and the "tags become spaces"
//! text ([`crate::text::spaced_text`]). Matches are non-overlapping, left to
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

use crate::text::{self, ElementKind};

/// What to look for.
#[derive(Debug, Clone)]
pub enum Pattern {
    Literal(String),
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

    pub fn is_regex(&self) -> bool {
        matches!(self, Pattern::Regex(_))
    }

    /// Non-overlapping matches, left to right; empty matches are ignored.
    pub fn find_all(&self, hay: &str) -> Vec<(usize, usize)> {
        match self {
            Pattern::Literal(s) if s.is_empty() => Vec::new(),
            Pattern::Literal(s) => hay
                .match_indices(s.as_str())
                .map(|(i, m)| (i, i + m.len()))
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
    pub explanations: Vec<Explanation>,
    /// Counted visible-text hits.
    pub text_hits: Vec<TextHit>,
}

/// Why one hit is in one view and not another.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Explanation {
    pub kind: ExplanationKind,
    /// Byte range in the decoded HTML, when known.
    pub html_range: Option<(usize, usize)>,
    pub message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ExplanationKind {
    /// Visible-text hit whose HTML contains tags or comments.
    SplitByTags,
    /// Found only with whitespace normalised: a newline sits inside.
    NewlineInside,
    /// Found only with whitespace normalised: tabs, several spaces or U+00A0.
    WhitespaceRun,
    HiddenScript,
    HiddenStyle,
    HiddenSvg,
    HiddenHead,
    /// Inside another hidden element (noscript, template, iframe, …) or the doctype.
    HiddenOther,
    InAttribute,
    InComment,
    /// The HTML spells part of the phrase as a character reference.
    EntityEncoded,
    InsideLargerToken,
}

/// One counted hit in the visible text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TextHit {
    /// Byte offset in the visible text.
    pub offset: usize,
    pub matched: String,
    /// Markdown source line (for .md sources), else None.
    pub line: Option<usize>,
}

/// Count one pattern on one page.
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
struct Hit {
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

/// One page prepared for counting many patterns: parsed once, texts built once.
pub struct PageAnalysis<'h> {
    /// Borrowed by [`PageAnalysis::new`]; owned by [`PageAnalysis::owned`] (a cache keeps it).
    html: std::borrow::Cow<'h, str>,
    text: String,
    spaced: String,
    normalized: String,
    /// normalized byte → text byte (one extra entry at the end).
    norm_map: Vec<usize>,
    layout: Layout,
    /// The source-mapped text equals the DOM text: offsets can be shared.
    aligned: bool,
}

impl<'h> PageAnalysis<'h> {
    pub fn new(html: &'h str) -> PageAnalysis<'h> {
        let doc = text::parse_document(html);
        let text = text::document_text(&doc, false);
        let spaced = text::document_text(&doc, true);
        let (normalized, norm_map) = text::normalize_ws_mapped(&text);
        let layout = Layout::build(html);
        let aligned = layout.text.trim_end() == text;
        PageAnalysis {
            html: std::borrow::Cow::Borrowed(html),
            text,
            spaced,
            normalized,
            norm_map,
            layout,
            aligned,
        }
    }

    /// The same analysis owning its HTML, so a cache can keep it past the caller's buffer
    /// (`check` analyses each page once for all its claims).
    pub fn owned(html: String) -> PageAnalysis<'static> {
        let PageAnalysis {
            html: _,
            text,
            spaced,
            normalized,
            norm_map,
            layout,
            aligned,
        } = PageAnalysis::new(&html);
        PageAnalysis {
            html: std::borrow::Cow::Owned(html),
            text,
            spaced,
            normalized,
            norm_map,
            layout,
            aligned,
        }
    }

    /// The visible text (DOM path).
    pub fn visible_text(&self) -> &str {
        &self.text
    }

    /// Count `pattern` in every view and explain the differences.
    pub fn count(&self, pattern: &Pattern, opts: &CountOptions) -> PageCount {
        let keep = |h: &Hit| opts.substring || !h.inside;
        let html_hits = hits(pattern, &self.html);
        let text_hits = hits(pattern, &self.text);
        let norm_hits = hits(&pattern.normalized(), &self.normalized);
        let spaced_hits = hits(pattern, &self.spaced);

        let mut ex = Explainer::default();
        let layout_hits = if self.aligned {
            None
        } else {
            Some(hits(pattern, &self.layout.text))
        };
        // Text hits → HTML.
        let text_ranges: Vec<Option<(usize, usize)>> = text_hits
            .iter()
            .enumerate()
            .map(|(k, h)| match &layout_hits {
                None => Some(self.layout.html_range(h.start, h.end)),
                Some(lh) if lh.len() == text_hits.len() => {
                    Some(self.layout.html_range(lh[k].start, lh[k].end))
                }
                Some(_) => None,
            })
            .collect();
        for (h, range) in text_hits.iter().zip(&text_ranges) {
            let matched = &self.text[h.start..h.end];
            if h.inside {
                ex.inside_token(
                    range.map(|r| r.0),
                    *range,
                    format!(
                        "inside a larger token ({}) in the visible text at text bytes {}..{}{}",
                        token_context(&self.text, h.start, h.end),
                        h.start,
                        h.end,
                        range
                            .map(|(a, b)| format!(" (HTML bytes {a}..{b})"))
                            .unwrap_or_default()
                    ),
                );
                if !opts.substring {
                    continue;
                }
            }
            if let Some((hs, he)) = *range {
                if &self.html[hs..he] != matched {
                    self.explain_split(&mut ex, hs, he);
                }
            }
        }
        // Normalised-only hits: whitespace inside the phrase.
        for h in &norm_hits {
            let ts = self.norm_map[h.start];
            let te = self.norm_map[h.end];
            let original = &self.text[ts..te];
            let matched = &self.normalized[h.start..h.end];
            if h.inside {
                let range = self.aligned.then(|| self.layout.html_range(ts, te));
                ex.inside_token(
                    range.map(|r| r.0),
                    range,
                    format!(
                        "inside a larger token ({}) in the normalised text",
                        token_context(&self.normalized, h.start, h.end)
                    ),
                );
                if !opts.substring {
                    continue;
                }
            }
            if original == matched {
                continue;
            }
            let range = self.aligned.then(|| self.layout.html_range(ts, te));
            let (kind, what) = if original.contains('\n') {
                (ExplanationKind::NewlineInside, "a newline".to_string())
            } else {
                (ExplanationKind::WhitespaceRun, describe_ws(original))
            };
            ex.push(
                kind,
                range,
                format!(
                    "{what} inside the phrase: text bytes {ts}..{te} read {:?}{}",
                    original,
                    range
                        .map(|(a, b)| format!(" (HTML bytes {a}..{b})"))
                        .unwrap_or_default()
                ),
            );
            if let Some((hs, he)) = range {
                self.explain_split(&mut ex, hs, he);
            }
        }
        // HTML hits that are not visible text.
        for h in &html_hits {
            let Some(place) = self.layout.place(h.start) else {
                continue;
            };
            if h.inside {
                ex.inside_token(
                    Some(h.start),
                    Some((h.start, h.end)),
                    format!(
                        "inside a larger token ({}) in {} at bytes {}..{}",
                        token_context(&self.html, h.start, h.end),
                        place.describe(),
                        h.start,
                        h.end
                    ),
                );
                if !opts.substring {
                    continue;
                }
            }
            if let Some(kind) = place.kind() {
                ex.push(
                    kind,
                    Some((h.start, h.end)),
                    format!(
                        "hit in {} at bytes {}..{} (not visible)",
                        place.describe(),
                        h.start,
                        h.end
                    ),
                );
            }
        }
        let counted_text: Vec<TextHit> = text_hits
            .iter()
            .filter(|h| keep(h))
            .map(|h| TextHit {
                offset: h.start,
                matched: self.text[h.start..h.end].to_string(),
                line: None,
            })
            .collect();
        PageCount {
            html: html_hits.iter().filter(|h| keep(h)).count(),
            text: counted_text.len(),
            text_normalized: norm_hits.iter().filter(|h| keep(h)).count(),
            spaced: spaced_hits.iter().filter(|h| keep(h)).count(),
            excluded_inside_token: ex.inside_sites.len(),
            explanations: ex.finish(),
            text_hits: counted_text,
        }
    }

    fn explain_split(&self, ex: &mut Explainer, hs: usize, he: usize) {
        let tags = self.layout.markup_in(hs, he);
        if !tags.is_empty() {
            let list: Vec<String> = tags
                .iter()
                .map(|(s, e, label)| format!("{label} at bytes {s}..{e}"))
                .collect();
            let first = tags.first().map(|t| t.2.clone()).unwrap_or_default();
            let last = tags.last().map(|t| t.2.clone()).unwrap_or_default();
            let head = if tags.len() == 1 {
                format!("split by {first}")
            } else {
                format!("split by {first}…{last}")
            };
            ex.push(
                ExplanationKind::SplitByTags,
                Some((hs, he)),
                format!(
                    "{head} in the HTML (phrase at bytes {hs}..{he}): {}",
                    list.join(", ")
                ),
            );
        }
        let ents: Vec<String> = self
            .layout
            .entities
            .iter()
            .filter(|(s, e)| *s >= hs && *e <= he)
            .map(|(s, e)| format!("{} at bytes {s}..{e}", &self.html[*s..*e]))
            .collect();
        if !ents.is_empty() {
            ex.push(
                ExplanationKind::EntityEncoded,
                Some((hs, he)),
                format!(
                    "entity-encoded in the HTML (phrase at bytes {hs}..{he}): {}",
                    ents.join(", ")
                ),
            );
        }
    }
}

fn describe_ws(original: &str) -> String {
    if original.contains('\u{a0}') {
        "a non-breaking space (U+00A0)".into()
    } else if original.contains('\t') {
        "a tab".into()
    } else {
        "a run of several spaces".into()
    }
}

#[derive(Default)]
struct Explainer {
    out: Vec<Explanation>,
    seen: std::collections::HashSet<Explanation>,
    inside_sites: std::collections::BTreeSet<usize>,
    inside_unplaced: usize,
}

impl Explainer {
    fn push(&mut self, kind: ExplanationKind, range: Option<(usize, usize)>, message: String) {
        let e = Explanation {
            kind,
            html_range: range,
            message,
        };
        if self.seen.insert(e.clone()) {
            self.out.push(e);
        }
    }

    /// One boundary-rule exclusion; the same HTML place seen from several
    /// views is reported once.
    fn inside_token(&mut self, site: Option<usize>, range: Option<(usize, usize)>, msg: String) {
        match site {
            Some(s) => {
                if self.inside_sites.insert(s) {
                    self.push(ExplanationKind::InsideLargerToken, range, msg);
                }
            }
            None => {
                // No HTML position: count it under a key no byte offset uses.
                self.inside_unplaced += 1;
                self.inside_sites.insert(usize::MAX - self.inside_unplaced);
                self.push(ExplanationKind::InsideLargerToken, None, msg);
            }
        }
    }

    fn finish(mut self) -> Vec<Explanation> {
        self.out
            .sort_by_key(|e| (e.html_range.map_or(usize::MAX, |r| r.0), e.kind));
        self.out
    }
}

// ---------------------------------------------------------------------------
// Source-mapped text from html5gum tokens.

#[derive(Debug, Clone)]
enum RegionKind {
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
struct Region {
    start: usize,
    end: usize,
    kind: RegionKind,
    /// Outermost hidden element enclosing this token (or the hidden element
    /// this start tag opens).
    hidden: Option<String>,
}

/// Where in the HTML a byte sits.
struct Place<'a> {
    region: &'a Region,
    offset: usize,
}

impl Place<'_> {
    /// The explanation kind for an HTML hit here, or None when it is visible text.
    fn kind(&self) -> Option<ExplanationKind> {
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

    fn describe(&self) -> String {
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
struct Layout {
    text: String,
    /// Per text byte: the HTML byte range of the source unit it came from.
    src: Vec<(usize, usize)>,
    regions: Vec<Region>,
    /// Character references that produced visible text.
    entities: Vec<(usize, usize)>,
}

const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr", "param", "keygen",
];
const HEAD_CONTENT: &[&str] = &[
    "title", "meta", "link", "style", "script", "base", "noscript", "template",
];

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

impl Layout {
    fn build(html: &str) -> Layout {
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
                    let self_closing = t.self_closing || VOID.contains(&name.as_str());
                    // An element that cannot live in <head> closes it (the
                    // parser's implied </head>).
                    if hidden.len() == 1
                        && hidden[0] == "head"
                        && !HEAD_CONTENT.contains(&name.as_str())
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

    fn push_char(&mut self, c: char, s: usize, e: usize) {
        self.text.push(c);
        for _ in 0..c.len_utf8() {
            self.src.push((s, e));
        }
    }

    fn line_break(&mut self, s: usize, e: usize) {
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.push_char('\n', s, e);
        }
    }

    /// Map decoded text to its raw slice: equal characters map one to one;
    /// a character reference maps to its whole `&…;`; CR LF maps to LF.
    fn align(&mut self, raw: &str, off: usize, decoded: &str) {
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
    fn html_range(&self, start: usize, end: usize) -> (usize, usize) {
        let s = self.src.get(start).map_or(0, |r| r.0);
        let e = self
            .src
            .get(end.saturating_sub(1))
            .map_or(s, |r| r.1)
            .max(s);
        (s, e)
    }

    /// Tags and comments inside `s..e`, as (start, end, label).
    fn markup_in(&self, s: usize, e: usize) -> Vec<(usize, usize, String)> {
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

    fn place(&self, offset: usize) -> Option<Place<'_>> {
        let i = self.regions.partition_point(|r| r.end <= offset);
        let region = self.regions.get(i).filter(|r| r.start <= offset)?;
        Some(Place { region, offset })
    }
}

/// The innermost open element of the hidden list (script inside head is "script").
fn hidden_label(stack: &[String]) -> Option<String> {
    stack
        .iter()
        .rev()
        .find(|n| text::HIDDEN.contains(&n.as_str()))
        .or(stack.first())
        .cloned()
}

fn is_amp_reference(rest: &str) -> bool {
    let lower: String = rest
        .chars()
        .take(6)
        .collect::<String>()
        .to_ascii_lowercase();
    lower.starts_with("&amp") || lower.starts_with("&#38") || lower.starts_with("&#x26")
}

/// Length of the character reference at the start of `rest` (which starts with `&`).
fn reference_len(rest: &str) -> usize {
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

// ---------------------------------------------------------------------------
// Fast counts for many pages.

/// The counts of one pattern on one page in the views the streaming fast path computes
/// exactly: raw (decoded) HTML, visible text, normalised visible text. Equal, field by field,
/// to the same fields of [`PageCount`] (the proof: `tests/fastpath.rs` on vendored pages and
/// the benchmark on the whole docs corpus).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct ViewCounts {
    pub html: usize,
    pub text: usize,
    pub text_normalized: usize,
}

impl ViewCounts {
    /// Any hit in any view.
    pub fn has_hit(&self) -> bool {
        self.html + self.text + self.text_normalized > 0
    }

    /// The views disagree (the case a writer has to explain).
    pub fn differs(&self) -> bool {
        self.html != self.text || self.text != self.text_normalized
    }
}

impl From<&PageCount> for ViewCounts {
    fn from(c: &PageCount) -> ViewCounts {
        ViewCounts {
            html: c.html,
            text: c.text,
            text_normalized: c.text_normalized,
        }
    }
}

/// One pattern compiled for the fast counter: a literal is searched with SIMD `memmem`
/// (raw and whitespace-normalised spellings), a regex with the regex engine.
#[allow(
    clippy::large_enum_variant,
    reason = "one per phrase, built once per run; boxing would add a pointer chase per search"
)]
enum Matcher {
    Literal {
        raw: memchr::memmem::Finder<'static>,
        normalized: memchr::memmem::Finder<'static>,
        /// The words of the phrase: all must occur in the text for a normalised hit.
        words: Vec<memchr::memmem::Finder<'static>>,
    },
    Regex(regex::Regex),
}

impl Matcher {
    /// The literal contains whitespace (a regex is treated as if it did).
    fn has_ws(&self) -> bool {
        match self {
            Matcher::Literal { raw, .. } => std::str::from_utf8(raw.needle())
                .map_or(true, |s| s.chars().any(char::is_whitespace)),
            Matcher::Regex(_) => true,
        }
    }

    /// Hits in `hay` that count: non-overlapping, left to right, boundary rule applied unless
    /// `substring` (the rule of [`PageAnalysis::count`]).
    fn count(&self, hay: &str, normalized: bool, substring: bool) -> usize {
        let keep = |s: usize, e: usize| substring || !inside_larger_token(hay, s, e);
        match self {
            Matcher::Literal {
                raw, normalized: n, ..
            } => {
                let f = if normalized { n } else { raw };
                let len = f.needle().len();
                if len == 0 {
                    return 0;
                }
                f.find_iter(hay.as_bytes())
                    .filter(|&s| keep(s, s + len))
                    .count()
            }
            Matcher::Regex(r) => r
                .find_iter(hay)
                .filter(|m| !m.is_empty() && keep(m.start(), m.end()))
                .count(),
        }
    }
}

/// Counts many patterns on many pages without building a DOM: the visible text comes from
/// [`crate::fastpath`]; a page where the fast path had to approximate a tree rule
/// ([`crate::fastpath::visible_text_checked`] says so) is counted by the DOM path instead
/// (its visible text, as [`PageAnalysis`] uses), so the result equals the DOM path on every page. `Sync`: share one
/// counter between threads, give each thread its own [`ViewScratch`].
pub struct ViewCounter {
    patterns: Vec<Pattern>,
    matchers: Vec<Matcher>,
    opts: CountOptions,
}

/// Per-thread buffers for [`ViewCounter::count`].
#[derive(Default)]
pub struct ViewScratch {
    text: String,
    normalized: String,
}

/// [`text::normalize_ws`] into a reused buffer, without its offset map: runs of non-space
/// bytes are copied in bulk (ASCII whitespace is found bytewise; a non-ASCII character is
/// decoded only to ask whether it is whitespace).
fn normalize_ws_into(s: &str, out: &mut String) {
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

/// The counts of every pattern on one page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageViews {
    /// In the order of the patterns.
    pub counts: Vec<ViewCounts>,
    /// The page was counted by the DOM path (the fast path could not vouch for it).
    pub dom_fallback: bool,
}

impl ViewCounter {
    pub fn new(patterns: Vec<Pattern>, opts: CountOptions) -> ViewCounter {
        let matchers = patterns
            .iter()
            .map(|p| match p {
                Pattern::Literal(s) => Matcher::Literal {
                    raw: memchr::memmem::Finder::new(s.as_bytes()).into_owned(),
                    normalized: memchr::memmem::Finder::new(text::normalize_ws(s).as_bytes())
                        .into_owned(),
                    words: s
                        .split(char::is_whitespace)
                        .filter(|w| !w.is_empty())
                        .map(|w| memchr::memmem::Finder::new(w.as_bytes()).into_owned())
                        .collect(),
                },
                Pattern::Regex(r) => Matcher::Regex(r.clone()),
            })
            .collect();
        ViewCounter {
            patterns,
            matchers,
            opts,
        }
    }

    pub fn patterns(&self) -> &[Pattern] {
        &self.patterns
    }

    pub fn options(&self) -> &CountOptions {
        &self.opts
    }

    /// Counts every pattern on one decoded page.
    pub fn count(&self, html: &str, scratch: &mut ViewScratch) -> PageViews {
        let exact = crate::fastpath::visible_text_checked(html, &mut scratch.text);
        if !exact {
            // The three views need only the visible text: take the DOM's (what
            // `PageAnalysis` uses) and count it the same way below.
            scratch.text = text::visible_text(html);
        }
        let text = scratch.text.as_str();
        // Most pages have no hit of a phrase in the text at all, and a normalised hit needs
        // every word of the phrase in the text: the normalised text (one pass over the text)
        // is built only for a page where some phrase passes that check.
        let mut normalized_ready = false;
        let sub = self.opts.substring;
        let counts = self
            .matchers
            .iter()
            .map(|m| {
                let html_hits = m.count(html, false, sub);
                let text_hits = m.count(text, false, sub);
                let text_normalized = match m {
                    // A phrase without whitespace matches the same characters in both texts,
                    // with the same neighbours up to the kind of whitespace, which the
                    // boundary rule does not distinguish: the counts are equal.
                    Matcher::Literal { words, .. } if words.len() == 1 && !m.has_ws() => text_hits,
                    Matcher::Literal { words, .. }
                        if words.iter().any(|w| w.find(text.as_bytes()).is_none()) =>
                    {
                        0
                    }
                    _ => {
                        if !normalized_ready {
                            normalize_ws_into(text, &mut scratch.normalized);
                            normalized_ready = true;
                        }
                        m.count(&scratch.normalized, true, sub)
                    }
                };
                ViewCounts {
                    html: html_hits,
                    text: text_hits,
                    text_normalized,
                }
            })
            .collect();
        PageViews {
            counts,
            dom_fallback: !exact,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_ws_into_equals_the_definition() {
        let mut out = String::new();
        for s in [
            "",
            " ",
            "a",
            "soft\nceiling",
            "  a \t\r\n b\u{a0}\u{a0}c\u{2003}d\u{85}e ",
            "é\u{3000}ü  ",
            "\u{a0}",
        ] {
            normalize_ws_into(s, &mut out);
            assert_eq!(out, text::normalize_ws(s), "{s:?}");
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
            include_str!("../tests/fixtures/pages/compression.html"),
            include_str!("../tests/fixtures/pages/site/troubleshooting.html"),
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
                a.text, a.layout.text
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
