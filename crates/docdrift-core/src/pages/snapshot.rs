//! Snapshots on disk: the second stage of the page flow ([`crate::pages::fetch`] →
//! snapshot → [`crate::pages::text`] → [`crate::pages::count`]).
//!
//! A [`Store`] is a directory tree. Each URL owns one directory
//! ([`Store::dir_for`]): `<root>/<host>_<port>/<path segments>/`, holding
//!
//! - `latest.json`: the [`SnapshotRecord`] of the latest body, with the
//!   record that was latest before it embedded as `previous` (so `diff` can
//!   compare them). It is the page's only commit point;
//! - `_body-<sha256>`: each body a record names, exactly as received (after
//!   content-encoding), named by its hash;
//! - `failure.json` (+ `failure.html` for an HTTP error page): the last failed
//!   fetch, written beside the good pair without touching it.
//!
//! A rotation is one rename: the new body is written under its hash first,
//! then `latest.json` (new record + old record as `previous`) replaces the old
//! one atomically ([`crate::core::atomic::write`]); bodies no record names any more
//! are removed after that. A run killed at any point leaves either the old
//! record with its bodies or the new one with its bodies; the leftovers
//! (an unnamed body, a temp file) are swept by the next save, and readers
//! never see them. [`Store::load`] checks every body's sha256 against its
//! record. A latest record that does not parse is never rotated or
//! overwritten: [`Store::save`] stops with [`SnapshotError::BadRecord`] and
//! the user's files stay as they were.
//!
//! Stores written before this layout (`latest.html` + `latest.json`,
//! `previous.html` + `previous.json`, as the bundled `snapshots/` are) are
//! read as they are and converted by the next save of each page; the half
//! state an interrupted four-rename rotation could leave (a new
//! `latest.html` under the old `latest.json`) is read from `previous.html`,
//! whose bytes the record names.
//!
//! Every read of a store file is confined (`snapshot/confine.rs`): only regular files
//! whose real path lies under the (canonical) root are opened, with
//! `O_NOFOLLOW | O_NONBLOCK`; a link, FIFO or other special file is an error
//! for that page naming the store path ([`SnapshotError::Unsafe`]), never
//! followed, waited on or quoted. A 2xx response that is not the page (an
//! image or still-compressed bytes, a body cut short, a non-HTML answer in
//! place of an HTML page) is recorded in `failure.json` like any failed
//! fetch and never replaces the good snapshot ([`SnapshotError::NotThePage`]).
//!
//! Writers lock the store: one advisory lock file per store
//! (`<root>/.docdrift.lock`), taken by [`Store::lock_for_writing`] for the
//! whole run (and by the first save at the latest). A second writer waits up
//! to [`lock_timeout`] and then fails naming the holder. Readers take no lock:
//! they read one record and the bodies it names, and retry when a concurrent
//! writer has just swept a body away.
//!
//! Only 2xx responses become `latest`. 304 (validators matched) leaves the
//! snapshot untouched; any other status is recorded in `failure.json`, so an
//! error page is never mistaken for content.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::pages::fetch::{FetchResponse, Redirect};

mod confine;
mod files;
mod store;
mod url_dir;
pub(crate) use confine::{check_dir_in, present, read_in};
#[allow(unused_imports)]
pub use files::*;
#[allow(unused_imports)]
pub use store::*;
#[allow(unused_imports)]
pub(crate) use url_dir::*;

/// Version of the JSON written by this module.
pub const SCHEMA_VERSION: u32 = 1;

