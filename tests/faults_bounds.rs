//! Regression tests of issue 34 through the command a user types: no false agreement on
//! non-finite numbers, unparsable formula expectations, failed writes, bidi controls in
//! reports, orphan temp files and oversized claims files. Real files in temp dirs, a real
//! `docdrift` process with a timeout that only catches hangs.

use assert_cmd::Command;
use std::path::Path;
use std::time::Duration;

/// Run docdrift in `dir`; (exit code, stdout, stderr). A run past two minutes is a hang.
fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("docdrift")
        .unwrap()
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .timeout(Duration::from_secs(120))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(s: &str) -> serde_json::Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("{e}: {s:.600}"))
}

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
    let (code, out, err) = run(
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
