//! Integration tests for `docdrift_serve`: a real server on 127.0.0.1:0 over
//! a real directory, spoken to with raw HTTP/1.1 over TCP (so that `..` and
//! encoded traversal reach the server un-normalised, as a hostile client
//! would send them).

use std::fs;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::Duration;

use crate::util::python3;
use chrono::{DateTime, Utc};
use docdrift_serve::{ServeError, ServeOptions, Server};

struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
    fn text(&self) -> String {
        String::from_utf8(self.body.clone()).unwrap()
    }
}

/// Send one request (`Connection: close`) and parse the reply.
fn send(addr: SocketAddr, method: &str, target: &str, extra: &[(&str, &str)]) -> Reply {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let mut req = format!("{method} {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (n, v) in extra {
        req.push_str(&format!("{n}: {v}\r\n"));
    }
    req.push_str("\r\n");
    s.write_all(req.as_bytes()).unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("end of headers");
    let head = String::from_utf8(raw[..split].to_vec()).unwrap();
    let body = raw[split + 4..].to_vec();
    let mut lines = head.split("\r\n");
    let status_line = lines.next().unwrap();
    let status: u16 = status_line.split(' ').nth(1).unwrap().parse().unwrap();
    let headers = lines
        .map(|l| {
            let (n, v) = l.split_once(':').unwrap();
            (n.trim().to_string(), v.trim().to_string())
        })
        .collect();
    Reply {
        status,
        headers,
        body,
    }
}

fn get(addr: SocketAddr, target: &str) -> Reply {
    send(addr, "GET", target, &[])
}

const PAGE: &str =
    "<!doctype html><html><head><title>CLI</title></head><body><p>last 20</p></body></html>\n";

/// A small Docusaurus-shaped site in a tempdir.
fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let w = |p: &str, body: &str| {
        let path = root.join(p);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, body).unwrap();
    };
    w("index.html", "<html><body>home</body></html>");
    w("docs/user-guide/cli.html", PAGE);
    w(
        "docs/guides/index.html",
        "<html><body>guides index</body></html>",
    );
    w("assets/css/styles.3f2a9c1e.css", "body{margin:0}");
    w("assets/js/runtime~main.619c7877.js", "console.log(1)");
    w(
        "img/logo.svg",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
    );
    w("sitemap.xml", "<?xml version=\"1.0\"?><urlset/>");
    w("data.bin", "\x00\x01");
    w(
        "_headers",
        "# evidence headers, as a CDN would send them\n/*\n  Cache-Control: public, max-age=0, must-revalidate\n  X-Cache: MISS\n\n/docs/*\n  X-Vercel-Cache: HIT\n  Age: 8984\n\n/docs/user-guide/cli\n  Age: 6928\n  X-Origin-Cache: HIT\n",
    );
    dir
}

fn start(root: &Path) -> Server {
    Server::start(root, "127.0.0.1:0", ServeOptions::default()).unwrap()
}

#[test]
fn url_names_the_bound_port() {
    let dir = site();
    let server = start(dir.path());
    let port = server.addr().port();
    assert_ne!(port, 0);
    assert_eq!(server.url(), format!("http://127.0.0.1:{port}/"));
}

#[test]
fn content_types_by_extension() {
    let dir = site();
    let server = start(dir.path());
    let a = server.addr();
    let cases = [
        ("/", "text/html; charset=utf-8"),
        ("/docs/user-guide/cli.html", "text/html; charset=utf-8"),
        ("/assets/css/styles.3f2a9c1e.css", "text/css; charset=utf-8"),
        (
            "/assets/js/runtime~main.619c7877.js",
            "text/javascript; charset=utf-8",
        ),
        ("/img/logo.svg", "image/svg+xml"),
        ("/sitemap.xml", "application/xml"),
        ("/data.bin", "application/octet-stream"),
    ];
    for (target, ct) in cases {
        let r = get(a, target);
        assert_eq!(r.status, 200, "{target}");
        assert_eq!(r.header("content-type"), Some(ct), "{target}");
    }
    let r = get(a, "/assets/css/styles.3f2a9c1e.css");
    assert_eq!(r.text(), "body{margin:0}");
    assert_eq!(r.header("content-length"), Some("14"));
}

