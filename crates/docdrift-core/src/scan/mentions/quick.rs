//! The pages that cannot state anything, told without a DOM.
//!
//! Building an html5ever DOM is most of a scan's work, and most pages of a large
//! site (rustdoc's `std/`: tens of thousands of item pages) state no value and
//! hold no config key the caller asks about. [`QuickCheck::says_nothing`] reads
//! the page's bytes once and answers `true` only when the DOM walk is certain to
//! find no mention, keep no word and warn about nothing; then
//! [`super::find_keeping_quick`] returns the empty scan without parsing.
//!
//! Why `true` is safe. Everything the walk reads is the DOM's text (headings,
//! cells, code, paragraphs; attributes only for a `<pre>`'s language), and
//! every mention needs one of:
//! - a `table` element (only a `<table` start tag makes one): the DOM;
//! - a `pre` element (only a `<pre` start tag makes one): one without the class
//!   `rust` is read for config lines, so the DOM; rustdoc's `<pre class="rust">`
//!   is read for `const`/`static` lines and doc-test asserts, so its text is rebuilt exactly as
//!   `pre_text` gives it (the check gives up on `<br>`, `line` spans and raw
//!   text inside) and run through the same `parse_block`;
//! - prose inside `p`/`li`/`dd`/`dt`/`td`/`th`/`blockquote`/`figcaption`: every
//!   sentence pattern needs `default` (any case; a feature list item `optional`) or "can/may be
//!   changed|configured|set|overridden using|with|via|by", and a signature line
//!   needs `signature` (any case); a `name: value` list item states a default
//!   under a heading saying "Default", so headings' text is looked at as prose;
//! - an element titled `default…` (`title="default value"`, mkdocstrings): the DOM;
//! - a Sphinx signature parameter (an element of class `sig-param`) or a `std`-domain
//!   object's signature (`sig-object std`, tox's `sitepackages=false(true|false)`): the
//!   DOM, since `name=default` there states a default with no word for it; so does an
//!   element of class `property` (a Python attribute's signature: `max_cookie_size = 4093`)
//!   and rustdoc's `associatedconstant` section (`pub const DEFAULT_ENV: &str = "RUST_LOG"`),
//!   and mkdocstrings' object heading (`doc-heading`), whose one code span may be the
//!   signature (`naturalsize(value, binary=False)`);
//! - a required-version sentence (`requirements.rs`, read only when the kept words hold
//!   `requires:rust` or `requires:python`) needs "Rust", "rustc", "MSRV" or "minimum", or
//!   "Python" or "CPython", as a whole word in prose; those words are looked for only then;
//!
//! and a kept word must occur as an identifier in the text the walk reads. So
//! the page says nothing when no such element exists and no such string can
//! occur in any text the walk builds. Those texts join DOM text nodes, in any
//! order and skipping any (a paragraph's text skips its nested blocks; foster
//! parenting reorders), so the check is order-free: the page's text, read by the
//! tokenizer's rules, is cut into *pieces* at every tag, comment and character
//! that cannot be part of a needle (needles are ASCII letters, digits, `_` and
//! `.`; whitespace, too, is a cut). A needle can occur in a join of pieces only
//! as the end of a piece, whole pieces, then the start of a piece
//! (`Needles::hit`). A character reference that decodes to a needle character
//! (numeric ones, and `&lowbar;` `&UnderBar;` `&period;` `&fjlig;`: the only
//! named ones among the standard's 2,231) or a named one outside the common six
//! (its extent decides where a piece starts) means "take the DOM".
//!
//! Where text sits: prose needles are looked for only in text inside a prose
//! element and outside `nav`/`button`/`script`/`style`/`noscript`, kept words
//! only outside those hidden ones, as the check's own stack of open elements
//! says. That stack never closes an element earlier than the tree builder: it
//! pops only on an end tag naming its innermost element and gives up on any
//! other end tag (misnesting, implied ends, the adoption agency), so an element
//! the DOM has around a text is on the stack too (the tree builder may close
//! some sooner, which only adds text to look at). `head` is not trusted to hide:
//! the tree builder leaves it on content it cannot hold.
//!
//! Nesting: the walk warns when elements nest 256 deep. The check takes the DOM
//! when its stack passes [`MAX_QUICK_DEPTH`], or on anything whose tree rules it
//! does not model (`<svg>`, `<math>`, `<select>`, `<template>`, `<frameset>`,
//! `<plaintext>`, `<table>`, a tag cut off by the end of the page). Without
//! those, the tree builder opens only the stack's elements plus `html`, `head`,
//! `body` and clones of formatting elements the stack still holds, so the DOM
//! stays far below 256.
//!
//! `tests/scan_quick.rs` compares both routes on real and hand-written pages;
//! its ignored test does it on every `std/` page (docs/perf.md, "scan on std/").

