//! Probes: facts that only show when code runs.
//!
//! A probe claim runs a command from a claims file (argv, working directory =
//! the checkout, a timeout, no shell unless `shell = true`), captures its
//! standard output and extracts one value with a regex group or a JSON
//! pointer. Probes execute code named in a claims file, so `check` runs them
//! only with `--allow-probes`; without it they are reported as skipped,
//! never as agree. A timeout or a non-zero exit is an error that carries the
//! tail of standard error.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

/// SIGKILL the probe's whole process group (it leads its own; see [`run`]).
fn kill_group(child: &mut std::process::Child) {
    #[cfg(unix)]
    {
        if let Ok(pid) = libc::pid_t::try_from(child.id()) {
            // SAFETY: signals the group this probe leads. Called before the leader
            // is reaped, or while members still hold its pipes, so the group id
            // cannot have been reused.
            unsafe { libc::killpg(pid, libc::SIGKILL) };
        }
    }
    let _ = child.kill();
}

/// How to run a probe and what to take from its output.
#[derive(Debug, Clone, PartialEq)]
pub struct ProbeSpec {
    /// The program and its arguments (or, with `shell`, one script for `sh -c`).
    pub argv: Vec<String>,
    /// Run `argv` joined by spaces as one `sh -c` script instead of executing it directly (`shell =
    /// true`).
    pub shell: bool,
    /// Wall-clock limit (`timeout`, seconds; 30 s by default, at most 3600); past it the whole
    /// process group is killed.
    pub timeout: Duration,
    /// Where the value is in standard output.
    pub extract: Extract,
}

/// Where the value is in standard output.
#[derive(Debug, Clone, PartialEq)]
pub enum Extract {
    /// The whole output, trimmed.
    Stdout,
    /// Group `value` (or the whole match) of the first match.
    Regex(String),
    /// A JSON pointer (`/result/length`) into stdout parsed as JSON.
    JsonPointer(String),
}

/// What a probe produced.
#[derive(Debug, Clone)]
pub struct ProbeOutput {
    /// The extracted value, as text; `check` reads it as an integer, a float, or else a string.
    pub value: String,
    /// Size of the probe's standard output, in bytes.
    pub stdout_bytes: usize,
    /// How long the probe ran, start to exit.
    pub elapsed: Duration,
    /// The command as run, for evidence.
    pub command: String,
}

/// Why a probe gave no value; each variant names the command and carries the tail of its standard
/// error where there is one.
#[derive(Debug, thiserror::Error)]
pub enum ProbeError {
    /// The program could not be started (not found, not executable).
    #[error("probe `{command}`: cannot start: {source}")]
    Spawn {
        /// The command as run.
        command: String,
        /// The error from starting it.
        source: std::io::Error,
    },
    /// The probe ran past its timeout and its process group was killed.
    #[error("probe `{command}` timed out after {secs:.1} s; stderr tail: {stderr}")]
    Timeout {
        /// The command as run.
        command: String,
        /// The timeout, in seconds.
        secs: f64,
        /// The last 800 characters of standard error (`(empty)` when none).
        stderr: String,
    },
    /// The probe exited with a non-zero status or was killed by a signal.
    #[error("probe `{command}` exited with {status}; stderr tail: {stderr}")]
    Failed {
        /// The command as run.
        command: String,
        /// The exit status as the OS reports it (`exit status: 1`).
        status: String,
        /// The last 800 characters of standard error (`(empty)` when none).
        stderr: String,
    },
    /// The probe succeeded but its output held no value where `extract` looks.
    #[error("probe `{command}`: {message}")]
    Extract {
        /// The command as run.
        command: String,
        /// Why no value came out (no regex match, not JSON, no such pointer, empty argv).
        message: String,
    },
}

const TAIL: usize = 800;

