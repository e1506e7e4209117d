//! Paths for SARIF and GitHub annotations, which a code host resolves
//! against the repository: the repository root, and every path in a
//! report rewritten relative to it. Used by [`super::CheckOutcome::relative_to_repo`].

use super::RunError;
use crate::claims::ClaimsFile;
use crate::core::finding::Report;
use std::path::{Path, PathBuf};

/// The git toplevel containing the code checkout (`checkout` when given,
/// else the first claims file's), else the current directory; canonical.
pub(super) fn repo_root(
    files: &[ClaimsFile],
    checkout: Option<&Path>,
) -> Result<PathBuf, RunError> {
    let cwd = std::env::current_dir().map_err(RunError::CurrentDir)?;
    let checkout = checkout
        .map(Path::to_path_buf)
        .or_else(|| files.iter().find_map(|f| f.target.checkout.clone()))
        .filter(|c| c.is_dir());
    // Discovered at the named directory only (see `core::git`): a pull request's planted
    // repository below the checkout is never consulted.
    let toplevel = |dir: &Path| crate::core::git::Repo::discover(dir).map(|r| r.work_tree);
    let root = checkout
        .as_deref()
        .and_then(toplevel)
        .or_else(|| toplevel(&cwd))
        .unwrap_or(cwd);
    Ok(root.canonicalize().unwrap_or(root))
}

/// Rewrite code, claims-file and local-docs paths relative to `root`
/// (code paths arrive relative to their checkout, claims paths relative
/// to the current directory). A path outside `root` becomes absolute.
pub(super) fn repo_relative(
    report: &mut Report,
    files: &[ClaimsFile],
    checkout: Option<&Path>,
    root: &Path,
) -> Result<(), RunError> {
    let cwd = std::env::current_dir().map_err(RunError::CurrentDir)?;
    let rel = |p: &Path| -> String {
        let abs = cwd.join(p);
        let abs = abs.canonicalize().unwrap_or(abs);
        match abs.strip_prefix(root) {
            Ok(r) => r.to_string_lossy().replace('\\', "/"),
            Err(_) => abs.display().to_string(),
        }
    };
    for f in &mut report.findings {
        let checkout = checkout.map(Path::to_path_buf).or_else(|| {
            files
                .iter()
                .find(|cf| cf.path.display().to_string() == f.claims_file)
                .and_then(|cf| cf.target.checkout.clone())
        });
        if let Some(checkout) = checkout {
            for c in &mut f.code {
                c.file = rel(&checkout.join(&c.file));
            }
        }
        for d in &mut f.docs {
            if !super::is_web(&d.url) {
                d.url = rel(Path::new(&d.url));
            }
        }
        if !f.claims_file.is_empty() {
            f.claims_file = rel(Path::new(&f.claims_file));
        }
    }
    Ok(())
}
