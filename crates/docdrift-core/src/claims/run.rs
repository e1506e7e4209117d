//! One audit run as a library call: everything `docdrift check` and
//! `docdrift evidence` do between parsing flags and printing.
//!
//! [`evaluate`](fn@evaluate) loads the claims files, keeps the `only` selection, validates
//! the inputs (all before any page is fetched or any file written), re-roots
//! pages onto a docs base, refreshes pages when asked and evaluates every
//! claim. [`check`] adds what a release gate needs: the disagreements
//! docdrift.toml accepts, the run's [`Status`], and the `--changed-only`
//! state. Nothing here prints: warnings come back as [`Warning`]s and usage
//! problems as [`RunError`]s, worded as the command line shows them.

use crate::claims::evaluate::{self, Context};
use crate::claims::page_changes::{self, page_change_for};
use crate::claims::project::{Accept, Loaded};
use crate::claims::state::{CheckState, StateError};
use crate::claims::{self, ClaimsError, ClaimsFile};
use crate::core::finding::{Report, Verdict};
use crate::pages::snapshot::Store;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

mod docs_base;
mod repo_paths;

pub use docs_base::DocsBase;

/// Where claims, pages and code come from. Paths left `None` take the
/// defaults the command line documents (`claims`, `snapshots`).
#[derive(Debug, Clone, Default)]
pub struct RunOptions {
    /// Claims file or directory of `*.toml` claims files [default: claims].
    pub claims: Option<PathBuf>,
    /// Snapshot directory pages are read from (and written to with `fetch`)
    /// [default: snapshots].
    pub snapshots: Option<PathBuf>,
    /// Code checkout root; overrides every claims file's `target.checkout`.
    pub checkout: Option<PathBuf>,
    /// Fetch every page the claims read before evaluating.
    pub fetch: bool,
    /// Run probe claims (they execute commands named in the claims file).
    pub allow_probes: bool,
    /// Rust target for claims that name none.
    pub rust_target: Option<String>,
    /// Directories local docs pages may be read from, besides each claims
    /// file's `target.docs_dir` and the snapshot store.
    pub docs_roots: Vec<PathBuf>,
    /// Let claims files read local pages anywhere.
    pub allow_outside_pages: bool,
    /// Environment variables `${NAME}` in a `[target]` may read, besides `DOCDRIFT_*`.
    pub env: Vec<String>,
    /// Docs base URL or local directory of built HTML replacing every
    /// claims file's `target.docs`.
    pub docs_base: Option<String>,
    /// Directory relative paths inside claims files resolve against
    /// [default: the current directory].
    pub base_dir: Option<PathBuf>,
    /// Evaluate only these claim ids (empty: all).
    pub only: Vec<String>,
    /// `--deployed-sources DIR`: compare every `[pages]` page with its source under DIR
    /// (see [`crate::claims::deployed_pages`]).
    pub deployed_sources: Option<String>,
    /// Disagreements docdrift.toml accepts. Each must name a claim (checked
    /// with the claims); only [`check`] applies them.
    pub accepts: Vec<Accept>,
    /// `--untrusted`: the claims come from a pull request. No `${DOCDRIFT_*}` expansion
    /// beyond `--env`, and `--fetch` may reach a non-public address only when
    /// `--allow-host` names it (a claims file's own docs host is not enough).
    pub untrusted: bool,
    /// `--allow-host`: hosts `--fetch` may reach besides the claims files' docs hosts,
    /// non-public addresses included.
    pub allow_hosts: Vec<String>,
}

impl RunOptions {
    /// The claims file or directory to read: [`RunOptions::claims`], or `claims`.
    pub fn claims_path(&self) -> PathBuf {
        self.claims.clone().unwrap_or_else(|| "claims".into())
    }

    /// The snapshot directory: [`RunOptions::snapshots`], or `snapshots`.
    pub fn snapshots_path(&self) -> PathBuf {
        self.snapshots.clone().unwrap_or_else(|| "snapshots".into())
    }

