//! `cargo run --release --example fuzz -- [--target T]… [--cpu-seconds N] [--workers N]
//! [--out DIR] [--seed S]`: a fuzzing campaign on the stable toolchain.
//!
//! The targets, their properties and the mutation engine are `tests/fuzz/harness.rs` (shared
//! with `tests/fuzz.rs`). This file is the supervisor: it re-executes itself as worker child
//! processes (`--worker`), so a panic, an abort, a stack overflow or an out-of-memory kill in
//! a worker is a finding, never the end of the campaign.
//!
//! - Before running an input, a worker writes it to `OUT/work/worker-K.cur` (a 16-byte header:
//!   sequence number and length, then the bytes). When a worker dies by a signal, that file
//!   holds the input that killed it; the supervisor saves it to `OUT/crashes/<target>/<sha>`.
//! - Panics and failed properties are caught in the worker (`catch_unwind`) and saved there.
//! - Watchdog: an input whose worker spent `--timeout` CPU seconds on it (read from
//!   `/proc/PID/stat`, so a busy machine does not fake a hang), or 10× that in wall time, is a
//!   hang: saved to `OUT/hangs/<target>/<sha>`, the worker is killed and replaced.
//! - Memory: each worker sets `RLIMIT_AS` (`--mem-mb`, default 2048) on itself, so a memory
//!   bomb is an allocation failure (abort → a crash finding) instead of the machine's OOM.
//! - CPU budget: workers run slices of at most `--slice` CPU seconds of one target; the
//!   supervisor adds up each finished worker's `getrusage` (from `wait4`) and stops once
//!   `--cpu-seconds` are spent. Targets are balanced by CPU time.
//! - `OUT/summary.json` (atomic writes, every 10 s and at the end): per target executions,
//!   crashes, hangs, unique crash signatures and CPU seconds; start/end, seed, commit.
//!
//! Deterministic: worker slice K of a target draws its inputs from `--seed`, the target and K.

