//! Collect the names the code defines (the code half of `scan`).
//!
//! Every supported file under the checkout is listed with
//! [`crate::source::list`] (module constants, nested config-dict key paths,
//! parameter defaults, Rust consts and `Default` fields, YAML/TOML/JSON keys
//! including commented-out YAML keys). Each item becomes a [`CodeName`] with
//! a *role* (a config key, a constant, or a default) and an *identity*: the
//! setting it is. `DEFAULT_CONFIG.compression.protect_last_n` in `config.py`
//! and `compression.protect_last_n` in `cli-config.yaml.example` are one
//! identity (`compression.protect_last_n`) defined in two places; constants
//! and defaults are identified by file and full name.

use crate::core::value::Value;
use crate::source::{self, Extracted, Kind};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What part a name plays, which decides what `scan` expects of the docs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Role {
    /// A key a user sets (config dict entries, YAML/TOML/JSON keys): expected
    /// to be documented.
    Config,
    /// A constant or class attribute: compared when the docs state it, never
    /// expected to be documented.
    Constant,
    /// A parameter default or `Default` field: the same setting wired in code.
    Default,
}

/// One definition, ready to match docs names against.
#[derive(Debug, Clone)]
pub struct CodeName {
    /// The definition as [`crate::source`] extracted it (file, line, kind, value, expression).
    pub item: Extracted,
    /// Config key, constant or default: what `scan` expects of the docs.
    pub role: Role,
    /// Every segment of the canonical name (`DEFAULT_CONFIG`, `compression`, `protect_last_n`).
    pub full: Vec<String>,
    /// The key path a user would write (`compression`, `protect_last_n`):
    /// config dict entries drop the dict's variable name.
    pub key: Vec<String>,
    /// The setting this defines; equal identities are one setting in several places.
    pub identity: String,
}

impl CodeName {
    /// The definition as a `CodeName`, with its role, key path and identity; `None` for local
    /// assignments, function returns and names with no segment.
    pub fn from_extracted(mut item: Extracted) -> Option<CodeName> {
        // An enum variant (`MatchKind::Standard`) is a value docs state by its path or name;
        // the extractor leaves it unfolded (an unknown name to `check`): kept as its path.
        if item.value.is_none()
            && item.file.extension().is_some_and(|e| e == "rs")
            && super::agree::variant_tail(&item.expr).is_some()
        {
            item.value = Some(Value::Str(item.expr.trim().to_string()));
        }
        // A config class's `__init__` setting a public attribute to a value
        // (`class Options: def __init__(self): self.strict_optional = True`, mypy's and
        // coverage's settings) states that setting's default, named `Options.strict_optional`.
        let config_attr = (item.kind == Kind::LocalAssignment && item.value.is_some())
            .then(|| super::surfaces::config_attribute(&item.name))
            .flatten();
        let role = match item.kind {
            Kind::DictEntry | Kind::YamlKey | Kind::TomlKey | Kind::JsonKey => Role::Config,
            Kind::Constant
            | Kind::ClassAttribute
            | Kind::RustConst
            | Kind::RustStatic
            | Kind::RustAssocConst => Role::Constant,
            Kind::DefaultArg
            | Kind::RustDefaultField
            | Kind::RustLinkedConst
            | Kind::RustSetterDefault
            | Kind::CliOption
            | Kind::EnvDefault
            | Kind::RegisteredSetting
            | Kind::SettingRead
            | Kind::CargoFeature
            | Kind::RequiredVersion
            | Kind::ProjectVersion
            | Kind::RustTypeDefault => Role::Default,
            Kind::LocalAssignment if config_attr.is_some() => Role::Default,
            // Any other local assignment is an expression inside a function, and a
            // function's return value is not tied to a setting name: neither
            // is a default the docs would state.
            Kind::LocalAssignment | Kind::RustFnReturn | Kind::RustEnumDefault => return None,
            // A marker `scan::bases` reads, not a definition.
            Kind::ClassBase => return None,
        };
        let full = match config_attr {
            Some((class, attr)) => vec![class.to_string(), attr.to_string()],
            // One segment no docs name can spell (`:` splits names): only a statement read as
            // a feature's (`mentions/features.rs`) asks for it, never `json` in prose.
            // Likewise a type's own default, asked for only by a statement read as one
            // (`mentions/type_defaults.rs`): `type-default:IpVersion`.
            None if item.kind == Kind::RustTypeDefault => {
                let ty = item.name.strip_suffix("::default()").unwrap_or(&item.name);
                vec![format!(
                    "type-default:{}",
                    ty.rsplit("::").next().unwrap_or(ty)
                )]
            }
            None if item.kind == Kind::CargoFeature => {
                let feature = item.name.strip_prefix("features.").unwrap_or(&item.name);
                vec![format!("feature:{feature}")]
            }
            // Asked for only by a required-version or a release statement (`mentions/`).
            None if item.kind == Kind::RequiredVersion => {
                vec![super::mentions::requirement_name(&item.name).to_string()]
            }
            None if item.kind == Kind::ProjectVersion => vec![super::mentions::RELEASE_NAME.into()],
            None => segments(&item.name),
        };
        if full.is_empty() {
            return None;
        }
        let key = match (item.kind, defaults_local(&item.name)) {
            // `Config.global_defaults::ours.port`: the dict's own key path (`port`).
            (Kind::DictEntry, Some(local)) => segments(local).get(1..).unwrap_or_default().to_vec(),
            (Kind::DictEntry, None) if full.len() > 1 => full[1..].to_vec(),
            _ => full.clone(),
        };
        if key.is_empty() {
            return None;
        }
        let identity = match role {
            // A flat dict's key (`DEFAULT = {"forbid": False}`) is its module's setting, a nested
            // key path is shared with config files, the release is one wherever it is stated.
            _ if item.kind == Kind::ProjectVersion => key.join("."),
            Role::Config if item.kind == Kind::DictEntry && key.len() == 1 => {
                format!("{}::{}", item.file.display(), item.name)
            }
            Role::Config => key.join("."),
            _ => format!("{}::{}", item.file.display(), item.name),
        };
        Some(CodeName {
            item,
            role,
            full,
            key,
            identity,
        })
    }

