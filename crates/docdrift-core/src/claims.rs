//! Claims files: what the docs and the code should agree on.
//!
//! A claims file (`claims/*.toml`, `version = 1`) names a target (docs base
//! URL, code checkout, optional local docs directory), short names for pages,
//! and a list of `[[claim]]` tables. This module parses and validates them;
//! [`crate::claims::evaluate`] turns each [`Claim`] into a [`crate::core::finding::Finding`].
//!
//! Validation is strict because a claims file gates releases: unknown keys,
//! a missing side, two docs sources in one claim, a duplicate id or an
//! undefined page name are all errors naming `file:line` and what was
//! expected. Environment variables in target fields expand (`${VAR}`,
//! `${VAR:-default}`).

use crate::claims::compare::{CodeUnit, Op};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use toml::Spanned;

mod page_roots;
mod raw;
mod sides;
#[allow(unused_imports)]
pub use page_roots::*;
#[allow(unused_imports)]
pub(crate) use raw::*;
#[allow(unused_imports)]
pub(crate) use sides::*;

pub mod compare;
pub mod deployed_pages;
pub mod evaluate;
pub mod formula;
pub mod git_fact;
pub mod last_change;
pub mod page_changes;
pub mod probe;
pub mod project;
pub mod run;
pub mod state;
pub mod template;

/// The only claims-file version this build reads.
pub const VERSION: u32 = 1;

/// A problem with a claims file, always with the file and line.
#[derive(Debug, thiserror::Error)]
pub enum ClaimsError {
    /// The claims file or directory could not be read (missing, unreadable, or over
    /// [`MAX_CLAIMS_BYTES`]).
    #[error("{path}: cannot read claims file: {source}")]
    Io {
        /// The path that could not be read, as given or as found in the claims directory.
        path: PathBuf,
        /// The underlying I/O error.
        source: std::io::Error,
    },
    /// The file was read but is not a valid claims file: bad TOML, an unknown key, a bad value or
    /// shape.
    #[error("{path}:{line}:{column}: {message}")]
    Invalid {
        /// The claims file, as given or as found in the claims directory.
        path: PathBuf,
        /// 1-based line of the offending TOML (for claim-level errors, the `[[claim]]` header).
        line: usize,
        /// 1-based column on that line, in characters.
        column: usize,
        /// What is wrong and what was expected, prefixed with the field or claim id.
        message: String,
    },
    /// A claims directory that holds no `*.toml` file.
    #[error("{0}: no claims files (*.toml) found")]
    NoneFound(PathBuf),
    /// A claims file or directory inside the project that a symlink leads out of, or that
    /// is not a regular file (a FIFO would block the read). Refused before it is read, so no
    /// part of the linked file reaches a report or an error message.
    #[error("{path}: {why}; not read (claims files must be regular files inside the project directory {project})")]
    Refused {
        /// The refused path, as given or as found in the claims directory.
        path: PathBuf,
        /// Why it is refused: a symlink out of the project, or not a regular file.
        why: String,
        /// The project directory claims files must stay inside.
        project: PathBuf,
    },
}

