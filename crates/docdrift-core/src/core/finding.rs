//! Findings: what evaluating one claim produced, with the evidence for each
//! side. This is the data every report format renders (table, JSON,
//! Markdown, JUnit, SARIF, GitHub annotations); nothing here does I/O.
//!
//! The chain of types follows lychee's Request → Response → Status:
//! [`crate::claims::Claim`] → [`Finding`] → [`Verdict`].

use chrono::{DateTime, Utc};
use serde::Serialize;

/// Version of the JSON document (`docdrift check --format json`). Bumped on
/// any incompatible change; additions of fields do not bump it.
pub const SCHEMA_VERSION: u32 = 1;

/// How one claim ended. Never silently skipped: a claim that could not be
/// evaluated is an [`Verdict::Error`] with the reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The docs and the code say the same thing.
    Agree,
    /// The docs and the code differ; fails the run unless accepted in docdrift.toml (or, in
    /// `scan`, of low confidence).
    Disagree,
    /// Could not be evaluated (missing snapshot, file, selector matching nothing …).
    Error,
    /// Opt-in work not run (a probe without `--allow-probes`). Never counts as agree.
    Skipped,
}

impl Verdict {
    /// The lowercase name used in every report format (`agree`, `disagree`, `error`, `skipped`).
    pub fn as_str(&self) -> &'static str {
        match self {
            Verdict::Agree => "agree",
            Verdict::Disagree => "disagree",
            Verdict::Error => "error",
            Verdict::Skipped => "skipped",
        }
    }
}

/// Where and what the docs side was read.
#[derive(Debug, Clone, Default, Serialize)]
pub struct DocsEvidence {
    /// Page URL (or local file path for markdown docs).
    pub url: String,
    /// Short page name from the claims file, when one was used.
    pub page: Option<String>,
    /// The page's `<title>` text; `None` for local files and pages without one.
    pub title: Option<String>,
    /// When the snapshot was fetched (UTC); `None` for local docs files.
    pub fetched_at: Option<DateTime<Utc>>,
    /// The HTTP status the snapshot was served with; `None` for local docs files.
    pub status: Option<u16>,
    /// Size of the fetched body (or local file) in bytes.
    pub body_bytes: Option<u64>,
    /// SHA-256 of the body bytes as fetched or read, lowercase hex.
    pub sha256: Option<String>,
    /// SHA-256 of the page's visible text (UTF-8), lowercase hex: equal across fetches whose markup
    /// changed but whose text did not.
    pub text_sha256: Option<String>,
    /// Visible-text length in UTF-8 bytes.
    pub text_bytes: Option<u64>,
    /// The `Last-Modified` response header as sent; `None` when absent or for local files.
    pub last_modified: Option<String>,
    /// The `Date` response header as sent (the server's clock at serving time).
    pub date: Option<String>,
    /// The `Age` response header as sent (seconds a cache held the response).
    pub age: Option<String>,
    /// Cache headers (x-cache, x-vercel-cache, cf-cache-status, …) as read.
    pub cache: Vec<(String, String)>,
    /// The text that was matched (a phrase, a regex match, a table cell …).
    pub matched: Option<String>,
    /// Byte offset of the match in the visible text.
    pub text_offset: Option<usize>,
    /// The same place counted in characters (UTF-8 scalars); differs from the byte offset when
    /// non-ASCII text comes before it.
    pub text_char_offset: Option<usize>,
    /// 1-based line in a local markdown source.
    pub line: Option<usize>,
    /// Phrase counts, when the claim pins them.
    pub html_count: Option<usize>,
    /// How often the phrase occurs in the visible text (the HTML count is `html_count`).
    pub text_count: Option<usize>,
    /// Why HTML and text counts differ, one line per reason.
    pub explanations: Vec<String>,
    /// The commit that last changed the statement's line, when the page is a file in the
    /// code's git repository (set on disagreements; see `claims::last_change`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_change: Option<CommitRef>,
}

