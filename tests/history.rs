//! `docdrift scan --since REV` end to end, on real git repositories built in temp dirs: a
//! small Python project whose Markdown docs state its defaults is tagged v1.0, then a branch
//! changes documented defaults one commit at a time, among noise commits (undocumented
//! values, comments, a rename, binary files). Every broken link must be reported with the
//! commit that broke it (recall) and nothing else (precision).

use crate::kiln::{docdrift, git, released, Repo};
use serde_json::Value as Json;

/// The planted history: (definition, subjects of the commits that changed it, kind).
fn planted(r: &mut Repo) -> Vec<(&'static str, Vec<&'static str>, &'static str)> {
    git(&r.root, &["checkout", "-q", "-b", "next"]);
    let s = "kiln/settings.py";
    let c = |r: &mut Repo, file: &str, from: &str, to: &str, subject: &str| {
        r.edit(file, from, to);
        r.commit(subject, "Bob");
    };
    c(
        r,
        s,
        "\"max_entries\": 500",
        "\"max_entries\": 1000",
        "grow the cache",
    );
    c(
        r,
        s,
        "\"ttl_seconds\": 3600",
        "\"ttl_seconds\": 1800",
        "shorter ttl",
    );
    c(
        r,
        s,
        "_INTERNAL_BATCH = 17",
        "_INTERNAL_BATCH = 19",
        "tune the internal batch",
    );
    c(r, s, "\"port\": 8080", "\"port\": 9090", "move to 9090");
    c(
        r,
        s,
        "# How often a failed upload is retried.",
        "# Retries of a failed upload.",
        "reword a comment",
    );
    c(r, s, "\"workers\": 4", "\"workers\": 8", "more workers");
    c(
        r,
        s,
        "RETRY_LIMIT = 3",
        "RETRY_LIMIT = 3  # see #12",
        "link the retry issue",
    );
    c(
        r,
        s,
        "\"log_level\": \"info\"",
        "\"log_level\": \"warning\"",
        "quieter logs",
    );
    c(
        r,
        s,
        "RETRY_LIMIT = 3  #",
        "RETRY_LIMIT = 5  #",
        "retry harder",
    );
    c(
        r,
        s,
        "BACKOFF_FACTOR = 1.5",
        "BACKOFF_FACTOR = 2.0",
        "steeper backoff",
    );
    c(
        r,
        s,
        "CHUNK_SIZE = 65536",
        "CHUNK_SIZE = 98304",
        "bigger chunks",
    );
    c(
        r,
        s,
        "CHUNK_SIZE = 98304",
        "CHUNK_SIZE = 131072",
        "even bigger chunks",
    );
    git(&r.root, &["mv", "kiln/net.py", "kiln/transport.py"]);
    r.commit("rename net to transport", "Bob");
    let t = "kiln/transport.py";
    c(r, t, "timeout=30", "timeout=60", "slower timeout");
    c(r, t, "pool_size=10", "pool_size=20", "bigger pool");
    // Binary files beside the code and the docs, one with a name scan reads.
    r.write("kiln/logo.png", "\u{89}PNG\r\n\u{1a}\n\0\0\0\rIHDR\0\0");
    std::fs::write(
        r.root.join("kiln/blob.json"),
        b"\x00\xff\xfe{\"port\": 1}\x00",
    )
    .unwrap();
    std::fs::write(
        r.root.join("docs/diagram.png"),
        b"\x89PNG\r\n\x1a\n\x00\x00",
    )
    .unwrap();
    r.commit("add the logo and a diagram", "Cy");
    c(
        r,
        s,
        "        \"compress\": True,\n",
        "",
        "drop the compression option",
    );
    c(
        r,
        "docs/configuration.md",
        "host: \"127.0.0.1\"",
        "host: \"0.0.0.0\"",
        "docs: bind to all interfaces",
    );
    c(
        r,
        "docs/configuration.md",
        "caps one upload.",
        "caps a single upload.",
        "docs: wording",
    );
    vec![
        (
            "DEFAULTS.cache.max_entries",
            vec!["grow the cache"],
            "code-changed",
        ),
        (
            "DEFAULTS.cache.ttl_seconds",
            vec!["shorter ttl"],
            "code-changed",
        ),
        ("DEFAULTS.server.port", vec!["move to 9090"], "code-changed"),
        (
            "DEFAULTS.server.workers",
            vec!["more workers"],
            "code-changed",
        ),
        ("DEFAULTS.log_level", vec!["quieter logs"], "code-changed"),
        ("RETRY_LIMIT", vec!["retry harder"], "code-changed"),
        ("BACKOFF_FACTOR", vec!["steeper backoff"], "code-changed"),
        (
            "CHUNK_SIZE",
            vec!["even bigger chunks", "bigger chunks"],
            "code-changed",
        ),
        (
            "Client.__init__(timeout)",
            vec!["slower timeout"],
            "code-changed",
        ),
        (
            "Client.__init__(pool_size)",
            vec!["bigger pool"],
            "code-changed",
        ),
        (
            "DEFAULTS.cache.compress",
            vec!["drop the compression option"],
            "removed",
        ),
        (
            "DEFAULTS.server.host",
            vec!["docs: bind to all interfaces"],
            "docs-changed",
        ),
    ]
}

