//! Draft claims from a scan (`docdrift scan --write-claims FILE`).
//!
//! Each comparison the scan made becomes a `[[claim]]` in the claims format
//! ([`crate::claims`]), so a user keeps the ones that matter in `claims/`
//! and `check` guards them from then on. Table mentions become `table`
//! claims (row + column, `nth` when several tables share the column); code
//! block and prose mentions become `regex` claims over the visible text with
//! a `value` group; a code-vs-code inconsistency becomes a `value` claim.
//! Ambiguous mentions are written as commented-out claims, one per
//! candidate, for the user to pick; stale and undocumented keys as comments.
//! The file always parses with [`crate::claims::parse`] (tested).

use super::mentions::{DocPage, Form, Mention};
use super::names::CodeName;
use super::{Class, Place, ScanResult};
use crate::core::value::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;

/// First line of every drafted file; `scan` only ever replaces files that start with it.
pub const HEADER: &str = "# Drafted by `docdrift scan`";

/// Where the drafted claims point.
#[derive(Debug, Clone)]
pub struct DraftTarget {
    /// Absolute code checkout.
    pub checkout: PathBuf,
    /// Absolute local docs directory (`--docs`), when pages are local files.
    pub docs_dir: Option<PathBuf>,
}

/// Why [`write()`] did not write the drafted claims.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DraftWriteError {
    /// The file exists and is not an earlier draft: claims a user wrote are never replaced.
    #[error("{} exists and was not written by `docdrift scan`; refusing to overwrite it (choose another --write-claims file)", path.display())]
    NotADraft {
        /// The file named by `--write-claims`.
        path: PathBuf,
    },
    /// The file exists but cannot be read as text, so it cannot be shown to be a draft.
    #[error("{} exists and is not a readable text file; refusing to overwrite it", path.display())]
    Unreadable {
        /// The file named by `--write-claims`.
        path: PathBuf,
    },
    /// The atomic write itself failed.
    #[error("cannot write claims to {}", path.display())]
    Io {
        /// The file named by `--write-claims`.
        path: PathBuf,
        /// The operating system's error.
        #[source]
        source: std::io::Error,
    },
}

/// Render the draft and write it to `path` atomically, replacing only an
/// earlier draft (a file starting with [`HEADER`]). Returns how many
/// `[[claim]]` entries were written.
pub fn write(
    path: &std::path::Path,
    result: &ScanResult,
    pages: &[DocPage],
    target: &DraftTarget,
) -> Result<usize, DraftWriteError> {
    match std::fs::read_to_string(path) {
        Ok(existing) if !existing.starts_with(HEADER) => {
            return Err(DraftWriteError::NotADraft {
                path: path.to_path_buf(),
            })
        }
        Err(_) if path.exists() => {
            return Err(DraftWriteError::Unreadable {
                path: path.to_path_buf(),
            })
        }
        _ => {}
    }
    let text = render(result, pages, target);
    crate::core::atomic::write(path, text.as_bytes()).map_err(|e| DraftWriteError::Io {
        path: path.to_path_buf(),
        source: e,
    })?;
    Ok(text.lines().filter(|l| *l == "[[claim]]").count())
}

