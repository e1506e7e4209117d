//! `docdrift check`: evaluate claims files and report every disagreement.
//!
//! Offline by default: pages come from `snapshots/`, code from the checkout
//! each claims file names (or `--checkout`). `--fetch` refreshes the pages
//! first. Exit codes (docs/report.md): 0 all agree, 1 at least one
//! disagreement, 2 invalid claims or usage (decided before any page is
//! fetched or any file written), 3 evidence unavailable (some claim could
//! not be evaluated and none disagreed). `--changed-only` changes what is
//! printed, never the exit code: it is always that of the whole run.

use super::Exit;
use anyhow::Context as _;
use docdrift_core::claims::page_changes::RefreshError;
use docdrift_core::claims::project::{self, Loaded};
use docdrift_core::claims::run::{self, CheckOptions, RunError, RunOptions, Status, Warning};
use docdrift_core::report::{self, Format, RenderOptions};
use std::io::Write;
use std::path::PathBuf;

/// Where claims, pages and code come from; shared by `check` and `evidence`.
#[derive(Debug, Clone, clap::Args)]
pub struct Inputs {
    /// Claims file or directory of `*.toml` claims files, or `-` for
    /// standard input [default: claims].
    #[arg(long, value_name = "PATH")]
    pub claims: Option<PathBuf>,
    /// Snapshot directory pages are read from (and written to with --fetch)
    /// [default: snapshots].
    #[arg(long, value_name = "DIR")]
    pub snapshots: Option<PathBuf>,
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
    /// An environment variable `${NAME}` in a claims file's `[target]` may read,
    /// besides those starting `DOCDRIFT_` (repeatable).
    #[arg(long = "env", value_name = "NAME")]
    pub env: Vec<String>,
    /// Docs base URL (or a local directory of built HTML) that replaces
    /// every claims file's `target.docs`: pages under the old base are read
    /// from the same path under this one (a staging or local build).
    #[arg(long, value_name = "URL")]
    pub docs_base: Option<String>,
    /// Project defaults [default: the first docdrift.toml in this directory
    /// or a parent]; flags override it.
    #[arg(long, value_name = "FILE", conflicts_with = "no_config")]
    pub config: Option<PathBuf>,
    /// Ignore docdrift.toml.
    #[arg(long)]
    pub no_config: bool,
    /// The claims and checkout come from a pull request: ignore the checkout's
    /// docdrift.toml (unless given with --config), read no `${DOCDRIFT_*}` variable
    /// beyond those named with --env, let --fetch reach a non-public address only when
    /// --allow-host names it, and refuse --allow-probes and --allow-outside-pages.
    /// The report says it ran in this mode.
    #[arg(long)]
    pub untrusted: bool,
    /// A host --fetch may reach besides the claims files' docs hosts, loopback or
    /// private addresses included (repeatable; `host` or `host:port`).
    #[arg(long = "allow-host", value_name = "HOST")]
    pub allow_hosts: Vec<String>,
    /// Also compare every page in a claims file's [pages] with its Markdown source, found
    /// under DIR in the checkout by the Docusaurus, MkDocs or Sphinx layout (claims
    /// `deployed:NAME`): is the live site built from this checkout's docs?
    #[arg(long, value_name = "DIR")]
    pub deployed_sources: Option<String>,
}

impl Inputs {
    /// The library's options for these flags (docdrift.toml not yet applied).
    pub fn options(&self, only: Vec<String>) -> RunOptions {
        RunOptions {
            claims: self.claims.clone(),
            snapshots: self.snapshots.clone(),
            checkout: self.checkout.clone(),
            fetch: self.fetch,
            allow_probes: self.allow_probes,
            rust_target: self.target.clone(),
            docs_roots: self.docs_roots.clone(),
            allow_outside_pages: self.allow_outside_pages,
            env: self.env.clone(),
            docs_base: self.docs_base.clone(),
            base_dir: None,
            only,
            accepts: Vec::new(),
            untrusted: self.untrusted,
            allow_hosts: self.allow_hosts.clone(),
            deployed_sources: self.deployed_sources.clone(),
        }
    }

    /// Flags that widen what a claims file may do, refused with `--untrusted`: they exist
    /// for claims files the user trusts. `Err` is the usage message.
    pub fn untrusted_conflicts(&self) -> Result<(), String> {
        if !self.untrusted {
            return Ok(());
        }
        let widening = [
            (
                self.allow_probes,
                "--allow-probes (probes run commands from the claims file)",
            ),
            (
                self.allow_outside_pages,
                "--allow-outside-pages (claims files could read any local page)",
            ),
        ];
        match widening.iter().find(|(on, _)| *on) {
            Some((_, what)) => Err(format!(
                "--untrusted refuses {what}; a pull request's claims must not widen what docdrift may do"
            )),
            None => Ok(()),
        }
    }