#[test]
fn docusaurus_style_index_resolution() {
    let dir = site();
    let server = start(dir.path());
    let a = server.addr();
    assert_eq!(get(a, "/").text(), "<html><body>home</body></html>");
    // `/a/b` → `a/b.html`
    assert_eq!(get(a, "/docs/user-guide/cli").text(), PAGE);
    // query strings and fragments do not take part in resolution
    assert_eq!(get(a, "/docs/user-guide/cli?x=1").text(), PAGE);
    // `/a/b/` → `a/b/index.html`; `/a/b` → `a/b/index.html` when no `a/b.html`
    assert_eq!(
        get(a, "/docs/guides/").text(),
        "<html><body>guides index</body></html>"
    );
    assert_eq!(
        get(a, "/docs/guides").text(),
        "<html><body>guides index</body></html>"
    );
    // a trailing slash asks for an index, and `cli/index.html` does not exist
    assert_eq!(get(a, "/docs/user-guide/cli/").status, 404);
    // percent-encoded names resolve
    assert_eq!(get(a, "/docs/user%2Dguide/cli").text(), PAGE);
}

#[test]
fn missing_pages_are_404_with_html() {
    let dir = site();
    let server = start(dir.path());
    let r = get(server.addr(), "/docs/nope");
    assert_eq!(r.status, 404);
    assert_eq!(r.header("content-type"), Some("text/html; charset=utf-8"));
    assert!(r.text().contains("<h1>404 Not Found</h1>"), "{}", r.text());
    assert!(r.text().contains("no page at /docs/nope"), "{}", r.text());
    // the rules file is configuration, not content
    assert_eq!(get(server.addr(), "/_headers").status, 404);
}

#[test]
fn traversal_is_refused_plain_and_encoded() {
    let outer = tempfile::tempdir().unwrap();
    fs::write(outer.path().join("secret.txt"), "do not serve").unwrap();
    let root = outer.path().join("site");
    fs::create_dir(&root).unwrap();
    fs::write(root.join("index.html"), "ok").unwrap();
    let server = start(&root);
    let a = server.addr();
    for target in [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E%2Fsecret.txt",
        "/..%2fsecret.txt",
        "/./index.html",
        "/a/..%5c..%5csecret.txt",
        "/%00",
        "/%zz",
    ] {
        let r = get(a, target);
        assert_eq!(r.status, 403, "{target}");
        assert!(!r.text().contains("do not serve"), "{target}");
        assert!(r.text().contains("403 Forbidden"), "{target}");
    }
    assert_eq!(get(a, "/").text(), "ok");
}

#[cfg(unix)]
#[test]
fn symlinks_out_of_the_root_are_refused() {
    let outer = tempfile::tempdir().unwrap();
    fs::write(outer.path().join("secret.txt"), "do not serve").unwrap();
    let root = outer.path().join("site");
    fs::create_dir(&root).unwrap();
    std::os::unix::fs::symlink(outer.path().join("secret.txt"), root.join("leak.txt")).unwrap();
    let server = start(&root);
    let r = get(server.addr(), "/leak.txt");
    assert_eq!(r.status, 403);
    assert!(!r.text().contains("do not serve"));
}

/// A symlinked folder is served as `python -m http.server` serves it (docs
/// builds are often stitched together with links), within reason: a file
/// link out of the root is still refused, even inside the linked folder.
#[cfg(unix)]
#[test]
fn a_symlinked_folder_is_served_but_file_links_out_are_not() {
    let outer = tempfile::tempdir().unwrap();
    let build = outer.path().join("build/api");
    fs::create_dir_all(build.join("v1")).unwrap();
    fs::write(build.join("v1/index.html"), "<p>api v1</p>").unwrap();
    fs::write(build.join("ref.html"), "<p>reference</p>").unwrap();
    fs::write(outer.path().join("secret.txt"), "do not serve").unwrap();
    std::os::unix::fs::symlink(outer.path().join("secret.txt"), build.join("leak.txt")).unwrap();
    let root = outer.path().join("site");
    fs::create_dir(&root).unwrap();
    std::os::unix::fs::symlink(&build, root.join("api")).unwrap();
    let server = start(&root);
    let a = server.addr();
    for (target, body) in [
        ("/api/ref.html", "<p>reference</p>"),
        ("/api/ref", "<p>reference</p>"),
        ("/api/v1/", "<p>api v1</p>"),
    ] {
        let r = get(a, target);
        assert_eq!(r.status, 200, "{target}");
        assert_eq!(r.text(), body, "{target}");
    }
    let r = get(a, "/api/leak.txt");
    assert_eq!(r.status, 403);
    assert!(!r.text().contains("do not serve"));
    assert_eq!(get(a, "/api/../../secret.txt").status, 403);
}

