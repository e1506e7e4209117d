//! The snapshot-store rows of the fault matrix (issue 14; docs/reliability.md):
//! `kill -9` during `crawl` and `check --output`, a read-only store, a full disk
//! and URL paths that try to leave the store. Real processes, a real server on
//! 127.0.0.1, real tmpfs mounts (root only; otherwise skipped with a reason).

use crate::util::{bin, root, text};
use docdrift_core::pages::snapshot::{Slot, Store};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A loopback server answering every path with `body(path)` (404 for `None`).
struct Site {
    base: String,
    server: Arc<tiny_http::Server>,
}

type Body = Arc<dyn Fn(&str) -> Option<Vec<u8>> + Send + Sync>;

impl Site {
    fn start(body: Body) -> Site {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").unwrap());
        let base = format!("http://{}", server.server_addr().to_ip().unwrap());
        let s = server.clone();
        std::thread::spawn(move || {
            for req in s.incoming_requests() {
                let answer = body(req.url());
                std::thread::spawn(move || {
                    let ct = tiny_http::Header::from_bytes("Content-Type", "text/html").unwrap();
                    let _ = match answer {
                        Some(b) => req.respond(tiny_http::Response::from_data(b).with_header(ct)),
                        None => req.respond(
                            tiny_http::Response::from_data(b"no".to_vec()).with_status_code(404),
                        ),
                    };
                });
            }
        });
        Site { base, server }
    }
}

impl Drop for Site {
    fn drop(&mut self) {
        self.server.unblock();
    }
}

#[test]
fn kill_9_during_crawl_leaves_a_store_every_later_run_can_use() {
    let round = Arc::new(AtomicUsize::new(0));
    let r = round.clone();
    let site = Site::start(Arc::new(move |path: &str| {
        let i: usize = path
            .strip_prefix("/docs/p")?
            .strip_suffix(".html")?
            .parse()
            .ok()?;
        std::thread::sleep(Duration::from_millis(3));
        Some(
            format!(
                "<html><body><p>page {i} round {}</p><a href=\"p{}.html\">next</a><a href=\"p0.html\">home</a>{}</body></html>",
                r.load(Ordering::SeqCst),
                (i + 1) % 40,
                "x".repeat(10_000)
            )
            .into_bytes(),
        )
    }));
    let tmp = tempfile::tempdir().unwrap();
    let snaps = tmp.path().join("s");
    let start = format!("{}/docs/p0.html", site.base);
    let crawl = || {
        let mut c = bin();
        c.args([
            "crawl",
            "--snapshots",
            snaps.to_str().unwrap(),
            "--no-sitemap",
        ])
        .arg(&start);
        c
    };
    for k in 0..6u64 {
        round.store(k as usize, Ordering::SeqCst);
        let mut child = crawl()
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(60 + 90 * k));
        let _ = child.kill(); // SIGKILL
        let _ = child.wait();
        let store = Store::new(&snaps);
        let records = store.list().unwrap_or_else(|e| panic!("round {k}: {e}"));
        for rec in &records {
            store
                .load(&rec.url, Slot::Latest)
                .unwrap_or_else(|e| panic!("round {k}: {}: {e}", rec.url));
            store.load(&rec.url, Slot::Previous).unwrap();
        }
    }
    round.store(99, Ordering::SeqCst);
    let out = crawl().output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let store = Store::new(&snaps);
    assert_eq!(store.list().unwrap().len(), 40);
    for i in 0..40 {
        let s = store
            .load_latest(&format!("{}/docs/p{i}.html", site.base))
            .unwrap();
        assert!(text(&s.body).contains("round 99"), "p{i}");
    }
}

#[test]
fn kill_9_during_check_output_leaves_the_old_report_or_the_new_one() {
    let tmp = tempfile::tempdir().unwrap();
    let report = tmp.path().join("report.json");
    let check = || {
        let mut c = bin();
        c.current_dir(root())
            .args(["check", "--no-config", "--format", "json", "--output"])
            .arg(&report);
        c
    };
    let first = check().output().unwrap();
    assert_eq!(first.status.code(), Some(1), "{}", text(&first.stderr));
    let good: serde_json::Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    for k in 0..8u64 {
        let mut child = check()
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(20 + 40 * k));
        let _ = child.kill();
        let _ = child.wait();
        let now: serde_json::Value = serde_json::from_slice(&std::fs::read(&report).unwrap())
            .unwrap_or_else(|e| panic!("round {k}: report.json is torn: {e}"));
        assert_eq!(now["summary"], good["summary"], "round {k}");
    }
    // Leftover temp files (if any) do not stop the next run.
    let last = check().output().unwrap();
    assert_eq!(last.status.code(), Some(1), "{}", text(&last.stderr));
}

/// A tmpfs mounted for one test (root only), unmounted on drop.
struct Tmpfs(PathBuf);

