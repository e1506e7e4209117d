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
use crate::state::CheckState;
use anyhow::Context as _;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

/// Where claims, pages and code come from; shared by `check` and `evidence`.
#[derive(Debug, Clone, clap::Args)]
pub struct Inputs {
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
    /// Run probe claims (they execute commands named in the claims file).
    #[arg(long)]
    pub allow_probes: bool,
    /// Rust target for claims that name none (`x86_64-unknown-linux-gnu`): only the `#[cfg]`
    /// variants and `cfg!` branches for it are compared. Overrides `target.rust_target`.
    #[arg(long)]
    pub target: Option<String>,
    /// A directory local docs pages may be read from, besides each claims
    /// file's `target.docs_dir` and the snapshot store (repeatable).
    #[arg(long = "docs-root", value_name = "DIR")]
    pub docs_roots: Vec<PathBuf>,
    /// Let claims files read local pages anywhere (only for claims files you trust).
    #[arg(long)]
    pub allow_outside_pages: bool,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub inputs: Inputs,
    /// Evaluate only these claim ids (repeatable).
    #[arg(long = "only", value_name = "ID")]
    pub only: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    pub format: Format,
    /// Write the report to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Cron mode: report only claims that changed since the last run (new,
    /// verdict or value changed, or their page text changed where they
    /// read); print nothing and exit 0 when nothing did.
    #[arg(long)]
    pub changed_only: bool,
    /// State file for --changed-only [default: SNAPSHOTS/.check-state.json].
    #[arg(long, value_name = "FILE")]
    pub state: Option<PathBuf>,
    /// Table: also show the evidence of agreeing claims.
    #[arg(long, short = 'v')]
    pub verbose: bool,
}

/// Load, select and evaluate claims. `Err(Exit)` when the claims files are
/// invalid or the selection names no claim (the message is already printed).
pub fn build_report(sel: &Inputs, only: &[String]) -> anyhow::Result<Result<Report, Exit>> {
    Ok(build_report_with_claims(sel, only)?.map(|(r, _)| r))
}

