//! `scan`: find drift nobody wrote a claim for.
//!
//! Where it sits: beside `check`. `check` evaluates claims someone wrote;
//! `scan` takes a docs site (snapshots or a directory of HTML/Markdown) and
//! a code checkout and proposes the comparisons itself:
//!
//! 1. [`names`] collects what the code defines (via [`crate::source`]);
//! 2. [`mentions`] finds where the docs state a value for a name (table
//!    rows, config lines in code blocks, "defaults to" prose);
//! 3. [`scan`] matches each mention to the code names it can mean — the
//!    full key path, or the leaf narrowed by the nearest section context,
//!    never a guess between two sections — and compares with
//!    [`crate::claims::compare`], classifying each result ([`Class`]);
//! 4. [`to_report`] maps the result onto [`crate::core::finding::Report`] so every
//!    report format renders it, and [`draft`] writes the comparisons as a
//!    claims file a user promotes into `claims/`.
//!
//! Precision comes before recall: a value is read only where the docs tie it
//! to a name, a leaf that names keys in two sections is resolved by context
//! or reported as ambiguous, and "undocumented" is only said of config keys
//! whose section the docs do document.

pub mod draft;
pub mod mentions;
pub mod names;
pub mod table;

use crate::claims::compare::{compare, parse_docs_value, CodeUnit, Comparison, DocsValue, Op};
use crate::core::finding::{CodeEvidence, DocsEvidence, Finding, Report, Verdict};
use crate::core::value::Value;
use mentions::{DocPage, Form, Mention, PageScan};
use names::{CodeIndex, CodeName, Role};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

mod agree;
mod alternatives;
mod bases;
mod confidence;
mod derived;
pub(crate) mod files;
mod findings;
mod grouping;
mod imported;
mod load;
mod owners;
mod references;
mod release;
mod surfaces;
#[allow(unused_imports)]
pub(crate) use agree::*;
#[allow(unused_imports)]
pub use findings::*;
#[allow(unused_imports)]
pub(crate) use grouping::*;
#[allow(unused_imports)]
pub use load::*;

/// Why scanning could not start.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ScanError {
    /// A directory argument is missing or not a directory.
    #[error("{what} {}: not a directory", path.display())]
    NotADir {
        /// Which argument: `docs`, `snapshots` or `checkout`.
        what: &'static str,
        /// The path as given.
        path: PathBuf,
    },
    /// A docs file or directory could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The operating system's or the walk's error.
        #[source]
        source: std::io::Error,
    },
    /// The docs directory holds no `.html`, `.htm` or `.md` file.
    #[error("{}: no docs pages found (expected .html, .htm or .md files)", path.display())]
    NoPages {
        /// The docs directory.
        path: PathBuf,
    },
    /// The snapshot store holds no HTML page.
    #[error("{}: no HTML snapshots found; run `docdrift fetch` or `docdrift crawl` first", path.display())]
    NoSnapshots {
        /// The snapshot directory.
        path: PathBuf,
    },
    /// The snapshot store could not read a page.
    #[error(transparent)]
    Snapshot(#[from] crate::pages::snapshot::SnapshotError),
}

/// The reason class of a finding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    /// The docs value equals the code value (under some reading).
    Agree,
    /// The docs state a value the code does not have.
    Disagree,
    /// One setting has different values in different places (docs vs docs,
    /// or code vs code: `DEFAULT_CONFIG` vs the example config).
    Inconsistent,
    /// The docs state a value for a key the code does not define (renamed or removed).
    DocumentedNotInCode,
    /// A config key the docs never mention, in a section they do document.
    Undocumented,
    /// The name can mean several definitions with different values.
    Ambiguous,
}

impl Class {
    /// The kebab-case name used in finding ids and every output (`agree`, `documented-not-in-code`
    /// …).
    pub fn as_str(&self) -> &'static str {
        match self {
            Class::Agree => "agree",
            Class::Disagree => "disagree",
            Class::Inconsistent => "inconsistent",
            Class::DocumentedNotInCode => "documented-not-in-code",
            Class::Undocumented => "undocumented",
            Class::Ambiguous => "ambiguous",
        }
    }

    /// The verdict a finding of this class carries: agree, disagree (inconsistent,
    /// documented-not-in-code and undocumented too), or error for ambiguous.
    pub fn verdict(&self) -> Verdict {
        match self {
            Class::Agree => Verdict::Agree,
            Class::Disagree
            | Class::Inconsistent
            | Class::DocumentedNotInCode
            | Class::Undocumented => Verdict::Disagree,
            Class::Ambiguous => Verdict::Error,
        }
    }
}