/// Render the claims file text.
pub fn render(result: &ScanResult, pages: &[DocPage], target: &DraftTarget) -> String {
    let rel: BTreeMap<&str, (&str, bool)> = pages
        .iter()
        .filter_map(|p| {
            p.rel
                .as_deref()
                .map(|r| (p.url.as_str(), (r, p.is_markdown)))
        })
        .collect();
    let texts = PageTexts::new(pages);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{HEADER} from {} pages and {} code definitions.\n\
         # One [[claim]] per comparison the scan made: keep the ones that matter,\n\
         # delete the rest, then run `docdrift check` on this file.\n\
         version = 1\n\n[target]",
        result.pages, result.code_names
    );
    let _ = writeln!(
        out,
        "checkout = {}",
        q(&target.checkout.display().to_string())
    );
    if let Some(d) = &target.docs_dir {
        let _ = writeln!(out, "docs_dir = {}", q(&d.display().to_string()));
        // A relative docs_dir needs no base: relative HTML pages resolve in
        // it. An absolute one keeps the file URL base drafts always had.
        if d.is_absolute() && rel.values().any(|(_, md)| !md) {
            if let Ok(u) = url::Url::from_directory_path(d) {
                let _ = writeln!(out, "docs = {}", q(u.as_str()));
            }
        }
    }
    let mut ids: BTreeSet<String> = BTreeSet::new();
    let mut unique = |base: String| -> String {
        let mut id = base.clone();
        let mut n = 2;
        while !ids.insert(id.clone()) {
            id = format!("{base}-{n}");
            n += 1;
        }
        id
    };
    for f in &result.findings {
        out.push('\n');
        let _ = writeln!(out, "# {}", one_line(&f.message));
        match f.class {
            Class::Agree | Class::Disagree => {
                // One claim per docs place and definition: `check` reads
                // each place on its own.
                for m in &f.mentions {
                    let Some(docs) = docs_side(m, &rel, &texts) else {
                        let _ = writeln!(
                            out,
                            "# (no stable way to read {} {} back; write the claim by hand)",
                            m.page, m.position
                        );
                        continue;
                    };
                    for c in &f.code {
                        // `check` folds no enum variant (`MatchKind::Standard` is an unknown
                        // name there): a claim would be an error, not this verdict.
                        if super::agree::code_variant(c).is_some() {
                            let _ = writeln!(
                                out,
                                "# (`{}` is the enum variant {}; `check` does not fold variants)",
                                c.item.name, c.item.expr
                            );
                            continue;
                        }
                        // `check` reads a manifest's `features.x` as the list it enables, not
                        // as whether `default` reaches it, and `rust-version = "1.56.0"` as the
                        // text, not the version "1.56" is.
                        let manifest = match c.item.kind {
                            crate::source::Kind::CargoFeature => {
                                Some("a Cargo feature, {}; `check` reads no feature defaults")
                            }
                            crate::source::Kind::RequiredVersion => {
                                Some("a required version, {}; `check` compares it as text")
                            }
                            // A `pyproject.toml`'s `version` has no selector `check` reads.
                            crate::source::Kind::ProjectVersion if c.item.selector.is_empty() => {
                                Some("the release a manifest states, {}; no selector reads it")
                            }
                            _ => None,
                        };
                        if let Some(what) = manifest {
                            let what = what.replace("{}", &c.item.expr);
                            let _ = writeln!(out, "# (`{}` is {what})", c.item.name);
                            continue;
                        }
                        let id = unique(slug(&format!(
                            "{}-{}",
                            f.class.as_str(),
                            c.identity_short()
                        )));
                        claim(&mut out, "", &id, &says(m, c), &docs, c);
                    }
                }
            }
            Class::Ambiguous => {
                let _ = writeln!(
                    out,
                    "# Ambiguous: uncomment the claim for the definition the docs mean."
                );
                for m in &f.mentions {
                    if let Some(docs) = docs_side(m, &rel, &texts) {
                        for c in &f.code {
                            let id = unique(slug(&format!("ambiguous-{}", c.identity_short())));
                            claim(&mut out, "# ", &id, &says(m, c), &docs, c);
                        }
                    }
                }
            }
            Class::Inconsistent => {
                let code: Vec<&CodeName> = f
                    .places
                    .iter()
                    .filter_map(|p| match p {
                        Place::Code(c) => Some(c.as_ref()),
                        Place::Docs(_) => None,
                    })
                    .collect();
                // Anchor on the definition the program runs with (a dict in
                // code), then hold every other place to its value.
                let mut code = code;
                code.sort_by_key(|c| {
                    !matches!(
                        c.item.kind,
                        crate::source::Kind::DictEntry | crate::source::Kind::RustDefaultField
                    )
                });
                let Some((first, rest)) = code.split_first() else {
                    continue;
                };
                let Some(v) = first.scalar() else { continue };
                for c in rest {
                    let id = unique(slug(&format!("same-value-{}", c.identity_short())));
                    let says = format!(
                        "`{}` in {} has the value it has in {} ({})",
                        f.name,
                        c.place(),
                        first.place(),
                        first.item.expr.trim()
                    );
                    let docs = format!("{{ value = {} }}", q(&value_text(v)));
                    claim(&mut out, "", &id, &says, &docs, c);
                }
            }
            Class::DocumentedNotInCode | Class::Undocumented => {
                for d in &f.details {
                    let _ = writeln!(out, "#   {}", one_line(d));
                }
            }
        }
    }
    out
}

