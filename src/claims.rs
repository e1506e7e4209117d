//! Claims files: what the docs and the code should agree on.
//!
//! A claims file (`claims/*.toml`, `version = 1`) names a target (docs base
//! URL, code checkout, optional local docs directory), short names for pages,
//! and a list of `[[claim]]` tables. This module parses and validates them;
//! [`crate::evaluate`] turns each [`Claim`] into a [`crate::finding::Finding`].
//!
//! Validation is strict because a claims file gates releases: unknown keys,
//! a missing side, two docs sources in one claim, a duplicate id or an
//! undefined page name are all errors naming `file:line` and what was
//! expected. Environment variables in target fields expand (`${VAR}`,
//! `${VAR:-default}`).

use crate::compare::{CodeUnit, Op};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use toml::Spanned;

/// The only claims-file version this build reads.
pub const VERSION: u32 = 1;

/// A problem with a claims file, always with the file and line.
#[derive(Debug, thiserror::Error)]
pub enum ClaimsError {
    #[error("{path}: cannot read claims file: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}:{line}:{column}: {message}")]
    Invalid {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{0}: no claims files (*.toml) found")]
    NoneFound(PathBuf),
}

/// A parsed, validated claims file.
#[derive(Debug, Clone)]
pub struct ClaimsFile {
    pub path: PathBuf,
    pub target: Target,
    /// Short page name → URL or local path, already resolved against the target.
    pub pages: BTreeMap<String, String>,
    pub claims: Vec<Claim>,
}

/// What the claims are about.
#[derive(Debug, Clone, Default)]
pub struct Target {
    pub name: Option<String>,
    /// Base URL that relative page paths join onto.
    pub docs: Option<String>,
    /// Code checkout root (env-expanded; `None` when its variable is unset).
    pub checkout: Option<PathBuf>,
    /// The raw `checkout` text, to explain an unset variable.
    pub checkout_raw: Option<String>,
    /// Local docs directory (markdown sources), relative paths resolve here.
    pub docs_dir: Option<PathBuf>,
    /// Default Rust target for every claim (`rust_target = "x86_64-unknown-linux-gnu"`).
    pub rust_target: Option<String>,
}

/// One claim.
#[derive(Debug, Clone)]
pub struct Claim {
    pub id: String,
    pub says: String,
    /// Line of the `[[claim]]` header in the file.
    pub line: usize,
    pub docs: Option<DocsSide>,
    pub code: Option<CodeSide>,
    pub expect: Expect,
    pub unit: CodeUnit,
    /// The Rust configuration the claim is about (`target = "…"`, `cfg = "…"`); empty means
    /// every `#[cfg]` variant is compared, unless a default target is set.
    pub platform: crate::source::cfg::CfgChoice,
}

/// What must hold between the two sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    Compare(Op),
    /// The pattern must not occur in code string literals.
    Absent,
    /// The pattern must occur in code string literals.
    Present,
}

impl Expect {
    pub fn as_str(&self) -> &'static str {
        match self {
            Expect::Compare(op) => op.as_str(),
            Expect::Absent => "absent",
            Expect::Present => "present",
        }
    }
}

/// Where the docs side reads.
#[derive(Debug, Clone)]
pub struct DocsSide {
    /// The page as written in the claim (short name or path).
    pub page_ref: Option<String>,
    /// Resolved URL or local file path.
    pub page: Option<String>,
    pub read: DocsRead,
}

/// What the docs side reads from the page.
#[derive(Debug, Clone)]
pub enum DocsRead {
    /// A phrase with pinned counts (`html`, `text`, `normalized`).
    Phrase {
        phrase: String,
        html: Option<usize>,
        text: Option<usize>,
        normalized: Option<usize>,
        substring: bool,
    },
    /// A regex over the whitespace-normalised visible text; group `value`
    /// (or the whole match) is the docs value.
    Regex { regex: String },
    /// A table cell: the row whose key column holds `row`, the column whose
    /// header is `column`.
    Table {
        row: String,
        column: String,
        /// Only tables whose header row contains this column are searched;
        /// `nth` (1-based) picks one of several matching tables.
        nth: Option<usize>,
    },
    /// A CSS selector; the element's visible text (or `regex` over it) is the value.
    Selector {
        selector: String,
        regex: Option<String>,
    },
    /// A value stated in the claim itself (e.g. quoted from a post).
    Value { value: String },
}

/// Where the code side reads.
#[derive(Debug, Clone)]
pub enum CodeSide {
    /// A `PATH::ITEM` selector (see `docdrift extract`).
    Select { selector: String },
    /// String literals in files matching `paths` (globs relative to the checkout).
    Strings {
        paths: Vec<String>,
        contains: Option<String>,
        regex: Option<String>,
    },
    /// An expression (a constant or a local assignment) applied to a table of
    /// inputs; see [`crate::formula`].
    Formula {
        selector: String,
        inputs: Vec<(String, Vec<crate::value::Value>)>,
        given: Vec<(String, crate::value::Value)>,
        /// Python expression over inputs, constants, `result` (and `docs`).
        expect: Option<String>,
    },
    /// The source template (f-string / format / % / plain literal) that
    /// contains `contains`, in files matching `paths`; see [`crate::template`].
    Template {
        paths: Vec<String>,
        contains: String,
    },
    /// A command whose output is the code value; runs only with `--allow-probes`.
    Probe(crate::probe::ProbeSpec),
}

