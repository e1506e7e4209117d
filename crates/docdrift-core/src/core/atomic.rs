//! Atomic file writes: write a temp file beside the target, fsync, rename.
//!
//! A run killed mid-write leaves either the old file or the new one, never a
//! half-written snapshot or report. The temp file lives in the target's own
//! directory so the rename never crosses file systems.

use std::io::Write;
use std::path::Path;

/// Prefix of every temp file [`write()`] creates beside its target.
pub const TEMP_PREFIX: &str = ".docdrift-tmp-";

/// Remove the temp files of [`write()`] that a killed run (`kill -9` between create and
/// rename) left under `dir`: regular files named `.docdrift-tmp-*` last modified before
/// `before`, the start of the calling run. Call it only while holding the directory's writer
/// lock, so no live writer owns them. Symlinks are neither followed nor removed, and special
/// files (a FIFO) are left alone. Returns how many were removed; what cannot be read or
/// removed is skipped (the next run tries again).
pub fn remove_stale_temps(dir: &Path, before: std::time::SystemTime) -> usize {
    let mut removed = 0;
    for entry in walkdir::WalkDir::new(dir)
        .follow_links(false)
        .into_iter()
        .flatten()
    {
        let stale = entry.file_type().is_file()
            && entry.file_name().to_string_lossy().starts_with(TEMP_PREFIX)
            && entry
                .metadata()
                .ok()
                .and_then(|m| m.modified().ok())
                .is_some_and(|t| t < before);
        if stale && std::fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// Write `bytes` to `path` atomically, creating parent directories.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(dir)?;
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMP_PREFIX);
    // Temp files are created 0600; a snapshot or report is meant to be read
    // by others, so keep the target's mode when it exists, else 0644.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(match std::fs::metadata(path) {
            Ok(m) => m.permissions(),
            Err(_) => std::fs::Permissions::from_mode(0o644),
        });
    }
    let mut tmp = builder.tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn replaces_existing_file_and_leaves_no_temp() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a/b.txt");
        super::write(&p, b"one").unwrap();
        super::write(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        let names: Vec<_> = std::fs::read_dir(p.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn new_files_are_0644_and_existing_modes_are_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("r.json");
        super::write(&p, b"1").unwrap();
        let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&p), 0o644);
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o600)).unwrap();
        super::write(&p, b"2").unwrap();
        assert_eq!(mode(&p), 0o600);
    }
}
