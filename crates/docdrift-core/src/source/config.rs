//! Config extraction by key path: YAML (saphyr `MarkedYaml`), TOML (toml's spanned `DeTable`)
//! and JSON (serde_json for scalars plus a small position-tracking walk for lines).
//!
//! YAML examples often document optional keys as comments (`# protect_last_n: 20`); those are
//! parsed as YAML too, placed under the parent their indentation implies, and reported with
//! `commented_out: true`. YAML 1.1 readings that differ from YAML 1.2 (PyYAML reads `yes` as
//! `True`, `0755` as 493) are kept as warnings on the value.
//!
//! One file per format (`config/from_yaml.rs`, `from_toml.rs`, `from_json.rs`), each
//! listing every key path with its line; this file holds the record they share.
//! `cargo_features.rs` reads a `Cargo.toml` for which features are on by default, and
//! `required_version.rs` a manifest for the Rust or Python version the project requires.

use super::{Extracted, Kind};
use crate::core::value::Value;
use std::path::Path;

mod cargo_features;
mod from_json;
mod from_toml;
mod from_yaml;
mod required_version;
pub use cargo_features::list_cargo_features;
pub use from_json::list_json;
pub(crate) use from_json::list_json_for;
pub use from_toml::list_toml;
pub(crate) use from_toml::list_toml_for;
pub(crate) use from_yaml::list_yaml_for;
pub use from_yaml::{list_yaml, yaml11_warning};
pub(crate) use required_version::{canonical_version, required_python};
pub use required_version::{project_version, required_versions};

/// What `scan` reads of a project manifest: a `Cargo.toml`'s features
/// ([`list_cargo_features`]) and the Rust version it requires, a `pyproject.toml`'s required
/// Python ([`required_versions`]) and release ([`project_version`]); nothing else of either
/// is a setting. The manifest is parsed once for all.
pub fn list_manifest(file: &Path, text: &str) -> Result<super::Listing, super::SourceError> {
    let toml = list_toml(file, text)?;
    let mut required = required_versions(file, &toml.items);
    if file.file_name().is_some_and(|f| f == "pyproject.toml") {
        required.extend(project_version(file, &toml.items));
    }
    let mut listing = if file.file_name().is_some_and(|f| f == "Cargo.toml") {
        cargo_features::cargo_features(file, toml)
    } else {
        super::Listing {
            items: Vec::new(),
            errors: Vec::new(),
            enums: Vec::new(),
        }
    };
    listing.items.extend(required);
    Ok(listing)
}

fn record(
    file: &Path,
    kind: Kind,
    name: String,
    line: usize,
    end_line: usize,
    value: Option<Value>,
    expr: String,
) -> Extracted {
    Extracted {
        selector: String::new(),
        file: file.to_path_buf(),
        line,
        end_line: end_line.max(line),
        kind,
        name,
        value,
        expr,
        cfg: None,
        commented_out: false,
        warnings: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::Listing;

    fn find<'a>(l: &'a Listing, name: &str) -> Vec<&'a Extracted> {
        l.items.iter().filter(|i| i.name == name).collect()
    }

    const YAML: &str = "\
model: gpt
compression:
  enabled: yes
  threshold: 0.5
  # protect_last_n: 20
  protect_first_n: 3
# memory:
#   provider: honcho
#   limit: 8
# Note: the limit is per session
mode: \"on\"
flow: [1, 2]
perms: 0755
list:
  - name: a
    size: 1_000
