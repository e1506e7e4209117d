//! Reading and writing the store without leaving it.
//!
//! A store is often part of a checkout (the bundled `snapshots/`), so a pull
//! request controls its entries: it can commit `latest.json`, `failure.json`,
//! a `_body-<sha>` file or a whole host directory as a symbolic link to a
//! secret elsewhere, or make one a FIFO that blocks every reader. Every read
//! of a store file therefore goes through [`read_in`]:
//!
//! - the entry itself must be a regular file: a symbolic link, FIFO, socket,
//!   device or directory is refused from its `lstat`, before anything opens it;
//! - its real (canonical) path must lie under the canonical store root, so a
//!   linked directory on the way (`<root>/host_80 -> /elsewhere`) is refused too;
//! - it is opened with `O_NOFOLLOW | O_NONBLOCK` and checked again with
//!   `fstat`, so an entry swapped between the check and the open is refused
//!   rather than followed or waited on.
//!
//! A refusal is [`SnapshotError::Unsafe`], naming the store path and what it is,
//! never the link's target or its content. Writers check the page directory
//! the same way ([`check_dir_in`]) before writing, so a linked host directory
//! never receives files or has files swept from it.
//!
//! The root itself is the user's choice (`--snapshots DIR`, or the default
//! `snapshots`) and is trusted: when it is a symbolic link it is followed once
//! and everything below it is judged against where it leads. Links *inside*
//! the store are never followed.

#[allow(unused_imports)]
use super::*;

/// Is there an entry at `path` (a file, a directory, a FIFO or a link,
/// broken or looping)? Unlike `Path::exists`, a link is not followed, so a
/// link that leads nowhere still counts as something the store must not
/// overwrite or treat as missing.
pub(crate) fn present(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// What a non-regular entry is, in words.
fn kind_of(ft: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if ft.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if ft.is_socket() {
            return "a socket";
        }
        if ft.is_block_device() || ft.is_char_device() {
            return "a device";
        }
    }
    if ft.is_symlink() {
        "a symbolic link"
    } else if ft.is_dir() {
        "a directory"
    } else {
        "not a regular file"
    }
}

fn unsafe_entry(root: &Path, path: &Path, why: impl Into<String>) -> SnapshotError {
    SnapshotError::Unsafe {
        path: path.to_path_buf(),
        root: root.to_path_buf(),
        why: why.into(),
    }
}

/// `root`'s canonical path (the root itself is trusted, see the module docs).
fn canonical_root(root: &Path) -> Result<PathBuf, SnapshotError> {
    std::fs::canonicalize(root).map_err(io_err(root))
}

/// Refuse `path` unless it is a regular file whose real path is under `root`.
/// A missing file is the `Io` error `NotFound` (callers treat it as absent).
pub(crate) fn check_file_in(root: &Path, path: &Path) -> Result<(), SnapshotError> {
    let meta = std::fs::symlink_metadata(path).map_err(io_err(path))?;
    let ft = meta.file_type();
    if !ft.is_file() {
        return Err(unsafe_entry(root, path, format!("is {}", kind_of(&ft))));
    }
    let real = std::fs::canonicalize(path).map_err(io_err(path))?;
    if !real.starts_with(canonical_root(root)?) {
        return Err(unsafe_entry(
            root,
            path,
            "lies outside the store: a directory on its path is a symbolic link",
        ));
    }
    Ok(())
}

