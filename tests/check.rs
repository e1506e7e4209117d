//! End-to-end: serve the demo site on loopback, fetch it with `check --fetch`,
//! evaluate claims/demo.toml against demo/src, and assert every verdict, the
//! exit code and the JSON / JUnit / SARIF / GitHub / Markdown documents.

use crate::util::write;
use docdrift_serve::{ServeOptions, Server};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

struct Demo {
    _server: Server,
    dir: tempfile::TempDir,
    claims: PathBuf,
    snapshots: PathBuf,
}

/// The demo claims, pointed at a demo site served on an ephemeral port.
fn demo() -> Demo {
    let opts = ServeOptions {
        fixed_last_modified: Some("2026-10-22T23:26:42Z".parse().unwrap()),
        ..ServeOptions::default()
    };
    let server = Server::start(&repo().join("demo/site"), "127.0.0.1:0", opts).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let src = std::fs::read_to_string(repo().join("claims/demo.toml")).unwrap();
    let src = src.replace("http://127.0.0.1:8741/", &server.url());
    let claims = dir.path().join("demo.toml");
    std::fs::write(&claims, src).unwrap();
    let snapshots = dir.path().join("snapshots");
    Demo {
        _server: server,
        dir,
        claims,
        snapshots,
    }
}

/// Run docdrift in `dir` with `args` (paths as OsStr-able strings).
fn docdrift(dir: &Path, args: &[&std::ffi::OsStr]) -> std::process::Output {
    crate::util::docdrift()
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

fn os<'a>(items: &'a [&'a str]) -> Vec<&'a std::ffi::OsStr> {
    items.iter().map(std::ffi::OsStr::new).collect()
}

fn check(d: &Demo, extra: &[&str]) -> (i32, String, String) {
    let out = crate::util::docdrift()
        .current_dir(repo())
        .arg("check")
        .arg("--claims")
        .arg(&d.claims)
        .arg("--snapshots")
        .arg(&d.snapshots)
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn verdicts(json: &str) -> BTreeMap<String, String> {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    assert_eq!(v["schema_version"], 1);
    v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["id"].as_str().unwrap().to_string(),
                f["verdict"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn demo_check_reports_the_planted_drift() {
    let d = demo();
    // No snapshot directory at all: one usage error that suggests --fetch.
    let (code, out, err) = check(&d, &["--format", "json"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.is_empty() && err.contains("--fetch"), "{err}");
    assert!(!d.snapshots.exists(), "nothing written");
    // An empty one: every page claim is an error that suggests --fetch.
    std::fs::create_dir(&d.snapshots).unwrap();
    let (code, out, _) = check(&d, &["--format", "json"]);
    assert_eq!(code, 1, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let cli = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == "cli-last-20")
        .unwrap();
    assert_eq!(cli["verdict"], "error");
    assert!(
        cli["message"].as_str().unwrap().contains("--fetch"),
        "{cli}"
    );

    let (code, out, err) = check(&d, &["--fetch", "--allow-probes", "--format", "json"]);
    assert_eq!(code, 1, "exit 1 = drift\n{err}");
    let got = verdicts(&out);
    let expected: BTreeMap<String, String> = [
        ("cli-last-20", "disagree"),
        ("troubleshooting-last-20", "disagree"),
        ("compression-floor-8", "agree"),
        ("tail-floor-formula", "disagree"),
        ("floor-at-most-protect-default", "agree"),
        ("table-protect-last-n-vs-default-config", "agree"),
        ("table-protect-last-n-vs-init", "agree"),
        ("table-protect-last-n-vs-example-yaml", "disagree"),
        ("markdown-protect-last-n", "agree"),
        ("config-page-protect-last-n", "agree"),
        ("min-tail-user-example-yaml", "agree"),
        ("min-tail-user-default-config", "agree"),
        ("threshold-50-percent", "agree"),
        ("soft-ceiling-1-5x", "agree"),
        ("context-floor-20000", "agree"),
        ("context-ceiling-500000", "agree"),
        ("head-share-70", "agree"),
        ("buffer-8-kib", "agree"),
        ("log-line-8-kib", "disagree"),
        ("stream-chunks-64-kb", "agree"),
        ("body-cap-2-mib", "agree"),
        ("request-timeout-30s", "disagree"),
        ("heartbeat-5-minutes", "agree"),
        ("open-files-1024", "disagree"),
        ("telemetry-enabled", "disagree"),
        ("streaming-yes", "agree"),
        ("max-turns-selector", "agree"),
        ("floor-phrase-contiguous", "agree"),
        ("token-budget-split-by-strong", "agree"),
        ("eight-rows-not-eighteen", "agree"),
        ("one-point-five-visible-once", "agree"),
        ("markdown-floor-phrase", "agree"),
        ("marker-sentence-in-code", "disagree"),
        ("old-marker-gone", "disagree"),
        ("pre-1-0-marker-gone", "agree"),
        ("memory-frozen-mid-session", "disagree"),
        ("marker-template", "disagree"),
        ("marker-length-probe", "agree"),
        ("truncated-under-cap-probe", "disagree"),
        ("invalidate-reloads-memory", "agree"),
        ("memory-snapshot-writers", "agree"),
        ("plain-marker-only-in-tools", "agree"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    assert_eq!(got, expected);

    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let find = |id: &str| {
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["id"] == id)
            .unwrap()
            .clone()
    };
    // Both sides' evidence for the headline drift.
    let cli = find("cli-last-20");
    assert_eq!(cli["docs_raw"], "20");
    assert_eq!(cli["code_value"], "8");
    assert_eq!(cli["docs"][0]["status"], 200);
    assert_eq!(cli["docs"][0]["age"], "8984");
    assert_eq!(cli["code"][0]["file"], "tern/agent/context_compressor.py");
    assert_eq!(cli["code"][0]["line"], 17);
    let body = std::fs::read(repo().join("demo/site/docs/user-guide/cli.html")).unwrap();
    assert_eq!(
        cli["docs"][0]["sha256"].as_str().unwrap(),
        docdrift_core::core::hash::sha256_hex(&body)
    );
    // 20% read as a fraction; the reading is named.
    let t = find("threshold-50-percent");
    assert!(
        t["reading"]
            .as_str()
            .unwrap()
            .contains("percent as fraction"),
        "{t}"
    );
    // KB ambiguity is reported even when one reading agrees.
    let kb = find("stream-chunks-64-kb");
    assert!(
        kb["reading"].as_str().unwrap().contains("ambiguous"),
        "{kb}"
    );
    // The formula table is in the details: 20 -> 8, 2 -> 3, 1 -> 3.
    let fm = find("tail-floor-formula");
    let details: Vec<&str> = fm["details"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(details.contains(&"| 20 | 8 | 8 | FAILS |"), "{details:?}");
    assert!(details.contains(&"| 2 | 8 | 3 | FAILS |"), "{details:?}");
    // The template divergence names both sentences and the source line.
    let tp = find("marker-template");
    let msg = tp["message"].as_str().unwrap();
    assert!(msg.contains("docs: `Use file tools"), "{msg}");
    assert!(msg.contains("source: `The middle is"), "{msg}");
    assert!(msg.contains("prompt_builder.py:57"), "{msg}");
    // Markdown docs carry their line numbers.
    let md = find("markdown-protect-last-n");
    assert_eq!(md["docs"][0]["line"], 18, "{md}");
    // The commented-out YAML key is reported as such.
    let y = find("min-tail-user-example-yaml");
    assert_eq!(y["code"][0]["commented_out"], true, "{y}");
}

#[test]
fn probes_are_skipped_without_the_flag_and_never_agree() {
    let d = demo();
    let (code, out, err) = check(
        &d,
        &[
            "--fetch",
            "--only",
            "marker-length-probe",
            "--format",
            "json",
        ],
    );
    assert_eq!(code, 0, "{out}\n{err}");
    let got = verdicts(&out);
    assert_eq!(got["marker-length-probe"], "skipped");
    assert!(out.contains("--allow-probes"));
}

#[test]
fn junit_sarif_github_and_markdown_documents() {
    let d = demo();
    let ids = ["--only", "cli-last-20", "--only", "compression-floor-8"];
    let (code, _, err) = check(&d, &[&ids[..], &["--fetch", "--format", "json"]].concat());
    assert_eq!(code, 1, "{err}");

    let (code, junit, _) = check(&d, &[&ids[..], &["--format", "junit"]].concat());
    assert_eq!(code, 1);
    assert!(junit.contains("<testsuite"), "{junit}");
    assert_eq!(junit.matches("<testcase").count(), 2, "{junit}");
    assert_eq!(junit.matches("<failure").count(), 1, "{junit}");

    let (_, sarif, _) = check(&d, &[&ids[..], &["--format", "sarif"]].concat());
    let s: serde_json::Value = serde_json::from_str(&sarif).unwrap();
    assert_eq!(s["version"], "2.1.0");
    let results = s["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 1);
    let text = serde_json::to_string(&results[0]).unwrap();
    assert!(text.contains("tern/agent/context_compressor.py"), "{text}");
    assert!(text.contains("/docs/user-guide/cli"), "{text}");

    let (_, gh, _) = check(&d, &[&ids[..], &["--format", "github"]].concat());
    // Paths relative to the repository (check runs in this repository).
    assert!(
        gh.starts_with("::error file=demo/src/tern/agent/context_compressor.py,line=17"),
        "{gh}"
    );

    let (_, md, _) = check(&d, &[&ids[..], &["--format", "markdown"]].concat());
    assert!(md.contains("cli-last-20"), "{md}");

    // --output writes atomically and prints nothing.
    let out_file = d.dir.path().join("report.json");
    let (code, stdout, _) = check(
        &d,
        &[
            &ids[..],
            &["--format", "json", "--output", out_file.to_str().unwrap()],
        ]
        .concat(),
    );
    assert_eq!(code, 1);
    assert!(stdout.is_empty());
    assert_eq!(
        verdicts(&std::fs::read_to_string(&out_file).unwrap()).len(),
        2
    );
}

#[test]
fn invalid_claims_exit_2_with_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(&dir.path().join("bad.toml"),
        "version = 1\n[target]\ndocs = \"http://127.0.0.1:1/\"\n\n[[claim]]\nid = \"x\"\nsays = \"y\"\ndocs = { page = \"a/b\", phrase = \"z\", htm = 1 }\n",
    );
    let out = docdrift(
        dir.path(),
        &[&os(&["check", "--claims"])[..], &[p.as_os_str()]].concat(),
    );
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("bad.toml:8:"), "{err}");
    assert!(err.contains("unknown field `htm`"), "{err}");
}

#[test]
fn missing_checkout_is_an_error_verdict_not_agree() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(
        &dir.path().join("c.toml"),
        "version = 1\n[target]\nchecckout_note = 1\n",
    );
    let out = docdrift(
        dir.path(),
        &[&os(&["check", "--claims"])[..], &[p.as_os_str()]].concat(),
    );
    assert_eq!(out.status.code(), Some(2));

    let p = write(&dir.path().join("d.toml"),
        "version = 1\n[target]\ncheckout = \"${DOCDRIFT_TEST_SURELY_UNSET}\"\n\n[[claim]]\nid = \"x\"\nsays = \"y\"\ndocs = { value = \"8\" }\ncode = { select = \"a.py::X\" }\n",
    );
    let out = docdrift(
        dir.path(),
        &[
            &os(&["check", "--format", "json", "--claims"])[..],
            &[p.as_os_str()],
        ]
        .concat(),
    );
    assert_eq!(out.status.code(), Some(3), "evidence unavailable");
    let got = verdicts(&String::from_utf8(out.stdout).unwrap());
    assert_eq!(got["x"], "error");
}

#[test]
fn a_failed_refetch_keeps_the_good_snapshot_and_a_missing_page_says_why() {
    let site = tempfile::tempdir().unwrap();
    std::fs::write(
        site.path().join("a.html"),
        "<html><body><p>The limit is <code>8</code> rows.</p></body></html>",
    )
    .unwrap();
    let server = Server::start(site.path(), "127.0.0.1:0", ServeOptions::default()).unwrap();
    let work = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(work.path().join("src")).unwrap();
    std::fs::write(work.path().join("src/lim.py"), "LIMIT = 8\n").unwrap();
    let claims = write(&work.path().join("c.toml"),
        &format!(
            "version = 1\n[target]\ndocs = \"{}\"\ncheckout = \"src\"\n\n[[claim]]\nid = \"a\"\nsays = \"limit\"\ndocs = {{ page = \"a.html\", regex = 'limit is (?P<value>\\d+) rows' }}\ncode = {{ select = \"lim.py::LIMIT\" }}\n\n[[claim]]\nid = \"b\"\nsays = \"missing page\"\ndocs = {{ page = \"b.html\", phrase = \"x\", html = 1 }}\n",
            server.url()
        ),
    );
    let run = || {
        let out = docdrift(
            work.path(),
            &[
                &os(&["check", "--fetch", "--format", "json", "--claims"])[..],
                &[claims.as_os_str()],
            ]
            .concat(),
        );
        (
            out.status.code().unwrap(),
            verdicts(&String::from_utf8(out.stdout).unwrap()),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (code, v, err) = run();
    assert_eq!(code, 3, "b errors, nothing disagrees");
    assert_eq!(v["a"], "agree");
    assert_eq!(v["b"], "error");
    assert!(err.contains("HTTP 404"), "{err}");

    // The page disappears: the refetch fails, the good snapshot stays.
    std::fs::remove_file(site.path().join("a.html")).unwrap();
    let (_, v, err) = run();
    assert_eq!(v["a"], "agree", "evaluated from the kept snapshot");
    let out = docdrift(
        work.path(),
        &[
            &os(&[
                "check", "--fetch", "--only", "a", "--format", "json", "--claims",
            ])[..],
            &[claims.as_os_str()],
        ]
        .concat(),
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let f = &json["findings"][0];
    assert!(
        f["message"]
            .as_str()
            .unwrap()
            .ends_with("[stale: page refresh failed]"),
        "{f}"
    );
    assert!(
        f["details"][0]
            .as_str()
            .unwrap()
            .contains("failed (HTTP 404); read the snapshot fetched at"),
        "{f}"
    );
    assert!(
        err.contains("refreshing") && err.contains("/a.html failed (HTTP 404)"),
        "{err}"
    );
    let out = docdrift(
        work.path(),
        &[
            &os(&["check", "--only", "b", "--format", "json", "--claims"])[..],
            &[claims.as_os_str()],
        ]
        .concat(),
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let msg = json["findings"][0]["message"].as_str().unwrap();
    assert!(msg.contains("failed: HTTP status 404"), "{msg}");
}

#[test]
fn changed_only_is_quiet_until_something_relevant_moves() {
    let site = tempfile::tempdir().unwrap();
    let page = |limit: u32, asset: &str, extra: &str| {
        format!(
            "<html><head><script src=\"/assets/js/runtime~main.{asset}.js\"></script></head>\
             <body><p>The limit is <code>{limit}</code> rows.</p><p>Other text{extra}.</p></body></html>"
        )
    };
    std::fs::write(site.path().join("a.html"), page(8, "619c7877", "")).unwrap();
    let server = Server::start(site.path(), "127.0.0.1:0", ServeOptions::default()).unwrap();
    let work = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(work.path().join("src")).unwrap();
    std::fs::write(work.path().join("src/lim.py"), "LIMIT = 8\n").unwrap();
    let claims = write(&work.path().join("c.toml"),
        &format!(
            "version = 1\n[target]\ndocs = \"{}\"\ncheckout = \"src\"\n\n[[claim]]\nid = \"limit\"\nsays = \"limit\"\ndocs = {{ page = \"a.html\", regex = 'limit is (?P<value>\\d+) rows' }}\ncode = {{ select = \"lim.py::LIMIT\" }}\n",
            server.url()
        ),
    );
    let run = || {
        let out = crate::util::docdrift()
            .current_dir(work.path())
            .args([
                "check",
                "--fetch",
                "--changed-only",
                "--format",
                "markdown",
                "--claims",
            ])
            .arg(&claims)
            .output()
            .unwrap();
        (
            out.status.code().unwrap(),
            String::from_utf8(out.stdout).unwrap(),
        )
    };
    // First run: everything is new.
    let (code, out) = run();
    assert_eq!(code, 0);
    assert!(out.contains("limit") && out.contains("new claim"), "{out}");
    // Nothing changed: silent.
    assert_eq!(run(), (0, String::new()));
    // Only the asset hash changed: silent.
    std::fs::write(site.path().join("a.html"), page(8, "b34ffaa5", "")).unwrap();
    assert_eq!(run(), (0, String::new()));
    // Text changed elsewhere on the page, not where the claim reads: silent.
    std::fs::write(site.path().join("a.html"), page(8, "b34ffaa5", " and more")).unwrap();
    assert_eq!(run(), (0, String::new()));
    // The value the claim reads changed: reported, exit 1.
    std::fs::write(site.path().join("a.html"), page(9, "b34ffaa5", " and more")).unwrap();
    let (code, out) = run();
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("verdict agree → disagree"), "{out}");
    // Still drifting, but nothing new: silent again, and still exit 1
    // (the exit code is always the whole run's).
    assert_eq!(run(), (1, String::new()));
    // Fixed: reported with its reason, though it now agrees.
    std::fs::write(site.path().join("a.html"), page(8, "b34ffaa5", " and more")).unwrap();
    let (code, out) = run();
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("verdict disagree → agree"), "{out}");
    let (_, table) = {
        let out = docdrift(
            work.path(),
            &[
                &os(&["check", "--changed-only", "--claims"])[..],
                &[claims.as_os_str()],
            ]
            .concat(),
        );
        (out.status.code(), String::from_utf8(out.stdout).unwrap())
    };
    assert!(table.is_empty(), "{table}");
}

#[test]
fn unknown_only_ids_are_named_not_skipped() {
    let d = demo();
    let (code, _, err) = check(
        &d,
        &["--only", "cli-last-20", "--only", "nope", "--only", "nada"],
    );
    assert_eq!(code, 2);
    assert!(err.contains("no claim has id nope, nada"), "{err}");
}

#[test]
fn local_html_pages_by_file_url_or_absolute_path() {
    let page = repo().join("demo/site/docs/developer-guide/context-compression.html");
    let dir = tempfile::tempdir().unwrap();
    for spelled in [
        format!("file://{}", page.display()),
        page.display().to_string(),
    ] {
        let claims = write(&dir.path().join("l.toml"),
            &format!(
                "version = 1\n[target]\ncheckout = \"{}\"\n\n[[claim]]\nid = \"floor\"\nsays = \"floor 8\"\ndocs = {{ page = \"{spelled}\", regex = 'small count floor \\((?P<value>\\d+) rows\\)' }}\ncode = {{ select = \"tern/agent/context_compressor.py::_MAX_TAIL_MESSAGE_FLOOR\" }}\n",
                repo().join("demo/src").display()
            ),
        );
        // The checkout lies outside this project directory: `--checkout` chooses it
        // (a claims file's own `target.checkout` is confined to the project).
        let co = repo().join("demo/src");
        // A local page outside every docs root is refused (exit 2, file:line)…
        let out = docdrift(
            dir.path(),
            &[
                &os(&["check", "--format", "json", "--checkout"])[..],
                &[co.as_os_str()],
                &os(&["--claims"])[..],
                &[claims.as_os_str()],
            ]
            .concat(),
        );
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("l.toml:5:1:") && err.contains("outside the docs roots"),
            "{err}"
        );
        // …and read once the user names its directory.
        let site = repo().join("demo/site");
        let out = docdrift(
            dir.path(),
            &[
                &os(&["check", "--format", "json", "--docs-root"])[..],
                &[site.as_os_str()],
                &os(&["--checkout"])[..],
                &[co.as_os_str()],
                &os(&["--claims"])[..],
                &[claims.as_os_str()],
            ]
            .concat(),
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
        assert_eq!(
            verdicts(&String::from_utf8(out.stdout).unwrap())["floor"],
            "agree"
        );
    }
}

/// A key the docs document that the code no longer defines is drift (`disagree`, "not defined in
/// code", exit 1); a file that cannot be read stays an `error` (exit 3).
#[test]
fn documented_key_missing_from_code_is_drift_not_error() {
    let dir = tempfile::tempdir().unwrap();
    write(
        &dir.path().join("config.py"),
        "DEFAULT_CONFIG = {\"compression\": {\"protect_last_n\": 20}}\nMAX_TURNS = 90\n",
    );
    let p = write(&dir.path().join("c.toml"),
        "version = 1\n[target]\ncheckout = \".\"\n\n\
         [[claim]]\nid = \"gone\"\nsays = \"protect_first_n defaults to 3\"\n\
         docs = { value = 3 }\ncode = { select = \"config.py::DEFAULT_CONFIG.compression.protect_first_n\" }\n\n\
         [[claim]]\nid = \"still-there\"\nsays = \"90 turns\"\n\
         docs = { value = 90 }\ncode = { select = \"config.py::MAX_TURNS\" }\n",
    );
    let out = docdrift(
        dir.path(),
        &[
            &os(&["check", "--format", "json", "--claims"])[..],
            &[p.as_os_str()],
        ]
        .concat(),
    );
    assert_eq!(out.status.code(), Some(1), "drift exits 1");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let gone = &json["findings"][0];
    assert_eq!(gone["verdict"], "disagree");
    let msg = gone["message"].as_str().unwrap();
    assert!(msg.starts_with("not defined in code: "), "{msg}");
    assert!(msg.contains("protect_first_n"), "{msg}");
    assert!(
        msg.contains("protect_last_n"),
        "nearest names suggested: {msg}"
    );
    assert_eq!(gone["docs_raw"], "3");
    assert_eq!(json["findings"][1]["verdict"], "agree");

    // An unreadable file is a failure to read, not drift.
    let p = write(
        &dir.path().join("d.toml"),
        "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"nofile\"\nsays = \"y\"\n\
         docs = { value = 3 }\ncode = { select = \"missing.py::X\" }\n",
    );
    let out = docdrift(
        dir.path(),
        &[
            &os(&["check", "--format", "json", "--claims"])[..],
            &[p.as_os_str()],
        ]
        .concat(),
    );
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        verdicts(&String::from_utf8(out.stdout).unwrap())["nofile"],
        "error"
    );
}

/// Formula claims state per-row results one way — `expect = [..]`, one per row of `inputs` — and
/// the forms that would silently fail every row are refused with the file and line.
#[test]
fn formula_per_row_expectations_have_one_form() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("a.py"),
        "FLOOR = 8\n\n\ndef tail(protect_last_n):\n    floor = max(protect_last_n, FLOOR)\n    return floor\n",
    );
    let claim = |expect: &str| {
        format!(
            "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"per-row\"\nsays = \"floor\"\n\
             code = {{ formula = {{ select = \"a.py::tail::floor\", inputs = {{ protect_last_n = [20, 2, 1] }}, expect = {expect} }} }}\n"
        )
    };
    let run = |name: &str, body: String| {
        let p = write(&dir.path().join(name), &body);
        docdrift(
            dir.path(),
            &[
                &os(&["check", "--format", "json", "--claims"])[..],
                &[p.as_os_str()],
            ]
            .concat(),
        )
    };

    let out = run("ok.toml", claim("[20, 8, 8]"));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let out = run("one-fails.toml", claim("[20, 8, 1]"));
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let msg = json["findings"][0]["message"].as_str().unwrap();
    assert!(msg.starts_with("1 of 3 rows fail"), "{msg}");
    assert!(msg.contains("expected=1: result 8"), "{msg}");

    for (name, expect, says) in [
        (
            "whole-list.toml",
            "\"result == [20, 8, 8]\"",
            "for one expected result per row write `expect = [..]`",
        ),
        (
            "short.toml",
            "[20, 8]",
            "2 expected values for 3 input row(s)",
        ),
        (
            "number.toml",
            "20",
            "list of per-row results, found integer",
        ),
    ] {
        let out = run(name, claim(expect));
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(&format!("{name}:5")), "{name}: {err}");
        assert!(err.contains(says), "{name}: {err}");
    }
}

/// A template claim among many literals that share the needle: the closest template, its first
/// divergence at the word that differs (a placeholder before punctuation fills correctly), and a
/// count of the others — never a wall of locations.
#[test]
fn template_claim_shows_closest_divergence_and_counts_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("main.py"),
        "def marker(n, path):\n    return f\"[{n} lines truncated from {path}. Use file tools to read the full file.]\"\n",
    );
    for i in 1..=9 {
        write(
            &dir.path().join(format!("other{i}.py")),
            &format!("MSG = \"lines truncated from somewhere {i}\"\n"),
        );
    }
    let p = write(&dir.path().join("c.toml"),
        "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"marker\"\nsays = \"marker\"\n\
         docs = { value = \"[120 lines truncated from notes.md. Use file tools to read the whole file.]\" }\n\
         code = { template = { paths = [\"*.py\"], contains = \"lines truncated from\" } }\n",
    );
    let out = docdrift(
        dir.path(),
        &[
            &os(&["check", "--format", "json", "--claims"])[..],
            &[p.as_os_str()],
        ]
        .concat(),
    );
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let f = &json["findings"][0];
    assert!(
        f["message"]
            .as_str()
            .unwrap()
            .ends_with("docs: `whole file.]` / source: `full file.]` at main.py:2"),
        "{f:#}"
    );
    let details: Vec<&str> = f["details"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_str().unwrap())
        .collect();
    assert!(
        details.contains(
            &"placeholders filled before the divergence: {n} = \"120\", {path} = \"notes.md\""
        ),
        "{details:#?}"
    );
    assert!(
        !details.iter().any(|d| d.contains("notes.md.\"")),
        "the first sentence matches the template: {details:#?}"
    );
    let others = details
        .iter()
        .find(|d| d.starts_with("9 other literal(s)"))
        .unwrap_or_else(|| panic!("{details:#?}"));
    assert!(others.ends_with("and 6 more"), "{others}");
    assert_eq!(f["code"].as_array().unwrap().len(), 1);
}

/// Run `check` on a claims file in `dir` (code under `dir/src`), returning (exit, JSON).
fn check_in(dir: &Path, extra: &[&str]) -> (i32, serde_json::Value) {
    let out = crate::util::docdrift()
        .current_dir(dir)
        .args([
            "check",
            "--claims",
            "claims.toml",
            "--snapshots",
            "snaps",
            "--format",
            "json",
        ])
        .args(extra)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{e}: {text}\n{}", String::from_utf8_lossy(&out.stderr)));
    (out.status.code().unwrap_or(-1), v)
}

fn finding<'a>(v: &'a serde_json::Value, id: &str) -> &'a serde_json::Value {
    v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == id)
        .unwrap_or_else(|| panic!("no finding {id}: {v}"))
}

