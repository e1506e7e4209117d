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

/// Fill in surface defaults that name a module constant of another file, and Python keyword
/// defaults that name one or a class attribute of another file (`key_prefix: str =
/// Defaults.SESSION_KEY_PREFIX` with `from .defaults import Defaults`): the listing folds
/// names of its own file only, and autodoc shows such a signature with the value
/// (`key_prefix: str = 'session:'`).
pub(crate) fn resolve_surface_constants(names: &mut [CodeName]) {
    // Python module constants by name (a module constant's full name is one segment), and
    // Python class attributes by class and name (`Defaults.SESSION_KEY_PREFIX`).
    let mut consts: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut attrs: BTreeMap<(&str, &str), Vec<usize>> = BTreeMap::new();
    for (i, n) in names.iter().enumerate() {
        if n.item.value.is_none() || n.item.file.extension().is_none_or(|e| e != "py") {
            continue;
        }
        match (n.item.kind, &n.full[..]) {
            (Kind::Constant, [name]) => consts.entry(name.as_str()).or_default().push(i),
            // A sentinel enum's member (`timeout=Default.token`, aiosmtplib) marks a value
            // decided at run time: no default is filled from it.
            (Kind::ClassAttribute, _) if is_sentinel_member(n) => {}
            (Kind::ClassAttribute, [.., class, attr]) if !n.item.name.contains("::") => attrs
                .entry((class.as_str(), attr.as_str()))
                .or_default()
                .push(i),
            _ => {}
        }
    }
    let mut fills: Vec<(usize, usize)> = Vec::new();
    for (i, n) in names.iter().enumerate() {
        let python_default =
            n.item.kind == Kind::DefaultArg && n.item.file.extension().is_some_and(|e| e == "py");
        if !(python_default
            || matches!(
                n.item.kind,
                Kind::CliOption | Kind::EnvDefault | Kind::RegisteredSetting | Kind::SettingRead
            ))
            || n.item.value.is_some()
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
        let mut segs = expr.rsplit('.');
        let last = segs.next().unwrap_or(expr);
        let owner = segs.next();
        // A keyword default naming a class attribute: `Class.ATTR`, the class's own name
        // written (a module constant would be `module.CONST`, lower case).
        let class_attr = owner
            .filter(|c| python_default && c.starts_with(|c: char| c.is_ascii_uppercase()))
            .and_then(|class| attrs.get(&(class, last)));
        // `constants.CONFIDENCE_DEFAULT` is the constant of `constants.py`; `logging.INFO`
        // is the standard library's, whatever the checkout's own `INFO` holds.
        let in_module = |d: &usize| {
            let file = &names[*d].item.file;
            let stem = file.file_stem().and_then(|s| s.to_str());
            let package = file
                .parent()
                .and_then(|p| p.file_name())
                .and_then(|s| s.to_str());
            !python_default
                || owner.is_none_or(|m| {
                    stem == Some(m) || stem == Some("__init__") && package == Some(m)
                })
        };
        let module_const = consts
            .get(last)
            .map(|defs| defs.iter().copied().filter(in_module).collect::<Vec<_>>())
            .filter(|defs| !defs.is_empty());
        let Some(defs) = class_attr.cloned().or(module_const) else {
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

/// The one member of a module-level one-member `Enum`, as the Python listing notes it.
pub(crate) fn is_sentinel_member(n: &CodeName) -> bool {
    let note = crate::source::python::SENTINEL_NOTE;
    n.item.warnings.iter().any(|w| w.starts_with(note))
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
