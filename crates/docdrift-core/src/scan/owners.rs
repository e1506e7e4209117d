//! Owner-aware identity (issue 26, class 3): a code name carries its owner and a docs
//! mention carries its context, and a match is decided on the most specific owner both
//! sides share.
//!
//! - A definition's owners, outermost first ([`definition_owners`]): the module its file is
//!   (`src/client/mod.rs` → `client`, `app/middleware/cors.py` → `middleware`, `cors`: the
//!   top package is the whole project), then the class, impl type, dict or section its name sits in
//!   (`Builder::new.max_frame_size` → `Builder`; `Client.__init__::self.timeout` →
//!   `Client`). Constructor and receiver segments (`new`, `default`, `__init__`, `self`) own
//!   nothing.
//! - A mention's context ([`MentionContext`]): the rustdoc item path of its page (from the
//!   title `Builder in mycrate::client - Rust` or the URL `client/struct.Builder.html`), the
//!   impl block it sits in, the parents of a qualified name, its headings and table caption,
//!   and the words of its own sentence, row or list item (the code spans beside the value).
//!
//! Among candidates that are different definitions, those sharing the most owners with the
//! mention are kept ([`narrow`]); a tie keeps them all (still `ambiguous`). A *generic* leaf
//! — one that many owners in the checkout define (`name`, `timeout`, `description`; counted
//! in the tree, not listed by hand) — never matches unless the mention names one of its
//! owners.

use super::mentions::{Form, Mention};
use super::names::{CodeIndex, CodeName, Role};
use crate::source::Kind;
use std::collections::BTreeSet;

/// Owners at or above which a bare leaf is generic (`name`, `path`, `timeout`): it needs
/// an owner named beside it to mean anything.
pub(crate) const GENERIC_OWNERS: usize = 4;

