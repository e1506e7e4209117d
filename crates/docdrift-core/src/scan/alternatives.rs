//! One name defined several times in one file: build alternatives and rebinding.
//!
//! `#[cfg(loom)] const MAX: usize = 4;` beside `#[cfg(not(loom))] const MAX: usize = 512;`,
//! a Python `if sys.platform == "win32": … else: …` or `try: … except ImportError: …`: each
//! definition is the value in some build or environment, and docs stating one of them are
//! right about it. Comparing the docs with every definition reported the same sentence as
//! agreeing *and* disagreeing. An unconditional Python reassignment (`TIMEOUT = 30` then
//! `TIMEOUT = 60`) is the opposite case: the last one is the value at import. And one
//! definition reached under two module paths is one candidate ([`one_per_place`]).

#[allow(unused_imports)]
use super::*;
use crate::source::Kind;
use std::collections::{HashMap, HashSet};

/// What [`settle`] kept, and a note per kept definition about the ones it set aside.
pub(crate) struct Settled {
    pub compared: Vec<(usize, Comparison)>,
    pub notes: HashMap<usize, Vec<String>>,
}

/// One definition reached under two paths (a crate re-exporting its module's type:
/// `searcher::SearcherBuilder::line_number` and `SearcherBuilder::line_number`) is one
/// candidate, not two settings that make the name ambiguous: the first of each place kept.
pub(crate) fn one_per_place(
    compared: Vec<(usize, Comparison)>,
    index: &CodeIndex,
) -> Vec<(usize, Comparison)> {
    let mut places: HashSet<(&Path, usize, &str)> = HashSet::new();
    compared
        .into_iter()
        .filter(|(i, _)| {
            let n = &index.names[*i];
            places.insert((n.item.file.as_path(), n.item.line, n.leaf()))
        })
        .collect()
}

/// Several config files defining one key, one of them agreeing: the others are presets
/// (`style/relaxed.json`), different on purpose, and are left out.
pub(crate) fn without_presets(
    compared: Vec<(usize, Comparison)>,
    index: &CodeIndex,
) -> Vec<(usize, Comparison)> {
    let is_file_key = |i: usize| {
        matches!(
            index.names[i].item.kind,
            Kind::YamlKey | Kind::TomlKey | Kind::JsonKey
        )
    };
    let agreeing_files: HashSet<&str> = compared
        .iter()
        .filter(|(i, c)| c.agree && is_file_key(*i))
        .map(|(i, _)| index.names[*i].identity.as_str())
        .collect();
    compared
        .into_iter()
        .filter(|(i, c)| {
            c.agree
                || !is_file_key(*i)
                || !agreeing_files.contains(index.names[*i].identity.as_str())
        })
        .collect()
}

fn is_python(k: Kind) -> bool {
    matches!(
        k,
        Kind::Constant | Kind::DictEntry | Kind::ClassAttribute | Kind::DefaultArg
    )
}

fn is_rust(k: Kind) -> bool {
    matches!(
        k,
        Kind::RustConst
            | Kind::RustStatic
            | Kind::RustAssocConst
            | Kind::RustDefaultField
            | Kind::RustLinkedConst
            | Kind::RustSetterDefault
            | Kind::RustTypeDefault
    )
}

/// The condition a definition sits under, as extraction reported it.
fn condition(n: &CodeName) -> Option<String> {
    if let Some(c) = &n.item.cfg {
        return Some(format!("#[{c}]"));
    }
    let conds: Vec<&str> = n
        .item
        .warnings
        .iter()
        .filter_map(|w| w.strip_prefix("conditional: "))
        .collect();
    (!conds.is_empty()).then(|| conds.join(", "))
}

fn described(n: &CodeName) -> String {
    let value = n
        .scalar()
        .map(|v| v.to_string())
        .unwrap_or_else(|| n.item.expr.trim().to_string());
    match condition(n) {
        Some(c) => format!("{value} at {} (under {c})", n.place()),
        None => format!("{value} at {}", n.place()),
    }
}

