//! Crawl and diff against a real HTTP server on 127.0.0.1 that this test
//! controls: a generated docs site of a few hundred pages with a sitemap,
//! robots.txt, links out of scope, a redirect loop, a cross-host redirect,
//! a page that answers 429 twice, a connection dropped mid-body, a page
//! that breaks after the first crawl, and pages whose asset hash or text
//! change between crawls. Every response is logged server-side (path,
//! status, bytes, time) so the assertions compare against what the server
//! actually did.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::util::docdrift;
use docdrift_core::crawl::{self, CrawlOptions, Outcome};
use docdrift_core::pages::count::Pattern;
use docdrift_core::pages::diff::{self, ChangeKind};
use docdrift_core::pages::snapshot::{Slot, Store};

/// Pages p0..p{N_PAGES-1}.
const N_PAGES: usize = 300;

#[derive(Debug, Clone)]
struct Hit {
    path: String,
    status: u16,
    /// Body bytes of a complete response (0 for truncated ones).
    body_len: usize,
    truncated: bool,
    at: Instant,
}

#[derive(Default)]
struct State {
    /// Second version of the site (after the first crawl).
    v2: bool,
    busy_hits: usize,
    /// 0: serve robots.txt; otherwise answer it with this status (302
    /// redirects to another host).
    robots_status: u16,
    /// A `Crawl-delay:` line for robots.txt.
    crawl_delay: Option<&'static str>,
    log: Vec<Hit>,
}

struct Site {
    port: u16,
    state: Arc<Mutex<State>>,
}

impl Site {
    fn start() -> Site {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(State::default()));
        let st = state.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let st = st.clone();
                std::thread::spawn(move || {
                    let _ = serve(stream, port, &st);
                });
            }
        });
        Site { port, state }
    }

    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{}", self.port, path)
    }

    fn set_v2(&self) {
        self.state.lock().unwrap().v2 = true;
    }

    fn log(&self) -> Vec<Hit> {
        self.state.lock().unwrap().log.clone()
    }

    fn clear_log(&self) {
        self.state.lock().unwrap().log.clear();
    }
}

fn page(title: &str, head: &str, body: &str) -> String {
    format!(
        "<!doctype html><html><head><title>{title}</title>{head}</head>\
         <body><main>{body}</main></body></html>"
    )
}

/// Status, extra headers, body.
type Reply = (u16, Vec<(String, String)>, String);

