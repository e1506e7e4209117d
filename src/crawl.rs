//! Crawl: turn a docs site into snapshots, politely and incrementally.
//!
//! Sits between the page pipeline ([`crate::pages::fetch`], [`crate::pages::snapshot`])
//! and the site-level commands (`docdrift crawl`, `count` over a site,
//! `check --fetch --changed-only`). Discovery reads robots.txt
//! ([`robots`]), sitemaps ([`sitemap`]) and links ([`links`]); every URL is
//! normalised and scoped by [`scope`]; the [`schedule`]r runs the fetches
//! with per-host limits, intervals, `Retry-After` and backoff.

pub mod links;
pub mod robots;
pub mod schedule;
pub mod scope;
pub mod sitemap;

use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::Serialize;
use url::Url;

use crate::pages::fetch::{FetchError, FetchOptions, FetchResponse, Fetcher, Validators};
use crate::pages::snapshot::{Slot, Snapshot, SnapshotRecord, Store};

pub use schedule::Politeness;
pub use scope::{Limits, QueryMode, Rejection};

pub mod serve;

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
    pub query: QueryMode,
    pub limits: Limits,
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
    #[error("{url}: not an http(s) URL: {msg}")]
    BadStart { url: String, msg: String },
    #[error("--scope {scope:?} (relative to {start}): {msg}")]
    BadScope {
        start: String,
        scope: String,
        msg: String,
    },
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
    pub url: String,
    pub outcome: Outcome,
    /// HTTP status of the last attempt, when there was a response.
    pub status: Option<u16>,
    /// Where the page was finally served from, when redirected.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_url: Option<String>,
    pub depth: u32,
    /// Requests made for this page (1 + retries).
    pub attempts: u32,
    /// Body bytes received for this page, all attempts.
    pub bytes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Counts of the whole crawl. `discovered = fetched + failed`;
/// `fetched = new + changed + unchanged`; `not_modified` is the part of
/// `unchanged` that came back as 304.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct CrawlSummary {
    pub discovered: usize,
    pub fetched: usize,
    pub new: usize,
    pub changed: usize,
    pub unchanged: usize,
    pub not_modified: usize,
    pub failed: usize,
    /// Body bytes received (pages, robots.txt, sitemaps; 304s are 0).
    pub bytes: u64,
    /// HTTP requests made: retries, redirect hops and robots/sitemap files
    /// included (a redirect refused for leaving the host counts its last hop only).
    pub requests: usize,
    pub retries: usize,
    pub elapsed_ms: u64,
    /// Distinct URLs seen in links or sitemaps but not crawled, by reason.
    pub skipped: BTreeMap<String, usize>,
}

/// Everything a crawl found out.
#[derive(Debug, Clone, Serialize)]
pub struct CrawlReport {
    pub start: String,
    pub scope: String,
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
    pub url: String,
    pub status: Option<u16>,
    pub pages: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Threads writing snapshots (each write waits for two fsyncs; they overlap).
const WRITERS: usize = 8;

/// Pages parsed but not yet handed to a writer, at most.
const WRITE_QUEUE: usize = 16;

/// A fetched page whose new snapshot is still to be written.
struct PendingWrite {
    resp: FetchResponse,
    record: SnapshotRecord,
    /// A latest snapshot existed before (the outcome is Changed, not New).
    existed: bool,
    outcome: PageOutcome,
}

/// What one attempt at a page left to do.
enum Page {
    Finished(PageOutcome),
    Write(Box<PendingWrite>),
    /// To be tried again; no outcome yet.
    Retrying,
}

/// Most sitemap files read (an index may list many).
const MAX_SITEMAP_FILES: usize = 100;

/// Product token matched against robots.txt `User-agent` lines.
const ROBOTS_AGENT: &str = "docdrift";

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

/// Is this failure worth another try?
fn is_transient(e: &FetchError) -> bool {
    matches!(
        e,
        FetchError::Timeout { .. }
            | FetchError::Connect { .. }
            | FetchError::Truncated { .. }
            | FetchError::Other { .. }
    )
}

/// Statuses retried: rate limiting and server-side hiccups.
fn is_transient_status(status: u16) -> bool {
    matches!(status, 429 | 500 | 502 | 503 | 504)
}

impl Crawler<'_> {
    fn get(&self, url: &str, validators: &Validators) -> Result<FetchResponse, FetchError> {
        self.get_within(url, validators, None)
    }

