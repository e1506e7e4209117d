//! THE walk of a source tree: which files `scan`, `strings`, `where`/`calls` and
//! `scan --since` read below a checkout. One skip policy, on ripgrep's walker (the `ignore`
//! crate):
//!
//! - never walked: hidden directories (`.git`, `.venv`, `.tox`…), and the build, dependency
//!   and cache directories of [`BUILD_DIRS`] (`target`, `node_modules`, `__pycache__`,
//!   `venv`, `dist`, `build`, `site-packages`);
//! - files and directories a `.gitignore` inside the tree ignores (the rules git applies:
//!   nested files, `!` negation, directory patterns), whether or not the tree is a git
//!   checkout. Only committed rules count: not `.git/info/exclude`, not the user's global
//!   excludes, not `.gitignore` files above the root, so two machines walk the same files;
//! - symbolic links are not followed;
//! - a caller may skip more directories by name (`scan` leaves tests and translations out).
//!
//! Order is by path, each directory's entries by file name (what `walkdir`'s
//! `sort_by_file_name` gives). An entry that cannot be read is a warning, never a silent skip.

use std::path::{Path, PathBuf};

/// Build output, dependencies and caches: never source to read, whatever `.gitignore` says
/// (many trees have none).
pub const BUILD_DIRS: &[&str] = &[
    "target",
    "node_modules",
    "__pycache__",
    "venv",
    "dist",
    "build",
    "site-packages",
];

/// What a walk found: files (relative to the root, in path order) and the entries it could
/// not read, one message each.
#[derive(Debug, Default)]
pub struct Walked {
    /// Regular files below the root, relative to it.
    pub files: Vec<PathBuf>,
    /// `cannot walk: …` for each entry that could not be read.
    pub warnings: Vec<String>,
}

/// Walk `root` with the policy above. `skip_dir(name)` may skip more directories by name;
/// `skip_path(relative)` may skip any entry (a file or a whole directory) by its path.
pub fn source_tree(
    root: &Path,
    skip_dir: impl Fn(&str) -> bool + Send + Sync + 'static,
    skip_path: impl Fn(&Path) -> bool + Send + Sync + 'static,
) -> Walked {
    let base = root.to_path_buf();
    let mut out = Walked::default();
    let walker = ignore::WalkBuilder::new(root)
        .standard_filters(false)
        .git_ignore(true)
        .require_git(false)
        .parents(false)
        .follow_links(false)
        .sort_by_file_name(|a, b| a.cmp(b))
        .filter_entry(move |e| {
            if e.depth() == 0 {
                return true;
            }
            let name = e.file_name().to_string_lossy();
            let is_dir = e.file_type().is_some_and(|t| t.is_dir());
            if is_dir && (is_hidden(&name) || BUILD_DIRS.contains(&&*name) || skip_dir(&name)) {
                return false;
            }
            let rel = e.path().strip_prefix(&base).unwrap_or(e.path());
            !skip_path(rel)
        })
        .build();
    for entry in walker {
        match entry {
            Ok(e) if e.file_type().is_some_and(|t| t.is_file()) => {
                let rel = e.path().strip_prefix(root).unwrap_or(e.path());
                out.files.push(rel.to_path_buf());
            }
            Ok(_) => {}
            Err(e) => out.warnings.push(format!("cannot walk: {e}")),
        }
    }
    out
}

/// `.git`, `.venv`, `.tox`: a hidden directory (not `.` itself).
fn is_hidden(name: &str) -> bool {
    name.starts_with('.') && name.len() > 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(root: &Path, rel: &str, text: &str) {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    fn walk(root: &Path) -> Vec<String> {
        source_tree(root, |_| false, |_| false)
            .files
            .iter()
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .collect()
    }

    #[test]
    fn gitignore_hidden_and_build_dirs_are_not_walked() {
        let d = tempfile::tempdir().unwrap();
        let r = d.path();
        write(r, "b.py", "B = 1\n");
        write(r, "a/z.py", "Z = 1\n");
        write(r, "a/gen.py", "G = 1\n");
        write(r, "a/keep.py", "K = 1\n");
        write(r, "a/.gitignore", "*.py\n!keep.py\n!z.py\n");
        write(r, ".gitignore", "generated/\n");
        write(r, "generated/x.py", "X = 1\n");
        write(r, ".venv/lib/y.py", "Y = 1\n");
        write(r, "target/debug/build.rs", "const A: u8 = 1;\n");
        write(r, "node_modules/m/index.py", "M = 1\n");
        // Not a git checkout, so only the committed .gitignore files decide.
        assert_eq!(
            walk(r),
            [".gitignore", "a/.gitignore", "a/keep.py", "a/z.py", "b.py"]
        );
    }

    #[test]
    fn callers_skip_more_and_order_is_by_name() {
        let d = tempfile::tempdir().unwrap();
        let r = d.path();
        for f in [
            "src/b.rs",
            "src/a.rs",
            "src/A.rs",
            "tests/t.rs",
            "src/mod/c.rs",
        ] {
            write(r, f, "");
        }
        let w = source_tree(r, |n| n == "tests", |p| p.ends_with("b.rs"));
        let got: Vec<_> = w.files.iter().map(|p| p.display().to_string()).collect();
        assert_eq!(got, ["src/A.rs", "src/a.rs", "src/mod/c.rs"]);
        assert!(w.warnings.is_empty());
    }

    #[cfg(unix)]
    #[test]
    fn an_unreadable_directory_is_a_warning_and_links_are_not_followed() {
        use std::os::unix::fs::PermissionsExt;
        let d = tempfile::tempdir().unwrap();
        let r = d.path();
        write(r, "ok.py", "A = 1\n");
        write(r, "locked/x.py", "X = 1\n");
        let outside = tempfile::tempdir().unwrap();
        write(outside.path(), "far.py", "F = 1\n");
        std::os::unix::fs::symlink(outside.path(), r.join("link")).unwrap();
        std::fs::set_permissions(r.join("locked"), std::fs::Permissions::from_mode(0o000)).unwrap();
        let w = source_tree(r, |_| false, |_| false);
        std::fs::set_permissions(r.join("locked"), std::fs::Permissions::from_mode(0o755)).unwrap();
        // The link to a directory outside is not followed: no `far.py`.
        // Root reads a mode-000 directory anyway: the warning is for every other user.
        // SAFETY: geteuid has no preconditions and cannot fail.
        if unsafe { libc::geteuid() } != 0 {
            assert_eq!(w.files, [PathBuf::from("ok.py")]);
            assert_eq!(w.warnings.len(), 1, "{:?}", w.warnings);
            assert!(
                w.warnings[0].starts_with("cannot walk: "),
                "{:?}",
                w.warnings
            );
        } else {
            assert_eq!(
                w.files,
                [PathBuf::from("locked/x.py"), PathBuf::from("ok.py")]
            );
        }
    }
}
