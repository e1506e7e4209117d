//! Fetching one page: the first stage of the page flow (fetch → [`crate::pages::snapshot`]
//! → [`crate::pages::text`] → [`crate::pages::count`]).
//!
//! [`Fetcher::get`] performs one GET with redirects followed *by hand*
//! (reqwest's redirect policy is `none`), so the whole chain is recorded,
//! loops are detected, the redirect limit is enforced and cross-host hops can
//! be refused. The body is streamed under a size cap (counted after
//! content-encoding is removed, so a gzip bomb is caught too). HTTP error
//! statuses (4xx/5xx) are *data*: they come back as a [`FetchResponse`] whose
//! `status` says so; only transport problems are a [`FetchError`]. Only the
//! response headers that matter as evidence are kept ([`is_evidence_header`]).
//!
//! [`decode_body`] turns body bytes into text using the charset from the BOM,
//! the `Content-Type` header or a `<meta>` tag (in that order), falling back
//! to UTF-8, or windows-1252 for unlabelled bytes that are not valid UTF-8.
//! Two mislabels are corrected: non-ASCII valid UTF-8 under a single-byte
//! label is read as UTF-8, and invalid UTF-8 under a UTF-8 label as
//! windows-1252; the charset actually used is what the record keeps.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashSet};
use std::io::Read;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use super::netpolicy::{self, NetPolicy, PolicyResolver};

use serde::{Deserialize, Serialize};

/// Knobs for [`Fetcher`].
#[derive(Debug, Clone)]
pub struct FetchOptions {
    /// Time allowed to open the TCP (and TLS) connection.
    pub connect_timeout: Duration,
    /// Time allowed for the whole GET, redirects and body included.
    pub timeout: Duration,
    /// Largest body accepted (after content-decoding); over it: [`FetchError::TooLarge`].
    pub max_bytes: u64,
    /// Most redirects followed before [`FetchError::TooManyRedirects`].
    pub max_redirects: usize,
    /// `User-Agent` header sent.
    pub user_agent: String,
    /// Follow redirects to another host (`fetch` does; `crawl` does not).
    pub allow_cross_host_redirects: bool,
    /// Where requests may go (see [`super::netpolicy`]). `None`: any host, and each URL
    /// passed to [`Fetcher::get`] is one the user named, so its host may be non-public;
    /// a redirect to another host on a non-public address is still refused.
    pub policy: Option<NetPolicy>,
}

impl Default for FetchOptions {
    fn default() -> Self {
        FetchOptions {
            connect_timeout: Duration::from_secs(10),
            timeout: Duration::from_secs(30),
            max_bytes: 50 * 1024 * 1024,
            max_redirects: 10,
            user_agent: format!("docdrift/{}", env!("CARGO_PKG_VERSION")),
            allow_cross_host_redirects: true,
            policy: None,
        }
    }
}

/// Conditional-GET validators taken from a stored snapshot record.
#[derive(Debug, Default, Clone)]
pub struct Validators {
    /// The stored `ETag`, sent back as `If-None-Match`; `None` sends no such header.
    pub etag: Option<String>,
    /// The stored `Last-Modified`, sent back as `If-Modified-Since`; `None` sends no such header.
    pub last_modified: Option<String>,
}

/// One hop of a redirect chain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Redirect {
    /// The redirect status (301, 302, 303, 307 or 308).
    pub status: u16,
    /// The URL that answered with the redirect.
    pub from: String,
    /// Its `Location`, resolved against `from` to an absolute URL.
    pub to: String,
}

/// What one GET produced. 4xx/5xx are a `FetchResponse` (status recorded), not an `Err`.
#[derive(Debug, Clone)]
pub struct FetchResponse {
    /// The URL as requested.
    pub url: String,
    /// The URL that produced the body (after redirects).
    pub final_url: String,
    /// Every redirect hop followed, in order; empty when the first response was final.
    pub redirects: Vec<Redirect>,
    /// 304 when the validators matched (body empty).
    pub status: u16,
    /// When the request started.
    pub fetched_at: chrono::DateTime<chrono::Utc>,
    /// Milliseconds from the request's start to the end of the body, redirects included.
    pub elapsed_ms: u64,
    /// Evidence headers of the final response only, lower-case names.
    pub headers: BTreeMap<String, String>,
    /// The final response's `Content-Type` header as sent; `None` when absent.
    pub content_type: Option<String>,
    /// Body bytes after content-encoding was removed.
    pub body: Vec<u8>,
}

