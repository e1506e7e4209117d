//! How a `--since` report reads: one sentence per broken link naming the commit, in a
//! table for terminals, Markdown for a pull-request comment, JSON for scripts and SARIF
//! (with `baselineState`) for code-scanning viewers. Computed first, printed last.

use super::links::{BreakKind, Broken, CommitRef, Listed, SinceReport};
use serde_json::{json, Value};

fn quote(c: &CommitRef) -> String {
    match &c.first_tag {
        Some(t) => format!("commit {} '{}' (in {t})", c.short, c.subject),
        None => format!("commit {} '{}'", c.short, c.subject),
    }
}

fn commits_text(cs: &[CommitRef], uncommitted: bool) -> String {
    let mut parts: Vec<String> = cs.iter().rev().map(quote).collect();
    if uncommitted {
        parts.push("an uncommitted change".into());
    }
    match parts.len() {
        0 => "a change git could not attribute".into(),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} then {last}", parts.join(", "))
        }
    }
}

fn page_name(b: &Broken) -> String {
    match b.docs.line {
        Some(l) => format!("{}:{l}", b.docs.page),
        None => b.docs.page.clone(),
    }
}

/// The one sentence a pull-request comment or a release note can quote.
pub fn sentence(b: &Broken) -> String {
    let name = &b.code.name;
    let old = b
        .code
        .value_at_rev
        .as_deref()
        .unwrap_or(&b.code.expr_at_rev);
    let new = b
        .code
        .value_now
        .as_deref()
        .or(b.code.expr_now.as_deref())
        .unwrap_or("");
    let mut s = match b.kind {
        BreakKind::CodeChanged => format!(
            "{} changed `{name}` {old} → {new}; {} still says {}",
            commits_text(&b.code.commits, b.code.uncommitted),
            page_name(b),
            b.docs.value_now
        ),
        BreakKind::Removed => format!(
            "`{name}` ({}:{}) was removed in {}; {} still says {}",
            b.code.file_at_rev,
            b.code.line_at_rev,
            commits_text(&b.code.commits, b.code.uncommitted),
            page_name(b),
            b.docs.value_now
        ),
        BreakKind::DocsChanged => format!(
            "{} changed {} from {} to {}; `{name}` is still {old}",
            if b.docs.commits.is_empty() && !b.docs.uncommitted {
                "a docs change".to_string()
            } else {
                commits_text(&b.docs.commits, b.docs.uncommitted)
            },
            page_name(b),
            b.docs.value_at_rev,
            b.docs.value_now
        ),
        BreakKind::BothChanged => format!(
            "{} changed `{name}` {old} → {new} and {} changed from {} to {}; they no longer agree",
            commits_text(&b.code.commits, b.code.uncommitted),
            page_name(b),
            b.docs.value_at_rev,
            b.docs.value_now
        ),
    };
    if b.docs_older == Some(true) {
        if let Some(c) = &b.docs.last_commit {
            s.push_str(&format!(
                " (the docs last changed {}, before the code they describe)",
                day(&c.date)
            ));
        }
    }
    s
}

fn day(iso: &str) -> &str {
    iso.get(..10).unwrap_or(iso)
}

fn listed_lines(out: &mut String, title: &str, items: &[Listed]) {
    if items.is_empty() {
        return;
    }
    out.push_str(&format!("\n{title} ({}):\n", items.len()));
    for l in items {
        let known = l
            .known
            .as_ref()
            .map(|k| format!(" [{}]", k.text()))
            .unwrap_or_default();
        out.push_str(&format!("  {}  {}{known}\n", l.id, l.message));
    }
}

