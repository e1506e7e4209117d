//! Git facts as claims (`code.git`), through `docdrift check` on real git repositories in
//! temp dirs: kiln released as v1.0, a commit that raises `RETRY_LIMIT` released as v1.1,
//! then a rename and an unreleased commit on main. Each claim asks whether a commit (or the
//! commit that introduced a line, followed through the rename) is in a tag, and which tag
//! shipped it first; shallow clones and names git does not know are errors that say why.

use crate::kiln::{docdrift, git, released, Repo};
use serde_json::Value as Json;

struct History {
    repo: Repo,
    retry: String,
    logs: String,
}

/// v1.0 → "retry harder" (v1.1) → rename settings.py to config.py → "quieter logs".
fn history() -> History {
    let mut r = released();
    r.edit("kiln/settings.py", "RETRY_LIMIT = 3", "RETRY_LIMIT = 5");
    let retry = r.commit("retry harder", "Bob");
    git(&r.root, &["tag", "v1.1"]);
    git(&r.root, &["mv", "kiln/settings.py", "kiln/config.py"]);
    r.commit("rename settings to config", "Cy");
    r.edit(
        "kiln/config.py",
        "\"log_level\": \"info\"",
        "\"log_level\": \"warning\"",
    );
    let logs = r.commit("quieter logs", "Dee");
    History {
        repo: r,
        retry,
        logs,
    }
}

fn claims(dir: &std::path::Path, body: &str) -> std::path::PathBuf {
    let p = dir.join("claims.toml");
    std::fs::write(
        &p,
        format!("version = 1\n[target]\ncheckout = \".\"\n{body}"),
    )
    .unwrap();
    p
}

fn check_json(root: &std::path::Path, claims: &std::path::Path) -> (i32, Json) {
    let out = docdrift()
        .current_dir(root)
        .args(["check", "--no-config", "--format", "json", "--claims"])
        .arg(claims)
        .output()
        .unwrap();
    let v: Json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{e}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (out.status.code().unwrap(), v)
}

fn finding<'a>(v: &'a Json, id: &str) -> &'a Json {
    v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == id)
        .unwrap_or_else(|| panic!("no finding {id}: {v:#}"))
}

#[test]
fn a_line_followed_through_a_rename_shipped_first_in_its_tag() {
    let h = history();
    let c = claims(
        h.repo.root.parent().unwrap(),
        r#"
[[claim]]
id = "retry-shipped-in-1.1"
says = "RETRY_LIMIT = 5 shipped in v1.1, not in v1.0"
code = { git = { introduced = "RETRY_LIMIT = 5", path = "kiln/config.py" } }
expect = { in_tag = "v1.1", not_in_tag = "v1.0", first_tag = "v1.1" }

[[claim]]
id = "logs-released"
says = "the quieter logs are in v1.1"
code = { git = { introduced = "\"log_level\": \"warning\"", path = "kiln/config.py" } }
expect = { in_tag = "v1.1" }
"#,
    );
    let (code, v) = check_json(&h.repo.root, &c);
    assert_eq!(code, 1, "{v:#}");
    let f = finding(&v, "retry-shipped-in-1.1");
    assert_eq!(f["verdict"], "agree", "{f:#}");
    let commit = &f["code"][0]["commit"];
    assert_eq!(commit["hash"], h.retry.as_str());
    assert_eq!(commit["subject"], "retry harder");
    assert_eq!(commit["author"], "Bob");
    assert_eq!(commit["date"], "2026-01-02T12:00:00Z");
    assert_eq!(commit["first_tag"], "v1.1");
    assert_eq!(f["code"][0]["file"], "kiln/config.py");
    assert_eq!(f["code"][0]["line"], 18, "the line the string is on now");
    assert!(
        f["details"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d == "introduced as kiln/settings.py (the file was renamed since)"),
        "{f:#}"
    );

    let f = finding(&v, "logs-released");
    assert_eq!(f["verdict"], "disagree", "{f:#}");
    assert_eq!(f["code"][0]["commit"]["hash"], h.logs.as_str());
    assert_eq!(f["code"][0]["commit"]["first_tag"], Json::Null);
    let m = f["message"].as_str().unwrap();
    assert!(m.contains("'quieter logs' (2026-01-04, Dee)"), "{m}");
    assert!(m.contains("v1.1 does not contain it; in no tag yet"), "{m}");
}

