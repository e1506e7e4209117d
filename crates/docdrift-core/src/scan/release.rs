//! The project's own release, the code half: what a page title's "dataset 2.0.0
//! documentation" is compared with (`mentions/release.rs` reads the title).
//!
//! A release is stated by `version` of the checkout's own `pyproject.toml` (`[project]` or
//! `[tool.poetry]`, `source::config::project_version`), by a package's `__version__` in a
//! module that holds the package's metadata (`__init__.py`, `_version.py`, `version.py`,
//! `__version__.py`, `__about__.py`, `about.py`) and by a root `setup.py`'s module constant
//! `version`/`VERSION`/`__version__` (WebTest's `version = '3.0.7'`, passed to `setup()`).
//! Another module's `__version__` (configobj's `validate.py`) is that module's own, a test's
//! or a vendored package's is not the project's. Each is listed a second time as a
//! [`Kind::ProjectVersion`] named `release:project` (`mentions::RELEASE_NAME`; `:` splits
//! names, so no docs name spells it), a name only a release statement asks for.

use crate::core::value::Value;
use crate::source::{Extracted, Kind};
use std::path::{Component, Path};

/// Module files whose `__version__` is the package's release.
const METADATA_MODULES: &[&str] = &[
    "__init__.py",
    "_version.py",
    "version.py",
    "__version__.py",
    "__about__.py",
    "about.py",
];

/// Folders whose code is not the project's own release.
const NOT_OURS: &[&str] = &[
    "tests",
    "test",
    "testing",
    "docs",
    "doc",
    "examples",
    "example",
    "vendor",
    "_vendor",
    "vendored",
    "third_party",
    "benchmarks",
    "build",
];

/// `items` listed from `rel`, each release among them also listed as the project's.
pub(crate) fn with_releases(rel: &Path, items: Vec<Extracted>) -> Vec<Extracted> {
    let ours = !rel.components().any(|c| match c {
        Component::Normal(s) => s.to_str().is_some_and(|s| NOT_OURS.contains(&s)),
        _ => false,
    });
    let root = rel.parent().is_none_or(|p| p.as_os_str().is_empty());
    let file = rel.file_name().and_then(|f| f.to_str()).unwrap_or("");
    let states_release = |i: &Extracted| matches!(&i.value, Some(Value::Str(v)) if is_release(v));
    let mut out = Vec::with_capacity(items.len());
    let mut releases = Vec::new();
    for i in items {
        match i.kind {
            // A manifest's own release; a member package's or a fixture's is not the checkout's.
            Kind::ProjectVersion => {
                if root && states_release(&i) {
                    out.push(release_item(i));
                }
                continue;
            }
            Kind::Constant if ours && states_release(&i) => {
                let named = match file {
                    "setup.py" => {
                        root && matches!(i.name.as_str(), "version" | "VERSION" | "__version__")
                    }
                    f => {
                        (METADATA_MODULES.contains(&f) || single_module(rel))
                            && i.name == "__version__"
                    }
                };
                if named {
                    releases.push(release_item(i.clone()));
                }
            }
            _ => {}
        }
        out.push(i);
    }
    out.extend(releases);
    out
}

/// A project of one module, beside `setup.py` or under `src/` (jsonpointer's
/// `jsonpointer.py`): its `__version__` is the release; a root helper's (`versioneer.py`,
/// `conftest.py`, `noxfile.py`) is its own.
fn single_module(rel: &Path) -> bool {
    const HELPERS: &[&str] = &[
        "setup",
        "conftest",
        "noxfile",
        "fabfile",
        "tasks",
        "versioneer",
        "conf",
        "manage",
        "bootstrap",
        "ez_setup",
        "distribute_setup",
        "runtests",
        "tests",
        "test",
    ];
    let top = rel
        .parent()
        .is_none_or(|p| p.as_os_str().is_empty() || p == Path::new("src"));
    top && rel.extension().is_some_and(|e| e == "py")
        && rel
            .file_stem()
            .and_then(|s| s.to_str())
            .is_some_and(|s| !HELPERS.contains(&s) && !s.starts_with("test_"))
}

