//! Baselines without git history: a saved set of known drift findings. `scan
//! --write-baseline FILE` saves the drift of a run; `scan --baseline FILE` compares a run
//! with it — a finding the baseline holds is *known* (listed and counted, exit 0), one it
//! lacks is *new* (exit 1), one whose docs place and definition it holds with other values
//! is *updated* (exit 1), and an entry no finding matches is *absent* (fixed). An entry may
//! carry a `reason` and an `expires` date (`YYYY-MM-DD`), like `[[check.accept]]`; after
//! that date it no longer hides anything. The file may also be the JSON report of an
//! earlier `scan --format json` run: entries are read from the same fields.

use crate::core::finding::{Finding, Verdict};
use crate::core::hash::sha256_hex;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// Marker and version of a baseline file.
pub const FORMAT: &str = "docdrift-baseline/1";

/// Why a baseline could not be read or written.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BaselineError {
    /// The baseline file could not be read.
    #[error("cannot read baseline {}: {source}", path.display())]
    Read {
        /// The file, as given.
        path: PathBuf,
        /// The underlying I/O error.
        #[source]
        source: std::io::Error,
    },
    /// The file is neither a baseline nor a `scan --format json` report.
    #[error("{}: not a docdrift baseline: {why} (expected the file `scan --write-baseline` writes, or a `scan --format json` report)", path.display())]
    Shape {
        /// The file, as given.
        path: PathBuf,
        /// What is wrong with it (not JSON, no `format` marker and no `findings` array, a field of
        /// the wrong type).
        why: String,
    },
    /// An entry's `expires` is not a `YYYY-MM-DD` date.
    #[error("{}: entry {index}: `expires` = {value:?} is not a date (expected YYYY-MM-DD)", path.display())]
    Expiry {
        /// The file, as given.
        path: PathBuf,
        /// 1-based position of the entry in `entries`.
        index: usize,
        /// The `expires` text as written.
        value: String,
    },
    /// `--write-baseline` names an existing file that is not a baseline; it is left alone.
    #[error("{}: exists and is not a docdrift baseline; refusing to overwrite it", path.display())]
    WouldOverwrite {
        /// The file, as given.
        path: PathBuf,
    },
    /// The baseline could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The file, as given.
        path: PathBuf,
        /// The underlying I/O error.
        #[source]
        source: std::io::Error,
    },
}

/// One known finding.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Entry {
    /// `class/name/n` as the scan reported it.
    pub id: String,
    /// The finding's message when it was saved (informational; not used to match).
    pub message: String,
    /// Docs places (`page:line`) and definitions (`file::name`), sorted.
    pub docs: Vec<String>,
    /// Definitions (`file::name`) the finding read, sorted and deduplicated.
    pub code: Vec<String>,
    /// The docs text as read when saved; a different value at the same place makes the finding
    /// *updated*.
    pub docs_value: Option<String>,
    /// The code value when saved; a different value at the same place makes the finding *updated*.
    pub code_value: Option<String>,
    /// Why the finding is known, as the user wrote it; shown beside it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The last day (`YYYY-MM-DD`, inclusive) the entry hides the finding; `None`: never expires.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expires: Option<String>,
}

impl Entry {
    /// From a finding of this run; `page` makes a docs URL/path comparable across runs.
    pub fn of(f: &Finding, page: &dyn Fn(&str) -> String) -> Entry {
        let mut docs: Vec<String> = f.docs.iter().map(|d| page(&d.url)).collect();
        docs.sort();
        docs.dedup();
        let mut code: Vec<String> = f
            .code
            .iter()
            .map(|c| format!("{}::{}", c.file, c.name))
            .collect();
        code.sort();
        code.dedup();
        Entry {
            id: f.id.clone(),
            message: f.message.clone(),
            docs,
            code,
            docs_value: f.docs_raw.clone(),
            code_value: f.code_value.clone(),
            reason: None,
            expires: None,
        }
    }

    /// What the finding is about: class and name, docs places, definitions.
    fn place_key(&self) -> String {
        let base = self.id.rsplit_once('/').map(|(b, _)| b).unwrap_or(&self.id);
        sha256_hex(format!("{base}\n{}\n{}", self.docs.join("\n"), self.code.join("\n")).as_bytes())
    }

