//! The HTTP rows of the fault matrix (issue 14; docs/reliability.md lists every
//! case and which test covers it). Each case is a real server on 127.0.0.1 —
//! raw TCP where the fault is below HTTP — and a real `docdrift` process. The
//! common promise: exit 3 with the URL and what went wrong, within the
//! timeout, and the snapshot fetched before the fault is still the latest.

use crate::util::{bin, output, text};
use docdrift_core::pages::snapshot::Store;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::Output;
use std::sync::Arc;
use std::time::Duration;

const GOOD: &[u8] = b"<html><body><p>The limit is 8 rows.</p></body></html>";

/// A raw TCP server; `answer(n, stream)` handles the n-th connection (from 0).
fn raw(answer: impl Fn(usize, TcpStream) + Send + Sync + 'static) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let answer = Arc::new(answer);
    std::thread::spawn(move || {
        for (n, conn) in listener.incoming().enumerate() {
            let Ok(conn) = conn else { break };
            let answer = answer.clone();
            std::thread::spawn(move || answer(n, conn));
        }
    });
    base
}

/// Read the request head (up to the blank line); returns its first line.
fn request_line(s: &mut TcpStream) -> String {
    let mut buf = Vec::new();
    let mut byte = [0u8; 1];
    while !buf.ends_with(b"\r\n\r\n") {
        match s.read(&mut byte) {
            Ok(1) => buf.push(byte[0]),
            _ => break,
        }
    }
    text(&buf).lines().next().unwrap_or("").to_string()
}

fn good(s: &mut TcpStream) {
    let _ = write!(
        s,
        "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        GOOD.len()
    );
    let _ = s.write_all(GOOD);
}

fn fetch(snaps: &Path, url: &str, extra: &[&str]) -> Output {
    output(
        bin()
            .args(["fetch", "--snapshots", snaps.to_str().unwrap()])
            .args(extra)
            .arg(url),
    )
}

/// The first connection gets the good page, every later one `fault`. Fetch
/// twice: the second run must exit 3, name the URL and say
/// `expect` (also in `failure.json`), and leave the good snapshot as the latest.
fn fault_keeps_the_good_snapshot(
    fault: impl Fn(TcpStream) + Send + Sync + 'static,
    extra: &[&str],
    expect: &str,
) -> String {
    fault_keeps_the_good_snapshot_saying(fault, extra, expect, expect)
}

fn fault_keeps_the_good_snapshot_saying(
    fault: impl Fn(TcpStream) + Send + Sync + 'static,
    extra: &[&str],
    expect: &str,
    recorded: &str,
) -> String {
    let base = raw(move |n, mut s| {
        request_line(&mut s);
        if n == 0 {
            good(&mut s)
        } else {
            fault(s)
        }
    });
    let url = format!("{base}/p");
    let tmp = tempfile::tempdir().unwrap();
    let snaps = tmp.path().join("s");
    let first = fetch(&snaps, &url, &[]);
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    let out = fetch(&snaps, &url, extra);
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(3), "{said}");
    assert!(said.contains(&url), "the URL is named: {said}");
    assert!(said.contains(expect), "expected {expect:?} in: {said}");
    assert!(!said.contains("panicked"), "{said}");
    let store = Store::new(&snaps);
    assert_eq!(store.load_latest(&url).unwrap().body, GOOD);
    let failure = store.load_failure(&url).unwrap().expect("failure.json");
    assert!(failure.error.contains(recorded), "{}", failure.error);
    said
}

#[test]
fn a_body_trickling_one_byte_a_second_hits_the_total_timeout() {
    fault_keeps_the_good_snapshot(
        |mut s| {
            let _ = s.write_all(
                b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 1000\r\n\r\n",
            );
            for _ in 0..60 {
                if s.write_all(b"x").is_err() {
                    return;
                }
                std::thread::sleep(Duration::from_secs(1));
            }
        },
        &["--timeout", "2"],
        "timed out",
    );
}

#[test]
fn a_connection_reset_mid_body_is_an_error_not_a_short_page() {
    fault_keeps_the_good_snapshot(
        |mut s| {
            let _ = s.write_all(
                b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n",
            );
            let _ = s.write_all(&[b'a'; 4000]);
            let _ = s.flush();
            std::thread::sleep(Duration::from_millis(200));
            // SO_LINGER 0: close() sends a RST instead of a FIN.
            let linger = libc::linger {
                l_onoff: 1,
                l_linger: 0,
            };
            use std::os::fd::AsRawFd;
            // SAFETY: a valid socket and a correctly sized option value.
            unsafe {
                libc::setsockopt(
                    s.as_raw_fd(),
                    libc::SOL_SOCKET,
                    libc::SO_LINGER,
                    &linger as *const libc::linger as *const libc::c_void,
                    std::mem::size_of::<libc::linger>() as libc::socklen_t,
                );
            }
            drop(s);
        },
        &["--timeout", "10"],
        "body ended early after 4000 bytes",
    );
}

