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
use crate::claims::evaluate::{self, Context};
use crate::claims::state::CheckState;
use crate::claims::{self, ClaimsFile};
use crate::core::finding::{Report, Verdict};
use crate::pages::snapshot::Store;
use crate::report::{self, Format, RenderOptions};
use anyhow::Context as _;
#[allow(unused_imports)]
use std::io::Write;
use std::path::{Path, PathBuf};

// moved to the library; re-exported so existing paths keep working
#[allow(unused_imports)]
pub use crate::claims::page_changes::{fetch_pages, page_change_for};

/// Where claims, pages and code come from; shared by `check` and `evidence`.
#[derive(Debug, Clone, clap::Args)]
pub struct Inputs {
    /// Claims file or directory of `*.toml` claims files [default: claims].
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
    /// Directory relative paths inside claims files resolve against: the
    /// config file's directory when one is used, else the current one.
    #[arg(skip)]
    pub base_dir: Option<PathBuf>,
    /// Claim ids docdrift.toml accepts disagreements of: each must name a
    /// claim (checked with the claims, before anything is fetched).
    #[arg(skip)]
    pub accepted_ids: Vec<String>,
}

impl Inputs {
    pub fn claims_path(&self) -> PathBuf {
        self.claims.clone().unwrap_or_else(|| "claims".into())
    }

    pub fn snapshots_path(&self) -> PathBuf {
        self.snapshots.clone().unwrap_or_else(|| "snapshots".into())
    }

