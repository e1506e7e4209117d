//! The command line as users meet it in terminals, cron and CI (issue 13):
//! usage errors exit 2 before any I/O and write nothing; colour and width
//! follow `--color`, NO_COLOR and CLICOLOR_FORCE; `check` prints a compact
//! table by default and a PR-sized Markdown report; the `--changed-only`
//! exit-code contract; SARIF and GitHub paths relative to the repository;
//! `--docs-base`. Every test runs the real binary in a temp directory.

use crate::util::{git, write};
use docdrift_serve::{ServeOptions, Server};
use std::path::{Path, PathBuf};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Run docdrift in `dir` with a clean colour environment plus `env`.
fn run_env(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut cmd = crate::util::docdrift();
    cmd.current_dir(dir)
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("COLUMNS");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

fn run(dir: &Path, args: &[&str]) -> Run {
    run_env(dir, args, &[])
}

/// Every path under `dir`, for "wrote nothing" assertions.
fn tree(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .map(|e| e.unwrap().into_path())
        .collect();
    v.sort();
    v
}

/// A served site whose `a.html` says "The limit is 8 rows", and a project
/// whose claims file checks it against `lim.py::LIMIT` (claim `a`), plus
/// `extra_claims`. Returns the site dir, its server and the project dir.
fn limit_project(py: &str, extra_claims: &str) -> (tempfile::TempDir, Server, tempfile::TempDir) {
    let site = tempfile::tempdir().unwrap();
    write(
        &site.path().join("a.html"),
        "<html><body><p>The limit is <code>8</code> rows.</p></body></html>",
    );
    let server = Server::start(site.path(), "127.0.0.1:0", ServeOptions::default()).unwrap();
    let work = tempfile::tempdir().unwrap();
    write(&work.path().join("src/lim.py"), py);
    write(
        &work.path().join("c.toml"),
        &format!(
            "version = 1\n[target]\ndocs = \"{}\"\ncheckout = \"src\"\n\n[[claim]]\nid = \"a\"\nsays = \"limit\"\ndocs = {{ page = \"a.html\", regex = 'limit is (?P<value>\\d+) rows' }}\ncode = {{ select = \"lim.py::LIMIT\" }}\n{extra_claims}",
            server.url()
        ),
    );
    (site, server, work)
}

/// A project of `n` value claims (`docs = { value }` against a Python
/// constant): claim i agrees unless `i % 3 == 0`. No pages, no network.
fn value_project(n: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut py = String::new();
    let mut claims = String::from("version = 1\n[target]\ncheckout = \"src\"\n");
    for i in 0..n {
        py.push_str(&format!("LIMIT_{i} = {i}\n"));
        let docs = if i % 3 == 0 { i + 1000 } else { i };
        claims.push_str(&format!(
            "\n[[claim]]\nid = \"limit-{i:03}-with-a-longish-identifier\"\nsays = \"limit {i} as documented in the configuration reference table\"\ndocs = {{ value = \"{docs}\" }}\ncode = {{ select = \"lim.py::LIMIT_{i}\" }}\n"
        ));
    }
    write(&dir.path().join("src/lim.py"), &py);
    write(&dir.path().join("claims/c.toml"), &claims);
    dir
}

// ------------------------------------------------------------ usage errors

#[test]
fn check_with_a_mistyped_snapshots_dir_is_one_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    write(
        &dir.path().join("c.toml"),
        "version = 1\n[target]\ndocs = \"http://127.0.0.1:1/\"\n\n[[claim]]\nid = \"a\"\nsays = \"x\"\ndocs = { page = \"a.html\", phrase = \"x\", html = 1 }\n\n[[claim]]\nid = \"b\"\nsays = \"y\"\ndocs = { page = \"b.html\", phrase = \"y\", html = 1 }\n",
    );
    let before = tree(dir.path());
    let r = run(
        dir.path(),
        &["check", "--claims", "c.toml", "--snapshots", "snapshotz"],
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("--snapshots snapshotz: no such directory"),
        "{}",
        r.stderr
    );
    assert_eq!(tree(dir.path()), before, "nothing written");
}

#[test]
fn check_with_a_mistyped_checkout_is_one_usage_error() {
    let p = value_project(33);
    let r = run(p.path(), &["check", "--checkout", "scr"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("--checkout scr: no such directory"));
    // The same project with the right path evaluates.
    assert_eq!(run(p.path(), &["check", "--checkout", "src"]).code, 1);
}

#[test]
fn diff_with_a_mistyped_snapshots_dir_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let r = run(dir.path(), &["diff", "--snapshots", "nonexist"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("nonexist"), "{}", r.stderr);
    assert!(tree(dir.path()).len() == 1, "nothing written");
}

#[test]
fn fetch_of_a_non_http_url_exits_2_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for url in ["htp://x", "not a url", "http://"] {
        let r = run(dir.path(), &["fetch", url]);
        assert_eq!(r.code, 2, "{url}: {}", r.stderr);
        assert!(r.stdout.is_empty());
        assert!(r.stderr.contains(&format!("{url:?}")), "{}", r.stderr);
    }
    // A good URL next to a bad one: still nothing is fetched or written.
    let r = run(dir.path(), &["fetch", "http://127.0.0.1:1/a", "htp://x"]);
    assert_eq!(r.code, 2);
    assert_eq!(tree(dir.path()).len(), 1, "no snapshots/ written");
}

