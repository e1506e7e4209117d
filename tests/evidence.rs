//! `docdrift evidence` on the demo: every figure in the block is recomputed
//! here by other means (sha256sum, git hash-object, plain substring counts,
//! wc-style counts) and must appear verbatim.

use crate::util::git;
use docdrift_serve::{ServeOptions, Server};
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
    let out = crate::util::docdrift()
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
        let out = crate::util::docdrift()
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
    let out = crate::util::docdrift()
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

/// A clone one commit behind and two ahead of its upstream: provenance names `@{u}`, its commit
/// and the counts `git rev-list --count` gives; a detached HEAD says so.
#[test]
fn provenance_records_upstream_and_detached_head() {
    let tmp = tempfile::tempdir().unwrap();
    let up = tmp.path().join("up");
    std::fs::create_dir(&up).unwrap();
    git(&up, &["init", "-q", "-b", "main"]);
    std::fs::write(up.join("a.py"), "LIMIT = 8\n").unwrap();
    git(&up, &["add", "."]);
    git(&up, &["commit", "-q", "-m", "one"]);
    git(tmp.path(), &["clone", "-q", "up", "work"]);
    let work = tmp.path().join("work");
    std::fs::write(up.join("b.txt"), "x\n").unwrap();
    git(&up, &["add", "."]);
    git(&up, &["commit", "-q", "-m", "two"]);
    for n in ["c", "d"] {
        std::fs::write(work.join(n), "y\n").unwrap();
        git(&work, &["add", "."]);
        git(&work, &["commit", "-q", "-m", n]);
    }
    git(&work, &["fetch", "-q"]);
    let upstream_commit = git(&work, &["rev-parse", "@{u}"]);
    let behind = git(&work, &["rev-list", "--count", "HEAD..@{u}"]);
    let ahead = git(&work, &["rev-list", "--count", "@{u}..HEAD"]);
    assert_eq!((behind.as_str(), ahead.as_str()), ("1", "2"));

    let run = |args: &[&str]| {
        let out = crate::util::docdrift()
            .current_dir(&work)
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let json: serde_json::Value =
        serde_json::from_str(&run(&["provenance", "a.py", "--format", "json"])).unwrap();
    let g = &json[0]["git"];
    assert_eq!(g["branch"], "main");
    assert_eq!(g["upstream"]["name"], "origin/main");
    assert_eq!(g["upstream"]["commit"], upstream_commit.as_str());
    assert_eq!(g["upstream"]["behind"], 1);
    assert_eq!(g["upstream"]["ahead"], 2);
    let table = run(&["provenance", "a.py"]);
    assert!(
        table.contains(&format!(
            "on branch main, 1 behind and 2 ahead of origin/main at {upstream_commit}"
        )),
        "{table}"
    );

    // The same facts travel into a claim's code evidence.
    std::fs::write(
        work.join("c.toml"),
        "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"limit\"\nsays = \"limit is 8\"\ndocs = { value = 8 }\ncode = { select = \"a.py::LIMIT\" }\n",
    )
    .unwrap();
    let report: serde_json::Value =
        serde_json::from_str(&run(&["check", "--claims", "c.toml", "--format", "json"])).unwrap();
    let code = &report["findings"][0]["code"][0];
    assert_eq!(code["git_ref"]["upstream"]["behind"], 1, "{report:#}");
    assert_eq!(code["git_ref"]["detached"], false);

    git(&work, &["checkout", "-q", "--detach", "HEAD"]);
    let table = run(&["provenance", "a.py"]);
    assert!(table.contains("detached HEAD (no branch)"), "{table}");
    let json: serde_json::Value =
        serde_json::from_str(&run(&["provenance", "a.py", "--format", "json"])).unwrap();
    assert!(json[0]["git"]["branch"].is_null());
    assert!(json[0]["git"]["upstream"].is_null());
}

/// The HTML/text gap said the way the posts say it, with and without `substring = true`, and
/// offsets labelled as bytes with characters beside them where non-ASCII text precedes.
#[test]
fn svg_hits_and_offsets_are_said_the_way_writers_say_them() {
    let site = tempfile::tempdir().unwrap();
    std::fs::write(
        site.path().join("page.html"),
        "<html><body><p>Déjà vu: upgrade to 1.5 now.</p>\n\
         <svg viewBox=\"0 0 10 10\"><path d=\"M1.5 2 L1.5 3 L2 1.5 Z\"/><path d=\"M 1.5 1.5 L 11.5 3\"/></svg>\n\
         </body></html>\n",
    )
    .unwrap();
    let server = Server::start(site.path(), "127.0.0.1:0", ServeOptions::default()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("c.toml"),
        format!(
            "version = 1\n[target]\ncheckout = \".\"\ndocs = \"{}\"\n[pages]\np = \"page.html\"\n\n\
             [[claim]]\nid = \"boundary\"\nsays = \"1.5 once\"\ndocs = {{ page = \"p\", phrase = \"1.5\", html = 4, text = 1 }}\n\n\
             [[claim]]\nid = \"substring\"\nsays = \"1.5 substring\"\ndocs = {{ page = \"p\", phrase = \"1.5\", html = 7, text = 1, substring = true }}\n\n\
             [[claim]]\nid = \"where\"\nsays = \"upgrade\"\ndocs = {{ page = \"p\", regex = 'upgrade to (?P<value>[0-9.]+)' }}\ncode = {{ select = \"a.py::VERSION\" }}\n",
            server.url()
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("a.py"), "VERSION = 1.5\n").unwrap();
    let out = crate::util::docdrift()
        .current_dir(dir.path())
        .args([
            "evidence",
            "--fetch",
            "--claims",
            "c.toml",
            "boundary",
            "substring",
        ])
        .output()
        .unwrap();
    let block = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{block}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Independent count: a plain substring search of the served bytes finds 7.
    let raw = std::fs::read_to_string(site.path().join("page.html")).unwrap();
    assert_eq!(raw.matches("1.5").count(), 7);
    assert!(block.contains("\"1.5\": 4 in the HTML; 3 of them in SVG path data (not visible); 1 in the visible text; 3 more inside larger tokens are not hits"), "{block}");
    assert!(block.contains("\"1.5\": 7 in the HTML; 6 of them in SVG path data (not visible); 1 in the visible text —"), "{block}");
    assert!(!block.contains("not counted"), "{block}");

    // "Déjà vu: upgrade" — 2 two-byte characters before the match.
    let out = crate::util::docdrift()
        .current_dir(dir.path())
        .args([
            "check", "--claims", "c.toml", "--only", "where", "--format", "markdown", "-v",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("at byte 11 (char 9) of the visible text"),
        "{text}"
    );
}
