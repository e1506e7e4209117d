//! Selector syntax `PATH::ITEM`, shared by `docdrift extract` and claims files.
//!
//! ITEM is a dotted path whose segments may be bracketed for odd keys (`["key.with.dots"]`,
//! `[0]` for list items), optionally followed by `(param)` for a default argument or `::name`
//! for a local assignment or a Rust path (`io::DEFAULT_BUF_SIZE`, `Type::NAME`). Both selectors
//! and extracted names are brought to one canonical spelling so `a["b"]` and `a.b` are the same
//! item; language modules build names with [`push_key`] so they match by construction.

use super::SourceError;
use std::path::PathBuf;

/// A parsed selector: the file and the canonical item name inside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selector {
    /// The file part, before the first `::`, as written (relative to the checkout or root).
    pub path: PathBuf,
    /// Canonical item name (see [`canonical`]).
    pub item: String,
}

impl Selector {
    /// Parse `PATH::ITEM`. The first `::` separates the path; later ones belong to the item.
    pub fn parse(s: &str) -> Result<Selector, SourceError> {
        let bad = |expected: &str| SourceError::BadSelector {
            selector: s.to_string(),
            expected: expected.to_string(),
        };
        let (path, item) = s
            .split_once("::")
            .ok_or_else(|| bad("PATH::ITEM, e.g. `pkg/mod.py::NAME`"))?;
        if path.trim().is_empty() {
            return Err(bad("a file path before `::`"));
        }
        if item.trim().is_empty() {
            return Err(bad("an item name after `::`"));
        }
        let item = canonical(item).map_err(|e| bad(&e))?;
        Ok(Selector {
            path: PathBuf::from(path),
            item,
        })
    }
}

/// A selector's file (or a glob) must name something inside the checkout:
/// relative, without `..`. Claims files may come from a pull request, and
/// `/etc/…` or `../../` would read (and report on) files the checkout does not hold.
pub fn check_inside(path: &str) -> Result<(), String> {
    use std::path::Component;
    let p = std::path::Path::new(path);
    if p.is_absolute() || path.starts_with('/') || path.starts_with('\\') {
        return Err(format!(
            "{path:?} is an absolute path; selectors and globs are relative to the checkout"
        ));
    }
    if p.components().any(|c| {
        matches!(
            c,
            Component::ParentDir | Component::Prefix(_) | Component::RootDir
        )
    }) || path.split(['/', '\\']).any(|seg| seg == "..")
    {
        return Err(format!(
            "{path:?} leaves the checkout (`..`); selectors and globs are relative to the checkout"
        ));
    }
    Ok(())
}

/// `root/path` when it stays inside `root` after symlinks are resolved; an
/// error naming both otherwise (a checked-in `link.py -> /etc/x` is refused).
pub fn resolve_inside(root: &std::path::Path, path: &str) -> Result<PathBuf, String> {
    check_inside(path)?;
    let joined = root.join(path);
    if let (Ok(c), Ok(r)) = (joined.canonicalize(), root.canonicalize()) {
        if !c.starts_with(&r) {
            return Err(format!(
                "{path:?} resolves to {} through a symlink, outside the checkout {}",
                c.display(),
                r.display()
            ));
        }
    }
    Ok(joined)
}

/// True when `key` can be written as a bare dotted segment.
pub fn is_plain_key(key: &str) -> bool {
    !key.is_empty()
        && key.chars().all(|c| {
            !c.is_whitespace() && !matches!(c, '.' | '[' | ']' | '"' | '\'' | '(' | ')' | ':' | '#')
        })
}

/// Append one mapping key to a name: `.key`, or `["odd key"]` when it needs quoting.
pub fn push_key(name: &mut String, key: &str) {
    if is_plain_key(key) {
        if !name.is_empty() && !name.ends_with("::") {
            name.push('.');
        }
        name.push_str(key);
    } else {
        name.push_str("[\"");
        for c in key.chars() {
            if c == '"' || c == '\\' {
                name.push('\\');
            }
            name.push(c);
        }
        name.push_str("\"]");
    }
}

/// `name` is `prefix` followed by more keys (`CONFIG.a` or `CONFIG["a.b"]` below `CONFIG`).
pub(crate) fn is_below(name: &str, prefix: &str) -> bool {
    name.strip_prefix(prefix)
        .is_some_and(|rest| rest.starts_with(['.', '[']))
}

/// `name.key` as a new string (see [`push_key`]).
pub fn join_key(prefix: &str, key: &str) -> String {
    let mut s = prefix.to_string();
    push_key(&mut s, key);
    s
}

