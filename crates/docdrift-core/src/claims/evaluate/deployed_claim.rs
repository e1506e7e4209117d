//! Deployed-page claims (`docs = { page, source }`): the page as deployed (from the snapshot
//! store, or `--fetch`, like every page) against its Markdown source in the checkout, compared
//! by [`crate::pages::deployed`]. When they differ, the git history of the source says which
//! way: the page matches an older revision (behind), a revision this checkout's HEAD does not
//! contain (ahead), or none of them (differs). Every git command goes through
//! [`crate::core::git`].

#[allow(unused_imports)]
use super::*;
use crate::pages::deployed::{self, SourceFormat};

/// How many revisions of the source file are rendered to find the one the page was built from.
const HISTORY_DEPTH: usize = 50;

/// One commit that touched the source: hash, ISO date, subject.
struct Revision {
    hash: String,
    date: String,
    subject: String,
}

impl Revision {
    fn short(&self) -> &str {
        &self.hash[..self.hash.len().min(10)]
    }

    fn describe(&self) -> String {
        format!("{} ({}, {:?})", self.short(), self.date, self.subject)
    }
}

fn revisions(repo: &crate::core::git::Repo, args: &[&str], rel: &str) -> Vec<Revision> {
    let n = HISTORY_DEPTH.to_string();
    let mut argv = vec!["log", "--format=%H%x09%cI%x09%s", "-n", &n];
    argv.extend_from_slice(args);
    argv.extend(["--", rel]);
    repo.stdout(argv)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| {
            let mut p = l.splitn(3, '\t');
            Some(Revision {
                hash: p.next()?.to_string(),
                date: p.next()?.to_string(),
                subject: p.next().unwrap_or("").to_string(),
            })
        })
        .collect()
}

/// The page's path on its site, for discovering its source: relative to `target.docs` for a
/// URL, to `target.docs_dir` (else the project) for a local build.
fn site_path(file: &ClaimsFile, ctx: &Context, page: &str) -> String {
    if let Ok(u) = url::Url::parse(page) {
        if u.scheme() == "http" || u.scheme() == "https" {
            if let Some(base) = &file.target.docs {
                if let Some(rest) = page.strip_prefix(base.as_str()) {
                    return rest.to_string();
                }
            }
            return u.path().to_string();
        }
    }
    let p = Path::new(page);
    let rel = file
        .target
        .docs_dir
        .as_deref()
        .and_then(|d| p.strip_prefix(d).ok())
        .or_else(|| p.strip_prefix(&ctx.base_dir).ok())
        .unwrap_or(p);
    rel.to_string_lossy().replace('\\', "/")
}

/// The source file: `source` itself, or the first layout candidate under the directory.
fn source_file(
    file: &ClaimsFile,
    ctx: &Context,
    checkout: &Path,
    page: &str,
    source: &str,
) -> Result<String, EvalError> {
    let trimmed = source.trim_end_matches('/');
    let abs = super::error::inside(checkout, if trimmed.is_empty() { "." } else { trimmed })?;
    if !(source.ends_with('/') || abs.is_dir()) {
        return Ok(trimmed.to_string());
    }
    if !abs.is_dir() {
        return Err(EvalError::not_found(format!(
            "docs.source {source:?}: no such directory in the checkout {}",
            checkout.display()
        )));
    }
    let path = site_path(file, ctx, page);
    let tried = deployed::source_candidates(&path);
    for c in &tried {
        let rel = if trimmed.is_empty() || trimmed == "." {
            c.clone()
        } else {
            format!("{trimmed}/{c}")
        };
        if super::error::inside(checkout, &rel)?.is_file() {
            return Ok(rel);
        }
    }
    Err(EvalError::not_found(format!(
        "no source for page {path:?} under {source:?} (Docusaurus, MkDocs and Sphinx layouts tried: {})",
        tried.join(", ")
    )))
}

