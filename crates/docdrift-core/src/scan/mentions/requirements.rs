//! The language version a page says the project requires, compared with its manifest's
//! (`source::config::required_versions`): "Lettre requires Rust 1.74 or newer.",
//! "The current MSRV is 1.64.0.", "Compiler support: requires rustc 1.56+", "HTTPX requires
//! Python 3.8+.", "Python 3.10 or newer is required.", "The minimum-supported version of rustc
//! is 1.95.", and "The minimum supported version is 1.56." under a heading naming Rust.
//!
//! A mention is named `requires:rust` or `requires:python`, names only a manifest's required
//! version has (`names::CodeName`). It is read only when the code states one (the kept
//! words hold the name), so the quick check looks for "Rust"/"Python" only then.
//!
//! Python needs a verb whose subject is the project ("requires", "supports", "compatible
//! with", "tested on … and higher", "… is required"): Python pages say where a feature works
//! ("supported on Python 3.12+", "(Python 3.6+)") far more often than Rust pages do.
//!
//! Left alone: a sentence about a part of the project ("the `zoneinfo` backend requires
//! Python 3.9", any code span or "feature"/"backend"/"extra"), an example or a condition
//! ("For example, if the current stable compiler is 1.69, …"), the past or the future
//! ("dropped support", "will require", "was"; Python 2), and two versions of one language in
//! one sentence (a range, a tested list).

#[allow(unused_imports)]
use super::*;

re!(
    msrv_re,
    r"(?i)\bMSRV\b\)?(?:\s+is|\s*[:=]|\s+of)\s+(?:(?:Rust|rustc)\s+)?v?(?P<v>\d+\.\d+(?:\.\d+)?)"
);
re!(
    minimum_re,
    r"(?i)\bminimum[\s-]+supported\s+(?:(?P<lang>Rust|rustc)\s+)?version\s+(?:of\s+(?P<lang2>Rust|rustc)\s+)?(?:\(MSRV\)\s+)?(?:is|:)\s+(?:(?:Rust|rustc)\s+)?v?(?P<v>\d+\.\d+(?:\.\d+)?)"
);
// Rust: "Rust 1.85+", "rustc 1.56 or later", "requires Rust 1.71", "Rust >= 1.70".
re!(
    rust_re,
    r"(?i)(?:\brequires?\s+(?:at\s+least\s+)?(?:Rust|rustc)\s+(?:version\s+)?(?:>=\s*)?v?(?P<v1>\d+\.\d+(?:\.\d+)?)|\b(?:Rust|rustc)\s+(?:version\s+)?v?(?P<v2>\d+\.\d+(?:\.\d+)?)(?:\s*\+|\s+or\s+(?:later|newer|above|higher|greater)\b|\s+and\s+(?:later|newer|above|higher|up)\b)|\b(?:Rust|rustc)\s*>=\s*(?P<v3>\d+\.\d+(?:\.\d+)?))"
);
// Python needs a verb whose subject is the project: "requires Python 3.8+", "supports
// Python 3.11 and newer", "Python 3.10 or newer is required", "Compatible with Python 3.10+",
// "Requirements: Python 3.8+". "Only available on Python 3.12+" and "(Python 3.6+)" say
// where a feature works, not what the project needs.
re!(
    python_re,
    r"(?i)(?:\b(?:requires?|needs?|requirements?\s*:)\s+(?:at\s+least\s+)?C?Python\s+(?:version\s+)?(?:>=\s*)?(?P<v1>\d+\.\d+)|\b(?:supports?|compatible\s+with|support\s+for|(?:been\s+)?tested\s+(?:on|with|against))\s+C?Python\s+(?:version\s+)?(?P<v2>\d+\.\d+)(?:\s*\+|\s+or\s+(?:later|newer|above|higher|greater)\b|\s+and\s+(?:later|newer|above|higher|up)\b)|\bC?Python\s+(?P<v3>\d+\.\d+)(?:\s*\+|\s+or\s+(?:later|newer|above|higher|greater))?\s+(?:is|are)\s+(?:required|needed|the\s+minimum)\b)"
);
// A condition opening the sentence ("On Rust 1.24.0 and later, this does produce arbitrary
// payloads": proptest's `QUIET_NAN`) says what happens there, not what the project needs.
re!(
    not_a_requirement_re,
    r"(?i)\b(?:for\s+example|e\.g\.|such\s+as|if|unless|when|feature|features|backend|extra|extras|optional|plugin|dropped|drop|removed|deprecated|no\s+longer|used\s+to|was|were|will|would|until|prior|before|since|previous|previously|older)\b|^\s*on\s+(?:rust|rustc|c?python)\b"
);
re!(version_re, r"\b\d+\.\d+(?:\.\d+)?\b");
// Another product's versions ("officially supports Django 2.2, 3.0, … and 6.0"): a
// capitalised name and the list of versions after it.
re!(
    product_versions_re,
    r"\b(?P<w>[A-Z][A-Za-z]+)\s+v?\d+\.\d+(?:\.\d+)?(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)v?\d+\.\d+(?:\.\d+)?)*"
);

