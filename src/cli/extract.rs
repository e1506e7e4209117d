//! `docdrift extract SELECTOR... [--root DIR] [--format table|json]` prints each selector's
//! value, source text, file:line range and kind (every definition when there are several);
//! `docdrift extract FILE` lists everything extractable in a file (the discovery view).

use super::Exit;
use crate::source::{self, Extracted, ParseIssue, SourceError};
use comfy_table::Table;
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// `PATH::ITEM` selectors (e.g. `pkg/mod.py::DEFAULT_CONFIG.compression.protect_last_n`),
    /// or file paths to list everything extractable in them.
    #[arg(required = true, value_name = "SELECTOR|FILE")]
    pub targets: Vec<String>,
    /// Directory that selector paths are relative to.
    #[arg(long, default_value = ".")]
    pub root: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
}

/// Output format shared by `extract`, `strings` and `provenance`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
}

#[derive(Serialize)]
struct Failure {
    target: String,
    message: String,
    nearest: Vec<String>,
}

#[derive(Serialize)]
struct Output {
    results: Vec<Extracted>,
    parse_errors: Vec<ParseIssue>,
    errors: Vec<Failure>,
}

/// Exit code for a failed selector: usage problems first, then unreadable files, then misses.
fn exit_for(e: &SourceError) -> Exit {
    match e {
        SourceError::BadSelector { .. } | SourceError::Unsupported { .. } => Exit::Usage,
        SourceError::Io { .. } | SourceError::NotUtf8 { .. } | SourceError::Parse { .. } => {
            Exit::Unavailable
        }
        _ => Exit::Drift,
    }
}

fn worse(a: Exit, b: Exit) -> Exit {
    let rank = |e: Exit| match e {
        Exit::Ok => 0,
        Exit::Drift => 1,
        Exit::Unavailable => 2,
        Exit::Usage => 3,
    };
    if rank(b) > rank(a) {
        b
    } else {
        a
    }
}

/// One-line value cell: the value, or why there is none.
pub fn value_cell(e: &Extracted) -> String {
    match &e.value {
        Some(v) => format!("{} ({})", shorten(&v.to_string(), 50), v.type_name()),
        None => "(not constant)".to_string(),
    }
}

fn notes(e: &Extracted, definitions: usize) -> String {
    let mut n = Vec::new();
    if definitions > 1 {
        n.push(format!("ambiguous: {definitions} definitions"));
    }
    if let Some(c) = &e.cfg {
        n.push(format!("#[{c}]"));
    }
    if e.commented_out {
        n.push("commented out".to_string());
    }
    n.extend(e.warnings.iter().cloned());
    n.join("; ")
}

fn shorten(s: &str, max: usize) -> String {
    let one_line = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() <= max {
        one_line
    } else {
        let mut t: String = one_line.chars().take(max.saturating_sub(1)).collect();
        t.push('…');
        t
    }
}

fn location(e: &Extracted) -> String {
    if e.end_line > e.line {
        format!("{}:{}-{}", e.file.display(), e.line, e.end_line)
    } else {
        format!("{}:{}", e.file.display(), e.line)
    }
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let mut out = Output {
        results: Vec::new(),
        parse_errors: Vec::new(),
        errors: Vec::new(),
    };
    let mut exit = Exit::Ok;
    // (index of first result, count) per selector, for the ambiguity note.
    let mut groups: Vec<(usize, usize)> = Vec::new();
    let mut listing_mode = false;
    for t in &args.targets {
        let res = if t.contains("::") {
            source::extract(&args.root, t).map(|r| (r, Vec::new()))
        } else {
            listing_mode = true;
            source::list(&args.root, std::path::Path::new(t)).map(|l| (l.items, l.errors))
        };
        match res {
            Ok((items, errs)) => {
                groups.push((out.results.len(), items.len()));
                out.results.extend(items);
                out.parse_errors.extend(errs);
            }
            Err(e) => {
                exit = worse(exit, exit_for(&e));
                let nearest = match &e {
                    SourceError::NotFound { nearest, .. } => nearest.clone(),
                    _ => Vec::new(),
                };
                out.errors.push(Failure {
                    target: t.clone(),
                    message: e.to_string(),
                    nearest,
                });
            }
        }
    }
    let stdout = std::io::stdout();
    let mut w = stdout.lock();
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut w, &out)?;
            writeln!(w)?;
        }
        Format::Table => {
            if !out.results.is_empty() {
                let mut table = Table::new();
                if listing_mode {
                    table.set_header(vec!["name", "value", "kind", "location", "expr", "notes"]);
                } else {
                    table.set_header(vec![
                        "selector", "value", "kind", "location", "expr", "notes",
                    ]);
                }
                for (start, len) in &groups {
                    for e in &out.results[*start..start + len] {
                        // In a listing, duplicates are counted by name.
                        let defs = if listing_mode {
                            out.results[*start..start + len]
                                .iter()
                                .filter(|o| o.name == e.name)
                                .count()
                        } else {
                            *len
                        };
                        let first = if listing_mode {
                            e.name.clone()
                        } else {
                            e.selector.clone()
                        };
                        table.add_row(vec![
                            first,
                            value_cell(e),
                            e.kind.label().to_string(),
                            location(e),
                            shorten(&e.expr, 60),
                            notes(e, defs),
                        ]);
                    }
                }
                writeln!(w, "{table}")?;
            }
            for p in &out.parse_errors {
                eprintln!(
                    "warning: {}:{}: syntax error skipped: {}",
                    p.file.display(),
                    p.line,
                    p.message
                );
            }
            for f in &out.errors {
                eprintln!("error: {}", f.message);
            }
        }
    }
    Ok(exit)
}