    /// Fill what the flags left unset from docdrift.toml (found upward from
    /// the current directory, or `--config`). `Err` is a usage error,
    /// already worded. Returns the loaded file, if any.
    pub fn apply_config(&mut self) -> Result<Option<super::config::Loaded>, String> {
        if self.no_config {
            return Ok(None);
        }
        let cwd =
            std::env::current_dir().map_err(|e| format!("reading the current directory: {e}"))?;
        let path = match &self.config {
            Some(p) => {
                if !p.is_file() {
                    return Err(format!("--config {}: no such file", p.display()));
                }
                p.clone()
            }
            None => match super::config::discover(&cwd) {
                Some(p) => p,
                None => return Ok(None),
            },
        };
        let loaded = super::config::load(&path, &cwd).map_err(|e| e.to_string())?;
        let c = &loaded.check;
        self.claims = self.claims.take().or_else(|| c.claims.clone());
        self.snapshots = self.snapshots.take().or_else(|| c.snapshots.clone());
        self.checkout = self.checkout.take().or_else(|| c.checkout.clone());
        self.docs_base = self.docs_base.take().or_else(|| c.docs_base.clone());
        self.base_dir = Some(loaded.dir.clone());
        self.accepted_ids = loaded.accept.iter().map(|a| a.claim.clone()).collect();
        Ok(Some(loaded))
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
    #[arg(long, value_enum)]
    pub format: Option<Format>,
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
    /// Table: list every claim with all its evidence (the default lists
    /// only problems, one line each). Markdown: every section in full, with
    /// no size budget.
    #[arg(long, short = 'v', visible_alias = "all")]
    pub verbose: bool,
    /// Print no warnings on stderr (failed page refreshes); the report and
    /// the exit code are unchanged. Usage errors are still printed.
    #[arg(long, short = 'q')]
    pub quiet: bool,
}

/// What [`build`] produced: the report, the claims files it evaluated, and
/// the pages `--fetch` could not refresh (URL → why).
pub struct Built {
    pub report: Report,
    pub files: Vec<ClaimsFile>,
    pub fetch_failed: std::collections::BTreeMap<String, String>,
}

/// Load, select and evaluate claims. `Err(Exit)` when the claims files are
/// invalid or the selection names no claim (the message is already printed).
/// Failed page refreshes are printed to stderr.
pub fn build_report(sel: &Inputs, only: &[String]) -> anyhow::Result<Result<Report, Exit>> {
    Ok(build(sel, only)?.map(|b| {
        for (url, why) in &b.fetch_failed {
            eprintln!("docdrift: refreshing {url} failed ({why}); any previous snapshot is kept");
        }
        b.report
    }))
}

/// Usage errors in the inputs, found before anything is fetched, run or
/// written: one message instead of the same error on every claim.
fn check_inputs(sel: &Inputs, files: &[ClaimsFile]) -> Result<(), String> {
    if let Some(c) = &sel.checkout {
        if !c.is_dir() {
            return Err(format!(
                "--checkout {}: no such directory (it is the root of the code checkout)",
                c.display()
            ));
        }
    }
    let web_pages = files
        .iter()
        .flat_map(|f| &f.claims)
        .filter_map(|c| c.docs.as_ref()?.page.as_deref())
        .filter(|p| is_web(p))
        .count();
    if web_pages > 0 && !sel.fetch {
        match std::fs::metadata(sel.snapshots_path()) {
            Ok(m) if m.is_dir() => {}
            Ok(_) => {
                return Err(format!(
                    "--snapshots {}: not a directory",
                    sel.snapshots_path().display()
                ))
            }
            Err(_) => {
                return Err(format!(
                    "--snapshots {}: no such directory, and {web_pages} claims read pages from it; \
                     pass the directory `docdrift fetch`/`crawl` wrote, or --fetch to create it",
                    sel.snapshots_path().display()
                ))
            }
        }
    }
    Ok(())
}

fn is_web(page: &str) -> bool {
    page.starts_with("http://") || page.starts_with("https://")
}

/// Where `--docs-base` points: a directory URL (a trailing `/` added, so
/// `…/docs` means the `docs/` directory) or an existing local directory.
enum DocsBase {
    Url(url::Url),
    Dir(PathBuf),
}

fn docs_base_target(base: &str) -> Result<DocsBase, String> {
    if is_web(base) {
        let mut u = url::Url::parse(base)
            .map_err(|e| format!("--docs-base {base:?}: not a valid URL: {e}"))?;
        if !u.path().ends_with('/') {
            let p = format!("{}/", u.path());
            u.set_path(&p);
        }
        u.set_query(None);
        u.set_fragment(None);
        return Ok(DocsBase::Url(u));
    }
    let path = PathBuf::from(base.strip_prefix("file://").unwrap_or(base));
    if path.is_dir() {
        return std::path::absolute(&path)
            .map(DocsBase::Dir)
            .map_err(|e| format!("--docs-base {base:?}: {e}"));
    }
    Err(format!(
        "--docs-base {base:?}: expected an http(s) URL or an existing directory of built HTML"
    ))
}

/// Re-root every page under a claims file's `target.docs` onto `base`.
/// Pages elsewhere (another site, local markdown) are left as they are.
fn rebase_docs(files: &mut [ClaimsFile], base: &DocsBase) {
    for f in files {
        let Some(old) = f
            .target
            .docs
            .as_deref()
            .and_then(|o| url::Url::parse(o).ok())
        else {
            continue;
        };
        // The directory relative pages were joined onto (url::Url::join
        // semantics, as when the claims file was read).
        let Ok(old_dir) = old.join("./") else {
            continue;
        };
        let old_dir = old_dir.to_string();
        let moved = |page: &str| -> Option<String> {
            let rest = page.strip_prefix(old_dir.as_str())?;
            Some(match base {
                DocsBase::Url(u) => format!("{u}{rest}"),
                DocsBase::Dir(d) => {
                    // A local build serves `guide/` as `guide/index.html`.
                    let rest = rest.split(['?', '#']).next().unwrap_or("");
                    let mut p = d.join(rest);
                    if rest.is_empty() || rest.ends_with('/') {
                        p = p.join("index.html");
                    }
                    p.display().to_string()
                }
            })
        };
        for page in f.pages.values_mut() {
            if let Some(new) = moved(page) {
                *page = new;
            }
        }
        for c in &mut f.claims {
            if let Some(d) = c.docs.as_mut() {
                if let Some(new) = d.page.as_deref().and_then(moved) {
                    d.page = Some(new);
                }
            }
        }
        f.target.docs = Some(match base {
            DocsBase::Url(u) => u.to_string(),
            DocsBase::Dir(d) => d.display().to_string(),
        });
    }
}

/// Load, select and evaluate claims; fetch failures are returned, not
/// printed, so `check` can decide which are worth saying.
pub fn build(sel: &Inputs, only: &[String]) -> anyhow::Result<Result<Built, Exit>> {
    let base_dir = match &sel.base_dir {
        Some(d) => d.clone(),
        None => std::env::current_dir().context("reading the current directory")?,
    };
    // Local pages are read only under these roots (plus each claims file's docs_dir).
    let mut roots: Vec<PathBuf> = std::iter::once(sel.snapshots_path())
        .chain(sel.docs_roots.iter().cloned())
        .collect();
    if let Some(base) = &sel.docs_base {
        if let Ok(DocsBase::Dir(d)) = docs_base_target(base) {
            roots.push(d);
        }
    }
    let access = claims::PageAccess {
        roots,
        allow_outside: sel.allow_outside_pages,
        env: sel.env.clone(),
        checkout_override: sel.checkout.is_some(),
        confine_target_dirs: true,
    };
    let files = match claims::load_with(&sel.claims_path(), &base_dir, &access) {
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
                sel.claims_path().display()
            );
            return Ok(Err(Exit::Usage));
        }
    };
    if only.is_empty() {
        if let Some(id) = sel
            .accepted_ids
            .iter()
            .find(|id| !files.iter().any(|f| f.claims.iter().any(|c| &c.id == *id)))
        {
            eprintln!("docdrift: docdrift.toml accepts claim `{id}`, which no claims file defines");
            return Ok(Err(Exit::Usage));
        }
    }
    let mut files = files;
    if let Some(base) = &sel.docs_base {
        match docs_base_target(base) {
            Ok(b) => rebase_docs(&mut files, &b),
            Err(e) => {
                eprintln!("docdrift: {e}");
                return Ok(Err(Exit::Usage));
            }
        }
    }
    // After --docs-base: a local build needs no snapshot directory.
    if let Err(e) = check_inputs(sel, &files) {
        eprintln!("docdrift: {e}");
        return Ok(Err(Exit::Usage));
    }
    let store = Store::new(sel.snapshots_path());
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
    Ok(Ok(Built {
        report,
        files,
        fetch_failed: failed,
    }))
}