/// The names a required-version mention may have.
pub const REQUIREMENT_NAMES: [&str; 2] = ["requires:rust", "requires:python"];

/// Whether a scan keeping `keep` asks for mention `m`: every mention but a required version
/// or a release (`release.rs`) the scan's checkout does not state.
pub(crate) fn asked_for(m: &Mention, keep: &std::collections::HashSet<String>) -> bool {
    match m.path.first() {
        Some(p) if REQUIREMENT_NAMES.contains(&p.as_str()) || p == super::RELEASE_NAME => {
            keep.contains(p)
        }
        _ => true,
    }
}

/// The kept-word name of a language's required version (`names::CodeName`), from the
/// language (`Rust`, `CPython`) or the manifest key (`rust-version`, `requires-python`).
pub(crate) fn requirement_name(lang: &str) -> &'static str {
    if lang.to_ascii_lowercase().contains("python") {
        "requires:python"
    } else {
        "requires:rust"
    }
}

/// Words the quick check must find in a page's prose before this reader can state
/// anything about `name` (every pattern above holds one of them, or sits under a heading
/// that does).
pub(crate) fn requirement_words(name: &str) -> &'static [&'static str] {
    match name {
        // "minimum": "The minimum supported version is 1.56." under a heading (or a
        // rustdoc page title) naming Rust, which the check does not read as prose.
        "requires:rust" => &["rust", "rustc", "msrv", "minimum"],
        "requires:python" => &["python", "cpython"],
        _ => &[],
    }
}

impl Walker<'_> {
    /// Required-version statements in one paragraph (see the module doc).
    pub(crate) fn required_versions(&mut self, masked: &str, codes: &[String]) {
        let wanted = |name: &str| self.keep.is_none_or(|k| k.contains(name));
        if !wanted("requires:rust") && !wanted("requires:python") {
            return;
        }
        // Every pattern needs one of these words in the paragraph (a code span's included);
        // most paragraphs have none, and then no sentence is looked at.
        let has =
            |w: &str| contains_ascii_ci(masked, w) || codes.iter().any(|c| contains_ascii_ci(c, w));
        if !["rust", "msrv", "minimum", "python"].into_iter().any(has) {
            return;
        }
        // Asked only by "The minimum supported version is 1.56.", which names no language.
        let under_rust = || {
            self.context().iter().any(|c| {
                let c = c.to_ascii_lowercase();
                c.split(|ch: char| !ch.is_ascii_alphanumeric())
                    .any(|w| matches!(w, "rust" | "rustc" | "msrv"))
            })
        };
        let mut found = Vec::new();
        for sentence in sentences(masked) {
            // A code span names a part of the project ("the `zoneinfo` backend requires …"),
            // unless it is the language's own word ("requires `rustc` 1.56+").
            let words = language_spans(sentence, codes);
            if words.contains('\u{E000}') || not_a_requirement_re().is_match(&words) {
                continue;
            }
            let Some((name, version, piece)) = stated_requirement(&words, &under_rust) else {
                continue;
            };
            if !wanted(name) {
                continue;
            }
            let text = unmask(sentence, codes).trim().to_string();
            let label = if name == "requires:rust" {
                "rust-version"
            } else {
                "requires-python"
            };
            let m = self.prose_mention(
                label.to_string(),
                vec![name.to_string()],
                format!("\"{version}\""),
                text,
                vec![piece],
            );
            found.push(m);
        }
        self.out.extend(found);
    }
}