/// Integers at the i64/u64/u128 limits compare exactly on both sides and print exactly:
/// an off-by-one must never pass a release gate (issue 17).
#[test]
fn integers_at_the_type_limits_compare_exactly_end_to_end() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("src")).unwrap();
    std::fs::write(
        root.join("src/limits.rs"),
        "pub const I64_MAX: i64 = 9_223_372_036_854_775_807;\n\
         pub const I64_MIN: i64 = i64::MIN;\n\
         pub const U64_MAX: u64 = 0xffff_ffff_ffff_ffff;\n\
         pub const U128_MAX: u128 = u128::MAX;\n\
         pub const U128_LIT: u128 = 340282366920938463463374607431768211455;\n\
         pub const I128_MIN: i128 = i128::MIN;\n\
         pub const HEX: i64 = 0x7fff_ffff_ffff_ffff;\n",
    )
    .unwrap();
    // The docs side: a local HTML page stating each value.
    let page = root.join("limits.html");
    std::fs::write(
        &page,
        "<html><body><p>i64 max 9223372036854775806 (wrong by one)</p>\
         <p>i64 max exact 9_223_372_036_854_775_807</p>\
         <p>i64 min -9223372036854775808</p>\
         <p>u64 max 18446744073709551615</p>\
         <p>u64 max wrong 18446744073709551614</p>\
         <p>u128 max 340282366920938463463374607431768211455</p>\
         <p>u128 max wrong 340282366920938463463374607431768211454</p>\
         <p>i128 min -170141183460469231731687303715884105728</p>\
         <p>hex 0x7fff_ffff_ffff_ffff</p></body></html>",
    )
    .unwrap();
    let claim = |id: &str, regex: &str, sel: &str| {
        format!(
            "[[claim]]\nid = \"{id}\"\nsays = \"{id}\"\ndocs = {{ page = {page:?}, regex = '{regex}' }}\ncode = {{ select = \"src/limits.rs::{sel}\" }}\n\n",
            page = page.display().to_string()
        )
    };
    let mut claims = String::from("version = 1\n[target]\ncheckout = \".\"\n\n");
    claims += &claim(
        "i64-off-by-one",
        r"i64 max (?P<value>\d+) \(wrong",
        "I64_MAX",
    );
    claims += &claim("i64-exact", r"i64 max exact (?P<value>[\d_]+)", "I64_MAX");
    claims += &claim("i64-min", r"i64 min (?P<value>-\d+)", "I64_MIN");
    claims += &claim("u64-max", r"u64 max (?P<value>\d+)", "U64_MAX");
    claims += &claim("u64-off-by-one", r"u64 max wrong (?P<value>\d+)", "U64_MAX");
    claims += &claim("u128-max", r"u128 max (?P<value>\d+)", "U128_MAX");
    claims += &claim("u128-literal", r"u128 max (?P<value>\d+)", "U128_LIT");
    claims += &claim(
        "u128-off-by-one",
        r"u128 max wrong (?P<value>\d+)",
        "U128_MAX",
    );
    claims += &claim("i128-min", r"i128 min (?P<value>-\d+)", "I128_MIN");
    claims += &claim("hex", r"hex (?P<value>0x[0-9a-f_]+)", "HEX");
    std::fs::write(root.join("claims.toml"), claims).unwrap();

    let (code, v) = check_in(root, &[]);
    assert_eq!(code, 1, "off-by-one values are drift: {v}");
    let expect = [
        (
            "i64-off-by-one",
            "disagree",
            "9223372036854775806",
            "9223372036854775807",
        ),
        (
            "i64-exact",
            "agree",
            "9223372036854775807",
            "9223372036854775807",
        ),
        (
            "i64-min",
            "agree",
            "-9223372036854775808",
            "-9223372036854775808",
        ),
        (
            "u64-max",
            "agree",
            "18446744073709551615",
            "18446744073709551615",
        ),
        (
            "u64-off-by-one",
            "disagree",
            "18446744073709551614",
            "18446744073709551615",
        ),
        (
            "u128-max",
            "agree",
            "340282366920938463463374607431768211455",
            "340282366920938463463374607431768211455",
        ),
        (
            "u128-literal",
            "agree",
            "340282366920938463463374607431768211455",
            "340282366920938463463374607431768211455",
        ),
        (
            "u128-off-by-one",
            "disagree",
            "340282366920938463463374607431768211454",
            "340282366920938463463374607431768211455",
        ),
        (
            "i128-min",
            "agree",
            "-170141183460469231731687303715884105728",
            "-170141183460469231731687303715884105728",
        ),
        ("hex", "agree", "9223372036854775807", "9223372036854775807"),
    ];
    for (id, verdict, docs, code_v) in expect {
        let f = finding(&v, id);
        assert_eq!(f["verdict"], verdict, "{id}: {f}");
        assert_eq!(f["docs_value"], docs, "{id}: {f}");
        assert_eq!(f["code_value"], code_v, "{id}: {f}");
    }
    let msg = finding(&v, "i64-off-by-one")["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        msg.contains("9223372036854775807") && msg.contains("9223372036854775806"),
        "{msg}"
    );
}

