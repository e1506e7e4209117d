//! The commits that broke a link. For a changed definition: `git log -L` over the
//! definition's lines between REV and HEAD (git follows the lines through edits and
//! renames), keeping the commits whose diff takes the old value out or puts the new value
//! in — a comment edited on the same line is not the change. For a removed definition:
//! the newest commit whose diff changes how often its name occurs in the file (pickaxe
//! `-S`, old and new paths). For the docs: the commits that changed the statement's line
//! and the last commit that touched the page. A side that differs from HEAD in the work
//! tree is an "uncommitted change", never a commit.

use super::links::{BreakKind, Broken, CommitRef};
use crate::core::git::Repo;

/// Where things are in the repository.
pub struct Context<'a> {
    /// The repository holding the checkout (and the docs, when they are in it).
    pub repo: &'a Repo,
    /// The resolved REV.
    pub rev: &'a str,
    /// The checkout, relative to the top of the work tree ("" at the top).
    pub ck_rel: &'a str,
    /// The docs folder, when it is in the repository.
    pub docs_rel: Option<&'a str>,
}

const FORMAT: &str = "--format=%x1e%H%x1f%h%x1f%cI%x1f%an%x1f%s";

fn join(prefix: &str, path: &str) -> String {
    if prefix.is_empty() {
        path.to_string()
    } else {
        format!("{prefix}/{path}")
    }
}

/// Fill in the commits and dates of one broken link.
pub fn attribute(ctx: &Context<'_>, b: &mut Broken) {
    let range = format!("{}..HEAD", ctx.rev);
    let code_path = b.code.file.as_deref().map(|f| join(ctx.ck_rel, f));
    let rev_path = join(ctx.ck_rel, &b.code.file_at_rev);
    match b.kind {
        BreakKind::Removed => {
            let at_head = code_path
                .iter()
                .chain(std::iter::once(&rev_path))
                .any(|p| def_at(ctx.repo, "HEAD", p, &b.code.name).is_some());
            if at_head {
                b.code.uncommitted = true;
            } else {
                let leaf = leaf(&b.code.name);
                let mut args: Vec<String> = vec![
                    "log".into(),
                    FORMAT.into(),
                    format!("-S{leaf}"),
                    range.clone(),
                    "--".into(),
                    rev_path.clone(),
                ];
                args.extend(code_path.clone());
                let mut hits = commits(ctx.repo, &args);
                hits.truncate(1);
                b.code.commits = hits;
            }
        }
        BreakKind::CodeChanged | BreakKind::BothChanged => {
            if let (Some(path), Some(line)) = (&code_path, b.code.line) {
                let end = b.code.end_line.unwrap_or(line).max(line);
                let mut lines = Some((line, end));
                if is_dirty(ctx.repo, path) {
                    match def_at(ctx.repo, "HEAD", path, &b.code.name) {
                        Some((v, l, e)) => {
                            if Some(&v) != b.code.value_now.as_ref().or(b.code.expr_now.as_ref()) {
                                b.code.uncommitted = true;
                            }
                            let rev_v = b.code.value_at_rev.as_ref().unwrap_or(&b.code.expr_at_rev);
                            lines = (&v != rev_v).then_some((l, e.max(l)));
                        }
                        None => {
                            b.code.uncommitted = true;
                            lines = None;
                        }
                    }
                }
                if let Some((s, e)) = lines {
                    let all = line_log(ctx.repo, &range, path, s, e);
                    b.code.commits = relevant(
                        &all,
                        &b.code.expr_at_rev,
                        b.code.expr_now.as_deref().unwrap_or(""),
                    );
                }
            }
        }
        BreakKind::DocsChanged => {}
    }
    if let Some(docs_rel) = ctx.docs_rel {
        let path = join(docs_rel, &b.docs.page);
        b.docs.uncommitted = is_dirty(ctx.repo, &path);
        b.docs.last_commit = commits(
            ctx.repo,
            &[
                "log".into(),
                "-1".into(),
                FORMAT.into(),
                "HEAD".into(),
                "--".into(),
                path.clone(),
            ],
        )
        .into_iter()
        .next();
        if matches!(b.kind, BreakKind::DocsChanged | BreakKind::BothChanged) && !b.docs.uncommitted
        {
            if let Some(line) = b.docs.line {
                let all = line_log(ctx.repo, &range, &path, line, line);
                b.docs.commits = relevant(&all, &b.docs.value_at_rev, &b.docs.value_now);
            }
        }
        b.docs.repo_path = Some(path);
    }
    b.docs_older = docs_older(b);
}

