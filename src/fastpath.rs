//! Streaming fast path for visible text and multi-phrase counts.
//!
//! Sits beside the DOM path ([`crate::text`] / [`crate::count`]): where a whole site or corpus is
//! counted (`bench`, nightly crawls), building an html5ever DOM per page is the bottleneck, so
//! this module scans the bytes once and produces the SAME visible text, byte for byte (the
//! definition is the module doc of [`crate::text`]; `tests/fastpath.rs` and the benchmark prove
//! equality page by page).
//!
//! Why a hand-written scanner and not html5gum tokens: measured on this machine, html5gum alone
//! tokenises ~125 MB/s per core, which leaves no room for the 554 MB docs corpus in 4 s on two
//! cores. The scanner jumps between `<` with memchr and only looks at markup; text runs are
//! copied in bulk. html5gum is still used for the rare named character references that are not
//! in the fast table, so entity decoding stays spec-exact.
//!
//! A tokenizer alone is not enough to equal a DOM: html5ever's tree builder closes `<p>` at
//! `</td>`, implies `<head>`, hides text between `<meta>`s, closes cells when a new row starts,
//! and so on. [`Walker`] therefore keeps a small stack of open elements and follows the parts of
//! the WHATWG tree-construction rules that change visible text (implied ends of blocks, head
//! handling, table rows and cells, raw-text and foreign content). What it does not model
//! (foster-parenting of stray text inside tables, formatting-element reconstruction) cannot
//! change emitted text except in malformed pages; the benchmark reports every page where the two
//! paths differ.
//!
//! Counting: [`MultiCounter`] searches N phrases at once with Aho–Corasick in the raw HTML and in
//! the visible text, applying the token-boundary rule of [`crate::count`] (the same function,
//! [`crate::count::inside_larger_token`]); [`count_dir`] does it
//! for every `.html` file under a directory on all cores, one file in memory per thread.

use std::path::{Path, PathBuf};

use aho_corasick::{AhoCorasick, MatchKind};

use crate::count::inside_larger_token;
use memchr::{memchr, memchr2, memchr3, memmem};
use rayon::prelude::*;

/// Errors of the fast path. Per-file read errors during [`count_dir`] are collected in
/// [`DirTotals::errors`] instead, so one unreadable file never ends a corpus run.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FastpathError {
    #[error("phrase #{index} is empty; every phrase needs at least one character")]
    EmptyPhrase { index: usize },
    #[error("no phrases given; expected at least one phrase to count")]
    NoPhrases,
    #[error("cannot build the phrase matcher: {msg}")]
    Matcher { msg: String },
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot walk {path}: {msg}")]
    Walk { path: PathBuf, msg: String },
}

/// Visible text of a page (the definition in [`crate::text`]), computed by streaming.
pub fn visible_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len() / 4);
    visible_text_into(html, &mut out);
    out
}

/// [`visible_text`] into a reusable buffer (cleared first).
pub fn visible_text_into(html: &str, out: &mut String) {
    visible_text_checked(html, out);
}

/// [`visible_text_into`], also saying whether the walk stayed inside the tree rules it models
/// exactly. `false` means a simplified rule ran (foster-parented text inside a table, the
/// adoption agency for misnested formatting elements): the text is still the best guess, and
/// equal to the DOM on every page of the docs corpus, but a caller that must equal the DOM on
/// any input ([`crate::count::ViewCounter`]) takes the DOM path for that page.
pub fn visible_text_checked(html: &str, out: &mut String) -> bool {
    out.clear();
    let mut w = Walker::new(out);
    w.run_ref(html);
    let exact = !w.approximated;
    let keep = out.trim_end().len();
    out.truncate(keep);
    exact
}

// ---------------------------------------------------------------------------------------------
// Element names and their categories.

/// Element names the tree rules care about; everything else is `Other` (compared by name hash).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum K {
    A,
    Address,
    Applet,
    Area,
    Article,
    Aside,
    B,
    Base,
    Basefont,
    Bgsound,
    Big,
    Blockquote,
    Body,
    Br,
    Button,
    Canvas,
    Caption,
    Center,
    Code,
    Col,
    Colgroup,
    Dd,
    Details,
    Dialog,
    Dir,
    Div,
    Dl,
    Dt,
    Em,
    Embed,
    Fieldset,
    Figcaption,
    Figure,
    Font,
    Footer,
    Form,
    Frame,
    Frameset,
    H1,
    H2,
    H3,
    H4,
    H5,
    H6,
    Head,
    Header,
    Hgroup,
    Hr,
    Html,
    I,
    Iframe,
    Image,
    Img,
    Input,
    Keygen,
    Li,
    Link,
    Listing,
    Main,
    Marquee,
    Math,
    Menu,
    Meta,
    Nav,
    Nobr,
    Noembed,
    Noframes,
    Noscript,
    Object,
    Ol,
    Option,
    P,
    Param,
    Plaintext,
    Pre,
    S,
    Script,
    Search,
    Section,
    Select,
    Small,
    Source,
    Span,
    Strike,
    Strong,
    Style,
    Sub,
    Summary,
    Sup,
    Svg,
    Table,
    Tbody,
    Td,
    Template,
    Textarea,
    Tfoot,
    Th,
    Thead,
    Title,
    Tr,
    Track,
    Tt,
    U,
    Ul,
    Var,
    Wbr,
    Xmp,
    Ruby,
    Other,
}

const K_COUNT: usize = K::Other as usize + 1;

