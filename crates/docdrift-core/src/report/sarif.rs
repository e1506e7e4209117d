//! SARIF 2.1.0 format, for code-scanning viewers (GitHub code scanning,
//! the VS Code SARIF viewer, …). One run; one rule per claim (rule id =
//! claim id, short description = what the claim says); one result per
//! disagreement (level `error`) and per claim that could not be evaluated
//! (level `warning`). Agreeing and skipped claims produce no result.
//!
//! Each result carries both sides of the drift. `locations` holds one
//! primary location, always a repository file with a line (what GitHub
//! code scanning requires): the code (`startLine`/`endLine`, the expression
//! as snippet), or for a claim with no code line the claim's own line in
//! the claims file. File URIs are relative to the `SRCROOT` base, which
//! `originalUriBaseIds` always declares (with its `file://` URI when the
//! caller knows the root; `docdrift check` makes every path relative to
//! the repository root);
//! `relatedLocations` holds every docs location (`artifactLocation.uri` =
//! the page URL, the matched text in the location's message, a region only
//! when a markdown line is known), every code location and the claim's
//! line in the claims file, and the result message links them as
//! `[cli](0)`, so viewers that show only the primary location (GitHub code
//! scanning) still lead to the docs page.
//! `partialFingerprints` hash the claim id, so an alert survives edits to
//! the claim's wording, the code and the page.

use serde_json::{json, Map, Value};

use super::{code_where, docs_value_text, docs_where, printable, rfc3339};
use crate::core::finding::{CodeEvidence, DocsEvidence, Finding, Report, Verdict};
use crate::core::hash::sha256_hex;

/// The published JSON schema of SARIF 2.1.0 (OASIS errata 01).
pub(crate) const SARIF_SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// `uriBaseId` of every file path (code, claims files, local docs): the
/// repository root, GitHub's convention name.
const ROOT_BASE: &str = "SRCROOT";
/// Key of the one partial fingerprint we emit; bump the suffix if its input changes.
const FINGERPRINT_KEY: &str = "docdriftClaimId/v1";

pub(super) fn render(report: &Report, opts: &super::RenderOptions) -> String {
    let rules: Vec<Value> = report.findings.iter().map(rule).collect();
    let results: Vec<Value> = report
        .findings
        .iter()
        .enumerate()
        .filter_map(|(i, f)| result(f, i))
        .collect();

    let mut run = Map::new();
    run.insert(
        "tool".into(),
        json!({
            "driver": {
                "name": "docdrift",
                "version": env!("CARGO_PKG_VERSION"),
                "semanticVersion": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            }
        }),
    );
    // Always declared, so a consumer can resolve every relative URI; the
    // URI itself only when known (a relative root is no base URI).
    let base = match opts.root.as_deref().and_then(directory_uri) {
        Some(uri) => json!({ "uri": uri }),
        None => json!({
            "description": { "text": "The repository root; file paths are relative to it." }
        }),
    };
    run.insert("originalUriBaseIds".into(), json!({ ROOT_BASE: base }));
    run.insert(
        "invocations".into(),
        json!([{
            "executionSuccessful": true,
            "endTimeUtc": rfc3339(&report.generated_at),
            "properties": { "untrusted": report.summary.untrusted },
        }]),
    );
    run.insert("results".into(), Value::Array(results));

    let log = json!({
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [Value::Object(run)],
    });
    let mut out = serde_json::to_string_pretty(&log).expect("serde_json::Value serialises");
    out.push('\n');
    out
}

fn rule(f: &Finding) -> Value {
    // A finding with no claims file (a `scan` draft) has no place to name.
    let mut help = if f.claims_file.is_empty() {
        format!("Claim `{}` (expect {}).", f.id, f.expect)
    } else {
        format!(
            "Claim `{}` in {}:{} (expect {}).",
            f.id, f.claims_file, f.claims_line, f.expect
        )
    };
    if !f.says.is_empty() {
        help = format!("Docs say: {}\n{help}", f.says);
    }
    json!({
        "id": f.id,
        "shortDescription": { "text": one_line(if f.says.is_empty() { &f.id } else { &f.says }) },
        "help": { "text": help },
        "defaultConfiguration": { "level": "error" },
        "properties": {
            "claimsFile": f.claims_file,
            "claimsLine": f.claims_line,
            "expect": f.expect,
        },
    })
}