    /// A page GET: redirects stay inside the scope (robots.txt and sitemaps,
    /// which live outside it, use [`Crawler::get`]).
    fn get_within(
        &self,
        url: &str,
        validators: &Validators,
        scope: Option<&str>,
    ) -> Result<FetchResponse, FetchError> {
        let r = self.fetcher.get_within(url, validators, scope);
        // Count what the server saw: every hop of a redirect chain.
        let hops = match &r {
            Ok(resp) => {
                self.bytes
                    .fetch_add(resp.body.len() as u64, Ordering::Relaxed);
                1 + resp.redirects.len()
            }
            Err(FetchError::RedirectLoop { chain, .. })
            | Err(FetchError::TooManyRedirects { chain, .. }) => {
                chain.len().saturating_sub(1).max(1)
            }
            Err(_) => 1,
        };
        self.requests.fetch_add(hops, Ordering::Relaxed);
        r
    }

    fn skip(&self, reason: &str, url: &Url) {
        self.skipped
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(reason.to_string())
            .or_default()
            .insert(url.to_string());
    }

    /// Scope, filters, robots and the query cap, counting what was refused.
    fn admit(&self, url: &Url) -> bool {
        if let Err(why) = self.scope.admit(url) {
            let reason = match why {
                Rejection::NotHttp => return false, // mailto: etc. are not pages
                Rejection::OtherHost => "other_host",
                Rejection::OutsidePrefix => "outside_scope",
                Rejection::NotIncluded => "not_included",
                Rejection::Excluded => "excluded",
                Rejection::InfiniteSpace => "infinite_space",
            };
            self.skip(reason, url);
            return false;
        }
        if !self.robots_allow(url) {
            self.skip("robots_txt", url);
            return false;
        }
        if self.opts.query == QueryMode::Keep {
            let max = self.scope.max_query_variants();
            let ok = self
                .query_counter
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .admit(url, max);
            if !ok {
                self.skip("infinite_space", url);
                return false;
            }
        }
        true
    }

    fn robots_allow(&self, url: &Url) -> bool {
        let mut pq = url.path().to_string();
        if let Some(q) = url.query() {
            pq.push('?');
            pq.push_str(q);
        }
        self.robots.allowed(&pq)
    }

    fn origin_url(&self, path: &str) -> Option<Url> {
        self.start.join(path).ok()
    }

    /// Fetch and parse `/robots.txt` (RFC 9309: 4xx = no rules, 5xx or no
    /// answer = everything disallowed). Returns a one-line note.
    fn read_robots(&mut self, warnings: &mut Vec<String>) -> String {
        if !self.opts.respect_robots {
            return "ignored (--ignore-robots)".into();
        }
        let Some(url) = self.origin_url("/robots.txt") else {
            return "none".into();
        };
        const UNREACHABLE: &str = "robots.txt unreachable, so the whole site counts as \
             disallowed (RFC 9309); use --ignore-robots to crawl anyway";
        let (rules, note, warn) = match self.get(url.as_str(), &Validators::default()) {
            Ok(resp) if resp.is_success() => {
                let (text, _) =
                    crate::pages::fetch::decode_body(&resp.body, resp.content_type.as_deref());
                let note = format!("{url}: {} bytes read", resp.body.len());
                (robots::Robots::parse(&text, ROBOTS_AGENT), note, false)
            }
            Ok(resp) if (400..500).contains(&resp.status) => (
                robots::Robots::allow_all(),
                format!("{url}: none ({})", resp.status),
                false,
            ),
            Ok(resp) => (
                robots::Robots::disallow_all(),
                format!("{url}: HTTP {}: {UNREACHABLE}", resp.status),
                true,
            ),
            // A redirect we refuse to follow (to another host, a loop) is
            // not "unreachable": read it as no robots.txt, and say so.
            Err(
                e @ (FetchError::CrossHostRedirect { .. }
                | FetchError::OutOfScopeRedirect { .. }
                | FetchError::RedirectLoop { .. }
                | FetchError::TooManyRedirects { .. }
                | FetchError::BadRedirect { .. }),
            ) => (
                robots::Robots::allow_all(),
                format!("{e}: robots.txt not read, no rules applied"),
                true,
            ),
            Err(e) => (
                robots::Robots::disallow_all(),
                format!("{e}: {UNREACHABLE}"),
                true,
            ),
        };
        self.robots = rules;
        if warn {
            warnings.push(note.clone());
        }
        note
    }

