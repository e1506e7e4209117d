//! Cargo features a page says are on or off by default, compared with the crate manifest's
//! `default` (`source::config::list_cargo_features`):
//!
//! - a list item that opens with the feature, under a heading or in words that say "feature":
//!   "`acl`: enables acl support (enabled by default)", "`json` - … (optional)",
//!   "`http2` (enabled by default): …", "`tls-ring`: … Not enabled by default.";
//! - a sentence naming "the `X` feature" and its state right after: "the `text` feature is
//!   enabled by default", "Requires the `runtime` Cargo feature (enabled by default).", "If the
//!   `bloom` feature is enabled (which it is by default)";
//! - a sentence listing the features on by default: "By default, the `gzip`, `file`, and
//!   `yaml_format` features are enabled.", "The default enabled features are: `rustls` and `gzip`",
//!   "Enabled by default: `legacy`, `arrays`, `zdict_builder`." under a features heading;
//! - a paragraph under a heading that is one feature's name, itself under a heading about
//!   features: "Feature flags" › "`cookies`" › "Enable cookie support. Disabled by default.".
//!
//! A mention is named `feature:X`, a name only a feature has (`names::CodeName`), so "`json`
//! (optional)" in a parameter list never reaches a constant `json`.

#[allow(unused_imports)]
use super::*;

/// A feature name: a code span, or one word of a feature's characters.
const NAME: &str = r"(?:\x{E000}[0-9]+\x{E001}|[A-Za-z0-9][A-Za-z0-9_\-]*)";

/// A pattern built from [`NAME`], compiled once into `cell`.
fn built(
    cell: &'static OnceLock<regex::Regex>,
    pat: impl FnOnce() -> String,
) -> &'static regex::Regex {
    cell.get_or_init(|| regex::Regex::new(&pat()).expect("static regex compiles"))
}

fn feature_word_re() -> &'static regex::Regex {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    built(&RE, || NAME.to_string())
}

fn lead_re() -> &'static regex::Regex {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    built(&RE, || {
        format!(
            r"^\s*(?P<names>{NAME}(?:\s*(?:,|\band\b|\bor\b)\s*{NAME})*)\s*(?:\((?P<pre>[^)]{{1,40}})\))?\s*(?::|—|–|\s-)\s+"
        )
    })
}

fn sentence_re() -> &'static regex::Regex {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    built(&RE, || {
        format!(
            r"(?i)(?P<without>\bwithout\s+)?\bthe\s+(?P<name>{NAME})\s+(?:cargo\s+|crate\s+)?feature(?:\s+flag)?\b(?P<rest>[^.;]{{0,80}})"
        )
    })
}

// "By default, the `a`, `b`, and `c` features are enabled.", "The default enabled features
// are: `rustls` and `gzip`.", "Enabled by default: `legacy`, `arrays`.": each listed one is on.
fn list_re() -> &'static regex::Regex {
    static RE: OnceLock<regex::Regex> = OnceLock::new();
    built(&RE, || {
        let list = format!(r"(?P<names>{NAME}(?:\s*(?:,\s*(?:and\s+)?|\band\s+){NAME})*)");
        format!(
            r"(?i)\bby\s+default,?\s+(?:the\s+)?{list}\s+(?:cargo\s+)?features?\s+(?:are|is)\s+(?:enabled|on|activated)\b|\bthe\s+default\s+(?:enabled\s+)?(?:cargo\s+)?features\s+(?:are|is)\s*:?\s*{}|^\s*enabled\s+by\s+default\s*:\s*{}",
            list.replace("names", "names2"),
            list.replace("names", "names3")
        )
    })
}

// A state right after "the `X` feature": "is enabled by default", "(enabled by default)",
// "is enabled (default)", "is enabled (which it is by default)", "is enabled which is
// enabled by default", "is not enabled by default", "is disabled by default".
re!(
    state_after_re,
    r"(?i)^\s*(?:is\s+)?(?:(?P<off>\(?\s*(?:not\s+enabled|disabled|off)\s+by\s+default)|(?:enabled\s*,?\s*)?(?P<on>\(\s*(?:the\s+)?default\s*\)|\(\s*which\s+it\s+is\s+by\s+default|which\s+is\s+(?:enabled\s+|on\s+)?by\s+default|\(?\s*(?:enabled|on)\s+by\s+default))"
);
re!(
    off_re,
    r"(?i)\b(?:not|n't)\s+(?:be\s+)?(?:enabled|on|activated|included)\s+by\s+default\b|\b(?:disabled|off)\s+by\s+default\b|\(\s*optional\s*\)|\bnot\s+(?:a\s+)?default\s+feature\b|\bnon-default\b"
);
re!(
    on_re,
    r"(?i)\b(?:enabled|on|activated|included)\s+by\s+default\b|\(\s*default\s*\)|\ba\s+default\s+feature\b"
);

