//! Git facts as claims: a commit — or the commit that introduced a string in a file — is or
//! is not contained in a tag, and the first tag that contains it. These are the release
//! checklist's questions ("the three PRs merged after the v0.21.5 tag, so they live on
//! main"), answered from the checkout's history instead of by hand.
//!
//! ```toml
//! [[claim]]
//! id = "floor-fix-shipped"
//! says = "the tail-floor fix shipped in v0.22.0, not before"
//! code = { git = { introduced = "_MAX_TAIL_MESSAGE_FLOOR = 8", path = "agent/compressor.py" } }
//! expect = { in_tag = "v0.22.0", not_in_tag = "v0.21.5" }
//! ```
//!
//! This file holds the claim's shape and the git questions themselves ([`History`]); the
//! claim is evaluated in `evaluate/git_claim.rs`, and `docdrift contains` asks the same
//! questions from the command line. Every question goes through the safe runner
//! ([`crate::core::git`]). A shallow clone is never answered by guess: when the history a
//! question needs is cut off, the answer is an error that says which history is missing and
//! how to fetch it.

use crate::core::finding::CommitRef;
use crate::core::git::Repo;

/// What a git claim is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GitTarget {
    /// A commit by any name git resolves (hash, abbreviated hash, branch, tag).
    Commit(String),
    /// The commit that introduced `text` into `path` (relative to the checkout), found with
    /// the pickaxe (`git log -S`) following renames: the newest commit before which the file
    /// did not contain the text.
    Introduced {
        /// The string looked for, as written in the claim (`introduced = "…"`).
        text: String,
        /// The file it is in today, relative to the checkout (`./` stripped).
        path: String,
    },
}

/// `code = { git = { … } }` with its `expect = { in_tag, not_in_tag, first_tag }`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GitFact {
    /// The commit the claim is about: named, or the one that introduced a string.
    pub target: GitTarget,
    /// Tags that must contain the commit.
    pub in_tag: Option<String>,
    /// Tags that must not contain it (not shipped there yet).
    pub not_in_tag: Option<String>,
    /// The oldest tag (by creation date) that contains it must be this one.
    pub first_tag: Option<String>,
}

impl GitFact {
    /// `in_tag=v1 not_in_tag=v0` as the report's expectation column shows it.
    pub fn expect_text(&self) -> String {
        let mut parts = Vec::new();
        for (k, v) in [
            ("in_tag", &self.in_tag),
            ("not_in_tag", &self.not_in_tag),
            ("first_tag", &self.first_tag),
        ] {
            if let Some(v) = v {
                parts.push(format!("{k}={v}"));
            }
        }
        parts.join(" ")
    }
}

/// The raw `git = { commit | introduced + path }` table.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawGit {
    pub(crate) commit: Option<String>,
    pub(crate) introduced: Option<String>,
    pub(crate) path: Option<String>,
}

/// Validate `code.git` (the tags come from `expect`, see [`with_tags`]).
pub(crate) fn code_side(g: &RawGit) -> Result<GitTarget, String> {
    match (&g.commit, &g.introduced, &g.path) {
        (Some(c), None, None) => {
            let c = c.trim();
            if c.is_empty() || c.starts_with('-') || c.contains("..") || c.contains(char::is_whitespace) {
                return Err(format!(
                    "code.git.commit {c:?} is not a commit name (a hash such as \"abc1234\", a tag or a branch)"
                ));
            }
            Ok(GitTarget::Commit(c.to_string()))
        }
        (None, Some(text), Some(path)) => {
            if text.trim().is_empty() {
                return Err("code.git.introduced is empty; give the string or line to look for".into());
            }
            crate::source::selector::check_inside(path).map_err(|m| format!("code.git.path: {m}"))?;
            Ok(GitTarget::Introduced {
                text: text.clone(),
                path: path.trim_start_matches("./").to_string(),
            })
        }
        (None, Some(_), None) => Err(
            "code.git.introduced needs `path`: the file (relative to the checkout) the string is in".into(),
        ),
        (Some(_), Some(_), _) => Err("code.git takes `commit` or `introduced`, not both".into()),
        (Some(_), None, Some(_)) => Err("code.git.path goes with `introduced`, not with `commit`".into()),
        (None, None, _) => Err(
            "code.git needs `commit = \"abc1234\"` or `introduced = \"…\", path = \"file\"`".into(),
        ),
    }
}