/// What the site serves. `None` = drop the
/// connection mid-body.
fn route(path: &str, port: u16, st: &mut State) -> Option<Reply> {
    let html = |b: String| Some((200, vec![], b));
    let redirect = |to: String| Some((302, vec![("Location".to_string(), to)], String::new()));
    match path {
        "/robots.txt" if st.robots_status == 302 => {
            redirect(format!("http://localhost:{port}/robots.txt"))
        }
        "/robots.txt" if st.robots_status != 0 => Some((st.robots_status, vec![], "down".into())),
        "/robots.txt" => Some((
            200,
            vec![("Content-Type".into(), "text/plain".into())],
            format!(
                "User-agent: *\nDisallow: /docs/private/\n{}\n\
                 Sitemap: http://127.0.0.1:{port}/sitemap.xml\n\
                 Sitemap: http://127.0.0.1:{port}/broken-sitemap.xml\n",
                st.crawl_delay
                    .map(|d| format!("Crawl-delay: {d}\n"))
                    .unwrap_or_default()
            ),
        )),
        "/sitemap.xml" => {
            let mut x = String::from(
                "<?xml version=\"1.0\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
            );
            for i in 0..N_PAGES {
                x.push_str(&format!("<url><loc>http://127.0.0.1:{port}/docs/p{i}.html</loc></url>\n"));
            }
            x.push_str(&format!("<url><loc>http://127.0.0.1:{port}/docs/orphan.html</loc></url>\n"));
            x.push_str(&format!("<url><loc>http://127.0.0.1:{port}/blog/x.html</loc></url>\n"));
            x.push_str("</urlset>\n");
            Some((200, vec![("Content-Type".into(), "application/xml".into())], x))
        }
        // Like a single-page app's host: an HTML page at a guessed
        // sitemap location (not an error: it is simply not a sitemap).
        "/docs/sitemap.xml" => html(page("App", "", "<div id=app></div>")),
        "/broken-sitemap.xml" => Some((
            200,
            vec![("Content-Type".into(), "application/xml".into())],
            "<urlset><url><loc>http://x/</url></urlset>".into(),
        )),
        "/docs/index.html" => html(page(
            "Index",
            "",
            "<h1>Docs</h1><ul>\
             <li><a href=\"p0.html\">p0</a></li>\
             <li><a href=\"private/secret.html\">secret</a></li>\
             <li><a href=\"loop-a.html\">loop</a></li>\
             <li><a href=\"moved.html\">moved</a></li>\
             <li><a href=\"away.html\">away</a></li>\
             <li><a href=\"busy.html\">busy</a></li>\
             <li><a href=\"asset.html\">asset</a></li>\
             <li><a href=\"text.html\">text</a></li>\
             <li><a href=\"drop.html\">drop</a></li>\
             <li><a href=\"missing.html\">missing</a></li>\
             <li><a href=\"flaky.html\">flaky</a></li>\
             <li><a href=\"trap/x.html\">trap</a></li>\
             <li><a href=\"calendar.html?month=1\">jan</a> <a href=\"calendar.html?month=2\">feb</a></li>\
             <li><a href=\"/blog/post.html\">blog</a> <a href=\"http://other.invalid/x\">elsewhere</a>\
             <a href=\"mailto:docs@example.com\">mail</a></li></ul>",
        )),
        "/docs/loop-a.html" => redirect("/docs/loop-b.html".into()),
        "/docs/loop-b.html" => redirect("/docs/loop-a.html".into()),
        "/docs/moved.html" => redirect("/docs/p1.html".into()),
        "/docs/away.html" => redirect(format!("http://localhost:{port}/elsewhere")),
        "/docs/busy.html" => {
            st.busy_hits += 1;
            if st.busy_hits <= 2 {
                Some((429, vec![("Retry-After".into(), "2".into())], "slow down".into()))
            } else {
                html(page("Busy", "", "<p>Busy page, finally.</p>"))
            }
        }
        "/docs/asset.html" => {
            let hash = if st.v2 { "b34ffaa5" } else { "619c7877" };
            html(page(
                "Asset",
                &format!("<script src=\"/assets/js/runtime~main.{hash}.js\"></script>"),
                "<p>Same words in both builds.</p>",
            ))
        }
        "/docs/text.html" => {
            let n = if st.v2 { 8 } else { 20 };
            html(page(
                "Text",
                "",
                &format!("<p>The last {n} messages are always preserved.</p>"),
            ))
        }
        "/docs/flaky.html" => {
            if st.v2 {
                Some((500, vec![], "internal error".into()))
            } else {
                html(page("Flaky", "", "<p>Good content.</p>"))
            }
        }
        "/docs/drop.html" => None,
        // Status 0: close the connection without answering.
        "/docs/reset.html" => Some((0, vec![], String::new())),
        "/docs/calendar.html" => html(page("Calendar", "", "<p>Month view.</p>")),
        "/docs/orphan.html" => html(page("Orphan", "", "<p>Only in the sitemap.</p>")),
        // A relative-link trap: every level links one level deeper.
        p if p.starts_with("/docs/trap/") && p.ends_with("/x.html") => {
            html(page("Trap", "", "<a href=\"trap/x.html\">deeper</a>"))
        }
        p if p.starts_with("/docs/p") && p.ends_with(".html") => {
            let i: usize = p["/docs/p".len()..p.len() - 5].parse().ok()?;
            let next = (i + 1) % N_PAGES;
            let jump = (i * 7) % N_PAGES;
            html(page(
                &format!("Page {i}"),
                "<link rel=stylesheet href=\"/assets/css/styles.3f2a.css\">",
                &format!(
                    "<h1>Page {i}</h1><p>Body of page {i}.</p>\
                     <a href=\"p{next}.html#top\">next</a> <a href=\"./p{jump}.html?utm_source=x\">jump</a>\
                     <a href=\"../docs/p{i}.html\">self</a> <a href=\"/blog/post.html\">blog</a>\
                     <a href=\"http://other.invalid/x\">other</a> <a href=\"#frag\">frag</a>"
                ),
            ))
        }
        _ => Some((404, vec![], "not found".into())),
    }
}

fn etag_of(body: &str) -> String {
    format!(
        "\"{}\"",
        &docdrift_core::core::hash::sha256_hex(body.as_bytes())[..16]
    )
}

