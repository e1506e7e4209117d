//! `pages::diff::diff_pages`, the library call behind `docdrift diff`: real
//! pages served on 127.0.0.1, fetched twice into a real snapshot store with
//! an edit in between, then compared with phrases and regexes.

use docdrift_core::pages::diff::{diff_pages, ChangeKind, DiffOptions, DiffRunError, DiffStatus};
use docdrift_core::pages::fetch::{FetchOptions, Fetcher, Validators};
use docdrift_core::pages::snapshot::Store;
use docdrift_serve::{ServeOptions, Server};
use std::path::Path;

fn fetch_all(server: &Server, store: &Store, pages: &[&str]) {
    let fetcher = Fetcher::new(FetchOptions::default()).unwrap();
    for p in pages {
        let resp = fetcher
            .get(&format!("{}{p}", server.url()), &Validators::default())
            .unwrap();
        store.save(&resp).unwrap();
    }
}

/// A store where a.html's text changed ("20 messages" → "30 messages") and
/// b.html changed only an asset name.
fn two_rounds(site: &Path, snaps: &Path) -> Server {
    let a = |n| {
        format!(
            "<html><body><p>The last {n} messages are kept.</p><p>Retries: 5.</p></body></html>"
        )
    };
    let b = |v| {
        format!("<html><head><script src=\"/main.{v}.js\"></script></head><body><p>Timeout 30 s.</p></body></html>")
    };
    std::fs::write(site.join("a.html"), a(20)).unwrap();
    std::fs::write(site.join("b.html"), b(1111)).unwrap();
    let server = Server::start(site, "127.0.0.1:0", ServeOptions::default()).unwrap();
    let store = Store::new(snaps);
    fetch_all(&server, &store, &["a.html", "b.html"]);
    std::fs::write(site.join("a.html"), a(30)).unwrap();
    std::fs::write(site.join("b.html"), b(2222)).unwrap();
    fetch_all(&server, &store, &["a.html", "b.html"]);
    server
}

#[test]
fn changes_touching_a_phrase_or_regex_are_claim_affecting() {
    let (site, snaps) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let server = two_rounds(site.path(), snaps.path());
    let opts = DiffOptions {
        snapshots: snaps.path().to_path_buf(),
        phrases: vec!["20 messages".into(), "Retries: 5".into()],
        regexes: vec![r"\d+ messages".into(), r"Timeout \d+".into()],
        ..DiffOptions::default()
    };
    let out = diff_pages(&opts).unwrap();
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    let kinds: Vec<(String, ChangeKind, bool, Vec<String>)> = out
        .pages
        .iter()
        .map(|p| {
            (
                p.diff.url.trim_start_matches(&server.url()).to_string(),
                p.diff.change.kind,
                p.claim_affecting,
                p.touches.clone(),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        vec![
            (
                "a.html".to_string(),
                ChangeKind::TextChanged,
                true,
                vec!["20 messages".to_string(), r"/\d+ messages/".to_string()]
            ),
            ("b.html".to_string(), ChangeKind::AssetOnly, false, vec![]),
        ]
    );
    assert_eq!(out.status(), DiffStatus::ClaimAffecting);

    // A phrase the edit did not touch: the run is clear.
    let untouched = DiffOptions {
        phrases: vec!["Retries: 5".into(), "no such phrase".into()],
        regexes: vec![],
        ..opts.clone()
    };
    let out = diff_pages(&untouched).unwrap();
    assert!(out.pages.iter().all(|p| p.touches.is_empty()));
    assert_eq!(out.status(), DiffStatus::Clear);

    // A page never fetched is an error of its own and makes the answer incomplete,
    // even beside a claim-affecting change.
    let missing = format!("{}zzz.html", server.url());
    let named = DiffOptions {
        pages: vec![missing.clone(), format!("{}a.html", server.url())],
        ..opts.clone()
    };
    let out = diff_pages(&named).unwrap();
    assert_eq!(out.pages.len(), 1);
    assert!(out.pages[0].claim_affecting);
    assert_eq!(out.errors.len(), 1);
    assert_eq!(out.errors[0].0, missing);
    assert!(
        out.errors[0].1.to_string().starts_with("no snapshot of"),
        "{}",
        out.errors[0].1
    );
    assert_eq!(out.status(), DiffStatus::Unavailable);
}

#[test]
fn bad_inputs_are_refused_before_anything_is_read() {
    let snaps = tempfile::tempdir().unwrap();
    // The regex is checked first, even with a missing directory.
    let bad = DiffOptions {
        snapshots: snaps.path().join("nonexist"),
        regexes: vec!["ok".into(), "(".into()],
        ..DiffOptions::default()
    };
    match diff_pages(&bad) {
        Err(e @ DiffRunError::Regex { .. }) => {
            assert!(
                e.to_string()
                    .starts_with("--regex \"(\" is not a valid regex: "),
                "{e}"
            )
        }
        other => panic!("expected a regex error, got {other:?}"),
    }
    let missing = DiffOptions {
        regexes: vec![],
        ..bad
    };
    match diff_pages(&missing) {
        Err(e @ DiffRunError::NoSnapshots(_)) => assert_eq!(
            e.to_string(),
            format!(
                "--snapshots {}: no such directory",
                missing.snapshots.display()
            )
        ),
        other => panic!("expected no such directory, got {other:?}"),
    }
    // An empty store is no error: nothing changed.
    let empty = DiffOptions {
        snapshots: snaps.path().to_path_buf(),
        ..DiffOptions::default()
    };
    let out = diff_pages(&empty).unwrap();
    assert!(out.pages.is_empty() && out.errors.is_empty());
    assert_eq!(out.status(), DiffStatus::Clear);
}
