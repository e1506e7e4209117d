//! Strings claims: strings the code contains (found across globbed files) that
//! the docs must list.

#[allow(unused_imports)]
use super::*;

pub(crate) enum StringNeedle {
    Contains(String),
    Regex(String),
}

pub(crate) fn strings_claim(
    ctx: &Context,
    checkout: &Path,
    globs: &[String],
    needle: &StringNeedle,
    only_under: &[String],
    expect: Expect,
    f: &mut Finding,
) -> Result<(), EvalError> {
    let files = glob_files(checkout, globs)?;
    let query = match needle {
        StringNeedle::Contains(s) => StringQuery::Contains(s.clone()),
        StringNeedle::Regex(r) => {
            StringQuery::Regex(regex::Regex::new(r).map_err(|e| e.to_string())?)
        }
    };
    let found = source::strings::search(&files, &query)?;
    let what = match needle {
        StringNeedle::Contains(s) => format!("{s:?}"),
        StringNeedle::Regex(r) => format!("/{r}/"),
    };
    for hit in &found.hits {
        let mut ev = code_evidence_for(ctx, checkout, &hit.file, hit.line, hit.end_line);
        ev.name = "string literal".into();
        ev.kind = format!("{:?}", hit.template).to_lowercase();
        ev.expr = hit.text.clone();
        f.code.push(ev);
    }
    let n = found.hits.len();
    f.docs_raw = Some(what.clone());
    f.code_value = Some(format!(
        "{n} string literal(s) in {} file(s)",
        found.files_searched
    ));
    if !only_under.is_empty() {
        return sites_verdict(checkout, &found, &what, only_under, f);
    }
    let ok = match expect {
        Expect::Absent => n == 0,
        Expect::Present => n > 0,
        Expect::Compare(_) => return Err("strings claims take absent/present".into()),
    };
    // Expected and missing: the literal that comes closest, as template claims name theirs.
    let mut nearest_at = None;
    if let (false, StringNeedle::Contains(s)) = (ok, needle) {
        if let Some(near) = nearest_literal(&files, s) {
            let rel = near
                .hit
                .file
                .strip_prefix(checkout)
                .unwrap_or(&near.hit.file)
                .display()
                .to_string();
            let at = format!("{rel}:{}", near.hit.line);
            f.details.push(format!(
                "closest string literal: {at}: {:?}",
                clip_chars(&near.hit.text, 120)
            ));
            f.details.push(format!(
                "shared with it: `{}` ({} of {} words); first divergence: docs: `{}` / source: `{}` at {at}",
                near.shared,
                near.run,
                near.words,
                clip_chars(&near.docs_at, 60),
                clip_chars(&near.source_at, 60),
            ));
            let mut ev = code_evidence_for(
                ctx,
                checkout,
                &near.hit.file,
                near.hit.line,
                near.hit.end_line,
            );
            ev.name = "closest string literal (no match)".into();
            ev.kind = format!("{:?}", near.hit.template).to_lowercase();
            ev.expr = near.hit.text.clone();
            f.code.push(ev);
            nearest_at = Some(at);
        }
    }
    f.verdict = if ok {
        Verdict::Agree
    } else {
        Verdict::Disagree
    };
    f.message = match (expect, n) {
        (Expect::Absent, 0) => format!(
            "{what} occurs in no string literal ({} files searched)",
            found.files_searched
        ),
        (Expect::Absent, _) => format!("{what} occurs in {n} string literal(s); expected none"),
        (_, 0) => format!(
            "{what} occurs in no string literal ({} files searched); expected at least one{}",
            found.files_searched,
            nearest_at
                .map(|at| format!("; closest: {at}"))
                .unwrap_or_default()
        ),
        _ => format!("{what} occurs in {n} string literal(s)"),
    };
    Ok(())
}

/// The literal that shares the longest run of words with a needle no literal contains.
struct Nearest {
    hit: source::strings::StringHit,
    /// The shared run of words, as the needle spells them.
    shared: String,
    /// Words of the needle in the shared run, and in the needle.
    run: usize,
    words: usize,
    /// Where the two first differ: the needle's words / the literal's words at that
    /// place (before the shared run when it does not start the needle, else after it).
    docs_at: String,
    source_at: String,
}

/// Literals longer than this many words are searched only this far: a claim's needle is a
/// sentence, and a megabyte docstring must not make a failing claim slow.
const NEAREST_SCAN_WORDS: usize = 5_000;

/// A word compared without the punctuation around it (`file.` is `file`).
fn word_key(w: &str) -> &str {
    w.trim_matches(|c: char| c.is_ascii_punctuation() && c != '_' && c != '`')
}