/// A claim names the Rust target it is about; the variants for other targets are not compared.
#[test]
fn claims_pick_a_rust_target() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("src/sys")).unwrap();
    std::fs::write(
        root.join("src/lib.rs"),
        "mod sys;\npub const BUF: usize = sys::DEFAULT_BUF_SIZE;\n",
    )
    .unwrap();
    std::fs::write(
        root.join("src/sys/mod.rs"),
        "pub const DEFAULT_BUF_SIZE: usize = if cfg!(target_os = \"espidf\") { 512 } else { 8 * 1024 };\n\
         #[cfg(unix)]\npub const STACK: usize = 2 * 1024 * 1024;\n\
         #[cfg(windows)]\npub const STACK: usize = 1024 * 1024;\n",
    )
    .unwrap();
    let claims = r#"version = 1
[target]
checkout = "."

[[claim]]
id = "buf-all-variants"
says = "The default is currently 8 KiB"
docs = { value = "8 KiB" }
code = { select = "src/lib.rs::BUF" }

[[claim]]
id = "buf-linux"
says = "The default is currently 8 KiB"
target = "x86_64-unknown-linux-gnu"
docs = { value = "8 KiB" }
code = { select = "src/lib.rs::BUF" }

[[claim]]
id = "buf-espidf"
says = "The default is currently 8 KiB"
target = "riscv32imc-esp-espidf"
docs = { value = "8 KiB" }
code = { select = "src/lib.rs::BUF" }