    /// The place and both values.
    fn value_key(&self) -> String {
        sha256_hex(
            format!(
                "{}\n{:?}\n{:?}",
                self.place_key(),
                self.docs_value,
                self.code_value
            )
            .as_bytes(),
        )
    }
}

/// A baseline file.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Baseline {
    /// The file's marker and version, [`FORMAT`] (`docdrift-baseline/1`).
    pub format: String,
    /// The known findings.
    pub entries: Vec<Entry>,
}

/// Where one finding stands against the baseline (SARIF's `baselineState` words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum State {
    /// Not in the baseline (or its entry expired): the run fails.
    New,
    /// In the baseline with the same place and values: known, the run passes.
    Unchanged,
    /// In the baseline at the same place with other values: the run fails.
    Updated,
    /// A baseline entry no finding of this run matches: fixed.
    Absent,
}

impl State {
    /// The state's lowercase name, as SARIF's `baselineState` spells it.
    pub fn as_str(&self) -> &'static str {
        match self {
            State::New => "new",
            State::Unchanged => "unchanged",
            State::Updated => "updated",
            State::Absent => "absent",
        }
    }
}

/// The comparison: each drift finding of the run with its state, and the absent entries.
#[derive(Debug, Clone, Serialize)]
pub struct Compared {
    /// (index into the report's findings, state, the matched entry's reason, a note).
    pub findings: Vec<(usize, State, Option<String>, Option<String>)>,
    /// Baseline entries no drift finding of this run matched (fixed, or no longer found).
    pub absent: Vec<Entry>,
}

impl Compared {
    /// How many of this run's drift findings are in state `s`.
    pub fn count(&self, s: State) -> usize {
        self.findings.iter().filter(|f| f.1 == s).count()
    }

    /// New or updated drift: the run fails.
    pub fn fails(&self) -> bool {
        self.findings
            .iter()
            .any(|f| matches!(f.1, State::New | State::Updated))
    }
}

/// Read a baseline, or the entries of a `scan --format json` report (`page` makes a
/// report's docs paths comparable, as [`Entry::of`] does).
pub fn read(path: &Path, page: &dyn Fn(&str) -> String) -> Result<Baseline, BaselineError> {
    let text = std::fs::read_to_string(path).map_err(|source| BaselineError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let shape = |why: String| BaselineError::Shape {
        path: path.to_path_buf(),
        why,
    };
    let v: Value = serde_json::from_str(&text).map_err(|e| shape(format!("not JSON ({e})")))?;
    let b = if v.get("format").and_then(Value::as_str) == Some(FORMAT) {
        serde_json::from_value::<Baseline>(v).map_err(|e| shape(e.to_string()))?
    } else if let Some(fs) = v.get("findings").and_then(Value::as_array) {
        let findings: Vec<Finding> = fs
            .iter()
            .filter_map(finding_from_json)
            .filter(|f| f.verdict == Verdict::Disagree)
            .collect();
        Baseline {
            format: FORMAT.into(),
            entries: findings.iter().map(|f| Entry::of(f, page)).collect(),
        }
    } else {
        return Err(shape(format!(
            "no `format: \"{FORMAT}\"` and no `findings` array"
        )));
    };
    for (i, e) in b.entries.iter().enumerate() {
        if let Some(x) = &e.expires {
            if chrono::NaiveDate::parse_from_str(x, "%Y-%m-%d").is_err() {
                return Err(BaselineError::Expiry {
                    path: path.to_path_buf(),
                    index: i + 1,
                    value: x.clone(),
                });
            }
        }
    }
    Ok(b)
}

/// The fields of a report finding that an entry needs.
fn finding_from_json(v: &Value) -> Option<Finding> {
    let s = |k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
    let verdict = match s("verdict")?.as_str() {
        "disagree" => Verdict::Disagree,
        "agree" => Verdict::Agree,
        "error" => Verdict::Error,
        _ => Verdict::Skipped,
    };
    let docs = v
        .get("docs")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .map(|d| crate::core::finding::DocsEvidence {
                    url: d
                        .get("url")
                        .and_then(Value::as_str)
                        .unwrap_or("")
                        .to_string(),
                    ..Default::default()
                })
                .collect()
        })
        .unwrap_or_default();
    let code = v
        .get("code")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .map(|c| crate::core::finding::CodeEvidence {
                    file: c
                        .get("file")
                        .and_then(Value::as_str)
                        .unwrap_or("")
                        .to_string(),
                    name: c
                        .get("name")
                        .and_then(Value::as_str)
                        .unwrap_or("")
                        .to_string(),
                    ..Default::default()
                })
                .collect()
        })
        .unwrap_or_default();
    Some(Finding {
        id: s("id")?,
        says: String::new(),
        claims_file: String::new(),
        claims_line: 0,
        verdict,
        accepted: None,
        message: s("message").unwrap_or_default(),
        expect: String::new(),
        docs_raw: s("docs_raw"),
        docs_value: None,
        code_value: s("code_value"),
        reading: None,
        docs,
        code,
        details: Vec::new(),
        confidence: None,
        error_kind: None,
    })
}

