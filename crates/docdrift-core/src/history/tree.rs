//! The files of a revision, written into a temporary directory without touching the
//! work tree, the index or the repository's worktree list: `git ls-tree` names the
//! blobs under the wanted folders and one `git cat-file --batch` streams their contents.
//! Only files a scan reads are written (source in a language [`crate::source`] knows, docs
//! pages); symbolic links and submodules are not (a link could point anywhere on this
//! machine; a submodule's files are not in this repository).

use super::HistoryError;
use crate::core::git::Repo;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Component, Path};
use std::process::Stdio;

/// Blobs larger than this are generated data; scan skips files over 2 MB anyway.
const MAX_BLOB: u64 = 16 * 1024 * 1024;

/// What [`export`] wrote.
#[derive(Debug, Default)]
pub struct Exported {
    /// How many files were written to the directory.
    pub files: usize,
    /// Symlinks, submodules and oversized blobs not written, for a note.
    pub left_out: usize,
    /// Files the caller said the work tree holds with the same bytes, not written
    /// (repository-relative paths).
    pub same_as_work_tree: Vec<String>,
}

/// Write every file under `prefixes` (repository-relative folders; empty = everything)
/// as it is at `commit` into `dest`, keeping repository-relative paths, except the files
/// `unchanged` says the work tree holds with the same bytes: those are listed, not
/// written (writing a large tree cost more than scanning it).
pub fn export(
    repo: &Repo,
    commit: &str,
    prefixes: &[String],
    dest: &Path,
    unchanged: &dyn Fn(&str) -> bool,
) -> Result<Exported, HistoryError> {
    let mut args: Vec<String> = vec![
        "ls-tree".into(),
        "-r".into(),
        "-z".into(),
        "-l".into(),
        "--full-tree".into(),
        commit.into(),
    ];
    if !prefixes.iter().any(|p| p.is_empty()) {
        args.push("--".into());
        args.extend(prefixes.iter().cloned());
    }
    let out = repo.run(&args).map_err(HistoryError::spawn)?;
    if !out.status.success() {
        return Err(HistoryError::git("ls-tree", &out));
    }
    let mut wanted: Vec<(String, String)> = Vec::new();
    let mut done = Exported::default();
    for rec in out.stdout.split(|&b| b == 0).filter(|r| !r.is_empty()) {
        // "<mode> SP <type> SP <object> SP+ <size> TAB <path>"
        let rec = String::from_utf8_lossy(rec);
        let Some((meta, path)) = rec.split_once('\t') else {
            continue;
        };
        let mut f = meta.split_whitespace();
        let (mode, kind, oid, size) = (f.next(), f.next(), f.next(), f.next());
        let size: u64 = size.and_then(|s| s.parse().ok()).unwrap_or(u64::MAX);
        let regular = matches!(mode, Some("100644" | "100755"));
        if kind == Some("blob") && regular && !scanned(path) {
            // Neither source nor a docs page: nothing a scan would open.
            continue;
        }
        if kind != Some("blob") || !regular || size > MAX_BLOB || !plain_relative(path) {
            done.left_out += 1;
            continue;
        }
        if unchanged(path) {
            done.same_as_work_tree.push(path.to_string());
        } else if let Some(oid) = oid {
            wanted.push((oid.to_string(), path.to_string()));
        }
    }
    if wanted.is_empty() {
        return Ok(done);
    }
    let mut child = repo
        .command()
        .args(["cat-file", "--batch"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(HistoryError::spawn)?;
    let mut stdin = child.stdin.take().ok_or_else(|| HistoryError::Git {
        what: "cat-file --batch".into(),
        message: "no stdin".into(),
    })?;
    let ids: Vec<String> = wanted.iter().map(|(o, _)| o.clone()).collect();
    // Feed the ids from another thread: git answers while it reads, and a full pipe on
    // either side would otherwise stop both.
    let feeder = std::thread::spawn(move || {
        for id in ids {
            if writeln!(stdin, "{id}").is_err() {
                break;
            }
        }
    });
    let mut reader = BufReader::new(child.stdout.take().ok_or_else(|| HistoryError::Git {
        what: "cat-file --batch".into(),
        message: "no stdout".into(),
    })?);
    let mut header = String::new();
    for (_, path) in &wanted {
        header.clear();
        reader.read_line(&mut header).map_err(|e| io_err(dest, e))?;
        let size: usize = header
            .split_whitespace()
            .nth(2)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| HistoryError::Git {
                what: "cat-file --batch".into(),
                message: format!("unexpected answer `{}` for {path}", header.trim()),
            })?;
        let mut body = vec![0u8; size + 1];
        reader.read_exact(&mut body).map_err(|e| io_err(dest, e))?;
        body.pop(); // the newline after each object
        let target = dest.join(path);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| io_err(parent, e))?;
        }
        std::fs::write(&target, &body).map_err(|e| io_err(&target, e))?;
        done.files += 1;
    }
    let _ = feeder.join();
    let _ = child.wait();
    Ok(done)
}

fn io_err(path: &Path, source: std::io::Error) -> HistoryError {
    HistoryError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// A file a scan reads: source in a language [`crate::source`] knows, or a docs page.
fn scanned(path: &str) -> bool {
    let p = Path::new(path);
    crate::source::Lang::of(p).is_some()
        || p.extension().and_then(|e| e.to_str()).is_some_and(|e| {
            matches!(
                e.to_ascii_lowercase().as_str(),
                "md" | "markdown" | "html" | "htm"
            )
        })
}

/// A repository path that stays inside the folder it is written to.
fn plain_relative(path: &str) -> bool {
    !path.is_empty()
        && Path::new(path)
            .components()
            .all(|c| matches!(c, Component::Normal(n) if n != ".git"))
}

#[cfg(test)]
mod tests {
    use super::plain_relative;

    #[test]
    fn only_plain_paths_are_written() {
        assert!(plain_relative("src/a.py"));
        assert!(!plain_relative("../a.py"));
        assert!(!plain_relative("/etc/passwd"));
        assert!(!plain_relative("x/.git/config"));
    }
}
