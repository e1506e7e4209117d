//! Page pipeline against a real HTTP server on 127.0.0.1: fetch (redirects,
//! encodings, errors, limits), snapshots (rotation, corrupt records), visible
//! text and phrase counts with their explanations, and the three CLI commands.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::util::docdrift;
use docdrift_core::pages::count::{count_page, CountOptions, ExplanationKind, Pattern};
use docdrift_core::pages::fetch::{FetchError, FetchOptions, Fetcher, Redirect, Validators};
use docdrift_core::pages::snapshot::{Slot, SnapshotError, Store};

const COMPRESSION: &str = include_str!("fixtures/pages/compression.html");

/// A tiny_http server on an ephemeral loopback port, one thread per request
/// (so a slow route does not block the others). Stopped on drop.
struct TestServer {
    server: Arc<tiny_http::Server>,
    base: String,
    flaky: Arc<AtomicUsize>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.server.unblock();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn header(name: &str, value: &str) -> tiny_http::Header {
    tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()).unwrap()
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    enc.write_all(bytes).unwrap();
    enc.finish().unwrap()
}

fn brotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut w = brotli::CompressorWriter::new(&mut out, 4096, 5, 22);
        w.write_all(bytes).unwrap();
    }
    out
}

fn html_response(body: &[u8]) -> tiny_http::Response<std::io::Cursor<Vec<u8>>> {
    tiny_http::Response::from_data(body.to_vec())
        .with_header(header("Content-Type", "text/html; charset=utf-8"))
}

fn serve() -> TestServer {
    let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").unwrap());
    let port = server.server_addr().to_ip().unwrap().port();
    let base = format!("http://127.0.0.1:{port}");
    let flaky = Arc::new(AtomicUsize::new(0));
    let (s, b, f) = (server.clone(), base.clone(), flaky.clone());
    let thread = std::thread::spawn(move || {
        for req in s.incoming_requests() {
            let (b, f) = (b.clone(), f.clone());
            std::thread::spawn(move || route(req, &b, &f));
        }
    });
    TestServer {
        server,
        base,
        flaky,
        thread: Some(thread),
    }
}

fn route(req: tiny_http::Request, base: &str, flaky: &AtomicUsize) {
    let url = req.url().to_string();
    let redirect = |to: &str| {
        tiny_http::Response::from_data(Vec::new())
            .with_status_code(302)
            .with_header(header("Location", to))
    };
    let _ = match url.as_str() {
        "/docs/compression" => req.respond(
            html_response(COMPRESSION.as_bytes())
                .with_header(header("Last-Modified", "Thu, 22 Oct 2026 23:26:44 GMT"))
                .with_header(header("Age", "11133"))
                .with_header(header("X-Cache", "MISS"))
                .with_header(header("X-Vercel-Cache", "HIT"))
                .with_header(header("ETag", "\"v1\""))
                .with_header(header("Set-Cookie", "a=b")),
        ),
        "/gzip" => req.respond(
            html_response(&gzip(COMPRESSION.as_bytes())).with_header(header("Content-Encoding", "gzip")),
        ),
        "/brotli" => req.respond(
            html_response(&brotli(COMPRESSION.as_bytes())).with_header(header("Content-Encoding", "br")),
        ),
        "/gzip-bomb" => req.respond(
            html_response(&gzip(&vec![b' '; 3_000_000])).with_header(header("Content-Encoding", "gzip")),
        ),
        "/bad-gzip" => req.respond(
            html_response(b"this is not gzip at all").with_header(header("Content-Encoding", "gzip")),
        ),
        "/r1" => req.respond(redirect("/r2")),
        "/r2" => req.respond(redirect(&format!("{base}/docs/compression"))),
        "/loop-a" => req.respond(redirect("/loop-b")),
        "/loop-b" => req.respond(redirect("/loop-a")),
        "/offsite" => req.respond(redirect(&base.replace("127.0.0.1", "localhost"))),
        u if u.starts_with("/hop/") => {
            let n: usize = u[5..].parse().unwrap();
            if n == 0 {
                req.respond(html_response(b"<p>end of hops</p>"))
            } else {
                req.respond(redirect(&format!("/hop/{}", n - 1)))
            }
        }
        "/missing" => req.respond(html_response(b"<h1>Not Found: 8 rows</h1>").with_status_code(404)),
        "/broken" => req.respond(html_response(b"<h1>Internal error</h1>").with_status_code(500)),
        "/flaky" => {
            // 1st: v1, 2nd: v2, 3rd: 500, later: v4.
            let n = flaky.fetch_add(1, Ordering::SeqCst) + 1;
            if n == 3 {
                req.respond(html_response(b"<p>oops</p>").with_status_code(500))
            } else {
                req.respond(html_response(format!("<p>version {n}</p>").as_bytes()))
            }
        }
        "/slow" => {
            std::thread::sleep(Duration::from_secs(3));
            req.respond(html_response(b"<p>late</p>"))
        }
        "/huge" => req.respond(html_response(&vec![b'a'; 2_000_000])),
        "/huge-chunked" => {
            // No Content-Length: the cap must trip while streaming.
            let body = std::io::Cursor::new(vec![b'a'; 2_000_000]);
            req.respond(tiny_http::Response::new(
                200.into(),
                vec![header("Content-Type", "text/html")],
                body,
                None,
                None,
            ))
        }
        "/cp1252" => req.respond(
            tiny_http::Response::from_data(b"<p>Caf\xe9 \x93quoted\x94 8 rows</p>".to_vec())
                .with_header(header("Content-Type", "text/html; charset=windows-1252")),
        ),
        "/meta1252" => req.respond(
            tiny_http::Response::from_data(
                b"<html><head><meta charset=\"windows-1252\"><title>Caf\xe9</title></head><body>na\xefve</body></html>"
                    .to_vec(),
            )
            .with_header(header("Content-Type", "text/html")),
        ),
        "/mislabelled" => req.respond(
            tiny_http::Response::from_data("<p>Café — 8 rows</p>".as_bytes().to_vec())
                .with_header(header("Content-Type", "text/html; charset=iso-8859-1")),
        ),
        "/logo.png" => req.respond(
            tiny_http::Response::from_data(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec())
                .with_header(header("Content-Type", "image/png")),
        ),
        "/etag" => {
            let matched = req
                .headers()
                .iter()
                .any(|h| h.field.equiv("If-None-Match") && h.value.as_str() == "\"v1\"");
            if matched {
                req.respond(tiny_http::Response::from_data(Vec::new()).with_status_code(304))
            } else {
                req.respond(html_response(b"<p>etag page</p>").with_header(header("ETag", "\"v1\"")))
            }
        }
        _ => req.respond(html_response(b"no such route").with_status_code(404)),
    };
}