use crate::pages::html::elements::{is_void_name, raw_body_of, RawBody};
use crate::pages::html::entities::{decode_char_ref, Decoded};
use crate::pages::html::raw::{bogus_end, comment_end, find_end_tag, find_script_end};
use crate::pages::html::tag::scan_tag_with;
use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};
use std::collections::HashMap;

/// Deepest open-element stack the check accepts (the walk warns at 256; see the
/// module doc for why the margin is wide).
pub const MAX_QUICK_DEPTH: usize = 64;

/// Longest needle handled (a longer kept word turns the check off).
const MAX_NEEDLE: usize = 64;

/// Most patterns one set of needles compiles to (a word of n bytes gives up to n²/2). Past
/// it the check is off and every page takes the DOM: building the automaton grows faster than
/// linearly in the patterns (a 1 MB YAML file of 50,000 keys, each one a kept word, took 11 s
/// to build; 100,000 patterns take ~0.1 s).
pub const MAX_QUICK_PATTERNS: usize = 100_000;

/// The piece separator in the stream (never a needle character).
const SEP: u8 = b' ';

/// Compiled needles for one scan: built once, used for every page.
pub struct QuickCheck {
    /// `default`, `signature` and the "can be changed …" words, any case.
    ci: Needles,
    /// The kept words, exact case.
    cs: Needles,
    /// Whole words any case: "Rust", "Python" … when the code states a required version
    /// (`requirements.rs`).
    words: Option<Needles>,
}

/// One set of needles and the patterns that find their pieces.
struct Needles {
    words: Vec<Vec<u8>>,
    /// Kept words are whole identifiers (or dotted parts): an occurrence inside
    /// one piece must not continue an identifier on either side.
    bounded: bool,
    ac: Option<AhoCorasick>,
    /// Per pattern: (needle, what the pattern says).
    roles: Vec<Vec<(usize, Role)>>,
}

#[derive(Clone, Copy)]
enum Role {
    /// The needle inside one piece.
    Whole,
    /// A piece ends with the needle's first k bytes.
    End(usize),
    /// A piece starts with the needle from byte k on.
    Start(usize),
    /// A whole piece is the needle's bytes a..b (0 < a < b < len).
    Mid(usize, usize),
}