    /// A dict built in a function that provides the defaults (fabric's
    /// `Config.global_defaults::ours.port`, the dict merged over invoke's and returned): a
    /// setting, unlike a dict any other function body builds.
    pub(crate) fn is_defaults_local(&self) -> bool {
        self.item.kind == Kind::DictEntry && defaults_local(&self.item.name).is_some()
    }

    /// The last segment of the key path (`protect_last_n`), what a docs table usually names.
    pub fn leaf(&self) -> &str {
        self.key.last().map(String::as_str).unwrap_or("")
    }

    /// Parent segments that say which section or owner this belongs to.
    pub fn parents(&self) -> &[String] {
        match self.role {
            Role::Config => &self.key[..self.key.len().saturating_sub(1)],
            _ => &self.full[..self.full.len().saturating_sub(1)],
        }
    }

    /// A scalar value docs could state (sections and unfoldable expressions are not).
    /// A parameter default or class attribute that is a list of at most 16 literals.
    pub fn is_short_list_default(&self, items: &[Value]) -> bool {
        use crate::source::Kind;
        // An empty list is a setting's "nothing by default" (`ADMINS = []`, salt's
        // `module_dirs: []`) wherever it is defined; a list with items only as a parameter's
        // or attribute's default (a module's list of literals is often data).
        // A module's set (`ALLOWED_TAGS = frozenset((…))`) is an allow-list: a setting.
        let expr = self.item.expr.trim_start();
        let set =
            expr.starts_with("frozenset(") || expr.starts_with("set(") || expr.starts_with('{');
        // A registered setting's default (`add_config_value("x", (), "env")`) is a parameter's.
        let param = matches!(
            self.item.kind,
            Kind::DefaultArg | Kind::ClassAttribute | Kind::RegisteredSetting
        );
        let kinds = if items.is_empty() {
            param || matches!(self.item.kind, Kind::Constant | Kind::DictEntry)
        } else {
            param || set && self.item.kind == Kind::Constant
        };
        kinds
            && items.len() <= if set { 64 } else { 16 }
            && items
                .iter()
                .all(|v| !matches!(v, Value::List(_) | Value::Map(_)))
    }

    /// The value docs could state as a scalar: `None` for sections (maps), most lists, array items
    /// and non-constant expressions; a short list of literals is kept for a parameter default or
    /// class attribute.
    pub fn scalar(&self) -> Option<&Value> {
        // Lists and maps are not what a docs cell states; array items
        // (`test.0.name`) are data, not settings.
        if self
            .key
            .iter()
            .any(|s| s.chars().all(|c| c.is_ascii_digit()))
        {
            return None;
        }
        // A module constant holding its own name (`OTEL_SERVICE_NAME = "OTEL_SERVICE_NAME"`,
        // `X_REQUEST_ID = "x-request-id"`) names a key (an environment variable, a header); it is
        // no value of it. An enum member's (`RED = "red"`) is the value a user passes.
        let module_const = matches!(
            self.item.kind,
            Kind::Constant | Kind::RustConst | Kind::RustStatic
        );
        if let (true, Some(Value::Str(s))) = (module_const, &self.item.value) {
            let key = |t: &str| t.to_ascii_lowercase().replace(['-', '.'], "_");
            if key(s) == key(self.leaf()) {
                return None;
            }
        }
        match &self.item.value {
            // A parameter's short tuple or list of literals (`allow_methods=("GET",)`) is
            // stated as one (`['GET']`); scan compares it only with a docs list.
            Some(Value::List(items)) if self.is_short_list_default(items) => {
                self.item.value.as_ref()
            }
            // `ABSOLUTE_URL_OVERRIDES = {}`: an empty dict is stated as `{}`, as an empty list.
            Some(Value::Map(m)) if m.is_empty() && self.is_short_list_default(&[]) => {
                self.item.value.as_ref()
            }
            Some(Value::Map(_) | Value::List(_)) | None => None,
            Some(v) => Some(v),
        }
    }