/// A release a reader can name: it starts with numbers joined by dots, and not only zeros
/// (`'unknown'` and `"0.0.0"` are what a build writes when it finds no version).
fn is_release(v: &str) -> bool {
    let mut nums = v.split(|c: char| !c.is_ascii_digit() && c != '.');
    let head = nums.next().unwrap_or("").trim_end_matches('.');
    head.contains('.')
        && head.split('.').all(|n| !n.is_empty())
        && head
            .split('.')
            .any(|n| !n.trim_start_matches('0').is_empty())
}

/// `item` as the project's release, valued in `canonical_version`'s form (`'4.9.0'` and the
/// docs' "4.9" are one release; `2.1.0.dev0` is kept as written).
fn release_item(item: Extracted) -> Extracted {
    let value = match &item.value {
        Some(Value::Str(v)) => Some(Value::Str(
            crate::source::config::canonical_version(v).unwrap_or(v.clone()),
        )),
        other => other.clone(),
    };
    Extracted {
        kind: Kind::ProjectVersion,
        value,
        ..item
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn releases(rel: &str, src: &str) -> Vec<(usize, Option<Value>)> {
        let listed = crate::source::python::list(Path::new(rel), src).items;
        with_releases(Path::new(rel), listed)
            .into_iter()
            .filter(|i| i.kind == Kind::ProjectVersion)
            .map(|i| (i.line, i.value))
            .collect()
    }

    #[test]
    fn a_packages_metadata_module_states_its_release() {
        let v = |s: &str| Some(Value::Str(s.to_string()));
        let src = "\"\"\"Pkg.\"\"\"\n__version__ = \"2.0.1\"\n";
        assert_eq!(releases("dataset/__init__.py", src), vec![(2, v("2.0.1"))]);
        assert_eq!(
            releases("src/configobj/_version.py", src),
            vec![(2, v("2.0.1"))]
        );
        // Trailing zeros past the second number are dropped, as the docs' side drops them.
        assert_eq!(
            releases("p/__init__.py", "__version__ = '4.9.0'\n"),
            vec![(1, v("4.9"))]
        );
        // Another module's own version, a test's, a vendored package's: not the project's.
        assert!(releases("src/configobj/validate.py", src).is_empty());
        assert!(releases("tests/fixtures/pkg/__init__.py", src).is_empty());
        assert!(releases("pkg/_vendor/six/__init__.py", src).is_empty());
        // A root setup.py's constant passed to setup(); a nested one's is a fixture's.
        let setup = "from setuptools import setup\nversion = '3.0.7'\nsetup(version=version)\n";
        assert_eq!(releases("setup.py", setup), vec![(2, v("3.0.7"))]);
        assert!(releases("sub/setup.py", setup).is_empty());
        // A computed version states none a reader can fold.
        assert!(releases("pkg/__init__.py", "__version__ = get_version()\n").is_empty());
        assert_eq!(
            releases("pkg/__init__.py", "__version__ = '2.1.0.dev0'\n"),
            vec![(1, v("2.1.0.dev0"))]
        );
        // What a build writes when it finds no version.
        assert!(releases("pkg/__init__.py", "__version__ = 'unknown'\n").is_empty());
        assert!(releases("pkg/_version.py", "__version__ = \"0.0.0\"\n").is_empty());
    }

    #[test]
    fn the_root_manifest_states_the_release_and_a_members_does_not() {
        let toml = "[project]\nname = \"x\"\nversion = \"1.4.2\"\n";
        let listed = |rel: &str| {
            let items = crate::source::config::list_manifest(Path::new(rel), toml)
                .unwrap()
                .items;
            with_releases(Path::new(rel), items)
                .into_iter()
                .filter(|i| i.kind == Kind::ProjectVersion)
                .map(|i| (i.name, i.line, i.value))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            listed("pyproject.toml"),
            vec![("version".to_string(), 3, Some(Value::Str("1.4.2".into())))]
        );
        assert!(listed("plugins/a/pyproject.toml").is_empty());
    }
}
