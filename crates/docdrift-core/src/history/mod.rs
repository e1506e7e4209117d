//! Drift anchored in history (`docdrift scan --since REV`): what agreed at a revision and
//! no longer does, and the commit that broke it.
//!
//! Where it sits: beside [`crate::scan`](fn@crate::scan), which it treats as a black box. The code (and the
//! docs, when they live in the same repository) are read as they were at REV from git
//! objects ([`tree`], never the work tree), scanned, and scanned again as they are now;
//! [`links`] joins the two results by (code definition, docs place). A *link* is a docs
//! statement and a code definition that agreed at REV — the agreement is the evidence that
//! the two describe one thing — and the report is the links that broke, each with the
//! commits that changed either side ([`blame`]). Findings that already disagreed at REV are
//! listed apart and never mixed in. [`baseline`] is the same idea without git: a saved
//! report whose findings are known.

pub mod baseline;
pub mod blame;
pub mod links;
mod pair;
pub mod render;
pub mod tree;

use crate::core::git::Repo;
use crate::scan::{self, mentions::DocPage, ScanResult};
use std::path::{Path, PathBuf};

pub use links::{BreakKind, Broken, CommitRef, Listed, SinceReport};

/// Why a `--since` run could not be made.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum HistoryError {
    /// The checkout is not inside a git work tree.
    #[error("{}: not inside a git work tree (--since reads the code at a revision of the checkout's repository)", path.display())]
    NotARepo {
        /// The checkout, as given.
        path: PathBuf,
    },
    /// The revision does not resolve to a commit in a full clone.
    #[error("revision `{rev}` does not exist in {} (expected a tag, branch or commit: see `git tag --list`)", repo.display())]
    BadRev {
        /// The revision as the user named it.
        rev: String,
        /// The repository's work tree.
        repo: PathBuf,
    },
    /// The clone is shallow and the revision, or the history between it and HEAD, is missing.
    #[error("revision `{rev}` is not in this clone: {} is a shallow clone and its history stops before it; run `git fetch --unshallow --tags` (or clone without --depth)", repo.display())]
    Shallow {
        /// The revision as the user named it.
        rev: String,
        /// The repository's work tree.
        repo: PathBuf,
    },
    /// The repository has no commit yet.
    #[error("{} has no commit yet (HEAD does not resolve)", repo.display())]
    NoHead {
        /// The repository's work tree.
        repo: PathBuf,
    },
    /// A git command could not start or failed.
    #[error("git {what} failed: {message}")]
    Git {
        /// Which command (`ls-tree`, `cat-file --batch`; `(start)` when git could not be run).
        what: String,
        /// git's standard error, trimmed, or why it could not be run.
        message: String,
    },
    /// A temporary directory for the files at REV could not be created or written.
    #[error("cannot write {}: {source}", path.display())]
    Io {
        /// The directory or file that could not be written.
        path: PathBuf,
        /// The underlying I/O error.
        #[source]
        source: std::io::Error,
    },
    /// Scanning the docs or code (at REV or now) failed.
    #[error(transparent)]
    Scan(#[from] scan::ScanError),
}

impl HistoryError {
    /// Usage errors (a revision that is not there, no repository) exit 2; history that
    /// exists but cannot be read exits 3.
    pub fn is_usage(&self) -> bool {
        matches!(
            self,
            HistoryError::NotARepo { .. } | HistoryError::BadRev { .. }
        )
    }

    pub(crate) fn spawn(e: std::io::Error) -> HistoryError {
        HistoryError::Git {
            what: "(start)".into(),
            message: format!("cannot run git: {e}"),
        }
    }

    pub(crate) fn git(what: &str, out: &std::process::Output) -> HistoryError {
        HistoryError::Git {
            what: what.into(),
            message: String::from_utf8_lossy(&out.stderr).trim().to_string(),
        }
    }
}

