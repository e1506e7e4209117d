//! Docs examples are tests (trycmd-style, over the Markdown itself): every
//! shell block in README.md and docs/*.md carries a marker comment on one
//! of the three lines above its fence, and this test holds each to it.
//!
//! - `<!-- docs-test: run -->`: every command line runs with bash in a
//!   fresh copy of the bundled demo project (claims/, snapshots/, demo/),
//!   the built `docdrift` first on PATH (`cargo run --` means `docdrift`).
//!   A line's `# exit N` comment is its expected exit code; else 0.
//! - `<!-- docs-test: skip REASON -->`: not runnable offline or in the
//!   suite (release builds, network, a checkout of another project); the
//!   reason is required.
//! - `<!-- docs-test: run -->` before a console block (`$ command` lines,
//!   each followed by its output): each command runs and its stdout then
//!   stderr must match the lines under it.
//! - `<!-- docs-test: output CMD [exit N] -->` before a ```text block: CMD
//!   runs as above and its stdout must match the block. A line that is
//!   only `…` stands for any number of lines (an abridged listing);
//!   trailing spaces are ignored.

use crate::util::{copy_dir, root};
use std::path::{Path, PathBuf};

struct Block {
    file: String,
    line: usize,
    lang: String,
    marker: Option<String>,
    body: Vec<String>,
}

/// Every fenced block of `text`, with the marker comment above it if any.
fn blocks(file: &str, text: &str) -> Vec<Block> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(info) = lines[i].strip_prefix("```") else {
            i += 1;
            continue;
        };
        let start = i;
        let mut body = Vec::new();
        i += 1;
        while i < lines.len() && !lines[i].starts_with("```") {
            body.push(lines[i].to_string());
            i += 1;
        }
        i += 1;
        let marker = lines[start.saturating_sub(3)..start]
            .iter()
            .rev()
            .find_map(|l| {
                l.trim()
                    .strip_prefix("<!-- docs-test:")
                    .and_then(|m| m.strip_suffix("-->"))
                    .map(|m| m.trim().to_string())
            });
        out.push(Block {
            file: file.to_string(),
            line: start + 1,
            lang: info.trim().to_string(),
            marker,
            body,
        });
    }
    out
}

/// A fresh copy of the demo project to run an example in.
fn demo_project() -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    for dir in ["claims", "snapshots", "demo"] {
        copy_dir(&root().join(dir), &d.path().join(dir));
    }
    d
}

