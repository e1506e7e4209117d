//! What the index derives from every file's definitions once all of them are read: a class's
//! constructor parameters taken from a base in another file ([`super::bases`]), option
//! constants resolved ([`super::surfaces`]), defaults naming another module's constant folded
//! ([`super::imported`]), defaults naming an object kept by name ([`super::references`]), and
//! a class's `default_X` attribute read as its `X`'s default ([`default_attributes`]).

use super::names::CodeName;
use crate::core::value::Value;
use crate::source::{Extracted, Kind};
use std::collections::BTreeSet;

/// Every derivation, in the order each needs the one before it.
pub(crate) fn derive(names: &mut Vec<CodeName>, bases: &[Extracted]) {
    super::bases::inherit_across_files(names, bases);
    super::surfaces::resolve_surface_constants(names);
    super::imported::fold_imported(names);
    super::references::keep_object_defaults(names);
    default_attributes(names);
}

/// A Python class attribute `default_X` holding a value is the default of the class's `X`
/// keyword (passlib's `sha256_crypt.default_rounds = 535000`, documented among the class's
/// parameters as `rounds`, "Defaults to 535000", and used when `rounds` is not given): listed
/// once more as the constructor parameter `Class.__init__(X)`, with a note, when the class
/// defines no `X` of its own (no attribute, no constructor parameter, no method).
pub(crate) fn default_attributes(names: &mut Vec<CodeName>) {
    // Most checkouts have no such attribute: skip the set of every name then.
    let candidate =
        |n: &CodeName| n.item.kind == Kind::ClassAttribute && n.item.name.contains(".default_");
    if !names.iter().any(candidate) {
        return;
    }
    let taken: BTreeSet<(std::path::PathBuf, String)> = names
        .iter()
        .map(|n| {
            let owned = n.item.name.split('(').next().unwrap_or(&n.item.name);
            let owned = owned.strip_suffix(".__init__").unwrap_or(owned);
            (n.item.file.clone(), owned.to_string())
        })
        .chain(names.iter().filter_map(|n| {
            // `C.__init__(x)`: the class has an `x`.
            let (head, param) = n.item.name.strip_suffix(')')?.split_once('(')?;
            let class = head.strip_suffix(".__init__")?;
            Some((n.item.file.clone(), format!("{class}.{param}")))
        }))
        .collect();
    let mut added = Vec::new();
    for n in names.iter() {
        let it = &n.item;
        if it.kind != Kind::ClassAttribute
            || it.file.extension().is_none_or(|e| e != "py")
            || matches!(it.value, None | Some(Value::None))
        {
            continue;
        }
        let Some((class, attr)) = it.name.split_once('.') else {
            continue;
        };
        let Some(x) = attr.strip_prefix("default_").filter(|x| !x.is_empty()) else {
            continue;
        };
        if taken.contains(&(it.file.clone(), format!("{class}.{x}"))) {
            continue;
        }
        let mut item = it.clone();
        item.name = format!("{class}.__init__({x})");
        item.kind = Kind::DefaultArg;
        item.warnings.push(format!(
            "`{class}.{attr}`, the default of the class's `{x}`"
        ));
        added.extend(CodeName::from_extracted(item));
    }
    names.extend(added);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn a_class_default_attribute_is_the_default_of_its_name() {
        let src = "class sha256_crypt(_Common):\n    default_rounds = 535000\n    min_rounds = 1000\n\n\
                   class Own:\n    default_timeout = 30\n    timeout = 10\n\n\
                   class Param:\n    default_size = 4\n    def __init__(self, size=None):\n        pass\n\n\
                   class Unset:\n    default_ident = None\n";
        let l = crate::source::python::list(Path::new("m.py"), src);
        let mut names: Vec<CodeName> = l
            .items
            .into_iter()
            .filter_map(CodeName::from_extracted)
            .collect();
        default_attributes(&mut names);
        let get = |n: &str| names.iter().filter(|c| c.item.name == n).count();
        let r = names
            .iter()
            .find(|c| c.item.name == "sha256_crypt.__init__(rounds)")
            .unwrap();
        assert_eq!((r.item.line, &r.item.value), (2, &Some(Value::Int(535000))));
        assert_eq!(r.item.kind, Kind::DefaultArg);
        assert!(r
            .item
            .warnings
            .iter()
            .any(|w| w.contains("default of the class's `rounds`")));
        // A name the class has already, or an attribute saying "none", is not aliased.
        assert_eq!(get("Own.__init__(timeout)"), 0);
        assert_eq!(get("Param.__init__(size)"), 1);
        assert_eq!(get("Unset.__init__(ident)"), 0);
    }
}
