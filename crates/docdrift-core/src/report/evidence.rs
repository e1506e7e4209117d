//! The "What I measured" block a writer pastes under a post.
//!
//! Built from a [`Report`]: per page the GET time, status, bytes, sha256,
//! Date / Last-Modified / Age and cache headers, the visible text's bytes and
//! sha256, and every phrase count in HTML and text with the reason when they
//! differ; per source file its bytes, characters, lines, sha256, git blob id
//! and HEAD commit, and each value with file:line; formula tables and
//! template divergences; numbered footnotes `[1] URL — title`. Every figure
//! is copied from the snapshot record or the file's provenance: nothing is
//! typed by hand and nothing is rounded.

use crate::core::finding::{CodeEvidence, DocsEvidence, Finding, Report};
use std::collections::BTreeMap;
use std::fmt::Write;

/// A page (or file) and every (finding, evidence) that read it, in order of first use.
type Uses<'a, E> = Vec<(String, &'a E, Vec<(&'a Finding, &'a E)>)>;

/// Output flavour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvidenceFormat {
    /// Markdown to paste into a post or pull request.
    Markdown,
    /// Plain text for a terminal.
    Text,
}

impl EvidenceFormat {
    /// Every flavour, in the order `--help` lists them.
    pub const ALL: [EvidenceFormat; 2] = [EvidenceFormat::Markdown, EvidenceFormat::Text];

    /// The name used on the command line.
    pub fn as_str(&self) -> &'static str {
        match self {
            EvidenceFormat::Markdown => "markdown",
            EvidenceFormat::Text => "text",
        }
    }
}

