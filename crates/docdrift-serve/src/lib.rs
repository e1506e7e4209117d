//! A small static file server for loopback, used to refresh the bundled demo
//! snapshots (`docdrift serve demo/site`) and by tests that need a real docs
//! site to fetch from. It sits before the page pipeline: `fetch` talks to it
//! exactly as it would talk to a real docs host.
//!
//! It serves a directory the way a static-site generator's output is served
//! (Docusaurus: `/a/b/` → `a/b/index.html`, `/a/b` → `a/b.html` or
//! `a/b/index.html`), with the evidence headers a real CDN sends: a strong
//! `ETag` (quoted sha256 prefix of the body), `Last-Modified` (file mtime, or a
//! fixed date so shipped snapshots do not change with checkout times),
//! conditional requests answered with 304, and extra per-path headers from a
//! Netlify-style `_headers` file at the root (`cache-control`, `age`,
//! `x-cache: MISS`, `x-vercel-cache: HIT` …).
//!
//! It binds only the address it is given and refuses any address that is not
//! loopback: it is a test and demo tool, not a web server. Like
//! `python -m http.server` it follows a symlinked folder inside the root
//! wherever it points; unlike it, a symlinked file that leads out of the
//! root is refused (403), and `..` never appears in a resolved request.

#![deny(missing_docs, unreachable_pub)]

use std::fs;
use std::io;
use std::net::{SocketAddr, ToSocketAddrs};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime};

use chrono::{DateTime, Utc};

use docdrift_core::core::hash::sha256_hex;

/// Number of worker threads answering requests. Fetchers on this machine use a
/// handful of connections at most; four keeps a slow client from stalling the
/// rest without spending threads nobody uses.
const WORKERS: usize = 4;

/// Hex digits of the body's sha256 used in the ETag.
const ETAG_HEX_LEN: usize = 16;

/// Name of the per-path header file at the root (Netlify's format).
pub const HEADERS_FILE: &str = "_headers";

/// Errors starting the server. Each names the address or file involved.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ServeError {
    /// The address is not `IP:PORT` or `localhost:PORT`.
    #[error(
        "cannot serve on {addr:?}: {reason} (expected a loopback IP:PORT such as 127.0.0.1:8741)"
    )]
    BadAddr {
        /// The address as given.
        addr: String,
        /// Why it is not an address to serve on.
        reason: String,
    },
    /// The address resolves to something other than loopback.
    #[error("refusing to serve on {addr} ({ip}): only loopback addresses (127.0.0.0/8, ::1) are allowed")]
    NotLoopback {
        /// The address as given.
        addr: String,
        /// The address it resolved to.
        ip: std::net::IpAddr,
    },
    /// Binding failed (port in use, permission …).
    #[error("cannot bind {addr}: {reason}")]
    Bind {
        /// The address as given.
        addr: String,
        /// The operating system's reason.
        reason: String,
    },
    /// The root is missing or not a directory.
    #[error("cannot serve {path}: {source}")]
    Root {
        /// The root directory as given.
        path: PathBuf,
        /// Why it could not be opened.
        #[source]
        source: io::Error,
    },
    /// The root exists but is a file.
    #[error("cannot serve {path}: not a directory")]
    RootNotDir {
        /// The root as given.
        path: PathBuf,
    },
    /// The `_headers` file could not be read or has a malformed line.
    #[error("{path}:{line}: {msg}")]
    Headers {
        /// The `_headers` file.
        path: PathBuf,
        /// The 1-based line at fault (0 when the file could not be read).
        line: usize,
        /// What is wrong with it.
        msg: String,
    },
}

/// Options for [`Server::start`].
#[derive(Debug, Clone, Default)]
pub struct ServeOptions {
    /// Send this `Last-Modified` for every file instead of its mtime, so a
    /// refresh of the demo snapshots does not depend on when the repo was
    /// cloned.
    pub fixed_last_modified: Option<DateTime<Utc>>,
    /// Print one line per request to stderr (the CLI turns this on).
    pub log_requests: bool,
}

/// One rule of a `_headers` file: a path pattern and its headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeaderRule {
    /// Path pattern; `*` matches any run of characters, `/` included.
    pub pattern: String,
    /// `(name, value)` in file order.
    pub headers: Vec<(String, String)>,
}