/// Settle definitions that share one identity within one file (see the module docs).
/// Definitions of different identities or files, and config-file keys (presets, handled by
/// the caller), pass through unchanged.
pub(crate) fn settle(compared: Vec<(usize, Comparison)>, index: &CodeIndex) -> Settled {
    let mut groups: BTreeMap<(&str, &Path), Vec<usize>> = BTreeMap::new();
    for (k, (i, _)) in compared.iter().enumerate() {
        let n = &index.names[*i];
        if is_python(n.item.kind) || is_rust(n.item.kind) {
            groups
                .entry((n.identity.as_str(), n.item.file.as_path()))
                .or_default()
                .push(k);
        }
    }
    let mut drop: BTreeSet<usize> = BTreeSet::new();
    let mut notes: HashMap<usize, Vec<String>> = HashMap::new();
    for ks in groups.values().filter(|ks| ks.len() > 1) {
        let names: Vec<&CodeName> = ks.iter().map(|&k| &index.names[compared[k].0]).collect();
        let python = names.iter().all(|n| is_python(n.item.kind));
        let conditional = names.iter().any(|n| condition(n).is_some());
        if python && !conditional {
            // Module code runs top to bottom: the last assignment is the value.
            let Some(&last) = ks
                .iter()
                .max_by_key(|&&k| index.names[compared[k].0].item.line)
            else {
                continue;
            };
            let earlier: Vec<String> = ks
                .iter()
                .filter(|&&k| k != last)
                .map(|&k| described(&index.names[compared[k].0]))
                .collect();
            let name = &index.names[compared[last].0].item.name;
            notes.entry(compared[last].0).or_default().push(format!(
                "`{name}` is assigned more than once; the last assignment is its value (earlier: {})",
                earlier.join("; ")
            ));
            drop.extend(ks.iter().copied().filter(|&k| k != last));
            continue;
        }
        // Alternatives (Rust ones can only coexist under different cfgs or macros that
        // gate them): the docs are right when they state one of them.
        let agreeing: Vec<usize> = ks
            .iter()
            .copied()
            .filter(|&k| compared[k].1.agree)
            .collect();
        if agreeing.is_empty() || agreeing.len() == ks.len() {
            continue;
        }
        let others: Vec<String> = ks
            .iter()
            .filter(|k| !agreeing.contains(k))
            .map(|&k| described(&index.names[compared[k].0]))
            .collect();
        for &k in &agreeing {
            let n = &index.names[compared[k].0];
            notes.entry(compared[k].0).or_default().push(format!(
                "`{}` has {} definitions in {} (build or runtime alternatives); the docs state this one; the others: {}",
                n.item.name,
                ks.len(),
                n.item.file.display(),
                others.join("; ")
            ));
        }
        drop.extend(ks.iter().copied().filter(|k| !agreeing.contains(k)));
    }
    // portalocker's `LOCK_EX = 0x1` under `if os.name == 'nt'`, `fcntl.LOCK_EX` under
    // `elif os.name == 'posix'`: docs built on Linux show the other branch's value, which
    // scan cannot fold; the one it can is no evidence of drift.
    for (k, (i, c)) in compared.iter().enumerate() {
        if !c.agree && condition(&index.names[*i]).is_some() && has_unvalued_alternative(index, *i)
        {
            drop.insert(k);
        }
    }
    let compared = compared
        .into_iter()
        .enumerate()
        .filter(|(k, _)| !drop.contains(k))
        .map(|(_, c)| c)
        .collect();
    Settled { compared, notes }
}

/// Whether the definition `i` is one branch of alternatives (`if os.name == 'nt': LOCK_EX =
/// 0x1` / `elif …: LOCK_EX = fcntl.LOCK_EX`) whose other branch has no value scan knows.
fn has_unvalued_alternative(index: &CodeIndex, i: usize) -> bool {
    let n = &index.names[i];
    index.with_leaf(n.leaf()).iter().any(|&j| {
        let m = &index.names[j];
        j != i
            && m.identity == n.identity
            && m.item.file == n.item.file
            && m.item.line != n.item.line
            && m.scalar().is_none()
    })
}
