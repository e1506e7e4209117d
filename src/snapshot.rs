//! Snapshots on disk: the second stage of the page flow ([`crate::fetch`] →
//! snapshot → [`crate::text`] → [`crate::count`]).
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
//! one atomically ([`crate::atomic::write`]); bodies no record names any more
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

use crate::fetch::{FetchResponse, Redirect};

/// Version of the JSON written by this module.
pub const SCHEMA_VERSION: u32 = 1;

/// The JSON record stored beside each body (schema in docs/pages.md).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SnapshotRecord {
    pub schema_version: u32,
    pub url: String,
    pub final_url: String,
    pub redirects: Vec<Redirect>,
    pub status: u16,
    /// When the request started, RFC 3339 UTC.
    pub fetched_at: chrono::DateTime<chrono::Utc>,
    pub elapsed_ms: u64,
    pub headers: BTreeMap<String, String>,
    pub content_type: Option<String>,
    pub body_bytes: u64,
    pub body_sha256: String,
    /// UTF-8 bytes of the visible text ([`crate::text::visible_text`]); 0 for non-HTML.
    pub text_bytes: u64,
    /// sha256 of the visible text; "" for non-HTML bodies.
    pub text_sha256: String,
    /// `<title>` text, for footnotes "[1] URL — title".
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
        let body_sha256 = crate::hash::sha256_hex(&resp.body);
        let mut r = Self::assemble(resp, body_sha256, text_bytes, text_sha256, title, charset);
        r.warnings.extend(nesting);
        r
    }

    /// [`SnapshotRecord::from_response`] for a body the caller already decoded (with
    /// [`crate::fetch::decode_body`], giving `charset`) and, when it is a successful HTML
    /// response, parsed into `doc` — so a crawl parses each page once for its record and its
    /// links. `doc` must be `Some` exactly when `from_response` would parse: a 2xx response
    /// that [`crate::fetch::is_html`]; otherwise the text fields are empty as there.
    /// `body_sha256` is [`crate::hash::sha256_hex`] of `resp.body`, which the crawl has
    /// already computed to compare with the stored snapshot.
    pub fn from_parsed(
        resp: &FetchResponse,
        doc: Option<&scraper::Html>,
        charset: String,
        body_sha256: String,
    ) -> SnapshotRecord {
        let nesting = match doc {
            Some(_) if resp.is_success() => {
                crate::text::nesting_warning(&crate::fetch::decode_with(&resp.body, &charset))
            }
            _ => None,
        };
        let (text_bytes, text_sha256, title) = match doc {
            Some(doc) if resp.is_success() => {
                let text = crate::text::document_text(doc, false);
                (
                    text.len() as u64,
                    crate::hash::sha256_hex(text.as_bytes()),
                    crate::text::title(doc),
                )
            }
            _ => (0, String::new(), None),
        };
        let mut r = Self::assemble(resp, body_sha256, text_bytes, text_sha256, title, charset);
        r.warnings.extend(nesting);
        r
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
            crate::fetch::decode_warning(&resp.body, resp.content_type.as_deref(), &charset)
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
        crate::fetch::is_html(self.content_type.as_deref(), body)
    }
}

fn describe_body(
    body: &[u8],
    content_type: Option<&str>,
    content: bool,
) -> (u64, String, Option<String>, String, Option<String>) {
    let (html, charset) = crate::fetch::decode_body(body, content_type);
    if !content || !crate::fetch::is_html(content_type, body) {
        return (0, String::new(), None, charset, None);
    }
    let doc = crate::text::parse_document(&html);
    let text = crate::text::document_text(&doc, false);
    (
        text.len() as u64,
        crate::hash::sha256_hex(text.as_bytes()),
        crate::text::title(&doc),
        charset,
        crate::text::nesting_warning(&html),
    )
}

/// A stored body with its record.
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub record: SnapshotRecord,
    pub body: Vec<u8>,
    pub body_path: PathBuf,
    pub record_path: PathBuf,
}