/// Name, for every commit of the links, the oldest tag that contains it (one question per
/// distinct commit).
pub fn tag_commits(repo: &Repo, broken: &mut [Broken]) {
    let mut known: std::collections::HashMap<String, Option<String>> = Default::default();
    for b in broken.iter_mut() {
        let commits = b
            .code
            .commits
            .iter_mut()
            .chain(b.docs.commits.iter_mut())
            .chain(b.docs.last_commit.iter_mut());
        for c in commits {
            let tag = known
                .entry(c.hash.clone())
                .or_insert_with(|| repo.oldest_tag_containing(&c.hash));
            c.first_tag = tag.clone();
        }
    }
}

/// The docs' last change is older than the code change that broke the link.
fn docs_older(b: &Broken) -> Option<bool> {
    if b.docs.uncommitted {
        return Some(false);
    }
    let docs = chrono::DateTime::parse_from_rfc3339(&b.docs.last_commit.as_ref()?.date).ok()?;
    if b.code.uncommitted {
        return Some(true);
    }
    let code = b
        .code
        .commits
        .iter()
        .filter_map(|c| chrono::DateTime::parse_from_rfc3339(&c.date).ok())
        .max()?;
    Some(docs < code)
}

/// The last segment of a definition's name (`DEFAULT_CONFIG.compression.protect_last_n`),
/// or a parameter's own name (`StaticFiles.__init__(follow_symlink)` → `follow_symlink`):
/// the text the pickaxe looks for.
fn leaf(name: &str) -> &str {
    if let Some(inner) = name
        .strip_suffix(')')
        .and_then(|n| n.rsplit_once('(').map(|(_, p)| p))
        .filter(|p| !p.is_empty())
    {
        return inner;
    }
    name.rsplit(['.', ':']).next().unwrap_or(name)
}

/// The work tree's copy of `path` differs from HEAD (or is not in HEAD).
fn is_dirty(repo: &Repo, path: &str) -> bool {
    let in_head = repo.succeeds(["cat-file", "-e", &format!("HEAD:{path}")]);
    !in_head || !repo.succeeds(["diff", "--quiet", "HEAD", "--", path])
}

/// The definition `name` in `path` as committed at `rev`: (value or expr, line, end line).
fn def_at(repo: &Repo, rev: &str, path: &str, name: &str) -> Option<(String, usize, usize)> {
    let out = repo
        .run(["cat-file", "blob", &format!("{rev}:{path}")])
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8(out.stdout).ok()?;
    let listing = crate::source::list_text(std::path::Path::new(path), &text).ok()?;
    listing.items.into_iter().find(|i| i.name == name).map(|i| {
        let v = i
            .value
            .as_ref()
            .map(|v| v.to_string())
            .unwrap_or_else(|| i.expr.trim().to_string());
        (v, i.line, i.end_line)
    })
}

/// One `git log -L` entry: the commit and the lines its diff took out and put in.
pub struct LineChange {
    /// The commit: hash, date, author and subject.
    pub commit: CommitRef,
    /// Lines its diff took out of the range, without the leading `-`.
    pub minus: Vec<String>,
    /// Lines its diff put into the range, without the leading `+`.
    pub plus: Vec<String>,
}

fn line_log(repo: &Repo, range: &str, path: &str, start: usize, end: usize) -> Vec<LineChange> {
    let spec = format!("-L{start},{end}:{path}");
    let Ok(out) = repo.run(["log", "--no-color", FORMAT, &spec, range]) else {
        return Vec::new();
    };
    if !out.status.success() {
        return Vec::new();
    }
    let text = String::from_utf8_lossy(&out.stdout);
    text.split('\x1e')
        .filter(|c| !c.is_empty())
        .filter_map(|chunk| {
            let (head, patch) = chunk.split_once('\n').unwrap_or((chunk, ""));
            let commit = parse_commit(head)?;
            let mut minus = Vec::new();
            let mut plus = Vec::new();
            for l in patch.lines() {
                if l.starts_with("---") || l.starts_with("+++") {
                    continue;
                }
                if let Some(x) = l.strip_prefix('-') {
                    minus.push(x.to_string());
                } else if let Some(x) = l.strip_prefix('+') {
                    plus.push(x.to_string());
                }
            }
            Some(LineChange {
                commit,
                minus,
                plus,
            })
        })
        .collect()
}