    /// Read sitemaps and queue their in-scope pages at depth 0.
    fn read_sitemaps(
        &self,
        sched: &schedule::Scheduler,
        warnings: &mut Vec<String>,
    ) -> Vec<SitemapRead> {
        let mut queue: Vec<(String, bool)> = Vec::new(); // (url, explicitly listed)
        for s in &self.robots.sitemaps {
            queue.push((s.clone(), true));
        }
        let scope_dir = format!("{}sitemap.xml", self.scope.describe());
        queue.push((scope_dir, false));
        if let Some(root) = self.origin_url("/sitemap.xml") {
            queue.push((root.to_string(), false));
        }
        let mut seen = HashSet::new();
        let mut reads = Vec::new();
        let mut i = 0;
        while i < queue.len() && reads.len() < MAX_SITEMAP_FILES {
            let (url, listed) = queue[i].clone();
            i += 1;
            if !seen.insert(url.clone()) {
                continue;
            }
            let mut read = SitemapRead {
                url: url.clone(),
                status: None,
                pages: 0,
                error: None,
            };
            match self.get(&url, &Validators::default()) {
                Ok(resp) if resp.is_success() => {
                    read.status = Some(resp.status);
                    let (text, _) =
                        crate::pages::fetch::decode_body(&resp.body, resp.content_type.as_deref());
                    match sitemap::parse(&url, &text) {
                        Ok(map) => {
                            read.pages = map.pages.len();
                            for p in &map.pages {
                                let Some(u) = Url::parse(p)
                                    .ok()
                                    .and_then(|u| scope::normalize(&u, self.opts.query))
                                else {
                                    warnings.push(format!(
                                        "{url}: sitemap entry {p:?} is not an http(s) URL"
                                    ));
                                    continue;
                                };
                                if self.admit(&u) {
                                    sched.push(u, 0);
                                }
                            }
                            queue.extend(map.sitemaps.into_iter().map(|s| (s, true)));
                        }
                        // Hosts that answer every path with the app's
                        // index.html: a guessed location that is HTML is
                        // no sitemap, not a broken one.
                        Err(sitemap::SitemapError::WrongRoot { .. }) if !listed => continue,
                        Err(e) => {
                            warnings.push(e.to_string());
                            read.error = Some(e.to_string());
                        }
                    }
                }
                Ok(resp) => {
                    read.status = Some(resp.status);
                    // A guessed location that does not exist is normal; a
                    // listed one that does not is worth a warning.
                    if !listed && resp.status == 404 {
                        continue;
                    }
                    let e = format!("{url}: sitemap answered HTTP {}", resp.status);
                    warnings.push(e.clone());
                    read.error = Some(e);
                }
                Err(e) => {
                    warnings.push(format!("sitemap {e}"));
                    read.error = Some(e.to_string());
                }
            }
            reads.push(read);
        }
        reads
    }