fn kind_of(name: &[u8]) -> K {
    match name {
        b"a" => K::A,
        b"address" => K::Address,
        b"applet" => K::Applet,
        b"area" => K::Area,
        b"article" => K::Article,
        b"aside" => K::Aside,
        b"b" => K::B,
        b"base" => K::Base,
        b"basefont" => K::Basefont,
        b"bgsound" => K::Bgsound,
        b"big" => K::Big,
        b"blockquote" => K::Blockquote,
        b"body" => K::Body,
        b"br" => K::Br,
        b"button" => K::Button,
        b"canvas" => K::Canvas,
        b"caption" => K::Caption,
        b"center" => K::Center,
        b"code" => K::Code,
        b"col" => K::Col,
        b"colgroup" => K::Colgroup,
        b"dd" => K::Dd,
        b"details" => K::Details,
        b"dialog" => K::Dialog,
        b"dir" => K::Dir,
        b"div" => K::Div,
        b"dl" => K::Dl,
        b"dt" => K::Dt,
        b"em" => K::Em,
        b"embed" => K::Embed,
        b"fieldset" => K::Fieldset,
        b"figcaption" => K::Figcaption,
        b"figure" => K::Figure,
        b"font" => K::Font,
        b"footer" => K::Footer,
        b"form" => K::Form,
        b"frame" => K::Frame,
        b"frameset" => K::Frameset,
        b"h1" => K::H1,
        b"h2" => K::H2,
        b"h3" => K::H3,
        b"h4" => K::H4,
        b"h5" => K::H5,
        b"h6" => K::H6,
        b"head" => K::Head,
        b"header" => K::Header,
        b"hgroup" => K::Hgroup,
        b"hr" => K::Hr,
        b"html" => K::Html,
        b"i" => K::I,
        b"iframe" => K::Iframe,
        b"image" => K::Image,
        b"img" => K::Img,
        b"input" => K::Input,
        b"keygen" => K::Keygen,
        b"li" => K::Li,
        b"link" => K::Link,
        b"listing" => K::Listing,
        b"main" => K::Main,
        b"marquee" => K::Marquee,
        b"math" => K::Math,
        b"menu" => K::Menu,
        b"meta" => K::Meta,
        b"nav" => K::Nav,
        b"nobr" => K::Nobr,
        b"noembed" => K::Noembed,
        b"noframes" => K::Noframes,
        b"noscript" => K::Noscript,
        b"object" => K::Object,
        b"ol" => K::Ol,
        b"option" => K::Option,
        b"p" => K::P,
        b"param" => K::Param,
        b"plaintext" => K::Plaintext,
        b"pre" => K::Pre,
        b"ruby" => K::Ruby,
        b"s" => K::S,
        b"script" => K::Script,
        b"search" => K::Search,
        b"section" => K::Section,
        b"select" => K::Select,
        b"small" => K::Small,
        b"source" => K::Source,
        b"span" => K::Span,
        b"strike" => K::Strike,
        b"strong" => K::Strong,
        b"style" => K::Style,
        b"sub" => K::Sub,
        b"summary" => K::Summary,
        b"sup" => K::Sup,
        b"svg" => K::Svg,
        b"table" => K::Table,
        b"tbody" => K::Tbody,
        b"td" => K::Td,
        b"template" => K::Template,
        b"textarea" => K::Textarea,
        b"tfoot" => K::Tfoot,
        b"th" => K::Th,
        b"thead" => K::Thead,
        b"title" => K::Title,
        b"tr" => K::Tr,
        b"track" => K::Track,
        b"tt" => K::Tt,
        b"u" => K::U,
        b"ul" => K::Ul,
        b"var" => K::Var,
        b"wbr" => K::Wbr,
        b"xmp" => K::Xmp,
        _ => K::Other,
    }
}

/// Blocks of the visible-text definition: a line break at start and end.
fn is_block(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Address
            | Article
            | Aside
            | Blockquote
            | Body
            | Caption
            | Center
            | Dd
            | Details
            | Dialog
            | Dir
            | Div
            | Dl
            | Dt
            | Fieldset
            | Figcaption
            | Figure
            | Footer
            | Form
            | H1
            | H2
            | H3
            | H4
            | H5
            | H6
            | Header
            | Hgroup
            | Hr
            | Html
            | Li
            | Main
            | Menu
            | Nav
            | Ol
            | P
            | Pre
            | Section
            | Summary
            | Table
            | Tbody
            | Tfoot
            | Thead
            | Tr
            | Ul
    )
}
// `legend` is a block too but is not special; it falls under `Other` with its own hash check.

/// Hidden subtrees of the visible-text definition (raw-text ones never reach the stack).
fn is_hidden(k: K) -> bool {
    matches!(
        k,
        K::Head | K::Svg | K::Math | K::Template | K::Object | K::Canvas
    )
}

/// The HTML "special" category (end-tag handling stops at these).
fn is_special(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Address
            | Applet
            | Area
            | Article
            | Aside
            | Base
            | Basefont
            | Bgsound
            | Blockquote
            | Body
            | Br
            | Button
            | Caption
            | Center
            | Col
            | Colgroup
            | Dd
            | Details
            | Dir
            | Div
            | Dl
            | Dt
            | Embed
            | Fieldset
            | Figcaption
            | Figure
            | Footer
            | Form
            | Frame
            | Frameset
            | H1
            | H2
            | H3
            | H4
            | H5
            | H6
            | Head
            | Header
            | Hgroup
            | Hr
            | Html
            | Iframe
            | Img
            | Input
            | Keygen
            | Li
            | Link
            | Listing
            | Main
            | Marquee
            | Menu
            | Meta
            | Nav
            | Noembed
            | Noframes
            | Noscript
            | Object
            | Ol
            | P
            | Param
            | Plaintext
            | Pre
            | Script
            | Search
            | Section
            | Select
            | Source
            | Style
            | Summary
            | Table
            | Tbody
            | Td
            | Template
            | Textarea
            | Tfoot
            | Th
            | Thead
            | Title
            | Tr
            | Track
            | Ul
            | Wbr
            | Xmp
    )
}

