//! Deployed page vs its Markdown source, through `docdrift check` on real generator output:
//! four pages of markdownlint 0.42.1's rule docs built by Docusaurus 3.10.2 (served on
//! 127.0.0.1 and fetched with `--fetch`) and four pages of Starlette 1.10.0's docs built by
//! MkDocs-material 9.8.2 (read as a local build), each with the Markdown it was built from
//! (tests/fixtures/deployed/README.md). The sources go into a real git repository in a temp
//! dir; one source is then changed and committed, as a docs fix merged but not deployed.
//! Expected: that page alone is reported behind, with the paragraph the fix changed on both
//! sides; every other page agrees (no false report from front matter, admonitions, code
//! highlighting, permalinks, titles or theme chrome).

use crate::util::{copy_dir, git};
use serde_json::Value;
use std::fs;
use std::path::{Path, PathBuf};

fn fixture(kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/deployed")
        .join(kind)
}

/// A project: `site/` (the build), `src/` (a git repository holding `docs/` as deployed).
fn project(kind: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&fixture(kind), dir.path());
    let src = dir.path().join("src");
    git(&src, &["init", "-q", "-b", "main"]);
    git(&src, &["add", "-A"]);
    git(&src, &["commit", "-qm", "docs as deployed"]);
    fs::create_dir_all(dir.path().join("snapshots")).unwrap();
    dir
}

/// Replace `from` with `to` in a source file (once, and it must be there).
fn edit(dir: &Path, file: &str, from: &str, to: &str) {
    let path = dir.join("src/docs").join(file);
    let text = fs::read_to_string(&path).unwrap();
    assert_eq!(text.matches(from).count(), 1, "{from:?} in {file}");
    fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

fn check(dir: &Path, extra: &[&str]) -> (i32, Value) {
    let out = crate::util::bin()
        .current_dir(dir)
        .args(["check", "--claims", "claims.toml", "--format", "json"])
        .args(extra)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let v: Value = serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("{e}: {stdout}\n{}", String::from_utf8_lossy(&out.stderr)));
    (out.status.code().unwrap(), v)
}

/// (id, verdict, message) of every finding.
fn verdicts(v: &Value) -> Vec<(String, String, String)> {
    v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["id"].as_str().unwrap().to_string(),
                f["verdict"].as_str().unwrap().to_string(),
                f["message"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn finding<'a>(v: &'a Value, id: &str) -> &'a Value {
    v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == id)
        .unwrap()
}

fn all_agree(v: &Value) {
    for (id, verdict, message) in verdicts(v) {
        assert_eq!(verdict, "agree", "{id}: {message}");
    }
}

fn claims(target: &str, pages: &[(&str, &str, &str)]) -> String {
    let mut s = format!("version = 1\n\n[target]\n{target}\n");
    for (id, page, source) in pages {
        s.push_str(&format!(
            "\n[[claim]]\nid = \"{id}\"\nsays = \"the {id} page is built from this checkout\"\ndocs = {{ page = \"{page}\", source = \"{source}\" }}\n"
        ));
    }
    s
}