pub fn run(mut args: Args) -> anyhow::Result<Exit> {
    let loaded = match args.inputs.apply_config() {
        Ok(l) => l,
        Err(e) => {
            eprintln!("docdrift: {e}");
            return Ok(Exit::Usage);
        }
    };
    let format = args
        .format
        .or(loaded.as_ref().and_then(|l| l.format))
        .unwrap_or(Format::Table);
    let state = args
        .state
        .clone()
        .or_else(|| loaded.as_ref().and_then(|l| l.check.state.clone()));
    // The state file is read first: a corrupt one is a usage error before
    // any page is fetched.
    let state_path =
        state.unwrap_or_else(|| args.inputs.snapshots_path().join(".check-state.json"));
    let prev = if args.changed_only {
        match CheckState::load(&state_path) {
            Ok(s) => Some(s),
            Err(e) => {
                eprintln!("docdrift: {e}");
                return Ok(Exit::Usage);
            }
        }
    } else {
        None
    };
    let Built {
        mut report,
        files,
        fetch_failed,
    } = match build(&args.inputs, &args.only)? {
        Ok(b) => b,
        Err(code) => return Ok(code),
    };
    let accepts = loaded.as_ref().map(|l| l.accept.as_slice()).unwrap_or(&[]);
    let accepted = apply_accepts(&mut report, accepts, &args);
    // The exit code is the whole run's, whatever is printed: a claim that
    // still disagrees keeps a cron job failing even on a night when only
    // agreeing claims changed. Accepted disagreements do not count.
    let exit = exit_for_accepted(&report, &accepted);
    let warn = |url: &str, why: &str| {
        if !args.quiet {
            eprintln!("docdrift: refreshing {url} failed ({why}); read its previous snapshot");
        }
    };
    if let Some(prev) = prev {
        let mut now = CheckState::from_findings(&report.findings);
        // A page that keeps failing is said once, the night it starts; the
        // claims reading it still carry a [stale] note when they are listed.
        let stamp = crate::report::rfc3339(&chrono::Utc::now());
        for (url, why) in &fetch_failed {
            let since = match prev.fetch_failures.get(url) {
                Some(since) => since.clone(),
                None => {
                    warn(url, why);
                    stamp.clone()
                }
            };
            now.fetch_failures.insert(url.clone(), since);
        }
        let store = Store::new(args.inputs.snapshots_path());
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
        now.save(&state_path)
            .with_context(|| format!("writing {}", state_path.display()))?;
        report = Report::new(
            report.claims_files.clone(),
            report.checkout.clone(),
            relevant,
        );
        if report.findings.is_empty() {
            // Nothing moved: print nothing, but never leave a stale report file.
            if let Some(path) = &args.output {
                let opts = render_options(&args, format, &files)?;
                emit(&report::render(&report, format, &opts), Some(path))?;
            }
            return Ok(exit);
        }
    } else {
        for (url, why) in &fetch_failed {
            warn(url, why);
        }
    }
    let opts = render_options(&args, format, &files)?;
    if matches!(format, Format::Sarif | Format::Github) {
        if let Some(root) = &opts.root {
            repo_relative(&mut report, &files, &args.inputs, Path::new(root))?;
        }
    }
    let out = report::render(&report, format, &opts);
    emit(&out, args.output.as_deref())?;
    Ok(exit)
}