    /// Fill what the caller left unset from a loaded docdrift.toml (flags
    /// beat the file); relative paths in claims files then resolve against
    /// the file's directory, and its acceptances apply.
    pub fn apply_project(&mut self, loaded: &Loaded) {
        let c = &loaded.check;
        self.claims = self.claims.take().or_else(|| c.claims.clone());
        self.snapshots = self.snapshots.take().or_else(|| c.snapshots.clone());
        self.checkout = self.checkout.take().or_else(|| c.checkout.clone());
        self.docs_base = self.docs_base.take().or_else(|| c.docs_base.clone());
        // A list: names on the command line replace the file's, as other flags do.
        if self.env.is_empty() {
            self.env = c.env.clone();
        }
        self.base_dir = Some(loaded.dir.clone());
        self.accepts = loaded.accept.clone();
    }
}

/// [`RunOptions`] plus what only `check` does.
#[derive(Debug, Clone)]
pub struct CheckOptions {
    /// Where claims, pages and code come from, as for `evidence`.
    pub run: RunOptions,
    /// Keep only the claims that changed since the run recorded in the state
    /// file (new, verdict or value changed, or their page text changed where
    /// they read), and record this run there.
    pub changed_only: bool,
    /// State file for `changed_only` [default: SNAPSHOTS/.check-state.json].
    pub state: Option<PathBuf>,
    /// The day acceptances are judged on (an `until` date is inclusive).
    pub today: chrono::NaiveDate,
}

impl CheckOptions {
    /// `run` with no changed-only state, judged today (local time).
    pub fn new(run: RunOptions) -> CheckOptions {
        CheckOptions {
            run,
            changed_only: false,
            state: None,
            today: chrono::Local::now().date_naive(),
        }
    }

    /// The `--changed-only` state file: [`CheckOptions::state`], or `.check-state.json` in the
    /// snapshot directory.
    pub fn state_path(&self) -> PathBuf {
        self.state
            .clone()
            .unwrap_or_else(|| self.run.snapshots_path().join(".check-state.json"))
    }

    /// [`RunOptions::apply_project`], and the file's state path.
    pub fn apply_project(&mut self, loaded: &Loaded) {
        self.run.apply_project(loaded);
        self.state = self.state.take().or_else(|| loaded.check.state.clone());
    }
}

