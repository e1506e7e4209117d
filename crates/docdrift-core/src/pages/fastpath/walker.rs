//! The streaming scanner: walks HTML bytes once, keeps the open-element stack the
//! tree rules call for, and emits visible text exactly as `pages::text` would.

#[allow(unused_imports)]
use super::*;

mod end;
mod stack;
mod start;
#[allow(unused_imports)]
pub(crate) use end::*;
#[allow(unused_imports)]
pub(crate) use stack::*;

#[derive(Clone, Copy)]
pub(crate) struct Elem {
    pub(crate) k: K,
    pub(crate) hash: u64,
    pub(crate) foreign: bool,
    /// A foreign element in the MathML namespace (else SVG); decides which names are
    /// integration points (a `foreignObject` inside `<math>` is not one).
    pub(crate) math: bool,
    pub(crate) block: bool,
    pub(crate) hidden: bool,
    /// For `tr`: cells seen so far (the first cell gets no tab).
    pub(crate) cells: u32,
    /// For `table`: output length before its start line break, and whether it pushed one
    /// (text foster-parented out of the table is inserted there).
    pub(crate) pos: usize,
    pub(crate) lb: bool,
}

/// Raw-text handling of elements processed "using the rules for in head" (the one
/// raw-text table, [`raw_body`], with whether the body is visible).
pub(crate) fn raw_content_of(k: K, visible: bool) -> Option<Content> {
    Some(match raw_body(k)? {
        RawBody::Script => Content::Script,
        RawBody::RawText => Content::RawText { visible },
        RawBody::Rcdata => Content::Rcdata { visible },
    })
}

impl Elem {
    /// SVG foreignObject/desc/title and MathML text elements hold HTML content.
    pub(crate) fn is_integration_point(&self) -> bool {
        let names: &[u64] = if self.math {
            &[HASH_MI, HASH_MO, HASH_MN, HASH_MS, HASH_MTEXT]
        } else {
            &[HASH_FOREIGNOBJECT, HASH_DESC, HASH_TITLE]
        };
        self.foreign && names.contains(&self.hash)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Initial, before html, before head: whitespace and comments vanish.
    BeforeHead,
    InHead,
    AfterHead,
    InBody,
    /// After `<frameset>`: only whitespace and `<noframes>` content remain.
    Frameset,
}

/// How the bytes after a start tag are to be read.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Content {
    Markup,
    /// Raw text up to the matching end tag; `visible` says whether it is emitted.
    RawText {
        visible: bool,
    },
    /// Like RawText but character references are decoded.
    Rcdata {
        visible: bool,
    },
    Script,
    Plaintext,
}

/// One parsed tag.
pub(crate) struct Tag<'a> {
    pub(crate) name: &'a [u8],
    pub(crate) k: K,
    pub(crate) hash: u64,
    pub(crate) self_closing: bool,
    /// The tag has at least one attribute.
    pub(crate) has_attrs: bool,
}

/// Length of the whitespace `t` starts with as the tree builder sees it: raw whitespace and
/// character references that decode to whitespace (`&#13;`, `&#x20;`, `&Tab;`). Before
/// `<body>` each whitespace character is dropped (or kept as `<html>`'s text), whatever it
/// was spelled as: `&#xdy` reads "y" (found by fuzzing; the reference had started the body).
pub(crate) fn leading_ws_len(t: &str) -> usize {
    let b = t.as_bytes();
    let mut i = 0;
    loop {
        while i < b.len() && is_html_ws(b[i]) {
            i += 1;
        }
        if b.get(i) != Some(&b'&') {
            return i;
        }
        i += match decode_char_ref(&b[i..]) {
            Some((n, Decoded::Char('\t' | '\n' | '\x0c' | '\r' | ' '))) => n,
            Some((_, Decoded::Slow)) if b[i..].starts_with(b"&Tab;") => 5,
            Some((_, Decoded::Slow)) if b[i..].starts_with(b"&NewLine;") => 9,
            _ => return i,
        };
    }
}