/// One place a setting's value was read (for [`Class::Inconsistent`]).
#[derive(Debug, Clone)]
pub enum Place {
    /// A docs statement of the value.
    Docs(Box<Mention>),
    /// A definition in code or config.
    Code(Box<CodeName>),
}

/// One result of a scan.
#[derive(Debug, Clone)]
pub struct ScanFinding {
    /// Why this is a finding: agree, disagree, inconsistent, undocumented …
    pub class: Class,
    /// The setting (identity) or, when nothing matched, the docs name.
    pub name: String,
    /// The docs statement compared (the first of `mentions`); `None` for undocumented keys and
    /// code-only inconsistencies.
    pub mention: Option<Mention>,
    /// Every docs place stating this (the first is `mention`).
    pub mentions: Vec<Mention>,
    /// The docs value as parsed; `None` when no docs value was compared (undocumented,
    /// inconsistent).
    pub docs_value: Option<DocsValue>,
    /// The definitions compared (one for agree/disagree; all candidates for
    /// ambiguous; every place for undocumented).
    pub code: Vec<CodeName>,
    /// How the docs and code values compared (operator, readings, result); `None` when nothing was
    /// compared.
    pub comparison: Option<Comparison>,
    /// One line: why.
    pub message: String,
    /// Extra lines for the reader: other places of the setting, alternatives, code and docs
    /// warnings.
    pub details: Vec<String>,
    /// Inconsistent: every place with its value.
    pub places: Vec<Place>,
    /// Ambiguous, but one candidate agrees: no evidence of drift, shown only
    /// with `--all` (verdict `skipped`).
    pub quiet: bool,
    /// How sure the link is (set for every finding at the end of [`scan`]).
    pub confidence: Option<crate::core::finding::Confidence>,
}

/// Everything a scan produced.
#[derive(Debug, Clone, Default)]
pub struct ScanResult {
    /// Every finding, agreements included (the report drops those unless `--all`).
    pub findings: Vec<ScanFinding>,
    /// Docs pages read.
    pub pages: usize,
    /// Mentions found on all pages (a name tied to a stated value).
    pub mentions: usize,
    /// Mentions whose name the code does not define and that were not
    /// reported (prose names, CLI flags, other projects' keys).
    pub unmatched: usize,
    /// Mentions stating a value for names whose code default is Python's `None` (decided at
    /// run time): not compared.
    pub none_defaults: usize,
    /// Definitions in the code index.
    pub code_names: usize,
    /// What could not be read (code files, pages), one line each; never silent.
    pub warnings: Vec<String>,
}

impl ScanResult {
    /// Confident drift: what fails the run. Low-confidence drift is counted and listed
    /// with `--all`, never a failure on its own.
    pub fn has_drift(&self) -> bool {
        self.findings
            .iter()
            .any(|f| f.class.verdict() == Verdict::Disagree && !confidence::is_low(f))
    }

    /// Drift findings held back as low-confidence.
    pub fn low_confidence_drift(&self) -> usize {
        self.findings
            .iter()
            .filter(|f| f.class.verdict() == Verdict::Disagree && confidence::is_low(f))
            .count()
    }
}

/// Scan pages against a code index.
pub fn scan(pages: &[DocPage], index: &CodeIndex) -> ScanResult {
    let keep = kept_words(index);
    let scans = read_pages(pages, &keep);
    scan_read(pages.len(), scans, &keep, index)
}