/// A page that states two or more different Python versions as needs is saying which
/// version each feature needs, not what the project requires (sphinx-autodoc-typehints'
/// `typing.html`: "It needs Python 3.11." under one `typing` name, "TypeGuard needs Python
/// 3.10" under another): its Python required-version statements are dropped. A project's
/// own floor is one version however often a page repeats it. Rust pages name one MSRV and
/// are left alone.
pub(crate) fn drop_feature_versions(out: &mut Vec<Mention>) {
    let python = |m: &Mention| m.path.first().is_some_and(|p| p == "requires:python");
    let versions: BTreeSet<&str> = out
        .iter()
        .filter(|m| python(m))
        .map(|m| m.raw_value.as_str())
        .collect();
    if versions.len() >= 2 {
        out.retain(|m| !python(m));
    }
}

/// `sentence` with each code span that is a language's word (`rustc`, `Python`, `MSRV`)
/// written out; other spans stay masked.
fn language_spans(sentence: &str, codes: &[String]) -> String {
    code_ref_re()
        .replace_all(sentence, |c: &regex::Captures<'_>| {
            let code = c[1]
                .parse::<usize>()
                .ok()
                .and_then(|i| codes.get(i))
                .map(|s| s.trim());
            match code {
                Some(w)
                    if ["rust", "rustc", "python", "cpython", "msrv"]
                        .iter()
                        .any(|l| w.eq_ignore_ascii_case(l)) =>
                {
                    w.to_string()
                }
                _ => c[0].to_string(),
            }
        })
        .into_owned()
}