fn since(r: &Repo, rev: &str, format: &str, checkout: &str) -> (i32, String, String) {
    let out = docdrift()
        .args(["scan", "--since", rev, "--format", format])
        .args(["--docs", &r.path("docs"), "--checkout", &r.path(checkout)])
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn since_json(r: &Repo, rev: &str, checkout: &str) -> (i32, Json) {
    let (code, out, err) = since(r, rev, "json", checkout);
    let v: Json = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}\n{err}"));
    (code, v)
}

/// Every broken link as (definition, kind, subjects of its commits, code then docs).
fn broken(v: &Json) -> Vec<(String, String, Vec<String>)> {
    let mut out: Vec<(String, String, Vec<String>)> = v["since"]["broken"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let subjects = b["code"]["commits"]
                .as_array()
                .unwrap()
                .iter()
                .chain(b["docs"]["commits"].as_array().unwrap())
                .map(|c| c["subject"].as_str().unwrap().to_string())
                .collect();
            (
                b["code"]["name"].as_str().unwrap().to_string(),
                b["kind"].as_str().unwrap().to_string(),
                subjects,
            )
        })
        .collect();
    out.sort();
    out
}

#[test]
fn every_broken_link_is_reported_with_its_commit_and_nothing_else() {
    let mut r = released();
    let mut expected: Vec<(String, String, Vec<String>)> = planted(&mut r)
        .into_iter()
        .map(|(n, s, k)| {
            (
                n.to_string(),
                k.to_string(),
                s.iter().map(|x| x.to_string()).collect(),
            )
        })
        .collect();
    expected.sort();
    let status_before = git(&r.root, &["status", "--porcelain"]);
    let (code, v) = since_json(&r, "v1.0", ".");
    assert_eq!(code, 1, "{v:#}");
    let got = broken(&v);
    // Precision and recall, and the right commits: the whole list, exactly.
    assert_eq!(got, expected);
    let s = &v["since"];
    assert_eq!(s["links"], 12);
    // MAX_UPLOAD_MB disagreed at v1.0 already: listed apart, not a broken link.
    let apart: Vec<&str> = s["already_drifting"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_str().unwrap())
        .collect();
    assert_eq!(apart, ["disagree/MAX_UPLOAD_MB/1"]);
    // The rename was followed: the timeout now lives in transport.py.
    let timeout = s["broken"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["code"]["name"] == "Client.__init__(timeout)")
        .unwrap();
    assert_eq!(timeout["code"]["file_at_rev"], "kiln/net.py");
    assert_eq!(timeout["code"]["file"], "kiln/transport.py");
    // Commit facts are the repository's.
    let c = &timeout["code"]["commits"][0];
    assert_eq!(c["author"], "Bob");
    assert_eq!(c["date"], "2026-01-15T12:00:00Z");
    assert_eq!(
        c["hash"].as_str().unwrap(),
        git(
            &r.root,
            &["log", "-1", "--format=%H", "--grep=slower timeout"]
        )
        .trim()
    );
    // Docs older than the code: the page's last commit ("docs: wording", the last day) is
    // newer than every code change, so no finding says so.
    for b in s["broken"].as_array().unwrap() {
        assert_eq!(b["docs"]["last_commit"]["subject"], "docs: wording");
        assert_ne!(b["docs_older"], true, "{b:#}");
    }
    // Nothing in the work tree, the index or the worktree list changed.
    assert_eq!(git(&r.root, &["status", "--porcelain"]), status_before);
    assert_eq!(git(&r.root, &["worktree", "list"]).lines().count(), 1);

    // The same run in the other formats.
    let (code, md, _) = since(&r, "v1.0", "markdown", ".");
    assert_eq!(code, 1);
    let short = git(
        &r.root,
        &["log", "-1", "--format=%h", "--grep=grow the cache"],
    );
    assert!(
        md.contains(&format!(
            "commit {} 'grow the cache' changed `DEFAULTS.cache.max_entries` 500 → 1000; configuration.md:7 still says 500",
            short.trim()
        )),
        "{md}"
    );
    assert!(
        md.contains("`DEFAULTS.cache.compress` (kiln/settings.py:7) was removed in commit"),
        "{md}"
    );
    assert!(md.contains("Already drifting at `v1.0` (1)"), "{md}");
    let (_, sarif, _) = since(&r, "v1.0", "sarif", ".");
    let sarif: Json = serde_json::from_str(&sarif).unwrap();
    let states: Vec<&str> = sarif["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["baselineState"].as_str().unwrap())
        .collect();
    assert_eq!(states.iter().filter(|s| **s == "new").count(), 12);
    assert_eq!(states.iter().filter(|s| **s == "unchanged").count(), 1);
    let (_, table, _) = since(&r, "v1.0", "table", ".");
    assert!(table.starts_with("since v1.0 ("), "{table}");
    assert!(table.contains("12 broke"), "{table}");
}

#[test]
fn docs_older_than_the_code_is_said() {
    let mut r = released();
    r.edit("kiln/settings.py", "\"workers\": 4", "\"workers\": 6");
    r.commit("six workers", "Bob");
    git(&r.root, &["tag", "v1.1"]);
    r.edit("README.md", "kiln", "Kiln");
    r.commit("readme", "Bob");
    git(&r.root, &["tag", "v1.2"]);
    let (code, v) = since_json(&r, "v1.0", ".");
    assert_eq!(code, 1);
    let b = &v["since"]["broken"][0];
    // The release that shipped the change: the oldest tag containing the commit.
    assert_eq!(b["code"]["commits"][0]["first_tag"], "v1.1");
    assert_eq!(b["docs"]["last_commit"]["first_tag"], "v1.0");
    let (_, md, _) = since(&r, "v1.0", "markdown", ".");
    assert!(
        md.contains("'six workers' (in v1.1) changed `DEFAULTS.server.workers` 4 → 6"),
        "{md}"
    );
    assert_eq!(b["docs_older"], true);
    assert_eq!(b["docs"]["last_commit"]["subject"], "kiln 1.0");
    assert!(b["message"]
        .as_str()
        .unwrap()
        .ends_with("(the docs last changed 2026-01-01, before the code they describe)"));
}

#[test]
fn an_uncommitted_change_is_named_as_such() {
    let mut r = released();
    r.edit("kiln/settings.py", "\"port\": 8080", "\"port\": 8081");
    r.commit("port 8081", "Bob");
    // Not committed: workers, and the port again.
    r.edit("kiln/settings.py", "\"workers\": 4", "\"workers\": 2");
    r.edit("kiln/settings.py", "\"port\": 8081", "\"port\": 8082");
    let (code, v) = since_json(&r, "v1.0", ".");
    assert_eq!(code, 1);
    let got = broken(&v);
    assert_eq!(
        got,
        [
            (
                "DEFAULTS.server.port".to_string(),
                "code-changed".to_string(),
                vec!["port 8081".to_string()]
            ),
            (
                "DEFAULTS.server.workers".to_string(),
                "code-changed".to_string(),
                vec![]
            ),
        ]
    );
    for b in v["since"]["broken"].as_array().unwrap() {
        assert_eq!(b["code"]["uncommitted"], true, "{b:#}");
    }
    let (_, md, _) = since(&r, "v1.0", "markdown", ".");
    assert!(
        md.contains("an uncommitted change changed `DEFAULTS.server.workers` 4 → 2"),
        "{md}"
    );
    assert!(
        md.contains("then an uncommitted change changed `DEFAULTS.server.port` 8080 → 8082"),
        "{md}"
    );
}

#[test]
fn a_checkout_below_the_top_of_the_repository() {
    let mut r = released();
    r.edit(
        "kiln/settings.py",
        "BACKOFF_FACTOR = 1.5",
        "BACKOFF_FACTOR = 3",
    );
    r.commit("triple backoff", "Bob");
    let (code, v) = since_json(&r, "v1.0", "kiln");
    assert_eq!(code, 1, "{v:#}");
    let b = &v["since"]["broken"][0];
    assert_eq!(b["code"]["file"], "settings.py");
    assert_eq!(b["code"]["commits"][0]["subject"], "triple backoff");
    assert_eq!(v["since"]["broken"].as_array().unwrap().len(), 1);
}

#[test]
fn nothing_broke_exits_zero() {
    let mut r = released();
    r.edit(
        "kiln/settings.py",
        "_INTERNAL_BATCH = 17",
        "_INTERNAL_BATCH = 3",
    );
    r.commit("noise", "Bob");
    let (code, v) = since_json(&r, "v1.0", ".");
    assert_eq!(code, 0, "{v:#}");
    assert_eq!(v["since"]["held"], 12);
}

#[test]
fn a_revision_that_does_not_exist_is_a_usage_error() {
    let r = released();
    let (code, out, err) = since(&r, "v9.9", "table", ".");
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("revision `v9.9` does not exist"), "{err}");
    assert!(out.is_empty());
    // A revision spelled like a flag is not read as one.
    let (code, _, err) = since(&r, "--output=/tmp/x", "table", ".");
    assert_eq!(code, 2, "{err}");
}