/// Tree-building walker: consumes tags and text in document order, writes visible text.
pub(crate) struct Walker<'o> {
    pub(crate) out: &'o mut String,
    pub(crate) mode: Mode,
    pub(crate) stack: Vec<Elem>,
    /// Hidden elements currently on the stack (text is emitted only when 0).
    pub(crate) hidden: u32,
    /// Open HTML elements per kind: scope checks answer "no" without scanning the stack, so
    /// hostile nesting (200,000 `<div>`s) stays linear.
    pub(crate) open: [u32; K_COUNT],
    /// Formatting kinds a Noah's-ark drop may have taken off the list of active formatting
    /// elements (see `push`): their end tags are then not modelled.
    pub(crate) ark_dropped: [bool; K_COUNT],
    /// The page opened with `<!DOCTYPE html>`: the tree rules run in no-quirks mode.
    /// Without it (quirks mode) `<table>` does not close an open `<p>` (see `Table` in
    /// `start.rs`); other doctypes are not classified, so they count as unknown.
    pub(crate) no_quirks: bool,
    /// `<template>` nesting inside head (all hidden).
    pub(crate) head_template: u32,
    /// After `<pre>`, `<listing>`, `<textarea>`: drop one leading newline.
    pub(crate) skip_lf: bool,
    /// Lower-cased tag name scratch (names with upper case letters).
    pub(crate) name_buf: Vec<u8>,
    /// The form element pointer: a second `<form>` inside an open one is ignored.
    pub(crate) form_open: bool,
    /// A simplified tree rule ran (see [`visible_text_checked`]).
    pub(crate) approximated: bool,
    /// `text::max_nesting`'s stack, kept alongside (see [`Nest`]).
    pub(crate) nest: Nest,
    /// The walk stopped early: the page nests deeper than the DOM path's cap (by
    /// `max_nesting`'s count or the walker's own stack); see [`visible_text_checked`].
    pub(crate) stopped: bool,
    /// Text runs moved before their table so far (see [`Walker::foster_text`]).
    pub(crate) fostered: u32,
}

/// Most text runs [`Walker::foster_text`] moves before their table.
const MAX_FOSTER_MOVES: u32 = 256;

impl<'o> Walker<'o> {
    pub(crate) fn new(out: &'o mut String) -> Self {
        Walker {
            out,
            mode: Mode::BeforeHead,
            stack: Vec::with_capacity(64),
            hidden: 0,
            open: [0; K_COUNT],
            ark_dropped: [false; K_COUNT],
            no_quirks: false,
            head_template: 0,
            skip_lf: false,
            name_buf: Vec::new(),
            form_open: false,
            approximated: false,
            nest: Nest::new(crate::pages::text::MAX_NESTING)
                .with_element_cap(crate::pages::text::MAX_ELEMENTS),
            stopped: false,
            fostered: 0,
        }
    }

    pub(crate) fn line_break(&mut self) {
        if self.hidden == 0 && !self.out.is_empty() && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
    }

    pub(crate) fn run_ref(&mut self, html: &str) {
        let s = html.strip_prefix('\u{feff}').unwrap_or(html);
        let b = s.as_bytes();
        let n = b.len();
        let mut i = 0;
        while i < n {
            let lt = match memchr(b'<', &b[i..]) {
                Some(k) => i + k,
                None => n,
            };
            if lt > i {
                self.text(&s[i..lt]);
            }
            if lt >= n {
                break;
            }
            i = self.markup(s, lt);
            if lt < self.nest.resume_at && i > self.nest.resume_at {
                // `max_nesting` leaves its raw text inside a construct of the walker's.
                self.nest.lost = true;
            }
            if self.nest.over || self.stack.len() > crate::pages::text::MAX_NESTING {
                self.stopped = true;
                return;
            }
        }
    }