fn fetcher() -> Fetcher {
    Fetcher::new(FetchOptions::default()).unwrap()
}

fn lit(s: &str) -> Pattern {
    Pattern::Literal(s.to_string())
}

fn kinds(c: &docdrift_core::pages::count::PageCount) -> Vec<ExplanationKind> {
    c.explanations.iter().map(|e| e.kind).collect()
}

#[test]
fn fetch_records_evidence_headers_and_hashes() {
    let srv = serve();
    let url = format!("{}/docs/compression", srv.base);
    let resp = fetcher().get(&url, &Validators::default()).unwrap();
    assert_eq!(resp.status, 200);
    assert_eq!(resp.body, COMPRESSION.as_bytes());
    assert_eq!(resp.final_url, url);
    assert!(resp.redirects.is_empty());
    let keys: Vec<&str> = resp.headers.keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        vec![
            "age",
            "content-length",
            "content-type",
            "date",
            "etag",
            "last-modified",
            "x-cache",
            "x-vercel-cache"
        ]
    );
    assert_eq!(resp.headers["age"], "11133");
    assert_eq!(resp.headers["x-vercel-cache"], "HIT");
    assert_eq!(
        resp.headers["content-length"],
        COMPRESSION.len().to_string()
    );

    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(tmp.path());
    let snap = store.save(&resp).unwrap();
    assert_eq!(
        snap.record_path,
        tmp.path()
            .join(format!(
                "127.0.0.1_{}",
                srv.base.rsplit(':').next().unwrap()
            ))
            .join("docs/compression/latest.json")
    );
    let r = &snap.record;
    assert_eq!(r.body_bytes, COMPRESSION.len() as u64);
    assert_eq!(
        r.body_sha256,
        docdrift_core::core::hash::sha256_hex(COMPRESSION.as_bytes())
    );
    let text = docdrift_core::pages::text::visible_text(COMPRESSION);
    assert_eq!(r.text_bytes, text.len() as u64);
    assert_eq!(
        r.text_sha256,
        docdrift_core::core::hash::sha256_hex(text.as_bytes())
    );
    assert_eq!(r.title.as_deref(), Some("Context Compression and Caching"));
    assert_eq!(r.charset, "utf-8");
    // The JSON on disk round-trips and names fetched_at in RFC 3339 UTC.
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&snap.record_path).unwrap()).unwrap();
    assert_eq!(json["schema_version"], 1);
    assert!(json["fetched_at"].as_str().unwrap().ends_with('Z'));
    assert_eq!(store.list().unwrap(), vec![r.clone()]);
}

