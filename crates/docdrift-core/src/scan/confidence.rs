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
//! | `unmarked-block` | −4 | a config-block line where nothing around the block (lead-in, headings, title, the block's text) says "default", and no `--help` output or checkout file titles it |
//! | `owner-agrees` | +2 | stated inside the owner's section (rustdoc impl block, the page's item path, a heading or the statement's words naming one of the definition's owners: see `owners`) or by a qualified name |
//! | `unique-name` | +1 | one owner in the checkout defines this name |
//! | `generic-name` | −3 | four or more owners define it, and nothing on the page says which |
//! | `specific-value` / `unspecific-value` | +1 / −1 | `16777216` does not match by accident; `0`, `1`, `true`, `none` do |
//! | `owner-unnamed` | −2 | two or three owners define the name, and nothing on the page says which |
//! | `section-unnamed` | −3 | a bare name linked to a config key nested two or more sections deep, none of which the page names (`propagate` for `LOGGING.loggers.django.server.propagate`) |
//! | `type-name` | −5 | a CamelCase name (a class) linked to a Python dict's key of that name (a lookup table keyed by classes) |
//! | `owner-conflict` | −3 | the statement sits under a heading that is one type's name, and the definition belongs to another type |
//! | `type-mismatch` | −5 | the docs state a number or a yes/no where the code holds text, or the other way round: a changed default keeps its kind, a wrong link does not |
//! | `hypothetical` | −5 | the sentence is a worked example ("Taking PBKDF2 as example, if … is 30,000") |
//! | `section-only` | −5 | a key reported missing from a code section that no other key of its docs block was found in (added by `findings::section_support`) |
//! | `other-version` | −10 | a page titled as release notes or a changelog, or a sentence about the past ("In older versions, … defaults to …"): it states another version's value, not this checkout's |
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
            | crate::claims::compare::UNMARKED_CELL
    )
}

/// Adds one more piece of evidence found outside [`assess`], and levels again.
pub(crate) fn add(c: &mut Confidence, e: Option<Evidence>) {
    let Some(e) = e else { return };
    c.evidence.push(e);
    let score: i32 = c.evidence.iter().map(|e| e.weight).sum();
    c.level = if score > 0 {
        ConfidenceLevel::High
    } else {
        ConfidenceLevel::Low
    };
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
    // One option or field declared twice, both in the finding: which the docs mean is moot.
    let moot = matches!(f.code.as_slice(), [a, b] if super::one_setting_declared_twice(a, b));
    // A finding groups every statement of one value for one definition (`mentions`, the first
    // of them `mention`): it is as confident as its best-linked statement, whichever page came
    // first (a field's docs on another struct's page must not hide the owner's own page).
    let all: &[Mention] = if f.mentions.is_empty() {
        std::slice::from_ref(m)
    } else {
        &f.mentions
    };
    let (score, evidence) = all
        .iter()
        .map(|m| {
            let e = evidence_of(m, f.code.first(), index, moot);
            (e.iter().map(|e| e.weight).sum::<i32>(), e)
        })
        .reduce(|best, next| if next.0 > best.0 { next } else { best })
        .expect("one mention at least");
    Confidence {
        level: if score > 0 {
            ConfidenceLevel::High
        } else {
            ConfidenceLevel::Low
        },
        evidence,
    }
}

/// Why a statement is about another version than the checkout's, if it is: a page titled
/// as release notes (pages whose path says so are not read at all: `is_history_page`), or
/// a sentence that says it speaks of the past.
pub(crate) fn other_version(m: &Mention) -> Option<String> {
    let title = m
        .title
        .as_deref()
        .or(m.context.first().map(String::as_str))
        .unwrap_or("")
        .to_ascii_lowercase()
        .replace('\u{2019}', "'");
    for cue in [
        "release notes",
        "changelog",
        "change log",
        "what's new",
        "whats new",
        "version history",
        "release history",
    ] {
        if title.contains(cue) {
            return Some(format!("the page's title says \"{cue}\""));
        }
    }
    past_re()
        .find(&m.text)
        .map(|c| format!("the sentence speaks of the past (\"{}\")", c.as_str()))
}

