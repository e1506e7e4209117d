//! Surfaces (command-line options, environment variables) whose default is a constant
//! written in another module: `@click.option("--line-length", default=DEFAULT_LINE_LENGTH)`
//! with `DEFAULT_LINE_LENGTH = 88` in `const.py`. The Python listing folds names of its own
//! file only; here, at the checkout level, such a default is the one module constant of that
//! name — when every module defining it agrees — and the surface is placed at the constant
//! (as a Rust method's linked default is), since that is the line a maintainer changes.
//! Also here: which attributes of a configuration class's `__init__` are settings.

use super::names::CodeName;
use crate::source::Kind;
use std::collections::BTreeMap;

/// Fill in surface defaults that name a module constant of another file.
pub(crate) fn resolve_surface_constants(names: &mut [CodeName]) {
    // Python module constants by name (a module constant's full name is one segment).
    let mut consts: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, n) in names.iter().enumerate() {
        if n.item.kind == Kind::Constant && n.full.len() == 1 && n.item.value.is_some() {
            consts.entry(n.full[0].as_str()).or_default().push(i);
        }
    }
    let mut fills: Vec<(usize, usize)> = Vec::new();
    for (i, n) in names.iter().enumerate() {
        if !matches!(
            n.item.kind,
            Kind::CliOption | Kind::EnvDefault | Kind::RegisteredSetting
        ) || n.item.value.is_some()
        {
            continue;
        }
        // `DEFAULT_LINE_LENGTH` or `const.DEFAULT_LINE_LENGTH`: the last segment names it.
        let expr = n.item.expr.trim();
        let dotted = !expr.is_empty()
            && expr
                .split('.')
                .all(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
        if !dotted {
            continue;
        }
        let last = expr.rsplit('.').next().unwrap_or(expr);
        let Some(defs) = consts.get(last) else {
            continue;
        };
        let first = &names[defs[0]].item.value;
        if defs.iter().all(|&d| &names[d].item.value == first) {
            fills.push((i, defs[0]));
        }
    }
    for (i, d) in fills {
        let (file, line, end_line, value, cname) = {
            let c = &names[d].item;
            (
                c.file.clone(),
                c.line,
                c.end_line,
                c.value.clone(),
                c.name.clone(),
            )
        };
        let n = &mut names[i];
        n.item.warnings.push(format!(
            "default `{}` is the constant {cname} at {}:{line} (declared at {}:{})",
            n.item.expr,
            file.display(),
            n.item.file.display(),
            n.item.line
        ));
        n.item.file = file;
        n.item.line = line;
        n.item.end_line = end_line;
        n.item.value = value;
        n.identity = format!("{}::{}", n.item.file.display(), n.item.name);
    }
}

/// `Options.__init__::self.strict_optional` → (`Options`, `strict_optional`): a public
/// attribute set in the `__init__` of a class named as configuration (`…Options`, `…Config`,
/// `…Configuration`, `…Settings`, `…Preferences`, `…Defaults`).
pub(crate) fn config_attribute(name: &str) -> Option<(&str, &str)> {
    let (owner, local) = name.split_once("::")?;
    let class = owner.strip_suffix(".__init__")?;
    let class = class.rsplit('.').next()?;
    let attr = local.strip_prefix("self.")?;
    let public = !attr.starts_with('_') && !attr.contains(['.', '[']);
    (is_config_class(class) && public).then_some((class, attr))
}

/// A class named as configuration: `…Options`, `…Config`, `…Configuration`, `…Settings`,
/// `…Preferences`, `…Defaults` (a leading `_` aside: isort's `_Config`).
pub(crate) fn is_config_class(class: &str) -> bool {
    let class = class.trim_start_matches('_');
    [
        "Options",
        "Config",
        "Configuration",
        "Settings",
        "Preferences",
        "Defaults",
    ]
    .iter()
    .any(|s| class.ends_with(s))
}

/// A setting of a configuration class: a public class attribute (a dataclass or settings
/// field, `_Config.py_version: str = "3"`) or an attribute its `__init__` sets (listed as
/// `Options.follow_imports` by `CodeName::from_extracted`).
pub(crate) fn is_settings_attribute(n: &CodeName) -> bool {
    matches!(n.item.kind, Kind::ClassAttribute | Kind::LocalAssignment)
        && matches!(&n.full[..], [.., class, attr] if is_config_class(class) && !attr.starts_with('_'))
}
