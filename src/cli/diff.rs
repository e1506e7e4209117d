//! `docdrift diff [PAGE-URL...]`: classify each page's change between its
//! previous and latest snapshot (table or JSON). With `--phrase`/`--regex`,
//! also say which changes touch those, and exit 1 when any does (for cron).

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use serde::Serialize;

use super::Exit;
use crate::pages::count::Pattern;
use crate::pages::diff::{ChangeKind, DiffError, PageDiff};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Pages to compare [default: every page in the snapshot directory].
    pub pages: Vec<String>,
    /// Snapshot directory.
    #[arg(long, value_name = "DIR", default_value = "snapshots")]
    pub snapshots: PathBuf,
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// A phrase a claim reads (repeatable): changes touching it are claim-affecting.
    #[arg(long, value_name = "TEXT")]
    pub phrase: Vec<String>,
    /// A regex a claim reads (repeatable).
    #[arg(long, value_name = "RE")]
    pub regex: Vec<String>,
    /// Also list identical and new pages (the table shows only changes by default).
    #[arg(long)]
    pub all: bool,
}

/// One row of JSON output.
#[derive(Serialize)]
struct Row<'a> {
    #[serde(flatten)]
    diff: &'a PageDiff,
    claim_affecting: bool,
    /// The phrases/regexes the change touches.
    touches: Vec<String>,
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let mut patterns: Vec<Pattern> = args.phrase.iter().cloned().map(Pattern::Literal).collect();
    for r in &args.regex {
        match regex::Regex::new(r) {
            Ok(re) => patterns.push(Pattern::Regex(re)),
            Err(e) => {
                eprintln!("docdrift diff: --regex {r:?} is not a valid regex: {e}");
                return Ok(Exit::Usage);
            }
        }
    }

    // A mistyped directory is a usage error, not "no pages changed".
    if !args.snapshots.is_dir() {
        eprintln!(
            "docdrift diff: --snapshots {}: no such directory",
            args.snapshots.display()
        );
        return Ok(Exit::Usage);
    }
    let store = crate::pages::snapshot::Store::new(&args.snapshots);
    let results: Vec<(String, Result<PageDiff, DiffError>)> = if args.pages.is_empty() {
        crate::pages::diff::diff_all(&store)
            .with_context(|| format!("reading snapshots in {}", args.snapshots.display()))?
    } else {
        args.pages
            .iter()
            .map(|u| (u.clone(), crate::pages::diff::diff_page(&store, u)))
            .collect()
    };

    let mut rows = Vec::new();
    let mut errors = Vec::new();
    for (url, r) in &results {
        match r {
            Ok(d) => {
                let touches: Vec<String> = crate::pages::diff::touched(&d.change, &patterns)
                    .into_iter()
                    .map(|p| match p {
                        Pattern::Literal(s) => s.clone(),
                        Pattern::Regex(r) => format!("/{}/", r.as_str()),
                    })
                    .collect();
                rows.push(Row {
                    diff: d,
                    claim_affecting: !touches.is_empty(),
                    touches,
                });
            }
            Err(e) => errors.push(format!("{url}: {e}")),
        }
    }
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(
                &mut out,
                &serde_json::json!({ "pages": rows, "errors": errors }),
            )?;
            writeln!(out)?;
        }
        Format::Table => write!(out, "{}", render_table(&rows, args.all))?,
    }
    for e in &errors {
        eprintln!("docdrift diff: {e}");
    }
    Ok(if !errors.is_empty() {
        Exit::Unavailable
    } else if rows.iter().any(|r| r.claim_affecting) {
        Exit::Drift
    } else {
        Exit::Ok
    })
}

fn render_table(rows: &[Row<'_>], all: bool) -> String {
    let mut t = comfy_table::Table::new();
    t.set_header(vec!["page", "change", "details"])
        .force_no_tty()
        .set_content_arrangement(comfy_table::ContentArrangement::Dynamic);
    if let Some(w) = super::terminal_width() {
        t.set_width(w);
    }
    let mut counts = std::collections::BTreeMap::new();
    for r in rows {
        let kind = r.diff.change.kind;
        *counts.entry(kind.as_str()).or_insert(0usize) += 1;
        if !all && matches!(kind, ChangeKind::Identical | ChangeKind::New) {
            continue;
        }
        let mut label = kind.as_str().to_string();
        if r.claim_affecting {
            label.push_str(", claim-affecting");
        }
        let mut details = vec![match r.diff.unchanged_since {
            Some(t) => format!("unchanged since {}", t.to_rfc3339()),
            None => r.diff.change.describe(),
        }];
        if kind == ChangeKind::TextChanged {
            details.extend(r.diff.change.hunks.iter().take(5).map(|h| h.render()));
            if r.diff.change.hunks.len() > 5 {
                details.push(format!("… and {} more", r.diff.change.hunks.len() - 5));
            }
        }
        if r.claim_affecting {
            details.push(format!("touches: {}", r.touches.join(", ")));
        }
        t.add_row(vec![r.diff.url.clone(), label, details.join("\n")]);
    }
    let summary: Vec<String> = counts.iter().map(|(k, v)| format!("{k} {v}")).collect();
    let affecting = rows.iter().filter(|r| r.claim_affecting).count();
    format!(
        "{t}\n{} pages: {}{}\n",
        rows.len(),
        summary.join(", "),
        if affecting > 0 {
            format!(", claim-affecting {affecting}")
        } else {
            String::new()
        }
    )
}
