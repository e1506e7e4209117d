//! Crawl: turn a docs site into snapshots, politely and incrementally.
//!
//! Sits between the page pipeline ([`crate::pages::fetch`], [`crate::pages::snapshot`])
//! and the site-level commands (`docdrift crawl`, `count` over a site,
//! `check --fetch --changed-only`). This file holds the options, the report and the run
//! itself (workers and snapshot writer threads). Discovery (`discover`) reads robots.txt
//! ([`robots`]), sitemaps ([`sitemap`]) and links ([`links`]); every URL is normalised and
//! scoped by [`scope`]; the [`schedule`]r runs the fetches with per-host limits, intervals,
//! `Retry-After` and backoff; `page` does one page (GET, outcome, record, links, write).

mod discover;
pub mod links;
mod page;
pub mod robots;
pub mod schedule;
pub mod scope;
pub mod sitemap;
pub mod start;

use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::Serialize;
use url::Url;

use crate::pages::fetch::{FetchError, FetchOptions, Fetcher};
use crate::pages::snapshot::Store;

use page::{Page, PendingWrite};

pub use page::{read_body, BodyRead};
pub use schedule::Politeness;
pub use scope::{Limits, QueryMode, Rejection};

/// Everything `docdrift crawl` can be told.
#[derive(Debug, Clone)]
pub struct CrawlOptions {
    /// Where the crawl starts (always fetched, whatever the filters say).
    pub start: String,
    /// URL or path prefix pages must lie under; default: the start URL's
    /// directory.
    pub scope: Option<String>,
    /// Most distinct pages (the frontier stops growing at this many).
    pub max_pages: usize,
    /// Most link hops from a seed (the start URL and sitemap entries are 0).
    pub max_depth: u32,
    /// Regexes over the normalised URL; when any is given one must match.
    pub include: Vec<regex::Regex>,
    /// Regexes over the normalised URL; a match excludes the page.
    pub exclude: Vec<regex::Regex>,
    /// Whether query strings are dropped or kept (default: dropped).
    pub query: QueryMode,
    /// Caps on the URL space (length, segments, repeats, query variants).
    pub limits: Limits,
    /// Concurrency, per-host limits, intervals and retry policy; robots.txt `Crawl-delay` can only
    /// raise the interval.
    pub politeness: Politeness,
    /// Read robots.txt and obey it (default true).
    pub respect_robots: bool,
    /// Read sitemaps (robots.txt `Sitemap:` lines, `<scope>/sitemap.xml`,
    /// `/sitemap.xml`) to seed the frontier (default true).
    pub use_sitemap: bool,
    /// Follow redirects to other hosts (default false: recorded as a
    /// failure naming the target).
    pub allow_cross_host: bool,
    /// Passed to the fetcher (timeouts, size cap, user agent).
    pub fetch: FetchOptions,
}

impl CrawlOptions {
    /// Options with the defaults `docdrift crawl` uses: at most 10,000 pages and 50 hops,
    /// robots.txt and sitemaps read, no cross-host redirects.
    pub fn new(start: impl Into<String>) -> CrawlOptions {
        CrawlOptions {
            start: start.into(),
            scope: None,
            max_pages: 10_000,
            max_depth: 50,
            include: Vec::new(),
            exclude: Vec::new(),
            query: QueryMode::default(),
            limits: Limits::default(),
            politeness: Politeness::default(),
            respect_robots: true,
            use_sitemap: true,
            allow_cross_host: false,
            fetch: FetchOptions::default(),
        }
    }
}

/// A crawl that could not start (a bad start URL or scope). Per-page
/// problems never end a crawl: they are [`PageOutcome`]s.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CrawlError {
    /// The start URL does not parse, or is not http(s).
    #[error("{url}: not an http(s) URL: {msg}")]
    BadStart {
        /// The start URL as given.
        url: String,
        /// What is wrong with it.
        msg: String,
    },
    /// `--scope` does not resolve against the start URL to a usable prefix.
    #[error("--scope {scope:?} (relative to {start}): {msg}")]
    BadScope {
        /// The normalised start URL the scope was resolved against.
        start: String,
        /// The scope as given.
        scope: String,
        /// What is wrong with it.
        msg: String,
    },
    /// The fetcher could not be built from the fetch options (e.g. a bad user agent or TLS setup).
    #[error("{0}")]
    Fetch(#[from] FetchError),
}

/// What happened to one page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// First snapshot of this URL.
    New,
    /// Body differs from the stored latest: saved, old latest kept as previous.
    Changed,
    /// 304, or a 200 whose body equals the stored latest: nothing rewritten.
    Unchanged,
    /// No usable response after retries: the stored snapshot (if any) is
    /// untouched and the failure is recorded beside it.
    Failed,
}

