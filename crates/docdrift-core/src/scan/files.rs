//! Which files of a checkout `scan` reads: the walk's policy (`source::walk`: hidden, build
//! output, dependencies, `.gitignore`, no symlinks) and scan's own on top of it — no tests,
//! examples, benchmarks, translations, manifests (a `Cargo.toml` is read for its features and
//! required Rust only, a `pyproject.toml` for its required Python) or lock files, nothing over 2 MiB, no `.pyi` stub beside its `.py`.

use crate::source;
use std::path::{Path, PathBuf};

/// Directories scan leaves out on top of the walk's policy (`source::walk`: hidden, build
/// output, dependencies, `.gitignore`): tests (test fixtures define look-alike constants on
/// purpose), benchmarks, translations, and examples (`examples/example_config.py` is what a
/// user writes, not the project's settings).
const SCAN_SKIP_DIRS: &[&str] = &[
    "examples",
    "example",
    "tests",
    "test",
    // Test helpers (pylint's `testutils/`: a `PyreverseConfig` standing in for the real one).
    "testutils",
    "testdata",
    "test-data",
    "test_data",
    "fixtures",
    "benches",
    "benchmarks",
    "benchmark",
    // Translations: every key differs between `en.yaml` and `es.yaml` by
    // design, and none of them is a setting with a default.
    "locales",
    "locale",
    "i18n",
    "l10n",
    "translations",
];

/// A directory scan leaves out: [`SCAN_SKIP_DIRS`], or one named for tests (`e2e_tests`,
/// `integration-tests`, `tests_py3`): sshtunnel's `e2e_tests/run_docker_e2e_db_tests.py` sets
/// `sshtunnel.DEFAULT_LOGLEVEL = 1` for its run, not the module's default.
fn skip_dir(name: &str) -> bool {
    SCAN_SKIP_DIRS.contains(&name)
        || name.ends_with("_tests")
        || name.ends_with("-tests")
        || name.starts_with("tests_")
}

/// A package manager's lock file (`package-lock.json`, `pnpm-lock.yaml`, `packages.lock.json`,
/// `Cargo.lock`): resolved versions, no settings. Only those: `_lock.py`, `clock.rs` and
/// `blocking.rs` are source (filelock's defaults live in `_soft/_read_write/_lock.py`).
fn is_lock_file(fname: &str) -> bool {
    let l = fname.to_ascii_lowercase();
    l.ends_with(".lock")
        || [
            "-lock.json",
            "-lock.yaml",
            "-lock.yml",
            ".lock.json",
            ".lock.yaml",
            "shrinkwrap.json",
        ]
        .iter()
        .any(|s| l.ends_with(s))
}

/// `en.yaml`, `pt-BR.json`, `zh_CN.yml`: a translation file outside a locale directory.
fn is_locale_file(fname: &str) -> bool {
    let Some((stem, ext)) = fname.rsplit_once('.') else {
        return false;
    };
    if !matches!(ext, "yaml" | "yml" | "json") {
        return false;
    }
    let (lang, region) = match stem.split_once(['-', '_']) {
        Some((l, r)) => (l, Some(r)),
        None => (stem, None),
    };
    (2..=3).contains(&lang.len())
        && lang.chars().all(|c| c.is_ascii_lowercase())
        && region.is_none_or(|r| (2..=4).contains(&r.len()) && r.chars().all(|c| c.is_ascii_alphanumeric()))
        // `db.yaml`, `ci.yml` and `app.json` are config: only known language codes count.
        && LANGS.contains(&lang)
}

/// ISO 639-1 codes common in locale trees.
const LANGS: &[&str] = &[
    "ar", "bg", "bn", "ca", "cs", "da", "de", "el", "en", "es", "et", "fa", "fi", "fr", "he", "hi",
    "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "no", "pl", "pt", "ro", "ru",
    "sk", "sl", "sr", "sv", "sw", "ta", "th", "tr", "uk", "ur", "vi", "zh",
];

/// Project manifests and lock files: package metadata, not settings with
/// defaults (a README's `serde = "1"` install line is not drift).
const MANIFESTS: &[&str] = &[
    // The docs site generator's own configuration (site name, theme, nav): not settings of
    // the code the docs describe.
    "mkdocs.yml",
    "mkdocs.yaml",
    "zensical.yml",
    "zensical.toml",
    "book.toml",
    "_config.yml",
    ".readthedocs.yaml",
    ".readthedocs.yml",
    "Cargo.toml",
    "pyproject.toml",
    "package.json",
    "composer.json",
    "tsconfig.json",
    "jsconfig.json",
    "Pipfile",
    ".cargo_vcs_info.json",
    "deno.json",
    "app.json",
];

/// Files larger than this are generated data, not settings.
const MAX_FILE_BYTES: u64 = 2 * 1024 * 1024;

