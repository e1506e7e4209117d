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
//!    [`crate::compare`], classifying each result ([`Class`]);
//! 4. [`to_report`] maps the result onto [`crate::finding::Report`] so every
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

use crate::compare::{compare, parse_docs_value, CodeUnit, Comparison, DocsValue, Op};
use crate::finding::{CodeEvidence, DocsEvidence, Finding, Report, Verdict};
use crate::value::Value;
use mentions::{DocPage, Form, Mention, PageScan};
use names::{CodeIndex, CodeName, Role};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Why scanning could not start.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ScanError {
    #[error("{what} {}: not a directory", path.display())]
    NotADir { what: &'static str, path: PathBuf },
    #[error("cannot read {}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}: no docs pages found (expected .html, .htm or .md files)", path.display())]
    NoPages { path: PathBuf },
    #[error("{}: no HTML snapshots found; run `docdrift fetch` or `docdrift crawl` first", path.display())]
    NoSnapshots { path: PathBuf },
    #[error(transparent)]
    Snapshot(#[from] crate::snapshot::SnapshotError),
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
    Docs(Box<Mention>),
    Code(Box<CodeName>),
}

/// One result of a scan.
#[derive(Debug, Clone)]
pub struct ScanFinding {
    pub class: Class,
    /// The setting (identity) or, when nothing matched, the docs name.
    pub name: String,
    pub mention: Option<Mention>,
    /// Every docs place stating this (the first is `mention`).
    pub mentions: Vec<Mention>,
    pub docs_value: Option<DocsValue>,
    /// The definitions compared (one for agree/disagree; all candidates for
    /// ambiguous; every place for undocumented).
    pub code: Vec<CodeName>,
    pub comparison: Option<Comparison>,
    /// One line: why.
    pub message: String,
    pub details: Vec<String>,
    /// Inconsistent: every place with its value.
    pub places: Vec<Place>,
    /// Ambiguous, but one candidate agrees: no evidence of drift, shown only
    /// with `--all` (verdict `skipped`).
    pub quiet: bool,
}

/// Everything a scan produced.
#[derive(Debug, Clone, Default)]
pub struct ScanResult {
    pub findings: Vec<ScanFinding>,
    pub pages: usize,
    pub mentions: usize,
    /// Mentions whose name the code does not define and that were not
    /// reported (prose names, CLI flags, other projects' keys).
    pub unmatched: usize,
    pub code_names: usize,
    pub warnings: Vec<String>,
}

impl ScanResult {
    pub fn has_drift(&self) -> bool {
        self.findings
            .iter()
            .any(|f| f.class.verdict() == Verdict::Disagree)
    }
}

/// Scan pages against a code index.
pub fn scan(pages: &[DocPage], index: &CodeIndex) -> ScanResult {
    // Pages only tell "undocumented" about config keys: keep just those words.
    let keep: std::collections::HashSet<String> = index
        .config_identities()
        .into_iter()
        .flat_map(|(id, defs)| {
            std::iter::once(id.to_string())
                .chain(defs.into_iter().map(|i| index.names[i].leaf().to_string()))
        })
        .collect();
    // Pages are independent: parse them in parallel (in page order).
    use rayon::prelude::*;
    let scans: Vec<PageScan> = pages
        .par_iter()
        .map(|p| mentions::find_keeping(p, Some(&keep)))
        .collect();
    let mut words: BTreeSet<String> = BTreeSet::new();
    let mut all: Vec<Mention> = Vec::new();
    let mut page_warnings = Vec::new();
    for s in scans {
        page_warnings.extend(s.warnings);
        words.extend(s.words);
        all.extend(s.mentions);
    }
    let mut out = ScanResult {
        pages: pages.len(),
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
    let mut cands: Vec<Vec<usize>> = all
        .iter()
        .map(|m| {
            let exact = index.lookup(&m.path);
            if !exact.is_empty() {
                return exact;
            }
            let loose = index.lookup_loose(&m.path);
            if !loose.is_empty() || m.form != Form::Prose || m.path.len() != 1 {
                return loose;
            }
            // A setting whose default is a constant of its own name:
            // `global_queue_interval` → `DEFAULT_GLOBAL_QUEUE_INTERVAL`.
            index
                .lookup_loose(&[format!("default_{}", m.path[0])])
                .into_iter()
                .filter(|&i| index.names[i].role == Role::Constant)
                .collect()
        })
        .collect();
    attribute_blocks(&all, &mut cands, index);
    for (m, c) in all.iter().zip(&cands) {
        if let Some(b) = m.block {
            if c.iter().any(|&i| index.names[i].role == Role::Config) {
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
        let docs = docs_value(&m.raw_value);
        let cand = &cands[mi];
        if m.example.is_some() {
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
        let mut chosen = choose(m, cand, index);
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
                (i, compare_def(&docs, &m.raw_value, n))
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
        // Several config files defining one key, one of them agreeing: the
        // others are presets (`style/relaxed.json`), different on purpose.
        let is_file_key = |i: usize| {
            matches!(
                index.names[i].item.kind,
                crate::source::Kind::YamlKey
                    | crate::source::Kind::TomlKey
                    | crate::source::Kind::JsonKey
            )
        };
        let agreeing_files: BTreeSet<&str> = compared
            .iter()
            .filter(|(i, c)| c.agree && is_file_key(*i))
            .map(|(i, _)| index.names[*i].identity.as_str())
            .collect();
        let compared: Vec<(usize, Comparison)> = compared
            .into_iter()
            .filter(|(i, c)| {
                c.agree
                    || !is_file_key(*i)
                    || !agreeing_files.contains(index.names[*i].identity.as_str())
            })
            .collect();
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
        if ambiguous {
            raw.push(ambiguous_finding(m, &docs, &compared, index));
            continue;
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
                details.push(format!(
                    "`{}` also names: {}",
                    m.name,
                    identities
                        .iter()
                        .filter(|id| **id != n.identity)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
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
                code: vec![n.clone()],
                comparison: Some(c),
                message: String::new(),
                details,
                places: Vec::new(),
                quiet: false,
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
        let docs_split = docs_places.iter().skip(1).any(|b| {
            !docs_agree(
                &parse_docs_value(&docs_places[0].raw_value),
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
        });
    }
    out
}

/// A docs config block usually reproduces one file: the defaults dict of a
/// module, or a preset YAML included verbatim. When one code file agrees
/// with most of a block's lines (at least two, and at least 60% of the
/// lines it defines), the block is that file: its lines keep only the
/// candidates of that file's settings, so a preset (`relaxed.yaml`) is not
/// compared with the module defaults or the other way round. Candidates of
/// the same setting in other files (a dict and the example YAML) stay.
fn attribute_blocks(all: &[Mention], cands: &mut [Vec<usize>], index: &CodeIndex) {
    let mut blocks: BTreeMap<(&str, usize), Vec<usize>> = BTreeMap::new();
    for (mi, m) in all.iter().enumerate() {
        if let (Some(b), Form::CodeBlock) = (m.block, m.form) {
            blocks.entry((m.page.as_str(), b)).or_default().push(mi);
        }
    }
    for mis in blocks.values() {
        if mis.len() < 2 {
            continue;
        }
        // file -> (lines it defines, lines it agrees with)
        let mut score: BTreeMap<&Path, (usize, usize)> = BTreeMap::new();
        for &mi in mis {
            let docs = docs_value(&all[mi].raw_value);
            let mut files: BTreeMap<&Path, bool> = BTreeMap::new();
            for &i in &cands[mi] {
                let n = &index.names[i];
                let agrees = compare_def(&docs, &all[mi].raw_value, n).agree;
                let e = files.entry(n.item.file.as_path()).or_insert(false);
                *e |= agrees;
            }
            for (f, agrees) in files {
                let s = score.entry(f).or_default();
                s.0 += 1;
                s.1 += usize::from(agrees);
            }
        }
        let best = score
            .iter()
            .filter(|(_, (defined, agreed))| *agreed >= 2 && agreed * 10 >= defined * 6)
            .max_by_key(|(f, (_, agreed))| (*agreed, std::cmp::Reverse(**f)))
            .map(|(f, _)| *f);
        let Some(file) = best else { continue };
        for &mi in mis {
            let ids: BTreeSet<&str> = cands[mi]
                .iter()
                .filter(|&&i| index.names[i].item.file == file)
                .map(|&i| index.names[i].identity.as_str())
                .collect();
            if ids.is_empty() {
                continue;
            }
            let keep: Vec<usize> = cands[mi]
                .iter()
                .copied()
                .filter(|&i| ids.contains(index.names[i].identity.as_str()))
                .collect();
            cands[mi] = keep;
        }
    }
}

/// Merge the per-mention results: one finding per (class, code name, docs
/// value), listing every docs place that states it and every definition
/// compared. Order: first appearance.
fn group(raw: Vec<ScanFinding>) -> Vec<ScanFinding> {
    let mut order: Vec<ScanFinding> = Vec::new();
    let mut at: BTreeMap<(Class, String, String, String), usize> = BTreeMap::new();
    for f in raw {
        let value = f
            .docs_value
            .as_ref()
            .map(|d| {
                d.readings
                    .first()
                    .map(|r| format!("{:?}", r.value))
                    .unwrap_or_else(|| d.raw.clone())
            })
            .unwrap_or_default();
        // Ambiguous findings also differ by their candidates.
        let extra = match f.class {
            Class::Ambiguous => f
                .code
                .iter()
                .map(|c| c.place())
                .collect::<Vec<_>>()
                .join(","),
            _ => String::new(),
        };
        let key = (f.class, f.name.clone(), value, extra);
        match at.get(&key) {
            Some(&k) => {
                let g = &mut order[k];
                for m in f.mentions {
                    if !g
                        .mentions
                        .iter()
                        .any(|x| x.page == m.page && x.position == m.position)
                    {
                        g.mentions.push(m);
                    }
                }
                for c in f.code {
                    if !g.code.iter().any(|x| x.place() == c.place()) {
                        g.code.push(c);
                    }
                }
                for d in f.details {
                    if !g.details.contains(&d) {
                        g.details.push(d);
                    }
                }
                g.quiet &= f.quiet;
            }
            None => {
                at.insert(key, order.len());
                order.push(f);
            }
        }
    }
    for f in &mut order {
        f.message = group_message(f);
        let mut details: Vec<String> = f.mentions.iter().flat_map(mention_details).collect();
        details.dedup();
        details.append(&mut f.details);
        f.details = details;
    }
    order
}

/// One line saying what a grouped finding is.
fn group_message(f: &ScanFinding) -> String {
    let docs_places: Vec<String> = f.mentions.iter().map(docs_place).collect();
    let raw = f
        .mention
        .as_ref()
        .map(|m| m.raw_value.as_str())
        .unwrap_or("");
    let stated = format!(
        "docs state {raw} ({})",
        if docs_places.len() > 3 {
            format!(
                "{}, and {} more places",
                docs_places[..3].join("; "),
                docs_places.len() - 3
            )
        } else {
            docs_places.join("; ")
        }
    );
    let code: Vec<String> = f
        .code
        .iter()
        .map(|n| {
            format!(
                "{} `{}` = {}{}",
                n.place(),
                n.item.name,
                n.item.expr.trim(),
                if n.item.commented_out {
                    " (commented out)"
                } else {
                    ""
                }
            )
        })
        .collect();
    match f.class {
        Class::Agree | Class::Disagree => format!(
            "[{}] `{}`: {stated}; {} — {}",
            f.class.as_str(),
            f.name,
            f.comparison
                .as_ref()
                .map(|c| {
                    if c.agree {
                        c.explanation.clone()
                    } else {
                        c.explanation.replace("code ", "code value ")
                    }
                })
                .unwrap_or_default(),
            code.join("; ")
        ),
        Class::Ambiguous => format!(
            "[ambiguous] `{}`: {stated}, which can mean several definitions: {}",
            f.mention.as_ref().map(|m| m.name.as_str()).unwrap_or(""),
            f.code
                .iter()
                .zip(&code)
                .map(|(n, c)| {
                    let agrees = f
                        .docs_value
                        .as_ref()
                        .is_some_and(|d| n.scalar().is_some_and(|v| compare_exact(d, v).agree));
                    format!("{c} ({})", if agrees { "agrees" } else { "differs" })
                })
                .collect::<Vec<_>>()
                .join("; ")
        ),
        _ => {
            // documented-not-in-code keeps the reason stale() wrote, with
            // every docs place.
            match f.message.split_once(" but the code defines no ") {
                Some((_, rest)) => format!(
                    "[documented-not-in-code] `{}`: {stated} but the code defines no {rest}",
                    f.name
                ),
                None => f.message.clone(),
            }
        }
    }
}

fn docs_place(m: &Mention) -> String {
    let short = m
        .page
        .trim_end_matches('/')
        .rsplit('/')
        .next()
        .unwrap_or(&m.page);
    match m.line {
        Some(l) => format!("{short}:{l}, {}", m.form.as_str()),
        None => format!("{short}, {} {}", m.form.as_str(), m.position),
    }
}

/// Config sections by their last segment, to find the section a heading names.
struct SectionIndex {
    by_name: BTreeMap<String, Vec<Vec<String>>>,
}

impl SectionIndex {
    fn new(index: &CodeIndex) -> SectionIndex {
        let mut by_name: BTreeMap<String, Vec<Vec<String>>> = BTreeMap::new();
        let mut seen = BTreeSet::new();
        for n in &index.names {
            if n.role != Role::Config || n.item.commented_out {
                continue;
            }
            let p = n.parents();
            if let Some(last) = p.last() {
                if seen.insert(p.to_vec()) {
                    by_name.entry(norm_word(last)).or_default().push(p.to_vec());
                }
            }
        }
        SectionIndex { by_name }
    }

    /// The one code section that the mention's innermost naming heading
    /// names, when none of the candidates lives in it.
    fn named_by_context(
        &self,
        m: &Mention,
        chosen: &[usize],
        index: &CodeIndex,
    ) -> Option<Vec<String>> {
        // Only the nearest heading or caption, and only for tables and
        // config blocks: a page title or a sentence is too weak to say a
        // key is missing.
        if m.path.len() != 1 || m.form == Form::Prose {
            return None;
        }
        for ctx in m.context.iter().rev().take(1) {
            let words: Vec<String> = ctx
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(norm_word)
                .collect();
            let mut hits: BTreeSet<&Vec<String>> = BTreeSet::new();
            for n in 1..=3 {
                for w in words.windows(n) {
                    let key = w.concat();
                    if key.len() < 3 {
                        continue;
                    }
                    if let Some(secs) = self.by_name.get(&key) {
                        hits.extend(secs.iter());
                    }
                }
            }
            if hits.is_empty() {
                continue;
            }
            if hits.len() > 1 {
                return None;
            }
            let sec = hits.into_iter().next()?.clone();
            let holds_candidate = chosen
                .iter()
                .any(|&i| index.names[i].parents() == sec.as_slice());
            return (!holds_candidate).then_some(sec);
        }
        None
    }
}

fn norm_word(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Compare a docs value with one definition: `check`'s equality, Rust
/// integers by width, and a string setting against the docs text exactly
/// as written (a final period is part of a prompt, not punctuation).
fn compare_def(docs: &DocsValue, raw: &str, n: &CodeName) -> Comparison {
    let v = n.scalar().cloned().unwrap_or(Value::None);
    let mut c = compare_exact(docs, &v);
    if !c.agree && is_rust_const(n) {
        if let Some(why) = fixed_width_agree(docs, &v) {
            c.agree = true;
            c.explanation = why;
        }
    }
    if let Value::Str(code) = &v {
        let t = raw.trim();
        let unquoted = ['"', '\'', '`']
            .iter()
            .find_map(|q| {
                t.strip_prefix(*q)
                    .and_then(|r| r.strip_suffix(*q))
                    .filter(|_| t.len() >= 2)
            })
            .unwrap_or(t);
        let ws = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        let same = ws(unquoted) == ws(code);
        if same && !c.agree {
            c.agree = true;
            c.explanation = "agrees (text, as written)".into();
        } else if !same && c.agree && ws(unquoted).trim_end_matches('.') == ws(code) {
            // "Be brief." in the docs, "Be brief" in the code: the period
            // is part of the value.
            c.agree = false;
            c.explanation = format!("code value {code:?} is not equal to docs {unquoted:?} (text, as written: the final period differs)");
        }
    }
    c
}

/// Equality as `check` reads it (integers exact since compare.rs compares
/// them exactly).
fn compare_exact(docs: &DocsValue, code: &Value) -> Comparison {
    compare(docs, code, Op::Equal, CodeUnit::Base)
}

fn is_rust_const(n: &CodeName) -> bool {
    use crate::source::Kind;
    matches!(
        n.item.kind,
        Kind::RustConst | Kind::RustStatic | Kind::RustAssocConst
    )
}

/// Rust integers have a width the constant folder does not track: `1 << 31`
/// in a `c_int` is -2147483648. Docs and code agree when they are the same
/// bits in a 8/16/32/64-bit integer.
fn fixed_width_agree(docs: &DocsValue, code: &Value) -> Option<String> {
    let Value::Int(c) = code else { return None };
    for r in &docs.readings {
        let Value::Int(d) = r.value else { continue };
        for bits in [8u32, 16, 32, 64] {
            let m = 1i128 << bits;
            let fits = |x: i128| x >= -(m / 2) && x < m;
            if d != *c && fits(d) && fits(*c) && (d - c).rem_euclid(m) == 0 {
                return Some(format!(
                    "agrees as the same {bits}-bit integer ({d} and {c} have the same bits; the source is folded without its type width)"
                ));
            }
        }
    }
    None
}

/// Read a docs value; code-style literals (`0x1`, `1_000u32`) as their decimal value.
fn docs_value(raw: &str) -> DocsValue {
    match mentions::code_literal(raw) {
        Some(dec) => {
            let mut d = parse_docs_value(&dec);
            d.raw = raw.to_string();
            for r in &mut d.readings {
                r.how = format!("code literal {raw} = {dec}");
            }
            d
        }
        None => parse_docs_value(raw),
    }
}

fn chosen_agrees(m: &Mention, cand: &[usize], index: &CodeIndex, docs: &DocsValue) -> bool {
    let chosen = choose(m, cand, index);
    !chosen.is_empty()
        && chosen.iter().all(|&i| {
            let v = index.names[i].scalar().cloned().unwrap_or(Value::None);
            compare_exact(docs, &v).agree
        })
}

/// Narrow a mention's candidates to the definitions it can mean.
fn choose(m: &Mention, cand: &[usize], index: &CodeIndex) -> Vec<usize> {
    let mut keep: Vec<usize> = cand.to_vec();
    // Section context (innermost heading first) picks among parents.
    // Section context (innermost heading first) picks among config keys of
    // different sections; other definitions wait for the rule below.
    let distinct_parents: BTreeSet<&[String]> = keep
        .iter()
        .filter(|&&i| index.names[i].role == Role::Config)
        .map(|&i| index.names[i].parents())
        .filter(|p| !p.is_empty())
        .collect();
    if distinct_parents.len() > 1 && m.path.len() == 1 {
        let score = |i: usize| -> Option<usize> {
            let n = &index.names[i];
            m.context
                .iter()
                .enumerate()
                .rev()
                .find(|(_, ctx)| n.parents().iter().any(|p| context_names(ctx, p)))
                .map(|(k, _)| k)
        };
        let best = keep
            .iter()
            .filter(|&&i| index.names[i].role == Role::Config)
            .filter_map(|&i| score(i))
            .max();
        if let Some(best) = best {
            keep.retain(|&i| index.names[i].role != Role::Config || score(i) == Some(best));
        }
    }
    let config_ids: BTreeSet<&str> = keep
        .iter()
        .filter(|&&i| index.names[i].role == Role::Config)
        .map(|&i| index.names[i].identity.as_str())
        .collect();
    if !config_ids.is_empty() {
        // A config key is what the docs mean. A parameter default or Default
        // field with the same leaf is the same setting wired in code only
        // when it is the one such definition; constants are other things.
        let defaults: BTreeSet<&str> = cand
            .iter()
            .filter(|&&i| index.names[i].role == Role::Default)
            .map(|&i| index.names[i].identity.as_str())
            .collect();
        // Settings are wired through constructors (`__init__` parameters)
        // and `Default` impls; a helper's parameter is another thing.
        let wires_setting = |n: &CodeName| {
            n.item.kind == crate::source::Kind::RustDefaultField
                || n.full.iter().rev().nth(1).is_some_and(|s| s == "__init__")
        };
        keep.retain(|&i| {
            let n = &index.names[i];
            match n.role {
                Role::Config => true,
                Role::Default => config_ids.len() == 1 && defaults.len() == 1 && wires_setting(n),
                Role::Constant => n.full.len() == m.path.len(),
            }
        });
    }
    keep
}

/// Does a heading (or caption, or title) name this section segment?
fn context_names(ctx: &str, segment: &str) -> bool {
    let norm = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let seg = norm(segment);
    if seg.len() < 3 {
        return false;
    }
    let words: Vec<String> = ctx
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(norm)
        .collect();
    for n in 1..=3 {
        for w in words.windows(n) {
            if w.concat() == seg {
                return true;
            }
        }
    }
    false
}

/// Two code places agree; a commented-out example next to an unset (`None`)
/// default shows what one may set, not a second default.
fn places_agree(a: &CodeName, b: &CodeName) -> bool {
    let (va, vb) = (
        a.scalar().unwrap_or(&Value::None),
        b.scalar().unwrap_or(&Value::None),
    );
    if (a.item.commented_out && *vb == Value::None) || (b.item.commented_out && *va == Value::None)
    {
        return true;
    }
    values_agree(va, vb)
}

fn values_agree(a: &Value, b: &Value) -> bool {
    let text = match a {
        Value::Str(s) => s.clone(),
        other => other.to_string(),
    };
    compare(&parse_docs_value(&text), b, Op::Equal, CodeUnit::Base).agree || a == b
}

fn docs_agree(a: &DocsValue, b: &DocsValue) -> bool {
    b.readings
        .iter()
        .any(|r| compare(a, &r.value, Op::Equal, CodeUnit::Base).agree)
}

fn page_label(m: &Mention) -> String {
    let short = m
        .page
        .trim_end_matches('/')
        .rsplit('/')
        .next()
        .unwrap_or(&m.page)
        .to_string();
    format!("docs {} ({}, {}):", short, m.form.as_str(), m.position)
}

fn mention_details(m: &Mention) -> Vec<String> {
    let mut d = vec![format!(
        "docs {} {}{}: {}",
        m.form.as_str(),
        m.position,
        m.line
            .map(|l| format!(" (source line {l})"))
            .unwrap_or_default(),
        m.text
    )];
    if !m.context.is_empty() {
        d.push(format!("section: {}", m.context.join(" › ")));
    }
    if m.commented {
        d.push("docs: the line is commented out in the docs example".into());
    }
    if let Some(lead) = &m.example {
        d.push(format!("docs: an example block (\"{lead}\")"));
    }
    d
}

fn stale(
    m: &Mention,
    docs: &DocsValue,
    index: &CodeIndex,
    block_known: &BTreeSet<(String, usize)>,
    context_section: Option<&[String]>,
) -> Option<ScanFinding> {
    // The full path the docs mean: the section a heading names, plus the name.
    let wanted: Vec<String> = match context_section {
        Some(sec) => sec.iter().chain(&m.path).cloned().collect(),
        None => m.path.clone(),
    };
    // A name the code defines without a foldable value is not stale, nor
    // one Python reads by name (`conf['locale']`: a setting with no default).
    if index.defines_path(&wanted)
        || index.defined_by_file_path(&wanted)
        || wanted.last().is_some_and(|k| index.reads_key(k))
    {
        return None;
    }
    let parent = &wanted[..wanted.len().saturating_sub(1)];
    let section_known = index.has_section(parent);
    let block_of_known = m.form != Form::Prose
        && m.block
            .is_some_and(|b| block_known.contains(&(m.page.clone(), b)));
    if !(section_known || block_of_known) {
        return None;
    }
    // A long heading naming a section in passing ("Putting template flow
    // control in comments") over a block none of whose keys the code defines
    // anywhere: a generic example (`key1: value1`), not this project's
    // settings. A short heading ("## Memory") is the section's own.
    let heading_words = m.context.last().map_or(0, |h| h.split_whitespace().count());
    if context_section.is_some() && m.block.is_some() && !block_of_known && heading_words > 3 {
        return None;
    }
    let nearest = index.nearest_keys(&wanted, 3);
    let why = if section_known {
        format!(
            "section `{}` exists in code but has no key `{}`",
            parent.join("."),
            wanted.last().cloned().unwrap_or_default()
        )
    } else {
        "other keys of the same docs block are defined in code".to_string()
    };
    let mut details = Vec::new();
    if context_section.is_some() {
        details.push(format!(
            "the section is named by the heading around the mention: {}",
            m.context.join(" › ")
        ));
    }
    if !nearest.is_empty() {
        details.push(format!("nearest keys in code: {}", nearest.join(", ")));
    }
    Some(ScanFinding {
        class: Class::DocumentedNotInCode,
        name: wanted.join("."),
        mention: Some(m.clone()),
        mentions: vec![m.clone()],
        docs_value: Some(docs.clone()),
        code: Vec::new(),
        comparison: None,
        message: format!(
            "[documented-not-in-code] {} `{}` = {} but the code defines no `{}` ({why}){}",
            page_label(m),
            m.name,
            m.raw_value,
            wanted.join("."),
            if nearest.is_empty() {
                String::new()
            } else {
                format!("; renamed? nearest: {}", nearest.join(", "))
            }
        ),
        details,
        places: Vec::new(),
        quiet: false,
    })
}

fn ambiguous_finding(
    m: &Mention,
    docs: &DocsValue,
    compared: &[(usize, Comparison)],
    index: &CodeIndex,
) -> ScanFinding {
    let parts: Vec<String> = compared
        .iter()
        .map(|(i, c)| {
            let n = &index.names[*i];
            format!(
                "{} `{}` = {} ({})",
                n.place(),
                n.item.name,
                n.item.expr.trim(),
                if c.agree { "agrees" } else { "differs" }
            )
        })
        .collect();
    let mut details = Vec::new();
    details.push(
        "no heading, caption or key path around the mention names one section; add the section to the docs or write a claim".into(),
    );
    ScanFinding {
        class: Class::Ambiguous,
        name: m.name.clone(),
        mention: Some(m.clone()),
        mentions: vec![m.clone()],
        docs_value: Some(docs.clone()),
        code: compared
            .iter()
            .map(|(i, _)| index.names[*i].clone())
            .collect(),
        comparison: None,
        message: format!(
            "[ambiguous] {} `{}` = {} can mean several definitions: {}",
            page_label(m),
            m.name,
            m.raw_value,
            parts.join("; ")
        ),
        details,
        places: Vec::new(),
        quiet: compared.iter().any(|(_, c)| c.agree),
    }
}

// ---- docs input ----

/// Every `.html`/`.htm`/`.md` file under `dir`, sorted by path.
pub fn load_docs_dir(dir: &Path) -> Result<Vec<DocPage>, ScanError> {
    if !dir.is_dir() {
        return Err(ScanError::NotADir {
            what: "docs",
            path: dir.to_path_buf(),
        });
    }
    let mut pages = Vec::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = entry.map_err(|e| ScanError::Io {
            path: e.path().unwrap_or(dir).to_path_buf(),
            source: e.into(),
        })?;
        if !entry.file_type().is_file() {
            continue;
        }
        let path = entry.path();
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        let is_md = matches!(ext.as_deref(), Some("md" | "markdown"));
        if !is_md && !matches!(ext.as_deref(), Some("html" | "htm")) {
            continue;
        }
        let bytes = std::fs::read(path).map_err(|source| ScanError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        // Docs in another encoding are read lossily rather than dropped; the
        // replaced bytes cannot form a name or a number.
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let shown = path.display().to_string();
        let mut page = if is_md {
            DocPage::from_markdown(shown, text)
        } else {
            DocPage::from_html(shown, text)
        };
        page.rel = Some(
            path.strip_prefix(dir)
                .unwrap_or(path)
                .to_string_lossy()
                .replace('\\', "/"),
        );
        pages.push(page);
    }
    if pages.is_empty() {
        return Err(ScanError::NoPages {
            path: dir.to_path_buf(),
        });
    }
    Ok(pages)
}

/// The latest snapshot of every page in a store (HTML pages only; others
/// are listed in the returned notes).
pub fn load_snapshots(dir: &Path) -> Result<(Vec<DocPage>, Vec<String>), ScanError> {
    if !dir.is_dir() {
        return Err(ScanError::NotADir {
            what: "snapshots",
            path: dir.to_path_buf(),
        });
    }
    let store = crate::snapshot::Store::new(dir);
    let mut pages = Vec::new();
    let mut notes = Vec::new();
    for rec in store.list()? {
        let snap = store.load_latest(&rec.url)?;
        if !snap.is_html() {
            notes.push(format!(
                "{}: not HTML ({}), not scanned",
                rec.url,
                rec.content_type.as_deref().unwrap_or("no content type")
            ));
            continue;
        }
        let mut page = DocPage::from_html(rec.url.clone(), snap.html().into_owned());
        if rec.title.is_some() {
            page.title = rec.title.clone();
        }
        pages.push(page);
    }
    if pages.is_empty() {
        return Err(ScanError::NoSnapshots {
            path: dir.to_path_buf(),
        });
    }
    Ok((pages, notes))
}

// ---- report ----

/// Map a scan onto the shared report model. Agreements are kept only with
/// `all`; the summary always counts every comparison.
pub fn to_report(result: &ScanResult, checkout: &Path, all: bool) -> Report {
    let findings: Vec<Finding> = result
        .findings
        .iter()
        .zip(finding_ids(result))
        .map(|(f, id)| to_finding(f, id))
        .collect();
    let mut report = Report::new(Vec::new(), Some(checkout.display().to_string()), findings);
    if !all {
        report
            .findings
            .retain(|f| !matches!(f.verdict, Verdict::Agree | Verdict::Skipped));
    }
    report
}

/// `<class>/<name>/<n>` for every finding, in order.
pub fn finding_ids(result: &ScanResult) -> Vec<String> {
    let mut counters: BTreeMap<String, usize> = BTreeMap::new();
    result
        .findings
        .iter()
        .map(|f| {
            // Constants and defaults are named as written, not file-qualified.
            let name = match f.code.first() {
                Some(one) if one.role != Role::Config => one.item.name.as_str(),
                _ => f.name.as_str(),
            };
            let base = format!("{}/{}", f.class.as_str(), name);
            let n = counters.entry(base.clone()).or_insert(0);
            *n += 1;
            format!("{base}/{n}")
        })
        .collect()
}

fn to_finding(f: &ScanFinding, id: String) -> Finding {
    let mut docs = Vec::new();
    let mentions: Vec<&Mention> = if f.places.is_empty() {
        f.mentions.iter().collect()
    } else {
        f.places
            .iter()
            .filter_map(|p| match p {
                Place::Docs(m) => Some(m.as_ref()),
                Place::Code(_) => None,
            })
            .collect()
    };
    for m in mentions {
        docs.push(DocsEvidence {
            url: m.page.clone(),
            title: m.title.clone(),
            matched: Some(m.text.clone()),
            text_offset: m.text_offset,
            line: m.line,
            ..DocsEvidence::default()
        });
    }
    let code: Vec<CodeEvidence> = f.code.iter().map(code_evidence).collect();
    let says = match (&f.mention, f.class) {
        (_, Class::Undocumented) => format!("config key `{}` is documented", f.name),
        (_, Class::Inconsistent) => format!("`{}` has one value everywhere", f.name),
        (Some(m), _) => format!(
            "{} ({}, {}) states `{}` = {}",
            m.page,
            m.form.as_str(),
            m.position,
            m.name,
            m.raw_value
        ),
        (None, _) => f.name.clone(),
    };
    let reading = f
        .comparison
        .as_ref()
        .map(|c| c.explanation.clone())
        .or_else(|| f.docs_value.as_ref().and_then(|d| d.note.clone()));
    let code_value = match f.code.as_slice() {
        [one] => one.scalar().map(|v| v.to_string()),
        _ => None,
    };
    Finding {
        id,
        says,
        claims_file: String::new(),
        claims_line: 0,
        verdict: if f.quiet {
            Verdict::Skipped
        } else {
            f.class.verdict()
        },
        message: f.message.clone(),
        expect: match f.class {
            Class::Undocumented => "documented".into(),
            _ => "equal".into(),
        },
        docs_raw: f.mention.as_ref().map(|m| m.raw_value.clone()),
        docs_value: f.docs_value.as_ref().map(|d| d.to_string()),
        code_value,
        reading,
        docs,
        code,
        details: f.details.clone(),
    }
}

fn code_evidence(n: &CodeName) -> CodeEvidence {
    CodeEvidence {
        file: n.item.file.display().to_string(),
        line: n.item.line,
        end_line: n.item.end_line,
        name: n.item.name.clone(),
        kind: n.item.kind.label().to_string(),
        expr: n.item.expr.clone(),
        value: n.item.value.as_ref().map(|v| v.to_string()),
        cfg: n.item.cfg.clone(),
        commented_out: n.item.commented_out,
        ..CodeEvidence::default()
    }
}

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