/// Lower-case ASCII letters and digits only: `line-length`, `LineLength` and `line_length`
/// are one word.
pub(crate) fn norm(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Segments that say how a value is reached, not whose it is.
fn owns_nothing(seg: &str) -> bool {
    matches!(
        seg,
        "__init__" | "new" | "default" | "self" | "mod" | "lib" | "main" | "src" | "DEFAULT"
    ) || seg.starts_with("new_")
}

/// The module path a file is: for Rust the components after the crate's last `src`
/// directory (`crates/h/src/client/mod.rs` → `client`), else every directory and the
/// stem below the top package (`app/middleware/cors.py` → `middleware`, `cors`).
fn module_of(file: &std::path::Path) -> Vec<String> {
    let stemmed = file.with_extension("");
    let comps: Vec<String> = stemmed
        .components()
        .filter_map(|c| c.as_os_str().to_str().map(str::to_string))
        .collect();
    let rust = file.extension().is_some_and(|e| e == "rs");
    // A Python tree's top package is the project itself (every definition has it), so it
    // owns nothing in particular.
    let start = if rust {
        comps.iter().rposition(|c| c == "src").map_or(0, |i| i + 1)
    } else {
        usize::from(comps.len() >= 2)
    };
    comps[start..]
        .iter()
        .filter(|c| !owns_nothing(c))
        .cloned()
        .collect()
}

/// Every owner of a definition, outermost first (module, then type/class/dict/section).
pub(crate) fn definition_owners(n: &CodeName) -> Vec<String> {
    let (mut out, parents) = owner_parts(n);
    out.extend(parents);
    out
}

/// A definition's owners in two parts: the module its file is, and the type, class, dict
/// or section its name sits in.
fn owner_parts(n: &CodeName) -> (Vec<String>, Vec<String>) {
    let module = module_of(&n.item.file);
    let parents: &[String] = match n.role {
        // `DEFAULT = {"max": 80}`: the dict's own name is how the module holds it.
        Role::Config if n.item.kind == crate::source::Kind::DictEntry => {
            &n.full[..n.full.len().saturating_sub(1)]
        }
        _ => n.parents(),
    };
    let parents = parents
        .iter()
        .filter(|p| !owns_nothing(p) && p.len() >= 2)
        .cloned()
        .collect();
    (module, parents)
}

/// What a docs mention says about whose value it states.
pub(crate) struct MentionContext {
    /// Normalised owner words from the page's item path, the impl block and a qualified
    /// name: strong, exact words.
    exact: BTreeSet<String>,
    /// Headings, caption and the statement's own text as words and runs of sub-words
    /// (`CORSMiddleware` → `cors`, `middleware`, `corsmiddleware`; `line-length` →
    /// `linelength`): an owner is named when it is one of them. "Configuration" does not
    /// name `config`.
    loose_words: BTreeSet<String>,
}

impl MentionContext {
    pub(crate) fn of(m: &Mention) -> MentionContext {
        let mut exact: BTreeSet<String> = BTreeSet::new();
        for seg in rustdoc_item_path(m) {
            exact.insert(norm(&seg));
        }
        if let Some(t) = &m.owner_type {
            exact.insert(norm(t));
        }
        for p in &m.path[..m.path.len().saturating_sub(1)] {
            exact.insert(norm(p));
        }
        exact.remove("");
        let mut loose_words = BTreeSet::new();
        // The value the statement states is not its owner: `['redis+cluster']` does not name
        // the `redis` module of another class with the same name.
        let own_text = m.text.replacen(m.raw_value.as_str(), " ", 1);
        for text in m.context.iter().chain(std::iter::once(&own_text)) {
            loose_words.extend(word_runs(&without_crate(text)));
        }
        // The statement's own name is not its owner.
        if let Some(leaf) = m.path.last() {
            loose_words.remove(&norm(leaf));
        }
        MentionContext { exact, loose_words }
    }

    /// Does the context name this owner segment?
    fn names(&self, seg: &str) -> bool {
        let s = norm(seg);
        if s.len() < 3 {
            return false;
        }
        self.exact.contains(&s) || self.loose_words.contains(&s)
    }

    /// How many of the definition's owners the mention names, leaving out the owners in
    /// `common` (shared by every candidate, such as the project's package: they tell
    /// nothing apart).
    pub(crate) fn score(&self, n: &CodeName, common: &BTreeSet<String>) -> usize {
        definition_owners(n)
            .iter()
            .filter(|o| !common.contains(*o))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .filter(|o| self.names(o))
            .count()
    }

    /// The innermost owner of the definition the mention names, as evidence for the
    /// link's confidence: a type, class or dict named anywhere around it, but a module only
    /// by the page's item path or a qualified name (a page titled "Server" documents many
    /// things besides `server.py`'s dicts).
    pub(crate) fn named_owner(&self, n: &CodeName) -> Option<String> {
        let (module, parents) = owner_parts(n);
        // A defaults function's dict (`Config.global_defaults::ours.port`) under "Default
        // configuration values": the words name the defaults, not the function.
        let says = |ws: &[&str]| ws.iter().any(|w| self.loose_words.contains(*w));
        if n.is_defaults_local()
            && says(&["default", "defaults"])
            && says(&["configuration", "config", "settings", "options"])
        {
            return n.item.name.split_once("::").map(|(f, _)| f.to_string());
        }
        parents
            .into_iter()
            .rev()
            .find(|o| self.names(o))
            .or_else(|| {
                module
                    .into_iter()
                    .rev()
                    .find(|o| self.exact.contains(&norm(o)))
            })
    }
}

/// The file name of the page a mention is on, its query and anchor dropped
/// (`struct.Data.html` for `site/figment/providers/struct.Data.html#structfield.profile`).
pub(crate) fn page_file(m: &Mention) -> &str {
    let page = m.page.split(['?', '#']).next().unwrap_or("");
    page.rsplit('/').next().unwrap_or(page)
}

/// A rustdoc page title less its crate ("Data in figment::providers - Rust" → "Data in
/// providers"): every page of the crate names it, so it tells no owner of a statement apart
/// (figment's `Figment` type and `figment.rs` module are not what struct `Data`'s page is
/// about). The crate's own page ("figment - Rust") keeps it.
fn without_crate(text: &str) -> std::borrow::Cow<'_, str> {
    let Some((item, path)) = text
        .strip_suffix(" - Rust")
        .and_then(|t| t.split_once(" in "))
    else {
        return text.into();
    };
    let rest: Vec<&str> = path.split("::").skip(1).collect();
    format!("{item} in {}", rest.join("::")).into()
}