/// Where and what the code side was read.
#[derive(Debug, Clone, Default, Serialize)]
pub struct CodeEvidence {
    /// Path relative to the checkout root.
    pub file: String,
    /// 1-based line the value's definition starts on; 0 when the evidence is a whole file or a
    /// probe.
    pub line: usize,
    /// 1-based last line of the definition (equal to `line` for one-line definitions).
    pub end_line: usize,
    /// What was read: `DEFAULT_CONFIG.compression.protect_last_n`, a string hit …
    pub name: String,
    /// What kind of definition it is, as a label: `constant`, `dict entry`, `default arg`, `rust
    /// const`, `probe` …; empty when not applicable.
    pub kind: String,
    /// Exact source text of the expression or literal.
    pub expr: String,
    /// The source line the value was read from, trimmed (`_MAX_TAIL_MESSAGE_FLOOR = 8`,
    /// where `expr` is `8`), with ` …` when the definition runs over more lines: what a
    /// reader looks for in the file. `None` when there is no line (a probe, a whole file).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Evaluated value, rendered; `None` when the expression is not constant.
    pub value: Option<String>,
    /// The Rust `#[cfg(...)]` the definition sits under, as written; `None` when unconditional.
    pub cfg: Option<String>,
    /// The value was read from a commented-out example key in a YAML file.
    pub commented_out: bool,
    /// SHA-256 of the whole file, lowercase hex; `None` when the file could not be read.
    pub sha256: Option<String>,
    /// The file's git blob id (what `git hash-object FILE` prints).
    pub git_blob: Option<String>,
    /// File size: bytes, UTF-8 characters, lines.
    pub bytes: Option<u64>,
    /// File size in UTF-8 characters; `None` when the file is not UTF-8.
    pub chars: Option<u64>,
    /// File size in lines (a final line without a newline counts).
    pub lines: Option<u64>,
    /// The checkout's HEAD commit id at read time; `None` outside a git work tree.
    pub head: Option<String>,
    /// Committer date of HEAD, strict ISO 8601 (`%cI`).
    pub head_date: Option<String>,
    /// Subject line of the HEAD commit.
    pub head_subject: Option<String>,
    /// The file differs from HEAD (uncommitted edits).
    pub dirty: Option<bool>,
    /// The branch and its upstream at read time (`None` outside git).
    pub git_ref: Option<GitRef>,
    /// The commit that last changed the definition's lines (set on disagreements whose docs
    /// are in the same repository; see `claims::last_change`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_change: Option<CommitRef>,
    /// A git-facts claim: the commit the fact is about (`code.git`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commit: Option<CommitRef>,
}

/// One commit, as a reader would quote it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CommitRef {
    /// Full commit id (40 hex digits for SHA-1 repositories).
    pub hash: String,
    /// Abbreviated commit id, as `git log --oneline` shows it.
    pub short: String,
    /// Committer date, strict ISO 8601.
    pub date: String,
    /// Author name as recorded in the commit.
    pub author: String,
    /// First line of the commit message.
    pub subject: String,
    /// The oldest tag that contains the commit (the release that shipped it); `None` when
    /// no tag does yet.
    pub first_tag: Option<String>,
}

impl CommitRef {
    /// `abc1234 'subject' (2026-09-19, Jane Doe)`.
    pub fn quote(&self) -> String {
        format!(
            "{} '{}' ({}, {})",
            self.short,
            self.subject,
            self.date.get(..10).unwrap_or(&self.date),
            self.author
        )
    }
}

impl DocsEvidence {
    /// "byte 120 of the visible text" (with "char 118" when non-ASCII text comes before it).
    pub fn offset_text(&self) -> Option<String> {
        let b = self.text_offset?;
        Some(match self.text_char_offset {
            Some(c) if c != b => format!("byte {b} (char {c}) of the visible text"),
            _ => format!("byte {b} of the visible text"),
        })
    }
}

/// Which branch a checkout was on when read, and how far it stood from its upstream.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GitRef {
    /// `None` when HEAD is detached.
    pub branch: Option<String>,
    /// HEAD is detached (then `branch` is `None`).
    pub detached: bool,
    /// Where the branch stands against its upstream; `None` when detached or no upstream is
    /// configured.
    pub upstream: Option<crate::core::provenance::Upstream>,
}

impl GitRef {
    /// "on branch main, 2 behind and 0 ahead of origin/main at …" or "detached HEAD (no branch)".
    pub fn text(&self) -> String {
        crate::core::provenance::ref_text(self.branch.as_deref(), self.upstream.as_ref())
    }
}

/// One claim's result.
#[derive(Debug, Clone, Serialize)]
pub struct Finding {
    /// The claim's id from the claims file; for `scan`, `CLASS/NAME/N` (numbered within one run).
    pub id: String,
    /// The sentence a reader would believe.
    pub says: String,
    /// The claims file and the line the claim starts at.
    pub claims_file: String,
    /// 1-based line in `claims_file` where the claim starts (0 for `scan` findings, which have no
    /// claims file).
    pub claims_line: usize,
    /// How the claim ended.
    pub verdict: Verdict,
    /// Why a disagreement is accepted for now (`[[check.accept]]` in
    /// docdrift.toml): the run does not fail on it, and every format shows
    /// it as accepted with this reason. `None` for every other finding.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accepted: Option<String>,
    /// One line a human reads first: why it agrees/disagrees/errored.
    pub message: String,
    /// The expectation, e.g. `equal`, `<=`, `absent`, `html=1 text=1`.
    pub expect: String,
    /// Docs value as written and as parsed (`20%` → `0.2 (percent as fraction)`).
    pub docs_raw: Option<String>,
    /// The docs value as parsed, rendered for a reader (`0.2 (percent as fraction)`).
    pub docs_value: Option<String>,
    /// Code value as rendered.
    pub code_value: Option<String>,
    /// Which reading of the docs text matched, or why several were possible.
    pub reading: Option<String>,
    /// What was read on the docs side: one entry per page or file (empty for code-only claims).
    pub docs: Vec<DocsEvidence>,
    /// What was read on the code side: one entry per definition, file or probe.
    pub code: Vec<CodeEvidence>,
    /// Extra rows (formula tables, template divergences) rendered as text lines.
    pub details: Vec<String>,
    /// `scan` only: how sure it is that this links the right docs statement to the right
    /// definition, and the evidence either way. Absent for claims (a person wrote the link).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confidence: Option<Confidence>,
    /// For a claim whose verdict is `error`: what kind of failure (JSON `error_kind`:
    /// `unavailable`, `invalid`, `timeout`, `not_found`, `outside_checkout`). Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error_kind: Option<crate::core::error::ErrorKind>,
}

