//! Report formats against one shared fixture (lychee's formatter tests):
//! a report with an agreeing claim, a disagreement with evidence on both
//! sides, an error with no code side, a skipped claim and a disagreement
//! whose values carry `|`, backticks and a newline. Every format renders
//! it; each test parses the document back with a real parser (serde_json,
//! quick-xml, pulldown-cmark) and checks the exact output.

use chrono::{TimeZone, Utc};
use docdrift::finding::{CodeEvidence, DocsEvidence, Finding, Report, Verdict};
use docdrift::report::{render, Format, RenderOptions};

const HERMES: &str = "claims/hermes-agent.toml";
const DEMO: &str = "claims/demo.toml";
const CLI_URL: &str = "https://hermes-agent.nousresearch.com/docs/user-guide/cli";

fn finding(id: &str, file: &str, line: usize, verdict: Verdict) -> Finding {
    Finding {
        id: id.to_string(),
        says: String::new(),
        claims_file: file.to_string(),
        claims_line: line,
        verdict,
        message: String::new(),
        expect: "equal".to_string(),
        docs_raw: None,
        docs_value: None,
        code_value: None,
        reading: None,
        docs: Vec::new(),
        code: Vec::new(),
        details: Vec::new(),
    }
}

fn cli_page() -> DocsEvidence {
    DocsEvidence {
        url: CLI_URL.to_string(),
        page: Some("cli".to_string()),
        title: Some("CLI Interface".to_string()),
        fetched_at: Some(Utc.with_ymd_and_hms(2026, 10, 23, 3, 3, 14).unwrap()),
        status: Some(200),
        body_bytes: Some(130695),
        sha256: Some(
            "a4636cd222fd55950ad526037f024a391c770360e25c1c496b493264d50c5bc7".to_string(),
        ),
        text_sha256: Some(
            "08798de1dc4ff1f5fd8086e4d50751db5214d3a53a40f21f20645db201fed7bf".to_string(),
        ),
        last_modified: Some("Thu, 22 Oct 2026 23:26:42 GMT".to_string()),
        date: Some("Fri, 23 Oct 2026 00:36:46 GMT".to_string()),
        age: Some("8984".to_string()),
        cache: vec![
            ("x-cache".to_string(), "MISS".to_string()),
            ("x-vercel-cache".to_string(), "HIT".to_string()),
        ],
        matched: Some("last 20 turns are always preserved".to_string()),
        text_offset: Some(18231),
        line: None,
        html_count: Some(1),
        text_count: Some(1),
        explanations: Vec::new(),
    }
}

fn compressor() -> CodeEvidence {
    CodeEvidence {
        file: "agent/context_compressor.py".to_string(),
        line: 1137,
        end_line: 1137,
        name: "_MAX_TAIL_MESSAGE_FLOOR".to_string(),
        kind: "assignment".to_string(),
        expr: "_MAX_TAIL_MESSAGE_FLOOR = 8".to_string(),
        value: Some("8".to_string()),
        cfg: None,
        commented_out: false,
        sha256: Some(
            "065dc9babbcb811a514c32319ed13a6ddaeefbc3964a109f7bb8e4c9260779d1".to_string(),
        ),
        git_blob: Some("3b18e512dba79e4c8300dd08aeb37f8e728b8dad".to_string()),
        head: Some("5b147ab036d6d19131bff8d20701b5001eab844a".to_string()),
        head_date: Some("2026-10-21T04:14:29-07:00".to_string()),
        dirty: Some(false),
    }
}

/// The shared fixture. Claims order (on purpose not verdict order):
/// agree, disagree, error, skipped, disagree-with-awkward-values.
fn fixture() -> Report {
    let mut agree = finding("min-tail-user", HERMES, 30, Verdict::Agree);
    agree.says = "min_tail_user_messages defaults to 1".to_string();
    agree.message = "docs and code both say 1".to_string();
    agree.docs_raw = Some("1".to_string());
    agree.docs_value = Some("1".to_string());
    agree.code_value = Some("1".to_string());
    agree.docs.push(DocsEvidence {
        url: "https://hermes-agent.nousresearch.com/docs/developer-guide/context-compression-and-caching".to_string(),
        page: Some("compression".to_string()),
        matched: Some("1".to_string()),
        ..DocsEvidence::default()
    });
    agree.code.push(CodeEvidence {
        file: "hermes_cli/config.py".to_string(),
        line: 412,
        end_line: 412,
        name: "DEFAULT_CONFIG.compression.min_tail_user_messages".to_string(),
        kind: "dict value".to_string(),
        expr: "1".to_string(),
        value: Some("1".to_string()),
        ..CodeEvidence::default()
    });

    let mut tail = finding("tail-floor", HERMES, 12, Verdict::Disagree);
    tail.says = "The last 20 turns are always preserved.".to_string();
    tail.message = "docs say 20, code keeps at most 8".to_string();
    tail.docs_raw = Some("last 20".to_string());
    tail.docs_value = Some("20".to_string());
    tail.code_value = Some("8".to_string());
    tail.reading = Some("integer".to_string());
    tail.docs.push(cli_page());
    tail.code.push(compressor());
    tail.details
        .push("min_tail_floor = max(3, min(protect_last_n, 8))".to_string());

    let mut marker = finding("truncation-marker", HERMES, 48, Verdict::Error);
    marker.says = "Truncated output ends with a marker.".to_string();
    marker.message = "no checkout: pass --checkout or set DOCDRIFT_HERMES_AGENT".to_string();
    marker.expect = "absent".to_string();
    marker.docs.push(DocsEvidence {
        url: "https://hermes-agent.nousresearch.com/docs/user-guide/configuration".to_string(),
        page: Some("configuration".to_string()),
        status: Some(200),
        matched: Some("[truncated]".to_string()),
        ..DocsEvidence::default()
    });

    let mut probe = finding("probe-window", DEMO, 7, Verdict::Skipped);
    probe.message = "probe not run: pass --allow-probes".to_string();

    let mut pipes = finding("pipe|tick", DEMO, 21, Verdict::Disagree);
    pipes.says = "The separator is `a | b`.".to_string();
    pipes.message = "docs and code name different separators".to_string();
    pipes.docs_raw = Some("a | `b`\nc".to_string());
    pipes.docs_value = Some("\"a | `b`\\nc\"".to_string());
    pipes.code_value = Some("\"``|``\"".to_string());
    pipes.docs.push(DocsEvidence {
        url: "docs/usage.md".to_string(),
        line: Some(9),
        matched: Some("a | `b`\nc".to_string()),
        ..DocsEvidence::default()
    });
    pipes.code.push(CodeEvidence {
        file: "src/sep, 1.rs".to_string(),
        line: 4,
        end_line: 6,
        name: "SEP".to_string(),
        kind: "const".to_string(),
        expr: "const SEP: &str =\n    \"``|``\";".to_string(),
        value: Some("\"``|``\"".to_string()),
        ..CodeEvidence::default()
    });

    let mut report = Report::new(
        vec![HERMES.to_string(), DEMO.to_string()],
        Some("/src/hermes-agent".to_string()),
        vec![agree, tail, marker, probe, pipes],
    );
    report.generated_at = Utc.with_ymd_and_hms(2026, 12, 2, 13, 0, 0).unwrap();
    report
}

fn opts() -> RenderOptions {
    RenderOptions::default()
}

#[test]
fn dump() {
    let r = fixture();
    for f in Format::ALL {
        println!("==== {f}\n{}", render(&r, f, &opts()));
    }
}
