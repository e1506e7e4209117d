//! The snapshot store: one directory per URL under a lock, slots for current and
//! previous captures, failure records.

#[allow(unused_imports)]
use super::*;

/// What [`Store::list_each`] found.
#[derive(Debug, Default)]
pub struct Listing {
    /// Records that were read, sorted by URL.
    pub records: Vec<SnapshotRecord>,
    /// Entries that could not be listed (the page directory, or the entry
    /// itself), with why, in walk order.
    pub problems: Vec<(PathBuf, SnapshotError)>,
}

/// A snapshot tree rooted at one directory.
#[derive(Debug, Clone)]
pub struct Store {
    pub(crate) root: PathBuf,
    /// The store's lock file, once this process holds it (shared by clones,
    /// released when the last clone is dropped or the process dies).
    pub(crate) lock: Arc<Mutex<Option<std::fs::File>>>,
}

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
pub(crate) const BODY_PREFIX: &str = "_body-";

pub(crate) fn body_name(sha: &str) -> String {
    format!("{BODY_PREFIX}{sha}")
}

/// File names the store itself uses inside a page directory; a URL path
/// segment equal to one of these is hashed so it cannot collide.
pub(crate) const RESERVED: &[&str] = &[
    "latest.html",
    "latest.json",
    "previous.html",
    "previous.json",
    "failure.html",
    "failure.json",
];