/// [`build_report`], also returning the claims files it evaluated.
pub fn build_report_with_claims(
    sel: &Inputs,
    only: &[String],
) -> anyhow::Result<Result<(Report, Vec<ClaimsFile>), Exit>> {
    let base_dir = std::env::current_dir().context("reading the current directory")?;
    let access = claims::PageAccess {
        roots: std::iter::once(sel.snapshots.clone())
            .chain(sel.docs_roots.iter().cloned())
            .collect(),
        allow_outside: sel.allow_outside_pages,
    };
    let files = match claims::load_with(&sel.claims, &base_dir, &access) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("docdrift: {e}");
            return Ok(Err(Exit::Usage));
        }
    };
    let files = match select_only(files, only) {
        Ok(f) => f,
        Err(missing) => {
            eprintln!(
                "docdrift: no claim has id {} (in {})",
                missing.join(", "),
                sel.claims.display()
            );
            return Ok(Err(Exit::Usage));
        }
    };
    let store = Store::new(&sel.snapshots);
    let failed = if sel.fetch {
        fetch_pages(&files, &store)?
    } else {
        Default::default()
    };
    let mut ctx = Context::new(store, sel.checkout.clone(), base_dir);
    ctx.allow_probes = sel.allow_probes;
    if let Some(t) = &sel.target {
        if let Err(m) = crate::source::cfg::CfgSet::for_target(t) {
            eprintln!("error: --target: {m}");
            return Ok(Err(Exit::Usage));
        }
    }
    ctx.rust_target = sel.target.clone();
    let mut findings = Vec::new();
    for f in &files {
        findings.extend(evaluate::evaluate_file(f, &ctx));
    }
    // A claim read from a snapshot that --fetch could not refresh says so in
    // the report itself, not only on stderr.
    for f in &mut findings {
        for d in &f.docs {
            if let Some(err) = failed.get(&d.url) {
                let when = d
                    .fetched_at
                    .map(|t| t.to_rfc3339())
                    .unwrap_or_else(|| "(no snapshot)".into());
                f.details.push(format!(
                    "refreshing {} failed ({err}); read the snapshot fetched at {when}",
                    d.url
                ));
                f.message.push_str(" [stale: page refresh failed]");
            }
        }
    }
    let report = Report::new(
        files.iter().map(|f| f.path.display().to_string()).collect(),
        sel.checkout.as_ref().map(|c| c.display().to_string()),
        findings,
    );
    Ok(Ok((report, files)))
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let (mut report, files) = match build_report_with_claims(&args.inputs, &args.only)? {
        Ok(r) => r,
        Err(code) => return Ok(code),
    };
    if args.changed_only {
        let path = args
            .state
            .clone()
            .unwrap_or_else(|| args.inputs.snapshots.join(".check-state.json"));
        let prev = match CheckState::load(&path) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("docdrift: {e}");
                return Ok(Exit::Usage);
            }
        };
        // Record everything this run saw, then keep only what moved.
        let now = CheckState::from_findings(&report.findings);
        let store = Store::new(&args.inputs.snapshots);
        let mut relevant = Vec::new();
        for mut f in std::mem::take(&mut report.findings) {
            let claim = files
                .iter()
                .flat_map(|cf| cf.claims.iter())
                .find(|c| c.id == f.id);
            let changed = |url: &str| page_change_for(&store, url, claim);
            if let Some(why) = prev.why_relevant(&f, &changed) {
                f.details
                    .insert(0, format!("changed since the last run: {why}"));
                relevant.push(f);
            }
        }
        now.save(&path)
            .with_context(|| format!("writing {}", path.display()))?;
        report = Report::new(
            report.claims_files.clone(),
            report.checkout.clone(),
            relevant,
        );
        if report.findings.is_empty() {
            // Nothing moved: print nothing, but never leave a stale report file.
            if let Some(path) = &args.output {
                emit(
                    &report::render(&report, args.format, &RenderOptions::default()),
                    Some(path),
                )?;
            }
            return Ok(Exit::Ok);
        }
    }
    let tty = std::io::stdout().is_terminal() && args.output.is_none();
    let opts = RenderOptions {
        width: if tty { terminal_width() } else { None },
        color: false,
        // In cron mode every listed claim changed: show why, agreeing or not.
        verbose: args.verbose || args.changed_only,
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

/// Keep the claims named by `only`; `Err` lists every id that names no claim
/// (a typo in a release list must not silently skip a claim).
fn select_only(files: Vec<ClaimsFile>, only: &[String]) -> Result<Vec<ClaimsFile>, Vec<String>> {
    if only.is_empty() {
        return Ok(files);
    }
    let missing: Vec<String> = only
        .iter()
        .filter(|id| !files.iter().any(|f| f.claims.iter().any(|c| &c.id == *id)))
        .cloned()
        .collect();
    if !missing.is_empty() {
        return Err(missing);
    }
    let mut out = Vec::new();
    for mut f in files {
        f.claims.retain(|c| only.contains(&c.id));
        if !f.claims.is_empty() {
            out.push(f);
        }
    }
    Ok(out)
}

/// Fetch every http(s) page the claims read; a failed fetch is reported and
/// leaves the previous snapshot in place (the claim then reads that one or
/// errors).
fn fetch_pages(
    files: &[ClaimsFile],
    store: &Store,
) -> anyhow::Result<std::collections::BTreeMap<String, String>> {
    let mut failed = std::collections::BTreeMap::new();
    let mut urls: Vec<String> = files
        .iter()
        .flat_map(|f| f.claims.iter())
        .filter_map(|c| c.docs.as_ref()?.page.clone())
        .filter(|p| p.starts_with("http://") || p.starts_with("https://"))
        .collect();
    urls.sort();
    urls.dedup();
    let fetcher = crate::fetch::Fetcher::new(crate::fetch::FetchOptions::default())?;
    // One writer per store for the whole refresh (see docs/reliability.md).
    store.lock_for_writing()?;
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
                if let Err(e) = store.save(&resp) {
                    // e.g. an empty 200: the good snapshot is kept and read.
                    eprintln!("docdrift: {e}");
                    failed.insert(url, e.to_string());
                    continue;
                }
                if !resp.is_success() && status != 304 {
                    eprintln!(
                        "docdrift: fetching {url}: HTTP {status}; any previous snapshot is kept"
                    );
                    failed.insert(url, format!("HTTP {status}"));
                }
            }
            Err(e) => {
                eprintln!("docdrift: {e}; any previous snapshot is kept");
                store.record_failure(&url, &e.to_string())?;
                failed.insert(url, e.to_string());
            }
        }
    }
    Ok(failed)
}

/// Whether `url` changed (previous → latest snapshot) where `claim` reads:
/// a text change touching its phrase or regex, or any text change for reads
/// that have no pattern (tables, selectors, templates).
fn page_change_for(
    store: &Store,
    url: &str,
    claim: Option<&crate::claims::Claim>,
) -> Option<String> {
    use crate::claims::DocsRead;
    use crate::count::Pattern;
    use crate::snapshot::Slot;
    let latest = store.load(url, Slot::Latest).ok()??;
    let prev = store.load(url, Slot::Previous).ok()??;
    let (old_html, new_html) = (prev.html(), latest.html());
    let change = crate::diff::classify(
        &old_html,
        &crate::text::visible_text(&old_html),
        &new_html,
        &crate::text::visible_text(&new_html),
    );
    if !change.kind.is_text_change() {
        return None;
    }
    let pattern = match claim.and_then(|c| c.docs.as_ref()).map(|d| &d.read) {
        Some(DocsRead::Phrase { phrase, .. }) => Some(Pattern::Literal(phrase.clone())),
        Some(DocsRead::Regex { regex }) => regex::Regex::new(regex).ok().map(Pattern::Regex),
        _ => None,
    };
    match pattern {
        Some(p) => {
            let touched = crate::diff::affects(&change, std::slice::from_ref(&p));
            // A regex written for normalised text may not match the raw text
            // at all; then any text change counts.
            let blind = crate::diff::pattern_hits(&change.old_text, &p).is_empty()
                && crate::diff::pattern_hits(&change.new_text, &p).is_empty();
            (touched || blind)
                .then(|| format!("the text of {url} changed where it reads {:?}", p.as_str()))
        }
        None => Some(format!("the text of {url} changed")),
    }
}

fn terminal_width() -> Option<u16> {
    std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok())
}