#[test]
fn counts_and_explanations_on_the_served_page() {
    let srv = serve();
    let url = format!("{}/docs/compression", srv.base);
    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(tmp.path());
    store
        .save(&fetcher().get(&url, &Validators::default()).unwrap())
        .unwrap();
    let snap = store.load_latest(&url).unwrap();
    let html = snap.html();
    let opts = CountOptions::default();

    // <code> and <em> inside the sentence.
    let c = count_page(
        &html,
        &lit("so protect_last_n is a minimum only up to a small count floor (8 rows)"),
        &opts,
    );
    assert_eq!((c.html, c.text, c.text_normalized, c.spaced), (0, 1, 1, 0));
    assert_eq!(kinds(&c), vec![ExplanationKind::SplitByTags]);
    assert_eq!(c.explanations[0].html_range, Some((573, 665)));
    assert_eq!(
        c.explanations[0].message,
        "split by <code>…</em> in the HTML (phrase at bytes 573..665): <code> at bytes 576..582, \
         </code> at bytes 596..603, <em> at bytes 609..613, </em> at bytes 620..625"
    );
    assert_eq!(&html[576..582], "<code>");
    // <strong> around the first words.
    let c = count_page(&html, &lit("Tail protection is token-budget based"), &opts);
    assert_eq!((c.html, c.text), (0, 1));
    assert_eq!(
        c.explanations[0].message,
        "split by </strong> in the HTML (phrase at bytes 744..790): </strong> at bytes 759..768"
    );
    // A newline inside the phrase.
    let c = count_page(&html, &lit("soft ceiling"), &opts);
    assert_eq!((c.html, c.text, c.text_normalized, c.spaced), (0, 0, 1, 0));
    assert_eq!(kinds(&c), vec![ExplanationKind::NewlineInside]);
    assert_eq!(c.explanations[0].html_range, Some((832, 844)));
    assert_eq!(&html[832..844], "soft\nceiling");
    // "8 rows": script, the visible floor, "18 rows" excluded, a comment.
    let c = count_page(&html, &lit("8 rows"), &opts);
    assert_eq!(
        (
            c.html,
            c.text,
            c.text_normalized,
            c.spaced,
            c.excluded_inside_token
        ),
        (3, 1, 1, 1, 1)
    );
    assert_eq!(
        kinds(&c),
        vec![
            ExplanationKind::HiddenScript,
            ExplanationKind::InsideLargerToken,
            ExplanationKind::InComment
        ]
    );
    assert_eq!(c.explanations[0].html_range, Some((188, 194)));
    assert_eq!(
        c.explanations[1].message,
        "inside a larger token (18 rows) in the visible text at text bytes 373..379 (HTML bytes 813..819)"
    );
    assert_eq!(c.text_hits.len(), 1);
    assert_eq!(c.text_hits[0].matched, "8 rows");
    let c = count_page(&html, &lit("8 rows"), &CountOptions { substring: true });
    assert_eq!((c.html, c.text), (4, 2));
    // Numbers in CSS, script and SVG path data.
    let c = count_page(&html, &lit("1.5"), &opts);
    assert_eq!((c.html, c.text, c.excluded_inside_token), (5, 1, 1));
    assert_eq!(
        kinds(&c),
        vec![
            ExplanationKind::HiddenStyle,
            ExplanationKind::HiddenScript,
            ExplanationKind::HiddenSvg,
            ExplanationKind::InsideLargerToken,
            ExplanationKind::HiddenSvg,
        ]
    );
    assert_eq!(
        c.explanations[2].message,
        "hit in SVG path data (attribute d of <path>) at bytes 954..957 (not visible)"
    );
    assert_eq!(
        c.explanations[3].message,
        "inside a larger token (11.5) in SVG path data (attribute d of <path>) at bytes 965..968"
    );
    // Attribute, entity, non-breaking space.
    let c = count_page(&html, &lit("last 20"), &opts);
    assert_eq!((c.html, c.text), (1, 0));
    assert_eq!(
        c.explanations[0].message,
        "hit in attribute title of <a> at bytes 268..275 (not visible)"
    );
    let c = count_page(&html, &lit("R&D"), &opts);
    assert_eq!((c.html, c.text), (0, 1));
    assert_eq!(
        c.explanations[0].message,
        "entity-encoded in the HTML (phrase at bytes 873..880): &amp; at bytes 874..879"
    );
    let c = count_page(&html, &lit("20 %"), &opts);
    assert_eq!((c.html, c.text, c.text_normalized), (0, 0, 1));
    assert_eq!(
        kinds(&c),
        vec![
            ExplanationKind::WhitespaceRun,
            ExplanationKind::EntityEncoded
        ]
    );
    // Contiguous everywhere: no explanation.
    let c = count_page(
        &html,
        &lit("Minimum number of recent messages always preserved"),
        &opts,
    );
    assert_eq!((c.html, c.text, c.text_normalized, c.spaced), (1, 1, 1, 1));
    assert!(c.explanations.is_empty());
    // Regex.
    let re = Pattern::Regex(regex::Regex::new(r"\b1\d rows").unwrap());
    let c = count_page(&html, &re, &opts);
    assert_eq!((c.html, c.text), (1, 1));
}

#[test]
fn gzip_and_brotli_bodies_are_stored_decoded() {
    let srv = serve();
    let f = fetcher();
    for path in ["/gzip", "/brotli"] {
        let resp = f
            .get(&format!("{}{path}", srv.base), &Validators::default())
            .unwrap();
        assert_eq!(resp.status, 200, "{path}");
        assert_eq!(resp.body, COMPRESSION.as_bytes(), "{path}");
        // reqwest removes Content-Length when it decodes; nothing stale is recorded.
        assert!(!resp.headers.contains_key("content-length"), "{path}");
    }
    let opts = FetchOptions {
        max_bytes: 1_000_000,
        ..FetchOptions::default()
    };
    let err = Fetcher::new(opts)
        .unwrap()
        .get(&format!("{}/gzip-bomb", srv.base), &Validators::default())
        .unwrap_err();
    assert!(
        matches!(
            err,
            FetchError::TooLarge {
                limit: 1_000_000,
                ..
            }
        ),
        "{err}"
    );
    let url = format!("{}/bad-gzip", srv.base);
    let err = fetcher().get(&url, &Validators::default()).unwrap_err();
    assert!(matches!(err, FetchError::Decode { .. }), "{err}");
    assert!(
        err.to_string()
            .starts_with(&format!("{url}: cannot decode the body")),
        "{err}"
    );
}

#[test]
fn redirect_chain_loop_limit_and_cross_host() {
    let srv = serve();
    let f = fetcher();
    let b = &srv.base;
    let resp = f.get(&format!("{b}/r1"), &Validators::default()).unwrap();
    assert_eq!(resp.final_url, format!("{b}/docs/compression"));
    assert_eq!(
        resp.redirects,
        vec![
            Redirect {
                status: 302,
                from: format!("{b}/r1"),
                to: format!("{b}/r2")
            },
            Redirect {
                status: 302,
                from: format!("{b}/r2"),
                to: format!("{b}/docs/compression")
            },
        ]
    );
    let err = f
        .get(&format!("{b}/loop-a"), &Validators::default())
        .unwrap_err();
    match &err {
        FetchError::RedirectLoop { chain, .. } => assert_eq!(
            chain,
            &vec![
                format!("{b}/loop-a"),
                format!("{b}/loop-b"),
                format!("{b}/loop-a")
            ]
        ),
        e => panic!("{e}"),
    }
    assert!(err
        .to_string()
        .starts_with(&format!("{b}/loop-a: redirect loop")));
    let limited = Fetcher::new(FetchOptions {
        max_redirects: 3,
        ..FetchOptions::default()
    })
    .unwrap();
    assert_eq!(
        limited
            .get(&format!("{b}/hop/3"), &Validators::default())
            .unwrap()
            .redirects
            .len(),
        3
    );
    let err = limited
        .get(&format!("{b}/hop/4"), &Validators::default())
        .unwrap_err();
    assert!(
        matches!(err, FetchError::TooManyRedirects { limit: 3, ref chain, .. } if chain.len() == 5),
        "{err}"
    );
    let same_host = Fetcher::new(FetchOptions {
        allow_cross_host_redirects: false,
        ..FetchOptions::default()
    })
    .unwrap();
    let err = same_host
        .get(&format!("{b}/offsite"), &Validators::default())
        .unwrap_err();
    assert!(matches!(err, FetchError::CrossHostRedirect { .. }), "{err}");
}