/// "`ansi`: Enables `fmt` support for ANSI terminal colors. Enabled by default." under a
/// "Feature flags" heading of a rustdoc crate or module page: the bare name is a Cargo
/// feature (read from the manifest as `feature:ansi`, `mentions/features.rs`), not a struct
/// field or parameter of the same name.
pub(crate) fn names_crate_feature(m: &Mention) -> bool {
    if m.path.first().is_some_and(|p| p.starts_with("feature:")) {
        return false;
    }
    let rustdoc_index =
        m.title.as_deref().is_some_and(|t| t.ends_with(" - Rust")) && page_file(m) == "index.html";
    m.path.len() == 1 && rustdoc_index && {
        let ctx = MentionContext::of(m);
        ctx.loose_words.contains("feature") || ctx.loose_words.contains("features")
    }
}

/// Every word of `text` split at non-alphanumerics and camelCase boundaries, lower-cased,
/// and every run of up to four consecutive sub-words joined.
fn word_runs(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for word in text.split(|c: char| !c.is_ascii_alphanumeric() && c != '_' && c != '-') {
        let mut subs: Vec<String> = Vec::new();
        let chars: Vec<char> = word.chars().collect();
        let mut cur = String::new();
        for (k, &c) in chars.iter().enumerate() {
            if !c.is_ascii_alphanumeric() {
                if !cur.is_empty() {
                    subs.push(std::mem::take(&mut cur));
                }
                continue;
            }
            let prev = k.checked_sub(1).map(|p| chars[p]);
            let next = chars.get(k + 1);
            let boundary = c.is_ascii_uppercase()
                && prev.is_some_and(|p| {
                    p.is_ascii_lowercase()
                        || p.is_ascii_digit()
                        || (p.is_ascii_uppercase() && next.is_some_and(|n| n.is_ascii_lowercase()))
                });
            if boundary && !cur.is_empty() {
                subs.push(std::mem::take(&mut cur));
            }
            cur.push(c.to_ascii_lowercase());
        }
        if !cur.is_empty() {
            subs.push(cur);
        }
        for i in 0..subs.len() {
            for j in i + 1..=subs.len().min(i + 4) {
                out.push(subs[i..j].concat());
            }
        }
    }
    out
}

/// A rustdoc page's item path without the crate: the title `Builder in mycrate::client -
/// Rust` or the URL `mycrate/client/struct.Builder.html` → `client`, `Builder`. Empty for
/// any other page.
pub(crate) fn rustdoc_item_path(m: &Mention) -> Vec<String> {
    if let Some(t) = m.title.as_deref().and_then(|t| t.strip_suffix(" - Rust")) {
        if let Some((item, path)) = t.split_once(" in ") {
            let mut segs: Vec<String> = path
                .split("::")
                .skip(1)
                .map(|s| s.trim().to_string())
                .collect();
            segs.push(item.trim().to_string());
            if segs.iter().all(|s| is_ident(s)) {
                return segs;
            }
        }
    }
    let page = m.page.split(['?', '#']).next().unwrap_or("");
    let parts: Vec<&str> = page.trim_end_matches('/').split('/').collect();
    let Some((last, dirs)) = parts.split_last() else {
        return Vec::new();
    };
    let Some(item) = last.strip_suffix(".html").and_then(|s| {
        let (kind, name) = s.split_once('.')?;
        matches!(
            kind,
            "struct" | "enum" | "trait" | "fn" | "type" | "union" | "constant" | "macro"
        )
        .then_some(name)
    }) else {
        return Vec::new();
    };
    // The directories up to the crate: the last run of identifier directories, less the
    // crate's own.
    let idents: Vec<&str> = dirs
        .iter()
        .rev()
        .take_while(|d| is_ident(d))
        .copied()
        .collect();
    let mut segs: Vec<String> = idents
        .into_iter()
        .rev()
        .skip(1)
        .map(str::to_string)
        .collect();
    segs.push(item.to_string());
    segs
}