#[test]
fn docusaurus_site_fetched_one_stale_page_is_behind() {
    let dir = project("docusaurus");
    let d = dir.path();
    let server =
        docdrift_serve::Server::start(&d.join("site"), "127.0.0.1:0", Default::default()).unwrap();
    let target = format!("docs = \"{}\"\ncheckout = \"src\"", server.url());
    // Sources discovered from the route (`/md013/` → docs/md013.md), one named outright.
    let pages = [
        ("md001", "md001/", "docs/"),
        ("md013", "md013/", "docs/"),
        ("md044", "md044/", "docs/"),
        ("md051", "md051/", "docs/md051.md"),
    ];
    fs::write(d.join("claims.toml"), claims(&target, &pages)).unwrap();
    let (code, v) = check(d, &["--fetch"]);
    assert_eq!(code, 0, "{v}");
    all_agree(&v);
    let md013 = finding(&v, "md013");
    assert!(md013["details"][0]
        .as_str()
        .unwrap()
        .contains("main content (.theme-doc-markdown)"));

    // A docs fix merged, not deployed.
    edit(
        d,
        "md013.md",
        "(default: 80 characters)",
        "(default: 100 characters)",
    );
    git(
        &d.join("src"),
        &["commit", "-qam", "md013: the default is 100"],
    );
    let (code, v) = check(d, &[]);
    assert_eq!(code, 1, "{v}");
    for (id, verdict, message) in verdicts(&v) {
        if id != "md013" {
            assert_eq!(verdict, "agree", "{id}: {message}");
            continue;
        }
        assert_eq!(verdict, "disagree");
        assert!(
            message.contains(
                "the deployed page is behind the source: it matches docs/md013.md as of "
            ),
            "{message}"
        );
        assert!(
            message.contains("\"docs as deployed\"), 1 commit(s) of the file ago"),
            "{message}"
        );
        assert!(message.contains("source last committed in "), "{message}");
        assert!(
            message.contains("\"md013: the default is 100\""),
            "{message}"
        );
    }
    let f = finding(&v, "md013");
    let para = "This rule is triggered when there are lines that are longer than the configured line_length (default: {} characters). To fix this, split the line up into multiple lines. To set a different maximum length for headings, use heading_line_length. To set a different maximum length for code blocks, use code_block_line_length";
    assert_eq!(f["docs_raw"], para.replace("{}", "80"));
    assert_eq!(f["code_value"], para.replace("{}", "100"));
    assert_eq!(f["code"][0]["file"], "docs/md013.md");
    assert_eq!(f["code"][0]["line"], 21);
    assert!(f["docs"][0]["url"].as_str().unwrap().ends_with("/md013/"));
}

#[test]
fn mkdocs_build_one_stale_page_is_behind_then_ahead_then_uncommitted() {
    let dir = project("mkdocs");
    let d = dir.path();
    let target = "checkout = \"src\"\ndocs_dir = \"site\"";
    let pages = [
        ("home", "index.html", "docs/"),
        ("applications", "applications/index.html", "docs/"),
        ("background", "background/index.html", "docs/"),
        (
            "staticfiles",
            "staticfiles/index.html",
            "docs/staticfiles.md",
        ),
    ];
    fs::write(d.join("claims.toml"), claims(target, &pages)).unwrap();
    let (code, v) = check(d, &[]);
    assert_eq!(code, 0, "{v}");
    all_agree(&v);

    let from = "upon instantiation. Defaults to `True`.";
    let to = "upon instantiation. Defaults to `False`.";
    edit(d, "staticfiles.md", from, to);
    let src = d.join("src");
    git(
        &src,
        &["commit", "-qam", "staticfiles: check_dir is off by default"],
    );
    let (code, v) = check(d, &[]);
    assert_eq!(code, 1, "{v}");
    let stale: Vec<_> = verdicts(&v)
        .into_iter()
        .filter(|(_, verdict, _)| verdict != "agree")
        .collect();
    assert_eq!(stale.len(), 1, "{stale:?}");
    assert_eq!(stale[0].0, "staticfiles");
    assert!(
        stale[0].2.contains("is behind the source"),
        "{}",
        stale[0].2
    );
    let f = finding(&v, "staticfiles");
    let para = "check_dir - Ensure that the directory exists upon instantiation. Defaults to {}.";
    assert_eq!(f["docs_raw"], para.replace("{}", "True"));
    assert_eq!(f["code_value"], para.replace("{}", "False"));

    // HEAD is a rewritten history holding only the fix; the deployed revision is on `main`,
    // which HEAD does not contain: the page is ahead of this checkout.
    git(&src, &["checkout", "-q", "--orphan", "rewritten"]);
    git(&src, &["commit", "-qm", "history rewritten with the fix"]);
    let (code, v) = check(d, &[]);
    assert_eq!(code, 1);
    let m = finding(&v, "staticfiles")["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        m.contains("is ahead of the source: it matches docs/staticfiles.md as of "),
        "{m}"
    );
    assert!(
        m.contains("a commit this checkout's HEAD does not contain"),
        "{m}"
    );

    // Back on the deployed revision, with the fix only in the work tree.
    git(&src, &["checkout", "-q", "-f", "main"]);
    git(&src, &["reset", "-q", "--hard", "HEAD~1"]);
    edit(d, "staticfiles.md", from, to);
    let (code, v) = check(d, &[]);
    assert_eq!(code, 1);
    let m = finding(&v, "staticfiles")["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        m.contains("as last committed") && m.contains("uncommitted edits"),
        "{m}"
    );
}