/// Totals, then one block per broken link, then the lists kept apart.
pub fn table(r: &SinceReport) -> String {
    let mut out = format!(
        "since {} ({}): {} links agreed then; {} broke, {} hold, {} no longer stated\n{} already drifting at {}, {} drift with no agreement at {} (listed apart), {} fixed\n",
        r.since,
        short(&r.since_commit),
        r.links,
        r.broken.len(),
        r.held,
        r.retired,
        r.already_drifting.len(),
        r.since,
        r.unanchored.len(),
        r.since,
        r.fixed
    );
    if let Some(file) = &r.baseline {
        out.push_str(&format!(
            "baseline {file}: {} of the {} broken links known (listed, not failing)\n",
            r.broken.len() - r.failing(),
            r.broken.len()
        ));
    }
    for b in &r.broken {
        out.push_str(&format!(
            "\n{}  {}  `{}`\n",
            if b.known.is_some() {
                "KNOWN "
            } else {
                "BROKEN"
            },
            b.kind.as_str(),
            b.code.name
        ));
        out.push_str(&format!(
            "  docs  {}  {} (was {} at {})\n",
            page_name(b),
            b.docs.value_now,
            b.docs.value_at_rev,
            r.since
        ));
        let now = match (&b.code.file, b.code.line) {
            (Some(f), Some(l)) => format!(
                "{f}:{l}  {}",
                b.code.expr_now.as_deref().unwrap_or_default()
            ),
            _ => "removed".into(),
        };
        out.push_str(&format!(
            "  code  {now} (was {} at {}:{})\n",
            b.code.expr_at_rev, b.code.file_at_rev, b.code.line_at_rev
        ));
        for c in b.code.commits.iter().chain(&b.docs.commits) {
            out.push_str(&format!(
                "  commit {} {} {}  {}  [{}]\n",
                c.short,
                day(&c.date),
                c.author,
                c.subject,
                c.first_tag
                    .as_deref()
                    .map(|t| format!("in {t}"))
                    .unwrap_or_else(|| "in no tag yet".into())
            ));
        }
        if b.code.uncommitted || (b.docs.uncommitted && b.kind != BreakKind::CodeChanged) {
            out.push_str("  commit (uncommitted change in the work tree)\n");
        }
        out.push_str(&format!("  why   {}\n", b.message));
        if let Some(k) = &b.known {
            out.push_str(&format!("  known {}\n", k.text()));
        }
    }
    listed_lines(
        &mut out,
        &format!("already drifting at {}", r.since),
        &r.already_drifting,
    );
    listed_lines(
        &mut out,
        &format!("drift with no agreement at {}", r.since),
        &r.unanchored,
    );
    out
}

fn short(h: &str) -> &str {
    h.get(..12).unwrap_or(h)
}

/// A pull-request comment: what broke, with the commits, then what was drifting already.
pub fn markdown(r: &SinceReport) -> String {
    let mut out = format!(
        "## Docs drift since {}\n\n{} of {} links that agreed at `{}` ({}) broke.\n",
        r.since,
        r.broken.len(),
        r.links,
        r.since,
        short(&r.since_commit)
    );
    let failing: Vec<&Broken> = r.broken.iter().filter(|b| b.known.is_none()).collect();
    if !failing.is_empty() {
        out.push('\n');
    }
    for b in &failing {
        out.push_str(&format!("- {}.\n", b.message));
    }
    if let Some(file) = &r.baseline {
        let known: Vec<&Broken> = r.broken.iter().filter(|b| b.known.is_some()).collect();
        out.push_str(&format!(
            "\n{} known in the baseline `{file}` (listed, not failing).\n",
            known.len()
        ));
        if !known.is_empty() {
            out.push_str(&format!(
                "\n<details><summary>Broke, known in the baseline ({})</summary>\n\n",
                known.len()
            ));
            for b in known {
                let k = b.known.as_ref().map(|k| k.text()).unwrap_or_default();
                out.push_str(&format!("- {} ({k}).\n", b.message));
            }
            out.push_str("\n</details>\n");
        }
    }
    for (title, items) in [
        (
            format!("Already drifting at `{}`", r.since),
            &r.already_drifting,
        ),
        (
            format!("Drift with no agreement at `{}`", r.since),
            &r.unanchored,
        ),
    ] {
        if items.is_empty() {
            continue;
        }
        out.push_str(&format!(
            "\n<details><summary>{title} ({})</summary>\n\n",
            items.len()
        ));
        for l in items {
            let known = l
                .known
                .as_ref()
                .map(|k| format!(" ({})", k.text()))
                .unwrap_or_default();
            out.push_str(&format!(
                "- `{}`: {}{known}\n",
                l.id,
                l.message.replace('\n', " ")
            ));
        }
        out.push_str("\n</details>\n");
    }
    out
}

