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
        snapshot: Box<Snapshot>,
        status: u16,
    },
    /// The store refused the response (e.g. an empty 200); the previous
    /// snapshot is kept.
    NotStored(SnapshotError),
    /// No response at all. It is recorded as the page's `failure.json`;
    /// `not_recorded` says why that record could not be written.
    Failed {
        error: FetchError,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::crawl::serve::{ServeOptions, Server};
    use crate::pages::fetch::FetchOptions;

    #[test]
    fn each_outcome_of_one_page() {
        let site = tempfile::tempdir().unwrap();
        let snaps = tempfile::tempdir().unwrap();
        std::fs::write(site.path().join("a.html"), "<p>limit 5</p>").unwrap();
        let server = Server::start(site.path(), "127.0.0.1:0", ServeOptions::default()).unwrap();
        let store = Store::new(snaps.path());
        let fetcher = Fetcher::new(FetchOptions::default()).unwrap();
        let a = format!("{}a.html", server.url());

        let first = fetch_into(&store, &fetcher, &a, false);
        assert!(
            matches!(first, Fetched::Stored { status: 200, .. }),
            "{first:?}"
        );
        assert!(!first.failed());
        // Conditional: the stored validators make the unchanged page answer 304.
        let again = fetch_into(&store, &fetcher, &a, true);
        assert!(
            matches!(again, Fetched::Stored { status: 304, .. }),
            "{again:?}"
        );
        assert!(!again.failed());
        // An error status is stored beside the page and counts as failed.
        let missing = fetch_into(
            &store,
            &fetcher,
            &format!("{}nope.html", server.url()),
            false,
        );
        assert!(
            matches!(missing, Fetched::Stored { status: 404, .. }),
            "{missing:?}"
        );
        assert!(missing.failed());
        // An empty 200 is refused and the good snapshot kept.
        std::fs::write(site.path().join("a.html"), "").unwrap();
        let empty = fetch_into(&store, &fetcher, &a, false);
        assert!(matches!(empty, Fetched::NotStored(_)), "{empty:?}");
        assert!(empty.failed());
        assert!(
            store
                .load(&a, Slot::Latest)
                .unwrap()
                .unwrap()
                .record
                .body_bytes
                > 0
        );

        // No response at all: failed, and recorded as the page's failure.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port(); // closed again when the listener drops
        let gone = format!("http://127.0.0.1:{port}/x.html");
        let refused = fetch_into(&store, &fetcher, &gone, false);
        assert!(
            matches!(
                refused,
                Fetched::Failed {
                    not_recorded: None,
                    ..
                }
            ),
            "{refused:?}"
        );
        assert!(refused.failed());
        assert!(store.load_failure(&gone).unwrap().is_some());
    }
}
