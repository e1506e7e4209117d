//! Docs older than code: for a disagreement whose docs page and code file are both in the
//! checkout's git repository, the commit that last changed each side — the statement's line
//! and the definition's lines, by `git blame` of the work tree (an edit not committed yet is
//! "an uncommitted change", newer than any commit) — and, when the docs' change is the older
//! one, the finding says so: "the docs last changed before the code they describe". That is
//! the evidence a writer quotes ("the troubleshooting page … older than the reload") and the
//! hint of which side moved.
//!
//! Used by `check` (each disagreeing claim, in `evaluate`) and `scan` (each drift finding,
//! from the CLI); `scan --since` dates its broken links itself (`history::blame`). Every git
//! command goes through the safe runner.

use crate::core::finding::{CommitRef, Finding};
use crate::core::git::Repo;
use std::collections::HashMap;
use std::path::Path;
use std::sync::Mutex;

/// The last change of some lines: a commit, or the work tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// Last changed by a commit (the newest among the lines asked about).
    Commit {
        /// The commit: hash, date, author and subject.
        commit: CommitRef,
        /// Committer time, seconds since the epoch (for ordering).
        time: i64,
    },
    /// The work tree differs from HEAD on those lines: an edit newer than any commit.
    Uncommitted,
}

impl Change {
    fn text(&self) -> String {
        match self {
            Change::Commit { commit, .. } => format!(
                "last changed {} ({} '{}', {})",
                commit.date.get(..10).unwrap_or(&commit.date),
                commit.short,
                commit.subject,
                commit.author
            ),
            Change::Uncommitted => "has an uncommitted change".into(),
        }
    }

    /// Ordering key: uncommitted is newest.
    fn time(&self) -> i64 {
        match self {
            Change::Commit { time, .. } => *time,
            Change::Uncommitted => i64::MAX,
        }
    }

    fn commit(&self) -> Option<CommitRef> {
        match self {
            Change::Commit { commit, .. } => Some(commit.clone()),
            Change::Uncommitted => None,
        }
    }
}

/// Blame answers for one run, cached by (file, first line, last line).
pub struct Dater {
    repo: Repo,
    /// Shallow-clone boundary commits: blame gives them every older line, so a line that
    /// blames to one has no known date.
    cut: Vec<String>,
    cache: Mutex<HashMap<(String, usize, usize), Option<Change>>>,
}

impl Dater {
    /// A dater over `repo`'s history; shallow-clone boundaries are read once here.
    pub fn new(repo: Repo) -> Dater {
        let history = crate::claims::git_fact::History::new(&repo);
        let cut = history.shallow_commits().to_vec();
        Dater {
            repo,
            cut,
            cache: Mutex::default(),
        }
    }

    /// The newest change among lines `start..=end` of `path` (any path; `None` outside the
    /// repository, for a file git does not track, or lines past its end).
    pub fn lines(&self, path: &Path, start: usize, end: usize) -> Option<Change> {
        if start == 0 {
            return None;
        }
        let rel = self.repo.relative(path)?;
        let end = end.max(start);
        let key = (rel.clone(), start, end);
        if let Some(hit) = self
            .cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            return hit.clone();
        }
        let found = blame(&self.repo, &rel, start, end).filter(|c| match c {
            Change::Commit { commit, .. } => !self.cut.contains(&commit.hash),
            Change::Uncommitted => true,
        });
        self.cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, found.clone());
        found
    }

    /// One sentence dating both sides, with the conclusion when the docs are older; `None`
    /// when either side cannot be dated.
    pub fn sentence(
        &self,
        docs: (&Path, usize),
        code: (&Path, usize, usize),
        shown: (&str, &str),
    ) -> Option<(String, Change, Change)> {
        let d = self.lines(docs.0, docs.1, docs.1)?;
        let c = self.lines(code.0, code.1, code.2)?;
        let tail = if d.time() < c.time() {
            ": the docs last changed before the code they describe"
        } else if d.time() > c.time() {
            ": the docs changed after the code"
        } else {
            ""
        };
        Some((
            format!(
                "dates: docs {} {}; code {} {}{tail}",
                shown.0,
                d.text(),
                shown.1,
                c.text()
            ),
            d,
            c,
        ))
    }
}