#[path = "../tests/fuzz/harness.rs"]
mod harness;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write as _};
use std::os::unix::fs::FileExt;
use std::os::unix::process::ExitStatusExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{mpsc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::Parser;
use serde_json::json;

use harness::{Mutator, Rng, Target};

#[derive(Parser, Debug)]
#[command(about = "Fuzz docdrift's parsers and fast paths (stable toolchain, no cargo-fuzz)")]
struct Args {
    /// Target to fuzz (repeatable); all targets when omitted:
    /// text, count, python, rust, yaml, toml, json, value, claims.
    #[arg(long = "target")]
    targets: Vec<String>,
    /// CPU budget of the whole campaign, in seconds of worker user+system time.
    #[arg(long, default_value_t = 60.0)]
    cpu_seconds: f64,
    /// Worker processes running at once.
    #[arg(long, default_value_t = 2)]
    workers: usize,
    /// Output directory (crashes/, hangs/, work/, summary.json).
    #[arg(long, default_value = "fuzz-out")]
    out: PathBuf,
    /// Seed of every random choice.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// CPU seconds one worker spends on one target before the next target gets a turn.
    #[arg(long, default_value_t = 60.0)]
    slice: f64,
    /// CPU seconds one input may take before it is a hang.
    #[arg(long, default_value_t = 5.0)]
    timeout: f64,
    /// Address-space cap of each worker, in MiB.
    #[arg(long, default_value_t = 2048)]
    mem_mb: u64,
    /// Run these inputs through the (one) --target once, in this process, and report each
    /// result: how to reproduce a finding.
    #[arg(long, num_args = 1..)]
    replay: Vec<PathBuf>,
    /// With --replay: shrink each failing input (same property fails) and print it.
    #[arg(long)]
    minimize: bool,
    /// Internal: run as a worker (started by the supervisor).
    #[arg(long, hide = true)]
    worker: bool,
    #[arg(long, hide = true, default_value_t = 0)]
    slot: usize,
    #[arg(long, hide = true, default_value_t = 0)]
    slice_index: u64,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let targets: Vec<Target> = if args.targets.is_empty() {
        Target::ALL.to_vec()
    } else {
        args.targets
            .iter()
            .map(|t| {
                Target::from_name(t).with_context(|| {
                    format!(
                        "unknown target `{t}`; expected one of: {}",
                        Target::ALL.map(Target::name).join(", ")
                    )
                })
            })
            .collect::<Result<_>>()?
    };
    if !args.replay.is_empty() {
        let [t] = targets[..] else {
            bail!("--replay needs exactly one --target");
        };
        let mut failed = 0;
        for p in &args.replay {
            let data = std::fs::read(p).with_context(|| format!("reading {}", p.display()))?;
            match t.run(&data) {
                Ok(()) => println!("{}: ok", p.display()),
                Err(e) => {
                    failed += 1;
                    println!("{}: FAILS: {e}", p.display());
                    if args.minimize {
                        let small = harness::minimize(t, &data);
                        println!(
                            "  minimized ({} bytes): {:?}",
                            small.len(),
                            String::from_utf8_lossy(&small)
                        );
                        if let Err(e) = t.run(&small) {
                            println!("  which fails: {e}");
                        }
                    }
                }
            }
        }
        if failed > 0 {
            bail!(
                "{failed} of {} input(s) fail the {} properties",
                args.replay.len(),
                t.name()
            );
        }
        return Ok(());
    }
    if args.worker {
        let [t] = targets[..] else {
            bail!("a worker runs exactly one --target");
        };
        return worker(&args, t);
    }
    supervise(&args, &targets)
}

// ---------------------------------------------------------------------------------------------
// Shared bits.

const HEADER: u64 = 16;

fn work_file(out: &Path, slot: usize) -> PathBuf {
    out.join("work").join(format!("worker-{slot}.cur"))
}

fn cpu_of(ru: &libc::rusage) -> f64 {
    let t = |tv: libc::timeval| tv.tv_sec as f64 + tv.tv_usec as f64 / 1e6;
    t(ru.ru_utime) + t(ru.ru_stime)
}

fn self_cpu() -> f64 {
    // SAFETY: getrusage writes into the zeroed struct we own.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
    cpu_of(&ru)
}

/// Digits vary between two inputs hitting the same bug; the signature ignores them.
fn normalize(msg: &str) -> String {
    let mut out = String::new();
    let mut in_num = false;
    for c in msg.chars().take(160) {
        if c.is_ascii_digit() {
            if !in_num {
                out.push('N');
            }
            in_num = true;
        } else {
            in_num = false;
            out.push(c);
        }
    }
    out
}

/// Save a finding as `DIR/<sha>` plus `DIR/<sha>.why`; returns the sha.
fn save_finding(dir: &Path, input: &[u8], why: &str) -> Result<String> {
    let sha = docdrift_core::core::hash::sha256_hex(input);
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join(&sha);
    if !path.exists() {
        docdrift_core::core::atomic::write(&path, input)
            .with_context(|| format!("writing {}", path.display()))?;
        docdrift_core::core::atomic::write(&dir.join(format!("{sha}.why")), why.as_bytes())
            .with_context(|| format!("writing {}.why", path.display()))?;
    }
    Ok(sha)
}

// ---------------------------------------------------------------------------------------------
// Worker.

static PANIC_NOTE: Mutex<Option<String>> = Mutex::new(None);

fn worker(args: &Args, target: Target) -> Result<()> {
    let cap = args.mem_mb << 20;
    let lim = libc::rlimit {
        rlim_cur: cap,
        rlim_max: cap,
    };
    // SAFETY: plain syscall on our own process with a valid struct.
    if unsafe { libc::setrlimit(libc::RLIMIT_AS, &lim) } != 0 {
        bail!(
            "setrlimit(RLIMIT_AS, {} MiB): {}",
            args.mem_mb,
            std::io::Error::last_os_error()
        );
    }
    // Panics are findings reported through stdout; the default hook would flood the log.
    std::panic::set_hook(Box::new(|info| {
        let loc = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_else(|| "unknown location".into());
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "non-string panic payload".into());
        if let Ok(mut g) = PANIC_NOTE.lock() {
            *g = Some(format!("panic at {loc}: {msg}"));
        }
    }));
    let seeds: Vec<Vec<u8>> = harness::load_dir(&target.seed_dir())
        .with_context(|| format!("reading seeds in {}", target.seed_dir().display()))?
        .into_iter()
        .map(|(_, d)| d)
        .collect();
    let mutator = Mutator::new(target, seeds);
    let salt = target
        .name()
        .bytes()
        .fold(0u64, |h, b| h.wrapping_mul(0x100_0000_01b3) ^ u64::from(b));
    let mut rng = Rng::new(args.seed ^ salt ^ args.slice_index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let cur = std::fs::OpenOptions::new()
        .create(true)
        .truncate(true)
        .read(true)
        .write(true)
        .open(work_file(&args.out, args.slot))
        .context("opening the worker's current-input file")?;
    let crash_dir = args.out.join("crashes").join(target.name());
    let stdout = std::io::stdout();
    let mut seq: u64 = 0;
    // A shallow bug fails thousands of inputs: keep the first few of each signature per slice,
    // count the rest.
    let mut saved: BTreeMap<String, u32> = BTreeMap::new();
    // The seeds first (slice 0 only): a seed that fails is the cheapest finding.
    let mut pending: Vec<Vec<u8>> = if args.slice_index == 0 {
        mutator.seeds.clone()
    } else {
        Vec::new()
    };
    pending.reverse();
    loop {
        if seq.is_multiple_of(16) && self_cpu() >= args.slice {
            break;
        }
        let input = pending.pop().unwrap_or_else(|| mutator.next(&mut rng));
        seq += 1;
        // Data first, then the header that makes it current.
        cur.write_all_at(&input, HEADER)?;
        let mut h = [0u8; HEADER as usize];
        h[..8].copy_from_slice(&seq.to_le_bytes());
        h[8..].copy_from_slice(&(input.len() as u64).to_le_bytes());
        cur.write_all_at(&h, 0)?;
        let outcome = std::panic::catch_unwind(|| target.run(&input));
        let finding = match outcome {
            Ok(Ok(())) => None,
            Ok(Err(prop)) => Some((
                "property".to_string(),
                format!("property: {}", normalize(signature_head(&prop))),
                prop,
            )),
            Err(_) => {
                let note = PANIC_NOTE
                    .lock()
                    .ok()
                    .and_then(|mut g| g.take())
                    .unwrap_or_else(|| "panic (no message)".into());
                ("panic".to_string(), normalize(&note), note).into()
            }
        };
        if let Some((kind, sig, detail)) = finding {
            let n = saved.entry(sig.clone()).or_insert(0);
            *n += 1;
            let sha = if *n <= 5 {
                let why = format!(
                    "target: {}\nkind: {kind}\nsignature: {sig}\n{detail}\n",
                    target.name()
                );
                save_finding(&crash_dir, &input, &why)?
            } else {
                docdrift_core::core::hash::sha256_hex(&input)
            };
            let mut o = stdout.lock();
            writeln!(
                o,
                "finding\t{}\t{kind}\t{sha}\t{}",
                target.name(),
                sig.replace(['\t', '\n'], " ")
            )?;
            o.flush()?;
        }
    }
    let mut o = stdout.lock();
    writeln!(o, "done\t{seq}")?;
    o.flush()?;
    Ok(())
}

/// The part of a property message that names the property, not the input.
fn signature_head(msg: &str) -> &str {
    let cut = [": "]
        .iter()
        .filter_map(|p| msg.find(p))
        .min()
        .unwrap_or(msg.len());
    &msg[..cut]
}

// ---------------------------------------------------------------------------------------------
// Supervisor.

/// A worker's `finding\tTARGET\tKIND\tSHA\tSIGNATURE` line, counted.
fn record_finding(stats: &mut BTreeMap<Target, Stats>, line: &str) {
    let mut parts = line.splitn(5, '\t');
    if parts.next() != Some("finding") {
        return;
    }
    let Some(target) = parts.next().and_then(Target::from_name) else {
        return;
    };
    let kind = parts.next().unwrap_or("");
    let sha = parts.next().unwrap_or("").to_string();
    let sig = parts.next().unwrap_or("").to_string();
    let s = stats.entry(target).or_default();
    s.crashes += 1;
    let e = s.signatures.entry(sig.clone()).or_insert((0, sha.clone()));
    e.0 += 1;
    if e.0 == 1 {
        eprintln!("fuzz: {} {kind}: {sig} ({sha})", target.name());
    }
}

#[derive(Default)]
struct Stats {
    executions: u64,
    crashes: u64,
    hangs: u64,
    /// signature → (events, first input's sha)
    signatures: BTreeMap<String, (u64, String)>,
    cpu_seconds: f64,
    slices: u64,
}

struct Running {
    child: Child,
    target: Target,
    last_seq: u64,
    seq_since: Instant,
    seq_cpu: f64,
    hang: bool,
}

fn proc_cpu(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the parenthesised command name; utime and stime are 14 and 15.
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split(' ').collect();
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / hz)
}

