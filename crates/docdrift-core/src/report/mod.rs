//! Report formats: the last stage of `docdrift check` (and later `scan`).
//! Evaluation produces a [`Report`] of [`Finding`]s; this module turns it
//! into one of six documents — a terminal table, JSON, Markdown for PR
//! comments, JUnit XML, SARIF 2.1.0 and GitHub workflow annotations.
//!
//! Compute first, print last (lychee's formatters): each format is one
//! function in its own file that returns the whole document as a `String`.
//! Nothing here writes to stdout or a file; the caller decides where the
//! text goes. The helpers below are shared so that every format orders
//! findings, counts verdicts and escapes values the same way.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use crate::core::finding::{CodeEvidence, DocsEvidence, Finding, Report, Summary, Verdict};

pub mod crawl;
mod github;
mod json;
mod junit;
mod markdown;
mod sarif;
pub mod style;
pub mod table;

pub mod evidence;

/// An output format of `docdrift check --format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// A terminal table (comfy-table), disagreements first, then a summary line.
    Table,
    /// The [`Report`] as pretty JSON with a `schema_version`.
    Json,
    /// A summary, a table of problems and per-claim evidence, for PR comments and posts.
    Markdown,
    /// JUnit XML: one testsuite per claims file, one testcase per claim.
    Junit,
    /// SARIF 2.1.0: one result per disagreement or error, with code AND docs locations.
    Sarif,
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`).
    Github,
}

impl Format {
    /// Every format, in the order `--help` lists them.
    pub const ALL: [Format; 6] = [
        Format::Table,
        Format::Json,
        Format::Markdown,
        Format::Junit,
        Format::Sarif,
        Format::Github,
    ];

    /// The name used on the command line.
    pub fn as_str(&self) -> &'static str {
        match self {
            Format::Table => "table",
            Format::Json => "json",
            Format::Markdown => "markdown",
            Format::Junit => "junit",
            Format::Sarif => "sarif",
            Format::Github => "github",
        }
    }

    /// One line on what the format is for (the command's `--help`).
    pub fn description(&self) -> &'static str {
        match self {
            Format::Table => "A terminal table, disagreements first, then a summary line",
            Format::Json => "The report as pretty JSON with a schema_version",
            Format::Markdown => {
                "A summary, a table of problems and per-claim evidence, for PR comments and posts"
            }
            Format::Junit => "JUnit XML: one testsuite per claims file, one testcase per claim",
            Format::Sarif => {
                "SARIF 2.1.0: one result per disagreement or error, with code and docs locations"
            }
            Format::Github => "GitHub Actions workflow commands (::error file=…,line=…::…)",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A format name that is not one of [`Format::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown report format `{0}`: expected one of table, json, markdown, junit, sarif, github")]
pub struct UnknownFormat(pub String);

impl FromStr for Format {
    type Err = UnknownFormat;

    fn from_str(s: &str) -> Result<Format, UnknownFormat> {
        Format::ALL
            .into_iter()
            .find(|f| f.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownFormat(s.to_string()))
    }
}

/// How to render. Only the table looks at `width` and `color`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RenderOptions {
    /// Terminal width for the table; `None` renders for [`DEFAULT_WIDTH`] columns.
    pub width: Option<u16>,
    /// ANSI colours in the table (verdicts coloured, ids bold).
    pub color: bool,
    /// Table: also list agreeing claims' evidence. JUnit: evidence of
    /// agreeing claims in `<system-out>`.
    pub verbose: bool,
    /// Table: one line per problem (disagree, error) and a summary, no
    /// evidence and no agreeing rows — what `check` prints by default so a
    /// 50-claim run fits a screen. `verbose` wins over it.
    pub compact: bool,
    /// SARIF: the absolute directory every file path in the report is
    /// relative to (the repository root), published as the `SRCROOT`
    /// base. `None` leaves the base without a URI for the consumer to set.
    pub root: Option<String>,
    /// Markdown: keep the PR-comment budget even when `verbose` (cron
    /// mode shows why each listed claim changed, and still fits a comment).
    pub keep_budget: bool,
}

/// Width the table wraps to when the caller does not know the terminal's
/// (output piped to a file or a CI log): readable in a 100-column viewer.
pub const DEFAULT_WIDTH: u16 = 100;

/// Render `report` as one complete document in `format`.
pub fn render(report: &Report, format: Format, opts: &RenderOptions) -> String {
    match format {
        Format::Table => table::render(report, opts),
        Format::Json => json::render(report),
        Format::Markdown => markdown::render(report, opts),
        Format::Junit => junit::render(report, opts),
        Format::Sarif => sarif::render(report, opts),
        Format::Github => github::render(report),
    }
}

