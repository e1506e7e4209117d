//! Where a command's paths are relative to: the project directory (the one
//! holding `docdrift.toml`, else the current directory) and the repository
//! root (`git rev-parse --show-toplevel`). Code scanning and workflow
//! annotations need paths from the repository root; a drafted claims file
//! needs paths from the project directory so it works on another machine.

use std::path::{Component, Path, PathBuf};

/// The directory relative paths in claims files resolve from when
/// `check` runs in `cwd`: `docdrift.toml`'s directory, else `cwd`.
pub fn project_dir(cwd: &Path) -> PathBuf {
    docdrift_core::claims::project::discover(cwd)
        .and_then(|p| p.parent().map(Path::to_path_buf))
        .unwrap_or_else(|| cwd.to_path_buf())
}

/// The top of the git work tree holding `dir`; `None` outside one. Through
/// the safe runner (explicit --git-dir/--work-tree, no fsmonitor or hooks).
pub fn git_toplevel(dir: &Path) -> Option<PathBuf> {
    let top = docdrift_core::core::git::Repo::discover(dir)?.work_tree;
    Some(top.canonicalize().unwrap_or(top))
}

/// The root report paths are given from: the repository holding `near`
/// (else the one holding the current directory), else the current directory.
pub fn repo_root(near: &Path) -> anyhow::Result<PathBuf> {
    let cwd = std::env::current_dir()?;
    let root = git_toplevel(&cwd.join(near))
        .or_else(|| git_toplevel(&cwd))
        .unwrap_or(cwd);
    Ok(root.canonicalize().unwrap_or(root))
}

/// `path` (absolute, or relative to the current directory) made relative to
/// `root` with `/` separators; `None` when it lies outside `root`.
pub fn relative_to(path: &Path, root: &Path) -> Option<String> {
    let abs = absolute_clean(path);
    let root = absolute_clean(root);
    let rel = abs.strip_prefix(&root).ok()?;
    let s = rel.to_string_lossy().replace('\\', "/");
    Some(if s.is_empty() { ".".to_string() } else { s })
}

/// Absolute, symlinks resolved where the path exists, `.`/`..` removed.
pub fn absolute_clean(path: &Path) -> PathBuf {
    if let Ok(p) = path.canonicalize() {
        return p;
    }
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut out = PathBuf::new();
    for c in abs.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            c => out.push(c),
        }
    }
    out
}

/// Rewrite a scan report's code paths (relative to `checkout`) and local
/// docs paths (relative to the current directory) relative to `root`; a
/// path outside `root` becomes absolute.
pub fn report_from_root(
    report: &mut docdrift_core::core::finding::Report,
    checkout: &Path,
    root: &Path,
) {
    let place = |p: &Path| -> String {
        relative_to(p, root).unwrap_or_else(|| absolute_clean(p).display().to_string())
    };
    for f in &mut report.findings {
        for c in &mut f.code {
            c.file = place(&checkout.join(&c.file));
        }
        for d in &mut f.docs {
            if !(d.url.starts_with("http://") || d.url.starts_with("https://")) {
                d.url = place(Path::new(&d.url));
            }
        }
    }
    report.checkout = relative_to(checkout, root);
}

/// docdrift's own files under `checkout`, relative to it: the claims and
/// snapshot directories (the defaults, docdrift.toml's and those named on
/// the command line), docdrift.toml itself and the check state. A scan of
/// `--checkout .` must not read them as the project's code.
pub fn own_files(checkout: &Path, named: &[&Path]) -> Vec<PathBuf> {
    let Ok(cwd) = std::env::current_dir() else {
        return Vec::new();
    };
    let project = project_dir(&cwd);
    let mut paths: Vec<PathBuf> = [
        "claims",
        "snapshots",
        docdrift_core::claims::project::FILE_NAME,
    ]
    .iter()
    .map(|p| project.join(p))
    .collect();
    if let Some(cfg) = docdrift_core::claims::project::discover(&cwd) {
        if let Ok(l) = docdrift_core::claims::project::load(&cfg, &cwd) {
            paths.extend(l.check.claims.iter().chain(&l.check.snapshots).cloned());
            paths.extend(l.check.state.clone());
        }
    }
    paths.extend(named.iter().map(|p| p.to_path_buf()));
    let mut out: Vec<PathBuf> = paths
        .iter()
        .filter_map(|p| relative_to(p, checkout))
        .filter(|r| r != ".")
        .map(PathBuf::from)
        .collect();
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_inside_and_outside() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().canonicalize().unwrap();
        std::fs::create_dir_all(root.join("a/b")).unwrap();
        assert_eq!(
            relative_to(&root.join("a/b"), &root).as_deref(),
            Some("a/b")
        );
        assert_eq!(
            relative_to(&root.join("a/./x/../b/c.rs"), &root).as_deref(),
            Some("a/b/c.rs")
        );
        assert_eq!(relative_to(&root, &root).as_deref(), Some("."));
        assert_eq!(relative_to(&root, &root.join("a")), None);
    }
}
