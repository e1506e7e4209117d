//! Regression tests of issue 34 through the command a user types: no false agreement on
//! non-finite numbers, unparsable formula expectations, failed writes, bidi controls in
//! reports, orphan temp files and oversized claims files. Real files in temp dirs, a real
//! `docdrift` process with a timeout that only catches hangs.

use crate::util::{json, run_text};
use std::path::Path;

fn verdict<'a>(v: &'a serde_json::Value, id: &str) -> &'a str {
    v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == id)
        .unwrap_or_else(|| panic!("no finding {id}: {v}"))["verdict"]
        .as_str()
        .unwrap()
}

const HEAD: &str = "version = 1\n[target]\ncheckout = \".\"\n\n";

fn claim(id: &str, docs: &str, code: &str) -> String {
    format!("[[claim]]\nid = \"{id}\"\nsays = \"{id}\"\ndocs = {docs}\ncode = {code}\n\n")
}

#[test]
fn infinity_and_overflowing_numbers_never_agree_with_a_finite_one() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("c.yaml"), "limit: .inf\nnan: .nan\n").unwrap();
    let mut claims = String::from(HEAD);
    claims += &claim(
        "docs-1e400-vs-8",
        "{ value = \"1e400\" }",
        "{ select = \"c.py::LIMIT\" }",
    );
    claims += &claim(
        "docs-8-vs-1e999",
        "{ value = 8 }",
        "{ select = \"c.py::BIG\" }",
    );
    claims += &claim(
        "docs-1e400-vs-1e999",
        "{ value = \"1e400\" }",
        "{ select = \"c.py::BIG\" }",
    );
    claims += &claim(
        "docs-nan-vs-nan",
        "{ value = \"NaN\" }",
        "{ select = \"c.py::NAN\" }",
    );
    claims += &claim(
        "docs-8-vs-inf",
        "{ value = \"8\" }",
        "{ select = \"c.py::INF\" }",
    );
    claims += &claim(
        "yaml-inf-vs-8",
        "{ value = 8 }",
        "{ select = \"c.yaml::limit\" }",
    );
    claims += &claim(
        "docs-1e-400-vs-0",
        "{ value = \"1e-400\" }",
        "{ select = \"c.py::ZERO\" }",
    );
    claims += "[[claim]]\nid = \"inf-orders\"\nsays = \"8 <= 1e400\"\ndocs = { value = \"1e400\" }\ncode = { select = \"c.py::LIMIT\" }\nexpect = \"<=\"\n";
    std::fs::write(
        d.join("c.py"),
        "LIMIT = 8\nBIG = 1e999\nNAN = float(\"nan\")\nINF = float(\"inf\")\nZERO = 0\n",
    )
    .unwrap();
    std::fs::write(d.join("claims.toml"), claims).unwrap();
    let (code, out, err) = run_text(
        d,
        &[
            "check",
            "--claims",
            "claims.toml",
            "--snapshots",
            ".",
            "--format",
            "json",
        ],
    );
    assert_eq!(code, 1, "{out}{err}");
    let v = json(&out);
    for id in [
        "docs-1e400-vs-8",
        "docs-8-vs-1e999",
        "docs-1e400-vs-1e999",
        "docs-nan-vs-nan",
        "docs-8-vs-inf",
        "yaml-inf-vs-8",
        "docs-1e-400-vs-0",
    ] {
        assert_eq!(verdict(&v, id), "disagree", "{id}: {out}");
    }
    // An infinity still orders correctly against a finite number.
    assert_eq!(verdict(&v, "inf-orders"), "agree", "{out}");
}

