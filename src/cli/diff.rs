//! `docdrift diff [PAGE-URL...]`: classify each page's change between its
//! previous and latest snapshot (table or JSON). With `--phrase`/`--regex`,
//! also say which changes touch those, and exit 1 when any does (for cron).
//! The comparison and the verdict are [`docdrift_core::pages::diff::diff_pages`];
//! this file maps flags to its options and prints.

use std::io::Write;
use std::path::PathBuf;

use super::Exit;
use docdrift_core::pages::diff::{ChangeKind, DiffOptions, DiffRunError, DiffStatus, PageReport};

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

pub fn run(mut args: Args) -> anyhow::Result<Exit> {
    // -v (shared by every command): unchanged pages too.
    args.all |= super::verbose();
    let opts = DiffOptions {
        snapshots: args.snapshots,
        pages: args.pages,
        phrases: args.phrase,
        regexes: args.regex,
    };
    let outcome = match docdrift_core::pages::diff::diff_pages(&opts) {
        Ok(o) => o,
        Err(e @ (DiffRunError::Regex { .. } | DiffRunError::NoSnapshots(_))) => {
            eprintln!("docdrift diff: {e}");
            return Ok(Exit::Usage);
        }
        Err(e) => return Err(e.into()),
    };
    let errors: Vec<String> = outcome
        .errors
        .iter()
        .map(|(url, e)| format!("{url}: {e}"))
        .collect();
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(
                &mut out,
                &serde_json::json!({ "pages": outcome.pages, "errors": errors }),
            )?;
            writeln!(out)?;
        }
        Format::Table => write!(out, "{}", render_table(&outcome.pages, args.all))?,
    }
    for e in &errors {
        eprintln!("docdrift diff: {e}");
    }
    Ok(match outcome.status() {
        DiffStatus::Clear => Exit::Ok,
        DiffStatus::ClaimAffecting => Exit::Drift,
        DiffStatus::Unavailable => Exit::Unavailable,
    })
}

fn render_table(rows: &[PageReport], all: bool) -> String {
    use docdrift_core::report::style::Tone;
    let mut t = super::new_table(&["page", "change", "details"]);
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
        let tone = if r.claim_affecting {
            Tone::Bad
        } else {
            match kind {
                ChangeKind::Identical => Tone::Good,
                ChangeKind::New => Tone::Quiet,
                _ => Tone::Warn,
            }
        };
        t.add_row(vec![
            comfy_table::Cell::new(&r.diff.url),
            super::cell(label, tone),
            comfy_table::Cell::new(details.join("\n")),
        ]);
    }
    let summary: Vec<String> = counts.iter().map(|(k, v)| format!("{k} {v}")).collect();
    let affecting = rows.iter().filter(|r| r.claim_affecting).count();
    // Nothing listed (nothing changed): the counts alone, no empty table.
    let table = if t.row_count() == 0 {
        String::new()
    } else {
        format!("{t}\n")
    };
    format!(
        "{table}{} pages: {}{}\n",
        rows.len(),
        summary.join(", "),
        if affecting > 0 {
            format!(", claim-affecting {affecting}")
        } else {
            String::new()
        }
    )
}