#[test]
fn a_named_commit_and_its_first_tag() {
    let h = history();
    let short = &h.retry[..7];
    let c = claims(
        h.repo.root.parent().unwrap(),
        &format!(
            r#"
[[claim]]
id = "retry-in-1.1"
says = "the retry commit is in v1.1"
code = {{ git = {{ commit = "{short}" }} }}
expect = {{ in_tag = "v1.1" }}

[[claim]]
id = "retry-first-in-1.0"
says = "the retry commit shipped first in v1.0"
code = {{ git = {{ commit = "{short}" }} }}
expect = {{ first_tag = "v1.0" }}

[[claim]]
id = "tag-is-its-own-first"
says = "v1.0 is the first tag of its commit"
code = {{ git = {{ commit = "v1.0" }} }}
expect = {{ first_tag = "v1.0", in_tag = "v1.1" }}
"#
        ),
    );
    let (code, v) = check_json(&h.repo.root, &c);
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(finding(&v, "retry-in-1.1")["verdict"], "agree");
    assert_eq!(finding(&v, "tag-is-its-own-first")["verdict"], "agree");
    let f = finding(&v, "retry-first-in-1.0");
    assert_eq!(f["verdict"], "disagree");
    assert_eq!(f["code_value"], format!("{short} (first in v1.1)"));
    assert!(f["message"]
        .as_str()
        .unwrap()
        .contains("the first tag that contains it is not v1.0 (first in v1.1)"));
}

#[test]
fn an_unknown_tag_or_commit_is_an_error_naming_the_claims_file_and_line() {
    let h = history();
    let c = claims(
        h.repo.root.parent().unwrap(),
        r#"
[[claim]]
id = "no-such-tag"
says = "x"
code = { git = { commit = "HEAD" } }
expect = { in_tag = "v9.9" }

[[claim]]
id = "no-such-commit"
says = "x"
code = { git = { commit = "deadbeef" } }
expect = { in_tag = "v1.0" }

[[claim]]
id = "not-in-the-file"
says = "x"
code = { git = { introduced = "RETRY_LIMIT = 7", path = "kiln/config.py" } }
expect = { in_tag = "v1.0" }
"#,
    );
    let (code, v) = check_json(&h.repo.root, &c);
    assert_eq!(code, 3, "errors only: evidence unavailable {v:#}");
    let file = c.display().to_string();
    let m = |id: &str| finding(&v, id)["message"].as_str().unwrap().to_string();
    let tag = m("no-such-tag");
    assert!(
        tag.starts_with(&format!("{file}:5: tag `v9.9` does not exist in ")),
        "{tag}"
    );
    assert!(tag.contains("git tag --list"), "{tag}");
    let commit = m("no-such-commit");
    assert!(
        commit.starts_with(&format!("{file}:11: commit `deadbeef` does not exist")),
        "{commit}"
    );
    let text = m("not-in-the-file");
    assert!(
        text.contains("\"RETRY_LIMIT = 7\" does not occur in kiln/config.py at HEAD"),
        "{text}"
    );
}

#[test]
fn a_malformed_git_claim_is_refused_with_its_line() {
    let h = history();
    for (body, want) in [
        (
            "code = { git = { introduced = \"X\" } }\nexpect = { in_tag = \"v1.0\" }",
            "code.git.introduced needs `path`",
        ),
        (
            "code = { git = { commit = \"HEAD\" } }\nexpect = \"present\"",
            "code.git needs expect = { in_tag",
        ),
        (
            "code = { git = { commit = \"HEAD\" } }\nexpect = { count = 1 }",
            "code.git takes { in_tag, not_in_tag, first_tag }",
        ),
        (
            "code = { git = { commit = \"--output=/tmp/x\" } }\nexpect = { in_tag = \"v1.0\" }",
            "is not a commit name",
        ),
        (
            "code = { git = { introduced = \"X\", path = \"../x.py\" } }\nexpect = { in_tag = \"v1.0\" }",
            "code.git.path",
        ),
    ] {
        let c = claims(
            h.repo.root.parent().unwrap(),
            &format!("\n[[claim]]\nid = \"bad\"\nsays = \"x\"\n{body}\n"),
        );
        let out = docdrift()
            .current_dir(&h.repo.root)
            .args(["check", "--no-config", "--claims"])
            .arg(&c)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{body}: {err}");
        assert!(err.contains(":5:"), "{body}: {err}");
        assert!(err.contains(want), "{body}: {err}");
    }
}

