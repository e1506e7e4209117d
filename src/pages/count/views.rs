//! Views of a page (all text, prose, code) and counting a pattern in each of
//! them in one pass.

#[allow(unused_imports)]
use super::*;

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
pub(crate) enum Matcher {
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
    pub(crate) fn has_ws(&self) -> bool {
        match self {
            Matcher::Literal { raw, .. } => std::str::from_utf8(raw.needle())
                .map_or(true, |s| s.chars().any(char::is_whitespace)),
            Matcher::Regex(_) => true,
        }
    }

    /// Hits in `hay` that count: non-overlapping, left to right, boundary rule applied unless
    /// `substring` (the rule of [`PageAnalysis::count`]).
    pub(crate) fn count(&self, hay: &str, normalized: bool, substring: bool) -> usize {
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
/// [`crate::pages::fastpath`]; a page where the fast path had to approximate a tree rule
/// ([`crate::pages::fastpath::visible_text_checked`] says so) is counted by the DOM path instead
/// (its visible text, as [`PageAnalysis`] uses), so the result equals the DOM path on every page. `Sync`: share one
/// counter between threads, give each thread its own [`ViewScratch`].
pub struct ViewCounter {
    pub(crate) patterns: Vec<Pattern>,
    pub(crate) matchers: Vec<Matcher>,
    pub(crate) opts: CountOptions,
}

/// Per-thread buffers for [`ViewCounter::count`].
#[derive(Default)]
pub struct ViewScratch {
    pub(crate) text: String,
    pub(crate) normalized: String,
}

/// [`text::normalize_ws`] into a reused buffer, without its offset map: runs of non-space
/// bytes are copied in bulk (ASCII whitespace is found bytewise; a non-ASCII character is
/// decoded only to ask whether it is whitespace).
pub(crate) fn normalize_ws_into(s: &str, out: &mut String) {
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
        let exact = crate::pages::fastpath::visible_text_checked(html, &mut scratch.text);
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