    /// `file:line` for messages.
    pub fn place(&self) -> String {
        format!("{}:{}", self.item.file.display(), self.item.line)
    }

    /// The name as shown in findings: a method's linked default also names its
    /// constant (`BufReader::new → DEFAULT_BUF_SIZE`).
    pub fn shown_name(&self) -> String {
        if self.item.kind == Kind::RustLinkedConst {
            let konst = self.item.selector.rsplit("::").next().unwrap_or("");
            return format!("{} → {konst}", self.item.name);
        }
        self.item.name.clone()
    }

    /// The selector a claim uses to read this definition.
    pub fn selector(&self) -> String {
        if self.item.kind == Kind::RustLinkedConst {
            // Named by the method, read from the constant: select the constant.
            return self.item.selector.clone();
        }
        format!("{}::{}", self.item.file.display(), self.item.name)
    }
}

/// `ours.port` of `Config.global_defaults::ours.port`: the local part of a name inside a
/// function whose name says it gives the defaults (`global_defaults`, `get_defaults`,
/// `default_config`).
fn defaults_local(name: &str) -> Option<&str> {
    let (func, local) = name.split_once("::")?;
    let leaf = func.rsplit('.').next().unwrap_or(func).as_bytes();
    let says_default = leaf.windows(7).any(|w| w.eq_ignore_ascii_case(b"default"));
    (says_default && !local.contains("::")).then_some(local)
}

/// Split a canonical item name into segments: `a.b`, `a::b`, `F.__init__(p)`,
/// `D["odd key"].x`.
pub fn segments(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut chars = name.chars().peekable();
    let flush = |cur: &mut String, out: &mut Vec<String>| {
        if !cur.is_empty() {
            out.push(std::mem::take(cur));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '.' | ':' | '(' | ')' => flush(&mut cur, &mut out),
            '[' => {
                flush(&mut cur, &mut out);
                let quote = chars.next_if(|c| *c == '"' || *c == '\'');
                let mut key = String::new();
                while let Some(k) = chars.next() {
                    if quote.is_some_and(|q| q == k) {
                        if chars.peek() == Some(&']') {
                            chars.next();
                            break;
                        }
                        key.push(k);
                    } else if quote.is_none() && k == ']' {
                        break;
                    } else if k == '\\' {
                        if let Some(n) = chars.next() {
                            key.push(n);
                        }
                    } else {
                        key.push(k);
                    }
                }
                out.push(key);
            }
            _ => cur.push(c),
        }
    }
    flush(&mut cur, &mut out);
    out
}

/// Every name in a checkout.
#[derive(Debug, Clone, Default)]
pub struct CodeIndex {
    /// Every definition that could be matched, in extraction order.
    pub names: Vec<CodeName>,
    /// Files listed.
    pub files: usize,
    /// Files or parts of files that could not be read, one line each (never silent).
    pub warnings: Vec<String>,
    by_leaf: BTreeMap<String, Vec<usize>>,
    /// Rust `const`/`static` declarations per name as written in the text,
    /// to notice definitions the parser could not reach (macro bodies such
    /// as `cfg_if!`), so a disagreement is never claimed against a partial view.
    rust_decls: BTreeMap<String, usize>,
    /// Every proper prefix of a config key path (the sections), so asking
    /// whether a section exists does not walk every name.
    sections: BTreeSet<Vec<String>>,
    /// Keys Python code reads by name (`conf['locale']`, `.get("locale")`,
    /// `'locale' in conf`): settings it has, though no literal default.
    read_keys: BTreeSet<String>,
    /// How many owners define a scalar with each leaf ([`CodeIndex::owners_of_leaf`]),
    /// counted once: every docs mention asks.
    leaf_owners: BTreeMap<String, usize>,
    /// The files the definitions come from, once each.
    def_files: BTreeSet<PathBuf>,
    /// (enum, variant) of every Rust enum declared, the variant as `agree::bare` spells it.
    variants: BTreeSet<(String, String)>,
}

