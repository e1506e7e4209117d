//! The streaming scanner: walks HTML bytes once, keeps the open-element stack the
//! tree rules call for, and emits visible text exactly as `pages::text` would.

#[allow(unused_imports)]
use super::*;

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
}

pub(crate) fn is_html_ws(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\x0c' | b'\r' | b' ')
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
}

impl<'o> Walker<'o> {
    pub(crate) fn new(out: &'o mut String) -> Self {
        Walker {
            out,
            mode: Mode::BeforeHead,
            stack: Vec::with_capacity(64),
            hidden: 0,
            open: [0; K_COUNT],
            head_template: 0,
            skip_lf: false,
            name_buf: Vec::new(),
            form_open: false,
            approximated: false,
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
        }
    }

    /// Handles the construct starting with `<` at `at`; returns where scanning resumes.
    pub(crate) fn markup(&mut self, s: &str, at: usize) -> usize {
        let b = s.as_bytes();
        let n = b.len();
        let next = b.get(at + 1).copied();
        match next {
            Some(b'!') => {
                self.skip_lf = false;
                if b[at + 2..].starts_with(b"--") {
                    return comment_end(b, at + 4);
                }
                if b[at + 2..].starts_with(b"[CDATA[") && self.current_is_foreign() {
                    // CDATA only exists inside SVG/MathML, which is always hidden.
                    return match memmem::find(&b[at + 9..], b"]]>") {
                        Some(k) => at + 9 + k + 3,
                        None => n,
                    };
                }
                // DOCTYPE or bogus comment: up to the next `>`.
                bogus_end(b, at + 2)
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
                            self.end_tag(&tag);
                            after
                        }
                        None => n,
                    }
                }
                Some(b'>') => at + 3,
                Some(_) => {
                    self.skip_lf = false;
                    bogus_end(b, at + 2)
                }
                None => {
                    self.text("</");
                    n
                }
            },
            Some(c) if c.is_ascii_alphabetic() => {
                self.skip_lf = false;
                let Some((tag, after)) = self.parse_tag(b, at + 1) else {
                    return n;
                };
                let content = self.start_tag(&tag);
                match content {
                    Content::Markup => after,
                    Content::Plaintext => {
                        if self.hidden == 0 {
                            push_raw(self.out, &s[after..]);
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
                        self.consume_end_tag(b, end)
                    }
                    Content::Script => {
                        let end = find_script_end(b, after);
                        self.consume_end_tag(b, end)
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

    /// Skips the end tag of a raw-text element at `at` (or nothing at EOF).
    pub(crate) fn consume_end_tag(&mut self, b: &[u8], at: usize) -> usize {
        if at >= b.len() {
            return b.len();
        }
        match self.parse_tag(b, at + 2) {
            Some((_, after)) => after,
            None => b.len(),
        }
    }

    /// Parses a tag whose name starts at `start`. Returns None at EOF inside the tag (the spec
    /// drops such a tag).
    pub(crate) fn parse_tag<'b>(&mut self, b: &'b [u8], start: usize) -> Option<(Tag<'b>, usize)> {
        let n = b.len();
        let mut j = start;
        while j < n && !is_html_ws(b[j]) && b[j] != b'/' && b[j] != b'>' {
            j += 1;
        }
        let raw_name = &b[start..j];
        let (k, hash) = if raw_name.iter().any(|c| c.is_ascii_uppercase()) {
            self.name_buf.clear();
            self.name_buf
                .extend(raw_name.iter().map(|c| c.to_ascii_lowercase()));
            (kind_of(&self.name_buf), name_hash(&self.name_buf))
        } else {
            (kind_of(raw_name), name_hash(raw_name))
        };
        // Attributes: only their extent matters (quoted values may hold `>`).
        let mut self_closing = false;
        loop {
            while j < n && is_html_ws(b[j]) {
                j += 1;
            }
            if j >= n {
                return None;
            }
            match b[j] {
                b'>' => {
                    j += 1;
                    break;
                }
                b'/' => {
                    if b.get(j + 1) == Some(&b'>') {
                        self_closing = true;
                        j += 2;
                        break;
                    }
                    j += 1;
                    continue;
                }
                _ => {}
            }
            // Attribute name (a leading `=` belongs to the name).
            j += 1;
            while j < n && !is_html_ws(b[j]) && !matches!(b[j], b'/' | b'>' | b'=') {
                j += 1;
            }
            while j < n && is_html_ws(b[j]) {
                j += 1;
            }
            if j < n && b[j] == b'=' {
                j += 1;
                while j < n && is_html_ws(b[j]) {
                    j += 1;
                }
                if j >= n {
                    return None;
                }
                match b[j] {
                    q @ (b'"' | b'\'') => match memchr(q, &b[j + 1..]) {
                        Some(k) => j = j + 1 + k + 1,
                        None => return None,
                    },
                    b'>' => {}
                    _ => {
                        while j < n && !is_html_ws(b[j]) && b[j] != b'>' {
                            j += 1;
                        }
                    }
                }
            }
        }
        Some((
            Tag {
                name: raw_name,
                k,
                hash,
                self_closing,
            },
            j,
        ))
    }

    // ----- text -----

    pub(crate) fn text(&mut self, t: &str) {
        let skip_lf = std::mem::replace(&mut self.skip_lf, false);
        match self.mode {
            Mode::InBody => self.body_text(t, skip_lf),
            Mode::Frameset => {
                if self.hidden == 0 {
                    self.out.extend(
                        t.chars()
                            .filter(|c| matches!(c, '\t' | '\n' | '\x0c' | ' ')),
                    );
                }
            }
            Mode::BeforeHead | Mode::InHead => {
                if self.head_template > 0 {
                    return;
                }
                let rest = t.trim_start_matches(['\t', '\n', '\x0c', '\r', ' ']);
                if !rest.is_empty() {
                    self.start_body();
                    self.body_text(rest, false);
                }
            }
            Mode::AfterHead => {
                if self.head_template > 0 {
                    return;
                }
                let rest = t.trim_start_matches(['\t', '\n', '\x0c', '\r', ' ']);
                let ws = &t[..t.len() - rest.len()];
                // Whitespace after </head> is a text node of <html>: visible.
                push_raw(self.out, ws);
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

    // ----- stack -----

    pub(crate) fn push(&mut self, tag: &Tag<'_>, foreign: bool) {
        let block = !foreign && (is_block(tag.k) || (tag.k == K::Other && tag.hash == HASH_LEGEND));
        // Foreign elements are hidden through their <svg>/<math> root.
        let hidden = matches!(tag.k, K::Svg | K::Math) || (!foreign && is_hidden(tag.k));
        // A foreign element takes the namespace of the foreign element it is inserted in
        // (`<math><svg>` is MathML), except `<svg>` in annotation-xml; at an HTML insertion
        // point, `<svg>`/`<math>` start their own.
        let math = foreign
            && match self.current() {
                Some(c) if c.foreign && !c.is_integration_point() => {
                    c.math && !(tag.k == K::Svg && c.hash == HASH_ANNOTATION_XML)
                }
                _ => tag.k == K::Math,
            };
        let before = self.out.len();
        if block {
            self.line_break();
        }
        let mut e = Elem {
            k: if foreign { K::Other } else { tag.k },
            hash: tag.hash,
            foreign,
            math,
            block,
            hidden,
            cells: 0,
            pos: self.out.len(),
            lb: false,
        };
        e.pos = before;
        e.lb = self.out.len() > before;
        if e.hidden {
            self.hidden += 1;
        }
        if !e.foreign {
            self.open[e.k as usize] += 1;
        }
        self.stack.push(e);
    }

    pub(crate) fn pop(&mut self) {
        if let Some(e) = self.stack.pop() {
            if !e.foreign {
                self.open[e.k as usize] -= 1;
            }
            if e.hidden {
                self.hidden -= 1;
            }
            if e.block {
                self.line_break();
            }
        }
    }

    /// Pops up to and including the topmost element matching `f`.
    pub(crate) fn pop_until(&mut self, f: impl Fn(&Elem) -> bool) {
        while let Some(&e) = self.stack.last() {
            let hit = f(&e);
            if !hit {
                self.note_implied_formatting_end(&e);
            }
            self.pop();
            if hit {
                break;
            }
        }
    }

    /// A formatting element closed by another element's end stays in the list of active
    /// formatting elements and is reconstructed around the next text, which can put that text
    /// inside an element the walker thinks is closed (found by fuzzing:
    /// `<form><div><s></div> </form>/`). Reconstruction is not modelled, so the walk is an
    /// approximation from here on.
    pub(crate) fn note_implied_formatting_end(&mut self, e: &Elem) {
        if !e.foreign && is_formatting(e.k) {
            self.approximated = true;
        }
    }

    pub(crate) fn current(&self) -> Option<&Elem> {
        self.stack.last()
    }

    pub(crate) fn current_is_foreign(&self) -> bool {
        self.current().is_some_and(|e| e.foreign)
    }

    /// The current node holds HTML content (see [`Elem::is_integration_point`]).
    pub(crate) fn current_is_integration_point(&self) -> bool {
        self.current().is_some_and(Elem::is_integration_point)
    }

    pub(crate) fn is_open(&self, ks: &[K]) -> bool {
        ks.iter().any(|&k| self.open[k as usize] > 0)
    }

    pub(crate) fn in_scope(&self, k: K, scope: Scope) -> bool {
        if self.open[k as usize] == 0 {
            return false;
        }
        for e in self.stack.iter().rev() {
            if !e.foreign && e.k == k {
                return true;
            }
            if is_scope_boundary(e, scope) {
                return false;
            }
        }
        false
    }

    pub(crate) fn close_p(&mut self) {
        if self.in_scope(K::P, Scope::Button) {
            self.pop_until(|e| !e.foreign && e.k == K::P);
        }
    }

    // ----- start tags -----

    pub(crate) fn start_tag(&mut self, tag: &Tag<'_>) -> Content {
        match self.mode {
            Mode::BeforeHead => match tag.k {
                K::Html => Content::Markup,
                K::Head => {
                    self.mode = Mode::InHead;
                    Content::Markup
                }
                K::Body => {
                    self.start_body();
                    Content::Markup
                }
                _ => {
                    self.mode = Mode::InHead;
                    self.start_tag(tag)
                }
            },
            Mode::InHead | Mode::AfterHead => {
                if self.head_template > 0 {
                    return match tag.k {
                        K::Template => {
                            self.head_template += 1;
                            Content::Markup
                        }
                        _ => raw_content_of(tag.k, false).unwrap_or(Content::Markup),
                    };
                }
                match tag.k {
                    K::Html | K::Head => Content::Markup,
                    K::Base | K::Basefont | K::Bgsound | K::Link | K::Meta => Content::Markup,
                    K::Title | K::Noframes | K::Style | K::Script => {
                        raw_content_of(tag.k, false).unwrap_or(Content::Markup)
                    }
                    K::Noscript if self.mode == Mode::InHead => Content::RawText { visible: false },
                    K::Template => {
                        self.head_template += 1;
                        Content::Markup
                    }
                    K::Body if self.mode == Mode::AfterHead => {
                        self.start_body();
                        Content::Markup
                    }
                    K::Frameset if self.mode == Mode::AfterHead => {
                        self.mode = Mode::Frameset;
                        Content::Markup
                    }
                    _ => {
                        if self.mode == Mode::InHead {
                            self.mode = Mode::AfterHead;
                            return self.start_tag(tag);
                        }
                        self.start_body();
                        self.start_tag(tag)
                    }
                }
            }
            Mode::InBody => self.body_start(tag),
            Mode::Frameset => match tag.k {
                K::Noframes => Content::RawText { visible: true },
                _ => Content::Markup,
            },
        }
    }

    pub(crate) fn body_start(&mut self, tag: &Tag<'_>) -> Content {
        use K::*;
        if self.current_is_foreign() && !self.current_is_integration_point() {
            if tag.k == Other || !breaks_out_of_foreign(tag.k) {
                if !tag.self_closing {
                    self.push(tag, true);
                }
                return Content::Markup;
            }
            while self.current_is_foreign() {
                self.pop();
            }
        }
        if self.current_is_colgroup() && !matches!(tag.k, Col | Template) {
            // Anything but `<col>` closes a colgroup and is then read as in a table:
            // foster-parented, or a table tag. Not modelled.
            self.approximated = true;
        }
        if self.in_table_context()
            && !matches!(
                tag.k,
                Caption
                    | Colgroup
                    | Col
                    | Tbody
                    | Tfoot
                    | Thead
                    | Td
                    | Th
                    | Tr
                    | Table
                    | Style
                    | Script
                    | Template
                    | Form
                    | Input
            )
        {
            // Any other element directly in a table is moved before it ("foster parenting"),
            // with the text it holds (found by fuzzing: `<table><tr><e> to</><td>h`). Only
            // text is moved by the walker, so leave the rest to the DOM path.
            self.approximated = true;
        }
        if tag.k == Select {
            // Inside a select the tree builder ignores most tags ("in select" mode, not
            // modelled): `<li>n<select></li>a` keeps `a` in the list item (found by fuzzing).
            self.approximated = true;
        }
        match tag.k {
            Html | Body | Head | Base | Basefont | Bgsound | Link | Meta | Frame => Content::Markup,
            Frameset => {
                // Ignored once the "frameset-ok" flag is off (text, `<li>`, `<img>`, … seen),
                // else it replaces the body and its text (`<b><frameset>x` shows nothing;
                // found by fuzzing). The flag is not modelled, so leave it to the DOM path.
                self.approximated = true;
                Content::Markup
            }
            Col | Colgroup | Caption | Tbody | Thead | Tfoot
                if !self.in_scope(Table, Scope::Table) =>
            {
                Content::Markup
            }
            Title => Content::Rcdata { visible: true },
            Textarea => {
                self.skip_lf = true;
                Content::Rcdata { visible: true }
            }
            Script => Content::Script,
            Style | Iframe | Noscript => Content::RawText { visible: false },
            Noembed | Noframes => Content::RawText { visible: true },
            Xmp => {
                self.close_p();
                Content::RawText { visible: true }
            }
            Plaintext => {
                self.close_p();
                self.push(tag, false);
                Content::Plaintext
            }
            Pre | Listing => {
                self.close_p();
                self.push(tag, false);
                self.skip_lf = true;
                Content::Markup
            }
            Li => {
                self.close_list_item(&[Li]);
                self.close_p();
                self.push(tag, false);
                Content::Markup
            }
            Dd | Dt => {
                self.close_list_item(&[Dd, Dt]);
                self.close_p();
                self.push(tag, false);
                Content::Markup
            }
            H1 | H2 | H3 | H4 | H5 | H6 => {
                self.close_p();
                if self
                    .current()
                    .is_some_and(|e| !e.foreign && is_heading(e.k))
                {
                    self.pop();
                }
                self.push(tag, false);
                Content::Markup
            }
            Table => {
                if self.in_table_context() {
                    // <table> directly inside a table closes it.
                    self.pop_until(|e| !e.foreign && e.k == Table);
                } else {
                    self.close_p();
                }
                self.push(tag, false);
                Content::Markup
            }
            Caption | Colgroup | Tbody | Thead | Tfoot => {
                self.clear_to_table();
                self.push(tag, false);
                Content::Markup
            }
            Col => Content::Markup,
            Tr => {
                if !self.in_scope(Table, Scope::Table) {
                    return Content::Markup;
                }
                self.clear_to_table_body();
                if self.current().is_some_and(|e| e.k == Table) {
                    self.push(&implied(Tbody), false);
                }
                self.push(tag, false);
                Content::Markup
            }
            Td | Th => {
                if !self.in_scope(Table, Scope::Table) {
                    return Content::Markup;
                }
                // Close an open cell, then make sure a row is open.
                if self.in_scope_any(&[Td, Th], Scope::Table) {
                    self.pop_until(|e| !e.foreign && matches!(e.k, Td | Th));
                }
                while let Some(e) = self.current() {
                    if !e.foreign
                        && matches!(e.k, Tr | Table | Tbody | Thead | Tfoot | Template | Html)
                    {
                        break;
                    }
                    self.pop();
                }
                if !self.current().is_some_and(|e| e.k == Tr) {
                    self.clear_to_table_body();
                    if self.current().is_some_and(|e| e.k == Table) {
                        self.push(&implied(Tbody), false);
                    }
                    self.push(&implied(Tr), false);
                }
                let tab = match self.stack.last_mut() {
                    Some(tr) => {
                        tr.cells += 1;
                        tr.cells > 1
                    }
                    None => false,
                };
                if tab && self.hidden == 0 {
                    self.out.push('\t');
                }
                self.push(tag, false);
                Content::Markup
            }
            Br => {
                if self.hidden == 0 {
                    self.out.push('\n');
                }
                Content::Markup
            }
            Hr => {
                self.close_p();
                self.line_break();
                Content::Markup
            }
            Svg | Math => {
                if !tag.self_closing {
                    self.push(tag, true);
                }
                Content::Markup
            }
            Form => {
                if !self.form_open {
                    self.close_p();
                    self.push(tag, false);
                    self.form_open = true;
                }
                Content::Markup
            }
            Button => {
                if self.in_scope(Button, Scope::Default) {
                    self.pop_until(|e| !e.foreign && e.k == Button);
                }
                self.push(tag, false);
                Content::Markup
            }
            Option => {
                if self.current().is_some_and(|e| e.k == Option) {
                    self.pop();
                }
                self.push(tag, false);
                Content::Markup
            }
            A => {
                // A new <a> closes an open one (adoption agency, simplified).
                let open_a = self.is_open(&[A]);
                if let Some(idx) = open_a
                    .then(|| self.stack.iter().rposition(|e| !e.foreign && e.k == A))
                    .flatten()
                {
                    self.adoption_at(idx);
                }
                self.push(tag, false);
                Content::Markup
            }
            k if closes_p(k) => {
                self.close_p();
                self.push(tag, false);
                Content::Markup
            }
            k if is_void(k) => Content::Markup,
            _ => {
                self.push(tag, false);
                Content::Markup
            }
        }
    }

    pub(crate) fn in_scope_any(&self, ks: &[K], scope: Scope) -> bool {
        if !self.is_open(ks) {
            return false;
        }
        for e in self.stack.iter().rev() {
            if !e.foreign && ks.contains(&e.k) {
                return true;
            }
            if is_scope_boundary(e, scope) {
                return false;
            }
        }
        false
    }

    pub(crate) fn current_is_colgroup(&self) -> bool {
        self.current()
            .is_some_and(|e| !e.foreign && e.k == K::Colgroup)
    }

    pub(crate) fn in_table_context(&self) -> bool {
        self.current().is_some_and(|e| {
            !e.foreign && matches!(e.k, K::Table | K::Tbody | K::Thead | K::Tfoot | K::Tr)
        })
    }

    pub(crate) fn clear_to_table(&mut self) {
        if !self.in_scope(K::Table, Scope::Table) {
            return;
        }
        while let Some(e) = self.current() {
            if !e.foreign && matches!(e.k, K::Table | K::Template | K::Html) {
                break;
            }
            self.pop();
        }
    }

    pub(crate) fn clear_to_table_body(&mut self) {
        while let Some(e) = self.current() {
            if !e.foreign
                && matches!(
                    e.k,
                    K::Table | K::Tbody | K::Thead | K::Tfoot | K::Template | K::Html
                )
            {
                break;
            }
            self.pop();
        }
    }

    /// `<li>`, `<dd>`, `<dt>` close an open item unless a special element intervenes.
    pub(crate) fn close_list_item(&mut self, items: &[K]) {
        if !self.is_open(items) {
            return;
        }
        let is_item = |k: K| items.contains(&k);
        let mut hit = None;
        for (i, e) in self.stack.iter().enumerate().rev() {
            if !e.foreign && is_item(e.k) {
                hit = Some(i);
                break;
            }
            if e.foreign || (is_special(e.k) && !matches!(e.k, K::Address | K::Div | K::P)) {
                break;
            }
        }
        if let Some(i) = hit {
            while self.stack.len() > i {
                self.pop();
            }
        }
    }

    // ----- end tags -----

    pub(crate) fn end_tag(&mut self, tag: &Tag<'_>) {
        match self.mode {
            Mode::BeforeHead => match tag.k {
                K::Head | K::Body | K::Html | K::Br => {
                    self.mode = Mode::InHead;
                    self.end_tag(tag)
                }
                _ => {}
            },
            Mode::InHead | Mode::AfterHead => {
                if self.head_template > 0 {
                    if tag.k == K::Template {
                        self.head_template -= 1;
                    }
                    return;
                }
                match tag.k {
                    K::Head if self.mode == Mode::InHead => self.mode = Mode::AfterHead,
                    K::Body | K::Html | K::Br => {
                        if self.mode == Mode::InHead {
                            self.mode = Mode::AfterHead;
                        }
                        self.start_body();
                        self.end_tag(tag)
                    }
                    _ => {}
                }
            }
            Mode::InBody => self.body_end(tag),
            Mode::Frameset => {}
        }
    }

    pub(crate) fn body_end(&mut self, tag: &Tag<'_>) {
        use K::*;
        if self.current_is_foreign() && matches!(tag.k, Br | P) {
            // `</br>` and `</p>` leave foreign content first, then act as in HTML (found by
            // fuzzing: `<svg></p><` shows the `<`).
            while self.current_is_foreign() && !self.current_is_integration_point() {
                self.pop();
            }
        } else if self.current_is_foreign() {
            // Foreign end tags close the matching foreign element; reaching HTML hands the
            // tag to the HTML rules.
            let mut i = self.stack.len();
            while i > 0 {
                let e = self.stack[i - 1];
                if !e.foreign {
                    break;
                }
                if e.hash == tag.hash {
                    while self.stack.len() >= i {
                        self.pop();
                    }
                    return;
                }
                i -= 1;
            }
        }
        match tag.k {
            Body | Html => {}
            Form => {
                if !std::mem::replace(&mut self.form_open, false)
                    || !self.in_scope(Form, Scope::Default)
                {
                    return;
                }
                // Generate implied end tags first: `<form><option> </form>` closes the option
                // and then the whole form (found by fuzzing).
                while let Some(&e) = self.stack.last() {
                    let implied = !e.foreign
                        && (matches!(e.k, Dd | Dt | Li | K::Option | P)
                            || (e.k == Other && HASH_IMPLIED_END.contains(&e.hash)));
                    if !implied {
                        break;
                    }
                    self.pop();
                }
                let Some(i) = self.stack.iter().rposition(|e| !e.foreign && e.k == Form) else {
                    return;
                };
                if i + 1 == self.stack.len() {
                    self.pop();
                } else {
                    // The form leaves the stack but its children stay open: its end (a line
                    // break) comes when the child above it closes.
                    self.stack.remove(i);
                    self.open[Form as usize] -= 1;
                    self.stack[i].block = true;
                }
            }
            Br => {
                if self.hidden == 0 {
                    self.out.push('\n');
                }
            }
            P => {
                if self.in_scope(P, Scope::Button) {
                    self.pop_until(|e| !e.foreign && e.k == P);
                } else {
                    // A stray </p> is an empty paragraph: one line break.
                    self.line_break();
                }
            }
            Li => {
                if self.in_scope(Li, Scope::ListItem) {
                    self.pop_until(|e| !e.foreign && e.k == Li);
                }
            }
            Dd | Dt => {
                if self.in_scope(tag.k, Scope::Default) {
                    let k = tag.k;
                    self.pop_until(|e| !e.foreign && e.k == k);
                }
            }
            H1 | H2 | H3 | H4 | H5 | H6 => {
                if self.in_scope_any(&[H1, H2, H3, H4, H5, H6], Scope::Default) {
                    self.pop_until(|e| !e.foreign && is_heading(e.k));
                }
            }
            Table | Tbody | Thead | Tfoot | Tr | Td | Th | Caption | Colgroup => {
                if self.in_scope(tag.k, Scope::Table) {
                    let k = tag.k;
                    self.pop_until(|e| !e.foreign && e.k == k);
                }
            }
            Template => {
                if self.stack.iter().any(|e| !e.foreign && e.k == Template) {
                    self.pop_until(|e| !e.foreign && e.k == Template);
                }
            }
            k if is_formatting(k) => {
                if let Some(idx) = self.stack.iter().rposition(|e| !e.foreign && e.k == k) {
                    if self.in_scope(k, Scope::Default) {
                        self.adoption_at(idx);
                    }
                }
            }
            k if k != Other && is_special(k) => {
                if self.in_scope(k, Scope::Default) {
                    self.pop_until(|e| !e.foreign && e.k == k);
                }
            }
            _ => self.any_other_end(tag),
        }
    }

    /// Adoption agency, reduced to its effect on the stack: without a special element above
    /// the formatting element everything above it closes; with one, only the formatting
    /// element (and inline elements between) leave the stack and the blocks stay open.
    pub(crate) fn adoption_at(&mut self, idx: usize) {
        // Closing the current node is the exact, common case (`<b>x</b>`).
        if idx + 1 < self.stack.len() {
            self.approximated = true;
        }
        let furthest = self.stack[idx + 1..]
            .iter()
            .position(|e| e.foreign || is_special(e.k));
        match furthest {
            None => {
                while self.stack.len() > idx {
                    self.pop();
                }
            }
            Some(off) => {
                let fb = idx + 1 + off;
                // Non-special elements between the formatting element and the furthest block
                // are taken off the stack too (they get cloned into it, emitting nothing).
                let removed: Vec<Elem> = self.stack.drain(idx..fb).collect();
                for e in removed {
                    if e.hidden {
                        self.hidden -= 1;
                    }
                    if !e.foreign {
                        self.open[e.k as usize] -= 1;
                    }
                }
            }
        }
    }

    pub(crate) fn any_other_end(&mut self, tag: &Tag<'_>) {
        let mut i = self.stack.len();
        while i > 0 {
            let e = &self.stack[i - 1];
            let same = if e.foreign {
                e.hash == tag.hash
            } else {
                e.k == tag.k && (tag.k != K::Other || e.hash == tag.hash)
            };
            if same {
                while self.stack.len() >= i {
                    if self.stack.len() > i {
                        let above = self.stack[self.stack.len() - 1];
                        self.note_implied_formatting_end(&above);
                    }
                    self.pop();
                }
                return;
            }
            if !e.foreign && is_special(e.k) {
                return;
            }
            i -= 1;
        }
    }
}

pub(crate) fn implied(k: K) -> Tag<'static> {
    Tag {
        name: b"",
        k,
        hash: 0,
        self_closing: false,
    }
}
