//! The source rows of the fault matrix (issue 14; docs/reliability.md): PEP 263
//! coding declarations, Python 2 files, a 50 MB generated module, a YAML alias
//! bomb and symlink loops. Real files in temp dirs, a real `docdrift` process.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

fn run(dir: &Path, args: &[&str]) -> (Option<i32>, String, String, Duration) {
    let t = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_docdrift"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        t.elapsed(),
    )
}

fn json(s: &str) -> serde_json::Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("{e}: {s:.400}"))
}

#[test]
fn pep_263_coding_declarations_are_decoded_like_cpython() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("l1.py"),
        b"# -*- coding: latin-1 -*-\nNAME = \"caf\xe9\"\nN = 8\n",
    )
    .unwrap();
    std::fs::write(
        d.join("cp.py"),
        b"#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\nQ = \"\x93q\x94\"\n",
    )
    .unwrap();
    let (code, out, err, _) = run(
        d,
        &[
            "extract",
            "--format",
            "json",
            "l1.py::NAME",
            "l1.py::N",
            "cp.py::Q",
        ],
    );
    assert_eq!(code, Some(0), "{out}{err}");
    let v = json(&out);
    let values: Vec<&serde_json::Value> = v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["value"]["value"])
        .collect();
    assert_eq!(
        values,
        [
            &serde_json::json!("café"),
            &serde_json::json!(8),
            &serde_json::json!("\u{201c}q\u{201d}")
        ]
    );
    // A declaration the bytes break, or one nobody knows: an error naming the file and the encoding.
    std::fs::write(d.join("asc.py"), b"# coding: ascii\nA = \"\xe9\"\n").unwrap();
    std::fs::write(d.join("kl.py"), b"# coding: klingon\nA = \"\xe9\"\n").unwrap();
    let (code, _, err, _) = run(d, &["extract", "asc.py::A", "kl.py::A"]);
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("asc.py:1: cannot decode as ascii"), "{err}");
    assert!(
        err.contains("kl.py:1: cannot decode as klingon (unknown encoding)"),
        "{err}"
    );
    // Undeclared and not UTF-8: the first bad byte, as before.
    std::fs::write(d.join("raw.py"), b"A = \"\xe9\"\n").unwrap();
    let (code, _, err, _) = run(d, &["extract", "raw.py::A"]);
    assert_eq!(code, Some(3), "{err}");
    assert!(
        err.contains("raw.py: not UTF-8 text (first invalid byte at offset 5)"),
        "{err}"
    );
}

#[test]
fn a_python_2_file_yields_what_python_3_can_read_and_says_why_not_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("py2.py"),
        "print \"hi\"\nX = 0777\nY = 8L\nW = 9\nexec \"x = 1\"\n\nclass A:\n    LIMIT = 20\n",
    )
    .unwrap();
    let (code, out, err, took) = run(
        dir.path(),
        &[
            "extract",
            "--format",
            "json",
            "py2.py::W",
            "py2.py::A.LIMIT",
        ],
    );
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(took < Duration::from_secs(10));
    let v = json(&out);
    let results = v["results"].as_array().unwrap();
    assert_eq!(results[0]["value"]["value"], 9);
    assert_eq!(results[1]["value"]["value"], 20);
    let warnings = results[0]["warnings"].to_string();
    assert!(
        warnings.contains("syntax error(s), first at py2.py:1"),
        "{warnings}"
    );
}

#[test]
fn a_50_mb_generated_module_is_read_in_bounded_time() {
    let dir = tempfile::tempdir().unwrap();
    // Like a protobuf `_pb2.py`: one huge serialized bytes literal between constants.
    let mut src = String::from("FIRST = 1\nDESCRIPTOR = (\n");
    let row = format!("    b\"\\x0a\\x12{}\"\n", "ab".repeat(40));
    while src.len() < 50 << 20 {
        src.push_str(&row);
    }
    src.push_str(")\nLAST = 8\n");
    std::fs::write(dir.path().join("gen_pb2.py"), &src).unwrap();
    let lines = src.lines().count();
    drop(src);
    let (code, out, err, took) = run(
        dir.path(),
        &["extract", "--format", "json", "gen_pb2.py::LAST"],
    );
    eprintln!("50 MB generated module: {took:?}");
    assert_eq!(code, Some(0), "{err}");
    let v = json(&out);
    assert_eq!(v["results"][0]["value"]["value"], 8);
    assert_eq!(v["results"][0]["line"], lines);
    assert!(took < Duration::from_secs(60), "{took:?}");
}

#[test]
fn a_yaml_alias_bomb_is_refused_quickly() {
    let dir = tempfile::tempdir().unwrap();
    let mut y = String::from(
        "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n",
    );
    let mut prev = 'a';
    for c in "bcdefghi".chars() {
        let refs = vec![format!("*{prev}"); 9].join(",");
        y.push_str(&format!("{c}: &{c} [{refs}]\n"));
        prev = c;
    }
    y.push_str("limit: 8\n");
    std::fs::write(dir.path().join("bomb.yaml"), y).unwrap();
    let (code, _, err, took) = run(dir.path(), &["extract", "bomb.yaml::i"]);
    assert_eq!(code, Some(3), "{err}");
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert!(
        err.contains("bomb.yaml:") && err.contains("billion-laughs"),
        "{err}"
    );
}

#[test]
fn symlink_loops_are_errors_or_skipped_never_a_hang() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::os::unix::fs::symlink("b.py", d.join("a.py")).unwrap();
    std::os::unix::fs::symlink("a.py", d.join("b.py")).unwrap();
    let (code, _, err, took) = run(d, &["extract", "a.py::X"]);
    assert_eq!(code, Some(3), "{err}");
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert!(
        err.contains("a.py: Too many levels of symbolic links"),
        "{err}"
    );
    // A directory loop (sub/loop -> ..) in a walked tree: each file once.
    std::fs::create_dir_all(d.join("tree/sub")).unwrap();
    std::fs::write(d.join("tree/sub/m.py"), "S = \"needle\"\n").unwrap();
    std::os::unix::fs::symlink("..", d.join("tree/sub/loop")).unwrap();
    let (code, out, err, took) = run(
        d,
        &[
            "strings",
            "--contains",
            "needle",
            "--format",
            "json",
            "tree",
        ],
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(took < Duration::from_secs(10), "{took:?}");
    let hits = json(&out)["hits"].as_array().unwrap().len();
    assert_eq!(hits, 1, "{out}");
}
