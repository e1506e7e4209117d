//! `docdrift count` as a library: phrases turned into patterns ([`patterns`]), every page
//! counted on all cores ([`count_all`]), totals summed into a [`Summary`].
//! Pages reach a [`PageSink`] in input order as soon as they are counted, so a caller
//! can stream them (the CLI's JSON) or keep what it shows (the CLI's table); the library
//! decides which pages are listed and which need their DOM analysis.
//!
//! Why two paths: counting needs only the visible text, which [`ViewCounter`] gets from the
//! streaming fast path (no DOM), on all cores, a bounded number of pages in memory at a time;
//! explanations need HTML byte positions, which only the DOM analysis
//! ([`super::PageAnalysis`]) has, so they are computed for listed pages, and only when asked.
//! Pages arrive in order: sources as given, directories sorted by path.

use crate::core::ordered::{map_ordered, Workers};
use serde::Serialize;

use super::batch::{count_job, jobs, Counted, Job, Scratch};
use super::{Pattern, ViewCounter, ViewCounts};
use crate::pages::snapshot::Store;

/// Pages counted at most ahead of the one the sink waits for: bounds memory (this many
/// results in flight) while one slow page never idles the other cores.
const WINDOW: usize = 1024;

/// Pages a worker counts before handing them over: small enough that a slow page delays few
/// others, large enough that the sink's thread wakes rarely.
const CHUNK: usize = 16;

/// A `--phrase` that is not a valid regex (with `--regex`).
#[derive(Debug, thiserror::Error)]
#[error("--phrase {phrase:?} is not a valid regex")]
pub struct BadPattern {
    /// The phrase as given.
    pub phrase: String,
    /// Why the regex does not compile.
    #[source]
    pub source: regex::Error,
}

/// The phrases as patterns: literals, or regexes when `regex` is set (the first invalid one
/// is the error).
pub fn patterns(phrases: &[String], regex: bool) -> Result<Vec<Pattern>, BadPattern> {
    phrases
        .iter()
        .map(|p| {
            if regex {
                regex::Regex::new(p)
                    .map(Pattern::Regex)
                    .map_err(|source| BadPattern {
                        phrase: p.clone(),
                        source,
                    })
            } else {
                Ok(Pattern::Literal(p.clone()))
            }
        })
        .collect()
}

/// Site-wide totals of one phrase.
#[derive(Serialize, Default, Clone, Debug)]
pub struct Total {
    /// The phrase as given.
    pub phrase: String,
    /// Pages with at least one hit in any view.
    pub pages_with_hits: usize,
    /// Hits in the decoded HTML, summed over pages.
    pub html: usize,
    /// Hits in the visible text, summed over pages.
    pub text: usize,
    /// Hits in the normalised visible text, summed over pages.
    pub text_normalized: usize,
}

/// What counting gave over every page: the numbers `docdrift count` prints under its table
/// or at the end of its JSON.
#[derive(Debug)]
pub struct Summary {
    /// Pages counted (unreadable pages are in `errors`, not here).
    pub pages_read: usize,
    /// Pages with a hit of any phrase in any view.
    pub pages_with_hits: usize,
    /// Pages where, for some phrase, the HTML, text and normalised counts are not all equal.
    pub pages_differing: usize,
    /// Pages the fast path could not vouch for, counted by the DOM path instead.
    pub dom_fallbacks: usize,
    /// One per phrase, in the order given.
    pub totals: Vec<Total>,
    /// (source, message) of every page that could not be read.
    pub errors: Vec<(String, String)>,
}

/// Receives pages in input order from [`count_all`].
pub trait PageSink {
    /// What handing a page over can fail with (the CLI's: writing to stdout).
    type Error;
    /// One counted page; `listed` says whether the command lists it (it has a hit, it is the
    /// only page, `all_pages` was asked, or it is Markdown under `explain`).
    fn page(&mut self, c: &Counted, listed: bool) -> Result<(), Self::Error>;
    /// Does the next listed page need its DOM analysis (the CLI's table: only while rows are
    /// shown)? Only asked when `explain` is set.
    fn wants_detail(&self) -> bool;
}

/// A sink for callers that want the totals only.
struct Discard;

impl PageSink for Discard {
    type Error = std::convert::Infallible;
    fn page(&mut self, _: &Counted, _: bool) -> Result<(), Self::Error> {
        Ok(())
    }
    fn wants_detail(&self) -> bool {
        false
    }
}

/// `docdrift count SOURCE… -p …` without printing: every page of `sources` (URLs from
/// `store`, files, directories of them) counted on all cores by the same path the command
/// uses (fast path, DOM fallback). Pages that cannot be read are in [`Summary::errors`].
pub fn count_sources(sources: &[String], counter: &ViewCounter, store: &Store) -> Summary {
    match count_all(&jobs(sources, store), counter, false, false, &mut Discard) {
        Ok(s) => s,
        Err(never) => match never {},
    }
}