    /// docdrift.toml as `--config`/`--no-config` say: the named file, else
    /// the first found upward from the current directory. `Err` is a usage
    /// error, already worded.
    pub fn project(&self) -> Result<Option<Loaded>, String> {
        self.untrusted_conflicts()?;
        // In untrusted mode the checkout's own docdrift.toml is the pull request's to edit:
        // only a file named with --config (by whoever wrote the CI job) is read.
        if self.no_config || self.untrusted && self.config.is_none() {
            return Ok(None);
        }
        let cwd =
            std::env::current_dir().map_err(|e| format!("reading the current directory: {e}"))?;
        let path = match &self.config {
            Some(p) if !p.is_file() => {
                return Err(format!("--config {}: no such file", p.display()))
            }
            Some(p) => p.clone(),
            None => match project::discover(&cwd) {
                Some(p) => p,
                None => return Ok(None),
            },
        };
        project::load(&path, &cwd)
            .map(Some)
            .map_err(|e| e.to_string())
    }
}

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub inputs: Inputs,
    /// Evaluate only these claim ids (repeatable).
    #[arg(long = "only", value_name = "ID")]
    pub only: Vec<String>,
    /// Output format [default: table].
    #[arg(long, value_parser = super::report_format())]
    pub format: Option<Format>,
    /// Write the report to FILE (atomically) instead of standard output.
    /// `FORMAT:FILE` (repeatable) also writes that format to FILE from the
    /// same run, e.g. `--format github -o sarif:docdrift.sarif -o
    /// markdown:docdrift.md` (claims are evaluated once).
    #[arg(long, short = 'o', value_name = "[FORMAT:]FILE")]
    pub output: Vec<String>,
    /// Cron mode: report only claims that changed since the last run (new,
    /// verdict or value changed, or their page text changed where they
    /// read); print nothing when nothing did. The exit code is still the
    /// whole run's: 1 while any claim disagrees, listed or not.
    #[arg(long)]
    pub changed_only: bool,
    /// State file for --changed-only [default: SNAPSHOTS/.check-state.json].
    #[arg(long, value_name = "FILE")]
    pub state: Option<PathBuf>,
    /// The same as -v: table lists every claim with all its evidence (the
    /// default lists only problems, one line each); Markdown every section
    /// in full, with no size budget.
    #[arg(long)]
    pub all: bool,
    /// Compare with a saved baseline (or an earlier `--format json` report): known
    /// disagreements are listed on stderr and counted; only new or changed ones fail.
    #[arg(long, value_name = "FILE", conflicts_with = "changed_only")]
    pub baseline: Option<PathBuf>,
    /// Save this run's disagreements as a baseline (reasons and expiry dates already in
    /// FILE or in --baseline are kept).
    #[arg(long, value_name = "FILE", conflicts_with = "changed_only")]
    pub write_baseline: Option<PathBuf>,
}

impl Args {
    /// `-v` (shared by every command) or `--all`.
    fn verbose(&self) -> bool {
        self.all || super::verbose()
    }
}

pub fn run(mut args: Args) -> anyhow::Result<Exit> {
    // `--claims -`: the claims file from standard input.
    let _stdin = match &args.inputs.claims {
        Some(p) if p.as_os_str() == "-" => {
            let saved = super::stdin::save(|_| "toml")?;
            args.inputs.claims = Some(saved.path.clone());
            Some(saved)
        }
        _ => None,
    };
    let loaded = match args.inputs.project() {
        Ok(l) => l,
        Err(e) => {
            eprintln!("docdrift: {e}");
            return Ok(Exit::Usage);
        }
    };
    let outputs = match Outputs::parse(&args.output) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("docdrift: {e}");
            return Ok(Exit::Usage);
        }
    };
    let mut opts = CheckOptions::new(args.inputs.options(args.only.clone()));
    opts.changed_only = args.changed_only;
    opts.state = args.state.clone();
    if let Some(l) = &loaded {
        opts.apply_project(l);
    }
    let format = args
        .format
        .or(loaded.as_ref().and_then(|l| l.format))
        .unwrap_or(Format::Table);
    let mut outcome = match run::check(&opts) {
        Ok(o) => o,
        Err(e) => {
            // A run that fails late (fetching pages, its state file) still
            // says what it found first.
            say_warnings(e.warnings(), super::quiet());
            return run_error(e);
        }
    };
    say_warnings(&outcome.warnings, super::quiet());
    let mut exit = exit_for(outcome.status);
    if args.baseline.is_some() || args.write_baseline.is_some() {
        match super::scan_since::check_baseline(
            args.baseline.as_deref(),
            args.write_baseline.as_deref(),
            &mut outcome.report,
        ) {
            Ok(Some(e)) => exit = e,
            Ok(None) => {}
            Err(code) => return Ok(code),
        }
    }
    // Cron mode with nothing moved: print nothing, but never leave a stale report file.
    if args.changed_only && outcome.report.findings.is_empty() && args.output.is_empty() {
        return Ok(exit);
    }
    let mut root = None;
    let formats = std::iter::once(format).chain(outputs.extra.iter().map(|(f, _)| *f));
    if formats
        .into_iter()
        .any(|f| matches!(f, Format::Sarif | Format::Github))
    {
        // Code scanning and annotations resolve paths from the repo root.
        root = match outcome.relative_to_repo() {
            Ok(r) => Some(r.display().to_string()),
            Err(e) => return run_error(e),
        };
    }
    for (f, path) in &outputs.extra {
        let mut opts = render_options(&args, *f, false);
        opts.root = root.clone();
        emit(&report::render(&outcome.report, *f, &opts), Some(path))?;
    }
    // Cron mode with nothing moved prints nothing on stdout.
    if args.changed_only && outcome.report.findings.is_empty() && outputs.main.is_none() {
        return Ok(exit);
    }
    let mut opts = render_options(&args, format, outputs.main.is_none());
    opts.root = root;
    emit(
        &report::render(&outcome.report, format, &opts),
        outputs.main.as_deref(),
    )?;
    Ok(exit)
}

