//! The crawl scheduler: a frontier of URLs worked by a pool of threads,
//! polite per host.
//!
//! The scheduler knows nothing about HTTP. It hands [`Job`]s to a worker
//! function and obeys what comes back: new links to queue (deduplicated,
//! capped by page count and depth), or "try this again after a delay"
//! (`Retry-After`, exponential backoff). Politeness is enforced here, in one
//! place: at most `per_host` requests in flight per host, request starts at
//! least `interval` apart per host, and a `Retry-After` pauses the whole
//! host, since a 429 is about the client, not the page.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use url::Url;

/// How hard the crawl may push a server, and how it retries.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Politeness {
    /// Worker threads.
    pub concurrency: usize,
    /// Requests in flight per host.
    pub per_host: usize,
    /// Minimum time between request starts on one host.
    pub interval: Duration,
    /// Retries of a transient failure (timeouts, dropped connections,
    /// truncated bodies, 429, 5xx) after the first attempt.
    pub max_retries: u32,
    /// First backoff delay; doubles per retry.
    pub backoff_base: Duration,
    /// Longest wait, for backoff and for `Retry-After`. A `Retry-After`
    /// longer than this gives the page up instead of hammering early.
    pub backoff_cap: Duration,
    /// Least wait after a 429/503 whose `Retry-After` is missing or
    /// unreadable: rate limits are rarely shorter, and a fast first retry
    /// only earns another 429.
    pub rate_limit_floor: Duration,
}

impl Default for Politeness {
    fn default() -> Self {
        Politeness {
            concurrency: 4,
            per_host: 2,
            interval: Duration::from_millis(0),
            max_retries: 3,
            backoff_base: Duration::from_millis(500),
            backoff_cap: Duration::from_secs(60),
            rate_limit_floor: Duration::from_secs(1),
        }
    }
}

impl Politeness {
    /// Delay before retry number `attempt + 1` of a job that failed on try
    /// `attempt` (0-based), or `None` when the page should be given up:
    /// retries exhausted, or the server asks for a longer wait than the cap.
    pub fn retry_delay(&self, attempt: u32, retry_after: Option<Duration>) -> Option<Duration> {
        if attempt >= self.max_retries {
            return None;
        }
        match retry_after {
            Some(d) if d > self.backoff_cap => None,
            Some(d) => Some(d),
            None => {
                let factor = 1u32.checked_shl(attempt).unwrap_or(u32::MAX);
                Some(
                    self.backoff_base
                        .checked_mul(factor)
                        .unwrap_or(self.backoff_cap)
                        .min(self.backoff_cap),
                )
            }
        }
    }
}

/// Parse a `Retry-After` value: delay-seconds or an HTTP-date.
pub fn parse_retry_after(value: &str, now: chrono::DateTime<chrono::Utc>) -> Option<Duration> {
    let v = value.trim();
    if let Ok(secs) = v.parse::<u64>() {
        return Some(Duration::from_secs(secs));
    }
    let when = chrono::DateTime::parse_from_rfc2822(v).ok()?;
    let delta = when.with_timezone(&chrono::Utc) - now;
    Some(delta.to_std().unwrap_or(Duration::ZERO))
}

/// One page to fetch.
#[derive(Debug, Clone)]
pub struct Job {
    /// The normalised URL to fetch.
    pub url: Url,
    /// Link hops from a seed (start URL or sitemap entry).
    pub depth: u32,
    /// 0 for the first try.
    pub attempt: u32,
    not_before: Option<Instant>,
    /// [`host_key`] of `url`, computed once: the frontier scan looks at it for every queued
    /// job on every wake-up.
    host: std::sync::Arc<str>,
}

/// What the worker made of one attempt.
#[derive(Debug)]
pub enum Attempt {
    /// The page is finished (saved, unchanged or failed for good); these
    /// links (normalised, in scope) were found on it.
    Done {
        /// Links found on the page, already normalised and in scope, to queue at depth + 1.
        links: Vec<Url>,
    },
    /// Try again after `delay`; `host_wide` pauses every request to the
    /// host (a `Retry-After` answer), otherwise only this page waits.
    Retry {
        /// How long to wait before the next try (backoff or `Retry-After`).
        delay: Duration,
        /// Pause the whole host, not only this page.
        host_wide: bool,
    },
}

