//! Does the DOM path cap a page's nesting? [`crate::pages::text::parse_document`] flattens
//! tags deeper than [`crate::pages::text::MAX_NESTING`] as measured by
//! [`crate::pages::text::max_nesting`]; the fast walker follows the real tree, so on such a
//! page its text is the *uncapped* DOM's and differs from the DOM path (fuzz finding
//! `tests/fuzz/regressions/count/06972869…`). The fast path must say "not exact" there.
//!
//! A second tag walk per page costs about a third of `count`'s CPU, so the walker keeps
//! `max_nesting`'s stack itself ([`Nest`]): it feeds the tags it parses, and where the two
//! tokenisations could differ (a quote outside an attribute value, a raw-text element one
//! reads and the other does not, comments and bogus comments that end differently) it either
//! scans that region the way `max_nesting` does or gives up ([`Nest::lost`]) and the full
//! walk ([`nests_deeper_than`]) decides.

#[allow(unused_imports)]
use super::*;

/// Is `crate::pages::text::max_nesting(html) > cap`? Exactly the same answer (tested against
/// it on the docs corpus, the fuzz seeds and generated pages), in one pass that allocates only
/// its stack (at most `cap` entries).
pub fn nests_deeper_than(html: &str, cap: usize) -> bool {
    let b = html.as_bytes();
    let mut nest = Nest::new(cap);
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
}

#[derive(Clone, Copy)]
struct Open {
    hash: u64,
    start: usize,
    end: usize,
    foreign: bool,
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
        }
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
        if self.stack.len() >= self.cap {
            self.over = true;
            return false;
        }
        let foreign = class == Class::Foreign;
        self.stack.push(Open {
            hash,
            start: name.0,
            end: name.1,
            foreign,
        });
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
            i = self.step(b, lt);
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

    /// One construct of `max_nesting`'s walk at the `<` at `lt`; returns where it resumes.
    fn step(&mut self, b: &[u8], lt: usize) -> usize {
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
        let mut j = name_start;
        while j < n && !matches!(b[j], b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'/' | b'>') {
            j += 1;
        }
        let name = (name_start, j);
        // To the tag's `>`, skipping quoted values (a quote anywhere after the name opens one,
        // as in `max_nesting`).
        while j < n {
            match memchr3(b'>', b'"', b'\'', &b[j..]) {
                None => j = n,
                Some(k) => {
                    let c = b[j + k];
                    if c == b'>' {
                        j += k;
                        break;
                    }
                    j = match memchr(c, &b[j + k + 1..]) {
                        Some(e) => j + k + 1 + e + 1,
                        None => n,
                    };
                }
            }
        }
        let end = (j + 1).min(n);
        let self_closed = j > 0 && b.get(j - 1) == Some(&b'/');
        let hash = name_hash(&b[name.0..name.1]);
        if closing {
            self.end_tag(b, name, hash);
            return end;
        }
        if self.start_tag(b, name, hash, classify(&b[name.0..name.1]), self_closed) {
            return raw_end(b, end, &b[name.0..name.1]);
        }
        end
    }
}

/// Where `max_nesting`'s raw text that starts at `from` ends: the next `</name` (any case),
/// whatever follows it, or EOF.
pub(crate) fn raw_end(b: &[u8], from: usize, name: &[u8]) -> usize {
    let mut k = from;
    while let Some(off) = memchr(b'<', &b[k..]) {
        let at = k + off;
        let close = &b[at + 1..];
        if close.first() == Some(&b'/')
            && close.len() > name.len()
            && close[1..=name.len()].eq_ignore_ascii_case(name)
        {
            return at;
        }
        k = at + 1;
    }
    b.len()
}