/// A deflate stream of `n` zero bytes in about n / 160 bytes: one literal 0,
/// then copies of 258 bytes at distance 1 (13 bits each, fixed Huffman codes).
/// Written by hand because compressing 1 GiB at test time takes a minute.
fn gzip_of_zeros(n: u64) -> Vec<u8> {
    struct Bits {
        out: Vec<u8>,
        acc: u64,
        len: u32,
    }
    impl Bits {
        fn push(&mut self, v: u64, n: u32) {
            self.acc |= v << self.len;
            self.len += n;
            while self.len >= 8 {
                self.out.push(self.acc as u8);
                self.acc >>= 8;
                self.len -= 8;
            }
        }
        /// Huffman codes go most significant bit first.
        fn code(&mut self, c: u64, n: u32) {
            let rev = (0..n).fold(0, |r, i| r | (((c >> i) & 1) << (n - 1 - i)));
            self.push(rev, n);
        }
    }
    let mut b = Bits {
        out: vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff],
        acc: 0,
        len: 0,
    };
    b.push(1, 1); // BFINAL
    b.push(1, 2); // fixed Huffman
    b.code(0x30, 8); // literal 0
    for _ in 0..(n - 1) / 258 {
        b.code(0b1100_0101, 8); // length code 285 = 258
        b.code(0, 5); // distance 1
    }
    b.code(0, 7); // end of block
    b.push(0, 7);
    // CRC and size are never reached: the cap stops the read long before.
    b.out.extend_from_slice(&[0; 8]);
    b.out
}

#[test]
fn a_gzip_bomb_of_one_gib_from_seven_mb_stops_at_the_cap() {
    let bomb = Arc::new(gzip_of_zeros(1 << 30));
    assert!(bomb.len() < 8_000_000, "{}", bomb.len());
    let said = fault_keeps_the_good_snapshot(
        move |mut s| {
            let _ = write!(
                s,
                "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\nContent-Length: {}\r\n\r\n",
                bomb.len()
            );
            let _ = s.write_all(&bomb);
        },
        &["--max-bytes", "20000000"],
        "larger than the limit of 20000000 bytes",
    );
    assert!(!said.contains("1073741824"), "{said}");
}

