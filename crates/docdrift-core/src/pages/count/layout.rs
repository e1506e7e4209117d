//! Page layout: the regions of a page (navigation, headings, hidden labels,
//! references) and where each text hit sits in them.

#[allow(unused_imports)]
use super::*;
use crate::pages::html::elements::{
    is_head_content, is_hidden_name, is_void_name, kind_of_any_case,
};

/// What a region of the HTML is. Names and attributes live in [`Layout`]'s tables, so a region
/// is 28 bytes with no allocation of its own: `count --explain` keeps one per token, and a
/// 10 MB page of `<li><p>` has 2.8 million of them (issue 33's memory bound).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RegionKind {
    Text,
    StartTag,
    EndTag,
    Comment,
    Doctype,
}

/// Byte offsets into the page, stored as `u32`: the maps hold several entries per byte of
/// text, and a page of 4 GiB or more is far past what the DOM could hold in memory anyway
/// (offsets past it are clamped to the last one).
type Off = u32;

fn off(n: usize) -> Off {
    Off::try_from(n).unwrap_or(Off::MAX)
}

/// No name (a text, comment or doctype region; or not inside a hidden element).
const NO_NAME: u32 = u32::MAX;

#[derive(Debug, Clone, Copy)]
pub(crate) struct Region {
    start: Off,
    end: Off,
    pub(crate) kind: RegionKind,
    /// The tag's name (start and end tags), an index into [`Layout::names`].
    name: u32,
    /// Outermost hidden element enclosing this token (or the hidden element this start tag
    /// opens), an index into [`Layout::names`].
    hidden: u32,
    /// This start tag's attributes: `attrs[attr_from..attr_from + attr_len]` of the layout.
    attr_from: u32,
    attr_len: u32,
}

impl Region {
    pub(crate) fn start(&self) -> usize {
        self.start as usize
    }

    pub(crate) fn end(&self) -> usize {
        self.end as usize
    }
}

/// Where in the HTML a byte sits.
pub(crate) struct Place<'a> {
    pub(crate) region: Region,
    pub(crate) offset: usize,
    layout: &'a Layout,
}

impl Place<'_> {
    fn hidden(&self) -> Option<&str> {
        self.layout.name(self.region.hidden)
    }

    /// The explanation kind for an HTML hit here, or None when it is visible text.
    pub(crate) fn kind(&self) -> Option<ExplanationKind> {
        let hidden_kind = |h: &str| match h {
            "script" => ExplanationKind::HiddenScript,
            "style" => ExplanationKind::HiddenStyle,
            "svg" => ExplanationKind::HiddenSvg,
            "head" => ExplanationKind::HiddenHead,
            _ => ExplanationKind::HiddenOther,
        };
        match (self.region.kind, self.hidden()) {
            (RegionKind::Comment, _) => Some(ExplanationKind::InComment),
            (RegionKind::Doctype, _) => Some(ExplanationKind::HiddenOther),
            (_, Some(h)) if h == "svg" || h == "script" || h == "style" || h == "head" => {
                Some(hidden_kind(h))
            }
            (RegionKind::StartTag | RegionKind::EndTag, _) => Some(ExplanationKind::InAttribute),
            (RegionKind::Text, Some(h)) => Some(hidden_kind(h)),
            (RegionKind::Text, None) => None,
        }
    }

    pub(crate) fn describe(&self) -> String {
        let l = self.layout;
        let r = &self.region;
        let name = || l.name(r.name).unwrap_or("").to_string();
        let attr = match r.kind {
            RegionKind::StartTag => Some(
                l.attrs_of(r)
                    .iter()
                    .find(|(_, s, e)| (*s as usize) <= self.offset && self.offset < *e as usize)
                    .map(|(a, _, _)| (name(), l.name(*a).map(str::to_string)))
                    .unwrap_or((name(), None)),
            ),
            RegionKind::EndTag => Some((name(), None)),
            _ => None,
        };
        match (r.kind, self.hidden(), attr) {
            (RegionKind::Comment, _, _) => "an HTML comment".into(),
            (RegionKind::Doctype, _, _) => "the doctype".into(),
            (_, Some(h), Some((tag, Some(a)))) if h == "svg" && a == "d" => {
                format!("SVG path data (attribute d of <{tag}>)")
            }
            (_, Some("svg"), Some((tag, a))) => match a {
                Some(a) => format!("SVG (attribute {a} of <{tag}>)"),
                None => format!("SVG (tag <{tag}>)"),
            },
            (_, Some(h), Some((tag, a))) => match a {
                Some(a) => format!("attribute {a} of <{tag}> inside <{h}>"),
                None => format!("tag <{tag}> inside <{h}>"),
            },
            (_, None, Some((tag, Some(a)))) => format!("attribute {a} of <{tag}>"),
            (_, None, Some((tag, None))) => format!("the tag <{tag}>"),
            (RegionKind::Text, Some("svg"), _) => "SVG text".into(),
            (RegionKind::Text, Some(h), _) => format!("<{h}> content"),
            (RegionKind::Text, None, _) => "visible text".into(),
            _ => "markup".into(),
        }
    }
}

