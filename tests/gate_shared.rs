//! The rest of #29, through the `docdrift` binary: colour under `--color`
//! for every command (scan, count, diff, crawl, evidence), `extract -` with
//! `--lang`, `[[scan.accept]]` shown in every format, the source line as
//! code evidence and the closest literal of a failing strings claim. Real
//! files in temp dirs; the only socket is a closed port on 127.0.0.1.

use serde_json::Value as Json;

use crate::gate_util::*;

const ESC: &str = "\u{1b}[";

/// `args` run in `dir` with `--color always`, and again with `--color never`
/// while CLICOLOR_FORCE asks for colour: (coloured stdout, plain stdout).
fn both(dir: &std::path::Path, args: &[&str]) -> (String, String) {
    let run = |when: &str| {
        let out = docdrift()
            .current_dir(dir)
            .args(["--color", when])
            .args(args)
            .env("CLICOLOR_FORCE", "1")
            .output()
            .unwrap();
        stdout(&out)
    };
    (run("always"), run("never"))
}

#[test]
fn every_command_colours_under_color_always_and_never_under_never() {
    let demo = root();
    for args in [
        &["scan", "--snapshots", "snapshots", "--checkout", "demo/src"][..],
        &["count", "snapshots", "-p", "last 20"][..],
        &["diff", "--all"][..],
        &["evidence", "--format", "text", "cli-last-20"][..],
    ] {
        let (coloured, plain) = both(&demo, args);
        assert!(coloured.contains(ESC), "{args:?}: {coloured}");
        assert!(
            !plain.is_empty() && !plain.contains(ESC),
            "{args:?}: {plain}"
        );
        // The same text either way: colour only wraps words in escapes.
        let stripped = strip_ansi(&coloured);
        assert_eq!(stripped, plain, "{args:?}");
    }
    // scan paints each finding's label; the DISAGREE label is red.
    let (coloured, _) = both(
        &demo,
        &["scan", "--snapshots", "snapshots", "--checkout", "demo/src"],
    );
    assert!(
        coloured.contains("\u{1b}[31mDISAGREE\u{1b}[0m"),
        "{coloured}"
    );

    // crawl: a failed page is said in red (a closed port on loopback).
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let store = tempfile::tempdir().unwrap();
    let url = format!("http://127.0.0.1:{port}/docs/");
    let crawl = [
        "crawl",
        url.as_str(),
        "--retries",
        "0",
        "--snapshots",
        store.path().to_str().unwrap(),
    ];
    let (coloured, plain) = both(&demo, &crawl);
    assert!(
        coloured.contains("\u{1b}[31mfailed:\u{1b}[0m"),
        "{coloured}"
    );
    assert!(
        plain.contains("failed: ") && !plain.contains(ESC),
        "{plain}"
    );

    // fetch: a failed page's FAIL is red too.
    let fetch = [
        "fetch",
        url.as_str(),
        "--snapshots",
        store.path().to_str().unwrap(),
    ];
    let (coloured, plain) = both(&demo, &fetch);
    assert!(
        coloured.starts_with("\u{1b}[31mFAIL\u{1b}[0m "),
        "{coloured}"
    );
    assert!(
        plain.starts_with("FAIL ") && !plain.contains(ESC),
        "{plain}"
    );

    // Markdown evidence is a document to paste: never coloured.
    let (coloured, _) = both(&demo, &["evidence", "cli-last-20"]);
    assert!(!coloured.contains(ESC), "{coloured}");
}

/// `s` without ANSI SGR sequences.
fn strip_ansi(s: &str) -> String {
    let re = regex::Regex::new("\u{1b}\\[[0-9;]*m").unwrap();
    re.replace_all(s, "").into_owned()
}

#[test]
fn scan_with_a_baseline_wraps_to_the_terminal_width() {
    let demo = root();
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().join("baseline.json");
    let out = docdrift()
        .current_dir(&demo)
        .env("COLUMNS", "64")
        .args(["scan", "--snapshots", "snapshots", "--checkout", "demo/src"])
        .args(["--write-baseline", base.to_str().unwrap()])
        .output()
        .unwrap();
    let text = stdout(&out);
    assert!(text.contains("drift finding"), "{out:?}");
    let widest = text.lines().map(|l| l.chars().count()).max().unwrap();
    assert!(widest <= 64, "{widest}: {text}");
}