impl Tmpfs {
    fn mount(at: &Path, size: &str) -> Option<Tmpfs> {
        // SAFETY: geteuid has no preconditions.
        if unsafe { libc::geteuid() } != 0 {
            eprintln!("SKIPPED: mounting a tmpfs needs root; this case did not run");
            return None;
        }
        std::fs::create_dir_all(at).unwrap();
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(at)
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            eprintln!(
                "SKIPPED: `mount -t tmpfs` failed (no CAP_SYS_ADMIN here); this case did not run"
            );
            return None;
        }
        Some(Tmpfs(at.to_path_buf()))
    }

    fn remount(&self, opts: &str) {
        let ok = Command::new("mount")
            .args(["-o", &format!("remount,{opts}")])
            .arg(&self.0)
            .status()
            .unwrap();
        assert!(ok.success());
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

fn fetch(snaps: &Path, url: &str) -> std::process::Output {
    bin()
        .args(["fetch", "--snapshots", snaps.to_str().unwrap()])
        .arg(url)
        .output()
        .unwrap()
}

#[test]
fn a_read_only_store_fails_naming_it_and_readers_still_read() {
    let tmp = tempfile::tempdir().unwrap();
    let Some(fs) = Tmpfs::mount(&tmp.path().join("mnt"), "4m") else {
        return;
    };
    let body = Arc::new(Mutex::new(b"<p>limit is 8</p>".to_vec()));
    let b = body.clone();
    let site = Site::start(Arc::new(move |_: &str| Some(b.lock().unwrap().clone())));
    let url = format!("{}/p", site.base);
    let snaps = fs.0.join("s");
    assert_eq!(fetch(&snaps, &url).status.code(), Some(0));
    fs.remount("ro");
    *body.lock().unwrap() = b"<p>limit is 9</p>".to_vec();
    let out = fetch(&snaps, &url);
    let err = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert!(
        err.contains(&format!(
            "snapshot store {} is not writable",
            snaps.display()
        )) && err.contains("Read-only file system"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    // Readers need no write access (not even for the lock).
    let c = bin()
        .args([
            "count",
            "--snapshots",
            snaps.to_str().unwrap(),
            "-p",
            "limit is 8",
        ])
        .arg(&url)
        .output()
        .unwrap();
    assert_eq!(c.status.code(), Some(0), "{}", text(&c.stderr));
    assert_eq!(
        Store::new(&snaps).load_latest(&url).unwrap().body,
        b"<p>limit is 8</p>"
    );
    fs.remount("rw");
}

#[test]
fn a_full_disk_fails_the_fetch_and_keeps_the_good_snapshot() {
    let tmp = tempfile::tempdir().unwrap();
    let Some(fs) = Tmpfs::mount(&tmp.path().join("mnt"), "1m") else {
        return;
    };
    let body = Arc::new(Mutex::new(b"<p>limit is 8</p>".to_vec()));
    let b = body.clone();
    let site = Site::start(Arc::new(move |_: &str| Some(b.lock().unwrap().clone())));
    let url = format!("{}/p", site.base);
    let snaps = fs.0.join("s");
    assert_eq!(fetch(&snaps, &url).status.code(), Some(0));
    *body.lock().unwrap() = format!("<p>{}</p>", "big ".repeat(600_000)).into_bytes();
    let out = fetch(&snaps, &url);
    let err = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert!(err.contains("No space left on device"), "{err}");
    assert!(err.contains(&url), "{err}");
    assert_eq!(
        Store::new(&snaps).load_latest(&url).unwrap().body,
        b"<p>limit is 8</p>"
    );
    // Whatever the failed save left does not stop the next one.
    *body.lock().unwrap() = b"<p>limit is 10</p>".to_vec();
    let out = fetch(&snaps, &url);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        Store::new(&snaps).load_latest(&url).unwrap().body,
        b"<p>limit is 10</p>"
    );
}

#[test]
fn url_paths_never_leave_the_store() {
    let site = Site::start(Arc::new(|path: &str| {
        Some(format!("<p>{path}</p>").into_bytes())
    }));
    let tmp = tempfile::tempdir().unwrap();
    let snaps = tmp.path().join("store").join("s");
    let long = "a".repeat(300);
    let urls = [
        format!("{}/docs/../../../../escape1.html", site.base),
        format!("{}/%2e%2e/%2e%2e/%2E%2E/escape2.html", site.base),
        format!("{}/docs/%2e%2e%2f%2e%2e%2fescape3.html", site.base),
        format!("{}/docs/{long}/{long}.html", site.base),
        format!("{}/docs/..%5c..%5cescape4.html", site.base),
    ];
    for u in &urls {
        let out = fetch(&snaps, u);
        assert_eq!(out.status.code(), Some(0), "{u}: {}", text(&out.stderr));
        let s = Store::new(&snaps).load_latest(u).unwrap();
        assert!(text(&s.body).starts_with("<p>/"), "{u}");
    }
    // Everything is under the store; nothing beside it.
    let beside: Vec<_> = std::fs::read_dir(tmp.path().join("store"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(beside, ["s"]);
    let root = snaps.canonicalize().unwrap();
    for e in walkdir::WalkDir::new(&snaps) {
        let e = e.unwrap();
        assert!(e.path().canonicalize().unwrap().starts_with(&root));
        assert!(e.file_name().len() <= 255, "{}", e.path().display());
    }
}