/// Why a run could not start or finish. Every variant but
/// [`RunError::FetchStopped`], [`RunError::StateNotSaved`] and
/// [`RunError::CurrentDir`] is a usage problem found before any page is fetched
/// or any file written; the message names the flag or file to fix.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// A claims file could not be read or is invalid.
    #[error(transparent)]
    Claims(#[from] ClaimsError),
    /// `--only`/`evidence ID` named ids that no claims file defines.
    #[error("no claim has id {} (in {})", ids.join(", "), claims.display())]
    UnknownIds {
        /// The requested ids that no claims file defines.
        ids: Vec<String>,
        /// The claims file or directory searched.
        claims: PathBuf,
    },
    /// docdrift.toml accepts a disagreement of a claim id no claims file defines.
    #[error("docdrift.toml accepts claim `{0}`, which no claims file defines")]
    UnknownAcceptance(String),
    /// `--docs-base` looks like a URL but does not parse as one.
    #[error("--docs-base {base:?}: not a valid URL: {source}")]
    DocsBaseUrl {
        /// The `--docs-base` value as given.
        base: String,
        /// Why the URL does not parse.
        source: url::ParseError,
    },
    /// `--docs-base` names a directory whose absolute path cannot be formed.
    #[error("--docs-base {base:?}: {source}")]
    DocsBaseDir {
        /// The `--docs-base` value as given.
        base: String,
        /// The error from making it absolute (the current directory is unreadable).
        source: std::io::Error,
    },
    /// `--docs-base` is neither an http(s) URL nor an existing directory.
    #[error("--docs-base {0:?}: expected an http(s) URL or an existing directory of built HTML")]
    DocsBaseMissing(String),
    /// `--checkout` names no directory.
    #[error("--checkout {}: no such directory (it is the root of the code checkout)", .0.display())]
    NoCheckout(PathBuf),
    /// The snapshot path exists but is not a directory.
    #[error("--snapshots {}: not a directory", .0.display())]
    SnapshotsNotDir(PathBuf),
    /// `--untrusted`: the snapshot store lies inside the project by its spelling but a
    /// symlink (committed by the pull request) takes it elsewhere.
    #[error(
        "{}: the snapshot store is a symlink out of the project directory; --untrusted refuses \
         it (pass --snapshots DIR naming the store you trust)",
        .0.display()
    )]
    SnapshotsLinkOut(PathBuf),
    /// The snapshot directory does not exist, some claims read web pages from it, and `--fetch` is
    /// off.
    #[error(
        "--snapshots {}: no such directory, and {pages} claims read pages from it; \
         pass the directory `docdrift fetch`/`crawl` wrote, or --fetch to create it",
        path.display()
    )]
    NoSnapshots {
        /// The snapshot directory that does not exist.
        path: PathBuf,
        /// How many claims read a web page from it.
        pages: usize,
    },
    /// An unknown `--target` triple.
    #[error("--target: {0}")]
    Target(String),
    /// A `--deployed-sources` directory that leaves the checkout.
    #[error("{0}")]
    DeployedSources(String),
    /// The `--changed-only` state file cannot be read.
    #[error(transparent)]
    State(#[from] StateError),
    /// `fetch` stopped partway, e.g. a page's failure record could not be
    /// written: not a usage error. Says what its `error` says.
    #[error(transparent)]
    FetchStopped(FetchStopped),
    /// The `--changed-only` state file could not be written, after the run
    /// was evaluated: not a usage error. `warnings` are those that arose
    /// before; a caller says them first, as for a run that succeeds.
    #[error("writing {}", path.display())]
    StateNotSaved {
        /// The state file that could not be written.
        path: PathBuf,
        /// The I/O error from writing it.
        #[source]
        source: std::io::Error,
        /// The warnings given before the write failed.
        warnings: Vec<Warning>,
    },
    /// The current directory could not be read (deleted under the run): not a usage error.
    #[error("reading the current directory")]
    CurrentDir(#[source] std::io::Error),
}

impl RunError {
    /// The warnings that arose before the run failed (only a run that got
    /// as far as fetching pages has any).
    pub fn warnings(&self) -> &[Warning] {
        match self {
            RunError::StateNotSaved { warnings, .. } => warnings,
            RunError::FetchStopped(s) => &s.warnings,
            _ => &[],
        }
    }
}

/// [`RunError::FetchStopped`]: why refreshing the pages stopped, and the
/// warnings it gave before (refused snapshots); a caller says them first.
/// Displays as `error` itself, with `error`'s causes.
#[derive(Debug)]
pub struct FetchStopped {
    /// Why refreshing stopped.
    pub error: page_changes::RefreshError,
    /// The warnings given before.
    pub warnings: Vec<Warning>,
}

impl std::fmt::Display for FetchStopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.error, f)
    }
}

impl std::error::Error for FetchStopped {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.error)
    }
}

/// Something worth saying that does not stop the run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// The store refused a fetched response (e.g. an empty 200) and kept the
    /// previous snapshot: the store's error.
    NotStored(String),
    /// docdrift.toml accepts a disagreement of a claim that agrees now.
    AcceptanceUnneeded {
        /// The id of the claim that agrees.
        claim: String,
    },
    /// A page could not be refreshed; its claims read the previous snapshot.
    /// In changed-only mode said once, the run it starts failing.
    RefreshFailed {
        /// The page's URL.
        url: String,
        /// Why the fetch failed (the fetcher's error or the HTTP status).
        why: String,
        /// Whether the store had a snapshot to fall back on.
        snapshot: bool,
    },
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Warning::NotStored(e) => write!(f, "{e}"),
            Warning::AcceptanceUnneeded { claim } => write!(
                f,
                "claim `{claim}` agrees now; remove its acceptance from docdrift.toml"
            ),
            Warning::RefreshFailed {
                url,
                why,
                snapshot: true,
            } => write!(
                f,
                "refreshing {url} failed ({why}); read its previous snapshot"
            ),
            Warning::RefreshFailed { url, why, .. } => write!(
                f,
                "fetching {url} failed ({why}) and there is no earlier snapshot of it; the claims reading it are errors"
            ),
        }
    }
}