fn tail(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    let s = s.trim_end();
    let start = s
        .char_indices()
        .rev()
        .nth(TAIL - 1)
        .map(|(i, _)| i)
        .unwrap_or(0);
    let t = &s[start..];
    if t.is_empty() {
        "(empty)".into()
    } else {
        t.to_string()
    }
}

/// Run a probe in `dir` and extract its value.
pub fn run(spec: &ProbeSpec, dir: &Path) -> Result<ProbeOutput, ProbeError> {
    let command = if spec.shell {
        format!("sh -c {:?}", spec.argv.join(" "))
    } else {
        spec.argv.join(" ")
    };
    let mut cmd = if spec.shell {
        let mut c = Command::new("sh");
        c.arg("-c").arg(spec.argv.join(" "));
        c
    } else {
        let Some((prog, args)) = spec.argv.split_first() else {
            return Err(ProbeError::Extract {
                command,
                message: "empty argv".into(),
            });
        };
        let mut c = Command::new(prog);
        c.args(args);
        c
    };
    cmd.current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // Its own process group, so a timeout kills everything it started
    // (`sh -c 'sleep 40'`: killing `sh` alone leaves `sleep` holding the pipes).
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
    let started = Instant::now();
    let deadline = started + spec.timeout;
    let mut child = cmd.spawn().map_err(|source| ProbeError::Spawn {
        command: command.clone(),
        source,
    })?;
    // Drain both pipes on threads so a chatty child never blocks on a full
    // pipe; the buffers are shared so a timeout can still report the tail.
    let out_buf = Arc::new(Mutex::new(Vec::new()));
    let err_buf = Arc::new(Mutex::new(Vec::new()));
    let (done_tx, done_rx) = mpsc::channel::<()>();
    for (pipe, buf) in [
        (
            Box::new(child.stdout.take().expect("piped")) as Box<dyn Read + Send>,
            out_buf.clone(),
        ),
        (
            Box::new(child.stderr.take().expect("piped")) as Box<dyn Read + Send>,
            err_buf.clone(),
        ),
    ] {
        let tx = done_tx.clone();
        std::thread::spawn(move || {
            let mut pipe = pipe;
            let mut chunk = [0u8; 8192];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => buf
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .extend_from_slice(&chunk[..n]),
                }
            }
            let _ = tx.send(());
        });
    }
    drop(done_tx);
    let take =
        |b: &Arc<Mutex<Vec<u8>>>| std::mem::take(&mut *b.lock().unwrap_or_else(|e| e.into_inner()));
    let timed_out = |child: &mut std::process::Child| {
        kill_group(child);
        let _ = child.wait();
        ProbeError::Timeout {
            command: command.clone(),
            secs: spec.timeout.as_secs_f64(),
            stderr: tail(&take(&err_buf)),
        }
    };
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() >= deadline => return Err(timed_out(&mut child)),
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(e) => {
                kill_group(&mut child);
                return Err(ProbeError::Spawn { command, source: e });
            }
        }
    };
    // The command is done; something it left in the background may still hold
    // the pipes open. Wait for them within the same deadline, then end the group.
    let mut open = 2;
    while open > 0 {
        let left = deadline.saturating_duration_since(Instant::now());
        match done_rx.recv_timeout(left) {
            Ok(()) => open -= 1,
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                kill_group(&mut child);
                // The readers see EOF once the group is gone.
                let _ = done_rx.recv_timeout(Duration::from_millis(500));
                break;
            }
        }
    }
    let stdout = take(&out_buf);
    let stderr = take(&err_buf);
    let elapsed = started.elapsed();
    if !status.success() {
        return Err(ProbeError::Failed {
            command,
            status: status.to_string(),
            stderr: tail(&stderr),
        });
    }
    let text = String::from_utf8_lossy(&stdout).into_owned();
    let value = extract(&spec.extract, &text).map_err(|message| ProbeError::Extract {
        command: command.clone(),
        message,
    })?;
    Ok(ProbeOutput {
        value,
        stdout_bytes: stdout.len(),
        elapsed,
        command,
    })
}