#[test]
fn etag_is_quoted_sha256_prefix_and_304_both_ways() {
    let dir = site();
    let server = start(dir.path());
    let a = server.addr();
    let r = get(a, "/docs/user-guide/cli");
    let sha = docdrift_core::core::hash::sha256_hex(PAGE.as_bytes());
    let etag = format!("\"{}\"", &sha[..16]);
    assert_eq!(r.header("etag"), Some(etag.as_str()));
    let lm = r.header("last-modified").unwrap().to_string();
    assert!(lm.ends_with(" GMT"), "{lm}");

    // If-None-Match: same → 304 with no body; different → 200 with body.
    let r = send(
        a,
        "GET",
        "/docs/user-guide/cli",
        &[("If-None-Match", &etag)],
    );
    assert_eq!(r.status, 304);
    assert!(r.body.is_empty());
    assert_eq!(r.header("etag"), Some(etag.as_str()));
    let r = send(
        a,
        "GET",
        "/docs/user-guide/cli",
        &[("If-None-Match", "\"0000\"")],
    );
    assert_eq!(r.status, 200);
    assert_eq!(r.text(), PAGE);

    // If-Modified-Since: the date we sent → 304; a date before it → 200.
    let r = send(
        a,
        "GET",
        "/docs/user-guide/cli",
        &[("If-Modified-Since", &lm)],
    );
    assert_eq!(r.status, 304);
    let r = send(
        a,
        "GET",
        "/docs/user-guide/cli",
        &[("If-Modified-Since", "Thu, 01 Jan 1970 00:00:01 GMT")],
    );
    assert_eq!(r.status, 200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
    let r = send(
        a,
        "GET",
        "/docs/user-guide/cli",
        &[("If-None-Match", "\"0000\""), ("If-Modified-Since", &lm)],
    );
    assert_eq!(r.status, 200);
}

#[test]
fn fixed_last_modified_is_sent_and_honoured() {
    let dir = site();
    let t: DateTime<Utc> = DateTime::parse_from_rfc3339("2026-10-22T23:26:42Z")
        .unwrap()
        .with_timezone(&Utc);
    let server = Server::start(
        dir.path(),
        "127.0.0.1:0",
        ServeOptions {
            fixed_last_modified: Some(t),
            log_requests: false,
        },
    )
    .unwrap();
    let a = server.addr();
    let r = get(a, "/docs/user-guide/cli");
    assert_eq!(
        r.header("last-modified"),
        Some("Thu, 22 Oct 2026 23:26:42 GMT")
    );
    let later = send(
        a,
        "GET",
        "/docs/user-guide/cli",
        &[("If-Modified-Since", "Fri, 23 Oct 2026 00:00:00 GMT")],
    );
    assert_eq!(later.status, 304);
    let earlier = send(
        a,
        "GET",
        "/docs/user-guide/cli",
        &[("If-Modified-Since", "Thu, 22 Oct 2026 23:26:41 GMT")],
    );
    assert_eq!(earlier.status, 200);
}

#[test]
fn head_sends_headers_without_body() {
    let dir = site();
    let server = start(dir.path());
    let r = send(server.addr(), "HEAD", "/docs/user-guide/cli", &[]);
    assert_eq!(r.status, 200);
    assert!(r.body.is_empty());
    let len = PAGE.len().to_string();
    assert_eq!(r.header("content-length"), Some(len.as_str()));
    assert_eq!(r.header("content-type"), Some("text/html; charset=utf-8"));
    assert!(r.header("etag").is_some());
}

#[test]
fn other_methods_are_405() {
    let dir = site();
    let server = start(dir.path());
    let r = send(server.addr(), "DELETE", "/", &[]);
    assert_eq!(r.status, 405);
    assert_eq!(r.header("allow"), Some("GET, HEAD"));
}

#[test]
fn headers_file_adds_evidence_headers_per_path() {
    let dir = site();
    let server = start(dir.path());
    let a = server.addr();
    let r = get(a, "/docs/user-guide/cli");
    assert_eq!(
        r.header("cache-control"),
        Some("public, max-age=0, must-revalidate")
    );
    assert_eq!(r.header("x-cache"), Some("MISS"));
    assert_eq!(r.header("x-vercel-cache"), Some("HIT"));
    // the more specific rule comes later and overrides `Age`
    assert_eq!(r.header("age"), Some("6928"));
    assert_eq!(r.header("x-origin-cache"), Some("HIT"));

    let r = get(a, "/docs/guides/");
    assert_eq!(r.header("age"), Some("8984"));
    assert_eq!(r.header("x-origin-cache"), None);

    let r = get(a, "/sitemap.xml");
    assert_eq!(r.header("x-cache"), Some("MISS"));
    assert_eq!(r.header("x-vercel-cache"), None);
    assert_eq!(r.header("age"), None);

    // 304s carry them too, as a CDN's do
    let etag = get(a, "/docs/user-guide/cli")
        .header("etag")
        .unwrap()
        .to_string();
    let r = send(
        a,
        "GET",
        "/docs/user-guide/cli",
        &[("If-None-Match", &etag)],
    );
    assert_eq!(r.status, 304);
    assert_eq!(r.header("age"), Some("6928"));
}

#[test]
fn malformed_headers_file_is_an_error_naming_the_line() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("_headers"), "/*\n  X-Cache MISS\n").unwrap();
    let err = Server::start(dir.path(), "127.0.0.1:0", ServeOptions::default()).unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.ends_with(
            "_headers:2: expected an indented `Name: value` line, found \"X-Cache MISS\""
        ),
        "{msg}"
    );
}