/// `Some(true)`/`Some(false)` when `text` says on/off by default, and only that.
fn state_in(text: &str) -> Option<bool> {
    let off = off_re().is_match(text);
    let on = on_re().is_match(&off_re().replace_all(text, " "));
    match (on, off) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

impl Walker<'_> {
    /// One mention per feature the paragraph `masked` states on or off by default.
    pub(crate) fn feature_defaults(&mut self, masked: &str, codes: &[String]) {
        if !contains_ascii_ci(masked, "default") && !contains_ascii_ci(masked, "optional") {
            return;
        }
        // Rustdoc's "Methods from Deref<Target = PgClient>" copies the target type's docs,
        // whose features are its own crate's ("Requires the `runtime` Cargo feature (enabled
        // by default)" is tokio-postgres's, shown on deadpool-postgres's `ClientWrapper`).
        if self
            .headings
            .iter()
            .any(|(_, h)| h.starts_with("Methods from Deref<"))
        {
            return;
        }
        let unmask = |s: &str| unmask(s, codes);
        let text = unmask(masked).trim().to_string();
        let feature_context = contains_ascii_ci(masked, "feature")
            || self
                .context()
                .iter()
                .any(|h| contains_ascii_ci(h, "feature"));
        let mut stated: Vec<(String, bool, String)> = Vec::new();
        if let Some(c) = lead_re().captures(masked).filter(|_| feature_context) {
            let rest = &masked[c.get(0).map_or(0, |m| m.end())..];
            let state = c
                .name("pre")
                .and_then(|p| state_in(p.as_str()))
                .or_else(|| {
                    // The item's own words; a state in its first sentence when it has several.
                    state_in(rest)
                });
            if let Some(on) = state {
                let names = &c["names"];
                let piece = unmask(c.get(0).map_or("", |m| m.as_str()))
                    .trim()
                    .to_string();
                for n in feature_word_re().find_iter(names) {
                    stated.push((feature_name(n.as_str(), codes), on, piece.clone()));
                }
            }
        }
        if contains_ascii_ci(masked, "feature") {
            for c in sentence_re().captures_iter(masked) {
                let Some(s) = state_after_re().captures(&c["rest"]) else {
                    continue;
                };
                let piece = unmask(c.get(0).map_or("", |m| m.as_str()))
                    .trim()
                    .to_string();
                // "Without the `send_guard` feature (default), …": the bare "(default)" is the
                // case the sentence is about, being without it (stretto's `ValueRef`).
                let bare_default = |m: regex::Match| {
                    let t = m.as_str().trim().trim_matches(['(', ')']).trim();
                    t.eq_ignore_ascii_case("default") || t.eq_ignore_ascii_case("the default")
                };
                let without = c.name("without").is_some() && s.name("on").is_some_and(bare_default);
                stated.push((
                    feature_name(&c["name"], codes),
                    s.name("on").is_some() && !without,
                    piece,
                ));
            }
        }
        if feature_context {
            for c in list_re().captures_iter(masked) {
                let names = c.name("names").or(c.name("names2")).or(c.name("names3"));
                let Some(names) = names else {
                    continue;
                };
                let piece = unmask(c.get(0).map_or("", |m| m.as_str()))
                    .trim()
                    .to_string();
                for n in feature_word_re().find_iter(names.as_str()) {
                    if !n.as_str().eq_ignore_ascii_case("and") {
                        stated.push((feature_name(n.as_str(), codes), true, piece.clone()));
                    }
                }
            }
        }
        if stated.is_empty() {
            if let Some((name, on)) = self
                .feature_heading()
                .and_then(|n| state_in(&text).map(|on| (n, on)))
            {
                stated.push((name, on, text.clone()));
            }
        }
        for (name, on, piece) in stated {
            let clean = name.trim_matches('`');
            if clean.is_empty() || clean == "default" || stated_twice(&self.out, clean, &text) {
                continue;
            }
            let mut m = self.prose_mention(
                clean.to_string(),
                vec![format!("feature:{clean}")],
                if on { "enabled" } else { "disabled" }.to_string(),
                text.clone(),
                vec![piece],
            );
            m.context = self.context();
            self.out.push(m);
        }
    }

    /// The feature the innermost heading is, when it is one feature-like name under a
    /// heading about features (isahc's "Feature flags" › `### cookies` over "Enable
    /// persistent HTTP cookie support. Disabled by default.").
    fn feature_heading(&self) -> Option<String> {
        let ((_, h), outer) = self.headings.split_last()?;
        if !outer.iter().any(|(_, o)| contains_ascii_ci(o, "feature")) {
            return None;
        }
        let name = match self.code_headings.last() {
            Some(Some(c)) => c.trim().to_string(),
            _ => h
                .trim_matches(|c: char| c == '§' || c == '¶' || c.is_whitespace())
                .to_string(),
        };
        feature_word_re()
            .find(&name)
            .is_some_and(|m| m.range() == (0..name.len()))
            .then_some(name)
    }
}

/// The feature a name match spells: a code span's text, or the word itself.
fn feature_name(m: &str, codes: &[String]) -> String {
    m.strip_prefix('\u{E000}')
        .and_then(|r| r.strip_suffix('\u{E001}'))
        .and_then(|i| i.parse::<usize>().ok())
        .and_then(|i| codes.get(i))
        .map_or_else(|| m.to_string(), |c| c.trim().to_string())
}

/// The same feature already read from this paragraph (an item that says it twice).
fn stated_twice(out: &[Mention], name: &str, text: &str) -> bool {
    out.iter().rev().take_while(|m| m.text == text).any(|m| {
        m.path
            .first()
            .is_some_and(|p| p.strip_prefix("feature:") == Some(name))
    })
}