fn serve(stream: TcpStream, port: u16, state: &Mutex<State>) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    let target = request_line
        .split_whitespace()
        .nth(1)
        .unwrap_or("/")
        .to_string();
    let mut headers = HashMap::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 || line == "\r\n" {
            break;
        }
        if let Some((k, v)) = line.trim_end().split_once(':') {
            headers.insert(k.trim().to_ascii_lowercase(), v.trim().to_string());
        }
    }
    let path = target.split('?').next().unwrap_or("/").to_string();
    let at = Instant::now();
    let mut out = stream;
    let mut st = state.lock().unwrap();
    let Some((status, extra, body)) = route(&path, port, &mut st) else {
        // Promise 5000 bytes, send 100, close.
        st.log.push(Hit {
            path,
            status: 200,
            body_len: 0,
            truncated: true,
            at,
        });
        drop(st);
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n";
        out.write_all(head.as_bytes())?;
        out.write_all(&[b'x'; 100])?;
        out.flush()?;
        return Ok(());
    };
    if status == 0 {
        st.log.push(Hit {
            path,
            status: 0,
            body_len: 0,
            truncated: true,
            at,
        });
        return Ok(());
    }
    let etag = etag_of(&body);
    let not_modified = status == 200 && headers.get("if-none-match") == Some(&etag);
    let (status, body) = if not_modified {
        (304, String::new())
    } else {
        (status, body)
    };
    st.log.push(Hit {
        path,
        status,
        body_len: body.len(),
        truncated: false,
        at,
    });
    drop(st);
    let reason = match status {
        200 => "OK",
        302 => "Found",
        304 => "Not Modified",
        404 => "Not Found",
        429 => "Too Many Requests",
        _ => "Internal Server Error",
    };
    let mut resp = format!("HTTP/1.1 {status} {reason}\r\nConnection: close\r\n");
    if !extra.iter().any(|(k, _)| k == "Content-Type") && status != 304 {
        resp.push_str("Content-Type: text/html; charset=utf-8\r\n");
    }
    for (k, v) in &extra {
        resp.push_str(&format!("{k}: {v}\r\n"));
    }
    if status == 200 || status == 304 {
        resp.push_str(&format!("ETag: {etag}\r\n"));
    }
    if status != 304 {
        resp.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    resp.push_str("\r\n");
    out.write_all(resp.as_bytes())?;
    out.write_all(body.as_bytes())?;
    out.flush()?;
    // Let the client close first; a reset would race the body.
    let _ = out.shutdown(std::net::Shutdown::Write);
    let mut sink = [0u8; 64];
    let _ = reader
        .get_mut()
        .set_read_timeout(Some(Duration::from_secs(1)));
    let _ = reader.get_mut().read(&mut sink);
    Ok(())
}

fn options(site: &Site) -> CrawlOptions {
    let mut o = CrawlOptions::new(site.url("/docs/index.html"));
    o.politeness.concurrency = 4;
    o.politeness.per_host = 4;
    o.politeness.max_retries = 2;
    o.politeness.backoff_base = Duration::from_millis(20);
    o.politeness.backoff_cap = Duration::from_secs(5);
    o.fetch.timeout = Duration::from_secs(10);
    o
}

fn no_progress(_: &crawl::PageOutcome, _: usize, _: usize) {}

/// Body bytes of complete responses the server sent (what the crawl should
/// count: 304s and redirects carry none, a dropped body is not counted).
fn bytes_sent(log: &[Hit]) -> u64 {
    log.iter()
        .filter(|h| !h.truncated && h.status != 302)
        .map(|h| h.body_len as u64)
        .sum()
}

fn outcome_of(report: &crawl::CrawlReport, url: &str) -> crawl::PageOutcome {
    report
        .pages
        .iter()
        .find(|p| p.url == url)
        .unwrap_or_else(|| panic!("{url} not in report"))
        .clone()
}

