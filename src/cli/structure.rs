//! `docdrift where PATH NAME`, `docdrift calls PATH FUNCTION [CALLEE]` and
//! `docdrift callers PATH CALLEE`: structural queries for writers over Python and Rust source
//! (see [`docdrift_core::source::structure`]). Like grep: exit 0 when something was found, 1 when
//! nothing was, 2 for bad usage, 3 when the path cannot be read. Calls the syntax cannot
//! resolve are listed (stderr in the table, `unresolved` in JSON), never dropped.

use super::extract::Format;
use super::Exit;
use comfy_table::Table;
use docdrift_core::source::structure::{self, AssignMatch, Assignment, Call, Facts};
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Debug, clap::Args)]
pub struct WhereArgs {
    /// A Python/Rust file, or a directory (walked as `scan` walks it); paths print relative to it.
    pub path: PathBuf,
    /// `name`, `self.name`, `Class.attr` or `Struct.field`.
    pub name: String,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
}

#[derive(Debug, clap::Args)]
pub struct CallsArgs {
    /// A Python/Rust file, or a directory.
    pub path: PathBuf,
    /// The calling function: `f`, `Class.method`, `Type::method`, `outer.<locals>.inner`.
    pub function: String,
    /// Only calls to this name (`load`, `self.load`, `Store::load`).
    pub callee: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
}

#[derive(Debug, clap::Args)]
pub struct CallersArgs {
    /// A Python/Rust file, or a directory.
    pub path: PathBuf,
    /// The called name (`load`, `self.load`, `Store::load`).
    pub callee: String,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
}

/// Root that printed paths are relative to, and the facts under it.
fn read(path: &Path, name: &str) -> Result<Facts, Exit> {
    if name.trim().is_empty() {
        eprintln!("docdrift: error: the name to look for is empty");
        return Err(Exit::Usage);
    }
    let (root, rel) = if path.is_dir() {
        (path.to_path_buf(), PathBuf::new())
    } else {
        (PathBuf::new(), path.to_path_buf())
    };
    match structure::collect(&root, &rel) {
        Ok(f) => {
            for p in f.problems.iter().filter(|_| !super::quiet()) {
                eprintln!("docdrift: warning: {p}");
            }
            Ok(f)
        }
        Err(e) => {
            eprintln!("docdrift: error: {e}");
            Err(if e.contains("not a Python or Rust file") {
                Exit::Usage
            } else {
                Exit::Unavailable
            })
        }
    }
}

fn table(header: &[&str]) -> Table {
    super::new_table(header)
}

fn found(n: usize) -> Exit {
    if n == 0 {
        Exit::Drift
    } else {
        Exit::Ok
    }
}

pub fn run_where(args: WhereArgs) -> anyhow::Result<Exit> {
    let facts = match read(&args.path, &args.name) {
        Ok(f) => f,
        Err(e) => return Ok(e),
    };
    let mut sites: Vec<&Assignment> = Vec::new();
    let mut unsure: Vec<&Assignment> = Vec::new();
    for a in &facts.assignments {
        match structure::assignment_matches(a, &args.name) {
            AssignMatch::Yes => sites.push(a),
            AssignMatch::Unresolved => unsure.push(a),
            AssignMatch::No => {}
        }
    }
    let mut w = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            let v = serde_json::json!({
                "name": args.name,
                "files": facts.files,
                "sites": sites,
                "unresolved": unsure,
                "problems": facts.problems,
            });
            serde_json::to_writer_pretty(&mut w, &v)?;
            writeln!(w)?;
        }
        Format::Table => {
            if !sites.is_empty() {
                let mut t = table(&["location", "function", "target", "kind", "line"]);
                for a in &sites {
                    t.add_row(vec![
                        format!("{}:{}", a.file, a.line),
                        a.scope.clone(),
                        a.target.clone(),
                        serde_json::to_value(a.kind)?.as_str().unwrap_or("").into(),
                        a.text.clone(),
                    ]);
                }
                writeln!(w, "{t}")?;
            }
            for a in unsure.iter().filter(|_| !super::quiet()) {
                eprintln!(
                    "not counted: {}:{} in {}: `{}` on a receiver whose type the syntax does not tell",
                    a.file, a.line, a.scope, a.target
                );
            }
            if !super::quiet() {
                eprintln!(
                    "{} assignment site(s) of {} in {} file(s)",
                    sites.len(),
                    args.name,
                    facts.files
                );
            }
        }
    }
    Ok(found(sites.len()))
}