/// What [`evaluate`](fn@evaluate) produced.
#[derive(Debug)]
pub struct Evaluated {
    /// Every claim's finding, in file order.
    pub report: Report,
    /// The claims files evaluated, after selection and docs-base rebasing.
    pub files: Vec<ClaimsFile>,
    /// Pages `fetch` could not refresh, URL → why.
    pub fetch_failed: BTreeMap<String, String>,
    /// Only [`Warning::NotStored`]; what to say about `fetch_failed` is the caller's choice.
    pub warnings: Vec<Warning>,
}

/// The verdict of a whole run, as a release gate reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Every claim agreed (or was skipped, or its disagreement is accepted).
    Agree,
    /// At least one disagreement that is not accepted.
    Drift,
    /// Some claim could not be evaluated and none disagreed.
    Unavailable,
}

impl Status {
    /// Drift wins over unavailable: a disagreement is the signal a release
    /// gate needs even when another claim could not be evaluated. The
    /// disagreements of `accepted` claim ids do not count.
    pub fn of(report: &Report, accepted: &BTreeSet<String>) -> Status {
        let has = |v| {
            report
                .findings
                .iter()
                .any(|f| f.verdict == v && !(v == Verdict::Disagree && accepted.contains(&f.id)))
        };
        if has(Verdict::Disagree) {
            Status::Drift
        } else if has(Verdict::Error) {
            Status::Unavailable
        } else {
            Status::Agree
        }
    }
}

/// What [`check`] produced.
#[derive(Debug)]
pub struct CheckOutcome {
    /// The findings to show: all of them, or in changed-only mode those that
    /// changed (each with a first detail saying why). Empty means nothing moved.
    pub report: Report,
    /// The claims files evaluated, after selection and docs-base rebasing.
    pub files: Vec<ClaimsFile>,
    /// The whole run's verdict, whatever `report` keeps: a claim that still
    /// disagrees keeps a cron job failing even on a night when only agreeing
    /// claims changed.
    pub status: Status,
    /// In the order they arose.
    pub warnings: Vec<Warning>,
    /// The checkout that overrode every claims file's, if any.
    checkout: Option<PathBuf>,
}

impl CheckOutcome {
    /// For SARIF and GitHub annotations: rewrite code, claims-file and
    /// local-docs paths relative to the repository root, and return that root
    /// (the git toplevel containing the code checkout, else the current
    /// directory). A path outside the root becomes absolute.
    pub fn relative_to_repo(&mut self) -> Result<PathBuf, RunError> {
        let root = repo_paths::repo_root(&self.files, self.checkout.as_deref())?;
        repo_paths::repo_relative(
            &mut self.report,
            &self.files,
            self.checkout.as_deref(),
            &root,
        )?;
        Ok(root)
    }
}

fn is_web(page: &str) -> bool {
    page.starts_with("http://") || page.starts_with("https://")
}

/// Where `--fetch` may go: the hosts of the claims files' `docs` bases, `--docs-base` and
/// `--allow-host`, nothing else. A non-public address (loopback, private, link-local: the
/// cloud metadata service is one) only for hosts the user named (`--docs-base`,
/// `--allow-host`) or, when the claims are trusted, a claims file's own docs host.
fn fetch_policy(files: &[ClaimsFile], opts: &RunOptions) -> crate::pages::netpolicy::NetPolicy {
    use crate::pages::netpolicy::{host_of, NetPolicy};
    let docs_hosts: std::collections::BTreeSet<String> = files
        .iter()
        .filter_map(|f| f.target.docs.as_deref().and_then(host_of))
        .collect();
    let mut policy = NetPolicy {
        hosts: Some(docs_hosts.clone()),
        private_ok: if opts.untrusted {
            Default::default()
        } else {
            docs_hosts
        },
    };
    if let Some(h) = opts.docs_base.as_deref().and_then(host_of) {
        policy.allow_host(&h);
    }
    for h in &opts.allow_hosts {
        policy.allow_host(h);
    }
    policy
}

