//! URL normalisation and the crawl's scope rules.
//!
//! Every URL the crawler sees (start URL, sitemap entries, links, redirect
//! targets) goes through [`normalize`] before it is compared, queued or used
//! as a snapshot key, so `/a/./b#x`, `/a/b` and `HTTP://Host:80/a/b` are one
//! page. [`Scope`] then decides whether a normalised URL is crawled: same
//! origin, path under the scope prefix, include/exclude regexes, and the caps
//! that stop infinite link spaces (calendar pages, query strings, `a/a/a/…`
//! relative-link traps).

use std::collections::HashMap;

use url::Url;

/// What to do with query strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum QueryMode {
    /// Drop the query string: docs sites are static, and queries are the
    /// usual source of infinite link spaces (`?page=`, `?date=`, `?q=`).
    #[default]
    Drop,
    /// Keep it, with parameters sorted and tracking parameters (`utm_*`)
    /// removed, and at most [`Limits::max_query_variants`] per path.
    Keep,
}

/// Caps on the URL space, applied per normalised URL.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Limits {
    /// Longer URLs are refused (generated URLs grow without bound).
    pub max_url_len: usize,
    /// More path segments than this are refused.
    pub max_segments: usize,
    /// A path where one segment occurs more than this many times is refused
    /// (`docs/a/a/a/a/` from a relative link resolved again and again).
    pub max_segment_repeats: usize,
    /// With [`QueryMode::Keep`], distinct queries per path.
    pub max_query_variants: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_url_len: 2048,
            max_segments: 32,
            max_segment_repeats: 3,
            max_query_variants: 10,
        }
    }
}

/// Why a URL was not admitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Rejection {
    /// Not http(s) (`mailto:`, `javascript:`, …) or not parseable.
    NotHttp,
    /// Another scheme, host or port than the scope.
    OtherHost,
    /// Same host, path outside the scope prefix.
    OutsidePrefix,
    /// An `--include` was given and none matched.
    NotIncluded,
    /// An `--exclude` matched.
    Excluded,
    /// Hit one of the [`Limits`].
    InfiniteSpace,
}

/// Normalise an absolute URL: lower-case scheme and host, default port
/// dropped, dot segments resolved, empty path made `/`, fragment dropped,
/// percent-escapes of unreserved characters decoded and the rest
/// upper-cased, and the query handled by `mode`.
pub fn normalize(url: &Url, mode: QueryMode) -> Option<Url> {
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return None;
    }
    let mut u = url.clone();
    u.set_fragment(None);
    let path = normalize_escapes(u.path());
    if path != u.path() {
        u.set_path(&path);
    }
    match mode {
        QueryMode::Drop => u.set_query(None),
        QueryMode::Keep => {
            let mut pairs: Vec<(String, String)> = u
                .query_pairs()
                .filter(|(k, _)| !k.starts_with("utm_"))
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect();
            if pairs.is_empty() {
                u.set_query(None);
            } else {
                pairs.sort();
                u.query_pairs_mut().clear().extend_pairs(pairs);
            }
        }
    }
    Some(u)
}

/// Parse `href` relative to `base` and normalise it.
pub fn resolve(base: &Url, href: &str, mode: QueryMode) -> Option<Url> {
    let href = href.trim();
    if href.is_empty() {
        return None;
    }
    let joined = base.join(href).ok()?;
    normalize(&joined, mode)
}

/// `%7E` → `~`, `%2f` → `%2F`: two spellings of one path become one.
fn normalize_escapes(path: &str) -> String {
    let b = path.as_bytes();
    let mut out = String::with_capacity(path.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            let hi = (b[i + 1] as char).to_digit(16);
            let lo = (b[i + 2] as char).to_digit(16);
            if let (Some(hi), Some(lo)) = (hi, lo) {
                let c = (hi * 16 + lo) as u8;
                if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_' | b'~') {
                    out.push(c as char);
                } else {
                    out.push('%');
                    out.push((b[i + 1] as char).to_ascii_uppercase());
                    out.push((b[i + 2] as char).to_ascii_uppercase());
                }
                i += 3;
                continue;
            }
        }
        out.push(b[i] as char);
        i += 1;
    }
    out
}