/// Compare the drift findings of a run (`entries[i]` made from `findings[i]`, `drift[i]`
/// true for drift) with a baseline, as of `today`.
pub fn compare(
    baseline: &Baseline,
    entries: &[Entry],
    drift: &[bool],
    today: chrono::NaiveDate,
) -> Compared {
    let mut used = vec![false; baseline.entries.len()];
    let expired = |e: &Entry| {
        e.expires
            .as_deref()
            .and_then(|x| chrono::NaiveDate::parse_from_str(x, "%Y-%m-%d").ok())
            .is_some_and(|d| d < today)
    };
    let mut out = Compared {
        findings: Vec::new(),
        absent: Vec::new(),
    };
    for (i, e) in entries.iter().enumerate() {
        if !drift.get(i).copied().unwrap_or(false) {
            continue;
        }
        let exact = baseline
            .entries
            .iter()
            .enumerate()
            .find(|(j, b)| !used[*j] && b.value_key() == e.value_key());
        let same_place = || {
            baseline
                .entries
                .iter()
                .enumerate()
                .find(|(j, b)| !used[*j] && b.place_key() == e.place_key())
        };
        match exact {
            Some((j, b)) => {
                used[j] = true;
                if expired(b) {
                    out.findings.push((
                        i,
                        State::New,
                        b.reason.clone(),
                        Some(format!(
                            "baseline entry expired on {}",
                            b.expires.clone().unwrap_or_default()
                        )),
                    ));
                } else {
                    out.findings
                        .push((i, State::Unchanged, b.reason.clone(), None));
                }
            }
            None => match same_place() {
                Some((j, b)) => {
                    used[j] = true;
                    out.findings.push((
                        i,
                        State::Updated,
                        b.reason.clone(),
                        Some(format!(
                            "known with docs {} / code {}; now docs {} / code {}",
                            b.docs_value.as_deref().unwrap_or("-"),
                            b.code_value.as_deref().unwrap_or("-"),
                            e.docs_value.as_deref().unwrap_or("-"),
                            e.code_value.as_deref().unwrap_or("-")
                        )),
                    ));
                }
                None => out.findings.push((i, State::New, None, None)),
            },
        }
    }
    out.absent = baseline
        .entries
        .iter()
        .zip(&used)
        .filter(|(_, u)| !**u)
        .map(|(e, _)| e.clone())
        .collect();
    out
}

