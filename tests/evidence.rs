//! `docdrift evidence` on the demo: every figure in the block is recomputed
//! here by other means (sha256sum, git hash-object, plain substring counts,
//! wc-style counts) and must appear verbatim.

use assert_cmd::Command;
use docdrift::serve::{ServeOptions, Server};
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn sh(cmd: &str, args: &[&str], dir: &Path) -> String {
    let out = std::process::Command::new(cmd)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{cmd} {args:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn evidence_block_figures_match_independent_measurements() {
    let server = Server::start(
        &repo().join("demo/site"),
        "127.0.0.1:0",
        ServeOptions::default(),
    )
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let claims = dir.path().join("demo.toml");
    let src = std::fs::read_to_string(repo().join("claims/demo.toml"))
        .unwrap()
        .replace("http://127.0.0.1:8741/", &server.url());
    std::fs::write(&claims, src).unwrap();
    let snaps = dir.path().join("snaps");
    let out = Command::cargo_bin("docdrift")
        .unwrap()
        .current_dir(repo())
        .args(["evidence", "--fetch", "--claims"])
        .arg(&claims)
        .arg("--snapshots")
        .arg(&snaps)
        .args([
            "token-budget-split-by-strong",
            "cli-last-20",
            "tail-floor-formula",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let block = String::from_utf8(out.stdout).unwrap();

    // Page figures: body bytes and sha256 of the stored snapshot, by sha256sum.
    for page in [
        "docs/developer-guide/context-compression",
        "docs/user-guide/cli",
    ] {
        // The record names its body file (`_body-<sha256>`, docs/reliability.md).
        let record = walk_find(&snaps, page, "latest.json");
        let rec: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&record).unwrap()).unwrap();
        let body = record.with_file_name(rec["body_file"].as_str().unwrap());
        let bytes = std::fs::metadata(&body).unwrap().len();
        let sum = sh("sha256sum", &[body.to_str().unwrap()], dir.path());
        let sum = sum.split_whitespace().next().unwrap();
        assert!(
            block.contains(&format!("HTTP 200, {bytes} bytes, sha256 `{sum}`.")),
            "{page}: {bytes} {sum}\n{block}"
        );
        // The served file is the committed file, byte for byte.
        let site = repo().join("demo/site").join(format!("{page}.html"));
        assert_eq!(std::fs::read(&site).unwrap(), std::fs::read(&body).unwrap());
    }

    // Phrase counts: the raw HTML count by plain substring search (no token
    // rule is needed for this phrase), the text count from the claim.
    let html = std::fs::read_to_string(
        repo().join("demo/site/docs/developer-guide/context-compression.html"),
    )
    .unwrap();
    let phrase = "Tail protection is token-budget based";
    assert_eq!(html.matches(phrase).count(), 0);
    assert!(
        html.contains("Tail protection is <strong>"),
        "the fixture splits the phrase with <strong>"
    );
    assert!(
        block.contains(&format!(
            "\"{phrase}\": 0 in the HTML, 1 in the text — split by <strong>"
        )),
        "{block}"
    );

    // Source file figures: bytes, characters, lines (wc), sha256 (sha256sum),
    // git blob (git hash-object).
    let file = repo().join("demo/src/tern/agent/context_compressor.py");
    let text = std::fs::read_to_string(&file).unwrap();
    let sum = sh("sha256sum", &[file.to_str().unwrap()], &repo());
    let sum = sum.split_whitespace().next().unwrap();
    let blob = sh("git", &["hash-object", file.to_str().unwrap()], &repo());
    let expect = format!(
        "**tern/agent/context_compressor.py** — {} bytes, {} characters, {} lines, sha256 `{}`, git blob `{}`.",
        text.len(),
        text.chars().count(),
        text.lines().count(),
        sum,
        blob.trim()
    );
    assert!(block.contains(&expect), "{expect}\n{block}");
    let line = text
        .lines()
        .position(|l| l.starts_with("_MAX_TAIL_MESSAGE_FLOOR = 8"))
        .unwrap()
        + 1;
    assert!(
        block.contains(&format!(
            "- line {line}: _MAX_TAIL_MESSAGE_FLOOR `8` [cli-last-20, tail-floor-formula]"
        )),
        "{block}"
    );
    // The formula table is in the block.
    assert!(block.contains("| 20 | 8 | 8 | FAILS |"), "{block}");
    assert!(block.contains("| 1 | 8 | 3 | FAILS |"), "{block}");
    // Footnotes name each page with its title.
    assert!(
        block.contains(&format!(
            "[1] {}docs/user-guide/cli — CLI Interface | Tern",
            server.url()
        )),
        "{block}"
    );
}

fn walk_find(root: &Path, rel: &str, name: &str) -> PathBuf {
    for e in walkdir::WalkDir::new(root) {
        let e = e.unwrap();
        let p = e.path();
        if p.ends_with(name) && p.parent().unwrap().to_string_lossy().ends_with(rel) {
            return p.to_path_buf();
        }
    }
    panic!("no {rel}/{name} under {}", root.display());
}

#[test]
fn an_asset_only_change_is_said_in_one_line() {
    let site = tempfile::tempdir().unwrap();
    let page = |asset: &str| {
        format!("<html><head><title>P</title><script src=\"/assets/js/runtime~main.{asset}.js\"></script></head><body><p>Keep 8 rows.</p></body></html>")
    };
    std::fs::write(site.path().join("p.html"), page("619c7877")).unwrap();
    let server = Server::start(site.path(), "127.0.0.1:0", ServeOptions::default()).unwrap();
    let work = tempfile::tempdir().unwrap();
    let claims = work.path().join("c.toml");
    std::fs::write(
        &claims,
        format!(
            "version = 1\n[target]\ndocs = \"{}\"\n\n[[claim]]\nid = \"rows\"\nsays = \"8 rows\"\ndocs = {{ page = \"p.html\", phrase = \"8 rows\", html = 1, text = 1 }}\n",
            server.url()
        ),
    )
    .unwrap();
    let fetch = || {
        let out = Command::cargo_bin("docdrift")
            .unwrap()
            .current_dir(work.path())
            .args(["fetch", "--snapshots", "snapshots"])
            .arg(format!("{}p.html", server.url()))
            .output()
            .unwrap();
        assert!(out.status.success());
    };
    fetch();
    std::fs::write(site.path().join("p.html"), page("b34ffaa5")).unwrap();
    fetch();
    let out = Command::cargo_bin("docdrift")
        .unwrap()
        .current_dir(work.path())
        .args(["evidence", "--all", "--claims"])
        .arg(&claims)
        .output()
        .unwrap();
    let block = String::from_utf8(out.stdout).unwrap();
    assert!(
        block.contains("differs only in asset names (/assets/js/runtime~main.619c7877.js versus /assets/js/runtime~main.b34ffaa5.js); the visible-text sha256 matches."),
        "{block}"
    );
    assert!(
        block.contains("\"8 rows\": 1 in the HTML, 1 in the text. [rows]"),
        "{block}"
    );
}
