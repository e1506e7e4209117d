//! The pages a claims file names: fetching them into the snapshot store before a
//! check, and what changed on a page since its previous snapshot (the note a
//! finding carries in `check --changed-only`, the sentence `evidence` writes).

use crate::claims::ClaimsFile;
use crate::pages::snapshot::Store;
use std::collections::BTreeMap;

/// What [`fetch_pages`] could not do. Nothing here is printed: the caller
/// decides what to say.
#[derive(Debug, Default)]
pub struct Refresh {
    /// Pages not refreshed, URL → why; their previous snapshot stays in place
    /// (the claim then reads that one, or errors when there is none).
    pub failed: BTreeMap<String, String>,
    /// Responses the store refused to keep (e.g. an empty 200), the store's
    /// error for each; their URLs are also in `failed`.
    pub not_stored: Vec<String>,
}

/// Why refreshing the claims' pages stopped: the network client could not be built, or the
/// snapshot store refused (its lock, or a page's failure record that could not be written).
#[derive(Debug, thiserror::Error)]
pub enum RefreshError {
    /// The HTTP client could not be built.
    #[error(transparent)]
    Fetch(Box<crate::pages::fetch::FetchError>),
    /// The snapshot store refused a write.
    #[error(transparent)]
    Snapshot(Box<crate::pages::snapshot::SnapshotError>),
}

// Boxed: a refresh error travels up through every `check` result, which stays small.
impl From<crate::pages::fetch::FetchError> for RefreshError {
    fn from(e: crate::pages::fetch::FetchError) -> Self {
        RefreshError::Fetch(Box::new(e))
    }
}

impl From<crate::pages::snapshot::SnapshotError> for RefreshError {
    fn from(e: crate::pages::snapshot::SnapshotError) -> Self {
        RefreshError::Snapshot(Box::new(e))
    }
}

/// [`fetch_pages`] stopped partway: `error` says why, `so_far` holds what was gathered
/// before, so a caller can still say the refused snapshots it would have said. Displays as
/// `error` itself.
#[derive(Debug)]
pub struct RefreshStopped {
    /// Why it stopped.
    pub error: RefreshError,
    /// What was gathered before.
    pub so_far: Refresh,
}

impl std::fmt::Display for RefreshStopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.error, f)
    }
}

impl std::error::Error for RefreshStopped {
    // `error`'s own causes, so the chain reads as if it were `error`.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.error)
    }
}

/// Fetch every http(s) page the claims read; see [`Refresh`] for what a
/// failure leaves behind.
pub fn fetch_pages(
    files: &[ClaimsFile],
    store: &Store,
    policy: crate::pages::netpolicy::NetPolicy,
) -> Result<Refresh, RefreshStopped> {
    let mut refresh = Refresh::default();
    match fetch_each(files, store, policy, &mut refresh) {
        Ok(()) => Ok(refresh),
        Err(error) => Err(RefreshStopped {
            error,
            so_far: refresh,
        }),
    }
}

fn fetch_each(
    files: &[ClaimsFile],
    store: &Store,
    policy: crate::pages::netpolicy::NetPolicy,
    refresh: &mut Refresh,
) -> Result<(), RefreshError> {
    use crate::pages::fetch::{FetchOptions, Fetcher};
    use crate::pages::fetch_run::{fetch_into, Fetched};
    let mut urls: Vec<String> = files
        .iter()
        .flat_map(|f| f.claims.iter())
        .filter_map(|c| c.docs.as_ref()?.page.clone())
        .filter(|p| p.starts_with("http://") || p.starts_with("https://"))
        .collect();
    urls.sort();
    urls.dedup();
    let fetcher = Fetcher::new(FetchOptions {
        policy: Some(policy),
        ..FetchOptions::default()
    })?;
    // One writer per store for the whole refresh (see docs/reliability.md).
    store.lock_for_writing()?;
    for url in urls {
        // Conditional GET: an unchanged page answers 304 and keeps its snapshot.
        let fetched = fetch_into(store, &fetcher, &url, true);
        if !fetched.failed() {
            continue;
        }
        let why = match fetched {
            Fetched::Stored { status, .. } => format!("HTTP {status}"),
            // e.g. an empty 200: the good snapshot is kept and read.
            Fetched::NotStored(e) => {
                refresh.not_stored.push(e.to_string());
                e.to_string()
            }
            Fetched::Failed {
                not_recorded: Some(e),
                ..
            } => return Err(e.into()),
            Fetched::Failed { error, .. } => error.to_string(),
        };
        refresh.failed.insert(url, why);
    }
    Ok(())
}

/// Whether `url` changed (previous → latest snapshot) where `claim` reads:
/// a text change touching its phrase or regex, or any text change for reads
/// that have no pattern (tables, selectors, templates).
pub fn page_change_for(
    store: &Store,
    url: &str,
    claim: Option<&crate::claims::Claim>,
) -> Option<String> {
    use crate::claims::DocsRead;
    use crate::pages::count::Pattern;
    use crate::pages::snapshot::Slot;
    let latest = store.load(url, Slot::Latest).ok()??;
    let prev = store.load(url, Slot::Previous).ok()??;
    let (old_html, new_html) = (prev.html(), latest.html());
    let change = crate::pages::diff::classify(
        &old_html,
        &crate::pages::text::visible_text(&old_html),
        &new_html,
        &crate::pages::text::visible_text(&new_html),
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
            let touched = crate::pages::diff::affects(&change, std::slice::from_ref(&p));
            // A regex written for normalised text may not match the raw text
            // at all; then any text change counts.
            let blind = crate::pages::diff::pattern_hits(&change.old_text, &p).is_empty()
                && crate::pages::diff::pattern_hits(&change.new_text, &p).is_empty();
            (touched || blind)
                .then(|| format!("the text of {url} changed where it reads {:?}", p.as_str()))
        }
        None => Some(format!("the text of {url} changed")),
    }
}

/// One line about the previous snapshot of a page, when there is one: the
/// same bytes, or bytes that differ only in asset names (listed), or a text
/// change (see `docdrift diff`). `evidence` writes it under each page.
pub fn previous_note(store: &Store, url: &str) -> Option<String> {
    use crate::pages::diff::ChangeKind;
    use crate::pages::snapshot::Slot;
    let latest = store.load(url, Slot::Latest).ok()??;
    let prev = store.load(url, Slot::Previous).ok()??;
    let (old, new) = (prev.html(), latest.html());
    let change = crate::pages::diff::classify(
        &old,
        &crate::pages::text::visible_text(&old),
        &new,
        &crate::pages::text::visible_text(&new),
    );
    let when = prev.record.fetched_at.to_rfc3339();
    let p = &prev.record;
    Some(match change.kind {
        ChangeKind::Identical | ChangeKind::New => {
            format!("An earlier GET at {when} returned the same sha256.")
        }
        ChangeKind::AssetOnly => format!(
            "An earlier GET at {when} ({} bytes, sha256 {}) differs only in asset names ({}); the visible-text sha256 matches.",
            p.body_bytes,
            p.body_sha256,
            change
                .assets
                .iter()
                .map(|a| format!("{} versus {}", a.old, a.new))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        ChangeKind::MarkupOnly => format!(
            "An earlier GET at {when} ({} bytes, sha256 {}) differs in markup only; the visible-text sha256 matches.",
            p.body_bytes, p.body_sha256
        ),
        ChangeKind::TextChanged => format!(
            "An earlier GET at {when} ({} bytes, sha256 {}) has different visible text ({} changed runs); see `docdrift diff {url}`.",
            p.body_bytes,
            p.body_sha256,
            change.hunks.len()
        ),
    })
}