fn render_options(
    args: &Args,
    format: Format,
    files: &[ClaimsFile],
) -> anyhow::Result<RenderOptions> {
    let to_stdout = args.output.is_none();
    Ok(RenderOptions {
        width: Some(if to_stdout {
            super::stdout_width()
        } else {
            crate::report::DEFAULT_WIDTH
        }),
        color: format == Format::Table && to_stdout && super::stdout_color(),
        // In cron mode every listed claim changed: show why, agreeing or not.
        verbose: args.verbose || args.changed_only,
        compact: true,
        root: if matches!(format, Format::Sarif | Format::Github) {
            Some(repo_root(files, &args.inputs)?.display().to_string())
        } else {
            None
        },
    })
}

/// The directory SARIF and GitHub paths are relative to: the git toplevel
/// containing the code checkout (GitHub resolves paths against the
/// repository), else the current directory.
fn repo_root(files: &[ClaimsFile], sel: &Inputs) -> anyhow::Result<PathBuf> {
    let cwd = std::env::current_dir().context("reading the current directory")?;
    let checkout = sel
        .checkout
        .clone()
        .or_else(|| files.iter().find_map(|f| f.target.checkout.clone()))
        .filter(|c| c.is_dir());
    let toplevel = |dir: &Path| -> Option<PathBuf> {
        let out = std::process::Command::new("git")
            .arg("-C")
            .arg(dir)
            .args(["rev-parse", "--show-toplevel"])
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        if !out.status.success() {
            return None;
        }
        let s = String::from_utf8(out.stdout).ok()?;
        Some(PathBuf::from(s.trim_end_matches(['\n', '\r'])))
    };
    let root = checkout
        .as_deref()
        .and_then(toplevel)
        .or_else(|| toplevel(&cwd))
        .unwrap_or(cwd);
    Ok(root.canonicalize().unwrap_or(root))
}

