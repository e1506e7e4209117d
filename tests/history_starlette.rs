//! Recall and precision of `docdrift scan --since` on a real project's history, offline:
//! a slice of Starlette 1.10.0 (its middleware, static files and responses modules and the
//! three Markdown pages that document them, vendored unmodified in
//! `tests/fixtures/history/starlette-1.10.0`, see its PROVENANCE) is committed and tagged
//! v1.10.0; then one commit per planted change to a documented default, among noise commits
//! (a comment on a planted line, a rename, a binary file, docs rewording with no value, an
//! unrelated comment), a removal of a documented parameter, and the tag v1.11.0.
//!
//! The ground truth is labelled by reading the pages, not by running scan: 18 documented
//! defaults are changed (one by removing the parameter). All 18 are statements scan links
//! to their definition at v1.10.0 (its agreement is the evidence `--since` starts from).
//! Five of them were not linked until the rules for a list stated for a tuple, a list item
//! whose first sentence names another code span, the `Signature:` line and "a 307 status
//! code by default" — written against this development fixture, so its 18 of 18 is a
//! development figure. Every reported break must be true and carry exactly the commit that
//! planted it (precision), and every break must be reported (recall).

use crate::kiln::{docdrift, git, Repo};
use crate::util::copy_dir;
use serde_json::Value as Json;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const SLICE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/history/starlette-1.10.0"
);

/// What a planted commit is, for scoring.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Plant {
    /// A documented default that scan links at v1.10.0: `--since` must report it.
    Linked(&'static str),
    /// Not a change of any documented value: reporting it is a false positive.
    Noise,
}

use Plant::{Linked, Noise};

const CORS: &str = "starlette/middleware/cors.py";
const SESSIONS: &str = "starlette/middleware/sessions.py";
const GZIP: &str = "starlette/middleware/gzip.py";
const HOSTS: &str = "starlette/middleware/hosts.py";
const STATIC: &str = "starlette/staticfiles.py";
const RESPONSES: &str = "starlette/responses.py";
const MIDDLEWARE_MD: &str = "docs/middleware.md";

/// (file, old, new, subject, what it is), in commit order.
const PLANTS: &[(&str, &str, &str, &str, Plant)] = &[
    (
        CORS,
        "allow_credentials: bool = False",
        "allow_credentials: bool = True",
        "cors: credentials on by default",
        Linked("CORSMiddleware.__init__(allow_credentials)"),
    ),
    (
        CORS,
        "max_age: int = 600",
        "max_age: int = 3600",
        "cors: cache preflight for an hour",
        Linked("CORSMiddleware.__init__(max_age)"),
    ),
    (
        CORS,
        "allow_methods: Collection[str] = (\"GET\",)",
        "allow_methods: Collection[str] = (\"GET\", \"HEAD\")",
        "cors: allow HEAD",
        Linked("CORSMiddleware.__init__(allow_methods)"),
    ),
    (
        RESPONSES,
        "\"\"\"\n            ).encode(\"latin-1\"),",
        "\"\"\"  # multipart trailer\n            ).encode(\"latin-1\"),",
        "responses: comment the multipart trailer",
        Noise,
    ),
    (
        SESSIONS,
        "session_cookie: str = \"session\"",
        "session_cookie: str = \"sid\"",
        "sessions: shorter cookie name",
        Linked("SessionMiddleware.__init__(session_cookie)"),
    ),
    (
        SESSIONS,
        "14 * 24 * 60 * 60,  # 14 days",
        "7 * 24 * 60 * 60,  # 7 days",
        "sessions: one week",
        Linked("SessionMiddleware.__init__(max_age)"),
    ),
    (
        SESSIONS,
        "] = \"lax\",",
        "] = \"strict\",",
        "sessions: strict same-site",
        Linked("SessionMiddleware.__init__(same_site)"),
    ),
    (
        SESSIONS,
        "https_only: bool = False",
        "https_only: bool = True",
        "sessions: https only",
        Linked("SessionMiddleware.__init__(https_only)"),
    ),
    (
        GZIP,
        "int = 500,\n        compresslevel: int = 9,",
        "int = 500,\n        compresslevel: int = 9,  # zlib's best",
        "gzip: say what level 9 is (comment)",
        Noise,
    ),
    (
        MIDDLEWARE_MD,
        "Used during GZip compression.",
        "Used while compressing.",
        "docs: reword compresslevel (same value)",
        Noise,
    ),
    (
        GZIP,
        "minimum_size: int = 500",
        "minimum_size: int = 1000",
        "gzip: larger minimum",
        Linked("GZipMiddleware.__init__(minimum_size)"),
    ),
    (
        HOSTS,
        "www_redirect: bool = True",
        "www_redirect: bool = False",
        "trustedhost: no www redirect",
        Linked("TrustedHostMiddleware.__init__(www_redirect)"),
    ),
    (
        GZIP,
        "compresslevel: int = 9,  # zlib's best",
        "compresslevel: int = 6,  # zlib's default",
        "gzip: faster level",
        Linked("GZipMiddleware.__init__(compresslevel)"),
    ),
    (
        CORS,
        "allow_private_network: bool = False",
        "allow_private_network: bool = True",
        "cors: private network on",
        Linked("CORSMiddleware.__init__(allow_private_network)"),
    ),
    (
        MIDDLEWARE_MD,
        "Starlette includes several middleware classes",
        "Starlette ships several middleware classes",
        "docs: retitle",
        Noise,
    ),
    (
        GZIP,
        "128 * 1024,  # 128 KiB\n        *,",
        "64 * 1024,  # 64 KiB\n        *,",
        "gzip: thread at 64 KiB",
        Linked("GZipMiddleware.__init__(thread_minimum_size)"),
    ),
    (
        STATIC,
        "check_dir: bool = True",
        "check_dir: bool = False",
        "staticfiles: lazy directory check",
        Linked("StaticFiles.__init__(check_dir)"),
    ),
    (
        STATIC,
        "html: bool = False",
        "html: bool = True",
        "staticfiles: html mode on",
        Linked("StaticFiles.__init__(html)"),
    ),
    (
        SESSIONS,
        "path: str = \"/\"",
        "path: str = \"/app\"",
        "sessions: cookie path /app",
        Linked("SessionMiddleware.__init__(path)"),
    ),
    (
        SESSIONS,
        "partitioned: bool = False",
        "partitioned: bool = True",
        "sessions: partitioned cookies",
        Linked("SessionMiddleware.__init__(partitioned)"),
    ),
    (
        RESPONSES,
        "status_code: int = 307",
        "status_code: int = 302",
        "responses: redirect with 302",
        Linked("RedirectResponse.__init__(status_code)"),
    ),
];

