//! Shared helpers of the CI-gate tests (tests/gate.rs, tests/gate_ci.rs):
//! the binary with a clean colour environment, temp copies of the demo
//! project, git repos in temp dirs.

#![allow(dead_code)] // each test crate uses a different subset

use std::path::Path;

pub use crate::util::{copy_dir, docdrift, git, root, stdout};

/// A git repository holding the demo's markdown docs under `site/docs` and
/// its code under `app/src`, so checkout-relative and repo-relative paths differ.
pub fn demo_repo() -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    copy_dir(&root().join("demo/docs"), &d.path().join("site/docs"));
    copy_dir(&root().join("demo/src"), &d.path().join("app/src"));
    git(d.path(), &["init", "-q"]);
    d
}

/// The bundled demo (claims/demo.toml, snapshots/, demo/) copied into a
/// temp project with `config` as its docdrift.toml.
pub fn demo_project(config: &str) -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    for dir in ["snapshots", "demo"] {
        copy_dir(&root().join(dir), &d.path().join(dir));
    }
    std::fs::create_dir_all(d.path().join("claims")).unwrap();
    std::fs::copy(
        root().join("claims/demo.toml"),
        d.path().join("claims/demo.toml"),
    )
    .unwrap();
    std::fs::write(d.path().join("docdrift.toml"), config).unwrap();
    d
}

pub fn check_in(dir: &Path, args: &[&str]) -> (i32, String) {
    let out = docdrift()
        .current_dir(dir)
        .arg("check")
        .args(args)
        .output()
        .unwrap();
    (out.status.code().unwrap(), stdout(&out))
}

pub const ACCEPT_CLI_LAST_20: &str = "[check]\nclaims = \"claims/demo.toml\"\n\n\
    [[check.accept]]\nclaim = \"cli-last-20\"\nreason = \"docs fix waits for 2.4\"\n";
