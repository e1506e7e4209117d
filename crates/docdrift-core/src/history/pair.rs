//! The code index at REV and now, with every file the range left unchanged read once: a
//! file whose bytes at REV equal the work tree's shares the work tree's listing (and is
//! not even written out at REV), so `scan --since` costs a plain scan plus the files the
//! range changed (#27), not two scans and a copy of the tree.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::scan::{names, names::CodeIndex, ScanError};

/// Index `then_root` (the checkout exported at REV) and `now_root` (the work tree).
/// `same` lists the checkout files (relative) that git says are unchanged since REV and
/// were therefore not written under `then_root`.
pub(crate) fn collect_pair(
    then_root: &Path,
    now_root: &Path,
    same: &[PathBuf],
) -> Result<(CodeIndex, CodeIndex), ScanError> {
    let (now_paths, now_warnings) = crate::scan::files::walk_paths(now_root, &[], None)?;
    let (mut then_paths, then_warnings) = crate::scan::files::walk_paths(then_root, &[], None)?;
    let now_files = names::read_all(now_root, &now_paths, |_| None);
    let at: HashMap<&PathBuf, usize> = now_paths.iter().enumerate().map(|(i, p)| (p, i)).collect();
    // An unchanged file is walked at REV exactly when it is walked now: the walk decides
    // on the relative path and the size, both the same. `Path`'s order is by components,
    // the order of the walk, so the merged list reads like one walk of the whole tree.
    then_paths.extend(same.iter().filter(|p| at.contains_key(p)).cloned());
    then_paths.sort();
    then_paths.dedup();
    let same: std::collections::HashSet<&PathBuf> = same.iter().collect();
    // A listing depends only on the file's path and bytes, so equal bytes give an equal
    // listing (tests/history.rs checks --since against two separate reads).
    let then_files = names::read_all(then_root, &then_paths, |rel| {
        let i = *at.get(rel)?;
        if same.contains(rel) {
            return Some(now_files[i].clone());
        }
        let then = std::fs::read(then_root.join(rel)).ok()?;
        let now = std::fs::read(now_root.join(rel)).ok()?;
        (then == now).then(|| now_files[i].clone())
    });
    Ok((
        names::merge(then_files, then_warnings),
        names::merge(now_files, now_warnings),
    ))
}