#[test]
fn crawl_twice_then_diff() {
    let site = Site::start();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());

    // ---- first crawl ----
    let calls = Mutex::new(Vec::new());
    let progress = |p: &crawl::PageOutcome, done: usize, discovered: usize| {
        calls
            .lock()
            .unwrap()
            .push((p.url.clone(), done, discovered));
    };
    let r1 = crawl::crawl(options(&site), &store, &progress).unwrap();
    // Progress: once per finished page, `done` counting up to the total.
    let calls = calls.into_inner().unwrap();
    assert_eq!(calls.len(), r1.summary.discovered);
    // (Threads report concurrently, so compare the set of values.)
    let mut done: Vec<usize> = calls.iter().map(|c| c.1).collect();
    done.sort();
    assert_eq!(done, (1..=r1.summary.discovered).collect::<Vec<_>>());
    assert!(calls.iter().all(|c| c.1 <= c.2));
    let log1 = site.log();
    let s = &r1.summary;
    // index + 300 pages + orphan + loop-a, moved, away, busy, asset, text,
    // drop, missing, flaky, calendar.
    assert_eq!(s.discovered, 1 + N_PAGES + 1 + 13, "{:#?}", r1.warnings);
    assert_eq!(s.failed, 4, "{:#?}", failed(&r1));
    assert_eq!(
        (s.new, s.changed, s.unchanged, s.not_modified),
        (311, 0, 0, 0)
    );
    assert_eq!(s.fetched, 311);
    // robots + 2 listed sitemaps + the guessed /docs/sitemap.xml (HTML);
    // pages once each, busy 2 retries, drop 2 retries, and the redirect
    // hops loop-a -> loop-b and moved -> p1.
    assert_eq!(s.requests, 4 + 315 + 2 + 2 + 2);
    assert_eq!(s.requests, log1.len());
    assert_eq!(s.retries, 4);
    assert_eq!(s.bytes, bytes_sent(&log1));
    let skipped: Vec<(&str, usize)> = s.skipped.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    assert_eq!(
        skipped,
        vec![
            ("infinite_space", 1),
            ("other_host", 1),
            ("outside_scope", 2),
            ("robots_txt", 1)
        ]
    );
    assert_eq!(
        r1.warnings,
        vec![format!(
            "{}: malformed sitemap XML at byte 27: ill-formed document: expected `</loc>`, but `</url>` was found",
            site.url("/broken-sitemap.xml")
        )]
    );
    assert_eq!(r1.sitemaps.len(), 2);
    assert_eq!(r1.sitemaps[0].pages, N_PAGES + 2);

    // Failures, each with its reason.
    let loop_a = outcome_of(&r1, &site.url("/docs/loop-a.html"));
    assert_eq!(loop_a.outcome, Outcome::Failed);
    assert!(
        loop_a.error.as_deref().unwrap().contains("redirect loop"),
        "{loop_a:?}"
    );
    let away = outcome_of(&r1, &site.url("/docs/away.html"));
    assert!(
        away.error.as_deref().unwrap().contains("to another host"),
        "{away:?}"
    );
    let drop = outcome_of(&r1, &site.url("/docs/drop.html"));
    assert_eq!((drop.outcome, drop.attempts), (Outcome::Failed, 3));
    assert!(
        drop.error.as_deref().unwrap().contains("after 3 attempts"),
        "{drop:?}"
    );
    assert!(
        store.load(&drop.url, Slot::Latest).unwrap().is_none(),
        "a truncated body is never a snapshot"
    );
    assert!(store.load_failure(&drop.url).unwrap().is_some());
    let missing = outcome_of(&r1, &site.url("/docs/missing.html"));
    assert_eq!(
        (missing.status, missing.outcome),
        (Some(404), Outcome::Failed)
    );

    // A same-host redirect is followed and recorded.
    let moved = outcome_of(&r1, &site.url("/docs/moved.html"));
    assert_eq!(moved.outcome, Outcome::New);
    assert_eq!(
        moved.final_url.as_deref(),
        Some(site.url("/docs/p1.html").as_str())
    );
    // Query strings are dropped: one calendar page.
    assert_eq!(
        log1.iter()
            .filter(|h| h.path == "/docs/calendar.html")
            .count(),
        1
    );
    // Nothing outside the scope or disallowed by robots.txt was requested.
    assert!(log1
        .iter()
        .all(|h| !h.path.starts_with("/blog/") && !h.path.contains("private")));

    // The 429 page: fetched three times, each retry at least the
    // Retry-After (2 s; the backoff floor alone would be 1 s) after the
    // previous answer.
    let busy: Vec<&Hit> = log1
        .iter()
        .filter(|h| h.path == "/docs/busy.html")
        .collect();
    assert_eq!(
        busy.iter().map(|h| h.status).collect::<Vec<_>>(),
        vec![429, 429, 200]
    );
    assert!(
        busy[1].at - busy[0].at >= Duration::from_secs(2),
        "{:?}",
        busy[1].at - busy[0].at
    );
    assert!(
        busy[2].at - busy[1].at >= Duration::from_secs(2),
        "{:?}",
        busy[2].at - busy[1].at
    );
    let b = outcome_of(&r1, &site.url("/docs/busy.html"));
    assert_eq!(
        (b.outcome, b.attempts, b.status),
        (Outcome::New, 3, Some(200))
    );

    // ---- second crawl, site changed ----
    site.set_v2();
    site.clear_log();
    let flaky_url = site.url("/docs/flaky.html");
    let flaky_before = store.load(&flaky_url, Slot::Latest).unwrap().unwrap();
    // A latest record the user broke is never overwritten: the page fails
    // and the file stays byte for byte.
    let p5_url = site.url("/docs/p5.html");
    let p5_record = store
        .root()
        .join(store.dir_for(&p5_url))
        .join("latest.json");
    let p5_good = std::fs::read(&p5_record).unwrap();
    std::fs::write(&p5_record, b"{not json").unwrap();
    let r2 = crawl::crawl(options(&site), &store, &no_progress).unwrap();
    let log2 = site.log();
    let s = &r2.summary;
    assert_eq!(s.discovered, 1 + N_PAGES + 1 + 13);
    assert_eq!(
        (s.new, s.changed, s.unchanged, s.not_modified),
        (0, 2, 307, 307)
    );
    assert_eq!(s.failed, 6, "{:#?}", failed(&r2));
    // drop and flaky (500) are retried twice each.
    assert_eq!(s.retries, 4);
    assert_eq!(s.requests, log2.len());
    assert_eq!(s.bytes, bytes_sent(&log2));
    assert_eq!(log2.iter().filter(|h| h.status == 304).count(), 307);
    for name in ["asset", "text"] {
        let o = outcome_of(&r2, &site.url(&format!("/docs/{name}.html")));
        assert_eq!((o.outcome, o.status), (Outcome::Changed, Some(200)));
    }
    // The good snapshot of the page that now fails is untouched, and the
    // failure is recorded beside it.
    let flaky = outcome_of(&r2, &flaky_url);
    assert_eq!(
        (flaky.outcome, flaky.status, flaky.attempts),
        (Outcome::Failed, Some(500), 3)
    );
    let flaky_after = store.load(&flaky_url, Slot::Latest).unwrap().unwrap();
    assert_eq!(flaky_after.body, flaky_before.body);
    assert_eq!(
        flaky_after.record.body_sha256,
        flaky_before.record.body_sha256
    );
    let failure = store.load_failure(&flaky_url).unwrap().unwrap();
    assert_eq!(failure.error, "HTTP status 500");

    let p5 = outcome_of(&r2, &p5_url);
    assert_eq!((p5.outcome, p5.status), (Outcome::Failed, Some(200)));
    assert!(
        p5.error
            .as_deref()
            .unwrap()
            .contains("not a docdrift snapshot record"),
        "{p5:?}"
    );
    assert_eq!(std::fs::read(&p5_record).unwrap(), b"{not json");
    std::fs::write(&p5_record, &p5_good).unwrap();
    // The trap stops at three levels (a segment may repeat three times).
    let trap: Vec<&str> = log2
        .iter()
        .filter(|h| h.path.starts_with("/docs/trap/"))
        .map(|h| h.path.as_str())
        .collect();
    assert_eq!(trap.len(), 3, "{trap:?}");
    assert!(trap.contains(&"/docs/trap/trap/trap/x.html"));

    // ---- diff ----
    let asset = diff::diff_page(&store, &site.url("/docs/asset.html")).unwrap();
    assert_eq!(asset.change.kind, ChangeKind::AssetOnly);
    assert_eq!(
        asset.change.assets,
        vec![diff::AssetChange {
            old: "/assets/js/runtime~main.619c7877.js".into(),
            new: "/assets/js/runtime~main.b34ffaa5.js".into(),
        }]
    );
    assert_eq!(
        asset.change.describe(),
        "asset names only: /assets/js/runtime~main.619c7877.js → /assets/js/runtime~main.b34ffaa5.js"
    );
    let text = diff::diff_page(&store, &site.url("/docs/text.html")).unwrap();
    assert_eq!(text.change.kind, ChangeKind::TextChanged);
    assert_eq!(text.change.hunks.len(), 1);
    assert_eq!(
        (
            text.change.hunks[0].removed.as_str(),
            text.change.hunks[0].inserted.as_str()
        ),
        ("20", "8")
    );
    assert_eq!(
        text.change.hunks[0].render(),
        "…The last [-20-]{+8+} messages are always preserved.…"
    );
    assert!(diff::affects(
        &text.change,
        &[Pattern::Literal("20 messages".into())]
    ));
    assert!(!diff::affects(
        &text.change,
        &[Pattern::Literal("always preserved".into())]
    ));
    assert!(!diff::affects(
        &asset.change,
        &[Pattern::Literal("Same words".into())]
    ));

    let all = diff::diff_all(&store).unwrap();
    let mut kinds: HashMap<ChangeKind, usize> = HashMap::new();
    for (url, d) in &all {
        let d = d.as_ref().unwrap_or_else(|e| panic!("{url}: {e}"));
        *kinds.entry(d.change.kind).or_default() += 1;
    }
    // 311 pages have snapshots; 2 changed; 308 answered 304 (a 304 never rotates a snapshot,
    // but it confirms it: unchanged since the first fetch, not "new"); the flaky page that
    // failed on the first crawl is the one new page.
    assert_eq!(all.len(), 311);
    assert_eq!(kinds[&ChangeKind::AssetOnly], 1);
    assert_eq!(kinds[&ChangeKind::TextChanged], 1);
    assert_eq!(
        kinds[&ChangeKind::Identical] + kinds[&ChangeKind::New],
        309,
        "{kinds:?}"
    );
    assert!(kinds[&ChangeKind::Identical] >= 300, "{kinds:?}");
}

