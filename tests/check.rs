//! End-to-end: serve the demo site on loopback, fetch it with `check --fetch`,
//! evaluate claims/demo.toml against demo/src, and assert every verdict, the
//! exit code and the JSON / JUnit / SARIF / GitHub / Markdown documents.

use assert_cmd::Command;
use docdrift::serve::{ServeOptions, Server};
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
    Command::cargo_bin("docdrift")
        .unwrap()
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

fn os<'a>(items: &'a [&'a str]) -> Vec<&'a std::ffi::OsStr> {
    items.iter().map(std::ffi::OsStr::new).collect()
}

fn check(d: &Demo, extra: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("docdrift")
        .unwrap()
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
        docdrift::hash::sha256_hex(&body)
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

fn write(dir: &Path, name: &str, body: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, body).unwrap();
    p
}

#[test]
fn invalid_claims_exit_2_with_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(
        dir.path(),
        "bad.toml",
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
        dir.path(),
        "c.toml",
        "version = 1\n[target]\nchecckout_note = 1\n",
    );
    let out = docdrift(
        dir.path(),
        &[&os(&["check", "--claims"])[..], &[p.as_os_str()]].concat(),
    );
    assert_eq!(out.status.code(), Some(2));

    let p = write(
        dir.path(),
        "d.toml",
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
    let claims = write(
        work.path(),
        "c.toml",
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
    let claims = write(
        work.path(),
        "c.toml",
        &format!(
            "version = 1\n[target]\ndocs = \"{}\"\ncheckout = \"src\"\n\n[[claim]]\nid = \"limit\"\nsays = \"limit\"\ndocs = {{ page = \"a.html\", regex = 'limit is (?P<value>\\d+) rows' }}\ncode = {{ select = \"lim.py::LIMIT\" }}\n",
            server.url()
        ),
    );
    let run = || {
        let out = Command::cargo_bin("docdrift")
            .unwrap()
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
        let claims = write(
            dir.path(),
            "l.toml",
            &format!(
                "version = 1\n[target]\ncheckout = \"{}\"\n\n[[claim]]\nid = \"floor\"\nsays = \"floor 8\"\ndocs = {{ page = \"{spelled}\", regex = 'small count floor \\((?P<value>\\d+) rows\\)' }}\ncode = {{ select = \"tern/agent/context_compressor.py::_MAX_TAIL_MESSAGE_FLOOR\" }}\n",
                repo().join("demo/src").display()
            ),
        );
        let out = docdrift(
            dir.path(),
            &[
                &os(&["check", "--format", "json", "--claims"])[..],
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