impl CodeIndex {
    /// Whether the checkout declares an enum `ty` with a variant spelled `word` (any case,
    /// `leftmost-first` for `LeftmostFirst`).
    pub(crate) fn is_variant(&self, ty: &str, word: &str) -> bool {
        self.variants
            .contains(&(ty.to_string(), super::agree::bare(word)))
    }

    /// Whether the checkout declares an enum named `ty` (else its variants are unknown here:
    /// `log::LevelFilter` behind simplelog's defaults).
    pub(crate) fn declares_enum(&self, ty: &str) -> bool {
        self.variants.iter().any(|(t, _)| t == ty)
    }

    /// Whether a definition comes from a file whose path ends with `title`'s components
    /// (`settings.py`, `conf/global_settings.py`): the docs block titled so quotes it.
    pub fn has_file_ending(&self, title: &str) -> bool {
        let want = Path::new(title);
        self.def_files.iter().any(|f| f.ends_with(want))
    }

    /// An index over `names` (by leaf, by section) for matching docs mentions.
    pub fn new(names: Vec<CodeName>) -> CodeIndex {
        let mut idx = CodeIndex {
            names,
            ..CodeIndex::default()
        };
        idx.reindex();
        idx
    }

    fn reindex(&mut self) {
        self.by_leaf.clear();
        self.sections.clear();
        self.leaf_owners.clear();
        self.def_files = self.names.iter().map(|n| n.item.file.clone()).collect();
        for (i, n) in self.names.iter().enumerate() {
            self.by_leaf
                .entry(n.leaf().to_string())
                .or_default()
                .push(i);
            if n.role == Role::Config {
                for k in 1..n.key.len() {
                    self.sections.insert(n.key[..k].to_vec());
                }
            }
        }
        for (leaf, ids) in &self.by_leaf {
            // One definition listed under several names (a dataclass field is its class's
            // attribute and its subclasses' constructor parameter) is one owner.
            let mut at: BTreeMap<(&Path, usize), Vec<String>> = BTreeMap::new();
            for &i in ids.iter().filter(|&&i| self.names[i].scalar().is_some()) {
                let n = &self.names[i];
                at.entry((n.item.file.as_path(), n.item.line))
                    .or_insert_with(|| super::owners::owner_key(n));
            }
            let owners = at.into_values().collect::<BTreeSet<_>>().len();
            self.leaf_owners.insert(leaf.clone(), owners);
        }
    }

    /// Some definition's key path or full name ends with `path` (any value).
    pub fn defines_path(&self, path: &[String]) -> bool {
        let Some(leaf) = path.last() else {
            return false;
        };
        self.by_leaf.get(leaf).is_some_and(|ids| {
            ids.iter().any(|&i| {
                let n = &self.names[i];
                n.key.ends_with(path) || n.full.ends_with(path)
            })
        })
    }

