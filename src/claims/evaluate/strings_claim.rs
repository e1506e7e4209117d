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
) -> Result<(), String> {
    let files = glob_files(checkout, globs)?;
    let query = match needle {
        StringNeedle::Contains(s) => StringQuery::Contains(s.clone()),
        StringNeedle::Regex(r) => {
            StringQuery::Regex(regex::Regex::new(r).map_err(|e| e.to_string())?)
        }
    };
    let found = source::strings::search(&files, &query).map_err(|e| e.to_string())?;
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
            "{what} occurs in no string literal ({} files searched); expected at least one",
            found.files_searched
        ),
        _ => format!("{what} occurs in {n} string literal(s)"),
    };
    Ok(())
}

/// `only_under`: the sites grouped by directory; any outside the allowlist is a disagreement
/// naming each `file:line`, none at all too (the claim says they exist, there).
fn sites_verdict(
    checkout: &Path,
    found: &source::strings::StringSearch,
    what: &str,
    only_under: &[String],
    f: &mut Finding,
) -> Result<(), String> {
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
) -> Result<Vec<source::Extracted>, String> {
    if let Some((path, _)) = selector.split_once("::") {
        crate::source::selector::resolve_inside(checkout, path)?;
    }
    source::extract(checkout, selector).map_err(|e| e.to_string())
}

/// Files under `root` matching any glob (relative paths, `/` separators);
/// none at all is an error naming the globs, since a claim would read nothing.
pub fn glob_files(root: &Path, globs: &[String]) -> Result<Vec<PathBuf>, String> {
    let mut b = globset::GlobSetBuilder::new();
    for g in globs {
        b.add(globset::Glob::new(g).map_err(|e| format!("{g:?}: {e}"))?);
    }
    let set = b.build().map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for entry in walkdir::WalkDir::new(root).sort_by_file_name() {
        let entry = entry.map_err(|e| format!("walking {}: {e}", root.display()))?;
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
        return Err(format!(
            "no files under {} match {}",
            root.display(),
            globs.join(", ")
        ));
    }
    Ok(out)
}