[[claim]]
id = "stack-unix"
says = "2 MiB on unix"
cfg = "unix"
docs = { value = "2 MiB" }
code = { select = "src/sys/mod.rs::STACK" }

[[claim]]
id = "stack-windows"
says = "1 MiB on Windows"
target = "x86_64-pc-windows-msvc"
docs = { value = "1 MiB" }
code = { select = "src/sys/mod.rs::STACK" }

[[claim]]
id = "stack-default"
says = "2 MiB everywhere"
docs = { value = "2 MiB" }
code = { select = "src/sys/mod.rs::STACK" }
"#;
    std::fs::write(root.join("claims.toml"), claims).unwrap();
    let (code, v) = check_in(root, &[]);
    assert_eq!(code, 1, "{v}");
    let verdict = |id: &str| finding(&v, id)["verdict"].as_str().unwrap().to_string();
    assert_eq!(verdict("buf-all-variants"), "disagree");
    assert_eq!(verdict("buf-linux"), "agree");
    assert_eq!(verdict("buf-espidf"), "disagree");
    assert_eq!(verdict("stack-unix"), "agree");
    assert_eq!(verdict("stack-windows"), "agree");
    assert_eq!(verdict("stack-default"), "disagree");
    assert_eq!(finding(&v, "buf-linux")["code_value"], "8192");
    // --target sets the default for claims that name none.
    let (_, v) = check_in(root, &["--target", "x86_64-unknown-linux-gnu"]);
    assert_eq!(finding(&v, "buf-all-variants")["verdict"], "agree");
    assert_eq!(finding(&v, "stack-default")["verdict"], "agree");
    assert_eq!(
        finding(&v, "buf-espidf")["verdict"],
        "disagree",
        "a claim's own target wins"
    );
    // An unknown target is a usage error naming the known ones.
    let out = crate::util::docdrift()
        .current_dir(root)
        .args([
            "check",
            "--claims",
            "claims.toml",
            "--snapshots",
            "snaps",
            "--target",
            "nope-nope",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("known targets: x86_64-unknown-linux-gnu")
    );
    // In a claims file, an unknown target is an error naming the claim's line.
    std::fs::write(
        root.join("claims.toml"),
        "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"x\"\nsays = \"x\"\ntarget = \"nope\"\ndocs = { value = \"1\" }\ncode = { select = \"src/lib.rs::BUF\" }\n",
    )
    .unwrap();
    let out = crate::util::docdrift()
        .current_dir(root)
        .args(["check", "--claims", "claims.toml", "--snapshots", "snaps"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("claims.toml:5") && err.contains("unknown target \"nope\""),
        "{err}"
    );
}

/// A project on disk for the library entry: a markdown guide, a Python
/// module, and a claims file (one claim agrees, one disagrees).
fn library_project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("docs")).unwrap();
    std::fs::create_dir_all(dir.path().join("code")).unwrap();
    write(
        &dir.path().join("docs/guide.md"),
        "# Guide\n\nThe client retries up to 3 times.\n\nA request times out after 30 seconds.\n",
    );
    write(
        &dir.path().join("code/app.py"),
        "MAX_RETRIES = 3\nTIMEOUT = 60\n",
    );
    write(
        &dir.path().join("claims.toml"),
        r#"version = 1
[target]
checkout = "code"
docs_dir = "docs"

[pages]
guide = "guide.md"

[[claim]]
id = "retries"
says = "the client retries up to 3 times"
docs = { page = "guide", regex = 'retries up to (?P<value>\d+) times' }
code = { select = "app.py::MAX_RETRIES" }

[[claim]]
id = "timeout"
says = "a request times out after 30 seconds"
docs = { page = "guide", regex = 'times out after (?P<value>\d+) seconds' }
code = { select = "app.py::TIMEOUT" }
"#,
    );
    dir
}

