//! `docdrift scan` end to end: fixtures with every mention form and the
//! look-alikes that must not be reported, the demo site fetched from a real
//! loopback server into snapshots, drafted claims parsed back, usage errors.

use crate::util::{docdrift, python3, root, scan_all, write};
use serde_json::Value as Json;
use std::path::{Path, PathBuf};

fn fixture(p: &str) -> PathBuf {
    root().join("tests/fixtures/scan").join(p)
}

/// `scan --docs DOCS --checkout CODE --format json`: (exit code, report, stderr).
fn scan_docs_code(docs: &Path, code: &Path) -> (i32, Json, String) {
    scan_json(&[
        "--docs",
        docs.to_str().unwrap(),
        "--checkout",
        code.to_str().unwrap(),
    ])
}

/// Run scan, return (exit code, parsed JSON report, stderr).
fn scan_json(args: &[&str]) -> (i32, Json, String) {
    let out = docdrift()
        .arg("scan")
        .args(args)
        .args(["--format", "json"])
        .output()
        .unwrap();
    let code = out.status.code().unwrap();
    let json: Json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}): {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (
        code,
        json,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn fixture_args() -> Vec<String> {
    vec![
        "--docs".into(),
        fixture("docs").display().to_string(),
        "--checkout".into(),
        fixture("code").display().to_string(),
    ]
}

/// One line per finding: id, verdict, docs page:line, code file:line.
fn rows(report: &Json) -> Vec<String> {
    report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let docs: Vec<String> = f["docs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| {
                    let url = d["url"].as_str().unwrap();
                    let page = url.rsplit('/').next().unwrap();
                    format!("{page}:{}", d["line"])
                })
                .collect();
            let docs = if docs.is_empty() {
                "-".to_string()
            } else {
                docs.join(",")
            };
            let code: Vec<String> = f["code"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| format!("{}:{}", c["file"].as_str().unwrap(), c["line"]))
                .collect();
            format!(
                "{} {} {} {}",
                f["verdict"].as_str().unwrap(),
                f["id"].as_str().unwrap(),
                docs,
                code.join(",")
            )
        })
        .collect()
}

#[test]
fn fixtures_report_exactly_the_planted_drift() {
    let args = fixture_args();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, report, _) = scan_json(&args);
    assert_eq!(code, 1, "disagreements exit 1");
    assert_eq!(
        rows(&report),
        [
            // Docs YAML block says 30; DEFAULT_CONFIG says 60.
            "disagree disagree/agent.request_timeout/1 agent.md:8 app/config.py:16",
            // `max_items` under "Overview": cache (100) or memory (50)? Neither is 75,
            // and which one the page means is never guessed.
            "error ambiguous/max_items/1 agent.md:16 app/config.py:20,app/config.py:23",
            // Docs table 20 vs the example YAML 10 (the recurring config gap).
            "disagree disagree/compression.protect_last_n/1 config.html:12 config.example.yaml:4",
            // A renamed key: docs say tail_mode, code has tail_strategy.
            "disagree documented-not-in-code/tail_mode/1 config.html:13 ",
            // The docs YAML block (12) disagrees with the docs table (20) and
            // both code places: one finding for (name, docs value) with both.
            "disagree disagree/compression.protect_last_n/2 config.html:20 app/config.py:6,config.example.yaml:4",
            "disagree disagree/RETRIES/1 config.html:27 app/limits.py:5",
            "disagree disagree/Config::default.telemetry/1 config.html:30 core/src/lib.rs:13",
            "disagree inconsistent/compression.protect_last_n/1 config.html:12,config.html:20 app/config.py:6,config.example.yaml:4",
            // An undocumented config key, and the renamed key's new name.
            "disagree undocumented/compression.min_tail_user_messages/1 - app/config.py:8,config.example.yaml:6",
            "disagree undocumented/compression.tail_strategy/1 - app/config.py:7,config.example.yaml:5",
        ]
    );
    assert_eq!(
        report["summary"],
        serde_json::json!({"claims": 18, "agree": 7, "disagree": 9, "error": 1, "skipped": 1})
    );
    let f = &report["findings"][4];
    assert_eq!(f["docs_raw"], "12");
    // Two definitions differ from the docs: each carries its own value.
    assert_eq!(f["code"][0]["value"], "20");
    assert_eq!(f["code"][1]["value"], "10");
    assert_eq!(f["docs"][0]["matched"], "protect_last_n: 12");
    assert_eq!(
        f["message"],
        "[disagree] `compression.protect_last_n`: docs state 12 (config.html:20, code block); code value 20 is not equal to docs 12 (number) — app/config.py:6 `DEFAULT_CONFIG.compression.protect_last_n` = 20; config.example.yaml:4 `compression.protect_last_n` = 10"
    );
    let stale = &report["findings"][3];
    assert!(
        stale["message"]
            .as_str()
            .unwrap()
            .ends_with("renamed? nearest: compression.tail_strategy"),
        "{}",
        stale["message"]
    );
    let incon = &report["findings"][7];
    assert_eq!(
        incon["message"],
        // The table and the block differ too, but a block is what a reader sets: the code
        // and config file that differ make this finding (the block has its own, above).
        "[inconsistent] `compression.protect_last_n` has different values across code and config files: docs config.html (table row, table 1, row 1): 20; docs config.html (code block, code block 1, line 3): 12; app/config.py:6 20; config.example.yaml:4 10"
    );
}

#[test]
fn look_alikes_are_not_reported_and_agreements_show_with_all() {
    let mut args = fixture_args();
    args.push("--all".into());
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (_, report, _) = scan_json(&args);
    let rows = rows(&report);
    // `protect_last_n` under "Overview" may mean compression (20, agrees) or
    // delegation (6): no evidence of drift, so only listed with --all.
    assert!(rows.contains(
        &"skipped ambiguous/protect_last_n/1 agent.md:15 app/config.py:6,app/config.py:11,config.example.yaml:4".to_string()
    ));
    let agrees: Vec<&String> = rows.iter().filter(|r| r.starts_with("agree ")).collect();
    assert_eq!(
        agrees,
        [
            "agree agree/agent.max_turns/1 agent.md:7 app/config.py:15,config.example.yaml:8",
            // YAML nesting picks delegation.max_turns, not agent.max_turns.
            "agree agree/delegation.max_turns/1 agent.md:10 app/config.py:12",
            "agree agree/compression.protect_last_n/1 config.html:12 app/config.py:6",
            // Two docs places, two code places, one value: one finding.
            "agree agree/compression.enabled/1 config.html:14,config.html:21 app/config.py:5,config.example.yaml:3",
            // The "Cache" heading picks cache.max_items (100), not memory.max_items (50).
            "agree agree/cache.max_items/1 config.html:24 app/config.py:20",
            "agree agree/BUFFER_SIZE/1 config.html:26 app/limits.py:4",
            "agree agree/Config::default.streaming/1 config.html:30 core/src/lib.rs:14",
        ]
    );
    let all = rows.join("\n");
    for never in [
        "memory.max_items",     // the same leaf in another section
        "INTERNAL_ONLY",        // "18" near `protect_last_n` is not its default
        "clamp",                // a helper's parameter default
        "tests/test_limits.py", // test files are not code names
        "MAX_TAIL_FLOOR",       // "8 rows" is not stated for a name
        "MAX_BODY",             // "capped at 2 MiB" names nothing
    ] {
        assert!(!all.contains(never), "{never} must not be reported:\n{all}");
    }
    // "override it …, for example:" introduces values a user might set.
    assert!(
        !report.to_string().contains("protect_last_n: 50"),
        "an example block's value is not a default"
    );
    let buf = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == "agree/BUFFER_SIZE/1")
        .unwrap();
    assert_eq!(buf["docs_raw"], "8 KiB");
    assert_eq!(buf["code_value"], "8192");
    assert_eq!(buf["reading"], "agrees (KiB as 1024 bytes)");
    assert_eq!(
        buf["docs"][0]["matched"],
        "Reads go through a buffer; BUFFER_SIZE (default: 8 KiB) is fixed at build time."
    );
}

