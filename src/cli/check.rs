//! `docdrift check`: evaluate claims files and report every disagreement.
//!
//! Offline by default: pages come from `snapshots/`, code from the checkout
//! each claims file names (or `--checkout`). `--fetch` refreshes the pages
//! first. Exit codes: 0 all agree, 1 at least one disagreement, 2 invalid
//! claims or usage, 3 evidence unavailable (some claim could not be
//! evaluated and none disagreed).

use super::Exit;
use crate::claims::{self, ClaimsFile};
use crate::evaluate::{self, Context};
use crate::finding::{Report, Verdict};
use crate::report::{self, Format, RenderOptions};
use crate::snapshot::Store;
use anyhow::Context as _;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Claims file or directory of `*.toml` claims files.
    #[arg(long, default_value = "claims")]
    pub claims: PathBuf,
    /// Snapshot directory pages are read from (and written to with --fetch).
    #[arg(long, default_value = "snapshots")]
    pub snapshots: PathBuf,
    /// Code checkout root; overrides every claims file's `target.checkout`.
    #[arg(long)]
    pub checkout: Option<PathBuf>,
    /// Fetch every page the claims read before evaluating.
    #[arg(long)]
    pub fetch: bool,
    /// Evaluate only these claim ids (repeatable).
    #[arg(long = "only", value_name = "ID")]
    pub only: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    pub format: Format,
    /// Write the report to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Run probe claims (they execute commands named in the claims file).
    #[arg(long)]
    pub allow_probes: bool,
    /// Table: also show the evidence of agreeing claims.
    #[arg(long, short = 'v')]
    pub verbose: bool,
}

/// What to evaluate; shared by `check` and `evidence`.
#[derive(Debug, Clone)]
pub struct Selection {
    pub claims: PathBuf,
    pub snapshots: PathBuf,
    pub checkout: Option<PathBuf>,
    pub fetch: bool,
    pub only: Vec<String>,
    pub allow_probes: bool,
}

/// Load, select and evaluate claims. `Err(Exit)` when the claims files are
/// invalid or the selection names no claim (the message is already printed).
pub fn build_report(sel: &Selection) -> anyhow::Result<Result<Report, Exit>> {
    let base_dir = std::env::current_dir().context("reading the current directory")?;
    let files = match claims::load(&sel.claims, &base_dir) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("docdrift: {e}");
            return Ok(Err(Exit::Usage));
        }
    };
    let Some(files) = select_only(files, &sel.only) else {
        eprintln!(
            "docdrift: no claim has id {} (see `--claims {}`)",
            sel.only.join(", "),
            sel.claims.display()
        );
        return Ok(Err(Exit::Usage));
    };
    let store = Store::new(&sel.snapshots);
    if sel.fetch {
        fetch_pages(&files, &store)?;
    }
    let mut ctx = Context::new(store, sel.checkout.clone(), base_dir);
    ctx.allow_probes = sel.allow_probes;
    let mut findings = Vec::new();
    for f in &files {
        findings.extend(evaluate::evaluate_file(f, &ctx));
    }
    Ok(Ok(Report::new(
        files.iter().map(|f| f.path.display().to_string()).collect(),
        sel.checkout.as_ref().map(|c| c.display().to_string()),
        findings,
    )))
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let sel = Selection {
        claims: args.claims.clone(),
        snapshots: args.snapshots.clone(),
        checkout: args.checkout.clone(),
        fetch: args.fetch,
        only: args.only.clone(),
        allow_probes: args.allow_probes,
    };
    let report = match build_report(&sel)? {
        Ok(r) => r,
        Err(code) => return Ok(code),
    };
    let tty = std::io::stdout().is_terminal() && args.output.is_none();
    let opts = RenderOptions {
        width: if tty { terminal_width() } else { None },
        color: false,
        verbose: args.verbose,
    };
    let out = report::render(&report, args.format, &opts);
    emit(&out, args.output.as_deref())?;
    Ok(exit_for(&report))
}

/// Print to stdout, or write `path` atomically.
pub fn emit(out: &str, path: Option<&std::path::Path>) -> anyhow::Result<()> {
    match path {
        Some(path) => crate::atomic::write(path, out.as_bytes())
            .with_context(|| format!("writing report {}", path.display()))?,
        None => {
            let mut stdout = std::io::stdout().lock();
            stdout.write_all(out.as_bytes())?;
            if !out.ends_with('\n') {
                stdout.write_all(b"\n")?;
            }
        }
    }
    Ok(())
}

/// 1 wins over 3: a disagreement is the signal a release gate needs even
/// when another claim could not be evaluated.
pub fn exit_for(report: &Report) -> Exit {
    let has = |v| report.findings.iter().any(|f| f.verdict == v);
    if has(Verdict::Disagree) {
        Exit::Drift
    } else if has(Verdict::Error) {
        Exit::Unavailable
    } else {
        Exit::Ok
    }
}

fn select_only(files: Vec<ClaimsFile>, only: &[String]) -> Option<Vec<ClaimsFile>> {
    if only.is_empty() {
        return Some(files);
    }
    let mut out = Vec::new();
    let mut found = 0;
    for mut f in files {
        f.claims.retain(|c| only.contains(&c.id));
        found += f.claims.len();
        if !f.claims.is_empty() {
            out.push(f);
        }
    }
    (found > 0).then_some(out)
}

/// Fetch every http(s) page the claims read; a failed fetch is reported and
/// leaves the previous snapshot in place (the claim then reads that one or
/// errors).
fn fetch_pages(files: &[ClaimsFile], store: &Store) -> anyhow::Result<()> {
    let mut urls: Vec<String> = files
        .iter()
        .flat_map(|f| f.claims.iter())
        .filter_map(|c| c.docs.as_ref()?.page.clone())
        .filter(|p| p.starts_with("http://") || p.starts_with("https://"))
        .collect();
    urls.sort();
    urls.dedup();
    let fetcher = crate::fetch::Fetcher::new(crate::fetch::FetchOptions::default())?;
    for url in urls {
        // Conditional GET: an unchanged page answers 304 and keeps its snapshot.
        let validators = match store.load(&url, crate::snapshot::Slot::Latest) {
            Ok(Some(s)) => crate::fetch::Validators {
                etag: s.record.headers.get("etag").cloned(),
                last_modified: s.record.headers.get("last-modified").cloned(),
            },
            _ => crate::fetch::Validators::default(),
        };
        match fetcher.get(&url, &validators) {
            Ok(resp) => {
                let status = resp.status;
                store.save(&resp)?;
                if !resp.is_success() && status != 304 {
                    eprintln!(
                        "docdrift: fetching {url}: HTTP {status}; any previous snapshot is kept"
                    );
                }
            }
            Err(e) => {
                eprintln!("docdrift: {e}; any previous snapshot is kept");
                store.record_failure(&url, &e.to_string())?;
            }
        }
    }
    Ok(())
}

fn terminal_width() -> Option<u16> {
    std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok())
}
