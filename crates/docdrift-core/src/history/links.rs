//! Joining a scan at REV with a scan now. Scan is a black box here: only its findings are
//! read, and each is taken apart into (docs place, code definition) pairs. A pair in an
//! `agree` finding at REV is a *link*; a link is broken when a side's value changed since
//! and the docs place no longer agrees with anything now, or when the definition is gone
//! while the docs still state it. A value that did not change on either side never makes a
//! broken link, whatever the matching decides now — that is what keeps precision.

use crate::core::git::Repo;
use crate::scan::mentions::Mention;
use crate::scan::names::{CodeIndex, CodeName};
use crate::scan::{finding_ids, Class, Place, ScanFinding, ScanResult};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::Path;

pub use crate::core::finding::CommitRef;

/// What broke a link.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BreakKind {
    /// The code value changed; the docs still state the old one.
    CodeChanged,
    /// The docs changed away from a code value that did not change.
    DocsChanged,
    /// Both sides changed and no longer agree.
    BothChanged,
    /// The definition is gone; the docs still state it.
    Removed,
}

impl BreakKind {
    /// The kebab-case name the reports and JSON use (`code-changed`, `removed`, …).
    pub fn as_str(&self) -> &'static str {
        match self {
            BreakKind::CodeChanged => "code-changed",
            BreakKind::DocsChanged => "docs-changed",
            BreakKind::BothChanged => "both-changed",
            BreakKind::Removed => "removed",
        }
    }
}

/// The docs side of a broken link.
#[derive(Debug, Clone, Serialize)]
pub struct DocsSide {
    /// The page as scanned now (relative to the docs folder, or the URL).
    pub page: String,
    /// 1-based line of the statement in the page source now, when found there.
    pub line: Option<usize>,
    /// Where on the page, in words: `table 1, row 3`, `code block 2, line 4`, `paragraph 5`.
    pub position: String,
    /// The statement as read now.
    pub text: String,
    /// The name the docs use, as written (`protect_last_n`, `compression.protect_last_n`).
    pub name: String,
    /// The value text the docs stated at REV, exactly as written.
    pub value_at_rev: String,
    /// The value text the docs state now, exactly as written.
    pub value_now: String,
    /// The page's file in the repository, when it is in it.
    pub repo_path: Option<String>,
    /// Commits between REV and HEAD that changed the statement's line (docs changed).
    pub commits: Vec<CommitRef>,
    /// The last commit that touched the page's file.
    pub last_commit: Option<CommitRef>,
    /// The page's file differs from HEAD.
    pub uncommitted: bool,
}

/// The code side of a broken link.
#[derive(Debug, Clone, Serialize)]
pub struct CodeSide {
    /// The definition's name as findings show it (a linked default also names its constant).
    pub name: String,
    /// The kind of definition, as labelled (`constant`, `dict entry`, `rust const`, …).
    pub kind: String,
    /// The definition's file at REV, relative to the checkout.
    pub file_at_rev: String,
    /// 1-based line of the definition at REV.
    pub line_at_rev: usize,
    /// The value expression's source text at REV, trimmed.
    pub expr_at_rev: String,
    /// The folded value at REV; `None` when the expression was not constant.
    pub value_at_rev: Option<String>,
    /// `None` when the definition is gone.
    pub file: Option<String>,
    /// 1-based first line of the definition now; `None` when it is gone.
    pub line: Option<usize>,
    /// 1-based last line of the definition now; `None` when it is gone.
    pub end_line: Option<usize>,
    /// The value expression's source text now, trimmed; `None` when it is gone.
    pub expr_now: Option<String>,
    /// The folded value now; `None` when it is gone or not constant.
    pub value_now: Option<String>,
    /// Commits between REV and HEAD that changed (or removed) the definition.
    pub commits: Vec<CommitRef>,
    /// The work tree changes (or removes) it and HEAD does not.
    pub uncommitted: bool,
}

/// A link that agreed at REV and does not now.
#[derive(Debug, Clone, Serialize)]
pub struct Broken {
    /// Which side moved: the code, the docs, both, or the definition is gone.
    pub kind: BreakKind,
    /// The docs statement: where, what it said at REV and now, and the commits that changed it.
    pub docs: DocsSide,
    /// The code definition: where and what it was at REV and is now, and the commits that changed
    /// it.
    pub code: CodeSide,
    /// Both sides dated and the docs' last change is older than the code's.
    pub docs_older: Option<bool>,
    /// One sentence, in the report's words.
    pub message: String,
    /// `--baseline`: the baseline knows this drift (it does not fail the run).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub known: Option<Known>,
}