/// Evidence that the docs name and the definition are two different things, from where
/// each sits: a bare name for a deeply nested key, a class name for a dict key, a heading
/// naming another type.
fn link_against(m: &Mention, c: &CodeName, owned: bool) -> Vec<Evidence> {
    let mut out = Vec::new();
    let bare = m.path.len() == 1;
    if bare && !owned && c.role == super::names::Role::Config && c.key.len() >= 3 {
        out.push(ev(
            "section-unnamed",
            -3,
            format!(
                "`{}` is nested in `{}`, which the page never names",
                m.name,
                c.key[..c.key.len() - 1].join(".")
            ),
        ));
    }
    if bare
        && super::mentions::is_type_name(&m.name)
        && c.item.kind == crate::source::Kind::DictEntry
    {
        out.push(ev(
            "type-name",
            -5,
            format!(
                "`{}` names a class; the code's is a key of the dict `{}`",
                m.name,
                c.full[..c.full.len().saturating_sub(1)].join(".")
            ),
        ));
    }
    // The innermost heading is one type's name (`RegexField`): the statement is about that
    // type's parameters, not another type's.
    if let Some(ty) = &m.type_heading {
        if !c.full.iter().any(|s| s == ty) && !c.identity.contains(ty.as_str()) {
            out.push(ev(
                "owner-conflict",
                -3,
                format!("stated under the heading `{ty}`; the definition belongs elsewhere"),
            ));
        }
    }
    // A field's docs on a rustdoc struct page ("Data in figment::providers" › "Fields" ›
    // "profile: Option<Profile>") are that struct's field's, not another type's field of the
    // name (figment's "Defaults to Profile::Default" under `Data`, not `Figment::new`'s).
    if let Some(ty) = rustdoc_field_owner(m) {
        if !c.full.contains(&ty) && !c.identity.contains(ty.as_str()) {
            out.push(ev(
                "owner-conflict",
                -3,
                format!("a field of `{ty}` (its rustdoc page); the definition belongs elsewhere"),
            ));
        }
    }
    out
}

/// The struct whose rustdoc page a statement sits in, when it sits in the page's "Fields"
/// section.
fn rustdoc_field_owner(m: &Mention) -> Option<String> {
    let file = super::owners::page_file(m);
    let in_fields = m
        .context
        .iter()
        .any(|h| h.trim_end_matches('§').trim() == "Fields");
    if !file.starts_with("struct.") || !in_fields {
        return None;
    }
    super::owners::rustdoc_item_path(m).pop()
}

/// What kind of value the docs text states: a number, a yes/no, or words.
#[derive(PartialEq, Clone, Copy, Debug)]
enum Kind {
    Number,
    YesNo,
    Text,
    /// A list, tuple, set or mapping (`[]`, `('a', 'b')`, `{}`, `frozenset()`).
    Collection,
}

fn docs_kind(raw: &str) -> Option<Kind> {
    let v = raw.trim().trim_matches('`');
    let quoted = v.len() >= 2 && (v.starts_with(['"', '\'']) || v.ends_with(['"', '\'']));
    let lower = v.to_ascii_lowercase();
    if quoted {
        return Some(Kind::Text);
    }
    let bracketed = |o: char, c: char| v.starts_with(o) && v.ends_with(c);
    // A features table's empty cell beside check marks (`mentions::walker`).
    if lower == crate::claims::compare::UNMARKED_CELL {
        return Some(Kind::YesNo);
    }
    if bracketed('[', ']')
        || bracketed('(', ')')
        || bracketed('{', '}')
        || matches!(v, "frozenset()" | "set()" | "dict()" | "list()" | "tuple()")
    {
        return Some(Kind::Collection);
    }
    if matches!(
        lower.as_str(),
        "true" | "false" | "yes" | "no" | "on" | "off" | "enabled" | "disabled"
    ) {
        return Some(Kind::YesNo);
    }
    if matches!(lower.as_str(), "none" | "null" | "nil" | "") {
        return None;
    }
    let first = v.trim_start_matches(['-', '+', '~']);
    if first.starts_with(|c: char| c.is_ascii_digit()) {
        return Some(Kind::Number);
    }
    // A bare word in code span (`label`, `consistent`): words.
    v.chars()
        .all(|c| c.is_alphanumeric() || c == '_' || c == '-')
        .then_some(Kind::Text)
}

/// Why the docs value and the code value cannot be one setting's old and new default: a
/// number against text that holds no digit, a yes/no against a number or text. `None`
/// and lists are never a mismatch (an optional setting, a list stated in words).
fn kind_mismatch(raw: &str, code: Option<&crate::core::value::Value>) -> Option<String> {
    use crate::core::value::Value;
    let docs = docs_kind(raw)?;
    let code_kind = match code? {
        Value::Int(_) | Value::UInt(_) | Value::Float(_) => Kind::Number,
        Value::Bool(_) => Kind::YesNo,
        // "30s", "8 KiB", "0o644" in a string may be the number the docs give.
        Value::Str(s) if s.chars().any(|c| c.is_ascii_digit()) => return None,
        // `default='True'`: a flag spelled as text (an option parsed from the command line or
        // a config file, an environment variable's fallback) is still a yes/no.
        Value::Str(s) if ["true", "false"].contains(&s.trim().to_lowercase().as_str()) => {
            Kind::YesNo
        }
        Value::Str(_) => Kind::Text,
        Value::List(_) | Value::Map(_) => Kind::Collection,
        Value::None => return None,
    };
    let word = |k: Kind| match k {
        Kind::Number => "a number",
        Kind::YesNo => "true/false",
        Kind::Text => "text",
        Kind::Collection => "a collection",
    };
    // `0`/`1` for a flag is how C-style and shell settings write false/true.
    let flag_digit = matches!(raw.trim().trim_matches('`'), "0" | "1");
    let pair = [docs, code_kind];
    if flag_digit && pair.contains(&Kind::YesNo) && pair.contains(&Kind::Number) {
        return None;
    }
    // `[TOC]` where the code holds text: one bracketed word with no quotes or commas is the
    // string's own text (a marker, a placeholder pattern), not a list.
    let r = raw.trim().trim_matches('`');
    let marker = r.len() > 2
        && r.starts_with('[')
        && r.ends_with(']')
        && !r[1..r.len() - 1].contains(['[', ']', ',', '"', '\'']);
    if marker && docs == Kind::Collection && code_kind == Kind::Text {
        return None;
    }
    (docs != code_kind).then(|| {
        format!(
            "the docs state {} (`{}`), the code holds {}",
            word(docs),
            raw.trim(),
            word(code_kind)
        )
    })
}

