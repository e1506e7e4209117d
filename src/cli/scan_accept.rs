//! `[[scan.accept]]` applied to a scan: drift whose id an acceptance in
//! docdrift.toml matches is shown as accepted (with its reason) in every
//! format and does not fail the run; an acceptance past its `until` date is
//! said, and the finding fails again. Like `[[check.accept]]` for claims
//! (`docdrift_core::claims::run`), but matched on scan's finding ids, which the
//! user copies from the report.

use docdrift_core::claims::project::ScanAccept;
use docdrift_core::core::finding::{ConfidenceLevel, Report, Verdict};
use docdrift_core::report::style::Tone;
use docdrift_core::scan::{self, ScanResult};

/// What docdrift.toml says of one finding.
#[derive(Debug, Clone, Copy)]
pub enum Decision<'a> {
    Accepted(&'a ScanAccept),
    Expired(&'a ScanAccept),
}

/// Per finding of a scan (same order), its decision; and the acceptances
/// that matched no drift (to be removed).
pub struct Decisions<'a> {
    pub ids: Vec<String>,
    pub each: Vec<Option<Decision<'a>>>,
    pub unused: Vec<&'a ScanAccept>,
}

fn until_text(a: &ScanAccept) -> String {
    a.until.map(|d| format!(" until {d}")).unwrap_or_default()
}

/// Match every drift finding against the acceptances (the first that
/// matches decides), as of `today`.
pub fn decide<'a>(
    result: &ScanResult,
    accepts: &'a [ScanAccept],
    today: chrono::NaiveDate,
) -> Decisions<'a> {
    let ids = scan::finding_ids(result);
    let mut used = vec![false; accepts.len()];
    let each = result
        .findings
        .iter()
        .zip(&ids)
        .map(|(f, id)| {
            if f.class.verdict() != Verdict::Disagree {
                return None;
            }
            let (k, a) = accepts.iter().enumerate().find(|(_, a)| a.matches(id))?;
            used[k] = true;
            Some(if a.until.is_none_or(|d| d >= today) {
                Decision::Accepted(a)
            } else {
                Decision::Expired(a)
            })
        })
        .collect();
    let unused = accepts
        .iter()
        .zip(used)
        .filter(|(_, u)| !u)
        .map(|(a, _)| a)
        .collect();
    Decisions { ids, each, unused }
}

impl Decisions<'_> {
    /// Confident drift that nothing accepts: what fails the run.
    pub fn has_failing_drift(&self, result: &ScanResult) -> bool {
        result.findings.iter().zip(&self.each).any(|(f, d)| {
            f.class.verdict() == Verdict::Disagree
                && f.confidence
                    .as_ref()
                    .is_none_or(|c| c.level != ConfidenceLevel::Low)
                && !matches!(d, Some(Decision::Accepted(_)))
        })
    }

    fn accepted(&self) -> usize {
        self.each
            .iter()
            .filter(|d| matches!(d, Some(Decision::Accepted(_))))
            .count()
    }

    fn expired(&self) -> usize {
        self.each
            .iter()
            .filter(|d| matches!(d, Some(Decision::Expired(_))))
            .count()
    }

    fn of(&self, id: &str) -> Option<Decision<'_>> {
        let i = self.ids.iter().position(|x| x == id)?;
        self.each[i]
    }

    /// Mark the report's findings (JSON, Markdown, JUnit, SARIF, GitHub):
    /// accepted ones carry the reason (SARIF suppressions, JUnit skipped,
    /// GitHub notice, the summary's count); expired ones say so and fail.
    pub fn mark_report(&self, report: &mut Report) {
        for f in &mut report.findings {
            match self.of(&f.id) {
                Some(Decision::Accepted(a)) => {
                    let until = until_text(a);
                    f.message
                        .push_str(&format!(" [accepted{until}: {}]", a.reason));
                    f.details
                        .push(format!("accepted in docdrift.toml{until}: {}", a.reason));
                    f.accepted = Some(a.reason.clone());
                }
                Some(Decision::Expired(a)) => {
                    let until = until_text(a);
                    f.message
                        .push_str(&format!(" [acceptance expired ({})]", until.trim()));
                    f.details.push(format!(
                        "the acceptance in docdrift.toml expired ({}): {}; it fails again",
                        until.trim(),
                        a.reason
                    ));
                }
                None => {}
            }
        }
        // The summary counts every comparison, also those the report
        // leaves out (agreements, low confidence): move the accepted ones
        // from `disagree` to `accepted` rather than recount what is listed.
        let accepted = self.accepted();
        report.summary.disagree = report.summary.disagree.saturating_sub(accepted);
        report.summary.accepted += accepted;
    }

    /// Scan's block view (`scan::table::render` output for `result`, `all`)
    /// with each accepted finding labelled ACCEPTED and its reason added,
    /// each expired one told it fails again, and a line under the totals
    /// counting both. Blocks are matched to findings by the order the view
    /// lists them in.
    pub fn mark_table(&self, text: &str, result: &ScanResult, all: bool) -> String {
        let (accepted, expired) = (self.accepted(), self.expired());
        if accepted + expired == 0 {
            return text.to_string();
        }
        let shown: Vec<Option<Decision>> = result
            .findings
            .iter()
            .zip(&self.each)
            .filter(|(f, _)| {
                let low = f
                    .confidence
                    .as_ref()
                    .is_some_and(|c| c.level == ConfidenceLevel::Low);
                all || !(f.class == scan::Class::Agree || f.quiet || low)
            })
            .map(|(_, d)| *d)
            .collect();
        let mut parts = text.split("\n\n").map(|p| p.trim_end_matches('\n'));
        let mut out = parts.next().unwrap_or("").to_string();
        let mut note = Vec::new();
        if accepted > 0 {
            note.push(format!(
                "{accepted} accepted in docdrift.toml (listed, not failing)"
            ));
        }
        if expired > 0 {
            note.push(format!(
                "{expired} whose acceptance in docdrift.toml ran out (failing again)"
            ));
        }
        out.push('\n');
        out.push_str(&note.join("; "));
        for (block, d) in parts.zip(shown.into_iter().chain(std::iter::repeat(None))) {
            out.push_str("\n\n");
            match d {
                Some(Decision::Accepted(a)) => {
                    // The label is the block's first word(s), up to two spaces.
                    let end = block.find("  ").unwrap_or(0);
                    out.push_str(&super::paint("ACCEPTED", Tone::Accepted));
                    out.push_str(&block[end..]);
                    out.push_str(&format!("\n  accepted{}: {}", until_text(a), a.reason));
                }
                Some(Decision::Expired(a)) => {
                    out.push_str(block);
                    out.push_str(&format!(
                        "\n  {} ({}): {} — fails again",
                        super::paint("acceptance expired", Tone::Bad),
                        until_text(a).trim(),
                        a.reason
                    ));
                }
                None => out.push_str(block),
            }
        }
        out.push('\n');
        out
    }
}