/// The JSON record stored beside each body (schema in docs/pages.md).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SnapshotRecord {
    /// Layout version of this record; [`SCHEMA_VERSION`] when written by this build.
    pub schema_version: u32,
    /// The URL as requested (the key the store files the page under).
    pub url: String,
    /// The URL that served the body, after redirects (equal to `url` when none).
    pub final_url: String,
    /// Each redirect hop followed, in order.
    pub redirects: Vec<Redirect>,
    /// HTTP status of the final response (2xx for every stored latest).
    pub status: u16,
    /// When the request started, RFC 3339 UTC.
    pub fetched_at: chrono::DateTime<chrono::Utc>,
    /// Milliseconds the GET took, redirects and body included.
    pub elapsed_ms: u64,
    /// Evidence headers of the final response (lower-case names), as sent.
    pub headers: BTreeMap<String, String>,
    /// The `Content-Type` header as sent; `None` when absent.
    pub content_type: Option<String>,
    /// Size of the stored body in bytes (after content-decoding).
    pub body_bytes: u64,
    /// SHA-256 of the stored body, lowercase hex; [`Store::load`] checks the body against it.
    pub body_sha256: String,
    /// UTF-8 bytes of the visible text ([`crate::pages::text::visible_text`]); 0 for non-HTML.
    pub text_bytes: u64,
    /// sha256 of the visible text; "" for non-HTML bodies.
    pub text_sha256: String,
    /// `<title>` text, for footnotes `[1] URL — title`.
    pub title: Option<String>,
    /// Charset used to decode the body ("utf-8", "windows-1252", …).
    pub charset: String,
    /// What a reader of this body should know (a charset fallback, an empty
    /// body, a previous snapshot that had to be dropped); absent when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
    /// The file in the page directory holding this body (`_body-<sha256>`).
    /// Absent in stores written before the one-rename layout, whose bodies
    /// are `latest.html` / `previous.html`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body_file: Option<String>,
    /// The first fetch of this same body, when later fetches (a 304, or a 200 with identical
    /// bytes) confirmed it unchanged; absent for a body seen once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unchanged_since: Option<chrono::DateTime<chrono::Utc>>,
    /// The last fetch that confirmed this body (a 304 or identical bytes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmed_at: Option<chrono::DateTime<chrono::Utc>>,
    /// The record that was latest before this one (in `latest.json` only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous: Option<Box<SnapshotRecord>>,
}

impl SnapshotRecord {
    /// Build the record for a response: hashes, visible text, title, charset.
    pub fn from_response(resp: &FetchResponse) -> SnapshotRecord {
        let (text_bytes, text_sha256, title, charset, nesting) =
            describe_body(&resp.body, resp.content_type.as_deref(), resp.is_success());
        let body_sha256 = crate::core::hash::sha256_hex(&resp.body);
        let mut r = Self::assemble(resp, body_sha256, text_bytes, text_sha256, title, charset);
        r.warnings.extend(nesting);
        r
    }

    /// [`SnapshotRecord::from_response`] for a body the caller already decoded (with
    /// [`crate::pages::fetch::decode_body`], giving `charset`) and, when it is a successful HTML
    /// response, parsed into `doc` — so a crawl parses each page once for its record and its
    /// links. `doc` must be `Some` exactly when `from_response` would parse: a 2xx response
    /// that [`crate::pages::fetch::is_html`]; otherwise the text fields are empty as there.
    /// `body_sha256` is [`crate::core::hash::sha256_hex`] of `resp.body`, which the crawl has
    /// already computed to compare with the stored snapshot.
    pub fn from_parsed(
        resp: &FetchResponse,
        doc: Option<&scraper::Html>,
        charset: String,
        body_sha256: String,
    ) -> SnapshotRecord {
        let nesting = match doc {
            Some(_) if resp.is_success() => crate::pages::text::cap_warning(
                &crate::pages::fetch::decode_with(&resp.body, &charset),
            ),
            _ => None,
        };
        let (text_bytes, text_sha256, title) = match doc {
            Some(doc) if resp.is_success() => {
                let text = crate::pages::text::document_text(doc, false);
                (
                    text.len() as u64,
                    crate::core::hash::sha256_hex(text.as_bytes()),
                    crate::pages::text::title(doc),
                )
            }
            _ => (0, String::new(), None),
        };
        let mut r = Self::assemble(resp, body_sha256, text_bytes, text_sha256, title, charset);
        r.warnings.extend(nesting);
        r
    }

    /// The record of a 2xx HTML response whose visible text and title were read without a
    /// DOM (the crawl's streaming path). The caller guarantees what makes it equal to
    /// [`SnapshotRecord::from_parsed`]: `text` is [`crate::pages::text::visible_text`] of the
    /// decoded body (the exact [`crate::pages::fastpath::visible_text_checked`]), `title` is
    /// [`crate::pages::text::title`] of its DOM, and the page nests no deeper than
    /// [`crate::pages::text::MAX_NESTING`] (so there is no nesting warning).
    pub fn from_text(
        resp: &FetchResponse,
        charset: String,
        body_sha256: String,
        text: &str,
        title: Option<String>,
    ) -> SnapshotRecord {
        let text_sha256 = crate::core::hash::sha256_hex(text.as_bytes());
        Self::assemble(
            resp,
            body_sha256,
            text.len() as u64,
            text_sha256,
            title,
            charset,
        )
    }