/// Refuse a claims path that lies (as written) inside the project `base` but whose real
/// path is outside it: a pull request can commit `claims/x.toml -> ~/.config/secret` or make
/// `claims/` itself a link. A path the user wrote outside the project is their choice.
/// Non-regular files (FIFOs, devices) are refused too.
fn claims_path_allowed(path: &Path, base: &Path, want_dir: bool) -> Result<(), ClaimsError> {
    let refuse = |why: String| ClaimsError::Refused {
        path: path.to_path_buf(),
        why,
        project: base.to_path_buf(),
    };
    let abs = if path.is_absolute() {
        path.to_path_buf()
    } else {
        base.join(path)
    };
    let base_real = base.canonicalize().unwrap_or_else(|_| base.to_path_buf());
    let lexically_inside = abs.starts_with(base) || abs.starts_with(&base_real);
    let Ok(real) = abs.canonicalize() else {
        // Missing: the read reports it (a dangling symlink reads as missing, naming only
        // the path the user gave).
        return Ok(());
    };
    if lexically_inside && !real.starts_with(&base_real) {
        return Err(refuse("is a symlink out of the project directory".into()));
    }
    let meta = std::fs::metadata(&real).map_err(|source| ClaimsError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    if !(meta.is_file() || want_dir && meta.is_dir()) {
        return Err(refuse(
            "is not a regular file (a FIFO, socket or device)".into(),
        ));
    }
    Ok(())
}

/// Largest claims file read (issue 33 asks for claims files up to 1 MiB in bounded time;
/// parsing a malformed one costs ~80× its size in memory).
pub const MAX_CLAIMS_BYTES: u64 = 1 << 20;

/// A parsed, validated claims file.
#[derive(Debug, Clone)]
pub struct ClaimsFile {
    /// The claims file this was read from, as given on the command line or found in the claims
    /// directory.
    pub path: PathBuf,
    /// The `[target]` table: docs base URL, code checkout and docs directory.
    pub target: Target,
    /// Short page name → URL or local path, already resolved against the target.
    pub pages: BTreeMap<String, String>,
    /// The `[[claim]]` tables, in file order, each validated.
    pub claims: Vec<Claim>,
}

/// What the claims are about.
#[derive(Debug, Clone, Default)]
pub struct Target {
    /// The target's display name (`target.name`), e.g. the project the claims are about;
    /// informational only.
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
    /// The claim's `id`, unique within the file; what reports and `docdrift evidence ID` name it
    /// by.
    pub id: String,
    /// The claim's `says` sentence: what the docs assert, in words, shown in reports.
    pub says: String,
    /// Line of the `[[claim]]` header in the file.
    pub line: usize,
    /// What the docs side reads; `None` for a claim with only a code side (e.g. a formula with
    /// `expect`).
    pub docs: Option<DocsSide>,
    /// What the code side reads; `None` for a docs-only claim (a phrase with pinned counts, or a
    /// deployed-page check).
    pub code: Option<CodeSide>,
    /// The relation that must hold between code and docs (`expect`); `equal` when the claim omits
    /// it.
    pub expect: Expect,
    /// The unit the code value is stored in (`unit = "ms"`), converted to base units before
    /// comparing.
    pub unit: CodeUnit,
    /// The Rust configuration the claim is about (`target = "…"`, `cfg = "…"`); empty means
    /// every `#[cfg]` variant is compared, unless a default target is set.
    pub platform: crate::source::cfg::CfgChoice,
}

/// What must hold between the two sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// `code OP docs` must hold, numbers compared numerically after unit conversion.
    Compare(Op),
    /// The pattern must not occur in code string literals.
    Absent,
    /// The pattern must occur in code string literals.
    Present,
}

impl Expect {
    /// The spelling used in claims files and reports (`equal`, `<=`, `absent`, …).
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
    /// What is read from the page: a phrase, regex, table cell, selector, stated value or the whole
    /// page.
    pub read: DocsRead,
}

