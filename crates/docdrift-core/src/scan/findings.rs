//! Turning scan results into findings and a report (stale, ambiguous, evidence).

#[allow(unused_imports)]
use super::*;

pub(crate) fn page_label(m: &Mention) -> String {
    let short = m
        .page
        .trim_end_matches('/')
        .rsplit('/')
        .next()
        .unwrap_or(&m.page)
        .to_string();
    format!("docs {} ({}, {}):", short, m.form.as_str(), m.position)
}

pub(crate) fn mention_details(m: &Mention) -> Vec<String> {
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

pub(crate) fn stale(
    m: &Mention,
    docs: &DocsValue,
    index: &CodeIndex,
    block_known: &BTreeSet<(String, usize)>,
    context_section: Option<&[String]>,
) -> Option<ScanFinding> {
    // A name only the headings give (`CACHES` › `BACKEND` over "Default: ''"): the docs'
    // outline, not a key path the code must have.
    if m.form == Form::Prose && !m.text.contains(m.name.as_str()) {
        return None;
    }
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
        confidence: None,
    })
}

pub(crate) fn ambiguous_finding(
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
                n.shown_name(),
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
        confidence: None,
    }
}

/// Issue 26, class 6: two layers of the program define the setting the docs state, and
/// disagree with each other. With one of them agreeing, the mention was "ambiguous with an
/// agreeing candidate" and hidden — the layers' disagreement is itself drift, reported as
/// `inconsistent` with the docs place. Only exactly two definitions of one setting (see
/// [`same_setting`]): more are a family (`DEFAULT = {"forbid": …}` per rule module, one
/// `--port` per subcommand), not layers.
pub(crate) fn layered_defaults(
    m: &Mention,
    docs: &DocsValue,
    compared: &[(usize, Comparison)],
    index: &CodeIndex,
) -> Option<ScanFinding> {
    let [(a, ca), (b, cb)] = compared else {
        return None;
    };
    let (na, nb) = (&index.names[*a], &index.names[*b]);
    let key = same_setting(na, nb).filter(|_| ca.agree != cb.agree && !places_agree(na, nb))?;
    let show = |n: &CodeName, c: &Comparison| {
        format!(
            "{} `{}` = {}{}",
            n.place(),
            n.item.name,
            n.item.expr.trim(),
            if c.agree {
                " (agrees with the docs)"
            } else {
                ""
            }
        )
    };
    Some(ScanFinding {
        class: Class::Inconsistent,
        name: key.clone(),
        mention: Some(m.clone()),
        mentions: vec![m.clone()],
        docs_value: Some(docs.clone()),
        code: vec![na.clone(), nb.clone()],
        comparison: None,
        message: format!(
            "[inconsistent] `{key}` has two defaults in code that differ: {}; {}; {} states {}",
            show(na, ca),
            show(nb, cb),
            page_label(m),
            m.raw_value
        ),
        details: vec![
            "two layers of defaults disagree: whichever the program reads last decides; make them one".into(),
        ],
        places: Vec::new(),
        quiet: false,
        confidence: None,
    })
}

/// The one setting two definitions declare in two places, by its name: the same key path
/// of dicts in two files (a module's defaults and a loader's fallback); the same
/// command-line flag in two entry points in two files (a click command and a flake8
/// plugin's `add_options`; a program's subcommands in one file are settings of their own);
/// the same field of one Rust type written by two constructors (`Endpoint::new_uri`,
/// `Endpoint::new_uds`).
pub(crate) fn same_setting(a: &CodeName, b: &CodeName) -> Option<String> {
    use crate::source::Kind;
    let (ka, kb) = (&a.item.kind, &b.item.kind);
    if ka != kb {
        return None;
    }
    // `OWNER(--flag)` is (`OWNER`, `--flag`), `Type::ctor.field` (`Type`, `ctor`, `field`):
    // one flag, or one field of one type whatever the constructor.
    fn type_path(n: &CodeName) -> &[String] {
        &n.full[..n.full.len().saturating_sub(2)]
    }
    let two_files = a.item.file != b.item.file;
    match ka {
        Kind::DictEntry => (a.key == b.key && two_files).then(|| a.key.join(".")),
        _ if a.item.name == b.item.name || a.leaf() != b.leaf() => None,
        Kind::CliOption if two_files => Some(a.leaf().to_string()),
        Kind::RustDefaultField if type_path(a) == type_path(b) => Some(a.leaf().to_string()),
        _ => None,
    }
}