/// Load, select, validate, fetch (when asked) and evaluate.
pub fn evaluate(opts: &RunOptions) -> Result<Evaluated, RunError> {
    let base_dir = match &opts.base_dir {
        Some(d) => d.clone(),
        None => std::env::current_dir().map_err(RunError::CurrentDir)?,
    };
    // A pull request may commit `snapshots` as a link to a directory elsewhere; the store
    // then reads only regular files inside that directory, but in untrusted mode the job's
    // author names a store outside the project or none at all.
    if opts.untrusted && opts.snapshots.is_none() {
        let store = base_dir.join(opts.snapshots_path());
        if let (Ok(real), Ok(base)) = (store.canonicalize(), base_dir.canonicalize()) {
            if !real.starts_with(&base) {
                return Err(RunError::SnapshotsLinkOut(opts.snapshots_path()));
            }
        }
    }
    // Local pages are read only under these roots (plus each claims file's docs_dir).
    let mut roots: Vec<PathBuf> = std::iter::once(opts.snapshots_path())
        .chain(opts.docs_roots.iter().cloned())
        .collect();
    if let Some(base) = &opts.docs_base {
        if let Ok(DocsBase::Dir(d)) = DocsBase::parse(base) {
            roots.push(d);
        }
    }
    let access = claims::PageAccess {
        roots,
        allow_outside: opts.allow_outside_pages,
        env: opts.env.clone(),
        checkout_override: opts.checkout.is_some(),
        confine_target_dirs: true,
        untrusted: opts.untrusted,
    };
    let mut files = claims::load_with(&opts.claims_path(), &base_dir, &access)?;
    if let Some(dir) = &opts.deployed_sources {
        claims::deployed_pages::add_claims(&mut files, dir).map_err(RunError::DeployedSources)?;
    }
    let mut files = select_only(files, &opts.only).map_err(|ids| RunError::UnknownIds {
        ids,
        claims: opts.claims_path(),
    })?;
    if opts.only.is_empty() {
        if let Some(a) = opts.accepts.iter().find(|a| {
            !files
                .iter()
                .any(|f| f.claims.iter().any(|c| c.id == a.claim))
        }) {
            return Err(RunError::UnknownAcceptance(a.claim.clone()));
        }
    }
    if let Some(base) = &opts.docs_base {
        DocsBase::parse(base)?.rebase(&mut files);
    }
    // After the docs base: a local build needs no snapshot directory.
    check_inputs(opts, &files)?;
    if let Some(t) = &opts.rust_target {
        crate::source::cfg::CfgSet::for_target(t).map_err(RunError::Target)?;
    }
    let store = Store::new(opts.snapshots_path());
    let refresh = if opts.fetch {
        page_changes::fetch_pages(&files, &store, fetch_policy(&files, opts)).map_err(|s| {
            RunError::FetchStopped(FetchStopped {
                error: s.error,
                warnings: not_stored(s.so_far.not_stored),
            })
        })?
    } else {
        Default::default()
    };
    let failed = refresh.failed;
    let mut ctx = Context::new(store, opts.checkout.clone(), base_dir);
    ctx.allow_probes = opts.allow_probes;
    ctx.rust_target = opts.rust_target.clone();
    let mut findings = evaluate::evaluate_files(&files, &ctx);
    // A claim read from a snapshot that could not be refreshed says so in
    // the report itself, not only in a warning.
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
    let mut report = Report::new(
        files.iter().map(|f| f.path.display().to_string()).collect(),
        opts.checkout.as_ref().map(|c| c.display().to_string()),
        findings,
    );
    report.summary.untrusted = opts.untrusted;
    Ok(Evaluated {
        report,
        files,
        fetch_failed: failed,
        warnings: not_stored(refresh.not_stored),
    })
}

fn not_stored(errors: Vec<String>) -> Vec<Warning> {
    errors.into_iter().map(Warning::NotStored).collect()
}

