//! Report formats against one shared fixture (lychee's formatter tests):
//! a report with an agreeing claim, a disagreement with evidence on both
//! sides, an error with no code side, a skipped claim and a disagreement
//! whose values carry `|`, backticks and a newline. Every format renders
//! it; each test parses the document back with a real parser (serde_json,
//! quick-xml, pulldown-cmark) and checks the exact output.

use chrono::{TimeZone, Utc};
use docdrift_core::core::finding::{CodeEvidence, DocsEvidence, Finding, Report, Verdict};
use docdrift_core::report::{render, Format, RenderOptions};

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
        accepted: None,
        error_kind: None,
        message: String::new(),
        expect: "equal".to_string(),
        docs_raw: None,
        docs_value: None,
        code_value: None,
        reading: None,
        docs: Vec::new(),
        code: Vec::new(),
        details: Vec::new(),
        confidence: None,
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
        text_bytes: Some(40173),
        last_modified: Some("Thu, 22 Oct 2026 23:26:42 GMT".to_string()),
        date: Some("Fri, 23 Oct 2026 00:36:46 GMT".to_string()),
        age: Some("8984".to_string()),
        cache: vec![
            ("x-cache".to_string(), "MISS".to_string()),
            ("x-vercel-cache".to_string(), "HIT".to_string()),
        ],
        matched: Some("last 20 turns are always preserved".to_string()),
        text_offset: Some(18231),
        text_char_offset: Some(18231),
        line: None,
        html_count: Some(1),
        text_count: Some(1),
        explanations: Vec::new(),
        last_change: None,
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
        source: None,
        value: Some("8".to_string()),
        cfg: None,
        commented_out: false,
        sha256: Some(
            "065dc9babbcb811a514c32319ed13a6ddaeefbc3964a109f7bb8e4c9260779d1".to_string(),
        ),
        git_blob: Some("3b18e512dba79e4c8300dd08aeb37f8e728b8dad".to_string()),
        bytes: Some(330896),
        chars: Some(330512),
        lines: Some(7410),
        head: Some("5b147ab036d6d19131bff8d20701b5001eab844a".to_string()),
        head_date: Some("2026-10-21T04:14:29-07:00".to_string()),
        head_subject: Some(
            "fix(ci): Docker manifest-list jobs run on GitHub-hosted runners again".to_string(),
        ),
        dirty: Some(false),
        git_ref: None,
        last_change: None,
        commit: None,
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

/// Compare whole documents and print both in full on a mismatch
/// (ripgrep's `eqnice!`): a diff of two long strings is unreadable.
fn assert_doc(format: &str, got: &str, want: &str) {
    if got != want {
        panic!("{format} output differs\n===== got =====\n{got}\n===== want =====\n{want}\n=====");
    }
}

const TABLE: &str = r###"┌─────────────────────────────┬──────────┬──────────────────────┬──────────────────────────────────┐
│ Claim                       ┆ Verdict  ┆ Docs                 ┆ Code                             │
╞═════════════════════════════╪══════════╪══════════════════════╪══════════════════════════════════╡
│ tail-floor                  ┆ disagree ┆ last 20 → 20         ┆ 8                                │
│ docs say 20, code keeps at  ┆          ┆ (integer)            ┆ agent/context_compressor.py:1137 │
│ most 8                      ┆          ┆ cli “last 20 turns   ┆                                  │
│ min_tail_floor = max(3,     ┆          ┆ are always           ┆                                  │
│ min(protect_last_n, 8))     ┆          ┆ preserved”           ┆                                  │
├╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┤
│ pipe|tick                   ┆ disagree ┆ a | `b`\nc → "a |    ┆ "``|``"                          │
│ docs and code name          ┆          ┆ `b`\nc"              ┆ src/sep, 1.rs:4-6                │
│ different separators        ┆          ┆ docs/usage.md:9 “a | ┆                                  │
│                             ┆          ┆ `b`\nc”              ┆                                  │
├╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┤
│ truncation-marker           ┆ error    ┆ -                    ┆ -                                │
│ no checkout: pass           ┆          ┆ configuration        ┆                                  │
│ --checkout or set           ┆          ┆ “[truncated]”        ┆                                  │
│ DOCDRIFT_HERMES_AGENT       ┆          ┆                      ┆                                  │
├╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┤
│ probe-window                ┆ skipped  ┆ -                    ┆ -                                │
│ probe not run: pass         ┆          ┆                      ┆                                  │
│ --allow-probes              ┆          ┆                      ┆                                  │
├╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┼╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┤
│ min-tail-user               ┆ agree    ┆ 1                    ┆ 1                                │
│                             ┆          ┆ compression          ┆ hermes_cli/config.py:412         │
└─────────────────────────────┴──────────┴──────────────────────┴──────────────────────────────────┘
5 claims: 1 agree, 2 disagree, 1 error, 1 skipped
"###;

const MARKDOWN: &str = r###"## docdrift: 5 claims: 1 agree, 2 disagree, 1 error, 1 skipped

Claims `claims/hermes-agent.toml`, `claims/demo.toml` against checkout `/src/hermes-agent`, checked 2026-12-02T13:00:00Z by docdrift {VERSION}.

| Claim | Verdict | Docs | Code | Why |
| --- | --- | --- | --- | --- |
| `tail-floor` | **disagree** | `last 20` → `20` | `8` | docs say 20, code keeps at most 8 |
| `pipe\|tick` | **disagree** | ``a \| `b`\nc`` → ``"a \| `b`\nc"`` | ```"``\|``"``` | docs and code name different separators |
| `truncation-marker` | **error** | - | - | no checkout: pass --checkout or set DOCDRIFT\_HERMES\_AGENT |
| `probe-window` | **skipped** | - | - | probe not run: pass --allow-probes |