impl CodeName {
    /// The identity without the file prefix, for claim ids.
    fn identity_short(&self) -> String {
        self.item.name.clone()
    }
}

fn claim(out: &mut String, prefix: &str, id: &str, says: &str, docs: &str, c: &CodeName) {
    let _ = writeln!(out, "{prefix}[[claim]]");
    let _ = writeln!(out, "{prefix}id = {}", q(id));
    let _ = writeln!(out, "{prefix}says = {}", q(says));
    let _ = writeln!(out, "{prefix}docs = {docs}");
    let _ = writeln!(out, "{prefix}code = {{ select = {} }}", q(&c.selector()));
}

fn says(m: &Mention, c: &CodeName) -> String {
    format!(
        "The docs ({} {}) state `{}` = {}, as `{}` in {}",
        m.form.as_str(),
        m.position,
        m.name,
        m.raw_value,
        c.item.name,
        c.item.file.display()
    )
}

/// Each page's whitespace-normalised visible text, made on first use: a scan
/// of thousands of pages usually drafts claims on a few of them, and making
/// every page's text up front cost more than the scan itself (std/: 3.7 s).
struct PageTexts<'a> {
    html: BTreeMap<&'a str, &'a str>,
    made: std::cell::RefCell<BTreeMap<&'a str, std::rc::Rc<str>>>,
}

impl<'a> PageTexts<'a> {
    fn new(pages: &'a [DocPage]) -> Self {
        // Later pages with the same URL win, as when the map was built eagerly.
        let html = pages
            .iter()
            .map(|p| (p.url.as_str(), p.html.as_str()))
            .collect();
        PageTexts {
            html,
            made: Default::default(),
        }
    }

    fn get(&self, url: &str) -> Option<std::rc::Rc<str>> {
        let (&key, html) = self.html.get_key_value(url)?;
        let mut made = self.made.borrow_mut();
        let t = made.entry(key).or_insert_with(|| {
            crate::pages::text::normalize_ws(&crate::pages::text::visible_text(html)).into()
        });
        Some(t.clone())
    }
}

/// The `docs = {…}` inline table reading this mention back.
fn docs_side(m: &Mention, rel: &BTreeMap<&str, (&str, bool)>, texts: &PageTexts) -> Option<String> {
    let page = match rel.get(m.page.as_str()) {
        Some((r, _)) => r.to_string(),
        None => m.page.clone(),
    };
    if m.form == Form::TableRow {
        let t = m.table.as_ref()?;
        let nth = if t.of > 1 {
            format!(", nth = {}", t.nth)
        } else {
            String::new()
        };
        return Some(format!(
            "{{ page = {}, table = {{ row = {}, column = {}{nth} }} }}",
            q(&page),
            q(&t.row),
            q(&t.column)
        ));
    }
    let text = texts.get(&m.page);
    let re = regex_for(m, text.as_deref())?;
    Some(format!("{{ page = {}, regex = {} }}", q(&page), q(&re)))
}