impl Store {
    /// A store rooted at `root`. Nothing is created or locked until the first write.
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
        // The lock file is rewritten below (holder line): a link there must
        // not be followed into a file elsewhere, nor a FIFO waited on.
        if let Ok(meta) = std::fs::symlink_metadata(&path) {
            if !meta.file_type().is_file() {
                return Err(SnapshotError::Unsafe {
                    path,
                    root: self.root.clone(),
                    why: "is not a regular file (a lock file must be one)".into(),
                });
            }
        }
        let mut opts = std::fs::OpenOptions::new();
        opts.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            opts.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
        }
        let mut file = opts.open(&path).map_err(not_writable)?;
        if !file.metadata().is_ok_and(|m| m.file_type().is_file()) {
            return Err(SnapshotError::Unsafe {
                path,
                root: self.root.clone(),
                why: "is not a regular file (a lock file must be one)".into(),
            });
        }
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

    /// The directory the store lives in, as given to [`Store::new`].
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

    pub(crate) fn page_dir(&self, url: &str) -> PathBuf {
        self.root.join(self.dir_for(url))
    }

    /// Load one pair of `url`'s directory. `Ok(None)` when the record file does not exist.
    pub fn load(&self, url: &str, slot: Slot) -> Result<Option<Snapshot>, SnapshotError> {
        load_dir_in(&self.root, &self.page_dir(url), slot)
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
    /// `diff` reports "unchanged since FIRST-FETCH" rather than "new". One atomic record write.
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
        check_dir_in(&self.root, &dir)?;
        if resp.status == 304 {
            let kept = load_dir_in(&self.root, &dir, Slot::Latest)?.ok_or(
                SnapshotError::NotModifiedWithoutSnapshot {
                    url: resp.url.clone(),
                    dir: dir.clone(),
                },
            )?;
            // The page answers again: an earlier failure is history.
            clear_failure(&dir)?;
            let mut kept = kept;
            self.confirm(&mut kept, resp.fetched_at)?;
            return Ok(kept);
        }
        if !resp.is_success() {
            let body_path = dir.join("failure.html");
            let record_path = dir.join("failure.json");
            crate::core::atomic::write(&body_path, &resp.body).map_err(io_err(&body_path))?;
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
        // `present`, not `exists`: a link there (even a looping one) is
        // refused by `read_record`, never replaced as if it were absent.
        let current = if present(&latest_json) {
            Some(read_record(&self.root, &latest_json)?)
        } else {
            None
        };
        let legacy_previous = dir.join("previous.json");
        if current.as_ref().is_some_and(|c| c.body_file.is_none()) && present(&legacy_previous) {
            read_record(&self.root, &legacy_previous)?;
        }
        let mut record = record;
        let old = match &current {
            Some(_) => match load_dir_in(&self.root, &dir, Slot::Latest) {
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
        // A 2xx that is not the page (an image or still-compressed bytes under
        // a text type, a body cut short, an HTML page answered by something
        // else) is a failed fetch: recorded beside the good pair, never in its place.
        if let Some(why) = not_the_page(resp, old.as_ref()) {
            let kept = old.as_ref().map(|o| o.record.fetched_at.to_rfc3339());
            let failure = FailureRecord {
                schema_version: SCHEMA_VERSION,
                url: resp.url.clone(),
                failed_at: resp.fetched_at,
                error: format!("HTTP {} but not the page: {why}", resp.status),
                response: Some(record),
            };
            write_json(&dir.join("failure.json"), &failure)?;
            return Err(SnapshotError::NotThePage {
                url: resp.url.clone(),
                status: resp.status,
                why,
                kept: kept.map_or_else(
                    || "nothing was stored (no earlier snapshot)".into(),
                    |k| format!("kept the snapshot fetched at {k}"),
                ),
            });
        }
        sweep_temps(&dir);
        // 1. Bodies under their hashes (the old latest too, when it is still
        //    in the pre-rotation layout).
        let new_name = body_name(&record.body_sha256);
        write_body(&self.root, &dir, &new_name, &resp.body, &record.body_sha256)?;
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
                write_body(&self.root, &dir, &name, &old.body, &prev.body_sha256)?;
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
    /// that cannot be read is an error (never silently skipped); see
    /// [`Store::list_each`] for a listing that goes on past one.
    pub fn list(&self) -> Result<Vec<SnapshotRecord>, SnapshotError> {
        let listing = self.list_each()?;
        match listing.problems.into_iter().next() {
            Some((_, e)) => Err(e),
            None => Ok(listing.records),
        }
    }

    /// Every latest snapshot record under the root (sorted by URL), and every
    /// page that could not be listed with why: a record that does not parse,
    /// a `latest.json` that is a link, FIFO or other special file (refused
    /// unopened), a directory that cannot be read, a linked directory (not
    /// followed, so the pages behind it are named rather than silently
    /// missing). One bad entry never hides the others. Fails only when the
    /// root itself cannot be read.
    pub fn list_each(&self) -> Result<Listing, SnapshotError> {
        let mut out = Listing::default();
        if !present(&self.root) {
            return Ok(out);
        }
        for entry in walkdir::WalkDir::new(&self.root).sort_by_file_name() {
            let entry = match entry {
                Ok(e) => e,
                Err(e) => {
                    let path = e.path().unwrap_or(&self.root).to_path_buf();
                    let err = SnapshotError::Io {
                        path: path.clone(),
                        source: e.into(),
                    };
                    if path == self.root {
                        return Err(err);
                    }
                    out.problems.push((path, err));
                    continue;
                }
            };
            let name = entry.file_name().to_string_lossy();
            let page = entry.path().parent().unwrap_or(&self.root).to_path_buf();
            if name == "latest.json" {
                match read_record(&self.root, entry.path()) {
                    Ok(r) => out.records.push(r),
                    Err(e) => out.problems.push((page, e)),
                }
            } else if entry.depth() > 0
                && entry.path_is_symlink()
                && !RESERVED.contains(&name.as_ref())
                && !name.starts_with(BODY_PREFIX)
            {
                // A linked host or page directory: its pages are not ours to read.
                out.problems.push((
                    entry.path().to_path_buf(),
                    SnapshotError::Unsafe {
                        path: entry.path().to_path_buf(),
                        root: self.root.clone(),
                        why: "is a symbolic link (not followed)".into(),
                    },
                ));
            }
        }
        out.records.sort_by(|a, b| a.url.cmp(&b.url));
        Ok(out)
    }

    /// Record a failed fetch beside the page without touching its good snapshot.
    pub fn record_failure(&self, url: &str, error: &str) -> Result<(), SnapshotError> {
        self.lock_for_writing()?;
        let dir = self.page_dir(url);
        check_dir_in(&self.root, &dir)?;
        let path = dir.join("failure.json");
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
        if !present(&path) {
            return Ok(None);
        }
        let bytes = read_in(&self.root, &path)?;
        serde_json::from_slice(&bytes)
            .map(Some)
            .map_err(|e| SnapshotError::BadRecord {
                path,
                line: e.line(),
                msg: e.to_string(),
            })
    }
}

/// Why `resp` (a 2xx) must not become the latest snapshot, if so:
/// [`crate::pages::fetch_check::body_problem`], or a non-HTML answer where the
/// kept snapshot is an HTML page (a docs page does not turn into an image).
fn not_the_page(resp: &FetchResponse, old: Option<&Snapshot>) -> Option<String> {
    let ct = resp.content_type.as_deref();
    if let Some(why) =
        crate::pages::fetch_check::body_problem(resp.status, ct, &resp.headers, &resp.body)
    {
        return Some(why);
    }
    let old = old.filter(|o| o.is_html() && !o.body.is_empty())?;
    if resp.body.is_empty() || crate::pages::fetch::is_html(ct, &resp.body) {
        return None;
    }
    Some(format!(
        "the stored page is {} and this answer is {}; remove the page's snapshot directory to accept the new type",
        old.record.content_type.as_deref().unwrap_or("HTML"),
        ct.unwrap_or("not HTML (no Content-Type)")
    ))
}

/// Remove a page's failure record, if any (the page answered since).
pub(crate) fn clear_failure(dir: &Path) -> Result<(), SnapshotError> {
    for stale in ["failure.json", "failure.html"] {
        let p = dir.join(stale);
        // Removing a link removes the link, never what it points to.
        if present(&p) {
            std::fs::remove_file(&p).map_err(io_err(&p))?;
        }
    }
    Ok(())
}

/// Is `dir` a page directory (holds a `latest.json`)? Any entry of that name
/// counts, so that one the store refuses to read (a link, a FIFO) is reported
/// by loading the directory rather than walked past as if it were not there.
pub fn is_snapshot_dir(dir: &Path) -> bool {
    present(&dir.join("latest.json"))
}