/// Attach `expect = { in_tag, not_in_tag, first_tag }` to a git code side.
pub(crate) fn with_tags(
    target: GitTarget,
    in_tag: Option<&String>,
    not_in_tag: Option<&String>,
    first_tag: Option<&String>,
) -> Result<GitFact, String> {
    if in_tag.is_none() && not_in_tag.is_none() && first_tag.is_none() {
        return Err(
            "code.git needs expect = { in_tag = \"v1.2.0\" }, { not_in_tag = \"…\" }, { first_tag = \"…\" } (or several)"
                .into(),
        );
    }
    for (k, v) in [
        ("in_tag", in_tag),
        ("not_in_tag", not_in_tag),
        ("first_tag", first_tag),
    ] {
        if let Some(v) = v {
            if v.trim().is_empty() || v.starts_with('-') || v.contains(char::is_whitespace) {
                return Err(format!("expect.{k} {v:?} is not a tag name"));
            }
        }
    }
    Ok(GitFact {
        target,
        in_tag: in_tag.cloned(),
        not_in_tag: not_in_tag.cloned(),
        first_tag: first_tag.cloned(),
    })
}

/// Why a git question has no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FactError {
    /// A commit or tag name that does not resolve in the checkout (perhaps missing from a shallow
    /// or tag-less clone).
    #[error("{what} `{name}` does not exist in {repo}{hint}")]
    NoSuchRef {
        /// What was looked up: `"commit"` or `"tag"`.
        what: &'static str,
        /// The name as the claim or command line gave it.
        name: String,
        /// The checkout's work tree.
        repo: String,
        /// A sentence on how to fetch what may be missing (empty when nothing useful can be said).
        hint: String,
    },
    /// The clone's history is cut off before the answer: says which history and how to fetch it.
    #[error("{repo} is a shallow clone and {missing}; run `git fetch --unshallow --tags` (in GitHub Actions, `actions/checkout` with `fetch-depth: 0`)")]
    Shallow {
        /// The checkout's work tree.
        repo: String,
        /// Which history is missing and why that leaves the question open.
        missing: String,
    },
    /// Any other failure (git could not run, output could not be read, the string was never added).
    #[error("{0}")]
    Other(String),
}

/// `--format` of every commit read here: the fields of [`CommitRef`].
const FORMAT: &str = "--format=%x1e%H%x1f%h%x1f%cI%x1f%an%x1f%s";

/// One repository's history, with what is known about its shallow boundary.
pub struct History<'a> {
    /// The repository the questions are asked of, through the safe runner.
    pub repo: &'a Repo,
    /// The commits whose parents this clone does not have (empty when not shallow).
    shallow: Vec<String>,
}

