//! `docdrift contains REV [--tag TAG…]` and `docdrift contains --introduced TEXT --path FILE
//! [--tag TAG…]`: the git-facts claim (`code.git`) as a question a writer asks once — which commit,
//! when and by whom, the first tag that shipped it, and whether each TAG contains it. Exit 0
//! when every TAG contains it (or none was named), 1 when one does not, 2 when a name git
//! does not know was given, 3 when the history needed is missing (a shallow clone) or the
//! directory is not a git work tree.

use super::Exit;
use docdrift_core::claims::git_fact::{FactError, History};
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The commit (hash, tag or branch); omit it with --introduced.
    #[arg(required_unless_present = "introduced")]
    pub rev: Option<String>,
    /// Tags to ask whether they contain the commit.
    #[arg(long = "tag", value_name = "TAG")]
    pub tags: Vec<String>,
    /// Ask about the commit that introduced TEXT into --path (git log -S, following renames).
    #[arg(long, value_name = "TEXT", requires = "path", conflicts_with = "rev")]
    pub introduced: Option<String>,
    /// The file TEXT is in, relative to --repo.
    #[arg(long, value_name = "FILE")]
    pub path: Option<String>,
    /// A directory of the git work tree [default: .].
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub repo: PathBuf,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let Some(repo) = docdrift_core::core::git::Repo::discover(&args.repo) else {
        eprintln!(
            "docdrift contains: error: {}: not inside a git work tree",
            args.repo.display()
        );
        return Ok(Exit::Unavailable);
    };
    let h = History::new(&repo);
    let fail = |e: FactError| -> anyhow::Result<Exit> {
        eprintln!("docdrift contains: error: {e}");
        Ok(match e {
            FactError::NoSuchRef { .. } => Exit::Usage,
            _ => Exit::Unavailable,
        })
    };
    let hash = match (&args.rev, &args.introduced, &args.path) {
        (Some(rev), None, _) => match h.resolve_commit(rev) {
            Ok(c) => c,
            Err(e) => return fail(e),
        },
        (None, Some(text), Some(path)) => {
            if let Err(m) = docdrift_core::source::selector::check_inside(path) {
                eprintln!("docdrift contains: error: --path: {m}");
                return Ok(Exit::Usage);
            }
            let prefix = repo.relative(&args.repo).unwrap_or_default();
            let in_repo = if prefix.is_empty() {
                path.clone()
            } else {
                format!("{prefix}/{path}")
            };
            match h.introduced(text, &in_repo) {
                Ok(i) => i.commit.hash,
                Err(e) => return fail(e),
            }
        }
        _ => {
            eprintln!("docdrift contains: error: give a commit, or --introduced TEXT --path FILE");
            return Ok(Exit::Usage);
        }
    };
    let mut commit = match h.commit(&hash) {
        Ok(c) => c,
        Err(e) => return fail(e),
    };
    commit.first_tag = match h.first_tag(&hash) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    let mut answers = Vec::new();
    for tag in &args.tags {
        let tc = match h.resolve_tag(tag) {
            Ok(t) => t,
            Err(e) => return fail(e),
        };
        match h.contains(tag, &tc, &hash) {
            Ok(yes) => answers.push((tag.clone(), yes)),
            Err(e) => return fail(e),
        }
    }
    let out = if args.json {
        serde_json::to_string_pretty(&serde_json::json!({
            "commit": commit,
            "tags": answers.iter().map(|(t, yes)| serde_json::json!({"tag": t, "contains": yes})).collect::<Vec<_>>(),
        }))? + "\n"
    } else {
        let mut s = format!(
            "commit {} {} {}\n  {}\n  first tag: {}\n",
            commit.hash,
            commit.date,
            commit.author,
            commit.subject,
            commit.first_tag.as_deref().unwrap_or("none yet")
        );
        for (t, yes) in &answers {
            s.push_str(&format!(
                "  {t}: {}\n",
                if *yes {
                    "contains it"
                } else {
                    "does not contain it"
                }
            ));
        }
        s
    };
    print!("{out}");
    Ok(if answers.iter().all(|(_, yes)| *yes) {
        Exit::Ok
    } else {
        Exit::Drift
    })
}