    fn assemble(
        resp: &FetchResponse,
        body_sha256: String,
        text_bytes: u64,
        text_sha256: String,
        title: Option<String>,
        charset: String,
    ) -> SnapshotRecord {
        let warnings =
            crate::pages::fetch::decode_warning(&resp.body, resp.content_type.as_deref(), &charset)
                .into_iter()
                .collect();
        SnapshotRecord {
            schema_version: SCHEMA_VERSION,
            url: resp.url.clone(),
            final_url: resp.final_url.clone(),
            redirects: resp.redirects.clone(),
            status: resp.status,
            fetched_at: resp.fetched_at,
            elapsed_ms: resp.elapsed_ms,
            headers: resp.headers.clone(),
            content_type: resp.content_type.clone(),
            body_bytes: resp.body.len() as u64,
            body_sha256,
            text_bytes,
            text_sha256,
            title,
            charset,
            warnings,
            body_file: None,
            unchanged_since: None,
            confirmed_at: None,
            previous: None,
        }
    }

    /// Is the body HTML (text fields meaningful)?
    pub fn is_html(&self, body: &[u8]) -> bool {
        crate::pages::fetch::is_html(self.content_type.as_deref(), body)
    }
}

fn describe_body(
    body: &[u8],
    content_type: Option<&str>,
    content: bool,
) -> (u64, String, Option<String>, String, Option<String>) {
    let (html, charset) = crate::pages::fetch::decode_body(body, content_type);
    if !content || !crate::pages::fetch::is_html(content_type, body) {
        return (0, String::new(), None, charset, None);
    }
    let doc = crate::pages::text::parse_document(&html);
    let text = crate::pages::text::document_text(&doc, false);
    (
        text.len() as u64,
        crate::core::hash::sha256_hex(text.as_bytes()),
        crate::pages::text::title(&doc),
        charset,
        crate::pages::text::cap_warning(&html),
    )
}

/// A stored body with its record.
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// The record describing the body (URL, status, headers, hashes …).
    pub record: SnapshotRecord,
    /// The body bytes as received (after content-decoding), already checked against
    /// `record.body_sha256` when loaded.
    pub body: Vec<u8>,
    /// The file the body was read from or written to (`_body-<sha256>`, `failure.html`, or a
    /// legacy `latest.html`/`previous.html`).
    pub body_path: PathBuf,
    /// The JSON file holding the record (`latest.json` or `failure.json`).
    pub record_path: PathBuf,
}

impl Snapshot {
    /// Body decoded with the recorded charset (lossless for UTF-8 bodies).
    pub fn html(&self) -> Cow<'_, str> {
        crate::pages::fetch::decode_with(&self.body, &self.record.charset)
    }

    /// Is this an HTML page (as opposed to a PDF, image, …)?
    pub fn is_html(&self) -> bool {
        self.record.is_html(&self.body)
    }
}

/// Which pair of a page's directory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// The newest good snapshot.
    Latest,
    /// The snapshot that was latest before it (what `docdrift diff` compares against).
    Previous,
}

impl Slot {
    fn stem(self) -> &'static str {
        match self {
            Slot::Latest => "latest",
            Slot::Previous => "previous",
        }
    }
}

/// The record of the last failed fetch of a page (`failure.json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FailureRecord {
    /// Layout version of this record; [`SCHEMA_VERSION`] when written by this build.
    pub schema_version: u32,
    /// The URL as requested.
    pub url: String,
    /// When the failed request started (UTC).
    pub failed_at: chrono::DateTime<chrono::Utc>,
    /// The failure in one line, naming the URL (a transport error or `HTTP 404 …`).
    pub error: String,
    /// The response, when the failure is an HTTP status (its body is in `failure.html`).
    pub response: Option<SnapshotRecord>,
}

