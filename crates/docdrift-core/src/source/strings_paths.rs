//! The paths `docdrift strings` is given, checked before anything is read:
//! a missing path or a file whose string literals it cannot search is a
//! usage error named with the types it does search (the source layer's
//! own error lists every type `extract` reads, which would invite the same
//! mistake again).

use std::path::{Path, PathBuf};

use super::Lang;

/// Why a path cannot be searched for string literals.
#[derive(Debug, thiserror::Error)]
pub enum PathProblem {
    /// The path does not exist or its metadata cannot be read.
    #[error("{}: {source}", path.display())]
    Unreadable {
        /// The path, as given.
        path: PathBuf,
        /// The underlying I/O error.
        source: std::io::Error,
    },
    /// A file that is neither Python nor Rust (by extension, see [`searchable`]).
    #[error(
        "{}: strings searches the string literals of Python (.py, .pyi, .pyw) and Rust (.rs) files only; use `docdrift extract` for values in YAML, TOML and JSON",
        path.display()
    )]
    NotSource {
        /// The file, as given.
        path: PathBuf,
    },
}

/// The same test the search applies (so `x.py.example` counts as Python).
pub fn searchable(p: &Path) -> bool {
    matches!(Lang::of(p), Some(Lang::Python | Lang::Rust))
}

/// The first path, in order, that cannot be searched: one that cannot be
/// read, or a file that is neither Python nor Rust. Directories pass (the
/// search picks the files it can read inside them).
pub fn check_paths(paths: &[PathBuf]) -> Result<(), PathProblem> {
    for p in paths {
        match std::fs::metadata(p) {
            Err(source) => {
                return Err(PathProblem::Unreadable {
                    path: p.clone(),
                    source,
                })
            }
            Ok(m) if m.is_file() && !searchable(p) => {
                return Err(PathProblem::NotSource { path: p.clone() })
            }
            Ok(_) => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_and_directories_pass_the_rest_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        for f in ["a.py", "b.rs", "c.py.example", "x.yaml"] {
            std::fs::write(d.join(f), "X = 1\n").unwrap();
        }
        let ok: Vec<PathBuf> = ["a.py", "b.rs", "c.py.example", ""]
            .iter()
            .map(|f| d.join(f))
            .collect();
        assert!(check_paths(&ok).is_ok());
        // The first problem in order wins: here the YAML file.
        let yaml = d.join("x.yaml");
        match check_paths(&[d.join("a.py"), yaml.clone(), d.join("nope.py")]) {
            Err(e @ PathProblem::NotSource { .. }) => assert!(
                e.to_string().starts_with(&format!(
                    "{}: strings searches the string literals of Python",
                    yaml.display()
                )),
                "{e}"
            ),
            other => panic!("expected NotSource, got {other:?}"),
        }
        match check_paths(&[d.join("nope.py"), yaml]) {
            Err(PathProblem::Unreadable { path, source }) => {
                assert_eq!(path, d.join("nope.py"));
                assert_eq!(source.kind(), std::io::ErrorKind::NotFound);
            }
            other => panic!("expected Unreadable, got {other:?}"),
        }
    }
}