/// The exit status `check` ends with, as documented in docs/report.md:
/// 1 when any claim disagrees (proven drift outranks missing evidence),
/// else 3 when any claim could not be evaluated, else 0. Skipped claims
/// neither pass nor fail a run. (2, invalid claims or usage, is decided
/// before there is a report.) Matches `crate::cli::Exit` values.
pub fn exit_status(summary: &Summary) -> u8 {
    if summary.disagree > 0 {
        1
    } else if summary.error > 0 {
        3
    } else {
        0
    }
}

/// Findings in reading order for humans: disagreements, then errors, then
/// skipped, then agreements; claims-file order within each group (the sort
/// is stable). Machine formats (JSON, JUnit, SARIF) keep claims order.
pub fn ordered(report: &Report) -> Vec<&Finding> {
    let mut findings: Vec<&Finding> = report.findings.iter().collect();
    // Accepted disagreements after the failing ones: they do not fail the run.
    findings.sort_by_key(|f| (rank(f.verdict), f.is_accepted()));
    findings
}

fn rank(v: Verdict) -> u8 {
    match v {
        Verdict::Disagree => 0,
        Verdict::Error => 1,
        Verdict::Skipped => 2,
        Verdict::Agree => 3,
    }
}

/// `5 claims: 1 agree, 2 disagree, 1 error, 1 skipped, 1 accepted` —
/// skipped and accepted (disagreements docdrift.toml accepts, not counted
/// in `disagree`) only when there are any, so the common line stays short.
pub fn summary_line(s: &Summary) -> String {
    let mut line = format!(
        "{} {}: {} agree, {} disagree, {} {}",
        s.claims,
        plural(s.claims, "claim", "claims"),
        s.agree,
        s.disagree,
        s.error,
        plural(s.error, "error", "errors"),
    );
    if s.skipped > 0 {
        line.push_str(&format!(", {} skipped", s.skipped));
    }
    if s.accepted > 0 {
        line.push_str(&format!(", {} accepted", s.accepted));
    }
    if s.untrusted {
        line.push_str(UNTRUSTED_NOTE);
    }
    line
}

/// Said after the summary of an `--untrusted` run.
pub const UNTRUSTED_NOTE: &str =
    " (untrusted mode: the checkout's docdrift.toml ignored, no probes, fetches limited to the docs hosts)";

fn plural<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// Make a value safe to show on one line: control characters (newline,
/// tab, carriage return, escape …) become visible Rust-style escapes, so a
/// docs value with a newline in it reads as `soft\nceiling` and a value
/// with an ANSI escape cannot repaint the terminal. Everything else,
/// including `|` and backticks, is left for the format to escape.
pub fn printable(s: &str) -> Cow<'_, str> {
    if !s.chars().any(|c| c.is_control() || is_bidi_control(c)) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            // Bidi controls reorder what a reader sees (a right-to-left override makes
            // `8` … `20` read backwards, "Trojan Source"): shown as escapes too.
            c if c.is_control() || is_bidi_control(c) => {
                out.push_str(&format!("\\u{{{:x}}}", c as u32))
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// The Unicode bidirectional formatting characters: embeddings and overrides
/// (U+202A–U+202E), isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}' | '\u{061c}')
}

/// Shorten `s` to at most `max` characters, marking the cut with `…`.
pub(crate) fn clip(s: &str, max: usize) -> Cow<'_, str> {
    if s.chars().count() <= max {
        return Cow::Borrowed(s);
    }
    let kept: String = s.chars().take(max.saturating_sub(1)).collect();
    Cow::Owned(format!("{kept}…"))
}

/// Where a docs value was read, for humans: the short page name when the
/// claims file gave one, else the URL; plus the markdown line for local docs.
pub fn docs_where(d: &DocsEvidence) -> String {
    let mut s = d.page.clone().unwrap_or_else(|| d.url.clone());
    if let Some(line) = d.line {
        s.push_str(&format!(":{line}"));
    }
    s
}

/// `file:line` or `file:line-end` for a multi-line expression; the bare
/// file when the line is unknown (0).
pub fn code_where(c: &CodeEvidence) -> String {
    match (c.line, c.end_line) {
        (0, _) => c.file.clone(),
        (l, e) if e > l => format!("{}:{l}-{e}", c.file),
        (l, _) => format!("{}:{l}", c.file),
    }
}

/// The docs value as a reader sees it: `“last 20” → 20`, or just the raw
/// text when parsing did not change it. `None` when the claim has no docs
/// value (a phrase-count claim, or an error before reading).
pub fn docs_value_text(f: &Finding) -> Option<String> {
    match docs_value_parts(f) {
        (Some(raw), Some(v)) => Some(format!("{raw} → {v}")),
        (Some(one), None) | (None, Some(one)) => Some(one.to_string()),
        (None, None) => None,
    }
}