/// Parse a Netlify-format `_headers` file: a path line (starting with `/` or
/// `*`), then indented `Name: value` lines; `#` starts a comment line.
pub fn parse_headers_file(path: &Path, text: &str) -> Result<Vec<HeaderRule>, ServeError> {
    let mut rules: Vec<HeaderRule> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let indented = raw.starts_with(' ') || raw.starts_with('\t');
        if !indented {
            if !(trimmed.starts_with('/') || trimmed.starts_with('*')) {
                return Err(ServeError::Headers {
                    path: path.to_path_buf(),
                    line: line_no,
                    msg: format!(
                        "expected a path pattern starting with `/` or `*`, found {trimmed:?}"
                    ),
                });
            }
            rules.push(HeaderRule {
                pattern: trimmed.to_string(),
                headers: Vec::new(),
            });
            continue;
        }
        let Some(rule) = rules.last_mut() else {
            return Err(ServeError::Headers {
                path: path.to_path_buf(),
                line: line_no,
                msg: format!("header line {trimmed:?} before any path pattern"),
            });
        };
        let Some((name, value)) = trimmed.split_once(':') else {
            return Err(ServeError::Headers {
                path: path.to_path_buf(),
                line: line_no,
                msg: format!("expected an indented `Name: value` line, found {trimmed:?}"),
            });
        };
        let name = name.trim();
        let valid_name = !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b));
        if !valid_name {
            return Err(ServeError::Headers {
                path: path.to_path_buf(),
                line: line_no,
                msg: format!("invalid header name {name:?}"),
            });
        }
        rule.headers
            .push((name.to_string(), value.trim().to_string()));
    }
    Ok(rules)
}

/// Whether `path` matches a `_headers` pattern (`*` = any run of characters).
pub fn pattern_matches(pattern: &str, path: &str) -> bool {
    // Iterative wildcard match: remember the last `*` and retry from there.
    let p = pattern.as_bytes();
    let s = path.as_bytes();
    let (mut pi, mut si) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while si < s.len() {
        if pi < p.len() && p[pi] == b'*' {
            star = Some((pi, si));
            pi += 1;
        } else if pi < p.len() && p[pi] == s[si] {
            pi += 1;
            si += 1;
        } else if let Some((sp, ss)) = star {
            pi = sp + 1;
            si = ss + 1;
            star = Some((sp, ss + 1));
        } else {
            return false;
        }
    }
    p[pi..].iter().all(|&b| b == b'*')
}

/// Headers for `path` from the rules: every matching rule applies in file
/// order, and a later rule replaces an earlier value of the same name.
pub fn headers_for(rules: &[HeaderRule], path: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for rule in rules.iter().filter(|r| pattern_matches(&r.pattern, path)) {
        for (name, value) in &rule.headers {
            match out.iter_mut().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
                Some(slot) => slot.1 = value.clone(),
                None => out.push((name.clone(), value.clone())),
            }
        }
    }
    out
}

/// Content type by file extension (lower-cased); unknown → octet-stream.
pub fn content_type(path: &Path) -> &'static str {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(|e| e.to_ascii_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" | "map" => "application/json",
        "xml" => "application/xml",
        "svg" => "image/svg+xml",
        "txt" | "md" | "py" | "rs" | "toml" | "yaml" | "yml" => "text/plain; charset=utf-8",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "woff" => "font/woff",
        "woff2" => "font/woff2",
        "wasm" => "application/wasm",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}

/// Format a time as an HTTP date (IMF-fixdate).
pub fn http_date(t: DateTime<Utc>) -> String {
    t.format("%a, %d %b %Y %H:%M:%S GMT").to_string()
}

/// Parse an HTTP date (IMF-fixdate / RFC 2822 style); `None` if malformed.
fn parse_http_date(s: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc2822(s.trim())
        .ok()
        .map(|d| d.with_timezone(&Utc))
}

