//! THE nesting check, and the caps of the DOM path. html5ever's tree builder is quadratic in
//! nesting depth and in a tag's attribute count, so [`parse_document`](crate::pages::text::parse_document)
//! parses [`cap_page`]'s copy of an over-cap page: tags nested deeper than [`MAX_NESTING`]
//! are dropped (their text stays) and attributes past [`MAX_ATTRIBUTES`] are cut. The depth
//! is measured by one walk with an approximate open-element stack (`Nest`: void elements,
//! raw text, implied ends of same-name siblings, `/>` in svg/math), shared by
//! [`max_nesting`], [`cap_check`], [`cap_page`] and the fast path.
//!
//! The fast walker follows the real tree, so on an over-cap page its text is the *uncapped*
//! DOM's and differs from the DOM path (fuzz finding `tests/fuzz/regressions/count/06972869…`):
//! the fast path must say "not exact" there. A second tag walk per page costs about a third
//! of `count`'s CPU, so the walker keeps this walk's stack itself: it feeds the tags it
//! parses, and where the two readings could differ (a raw-text element one reads and the
//! other does not, comments and bogus comments that end differently) it either scans that
//! region with `Nest::scan` or gives up (`Nest::lost`) and the full walk
//! ([`nests_deeper_than`]) decides. Both read tags with the one tag scanner
//! ([`super::tag`]), so a tag ends in the same place for both.

use memchr::memchr;

use super::elements::{is_implied_end_other, is_void, kind_of_any_case, name_hash, raw_body, K};
use super::raw::{finders, raw_end};
use super::tag::{name_end, scan_tag};

/// Deepest element nesting the DOM path builds. html5ever's tree builder is
/// quadratic in nesting depth (a 1.1 MB page of 100,000 nested `<div>`s took
/// 59 s); real docs pages nest under 100. Deeper tags are dropped (their text
/// is kept) and [`cap_warning`] says so; pages under the cap parse as they
/// always did, so the fast path still matches the DOM path on them.
pub const MAX_NESTING: usize = 1000;

/// Most elements the DOM path builds for one page. html5ever's tree costs about 200 bytes an
/// element, so a 10 MB page of `<li><p>` (2.8 million elements) needed 630 MB for
/// `count --explain` and `scan`, and at 500,000 a row of 2 million `<td>`s still took 234 MB;
/// the largest of the toolchain's 48,625 doc pages (an 8.5 MB source listing) opens 154,000
/// (`reference/print.html`, 4.4 MB: 89,000). Start tags past this many are dropped (their text stays,
/// as past [`MAX_NESTING`]) and [`cap_warning`] says so; the fast path leaves such a page to
/// the DOM path, so both read the same capped text.
pub const MAX_ELEMENTS: usize = 300_000;

