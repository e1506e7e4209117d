//! Python defaults naming a constant that another module of the checkout defines, through a
//! `from … import` (python-jose's `def sign(…, algorithm=ALGORITHMS.HS256)` after `from
//! jose.constants import ALGORITHMS`, where `ALGORITHMS = Algorithms()` and the class assigns
//! `HS256 = "HS256"`; a `timeout=DEFAULT_TIMEOUT` taken from a constants module). The extractor
//! folds within one file and notes the import it could not follow
//! ([`crate::source::python::IMPORTED_NOTE`]); once every file is read, the name is looked up
//! in the module the import names, and a definition with one value gives the default that
//! value, with a note naming it. A module the checkout does not hold, a name bound more than
//! once there, or one that does not fold leaves the default as it was: a guess is no evidence.

use super::names::CodeName;
use crate::core::value::Value;
use crate::source::python::IMPORTED_NOTE;
use crate::source::Kind;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// A module-level definition: its value (`None` when it does not fold), line and expression.
type Def = (Option<Value>, usize, String);

/// Give each unfolded Python definition noting an import the value the imported module's
/// definition folds to.
pub(crate) fn fold_imported(names: &mut [CodeName]) {
    let is_py = |p: &Path| p.extension().is_some_and(|e| e == "py");
    if !names
        .iter()
        .any(|n| n.item.value.is_none() && import(n).is_some())
    {
        return;
    }
    let mut defs: HashMap<(&Path, &str), Vec<Def>> = HashMap::new();
    let mut files: BTreeSet<&Path> = BTreeSet::new();
    for n in names.iter().filter(|n| is_py(&n.item.file)) {
        files.insert(&n.item.file);
        // A sentinel enum's one member (aiosmtplib's `Default.token`) marks "not given": the
        // default is decided at run time, not by its number.
        let sentinel = super::surfaces::is_sentinel_member(n);
        if matches!(n.item.kind, Kind::Constant | Kind::ClassAttribute) && !sentinel {
            let it = &n.item;
            defs.entry((it.file.as_path(), it.name.as_str()))
                .or_default()
                .push((it.value.clone(), it.line, it.expr.trim().to_string()));
        }
    }
    let mut found: Vec<(usize, Value, String)> = Vec::new();
    for (i, n) in names.iter().enumerate() {
        if n.item.value.is_some() {
            continue;
        }
        let Some((local, module, name)) = import(n) else {
            continue;
        };
        let expr = n.item.expr.trim();
        let Some(rest) = expr.strip_prefix(local) else {
            continue;
        };
        if !(rest.is_empty() || rest.starts_with('.')) {
            continue;
        }
        let from = n.item.file.as_path();
        // `from pkg.constants import X` (X.rest in that module), or `from pkg import
        // constants` (rest in the submodule).
        let direct = module_file(from, module, &files)
            .and_then(|f| lookup(&defs, f, &format!("{name}{rest}")).map(|d| (d, f)));
        let sub = || {
            let joined = if module.ends_with('.') {
                format!("{module}{name}")
            } else {
                format!("{module}.{name}")
            };
            let f = module_file(from, &joined, &files)?;
            lookup(&defs, f, rest.strip_prefix('.')?).map(|d| (d, f))
        };
        if let Some(((value, line, def), f)) = direct.or_else(sub) {
            let note = format!("folded through `{def}` ({}:{line})", f.display());
            found.push((i, value, note));
        }
    }
    for (i, value, note) in found {
        let it = &mut names[i].item;
        it.value = Some(value);
        it.warnings.retain(|w| !w.starts_with("not folded:"));
        it.warnings.push(note);
    }
}

/// The import a definition's note names: (local name, module, imported name).
fn import(n: &CodeName) -> Option<(&str, &str, &str)> {
    let w = n.item.warnings.iter().find_map(|w| {
        w.strip_prefix(IMPORTED_NOTE)
            .map(str::trim)
            .filter(|_| n.item.file.extension().is_some_and(|e| e == "py"))
    })?;
    let (local, from) = w.split_once(" = ")?;
    let (module, name) = from.rsplit_once(':')?;
    Some((local, module, name))
}

/// The one value, line and definition of `path` in `file`: a constant or class attribute defined once
/// (or every time with the same value), or `OBJ.attr` where `OBJ = Class()` and the class
/// assigns `attr` (an instance holding constants, as python-jose's `ALGORITHMS`).
fn lookup(
    defs: &HashMap<(&Path, &str), Vec<Def>>,
    file: &Path,
    path: &str,
) -> Option<(Value, usize, String)> {
    let one = |name: &str| -> Option<(Value, usize, String)> {
        let ds = defs.get(&(file, name))?;
        let (first, line, _) = ds.first()?;
        let first = first.clone()?;
        ds.iter()
            .all(|(v, _, _)| v.as_ref() == Some(&first))
            .then(|| (first, *line, name.to_string()))
    };
    if let Some(v) = one(path) {
        return Some(v);
    }
    let (obj, attr) = path.split_once('.')?;
    let [(None, _, expr)] = defs.get(&(file, obj))?.as_slice() else {
        return None;
    };
    let class = expr.strip_suffix("()")?;
    let ident = class.starts_with(|c: char| c.is_alphabetic() || c == '_')
        && class.chars().all(|c| c.is_alphanumeric() || c == '_');
    if !ident || attr.contains('.') {
        return None;
    }
    one(&format!("{class}.{attr}"))
}