/// One page's result, in the crawl report.
#[derive(Debug, Clone, Serialize)]
pub struct PageOutcome {
    /// The page's normalised URL (as queued, before redirects).
    pub url: String,
    /// New, changed, unchanged or failed.
    pub outcome: Outcome,
    /// HTTP status of the last attempt, when there was a response.
    pub status: Option<u16>,
    /// Where the page was finally served from, when redirected.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_url: Option<String>,
    /// Link hops from a seed (the start URL and sitemap entries are 0).
    pub depth: u32,
    /// Requests made for this page (1 + retries).
    pub attempts: u32,
    /// Body bytes received for this page, all attempts.
    pub bytes: u64,
    /// What went wrong, naming the URL: always set for [`Outcome::Failed`], and also when a
    /// stored snapshot could not be read or confirmed; `None` when all went well.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Counts of the whole crawl. `discovered = fetched + failed`;
/// `fetched = new + changed + unchanged`; `not_modified` is the part of
/// `unchanged` that came back as 304.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct CrawlSummary {
    /// Distinct pages crawled, whatever their outcome (`fetched + failed`).
    pub discovered: usize,
    /// Pages that got a usable response (`new + changed + unchanged`).
    pub fetched: usize,
    /// Pages with no snapshot before this crawl.
    pub new: usize,
    /// Pages whose body differed from the stored latest snapshot.
    pub changed: usize,
    /// Pages whose body equalled the stored snapshot, or that answered 304.
    pub unchanged: usize,
    /// The part of `unchanged` that answered 304 Not Modified.
    pub not_modified: usize,
    /// Pages with no usable response after retries.
    pub failed: usize,
    /// Body bytes received (pages, robots.txt, sitemaps; 304s are 0).
    pub bytes: u64,
    /// HTTP requests made: retries, redirect hops and robots/sitemap files
    /// included (a redirect refused for leaving the host counts its last hop only).
    pub requests: usize,
    /// Requests repeated after a failure or a `Retry-After` answer.
    pub retries: usize,
    /// Wall-clock time of the whole crawl, in milliseconds.
    pub elapsed_ms: u64,
    /// Distinct URLs seen in links or sitemaps but not crawled, by reason.
    pub skipped: BTreeMap<String, usize>,
}

/// Everything a crawl found out.
#[derive(Debug, Clone, Serialize)]
pub struct CrawlReport {
    /// The start URL, normalised.
    pub start: String,
    /// The scope as an absolute URL prefix (`https://host/docs/`).
    pub scope: String,
    /// Counts of the whole crawl.
    pub summary: CrawlSummary,
    /// What robots.txt said ("none (404)", "read: 3 rules", …).
    pub robots: String,
    /// Sitemap files read and the page URLs they listed.
    pub sitemaps: Vec<SitemapRead>,
    /// Problems that did not stop the crawl (malformed sitemaps, robots.txt
    /// unreachable, …), each naming its URL.
    pub warnings: Vec<String>,
    /// Every crawled page, sorted by URL.
    pub pages: Vec<PageOutcome>,
}

/// One sitemap file.
#[derive(Debug, Clone, Serialize)]
pub struct SitemapRead {
    /// Where the sitemap was fetched from: a robots.txt `Sitemap:` line, `<scope>/sitemap.xml`,
    /// `/sitemap.xml`, or an entry of a sitemap index.
    pub url: String,
    /// HTTP status it answered with; `None` when no response came.
    pub status: Option<u16>,
    /// Page URLs it listed (a sitemap index lists none itself).
    pub pages: usize,
    /// Why it could not be fetched or parsed; `None` when it was read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}
/// Threads writing snapshots (each write waits for two fsyncs; they overlap).
const WRITERS: usize = 8;

/// Pages parsed but not yet handed to a writer, at most.
const WRITE_QUEUE: usize = 16;

/// A crawl in progress: options, the fetcher, the store, and shared counters.
pub struct Crawler<'a> {
    opts: CrawlOptions,
    start: Url,
    scope: scope::Scope,
    fetcher: Fetcher,
    store: &'a Store,
    robots: robots::Robots,
    query_counter: Mutex<scope::QueryCounter>,
    skipped: Mutex<BTreeMap<String, HashSet<String>>>,
    outcomes: Mutex<Vec<PageOutcome>>,
    bytes: AtomicU64,
    requests: AtomicUsize,
}