/// Most attributes the DOM path keeps on one tag (and on all `<html>` tags together, and
/// all `<body>` tags together: a repeated one adds its attributes to the first). html5ever
/// checks each new attribute name against every earlier one of the tag, so a `<p>` with
/// 1,000,000 attributes (11 MB) took minutes; real pages put a few dozen on a tag.
/// Attributes never change visible text; later ones are dropped and [`cap_warning`] says so.
pub const MAX_ATTRIBUTES: usize = 256;

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
    if stats.elements > MAX_ELEMENTS {
        parts.push(format!(
            "the page opens {} elements; the DOM path keeps the first {MAX_ELEMENTS} and reads later tags as text only",
            stats.elements
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

/// Deepest element nesting of `html` (approximate, see `Nest`).
pub fn max_nesting(html: &str) -> usize {
    walk_tags(html, |_| false).deepest
}

/// `html` as the DOM path parses it, when it is over a cap: without the tags nested deeper
/// than [`MAX_NESTING`] (their text stays) and without the attributes past
/// [`MAX_ATTRIBUTES`] on a tag; `None` when the page is within both caps.
pub struct CappedPage {
    /// The page with the over-deep tags and the excess attributes removed; the text is unchanged.
    pub html: String,
    /// The deepest nesting found (before the cap).
    pub depth: usize,
    /// The most attributes found on one tag (before the cap).
    pub most_attributes: usize,
}

/// See [`CappedPage`].
pub fn cap_page(html: &str) -> Option<CappedPage> {
    let stats = walk_tags(html, |_| false);
    if stats.deepest <= MAX_NESTING && stats.elements <= MAX_ELEMENTS && !stats.attributes_over {
        return None;
    }
    let mut out = String::with_capacity(html.len());
    let mut copied = 0;
    walk_tags(html, |t| {
        let drop = if t.is_end {
            t.closes_dropped
        } else {
            !t.void && (t.depth_before >= MAX_NESTING || t.elements_before >= MAX_ELEMENTS)
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

/// `html` with the attributes past each tag's budget ([`MAX_ATTRIBUTES`]) overwritten by
/// spaces: the same length and the same offsets, so a source map built on it (the layout
/// `count --explain` and `check` build with html5gum, which keeps every attribute of a tag
/// in memory: 285 MiB for one tag with a million) still points into the page. `None` when
/// no tag is over its budget. Only ASCII bytes of the tag are replaced (from an attribute's
/// start to the tag's `>` or `/>`), so the text stays UTF-8.
pub(crate) fn blank_extra_attributes(html: &str) -> Option<String> {
    if !walk_tags(html, |_| false).attributes_over {
        return None;
    }
    let mut out = html.as_bytes().to_vec();
    walk_tags(html, |t| {
        if let Some(cut) = t.cut_attributes_at {
            let mut keep_from = t.end;
            if out.get(t.end - 1) == Some(&b'>') {
                keep_from = t.end - 1;
                if keep_from > cut && out[keep_from - 1] == b'/' {
                    keep_from -= 1;
                }
            }
            for b in &mut out[cut..keep_from.max(cut)] {
                *b = b' ';
            }
        }
        false
    });
    // Whole multi-byte characters inside the cut became spaces; the cut's ends are ASCII.
    String::from_utf8(out).ok()
}

/// One tag seen by [`walk_tags`].
pub(crate) struct TagSeen {
    /// The tag's bytes: `html[start..end]`.
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// Open elements before it.
    pub(crate) depth_before: usize,
    /// Elements opened before it (a start tag's index among the non-void start tags).
    pub(crate) elements_before: usize,
    pub(crate) is_end: bool,
    /// An end tag that closes an element whose start tag was dropped.
    pub(crate) closes_dropped: bool,
    /// A start tag that opens no element (void, or self-closed in svg/math): never dropped.
    pub(crate) void: bool,
    /// A start tag with more attributes than its budget: where the first one over starts
    /// (the attributes from there to the tag's end are to be cut).
    pub(crate) cut_attributes_at: Option<usize>,
}

/// What [`walk_tags`] found.
pub(crate) struct TagStats {
    pub(crate) deepest: usize,
    /// Elements opened (non-void start tags), as [`MAX_ELEMENTS`] counts them.
    pub(crate) elements: usize,
    pub(crate) most_attributes: usize,
    /// Some tag's attributes are over its budget (and cut by [`cap_page`]).
    pub(crate) attributes_over: bool,
}

/// What a full walk reports besides the stack: every tag goes to `f` (which says whether a
/// start tag is dropped), and attributes are counted against [`MAX_ATTRIBUTES`].
struct Watch<F> {
    f: F,
    /// Attributes still allowed on `<html>` and on `<body>` tags (a repeated one adds its
    /// attributes to the element the first made).
    html_left: usize,
    body_left: usize,
    most_attributes: usize,
    attributes_over: bool,
}

/// Walks the tags of `html` with [`Nest`]'s stack (no cap), calling `f` with every tag;
/// `f` returns whether a start tag is dropped.
pub(crate) fn walk_tags(html: &str, f: impl FnMut(&TagSeen) -> bool) -> TagStats {
    let b = html.as_bytes();
    let mut nest = Nest::new(usize::MAX);
    let mut watch = Watch {
        f,
        html_left: MAX_ATTRIBUTES,
        body_left: MAX_ATTRIBUTES,
        most_attributes: 0,
        attributes_over: false,
    };
    let mut i = 0;
    while let Some(off) = memchr(b'<', &b[i..]) {
        i = nest.step(b, i + off, Some(&mut watch));
        if i >= b.len() {
            break;
        }
    }
    TagStats {
        deepest: nest.deepest,
        elements: nest.elements,
        most_attributes: watch.most_attributes,
        attributes_over: watch.attributes_over,
    }
}

/// Is [`max_nesting`]`(html) > cap`? Exactly the same answer (tested against
/// it on the docs corpus, the fuzz seeds and generated pages), in one pass that allocates only
/// its stack (at most `cap` entries).
pub fn nests_deeper_than(html: &str, cap: usize) -> bool {
    let b = html.as_bytes();
    let mut nest = Nest::new(cap);
    nest.scan(b, 0, b.len());
    nest.over
}

/// Does the DOM path cut `html` for nesting or element count ([`MAX_NESTING`],
/// [`MAX_ELEMENTS`])? One pass that stops once either cap is passed: what the fast path asks
/// where its own copy of the stack could not decide.
pub fn over_dom_caps(html: &str) -> bool {
    let b = html.as_bytes();
    let mut nest = Nest::new(MAX_NESTING).with_element_cap(MAX_ELEMENTS);
    nest.scan(b, 0, b.len());
    nest.over
}

/// `max_nesting`'s open-element stack, fed by the walker or by [`Nest::scan`].
pub(crate) struct Nest {
    cap: usize,
    /// The open elements: their names as ranges of the page's bytes, compared ASCII
    /// case-insensitively (as `max_nesting` does) after their [`name_hash`]es.
    stack: Vec<Open>,
    /// Open elements per low byte of their hash: an end tag of a name that is not open (the
    /// usual case for a stray one) is answered without scanning the stack.
    open: [u32; 256],
    foreign_open: usize,
    /// Stack positions of the open boundary elements (`text`'s `BOUNDARY`, svg, math): a
    /// sibling-closing start tag does not close through one.
    boundaries: Vec<usize>,
    /// The stack passed the cap: the answer is known.
    pub(crate) over: bool,
    /// The walker's tokenisation and `max_nesting`'s may differ from here on.
    pub(crate) lost: bool,
    /// `max_nesting` reads raw text up to this position (0: it does not).
    pub(crate) resume_at: usize,
    /// The deepest the stack has been.
    deepest: usize,
    /// Elements opened so far (non-void start tags).
    pub(crate) elements: usize,
    /// Past this many elements the answer is known ([`MAX_ELEMENTS`] for the fast path's
    /// copy, no limit for [`walk_tags`] and [`nests_deeper_than`]).
    element_cap: usize,
}

#[derive(Clone, Copy)]
struct Open {
    hash: u64,
    start: usize,
    end: usize,
    foreign: bool,
    /// [`walk_tags`]' callback dropped its start tag.
    dropped: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    Void,
    SiblingCloses,
    RawText,
    Foreign,
    Boundary,
    Other,
}

impl Nest {
    pub(crate) fn new(cap: usize) -> Nest {
        Nest {
            cap,
            stack: Vec::new(),
            open: [0; 256],
            foreign_open: 0,
            boundaries: Vec::new(),
            over: false,
            lost: false,
            resume_at: 0,
            deepest: 0,
            elements: 0,
            element_cap: usize::MAX,
        }
    }

    /// The same stack, also over once more than `cap` elements have opened.
    pub(crate) fn with_element_cap(mut self, cap: usize) -> Nest {
        self.element_cap = cap;
        self
    }

    /// Should the walker feed the construct starting at `at`? Not once the answer is known,
    /// nor while `max_nesting` is inside raw text.
    pub(crate) fn live(&mut self, at: usize) -> bool {
        if self.over || self.lost || self.resume_at > at {
            return false;
        }
        if self.resume_at != 0 && self.resume_at < at {
            // The walker passed the end of `max_nesting`'s raw text without stopping there.
            self.lost = true;
            return false;
        }
        self.resume_at = 0;
        true
    }

    /// A start tag named `b[name.0..name.1]` (`hash`: its [`name_hash`]); returns whether
    /// `max_nesting` now reads raw text (up to [`raw_end`]).
    pub(crate) fn start_tag(
        &mut self,
        b: &[u8],
        name: (usize, usize),
        hash: u64,
        class: Class,
        self_closed: bool,
    ) -> bool {
        if class == Class::Void || (self_closed && self.foreign_open > 0) {
            return false;
        }
        if class == Class::SiblingCloses {
            self.close_sibling(b, name, hash);
        }
        if self.stack.len() >= self.cap || self.elements >= self.element_cap {
            self.over = true;
            return false;
        }
        self.elements += 1;
        let foreign = class == Class::Foreign;
        self.stack.push(Open {
            hash,
            start: name.0,
            end: name.1,
            foreign,
            dropped: false,
        });
        self.deepest = self.deepest.max(self.stack.len());
        self.foreign_open += usize::from(foreign);
        self.open[hash as u8 as usize] += 1;
        if foreign || class == Class::Boundary {
            self.boundaries.push(self.stack.len() - 1);
        }
        class == Class::RawText
    }

    /// An end tag: pops through the topmost element of that name, if one is open.
    #[inline]
    pub(crate) fn end_tag(&mut self, b: &[u8], name: (usize, usize), hash: u64) {
        // The usual case: it closes the current element, spelled the same way.
        if let Some(&top) = self.stack.last() {
            if top.hash == hash && b[top.start..top.end] == b[name.0..name.1] {
                self.stack.pop();
                self.foreign_open -= usize::from(top.foreign);
                self.open[top.hash as u8 as usize] -= 1;
                if self.boundaries.last() == Some(&self.stack.len()) {
                    self.boundaries.pop();
                }
                return;
            }
        }
        self.end_tag_below(b, name, hash);
    }

    fn end_tag_below(&mut self, b: &[u8], name: (usize, usize), hash: u64) {
        if let Some(pos) = self.topmost(b, name, hash) {
            self.truncate(pos);
        }
    }

    /// A sibling-closing start tag (`<li>`, `<td>`, …): pops through the topmost element of
    /// that name unless a boundary element is open above it.
    fn close_sibling(&mut self, b: &[u8], name: (usize, usize), hash: u64) {
        if let Some(pos) = self.topmost(b, name, hash) {
            if self.boundaries.last().is_none_or(|&at| at <= pos) {
                self.truncate(pos);
            }
        }
    }

    /// Position of the topmost open element named `b[name.0..name.1]`.
    fn topmost(&self, b: &[u8], name: (usize, usize), hash: u64) -> Option<usize> {
        if self.open[hash as u8 as usize] == 0 {
            return None;
        }
        let want = &b[name.0..name.1];
        let named = |e: &Open| e.hash == hash && b[e.start..e.end].eq_ignore_ascii_case(want);
        self.stack.iter().rposition(named)
    }

    fn truncate(&mut self, pos: usize) {
        for e in &self.stack[pos..] {
            self.foreign_open -= usize::from(e.foreign);
            self.open[e.hash as u8 as usize] -= 1;
        }
        self.stack.truncate(pos);
        while self.boundaries.last().is_some_and(|&at| at >= pos) {
            self.boundaries.pop();
        }
    }

    /// Walks `b[from..]` the way `max_nesting` does, up to `to`: returns false (and sets
    /// [`Nest::lost`]) when a construct starting before `to` ends after it, i.e. the walk
    /// would not arrive at `to` in step with the walker.
    pub(crate) fn scan(&mut self, b: &[u8], from: usize, to: usize) -> bool {
        let n = b.len();
        let mut i = from;
        while !self.over {
            let Some(off) = memchr(b'<', &b[i..to]) else {
                return true;
            };
            let lt = i + off;
            i = self.step::<fn(&TagSeen) -> bool>(b, lt, None);
            if i > to {
                self.lost = true;
                return false;
            }
            if i == n {
                break;
            }
        }
        true
    }

    /// One construct of the walk at the `<` at `lt`; returns where it resumes. With a
    /// [`Watch`], every tag goes to its callback and attributes are counted.
    fn step<F: FnMut(&TagSeen) -> bool>(
        &mut self,
        b: &[u8],
        lt: usize,
        mut watch: Option<&mut Watch<F>>,
    ) -> usize {
        let n = b.len();
        let rest = &b[lt + 1..];
        if rest.starts_with(b"!--") {
            return match finders::COMMENT_CLOSE.find(&b[lt + 4..]) {
                Some(e) => lt + 4 + e + 3,
                None => n,
            };
        }
        let closing = rest.first() == Some(&b'/');
        let name_start = lt + 1 + usize::from(closing);
        if !b.get(name_start).is_some_and(u8::is_ascii_alphabetic) {
            return if matches!(rest.first(), Some(b'!' | b'?')) {
                memchr(b'>', &b[lt..]).map_or(n, |e| lt + e + 1)
            } else {
                lt + 1
            };
        }
        // Attributes are counted against their budget only in a full walk; `<html>` and
        // `<body>` share one budget across all their tags.
        let name = (name_start, name_end(b, name_start));
        let k = kind_of_any_case(&b[name.0..name.1]);
        let limit = match watch.as_deref() {
            Some(w) if !closing => match k {
                K::Html => w.html_left.min(MAX_ATTRIBUTES),
                K::Body => w.body_left.min(MAX_ATTRIBUTES),
                _ => MAX_ATTRIBUTES,
            },
            _ => usize::MAX,
        };
        let t = scan_tag(b, name_start, limit);
        let end = t.end;
        // The walk's self-closing test: `/` just before the `>` (`<a href=x/>` too).
        let gt = if t.closed { end - 1 } else { n };
        let self_closed = b.get(gt.wrapping_sub(1)) == Some(&b'/');
        let hash = name_hash(&b[name.0..name.1]);
        if closing {
            if let Some(w) = watch {
                if let Some(pos) = self.topmost(b, name, hash) {
                    (w.f)(&TagSeen {
                        start: lt,
                        end,
                        depth_before: self.stack.len(),
                        elements_before: self.elements,
                        is_end: true,
                        closes_dropped: self.stack[pos].dropped,
                        void: false,
                        cut_attributes_at: None,
                    });
                }
            }
            self.end_tag(b, name, hash);
            return end;
        }
        let cut_attributes_at = match watch.as_deref_mut() {
            Some(w) => {
                w.most_attributes = w.most_attributes.max(t.attributes);
                w.attributes_over |= t.over_at.is_some();
                match k {
                    K::Html => w.html_left = w.html_left.saturating_sub(t.attributes),
                    K::Body => w.body_left = w.body_left.saturating_sub(t.attributes),
                    _ => {}
                }
                t.over_at
            }
            None => None,
        };
        let class = class_of(k, &b[name.0..name.1], hash);
        let mut seen = TagSeen {
            start: lt,
            end,
            depth_before: self.stack.len(),
            elements_before: self.elements,
            is_end: false,
            closes_dropped: false,
            void: true,
            cut_attributes_at,
        };
        if class == Class::Void || (self_closed && self.foreign_open > 0) {
            if let Some(w) = watch {
                if cut_attributes_at.is_some() {
                    (w.f)(&seen);
                }
            }
            return end;
        }
        if class == Class::SiblingCloses {
            self.close_sibling(b, name, hash);
        }
        let raw = self.start_tag(b, name, hash, class, self_closed);
        if let Some(w) = watch {
            // `start_tag` pushed it (no cap in a full walk): the callback decides its fate.
            seen.void = false;
            seen.depth_before = self.stack.len() - 1;
            seen.elements_before = self.elements - 1;
            let dropped = (w.f)(&seen);
            if let Some(top) = self.stack.last_mut() {
                top.dropped = dropped;
            }
        }
        if raw {
            return raw_end(b, end, &b[name.0..name.1]);
        }
        end
    }
}

/// How the walk treats an element of kind `k` named `name` (`hash`: its [`name_hash`]):
/// void and raw text by the one element tables ([`is_void`], [`raw_body`]); the siblings
/// that close each other; svg and math; and the boundaries a sibling does not close through
/// (`<li><ul><li>` and `<td><table><tr><td>` nest: a page of 20,000 nested
/// `<table><tr><td>` nests 80,000 deep in the DOM). The boundaries are the tree rules' scope
/// boundaries and the special elements an `<li>` stops at; where the rules do close through
/// one (`<p>` closes at `<section>`'s start already) the walk overestimates depth, which only
/// matters to pages nesting hundreds deep.
pub(crate) fn class_of(k: K, name: &[u8], hash: u64) -> Class {
    use K::*;
    if is_void(k) {
        return Class::Void;
    }
    if raw_body(k).is_some() {
        return Class::RawText;
    }
    match k {
        Li | P | Dt | Dd | Tr | Td | Th | K::Option | Thead | Tbody | Tfoot => Class::SiblingCloses,
        Svg | Math => Class::Foreign,
        Table | Caption | Ul | Ol | Dl | Menu | Select | Ruby | Template | Button | Object
        | Applet | Marquee | Section | Article | Aside | Nav | Header | Footer | Main
        | Blockquote | Figure | Figcaption | Fieldset | Details | Dialog | Summary | Search
        | Center | Dir | Hgroup | H1 | H2 | H3 | H4 | H5 | H6 | Pre | Listing | Form => {
            Class::Boundary
        }
        // `optgroup`, `rb`, `rt`, `rp`, `rtc` have no kind of their own.
        Other if is_implied_end_other(name, hash) => Class::SiblingCloses,
        _ => Class::Other,
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn elements_past_the_cap_are_dropped_with_their_end_tags_and_text_kept() {
        let n = MAX_ELEMENTS + 5;
        let page = format!("<div>{}</div>", "<span>x</span>".repeat(n));
        assert_eq!(walk_tags(&page, |_| false).elements, n + 1);
        assert!(over_dom_caps(&page));
        let (warning, _) = cap_check(&page);
        assert!(warning
            .unwrap()
            .contains(&format!("opens {} elements", n + 1)));
        let capped = cap_page(&page).expect("over the element cap");
        // The div and the first MAX_ELEMENTS - 1 spans keep their tags; later spans lose
        // both tags, and every `x` stays.
        assert_eq!(capped.html.matches("<span>").count(), MAX_ELEMENTS - 1);
        assert_eq!(capped.html.matches("</span>").count(), MAX_ELEMENTS - 1);
        assert_eq!(capped.html.matches('x').count(), n);
        assert!(capped.html.ends_with("xxxxxx</div>"));
        // One under the cap: untouched.
        let page = "<span>x</span>".repeat(MAX_ELEMENTS);
        assert!(!over_dom_caps(&page));
        assert!(cap_page(&page).is_none());
        assert!(cap_check(&page).0.is_none());
    }

    #[test]
    fn extra_attributes_are_blanked_in_place() {
        let attrs: String = (0..MAX_ATTRIBUTES + 5)
            .map(|i| format!(" a{i}=\"é{i}\""))
            .collect();
        let html = format!("<p{attrs}/>text é<b x=1>y</b>");
        let blanked = blank_extra_attributes(&html).expect("over the cap");
        assert_eq!(blanked.len(), html.len());
        let keep = format!(" a{}=", MAX_ATTRIBUTES - 1);
        assert!(blanked.contains(&keep), "the first {MAX_ATTRIBUTES} stay");
        assert!(!blanked.contains(&format!(" a{}=", MAX_ATTRIBUTES)));
        assert!(
            blanked.ends_with("/>text é<b x=1>y</b>"),
            "{}",
            &blanked[blanked.len() - 30..]
        );
        assert_eq!(blank_extra_attributes("<p a=1 b=2>x"), None);
    }
    use super::*;

    /// Pages that stress each rule of the walk, at depths around a small cap and the real one.
    #[test]
    fn equals_max_nesting_on_constructed_pages() {
        let deep = |open: &str, k: usize| open.repeat(k);
        let mut pages: Vec<String> = Vec::new();
        for k in [0, 1, 2, 5, 999, 1000, 1001, 1002, 3000] {
            pages.push(deep("<div>", k));
            pages.push(deep("<DiV class='a>b'>x", k));
            pages.push(deep("<b></i>", k));
            pages.push(deep("<p><span>", k));
            pages.push(deep("<li>", k));
            pages.push(deep("<br><img/>", k));
            pages.push(deep("<svg><path/>", k));
            pages.push(deep("<g/>", k));
            pages.push(format!("<svg>{}", deep("<g/>", k)));
            pages.push(format!(
                "<math>{}</math>{}",
                deep("<mi>", k),
                deep("<i>", k)
            ));
            pages.push(format!(
                "<title>{}</title>{}",
                deep("<b>", k),
                deep("<u>", k / 2)
            ));
            pages.push(format!(
                "<script>{}</scriptx>{}",
                deep("<b>", k),
                deep("<u>", k)
            ));
            pages.push(format!("<!-- {} -->{}", deep("<b>", k), deep("<em>", k)));
            pages.push(format!("<!--> {}", deep("<b>", k)));
            pages.push(format!("<!x {}>{}", deep("<b>", 3), deep("<s>", k)));
            pages.push(format!("<? {}>{}", deep("<b>", 3), deep("<s>", k)));
            pages.push(format!("</ {}", deep("<b>", k)));
            pages.push(format!("{}<a href=\"x{}", deep("<q>", k), deep("<b>", k)));
            pages.push(format!(
                "{}</div>{}",
                deep("<div><span>", k / 2),
                deep("<i>", k)
            ));
            pages.push(format!("{}<tr>{}", deep("<tr><td>", k), deep("<b>", k)));
            pages.push(deep("<a b=\"1\" c='2' d=e/>", k));
            pages.push(format!("<svg>{}</svg>", deep("<a x=1/>", k)));
            pages.push(format!("<textarea>{}", deep("<b>", k)));
            pages.push(format!("{}<textarea", deep("<b>", k)));
            pages.push(format!("{}<Å>", deep("<ü>", k)));
            pages.push(deep("<table><tr><td>", k));
            pages.push(deep("<li><ul>", k));
            pages.push(format!("{}{}", deep("<li><ul>", k), deep("</ul><li>", k)));
            pages.push(deep("<p><button><p>", k));
            pages.push(deep("<TD><Table><TR>", k));
            pages.push(format!("<svg>{}", deep("<li>", k)));
            pages.push(deep("<li><section>", k));
            pages.push(deep("<dd><figcaption><dt>", k));
        }
        pages.extend(
            [
                "<noscript><link rel=x></noscript><b><i>",
                "<noscript><b><i></noscript><u>",
                "<head><noscript><style>x</style></noscript></head><p><b>",
                "<svg><title><b></title><i><u></svg>",
                "<svg><title/><b><i>",
                "<script>a</script ><b>",
                "<script>if (a<b) {}</script><b><i>",
                "<script><!--<script></script>--></script><b>",
                "<script>x</scriptx></script><b>",
                "<style>a</STYLE><b>",
                "<textarea><b></textarea><i>",
                "<plaintext><b><i><u>",
                "<a b\"c>d\">e<b><i>",
                "<a href=x'y><b>'<i>",
                "<b><!--> <i> --> <u>",
                "<b><!-- a --!> <i> --> <u>",
                "<b></ <i>><u>",
                "<math><![CDATA[<b>]]><i>",
                "<b><i><u",
                "<b><i></u",
                "<p><b><p><i></i></b>",
                "<li><b><li><i>",
                "<table><tr><td><b><tr><td><i>",
                "<select><optgroup><b><optgroup><i>",
                "<svg><g/><g/><path d=x/><g>",
                "<a><B><I></b></i></A><b>",
            ]
            .map(str::to_string),
        );
        let mut decided = 0;
        for html in &pages {
            let depth = max_nesting(html);
            let caps = [
                1,
                2,
                4,
                999,
                MAX_NESTING,
                1001,
                depth.saturating_sub(1),
                depth,
            ];
            for cap in caps {
                let want = depth > cap;
                let what = format!(
                    "cap {cap}, depth {depth}, page of {} bytes starting {:?}",
                    html.len(),
                    &html[..html.len().min(60)]
                );
                assert_eq!(nests_deeper_than(html, cap), want, "{what}");
                if let Some(got) = crate::pages::fastpath::nesting_by_walker(html, cap) {
                    assert_eq!(got, want, "walker: {what}");
                    decided += 1;
                }
            }
        }
        assert!(
            decided > pages.len() * 4,
            "the walker decided only {decided} cases"
        );
    }
}
