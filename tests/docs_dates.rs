//! Docs older than code (issue 27, item 4), through `docdrift check` and `docdrift scan` on
//! a real git repository: kiln is released with docs and code agreeing, then a commit raises
//! `RETRY_LIMIT` and a later commit edits another line of the page. The disagreement must
//! date each side by the lines themselves (the page's unrelated edit does not make the
//! statement newer) and say the docs last changed before the code; an uncommitted docs edit
//! is newer than any commit; a shallow clone whose history stops at the lines dates nothing.

use crate::kiln::{docdrift, git, released, Repo};
use serde_json::Value as Json;

fn repo() -> Repo {
    let mut r = released();
    r.edit("kiln/settings.py", "RETRY_LIMIT = 3", "RETRY_LIMIT = 5");
    r.commit("retry harder", "Bob");
    r.edit(
        "docs/configuration.md",
        "The client's `timeout` defaults to 30",
        "The HTTP client's `timeout` defaults to 30",
    );
    r.commit("docs: name the HTTP client", "Cy");
    r.write(
        "claims/retry.toml",
        r#"version = 1
[target]
checkout = "."
docs_dir = "docs"

[[claim]]
id = "retry-limit"
says = "uploads are retried 3 times"
docs = { page = "configuration.md", regex = 'RETRY_LIMIT \(default: (?P<value>\d+)\)' }
code = { select = "kiln/settings.py::RETRY_LIMIT" }
"#,
    );
    r.commit("claims", "Cy");
    r
}

fn check(root: &std::path::Path) -> Json {
    let out = docdrift()
        .current_dir(root)
        .args([
            "check",
            "--no-config",
            "--claims",
            "claims",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Json = serde_json::from_slice(&out.stdout).unwrap();
    v["findings"][0].clone()
}

fn dates(f: &Json) -> Vec<String> {
    f["details"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|d| d.as_str())
        .filter(|d| d.starts_with("dates: "))
        .map(str::to_string)
        .collect()
}

#[test]
fn check_says_the_docs_last_changed_before_the_code() {
    let r = repo();
    let f = check(&r.root);
    assert_eq!(f["verdict"], "disagree", "{f:#}");
    let d = dates(&f);
    assert_eq!(d.len(), 1, "{f:#}");
    let d = &d[0];
    assert!(
        d.contains("last changed 2026-01-01 (")
            && d.contains(" 'kiln 1.0', Ann); code kiln/settings.py:18 last changed 2026-01-02 ("),
        "{d}"
    );
    assert!(
        d.ends_with(" 'retry harder', Bob): the docs last changed before the code they describe"),
        "{d}"
    );
    assert!(d.contains("configuration.md:24 last changed"), "{d}");
    assert_eq!(f["docs"][0]["last_change"]["subject"], "kiln 1.0");
    assert_eq!(f["docs"][0]["last_change"]["date"], "2026-01-01T12:00:00Z");
    assert_eq!(f["code"][0]["last_change"]["subject"], "retry harder");
    assert_eq!(f["code"][0]["last_change"]["author"], "Bob");

    // An uncommitted edit of the statement's line is newer than any commit.
    r.edit(
        "docs/configuration.md",
        "is how often a failed upload is retried",
        "is how many times a failed upload is retried",
    );
    let f = check(&r.root);
    let d = dates(&f);
    assert!(
        d[0].contains("configuration.md:24 has an uncommitted change"),
        "{d:?}"
    );
    assert!(d[0].ends_with(": the docs changed after the code"), "{d:?}");
    assert_eq!(f["docs"][0]["last_change"], Json::Null);
}

#[test]
fn scan_dates_its_drift_in_every_format() {
    let r = repo();
    let out = docdrift()
        .current_dir(&r.root)
        .args([
            "scan",
            "--docs",
            "docs",
            "--checkout",
            ".",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: Json = serde_json::from_slice(&out.stdout).unwrap();
    let find = |name: &str| {
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["id"].as_str().unwrap().contains(name))
            .unwrap_or_else(|| panic!("{name}: {v:#}"))
            .clone()
    };
    let retry = dates(&find("RETRY_LIMIT"));
    assert_eq!(retry.len(), 1, "{v:#}");
    assert!(
        retry[0].starts_with("dates: docs docs/configuration.md:24 last changed 2026-01-01"),
        "{retry:?}"
    );
    assert!(
        retry[0]
            .ends_with("'retry harder', Bob): the docs last changed before the code they describe"),
        "{retry:?}"
    );
    // Drift since the first commit on both sides: dated, no conclusion.
    let upload = dates(&find("MAX_UPLOAD_MB"));
    assert_eq!(upload.len(), 1, "{v:#}");
    assert!(
        upload[0].contains("code kiln/settings.py:21 last changed 2026-01-01"),
        "{upload:?}"
    );
    assert!(upload[0].ends_with("'kiln 1.0', Ann)"), "{upload:?}");
    // The table says it too.
    let out = docdrift()
        .current_dir(&r.root)
        .args(["scan", "--docs", "docs", "--checkout", "."])
        .env("COLUMNS", "400")
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.contains("the docs last changed before the code they describe"),
        "{table}"
    );
}

#[test]
fn a_shallow_clone_dates_nothing_it_cannot_know() {
    let r = repo();
    let parent = r.root.parent().unwrap();
    let clone = parent.join("shallow");
    let url = format!("file://{}", r.root.display());
    git(
        parent,
        &["clone", "-q", "--depth", "1", &url, clone.to_str().unwrap()],
    );
    // Every line blames to the one fetched commit, which is not when it last changed.
    let f = check(&clone);
    assert_eq!(f["verdict"], "disagree");
    assert!(dates(&f).is_empty(), "{f:#}");
}
