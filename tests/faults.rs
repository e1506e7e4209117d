//! The fault matrix of issue 18 (docs/reliability.md lists every case): untrusted
//! claims files, concurrent and killed writers of the snapshot store, memory and
//! CPU bombs, closed pipes, runaway probes and silent wrong answers. Each case
//! runs against real files, real processes and a real HTTP server on 127.0.0.1.

use crate::util::{bin, output, run, text, within, HANG};
use docdrift_core::pages::fetch::FetchResponse;
use docdrift_core::pages::snapshot::{Slot, SnapshotError, Store};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A loopback server whose answer per path the test sets (status, body,
/// delay before the response), counting requests.
/// Path → (status, body, delay before answering).
type Pages = Arc<Mutex<BTreeMap<String, (u16, Vec<u8>, Duration)>>>;

struct Site {
    base: String,
    pages: Pages,
    hits: Arc<AtomicUsize>,
    server: Arc<tiny_http::Server>,
}

impl Site {
    fn start() -> Site {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").unwrap());
        let base = format!("http://{}", server.server_addr().to_ip().unwrap());
        let pages: Pages = Arc::default();
        let hits = Arc::new(AtomicUsize::new(0));
        let (s, p, h) = (server.clone(), pages.clone(), hits.clone());
        std::thread::spawn(move || {
            for req in s.incoming_requests() {
                h.fetch_add(1, Ordering::SeqCst);
                let answer = p.lock().unwrap().get(req.url()).cloned();
                std::thread::spawn(move || {
                    let (status, body, delay) =
                        answer.unwrap_or((404, b"not found".to_vec(), Duration::ZERO));
                    std::thread::sleep(delay);
                    let ct = tiny_http::Header::from_bytes("Content-Type", "text/html").unwrap();
                    let _ = req.respond(
                        tiny_http::Response::from_data(body)
                            .with_status_code(status)
                            .with_header(ct),
                    );
                });
            }
        });
        Site {
            base,
            pages,
            hits,
            server,
        }
    }

    fn set(&self, path: &str, status: u16, body: &[u8], delay: Duration) {
        self.pages
            .lock()
            .unwrap()
            .insert(path.to_string(), (status, body.to_vec(), delay));
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

impl Drop for Site {
    fn drop(&mut self) {
        self.server.unblock();
    }
}

fn resp(url: &str, status: u16, body: &[u8]) -> FetchResponse {
    FetchResponse {
        url: url.into(),
        final_url: url.into(),
        redirects: vec![],
        status,
        fetched_at: chrono::Utc::now(),
        elapsed_ms: 1,
        headers: BTreeMap::new(),
        content_type: Some("text/html".into()),
        body: body.to_vec(),
    }
}

// ---------------------------------------------------------------- 1. local pages

const CLAIM: &str = "[[claim]]\nid = \"leak\"\nsays = \"x\"\n";

fn page_claims(dir: &Path, page: &str, docs_dir: Option<&str>) -> PathBuf {
    let docs_dir = docs_dir
        .map(|d| format!("docs_dir = \"{d}\"\n"))
        .unwrap_or_default();
    let src = format!(
        "version = 1\n[target]\ncheckout = \".\"\n{docs_dir}\n{CLAIM}docs = {{ page = \"{page}\", regex = '(?P<value>.+)' }}\ncode = {{ select = \"c.py::X\" }}\n"
    );
    let p = dir.join("leak.toml");
    std::fs::write(&p, src).unwrap();
    p
}

#[test]
fn local_pages_outside_the_docs_roots_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let project = tmp.path().join("project");
    let docs = project.join("docs");
    let outside = tmp.path().join("outside");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    std::fs::write(project.join("c.py"), "X = 'x'\n").unwrap();
    std::fs::write(docs.join("ok.md"), "All good.\n").unwrap();
    std::fs::write(outside.join("secret.md"), "TOKEN=hunter2-SECRET\n").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(outside.join("secret.md"), docs.join("link.md")).unwrap();
    let secret = outside.join("secret.md");
    let cases = [
        "file:///proc/self/environ".to_string(),
        "file:///etc/passwd".to_string(),
        "/etc/passwd".to_string(),
        "../../../../outside/secret.md".to_string(),
        secret.display().to_string(),
        format!("file://{}", secret.display()),
        "link.md".to_string(),
    ];
    for page in &cases {
        let claims = page_claims(&project, page, Some("docs"));
        let out = bin()
            .current_dir(&project)
            .env("DOCDRIFT_FAKE_SECRET", "hunter2-SECRET")
            .args(["check", "--format", "markdown", "--claims"])
            .arg(&claims)
            .output()
            .unwrap();
        let (o, e) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(2), "{page}: {o}{e}");
        assert!(e.contains("leak.toml:6:1:"), "{page}: {e}");
        assert!(
            e.contains("outside the docs roots") || e.contains("without a docs extension"),
            "{page}: {e}"
        );
        assert!(!o.contains("hunter2") && !e.contains("hunter2"), "{page}");
        assert!(!o.contains("root:"), "{page}");
    }
    // A page under docs_dir is read; the same outside page with the explicit flag too.
    let claims = page_claims(&project, "ok.md", Some("docs"));
    let out = run(
        &project,
        &[
            "check",
            "--format",
            "json",
            "--claims",
            claims.to_str().unwrap(),
        ],
    );
    assert_ne!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let claims = page_claims(&project, &secret.display().to_string(), Some("docs"));
    let out = run(
        &project,
        &[
            "check",
            "--allow-outside-pages",
            "--format",
            "json",
            "--claims",
            claims.to_str().unwrap(),
        ],
    );
    assert_ne!(out.status.code(), Some(2), "{}", text(&out.stderr));
    // … and with --docs-root naming its directory.
    let out = run(
        &project,
        &[
            "check",
            "--docs-root",
            outside.to_str().unwrap(),
            "--format",
            "json",
            "--claims",
            claims.to_str().unwrap(),
        ],
    );
    assert_ne!(out.status.code(), Some(2), "{}", text(&out.stderr));
    // --allow-outside-pages never makes /proc/self/environ a page.
    let claims = page_claims(&project, "file:///proc/self/environ", None);
    let out = run(
        &project,
        &[
            "check",
            "--allow-outside-pages",
            "--claims",
            claims.to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("without a docs extension"));
}

// ------------------------------------------------------------- 2. the store lock

#[test]
fn a_second_writer_waits_then_fails_naming_the_first() {
    let site = Site::start();
    site.set("/slow", 200, b"<p>slow page</p>", Duration::from_secs(3));
    site.set("/quick", 200, b"<p>quick page</p>", Duration::ZERO);
    let tmp = tempfile::tempdir().unwrap();
    let store = tmp.path().join("snaps");
    let mut first = bin()
        .args(["fetch", "--snapshots", store.to_str().unwrap()])
        .arg(site.url("/slow"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Until the first one holds the lock (it takes it before its request).
    let t0 = Instant::now();
    while site.hits.load(Ordering::SeqCst) == 0 {
        assert!(
            t0.elapsed() < HANG,
            "the first run never reached the server"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let second = output(
        bin()
            .env("DOCDRIFT_LOCK_TIMEOUT", "0.5")
            .args(["fetch", "--snapshots", store.to_str().unwrap()])
            .arg(site.url("/quick")),
    );
    assert_eq!(second.status.code(), Some(3), "{}", text(&second.stderr));
    let e = text(&second.stderr);
    assert!(e.contains("is in use by another docdrift (pid "), "{e}");
    assert!(e.contains(&format!("pid {}", first.id())), "{e}");
    // It gave up on the lock, not waited for it: the first still holds it (its page is slow).
    assert!(
        first.try_wait().unwrap().is_none(),
        "the first run ended first"
    );
    let first = first.wait_with_output().unwrap();
    assert_eq!(first.status.code(), Some(0));
    // With the default wait, two writers at once both finish and every page is whole.
    site.set("/slow", 200, b"<p>slow page v2</p>", Duration::from_secs(1));
    let kids: Vec<_> = (0..2)
        .map(|_| {
            bin()
                .args(["fetch", "--snapshots", store.to_str().unwrap()])
                .arg(site.url("/slow"))
                .arg(site.url("/quick"))
                .stdout(Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for k in kids {
        assert!(k.wait_with_output().unwrap().status.success());
    }
    let s = Store::new(&store);
    let latest = s.load_latest(&site.url("/slow")).unwrap();
    assert_eq!(latest.body, b"<p>slow page v2</p>");
    let prev = s.load(&site.url("/slow"), Slot::Previous).unwrap().unwrap();
    assert_eq!(prev.body, b"<p>slow page v2</p>");
    s.load_latest(&site.url("/quick")).unwrap();
}

// --------------------------------------------------- 3. rotation and half states

fn files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn sha(b: &[u8]) -> String {
    docdrift_core::core::hash::sha256_hex(b)
}

#[test]
fn old_layout_half_rotation_is_read_and_repaired() {
    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(tmp.path());
    let url = "http://127.0.0.1:9/p";
    let dir = tmp.path().join(store.dir_for(url));
    std::fs::create_dir_all(&dir).unwrap();
    // The four-rename layout, killed after `latest.html` and before
    // `latest.json`: previous = old pair, latest.json = old record, latest.html = new body.
    let old_rec = docdrift_core::pages::snapshot::SnapshotRecord::from_response(&resp(
        url,
        200,
        b"<p>old</p>",
    ));
    let json = serde_json::to_vec_pretty(&old_rec).unwrap();
    std::fs::write(dir.join("previous.json"), &json).unwrap();
    std::fs::write(dir.join("previous.html"), b"<p>old</p>").unwrap();
    std::fs::write(dir.join("latest.json"), &json).unwrap();
    std::fs::write(dir.join("latest.html"), b"<p>new, never committed</p>").unwrap();
    assert_eq!(store.load_latest(url).unwrap().body, b"<p>old</p>");
    // The next save converts the page to the one-rename layout.
    store.save(&resp(url, 200, b"<p>three</p>")).unwrap();
    assert_eq!(store.load_latest(url).unwrap().body, b"<p>three</p>");
    assert_eq!(
        store.load(url, Slot::Previous).unwrap().unwrap().body,
        b"<p>old</p>"
    );
    let mut want = vec![
        "latest.json".to_string(),
        format!("_body-{}", sha(b"<p>old</p>")),
        format!("_body-{}", sha(b"<p>three</p>")),
    ];
    want.sort();
    assert_eq!(files(&dir), want);
}

#[test]
fn new_layout_half_states_are_ignored_then_swept() {
    let tmp = tempfile::tempdir().unwrap();
    let store = Store::new(tmp.path());
    let url = "http://127.0.0.1:9/q";
    store.save(&resp(url, 200, b"<p>one</p>")).unwrap();
    store.save(&resp(url, 200, b"<p>two</p>")).unwrap();
    let dir = tmp.path().join(store.dir_for(url));
    let committed = files(&dir);
    // Killed before the commit: a new body nobody names and a temp file.
    std::fs::write(
        dir.join(format!("_body-{}", sha(b"<p>lost</p>"))),
        b"<p>lost</p>",
    )
    .unwrap();
    std::fs::write(dir.join(".docdrift-tmp-AbC123"), b"{ half a rec").unwrap();
    // Killed after the commit, before the sweep: the oldest body is still there.
    std::fs::write(
        dir.join(format!("_body-{}", sha(b"<p>zero</p>"))),
        b"<p>zero</p>",
    )
    .unwrap();
    // Legacy files a conversion had not removed yet.
    std::fs::write(dir.join("latest.html"), b"stale").unwrap();
    std::fs::write(dir.join("previous.json"), b"{}").unwrap();
    assert_eq!(store.load_latest(url).unwrap().body, b"<p>two</p>");
    assert_eq!(
        store.load(url, Slot::Previous).unwrap().unwrap().body,
        b"<p>one</p>"
    );
    store.save(&resp(url, 200, b"<p>two</p>")).unwrap();
    let mut want = committed.clone();
    want.retain(|f| f != &format!("_body-{}", sha(b"<p>one</p>")));
    assert_eq!(files(&dir), want);
    // A committed body that went missing is dropped by the next save, said so.
    std::fs::remove_file(dir.join(format!("_body-{}", sha(b"<p>two</p>")))).unwrap();
    assert!(store.load_latest(url).is_err());
    let s = store.save(&resp(url, 200, b"<p>four</p>")).unwrap();
    assert!(
        s.record.warnings.iter().any(|w| w.contains("dropped")),
        "{:?}",
        s.record.warnings
    );
    assert_eq!(store.load_latest(url).unwrap().body, b"<p>four</p>");
}

#[test]
fn kill_9_during_fetch_never_wedges_a_page() {
    let site = Site::start();
    let n = 30;
    let urls: Vec<String> = (0..n).map(|i| site.url(&format!("/p{i}"))).collect();
    let tmp = tempfile::tempdir().unwrap();
    let store_dir = tmp.path().join("snaps");
    for round in 0..8u64 {
        for i in 0..n {
            let body = format!("<p>page {i} round {round}</p>{}", "x".repeat(20_000));
            site.set(&format!("/p{i}"), 200, body.as_bytes(), Duration::ZERO);
        }
        let mut child = bin()
            .args(["fetch", "--snapshots", store_dir.to_str().unwrap()])
            .args(&urls)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(40 + 37 * round));
        // SIGKILL: no destructor, no flush.
        let _ = child.kill();
        let _ = child.wait();
        let store = Store::new(&store_dir);
        for u in &urls {
            match store.load(u, Slot::Latest) {
                Ok(_) => {}
                Err(e) => panic!("round {round}: {u}: {e}"),
            }
            store.load(u, Slot::Previous).unwrap();
        }
    }
    // And the next run completes normally on the same store.
    let out = bin()
        .args(["fetch", "--snapshots", store_dir.to_str().unwrap()])
        .args(&urls)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    for u in &urls {
        let s = Store::new(&store_dir).load_latest(u).unwrap();
        assert!(text(&s.body).contains("round 7"));
    }
}

#[test]
fn the_bundled_old_layout_snapshots_still_check() {
    let out = run(&repo(), &["check", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let s = &v["summary"];
    assert_eq!(
        (s["agree"].as_u64(), s["disagree"].as_u64()),
        // 29 = 25 value/phrase claims + the 2 structural claims, the string-sites claim and the
        // deployed-page claim (#30); 12 planted drifts.
        (Some(29), Some(12)),
        "{s}"
    );
}

// ------------------------------------------------------------ 4. memory bombs

#[test]
fn nested_repetition_is_too_large_to_fold_not_24_gb() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(
        tmp.path().join("m.py"),
        "A = 1\nNEST = [[[[\"a\"]*1000]*1000]*1000]*1000\nB = [\"ab\"] * 10\n",
    )
    .unwrap();
    let out = run(tmp.path(), &["extract", "m.py", "--format", "json"]);
    let o = text(&out.stdout);
    assert!(o.contains("too large to fold"), "{o}");
    assert!(o.contains("\"line\": 2") || o.contains("m.py:2"), "{o}");
    // The neighbours are still read.
    let out = run(tmp.path(), &["extract", "m.py::B"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("ab"));
}

// ------------------------------------------------ 5. selectors outside the checkout

#[test]
fn selectors_and_globs_outside_the_checkout_are_claim_errors() {
    let tmp = tempfile::tempdir().unwrap();
    let co = tmp.path().join("co");
    std::fs::create_dir_all(&co).unwrap();
    std::fs::write(co.join("a.py"), "X = 1\n").unwrap();
    std::fs::write(tmp.path().join("out.py"), "Y = 1\n").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(tmp.path().join("out.py"), co.join("link.py")).unwrap();
    for (code, why) in [
        (
            format!(
                "{{ select = \"{}::Y\" }}",
                tmp.path().join("out.py").display()
            ),
            "absolute path",
        ),
        (
            "{ select = \"../out.py::Y\" }".to_string(),
            "leaves the checkout",
        ),
        (
            "{ strings = { paths = [\"../**/*.py\"] } }".to_string(),
            "leaves the checkout",
        ),
        (
            "{ formula = { select = \"/etc/x.py::F\" } }".to_string(),
            "absolute path",
        ),
    ] {
        let src = format!(
            "version = 1\n[target]\ncheckout = \"co\"\n\n[[claim]]\nid = \"c\"\nsays = \"x\"\ndocs = {{ value = 1 }}\ncode = {code}\n"
        );
        std::fs::write(tmp.path().join("c.toml"), src).unwrap();
        let out = run(tmp.path(), &["check", "--claims", "c.toml"]);
        let e = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{code}: {e}");
        assert!(e.contains("c.toml:5:1:") && e.contains(why), "{code}: {e}");
    }
    // A symlink out of the checkout is an `error` verdict, not a read.
    let src = "version = 1\n[target]\ncheckout = \"co\"\n\n[[claim]]\nid = \"c\"\nsays = \"x\"\ndocs = { value = 1 }\ncode = { select = \"link.py::Y\" }\n";
    std::fs::write(tmp.path().join("c.toml"), src).unwrap();
    let out = run(
        tmp.path(),
        &["check", "--format", "json", "--claims", "c.toml"],
    );
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("through a symlink"));
}

// --------------------------------------------------------------- 6. closed pipes

#[test]
fn a_closed_pipe_keeps_the_exit_code() {
    let bin = env!("CARGO_BIN_EXE_docdrift");
    for fmt in ["table", "json", "markdown"] {
        let out = Command::new("bash")
            .current_dir(repo())
            .arg("-c")
            .arg(format!(
                "'{bin}' check --format {fmt} | head -c 10 >/dev/null; echo ${{PIPESTATUS[0]}}"
            ))
            .output()
            .unwrap();
        assert_eq!(
            text(&out.stdout).trim(),
            "1",
            "{fmt}: {}",
            text(&out.stderr)
        );
    }
    // stdout and stderr into one closed pipe.
    let out = Command::new("bash")
        .current_dir(repo())
        .arg("-c")
        .arg(format!(
            "'{bin}' check --only nope 2>&1 | head -c 1 >/dev/null; echo ${{PIPESTATUS[0]}}"
        ))
        .output()
        .unwrap();
    assert_eq!(text(&out.stdout).trim(), "2");
}

// ------------------------------------------------------------------- 7. probes

#[test]
fn a_probe_timeout_kills_the_whole_group() {
    let tmp = tempfile::tempdir().unwrap();
    // The sleeps outlast util::HANG: a run that waited for them fails as hung.
    let src = "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"p\"\nsays = \"x\"\ndocs = { value = 1 }\ncode = { probe = { argv = [\"sleep 600; echo 1\"], shell = true, timeout = 2 } }\n";
    std::fs::write(tmp.path().join("p.toml"), src).unwrap();
    let out = run(
        tmp.path(),
        &[
            "check",
            "--allow-probes",
            "--format",
            "json",
            "--claims",
            "p.toml",
        ],
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stdout).contains("timed out after 2.0 s"));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["findings"][0]["error_kind"], "timeout");
    // A background child holding the pipe after the shell exits is ended too.
    let spec = docdrift_core::claims::probe::ProbeSpec {
        argv: vec!["sleep 600 & echo 7".into()],
        shell: true,
        timeout: Duration::from_secs(2),
        extract: docdrift_core::claims::probe::Extract::Stdout,
    };
    let dir = tmp.path().to_path_buf();
    let _ = within("a probe whose background child holds the pipe", move || {
        docdrift_core::claims::probe::run(&spec, &dir)
    });
}

// -------------------------------------------------------------------- 8. CPU

#[test]
fn a_page_nested_100000_deep_reads_in_seconds_with_a_warning() {
    let deep = format!(
        "<html><body>{}deep{}<p>after</p></body></html>",
        "<div>x".repeat(100_000),
        "</div>".repeat(100_000)
    );
    let page = deep.clone();
    let text = within("a page nested 100,000 deep", move || {
        docdrift_core::pages::text::visible_text(&page)
    });
    assert!(
        text.contains("deep") && text.ends_with("after"),
        "{}",
        &text[text.len() - 40..]
    );
    let w = docdrift_core::pages::text::cap_warning(&deep).unwrap();
    assert!(w.contains("nest 100002 deep"), "{w}");
    // Normal pages: no warning, and the fast path still equals the DOM path.
    for page in walkdir::WalkDir::new(repo().join("demo/site"))
        .into_iter()
        .map(|e| e.unwrap())
        .filter(|e| e.path().extension().is_some_and(|x| x == "html"))
    {
        let html = std::fs::read_to_string(page.path()).unwrap();
        assert!(docdrift_core::pages::text::cap_warning(&html).is_none());
        assert_eq!(
            docdrift_core::pages::fastpath::visible_text(&html),
            docdrift_core::pages::text::visible_text(&html),
            "{}",
            page.path().display()
        );
    }
    // Sloppy but shallow markup (unclosed <li>/<p>, svg paths) is not capped.
    let sloppy = format!(
        "<ul>{}</ul><svg>{}</svg>",
        "<li><p>item".repeat(3000),
        "<path d='M0'/>".repeat(3000)
    );
    assert!(docdrift_core::pages::text::cap_warning(&sloppy).is_none());
}

// ------------------------------------------------------- 9. silent wrong answers

#[test]
fn an_empty_200_keeps_the_good_snapshot_and_says_so() {
    let site = Site::start();
    site.set("/p", 200, b"<p>good content</p>", Duration::ZERO);
    let tmp = tempfile::tempdir().unwrap();
    let snaps = tmp.path().join("s");
    let fetch = || {
        bin()
            .args(["fetch", "--snapshots", snaps.to_str().unwrap()])
            .arg(site.url("/p"))
            .output()
            .unwrap()
    };
    assert_eq!(fetch().status.code(), Some(0));
    site.set("/p", 200, b"", Duration::ZERO);
    let out = fetch();
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stdout).contains("empty body; kept the snapshot"));
    let store = Store::new(&snaps);
    assert_eq!(
        store.load_latest(&site.url("/p")).unwrap().body,
        b"<p>good content</p>"
    );
    let f = store.load_failure(&site.url("/p")).unwrap().unwrap();
    assert!(f.error.contains("empty body"), "{}", f.error);
    // The library says the same.
    let err = store.save(&resp(&site.url("/p"), 200, b"")).unwrap_err();
    assert!(matches!(err, SnapshotError::EmptyBody { .. }), "{err}");
}

#[test]
fn one_invalid_utf8_byte_is_said_per_page() {
    let site = Site::start();
    site.set(
        "/bad",
        200,
        b"<p>caf\xe9 and \xe2\x80\x94 dash</p>",
        Duration::ZERO,
    );
    site.set("/good", 200, "<p>café</p>".as_bytes(), Duration::ZERO);
    let tmp = tempfile::tempdir().unwrap();
    let snaps = tmp.path().join("s");
    let out = bin()
        .args(["fetch", "--snapshots", snaps.to_str().unwrap()])
        .arg(site.url("/bad"))
        .arg(site.url("/good"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let e = text(&out.stderr);
    assert!(
        e.contains("/bad: body is not valid UTF-8 (first invalid byte at offset 6"),
        "{e}"
    );
    assert!(!e.contains("/good"), "{e}");
    let store = Store::new(&snaps);
    let bad = store.load_latest(&site.url("/bad")).unwrap();
    assert_eq!(bad.record.charset, "windows-1252");
    assert_eq!(bad.record.warnings.len(), 1);
    assert!(store
        .load_latest(&site.url("/good"))
        .unwrap()
        .record
        .warnings
        .is_empty());
}

#[test]
fn json_nested_100000_deep_is_said_too_deep() {
    let tmp = tempfile::tempdir().unwrap();
    let deep = format!(
        "{{\"a\": {}{}, \"b\": 1}}\n",
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    std::fs::write(tmp.path().join("deep.json"), deep).unwrap();
    let out = run(tmp.path(), &["extract", "deep.json::b"]);
    let e = text(&out.stderr);
    assert!(
        e.contains("deep.json:1: JSON nested deeper than 512 levels"),
        "{e}"
    );
    assert!(!e.contains("defines nothing extractable"), "{e}");
}

#[cfg(unix)]
#[test]
fn a_fifo_named_py_is_refused_not_waited_on() {
    let tmp = tempfile::tempdir().unwrap();
    let fifo = tmp.path().join("fifo.py");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    // A read that blocked on the FIFO would never end: `output` fails it as hung.
    let out = output(bin().current_dir(tmp.path()).args(["extract", "fifo.py"]));
    assert_eq!(out.status.code(), Some(3));
    let e = text(&out.stderr);
    assert!(e.contains("not a regular file"), "{e}");
}

#[test]
fn a_second_crawl_into_the_same_store_is_refused_while_the_first_runs() {
    let site = Site::start();
    site.set(
        "/docs/index.html",
        200,
        b"<a href='a.html'>a</a>",
        Duration::from_secs(2),
    );
    site.set("/docs/a.html", 200, b"<p>a</p>", Duration::ZERO);
    let tmp = tempfile::tempdir().unwrap();
    let store = tmp.path().join("snaps");
    let crawl = |timeout: &str| {
        let mut c = bin();
        c.env("DOCDRIFT_LOCK_TIMEOUT", timeout)
            .args(["crawl", "--snapshots", store.to_str().unwrap()])
            .arg(site.url("/docs/index.html"));
        c
    };
    let first = crawl("30")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    while site.hits.load(Ordering::SeqCst) == 0 {
        assert!(
            t0.elapsed() < HANG,
            "the first run never reached the server"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let second = crawl("0.3").output().unwrap();
    assert_eq!(second.status.code(), Some(3), "{}", text(&second.stderr));
    assert!(text(&second.stderr).contains(&format!("pid {}", first.id())));
    assert!(first.wait_with_output().unwrap().status.success());
    // Once it is done, the next crawl runs and finds nothing changed.
    let again = crawl("0").output().unwrap();
    assert!(again.status.success(), "{}", text(&again.stderr));
    let s = Store::new(&store);
    assert!(s
        .load(&site.url("/docs/a.html"), Slot::Previous)
        .unwrap()
        .is_none());
}