fn library_options(dir: &Path) -> docdrift_core::claims::run::CheckOptions {
    use docdrift_core::claims::run::{CheckOptions, RunOptions};
    let mut opts = CheckOptions::new(RunOptions {
        claims: Some(dir.join("claims.toml")),
        snapshots: Some(dir.join("snapshots")),
        base_dir: Some(dir.to_path_buf()),
        ..RunOptions::default()
    });
    opts.state = Some(dir.join("state.json"));
    opts
}

#[test]
fn library_check_judges_accepts_and_remembers_without_the_cli() {
    use docdrift_core::claims::project::Accept;
    use docdrift_core::claims::run::{self, RunError, Status, Warning};
    let dir = library_project();
    let opts = library_options(dir.path());

    let out = run::check(&opts).unwrap();
    let verdicts: BTreeMap<_, _> = out
        .report
        .findings
        .iter()
        .map(|f| (f.id.as_str(), f.verdict.as_str()))
        .collect();
    assert_eq!(
        verdicts,
        BTreeMap::from([("retries", "agree"), ("timeout", "disagree")])
    );
    assert_eq!(out.status, Status::Drift);
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(out.files.len(), 1);

    // An accepted disagreement no longer fails the run; accepting a claim
    // that agrees is a warning returned as data.
    let mut accepting = opts.clone();
    accepting.run.accepts = vec![
        Accept {
            claim: "timeout".into(),
            reason: "fixed in 2.0".into(),
            until: None,
        },
        Accept {
            claim: "retries".into(),
            reason: "stale".into(),
            until: None,
        },
    ];
    let out = run::check(&accepting).unwrap();
    assert_eq!(out.status, Status::Agree);
    let timeout = out
        .report
        .findings
        .iter()
        .find(|f| f.id == "timeout")
        .unwrap();
    assert!(
        timeout.message.ends_with(" [accepted: fixed in 2.0]"),
        "{}",
        timeout.message
    );
    assert_eq!(
        out.warnings,
        [Warning::AcceptanceUnneeded {
            claim: "retries".into()
        }]
    );
    // An acceptance that ran out counts again.
    accepting.today = chrono::NaiveDate::from_ymd_opt(2030, 1, 2).unwrap();
    accepting.run.accepts[0].until = chrono::NaiveDate::from_ymd_opt(2030, 1, 1);
    assert_eq!(run::check(&accepting).unwrap().status, Status::Drift);

    // Usage problems are typed errors worded as the CLI prints them.
    let mut only = opts.clone();
    only.run.only = vec!["retries".into(), "nope".into()];
    match run::check(&only) {
        Err(e @ RunError::UnknownIds { .. }) => assert_eq!(
            e.to_string(),
            format!(
                "no claim has id nope (in {})",
                dir.path().join("claims.toml").display()
            )
        ),
        other => panic!("expected UnknownIds, got {other:?}"),
    }
    only.run.only = vec!["retries".into()];
    let out = run::check(&only).unwrap();
    assert_eq!(out.report.findings.len(), 1);
    assert_eq!(out.status, Status::Agree);

    // Changed-only: the first run reports every claim as new, the second
    // nothing (the status stays that of the whole run), and a docs edit
    // brings back only the claim it touches.
    let mut cron = opts.clone();
    cron.changed_only = true;
    let first = run::check(&cron).unwrap();
    assert_eq!(first.report.findings.len(), 2);
    assert_eq!(
        first.report.findings[0].details[0],
        "changed since the last run: new claim"
    );
    assert!(dir.path().join("state.json").is_file());
    let second = run::check(&cron).unwrap();
    assert!(second.report.findings.is_empty());
    assert_eq!(second.status, Status::Drift);
    write(
        &dir.path().join("docs/guide.md"),
        "# Guide\n\nThe client retries up to 5 times.\n\nA request times out after 30 seconds.\n",
    );
    let third = run::check(&cron).unwrap();
    assert_eq!(third.report.findings.len(), 1);
    assert_eq!(third.report.findings[0].id, "retries");
    assert_eq!(
        third.report.findings[0].details[0],
        "changed since the last run: verdict agree → disagree"
    );
}