    /// Handles the construct starting with `<` at `at`; returns where scanning resumes.
    /// Also feeds `max_nesting`'s stack ([`Nest`]) where it reads the same construct.
    pub(crate) fn markup(&mut self, s: &str, at: usize) -> usize {
        let b = s.as_bytes();
        let n = b.len();
        let live = self.nest.live(at);
        let next = b.get(at + 1).copied();
        match next {
            Some(b'!') => {
                self.skip_lf = false;
                if b[at + 2..].starts_with(b"--") {
                    let end = comment_end(b, at + 4);
                    // `max_nesting` ends a comment at the first `-->` after `<!--`.
                    if live && end < n && !(end >= at + 7 && b[end - 3..end] == *b"-->") {
                        self.nest.lost = true;
                    }
                    return end;
                }
                if b[at + 2..].starts_with(b"[CDATA[") && self.current_is_foreign() {
                    // CDATA only exists inside SVG/MathML, which is always hidden.
                    let end = match finders::CDATA_CLOSE.find(&b[at + 9..]) {
                        Some(k) => at + 9 + k + 3,
                        None => n,
                    };
                    if live && bogus_end(b, at) != end {
                        self.nest.lost = true;
                    }
                    return end;
                }
                // DOCTYPE or bogus comment: up to the next `>`.
                let end = bogus_end(b, at + 2);
                // A doctype counts only before anything but whitespace and comments.
                if self.mode == Mode::BeforeHead && self.stack.is_empty() {
                    self.no_quirks = is_html5_doctype(&b[at + 2..end]);
                }
                end
            }
            Some(b'?') => {
                self.skip_lf = false;
                bogus_end(b, at + 1)
            }
            Some(b'/') => match b.get(at + 2) {
                Some(c) if c.is_ascii_alphabetic() => {
                    self.skip_lf = false;
                    match self.parse_tag(b, at + 2) {
                        Some((tag, after)) => {
                            if live {
                                self.nest_end_tag(b, &tag, at + 2);
                            }
                            self.end_tag(&tag);
                            after
                        }
                        None => {
                            self.nest.lost |= live;
                            n
                        }
                    }
                }
                Some(b'>') => at + 3,
                Some(_) => {
                    self.skip_lf = false;
                    let end = bogus_end(b, at + 2);
                    // `max_nesting` reads on after `</`: a `<` inside is markup to it.
                    if live && memchr(b'<', &b[at + 2..end]).is_some() {
                        self.nest.lost = true;
                    }
                    end
                }
                None => {
                    self.text("</");
                    n
                }
            },
            Some(c) if c.is_ascii_alphabetic() => {
                self.skip_lf = false;
                let Some((tag, after)) = self.parse_tag(b, at + 1) else {
                    // A tag cut off by the end: `max_nesting` still opens it; let the full
                    // walk decide.
                    self.nest.lost |= live;
                    return n;
                };
                let mut raw_nest = false;
                if live {
                    let name = (at + 1, at + 1 + tag.name.len());
                    let class = class_of(tag.k, tag.name, tag.hash);
                    // `max_nesting`'s self-closing test: `/` just before the `>`.
                    let self_closed = b[after - 2] == b'/';
                    raw_nest = self.nest.start_tag(b, name, tag.hash, class, self_closed);
                }
                let content = self.start_tag(&tag);
                match content {
                    Content::Markup => {
                        if raw_nest {
                            self.nest.resume_at = raw_end(b, after, tag.name);
                        }
                        after
                    }
                    Content::Plaintext => {
                        if self.hidden == 0 {
                            push_raw(self.out, &s[after..]);
                        }
                        if live && !self.nest.lost {
                            self.nest_region(b, after, n, raw_nest, tag.name);
                        }
                        n
                    }
                    Content::RawText { visible } | Content::Rcdata { visible } => {
                        let end = find_end_tag(b, after, tag.name);
                        let body = &s[after..end];
                        if visible && self.hidden == 0 {
                            let mut body = body;
                            if self.skip_lf {
                                body = strip_one_lf(body);
                            }
                            if matches!(content, Content::Rcdata { .. }) {
                                decode_text_into(self.out, body, false);
                            } else {
                                push_raw(self.out, body);
                            }
                        }
                        self.skip_lf = false;
                        let feed = live && !self.nest.lost;
                        if feed {
                            self.nest_region(b, after, end, raw_nest, tag.name);
                        }
                        self.consume_end_tag(b, end, feed)
                    }
                    Content::Script => {
                        let end = find_script_end(b, after);
                        let feed = live && !self.nest.lost;
                        if feed {
                            self.nest_region(b, after, end, raw_nest, tag.name);
                        }
                        self.consume_end_tag(b, end, feed)
                    }
                }
            }
            _ => {
                // A lone `<` is text.
                self.text("<");
                at + 1
            }
        }
    }