#[test]
fn drafted_claims_parse_back_and_never_overwrite_a_users_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("claims/drafted.toml");
    let mut args = fixture_args();
    args.extend(["--write-claims".into(), out.display().to_string()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, _, stderr) = scan_json(&args);
    assert_eq!(code, 1);
    assert!(stderr.contains("wrote 18 draft claims"), "{stderr}");
    let text = std::fs::read_to_string(&out).unwrap();
    // The draft names the checkout relative to the project it was drafted
    // in (the current directory here), where `check` resolves it (#29).
    let parsed = docdrift_core::claims::parse(&out, &text, &root()).unwrap();
    // 17 agree/disagree comparisons + 1 same-value claim for the code-vs-code gap.
    assert_eq!(parsed.claims.len(), 18);
    assert_eq!(
        parsed.target.checkout.as_deref(),
        Some(fixture("code").as_path())
    );
    let table = parsed
        .claims
        .iter()
        .find(|c| c.id == "disagree-compression-protect-last-n")
        .unwrap();
    match &table.docs.as_ref().unwrap().read {
        docdrift_core::claims::DocsRead::Table { row, column, nth } => {
            assert_eq!(
                (row.as_str(), column.as_str(), *nth),
                ("protect_last_n", "Default", Some(1))
            );
        }
        other => panic!("expected a table claim, got {other:?}"),
    }
    assert_eq!(
        table.docs.as_ref().unwrap().page.as_deref(),
        // A relative page in the draft's (relative) docs_dir, no machine path.
        Some(fixture("docs/config.html").display().to_string().as_str())
    );
    let regex = parsed
        .claims
        .iter()
        .find(|c| c.id == "disagree-retries")
        .unwrap();
    match &regex.docs.as_ref().unwrap().read {
        docdrift_core::claims::DocsRead::Regex { regex } => {
            let re = regex::Regex::new(regex).unwrap();
            let page = std::fs::read_to_string(fixture("docs/config.html")).unwrap();
            let text = docdrift_core::pages::text::normalize_ws(
                &docdrift_core::pages::text::visible_text(&page),
            );
            assert_eq!(&re.captures(&text).unwrap()["value"], "5");
        }
        other => panic!("expected a regex claim, got {other:?}"),
    }
    // Ambiguous mentions are drafted commented out, one per candidate.
    assert_eq!(text.matches("# [[claim]]").count(), 5);

    // A claims file the user wrote is never overwritten.
    let mine = dir.path().join("mine.toml");
    std::fs::write(&mine, "version = 1\n").unwrap();
    let mut args = fixture_args();
    args.extend(["--write-claims".into(), mine.display().to_string()]);
    let out = docdrift().arg("scan").args(&args).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("was not written by `docdrift scan`"));
    assert_eq!(std::fs::read_to_string(&mine).unwrap(), "version = 1\n");
}

#[test]
fn demo_site_from_loopback_snapshots() {
    use docdrift_core::pages::fetch::{FetchOptions, Fetcher, Validators};
    use docdrift_serve::{ServeOptions, Server};
    let server = Server::start(
        &root().join("demo/site"),
        "127.0.0.1:0",
        ServeOptions::default(),
    )
    .unwrap();
    let store_dir = tempfile::tempdir().unwrap();
    let store = docdrift_core::pages::snapshot::Store::new(store_dir.path());
    let fetcher = Fetcher::new(FetchOptions::default()).unwrap();
    for page in [
        "docs/user-guide/cli",
        "docs/guides/troubleshooting",
        "docs/developer-guide/context-compression",
        "docs/user-guide/configuration",
        "docs/user-guide/features/context-files",
        "docs/developer-guide/internals",
    ] {
        let resp = fetcher
            .get(&format!("{}{page}", server.url()), &Validators::default())
            .unwrap();
        assert_eq!(resp.status, 200, "{page}");
        store.save(&resp).unwrap();
    }
    let (code, report, _) = scan_json(&[
        "--snapshots",
        store_dir.path().to_str().unwrap(),
        "--checkout",
        root().join("demo/src").to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    // Checked by hand against demo/FACTS.md: the example YAML's 10 against
    // the docs' 20 (three docs places), telemetry "enabled" vs `false`, the
    // same gap summarised, and `summary_model`, which no page mentions.
    assert_eq!(
        rows(&report),
        [
            "disagree disagree/compression.protect_last_n/1 context-compression:18,context-compression:25,configuration:18 cli-config.yaml.example:17",
            "disagree disagree/Config::default.telemetry/1 internals:33 tern-core/src/lib.rs:55",
            "disagree inconsistent/compression.protect_last_n/1 context-compression:18,context-compression:25,configuration:18 cli-config.yaml.example:17,tern/config.py:25",
            "disagree undocumented/compression.summary_model/1 - cli-config.yaml.example:19,tern/config.py:27",
        ]
    );
}

#[test]
fn drafted_claims_from_the_shipped_snapshots_check_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let draft = dir.path().join("demo-draft.toml");
    let out = docdrift()
        .current_dir(root())
        .args([
            "scan",
            "--snapshots",
            "snapshots",
            "--checkout",
            "demo/src",
            "--write-claims",
        ])
        .arg(&draft)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("wrote 45 draft claims"));
    let out = docdrift()
        .current_dir(root())
        .args([
            "check",
            "--snapshots",
            "snapshots",
            "--format",
            "json",
            "--claims",
        ])
        .arg(&draft)
        .output()
        .unwrap();
    let report: Json = serde_json::from_slice(&out.stdout).unwrap();
    // Every drafted claim evaluates (no errors), with the verdicts scan gave.
    assert_eq!(
        report["summary"],
        serde_json::json!({"claims": 45, "agree": 40, "disagree": 5, "error": 0, "skipped": 0})
    );
    let disagree: Vec<&str> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["verdict"] == "disagree")
        .map(|f| f["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        disagree,
        [
            "disagree-compression-protect-last-n",
            "disagree-compression-protect-last-n-2",
            "disagree-compression-protect-last-n-3",
            "disagree-config-default-telemetry",
            "same-value-compression-protect-last-n",
        ]
    );
}

