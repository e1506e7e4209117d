//! One page of `docdrift fetch` as a library call: fetch a URL (with the
//! stored validators when asked) and store what came back. Nothing here
//! prints; the caller says what [`Fetched`] holds. (Next to `fetch`, not in
//! it: a separate file keeps the download code untouched.)

use crate::pages::fetch::{FetchError, Fetcher, Validators};
use crate::pages::snapshot::{Slot, Snapshot, SnapshotError, Store};

/// What became of one URL.
#[derive(Debug)]
pub enum Fetched {
    /// A response was stored: a new latest snapshot, a 304 that kept it, or
    /// an error status recorded beside the good snapshot (which stays).
    /// (Boxed: a snapshot record is large next to the other outcomes.)
    Stored {
        /// The stored record: the new latest, the kept latest (304), or the error record.
        snapshot: Box<Snapshot>,
        /// The HTTP status of the response (2xx, 304, or the 4xx/5xx recorded).
        status: u16,
    },
    /// The store refused the response (e.g. an empty 200); the previous
    /// snapshot is kept.
    NotStored(SnapshotError),
    /// No response at all. It is recorded as the page's `failure.json`;
    /// `not_recorded` says why that record could not be written.
    Failed {
        /// Why no response came.
        error: FetchError,
        /// Why `failure.json` could not be written; `None` when it was.
        not_recorded: Option<SnapshotError>,
    },
}

impl Fetched {
    /// Whether the page counts as failed: no response, a refused one, or a
    /// status other than 2xx and 304.
    pub fn failed(&self) -> bool {
        match self {
            Fetched::Stored { status, .. } => !(200..300).contains(status) && *status != 304,
            Fetched::NotStored(_) | Fetched::Failed { .. } => true,
        }
    }
}

/// Fetch `url` into `store`. With `conditional`, send the latest
/// snapshot's ETag / Last-Modified so an unchanged page answers 304.
pub fn fetch_into(store: &Store, fetcher: &Fetcher, url: &str, conditional: bool) -> Fetched {
    let validators = match conditional.then(|| store.load(url, Slot::Latest)) {
        Some(Ok(Some(s))) => Validators {
            etag: s.record.headers.get("etag").cloned(),
            last_modified: s.record.headers.get("last-modified").cloned(),
        },
        // No snapshot yet, or one that cannot be read: an ordinary GET.
        _ => Validators::default(),
    };
    match fetcher.get(url, &validators) {
        Err(error) => Fetched::Failed {
            not_recorded: store.record_failure(url, &error.to_string()).err(),
            error,
        },
        Ok(resp) => match store.save(&resp) {
            Err(e) => Fetched::NotStored(e),
            Ok(snapshot) => Fetched::Stored {
                snapshot: Box::new(snapshot),
                status: resp.status,
            },
        },
    }
}