/// Decode `%XX` escapes; `None` on a malformed escape or non-UTF-8 result.
fn percent_decode(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = b.get(i + 1..i + 3)?;
            let hex = std::str::from_utf8(hex).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// What a request path resolves to.
#[derive(Debug, PartialEq, Eq)]
pub enum Resolved {
    /// A file under the root.
    File(PathBuf),
    /// Nothing there.
    NotFound,
    /// The path tries to leave the root (`..`, encoded or not), or is malformed.
    Refused(String),
}

/// Resolve a request target (`/a/b?q`) under `root` (already canonical).
pub fn resolve(root: &Path, target: &str) -> Resolved {
    let raw = target.split(['?', '#']).next().unwrap_or("");
    let Some(decoded) = percent_decode(raw) else {
        return Resolved::Refused(format!("malformed percent-encoding in {raw:?}"));
    };
    if !decoded.starts_with('/') {
        return Resolved::Refused(format!("request path {decoded:?} does not start with `/`"));
    }
    if decoded.contains('\0') || decoded.contains('\\') {
        return Resolved::Refused(format!("request path {decoded:?} contains `\\` or NUL"));
    }
    let rel = &decoded[1..];
    let mut parts: Vec<&str> = Vec::new();
    for seg in rel.split('/') {
        match seg {
            "" => {}
            "." | ".." => {
                return Resolved::Refused(format!(
                    "request path {decoded:?} contains a `{seg}` segment"
                ))
            }
            s => parts.push(s),
        }
    }
    // Never serve the header rules themselves (Netlify does not either).
    if parts.len() == 1 && parts[0] == HEADERS_FILE {
        return Resolved::NotFound;
    }
    let mut base = root.to_path_buf();
    for p in &parts {
        base.push(p);
    }
    if base
        .components()
        .skip(root.components().count())
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return Resolved::Refused(format!(
            "request path {decoded:?} is not a plain relative path"
        ));
    }
    let candidates: Vec<PathBuf> = if decoded.ends_with('/') {
        vec![base.join("index.html")]
    } else {
        let mut html = base.clone().into_os_string();
        html.push(".html");
        vec![base.clone(), PathBuf::from(html), base.join("index.html")]
    };
    let mounts = linked_dirs(root, &parts);
    for c in candidates {
        if c.is_file() {
            // The file must lie under the root or under a folder that a
            // symlinked directory on the request path points to.
            return match c.canonicalize() {
                Ok(real)
                    if real.starts_with(root) || mounts.iter().any(|m| real.starts_with(m)) =>
                {
                    Resolved::File(real)
                }
                Ok(real) => Resolved::Refused(format!(
                    "{} resolves outside the served root to {}",
                    c.display(),
                    real.display()
                )),
                Err(_) => Resolved::NotFound,
            };
        }
    }
    Resolved::NotFound
}

/// The real targets of symlinked directories along `parts` under `root`,
/// which a request may enter as `python -m http.server` lets it (a
/// `site/api -> ../build/api` link is how docs builds are often stitched
/// together). Within reason: only directory links on the path the request
/// names count, so a symlinked *file* cannot lead out of the root, and a
/// request path can never contain `..` (refused before this).
fn linked_dirs(root: &Path, parts: &[&str]) -> Vec<PathBuf> {
    let mut mounts = Vec::new();
    let mut cur = root.to_path_buf();
    for p in parts {
        cur.push(p);
        let is_link = fs::symlink_metadata(&cur).is_ok_and(|m| m.file_type().is_symlink());
        if is_link && cur.is_dir() {
            if let Ok(real) = cur.canonicalize() {
                mounts.push(real);
            }
        }
    }
    mounts
}

/// Whether an `If-None-Match` value matches our ETag (weak comparison, as
/// RFC 9110 asks for this header).
fn etag_matches(header: &str, etag: &str) -> bool {
    let ours = etag.trim_start_matches("W/");
    header
        .split(',')
        .map(str::trim)
        .any(|t| t == "*" || t.trim_start_matches("W/") == ours)
}

/// A running server; stops on [`Server::shutdown`] or drop.
pub struct Server {
    addr: SocketAddr,
    http: Arc<tiny_http::Server>,
    stop: Arc<AtomicBool>,
    workers: Vec<JoinHandle<()>>,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server").field("addr", &self.addr).finish()
    }
}

/// State shared by the worker threads.
struct Site {
    root: PathBuf,
    rules: Vec<HeaderRule>,
    opts: ServeOptions,
}

/// Resolve `addr` and insist every resolution is loopback.
fn loopback_addr(addr: &str) -> Result<SocketAddr, ServeError> {
    let resolved: Vec<SocketAddr> = addr
        .to_socket_addrs()
        .map_err(|e| ServeError::BadAddr {
            addr: addr.to_string(),
            reason: e.to_string(),
        })?
        .collect();
    let first = *resolved.first().ok_or_else(|| ServeError::BadAddr {
        addr: addr.to_string(),
        reason: "resolves to no address".into(),
    })?;
    if let Some(bad) = resolved.iter().find(|a| !a.ip().is_loopback()) {
        return Err(ServeError::NotLoopback {
            addr: addr.to_string(),
            ip: bad.ip(),
        });
    }
    Ok(first)
}