#[test]
fn error_statuses_are_recorded_not_content() {
    let srv = serve();
    let f = fetcher();
    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(tmp.path());
    for (path, status) in [("/missing", 404), ("/broken", 500)] {
        let url = format!("{}{path}", srv.base);
        let resp = f.get(&url, &Validators::default()).unwrap();
        assert_eq!(resp.status, status);
        let snap = store.save(&resp).unwrap();
        assert_eq!(snap.record_path.file_name().unwrap(), "failure.json");
        assert_eq!(snap.record.text_bytes, 0);
        assert_eq!(snap.record.text_sha256, "");
        assert!(store.load(&url, Slot::Latest).unwrap().is_none());
        let failure = store.load_failure(&url).unwrap().unwrap();
        assert_eq!(failure.error, format!("HTTP status {status}"));
        assert_eq!(failure.response.unwrap().status, status);
    }
    assert!(store.list().unwrap().is_empty());
}

#[test]
fn previous_latest_rotation_and_failure_keeps_good_snapshot() {
    let srv = serve();
    let f = fetcher();
    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(tmp.path());
    let url = format!("{}/flaky", srv.base);
    for _ in 0..3 {
        store
            .save(&f.get(&url, &Validators::default()).unwrap())
            .unwrap();
    }
    assert_eq!(srv.flaky.load(Ordering::SeqCst), 3);
    // The 500 did not rotate anything.
    assert_eq!(store.load_latest(&url).unwrap().body, b"<p>version 2</p>");
    assert_eq!(
        store.load(&url, Slot::Previous).unwrap().unwrap().body,
        b"<p>version 1</p>"
    );
    assert_eq!(
        store.load_failure(&url).unwrap().unwrap().error,
        "HTTP status 500"
    );
    store
        .save(&f.get(&url, &Validators::default()).unwrap())
        .unwrap();
    assert_eq!(store.load_latest(&url).unwrap().body, b"<p>version 4</p>");
    assert_eq!(
        store.load(&url, Slot::Previous).unwrap().unwrap().body,
        b"<p>version 2</p>"
    );
    assert!(store.load_failure(&url).unwrap().is_none());
}

#[test]
fn corrupt_record_is_never_overwritten() {
    let srv = serve();
    let f = fetcher();
    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(tmp.path());
    let url = format!("{}/docs/compression", srv.base);
    let snap = store
        .save(&f.get(&url, &Validators::default()).unwrap())
        .unwrap();
    let garbage = b"{\n  \"schema_version\": 1,\n  \"url\": \n";
    std::fs::write(&snap.record_path, garbage).unwrap();
    let err = store
        .save(&f.get(&url, &Validators::default()).unwrap())
        .unwrap_err();
    match &err {
        SnapshotError::BadRecord { path, line, .. } => {
            assert_eq!(path, &snap.record_path);
            assert_eq!(*line, 4);
        }
        e => panic!("{e}"),
    }
    assert!(err.to_string().contains("left untouched"), "{err}");
    assert_eq!(std::fs::read(&snap.record_path).unwrap(), garbage);
    assert!(!snap.record_path.with_file_name("previous.json").exists());
    // A body that no longer matches its record is reported too.
    std::fs::write(&snap.record_path, serde_json::to_vec(&snap.record).unwrap()).unwrap();
    std::fs::write(&snap.body_path, b"edited").unwrap();
    assert!(matches!(
        store.load_latest(&url).unwrap_err(),
        SnapshotError::BodyMismatch { .. }
    ));
}

#[test]
fn slow_server_times_out_and_huge_bodies_hit_the_cap() {
    let srv = serve();
    let quick = Fetcher::new(FetchOptions {
        timeout: Duration::from_millis(500),
        ..FetchOptions::default()
    })
    .unwrap();
    let err = quick
        .get(&format!("{}/slow", srv.base), &Validators::default())
        .unwrap_err();
    assert!(matches!(err, FetchError::Timeout { .. }), "{err}");
    assert!(
        err.to_string()
            .starts_with(&format!("{}/slow: timed out", srv.base)),
        "{err}"
    );
    let capped = Fetcher::new(FetchOptions {
        max_bytes: 1_000_000,
        ..FetchOptions::default()
    })
    .unwrap();
    for path in ["/huge", "/huge-chunked"] {
        let err = capped
            .get(&format!("{}{path}", srv.base), &Validators::default())
            .unwrap_err();
        assert!(
            matches!(
                err,
                FetchError::TooLarge {
                    limit: 1_000_000,
                    ..
                }
            ),
            "{path}: {err}"
        );
        assert!(err
            .to_string()
            .contains("larger than the limit of 1000000 bytes"));
    }
    // Exactly at the limit is fine.
    let exact = Fetcher::new(FetchOptions {
        max_bytes: 2_000_000,
        ..FetchOptions::default()
    })
    .unwrap();
    assert_eq!(
        exact
            .get(&format!("{}/huge", srv.base), &Validators::default())
            .unwrap()
            .body
            .len(),
        2_000_000
    );
}

