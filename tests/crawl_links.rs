//! The crawl's streaming read of a page (links, visible text, title, record) equals the DOM
//! path on real pages: the 44 vendored docs pages, and every `std/` page of the local
//! toolchain's docs when they are installed (the benchmark's row 3 corpus).

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use crate::util::rust_docs;
use docdrift_core::crawl::{links, read_body};
use docdrift_core::pages::fetch::FetchResponse;
use docdrift_core::pages::snapshot::SnapshotRecord;
use url::Url;

fn html_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "html"))
        .map(|e| e.into_path())
        .collect();
    out.sort();
    out
}

fn distinct(v: &[String]) -> Vec<String> {
    let mut seen = HashSet::new();
    v.iter().filter(|h| seen.insert(*h)).cloned().collect()
}

/// Compare the crawl's read of each page with the DOM path; returns (pages, streamed).
fn compare(root: &Path, files: &[PathBuf]) -> (usize, usize) {
    let mut streamed = 0;
    for f in files {
        let body = std::fs::read(f).unwrap();
        let rel = f
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let url = format!("http://127.0.0.1:9/{rel}");
        let resp = FetchResponse {
            url: url.clone(),
            final_url: url.clone(),
            redirects: vec![],
            status: 200,
            fetched_at: chrono::Utc::now(),
            elapsed_ms: 1,
            headers: BTreeMap::new(),
            content_type: Some("text/html; charset=utf-8".into()),
            body,
        };
        let page = Url::parse(&url).unwrap();
        let sha = docdrift_core::core::hash::sha256_hex(&resp.body);
        let read = read_body(&resp, &page, sha, true);
        let html = String::from_utf8_lossy(&resp.body);
        let (base, hrefs) = links::extract_dom(&html, &page);
        assert_eq!(read.base, base, "{}", f.display());
        assert_eq!(distinct(&read.hrefs), distinct(&hrefs), "{}", f.display());
        assert_eq!(
            read.record.as_ref(),
            Some(&SnapshotRecord::from_response(&resp)),
            "{}",
            f.display()
        );
        // Without a record the links are the same.
        let sha = docdrift_core::core::hash::sha256_hex(&resp.body);
        let bare = read_body(&resp, &page, sha, false);
        assert!(bare.record.is_none());
        assert_eq!(distinct(&bare.hrefs), distinct(&hrefs), "{}", f.display());
        streamed += usize::from(read.streamed);
    }
    (files.len(), streamed)
}

#[test]
fn streaming_read_equals_the_dom_on_the_vendored_real_pages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/realpages");
    let files = html_files(&root);
    assert!(files.len() >= 40, "{} pages", files.len());
    let (pages, streamed) = compare(&root, &files);
    eprintln!("{streamed} of {pages} vendored pages read without a DOM");
    // Not vacuous: most real docs pages take the streaming path.
    assert!(streamed * 2 > pages, "only {streamed} of {pages} streamed");
}

/// Every 25th std/ page of the installed docs (skipped, and said, when they are absent):
/// all 2,475 take minutes in a debug build; the benchmark's row 3 checks every page in
/// release before it times the crawl.
#[test]
fn streaming_read_equals_the_dom_on_std_pages_when_installed() {
    let Some(root) = rust_docs() else { return };
    let std_dir = root.join("std");
    let files: Vec<PathBuf> = html_files(&std_dir).into_iter().step_by(25).collect();
    let (pages, streamed) = compare(&root, &files);
    eprintln!("{streamed} of {pages} std/ pages read without a DOM");
    assert!(streamed * 2 > pages, "only {streamed} of {pages} streamed");
}
