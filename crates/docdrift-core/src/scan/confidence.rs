//! Confidence of a finding's link (issue 26, "evidence and confidence"): each finding gets
//! the evidence for and against "this docs statement is about this definition" as data,
//! and a level from it. The default report holds the confident drift; low-confidence drift
//! is counted on one line and listed with `--all` (JSON and SARIF carry the evidence).
//!
//! Evidence, with its weight (for > 0 > against):
//!
//! | kind | weight | when |
//! |---|---|---|
//! | `name-next-to-value` | +2 | the name is written in the row, config line or sentence stating the value |
//! | `heading-names-it` | +1 | a nameless default under a heading, term or flag heading naming the item |
//! | `name-from-previous-sentence` | −3 | nothing but the sentence before names it ("Only with the `fastproto` backend. Default: 16777216") |
//! | `default-cue` | +1 | the statement says "default" |
//! | `owner-agrees` | +2 | stated inside the owner's section (rustdoc impl block, the page's item path, a heading or the statement's words naming one of the definition's owners: see `owners`) or by a qualified name |
//! | `unique-name` | +1 | one owner in the checkout defines this name |
//! | `generic-name` | −3 | four or more owners define it, and nothing on the page says which |
//! | `specific-value` / `unspecific-value` | +1 / −1 | `16777216` does not match by accident; `0`, `1`, `true`, `none` do |
//!
//! A link whose weights sum to 0 or less is low-confidence. Code-only findings (a config
//! key restated differently, an undocumented key) have no docs link to doubt: high.

use super::mentions::{Form, Mention};
use super::names::{CodeIndex, CodeName};
use super::ScanFinding;
use crate::core::finding::{Confidence, ConfidenceLevel, Evidence};

use super::owners::{MentionContext, GENERIC_OWNERS};

pub(crate) fn is_low(f: &ScanFinding) -> bool {
    f.confidence
        .as_ref()
        .is_some_and(|c| c.level == ConfidenceLevel::Low)
}

fn ev(kind: &str, weight: i32, detail: String) -> Evidence {
    Evidence {
        kind: kind.to_string(),
        weight,
        detail,
    }
}

/// A value that two unrelated settings share by accident.
fn unspecific(raw: &str) -> bool {
    let v = raw
        .trim()
        .trim_matches(['`', '"', '\''])
        .to_ascii_lowercase();
    matches!(
        v.as_str(),
        "" | "0"
            | "1"
            | "-1"
            | "true"
            | "false"
            | "yes"
            | "no"
            | "on"
            | "off"
            | "none"
            | "null"
            | "enabled"
            | "disabled"
    )
}

pub(crate) fn assess(f: &ScanFinding, index: &CodeIndex) -> Confidence {
    let Some(m) = &f.mention else {
        return Confidence {
            level: ConfidenceLevel::High,
            evidence: vec![ev(
                "code-only",
                1,
                "compares definitions in code (no docs statement to attribute)".into(),
            )],
        };
    };
    let evidence = evidence_of(m, f.code.first(), index);
    let score: i32 = evidence.iter().map(|e| e.weight).sum();
    Confidence {
        level: if score > 0 {
            ConfidenceLevel::High
        } else {
            ConfidenceLevel::Low
        },
        evidence,
    }
}

fn evidence_of(m: &Mention, code: Option<&CodeName>, index: &CodeIndex) -> Vec<Evidence> {
    let mut out = Vec::new();
    let named_in_text = m.text.contains(m.name.as_str());
    match m.form {
        Form::Prose if m.from_previous => out.push(ev(
            "name-from-previous-sentence",
            -3,
            format!(
                "the sentence names nothing; `{}` is named in the sentence before",
                m.name
            ),
        )),
        Form::Prose if !named_in_text => out.push(ev(
            "heading-names-it",
            1,
            format!("stated under the heading or term naming `{}`", m.name),
        )),
        _ => out.push(ev(
            "name-next-to-value",
            2,
            format!(
                "`{}` is written with the value ({})",
                m.name,
                m.form.as_str()
            ),
        )),
    }
    if m.text.to_ascii_lowercase().contains("default") {
        out.push(ev(
            "default-cue",
            1,
            "the statement says \"default\"".into(),
        ));
    }
    let owned = if let Some(t) = &m.owner_type {
        out.push(ev(
            "owner-agrees",
            2,
            format!("stated in `{t}`'s impl block"),
        ));
        true
    } else if m.path.len() >= 2 {
        out.push(ev(
            "owner-agrees",
            2,
            format!("qualified name `{}`", m.path.join(".")),
        ));
        true
    } else if let Some(owner) = code.and_then(|c| MentionContext::of(m).named_owner(c)) {
        out.push(ev(
            "owner-agrees",
            2,
            format!("the page, heading or statement names the definition's owner `{owner}`"),
        ));
        true
    } else {
        false
    };
    let leaf = m.path.last().map(String::as_str).unwrap_or("");
    let owners = index.owners_of_leaf(leaf);
    if owners == 1 {
        out.push(ev("unique-name", 1, format!("one owner defines `{leaf}`")));
    } else if owners >= GENERIC_OWNERS && !owned {
        out.push(ev(
            "generic-name",
            -3,
            format!("{owners} owners define `{leaf}`; nothing on the page says which one this is"),
        ));
    }
    if unspecific(&m.raw_value) {
        out.push(ev(
            "unspecific-value",
            -1,
            format!(
                "`{}` is a value unrelated settings share",
                m.raw_value.trim()
            ),
        ));
    } else {
        out.push(ev(
            "specific-value",
            1,
            format!("`{}` is unlikely to match by accident", m.raw_value.trim()),
        ));
    }
    out
}
