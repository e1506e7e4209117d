//! `docdrift scan`: compare every value the docs state for a name with the
//! code's, with no claims file. Flags here; the work is in [`docdrift_core::scan`].

use super::Exit;
use anyhow::Context;
use docdrift_core::report::{self, Format, RenderOptions};
use docdrift_core::scan;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Snapshot store to read pages from (`docdrift fetch`/`crawl` output).
    #[arg(long, value_name = "DIR", conflicts_with = "docs")]
    pub snapshots: Option<PathBuf>,
    /// Directory of docs pages (.html, .htm, .md) to read instead of snapshots.
    #[arg(long, value_name = "DIR")]
    pub docs: Option<PathBuf>,
    /// Code checkout to read names and values from [default: docdrift.toml's
    /// `scan.checkout`].
    #[arg(long, value_name = "DIR")]
    pub checkout: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_parser = super::report_format(), default_value_t = Format::Table)]
    pub format: Format,
    /// Write every comparison as a draft claim to FILE (claims format).
    #[arg(long, value_name = "FILE")]
    pub write_claims: Option<PathBuf>,
    /// Also print agreements and low-confidence drift (by default only confident drift and
    /// ambiguity; the rest is counted on one line); -v too.
    #[arg(long)]
    pub all: bool,
    /// Report what agreed at REV (a tag, branch or commit of the checkout's git repository)
    /// and no longer does, with the commit that broke it; drift already there at REV is
    /// listed apart.
    #[arg(long, value_name = "REV", conflicts_with_all = ["write_baseline", "write_claims"])]
    pub since: Option<String>,
    /// Compare with a saved baseline (or an earlier `--format json` report): known drift
    /// is listed and counted; only new drift fails. With --since, a broken link whose
    /// drift the baseline holds is listed as known and does not fail.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// Save this run's drift findings as a baseline (reasons and expiry dates already in
    /// FILE or in --baseline are kept).
    #[arg(long, value_name = "FILE")]
    pub write_baseline: Option<PathBuf>,
}

impl Args {
    fn all(&self) -> bool {
        self.all || super::verbose()
    }
}

pub fn run(mut args: Args) -> anyhow::Result<Exit> {
    // docdrift.toml's [scan] fills what the flags left unset.
    let cwd = std::env::current_dir()?;
    let mut exclude = None;
    let mut accepts = Vec::new();
    if let Some(path) = docdrift_core::claims::project::discover(&cwd) {
        let l = match docdrift_core::claims::project::load(&path, &cwd) {
            Ok(l) => l,
            Err(e) => {
                eprintln!("docdrift scan: {e}");
                return Ok(Exit::Usage);
            }
        };
        if args.docs.is_none() && args.snapshots.is_none() {
            args.docs = l.scan.docs.clone();
            args.snapshots = l.scan.snapshots.clone().filter(|_| args.docs.is_none());
        }
        args.checkout = args.checkout.take().or(l.scan.checkout.clone());
        args.baseline = args.baseline.take().or(l.scan.baseline.clone());
        accepts = l.scan_accept.clone();
        if !l.scan.exclude.is_empty() {
            let mut set = globset::GlobSetBuilder::new();
            for g in &l.scan.exclude {
                set.add(globset::Glob::new(g)?);
            }
            exclude = Some(set.build()?);
        }
    }
    let Some(checkout) = args.checkout.clone() else {
        eprintln!(
            "docdrift scan: give the code with --checkout DIR (or scan.checkout in docdrift.toml)"
        );
        return Ok(Exit::Usage);
    };
    if args.since.is_some() {
        return super::scan_since::run(&args);
    }
    let (pages, notes) = match (&args.snapshots, &args.docs) {
        (Some(dir), None) => match scan::load_snapshots(dir) {
            Ok(v) => v,
            Err(e) => return unavailable(e),
        },
        (None, Some(dir)) => match scan::load_docs_dir(dir) {
            Ok(p) => (p, Vec::new()),
            Err(e) => return unavailable(e),
        },
        _ => {
            eprintln!("docdrift scan: give the docs with --snapshots DIR or --docs DIR (or scan.docs in docdrift.toml)");
            return Ok(Exit::Usage);
        }
    };
    // `--checkout .` holds docdrift's own claims and snapshots: not code.
    let named: Vec<&std::path::Path> = [&args.snapshots, &args.docs, &args.write_claims]
        .into_iter()
        .filter_map(|p| p.as_deref())
        .collect();
    let skip = super::repo::own_files(&checkout, &named);
    let index = match scan::names::collect_skipping(&checkout, &skip, exclude.as_ref()) {
        Ok(i) => i,
        Err(e) => return unavailable(e),
    };
    let mut result = scan::scan(&pages, &index);
    // Docs older than code: each drift finding dated on both sides (same repository only).
    docdrift_core::claims::last_change::annotate_scan(&mut result, &checkout);
    for n in notes.iter().chain(&result.warnings) {
        if !super::quiet() {
            eprintln!("docdrift scan: note: {n}");
        }
    }
    if let Some(path) = &args.write_claims {
        // Paths the claims file resolves from the project directory (where
        // `check` will run), so the draft works when committed and run in CI.
        let project = super::repo::project_dir(&std::env::current_dir()?);
        let target = scan::draft::DraftTarget {
            checkout: draft_path(&checkout, &project)?,
            docs_dir: args
                .docs
                .as_deref()
                .map(|d| draft_path(d, &project))
                .transpose()?,
        };
        match scan::draft::write(path, &result, &pages, &target) {
            Ok(n) => eprintln!(
                "docdrift scan: wrote {n} draft claims to {}",
                path.display()
            ),
            Err(e @ scan::draft::DraftWriteError::Io { .. }) => return Err(e.into()),
            Err(e) => {
                eprintln!("docdrift scan: error: {e}");
                return Ok(Exit::Usage);
            }
        }
    }
    if args.baseline.is_some() || args.write_baseline.is_some() {
        return super::scan_since::baseline(&args, &result);
    }
    let decisions =
        super::scan_accept::decide(&result, &accepts, chrono::Local::now().date_naive());
    for a in &decisions.unused {
        if !super::quiet() {
            eprintln!(
                "docdrift scan: note: scan.accept `{}` in docdrift.toml matches no drift finding; remove it",
                a.finding
            );
        }
    }
    let stdout = std::io::stdout();
    let out = if args.format == Format::Table {
        // Scan's own view: totals first, one block per grouped finding.
        let view = scan::table::render(&result, args.all(), usize::from(super::stdout_width()));
        paint_blocks(&decisions.mark_table(&view, &result, args.all()))
    } else {
        let mut report = scan::to_report(&result, &checkout, args.all());
        decisions.mark_report(&mut report);
        let mut opts = RenderOptions {
            width: None,
            color: false,
            verbose: args.all(),
            ..RenderOptions::default()
        };
        if matches!(args.format, Format::Sarif | Format::Github) {
            // Code scanning and annotations resolve files from the repository root.
            let root = super::repo::repo_root(&checkout)?;
            super::repo::report_from_root(&mut report, &checkout, &root);
            opts.root = Some(root.display().to_string());
        }
        report::render(&report, args.format, &opts)
    };
    let mut lock = stdout.lock();
    lock.write_all(out.as_bytes())?;
    lock.flush()?;
    Ok(if decisions.has_failing_drift(&result) {
        Exit::Drift
    } else {
        Exit::Ok
    })
}