#[test]
fn a_shallow_clone_says_the_history_is_missing() {
    let mut r = released();
    r.edit("kiln/settings.py", "\"port\": 8080", "\"port\": 8081");
    r.commit("port 8081", "Bob");
    let clone = r.root.parent().unwrap().join("shallow");
    let url = format!("file://{}", r.root.display());
    git(
        r.root.parent().unwrap(),
        &["clone", "-q", "--depth", "1", &url, clone.to_str().unwrap()],
    );
    let out = docdrift()
        .args(["scan", "--since", "v1.0"])
        .args(["--docs", clone.join("docs").to_str().unwrap()])
        .args(["--checkout", clone.to_str().unwrap()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert!(err.contains("is a shallow clone"), "{err}");
    assert!(err.contains("git fetch --unshallow --tags"), "{err}");
}

#[test]
fn outside_a_repository_is_a_usage_error() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(tmp.path().join("docs")).unwrap();
    std::fs::write(tmp.path().join("docs/a.md"), "`X` (default: 1)\n").unwrap();
    std::fs::write(tmp.path().join("x.py"), "X = 1\n").unwrap();
    let out = docdrift()
        .args(["scan", "--since", "v1.0", "--docs"])
        .arg(tmp.path().join("docs"))
        .arg("--checkout")
        .arg(tmp.path())
        .env("GIT_CEILING_DIRECTORIES", tmp.path().parent().unwrap())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("not inside a git work tree"), "{err}");
}

