//! One page of a crawl: the GET (validators from the stored snapshot), what its status means
//! (new, changed, unchanged, retry, failed), the record and links of its body, and the
//! snapshot write the writer threads finish.

use std::collections::HashSet;
use std::sync::atomic::Ordering;

use url::Url;

use super::{links, schedule, scope, Crawler, Outcome, PageOutcome};
use crate::pages::fetch::{FetchError, FetchResponse, Validators};
use crate::pages::snapshot::{Slot, Snapshot, SnapshotRecord};

/// A fetched page whose new snapshot is still to be written.
pub(super) struct PendingWrite {
    resp: FetchResponse,
    record: SnapshotRecord,
    /// A latest snapshot existed before (the outcome is Changed, not New).
    existed: bool,
    outcome: PageOutcome,
}

/// What one attempt at a page left to do.
pub(super) enum Page {
    Finished(PageOutcome),
    Write(Box<PendingWrite>),
    /// To be tried again; no outcome yet.
    Retrying,
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
    pub(super) fn get(
        &self,
        url: &str,
        validators: &Validators,
    ) -> Result<FetchResponse, FetchError> {
        self.get_within(url, validators, None)
    }

    /// A page GET: redirects stay inside the scope (robots.txt and sitemaps,
    /// which live outside it, use [`Crawler::get`]).
    pub(super) fn get_within(
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

    /// One attempt at one page; the outcome once the page is finished
    /// (not when it is to be retried).
    pub(super) fn crawl_page(
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
                    let (found, record) = self.read_body(&resp, same, sha);
                    links = found;
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
                let msg = if is_transient(&e) && job.attempt == 0 {
                    // `--retries 0`: one attempt, nothing retried.
                    format!("{e} (not retried)")
                } else if is_transient(&e) {
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
    pub(super) fn write_page(&self, w: PendingWrite) -> PageOutcome {
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

    fn read_body(
        &self,
        resp: &FetchResponse,
        same: bool,
        sha: String,
    ) -> (Vec<Url>, Option<SnapshotRecord>) {
        let page = Url::parse(&resp.final_url).unwrap_or_else(|_| self.start.clone());
        let read = read_body(resp, &page, sha, !same);
        (self.resolve_hrefs(&read.base, &read.hrefs), read.record)
    }

    /// Resolve, normalise and de-duplicate hrefs (first appearance wins). A raw href seen
    /// before resolves to the same URL, so it is skipped before resolving.
    fn resolve_hrefs(&self, base: &Url, hrefs: &[String]) -> Vec<Url> {
        let mut raw = HashSet::new();
        let mut seen = HashSet::new();
        hrefs
            .iter()
            .filter(|h| raw.insert(h.as_str()))
            .filter_map(|h| scope::resolve(base, h, self.opts.query))
            .filter(|u| seen.insert(u.as_str().to_owned()))
            .collect()
    }
}

/// What [`read_body`] found in a 2xx body.
#[derive(Debug, Clone)]
pub struct BodyRead {
    /// What the hrefs resolve against (`<base href>`, else the page URL).
    pub base: Url,
    /// Raw hrefs of the page's links (see [`links`]); empty for non-HTML bodies.
    pub hrefs: Vec<String>,
    /// The snapshot record, when asked for.
    pub record: Option<SnapshotRecord>,
    /// Read without a DOM (else one html5ever parse served links and record).
    pub streamed: bool,
}

/// Links and (when `want_record`) the snapshot record of a 2xx response served from
/// `page`, from one decode of the body; `sha` is the body's sha256. HTML takes the
/// streaming path ([`links::scan`] and [`crate::pages::fastpath::visible_text_checked`])
/// when both answer exactly and the page nests within [`crate::pages::text::MAX_NESTING`];
/// otherwise one DOM parse serves the links and the record. Either way the result equals
/// [`links::extract_dom`] (distinct hrefs in order of first appearance) and
/// [`SnapshotRecord::from_response`] — `tests/crawl_links.rs` and bench row 3 check it.
pub fn read_body(resp: &FetchResponse, page: &Url, sha: String, want_record: bool) -> BodyRead {
    let ct = resp.content_type.as_deref();
    let (html, charset) = crate::pages::fetch::decode_body(&resp.body, ct);
    if !crate::pages::fetch::is_html(ct, &resp.body) {
        let record = want_record.then(|| SnapshotRecord::from_parsed(resp, None, charset, sha));
        return BodyRead {
            base: page.clone(),
            hrefs: Vec::new(),
            record,
            streamed: false,
        };
    }
    if links::within_nesting_cap(&html) {
        if let Some(scan) = links::scan(&html, page) {
            let mut text = String::new();
            let record = if !want_record {
                Some(None)
            } else {
                text.reserve(html.len() / 4);
                crate::pages::fastpath::visible_text_checked(&html, &mut text).then(|| {
                    Some(SnapshotRecord::from_text(
                        resp,
                        charset.clone(),
                        sha.clone(),
                        &text,
                        scan.title,
                    ))
                })
            };
            if let Some(record) = record {
                return BodyRead {
                    base: scan.base,
                    hrefs: scan.hrefs,
                    record,
                    streamed: true,
                };
            }
        }
    }
    let doc = crate::pages::text::parse_document(&html);
    let (base, hrefs) = links::extract_from(&doc, page);
    let record = want_record.then(|| SnapshotRecord::from_parsed(resp, Some(&doc), charset, sha));
    BodyRead {
        base,
        hrefs,
        record,
        streamed: false,
    }
}