/// [`evaluate`](fn@evaluate), then apply the acceptances, judge the run, and in
/// changed-only mode keep what changed and record this run. The state file
/// is read first: a corrupt one is a usage error before any page is fetched.
pub fn check(opts: &CheckOptions) -> Result<CheckOutcome, RunError> {
    let state_path = opts.state_path();
    let prev = if opts.changed_only {
        Some(CheckState::load(&state_path)?)
    } else {
        None
    };
    let Evaluated {
        mut report,
        files,
        fetch_failed,
        mut warnings,
    } = evaluate(&opts.run)?;
    let accepted = apply_accepts(&mut report, &opts.run.accepts, opts.today, &mut warnings);
    let snapshots = Store::new(opts.run.snapshots_path());
    let has_snapshot = |url: &str| {
        matches!(
            snapshots.load(url, crate::pages::snapshot::Slot::Latest),
            Ok(Some(_))
        )
    };
    let status = Status::of(&report, &accepted);
    if let Some(prev) = prev {
        let mut now = CheckState::from_findings(&report.findings);
        // A page that keeps failing is said once, the run it starts; the
        // claims reading it still carry a [stale] note when they are listed.
        let stamp = crate::report::rfc3339(&chrono::Utc::now());
        for (url, why) in &fetch_failed {
            let since = match prev.fetch_failures.get(url) {
                Some(since) => since.clone(),
                None => {
                    warnings.push(Warning::RefreshFailed {
                        url: url.clone(),
                        why: why.clone(),
                        snapshot: has_snapshot(url),
                    });
                    stamp.clone()
                }
            };
            now.fetch_failures.insert(url.clone(), since);
        }
        let store = Store::new(opts.run.snapshots_path());
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
        if let Err(source) = now.save(&state_path) {
            return Err(RunError::StateNotSaved {
                path: state_path,
                source,
                warnings,
            });
        }
        let untrusted = report.summary.untrusted;
        report = Report::new(
            report.claims_files.clone(),
            report.checkout.clone(),
            relevant,
        );
        report.summary.untrusted = untrusted;
    } else {
        warnings.extend(
            fetch_failed
                .iter()
                .map(|(url, why)| Warning::RefreshFailed {
                    url: url.clone(),
                    why: why.clone(),
                    snapshot: has_snapshot(url),
                }),
        );
    }
    Ok(CheckOutcome {
        report,
        files,
        status,
        warnings,
        checkout: opts.run.checkout.clone(),
    })
}

/// Usage errors in the inputs, found before anything is fetched, run or
/// written: one message instead of the same error on every claim.
fn check_inputs(opts: &RunOptions, files: &[ClaimsFile]) -> Result<(), RunError> {
    if let Some(c) = &opts.checkout {
        if !c.is_dir() {
            return Err(RunError::NoCheckout(c.clone()));
        }
    }
    let web_pages = files
        .iter()
        .flat_map(|f| &f.claims)
        .filter_map(|c| c.docs.as_ref()?.page.as_deref())
        .filter(|p| is_web(p))
        .count();
    if web_pages > 0 && !opts.fetch {
        let path = opts.snapshots_path();
        match std::fs::metadata(&path) {
            Ok(m) if m.is_dir() => {}
            Ok(_) => return Err(RunError::SnapshotsNotDir(path)),
            Err(_) => {
                return Err(RunError::NoSnapshots {
                    path,
                    pages: web_pages,
                })
            }
        }
    }
    Ok(())
}

/// Mark the disagreements docdrift.toml accepts (until a date, for a
/// reason) and return their ids; an expired acceptance is said in the
/// finding and does not count. An acceptance for a claim that now agrees
/// is a warning (remove it). (One naming no claim was refused by [`evaluate`].)
fn apply_accepts(
    report: &mut Report,
    accepts: &[Accept],
    today: chrono::NaiveDate,
    warnings: &mut Vec<Warning>,
) -> BTreeSet<String> {
    let mut accepted = BTreeSet::new();
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
                f.accepted = Some(a.reason.clone());
                accepted.insert(a.claim.clone());
            }
            Verdict::Disagree => {
                f.message.push_str(&format!(" [acceptance expired{until}]"));
                f.details.push(format!(
                    "the acceptance in docdrift.toml ran out{until}: {}",
                    a.reason
                ));
            }
            Verdict::Agree => warnings.push(Warning::AcceptanceUnneeded {
                claim: a.claim.clone(),
            }),
            _ => {}
        }
    }
    report.recount();
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