#[test]
fn usage_and_unavailable_inputs() {
    // Neither docs source.
    let out = docdrift()
        .args(["scan", "--checkout"])
        .arg(fixture("code"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--snapshots DIR or --docs DIR"));
    // Both docs sources: a clap usage error.
    let out = docdrift()
        .args(["scan", "--snapshots", "x", "--docs", "y", "--checkout", "z"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    // A docs directory that does not exist: evidence unavailable.
    let out = docdrift()
        .args(["scan", "--docs", "/nonexistent/docdrift-docs", "--checkout"])
        .arg(fixture("code"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "docdrift scan: error: docs /nonexistent/docdrift-docs: not a directory\n"
    );
    // An empty snapshot store.
    let empty = tempfile::tempdir().unwrap();
    let out = docdrift()
        .args(["scan", "--snapshots"])
        .arg(empty.path())
        .arg("--checkout")
        .arg(fixture("code"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no HTML snapshots found"));
}

#[test]
fn malformed_inputs_are_read_around_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::create_dir_all(&code).unwrap();
    // Latin-1 bytes and unclosed tags in the docs; a syntax error in code.
    let mut html =
        b"<h2>Limits</h2><p>Caf\xe9 <code>RETRIES</code> defaults to 4.<table><tr><td>".to_vec();
    html.extend_from_slice(b"<pre><code class=\"language-yaml\">net:\n  retries: [1, 2\n");
    std::fs::write(docs.join("a.html"), html).unwrap();
    std::fs::write(
        code.join("limits.py"),
        "RETRIES = 3\ndef broken(:\n    pass\n",
    )
    .unwrap();
    let (code_exit, report, stderr) = scan_docs_code(&docs, &code);
    assert_eq!(code_exit, 1);
    assert_eq!(
        rows(&report),
        ["disagree disagree/RETRIES/1 a.html:1 limits.py:1"]
    );
    assert!(
        stderr.contains("limits.py:2"),
        "syntax error reported: {stderr}"
    );

    // Deep nesting (50,000 levels overflowed the stack before the depth cap;
    // html5ever parsing is quadratic in depth, so 5,000 keeps this fast): read
    // down to the cap and said so;
    // a mention 100 levels deep is still found.
    let n = 5_000;
    let deep = format!(
        "<html><body>{}<p><code>RETRIES</code> defaults to 4.</p>{}</body></html>",
        "<div>".repeat(n),
        "</div>".repeat(n)
    );
    std::fs::write(docs.join("a.html"), deep).unwrap();
    let shallow = format!(
        "<html><body>{}<p><code>RETRIES</code> defaults to 5.</p>{}</body></html>",
        "<div>".repeat(100),
        "</div>".repeat(100)
    );
    std::fs::write(docs.join("b.html"), shallow).unwrap();
    let (code_exit, report, stderr) = scan_docs_code(&docs, &code);
    assert_eq!(code_exit, 1);
    assert_eq!(
        rows(&report),
        ["disagree disagree/RETRIES/1 b.html:1 limits.py:1"]
    );
    assert!(
        stderr.contains(
            "a.html: elements nest deeper than 256 levels; content below that depth was not read"
        ),
        "{stderr}"
    );
}

#[test]
fn sarif_and_markdown_render_the_same_findings() {
    let args = fixture_args();
    let out = docdrift()
        .arg("scan")
        .args(&args)
        .args(["--format", "sarif"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let sarif: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(sarif["version"], "2.1.0");
    assert_eq!(sarif["runs"][0]["results"].as_array().unwrap().len(), 10);
    let out = docdrift()
        .arg("scan")
        .args(&args)
        .args(["--format", "markdown"])
        .output()
        .unwrap();
    let md = String::from_utf8(out.stdout).unwrap();
    assert!(md.contains("disagree/RETRIES/1"), "{md}");
    assert!(
        !md.contains("agree/cache.max_items/1"),
        "agreements only with --all"
    );
}

/// Every false-positive class seen on a real project, in one realistic
/// fixture: commented-out alternatives (`# backend: "ssh"`) in the example
/// YAML and in a docs block, `# Docs: https://…` and prose comments, a
/// prompt whose final period matters, an excerpt ending in `...`, a block
/// introduced as an override ("…on a cheaper model instead:"), and a JSON
/// tool response (`success`, `usage`, `error`, `enabled`).
#[test]
fn false_positive_classes_are_not_reported() {
    let (code, report, _) = scan_json(&[
        "--docs",
        fixture("fp/docs").to_str().unwrap(),
        "--checkout",
        fixture("fp/code").to_str().unwrap(),
        "--all",
    ]);
    assert_eq!(code, 1);
    assert_eq!(
        rows(&report),
        [
            "agree agree/terminal.backend/1 configuration.md:9,configuration.md:15 agent/config.py:13,cli-config.yaml.example:10",
            "agree agree/terminal.timeout/1 configuration.md:10,configuration.md:18 agent/config.py:14,cli-config.yaml.example:14",
            // The period is part of the prompt: it agrees as written.
            "agree agree/agent.system_prompt/1 configuration.md:36 agent/config.py:10",
            "agree agree/agent.max_turns/1 configuration.md:37 agent/config.py:9,cli-config.yaml.example:19",
            "agree agree/memory.enabled/1 configuration.md:52 agent/config.py:18,cli-config.yaml.example:22",
            // `# char_limit: 1200` in the example is a commented-out hint, not the default.
            "agree agree/memory.char_limit/1 configuration.md:53 agent/config.py:19",
            // Recall: a key the docs state under "## Memory" that the code's
            // memory section lacks is drift, not an ambiguous error, and is
            // never compared with `model.provider`.
            "disagree documented-not-in-code/memory.provider/1 configuration.md:54 ",
            "disagree undocumented/terminal.cwd/1 - agent/config.py:15",
        ]
    );
    // No value or key read from a comment, an example, an override or the
    // response sample reaches a finding.
    let findings = report["findings"].as_array().unwrap();
    let mut read: Vec<String> = Vec::new();
    for f in findings {
        read.push(f["docs_raw"].as_str().unwrap_or("").to_string());
        for c in f["code"].as_array().unwrap() {
            read.push(c["name"].as_str().unwrap().to_string());
            read.push(c["expr"].as_str().unwrap().to_string());
        }
        for d in f["docs"].as_array().unwrap() {
            read.push(d["matched"].as_str().unwrap().to_string());
        }
    }
    let read = read.join("\n");
    for never in [
        "\"ssh\"",
        "backend: docker",
        "openrouter",
        "small-model-1",
        "success",
        "usage",
        "error",
        "enabled\": false",
        "Docs",
        "note",
        "pick a directory",
        "300",
        "1200",
    ] {
        assert!(!read.contains(never), "{never} must not be read:\n{read}");
    }
}

/// Locale files: a few hundred nested string keys per language, the same
/// tree in each. The docs state numbers for leaves that are strings in the
/// locales (this recursed without end in compare and overflowed the
/// stack), and translations must not be reported as inconsistent settings.
#[test]
fn locale_pairs_do_not_crash_or_flood() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    std::fs::create_dir_all(&docs).unwrap();
    let tree = |lang: &str| {
        let mut s = String::new();
        for screen in 0..60 {
            s.push_str(&format!("screen{screen}:\n"));
            for key in [
                "title",
                "description",
                "button",
                "error",
                "success",
                "usage",
            ] {
                s.push_str(&format!("  {key}: \"{lang} {key} of screen {screen}.\"\n"));
            }
            s.push_str("  dialog:\n");
            for key in ["title", "confirm", "cancel"] {
                s.push_str(&format!("    {key}: \"{lang} {key} {screen}\"\n"));
            }
        }
        s
    };
    // In a locale directory, and as bare `en.yaml`/`es.yaml` elsewhere.
    for sub in ["locales", "web"] {
        std::fs::create_dir_all(code.join(sub)).unwrap();
        std::fs::write(code.join(sub).join("en.yaml"), tree("en")).unwrap();
        std::fs::write(code.join(sub).join("es.yaml"), tree("es")).unwrap();
    }
    // The same tree as a settings file: read, compared, and still no crash.
    std::fs::write(code.join("settings.yaml"), tree("en")).unwrap();
    std::fs::write(
        docs.join("ui.md"),
        "# UI defaults\n\n```yaml\nscreen0:\n  title: 3\n  button: true\n```\n\n```yaml\nscreen1:\n  dialog:\n    confirm: 2\n```\n",
    )
    .unwrap();
    let out = docdrift()
        .args(["scan", "--format", "json", "--docs"])
        .arg(&docs)
        .arg("--checkout")
        .arg(&code)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        rows(&report),
        [
            "disagree disagree/screen0.title/1 ui.md:5 settings.yaml:2",
            "disagree disagree/screen0.button/1 ui.md:6 settings.yaml:4",
            "disagree disagree/screen1.dialog.confirm/1 ui.md:12 settings.yaml:21",
        ]
    );
    assert!(!report.to_string().contains("locales/"));
}

/// An example YAML dense with commented-out keys (alternatives, nested
/// commented sections, prose) against a page: finishes, and only the live
/// keys are compared.
#[test]
fn example_yaml_dense_with_commented_keys() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::create_dir_all(&code).unwrap();
    let mut y = String::from("# Example config\n# Docs: https://example.org/docs/config\n");
    for s in 0..40 {
        y.push_str(&format!("section{s}:\n"));
        for k in 0..8 {
            y.push_str(&format!("  # key{k}: \"alt{k}\"\n"));
            y.push_str(&format!("  #   nested{k}: {k}\n"));
            y.push_str(&format!("  key{k}: {k}\n"));
            y.push_str("  # backend: \"ssh\"\n  # backend: \"docker\"\n");
            y.push_str("  #  sub:\n  #    deep: 3\n");
            y.push_str("  # note: restart the agent after changing this.\n");
        }
    }
    std::fs::write(code.join("config.yaml.example"), y).unwrap();
    std::fs::write(
        docs.join("config.md"),
        "# Settings\n\n```yaml\nsection1:\n  key1: 1\n  key2: 5\n  backend: local\n```\n",
    )
    .unwrap();
    let out = docdrift()
        .args(["scan", "--format", "json", "--all", "--docs"])
        .arg(&docs)
        .arg("--checkout")
        .arg(&code)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        rows(&report),
        [
            "agree agree/section1.key1/1 config.md:5 config.yaml.example:79",
            "disagree disagree/section1.key2/1 config.md:6 config.yaml.example:87",
        ]
    );
}

/// Every recursion over an input is bounded: a config or source file nested
/// deeper than the limit is skipped with a warning naming it.
#[test]
fn nesting_over_the_bound_is_a_warning_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::create_dir_all(&code).unwrap();
    let n = 5_000;
    std::fs::write(
        code.join("deep.json"),
        format!("{{\"a\": {}1{}}}", "[".repeat(n), "]".repeat(n)),
    )
    .unwrap();
    let mut y = String::new();
    for i in 0..300 {
        y.push_str(&format!("{}k{i}:\n", " ".repeat(i)));
    }
    y.push_str(&format!("{}leaf: 1\n", " ".repeat(300)));
    std::fs::write(code.join("deep.yaml"), y).unwrap();
    std::fs::write(
        code.join("deep.py"),
        format!("X = {}1{}\nRETRIES = 3\n", "(".repeat(n), ")".repeat(n)),
    )
    .unwrap();
    std::fs::write(code.join("limits.py"), "RETRIES = 3\n").unwrap();
    std::fs::write(docs.join("a.md"), "`RETRIES` defaults to 4.\n").unwrap();
    let (exit, report, stderr) = scan_docs_code(&docs, &code);
    assert_eq!(exit, 1);
    assert_eq!(
        rows(&report),
        ["disagree disagree/RETRIES/1 a.md:1 limits.py:1"]
    );
    for f in ["deep.json", "deep.yaml", "deep.py"] {
        assert!(
            stderr.contains(&format!("{f}: skipped, nests")),
            "{f}: {stderr}"
        );
    }
}

#[test]
fn table_is_totals_first_and_fits_100_columns() {
    let out = docdrift()
        .arg("scan")
        .args(fixture_args())
        .arg("--all")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("9 drift findings: 5 disagree, 1 inconsistent, 1 documented-not-in-code, 2 undocumented")
    );
    // Summary first: the pages with the most drift, then the rest of the totals.
    assert_eq!(
        lines.next(),
        Some("most drift on: config.html (6), agent.md (1)")
    );
    assert_eq!(
        lines.next(),
        Some("1 ambiguous; 7 agree and 1 ambiguous with an agreeing candidate")
    );
    for l in text.lines() {
        assert!(l.chars().count() <= 100, "over 100 columns: {l:?}");
    }
    // One block per finding; the grouped agreement lists both docs places.
    assert_eq!(text.matches("\nDISAGREE  ").count(), 5);
    assert!(text.contains(
        "AGREE  agree/compression.enabled/1\n  docs  enabled  config.html:14 table row: enabled | enabled | — | Turn compression on or off.\n        true  config.html:21 code block: enabled: true\n"
    ), "{text}");
}

/// Linter-shaped projects (yamllint, markdownlint): each rule module holds
/// a flat `DEFAULT` dict named by its file, preset files restate some keys
/// with other values on purpose, and parameter lists say
/// "`name`: what (`integer`, default `2`)".
#[test]
fn rule_modules_presets_and_parameter_lists() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    for d in ["lint/rules", "lint/conf", "style"] {
        std::fs::create_dir_all(code.join(d)).unwrap();
    }
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::write(
        code.join("lint/rules/braces.py"),
        "DEFAULT = {'forbid': False, 'min-spaces-inside': 0, 'max-spaces-inside': 0}\n",
    )
    .unwrap();
    std::fs::write(
        code.join("lint/rules/line_length.py"),
        "DEFAULT = {'max': 100, 'allow-non-breakable-words': True,\n           'allow-non-breakable-inline-mappings': False}\n",
    )
    .unwrap();
    // A preset: different values on purpose, never drift.
    std::fs::write(
        code.join("lint/conf/relaxed.yaml"),
        "rules:\n  braces:\n    min-spaces-inside: 1\n    max-spaces-inside: 1\n  line-length:\n    max: 120\n",
    )
    .unwrap();
    std::fs::write(
        code.join("style/relaxed.json"),
        "{\"MD007\": {\"indent\": 4}}\n",
    )
    .unwrap();
    std::fs::write(
        code.join("style/default.json"),
        "{\"MD007\": {\"indent\": 2}}\n",
    )
    .unwrap();
    std::fs::write(
        docs.join("rules.md"),
        "# Rules\n\n## braces\n\nDefault values (when enabled):\n\n```yaml\nrules:\n  braces:\n    forbid: false\n    min-spaces-inside: 0\n    max-spaces-inside: 0\n```\n\n\
         ## line-length\n\n```yaml\nrules:\n  line-length:\n    max: 80\n    allow-non-breakable-words: true\n    allow-non-breakable-inline-mappings: false\n```\n\n\
         ## relaxed\n\n```yaml\nrules:\n  braces:\n    min-spaces-inside: 1\n    max-spaces-inside: 1\n  line-length:\n    max: 120\n```\n",
    )
    .unwrap();
    std::fs::write(
        docs.join("md007.md"),
        "# MD007 - Unordered list indentation\n\nParameters:\n\n- `indent`: Spaces for indent (`integer`, default `3`, values `2` / `4`)\n",
    )
    .unwrap();
    let (exit, report, _) = scan_docs_code(&docs, &code);
    assert_eq!(exit, 1);
    assert_eq!(
        rows(&report),
        [
            // The parameter list names `indent` under "MD007"; neither file
            // agrees with 3, so neither can be told apart as a preset.
            "disagree disagree/MD007.indent/1 md007.md:5 style/default.json:1,style/relaxed.json:1",
            // The line-length block agrees with line_length.py on two of its
            // three lines: it is that module's DEFAULT (100), not the preset (120).
            "disagree disagree/lint/rules/line_length.py::DEFAULT.max/1 rules.md:20 lint/rules/line_length.py:1",
        ]
    );
}

/// Defaults stated without a name next to the value: under a rustdoc method
/// heading, in the sentence after the name, marked "(default)" in a list of
/// choices, or as "the number N can be changed using `x`"; values that live
/// in a constructor's struct literal or a `DEFAULT_<NAME>` constant. And the
/// Markdown line of a prose statement is its own line, not the first line
/// naming the key.
#[test]
fn unnamed_defaults_find_their_name() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    for d in ["src", "rules", "schema"] {
        std::fs::create_dir_all(code.join(d)).unwrap();
    }
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::write(
        code.join("src/builder.rs"),
        "pub struct Builder {\n    max_blocking_threads: usize,\n    global_queue_interval: Option<u32>,\n    keep_alive: Option<u64>,\n}\n\n\
         const DEFAULT_GLOBAL_QUEUE_INTERVAL: u32 = 31;\n\n\
         impl Builder {\n    pub fn new() -> Builder {\n        Builder {\n            max_blocking_threads: 512,\n            global_queue_interval: None,\n            keep_alive: None,\n        }\n    }\n}\n",
    )
    .unwrap();
    std::fs::write(
        code.join("rules/quoted_strings.py"),
        "DEFAULT = {'quote-type': 'double', 'required': True}\n",
    )
    .unwrap();
    std::fs::write(
        code.join("schema/example.yaml"),
        "MD009:\n  br_spaces: 2\nMD013:\n  line_length: 80\n",
    )
    .unwrap();
    // Rustdoc's shape: the method is the heading, the docblock says the value.
    std::fs::write(
        docs.join("struct.Builder.html"),
        "<html><head><title>Builder in rt - Rust</title></head><body><h1>Struct Builder</h1>\n\
         <h2>Implementations</h2>\n\
         <section id=\"method.max_blocking_threads\"><h4 class=\"code-header\">pub fn max_blocking_threads(&amp;mut self, val: usize) -&gt; &amp;mut Self</h4></section>\n\
         <div class=\"docblock\"><p>Specifies the limit for additional threads. The default value is 256.</p></div>\n\
         <section id=\"method.global_queue_interval\"><h4 class=\"code-header\">pub fn global_queue_interval(&amp;mut self, val: u32) -&gt; &amp;mut Self</h4></section>\n\
         <div class=\"docblock\"><p>By default the global queue interval is 47 for the current-thread scheduler.</p></div>\n\
         <section id=\"method.keep_alive\"><h4 class=\"code-header\">pub fn keep_alive(&amp;mut self, val: u64) -&gt; &amp;mut Self</h4></section>\n\
         <div class=\"docblock\"><p>The default value is 10.</p></div>\n\
         <p>It picks from the global queue after 61 local tasks. The number 61 can be changed using the <code>global_queue_interval</code> setting.</p>\n\
         </body></html>\n",
    )
    .unwrap();
    std::fs::write(
        docs.join("rules.html"),
        "<html><body><h1>Rules</h1><h2>quoted-strings</h2><ul>\n\
         <li><p><code>quote-type</code> defines allowed quotes: <code>single</code>, <code>double</code> or <code>any</code> (default).</p></li>\n\
         </ul></body></html>\n",
    )
    .unwrap();
    std::fs::write(
        docs.join("md009.md"),
        "# `MD009` - Trailing spaces\n\nParameters:\n\n- `br_spaces`: Spaces for line break (`integer`, default `2`)\n\n\
         The `br_spaces` parameter allows an exception to this rule for a specific\nnumber of trailing spaces. The default value allows 3 spaces to indicate a\nhard break.\n",
    )
    .unwrap();
    std::fs::write(
        docs.join("md013.md"),
        "# `MD013` - Line length\n\nTags: `line_length`\n\nParameters:\n\n- `line_length`: Number of characters (`integer`, default `80`)\n\n\
         This rule is triggered when there are lines that are longer than the\nconfigured `line_length` (default: 90 characters). To fix this, split the line.\n",
    )
    .unwrap();
    let (exit, report, _) = scan_docs_code(&docs, &code);
    assert_eq!(exit, 1);
    let mut got = rows(&report);
    got.sort();
    assert_eq!(
        got,
        [
            // The method heading names the struct literal's field (the heading's line).
            "disagree disagree/Builder::new.max_blocking_threads/1 struct.Builder.html:4 src/builder.rs:12",
            // `global_queue_interval: None` is "decided elsewhere": the constant is the default.
            "disagree disagree/DEFAULT_GLOBAL_QUEUE_INTERVAL/1 struct.Builder.html:6 src/builder.rs:7",
            "disagree disagree/DEFAULT_GLOBAL_QUEUE_INTERVAL/2 struct.Builder.html:9 src/builder.rs:7",
            // The sentence after the one naming `br_spaces`, on its own line.
            "disagree disagree/MD009.br_spaces/1 md009.md:8 schema/example.yaml:2",
            // Line 10, not line 3 (the tag list) or 7 (the parameter list).
            "disagree disagree/MD013.line_length/1 md013.md:10 schema/example.yaml:4",
            "disagree disagree/rules/quoted_strings.py::DEFAULT.quote-type/1 rules.html:2 rules/quoted_strings.py:1",
            // The parameter lists and the prose disagree with each other too.
            "disagree inconsistent/MD009.br_spaces/1 md009.md:5,md009.md:8 schema/example.yaml:2",
            "disagree inconsistent/MD013.line_length/1 md013.md:7,md013.md:10 schema/example.yaml:4",
        ]
    );
}

