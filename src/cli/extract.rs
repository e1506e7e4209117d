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

/// What one target gave: its items and skipped syntax errors, or why it gave nothing.
type Resolved = Result<(Vec<Extracted>, Vec<ParseIssue>), SourceError>;

fn resolve(root: &std::path::Path, t: &str) -> Resolved {
    if t.contains("::") {
        source::extract(root, t).map(|r| (r, Vec::new()))
    } else {
        source::list(root, std::path::Path::new(t)).map(|l| (l.items, l.errors))
    }
}

/// Targets parsed at once: enough to keep every core busy, few enough that only this many
/// files' items are held (a listing of a whole stdlib is half a gigabyte of JSON).
const BATCH: usize = 64;

/// Resolve every target in order, `BATCH` at a time in parallel, handing each result to `each`
/// in the order given on the command line.
fn resolve_all(
    root: &std::path::Path,
    targets: &[String],
    mut each: impl FnMut(&str, Resolved) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    use rayon::prelude::*;
    for chunk in targets.chunks(BATCH) {
        let done: Vec<Resolved> = chunk.par_iter().map(|t| resolve(root, t)).collect();
        for (t, r) in chunk.iter().zip(done) {
            each(t, r)?;
        }
    }
    Ok(())
}

fn failure(t: &str, e: &SourceError) -> Failure {
    let nearest = match e {
        SourceError::NotFound { nearest, .. } => nearest.clone(),
        _ => Vec::new(),
    };
    Failure {
        target: t.to_string(),
        message: e.to_string(),
        nearest,
    }
}

/// A writer that indents every line after the first by `pad` (serde_json's pretty printer
/// starts at column 0; the streamed items sit inside an object).
struct Indented<'a, W: Write> {
    inner: &'a mut W,
    pad: &'static [u8],
}

impl<W: Write> Write for Indented<'_, W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut rest = buf;
        while let Some(i) = memchr::memchr(b'\n', rest) {
            self.inner.write_all(&rest[..=i])?;
            self.inner.write_all(self.pad)?;
            rest = &rest[i + 1..];
        }
        self.inner.write_all(rest)?;
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

fn pretty_at<W: Write, T: Serialize>(w: &mut W, pad: &'static [u8], v: &T) -> anyhow::Result<()> {
    serde_json::to_writer_pretty(&mut Indented { inner: w, pad }, v)?;
    Ok(())
}

/// `--format json`, streamed: each target's items are written as soon as its batch is parsed,
/// byte for byte what serializing the whole [`Output`] at once prints.
fn run_json(args: &Args) -> anyhow::Result<Exit> {
    let stdout = std::io::stdout();
    let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut exit = Exit::Ok;
    let mut parse_errors: Vec<ParseIssue> = Vec::new();
    let mut errors: Vec<Failure> = Vec::new();
    let mut first = true;
    w.write_all(b"{\n  \"results\": [")?;
    resolve_all(&args.root, &args.targets, |t, r| {
        match r {
            Ok((items, errs)) => {
                for item in &items {
                    w.write_all(if first { b"\n    " } else { b",\n    " })?;
                    first = false;
                    pretty_at(&mut w, b"    ", item)?;
                }
                parse_errors.extend(errs);
            }
            Err(e) => {
                exit = worse(exit, exit_for(&e));
                errors.push(failure(t, &e));
            }
        }
        Ok(())
    })?;
    w.write_all(if first { b"]" } else { b"\n  ]" })?;
    w.write_all(b",\n  \"parse_errors\": ")?;
    pretty_at(&mut w, b"  ", &parse_errors)?;
    w.write_all(b",\n  \"errors\": ")?;
    pretty_at(&mut w, b"  ", &errors)?;
    w.write_all(b"\n}\n")?;
    w.flush()?;
    Ok(exit)
}

/// Tables up to this many rows go through comfy-table; bigger ones through the plain renderer
/// that draws the same thing in linear time.
const COMFY_ROWS: usize = 1_000;

pub fn run(args: Args) -> anyhow::Result<Exit> {
    if args.format == Format::Json {
        return run_json(&args);
    }
    let mut out = Output {
        results: Vec::new(),
        parse_errors: Vec::new(),
        errors: Vec::new(),
    };
    let mut exit = Exit::Ok;
    // (index of first result, count) per selector, for the ambiguity note.
    let mut groups: Vec<(usize, usize)> = Vec::new();
    let listing_mode = args.targets.iter().any(|t| !t.contains("::"));
    resolve_all(&args.root, &args.targets, |t, r| {
        match r {
            Ok((items, errs)) => {
                groups.push((out.results.len(), items.len()));
                out.results.extend(items);
                out.parse_errors.extend(errs);
            }
            Err(e) => {
                exit = worse(exit, exit_for(&e));
                out.errors.push(failure(t, &e));
            }
        }
        Ok(())
    })?;
    let stdout = std::io::stdout();
    let mut w = std::io::BufWriter::new(stdout.lock());
    if !out.results.is_empty() {
        let header = if listing_mode {
            ["name", "value", "kind", "location", "expr", "notes"]
        } else {
            ["selector", "value", "kind", "location", "expr", "notes"]
        };
        let mut rows: Vec<Vec<String>> = Vec::with_capacity(out.results.len());
        for (start, len) in &groups {
            let group = &out.results[*start..start + len];
            // In a listing, duplicates are counted by name (a map: a 200,000-item file
            // must not compare every pair).
            let mut by_name: std::collections::HashMap<&str, usize> =
                std::collections::HashMap::new();
            if listing_mode {
                for e in group {
                    *by_name.entry(e.name.as_str()).or_default() += 1;
                }
            }
            for e in group {
                let defs = if listing_mode {
                    by_name[e.name.as_str()]
                } else {
                    *len
                };
                let first = if listing_mode { &e.name } else { &e.selector };
                let cap = |s: &str| crate::report::table::cap_cell(s).into_owned();
                rows.push(vec![
                    cap(first),
                    value_cell(e),
                    e.kind.label().to_string(),
                    cap(&location(e)),
                    shorten(&e.expr, 60),
                    cap(&notes(e, defs)),
                ]);
            }
        }
        if rows.len() <= COMFY_ROWS {
            let mut table = Table::new();
            table.set_header(header.to_vec());
            for r in rows {
                table.add_row(r);
            }
            writeln!(w, "{table}")?;
        } else {
            crate::report::table::write_ascii_full(&mut w, &header, &rows)?;
        }
    }
    w.flush()?;
    drop(w);
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
    Ok(exit)
}