impl Needles {
    fn new(words: Vec<Vec<u8>>, ci: bool, bounded: bool) -> Option<Needles> {
        let mut ids: HashMap<Vec<u8>, usize> = HashMap::new();
        let mut pats: Vec<Vec<u8>> = Vec::new();
        let mut roles: Vec<Vec<(usize, Role)>> = Vec::new();
        // Distinct patterns so far (read between words, so not through `pats`).
        let count = std::cell::Cell::new(0);
        let mut add = |p: Vec<u8>, r: (usize, Role)| {
            let key = if ci { p.to_ascii_lowercase() } else { p };
            let id = *ids.entry(key.clone()).or_insert_with(|| {
                pats.push(key);
                roles.push(Vec::new());
                pats.len() - 1
            });
            roles[id].push(r);
            count.set(pats.len());
        };
        for (n, w) in words.iter().enumerate() {
            if w.is_empty() || w.len() > MAX_NEEDLE || !w.iter().all(|&c| is_needle_byte(c)) {
                return None;
            }
            if count.get() > MAX_QUICK_PATTERNS {
                return None;
            }
            add(w.clone(), (n, Role::Whole));
            for k in 1..w.len() {
                let mut e = w[..k].to_vec();
                e.push(SEP);
                add(e, (n, Role::End(k)));
                let mut s = vec![SEP];
                s.extend_from_slice(&w[k..]);
                add(s, (n, Role::Start(k)));
                for b in k + 1..w.len() {
                    let mut m = vec![SEP];
                    m.extend_from_slice(&w[k..b]);
                    m.push(SEP);
                    add(m, (n, Role::Mid(k, b)));
                }
            }
        }
        if count.get() > MAX_QUICK_PATTERNS {
            return None;
        }
        let ac = if pats.is_empty() {
            None
        } else {
            Some(
                AhoCorasickBuilder::new()
                    .match_kind(MatchKind::Standard)
                    .ascii_case_insensitive(ci)
                    .build(&pats)
                    .ok()?,
            )
        };
        Some(Needles {
            words,
            bounded,
            ac,
            roles,
        })
    }

    /// Can some needle occur in a join of the stream's pieces?
    fn hit(&self, stream: &[u8]) -> bool {
        let Some(ac) = &self.ac else {
            return false;
        };
        // Per needle: which prefix lengths end a piece, which suffixes start
        // one, which inner spans are whole pieces (bit sets, needles ≤ 64).
        let n = self.words.len();
        let mut ends = vec![0u64; n];
        let mut starts = vec![0u64; n];
        let mut mids: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
        // The word pattern starts a match at a letter or `_` (digits before it
        // are skipped) and runs to the end of the identifier.
        let before_ok = |at: usize| at == 0 || matches!(stream[at - 1], SEP | b'.' | b'0'..=b'9');
        let after_ok = |at: usize| at == stream.len() || matches!(stream[at], SEP | b'.');
        for m in ac.find_overlapping_iter(stream) {
            for &(w, role) in &self.roles[m.pattern().as_usize()] {
                if self.bounded {
                    let ok = match role {
                        Role::Whole => before_ok(m.start()) && after_ok(m.end()),
                        Role::End(_) => before_ok(m.start()),
                        Role::Start(_) => after_ok(m.end()),
                        Role::Mid(..) => true,
                    };
                    if !ok {
                        continue;
                    }
                }
                match role {
                    Role::Whole => return true,
                    Role::End(k) => ends[w] |= 1 << k,
                    Role::Start(k) => starts[w] |= 1 << k,
                    Role::Mid(a, b) => mids[w].push((a, b)),
                }
            }
        }
        (0..n).any(|w| {
            if ends[w] == 0 || starts[w] == 0 {
                return false;
            }
            // Positions reachable by a piece end, then whole pieces.
            let mut reach = ends[w];
            loop {
                let mut next = reach;
                for &(a, b) in &mids[w] {
                    if reach & (1 << a) != 0 {
                        next |= 1 << b;
                    }
                }
                if next == reach {
                    break;
                }
                reach = next;
            }
            reach & starts[w] != 0
        })
    }
}

fn is_needle_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.'
}