/// The one required version a sentence states: its name, the version in
/// `canonical_version`'s form, and the words that state it.
fn stated_requirement(
    sentence: &str,
    under_rust: &dyn Fn() -> bool,
) -> Option<(&'static str, String, String)> {
    let mut found: Vec<(&'static str, String, String)> = Vec::new();
    let mut take = |lang: Option<&str>, v: &str, piece: &str| {
        let Some(lang) = lang else { return };
        let name = requirement_name(lang);
        let major = v.split('.').next().unwrap_or("");
        let plausible = match name {
            "requires:rust" => major == "1",
            // Python 2 is every project's past.
            _ => major == "3",
        };
        if let (true, Some(v)) = (plausible, crate::source::config::canonical_version(v)) {
            found.push((name, v, piece.to_string()));
        }
    };
    for c in msrv_re().captures_iter(sentence) {
        take(Some("rust"), &c["v"], &c[0]);
    }
    for c in minimum_re().captures_iter(sentence) {
        // "The minimum-supported version of rustc is 1.95." (sysinfo) names it after.
        let lang = c
            .name("lang")
            .or(c.name("lang2"))
            .map(|l| l.as_str())
            .or_else(|| under_rust().then_some("rust"));
        take(lang, &c["v"], &c[0]);
    }
    for (re, lang) in [(rust_re(), "rust"), (python_re(), "python")] {
        for c in re.captures_iter(sentence) {
            let v = ["v1", "v2", "v3"].iter().find_map(|n| c.name(n));
            if let Some(v) = v {
                take(Some(lang), v.as_str(), &c[0]);
            }
        }
    }
    let (name, version, piece) = found.first()?.clone();
    // One version of one language: a range or a list ("tested on 3.9, 3.10 and 3.11") is
    // not one requirement.
    let own = product_versions_re().replace_all(sentence, |c: &regex::Captures<'_>| {
        let w = c["w"].to_ascii_lowercase();
        if [
            "python", "cpython", "rust", "rustc", "msrv", "requires", "require",
        ]
        .contains(&w.as_str())
        {
            c[0].to_string()
        } else {
            String::new()
        }
    });
    let versions = version_re().find_iter(&own).count();
    let one = found.iter().all(|(n, v, _)| *n == name && *v == version);
    (one && versions == 1).then_some((name, version, piece))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(s: &str) -> Option<(&'static str, String)> {
        stated_requirement(s, &|| false).map(|(n, v, _)| (n, v))
    }

    #[test]
    fn a_page_stating_several_python_versions_states_features_not_the_floor() {
        let versions = |html: &str| -> Vec<String> {
            let page = DocPage::from_html("page.html", html);
            super::super::find(&page)
                .mentions
                .into_iter()
                .filter(|m| m.path.first().is_some_and(|p| p == "requires:python"))
                .map(|m| m.raw_value)
                .collect()
        };
        // One floor, however often it is repeated, is the project's.
        assert_eq!(
            versions("<p>Mylib requires Python 3.9+.</p><p>It needs Python 3.9 or later.</p>"),
            ["\"3.9\"", "\"3.9\""]
        );
        // A page of features, each with the version it needs, states no floor.
        assert!(versions(
            "<h2>Self</h2><p>Self is the class a method is called on. It needs Python 3.11.</p>\
             <h2>TypeGuard</h2><p>TypeGuard needs Python 3.10.</p>"
        )
        .is_empty());
        // Rust pages are left alone.
        let page = DocPage::from_html(
            "page.html",
            "<p>Lettre requires Rust 1.74 or newer.</p><p>The current MSRV is 1.70.</p>",
        );
        assert_eq!(super::super::find(&page).mentions.len(), 2);
        // A sentence opening with a condition on the language's version states behaviour.
        let page = DocPage::from_html(
            "page.html",
            "<p>In Rust 1.23.0 and earlier, this is one payload. On Rust 1.24.0 and later, this \
             does produce arbitrary payloads.</p><p>On Python 3.12 and later, it is faster.</p>",
        );
        assert!(super::super::find(&page).mentions.is_empty());
    }

    #[test]
    fn the_ways_docs_state_a_required_version() {
        let rust = |v: &str| Some(("requires:rust", v.to_string()));
        let python = |v: &str| Some(("requires:python", v.to_string()));
        assert_eq!(req("Lettre requires Rust 1.74 or newer."), rust("1.74"));
        assert_eq!(req("The current MSRV is 1.64.0."), rust("1.64"));
        assert_eq!(req("Compiler support: requires rustc 1.56+"), rust("1.56"));
        assert_eq!(req("Runs on stable Rust 1.89+"), rust("1.89"));
        assert_eq!(req("HTTPX requires Python 3.8+."), python("3.8"));
        assert_eq!(req("Python 3.10 or newer is required."), python("3.10"));
        assert_eq!(
            req("interrogate supports Python 3.8 and above."),
            python("3.8")
        );
        assert_eq!(req("Python 3.10 is the minimum."), python("3.10"));
        // Another product's versions in the sentence are not Python's.
        assert_eq!(
            req("It's rigorously tested on Python 3.9+, and officially supports Django 2.2, 3.0, 4.2 and 6.0."),
            python("3.9")
        );
        assert_eq!(req("uv and Python 3.9+ are required."), python("3.9"));
        assert_eq!(
            req("The plugin has been tested on Python 3.6 and higher, including PyPy3."),
            python("3.6")
        );
        assert_eq!(
            req("Requirements: Python 3.8+ (PyPy works great)"),
            python("3.8")
        );
        assert_eq!(
            req("The minimum-supported version of rustc is 1.95."),
            rust("1.95")
        );
        assert_eq!(req("The minimum supported version is 1.56."), None);
        assert_eq!(
            stated_requirement("The minimum supported version is 1.56.", &|| true).map(|r| r.1),
            Some("1.56".to_string())
        );
    }

    #[test]
    fn ranges_and_other_versions_are_not_requirements() {
        assert_eq!(req("Python 3.9 to 3.14 supported."), None);
        assert_eq!(
            req("Rustls requires Rust 1.71 or later, zlib-rs 1.75."),
            None
        );
        assert_eq!(req("Rust 1.71.1 (August 3, 2023)"), None);
        // Where a feature works is not what the project needs.
        assert_eq!(
            req("Type aliases are supported on Python 3.12+ and handled so."),
            None
        );
        assert_eq!(req("CPython 3.12 and later expose this directly."), None);
        assert_eq!(
            req("A virtual environment (Python 3.9+) to build artifacts"),
            None
        );
        assert_eq!(req("Python 3.9 or above."), None);
        // Python 2 is the past.
        assert_eq!(req("This machine needs Python 2.7 or later."), None);
        // Not a Python or Rust version at all.
        assert_eq!(req("requires Python 10.2+"), None);
        assert_eq!(req("the stable Rust 2.0 plans"), None);
    }
}
