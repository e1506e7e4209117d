//! GitHub Actions format: workflow commands that GitHub turns into
//! annotations on the pull request. A disagreement is `::error`, a claim
//! that could not be evaluated `::warning`, a skipped one `::notice`;
//! agreeing claims print nothing; an accepted one is a `::notice`. Errors
//! come first, at most [`PER_LEVEL_LIMIT`] of each level (GitHub drops the
//! rest), then one line counting what was left out. The annotation sits on the code line
//! when the claim has a code side, else on the claim's line in the claims
//! file; `docdrift check` makes both paths relative to the repository root
//! (GitHub resolves annotation files against it). The last line is the plain summary (a log line, not a command).
//!
//! Escaping follows the runner's rules: in the message `%`, `\r` and `\n`
//! are percent-encoded; in properties (`file=…,title=…`) also `:` and `,`.

use super::{code_where, docs_value_text, docs_where, printable, summary_line};
use crate::core::finding::{Finding, Report, Verdict};

/// GitHub shows at most this many annotations of each level (error,
/// warning, notice) per step and drops the rest without a word.
pub(crate) const PER_LEVEL_LIMIT: usize = 10;

const LEVELS: [&str; 3] = ["error", "warning", "notice"];

pub(super) fn render(report: &Report) -> String {
    let mut out = String::new();
    let mut by_level: [Vec<&Finding>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    for f in &report.findings {
        let level = match f.verdict {
            // Accepted in docdrift.toml: said, but it does not fail the run.
            Verdict::Disagree if f.is_accepted() => 2,
            Verdict::Disagree => 0,
            Verdict::Error => 1,
            Verdict::Skipped => 2,
            Verdict::Agree => continue,
        };
        by_level[level].push(f);
    }
    // Errors first, each level within GitHub's limit; what does not fit is
    // counted on one closing line so nothing vanishes silently.
    let mut left = Vec::new();
    for (level, findings) in LEVELS.iter().zip(&by_level) {
        for f in findings.iter().take(PER_LEVEL_LIMIT) {
            out.push_str(&annotation(level, f));
            out.push('\n');
        }
        let more = findings.len().saturating_sub(PER_LEVEL_LIMIT);
        if more > 0 {
            left.push(format!(
                "{more} more {level}{}",
                if more == 1 { "" } else { "s" }
            ));
        }
    }
    if !left.is_empty() {
        out.push_str(&format!(
            "docdrift: {} not annotated (GitHub shows {PER_LEVEL_LIMIT} per level); every claim is in the full report (--format markdown or sarif)\n",
            left.join(", ")
        ));
    }
    out.push_str(&format!("docdrift: {}\n", summary_line(&report.summary)));
    out
}

fn annotation(command: &str, f: &Finding) -> String {
    let (file, line, end) = match f.code.iter().find(|c| c.line > 0) {
        Some(c) => (c.file.as_str(), c.line, c.end_line.max(c.line)),
        None => (f.claims_file.as_str(), f.claims_line, f.claims_line),
    };
    let mut props = Vec::new();
    if !file.is_empty() {
        props.push(format!("file={}", property(file)));
    }
    if line > 0 {
        props.push(format!("line={line}"));
        if end > line {
            props.push(format!("endLine={end}"));
        }
    }
    props.push(format!("title={}", property(&format!("docdrift {}", f.id))));

    // First line is what the annotation shows collapsed; the rest is the
    // evidence a reviewer needs without leaving the PR.
    let mut lines = vec![f.message.clone()];
    if let Some(v) = docs_value_text(f) {
        lines.push(format!("docs: {}", printable(&v)));
    }
    if let Some(v) = &f.code_value {
        lines.push(format!("code: {}", printable(v)));
    }
    for d in &f.docs {
        let mut s = format!("read docs at {}", d.url);
        if let Some(m) = &d.matched {
            s.push_str(&format!(" “{}”", printable(m)));
        } else if d.page.is_some() {
            s.push_str(&format!(" ({})", docs_where(d)));
        }
        lines.push(s);
    }
    for c in &f.code {
        lines.push(format!("read code at {}", code_where(c)));
    }
    format!(
        "::{command} {}::{}",
        props.join(","),
        data(&lines.join("\n"))
    )
}

/// Escape a command's message (GitHub's `escapeData`).
pub(super) fn data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escape a command property value (GitHub's `escapeProperty`).
pub(super) fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_match_the_runner() {
        assert_eq!(data("50%\r\nok: a,b"), "50%25%0D%0Aok: a,b");
        assert_eq!(property("docdrift a:b,c%\n"), "docdrift a%3Ab%2Cc%25%0A");
    }
}