fn read_current(out: &Path, slot: usize) -> Option<(u64, Vec<u8>)> {
    let f = std::fs::File::open(work_file(out, slot)).ok()?;
    let mut h = [0u8; HEADER as usize];
    f.read_exact_at(&mut h, 0).ok()?;
    let seq = u64::from_le_bytes(h[..8].try_into().ok()?);
    let len = u64::from_le_bytes(h[8..].try_into().ok()?) as usize;
    let mut data = vec![0u8; len.min(harness::MAX_LEN)];
    f.read_exact_at(&mut data, HEADER).ok()?;
    Some((seq, data))
}

fn signal_name(sig: i32) -> String {
    match sig {
        libc::SIGSEGV => "SIGSEGV".into(),
        libc::SIGABRT => "SIGABRT".into(),
        libc::SIGKILL => "SIGKILL".into(),
        libc::SIGBUS => "SIGBUS".into(),
        libc::SIGILL => "SIGILL".into(),
        libc::SIGFPE => "SIGFPE".into(),
        n => format!("signal {n}"),
    }
}

fn git_commit() -> String {
    Command::new("git")
        .args(["rev-parse", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".into())
}

fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

#[allow(
    clippy::too_many_arguments,
    reason = "one call site; a struct would only rename them"
)]
fn write_summary(
    args: &Args,
    stats: &BTreeMap<Target, Stats>,
    started: &str,
    ended: Option<&str>,
    commit: &str,
    live_cpu: f64,
    wall: Duration,
) -> Result<()> {
    let mut per = serde_json::Map::new();
    let (mut execs, mut crashes, mut hangs, mut cpu, mut sigs) = (0, 0, 0, 0.0, 0);
    for (t, s) in stats {
        execs += s.executions;
        crashes += s.crashes;
        hangs += s.hangs;
        cpu += s.cpu_seconds;
        sigs += s.signatures.len();
        per.insert(
            t.name().into(),
            json!({
                "executions": s.executions,
                "crashes": s.crashes,
                "hangs": s.hangs,
                "unique_crash_signatures": s.signatures.len(),
                "signatures": s.signatures.iter().map(|(k, (n, sha))| json!({"signature": k, "events": n, "first": sha})).collect::<Vec<_>>(),
                "cpu_seconds": (s.cpu_seconds * 10.0).round() / 10.0,
                "slices": s.slices,
                "property": t.property(),
            }),
        );
    }
    let doc = json!({
        "status": if ended.is_some() { "finished" } else { "running" },
        "started": started,
        "updated": now(),
        "ended": ended,
        "seed": args.seed,
        "commit": commit,
        "workers": args.workers,
        "cpu_budget_seconds": args.cpu_seconds,
        "cpu_seconds_finished_workers": (cpu * 10.0).round() / 10.0,
        "cpu_seconds_including_running": ((cpu + live_cpu) * 10.0).round() / 10.0,
        "wall_seconds": wall.as_secs(),
        "timeout_cpu_seconds": args.timeout,
        "mem_cap_mib": args.mem_mb,
        "totals": {"executions": execs, "crashes": crashes, "hangs": hangs, "unique_crash_signatures": sigs},
        "targets": per,
    });
    let path = args.out.join("summary.json");
    let mut text = serde_json::to_string_pretty(&doc)?;
    text.push('\n');
    docdrift_core::core::atomic::write(&path, text.as_bytes())
        .with_context(|| format!("writing {}", path.display()))
}