/// The removal: `follow_symlink` leaves `StaticFiles.__init__`; the page still documents it.
const REMOVED: &str = "StaticFiles.__init__(follow_symlink)";

struct Planted {
    repo: Repo,
    /// Definition → the hash of the commit that changed it.
    truth: BTreeMap<&'static str, String>,
    linked: BTreeSet<&'static str>,
}

fn plant() -> Planted {
    let mut r = Repo::new();
    copy_dir(Path::new(SLICE), &r.root);
    r.commit("starlette 1.10.0 (slice of the sdist)", "Kludex");
    git(&r.root, &["tag", "v1.10.0"]);
    git(&r.root, &["checkout", "-q", "-b", "next"]);
    let mut truth = BTreeMap::new();
    let mut linked = BTreeSet::new();
    for (i, (file, old, new, subject, what)) in PLANTS.iter().enumerate() {
        if i == 8 {
            // Noise: the module that a later plant edits is renamed first, and a binary
            // file lands beside the docs.
            git(
                &r.root,
                &[
                    "mv",
                    "starlette/middleware/trustedhost.py",
                    "starlette/middleware/hosts.py",
                ],
            );
            r.commit("rename trustedhost to hosts", "Ann");
            std::fs::write(
                r.root.join("docs/img.png"),
                b"\x89PNG\r\n\x1a\n\x00\x00\x00",
            )
            .unwrap();
            r.commit("docs: add an image", "Ann");
        }
        r.edit(file, old, new);
        let hash = r.commit(subject, "Planter");
        match what {
            Linked(name) => {
                truth.insert(*name, hash);
                linked.insert(*name);
            }
            Noise => {}
        }
    }
    r.edit(STATIC, "        follow_symlink: bool = False,\n", "");
    r.edit(
        STATIC,
        "self.follow_symlink = follow_symlink",
        "self.follow_symlink = False",
    );
    truth.insert(
        REMOVED,
        r.commit("staticfiles: drop follow_symlink", "Planter"),
    );
    linked.insert(REMOVED);
    git(&r.root, &["tag", "v1.11.0"]);
    Planted {
        repo: r,
        truth,
        linked,
    }
}