/// Frontier caps.
#[derive(Debug, Clone, Copy)]
pub struct Caps {
    /// Most distinct URLs admitted to the frontier; later ones are counted in `over_page_cap`.
    pub max_pages: usize,
    /// Most link hops from a seed; deeper URLs are not admitted and are counted in
    /// `over_depth_cap`.
    pub max_depth: u32,
}

/// Counts the scheduler keeps, for the summary.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Totals {
    /// Distinct URLs admitted to the frontier.
    pub admitted: usize,
    /// Distinct URLs not admitted because `max_pages` was reached.
    pub over_page_cap: usize,
    /// Distinct URLs not admitted because they were deeper than `max_depth`.
    pub over_depth_cap: usize,
    /// Attempts handed to workers (first tries and retries).
    pub attempts: usize,
    /// Retries scheduled.
    pub retries: usize,
}

#[derive(Default)]
struct Host {
    in_flight: usize,
    next_at: Option<Instant>,
}

struct State {
    queue: VecDeque<Job>,
    seen: HashSet<String>,
    /// URLs refused by a cap, so each is counted once. A URL refused for
    /// depth may be admitted later from a shallower page.
    over_cap: HashSet<String>,
    hosts: HashMap<std::sync::Arc<str>, Host>,
    in_flight: usize,
    /// URLs of in-flight jobs whose request already ended ([`Scheduler::request_done`]):
    /// their host slot was given back early, so [`Scheduler::finish`] must not again.
    released: HashSet<String>,
    totals: Totals,
}

fn host_key(u: &Url) -> String {
    u.origin().ascii_serialization()
}

/// A frontier plus the politeness rules; [`Scheduler::run`] drives it.
pub struct Scheduler {
    politeness: Politeness,
    caps: Caps,
    state: Mutex<State>,
    wake: Condvar,
}

impl Scheduler {
    /// A scheduler with an empty frontier; push seeds with [`Scheduler::push`], then
    /// [`Scheduler::run`].
    pub fn new(politeness: Politeness, caps: Caps) -> Scheduler {
        Scheduler {
            politeness,
            caps,
            state: Mutex::new(State {
                queue: VecDeque::new(),
                seen: HashSet::new(),
                over_cap: HashSet::new(),
                hosts: HashMap::new(),
                in_flight: 0,
                released: HashSet::new(),
                totals: Totals::default(),
            }),
            wake: Condvar::new(),
        }
    }

    /// Mark a URL as known without queueing it (a redirect target that was
    /// already fetched under another URL). Returns false if it was known.
    pub fn mark_seen(&self, url: &Url) -> bool {
        self.lock().seen.insert(url.to_string())
    }

    /// Queue a URL at `depth` unless it is known or over a cap. Returns
    /// whether it was queued.
    pub fn push(&self, url: Url, depth: u32) -> bool {
        let mut st = self.lock();
        let queued = Self::push_locked(&mut st, self.caps, url, depth);
        drop(st);
        self.wake.notify_all();
        queued
    }