/// Snapshot storage errors; each names the file or URL.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SnapshotError {
    /// Reading or writing a store file failed.
    #[error("{}: {source}", .path.display())]
    Io {
        /// The file or directory involved.
        path: PathBuf,
        /// The operating system's error.
        #[source]
        source: std::io::Error,
    },
    /// The store cannot take writers (a read-only mount, no permission): its
    /// lock file cannot be created. Readers need no lock and still work.
    #[error("snapshot store {} is not writable: cannot open its lock file {}: {source}; commands that only read the store still work", .root.display(), .path.display())]
    NotWritable {
        /// The store's root directory.
        root: PathBuf,
        /// The lock file that could not be opened ([`LOCK_FILE`] under `root`).
        path: PathBuf,
        /// The operating system's error.
        #[source]
        source: std::io::Error,
    },
    /// An entry of the store that is not a regular file inside it: a symbolic
    /// link, a FIFO, a socket, a device, or a file reached through a linked
    /// directory. Never opened, never followed; the message names the store
    /// path only (not where a link leads, nor anything it holds).
    #[error("{}: {why}; the snapshot store {} reads only regular files inside it and left this entry unread and untouched — remove it", .path.display(), .root.display())]
    Unsafe {
        /// The entry, as a path inside the store.
        path: PathBuf,
        /// The store's root directory.
        root: PathBuf,
        /// What kind of entry it is (`is a symbolic link`, `is not a regular file` …).
        why: String,
    },
    /// A record file that does not parse as a snapshot record, or names a body other than
    /// its hash; it is never rotated or overwritten.
    #[error("{}:{line}: not a docdrift snapshot record ({msg}); left untouched — move it away or fix it", .path.display())]
    BadRecord {
        /// The record file.
        path: PathBuf,
        /// 1-based line where parsing failed (1 for a record that parses but is wrong).
        line: usize,
        /// What is wrong.
        msg: String,
    },
    /// A body file whose SHA-256 is not the one its record names.
    #[error("{}: body sha256 {actual} does not match its record ({expected}); the write was interrupted or the file was edited", .path.display())]
    BodyMismatch {
        /// The body file.
        path: PathBuf,
        /// The hash the record names, lowercase hex.
        expected: String,
        /// The hash of the bytes on disk.
        actual: String,
    },
    /// No snapshot of this URL has been stored.
    #[error("no snapshot of {url} in {}; run `docdrift fetch {url}` or `docdrift check --fetch`", .dir.display())]
    Missing {
        /// The URL asked for.
        url: String,
        /// The directory the store would keep it in.
        dir: PathBuf,
    },
    /// The server answered 304 to a conditional GET but the store holds nothing to reuse.
    #[error("{url}: got 304 Not Modified but there is no stored snapshot in {} to reuse", .dir.display())]
    NotModifiedWithoutSnapshot {
        /// The URL fetched.
        url: String,
        /// The page's directory in the store.
        dir: PathBuf,
    },
    /// A 2xx response with no body; recorded in `failure.json`, the good snapshot kept.
    #[error("{url}: HTTP {status} with an empty body; kept the snapshot fetched at {kept} (recorded in failure.json)")]
    EmptyBody {
        /// The URL fetched.
        url: String,
        /// The 2xx status it answered with.
        status: u16,
        /// When the snapshot that was kept had been fetched (RFC 3339).
        kept: String,
    },
    /// A 2xx response that is not the page (wrong kind of body, cut short):
    /// recorded in `failure.json`, the good snapshot kept.
    #[error("{url}: HTTP {status} but not the page: {why}; {kept} (recorded in failure.json)")]
    NotThePage {
        /// The URL fetched.
        url: String,
        /// The 2xx status it answered with.
        status: u16,
        /// Why the body is not the page (an image, still-compressed bytes, cut short …).
        why: String,
        /// What was kept: `kept the snapshot fetched at …` or that nothing was stored.
        kept: String,
    },
    /// Another process holds the store's write lock past [`lock_timeout`].
    #[error("snapshot store {} is in use by another docdrift ({holder}); waited {waited:.0} s. Wait for it to finish, or use another --snapshots directory (DOCDRIFT_LOCK_TIMEOUT sets the wait in seconds)", .root.display())]
    Locked {
        /// The store's root directory.
        root: PathBuf,
        /// What the holder wrote in the lock file (`pid 123 since …`), or `holder unknown`.
        holder: String,
        /// Seconds waited before giving up.
        waited: f64,
    },
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> SnapshotError + '_ {
    move |source| SnapshotError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The lock file at the root of a store.
pub const LOCK_FILE: &str = ".docdrift.lock";

#[cfg(test)]
mod tests {
    use super::*;

    fn d(url: &str) -> String {
        dir_for_url(url).to_string_lossy().into_owned()
    }

    #[test]
    fn readable_dirs_for_plain_urls() {
        assert_eq!(
            d("http://127.0.0.1:8080/docs/user-guide/cli"),
            "127.0.0.1_8080/docs/user-guide/cli"
        );
        assert_eq!(
            d("https://example.com/docs/"),
            "example.com_443/docs/_index"
        );
        assert_eq!(d("https://example.com"), "example.com_443/_index");
        assert_eq!(d("https://example.com/a#frag"), "example.com_443/a");
        // Over-long segments are shortened (and hashed) to stay under file-name limits.
        let long = d(&format!("https://example.com/{}", "x".repeat(300)));
        assert_eq!(
            long,
            format!(
                "example.com_443/{}~{}",
                "x".repeat(80),
                &crate::core::hash::sha256_hex(
                    format!("https://example.com/{}", "x".repeat(300)).as_bytes()
                )[..12]
            )
        );
    }