/// Two declarations of one option or field ([`same_setting`], not the looser dict layers):
/// which of them the docs mean does not matter to a finding about both.
pub(crate) fn one_setting_declared_twice(a: &CodeName, b: &CodeName) -> bool {
    a.item.kind != crate::source::Kind::DictEntry && same_setting(a, b).is_some()
}

/// Both declarations of one setting ([`one_setting_declared_twice`]) hold one value, and the
/// docs differ from it: whichever the docs mean, they are wrong, so the statement is drift,
/// not ambiguity. Not a config block's line: a block sets what its reader wants (the inverse
/// of every default, to restore an old behaviour), which no prose states as the default.
pub(crate) fn unanimous(m: &Mention, compared: &[(usize, Comparison)], index: &CodeIndex) -> bool {
    let [(a, ca), (b, cb)] = compared else {
        return false;
    };
    let (na, nb) = (&index.names[*a], &index.names[*b]);
    m.form != Form::CodeBlock
        && !ca.agree
        && !cb.agree
        && one_setting_declared_twice(na, nb)
        && places_agree(na, nb)
}

/// "`name` also names: …" for a finding on one of several definitions a name can mean.
pub(crate) fn also_names(
    m: &Mention,
    n: &CodeName,
    identities: &BTreeSet<&str>,
    unanimous: bool,
) -> String {
    let others: Vec<&str> = identities
        .iter()
        .copied()
        .filter(|id| *id != n.identity)
        .collect();
    format!(
        "`{}` also names: {}{}",
        m.name,
        others.join(", "),
        if unanimous {
            ", each holding this value"
        } else {
            ""
        }
    )
}

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
        // The default report is confident drift; low-confidence findings are counted in
        // the summary and listed with `--all`.
        report.findings.retain(|f| {
            !matches!(f.verdict, Verdict::Agree | Verdict::Skipped)
                && f.confidence
                    .as_ref()
                    .is_none_or(|c| c.level != crate::core::finding::ConfidenceLevel::Low)
        });
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

pub(crate) fn to_finding(f: &ScanFinding, id: String) -> Finding {
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
        accepted: None,
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
        confidence: f.confidence.clone(),
        error_kind: None,
    }
}

pub(crate) fn code_evidence(n: &CodeName) -> CodeEvidence {
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

/// Per docs table or block, how many of its mentions resolved to config definitions in
/// each code section (the definitions' parents), counting each mention once.
pub(crate) fn block_sections(
    all: &[Mention],
    cands: &[Vec<usize>],
    index: &CodeIndex,
) -> BTreeMap<(String, usize), BTreeMap<Vec<String>, usize>> {
    let mut out: BTreeMap<(String, usize), BTreeMap<Vec<String>, usize>> = BTreeMap::new();
    for (m, c) in all.iter().zip(cands) {
        let Some(b) = m.block else { continue };
        let parents: BTreeSet<Vec<String>> = c
            .iter()
            .map(|&i| &index.names[i])
            .filter(|n| n.role == Role::Config)
            .map(|n| n.parents().to_vec())
            .collect();
        let entry = out.entry((m.page.clone(), b)).or_default();
        for p in parents {
            *entry.entry(p).or_default() += 1;
        }
    }
    out
}

/// A key reported missing from a code section is a renamed or removed setting when the same
/// docs table or block states another key the code has in a section that ends with the
/// key's own (`compression` › `protect_last_n` beside `tail_mode`).
/// Found only by a section's name somewhere in the code (`grains:` / `iscsi_grains: True`
/// in a user's config, `__salt__` in a template), it is a user's or another tool's key.
pub(crate) fn section_support(
    f: &ScanFinding,
    sections: &BTreeMap<(String, usize), BTreeMap<Vec<String>, usize>>,
) -> Option<crate::core::finding::Evidence> {
    if f.class != Class::DocumentedNotInCode {
        return None;
    }
    let m = f.mention.as_ref()?;
    let wanted: Vec<String> = f.name.split('.').map(str::to_string).collect();
    let parent = &wanted[..wanted.len().saturating_sub(1)];
    let supported = m
        .block
        .and_then(|b| sections.get(&(m.page.clone(), b)))
        .is_some_and(|secs| secs.iter().any(|(sec, n)| *n >= 1 && sec.ends_with(parent)));
    (!supported).then(|| crate::core::finding::Evidence {
        kind: "section-only".into(),
        weight: -5,
        detail: format!(
            "no other key of this docs block was found in code section `{}`: it is known only by its name",
            parent.join(".")
        ),
    })
}