impl QuickCheck {
    /// Needles for a scan keeping the words in `keep`; `None` when a kept word
    /// is too long for the check (then every page takes the DOM).
    pub fn new(keep: &std::collections::HashSet<String>) -> Option<QuickCheck> {
        // "signature": a "Signature: `Cls(a=1)`" line states defaults without the word.
        // "optional": a feature list's "`json`: … (optional)" (`features.rs`).
        let mut ci: Vec<Vec<u8>> = vec![
            b"default".to_vec(),
            b"signature".to_vec(),
            b"optional".to_vec(),
        ];
        for verb in ["changed", "configured", "overridden"] {
            ci.push(format!("be{verb}").into_bytes());
        }
        for prep in ["using", "with", "via", "by"] {
            ci.push(format!("beset{prep}").into_bytes());
        }
        let mut cs: Vec<Vec<u8>> = Vec::new();
        // Only what the word pattern can match is ever kept (ASCII identifiers
        // with dots); other entries of `keep` can never be a page's word.
        let mut kept: Vec<Vec<u8>> = keep
            .iter()
            .filter(|w| !w.is_empty() && w.bytes().all(is_needle_byte))
            .map(|w| w.as_bytes().to_vec())
            .collect();
        kept.sort();
        kept.dedup();
        cs.extend(kept);
        // A required-version statement needs its language's word, read only when the code
        // states that version (the kept words name it).
        let mut words: Vec<Vec<u8>> = Vec::new();
        for name in super::REQUIREMENT_NAMES {
            if keep.contains(name) {
                words.extend(
                    super::requirement_words(name)
                        .iter()
                        .map(|w| w.as_bytes().to_vec()),
                );
            }
        }
        Some(QuickCheck {
            ci: Needles::new(ci, true, false)?,
            cs: Needles::new(cs, false, true)?,
            words: if words.is_empty() {
                None
            } else {
                Some(Needles::new(words, true, true)?)
            },
        })
    }

    /// True only when the DOM walk of `html` would find no mention, keep no
    /// word and give no warning (see the module doc). `false` means "parse it".
    pub fn says_nothing(&self, html: &str) -> bool {
        self.why_not(html).is_none()
    }

    /// Why a page needs the DOM (`None`: it says nothing), for diagnostics.
    pub fn why_not(&self, html: &str) -> Option<&'static str> {
        // `<code title="default value">True</code>`: a default marked by an attribute, not
        // by a word in the text (`fields.rs`, `titled_defaults`).
        if default_title(html.as_bytes()) {
            return Some("an element titled \"default…\"");
        }
        let mut st = Streams::default();
        if let Err(why) = pieces(html.as_bytes(), &mut st) {
            return Some(why);
        }
        if self.ci.hit(&st.prose) {
            return Some("`default`, `signature`, `optional` or \"can be changed\" in prose");
        }
        if self.words.as_ref().is_some_and(|w| w.hit(&st.prose)) {
            return Some("a required version's language (\"Rust\", \"Python\") in prose");
        }
        if self.cs.hit(&st.all) {
            return Some("a kept word in the text");
        }
        None
    }
}

/// Does any `title="default…"` (either quote, any case) occur in the page's bytes? A
/// superset of the attributes the walk reads (it also matches text that only looks like one);
/// the walk reads titles only on pages where this holds.
pub(crate) fn default_title(b: &[u8]) -> bool {
    memchr::memmem::find_iter(b, b"title=").any(|i| {
        let rest = &b[i + 6..];
        let rest = rest.strip_prefix(b"\"").or_else(|| rest.strip_prefix(b"'"));
        rest.is_some_and(|r| r.len() >= 7 && r[..7].eq_ignore_ascii_case(b"default"))
    })
}

/// Elements the check does not model: their tree rules move or hide content.
const UNMODELLED: &[&[u8]] = &[
    b"table",
    b"select",
    b"template",
    b"frameset",
    b"svg",
    b"math",
    b"plaintext",
];

/// Named references that decode to a needle character.
const WORD_REFS: &[&[u8]] = &[b"&lowbar", b"&UnderBar", b"&period", b"&fjlig"];

fn one_of(name: &[u8], set: &[&[u8]]) -> bool {
    set.iter().any(|s| s.eq_ignore_ascii_case(name))
}