#[test]
fn truncated_body_is_an_error() {
    // A raw server that promises 1000 bytes and sends 10.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let t = std::thread::spawn(move || {
        let (mut sock, _) = listener.accept().unwrap();
        let mut buf = [0u8; 1024];
        let _ = sock.read(&mut buf).unwrap();
        sock.write_all(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 1000\r\n\r\n<p>short</p>").unwrap();
    });
    let url = format!("http://127.0.0.1:{port}/cut");
    let err = fetcher().get(&url, &Validators::default()).unwrap_err();
    t.join().unwrap();
    assert!(matches!(err, FetchError::Truncated { .. }), "{err}");
    assert!(
        err.to_string()
            .starts_with(&format!("{url}: body ended early")),
        "{err}"
    );
}

#[test]
fn connection_refused_names_the_url() {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("http://127.0.0.1:{port}/");
    let err = fetcher().get(&url, &Validators::default()).unwrap_err();
    assert!(matches!(err, FetchError::Connect { .. }), "{err}");
    assert!(err.to_string().starts_with(&url));
}

#[test]
fn windows_1252_and_binary_bodies() {
    let srv = serve();
    let f = fetcher();
    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(tmp.path());
    let snap = store
        .save(
            &f.get(&format!("{}/cp1252", srv.base), &Validators::default())
                .unwrap(),
        )
        .unwrap();
    assert_eq!(snap.record.charset, "windows-1252");
    assert_eq!(snap.body, b"<p>Caf\xe9 \x93quoted\x94 8 rows</p>");
    assert_eq!(snap.html(), "<p>Café “quoted” 8 rows</p>");
    let text = "Café “quoted” 8 rows";
    assert_eq!(snap.record.text_bytes, text.len() as u64);
    assert_eq!(
        snap.record.text_sha256,
        docdrift_core::core::hash::sha256_hex(text.as_bytes())
    );
    let c = count_page(&snap.html(), &lit("Café"), &CountOptions::default());
    assert_eq!((c.html, c.text), (1, 1));
    let snap = store
        .save(
            &f.get(&format!("{}/meta1252", srv.base), &Validators::default())
                .unwrap(),
        )
        .unwrap();
    assert_eq!(snap.record.charset, "windows-1252");
    assert_eq!(snap.record.title.as_deref(), Some("Café"));
    assert_eq!(
        docdrift_core::pages::text::visible_text(&snap.html()),
        "naïve"
    );
    let mis = f
        .get(&format!("{}/mislabelled", srv.base), &Validators::default())
        .unwrap();
    let snap = store.save(&mis).unwrap();
    assert_eq!(snap.record.charset, "utf-8");
    assert_eq!(snap.html(), "<p>Café — 8 rows</p>");

    let snap = store
        .save(
            &f.get(&format!("{}/logo.png", srv.base), &Validators::default())
                .unwrap(),
        )
        .unwrap();
    assert_eq!(snap.record.content_type.as_deref(), Some("image/png"));
    assert_eq!(snap.record.body_bytes, 16);
    assert_eq!(
        (
            snap.record.text_bytes,
            snap.record.text_sha256.as_str(),
            snap.record.title.as_deref()
        ),
        (0, "", None)
    );
    assert!(!snap.is_html());
}

#[test]
fn conditional_get_returns_304_and_keeps_the_snapshot() {
    let srv = serve();
    let f = fetcher();
    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(tmp.path());
    let url = format!("{}/etag", srv.base);
    let first = store
        .save(&f.get(&url, &Validators::default()).unwrap())
        .unwrap();
    let v = Validators {
        etag: first.record.headers.get("etag").cloned(),
        last_modified: None,
    };
    let resp = f.get(&url, &v).unwrap();
    assert_eq!(resp.status, 304);
    assert!(resp.body.is_empty());
    // A failure recorded in between is cleared by the 304: the page answers.
    store.record_failure(&url, "connection reset").unwrap();
    assert!(store.load_failure(&url).unwrap().is_some());
    let kept = store.save(&resp).unwrap();
    // The same snapshot, now confirmed by the 304: unchanged since the first fetch.
    let mut expected = first.record.clone();
    expected.unchanged_since = Some(first.record.fetched_at);
    expected.confirmed_at = Some(resp.fetched_at);
    assert_eq!(kept.record, expected);
    assert_eq!(
        store.load(&url, Slot::Latest).unwrap().unwrap().record,
        expected
    );
    assert_eq!(kept.body, first.body);
    assert!(store.load(&url, Slot::Previous).unwrap().is_none());
    assert!(store.load_failure(&url).unwrap().is_none());
}

#[test]
fn markdown_source_reports_lines() {
    let src = include_str!("fixtures/pages/site/docs/cli.md");
    let c = docdrift_core::pages::markdown::count_markdown(
        src,
        &lit("last 20 turns"),
        &CountOptions::default(),
    );
    assert_eq!((c.html, c.text, c.text_normalized), (1, 1, 2));
    assert_eq!(c.text_hits[0].line, Some(11));
    assert_eq!(kinds(&c), vec![ExplanationKind::NewlineInside]);
    let c = docdrift_core::pages::markdown::count_markdown(
        src,
        &lit("8 rows"),
        &CountOptions::default(),
    );
    assert_eq!((c.text, c.excluded_inside_token), (0, 1));
}

// ---- CLI ----

