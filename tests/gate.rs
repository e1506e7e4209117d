//! The CI gate as a user runs it, through the `docdrift` binary: scan's
//! SARIF/annotation paths from the repository root, drafted claims that work
//! on another machine, accepted drift shown as such in every format, the
//! annotation limit, the PR-comment size, static docs builds, `init`, the
//! shared flags and the project config. Real files and real git repos in
//! temp dirs; nothing touches the network.

use assert_cmd::Command;
use serde_json::Value as Json;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn docdrift() -> Command {
    let mut c = Command::cargo_bin("docdrift").unwrap();
    c.env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("COLUMNS");
    c
}

fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn copy_dir(from: &Path, to: &Path) {
    for e in walkdir::WalkDir::new(from) {
        let e = e.unwrap();
        let rel = e.path().strip_prefix(from).unwrap();
        let dst = to.join(rel);
        if e.file_type().is_dir() {
            std::fs::create_dir_all(&dst).unwrap();
        } else {
            std::fs::copy(e.path(), &dst).unwrap();
        }
    }
}

fn git(dir: &Path, args: &[&str]) {
    let st = std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["-c", "user.name=t", "-c", "user.email=t@t"])
        .args(args)
        .output()
        .unwrap();
    assert!(st.status.success(), "git {args:?}: {st:?}");
}

/// A git repository holding the demo's markdown docs under `site/docs` and
/// its code under `app/src`, so checkout-relative and repo-relative paths differ.
fn demo_repo() -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    copy_dir(&root().join("demo/docs"), &d.path().join("site/docs"));
    copy_dir(&root().join("demo/src"), &d.path().join("app/src"));
    git(d.path(), &["init", "-q"]);
    d
}

