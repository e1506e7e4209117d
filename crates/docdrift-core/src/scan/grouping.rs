//! Grouping scan results: attributing mentions to blocks, grouping findings by
//! name and section, and the messages for a group.

#[allow(unused_imports)]
use super::*;

/// A docs config block usually reproduces one file: the defaults dict of a
/// module, or a preset YAML included verbatim. When one code file agrees
/// with most of a block's lines (at least two, and at least 60% of the
/// lines it defines), the block is that file: its lines keep only the
/// candidates of that file's settings, so a preset (`relaxed.yaml`) is not
/// compared with the module defaults or the other way round. Candidates of
/// the same setting in other files (a dict and the example YAML) stay.
pub(crate) fn attribute_blocks(all: &[Mention], cands: &mut [Vec<usize>], index: &CodeIndex) {
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
        let qualifying: Vec<(&Path, usize)> = score
            .iter()
            .filter(|(_, (defined, agreed))| *agreed >= 2 && agreed * 10 >= defined * 6)
            .map(|(f, (_, agreed))| (*f, *agreed))
            .collect();
        if let [(a, _), (b, _)] = qualifying[..] {
            if mirrored(mis, cands, index, a, b) {
                continue;
            }
        }
        let best = qualifying
            .iter()
            .max_by_key(|(f, agreed)| (*agreed, std::cmp::Reverse(*f)))
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

/// One option set declared in two files (a click command and a flake8 plugin's
/// `add_options`, each option in both): the block is both files' equally. Attributing it
/// to the one agreeing with more lines would read a changed default in either as the other
/// file's block; both are kept, and a change to one is a layer disagreeing.
fn mirrored(mis: &[usize], cands: &[Vec<usize>], index: &CodeIndex, a: &Path, b: &Path) -> bool {
    let mut both = 0;
    for &mi in mis {
        let side = |f: &Path| -> Vec<&CodeName> {
            cands[mi]
                .iter()
                .map(|&i| &index.names[i])
                .filter(|n| n.item.file == f)
                .collect()
        };
        match (side(a).as_slice(), side(b).as_slice()) {
            ([x], [y]) if super::one_setting_declared_twice(x, y) => both += 1,
            ([], _) | (_, []) => {}
            _ => return false,
        }
    }
    both >= 2
}

/// Merge the per-mention results: one finding per (class, code name, docs
/// value), listing every docs place that states it and every definition
/// compared. Order: first appearance.
pub(crate) fn group(raw: Vec<ScanFinding>) -> Vec<ScanFinding> {
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
pub(crate) fn group_message(f: &ScanFinding) -> String {
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
                n.shown_name(),
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
                // Best first (`owners::best_first`); a generic name can have thousands.
                .take(3)
                .chain((f.code.len() > 3).then(|| {
                    format!(
                        "and {} more ({} candidates)",
                        f.code.len() - 3,
                        f.code.len()
                    )
                }))
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

pub(crate) fn docs_place(m: &Mention) -> String {
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
pub(crate) struct SectionIndex {
    pub(crate) by_name: BTreeMap<String, Vec<Vec<String>>>,
}

impl SectionIndex {
    pub(crate) fn new(index: &CodeIndex) -> SectionIndex {
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
    pub(crate) fn named_by_context(
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
                    // "## Options" is every option table's heading, not a section named
                    // `OPTIONS` (pymdown's smartsymbols has such a dict of other things).
                    if key.len() < 3 || GENERIC_HEADINGS.contains(&key.as_str()) {
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

pub(crate) fn norm_word(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Heading words that title any settings table, normalised as [`norm_word`] gives them.
const GENERIC_HEADINGS: &[&str] = &[
    "option",
    "options",
    "setting",
    "settings",
    "config",
    "configuration",
    "parameter",
    "parameters",
    "argument",
    "arguments",
    "default",
    "defaults",
    "usage",
];