/// The whole report as JSON.
pub fn json(r: &SinceReport, extra: Value) -> String {
    let mut v = json!({
        "schema_version": 1,
        "tool": format!("docdrift {}", env!("CARGO_PKG_VERSION")),
        "since": r,
    });
    if let (Some(o), Value::Object(e)) = (v.as_object_mut(), extra) {
        o.extend(e);
    }
    serde_json::to_string_pretty(&v).unwrap_or_default() + "\n"
}

/// SARIF 2.1.0: broken links are `new`, drift already there at REV `unchanged`.
pub fn sarif(r: &SinceReport) -> String {
    let mut results: Vec<Value> = r
        .broken
        .iter()
        .map(|b| {
            let (file, line) = match (&b.code.file, b.code.line) {
                (Some(f), Some(l)) => (f.clone(), l),
                _ => (b.code.file_at_rev.clone(), b.code.line_at_rev),
            };
            let mut v = json!({
                "ruleId": format!("since/{}", b.kind.as_str()),
                "level": "error",
                "baselineState": if b.known.is_some() { "unchanged" } else { "new" },
                "message": {"text": b.message},
                "locations": [location(&file, line)],
                "relatedLocations": [{
                    "id": 0,
                    "physicalLocation": {
                        "artifactLocation": {"uri": b.docs.repo_path.clone().unwrap_or(b.docs.page.clone())},
                        "region": {"startLine": b.docs.line.unwrap_or(1)}
                    },
                    "message": {"text": b.docs.text}
                }],
                "partialFingerprints": {"docdriftLink/v1": crate::core::hash::sha256_hex(format!("{}|{}|{}", b.code.file_at_rev, b.code.name, b.docs.page).as_bytes())},
                "properties": {"commits": b.code.commits.iter().chain(&b.docs.commits).map(|c| &c.hash).collect::<Vec<_>>(), "uncommitted": b.code.uncommitted || b.docs.uncommitted},
            });
            if let Some(k) = &b.known {
                v["suppressions"] = json!([{"kind": "external", "justification": k.text()}]);
            }
            v
        })
        .collect();
    results.extend(
        r.already_drifting
            .iter()
            .map(|l| listed_result(l, "unchanged")),
    );
    results.extend(r.unanchored.iter().map(|l| {
        listed_result(
            l,
            if l.known.is_some() {
                "unchanged"
            } else {
                "new"
            },
        )
    }));
    sarif_doc(results)
}

fn location(file: &str, line: usize) -> Value {
    json!({"physicalLocation": {"artifactLocation": {"uri": file, "uriBaseId": "SRCROOT"}, "region": {"startLine": line.max(1)}}})
}

/// A listed finding as a SARIF result with its `baselineState`.
pub fn listed_result(l: &Listed, state: &str) -> Value {
    let mut v = json!({
        "ruleId": format!("scan/{}", l.class),
        "level": "error",
        "baselineState": state,
        "message": {"text": l.message},
        "partialFingerprints": {"docdriftFinding/v1": crate::core::hash::sha256_hex(l.id.as_bytes())},
    });
    if let Some((file, line)) = l.code.first().and_then(|c| c.rsplit_once(':')) {
        v["locations"] = json!([location(file, line.parse().unwrap_or(1))]);
    }
    if let Some(k) = &l.known {
        v["suppressions"] = json!([{"kind": "external", "justification": k.text()}]);
    }
    v
}

/// One SARIF run around `results`.
pub fn sarif_doc(results: Vec<Value>) -> String {
    let doc = json!({
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "docdrift", "version": env!("CARGO_PKG_VERSION")}},
            "originalUriBaseIds": {"SRCROOT": {"description": {"text": "the checkout root"}}},
            "results": results,
        }]
    });
    serde_json::to_string_pretty(&doc).unwrap_or_default() + "\n"
}

/// The published JSON schema of SARIF 2.1.0 (OASIS errata 01).
const SARIF_SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