/// Canonical spelling of an item: bracketed keys that are plain become dotted, quotes are
/// normalised to `"`, whitespace around separators is dropped.
pub fn canonical(item: &str) -> Result<String, String> {
    let chars: Vec<char> = item.trim().chars().collect();
    let mut out = String::new();
    let mut word = String::new();
    let mut i = 0;
    let flush = |out: &mut String, word: &mut String| {
        if !word.is_empty() {
            push_key(out, word.trim());
            word.clear();
        }
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            '.' => {
                flush(&mut out, &mut word);
                i += 1;
            }
            ':' if chars.get(i + 1) == Some(&':') => {
                flush(&mut out, &mut word);
                out.push_str("::");
                i += 2;
            }
            '[' => {
                flush(&mut out, &mut word);
                let q = chars.get(i + 1).copied();
                if q == Some('"') || q == Some('\'') {
                    let q = q.unwrap_or('"');
                    let mut key = String::new();
                    let mut j = i + 2;
                    loop {
                        match chars.get(j) {
                            None => return Err(format!("a closing {q} in `{item}`")),
                            Some('\\') => {
                                if let Some(n) = chars.get(j + 1) {
                                    key.push(*n);
                                }
                                j += 2;
                            }
                            Some(ch) if *ch == q => break,
                            Some(ch) => {
                                key.push(*ch);
                                j += 1;
                            }
                        }
                    }
                    if chars.get(j + 1) != Some(&']') {
                        return Err(format!("`]` after the quoted key in `{item}`"));
                    }
                    push_key(&mut out, &key);
                    i = j + 2;
                } else {
                    let close = chars[i..]
                        .iter()
                        .position(|&c| c == ']')
                        .ok_or_else(|| format!("a closing `]` in `{item}`"))?;
                    let inner: String = chars[i + 1..i + close].iter().collect();
                    let inner = inner.trim();
                    // `[doc1]` names the second document of a multi-document YAML file.
                    let doc = inner
                        .strip_prefix("doc")
                        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
                    if inner.parse::<i64>().is_err() && !doc {
                        return Err(format!(
                            "a list index or a quoted key inside `[...]`, found `[{inner}]`"
                        ));
                    }
                    out.push('[');
                    out.push_str(inner);
                    out.push(']');
                    i += close + 1;
                }
            }
            '(' => {
                flush(&mut out, &mut word);
                let close = chars[i..]
                    .iter()
                    .position(|&c| c == ')')
                    .ok_or_else(|| format!("a closing `)` in `{item}`"))?;
                let inner: String = chars[i + 1..i + close].iter().collect();
                out.push('(');
                out.push_str(inner.trim());
                out.push(')');
                i += close + 1;
            }
            _ => {
                word.push(c);
                i += 1;
            }
        }
    }
    flush(&mut out, &mut word);
    if out.is_empty() {
        return Err("an item name after `::`".into());
    }
    Ok(out)
}

/// Up to `n` existing names closest to `wanted`, best first (for "did you mean").
pub fn nearest(wanted: &str, names: &[&str], n: usize) -> Vec<String> {
    let lw = wanted.to_lowercase();
    let last = |s: &str| -> String { s.rsplit(['.', ':']).next().unwrap_or(s).to_lowercase() };
    let wl = last(wanted);
    let mut scored: Vec<(f64, &str)> = names
        .iter()
        .map(|name| {
            let full = strsim::jaro_winkler(&lw, &name.to_lowercase());
            let tail = strsim::jaro_winkler(&wl, &last(name));
            (full.max(tail * 0.98), *name)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
    let mut out: Vec<String> = Vec::new();
    for (_, name) in scored {
        if out.len() == n {
            break;
        }
        if !out.iter().any(|o| o == name) {
            out.push(name.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bracketed_plain_keys_become_dotted() {
        assert_eq!(canonical("A['b'][\"c\"].d").unwrap(), "A.b.c.d");
        assert_eq!(
            canonical("A[\"key.with.dots\"].x").unwrap(),
            "A[\"key.with.dots\"].x"
        );
        assert_eq!(canonical("xs[0].name").unwrap(), "xs[0].name");
        assert_eq!(canonical("[doc1].a").unwrap(), "[doc1].a");
    }

    #[test]
    fn params_locals_and_rust_paths_survive() {
        assert_eq!(
            canonical("C.__init__( protect_last_n )").unwrap(),
            "C.__init__(protect_last_n)"
        );
        assert_eq!(canonical("C._find::min_tail").unwrap(), "C._find::min_tail");
        assert_eq!(
            canonical("io::DEFAULT_BUF_SIZE").unwrap(),
            "io::DEFAULT_BUF_SIZE"
        );
        assert_eq!(
            canonical("Config::default.timeout").unwrap(),
            "Config::default.timeout"
        );
    }

    #[test]
    fn selector_splits_at_first_double_colon() {
        let s = Selector::parse("src/lib.rs::io::X").unwrap();
        assert_eq!(s.path, PathBuf::from("src/lib.rs"));
        assert_eq!(s.item, "io::X");
        assert!(matches!(
            Selector::parse("nocolons"),
            Err(SourceError::BadSelector { .. })
        ));
        assert!(Selector::parse("a.py::").is_err());
        assert!(Selector::parse("a.py::x[\"open").is_err());
        assert!(Selector::parse("a.py::x[abc]").is_err());
    }

    #[test]
    fn nearest_prefers_close_names() {
        let names = [
            "_MAX_TAIL_MESSAGE_FLOOR",
            "DEFAULT_CONFIG",
            "protect_first_n",
        ];
        let got = nearest("_MAX_TAIL_MESSAGE_FLOR", &names, 2);
        assert_eq!(got[0], "_MAX_TAIL_MESSAGE_FLOOR");
        assert_eq!(got.len(), 2);
    }
}