impl Server {
    /// Serve `root` on `addr` (loopback only; port 0 picks a free port) in
    /// background threads. Reads `root/_headers` once, now.
    pub fn start(root: &Path, addr: &str, opts: ServeOptions) -> Result<Server, ServeError> {
        let want = loopback_addr(addr)?;
        let root = root.canonicalize().map_err(|source| ServeError::Root {
            path: root.to_path_buf(),
            source,
        })?;
        if !root.is_dir() {
            return Err(ServeError::RootNotDir { path: root });
        }
        let headers_path = root.join(HEADERS_FILE);
        let rules = match fs::read(&headers_path) {
            Ok(bytes) => {
                let text = String::from_utf8(bytes).map_err(|e| ServeError::Headers {
                    path: headers_path.clone(),
                    line: 0,
                    msg: format!("not UTF-8: {e}"),
                })?;
                parse_headers_file(&headers_path, &text)?
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
            Err(e) => {
                return Err(ServeError::Headers {
                    path: headers_path,
                    line: 0,
                    msg: e.to_string(),
                })
            }
        };
        let bind_err = |e: &dyn std::fmt::Display| ServeError::Bind {
            addr: want.to_string(),
            reason: e.to_string(),
        };
        let listener = listen(want).map_err(|e| bind_err(&e))?;
        let http = tiny_http::Server::from_listener(listener, None).map_err(|e| bind_err(&e))?;
        let bound = match http.server_addr() {
            tiny_http::ListenAddr::IP(a) => a,
            #[allow(unreachable_patterns)]
            _ => want,
        };
        let http = Arc::new(http);
        let stop = Arc::new(AtomicBool::new(false));
        let site = Arc::new(Site { root, rules, opts });
        let workers = (0..WORKERS)
            .map(|_| {
                let http = Arc::clone(&http);
                let stop = Arc::clone(&stop);
                let site = Arc::clone(&site);
                std::thread::spawn(move || worker(&http, &stop, &site))
            })
            .collect();
        Ok(Server {
            addr: bound,
            http,
            stop,
            workers,
        })
    }

    /// The bound address (with the real port when 0 was asked for).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Base URL with a trailing slash, e.g. `http://127.0.0.1:8741/`.
    pub fn url(&self) -> String {
        match self.addr {
            SocketAddr::V4(a) => format!("http://{}:{}/", a.ip(), a.port()),
            SocketAddr::V6(a) => format!("http://[{}]:{}/", a.ip(), a.port()),
        }
    }

    /// Block the calling thread until the server stops (the CLI uses this;
    /// it never returns unless another thread shuts the server down).
    pub fn wait(mut self) {
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }

    /// Stop accepting requests and join the worker threads.
    pub fn shutdown(self) {
        drop(self);
    }

    fn stop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Each unblock wakes exactly one worker blocked in recv().
        for _ in 0..self.workers.len() {
            self.http.unblock();
        }
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The listening socket, with TCP_NODELAY set on it. tiny_http 0.12 accepts connections
/// itself and has no option for this, so the listener carries it: Linux copies it to every
/// accepted connection (`accepted_connections_inherit_no_delay` checks that).
fn listen(addr: SocketAddr) -> io::Result<std::net::TcpListener> {
    let listener = std::net::TcpListener::bind(addr)?;
    no_delay(&listener);
    Ok(listener)
}

/// TCP_NODELAY on the listening socket, which Linux copies to every accepted connection.
/// Without it a keep-alive client waits out Nagle's algorithm against its own delayed ACK
/// on every response (~40 ms: 21 requests/s on one connection), and whoever benchmarks a
/// crawl against this server measures the server.
fn no_delay(listener: &std::net::TcpListener) {
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        let on: libc::c_int = 1;
        // SAFETY: a valid socket descriptor and a c_int option value of the right size.
        unsafe {
            libc::setsockopt(
                listener.as_raw_fd(),
                libc::IPPROTO_TCP,
                libc::TCP_NODELAY,
                (&on as *const libc::c_int).cast(),
                std::mem::size_of::<libc::c_int>() as libc::socklen_t,
            );
        }
    }
    #[cfg(not(unix))]
    let _ = listener;
}

fn worker(http: &tiny_http::Server, stop: &AtomicBool, site: &Site) {
    while !stop.load(Ordering::SeqCst) {
        if let Ok(Some(rq)) = http.recv_timeout(Duration::from_millis(500)) {
            // A client that hangs up mid-response is its problem, not ours.
            let _ = handle(site, rq);
        }
    }
}

type Resp = tiny_http::Response<io::Cursor<Vec<u8>>>;

fn header(name: &str, value: &str) -> Option<tiny_http::Header> {
    tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()).ok()
}