#[test]
fn cli_fetch_prints_evidence_and_fails_after_trying_all() {
    let srv = serve();
    let tmp = tempfile::tempdir().unwrap();
    let good = format!("{}/docs/compression", srv.base);
    let bad = format!("{}/missing", srv.base);
    let out = docdrift()
        .args(["fetch", &good, &bad, "--snapshots"])
        .arg(tmp.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    let sha = docdrift_core::core::hash::sha256_hex(COMPRESSION.as_bytes());
    assert!(
        lines[0].starts_with(&format!(
            "200 {good}  {} bytes  sha256 {sha}  ",
            COMPRESSION.len()
        )),
        "{}",
        lines[0]
    );
    let text = docdrift_core::pages::text::visible_text(COMPRESSION);
    assert!(
        lines[0].contains(&format!(
            "  text {} bytes sha256 {}  ",
            text.len(),
            docdrift_core::core::hash::sha256_hex(text.as_bytes())
        )),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains("age: 11133  "), "{}", lines[0]);
    assert!(
        lines[0].contains("last-modified: Thu, 22 Oct 2026 23:26:44 GMT  "),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].contains("x-cache: MISS  x-vercel-cache: HIT"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with(&format!("404 {bad}  ")),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].contains("(error page recorded, snapshot unchanged)"),
        "{}",
        lines[1]
    );

    // text from the snapshot directory, and count from the snapshot by URL.
    let dir = tmp.path().join(Store::new(tmp.path()).dir_for(&good));
    let out = docdrift().arg("text").arg(&dir).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        docdrift_core::pages::text::visible_text(COMPRESSION) + "\n"
    );
    let out = docdrift()
        .args([
            "count",
            &good,
            "-p",
            "8 rows",
            "-p",
            "soft ceiling",
            "--format",
            "json",
            "--explain",
            "--snapshots",
        ])
        .arg(tmp.path())
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["schema_version"], 2);
    assert_eq!(
        json["pages"][0]["counts"],
        serde_json::json!([[3, 1, 1], [0, 0, 1]])
    );
    let counts = &json["pages"][0]["details"];
    assert_eq!(json["pages"][0]["source"], good.as_str());
    assert_eq!(json["pages"][0]["title"], "Context Compression and Caching");
    assert_eq!(counts[0]["phrase"], "8 rows");
    assert_eq!(
        (counts[0]["html"].as_u64(), counts[0]["text"].as_u64()),
        (Some(3), Some(1))
    );
    assert_eq!(counts[0]["explanations"][0]["kind"], "hidden_script");
    assert_eq!(
        counts[0]["explanations"][0]["html_range"],
        serde_json::json!([188, 194])
    );
    assert_eq!(counts[1]["text_normalized"], 1);
    assert_eq!(counts[1]["explanations"][0]["kind"], "newline_inside");
    assert_eq!(json["totals"][0]["html"], 3);

    // The snapshot tree as a SOURCE: each latest snapshot once, named by its
    // URL; the 404's failure record is not a page.
    let out = docdrift()
        .arg("count")
        .arg(tmp.path())
        .args(["-p", "8 rows", "--format", "json"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let sources: Vec<&str> = json["pages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["source"].as_str().unwrap())
        .collect();
    assert_eq!(sources, vec![good.as_str()]);
}

/// The rows of every comfy table in `stdout`, cells trimmed.
fn table_rows(stdout: &str) -> Vec<Vec<String>> {
    stdout
        .lines()
        .filter(|l| l.starts_with('│'))
        .map(|l| {
            l.split(['│', '┆'])
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
                .collect()
        })
        .collect()
}

#[test]
fn cli_count_a_directory_of_html_and_markdown_with_totals() {
    let run = |extra: &[&str]| {
        let out = docdrift()
            .args([
                "count",
                "tests/fixtures/pages/site",
                "-p",
                "last 20",
                "-p",
                "8 rows",
            ])
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    // Default: totals over every page, then only page × phrase rows with a hit, paths
    // relative to the directory given, and a pointer to --explain.
    let stdout = run(&[]);
    let expected: Vec<Vec<&str>> = vec![
        vec![
            "TOTAL: phrase",
            "pages with a hit",
            "html",
            "text",
            "normalised",
        ],
        vec!["last 20", "2", "2", "2", "3"],
        vec!["8 rows", "0", "0", "0", "0"],
        vec!["page", "phrase", "html", "text", "normalised"],
        vec!["docs/cli.md", "last 20", "1", "1", "2"],
        vec!["troubleshooting.html", "last 20", "1", "1", "1"],
    ];
    assert_eq!(table_rows(&stdout), expected, "{stdout}");
    assert!(
        stdout.starts_with("2 pages read, 2 with a hit, 1 where the views differ.\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("differ on 1 page: --explain says why, hit by hit."),
        "{stdout}"
    );
    assert!(!stdout.contains("newline_inside"), "{stdout}");

    // --explain: the DOM analysis of the listed pages, with hit lines for Markdown.
    let stdout = run(&["--explain"]);
    let rows = table_rows(&stdout);
    assert_eq!(
        rows[3..],
        [
            vec![
                "page",
                "phrase",
                "html",
                "text",
                "normalised",
                "spaced",
                "in larger token"
            ],
            vec!["docs/cli.md", "last 20", "1", "1", "2", "1", "0"],
            vec!["troubleshooting.html", "last 20", "1", "1", "1", "1", "0"],
        ],
        "{stdout}"
    );
    assert!(
        stdout.contains("  - hit at docs/cli.md:11: \"last 20\""),
        "{stdout}"
    );
    assert!(
        stdout.contains("  - newline_inside: a newline inside the phrase"),
        "{stdout}"
    );

    // --limit caps the rows (not the totals) and says how many were left out.
    let stdout = run(&["--limit", "1"]);
    assert_eq!(table_rows(&stdout).len(), 5, "{stdout}");
    assert!(
        stdout.contains("… 1 more page × phrase rows with a hit (--limit 0 lists all"),
        "{stdout}"
    );

    // JSON: compact counts per page, totals, no explanations.
    let stdout = run(&["--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        json["columns"],
        serde_json::json!(["html", "text", "text_normalized"])
    );
    assert_eq!(
        json["pages"],
        serde_json::json!([
            {"source": "docs/cli.md", "kind": "markdown", "counts": [[1, 1, 2], [0, 0, 0]]},
            {"source": "troubleshooting.html", "kind": "html", "counts": [[1, 1, 1], [0, 0, 0]]},
        ])
    );
    assert_eq!(json["totals"][0]["text_normalized"], 3);
    assert_eq!(json["pages_read"], 2);
}

#[test]
fn cli_count_matches_the_dom_path_on_vendored_real_pages() {
    // 44 real rustdoc/mdBook pages: the fast CLI's counts per page equal count_page (DOM).
    let dir = "tests/fixtures/realpages";
    let phrases = [
        "Vec",
        "Iterator",
        "unsafe",
        "&mut self",
        "1.0.0",
        "the standard library",
    ];
    let mut args = vec!["count", dir, "--format", "json", "--all-pages"];
    for p in &phrases {
        args.extend(["-p", p]);
    }
    let out = docdrift().args(&args).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let pages = json["pages"].as_array().unwrap();
    assert_eq!(pages.len(), 44);
    assert_eq!(json["dom_fallbacks"], 0);
    let opts = docdrift_core::pages::count::CountOptions::default();
    for page in pages {
        let source = page["source"].as_str().unwrap();
        let html = std::fs::read_to_string(format!("{dir}/{source}")).unwrap();
        for (i, p) in phrases.iter().enumerate() {
            let c = docdrift_core::pages::count::count_page(
                &html,
                &docdrift_core::pages::count::Pattern::Literal(p.to_string()),
                &opts,
            );
            assert_eq!(
                page["counts"][i],
                serde_json::json!([c.html, c.text, c.text_normalized]),
                "{source}: {p:?}"
            );
        }
    }
}

#[test]
fn cli_errors_name_the_source_and_exit_3() {
    let out = docdrift()
        .args(["count", "tests/fixtures/pages/nope.html", "-p", "x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("tests/fixtures/pages/nope.html: cannot read"),
        "{stderr}"
    );
    // Nothing read: no table of zeros that would read as "counted, none found".
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    // One source read, one not: the table of what was read, the error under it and on
    // stderr, exit 3.
    let out = docdrift()
        .args([
            "count",
            "tests/fixtures/pages/compression.html",
            "tests/fixtures/pages/nope.html",
            "-p",
            "rows",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.starts_with("1 page read, 1 with a hit"), "{stdout}");
    assert!(
        stdout.contains("error: tests/fixtures/pages/nope.html: cannot read"),
        "{stdout}"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("nope.html: cannot read"));
    let out = docdrift()
        .args([
            "count",
            "tests/fixtures/pages/compression.html",
            "--regex",
            "-p",
            r"\b1?8 rows",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["regex"], true);
    assert_eq!(json["pages"][0]["counts"][0], serde_json::json!([4, 2, 2]));
    assert!(json["pages"][0].get("details").is_none());
    let out = docdrift()
        .args([
            "count",
            "tests/fixtures/pages/compression.html",
            "--regex",
            "-p",
            r"\b1?8 rows",
            "--format",
            "json",
            "-v",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let c = &json["pages"][0]["details"][0];
    assert_eq!((c["html"].as_u64(), c["text"].as_u64()), (Some(4), Some(2)));
    let matched: Vec<&str> = c["text_hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["matched"].as_str().unwrap())
        .collect();
    assert_eq!(matched, vec!["8 rows", "18 rows"]);
    let out = docdrift()
        .args([
            "count",
            "tests/fixtures/pages/compression.html",
            "-p",
            "1.5",
            "--explain",
            "--max-explanations",
            "2",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let notes: Vec<&str> = stdout
        .lines()
        .skip_while(|l| !l.starts_with("why"))
        .collect();
    assert_eq!(
        notes,
        vec![
            "why the counts differ:",
            "tests/fixtures/pages/compression.html \"1.5\":",
            "  - hidden_style: hit in <style> content at bytes 139..142 (not visible)",
            "  - hidden_script: hit in <script> content at bytes 206..209 (not visible)",
            "  … 3 more (--max-explanations 0 or --format json lists all)",
        ]
    );
    let out = docdrift()
        .args(["count", "x.html", "-p", "(", "--regex"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = docdrift()
        .args([
            "text",
            "tests/fixtures/pages/compression.html",
            "--spaced",
            "--normalize",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains(" so protect_last_n is a minimum only "),
        "{text}"
    );
}

#[test]
fn evidence_header_set_is_what_the_docs_say() {
    let mut m = BTreeMap::new();
    for h in [
        "date",
        "last-modified",
        "age",
        "etag",
        "cache-control",
        "content-type",
        "content-length",
        "x-cache",
        "x-vercel-cache",
        "x-origin-cache",
        "cf-cache-status",
        "x-served-cache-by",
    ] {
        m.insert(h, docdrift_core::pages::fetch::is_evidence_header(h));
    }
    assert!(m.values().all(|v| *v), "{m:?}");
    assert!(!docdrift_core::pages::fetch::is_evidence_header(
        "set-cookie"
    ));
}

#[test]
fn cli_fetch_flags_timeout_cap_and_failure_record() {
    let srv = serve();
    let tmp = tempfile::tempdir().unwrap();
    let slow = format!("{}/slow", srv.base);
    let huge = format!("{}/huge", srv.base);
    let out = docdrift()
        .args([
            "fetch",
            &slow,
            &huge,
            "--timeout",
            "0.5",
            "--max-bytes",
            "1000",
            "--snapshots",
        ])
        .arg(tmp.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].starts_with(&format!("FAIL {slow}: timed out after ")),
        "{stdout}"
    );
    assert_eq!(
        lines[1],
        format!(
            "FAIL {huge}: body is larger than the limit of 1000 bytes (raise --max-bytes); aborted"
        )
    );
    let store = Store::new(tmp.path());
    let failure = store.load_failure(&slow).unwrap().unwrap();
    assert!(failure.error.contains("timed out"), "{}", failure.error);
    assert!(failure.response.is_none());
    let out = docdrift()
        .args(["fetch", "ftp://x/y", "--timeout=0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("--timeout must be a positive number of seconds"));
}

#[test]
fn cli_count_fetches_a_missing_url_and_refuses_binary_and_error_pages() {
    let srv = serve();
    let tmp = tempfile::tempdir().unwrap();
    let page = format!("{}/docs/compression", srv.base);
    let png = format!("{}/logo.png", srv.base);
    let missing = format!("{}/missing", srv.base);
    let out = docdrift()
        .args([
            "count",
            &page,
            &png,
            &missing,
            "-p",
            "Tail protection is token-budget based",
            "--explain",
            "--snapshots",
        ])
        .arg(tmp.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains(&format!("│ {page} ┆ Tail protection is token-budget based ┆ 0    ┆ 1    ┆ 1          ┆ 0      ┆ 0               │")), "{stdout}");
    assert!(stdout.contains("  - split_by_tags: split by </strong> in the HTML (phrase at bytes 744..790): </strong> at bytes 759..768"), "{stdout}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains(&format!(
            "{png}: not an HTML page (content-type image/png); nothing to count"
        )),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("{missing}: HTTP status 404")),
        "{stderr}"
    );
    // The page was fetched once and stored; the next count reads the snapshot.
    assert!(Store::new(tmp.path()).load_latest(&page).is_ok());
}

#[test]
fn body_that_stalls_times_out_while_reading() {
    // Headers and part of the body at once, then silence.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let t = std::thread::spawn(move || {
        let (mut sock, _) = listener.accept().unwrap();
        let mut buf = [0u8; 1024];
        let _ = sock.read(&mut buf).unwrap();
        sock.write_all(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100\r\n\r\n<p>first half")
            .unwrap();
        std::thread::sleep(Duration::from_secs(2));
    });
    let url = format!("http://127.0.0.1:{port}/stall");
    let quick = Fetcher::new(FetchOptions {
        timeout: Duration::from_millis(500),
        ..FetchOptions::default()
    })
    .unwrap();
    let err = quick.get(&url, &Validators::default()).unwrap_err();
    t.join().unwrap();
    match &err {
        FetchError::Timeout { phase, .. } => assert_eq!(*phase, "reading the body"),
        e => panic!("{e}"),
    }
}

/// `pages::fetch_run::fetch_into`: each outcome of one page against a real server (moved
/// from the library's unit tests, which cannot start the server crate).
mod fetch_run {
    use docdrift_core::pages::fetch::FetchOptions;
    use docdrift_core::pages::fetch::Fetcher;
    use docdrift_core::pages::fetch_run::{fetch_into, Fetched};
    use docdrift_core::pages::snapshot::{Slot, Store};
    use docdrift_serve::{ServeOptions, Server};

    #[test]
    fn each_outcome_of_one_page() {
        let site = tempfile::tempdir().unwrap();
        let snaps = tempfile::tempdir().unwrap();
        std::fs::write(site.path().join("a.html"), "<p>limit 5</p>").unwrap();
        let server = Server::start(site.path(), "127.0.0.1:0", ServeOptions::default()).unwrap();
        let store = Store::new(snaps.path());
        let fetcher = Fetcher::new(FetchOptions::default()).unwrap();
        let a = format!("{}a.html", server.url());

        let first = fetch_into(&store, &fetcher, &a, false);
        assert!(
            matches!(first, Fetched::Stored { status: 200, .. }),
            "{first:?}"
        );
        assert!(!first.failed());
        // Conditional: the stored validators make the unchanged page answer 304.
        let again = fetch_into(&store, &fetcher, &a, true);
        assert!(
            matches!(again, Fetched::Stored { status: 304, .. }),
            "{again:?}"
        );
        assert!(!again.failed());
        // An error status is stored beside the page and counts as failed.
        let missing = fetch_into(
            &store,
            &fetcher,
            &format!("{}nope.html", server.url()),
            false,
        );
        assert!(
            matches!(missing, Fetched::Stored { status: 404, .. }),
            "{missing:?}"
        );
        assert!(missing.failed());
        // An empty 200 is refused and the good snapshot kept.
        std::fs::write(site.path().join("a.html"), "").unwrap();
        let empty = fetch_into(&store, &fetcher, &a, false);
        assert!(matches!(empty, Fetched::NotStored(_)), "{empty:?}");
        assert!(empty.failed());
        assert!(
            store
                .load(&a, Slot::Latest)
                .unwrap()
                .unwrap()
                .record
                .body_bytes
                > 0
        );

        // No response at all: failed, and recorded as the page's failure.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port(); // closed again when the listener drops
        let gone = format!("http://127.0.0.1:{port}/x.html");
        let refused = fetch_into(&store, &fetcher, &gone, false);
        assert!(
            matches!(
                refused,
                Fetched::Failed {
                    not_recorded: None,
                    ..
                }
            ),
            "{refused:?}"
        );
        assert!(refused.failed());
        assert!(store.load_failure(&gone).unwrap().is_some());
    }
}