#[test]
fn strings_refuses_yaml_with_a_message_that_agrees() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("x.yaml"), "a: \"limit\"\n");
    write(&dir.path().join("x.py"), "A = \"limit\"\n");
    let r = run(dir.path(), &["strings", "x.yaml", "--contains", "limit"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("x.yaml"), "{}", r.stderr);
    assert!(r.stderr.contains(".py") && r.stderr.contains(".rs"));
    // It must not list the type it just refused as accepted.
    assert!(!r.stderr.contains(".yaml,"), "{}", r.stderr);
    assert!(!r.stderr.contains(".yml"), "{}", r.stderr);
    // A missing path is input unavailable (3, as in `extract`), and a Python file works.
    let r = run(dir.path(), &["strings", "nope.py", "--contains", "x"]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stderr.starts_with("docdrift: error: nope.py: "),
        "{}",
        r.stderr
    );
    let r = run(dir.path(), &["strings", "x.py", "--contains", "limit"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("x.py:1"), "{}", r.stdout);
}

#[test]
fn crawl_with_an_off_host_scope_exits_2_before_any_lookup() {
    let dir = tempfile::tempdir().unwrap();
    // `.invalid` never resolves; a lookup would fail with exit 1, not 2.
    let r = run(
        dir.path(),
        &[
            "crawl",
            "http://docs.example.invalid/docs/",
            "--scope",
            "https://other.example.invalid/docs/",
        ],
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("--scope"), "{}", r.stderr);
    assert_eq!(tree(dir.path()).len(), 1, "no snapshots/ written");
    let r = run(dir.path(), &["crawl", "ftp://docs.example.invalid/"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
}

// ------------------------------------------------------------ colour, width

#[test]
fn colour_follows_the_flag_then_no_color_then_clicolor_force() {
    let p = value_project(6);
    let esc = |r: &Run| r.stdout.contains('\u{1b}');
    let dir = p.path();
    // Piped: plain by default.
    assert!(!esc(&run(dir, &["check"])));
    assert!(esc(&run(dir, &["check", "--color", "always"])));
    assert!(!esc(&run(dir, &["--color", "never", "check"])));
    assert!(esc(&run_env(dir, &["check"], &[("CLICOLOR_FORCE", "1")])));
    assert!(!esc(&run_env(dir, &["check"], &[("CLICOLOR_FORCE", "0")])));
    // NO_COLOR wins over CLICOLOR_FORCE; a flag wins over both.
    let both = [("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")];
    assert!(!esc(&run_env(dir, &["check"], &both)));
    assert!(esc(&run_env(dir, &["check", "--color=always"], &both)));
    // The verdict is what gets coloured.
    let r = run(dir, &["check", "--color", "always"]);
    assert!(r.stdout.contains("\u{1b}[38;5;9m disagree"), "{}", r.stdout);
    // Every command takes the flag.
    for sub in ["diff", "scan", "fetch", "strings", "serve", "crawl"] {
        let r = run(dir, &[sub, "--color", "never", "--help"]);
        assert_eq!(r.code, 0, "{sub}: {}", r.stderr);
    }
    assert_eq!(run(dir, &["check", "--color", "sometimes"]).code, 2);
}

#[test]
fn piped_tables_are_100_columns_unless_columns_says() {
    let p = value_project(30);
    // The table's lines (the summary below it is prose).
    let widest = |r: &Run| {
        r.stdout
            .lines()
            .filter(|l| l.starts_with(['┌', '│', '╞', '├', '└']))
            .map(|l| l.chars().count())
            .max()
            .unwrap()
    };
    let wide = run(p.path(), &["check"]);
    assert!(widest(&wide) <= 100, "{}", wide.stdout);
    // Ids are whole at 100 columns and cut to fit 50.
    assert!(wide.stdout.contains("limit-000-with-a-longish-identifier"));
    let narrow = run_env(p.path(), &["check"], &[("COLUMNS", "50")]);
    assert!(widest(&narrow) <= 50, "{}", narrow.stdout);
    assert!(widest(&narrow) < widest(&wide));
    assert!(!narrow
        .stdout
        .contains("limit-000-with-a-longish-identifier"));
    let r = run(p.path(), &["check", "-v"]);
    assert_eq!(widest(&r), 100, "{}", r.stdout);
}

// ------------------------------------------------------------ height

#[test]
fn default_check_is_one_line_per_problem_and_a_summary() {
    let p = value_project(60);
    let r = run(p.path(), &["check"]);
    assert_eq!(r.code, 1);
    // 20 disagreements: top border, header, separator, 20 rows, bottom
    // border, summary, hint.
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 3 + 20 + 1 + 2, "{}", r.stdout);
    assert_eq!(
        lines[lines.len() - 2],
        "60 claims: 40 agree, 20 disagree, 0 errors"
    );
    assert!(lines[lines.len() - 1].contains("-v"), "{}", r.stdout);
    assert!(r.stdout.contains("limit-000-with-a-longish-identifier"));
    assert!(
        r.stdout.contains("lim.py:1 "),
        "the code line: {}",
        r.stdout
    );
    assert!(!r.stdout.contains("limit-001"), "agreeing rows hidden");
    // -v (and --all) list every claim with its evidence.
    for flag in ["-v", "--all"] {
        let r = run(p.path(), &["check", flag]);
        assert!(r.stdout.contains("limit-001-with-a-longish-identifier"));
        assert!(r.stdout.lines().count() > 120, "{flag}");
    }
}

#[test]
fn markdown_for_a_pr_comment_stays_well_under_githubs_limit() {
    let p = value_project(300);
    let r = run(p.path(), &["check", "--format", "markdown"]);
    assert_eq!(r.code, 1);
    let md = &r.stdout;
    assert!(md.chars().count() < 60_000, "{} chars", md.chars().count());
    assert!(md.starts_with("## docdrift: 300 claims: 200 agree, 100 disagree, 0 errors\n"));
    // Summary table first, evidence folded, then the agreeing claims.
    let table = md.find("| Claim | Verdict |").unwrap();
    let evidence = md.find("<summary>Evidence for the 100 claims").unwrap();
    let agreeing = md.find("<summary>200 agreeing claims</summary>").unwrap();
    assert!(table < evidence && evidence < agreeing, "{md}");
    assert_eq!(
        md.matches("<details>").count(),
        md.matches("</details>").count()
    );
    // -v writes everything, past the budget.
    let all = run(p.path(), &["check", "--format", "markdown", "-v"]).stdout;
    assert!(all.len() > md.len());
    assert_eq!(all.matches("### `limit-").count(), 300);
}

// ------------------------------------------------------------ cron mode

#[test]
fn changed_only_exit_code_is_the_whole_runs() {
    let p = value_project(3); // claim 0 disagrees, 1 and 2 agree
    let dir = p.path();
    let args = [
        "check",
        "--changed-only",
        "--state",
        "state.json",
        "--format",
        "json",
    ];
    let r = run(dir, &args);
    assert_eq!(r.code, 1, "first run lists everything: {}", r.stdout);
    assert!(r.stdout.contains("new claim"));
    // Nothing changed: silent, but claim 0 still disagrees.
    let r = run(dir, &args);
    assert_eq!((r.code, r.stdout.as_str(), r.stderr.as_str()), (1, "", ""));
    // Only an agreeing claim changed (both sides moved together): it is
    // listed, and the exit code still says claim 0 disagrees.
    let py = std::fs::read_to_string(dir.join("src/lim.py")).unwrap();
    write(
        &dir.join("src/lim.py"),
        &py.replace("LIMIT_1 = 1", "LIMIT_1 = 7"),
    );
    let c = std::fs::read_to_string(dir.join("claims/c.toml")).unwrap();
    write(
        &dir.join("claims/c.toml"),
        &c.replace("value = \"1\"", "value = \"7\""),
    );
    let r = run(dir, &args);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(r.stdout.contains("limit-001"), "{}", r.stdout);
    assert!(!r.stdout.contains("limit-000"), "{}", r.stdout);
    // Fixed: listed once, exit 0; then silent and 0.
    write(
        &dir.join("claims/c.toml"),
        &std::fs::read_to_string(dir.join("claims/c.toml"))
            .unwrap()
            .replace("value = \"1000\"", "value = \"0\""),
    );
    let r = run(dir, &args);
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert!(
        r.stdout.contains("verdict disagree → agree"),
        "{}",
        r.stdout
    );
    let r = run(dir, &args);
    assert_eq!((r.code, r.stdout.as_str()), (0, ""));
}

#[test]
fn a_page_that_keeps_failing_is_reported_once_and_never_with_quiet() {
    let (site, _server, work) = limit_project("LIMIT = 8\n", "");
    let cron = ["check", "--fetch", "--changed-only", "--claims", "c.toml"];
    assert_eq!(run(work.path(), &cron).code, 0);
    std::fs::remove_file(site.path().join("a.html")).unwrap();
    // The night it starts failing: said once on stderr.
    let r = run(work.path(), &cron);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("a.html failed (HTTP 404)"),
        "{}",
        r.stderr
    );
    // The nights after: nothing at all, so cron sends no mail.
    let r = run(work.path(), &cron);
    assert_eq!((r.code, r.stdout.as_str(), r.stderr.as_str()), (0, "", ""));
    // --quiet: never on stderr, not even the first time (plain check).
    let r = run(
        work.path(),
        &["check", "--fetch", "--claims", "c.toml", "-q"],
    );
    assert_eq!(r.stderr, "");
    let r = run(work.path(), &["check", "--fetch", "--claims", "c.toml"]);
    assert!(r.stderr.contains("HTTP 404"), "{}", r.stderr);
}

/// A `--changed-only` run whose state file cannot be written fails after
/// evaluating, but first says the warnings it gathered, in the order they
/// arose, as it did before `check` became a library call. (A trailing slash
/// makes the rename fail even for root, where a read-only directory would not.)
#[test]
fn a_state_file_that_cannot_be_written_still_says_the_warnings_first() {
    let (_site, server, work) = limit_project(
        "LIMIT = 8\nOTHER = 1\n",
        "\n[[claim]]\nid = \"gone\"\nsays = \"a page that 404s\"\ndocs = { page = \"gone.html\", phrase = \"x\", text = 1 }\n",
    );
    // An acceptance of a claim that agrees: a warning before the refresh one.
    write(
        &work.path().join("docdrift.toml"),
        "[check]\nclaims = \"c.toml\"\n\n[[check.accept]]\nclaim = \"a\"\nreason = \"r\"\n",
    );
    std::fs::create_dir(work.path().join("st")).unwrap();
    let cron = [
        "check",
        "--fetch",
        "--changed-only",
        "--state",
        "st/state.json/",
    ];
    let r = run(work.path(), &cron);
    // Exit 3, evidence unavailable: a write that fails is not a usage error (issue 34).
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    let gone = format!("{}gone.html", server.url());
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(
        lines[..3],
        [
            "docdrift: claim `a` agrees now; remove its acceptance from docdrift.toml",
            // Never fetched before: there is no snapshot to fall back on (#29).
            format!("docdrift: fetching {gone} failed (HTTP 404) and there is no earlier snapshot of it; the claims reading it are errors")
                .as_str(),
            "docdrift: error: writing st/state.json/",
        ],
        "{}",
        r.stderr
    );
    assert!(lines[3].starts_with("  caused by: "), "{}", r.stderr);
    assert_eq!(lines.len(), 4, "{}", r.stderr);
    // --quiet drops the warnings, never the error.
    let r = run(work.path(), &[&cron[..], &["-q"]].concat());
    assert_eq!(r.code, 3);
    assert!(
        r.stderr
            .starts_with("docdrift: error: writing st/state.json/\n"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 2, "{}", r.stderr);
    // Nothing was left behind in place of the state file.
    assert_eq!(tree(&work.path().join("st")), [work.path().join("st")]);
}

/// A site of two pages on 127.0.0.1: `/a.html` answers a page the first
/// time and an empty 200 after that (which the store refuses, keeping the
/// page), `/b.html` closes the connection without an answer. Returns the
/// base URL.
fn refusing_site() -> String {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}/", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        let mut a_served = false;
        for conn in listener.incoming() {
            let Ok(mut conn) = conn else { break };
            let mut head = Vec::new();
            let mut byte = [0u8; 1];
            while !head.ends_with(b"\r\n\r\n") {
                match conn.read(&mut byte) {
                    Ok(1) => head.push(byte[0]),
                    _ => break,
                }
            }
            if head.starts_with(b"GET /a.html ") {
                let body: &[u8] = if a_served { b"" } else { b"<p>x</p>" };
                a_served = true;
                let _ = write!(
                    conn,
                    "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                );
                let _ = conn.write_all(body);
            }
            // Anything else: dropped unanswered.
        }
    });
    base
}