    /// Every definition whose last segment is `leaf`, whatever its value.
    pub(crate) fn with_leaf(&self, leaf: &str) -> &[usize] {
        self.by_leaf.get(leaf).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Definitions a docs path can mean: the key path (or the full name)
    /// ends with the docs segments. Only definitions with a scalar value.
    ///
    /// A dict in code also answers to its file's path: `DEFAULT = {"forbid":
    /// False}` in `yamllint/rules/braces.py` is `rules.braces.forbid`
    /// (`-` and `_` alike). Which of several files a docs block means is
    /// decided by the block (`attribute_blocks` in scan).
    pub fn lookup(&self, path: &[String]) -> Vec<usize> {
        let Some(leaf) = path.last() else {
            return Vec::new();
        };
        let ids = self.by_leaf.get(leaf).map(Vec::as_slice).unwrap_or(&[]);
        let hits: Vec<usize> = ids
            .iter()
            .copied()
            .filter(|&i| {
                let n = &self.names[i];
                n.scalar().is_some() && (n.key.ends_with(path) || n.full.ends_with(path))
            })
            .collect();
        let by_file: Vec<usize> = if path.len() >= 2 {
            ids.iter()
                .copied()
                .filter(|&i| {
                    let n = &self.names[i];
                    n.scalar().is_some()
                        && !hits.contains(&i)
                        && n.item.kind == Kind::DictEntry
                        && n.key.len() < path.len()
                        && file_path_matches(n, path)
                })
                .collect()
        } else {
            Vec::new()
        };
        let mut all = hits;
        all.extend(by_file);
        all.sort_unstable();
        self.one_per_definition(all)
    }

    /// Some definition with this leaf answers to `path` through its file's path.
    pub fn defined_by_file_path(&self, path: &[String]) -> bool {
        let Some(leaf) = path.last() else {
            return false;
        };
        self.by_leaf.get(leaf).is_some_and(|ids| {
            ids.iter().any(|&i| {
                let n = &self.names[i];
                n.key.len() < path.len() && file_path_matches(n, path)
            })
        })
    }

    /// One entry per definition: a Rust const reachable under several
    /// module paths (`CAN_ERR_MASK`, `can::CAN_ERR_MASK`) is one place.
    fn one_per_definition(&self, mut hits: Vec<usize>) -> Vec<usize> {
        // Methods' linked defaults share their constant's place (`BufReader::new` and
        // `BufWriter::new` at `DEFAULT_BUF_SIZE`), two types' setters the field they write
        // (attohttpc's `RequestBuilder` and `Session`): the method tells them apart.
        let owner = |n: &CodeName| -> Vec<String> {
            if matches!(n.item.kind, Kind::RustLinkedConst | Kind::RustSetterDefault) {
                n.full.iter().rev().take(2).cloned().collect()
            } else {
                Vec::new()
            }
        };
        hits.sort_by_key(|&i| {
            let n = &self.names[i];
            (
                n.item.file.clone(),
                n.item.line,
                owner(n),
                n.item.name.len(),
                i,
            )
        });
        hits.dedup_by_key(|&mut i| {
            let n = &self.names[i];
            (
                n.item.file.clone(),
                n.item.line,
                n.item.end_line,
                n.item.kind,
                owner(n),
            )
        });
        hits.sort_unstable();
        hits
    }

    /// Loose lookup for a one-segment docs name the exact lookup missed: case, leading/trailing
    /// underscores and `-`/`_` ignored (`Telemetry` → `telemetry`, `tail_budget_ratio` →
    /// `_TAIL_BUDGET_RATIO`; never a dunder: `Bool` is not `__bool__`), and a flag no code
    /// declares names the setting it spells (`--max-request-body-size` → `max_request_body_size`:
    /// a runner whose flags are built from a settings class's attributes). Only a single identity
    /// counts; a loose name meaning two things means nothing.
    pub fn lookup_loose(&self, path: &[String]) -> Vec<usize> {
        let [one] = path else { return Vec::new() };
        let norm = |s: &str| s.trim_matches('_').replace('-', "_").to_lowercase();
        let flag = one.strip_prefix("--");
        let want = match flag {
            // A flag the code declares is that declaration's, found or not by the exact
            // lookup; only an undeclared flag spells a setting.
            Some(_) if self.by_leaf.contains_key(one) => return Vec::new(),
            Some(flag) => flag.replace('-', "_"),
            // A setting's upper-case name the code defines as written (`USER_AGENT =
            // f"Scrapy/{…}"`, which folds to nothing) is that definition's, not a parameter's
            // spelled otherwise (`user_agent`). A lower-case parameter name whose default is
            // an unfoldable constant may still mean that constant (`block_start_string`).
            None if self.by_leaf.contains_key(one)
                && !one.chars().any(|c| c.is_ascii_lowercase()) =>
            {
                return Vec::new()
            }
            None => norm(one),
        };
        if want.len() < 4 {
            return Vec::new();
        }
        let hits: Vec<usize> = self
            .names
            .iter()
            .enumerate()
            // A flag spells a setting exactly (`--max-request-body-size`:
            // `max_request_body_size`, not `PROJECT` for `--project`): a class attribute, a
            // parameter or a key, never a module constant (`RCFILE` for `--rcfile`).
            .filter(|(_, n)| n.scalar().is_some())
            .filter(|(_, n)| match flag {
                Some(_) => {
                    n.leaf().replace('-', "_") == want
                        && (n.role != Role::Constant || n.item.kind == Kind::ClassAttribute)
                }
                None => norm(n.leaf()) == want && !n.leaf().ends_with("__"),
            })
            .map(|(i, _)| i)
            .collect();
        let hits = self.one_per_definition(hits);
        let ids: BTreeSet<&str> = hits
            .iter()
            .map(|&i| self.names[i].identity.as_str())
            .collect();
        if ids.len() == 1 {
            hits
        } else {
            Vec::new()
        }
    }

    /// How many owners (parent paths: dict, class, impl type, function) define a scalar
    /// named `leaf`: one is a unique name, many a generic one (`name`, `timeout`).
    pub fn owners_of_leaf(&self, leaf: &str) -> usize {
        self.leaf_owners.get(leaf).copied().unwrap_or(0)
    }

    /// `(declared, read)` when the source declares Rust const/static `name`
    /// more often than extraction could read it.
    pub fn unread_rust_decls(&self, name: &str) -> Option<(usize, usize)> {
        let declared = *self.rust_decls.get(name)?;
        let read = self
            .by_leaf
            .get(name)
            .map(|ids| {
                ids.iter()
                    .filter(|&&i| {
                        matches!(self.names[i].item.kind, Kind::RustConst | Kind::RustStatic)
                    })
                    .count()
            })
            .unwrap_or(0);
        (declared > read).then_some((declared, read))
    }

    /// True when Python code reads `key` by name (`conf['key']`, `.get('key')`).
    pub fn reads_key(&self, key: &str) -> bool {
        self.read_keys.contains(key)
    }

    /// True when some config key lives under `section` (a non-empty path).
    pub fn has_section(&self, section: &[String]) -> bool {
        !section.is_empty() && self.sections.contains(section)
    }

    /// Config identities (scalar keys) with their definitions.
    pub fn config_identities(&self) -> BTreeMap<&str, Vec<usize>> {
        let mut m: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, n) in self.names.iter().enumerate() {
            if n.role == Role::Config && n.scalar().is_some() {
                m.entry(n.identity.as_str()).or_default().push(i);
            }
        }
        m
    }