// ---- raw serde shapes (unknown keys rejected) ----

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    version: Spanned<u32>,
    #[serde(default)]
    target: RawTarget,
    #[serde(default)]
    pages: BTreeMap<String, Spanned<String>>,
    #[serde(default, rename = "claim")]
    claims: Vec<Spanned<RawClaim>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawTarget {
    name: Option<String>,
    docs: Option<Spanned<String>>,
    checkout: Option<Spanned<String>>,
    docs_dir: Option<Spanned<String>>,
    rust_target: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawClaim {
    id: String,
    says: String,
    docs: Option<RawDocs>,
    code: Option<RawCode>,
    expect: Option<String>,
    unit: Option<String>,
    /// Rust target triple the claim is about.
    target: Option<String>,
    /// Rust cfg options the claim is about (`unix, feature = "std"`).
    cfg: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDocs {
    page: Option<String>,
    phrase: Option<String>,
    html: Option<usize>,
    text: Option<usize>,
    normalized: Option<usize>,
    substring: Option<bool>,
    regex: Option<String>,
    table: Option<RawTable>,
    selector: Option<String>,
    /// A string or a number (`value = 8` and `value = "8 KiB"` both work).
    value: Option<toml::Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    row: String,
    column: String,
    nth: Option<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCode {
    select: Option<String>,
    strings: Option<RawStrings>,
    formula: Option<RawFormula>,
    template: Option<RawTemplate>,
    probe: Option<RawProbe>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFormula {
    select: String,
    #[serde(default)]
    inputs: BTreeMap<String, Vec<toml::Value>>,
    #[serde(default)]
    given: BTreeMap<String, toml::Value>,
    /// A Python expression checked on every row, or a list: one expected result per row.
    expect: Option<toml::Value>,
}

/// The input column a per-row `expect = [..]` list becomes: `result == expected` on each row,
/// so the rendered table shows the expected value beside the result.
const EXPECTED_COLUMN: &str = "expected";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTemplate {
    paths: Vec<String>,
    contains: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProbe {
    argv: Vec<String>,
    #[serde(default)]
    shell: bool,
    /// Seconds; default 30.
    timeout: Option<f64>,
    regex: Option<String>,
    json_pointer: Option<String>,
}

/// A TOML scalar/array as a typed value.
fn toml_value(v: &toml::Value) -> Result<crate::value::Value, String> {
    use crate::value::Value;
    Ok(match v {
        toml::Value::Integer(i) => Value::Int(*i as i128),
        toml::Value::Float(f) => Value::Float(*f),
        toml::Value::Boolean(b) => Value::Bool(*b),
        toml::Value::String(s) => Value::Str(s.clone()),
        toml::Value::Array(a) => Value::List(a.iter().map(toml_value).collect::<Result<_, _>>()?),
        other => return Err(format!("unsupported input value {other}")),
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStrings {
    paths: Vec<String>,
    contains: Option<String>,
    regex: Option<String>,
}

/// 1-based line and column of a byte offset.
fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let before = &src[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map(|i| i + 1).unwrap_or(0) + 1;
    (line, col)
}

/// Whether a claims file may read environment variable `name`: one the user
/// named with `--env NAME`, or one starting `DOCDRIFT_`. A claims file from a
/// pull request must not be able to print a token (`${GITHUB_TOKEN}`) into a report.
pub fn env_allowed(name: &str, allowed: &[String]) -> bool {
    name.starts_with("DOCDRIFT_") || allowed.iter().any(|a| a == name)
}

/// A `target.*` value after `${VAR}` expansion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expanded {
    pub value: String,
    /// The value of the variable the text starts with (`${DOCDRIFT_X}/src`),
    /// when the environment supplied it: a directory the user chose.
    pub lead: Option<String>,
}

/// Expand `${VAR}` and `${VAR:-default}` for variables `env_allowed` admits.
/// `Ok(None)` when a variable without a default is unset (the caller reports
/// which). A variable not allowed that is set is an error naming it, never
/// its value.
pub fn expand_env(s: &str, allowed: &[String]) -> Result<Option<Expanded>, String> {
    let mut out = String::new();
    let mut lead = None;
    let mut rest = s;
    while let Some(start) = rest.find("${") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let end = after
            .find('}')
            .ok_or_else(|| format!("unclosed `${{` in {s:?}"))?;
        let inner = &after[..end];
        let (name, default) = match inner.split_once(":-") {
            Some((n, d)) => (n, Some(d)),
            None => (inner, None),
        };
        // A variable that is not allowed is read only to learn that it is set
        // (then the file is refused, naming it); unset, it is like any unset variable,
        // so a bundled claims file naming one the user never set still loads.
        let set = std::env::var_os(name).is_some_and(|v| !v.is_empty());
        if set && !env_allowed(name, allowed) {
            return Err(format!(
                "`${{{name}}}` names an environment variable this claims file may not read; \
                 claims files may read variables starting with DOCDRIFT_ and those named with \
                 --env NAME (pass --env {name} if you trust this file)"
            ));
        }
        match std::env::var(name) {
            Ok(v) if !v.is_empty() => {
                if out.is_empty() && lead.is_none() {
                    lead = Some(v.clone());
                }
                out.push_str(&v);
            }
            _ => match default {
                Some(d) => out.push_str(d),
                None => return Ok(None),
            },
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    Ok(Some(Expanded { value: out, lead }))
}

/// Where local docs pages may be read from. A claims file may come from a
/// pull request, and every report publishes what a page says, so a local page
/// must lie under a docs root: the file's `target.docs_dir` (or, when it has
/// none, the directory `check` runs in), the snapshot store, or a directory the
/// user named (`--docs-root`). `allow_outside` (`--allow-outside-pages`)
/// lifts the rule for a claims file the user trusts.
#[derive(Debug, Clone, Default)]
pub struct PageAccess {
    /// Extra roots: the snapshot store and every `--docs-root`.
    pub roots: Vec<PathBuf>,
    /// Any local file with a docs extension may be a page, and `target.docs_dir`
    /// and `target.checkout` may name any directory.
    pub allow_outside: bool,
    /// Environment variables (besides `DOCDRIFT_*`) `${VAR}` may read (`--env NAME`).
    pub env: Vec<String>,
    /// `--checkout` (or docdrift.toml) replaces every `target.checkout`, so a
    /// claims file's own checkout is not used and not confined.
    pub checkout_override: bool,
    /// Confine `target.checkout` and `target.docs_dir` to the project directory
    /// (see `confine`). The command line always does; the library's [`parse`]
    /// and [`load`] trust them, as a caller that wrote the file does.
    pub confine_target_dirs: bool,
}

/// File extensions a local docs page may have: markdown sources and HTML.
/// Anything else (`/proc/self/environ`, `/etc/passwd`, keys, `.env`) is never a page.
pub const PAGE_EXTENSIONS: &[&str] = &["md", "markdown", "html", "htm", "xhtml"];

/// Parse and validate one claims file. Relative `checkout`/`docs_dir` paths
/// resolve against `base_dir` (the directory `docdrift check` runs in).
/// Local pages must lie under `target.docs_dir` (or `base_dir` when it is
/// unset); see [`parse_with`] for more roots.
pub fn parse(path: &Path, src: &str, base_dir: &Path) -> Result<ClaimsFile, ClaimsError> {
    parse_with(path, src, base_dir, &PageAccess::default())
}

/// [`parse`] with the docs roots and the `--allow-outside-pages` choice of the command line.
pub fn parse_with(
    path: &Path,
    src: &str,
    base_dir: &Path,
    access: &PageAccess,
) -> Result<ClaimsFile, ClaimsError> {
    let invalid = |offset: usize, message: String| {
        let (line, column) = line_col(src, offset);
        ClaimsError::Invalid {
            path: path.to_path_buf(),
            line,
            column,
            message,
        }
    };
    let raw: RawFile = toml::from_str(src).map_err(|e| {
        let offset = e.span().map(|s| s.start).unwrap_or(0);
        invalid(offset, e.message().trim().to_string())
    })?;
    if *raw.version.get_ref() != VERSION {
        return Err(invalid(
            raw.version.span().start,
            format!(
                "unsupported claims file version {}; this docdrift reads version = {VERSION}",
                raw.version.get_ref()
            ),
        ));
    }

    let expand = |field: &str,
                  v: &Option<Spanned<String>>|
     -> Result<Option<(Expanded, usize)>, ClaimsError> {
        match v {
            None => Ok(None),
            Some(s) => expand_env(s.get_ref(), &access.env)
                .map(|e| e.map(|e| (e, s.span().start)))
                .map_err(|m| invalid(s.span().start, format!("target.{field}: {m}"))),
        }
    };
    let base = lexical_normalize(base_dir);
    let docs_base = expand("docs", &raw.target.docs)?.map(|(e, _)| e.value);
    let checkout = match expand("checkout", &raw.target.checkout)? {
        None => None,
        Some((e, at)) => {
            let path = base_dir.join(&e.value);
            if access.confine_target_dirs && !access.checkout_override && !access.allow_outside {
                confine(&base, &e, &path, &[])
                    .map_err(|m| invalid(at, format!("target.checkout {:?}: {m}", e.value)))?;
            }
            Some(path)
        }
    };
    let docs_dir = match expand("docs_dir", &raw.target.docs_dir)? {
        None => None,
        Some((e, at)) => {
            let path = base_dir.join(&e.value);
            if access.confine_target_dirs && !access.allow_outside {
                confine(&base, &e, &path, &access.roots)
                    .map_err(|m| invalid(at, format!("target.docs_dir {:?}: {m}", e.value)))?;
            }
            Some(path)
        }
    };
    let target = Target {
        name: raw.target.name.clone(),
        docs: docs_base,
        checkout,
        checkout_raw: raw.target.checkout.as_ref().map(|c| c.get_ref().clone()),
        docs_dir,
        rust_target: raw.target.rust_target.clone(),
    };
    if let Some(t) = &target.rust_target {
        crate::source::cfg::CfgSet::for_target(t)
            .map_err(|m| invalid(0, format!("target.rust_target: {m}")))?;
    }
    let roots = PageRoots::new(&target, base_dir, access);

    let mut pages = BTreeMap::new();
    for (name, value) in &raw.pages {
        let resolved = resolve_page(&target, &roots, value.get_ref())
            .map_err(|m| invalid(value.span().start, format!("pages.{name}: {m}")))?;
        pages.insert(name.clone(), resolved);
    }

    let mut claims = Vec::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for spanned in &raw.claims {
        let start = spanned.span().start;
        let (line, _) = line_col(src, start);
        let rc = spanned.get_ref();
        let err = |m: String| invalid(start, format!("claim `{}`: {m}", rc.id));
        if rc.id.trim().is_empty() {
            return Err(invalid(start, "claim has an empty `id`".into()));
        }
        if let Some(first) = seen.insert(rc.id.clone(), line) {
            return Err(err(format!("duplicate id (first defined at line {first})")));
        }
        let docs = match &rc.docs {
            None => None,
            Some(d) => Some(docs_side(d, &pages, &target, &roots).map_err(err)?),
        };
        let code = match &rc.code {
            None => None,
            Some(c) => Some(code_side(c).map_err(err)?),
        };
        let expect = match rc.expect.as_deref() {
            None => Expect::Compare(Op::Equal),
            Some("absent") => Expect::Absent,
            Some("present") => Expect::Present,
            Some(s) => Expect::Compare(Op::parse(s).ok_or_else(|| {
                err(format!(
                    "unknown expect {s:?}; expected one of equal, not-equal, <=, >=, <, >, absent, present"
                ))
            })?),
        };
        let unit = match rc.unit.as_deref() {
            None => CodeUnit::Base,
            Some(u) => CodeUnit::parse(u).ok_or_else(|| {
                err(format!(
                    "unknown unit {u:?}; expected one of ms, minutes, hours, kib, mib, percent"
                ))
            })?,
        };
        let platform = crate::source::cfg::CfgChoice {
            target: rc.target.clone(),
            cfg: rc.cfg.clone(),
        };
        platform.resolve().map_err(err)?;
        let claim = Claim {
            id: rc.id.clone(),
            says: rc.says.clone(),
            line,
            docs,
            code,
            expect,
            unit,
            platform,
        };
        check_shape(&claim).map_err(err)?;
        claims.push(claim);
    }

    Ok(ClaimsFile {
        path: path.to_path_buf(),
        target,
        pages,
        claims,
    })
}

/// The docs roots of one claims file, absolute, with their canonical forms.
struct PageRoots {
    /// (as configured, canonical when it exists)
    roots: Vec<(PathBuf, Option<PathBuf>)>,
    allow_outside: bool,
    /// Set when `docs_dir` lies inside the project lexically but a symlink
    /// takes it outside: then it is no root at all.
    docs_dir_escape: Option<String>,
}

impl PageRoots {
    fn new(target: &Target, base_dir: &Path, access: &PageAccess) -> PageRoots {
        let base = lexical_normalize(base_dir);
        let mut docs_dir_escape = None;
        let mut roots = Vec::new();
        match &target.docs_dir {
            Some(d) => {
                let d = lexical_normalize(&base.join(d));
                let canon = d.canonicalize().ok();
                // Inside the project by its spelling but not after symlinks:
                // a checked-in link (`docs -> /`) must not widen the root.
                let escapes = d.starts_with(&base)
                    && match (&canon, base.canonicalize()) {
                        (Some(c), Ok(b)) => !c.starts_with(b),
                        _ => false,
                    };
                if escapes {
                    docs_dir_escape = Some(format!(
                        "target.docs_dir {} is a symlink out of {}",
                        d.display(),
                        base.display()
                    ));
                } else {
                    roots.push((d, canon));
                }
            }
            None => roots.push((base.clone(), base.canonicalize().ok())),
        }
        for r in &access.roots {
            let r = lexical_normalize(&base.join(r));
            let canon = r.canonicalize().ok();
            roots.push((r, canon));
        }
        PageRoots {
            roots,
            allow_outside: access.allow_outside,
            docs_dir_escape,
        }
    }

    fn describe(&self) -> String {
        self.roots
            .iter()
            .map(|(r, _)| r.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Refuse a local page outside every root (by spelling or through a symlink)
    /// or without a docs extension.
    fn admit(&self, value: &str, path: &Path) -> Result<(), String> {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        if !ext.as_deref().is_some_and(|e| PAGE_EXTENSIONS.contains(&e)) {
            return Err(format!(
                "page {value:?} is a local file without a docs extension ({}); \
                 local pages are markdown or HTML files",
                PAGE_EXTENSIONS
                    .iter()
                    .map(|e| format!(".{e}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if self.allow_outside {
            return Ok(());
        }
        // Symlinks resolved: the file itself, or its nearest existing ancestor.
        let canon = {
            let mut probe = path.to_path_buf();
            let mut tail = Vec::new();
            loop {
                if let Ok(c) = probe.canonicalize() {
                    break Some(tail.iter().rev().fold(c, |acc: PathBuf, t| acc.join(t)));
                }
                match (probe.file_name().map(|n| n.to_os_string()), probe.parent()) {
                    (Some(name), Some(parent)) => {
                        tail.push(name);
                        probe = parent.to_path_buf();
                    }
                    _ => break None,
                }
            }
        };
        let inside = self.roots.iter().any(|(root, root_canon)| {
            path.starts_with(root)
                && match (&canon, root_canon) {
                    (Some(c), Some(rc)) => c.starts_with(rc),
                    // Nothing on disk yet: the spelling decides.
                    _ => true,
                }
        });
        if inside {
            return Ok(());
        }
        let why = match &self.docs_dir_escape {
            Some(e) => format!("; {e}"),
            None => String::new(),
        };
        Err(format!(
            "page {value:?} ({}) is outside the docs roots ({}){why}; local pages must lie under \
             target.docs_dir, the snapshot store or a --docs-root DIR, or pass \
             --allow-outside-pages for a claims file you trust",
            path.display(),
            self.describe()
        ))
    }
}

/// `path` (a claims file's `target.checkout` or `target.docs_dir`) must lie in
/// the project directory `base` (where `check` runs, or docdrift.toml's
/// directory), in the directory an allowed variable it starts with names
/// (`${DOCDRIFT_CHECKOUT}/src`: the user chose it), or in one of `extra`
/// (`--docs-root`, the snapshot store) — by spelling and after symlinks.
/// A hostile claims file must not make `/` or `~` its docs or code root.
fn confine(base: &Path, e: &Expanded, path: &Path, extra: &[PathBuf]) -> Result<(), String> {
    let path = lexical_normalize(path);
    let mut roots = vec![base.to_path_buf()];
    if let Some(v) = &e.lead {
        roots.push(lexical_normalize(&base.join(v)));
    }
    roots.extend(extra.iter().map(|r| lexical_normalize(&base.join(r))));
    let canon = path.canonicalize().ok();
    let inside = roots.iter().any(|r| {
        path.starts_with(r)
            && match (&canon, r.canonicalize()) {
                (Some(c), Ok(rc)) => c.starts_with(rc),
                // Not on disk yet: the spelling decides (evaluation reports it missing).
                _ => true,
            }
    });
    if inside {
        return Ok(());
    }
    let how = if canon.as_ref().is_some_and(|c| c != &path) && path.starts_with(base) {
        "is a symlink out of"
    } else {
        "lies outside"
    };
    Err(format!(
        "{} {how} the project directory {}; a claims file may name only directories inside it \
         (pass --checkout DIR or --docs-root DIR to choose another, or --allow-outside-pages \
         for a claims file you trust)",
        path.display(),
        base.display()
    ))
}

/// `a/./b/../c` → `a/c` without touching the file system (so `..` cannot be
/// smuggled past a prefix check); `..` above the root stays at the root.
fn lexical_normalize(p: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

fn resolve_page(target: &Target, roots: &PageRoots, value: &str) -> Result<String, String> {
    if value.starts_with("http://") || value.starts_with("https://") {
        return Ok(value.to_string());
    }
    // Local HTML pages (a docs build on disk, or a scan draft of one).
    let file_url = value.starts_with("file:");
    let local = if file_url {
        let u = url::Url::parse(value).map_err(|e| format!("page {value:?}: {e}"))?;
        Some(
            u.to_file_path()
                .map_err(|_| format!("page {value:?} is not a local file URL"))?,
        )
    } else if Path::new(value).is_absolute() {
        Some(PathBuf::from(value))
    } else if value.ends_with(".md") || value.ends_with(".markdown") {
        // Relative markdown resolves in docs_dir (else the project directory).
        Some(match &target.docs_dir {
            Some(d) => d.join(value),
            None => roots
                .roots
                .first()
                .map(|(r, _)| r.join(value))
                .unwrap_or_else(|| PathBuf::from(value)),
        })
    } else {
        None
    };
    if let Some(path) = local {
        let path = lexical_normalize(&path);
        let path = if path.is_absolute() {
            path
        } else {
            lexical_normalize(
                &roots
                    .roots
                    .first()
                    .map(|(r, _)| r.join(&path))
                    .unwrap_or(path),
            )
        };
        roots.admit(value, &path)?;
        // A file URL stays a URL (scan drafts write them); evaluation reads its path.
        if file_url {
            if let Ok(u) = url::Url::from_file_path(&path) {
                return Ok(u.to_string());
            }
        }
        return Ok(path.to_string_lossy().into_owned());
    }
    match &target.docs {
        Some(base) => {
            let base = url::Url::parse(base)
                .map_err(|e| format!("target.docs {base:?} is not a URL: {e}"))?;
            let joined = base
                .join(value.trim_start_matches('/'))
                .map_err(|e| format!("cannot join {value:?} onto {base}: {e}"))?;
            match joined.scheme() {
                "http" | "https" => Ok(joined.to_string()),
                // A `docs = "file:///…/"` base (scan drafts of a local build).
                "file" => resolve_page(target, roots, joined.as_str()),
                other => Err(format!(
                    "page {value:?} joined onto target.docs is a {other}: URL; pages are http(s) URLs or local docs files"
                )),
            }
        }
        None => Err(format!(
            "{value:?} is relative but the target has no `docs` base URL"
        )),
    }
}

fn docs_side(
    d: &RawDocs,
    pages: &BTreeMap<String, String>,
    target: &Target,
    roots: &PageRoots,
) -> Result<DocsSide, String> {
    let mut sources = Vec::new();
    if d.phrase.is_some() {
        sources.push("phrase");
    }
    if d.regex.is_some() && d.selector.is_none() {
        sources.push("regex");
    }
    if d.table.is_some() {
        sources.push("table");
    }
    if d.selector.is_some() {
        sources.push("selector");
    }
    if d.value.is_some() {
        sources.push("value");
    }
    if sources.len() != 1 {
        return Err(format!(
            "[claim.docs] needs exactly one of phrase, regex, table, selector (optionally with regex), value; found {}",
            if sources.is_empty() { "none".to_string() } else { sources.join(", ") }
        ));
    }
    if d.phrase.is_none() && (d.html.is_some() || d.text.is_some() || d.normalized.is_some()) {
        return Err("html/text/normalized counts go with `phrase`".into());
    }
    if let Some(r) = &d.regex {
        regex::Regex::new(r).map_err(|e| format!("docs.regex does not compile: {e}"))?;
    }
    let read = if let Some(p) = &d.phrase {
        if p.is_empty() {
            return Err("docs.phrase is empty".into());
        }
        DocsRead::Phrase {
            phrase: p.clone(),
            html: d.html,
            text: d.text,
            normalized: d.normalized,
            substring: d.substring.unwrap_or(false),
        }
    } else if let Some(t) = &d.table {
        DocsRead::Table {
            row: t.row.clone(),
            column: t.column.clone(),
            nth: t.nth,
        }
    } else if let Some(s) = &d.selector {
        // scraper's own message reads "Unexpected error occurred…": name the kind.
        scraper::Selector::parse(s)
            .map_err(|e| format!("docs.selector {s:?} is not a valid CSS selector ({e:?})"))?;
        DocsRead::Selector {
            selector: s.clone(),
            regex: d.regex.clone(),
        }
    } else if let Some(v) = &d.value {
        let value = match v {
            toml::Value::String(s) => s.clone(),
            toml::Value::Integer(_) | toml::Value::Float(_) | toml::Value::Boolean(_) => {
                v.to_string()
            }
            other => {
                return Err(format!(
                    "docs.value must be a string, number or boolean, not {}",
                    other.type_str()
                ))
            }
        };
        DocsRead::Value { value }
    } else {
        DocsRead::Regex {
            regex: d.regex.clone().unwrap_or_default(),
        }
    };
    let needs_page = !matches!(read, DocsRead::Value { .. });
    let page = match (&d.page, needs_page) {
        (None, true) => return Err("[claim.docs] needs `page`".into()),
        (None, false) => None,
        (Some(p), _) => Some(match pages.get(p) {
            Some(resolved) => resolved.clone(),
            None if p.contains('/') || p.contains('.') => resolve_page(target, roots, p)?,
            None => {
                return Err(format!(
                    "unknown page {p:?}; defined pages: {}",
                    pages.keys().cloned().collect::<Vec<_>>().join(", ")
                ))
            }
        }),
    };
    Ok(DocsSide {
        page_ref: d.page.clone(),
        page,
        read,
    })
}

fn code_side(c: &RawCode) -> Result<CodeSide, String> {
    let given: Vec<&str> = [
        ("select", c.select.is_some()),
        ("strings", c.strings.is_some()),
        ("formula", c.formula.is_some()),
        ("template", c.template.is_some()),
        ("probe", c.probe.is_some()),
    ]
    .iter()
    .filter(|(_, present)| *present)
    .map(|(name, _)| *name)
    .collect();
    if given.len() != 1 {
        return Err(format!(
            "[claim.code] needs exactly one of select, strings, formula, template, probe; found {}",
            if given.is_empty() {
                "none".to_string()
            } else {
                given.join(", ")
            }
        ));
    }
    let check_selector = |s: &str, key: &str| {
        if let Some((path, _)) = s.split_once("::") {
            crate::source::selector::check_inside(path).map_err(|m| format!("code.{key}: {m}"))
        } else {
            Err(format!(
                "code.{key} {s:?} must be PATH::ITEM (e.g. `pkg/config.py::DEFAULT_CONFIG.compression.protect_last_n`)"
            ))
        }
    };
    let check_globs = |paths: &[String], key: &str| -> Result<(), String> {
        if paths.is_empty() {
            return Err(format!("code.{key}.paths is empty"));
        }
        for p in paths {
            crate::source::selector::check_inside(p)
                .map_err(|m| format!("code.{key}.paths: {m}"))?;
            globset::Glob::new(p).map_err(|e| format!("code.{key}.paths {p:?}: {e}"))?;
        }
        Ok(())
    };
    if let Some(s) = &c.select {
        check_selector(s, "select")?;
        return Ok(CodeSide::Select {
            selector: s.clone(),
        });
    }
    if let Some(st) = &c.strings {
        check_globs(&st.paths, "strings")?;
        if let Some(r) = &st.regex {
            regex::Regex::new(r)
                .map_err(|e| format!("code.strings.regex does not compile: {e}"))?;
        }
        if st.contains.is_some() && st.regex.is_some() {
            return Err("code.strings takes `contains` or `regex`, not both".into());
        }
        return Ok(CodeSide::Strings {
            paths: st.paths.clone(),
            contains: st.contains.clone(),
            regex: st.regex.clone(),
        });
    }
    if let Some(f) = &c.formula {
        check_selector(&f.select, "formula.select")?;
        let mut inputs = Vec::new();
        for (name, vals) in &f.inputs {
            let vals = vals
                .iter()
                .map(toml_value)
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| format!("code.formula.inputs.{name}: {e}"))?;
            inputs.push((name.clone(), vals));
        }
        if let Some(first) = inputs.first() {
            if let Some(bad) = inputs.iter().find(|(_, v)| v.len() != first.1.len()) {
                return Err(format!(
                    "code.formula.inputs: `{}` has {} values but `{}` has {}; every input needs one value per row",
                    first.0,
                    first.1.len(),
                    bad.0,
                    bad.1.len()
                ));
            }
        }
        let given = f
            .given
            .iter()
            .map(|(k, v)| Ok((k.clone(), toml_value(v)?)))
            .collect::<Result<Vec<_>, String>>()
            .map_err(|e| format!("code.formula.given: {e}"))?;
        if let Some((name, _)) = inputs
            .iter()
            .map(|(n, v)| (n, v.len()))
            .chain(given.iter().map(|(n, _)| (n, 1)))
            .find(|(n, _)| n.as_str() == "result")
        {
            return Err(format!(
                "code.formula: `{name}` is the name of the formula's result; an input or given value cannot use it"
            ));
        }
        let expect = match &f.expect {
            None => None,
            Some(toml::Value::String(e)) => {
                let squeezed: String = e.split_whitespace().collect();
                if squeezed.starts_with("result==[") {
                    return Err(format!(
                        "code.formula.expect: `{e}` compares each row's single result with a whole list, so every row would fail; for one expected result per row write `expect = [..]` (a list, one value per row of `inputs`)"
                    ));
                }
                Some(e.clone())
            }
            Some(toml::Value::Array(rows)) => {
                let n = inputs.first().map_or(1, |(_, v)| v.len());
                if rows.len() != n {
                    return Err(format!(
                        "code.formula.expect: {} expected values for {n} input row(s); give one per row of `inputs`",
                        rows.len()
                    ));
                }
                if inputs.iter().any(|(k, _)| k == EXPECTED_COLUMN) {
                    return Err(format!(
                        "code.formula: an input named `{EXPECTED_COLUMN}` and an `expect` list both state the expected results; keep one"
                    ));
                }
                let rows = rows
                    .iter()
                    .map(toml_value)
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|e| format!("code.formula.expect: {e}"))?;
                inputs.push((EXPECTED_COLUMN.to_string(), rows));
                Some(format!("result == {EXPECTED_COLUMN}"))
            }
            Some(other) => {
                return Err(format!(
                    "code.formula.expect: expected a Python expression (string) or a list of per-row results, found {}",
                    other.type_str()
                ))
            }
        };
        return Ok(CodeSide::Formula {
            selector: f.select.clone(),
            inputs,
            given,
            expect,
        });
    }
    if let Some(t) = &c.template {
        check_globs(&t.paths, "template")?;
        if t.contains.trim().is_empty() {
            return Err("code.template.contains is empty".into());
        }
        return Ok(CodeSide::Template {
            paths: t.paths.clone(),
            contains: t.contains.clone(),
        });
    }
    let p = c.probe.as_ref().expect("exactly one side is present");
    if p.argv.is_empty() {
        return Err("code.probe.argv is empty".into());
    }
    let extract = match (&p.regex, &p.json_pointer) {
        (Some(_), Some(_)) => {
            return Err("code.probe takes `regex` or `json_pointer`, not both".into())
        }
        (Some(r), None) => {
            regex::Regex::new(r).map_err(|e| format!("code.probe.regex does not compile: {e}"))?;
            crate::probe::Extract::Regex(r.clone())
        }
        (None, Some(j)) => crate::probe::Extract::JsonPointer(j.clone()),
        (None, None) => crate::probe::Extract::Stdout,
    };
    let secs = p.timeout.unwrap_or(30.0);
    if !(secs > 0.0 && secs <= 3600.0) {
        return Err(format!(
            "code.probe.timeout {secs} must be between 0 and 3600 seconds"
        ));
    }
    Ok(CodeSide::Probe(crate::probe::ProbeSpec {
        argv: p.argv.clone(),
        shell: p.shell,
        timeout: std::time::Duration::from_secs_f64(secs),
        extract,
    }))
}

/// Which combinations of sides and expectations mean something.
fn check_shape(c: &Claim) -> Result<(), String> {
    let docs_read = c.docs.as_ref().map(|d| &d.read);
    let phrase = matches!(docs_read, Some(DocsRead::Phrase { .. }));
    let presence = matches!(c.expect, Expect::Absent | Expect::Present);
    match (&c.code, presence) {
        (
            Some(CodeSide::Strings {
                contains, regex, ..
            }),
            true,
        ) => {
            return if contains.is_none() && regex.is_none() && !phrase {
                Err(
                    "code.strings needs `contains` or `regex` (or a docs `phrase` to look for)"
                        .into(),
                )
            } else {
                Ok(())
            };
        }
        (_, true) => {
            return Err("expect = \"absent\"/\"present\" goes with [claim.code] strings".into())
        }
        (Some(CodeSide::Strings { .. }), false) => {
            return Err("[claim.code] strings needs expect = \"absent\" or \"present\"".into())
        }
        _ => {}
    }
    match (&c.docs, &c.code) {
        (None, None) => Err("needs a [claim.docs] side, a [claim.code] side, or both".into()),
        (Some(d), None) => match &d.read {
            DocsRead::Phrase {
                html,
                text,
                normalized,
                ..
            } => {
                if html.is_none() && text.is_none() && normalized.is_none() {
                    Err("a phrase claim without a code side pins counts: give `html`, `text` or `normalized`".into())
                } else {
                    Ok(())
                }
            }
            _ => Err("a docs value needs a [claim.code] side to compare with".into()),
        },
        (None, Some(CodeSide::Formula { expect, .. })) => {
            if expect.is_none() {
                Err("a formula without a docs side needs `expect` (e.g. \"result == self.protect_last_n\")".into())
            } else {
                Ok(())
            }
        }
        (None, Some(_)) => Err(
            "this code side needs a [claim.docs] side to compare with (use `value = \"…\"` to state it)".into(),
        ),
        (Some(d), Some(CodeSide::Template { .. })) => {
            if matches!(d.read, DocsRead::Table { .. }) {
                Err("a template claim reads the docs example with phrase, regex, selector or value".into())
            } else {
                Ok(())
            }
        }
        (Some(_), Some(_)) => {
            if phrase {
                Err("a docs `phrase` pins counts; to compare with code read a value with regex, table, selector or value".into())
            } else {
                Ok(())
            }
        }
    }
}

/// Load every `*.toml` under a file or directory (sorted by path).
pub fn load(path: &Path, base_dir: &Path) -> Result<Vec<ClaimsFile>, ClaimsError> {
    load_with(path, base_dir, &PageAccess::default())
}

/// [`load`] with the command line's docs roots (see [`PageAccess`]).
pub fn load_with(
    path: &Path,
    base_dir: &Path,
    access: &PageAccess,
) -> Result<Vec<ClaimsFile>, ClaimsError> {
    let mut files = Vec::new();
    if path.is_dir() {
        let rd = std::fs::read_dir(path).map_err(|source| ClaimsError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        for entry in rd {
            let entry = entry.map_err(|source| ClaimsError::Io {
                path: path.to_path_buf(),
                source,
            })?;
            let p = entry.path();
            if p.extension().is_some_and(|e| e == "toml") {
                files.push(p);
            }
        }
        files.sort();
        if files.is_empty() {
            return Err(ClaimsError::NoneFound(path.to_path_buf()));
        }
    } else {
        files.push(path.to_path_buf());
    }
    files
        .iter()
        .map(|p| {
            let src = std::fs::read_to_string(p).map_err(|source| ClaimsError::Io {
                path: p.clone(),
                source,
            })?;
            parse_with(p, &src, base_dir, access)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"version = 1

[target]
docs = "http://127.0.0.1:8741/"
checkout = "demo/src"

[pages]
cli = "docs/user-guide/cli"

[[claim]]
id = "cli-last-20"
says = "The CLI page says the last 20 turns are always preserved"
docs = { page = "cli", phrase = "last 20 turns are always preserved", html = 1, text = 1 }

[[claim]]
id = "floor"
says = "The floor is 20"
docs = { page = "cli", regex = 'last (?P<value>\d+) turns' }
code = { select = "tern/agent/context_compressor.py::_MAX_TAIL_MESSAGE_FLOOR" }
expect = ">="
"#;

    fn parse_str(src: &str) -> Result<ClaimsFile, ClaimsError> {
        parse(Path::new("claims/t.toml"), src, Path::new("/proj"))
    }

    #[test]
    fn parses_a_good_file_and_resolves_pages() {
        let f = parse_str(GOOD).unwrap();
        assert_eq!(f.claims.len(), 2);
        assert_eq!(f.claims[0].line, 10);
        assert_eq!(f.claims[1].line, 15);
        assert_eq!(
            f.claims[0].docs.as_ref().unwrap().page.as_deref(),
            Some("http://127.0.0.1:8741/docs/user-guide/cli")
        );
        assert_eq!(f.claims[1].expect, Expect::Compare(Op::Ge));
        assert_eq!(f.target.checkout, Some(PathBuf::from("/proj/demo/src")));
    }

    fn err_of(src: &str) -> String {
        parse_str(src).unwrap_err().to_string()
    }

    #[test]
    fn unknown_key_names_line_and_expected_keys() {
        let bad = GOOD.replace("html = 1,", "htm = 1,");
        let e = err_of(&bad);
        assert!(e.starts_with("claims/t.toml:13:"), "{e}");
        assert!(e.contains("unknown field `htm`"), "{e}");
        assert!(e.contains("`html`"), "{e}");
    }

    #[test]
    fn shape_errors_name_the_claim_and_line() {
        let bad = GOOD.replace("expect = \">=\"", "expect = \"roughly\"");
        let e = err_of(&bad);
        assert!(e.starts_with("claims/t.toml:15:"), "{e}");
        assert!(
            e.contains("claim `floor`: unknown expect \"roughly\""),
            "{e}"
        );

        let bad = GOOD.replace(", html = 1, text = 1", "");
        assert!(err_of(&bad).contains("pins counts"));

        let bad = GOOD.replace("page = \"cli\", regex", "page = \"clii\", regex");
        assert!(err_of(&bad).contains("unknown page \"clii\"; defined pages: cli"));

        let bad = GOOD.replace("id = \"floor\"", "id = \"cli-last-20\"");
        assert!(err_of(&bad).contains("duplicate id (first defined at line 10)"));

        let bad = GOOD.replace("version = 1", "version = 2");
        assert!(err_of(&bad).starts_with("claims/t.toml:1:11: unsupported claims file version 2"));

        let bad = GOOD.replace(r#"'last (?P<value>\d+) turns'"#, "'last (unclosed'");
        assert!(err_of(&bad).contains("docs.regex does not compile"));
    }

    #[test]
    fn formula_template_and_probe_sides() {
        let src = r#"version = 1
[target]
docs = "http://127.0.0.1:8741/"
checkout = "demo/src"
[pages]
cf = "docs/context-files"

[[claim]]
id = "floor-formula"
says = "protect_last_n = N keeps N"
code = { formula = { select = "a.py::C.m::floor", inputs = { "self.n" = [20, 2, 1] }, given = { K = 8 }, expect = "result == self.n" } }

[[claim]]
id = "marker"
says = "The marker reads like the docs example"
docs = { page = "cf", regex = '\[\.\.\.truncated[^\]]*\]' }
code = { template = { paths = ["**/*.py"], contains = "truncated" } }

[[claim]]
id = "marker-length"
says = "The marker is 173 characters"
docs = { value = "173" }
code = { probe = { argv = ["python3", "-c", "print(173)"], timeout = 5, regex = '(?P<value>\d+)' } }
"#;
        let f = parse_str(src).unwrap();
        match &f.claims[0].code {
            Some(CodeSide::Formula {
                inputs,
                given,
                expect,
                ..
            }) => {
                assert_eq!(inputs[0].1.len(), 3);
                assert_eq!(given[0].0, "K");
                assert_eq!(expect.as_deref(), Some("result == self.n"));
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(f.claims[1].code, Some(CodeSide::Template { .. })));
        match &f.claims[2].code {
            Some(CodeSide::Probe(p)) => assert_eq!(p.timeout, std::time::Duration::from_secs(5)),
            other => panic!("{other:?}"),
        }
        let bad = src.replace(
            "given = { K = 8 }, expect = \"result == self.n\"",
            "given = { K = 8 }",
        );
        assert!(err_of(&bad).contains("a formula without a docs side needs `expect`"));
        let bad = src.replace("[20, 2, 1] }", "[20, 2, 1], \"other\" = [1] }");
        assert!(err_of(&bad).contains("every input needs one value per row"));
        let bad = src.replace("timeout = 5", "timeout = 0");
        assert!(err_of(&bad).contains("between 0 and 3600"));
        let bad = src.replace(
            "code = { template",
            "code = { select = \"a.py::X\", template",
        );
        assert!(err_of(&bad).contains(
            "exactly one of select, strings, formula, template, probe; found select, template"
        ));
    }

    #[test]
    fn env_expansion_with_defaults() {
        std::env::set_var("DOCDRIFT_TEST_CHECKOUT", "/x/y");
        let value = |s: &str| expand_env(s, &[]).unwrap().map(|e| e.value);
        assert_eq!(
            value("${DOCDRIFT_TEST_CHECKOUT}/src").as_deref(),
            Some("/x/y/src")
        );
        assert_eq!(
            expand_env("${DOCDRIFT_TEST_CHECKOUT}/src", &[])
                .unwrap()
                .unwrap()
                .lead
                .as_deref(),
            Some("/x/y")
        );
        assert_eq!(
            value("${DOCDRIFT_TEST_UNSET_VAR:-demo}").as_deref(),
            Some("demo")
        );
        assert_eq!(value("${DOCDRIFT_TEST_UNSET_VAR}"), None);
        assert!(expand_env("${OOPS", &[]).is_err());
        // Any other variable only with --env NAME; the error names it, not its value.
        let e = expand_env("${HOME}", &[]).unwrap_err();
        assert!(e.contains("${HOME}") && e.contains("--env HOME"), "{e}");
        assert!(expand_env("${HOME}", &["HOME".into()]).unwrap().is_some());
        // Unset, a variable not allowed is just unset (nothing to leak).
        assert_eq!(
            expand_env("${SURELY_UNSET_DOCDRIFT_X1}", &[]).unwrap(),
            None
        );
    }
}
