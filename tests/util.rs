//! Helpers every file of the integration suite shares (issue 28): the `docdrift` binary with a
//! clean environment, a run that waits for the process to exit (killed only past [`HANG`], a
//! hang, never a speed limit), files and git repositories in temp dirs, and the one skip
//! policy for what a machine may lack: the Rust toolchain's HTML docs and `python3`. A test
//! that needs one asks [`rust_docs`] or [`python3`]; on a machine without it the test prints
//! `skipped: <test>: <reason>` to stderr and returns, the same way everywhere.

#![allow(dead_code)] // each file uses part of it

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// How long a run may take before it counts as hung. Not a speed bound: a loaded debug build
/// on two cores stays far below it, and speed is measured by `examples/bench.rs`.
pub const HANG: Duration = Duration::from_secs(300);

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `docdrift` as a std command, with the variables that change its output or its lock wait
/// removed, so the caller's shell does not leak into a test.
pub fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_docdrift"));
    for var in [
        "DOCDRIFT_LOCK_TIMEOUT",
        "NO_COLOR",
        "CLICOLOR_FORCE",
        "COLUMNS",
    ] {
        c.env_remove(var);
    }
    c
}

/// [`bin`] as an `assert_cmd` command, killed past [`HANG`].
pub fn docdrift() -> assert_cmd::Command {
    let mut c = assert_cmd::Command::from_std(bin());
    c.timeout(HANG);
    c
}

/// Run `cmd` to its exit, reading its output on threads so a large output never blocks it;
/// a run still going after [`HANG`] is killed and fails the test as hung.
pub fn output(cmd: &mut Command) -> Output {
    output_within(cmd, HANG)
}

/// [`output`] with a tighter limit than [`HANG`], for a bound on work (a command that is
/// linear in its input takes a few seconds where a quadratic one takes minutes).
pub fn output_within(cmd: &mut Command, limit: Duration) -> Output {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{:?}: {e}", cmd.get_program()));
    let drain = |mut r: Box<dyn std::io::Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            v
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let started = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{cmd:?} hung (killed after {limit:?})");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

/// `docdrift ARGS` in `dir`, waited for with [`output`].
pub fn run(dir: &Path, args: &[&str]) -> Output {
    output(bin().current_dir(dir).args(args))
}

pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

pub fn stdout(out: &Output) -> String {
    text(&out.stdout)
}

/// `s` parsed as JSON, or a failure quoting its start.
pub fn json(s: &str) -> serde_json::Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("{e}: {s:.600}"))
}

/// Write `body` to `path`, making its directories; returns the path.
pub fn write(path: &Path, body: &str) -> PathBuf {
    if let Some(p) = path.parent() {
        std::fs::create_dir_all(p).unwrap();
    }
    std::fs::write(path, body).unwrap();
    path.to_path_buf()
}

/// Copy the tree under `from` to `to`.
pub fn copy_dir(from: &Path, to: &Path) {
    for e in walkdir::WalkDir::new(from) {
        let e = e.unwrap();
        let dst = to.join(e.path().strip_prefix(from).unwrap());
        if e.file_type().is_dir() {
            std::fs::create_dir_all(&dst).unwrap();
        } else {
            std::fs::copy(e.path(), &dst).unwrap();
        }
    }
}

/// Run git in a test repository (the test's own; docdrift itself never runs git this way):
/// no system or user config, a fixed identity, no signing. Returns stdout, trimmed.
pub fn git(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["-c", "user.name=t", "-c", "user.email=t@t"])
        .args(["-c", "commit.gpgsign=false"])
        .args(args)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    text(&out.stdout).trim().to_string()
}

/// Say that the calling test skips and why (stderr, shown with `--nocapture`).
pub fn skip(reason: &str) {
    let test = std::thread::current()
        .name()
        .unwrap_or("a test")
        .to_string();
    eprintln!("skipped: {test}: {reason}");
}

/// The Rust toolchain's HTML docs, `$(rustc --print sysroot)/share/doc/rust/html`, or `None`
/// after printing why the caller skips (no rustc, or the rust-docs component not installed).
pub fn rust_docs() -> Option<PathBuf> {
    let found = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .ok()
        .filter(|o| o.status.success());
    let Some(out) = found else {
        skip("`rustc --print sysroot` did not run");
        return None;
    };
    let html = PathBuf::from(text(&out.stdout).trim()).join("share/doc/rust/html");
    // The std pages, not only the folder: a partial install has the folder alone.
    if html.join("std/index.html").is_file() {
        Some(html)
    } else {
        skip(&format!(
            "no toolchain docs at {} (`rustup component add rust-docs`)",
            html.display()
        ));
        None
    }
}

/// `python3` on PATH, or `false` after printing why the caller skips.
pub fn python3() -> bool {
    let ok = Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        skip("no python3 on PATH");
    }
    ok
}

/// `docdrift ARGS` in `dir`, waited for with [`output`]: (exit code, or -1 when killed by a
/// signal; stdout; stderr).
pub fn run_text(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = run(dir, args);
    (
        out.status.code().unwrap_or(-1),
        text(&out.stdout),
        text(&out.stderr),
    )
}

/// `f()` on a thread, waited for; a call still going after [`HANG`] fails the test as hung
/// (the library-side twin of [`output`], for bounds on CPU work).
pub fn within<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    match rx.recv_timeout(HANG) {
        Ok(v) => v,
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => panic!("{what} hung (over {HANG:?})"),
        // The thread panicked: its message is already printed.
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => panic!("{what} panicked"),
    }
}

/// `scan --all --format json` of a docs directory against a checkout: (exit code, report).
pub fn scan_all(docs: &Path, code: &Path) -> (i32, serde_json::Value) {
    let out = output(
        bin()
            .arg("scan")
            .arg("--docs")
            .arg(docs)
            .arg("--checkout")
            .arg(code)
            .args(["--all", "--format", "json"]),
    );
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}): {}\n{}",
            text(&out.stdout),
            text(&out.stderr)
        )
    });
    (out.status.code().unwrap_or(-1), json)
}

/// `verdict ID code-file:line,…` per finding of a scan report, sorted; `id` shortens the
/// finding's id where a test names findings by part of it.
pub fn brief(report: &serde_json::Value, id: impl Fn(&str) -> &str) -> Vec<String> {
    let mut v: Vec<String> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let code: Vec<String> = f["code"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| format!("{}:{}", c["file"].as_str().unwrap(), c["line"]))
                .collect();
            format!(
                "{} {} {}",
                f["verdict"].as_str().unwrap(),
                id(f["id"].as_str().unwrap()),
                code.join(",")
            )
        })
        .collect();
    v.sort();
    v
}