#[test]
fn every_documented_default_change_since_the_tag_is_reported_with_its_commit() {
    let p = plant();
    assert_eq!(p.truth.len(), 18, "17 changed defaults and a removal");
    assert_eq!(p.linked.len(), 18);
    let out = docdrift()
        .current_dir(&p.repo.root)
        .args([
            "scan",
            "--since",
            "v1.10.0",
            "--docs",
            "docs",
            "--checkout",
            ".",
        ])
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Json = serde_json::from_slice(&out.stdout).unwrap();
    let s = &v["since"];
    assert_eq!(s["links"], 41, "links at v1.10.0: {s:#}");

    // Definition → the commits each report names.
    let mut got: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for b in s["broken"].as_array().unwrap() {
        let name = b["code"]["name"].as_str().unwrap().to_string();
        let commits = b["code"]["commits"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["hash"].as_str().unwrap().to_string());
        got.entry(name).or_default().extend(commits);
        if b["code"]["name"] == REMOVED {
            assert_eq!(b["kind"], "removed", "{b:#}");
            assert!(
                b["message"]
                    .as_str()
                    .unwrap()
                    .contains("was removed in commit"),
                "{b:#}"
            );
        }
    }
    // A definition stated twice (a parameter list and a signature line) breaks twice,
    // with the same commit.
    for commits in got.values_mut() {
        commits.dedup();
    }
    let reported: BTreeSet<&str> = got.keys().map(String::as_str).collect();
    let truth: BTreeSet<&str> = p.truth.keys().copied().collect();
    let false_pos: Vec<&&str> = reported.difference(&truth).collect();
    let true_pos: Vec<&&str> = reported.intersection(&truth).collect();
    let missed_linked: Vec<&&str> = p.linked.difference(&reported).collect();
    let precision = true_pos.len() as f64 / reported.len().max(1) as f64;
    let recall_linked = p.linked.intersection(&reported).count() as f64 / p.linked.len() as f64;
    let recall_all = true_pos.len() as f64 / truth.len() as f64;
    eprintln!(
        "reported {}, true {}, false {false_pos:?}; precision {:.0}%, recall over linked {:.0}% ({} of {}), end to end {:.0}% ({} of {}); missed linked {missed_linked:?}",
        reported.len(),
        true_pos.len(),
        precision * 100.0,
        recall_linked * 100.0,
        p.linked.intersection(&reported).count(),
        p.linked.len(),
        recall_all * 100.0,
        true_pos.len(),
        truth.len()
    );
    assert!(false_pos.is_empty(), "false breaks: {false_pos:?}");
    assert!(precision >= 0.95);
    assert!(
        missed_linked.is_empty(),
        "linked breaks missed: {missed_linked:?}"
    );
    assert!(recall_linked >= 0.95);
    // Every true break names exactly the commit that planted it: not the comment edit on
    // the same line, not the rename, not the docs rewording.
    for name in &true_pos {
        assert_eq!(
            got[**name],
            vec![p.truth[**name].clone()],
            "{name}: the commits named"
        );
    }
    // End to end (scan's linking at v1.10.0 included): all 18. The five statements scan
    // did not link before are now read: a list for a tuple, a list item whose first
    // sentence names another code span, a `Signature:` line, a class section's "a 307
    // status code by default".
    assert_eq!(true_pos.len(), 18, "end-to-end recall fell: {true_pos:?}");

    // Each commit names the first tag that contains it.
    for b in s["broken"].as_array().unwrap() {
        for c in b["code"]["commits"].as_array().unwrap() {
            assert_eq!(c["first_tag"], "v1.11.0", "{c:#}");
        }
    }
    // Nothing was drifting at v1.10.0 in this slice.
    assert_eq!(s["already_drifting"].as_array().unwrap().len(), 0, "{s:#}");
}

#[test]
fn the_markdown_recipe_names_each_commit() {
    let p = plant();
    let out = docdrift()
        .current_dir(&p.repo.root)
        .args([
            "scan",
            "--since",
            "v1.10.0",
            "--docs",
            "docs",
            "--checkout",
            ".",
        ])
        .args(["--format", "markdown"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let md = String::from_utf8_lossy(&out.stdout);
    assert!(md.starts_with("## Docs drift since v1.10.0\n\n"), "{md}");
    assert!(md.contains(" of 41 links that agreed at `v1.10.0`"), "{md}");
    let short = &p.truth["GZipMiddleware.__init__(compresslevel)"][..7];
    assert!(
        md.contains(&format!(
            "- commit {short} 'gzip: faster level' (in v1.11.0) changed `GZipMiddleware.__init__(compresslevel)` 9 → 6; middleware.md:367 still says 9"
        )),
        "{md}"
    );
}