impl FetchResponse {
    /// 2xx: the body is the page.
    pub fn is_success(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

/// A GET that produced no usable response. Every message names the URL.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FetchError {
    /// The whole GET ran past [`FetchOptions::timeout`] (or connecting past
    /// [`FetchOptions::connect_timeout`]).
    #[error("{url}: timed out after {after_ms} ms ({phase})")]
    Timeout {
        /// The URL as requested.
        url: String,
        /// Milliseconds from the request's start to giving up.
        after_ms: u64,
        /// What it was doing: `connecting`, `waiting for the response`, `following
        /// redirects` or `reading the body`.
        phase: &'static str,
    },
    /// No connection could be made (DNS failure, refused, TLS handshake failed).
    #[error("{url}: cannot connect: {msg}")]
    Connect {
        /// The URL as requested.
        url: String,
        /// The transport's error chain, joined with `: `.
        msg: String,
    },
    /// The decoded body passed [`FetchOptions::max_bytes`]; the download was stopped there.
    #[error("{url}: body is larger than the limit of {limit} bytes (raise --max-bytes); aborted")]
    TooLarge {
        /// The URL as requested.
        url: String,
        /// The limit in bytes.
        limit: u64,
    },
    /// A redirect led back to a URL already visited in this chain (fragments ignored).
    #[error("{url}: redirect loop: {}", .chain.join(" -> "))]
    RedirectLoop {
        /// The URL as requested.
        url: String,
        /// Every URL visited, in order, ending with the repeated one.
        chain: Vec<String>,
    },
    /// More than [`FetchOptions::max_redirects`] hops.
    #[error("{url}: more than {limit} redirects: {}", .chain.join(" -> "))]
    TooManyRedirects {
        /// The URL as requested.
        url: String,
        /// The redirect limit that was passed.
        limit: usize,
        /// Every URL visited, in order.
        chain: Vec<String>,
    },
    /// A redirect to another host or port while
    /// [`FetchOptions::allow_cross_host_redirects`] is off (the crawl's default).
    #[error("{url}: redirect from {from} to another host ({to}) refused")]
    CrossHostRedirect {
        /// The URL as requested.
        url: String,
        /// The hop that answered with the redirect.
        from: String,
        /// Where it pointed.
        to: String,
    },
    /// A redirect on the same origin but outside the crawl's scope prefix.
    #[error("{url}: redirect from {from} to {to}, outside the crawl scope {scope}, refused")]
    OutOfScopeRedirect {
        /// The URL as requested.
        url: String,
        /// The hop that answered with the redirect.
        from: String,
        /// Where it pointed.
        to: String,
        /// The scope prefix it left.
        scope: String,
    },
    /// A redirect status with no `Location`, or one that is not a valid header value or URL.
    #[error("{url}: redirect ({status}) without a usable Location header: {msg}")]
    BadRedirect {
        /// The URL as requested.
        url: String,
        /// The redirect status received.
        status: u16,
        /// What is wrong with the `Location`.
        msg: String,
    },
    /// The connection broke while the body was being read.
    #[error("{url}: body ended early after {received} bytes: {msg}")]
    Truncated {
        /// The URL as requested.
        url: String,
        /// Decoded body bytes received before the break.
        received: u64,
        /// The transport's error chain.
        msg: String,
    },
    /// The body's `Content-Encoding` (gzip, deflate, brotli …) could not be undone.
    #[error("{url}: cannot decode the body (content-encoding): {msg}")]
    Decode {
        /// The URL as requested.
        url: String,
        /// The decoder's error chain.
        msg: String,
    },
    /// The URL does not parse, is not http(s), or has no host.
    #[error("{url}: invalid URL: {msg}")]
    InvalidUrl {
        /// The URL as given.
        url: String,
        /// Why it is invalid.
        msg: String,
    },
    /// The network policy forbids the request (a host that is not a docs host, or a
    /// non-public address); nothing was sent.
    #[error("{url}: not fetched: {why}")]
    Refused {
        /// The URL as requested.
        url: String,
        /// Why the network policy refused it (the host or address and the rule).
        why: String,
    },
    /// Any other failure (building the client, a transport error of no other kind).
    #[error("{url}: {source}")]
    Other {
        /// The URL as requested (`(client)` when building the client failed).
        url: String,
        /// The underlying error.
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
}

/// A reusable HTTP client. `Clone` is cheap and clones share one connection pool,
/// so crawl can hand one to each worker thread.
#[derive(Debug, Clone)]
pub struct Fetcher {
    client: reqwest::blocking::Client,
    opts: FetchOptions,
    /// The policy the resolver and every hop check; grows with the named URLs when
    /// `opts.policy` is `None`.
    policy: Arc<RwLock<NetPolicy>>,
}

static RING: std::sync::Once = std::sync::Once::new();

/// reqwest is built with `rustls-no-provider`: a crypto provider must be
/// installed before the first client. Installing twice is an error, and another
/// part of the process may already have installed one, so the result is ignored.
fn install_crypto_provider() {
    RING.call_once(|| {
        let _ = rustls::crypto::ring::default_provider().install_default();
    });
}

impl Fetcher {
    /// Build a client with `opts`.
    pub fn new(opts: FetchOptions) -> Result<Fetcher, FetchError> {
        install_crypto_provider();
        let policy = Arc::new(RwLock::new(opts.policy.clone().unwrap_or_default()));
        let client = reqwest::blocking::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .dns_resolver(Arc::new(PolicyResolver {
                policy: policy.clone(),
            }))
            // Proxies from the environment would take the connection (and the address
            // check) elsewhere.
            .no_proxy()
            .connect_timeout(opts.connect_timeout)
            .timeout(opts.timeout)
            .user_agent(opts.user_agent.clone())
            .build()
            .map_err(|e| FetchError::Other {
                url: "(client)".into(),
                source: Box::new(e),
            })?;
        Ok(Fetcher {
            client,
            opts,
            policy,
        })
    }

    /// The options this fetcher was built with.
    pub fn options(&self) -> &FetchOptions {
        &self.opts
    }

    /// GET `url`, following redirects by hand. Sends `If-None-Match` /
    /// `If-Modified-Since` from `validators`; a match gives status 304 and an empty body.
    pub fn get(&self, url: &str, validators: &Validators) -> Result<FetchResponse, FetchError> {
        self.get_within(url, validators, None)
    }

    /// [`Fetcher::get`] for a crawl page: a redirect to a URL of the scope's
    /// origin that lies outside `scope` (an absolute URL prefix such as
    /// `https://h/docs/`) is refused before it is requested, as a link there
    /// would be. Other hosts follow `allow_cross_host_redirects`.
    pub fn get_within(
        &self,
        url: &str,
        validators: &Validators,
        scope: Option<&str>,
    ) -> Result<FetchResponse, FetchError> {
        let scope = scope.and_then(|s| url::Url::parse(s).ok());
        let fetched_at = chrono::Utc::now();
        let started = Instant::now();
        let first = parse_http_url(url)?;
        if self.opts.policy.is_none() {
            if let Some(h) = first.host_str() {
                let mut p = self.policy.write().unwrap_or_else(|e| e.into_inner());
                p.private_ok.insert(netpolicy::normalize_host(h));
            }
        }
        let refused = |u: &url::Url| {
            let p = self.policy.read().unwrap_or_else(|e| e.into_inner());
            p.refusal(u)
        };
        if let Some(why) = refused(&first) {
            return Err(FetchError::Refused {
                url: url.into(),
                why,
            });
        }
        let mut current = first.clone();
        let mut redirects: Vec<Redirect> = Vec::new();
        let mut seen: HashSet<String> = HashSet::new();
        seen.insert(strip_fragment(&current));
        loop {
            let remaining = self.opts.timeout.checked_sub(started.elapsed());
            let Some(remaining) = remaining.filter(|d| !d.is_zero()) else {
                return Err(FetchError::Timeout {
                    url: url.into(),
                    after_ms: started.elapsed().as_millis() as u64,
                    phase: "following redirects",
                });
            };
            let mut req = self.client.get(current.clone()).timeout(remaining);
            if let Some(etag) = &validators.etag {
                req = req.header(reqwest::header::IF_NONE_MATCH, etag);
            }
            if let Some(lm) = &validators.last_modified {
                req = req.header(reqwest::header::IF_MODIFIED_SINCE, lm);
            }
            let resp = req
                .send()
                .map_err(|e| classify(url, &e, started, "waiting for the response"))?;
            let status = resp.status().as_u16();
            if matches!(status, 301 | 302 | 303 | 307 | 308) {
                let location = resp
                    .headers()
                    .get(reqwest::header::LOCATION)
                    .ok_or_else(|| FetchError::BadRedirect {
                        url: url.into(),
                        status,
                        msg: "no Location header".into(),
                    })?
                    .to_str()
                    .map_err(|e| FetchError::BadRedirect {
                        url: url.into(),
                        status,
                        msg: e.to_string(),
                    })?;
                let next = current
                    .join(location)
                    .map_err(|e| FetchError::BadRedirect {
                        url: url.into(),
                        status,
                        msg: format!("Location {location:?}: {e}"),
                    })?;
                redirects.push(Redirect {
                    status,
                    from: current.to_string(),
                    to: next.to_string(),
                });
                let chain = || {
                    let mut c: Vec<String> = redirects.iter().map(|r| r.from.clone()).collect();
                    c.push(next.to_string());
                    c
                };
                if !seen.insert(strip_fragment(&next)) {
                    return Err(FetchError::RedirectLoop {
                        url: url.into(),
                        chain: chain(),
                    });
                }
                if redirects.len() > self.opts.max_redirects {
                    return Err(FetchError::TooManyRedirects {
                        url: url.into(),
                        limit: self.opts.max_redirects,
                        chain: chain(),
                    });
                }
                if !self.opts.allow_cross_host_redirects
                    && (next.host_str() != current.host_str()
                        || next.port_or_known_default() != current.port_or_known_default())
                {
                    return Err(FetchError::CrossHostRedirect {
                        url: url.into(),
                        from: current.to_string(),
                        to: next.to_string(),
                    });
                }
                if let Some(sc) = &scope {
                    let p = sc.path();
                    let inside = next.path().starts_with(p)
                        || (p.ends_with('/') && next.path() == &p[..p.len() - 1]);
                    if next.origin() == sc.origin() && !inside {
                        return Err(FetchError::OutOfScopeRedirect {
                            url: url.into(),
                            from: current.to_string(),
                            to: next.to_string(),
                            scope: sc.to_string(),
                        });
                    }
                }
                if !matches!(next.scheme(), "http" | "https") {
                    return Err(FetchError::BadRedirect {
                        url: url.into(),
                        status,
                        msg: format!("Location {next} is not http(s)"),
                    });
                }
                if let Some(why) = refused(&next) {
                    return Err(FetchError::Refused {
                        url: url.into(),
                        why: format!("redirect from {current} to {next}: {why}"),
                    });
                }
                current = next;
                continue;
            }
            let headers = evidence_headers(resp.headers());
            let content_type = resp
                .headers()
                .get(reqwest::header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
            let body = self.read_body(url, resp, started)?;
            return Ok(FetchResponse {
                url: url.into(),
                final_url: current.to_string(),
                redirects,
                status,
                fetched_at,
                elapsed_ms: started.elapsed().as_millis() as u64,
                headers,
                content_type,
                body,
            });
        }
    }

    fn read_body(
        &self,
        url: &str,
        resp: reqwest::blocking::Response,
        started: Instant,
    ) -> Result<Vec<u8>, FetchError> {
        let limit = self.opts.max_bytes;
        // A declared length over the cap fails before reading anything. When
        // reqwest decompresses, it hides Content-Length, so the streamed count
        // below is the real guard.
        if resp.content_length().is_some_and(|n| n > limit) {
            return Err(FetchError::TooLarge {
                url: url.into(),
                limit,
            });
        }
        let mut body = Vec::new();
        let mut reader = resp.take(limit.saturating_add(1));
        if let Err(e) = reader.read_to_end(&mut body) {
            return Err(classify_io(url, &e, started, body.len() as u64));
        }
        if body.len() as u64 > limit {
            return Err(FetchError::TooLarge {
                url: url.into(),
                limit,
            });
        }
        Ok(body)
    }
}

fn parse_http_url(url: &str) -> Result<url::Url, FetchError> {
    let parsed = url::Url::parse(url).map_err(|e| FetchError::InvalidUrl {
        url: url.into(),
        msg: e.to_string(),
    })?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(FetchError::InvalidUrl {
            url: url.into(),
            msg: format!("scheme {:?} is not http or https", parsed.scheme()),
        });
    }
    if parsed.host_str().is_none() {
        return Err(FetchError::InvalidUrl {
            url: url.into(),
            msg: "no host".into(),
        });
    }
    Ok(parsed)
}

fn strip_fragment(u: &url::Url) -> String {
    let mut u = u.clone();
    u.set_fragment(None);
    u.to_string()
}

fn is_timeout(e: &(dyn std::error::Error + 'static)) -> bool {
    let mut cur: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(c) = cur {
        if let Some(r) = c.downcast_ref::<reqwest::Error>() {
            if r.is_timeout() {
                return true;
            }
        }
        if let Some(io) = c.downcast_ref::<std::io::Error>() {
            if io.kind() == std::io::ErrorKind::TimedOut {
                return true;
            }
        }
        // reqwest's own `TimedOut` is private; a body read that hits the
        // deadline surfaces as a "decode" error whose source says so.
        if c.to_string().contains("timed out") {
            return true;
        }
        cur = c.source();
    }
    false
}

fn chain_message(e: &(dyn std::error::Error + 'static)) -> String {
    let mut parts = vec![e.to_string()];
    let mut cur = e.source();
    while let Some(c) = cur {
        let s = c.to_string();
        if !parts.iter().any(|p| p.contains(&s)) {
            parts.push(s);
        }
        cur = c.source();
    }
    parts.join(": ")
}

fn classify(url: &str, e: &reqwest::Error, started: Instant, phase: &'static str) -> FetchError {
    if is_timeout(e) {
        FetchError::Timeout {
            url: url.into(),
            after_ms: started.elapsed().as_millis() as u64,
            phase: if e.is_connect() { "connecting" } else { phase },
        }
    } else if e.is_connect() {
        FetchError::Connect {
            url: url.into(),
            msg: chain_message(e),
        }
    } else {
        FetchError::Other {
            url: url.into(),
            source: chain_message(e).into(),
        }
    }
}

fn classify_io(url: &str, e: &std::io::Error, started: Instant, received: u64) -> FetchError {
    if is_timeout(e) {
        return FetchError::Timeout {
            url: url.into(),
            after_ms: started.elapsed().as_millis() as u64,
            phase: "reading the body",
        };
    }
    let msg = chain_message(e);
    let lower = msg.to_ascii_lowercase();
    if lower.contains("decod") || lower.contains("deflate") || lower.contains("gzip") {
        FetchError::Decode {
            url: url.into(),
            msg,
        }
    } else {
        FetchError::Truncated {
            url: url.into(),
            received,
            msg,
        }
    }
}

/// The response headers kept as evidence: caching and freshness headers plus
/// any `x-*cache*` header (x-cache, x-vercel-cache, x-origin-cache, …).
pub fn is_evidence_header(name: &str) -> bool {
    const NAMES: &[&str] = &[
        "date",
        "last-modified",
        "age",
        "etag",
        "cache-control",
        "content-type",
        "content-length",
        "expires",
        "cf-cache-status",
        // Not evidence for a post, but a crawl must honour it on 429/503.
        "retry-after",
    ];
    let n = name.to_ascii_lowercase();
    NAMES.contains(&n.as_str()) || (n.starts_with("x-") && n.contains("cache"))
}

fn evidence_headers(map: &reqwest::header::HeaderMap) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    for (name, value) in map {
        if !is_evidence_header(name.as_str()) {
            continue;
        }
        let v = String::from_utf8_lossy(value.as_bytes()).into_owned();
        out.entry(name.as_str().to_string())
            .and_modify(|old| {
                old.push_str(", ");
                old.push_str(&v);
            })
            .or_insert(v);
    }
    out
}

/// Is this content type (or its absence) HTML? Missing types are treated as
/// HTML only when the body looks like markup.
pub fn is_html(content_type: Option<&str>, body: &[u8]) -> bool {
    match content_type {
        Some(ct) => {
            let mime = ct
                .split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase();
            mime == "text/html" || mime == "application/xhtml+xml"
        }
        None => {
            let start = body
                .iter()
                .position(|b| !b.is_ascii_whitespace())
                .unwrap_or(body.len());
            body[start..].starts_with(b"<") || body[start..].starts_with(b"\xEF\xBB\xBF<")
        }
    }
}

/// The `charset=` parameter of a Content-Type value.
pub fn charset_param(content_type: &str) -> Option<&str> {
    content_type.split(';').skip(1).find_map(|p| {
        let (k, v) = p.split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("charset")
            .then(|| v.trim().trim_matches(|c| c == '"' || c == '\''))
    })
}

/// Charset declared by a `<meta charset>` or `<meta http-equiv content>` in the
/// first 1024 bytes (the HTML spec's prescan window).
pub fn meta_charset(body: &[u8]) -> Option<String> {
    let head = &body[..body.len().min(1024)];
    // The lossy copy walks `Utf8Chunks` byte by byte (1.6 % of `count`'s CPU on the Rust
    // docs); valid heads, nearly all of them, take the word-at-a-time check instead.
    let text = match std::str::from_utf8(head) {
        Ok(t) => t.to_ascii_lowercase(),
        Err(_) => String::from_utf8_lossy(head).to_ascii_lowercase(),
    };
    let mut rest = text.as_str();
    while let Some(i) = rest.find("<meta") {
        rest = &rest[i + 5..];
        let tag_end = rest.find('>').unwrap_or(rest.len());
        let tag = &rest[..tag_end];
        if let Some(j) = tag.find("charset") {
            let after = tag[j + 7..].trim_start();
            if let Some(v) = after.strip_prefix('=') {
                let v = v.trim_start().trim_start_matches(['"', '\'']);
                let end = v
                    .find(|c: char| {
                        c == '"' || c == '\'' || c == ';' || c.is_whitespace() || c == '/'
                    })
                    .unwrap_or(v.len());
                if end > 0 {
                    return Some(v[..end].to_string());
                }
            }
        }
    }
    None
}

/// Decode `body` to text; returns the text and the canonical name of the
/// charset used ("utf-8", "windows-1252", …). Malformed sequences become U+FFFD.
pub fn decode_body<'a>(body: &'a [u8], content_type: Option<&str>) -> (Cow<'a, str>, String) {
    let encoding = pick_encoding(body, content_type);
    let (text, used, _had_errors) = encoding.decode(body);
    (text, used.name().to_ascii_lowercase())
}

/// Why the decode of `body` (which [`decode_body`] read as `charset`) is not
/// what the page declared, if it is not: a page labelled (or presumed) UTF-8
/// that holds bytes UTF-8 does not allow is decoded as windows-1252 as a whole,
/// and every count on it depends on that guess — the snapshot says so.
pub fn decode_warning(body: &[u8], content_type: Option<&str>, charset: &str) -> Option<String> {
    if encoding_rs::Encoding::for_bom(body).is_some() {
        return None;
    }
    // A label no browser knows (`charset=x-klingon`) is ignored like none at all;
    // the counts then rest on a guess, and the snapshot says so.
    let label = content_type
        .and_then(charset_param)
        .map(str::to_string)
        .or_else(|| meta_charset(body));
    if let Some(l) = label {
        if encoding_rs::Encoding::for_label(l.trim().as_bytes()).is_none() {
            return Some(format!(
                "declared charset {l:?} is not a known encoding; the page was decoded as {charset}"
            ));
        }
    }
    if charset != "windows-1252" {
        return None;
    }
    let err = std::str::from_utf8(body).err()?;
    let declared = content_type
        .and_then(charset_param)
        .map(str::to_string)
        .or_else(|| meta_charset(body));
    let said = match declared.as_deref() {
        Some(d) if encoding_rs::Encoding::for_label(d.as_bytes()) != Some(encoding_rs::UTF_8) => {
            return None;
        }
        Some(d) => format!("declared {d}"),
        None => "no charset declared".to_string(),
    };
    Some(format!(
        "body is not valid UTF-8 (first invalid byte at offset {}; {said}); the whole page was decoded as windows-1252",
        err.valid_up_to()
    ))
}

/// Decode with a charset recorded earlier (see [`decode_body`]).
pub fn decode_with<'a>(body: &'a [u8], charset: &str) -> Cow<'a, str> {
    let enc = encoding_rs::Encoding::for_label(charset.as_bytes()).unwrap_or(encoding_rs::UTF_8);
    enc.decode(body).0
}