";

    #[test]
    fn yaml_keys_lines_commented_and_warnings() {
        let l = list_yaml(Path::new("c.yaml"), YAML).unwrap();
        assert!(l.errors.is_empty());
        let e = find(&l, "compression.enabled")[0];
        assert_eq!(
            (e.line, e.value.clone()),
            (3, Some(Value::Str("yes".into())))
        );
        assert_eq!(
            e.warnings,
            vec![
                "YAML 1.1 (PyYAML) reads `yes` as true; YAML 1.2 reads it as the string \"yes\""
                    .to_string()
            ]
        );
        assert_eq!(
            find(&l, "compression.threshold")[0].value,
            Some(Value::Float(0.5))
        );
        let p = find(&l, "compression.protect_last_n")[0];
        assert_eq!(
            (p.line, p.commented_out, p.value.clone()),
            (5, true, Some(Value::Int(20)))
        );
        let m = find(&l, "memory.provider")[0];
        assert_eq!(
            (m.line, m.commented_out, m.value.clone()),
            (8, true, Some(Value::Str("honcho".into())))
        );
        assert_eq!(find(&l, "memory.limit")[0].value, Some(Value::Int(8)));
        assert!(find(&l, "Note").is_empty() && find(&l, "memory.Note").is_empty());
        let mode = find(&l, "mode")[0];
        assert!(mode.warnings.is_empty(), "quoted `on` is a string in both");
        assert!(find(&l, "perms")[0].warnings[0].contains("octal 493"));
        assert_eq!(find(&l, "flow")[0].expr, "[1, 2]");
        let s = find(&l, "list[0].size")[0];
        assert_eq!(s.line, 16);
        assert!(s.warnings[0].contains("the number 1000"));
        let c = find(&l, "compression")[0];
        assert_eq!((c.line, c.end_line), (2, 6));
    }

    #[test]
    fn yaml_syntax_error_is_reported_with_line() {
        let l = list_yaml(Path::new("b.yaml"), "a: 1\nb: [1, 2\nc: 3\n").unwrap();
        assert!(l.items.is_empty());
        assert_eq!(l.errors.len(), 1);
    }

    #[test]
    fn toml_paths_and_lines() {
        let src = "title = \"x\"\n\n[server]\nport = 8_080\ntimeout = 2.5\nhex = 0xff\n\n[[bin]]\nname = \"a\"\n\"odd.key\" = true\n";
        let l = list_toml(Path::new("c.toml"), src).unwrap();
        assert!(l.errors.is_empty(), "{:?}", l.errors);
        let p = find(&l, "server.port")[0];
        assert_eq!(
            (p.line, p.value.clone(), p.expr.as_str()),
            (4, Some(Value::Int(8080)), "8_080")
        );
        assert_eq!(find(&l, "server.hex")[0].value, Some(Value::Int(255)));
        assert_eq!(find(&l, "server.timeout")[0].value, Some(Value::Float(2.5)));
        assert_eq!(find(&l, "bin[0].name")[0].line, 9);
        assert_eq!(
            find(&l, "bin[0][\"odd.key\"]")[0].value,
            Some(Value::Bool(true))
        );
    }

    #[test]
    fn json_paths_lines_and_duplicates() {
        let src = "{\n  \"a\": {\n    \"b\": [1, 2.5, \"x\"],\n    \"c\": null\n  },\n  \"d\": true,\n  \"d\": false\n}\n";
        let l = list_json(Path::new("c.json"), src).unwrap();
        let b = find(&l, "a.b")[0];
        assert_eq!(
            (b.line, b.value.clone()),
            (
                3,
                Some(Value::List(vec![
                    Value::Int(1),
                    Value::Float(2.5),
                    Value::Str("x".into())
                ]))
            )
        );
        assert_eq!(find(&l, "a.b[2]")[0].value, Some(Value::Str("x".into())));
        assert_eq!(find(&l, "a.c")[0].value, Some(Value::None));
        let a = find(&l, "a")[0];
        assert_eq!((a.line, a.end_line), (2, 5));
        let d = find(&l, "d");
        assert_eq!(d.len(), 2);
        assert_eq!((d[0].line, d[1].line), (6, 7));
        assert_eq!(d[1].value, Some(Value::Bool(false)));
        let bad = list_json(Path::new("bad.json"), "{\n\"a\": 1,\n}").unwrap();
        assert_eq!(bad.errors[0].line, 3);
    }
}
