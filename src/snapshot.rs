//! Snapshots on disk: the second stage of the page flow ([`crate::fetch`] →
//! snapshot → [`crate::text`] → [`crate::count`]).
//!
//! A [`Store`] is a directory tree. Each URL owns one directory
//! ([`Store::dir_for`]): `<root>/<host>_<port>/<path segments>/`, holding
//!
//! - `latest.html` + `latest.json`: the body exactly as received (after
//!   content-encoding) and its [`SnapshotRecord`];
//! - `previous.html` + `previous.json`: the pair that was latest before the
//!   last successful fetch (so `diff` can compare them);
//! - `failure.json` (+ `failure.html` for an HTTP error page): the last failed
//!   fetch, written beside the good pair without touching it.
//!
//! Every file is written atomically ([`crate::atomic::write`]) and the record
//! is written *after* its body: the record is the commit point, and
//! [`Store::load`] checks the body's sha256 against it, so a run killed between
//! the two writes is reported, never read as a good "latest". A latest record
//! that does not parse is never rotated or overwritten: [`Store::save`] stops
//! with [`SnapshotError::BadRecord`] and the user's files stay as they were.
//!
//! Only 2xx responses become `latest`. 304 (validators matched) leaves the
//! snapshot untouched; any other status is recorded in `failure.json`, so an
//! error page is never mistaken for content.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

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
}

impl SnapshotRecord {
    /// Build the record for a response: hashes, visible text, title, charset.
    pub fn from_response(resp: &FetchResponse) -> SnapshotRecord {
        let (text_bytes, text_sha256, title, charset) =
            describe_body(&resp.body, resp.content_type.as_deref(), resp.is_success());
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
            body_sha256: crate::hash::sha256_hex(&resp.body),
            text_bytes,
            text_sha256,
            title,
            charset,
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
) -> (u64, String, Option<String>, String) {
    let (html, charset) = crate::fetch::decode_body(body, content_type);
    if !content || !crate::fetch::is_html(content_type, body) {
        return (0, String::new(), None, charset);
    }
    let doc = scraper::Html::parse_document(&html);
    let text = crate::text::document_text(&doc, false);
    (
        text.len() as u64,
        crate::hash::sha256_hex(text.as_bytes()),
        crate::text::title(&doc),
        charset,
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
        Store { root: root.into() }
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

    /// Store a response. 2xx: body + record become latest, the old latest
    /// becomes previous. 304: nothing changes, the stored latest is returned.
    /// Other statuses: written as `failure.json`/`failure.html`, latest untouched.
    /// Refuses to rotate over a latest record that does not parse.
    pub fn save(&self, resp: &FetchResponse) -> Result<Snapshot, SnapshotError> {
        let dir = self.page_dir(&resp.url);
        let record = SnapshotRecord::from_response(resp);
        if resp.status == 304 {
            return load_dir(&dir, Slot::Latest)?.ok_or(
                SnapshotError::NotModifiedWithoutSnapshot {
                    url: resp.url.clone(),
                    dir,
                },
            );
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
        let latest_html = dir.join("latest.html");
        // Parse (and check) the current pair and the previous record before
        // touching anything: a file the user may want back is never replaced
        // unless it is a record this store wrote.
        let previous_json = dir.join("previous.json");
        if previous_json.exists() {
            read_record(&previous_json)?;
        }
        if let Some(old) = load_dir(&dir, Slot::Latest)? {
            crate::atomic::write(&dir.join("previous.html"), &old.body)
                .map_err(io_err(&dir.join("previous.html")))?;
            write_json(&dir.join("previous.json"), &old.record)?;
        }
        crate::atomic::write(&latest_html, &resp.body).map_err(io_err(&latest_html))?;
        write_json(&latest_json, &record)?;
        for stale in ["failure.json", "failure.html"] {
            let p = dir.join(stale);
            if p.exists() {
                std::fs::remove_file(&p).map_err(io_err(&p))?;
            }
        }
        Ok(Snapshot {
            record,
            body: resp.body.clone(),
            body_path: latest_html,
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

/// Is `dir` a page directory (holds a `latest.json`)?
pub fn is_snapshot_dir(dir: &Path) -> bool {
    dir.join("latest.json").is_file()
}

/// Load one pair from a page directory. `Ok(None)` when its record does not exist.
pub fn load_dir(dir: &Path, slot: Slot) -> Result<Option<Snapshot>, SnapshotError> {
    let record_path = dir.join(format!("{}.json", slot.stem()));
    let body_path = dir.join(format!("{}.html", slot.stem()));
    if !record_path.exists() {
        return Ok(None);
    }
    let record = read_record(&record_path)?;
    let body = std::fs::read(&body_path).map_err(io_err(&body_path))?;
    let actual = crate::hash::sha256_hex(&body);
    if actual != record.body_sha256 {
        return Err(SnapshotError::BodyMismatch {
            path: body_path,
            expected: record.body_sha256,
            actual,
        });
    }
    Ok(Some(Snapshot {
        record,
        body,
        body_path,
        record_path,
    }))
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
        assert_eq!(
            store.load(url, Slot::Previous).unwrap().unwrap().body,
            b"<p>one</p>"
        );
    }
}