/// Raw docs text and parsed value; the parsed value is `None` when it reads
/// the same as the raw text, so formats do not print `20 → 20`.
pub(crate) fn docs_value_parts(f: &Finding) -> (Option<&str>, Option<&str>) {
    match (f.docs_raw.as_deref(), f.docs_value.as_deref()) {
        (Some(raw), Some(v)) if raw != v => (Some(raw), Some(v)),
        (Some(raw), _) => (Some(raw), None),
        (None, v) => (None, v),
    }
}

/// All evidence of a finding as plain text lines, the same facts the
/// Markdown sections show. Used for the JUnit failure/error body, where no
/// markup is available; callers may use it for logs too.
pub fn evidence_lines(f: &Finding) -> Vec<String> {
    let mut lines = Vec::new();
    lines.push(format!("says: {}", f.says));
    if let Some(r) = f.accepted.as_deref().filter(|_| f.is_accepted()) {
        lines.push(format!("accepted in docdrift.toml: {r}"));
    }
    lines.push(format!(
        "claim: {}:{} (expect {})",
        f.claims_file, f.claims_line, f.expect
    ));
    if let Some(v) = docs_value_text(f) {
        lines.push(format!("docs value: {}", printable(&v)));
    }
    if let Some(r) = &f.reading {
        lines.push(format!("reading: {r}"));
    }
    if let Some(v) = &f.code_value {
        lines.push(format!("code value: {}", printable(v)));
    }
    for d in &f.docs {
        lines.push(format!("docs: {}", d.url));
        lines.extend(docs_facts(d).into_iter().map(|l| format!("  {l}")));
    }
    for c in &f.code {
        lines.push(format!("code: {}", code_where(c)));
        lines.extend(code_facts(c).into_iter().map(|l| format!("  {l}")));
    }
    lines.extend(
        f.details
            .iter()
            .map(|d| format!("detail: {}", printable(d))),
    );
    lines
}

/// The facts of one docs read, one per line, without markup.
pub(crate) fn docs_facts(d: &DocsEvidence) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(p) = &d.page {
        out.push(format!("page: {p}"));
    }
    if let Some(t) = &d.title {
        out.push(format!("title: {t}"));
    }
    let mut fetch = Vec::new();
    if let Some(t) = d.fetched_at {
        fetch.push(format!("fetched {}", rfc3339(&t)));
    }
    if let Some(s) = d.status {
        fetch.push(format!("HTTP {s}"));
    }
    if let Some(b) = d.body_bytes {
        fetch.push(format!("{b} bytes"));
    }
    if !fetch.is_empty() {
        out.push(fetch.join(", "));
    }
    if let Some(h) = &d.sha256 {
        out.push(format!("sha256 {h}"));
    }
    match (&d.text_sha256, d.text_bytes) {
        (Some(h), Some(n)) => out.push(format!("visible text sha256 {h}, {n} bytes")),
        (Some(h), None) => out.push(format!("visible text sha256 {h}")),
        (None, Some(n)) => out.push(format!("visible text {n} bytes")),
        (None, None) => {}
    }
    for (name, v) in [
        ("last-modified", &d.last_modified),
        ("date", &d.date),
        ("age", &d.age),
    ] {
        if let Some(v) = v {
            out.push(format!("{name}: {v}"));
        }
    }
    for (k, v) in &d.cache {
        out.push(format!("{k}: {v}"));
    }
    if let Some(m) = &d.matched {
        let mut s = format!("matched: \"{}\"", printable(m));
        if let Some(o) = d.offset_text() {
            s.push_str(&format!(" at {o}"));
        }
        if let Some(l) = d.line {
            s.push_str(&format!(" (line {l})"));
        }
        out.push(s);
    }
    match (d.html_count, d.text_count) {
        (None, None) => {}
        (h, t) => out.push(format!(
            "counts: html {}, text {}",
            opt_count(h),
            opt_count(t)
        )),
    }
    out.extend(d.explanations.iter().map(|e| format!("why: {e}")));
    out
}