#[test]
fn non_loopback_and_bad_roots_are_refused() {
    let dir = site();
    let err = Server::start(dir.path(), "0.0.0.0:0", ServeOptions::default()).unwrap_err();
    assert!(matches!(err, ServeError::NotLoopback { .. }), "{err}");
    assert_eq!(
        err.to_string(),
        "refusing to serve on 0.0.0.0:0 (0.0.0.0): only loopback addresses (127.0.0.0/8, ::1) are allowed"
    );
    let missing = dir.path().join("missing");
    let err = Server::start(&missing, "127.0.0.1:0", ServeOptions::default()).unwrap_err();
    assert!(err.to_string().contains("missing"), "{err}");
    let file = dir.path().join("index.html");
    let err = Server::start(&file, "127.0.0.1:0", ServeOptions::default()).unwrap_err();
    assert!(
        err.to_string().ends_with("index.html: not a directory"),
        "{err}"
    );
}

#[test]
fn port_in_use_is_a_bind_error() {
    let dir = site();
    let first = start(dir.path());
    let addr = first.addr().to_string();
    let err = Server::start(dir.path(), &addr, ServeOptions::default()).unwrap_err();
    assert!(matches!(err, ServeError::Bind { .. }), "{err}");
    assert!(
        err.to_string()
            .starts_with(&format!("cannot bind {addr}: ")),
        "{err}"
    );
}

#[test]
fn shutdown_stops_serving() {
    let dir = site();
    let server = start(dir.path());
    let a = server.addr();
    assert_eq!(get(a, "/").status, 200);
    server.shutdown();
    // The listener is closed: connecting fails or the connection is dropped
    // without an HTTP reply.
    match TcpStream::connect_timeout(&a, Duration::from_secs(2)) {
        Err(_) => {}
        Ok(mut s) => {
            s.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
            let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            let mut buf = Vec::new();
            let _ = s.read_to_end(&mut buf);
            assert!(buf.is_empty(), "{}", String::from_utf8_lossy(&buf));
        }
    }
}

