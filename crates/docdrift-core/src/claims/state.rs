//! What the previous `check` run saw, so a nightly run can stay quiet.
//!
//! `docdrift check --fetch --changed-only` keeps a small state file (by
//! default `snapshots/.check-state.json`): per claim its verdict and both
//! values, per page the body sha256 it read. A claim is *relevant* tonight
//! when it is new, its verdict or either value changed, or its page changed
//! since the last run in a way that touches what the claim reads (the
//! previous/latest snapshots are classified by [`crate::pages::diff`]: asset-only
//! and markup-only changes do not count; a text change counts when it
//! touches the claim's phrase or regex, or always for table/selector reads).
//! When nothing is relevant, `check` prints nothing, so cron mails only
//! when something moved; its exit code still reflects every claim.

use crate::core::finding::Finding;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The state-file format version this build writes (the `version` field).
pub const STATE_VERSION: u32 = 1;

/// One claim as the last run saw it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClaimState {
    /// The verdict's name (`agree`, `disagree`, `error`, `skipped`).
    pub verdict: String,
    /// The docs value as the finding rendered it; `None` when none was read.
    pub docs_value: Option<String>,
    /// The code value as the finding rendered it; `None` when none was read.
    pub code_value: Option<String>,
}

/// The whole state file.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct CheckState {
    /// The format version it was written with ([`STATE_VERSION`]; 0 in an empty state).
    pub version: u32,
    /// Claim id → what the last run saw of it.
    pub claims: BTreeMap<String, ClaimState>,
    /// Page URL → body sha256 read last time.
    pub pages: BTreeMap<String, String>,
    /// Page URL → when `--fetch` first failed to refresh it, for pages that
    /// failed last time (a failure is reported the run it starts, not
    /// every night). Absent in state files written before it existed.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fetch_failures: BTreeMap<String, String>,
}

/// A state file that exists but cannot be used, naming the file.
#[derive(Debug, thiserror::Error)]
pub enum StateError {
    /// The file exists but could not be read.
    #[error("{path}: cannot read check state: {source}")]
    Io {
        /// The state file, as given or defaulted.
        path: String,
        /// The underlying I/O error.
        source: std::io::Error,
    },
    /// The file is not a valid state (not JSON, or the wrong shape); deleting it starts over.
    #[error("{path}: check state is not valid (line {line}): {msg}; delete it to start over")]
    Bad {
        /// The state file, as given or defaulted.
        path: String,
        /// 1-based line where JSON parsing failed.
        line: usize,
        /// The JSON parser's message.
        msg: String,
    },
}

impl CheckState {
    /// Load; a missing file is an empty state (the first run reports everything).
    pub fn load(path: &Path) -> Result<CheckState, StateError> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(CheckState::default()),
            Err(source) => {
                return Err(StateError::Io {
                    path: path.display().to_string(),
                    source,
                })
            }
        };
        serde_json::from_str(&text).map_err(|e| StateError::Bad {
            path: path.display().to_string(),
            line: e.line(),
            msg: e.to_string(),
        })
    }

    /// Record what this run saw (atomically).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let mut s = serde_json::to_string_pretty(self).expect("state serialises");
        s.push('\n');
        crate::core::atomic::write(path, s.as_bytes())
    }

    /// The state of these findings (pages from their docs evidence).
    pub fn from_findings(findings: &[Finding]) -> CheckState {
        let mut st = CheckState {
            version: STATE_VERSION,
            ..CheckState::default()
        };
        for f in findings {
            st.claims.insert(f.id.clone(), claim_state(f));
            for d in &f.docs {
                if let Some(sha) = &d.sha256 {
                    st.pages.insert(d.url.clone(), sha.clone());
                }
            }
        }
        st
    }

    /// Why a finding is relevant compared with this (previous) state, or
    /// `None` when nothing about it changed. `page_changed(url)` answers
    /// whether the page changed in a way that touches this claim.
    pub fn why_relevant(
        &self,
        f: &Finding,
        page_changed: &dyn Fn(&str) -> Option<String>,
    ) -> Option<String> {
        let Some(prev) = self.claims.get(&f.id) else {
            return Some("new claim".into());
        };
        let now = claim_state(f);
        if prev.verdict != now.verdict {
            return Some(format!("verdict {} → {}", prev.verdict, now.verdict));
        }
        if prev.docs_value != now.docs_value {
            return Some(format!(
                "docs value {} → {}",
                prev.docs_value.as_deref().unwrap_or("-"),
                now.docs_value.as_deref().unwrap_or("-")
            ));
        }
        if prev.code_value != now.code_value {
            return Some(format!(
                "code value {} → {}",
                prev.code_value.as_deref().unwrap_or("-"),
                now.code_value.as_deref().unwrap_or("-")
            ));
        }
        for d in &f.docs {
            let (Some(sha), Some(old)) = (&d.sha256, self.pages.get(&d.url)) else {
                continue;
            };
            if sha != old {
                if let Some(why) = page_changed(&d.url) {
                    return Some(why);
                }
            }
        }
        None
    }
}