fn is_formatting(k: K) -> bool {
    use K::*;
    matches!(
        k,
        A | B | Big | Code | Em | Font | I | Nobr | S | Small | Strike | Strong | Tt | U
    )
}

/// Start tags that close an open `<p>` in button scope.
fn closes_p(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Address
            | Article
            | Aside
            | Blockquote
            | Center
            | Details
            | Dialog
            | Dir
            | Div
            | Dl
            | Fieldset
            | Figcaption
            | Figure
            | Footer
            | Header
            | Hgroup
            | Main
            | Menu
            | Nav
            | Ol
            | P
            | Search
            | Section
            | Summary
            | Ul
            | H1
            | H2
            | H3
            | H4
            | H5
            | H6
            | Pre
            | Listing
            | Form
            | Plaintext
            | Table
            | Hr
            | Xmp
            | Li
            | Dd
            | Dt
    )
}

fn is_void(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Area | Base
            | Basefont
            | Bgsound
            | Br
            | Col
            | Embed
            | Frame
            | Hr
            | Image
            | Img
            | Input
            | Keygen
            | Link
            | Meta
            | Param
            | Source
            | Track
            | Wbr
    )
}

fn is_heading(k: K) -> bool {
    matches!(k, K::H1 | K::H2 | K::H3 | K::H4 | K::H5 | K::H6)
}

/// Start tags that break out of SVG/MathML content back into HTML.
fn breaks_out_of_foreign(k: K) -> bool {
    use K::*;
    matches!(
        k,
        B | Big
            | Blockquote
            | Body
            | Br
            | Center
            | Code
            | Dd
            | Div
            | Dl
            | Dt
            | Em
            | Embed
            | H1
            | H2
            | H3
            | H4
            | H5
            | H6
            | Head
            | Hr
            | I
            | Img
            | Li
            | Listing
            | Menu
            | Meta
            | Nobr
            | Ol
            | P
            | Pre
            | Ruby
            | S
            | Small
            | Span
            | Strong
            | Strike
            | Sub
            | Sup
            | Table
            | Tt
            | U
            | Ul
            | Var
    )
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    Default,
    ListItem,
    Button,
    Table,
}

fn is_scope_boundary(e: &Elem, scope: Scope) -> bool {
    if e.foreign {
        // SVG foreignObject/desc/title and MathML text integration points are boundaries.
        return scope != Scope::Table
            && matches!(
                e.hash,
                h if h == HASH_FOREIGNOBJECT || h == HASH_DESC || h == HASH_TITLE
                    || h == HASH_MI || h == HASH_MO || h == HASH_MN || h == HASH_MS
                    || h == HASH_MTEXT || h == HASH_ANNOTATION_XML
            );
    }
    match scope {
        Scope::Table => matches!(e.k, K::Html | K::Table | K::Template),
        _ => {
            matches!(
                e.k,
                K::Applet
                    | K::Caption
                    | K::Html
                    | K::Table
                    | K::Td
                    | K::Th
                    | K::Marquee
                    | K::Object
                    | K::Template
            ) || (scope == Scope::ListItem && matches!(e.k, K::Ol | K::Ul))
                || (scope == Scope::Button && e.k == K::Button)
        }
    }
}

