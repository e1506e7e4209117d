//! Every `git` command docdrift runs goes through here, because the checkout it runs
//! in may come from a pull request. A PR can commit a directory laid out as a bare
//! repository (`HEAD`, `config`, `objects/`, `refs/` as ordinary files) whose `config`
//! sets `core.fsmonitor = "<any command>"`; a plain `git -C <that dir> …` discovers it
//! and runs the command. So:
//!
//! - the repository is discovered **once**, at a directory the user named (the checkout
//!   root), never below it, with `safe.bareRepository=explicit` so a planted bare
//!   repository is refused rather than used;
//! - every later command names the repository explicitly (`--git-dir`, `--work-tree`),
//!   so no discovery happens in a directory the PR controls;
//! - every command runs with `GIT_CONFIG_NOSYSTEM=1`, no fsmonitor, hooks pointed at
//!   `/dev/null`, no external diff or textconv drivers, no pager, no prompt, no optional
//!   locks and literal pathspecs, and with stdin closed.
//!
//! Callers get the output as data; a failure is `None`/`Err`, never a panic.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Configuration every invocation overrides on the command line (the highest-precedence
/// scope, so a repository's own `config` cannot turn any of it back on).
const SAFE_CONFIG: &[&str] = &[
    "core.fsmonitor=false",
    "core.hooksPath=/dev/null",
    "safe.bareRepository=explicit",
    "core.untrackedCache=false",
    "diff.external=",
    "core.pager=cat",
    "protocol.allow=never",
    "credential.helper=",
];

/// Environment variables that would redirect or reconfigure git from outside; removed so
/// the explicit `--git-dir`/`--work-tree` is the only thing that decides the repository.
const CLEARED_ENV: &[&str] = &[
    "GIT_DIR",
    "GIT_WORK_TREE",
    "GIT_INDEX_FILE",
    "GIT_OBJECT_DIRECTORY",
    "GIT_ALTERNATE_OBJECT_DIRECTORIES",
    "GIT_COMMON_DIR",
    "GIT_NAMESPACE",
    "GIT_EXTERNAL_DIFF",
    "GIT_EXEC_PATH",
];

/// A `git` command with the safe configuration and environment, not yet tied to a
/// repository. `cwd` is where it runs (`-C`).
fn safe_command(cwd: &Path) -> Command {
    let mut c = Command::new("git");
    c.arg("-C").arg(cwd).arg("--no-pager");
    for kv in SAFE_CONFIG {
        c.arg("-c").arg(kv);
    }
    for v in CLEARED_ENV {
        c.env_remove(v);
    }
    c.env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_OPTIONAL_LOCKS", "0")
        .env("GIT_TERMINAL_PROMPT", "0")
        .env("GIT_LITERAL_PATHSPECS", "1")
        .env("GIT_PAGER", "cat")
        .env("LC_ALL", "C")
        .stdin(Stdio::null());
    c
}

/// A repository found at a directory the user named: its git directory and work tree,
/// both canonical. Every command runs against these explicitly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repo {
    /// `--git-dir`: the `.git` directory (or a worktree's git directory).
    pub git_dir: PathBuf,
    /// `--work-tree`: the top level of the work tree.
    pub work_tree: PathBuf,
}

impl Repo {
    /// The repository containing `dir` (the checkout root the user named), or `None` when
    /// `dir` is not inside a work tree, the repository is bare, or git refused it (a planted
    /// bare repository). Discovery walks up from `dir` only; nothing below it is visited.
    pub fn discover(dir: &Path) -> Option<Repo> {
        let dir = dir.canonicalize().ok()?;
        if !dir.is_dir() {
            return None;
        }
        let out = safe_command(&dir)
            .args(["rev-parse", "--absolute-git-dir", "--show-toplevel"])
            .stderr(Stdio::null())
            .output()
            .ok()?;
        if !out.status.success() {
            return None;
        }
        let text = String::from_utf8(out.stdout).ok()?;
        let mut lines = text.lines();
        let git_dir = PathBuf::from(lines.next()?);
        let work_tree = PathBuf::from(lines.next().filter(|l| !l.is_empty())?);
        Some(Repo {
            git_dir: git_dir.canonicalize().unwrap_or(git_dir),
            work_tree: work_tree.canonicalize().unwrap_or(work_tree),
        })
    }