fn result(f: &Finding, rule_index: usize) -> Option<Value> {
    let level = match f.verdict {
        Verdict::Disagree => "error",
        Verdict::Error => "warning",
        Verdict::Agree | Verdict::Skipped => return None,
    };

    // relatedLocations: docs first, then code, then the claim itself; ids
    // are their indexes, which the message links point at.
    let mut related = Vec::new();
    let mut links = Vec::new();
    for d in &f.docs {
        let id = related.len();
        links.push(format!("docs [{}]({id})", escape_message(&docs_where(d))));
        related.push(with_id(docs_location(d), id));
    }
    for c in &f.code {
        let id = related.len();
        links.push(format!("code [{}]({id})", escape_message(&code_where(c))));
        related.push(with_id(code_location(c), id));
    }
    let claim_id = (!f.claims_file.is_empty()).then_some(related.len());
    if let Some(id) = claim_id {
        related.push(with_id(claim_location(f), id));
    }

    // One primary location, as §3.27.12 asks ("only one location unless
    // the problem can only be corrected by making a change at every
    // location"; drift is fixed on either side): a repository file and line
    // code scanning can anchor on — the code line, else the claim's line
    // (a docs-only claim: its page is a URL, not a file), else a local docs
    // page with a line. The other side lives in relatedLocations.
    let primary = f
        .code
        .iter()
        .find(|c| c.line > 0)
        .map(code_location)
        .or_else(|| claim_id.map(|_| claim_location(f)))
        .or_else(|| {
            f.docs
                .iter()
                .find(|d| d.line.is_some() && !is_web(&d.url))
                .map(docs_location)
        })
        .or_else(|| f.docs.first().map(docs_location))
        .unwrap_or_else(|| claim_location(f));
    let locations = vec![primary];

    let mut text = escape_message(&one_line(&f.message));
    let mut sides = Vec::new();
    if let Some(v) = docs_value_text(f) {
        sides.push(format!("docs say {}", escape_message(&printable(&v))));
    }
    if let Some(v) = &f.code_value {
        sides.push(format!("code says {}", escape_message(&printable(v))));
    }
    if !sides.is_empty() {
        text.push_str(&format!(" ({})", sides.join("; ")));
    }
    if !links.is_empty() {
        text.push_str(&format!(". Read at: {}", links.join(", ")));
    }
    // Always link the claim itself, so a viewer can open its definition.
    if let Some(id) = claim_id {
        text.push_str(&format!(
            ". Claim: [{}:{}]({id}).",
            escape_message(&f.claims_file),
            f.claims_line
        ));
    }

    let mut props = Map::new();
    props.insert("verdict".into(), json!(f.shown_verdict()));
    props.insert("says".into(), json!(f.says));
    props.insert("expect".into(), json!(f.expect));
    for (k, v) in [
        ("docsRaw", &f.docs_raw),
        ("docsValue", &f.docs_value),
        ("codeValue", &f.code_value),
        ("reading", &f.reading),
    ] {
        if let Some(v) = v {
            props.insert(k.into(), json!(v));
        }
    }
    if !f.details.is_empty() {
        props.insert("details".into(), json!(f.details));
    }
    // scan's confidence in the link and its evidence (absent for claims).
    if let Some(c) = &f.confidence {
        props.insert("confidence".into(), json!(c.level));
        props.insert("evidence".into(), json!(c.evidence));
    }

    let mut result = json!({
        "ruleId": f.id,
        "ruleIndex": rule_index,
        "level": level,
        "message": { "text": text },
        "locations": locations,
        "relatedLocations": related,
        "partialFingerprints": { FINGERPRINT_KEY: sha256_hex(f.id.as_bytes()) },
        "properties": Value::Object(props),
    });
    // §3.35: an accepted disagreement stays in the log, suppressed
    // outside the source (docdrift.toml), with the reason; code scanning
    // shows it as dismissed rather than open.
    if let Some(reason) = f.accepted.as_deref().filter(|_| f.is_accepted()) {
        result["suppressions"] = json!([{
            "kind": "external",
            "status": "accepted",
            "justification": reason,
        }]);
    }
    Some(result)
}

fn code_location(c: &CodeEvidence) -> Value {
    let mut physical = Map::new();
    physical.insert("artifactLocation".into(), file_artifact(&c.file));
    if c.line > 0 {
        let mut region = json!({
            "startLine": c.line,
            "endLine": c.end_line.max(c.line),
        });
        if !c.expr.is_empty() {
            region["snippet"] = json!({ "text": c.expr });
        }
        physical.insert("region".into(), region);
    }
    let mut text = format!("code: {}", code_where(c));
    if !c.name.is_empty() {
        text.push_str(&format!(" {}", c.name));
    }
    match &c.value {
        Some(v) => text.push_str(&format!(" = {}", printable(v))),
        None => text.push_str(" (not a constant)"),
    }
    let mut props = Map::new();
    for (k, v) in [
        ("sha256", &c.sha256),
        ("gitBlob", &c.git_blob),
        ("head", &c.head),
        ("headDate", &c.head_date),
        ("headSubject", &c.head_subject),
    ] {
        if let Some(v) = v {
            props.insert(k.into(), json!(v));
        }
    }
    for (k, v) in [("bytes", c.bytes), ("chars", c.chars), ("lines", c.lines)] {
        if let Some(v) = v {
            props.insert(k.into(), json!(v));
        }
    }
    let mut loc = json!({
        "physicalLocation": Value::Object(physical),
        "message": { "text": escape_message(&text) },
    });
    if !props.is_empty() {
        loc["properties"] = Value::Object(props);
    }
    loc
}