<details>
<summary>Evidence for the 4 claims that did not agree</summary>

### `tail-floor`: disagree

> The last 20 turns are always preserved.

docs say 20, code keeps at most 8

- Claim: `claims/hermes-agent.toml:12`, expect `equal`
- Docs value: `last 20` → `20` (integer)
- Code value: `8`
- min\_tail\_floor = max(3, min(protect\_last\_n, 8))

**Docs**: [cli](<https://hermes-agent.nousresearch.com/docs/user-guide/cli>) — CLI Interface

- fetched 2026-10-23T03:03:14Z, HTTP 200, 130695 bytes
- sha256 `a4636cd222fd55950ad526037f024a391c770360e25c1c496b493264d50c5bc7`
- visible text sha256 `08798de1dc4ff1f5fd8086e4d50751db5214d3a53a40f21f20645db201fed7bf`, 40173 bytes
- last-modified: `Thu, 22 Oct 2026 23:26:42 GMT`, date: `Fri, 23 Oct 2026 00:36:46 GMT`, age: `8984`, x-cache: `MISS`, x-vercel-cache: `HIT`
- matched `last 20 turns are always preserved` at byte 18231 of the visible text
- counts: HTML 1, visible text 1

**Code**: `agent/context_compressor.py:1137` `_MAX_TAIL_MESSAGE_FLOOR` (assignment)

```python
_MAX_TAIL_MESSAGE_FLOOR = 8
```

- value `8`
- sha256 `065dc9babbcb811a514c32319ed13a6ddaeefbc3964a109f7bb8e4c9260779d1`
- git blob `3b18e512dba79e4c8300dd08aeb37f8e728b8dad`
- 330896 bytes, 330512 chars, 7410 lines
- HEAD `5b147ab036d6d19131bff8d20701b5001eab844a` (2026-10-21T04:14:29-07:00, “fix(ci): Docker manifest-list jobs run on GitHub-hosted runners again”)
- clean: the file matches HEAD

### `pipe|tick`: disagree

> The separator is \`a \| b\`.

docs and code name different separators

- Claim: `claims/demo.toml:21`, expect `equal`
- Docs value: ``a | `b`\nc`` → ``"a | `b`\nc"``
- Code value: ```"``|``"```

**Docs**: `docs/usage.md`

- matched ``a | `b`\nc``, line 9

**Code**: `src/sep, 1.rs:4-6` `SEP` (const)

```rust
const SEP: &str =
    "``|``";
```

- value ```"``|``"```

### `truncation-marker`: error

> Truncated output ends with a marker.

no checkout: pass --checkout or set DOCDRIFT\_HERMES\_AGENT

- Claim: `claims/hermes-agent.toml:48`, expect `absent`

**Docs**: [configuration](<https://hermes-agent.nousresearch.com/docs/user-guide/configuration>)

- HTTP 200
- matched `[truncated]`

### `probe-window`: skipped

probe not run: pass --allow-probes

- Claim: `claims/demo.toml:7`, expect `equal`

</details>

<details>
<summary>1 agreeing claim</summary>

| Claim | Docs | Code |
| --- | --- | --- |
| `min-tail-user` | `1` | `1` |

</details>
"###;

const JUNIT: &str = r###"<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="docdrift" tests="5" failures="2" errors="1" skipped="1">
  <testsuite name="claims/hermes-agent.toml" tests="3" failures="1" errors="1" skipped="0" timestamp="2026-12-02T13:00:00">
    <testcase classname="claims/hermes-agent.toml" name="min-tail-user" file="claims/hermes-agent.toml" line="30"/>
    <testcase classname="claims/hermes-agent.toml" name="tail-floor" file="claims/hermes-agent.toml" line="12">
      <failure message="docs say 20, code keeps at most 8" type="disagree">says: The last 20 turns are always preserved.
claim: claims/hermes-agent.toml:12 (expect equal)
docs value: last 20 → 20
reading: integer
code value: 8
docs: https://hermes-agent.nousresearch.com/docs/user-guide/cli
  page: cli
  title: CLI Interface
  fetched 2026-10-23T03:03:14Z, HTTP 200, 130695 bytes
  sha256 a4636cd222fd55950ad526037f024a391c770360e25c1c496b493264d50c5bc7
  visible text sha256 08798de1dc4ff1f5fd8086e4d50751db5214d3a53a40f21f20645db201fed7bf, 40173 bytes
  last-modified: Thu, 22 Oct 2026 23:26:42 GMT
  date: Fri, 23 Oct 2026 00:36:46 GMT
  age: 8984
  x-cache: MISS
  x-vercel-cache: HIT
  matched: &quot;last 20 turns are always preserved&quot; at byte 18231 of the visible text
  counts: html 1, text 1
code: agent/context_compressor.py:1137
  name: _MAX_TAIL_MESSAGE_FLOOR (assignment)
  expr: _MAX_TAIL_MESSAGE_FLOOR = 8
  value: 8
  sha256 065dc9babbcb811a514c32319ed13a6ddaeefbc3964a109f7bb8e4c9260779d1
  git blob 3b18e512dba79e4c8300dd08aeb37f8e728b8dad
  330896 bytes, 330512 chars, 7410 lines
  HEAD 5b147ab036d6d19131bff8d20701b5001eab844a (2026-10-21T04:14:29-07:00, &quot;fix(ci): Docker manifest-list jobs run on GitHub-hosted runners again&quot;)
  clean: the file matches HEAD
detail: min_tail_floor = max(3, min(protect_last_n, 8))</failure>
    </testcase>
    <testcase classname="claims/hermes-agent.toml" name="truncation-marker" file="claims/hermes-agent.toml" line="48">
      <error message="no checkout: pass --checkout or set DOCDRIFT_HERMES_AGENT" type="error">says: Truncated output ends with a marker.
claim: claims/hermes-agent.toml:48 (expect absent)
docs: https://hermes-agent.nousresearch.com/docs/user-guide/configuration
  page: configuration
  HTTP 200
  matched: &quot;[truncated]&quot;</error>
    </testcase>
  </testsuite>
  <testsuite name="claims/demo.toml" tests="2" failures="1" errors="0" skipped="1" timestamp="2026-12-02T13:00:00">
    <testcase classname="claims/demo.toml" name="probe-window" file="claims/demo.toml" line="7">
      <skipped message="probe not run: pass --allow-probes"/>
    </testcase>
    <testcase classname="claims/demo.toml" name="pipe|tick" file="claims/demo.toml" line="21">
      <failure message="docs and code name different separators" type="disagree">says: The separator is `a | b`.
claim: claims/demo.toml:21 (expect equal)
docs value: a | `b`\nc → &quot;a | `b`\nc&quot;
code value: &quot;``|``&quot;
docs: docs/usage.md
  matched: &quot;a | `b`\nc&quot; (line 9)
code: src/sep, 1.rs:4-6
  name: SEP (const)
  expr: const SEP: &amp;str =\n    &quot;``|``&quot;;
  value: &quot;``|``&quot;</failure>
    </testcase>
  </testsuite>
</testsuites>
"###;

const GITHUB: &str = r###"::error file=agent/context_compressor.py,line=1137,title=docdrift tail-floor::docs say 20, code keeps at most 8%0Adocs: last 20 → 20%0Acode: 8%0Aread docs at https://hermes-agent.nousresearch.com/docs/user-guide/cli “last 20 turns are always preserved”%0Aread code at agent/context_compressor.py:1137
::error file=src/sep%2C 1.rs,line=4,endLine=6,title=docdrift pipe|tick::docs and code name different separators%0Adocs: a | `b`\nc → "a | `b`\nc"%0Acode: "``|``"%0Aread docs at docs/usage.md “a | `b`\nc”%0Aread code at src/sep, 1.rs:4-6
::warning file=claims/hermes-agent.toml,line=48,title=docdrift truncation-marker::no checkout: pass --checkout or set DOCDRIFT_HERMES_AGENT%0Aread docs at https://hermes-agent.nousresearch.com/docs/user-guide/configuration “[truncated]”
::notice file=claims/demo.toml,line=7,title=docdrift probe-window::probe not run: pass --allow-probes
docdrift: 5 claims: 1 agree, 2 disagree, 1 error, 1 skipped
"###;

fn ids_in(doc: &str, ids: &[&str]) -> Vec<usize> {
    ids.iter()
        .map(|id| doc.find(id).unwrap_or_else(|| panic!("{id} missing")))
        .collect()
}

// ---------------------------------------------------------------- table

#[test]
fn table_full_output() {
    let got = render(&fixture(), Format::Table, &opts());
    assert_doc("table", &got, TABLE);
}

#[test]
fn table_orders_problems_first_and_ends_with_summary() {
    let got = render(&fixture(), Format::Table, &opts());
    let at = ids_in(
        &got,
        &[
            "tail-floor",
            "pipe|tick",
            "truncation-marker",
            "probe-window",
            "min-tail-user",
        ],
    );
    assert!(at.windows(2).all(|w| w[0] < w[1]), "order: {at:?}");
    assert_eq!(
        got.lines().last(),
        Some("5 claims: 1 agree, 2 disagree, 1 error, 1 skipped")
    );
    // No colour unless asked, even though comfy-table could style.
    assert!(!got.contains('\u{1b}'));
}

#[test]
fn table_wraps_to_the_given_width() {
    for width in [60u16, 80, 100, 140] {
        let o = RenderOptions {
            width: Some(width),
            ..opts()
        };
        let got = render(&fixture(), Format::Table, &o);
        for line in got.lines() {
            assert!(
                line.chars().count() <= usize::from(width),
                "{width}: {} chars: {line}",
                line.chars().count()
            );
        }
        // Wrapping never loses a claim; from 80 columns on, ids stay whole.
        for v in ["disagree", "error", "skipped", "agree"] {
            assert!(got.contains(&format!("┆ {v} ")), "{got}");
        }
        if width >= 80 {
            ids_in(&got, &["tail-floor", "truncation-marker", "min-tail-user"]);
        }
    }
}

#[test]
fn table_colour_only_when_asked() {
    let o = RenderOptions {
        color: true,
        ..opts()
    };
    let got = render(&fixture(), Format::Table, &o);
    // Red "disagree", green "agree", bold ids.
    assert!(got.contains("\u{1b}[38;5;9m disagree \u{1b}[39m"), "{got}");
    assert!(got.contains("\u{1b}[38;5;10m agree "), "{got}");
    assert!(got.contains("\u{1b}[1m tail-floor "), "{got}");
}

#[test]
fn table_verbose_adds_agreeing_evidence() {
    let plain = render(&fixture(), Format::Table, &opts());
    assert!(!plain.contains("both say 1"));
    let o = RenderOptions {
        verbose: true,
        ..opts()
    };
    let got = render(&fixture(), Format::Table, &o);
    assert!(got.contains("both say 1"), "{got}");
    assert!(got.contains("compression “1”"), "{got}");
}

#[test]
fn table_cannot_be_repainted_by_a_value() {
    let mut r = fixture();
    r.findings[1].docs_raw = Some("\u{1b}[2Jlast 20".to_string());
    let got = render(&r, Format::Table, &opts());
    assert!(!got.contains('\u{1b}'));
    assert!(got.contains("\\u{1b}[2Jlast 20"), "{got}");
}

// ---------------------------------------------------------------- JSON

#[test]
fn json_parses_back_in_claims_order_with_schema_version() {
    let got = render(&fixture(), Format::Json, &opts());
    let v: serde_json::Value = serde_json::from_str(&got).unwrap();
    let top: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        top,
        [
            "schema_version",
            "tool",
            "generated_at",
            "claims_files",
            "checkout",
            "summary",
            "findings"
        ]
    );
    assert_eq!(v["schema_version"], 1);
    assert_eq!(v["generated_at"], "2026-12-02T13:00:00Z");
    assert_eq!(
        v["summary"],
        serde_json::json!({"claims": 5, "agree": 1, "disagree": 2, "error": 1, "skipped": 1})
    );
    let ids: Vec<&str> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [
            "min-tail-user",
            "tail-floor",
            "truncation-marker",
            "probe-window",
            "pipe|tick"
        ]
    );
    // Awkward values survive byte for byte.
    let pipes = &v["findings"][4];
    assert_eq!(pipes["docs_raw"], "a | `b`\nc");
    assert_eq!(
        pipes["code"][0]["expr"],
        "const SEP: &str =\n    \"``|``\";"
    );
    // Evidence of the disagreement, exactly.
    let tail = &v["findings"][1];
    assert_eq!(tail["verdict"], "disagree");
    assert_eq!(
        tail["docs"][0]["cache"],
        serde_json::json!([["x-cache", "MISS"], ["x-vercel-cache", "HIT"]])
    );
    assert_eq!(tail["docs"][0]["fetched_at"], "2026-10-23T03:03:14Z");
    assert_eq!(tail["code"][0]["line"], 1137);
    assert_eq!(
        tail["code"][0]["git_blob"],
        "3b18e512dba79e4c8300dd08aeb37f8e728b8dad"
    );
    assert!(got.ends_with("}\n"));
}

/// Dogfood: every key the JSON can carry is documented in docs/report.md.
#[test]
fn json_keys_are_documented() {
    let doc =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/report.md")).unwrap();
    let v: serde_json::Value =
        serde_json::from_str(&render(&fixture(), Format::Json, &opts())).unwrap();
    let mut keys = std::collections::BTreeSet::new();
    collect_keys(&v, &mut keys);
    let missing: Vec<&String> = keys
        .iter()
        .filter(|k| !doc.contains(&format!("`{k}`")))
        .collect();
    assert!(missing.is_empty(), "undocumented JSON keys: {missing:?}");
}

fn collect_keys(v: &serde_json::Value, keys: &mut std::collections::BTreeSet<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, v) in m {
                keys.insert(k.clone());
                collect_keys(v, keys);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|v| collect_keys(v, keys)),
        _ => {}
    }
}

// ---------------------------------------------------------------- Markdown

#[test]
fn markdown_full_output() {
    let got = render(&fixture(), Format::Markdown, &opts());
    let want = MARKDOWN.replace("{VERSION}", env!("CARGO_PKG_VERSION"));
    assert_doc("markdown", &got, &want);
}

/// Parse the Markdown back with pulldown-cmark (GFM tables): the problem
/// table has one row per non-agreeing claim and five cells each, and the
/// awkward value comes back out of its code span intact.
#[test]
fn markdown_table_parses_back() {
    use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

    let got = render(&fixture(), Format::Markdown, &opts());
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut in_table = false;
    for ev in Parser::new_ext(&got, Options::ENABLE_TABLES) {
        match ev {
            Event::Start(Tag::Table(_)) => in_table = true,
            Event::End(TagEnd::Table) => in_table = false,
            Event::Start(Tag::TableRow) | Event::Start(Tag::TableHead) if in_table => {
                rows.push(Vec::new())
            }
            Event::Start(Tag::TableCell) if in_table => {
                rows.last_mut().unwrap().push(String::new())
            }
            Event::Text(t) | Event::Code(t) if in_table => {
                rows.last_mut().unwrap().last_mut().unwrap().push_str(&t)
            }
            _ => {}
        }
    }
    // header + 4 problems, then the folded agreeing claims' table
    assert_eq!(rows.len(), 7, "{rows:?}");
    assert_eq!(rows[5], ["Claim", "Docs", "Code"]);
    assert_eq!(rows[6], ["min-tail-user", "1", "1"]);
    let rows = &rows[..5];
    assert!(rows.iter().all(|r| r.len() == 5), "{rows:?}");
    assert_eq!(rows[0], ["Claim", "Verdict", "Docs", "Code", "Why"]);
    assert_eq!(
        rows[2],
        [
            "pipe|tick",
            "disagree",
            "a | `b`\\nc → \"a | `b`\\nc\"",
            "\"``|``\"",
            "docs and code name different separators"
        ]
    );
    assert_eq!(
        rows[3][4],
        "no checkout: pass --checkout or set DOCDRIFT_HERMES_AGENT"
    );
    // Evidence is folded; the agreeing claim too, as a row, not dropped.
    let details = got.find("<details>").unwrap();
    assert!(got[details..].contains("### `tail-floor`: disagree"));
    let agreeing = got.find("<summary>1 agreeing claim</summary>").unwrap();
    assert!(got[agreeing..].contains("`min-tail-user`"));
    // -v: the agreeing claim gets its full section.
    let o = RenderOptions {
        verbose: true,
        ..opts()
    };
    let all = render(&fixture(), Format::Markdown, &o);
    assert!(all.contains("### `min-tail-user`: agree"), "{all}");
}

// ---------------------------------------------------------------- JUnit

#[test]
fn junit_full_output() {
    let got = render(&fixture(), Format::Junit, &opts());
    assert_doc("junit", &got, JUNIT);
}

#[derive(Debug, Default, PartialEq)]
struct Suite {
    name: String,
    attrs: [usize; 4], // tests, failures, errors, skipped as declared
    cases: Vec<(String, String, Option<String>)>, // classname, name, outcome
}

/// Parse JUnit back with quick-xml's reader.
fn parse_junit(xml: &str) -> (Vec<(String, String)>, Vec<Suite>) {
    use quick_xml::events::Event;
    use quick_xml::Reader;

    let mut reader = Reader::from_str(xml);
    let mut root = Vec::new();
    let mut suites: Vec<Suite> = Vec::new();
    let attrs = |e: &quick_xml::events::BytesStart| -> Vec<(String, String)> {
        e.attributes()
            .map(|a| {
                let a = a.unwrap();
                (
                    a.key.as_ref().to_string(),
                    a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
                        .unwrap()
                        .into_owned(),
                )
            })
            .collect()
    };
    let get = |a: &[(String, String)], k: &str| -> String {
        a.iter()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    loop {
        match reader.read_event().unwrap() {
            Event::Eof => break,
            Event::Start(e) | Event::Empty(e) => {
                let a = attrs(&e);
                match e.name().as_ref() {
                    "testsuites" => root = a,
                    "testsuite" => suites.push(Suite {
                        name: get(&a, "name"),
                        attrs: ["tests", "failures", "errors", "skipped"]
                            .map(|k| get(&a, k).parse().unwrap()),
                        cases: Vec::new(),
                    }),
                    "testcase" => suites.last_mut().unwrap().cases.push((
                        get(&a, "classname"),
                        get(&a, "name"),
                        None,
                    )),
                    tag @ ("failure" | "error" | "skipped") => {
                        let case = suites.last_mut().unwrap().cases.last_mut().unwrap();
                        case.2 = Some(tag.to_string());
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
    (root, suites)
}

#[test]
fn junit_parses_back_with_correct_counts() {
    let got = render(&fixture(), Format::Junit, &opts());
    let (root, suites) = parse_junit(&got);
    let root: Vec<(&str, &str)> = root.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    assert_eq!(
        root,
        [
            ("name", "docdrift"),
            ("tests", "5"),
            ("failures", "2"),
            ("errors", "1"),
            ("skipped", "1")
        ]
    );
    assert_eq!(suites.len(), 2);
    assert_eq!(suites[0].name, HERMES);
    assert_eq!(suites[0].attrs, [3, 1, 1, 0]);
    assert_eq!(suites[1].name, DEMO);
    assert_eq!(suites[1].attrs, [2, 1, 0, 1]);
    let outcome = |o: &str| Some(o.to_string());
    assert_eq!(
        suites[0].cases,
        [
            (HERMES.into(), "min-tail-user".into(), None),
            (HERMES.into(), "tail-floor".into(), outcome("failure")),
            (HERMES.into(), "truncation-marker".into(), outcome("error")),
        ]
    );
    assert_eq!(
        suites[1].cases,
        [
            (DEMO.into(), "probe-window".into(), outcome("skipped")),
            (DEMO.into(), "pipe|tick".into(), outcome("failure")),
        ]
    );
    // Declared counts match the elements actually present.
    for s in &suites {
        let n = |o: &str| s.cases.iter().filter(|c| c.2.as_deref() == Some(o)).count();
        assert_eq!(
            s.attrs,
            [s.cases.len(), n("failure"), n("error"), n("skipped")]
        );
    }
}

#[test]
fn junit_failure_body_unescapes_to_the_evidence() {
    use quick_xml::events::Event;
    let got = render(&fixture(), Format::Junit, &opts());
    let mut reader = quick_xml::Reader::from_str(&got);
    let mut bodies = Vec::new();
    let mut in_failure = false;
    loop {
        match reader.read_event().unwrap() {
            Event::Eof => break,
            Event::Start(e) if e.name().as_ref() == "failure" => in_failure = true,
            Event::End(e) if e.name().as_ref() == "failure" => in_failure = false,
            Event::Text(t) if in_failure => bodies.push(t.xml10_content().into_owned()),
            Event::GeneralRef(r) if in_failure => {
                let s = match r.as_ref() {
                    "quot" => "\"",
                    "amp" => "&",
                    "lt" => "<",
                    "gt" => ">",
                    "apos" => "'",
                    other => panic!("unexpected entity {other:?}"),
                };
                bodies.last_mut().unwrap().push_str(s);
            }
            _ => {}
        }
    }
    let all = bodies.concat();
    assert!(
        all.contains("  expr: const SEP: &str =\\n    \"``|``\";"),
        "{all}"
    );
    assert!(
        all.contains("  sha256 a4636cd222fd55950ad526037f024a391c770360e25c1c496b493264d50c5bc7")
    );
}

#[test]
fn junit_empty_claims_file_still_has_a_suite() {
    let r = Report::new(vec!["claims/empty.toml".into()], None, Vec::new());
    let (root, suites) = parse_junit(&render(&r, Format::Junit, &opts()));
    assert_eq!(root[1], ("tests".to_string(), "0".to_string()));
    assert_eq!(suites.len(), 1);
    assert_eq!(suites[0].name, "claims/empty.toml");
    assert_eq!(suites[0].attrs, [0, 0, 0, 0]);
}

// ---------------------------------------------------------------- GitHub

#[test]
fn github_full_output() {
    let got = render(&fixture(), Format::Github, &opts());
    assert_doc("github", &got, GITHUB);
}

#[test]
fn github_escapes_properties_and_message() {
    let mut r = fixture();
    let f = &mut r.findings[1];
    f.id = "a:b,c%".to_string();
    f.message = "50% off\r\nnext".to_string();
    f.code[0].file = "dir:x/a,b.py".to_string();
    let got = render(&r, Format::Github, &opts());
    let first = got.lines().next().unwrap();
    assert!(
        first.starts_with(
            "::error file=dir%3Ax/a%2Cb.py,line=1137,title=docdrift a%3Ab%2Cc%25::50%25 off%0D%0Anext%0Adocs: last 20 → 20%0A"
        ),
        "{first}"
    );
    // Every command is one physical line; nothing for the agreeing claim.
    assert_eq!(got.lines().count(), 5);
    assert!(!got.contains("min-tail-user"));
}

// ---------------------------------------------------------------- SARIF

// Properties the SARIF 2.1.0 schema allows on the objects docdrift emits
// (each of these objects is `"additionalProperties": false` there; lists
// are the subset we may use, so any new key must be checked and added).
const SARIF_LOG: &[&str] = &["$schema", "version", "runs", "properties"];
const RUN: &[&str] = &[
    "tool",
    "originalUriBaseIds",
    "invocations",
    "results",
    "properties",
];
const TOOL_COMPONENT: &[&str] = &[
    "name",
    "version",
    "semanticVersion",
    "informationUri",
    "rules",
    "properties",
];
const INVOCATION: &[&str] = &[
    "executionSuccessful",
    "startTimeUtc",
    "endTimeUtc",
    "properties",
];
const REPORTING_DESCRIPTOR: &[&str] = &[
    "id",
    "name",
    "shortDescription",
    "fullDescription",
    "help",
    "helpUri",
    "defaultConfiguration",
    "properties",
];
const RESULT: &[&str] = &[
    "ruleId",
    "ruleIndex",
    "kind",
    "level",
    "message",
    "locations",
    "relatedLocations",
    "partialFingerprints",
    "properties",
];
const MESSAGE: &[&str] = &["text", "markdown", "id", "arguments", "properties"];
const LOCATION: &[&str] = &["id", "physicalLocation", "message", "properties"];
const PHYSICAL_LOCATION: &[&str] = &["artifactLocation", "region", "contextRegion", "properties"];
const ARTIFACT_LOCATION: &[&str] = &["uri", "uriBaseId", "index", "properties"];
const REGION: &[&str] = &[
    "startLine",
    "endLine",
    "startColumn",
    "endColumn",
    "snippet",
    "properties",
];

fn allowed_keys(v: &serde_json::Value, allowed: &[&str]) {
    let obj = v
        .as_object()
        .unwrap_or_else(|| panic!("not an object: {v}"));
    for k in obj.keys() {
        assert!(
            allowed.contains(&k.as_str()),
            "key `{k}` not allowed here: {v}"
        );
    }
}

/// Structural checks from the SARIF 2.1.0 spec for the objects we emit:
/// sarifLog (§3.13), run (§3.14), toolComponent (§3.19), result (§3.27),
/// location (§3.28), physicalLocation (§3.29), region (§3.30),
/// artifactLocation (§3.4), message (§3.11).
fn validate_sarif(log: &serde_json::Value) {
    allowed_keys(log, SARIF_LOG);
    assert_eq!(log["version"], "2.1.0");
    assert!(log["$schema"]
        .as_str()
        .unwrap()
        .ends_with("sarif-schema-2.1.0.json"));
    let runs = log["runs"].as_array().expect("runs is an array");
    assert_eq!(runs.len(), 1);
    let run = &runs[0];
    allowed_keys(run, RUN);
    allowed_keys(&run["tool"], &["driver", "extensions", "properties"]);
    let driver = &run["tool"]["driver"];
    allowed_keys(driver, TOOL_COMPONENT);
    for inv in run["invocations"].as_array().into_iter().flatten() {
        allowed_keys(inv, INVOCATION);
        assert!(inv["executionSuccessful"].is_boolean());
    }
    assert_eq!(driver["name"], "docdrift");
    assert_eq!(driver["version"], env!("CARGO_PKG_VERSION"));
    let rules = driver["rules"].as_array().unwrap();
    let mut rule_ids = std::collections::HashSet::new();
    for rule in rules {
        allowed_keys(rule, REPORTING_DESCRIPTOR);
        let id = rule["id"].as_str().expect("rule id");
        assert!(rule_ids.insert(id), "duplicate rule {id}");
        assert!(!rule["shortDescription"]["text"]
            .as_str()
            .unwrap()
            .is_empty());
    }
    let links = regex::Regex::new(r"(?:^|[^\\])\[[^\]]*\]\((\d+)\)").unwrap();
    for result in run["results"].as_array().expect("results is an array") {
        allowed_keys(result, RESULT);
        allowed_keys(&result["message"], MESSAGE);
        let rule_id = result["ruleId"].as_str().expect("ruleId");
        let idx = result["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[idx]["id"], rule_id, "ruleIndex points at its rule");
        assert!(matches!(
            result["level"].as_str(),
            Some("none" | "note" | "warning" | "error")
        ));
        let text = result["message"]["text"].as_str().expect("message.text");
        assert!(!text.is_empty());
        let locations = result["locations"].as_array().unwrap();
        assert!(!locations.is_empty());
        let related = result["relatedLocations"].as_array().unwrap();
        let mut ids = std::collections::HashSet::new();
        for loc in locations.iter().chain(related) {
            validate_location(loc);
        }
        for loc in related {
            assert!(ids.insert(loc["id"].as_u64().expect("related id ≥ 0")));
        }
        // Every embedded link `[text](n)` names a related location.
        let mut n_links = 0;
        for c in links.captures_iter(text) {
            n_links += 1;
            assert!(ids.contains(&c[1].parse::<u64>().unwrap()), "{text}");
        }
        assert!(n_links >= 1, "{text}");
        let fp = result["partialFingerprints"].as_object().unwrap();
        assert!(fp
            .values()
            .all(|v| v.as_str().is_some_and(|s| s.len() == 64)));
    }
}

fn validate_location(loc: &serde_json::Value) {
    allowed_keys(loc, LOCATION);
    allowed_keys(&loc["physicalLocation"], PHYSICAL_LOCATION);
    allowed_keys(
        &loc["physicalLocation"]["artifactLocation"],
        ARTIFACT_LOCATION,
    );
    allowed_keys(&loc["message"], MESSAGE);
    if let Some(r) = loc["physicalLocation"].get("region") {
        allowed_keys(r, REGION);
    }
    let phys = &loc["physicalLocation"];
    let uri = phys["artifactLocation"]["uri"]
        .as_str()
        .expect("artifactLocation.uri");
    // A valid URI reference: absolute, or relative against any base.
    let base = url::Url::parse("file:///checkout/").unwrap();
    assert!(
        !uri.is_empty() && !uri.contains(' ') && base.join(uri).is_ok(),
        "{uri}"
    );
    if let Some(region) = phys.get("region") {
        let start = region["startLine"].as_u64().expect("region has startLine");
        assert!(start >= 1);
        if let Some(end) = region.get("endLine") {
            assert!(end.as_u64().unwrap() >= start);
        }
    }
    assert!(!loc["message"]["text"].as_str().unwrap().is_empty());
}

fn sarif(r: &Report) -> serde_json::Value {
    serde_json::from_str(&render(r, Format::Sarif, &opts())).unwrap()
}

#[test]
fn sarif_is_structurally_valid() {
    validate_sarif(&sarif(&fixture()));
    let empty = Report::new(vec![DEMO.into()], None, Vec::new());
    let v = sarif(&empty);
    validate_sarif(&v);
    assert_eq!(v["runs"][0]["results"], serde_json::json!([]));
    // The base is always declared; without a known root it has no URI.
    let base = &v["runs"][0]["originalUriBaseIds"]["SRCROOT"];
    assert!(base.get("uri").is_none() && base["description"]["text"].is_string());
}

#[test]
fn sarif_results_carry_code_and_docs_locations() {
    let o = RenderOptions {
        root: Some("/src/hermes-agent".into()),
        ..opts()
    };
    let v: serde_json::Value =
        serde_json::from_str(&render(&fixture(), Format::Sarif, &o)).unwrap();
    validate_sarif(&v);
    let run = &v["runs"][0];
    assert_eq!(
        run["originalUriBaseIds"]["SRCROOT"]["uri"],
        "file:///src/hermes-agent/"
    );
    let rules: Vec<&str> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        rules,
        [
            "min-tail-user",
            "tail-floor",
            "truncation-marker",
            "probe-window",
            "pipe|tick"
        ]
    );
    let results = run["results"].as_array().unwrap();
    let summary: Vec<(&str, &str)> = results
        .iter()
        .map(|r| (r["ruleId"].as_str().unwrap(), r["level"].as_str().unwrap()))
        .collect();
    assert_eq!(
        summary,
        [
            ("tail-floor", "error"),
            ("truncation-marker", "warning"),
            ("pipe|tick", "error")
        ]
    );

    let tail = &results[0];
    assert_eq!(
        tail["message"]["text"],
        "docs say 20, code keeps at most 8 (docs say last 20 → 20; code says 8). \
         Read at: docs [cli](0), code [agent/context_compressor.py:1137](1). \
         Claim: [claims/hermes-agent.toml:12](2)."
    );
    let code = &tail["locations"][0]["physicalLocation"];
    assert_eq!(
        *code,
        serde_json::json!({
            "artifactLocation": {"uri": "agent/context_compressor.py", "uriBaseId": "SRCROOT"},
            "region": {"startLine": 1137, "endLine": 1137,
                       "snippet": {"text": "_MAX_TAIL_MESSAGE_FLOOR = 8"}}
        })
    );
    assert_eq!(tail["locations"].as_array().unwrap().len(), 1);
    let docs = &tail["relatedLocations"][0];
    assert_eq!(docs["physicalLocation"]["artifactLocation"]["uri"], CLI_URL);
    assert_eq!(
        docs["message"]["text"],
        "docs: cli “last 20 turns are always preserved”"
    );
    assert_eq!(docs["properties"]["sha256"], cli_page().sha256.unwrap());
    // Related locations repeat both sides and add the claim's own line.
    let related: Vec<&str> = tail["relatedLocations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            l["physicalLocation"]["artifactLocation"]["uri"]
                .as_str()
                .unwrap()
        })
        .collect();
    assert_eq!(related, [CLI_URL, "agent/context_compressor.py", HERMES]);

    // Both sides for every disagreement, whatever the values look like: the
    // code as the one primary location, docs and code among the related.
    for r in results.iter().filter(|r| r["level"] == "error") {
        let uri = |l: &serde_json::Value| {
            l["physicalLocation"]["artifactLocation"]["uri"]
                .as_str()
                .unwrap()
                .to_string()
        };
        let primary: Vec<String> = r["locations"].as_array().unwrap().iter().map(uri).collect();
        let related: Vec<String> = r["relatedLocations"]
            .as_array()
            .unwrap()
            .iter()
            .map(uri)
            .collect();
        assert_eq!(primary.len(), 1);
        assert_eq!(related.len(), 3, "{related:?}");
        assert_eq!(related[1], primary[0], "code side is also related");
        assert!(
            related[0].starts_with("https://") || related[0].ends_with(".md"),
            "docs side first: {related:?}"
        );
    }
    let pipes = &results[2];
    assert_eq!(
        pipes["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "src/sep,%201.rs"
    );
    assert_eq!(
        pipes["relatedLocations"][0]["physicalLocation"]["region"],
        serde_json::json!({"startLine": 9, "snippet": {"text": "a | `b`\nc"}})
    );
    assert_eq!(pipes["properties"]["docsRaw"], "a | `b`\nc");

    // An error with no code side is anchored on the claim's line (code
    // scanning needs a repository file and line); the page it did read
    // is the first related location.
    let marker = &results[1];
    let loc = &marker["locations"][0]["physicalLocation"];
    assert_eq!(loc["artifactLocation"]["uri"], HERMES);
    assert_eq!(loc["artifactLocation"]["uriBaseId"], "SRCROOT");
    assert!(loc["region"]["startLine"].as_u64().unwrap() > 0);
    assert_eq!(
        marker["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "https://hermes-agent.nousresearch.com/docs/user-guide/configuration"
    );
    assert_eq!(
        marker["relatedLocations"][0]["message"]["text"],
        "docs: configuration “\\[truncated\\]”"
    );
}

#[test]
fn sarif_fingerprints_are_stable_per_claim_id() {
    let fp = |r: &Report, i: usize| {
        sarif(r)["runs"][0]["results"][i]["partialFingerprints"]["docdriftClaimId/v1"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let before = fixture();
    let mut after = fixture();
    after.findings[1].message = "docs say 20, code keeps 9".into();
    after.findings[1].code_value = Some("9".into());
    after.findings[1].code[0].line = 1200;
    assert_eq!(fp(&before, 0), fp(&after, 0));
    // sha256("tail-floor")
    assert_eq!(
        fp(&before, 0),
        "9fd459fc061f0a66f171229648d51a9373212567f47f22d675ceab5f66d2865d"
    );
    assert_ne!(fp(&before, 0), fp(&before, 2));
}

#[test]
fn sarif_error_without_any_side_points_at_the_claim() {
    let mut f = finding("no-sides", DEMO, 3, Verdict::Error);
    f.message = "snapshot missing: run with --fetch".into();
    let r = Report::new(vec![DEMO.into()], Some("../rel".into()), vec![f]);
    let v = sarif(&r);
    validate_sarif(&v);
    let res = &v["runs"][0]["results"][0];
    assert_eq!(
        res["locations"][0]["physicalLocation"],
        serde_json::json!({
            "artifactLocation": {"uri": DEMO, "uriBaseId": "SRCROOT"},
            "region": {"startLine": 3}
        })
    );
    assert_eq!(
        res["message"]["text"],
        "snapshot missing: run with --fetch. Claim: [claims/demo.toml:3](0)."
    );
}

// ---------------------------------------------------------------- all formats

#[test]
fn empty_report_renders_in_every_format() {
    let r = Report::new(Vec::new(), None, Vec::new());
    assert_eq!(
        render(&r, Format::Table, &opts()),
        "0 claims: 0 agree, 0 disagree, 0 errors\n"
    );
    assert_eq!(
        render(&r, Format::Github, &opts()),
        "docdrift: 0 claims: 0 agree, 0 disagree, 0 errors\n"
    );
    let md = render(&r, Format::Markdown, &opts());
    assert!(md.starts_with("## docdrift: 0 claims: 0 agree, 0 disagree, 0 errors\n\n"));
    assert!(!md.contains('|'));
    let (_, suites) = parse_junit(&render(&r, Format::Junit, &opts()));
    assert!(suites.is_empty());
    validate_sarif(&sarif(&r));
    let v: serde_json::Value = serde_json::from_str(&render(&r, Format::Json, &opts())).unwrap();
    assert_eq!(v["findings"], serde_json::json!([]));
}

// ---------------------------------------------------------------- size

/// A thousand claims and a 200 KB value: every format still renders a
/// complete, parseable document, and the table cuts the value instead of
/// printing thousands of wrapped lines.
#[test]
fn huge_report_renders_in_every_format() {
    let base = fixture();
    let mut findings = Vec::new();
    for i in 0..1000 {
        let mut f = base.findings[i % base.findings.len()].clone();
        f.id = format!("claim-{i:04}");
        findings.push(f);
    }
    let big = "x|`".repeat(70_000);
    findings[1].docs_raw = Some(big.clone());
    let r = Report::new(base.claims_files.clone(), base.checkout.clone(), findings);

    let table = render(&r, Format::Table, &opts());
    assert!(table.ends_with("1000 claims: 200 agree, 400 disagree, 200 errors, 200 skipped\n"));
    let longest_cell_run = table.matches("x|`").count();
    assert!(
        longest_cell_run < 100,
        "value not cut: {longest_cell_run} repeats"
    );

    let v: serde_json::Value = serde_json::from_str(&render(&r, Format::Json, &opts())).unwrap();
    assert_eq!(
        v["findings"][1]["docs_raw"].as_str().unwrap().len(),
        big.len()
    );

    let (_, suites) = parse_junit(&render(&r, Format::Junit, &opts()));
    let cases: usize = suites.iter().map(|s| s.cases.len()).sum();
    assert_eq!(cases, 1000);

    let sarif = sarif(&r);
    validate_sarif(&sarif);
    assert_eq!(sarif["runs"][0]["results"].as_array().unwrap().len(), 600);

    // A PR comment stays under GitHub's limit: cells are cut, what does not
    // fit is counted; -v writes it all, the big value's code span intact
    // (its fence outgrows the backticks).
    let md = render(&r, Format::Markdown, &opts());
    assert!(md.len() < 50_000, "{} bytes", md.len());
    assert!(md.contains("left out to stay under GitHub's comment size limit"));
    assert_eq!(
        md.matches("<details>").count(),
        md.matches("</details>").count()
    );
    let o = RenderOptions {
        verbose: true,
        ..opts()
    };
    let md = render(&r, Format::Markdown, &o);
    assert!(md.contains(&format!("`` {} ``", big.replace('|', "\\|"))));
    // 10 per level (GitHub shows no more), one line counting the rest, the summary.
    let gh = render(&r, Format::Github, &opts());
    assert_eq!(gh.lines().count(), 32);
    assert!(
        gh.contains("docdrift: 390 more errors, 190 more warnings, 190 more notices not annotated")
    );
}