/// Owners every one of (two or more) candidates has.
fn common_owners(cand: &[usize], index: &CodeIndex) -> BTreeSet<String> {
    if cand.len() < 2 {
        return BTreeSet::new();
    }
    let mut sets = cand.iter().map(|&i| {
        definition_owners(&index.names[i])
            .into_iter()
            .collect::<BTreeSet<_>>()
    });
    let first = sets.next().unwrap_or_default();
    sets.fold(first, |acc, s| acc.intersection(&s).cloned().collect())
}

/// One owner key per setting, for counting how many owners define a leaf: a config key's
/// section (a dict in source and the example file restating it are one owner), else the
/// definition's module and type.
pub(crate) fn owner_key(n: &CodeName) -> Vec<String> {
    match n.role {
        Role::Config if n.item.kind != crate::source::Kind::DictEntry || n.key.len() > 1 => {
            n.parents().to_vec()
        }
        _ => definition_owners(n),
    }
}

fn is_ident(s: &str) -> bool {
    !s.is_empty()
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !s.starts_with(|c: char| c.is_ascii_digit())
}

/// What [`narrow`] decided.
pub(crate) enum Narrowed {
    /// The candidates to compare (all of them when no owner tells them apart).
    Keep(Vec<usize>),
    /// A generic leaf and nothing beside the statement names an owner: no match.
    GenericUnowned,
}

/// Keep the candidates that share the most owners with the mention; refuse a generic leaf
/// the mention names no owner of.
///
/// `cand` is every definition the name can mean (before context narrowed it to `chosen`):
/// owners all of them share are not evidence for any one.
pub(crate) fn narrow(
    m: &Mention,
    chosen: Vec<usize>,
    cand: &[usize],
    index: &CodeIndex,
) -> Narrowed {
    if chosen.is_empty() {
        return Narrowed::Keep(chosen);
    }
    let ctx = MentionContext::of(m);
    let common = common_owners(cand, index);
    let scores: Vec<usize> = chosen
        .iter()
        .map(|&i| ctx.score(&index.names[i], &common))
        .collect();
    let best = scores.iter().copied().max().unwrap_or(0);
    let leaf = m.path.last().map(String::as_str).unwrap_or("");
    // An owner all candidates share ("## Upload" over five `upload.*.retries`) is still an
    // owner named: the name is not generic there, only ambiguous.
    let names_any_owner = || {
        let none = BTreeSet::new();
        chosen
            .iter()
            .any(|&i| ctx.score(&index.names[i], &none) > 0)
    };
    if best == 0 && m.path.len() == 1 && m.owner_type.is_none() && !names_any_owner() {
        let owners = index.owners_of_leaf(leaf);
        if owners >= GENERIC_OWNERS {
            return Narrowed::GenericUnowned;
        }
    }
    // Only what would be ambiguous is narrowed: a config key and the one constructor
    // parameter wiring it (`compression.threshold`, `ContextCompressor.__init__(threshold)`)
    // are one setting, compared together.
    let ids_of = |config: bool| -> BTreeSet<&str> {
        chosen
            .iter()
            .filter(|&&i| !config || index.names[i].role == Role::Config)
            .map(|&i| index.names[i].identity.as_str())
            .collect()
    };
    let config = ids_of(true);
    let distinct = if config.is_empty() {
        ids_of(false).len()
    } else {
        config.len()
    };
    if best == 0 || distinct < 2 {
        return Narrowed::Keep(chosen);
    }
    let best_among = |i: usize| config.is_empty() || index.names[i].role == Role::Config;
    let best = chosen
        .iter()
        .zip(&scores)
        .filter(|(i, _)| best_among(**i))
        .map(|(_, s)| *s)
        .max()
        .unwrap_or(0);
    if best == 0 {
        return Narrowed::Keep(chosen);
    }
    Narrowed::Keep(
        chosen
            .into_iter()
            .zip(scores)
            .filter(|(i, s)| !best_among(*i) || *s == best)
            .map(|(i, _)| i)
            .collect(),
    )
}