    /// One attempt at one page; the outcome once the page is finished
    /// (not when it is to be retried).
    fn crawl_page(
        &self,
        job: &schedule::Job,
        sched: &schedule::Scheduler,
    ) -> (schedule::Attempt, Page) {
        let url = job.url.as_str();
        let mut outcome = PageOutcome {
            url: url.to_string(),
            outcome: Outcome::Failed,
            status: None,
            final_url: None,
            depth: job.depth,
            attempts: job.attempt + 1,
            bytes: 0,
            error: None,
        };
        // A stored latest that cannot be read is reported, and the page is
        // fetched without validators; Store::save will refuse to rotate
        // over it, so nothing the user had is lost.
        let mut stored = match self.store.load(url, Slot::Latest) {
            Ok(s) => s,
            Err(e) => {
                outcome.error = Some(e.to_string());
                None
            }
        };
        let validators = stored
            .as_ref()
            .map(|s| Validators {
                etag: s.record.headers.get("etag").cloned(),
                last_modified: s.record.headers.get("last-modified").cloned(),
            })
            .unwrap_or_default();
        let mut links = Vec::new();
        let mut write = None;
        let got = self.get_within(url, &validators, Some(&self.scope.describe()));
        // The request is over: the host's next one may start while this page is parsed
        // and stored.
        sched.request_done(job);
        match got {
            Ok(resp) => {
                outcome.status = Some(resp.status);
                outcome.bytes = resp.body.len() as u64;
                if resp.final_url != resp.url {
                    outcome.final_url = Some(resp.final_url.clone());
                    if let Some(f) = Url::parse(&resp.final_url)
                        .ok()
                        .and_then(|u| scope::normalize(&u, self.opts.query))
                    {
                        // Do not fetch the target again under its own name.
                        sched.mark_seen(&f);
                    }
                }
                if resp.status == 304 {
                    match &mut stored {
                        Some(s) => {
                            outcome.outcome = Outcome::Unchanged;
                            links = self.links_of_snapshot(s);
                            if let Err(e) = self.store.confirm(s, resp.fetched_at) {
                                outcome.error = Some(e.to_string());
                            }
                        }
                        None => {
                            outcome.error = Some(format!(
                                "{url}: answered 304 Not Modified to a request without validators"
                            ));
                        }
                    }
                } else if resp.is_success() {
                    let sha = crate::core::hash::sha256_hex(&resp.body);
                    let same = stored.as_ref().is_some_and(|s| s.record.body_sha256 == sha);
                    // One decode and one parse serve the record and the links.
                    let record = {
                        let ct = resp.content_type.as_deref();
                        let (html, charset) = crate::pages::fetch::decode_body(&resp.body, ct);
                        let doc = crate::pages::fetch::is_html(ct, &resp.body)
                            .then(|| crate::pages::text::parse_document(&html));
                        if let Some(doc) = &doc {
                            let page =
                                Url::parse(&resp.final_url).unwrap_or_else(|_| self.start.clone());
                            let (base, hrefs) = links::extract_from(doc, &page);
                            links = self.resolve_hrefs(&base, &hrefs);
                        }
                        (!same)
                            .then(|| SnapshotRecord::from_parsed(&resp, doc.as_ref(), charset, sha))
                    };
                    match record {
                        // No validators honoured, same bytes: keep the old
                        // pair so `diff` still shows the last real change.
                        None => {
                            outcome.outcome = Outcome::Unchanged;
                            if let Some(s) = stored.as_mut() {
                                if let Err(e) = self.store.confirm(s, resp.fetched_at) {
                                    outcome.error = Some(e.to_string());
                                }
                            }
                        }
                        Some(record) => {
                            write = Some((resp, record, stored.is_some()));
                        }
                    }
                } else if is_transient_status(resp.status) {
                    let retry_after = resp
                        .headers
                        .get("retry-after")
                        .and_then(|v| schedule::parse_retry_after(v, chrono::Utc::now()));
                    let rate_limited = matches!(resp.status, 429 | 503);
                    let p = &self.opts.politeness;
                    if let Some(delay) = p.retry_delay(job.attempt, retry_after) {
                        let delay = if rate_limited && retry_after.is_none() {
                            delay.max(p.rate_limit_floor)
                        } else {
                            delay
                        };
                        return (
                            schedule::Attempt::Retry {
                                delay,
                                host_wide: rate_limited,
                            },
                            Page::Retrying,
                        );
                    }
                    outcome.error = Some(match retry_after {
                        Some(d) if d > p.backoff_cap => format!(
                            "{url}: HTTP {} with Retry-After {} s, longer than the {} s cap",
                            resp.status,
                            d.as_secs(),
                            p.backoff_cap.as_secs()
                        ),
                        _ => format!(
                            "{url}: HTTP {} after {} attempts",
                            resp.status,
                            job.attempt + 1
                        ),
                    });
                    self.record_http_failure(&resp, &mut outcome);
                } else {
                    outcome.error = Some(format!("{url}: HTTP {}", resp.status));
                    self.record_http_failure(&resp, &mut outcome);
                }
            }
            Err(e) => {
                if is_transient(&e) {
                    if let Some(delay) = self.opts.politeness.retry_delay(job.attempt, None) {
                        return (
                            schedule::Attempt::Retry {
                                delay,
                                host_wide: false,
                            },
                            Page::Retrying,
                        );
                    }
                }
                let msg = if is_transient(&e) {
                    format!("{e} (after {} attempts)", job.attempt + 1)
                } else {
                    e.to_string()
                };
                if let Err(se) = self.store.record_failure(url, &msg) {
                    outcome.error = Some(format!("{msg}; and recording it failed: {se}"));
                } else {
                    outcome.error = Some(msg);
                }
            }
        }
        let links: Vec<Url> = links.into_iter().filter(|l| self.admit(l)).collect();
        let page = match write {
            Some((resp, record, existed)) => Page::Write(Box::new(PendingWrite {
                resp,
                record,
                existed,
                outcome,
            })),
            None => Page::Finished(outcome),
        };
        (schedule::Attempt::Done { links }, page)
    }