#[test]
fn a_default_changed_to_none_breaks_its_link() {
    // A plain scan never compares a stated value with Python's `None` (decided at run
    // time); the link that agreed at the tag still proves the docs now state a stale value.
    let mut r = released();
    r.edit("kiln/net.py", "pool_size=10", "pool_size=None");
    r.commit("pool size decided at run time", "Bob");
    let (code, v) = since_json(&r, "v1.0", ".");
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(
        broken(&v),
        [(
            "Client.__init__(pool_size)".to_string(),
            "code-changed".to_string(),
            vec!["pool size decided at run time".to_string()]
        )]
    );
    let (_, md, _) = since(&r, "v1.0", "markdown", ".");
    assert!(
        md.contains(
            "changed `Client.__init__(pool_size)` 10 → none; configuration.md:30 still says 10"
        ),
        "{md}"
    );
}

#[test]
fn a_staged_edit_in_a_file_no_commit_touched_breaks_its_link() {
    // Files the range did not change are read once, from the work tree, for both sides:
    // one that only the index and the work tree changed must still count as changed, and
    // a file deleted from the work tree must still be read at REV.
    let r = released();
    r.edit("kiln/net.py", "pool_size=10", "pool_size=12");
    git(&r.root, &["add", "kiln/net.py"]);
    let (code, v) = since_json(&r, "v1.0", ".");
    assert_eq!(code, 1, "{v:#}");
    assert_eq!(
        broken(&v),
        [(
            "Client.__init__(pool_size)".to_string(),
            "code-changed".to_string(),
            vec![]
        )]
    );
    std::fs::remove_file(r.root.join("kiln/net.py")).unwrap();
    let (_, v) = since_json(&r, "v1.0", ".");
    let gone = &v["since"]["broken"];
    assert!(
        gone.as_array()
            .unwrap()
            .iter()
            .any(|b| b["code"]["name"] == "Client.__init__(pool_size)" && b["kind"] == "removed"),
        "{v:#}"
    );
}