/// Appends `text` to the stream: needle bytes kept, everything else a cut.
/// `refs`: character references are decoded here (data and RCDATA, not raw
/// text); each one is a cut, as it decodes to no needle character (checked
/// first). `false` when a named reference's extent is unknown: the tokenizer
/// takes the longest entity name, and a piece may start inside the letters.
fn push_text(stream: &mut Vec<u8>, text: &[u8], refs: bool) -> bool {
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        if is_needle_byte(c) {
            stream.push(c);
            i += 1;
            continue;
        }
        cut(stream);
        if c == b'&' && refs {
            match decode_char_ref(&text[i..]) {
                Some((_, Decoded::Slow)) => return false,
                Some((used, _)) if used > 0 => {
                    i += used;
                    continue;
                }
                _ => {}
            }
        }
        i += 1;
    }
    true
}

fn cut(stream: &mut Vec<u8>) {
    if stream.last() != Some(&SEP) {
        stream.push(SEP);
    }
}

/// One start or end tag, read by the tokenizer's tag and attribute states.
struct TagScan {
    /// Name bytes as written (compare ignoring ASCII case).
    name: (usize, usize),
    /// Index after the closing `>`.
    end: usize,
    /// The first `class` attribute's value as written, if any.
    class: Option<(usize, usize)>,
}

/// Reads the tag whose name starts at `from` with the one tag scanner
/// ([`crate::pages::html::tag`]); `None` when the page ends inside it.
fn scan_tag(b: &[u8], from: usize) -> Option<TagScan> {
    let mut class = None;
    let t = scan_tag_with(b, from, usize::MAX, |(name, value)| {
        if class.is_none() && b[name.0..name.1].eq_ignore_ascii_case(b"class") {
            class = value;
        }
    });
    t.closed.then_some(TagScan {
        name: t.name,
        end: t.end,
        class,
    })
}

/// What the check tracks per open element.
#[derive(Clone, Copy)]
struct Open {
    name: (usize, usize),
    /// A block whose text the walk reads as prose (`p`, `li`, `dd`, …).
    prose: bool,
    /// A subtree the walk never reads as prose (`nav`, `button`, `script`, …).
    /// `head` is not one: the tree builder leaves it on content it cannot hold.
    hidden: bool,
}

/// The text streams of one page.
#[derive(Default)]
pub(crate) struct Streams {
    /// Every text the walk can read, outside hidden subtrees (kept words).
    pub(crate) all: Vec<u8>,
    /// Text inside a prose block and outside a hidden subtree (`default`, …).
    pub(crate) prose: Vec<u8>,
}

/// Text appended to the right streams.
fn text_to(
    st: &mut Streams,
    pre: Option<&mut String>,
    t: &[u8],
    refs: bool,
    (walked, prose): (bool, bool),
) -> Result<(), &'static str> {
    // Every text is run through once, so an unknown reference is always seen.
    let mut scratch = std::mem::take(&mut st.all);
    let keep = scratch.len();
    if !push_text(&mut scratch, t, refs) {
        return Err("a named reference outside the common ones");
    }
    if !walked {
        scratch.truncate(keep);
    }
    st.all = scratch;
    if prose {
        push_text(&mut st.prose, t, refs);
    }
    if let Some(pre) = pre {
        // A rustdoc block's text exactly as `pre_text` reads it: decoded, NUL
        // dropped as the tree builder drops it in body text.
        let t = std::str::from_utf8(t).map_err(|_| "text that is not UTF-8")?;
        crate::pages::fastpath::decode_text_into(pre, t, true);
    }
    Ok(())
}