/// A regex over the whitespace-normalised visible text whose `value` group
/// is the mention's value. When `page_text` is given and the regex with a
/// general value pattern matches exactly once there, at this value, the
/// general form is used (so `check` reads whatever the docs say later);
/// otherwise the value is spelled out so the claim anchors on this place.
pub fn regex_for(m: &Mention, page_text: Option<&str>) -> Option<String> {
    let value = m.raw_value.as_str();
    let (last, before) = m.pattern.split_last()?;
    let last = last.trim_end();
    let mut re = String::new();
    for p in before {
        re.push_str(&esc(p));
        re.push_str(r"\s*");
        if m.form == Form::Prose {
            re.push_str(".{0,200}?");
        }
    }
    let prefix = if m.form == Form::CodeBlock {
        ""
    } else {
        last.strip_suffix(value)?
    };
    re.push_str(&esc(prefix));
    if !prefix.is_empty() && prefix.ends_with(char::is_whitespace) {
        re.push_str(r"\s*");
    }
    let literal = format!("{re}(?P<value>{})", esc(value));
    regex::Regex::new(&literal).ok()?;
    if let (Some(text), Some(general)) = (page_text, general_value(value)) {
        let candidate = format!("{re}(?P<value>{general})");
        if let Ok(r) = regex::Regex::new(&candidate) {
            let caps: Vec<String> = r
                .captures_iter(text)
                .map(|c| c["value"].to_string())
                .collect();
            if caps.len() == 1 && caps[0].trim_end_matches(['.', ',']) == value {
                return Some(candidate);
            }
        }
    }
    Some(literal)
}

/// A pattern for "any value of this shape": numbers with an optional unit,
/// or one bare token.
fn general_value(raw: &str) -> Option<&'static str> {
    let first = raw.chars().next()?;
    if first.is_ascii_digit() || first == '-' || first == '+' {
        Some(
            r"[-+]?\d[\d,_]*(?:\.\d+)?(?:\s?(?:%|×|(?:[KMG]i?B|kB|bytes?|B|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|h|days?|d)\b))?",
        )
    } else if raw.contains(char::is_whitespace) || raw.starts_with(['"', '\'', '`']) {
        None
    } else {
        Some(r"[^\s#,;()]+")
    }
}

/// Escape for a regex, whitespace runs matching any whitespace.
fn esc(s: &str) -> String {
    s.split_whitespace()
        .map(regex::escape)
        .collect::<Vec<_>>()
        .join(r"\s*")
}

fn value_text(v: &Value) -> String {
    match v {
        Value::Str(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A one-line TOML string (the toml crate picks literal quotes for regexes;
/// control characters are escaped by hand so the value stays on its line).
fn q(s: &str) -> String {
    if !s.chars().any(char::is_control) {
        return toml::Value::String(s.to_string()).to_string();
    }
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn one_line(s: &str) -> String {
    s.replace(['\n', '\r'], " ")
}

fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::mentions::{find, DocPage};

    #[test]
    fn regex_claims_read_the_value_back() {
        let html = "<p>A failed request is retried: <code>RETRIES</code> defaults to 5.</p>\
            <pre><code class=\"language-yaml\">a:\n  limit: 8\nb:\n  limit: 9\n</code></pre>";
        let page = DocPage::from_html("p.html", html);
        let ms = find(&page).mentions;
        let text = crate::pages::text::normalize_ws(&crate::pages::text::visible_text(html));
        let retries = regex_for(&ms[0], Some(&text)).unwrap();
        assert_eq!(
            retries,
            r"RETRIES\s*defaults\s*to\s*(?P<value>[-+]?\d[\d,_]*(?:\.\d+)?(?:\s?(?:%|×|(?:[KMG]i?B|kB|bytes?|B|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|h|days?|d)\b))?)"
        );
        let re = regex::Regex::new(&retries).unwrap();
        assert_eq!(&re.captures(&text).unwrap()["value"], "5");
        // `limit:` twice on the page: the value is spelled out to anchor each claim.
        assert_eq!(
            regex_for(&ms[1], Some(&text)).unwrap(),
            r"limit\s*:\s*(?P<value>8)"
        );
        assert_eq!(
            regex_for(&ms[2], Some(&text)).unwrap(),
            r"limit\s*:\s*(?P<value>9)"
        );
    }

    #[test]
    fn slugs_and_toml_strings() {
        assert_eq!(
            slug("disagree-Config::default.telemetry"),
            "disagree-config-default-telemetry"
        );
        assert_eq!(q("a \"b\"\n"), r#""a \"b\"\n""#);
        for v in ["a \"b\"\n", "x\u{1}y", r"\d+ 'q'", "plain"] {
            let doc: toml::Table = toml::from_str(&format!("x = {}", q(v))).unwrap();
            assert_eq!(doc["x"].as_str(), Some(v));
        }
    }
}