#[test]
fn docs_outside_the_repository_are_read_once() {
    // The docs are not in the repository (a separate site checkout): the same pages are
    // compared with the code at v1.0 and now, and no docs commit is named.
    let mut r = released();
    let site = tempfile::tempdir().unwrap();
    std::fs::copy(
        r.root.join("docs/configuration.md"),
        site.path().join("configuration.md"),
    )
    .unwrap();
    r.edit(
        "kiln/settings.py",
        "\"ttl_seconds\": 3600",
        "\"ttl_seconds\": 60",
    );
    r.commit("one-minute ttl", "Bob");
    let out = docdrift()
        .args(["scan", "--since", "v1.0", "--format", "json", "--docs"])
        .arg(site.path())
        .args(["--checkout", &r.path(".")])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: Json = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        broken(&v),
        [(
            "DEFAULTS.cache.ttl_seconds".to_string(),
            "code-changed".to_string(),
            vec!["one-minute ttl".to_string()]
        )]
    );
    let b = &v["since"]["broken"][0];
    assert_eq!(b["docs"]["page"], "configuration.md");
    assert_eq!(b["docs"]["repo_path"], Json::Null);
    assert_eq!(b["docs"]["last_commit"], Json::Null);
    assert_eq!(v["since"]["links"], 12);
}

/// `--color` means for `--since` what it means for every command: the broken link's label in
/// red under `always`, no escape under `never`, and the same text either way.
#[test]
fn the_since_table_is_coloured_under_color_always_only() {
    let mut r = released();
    r.edit("kiln/settings.py", "\"port\": 8080", "\"port\": 8081");
    r.commit("port 8081", "Bob");
    let run = |color: &str| {
        let out = docdrift()
            .args(["scan", "--since", "v1.0", "--color", color])
            .args(["--docs", &r.path("docs"), "--checkout", &r.path(".")])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let (always, never) = (run("always"), run("never"));
    assert!(always.contains("\u{1b}[31mBROKEN\u{1b}[0m"), "{always}");
    assert!(!never.contains('\u{1b}'), "{never}");
    assert!(never.contains("BROKEN"), "{never}");
    assert_eq!(
        always.replace("\u{1b}[31m", "").replace("\u{1b}[0m", ""),
        never
    );
}