#[test]
fn an_endless_body_without_length_stops_at_the_default_50_mb_cap() {
    fault_keeps_the_good_snapshot(
        |mut s| {
            // HTTP/1.0, no Content-Length: the body ends only when the connection does.
            let _ = s.write_all(b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n");
            let chunk = vec![b'y'; 1 << 16];
            let mut sent = 0u64;
            // 200 MB at most, so a docdrift without a cap fails the test instead of hanging it.
            while sent < 200 << 20 && s.write_all(&chunk).is_ok() {
                sent += chunk.len() as u64;
            }
        },
        &[],
        "larger than the limit of 52428800 bytes",
    );
}

#[test]
fn an_http_1_0_close_delimited_body_is_read_whole() {
    let body: Vec<u8> = (0..20_000)
        .flat_map(|i| format!("<p>row {i}</p>\n").into_bytes())
        .collect();
    let served = Arc::new(body.clone());
    let base = raw(move |_, mut s| {
        request_line(&mut s);
        let _ = s.write_all(b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n");
        for part in served.chunks(7_000) {
            let _ = s.write_all(part);
            let _ = s.flush();
        }
    });
    let url = format!("{base}/close");
    let tmp = tempfile::tempdir().unwrap();
    let out = fetch(&tmp.path().join("s"), &url, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let snap = Store::new(tmp.path().join("s")).load_latest(&url).unwrap();
    assert_eq!(snap.body, body);
}

#[test]
fn redirects_into_another_scheme_are_refused() {
    for target in [
        "file:///etc/passwd",
        "ftp://127.0.0.1/x",
        "gopher://127.0.0.1/",
    ] {
        let said = fault_keeps_the_good_snapshot(
            move |mut s| {
                let _ = write!(
                    s,
                    "HTTP/1.1 302 Found\r\nLocation: {target}\r\nContent-Length: 0\r\n\r\n"
                );
            },
            &[],
            target,
        );
        assert!(!said.contains("root:x:0"), "{said}");
    }
}

#[test]
fn error_statuses_410_429_503_keep_the_good_snapshot() {
    for status in [
        "410 Gone",
        "429 Too Many Requests\r\nRetry-After: 3600",
        "503 Service Unavailable",
    ] {
        let code = &status[..3];
        let said = fault_keeps_the_good_snapshot_saying(
            move |mut s| {
                let _ = write!(
                    s,
                    "HTTP/1.1 {status}\r\nContent-Type: text/html\r\nContent-Length: 4\r\n\r\nnope"
                );
            },
            &[],
            "(error page recorded, snapshot unchanged)",
            &format!("HTTP status {code}"),
        );
        assert!(!said.contains("The limit is"), "{said}");
    }
}

#[test]
fn an_unknown_declared_charset_is_said_per_page() {
    let base = raw(|_, mut s| {
        request_line(&mut s);
        let body = b"<p>caf\xe9 limit 8</p>";
        let _ = write!(
            s,
            "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=x-klingon\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        let _ = s.write_all(body);
    });
    let url = format!("{base}/k");
    let tmp = tempfile::tempdir().unwrap();
    let out = fetch(&tmp.path().join("s"), &url, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let snap = Store::new(tmp.path().join("s")).load_latest(&url).unwrap();
    let warnings = snap.record.warnings.join("\n");
    assert!(
        warnings.contains("declared charset \"x-klingon\" is not a known encoding")
            && warnings.contains("decoded as windows-1252"),
        "{warnings}"
    );
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains(&format!("warning: {url}: declared charset \"x-klingon\"")),
        "{stderr}"
    );
    assert_eq!(snap.html(), "<p>café limit 8</p>");
}

#[test]
fn a_50_mb_single_line_page_is_counted_in_bounded_time() {
    let tmp = tempfile::tempdir().unwrap();
    let page = tmp.path().join("line.html");
    let mut body = String::with_capacity(50 << 20);
    body.push_str("<html><body><p>");
    while body.len() < 50 << 20 {
        body.push_str("the limit is 8 rows and ");
    }
    body.push_str("</p></body></html>");
    let expected = body.matches("limit is 8 rows").count();
    std::fs::write(&page, &body).unwrap();
    drop(body);
    let out = output(bin().current_dir(tmp.path()).args([
        "count",
        "-p",
        "limit is 8 rows",
        "--format",
        "json",
        "line.html",
    ]));
    let said = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        said.contains(&expected.to_string()),
        "{expected} in {said:.400}"
    );
}

/// A raw HTTP/1.1 server answering `route(path)` = (status line, extra
/// headers, body) per request, one request per connection, counting hits per path.
type Hits = Arc<std::sync::Mutex<std::collections::HashMap<String, usize>>>;

fn site(
    route: impl Fn(&str) -> (String, String, Vec<u8>) + Send + Sync + 'static,
) -> (String, Hits) {
    let hits: Hits = Arc::default();
    let h = hits.clone();
    let base = raw(move |_, mut s| {
        let line = request_line(&mut s);
        let path = line.split(' ').nth(1).unwrap_or("/").to_string();
        *h.lock().unwrap().entry(path.clone()).or_default() += 1;
        let (status, headers, body) = route(&path);
        let _ = write!(
            s,
            "HTTP/1.1 {status}\r\nContent-Type: text/html\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        );
        let _ = s.write_all(&body);
    });
    (base, hits)
}

fn crawl(snaps: &Path, start: &str, extra: &[&str]) -> Output {
    output(
        bin()
            .args([
                "crawl",
                "--format",
                "json",
                "--snapshots",
                snaps.to_str().unwrap(),
            ])
            .args(extra)
            .arg(start),
    )
}

#[test]
fn five_thousand_links_and_link_cycles_fetch_each_page_once() {
    let (base, hits) = site(|path| {
        let ok = "200 OK".to_string();
        if path == "/docs/" {
            let links: String = (0..5000)
                .map(|i| format!("<a href=\"l{i}.html\">{i}</a>\n"))
                .collect();
            return (
                ok,
                String::new(),
                format!("<html><body>{links}</body></html>").into_bytes(),
            );
        }
        match path
            .strip_prefix("/docs/l")
            .and_then(|p| p.strip_suffix(".html"))
        {
            Some(i) => {
                let i: usize = i.parse().unwrap_or(0);
                let body = format!(
                    "<p>page {i}</p><a href=\"/docs/\">home</a><a href=\"l{i}.html\">self</a><a href=\"l{}.html\">next</a><a href=\"./l{i}.html#top\">again</a>",
                    (i + 1) % 5000
                );
                (ok, String::new(), body.into_bytes())
            }
            None => ("404 Not Found".into(), String::new(), b"no".to_vec()),
        }
    });
    let tmp = tempfile::tempdir().unwrap();
    let snaps = tmp.path().join("s");
    let out = crawl(
        &snaps,
        &format!("{base}/docs/"),
        &["--max-pages", "300", "--no-sitemap", "--ignore-robots"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(Store::new(&snaps).list().unwrap().len(), 300);
    let hits = hits.lock().unwrap();
    let twice: Vec<_> = hits.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "fetched more than once: {twice:?}");
    assert!(hits.len() <= 301, "{} paths requested", hits.len());
}

#[test]
fn a_huge_sitemap_and_a_malformed_one_are_bounded_and_said() {
    let urls: String = (0..100_000)
        .map(|i| format!("<url><loc>__BASE__/docs/s{i}.html</loc></url>\n"))
        .collect();
    let big = Arc::new(format!(
        "<?xml version=\"1.0\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n{urls}</urlset>\n"
    ));
    let base_cell: Arc<std::sync::OnceLock<String>> = Arc::default();
    let bc = base_cell.clone();
    let big_len = big.len();
    let (base, _) = site(move |path| {
        let ok = "200 OK".to_string();
        let base = bc.get().cloned().unwrap_or_default();
        match path {
            "/robots.txt" => (
                ok,
                String::new(),
                format!("User-agent: *\nSitemap: {base}/sitemap.xml\nSitemap: {base}/bad.xml\n")
                    .into_bytes(),
            ),
            "/sitemap.xml" => (
                ok,
                String::new(),
                big.replace("__BASE__", &base).into_bytes(),
            ),
            "/bad.xml" => (
                ok,
                String::new(),
                b"<?xml version=\"1.0\"?><urlset><url><loc>x</lo".to_vec(),
            ),
            p if p.starts_with("/docs/") => (ok, String::new(), format!("<p>{p}</p>").into_bytes()),
            _ => ("404 Not Found".into(), String::new(), b"no".to_vec()),
        }
    });
    base_cell.set(base.clone()).unwrap();
    assert!(big_len > 4_000_000);
    let tmp = tempfile::tempdir().unwrap();
    let snaps = tmp.path().join("s");
    let out = crawl(&snaps, &format!("{base}/docs/"), &["--max-pages", "40"]);
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(
        matches!(out.status.code(), Some(0) | Some(3)),
        "{said:.2000}"
    );
    assert!(said.contains(&format!("{base}/bad.xml")), "{said:.3000}");
    assert!(!said.contains("panicked"), "{said:.2000}");
    assert_eq!(Store::new(&snaps).list().unwrap().len(), 40);
}

#[test]
fn a_redirect_out_of_the_crawl_scope_is_not_followed() {
    let (base, hits) = site(|path| match path {
        "/docs/" => (
            "200 OK".into(),
            String::new(),
            b"<a href=\"a.html\">a</a><a href=\"b.html\">b</a>".to_vec(),
        ),
        "/docs/a.html" => (
            "302 Found".into(),
            "Location: /private/secret.html\r\n".into(),
            Vec::new(),
        ),
        "/docs/b.html" => ("200 OK".into(), String::new(), b"<p>b</p>".to_vec()),
        _ => ("200 OK".into(), String::new(), b"<p>outside</p>".to_vec()),
    });
    let tmp = tempfile::tempdir().unwrap();
    let snaps = tmp.path().join("s");
    let out = crawl(
        &snaps,
        &format!("{base}/docs/"),
        &["--no-sitemap", "--ignore-robots"],
    );
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    // A page that failed makes the crawl exit 1 (docs/cli.md).
    assert_eq!(out.status.code(), Some(1), "{said}");
    let hits = hits.lock().unwrap();
    let store = Store::new(&snaps);
    let stored: Vec<String> = store.list().unwrap().into_iter().map(|r| r.url).collect();
    assert!(
        !stored.iter().any(|u| u.contains("/private/")),
        "{stored:?}"
    );
    assert!(!hits.contains_key("/private/secret.html"), "{hits:?}");
    assert!(
        said.contains(&format!(
            "redirect from {base}/docs/a.html to {base}/private/secret.html, outside the crawl scope {base}/docs/, refused"
        )),
        "{said}"
    );
}
