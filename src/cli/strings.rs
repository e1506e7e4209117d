//! `docdrift strings PATH... (--contains TEXT | --regex RE) [--format table|json]` searches
//! string literals only (not comments, not code), with implicit concatenation joined and
//! template placeholders shown as `{expr}`. Exit 0 when something matched, 1 when nothing did.
//! `--by-dir` groups the sites by directory; `--only-under DIR` (repeatable) is an allowlist:
//! exit 1 when a site lies elsewhere, each one named (see [`docdrift_core::source::structure::sites`]).

use super::extract::Format;
use super::Exit;
use docdrift_core::source::strings::{self, StringQuery};
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("query").required(true).args(["contains", "regex"])))]
pub struct Args {
    /// Python (.py, .pyi, .pyw) or Rust (.rs) files, or directories (searched for those).
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Literal text the joined string must contain.
    #[arg(long)]
    pub contains: Option<String>,
    /// Regular expression the joined string must match.
    #[arg(long)]
    pub regex: Option<String>,
    /// Group the matching literals by directory (paths relative to PATH when it is the one
    /// directory given).
    #[arg(long)]
    pub by_dir: bool,
    /// Allowlist (repeatable; implies --by-dir): every matching literal must lie under DIR;
    /// exit 1 naming each site elsewhere, 0 when all are allowed.
    #[arg(long, value_name = "DIR")]
    pub only_under: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let query = match (&args.contains, &args.regex) {
        (Some(c), _) => StringQuery::Contains(c.clone()),
        (None, Some(r)) => match regex::Regex::new(r) {
            Ok(re) => StringQuery::Regex(re),
            Err(e) => {
                eprintln!("docdrift: error: invalid --regex {r:?}: {e}");
                return Ok(Exit::Usage);
            }
        },
        (None, None) => unreachable!("clap requires one of --contains/--regex"),
    };
    if let Err(e) = docdrift_core::source::strings_paths::check_paths(&args.paths) {
        eprintln!("docdrift: error: {e}");
        // A path that is not there is input unavailable (as in `extract`); a file of a
        // type strings does not search is a usage error.
        return Ok(match e {
            docdrift_core::source::strings_paths::PathProblem::Unreadable { .. } => {
                Exit::Unavailable
            }
            docdrift_core::source::strings_paths::PathProblem::NotSource { .. } => Exit::Usage,
        });
    }
    let found = match strings::search(&args.paths, &query) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("docdrift: error: {e}");
            return Ok(match e {
                docdrift_core::source::SourceError::Unsupported { .. } => Exit::Usage,
                _ => Exit::Unavailable,
            });
        }
    };
    let stdout = std::io::stdout();
    let mut w = stdout.lock();
    if args.by_dir || !args.only_under.is_empty() {
        return by_dir(&args, &found, &mut w);
    }
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut w, &found)?;
            writeln!(w)?;
        }
        Format::Table => {
            if !found.hits.is_empty() {
                let mut table = super::new_table(&["location", "template", "text"]);
                for h in &found.hits {
                    let loc = if h.end_line > h.line {
                        format!("{}:{}-{}", h.file.display(), h.line, h.end_line)
                    } else {
                        format!("{}:{}", h.file.display(), h.line)
                    };
                    let kind = serde_json::to_value(h.template)?
                        .as_str()
                        .unwrap_or("")
                        .to_string();
                    table.add_row(vec![loc, kind, h.text.clone()]);
                }
                writeln!(w, "{table}")?;
            }
            for e in found.errors.iter().filter(|_| !super::quiet()) {
                if e.line == 0 {
                    eprintln!(
                        "docdrift: warning: {}: not searched: {}",
                        e.file.display(),
                        e.message
                    );
                } else {
                    eprintln!(
                        "docdrift: warning: {}:{}: {}{}",
                        e.file.display(),
                        e.line,
                        skipped_what(&e.message),
                        e.message
                    );
                }
            }
            if !super::quiet() {
                eprintln!(
                    "{} match(es) in {} file(s) searched",
                    found.hits.len(),
                    found.files_searched
                );
            }
        }
    }
    Ok(if found.hits.is_empty() {
        Exit::Drift
    } else {
        Exit::Ok
    })
}

/// `--by-dir` / `--only-under`: one row per directory, then the sites outside the allowlist.
fn by_dir(args: &Args, found: &strings::StringSearch, w: &mut impl Write) -> anyhow::Result<Exit> {
    use docdrift_core::source::structure::sites;
    let root = match args.paths.as_slice() {
        [one] if one.is_dir() => Some(one.as_path()),
        _ => None,
    };
    let list = found
        .hits
        .iter()
        .map(|h| sites::Site {
            file: root
                .and_then(|r| h.file.strip_prefix(r).ok())
                .unwrap_or(&h.file)
                .to_string_lossy()
                .replace('\\', "/"),
            line: h.line,
            text: h.text.clone(),
        })
        .collect();
    let groups = sites::group(list, &args.only_under);
    let outside = sites::outside(&groups);
    let allowlist = !args.only_under.is_empty();
    match args.format {
        Format::Json => {
            let doc = serde_json::json!({
                "files_searched": found.files_searched,
                "only_under": args.only_under,
                "directories": groups,
                "outside": outside,
                "errors": found.errors,
            });
            serde_json::to_writer_pretty(&mut *w, &doc)?;
            writeln!(w)?;
        }
        Format::Table => {
            if !groups.is_empty() {
                let mut table = super::new_table(&["directory", "sites", "allowed", "where"]);
                for g in &groups {
                    let at: Vec<String> = g
                        .sites
                        .iter()
                        .map(|s| format!("{}:{}", s.file, s.line))
                        .collect();
                    let allowed = match (allowlist, g.allowed) {
                        (false, _) => "-",
                        (true, true) => "yes",
                        (true, false) => "NO",
                    };
                    table.add_row(vec![
                        format!("{}/", g.dir),
                        g.sites.len().to_string(),
                        allowed.to_string(),
                        at.join(" "),
                    ]);
                }
                writeln!(w, "{table}")?;
            }
            let n: usize = groups.iter().map(|g| g.sites.len()).sum();
            eprintln!(
                "{n} site(s) in {} directories, {} file(s) searched",
                groups.len(),
                found.files_searched
            );
            if allowlist {
                if outside.is_empty() {
                    eprintln!("all under {}", args.only_under.join(", "));
                } else {
                    eprintln!(
                        "{} site(s) outside {}: {}",
                        outside.len(),
                        args.only_under.join(", "),
                        outside.join(", ")
                    );
                }
            }
        }
    }
    Ok(
        match (allowlist, outside.is_empty(), found.hits.is_empty()) {
            (true, false, _) => Exit::Drift,
            (true, true, _) => Exit::Ok,
            (false, _, true) => Exit::Drift,
            (false, _, false) => Exit::Ok,
        },
    )
}

/// How a skipped parse issue is introduced: a bound names itself ("… nests deeper than 1000
/// levels …; not read"), a syntax error is called one.
pub(crate) fn skipped_what(message: &str) -> &'static str {
    if message.contains(docdrift_core::source::bounds::NOT_READ) {
        ""
    } else {
        "syntax error skipped: "
    }
}