/// A default a method gets from a constant written elsewhere: a constructor
/// handing one constant to another constructor (`Self::with_capacity(
/// DEFAULT_BUF_SIZE, inner)`), a setter whose field falls back to a constant
/// (`builder.keep_alive.unwrap_or(KEEP_ALIVE)`), items inside an item macro,
/// `Duration::from_secs`, and "By default, or when the `any` style is used".
/// Look-alikes: another type's `new`, a field with two different fallbacks.
#[test]
fn method_defaults_reach_constants_through_the_body() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    std::fs::create_dir_all(code.join("src")).unwrap();
    std::fs::create_dir_all(code.join("schema")).unwrap();
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::write(
        code.join("src/lib.rs"),
        "macro_rules! cfg_io {\n    ($($item:item)*) => { $( #[cfg(feature = \"io\")] $item )* };\n}\n\n\
         cfg_io! {\n    pub mod io;\n    const DEFAULT_BUF_SIZE: usize = 16 * 1024;\n}\n\n\
         pub mod builder;\nmod pool;\n",
    )
    .unwrap();
    std::fs::write(
        code.join("src/io.rs"),
        "use crate::DEFAULT_BUF_SIZE;\n\n\
         pub struct BufReader<R> {\n    inner: R,\n    buf: Vec<u8>,\n}\n\n\
         impl<R> BufReader<R> {\n    pub fn new(inner: R) -> Self {\n        Self::with_capacity(DEFAULT_BUF_SIZE, inner)\n    }\n\n\
         \x20   pub fn with_capacity(capacity: usize, inner: R) -> Self {\n        BufReader { inner, buf: Vec::with_capacity(capacity) }\n    }\n}\n\n\
         pub struct BufWriter<W> {\n    inner: W,\n    cap: usize,\n}\n\n\
         impl<W> BufWriter<W> {\n    pub fn new(inner: W) -> Self {\n        BufWriter::with_capacity(crate::DEFAULT_BUF_SIZE, inner)\n    }\n\n\
         \x20   pub fn with_capacity(cap: usize, inner: W) -> Self {\n        BufWriter { inner, cap }\n    }\n}\n\n\
         pub struct LineWriter<W> {\n    inner: W,\n}\n\n\
         impl<W> LineWriter<W> {\n    pub fn new(inner: W) -> Self {\n        LineWriter { inner }\n    }\n}\n",
    )
    .unwrap();
    std::fs::write(
        code.join("src/builder.rs"),
        "use std::time::Duration;\n\n\
         pub struct Builder {\n    pub(crate) keep_alive: Option<Duration>,\n    pub(crate) max_io: Option<usize>,\n}\n\n\
         impl Builder {\n    pub fn new() -> Builder {\n        Builder { keep_alive: None, max_io: None }\n    }\n\n\
         \x20   pub fn thread_keep_alive(&mut self, duration: Duration) -> &mut Self {\n        self.keep_alive = Some(duration);\n        self\n    }\n\n\
         \x20   pub fn max_io_events(&mut self, n: usize) -> &mut Self {\n        self.max_io = Some(n);\n        self\n    }\n}\n",
    )
    .unwrap();
    std::fs::write(
        code.join("src/pool.rs"),
        "use crate::builder::Builder;\nuse std::time::Duration;\n\n\
         const KEEP_ALIVE: Duration = Duration::from_secs(10);\nconst MAX_IO: usize = 1024;\nconst SMALL_MAX_IO: usize = 64;\n\n\
         pub(crate) fn start(builder: &Builder, small: &Builder) -> (Duration, usize, usize) {\n\
         \x20   let keep_alive = builder.keep_alive.unwrap_or(KEEP_ALIVE);\n\
         \x20   (keep_alive, builder.max_io.unwrap_or(MAX_IO), small.max_io.unwrap_or_else(|| SMALL_MAX_IO))\n}\n",
    )
    .unwrap();
    std::fs::write(code.join("schema/example.yaml"), "MD060:\n  style: any\n").unwrap();
    let method = |ty_header: &str, fn_header: &str, text: &str| -> String {
        format!(
            "<html><head><title>x - Rust</title></head><body><h1>Struct</h1>\n<h2>Implementations</h2>\n\
             <section class=\"impl\"><h3 class=\"code-header\">{ty_header}</h3></section>\n\
             <section class=\"method\"><h4 class=\"code-header\">{fn_header}</h4></section>\n\
             <div class=\"docblock\"><p>{text}</p></div>\n</body></html>\n"
        )
    };
    let pages = [
        (
            "struct.BufReader.html",
            method(
                "impl&lt;R: AsyncRead&gt; BufReader&lt;R&gt;",
                "pub fn new(inner: R) -&gt; Self",
                "Creates a new BufReader with a default buffer capacity. The default is currently 8 KB, but may change in the future.",
            ),
        ),
        (
            "struct.BufWriter.html",
            method(
                "impl&lt;W: AsyncWrite&gt; BufWriter&lt;W&gt;",
                "pub fn new(inner: W) -&gt; Self",
                "The default is currently 16 KB.",
            ),
        ),
        // LineWriter::new passes no constant: neither BufReader's nor BufWriter's `new`.
        (
            "struct.LineWriter.html",
            method(
                "impl&lt;W&gt; LineWriter&lt;W&gt;",
                "pub fn new(inner: W) -&gt; Self",
                "The default is currently 8 KB.",
            ),
        ),
        (
            "struct.Builder.html",
            method(
                "impl Builder",
                "pub fn thread_keep_alive(&amp;mut self, duration: Duration) -&gt; &amp;mut Self",
                "By default, the timeout for a thread is set to 30 seconds.",
            ),
        ),
        // `max_io` falls back to two constants: no one default.
        (
            "struct.Builder2.html",
            method(
                "impl Builder",
                "pub fn max_io_events(&amp;mut self, n: usize) -&gt; &amp;mut Self",
                "The default value is 99.",
            ),
        ),
    ];
    for (name, html) in &pages {
        std::fs::write(docs.join(name), html).unwrap();
    }
    std::fs::write(
        docs.join("md060.md"),
        "# `MD060` - Table column style\n\nParameters:\n\n- `style`: Table column style (`string`, default `any`)\n\n\
         By default, or when the `aligned` style is used, each table is analyzed.\n",
    )
    .unwrap();
    let (exit, report, stderr) = scan_json(&[
        "--docs",
        docs.to_str().unwrap(),
        "--checkout",
        code.to_str().unwrap(),
        "--all",
    ]);
    assert_eq!(exit, 1, "{stderr}");
    let mut got = rows(&report);
    got.sort();
    assert_eq!(
        got,
        [
            // Placed at the constant the method reaches (lib.rs:7, inside the macro).
            "agree agree/BufWriter::new/1 struct.BufWriter.html:5 src/lib.rs:7",
            "agree agree/MD060.style/1 md060.md:5 schema/example.yaml:2",
            "disagree disagree/BufReader::new/1 struct.BufReader.html:5 src/lib.rs:7",
            "disagree disagree/MD060.style/1 md060.md:7 schema/example.yaml:2",
            "disagree disagree/builder::Builder::thread_keep_alive/1 struct.Builder.html:5 src/pool.rs:4",
            "disagree inconsistent/MD060.style/1 md060.md:5,md060.md:7 schema/example.yaml:2",
        ]
    );
    let text = serde_json::to_string(&report).unwrap();
    // The finding names the constant and how the method reaches it.
    assert!(
        text.contains("BufReader::new → DEFAULT_BUF_SIZE` = 16 * 1024"),
        "{text}"
    );
    assert!(
        text.contains("`thread_keep_alive` sets field `keep_alive`, which falls back to `KEEP_ALIVE` (src/pool.rs:9)"),
        "{text}"
    );
}

