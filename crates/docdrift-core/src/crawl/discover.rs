//! Discovery: robots.txt, sitemaps, and the admission of every URL found (scope, filters,
//! robots rules, the query-variant cap), counting what was refused and why. Runs before the
//! page workers (robots, sitemaps) and inside them (each page's links).

use std::collections::HashSet;

use url::Url;

use super::{robots, schedule, scope, sitemap, Crawler, QueryMode, Rejection, SitemapRead};
use crate::pages::fetch::{FetchError, Validators};

/// Most sitemap files read (an index may list many).
const MAX_SITEMAP_FILES: usize = 100;

/// Product token matched against robots.txt `User-agent` lines.
const ROBOTS_AGENT: &str = "docdrift";

impl Crawler<'_> {
    pub(super) fn skip(&self, reason: &str, url: &Url) {
        self.skipped
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(reason.to_string())
            .or_default()
            .insert(url.to_string());
    }

    /// Scope, filters, robots and the query cap, counting what was refused.
    pub(super) fn admit(&self, url: &Url) -> bool {
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
    pub(super) fn read_robots(&mut self, warnings: &mut Vec<String>) -> String {
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
    pub(super) fn read_sitemaps(
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
}