/// Run one command line; (exit code, stdout, stderr).
fn sh(dir: &Path, cmd: &str) -> (i32, String, String) {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_docdrift"));
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let cmd = cmd.replace("cargo run -- ", "docdrift ");
    let out = std::process::Command::new("bash")
        .args(["-c", &cmd])
        .current_dir(dir)
        .env("PATH", path)
        .env("DOCDRIFT_BIN", &bin)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("COLUMNS")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `docdrift x …  # exit 1: why` → (`docdrift x …`, 1).
fn command_and_exit(line: &str) -> (String, i32) {
    let (cmd, comment) = match line.find("  #").or_else(|| line.find("\t#")) {
        Some(i) => (
            &line[..i],
            line[i..].trim_start().trim_start_matches('#').trim(),
        ),
        None => (line, ""),
    };
    let exit = comment
        .strip_prefix("exit ")
        .and_then(|r| r.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    (cmd.trim().to_string(), exit)
}

/// Does `got` match `want`, where a `…` line in `want` is any run of lines?
fn matches(want: &[String], got: &[&str]) -> bool {
    match want.split_first() {
        None => got.is_empty(),
        Some((w, rest)) if w.trim() == "…" => (0..=got.len()).any(|k| matches(rest, &got[k..])),
        Some((w, rest)) => {
            got.first().is_some_and(|g| g.trim_end() == w.trim_end()) && matches(rest, &got[1..])
        }
    }
}

fn doc_files() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

#[test]
fn every_shell_example_runs_or_says_why_not() {
    let mut failures = Vec::new();
    let (mut ran, mut skipped, mut outputs) = (0, 0, 0);
    for path in doc_files() {
        let rel = path.strip_prefix(root()).unwrap().display().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        for b in blocks(&rel, &text) {
            let at = format!("{}:{}", b.file, b.line);
            let shell = matches!(b.lang.as_str(), "sh" | "bash" | "shell" | "console");
            let marker = b.marker.as_deref().unwrap_or("");
            if let Some(rest) = marker.strip_prefix("output ") {
                outputs += 1;
                let (cmd, exit) = match rest.rsplit_once(" exit ") {
                    Some((c, n)) => (
                        c.trim().trim_matches('`').to_string(),
                        n.trim().parse().unwrap(),
                    ),
                    None => (rest.trim().trim_matches('`').to_string(), 0),
                };
                let dir = demo_project();
                let (code, out, err) = sh(dir.path(), &cmd);
                let got: Vec<&str> = out.lines().collect();
                if code != exit || !matches(&b.body, &got) {
                    failures.push(format!(
                        "{at}: `{cmd}` exited {code} (want {exit}); its output does not match the block\n--- got ---\n{out}--- stderr ---\n{err}"
                    ));
                }
                continue;
            }
            // A console transcript: `$ command` lines, each followed by its output.
            let console = (b.lang.is_empty() || b.lang == "console")
                && b.body.first().is_some_and(|l| l.starts_with("$ "));
            if console && marker == "run" {
                ran += 1;
                let dir = demo_project();
                let mut i = 0;
                while i < b.body.len() {
                    let (cmd, exit) = command_and_exit(&b.body[i][2..]);
                    let mut want = Vec::new();
                    i += 1;
                    while i < b.body.len() && !b.body[i].starts_with("$ ") {
                        want.push(b.body[i].clone());
                        i += 1;
                    }
                    let (code, out, err) = sh(dir.path(), &cmd);
                    let both = format!("{out}{err}");
                    let got: Vec<&str> = both.lines().collect();
                    if code != exit || !matches(&want, &got) {
                        failures.push(format!(
                            "{at}: `{cmd}` exited {code} (want {exit}); its output does not match\n--- got ---\n{both}"
                        ));
                    }
                }
                continue;
            }
            if !shell && !console {
                continue;
            }
            if let Some(reason) = marker.strip_prefix("skip") {
                if reason.trim().is_empty() {
                    failures.push(format!("{at}: `docs-test: skip` needs a reason"));
                }
                skipped += 1;
                continue;
            }
            if marker != "run" {
                failures.push(format!(
                    "{at}: a shell example with no `<!-- docs-test: run -->` or `<!-- docs-test: skip REASON -->` marker"
                ));
                continue;
            }
            ran += 1;
            let dir = demo_project();
            for line in b
                .body
                .iter()
                .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
            {
                let (cmd, exit) = command_and_exit(line);
                let (code, out, err) = sh(dir.path(), &cmd);
                if code != exit {
                    failures.push(format!(
                        "{at}: `{cmd}` exited {code}, the docs say {exit}\n--- stdout ---\n{out}--- stderr ---\n{err}"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    // Something was actually run and compared.
    assert!(
        ran >= 2 && outputs >= 1,
        "ran {ran}, outputs {outputs}, skipped {skipped}"
    );
}

#[test]
fn the_matcher_elides_only_whole_lines() {
    let w = |s: &str| s.lines().map(String::from).collect::<Vec<_>>();
    assert!(matches(&w("a\n…\nd"), &["a", "b", "c", "d"]));
    assert!(matches(&w("a\n…\nd"), &["a", "d"]));
    assert!(!matches(&w("a\n…\nd"), &["a", "b"]));
    assert!(!matches(&w("a …"), &["a b"]));
    assert_eq!(
        command_and_exit("docdrift scan x   # exit 1: drift"),
        ("docdrift scan x".into(), 1)
    );
    assert_eq!(
        command_and_exit("docdrift check"),
        ("docdrift check".into(), 0)
    );
}