#[test]
fn extract_reads_standard_input_with_lang() {
    let src = "LIMIT = 8\nNAME = \"x\"\n";
    let out = docdrift()
        .args(["extract", "-", "--lang", "python"])
        .write_stdin(src)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let table = stdout(&out);
    let row = table.lines().find(|l| l.contains("LIMIT")).unwrap();
    assert!(row.contains("8 (int)") && row.contains(" -:1 "), "{table}");
    assert!(
        !table.contains("stdin"),
        "the temp file is never named: {table}"
    );

    // A selector in standard input (after `--`: it starts with a dash), as JSON.
    let out = docdrift()
        .args([
            "extract", "--lang", "python", "--format", "json", "--", "-::NAME",
        ])
        .write_stdin(src)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let j: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(j["results"][0]["selector"], "-::NAME");
    assert_eq!(j["results"][0]["file"], "-");
    assert_eq!(j["results"][0]["value"]["value"], "x");

    // YAML and a miss: exit 1, the nearest names, still `-`.
    let out = docdrift()
        .args(["extract", "--lang", "yaml", "--", "-::a.c"])
        .write_stdin("a:\n  b: 3\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("-: nothing named `-::a.c`"), "{err}");

    // No language: a usage error that says what to add.
    let out = docdrift()
        .args(["extract", "-"])
        .write_stdin(src)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("add --lang python|rust|yaml|toml|json"),
        "{err}"
    );
    // --lang with no `-`: also a usage error.
    let out = docdrift()
        .current_dir(root())
        .args(["extract", "demo/src/tern/config.py", "--lang", "rust"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
}

/// The demo project with `[scan]` and the given acceptances.
fn scan_project(accepts: &str) -> tempfile::TempDir {
    demo_project(&format!(
        "[scan]\nsnapshots = \"snapshots\"\ncheckout = \"demo/src\"\n\n{accepts}"
    ))
}

fn scan_in(dir: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    let out = docdrift()
        .current_dir(dir)
        .arg("scan")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        stdout(&out),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const ACCEPT_ALL_DRIFT: &str = "[[scan.accept]]\n\
    finding = \"disagree/compression.protect_last_n/*\"\n\
    reason = \"the example config is fixed in 2.4\"\nuntil = 2999-01-31\n\n\
    [[scan.accept]]\nfinding = \"disagree/Config::default.telemetry/1\"\n\
    reason = \"telemetry flips on in 3.0\"\n\n\
    [[scan.accept]]\nfinding = \"inconsistent/*\"\nreason = \"one layer goes in 2.5\"\n\n\
    [[scan.accept]]\nfinding = \"undocumented/*\"\nreason = \"internal key\"\n";

#[test]
fn accepted_scan_findings_show_in_every_format_and_pass() {
    let plain = scan_project("");
    let (code, before, _) = scan_in(plain.path(), &[]);
    assert_eq!(code, 1, "{before}");

    let p = scan_project(ACCEPT_ALL_DRIFT);
    let (code, table, _) = scan_in(p.path(), &[]);
    assert_eq!(code, 0, "every drift finding is accepted: {table}");
    assert!(
        table.contains("4 accepted in docdrift.toml (listed, not failing)"),
        "{table}"
    );
    assert!(table.contains("ACCEPTED  disagree/compression.protect_last_n/1"));
    assert!(table.contains("  accepted until 2999-01-31: the example config is fixed in 2.4"));
    assert!(!table.contains("DISAGREE  "), "{table}");

    let (_, json, _) = scan_in(p.path(), &["--format", "json"]);
    let j: Json = serde_json::from_str(&json).unwrap();
    assert_eq!(j["summary"]["accepted"], 4, "{json}");
    assert_eq!(j["summary"]["disagree"], 0);
    // Every other count stays as without acceptances (agreements are counted, not listed).
    let (_, json_before, _) = scan_in(plain.path(), &["--format", "json"]);
    let b: Json = serde_json::from_str(&json_before).unwrap();
    for k in ["claims", "agree", "error", "skipped"] {
        assert_eq!(j["summary"][k], b["summary"][k], "{k}");
    }
    assert_eq!(b["summary"]["disagree"], 4);
    let f = &j["findings"].as_array().unwrap()[0];
    assert!(f["accepted"].is_string(), "{f}");

    let (_, sarif, _) = scan_in(p.path(), &["--format", "sarif"]);
    let sarif: Json = serde_json::from_str(&sarif).unwrap();
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 4);
    for r in results {
        assert_eq!(r["suppressions"][0]["kind"], "external", "{r}");
    }
    let telemetry = results
        .iter()
        .find(|r| r["ruleId"].as_str().unwrap().contains("telemetry"))
        .unwrap();
    assert_eq!(
        telemetry["suppressions"][0]["justification"],
        "telemetry flips on in 3.0"
    );

    let (_, junit, _) = scan_in(p.path(), &["--format", "junit"]);
    assert!(
        junit.contains("failures=\"0\"") && junit.contains("skipped=\"4\""),
        "{junit}"
    );
    assert!(junit.contains("<skipped message=\"accepted in docdrift.toml: internal key\""));

    let (_, gh, _) = scan_in(p.path(), &["--format", "github"]);
    let annotations: Vec<&str> = gh.lines().filter(|l| l.starts_with("::")).collect();
    assert_eq!(annotations.len(), 4, "{gh}");
    assert!(
        annotations.iter().all(|l| l.starts_with("::notice ")),
        "{gh}"
    );
}

#[test]
fn an_expired_scan_acceptance_fails_again_and_says_so() {
    let p = scan_project(
        "[[scan.accept]]\nfinding = \"disagree/Config::default.telemetry/1\"\n\
         reason = \"was for 2.3\"\nuntil = 2020-01-31\n\n\
         [[scan.accept]]\nfinding = \"disagree/no-such/*\"\nreason = \"stale\"\n",
    );
    let (code, table, err) = scan_in(p.path(), &[]);
    assert_eq!(code, 1, "{table}");
    assert!(table.contains("1 whose acceptance in docdrift.toml ran out (failing again)"));
    assert!(
        table.contains("acceptance expired (until 2020-01-31): was for 2.3 — fails again"),
        "{table}"
    );
    assert!(table.contains("DISAGREE  disagree/Config::default.telemetry/1"));
    // An acceptance that matches nothing is named (and -q silences it).
    assert!(
        err.contains("scan.accept `disagree/no-such/*` in docdrift.toml matches no drift finding"),
        "{err}"
    );
    let (_, _, quiet) = scan_in(p.path(), &["-q"]);
    assert_eq!(quiet, "");

    let (_, json, _) = scan_in(p.path(), &["--format", "json"]);
    let j: Json = serde_json::from_str(&json).unwrap();
    assert_eq!(j["summary"]["accepted"].as_u64().unwrap_or(0), 0);
    let f = j["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == "disagree/Config::default.telemetry/1")
        .unwrap();
    assert!(f["accepted"].is_null());
    assert!(
        f["message"]
            .as_str()
            .unwrap()
            .ends_with("[acceptance expired (until 2020-01-31)]"),
        "{f}"
    );
    let (_, gh, _) = scan_in(p.path(), &["--format", "github"]);
    let line = gh.lines().find(|l| l.contains("telemetry")).unwrap();
    assert!(line.starts_with("::error "), "{line}");
}

#[test]
fn a_scan_acceptance_without_a_reason_is_refused_with_file_and_line() {
    let p = scan_project("[[scan.accept]]\nfinding = \"disagree/*\"\nreason = \"\"\n");
    let (code, _, err) = scan_in(p.path(), &[]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("docdrift.toml:6:11: scan.accept for `disagree/*`: give a reason"),
        "{err}"
    );
    let p = scan_project("[[scan.accept]]\nfinding = \"x\"\nreason = \"r\"\nuntil = \"soon\"\n");
    let (code, _, err) = scan_in(p.path(), &[]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("docdrift.toml:8"), "{err}");
}

#[test]
fn code_evidence_shows_the_source_line() {
    let demo = root();
    let out = docdrift()
        .current_dir(&demo)
        .args(["check", "--only", "cli-last-20", "--format", "json"])
        .output()
        .unwrap();
    let j: Json = serde_json::from_slice(&out.stdout).unwrap();
    let code = &j["findings"][0]["code"][0];
    assert_eq!(code["source"], "_MAX_TAIL_MESSAGE_FLOOR = 8", "{code}");
    assert_eq!(code["file"], "tern/agent/context_compressor.py");
    assert_eq!(code["line"], 17);

    let out = docdrift()
        .current_dir(&demo)
        .args(["check", "-v", "--only", "cli-last-20"])
        .env("COLUMNS", "120")
        .output()
        .unwrap();
    let table = stdout(&out);
    let lines: Vec<&str> = table.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("tern/agent/context_compressor.py:17"))
        .unwrap_or_else(|| panic!("{table}"));
    assert!(
        lines[at + 1].contains("_MAX_TAIL_MESSAGE_FLOOR = 8"),
        "{table}"
    );

    let out = docdrift()
        .current_dir(&demo)
        .args(["check", "--only", "cli-last-20", "--format", "markdown"])
        .output()
        .unwrap();
    let md = stdout(&out);
    assert!(
        md.contains("**Code**: `tern/agent/context_compressor.py:17`"),
        "{md}"
    );
    assert!(
        md.contains("```python\n_MAX_TAIL_MESSAGE_FLOOR = 8\n```"),
        "{md}"
    );
}

#[test]
fn a_failing_strings_claim_names_the_closest_literal() {
    let out = docdrift()
        .current_dir(root())
        .args([
            "check",
            "--only",
            "marker-sentence-in-code",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let j: Json = serde_json::from_slice(&out.stdout).unwrap();
    let f = &j["findings"][0];
    assert!(
        f["message"]
            .as_str()
            .unwrap()
            .ends_with("expected at least one; closest: tern/prompt_builder.py:71"),
        "{f}"
    );
    let details: Vec<&str> = f["details"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_str().unwrap())
        .collect();
    assert!(
        details.contains(
            &"closest string literal: tern/prompt_builder.py:71: \"%s was truncated; the full file stays readable with read_file\""
        ),
        "{details:?}"
    );
    assert!(
        details.contains(
            &"shared with it: `the full file.` (3 of 8 words); first divergence: docs: `Use file tools to read` / source: `%s was truncated;` at tern/prompt_builder.py:71"
        ),
        "{details:?}"
    );
    assert_eq!(f["code"][0]["line"], 71);
    assert_eq!(f["code"][0]["name"], "closest string literal (no match)");
}

/// The strings claim on real files of its own: the literal that shares the
/// longest run of words wins, and the divergence is after the run when the
/// needle starts with it.
#[test]
fn the_closest_literal_is_the_longest_shared_run() {
    let d = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(d.path().join("src")).unwrap();
    std::fs::write(
        d.path().join("src/a.py"),
        "A = \"keep the last ten messages\"\nB = \"keep the last 20 turns always\"\nC = \"unrelated\"\n",
    )
    .unwrap();
    std::fs::write(
        d.path().join("claims.toml"),
        "version = 1\n\n[target]\ncheckout = \"src\"\n\n[[claim]]\nid = \"s\"\nsays = \"x\"\n\
         docs = { value = \"keep the last 20 turns preserved\" }\n\
         code = { strings = { paths = [\"*.py\"], contains = \"keep the last 20 turns preserved\" } }\n\
         expect = \"present\"\n",
    )
    .unwrap();
    let out = docdrift()
        .current_dir(d.path())
        .args(["check", "--claims", "claims.toml", "--format", "json"])
        .output()
        .unwrap();
    let j: Json = serde_json::from_slice(&out.stdout).unwrap();
    let details = j["findings"][0]["details"].to_string();
    assert!(details.contains("closest string literal: a.py:2"), "{j}");
    assert!(
        details.contains("first divergence: docs: `preserved` / source: `always` at a.py:2"),
        "{details}"
    );
}

/// `-q` drops warnings and notes on stderr for every command that has them,
/// and nothing else: stdout and the exit code stay the same.
#[test]
fn quiet_means_the_same_for_every_command() {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(
        d.path().join("a.py"),
        "LIMIT = 8\ndef f(:\nNAME = \"the marker\"\ndef g():\n    h()\n",
    )
    .unwrap();
    for args in [
        &["extract", "a.py"][..],
        &["strings", ".", "--contains", "marker"][..],
        &["calls", ".", "g"][..],
        &["where", ".", "LIMIT"][..],
    ] {
        let run = |q: bool| {
            let mut c = docdrift();
            c.current_dir(d.path());
            if q {
                c.arg("-q");
            }
            c.args(args).output().unwrap()
        };
        let (loud, quiet) = (run(false), run(true));
        assert!(!loud.stderr.is_empty(), "{args:?} says something: {loud:?}");
        assert_eq!(
            String::from_utf8_lossy(&quiet.stderr),
            "",
            "{args:?} under -q"
        );
        assert_eq!(loud.stdout, quiet.stdout, "{args:?}");
        assert_eq!(loud.status.code(), quiet.status.code(), "{args:?}");
    }
}
