//! The one place `docdrift scan --since` runs git, until the lead's safe runner
//! `crate::core::git` lands on main (then this file becomes `pub use crate::core::git::Repo`).
//!
//! The checkout may come from a pull request, so git is never asked to discover a
//! repository below the directory the user named: discovery happens once, at the checkout
//! root, with `safe.bareRepository=explicit`, and every later command names the repository
//! explicitly (`--git-dir`, `--work-tree`) and runs at the top of the work tree, with no
//! fsmonitor, no hooks, no external diff or textconv, no pager, no prompt and literal
//! pathspecs.

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

/// Variables that would point git at another repository or configuration.
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

/// A repository found at a directory the user named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repo {
    /// `--git-dir`.
    pub git_dir: PathBuf,
    /// `--work-tree`: the top level of the work tree.
    pub work_tree: PathBuf,
}

impl Repo {
    /// The repository containing `dir`, or `None` outside a work tree (or when git refuses
    /// a planted bare repository). Discovery walks up from `dir` only.
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

    /// Run `git ARGS…` and return its output (stderr captured).
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

    /// True when `git ARGS…` exits 0.
    pub fn succeeds<I, S>(&self, args: I) -> bool
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.run(args).is_ok_and(|o| o.status.success())
    }

    /// `path` relative to the work tree (`/`-separated), or `None` when it lies outside.
    pub fn relative(&self, path: &Path) -> Option<String> {
        let abs = path.canonicalize().ok()?;
        let rel = abs.strip_prefix(&self.work_tree).ok()?;
        Some(rel.to_string_lossy().replace('\\', "/"))
    }
}