/// Crawl `opts.start` into `store`; `progress` is called after each page
/// with the outcome, pages done and pages discovered so far.
pub fn crawl(
    opts: CrawlOptions,
    store: &Store,
    progress: &(dyn Fn(&PageOutcome, usize, usize) + Sync),
) -> Result<CrawlReport, CrawlError> {
    let began = Instant::now();
    let parsed = Url::parse(&opts.start).map_err(|e| CrawlError::BadStart {
        url: opts.start.clone(),
        msg: e.to_string(),
    })?;
    let start = scope::normalize(&parsed, opts.query).ok_or_else(|| CrawlError::BadStart {
        url: opts.start.clone(),
        msg: "only http and https URLs can be crawled".into(),
    })?;
    let scope = scope::Scope::new(
        &start,
        opts.scope.as_deref(),
        opts.include.clone(),
        opts.exclude.clone(),
        opts.query,
        opts.limits.clone(),
    )
    .map_err(|e| CrawlError::BadScope {
        start: start.to_string(),
        scope: opts.scope.clone().unwrap_or_default(),
        msg: e.to_string(),
    })?;
    let mut fetch_opts = opts.fetch.clone();
    fetch_opts.allow_cross_host_redirects = opts.allow_cross_host;
    let fetcher = Fetcher::new(fetch_opts)?;
    let mut c = Crawler {
        opts,
        start,
        scope,
        fetcher,
        store,
        robots: robots::Robots::allow_all(),
        query_counter: Mutex::new(scope::QueryCounter::default()),
        skipped: Mutex::new(BTreeMap::new()),
        outcomes: Mutex::new(Vec::new()),
        bytes: AtomicU64::new(0),
        requests: AtomicUsize::new(0),
    };
    let mut warnings = Vec::new();
    let robots_note = c.read_robots(&mut warnings);
    let mut politeness = c.opts.politeness.clone();
    if let Some(delay) = c.robots.crawl_delay {
        politeness.interval = politeness
            .interval
            .max(Duration::from_secs_f64(delay.min(60.0)));
    }
    let sched = schedule::Scheduler::new(
        politeness,
        schedule::Caps {
            max_pages: c.opts.max_pages,
            max_depth: c.opts.max_depth,
        },
    );
    // The start URL is always crawled: the user named it.
    sched.push(c.start.clone(), 0);
    let sitemaps = if c.opts.use_sitemap {
        c.read_sitemaps(&sched, &mut warnings)
    } else {
        Vec::new()
    };
    let done = AtomicUsize::new(0);
    let finish = |outcome: PageOutcome| {
        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
        progress(&outcome, n, sched.admitted());
        c.outcomes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(outcome);
    };
    // Writing a snapshot is mostly waiting for fsync: writer threads do it, so the workers
    // (and the host's request slots) go on fetching and parsing. The queue is bounded, so
    // at most WRITE_QUEUE + WRITERS bodies wait in memory.
    let (tx, rx) = std::sync::mpsc::sync_channel::<Box<PendingWrite>>(WRITE_QUEUE);
    let rx = Mutex::new(rx);
    std::thread::scope(|s| {
        let tx = tx;
        for _ in 0..WRITERS {
            s.spawn(|| loop {
                let next = rx.lock().unwrap_or_else(|e| e.into_inner()).recv();
                let Ok(w) = next else { break };
                finish(c.write_page(*w));
            });
        }
        sched.run(|job| {
            let (attempt, page) = c.crawl_page(job, &sched);
            match page {
                Page::Finished(outcome) => finish(outcome),
                Page::Write(w) => {
                    // Writers only stop once this sender is dropped, after the run.
                    if let Err(std::sync::mpsc::SendError(w)) = tx.send(w) {
                        finish(c.write_page(*w));
                    }
                }
                Page::Retrying => {}
            }
            attempt
        });
        drop(tx);
    });
    let totals = sched.totals();
    let mut pages = c.outcomes.into_inner().unwrap_or_else(|e| e.into_inner());
    pages.sort_by(|a, b| a.url.cmp(&b.url));
    let count = |o: Outcome| pages.iter().filter(|p| p.outcome == o).count();
    let mut skipped: BTreeMap<String, usize> = c
        .skipped
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|(k, v)| (k, v.len()))
        .collect();
    if totals.over_page_cap > 0 {
        skipped.insert("over_max_pages".into(), totals.over_page_cap);
    }
    if totals.over_depth_cap > 0 {
        skipped.insert("over_max_depth".into(), totals.over_depth_cap);
    }
    let summary = CrawlSummary {
        discovered: pages.len(),
        fetched: count(Outcome::New) + count(Outcome::Changed) + count(Outcome::Unchanged),
        new: count(Outcome::New),
        changed: count(Outcome::Changed),
        unchanged: count(Outcome::Unchanged),
        not_modified: pages.iter().filter(|p| p.status == Some(304)).count(),
        failed: count(Outcome::Failed),
        bytes: c.bytes.load(Ordering::Relaxed),
        requests: c.requests.load(Ordering::Relaxed),
        retries: totals.retries,
        elapsed_ms: began.elapsed().as_millis() as u64,
        skipped,
    };
    Ok(CrawlReport {
        start: c.start.to_string(),
        scope: c.scope.describe(),
        summary,
        robots: robots_note,
        sitemaps,
        warnings,
        pages,
    })
}

impl CrawlSummary {
    /// The one-line summary printed at the end of a crawl.
    pub fn line(&self) -> String {
        format!(
            "discovered {}, fetched {}, unchanged {} ({} × 304), changed {}, new {}, failed {}, \
             {} bytes, {} requests ({} retries), {:.1} s",
            self.discovered,
            self.fetched,
            self.unchanged,
            self.not_modified,
            self.changed,
            self.new,
            self.failed,
            self.bytes,
            self.requests,
            self.retries,
            self.elapsed_ms as f64 / 1000.0
        )
    }
}
