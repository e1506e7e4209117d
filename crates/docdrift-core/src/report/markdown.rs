//! Markdown format, for PR comments and posts: a summary heading, a table
//! of every claim that did not agree, then folded in `<details>` one
//! evidence section per such claim (docs: URL, fetch time, status, hashes,
//! headers, matched text, counts; code: file:line, expression, value,
//! hashes, HEAD) and one row per agreeing claim. The document stays under
//! [`COMMENT_BUDGET`] bytes (GitHub's comment limit is 65,536 characters):
//! what does not fit is counted in a closing note. `-v` renders everything,
//! agreeing claims as full sections, with no budget.
//!
//! Values are untrusted text from web pages and source files, so they are
//! always shown as code spans whose fence is longer than any backtick run
//! inside, with `|` escaped in table cells (GFM splits cells before it
//! parses code spans) and control characters made visible by [`printable`].

use super::{clip, docs_value_parts, ordered, printable, rfc3339, summary_line};
use crate::core::finding::{CodeEvidence, DocsEvidence, Finding, Report, Verdict};

/// GitHub refuses a comment over 65,536 characters. A report stays under
/// this many bytes (bytes ≥ characters), leaving room for a bot's own
/// header and footer; `-v` lifts the budget for a report written to a file.
pub(crate) const COMMENT_BUDGET: usize = 50_000;

/// Table cells cut values longer than this; the sections carry them whole.
const CELL_MAX: usize = 120;

