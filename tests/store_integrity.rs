//! The snapshot store's integrity and confinement, through the commands a user
//! types (issues 32.3 and 34.3; docs/reliability.md lists each case): a bad
//! record, a FIFO, a looping link, or a link out of the store committed by a
//! pull request (200 responses that are not the page: `store_responses.rs`). Real stores written
//! by `docdrift fetch` from a real server on 127.0.0.1, real links and FIFOs
//! (`mkfifo`). The promise: the bad entry is named, the other pages go on,
//! nothing hangs (the generous timeout only catches a hang), nothing from
//! outside the store reaches any output, no stored body is lost.
#![cfg(unix)]

use crate::util::{bin, output, text};
use docdrift_core::pages::snapshot::Store;
use docdrift_serve::{ServeOptions, Server};
use std::path::{Path, PathBuf};
use std::process::Output;

/// Planted in every file outside the store; must never appear in any output.
const MARK: &str = "OUTSIDE-SECRET-7f3a9c";

/// Run `docdrift args…` in `cwd` with a short lock wait; a hang fails the test.
fn docdrift(cwd: &Path, args: &[&str]) -> Output {
    output(
        bin()
            .current_dir(cwd)
            .args(args)
            .env("DOCDRIFT_LOCK_TIMEOUT", "2")
            // What `/proc/self/environ` would show, should a link to it be read.
            .env("DOCDRIFT_TEST_CANARY", MARK),
    )
}

fn said(o: &Output) -> String {
    format!("{}{}", text(&o.stdout), text(&o.stderr))
}

fn mkfifo(p: &Path) {
    let c = std::ffi::CString::new(p.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(
        unsafe { libc::mkfifo(c.as_ptr(), 0o644) },
        0,
        "{}",
        p.display()
    );
}

fn symlink(target: &Path, link: &Path) {
    std::os::unix::fs::symlink(target, link).unwrap();
}

/// A docs site on 127.0.0.1 with pages `a.html` and `b.html`, a store holding
/// two fetches of each (so both have a previous body), and a claims file
/// reading `a.html`.
struct Fixture {
    _server: Server,
    site: tempfile::TempDir,
    work: tempfile::TempDir,
    base: String,
}

fn page(word: &str) -> String {
    format!("<html><head><title>{word}</title></head><body><p>The limit is 8 rows, {word}.</p></body></html>")
}

impl Fixture {
    fn new() -> Fixture {
        let site = tempfile::tempdir().unwrap();
        let server = Server::start(site.path(), "127.0.0.1:0", ServeOptions::default()).unwrap();
        let base = server.url();
        let work = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(work.path().join("src")).unwrap();
        std::fs::write(work.path().join("src/lim.py"), "LIMIT = 8\n").unwrap();
        std::fs::write(
            work.path().join("c.toml"),
            format!(
                "version = 1\n[target]\ndocs = \"{base}\"\ncheckout = \"src\"\n\n[[claim]]\nid = \"a\"\nsays = \"limit\"\ndocs = {{ page = \"a.html\", regex = 'limit is (?P<value>\\d+) rows' }}\ncode = {{ select = \"lim.py::LIMIT\" }}\n"
            ),
        )
        .unwrap();
        let f = Fixture {
            _server: server,
            site,
            work,
            base,
        };
        for round in ["one", "two"] {
            f.serve("a.html", &page(&format!("a {round}")));
            f.serve("b.html", &page(&format!("b {round}")));
            let o = f.run(&[
                "fetch",
                "--snapshots",
                "s",
                &f.url("a.html"),
                &f.url("b.html"),
            ]);
            assert_eq!(o.status.code(), Some(0), "{}", said(&o));
        }
        f
    }

    fn serve(&self, name: &str, body: &str) {
        std::fs::write(self.site.path().join(name), body).unwrap();
    }

    fn url(&self, name: &str) -> String {
        format!("{}{name}", self.base)
    }

    fn snaps(&self) -> PathBuf {
        self.work.path().join("s")
    }

    /// The page directory of `name` in the store.
    fn dir(&self, name: &str) -> PathBuf {
        self.snaps()
            .join(Store::new(self.snaps()).dir_for(&self.url(name)))
    }

    /// The `_body-*` files of a page directory with their bytes, sorted.
    fn bodies(&self, name: &str) -> Vec<(String, Vec<u8>)> {
        let mut v: Vec<_> = std::fs::read_dir(self.dir(name))
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with("_body-"))
            .map(|e| {
                (
                    e.file_name().to_string_lossy().into_owned(),
                    std::fs::read(e.path()).unwrap_or_default(),
                )
            })
            .collect();
        v.sort();
        v
    }

    /// The body file the latest record of `name` names.
    fn latest_body(&self, name: &str) -> PathBuf {
        let rec: serde_json::Value =
            serde_json::from_slice(&std::fs::read(self.dir(name).join("latest.json")).unwrap())
                .unwrap();
        self.dir(name).join(rec["body_file"].as_str().unwrap())
    }

    fn run(&self, args: &[&str]) -> Output {
        docdrift(self.work.path(), args)
    }

    fn check(&self, format: &str) -> Output {
        self.run(&[
            "check",
            "--claims",
            "c.toml",
            "--snapshots",
            "s",
            "--format",
            format,
        ])
    }

    /// A directory outside the store holding files with [`MARK`] in them.
    fn outside(&self) -> PathBuf {
        let d = self.work.path().join("hidden-target");
        std::fs::create_dir_all(&d).unwrap();
        d
    }
}