/// Where the docs come from.
#[derive(Debug, Clone)]
pub enum DocsSource {
    /// A directory of `.md`/`.html` pages (read at REV too when it is in the repository).
    Dir(PathBuf),
    /// Pages already loaded (a snapshot store): read once, for both sides.
    Loaded(Vec<DocPage>),
}

/// One `--since` run.
pub struct Since<'a> {
    /// The code checkout; it must lie inside a git work tree.
    pub checkout: &'a Path,
    /// The docs pages: a directory (read at REV too when it is in the same repository) or pages
    /// already loaded.
    pub docs: DocsSource,
    /// The revision the user named (tag, branch or commit), as typed.
    pub rev: &'a str,
}

/// Both scans, for callers that also want the plain findings (baselines, `--all`).
pub struct SinceRun {
    /// The links that broke since REV, with the commits that changed either side, and what already
    /// disagreed then.
    pub report: SinceReport,
    /// The plain scan of the docs and code as they are now.
    pub now: ScanResult,
    /// Things worth saying about the run (entries at REV not read, a docs folder empty at REV).
    pub notes: Vec<String>,
}

/// The revision the user named, resolved, or the error that says why not.
pub fn resolve(repo: &Repo, rev: &str) -> Result<String, HistoryError> {
    // `--end-of-options` keeps a revision spelled like a flag from being read as one.
    let spec = format!("{rev}^{{commit}}");
    if let Some(c) = repo.stdout([
        "rev-parse",
        "--verify",
        "--quiet",
        "--end-of-options",
        &spec,
    ]) {
        return Ok(c);
    }
    let shallow = repo
        .stdout(["rev-parse", "--is-shallow-repository"])
        .is_some_and(|s| s == "true");
    if shallow {
        Err(HistoryError::Shallow {
            rev: rev.to_string(),
            repo: repo.work_tree.clone(),
        })
    } else {
        Err(HistoryError::BadRev {
            rev: rev.to_string(),
            repo: repo.work_tree.clone(),
        })
    }
}