/// Drift a baseline holds (`scan --since REV --baseline FILE`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Known {
    /// The entry's `reason`, when it gives one.
    pub reason: Option<String>,
}

impl Known {
    /// "known in the baseline (reason: …)".
    pub fn text(&self) -> String {
        match &self.reason {
            Some(r) => format!("known in the baseline (reason: {r})"),
            None => "known in the baseline".into(),
        }
    }
}

/// A finding listed apart (already drifting at REV, or drift with no link at REV).
#[derive(Debug, Clone, Serialize)]
pub struct Listed {
    /// The finding's id as `scan` prints it (`class/name/n`).
    pub id: String,
    /// The finding's class (`disagree`, `inconsistent`, `documented-not-in-code`, …).
    pub class: String,
    /// The finding's one-sentence message.
    pub message: String,
    /// Docs places as `page:line` (or `page` when the line is unknown).
    pub docs: Vec<String>,
    /// Definitions as `file:line`, relative to the checkout.
    pub code: Vec<String>,
    /// `--baseline`: the baseline knows this finding.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub known: Option<Known>,
}

/// Everything a `--since` run says.
#[derive(Debug, Clone, Serialize)]
pub struct SinceReport {
    /// The revision as the user wrote it, and resolved.
    pub since: String,
    /// The full hash REV resolved to.
    pub since_commit: String,
    /// The full hash of HEAD when the run was made.
    pub head: String,
    /// Links (agreements) at REV.
    pub links: usize,
    /// Links that still agree (or that the docs stopped stating).
    pub held: usize,
    /// Links whose docs statement is gone (not drift).
    pub retired: usize,
    /// The links that broke, ordered by page, line and name.
    pub broken: Vec<Broken>,
    /// Drift now that was drift at REV already.
    pub already_drifting: Vec<Listed>,
    /// Drift now with no agreement at REV behind it (a new statement or definition).
    pub unanchored: Vec<Listed>,
    /// Drift at REV that no longer is.
    pub fixed: usize,
    /// The `--baseline` file the findings were compared with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub baseline: Option<String>,
}

impl SinceReport {
    /// Broken links that fail the run: those no baseline knows.
    pub fn failing(&self) -> usize {
        self.broken.iter().filter(|b| b.known.is_none()).count()
    }
}

impl SinceReport {
    /// Messages written once commits are known; broken links in a stable order.
    pub fn finish(&mut self) {
        for b in &mut self.broken {
            b.message = super::render::sentence(b);
        }
        self.broken.sort_by(|a, b| {
            (&a.docs.page, a.docs.line, &a.code.name).cmp(&(
                &b.docs.page,
                b.docs.line,
                &b.code.name,
            ))
        });
    }
}