/// `git blame --porcelain -L start,end -- path` of the work tree's file.
fn blame(repo: &Repo, rel: &str, start: usize, end: usize) -> Option<Change> {
    let range = format!("-L{start},{end}");
    let out = repo.run(["blame", "--porcelain", &range, "--", rel]).ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&out.stdout);
    // Porcelain: a header `<hash> <orig> <final> [<n>]`, the commit's fields the first time
    // it appears, then the line itself after a tab.
    let mut fields: HashMap<String, HashMap<&str, String>> = HashMap::new();
    let mut current = String::new();
    let mut hashes = Vec::new();
    for line in text.lines() {
        if line.starts_with('\t') {
            continue;
        }
        let first = line.split(' ').next().unwrap_or("");
        if first.len() == 40 && first.bytes().all(|b| b.is_ascii_hexdigit()) {
            current = first.to_string();
            hashes.push(current.clone());
            continue;
        }
        if let Some((k, v)) = line.split_once(' ') {
            if matches!(k, "author" | "committer-time" | "committer-tz" | "summary") {
                fields
                    .entry(current.clone())
                    .or_default()
                    .insert(k, v.to_string());
            }
        }
    }
    let mut best: Option<Change> = None;
    for h in hashes {
        let change = if h.bytes().all(|b| b == b'0') {
            Change::Uncommitted
        } else {
            let f = fields.get(&h)?;
            let time: i64 = f.get("committer-time")?.parse().ok()?;
            let tz = f.get("committer-tz").map(String::as_str).unwrap_or("+0000");
            Change::Commit {
                commit: CommitRef {
                    short: h[..7].to_string(),
                    hash: h.clone(),
                    date: iso(time, tz),
                    author: f.get("author").cloned().unwrap_or_default(),
                    subject: f.get("summary").cloned().unwrap_or_default(),
                    first_tag: None,
                },
                time,
            }
        };
        if best.as_ref().is_none_or(|b| change.time() > b.time()) {
            best = Some(change);
        }
    }
    best
}

/// Seconds and a `+0100` zone as strict ISO 8601, as `git log --format=%cI` writes it.
fn iso(time: i64, tz: &str) -> String {
    let sign = if tz.starts_with('-') { -1 } else { 1 };
    let digits = tz.trim_start_matches(['+', '-']);
    let (h, m) = (
        digits
            .get(..2)
            .and_then(|x| x.parse::<i32>().ok())
            .unwrap_or(0),
        digits
            .get(2..4)
            .and_then(|x| x.parse::<i32>().ok())
            .unwrap_or(0),
    );
    let offset = chrono::FixedOffset::east_opt(sign * (h * 3600 + m * 60))
        .unwrap_or_else(|| chrono::FixedOffset::east_opt(0).expect("zero offset"));
    chrono::DateTime::from_timestamp(time, 0)
        .map(|t| {
            t.with_timezone(&offset)
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
        })
        .unwrap_or_default()
}

/// Date a check finding: its first local docs page with a line and its first code evidence
/// with a line, both in `dater`'s repository. Docs paths resolve from `base_dir`, code files
/// from `checkout`. Sets each side's `last_change` and adds the sentence to the details.
pub fn annotate(f: &mut Finding, dater: &Dater, checkout: &Path, base_dir: &Path) {
    let docs = f
        .docs
        .iter()
        .position(|d| d.line.is_some() && !d.url.contains("://") && !d.url.starts_with('('));
    let code = f.code.iter().position(|c| c.line > 0 && !c.file.is_empty());
    let (Some(di), Some(ci)) = (docs, code) else {
        return;
    };
    let d = &f.docs[di];
    let c = &f.code[ci];
    let docs_path = base_dir.join(&d.url);
    let code_path = checkout.join(&c.file);
    let shown_docs = format!("{}:{}", d.url, d.line.unwrap_or(0));
    let shown_code = format!("{}:{}", c.file, c.line);
    let Some((sentence, dc, cc)) = dater.sentence(
        (&docs_path, d.line.unwrap_or(0)),
        (&code_path, c.line, c.end_line),
        (&shown_docs, &shown_code),
    ) else {
        return;
    };
    f.docs[di].last_change = dc.commit();
    f.code[ci].last_change = cc.commit();
    f.details.push(sentence);
}

/// Date every drift finding of a scan whose docs place (a page file with a line) and first
/// definition are in `checkout`'s repository: the sentence goes to the finding's details, so
/// every format shows it. Nothing happens outside a git work tree.
pub fn annotate_scan(result: &mut crate::scan::ScanResult, checkout: &Path) {
    let Some(repo) = Repo::discover(checkout) else {
        return;
    };
    let dater = Dater::new(repo);
    for f in &mut result.findings {
        if f.quiet || f.class.verdict() != crate::core::finding::Verdict::Disagree {
            continue;
        }
        let Some(m) = f.mention.as_ref().or(f.mentions.first()) else {
            continue;
        };
        let (Some(line), Some(code)) = (m.line, f.code.first()) else {
            continue;
        };
        if m.page.contains("://") {
            continue;
        }
        let file = checkout.join(&code.item.file);
        let shown_docs = format!("{}:{line}", m.page);
        let shown_code = format!("{}:{}", code.item.file.display(), code.item.line);
        if let Some((sentence, _, _)) = dater.sentence(
            (Path::new(&m.page), line),
            (&file, code.item.line, code.item.end_line),
            (&shown_docs, &shown_code),
        ) {
            f.details.push(sentence);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn git_zones_become_iso_offsets() {
        assert_eq!(iso(0, "+0000"), "1970-01-01T00:00:00Z");
        assert_eq!(iso(0, "+0130"), "1970-01-01T01:30:00+01:30");
        assert_eq!(iso(3600, "-0500"), "1969-12-31T20:00:00-05:00");
    }
}