/// Counts every job on all cores and feeds the sink in order, while the next pages are counted. `explain`
/// adds the DOM analysis of listed pages (in the workers when the sink wants every one,
/// else afterwards, one by one, while it still does); `all_pages` lists pages without a hit.
/// Fails only when the sink does.
pub fn count_all<S: PageSink + ?Sized>(
    jobs: &[Job],
    counter: &ViewCounter,
    explain: bool,
    all_pages: bool,
    sink: &mut S,
) -> Result<Summary, S::Error> {
    let n = counter.patterns().len();
    let mut s = Summary {
        pages_read: 0,
        pages_with_hits: 0,
        pages_differing: 0,
        dom_fallbacks: 0,
        totals: counter
            .patterns()
            .iter()
            .map(|p| Total {
                phrase: p.as_str().to_string(),
                ..Total::default()
            })
            .collect(),
        errors: Vec::new(),
    };
    // JSON with --explain analyses every listed page in the workers; the table only the
    // pages it will show (decided below, in order).
    let detail_in_worker = explain && sink.wants_detail();
    map_ordered(
        jobs,
        Workers::rayon_sized(WINDOW, CHUNK),
        Scratch::default,
        |scratch, _, job| count_job(job, counter, scratch, detail_in_worker),
        |i, r| {
            let job = &jobs[i];
            let mut c = match r {
                Ok(c) => c,
                Err(e) => {
                    s.errors.push(e);
                    return Ok(());
                }
            };
            s.pages_read += 1;
            s.dom_fallbacks += c.dom_fallback as usize;
            let hit = c.counts.iter().any(ViewCounts::has_hit);
            s.pages_with_hits += hit as usize;
            s.pages_differing += c.counts.iter().any(ViewCounts::differs) as usize;
            for (t, v) in s.totals.iter_mut().zip(&c.counts) {
                t.pages_with_hits += v.has_hit() as usize;
                t.html += v.html;
                t.text += v.text;
                t.text_normalized += v.text_normalized;
            }
            debug_assert_eq!(c.counts.len(), n);
            let listed = hit || all_pages || jobs.len() == 1 || c.is_markdown && explain;
            if listed && explain && c.detail.is_none() && sink.wants_detail() {
                let mut scratch = Scratch::default();
                if let Ok(d) = count_job(job, counter, &mut scratch, true) {
                    c.detail = d.detail;
                    c.title = c.title.or(d.title);
                }
            }
            sink.page(&c, listed)
        },
    )?;
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::count::CountOptions;

    /// Keeps what the CLI's JSON would list, and asks for every page's analysis.
    struct Keep(Vec<(String, bool, bool)>);

    impl PageSink for Keep {
        type Error = std::convert::Infallible;
        fn page(&mut self, c: &Counted, listed: bool) -> Result<(), Self::Error> {
            self.0.push((c.label.clone(), listed, c.detail.is_some()));
            Ok(())
        }
        fn wants_detail(&self) -> bool {
            true
        }
    }

    /// The library entry points on real files: a directory of pages (HTML and Markdown,
    /// sorted), one page that cannot be read, the totals summed over pages in input order.
    #[test]
    fn counts_real_pages_in_order_and_names_unreadable_ones() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("b.html"), "<p>8 rows</p><script>8 rows</script>").unwrap();
        std::fs::write(d.join("a.md"), "# Title\n\nKeep 8 rows, not 18 rows.\n").unwrap();
        std::fs::write(d.join("c.html"), "<p>nothing here</p>").unwrap();
        let counter = ViewCounter::new(
            patterns(&["8 rows".into()], false).unwrap(),
            CountOptions::default(),
        );
        let store = Store::new(d.join("no-snapshots"));
        let missing = d.join("missing.html").display().to_string();
        let s = count_sources(
            &[d.display().to_string(), missing.clone()],
            &counter,
            &store,
        );
        assert_eq!(s.pages_read, 3);
        assert_eq!(s.pages_with_hits, 2);
        let t = &s.totals[0];
        assert_eq!(
            (t.phrase.as_str(), t.pages_with_hits, t.html, t.text),
            ("8 rows", 2, 3, 2)
        );
        assert_eq!(s.errors.len(), 1);
        assert_eq!(s.errors[0].0, missing);
        assert!(s.errors[0].1.contains("missing.html"), "{:?}", s.errors);

        // The same pages through count_all: in sorted order, c.html counted but not listed,
        // listed pages analysed when the sink asks.
        let mut keep = Keep(Vec::new());
        let jobs = jobs(&[d.display().to_string()], &store);
        let s2 = count_all(&jobs, &counter, true, false, &mut keep).unwrap();
        assert_eq!(s2.pages_read, 3);
        let names: Vec<(&str, bool, bool)> = keep
            .0
            .iter()
            .map(|(l, listed, detail)| {
                let file = std::path::Path::new(l)
                    .file_name()
                    .unwrap()
                    .to_str()
                    .unwrap();
                (file, *listed, *detail)
            })
            .collect();
        assert_eq!(
            names,
            [
                ("a.md", true, true),
                ("b.html", true, true),
                ("c.html", false, false)
            ]
        );
    }

    #[test]
    fn an_invalid_regex_names_its_phrase() {
        assert!(patterns(&["(".into()], false).is_ok());
        let e = patterns(&["ok".into(), "(".into()], true).unwrap_err();
        assert_eq!(e.phrase, "(");
        assert_eq!(e.to_string(), "--phrase \"(\" is not a valid regex");
    }
}