/// Rewrite code, claims-file and local-docs paths relative to `root`
/// (code paths arrive relative to their checkout, claims paths relative
/// to the current directory). A path outside `root` becomes absolute.
fn repo_relative(
    report: &mut Report,
    files: &[ClaimsFile],
    sel: &Inputs,
    root: &Path,
) -> anyhow::Result<()> {
    let cwd = std::env::current_dir().context("reading the current directory")?;
    let rel = |p: &Path| -> String {
        let abs = cwd.join(p);
        let abs = abs.canonicalize().unwrap_or(abs);
        match abs.strip_prefix(root) {
            Ok(r) => r.to_string_lossy().replace('\\', "/"),
            Err(_) => abs.display().to_string(),
        }
    };
    for f in &mut report.findings {
        let checkout = sel.checkout.clone().or_else(|| {
            files
                .iter()
                .find(|cf| cf.path.display().to_string() == f.claims_file)
                .and_then(|cf| cf.target.checkout.clone())
        });
        if let Some(checkout) = checkout {
            for c in &mut f.code {
                c.file = rel(&checkout.join(&c.file));
            }
        }
        for d in &mut f.docs {
            if !is_web(&d.url) {
                d.url = rel(Path::new(&d.url));
            }
        }
        if !f.claims_file.is_empty() {
            f.claims_file = rel(Path::new(&f.claims_file));
        }
    }
    Ok(())
}

/// Print to stdout, or write `path` atomically.
pub fn emit(out: &str, path: Option<&std::path::Path>) -> anyhow::Result<()> {
    match path {
        Some(path) => crate::core::atomic::write(path, out.as_bytes())
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
    exit_for_accepted(report, &Default::default())
}

/// [`exit_for`], not counting the disagreements of `accepted` claim ids.
fn exit_for_accepted(report: &Report, accepted: &std::collections::BTreeSet<String>) -> Exit {
    let has = |v| {
        report
            .findings
            .iter()
            .any(|f| f.verdict == v && !(v == Verdict::Disagree && accepted.contains(&f.id)))
    };
    if has(Verdict::Disagree) {
        Exit::Drift
    } else if has(Verdict::Error) {
        Exit::Unavailable
    } else {
        Exit::Ok
    }
}

/// Mark the disagreements docdrift.toml accepts (until a date, for a
/// reason) and return their ids; an expired acceptance is said in the
/// finding and does not count. An acceptance for a claim that now agrees
/// is a warning (remove it). (One naming no claim was refused by [`build`].)
fn apply_accepts(
    report: &mut Report,
    accepts: &[super::config::Accept],
    args: &Args,
) -> std::collections::BTreeSet<String> {
    let today = chrono::Local::now().date_naive();
    let mut accepted = std::collections::BTreeSet::new();
    for a in accepts {
        let Some(f) = report.findings.iter_mut().find(|f| f.id == a.claim) else {
            continue;
        };
        let until = a.until.map(|d| format!(" until {d}")).unwrap_or_default();
        match f.verdict {
            Verdict::Disagree if a.until.is_none_or(|d| d >= today) => {
                f.message
                    .push_str(&format!(" [accepted{until}: {}]", a.reason));
                f.details
                    .push(format!("accepted in docdrift.toml{until}: {}", a.reason));
                accepted.insert(a.claim.clone());
            }
            Verdict::Disagree => {
                f.message.push_str(&format!(" [acceptance expired{until}]"));
                f.details.push(format!(
                    "the acceptance in docdrift.toml ran out{until}: {}",
                    a.reason
                ));
            }
            Verdict::Agree if !args.quiet => eprintln!(
                "docdrift: claim `{}` agrees now; remove its acceptance from docdrift.toml",
                a.claim
            ),
            _ => {}
        }
    }
    accepted
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
