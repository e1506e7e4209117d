//! `docdrift diff` as a library call: compare the pages of a snapshot store,
//! say which changes touch the phrases and regexes claims read, and judge
//! the run. Nothing here prints; problems with the inputs come back as
//! [`DiffRunError`]s worded as the command line shows them.

use std::path::PathBuf;

use serde::Serialize;

use super::{diff_all, diff_page, touched, DiffError, PageDiff};
use crate::pages::count::Pattern;
use crate::pages::snapshot::Store;

/// What to compare and what claims read.
#[derive(Debug, Clone, Default)]
pub struct DiffOptions {
    /// Snapshot directory.
    pub snapshots: PathBuf,
    /// Pages to compare (empty: every page in the store).
    pub pages: Vec<String>,
    /// Phrases a claim reads: changes touching one are claim-affecting.
    pub phrases: Vec<String>,
    /// Regexes a claim reads (checked before anything is read).
    pub regexes: Vec<String>,
}

/// One compared page and the phrases/regexes its change touches.
#[derive(Debug, Clone, Serialize)]
pub struct PageReport {
    /// The change between the page's previous and latest snapshot.
    #[serde(flatten)]
    pub diff: PageDiff,
    /// The change touches at least one phrase or regex a claim reads (`touches` is non-empty).
    pub claim_affecting: bool,
    /// The phrases (as given) and regexes (as `/re/`) the change touches.
    pub touches: Vec<String>,
}

/// What [`diff_pages`] produced.
#[derive(Debug)]
pub struct DiffOutcome {
    /// Compared pages, in the order asked (or sorted by URL for the whole store).
    pub pages: Vec<PageReport>,
    /// Pages that could not be compared: the URL and why.
    pub errors: Vec<(String, DiffError)>,
}

/// The verdict of a diff run, as a cron job reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiffStatus {
    /// Every page compared and no change touches what claims read.
    Clear,
    /// Some change touches a phrase or regex.
    ClaimAffecting,
    /// Some page could not be compared (wins: the answer is incomplete).
    Unavailable,
}

impl DiffOutcome {
    /// The run's verdict: [`DiffStatus::Unavailable`] if any page failed, else
    /// [`DiffStatus::ClaimAffecting`] if any change touches a claim, else [`DiffStatus::Clear`].
    pub fn status(&self) -> DiffStatus {
        if !self.errors.is_empty() {
            DiffStatus::Unavailable
        } else if self.pages.iter().any(|p| p.claim_affecting) {
            DiffStatus::ClaimAffecting
        } else {
            DiffStatus::Clear
        }
    }
}

/// Why a diff run could not start (or list the store).
#[derive(Debug, thiserror::Error)]
pub enum DiffRunError {
    /// A `--regex` that does not compile.
    #[error("--regex {re:?} is not a valid regex: {source}")]
    Regex {
        /// The regex as given.
        re: String,
        /// Why it does not compile.
        source: regex::Error,
    },
    /// A mistyped directory is a usage error, not "no pages changed".
    #[error("--snapshots {}: no such directory", .0.display())]
    NoSnapshots(PathBuf),
    /// The store's pages could not be listed: not a usage error.
    #[error("reading snapshots in {}", dir.display())]
    Store {
        /// The store directory.
        dir: PathBuf,
        /// Why listing it failed.
        #[source]
        source: DiffError,
    },
}

/// The patterns in `opts`: phrases first, then regexes; the first invalid
/// regex is the error.
fn patterns(opts: &DiffOptions) -> Result<Vec<Pattern>, DiffRunError> {
    let mut patterns: Vec<Pattern> = opts.phrases.iter().cloned().map(Pattern::Literal).collect();
    for r in &opts.regexes {
        let re = regex::Regex::new(r).map_err(|source| DiffRunError::Regex {
            re: r.clone(),
            source,
        })?;
        patterns.push(Pattern::Regex(re));
    }
    Ok(patterns)
}

/// Validate the options, compare the pages and say what each change touches.
pub fn diff_pages(opts: &DiffOptions) -> Result<DiffOutcome, DiffRunError> {
    let patterns = patterns(opts)?;
    if !opts.snapshots.is_dir() {
        return Err(DiffRunError::NoSnapshots(opts.snapshots.clone()));
    }
    let store = Store::new(&opts.snapshots);
    let results = if opts.pages.is_empty() {
        diff_all(&store).map_err(|source| DiffRunError::Store {
            dir: opts.snapshots.clone(),
            source,
        })?
    } else {
        opts.pages
            .iter()
            .map(|u| (u.clone(), diff_page(&store, u)))
            .collect()
    };
    let mut out = DiffOutcome {
        pages: Vec::new(),
        errors: Vec::new(),
    };
    for (url, r) in results {
        match r {
            Ok(diff) => {
                let touches: Vec<String> = touched(&diff.change, &patterns)
                    .into_iter()
                    .map(label)
                    .collect();
                out.pages.push(PageReport {
                    diff,
                    claim_affecting: !touches.is_empty(),
                    touches,
                });
            }
            Err(e) => out.errors.push((url, e)),
        }
    }
    Ok(out)
}

/// How a pattern is named in `touches`.
fn label(p: &Pattern) -> String {
    match p {
        Pattern::Literal(s) => s.clone(),
        Pattern::Regex(r) => format!("/{}/", r.as_str()),
    }
}