fn pick_encoding(body: &[u8], content_type: Option<&str>) -> &'static encoding_rs::Encoding {
    if let Some((enc, _)) = encoding_rs::Encoding::for_bom(body) {
        return enc;
    }
    let declared = content_type
        .and_then(charset_param)
        .map(str::to_string)
        .or_else(|| meta_charset(body));
    if let Some(enc) = declared.and_then(|l| encoding_rs::Encoding::for_label(l.as_bytes())) {
        // A page cannot be UTF-16 without a BOM; browsers read such a label as UTF-8.
        if enc == encoding_rs::UTF_16LE || enc == encoding_rs::UTF_16BE {
            return encoding_rs::UTF_8;
        }
        let valid_utf8 = std::str::from_utf8(body).is_ok();
        // Mislabelled pages. Bytes that are valid UTF-8 with non-ASCII in them
        // are practically never meant as a single-byte legacy charset (the
        // common "charset=iso-8859-1" default of old servers), and a page
        // labelled UTF-8 whose bytes are not UTF-8 is almost always
        // windows-1252. Reading them as labelled would turn every "é" into
        // mojibake or U+FFFD, and the counts with it.
        if enc != encoding_rs::UTF_8 && enc.is_single_byte() && valid_utf8 && !body.is_ascii() {
            return encoding_rs::UTF_8;
        }
        if enc == encoding_rs::UTF_8 && !valid_utf8 {
            return encoding_rs::WINDOWS_1252;
        }
        return enc;
    }
    if std::str::from_utf8(body).is_ok() {
        encoding_rs::UTF_8
    } else {
        // Browsers' fallback for unlabelled legacy pages.
        encoding_rs::WINDOWS_1252
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evidence_headers_keep_cache_headers_only() {
        assert!(is_evidence_header("X-Vercel-Cache"));
        assert!(is_evidence_header("x-origin-cache"));
        assert!(is_evidence_header("x-cache-hits"));
        assert!(is_evidence_header("Last-Modified"));
        assert!(!is_evidence_header("set-cookie"));
        assert!(!is_evidence_header("x-powered-by"));
    }

    #[test]
    fn charset_from_header_meta_and_fallback() {
        assert_eq!(
            charset_param("text/html; charset=\"ISO-8859-1\""),
            Some("ISO-8859-1")
        );
        assert_eq!(
            meta_charset(b"<html><head><meta charset=\"windows-1252\">").as_deref(),
            Some("windows-1252")
        );
        assert_eq!(
            meta_charset(
                b"<meta http-equiv=\"Content-Type\" content=\"text/html; charset=Shift_JIS\">"
            )
            .as_deref(),
            Some("shift_jis")
        );
        let (t, cs) = decode_body(b"caf\xe9", Some("text/html; charset=windows-1252"));
        assert_eq!((t.as_ref(), cs.as_str()), ("café", "windows-1252"));
        let (t, cs) = decode_body(b"caf\xe9", Some("text/html"));
        assert_eq!((t.as_ref(), cs.as_str()), ("café", "windows-1252"));
        let (t, cs) = decode_body("café".as_bytes(), None);
        assert_eq!((t.as_ref(), cs.as_str()), ("café", "utf-8"));
        // Mislabelled either way: the bytes win.
        let (t, cs) = decode_body(b"caf\xe9", Some("text/html; charset=utf-8"));
        assert_eq!((t.as_ref(), cs.as_str()), ("café", "windows-1252"));
        let (t, cs) = decode_body("café".as_bytes(), Some("text/html; charset=iso-8859-1"));
        assert_eq!((t.as_ref(), cs.as_str()), ("café", "utf-8"));
        // A correct legacy label is kept (these bytes are not valid UTF-8).
        let (t, cs) = decode_body(b"na\xefve", Some("text/html; charset=iso-8859-1"));
        assert_eq!((t.as_ref(), cs.as_str()), ("naïve", "windows-1252"));
    }

    #[test]
    fn invalid_urls_are_refused_with_the_url() {
        let f = Fetcher::new(FetchOptions::default()).unwrap();
        let e = f
            .get("ftp://example.com/x", &Validators::default())
            .unwrap_err();
        assert!(
            e.to_string()
                .starts_with("ftp://example.com/x: invalid URL"),
            "{e}"
        );
        let e = f.get("not a url", &Validators::default()).unwrap_err();
        assert!(matches!(e, FetchError::InvalidUrl { .. }), "{e}");
    }

    #[test]
    fn html_detection() {
        assert!(is_html(Some("text/html; charset=utf-8"), b""));
        assert!(!is_html(Some("image/png"), b"<"));
        assert!(is_html(None, b"  <!doctype html>"));
        assert!(!is_html(None, b"\x89PNG"));
    }
}