/// The commits whose diff took `old` out or put `new` in; all of them when none can be
/// told apart that way (a value spread over several lines).
pub fn relevant(all: &[LineChange], old: &str, new: &str) -> Vec<CommitRef> {
    let has =
        |lines: &[String], v: &str| !v.is_empty() && lines.iter().any(|l| contains_token(l, v));
    let picked: Vec<CommitRef> = all
        .iter()
        .filter(|c| {
            (has(&c.minus, old) && !has(&c.plus, old)) || (has(&c.plus, new) && !has(&c.minus, new))
        })
        .map(|c| c.commit.clone())
        .collect();
    if picked.is_empty() {
        all.iter().map(|c| c.commit.clone()).collect()
    } else {
        picked
    }
}

/// `needle` occurs in `line` not as part of a longer word or number (`2` is not in `20`).
pub fn contains_token(line: &str, needle: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
    let mut from = 0;
    while let Some(i) = line[from..].find(needle) {
        let s = from + i;
        let e = s + needle.len();
        let before = line[..s]
            .chars()
            .next_back()
            .is_none_or(|c| !word(c) || !needle.starts_with(word));
        let after = line[e..]
            .chars()
            .next()
            .is_none_or(|c| !word(c) || !needle.ends_with(word));
        if before && after {
            return true;
        }
        from = s + needle.len().max(1);
        if from >= line.len() {
            break;
        }
    }
    false
}

fn parse_commit(head: &str) -> Option<CommitRef> {
    let mut f = head.split('\x1f');
    Some(CommitRef {
        hash: f.next()?.to_string(),
        short: f.next()?.to_string(),
        date: f.next()?.to_string(),
        author: f.next()?.to_string(),
        subject: f.next().unwrap_or("").trim_end().to_string(),
        first_tag: None,
    })
}

fn commits(repo: &Repo, args: &[String]) -> Vec<CommitRef> {
    let Some(out) = repo.stdout(args) else {
        return Vec::new();
    };
    out.split('\x1e')
        .filter_map(|c| parse_commit(c.trim_matches('\n')))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parameter_is_looked_for_by_its_own_name() {
        assert_eq!(
            leaf("StaticFiles.__init__(follow_symlink)"),
            "follow_symlink"
        );
        assert_eq!(leaf("DEFAULTS.cache.compress"), "compress");
        assert_eq!(leaf("lib::Config::default.field"), "field");
        assert_eq!(leaf("f()"), "f()");
    }

    #[test]
    fn tokens_do_not_match_inside_longer_numbers() {
        assert!(contains_token("X = 20  # floor", "20"));
        assert!(!contains_token("X = 200", "20"));
        assert!(!contains_token("X = 1.20", "20"));
        assert!(contains_token("timeout: \"30s\"", "\"30s\""));
        assert!(contains_token("a=(20)", "20"));
    }

    fn change(minus: &str, plus: &str) -> LineChange {
        LineChange {
            commit: CommitRef {
                hash: format!("{minus}->{plus}"),
                short: String::new(),
                date: String::new(),
                author: String::new(),
                subject: String::new(),
                first_tag: None,
            },
            minus: vec![minus.to_string()],
            plus: vec![plus.to_string()],
        }
    }

    #[test]
    fn a_comment_edit_on_the_line_is_not_the_change() {
        let all = vec![
            change("X = 18", "X = 16"),
            change("X = 20  # a", "X = 20  # b"),
            change("X = 20  # b", "X = 18"),
        ];
        let got: Vec<String> = relevant(&all, "20", "16")
            .into_iter()
            .map(|c| c.hash)
            .collect();
        assert_eq!(got, ["X = 18->X = 16", "X = 20  # b->X = 18"]);
    }
}