/// Write `entries` as a baseline, keeping the reason and expiry of entries `previous`
/// already had for the same finding. Refuses to replace a file that is not a baseline.
pub fn write(
    path: &Path,
    entries: Vec<Entry>,
    previous: Option<&Baseline>,
) -> Result<usize, BaselineError> {
    if path.exists() && read(path, &|u| u.to_string()).is_err() {
        return Err(BaselineError::WouldOverwrite {
            path: path.to_path_buf(),
        });
    }
    let entries: Vec<Entry> = entries
        .into_iter()
        .map(|mut e| {
            if let Some(p) =
                previous.and_then(|b| b.entries.iter().find(|p| p.place_key() == e.place_key()))
            {
                e.reason = p.reason.clone();
                e.expires = p.expires.clone();
            }
            e
        })
        .collect();
    let n = entries.len();
    let b = Baseline {
        format: FORMAT.into(),
        entries,
    };
    let text = serde_json::to_string_pretty(&b).unwrap_or_default() + "\n";
    crate::core::atomic::write(path, text.as_bytes()).map_err(|source| BaselineError::Write {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(n)
}

/// `scan --since REV --baseline FILE`: the baseline's word on the `--since` report. A broken
/// link is *known* when the run's finding for it (the same docs page and definition, or for
/// a removed definition the "documented-not-in-code" finding of that name) is one the
/// baseline holds unchanged and unexpired; a known link is still listed, with the reason, but
/// no longer fails the run. Drift listed apart (already drifting at REV, no agreement at
/// REV) is marked the same way, by its finding id. Updated or expired entries stay failing.
pub fn mark_since(
    report: &mut super::SinceReport,
    findings: &[Finding],
    cmp: &Compared,
    page: &dyn Fn(&str) -> String,
) {
    use super::links::Known;
    let known: std::collections::HashMap<usize, Known> = cmp
        .findings
        .iter()
        .filter(|(_, state, _, note)| *state == State::Unchanged && note.is_none())
        .map(|(i, _, reason, _)| {
            (
                *i,
                Known {
                    reason: reason.clone(),
                },
            )
        })
        .collect();
    let name_of = |id: &str| -> String {
        let mut parts = id.splitn(2, '/');
        let _class = parts.next();
        parts
            .next()
            .and_then(|rest| rest.rsplit_once('/').map(|(n, _)| n.to_string()))
            .unwrap_or_default()
    };
    for b in &mut report.broken {
        let files = [b.code.file.as_deref(), Some(b.code.file_at_rev.as_str())];
        b.known = findings.iter().enumerate().find_map(|(i, f)| {
            let on_page = f.docs.iter().any(|d| page(&d.url) == b.docs.page);
            let same_def = f.code.iter().any(|c| {
                (c.name == b.code.name || b.code.name.starts_with(&format!("{} → ", c.name)))
                    && files.contains(&Some(c.file.as_str()))
            }) || (f.code.is_empty() && name_of(&f.id) == b.code.name);
            (on_page && same_def)
                .then(|| known.get(&i).cloned())
                .flatten()
        });
    }
    for l in report
        .already_drifting
        .iter_mut()
        .chain(report.unanchored.iter_mut())
    {
        l.known = findings
            .iter()
            .position(|f| f.id == l.id)
            .and_then(|i| known.get(&i).cloned());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: &str, docs: &str, code: &str) -> Entry {
        Entry {
            id: id.into(),
            message: String::new(),
            docs: vec!["a.md:3".into()],
            code: vec!["x.py::X".into()],
            docs_value: Some(docs.into()),
            code_value: Some(code.into()),
            reason: None,
            expires: None,
        }
    }

    #[test]
    fn known_updated_new_absent_and_expired() {
        let mut known = entry("disagree/X/1", "20", "16");
        known.reason = Some("docs fixed next release".into());
        let mut gone = entry("disagree/Y/1", "1", "2");
        gone.docs = vec!["b.md:1".into()];
        let mut old = entry("disagree/Z/1", "5", "6");
        old.docs = vec!["c.md:1".into()];
        old.expires = Some("2020-01-01".into());
        let b = Baseline {
            format: FORMAT.into(),
            entries: vec![known.clone(), gone.clone(), old.clone()],
        };
        let mut moved = entry("disagree/X/2", "20", "12");
        moved.docs = vec!["a.md:3".into()];
        let mut fresh = entry("disagree/W/1", "1", "2");
        fresh.docs = vec!["d.md:1".into()];
        let now = vec![known.clone(), old.clone(), fresh];
        let today = chrono::NaiveDate::from_ymd_opt(2026, 12, 4).unwrap();
        let c = compare(&b, &now, &[true, true, true], today);
        let states: Vec<State> = c.findings.iter().map(|f| f.1).collect();
        assert_eq!(states, [State::Unchanged, State::New, State::New]);
        assert_eq!(c.findings[0].2.as_deref(), Some("docs fixed next release"));
        assert!(c.findings[1]
            .3
            .as_deref()
            .unwrap()
            .contains("expired on 2020-01-01"));
        assert_eq!(c.absent, vec![gone]);
        assert!(c.fails());
        // Same place, other value: updated.
        let c = compare(&b, &[moved], &[true], today);
        assert_eq!(c.findings[0].1, State::Updated);
    }
}