/// How sure `scan` is of a finding's link between a docs statement and a definition.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Confidence {
    /// High when the evidence weights sum above zero, low otherwise; decides whether drift fails
    /// the run.
    pub level: ConfidenceLevel,
    /// Each reason, for (`weight` > 0) or against (< 0) the link.
    pub evidence: Vec<Evidence>,
}

/// How confident `scan` is in a link; orders High before Low.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum ConfidenceLevel {
    /// Shown by default; drift at this level fails the run.
    High,
    /// Counted on one line and listed with `--all`; does not fail the run.
    Low,
}

/// One reason for or against a link (`name-next-to-value`, `generic-name`, …).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Evidence {
    /// Short stable name of the reason (`name-next-to-value`, `generic-name`, …).
    pub kind: String,
    /// How much this reason counts: positive for the link, negative against; the level comes from
    /// the sum.
    pub weight: i32,
    /// The reason in words, for a reader.
    pub detail: String,
}

/// Counts per verdict.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct Summary {
    /// Number of findings evaluated (agreements dropped from the report still count).
    pub claims: usize,
    /// Findings whose verdict is agree.
    pub agree: usize,
    /// Findings whose verdict is disagree, not counting accepted ones.
    pub disagree: usize,
    /// Findings that could not be evaluated.
    pub error: usize,
    /// Findings not run because they need an opt-in (a probe without `--allow-probes`).
    pub skipped: usize,
    /// Disagreements accepted in docdrift.toml (not counted in `disagree`).
    #[serde(skip_serializing_if = "is_zero")]
    pub accepted: usize,
    /// The run was `--untrusted` (claims from a pull request); every format says so.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub untrusted: bool,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// Everything one `docdrift check` run produced.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// Version of this document's layout; always [`SCHEMA_VERSION`] when built by [`Report::new`].
    pub schema_version: u32,
    /// `docdrift` and the version that produced the report, e.g. `docdrift 0.4.0`.
    pub tool: String,
    /// When the report was built (UTC).
    pub generated_at: DateTime<Utc>,
    /// The claims files read, in the order given (empty for `scan`).
    pub claims_files: Vec<String>,
    /// The code checkout's path as given; `None` when the run had none.
    pub checkout: Option<String>,
    /// Counts per verdict, derived from the findings.
    pub summary: Summary,
    /// One entry per claim (or `scan` finding), in claims-file order.
    pub findings: Vec<Finding>,
}

impl Report {
    /// Build a report; findings keep claims-file order, summary is derived.
    pub fn new(
        claims_files: Vec<String>,
        checkout: Option<String>,
        findings: Vec<Finding>,
    ) -> Report {
        Report {
            schema_version: SCHEMA_VERSION,
            tool: format!("docdrift {}", env!("CARGO_PKG_VERSION")),
            generated_at: Utc::now(),
            claims_files,
            checkout,
            summary: Summary::of(&findings),
            findings,
        }
    }

    /// Count the verdicts again after findings changed (acceptances applied).
    pub fn recount(&mut self) {
        let untrusted = self.summary.untrusted;
        self.summary = Summary::of(&self.findings);
        self.summary.untrusted = untrusted;
    }
}

impl Summary {
    /// Counts per verdict; an accepted disagreement counts as accepted only.
    pub fn of(findings: &[Finding]) -> Summary {
        let mut summary = Summary {
            claims: findings.len(),
            ..Summary::default()
        };
        for f in findings {
            match f.verdict {
                Verdict::Agree => summary.agree += 1,
                Verdict::Disagree if f.is_accepted() => summary.accepted += 1,
                Verdict::Disagree => summary.disagree += 1,
                Verdict::Error => summary.error += 1,
                Verdict::Skipped => summary.skipped += 1,
            }
        }
        summary
    }
}

impl Finding {
    /// A disagreement docdrift.toml accepts for now.
    pub fn is_accepted(&self) -> bool {
        self.verdict == Verdict::Disagree && self.accepted.is_some()
    }

    /// The verdict as every format shows it: `accepted` for an accepted
    /// disagreement, else the verdict's own name.
    pub fn shown_verdict(&self) -> &'static str {
        if self.is_accepted() {
            "accepted"
        } else {
            self.verdict.as_str()
        }
    }
}