fn html_error(status: u16, title: &str, detail: &str) -> Resp {
    let esc = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let body = format!(
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>{status} {t}</title></head>\n<body><h1>{status} {t}</h1>\n<p>{d}</p></body></html>\n",
        t = esc(title),
        d = esc(detail)
    );
    let mut r = tiny_http::Response::from_data(body.into_bytes()).with_status_code(status);
    if let Some(h) = header("Content-Type", "text/html; charset=utf-8") {
        r.add_header(h);
    }
    r
}

fn handle(site: &Site, rq: tiny_http::Request) -> io::Result<()> {
    let method = rq.method().clone();
    let target = rq.url().to_string();
    let resp = respond(site, &rq, &method, &target);
    if site.opts.log_requests {
        eprintln!("{} {} {}", method, target, resp.status_code().0);
    }
    rq.respond(resp.with_chunked_threshold(usize::MAX))
}

fn request_header<'a>(rq: &'a tiny_http::Request, name: &str) -> Option<&'a str> {
    rq.headers()
        .iter()
        .find(|h| h.field.as_str().as_str().eq_ignore_ascii_case(name))
        .map(|h| h.value.as_str())
}

fn respond(site: &Site, rq: &tiny_http::Request, method: &tiny_http::Method, target: &str) -> Resp {
    use tiny_http::Method;
    if !matches!(method, Method::Get | Method::Head) {
        let mut r = html_error(405, "Method Not Allowed", "only GET and HEAD are served");
        if let Some(h) = header("Allow", "GET, HEAD") {
            r.add_header(h);
        }
        return r;
    }
    let file = match resolve(&site.root, target) {
        Resolved::File(f) => f,
        Resolved::NotFound => {
            return html_error(404, "Not Found", &format!("no page at {target}"));
        }
        Resolved::Refused(why) => return html_error(403, "Forbidden", &why),
    };
    let (body, mtime) =
        match fs::read(&file).and_then(|b| Ok((b, fs::metadata(&file)?.modified()?))) {
            Ok(x) => x,
            Err(e) => {
                return html_error(
                    500,
                    "Internal Server Error",
                    &format!("cannot read {}: {e}", file.display()),
                )
            }
        };
    let etag = format!("\"{}\"", &sha256_hex(&body)[..ETAG_HEX_LEN]);
    let last_modified = site.opts.fixed_last_modified.unwrap_or_else(|| {
        // HTTP dates have one-second resolution; truncate so If-Modified-Since
        // with the value we sent compares equal.
        let secs = mtime
            .duration_since(SystemTime::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0);
        DateTime::from_timestamp(secs, 0).unwrap_or_default()
    });
    let path_only = target.split(['?', '#']).next().unwrap_or("");
    let path_only = percent_decode(path_only).unwrap_or_else(|| path_only.to_string());

    let not_modified = match request_header(rq, "If-None-Match") {
        Some(inm) => etag_matches(inm, &etag),
        None => request_header(rq, "If-Modified-Since")
            .and_then(parse_http_date)
            .is_some_and(|ims| last_modified <= ims),
    };
    let mut r = if not_modified {
        tiny_http::Response::from_data(Vec::new()).with_status_code(304)
    } else {
        let mut r = tiny_http::Response::from_data(body);
        if let Some(h) = header("Content-Type", content_type(&file)) {
            r.add_header(h);
        }
        r
    };
    for (name, value) in [
        ("ETag", etag.as_str()),
        ("Last-Modified", http_date(last_modified).as_str()),
    ] {
        if let Some(h) = header(name, value) {
            r.add_header(h);
        }
    }
    for (name, value) in headers_for(&site.rules, &path_only) {
        if let Some(h) = header(&name, &value) {
            r.add_header(h);
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcard_patterns() {
        assert!(pattern_matches("/*", "/docs/a"));
        assert!(pattern_matches("/docs/*", "/docs/"));
        assert!(pattern_matches("/docs/*/cli", "/docs/user-guide/cli"));
        assert!(pattern_matches(
            "/docs/user-guide/cli",
            "/docs/user-guide/cli"
        ));
        assert!(!pattern_matches(
            "/docs/user-guide/cli",
            "/docs/user-guide/cli/"
        ));
        assert!(!pattern_matches("/assets/*", "/docs/assets/x.js"));
        assert!(pattern_matches("*.js", "/assets/js/main.1234.js"));
        assert!(!pattern_matches("*.js", "/assets/js/main.1234.json"));
    }

    #[test]
    fn headers_file_parses_and_later_rules_override() {
        let text = "# comment\n/*\n  Cache-Control: public, max-age=0\n  X-Cache: MISS\n\n/docs/cli\n  X-Cache: HIT\n  Age: 8984\n";
        let rules = parse_headers_file(Path::new("_headers"), text).unwrap();
        assert_eq!(rules.len(), 2);
        assert_eq!(
            headers_for(&rules, "/docs/cli"),
            vec![
                ("Cache-Control".to_string(), "public, max-age=0".to_string()),
                ("X-Cache".to_string(), "HIT".to_string()),
                ("Age".to_string(), "8984".to_string()),
            ]
        );
        assert_eq!(headers_for(&rules, "/other").len(), 2);
    }

    #[test]
    fn headers_file_errors_name_file_and_line() {
        let err = parse_headers_file(Path::new("site/_headers"), "  X-A: 1\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "site/_headers:1: header line \"X-A: 1\" before any path pattern"
        );
        let err = parse_headers_file(Path::new("h"), "/a\n  no colon here\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "h:2: expected an indented `Name: value` line, found \"no colon here\""
        );
        let err = parse_headers_file(Path::new("h"), "docs/a\n").unwrap_err();
        assert!(err.to_string().starts_with("h:1: expected a path pattern"));
        let err = parse_headers_file(Path::new("h"), "/a\n  Bad Name: 1\n").unwrap_err();
        assert_eq!(err.to_string(), "h:2: invalid header name \"Bad Name\"");
    }

    #[test]
    fn percent_decoding() {
        assert_eq!(percent_decode("/a%20b").as_deref(), Some("/a b"));
        assert_eq!(percent_decode("/%2e%2E/").as_deref(), Some("/../"));
        assert_eq!(percent_decode("/%zz"), None);
        assert_eq!(percent_decode("/%2"), None);
        assert_eq!(percent_decode("/%ff"), None);
    }

    #[test]
    fn etag_comparison_is_weak() {
        assert!(etag_matches("\"abc\"", "\"abc\""));
        assert!(etag_matches("W/\"abc\"", "\"abc\""));
        assert!(etag_matches("\"x\", \"abc\"", "\"abc\""));
        assert!(etag_matches("*", "\"abc\""));
        assert!(!etag_matches("\"abd\"", "\"abc\""));
    }

    #[test]
    fn http_dates_round_trip() {
        let t = DateTime::parse_from_rfc3339("2026-10-22T23:26:42Z")
            .unwrap()
            .with_timezone(&Utc);
        assert_eq!(http_date(t), "Thu, 22 Oct 2026 23:26:42 GMT");
        assert_eq!(parse_http_date("Thu, 22 Oct 2026 23:26:42 GMT"), Some(t));
        assert_eq!(parse_http_date("yesterday"), None);
    }

    /// The fix for the 40 ms delayed-ACK stall (tiny_http writes a response's
    /// headers and body separately) rests on Linux copying TCP_NODELAY from
    /// the listener `Server::start` binds to each connection it accepts:
    /// checked on real sockets, without timing anything.
    #[cfg(target_os = "linux")]
    #[test]
    fn accepted_connections_inherit_no_delay() {
        let ours = listen("127.0.0.1:0".parse().unwrap()).unwrap();
        let plain = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        for (l, want) in [(&ours, true), (&plain, false)] {
            let _client = std::net::TcpStream::connect(l.local_addr().unwrap()).unwrap();
            let (accepted, _) = l.accept().unwrap();
            assert_eq!(accepted.nodelay().unwrap(), want);
        }
    }

    #[test]
    fn non_loopback_is_refused() {
        assert!(matches!(
            loopback_addr("0.0.0.0:0"),
            Err(ServeError::NotLoopback { .. })
        ));
        assert!(matches!(
            loopback_addr("192.0.2.1:80"),
            Err(ServeError::NotLoopback { .. })
        ));
        assert!(matches!(
            loopback_addr("nonsense"),
            Err(ServeError::BadAddr { .. })
        ));
        assert_eq!(
            loopback_addr("127.0.0.1:8741").unwrap(),
            "127.0.0.1:8741".parse().unwrap()
        );
        assert!(loopback_addr("[::1]:0").is_ok());
    }
}