/// `check --fetch` that stops partway (a page with no answer whose failure
/// record cannot be written) first says the snapshot it refused earlier in
/// the refresh, as it did before `check` became a library call; `--quiet`
/// keeps that line (a refused snapshot is always said).
#[test]
fn a_fetch_that_stops_partway_still_says_the_refused_snapshot_first() {
    let base = refusing_site();
    let work = tempfile::tempdir().unwrap();
    write(&work.path().join("src/lim.py"), "LIMIT = 8\n");
    write(
        &work.path().join("claims/c.toml"),
        &format!(
            "version = 1\n[target]\ndocs = \"{base}\"\ncheckout = \"src\"\n\n[[claim]]\nid = \"a\"\nsays = \"an empty page\"\ndocs = {{ page = \"a.html\", phrase = \"x\", text = 1 }}\n\n[[claim]]\nid = \"b\"\nsays = \"a page that never answers\"\ndocs = {{ page = \"b.html\", phrase = \"x\", text = 1 }}\n",
        ),
    );
    let a = format!("{base}a.html");
    let r = run(work.path(), &["fetch", &a]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // A file where b.html's page directory would go: its failure.json cannot
    // be written (even by root).
    let b = format!("{base}b.html");
    let dir = docdrift_core::pages::snapshot::Store::new("snapshots").dir_for(&b);
    write(&work.path().join("snapshots").join(&dir), "not a directory");
    let r = run(work.path(), &["check", "--fetch"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert_eq!(r.stdout, "");
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{}", r.stderr);
    assert!(
        lines[0].starts_with(&format!(
            "docdrift: {a}: HTTP 200 with an empty body; kept the snapshot fetched at "
        )),
        "{}",
        r.stderr
    );
    assert!(
        lines[1].starts_with(&format!(
            "docdrift: error: {}: ",
            Path::new("snapshots")
                .join(&dir)
                .join("failure.json")
                .display()
        )),
        "{}",
        r.stderr
    );
    assert!(lines[2].starts_with("  caused by: "), "{}", r.stderr);
    // --quiet: the same three lines (the kept snapshot is the same one).
    let q = run(work.path(), &["check", "--fetch", "-q"]);
    assert_eq!((q.code, q.stdout.as_str()), (2, ""));
    assert_eq!(q.stderr, r.stderr);
    // The library hands the same warning back with the error, which reads
    // as the store's error and keeps its cause.
    use docdrift_core::claims::run::{self, CheckOptions, RunError, RunOptions, Warning};
    let e = run::check(&CheckOptions::new(RunOptions {
        fetch: true,
        base_dir: Some(work.path().to_path_buf()),
        snapshots: Some(work.path().join("snapshots")),
        claims: Some(work.path().join("claims")),
        ..RunOptions::default()
    }))
    .unwrap_err();
    assert!(matches!(e, RunError::FetchStopped(_)), "{e:?}");
    match e.warnings() {
        [Warning::NotStored(w)] => assert_eq!(
            format!("docdrift: {w}"),
            lines[0],
            "the same refusal as the CLI said"
        ),
        other => panic!("expected one refused snapshot, got {other:?}"),
    }
    assert!(
        e.to_string()
            .ends_with(&lines[1][lines[1].find("/failure.json: ").unwrap()..]),
        "{e}"
    );
    assert_eq!(
        std::error::Error::source(&e).map(|c| format!("  caused by: {c}")),
        Some(lines[2].to_string())
    );
}

// ------------------------------------------------------------ SARIF, GitHub

#[test]
fn sarif_and_github_paths_are_relative_to_the_repository() {
    let repo = tempfile::tempdir().unwrap();
    let root = repo.path();
    git(root, &["init", "-q"]);
    write(&root.join("proj/src/lim.py"), "LIMIT = 8\n");
    write(&root.join("proj/docs/guide.md"), "The limit is 8 rows.\n");
    write(
        &root.join("proj/claims/c.toml"),
        "version = 1\n[target]\ncheckout = \"src\"\ndocs_dir = \"docs\"\n\n[[claim]]\nid = \"limit\"\nsays = \"limit\"\ndocs = { value = \"9\" }\ncode = { select = \"lim.py::LIMIT\" }\n\n[[claim]]\nid = \"phrase-only\"\nsays = \"the guide says 8 rows twice\"\ndocs = { page = \"guide.md\", phrase = \"8 rows\", text = 2 }\n",
    );
    // Run from the project directory, as a monorepo's CI job would.
    let dir = root.join("proj");
    let r = run(
        &dir,
        &["check", "--claims", "claims/c.toml", "--format", "sarif"],
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    let s: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let run0 = &s["runs"][0];
    let base = run0["originalUriBaseIds"]["SRCROOT"]["uri"]
        .as_str()
        .unwrap();
    let real_root = root.canonicalize().unwrap();
    assert_eq!(
        base,
        url::Url::from_directory_path(&real_root).unwrap().as_str()
    );
    let results = run0["results"].as_array().unwrap();
    assert_eq!(results.len(), 2, "{results:#?}");
    for res in results {
        let loc = &res["locations"][0]["physicalLocation"];
        let uri = loc["artifactLocation"]["uri"].as_str().unwrap();
        assert_eq!(loc["artifactLocation"]["uriBaseId"], "SRCROOT");
        assert!(real_root.join(uri).is_file(), "{uri} is a repository file");
        assert!(loc["region"]["startLine"].as_u64().unwrap() > 0, "{res}");
    }
    let uri = |i: usize| {
        results[i]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].clone()
    };
    assert_eq!(uri(0), "proj/src/lim.py");
    // The docs-only claim points at its line in the claims file.
    assert_eq!(uri(1), "proj/claims/c.toml");
    assert_eq!(
        results[1]["locations"][0]["physicalLocation"]["region"]["startLine"],
        12
    );
    for rule in run0["tool"]["driver"]["rules"].as_array().unwrap() {
        let help = rule["help"]["text"].as_str().unwrap();
        assert!(!help.contains(":0") && !help.contains("in :"), "{help}");
    }

    let r = run(
        &dir,
        &["check", "--claims", "claims/c.toml", "--format", "github"],
    );
    assert!(
        r.stdout
            .starts_with("::error file=proj/src/lim.py,line=1,title=docdrift limit::"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("::error file=proj/claims/c.toml,line=12,"),
        "{}",
        r.stdout
    );
}

#[test]
fn outside_a_git_repository_paths_are_relative_to_the_cwd() {
    let p = value_project(1);
    let r = run(p.path(), &["check", "--format", "github"]);
    assert!(
        r.stdout.starts_with("::error file=src/lim.py,line=1,"),
        "{}",
        r.stdout
    );
}

// ------------------------------------------------------------ --docs-base

#[test]
fn docs_base_runs_the_same_claims_against_another_build() {
    let site = tempfile::tempdir().unwrap();
    write(
        &site.path().join("guide/limits.html"),
        "<html><body><p>The limit is <code>8</code> rows.</p></body></html>",
    );
    write(
        &site.path().join("guide/index.html"),
        "<html><body><p>Guide: at most 8 rows.</p></body></html>",
    );
    let server = Server::start(site.path(), "127.0.0.1:0", ServeOptions::default()).unwrap();
    let work = tempfile::tempdir().unwrap();
    write(&work.path().join("src/lim.py"), "LIMIT = 8\n");
    // Production docs live on a host the test never reaches.
    write(
        &work.path().join("c.toml"),
        "version = 1\n[target]\ndocs = \"https://docs.example.invalid/v2/\"\ncheckout = \"src\"\n\n[pages]\nlimits = \"guide/limits.html\"\n\n[[claim]]\nid = \"a\"\nsays = \"limit\"\ndocs = { page = \"limits\", regex = 'limit is (?P<value>\\d+) rows' }\ncode = { select = \"lim.py::LIMIT\" }\n\n[[claim]]\nid = \"b\"\nsays = \"guide\"\ndocs = { page = \"guide/\", regex = 'at most (?P<value>\\d+) rows' }\ncode = { select = \"lim.py::LIMIT\" }\n",
    );
    // A staging server (no trailing slash: the base is a directory).
    let staging = server.url().trim_end_matches('/').to_string();
    let r = run(
        work.path(),
        &[
            "check",
            "--claims",
            "c.toml",
            "--fetch",
            "--docs-base",
            &staging,
            "--format",
            "json",
        ],
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stderr, r.stdout);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    let url = v["findings"][0]["docs"][0]["url"].as_str().unwrap();
    assert_eq!(url, format!("{}guide/limits.html", server.url()));
    // A local build on disk, read directly (no snapshots, no server).
    let r = run(
        work.path(),
        &[
            "check",
            "--claims",
            "c.toml",
            "--docs-base",
            site.path().to_str().unwrap(),
            "--snapshots",
            "none-needed",
        ],
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stderr, r.stdout);
    // Neither a URL nor a directory: a usage error.
    let r = run(
        work.path(),
        &["check", "--claims", "c.toml", "--docs-base", "nowhere"],
    );
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("--docs-base \"nowhere\""), "{}", r.stderr);
}

// ------------------------------------------------------------ docdrift.toml

#[test]
fn docdrift_toml_is_found_upward_and_flags_override_it() {
    let p = value_project(3);
    let root = p.path();
    std::fs::rename(root.join("claims"), root.join("spec")).unwrap();
    write(
        &root.join("docdrift.toml"),
        "[check]\nclaims = \"spec/c.toml\"\nformat = \"json\"\n",
    );
    let deep = root.join("docs/guide");
    std::fs::create_dir_all(&deep).unwrap();
    // From a subdirectory: the claims file is found through the config, and
    // its relative `checkout = "src"` resolves from the project root.
    let r = run(&deep, &["check"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["summary"]["agree"], 2, "{v}");
    assert_eq!(v["summary"]["disagree"], 1, "{v}");
    // A flag beats the file.
    let r = run(&deep, &["check", "--format", "github"]);
    assert!(r.stdout.starts_with("::error "), "{}", r.stdout);
    // --no-config: back to the defaults (no ./claims here: a usage error).
    assert_eq!(run(&deep, &["check", "--no-config"]).code, 2);
    // --config names another file; a missing one is a usage error.
    write(
        &root.join("other.toml"),
        "[check]\nclaims = \"spec\"\nformat = \"markdown\"\n",
    );
    let r = run(&deep, &["check", "--config", "../../other.toml"]);
    assert!(
        r.stdout.starts_with("## docdrift: 3 claims"),
        "{}",
        r.stdout
    );
    assert_eq!(run(&deep, &["check", "--config", "nope.toml"]).code, 2);
    // A typo in the file: exit 2 naming the file and line, nothing run.
    write(
        &root.join("docdrift.toml"),
        "[check]\nclaims = \"spec/c.toml\"\nsnapshot = \"s\"\n",
    );
    let r = run(&deep, &["check"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("docdrift.toml:3:1: unknown field `snapshot`"),
        "{}",
        r.stderr
    );
    assert!(r.stdout.is_empty());
}

// ------------------------------------------------------------ completions, man

#[test]
fn completions_and_man_pages_come_from_the_flags() {
    let dir = tempfile::tempdir().unwrap();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let r = run(dir.path(), &["completions", shell]);
        assert_eq!(r.code, 0, "{shell}: {}", r.stderr);
        // Flags added for this issue are completed like every other.
        // (fish writes `-l docs-base`, the others `--docs-base`).
        for flag in ["docs-base", "changed-only", "color"] {
            assert!(r.stdout.contains(flag), "{shell} lacks {flag}");
        }
    }
    assert_eq!(run(dir.path(), &["completions", "tcsh"]).code, 2);
    let r = run(dir.path(), &["man"]);
    assert!(r.stdout.contains(".TH docdrift 1"), "{}", r.stdout);
    let out = dir.path().join("man1");
    std::fs::create_dir(&out).unwrap();
    let r = run(dir.path(), &["man", "--out-dir", "man1"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let check = std::fs::read_to_string(out.join("docdrift-check.1")).unwrap();
    assert!(check.contains("docs\\-base"), "{check}");
    assert!(out.join("docdrift.1").is_file());
    assert_eq!(
        std::fs::read_dir(&out).unwrap().count(),
        r.stdout.lines().count()
    );
    assert_eq!(run(dir.path(), &["man", "--out-dir", "nope"]).code, 2);
}

// ------------------------------------------------------------ docs vs --help

/// Every `docdrift SUB … --flag` written in README.md and docs/*.md names a
/// flag SUB accepts (lychee's usage test, per command line): documentation
/// that drifts from `--help` fails here, not in a user's terminal.
#[test]
fn documented_command_lines_use_real_flags() {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let subs = [
        "fetch",
        "text",
        "count",
        "crawl",
        "diff",
        "evidence",
        "extract",
        "strings",
        "provenance",
        "check",
        "scan",
        "serve",
        "completions",
        "man",
    ];
    let help: std::collections::BTreeMap<&str, String> = subs
        .iter()
        .map(|s| (*s, run(&repo, &[s, "--help"]).stdout))
        .collect();
    let line_re = regex::Regex::new(&format!(
        r"docdrift (?:--color[ =]\S+ )?({})\b([^`|#]*)",
        subs.join("|")
    ))
    .unwrap();
    let flag_re = regex::Regex::new(r"(?:^|[\s\[(=])(--[a-z][a-z-]*)").unwrap();
    let mut docs = vec![repo.join("README.md")];
    let mut more: Vec<PathBuf> = std::fs::read_dir(repo.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    more.sort();
    docs.extend(more);
    let (mut checked, mut wrong) = (0, Vec::new());
    for doc in &docs {
        let text = std::fs::read_to_string(doc).unwrap();
        for (n, line) in text.lines().enumerate() {
            for m in line_re.captures_iter(line) {
                let sub = m.get(1).unwrap().as_str();
                for f in flag_re.captures_iter(m.get(2).unwrap().as_str()) {
                    let flag = f.get(1).unwrap().as_str();
                    checked += 1;
                    let known = regex::Regex::new(&format!(r"{}\b", regex::escape(flag)))
                        .unwrap()
                        .is_match(&help[sub]);
                    if !known {
                        wrong.push(format!(
                            "{}:{}: docdrift {sub} {flag}",
                            doc.display(),
                            n + 1
                        ));
                    }
                }
            }
        }
    }
    assert!(
        checked > 30,
        "only {checked} flags found: is the pattern stale?"
    );
    assert!(
        wrong.is_empty(),
        "flags --help does not know:\n{}",
        wrong.join("\n")
    );
}

// ------------------------------------------------------------ a real terminal

/// Run `docdrift args` on a pseudo-terminal `cols` wide through util-linux
/// `script`; `None` (the test is skipped) where `script` is not installed.
fn on_a_terminal(dir: &Path, cols: u16, env: &str, args: &str) -> Option<String> {
    let bin = assert_cmd::cargo::cargo_bin("docdrift");
    let inner = format!(
        "stty cols {cols} rows 50; {env} exec {} {args}",
        bin.display()
    );
    let out = std::process::Command::new("script")
        .current_dir(dir)
        .args(["-q", "-e", "-c", &inner, "/dev/null"])
        .env_remove("COLUMNS")
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .output()
        .ok()?;
    Some(String::from_utf8_lossy(&out.stdout).replace('\r', ""))
}

#[test]
fn a_terminal_gets_its_real_width_and_colour() {
    let p = value_project(30);
    let Some(out) = on_a_terminal(p.path(), 80, "", "--color never check -v") else {
        eprintln!("skipped: util-linux `script` is not installed");
        return;
    };
    // The full table fills the terminal's 80 columns, not $COLUMNS or 100.
    let widths: Vec<usize> = out
        .lines()
        .filter(|l| l.starts_with(['┌', '│', '└']))
        .map(|l| l.chars().count())
        .collect();
    assert!(!widths.is_empty(), "{out}");
    assert!(widths.iter().all(|w| *w == 80), "{widths:?}\n{out}");
    // Colour by default on a terminal; NO_COLOR turns it off.
    let coloured = on_a_terminal(p.path(), 80, "", "check").unwrap();
    assert!(coloured.contains("\u{1b}[38;5;9m disagree"), "{coloured}");
    let plain = on_a_terminal(p.path(), 80, "NO_COLOR=1", "check").unwrap();
    assert!(!plain.contains('\u{1b}'), "{plain}");
}

// ------------------------------------------------------------ accepted drift

#[test]
fn accepted_disagreements_pass_the_gate_until_their_date() {
    let p = value_project(3); // claim 0 disagrees
    let dir = p.path();
    let accept = |until: &str| {
        write(
            &dir.join("docdrift.toml"),
            &format!(
                "[check]\nformat = \"json\"\n\n[[check.accept]]\nclaim = \"limit-000-with-a-longish-identifier\"\nreason = \"docs fix waits for 2.4\"\n{until}\n"
            ),
        )
    };
    let message = |r: &Run| {
        let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
        v["findings"][0]["message"].as_str().unwrap().to_string()
    };
    accept("until = 2999-12-31");
    let r = run(dir, &["check"]);
    assert_eq!(r.code, 0, "accepted: {}", r.stdout);
    assert!(
        message(&r).ends_with("[accepted until 2999-12-31: docs fix waits for 2.4]"),
        "{}",
        message(&r)
    );
    // Still a disagreement (its verdict), counted apart as accepted (#29).
    assert!(
        r.stdout.contains("\"verdict\": \"disagree\""),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("\"disagree\": 0"), "{}", r.stdout);
    assert!(r.stdout.contains("\"accepted\": 1"), "{}", r.stdout);
    accept("");
    assert_eq!(
        run(dir, &["check"]).code,
        0,
        "no date: accepted until removed"
    );
    accept("until = 2000-01-01");
    let r = run(dir, &["check"]);
    assert_eq!(r.code, 1, "expired");
    assert!(message(&r).ends_with("[acceptance expired until 2000-01-01]"));
    // A typo in the id: a usage error before anything runs.
    write(
        &dir.join("docdrift.toml"),
        "[[check.accept]]\nclaim = \"limit-0\"\nreason = \"r\"\n",
    );
    let r = run(dir, &["check"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("accepts claim `limit-0`"), "{}", r.stderr);
    // An acceptance of a claim that agrees now: say so (not with -q).
    write(
        &dir.join("docdrift.toml"),
        "[[check.accept]]\nclaim = \"limit-001-with-a-longish-identifier\"\nreason = \"r\"\n",
    );
    let r = run(dir, &["check"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("agrees now; remove its acceptance"),
        "{}",
        r.stderr
    );
    assert_eq!(run(dir, &["check", "-q"]).stderr, "");
}

// ------------------------------------------------------------ huge outputs (issue 18 item 8)

/// A listing of a generated module with tens of thousands of constants renders as a table (a
/// 200,000-line one used to lay out for minutes and grow to gigabytes; a debug build parses
/// 200,000 lines too slowly for a test, and 20,000 rows is well past comfy-table's share):
/// one row per constant, the same items as the JSON listing.
#[test]
fn extract_table_of_a_generated_20000_line_file_completes() {
    let dir = tempfile::tempdir().unwrap();
    let n = 20_000;
    let mut py = String::with_capacity(n * 16);
    for i in 0..n {
        py.push_str(&format!("CONST_{i} = {i}\n"));
    }
    write(&dir.path().join("gen.py"), &py);
    let r = run(dir.path(), &["extract", "gen.py"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let rows: Vec<&str> = r
        .stdout
        .lines()
        .filter(|l| l.starts_with("| CONST_"))
        .collect();
    assert_eq!(rows.len(), n);
    assert!(rows[0].starts_with("| CONST_0 "), "{}", rows[0]);
    assert!(rows[0].contains("| 0 (int) "), "{}", rows[0]);
    assert!(
        rows[n - 1].contains(&format!("gen.py:{n} ")),
        "{}",
        rows[n - 1]
    );
    // Every line of the table is as wide as its borders.
    let width = r.stdout.lines().next().unwrap().chars().count();
    assert!(r.stdout.lines().all(|l| l.chars().count() == width));
    let json = run(dir.path(), &["extract", "gen.py", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(v["results"].as_array().unwrap().len(), n);
}

/// A claim whose values are a megabyte each renders as a table at once: the cells are cut,
/// with a pointer to `--format json`, which still carries the whole value.
#[test]
fn a_megabyte_claim_renders_as_a_table_with_cut_cells() {
    let dir = tempfile::tempdir().unwrap();
    let big = "a".repeat(1_000_000);
    write(
        &dir.path().join("src/big.py"),
        &format!("BIG = \"{big}\"\n"),
    );
    write(
        &dir.path().join("c.toml"),
        &format!(
            "version = 1\n[target]\ncheckout = \"src\"\n\n[[claim]]\nid = \"huge\"\nsays = \"the big string\"\ndocs = {{ value = \"{big}b\" }}\ncode = {{ select = \"big.py::BIG\" }}\n"
        ),
    );
    let r = run(dir.path(), &["check", "--claims", "c.toml", "-v"]);
    assert!(r.stdout.contains("huge"), "{}", r.stderr);
    // The Claim column (it wraps), read back as one text.
    let claim_column: Vec<&str> = r
        .stdout
        .lines()
        .filter_map(|l| l.strip_prefix('│'))
        .filter_map(|l| l.split('┆').next())
        .map(str::trim)
        .collect();
    let claim_text = claim_column.join(" ");
    assert!(
        claim_text.contains("more characters cut; `--format json` has all of it"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.len() < 200_000, "{} bytes", r.stdout.len());
    let json = run(
        dir.path(),
        &["check", "--claims", "c.toml", "--format", "json"],
    );
    assert_eq!(json.code, r.code);
    assert!(json.stdout.contains(&big));
}