pub(super) fn render(report: &Report, opts: &super::RenderOptions) -> String {
    let (budget, cell_max) = if opts.verbose && !opts.keep_budget {
        (usize::MAX, usize::MAX)
    } else {
        (COMMENT_BUDGET, CELL_MAX)
    };
    let mut out = String::new();
    out.push_str(&format!(
        "## docdrift: {}\n\n",
        summary_line(&report.summary)
    ));
    let files: Vec<String> = report.claims_files.iter().map(|f| code(f)).collect();
    let mut about = format!("Claims {}", files.join(", "));
    if let Some(c) = &report.checkout {
        about.push_str(&format!(" against checkout {}", code(c)));
    }
    about.push_str(&format!(
        ", checked {} by {}.\n\n",
        rfc3339(&report.generated_at),
        text(&report.tool)
    ));
    out.push_str(&about);

    let findings = ordered(report);
    let (problems, agreeing): (Vec<&Finding>, Vec<&Finding>) = findings
        .into_iter()
        .partition(|f| f.verdict != Verdict::Agree);

    // Room kept for the closing note and tags whatever was cut.
    const RESERVE: usize = 600;
    let fits = |out: &String, extra: &str| out.len() + extra.len() + RESERVE <= budget;
    let mut left_out = 0usize;

    if problems.is_empty() {
        if !agreeing.is_empty() {
            out.push_str("Every claim agrees.\n\n");
        }
    } else {
        // First what a reviewer reads in the PR: one row per problem.
        out.push_str("| Claim | Verdict | Docs | Code | Why |\n");
        out.push_str("| --- | --- | --- | --- | --- |\n");
        let mut rows = 0;
        for f in &problems {
            let row = format!(
                "| {} | **{}** | {} | {} | {} |\n",
                cell_code(&f.id),
                f.shown_verdict(),
                docs_cell(f, cell_max),
                f.code_value
                    .as_deref()
                    .map_or("-".to_string(), |v| cell_code(&clip(v, cell_max))),
                cell_text(&clip(&f.message, cell_max.saturating_mul(2))),
            );
            if !fits(&out, &row) {
                break;
            }
            out.push_str(&row);
            rows += 1;
        }
        out.push('\n');
        if rows < problems.len() {
            out.push_str(&format!(
                "{} more {} not listed.\n\n",
                problems.len() - rows,
                if problems.len() - rows == 1 {
                    "problem is"
                } else {
                    "problems are"
                }
            ));
        }
        // Then the evidence, folded so the comment stays one screen.
        let open = format!(
            "<details>\n<summary>Evidence for the {} {} that did not agree</summary>\n\n",
            problems.len(),
            if problems.len() == 1 {
                "claim"
            } else {
                "claims"
            }
        );
        if fits(&out, &open) {
            out.push_str(&open);
            for f in &problems {
                let mut sec = String::new();
                section(&mut sec, f);
                if fits(&out, &sec) {
                    out.push_str(&sec);
                } else {
                    left_out += 1;
                }
            }
            out.push_str("</details>\n\n");
        } else {
            left_out += problems.len();
        }
    }

    if !agreeing.is_empty() {
        // Agreeing claims need no argument: one row each, evidence only
        // with -v (no budget), where it is a full section.
        out.push_str(&format!(
            "<details>\n<summary>{} agreeing {}</summary>\n\n",
            agreeing.len(),
            if agreeing.len() == 1 {
                "claim"
            } else {
                "claims"
            }
        ));
        if opts.verbose {
            for f in &agreeing {
                let mut sec = String::new();
                section(&mut sec, f);
                if fits(&out, &sec) {
                    out.push_str(&sec);
                } else {
                    left_out += 1;
                }
            }
        } else {
            out.push_str("| Claim | Docs | Code |\n| --- | --- | --- |\n");
            for f in &agreeing {
                let row = format!(
                    "| {} | {} | {} |\n",
                    cell_code(&f.id),
                    docs_cell(f, cell_max),
                    f.code_value
                        .as_deref()
                        .map_or("-".to_string(), |v| cell_code(&clip(v, cell_max))),
                );
                if fits(&out, &row) {
                    out.push_str(&row);
                } else {
                    left_out += 1;
                }
            }
            out.push('\n');
        }
        out.push_str("</details>\n");
    }
    if left_out > 0 {
        out.push_str(&format!(
            "\n_{left_out} {} left out to stay under GitHub's comment size limit; `--format markdown -v` writes everything, `--format json` too._\n",
            if left_out == 1 { "entry" } else { "entries" }
        ));
    }
    // One trailing newline, however the document ended.
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

fn docs_cell(f: &Finding, max: usize) -> String {
    let c = |v: &str| cell_code(&clip(v, max));
    match docs_value_parts(f) {
        (Some(raw), Some(v)) => format!("{} → {}", c(raw), c(v)),
        (Some(one), None) | (None, Some(one)) => c(one),
        (None, None) => "-".to_string(),
    }
}

fn section(out: &mut String, f: &Finding) {
    out.push_str(&format!("### {}: {}\n\n", code(&f.id), f.shown_verdict()));
    if !f.says.is_empty() {
        out.push_str(&format!("> {}\n\n", text(&f.says)));
    }
    if !f.message.is_empty() {
        out.push_str(&format!("{}\n\n", text(&f.message)));
    }
    out.push_str(&format!(
        "- Claim: {}, expect {}\n",
        code(&format!("{}:{}", f.claims_file, f.claims_line)),
        code(&f.expect)
    ));
    match docs_value_parts(f) {
        (Some(raw), Some(v)) => out.push_str(&format!("- Docs value: {} → {}", code(raw), code(v))),
        (Some(one), None) | (None, Some(one)) => {
            out.push_str(&format!("- Docs value: {}", code(one)))
        }
        (None, None) => {}
    }
    if f.docs_raw.is_some() || f.docs_value.is_some() {
        if let Some(r) = &f.reading {
            out.push_str(&format!(" ({})", text(r)));
        }
        out.push('\n');
    }
    if let Some(v) = &f.code_value {
        out.push_str(&format!("- Code value: {}\n", code(v)));
    }
    for d in &f.details {
        out.push_str(&format!("- {}\n", text(d)));
    }
    out.push('\n');
    for d in &f.docs {
        docs_evidence(out, d);
    }
    for c in &f.code {
        code_evidence(out, c);
    }
}

fn docs_evidence(out: &mut String, d: &DocsEvidence) {
    let label = d.page.as_deref().unwrap_or(&d.url);
    if d.url.starts_with("http://") || d.url.starts_with("https://") {
        out.push_str(&format!(
            "**Docs**: [{}](<{}>)",
            text(label),
            d.url.replace(['<', '>'], "")
        ));
    } else {
        out.push_str(&format!("**Docs**: {}", code(&d.url)));
    }
    if let Some(t) = &d.title {
        out.push_str(&format!(" — {}", text(t)));
    }
    out.push_str("\n\n");

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
        out.push_str(&format!("- {}\n", fetch.join(", ")));
    }
    if let Some(h) = &d.sha256 {
        out.push_str(&format!("- sha256 {}\n", code(h)));
    }
    match (&d.text_sha256, d.text_bytes) {
        (Some(h), Some(n)) => {
            out.push_str(&format!("- visible text sha256 {}, {n} bytes\n", code(h)))
        }
        (Some(h), None) => out.push_str(&format!("- visible text sha256 {}\n", code(h))),
        (None, Some(n)) => out.push_str(&format!("- visible text {n} bytes\n")),
        (None, None) => {}
    }
    let mut headers = Vec::new();
    for (name, v) in [
        ("last-modified", &d.last_modified),
        ("date", &d.date),
        ("age", &d.age),
    ] {
        if let Some(v) = v {
            headers.push(format!("{name}: {}", code(v)));
        }
    }
    for (k, v) in &d.cache {
        headers.push(format!("{}: {}", text(k), code(v)));
    }
    if !headers.is_empty() {
        out.push_str(&format!("- {}\n", headers.join(", ")));
    }
    if let Some(m) = &d.matched {
        out.push_str(&format!("- matched {}", code(m)));
        if let Some(o) = d.offset_text() {
            out.push_str(&format!(" at {o}"));
        }
        if let Some(l) = d.line {
            out.push_str(&format!(", line {l}"));
        }
        out.push('\n');
    }
    let count = |n: Option<usize>| n.map_or("-".to_string(), |n| n.to_string());
    if d.html_count.is_some() || d.text_count.is_some() {
        out.push_str(&format!(
            "- counts: HTML {}, visible text {}\n",
            count(d.html_count),
            count(d.text_count)
        ));
    }
    for e in &d.explanations {
        out.push_str(&format!("- why: {}\n", text(e)));
    }
    out.push('\n');
}

