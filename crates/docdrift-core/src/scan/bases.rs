//! Constructor parameters a Python class takes from a base in another file.
//!
//! `source::python` lists a class's inherited constructor parameters when its base is a class
//! of the same file. python-socketio's `class Client(base_client.BaseClient)` defines no
//! `__init__`; Sphinx documents `socketio.Client(reconnection=True, reconnection_attempts=0, …)`
//! from `BaseClient.__init__` in `base_client.py`. The walk leaves a [`Kind::ClassBase`] marker
//! for such a class (`Client.__bases__`, the base as written); once every file is read, the
//! base's `__init__` parameters are listed as the class's (`Client.__init__(reconnection_attempts)`)
//! at the line that decides each default, with a note naming the base. A class whose own
//! `__init__` passes `**kwargs` on takes those of the base's parameters it does not name
//! itself. The base is found by its name among the checkout's classes: of several, the one
//! in the module its dotted name spells (`base_client`), else none (a guess is no evidence).

use super::names::CodeName;
use crate::core::value::Value;
use crate::source::{Extracted, Kind};
use std::collections::{BTreeSet, HashMap};

/// Rounds of inheritance followed (a base that itself inherits across files is read after
/// its own base was).
const MAX_LEVELS: usize = 4;

/// Add to `names` the constructor parameters each class of `bases` takes from its base.
pub(crate) fn inherit_across_files(names: &mut Vec<CodeName>, bases: &[Extracted]) {
    if bases.is_empty() {
        return;
    }
    let mut done: BTreeSet<usize> = BTreeSet::new();
    for _ in 0..MAX_LEVELS {
        // Each class's constructor parameters, by the class's own name: one pass over the
        // names per level, not one per marker (a standard library has thousands of classes).
        let mut inits: HashMap<&str, Vec<usize>> = HashMap::new();
        for (i, n) in names.iter().enumerate() {
            let Some((owner, _)) = n.item.name.split_once(".__init__(") else {
                continue;
            };
            if n.item.kind == Kind::DefaultArg && n.item.file.extension().is_some_and(|e| e == "py")
            {
                let class = owner.rsplit('.').next().unwrap_or(owner);
                inits.entry(class).or_default().push(i);
            }
        }
        let mut added = Vec::new();
        for (i, b) in bases.iter().enumerate() {
            if done.contains(&i) {
                continue;
            }
            let params = inherited(names, &inits, b);
            if !params.is_empty() {
                done.insert(i);
                added.extend(params);
            }
        }
        if added.is_empty() {
            break;
        }
        names.extend(added);
    }
}

/// The parameters the class of marker `b` takes from its base, as its own (`inits`: each
/// class's constructor parameters in `names`, by class name).
fn inherited(
    names: &[CodeName],
    inits: &HashMap<&str, Vec<usize>>,
    b: &Extracted,
) -> Vec<CodeName> {
    let Some(class) = b.name.strip_suffix(".__bases__") else {
        return Vec::new();
    };
    let (module, base) = match b.expr.rsplit_once('.') {
        Some((m, c)) => (m.rsplit('.').next(), c),
        None => (None, b.expr.as_str()),
    };
    let Some(of_base) = inits.get(base) else {
        return Vec::new();
    };
    let own: Option<Vec<String>> = match &b.value {
        Some(Value::List(v)) => Some(
            v.iter()
                .filter_map(|x| match x {
                    Value::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    };
    let prefix = format!("{base}.__init__(");
    let from_base = |n: &&CodeName| n.item.name.starts_with(&prefix);
    let mut files: BTreeSet<&std::path::Path> = of_base
        .iter()
        .map(|&i| &names[i])
        .filter(from_base)
        .map(|n| n.item.file.as_path())
        .collect();
    if let Some(m) = module {
        // `base_client.BaseClient`: the module `base_client.py` or the package `base_client/`.
        files.retain(|f| {
            let stem = f.file_stem().and_then(|s| s.to_str());
            let package = (stem == Some("__init__"))
                .then(|| {
                    f.parent()
                        .and_then(|p| p.file_name())
                        .and_then(|s| s.to_str())
                })
                .flatten();
            stem == Some(m) || package == Some(m)
        });
    }
    let [file] = files.into_iter().collect::<Vec<_>>()[..] else {
        return Vec::new();
    };
    let theirs = format!("{class}.__init__(");
    let own_class = class.rsplit('.').next().unwrap_or(class);
    let taken: BTreeSet<&str> = (inits.get(own_class).into_iter().flatten())
        .map(|&i| &names[i])
        .filter(|n| n.item.file == b.file && n.item.name.starts_with(&theirs))
        .map(|n| n.item.name.as_str())
        .collect();
    of_base
        .iter()
        .map(|&i| &names[i])
        .filter(from_base)
        .filter(|n| n.item.file == file)
        .filter_map(|n| {
            let param = n.item.name.strip_prefix(&prefix)?.strip_suffix(')')?;
            let name = format!("{theirs}{param})");
            let named_by_own = own.as_ref().is_some_and(|o| o.iter().any(|p| p == param));
            if named_by_own || taken.contains(name.as_str()) {
                return None;
            }
            let how = if own.is_some() {
                "passed through **kwargs to"
            } else {
                "inherited from"
            };
            let mut item = n.item.clone();
            item.warnings.push(format!(
                "constructor parameter `{param}`: {how} {base}.__init__ ({})",
                file.display()
            ));
            item.name = name;
            CodeName::from_extracted(item)
        })
        .collect()
}