/// A run of [`Layout::text`] from `text` to the next run's start (or the text's end):
/// `linear` — copied from the page starting at `html`, byte for byte (`html_end` is where the
/// copy ends so far); otherwise one character standing for all of `html..html_end`.
#[derive(Debug, Clone, Copy)]
struct Seg {
    text: Off,
    html: Off,
    html_end: Off,
    linear: bool,
}

impl Seg {
    /// Where a linear run's text ends (`len` when it is the last run).
    fn text_end(&self, len: Off) -> Off {
        if self.linear {
            self.text + (self.html_end - self.html)
        } else {
            len
        }
    }
}

#[derive(Debug, Default)]
pub(crate) struct Layout {
    pub(crate) text: String,
    /// Where each text byte came from, as runs ([`Seg`]): ordinary characters copied from
    /// the page map byte for byte, so a long run of them is one entry, not one per byte.
    segs: Vec<Seg>,
    regions: Vec<Region>,
    /// Visible text runs (text outside every hidden element), as page ranges: 8 bytes each
    /// instead of a 28-byte [`Region`] — a 10 MB row of two million cells has two million of
    /// them (issue 33). [`Layout::place`] makes their region when asked.
    visible: Vec<(Off, Off)>,
    /// Every attribute of every start tag: (name, value start, value end).
    attrs: Vec<(u32, Off, Off)>,
    /// Tag and attribute names, each once ([`Layout::intern`]).
    names: Vec<Box<str>>,
    name_ids: std::collections::HashMap<Box<str>, u32>,
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
        // Attributes past the DOM path's cap are blanked (same offsets), as html5gum would
        // otherwise hold all of them; a hit inside one is still inside its tag.
        let blanked = crate::pages::html::nesting::blank_extra_attributes(html);
        let html = blanked.as_deref().unwrap_or(html);
        let mut l = Layout::default();
        // Reserved once at their upper bounds (a region per tag and per text run between tags;
        // at most a text byte per page byte plus a line break per tag): growing by doubling
        // held the old and the new buffer at once, 3× the final size at the peak. Reserved
        // pages that are never written are not resident, so the bound costs nothing real.
        let tags = memchr::memchr_iter(b'<', html.as_bytes()).count();
        l.regions.reserve(2 * tags + 1);
        l.visible.reserve(tags + 1);
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
                    let attr_from = off(l.attrs.len());
                    for (k, v) in t.attributes.iter() {
                        let k = l.intern(&lossy(k));
                        l.attrs.push((k, off(v.span.start), off(v.span.end)));
                    }
                    let attr_len = off(l.attrs.len()) - attr_from;
                    let outer = hidden
                        .first()
                        .map(String::as_str)
                        .or_else(|| opens_hidden.then_some(name.as_str()));
                    let outer = l.intern_opt(outer);
                    let name_id = l.intern(&name);
                    l.regions.push(Region {
                        start: off(s),
                        end: off(e),
                        kind: RegionKind::StartTag,
                        name: name_id,
                        hidden: outer,
                        attr_from,
                        attr_len,
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
                    let (name_id, label) = (l.intern(&name), hidden_label(&hidden));
                    let label = l.intern_opt(label);
                    l.push_region(s, e, RegionKind::EndTag, name_id, label);
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
                        l.visible.push((off(s), off(e)));
                        continue;
                    }
                    started = true;
                    if hidden.len() == 1
                        && hidden[0] == "head"
                        && decoded.chars().any(|c| !c.is_whitespace())
                    {
                        hidden.clear();
                    }
                    if hidden.is_empty() {
                        l.visible.push((off(s), off(e)));
                    } else {
                        let label = l.intern_opt(hidden_label(&hidden));
                        l.push_region(s, e, RegionKind::Text, NO_NAME, label);
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
                Token::Comment(t) => {
                    let label = l.intern_opt(hidden_label(&hidden));
                    l.push_region(
                        t.span.start,
                        t.span.end,
                        RegionKind::Comment,
                        NO_NAME,
                        label,
                    );
                }
                Token::Doctype(t) => l.push_region(
                    t.span.start,
                    t.span.end,
                    RegionKind::Doctype,
                    NO_NAME,
                    NO_NAME,
                ),
                Token::Error(_) => {}
            }
        }
        l
    }

    fn push_region(&mut self, s: usize, e: usize, kind: RegionKind, name: u32, hidden: u32) {
        self.regions.push(Region {
            start: off(s),
            end: off(e),
            kind,
            name,
            hidden,
            attr_from: 0,
            attr_len: 0,
        });
    }

    /// The id of a tag or attribute name; each distinct name is stored once.
    fn intern(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.name_ids.get(name) {
            return id;
        }
        // More distinct names than u32 ids is not a page that fits in memory.
        let id = u32::try_from(self.names.len()).unwrap_or(NO_NAME - 1);
        self.names.push(name.into());
        self.name_ids.insert(name.into(), id);
        id
    }

    fn intern_opt(&mut self, name: Option<&str>) -> u32 {
        name.map_or(NO_NAME, |n| self.intern(n))
    }

    fn name(&self, id: u32) -> Option<&str> {
        self.names.get(id as usize).map(|n| &**n)
    }

    fn attrs_of(&self, r: &Region) -> &[(u32, Off, Off)] {
        let from = r.attr_from as usize;
        self.attrs
            .get(from..from + r.attr_len as usize)
            .unwrap_or(&[])
    }

    /// Append `c`, which came from the page bytes `s..e` as one unit (a character reference,
    /// a CR LF, a line break a tag implies): each of its bytes maps to all of `s..e`.
    pub(crate) fn push_char(&mut self, c: char, s: usize, e: usize) {
        self.segs.push(Seg {
            text: off(self.text.len()),
            html: off(s),
            html_end: off(e),
            linear: false,
        });
        self.text.push(c);
    }

    /// Append `c`, copied unchanged from the page at byte `s`: extends the last run when it
    /// ends where `c` starts on both sides.
    fn push_copied(&mut self, c: char, s: usize) {
        let (t, n) = (off(self.text.len()), off(c.len_utf8()));
        match self.segs.last_mut() {
            Some(last) if last.linear && last.html_end == off(s) && last.text_end(t) == t => {
                last.html_end = last.html_end.saturating_add(n);
            }
            _ => self.segs.push(Seg {
                text: t,
                html: off(s),
                html_end: off(s).saturating_add(n),
                linear: true,
            }),
        }
        self.text.push(c);
    }

    /// The page range of text byte `i` (the whole character it belongs to), as the per-byte
    /// map this replaces gave it; None past the text.
    fn src(&self, i: usize) -> Option<(usize, usize)> {
        if i >= self.text.len() {
            return None;
        }
        let k = self.segs.partition_point(|g| g.text as usize <= i) - 1;
        let g = self.segs[k];
        if !g.linear {
            return Some((g.html as usize, g.html_end as usize));
        }
        let mut a = i;
        while !self.text.is_char_boundary(a) {
            a -= 1;
        }
        let mut b = i + 1;
        while !self.text.is_char_boundary(b) {
            b += 1;
        }
        let base = g.html as usize - g.text as usize;
        Some((base + a, base + b))
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
            } else if c == r {
                self.push_copied(c, off + i);
                i += r.len_utf8();
            } else {
                // Decoded differently from its bytes (a NUL read as U+FFFD).
                let k = i + r.len_utf8();
                self.push_char(c, off + i, off + k);
                i = k;
            }
        }
    }

    /// HTML byte range of text bytes `start..end` of [`Layout::text`].
    pub(crate) fn html_range(&self, start: usize, end: usize) -> (usize, usize) {
        let s = self.src(start).map_or(0, |r| r.0);
        let e = self.src(end.saturating_sub(1)).map_or(s, |r| r.1).max(s);
        (s, e)
    }

    /// Tags and comments inside `s..e`, as (start, end, label).
    pub(crate) fn markup_in(&self, s: usize, e: usize) -> Vec<(usize, usize, String)> {
        let from = self.regions.partition_point(|r| r.end() <= s);
        self.regions[from..]
            .iter()
            .take_while(|r| r.start() < e)
            .filter_map(|r| {
                let name = self.name(r.name).unwrap_or("");
                let label = match r.kind {
                    RegionKind::StartTag => format!("<{name}>"),
                    RegionKind::EndTag => format!("</{name}>"),
                    RegionKind::Comment => "<!--…-->".to_string(),
                    _ => return None,
                };
                (r.start() >= s && r.end() <= e).then_some((r.start(), r.end(), label))
            })
            .collect()
    }

    pub(crate) fn place(&self, offset: usize) -> Option<Place<'_>> {
        let i = self.regions.partition_point(|r| r.end() <= offset);
        let region = match self.regions.get(i).filter(|r| r.start() <= offset) {
            Some(r) => *r,
            None => {
                let j = self.visible.partition_point(|r| r.1 as usize <= offset);
                let &(start, end) = self.visible.get(j).filter(|r| r.0 as usize <= offset)?;
                Region {
                    start,
                    end,
                    kind: RegionKind::Text,
                    name: NO_NAME,
                    hidden: NO_NAME,
                    attr_from: 0,
                    attr_len: 0,
                }
            }
        };
        Some(Place {
            region,
            offset,
            layout: self,
        })
    }
}