fn extract(how: &Extract, stdout: &str) -> Result<String, String> {
    match how {
        Extract::Stdout => Ok(stdout.trim().to_string()),
        Extract::Regex(r) => {
            let re = regex::Regex::new(r).map_err(|e| format!("regex does not compile: {e}"))?;
            let caps = re.captures(stdout).ok_or_else(|| {
                format!("/{r}/ matches nothing in stdout ({} bytes)", stdout.len())
            })?;
            Ok(caps
                .name("value")
                .unwrap_or_else(|| caps.get(0).expect("group 0"))
                .as_str()
                .to_string())
        }
        Extract::JsonPointer(p) => {
            let v: serde_json::Value =
                serde_json::from_str(stdout).map_err(|e| format!("stdout is not JSON: {e}"))?;
            let found = v
                .pointer(p)
                .ok_or_else(|| format!("JSON pointer {p} points at nothing"))?;
            Ok(match found {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(argv: &[&str], extract: Extract) -> ProbeSpec {
        ProbeSpec {
            argv: argv.iter().map(|s| s.to_string()).collect(),
            shell: false,
            timeout: Duration::from_secs(10),
            extract,
        }
    }

    #[test]
    fn python_probe_with_regex_and_json_pointer() {
        let dir = tempfile::tempdir().unwrap();
        let out = run(
            &spec(
                &["python3", "-c", "print('len=%d' % len('x' * 173))"],
                Extract::Regex(r"len=(?P<value>\d+)".into()),
            ),
            dir.path(),
        )
        .unwrap();
        assert_eq!(out.value, "173");
        let out = run(
            &spec(
                &[
                    "python3",
                    "-c",
                    "import json; print(json.dumps({'a': {'b': [1, 18177]}}))",
                ],
                Extract::JsonPointer("/a/b/1".into()),
            ),
            dir.path(),
        )
        .unwrap();
        assert_eq!(out.value, "18177");
    }

    #[test]
    fn runs_in_the_given_directory_and_without_a_shell() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("marker.txt"), "here").unwrap();
        let out = run(&spec(&["cat", "marker.txt"], Extract::Stdout), dir.path()).unwrap();
        assert_eq!(out.value, "here");
        // Without a shell, `$HOME` is passed literally.
        let out = run(&spec(&["echo", "$HOME"], Extract::Stdout), dir.path()).unwrap();
        assert_eq!(out.value, "$HOME");
        let mut s = spec(&["echo $((6 * 7))"], Extract::Stdout);
        s.shell = true;
        assert_eq!(run(&s, dir.path()).unwrap().value, "42");
    }

    #[test]
    fn timeout_and_failure_carry_stderr_tail() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = spec(
            &["python3", "-c", "import sys,time; sys.stderr.write('warming up\\n'); sys.stderr.flush(); time.sleep(30)"],
            Extract::Stdout,
        );
        s.timeout = Duration::from_millis(700);
        let e = run(&s, dir.path()).unwrap_err().to_string();
        assert!(e.contains("timed out after 0.7 s"), "{e}");
        assert!(e.contains("warming up"), "{e}");

        let s = spec(
            &[
                "python3",
                "-c",
                "import sys; sys.stderr.write('boom: bad config'); sys.exit(3)",
            ],
            Extract::Stdout,
        );
        let e = run(&s, dir.path()).unwrap_err().to_string();
        assert!(e.contains("exit status: 3"), "{e}");
        assert!(e.contains("boom: bad config"), "{e}");

        let e = run(&spec(&["/nonexistent/prog"], Extract::Stdout), dir.path())
            .unwrap_err()
            .to_string();
        assert!(e.contains("cannot start"), "{e}");

        let e = run(
            &spec(
                &["echo", "nothing here"],
                Extract::Regex(r"(?P<value>\d+)".into()),
            ),
            dir.path(),
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("matches nothing"), "{e}");
    }
}
