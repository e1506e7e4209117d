//! The hostile pull request (issue #32; docs/reliability.md, "Untrusted input"): each test
//! builds the tree a hostile contributor would push — a planted git directory, Rust modules
//! that point outside the checkout, claims files and snapshot records that are symlinks,
//! claims that make `--fetch` reach loopback or another host, a docdrift.toml that widens
//! what claims may read — runs the command a CI job runs, in every report format, and
//! asserts that no marker from outside the checkout appears in any output and that no
//! planted command ran. Real git, real files, real HTTP servers on 127.0.0.1.

use crate::util::{bin, git, write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

const FORMATS: &[&str] = &["table", "json", "markdown", "sarif", "junit", "github"];

/// A string that exists only outside the checkout (or in the environment); it must never
/// reach an output.
const MARK: &str = "HOSTILE-MARK-7f3a9c";

fn symlink(target: &Path, link: &Path) {
    std::fs::create_dir_all(link.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(target, link).unwrap();
}

struct Run {
    format: String,
    code: Option<i32>,
    out: String,
    err: String,
}

/// `docdrift check --no-config ARGS --format F` in `dir` for every format, plus one run
/// writing the JSON report with `--output` (the file's content joins that run's stdout).
fn check_every_format(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Vec<Run> {
    let mut runs = Vec::new();
    for f in FORMATS.iter().map(Some).chain([None]) {
        let mut c = bin();
        c.current_dir(dir).arg("check").args(args);
        let out_file = dir.join("report-out.json");
        match f {
            Some(f) => {
                c.args(["--format", f]);
            }
            None => {
                c.args(["--format", "json", "--output"]).arg(&out_file);
            }
        }
        for (k, v) in env {
            c.env(k, v);
        }
        let o = c.output().unwrap();
        let mut out = String::from_utf8_lossy(&o.stdout).into_owned();
        if f.is_none() {
            out.push_str(&std::fs::read_to_string(&out_file).unwrap_or_default());
            let _ = std::fs::remove_file(&out_file);
        }
        runs.push(Run {
            format: f.map_or("json --output", |f| f).to_string(),
            code: o.status.code(),
            out,
            err: String::from_utf8_lossy(&o.stderr).into_owned(),
        });
    }
    runs
}

fn assert_no_mark(runs: &[Run], mark: &str) {
    for r in runs {
        assert!(
            !r.out.contains(mark) && !r.err.contains(mark),
            "{}: the marker leaked (exit {:?}):\n{}\n{}",
            r.format,
            r.code,
            r.out,
            r.err
        );
    }
}

fn value_claims(checkout: &str, selector: &str, value: &str) -> String {
    format!(
        "version = 1\n[target]\ncheckout = \"{checkout}\"\n\n[[claim]]\nid = \"c\"\nsays = \"the value\"\ndocs = {{ value = {value} }}\ncode = {{ select = \"{selector}\" }}\n"
    )
}

// ---------------------------------------------------------------------------------------
// 1. Code execution through git.

/// A PR commits `src/evil/{HEAD,config,objects,refs}` as ordinary files; its `config`
/// gives the directory a work tree and an fsmonitor command. Before the fix, recording the
/// provenance of `src/evil/sub/a.py` ran `git` in `src/evil/sub`, which discovered the
/// planted repository and ran the command.
#[test]
fn r32_a_planted_git_directory_never_runs_its_fsmonitor() {
    let d = tempfile::tempdir().unwrap();
    let root = d.path();
    let ran = root.join("FSMONITOR-RAN");
    git(root, &["init", "-q"]);
    write(&root.join("src/a.py"), "LIMIT = 8\n");
    write(&root.join("src/evil/sub/a.py"), "LIMIT = 8\n");
    write(&root.join("src/evil/HEAD"), "ref: refs/heads/main\n");
    write(&root.join("src/evil/objects/.keep"), "");
    write(&root.join("src/evil/refs/heads/.keep"), "");
    for bare in ["false\n\tworktree = ..", "true"] {
        write(&root.join("src/evil/config"),
            &format!(
                "[core]\n\trepositoryformatversion = 0\n\tbare = {bare}\n\tfsmonitor = \"touch {}; false\"\n",
                ran.display()
            ),
        );
        write(
            &root.join("claims/c.toml"),
            &value_claims("src", "evil/sub/a.py::LIMIT", "8"),
        );
        git(root, &["add", "-A"]);
        git(root, &["commit", "-qm", "pr", "--allow-empty"]);
        let runs = check_every_format(root, &["--no-config"], &[]);
        for r in &runs {
            assert_eq!(r.code, Some(0), "{}: {}{}", r.format, r.out, r.err);
        }
        // The real repository's facts are still recorded (git runs, just not there).
        let json = &runs[1].out;
        assert!(json.contains("\"head\""), "{json}");
        let p = bin()
            .current_dir(root)
            .args(["provenance", "src/evil/sub/a.py"])
            .output()
            .unwrap();
        assert!(p.status.success(), "{p:?}");
        assert!(
            !ran.exists(),
            "the planted fsmonitor command ran (bare = {bare})"
        );
    }
}

// ---------------------------------------------------------------------------------------
// 2. Reads outside the checkout through Rust modules.

#[test]
fn r32_rust_modules_outside_the_checkout_are_not_read() {
    let d = tempfile::tempdir().unwrap();
    let outside = write(
        &d.path().join("outside/secret.rs"),
        &format!("pub const SECRET: &str = \"{MARK}\";\n"),
    );
    let abs = outside.display().to_string();
    // (what, files in the checkout, a module file that links to the secret, selector)
    type Case<'a> = (&'a str, Vec<(&'a str, String)>, Option<&'a str>, &'a str);
    let cases: Vec<Case> = vec![
        (
            "absolute #[path]",
            vec![("src/lib.rs", format!("#[path = \"{abs}\"]\nmod s;\n"))],
            None,
            "src/lib.rs::s::SECRET",
        ),
        (
            "#[path] with ..",
            vec![(
                "src/lib.rs",
                "#[path = \"../../outside/secret.rs\"]\nmod s;\n".to_string(),
            )],
            None,
            "src/lib.rs::s::SECRET",
        ),
        (
            "module file that is a symlink",
            vec![("src/lib.rs", "mod s;\n".to_string())],
            Some("src/s.rs"),
            "src/lib.rs::s::SECRET",
        ),
        (
            "a `use` resolved through a symlinked module",
            vec![
                ("src/lib.rs", "mod a;\nmod b;\n".to_string()),
                (
                    "src/a.rs",
                    "use crate::b::SECRET;\npub const X: &str = SECRET;\n".to_string(),
                ),
            ],
            Some("src/b.rs"),
            "src/a.rs::X",
        ),
        (
            "a `pub use` re-export of a symlinked module",
            vec![("src/lib.rs", "mod s;\npub use s::SECRET;\n".to_string())],
            Some("src/s.rs"),
            "src/lib.rs::SECRET",
        ),
    ];
    for (what, files, link, selector) in cases {
        let co = d.path().join(format!("co-{}", what.len()));
        let _ = std::fs::remove_dir_all(&co);
        for (rel, body) in &files {
            write(&co.join(rel), body);
        }
        if let Some(l) = link {
            symlink(&outside, &co.join(l));
        }
        write(
            &co.join("claims/c.toml"),
            &value_claims(".", selector, "\"x\""),
        );
        let runs = check_every_format(&co, &["--no-config"], &[]);
        assert_no_mark(&runs, MARK);
        for r in &runs {
            assert_ne!(r.code, Some(0), "{what}: {}: {}", r.format, r.out);
        }
        assert!(
            runs[1].out.contains("outside the checkout") || runs[1].out.contains("not defined"),
            "{what}: {}",
            runs[1].out
        );
        // The writer's command says the same.
        let e = bin()
            .current_dir(&co)
            .args(["extract", selector])
            .output()
            .unwrap();
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&e.stdout),
            String::from_utf8_lossy(&e.stderr)
        );
        assert!(!all.contains(MARK), "{what}: extract leaked: {all}");
    }
}

// ---------------------------------------------------------------------------------------
// 3. Snapshot records that are symlinks.

#[test]
fn r32_snapshot_records_that_are_symlinks_are_not_read() {
    let site = Site::start();
    site.set("/docs/x", 200, "<html><body><p>limit 8</p></body></html>");
    let d = tempfile::tempdir().unwrap();
    let root = d.path().join("proj");
    write(&root.join("a.py"), "LIMIT = 8\n");
    let url = format!("{}/docs/x", site.base);
    let f = bin()
        .current_dir(&root)
        .args(["fetch", &url])
        .output()
        .unwrap();
    assert!(f.status.success(), "{f:?}");
    let outside = write(
        &d.path().join("outside/record.json"),
        &format!("{{\"url\": \"{MARK}\", \"secret\": \"{MARK}\"}}\n"),
    );
    let record = walk(&root.join("snapshots"))
        .into_iter()
        .find(|p| p.file_name().is_some_and(|n| n == "latest.json"))
        .expect("a latest.json");
    std::fs::remove_file(&record).unwrap();
    symlink(&outside, &record);
    write(&root.join("claims/c.toml"),
        &format!(
            "version = 1\n[target]\ndocs = \"{}/\"\ncheckout = \".\"\n\n[[claim]]\nid = \"c\"\nsays = \"limit\"\ndocs = {{ page = \"docs/x\", regex = 'limit (?P<value>\\d+)' }}\ncode = {{ select = \"a.py::LIMIT\" }}\n",
            site.base
        ),
    );
    let runs = check_every_format(&root, &["--no-config"], &[]);
    assert_no_mark(&runs, MARK);
    for r in &runs {
        assert_ne!(r.code, Some(0), "{}: {}", r.format, r.out);
    }
    // The whole default store committed as a link out of the project: --untrusted refuses it.
    let elsewhere = d.path().join("elsewhere");
    std::fs::rename(root.join("snapshots"), &elsewhere).unwrap();
    symlink(&elsewhere, &root.join("snapshots"));
    let runs = check_every_format(&root, &["--untrusted"], &[]);
    assert_no_mark(&runs, MARK);
    for r in &runs {
        assert_eq!(r.code, Some(2), "{}: {}{}", r.format, r.out, r.err);
        assert!(r.err.contains("symlink out of the project"), "{}", r.err);
    }
    std::fs::remove_file(root.join("snapshots")).unwrap();
    std::fs::rename(&elsewhere, root.join("snapshots")).unwrap();
    for cmd in [vec!["text", url.as_str()], vec!["diff"]] {
        let o = bin().current_dir(&root).args(&cmd).output().unwrap();
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        );
        assert!(!all.contains(MARK), "{cmd:?} leaked: {all}");
    }
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// 4. Claims files that are symlinks.

#[test]
fn r32_claims_files_and_directories_that_link_out_are_refused_unread() {
    let d = tempfile::tempdir().unwrap();
    let secret = write(
        &d.path().join("home/.config/secret.toml"),
        &format!("token = \"{MARK}\"\n"),
    );
    // A file in claims/ that links out.
    let p1 = d.path().join("p1");
    write(&p1.join("a.py"), "LIMIT = 8\n");
    write(
        &p1.join("claims/ok.toml"),
        &value_claims(".", "a.py::LIMIT", "8"),
    );
    symlink(&secret, &p1.join("claims/evil.toml"));
    // claims/ itself links out.
    let p2 = d.path().join("p2");
    write(&p2.join("a.py"), "LIMIT = 8\n");
    symlink(secret.parent().unwrap(), &p2.join("claims"));
    for (p, args) in [
        (&p1, vec!["--no-config"]),
        (&p2, vec!["--no-config"]),
        (&p1, vec!["--no-config", "--claims", "claims/evil.toml"]),
    ] {
        let runs = check_every_format(p, &args, &[]);
        assert_no_mark(&runs, MARK);
        for r in &runs {
            assert_eq!(r.code, Some(2), "{}: {}{}", r.format, r.out, r.err);
            assert!(r.err.contains("symlink out of the project"), "{}", r.err);
        }
    }
    // A FIFO named like a claims file is refused, not waited on.
    let p3 = d.path().join("p3");
    write(
        &p3.join("claims/ok.toml"),
        &value_claims(".", "a.py::LIMIT", "8"),
    );
    let fifo = p3.join("claims/fifo.toml");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let o = bin()
        .current_dir(&p3)
        .args(["check", "--no-config"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    assert!(String::from_utf8_lossy(&o.stderr).contains("not a regular file"));
}

// ---------------------------------------------------------------------------------------
// 5. Server-side requests through --fetch.

/// (path, status, body, Location) per page a [`Site`] answers.
type Pages = Arc<std::sync::Mutex<Vec<(String, u16, String, Option<String>)>>>;

/// A docs server on 127.0.0.1 that counts its requests and answers each path it was given.
struct Site {
    base: String,
    port: u16,
    hits: Arc<AtomicUsize>,
    pages: Pages,
}

impl Site {
    fn start() -> Site {
        let server = tiny_http::Server::http("127.0.0.1:0").unwrap();
        let addr = server.server_addr().to_ip().unwrap();
        let hits = Arc::new(AtomicUsize::new(0));
        let pages: Pages = Arc::default();
        let (h, p) = (hits.clone(), pages.clone());
        std::thread::spawn(move || {
            for req in server.incoming_requests() {
                h.fetch_add(1, Ordering::SeqCst);
                let found = p
                    .lock()
                    .unwrap()
                    .iter()
                    .find(|(path, ..)| path == req.url())
                    .cloned();
                let (status, body, location) = match found {
                    Some((_, s, b, l)) => (s, b, l),
                    None => (404, "not found".to_string(), None),
                };
                let mut resp = tiny_http::Response::from_string(body)
                    .with_status_code(status)
                    .with_header(
                        tiny_http::Header::from_bytes("Content-Type", "text/html").unwrap(),
                    );
                if let Some(l) = location {
                    resp = resp.with_header(tiny_http::Header::from_bytes("Location", l).unwrap());
                }
                let _ = req.respond(resp);
            }
        });
        Site {
            base: format!("http://127.0.0.1:{}", addr.port()),
            port: addr.port(),
            hits,
            pages,
        }
    }

    fn set(&self, path: &str, status: u16, body: &str) {
        self.pages
            .lock()
            .unwrap()
            .push((path.into(), status, body.into(), None));
    }

    fn redirect(&self, path: &str, to: &str) {
        self.pages
            .lock()
            .unwrap()
            .push((path.into(), 302, String::new(), Some(to.into())));
    }

    fn hits(&self) -> usize {
        self.hits.load(Ordering::SeqCst)
    }
}

fn fetch_claims(docs: &str, page: &str) -> String {
    format!(
        "version = 1\n[target]\ndocs = \"{docs}\"\ncheckout = \".\"\n\n[[claim]]\nid = \"c\"\nsays = \"limit\"\ndocs = {{ page = \"{page}\", regex = 'limit 8 \\S+' }}\ncode = {{ select = \"a.py::LIMIT\" }}\n"
    )
}

fn run_fetch(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let o = bin()
        .current_dir(dir)
        .args(["check", "--no-config", "--fetch", "--format", "json"])
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ),
    )
}

#[test]
fn r32_fetch_reaches_only_docs_hosts_and_non_public_addresses_only_when_named() {
    let site = Site::start();
    let body = format!("<html><body><p>limit 8 {MARK}</p></body></html>");
    site.set("/docs/x", 200, &body);
    let other = Site::start();
    other.set("/secret", 200, &body);
    site.redirect(
        "/docs/jump",
        &format!("http://localhost:{}/secret", other.port),
    );
    let d = tempfile::tempdir().unwrap();
    let proj = |name: &str, claims: String| -> PathBuf {
        let p = d.path().join(name);
        write(&p.join("a.py"), "LIMIT = 8\n");
        write(&p.join("claims/c.toml"), &claims);
        p
    };

    // Trusted claims naming their own loopback docs host: fetched (the demo's set-up).
    let p = proj(
        "trusted",
        fetch_claims(&format!("{}/", site.base), "docs/x"),
    );
    // (The docs value is the whole match, marker included, so a fetched page shows it.)
    let (code, out) = run_fetch(&p, &[]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains(MARK), "the set-up fetches: {out}");

    // --untrusted: a pull request's claims file cannot point --fetch at loopback ...
    let before = site.hits();
    let p = proj(
        "untrusted",
        fetch_claims(&format!("{}/", site.base), "docs/x"),
    );
    let (code, out) = run_fetch(&p, &["--untrusted"]);
    assert_ne!(code, Some(0), "{out}");
    assert!(!out.contains(MARK), "{out}");
    assert!(out.contains("loopback, private or link-local"), "{out}");
    assert!(out.contains("\"untrusted\": true"), "{out}");
    assert_eq!(site.hits(), before, "a request reached the loopback server");
    // ... unless the job's author names the host.
    let (code, out) = run_fetch(&p, &["--untrusted", "--allow-host", &site.base[7..]]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains(MARK), "{out}");

    // A name that resolves to loopback is checked on the resolved address (no rebinding).
    let before = site.hits();
    let p = proj(
        "by-name",
        fetch_claims(&format!("http://localhost:{}/", site.port), "docs/x"),
    );
    let (code, out) = run_fetch(&p, &["--untrusted"]);
    assert_ne!(code, Some(0), "{out}");
    assert!(!out.contains(MARK), "{out}");
    assert_eq!(site.hits(), before, "a request reached the loopback server");

    // A page on another host than the docs base is refused, trusted or not.
    let before = other.hits();
    let p = proj(
        "other-host",
        fetch_claims(
            &format!("{}/", site.base),
            &format!("http://localhost:{}/secret", other.port),
        ),
    );
    let (code, out) = run_fetch(&p, &[]);
    assert_ne!(code, Some(0), "{out}");
    assert!(!out.contains(MARK), "{out}");
    assert!(out.contains("not a docs host"), "{out}");
    assert_eq!(other.hits(), before);

    // So is a redirect from the docs host to another host.
    let p = proj(
        "redirect",
        fetch_claims(&format!("{}/", site.base), "docs/jump"),
    );
    let (code, out) = run_fetch(&p, &[]);
    assert_ne!(code, Some(0), "{out}");
    assert!(!out.contains(MARK), "{out}");
    assert_eq!(other.hits(), before, "the redirect was followed");
}

// ---------------------------------------------------------------------------------------
// 6. The repository's own docdrift.toml, environment variables, widening flags.

#[test]
fn r32_untrusted_mode_ignores_the_checkouts_docdrift_toml_and_docdrift_variables() {
    let d = tempfile::tempdir().unwrap();
    let p = d.path();
    write(&p.join("a.py"), "LIMIT = 8\n");
    // The PR widens what claims may read through the repository's own config ...
    write(
        &p.join("docdrift.toml"),
        "[check]\nenv = [\"HOSTILE_SECRET\"]\n",
    );
    write(&p.join("claims/c.toml"),
        "version = 1\n[target]\ncheckout = \".\"\ndocs = \"https://example.invalid/${HOSTILE_SECRET}/\"\n\n[[claim]]\nid = \"c\"\nsays = \"x\"\ndocs = { value = 8 }\ncode = { select = \"a.py::LIMIT\" }\n",
    );
    let env = [("HOSTILE_SECRET", MARK)];
    let runs = check_every_format(p, &["--untrusted"], &env);
    assert_no_mark(&runs, MARK);
    for r in &runs {
        assert_eq!(r.code, Some(2), "{}: {}{}", r.format, r.out, r.err);
        assert!(r.err.contains("HOSTILE_SECRET"), "{}", r.err);
    }
    // ... and a variable that merely starts with DOCDRIFT_ is no longer readable either.
    write(&p.join("claims/c.toml"),
        "version = 1\n[target]\ncheckout = \".\"\ndocs = \"https://example.invalid/${DOCDRIFT_TOKEN}/\"\n\n[[claim]]\nid = \"c\"\nsays = \"x\"\ndocs = { value = 8 }\ncode = { select = \"a.py::LIMIT\" }\n",
    );
    let runs = check_every_format(p, &["--untrusted"], &[("DOCDRIFT_TOKEN", MARK)]);
    assert_no_mark(&runs, MARK);
    assert!(runs.iter().all(|r| r.code == Some(2)));
    // A variable the job's author names is read.
    let runs = check_every_format(
        p,
        &["--untrusted", "--env", "DOCDRIFT_TOKEN"],
        &[("DOCDRIFT_TOKEN", "t")],
    );
    for r in &runs {
        assert_eq!(r.code, Some(0), "{}: {}{}", r.format, r.out, r.err);
    }
    // The report says which mode it ran in, in every format.
    for r in &runs {
        assert!(
            r.out.contains("untrusted"),
            "{}: no mention of untrusted mode:\n{}",
            r.format,
            r.out
        );
    }
    // Widening flags are refused with --untrusted.
    for flag in ["--allow-probes", "--allow-outside-pages"] {
        let o = bin()
            .current_dir(p)
            .args(["check", "--untrusted", flag])
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{flag}: {o:?}");
        assert!(String::from_utf8_lossy(&o.stderr).contains("--untrusted refuses"));
    }
}

// ---------------------------------------------------------------------------------------
// The attempts that held before #32, kept as regressions in every format.

#[test]
fn r32_attempts_that_held_stay_held_in_every_format() {
    let d = tempfile::tempdir().unwrap();
    let p = d.path().join("proj");
    write(
        &d.path().join("outside/secret.py"),
        &format!("LIMIT = \"{MARK}\"\n"),
    );
    write(
        &d.path().join("outside/page.md"),
        &format!("limit {MARK}\n"),
    );
    write(&p.join("a.py"), "LIMIT = 8\n");
    let outside_py = d.path().join("outside/secret.py").display().to_string();
    let outside_md = d.path().join("outside/page.md").display().to_string();
    let claims = [
        // Selectors that leave the checkout.
        value_claims(".", "../outside/secret.py::LIMIT", "8"),
        value_claims(".", &format!("{outside_py}::LIMIT"), "8"),
        // A checkout outside the project.
        value_claims("../outside", "secret.py::LIMIT", "8"),
        // Local pages outside the docs roots, or not docs at all.
        format!(
            "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"c\"\nsays = \"x\"\ndocs = {{ page = \"{outside_md}\", regex = 'limit (?P<value>\\S+)' }}\ncode = {{ select = \"a.py::LIMIT\" }}\n"
        ),
        "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"c\"\nsays = \"x\"\ndocs = { page = \"file:///proc/self/environ\", regex = '(?P<value>.+)' }\ncode = { select = \"a.py::LIMIT\" }\n".to_string(),
        // A probe without --allow-probes (it would create PROBE-RAN).
        "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"c\"\nsays = \"x\"\ndocs = { value = 8 }\ncode = { probe = { argv = [\"touch\", \"PROBE-RAN\"] } }\n".to_string(),
    ];
    for c in &claims {
        write(&p.join("claims/c.toml"), c);
        for mode in [vec!["--no-config"], vec!["--untrusted"]] {
            let runs = check_every_format(&p, &mode, &[]);
            assert_no_mark(&runs, MARK);
            // A probe without the flag is `skipped` (never `agree`); the rest fail.
            for r in runs.iter().filter(|_| !c.contains("probe")) {
                assert_ne!(r.code, Some(0), "{c}\n{}: {}{}", r.format, r.out, r.err);
            }
            assert!(!p.join("PROBE-RAN").exists(), "the probe ran");
        }
    }
}