    /// Up to `n` config key paths closest to `wanted` (for a renamed key).
    pub fn nearest_keys(&self, wanted: &[String], n: usize) -> Vec<String> {
        let wanted_s = wanted.join(".");
        let leaf = wanted.last().cloned().unwrap_or_default();
        let parent = &wanted[..wanted.len().saturating_sub(1)];
        let mut seen = BTreeSet::new();
        let mut scored: Vec<(f64, String)> = self
            .names
            .iter()
            .filter(|c| c.role == Role::Config && c.scalar().is_some())
            .filter(|c| parent.is_empty() || c.key.starts_with(parent))
            .filter(|c| seen.insert(c.identity.clone()))
            .map(|c| {
                let score = strsim::jaro_winkler(&leaf, c.leaf());
                (score, c.identity.clone())
            })
            .filter(|(s, _)| *s >= 0.7)
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let _ = wanted_s;
        scored.into_iter().take(n).map(|(_, s)| s).collect()
    }
}

/// Does `dirs/stem` of the definition's file, followed by its key path,
/// end with the docs path (`-`/`_` and case ignored)?
fn file_path_matches(n: &CodeName, path: &[String]) -> bool {
    let norm = |s: &str| s.replace('-', "_").to_ascii_lowercase();
    let file = n.item.file.with_extension("");
    let mut segs: Vec<String> = file
        .components()
        .filter_map(|c| c.as_os_str().to_str())
        .map(norm)
        .collect();
    segs.extend(n.key.iter().map(|k| norm(k)));
    let want: Vec<String> = path.iter().map(|p| norm(p)).collect();
    segs.ends_with(&want)
}

/// How deeply a source or config file may nest (brackets plus YAML
/// indentation levels) before it is skipped with a warning. The parsers
/// and value folders recurse once per level; real settings files stay far
/// below this.
pub const MAX_NESTING: usize = 128;

/// The deepest nesting of `text`: open brackets outside strings and
/// comments, plus (for YAML) indentation levels. A linear scan, no recursion.
pub fn nesting_depth(text: &str, yaml: bool) -> usize {
    let mut max = 0;
    let mut brackets = 0usize;
    let mut indents: Vec<usize> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("//") {
            continue;
        }
        let indent = line.len() - trimmed.len();
        if yaml && brackets == 0 {
            while indents.last().is_some_and(|&i| i >= indent) {
                indents.pop();
            }
            indents.push(indent);
        }
        let mut quote: Option<char> = None;
        let mut prev = ' ';
        for c in trimmed.chars() {
            match quote {
                Some(q) if c == q && prev != '\\' => quote = None,
                Some(_) => {}
                None => match c {
                    '"' | '\'' if !(c == '\'' && prev.is_alphanumeric()) => quote = Some(c),
                    '#' if yaml || prev.is_whitespace() => break,
                    '[' | '{' | '(' => brackets += 1,
                    ']' | '}' | ')' => brackets = brackets.saturating_sub(1),
                    _ => {}
                },
            }
            prev = c;
            max = max.max(brackets + indents.len());
        }
        // Strings do not span lines in config files; a stray quote must
        // not hide the rest of the file.
        max = max.max(brackets + indents.len());
    }
    max
}

/// Walk `root` and list every supported file.
pub fn collect(root: &Path) -> Result<CodeIndex, super::ScanError> {
    collect_skipping(root, &[], None)
}

/// [`collect`], leaving out the files and directories in `skip` (paths
/// relative to `root`): docdrift's own claims files, snapshot store and
/// config, which are not the project's code when the checkout is `.`; and
/// whatever `exclude` (globs relative to `root`, docdrift.toml's
/// `scan.exclude`) matches.
pub fn collect_skipping(
    root: &Path,
    skip: &[PathBuf],
    exclude: Option<&globset::GlobSet>,
) -> Result<CodeIndex, super::ScanError> {
    let (paths, warnings) = super::files::walk_paths(root, skip, exclude)?;
    let per_file = read_all(root, &paths, |_| None);
    Ok(merge(per_file, warnings))
}

