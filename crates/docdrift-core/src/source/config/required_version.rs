//! The language version a project requires, from its manifest: docs say "requires Rust
//! 1.56+" or "Python 3.8 or newer", and `rust-version` in a `Cargo.toml` (`[package]`, or
//! `[workspace.package]`, which members inherit) or the lower bound of `requires-python` in a
//! `pyproject.toml` (`[project]`; Poetry's `[tool.poetry.dependencies] python`) decides it,
//! or a `setup.py`'s `setup(python_requires=…)` (`source::python::setup_py`).

use super::record;
use crate::core::value::Value;
use crate::source::{Extracted, Kind};
use std::path::Path;

/// The manifest keys that state a required version, and the name each is listed under.
const KEYS: &[(&str, &str)] = &[
    ("package.rust-version", "rust-version"),
    ("workspace.package.rust-version", "rust-version"),
    ("project.requires-python", "requires-python"),
    ("tool.poetry.dependencies.python", "requires-python"),
];

/// One [`Kind::RequiredVersion`] item per required version a manifest states (`toml`: its
/// keys, as `list_toml` lists them), named `rust-version` or `requires-python` and valued the
/// lowest version it admits in [`canonical_version`]'s form (`1.56.0` → `"1.56"`, `>=3.8,<4` →
/// `"3.8"`). A specifier without a lower bound (`<4`, `!=3.9`) states none and is not listed.
pub fn required_versions(file: &Path, toml: &[Extracted]) -> Vec<Extracted> {
    toml.iter()
        .filter_map(|it| {
            let (_, name) = KEYS.iter().find(|(k, _)| *k == it.name)?;
            let Some(Value::Str(spec)) = &it.value else {
                return None;
            };
            let low = if *name == "rust-version" {
                canonical_version(spec)?
            } else {
                python_lower_bound(spec)?
            };
            Some(record(
                file,
                Kind::RequiredVersion,
                name.to_string(),
                it.line,
                it.end_line,
                Some(Value::Str(low)),
                it.expr.clone(),
            ))
        })
        .collect()
}

/// The project's own release a `pyproject.toml` states: `version` of `[project]` or
/// `[tool.poetry]`, one [`Kind::ProjectVersion`] item named `version` and valued as written
/// (a `dynamic` version states none here; the package's `__version__` does).
pub fn project_version(file: &Path, toml: &[Extracted]) -> Option<Extracted> {
    let it = toml
        .iter()
        .find(|it| matches!(it.name.as_str(), "project.version" | "tool.poetry.version"))?;
    let Some(Value::Str(v)) = &it.value else {
        return None;
    };
    Some(record(
        file,
        Kind::ProjectVersion,
        "version".to_string(),
        it.line,
        it.end_line,
        Some(Value::Str(v.clone())),
        it.expr.clone(),
    ))
}

/// The [`Kind::RequiredVersion`] item of a Python specifier `spec` read at `line` of `file`
/// (`setup(python_requires=">=3.9,<4")`), valued its lower bound; `None` without one.
pub(crate) fn required_python(
    file: &Path,
    line: usize,
    end_line: usize,
    spec: &str,
    expr: String,
) -> Option<Extracted> {
    Some(record(
        file,
        Kind::RequiredVersion,
        "requires-python".to_string(),
        line,
        end_line,
        Some(Value::Str(python_lower_bound(spec)?)),
        expr,
    ))
}

/// `1.56.0` → `1.56`, `v3.10` → `3.10`, `1.71.1` kept: two numbers at least, trailing
/// zeros past the second dropped, so "Rust 1.56" and `rust-version = "1.56.0"` are one
/// version. `None` for anything but dot-separated numbers.
pub(crate) fn canonical_version(s: &str) -> Option<String> {
    let s = s.trim().trim_start_matches(['v', 'V']);
    let mut parts: Vec<u64> = s
        .split('.')
        .map(|p| p.parse::<u64>().ok())
        .collect::<Option<_>>()?;
    if parts.len() < 2 {
        return None;
    }
    while parts.len() > 2 && parts.last() == Some(&0) {
        parts.pop();
    }
    Some(
        parts
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join("."),
    )
}

/// The lowest Python a specifier admits: `>=3.8`, `>=3.8,<4`, `~=3.8`, Poetry's `^3.8` →
/// `3.8`; `>3.7`, `<4`, `==3.*` → `None` (no stated lower bound).
fn python_lower_bound(spec: &str) -> Option<String> {
    spec.split(',').find_map(|clause| {
        let c = clause.trim();
        let v = c
            .strip_prefix(">=")
            .or_else(|| c.strip_prefix("~="))
            .or_else(|| c.strip_prefix('^'))?;
        canonical_version(v)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(file: &str, text: &str) -> Vec<(String, usize, Option<Value>, String)> {
        let toml = super::super::list_toml(Path::new(file), text).unwrap();
        required_versions(Path::new(file), &toml.items)
            .into_iter()
            .map(|i| (i.name, i.line, i.value, i.expr))
            .collect()
    }

    #[test]
    fn a_crate_states_its_rust_version_and_a_workspace_its_members() {
        let crate_toml = "[package]\nname = \"x\"\nrust-version = \"1.56.0\"\n";
        assert_eq!(
            listed("Cargo.toml", crate_toml),
            vec![(
                "rust-version".to_string(),
                3,
                Some(Value::Str("1.56".into())),
                "\"1.56.0\"".to_string()
            )]
        );
        let ws = "[workspace]\nmembers = [\"a\"]\n\n[workspace.package]\nrust-version = \"1.70\"\n";
        assert_eq!(
            listed("Cargo.toml", ws)[0].2,
            Some(Value::Str("1.70".into()))
        );
        // A member inheriting states nothing of its own.
        let member = "[package]\nname = \"a\"\nrust-version.workspace = true\n";
        assert!(listed("a/Cargo.toml", member).is_empty());
    }

    #[test]
    fn requires_python_is_its_lower_bound() {
        let p = "[project]\nname = \"x\"\nrequires-python = \">=3.8, <4\"\n";
        assert_eq!(
            listed("pyproject.toml", p)[0].2,
            Some(Value::Str("3.8".into()))
        );
        let poetry = "[tool.poetry.dependencies]\npython = \"^3.10\"\n";
        assert_eq!(
            listed("pyproject.toml", poetry)[0].2,
            Some(Value::Str("3.10".into()))
        );
        assert!(listed("pyproject.toml", "[project]\nrequires-python = \"<4\"\n").is_empty());
    }

    #[test]
    fn versions_compare_in_one_form() {
        assert_eq!(canonical_version("1.56.0").as_deref(), Some("1.56"));
        assert_eq!(canonical_version("1.71.1").as_deref(), Some("1.71.1"));
        assert_eq!(canonical_version("3.10").as_deref(), Some("3.10"));
        assert_eq!(canonical_version("v1.64.0.0").as_deref(), Some("1.64"));
        assert_eq!(canonical_version("1"), None);
        assert_eq!(canonical_version("1.x"), None);
    }
}