/// A docs name that is a file (`pyproject.toml`, `settings.json`, `.flake8`), not a key
/// path: its last dotted segment is a file extension.
pub(crate) fn is_file_name(name: &str) -> bool {
    let Some((stem, ext)) = name.rsplit_once('.') else {
        return false;
    };
    const EXTENSIONS: &[&str] = &[
        "toml",
        "yaml",
        "yml",
        "json",
        "jsonc",
        "cfg",
        "ini",
        "conf",
        "py",
        "rs",
        "md",
        "rst",
        "txt",
        "lock",
        "env",
        "sh",
        "js",
        "mjs",
        "ts",
        "html",
        "xml",
        "properties",
    ];
    (!name.contains(['/', ' ']) && EXTENSIONS.contains(&ext) && !stem.is_empty())
        || (name.starts_with('.') && !name[1..].contains('.') && name.len() > 2)
}

/// Code blocks whose keys are mostly not the code's (three or more keys, fewer than a
/// third of them defined or read anywhere in the checkout) show another tool's
/// configuration — a linter's `setup.cfg` section, another project's trainer config on a
/// how-to page (class 5). Their lines are marked as examples: an agreement still lists, a
/// difference or an unknown key is not drift of this project.
pub(crate) fn mark_foreign_blocks(all: &mut [Mention], cands: &[Vec<usize>], index: &CodeIndex) {
    use std::collections::BTreeMap;
    let mut per: BTreeMap<(String, usize), (usize, usize)> = BTreeMap::new();
    for (m, c) in all.iter().zip(cands) {
        let (Some(b), super::mentions::Form::CodeBlock) = (m.block, m.form) else {
            continue;
        };
        let e = per.entry((m.page.clone(), b)).or_default();
        e.0 += 1;
        let leaf = m.path.last().map(String::as_str).unwrap_or("");
        if !c.is_empty() || index.defines_path(&m.path) || index.reads_key(leaf) {
            e.1 += 1;
        }
    }
    for m in all.iter_mut() {
        let Some(b) = m.block else { continue };
        let Some(&(keys, known)) = per.get(&(m.page.clone(), b)) else {
            continue;
        };
        if keys >= 3 && known * 3 < keys && m.example.is_none() {
            m.example = Some(format!(
                "{known} of the block's {keys} keys are defined in the code: another tool's configuration"
            ));
        }
    }
}

/// Order candidates best first (most owners shared with the mention; ties keep their
/// order), so a capped list of an ambiguous name shows the likeliest ones.
pub(crate) fn best_first<T>(
    m: &Mention,
    mut compared: Vec<(usize, T)>,
    cand: &[usize],
    index: &CodeIndex,
) -> Vec<(usize, T)> {
    let ctx = MentionContext::of(m);
    let common = common_owners(cand, index);
    compared.sort_by_cached_key(|(i, _)| std::cmp::Reverse(ctx.score(&index.names[*i], &common)));
    compared
}

/// Can a definition owned by a type be what the mention means? A constructor's linked
/// default (`BufReader::new` → `DEFAULT_BUF_SIZE`) only when the docs name the type:
/// a qualified name, or a default stated under that type's impl block. Under an impl
/// block, another type's methods, fields and associated consts are not meant either.
pub(crate) fn fits(m: &Mention, n: &CodeName) -> bool {
    if !form_fits(m, n) {
        return false;
    }
    // A builder's setter documents the field of the type it builds: `ConfigBuilder::no_delay`
    // sets `Config`'s `no_delay`, whose default is `Config::default()`'s.
    let under_type = |t: &String| {
        let parents = n.parents();
        parents.contains(t)
            || t.strip_suffix("Builder")
                .is_some_and(|built| !built.is_empty() && parents.iter().any(|p| p == built))
    };
    match n.item.kind {
        // Every type has a `new`: unqualified, it names none of them.
        Kind::RustLinkedConst if m.owner_type.is_none() => {
            m.path.len() >= 2 || !is_ctor_name(n.leaf())
        }
        Kind::RustLinkedConst
        | Kind::RustDefaultField
        | Kind::RustSetterDefault
        | Kind::RustAssocConst => m.owner_type.as_ref().is_none_or(under_type),
        _ => true,
    }
}