/// [`scan`] of the same pages against two indexes (the code at a REV and now, for
/// `scan --since`): the pages are read once, keeping the words either side asks about,
/// and each side's words are cut to its own set, so each result equals [`scan`]'s.
/// Mentions do not depend on the kept words but for required versions (`mentions::asked_for`),
/// and a page the quick check skips for the union it skips for each side too.
pub fn scan_pair(pages: &[DocPage], then: &CodeIndex, now: &CodeIndex) -> (ScanResult, ScanResult) {
    let (keep_then, keep_now) = (kept_words(then), kept_words(now));
    let union: std::collections::HashSet<String> = keep_then.union(&keep_now).cloned().collect();
    let scans = read_pages(pages, &union);
    let then_scans = scans.clone();
    rayon::join(
        || scan_read(pages.len(), then_scans, &keep_then, then),
        || scan_read(pages.len(), scans, &keep_now, now),
    )
}

/// Pages only tell "undocumented" about config keys: the words to keep (and `requires:rust`
/// when the manifest states that version, `release:project` when the code states a release:
/// pages are read for one only then).
pub fn kept_words(index: &CodeIndex) -> std::collections::HashSet<String> {
    use crate::source::Kind;
    let required = (index.names.iter())
        .filter(|n| matches!(n.item.kind, Kind::RequiredVersion | Kind::ProjectVersion))
        .map(|n| n.leaf().to_string());
    index
        .config_identities()
        .into_iter()
        .flat_map(|(id, defs)| {
            std::iter::once(id.to_string())
                .chain(defs.into_iter().map(|i| index.names[i].leaf().to_string()))
        })
        .chain(required)
        .collect()
}

/// Every page's mentions and kept words. Pages are independent: parsed in parallel (in
/// page order). Most pages of a large site can state nothing; those skip the DOM.
fn read_pages(pages: &[DocPage], keep: &std::collections::HashSet<String>) -> Vec<PageScan> {
    let quick = mentions::QuickCheck::new(keep);
    use rayon::prelude::*;
    pages
        .par_iter()
        .map(|p| mentions::find_keeping_quick(p, Some(keep), quick.as_ref()))
        .collect()
}