/// `--output` values: at most one plain FILE (the `--format` report goes
/// there instead of stdout) and any number of `FORMAT:FILE`.
struct Outputs {
    main: Option<PathBuf>,
    extra: Vec<(Format, PathBuf)>,
}

impl Outputs {
    fn parse(values: &[String]) -> Result<Outputs, String> {
        let mut out = Outputs {
            main: None,
            extra: Vec::new(),
        };
        for v in values {
            match v.split_once(':').and_then(|(f, p)| Some((f.parse::<Format>().ok()?, p))) {
                Some((_, "")) => return Err(format!("--output {v}: give a file after the format")),
                Some((f, p)) => out.extra.push((f, PathBuf::from(p))),
                None if out.main.is_some() => {
                    return Err(format!(
                        "--output {v}: a second plain FILE; name its format as FORMAT:FILE (e.g. sarif:{v})"
                    ))
                }
                None => out.main = Some(PathBuf::from(v)),
            }
        }
        Ok(out)
    }
}

pub(super) fn say_warnings(warnings: &[Warning], quiet: bool) {
    for w in warnings {
        // A refused snapshot is said even with --quiet (it always was).
        if !quiet || matches!(w, Warning::NotStored(_)) {
            eprintln!("docdrift: {w}");
        }
    }
}

fn render_options(args: &Args, format: Format, to_stdout: bool) -> RenderOptions {
    RenderOptions {
        width: Some(if to_stdout {
            super::stdout_width()
        } else {
            docdrift_core::report::DEFAULT_WIDTH
        }),
        color: format == Format::Table && to_stdout && super::stdout_color(),
        // In cron mode every listed claim changed: show why, agreeing or not
        // (but a Markdown report keeps its PR-comment budget unless -v).
        verbose: args.verbose() || args.changed_only,
        keep_budget: args.changed_only && !args.verbose(),
        compact: true,
        root: None,
    }
}

/// Print a [`RunError`] the way `check` always has and choose its exit
/// code; failures underneath go up to `main` unchanged.
pub(super) fn run_error(e: RunError) -> anyhow::Result<Exit> {
    match e {
        e @ RunError::CurrentDir(_) => Err(e.into()),
        // Not a usage error: `main` prints it with its cause.
        e @ RunError::StateNotSaved { .. } => Err(e.into()),
        // Exactly the error underneath, as before the warnings travelled with it.
        RunError::FetchStopped(s) => Err(match s.error {
            RefreshError::Fetch(e) => (*e).into(),
            RefreshError::Snapshot(e) => (*e).into(),
        }),
        RunError::Target(_) => {
            eprintln!("docdrift: error: {e}");
            Ok(Exit::Usage)
        }
        e => {
            eprintln!("docdrift: {e}");
            Ok(Exit::Usage)
        }
    }
}

/// 0, 1 or 3 (docs/report.md).
pub fn exit_for(status: Status) -> Exit {
    match status {
        Status::Agree => Exit::Ok,
        Status::Drift => Exit::Drift,
        Status::Unavailable => Exit::Unavailable,
    }
}

/// Print to stdout, or write `path` atomically.
pub fn emit(out: &str, path: Option<&std::path::Path>) -> anyhow::Result<()> {
    match path {
        Some(path) => docdrift_core::core::atomic::write(path, out.as_bytes())
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