/// The set of URLs a crawl may fetch.
#[derive(Debug, Clone)]
pub struct Scope {
    origin: url::Origin,
    prefix: String,
    include: Vec<regex::Regex>,
    exclude: Vec<regex::Regex>,
    mode: QueryMode,
    limits: Limits,
}

impl Scope {
    /// `prefix` is an absolute URL or a path (`/docs/`); `None` means the
    /// directory of `start` (`https://h/docs/intro.html` → `https://h/docs/`).
    pub fn new(
        start: &Url,
        prefix: Option<&str>,
        include: Vec<regex::Regex>,
        exclude: Vec<regex::Regex>,
        mode: QueryMode,
        limits: Limits,
    ) -> Result<Scope, url::ParseError> {
        let base = match prefix {
            Some(p) => start.join(p)?,
            None => start.join("./")?,
        };
        Ok(Scope {
            origin: base.origin(),
            prefix: base.path().to_string(),
            include,
            exclude,
            mode,
            limits,
        })
    }

    /// The scope as an absolute URL prefix, for messages.
    pub fn describe(&self) -> String {
        format!("{}{}", self.origin.ascii_serialization(), self.prefix)
    }

    /// Whether this scope keeps or drops query strings.
    pub fn query_mode(&self) -> QueryMode {
        self.mode
    }

    /// Same scheme, host and port as the scope.
    pub fn same_origin(&self, url: &Url) -> bool {
        url.origin() == self.origin
    }

    /// Whether `url` (already normalised) lies under the prefix. A prefix
    /// `/docs/` also admits `/docs` itself: servers redirect one to the other.
    pub fn under_prefix(&self, url: &Url) -> bool {
        let p = url.path();
        p.starts_with(&self.prefix)
            || (self.prefix.ends_with('/') && p == &self.prefix[..self.prefix.len() - 1])
    }

    /// Scope test without the include/exclude filters (redirect targets,
    /// sitemap entries are filtered by [`Scope::admit`]).
    pub fn check(&self, url: &Url) -> Result<(), Rejection> {
        if !matches!(url.scheme(), "http" | "https") {
            return Err(Rejection::NotHttp);
        }
        if !self.same_origin(url) {
            return Err(Rejection::OtherHost);
        }
        if !self.under_prefix(url) {
            return Err(Rejection::OutsidePrefix);
        }
        if self.is_infinite_space(url) {
            return Err(Rejection::InfiniteSpace);
        }
        Ok(())
    }

    /// Full admission test: scope, then `--include` (at least one must
    /// match when any is given), then `--exclude`.
    pub fn admit(&self, url: &Url) -> Result<(), Rejection> {
        self.check(url)?;
        let s = url.as_str();
        if !self.include.is_empty() && !self.include.iter().any(|r| r.is_match(s)) {
            return Err(Rejection::NotIncluded);
        }
        if self.exclude.iter().any(|r| r.is_match(s)) {
            return Err(Rejection::Excluded);
        }
        Ok(())
    }

    fn is_infinite_space(&self, url: &Url) -> bool {
        if url.as_str().len() > self.limits.max_url_len {
            return true;
        }
        let segs: Vec<&str> = url.path().split('/').filter(|s| !s.is_empty()).collect();
        if segs.len() > self.limits.max_segments {
            return true;
        }
        let mut counts: HashMap<&str, usize> = HashMap::new();
        for s in &segs {
            let n = counts.entry(s).or_default();
            *n += 1;
            if *n > self.limits.max_segment_repeats {
                return true;
            }
        }
        false
    }

    /// The per-path cap on query variants (stateful: see [`QueryCounter`]).
    pub fn max_query_variants(&self) -> usize {
        self.limits.max_query_variants
    }
}

/// Counts distinct query strings per path for [`QueryMode::Keep`].
#[derive(Debug, Default)]
pub struct QueryCounter {
    per_path: HashMap<String, usize>,
}