fn print_calls(
    w: &mut impl Write,
    format: Format,
    what: serde_json::Value,
    facts: &Facts,
    hits: &[&Call],
    unresolved: &[&Call],
    summary: String,
) -> anyhow::Result<()> {
    match format {
        Format::Json => {
            let mut v = what;
            v["files"] = facts.files.into();
            v["calls"] = serde_json::to_value(hits)?;
            v["unresolved"] = serde_json::to_value(unresolved)?;
            v["problems"] = serde_json::to_value(&facts.problems)?;
            serde_json::to_writer_pretty(&mut *w, &v)?;
            writeln!(w)?;
        }
        Format::Table => {
            if !hits.is_empty() {
                let mut t = table(&["location", "caller", "calls", "line"]);
                for c in hits {
                    t.add_row(vec![
                        format!("{}:{}", c.file, c.line),
                        c.scope.clone(),
                        c.callee.shown(),
                        c.text.clone(),
                    ]);
                }
                writeln!(w, "{t}")?;
            }
            for c in unresolved.iter().filter(|_| !super::quiet()) {
                if let structure::Callee::Unresolved { expr, why } = &c.callee {
                    eprintln!(
                        "not resolved: {}:{} in {} calls `{expr}` ({why})",
                        c.file, c.line, c.scope
                    );
                }
            }
            if !super::quiet() {
                eprintln!("{summary}");
            }
        }
    }
    Ok(())
}

pub fn run_calls(args: CallsArgs) -> anyhow::Result<Exit> {
    let facts = match read(&args.path, &args.function) {
        Ok(f) => f,
        Err(e) => return Ok(e),
    };
    let from: Vec<&Call> = facts
        .calls
        .iter()
        .filter(|c| structure::scope_matches(&c.scope, &args.function))
        .collect();
    let hits: Vec<&Call> = from
        .iter()
        .copied()
        .filter(|c| match &args.callee {
            Some(b) => structure::callee_matches(&c.callee, b),
            None => c.callee.name().is_some(),
        })
        .collect();
    let unresolved: Vec<&Call> = from
        .iter()
        .copied()
        .filter(|c| c.callee.name().is_none())
        .collect();
    let summary = match &args.callee {
        Some(b) => format!(
            "{} call(s) from {} to {b}; {} call(s) there not resolved",
            hits.len(),
            args.function,
            unresolved.len()
        ),
        None => format!(
            "{} call(s) from {}; {} not resolved",
            hits.len(),
            args.function,
            unresolved.len()
        ),
    };
    let what = serde_json::json!({"from": args.function, "to": args.callee});
    print_calls(
        &mut std::io::stdout().lock(),
        args.format,
        what,
        &facts,
        &hits,
        &unresolved,
        summary,
    )?;
    Ok(found(hits.len()))
}

pub fn run_callers(args: CallersArgs) -> anyhow::Result<Exit> {
    let facts = match read(&args.path, &args.callee) {
        Ok(f) => f,
        Err(e) => return Ok(e),
    };
    let hits: Vec<&Call> = facts
        .calls
        .iter()
        .filter(|c| structure::callee_matches(&c.callee, &args.callee))
        .collect();
    let unresolved: Vec<&Call> = facts
        .calls
        .iter()
        .filter(|c| c.callee.name().is_none())
        .collect();
    let mut callers: Vec<&str> = hits.iter().map(|c| c.scope.as_str()).collect();
    callers.sort();
    callers.dedup();
    let summary = format!(
        "{} call(s) to {} from {} function(s); {} call(s) in these files not resolved (any could reach it)",
        hits.len(),
        args.callee,
        callers.len(),
        unresolved.len()
    );
    let what = serde_json::json!({"to": args.callee, "callers": callers});
    // Across a tree the unresolved calls are many: the table gives their count, JSON the list.
    let listed: &[&Call] = match args.format {
        Format::Json => &unresolved,
        Format::Table => &[],
    };
    print_calls(
        &mut std::io::stdout().lock(),
        args.format,
        what,
        &facts,
        &hits,
        listed,
        summary,
    )?;
    Ok(found(hits.len()))
}