/// The facts of one code read, one per line, without markup.
pub(crate) fn code_facts(c: &CodeEvidence) -> Vec<String> {
    let mut out = Vec::new();
    if !c.name.is_empty() {
        if c.kind.is_empty() {
            out.push(format!("name: {}", c.name));
        } else {
            out.push(format!("name: {} ({})", c.name, c.kind));
        }
    }
    if !c.expr.is_empty() {
        out.push(format!("expr: {}", printable(&c.expr)));
    }
    match &c.value {
        Some(v) => out.push(format!("value: {}", printable(v))),
        None => out.push("value: not a constant".to_string()),
    }
    if let Some(cfg) = &c.cfg {
        out.push(format!("cfg: {cfg}"));
    }
    if c.commented_out {
        out.push("commented out".to_string());
    }
    if let Some(h) = &c.sha256 {
        out.push(format!("sha256 {h}"));
    }
    if let Some(b) = &c.git_blob {
        out.push(format!("git blob {b}"));
    }
    if let Some(size) = file_size(c) {
        out.push(size);
    }
    if let Some(h) = &c.head {
        out.push(format!("HEAD {}", head_text(h, c)));
    }
    if let Some(r) = &c.git_ref {
        out.push(r.text());
    }
    match c.dirty {
        Some(true) => out.push("uncommitted edits: the file differs from HEAD".to_string()),
        Some(false) => out.push("clean: the file matches HEAD".to_string()),
        None => {}
    }
    out
}

/// `330896 bytes, 330512 chars, 7410 lines`, whichever are known.
pub(crate) fn file_size(c: &CodeEvidence) -> Option<String> {
    let parts: Vec<String> = [(c.bytes, "bytes"), (c.chars, "chars"), (c.lines, "lines")]
        .into_iter()
        .filter_map(|(n, unit)| n.map(|n| format!("{n} {unit}")))
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// `<sha> (<date>, "<subject>")`, whichever of date and subject are known.
pub(crate) fn head_text(head: &str, c: &CodeEvidence) -> String {
    let mut extra = Vec::new();
    if let Some(d) = &c.head_date {
        extra.push(d.clone());
    }
    if let Some(s) = &c.head_subject {
        extra.push(format!("\"{}\"", printable(s)));
    }
    if extra.is_empty() {
        head.to_string()
    } else {
        format!("{head} ({})", extra.join(", "))
    }
}

fn opt_count(n: Option<usize>) -> String {
    n.map_or_else(|| "-".to_string(), |n| n.to_string())
}

/// Timestamps everywhere in one shape: `2026-10-23T03:03:14Z`.
pub(crate) fn rfc3339(t: &chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::AutoSi, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_names_round_trip() {
        for f in Format::ALL {
            assert_eq!(f.as_str().parse::<Format>(), Ok(f));
            assert_eq!(f.to_string(), f.as_str());
            assert!(!f.description().is_empty());
        }
        assert_eq!("SARIF".parse::<Format>(), Ok(Format::Sarif));
        assert_eq!(
            "xml".parse::<Format>().unwrap_err().to_string(),
            "unknown report format `xml`: expected one of table, json, markdown, junit, sarif, github"
        );
    }

    #[test]
    fn printable_escapes_controls_only() {
        assert_eq!(printable("a | `b`"), "a | `b`");
        assert_eq!(printable("soft\nceiling\t\r"), "soft\\nceiling\\t\\r");
        assert_eq!(printable("\u{1b}[31mred"), "\\u{1b}[31mred");
    }

    #[test]
    fn summary_counts_and_plurals() {
        let s = Summary {
            claims: 9,
            agree: 5,
            disagree: 3,
            error: 1,
            skipped: 0,
            accepted: 0,
            untrusted: false,
        };
        assert_eq!(summary_line(&s), "9 claims: 5 agree, 3 disagree, 1 error");
        let s = Summary {
            claims: 1,
            agree: 0,
            disagree: 0,
            error: 0,
            skipped: 1,
            accepted: 0,
            untrusted: false,
        };
        assert_eq!(
            summary_line(&s),
            "1 claim: 0 agree, 0 disagree, 0 errors, 1 skipped"
        );
    }

    #[test]
    fn exit_status_follows_the_documented_rule() {
        let s = |disagree, error, skipped| Summary {
            claims: 5,
            agree: 5 - disagree - error - skipped,
            disagree,
            error,
            skipped,
            accepted: 0,
            untrusted: false,
        };
        assert_eq!(exit_status(&s(0, 0, 0)), 0);
        assert_eq!(exit_status(&s(0, 0, 2)), 0);
        assert_eq!(exit_status(&s(1, 0, 0)), 1);
        assert_eq!(exit_status(&s(1, 2, 0)), 1);
        assert_eq!(exit_status(&s(0, 2, 0)), 3);
    }

    #[test]
    fn clip_counts_chars_not_bytes() {
        assert_eq!(clip("ééééé", 5), "ééééé");
        assert_eq!(clip("éééééé", 5), "éééé…");
    }

    #[test]
    fn code_where_shapes() {
        let mut c = CodeEvidence {
            file: "a.py".into(),
            line: 3,
            end_line: 3,
            ..CodeEvidence::default()
        };
        assert_eq!(code_where(&c), "a.py:3");
        c.end_line = 5;
        assert_eq!(code_where(&c), "a.py:3-5");
        c.line = 0;
        assert_eq!(code_where(&c), "a.py");
    }
}