/// What the docs side reads from the page.
#[derive(Debug, Clone)]
pub enum DocsRead {
    /// A phrase with pinned counts (`html`, `text`, `normalized`).
    Phrase {
        /// The exact phrase to count.
        phrase: String,
        /// Expected hit count in the decoded raw HTML; `None` leaves it unchecked.
        html: Option<usize>,
        /// Expected hit count in the visible text; `None` leaves it unchecked.
        text: Option<usize>,
        /// Expected hit count in the visible text with whitespace runs collapsed; `None` leaves it
        /// unchecked.
        normalized: Option<usize>,
        /// Count hits inside larger tokens too ("8 rows" in "18 rows"); `false` unless the claim
        /// sets `substring = true`.
        substring: bool,
    },
    /// A regex over the whitespace-normalised visible text; group `value`
    /// (or the whole match) is the docs value.
    Regex {
        /// The regex as written in the claim (`docs.regex`); validated to compile when the file is
        /// parsed.
        regex: String,
    },
    /// A table cell: the row whose key column holds `row`, the column whose
    /// header is `column`.
    Table {
        /// Text of the row's first cell (whitespace-normalised, backticks trimmed) that picks the
        /// row.
        row: String,
        /// Header-row text that picks the column (ASCII case-insensitive).
        column: String,
        /// Only tables whose header row contains this column are searched;
        /// `nth` (1-based) picks one of several matching tables.
        nth: Option<usize>,
    },
    /// A CSS selector; the element's visible text (or `regex` over it) is the value.
    Selector {
        /// The CSS selector; every matching element is read (each is one docs value).
        selector: String,
        /// Optional regex over the element's visible text; group `value` (or the whole match) is
        /// the value.
        regex: Option<String>,
    },
    /// A value stated in the claim itself (e.g. quoted from a post).
    Value {
        /// The stated text, parsed like docs text (`20%`, `8 KiB`, `30s`).
        value: String,
    },
    /// The whole page against its Markdown source in the checkout (`source`: a file, or a
    /// directory the file is discovered in from the page's path); see
    /// [`crate::pages::deployed`].
    Deployed {
        /// The Markdown file or directory in the checkout, relative to it, as written in the claim.
        source: String,
    },
}

/// Where the code side reads.
#[derive(Debug, Clone)]
pub enum CodeSide {
    /// A `PATH::ITEM` selector (see `docdrift extract`).
    Select {
        /// The selector as written (`path/to/file.py::NAME`), the path relative to the checkout.
        selector: String,
    },
    /// String literals in files matching `paths` (globs relative to the checkout).
    Strings {
        /// Globs relative to the checkout naming the files searched.
        paths: Vec<String>,
        /// Literal text a string literal must contain to match.
        contains: Option<String>,
        /// Regex a string literal must match.
        regex: Option<String>,
        /// `only_under = ["tools/"]`: every matching literal must lie under one of these
        /// directories (relative to the checkout); sites are grouped by directory.
        only_under: Vec<String>,
    },
    /// An expression (a constant or a local assignment) applied to a table of
    /// inputs; see [`crate::claims::formula`].
    Formula {
        /// `PATH::ITEM` selector of the constant or local assignment whose expression is evaluated.
        selector: String,
        /// Name → one value per row; every list has the same length (an `expect` list becomes one
        /// more column).
        inputs: Vec<(String, Vec<crate::core::value::Value>)>,
        /// Names with a fixed value that override the file's constants.
        given: Vec<(String, crate::core::value::Value)>,
        /// Python expression over inputs, constants, `result` (and `docs`).
        expect: Option<String>,
    },
    /// The source template (f-string / format / % / plain literal) that
    /// contains `contains`, in files matching `paths`; see [`crate::claims::template`].
    Template {
        /// Globs relative to the checkout naming the files searched.
        paths: Vec<String>,
        /// Text the template must contain.
        contains: String,
    },
    /// A command whose output is the code value; runs only with `--allow-probes`.
    Probe(crate::claims::probe::ProbeSpec),
    /// Where `name` is assigned under `path` (a file or directory of the checkout); see
    /// [`crate::source::structure`].
    Assigned {
        /// A file or directory of the checkout, relative to it.
        path: String,
        /// The name looked for: a variable, `self.x`, `Class.attr` or `Struct.field`.
        name: String,
        /// `expect = { count = N }`: exactly N sites.
        count: Option<usize>,
        /// `expect = { only_in = "fn" }`: every site inside that function.
        only_in: Option<String>,
    },
    /// Whether function `from` (in file `path`) calls `to`.
    Calls {
        /// The file holding `from`, relative to the checkout.
        path: String,
        /// The calling function.
        from: String,
        /// The callee looked for, as spelled at the call site.
        to: String,
    },
    /// A fact about the checkout's history: a commit (or the one that introduced a string)
    /// and the tags that do or do not contain it; see [`crate::claims::git_fact`].
    Git(crate::claims::git_fact::GitFact),
}

