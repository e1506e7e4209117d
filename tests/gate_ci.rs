//! The CI surface through the `docdrift` binary: `init`, `[scan]` in
//! docdrift.toml, man pages, several reports from one run, the composite
//! Action and its hooks, and the smaller fixes of #29 item 12. Real files,
//! temp dirs and the built binary; no network.

use serde_json::Value as Json;
use std::path::{Path, PathBuf};

use crate::gate_util::*;

// Item 6: `init` starts a project that `check` and `scan` run with no
// flags, and never replaces a file.
#[test]
fn init_writes_config_and_claims_and_never_overwrites() {
    let p = demo_project("");
    std::fs::remove_file(p.path().join("docdrift.toml")).unwrap();
    std::fs::remove_dir_all(p.path().join("claims")).unwrap();
    let init = |args: &[&str]| {
        docdrift()
            .current_dir(p.path())
            .arg("init")
            .args(args)
            .output()
            .unwrap()
    };
    let out = init(&["--docs", "demo/docs", "--checkout", "demo/src"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let config = std::fs::read_to_string(p.path().join("docdrift.toml")).unwrap();
    assert!(
        config.contains("[scan]\ndocs = \"demo/docs\"\ncheckout = \"demo/src\""),
        "{config}"
    );
    assert!(
        config.lines().filter(|l| l.starts_with('#')).count() > 5,
        "commented"
    );
    let drafted = std::fs::read_to_string(p.path().join("claims/drafted.toml")).unwrap();

    // check and scan run from the config alone.
    let (code, json) = check_in(p.path(), &["--format", "json"]);
    assert_eq!(code, 1, "{json}");
    let j: Json = serde_json::from_str(&json).unwrap();
    assert_eq!(j["summary"]["error"], 0);
    let out = docdrift()
        .current_dir(p.path())
        .args(["scan", "--format", "json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");

    // A second init keeps both files and says so.
    std::fs::write(
        p.path().join("docdrift.toml"),
        format!("{config}\n# mine\n"),
    )
    .unwrap();
    let out = init(&["--docs", "demo/docs", "--checkout", "demo/src"]);
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("kept") && err.contains("docdrift.toml"),
        "{err}"
    );
    assert!(std::fs::read_to_string(p.path().join("docdrift.toml"))
        .unwrap()
        .ends_with("# mine\n"));
    assert_eq!(
        std::fs::read_to_string(p.path().join("claims/drafted.toml")).unwrap(),
        drafted
    );

    // With nothing given: a commented example claims file that parses.
    let empty = tempfile::tempdir().unwrap();
    let out = docdrift()
        .current_dir(empty.path())
        .arg("init")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(empty.path().join("claims/example.toml").is_file());
    std::fs::create_dir(empty.path().join("src")).unwrap();
    let (code, out) = check_in(empty.path(), &["--format", "json"]);
    assert_eq!(code, 0, "{out}");
}

// Item 6: [scan] in docdrift.toml configures scan and no longer breaks
// check; exclude globs leave code out.
#[test]
fn scan_table_in_docdrift_toml() {
    let p = demo_project(
        "[check]\nclaims = \"claims/demo.toml\"\n\n[scan]\ndocs = \"demo/docs\"\ncheckout = \"demo/src\"\n",
    );
    let (code, _) = check_in(p.path(), &["--format", "json"]);
    assert_eq!(code, 1, "a [scan] table does not make check fail");
    let scan = |extra: &str| -> Json {
        let cfg = format!("[scan]\ndocs = \"demo/docs\"\ncheckout = \"demo/src\"\n{extra}");
        std::fs::write(p.path().join("docdrift.toml"), cfg).unwrap();
        let out = docdrift()
            .current_dir(p.path())
            .args(["scan", "--format", "json", "--all"])
            .output()
            .unwrap();
        serde_json::from_slice(&out.stdout).unwrap_or_else(|_| panic!("{out:?}"))
    };
    let all = scan("");
    let files = |j: &Json| -> Vec<String> {
        j["findings"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|f| f["code"].as_array().unwrap().clone())
            .map(|c| c["file"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(files(&all).iter().any(|f| f == "tern/config.py"));
    let less = scan("exclude = [\"tern/config.py\"]\n");
    assert!(
        !files(&less).iter().any(|f| f == "tern/config.py"),
        "{less}"
    );
    assert!(!files(&less).is_empty());
    // A bad glob names the file and line.
    std::fs::write(
        p.path().join("docdrift.toml"),
        "[scan]\ncheckout = \"demo/src\"\nexclude = [\"a/**[\"]\n",
    )
    .unwrap();
    let out = docdrift()
        .current_dir(p.path())
        .args(["scan", "--docs", "demo/docs"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("docdrift.toml:3:"),
        "{out:?}"
    );
}

// Item 6: man pages carry EXIT STATUS, ENVIRONMENT, FILES and EXAMPLES and
// groff reads them without a warning.
#[test]
fn man_pages_have_the_usual_sections_and_no_groff_warnings() {
    let dir = tempfile::tempdir().unwrap();
    let out = docdrift()
        .args(["man", "--out-dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let check = std::fs::read_to_string(dir.path().join("docdrift-check.1")).unwrap();
    for s in ["EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES"] {
        assert!(
            check.contains(&format!(".SH \"{s}\"")) || check.contains(&format!(".SH {s}")),
            "{s}"
        );
    }
    assert!(check.is_ascii());
    let groff = std::process::Command::new("groff").arg("-v").output();
    if groff.is_err() {
        eprintln!("groff not installed: warnings not checked");
        return;
    }
    for e in std::fs::read_dir(dir.path()).unwrap() {
        let path = e.unwrap().path();
        let out = std::process::Command::new("groff")
            .args(["-man", "-ww", "-z"])
            .arg(&path)
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "",
            "{}",
            path.display()
        );
    }
}

// One run, several reports: `--output FORMAT:FILE` (what the Action uses).
#[test]
fn one_check_writes_several_formats() {
    let p = demo_project("[check]\nclaims = \"claims/demo.toml\"\n");
    let (code, gh) = check_in(
        p.path(),
        &[
            "--format",
            "github",
            "-o",
            "sarif:out.sarif",
            "-o",
            "markdown:out.md",
            "-o",
            "junit:out.xml",
        ],
    );
    assert_eq!(code, 1);
    assert!(gh.starts_with("::error "), "{gh}");
    let sarif: Json =
        serde_json::from_str(&std::fs::read_to_string(p.path().join("out.sarif")).unwrap())
            .unwrap();
    assert_eq!(sarif["version"], "2.1.0");
    let md = std::fs::read_to_string(p.path().join("out.md")).unwrap();
    assert!(md.starts_with("## docdrift: "));
    let xml = std::fs::read_to_string(p.path().join("out.xml")).unwrap();
    assert!(xml.contains("<testsuites"));
    let out = docdrift()
        .current_dir(p.path())
        .args(["check", "-o", "a.json", "-o", "b.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("FORMAT:FILE"));
}

/// A step of action.yml by id, as docdrift's own `extract` reads the YAML:
/// (name → string value) for its scalar keys.
fn action_step(id: &str) -> std::collections::BTreeMap<String, String> {
    let out = docdrift()
        .current_dir(root())
        .args(["extract", "action.yml::runs.steps", "--format", "json"])
        .output()
        .unwrap();
    let j: Json = serde_json::from_slice(&out.stdout).unwrap();
    let steps = j["results"][0]["value"]["value"].as_array().unwrap();
    let map = |s: &Json| -> std::collections::BTreeMap<String, String> {
        s["value"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|kv| {
                Some((
                    kv[0].as_str()?.to_string(),
                    kv[1]["value"].as_str()?.to_string(),
                ))
            })
            .collect()
    };
    steps
        .iter()
        .map(map)
        .find(|m| m.get("id").map(String::as_str) == Some(id))
        .unwrap_or_else(|| panic!("no step {id}"))
}

/// Run action.yml's `check` step script as the runner would, in `dir`.
fn run_action_check(dir: &Path, event: &str, bin_dir: &Path) -> (String, String, String, String) {
    let script = action_step("check")["run"].clone();
    let runner = tempfile::tempdir().unwrap();
    let output = runner.path().join("output");
    let summary = runner.path().join("summary");
    let path = format!("{}:{}", bin_dir.display(), std::env::var("PATH").unwrap());
    let out = std::process::Command::new("bash")
        .args(["-e", "-c", &script])
        .current_dir(dir)
        .env("PATH", path)
        .env("RUNNER_TEMP", runner.path())
        .env("GITHUB_OUTPUT", &output)
        .env("GITHUB_STEP_SUMMARY", &summary)
        .env("CLAIMS", "claims/demo.toml")
        .env("ARGS", "")
        .env("EVENT", event)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let output = std::fs::read_to_string(&output).unwrap_or_default();
    let sarif = output
        .lines()
        .find_map(|l| l.strip_prefix("sarif="))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .unwrap_or_default();
    (
        stdout(&out),
        output,
        std::fs::read_to_string(&summary).unwrap_or_default(),
        sarif,
    )
}

// The composite Action: installs with --locked, evaluates once, gives
// annotations, SARIF and the Markdown summary, and passes --untrusted on
// pull requests.
#[test]
fn the_action_checks_once_and_is_untrusted_on_pull_requests() {
    let action = std::fs::read_to_string(root().join("action.yml")).unwrap();
    assert!(action.contains("using: composite"));
    assert!(action.contains("cargo install --locked --git"));
    assert!(action.contains("actions/cache@v4"));
    assert!(action.contains("upload-sarif@v3"));
    assert_eq!(
        action.matches("docdrift \"${args[@]}\"").count(),
        1,
        "one evaluation"
    );

    // The real binary, on a push: annotations, reports and the exit code.
    let p = demo_project("");
    std::fs::remove_file(p.path().join("docdrift.toml")).unwrap();
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_docdrift"));
    let (stdout, output, summary, sarif) =
        run_action_check(p.path(), "push", bin.parent().unwrap());
    assert!(stdout.starts_with("::error "), "{stdout}");
    assert!(output.contains("exit-code=1\n"), "{output}");
    let sarif: Json = serde_json::from_str(&sarif).unwrap();
    assert_eq!(sarif["version"], "2.1.0");
    assert!(summary.starts_with("## docdrift: "), "{summary}");

    // On a pull request the same step adds --untrusted (a stand-in docdrift
    // records its arguments).
    let fake = tempfile::tempdir().unwrap();
    let argv = fake.path().join("argv");
    let script = format!("#!/bin/sh\nprintf '%s\\n' \"$@\" > '{}'\n", argv.display());
    let exe = fake.path().join("docdrift");
    std::fs::write(&exe, script).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
    for (event, untrusted) in [("pull_request", true), ("push", false), ("schedule", false)] {
        run_action_check(p.path(), event, fake.path());
        let args = std::fs::read_to_string(&argv).unwrap();
        assert_eq!(
            args.lines().any(|a| a == "--untrusted"),
            untrusted,
            "{event}: {args}"
        );
        assert_eq!(args.lines().next(), Some("check"));
    }

    // The example workflow uses the Action; the hooks file names its hooks.
    let wf = std::fs::read_to_string(root().join(".github/workflows/docdrift.yml")).unwrap();
    assert!(wf.contains("uses: ./"), "{wf}");
    assert!(
        !wf.contains("docdrift check --") && !wf.contains("cargo install"),
        "the workflow evaluates the claims only through the Action"
    );
    let hooks = std::fs::read_to_string(root().join(".pre-commit-hooks.yaml")).unwrap();
    for h in [
        "id: docdrift-check",
        "entry: docdrift check",
        "language: rust",
    ] {
        assert!(hooks.contains(h), "{h}");
    }
}

// Item 12: values that differ only late are cut where they differ, and a
// single page lists every phrase, hit or not.
#[test]
fn table_cells_show_the_difference_and_count_lists_every_phrase() {
    let d = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(d.path().join("docs")).unwrap();
    std::fs::create_dir_all(d.path().join("src")).unwrap();
    std::fs::write(d.path().join("src/m.py"), "LIMIT = 9223372036854775807\n").unwrap();
    std::fs::write(
        d.path().join("docs/x.md"),
        "The limit is 9223372036854775806.\n",
    )
    .unwrap();
    std::fs::write(
        d.path().join("c.toml"),
        "version = 1\n[target]\ncheckout = \"src\"\ndocs_dir = \"docs\"\n\n[[claim]]\nid = \"limit\"\nsays = \"the limit\"\ndocs = { page = \"x.md\", regex = 'limit is (?P<value>\\d+)' }\ncode = { select = \"m.py::LIMIT\" }\n",
    )
    .unwrap();
    let (code, table) = check_in(d.path(), &["--claims", "c.toml"]);
    assert_eq!(code, 1, "{table}");
    let row = table.lines().find(|l| l.contains("limit ")).unwrap();
    assert!(row.contains("…806") && row.contains("…807"), "{row}");

    let out = docdrift()
        .current_dir(d.path())
        .args(["count", "docs/x.md", "-p", "limit", "-p", "no such phrase"])
        .output()
        .unwrap();
    let t = stdout(&out);
    assert!(t.contains("no such phrase"), "{t}");
}

// Item 12: diff with nothing to list prints the counts, not an empty table.
#[test]
fn diff_with_nothing_changed_prints_no_empty_table() {
    let out = docdrift()
        .current_dir(root())
        .args(["diff", "--snapshots", "snapshots"])
        .output()
        .unwrap();
    let t = stdout(&out);
    assert!(!t.contains('┌') && !t.contains("+--"), "{t}");
    assert!(t.contains("pages: "), "{t}");
}

// Item 12: `check --fetch` into an empty store does not claim to have read
// a previous snapshot.
#[test]
fn failed_fetch_into_an_empty_store_says_there_is_no_snapshot() {
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let d = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(d.path().join("src")).unwrap();
    std::fs::write(d.path().join("src/m.py"), "LIMIT = 8\n").unwrap();
    std::fs::write(
        d.path().join("c.toml"),
        format!("version = 1\n[target]\ndocs = \"http://127.0.0.1:{port}/\"\ncheckout = \"src\"\n[pages]\nx = \"docs/x\"\n\n[[claim]]\nid = \"limit\"\nsays = \"the limit\"\ndocs = {{ page = \"x\", regex = 'limit (?P<value>\\d+)' }}\ncode = {{ select = \"m.py::LIMIT\" }}\n"),
    )
    .unwrap();
    let out = docdrift()
        .current_dir(d.path())
        .args(["check", "--fetch", "--claims", "c.toml", "--snapshots", "."])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("read its previous snapshot"), "{err}");
    assert!(err.contains("no earlier snapshot"), "{err}");
    assert_eq!(out.status.code(), Some(3), "{err}");
}

// Item 2, local HTML build: the draft names pages relative to docs_dir (no
// file:// URL of this machine) and still checks after the project moves.
#[test]
fn drafted_claims_over_an_html_build_work_after_the_project_moves() {
    let d = tempfile::tempdir().unwrap();
    copy_dir(&root().join("demo"), &d.path().join("demo"));
    let out = docdrift()
        .current_dir(d.path())
        .args(["scan", "--docs", "demo/site", "--checkout", "demo/src"])
        .args(["--write-claims", "drafted.toml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let draft = std::fs::read_to_string(d.path().join("drafted.toml")).unwrap();
    assert!(!draft.contains("file://"), "{draft}");
    assert!(!draft.contains(&d.path().display().to_string()), "{draft}");
    let moved = tempfile::tempdir().unwrap();
    copy_dir(d.path(), moved.path());
    drop(d);
    let (code, json) = check_in(
        moved.path(),
        &["--claims", "drafted.toml", "--format", "json"],
    );
    assert_eq!(code, 1, "{json}");
    let j: Json = serde_json::from_str(&json).unwrap();
    assert_eq!(j["summary"]["error"], 0, "{json}");
}