#[test]
fn library_errors_name_the_file_and_what_to_fix() {
    use docdrift_core::claims::run::{self, RunError};
    let dir = library_project();
    let opts = library_options(dir.path());

    let mut missing = opts.clone();
    missing.run.checkout = Some(dir.path().join("no-such-checkout"));
    let e = run::check(&missing).unwrap_err();
    assert!(matches!(e, RunError::NoCheckout(_)), "{e:?}");
    assert!(
        e.to_string()
            .contains("no-such-checkout: no such directory"),
        "{e}"
    );

    let mut target = opts.clone();
    target.run.rust_target = Some("no-such-triple".into());
    assert!(matches!(run::check(&target), Err(RunError::Target(_))));

    let mut base = opts.clone();
    base.run.docs_base = Some(dir.path().join("no-site").display().to_string());
    let e = run::check(&base).unwrap_err();
    assert!(matches!(e, RunError::DocsBaseMissing(_)), "{e:?}");

    write(&dir.path().join("state.json"), "{ not json");
    let mut cron = opts.clone();
    cron.changed_only = true;
    let e = run::check(&cron).unwrap_err();
    assert!(matches!(e, RunError::State(_)), "{e:?}");
    assert!(
        e.to_string()
            .contains("state.json: check state is not valid"),
        "{e}"
    );

    write(
        &dir.path().join("claims.toml"),
        "version = 1\n[target]\n\n[[claim]]\nid = \"x\"\nsays = \"y\"\nbogus = 1\n",
    );
    let e = run::evaluate(&opts.run).unwrap_err();
    assert!(matches!(e, RunError::Claims(_)), "{e:?}");
    assert!(e.to_string().contains("claims.toml:7:"), "{e}");
}