fn failed(r: &crawl::CrawlReport) -> Vec<String> {
    r.pages
        .iter()
        .filter(|p| p.outcome == Outcome::Failed)
        .map(|p| format!("{}: {:?}", p.url, p.error))
        .collect()
}

/// The same site through the command line: the text summary (no progress
/// bar when piped), JSON for the second crawl, and `diff` as table and JSON
/// with exit codes.
#[test]
fn cli_crawl_and_diff() {
    let site = Site::start();
    let dir = tempfile::tempdir().unwrap();
    let snaps = dir.path().join("snaps");
    let snaps = snaps.to_str().unwrap();
    let start = site.url("/docs/index.html");

    let out = docdrift()
        .args(["crawl", &start, "--snapshots", snaps, "--retries", "2"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    // Failed pages make the exit code 1.
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "",
        "no progress bar when piped"
    );
    let lines: Vec<&str> = stdout.lines().collect();
    let robots_len = site
        .log()
        .iter()
        .find(|h| h.path == "/robots.txt")
        .unwrap()
        .body_len;
    assert_eq!(
        lines[0],
        format!("crawl {start} (scope {})", site.url("/docs/"))
    );
    assert_eq!(
        lines[1],
        format!(
            "robots.txt: {}: {robots_len} bytes read",
            site.url("/robots.txt")
        )
    );
    assert_eq!(
        lines[2],
        format!("sitemap: {}: 302 page URLs", site.url("/sitemap.xml"))
    );
    assert!(lines[3].starts_with(&format!(
        "sitemap: {}: malformed sitemap XML at byte 27",
        site.url("/broken-sitemap.xml")
    )));
    let failed: Vec<&str> = lines
        .iter()
        .filter(|l| l.starts_with("failed: "))
        .copied()
        .collect();
    assert_eq!(failed.len(), 4, "{stdout}");
    assert!(stdout
        .contains("not crawled: infinite_space 1, other_host 1, outside_scope 2, robots_txt 1\n"));
    let last = lines.last().unwrap();
    assert!(
        last.starts_with(
            "discovered 315, fetched 311, unchanged 0 (0 × 304), changed 0, new 311, failed 4, "
        ),
        "{last}"
    );
    assert!(last.ends_with(&format!(" s → {snaps}")), "{last}");
    let bytes = bytes_sent(&site.log());
    assert!(
        last.contains(&format!(", {bytes} bytes, 325 requests (4 retries), ")),
        "{last}"
    );

    site.set_v2();
    let out = docdrift()
        .args([
            "crawl",
            &start,
            "--snapshots",
            snaps,
            "--retries",
            "2",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let s = &json["summary"];
    assert_eq!(
        (
            s["discovered"].as_u64(),
            s["changed"].as_u64(),
            s["unchanged"].as_u64(),
            s["not_modified"].as_u64(),
            s["failed"].as_u64()
        ),
        (Some(315), Some(2), Some(308), Some(308), Some(5))
    );

    // diff: the text page touches "20 messages": claim-affecting, exit 1.
    let out = docdrift()
        .args([
            "diff",
            "--snapshots",
            snaps,
            "--format",
            "json",
            "--phrase",
            "20 messages",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let pages = json["pages"].as_array().unwrap();
    assert_eq!(pages.len(), 311);
    let find = |path: &str| {
        pages
            .iter()
            .find(|p| p["url"] == site.url(path).as_str())
            .unwrap()
            .clone()
    };
    let text = find("/docs/text.html");
    assert_eq!(text["kind"], "text-changed");
    assert_eq!(text["claim_affecting"], true);
    assert_eq!(text["touches"], serde_json::json!(["20 messages"]));
    assert_eq!(text["hunks"][0]["removed"], "20");
    assert_eq!(text["hunks"][0]["inserted"], "8");
    // A page that answered 304 on the recrawl is unchanged since its first fetch, not "new".
    let kinds = |k: &str| pages.iter().filter(|p| p["kind"] == k).count();
    assert_eq!(kinds("unchanged"), 308);
    // The one new page failed on the first crawl and was fetched for the first time now.
    let new: Vec<&serde_json::Value> = pages.iter().filter(|p| p["kind"] == "new").collect();
    assert_eq!(new.len(), 1);
    assert_eq!(new[0]["url"], site.url("/docs/flaky.html").as_str());
    for p in pages.iter().filter(|p| p["kind"] == "unchanged") {
        assert_eq!(p["unchanged_since"], p["latest_fetched_at"], "{p:#}");
    }
    let asset = find("/docs/asset.html");
    assert_eq!(asset["kind"], "asset-only");
    assert_eq!(asset["claim_affecting"], false);
    assert_eq!(
        asset["assets"],
        serde_json::json!([{
            "old": "/assets/js/runtime~main.619c7877.js",
            "new": "/assets/js/runtime~main.b34ffaa5.js"
        }])
    );
    assert_eq!(find("/docs/p7.html")["kind"], "unchanged");

    // A phrase the change does not touch: exit 0; the table lists changes only.
    let out = docdrift()
        .args(["diff", "--snapshots", snaps, "--phrase", "always preserved"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(table.contains("asset names only: /assets/js/runtime~main.619c7877.js → /assets/js/runtime~main.b34ffaa5.js"), "{table}");
    assert!(
        table.contains("…The last [-20-]{+8+} messages are always preserved.…"),
        "{table}"
    );
    assert!(!table.contains("p7.html"));
    assert!(
        table.ends_with("311 pages: asset-only 1, new 1, text-changed 1, unchanged 308\n"),
        "{table}"
    );

    // Bad input: a bad regex is a usage error; an unknown page is unavailable.
    let out = docdrift()
        .args(["diff", "--snapshots", snaps, "--regex", "("])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let unknown = site.url("/docs/never.html");
    let out = docdrift()
        .args(["diff", &unknown, "--snapshots", snaps])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(&format!("no snapshot of {unknown} in {snaps}")),
        "{err}"
    );
    let out = docdrift()
        .args([
            "crawl",
            &start,
            "--snapshots",
            snaps,
            "--exclude",
            "(unclosed",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("docdrift crawl: --exclude \"(unclosed\" is not a valid regex"),
        "{err}"
    );
    let out = docdrift()
        .args(["crawl", "ftp://example.com/", "--snapshots", snaps])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// Depth cap, `--exclude`, no sitemap and `--keep-query` with a cap of one
/// variant per path. One worker, so the order (and every count) is fixed.
#[test]
fn depth_exclude_and_query_caps() {
    let site = Site::start();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let mut o = options(&site);
    o.politeness.concurrency = 1;
    o.use_sitemap = false;
    o.max_depth = 1;
    o.exclude = vec![regex::Regex::new(r"/(busy|drop|flaky)\.html$").unwrap()];
    o.query = crawl::QueryMode::Keep;
    o.limits.max_query_variants = 1;
    let r = crawl::crawl(o, &store, &no_progress).unwrap();
    let urls: Vec<String> = r
        .pages
        .iter()
        .map(|p| p.url.replace(&site.url(""), ""))
        .collect();
    assert_eq!(
        urls,
        vec![
            "/docs/asset.html",
            "/docs/away.html",
            "/docs/calendar.html?month=1",
            "/docs/index.html",
            "/docs/loop-a.html",
            "/docs/missing.html",
            "/docs/moved.html",
            "/docs/p0.html",
            "/docs/text.html",
            "/docs/trap/x.html",
        ]
    );
    let skipped: Vec<(&str, usize)> = r
        .summary
        .skipped
        .iter()
        .map(|(k, v)| (k.as_str(), *v))
        .collect();
    assert_eq!(
        skipped,
        vec![
            ("excluded", 3),
            ("infinite_space", 1), // calendar.html?month=2
            ("other_host", 1),
            ("outside_scope", 1),
            // p1 (from p0); p2, p7 (moved.html is served by p1, so its
            // links are p1's); trap/trap/x.html
            ("over_max_depth", 4),
            ("robots_txt", 1),
        ]
    );
    assert_eq!((r.summary.discovered, r.summary.failed), (10, 3));
    // No sitemap was requested.
    assert!(site.log().iter().all(|h| !h.path.contains("sitemap")));
}

/// `--max-pages`: the frontier stops growing; refused URLs are counted once.
#[test]
fn page_cap() {
    let site = Site::start();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let mut o = options(&site);
    o.politeness.concurrency = 1;
    o.use_sitemap = false;
    o.max_pages = 5;
    let r = crawl::crawl(o, &store, &no_progress).unwrap();
    let s = &r.summary;
    assert_eq!((s.discovered, s.new, s.failed), (5, 3, 2));
    // 8 more links on the index; p1 from p0; p2, p7 from moved.html (served
    // by p1).
    assert_eq!(s.skipped.get("over_max_pages"), Some(&11));
    assert_eq!(site.log().len(), 1 + 5 + 2); // robots, pages, redirect hops
}

/// robots.txt answering 500 means "everything disallowed" (RFC 9309): only
/// the start URL, which the user named, is fetched. A robots.txt that
/// redirects to another host is not followed and not held against the site.
#[test]
fn robots_unreachable_or_redirected() {
    let site = Site::start();
    site.state.lock().unwrap().robots_status = 500;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let r = crawl::crawl(options(&site), &store, &no_progress).unwrap();
    assert_eq!(
        r.warnings,
        vec![format!(
            "{}: HTTP 500: robots.txt unreachable, so the whole site counts as disallowed \
             (RFC 9309); use --ignore-robots to crawl anyway",
            site.url("/robots.txt")
        )]
    );
    assert_eq!((r.summary.discovered, r.summary.new), (1, 1));
    // p0..p299 and orphan from /sitemap.xml, 12 more links on the index.
    assert_eq!(r.summary.skipped.get("robots_txt"), Some(&313));
    // The text report says it once, on the robots.txt line (not again as a warning).
    let text = docdrift_core::report::crawl::render_text(&r, dir.path(), false);
    assert_eq!(text.matches("robots.txt unreachable").count(), 1, "{text}");
    assert!(
        text.lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("robots.txt: ") && l.contains("HTTP 500")),
        "{text}"
    );

    let site = Site::start();
    site.state.lock().unwrap().robots_status = 302;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let mut o = options(&site);
    o.exclude = vec![regex::Regex::new(r"/(busy|drop)\.html$").unwrap()];
    let r = crawl::crawl(o, &store, &no_progress).unwrap();
    assert!(
        r.warnings[0].ends_with("robots.txt not read, no rules applied"),
        "{:?}",
        r.warnings
    );
    assert!(site
        .log()
        .iter()
        .any(|h| h.path == "/docs/private/secret.html"));
    assert_eq!(r.summary.skipped.get("robots_txt"), None);
}

/// A server that closes the connection without answering: retried, then
/// failed with the transport error; nothing is stored but the failure.
#[test]
fn connection_closed_without_answer() {
    let site = Site::start();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let mut o = options(&site);
    o.start = site.url("/docs/reset.html");
    o.use_sitemap = false;
    let r = crawl::crawl(o, &store, &no_progress).unwrap();
    assert_eq!(
        (r.summary.discovered, r.summary.failed, r.summary.retries),
        (1, 1, 2)
    );
    let p = &r.pages[0];
    assert_eq!((p.attempts, p.status), (3, None));
    let err = p.error.as_deref().unwrap();
    assert!(err.starts_with(&site.url("/docs/reset.html")), "{err}");
    assert!(err.ends_with("(after 3 attempts)"), "{err}");
    let hits = site
        .log()
        .iter()
        .filter(|h| h.path == "/docs/reset.html")
        .count();
    assert_eq!(hits, 3);
    assert!(store.load(&p.url, Slot::Latest).unwrap().is_none());
    assert_eq!(store.load_failure(&p.url).unwrap().unwrap().error, err);

    // `--retries 0`: one attempt, said as such.
    let mut o = options(&site);
    o.start = site.url("/docs/reset.html");
    o.use_sitemap = false;
    o.politeness.max_retries = 0;
    let r = crawl::crawl(o, &store, &no_progress).unwrap();
    let err = r.pages[0].error.as_deref().unwrap();
    assert!(err.ends_with("(not retried)"), "{err}");
    assert_eq!((r.pages[0].attempts, r.summary.retries), (1, 0));
}

/// robots.txt `Crawl-delay` spaces request starts on the host, even with
/// four workers allowed four requests in flight.
#[test]
fn crawl_delay_spaces_requests() {
    let site = Site::start();
    site.state.lock().unwrap().crawl_delay = Some("0.5");
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let mut o = options(&site);
    o.use_sitemap = false;
    o.max_pages = 4;
    let r = crawl::crawl(o, &store, &no_progress).unwrap();
    assert_eq!(r.summary.discovered, 4);
    let log = site.log();
    let pages: Vec<&Hit> = log.iter().filter(|h| h.path != "/robots.txt").collect();
    // index, p0, loop-a, moved, and the redirect hops loop-b and p1 (a hop
    // belongs to its page's request, not a new start).
    assert_eq!(pages.len(), 6);
    let mut starts: Vec<Instant> = pages
        .iter()
        .filter(|h| h.path != "/docs/p1.html" && h.path != "/docs/loop-b.html")
        .map(|h| h.at)
        .collect();
    starts.sort();
    // The crawler spaces request *starts* by 500 ms; the server sees them
    // after connection setup, which can jitter by a few milliseconds.
    for w in starts.windows(2) {
        assert!(
            w[1] - w[0] >= Duration::from_millis(450),
            "{:?}",
            w[1] - w[0]
        );
    }
}