/// Keys the code reads by name without a literal default (`conf['locale']`)
/// are not "documented-not-in-code", and a generic example block under a
/// long heading that mentions a section in passing ("…flow control in
/// comments") is not this project's settings.
#[test]
fn keys_read_by_name_and_generic_examples_are_not_stale() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code/lint");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::create_dir_all(&code).unwrap();
    std::fs::write(
        code.join("config.py"),
        "class Config:\n    def parse(self, conf):\n        if 'locale' in conf:\n            self.locale = conf['locale']\n",
    )
    .unwrap();
    std::fs::write(
        code.join("defaults.yaml"),
        "rules:\n  comments:\n    min-spaces: 2\n  braces:\n    forbid: false\n",
    )
    .unwrap();
    std::fs::write(
        docs.join("configuration.md"),
        "# Default configuration\n\n```yaml\nrules:\n  braces:\n    forbid: false\nlocale: en_US.UTF-8\nrenamed: 3\n```\n\n\
         ## Putting template flow control in comments\n\n```yaml\n# {% if extra %}\nkey1: value1\n# {% endif %}\nkey2: value2\n```\n\n\
         ## comments\n\n```yaml\nrules:\n  comments:\n    min-spaces: 2\n    max-spaces: 4\n```\n",
    )
    .unwrap();
    let (_, report, _) = scan_json(&[
        "--docs",
        docs.to_str().unwrap(),
        "--checkout",
        code.parent().unwrap().to_str().unwrap(),
    ]);
    let mut got = rows(&report);
    got.sort();
    assert_eq!(
        got,
        [
            // A key the code neither defines nor reads, beside defined keys: still drift.
            "disagree documented-not-in-code/renamed/1 configuration.md:8 ",
            "disagree documented-not-in-code/rules.comments.max-spaces/1 configuration.md:26 ",
        ]
    );
}