/// `(page, path, form, n)`: a docs place, the n-th statement of that name on the page.
type DocsKey = (String, String, &'static str, usize);
/// `(file, name, kind, n)`: a definition.
type CodeKey = (String, String, &'static str, usize);

/// A drift finding: its index, its (docs, code) pairs and its docs places.
type DriftFinding = (usize, Vec<(DocsKey, CodeKey)>, Vec<DocsKey>);

/// The pairs one scan result holds, keyed.
struct Side<'a> {
    mentions: HashMap<DocsKey, &'a Mention>,
    defs: HashMap<CodeKey, &'a CodeName>,
    /// (docs, code) pairs in agreeing findings.
    agree: Vec<(DocsKey, CodeKey)>,
    agree_docs: HashSet<DocsKey>,
    /// `class/name` of drift findings.
    drift_ids: BTreeSet<String>,
    /// Each drift finding: its index, its pairs and its docs places.
    drift: Vec<DriftFinding>,
}

fn pieces(f: &ScanFinding) -> (Vec<&Mention>, Vec<&CodeName>) {
    if f.places.is_empty() {
        (f.mentions.iter().collect(), f.code.iter().collect())
    } else {
        let mut m = Vec::new();
        let mut c = Vec::new();
        for p in &f.places {
            match p {
                Place::Docs(x) => m.push(x.as_ref()),
                Place::Code(x) => c.push(x.as_ref()),
            }
        }
        (m, c)
    }
}

fn base_id(id: &str) -> String {
    id.rsplit_once('/')
        .map(|(b, _)| b.to_string())
        .unwrap_or_default()
}

impl<'a> Side<'a> {
    fn new(
        r: &'a ScanResult,
        index: &'a CodeIndex,
        page_key: &dyn Fn(&str) -> String,
        file_key: &dyn Fn(&str) -> String,
    ) -> Side<'a> {
        // Number statements of one name on one page, and definitions of one name in one
        // file, in source order: the n-th then is the n-th now.
        let mcontent = |m: &Mention| {
            (
                page_key(&m.page),
                m.line.unwrap_or(0),
                format!("{}|{}|{}", m.path.join("."), m.form.as_str(), m.position),
            )
        };
        let ccontent = |c: &CodeName| {
            (
                file_key(&c.item.file.display().to_string()),
                c.item.name.clone(),
                c.item.line,
                c.item.kind.label(),
            )
        };
        // A mention or definition can sit in several findings (as a clone): key by content.
        let mut ms: BTreeMap<(String, usize, String), &Mention> = BTreeMap::new();
        let mut cs: BTreeMap<(String, String, usize, &'static str), &CodeName> = BTreeMap::new();
        for f in &r.findings {
            for m in pieces(f).0 {
                ms.entry(mcontent(m)).or_insert(m);
            }
        }
        // Every definition, not only those in findings: a default changed to a value scan
        // does not compare (Python's `None`) leaves every finding but is not gone.
        for c in &index.names {
            cs.entry(ccontent(c)).or_insert(c);
        }
        let mut mentions = HashMap::new();
        let mut counts: HashMap<(String, String, &'static str), usize> = HashMap::new();
        let mut by_content: HashMap<(String, usize, String), DocsKey> = HashMap::new();
        for (content, m) in &ms {
            let base = (content.0.clone(), m.path.join("."), m.form.as_str());
            let n = counts.entry(base.clone()).or_insert(0);
            *n += 1;
            let key = (base.0, base.1, base.2, *n);
            by_content.insert(content.clone(), key.clone());
            mentions.insert(key, *m);
        }
        let mut defs = HashMap::new();
        let mut dcounts: HashMap<(String, String, &'static str), usize> = HashMap::new();
        let mut def_content: HashMap<(String, String, usize, &'static str), CodeKey> =
            HashMap::new();
        for (content, c) in &cs {
            let base = (content.0.clone(), content.1.clone(), content.3);
            let n = dcounts.entry(base.clone()).or_insert(0);
            *n += 1;
            let key = (base.0, base.1, base.2, *n);
            def_content.insert(content.clone(), key.clone());
            defs.insert(key, *c);
        }
        let mkey = |m: &Mention| by_content.get(&mcontent(m)).cloned();
        let ckey = |c: &CodeName| def_content.get(&ccontent(c)).cloned();
        let mut agree = Vec::new();
        let mut agree_docs = HashSet::new();
        let mut drift_ids = BTreeSet::new();
        let mut drift = Vec::new();
        for (i, (f, id)) in r.findings.iter().zip(finding_ids(r)).enumerate() {
            let (m, c) = pieces(f);
            let pairs: Vec<(DocsKey, CodeKey)> = m
                .iter()
                .filter_map(|m| mkey(m))
                .flat_map(|mk| {
                    c.iter()
                        .filter_map(|c| ckey(c))
                        .map(move |ck| (mk.clone(), ck))
                })
                .collect();
            match f.class {
                Class::Agree => {
                    for m in &m {
                        if let Some(k) = mkey(m) {
                            agree_docs.insert(k);
                        }
                    }
                    agree.extend(pairs);
                }
                // A quiet ambiguity has an agreeing candidate: the docs place agrees.
                Class::Ambiguous if f.quiet => {
                    for m in &m {
                        if let Some(k) = mkey(m) {
                            agree_docs.insert(k);
                        }
                    }
                }
                Class::Ambiguous => {}
                _ => {
                    drift_ids.insert(base_id(&id));
                    let docs: Vec<DocsKey> = m.iter().filter_map(|m| mkey(m)).collect();
                    drift.push((i, pairs, docs));
                }
            }
        }
        Side {
            mentions,
            defs,
            agree,
            agree_docs,
            drift_ids,
            drift,
        }
    }
}

/// What changed under the checkout between REV and the work tree (staged or not), from
/// one `git diff -M REV`.
#[derive(Debug, Default)]
pub struct RangeDiff {
    /// Checkout-relative renames, old → new.
    pub renames: HashMap<String, String>,
    /// Every repository-relative path the diff names (both sides of a rename): a file
    /// of the checkout not named here has the same bytes at REV as in the work tree.
    /// `None` when git could not say, so nothing may be taken as unchanged.
    pub changed: Option<HashSet<String>>,
}

/// The renames and changed paths between `rev` and the work tree under `ck_rel`.
pub fn range_diff(repo: &Repo, rev: &str, ck_rel: &str) -> RangeDiff {
    let mut args = vec!["diff", "-M", "--name-status", "-z", "--no-ext-diff", rev];
    if !ck_rel.is_empty() {
        args.extend(["--", ck_rel]);
    }
    let mut out = RangeDiff::default();
    let o = match repo.run(&args) {
        Ok(o) if o.status.success() => o,
        _ => return out,
    };
    let text = String::from_utf8_lossy(&o.stdout);
    let strip = |p: &str| -> String {
        if ck_rel.is_empty() {
            p.to_string()
        } else {
            p.strip_prefix(ck_rel)
                .map(|s| s.trim_start_matches('/').to_string())
                .unwrap_or_else(|| p.to_string())
        }
    };
    let mut changed = HashSet::new();
    let mut it = text.split('\0');
    while let Some(status) = it.next() {
        if status.is_empty() {
            continue;
        }
        if status.starts_with('R') || status.starts_with('C') {
            let (Some(a), Some(b)) = (it.next(), it.next()) else {
                return out;
            };
            if status.starts_with('R') {
                out.renames.insert(strip(a), strip(b));
            }
            changed.insert(a.to_string());
            changed.insert(b.to_string());
        } else {
            let Some(a) = it.next() else {
                return out;
            };
            changed.insert(a.to_string());
        }
    }
    out.changed = Some(changed);
    out
}

/// A page path made relative to the folder it was read from.
pub fn strip_dir(page: &str, dir: &Path) -> String {
    let d = dir.display().to_string();
    page.strip_prefix(&d)
        .map(|s| s.trim_start_matches(['/', '\\']).to_string())
        .unwrap_or_else(|| page.to_string())
}

/// The two scans and how to name places on each side.
pub struct Join<'a> {
    /// The scan of the docs and code at REV.
    pub then: &'a ScanResult,
    /// The scan of the docs and code now.
    pub now: &'a ScanResult,
    /// What each scan read from the code.
    pub then_index: &'a CodeIndex,
    /// What the scan now read from the code.
    pub now_index: &'a CodeIndex,
    /// Checkout-relative renames, old → new.
    pub renames: &'a HashMap<String, String>,
    /// A page's key; `true` for the REV side.
    pub page_key: &'a dyn Fn(&str, bool) -> String,
    /// Does the page (key) still state this name and value now?
    pub still_stated: &'a dyn Fn(&str, &str, &str) -> bool,
}

fn value_text(c: &CodeName) -> String {
    c.item
        .value
        .as_ref()
        .map(|v| v.to_string())
        .unwrap_or_else(|| c.item.expr.trim().to_string())
}

impl Join<'_> {
    /// Join the two scans into a report of REV (`since` as typed, `since_commit` resolved) against
    /// `head`; commits and messages are filled in later ([`SinceReport::finish`]).
    pub fn run(&self, since: &str, since_commit: &str, head: &str) -> SinceReport {
        let then_page = |p: &str| (self.page_key)(p, true);
        let now_page = |p: &str| (self.page_key)(p, false);
        let then_file = |f: &str| {
            self.renames
                .get(f)
                .cloned()
                .unwrap_or_else(|| f.to_string())
        };
        let now_file = |f: &str| f.to_string();
        let then = Side::new(self.then, self.then_index, &then_page, &then_file);
        let now = Side::new(self.now, self.now_index, &now_page, &now_file);
        let now_agree: HashSet<&(DocsKey, CodeKey)> = now.agree.iter().collect();

        let mut report = SinceReport {
            since: since.to_string(),
            since_commit: since_commit.to_string(),
            head: head.to_string(),
            links: 0,
            held: 0,
            retired: 0,
            broken: Vec::new(),
            already_drifting: Vec::new(),
            unanchored: Vec::new(),
            fixed: 0,
            baseline: None,
        };
        let mut broken_pairs: HashSet<(DocsKey, CodeKey)> = HashSet::new();
        let mut seen: HashSet<&(DocsKey, CodeKey)> = HashSet::new();
        for pair in &then.agree {
            if !seen.insert(pair) {
                continue;
            }
            report.links += 1;
            let (dk, ck) = pair;
            let (Some(m_then), Some(c_then)) = (then.mentions.get(dk), then.defs.get(ck)) else {
                continue;
            };
            let m_now: Option<&Mention> = now.mentions.get(dk).copied().or_else(|| {
                (self.still_stated)(&dk.0, &m_then.name, &m_then.raw_value).then_some(*m_then)
            });
            let Some(m_now) = m_now else {
                report.retired += 1;
                continue;
            };
            let c_now = now.defs.get(ck).copied();
            let docs_changed = m_now.raw_value.trim() != m_then.raw_value.trim();
            let relinked = now.agree_docs.contains(dk) && now.mentions.contains_key(dk);
            let kind = match c_now {
                None if relinked => None,
                None => Some(BreakKind::Removed),
                Some(c_now) => {
                    let code_changed = value_text(c_now) != value_text(c_then);
                    if (!code_changed && !docs_changed) || now_agree.contains(pair) || relinked {
                        None
                    } else if code_changed && docs_changed {
                        Some(BreakKind::BothChanged)
                    } else if code_changed {
                        Some(BreakKind::CodeChanged)
                    } else {
                        Some(BreakKind::DocsChanged)
                    }
                }
            };
            let Some(kind) = kind else {
                report.held += 1;
                continue;
            };
            broken_pairs.insert(pair.clone());
            report.broken.push(Broken {
                kind,
                docs: DocsSide {
                    page: (self.page_key)(&m_now.page, std::ptr::eq(m_now, *m_then)),
                    line: m_now.line,
                    position: m_now.position.clone(),
                    text: m_now.text.clone(),
                    name: m_now.name.clone(),
                    value_at_rev: m_then.raw_value.clone(),
                    value_now: m_now.raw_value.clone(),
                    repo_path: None,
                    commits: Vec::new(),
                    last_commit: None,
                    uncommitted: false,
                },
                code: CodeSide {
                    name: c_then.shown_name(),
                    kind: c_then.item.kind.label().to_string(),
                    file_at_rev: c_then.item.file.display().to_string(),
                    line_at_rev: c_then.item.line,
                    expr_at_rev: c_then.item.expr.trim().to_string(),
                    value_at_rev: c_then.item.value.as_ref().map(|v| v.to_string()),
                    file: c_now.map(|c| c.item.file.display().to_string()),
                    line: c_now.map(|c| c.item.line),
                    end_line: c_now.map(|c| c.item.end_line),
                    expr_now: c_now.map(|c| c.item.expr.trim().to_string()),
                    value_now: c_now.and_then(|c| c.item.value.as_ref().map(|v| v.to_string())),
                    commits: Vec::new(),
                    uncommitted: false,
                },
                docs_older: None,
                message: String::new(),
                known: None,
            });
        }

        // Drift now: a broken link's, drift already at REV, or drift with no link behind it.
        let ids = finding_ids(self.now);
        let broken_docs: HashSet<&DocsKey> = broken_pairs.iter().map(|(d, _)| d).collect();
        for (i, pairs, docs) in &now.drift {
            // A broken link's own finding (the disagreement, or "documented-not-in-code"
            // for a removed definition) is already reported as the link.
            if pairs.iter().any(|p| broken_pairs.contains(p))
                || docs.iter().any(|d| broken_docs.contains(d))
            {
                continue;
            }
            let f = &self.now.findings[*i];
            let id = ids[*i].clone();
            let (m, c) = pieces(f);
            let listed = Listed {
                class: f.class.as_str().to_string(),
                message: f.message.clone(),
                docs: m
                    .iter()
                    .map(|m| match m.line {
                        Some(l) => format!("{}:{l}", now_page(&m.page)),
                        None => now_page(&m.page),
                    })
                    .collect(),
                code: c.iter().map(|c| c.place()).collect(),
                id: id.clone(),
                known: None,
            };
            if then.drift_ids.contains(&base_id(&id)) {
                report.already_drifting.push(listed);
            } else {
                report.unanchored.push(listed);
            }
        }
        report.fixed = then.drift_ids.difference(&now.drift_ids).count();
        report
    }
}