/// Match the pages' mentions against `index`. `keep` cuts each page's words to the ones
/// this index asks about (a no-op when the pages were read with the same set).
fn scan_read(
    page_count: usize,
    scans: Vec<PageScan>,
    keep: &std::collections::HashSet<String>,
    index: &CodeIndex,
) -> ScanResult {
    let mut words: BTreeSet<String> = BTreeSet::new();
    let mut all: Vec<Mention> = Vec::new();
    let mut page_warnings = Vec::new();
    for s in scans {
        page_warnings.extend(s.warnings);
        words.extend(s.words.into_iter().filter(|w| keep.contains(w)));
        // Pages read for both sides of `scan_pair` hold the required-version statements
        // either side asks for; each side keeps its own, as `scan` of it alone reads them.
        all.extend(
            s.mentions
                .into_iter()
                .filter(|m| mentions::asked_for(m, keep)),
        );
    }
    let mut out = ScanResult {
        pages: page_count,
        mentions: all.len(),
        code_names: index.names.len(),
        warnings: index
            .warnings
            .iter()
            .cloned()
            .chain(page_warnings)
            .collect(),
        ..ScanResult::default()
    };
    // identity -> mentions resolved to it, for inconsistency and coverage.
    let mut resolved: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    // (page, block) -> does the block hold a key the code defines as config?
    let mut block_known: BTreeSet<(String, usize)> = BTreeSet::new();
    let mut cands: Vec<Vec<usize>> = all.iter().map(|m| owners::candidates(m, index)).collect();
    attribute_blocks(&all, &mut cands, index);
    owners::mark_foreign_blocks(&mut all, &cands, index);
    for (m, c) in all.iter().zip(&cands) {
        if let Some(b) = m.block {
            // A bare key many owners define (`model`, `pk`, `name`) says nothing of whose
            // block this is: a fixture (`- model: myapp.person`) is not a config section.
            let telling = m.path.len() >= 2
                || m.path
                    .last()
                    .is_none_or(|leaf| index.owners_of_leaf(leaf) < owners::GENERIC_OWNERS);
            if telling && c.iter().any(|&i| index.names[i].role == Role::Config) {
                block_known.insert((m.page.clone(), b));
            }
        }
    }
    let sections = SectionIndex::new(index);
    let mut raw: Vec<ScanFinding> = Vec::new();

    for (mi, m) in all.iter().enumerate() {
        if m.sample {
            // A response/output sample (`{"success": true, "usage": …}`)
            // shows data, not settings.
            out.unmatched += 1;
            continue;
        }
        if owners::is_file_name(&m.name) {
            // `pyproject.toml`, `.flake8`, `config.yaml`: a file, not the key path
            // `pyproject` › `toml` (class 5).
            out.unmatched += 1;
            continue;
        }
        let docs = docs_value(&m.raw_value);
        let cand = &cands[mi];
        // A block titled with a file the checkout does not have (`settings.py`,
        // `tests/test_settings.py`) is the reader's own file: values a user sets.
        let users_file = m
            .titled_file
            .as_deref()
            .is_some_and(|t| !index.has_file_ending(t));
        if m.example.is_some() || users_file {
            // An example or override block: values a user might set. Agreement
            // is still worth listing; a difference is not drift.
            let agrees = chosen_agrees(m, cand, index, &docs);
            if !agrees {
                out.unmatched += 1;
                continue;
            }
        }
        if cand.is_empty() {
            // A table row or config line under "## Memory" naming a key the
            // code's `memory` section lacks.
            let section = sections.named_by_context(m, &[], index);
            let f = stale(m, &docs, index, &block_known, None).or_else(|| {
                section
                    .as_deref()
                    .and_then(|s| stale(m, &docs, index, &block_known, Some(s)))
            });
            if let Some(f) = f {
                raw.push(f);
            } else {
                out.unmatched += 1;
            }
            continue;
        }
        if owners::names_crate_feature(m) {
            out.unmatched += 1; // whether a feature is on by default is `features.default`'s
            continue;
        }
        let mut chosen = match owners::narrow(m, choose(m, cand, index), cand, index) {
            owners::Narrowed::Keep(c) => c,
            // `name` (default: "x") with nothing saying whose: not a statement scan can
            // place (class 3).
            owners::Narrowed::GenericUnowned => {
                out.unmatched += 1;
                continue;
            }
        };
        // Commented-out keys in an example file are alternatives or hints
        // (`# backend: "ssh"` under `backend: "local"`): compared only when
        // nothing else defines the name, and then only an agreement counts.
        let live: Vec<usize> = chosen
            .iter()
            .copied()
            .filter(|&i| !index.names[i].item.commented_out)
            .collect();
        let only_commented = live.is_empty();
        if !only_commented {
            chosen = live;
        }
        let compared: Vec<(usize, Comparison)> = chosen
            .iter()
            .map(|&i| {
                let n = &index.names[i];
                (i, agree::compare_in(&docs, &m.raw_value, n, index))
            })
            .collect();
        if only_commented && !compared.iter().any(|(_, c)| c.agree) {
            out.unmatched += 1;
            continue;
        }
        let compared: Vec<(usize, Comparison)> = if only_commented {
            compared.into_iter().filter(|(_, c)| c.agree).collect()
        } else {
            compared
        };
        // Python's `None` default means "decided at run time" (Flask's `View.methods = None`
        // becomes the route's methods, `"DEBUG": None` becomes `FLASK_DEBUG`): another
        // stated value is not evidence of drift against it, so it is not compared. A
        // signature autodoc generated shows the default the code had when the docs were
        // built: a `None` now in the module its anchor names is a changed default.
        // So is an `object()` sentinel's repr (`<object object>`), which only autodoc writes.
        let rendered = |i: usize| {
            references::is_object_sentinel(&m.raw_value)
                || m.signature
                    .as_deref()
                    .is_some_and(|md| agree::in_module(&index.names[i].item.file, md, false))
        };
        let before = compared.len();
        let compared: Vec<(usize, Comparison)> = compared
            .into_iter()
            .filter(|(i, c)| c.agree || rendered(*i) || !agree::is_python_none(&index.names[*i]))
            // A Rust `None` the sentence says a dependency fills ("enforced by reqwest").
            .filter(|(i, c)| c.agree || !agree::dependency_decides(&index.names[*i], &m.text))
            .collect();
        if compared.is_empty() && before > 0 {
            out.none_defaults += 1;
            continue;
        }
        // A list default (`("GET",)`) against a docs value that is neither a list nor none
        // (`GET`, a count): what the docs state is not the list, so it is not compared; nor is an
        // enum variant against a word that may name another variant (`agree::comparable`).
        let docs_list = docs
            .readings
            .iter()
            .any(|r| matches!(r.value, Value::List(_) | Value::None));
        let before = compared.len();
        let compared: Vec<(usize, Comparison)> = compared
            .into_iter()
            .filter(|(i, _)| {
                (docs_list || !matches!(index.names[*i].item.value, Some(Value::List(_))))
                    && agree::comparable(&m.raw_value, &index.names[*i], index)
            })
            .collect();
        if compared.is_empty() && before > 0 {
            out.unmatched += 1;
            continue;
        }
        let compared = alternatives::without_presets(compared, index);
        let alternatives::Settled {
            compared,
            notes: mut alt_notes,
        } = alternatives::settle(compared, index);
        let compared = alternatives::one_per_place(compared, index);
        let chosen: Vec<usize> = compared.iter().map(|(i, _)| *i).collect();
        let identities: BTreeSet<&str> = chosen
            .iter()
            .map(|&i| index.names[i].identity.as_str())
            .collect();
        let config_ids: BTreeSet<&str> = chosen
            .iter()
            .filter(|&&i| index.names[i].role == Role::Config)
            .map(|&i| index.names[i].identity.as_str())
            .collect();
        let all_agree = compared.iter().all(|(_, c)| c.agree);
        // A Rust constant declared in places the parser could not read
        // (macro bodies): a disagreement with the readable ones proves nothing.
        if !all_agree {
            let unread = chosen.iter().find_map(|&i| {
                let n = &index.names[i];
                matches!(
                    n.item.kind,
                    crate::source::Kind::RustConst | crate::source::Kind::RustStatic
                )
                .then(|| index.unread_rust_decls(n.leaf()))
                .flatten()
            });
            if let Some((declared, read)) = unread {
                let mut f = ambiguous_finding(m, &docs, &compared, index);
                f.details.push(format!(
                    "`{}` is declared {declared} times in the source but only {read} could be read (the others sit inside macro bodies such as cfg_if!); not compared",
                    m.name
                ));
                raw.push(f);
                continue;
            }
        }
        // A bare key under a heading that names a code section other than
        // the candidates' ("## Memory" over `provider`, found only as
        // `model.provider`): the docs document a key the code's section
        // lacks. Reported as such, never compared with another section's key.
        if !all_agree
            && compared
                .iter()
                .all(|(i, _)| index.names[*i].role == Role::Config)
        {
            if let Some(section) = sections.named_by_context(m, &chosen, index) {
                if let Some(f) = stale(m, &docs, index, &block_known, Some(&section)) {
                    raw.push(f);
                    continue;
                }
            }
        }
        let ambiguous =
            !all_agree && (config_ids.len() > 1 || (config_ids.is_empty() && identities.len() > 1));
        let mut compared = compared;
        let mut everyone = Vec::new();
        if ambiguous {
            compared = owners::best_first(m, compared, cand, index);
            if !findings::unanimous(m, &compared, index) {
                let f = layered_defaults(m, &docs, &compared, index)
                    .unwrap_or_else(|| ambiguous_finding(m, &docs, &compared, index));
                raw.push(f);
                continue;
            }
            // One finding, likeliest definition first, showing every one it can mean.
            everyone = compared
                .iter()
                .map(|(i, _)| index.names[*i].clone())
                .collect();
            compared.truncate(1);
        }
        if config_ids.len() == 1 {
            let id = config_ids.iter().next().copied().unwrap_or_default();
            resolved.entry(id.to_string()).or_default().push(mi);
        }
        for (i, c) in compared {
            let n = &index.names[i];
            let class = if c.agree {
                Class::Agree
            } else {
                Class::Disagree
            };
            let mut details = Vec::new();
            if identities.len() > 1 {
                details.push(findings::also_names(m, n, &identities, ambiguous));
            }
            details.extend(alt_notes.remove(&i).unwrap_or_default());
            details.extend(n.item.warnings.iter().map(|w| format!("code: {w}")));
            if let Some(note) = &docs.note {
                details.push(format!("docs: {note}"));
            }
            raw.push(ScanFinding {
                class,
                name: n.identity.clone(),
                mention: Some(m.clone()),
                mentions: vec![m.clone()],
                docs_value: Some(docs.clone()),
                code: if everyone.is_empty() {
                    vec![n.clone()]
                } else {
                    everyone.clone()
                },
                comparison: Some(c),
                message: String::new(),
                details,
                places: Vec::new(),
                quiet: false,
                confidence: None,
            });
        }
    }
    out.findings = group(raw);

    // One setting, different values in different places: once per run.
    let ids = index.config_identities();
    for (id, defs) in &ids {
        let docs_places: Vec<&Mention> = resolved
            .get(*id)
            .map(|v| {
                v.iter()
                    .map(|&i| &all[i])
                    .filter(|m| m.example.is_none())
                    .collect()
            })
            .unwrap_or_default();
        // Commented-out keys are alternatives, not a second default.
        let code_places: Vec<&CodeName> = defs
            .iter()
            .map(|&i| &index.names[i])
            .filter(|c| !c.item.commented_out)
            .collect();
        // Code vs code is drift only between the program's own default (a
        // dict or `Default` in source) and a config file restating it; two
        // config files that differ are presets (`relaxed.yaml`,
        // `style/cirosantilli.json`), different on purpose.
        let in_source = |c: &&&CodeName| {
            !matches!(
                c.item.kind,
                crate::source::Kind::YamlKey
                    | crate::source::Kind::TomlKey
                    | crate::source::Kind::JsonKey
            )
        };
        let code_split = code_places.iter().filter(in_source).any(|a| {
            code_places
                .iter()
                .filter(|b| !in_source(b))
                .copied()
                .any(|b| !places_agree(a, b))
        });
        // A config block sets what its reader wants (a tutorial's `ssh_port: 2222`); where
        // prose or a table states the value, the blocks that differ from it are such settings,
        // and only the statements are compared with each other.
        let stated: Vec<&&Mention> = docs_places
            .iter()
            .filter(|m| m.form != mentions::Form::CodeBlock)
            .collect();
        let compared_places: Vec<&&Mention> = if stated.is_empty() {
            docs_places.iter().collect()
        } else {
            stated
        };
        let docs_split = compared_places.iter().skip(1).any(|b| {
            !docs_agree(
                &parse_docs_value(&compared_places[0].raw_value),
                &parse_docs_value(&b.raw_value),
            )
        });
        if !(code_split || docs_split) {
            continue;
        }
        let mut parts = Vec::new();
        let mut places = Vec::new();
        let mut seen = BTreeSet::new();
        for m in &docs_places {
            if seen.insert((m.page.clone(), m.position.clone())) {
                parts.push(format!("{} {}", page_label(m), m.raw_value));
                places.push(Place::Docs(Box::new((*m).clone())));
            }
        }
        for c in &code_places {
            parts.push(format!("{} {}", c.place(), c.item.expr.trim()));
            places.push(Place::Code(Box::new((*c).clone())));
        }
        let which = match (docs_split, code_split) {
            (true, true) => "in the docs and in the code",
            (true, false) => "across docs pages",
            _ => "across code and config files",
        };
        let docs_ms: Vec<Mention> = docs_places.iter().map(|m| (*m).clone()).collect();
        out.findings.push(ScanFinding {
            class: Class::Inconsistent,
            name: id.to_string(),
            mention: docs_places.first().map(|m| (*m).clone()),
            mentions: docs_ms,
            docs_value: None,
            code: code_places.iter().map(|c| (*c).clone()).collect(),
            comparison: None,
            message: format!(
                "[inconsistent] `{id}` has different values {which}: {}",
                parts.join("; ")
            ),
            details: Vec::new(),
            places,
            quiet: false,
            confidence: None,
        });
    }

    // Config keys the docs never mention, in sections the docs document:
    // some docs table or config block (not an example) states at least
    // two keys of the section, and at least half of them. A section the
    // docs touch once is not a documented section.
    let mut per_block: BTreeMap<(String, usize), BTreeSet<&str>> = BTreeMap::new();
    for (id, mis) in &resolved {
        for &mi in mis {
            let m = &all[mi];
            if let (Some(b), None) = (m.block, &m.example) {
                per_block
                    .entry((m.page.clone(), b))
                    .or_default()
                    .insert(id.as_str());
            }
        }
    }
    let mut section_keys: BTreeMap<Vec<String>, usize> = BTreeMap::new();
    for defs in ids.values() {
        if defs.iter().all(|&i| index.names[i].item.commented_out) {
            continue;
        }
        let n = &index.names[defs[0]];
        *section_keys.entry(n.parents().to_vec()).or_default() += 1;
    }
    let mut documented_sections: BTreeSet<Vec<String>> = BTreeSet::new();
    for block_ids in per_block.values() {
        let mut by_section: BTreeMap<Vec<String>, usize> = BTreeMap::new();
        for id in block_ids {
            if let Some(defs) = ids.get(id) {
                *by_section
                    .entry(index.names[defs[0]].parents().to_vec())
                    .or_default() += 1;
            }
        }
        for (sec, n) in by_section {
            let total = section_keys.get(&sec).copied().unwrap_or(0);
            if !sec.is_empty() && n >= 2 && n * 2 >= total {
                documented_sections.insert(sec);
            }
        }
    }
    for (id, defs) in &ids {
        let n = &index.names[defs[0]];
        let live = defs.iter().any(|&i| !index.names[i].item.commented_out);
        if !live
            || resolved.contains_key(*id)
            || words.contains(n.leaf())
            || words.contains(*id)
            || !documented_sections.contains(n.parents())
        {
            continue;
        }
        let code: Vec<CodeName> = defs.iter().map(|&i| index.names[i].clone()).collect();
        let places: Vec<String> = code
            .iter()
            .map(|c| format!("{} `{}` = {}", c.place(), c.item.name, c.item.expr.trim()))
            .collect();
        out.findings.push(ScanFinding {
            class: Class::Undocumented,
            name: id.to_string(),
            mention: None,
            mentions: Vec::new(),
            docs_value: None,
            code,
            comparison: None,
            message: format!(
                "[undocumented] config key `{id}` is defined in code but no docs page mentions `{}`, while the docs list the other keys of `{}`: {}",
                n.leaf(),
                n.parents().join("."),
                places.join("; ")
            ),
            details: Vec::new(),
            places: Vec::new(),
            quiet: false,
            confidence: None,
        });
    }
    let block_secs = findings::block_sections(&all, &cands, index);
    for f in &mut out.findings {
        let mut c = confidence::assess(f, index);
        confidence::add(&mut c, findings::section_support(f, &block_secs));
        f.confidence = Some(c);
    }
    out
}

