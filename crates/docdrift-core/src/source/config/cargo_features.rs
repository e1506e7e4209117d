//! Which Cargo features of a crate are on by default, from its `Cargo.toml`: docs say
//! "`acl`: enables acl support (enabled by default)" or "`json` (optional)", and the manifest's
//! `[features] default = [...]` decides it. A feature is on by default when `default` reaches it
//! through the features it enables; an optional dependency is a feature of its own name unless
//! a feature enables it as `dep:name` (Cargo's rule since 1.60).

use super::{list_toml, record};
use crate::core::value::Value;
use crate::source::{Kind, Listing, SourceError};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One [`Kind::CargoFeature`] item per feature of the manifest `text` (an optional dependency's
/// implicit feature included), named `features.NAME`, valued `true` when on by default. The
/// manifest's parse errors are the listing's.
pub fn list_cargo_features(file: &Path, text: &str) -> Result<Listing, SourceError> {
    Ok(cargo_features(file, list_toml(file, text)?))
}

/// [`list_cargo_features`] of a manifest already listed by `list_toml`.
pub(crate) fn cargo_features(file: &Path, toml: Listing) -> Listing {
    // Declared features: `features.NAME = [...]`, with their line.
    let mut features: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    // Optional dependencies by the key Cargo names their feature after, with their line.
    let mut optional: BTreeMap<String, usize> = BTreeMap::new();
    for it in &toml.items {
        let segs: Vec<&str> = it.name.split('.').collect();
        match (&segs[..], &it.value) {
            (["features", name], Some(Value::List(items))) => {
                let enables = items
                    .iter()
                    .filter_map(|v| match v {
                        Value::Str(s) => Some(s.clone()),
                        _ => None,
                    })
                    .collect();
                features.insert(name.to_string(), (it.line, enables));
            }
            // `[dependencies.x] optional = true`, `x = { …, optional = true }`, and the same
            // under `dev-`/`build-` (never features) or `target.'cfg(…)'.dependencies`.
            (segs, Some(Value::Bool(true))) if segs.len() >= 3 => {
                let (table, dep, key) = (
                    segs[segs.len() - 3],
                    segs[segs.len() - 2],
                    segs[segs.len() - 1],
                );
                let at_top = segs.len() == 3 || segs[0] == "target";
                if key == "optional" && table == "dependencies" && at_top {
                    let line = toml
                        .items
                        .iter()
                        .find(|d| d.name == segs[..segs.len() - 1].join("."))
                        .map_or(it.line, |d| d.line);
                    optional.entry(dep.to_string()).or_insert(line);
                }
            }
            _ => {}
        }
    }
    // `dep:x` anywhere hides the optional dependency's implicit feature `x`.
    let hidden: BTreeSet<&str> = features
        .values()
        .flat_map(|(_, en)| en.iter().filter_map(|e| e.strip_prefix("dep:")))
        .collect();
    let mut all: BTreeMap<String, usize> = optional
        .iter()
        .filter(|(d, _)| !hidden.contains(d.as_str()) && !features.contains_key(*d))
        .map(|(d, l)| (d.clone(), *l))
        .collect();
    for (name, (line, _)) in &features {
        all.insert(name.clone(), *line);
    }
    let on = on_by_default(&features, &all);
    // The evidence, short enough for a table cell: `default = ["acl", "geospatial", … 9 in all]`.
    let default_text = match features.get("default") {
        Some((_, en)) if en.len() > 4 => {
            let head: Vec<String> = en[..3].iter().map(|e| format!("{e:?}")).collect();
            format!("default = [{}, … {} in all]", head.join(", "), en.len())
        }
        Some((_, en)) => format!("default = {en:?}"),
        None => "no `default` feature".to_string(),
    };
    let mut items: Vec<_> = all
        .iter()
        .filter(|(name, _)| name.as_str() != "default")
        .map(|(name, &line)| {
            let enabled = on.contains(name.as_str());
            let how = if enabled { "on" } else { "off" };
            let mut r = record(
                file,
                Kind::CargoFeature,
                format!("features.{name}"),
                line,
                line,
                Some(Value::Bool(enabled)),
                format!("{how} by default ({default_text})"),
            );
            r.selector = format!("{}::features.{name}", file.display());
            r
        })
        .collect();
    items.sort_by_key(|i| i.line);
    Listing {
        items,
        enums: Vec::new(),
        errors: toml.errors,
    }
}

/// The features `default` reaches: `"f"` a feature or an optional dependency's feature,
/// `"dep/feat"` its dependency's implicit feature too (`"dep?/feat"` does not enable `dep`),
/// `"dep:x"` no feature.
fn on_by_default<'a>(
    features: &'a BTreeMap<String, (usize, Vec<String>)>,
    all: &'a BTreeMap<String, usize>,
) -> BTreeSet<&'a str> {
    let mut on: BTreeSet<&str> = BTreeSet::new();
    let mut todo: Vec<&str> = vec!["default"];
    while let Some(f) = todo.pop() {
        // `all` holds every feature but `default` itself, which only `features` declares.
        let known = all.get_key_value(f).map(|(n, _)| n);
        let Some(name) = known.or(features.get_key_value(f).map(|(n, _)| n)) else {
            continue;
        };
        if !on.insert(name.as_str()) {
            continue;
        }
        for e in features.get(f).map_or(&[][..], |(_, en)| en.as_slice()) {
            match e.split_once('/') {
                _ if e.starts_with("dep:") => {}
                Some((dep, _)) if dep.ends_with('?') => {}
                Some((dep, _)) => todo.push(dep),
                None => todo.push(e),
            }
        }
    }
    on
}

#[cfg(test)]
mod tests {
    use super::*;

    fn features(text: &str) -> Vec<(String, usize, bool)> {
        list_cargo_features(Path::new("Cargo.toml"), text)
            .unwrap()
            .items
            .into_iter()
            .map(|i| {
                let on = i.value == Some(Value::Bool(true));
                (i.name, i.line, on)
            })
            .collect()
    }

    #[test]
    fn default_reaches_features_through_features_and_dependencies() {
        let got = features(
            r#"[package]
name = "x"

[dependencies]
serde = { version = "1", optional = true }
uuid = { version = "1", optional = true }
tokio = { version = "1", optional = true }

[dependencies.bytes]
version = "1"
optional = true

[features]
default = ["acl", "streams", "bytes/std"]
acl = []
streams = ["std"]
std = []
json = ["dep:serde"]
rt = ["tokio?/rt"]
"#,
        );
        assert_eq!(
            got,
            vec![
                ("features.uuid".to_string(), 6, false),
                ("features.tokio".to_string(), 7, false),
                ("features.bytes".to_string(), 9, true),
                ("features.acl".to_string(), 15, true),
                ("features.streams".to_string(), 16, true),
                ("features.std".to_string(), 17, true),
                ("features.json".to_string(), 18, false),
                ("features.rt".to_string(), 19, false),
            ]
        );
    }

    #[test]
    fn no_default_feature_means_every_feature_is_off() {
        let got = features("[features]\nstd = []\nalloc = [\"std\"]\n");
        assert!(got.iter().all(|(_, _, on)| !on), "{got:?}");
        assert_eq!(got.len(), 2);
    }
}