/// Read and list every file of `paths` on all cores (on parse-sized stacks: one thread
/// per file was the serial part of a scan), in path order. `reuse` may hand back a file's
/// listing already made (the same bytes read elsewhere) instead of parsing it again.
pub(crate) fn read_all(
    root: &Path,
    paths: &[PathBuf],
    reuse: impl Fn(&PathBuf) -> Option<FileNames> + Sync,
) -> Vec<FileNames> {
    let read = |rel: &PathBuf| reuse(rel).unwrap_or_else(|| read_one(root, rel));
    use rayon::prelude::*;
    source::on_parse_pool(|| paths.par_iter().map(read).collect())
}

/// One index from the files' listings, merged in path order so names and warnings come
/// out as a serial walk gives them.
pub(crate) fn merge(per_file: Vec<FileNames>, mut warnings: Vec<String>) -> CodeIndex {
    let files = per_file.len();
    let mut names = Vec::new();
    let mut rust_decls: BTreeMap<String, usize> = BTreeMap::new();
    let mut read_keys: BTreeSet<String> = BTreeSet::new();
    let mut variants = BTreeSet::new();
    let mut bases = Vec::new();
    for f in per_file {
        variants.extend(f.variants);
        bases.extend(f.bases);
        for d in f.rust_decls {
            *rust_decls.entry(d).or_default() += 1;
        }
        read_keys.extend(f.read_keys);
        warnings.extend(f.warnings);
        names.extend(f.names);
    }
    super::derived::derive(&mut names, &bases);
    let mut idx = CodeIndex::new(names);
    idx.rust_decls = rust_decls;
    idx.read_keys = read_keys;
    idx.variants = variants;
    idx.files = files;
    idx.warnings = warnings;
    idx
}

/// What one checkout file contributes to the index.
#[derive(Clone)]
pub(crate) struct FileNames {
    names: Vec<CodeName>,
    warnings: Vec<String>,
    /// Every Rust `const`/`static` name declared, once per declaration.
    rust_decls: Vec<String>,
    read_keys: Vec<String>,
    variants: Vec<(String, String)>,
    /// Python classes' bases named from another file (`scan::bases`).
    bases: Vec<source::Extracted>,
}

pub(crate) fn read_one(root: &Path, rel: &PathBuf) -> FileNames {
    let mut out = FileNames {
        names: Vec::new(),
        warnings: Vec::new(),
        rust_decls: Vec::new(),
        read_keys: Vec::new(),
        variants: Vec::new(),
        bases: Vec::new(),
    };
    let lang = source::Lang::of(rel);
    let read = std::fs::read_to_string(root.join(rel));
    if let Ok(text) = &read {
        let depth = nesting_depth(text, lang == Some(source::Lang::Yaml));
        if depth > MAX_NESTING {
            out.warnings.push(format!(
                "{}: skipped, nests {depth} levels deep (the limit is {MAX_NESTING}); no names were read from it",
                rel.display()
            ));
            return out;
        }
        if lang == Some(source::Lang::Rust) {
            for c in rust_decl_re().captures_iter(text) {
                out.rust_decls.push(c[1].to_string());
            }
        }
        if lang == Some(source::Lang::Python) {
            for c in read_key_re().captures_iter(text) {
                let k = c.name("a").or(c.name("b")).or(c.name("c"));
                if let Some(k) = k.or(c.name("d")).or(c.name("e")) {
                    out.read_keys.push(k.as_str().to_string());
                }
            }
        }
    }
    let fname = rel.file_name().and_then(|f| f.to_str());
    // A manifest's text was read above: what scan asks of it is listed from it.
    let listed = if matches!(fname, Some("Cargo.toml" | "pyproject.toml")) {
        read.map_err(|e| source::SourceError::Io {
            path: rel.clone(),
            source: e,
        })
        .and_then(|text| source::config::list_manifest(rel, &text))
    } else {
        source::list(root, rel)
    };
    match listed {
        Ok(mut listing) => {
            drop_comment_prose(&mut listing.items);
            for e in &listing.enums {
                let bare = e.variants.iter().map(|v| super::agree::bare(v));
                out.variants.extend(bare.map(|v| (e.name.clone(), v)));
            }
            for e in listing.errors {
                out.warnings.push(format!(
                    "{}:{}: skipped over: {}",
                    e.file.display(),
                    e.line,
                    e.message
                ));
            }
            let items = super::release::with_releases(rel, listing.items);
            let (bases, items) = items.into_iter().partition(|i| i.kind == Kind::ClassBase);
            out.bases = bases;
            out.names
                .extend(items.into_iter().filter_map(CodeName::from_extracted));
        }
        Err(e) => out.warnings.push(e.to_string()),
    }
    out
}