// ---- docs input ----

// ---- report ----

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_words_name_sections() {
        assert!(context_names("Compression settings", "compression"));
        assert!(context_names("Context compressor", "context_compressor"));
        assert!(context_names("Subagents (delegation)", "delegation"));
        assert!(!context_names("Feedback", "db"));
        assert!(!context_names("Compressions", "compression"));
    }

    #[test]
    fn file_modes_read_as_octal() {
        assert_eq!(leading_zero_octal("0600"), Some(0o600));
        assert_eq!(leading_zero_octal("0755"), Some(0o755));
        // No leading zero, a digit octal has not, or too short to be a mode.
        assert_eq!(leading_zero_octal("600"), None);
        assert_eq!(leading_zero_octal("0680"), None);
        assert_eq!(leading_zero_octal("07"), None);
    }

    #[test]
    fn integers_compare_exactly_and_by_width() {
        let d = docs_value("0x6ffffffa");
        assert!(compare_exact(&d, &Value::Int(0x6fff_fffa)).agree);
        let c = compare_exact(&d, &Value::Int(0x6fff_fffb));
        assert!(!c.agree);
        assert_eq!(
            c.explanation,
            "code 1879048187 is not equal to docs 1879048186 (code literal 0x6ffffffa = 1879048186)"
        );
        // 64 KB: the SI reading is inexact, the binary reading exact.
        assert!(compare_exact(&parse_docs_value("64 KB"), &Value::Int(65536)).agree);
        let minus = docs_value("-2_147_483_648i32");
        assert_eq!(
            fixed_width_agree(&minus, &Value::Int(1 << 31)).as_deref(),
            Some("agrees as the same 32-bit integer (-2147483648 and 2147483648 have the same bits; the source is folded without its type width)")
        );
        assert_eq!(fixed_width_agree(&minus, &Value::Int(1 << 30)), None);
    }
}