impl QueryCounter {
    /// Record a new (not yet seen) URL; false when its path already has
    /// `max` query variants.
    pub fn admit(&mut self, url: &Url, max: usize) -> bool {
        if url.query().is_none() {
            return true;
        }
        let mut key = url.clone();
        key.set_query(None);
        let n = self.per_path.entry(key.to_string()).or_default();
        if *n >= max {
            return false;
        }
        *n += 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(s: &str) -> Url {
        Url::parse(s).unwrap()
    }

    fn n(s: &str) -> String {
        normalize(&u(s), QueryMode::Drop).unwrap().to_string()
    }

    #[test]
    fn normalises_case_port_dots_fragment_query() {
        assert_eq!(
            n("HTTP://Example.COM:80/a/./b/../c.html?x=1#frag"),
            "http://example.com/a/c.html"
        );
        assert_eq!(n("https://example.com"), "https://example.com/");
        assert_eq!(n("http://h/%7Euser/a%2fb"), "http://h/~user/a%2Fb");
        assert_eq!(n("http://h:8080/x/"), "http://h:8080/x/");
    }

    #[test]
    fn keep_mode_sorts_and_strips_tracking() {
        let k = normalize(&u("http://h/p?b=2&utm_source=x&a=1#f"), QueryMode::Keep).unwrap();
        assert_eq!(k.as_str(), "http://h/p?a=1&b=2");
        let k = normalize(&u("http://h/p?utm_medium=m"), QueryMode::Keep).unwrap();
        assert_eq!(k.as_str(), "http://h/p");
    }

    #[test]
    fn non_http_is_refused() {
        assert!(normalize(&u("mailto:a@b.c"), QueryMode::Drop).is_none());
        assert!(resolve(&u("http://h/a/"), "javascript:void(0)", QueryMode::Drop).is_none());
        assert!(resolve(&u("http://h/a/"), "  ", QueryMode::Drop).is_none());
        assert_eq!(
            resolve(&u("http://h/a/b.html"), "../c.html#x", QueryMode::Drop)
                .unwrap()
                .as_str(),
            "http://h/c.html"
        );
    }

    #[test]
    fn scope_rules() {
        let start = u("http://h:9/docs/intro.html");
        let s = Scope::new(
            &start,
            None,
            vec![],
            vec![],
            QueryMode::Drop,
            Limits::default(),
        )
        .unwrap();
        assert_eq!(s.describe(), "http://h:9/docs/");
        assert_eq!(s.admit(&u("http://h:9/docs/x/y.html")), Ok(()));
        assert_eq!(s.admit(&u("http://h:9/docs")), Ok(()));
        assert_eq!(
            s.admit(&u("http://h:9/docsx")),
            Err(Rejection::OutsidePrefix)
        );
        assert_eq!(
            s.admit(&u("http://h:9/blog/")),
            Err(Rejection::OutsidePrefix)
        );
        assert_eq!(s.admit(&u("http://h:10/docs/")), Err(Rejection::OtherHost));
        assert_eq!(s.admit(&u("https://h:9/docs/")), Err(Rejection::OtherHost));
        assert_eq!(
            s.admit(&u("http://h:9/docs/a/a/a/a/x.html")),
            Err(Rejection::InfiniteSpace)
        );
        let deep: String = (0..40).map(|i| format!("d{i}/")).collect();
        let deep = format!("http://h:9/docs/{deep}");
        assert_eq!(s.admit(&u(&deep)), Err(Rejection::InfiniteSpace));
    }

    #[test]
    fn include_exclude() {
        let start = u("http://h/");
        let s = Scope::new(
            &start,
            Some("/"),
            vec![regex::Regex::new(r"/api/").unwrap()],
            vec![regex::Regex::new(r"\.pdf$").unwrap()],
            QueryMode::Drop,
            Limits::default(),
        )
        .unwrap();
        assert_eq!(s.admit(&u("http://h/api/a.html")), Ok(()));
        assert_eq!(
            s.admit(&u("http://h/guide/a.html")),
            Err(Rejection::NotIncluded)
        );
        assert_eq!(s.admit(&u("http://h/api/a.pdf")), Err(Rejection::Excluded));
    }

    #[test]
    fn query_variants_are_capped_per_path() {
        let mut c = QueryCounter::default();
        assert!(c.admit(&u("http://h/cal?d=1"), 2));
        assert!(c.admit(&u("http://h/cal?d=2"), 2));
        assert!(!c.admit(&u("http://h/cal?d=3"), 2));
        assert!(c.admit(&u("http://h/other?d=3"), 2));
        assert!(c.admit(&u("http://h/cal"), 2));
    }
}