fn docs_location(d: &DocsEvidence) -> Value {
    let mut physical = Map::new();
    let artifact = if is_web(&d.url) {
        json!({ "uri": d.url })
    } else {
        file_artifact(&d.url)
    };
    physical.insert("artifactLocation".into(), artifact);
    // A region needs a line or an offset into the artifact; the text offset
    // is into the visible text, not the HTML, so only a markdown line counts.
    if let Some(line) = d.line {
        let mut region = json!({ "startLine": line });
        if let Some(m) = &d.matched {
            region["snippet"] = json!({ "text": m });
        }
        physical.insert("region".into(), region);
    }
    let mut text = format!("docs: {}", docs_where(d));
    if let Some(m) = &d.matched {
        text.push_str(&format!(" “{}”", printable(m)));
    }
    let mut props = Map::new();
    if let Some(t) = d.fetched_at {
        props.insert("fetchedAt".into(), json!(rfc3339(&t)));
    }
    if let Some(s) = d.status {
        props.insert("status".into(), json!(s));
    }
    for (k, v) in [
        ("page", &d.page),
        ("sha256", &d.sha256),
        ("lastModified", &d.last_modified),
        ("matched", &d.matched),
    ] {
        if let Some(v) = v {
            props.insert(k.into(), json!(v));
        }
    }
    if let Some(o) = d.text_offset {
        props.insert("textOffset".into(), json!(o));
    }
    if let Some(n) = d.text_bytes {
        props.insert("textBytes".into(), json!(n));
    }
    let mut loc = json!({
        "physicalLocation": Value::Object(physical),
        "message": { "text": escape_message(&text) },
    });
    if !props.is_empty() {
        loc["properties"] = Value::Object(props);
    }
    loc
}

fn claim_location(f: &Finding) -> Value {
    let mut physical = json!({
        "artifactLocation": file_artifact(&f.claims_file),
    });
    if f.claims_line > 0 {
        physical["region"] = json!({ "startLine": f.claims_line });
    }
    json!({
        "physicalLocation": physical,
        "message": { "text": escape_message(&format!("claim {} in {}", f.id, f.claims_file)) },
    })
}

fn is_web(url: &str) -> bool {
    url.starts_with("http://") || url.starts_with("https://")
}

/// A file's `artifactLocation`: relative paths against [`ROOT_BASE`],
/// absolute ones (outside the repository) as `file://` URIs.
fn file_artifact(path: &str) -> Value {
    if std::path::Path::new(path).is_absolute() {
        if let Ok(u) = url::Url::from_file_path(path) {
            return json!({ "uri": u.to_string() });
        }
    }
    json!({ "uri": file_uri(path), "uriBaseId": ROOT_BASE })
}

fn with_id(mut loc: Value, id: usize) -> Value {
    loc["id"] = json!(id);
    loc
}

/// A relative path as a URI reference: forward slashes, and percent-encoded
/// where a path character is not allowed in a URI (spaces, `%`, `#`, `?`).
fn file_uri(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.replace('\\', "/").bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/!$&'()*+,;=:@".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// `file:///abs/root/` for an absolute root path; relative ones are left
/// for the consumer to resolve (SARIF allows a base id without a URI).
fn directory_uri(path: &str) -> Option<String> {
    url::Url::from_directory_path(path)
        .ok()
        .map(|u| u.to_string())
}

/// SARIF message strings treat `[text](id)` as a link: literal brackets
/// and backslashes are escaped with a backslash (§3.11.6).
fn escape_message(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '[' | ']' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn one_line(s: &str) -> String {
    printable(s).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uris_are_encoded() {
        assert_eq!(file_uri("agent/ctx.py"), "agent/ctx.py");
        assert_eq!(file_uri("a dir\\b#1.py"), "a%20dir/b%231.py");
        assert_eq!(file_uri("é.py"), "%C3%A9.py");
    }

    #[test]
    fn messages_escape_brackets() {
        assert_eq!(escape_message("a[0] \\ b"), "a\\[0\\] \\\\ b");
    }

    #[test]
    fn root_base_only_for_absolute_paths() {
        assert_eq!(
            directory_uri("/src/hermes agent").as_deref(),
            Some("file:///src/hermes%20agent/")
        );
        assert_eq!(directory_uri("../hermes-agent"), None);
    }
}