/// The files [`super::names::collect_skipping`] reads, relative to `root`, in path order, and the
/// warnings of the walk (unreadable entries, files over the size limit).
pub(crate) fn walk_paths(
    root: &Path,
    skip: &[PathBuf],
    exclude: Option<&globset::GlobSet>,
) -> Result<(Vec<PathBuf>, Vec<String>), super::ScanError> {
    if !root.is_dir() {
        return Err(super::ScanError::NotADir {
            what: "checkout",
            path: root.to_path_buf(),
        });
    }
    let skip = skip.to_vec();
    let exclude = exclude.cloned();
    let walked = source::walk::source_tree(root, skip_dir, move |rel| {
        skip.iter().any(|s| rel == s) || exclude.as_ref().is_some_and(|g| g.is_match(rel))
    });
    let mut warnings = walked.warnings;
    let mut paths: Vec<PathBuf> = Vec::new();
    for rel in walked.files {
        let fname = rel.file_name().and_then(|f| f.to_str()).unwrap_or("");
        if source::Lang::of(&rel).is_none()
            || is_test_file(root, &rel)
            || is_lock_file(fname)
            // A crate's manifest is read for its features and required Rust only, a
            // `pyproject.toml` for its required Python (`names::read_one`).
            || (MANIFESTS.contains(&fname) && !matches!(fname, "Cargo.toml" | "pyproject.toml"))
            || is_locale_file(fname)
        {
            continue;
        }
        match std::fs::metadata(root.join(&rel)) {
            Ok(m) if m.len() > MAX_FILE_BYTES => {
                warnings.push(format!(
                    "{}: skipped, {} bytes is over the {} byte limit for source files",
                    rel.display(),
                    m.len(),
                    MAX_FILE_BYTES
                ));
                continue;
            }
            _ => {}
        }
        paths.push(rel);
    }
    // A stub beside its module (`__init__.pyi` next to `__init__.py`) restates what the module
    // defines: the module is what runs, and a stub that still says the old default must not
    // vouch for a docs value the module no longer has. A stub alone (a C extension's) is read.
    let modules: std::collections::HashSet<PathBuf> = paths
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .cloned()
        .collect();
    paths.retain(|p| {
        p.extension().is_none_or(|e| e != "pyi")
            || !(modules.contains(&p.with_extension("py")) || stubbed_module(p, &modules))
    });
    Ok((paths, warnings))
}

/// A stub in a stub-only package (PEP 561: `peewee-stubs/__init__.pyi`) whose module the
/// checkout has (`peewee.py`, `peewee/__init__.py`): the stub restates it, as one beside it does.
fn stubbed_module(stub: &Path, modules: &std::collections::HashSet<PathBuf>) -> bool {
    let mut parts = stub.components();
    let Some(first) = parts.next() else {
        return false;
    };
    let Some(pkg) = first
        .as_os_str()
        .to_str()
        .and_then(|f| f.strip_suffix("-stubs"))
    else {
        return false;
    };
    let rest = parts.as_path();
    let in_package = Path::new(pkg).join(rest).with_extension("py");
    modules.contains(&in_package)
        || (rest == Path::new("__init__.pyi")
            && modules.contains(&PathBuf::from(format!("{pkg}.py"))))
}

/// Source files below `root` (relative paths, sorted) with the skip rules of [`collect`]:
/// the walk's policy (`source::walk`: hidden, build output, dependencies, `.gitignore`, no
/// symlinks) and scan's own (tests, translations). `docdrift where` / `calls` walk with this so they see what `scan` sees.
pub(crate) fn source_files(root: &Path) -> Vec<PathBuf> {
    source::walk::source_tree(root, skip_dir, |_| false)
        .files
        .into_iter()
        .filter(|rel| !is_test_file(root, rel))
        .filter(|rel| std::fs::metadata(root.join(rel)).is_ok_and(|m| m.len() <= MAX_FILE_BYTES))
        .collect()
}

/// A test by its name (`test_*`, `*_test.py`, `conftest.py`) — unless it is a Python module
/// that holds no test: Flask-SocketIO's `flask_socketio/test_client.py` is the library's
/// `SocketIOTestClient`, documented with the rest of its API. A module is a test when the
/// parser finds a `test…` function or a `Test…` class at its top level, or it imports pytest
/// or unittest; one that cannot be read is left out, as tests are.
fn is_test_file(root: &Path, rel: &Path) -> bool {
    let f = rel.file_name().and_then(|f| f.to_str()).unwrap_or("");
    if f == "conftest.py" {
        return true;
    }
    if !(f.starts_with("test_") || f.ends_with("_test.py")) {
        return false;
    }
    if !f.ends_with(".py") {
        return true;
    }
    let Ok(text) = std::fs::read_to_string(root.join(rel)) else {
        return true;
    };
    holds_tests(&text)
}

fn holds_tests(text: &str) -> bool {
    use ruff_python_ast::Stmt;
    let parsed =
        ruff_python_parser::parse_unchecked_source(text, ruff_python_ast::PySourceType::Python);
    let testing = |m: &str| matches!(m.split('.').next(), Some("pytest" | "unittest"));
    parsed.syntax().body.iter().any(|s| match s {
        Stmt::FunctionDef(f) => f.name.as_str().starts_with("test"),
        Stmt::ClassDef(c) => c.name.as_str().starts_with("Test"),
        Stmt::Import(i) => i.names.iter().any(|a| testing(a.name.as_str())),
        Stmt::ImportFrom(i) => i.module.as_ref().is_some_and(|m| testing(m.as_str())),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::holds_tests;

    #[test]
    fn a_module_named_for_tests_holds_tests_only_when_it_defines_or_imports_them() {
        assert!(holds_tests("import pytest\n\ndef helper():\n    pass\n"));
        assert!(holds_tests("from unittest import mock\n"));
        assert!(holds_tests("def test_defaults():\n    assert True\n"));
        assert!(holds_tests("class TestClient:\n    pass\n"));
        assert!(!holds_tests(
            "class SocketIOTestClient:\n    def send(self, data, json=False):\n        pass\n"
        ));
        assert!(!holds_tests("from .client import Client\nTIMEOUT = 5\n"));
    }
}