#[test]
fn sources_that_cannot_be_compared_are_errors_naming_the_file() {
    let dir = project("mkdocs");
    let d = dir.path();
    fs::write(d.join("src/docs/rules.rst"), "Rules\n=====\n\nText.\n").unwrap();
    fs::create_dir_all(d.join("site/rules")).unwrap();
    fs::write(d.join("site/rules/index.html"), "<main><p>Text.</p></main>").unwrap();
    let target = "checkout = \"src\"\ndocs_dir = \"site\"";
    let pages = [
        ("rst", "rules/index.html", "docs/rules.rst"),
        ("missing", "nowhere/index.html", "docs/"),
        ("outside", "index.html", "../claims.toml"),
    ];
    // `..` is refused when the claims file is read: exit 2, naming the claim.
    fs::write(d.join("claims.toml"), claims(target, &pages)).unwrap();
    let out = crate::util::bin()
        .current_dir(d)
        .args(["check", "--claims", "claims.toml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("claims.toml") && err.contains("outside") && err.contains("docs.source"),
        "{err}"
    );

    fs::write(d.join("claims.toml"), claims(target, &pages[..2])).unwrap();
    let (code, v) = check(d, &[]);
    assert_eq!(code, 3, "{v}");
    let rst = finding(&v, "rst");
    assert_eq!(rst["verdict"], "error");
    assert!(rst["message"]
        .as_str()
        .unwrap()
        .contains("unsupported source format: docs/rules.rst is reStructuredText"));
    let missing = finding(&v, "missing")["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        missing.contains("no source for page \"nowhere/index.html\" under \"docs/\""),
        "{missing}"
    );
    assert!(
        missing.contains("docs/nowhere.md") || missing.contains("nowhere.md"),
        "{missing}"
    );
}

#[test]
fn deployed_sources_flag_checks_every_listed_page() {
    let dir = project("mkdocs");
    let d = dir.path();
    // No deployed claim written: `--deployed-sources docs` makes one per [pages] entry (the
    // `.md` page is a source already and gets none).
    let claims = r#"version = 1

[target]
checkout = "src"
docs_dir = "site"

[pages]
home = "index.html"
applications = "applications/index.html"
background = "background/index.html"
staticfiles = "staticfiles/index.html"
static_source = "staticfiles.md"

[[claim]]
id = "statics-mentioned"
says = "the static files page names StaticFiles"
docs = { page = "staticfiles", phrase = "StaticFiles", text = 11 }
"#;
    fs::write(d.join("claims.toml"), claims).unwrap();
    fs::copy(
        d.join("src/docs/staticfiles.md"),
        d.join("site/staticfiles.md"),
    )
    .unwrap();
    let (code, v) = check(d, &["--deployed-sources", "docs"]);
    assert_eq!(code, 0, "{v}");
    let ids: Vec<String> = verdicts(&v).into_iter().map(|(id, _, _)| id).collect();
    assert_eq!(
        ids,
        [
            "statics-mentioned",
            "deployed:applications",
            "deployed:background",
            "deployed:home",
            "deployed:staticfiles"
        ]
    );
    all_agree(&v);

    edit(d, "background.md", "Starlette includes", "Starlette ships");
    git(&d.join("src"), &["commit", "-qam", "background: reword"]);
    let (code, v) = check(
        d,
        &[
            "--deployed-sources",
            "docs/",
            "--only",
            "deployed:background",
        ],
    );
    assert_eq!(code, 1, "{v}");
    let f = finding(&v, "deployed:background");
    assert_eq!(
        f["says"],
        "the deployed background page is built from this checkout's docs"
    );
    assert!(f["message"]
        .as_str()
        .unwrap()
        .contains("is behind the source: it matches docs/background.md"));

    // A directory out of the checkout is a usage error before anything is read.
    let out = crate::util::bin()
        .current_dir(d)
        .args([
            "check",
            "--claims",
            "claims.toml",
            "--deployed-sources",
            "../elsewhere",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("--deployed-sources: \"../elsewhere\" leaves the checkout"));
}
