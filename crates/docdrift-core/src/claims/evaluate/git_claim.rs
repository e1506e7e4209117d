//! Git-facts claims (`code.git`): find the commit (named, or the one that introduced a
//! string in a file), then ask each tag of `expect` whether it contains it, and name the
//! first tag that does. The commit is the code evidence (hash, date, author, subject, first
//! tag); a name git does not know is an `error` that names the claims file and line, and a
//! shallow clone whose history stops short is an `error` that says which history is missing
//! and how to fetch it — never a guessed verdict.

#[allow(unused_imports)]
use super::*;
use crate::claims::git_fact::{FactError, GitFact, GitTarget, History};

pub(crate) fn git_claim(
    ctx: &Context,
    checkout: &Path,
    fact: &GitFact,
    file: &ClaimsFile,
    claim: &Claim,
    f: &mut Finding,
) -> Result<(), EvalError> {
    let at = format!("{}:{}", file.path.display(), claim.line);
    let repo = ctx.repo_of(checkout).ok_or_else(|| {
        format!(
            "{at}: the checkout {} is not inside a git work tree; a git claim reads its history",
            checkout.display()
        )
    })?;
    let history = History::new(&repo);
    let err = |e: FactError| format!("{at}: {e}");
    f.expect = fact.expect_text();
    let mut ev = CodeEvidence {
        kind: "commit".into(),
        ..CodeEvidence::default()
    };
    let hash = match &fact.target {
        GitTarget::Commit(name) => {
            ev.name = name.clone();
            history.resolve_commit(name).map_err(err)?
        }
        GitTarget::Introduced { text, path } => {
            let ck_rel = repo.relative(checkout).unwrap_or_default();
            let in_repo = if ck_rel.is_empty() {
                path.clone()
            } else {
                format!("{ck_rel}/{path}")
            };
            let found = history.introduced(text, &in_repo).map_err(err)?;
            ev.file = path.clone();
            ev.name = format!("introduced {text:?}");
            ev.expr = text.clone();
            // Where the string is now, so the evidence points at a line.
            if let Ok(src) = std::fs::read_to_string(checkout.join(path)) {
                if let Some(off) = src.find(text.as_str()) {
                    ev.line = src[..off].matches('\n').count() + 1;
                    ev.end_line = ev.line + text.matches('\n').count();
                }
            }
            if found.path_then != in_repo {
                f.details.push(format!(
                    "introduced as {} (the file was renamed since)",
                    found.path_then
                ));
            }
            found.commit.hash
        }
    };
    let mut commit = history.commit(&hash).map_err(err)?;
    commit.first_tag = history.first_tag(&hash).map_err(err)?;
    let first = commit
        .first_tag
        .clone()
        .map_or_else(|| "in no tag yet".to_string(), |t| format!("first in {t}"));
    f.code_value = Some(format!("{} ({first})", commit.short));
    f.docs_raw = Some(fact.expect_text());
    let mut wrong = Vec::new();
    let mut right = Vec::new();
    for (tag, want) in [(&fact.in_tag, true), (&fact.not_in_tag, false)] {
        let Some(tag) = tag else { continue };
        let tag_commit = history.resolve_tag(tag).map_err(err)?;
        let has = history.contains(tag, &tag_commit, &hash).map_err(err)?;
        let said = format!(
            "{tag} {} it",
            if has { "contains" } else { "does not contain" }
        );
        if has == want {
            right.push(said);
        } else {
            wrong.push(said);
        }
    }
    if let Some(tag) = &fact.first_tag {
        history.resolve_tag(tag).map_err(err)?;
        if commit.first_tag.as_deref() == Some(tag.as_str()) {
            right.push(format!("{tag} is the first tag that contains it"));
        } else {
            wrong.push(format!(
                "the first tag that contains it is not {tag} ({first})"
            ));
        }
    }
    f.details.push(format!(
        "commit {} {} <{}>, {}: {}",
        commit.hash, commit.date, commit.author, first, commit.subject
    ));
    f.verdict = if wrong.is_empty() {
        Verdict::Agree
    } else {
        Verdict::Disagree
    };
    let what = match &fact.target {
        GitTarget::Commit(_) => format!("commit {}", commit.quote()),
        GitTarget::Introduced { text, path } => {
            format!("{text:?} in {path} was introduced by {}", commit.quote())
        }
    };
    let said: Vec<String> = wrong.iter().chain(&right).cloned().collect();
    f.message = format!("{what}: {}; {first}", said.join(", "));
    ev.value = commit.first_tag.clone();
    ev.commit = Some(commit);
    f.code.push(ev);
    Ok(())
}