    /// Feeds `max_nesting` the end tag the walker parsed at `name_at`.
    fn nest_end_tag(&mut self, b: &[u8], tag: &Tag<'_>, name_at: usize) {
        self.nest
            .end_tag(b, (name_at, name_at + tag.name.len()), tag.hash);
    }

    /// The walker skips `b[from..to]` as raw text. If `max_nesting` does too (`raw_nest`), it
    /// must stop at the same place; else it reads tags there, which [`Nest::scan`] does.
    fn nest_region(&mut self, b: &[u8], from: usize, to: usize, raw_nest: bool, name: &[u8]) {
        if raw_nest {
            if raw_end(b, from, name) != to {
                self.nest.lost = true;
            }
        } else {
            self.nest.scan(b, from, to);
        }
    }

    /// Skips the end tag of a raw-text element at `at` (or nothing at EOF), feeding it to
    /// `max_nesting`'s stack when `feed`.
    pub(crate) fn consume_end_tag(&mut self, b: &[u8], at: usize, feed: bool) -> usize {
        if at >= b.len() {
            return b.len();
        }
        match self.parse_tag(b, at + 2) {
            Some((tag, after)) => {
                if feed && !self.nest.lost {
                    self.nest_end_tag(b, &tag, at + 2);
                }
                after
            }
            None => {
                self.nest.lost |= feed;
                b.len()
            }
        }
    }