fn code_evidence(out: &mut String, c: &CodeEvidence) {
    out.push_str(&format!("**Code**: {}", code(&super::code_where(c))));
    if !c.name.is_empty() {
        out.push_str(&format!(" {}", code(&c.name)));
        if !c.kind.is_empty() {
            out.push_str(&format!(" ({})", text(&c.kind)));
        }
    }
    out.push_str("\n\n");
    // The source line (`_MAX_TAIL_MESSAGE_FLOOR = 8`) when the expression is one line of
    // it; a multi-line expression (a dict, a template) is shown whole.
    let shown = match &c.source {
        Some(src) if !c.expr.contains('\n') => src.as_str(),
        _ => c.expr.as_str(),
    };
    if !shown.is_empty() {
        out.push_str(&fenced(shown, lang(&c.file)));
        out.push('\n');
    }
    if shown != c.expr && !c.expr.is_empty() && c.value.as_ref() != Some(&c.expr) {
        out.push_str(&format!("- expression {}\n", code(&c.expr)));
    }
    match &c.value {
        Some(v) => out.push_str(&format!("- value {}\n", code(v))),
        None => out.push_str("- value: not a constant\n"),
    }
    if let Some(cfg) = &c.cfg {
        out.push_str(&format!("- only under {}\n", code(cfg)));
    }
    if c.commented_out {
        out.push_str("- commented out\n");
    }
    if let Some(h) = &c.sha256 {
        out.push_str(&format!("- sha256 {}\n", code(h)));
    }
    if let Some(b) = &c.git_blob {
        out.push_str(&format!("- git blob {}\n", code(b)));
    }
    if let Some(size) = super::file_size(c) {
        out.push_str(&format!("- {size}\n"));
    }
    if let Some(h) = &c.head {
        out.push_str(&format!("- HEAD {}", code(h)));
        let mut extra = Vec::new();
        if let Some(d) = &c.head_date {
            extra.push(text(d));
        }
        if let Some(subject) = &c.head_subject {
            extra.push(format!("“{}”", text(subject)));
        }
        if !extra.is_empty() {
            out.push_str(&format!(" ({})", extra.join(", ")));
        }
        out.push('\n');
    }
    if let Some(r) = &c.git_ref {
        out.push_str(&format!("- {}\n", text(&r.text())));
    }
    match c.dirty {
        Some(true) => out.push_str("- uncommitted edits: the file differs from HEAD\n"),
        Some(false) => out.push_str("- clean: the file matches HEAD\n"),
        None => {}
    }
    out.push('\n');
}