// ---- raw serde shapes (unknown keys rejected) ----

/// Whether a claims file may read environment variable `name`: one the user
/// named with `--env NAME`, or one starting `DOCDRIFT_`. A claims file from a
/// pull request must not be able to print a token (`${GITHUB_TOKEN}`) into a report.
pub fn env_allowed(name: &str, allowed: &[String]) -> bool {
    name.starts_with("DOCDRIFT_") || allowed.iter().any(|a| a == name)
}

/// Which variables a claims file may read: [`env_allowed`]'s rule, or in untrusted mode
/// only the names given with `--env` (a CI secret may well be named `DOCDRIFT_TOKEN`).
#[derive(Debug, Clone, Copy)]
pub struct EnvRule<'a> {
    /// Variable names the user passed with `--env NAME`.
    pub allowed: &'a [String],
    /// `--untrusted`: only `allowed` names may be read, not even `DOCDRIFT_*`.
    pub untrusted: bool,
}

impl EnvRule<'_> {
    fn admits(&self, name: &str) -> bool {
        if self.untrusted {
            self.allowed.iter().any(|a| a == name)
        } else {
            env_allowed(name, self.allowed)
        }
    }
}

/// A `target.*` value after `${VAR}` expansion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expanded {
    /// The text with every variable replaced (or its default used).
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
    expand_env_with(
        s,
        EnvRule {
            allowed,
            untrusted: false,
        },
    )
}

/// [`expand_env`] under `rule`.
pub fn expand_env_with(s: &str, rule: EnvRule) -> Result<Option<Expanded>, String> {
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
        if set && !rule.admits(name) {
            let which = if rule.untrusted {
                "in --untrusted mode claims files may read only the variables named with --env NAME"
            } else {
                "claims files may read variables starting with DOCDRIFT_ and those named with \
                 --env NAME"
            };
            return Err(format!(
                "`${{{name}}}` names an environment variable this claims file may not read; \
                 {which} (pass --env {name} if you trust this file)"
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
            Some(s) => expand_env_with(
                s.get_ref(),
                EnvRule {
                    allowed: &access.env,
                    untrusted: access.untrusted,
                },
            )
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
    let lines = raw::LineIndex::new(src);
    for spanned in &raw.claims {
        let start = spanned.span().start;
        let line = lines.line(start);
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
        let code = structure_sites(code, rc.expect.as_ref()).map_err(err)?;
        let expect = match rc.expect.as_ref().map(RawExpect::word) {
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
    // Not on disk yet: the spelling decides (evaluation reports it missing).
    let roots: Vec<(PathBuf, Option<PathBuf>)> = roots
        .into_iter()
        .map(|r| {
            let rc = r.canonicalize().ok();
            (r, rc)
        })
        .collect();
    let pairs = roots.iter().map(|(r, rc)| (r.as_path(), rc.as_deref()));
    if page_roots::within_roots(&path, canon.as_deref(), pairs) {
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
    claims_path_allowed(path, base_dir, true)?;
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
            claims_path_allowed(p, base_dir, false)?;
            // Checked before reading: parsing a malformed file costs ~80× its size.
            if let Ok(m) = std::fs::metadata(p) {
                if m.len() > MAX_CLAIMS_BYTES {
                    return Err(ClaimsError::Io {
                        path: p.clone(),
                        source: std::io::Error::new(
                            std::io::ErrorKind::InvalidData,
                            format!(
                                "{} bytes, more than the 1 MiB ({MAX_CLAIMS_BYTES} bytes) a claims file may hold; not read",
                                m.len()
                            ),
                        ),
                    });
                }
            }
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
            "exactly one of select, strings, formula, template, probe, assigned, calls, git; found select, template"
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