/// Read a store file, confined to `root` (see the module docs).
pub(crate) fn read_in(root: &Path, path: &Path) -> Result<Vec<u8>, SnapshotError> {
    use std::io::Read;
    check_file_in(root, path)?;
    let mut opts = std::fs::OpenOptions::new();
    opts.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // The entry may have been swapped since the check: never follow a
        // link, never wait for a FIFO's writer.
        opts.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let mut file = opts.open(path).map_err(|e| {
        if is_link_refused(&e) {
            unsafe_entry(root, path, "is a symbolic link")
        } else {
            io_err(path)(e)
        }
    })?;
    let meta = file.metadata().map_err(io_err(path))?;
    if !meta.file_type().is_file() {
        return Err(unsafe_entry(
            root,
            path,
            format!("is {}", kind_of(&meta.file_type())),
        ));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.read_to_end(&mut bytes).map_err(io_err(path))?;
    Ok(bytes)
}

/// The open failed because `O_NOFOLLOW` met a link.
fn is_link_refused(e: &std::io::Error) -> bool {
    #[cfg(unix)]
    {
        e.raw_os_error() == Some(libc::ELOOP)
    }
    #[cfg(not(unix))]
    {
        let _ = e;
        false
    }
}

/// Refuse to write into `dir` unless the part of it that exists is a real
/// directory under `root` (a page directory or host directory that is a link,
/// or leads out of the store through one, would send writes and sweeps elsewhere).
pub(crate) fn check_dir_in(root: &Path, dir: &Path) -> Result<(), SnapshotError> {
    let croot = canonical_root(root)?;
    // The deepest ancestor that exists (the rest is created under it).
    let mut probe = dir;
    loop {
        match std::fs::symlink_metadata(probe) {
            Ok(meta) => {
                let ft = meta.file_type();
                if ft.is_symlink() && probe != root {
                    return Err(unsafe_entry(root, probe, "is a symbolic link"));
                }
                let real = std::fs::canonicalize(probe).map_err(io_err(probe))?;
                if !real.starts_with(&croot) {
                    return Err(unsafe_entry(
                        root,
                        probe,
                        "lies outside the store: a directory on its path is a symbolic link",
                    ));
                }
                // Something else in the way (a file where a directory should
                // be) is no escape: the write itself fails and says so.
                return Ok(());
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => match probe.parent() {
                Some(p) if !p.as_os_str().is_empty() && probe != root => probe = p,
                _ => return Ok(()),
            },
            Err(e) => return Err(io_err(probe)(e)),
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn regular_files_inside_pass_and_everything_else_is_refused() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("store");
        let outside = tmp.path().join("secret");
        std::fs::create_dir_all(root.join("h_80/p")).unwrap();
        std::fs::write(&outside, b"SECRET-MARK").unwrap();
        std::fs::write(root.join("h_80/p/latest.json"), b"{}").unwrap();
        assert_eq!(
            read_in(&root, &root.join("h_80/p/latest.json")).unwrap(),
            b"{}"
        );
        // A link to a file elsewhere, a looping link, a linked directory.
        std::os::unix::fs::symlink(&outside, root.join("h_80/p/failure.json")).unwrap();
        std::os::unix::fs::symlink("loop.json", root.join("h_80/p/loop.json")).unwrap();
        std::fs::create_dir_all(tmp.path().join("elsewhere/p")).unwrap();
        std::fs::write(tmp.path().join("elsewhere/p/latest.json"), b"SECRET-MARK").unwrap();
        std::os::unix::fs::symlink(tmp.path().join("elsewhere"), root.join("x_80")).unwrap();
        for (p, why) in [
            ("h_80/p/failure.json", "symbolic link"),
            ("h_80/p/loop.json", "symbolic link"),
            ("x_80/p/latest.json", "outside the store"),
            ("h_80/p", "directory"),
        ] {
            let e = read_in(&root, &root.join(p)).unwrap_err().to_string();
            assert!(e.contains(why) && e.contains(p), "{p}: {e}");
            assert!(!e.contains("SECRET-MARK") && !e.contains("secret"), "{e}");
        }
        assert!(present(&root.join("h_80/p/loop.json")));
        assert!(!root.join("h_80/p/loop.json").exists());
        // Writes: a linked host directory is refused, a new one is fine.
        assert!(check_dir_in(&root, &root.join("x_80/p")).is_err());
        assert!(check_dir_in(&root, &root.join("x_80/new/deeper")).is_err());
        check_dir_in(&root, &root.join("y_80/new")).unwrap();
        check_dir_in(&root, &root.join("h_80/p")).unwrap();
    }

    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let tmp = tempfile::tempdir().unwrap();
        let fifo = tmp.path().join("latest.json");
        let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
        let e = read_in(tmp.path(), &fifo).unwrap_err().to_string();
        assert!(e.contains("FIFO"), "{e}");
    }

    #[test]
    fn a_linked_root_is_followed_once() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(tmp.path().join("real/h_80")).unwrap();
        std::fs::write(tmp.path().join("real/h_80/latest.json"), b"ok").unwrap();
        let link = tmp.path().join("snapshots");
        std::os::unix::fs::symlink(tmp.path().join("real"), &link).unwrap();
        assert_eq!(
            read_in(&link, &link.join("h_80/latest.json")).unwrap(),
            b"ok"
        );
        check_dir_in(&link, &link.join("h_80/new")).unwrap();
    }
}