#[test]
fn an_unknown_target_is_refused_before_any_page_is_fetched() {
    let d = demo();
    let (code, out, err) = check(&d, &["--fetch", "--target", "no-such-triple"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.starts_with("docdrift: error: --target: "), "{err}");
    // Usage errors are decided before anything is written (docs/report.md).
    assert!(
        !d.snapshots.exists(),
        "--fetch wrote {}",
        d.snapshots.display()
    );
}

/// Many phrase claims on several pages — evaluated on all cores, each page read once and let go
/// after its last claim — give the findings each claim gives when evaluated alone (`--only`),
/// in file order, and the counts and text hash of the DOM path (`count::count_page`,
/// `text::visible_text`). The pages include one the fast path cannot vouch for (text
/// foster-parented out of a table), one nested past the DOM path's cap, one with no phrase at
/// all, markdown, and a claim with a code side between the phrase claims.
#[test]
fn many_phrase_claims_equal_each_claim_alone_and_the_dom_path() {
    use docdrift_core::pages::count::{count_page, CountOptions, Pattern};
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let docs = root.join("docs");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::create_dir_all(root.join("co/src")).unwrap();
    std::fs::write(root.join("co/src/a.py"), "MODE = 'unsafe'\n").unwrap();
    let deep = format!(
        "<html><body>{}unsafe fn Panics{}</body></html>",
        "<div>".repeat(1100),
        "</div>".repeat(1100)
    );
    let pages: Vec<(&str, String)> = vec![
        (
            "a.html",
            "<html><head><title>unsafe</title><script>var unsafe = 1;</script></head><body>\
             <p>Calls <code>&amp;mut self</code>; <b>Stable</b> since 1.0. Panics if unsafe.</p>\
             <span title=\"Panics\">x</span><p>unsafe&nbsp;fn, unsafe  fn, unsafely</p></body></html>"
                .into(),
        ),
        (
            "table.html",
            "<html><body><table><tr><td>a</td></tr>stray Panics text<tr><td>unsafe</td></tr>\
             </table><p>Stable since</p></body></html>"
                .into(),
        ),
        ("deep.html", deep),
        (
            "none.html",
            "<html><body><p>nothing to see</p></body></html>".into(),
        ),
        ("m.md", "# Guide\n\nunsafe code Panics, `&mut self`\n".into()),
    ];
    let phrases = ["unsafe", "Stable since", "&mut self", "Panics", "unsafe fn"];
    let mut toml = String::from("version = 1\n[target]\ncheckout = \"co\"\n");
    let mut ids = Vec::new();
    for (i, (name, body)) in pages.iter().enumerate() {
        let path = docs.join(name);
        std::fs::write(&path, body).unwrap();
        for (j, phrase) in phrases.iter().enumerate() {
            ids.push(format!("p{i}-{j}"));
            toml.push_str(&format!(
                "\n[[claim]]\nid = \"p{i}-{j}\"\nsays = \"x\"\ndocs = {{ page = {:?}, phrase = {phrase:?}, html = 1 }}\n",
                path.display().to_string()
            ));
        }
        if i == 1 {
            // Not a page-only claim: evaluated alone, between the parallel runs.
            ids.push("code".into());
            toml.push_str(&format!(
                "\n[[claim]]\nid = \"code\"\nsays = \"x\"\ndocs = {{ page = {:?}, phrase = \"unsafe\" }}\ncode = {{ strings = {{ paths = [\"src\"], contains = \"unsafe\" }} }}\nexpect = \"present\"\n",
                docs.join("a.html").display().to_string()
            ));
        }
    }
    std::fs::write(root.join("claims.toml"), &toml).unwrap();
    let docs_root = docs.display().to_string();
    let (code, all) = check_in(root, &["--docs-root", &docs_root]);
    assert_eq!(code, 1, "{all}");
    let findings = all["findings"].as_array().unwrap();
    let got: Vec<&str> = findings.iter().map(|f| f["id"].as_str().unwrap()).collect();
    assert_eq!(got, ids, "findings in file order");
    for f in findings {
        let id = f["id"].as_str().unwrap();
        let (_, alone) = check_in(root, &["--docs-root", &docs_root, "--only", id]);
        assert_eq!(&alone["findings"][0], f, "claim {id} alone");
    }
    for (i, (name, body)) in pages.iter().enumerate() {
        if name.ends_with(".md") {
            continue;
        }
        let text_sha = docdrift_core::core::hash::sha256_hex(
            docdrift_core::pages::text::visible_text(body).as_bytes(),
        );
        for (j, phrase) in phrases.iter().enumerate() {
            let pc = count_page(
                body,
                &Pattern::Literal(phrase.to_string()),
                &CountOptions::default(),
            );
            let ev = &finding(&all, &format!("p{i}-{j}"))["docs"][0];
            assert_eq!(ev["html_count"], pc.html, "{name} {phrase:?}");
            assert_eq!(ev["text_count"], pc.text, "{name} {phrase:?}");
            assert_eq!(ev["text_sha256"], text_sha.as_str(), "{name}");
        }
    }
    // The pages exercise both text paths: the fast path vouches for a.html, not for table.html.
    let mut t = String::new();
    assert!(docdrift_core::pages::fastpath::visible_text_checked(
        &pages[0].1,
        &mut t
    ));
    assert!(!docdrift_core::pages::fastpath::visible_text_checked(
        &pages[1].1,
        &mut t
    ));
    let warned = finding(&all, "p2-0")["details"].to_string();
    assert!(
        warned.contains("page warning: elements nest") && warned.contains("deep"),
        "{warned}"
    );
}

/// `env` in docdrift.toml lets a claims file's `[target]` read `${NAME}` as `--env NAME` does;
/// names given with `--env` replace the file's list.
#[test]
fn docdrift_toml_env_allows_target_variables() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("code")).unwrap();
    std::fs::create_dir_all(root.join("docs")).unwrap();
    std::fs::write(root.join("code/app.py"), "MAX_RETRIES = 3\n").unwrap();
    std::fs::write(
        root.join("docs/guide.md"),
        "The client retries up to 3 times.\n",
    )
    .unwrap();
    std::fs::write(
        root.join("claims.toml"),
        "version = 1\n[target]\ncheckout = \"${CHECKFAST_TEST_CODE}\"\ndocs_dir = \"docs\"\n\n\
         [[claim]]\nid = \"retries\"\nsays = \"x\"\n\
         docs = { page = \"guide.md\", regex = 'retries up to (?P<value>\\d+) times' }\n\
         code = { select = \"app.py::MAX_RETRIES\" }\n",
    )
    .unwrap();
    let run = |config: &str, extra: &[&str]| {
        std::fs::write(root.join("docdrift.toml"), config).unwrap();
        let out = crate::util::docdrift()
            .current_dir(root)
            .env("CHECKFAST_TEST_CODE", "code")
            .args(["check", "--format", "json"])
            .args(extra)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // Not allowed: the claims file is refused, naming the variable (exit 2).
    let (code, _, err) = run("[check]\nclaims = \"claims.toml\"\n", &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--env CHECKFAST_TEST_CODE"), "{err}");
    // Allowed in docdrift.toml: the checkout is read from the variable.
    let allowed = "[check]\nclaims = \"claims.toml\"\nenv = [\"CHECKFAST_TEST_CODE\"]\n";
    let (code, out, err) = run(allowed, &[]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert_eq!(verdicts(&out)["retries"], "agree");
    // `--env` on the command line replaces the file's list.
    let (code, _, err) = run(allowed, &["--env", "SOMETHING_ELSE"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--env CHECKFAST_TEST_CODE"), "{err}");
}

/// Every claim that errors says what kind of error in JSON (`error_kind`), for a cron job that
/// retries missing evidence but flags a broken claim; the message is unchanged.
#[test]
fn errors_carry_their_kind_in_json() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir_all(d.join("docs")).unwrap();
    std::fs::create_dir_all(d.join("snaps")).unwrap();
    std::fs::write(d.join("docs/page.html"), "<p>No limits here.</p>").unwrap();
    std::fs::write(d.join("a.py"), "LIMIT = 8\n").unwrap();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("far.py"), "LIMIT = 9\n").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(outside.path().join("far.py"), d.join("link.py")).unwrap();
    let claim = |id: &str, docs: &str, code: &str| {
        format!("[[claim]]\nid = \"{id}\"\nsays = \"x\"\ndocs = {docs}\ncode = {code}\n\n")
    };
    let mut src = String::from("version = 1\n[target]\ncheckout = \".\"\ndocs_dir = \"docs\"\n\n");
    src += &claim(
        "file-gone",
        "{ value = 8 }",
        "{ select = \"missing.py::LIMIT\" }",
    );
    src += &claim(
        "regex-no-hit",
        "{ page = \"page.html\", regex = 'LIMIT is (?P<value>\\d+)' }",
        "{ select = \"a.py::LIMIT\" }",
    );
    src += &claim(
        "not-fetched",
        "{ page = \"http://127.0.0.1:9/never.html\", regex = 'LIMIT is (?P<value>\\d+)' }",
        "{ select = \"a.py::LIMIT\" }",
    );
    src += &claim(
        "no-files",
        "{ value = \"x\" }",
        "{ strings = { paths = [\"src/**/*.py\"], contains = \"x\" } }\nexpect = \"present\"",
    );
    #[cfg(unix)]
    {
        src += &claim(
            "link-out",
            "{ value = 9 }",
            "{ select = \"link.py::LIMIT\" }",
        );
    }
    std::fs::write(d.join("claims.toml"), &src).unwrap();
    let (_, report) = check_in(d, &[]);
    let kinds: Vec<(String, String, String)> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["id"].as_str().unwrap().to_string(),
                f["verdict"].as_str().unwrap().to_string(),
                f["error_kind"].as_str().unwrap_or("-").to_string(),
            )
        })
        .collect();
    let want = [
        ("file-gone", "error", "unavailable"),
        ("regex-no-hit", "error", "not_found"),
        ("not-fetched", "error", "unavailable"),
        ("no-files", "error", "not_found"),
        #[cfg(unix)]
        ("link-out", "error", "outside_checkout"),
    ];
    let want: Vec<(String, String, String)> = want
        .iter()
        .map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()))
        .collect();
    assert_eq!(kinds, want, "{report}");
}

/// A pull request cannot hide a file from a claims gate with `.gitignore`: the walk that skips
/// ignored files belongs to `scan`/`strings`; a strings claim's globs see every file.
#[test]
fn a_gitignored_file_is_still_read_by_a_strings_claim() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join(".gitignore"), "*.py\n").unwrap();
    std::fs::write(d.join("a.py"), "MSG = \"keep the last 20 turns\"\n").unwrap();
    std::fs::write(
        d.join("claims.toml"),
        "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"s\"\nsays = \"x\"\n\
         docs = { value = \"keep the last 20 turns\" }\n\
         code = { strings = { paths = [\"*.py\"], contains = \"keep the last 20 turns\" } }\n\
         expect = \"present\"\n",
    )
    .unwrap();
    let (_, report) = check_in(d, &[]);
    assert_eq!(finding(&report, "s")["verdict"], "agree", "{report}");
    // scan's walk does skip it.
    let walked = docdrift_core::source::walk::source_tree(d, |_| false, |_| false);
    assert!(!walked.files.iter().any(|f| f.ends_with("a.py")));
}