pub(crate) fn deployed_claim(
    file: &ClaimsFile,
    ctx: &Context,
    checkout: &Path,
    docs: &crate::claims::DocsSide,
    source: &str,
    f: &mut Finding,
) -> Result<(), EvalError> {
    let page = docs.page.as_deref().ok_or("docs.source needs a `page`")?;
    let rel = source_file(file, ctx, checkout, page, source)?;
    let format = SourceFormat::of(&rel)?;
    let abs = super::error::inside(checkout, &rel)?;
    let bytes = std::fs::read(&abs)
        .map_err(|e| EvalError::unavailable(format!("cannot read source {rel}: {e}")))?;
    let src = String::from_utf8(bytes)
        .map_err(|e| EvalError::unavailable(format!("source {rel} is not UTF-8: {e}")))?;
    let p = load_page(ctx, page)?;
    let source = deployed::source_words(&src, format);
    let source_words = &source.words;
    let (deployed_words, main) = deployed::deployed_words(&p.html, !source.has_title);
    if deployed_words.is_empty() {
        return Err(EvalError::unavailable(format!(
            "the deployed page {} has no visible text in its main content (read: {main})",
            p.evidence.url
        )));
    }
    f.expect = "deployed page reads as its source renders".into();
    let repo = ctx.repo_of(checkout);
    let repo_rel = repo.as_ref().and_then(|r| Some((r, r.relative(&abs)?)));
    let last = repo_rel
        .as_ref()
        .and_then(|(r, path)| revisions(r, &["-n", "1"], path).into_iter().next());
    let last_text = match &last {
        Some(r) => format!("source last committed in {}", r.describe()),
        None => "source not in a git repository".to_string(),
    };
    f.details.push(format!(
        "compared {} words of the deployed page's main content ({main}) with {} words of {rel} rendered; {last_text}",
        deployed_words.len(),
        source_words.len()
    ));
    let mut docs_ev = p.evidence.clone();
    docs_ev.page = docs.page_ref.clone();
    let Some(div) = deployed::compare(&deployed_words, source_words) else {
        f.verdict = Verdict::Agree;
        f.docs_raw = Some(format!("{} words", deployed_words.len()));
        f.code_value = Some(format!("{rel}: {} words", source_words.len()));
        f.message = format!("the deployed page reads as {rel} renders; {last_text}");
        f.docs.push(docs_ev);
        let mut ev = code_evidence_for(ctx, checkout, Path::new(&rel), 1, 1);
        ev.kind = "docs source".into();
        ev.name = rel.clone();
        ev.expr = format!("the whole file: {} words rendered", source_words.len());
        f.code.push(ev);
        return Ok(());
    };
    // Which way: the revision of the source the deployed page was built from.
    let direction = match &repo_rel {
        None => "differs from the source".to_string(),
        Some((r, path)) => {
            let same = |rev: &Revision| {
                r.stdout(["show", &format!("{}:{path}", rev.hash)])
                    .is_some_and(|old| deployed::same_text(&p.html, &old, format))
            };
            let history = revisions(r, &[], path);
            if let Some(i) = history.iter().position(same) {
                if i == 0 {
                    format!(
                        "is behind the source: it matches {rel} as last committed ({}); the work tree has uncommitted edits",
                        history[0].describe()
                    )
                } else {
                    format!(
                        "is behind the source: it matches {rel} as of {}, {i} commit(s) of the file ago",
                        history[i].describe()
                    )
                }
            } else if let Some(rev) = revisions(r, &["--all", "--not", "HEAD"], path)
                .iter()
                .find(|rev| same(rev))
            {
                format!(
                    "is ahead of the source: it matches {rel} as of {}, a commit this checkout's HEAD does not contain",
                    rev.describe()
                )
            } else {
                format!(
                    "differs from the source: no revision of {rel} among its last {HISTORY_DEPTH} commits renders to it"
                )
            }
        }
    };
    let shown = |side: &Option<(String, usize)>, end: &str| {
        side.as_ref()
            .map_or_else(|| end.to_string(), |(para, _)| para.clone())
    };
    let deployed_para = shown(&div.deployed, "(the deployed page ends here)");
    let source_para = shown(&div.source, "(the source ends here)");
    let line = source
        .lines
        .get(div.source_word)
        .copied()
        .flatten()
        .unwrap_or(1);
    f.verdict = Verdict::Disagree;
    f.docs_raw = Some(deployed_para.clone());
    f.code_value = Some(source_para.clone());
    f.message = format!(
        "the deployed page {direction}; first divergent paragraph — deployed: {deployed_para:?} | source {rel}:{line}: {source_para:?}; {last_text}"
    );
    f.details.push(format!("deployed: {deployed_para}"));
    f.details
        .push(format!("source   ({rel}:{line}): {source_para}"));
    // The offset is in the main content's text, not the page's: the paragraph is the evidence.
    docs_ev.matched = div.deployed.as_ref().map(|(para, _)| para.clone());
    f.docs.push(docs_ev);
    let mut ev = code_evidence_for(ctx, checkout, Path::new(&rel), line, line);
    ev.kind = "docs source".into();
    ev.name = rel.clone();
    ev.expr = source_para;
    f.code.push(ev);
    Ok(())
}