impl Snapshot {
    /// Body decoded with the recorded charset (lossless for UTF-8 bodies).
    pub fn html(&self) -> Cow<'_, str> {
        crate::fetch::decode_with(&self.body, &self.record.charset)
    }

    /// Is this an HTML page (as opposed to a PDF, image, …)?
    pub fn is_html(&self) -> bool {
        self.record.is_html(&self.body)
    }
}

/// Which pair of a page's directory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    Latest,
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
    pub schema_version: u32,
    pub url: String,
    pub failed_at: chrono::DateTime<chrono::Utc>,
    pub error: String,
    /// The response, when the failure is an HTTP status (its body is in `failure.html`).
    pub response: Option<SnapshotRecord>,
}

/// Snapshot storage errors; each names the file or URL.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SnapshotError {
    #[error("{}: {source}", .path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The store cannot take writers (a read-only mount, no permission): its
    /// lock file cannot be created. Readers need no lock and still work.
    #[error("snapshot store {} is not writable: cannot open its lock file {}: {source}; commands that only read the store still work", .root.display(), .path.display())]
    NotWritable {
        root: PathBuf,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}:{line}: not a docdrift snapshot record ({msg}); left untouched — move it away or fix it", .path.display())]
    BadRecord {
        path: PathBuf,
        line: usize,
        msg: String,
    },
    #[error("{}: body sha256 {actual} does not match its record ({expected}); the write was interrupted or the file was edited", .path.display())]
    BodyMismatch {
        path: PathBuf,
        expected: String,
        actual: String,
    },
    #[error("no snapshot of {url} in {}; run `docdrift fetch {url}` or `docdrift check --fetch`", .dir.display())]
    Missing { url: String, dir: PathBuf },
    #[error("{url}: got 304 Not Modified but there is no stored snapshot in {} to reuse", .dir.display())]
    NotModifiedWithoutSnapshot { url: String, dir: PathBuf },
    #[error("{url}: HTTP {status} with an empty body; kept the snapshot fetched at {kept} (recorded in failure.json)")]
    EmptyBody {
        url: String,
        status: u16,
        kept: String,
    },
    #[error("snapshot store {} is in use by another docdrift ({holder}); waited {waited:.0} s. Wait for it to finish, or use another --snapshots directory (DOCDRIFT_LOCK_TIMEOUT sets the wait in seconds)", .root.display())]
    Locked {
        root: PathBuf,
        holder: String,
        waited: f64,
    },
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> SnapshotError + '_ {
    move |source| SnapshotError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// A snapshot tree rooted at one directory.
#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
    /// The store's lock file, once this process holds it (shared by clones,
    /// released when the last clone is dropped or the process dies).
    lock: Arc<Mutex<Option<std::fs::File>>>,
}

/// The lock file at the root of a store.
pub const LOCK_FILE: &str = ".docdrift.lock";

/// How long a writer waits for another writer's lock: `DOCDRIFT_LOCK_TIMEOUT`
/// seconds, 30 by default (0 fails at once).
pub fn lock_timeout() -> Duration {
    std::env::var("DOCDRIFT_LOCK_TIMEOUT")
        .ok()
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s >= 0.0)
        .map(Duration::from_secs_f64)
        .unwrap_or(Duration::from_secs(30))
}

/// Prefix of a body file in a page directory. URL path segments starting
/// with `_` are never plain (see [`Store::dir_for`]), so no page directory
/// can be named like a body.
const BODY_PREFIX: &str = "_body-";

fn body_name(sha: &str) -> String {
    format!("{BODY_PREFIX}{sha}")
}

/// File names the store itself uses inside a page directory; a URL path
/// segment equal to one of these is hashed so it cannot collide.
const RESERVED: &[&str] = &[
    "latest.html",
    "latest.json",
    "previous.html",
    "previous.json",
    "failure.html",
    "failure.json",
];

impl Store {
    pub fn new(root: impl Into<PathBuf>) -> Store {
        Store {
            root: root.into(),
            lock: Arc::default(),
        }
    }

