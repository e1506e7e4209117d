//! The `docdrift` binary: parse flags, run one subcommand, map the outcome to
//! an exit code. Everything else lives in the library (`crates/docdrift-core`).

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = crate::cli::Cli::parse();
    // `docdrift check | head -1`: the reader may go away before we finish.
    // The verdict's exit code must survive that (with `pipefail` a drifting
    // release would otherwise pass), so output goes through a pump that
    // discards what nobody reads instead of failing the command.
    let pump = pipe_guard::install();
    let code = match crate::cli::run(cli) {
        Ok(code) => code.into(),
        Err(err) => {
            eprintln!("docdrift: error: {err}");
            for cause in err.chain().skip(1) {
                eprintln!("  caused by: {cause}");
            }
            // A store another docdrift is writing, or one that cannot be
            // written (read-only mount, a lock file that is a link or FIFO), is
            // evidence unavailable, not a usage error.
            if err.chain().any(|c| {
                matches!(
                    c.downcast_ref::<docdrift_core::pages::snapshot::SnapshotError>(),
                    Some(
                        docdrift_core::pages::snapshot::SnapshotError::Locked { .. }
                            | docdrift_core::pages::snapshot::SnapshotError::NotWritable { .. }
                            | docdrift_core::pages::snapshot::SnapshotError::Unsafe { .. }
                    )
                )
            }) || err.chain().any(is_write_failure)
            {
                crate::cli::Exit::Unavailable.into()
            } else if err.chain().any(|c| {
                c.downcast_ref::<std::io::Error>()
                    .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
            }) {
                // Only reachable without the pump (stdout not a pipe we could
                // wrap): the command could not finish, so say nothing more.
                crate::cli::Exit::Unavailable.into()
            } else {
                crate::cli::Exit::Usage.into()
            }
        }
    };
    if let Some(p) = pump {
        p.finish();
    }
    code
}

/// A report, state file or page that could not be written (disk full, read-only file system,
/// no permission): the run's result could not be kept, which is exit 3 ("evidence
/// unavailable", README), never 2, the code for a mistake in the command line.
fn is_write_failure(c: &(dyn std::error::Error + 'static)) -> bool {
    use std::io::ErrorKind::*;
    if matches!(
        c.downcast_ref::<docdrift_core::claims::run::RunError>(),
        Some(docdrift_core::claims::run::RunError::StateNotSaved { .. })
    ) {
        return true;
    }
    c.downcast_ref::<std::io::Error>().is_some_and(|e| {
        matches!(
            e.kind(),
            StorageFull
                | ReadOnlyFilesystem
                | PermissionDenied
                | WriteZero
                | QuotaExceeded
                | FileTooLarge
        )
    })
}

#[cfg(unix)]
mod pipe_guard {
    //! Standard output/error that is a pipe or socket is replaced by a pipe of
    //! our own; a thread copies it to the real one and, once the reader has
    //! gone (EPIPE), keeps draining and dropping it. Commands never see a
    //! broken pipe and finish with their own exit code. A terminal or a file
    //! cannot break, so they are left alone (and `isatty` keeps working).

    use std::io::{Read, Write};
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    use std::thread::JoinHandle;

    pub struct Pump {
        threads: Vec<JoinHandle<()>>,
        fds: Vec<i32>,
    }

    fn stat(fd: i32) -> Option<libc::stat> {
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: fstat only writes into `st`.
        (unsafe { libc::fstat(fd, &mut st) } == 0).then_some(st)
    }

    fn breakable(st: &libc::stat) -> bool {
        let kind = st.st_mode & libc::S_IFMT;
        kind == libc::S_IFIFO || kind == libc::S_IFSOCK
    }

    /// Wrap fds 1 and 2 (one pump when both are the same pipe, so their
    /// order is kept). `None` when neither can break.
    pub fn install() -> Option<Pump> {
        let out = stat(1).filter(breakable);
        let err = stat(2).filter(breakable);
        let same = matches!((&out, &err), (Some(a), Some(b)) if a.st_dev == b.st_dev && a.st_ino == b.st_ino);
        let mut pump = Pump {
            threads: Vec::new(),
            fds: Vec::new(),
        };
        if out.is_some() {
            let targets: &[i32] = if same { &[1, 2] } else { &[1] };
            wrap(1, targets, &mut pump)?;
        }
        if err.is_some() && !same {
            wrap(2, &[2], &mut pump)?;
        }
        (!pump.fds.is_empty()).then_some(pump)
    }

    fn wrap(real: i32, targets: &[i32], pump: &mut Pump) -> Option<()> {
        // SAFETY: dup of an fd we own for the life of the process.
        let dup = unsafe { libc::dup(real) };
        if dup < 0 {
            return None;
        }
        // SAFETY: `dup` is a fresh fd nobody else owns.
        let mut sink = std::fs::File::from(unsafe { OwnedFd::from_raw_fd(dup) });
        let (mut reader, writer) = std::io::pipe().ok()?;
        for &t in targets {
            // SAFETY: points fd `t` at our pipe; the old description stays open via `dup`.
            if unsafe { libc::dup2(writer.as_raw_fd(), t) } < 0 {
                return None;
            }
            pump.fds.push(t);
        }
        drop(writer);
        pump.threads.push(std::thread::spawn(move || {
            let mut buf = vec![0u8; 64 * 1024];
            let mut open = true;
            loop {
                let n = match reader.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => n,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                if open && sink.write_all(&buf[..n]).is_err() {
                    // The reader went away: keep draining so writers never block.
                    open = false;
                }
            }
        }));
        Some(())
    }

    impl Pump {
        /// Flush, close our ends and wait until everything written is passed on.
        pub fn finish(self) {
            let _ = std::io::stdout().flush();
            let _ = std::io::stderr().flush();
            if let Ok(null) = std::fs::OpenOptions::new().write(true).open("/dev/null") {
                for &fd in &self.fds {
                    // SAFETY: replaces our pipe's write end with /dev/null.
                    unsafe { libc::dup2(null.as_raw_fd(), fd) };
                }
            }
            for t in self.threads {
                let _ = t.join();
            }
        }
    }
}

#[cfg(not(unix))]
mod pipe_guard {
    pub struct Pump;
    pub fn install() -> Option<Pump> {
        None
    }
    impl Pump {
        pub fn finish(self) {}
    }
}

// The command's allocator (docs/perf.md, "Allocator"): the library and its tests keep the
// system one.
#[cfg(not(target_env = "msvc"))]
#[global_allocator]
static GLOBAL: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's options, read before `main` (its documented `malloc_conf` symbol; the
/// `_RJEM_MALLOC_CONF` environment variable still overrides it). One arena instead of
/// 4 × cores: each rayon thread had its own, and their freed-but-kept pages added up. `scan`
/// of 658 pages against 23,982 definitions peaked at 158–160 MB with the default and at
/// 140 MB with one arena, at the same CPU time; `count` of the 48,625 toolchain pages at the
/// same CPU and 75 MB (docs/perf.md, "Allocator arenas"). Small allocations stay per thread
/// (jemalloc's thread caches), so threads do not queue on the one arena for them.
#[cfg(not(target_env = "msvc"))]
#[allow(non_upper_case_globals)]
#[export_name = "_rjem_malloc_conf"]
pub static malloc_conf: Option<&'static std::ffi::c_char> =
    // SAFETY: a C string literal: NUL-terminated, static.
    Some(unsafe { &*c"narenas:1".as_ptr() });