fn claim_state(f: &Finding) -> ClaimState {
    ClaimState {
        verdict: f.verdict.as_str().to_string(),
        docs_value: f.docs_value.clone(),
        code_value: f.code_value.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::finding::{DocsEvidence, Verdict};

    fn finding(id: &str, verdict: Verdict, docs: &str, sha: &str) -> Finding {
        Finding {
            id: id.into(),
            says: String::new(),
            claims_file: "c.toml".into(),
            claims_line: 1,
            verdict,
            accepted: None,
            error_kind: None,
            message: String::new(),
            expect: "equal".into(),
            docs_raw: None,
            docs_value: Some(docs.into()),
            code_value: Some("8".into()),
            reading: None,
            docs: vec![DocsEvidence {
                url: "http://x/a".into(),
                sha256: Some(sha.into()),
                ..DocsEvidence::default()
            }],
            code: vec![],
            details: vec![],
            confidence: None,
        }
    }

    #[test]
    fn relevance_rules() {
        let old = CheckState::from_findings(&[finding("a", Verdict::Disagree, "20", "s1")]);
        let quiet = |_: &str| None;
        let loud = |_: &str| Some("page text changed around \"last 20\"".to_string());
        // Same everything: not relevant, even if the page checker would say so.
        assert_eq!(
            old.why_relevant(&finding("a", Verdict::Disagree, "20", "s1"), &loud),
            None
        );
        // New id.
        assert_eq!(
            old.why_relevant(&finding("b", Verdict::Agree, "20", "s1"), &quiet)
                .as_deref(),
            Some("new claim")
        );
        // Verdict and value changes.
        assert_eq!(
            old.why_relevant(&finding("a", Verdict::Agree, "8", "s1"), &quiet)
                .as_deref(),
            Some("verdict disagree → agree")
        );
        assert_eq!(
            old.why_relevant(&finding("a", Verdict::Disagree, "25", "s1"), &quiet)
                .as_deref(),
            Some("docs value 20 → 25")
        );
        // Page bytes changed: relevant only when the change touches the claim.
        assert_eq!(
            old.why_relevant(&finding("a", Verdict::Disagree, "20", "s2"), &quiet),
            None
        );
        assert!(old
            .why_relevant(&finding("a", Verdict::Disagree, "20", "s2"), &loud)
            .unwrap()
            .contains("last 20"));
    }

    #[test]
    fn load_save_roundtrip_and_bad_file() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("s.json");
        assert!(CheckState::load(&p).unwrap().claims.is_empty());
        let st = CheckState::from_findings(&[finding("a", Verdict::Agree, "1", "s")]);
        st.save(&p).unwrap();
        assert_eq!(CheckState::load(&p).unwrap().claims["a"].verdict, "agree");
        std::fs::write(&p, "{ not json").unwrap();
        let e = CheckState::load(&p).unwrap_err().to_string();
        assert!(e.contains("check state is not valid (line 1)"), "{e}");
    }
}