/// The corpora script's matching and counting, on hand-made findings: no
/// network and no built corpora needed.
#[test]
fn corpora_evaluate_script_self_test() {
    if !python3() {
        return;
    }
    let out = std::process::Command::new("python3")
        .arg(root().join("tests/corpora/test_evaluate.py"))
        .output()
        .expect("python3 runs (tests/corpora/test_evaluate.py needs Python 3.11+ for tomllib)");
    assert!(
        out.status.success(),
        "tests/corpora/test_evaluate.py failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `scan::draft::write` is the library side of `--write-claims`: it replaces
/// an earlier draft, and refuses a file a user wrote or one it cannot read as
/// text, leaving either untouched.
#[test]
fn draft_write_replaces_only_an_earlier_draft() {
    use docdrift_core::scan::draft::{self, DraftTarget, DraftWriteError};
    let dir = tempfile::tempdir().unwrap();
    let checkout = dir.path().join("src");
    std::fs::create_dir_all(&checkout).unwrap();
    std::fs::write(checkout.join("lim.py"), "LIMIT = 8\n").unwrap();
    let index = docdrift_core::scan::names::collect(&checkout).unwrap();
    let result = docdrift_core::scan::scan(&[], &index);
    let target = DraftTarget {
        checkout: checkout.clone(),
        docs_dir: None,
    };
    let out = dir.path().join("draft.toml");
    let n = draft::write(&out, &result, &[], &target).unwrap();
    let first = std::fs::read_to_string(&out).unwrap();
    assert!(first.starts_with(draft::HEADER));
    assert_eq!(n, first.lines().filter(|l| *l == "[[claim]]").count());
    // An earlier draft is replaced.
    assert_eq!(draft::write(&out, &result, &[], &target).unwrap(), n);

    let mine = dir.path().join("mine.toml");
    std::fs::write(&mine, "version = 1\n").unwrap();
    let e = draft::write(&mine, &result, &[], &target).unwrap_err();
    assert!(matches!(e, DraftWriteError::NotADraft { .. }), "{e}");
    assert!(e
        .to_string()
        .contains("mine.toml exists and was not written by `docdrift scan`"));
    assert_eq!(std::fs::read_to_string(&mine).unwrap(), "version = 1\n");

    let binary = dir.path().join("binary.toml");
    std::fs::write(&binary, b"\xff\xfe\x00not text").unwrap();
    let e = draft::write(&binary, &result, &[], &target).unwrap_err();
    assert!(matches!(e, DraftWriteError::Unreadable { .. }), "{e}");
    assert_eq!(std::fs::read(&binary).unwrap(), b"\xff\xfe\x00not text");

    // A parent that is a file: the atomic write fails and says where.
    let blocked = dir.path().join("lim-file");
    std::fs::write(&blocked, "x").unwrap();
    let e = draft::write(&blocked.join("draft.toml"), &result, &[], &target).unwrap_err();
    assert!(matches!(e, DraftWriteError::Io { .. }), "{e}");
    assert!(e.to_string().starts_with("cannot write claims to "), "{e}");
}

/// A name defined once per build or branch (`#[cfg(loom)]`/`#[cfg(not(loom))]`, items of
/// `cfg_loom!`/`cfg_not_loom!`, Python `if`/`else` and `try`/`except`) is right in the docs
/// when the docs state one of the alternatives: one agreement, never the same sentence
/// agreeing and disagreeing. Unconditional Python reassignment: the last one is the value.
#[test]
fn alternative_definitions_agree_once_and_rebinding_takes_the_last() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::create_dir_all(code.join("src")).unwrap();
    std::fs::create_dir_all(code.join("pkg")).unwrap();
    std::fs::write(
        code.join("src/lib.rs"),
        "macro_rules! cfg_loom { ($($i:item)*) => { $( #[cfg(loom)] $i )* } }\n\
         macro_rules! cfg_not_loom { ($($i:item)*) => { $( #[cfg(not(loom))] $i )* } }\n\
         cfg_loom! {\n    const MAX_WORKERS: usize = 4;\n}\n\
         cfg_not_loom! {\n    const MAX_WORKERS: usize = 512;\n}\n\
         #[cfg(loom)]\nconst QUEUE_CAP: usize = 4;\n\
         #[cfg(not(loom))]\nconst QUEUE_CAP: usize = 256;\n\
         #[cfg(unix)]\nconst SPIN_LIMIT: usize = 6;\n\
         #[cfg(windows)]\nconst SPIN_LIMIT: usize = 10;\n",
    )
    .unwrap();
    std::fs::write(
        code.join("pkg/settings.py"),
        "import sys\n\
         \n\
         if sys.platform == \"win32\":\n    MAX_PATH_LEN = 260\nelse:\n    MAX_PATH_LEN = 4096\n\
         \n\
         try:\n    import ujson\n    JSON_BACKEND = \"ujson\"\nexcept ImportError:\n    JSON_BACKEND = \"json\"\n\
         \n\
         TIMEOUT = 30\nTIMEOUT = 60\n\
         RETRIES = 3\nRETRIES = 5\n",
    )
    .unwrap();
    std::fs::write(
        docs.join("index.md"),
        "# Tuning\n\n\
         The `MAX_WORKERS` constant (default: 512) caps the pool.\n\n\
         The `QUEUE_CAP` constant (default: 256) bounds the queue.\n\n\
         The `SPIN_LIMIT` constant (default: 8) bounds spinning.\n\n\
         The `MAX_PATH_LEN` setting (default: 4096) bounds paths.\n\n\
         The `JSON_BACKEND` setting (default: `json`) picks the encoder.\n\n\
         The `TIMEOUT` setting (default: 30) is in seconds.\n\n\
         The `RETRIES` setting (default: 5) bounds retries.\n",
    )
    .unwrap();
    let (exit, report, stderr) = scan_json(&[
        "--docs",
        docs.to_str().unwrap(),
        "--checkout",
        code.to_str().unwrap(),
        "--all",
    ]);
    assert_eq!(exit, 1, "{stderr}");
    let mut got = rows(&report);
    got.sort();
    assert_eq!(
        got,
        [
            "agree agree/JSON_BACKEND/1 index.md:11 pkg/settings.py:12",
            "agree agree/MAX_PATH_LEN/1 index.md:9 pkg/settings.py:6",
            "agree agree/MAX_WORKERS/1 index.md:3 src/lib.rs:7",
            "agree agree/QUEUE_CAP/1 index.md:5 src/lib.rs:12",
            "agree agree/RETRIES/1 index.md:15 pkg/settings.py:17",
            // No alternative agrees: each is a disagreement, as before.
            "disagree disagree/SPIN_LIMIT/1 index.md:7 src/lib.rs:14,src/lib.rs:16",
            // The docs state the first assignment; the second is the value.
            "disagree disagree/TIMEOUT/1 index.md:13 pkg/settings.py:15",
        ],
        "{report:#}"
    );
    let details = |id: &str, line: u64| -> String {
        report["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["id"] == id && f["code"][0]["line"] == line)
            .map(|f| f["details"].to_string())
            .unwrap_or_default()
    };
    let d = details("agree/MAX_PATH_LEN/1", 6);
    assert!(
        d.contains("260 at pkg/settings.py:4 (under if sys.platform == \\\"win32\\\")"),
        "{d}"
    );
    let d = details("agree/QUEUE_CAP/1", 12);
    assert!(d.contains("4 at src/lib.rs:10 (under #[cfg(loom)])"), "{d}");
    let d = details("disagree/TIMEOUT/1", 15);
    assert!(
        d.contains("the last assignment is its value (earlier: 30 at pkg/settings.py:14)"),
        "{d}"
    );
}

/// reqwest's rustdoc shape: "Default is 90 seconds." under the setter's heading names the
/// field the constructor's struct literal sets (`Some(Duration::from_secs(90))`); a sentence
/// that describes instead of stating a value is not a mention.
#[test]
fn sentence_initial_default_is_under_a_method_heading() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    std::fs::create_dir_all(code.join("src")).unwrap();
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::write(
        code.join("src/client.rs"),
        "use std::time::Duration;\n\
         pub struct ClientBuilder {\n    config: Config,\n}\n\
         struct Config {\n    pool_idle_timeout: Option<Duration>,\n    referer: bool,\n    tcp_nodelay: bool,\n    dns: Option<u8>,\n}\n\
         impl ClientBuilder {\n    pub fn new() -> ClientBuilder {\n        ClientBuilder {\n            config: Config {\n\
         \x20               pool_idle_timeout: Some(Duration::from_secs(90)),\n\
         \x20               referer: true,\n\
         \x20               tcp_nodelay: false,\n\
         \x20               dns: None,\n\
         \x20           },\n        }\n    }\n}\n",
    )
    .unwrap();
    let method = |name: &str, doc: &str| {
        format!(
            "<section id=\"method.{name}\"><h4 class=\"code-header\">pub fn {name}(self, v: bool) -&gt; ClientBuilder</h4></section>\n\
             <div class=\"docblock\"><p>{doc}</p></div>\n"
        )
    };
    std::fs::write(
        docs.join("struct.ClientBuilder.html"),
        format!(
            "<html><head><title>ClientBuilder in reqwest - Rust</title></head><body><h1>Struct ClientBuilder</h1>\n\
             <h2>Implementations</h2>\n{}{}{}{}</body></html>\n",
            method("pool_idle_timeout", "Set an optional timeout for idle sockets.</p><p>Default is 90 seconds."),
            method("referer", "Enable or disable the Referer header.</p><p>Default is true."),
            method("tcp_nodelay", "Set whether sockets have TCP_NODELAY enabled.</p><p>Default is true."),
            method("dns", "Set the resolver.</p><p>Default is the system resolver."),
        ),
    )
    .unwrap();
    let (exit, report, stderr) = scan_json(&[
        "--docs",
        docs.to_str().unwrap(),
        "--checkout",
        code.to_str().unwrap(),
        "--all",
    ]);
    assert_eq!(exit, 1, "{stderr}");
    let mut got = rows(&report);
    got.sort();
    assert_eq!(
        got,
        [
            "agree agree/ClientBuilder::new.config.pool_idle_timeout/1 struct.ClientBuilder.html:4 src/client.rs:15",
            "agree agree/ClientBuilder::new.config.referer/1 struct.ClientBuilder.html:6 src/client.rs:16",
            "disagree disagree/ClientBuilder::new.config.tcp_nodelay/1 struct.ClientBuilder.html:8 src/client.rs:17",
        ],
        "{report:#}"
    );
}

/// Tables nested in cells (unclosed, as a fuzzer wrote them): each table is read once, as
/// itself, not once per enclosing table (that was exponential in depth: 30 levels took
/// minutes), and the innermost defaults table still states its value, once.
#[test]
fn nested_tables_are_read_once_each() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::create_dir_all(&code).unwrap();
    std::fs::write(code.join("settings.py"), "CONFIG = {'limit': 30}\n").unwrap();
    let html = format!(
        "<html><body><h2>Settings</h2>{}<table><tr><th>Key</th><th>Default</th></tr>\
         <tr><td><code>limit</code></td><td>20</td></tr></table></body></html>",
        "<table><tr><td>".repeat(40)
    );
    std::fs::write(docs.join("a.html"), html).unwrap();
    let (exit, report, stderr) = scan_docs_code(&docs, &code);
    assert_eq!(exit, 1, "{stderr}");
    assert_eq!(
        rows(&report),
        ["disagree disagree/settings.py::CONFIG.limit/1 a.html:1 settings.py:1"],
        "{report:#}"
    );
    assert_eq!(report["findings"][0]["docs"].as_array().unwrap().len(), 1);
}