super::mentions::re!(
    hypothetical_re,
    r"(?i)\b(?:for\s+example|for\s+instance|as\s+(?:an\s+)?example|suppose|imagine|say\s+you)\b|\be\.g\."
);
super::mentions::re!(
    past_re,
    r"(?i)\b(?:in\s+(?:older|earlier|previous|prior)\s+versions?|previously|prior\s+to\s+(?:version\s+|v)?[0-9]|before\s+(?:version\s+|v)[0-9]|used\s+to\s+(?:be|default))\b"
);

fn evidence_of(
    m: &Mention,
    code: Option<&CodeName>,
    index: &CodeIndex,
    moot: bool,
) -> Vec<Evidence> {
    let mut out = Vec::new();
    // A changelog page's title still ends with the release its site was built for.
    let release = m.name == super::mentions::RELEASE_NAME;
    if let Some(why) = other_version(m).filter(|_| !release) {
        out.push(ev("other-version", -10, why));
    }
    let named_in_text = m.text.contains(m.name.as_str());
    let requirement = m
        .path
        .first()
        .is_some_and(|p| super::mentions::REQUIREMENT_NAMES.contains(&p.as_str()));
    match m.form {
        // "dataset 2.0.0 documentation" (`mentions/release.rs`).
        Form::Prose if release => out.push(ev(
            "name-next-to-value",
            2,
            "the page title states the release the docs were built for".to_string(),
        )),
        // "requires Rust 1.74 or newer": the language and the version are the name and the
        // value (`mentions/requirements.rs`).
        Form::Prose if requirement => out.push(ev(
            "name-next-to-value",
            2,
            format!(
                "the sentence states the version the project requires (`{}`)",
                m.name
            ),
        )),
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
    if m.unmarked {
        out.push(ev(
            "unmarked-block",
            -4,
            "a config block nothing around says shows defaults (no \"default\" in its lead-in, \
             headings, title or text): as often a configuration a user writes"
                .into(),
        ));
    }
    if m.text.to_ascii_lowercase().contains("default") {
        out.push(ev(
            "default-cue",
            1,
            "the statement says \"default\"".into(),
        ));
    }
    // A Python class's description (a Sphinx object, its module known) vouches only for the
    // class's own definitions: Pygments' `TypstLexer` option `start` is not `YamlLexer`'s.
    let vouched = |t: &&String| m.module.is_none() || code.is_some_and(|c| c.full.contains(*t));
    let owned = if let Some(t) = m.owner_type.as_ref().filter(vouched) {
        out.push(ev(
            "owner-agrees",
            2,
            format!("stated in `{t}`'s impl block or class description"),
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
    if let Some(c) = code {
        out.extend(link_against(m, c, owned));
    }
    let leaf = m.path.last().map(String::as_str).unwrap_or("");
    let owners = index.owners_of_leaf(leaf);
    if owners == 1 {
        out.push(ev("unique-name", 1, format!("one owner defines `{leaf}`")));
    } else if owners >= GENERIC_OWNERS && !owned && !moot {
        out.push(ev(
            "generic-name",
            -3,
            format!("{owners} owners define `{leaf}`; nothing on the page says which one this is"),
        ));
    } else if owners >= 2 && !owned && !moot {
        out.push(ev(
            "owner-unnamed",
            -2,
            format!("{owners} owners define `{leaf}`; nothing on the page says which one this is"),
        ));
    }
    if let Some(why) = code.and_then(|c| kind_mismatch(&m.raw_value, c.item.value.as_ref())) {
        out.push(ev("type-mismatch", -5, why));
    }
    if let Some(c) = hypothetical_re().find(&m.text) {
        out.push(ev(
            "hypothetical",
            -5,
            format!("a worked example (\"{}\")", c.as_str()),
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