/// A fenced block that cannot be closed early by the expression itself.
fn fenced(body: &str, lang: &str) -> String {
    let fence = "`".repeat(longest_run(body, '`').max(2) + 1);
    let body = body.trim_end_matches('\n');
    format!("{fence}{lang}\n{body}\n{fence}\n")
}

fn lang(file: &str) -> &'static str {
    match file.rsplit('.').next().unwrap_or("") {
        "py" | "pyi" => "python",
        "rs" => "rust",
        "yaml" | "yml" => "yaml",
        "toml" => "toml",
        "json" => "json",
        "js" | "mjs" => "javascript",
        "ts" => "typescript",
        "md" => "markdown",
        _ => "",
    }
}

/// `s` as an inline code span: control characters made visible, a fence one
/// backtick longer than the longest run inside, and padding when the text
/// starts or ends with a backtick or a space (CommonMark strips one space
/// from each side of a padded span).
pub(super) fn code(s: &str) -> String {
    let s = printable(s);
    if s.is_empty() {
        return "*(empty)*".to_string();
    }
    let fence = "`".repeat(longest_run(&s, '`') + 1);
    let pad = s.starts_with('`') || s.ends_with('`') || s.starts_with(' ') || s.ends_with(' ');
    let sp = if pad { " " } else { "" };
    format!("{fence}{sp}{s}{sp}{fence}")
}

/// A code span inside a table cell: GFM splits the row on `|` before it
/// parses inline code, so the pipe must be escaped even inside the span.
fn cell_code(s: &str) -> String {
    code(s).replace('|', "\\|")
}

/// Plain text in a table cell: one line, Markdown punctuation escaped.
fn cell_text(s: &str) -> String {
    text(s)
}

/// Plain prose: backslash-escape the punctuation that would start markup
/// (emphasis, links, code, HTML, tables), and keep it on one line.
pub(super) fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in printable(s).chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '~' | '&' | '#' | '!'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn longest_run(s: &str, ch: char) -> usize {
    let (mut best, mut cur) = (0, 0);
    for c in s.chars() {
        if c == ch {
            cur += 1;
            best = best.max(cur);
        } else {
            cur = 0;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_spans_survive_backticks() {
        assert_eq!(code("a"), "`a`");
        assert_eq!(code("a`b"), "``a`b``");
        assert_eq!(code("`x`"), "`` `x` ``");
        assert_eq!(code("a\nb"), "`a\\nb`");
        assert_eq!(code(""), "*(empty)*");
        assert_eq!(cell_code("a | b"), "`a \\| b`");
    }

    #[test]
    fn prose_is_escaped() {
        assert_eq!(text("a *b* <i>|"), "a \\*b\\* \\<i\\>\\|");
    }

    #[test]
    fn fences_outgrow_the_body() {
        assert_eq!(fenced("x = 1\n", "python"), "```python\nx = 1\n```\n");
        assert_eq!(fenced("s = '````'", ""), "`````\ns = '````'\n`````\n");
    }
}