/// Commented-out YAML lines that are not keys: `# Docs: https://…`,
/// `# note: set this before the first run`, `# See: the guide`. A key in a
/// comment is lower-case (or an ALL-CAPS environment name) and its value is
/// one token, not a sentence or a link.
fn drop_comment_prose(items: &mut Vec<source::Extracted>) {
    items.retain(|it| {
        if !it.commented_out {
            return true;
        }
        let key = segments(&it.name).pop().unwrap_or_default();
        let all_caps = key
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
        if key.starts_with(|c: char| c.is_uppercase()) && !all_caps {
            return false;
        }
        if COMMENT_WORDS.contains(&key.to_ascii_lowercase().as_str()) {
            return false;
        }
        let expr = it.expr.trim();
        let quoted = expr.starts_with(['"', '\'']);
        if !quoted {
            if expr.contains("://") {
                return false;
            }
            // Prose: several words, or a sentence ending in a period.
            if expr.split_whitespace().count() >= 3
                || (expr.contains(' ') && expr.ends_with(['.', '!', '?', ':']))
            {
                return false;
            }
        }
        true
    });
}

/// Words that open a comment line as a label, not as a config key.
const COMMENT_WORDS: &[&str] = &[
    "note",
    "notes",
    "nb",
    "docs",
    "doc",
    "documentation",
    "see",
    "tip",
    "tips",
    "warning",
    "important",
    "todo",
    "fixme",
    "example",
    "examples",
    "eg",
    "ref",
    "reference",
    "link",
    "hint",
    "caution",
];

// `x['key']`, `x.get("key"`, `'key' in x`: Python reading a setting by name; and a long flag
// written as a string (`'--dirty'`, both flags of `'--livereload/--no-livereload'`): an
// option the code declares, with a default or not.
super::mentions::re!(
    read_key_re,
    r#"\[\s*['"](?P<a>[A-Za-z_][A-Za-z0-9_\-]*)['"]\s*\]|\.get\(\s*['"](?P<b>[A-Za-z_][A-Za-z0-9_\-]*)['"]|['"](?P<c>[A-Za-z_][A-Za-z0-9_\-]*)['"]\s+(?:not\s+)?in\s|['"](?P<d>--[A-Za-z0-9][A-Za-z0-9_\-]*)|/\s*(?P<e>--[A-Za-z0-9][A-Za-z0-9_\-]*)['"]"#
);
super::mentions::re!(
    rust_decl_re,
    r"\b(?:const|static)\s+(?:mut\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*:"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_of_canonical_names() {
        let s = |n: &str| segments(n);
        assert_eq!(
            s("DEFAULT_CONFIG.compression.protect_last_n"),
            ["DEFAULT_CONFIG", "compression", "protect_last_n"]
        );
        assert_eq!(
            s("ContextCompressor.__init__(protect_last_n)"),
            ["ContextCompressor", "__init__", "protect_last_n"]
        );
        assert_eq!(
            s("Config::default.timeout"),
            ["Config", "default", "timeout"]
        );
        assert_eq!(s("io::BUF"), ["io", "BUF"]);
        assert_eq!(s("D[\"odd key\"].x"), ["D", "odd key", "x"]);
    }

    fn demo() -> CodeIndex {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../demo/src");
        collect(&root).unwrap()
    }

    #[test]
    fn demo_identities_join_dict_and_yaml() {
        let idx = demo();
        let ids = idx.config_identities();
        let places: Vec<String> = ids["compression.protect_last_n"]
            .iter()
            .map(|&i| idx.names[i].place())
            .collect();
        assert_eq!(places, ["cli-config.yaml.example:17", "tern/config.py:25"]);
        // The leaf also names a constructor default and the delegation key.
        let hits: Vec<String> = idx
            .lookup(&["protect_last_n".to_string()])
            .iter()
            .map(|&i| idx.names[i].identity.clone())
            .collect();
        assert_eq!(
            hits,
            [
                "compression.protect_last_n",
                "delegation.protect_last_n",
                "tern/agent/context_compressor.py::ContextCompressor.__init__(protect_last_n)",
                "compression.protect_last_n",
                "delegation.protect_last_n",
            ]
        );
        assert!(idx.has_section(&["compression".to_string()]));
        assert!(!idx.has_section(&["compresion".to_string()]));
        assert!(idx.warnings.is_empty(), "{:?}", idx.warnings);
    }
}