#[test]
fn cli_serves_until_killed() {
    let dir = site();
    // Find a free port, then hand it to the CLI.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = crate::util::bin()
        .args(["serve", "--quiet", "--addr"])
        .arg(format!("127.0.0.1:{port}"))
        .arg(dir.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut line = Vec::new();
    let mut byte = [0u8; 1];
    while out.read(&mut byte).unwrap() == 1 && byte[0] != b'\n' {
        line.push(byte[0]);
    }
    assert_eq!(
        String::from_utf8(line).unwrap(),
        format!("http://127.0.0.1:{port}/")
    );
    let r = get(
        format!("127.0.0.1:{port}").parse().unwrap(),
        "/docs/user-guide/cli",
    );
    assert_eq!(r.status, 200);
    assert_eq!(r.text(), PAGE);
    child.kill().unwrap();
    child.wait().unwrap();
}

/// Read one response from a kept-alive connection: headers, then exactly
/// `Content-Length` body bytes (none for HEAD or 304), leaving the stream at
/// the start of the next response.
fn read_kept_alive(s: &mut std::io::BufReader<TcpStream>, head_only: bool) -> Reply {
    use std::io::BufRead;
    let mut status_line = String::new();
    s.read_line(&mut status_line).unwrap();
    assert!(
        status_line.starts_with("HTTP/1.1 "),
        "the connection was closed or broken: {status_line:?}"
    );
    let status: u16 = status_line.split(' ').nth(1).unwrap().parse().unwrap();
    let mut headers = Vec::new();
    loop {
        let mut l = String::new();
        s.read_line(&mut l).unwrap();
        let l = l.trim_end();
        if l.is_empty() {
            break;
        }
        let (n, v) = l.split_once(':').unwrap();
        headers.push((n.trim().to_string(), v.trim().to_string()));
    }
    let mut reply = Reply {
        status,
        headers,
        body: Vec::new(),
    };
    if !head_only && status != 304 {
        let len: usize = reply.header("content-length").unwrap().parse().unwrap();
        reply.body = vec![0; len];
        s.read_exact(&mut reply.body).unwrap();
    }
    reply
}

/// `docdrift serve` as a user starts it (`--addr 127.0.0.1:0`, URL on stdout)
/// answers a crawler's shape of traffic: hundreds of sequential requests on
/// ONE kept-alive connection (200s, 304s, 404s and HEADs interleaved, every
/// reply complete and the connection never dropped), then hundreds on a new
/// connection each. Speed is measured in BENCHMARKS.md ("serve"), not here.
#[test]
fn cli_answers_many_sequential_requests_kept_alive_and_not() {
    let dir = site();
    let mut child = crate::util::bin()
        .args(["serve", "--quiet", "--addr", "127.0.0.1:0"])
        .arg(dir.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut line = Vec::new();
    let mut byte = [0u8; 1];
    while out.read(&mut byte).unwrap() == 1 && byte[0] != b'\n' {
        line.push(byte[0]);
    }
    let url = String::from_utf8(line).unwrap();
    let addr: SocketAddr = url
        .strip_prefix("http://")
        .and_then(|u| u.strip_suffix('/'))
        .unwrap_or_else(|| panic!("not a base URL: {url:?}"))
        .parse()
        .unwrap();
    let etag = get(addr, "/docs/user-guide/cli")
        .header("etag")
        .unwrap()
        .to_string();

    let conn = TcpStream::connect(addr).unwrap();
    conn.set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut w = conn.try_clone().unwrap();
    let mut r = std::io::BufReader::new(conn);
    for i in 0..200 {
        let (method, target, extra, status) = match i % 4 {
            0 => ("GET", "/docs/user-guide/cli", String::new(), 200),
            1 => (
                "GET",
                "/docs/user-guide/cli",
                format!("If-None-Match: {etag}\r\n"),
                304,
            ),
            2 => ("GET", "/nope", String::new(), 404),
            _ => (
                "HEAD",
                "/assets/css/styles.3f2a9c1e.css",
                String::new(),
                200,
            ),
        };
        // One write per request: `write!` would send each piece as its own
        // small segment and the client would meet Nagle itself.
        let req = format!("{method} {target} HTTP/1.1\r\nHost: {addr}\r\n{extra}\r\n");
        w.write_all(req.as_bytes()).unwrap();
        let reply = read_kept_alive(&mut r, method == "HEAD");
        assert_eq!(reply.status, status, "request {i}: {method} {target}");
        if i % 4 == 0 {
            assert_eq!(reply.text(), PAGE, "request {i}");
            assert_eq!(reply.header("age"), Some("6928"), "request {i}");
        }
        if i % 4 == 3 {
            assert_eq!(reply.header("content-length"), Some("14"), "request {i}");
        }
    }
    // The same connection is still open after 200 replies.
    let req = format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    w.write_all(req.as_bytes()).unwrap();
    let last = read_kept_alive(&mut r, false);
    assert_eq!(last.text(), "<html><body>home</body></html>");

    for i in 0..200 {
        let target = ["/", "/docs/guides/", "/docs/user-guide/cli"][i % 3];
        let reply = get(addr, target);
        assert_eq!(reply.status, 200, "connection {i}: {target}");
        assert!(!reply.body.is_empty(), "connection {i}: {target}");
    }
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn cli_refuses_non_loopback_with_usage_error() {
    let dir = site();
    let out = crate::util::bin()
        .args(["serve", "--addr", "0.0.0.0:8741"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("only loopback addresses"), "{err}");
}

/// The bundled demo site (demo/site) as `demo/refresh.sh` serves it: every
/// sitemap page and every hashed asset a page links resolves, with the
/// evidence headers from demo/site/_headers.
#[test]
fn demo_site_serves_every_sitemap_page_with_its_headers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("demo/site");
    let server = start(&root);
    let a = server.addr();
    let sitemap = fs::read_to_string(root.join("sitemap.xml")).unwrap();
    let locs: Vec<&str> = sitemap
        .split("<loc>")
        .skip(1)
        .map(|s| s.split("</loc>").next().unwrap())
        .collect();
    assert_eq!(locs.len(), 7, "{locs:?}");
    let expected_age = [
        ("/", None),
        ("/docs/user-guide/cli", Some("8984")),
        ("/docs/user-guide/configuration", Some("11422")),
        ("/docs/user-guide/features/context-files", Some("6928")),
        ("/docs/guides/troubleshooting", Some("3932")),
        ("/docs/developer-guide/context-compression", Some("11133")),
        ("/docs/developer-guide/internals", Some("1890")),
    ];
    for (loc, (path, age)) in locs.iter().zip(expected_age) {
        assert_eq!(*loc, format!("http://127.0.0.1:8741{path}"));
        let r = get(a, path);
        assert_eq!(r.status, 200, "{path}");
        assert_eq!(r.header("content-type"), Some("text/html; charset=utf-8"));
        assert_eq!(r.header("age"), age, "{path}");
        assert_eq!(r.header("x-cache"), Some("MISS"), "{path}");
        assert_eq!(r.header("x-vercel-cache"), Some("HIT"), "{path}");
        let file = if path == "/" {
            root.join("index.html")
        } else {
            root.join(format!("{}.html", &path[1..]))
        };
        let bytes = fs::read(&file).unwrap();
        assert_eq!(r.body, bytes, "{path}");
        let etag = format!(
            "\"{}\"",
            &docdrift_core::core::hash::sha256_hex(&bytes)[..16]
        );
        assert_eq!(r.header("etag"), Some(etag.as_str()));
        // Every root-relative asset or page link on the page resolves.
        let html = String::from_utf8(bytes).unwrap();
        for attr in ["src=\"/", "href=\"/"] {
            for piece in html.split(attr).skip(1) {
                let target = format!("/{}", piece.split('"').next().unwrap());
                let target = target.split('#').next().unwrap();
                if target == "/blog/rss.xml" {
                    continue; // Docusaurus links the feed even without a blog
                }
                assert_eq!(get(a, target).status, 200, "{path} links {target}");
            }
        }
    }
    let r = get(a, "/docs/user-guide/features/context-files");
    assert_eq!(r.header("x-origin-cache"), Some("HIT"));
    let r = get(a, "/assets/js/runtime~main.619c7877.js");
    assert_eq!(
        r.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
}

/// The demo's Python parses and its Rust compiles, so extraction tests
/// against them exercise real source (rustc must be on PATH; the Python half skips
/// without python3).
#[test]
fn demo_sources_parse_and_compile() {
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("demo/src");
    // Without python3 (the reason printed) the Rust half still runs.
    if python3() {
        for py in [
            "tern/__init__.py",
            "tern/config.py",
            "tern/prompt_builder.py",
            "tern/agent/__init__.py",
            "tern/agent/context_compressor.py",
            "tern/agent/compaction.py",
            "tern/agent/memory_store.py",
            "tern/agent/system_prompt.py",
            "tern/tools/__init__.py",
            "tern/tools/terminal_output.py",
        ] {
            let out = std::process::Command::new("python3")
                .args(["-c", "import ast, sys; ast.parse(open(sys.argv[1], encoding='utf-8').read(), sys.argv[1])"])
                .arg(demo.join(py))
                .output()
                .expect("python3 on PATH");
            assert!(
                out.status.success(),
                "{py}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = std::process::Command::new("rustc")
        .args(["--edition", "2021", "--crate-type", "lib", "--out-dir"])
        .arg(tmp.path())
        .arg(demo.join("tern-core/src/lib.rs"))
        .output()
        .expect("rustc on PATH");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
