//! String sites with an allowlist, through the commands a writer types: `docdrift strings
//! --by-dir / --only-under`, and `check` / `evidence` with a `code.strings` claim that has
//! `only_under`. The source is real and unmodified (tests/fixtures/sites/README): four
//! modules of Starlette 1.10.0 and two of tokio 1.54.1. Every expected site was read off those
//! files by hand (`grep -n`), not produced by docdrift:
//! - `(?i)^content-type$` (str literals; `b"content-type"` at responses.py:67 and :82 is a
//!   bytes literal, not a string): requests.py:281, responses.py:469, responses.py:472,
//!   middleware/cors.py:12 (`"Content-Type"` in the SAFELISTED_HEADERS set),
//!   middleware/gzip.py:116;
//! - `^A Tokio 1\.x context was found`: runtime/driver.rs:103, :112, :124 (`.expect(…)`),
//!   util/error.rs:10 (a `const &str`).

use crate::util::run_text;
use serde_json::Value;
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sites")
}

/// (dir, allowed, ["file:line", …]) per directory of a `strings --by-dir --format json`.
fn groups(v: &Value) -> Vec<(String, bool, Vec<String>)> {
    v["directories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["dir"].as_str().unwrap().to_string(),
                g["allowed"].as_bool().unwrap(),
                g["sites"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| format!("{}:{}", s["file"].as_str().unwrap(), s["line"]))
                    .collect(),
            )
        })
        .collect()
}

fn strs(l: &[&str]) -> Vec<String> {
    l.iter().map(|s| s.to_string()).collect()
}

#[test]
fn python_sites_grouped_by_directory_with_an_allowlist() {
    let dir = fixtures();
    let re = "(?i)^content-type$";
    let (code, out, err) = run_text(
        &dir,
        &[
            "strings",
            "starlette",
            "--regex",
            re,
            "--only-under",
            "middleware/",
            "--format",
            "json",
        ],
    );
    assert_eq!(code, 1, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        groups(&v),
        [
            (
                ".".to_string(),
                false,
                strs(&["requests.py:281", "responses.py:469", "responses.py:472"])
            ),
            (
                "middleware".to_string(),
                true,
                strs(&["middleware/cors.py:12", "middleware/gzip.py:116"])
            ),
        ]
    );
    assert_eq!(
        v["outside"],
        serde_json::json!(["requests.py:281", "responses.py:469", "responses.py:472"])
    );
    assert_eq!(v["files_searched"], 4);

    // Allowing the top directory too (`.` holds everything): exit 0.
    let (code, _, err) = run_text(
        &dir,
        &[
            "strings",
            "starlette",
            "--regex",
            re,
            "--only-under",
            "middleware",
            "--only-under",
            ".",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("5 site(s) in 2 directories, 4 file(s) searched"),
        "{err}"
    );
    // A prefix is a whole directory name: `middle` does not allow `middleware/`.
    let (code, _, err) = run_text(
        &dir,
        &[
            "strings",
            "starlette",
            "--regex",
            re,
            "--only-under",
            "middle",
        ],
    );
    assert_eq!(code, 1);
    assert!(err.contains("5 site(s) outside middle: "), "{err}");
}

#[test]
fn rust_sites_table_and_claims_through_check_and_evidence() {
    let dir = fixtures();
    let re = r"^A Tokio 1\.x context was found";
    let (code, out, err) = run_text(&dir, &["strings", "tokio", "--regex", re, "--by-dir"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("runtime/driver.rs:103 runtime/driver.rs:112 runtime/driver.rs:124"),
        "{out}"
    );
    assert!(out.contains("util/error.rs:10"), "{out}");
    assert!(
        err.contains("4 site(s) in 2 directories, 2 file(s) searched"),
        "{err}"
    );

    let tmp = tempfile::tempdir().unwrap();
    let claims = tmp.path().join("claims.toml");
    std::fs::write(
        &claims,
        format!(
            r#"version = 1

[[claim]]
id = "context-errors-in-util"
says = "the 'A Tokio 1.x context was found' messages all live in util/"
code = {{ strings = {{ paths = ["**/*.rs"], regex = '{re}', only_under = ["util/"] }} }}
expect = "present"

[[claim]]
id = "context-errors-in-runtime-or-util"
says = "the 'A Tokio 1.x context was found' messages live in runtime/ and util/"
code = {{ strings = {{ paths = ["**/*.rs"], regex = '{re}', only_under = ["runtime/", "util/"] }} }}
expect = "present"
"#,
        ),
    )
    .unwrap();
    let c = claims.to_str().unwrap();
    let checkout = dir.join("tokio");
    let co = checkout.to_str().unwrap();
    let (code, out, err) = run_text(
        tmp.path(),
        &["check", "--claims", c, "--checkout", co, "--format", "json"],
    );
    assert_eq!(code, 1, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let f = &v["findings"][0];
    assert_eq!(f["verdict"], "disagree");
    assert_eq!(
        f["message"],
        format!("/{re}/: 3 of 4 site(s) outside util/: runtime/driver.rs:103, runtime/driver.rs:112, runtime/driver.rs:124")
    );
    assert_eq!(
        f["code_value"],
        "4 site(s): runtime/ 3 (outside the allowlist), util/ 1 (allowed)"
    );
    let files: Vec<(String, u64)> = f["code"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["file"].as_str().unwrap().to_string(),
                e["line"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        files,
        [
            ("runtime/driver.rs".to_string(), 103),
            ("runtime/driver.rs".to_string(), 112),
            ("runtime/driver.rs".to_string(), 124),
            ("util/error.rs".to_string(), 10)
        ]
    );
    assert!(f["code"][0]["sha256"].is_string());
    let g = &v["findings"][1];
    assert_eq!(g["verdict"], "agree", "{}", g["message"]);

    let (_, out, err) = run_text(tmp.path(), &["evidence", "--claims", c, "--checkout", co]);
    assert!(err.is_empty() || !err.contains("error"), "{err}");
    assert!(out.contains("### Structure"), "{out}");
    assert!(
        out.contains(" | 4 site(s): runtime/ 3 (outside the allowlist), util/ 1 (allowed) |"),
        "{out}"
    );

    // `only_under` with "absent" contradicts itself: refused with the claim named, exit 2.
    let bad = std::fs::read_to_string(&claims).unwrap().replacen(
        "expect = \"present\"",
        "expect = \"absent\"",
        1,
    );
    std::fs::write(&claims, bad).unwrap();
    let (code, _, err) = run_text(tmp.path(), &["check", "--claims", c, "--checkout", co]);
    assert_eq!(code, 2);
    assert!(
        err.contains("context-errors-in-util") && err.contains("only_under"),
        "{err}"
    );
}
