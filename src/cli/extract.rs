//! `docdrift extract SELECTOR... [--root DIR] [--format table|json]` prints each selector's
//! value, source text, file:line range and kind (every definition when there are several);
//! `docdrift extract FILE` lists everything extractable in a file (the discovery view).
//! Resolving the targets (in parallel batches, the JSON streamed) is
//! [`docdrift_core::source::extract_run`]; this file renders the table and maps the run's
//! [`ExtractStatus`] to an exit code.

use super::Exit;
use docdrift_core::source::extract_run::{self, ExtractStatus, WriteError};
use docdrift_core::source::Extracted;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// `PATH::ITEM` selectors (e.g. `pkg/mod.py::DEFAULT_CONFIG.compression.protect_last_n`),
    /// or file paths to list everything extractable in them.
    /// `-` is standard input (with --lang): `-` lists it, `-::ITEM` (after `--`,
    /// as it starts with a dash) selects in it.
    #[arg(required = true, value_name = "SELECTOR|FILE")]
    pub targets: Vec<String>,
    /// Directory that selector paths are relative to.
    #[arg(long, default_value = ".")]
    pub root: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// The language of `-` (standard input), which has no file name to tell it:
    /// `docdrift extract - --lang python`, `docdrift extract --lang rust -- -::LIMIT`.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<StdinLang>,
}

/// What standard input holds, for `extract -`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum StdinLang {
    Python,
    Rust,
    Yaml,
    Toml,
    Json,
}

impl StdinLang {
    fn extension(self) -> &'static str {
        match self {
            StdinLang::Python => "py",
            StdinLang::Rust => "rs",
            StdinLang::Yaml => "yaml",
            StdinLang::Toml => "toml",
            StdinLang::Json => "json",
        }
    }
}

/// Whether a target reads standard input: `-` (list it) or `-::ITEM`.
fn is_stdin(t: &str) -> bool {
    t == "-" || t.starts_with("-::")
}

/// Output format shared by `extract`, `strings` and `provenance`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
}

/// Exit code for how the run went: usage problems first, then unreadable files, then misses.
fn exit_for(status: ExtractStatus) -> Exit {
    match status {
        ExtractStatus::Ok => Exit::Ok,
        ExtractStatus::Missed => Exit::Drift,
        ExtractStatus::Unreadable => Exit::Unavailable,
        ExtractStatus::BadTarget => Exit::Usage,
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

/// Tables up to this many rows go through comfy-table; bigger ones through the plain renderer
/// that draws the same thing in linear time.
const COMFY_ROWS: usize = 1_000;

pub fn run(mut args: Args) -> anyhow::Result<Exit> {
    // `-` is standard input, saved to a file named for --lang; every place
    // the run names that file says `-` again (see [`Stdin::shown`]).
    let stdin = match (args.targets.iter().any(|t| is_stdin(t)), args.lang) {
        (false, None) => None,
        (false, Some(_)) => {
            eprintln!("docdrift extract: --lang names the language of `-` (standard input), and no target is `-`");
            return Ok(Exit::Usage);
        }
        (true, None) => {
            eprintln!("docdrift extract: `-` reads standard input, which has no file name to tell its language: add --lang python|rust|yaml|toml|json");
            return Ok(Exit::Usage);
        }
        (true, Some(lang)) => {
            let saved = super::stdin::save(|_| lang.extension())?;
            let path = saved.path.display().to_string();
            for t in args.targets.iter_mut().filter(|t| is_stdin(t)) {
                *t = format!("{path}{}", &t[1..]);
            }
            Some(Stdin {
                _saved: saved,
                path,
            })
        }
    };
    let shown = |s: &str| match &stdin {
        Some(i) => i.shown(s),
        None => s.to_string(),
    };
    if args.format == Format::Json && stdin.is_some() {
        // One file: buffered, so its temp path can be named `-`.
        let mut buf = Vec::new();
        let status = match extract_run::write_json(&args.root, &args.targets, &mut buf) {
            Ok(s) => s,
            Err(WriteError::Io(e)) => return Err(e.into()),
            Err(WriteError::Json(e)) => return Err(e.into()),
        };
        let mut out = std::io::stdout().lock();
        out.write_all(shown(&String::from_utf8_lossy(&buf)).as_bytes())?;
        out.flush()?;
        return Ok(exit_for(status));
    }
    if args.format == Format::Json {
        let stdout = std::io::stdout();
        let w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
        return match extract_run::write_json(&args.root, &args.targets, w) {
            Ok(status) => Ok(exit_for(status)),
            // The error itself, as before the library split (main looks for io::Error).
            Err(WriteError::Io(e)) => Err(e.into()),
            Err(WriteError::Json(e)) => Err(e.into()),
        };
    }
    let mut out = extract_run::extract_all(&args.root, &args.targets);
    if stdin.is_some() {
        for e in &mut out.results {
            e.file = PathBuf::from(shown(&e.file.display().to_string()));
            e.selector = shown(&e.selector);
        }
        for p in &mut out.parse_errors {
            p.file = PathBuf::from(shown(&p.file.display().to_string()));
            p.message = shown(&p.message);
        }
        for f in &mut out.errors {
            f.target = shown(&f.target);
            f.message = shown(&f.message);
        }
    }
    let stdout = std::io::stdout();
    let mut w = std::io::BufWriter::new(stdout.lock());
    if !out.results.is_empty() {
        let listing_mode = out.listing;
        let header = if listing_mode {
            ["name", "value", "kind", "location", "expr", "notes"]
        } else {
            ["selector", "value", "kind", "location", "expr", "notes"]
        };
        let mut rows: Vec<Vec<String>> = Vec::with_capacity(out.results.len());
        for (e, defs) in out.results.iter().zip(out.definitions()) {
            let first = if listing_mode { &e.name } else { &e.selector };
            let cap = |s: &str| docdrift_core::report::table::cap_cell(s).into_owned();
            rows.push(vec![
                cap(first),
                value_cell(e),
                e.kind.label().to_string(),
                cap(&location(e)),
                shorten(&e.expr, 60),
                cap(&notes(e, defs)),
            ]);
        }
        if rows.len() <= COMFY_ROWS {
            let mut table = super::new_table(&header);
            for r in rows {
                table.add_row(r);
            }
            writeln!(w, "{table}")?;
        } else {
            docdrift_core::report::table::write_ascii_full(&mut w, &header, &rows)?;
        }
    }
    w.flush()?;
    drop(w);
    for p in out.parse_errors.iter().filter(|_| !super::quiet()) {
        eprintln!(
            "docdrift: warning: {}:{}: {}{}",
            p.file.display(),
            p.line,
            super::strings::skipped_what(&p.message),
            p.message
        );
    }
    for f in &out.errors {
        eprintln!("docdrift: error: {}", f.message);
    }
    Ok(exit_for(out.status))
}

/// Standard input saved for `extract -`; gone when dropped.
struct Stdin {
    _saved: super::stdin::Saved,
    path: String,
}

impl Stdin {
    /// `s` with the saved file's path written `-`, as the user typed it.
    fn shown(&self, s: &str) -> String {
        s.replace(&self.path, "-")
    }
}