    #[test]
    fn unsafe_or_ambiguous_urls_get_a_hash_and_no_dotdot() {
        // The URL parser already resolves dot segments.
        assert_eq!(d("http://h/a/%2E%2E/b"), "h_80/b");
        let a = d("http://h/.hidden/x");
        let b = d("http://h/a/b?x=1");
        let c = d("http://h/a/b?x=2");
        let e = d("http://h/docs/latest.json");
        let f = d("http://h/a b/c");
        for p in [&a, &b, &c, &e, &f] {
            assert!(p.contains('~'), "{p}");
            assert!(
                !Path::new(p)
                    .components()
                    .any(|c| matches!(c, std::path::Component::ParentDir)),
                "{p}"
            );
            assert!(!Path::new(p).is_absolute());
        }
        assert_ne!(b, c);
        assert!(b.starts_with("h_80/a/b~"), "{b}");
        assert!(e.starts_with("h_80/docs/latest.json~"), "{e}");
        assert!(f.starts_with("h_80/a_20b/c~"), "{f}");
        // Stable.
        assert_eq!(d("http://h/a/b?x=1"), b);
    }

    fn resp(url: &str, status: u16, body: &str) -> FetchResponse {
        FetchResponse {
            url: url.into(),
            final_url: url.into(),
            redirects: vec![],
            status,
            fetched_at: chrono::Utc::now(),
            elapsed_ms: 1,
            headers: BTreeMap::new(),
            content_type: Some("text/html; charset=utf-8".into()),
            body: body.as_bytes().to_vec(),
        }
    }

    #[test]
    fn save_rotates_and_refuses_a_corrupt_latest() {
        let tmp = tempfile::tempdir().unwrap();
        let store = Store::new(tmp.path());
        let url = "http://127.0.0.1:9/p";
        store.save(&resp(url, 200, "<p>one</p>")).unwrap();
        let s2 = store
            .save(&resp(url, 200, "<title>T</title><p>two</p>"))
            .unwrap();
        assert_eq!(s2.record.text_bytes, 3);
        assert_eq!(s2.record.title.as_deref(), Some("T"));
        let prev = store.load(url, Slot::Previous).unwrap().unwrap();
        assert_eq!(prev.body, b"<p>one</p>");
        // An error page does not replace latest.
        let f = store.save(&resp(url, 500, "oops")).unwrap();
        assert_eq!(f.record_path.file_name().unwrap(), "failure.json");
        assert_eq!(
            store.load_latest(url).unwrap().body,
            b"<title>T</title><p>two</p>"
        );
        assert_eq!(store.list().unwrap().len(), 1);
        // Corrupt latest: save refuses and leaves every file as it was.
        let latest = s2.record_path.clone();
        std::fs::write(&latest, b"{\n  \"schema_version\": 1,\n  oops").unwrap();
        let err = store.save(&resp(url, 200, "<p>three</p>")).unwrap_err();
        assert!(
            matches!(err, SnapshotError::BadRecord { line: 3, .. }),
            "{err}"
        );
        assert_eq!(
            std::fs::read(&latest).unwrap(),
            b"{\n  \"schema_version\": 1,\n  oops"
        );
        // The previous record lived in the broken file; its body is still on disk.
        let one = latest
            .parent()
            .unwrap()
            .join(body_name(&crate::core::hash::sha256_hex(b"<p>one</p>")));
        assert_eq!(std::fs::read(one).unwrap(), b"<p>one</p>");
    }

    /// The crawl's one-parse record equals the record `save` builds, field for field.
    #[test]
    fn from_parsed_equals_from_response() {
        let pages = [
            (
                200,
                "<title> A  &amp; B </title><p>one<br>two</p><script>x</script>",
            ),
            (200, "<svg><title>icon</title></svg><h1>Only svg title</h1>"),
            (200, ""),
            (404, "<title>Not found</title>"),
        ];
        for (status, body) in pages {
            let mut r = resp("http://127.0.0.1:9/p", status, body);
            for ct in [
                Some("text/html; charset=utf-8"),
                Some("application/pdf"),
                None,
            ] {
                r.content_type = ct.map(str::to_string);
                let ct = r.content_type.as_deref();
                let (html, charset) = crate::pages::fetch::decode_body(&r.body, ct);
                let doc = (r.is_success() && crate::pages::fetch::is_html(ct, &r.body))
                    .then(|| crate::pages::text::parse_document(&html));
                let sha = crate::core::hash::sha256_hex(&r.body);
                assert_eq!(
                    SnapshotRecord::from_parsed(&r, doc.as_ref(), charset, sha),
                    SnapshotRecord::from_response(&r),
                    "{status} {ct:?} {body:?}"
                );
            }
        }
    }
}