/// Render the evidence block. `page_note(url)` may add one line per page
/// (e.g. "the previous snapshot differs only in asset names");
/// [`crate::claims::page_changes::previous_note`] is the one `evidence` uses.
pub fn render(
    report: &Report,
    format: EvidenceFormat,
    page_note: &dyn Fn(&str) -> Option<String>,
) -> String {
    let md = format == EvidenceFormat::Markdown;
    let code = |s: &str| {
        if md {
            format!("`{}`", s.replace('`', "'"))
        } else {
            s.to_string()
        }
    };
    let mut out = String::new();
    let h = |out: &mut String, level: usize, title: &str| {
        if md {
            let _ = writeln!(out, "{} {title}\n", "#".repeat(level));
        } else {
            let _ = writeln!(out, "{title}\n{}\n", "=".repeat(title.chars().count()));
        }
    };
    let bullet = if md { "- " } else { "  - " };

    h(&mut out, 2, "What I measured");

    // Pages, in order of first use; footnote numbers follow that order.
    let mut pages: Uses<DocsEvidence> = Vec::new();
    for f in &report.findings {
        for d in &f.docs {
            if d.status.is_none() && d.sha256.is_none() {
                continue; // a value stated in the claims file, not a page
            }
            match pages.iter_mut().find(|(u, _, _)| *u == d.url) {
                Some(p) => p.2.push((f, d)),
                None => pages.push((d.url.clone(), d, vec![(f, d)])),
            }
        }
    }
    if !pages.is_empty() {
        h(&mut out, 3, "Pages");
    }
    for (n, (url, first, uses)) in pages.iter().enumerate() {
        let title = first.title.clone().unwrap_or_else(|| url.clone());
        let _ = writeln!(
            out,
            "{}[{}] {}{} — {}",
            if md { "**" } else { "" },
            n + 1,
            title,
            if md { "**" } else { "" },
            url
        );
        let mut line = String::new();
        if let Some(at) = first.fetched_at {
            let _ = write!(line, "GET at {}: ", at.to_rfc3339());
        }
        if let Some(s) = first.status {
            let _ = write!(line, "HTTP {s}, ");
        }
        if let Some(b) = first.body_bytes {
            let _ = write!(line, "{b} bytes, ");
        }
        if let Some(sha) = &first.sha256 {
            let _ = write!(line, "sha256 {}.", code(sha));
        }
        let _ = writeln!(out, "{bullet}{}", line.trim_end_matches(", "));
        let mut headers = Vec::new();
        if let Some(v) = &first.date {
            headers.push(format!("Date {v}"));
        }
        if let Some(v) = &first.last_modified {
            headers.push(format!("Last-Modified {v}"));
        }
        if let Some(v) = &first.age {
            headers.push(format!("Age {v}"));
        }
        for (k, v) in &first.cache {
            headers.push(format!("{k} {v}"));
        }
        if !headers.is_empty() {
            let _ = writeln!(out, "{bullet}Headers: {}.", headers.join("; "));
        }
        if let (Some(b), Some(sha)) = (first.text_bytes, &first.text_sha256) {
            let _ = writeln!(
                out,
                "{bullet}Visible text: {b} bytes, sha256 {}.",
                code(sha)
            );
        } else if let Some(sha) = &first.text_sha256 {
            let _ = writeln!(out, "{bullet}Visible text sha256 {}.", code(sha));
        }
        if let Some(note) = page_note(url) {
            let _ = writeln!(out, "{bullet}{note}");
        }
        let mut seen = Vec::new();
        for (f, d) in uses {
            let key = (d.matched.clone(), d.html_count, d.text_count);
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            match (d.html_count, d.text_count, &d.matched) {
                (Some(hc), Some(tc), Some(m)) => {
                    // `explain` opens with the writer's sentence ("6 in the HTML; 5 of them
                    // in SVG path data (not visible); 1 in the visible text") when it has one.
                    let (summary, details) = match d.explanations.split_first() {
                        Some((s, rest)) if s.starts_with(&format!("{hc} in the HTML;")) => {
                            (s.clone(), rest)
                        }
                        _ => (
                            format!("{hc} in the HTML, {tc} in the text"),
                            &d.explanations[..],
                        ),
                    };
                    let mut l = format!("{:?}: {summary}", m);
                    if let Some(line) = d.line {
                        let _ = write!(l, " (markdown line {line})");
                    }
                    if hc != tc && !details.is_empty() {
                        let _ = write!(l, " — {}", details.join("; "));
                        if d.explanations.iter().any(|e| e.contains("split by")) {
                            l.push_str("; quote the text or the pieces");
                        }
                    }
                    let _ = writeln!(out, "{bullet}{l}. [{}]", f.id);
                }
                (_, _, Some(m)) => {
                    let mut l = format!("Read {:?}", m);
                    if let Some(off) = d.offset_text() {
                        let _ = write!(l, " at {off}");
                    }
                    if let Some(line) = d.line {
                        let _ = write!(l, " (markdown line {line})");
                    }
                    if let Some(raw) = &f.docs_raw {
                        let _ = write!(l, ": value {}", code(raw));
                    }
                    let _ = writeln!(out, "{bullet}{l}. [{}]", f.id);
                }
                _ => {}
            }
        }
        out.push('\n');
    }

    // Source files, in order of first use.
    let mut files: Uses<CodeEvidence> = Vec::new();
    for f in &report.findings {
        for c in &f.code {
            match files.iter_mut().find(|(p, _, _)| *p == c.file) {
                Some(e) => e.2.push((f, c)),
                None => files.push((c.file.clone(), c, vec![(f, c)])),
            }
        }
    }
    if !files.is_empty() {
        h(&mut out, 3, "Source files");
    }
    for (path, first, uses) in &files {
        let mut facts = Vec::new();
        if let Some(b) = first.bytes {
            facts.push(format!("{b} bytes"));
        }
        if let Some(c) = first.chars {
            facts.push(format!("{c} characters"));
        }
        if let Some(l) = first.lines {
            facts.push(format!("{l} lines"));
        }
        if let Some(s) = &first.sha256 {
            facts.push(format!("sha256 {}", code(s)));
        }
        if let Some(b) = &first.git_blob {
            facts.push(format!("git blob {}", code(b)));
        }
        let _ = writeln!(
            out,
            "{}{}{} — {}.",
            if md { "**" } else { "" },
            path,
            if md { "**" } else { "" },
            facts.join(", ")
        );
        if let Some(head) = &first.head {
            let mut l = format!("Read at HEAD {}", code(head));
            if let Some(d) = &first.head_date {
                let _ = write!(l, ", commit date {d}");
            }
            if let Some(s) = &first.head_subject {
                let _ = write!(l, ", subject {s:?}");
            }
            if let Some(r) = &first.git_ref {
                let _ = write!(l, " ({})", r.text());
            }
            match first.dirty {
                Some(true) => l.push_str("; the file differs from HEAD"),
                Some(false) => l.push_str("; the file matches HEAD"),
                None => {}
            }
            let _ = writeln!(out, "{bullet}{l}.");
        }
        let mut by_line: BTreeMap<(usize, String), Vec<&str>> = BTreeMap::new();
        let mut text_of: BTreeMap<(usize, String), String> = BTreeMap::new();
        for (f, c) in uses {
            let key = (c.line, c.name.clone());
            by_line.entry(key.clone()).or_default().push(&f.id);
            let mut t = format!("line {}", c.line);
            if c.end_line > c.line {
                let _ = write!(t, "-{}", c.end_line);
            }
            let _ = write!(t, ": {} {}", c.name, code(&c.expr));
            if let Some(v) = &c.value {
                if v != &c.expr {
                    let _ = write!(t, " = {v}");
                }
            }
            if let Some(cfg) = &c.cfg {
                let _ = write!(t, " under {cfg}");
            }
            if c.commented_out {
                t.push_str(" (commented out)");
            }
            text_of.insert(key, t);
        }
        for (key, ids) in by_line {
            let mut ids = ids;
            ids.dedup();
            let _ = writeln!(out, "{bullet}{} [{}]", text_of[&key], ids.join(", "));
        }
        out.push('\n');
    }

    // Formula tables, template divergences, probe outputs.
    let detailed: Vec<&Finding> = report
        .findings
        .iter()
        .filter(|f| !f.details.is_empty())
        .collect();
    if !detailed.is_empty() {
        h(&mut out, 3, "Computed");
        for f in detailed {
            let _ = writeln!(out, "{} — {}\n", f.id, f.says);
            for l in &f.details {
                let _ = writeln!(out, "{l}");
            }
            out.push('\n');
        }
    }

    // Structural claims in the posts' table shape: "invalidate_system_prompt | calls
    // load_from_disk in this checkout (line 830)".
    let structural: Vec<&Finding> = report
        .findings
        .iter()
        .filter(|f| {
            f.expect.starts_with("calls ")
                || f.expect.starts_with("assigned")
                || f.expect.starts_with("sites only under ")
        })
        .collect();
    if !structural.is_empty() {
        h(&mut out, 3, "Structure");
        let _ = writeln!(out, "| function or name | what the code does |");
        let _ = writeln!(out, "|---|---|");
        for f in structural {
            let _ = writeln!(
                out,
                "| {} | {} |",
                f.docs_raw.as_deref().unwrap_or(&f.id).replace('|', "\\|"),
                f.code_value
                    .as_deref()
                    .unwrap_or(&f.message)
                    .replace('|', "\\|")
            );
        }
        out.push('\n');
    }

    h(&mut out, 3, "Verdicts");
    for f in &report.findings {
        let _ = writeln!(
            out,
            "{bullet}{}: {} — {}",
            f.id,
            f.verdict.as_str(),
            f.message
        );
    }
    out.push('\n');

    if !pages.is_empty() {
        h(&mut out, 3, "Sources");
        for (n, (url, first, _)) in pages.iter().enumerate() {
            let title = first.title.clone().unwrap_or_default();
            if title.is_empty() {
                let _ = writeln!(out, "[{}] {url}", n + 1);
            } else {
                let _ = writeln!(out, "[{}] {url} — {title}", n + 1);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::finding::{Report, Verdict};

    fn finding() -> Finding {
        Finding {
            id: "cli-last-20".into(),
            says: "CLI says last 20".into(),
            claims_file: "claims/demo.toml".into(),
            claims_line: 3,
            verdict: Verdict::Disagree,
            accepted: None,
            error_kind: None,
            message: "docs 20 vs code 8".into(),
            expect: "equal".into(),
            docs_raw: Some("20".into()),
            docs_value: Some("20".into()),
            code_value: Some("8".into()),
            reading: None,
            docs: vec![DocsEvidence {
                url: "http://127.0.0.1:8741/docs/cli".into(),
                title: Some("CLI Interface".into()),
                status: Some(200),
                body_bytes: Some(12663),
                sha256: Some("aa".repeat(32)),
                text_sha256: Some("bb".repeat(32)),
                text_bytes: Some(4000),
                age: Some("8984".into()),
                cache: vec![("x-cache".into(), "MISS".into())],
                matched: Some("last 20 turns are always preserved".into()),
                text_offset: Some(120),
                ..DocsEvidence::default()
            }],
            code: vec![CodeEvidence {
                file: "tern/agent/context_compressor.py".into(),
                line: 17,
                end_line: 17,
                name: "_MAX_TAIL_MESSAGE_FLOOR".into(),
                expr: "8".into(),
                value: Some("8".into()),
                bytes: Some(3000),
                chars: Some(2990),
                lines: Some(90),
                sha256: Some("cc".repeat(32)),
                git_blob: Some("dd".repeat(20)),
                ..CodeEvidence::default()
            }],
            details: vec![],
            confidence: None,
        }
    }

    #[test]
    fn every_figure_is_copied_exactly() {
        let r = Report::new(vec![], None, vec![finding()]);
        let out = render(&r, EvidenceFormat::Markdown, &|_| {
            Some("An earlier save differs only in asset names.".into())
        });
        assert!(
            out.contains("**[1] CLI Interface** — http://127.0.0.1:8741/docs/cli"),
            "{out}"
        );
        assert!(
            out.contains(&format!(
                "HTTP 200, 12663 bytes, sha256 `{}`.",
                "aa".repeat(32)
            )),
            "{out}"
        );
        assert!(out.contains("Headers: Age 8984; x-cache MISS."), "{out}");
        assert!(
            out.contains(&format!(
                "Visible text: 4000 bytes, sha256 `{}`.",
                "bb".repeat(32)
            )),
            "{out}"
        );
        assert!(
            out.contains("- An earlier save differs only in asset names."),
            "{out}"
        );
        assert!(out.contains("Read \"last 20 turns are always preserved\" at byte 120 of the visible text: value `20`. [cli-last-20]"), "{out}");
        assert!(out.contains(&format!(
            "**tern/agent/context_compressor.py** — 3000 bytes, 2990 characters, 90 lines, sha256 `{}`, git blob `{}`.",
            "cc".repeat(32),
            "dd".repeat(20)
        )), "{out}");
        assert!(
            out.contains("- line 17: _MAX_TAIL_MESSAGE_FLOOR `8` [cli-last-20]"),
            "{out}"
        );
        assert!(
            out.contains("[1] http://127.0.0.1:8741/docs/cli — CLI Interface"),
            "{out}"
        );
        assert!(
            out.contains("- cli-last-20: disagree — docs 20 vs code 8"),
            "{out}"
        );
    }

    #[test]
    fn counts_with_reasons_and_plain_text() {
        let mut f = finding();
        f.docs[0].matched = Some("Tail protection is token-budget based".into());
        f.docs[0].html_count = Some(0);
        f.docs[0].text_count = Some(1);
        f.docs[0].explanations = vec!["split by <strong>…</strong> at bytes 10..18".into()];
        let r = Report::new(vec![], None, vec![f]);
        let out = render(&r, EvidenceFormat::Text, &|_| None);
        assert!(out.contains("\"Tail protection is token-budget based\": 0 in the HTML, 1 in the text — split by <strong>…</strong> at bytes 10..18; quote the text or the pieces. [cli-last-20]"), "{out}");
        assert!(out.starts_with("What I measured\n==============="), "{out}");
        assert!(!out.contains('`'), "{out}");
    }
}