/// The lists of [`crate::pages::text::max_nesting`]'s walk (names compared in any case).
pub(crate) fn classify(name: &[u8]) -> Class {
    let mut buf = [0u8; 10];
    if name.len() > buf.len() {
        return Class::Other;
    }
    let lower = &mut buf[..name.len()];
    lower.copy_from_slice(name);
    lower.make_ascii_lowercase();
    match &*lower {
        b"area" | b"base" | b"br" | b"col" | b"embed" | b"hr" | b"img" | b"input" | b"link"
        | b"meta" | b"param" | b"source" | b"track" | b"wbr" | b"keygen" | b"frame" => Class::Void,
        b"script" | b"style" | b"textarea" | b"title" | b"xmp" | b"iframe" | b"noembed"
        | b"noframes" => Class::RawText,
        b"li" | b"p" | b"dt" | b"dd" | b"tr" | b"td" | b"th" | b"option" | b"optgroup" | b"rb"
        | b"rt" | b"rp" | b"rtc" | b"thead" | b"tbody" | b"tfoot" => Class::SiblingCloses,
        b"svg" | b"math" => Class::Foreign,
        b"table" | b"caption" | b"ul" | b"ol" | b"dl" | b"menu" | b"select" | b"ruby"
        | b"template" | b"button" | b"object" | b"applet" | b"marquee" | b"section"
        | b"article" | b"aside" | b"nav" | b"header" | b"footer" | b"main" | b"blockquote"
        | b"figure" | b"figcaption" | b"fieldset" | b"details" | b"dialog" | b"summary"
        | b"search" | b"center" | b"dir" | b"hgroup" | b"h1" | b"h2" | b"h3" | b"h4" | b"h5"
        | b"h6" | b"pre" | b"listing" | b"form" => Class::Boundary,
        _ => Class::Other,
    }
}

/// [`classify`] for a tag the walker has already named (`hash`: its [`name_hash`]): a table
/// lookup for known kinds.
pub(crate) fn class_of(k: K, name: &[u8], hash: u64) -> Class {
    use K::*;
    match k {
        Area | Base | Br | Col | Embed | Hr | Img | Input | Link | Meta | Param | Source
        | Track | Wbr | Keygen | Frame => Class::Void,
        Script | Style | Textarea | Title | Xmp | Iframe | Noembed | Noframes => Class::RawText,
        Li | P | Dt | Dd | Tr | Td | Th | K::Option | Thead | Tbody | Tfoot => Class::SiblingCloses,
        Svg | Math => Class::Foreign,
        Table | Caption | Ul | Ol | Dl | Menu | Select | Ruby | Template | Button | Object
        | Applet | Marquee | Section | Article | Aside | Nav | Header | Footer | Main
        | Blockquote | Figure | Figcaption | Fieldset | Details | Dialog | Summary | Search
        | Center | Dir | Hgroup | H1 | H2 | H3 | H4 | H5 | H6 | Pre | Listing | Form => {
            Class::Boundary
        }
        // `optgroup`, `rb`, `rt`, `rp`, `rtc` have no kind of their own (the hash only
        // preselects: the name decides).
        Other if HASH_IMPLIED_END.contains(&hash) => classify(name),
        _ => Class::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::text::{max_nesting, MAX_NESTING};

    #[test]
    fn class_of_kind_equals_classify() {
        for name in [
            "a",
            "p",
            "P",
            "li",
            "optgroup",
            "rtc",
            "rb",
            "br",
            "BR",
            "frame",
            "image",
            "title",
            "noscript",
            "plaintext",
            "svg",
            "math",
            "Math",
            "tbody",
            "select",
            "xyz",
            "option",
            "table",
            "Caption",
            "ul",
            "template",
            "marquee",
            "ruby",
            "figcaption",
            "blockquote",
            "H2",
            "listing",
            "form",
            "noscript",
        ] {
            let mut buf = name.as_bytes().to_vec();
            buf.make_ascii_lowercase();
            let class = class_of(kind_of(&buf), name.as_bytes(), name_hash(name.as_bytes()));
            assert!(class == classify(name.as_bytes()), "{name}");
        }
    }

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
