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

/// Runs `work` on the big-stack pool when there is one (see [`source::big_stack_pool`]).
fn on_pool<T: Send>(pool: Option<&rayon::ThreadPool>, work: impl FnOnce() -> T + Send) -> T {
    match pool {
        Some(p) => p.install(work),
        None => work(),
    }
}

/// Resolve every target in order, `BATCH` at a time in parallel, handing each result to `each`
/// in the order given on the command line.
fn resolve_all(
    root: &std::path::Path,
    targets: &[String],
    mut each: impl FnMut(&str, Resolved) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    use rayon::prelude::*;
    let pool = source::big_stack_pool();
    for chunk in targets.chunks(BATCH) {
        let done: Vec<Resolved> = on_pool(pool.as_ref(), || {
            chunk.par_iter().map(|t| resolve(root, t)).collect()
        });
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

/// serde_json's `PrettyFormatter` (two-space indent) for a value that sits `base` levels deep
/// in the document: every line break is followed by `base` more indents than the pretty
/// printer writes. Line breaks only come from the formatter (strings escape theirs), so this
/// prints byte for byte the pretty output with every line after the first shifted right.
struct Nested {
    base: usize,
    current: usize,
    has_value: bool,
}

impl Nested {
    fn new(base: usize) -> Nested {
        Nested {
            base,
            current: 0,
            has_value: false,
        }
    }

    fn indent<W: ?Sized + Write>(&self, w: &mut W) -> std::io::Result<()> {
        // One write per line, not one per level: 390 MB of listing is ~20 million lines.
        const SPACES: &[u8; 128] = &[b' '; 128];
        let mut n = 2 * (self.base + self.current);
        while n > 0 {
            let k = n.min(SPACES.len());
            w.write_all(&SPACES[..k])?;
            n -= k;
        }
        Ok(())
    }
}

impl serde_json::ser::Formatter for Nested {
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.current += 1;
        self.has_value = false;
        w.write_all(b"[")
    }
    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.current -= 1;
        if self.has_value {
            w.write_all(b"\n")?;
            self.indent(w)?;
        }
        w.write_all(b"]")
    }
    fn begin_array_value<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        w.write_all(if first { b"\n" } else { b",\n" })?;
        self.indent(w)
    }
    fn end_array_value<W: ?Sized + Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }
    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.current += 1;
        self.has_value = false;
        w.write_all(b"{")
    }
    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.current -= 1;
        if self.has_value {
            w.write_all(b"\n")?;
            self.indent(w)?;
        }
        w.write_all(b"}")
    }
    fn begin_object_key<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        w.write_all(if first { b"\n" } else { b",\n" })?;
        self.indent(w)
    }
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        w.write_all(b": ")
    }
    fn end_object_value<W: ?Sized + Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

/// Pretty JSON of `v`, `base` levels deep (see [`Nested`]).
fn pretty_at<W: Write, T: Serialize>(w: &mut W, base: usize, v: &T) -> anyhow::Result<()> {
    let mut ser = serde_json::Serializer::with_formatter(w, Nested::new(base));
    v.serialize(&mut ser)?;
    Ok(())
}

/// One target ready to print: its items as JSON (each preceded by `,\n    `) and the syntax
/// errors skipped, or why it gave nothing.
type Printed = Result<(Vec<u8>, Vec<ParseIssue>), SourceError>;

/// Resolves and serializes one target (in a worker: the JSON is made on all cores).
fn print_target(root: &std::path::Path, t: &str) -> anyhow::Result<Printed> {
    let (items, errs) = match resolve(root, t) {
        Ok(r) => r,
        Err(e) => return Ok(Err(e)),
    };
    // Items print at ~600 bytes each: start near the final size instead of doubling up to it.
    let mut buf = Vec::with_capacity(items.len() * 640);
    for item in &items {
        buf.extend_from_slice(b",\n    ");
        pretty_at(&mut buf, 2, item)?;
    }
    Ok(Ok((buf, errs)))
}

/// `--format json`, streamed: each target's items are serialized in the workers and written
/// in order while the next batch is parsed; byte for byte what serializing the whole
/// [`Output`] at once prints.
fn run_json(args: &Args) -> anyhow::Result<Exit> {
    use rayon::prelude::*;
    let pool = source::big_stack_pool();
    let stdout = std::io::stdout();
    let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut exit = Exit::Ok;
    let mut parse_errors: Vec<ParseIssue> = Vec::new();
    let mut errors: Vec<Failure> = Vec::new();
    let mut first = true;
    w.write_all(b"{\n  \"results\": [")?;
    // The parsing thread runs one batch ahead of the writing (this) thread; two batches wait
    // at most, so memory stays bounded.
    let (tx, rx) = std::sync::mpsc::sync_channel::<Vec<anyhow::Result<Printed>>>(2);
    std::thread::scope(|s| -> anyhow::Result<()> {
        let root = &args.root;
        let targets = &args.targets;
        let pool = pool.as_ref();
        s.spawn(move || {
            for chunk in targets.chunks(BATCH) {
                let done = on_pool(pool, || {
                    chunk.par_iter().map(|t| print_target(root, t)).collect()
                });
                if tx.send(done).is_err() {
                    // The writer stopped (an error): nothing more to parse.
                    break;
                }
            }
        });
        // `rx` moves in here: an early return drops it, which stops the parsing thread.
        for (chunk, done) in targets.chunks(BATCH).zip(rx) {
            for (t, r) in chunk.iter().zip(done) {
                match r? {
                    Ok((json, errs)) => {
                        if !json.is_empty() {
                            // The first item of all opens the list without a comma.
                            let skip = usize::from(std::mem::take(&mut first));
                            w.write_all(&json[skip..])?;
                        }
                        parse_errors.extend(errs);
                    }
                    Err(e) => {
                        exit = worse(exit, exit_for(&e));
                        errors.push(failure(t, &e));
                    }
                }
            }
        }
        Ok(())
    })?;
    w.write_all(if first { b"]" } else { b"\n  ]" })?;
    w.write_all(b",\n  \"parse_errors\": ")?;
    pretty_at(&mut w, 1, &parse_errors)?;
    w.write_all(b",\n  \"errors\": ")?;
    pretty_at(&mut w, 1, &errors)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `Nested` prints the pretty printer's output with every line after the first shifted
    /// right by `base` indents (what the streamed document needs), empty containers included.
    #[test]
    fn nested_formatter_is_the_pretty_printer_shifted() {
        let v = serde_json::json!({
            "a": [1, {"b": [], "c": {}}, "line\nbreak"],
            "d": {"e": [[], [null, true, 1.5]], "f": "x"},
            "g": []
        });
        let mut deep = serde_json::json!("leaf");
        for _ in 0..70 {
            deep = serde_json::json!([deep]);
        }
        let v = serde_json::json!({"v": v, "deep": deep});
        for base in 0..3 {
            let mut got = Vec::new();
            pretty_at(&mut got, base, &v).unwrap();
            let pad = format!("\n{}", "  ".repeat(base));
            let want = serde_json::to_string_pretty(&v)
                .unwrap()
                .replace('\n', &pad);
            assert_eq!(String::from_utf8(got).unwrap(), want);
        }
    }
}
