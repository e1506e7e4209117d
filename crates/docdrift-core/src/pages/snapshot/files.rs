//! The on-disk format of one snapshot: loading (including the legacy layout),
//! checking and writing bodies and records, sweeping temporary files.

#[allow(unused_imports)]
use super::*;

/// Load one pair from a page directory the user named (a snapshot directory
/// given as a path): the directory is its own root, so nothing is read
/// outside it. `Ok(None)` when its record does not exist.
pub fn load_dir(dir: &Path, slot: Slot) -> Result<Option<Snapshot>, SnapshotError> {
    load_dir_in(dir, dir, slot)
}

/// Load one pair from `dir`, a page directory of the store rooted at `root`;
/// every file read is confined to `root` ([`read_in`]).
pub(crate) fn load_dir_in(
    root: &Path,
    dir: &Path,
    slot: Slot,
) -> Result<Option<Snapshot>, SnapshotError> {
    // A writer may sweep the body we were about to read right after its
    // commit: read the (new) record again. Three rounds is plenty; a body
    // still missing after that is a real error.
    let mut last = None;
    for _ in 0..3 {
        match load_once(root, dir, slot) {
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

pub(crate) fn load_once(
    root: &Path,
    dir: &Path,
    slot: Slot,
) -> Result<Option<Snapshot>, SnapshotError> {
    let latest_json = dir.join("latest.json");
    // `present`, not `exists`: a link that leads nowhere (or loops) is not
    // "no snapshot" — that would make a reader fetch again and a save
    // replace the record and sweep the bodies it names.
    if !present(&latest_json) {
        // Only an old-layout previous can exist without a latest.
        return match slot {
            Slot::Latest => Ok(None),
            Slot::Previous => load_legacy(root, dir, slot),
        };
    }
    let latest = read_record(root, &latest_json)?;
    if latest.body_file.is_none() {
        return load_legacy(root, dir, slot);
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
    let body = read_in(root, &body_path)?;
    check_body(&body_path, &body, &record.body_sha256)?;
    Ok(Some(Snapshot {
        record,
        body,
        body_path,
        record_path: latest_json,
    }))
}

/// The layout before one-rename rotation: `<slot>.json` + `<slot>.html`.
pub(crate) fn load_legacy(
    root: &Path,
    dir: &Path,
    slot: Slot,
) -> Result<Option<Snapshot>, SnapshotError> {
    let record_path = dir.join(format!("{}.json", slot.stem()));
    let body_path = dir.join(format!("{}.html", slot.stem()));
    if !present(&record_path) {
        return Ok(None);
    }
    let record = read_record(root, &record_path)?;
    let body = read_in(root, &body_path)?;
    if let Err(mismatch) = check_body(&body_path, &body, &record.body_sha256) {
        // The four-rename rotation killed after `latest.html` was replaced
        // and before `latest.json` was: the record still names the old body,
        // which the rotation had already copied to `previous.html`.
        if slot == Slot::Latest {
            let other = dir.join("previous.html");
            if let Ok(b) = read_in(root, &other) {
                if crate::core::hash::sha256_hex(&b) == record.body_sha256 {
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

pub(crate) fn check_body(path: &Path, body: &[u8], expected: &str) -> Result<(), SnapshotError> {
    let actual = crate::core::hash::sha256_hex(body);
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
pub(crate) fn is_broken_body(e: &SnapshotError) -> bool {
    match e {
        SnapshotError::BodyMismatch { .. } => true,
        SnapshotError::Io { source, .. } => source.kind() == std::io::ErrorKind::NotFound,
        _ => false,
    }
}

/// Write a body under its hash, unless an intact copy is already there. An
/// entry there that is not a regular file of the store (a link, a FIFO) is
/// never read: the rename replaces the entry itself, not what it points to.
pub(crate) fn write_body(
    root: &Path,
    dir: &Path,
    name: &str,
    body: &[u8],
    sha: &str,
) -> Result<(), SnapshotError> {
    let path = dir.join(name);
    if let Ok(existing) = read_in(root, &path) {
        if crate::core::hash::sha256_hex(&existing) == sha {
            return Ok(());
        }
    }
    crate::core::atomic::write(&path, body).map_err(io_err(&path))
}

/// Temp files of writes that a kill interrupted. Only called under the
/// store lock, so no other writer's temp file is in flight.
pub(crate) fn sweep_temps(dir: &Path) {
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
pub(crate) fn sweep_after_commit(dir: &Path, keep: &[String]) {
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

/// Read and check a record of the store rooted at `root` (confined: [`read_in`]).
pub(crate) fn read_record(root: &Path, path: &Path) -> Result<SnapshotRecord, SnapshotError> {
    let bytes = read_in(root, path)?;
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

pub(crate) fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<(), SnapshotError> {
    let mut bytes = serde_json::to_vec_pretty(value).expect("records serialise");
    bytes.push(b'\n');
    crate::core::atomic::write(path, &bytes).map_err(io_err(path))
}
