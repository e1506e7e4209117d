//! The CI gate as a user runs it, through the `docdrift` binary: scan's
//! SARIF/annotation paths from the repository root, drafted claims that work
//! on another machine, accepted drift shown as such in every format, the
//! annotation limit, the PR-comment size, static docs builds, the shared
//! flags and the demo refresh (#29 items 1–10). Real files and git repos in
//! temp dirs; nothing touches the network.

use serde_json::Value as Json;
use std::path::Path;

use crate::gate_util::*;

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