    /// Take the store's writer lock for the rest of this run (every clone
    /// shares it). Waits up to [`lock_timeout`] for another writer, then
    /// fails with [`SnapshotError::Locked`] naming it. Idempotent.
    pub fn lock_for_writing(&self) -> Result<(), SnapshotError> {
        use std::io::{Read, Seek, Write};
        let mut held = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        if held.is_some() {
            return Ok(());
        }
        let path = self.root.join(LOCK_FILE);
        let not_writable = |source| SnapshotError::NotWritable {
            root: self.root.clone(),
            path: path.clone(),
            source,
        };
        std::fs::create_dir_all(&self.root).map_err(not_writable)?;
        let mut file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(not_writable)?;
        let wait = lock_timeout();
        let started = Instant::now();
        loop {
            match file.try_lock() {
                Ok(()) => break,
                Err(std::fs::TryLockError::WouldBlock) => {
                    if started.elapsed() >= wait {
                        let mut holder = String::new();
                        let _ = file.read_to_string(&mut holder);
                        let holder = holder.trim();
                        return Err(SnapshotError::Locked {
                            root: self.root.clone(),
                            holder: if holder.is_empty() {
                                "holder unknown".into()
                            } else {
                                holder.to_string()
                            },
                            waited: started.elapsed().as_secs_f64(),
                        });
                    }
                    std::thread::sleep(Duration::from_millis(50));
                }
                Err(std::fs::TryLockError::Error(e)) => return Err(io_err(&path)(e)),
            }
        }
        // Who holds it, for the message a second writer prints.
        let _ = file.set_len(0);
        let _ = file.rewind();
        let _ = writeln!(
            file,
            "pid {} since {}",
            std::process::id(),
            chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
        );
        *held = Some(file);
        Ok(())
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Stable, readable, collision-free relative dir for a URL.
    ///
    /// `http://127.0.0.1:8080/docs/user-guide/cli` → `127.0.0.1_8080/docs/user-guide/cli`;
    /// a trailing slash adds `_index` (`/docs/` → `docs/_index`, `/` → `_index`).
    /// A URL that is not "plain" — a query, a segment with characters outside
    /// `[A-Za-z0-9._-]` or longer than 100 bytes, a segment starting with `.`
    /// or `_`, a reserved file name — gets its segments sanitised (other characters → `_`) and a final
    /// component `<last>~<12 hex of sha256(url)>`. Plain URLs never contain
    /// `~`, so the two forms cannot collide. The fragment is ignored. Never
    /// `..`, never absolute.
    pub fn dir_for(&self, url: &str) -> PathBuf {
        dir_for_url(url)
    }

    fn page_dir(&self, url: &str) -> PathBuf {
        self.root.join(self.dir_for(url))
    }

    /// Load one pair of `url`'s directory. `Ok(None)` when the record file does not exist.
    pub fn load(&self, url: &str, slot: Slot) -> Result<Option<Snapshot>, SnapshotError> {
        load_dir(&self.page_dir(url), slot)
    }

    /// Like [`Store::load`] for the latest pair, with a [`SnapshotError::Missing`] when absent.
    pub fn load_latest(&self, url: &str) -> Result<Snapshot, SnapshotError> {
        self.load(url, Slot::Latest)?
            .ok_or_else(|| SnapshotError::Missing {
                url: url.into(),
                dir: self.root.clone(),
            })
    }

    /// Record that a fetch at `at` found `kept` unchanged (a 304, or the same bytes again), so
    /// `diff` reports "unchanged since <first fetch>" rather than "new". One atomic record write.
    pub fn confirm(
        &self,
        kept: &mut Snapshot,
        at: chrono::DateTime<chrono::Utc>,
    ) -> Result<(), SnapshotError> {
        kept.record.unchanged_since = Some(
            kept.record
                .unchanged_since
                .unwrap_or(kept.record.fetched_at),
        );
        kept.record.confirmed_at = Some(at);
        write_json(&kept.record_path, &kept.record)
    }

    /// Store a response. 2xx: body + record become latest, the old latest
    /// becomes previous. 304: nothing changes, the stored latest is returned.
    /// Other statuses: written as `failure.json`/`failure.html`, latest untouched.
    /// Refuses to rotate over a latest record that does not parse.
    pub fn save(&self, resp: &FetchResponse) -> Result<Snapshot, SnapshotError> {
        self.save_record(resp, SnapshotRecord::from_response(resp))
    }

    /// [`Store::save`] with the response's record already built (by
    /// [`SnapshotRecord::from_parsed`]), so the caller's parse of the page is not repeated.
    pub fn save_record(
        &self,
        resp: &FetchResponse,
        record: SnapshotRecord,
    ) -> Result<Snapshot, SnapshotError> {
        self.lock_for_writing()?;
        let dir = self.page_dir(&resp.url);
        if resp.status == 304 {
            let kept =
                load_dir(&dir, Slot::Latest)?.ok_or(SnapshotError::NotModifiedWithoutSnapshot {
                    url: resp.url.clone(),
                    dir: dir.clone(),
                })?;
            // The page answers again: an earlier failure is history.
            clear_failure(&dir)?;
            let mut kept = kept;
            self.confirm(&mut kept, resp.fetched_at)?;
            return Ok(kept);
        }
        if !resp.is_success() {
            let body_path = dir.join("failure.html");
            let record_path = dir.join("failure.json");
            crate::atomic::write(&body_path, &resp.body).map_err(io_err(&body_path))?;
            let failure = FailureRecord {
                schema_version: SCHEMA_VERSION,
                url: resp.url.clone(),
                failed_at: resp.fetched_at,
                error: format!("HTTP status {}", resp.status),
                response: Some(record.clone()),
            };
            write_json(&record_path, &failure)?;
            return Ok(Snapshot {
                record,
                body: resp.body.clone(),
                body_path,
                record_path,
            });
        }
        let latest_json = dir.join("latest.json");
        // Parse (and check) the current record before touching anything: a
        // file the user may want back is never replaced unless it is a record
        // this store wrote.
        let current = if latest_json.exists() {
            Some(read_record(&latest_json)?)
        } else {
            None
        };
        let legacy_previous = dir.join("previous.json");
        if current.as_ref().is_some_and(|c| c.body_file.is_none()) && legacy_previous.exists() {
            read_record(&legacy_previous)?;
        }
        let mut record = record;
        let old = match &current {
            Some(_) => match load_dir(&dir, Slot::Latest) {
                Ok(old) => old,
                // A body that does not match its record is no snapshot: it is
                // dropped (and said so) rather than wedging the page for good.
                Err(e) if is_broken_body(&e) => {
                    record
                        .warnings
                        .push(format!("the previous snapshot was dropped: {e}"));
                    None
                }
                Err(e) => return Err(e),
            },
            None => None,
        };
        // An empty 200 never replaces a page that had content.
        if resp.body.is_empty() {
            if let Some(old) = old.as_ref().filter(|o| !o.body.is_empty()) {
                let kept = old.record.fetched_at.to_rfc3339();
                let failure = FailureRecord {
                    schema_version: SCHEMA_VERSION,
                    url: resp.url.clone(),
                    failed_at: resp.fetched_at,
                    error: format!(
                        "HTTP {} with an empty body; kept the snapshot fetched at {kept}",
                        resp.status
                    ),
                    response: Some(record),
                };
                write_json(&dir.join("failure.json"), &failure)?;
                return Err(SnapshotError::EmptyBody {
                    url: resp.url.clone(),
                    status: resp.status,
                    kept,
                });
            }
            record.warnings.push(format!(
                "HTTP {} with an empty body (no earlier snapshot to keep)",
                resp.status
            ));
        }
        sweep_temps(&dir);
        // 1. Bodies under their hashes (the old latest too, when it is still
        //    in the pre-rotation layout).
        let new_name = body_name(&record.body_sha256);
        write_body(&dir, &new_name, &resp.body, &record.body_sha256)?;
        if let Some(o) = old
            .as_ref()
            .filter(|o| o.record.body_sha256 == record.body_sha256)
        {
            record.unchanged_since = Some(o.record.unchanged_since.unwrap_or(o.record.fetched_at));
            record.confirmed_at = Some(record.fetched_at);
        }
        let previous = match old {
            Some(old) => {
                let mut prev = old.record;
                prev.previous = None;
                let name = body_name(&prev.body_sha256);
                write_body(&dir, &name, &old.body, &prev.body_sha256)?;
                prev.body_file = Some(name);
                Some(Box::new(prev))
            }
            None => None,
        };
        record.body_file = Some(new_name.clone());
        record.previous = previous;
        // 2. The commit: one rename.
        write_json(&latest_json, &record)?;
        // 3. Sweep what no record names any more.
        let keep: Vec<String> = std::iter::once(new_name.clone())
            .chain(record.previous.as_ref().and_then(|p| p.body_file.clone()))
            .collect();
        sweep_after_commit(&dir, &keep);
        clear_failure(&dir)?;
        Ok(Snapshot {
            record,
            body: resp.body.clone(),
            body_path: dir.join(new_name),
            record_path: latest_json,
        })
    }

    /// Every latest snapshot record under the root, sorted by URL. A record
    /// that does not parse is an error (never silently skipped).
    pub fn list(&self) -> Result<Vec<SnapshotRecord>, SnapshotError> {
        let mut out = Vec::new();
        if !self.root.exists() {
            return Ok(out);
        }
        for entry in walkdir::WalkDir::new(&self.root).sort_by_file_name() {
            let entry = entry.map_err(|e| {
                let path = e.path().unwrap_or(&self.root).to_path_buf();
                SnapshotError::Io {
                    path,
                    source: e.into(),
                }
            })?;
            if entry.file_type().is_file() && entry.file_name() == "latest.json" {
                out.push(read_record(entry.path())?);
            }
        }
        out.sort_by(|a, b| a.url.cmp(&b.url));
        Ok(out)
    }

    /// Record a failed fetch beside the page without touching its good snapshot.
    pub fn record_failure(&self, url: &str, error: &str) -> Result<(), SnapshotError> {
        self.lock_for_writing()?;
        let path = self.page_dir(url).join("failure.json");
        let failure = FailureRecord {
            schema_version: SCHEMA_VERSION,
            url: url.into(),
            failed_at: chrono::Utc::now(),
            error: error.into(),
            response: None,
        };
        write_json(&path, &failure)
    }

    /// The last failure recorded for `url`, if any.
    pub fn load_failure(&self, url: &str) -> Result<Option<FailureRecord>, SnapshotError> {
        let path = self.page_dir(url).join("failure.json");
        if !path.exists() {
            return Ok(None);
        }
        let bytes = std::fs::read(&path).map_err(io_err(&path))?;
        serde_json::from_slice(&bytes)
            .map(Some)
            .map_err(|e| SnapshotError::BadRecord {
                path,
                line: e.line(),
                msg: e.to_string(),
            })
    }
}

/// Remove a page's failure record, if any (the page answered since).
fn clear_failure(dir: &Path) -> Result<(), SnapshotError> {
    for stale in ["failure.json", "failure.html"] {
        let p = dir.join(stale);
        if p.exists() {
            std::fs::remove_file(&p).map_err(io_err(&p))?;
        }
    }
    Ok(())
}

/// Is `dir` a page directory (holds a `latest.json`)?
pub fn is_snapshot_dir(dir: &Path) -> bool {
    dir.join("latest.json").is_file()
}

/// Load one pair from a page directory. `Ok(None)` when its record does not exist.
pub fn load_dir(dir: &Path, slot: Slot) -> Result<Option<Snapshot>, SnapshotError> {
    // A writer may sweep the body we were about to read right after its
    // commit: read the (new) record again. Three rounds is plenty; a body
    // still missing after that is a real error.
    let mut last = None;
    for _ in 0..3 {
        match load_once(dir, slot) {
            Err(SnapshotError::Io { path, source })
                if source.kind() == std::io::ErrorKind::NotFound
                    && path
                        .file_name()
                        .is_some_and(|n| n.to_string_lossy().starts_with(BODY_PREFIX)) =>
            {
                last = Some(SnapshotError::Io { path, source });
            }
            other => return other,
        }
    }
    Err(last.expect("looped at least once"))
}

fn load_once(dir: &Path, slot: Slot) -> Result<Option<Snapshot>, SnapshotError> {
    let latest_json = dir.join("latest.json");
    if !latest_json.exists() {
        // Only an old-layout previous can exist without a latest.
        return match slot {
            Slot::Latest => Ok(None),
            Slot::Previous => load_legacy(dir, slot),
        };
    }
    let latest = read_record(&latest_json)?;
    if latest.body_file.is_none() {
        return load_legacy(dir, slot);
    }
    let record = match slot {
        Slot::Latest => latest,
        Slot::Previous => match latest.previous {
            Some(p) => *p,
            None => return Ok(None),
        },
    };
    let name = record.body_file.clone().unwrap_or_default();
    // A record names its body by hash; anything else is not ours to read.
    if name != body_name(&record.body_sha256) {
        return Err(SnapshotError::BadRecord {
            path: latest_json,
            line: 1,
            msg: format!("body_file {name:?} is not the body named by its sha256"),
        });
    }
    let body_path = dir.join(&name);
    let body = std::fs::read(&body_path).map_err(io_err(&body_path))?;
    check_body(&body_path, &body, &record.body_sha256)?;
    Ok(Some(Snapshot {
        record,
        body,
        body_path,
        record_path: latest_json,
    }))
}

/// The layout before one-rename rotation: `<slot>.json` + `<slot>.html`.
fn load_legacy(dir: &Path, slot: Slot) -> Result<Option<Snapshot>, SnapshotError> {
    let record_path = dir.join(format!("{}.json", slot.stem()));
    let body_path = dir.join(format!("{}.html", slot.stem()));
    if !record_path.exists() {
        return Ok(None);
    }
    let record = read_record(&record_path)?;
    let body = std::fs::read(&body_path).map_err(io_err(&body_path))?;
    if let Err(mismatch) = check_body(&body_path, &body, &record.body_sha256) {
        // The four-rename rotation killed after `latest.html` was replaced
        // and before `latest.json` was: the record still names the old body,
        // which the rotation had already copied to `previous.html`.
        if slot == Slot::Latest {
            let other = dir.join("previous.html");
            if let Ok(b) = std::fs::read(&other) {
                if crate::hash::sha256_hex(&b) == record.body_sha256 {
                    return Ok(Some(Snapshot {
                        record,
                        body: b,
                        body_path: other,
                        record_path,
                    }));
                }
            }
        }
        return Err(mismatch);
    }
    Ok(Some(Snapshot {
        record,
        body,
        body_path,
        record_path,
    }))
}

fn check_body(path: &Path, body: &[u8], expected: &str) -> Result<(), SnapshotError> {
    let actual = crate::hash::sha256_hex(body);
    if actual != expected {
        return Err(SnapshotError::BodyMismatch {
            path: path.to_path_buf(),
            expected: expected.to_string(),
            actual,
        });
    }
    Ok(())
}

/// A body that is missing or does not match its record (as opposed to a
/// record that does not parse, which is the user's to fix).
fn is_broken_body(e: &SnapshotError) -> bool {
    match e {
        SnapshotError::BodyMismatch { .. } => true,
        SnapshotError::Io { source, .. } => source.kind() == std::io::ErrorKind::NotFound,
        _ => false,
    }
}

/// Write a body under its hash, unless an intact copy is already there.
fn write_body(dir: &Path, name: &str, body: &[u8], sha: &str) -> Result<(), SnapshotError> {
    let path = dir.join(name);
    if let Ok(existing) = std::fs::read(&path) {
        if crate::hash::sha256_hex(&existing) == sha {
            return Ok(());
        }
    }
    crate::atomic::write(&path, body).map_err(io_err(&path))
}

/// Temp files of writes that a kill interrupted. Only called under the
/// store lock, so no other writer's temp file is in flight.
fn sweep_temps(dir: &Path) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        if e.file_name()
            .to_string_lossy()
            .starts_with(".docdrift-tmp-")
            && e.file_type().is_ok_and(|t| t.is_file())
        {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// After a commit: bodies no record names, the old layout's files and temp
/// files go. Failing to remove one is harmless (it is swept next time).
fn sweep_after_commit(dir: &Path, keep: &[String]) {
    for legacy in ["latest.html", "previous.html", "previous.json"] {
        let _ = std::fs::remove_file(dir.join(legacy));
    }
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if !e.file_type().is_ok_and(|t| t.is_file()) {
            continue;
        }
        if (name.starts_with(BODY_PREFIX) && !keep.contains(&name))
            || name.starts_with(".docdrift-tmp-")
        {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

fn read_record(path: &Path) -> Result<SnapshotRecord, SnapshotError> {
    let bytes = std::fs::read(path).map_err(io_err(path))?;
    let record: SnapshotRecord =
        serde_json::from_slice(&bytes).map_err(|e| SnapshotError::BadRecord {
            path: path.to_path_buf(),
            line: e.line(),
            msg: e.to_string(),
        })?;
    if record.schema_version != SCHEMA_VERSION {
        return Err(SnapshotError::BadRecord {
            path: path.to_path_buf(),
            line: 1,
            msg: format!(
                "schema_version {} (this docdrift reads {SCHEMA_VERSION})",
                record.schema_version
            ),
        });
    }
    Ok(record)
}

fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<(), SnapshotError> {
    let mut bytes = serde_json::to_vec_pretty(value).expect("records serialise");
    bytes.push(b'\n');
    crate::atomic::write(path, &bytes).map_err(io_err(path))
}

fn is_plain_segment(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 100
        && !s.starts_with('.')
        && !s.starts_with('_')
        && !RESERVED.contains(&s)
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

fn sanitize(s: &str) -> String {
    let mut out: String = s
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-') {
                c
            } else {
                '_'
            }
        })
        .collect();
    // No "." / ".." components, no hidden files.
    if out.starts_with('.') {
        out.replace_range(0..1, "_");
    }
    if out.is_empty() {
        out.push('_');
    }
    out.truncate(80);
    out
}

fn dir_for_url(url: &str) -> PathBuf {
    let Ok(mut u) = url::Url::parse(url) else {
        // Not a URL: still give a safe, stable place.
        return PathBuf::from("_invalid").join(format!(
            "{}~{}",
            sanitize(url),
            &crate::hash::sha256_hex(url.as_bytes())[..12]
        ));
    };
    u.set_fragment(None);
    let host = u.host_str().unwrap_or("_nohost").trim_matches(['[', ']']);
    let port = u.port_or_known_default().unwrap_or(0);
    let mut dir = PathBuf::from(format!("{}_{port}", sanitize(host)));
    let raw_segments: Vec<String> = u
        .path_segments()
        .map(|s| s.map(str::to_string).collect())
        .unwrap_or_default();
    let trailing_slash = raw_segments.last().is_none_or(|s| s.is_empty());
    let segments: Vec<&str> = raw_segments
        .iter()
        .map(String::as_str)
        .filter(|s| !s.is_empty())
        .collect();
    let plain = u.query().is_none()
        && u.username().is_empty()
        && u.scheme() != "file"
        && segments.iter().all(|s| is_plain_segment(s))
        && segments.len()
            == raw_segments.len() - usize::from(trailing_slash && !raw_segments.is_empty());
    if plain {
        for s in &segments {
            dir.push(s);
        }
        if trailing_slash {
            dir.push("_index");
        }
        return dir;
    }
    let hash = &crate::hash::sha256_hex(u.as_str().as_bytes())[..12];
    let (last, init) = match segments.split_last() {
        Some((l, i)) => (sanitize(l), i),
        None => ("_index".to_string(), &[][..]),
    };
    for s in init {
        dir.push(sanitize(s));
    }
    dir.push(format!("{last}~{hash}"));
    dir
}

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
                &crate::hash::sha256_hex(
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
            .join(body_name(&crate::hash::sha256_hex(b"<p>one</p>")));
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
                let (html, charset) = crate::fetch::decode_body(&r.body, ct);
                let doc = (r.is_success() && crate::fetch::is_html(ct, &r.body))
                    .then(|| crate::text::parse_document(&html));
                let sha = crate::hash::sha256_hex(&r.body);
                assert_eq!(
                    SnapshotRecord::from_parsed(&r, doc.as_ref(), charset, sha),
                    SnapshotRecord::from_response(&r),
                    "{status} {ct:?} {body:?}"
                );
            }
        }
    }
}