/// Scan at REV and now, join, and find the commits.
pub fn run(opts: Since<'_>) -> Result<SinceRun, HistoryError> {
    let repo = Repo::discover(opts.checkout).ok_or_else(|| HistoryError::NotARepo {
        path: opts.checkout.to_path_buf(),
    })?;
    let rev = resolve(&repo, opts.rev)?;
    let head = repo
        .stdout(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])
        .ok_or_else(|| HistoryError::NoHead {
            repo: repo.work_tree.clone(),
        })?;
    let shallow = repo
        .stdout(["rev-parse", "--is-shallow-repository"])
        .is_some_and(|s| s == "true");
    if shallow && !repo.succeeds(["merge-base", "--is-ancestor", &rev, &head]) {
        // Commits between REV and HEAD may be missing: no commit could be named honestly.
        return Err(HistoryError::Shallow {
            rev: opts.rev.to_string(),
            repo: repo.work_tree.clone(),
        });
    }
    let mut notes = Vec::new();
    let ck_rel = repo
        .relative(opts.checkout)
        .ok_or_else(|| HistoryError::NotARepo {
            path: opts.checkout.to_path_buf(),
        })?;
    let docs_rel = match &opts.docs {
        DocsSource::Dir(d) => repo.relative(d),
        DocsSource::Loaded(_) => None,
    };
    let tmp = tempfile::Builder::new()
        .prefix("docdrift-since-")
        .tempdir()
        .map_err(|source| HistoryError::Io {
            path: std::env::temp_dir(),
            source,
        })?;
    let mut prefixes = vec![ck_rel.clone()];
    prefixes.extend(docs_rel.clone());
    let diff = links::range_diff(&repo, &rev, &ck_rel);
    // A checkout file the range did not change is read from the work tree (once, for both
    // sides); docs at REV are always written, since they are loaded from the folder.
    let unchanged = |path: &str| -> bool {
        let in_docs = docs_rel
            .as_deref()
            .is_some_and(|d| d.is_empty() || path == d || path.starts_with(&format!("{d}/")));
        !in_docs && diff.changed.as_ref().is_some_and(|c| !c.contains(path))
    };
    let exported = tree::export(&repo, &rev, &prefixes, tmp.path(), &unchanged)?;
    let ck_prefix = if ck_rel.is_empty() {
        String::new()
    } else {
        format!("{ck_rel}/")
    };
    let same: Vec<std::path::PathBuf> = exported
        .same_as_work_tree
        .iter()
        .filter_map(|p| p.strip_prefix(&ck_prefix).map(std::path::PathBuf::from))
        .collect();
    if exported.left_out > 0 {
        notes.push(format!(
            "{} entries at {} were not read (symbolic links, submodules, files over 16 MB)",
            exported.left_out, opts.rev
        ));
    }
    let old_ck = tmp.path().join(&ck_rel);
    std::fs::create_dir_all(&old_ck).map_err(|source| HistoryError::Io {
        path: old_ck.clone(),
        source,
    })?;

    // The docs now, and at REV when they are in this repository (else the same pages,
    // read once: `pages_then` stays empty).
    let (pages_now, pages_then, docs_dirs) = match &opts.docs {
        DocsSource::Loaded(p) => (p.clone(), Vec::new(), None),
        DocsSource::Dir(d) => {
            let now = scan::load_docs_dir(d)?;
            match &docs_rel {
                Some(rel) => {
                    let then_dir = tmp.path().join(rel);
                    let then = match scan::load_docs_dir(&then_dir) {
                        Ok(p) => p,
                        Err(_) => {
                            notes.push(format!(
                                "the docs folder had no pages at {}: nothing could agree then",
                                opts.rev
                            ));
                            Vec::new()
                        }
                    };
                    (now, then, Some((d.clone(), then_dir)))
                }
                None => (now, Vec::new(), None),
            }
        }
    };
    let (then_index, now_index) = pair::collect_pair(&old_ck, opts.checkout, &same)?;
    // Docs outside the repository are the same pages on both sides: read them once.
    let (then, now) = if docs_dirs.is_none() {
        scan::scan_pair(&pages_now, &then_index, &now_index)
    } else {
        // Independent: side by side (each is parallel inside too).
        rayon::join(
            || scan::scan(&pages_then, &then_index),
            || scan::scan(&pages_now, &now_index),
        )
    };

    let renames = diff.renames;
    let page_key = |page: &str, then_side: bool| -> String {
        match &docs_dirs {
            Some((now_dir, then_dir)) => {
                let dir = if then_side { then_dir } else { now_dir };
                links::strip_dir(page, dir)
            }
            None => match &opts.docs {
                DocsSource::Dir(d) => links::strip_dir(page, d),
                DocsSource::Loaded(_) => page.to_string(),
            },
        }
    };
    let docs_same = docs_dirs.is_none();
    let still_stated = |page: &str, name: &str, value: &str| -> bool {
        docs_same
            || pages_now.iter().any(|p| {
                page_key(&p.url, false) == page
                    && p.source_text().contains(name)
                    && p.source_text().contains(value)
            })
    };
    let joined = links::Join {
        then: &then,
        now: &now,
        then_index: &then_index,
        now_index: &now_index,
        renames: &renames,
        page_key: &page_key,
        still_stated: &still_stated,
    };
    let mut report = joined.run(opts.rev, &rev, &head);
    let ctx = blame::Context {
        repo: &repo,
        rev: &rev,
        ck_rel: &ck_rel,
        docs_rel: docs_rel.as_deref(),
    };
    for b in &mut report.broken {
        blame::attribute(&ctx, b);
    }
    blame::tag_commits(&repo, &mut report.broken);
    report.finish();
    Ok(SinceRun { report, now, notes })
}