/// Scan's block view with colour when standard output gets it: each
/// finding's label (`DISAGREE`, `AMBIGUOUS (one candidate agrees)` …) in its
/// verdict's colour and the totals line red when there is drift. Painted
/// after the layout, so the wrapping counts only the text.
pub(super) fn paint_blocks(text: &str) -> String {
    use docdrift_core::report::style::Tone;
    if !super::stdout_color() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 256);
    let mut after_blank = true;
    for (n, line) in text.split_inclusive('\n').enumerate() {
        let body = line.trim_end_matches('\n');
        let label_end = body.find("  ").unwrap_or(body.len());
        let label = &body[..label_end];
        let tone = if n == 0 && body.contains("drift finding") {
            Some(if body.starts_with("0 ") {
                Tone::Good
            } else {
                Tone::Bad
            })
        } else if after_blank
            && !body.starts_with(' ')
            && !label.is_empty()
            && !label.contains('\u{1b}')
        {
            Some(if label.contains("(low confidence)") {
                Tone::Quiet
            } else if label.starts_with("AMBIGUOUS") {
                Tone::Warn
            } else if label.starts_with("AGREE") {
                Tone::Good
            } else {
                Tone::Bad
            })
        } else {
            None
        };
        match tone {
            Some(t) if n == 0 => out.push_str(&super::paint(body, t)),
            Some(t) => {
                out.push_str(&super::paint(label, t));
                out.push_str(&body[label_end..]);
            }
            None => out.push_str(body),
        }
        out.push_str(&line[body.len()..]);
        after_blank = body.is_empty();
    }
    out
}

pub(super) fn unavailable(e: scan::ScanError) -> anyhow::Result<Exit> {
    eprintln!("docdrift scan: error: {e}");
    Ok(Exit::Unavailable)
}

/// `p` relative to the project directory when it lies inside it (the claims
/// loader resolves relative target paths from there), else absolute.
fn draft_path(p: &std::path::Path, project: &std::path::Path) -> anyhow::Result<PathBuf> {
    if let Some(rel) = super::repo::relative_to(p, project) {
        return Ok(PathBuf::from(rel));
    }
    std::path::absolute(p).with_context(|| format!("cannot resolve {}", p.display()))
}
