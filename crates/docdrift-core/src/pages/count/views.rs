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
    /// Hits in the decoded HTML, boundary rule applied (same as [`PageCount::html`]).
    pub html: usize,
    /// Hits in the visible text (same as [`PageCount::text`]).
    pub text: usize,
    /// Hits in the visible text with whitespace runs collapsed (same as
    /// [`PageCount::text_normalized`]).
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
        /// How the normalised count is taken (decided once per phrase).
        norm: NormCount,
    },
    Regex(regex::Regex),
}

/// How [`ViewCounter`] gets a literal's count in the normalised text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NormCount {
    /// One word, no whitespace: the same count as in the text (same characters, neighbours
    /// equal up to the kind of whitespace, which the boundary rule does not distinguish).
    SameAsText,
    /// Words joined by single spaces, no leading or trailing whitespace: counted in the text
    /// itself by [`count_ws_flexible`], without building the normalised text.
    Flexible,
    /// Anything else (leading/trailing whitespace, regexes): build the normalised text.
    Normalize,
}

/// The normalised-text count of a phrase `w1 w2 … wk` (words without whitespace, joined by
/// single spaces), taken in the un-normalised `text`: a hit in the normalised text is exactly
/// `w1`, a run of whitespace, `w2`, …, `wk` in the text (each run collapses to one space and
/// is maximal because words start and end with non-whitespace), the mapping between the two
/// texts keeps order, so leftmost non-overlapping hits correspond one to one, and the
/// boundary rule sees the same characters next to a hit, up to the kind of whitespace (it
/// treats all whitespace alike). `tests` below compare it with normalising on generated texts.
pub(crate) fn count_ws_flexible(
    text: &str,
    words: &[memchr::memmem::Finder<'static>],
    substring: bool,
) -> usize {
    let Some((first, rest)) = words.split_first() else {
        return 0;
    };
    let b = text.as_bytes();
    let w1 = first.needle().len();
    let mut n = 0;
    let mut pos = 0;
    while pos < b.len() {
        let Some(k) = first.find(&b[pos..]) else {
            break;
        };
        let start = pos + k;
        match flexible_end(text, start + w1, rest) {
            Some(end) => {
                if substring || !inside_larger_token(text, start, end) {
                    n += 1;
                }
                pos = end;
            }
            // Another occurrence of the first word may start inside this one.
            None => pos = start + 1,
        }
    }
    n
}

/// Where `rest` ends when each of its words follows a non-empty whitespace run from `at`.
fn flexible_end(
    text: &str,
    mut at: usize,
    rest: &[memchr::memmem::Finder<'static>],
) -> Option<usize> {
    let b = text.as_bytes();
    for w in rest {
        let run_start = at;
        while at < b.len() {
            let c = b[at];
            if c < 0x80 {
                if !matches!(c, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r') {
                    break;
                }
                at += 1;
            } else {
                let ch = text[at..].chars().next()?;
                if !ch.is_whitespace() {
                    break;
                }
                at += ch.len_utf8();
            }
        }
        if at == run_start || !b[at..].starts_with(w.needle()) {
            return None;
        }
        at += w.needle().len();
    }
    Some(at)
}

impl Matcher {
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
    /// Two or more literals: their html and text counts come from one pass.
    pub(crate) shared: Option<SharedLiterals>,
}

/// Per-thread buffers for [`ViewCounter::count`].
#[derive(Default)]
pub struct ViewScratch {
    pub(crate) text: String,
    pub(crate) normalized: String,
    pub(crate) last_end: Vec<usize>,
    pub(crate) html_hits: Vec<usize>,
    pub(crate) text_hits: Vec<usize>,
}

/// Every literal phrase counted in one pass over a haystack (Teddy, the SIMD multi-literal
/// search of `aho-corasick`) instead of one `memmem` pass per phrase. The packed searcher
/// reports the leftmost position where any phrase starts; every phrase starting there is
/// checked and the search resumes one byte later, so every occurrence of every phrase is
/// seen in order, and a phrase's hit counts when it starts at or after the end of its
/// previous hit: exactly the non-overlapping hits of `memmem::find_iter` (tested against it
/// below and on the whole corpus by the bench).
pub(crate) struct SharedLiterals {
    searcher: aho_corasick::packed::Searcher,
    /// Each literal: the index of its matcher and its bytes.
    needles: Vec<(usize, Box<[u8]>)>,
}

impl SharedLiterals {
    fn new(matchers: &[Matcher]) -> Option<SharedLiterals> {
        let needles: Vec<(usize, Box<[u8]>)> = matchers
            .iter()
            .enumerate()
            .filter_map(|(i, m)| match m {
                Matcher::Literal { raw, .. } if !raw.needle().is_empty() => {
                    Some((i, raw.needle().into()))
                }
                _ => None,
            })
            .collect();
        if needles.len() < 2 {
            return None;
        }
        let searcher = aho_corasick::packed::Config::new()
            .match_kind(aho_corasick::packed::MatchKind::LeftmostFirst)
            .builder()
            .extend(needles.iter().map(|(_, n)| n))
            .build()?;
        Some(SharedLiterals { searcher, needles })
    }

    /// Sets `counts[i]` for every literal matcher `i`: its hits in `hay` that count
    /// ([`Matcher::count`]'s rule).
    fn count(&self, hay: &str, substring: bool, last_end: &mut Vec<usize>, counts: &mut [usize]) {
        last_end.clear();
        last_end.resize(self.needles.len(), 0);
        for &(i, _) in &self.needles {
            counts[i] = 0;
        }
        let b = hay.as_bytes();
        let mut pos = 0;
        while pos < b.len() {
            let Some(m) = self
                .searcher
                .find_in(b, aho_corasick::Span::from(pos..b.len()))
            else {
                break;
            };
            let p = m.start();
            for (k, (i, needle)) in self.needles.iter().enumerate() {
                if p >= last_end[k] && b[p..].starts_with(needle) {
                    last_end[k] = p + needle.len();
                    if substring || !inside_larger_token(hay, p, p + needle.len()) {
                        counts[*i] += 1;
                    }
                }
            }
            pos = p + 1;
        }
    }
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
    /// Compile the patterns once (memmem finders for literals) for counting many pages.
    pub fn new(patterns: Vec<Pattern>, opts: CountOptions) -> ViewCounter {
        let matchers: Vec<Matcher> = patterns
            .iter()
            .map(|p| match p {
                Pattern::Literal(s) => {
                    let normalized = text::normalize_ws(s);
                    let words: Vec<&str> = s
                        .split(char::is_whitespace)
                        .filter(|w| !w.is_empty())
                        .collect();
                    let norm = if words.len() == 1 && !s.contains(char::is_whitespace) {
                        NormCount::SameAsText
                    } else if !words.is_empty() && normalized == words.join(" ") {
                        NormCount::Flexible
                    } else {
                        NormCount::Normalize
                    };
                    Matcher::Literal {
                        raw: memchr::memmem::Finder::new(s.as_bytes()).into_owned(),
                        normalized: memchr::memmem::Finder::new(normalized.as_bytes()).into_owned(),
                        words: words
                            .iter()
                            .map(|w| memchr::memmem::Finder::new(w.as_bytes()).into_owned())
                            .collect(),
                        norm,
                    }
                }
                Pattern::Regex(r) => Matcher::Regex(r.clone()),
            })
            .collect();
        let shared = SharedLiterals::new(&matchers);
        ViewCounter {
            patterns,
            matchers,
            opts,
            shared,
        }
    }

    /// The patterns, in the order given to [`ViewCounter::new`] (the order of
    /// [`PageViews::counts`]).
    pub fn patterns(&self) -> &[Pattern] {
        &self.patterns
    }

    /// The counting options given to [`ViewCounter::new`].
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
        let ViewScratch {
            normalized,
            last_end,
            html_hits: shared_html,
            text_hits: shared_text,
            ..
        } = scratch;
        if let Some(shared) = &self.shared {
            for v in [&mut *shared_html, &mut *shared_text] {
                v.clear();
                v.resize(self.matchers.len(), 0);
            }
            shared.count(html, sub, last_end, shared_html);
            shared.count(text, sub, last_end, shared_text);
        }
        let counts = self
            .matchers
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let in_shared = self.shared.is_some()
                    && matches!(m, Matcher::Literal { raw, .. } if !raw.needle().is_empty());
                let (html_hits, text_hits) = if in_shared {
                    (shared_html[i], shared_text[i])
                } else {
                    (m.count(html, false, sub), m.count(text, false, sub))
                };
                let text_normalized = match m {
                    Matcher::Literal {
                        norm: NormCount::SameAsText,
                        ..
                    } => text_hits,
                    Matcher::Literal { words, .. }
                        if words.iter().any(|w| w.find(text.as_bytes()).is_none()) =>
                    {
                        0
                    }
                    Matcher::Literal {
                        words,
                        norm: NormCount::Flexible,
                        ..
                    } => count_ws_flexible(text, words, sub),
                    _ => {
                        if !normalized_ready {
                            text::normalize_ws_into(text, normalized);
                            normalized_ready = true;
                        }
                        m.count(normalized, true, sub)
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

    /// The normalised count taken in the raw text equals normalising first, on texts built
    /// from pieces that stress the rule: runs of mixed (also non-ASCII) whitespace, words that
    /// overlap themselves, token characters and the `.`/`,` digit rule next to a hit.
    #[test]
    fn flexible_count_equals_normalising_first() {
        let pieces = [
            "a", "b", "ab", "1", " ", "  ", "\n", "\t\r\n", "\u{a0}", "\u{2003}", ".", ",", "_",
            "é", "x",
        ];
        let phrases = [
            "a b",
            "ab a",
            "a a",
            "1 1",
            "b. a",
            "é a",
            "a\n\tb  ab",
            "a b a",
        ];
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut checked = 0;
        for _ in 0..4000 {
            let text = generated_text(&mut seed, &pieces, 58);
            let mut normalized = String::new();
            text::normalize_ws_into(&text, &mut normalized);
            for p in phrases {
                let c = ViewCounter::new(vec![Pattern::Literal(p.into())], CountOptions::default());
                let m = &c.matchers[0];
                let Matcher::Literal { words, norm, .. } = m else {
                    unreachable!("a literal")
                };
                assert_eq!(*norm, NormCount::Flexible, "{p:?}");
                for sub in [false, true] {
                    let want = m.count(&normalized, true, sub);
                    let got = count_ws_flexible(&text, words, sub);
                    assert_eq!(got, want, "phrase {p:?} in {text:?} (substring {sub})");
                    checked += want;
                }
            }
        }
        // The generator must actually produce hits for the comparison to mean something.
        assert!(checked > 1000, "only {checked} hits generated");
    }

    /// A text of 1 to `2^(64 - len_shift)` pieces, from a deterministic LCG over `seed`.
    fn generated_text(seed: &mut u64, pieces: &[&str], len_shift: u32) -> String {
        let mut next = || {
            *seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            *seed
        };
        let len = 1 + (next() >> len_shift) as usize;
        let mut text = String::new();
        for _ in 0..len {
            text.push_str(pieces[(next() >> 33) as usize % pieces.len()]);
        }
        text
    }

    /// One shared pass counts every literal as its own `memmem` pass does, on generated texts
    /// full of overlapping phrases, prefixes of each other, duplicates and token boundaries.
    #[test]
    fn shared_literals_equal_one_pass_per_phrase() {
        let pieces = [
            "a", "b", "ab", "aab", "1", "1.0", ".0", " ", "_", "é", "Vec", "VecDeque", "x",
        ];
        let phrases = [
            "a", "ab", "aa", "aab", "ab", "1.0.0", "Vec", "é a", "b b", "0.0",
        ];
        let matchers = |sub: bool| {
            let c = ViewCounter::new(
                phrases
                    .iter()
                    .map(|p| Pattern::Literal(p.to_string()))
                    .collect(),
                CountOptions { substring: sub },
            );
            assert!(c.shared.is_some());
            c
        };
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut hits = 0;
        let (mut last_end, mut got) = (Vec::new(), vec![0; phrases.len()]);
        for sub in [false, true] {
            let c = matchers(sub);
            let shared = c.shared.as_ref().unwrap();
            for _ in 0..3000 {
                // Up to 128 pieces: long enough for the SIMD search, short ones for its fallback.
                let text = generated_text(&mut seed, &pieces, 57);
                shared.count(&text, sub, &mut last_end, &mut got);
                for (i, m) in c.matchers.iter().enumerate() {
                    let want = m.count(&text, false, sub);
                    assert_eq!(
                        got[i], want,
                        "{:?} in {text:?} (substring {sub})",
                        phrases[i]
                    );
                    hits += want;
                }
            }
        }
        assert!(hits > 10_000, "only {hits} hits generated");
    }

    #[test]
    fn normalised_count_kinds() {
        let kind = |p: &str| {
            let c = ViewCounter::new(vec![Pattern::Literal(p.into())], CountOptions::default());
            match &c.matchers[0] {
                Matcher::Literal { norm, .. } => *norm,
                Matcher::Regex(_) => unreachable!("a literal"),
            }
        };
        assert_eq!(kind("Vec"), NormCount::SameAsText);
        assert_eq!(kind("&mut self"), NormCount::Flexible);
        // The normalised needle is what counts: runs inside the phrase collapse too.
        assert_eq!(kind("a  b"), NormCount::Flexible);
        assert_eq!(kind("a\nb"), NormCount::Flexible);
        assert_eq!(kind(" a"), NormCount::Normalize);
        assert_eq!(kind("a "), NormCount::Normalize);
        assert_eq!(kind(" "), NormCount::Normalize);
    }
}