/// The shape of Flask's docs and code (tests/corpora/flask): Sphinx `.. py:data::` entries
/// (`<dl><dt>NAME</dt><dd>… Default: <code>…</code></dd></dl>`) over a defaults dict handed
/// to a mapping type, and attributes whose `None` default is decided at run time.
#[test]
fn sphinx_definition_lists_against_a_wrapped_defaults_dict() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("site"), dir.path().join("src"));
    let entry = |name: &str, body: &str| {
        format!(
            "<dl class=\"py data\">\n<dt class=\"sig sig-object py\" id=\"{name}\">\n\
             <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span>\
             <a class=\"headerlink\" href=\"#{name}\">¶</a></dt>\n<dd>{body}</dd></dl>\n"
        )
    };
    let lit =
        |v: &str| format!("<code class=\"docutils literal\"><span class=\"pre\">{v}</span></code>");
    let page = [
        "<html><head><title>Configuration</title></head><body><h2>Builtin Configuration Values</h2>"
            .to_string(),
        entry(
            "SESSION_COOKIE_NAME",
            &format!("<p>The name of the session cookie.</p>\n<p>Default: {}</p>", lit("'session'")),
        ),
        entry("MAX_COOKIE_SIZE", &format!("<p>Warn if cookie headers are larger than this many bytes. Defaults to\n{}.</p>", lit("4093"))),
        entry("MAX_FORM_PARTS", &format!("<p>Default: {}</p>", lit("1_000"))),
        // Documented as False; the dict says None and the app decides at run time.
        entry("DEBUG", &format!("<p>Whether debug mode is enabled.</p><p>Default: {}</p>", lit("False"))),
        entry("SECRET_KEY", &format!("<p>Default: {}</p>", lit("None"))),
        // A term that is a signature names nothing: its default is not read.
        "<dl class=\"py class\"><dt>class app.App(import_name, static_folder='static')</dt>\
         <dd><p>Default: <code>12</code></p></dd></dl>"
            .to_string(),
        "</body></html>".to_string(),
    ]
    .concat();
    write(&docs.join("config.html"), &page);
    write(
        &code.join("app/app.py"),
        "from werkzeug.datastructures import ImmutableDict\n\n\
         class App:\n    default_config = ImmutableDict(\n        {\n\
         \x20           \"DEBUG\": None,\n            \"SECRET_KEY\": None,\n\
         \x20           \"SESSION_COOKIE_NAME\": \"flask_session\",\n\
         \x20           \"MAX_FORM_PARTS\": 1_000,\n            \"MAX_COOKIE_SIZE\": 4093,\n        }\n    )\n",
    );
    let (code_, report) = scan_all(&docs, &code);
    assert_eq!(code_, 1, "the planted difference is drift");
    let rows = rows(&report);
    assert_eq!(
        rows,
        [
            "disagree disagree/default_config.SESSION_COOKIE_NAME/1 config.html:5 app/app.py:8",
            "agree agree/default_config.MAX_COOKIE_SIZE/1 config.html:9 app/app.py:10",
            "agree agree/default_config.MAX_FORM_PARTS/1 config.html:14 app/app.py:9",
            "agree agree/default_config.SECRET_KEY/1 config.html:22 app/app.py:7",
        ],
        // Lines are where the statement is written, not the term above it.
        "DEBUG (None in code) is not compared; the signature term's default is not read"
    );
    let table = docdrift()
        .arg("scan")
        .arg("--docs")
        .arg(&docs)
        .arg("--checkout")
        .arg(&code)
        .output()
        .unwrap();
    // The summary wraps to the terminal width.
    let stdout = String::from_utf8_lossy(&table.stdout).replace('\n', " ");
    assert!(
        stdout.contains("1 against a Python `None` default, decided at run time"),
        "{stdout}"
    );
}

