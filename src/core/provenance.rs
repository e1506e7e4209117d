//! Provenance of every file read as evidence: size in bytes, characters (UTF-8), lines,
//! sha256, git blob id, and — inside a git work tree — the HEAD commit (id, `%cI` date,
//! subject), whether the file is tracked and whether it differs from HEAD. Git facts come from
//! the `git` CLI so they match what a reader would run by hand.

use crate::core::hash::{git_blob_id, sha256_hex};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Facts about one file, as evidence.
#[derive(Debug, Clone, Serialize)]
pub struct Provenance {
    pub path: PathBuf,
    pub bytes: u64,
    /// `None` when the file is not UTF-8.
    pub chars: Option<u64>,
    /// Newline count, plus one when the last line has no trailing newline (like `wc -l` for
    /// files that end in a newline).
    pub lines: u64,
    pub sha256: String,
    /// Equal to `git hash-object FILE` (absent autocrlf or filters).
    pub git_blob: String,
    /// `None` outside a git work tree or in a repository without commits.
    pub git: Option<GitInfo>,
}

/// The git state of a file's work tree.
#[derive(Debug, Clone, Serialize)]
pub struct GitInfo {
    pub head: String,
    /// Committer date, strict ISO 8601 (`%cI`).
    pub commit_date: String,
    pub subject: String,
    pub tracked: bool,
    pub differs_from_head: bool,
    /// The branch HEAD is on; `None` when HEAD is detached.
    pub branch: Option<String>,
    /// The branch's upstream (`@{u}`), when one is configured and resolves.
    pub upstream: Option<Upstream>,
}

/// Where the checkout stands against its upstream, as `git rev-list --count` says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Upstream {
    /// `@{u}` spelled out, e.g. `origin/main`.
    pub name: String,
    /// The upstream's commit id.
    pub commit: String,
    /// Commits in HEAD that the upstream lacks (`git rev-list --count @{u}..HEAD`).
    pub ahead: u64,
    /// Commits in the upstream that HEAD lacks (`git rev-list --count HEAD..@{u}`).
    pub behind: u64,
}

/// "on branch main, 2 behind and 0 ahead of origin/main at <id>", "on branch main (no
/// upstream)" or "detached HEAD (no branch)".
pub fn ref_text(branch: Option<&str>, upstream: Option<&Upstream>) -> String {
    match (branch, upstream) {
        (None, _) => "detached HEAD (no branch)".to_string(),
        (Some(b), None) => format!("on branch {b} (no upstream)"),
        (Some(b), Some(u)) => format!(
            "on branch {b}, {} behind and {} ahead of {} at {}",
            u.behind, u.ahead, u.name, u.commit
        ),
    }
}

/// Count lines the way a reader does: a final line without `\n` still counts.
pub fn count_lines(bytes: &[u8]) -> u64 {
    let n = memchr::memchr_iter(b'\n', bytes).count() as u64;
    if bytes.last().is_some_and(|&b| b != b'\n') {
        n + 1
    } else {
        n
    }
}

fn git(dir: &Path, args: &[&str]) -> Option<std::process::Output> {
    Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_OPTIONAL_LOCKS", "0")
        .output()
        .ok()
}

fn git_stdout(dir: &Path, args: &[&str]) -> Option<String> {
    let out = git(dir, args)?;
    out.status.success().then(|| {
        String::from_utf8_lossy(&out.stdout)
            .trim_end_matches('\n')
            .to_string()
    })
}

/// Git facts for `path` whose blob id is `blob`, or `None` outside a repository with commits.
pub fn git_info(path: &Path, blob: &str) -> Option<GitInfo> {
    let abs = std::fs::canonicalize(path).ok()?;
    let dir = abs.parent()?;
    let name = abs.file_name()?.to_str()?;
    let log = git_stdout(dir, &["log", "-1", "--format=%H%x00%cI%x00%s", "HEAD"])?;
    let mut parts = log.splitn(3, '\0');
    let head = parts.next()?.to_string();
    let commit_date = parts.next()?.to_string();
    let subject = parts.next().unwrap_or("").to_string();
    let tracked =
        git(dir, &["ls-files", "--error-unmatch", "--", name]).is_some_and(|o| o.status.success());
    // `HEAD:./name` resolves relative to `-C dir`; absent from HEAD means it differs.
    let spec = format!("HEAD:./{name}");
    let in_head = git_stdout(dir, &["rev-parse", "--verify", "--quiet", &spec]);
    let differs_from_head = in_head.as_deref() != Some(blob);
    let branch = git_stdout(dir, &["symbolic-ref", "--quiet", "--short", "HEAD"]);
    let upstream = branch.as_ref().and_then(|_| upstream(dir));
    Some(GitInfo {
        head,
        commit_date,
        subject,
        tracked,
        differs_from_head,
        branch,
        upstream,
    })
}

/// `@{u}` of the current branch with the ahead/behind counts, or `None` without one.
fn upstream(dir: &Path) -> Option<Upstream> {
    let name = git_stdout(
        dir,
        &["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"],
    )?;
    let commit = git_stdout(dir, &["rev-parse", "--verify", "--quiet", "@{u}^{commit}"])?;
    // `A...B --left-right --count` prints "<only in A>\t<only in B>".
    let counts = git_stdout(dir, &["rev-list", "--left-right", "--count", "HEAD...@{u}"])?;
    let mut it = counts.split_whitespace().map(|n| n.parse::<u64>().ok());
    let (ahead, behind) = (it.next()??, it.next()??);
    Some(Upstream {
        name,
        commit,
        ahead,
        behind,
    })
}

/// Provenance of one file.
pub fn of_file(path: &Path) -> std::io::Result<Provenance> {
    let bytes = std::fs::read(path)?;
    let chars = std::str::from_utf8(&bytes)
        .ok()
        .map(|s| s.chars().count() as u64);
    let blob = git_blob_id(&bytes);
    Ok(Provenance {
        path: path.to_path_buf(),
        bytes: bytes.len() as u64,
        chars,
        lines: count_lines(&bytes),
        sha256: sha256_hex(&bytes),
        git: git_info(path, &blob),
        git_blob: blob,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_count_a_final_unterminated_line() {
        assert_eq!(count_lines(b""), 0);
        assert_eq!(count_lines(b"a\nb\n"), 2);
        assert_eq!(count_lines(b"a\nb"), 2);
    }

    #[test]
    fn chars_are_utf8_scalars_and_none_for_latin1() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("x.txt");
        std::fs::write(&p, "é€\n").unwrap();
        let pr = of_file(&p).unwrap();
        assert_eq!((pr.bytes, pr.chars, pr.lines), (6, Some(3), 1));
        std::fs::write(&p, b"caf\xe9\n").unwrap();
        let pr = of_file(&p).unwrap();
        assert_eq!((pr.bytes, pr.chars), (5, None));
    }
}
