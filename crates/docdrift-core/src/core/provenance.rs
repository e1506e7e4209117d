//! Provenance of every file read as evidence: size in bytes, characters (UTF-8), lines,
//! sha256, git blob id, and — inside a git work tree — the HEAD commit (id, `%cI` date,
//! subject), whether the file is tracked and whether it differs from HEAD. Git facts come from
//! the `git` CLI so they match what a reader would run by hand, always through `core::git`.

use crate::core::git::Repo;
use crate::core::hash::{git_blob_id, sha256_hex};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// Facts about one file, as evidence.
#[derive(Debug, Clone, Serialize)]
pub struct Provenance {
    /// The file's path as it was read (not canonicalised).
    pub path: PathBuf,
    /// File size in bytes.
    pub bytes: u64,
    /// `None` when the file is not UTF-8.
    pub chars: Option<u64>,
    /// Newline count, plus one when the last line has no trailing newline (like `wc -l` for
    /// files that end in a newline).
    pub lines: u64,
    /// SHA-256 of the file's bytes, lowercase hex.
    pub sha256: String,
    /// Equal to `git hash-object FILE` (absent autocrlf or filters).
    pub git_blob: String,
    /// `None` outside a git work tree or in a repository without commits.
    pub git: Option<GitInfo>,
}

/// The git state of a file's work tree.
#[derive(Debug, Clone, Serialize)]
pub struct GitInfo {
    /// The HEAD commit id.
    pub head: String,
    /// Committer date, strict ISO 8601 (`%cI`).
    pub commit_date: String,
    /// Subject line of the HEAD commit.
    pub subject: String,
    /// The file is in the index (`git ls-files`); false for an untracked or ignored file.
    pub tracked: bool,
    /// The file's blob differs from the one at HEAD (uncommitted edits, or untracked).
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

/// "on branch main, 2 behind and 0 ahead of origin/main at ID", "on branch main (no
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

/// What every file of one repository shares: HEAD (id, date, subject), its branch and
/// upstream, the blob of each path in HEAD's tree and the paths in the index. Read once per
/// repository, with one listing each, instead of five or more git processes per file
/// (`check` of 156 drafted claims on Django spawned 269).
#[derive(Debug, Clone)]
pub struct RepoFacts {
    head: String,
    commit_date: String,
    subject: String,
    branch: Option<String>,
    upstream: Option<Upstream>,
    /// Repository-relative path → blob id at HEAD.
    head_blobs: std::collections::HashMap<String, String>,
    /// Repository-relative paths in the index.
    tracked: std::collections::HashSet<String>,
}

/// [`RepoFacts`] of `repo`, or `None` in a repository without commits.
pub fn repo_facts(repo: &Repo) -> Option<RepoFacts> {
    let log = repo.stdout(["log", "-1", "--format=%H%x00%cI%x00%s", "HEAD"])?;
    let mut parts = log.splitn(3, '\0');
    let head = parts.next()?.to_string();
    let commit_date = parts.next()?.to_string();
    let subject = parts.next().unwrap_or("").to_string();
    let mut head_blobs = std::collections::HashMap::new();
    if let Ok(out) = repo.run(["ls-tree", "-r", "-z", "--full-tree", "HEAD"]) {
        // "<mode> SP <type> SP <object> TAB <path>"
        for rec in out.stdout.split(|&b| b == 0).filter(|r| !r.is_empty()) {
            let rec = String::from_utf8_lossy(rec);
            if let Some((meta, path)) = rec.split_once('\t') {
                if let Some(oid) = meta.split_whitespace().nth(2) {
                    head_blobs.insert(path.to_string(), oid.to_string());
                }
            }
        }
    }
    let tracked = match repo.run(["ls-files", "-z", "--full-name"]) {
        Ok(out) => out
            .stdout
            .split(|&b| b == 0)
            .filter(|r| !r.is_empty())
            .map(|r| String::from_utf8_lossy(r).into_owned())
            .collect(),
        Err(_) => Default::default(),
    };
    let branch = repo.stdout(["symbolic-ref", "--quiet", "--short", "HEAD"]);
    let upstream = branch.as_ref().and_then(|_| upstream(repo));
    Some(RepoFacts {
        head,
        commit_date,
        subject,
        branch,
        upstream,
        head_blobs,
        tracked,
    })
}

/// Git facts for `path` whose blob id is `blob` in `repo`, or `None` outside it or in a
/// repository without commits. Every command runs against the repository explicitly
/// (`core::git`), never in the file's own directory.
pub fn git_info(repo: &Repo, path: &Path, blob: &str) -> Option<GitInfo> {
    git_info_from(repo, &repo_facts(repo)?, path, blob)
}

/// [`git_info`] from facts already read for the repository.
pub fn git_info_from(repo: &Repo, facts: &RepoFacts, path: &Path, blob: &str) -> Option<GitInfo> {
    let rel = repo.relative(path)?;
    Some(GitInfo {
        head: facts.head.clone(),
        commit_date: facts.commit_date.clone(),
        subject: facts.subject.clone(),
        tracked: facts.tracked.contains(&rel),
        // Absent from HEAD means it differs.
        differs_from_head: facts.head_blobs.get(&rel).map(String::as_str) != Some(blob),
        branch: facts.branch.clone(),
        upstream: facts.upstream.clone(),
    })
}

/// `@{u}` of the current branch with the ahead/behind counts, or `None` without one.
fn upstream(repo: &Repo) -> Option<Upstream> {
    let name = repo.stdout(["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"])?;
    let commit = repo.stdout(["rev-parse", "--verify", "--quiet", "@{u}^{commit}"])?;
    // `A...B --left-right --count` prints "<only in A>\t<only in B>".
    let counts = repo.stdout(["rev-list", "--left-right", "--count", "HEAD...@{u}"])?;
    let mut it = counts.split_whitespace().map(|n| n.parse::<u64>().ok());
    let (ahead, behind) = (it.next()??, it.next()??);
    Some(Upstream {
        name,
        commit,
        ahead,
        behind,
    })
}

/// Provenance of one file named on the command line: git facts from the repository found
/// at the current directory when the file lies inside it, else at the file's directory
/// (discovery refuses planted bare repositories either way; see `core::git`).
pub fn of_file(path: &Path) -> std::io::Result<Provenance> {
    let cwd = std::env::current_dir()?;
    let anchor = match (path.canonicalize(), cwd.canonicalize()) {
        (Ok(p), Ok(c)) if p.starts_with(&c) => c,
        (Ok(p), _) => p.parent().map(Path::to_path_buf).unwrap_or(cwd),
        (Err(e), _) => return Err(e),
    };
    of_file_in(path, Repo::discover(&anchor).as_ref())
}

/// Provenance of one file, with git facts from `repo` (discovered once at the checkout
/// root by the caller) when given.
pub fn of_file_in(path: &Path, repo: Option<&Repo>) -> std::io::Result<Provenance> {
    let facts = repo.and_then(repo_facts);
    of_file_with(path, repo.zip(facts.as_ref()))
}

/// [`of_file_in`] with the repository's facts already read (many files of one checkout).
pub fn of_file_with(path: &Path, git: Option<(&Repo, &RepoFacts)>) -> std::io::Result<Provenance> {
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
        git: git.and_then(|(r, f)| git_info_from(r, f, path, &blob)),
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