/// Every definition a mention can mean: its exact path, else a loose spelling of it, a config
/// file's dashed key as the option it mirrors, or a constant named for the setting.
pub(crate) fn candidates(m: &Mention, index: &CodeIndex) -> Vec<usize> {
    let fits = |v: Vec<usize>| -> Vec<usize> {
        v.into_iter()
            .filter(|&i| fits(m, &index.names[i]))
            .collect()
    };
    // `BlockParser.max_nested_level` in prose: the class's attribute its constructor sets from
    // the parameter of that name (`def __init__(self, max_nested_level=…)`), a Python default.
    let constructor = || -> Option<Vec<usize>> {
        let [.., class, attr] = m.path.as_slice() else {
            return None;
        };
        if !class.starts_with(|c: char| c.is_ascii_uppercase()) || attr == "__init__" {
            return None;
        }
        let mut path = m.path.clone();
        path.insert(path.len() - 1, "__init__".to_string());
        let init = fits(index.lookup(&path));
        let params = |&i: &usize| index.names[i].item.kind == Kind::DefaultArg;
        (!init.is_empty() && init.iter().all(params)).then_some(init)
    };
    // A signature's parameter (`DataApp(content, allowed_methods=None)`, documented as a
    // function and named `DataApp(allowed_methods)`) is the constructor's, before the class
    // attribute of its name that the parameter overrides (`allowed_methods = ('GET', 'HEAD')`).
    if m.name.ends_with(')') && m.name.contains('(') {
        if let Some(init) = constructor() {
            return init;
        }
    }
    let exact = fits(index.lookup(&m.path));
    if !exact.is_empty() {
        return module_function_first(m, exact, index);
    }
    let packaged = under_capitalised_package(m, index, &fits);
    if !packaged.is_empty() {
        return packaged;
    }
    if let Some(init) = constructor() {
        return init;
    }
    // `jinja2.input_encoding`: a setting the code reads by its own name through a getter that
    // prepends a prefix decided at run time (pyramid_jinja2's `sget("input_encoding", "utf-8")`
    // over `settings.get(prefix + name, default)`); the docs name's first segment is the prefix.
    if m.path.len() >= 2 {
        let read: Vec<usize> = fits(index.lookup(&m.path[1..]))
            .into_iter()
            .filter(|&i| index.names[i].item.kind == Kind::SettingRead)
            .collect();
        if !read.is_empty() {
            return read;
        }
    }
    let loose = fits(index.lookup_loose(&m.path));
    // A config file's dashed key is the command-line option it mirrors (pylint's
    // `max-line-length = 100` under `[tool.pylint.format]` is `--max-line-length`), in a
    // block the text around it says shows defaults ("These are the default values.");
    // a block of settings a reader writes ("Configuration file:") is not linked so.
    if loose.is_empty() && m.form == Form::CodeBlock && !m.unmarked {
        if let Some(leaf) = m.path.last().filter(|l| l.contains('-')) {
            let flag = fits(index.lookup(&[format!("--{leaf}")]));
            if !flag.is_empty() {
                return flag;
            }
        }
    }
    if !loose.is_empty() || m.form != Form::Prose || m.path.len() != 1 {
        return loose;
    }
    // A setting whose default is a constant of its own name:
    // `global_queue_interval` → `DEFAULT_GLOBAL_QUEUE_INTERVAL`; an environment variable
    // whose name a constant holds (not a definition scan lists) → the constant named for
    // its default, `OTEL_EXPORTER_OTLP_TIMEOUT` → `OTEL_EXPORTER_OTLP_TIMEOUT_DEFAULT`, as the
    // OpenTelemetry crates write them.
    let named = |form: String| -> Vec<usize> {
        index
            .lookup_loose(&[form])
            .into_iter()
            .filter(|&i| index.names[i].role == Role::Constant)
            .collect()
    };
    let prefixed = named(format!("default_{}", m.path[0]));
    if !prefixed.is_empty() {
        return prefixed;
    }
    named(format!("{}_default", m.path[0]))
}