/// Builds the text streams of `b`; `Err` (why) when the page needs the DOM.
pub(crate) fn pieces(b: &[u8], st: &mut Streams) -> Result<(), &'static str> {
    // Character references that decode to needle characters.
    let mut j = 0;
    while let Some(k) = memchr::memchr(b'&', &b[j..]) {
        let p = j + k;
        if b.get(p + 1) == Some(&b'#') {
            if let Some((_, Decoded::Char(c))) = decode_char_ref(&b[p..]) {
                if c.is_ascii() && is_needle_byte(c as u8) {
                    return Err("a numeric reference to a word character");
                }
            }
        } else if WORD_REFS.iter().any(|r| b[p..].starts_with(r)) {
            return Err("a named reference to a word character");
        }
        j = p + 1;
    }
    let n = b.len();
    let mut stack: Vec<Open> = Vec::with_capacity(64);
    let (mut prose_open, mut hidden_open, mut pre_open) = (0usize, 0usize, 0usize);
    // Text of the outermost open `<pre class="rust">`.
    let mut pre_text = String::new();
    let mut i = 0;
    cut(&mut st.all);
    cut(&mut st.prose);
    while i < n {
        let lt = memchr::memchr(b'<', &b[i..]).map_or(n, |k| i + k);
        let ctx = (hidden_open == 0, prose_open > 0 && hidden_open == 0);
        let pre = (pre_open > 0).then_some(&mut pre_text);
        text_to(st, pre, &b[i..lt], true, ctx)?;
        cut(&mut st.all);
        cut(&mut st.prose);
        if lt == n {
            break;
        }
        let next = b.get(lt + 1).copied();
        match next {
            Some(c) if c.is_ascii_alphabetic() => {
                let Some(t) = scan_tag(b, lt + 1) else {
                    return Err("a tag cut off by the end of the page");
                };
                let name = &b[t.name.0..t.name.1];
                if name.contains(&0) || one_of(name, UNMODELLED) {
                    return Err("an element the check does not model");
                }
                let class = t.class.map(|(v0, v1)| &b[v0..v1]);
                if class.is_some_and(|c| c.contains(&b'&')) {
                    return Err("a class attribute with a character reference");
                }
                let has_class = |want: &[u8]| {
                    class.is_some_and(|c| c.split(|x| x.is_ascii_whitespace()).any(|x| x == want))
                };
                if has_class(b"sig-param") {
                    // Sphinx's signature parameter states its default with no word for it.
                    return Err("a Python signature parameter (Sphinx)");
                }
                if has_class(b"associatedconstant") {
                    // Rustdoc's `pub const DEFAULT_ENV: &str = "RUST_LOG"` header.
                    return Err("a rustdoc associated constant");
                }
                if has_class(b"property") {
                    // An attribute's signature shows its value (`max_cookie_size = 4093`).
                    return Err("a Sphinx signature property (Python)");
                }
                if has_class(b"doc-heading") {
                    // mkdocstrings' object heading: its code span may be the signature.
                    return Err("an mkdocstrings object heading");
                }
                if has_class(b"sig-object") && has_class(b"std") {
                    // `name=default(TYPE)` as a `std` object's signature: no word either.
                    return Err("a std-domain object signature (Sphinx)");
                }
                let is_pre = name.eq_ignore_ascii_case(b"pre");
                if is_pre && !has_class(b"rust") {
                    // Any other block is read for YAML/TOML/Python config lines.
                    return Err("a code block that is not rustdoc's");
                }
                if pre_open > 0
                    && (name.eq_ignore_ascii_case(b"br")
                        || has_class(b"line")
                        || has_class(b"token-line"))
                {
                    // `pre_text` breaks lines there.
                    return Err("a line break element inside a code block");
                }
                i = t.end;
                if is_void_name(name) {
                    continue;
                }
                if name.eq_ignore_ascii_case(b"button")
                    && stack
                        .iter()
                        .any(|o| b[o.name.0..o.name.1].eq_ignore_ascii_case(b"button"))
                {
                    // The tree builder closes the open button here: text after the
                    // inner one's end is visible, though the stack still hides it.
                    return Err("a button inside a button");
                }
                let raw = match raw_body_of(name) {
                    Some(RawBody::Script) => Some((find_script_end(b, i), false)),
                    Some(RawBody::RawText) => {
                        Some((find_end_tag(b, i, &name.to_ascii_lowercase()), false))
                    }
                    Some(RawBody::Rcdata) => {
                        Some((find_end_tag(b, i, &name.to_ascii_lowercase()), true))
                    }
                    None => None,
                };
                if raw.is_some() && pre_open > 0 {
                    return Err("raw text inside a code block");
                }
                let open = Open {
                    name: t.name,
                    // A heading's "Default" makes its list items defaults
                    // (`Walker::default_list_item`): its text is looked at as prose's is.
                    prose: super::PROSE_BLOCKS
                        .iter()
                        .any(|p| p.as_bytes().eq_ignore_ascii_case(name))
                        || one_of(name, &[b"h1", b"h2", b"h3", b"h4", b"h5", b"h6"]),
                    // A subset of the walk's hidden subtrees (`is_scan_hidden`): hiding less
                    // only keeps more pages for the DOM. `head` is left out on purpose (see
                    // [`Open::hidden`]); svg, math and template are unmodelled above.
                    hidden: one_of(name, &[b"script", b"style", b"noscript", b"nav", b"button"]),
                };
                prose_open += usize::from(open.prose);
                hidden_open += usize::from(open.hidden);
                pre_open += usize::from(is_pre);
                stack.push(open);
                if stack.len() > MAX_QUICK_DEPTH {
                    return Err("deep nesting");
                }
                // Raw text: its content is text up to the matching end tag.
                if let Some((e, refs)) = raw {
                    let ctx = (hidden_open == 0, prose_open > 0 && hidden_open == 0);
                    text_to(st, None, &b[i..e], refs, ctx)?;
                    cut(&mut st.all);
                    cut(&mut st.prose);
                    i = e;
                }
            }
            Some(b'/') => match b.get(lt + 2).copied() {
                Some(c) if c.is_ascii_alphabetic() => {
                    let Some(t) = scan_tag(b, lt + 2) else {
                        return Err("a tag cut off by the end of the page");
                    };
                    let name = &b[t.name.0..t.name.1];
                    let Some(top) = stack.last().copied() else {
                        return Err("an end tag that does not close the open element");
                    };
                    if !b[top.name.0..top.name.1].eq_ignore_ascii_case(name) {
                        return Err("an end tag that does not close the open element");
                    }
                    stack.pop();
                    prose_open -= usize::from(top.prose);
                    hidden_open -= usize::from(top.hidden);
                    if name.eq_ignore_ascii_case(b"pre") {
                        pre_open -= 1;
                        if pre_open == 0 {
                            rust_block_states_nothing(&mut pre_text)?;
                        }
                    }
                    i = t.end;
                }
                Some(b'>') => i = lt + 3,
                None => break,
                _ => i = bogus_end(b, lt + 2),
            },
            Some(b'!') => {
                i = if b[lt..].starts_with(b"<!--") {
                    comment_end(b, lt + 4)
                } else {
                    bogus_end(b, lt + 2)
                };
            }
            Some(b'?') => i = bogus_end(b, lt + 1),
            _ => {
                // A `<` that starts no tag is text.
                if pre_open > 0 {
                    pre_text.push('<');
                }
                i = lt + 1;
            }
        }
        cut(&mut st.all);
        cut(&mut st.prose);
    }
    if pre_open > 0 {
        rust_block_states_nothing(&mut pre_text)?;
    }
    cut(&mut st.all);
    cut(&mut st.prose);
    Ok(())
}

/// A rustdoc code block is read for `const`/`static` declarations and doc-test asserts on a
/// constructed value: the same parser on the same text.
fn rust_block_states_nothing(text: &mut String) -> Result<(), &'static str> {
    let found = !super::parse_block(text, super::Mode::Rust).is_empty();
    text.clear();
    if found {
        Err("a Rust code block that declares a constant or asserts a constructed field")
    } else {
        Ok(())
    }
}