#[test]
fn an_unparsable_formula_expectation_is_an_error_not_disagree() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("a.py"),
        "FLOOR = 8\n\n\ndef tail(protect_last_n):\n    floor = max(protect_last_n, FLOOR)\n    return floor\n",
    )
    .unwrap();
    let claim = |expect: &str| {
        format!(
            "{HEAD}[[claim]]\nid = \"f\"\nsays = \"floor\"\n\
             code = {{ formula = {{ select = \"a.py::tail::floor\", inputs = {{ protect_last_n = [20, 2] }}, expect = '{expect}' }} }}\n"
        )
    };
    for (expect, why) in [
        ("result == = 8", "could not be evaluated"),
        ("result ==", "could not be evaluated"),
        ("result + 1", "not a boolean"),
    ] {
        std::fs::write(d.join("claims.toml"), claim(expect)).unwrap();
        let (code, out, err) = run_text(
            d,
            &[
                "check",
                "--claims",
                "claims.toml",
                "--snapshots",
                ".",
                "--format",
                "json",
            ],
        );
        assert_eq!(code, 3, "{expect}: {out}{err}");
        let v = json(&out);
        assert_eq!(verdict(&v, "f"), "error", "{expect}: {out}");
        let msg = v["findings"][0]["message"].as_str().unwrap();
        assert!(msg.contains(why), "{expect}: {msg}");
    }
    // A well-formed expectation that fails is still `disagree`.
    std::fs::write(d.join("claims.toml"), claim("result == 20")).unwrap();
    let (code, out, _) = run_text(
        d,
        &[
            "check",
            "--claims",
            "claims.toml",
            "--snapshots",
            ".",
            "--format",
            "json",
        ],
    );
    assert_eq!(code, 1, "{out}");
}

/// A report, or the `--changed-only` state, that cannot be written is exit 3 (evidence
/// unavailable), not 2 (usage). Tests run as root here, so read-only directories would not
/// fail: a full device (/dev/full as stdout) and a state path under a regular file do.
#[test]
fn failed_writes_exit_3_not_the_usage_code() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("c.py"), "LIMIT = 8\n").unwrap();
    std::fs::write(
        d.join("claims.toml"),
        format!(
            "{HEAD}{}",
            claim("l", "{ value = 8 }", "{ select = \"c.py::LIMIT\" }")
        ),
    )
    .unwrap();
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
        let out = crate::util::bin()
            .current_dir(d)
            .args(["check", "--claims", "claims.toml", "--snapshots", ".", "-v"])
            .stdout(full)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(3), "{err}");
        assert!(err.contains("No space left on device"), "{err}");
    }
    // procfs takes no new files, not even from root: the state cannot be written (reading
    // it finds none, as on a first run).
    if Path::new("/proc/self").exists() {
        let (code, out, err) = run_text(
            d,
            &[
                "check",
                "--claims",
                "claims.toml",
                "--snapshots",
                ".",
                "--changed-only",
                "--state",
                "/proc/docdrift-test-state.json",
            ],
        );
        assert_eq!(code, 3, "{out}{err}");
        assert!(
            err.contains("writing /proc/docdrift-test-state.json"),
            "{err}"
        );
    }
}

/// A right-to-left override (or any bidi control) in a docs or code value reaches no report
/// raw: the human formats show it as `\u{202e}`; JSON keeps the exact value (a JSON string,
/// for programs).
#[test]
fn bidi_controls_are_escaped_in_every_human_report() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("c.py"), "NAME = \"abc\\u202edef\"\n").unwrap();
    std::fs::write(
        d.join("claims.toml"),
        format!(
            "{HEAD}{}",
            claim(
                "rlo",
                "{ value = \"x\u{202e}8 \u{2066}02\u{2069}\" }",
                "{ select = \"c.py::NAME\" }"
            )
        ),
    )
    .unwrap();
    for format in ["table", "markdown", "github", "sarif", "junit"] {
        let (code, out, err) = run_text(
            d,
            &[
                "check",
                "--claims",
                "claims.toml",
                "--snapshots",
                ".",
                "-v",
                "--format",
                format,
            ],
        );
        assert_eq!(code, 1, "{format}: {out}{err}");
        // SARIF is JSON: its property bag keeps the exact evidence (like `--format json`);
        // what a viewer shows, the message, is escaped.
        let out = if format == "sarif" {
            json(&out)["runs"][0]["results"][0]["message"]["text"]
                .as_str()
                .unwrap()
                .to_string()
        } else {
            out
        };
        for raw in ['\u{202e}', '\u{2066}', '\u{2069}'] {
            assert!(
                !out.contains(raw),
                "{format}: raw U+{:04X} in {out}",
                raw as u32
            );
        }
        assert!(out.contains("\\u{202e}"), "{format}: {out}");
    }
    let (_, out, _) = run_text(
        d,
        &[
            "check",
            "--claims",
            "claims.toml",
            "--snapshots",
            ".",
            "--format",
            "json",
        ],
    );
    assert!(json(&out).to_string().contains('\u{202e}'), "{out}");
}

