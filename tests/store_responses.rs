//! 200 responses that are not the page, through `fetch` and `crawl` (issue
//! 34.3; docs/reliability.md H26–H29): an image in place of an HTML page,
//! image bytes under a text type, a double-gzipped body, a body cut short of
//! its Content-Length. A raw server on 127.0.0.1 answers the good page first
//! and the fault after; each must be a failed fetch recorded in
//! `failure.json` that keeps the good snapshot as the latest.

use crate::util::{run, text};
use docdrift_core::pages::snapshot::Store;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::Output;

fn said(o: &Output) -> String {
    format!("{}{}", text(&o.stdout), text(&o.stderr))
}

const GOOD: &[u8] = b"<html><body><p>The limit is 8 rows.</p></body></html>";

/// A raw server: the first request gets [`GOOD`], every later one `fault`
/// (robots.txt always a 404, for `crawl`).
fn raw(fault: impl Fn(&mut TcpStream) + Send + Sync + 'static) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let fault = std::sync::Arc::new(fault);
    std::thread::spawn(move || {
        let mut pages = 0;
        for conn in listener.incoming() {
            let Ok(mut s) = conn else { break };
            let mut head = Vec::new();
            let mut byte = [0u8; 1];
            while !head.ends_with(b"\r\n\r\n") {
                match s.read(&mut byte) {
                    Ok(1) => head.push(byte[0]),
                    _ => break,
                }
            }
            if text(&head).starts_with("GET /robots.txt") {
                let _ = s.write_all(
                    b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                );
                continue;
            }
            pages += 1;
            if pages == 1 {
                let _ = write!(
                    s,
                    "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    GOOD.len()
                );
                let _ = s.write_all(GOOD);
            } else {
                fault(&mut s);
            }
        }
    });
    base
}

fn respond(s: &mut TcpStream, headers: &str, body: &[u8]) {
    let _ = write!(s, "HTTP/1.1 200 OK\r\n{headers}Connection: close\r\n\r\n");
    let _ = s.write_all(body);
}

fn png() -> Vec<u8> {
    let mut v = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0".to_vec();
    v.extend_from_slice(&[0u8; 64]);
    v
}

fn gzip(b: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(b).unwrap();
    e.finish().unwrap()
}

/// Fetch the good page, then (with `cmd`) the faulty answer: exit 1 or 3,
/// the URL and `expect` said, `expect` recorded in failure.json, and the good
/// snapshot still the latest.
fn keeps_the_good_snapshot(
    fault: impl Fn(&mut TcpStream) + Send + Sync + 'static,
    cmd: &str,
    expect: &str,
) {
    let base = raw(fault);
    let url = format!("{base}/docs/p");
    let work = tempfile::tempdir().unwrap();
    let o = run(work.path(), &["fetch", "--snapshots", "s", &url]);
    assert_eq!(o.status.code(), Some(0), "{}", said(&o));
    let scope = format!("{base}/docs/");
    let o = match cmd {
        "fetch" => run(work.path(), &["fetch", "--snapshots", "s", &url]),
        _ => run(
            work.path(),
            &[
                "crawl",
                "--snapshots",
                "s",
                "--no-sitemap",
                "--scope",
                &scope,
                &url,
            ],
        ),
    };
    let s = said(&o);
    assert!(matches!(o.status.code(), Some(1) | Some(3)), "{cmd}: {s}");
    assert!(s.contains(expect), "{cmd}: expected {expect:?} in: {s}");
    assert!(s.contains(&url), "{cmd}: the URL is named: {s}");
    let store = Store::new(work.path().join("s"));
    assert_eq!(store.load_latest(&url).unwrap().body, GOOD, "{cmd}: {s}");
    let failure = store.load_failure(&url).unwrap().expect("failure.json");
    assert!(failure.error.contains(expect), "{cmd}: {}", failure.error);
    let o = run(work.path(), &["text", "--snapshots", "s", &url]);
    assert_eq!(o.status.code(), Some(0), "{}", said(&o));
    assert_eq!(text(&o.stdout).trim(), "The limit is 8 rows.");
}

#[test]
fn a_png_in_place_of_the_html_page_keeps_the_snapshot() {
    for cmd in ["fetch", "crawl"] {
        keeps_the_good_snapshot(
            |s| {
                let b = png();
                respond(
                    s,
                    &format!("Content-Type: image/png\r\nContent-Length: {}\r\n", b.len()),
                    &b,
                )
            },
            cmd,
            "the stored page is text/html and this answer is image/png",
        );
    }
}

#[test]
fn png_bytes_labelled_html_keep_the_snapshot() {
    keeps_the_good_snapshot(
        |s| {
            let b = png();
            respond(
                s,
                &format!("Content-Type: text/html\r\nContent-Length: {}\r\n", b.len()),
                &b,
            )
        },
        "fetch",
        "declared text/html but the body is PNG image data",
    );
}

#[test]
fn a_double_gzipped_page_keeps_the_snapshot() {
    for cmd in ["fetch", "crawl"] {
        keeps_the_good_snapshot(
            |s| {
                let b = gzip(&gzip(
                    b"<html><body><p>The limit is 9 rows.</p></body></html>",
                ));
                respond(
                    s,
                    &format!(
                        "Content-Type: text/html\r\nContent-Encoding: gzip\r\nContent-Length: {}\r\n",
                        b.len()
                    ),
                    &b,
                )
            },
            cmd,
            "still gzip-compressed",
        );
    }
}

/// Content-Length 4000, 100 bytes, then an orderly close (FIN, not a reset).
#[test]
fn a_body_cut_short_of_its_content_length_keeps_the_snapshot() {
    for cmd in ["fetch", "crawl"] {
        keeps_the_good_snapshot(
            |s| {
                respond(
                    s,
                    "Content-Type: text/html\r\nContent-Length: 4000\r\n",
                    &[b'a'; 100],
                );
                let _ = s.flush();
                let _ = s.shutdown(std::net::Shutdown::Both);
            },
            cmd,
            "100",
        );
    }
}