fn supervise(args: &Args, targets: &[Target]) -> Result<()> {
    if args.workers == 0 {
        bail!("--workers must be at least 1");
    }
    for dir in ["work", "crashes", "hangs"] {
        std::fs::create_dir_all(args.out.join(dir))
            .with_context(|| format!("creating {}", args.out.join(dir).display()))?;
    }
    let exe = std::env::current_exe().context("locating this executable")?;
    let commit = git_commit();
    let started = now();
    let t0 = Instant::now();
    let mut stats: BTreeMap<Target, Stats> =
        targets.iter().map(|t| (*t, Stats::default())).collect();
    let mut slots: Vec<Option<Running>> = (0..args.workers).map(|_| None).collect();
    let (tx, rx) = mpsc::channel::<String>();
    let mut next_slice: BTreeMap<Target, u64> = BTreeMap::new();
    // CPU given to running slices but not yet spent (so two workers do not overshoot).
    let mut committed = vec![0.0f64; args.workers];
    let mut last_summary = Instant::now() - Duration::from_secs(60);
    eprintln!(
        "fuzz: {} target(s), {} CPU s, {} worker(s), seed {}, out {}",
        targets.len(),
        args.cpu_seconds,
        args.workers,
        args.seed,
        args.out.display()
    );
    loop {
        while let Ok(line) = rx.try_recv() {
            record_finding(&mut stats, &line);
        }
        // Watch and reap workers.
        let mut live_cpu = 0.0;
        for slot in 0..slots.len() {
            let Some(run) = slots[slot].as_mut() else {
                continue;
            };
            let pid = run.child.id();
            let mut status = 0;
            // SAFETY: wait4 on our own child with owned out-parameters.
            let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
            let r = unsafe { libc::wait4(pid as i32, &mut status, libc::WNOHANG, &mut ru) };
            if r == 0 {
                let cpu_now = proc_cpu(pid).unwrap_or(0.0);
                live_cpu += cpu_now;
                if let Some((seq, _)) = read_current(&args.out, slot) {
                    if seq != run.last_seq {
                        run.last_seq = seq;
                        run.seq_since = Instant::now();
                        run.seq_cpu = cpu_now;
                    }
                }
                let stuck_cpu = cpu_now - run.seq_cpu;
                let stuck_wall = run.seq_since.elapsed().as_secs_f64();
                if !run.hang && (stuck_cpu >= args.timeout || stuck_wall >= args.timeout * 10.0) {
                    run.hang = true;
                    if let Some((seq, input)) = read_current(&args.out, slot) {
                        let why = format!(
                            "target: {}\nkind: hang\ninput #{seq} of its worker ran {stuck_cpu:.1} CPU s / {stuck_wall:.1} wall s without finishing\n",
                            run.target.name()
                        );
                        let dir = args.out.join("hangs").join(run.target.name());
                        let sha = save_finding(&dir, &input, &why)?;
                        eprintln!(
                            "fuzz: {} hang ({sha}, {} bytes)",
                            run.target.name(),
                            input.len()
                        );
                    }
                    stats.entry(run.target).or_default().hangs += 1;
                    // SAFETY: killing our own child by pid.
                    unsafe { libc::kill(pid as i32, libc::SIGKILL) };
                }
                continue;
            }
            // Exited (or wait failed, which only happens if it is gone).
            let run = slots[slot].take().expect("slot is running");
            committed[slot] = 0.0;
            let s = stats.entry(run.target).or_default();
            if r > 0 {
                s.cpu_seconds += cpu_of(&ru);
            }
            let (seq, input) = read_current(&args.out, slot).unwrap_or((run.last_seq, Vec::new()));
            s.executions += seq;
            let es = std::process::ExitStatus::from_raw(status);
            if run.hang {
                continue;
            }
            let stderr_path = args.out.join("work").join(format!("worker-{slot}.stderr"));
            let err_text = std::fs::read_to_string(&stderr_path).unwrap_or_default();
            let cause = if err_text.contains("has overflowed its stack") {
                "stack overflow"
            } else if err_text.contains("memory allocation of") {
                "allocation failure (memory cap)"
            } else {
                ""
            };
            let sig = match (es.signal(), es.code()) {
                (Some(n), _) => Some(
                    format!("signal {} {cause}", signal_name(n))
                        .trim()
                        .to_string(),
                ),
                (None, Some(0)) => None,
                (None, Some(c)) => Some(format!("worker exit code {c}")),
                (None, None) => Some("worker ended without status".into()),
            };
            if let Some(sig) = sig {
                let tail: String = err_text
                    .chars()
                    .rev()
                    .take(2000)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect();
                let why = format!(
                    "target: {}\nkind: crash\nsignature: {sig}\ninput #{seq} of its worker\nstderr tail:\n{tail}\n",
                    run.target.name()
                );
                let dir = args.out.join("crashes").join(run.target.name());
                let sha = save_finding(&dir, &input, &why)?;
                s.crashes += 1;
                let e = s.signatures.entry(sig.clone()).or_insert((0, sha.clone()));
                e.0 += 1;
                eprintln!("fuzz: {} crash: {sig} ({sha})", run.target.name());
            }
        }
        let spent: f64 = stats.values().map(|s| s.cpu_seconds).sum();
        // Start workers in free slots while budget is left.
        for slot in 0..slots.len() {
            if slots[slot].is_some() {
                continue;
            }
            let left = args.cpu_seconds - spent - committed.iter().sum::<f64>();
            if left < 0.5 {
                break;
            }
            let slice = args.slice.min(left);
            // The target with the least CPU so far (running slices count as spent).
            let target = *targets
                .iter()
                .min_by(|a, b| {
                    let load = |t: &Target| {
                        stats[t].cpu_seconds
                            + slots
                                .iter()
                                .enumerate()
                                .filter(|(_, r)| r.as_ref().is_some_and(|r| r.target == *t))
                                .map(|(k, _)| committed[k])
                                .sum::<f64>()
                    };
                    load(a).total_cmp(&load(b))
                })
                .expect("at least one target");
            let index = next_slice.entry(target).or_insert(0);
            let slice_index = *index;
            *index += 1;
            let stderr =
                std::fs::File::create(args.out.join("work").join(format!("worker-{slot}.stderr")))?;
            // A stale header would name the previous worker's input.
            let _ = std::fs::remove_file(work_file(&args.out, slot));
            let mut child = Command::new(&exe)
                .args([
                    "--worker",
                    "--target",
                    target.name(),
                    "--slot",
                    &slot.to_string(),
                    "--slice-index",
                    &slice_index.to_string(),
                    "--seed",
                    &args.seed.to_string(),
                    "--slice",
                    &slice.to_string(),
                    "--mem-mb",
                    &args.mem_mb.to_string(),
                    "--out",
                ])
                .arg(&args.out)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::from(stderr))
                .spawn()
                .with_context(|| format!("starting worker {}", exe.display()))?;
            let out = child.stdout.take().expect("piped stdout");
            let tx = tx.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(out).lines().map_while(Result::ok) {
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            });
            stats.entry(target).or_default().slices += 1;
            committed[slot] = slice;
            slots[slot] = Some(Running {
                child,
                target,
                last_seq: 0,
                seq_since: Instant::now(),
                seq_cpu: 0.0,
                hang: false,
            });
        }
        let idle = slots.iter().all(Option::is_none);
        if idle || last_summary.elapsed() >= Duration::from_secs(10) {
            // Findings the last workers printed just before exiting.
            std::thread::sleep(Duration::from_millis(if idle { 200 } else { 0 }));
            while let Ok(line) = rx.try_recv() {
                record_finding(&mut stats, &line);
            }
            let ended = idle.then(now);
            write_summary(
                args,
                &stats,
                &started,
                ended.as_deref(),
                &commit,
                live_cpu,
                t0.elapsed(),
            )?;
            last_summary = Instant::now();
            if idle {
                let (e, c, h): (u64, u64, u64) = stats.values().fold((0, 0, 0), |a, s| {
                    (a.0 + s.executions, a.1 + s.crashes, a.2 + s.hangs)
                });
                let cpu: f64 = stats.values().map(|s| s.cpu_seconds).sum();
                eprintln!(
                    "fuzz: done: {e} executions, {c} crashes, {h} hangs, {cpu:.0} CPU s, {} wall s; {}",
                    t0.elapsed().as_secs(),
                    args.out.join("summary.json").display()
                );
                return Ok(());
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}