    /// A command against this repository, run at the top of its work tree.
    pub fn command(&self) -> Command {
        let mut c = safe_command(&self.work_tree);
        c.arg("--git-dir")
            .arg(&self.git_dir)
            .arg("--work-tree")
            .arg(&self.work_tree);
        c
    }

    /// Run `git ARGS…` against this repository and return its output (stderr captured).
    pub fn run<I, S>(&self, args: I) -> std::io::Result<Output>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.command().args(args).stdin(Stdio::null()).output()
    }

    /// Stdout of a successful `git ARGS…`, without the final newline; `None` on failure.
    pub fn stdout<I, S>(&self, args: I) -> Option<String>
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        let out = self.run(args).ok()?;
        out.status.success().then(|| {
            String::from_utf8_lossy(&out.stdout)
                .trim_end_matches('\n')
                .to_string()
        })
    }

    /// The oldest tag (by creation date) whose history contains `commit`; `None` when no
    /// tag does (or git cannot tell). One definition for `--since`'s commits and git-facts
    /// claims.
    pub fn oldest_tag_containing(&self, commit: &str) -> Option<String> {
        self.stdout([
            "for-each-ref",
            "--count=1",
            "--sort=creatordate",
            "--format=%(refname:short)",
            "--contains",
            commit,
            "refs/tags",
        ])
        .filter(|t| !t.is_empty())
    }

    /// True when `git ARGS…` exits 0.
    pub fn succeeds<I, S>(&self, args: I) -> bool
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.run(args).is_ok_and(|o| o.status.success())
    }

    /// `path` relative to the work tree (`/`-separated), or `None` when it lies outside
    /// (after symlinks are resolved).
    pub fn relative(&self, path: &Path) -> Option<String> {
        let abs = path.canonicalize().ok()?;
        let rel = abs.strip_prefix(&self.work_tree).ok()?;
        Some(rel.to_string_lossy().replace('\\', "/"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    fn git(dir: &Path, args: &[&str]) {
        let ok = Command::new("git")
            .arg("-C")
            .arg(dir)
            .args(args)
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .output()
            .unwrap()
            .status
            .success();
        assert!(ok, "git {args:?}");
    }

    fn repo_with_commit() -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        git(d.path(), &["init", "-q"]);
        std::fs::create_dir_all(d.path().join("src")).unwrap();
        std::fs::write(d.path().join("src/a.py"), "X = 1\n").unwrap();
        git(d.path(), &["add", "."]);
        git(
            d.path(),
            &[
                "-c",
                "user.name=t",
                "-c",
                "user.email=t@t",
                "commit",
                "-qm",
                "first",
            ],
        );
        d
    }

    #[test]
    fn discovers_from_a_subdirectory_and_names_paths_relative_to_the_top() {
        let d = repo_with_commit();
        let r = Repo::discover(&d.path().join("src")).expect("a repository");
        assert_eq!(r.work_tree, d.path().canonicalize().unwrap());
        assert_eq!(
            r.relative(&d.path().join("src/a.py")).as_deref(),
            Some("src/a.py")
        );
        assert!(r
            .stdout(["rev-parse", "HEAD"])
            .is_some_and(|h| h.len() == 40));
    }

    /// The pull-request attack: a directory laid out as a git directory, committed as
    /// ordinary files, whose config gives it a work tree and an fsmonitor command. A plain
    /// `git -C evil/sub ls-files` runs that command (git 2.47); the safe runner must not.
    #[test]
    fn a_planted_git_directory_is_refused_and_its_fsmonitor_never_runs() {
        let d = tempfile::tempdir().unwrap();
        let evil = d.path().join("evil");
        let marker = d.path().join("RAN");
        for sub in ["objects", "refs/heads", "sub"] {
            std::fs::create_dir_all(evil.join(sub)).unwrap();
        }
        std::fs::write(evil.join("sub/a.py"), "X = 1\n").unwrap();
        std::fs::write(evil.join("HEAD"), "ref: refs/heads/main\n").unwrap();
        for bare in ["false\n\tworktree = ..", "true"] {
            std::fs::write(
                evil.join("config"),
                format!(
                    "[core]\n\trepositoryformatversion = 0\n\tbare = {bare}\n\tfsmonitor = \"touch {}; false\"\n",
                    marker.display()
                ),
            )
            .unwrap();
            for start in [evil.clone(), evil.join("sub")] {
                assert_eq!(Repo::discover(&start), None, "{start:?} with bare = {bare}");
            }
            assert!(!marker.exists(), "the planted fsmonitor command ran");
        }
    }
}