/// The shape of Starlette's MkDocs pages (tests/corpora/starlette): one parameter name
/// (`max_age`) documented under two class headings, a duration in words, a benchmark
/// script's look-alike dict, and a line of program code in an unlabelled block.
#[test]
fn class_headings_pick_the_parameter_and_code_lines_are_not_settings() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("site"), dir.path().join("src"));
    write(
        &docs.join("middleware/index.html"),
        "<html><head><title>Middleware</title></head><body><h1>Middleware</h1>\n\
         <h2 id=\"corsmiddleware\">CORSMiddleware</h2>\n<ul>\n\
         <li><code>max_age</code> - Sets a maximum time in seconds for browsers to cache CORS responses. Defaults to <code>600</code>.</li>\n</ul>\n\
         <h2 id=\"sessionmiddleware\">SessionMiddleware</h2>\n<ul>\n\
         <li><code>max_age</code> - Session expiry time in seconds. Defaults to 2 weeks.</li>\n\
         <li><code>path</code> - The path set for the session cookie. Defaults to <code>'/'</code>.</li>\n</ul>\n\
         </body></html>\n",
    );
    write(
        &docs.join("routing/index.html"),
        "<html><body><h1>Routing</h1><p>Build a URL:</p>\n\
         <pre><code>url = app.url_path_for(\"user_detail\", username=...)\n</code></pre></body></html>\n",
    );
    write(
        &code.join("pkg/middleware/cors.py"),
        "class CORSMiddleware:\n    def __init__(self, app, max_age: int = 600) -> None:\n        self.max_age = max_age\n",
    );
    write(
        &code.join("pkg/middleware/sessions.py"),
        "class SessionMiddleware:\n    def __init__(\n        self,\n        app,\n        max_age: int | None = 14 * 24 * 60 * 60,\n        path: str = \"/\",\n    ) -> None:\n        self.path = path\n",
    );
    write(
        &code.join("pkg/datastructures.py"),
        "class URL:\n    def __init__(self, url: str = \"\") -> None:\n        self.url = url\n",
    );
    // A benchmark's own data: never the project's default.
    write(
        &code.join("benchmarks/gzip_benchmark.py"),
        "def make_messages():\n    response_body = {\"path\": \"/tmp/bench\"}\n    return response_body\n",
    );
    let (code_, report) = scan_all(&docs, &code);
    assert_eq!(code_, 0, "nothing disagrees: {report}");
    assert_eq!(
        rows(&report),
        [
            "agree agree/CORSMiddleware.__init__(max_age)/1 index.html:4 pkg/middleware/cors.py:2",
            "agree agree/SessionMiddleware.__init__(max_age)/1 index.html:8 pkg/middleware/sessions.py:5",
            "agree agree/SessionMiddleware.__init__(path)/1 index.html:9 pkg/middleware/sessions.py:6",
        ]
    );
}

/// The shape of pymdown-extensions' Markdown docs (a spot check, docs/scan.md): option tables
/// in InlineHilite syntax (`#!py3 True`), a changelog, CSS in a block with no language, a
/// generic "## Options" heading over a code dict named `OPTIONS`, and the docs generator's
/// own config file in the checkout.
#[test]
fn markdown_extension_docs_are_read_without_their_look_alikes() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("src"));
    write(
        &docs.join("caret.md"),
        "# Caret\n\n## Options\n\nOption | Type | Default | Description\n--- | --- | --- | ---\n\
         `smart_insert` | bool | `#!py3 True` | Treat `^^` smartly.\n\
         `copyright` | bool | `#!py3 True` | Add the copyright symbol.\n\n\
         Styling:\n\n    .caret {\n      position: relative;\n      left: 0;\n      right: 0;\n    }\n",
    );
    write(
        &docs.join("changelog.md"),
        "# Changelog\n\n## 2.0\n\n- `smart_insert` is disabled by default.\n",
    );
    write(
        &code.join("ext/caret.py"),
        "class Tab:\n    OPTIONS = {\"new\": (False, bool), \"select\": (False, bool)}\n\n\
         def make_extension(smart_insert: bool = True, position: str = \"static\"):\n    return smart_insert\n",
    );
    // The docs site's own settings: not the extension's.
    write(
        &code.join("mkdocs.yml"),
        "site_name: Caret\ncopyright: Someone\n",
    );
    let (code_, report) = scan_all(&docs, &code);
    assert_eq!(code_, 0, "nothing disagrees: {report}");
    assert_eq!(
        rows(&report),
        ["agree agree/make_extension(smart_insert)/1 caret.md:7 ext/caret.py:4"],
        "the changelog's old default, the CSS lines, `OPTIONS` and mkdocs.yml's `copyright` are not compared"
    );
}

/// The source walk's one policy (`source::walk`) through the commands: a `.gitignore` in the
/// checkout hides generated code from `scan` and `strings`, as do hidden and build
/// directories; scan alone also leaves tests out.
#[test]
fn scan_and_strings_walk_what_gitignore_leaves() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    let code = dir.path().join("code");
    write(
        &docs.join("a.html"),
        "<h2>Limits</h2><p><code>RETRIES</code> defaults to 4.</p>",
    );
    write(&code.join("limits.py"), "RETRIES = 3\nNAME = 'visible'\n");
    // Each would make RETRIES defined twice (an inconsistent finding) if it were read.
    write(&code.join(".gitignore"), "generated/\n*.gen.py\n");
    for (path, value, name) in [
        ("generated/limits.py", 9, "ignored"),
        ("pkg/limits.gen.py", 8, "ignored"),
        (".cache/limits.py", 7, "ignored"),
        ("build/lib/limits.py", 6, "ignored"),
        ("tests/limits.py", 5, "in tests"),
    ] {
        write(
            &code.join(path),
            &format!("RETRIES = {value}\nNAME = '{name}'\n"),
        );
    }
    let (exit, report, _) = scan_docs_code(&docs, &code);
    assert_eq!(exit, 1);
    assert_eq!(
        rows(&report),
        ["disagree disagree/RETRIES/1 a.html:1 limits.py:1"]
    );

    let out = docdrift()
        .args(["strings", "--format", "json", "--regex", "."])
        .arg(&code)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let v: Json = serde_json::from_slice(&out.stdout).unwrap();
    let mut found: Vec<String> = v["hits"]
        .as_array()
        .unwrap_or_else(|| panic!("{v}"))
        .iter()
        .map(|h| h["text"].as_str().unwrap().to_string())
        .collect();
    found.sort();
    // strings searches tests (only scan leaves them out), nothing ignored.
    assert_eq!(found, ["in tests", "visible"]);
}