/// The checkout file of a module an import in `from` names: relative (`.constants`, `..`)
/// from `from`'s package, absolute (`jose.constants`) by the one file whose path ends in it.
fn module_file<'a>(from: &Path, module: &str, files: &BTreeSet<&'a Path>) -> Option<&'a Path> {
    let dots = module.len() - module.trim_start_matches('.').len();
    let parts: Vec<&str> = module[dots..]
        .split('.')
        .filter(|s| !s.is_empty())
        .collect();
    let tail: PathBuf = parts.iter().collect();
    let candidates = |base: &Path| -> Vec<PathBuf> {
        let mut c = vec![base.join("__init__.py")];
        if !parts.is_empty() {
            c.push(base.with_extension("py"));
        }
        c
    };
    if dots > 0 {
        let mut base = from.parent()?.to_path_buf();
        for _ in 1..dots {
            base = base.parent()?.to_path_buf();
        }
        let base = base.join(&tail);
        return candidates(&base)
            .iter()
            .find_map(|p| files.get(p.as_path()).copied());
    }
    if parts.is_empty() {
        return None;
    }
    let ends = candidates(&tail);
    let mut hits = files.iter().filter(|f| ends.iter().any(|e| f.ends_with(e)));
    match (hits.next(), hits.next()) {
        (Some(one), None) => Some(*one),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::names::CodeName;

    fn names(files: &[(&str, &str)]) -> Vec<CodeName> {
        let mut out = Vec::new();
        for (path, src) in files {
            let l = crate::source::python::list(Path::new(path), src);
            out.extend(l.items.into_iter().filter_map(CodeName::from_extracted));
        }
        out
    }

    fn value<'a>(ns: &'a [CodeName], file: &str, name: &str) -> Option<&'a CodeName> {
        ns.iter()
            .find(|n| n.item.name == name && n.item.file == Path::new(file))
    }

    #[test]
    fn a_default_naming_an_imported_constant_takes_its_value() {
        let mut ns = names(&[
            (
                "jose/constants.py",
                "from enum import Enum\n\nclass Algorithms:\n    HS256 = 'HS256'\n    HS384 = 'HS384'\n\n\
                 ALGORITHMS = Algorithms()\nDEFAULT_TIMEOUT = 30\nTWICE = 1\nTWICE = 2\n\n\
                 class Default(Enum):\n    token = 0\n",
            ),
            (
                "jose/jws.py",
                "from jose.constants import ALGORITHMS, Default\nfrom .constants import DEFAULT_TIMEOUT as T, TWICE\n\
                 from . import constants\nfrom elsewhere import OTHER\n\n\
                 def sign(payload, algorithm=ALGORITHMS.HS256, timeout=T, twice=TWICE, \
                 other=OTHER, via=constants.DEFAULT_TIMEOUT, missing=ALGORITHMS.RS256, \
                 unset=Default.token):\n    pass\n",
            ),
        ]);
        fold_imported(&mut ns);
        let alg = value(&ns, "jose/jws.py", "sign(algorithm)").unwrap();
        assert_eq!(alg.item.value, Some(Value::Str("HS256".into())));
        assert!(
            alg.item
                .warnings
                .iter()
                .any(|w| w == "folded through `Algorithms.HS256` (jose/constants.py:4)"),
            "{:?}",
            alg.item.warnings
        );
        assert!(!alg
            .item
            .warnings
            .iter()
            .any(|w| w.starts_with("not folded")));
        let t = value(&ns, "jose/jws.py", "sign(timeout)").unwrap();
        assert_eq!(t.item.value, Some(Value::Int(30)));
        let via = value(&ns, "jose/jws.py", "sign(via)").unwrap();
        assert_eq!(via.item.value, Some(Value::Int(30)));
        // Bound twice, outside the checkout, or not defined: left as it was.
        // A sentinel's member marks "not given".
        for p in ["sign(twice)", "sign(other)", "sign(missing)", "sign(unset)"] {
            assert_eq!(
                value(&ns, "jose/jws.py", p).unwrap().item.value,
                None,
                "{p}"
            );
        }
    }

    #[test]
    fn an_absolute_module_is_the_one_file_its_path_ends_in() {
        let files: BTreeSet<&Path> = [
            Path::new("src/pkg/constants.py"),
            Path::new("src/pkg/sub/__init__.py"),
            Path::new("tools/constants.py"),
        ]
        .into_iter()
        .collect();
        let from = Path::new("src/pkg/api.py");
        assert_eq!(
            module_file(from, "pkg.constants", &files),
            Some(Path::new("src/pkg/constants.py"))
        );
        assert_eq!(module_file(from, "constants", &files), None);
        assert_eq!(
            module_file(from, ".sub", &files),
            Some(Path::new("src/pkg/sub/__init__.py"))
        );
        assert_eq!(
            module_file(Path::new("src/pkg/sub/x.py"), "..constants", &files),
            Some(Path::new("src/pkg/constants.py"))
        );
    }
}