    /// Parses a tag whose name starts at `start` with the one tag scanner. Returns None at
    /// EOF inside the tag (the spec drops such a tag).
    pub(crate) fn parse_tag<'b>(&mut self, b: &'b [u8], start: usize) -> Option<(Tag<'b>, usize)> {
        let t = scan_tag(b, start, usize::MAX);
        if !t.closed {
            return None;
        }
        let raw_name = &b[t.name.0..t.name.1];
        let k = if t.name_has_upper {
            self.name_buf.clear();
            self.name_buf
                .extend(raw_name.iter().map(|c| c.to_ascii_lowercase()));
            kind_of(&self.name_buf)
        } else {
            kind_of(raw_name)
        };
        // Only `Other` names need hashing (`name_hash` lower-cases as it goes).
        let hash = if k == K::Other {
            name_hash(raw_name)
        } else {
            KIND_HASH[k as usize]
        };
        Some((
            Tag {
                name: raw_name,
                k,
                hash,
                self_closing: t.self_closing,
                has_attrs: t.attributes > 0,
            },
            t.end,
        ))
    }

    // ----- text -----

    pub(crate) fn text(&mut self, t: &str) {
        let skip_lf = std::mem::replace(&mut self.skip_lf, false);
        match self.mode {
            Mode::InBody => self.body_text(t, skip_lf),
            Mode::Frameset => {
                if self.hidden == 0 {
                    // Only whitespace characters stay, those of character references too.
                    let mut decoded = String::new();
                    decode_text_into(&mut decoded, t, true);
                    self.out.extend(
                        decoded
                            .chars()
                            .filter(|c| matches!(c, '\t' | '\n' | '\x0c' | '\r' | ' ')),
                    );
                }
            }
            Mode::BeforeHead | Mode::InHead => {
                if self.head_template > 0 {
                    return;
                }
                let rest = &t[leading_ws_len(t)..];
                if !rest.is_empty() {
                    self.start_body();
                    self.body_text(rest, false);
                }
            }
            Mode::AfterHead => {
                if self.head_template > 0 {
                    return;
                }
                let ws = &t[..leading_ws_len(t)];
                let rest = &t[ws.len()..];
                // Whitespace after </head> is a text node of <html>: visible.
                decode_text_into(self.out, ws, true);
                if !rest.is_empty() {
                    self.start_body();
                    self.body_text(rest, false);
                }
            }
        }
    }

    pub(crate) fn body_text(&mut self, t: &str, skip_lf: bool) {
        if self.hidden > 0 {
            return;
        }
        let t = if skip_lf { strip_one_lf(t) } else { t };
        if self.current_is_colgroup() && t.bytes().any(|c| !is_html_ws(c)) {
            // Text closes the colgroup and is foster-parented (`a<table><colgroup>x` reads
            // "ax"); the walker would leave it in place.
            self.approximated = true;
        }
        if self.in_table_context() && t.bytes().any(|c| !is_html_ws(c)) {
            self.foster_text(t);
            return;
        }
        decode_text_into(self.out, t, true);
    }

    /// Text directly inside a table (not in a cell) is moved before the table
    /// ("foster parenting"): insert it at the table's start and redo the table's line break.
    pub(crate) fn foster_text(&mut self, t: &str) {
        self.approximated = true;
        // Each move shifts the output after the table: past a few hundred (a hostile page of
        // text between rows) the text stays in place. The page is approximated either way,
        // so exact callers read it from the DOM.
        self.fostered += 1;
        if self.fostered > MAX_FOSTER_MOVES {
            decode_text_into(self.out, t, true);
            return;
        }
        let Some(ti) = self
            .stack
            .iter()
            .rposition(|e| !e.foreign && e.k == K::Table)
        else {
            decode_text_into(self.out, t, true);
            return;
        };
        let mut moved = String::new();
        decode_text_into(&mut moved, t, true);
        let table = self.stack[ti];
        let mut pos = table.pos;
        if table.lb {
            self.out.remove(pos);
        }
        self.out.insert_str(pos, &moved);
        pos += moved.len();
        let lb = !self.out[..pos].is_empty() && !self.out[..pos].ends_with('\n');
        if lb {
            self.out.insert(pos, '\n');
        }
        self.stack[ti].pos = pos;
        self.stack[ti].lb = lb;
    }

    pub(crate) fn start_body(&mut self) {
        self.mode = Mode::InBody;
        // <body> is a block: its start is a line break.
        self.line_break();
    }
}

/// `DOCTYPE html>` as written after `<!` (any case, any whitespace between and before the
/// `>`): the one doctype that is surely no-quirks.
fn is_html5_doctype(d: &[u8]) -> bool {
    let ws = |c: &u8| matches!(c, b' ' | b'\t' | b'\n' | b'\x0c' | b'\r');
    let Some(rest) = strip_prefix_ci(d, b"doctype") else {
        return false;
    };
    let n = rest.iter().take_while(|c| ws(c)).count();
    if n == 0 {
        return false;
    }
    strip_prefix_ci(&rest[n..], b"html")
        .is_some_and(|after| after.iter().filter(|c| !ws(c)).eq(b">"))
}

/// `s` without its first bytes when they are `prefix` in any ASCII case.
fn strip_prefix_ci<'s>(s: &'s [u8], prefix: &[u8]) -> Option<&'s [u8]> {
    s.get(..prefix.len())
        .filter(|p| p.eq_ignore_ascii_case(prefix))
        .map(|_| &s[prefix.len()..])
}