/// One page whose `latest.json` does not parse: `diff` of the whole store
/// names it and still compares the other page (exit 3, not 2 with no output).
#[test]
fn diff_names_an_unparsable_record_and_compares_the_other_pages() {
    let f = Fixture::new();
    let latest = f.dir("a.html").join("latest.json");
    std::fs::write(&latest, b"{\n  \"schema_version\": 1,\n  oops").unwrap();
    let o = f.run(&["diff", "--snapshots", "s", "--format", "json"]);
    assert_eq!(o.status.code(), Some(3), "{}", said(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let pages = v["pages"].as_array().unwrap();
    assert_eq!(pages.len(), 1, "{v}");
    assert_eq!(pages[0]["url"], f.url("b.html"));
    assert_eq!(pages[0]["kind"], "text-changed", "{v}");
    let errors = v["errors"].to_string();
    assert!(
        errors.contains("latest.json:3: not a docdrift snapshot record"),
        "{errors}"
    );
    let table = f.run(&["diff", "--snapshots", "s"]);
    assert_eq!(table.status.code(), Some(3), "{}", said(&table));
    assert!(
        text(&table.stdout).contains(&f.url("b.html")),
        "{}",
        said(&table)
    );
    assert!(
        text(&table.stderr).contains(
            &latest
                .strip_prefix(f.work.path())
                .unwrap()
                .display()
                .to_string()
        ),
        "{}",
        said(&table)
    );
    // The broken record is still the user's to fix.
    assert_eq!(
        std::fs::read(&latest).unwrap(),
        b"{\n  \"schema_version\": 1,\n  oops"
    );
}

/// A FIFO where the store expects a record, a body or its lock file: `diff`,
/// `text`, `check`, `fetch` and `crawl` say so and end (they used to block
/// forever on the open, `crawl` holding the lock).
#[test]
fn a_fifo_in_the_store_never_hangs_a_command() {
    for place in ["latest.json", "body", ".docdrift.lock"] {
        let f = Fixture::new();
        let path = match place {
            "latest.json" => f.dir("a.html").join("latest.json"),
            "body" => f.latest_body("a.html"),
            _ => f.snaps().join(".docdrift.lock"),
        };
        std::fs::remove_file(&path).unwrap();
        mkfifo(&path);
        let page_broken = place != ".docdrift.lock";
        let a = f.url("a.html");
        let scope = f.base.clone();
        let runs: Vec<(&str, Output)> = vec![
            ("diff", f.run(&["diff", "--snapshots", "s"])),
            ("diff a", f.run(&["diff", "--snapshots", "s", &a])),
            ("text", f.run(&["text", "--snapshots", "s", &a])),
            ("check", f.check("json")),
            (
                "check --fetch",
                f.run(&[
                    "check",
                    "--fetch",
                    "--claims",
                    "c.toml",
                    "--snapshots",
                    "s",
                    "--format",
                    "json",
                ]),
            ),
            ("fetch", f.run(&["fetch", "--snapshots", "s", &a])),
            (
                "crawl",
                f.run(&[
                    "crawl",
                    "--snapshots",
                    "s",
                    "--no-sitemap",
                    "--scope",
                    &scope,
                    &a,
                ]),
            ),
        ];
        for (cmd, o) in runs {
            let s = said(&o);
            let code = o.status.code();
            assert!(!s.contains("panicked"), "{place} {cmd}: {s}");
            let writes = matches!(cmd, "fetch" | "crawl" | "check --fetch");
            if page_broken || writes {
                assert!(
                    matches!(code, Some(1) | Some(3)),
                    "{place} {cmd}: exit {code:?}: {s}"
                );
                if !cmd.starts_with("check") {
                    assert!(
                        s.contains("FIFO") || s.contains("not a regular file"),
                        "{place} {cmd}: {s}"
                    );
                }
            } else {
                assert!(
                    matches!(code, Some(0) | Some(1)),
                    "{place} {cmd}: exit {code:?}: {s}"
                );
            }
        }
        // Nobody replaced or followed it.
        use std::os::unix::fs::FileTypeExt;
        assert!(
            std::fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_fifo(),
            "{place}"
        );
    }
}

/// `check` reports a FIFO record as an error for that claim, naming the file.
#[test]
fn check_names_a_fifo_record_in_every_format() {
    let f = Fixture::new();
    let latest = f.dir("a.html").join("latest.json");
    std::fs::remove_file(&latest).unwrap();
    mkfifo(&latest);
    let o = f.check("json");
    assert_eq!(o.status.code(), Some(3), "{}", said(&o));
    assert!(said(&o).contains("FIFO"), "{}", said(&o));
}

/// A `latest.json` that is a link to itself: `text` used to take it for "no
/// snapshot", fetch the page again and, saving it, sweep both stored bodies.
/// Now `text`, `fetch` and `crawl` refuse the page and every body stays.
#[test]
fn a_looping_latest_link_never_costs_the_stored_bodies() {
    let f = Fixture::new();
    let latest = f.dir("a.html").join("latest.json");
    let before = f.bodies("a.html");
    assert_eq!(before.len(), 2, "two fetches, two bodies");
    std::fs::remove_file(&latest).unwrap();
    symlink(Path::new("latest.json"), &latest);
    f.serve("a.html", &page("NEW-ON-THE-SERVER"));
    let a = f.url("a.html");
    let scope = f.base.clone();
    for args in [
        vec!["text", "--snapshots", "s", &a],
        vec!["fetch", "--snapshots", "s", &a],
        vec![
            "crawl",
            "--snapshots",
            "s",
            "--no-sitemap",
            "--scope",
            &scope,
            &a,
        ],
        vec!["diff", "--snapshots", "s"],
    ] {
        let o = f.run(&args);
        let s = said(&o);
        assert!(
            matches!(o.status.code(), Some(1) | Some(3)),
            "{args:?}: {s}"
        );
        assert!(
            s.contains("latest.json") && s.contains("symbolic link"),
            "{args:?}: {s}"
        );
        assert!(!s.contains("NEW-ON-THE-SERVER"), "{args:?}: {s}");
        assert_eq!(f.bodies("a.html"), before, "{args:?}: bodies kept");
        assert!(std::fs::symlink_metadata(&latest)
            .unwrap()
            .file_type()
            .is_symlink());
    }
}

/// Every command that reads the store, in every report format, must neither
/// print [`MARK`] nor succeed on the page behind a link.
fn assert_nothing_leaks(f: &Fixture, case: &str, named: &str) {
    let a = f.url("a.html");
    let mut runs = vec![
        ("text".to_string(), f.run(&["text", "--snapshots", "s", &a])),
        (
            "diff".into(),
            f.run(&["diff", "--snapshots", "s", "--format", "json"]),
        ),
        ("diff a".into(), f.run(&["diff", "--snapshots", "s", &a])),
        (
            "count".into(),
            f.run(&["count", "--snapshots", "s", &a, "-p", "limit"]),
        ),
    ];
    for format in ["table", "json", "markdown", "sarif", "junit", "github"] {
        runs.push((format!("check {format}"), f.check(format)));
    }
    for (cmd, o) in runs {
        let s = said(&o);
        assert!(!s.contains(MARK), "{case}: {cmd} leaked: {s}");
        assert!(
            !s.contains("hidden-target"),
            "{case}: {cmd} named the target: {s}"
        );
        assert!(!s.contains("panicked"), "{case}: {cmd}: {s}");
        assert!(
            matches!(o.status.code(), Some(1) | Some(3)),
            "{case}: {cmd}: exit {:?}: {s}",
            o.status.code()
        );
        // (`count s` walks the store as a user's directory: a linked host
        // directory is not entered, so it finds no page and says so.)
        if cmd.starts_with("text")
            || cmd.starts_with("diff")
            || (cmd == "count s" && case != "host dir")
        {
            assert!(
                s.contains(named),
                "{case}: {cmd} does not name {named}: {s}"
            );
        }
    }
}

/// A pull request commits store entries as links to files elsewhere: the
/// record, a body, the failure record, a whole host directory. Nothing behind
/// them reaches any output (the error names the store path, never the target
/// or its content).
#[test]
fn links_out_of_the_store_leak_nothing_in_any_output() {
    // latest.json -> a valid record elsewhere whose title and body hold the
    // mark (the body linked too).
    {
        let f = Fixture::new();
        f.serve("a.html", &page(MARK));
        let o = f.run(&["fetch", "--snapshots", "hidden-target/s", &f.url("a.html")]);
        assert_eq!(o.status.code(), Some(0), "{}", said(&o));
        let theirs = f
            .work
            .path()
            .join("hidden-target/s")
            .join(Store::new("x").dir_for(&f.url("a.html")));
        let ours = f.dir("a.html");
        std::fs::remove_file(ours.join("latest.json")).unwrap();
        symlink(&theirs.join("latest.json"), &ours.join("latest.json"));
        for e in std::fs::read_dir(&theirs).unwrap().flatten() {
            let n = e.file_name();
            if n.to_string_lossy().starts_with("_body-") {
                symlink(&e.path(), &ours.join(n));
            }
        }
        assert_nothing_leaks(&f, "latest.json", "latest.json");
    }
    // latest.json -> JSON of the wrong shape, which serde used to quote.
    {
        let f = Fixture::new();
        let target = f.outside().join("quoted.json");
        std::fs::write(&target, format!("{{\"schema_version\": \"{MARK}\"}}")).unwrap();
        let latest = f.dir("a.html").join("latest.json");
        std::fs::remove_file(&latest).unwrap();
        symlink(&target, &latest);
        assert_nothing_leaks(&f, "quoted", "latest.json");
    }
    // latest.json and the latest body -> /proc/self/environ (the canary
    // variable every run here carries holds the mark).
    {
        let f = Fixture::new();
        let latest = f.dir("a.html").join("latest.json");
        let body = f.latest_body("a.html");
        for p in [&latest, &body] {
            std::fs::remove_file(p).unwrap();
            symlink(Path::new("/proc/self/environ"), p);
        }
        assert_nothing_leaks(&f, "environ", "latest.json");
    }
    // The latest body -> a file elsewhere.
    {
        let f = Fixture::new();
        let target = f.outside().join("id_rsa");
        std::fs::write(&target, page(MARK)).unwrap();
        let body = f.latest_body("a.html");
        std::fs::remove_file(&body).unwrap();
        symlink(&target, &body);
        assert_nothing_leaks(&f, "body", "_body-");
    }
    // A whole host directory -> a store elsewhere holding the mark.
    {
        let f = Fixture::new();
        f.serve("a.html", &page(MARK));
        f.serve("b.html", &page(MARK));
        let o = f.run(&[
            "fetch",
            "--snapshots",
            "hidden-target/s",
            &f.url("a.html"),
            &f.url("b.html"),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", said(&o));
        let host = f.dir("a.html");
        let host = host
            .ancestors()
            .find(|p| p.parent() == Some(&f.snaps()))
            .unwrap()
            .to_path_buf();
        let name = host.file_name().unwrap().to_owned();
        std::fs::remove_dir_all(&host).unwrap();
        symlink(&f.work.path().join("hidden-target/s").join(&name), &host);
        assert_nothing_leaks(&f, "host dir", &name.to_string_lossy());
    }
}

/// `failure.json` -> a failure record elsewhere: `check` used to quote its
/// `error` ("the last fetch failed: …") for a page with no snapshot.
#[test]
fn a_linked_failure_record_is_not_quoted() {
    let f = Fixture::new();
    let dir = f.dir("a.html");
    for e in std::fs::read_dir(&dir).unwrap().flatten() {
        std::fs::remove_file(e.path()).unwrap();
    }
    let target = f.outside().join("failure.json");
    std::fs::write(
        &target,
        format!(
            "{{\"schema_version\":1,\"url\":\"{}\",\"failed_at\":\"2026-01-01T00:00:00Z\",\"error\":\"{MARK}\",\"response\":null}}",
            f.url("a.html")
        ),
    )
    .unwrap();
    symlink(&target, &dir.join("failure.json"));
    for format in ["table", "json", "markdown", "sarif", "junit", "github"] {
        let o = f.check(format);
        let s = said(&o);
        assert_eq!(o.status.code(), Some(3), "{format}: {s}");
        assert!(!s.contains(MARK), "{format} leaked: {s}");
    }
    // A fetch replaces the link itself (a rename), never writes through it.
    let o = f.run(&["fetch", "--snapshots", "s", &f.url("a.html")]);
    assert_eq!(o.status.code(), Some(0), "{}", said(&o));
    assert!(std::fs::read_to_string(&target).unwrap().contains(MARK));
}

/// A host directory linked to a directory elsewhere: `fetch`, `crawl` and
/// `check --fetch` neither write into it nor sweep files from it.
#[test]
fn writes_never_go_through_a_linked_host_directory() {
    let f = Fixture::new();
    let host = f.dir("a.html");
    let host = host
        .ancestors()
        .find(|p| p.parent() == Some(&f.snaps()))
        .unwrap()
        .to_path_buf();
    let elsewhere = f.outside().join("host");
    std::fs::rename(&host, &elsewhere).unwrap();
    // A body no record names would be swept by a save in that directory.
    let a_dir = elsewhere.join("a.html");
    std::fs::write(a_dir.join("_body-0000"), MARK).unwrap();
    symlink(&elsewhere, &host);
    let listing = |d: &Path| -> Vec<(PathBuf, Vec<u8>)> {
        let mut v: Vec<_> = walkdir(d)
            .into_iter()
            .map(|p| {
                let b = std::fs::read(&p).unwrap_or_default();
                (p, b)
            })
            .collect();
        v.sort();
        v
    };
    let before = listing(&elsewhere);
    f.serve("a.html", &page("a three"));
    let a = f.url("a.html");
    let scope = f.base.clone();
    for args in [
        vec!["fetch", "--snapshots", "s", &a],
        vec![
            "crawl",
            "--snapshots",
            "s",
            "--no-sitemap",
            "--scope",
            &scope,
            &a,
        ],
        vec!["check", "--fetch", "--claims", "c.toml", "--snapshots", "s"],
    ] {
        let o = f.run(&args);
        let s = said(&o);
        assert!(
            matches!(o.status.code(), Some(1) | Some(3)),
            "{args:?}: {s}"
        );
        assert!(
            !s.contains(MARK) && !s.contains("hidden-target"),
            "{args:?}: {s}"
        );
        assert_eq!(
            listing(&elsewhere),
            before,
            "{args:?} wrote or swept through the link: {s}"
        );
    }
}

/// Every file under `d` (links not followed).
fn walkdir(d: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(d).unwrap().flatten() {
        let ft = e.file_type().unwrap();
        if ft.is_dir() {
            out.extend(walkdir(&e.path()));
        } else {
            out.push(e.path());
        }
    }
    out
}

/// A link planted at the lock file: writers refuse it rather than truncate
/// and rewrite the file it points to.
#[test]
fn a_linked_lock_file_is_never_written_through() {
    let f = Fixture::new();
    let target = f.outside().join("bashrc");
    std::fs::write(&target, MARK).unwrap();
    let lock = f.snaps().join(".docdrift.lock");
    let _ = std::fs::remove_file(&lock);
    symlink(&target, &lock);
    let o = f.run(&["fetch", "--snapshots", "s", &f.url("a.html")]);
    assert_eq!(o.status.code(), Some(3), "{}", said(&o));
    assert!(said(&o).contains(".docdrift.lock"), "{}", said(&o));
    assert_eq!(std::fs::read_to_string(&target).unwrap(), MARK);
}

/// The store root itself is the user's choice and may be a link: it is
/// followed once, and the store behind it works as any other.
#[test]
fn a_linked_store_root_is_trusted() {
    let f = Fixture::new();
    let link = f.work.path().join("via-link");
    symlink(&f.snaps(), &link);
    let a = f.url("a.html");
    let o = f.run(&["text", "--snapshots", "via-link", &a]);
    assert_eq!(o.status.code(), Some(0), "{}", said(&o));
    assert!(text(&o.stdout).contains("a two"), "{}", said(&o));
    f.serve("a.html", &page("a three"));
    let o = f.run(&["fetch", "--snapshots", "via-link", &a]);
    assert_eq!(o.status.code(), Some(0), "{}", said(&o));
    let o = f.run(&["diff", "--snapshots", "via-link", "--format", "json"]);
    assert_eq!(o.status.code(), Some(0), "{}", said(&o));
    assert!(
        text(&o.stdout).contains("\"inserted\": \"three.\""),
        "{}",
        said(&o)
    );
}