    /// Store a page's new snapshot and finish its outcome (on a writer thread).
    fn write_page(&self, w: PendingWrite) -> PageOutcome {
        let PendingWrite {
            resp,
            record,
            existed,
            mut outcome,
        } = w;
        match self.store.save_record(&resp, record) {
            Ok(_) => {
                outcome.outcome = if existed {
                    Outcome::Changed
                } else {
                    Outcome::New
                };
                outcome.error = None;
            }
            Err(e) => outcome.error = Some(e.to_string()),
        }
        outcome
    }

    /// 4xx/5xx: the error page goes to `failure.*` beside the good pair.
    fn record_http_failure(&self, resp: &FetchResponse, outcome: &mut PageOutcome) {
        outcome.outcome = Outcome::Failed;
        if let Err(e) = self.store.save(resp) {
            let msg = outcome.error.take().unwrap_or_default();
            outcome.error = Some(format!("{msg}; and recording it failed: {e}"));
        }
    }

    fn links_of_snapshot(&self, s: &Snapshot) -> Vec<Url> {
        if !s.is_html() {
            return Vec::new();
        }
        let page = Url::parse(&s.record.final_url).unwrap_or_else(|_| self.start.clone());
        self.resolve_links(&s.html(), &page)
    }

    fn resolve_links(&self, html: &str, page: &Url) -> Vec<Url> {
        let (base, hrefs) = links::extract(html, page);
        self.resolve_hrefs(&base, &hrefs)
    }

    fn resolve_hrefs(&self, base: &Url, hrefs: &[String]) -> Vec<Url> {
        let mut seen = HashSet::new();
        hrefs
            .iter()
            .filter_map(|h| scope::resolve(base, h, self.opts.query))
            .filter(|u| seen.insert(u.to_string()))
            .collect()
    }
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