/// `ZODB.DB(pool_size=7)`, `ZEO.ClientStorage.ClientStorage(…)`: a package whose name is
/// capitalised reads as a class in a signature's anchor. When the whole path names nothing,
/// its leading segments may be the package and module the definition's file is in
/// (`src/ZODB/DB.py`, `src/ZEO/ClientStorage.py`); the rest names the definition.
fn under_capitalised_package(
    m: &Mention,
    index: &CodeIndex,
    fits: &dyn Fn(Vec<usize>) -> Vec<usize>,
) -> Vec<usize> {
    if m.path.len() < 3 || !m.name.ends_with(')') {
        return Vec::new();
    }
    for k in 1..m.path.len() - 1 {
        let (lead, rest) = m.path.split_at(k);
        let found: Vec<usize> = fits(index.lookup(rest))
            .into_iter()
            .filter(|&i| {
                let comps: Vec<String> = index.names[i]
                    .item
                    .file
                    .with_extension("")
                    .components()
                    .filter_map(|c| c.as_os_str().to_str().map(str::to_string))
                    .collect();
                comps.windows(lead.len()).any(|w| w == lead)
            })
            .collect();
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// A module function's parameter (a Sphinx `py function`: `psutil.cpu_percent(interval=…)`,
/// its module known, its path `[cpu_percent, interval]`) is the module's `def cpu_percent`, not
/// a method of that name (`Process.cpu_percent(interval)`) — when the module has one: a function
/// that is a bound method (`field_for = default_converter.field_for`) is documented as one.
fn module_function_first(m: &Mention, cands: Vec<usize>, index: &CodeIndex) -> Vec<usize> {
    let ([func, _], Some(_)) = (m.path.as_slice(), &m.module) else {
        return cands;
    };
    if !func.starts_with(|c: char| c.is_ascii_lowercase()) {
        return cands;
    }
    let is_method = |i: &usize| {
        let n = &index.names[*i];
        n.item.kind == Kind::DefaultArg
            && n.full.len() >= 3
            && n.full[n.full.len() - 3].starts_with(|c: char| c.is_ascii_uppercase())
    };
    if cands.iter().all(is_method) {
        return cands;
    }
    cands.into_iter().filter(|i| !is_method(i)).collect()
}

fn is_ctor_name(s: &str) -> bool {
    s == "new" || s == "default" || s.starts_with("new_")
}

/// A dict built inside a function body (`Single.__init__::self.minion_opts.log_file`) is no
/// setting; a line of a docs config block (`ram: 256`) states a config file's setting, not a
/// function's parameter; and a one-letter name on its own (`m: megabytes` in a list of units)
/// identifies nothing, though one its owner qualifies does (`spy(n)` in `spy(iterable, n=1)`).
fn form_fits(m: &Mention, n: &CodeName) -> bool {
    if m.path.len() < 2 && m.path.last().is_some_and(|l| l.chars().count() < 2) {
        return false;
    }
    // Python names a function's locals `func::local` (Rust's `::` is a module path): a dict
    // built inside a function body is that call's data, not a setting any docs state.
    let python_local = matches!(
        n.item.kind,
        Kind::DictEntry | Kind::Constant | Kind::ClassAttribute
    ) && n.item.name.contains("::")
        && !n.is_defaults_local();
    if python_local {
        return false;
    }
    m.form != Form::CodeBlock || n.item.kind != Kind::DefaultArg
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn modules_of_files() {
        assert_eq!(module_of(Path::new("src/client/mod.rs")), ["client"]);
        assert_eq!(
            module_of(Path::new("crates/h/src/lib.rs")),
            Vec::<String>::new()
        );
        assert_eq!(
            module_of(Path::new("app/middleware/cors.py")),
            ["middleware", "cors"]
        );
        assert_eq!(
            module_of(Path::new("app/__init__.py")),
            Vec::<String>::new()
        );
        assert_eq!(module_of(Path::new("settings.py")), ["settings"]);
    }

    #[test]
    fn words_and_runs_of_sub_words() {
        let w = word_runs("CORSMiddleware and line-length");
        for want in [
            "cors",
            "middleware",
            "corsmiddleware",
            "line",
            "length",
            "linelength",
        ] {
            assert!(w.contains(&want.to_string()), "{want} in {w:?}");
        }
        assert!(!word_runs("Configuration").contains(&"config".to_string()));
    }
}