/// A one-page site on 127.0.0.1: `/` is a page, everything else 404. Serves until the test
/// process ends.
fn one_page_site() -> String {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { continue };
            let mut buf = [0u8; 4096];
            let n = s.read(&mut buf).unwrap_or(0);
            let req = String::from_utf8_lossy(&buf[..n]);
            let path = req.split_whitespace().nth(1).unwrap_or("/");
            let (status, body) = if path == "/" {
                ("200 OK", "<html><body><p>limit is 8 rows</p></body></html>")
            } else {
                ("404 Not Found", "no")
            };
            let _ = write!(
                s,
                "HTTP/1.1 {status}\r\nContent-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    format!("http://127.0.0.1:{port}/")
}

/// Temp files of an atomic write that a `kill -9` interrupted are removed when the next crawl
/// starts (under the store lock); a symlink with the same prefix is left alone.
#[test]
fn a_crawl_removes_temp_files_a_killed_run_left() {
    let url = one_page_site();
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let host_dir = d.join("snaps/some_host");
    std::fs::create_dir_all(&host_dir).unwrap();
    let orphans = [
        d.join("snaps/.docdrift-tmp-AbC123"),
        host_dir.join(".docdrift-tmp-XyZ789"),
    ];
    for o in &orphans {
        std::fs::write(o, "half a body").unwrap();
    }
    std::fs::write(d.join("keep.txt"), "mine").unwrap();
    std::os::unix::fs::symlink(d.join("keep.txt"), host_dir.join(".docdrift-tmp-link")).unwrap();
    std::fs::write(host_dir.join("notes.txt"), "not ours").unwrap();
    let (code, out, err) = run_text(
        d,
        &["crawl", &url, "--snapshots", "snaps", "--retries", "0"],
    );
    assert!(code == 0 || code == 1, "{out}{err}");
    for o in &orphans {
        assert!(!o.exists(), "{} survived: {err}", o.display());
    }
    assert!(err.contains("removed 2 temp file(s)"), "{err}");
    assert!(host_dir
        .join(".docdrift-tmp-link")
        .symlink_metadata()
        .is_ok());
    assert_eq!(std::fs::read_to_string(d.join("keep.txt")).unwrap(), "mine");
    assert!(host_dir.join("notes.txt").exists());
    // The crawl itself stored the page.
    assert!(out.contains("new 1"), "{out}");
}

/// A claims file over 1 MiB is refused before it is read (a malformed one cost 78× its size
/// in memory); exit 2 with the file named. One just under the bound is read.
#[test]
fn claims_files_over_one_mib_are_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("c.py"), "LIMIT = 8\n").unwrap();
    let mut big = format!(
        "{HEAD}{}",
        claim("l", "{ value = 8 }", "{ select = \"c.py::LIMIT\" }")
    );
    // Malformed past the bound: an unterminated array of strings.
    big.push_str("x = [");
    while big.len() <= 1 << 20 {
        big.push_str("\"aaaaaaaaaaaaaaaa\", ");
    }
    std::fs::write(d.join("big.toml"), &big).unwrap();
    let (code, out, err) = run_text(d, &["check", "--claims", "big.toml", "--snapshots", "."]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("big.toml") && err.contains("1 MiB"), "{err}");
    // Comments fill a valid file to just under the bound: read as before.
    let mut ok = format!(
        "{HEAD}{}",
        claim("l", "{ value = 8 }", "{ select = \"c.py::LIMIT\" }")
    );
    while ok.len() < (1 << 20) - 100 {
        ok.push_str("# padding padding padding padding padding padding padding padding\n");
    }
    std::fs::write(d.join("ok.toml"), &ok).unwrap();
    let (code, out, err) = run_text(d, &["check", "--claims", "ok.toml", "--snapshots", "."]);
    assert_eq!(code, 0, "{out}{err}");
}