    fn push_locked(st: &mut State, caps: Caps, url: Url, depth: u32) -> bool {
        let key = url.to_string();
        if st.seen.contains(&key) {
            return false;
        }
        if depth > caps.max_depth {
            if st.over_cap.insert(key) {
                st.totals.over_depth_cap += 1;
            }
            return false;
        }
        if st.totals.admitted >= caps.max_pages {
            if st.over_cap.insert(key) {
                st.totals.over_page_cap += 1;
            }
            return false;
        }
        st.seen.insert(key);
        st.totals.admitted += 1;
        let host = host_key(&url).into();
        st.queue.push_back(Job {
            url,
            depth,
            attempt: 0,
            not_before: None,
            host,
        });
        true
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A worker that panicked cannot leave the frontier half-updated
        // (every update is a few field writes), so poisoning is ignored.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Number of distinct URLs admitted so far (the progress bar's length).
    pub fn admitted(&self) -> usize {
        self.lock().totals.admitted
    }

    /// A copy of the counts so far (final once [`Scheduler::run`] returns).
    pub fn totals(&self) -> Totals {
        self.lock().totals.clone()
    }

    /// Work the frontier with `concurrency` threads until it is empty and
    /// nothing is in flight.
    pub fn run<F>(&self, work: F)
    where
        F: Fn(&Job) -> Attempt + Sync,
    {
        let n = self.politeness.concurrency.max(1);
        std::thread::scope(|s| {
            for _ in 0..n {
                s.spawn(|| self.worker(&work));
            }
        });
    }

    fn worker<F>(&self, work: &F)
    where
        F: Fn(&Job) -> Attempt + Sync,
    {
        while let Some(job) = self.next_job() {
            let outcome = work(&job);
            self.finish(job, outcome);
        }
    }

    /// Block until a job may start now; `None` when the crawl is over.
    fn next_job(&self) -> Option<Job> {
        let mut st = self.lock();
        loop {
            let now = Instant::now();
            let per_host = self.politeness.per_host.max(1);
            let mut earliest: Option<Instant> = None;
            let mut pick = None;
            for (i, job) in st.queue.iter().enumerate() {
                let host = st.hosts.get(&job.host);
                if host.is_some_and(|h| h.in_flight >= per_host) {
                    continue; // woken when one of its requests finishes
                }
                let ready = [job.not_before, host.and_then(|h| h.next_at)]
                    .into_iter()
                    .flatten()
                    .max();
                match ready {
                    Some(t) if t > now => {
                        earliest = Some(earliest.map_or(t, |e: Instant| e.min(t)));
                    }
                    _ => {
                        pick = Some(i);
                        break;
                    }
                }
            }
            if let Some(i) = pick {
                let job = st.queue.remove(i)?;
                let host = st.hosts.entry(job.host.clone()).or_default();
                host.in_flight += 1;
                let next = now + self.politeness.interval;
                host.next_at = Some(host.next_at.map_or(next, |t| t.max(next)));
                st.in_flight += 1;
                st.totals.attempts += 1;
                return Some(job);
            }
            if st.queue.is_empty() && st.in_flight == 0 {
                drop(st);
                self.wake.notify_all();
                return None;
            }
            st = match earliest {
                Some(t) => {
                    self.wake
                        .wait_timeout(st, t.saturating_duration_since(now))
                        .unwrap_or_else(|e| e.into_inner())
                        .0
                }
                None => self.wake.wait(st).unwrap_or_else(|e| e.into_inner()),
            };
        }
    }

    /// The worker's request for `job` has ended (response read, or failed): give its host
    /// slot back now, so the host's next request can start while this worker still parses
    /// and stores the page. `per_host` limits requests, not local work.
    pub fn request_done(&self, job: &Job) {
        let mut st = self.lock();
        if !st.released.insert(job.url.to_string()) {
            return;
        }
        if let Some(h) = st.hosts.get_mut(&job.host) {
            h.in_flight -= 1;
        }
        drop(st);
        self.wake.notify_all();
    }

    fn finish(&self, mut job: Job, outcome: Attempt) {
        let mut st = self.lock();
        st.in_flight -= 1;
        let key = job.host.clone();
        if !st.released.remove(job.url.as_str()) {
            if let Some(h) = st.hosts.get_mut(&key) {
                h.in_flight -= 1;
            }
        }
        match outcome {
            Attempt::Done { links } => {
                for l in links {
                    Self::push_locked(&mut st, self.caps, l, job.depth + 1);
                }
            }
            Attempt::Retry { delay, host_wide } => {
                let at = Instant::now() + delay;
                if host_wide {
                    let h = st.hosts.entry(key).or_default();
                    h.next_at = Some(h.next_at.map_or(at, |t| t.max(at)));
                }
                job.attempt += 1;
                job.not_before = Some(at);
                st.totals.retries += 1;
                st.queue.push_back(job);
            }
        }
        drop(st);
        self.wake.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn u(s: &str) -> Url {
        Url::parse(s).unwrap()
    }

    #[test]
    fn backoff_doubles_and_caps() {
        let p = Politeness {
            max_retries: 10,
            backoff_base: Duration::from_millis(100),
            backoff_cap: Duration::from_millis(500),
            ..Politeness::default()
        };
        let d: Vec<_> = (0..5)
            .map(|a| p.retry_delay(a, None).unwrap().as_millis())
            .collect();
        assert_eq!(d, vec![100, 200, 400, 500, 500]);
        assert_eq!(p.retry_delay(10, None), None);
        assert_eq!(
            p.retry_delay(0, Some(Duration::from_millis(300))),
            Some(Duration::from_millis(300))
        );
        assert_eq!(p.retry_delay(0, Some(Duration::from_secs(1))), None);
        assert_eq!(p.retry_delay(40, None), None);
        let p = Politeness {
            max_retries: 100,
            ..p
        };
        assert_eq!(p.retry_delay(40, None), Some(Duration::from_millis(500)));
    }

    #[test]
    fn retry_after_forms() {
        let now = chrono::DateTime::parse_from_rfc3339("2015-10-21T07:27:58Z")
            .unwrap()
            .with_timezone(&chrono::Utc);
        assert_eq!(parse_retry_after(" 1 ", now), Some(Duration::from_secs(1)));
        assert_eq!(
            parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now),
            Some(Duration::from_secs(2))
        );
        assert_eq!(
            parse_retry_after("Wed, 21 Oct 2015 07:00:00 GMT", now),
            Some(Duration::ZERO)
        );
        assert_eq!(parse_retry_after("soon", now), None);
        assert_eq!(parse_retry_after("-5", now), None);
    }

    /// A synthetic link graph: page i links to 2i+1 and 2i+2 (a binary
    /// tree) and back to 0. Every page is visited exactly once; with one
    /// thread the order is breadth-first, so exactly pages 0..100.
    #[test]
    fn visits_each_page_once_with_caps() {
        for threads in [1, 4] {
            visits_each_page_once(threads);
        }
    }

    fn visits_each_page_once(threads: usize) {
        let s = Scheduler::new(
            Politeness {
                concurrency: threads,
                ..Politeness::default()
            },
            Caps {
                max_pages: 100,
                max_depth: 50,
            },
        );
        s.push(u("http://h/0"), 0);
        let visits = Mutex::new(Vec::new());
        s.run(|job| {
            let i: usize = job.url.path()[1..].parse().unwrap();
            visits.lock().unwrap().push(i);
            Attempt::Done {
                links: vec![
                    u(&format!("http://h/{}", 2 * i + 1)),
                    u(&format!("http://h/{}", 2 * i + 2)),
                    u("http://h/0"),
                ],
            }
        });
        let mut v = visits.into_inner().unwrap();
        if threads == 1 {
            assert_eq!(v, (0..100).collect::<Vec<_>>());
        }
        v.sort();
        v.dedup();
        assert_eq!(v.len(), 100);
        let t = s.totals();
        assert_eq!(t.admitted, 100);
        assert_eq!(t.attempts, 100);
        // 100 pages × 2 child links = 200 child links, 99 admitted.
        assert_eq!(t.over_page_cap, 200 - 99);
        assert_eq!(t.over_depth_cap, 0);
    }

    /// A URL over the page cap is counted once however often it is linked.
    #[test]
    fn page_cap_counts_distinct_urls() {
        let s = Scheduler::new(
            Politeness::default(),
            Caps {
                max_pages: 2,
                max_depth: 9,
            },
        );
        s.push(u("http://h/0"), 0);
        s.run(|_| Attempt::Done {
            links: vec![
                u("http://h/1"),
                u("http://h/2"),
                u("http://h/3"),
                u("http://h/2"),
            ],
        });
        let t = s.totals();
        assert_eq!((t.admitted, t.over_page_cap, t.attempts), (2, 2, 2));
    }

    #[test]
    fn depth_cap() {
        let s = Scheduler::new(
            Politeness::default(),
            Caps {
                max_pages: 1000,
                max_depth: 2,
            },
        );
        s.push(u("http://h/0"), 0);
        s.run(|job| {
            let i: usize = job.url.path()[1..].parse().unwrap();
            Attempt::Done {
                links: vec![u(&format!("http://h/{}", i + 1))],
            }
        });
        let t = s.totals();
        assert_eq!((t.admitted, t.over_depth_cap), (3, 1));
    }

    /// per_host = 1: never two requests to one host at once; interval:
    /// starts 50 ms apart. Asserted over the whole run (5 gaps ≥ 200 ms)
    /// rather than per gap: the worker reads the clock a varying time after
    /// the scheduler reserved its slot, which skews single gaps on a busy
    /// machine but cannot shrink the span by more than one such delay.
    #[test]
    fn per_host_limit_and_interval() {
        let s = Scheduler::new(
            Politeness {
                concurrency: 4,
                per_host: 1,
                interval: Duration::from_millis(50),
                ..Politeness::default()
            },
            Caps {
                max_pages: 100,
                max_depth: 9,
            },
        );
        for i in 0..6 {
            s.push(u(&format!("http://a/{i}")), 0);
        }
        let active = AtomicUsize::new(0);
        let max_active = AtomicUsize::new(0);
        let starts = Mutex::new(Vec::new());
        s.run(|_| {
            let n = active.fetch_add(1, Ordering::SeqCst) + 1;
            max_active.fetch_max(n, Ordering::SeqCst);
            starts.lock().unwrap().push(Instant::now());
            std::thread::sleep(Duration::from_millis(2));
            active.fetch_sub(1, Ordering::SeqCst);
            Attempt::Done { links: vec![] }
        });
        assert_eq!(max_active.load(Ordering::SeqCst), 1);
        let starts = starts.into_inner().unwrap();
        assert_eq!(starts.len(), 6);
        let span = starts[5] - starts[0];
        assert!(span >= Duration::from_millis(200), "{span:?}");
    }

    /// A host-wide retry pauses other pages of that host too.
    #[test]
    fn host_wide_retry_pauses_host() {
        let s = Scheduler::new(
            Politeness {
                concurrency: 2,
                per_host: 1,
                ..Politeness::default()
            },
            Caps {
                max_pages: 10,
                max_depth: 9,
            },
        );
        s.push(u("http://a/busy"), 0);
        s.push(u("http://a/other"), 0);
        s.push(u("http://b/elsewhere"), 0);
        let log = Mutex::new(Vec::new());
        let t0 = Instant::now();
        s.run(|job| {
            let at = t0.elapsed();
            log.lock()
                .unwrap()
                .push((job.url.to_string(), job.attempt, at));
            if job.url.path() == "/busy" && job.attempt == 0 {
                return Attempt::Retry {
                    delay: Duration::from_millis(500),
                    host_wide: true,
                };
            }
            Attempt::Done { links: vec![] }
        });
        let log = log.into_inner().unwrap();
        assert_eq!(log.len(), 4);
        let when = |url: &str, attempt: u32| {
            log.iter()
                .find(|(u, a, _)| u == url && *a == attempt)
                .map(|x| x.2)
                .unwrap()
        };
        // The pause is a floor (a lower bound a loaded machine cannot break).
        assert!(when("http://a/other", 0) >= Duration::from_millis(500));
        assert!(when("http://a/busy", 1) >= Duration::from_millis(500));
        // Another host is not paused: it starts before the pause on `a` ends (order, not time).
        let at = |url: &str, attempt: u32| {
            log.iter()
                .position(|(u, a, _)| u == url && *a == attempt)
                .unwrap()
        };
        assert!(
            at("http://b/elsewhere", 0) < at("http://a/other", 0),
            "{log:?}"
        );
        assert!(
            at("http://b/elsewhere", 0) < at("http://a/busy", 1),
            "{log:?}"
        );
        assert_eq!(s.totals().retries, 1);
        assert_eq!(s.totals().attempts, 4);
    }

    /// `request_done` frees the host slot early: with per_host = 1, the next request to the
    /// host starts while the first page is still being processed, yet two requests are
    /// never in flight at once.
    #[test]
    fn request_done_frees_the_host_slot() {
        let s = Scheduler::new(
            Politeness {
                concurrency: 2,
                per_host: 1,
                ..Politeness::default()
            },
            Caps {
                max_pages: 10,
                max_depth: 9,
            },
        );
        s.push(u("http://a/1"), 0);
        s.push(u("http://a/2"), 0);
        let requesting = AtomicUsize::new(0);
        let max_requesting = AtomicUsize::new(0);
        let processing = AtomicUsize::new(0);
        let max_processing = AtomicUsize::new(0);
        s.run(|job| {
            let n = requesting.fetch_add(1, Ordering::SeqCst) + 1;
            max_requesting.fetch_max(n, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(5));
            requesting.fetch_sub(1, Ordering::SeqCst);
            s.request_done(job);
            s.request_done(job); // twice is harmless
            let n = processing.fetch_add(1, Ordering::SeqCst) + 1;
            max_processing.fetch_max(n, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(300));
            processing.fetch_sub(1, Ordering::SeqCst);
            Attempt::Done { links: vec![] }
        });
        assert_eq!(max_requesting.load(Ordering::SeqCst), 1);
        assert_eq!(max_processing.load(Ordering::SeqCst), 2);
        assert_eq!(s.totals().attempts, 2);
    }
}