/// Of every string literal in `files`, the one sharing the longest run of consecutive words
/// with `needle` (ties: the first in file order), compared case-sensitively as the claim
/// is. `None` when no literal shares a word.
fn nearest_literal(files: &[PathBuf], needle: &str) -> Option<Nearest> {
    let any = regex::Regex::new("(?s).").ok()?;
    let all = source::strings::search(files, &StringQuery::Regex(any)).ok()?;
    let want: Vec<&str> = needle.split_whitespace().collect();
    let keys: Vec<&str> = want.iter().map(|w| word_key(w)).collect();
    // (run, hit index, needle start, literal start)
    let mut best: Option<(usize, usize, usize, usize)> = None;
    for (i, h) in all.hits.iter().enumerate() {
        let lit: Vec<&str> = h
            .text
            .split_whitespace()
            .take(NEAREST_SCAN_WORDS)
            .map(word_key)
            .collect();
        for (ls, lw) in lit.iter().enumerate() {
            for (ns, nk) in keys.iter().enumerate() {
                if lw != nk || lw.is_empty() {
                    continue;
                }
                let run = lit[ls..]
                    .iter()
                    .zip(&keys[ns..])
                    .take_while(|(a, b)| a == b)
                    .count();
                if best.is_none_or(|b| run > b.0) {
                    best = Some((run, i, ns, ls));
                }
            }
        }
    }
    let (run, i, ns, ls) = best?;
    let hit = all.hits.into_iter().nth(i)?;
    let lit: Vec<&str> = hit.text.split_whitespace().collect();
    let (docs_at, source_at) = if ns > 0 {
        // The needle's start is what differs: its words before the run, and the literal's
        // (at most as many) before it.
        let from = ls.saturating_sub(ns);
        (want[..ns].join(" "), lit[from..ls].join(" "))
    } else {
        (
            want[run..].join(" "),
            lit[(ls + run).min(lit.len())..].join(" "),
        )
    };
    Some(Nearest {
        shared: want[ns..ns + run].join(" "),
        run,
        words: want.len(),
        docs_at,
        source_at,
        hit,
    })
}

/// `s` cut to `max` characters with `…`.
fn clip_chars(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut t: String = s.chars().take(max).collect();
    t.push('…');
    t
}

/// `only_under`: the sites grouped by directory; any outside the allowlist is a disagreement
/// naming each `file:line`, none at all too (the claim says they exist, there).
fn sites_verdict(
    checkout: &Path,
    found: &source::strings::StringSearch,
    what: &str,
    only_under: &[String],
    f: &mut Finding,
) -> Result<(), EvalError> {
    use crate::source::structure::sites;
    let list = found
        .hits
        .iter()
        .map(|h| sites::Site {
            file: h
                .file
                .strip_prefix(checkout)
                .unwrap_or(&h.file)
                .to_string_lossy()
                .replace('\\', "/"),
            line: h.line,
            text: h.text.clone(),
        })
        .collect();
    let groups = sites::group(list, only_under);
    let n: usize = groups.iter().map(|g| g.sites.len()).sum();
    let outside = sites::outside(&groups);
    let allow = only_under.join(", ");
    f.expect = format!("sites only under {allow}");
    f.code_value = Some(if n == 0 {
        format!("no site ({} files searched)", found.files_searched)
    } else {
        format!("{n} site(s): {}", sites::summary(&groups, true))
    });
    for g in &groups {
        let lines: Vec<String> = g
            .sites
            .iter()
            .map(|s| format!("{}:{}", s.file, s.line))
            .collect();
        f.details.push(format!(
            "{}/: {}{}",
            g.dir,
            lines.join(", "),
            if g.allowed {
                ""
            } else {
                " — outside the allowlist"
            }
        ));
    }
    (f.verdict, f.message) = if n == 0 {
        (
            Verdict::Disagree,
            format!(
                "{what} occurs in no string literal ({} files searched); expected sites under {allow}",
                found.files_searched
            ),
        )
    } else if outside.is_empty() {
        (
            Verdict::Agree,
            format!("{what}: {n} site(s), all under {allow}"),
        )
    } else {
        (
            Verdict::Disagree,
            format!(
                "{what}: {} of {n} site(s) outside {allow}: {}",
                outside.len(),
                outside.join(", ")
            ),
        )
    };
    Ok(())
}

/// [`source::extract`] for a selector whose file stays inside the checkout
/// (claims validation refuses `/…` and `..`; this also refuses symlinks out).
pub(crate) fn extract_inside(
    checkout: &Path,
    selector: &str,
) -> Result<Vec<source::Extracted>, EvalError> {
    if let Some((path, _)) = selector.split_once("::") {
        super::error::inside(checkout, path)?;
    }
    Ok(source::extract(checkout, selector)?)
}

/// Files under `root` matching any glob (relative paths, `/` separators);
/// none at all is an error naming the globs, since a claim would read nothing.
pub fn glob_files(root: &Path, globs: &[String]) -> Result<Vec<PathBuf>, EvalError> {
    let mut b = globset::GlobSetBuilder::new();
    for g in globs {
        b.add(globset::Glob::new(g).map_err(|e| format!("{g:?}: {e}"))?);
    }
    let set = b.build().map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for entry in walkdir::WalkDir::new(root).sort_by_file_name() {
        let entry = entry
            .map_err(|e| EvalError::unavailable(format!("walking {}: {e}", root.display())))?;
        if !entry.file_type().is_file() {
            continue;
        }
        let rel = entry.path().strip_prefix(root).unwrap_or(entry.path());
        let rel_s = rel.to_string_lossy().replace('\\', "/");
        if set.is_match(&rel_s) {
            out.push(entry.path().to_path_buf());
        }
    }
    if out.is_empty() {
        return Err(EvalError::not_found(format!(
            "no files under {} match {}",
            root.display(),
            globs.join(", ")
        )));
    }
    Ok(out)
}