/// The innermost open element of the hidden list (script inside head is "script").
pub(crate) fn hidden_label(stack: &[String]) -> Option<&str> {
    stack
        .iter()
        .rev()
        .find(|n| is_hidden_name(n.as_bytes()))
        .or(stack.first())
        .map(String::as_str)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character of the text maps to the page bytes it came from: copied characters to
    /// their own bytes, a reference to the whole `&…;`, CR LF to both bytes, a line break a
    /// tag implies to the tag. (What the per-byte map gave before the map became runs.)
    #[test]
    fn each_text_character_maps_to_its_page_bytes() {
        let html = "<p>a&amp;b\r\nc é–x</p><p>y&lt;z</p>";
        let l = Layout::build(html);
        let mut seen = Vec::new();
        for (i, c) in l.text.char_indices() {
            let (s, e) = l.html_range(i, i + c.len_utf8());
            seen.push((c, &html[s..e]));
        }
        let want: Vec<(char, &str)> = vec![
            ('a', "a"),
            ('&', "&amp;"),
            ('b', "b"),
            ('\n', "\r\n"),
            ('c', "c"),
            (' ', " "),
            ('é', "é"),
            ('–', "–"),
            ('x', "x"),
            ('\n', "</p>"),
            ('y', "y"),
            ('<', "&lt;"),
            ('z', "z"),
            ('\n', "</p>"),
        ];
        assert_eq!(seen, want);
        // A range spanning several runs covers all of them; a range inside a multi-byte
        // character widens to the whole character.
        let b = l.text.find('b').unwrap();
        let x = l.text.find('x').unwrap();
        assert_eq!(l.html_range(b, x + 1), (9, 20));
        let e = l.text.find('é').unwrap();
        assert_eq!(l.html_range(e + 1, e + 2), (14, 16));
        assert_eq!(l.html_range(l.text.len(), l.text.len() + 1), (0, 0));
    }
}