// Item 1: scan's SARIF and annotations name files from the repository root.
#[test]
fn scan_sarif_and_github_paths_are_repo_relative() {
    let repo = demo_repo();
    let sub = repo.path().join("site");
    let out = docdrift()
        .current_dir(&sub)
        .args(["scan", "--docs", "docs", "--checkout", "../app/src"])
        .args(["--format", "sarif"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let sarif: Json = serde_json::from_slice(&out.stdout).unwrap();
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    assert!(!results.is_empty());
    let top = repo.path().canonicalize().unwrap();
    for r in results {
        let uri = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            .as_str()
            .unwrap();
        assert!(uri.starts_with("app/src/"), "{uri}");
        assert!(top.join(uri).is_file(), "{uri} is not a file in the repo");
    }
    let base = &sarif["runs"][0]["originalUriBaseIds"]["SRCROOT"]["uri"];
    assert!(
        base.as_str().unwrap().ends_with('/'),
        "SRCROOT names the repo root: {base}"
    );

    let out = docdrift()
        .current_dir(&sub)
        .args(["scan", "--docs", "docs", "--checkout", "../app/src"])
        .args(["--format", "github"])
        .output()
        .unwrap();
    let text = stdout(&out);
    let files: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split("file=").nth(1))
        .map(|r| r.split(',').next().unwrap())
        .collect();
    assert!(!files.is_empty(), "{text}");
    for f in files {
        assert!(top.join(f).is_file(), "annotation names {f}");
    }
}

// Item 2: the drafted claims file names the checkout relative to the
// project, so it works committed and run somewhere else.
#[test]
fn drafted_claims_work_after_the_project_moves() {
    let repo = demo_repo();
    std::fs::create_dir_all(repo.path().join("claims")).unwrap();
    let out = docdrift()
        .current_dir(repo.path())
        .args(["scan", "--docs", "site/docs", "--checkout", "app/src"])
        .args(["--write-claims", "claims/drafted.toml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let draft = std::fs::read_to_string(repo.path().join("claims/drafted.toml")).unwrap();
    assert!(draft.contains("checkout = \"app/src\""), "{draft}");
    assert!(draft.contains("docs_dir = \"site/docs\""), "{draft}");
    assert!(!draft.contains(&repo.path().display().to_string()));

    // "Another machine": the same tree somewhere else, the old one gone.
    let moved = tempfile::tempdir().unwrap();
    copy_dir(repo.path(), moved.path());
    drop(repo);
    let out = docdrift()
        .current_dir(moved.path())
        .args([
            "check",
            "--claims",
            "claims/drafted.toml",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "the planted drift, not a usage error: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["summary"]["error"], 0, "{report}");
    assert!(report["summary"]["disagree"].as_u64().unwrap() > 0);
}

/// The bundled demo (claims/demo.toml, snapshots/, demo/) copied into a
/// temp project with `config` as its docdrift.toml.
fn demo_project(config: &str) -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    for dir in ["snapshots", "demo"] {
        copy_dir(&root().join(dir), &d.path().join(dir));
    }
    std::fs::create_dir_all(d.path().join("claims")).unwrap();
    std::fs::copy(
        root().join("claims/demo.toml"),
        d.path().join("claims/demo.toml"),
    )
    .unwrap();
    std::fs::write(d.path().join("docdrift.toml"), config).unwrap();
    d
}

fn check_in(dir: &Path, args: &[&str]) -> (i32, String) {
    let out = docdrift()
        .current_dir(dir)
        .arg("check")
        .args(args)
        .output()
        .unwrap();
    (out.status.code().unwrap(), stdout(&out))
}

const ACCEPT_CLI_LAST_20: &str = "[check]\nclaims = \"claims/demo.toml\"\n\n\
    [[check.accept]]\nclaim = \"cli-last-20\"\nreason = \"docs fix waits for 2.4\"\n";

// Item 3: an accepted disagreement is shown as accepted in every format.
#[test]
fn accepted_drift_is_visible_in_every_format() {
    let plain = demo_project("[check]\nclaims = \"claims/demo.toml\"\n");
    let accepted = demo_project(ACCEPT_CLI_LAST_20);

    let (_, before) = check_in(plain.path(), &["--format", "json"]);
    let before: Json = serde_json::from_str(&before).unwrap();
    let (_, after) = check_in(accepted.path(), &["--format", "json"]);
    let after: Json = serde_json::from_str(&after).unwrap();
    let n = |j: &Json, k: &str| j["summary"][k].as_u64().unwrap_or(0);
    assert_eq!(n(&after, "disagree"), n(&before, "disagree") - 1);
    assert_eq!(n(&after, "accepted"), 1);
    let f = after["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == "cli-last-20")
        .unwrap();
    assert_eq!(f["verdict"], "disagree");
    assert_eq!(f["accepted"], "docs fix waits for 2.4");

    // Table: the summary counts it and the row says so.
    let (_, table) = check_in(accepted.path(), &["--format", "table"]);
    assert!(table.contains(", 1 accepted"), "{table}");
    let row = table.lines().find(|l| l.contains("cli-last-20 ")).unwrap();
    assert!(row.contains("accepted"), "{row}");
    let (_, table_before) = check_in(plain.path(), &["--format", "table"]);
    assert_ne!(table, table_before);

    // Markdown: the verdict column and the summary.
    let (_, md) = check_in(accepted.path(), &["--format", "markdown"]);
    assert!(
        md.lines()
            .any(|l| l.contains("`cli-last-20`") && l.contains("| **accepted** |")),
        "{md}"
    );
    assert!(md.contains("1 accepted"));

    // SARIF: a suppression of kind external with the reason.
    let (_, sarif) = check_in(accepted.path(), &["--format", "sarif"]);
    let sarif: Json = serde_json::from_str(&sarif).unwrap();
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    let r = results
        .iter()
        .find(|r| r["ruleId"] == "cli-last-20")
        .unwrap();
    assert_eq!(r["suppressions"][0]["kind"], "external");
    assert_eq!(
        r["suppressions"][0]["justification"],
        "docs fix waits for 2.4"
    );
    assert!(results
        .iter()
        .filter(|r| r["ruleId"] != "cli-last-20")
        .all(|r| r.get("suppressions").is_none()));

    // JUnit: <skipped> with the reason, not <failure>.
    let (_, junit) = check_in(accepted.path(), &["--format", "junit"]);
    let case = junit
        .split("<testcase")
        .find(|c| c.contains("name=\"cli-last-20\""))
        .unwrap();
    assert!(
        case.contains("<skipped message=\"accepted in docdrift.toml: docs fix waits for 2.4\""),
        "{case}"
    );
    assert!(!case.contains("<failure"), "{case}");

    // GitHub: a notice, not an error.
    let (_, gh) = check_in(accepted.path(), &["--format", "github"]);
    let line = gh
        .lines()
        .find(|l| l.contains("docdrift cli-last-20"))
        .unwrap();
    assert!(line.starts_with("::notice "), "{line}");
}

// Item 4: GitHub shows 10 annotations per level; the rest are counted.
#[test]
fn github_annotations_errors_first_within_the_limit() {
    let p = demo_project("[check]\nclaims = \"claims/demo.toml\"\n");
    let (_, json) = check_in(p.path(), &["--format", "json"]);
    let json: Json = serde_json::from_str(&json).unwrap();
    let disagree = json["summary"]["disagree"].as_u64().unwrap() as usize;
    assert!(disagree > 10, "the demo has more than 10 disagreements");

    let (code, gh) = check_in(p.path(), &["--format", "github"]);
    assert_eq!(code, 1);
    let levels: Vec<&str> = gh
        .lines()
        .filter_map(|l| l.strip_prefix("::"))
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(levels.iter().filter(|l| **l == "error").count(), 10);
    // Errors first: no error after any other level.
    let first_other = levels
        .iter()
        .position(|l| *l != "error")
        .unwrap_or(levels.len());
    assert!(
        levels[first_other..].iter().all(|l| *l != "error"),
        "{levels:?}"
    );
    let more = disagree - 10;
    assert!(
        gh.contains(&format!(
            "docdrift: {more} more error{} not annotated",
            if more == 1 { "" } else { "s" }
        )),
        "{gh}"
    );
    assert!(gh.lines().last().unwrap().starts_with("docdrift: "));
}

// Item 7: --changed-only's help says the exit code stays the run's, and its
// first Markdown report fits one PR comment.
#[test]
fn changed_only_help_and_markdown_size() {
    let help = stdout(&docdrift().args(["check", "--help"]).output().unwrap());
    let para = help.split("--changed-only").nth(1).unwrap();
    let para = &para[..para.find("--state").unwrap()];
    assert!(!para.contains("exit 0"), "{para}");
    assert!(para.contains("1 while any claim disagrees"), "{para}");

    let p = demo_project("[check]\nclaims = \"claims\"\n");
    std::fs::copy(
        root().join("claims/hermes-agent.toml"),
        p.path().join("claims/hermes-agent.toml"),
    )
    .unwrap();
    let (code, md) = check_in(p.path(), &["--changed-only", "--format", "markdown", "-q"]);
    assert_eq!(code, 1, "drift remains, whatever is listed");
    // GitHub's limit is 65,536 characters; the report keeps its 50,000-byte
    // budget (room for a bot's header). Unbudgeted, this run is ~57,000.
    assert!(md.len() <= 50_000, "{} bytes", md.len());
    assert!(md.starts_with("## docdrift: "));
    assert!(md.contains("| Claim | Verdict |"), "the table is kept");
    // The second run lists nothing, prints nothing, and still exits 1.
    let (code, out) = check_in(p.path(), &["--changed-only", "--format", "markdown", "-q"]);
    assert_eq!((code, out.as_str()), (1, ""));
}

// Item 8: --docs-base DIR reads `/docs/x` as a static host serves it:
// `x.html` (the demo's build) or `x/index.html` (a Docusaurus build).
#[test]
fn docs_base_dir_maps_pages_like_a_static_host() {
    let p = demo_project("[check]\nclaims = \"claims/demo.toml\"\n");
    let (_, snap) = check_in(p.path(), &["--format", "json"]);
    let snap: Json = serde_json::from_str(&snap).unwrap();
    let verdicts = |j: &Json| -> Vec<(String, String)> {
        j["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| (f["id"].to_string(), f["verdict"].to_string()))
            .collect()
    };
    // The demo build: `docs/user-guide/cli` is `cli.html`.
    let (code, built) = check_in(p.path(), &["--docs-base", "demo/site", "--format", "json"]);
    assert_eq!(code, 1);
    let built: Json = serde_json::from_str(&built).unwrap();
    assert_eq!(
        verdicts(&built),
        verdicts(&snap),
        "same verdicts as the snapshots"
    );

    // The same pages laid out as Docusaurus does: `cli/index.html`.
    let site = p.path().join("docusaurus");
    for e in walkdir::WalkDir::new(p.path().join("demo/site")) {
        let e = e.unwrap();
        let rel = e.path().strip_prefix(p.path().join("demo/site")).unwrap();
        let s = rel.to_string_lossy();
        if e.file_type().is_dir() {
            continue;
        }
        let dst = match s.strip_suffix(".html") {
            Some(stem) if stem != "index" && !stem.ends_with("/index") => {
                site.join(stem).join("index.html")
            }
            _ => site.join(rel),
        };
        std::fs::create_dir_all(dst.parent().unwrap()).unwrap();
        std::fs::copy(e.path(), dst).unwrap();
    }
    let (code, docu) = check_in(p.path(), &["--docs-base", "docusaurus", "--format", "json"]);
    assert_eq!(code, 1);
    let docu: Json = serde_json::from_str(&docu).unwrap();
    assert_eq!(verdicts(&docu), verdicts(&snap));
}

// Item 9: `scan --checkout .` does not read docdrift's own claims files,
// snapshot store or config as the project's code.
#[test]
fn scan_of_the_project_root_skips_docdrift_files() {
    let p = demo_project("[check]\nclaims = \"claims/demo.toml\"\n");
    let run = |checkout: &str| -> Json {
        let out = docdrift()
            .current_dir(p.path())
            .args(["scan", "--docs", "demo/docs", "--checkout", checkout])
            .args(["--format", "json", "--all"])
            .output()
            .unwrap();
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let files = |j: &Json| -> Vec<String> {
        j["findings"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|f| f["code"].as_array().unwrap().clone())
            .map(|c| c["file"].as_str().unwrap().to_string())
            .collect()
    };
    let whole = run(".");
    let read = files(&whole);
    assert!(!read.is_empty());
    for f in &read {
        assert!(
            !f.starts_with("claims/") && !f.starts_with("snapshots/") && f != "docdrift.toml",
            "read {f} as code"
        );
    }
    // The same findings as scanning the code directory alone.
    let code = run("demo/src");
    assert_eq!(whole["summary"], code["summary"]);
}

/// Every file under `dir` with its bytes, by relative path.
fn tree(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let rel = e.path().strip_prefix(dir).unwrap().display().to_string();
            (rel, std::fs::read(e.path()).unwrap())
        })
        .collect()
}

// Item 10: refreshing the unchanged demo site leaves the shipped snapshots
// exactly as committed: nothing deleted, nothing added, no lock left.
#[test]
fn demo_refresh_leaves_the_snapshots_as_shipped() {
    let copy = tempfile::tempdir().unwrap();
    copy_dir(&root().join("snapshots"), copy.path());
    let before = tree(copy.path());
    let out = std::process::Command::new("bash")
        .arg(root().join("demo/refresh.sh"))
        .env("SNAPSHOTS", copy.path())
        .env("DOCDRIFT_BIN", env!("CARGO_BIN_EXE_docdrift"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("refresh: 0 of 7 pages changed"));
    let after = tree(copy.path());
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>()
    );
    assert!(before == after, "a record changed");

    // .gitignore covers what runs leave behind.
    let ignore = std::fs::read_to_string(root().join(".gitignore")).unwrap();
    for p in [
        "snapshots/.docdrift.lock",
        "fuzz-out/",
        "snapshots/.check-state.json",
    ] {
        assert!(ignore.lines().any(|l| l == p), "{p} not in .gitignore");
    }
}

// Item 5: colour, width, -q/-v and `-` for stdin behave the same for every command.
#[test]
fn shared_flags_mean_the_same_for_every_command() {
    let demo = root();
    let widest = |s: &str| s.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    // Width: `extract` wraps to $COLUMNS like `check`.
    let out = docdrift()
        .current_dir(&demo)
        .env("COLUMNS", "60")
        .args(["extract", "demo/src/tern-core/src/lib.rs"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(widest(&stdout(&out)) <= 60, "{}", stdout(&out));
    let out = docdrift()
        .current_dir(&demo)
        .env("COLUMNS", "70")
        .args(["scan", "--snapshots", "snapshots", "--checkout", "demo/src"])
        .output()
        .unwrap();
    assert!(widest(&stdout(&out)) <= 70, "{}", stdout(&out));

    // Colour: --color always colours every command's table, never never.
    for args in [
        &["extract", "demo/src/tern-core/src/lib.rs"][..],
        &["provenance", "demo/src/tern-core/src/lib.rs"][..],
        &["strings", "demo/src", "--contains", "truncated"][..],
    ] {
        let coloured = docdrift()
            .current_dir(&demo)
            .args(["--color", "always"])
            .args(args)
            .output()
            .unwrap();
        assert!(stdout(&coloured).contains("\u{1b}["), "{args:?}");
        let plain = docdrift()
            .current_dir(&demo)
            .args(args)
            .args(["--color", "never"])
            .env("CLICOLOR_FORCE", "1")
            .output()
            .unwrap();
        assert!(!stdout(&plain).contains("\u{1b}["), "{args:?}");
    }

    // -v: count explains every hit (what --explain does), check lists every claim.
    let page = "<p>keep the <b>last</b> 20</p>";
    let count = |extra: &[&str]| {
        let out = docdrift()
            .args(["count", "-", "-p", "last 20"])
            .args(extra)
            .write_stdin(page)
            .output()
            .unwrap();
        stdout(&out)
    };
    assert_eq!(count(&["-v"]), count(&["--explain"]));
    assert_ne!(count(&["-v"]), count(&[]));
    // -q: scan's notes go.
    let notes = |q: bool| {
        let mut c = docdrift();
        c.current_dir(&demo)
            .args(["scan", "--snapshots", "snapshots", "--checkout", "."]);
        if q {
            c.arg("-q");
        }
        String::from_utf8_lossy(&c.output().unwrap().stderr).into_owned()
    };
    assert_eq!(notes(true), "");

    // `-` reads standard input where an input is a file.
    let out = docdrift()
        .args(["text", "-"])
        .write_stdin("<p>a <code>b</code> c</p><script>x</script>")
        .output()
        .unwrap();
    assert_eq!(stdout(&out), "a b c\n");
    let out = docdrift()
        .args(["text", "-"])
        .write_stdin("# Title\n\nsome *text*\n")
        .output()
        .unwrap();
    assert_eq!(stdout(&out), "Title\n\nsome text\n");
    let claims = std::fs::read_to_string(demo.join("claims/demo.toml")).unwrap();
    let out = docdrift()
        .current_dir(&demo)
        .args([
            "check",
            "--claims",
            "-",
            "--only",
            "cli-last-20",
            "--format",
            "json",
        ])
        .write_stdin(claims)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let j: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(j["findings"][0]["id"], "cli-last-20");
}

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