impl<'a> History<'a> {
    /// Read `repo`'s shallow boundary (`.git/shallow`) once; a full clone has none.
    pub fn new(repo: &'a Repo) -> History<'a> {
        let shallow = repo
            .stdout(["rev-parse", "--git-path", "shallow"])
            .map(|p| {
                let p = std::path::Path::new(&p);
                let p = if p.is_absolute() {
                    p.to_path_buf()
                } else {
                    repo.work_tree.join(p)
                };
                std::fs::read_to_string(p).unwrap_or_default()
            })
            .unwrap_or_default()
            .lines()
            .map(|l| l.trim().to_string())
            .filter(|l| !l.is_empty())
            .collect();
        History { repo, shallow }
    }

    /// The commits whose parents this clone does not have.
    pub fn shallow_commits(&self) -> &[String] {
        &self.shallow
    }

    /// Whether `hash` is a commit whose parents this clone does not have.
    pub fn is_cut(&self, hash: &str) -> bool {
        self.shallow.iter().any(|s| s == hash)
    }

    /// Whether this clone is shallow (some commit's parents were not fetched).
    pub fn is_shallow(&self) -> bool {
        !self.shallow.is_empty()
    }

    fn repo_name(&self) -> String {
        self.repo.work_tree.display().to_string()
    }

    fn shallow_hint(&self) -> String {
        if self.is_shallow() {
            "; this is a shallow clone, so it may only be missing here: run `git fetch --unshallow --tags` (in GitHub Actions, `fetch-depth: 0`)".into()
        } else {
            String::new()
        }
    }

    /// The full hash of commit `name`.
    pub fn resolve_commit(&self, name: &str) -> Result<String, FactError> {
        let spec = format!("{name}^{{commit}}");
        self.repo
            .stdout([
                "rev-parse",
                "--verify",
                "--quiet",
                "--end-of-options",
                &spec,
            ])
            .filter(|h| !h.is_empty())
            .ok_or_else(|| FactError::NoSuchRef {
                what: "commit",
                name: name.to_string(),
                repo: self.repo_name(),
                hint: self.shallow_hint(),
            })
    }

    /// The commit tag `name` points at (annotated tags peeled).
    pub fn resolve_tag(&self, name: &str) -> Result<String, FactError> {
        let spec = format!("refs/tags/{name}^{{commit}}");
        self.repo
            .stdout([
                "rev-parse",
                "--verify",
                "--quiet",
                "--end-of-options",
                &spec,
            ])
            .filter(|h| !h.is_empty())
            .ok_or_else(|| {
                let hint = if self.is_shallow() {
                    self.shallow_hint()
                } else {
                    " (see `git tag --list`; a CI clone may need `git fetch --tags`)".into()
                };
                FactError::NoSuchRef {
                    what: "tag",
                    name: name.to_string(),
                    repo: self.repo_name(),
                    hint,
                }
            })
    }

    /// Hash, date, author and subject of a commit.
    pub fn commit(&self, hash: &str) -> Result<CommitRef, FactError> {
        let out = self
            .repo
            .stdout(["log", "-1", "--no-walk", FORMAT, hash, "--"])
            .ok_or_else(|| FactError::Other(format!("git log {hash} failed")))?;
        parse_commit(out.trim_start_matches('\x1e').trim_end())
            .ok_or_else(|| FactError::Other(format!("cannot read commit {hash}")))
    }

    /// Whether tag commit `tag` contains `commit`. In a shallow clone "no" is an answer only
    /// when the tag's history reaches no shallow boundary (else the commit may lie beyond it).
    pub fn contains(&self, tag: &str, tag_commit: &str, commit: &str) -> Result<bool, FactError> {
        if self
            .repo
            .succeeds(["merge-base", "--is-ancestor", commit, tag_commit])
        {
            return Ok(true);
        }
        // A commit after the tag's (its descendant) is never in it, whatever is cut off.
        if commit != tag_commit
            && self
                .repo
                .succeeds(["merge-base", "--is-ancestor", tag_commit, commit])
        {
            return Ok(false);
        }
        if let Some(cut) = self.shallow.iter().find(|s| {
            self.repo
                .succeeds(["merge-base", "--is-ancestor", s.as_str(), tag_commit])
        }) {
            return Err(FactError::Shallow {
                repo: self.repo_name(),
                missing: format!(
                    "the history of tag `{tag}` stops at commit {} (its parents were not fetched), so whether it contains {} cannot be told",
                    short(cut),
                    short(commit)
                ),
            });
        }
        Ok(false)
    }

    /// The oldest tag (by creation date) that contains `commit`, `None` when no tag does.
    pub fn first_tag(&self, commit: &str) -> Result<Option<String>, FactError> {
        let found = self.repo.oldest_tag_containing(commit);
        if !self.is_shallow() {
            return Ok(found);
        }
        // Shallow: an older tag whose history is cut might contain it too. Ask each tag
        // created before the one found (all of them when none was).
        let tags = self
            .repo
            .stdout([
                "for-each-ref",
                "--sort=creatordate",
                "--format=%(refname:short)",
                "refs/tags",
            ])
            .unwrap_or_default();
        for t in tags.lines().filter(|t| !t.is_empty()) {
            if Some(t) == found.as_deref() {
                break;
            }
            let tc = self.resolve_tag(t)?;
            if self.contains(t, &tc, commit)? {
                return Ok(Some(t.to_string()));
            }
        }
        Ok(found)
    }

    /// The commit that introduced `text` into `path` (relative to the top of the work tree)
    /// as HEAD has it: the newest commit, following renames, whose parent's file did not
    /// contain the text and whose file did.
    pub fn introduced(&self, text: &str, path: &str) -> Result<Introduced, FactError> {
        let at_head = self.count_at("HEAD", path, text).ok_or_else(|| {
            FactError::Other(format!(
                "{path} is not in HEAD's tree (git claims read committed history)"
            ))
        })?;
        if at_head == 0 {
            return Err(FactError::Other(format!(
                "{text:?} does not occur in {path} at HEAD, so no commit introduced it there (a committed file is read, not the work tree)"
            )));
        }
        let pickaxe = format!("-S{text}");
        let out = self
            .repo
            .run([
                "log",
                "--no-color",
                FORMAT,
                "--name-status",
                "--follow",
                &pickaxe,
                "HEAD",
                "--",
                path,
            ])
            .map_err(|e| FactError::Other(format!("cannot run git: {e}")))?;
        if !out.status.success() {
            return Err(FactError::Other(format!(
                "git log -S on {path} failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            )));
        }
        let log = String::from_utf8_lossy(&out.stdout);
        for chunk in log.split('\x1e').filter(|c| !c.trim().is_empty()) {
            let mut lines = chunk.lines();
            let Some(commit) = lines.next().and_then(parse_commit) else {
                continue;
            };
            // `M\tpath`, `A\tpath`, `R100\told\tnew`: the file's name before and in the commit.
            let (old, new) = lines
                .rev()
                .filter_map(|l| {
                    let f: Vec<&str> = l.split('\t').collect();
                    match f.as_slice() {
                        [s, o, n] if s.starts_with('R') || s.starts_with('C') => {
                            Some((Some(o.to_string()), n.to_string()))
                        }
                        [s, p] if s.starts_with('A') => Some((None, p.to_string())),
                        [_, p] => Some((Some(p.to_string()), p.to_string())),
                        _ => None,
                    }
                })
                .next()
                .unwrap_or((Some(path.to_string()), path.to_string()));
            let after = self.count_at(&commit.hash, &new, text).unwrap_or(0);
            let before = match (&old, self.is_cut(&commit.hash)) {
                (_, true) => {
                    return Err(FactError::Shallow {
                        repo: self.repo_name(),
                        missing: format!(
                            "the history of {path} stops at commit {} (its parents were not fetched), so the commit that introduced {text:?} may be older",
                            commit.short
                        ),
                    })
                }
                (None, _) => 0,
                (Some(o), _) => self.count_at(&format!("{}^", commit.hash), o, text).unwrap_or(0),
            };
            if before == 0 && after > 0 {
                return Ok(Introduced {
                    commit,
                    path_then: new,
                });
            }
        }
        if self.is_shallow() {
            return Err(FactError::Shallow {
                repo: self.repo_name(),
                missing: format!("the history of {path} is cut off before {text:?} appears in it"),
            });
        }
        Err(FactError::Other(format!(
            "no commit in the history of {path} adds {text:?} (binary file?)"
        )))
    }

    /// How often `path` at `rev` contains `text`; `None` when the file is not there.
    fn count_at(&self, rev: &str, path: &str, text: &str) -> Option<usize> {
        let out = self
            .repo
            .run(["cat-file", "blob", &format!("{rev}:{path}")])
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).matches(text).count())
    }
}

/// The commit that introduced a string, and the file's name in that commit.
#[derive(Debug, Clone)]
pub struct Introduced {
    /// The commit that introduced the string: hash, date, author and subject.
    pub commit: CommitRef,
    /// The file's path in that commit (it may have been renamed since).
    pub path_then: String,
}

fn short(hash: &str) -> &str {
    hash.get(..7).unwrap_or(hash)
}

/// One `FORMAT` record (without its leading separator).
pub(crate) fn parse_commit(head: &str) -> Option<CommitRef> {
    let mut f = head.split('\x1f');
    let hash = f.next()?.trim().to_string();
    if hash.is_empty() {
        return None;
    }
    Some(CommitRef {
        hash,
        short: f.next()?.to_string(),
        date: f.next()?.to_string(),
        author: f.next()?.to_string(),
        subject: f.next().unwrap_or("").trim_end().to_string(),
        first_tag: None,
    })
}