/// FNV-1a over the lower-cased name: identifies `Other` and foreign elements for end tags.
const fn name_hash(name: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < name.len() {
        h ^= name[i].to_ascii_lowercase() as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    h
}
const HASH_FOREIGNOBJECT: u64 = name_hash(b"foreignobject");
const HASH_DESC: u64 = name_hash(b"desc");
const HASH_TITLE: u64 = name_hash(b"title");
const HASH_MI: u64 = name_hash(b"mi");
const HASH_MO: u64 = name_hash(b"mo");
const HASH_MN: u64 = name_hash(b"mn");
const HASH_MS: u64 = name_hash(b"ms");
const HASH_MTEXT: u64 = name_hash(b"mtext");
const HASH_ANNOTATION_XML: u64 = name_hash(b"annotation-xml");
const HASH_LEGEND: u64 = name_hash(b"legend");
/// The elements "generate implied end tags" closes that have no [`K`] of their own.
const HASH_IMPLIED_END: [u64; 5] = [
    name_hash(b"optgroup"),
    name_hash(b"rb"),
    name_hash(b"rp"),
    name_hash(b"rt"),
    name_hash(b"rtc"),
];

#[derive(Clone, Copy)]
struct Elem {
    k: K,
    hash: u64,
    foreign: bool,
    block: bool,
    hidden: bool,
    /// For `tr`: cells seen so far (the first cell gets no tab).
    cells: u32,
    /// For `table`: output length before its start line break, and whether it pushed one
    /// (text foster-parented out of the table is inserted there).
    pos: usize,
    lb: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
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
enum Content {
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
struct Tag<'a> {
    name: &'a [u8],
    k: K,
    hash: u64,
    self_closing: bool,
}

fn is_html_ws(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\x0c' | b'\r' | b' ')
}

/// Tree-building walker: consumes tags and text in document order, writes visible text.
struct Walker<'o> {
    out: &'o mut String,
    mode: Mode,
    stack: Vec<Elem>,
    /// Hidden elements currently on the stack (text is emitted only when 0).
    hidden: u32,
    /// Open HTML elements per kind: scope checks answer "no" without scanning the stack, so
    /// hostile nesting (200,000 `<div>`s) stays linear.
    open: [u32; K_COUNT],
    /// `<template>` nesting inside head (all hidden).
    head_template: u32,
    /// After `<pre>`, `<listing>`, `<textarea>`: drop one leading newline.
    skip_lf: bool,
    /// Lower-cased tag name scratch (names with upper case letters).
    name_buf: Vec<u8>,
    /// The form element pointer: a second `<form>` inside an open one is ignored.
    form_open: bool,
    /// A simplified tree rule ran (see [`visible_text_checked`]).
    approximated: bool,
}

impl<'o> Walker<'o> {
    fn new(out: &'o mut String) -> Self {
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

    fn line_break(&mut self) {
        if self.hidden == 0 && !self.out.is_empty() && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
    }

    fn run_ref(&mut self, html: &str) {
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
    fn markup(&mut self, s: &str, at: usize) -> usize {
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
    fn consume_end_tag(&mut self, b: &[u8], at: usize) -> usize {
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
    fn parse_tag<'b>(&mut self, b: &'b [u8], start: usize) -> Option<(Tag<'b>, usize)> {
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

    fn text(&mut self, t: &str) {
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

    fn body_text(&mut self, t: &str, skip_lf: bool) {
        if self.hidden > 0 {
            return;
        }
        let t = if skip_lf { strip_one_lf(t) } else { t };
        if self.in_table_context() && t.bytes().any(|c| !is_html_ws(c)) {
            self.foster_text(t);
            return;
        }
        decode_text_into(self.out, t, true);
    }

    /// Text directly inside a table (not in a cell) is moved before the table
    /// ("foster parenting"): insert it at the table's start and redo the table's line break.
    fn foster_text(&mut self, t: &str) {
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

    fn start_body(&mut self) {
        self.mode = Mode::InBody;
        // <body> is a block: its start is a line break.
        self.line_break();
    }

    // ----- stack -----

    fn push(&mut self, tag: &Tag<'_>, foreign: bool) {
        let block = !foreign && (is_block(tag.k) || (tag.k == K::Other && tag.hash == HASH_LEGEND));
        // Foreign elements are hidden through their <svg>/<math> root.
        let hidden = matches!(tag.k, K::Svg | K::Math) || (!foreign && is_hidden(tag.k));
        let before = self.out.len();
        if block {
            self.line_break();
        }
        let mut e = Elem {
            k: if foreign { K::Other } else { tag.k },
            hash: tag.hash,
            foreign,
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

    fn pop(&mut self) {
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
    fn pop_until(&mut self, f: impl Fn(&Elem) -> bool) {
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
    fn note_implied_formatting_end(&mut self, e: &Elem) {
        if !e.foreign && is_formatting(e.k) {
            self.approximated = true;
        }
    }

    fn current(&self) -> Option<&Elem> {
        self.stack.last()
    }

    fn current_is_foreign(&self) -> bool {
        self.current().is_some_and(|e| e.foreign)
    }

    /// SVG foreignObject/desc/title and MathML text elements hold HTML content.
    fn current_is_integration_point(&self) -> bool {
        self.current().is_some_and(|e| {
            e.foreign
                && [
                    HASH_FOREIGNOBJECT,
                    HASH_DESC,
                    HASH_TITLE,
                    HASH_MI,
                    HASH_MO,
                    HASH_MN,
                    HASH_MS,
                    HASH_MTEXT,
                ]
                .contains(&e.hash)
        })
    }

    fn is_open(&self, ks: &[K]) -> bool {
        ks.iter().any(|&k| self.open[k as usize] > 0)
    }

    fn in_scope(&self, k: K, scope: Scope) -> bool {
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

    fn close_p(&mut self) {
        if self.in_scope(K::P, Scope::Button) {
            self.pop_until(|e| !e.foreign && e.k == K::P);
        }
    }

    // ----- start tags -----

    fn start_tag(&mut self, tag: &Tag<'_>) -> Content {
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

    fn body_start(&mut self, tag: &Tag<'_>) -> Content {
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
        if tag.k == Select {
            // Inside a select the tree builder ignores most tags ("in select" mode, not
            // modelled): `<li>n<select></li>a` keeps `a` in the list item (found by fuzzing).
            self.approximated = true;
        }
        match tag.k {
            Html | Body | Head | Base | Basefont | Bgsound | Link | Meta | Frame | Frameset => {
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

    fn in_scope_any(&self, ks: &[K], scope: Scope) -> bool {
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

    fn in_table_context(&self) -> bool {
        self.current().is_some_and(|e| {
            !e.foreign && matches!(e.k, K::Table | K::Tbody | K::Thead | K::Tfoot | K::Tr)
        })
    }

    fn clear_to_table(&mut self) {
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

    fn clear_to_table_body(&mut self) {
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
    fn close_list_item(&mut self, items: &[K]) {
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

    fn end_tag(&mut self, tag: &Tag<'_>) {
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

    fn body_end(&mut self, tag: &Tag<'_>) {
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
    fn adoption_at(&mut self, idx: usize) {
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

    fn any_other_end(&mut self, tag: &Tag<'_>) {
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

fn implied(k: K) -> Tag<'static> {
    Tag {
        name: b"",
        k,
        hash: 0,
        self_closing: false,
    }
}

/// Raw-text handling of elements processed "using the rules for in head".
fn raw_content_of(k: K, visible: bool) -> Option<Content> {
    match k {
        K::Script => Some(Content::Script),
        K::Style | K::Noframes | K::Noscript | K::Iframe | K::Xmp | K::Noembed => {
            Some(Content::RawText { visible })
        }
        K::Title | K::Textarea => Some(Content::Rcdata { visible }),
        _ => None,
    }
}

fn strip_one_lf(t: &str) -> &str {
    t.strip_prefix("\r\n")
        .or_else(|| t.strip_prefix('\n'))
        .or_else(|| t.strip_prefix('\r'))
        .unwrap_or(t)
}

/// End of a comment whose body starts at `from` (after `<!--`).
fn comment_end(b: &[u8], from: usize) -> usize {
    let n = b.len();
    if from >= n {
        return n;
    }
    // `<!-->` and `<!--->` are complete (empty) comments.
    if b[from] == b'>' {
        return from + 1;
    }
    if b[from..].starts_with(b"->") {
        return from + 2;
    }
    let mut j = from;
    while let Some(k) = memmem::find(&b[j..], b"--") {
        let d = j + k;
        match b.get(d + 2) {
            Some(b'>') => return d + 3,
            Some(b'!') if b.get(d + 3) == Some(&b'>') => return d + 4,
            _ => j = d + 1,
        }
    }
    n
}

fn bogus_end(b: &[u8], from: usize) -> usize {
    match memchr(b'>', &b[from.min(b.len())..]) {
        Some(k) => from + k + 1,
        None => b.len(),
    }
}

/// Start of the `</name` that ends a raw-text element (or EOF).
fn find_end_tag(b: &[u8], from: usize, name: &[u8]) -> usize {
    let mut j = from;
    while let Some(k) = memchr(b'<', &b[j..]) {
        let lt = j + k;
        if is_end_tag_for(b, lt, name) {
            return lt;
        }
        j = lt + 1;
    }
    b.len()
}

fn is_end_tag_for(b: &[u8], lt: usize, name: &[u8]) -> bool {
    let start = lt + 2;
    let stop = start + name.len();
    b.get(lt + 1) == Some(&b'/')
        && stop <= b.len()
        && b[start..stop].eq_ignore_ascii_case(name)
        && matches!(
            b.get(stop),
            Some(b'\t' | b'\n' | b'\x0c' | b'\r' | b' ' | b'/' | b'>')
        )
}

/// End of script data, following the escaped / double-escaped states of the tokenizer
/// (`<!-- <script> … </script> -->` inside a script does not end it).
fn find_script_end(b: &[u8], from: usize) -> usize {
    let n = b.len();
    let first_lt = match memchr(b'<', &b[from..]) {
        Some(k) => from + k,
        None => return n,
    };
    // Fast path: no `<!--` before the first `</script`.
    let plain_end = find_end_tag(b, first_lt, b"script");
    if memmem::find(&b[from..plain_end], b"<!--").is_none() {
        return plain_end;
    }
    #[derive(PartialEq)]
    enum S {
        Data,
        Escaped,
        DoubleEscaped,
    }
    let mut st = S::Data;
    let mut j = from;
    while j < n {
        match st {
            S::Data => {
                let Some(k) = memchr(b'<', &b[j..]) else {
                    return n;
                };
                let lt = j + k;
                if is_end_tag_for(b, lt, b"script") {
                    return lt;
                }
                if b[lt..].starts_with(b"<!--") {
                    st = S::Escaped;
                    // The dashes of `<!--` may also close it (`<!-->`).
                    j = lt + 2;
                } else {
                    j = lt + 1;
                }
            }
            S::Escaped => {
                let Some(k) = memchr2(b'<', b'-', &b[j..]) else {
                    return n;
                };
                let p = j + k;
                if b[p] == b'-' {
                    if b[p..].starts_with(b"-->") {
                        st = S::Data;
                        j = p + 3;
                    } else {
                        j = p + 1;
                    }
                    continue;
                }
                if is_end_tag_for(b, p, b"script") {
                    return p;
                }
                let after = p + 1;
                if b.len() >= after + 6
                    && b[after..after + 6].eq_ignore_ascii_case(b"script")
                    && matches!(
                        b.get(after + 6),
                        Some(b'\t' | b'\n' | b'\x0c' | b'\r' | b' ' | b'/' | b'>')
                    )
                {
                    st = S::DoubleEscaped;
                    j = after + 6;
                } else {
                    j = after;
                }
            }
            S::DoubleEscaped => {
                let Some(k) = memchr2(b'<', b'-', &b[j..]) else {
                    return n;
                };
                let p = j + k;
                if b[p] == b'-' {
                    if b[p..].starts_with(b"-->") {
                        st = S::Data;
                        j = p + 3;
                    } else {
                        j = p + 1;
                    }
                    continue;
                }
                if is_end_tag_for(b, p, b"script") {
                    // Leaves the double-escaped state; the tag itself is script text.
                    st = S::Escaped;
                    j = p + 8;
                } else {
                    j = p + 1;
                }
            }
        }
    }
    n
}

/// Appends raw text with newline normalisation (CR LF and lone CR become LF) and NUL → U+FFFD.
fn push_raw(out: &mut String, t: &str) {
    let b = t.as_bytes();
    let mut i = 0;
    while let Some(k) = memchr2(b'\r', b'\0', &b[i..]) {
        let p = i + k;
        out.push_str(&t[i..p]);
        if b[p] == b'\r' {
            out.push('\n');
            i = if b.get(p + 1) == Some(&b'\n') {
                p + 2
            } else {
                p + 1
            };
        } else {
            out.push('\u{fffd}');
            i = p + 1;
        }
    }
    out.push_str(&t[i..]);
}

/// Appends a text run with character references decoded and newlines normalised.
/// `drop_nul`: in body text the tree builder drops U+0000; in RCDATA it becomes U+FFFD.
fn decode_text_into(out: &mut String, t: &str, drop_nul: bool) {
    let b = t.as_bytes();
    let mut i = 0;
    while let Some(k) = memchr3(b'&', b'\r', b'\0', &b[i..]) {
        let p = i + k;
        out.push_str(&t[i..p]);
        match b[p] {
            b'\r' => {
                out.push('\n');
                i = if b.get(p + 1) == Some(&b'\n') {
                    p + 2
                } else {
                    p + 1
                };
            }
            b'\0' => {
                if !drop_nul {
                    out.push('\u{fffd}');
                }
                i = p + 1;
            }
            _ => match decode_char_ref(&b[p..]) {
                Some((consumed, Decoded::Char(c))) => {
                    out.push(c);
                    i = p + consumed;
                }
                Some((consumed, Decoded::Str(s))) => {
                    out.push_str(s);
                    i = p + consumed;
                }
                Some((_, Decoded::Slow)) => {
                    // Rare named reference: let html5gum decode the rest of this run.
                    slow_decode_into(out, &t[p..], drop_nul);
                    return;
                }
                None => {
                    out.push('&');
                    i = p + 1;
                }
            },
        }
    }
    out.push_str(&t[i..]);
}

enum Decoded {
    Char(char),
    Str(&'static str),
    Slow,
}

/// Decodes the character reference at the start of `b` (which begins with `&`). Returns the
/// bytes consumed and the replacement, `Slow` for named references outside the fast table,
/// or None when `&` is literal.
fn decode_char_ref(b: &[u8]) -> Option<(usize, Decoded)> {
    match b.get(1)? {
        b'#' => {
            let (hex, start) = match b.get(2) {
                Some(b'x' | b'X') => (true, 3),
                _ => (false, 2),
            };
            let mut j = start;
            let mut v: u32 = 0;
            while let Some(&c) = b.get(j) {
                let d = if hex {
                    (c as char).to_digit(16)
                } else {
                    (c as char).to_digit(10)
                };
                let Some(d) = d else { break };
                v = v
                    .saturating_mul(if hex { 16 } else { 10 })
                    .saturating_add(d);
                j += 1;
            }
            if j == start {
                return None;
            }
            if b.get(j) == Some(&b';') {
                j += 1;
            }
            Some((j, Decoded::Char(numeric_char(v))))
        }
        c if c.is_ascii_alphanumeric() => {
            const FAST: [(&[u8], &str); 6] = [
                (b"&lt;", "<"),
                (b"&gt;", ">"),
                (b"&amp;", "&"),
                (b"&quot;", "\""),
                (b"&nbsp;", "\u{a0}"),
                (b"&apos;", "'"),
            ];
            for (name, rep) in FAST {
                if b.starts_with(name) {
                    return Some((name.len(), Decoded::Str(rep)));
                }
            }
            Some((0, Decoded::Slow))
        }
        _ => None,
    }
}

/// Numeric character reference value → char, with the spec's replacements.
fn numeric_char(v: u32) -> char {
    const C1: [char; 32] = [
        '\u{20AC}', '\u{81}', '\u{201A}', '\u{0192}', '\u{201E}', '\u{2026}', '\u{2020}',
        '\u{2021}', '\u{02C6}', '\u{2030}', '\u{0160}', '\u{2039}', '\u{0152}', '\u{8D}',
        '\u{017D}', '\u{8F}', '\u{90}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}',
        '\u{2013}', '\u{2014}', '\u{02DC}', '\u{2122}', '\u{0161}', '\u{203A}', '\u{0153}',
        '\u{9D}', '\u{017E}', '\u{0178}',
    ];
    match v {
        0 => '\u{fffd}',
        0x80..=0x9f => C1[(v - 0x80) as usize],
        _ => char::from_u32(v).unwrap_or('\u{fffd}'),
    }
}

/// Decodes a text run (no `<` inside) with html5gum, for named references outside the table.
fn slow_decode_into(out: &mut String, t: &str, drop_nul: bool) {
    // Newlines and NULs first, as the tokenizer's input preprocessing would.
    let mut pre = String::with_capacity(t.len());
    let b = t.as_bytes();
    let mut i = 0;
    while let Some(k) = memchr2(b'\r', b'\0', &b[i..]) {
        let p = i + k;
        pre.push_str(&t[i..p]);
        if b[p] == b'\r' {
            pre.push('\n');
            i = if b.get(p + 1) == Some(&b'\n') {
                p + 2
            } else {
                p + 1
            };
        } else {
            if !drop_nul {
                pre.push('\u{fffd}');
            }
            i = p + 1;
        }
    }
    pre.push_str(&t[i..]);
    // RCDATA runs (`<title>`, `<textarea>`) reach here with `<` inside; the tokenizer would
    // read `<b` as a tag and drop it (found by fuzzing: `<title>&o<b`). `&lt;` decodes back
    // to `<` and ends a reference name exactly as `<` does.
    let pre = pre.replace('<', "&lt;");
    for token in html5gum::Tokenizer::new(pre.as_str()).flatten() {
        if let html5gum::Token::String(s) = token {
            out.push_str(&String::from_utf8_lossy(&s));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Counting.

/// Counts N phrases at once in the raw HTML and in the visible text of pages.
///
/// Hits follow [`crate::count`]: per phrase, non-overlapping leftmost occurrences, minus those
/// inside a larger token (the token-boundary rule).
pub struct MultiCounter {
    phrases: Vec<String>,
    search: Search,
}

/// How the phrases are searched. Measured on the docs corpus (10 phrases, one core):
/// overlapping Aho–Corasick runs ~200 MB/s, ten memchr `memmem` passes ~1,180 MB/s (each pass
/// is SIMD-accelerated; overlapping AC cannot use its prefilter). Per-phrase memmem is
/// used up to [`MEMMEM_MAX`] phrases, one automaton beyond that.
enum Search {
    Memmem(Vec<memmem::Finder<'static>>),
    Automaton(AhoCorasick),
}

/// Above this many phrases one Aho–Corasick pass beats N memmem passes.
pub const MEMMEM_MAX: usize = 32;

/// Reusable per-thread buffers for [`MultiCounter::count_into`].
#[derive(Default)]
pub struct Scratch {
    text: String,
    last_end: Vec<usize>,
}

impl MultiCounter {
    /// Builds the matcher once for all phrases (case-sensitive, literal).
    pub fn new<S: AsRef<str>>(phrases: &[S]) -> Result<MultiCounter, FastpathError> {
        if phrases.is_empty() {
            return Err(FastpathError::NoPhrases);
        }
        if let Some(index) = phrases.iter().position(|p| p.as_ref().is_empty()) {
            return Err(FastpathError::EmptyPhrase { index });
        }
        let phrases: Vec<String> = phrases.iter().map(|p| p.as_ref().to_string()).collect();
        let search = if phrases.len() <= MEMMEM_MAX {
            Search::Memmem(
                phrases
                    .iter()
                    .map(|p| memmem::Finder::new(p.as_bytes()).into_owned())
                    .collect(),
            )
        } else {
            Search::Automaton(
                AhoCorasick::builder()
                    .match_kind(MatchKind::Standard)
                    .build(&phrases)
                    .map_err(|e| FastpathError::Matcher { msg: e.to_string() })?,
            )
        };
        Ok(MultiCounter { phrases, search })
    }

    pub fn phrases(&self) -> &[String] {
        &self.phrases
    }

    /// Per phrase (in the order given): (hits in raw HTML, hits in visible text).
    pub fn count(&self, html: &str) -> Vec<(usize, usize)> {
        let mut out = vec![(0, 0); self.phrases.len()];
        self.count_into(html, &mut Scratch::default(), &mut out);
        out
    }

    /// [`count`](Self::count), adding into `totals` and reusing `scratch`.
    pub fn count_into(&self, html: &str, scratch: &mut Scratch, totals: &mut [(usize, usize)]) {
        let mut text = std::mem::take(&mut scratch.text);
        visible_text_into(html, &mut text);
        self.hits(html, &mut scratch.last_end, |p| totals[p].0 += 1);
        self.hits(&text, &mut scratch.last_end, |p| totals[p].1 += 1);
        scratch.text = text;
    }

    /// Calls `hit(phrase_index)` for every counted hit in `hay`.
    fn hits(&self, hay: &str, last_end: &mut Vec<usize>, mut hit: impl FnMut(usize)) {
        let ac = match &self.search {
            Search::Memmem(finders) => {
                for (p, f) in finders.iter().enumerate() {
                    let len = f.needle().len();
                    // memmem's find_iter is non-overlapping, like `str::match_indices`.
                    for start in f.find_iter(hay.as_bytes()) {
                        if !inside_larger_token(hay, start, start + len) {
                            hit(p);
                        }
                    }
                }
                return;
            }
            Search::Automaton(ac) => ac,
        };
        last_end.clear();
        last_end.resize(self.phrases.len(), 0);
        for m in ac.find_overlapping_iter(hay) {
            let p = m.pattern().as_usize();
            // Non-overlapping per phrase, like `str::match_indices`.
            if m.start() < last_end[p] {
                continue;
            }
            last_end[p] = m.end();
            if !inside_larger_token(hay, m.start(), m.end()) {
                hit(p);
            }
        }
    }
}

/// Totals of [`count_dir`].
#[derive(Debug, Clone, Default)]
pub struct DirTotals {
    /// `.html` files read.
    pub files: usize,
    pub bytes: u64,
    /// Files that were not valid UTF-8 (decoded lossily, like the peers do).
    pub non_utf8: usize,
    /// Per phrase, in the order given: (phrase, html hits, text hits).
    pub per_phrase: Vec<(String, usize, usize)>,
    /// Files that could not be read; they are reported, never silently skipped.
    pub errors: Vec<(PathBuf, String)>,
}

#[derive(Default)]
struct Acc {
    files: usize,
    bytes: u64,
    non_utf8: usize,
    counts: Vec<(usize, usize)>,
    errors: Vec<(PathBuf, String)>,
}

impl Acc {
    fn merge(mut self, o: Acc) -> Acc {
        self.files += o.files;
        self.bytes += o.bytes;
        self.non_utf8 += o.non_utf8;
        if self.counts.len() < o.counts.len() {
            self.counts.resize(o.counts.len(), (0, 0));
        }
        for (a, b) in self.counts.iter_mut().zip(o.counts) {
            a.0 += b.0;
            a.1 += b.1;
        }
        self.errors.extend(o.errors);
        self
    }
}

/// Every `.html` file under `dir` (sorted, so runs are reproducible).
pub fn html_files(dir: &Path) -> Result<Vec<PathBuf>, FastpathError> {
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = entry.map_err(|e| FastpathError::Walk {
            path: e.path().unwrap_or(dir).to_path_buf(),
            msg: e.to_string(),
        })?;
        if entry.file_type().is_file() && entry.file_name().to_string_lossy().ends_with(".html") {
            files.push(entry.into_path());
        }
    }
    Ok(files)
}

/// Reads `path` into `buf` and returns it as text (lossy for non-UTF-8, flagged).
pub fn read_page<'a>(
    path: &Path,
    buf: &'a mut Vec<u8>,
    lossy: &'a mut String,
) -> Result<(&'a str, bool), std::io::Error> {
    use std::io::Read;
    buf.clear();
    std::fs::File::open(path)?.read_to_end(buf)?;
    match std::str::from_utf8(buf) {
        Ok(s) => Ok((s, true)),
        Err(_) => {
            *lossy = String::from_utf8_lossy(buf).into_owned();
            Ok((lossy.as_str(), false))
        }
    }
}

/// Counts every phrase in every `.html` file under `dir`, on all cores, streaming.
pub fn count_dir(dir: &Path, counter: &MultiCounter) -> Result<DirTotals, FastpathError> {
    let files = html_files(dir)?;
    Ok(count_files(&files, counter))
}

/// [`count_dir`] over a given list of files.
pub fn count_files(files: &[PathBuf], counter: &MultiCounter) -> DirTotals {
    let n = counter.phrases.len();
    let acc = files
        .par_iter()
        .with_min_len(16)
        .fold(
            || {
                (
                    Acc {
                        counts: vec![(0, 0); n],
                        ..Acc::default()
                    },
                    Scratch::default(),
                    Vec::new(),
                    String::new(),
                )
            },
            |(mut acc, mut scratch, mut buf, mut lossy), path| {
                match read_page(path, &mut buf, &mut lossy) {
                    Ok((html, utf8)) => {
                        acc.files += 1;
                        acc.bytes += html.len() as u64;
                        if !utf8 {
                            acc.non_utf8 += 1;
                        }
                        counter.count_into(html, &mut scratch, &mut acc.counts);
                    }
                    Err(e) => acc.errors.push((path.clone(), e.to_string())),
                }
                (acc, scratch, buf, lossy)
            },
        )
        .map(|(acc, ..)| acc)
        .reduce(Acc::default, Acc::merge);
    let mut errors = acc.errors;
    errors.sort();
    DirTotals {
        files: acc.files,
        bytes: acc.bytes,
        non_utf8: acc.non_utf8,
        per_phrase: counter
            .phrases
            .iter()
            .cloned()
            .zip(acc.counts.iter().chain(std::iter::repeat(&(0, 0))))
            .map(|(p, &(h, t))| (p, h, t))
            .collect(),
        errors,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vt(s: &str) -> String {
        visible_text(s)
    }

    #[test]
    fn inline_and_blocks() {
        assert_eq!(
            vt("<p><code>protect_last_n</code> is</p>"),
            "protect_last_n is"
        );
        assert_eq!(vt("<div>a</div><div>b</div>"), "a\nb");
        assert_eq!(vt("a<br><br>b"), "a\n\nb");
        assert_eq!(vt("<p>soft\nceiling</p>"), "soft\nceiling");
    }

    #[test]
    fn hidden_and_head() {
        let page = "<!DOCTYPE html><html><head><title>T</title><style>p{}</style></head>\n<body><script>x<y</script><p>hi</p><svg><text>no</text></svg>yes</body></html>";
        assert_eq!(vt(page), "\nhi\nyes");
        assert_eq!(
            vt("<meta charset=utf-8>\n<title>R</title>\n<p>Go <a href=x>there</a>.</p>"),
            "Go there."
        );
    }

    #[test]
    fn entities() {
        assert_eq!(
            vt("a&amp;b &lt;T&gt; &nbsp;&#39;&#x41;&#128;&notit; &amp"),
            "a&b <T> \u{a0}'A\u{20ac}\u{ac}it; &"
        );
    }

    #[test]
    fn tables() {
        assert_eq!(
            vt("<table><tr><td>a</td><td>b</td></tr><tr><th>c<th>d</table>"),
            "a\tb\nc\td"
        );
        assert_eq!(
            vt("<table><tr><td><p>a</td><td>b</td></tr></table>"),
            "a\n\tb"
        );
    }

    #[test]
    fn pre_first_newline_and_cr() {
        assert_eq!(vt("<pre>\nx\r\ny</pre>"), "x\ny");
    }

    #[test]
    fn boundary_rule() {
        let c = MultiCounter::new(&["1.5", "8 rows", "20"]).unwrap();
        assert_eq!(c.count("11.5 1.55 1.5"), vec![(1, 1), (0, 0), (0, 0)]);
        assert_eq!(c.count("18 rows, 8 rows"), vec![(0, 0), (1, 1), (0, 0)]);
        assert_eq!(
            c.count("(20) 20% 200 20.5 20."),
            vec![(0, 0), (0, 0), (3, 3)]
        );
    }

    #[test]
    fn automaton_and_memmem_agree() {
        // Overlapping phrases of different lengths, plus filler to force the automaton.
        let mut many: Vec<String> = vec!["aa".into(), "aaa".into(), "a a".into(), "1.5".into()];
        many.extend((0..MEMMEM_MAX).map(|i| format!("filler{i}")));
        let few = MultiCounter::new(&many[..4]).unwrap();
        let all = MultiCounter::new(&many).unwrap();
        assert!(matches!(all.search, Search::Automaton(_)));
        assert!(matches!(few.search, Search::Memmem(_)));
        let page = "<p>aaaa a a a aaaaa 1.5 11.5 (1.5)</p><b>aa</b>aaa";
        let got = all.count(page);
        assert_eq!(&got[..4], &few.count(page)[..]);
        assert_eq!(&got[..4], &[(1, 0), (1, 0), (1, 1), (2, 2)]);
    }

    #[test]
    fn empty_phrase_is_an_error() {
        assert!(matches!(
            MultiCounter::new(&["a", ""]),
            Err(FastpathError::EmptyPhrase { index: 1 })
        ));
        assert!(matches!(
            MultiCounter::new::<&str>(&[]),
            Err(FastpathError::NoPhrases)
        ));
    }
}