#[test]
fn a_shallow_clone_says_which_history_is_missing() {
    let h = history();
    let parent = h.repo.root.parent().unwrap();
    let clone = parent.join("shallow");
    let url = format!("file://{}", h.repo.root.display());
    // The last two commits: the rename (its parents cut off) and "quieter logs".
    git(
        parent,
        &["clone", "-q", "--depth", "2", &url, clone.to_str().unwrap()],
    );
    let c = claims(
        parent,
        &format!(
            r#"
[[claim]]
id = "retry-shipped-in-1.1"
says = "RETRY_LIMIT = 5 shipped in v1.1"
code = {{ git = {{ introduced = "RETRY_LIMIT = 5", path = "kiln/config.py" }} }}
expect = {{ in_tag = "v1.1" }}

[[claim]]
id = "retry-commit"
says = "the retry commit is in v1.1"
code = {{ git = {{ commit = "{}" }} }}
expect = {{ in_tag = "v1.1" }}

[[claim]]
id = "logs-in-the-clone"
says = "the last commit is not in v1.1"
code = {{ git = {{ commit = "HEAD" }} }}
expect = {{ not_in_tag = "v1.1" }}
"#,
            h.retry
        ),
    );
    let (code, v) = check_json(&clone, &c);
    assert_eq!(code, 3, "{v:#}");
    let m = |id: &str| finding(&v, id)["message"].as_str().unwrap().to_string();
    let intro = m("retry-shipped-in-1.1");
    assert!(
        intro.contains("is a shallow clone and the history of kiln/config.py stops at commit"),
        "{intro}"
    );
    assert!(intro.contains("git fetch --unshallow --tags"), "{intro}");
    assert!(intro.contains("fetch-depth: 0"), "{intro}");
    let commit = m("retry-commit");
    assert!(commit.contains("does not exist"), "{commit}");
    assert!(commit.contains("this is a shallow clone"), "{commit}");
    // The clone fetched no tag: asking about one says that too.
    let tag = m("logs-in-the-clone");
    assert!(tag.contains("tag `v1.1` does not exist"), "{tag}");
    assert!(tag.contains("git fetch --unshallow --tags"), "{tag}");
}

#[test]
fn a_shallow_clone_that_has_the_tag_answers_what_it_can() {
    let h = history();
    let parent = h.repo.root.parent().unwrap();
    let clone = parent.join("shallow3");
    let url = format!("file://{}", h.repo.root.display());
    // Three commits: v1.1's (cut off from its parent) and the two after it; clone fetches
    // the tag that points into that history.
    git(
        parent,
        &["clone", "-q", "--depth", "3", &url, clone.to_str().unwrap()],
    );
    assert_eq!(git(&clone, &["tag", "--list"]).trim(), "v1.1");
    let c = claims(
        parent,
        &format!(
            r#"
[[claim]]
id = "logs-after-1.1"
says = "the last commit is not in v1.1"
code = {{ git = {{ commit = "HEAD" }} }}
expect = {{ not_in_tag = "v1.1" }}

[[claim]]
id = "retry-in-1.1"
says = "the retry commit is in v1.1"
code = {{ git = {{ commit = "{}" }} }}
expect = {{ in_tag = "v1.1" }}
"#,
            h.retry
        ),
    );
    let (code, v) = check_json(&clone, &c);
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(finding(&v, "logs-after-1.1")["verdict"], "agree");
    assert_eq!(finding(&v, "retry-in-1.1")["verdict"], "agree");
}

#[test]
fn the_contains_command_answers_a_writer() {
    let h = history();
    let run = |args: &[&str]| {
        let out = docdrift()
            .arg("contains")
            .args(args)
            .arg("--repo")
            .arg(&h.repo.root)
            .output()
            .unwrap();
        (
            out.status.code().unwrap(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, out, err) = run(&[&h.retry[..7], "--tag", "v1.0", "--tag", "v1.1"]);
    assert_eq!(code, 1, "v1.0 does not contain it: {out}{err}");
    assert_eq!(
        out,
        format!(
            "commit {} 2026-01-02T12:00:00Z Bob\n  retry harder\n  first tag: v1.1\n  v1.0: does not contain it\n  v1.1: contains it\n",
            h.retry
        )
    );
    let (code, out, err) = run(&[
        "--introduced",
        "\"log_level\": \"warning\"",
        "--path",
        "kiln/config.py",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Json = serde_json::from_str(&out).unwrap();
    assert_eq!(v["commit"]["hash"], h.logs.as_str());
    assert_eq!(v["commit"]["first_tag"], Json::Null);
    let (code, _, err) = run(&["v9"]);
    assert_eq!(code, 2);
    assert!(err.contains("commit `v9` does not exist"), "{err}");
}
