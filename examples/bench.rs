//! `cargo run --release --example bench -- [--quick]`: docdrift against the tools users would use
//! instead, on corpora every machine here has, each row measured in the same run as its peer.
//!
//! Every row times the `docdrift` command a user runs (`target/release/docdrift`, built first
//! under `cargo run`), as a child process, against its peer in the same run:
//! (1) `docdrift count DOCS -p …` (10 phrases; table, then `--format json`) over the Rust docs
//! vs `peer_count.py` (BeautifulSoup + lxml) and ripgrep (raw only), plus a page-by-page check
//! that the counts the CLI printed equal the DOM path (`count::PageAnalysis`);
//! (2) `docdrift extract --format json FILE…` over the Python stdlib + site-packages vs
//! `peer_consts.py` (CPython `ast`); (3) `docdrift crawl` of `std/` from a loopback static
//! server vs `wget -r -np`; (4) `docdrift scan` of the `std/` pages against a Rust source tree,
//! then (5) `docdrift check` on the claims file scan drafted (no peers exist for these two);
//! row 5 (`bench/hostile.rs`): every hostile page shape at 1 MB and 10 MB through `text`,
//! `count`, `count --explain`, `check` and `scan`, and row 6: every hostile source shape at
//! 1 MB and 10 MB through `extract`, `strings`, `check` and `scan` (issue 33's bounds).
//! Rows marked *library only* call a library function through a hidden child mode of this
//! binary and are extra rows, not the product. Each row also runs at ¼ and ½ of its corpus
//! ("how cost grows").
//!
//! Every measured side runs under `/usr/bin/time -v` (wall time from here, peak RSS from
//! time), so start-up, I/O and memory are counted the same way for docdrift and the peers.
//! The table is printed and written to `BENCHMARKS.md` (atomically). An example, not a
//! `[[bin]]`: `cargo install --path .` installs only `docdrift`.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};
use rayon::prelude::*;

use docdrift_core::pages::count::{CountOptions, PageAnalysis, Pattern, ViewCounter};
use docdrift_core::pages::fastpath;

#[path = "bench/hostile.rs"]
mod hostile;

/// The 10 phrases of row 1: API words, entity-encoded phrases (`Option<T>`, `&mut self`
/// appear only encoded in raw HTML), a version, and words that live in attributes.
const PHRASES: [&str; 10] = [
    "Vec",
    "Iterator",
    "unsafe",
    "Panics",
    "Option<T>",
    "&mut self",
    "O(1)",
    "1.0.0",
    "Stable since",
    "deprecated",
];

const PEERS: &str = "/work/shared/peers";

#[derive(Parser)]
#[command(about = "Benchmarks docdrift against its peers and writes BENCHMARKS.md")]
struct Args {
    /// Fewer runs (1) and a 1/16 subset for the BeautifulSoup peer: a smoke test, not a result.
    #[arg(long)]
    quick: bool,
    /// Runs per side (medians; >= 3 for a result).
    #[arg(long, default_value_t = 3)]
    runs: usize,
    /// Run the BeautifulSoup peer on every Nth page only and extrapolate by bytes
    /// (stated in the table). 1 = the whole corpus.
    #[arg(long, default_value_t = 1)]
    bs_every: usize,
    /// Runs of the BeautifulSoup peer (it takes minutes per run).
    #[arg(long)]
    bs_runs: Option<usize>,
    /// Which rows to run (4 = scan and check, 5 = hostile page shapes, 6 = hostile source
    /// shapes).
    #[arg(long, value_delimiter = ',', default_values_t = [1u8, 2, 3, 4, 5, 6])]
    rows: Vec<u8>,
    /// Where the peers live.
    #[arg(long, default_value = PEERS)]
    peers: PathBuf,
    /// Output file.
    #[arg(long, default_value = "BENCHMARKS.md")]
    out: PathBuf,
    #[command(subcommand)]
    child: Option<Child>,
}

#[derive(Subcommand)]
enum Child {
    /// Row 1, docdrift side: count phrases in every .html file under DIR.
    #[command(hide = true, name = "__count")]
    Count { dir: PathBuf, phrases: Vec<String> },
    /// Row 2, docdrift side: `source::list` on every .py file under DIR.
    #[command(hide = true, name = "__list")]
    List { dir: PathBuf },
    /// Row 5: write the hostile page SHAPE of about SIZE bytes to FILE (to reproduce a cell).
    #[command(hide = true, name = "__hostile-page")]
    HostilePage {
        shape: String,
        size: usize,
        file: PathBuf,
    },
    /// Row 6: write the hostile source SHAPE of about SIZE bytes to FILE.
    #[command(hide = true, name = "__hostile-source")]
    HostileSource {
        shape: String,
        size: usize,
        file: PathBuf,
    },
    /// Row 2: the peer's exact definition on ruff's parser (per file with --per-file).
    #[command(hide = true, name = "__consts")]
    Consts {
        dir: PathBuf,
        #[arg(long)]
        per_file: bool,
    },
}

fn main() -> Result<()> {
    let args = Args::parse();
    match args.child {
        Some(Child::Count { dir, phrases }) => child_count(&dir, &phrases),
        Some(Child::List { dir }) => child_list(&dir),
        Some(Child::Consts { dir, per_file }) => child_consts(&dir, per_file),
        Some(Child::HostilePage { shape, size, file }) => hostile::write_page(&shape, size, &file),
        Some(Child::HostileSource { shape, size, file }) => {
            hostile::write_source(&shape, size, &file)
        }
        None => run(args),
    }
}

// ---------------------------------------------------------------------------------------------
// Child modes.

fn vm_hwm_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
        })
        .unwrap_or(0)
}

fn child_count(dir: &Path, phrases: &[String]) -> Result<()> {
    // The library function `docdrift count` itself calls (no rendering).
    let counter = ViewCounter::new(
        phrases
            .iter()
            .map(|p| Pattern::Literal(p.clone()))
            .collect(),
        CountOptions::default(),
    );
    let store = docdrift_core::pages::snapshot::Store::new(dir.join("no-snapshots"));
    let summary = docdrift_core::pages::count::run::count_sources(
        &[dir.display().to_string()],
        &counter,
        &store,
    );
    for t in &summary.totals {
        println!(
            "{:?}\thtml={}\ttext={}\tnormalised={}",
            t.phrase, t.html, t.text, t.text_normalized
        );
    }
    for (source, e) in &summary.errors {
        eprintln!("error: {source}: {e}");
    }
    println!(
        "pages={} with_hits={} dom_fallbacks={} errors={} vmhwm_kb={}",
        summary.pages_read,
        summary.pages_with_hits,
        summary.dom_fallbacks,
        summary.errors.len(),
        vm_hwm_kb()
    );
    Ok(())
}

/// Every `.py` file under `dir` the way `os.walk` sees them (symlinked files included,
/// symlinked directories not followed), sorted.
fn py_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for e in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let e = e.with_context(|| format!("walking {}", dir.display()))?;
        let is_file = e.file_type().is_file() || (e.path_is_symlink() && e.path().is_file());
        if is_file && e.file_name().to_string_lossy().ends_with(".py") {
            out.push(e.into_path());
        }
    }
    Ok(out)
}

fn child_list(dir: &Path) -> Result<()> {
    let files = py_files(dir)?;
    let bytes = AtomicU64::new(0);
    let failed = AtomicUsize::new(0);
    let per_kind: BTreeMap<String, usize> = files
        .par_iter()
        .map(|f| {
            let mut m: BTreeMap<String, usize> = BTreeMap::new();
            bytes.fetch_add(
                f.metadata().map(|m| m.len()).unwrap_or(0),
                Ordering::Relaxed,
            );
            match docdrift_core::source::list(dir, f) {
                Ok(listing) => {
                    for it in &listing.items {
                        *m.entry(it.kind.label().to_string()).or_default() += 1;
                    }
                    if !listing.errors.is_empty() {
                        *m.entry("files with syntax errors (recovered)".into())
                            .or_default() += 1;
                    }
                }
                Err(_) => {
                    failed.fetch_add(1, Ordering::Relaxed);
                }
            }
            m
        })
        .reduce(BTreeMap::new, |mut a, b| {
            for (k, v) in b {
                *a.entry(k).or_default() += v;
            }
            a
        });
    for (k, v) in &per_kind {
        println!("{k}\t{v}");
    }
    println!(
        "files={} bytes={} unreadable={} vmhwm_kb={}",
        files.len(),
        bytes.load(Ordering::Relaxed),
        failed.load(Ordering::Relaxed),
        vm_hwm_kb()
    );
    Ok(())
}

/// The peer's definition: top-level `NAME = …` / `NAME: T = …` (one per Name target) and the
/// string-keyed leaf paths of dict literals assigned that way; a file that does not parse
/// counts as an error and contributes nothing. Lines: the statement's for constants, the
/// value's for keys (as `ast` reports them).
struct FileConsts {
    consts: usize,
    keys: usize,
    line_sum: usize,
    error: bool,
}

fn consts_of(text: &str) -> FileConsts {
    use ruff_python_ast::{Expr, Stmt};
    use ruff_text_size::Ranged;
    let Ok(parsed) = ruff_python_parser::parse_module(text) else {
        return FileConsts {
            consts: 0,
            keys: 0,
            line_sum: 0,
            error: true,
        };
    };
    let starts: Vec<usize> = std::iter::once(0)
        .chain(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1))
        .collect();
    let line = |off: usize| starts.partition_point(|&s| s <= off);
    fn walk(d: &ruff_python_ast::ExprDict, out: &mut Vec<usize>, line: &dyn Fn(usize) -> usize) {
        for item in &d.items {
            if let Some(Expr::StringLiteral(_)) = &item.key {
                match &item.value {
                    Expr::Dict(inner) => walk(inner, out, line),
                    v => out.push(line(usize::from(v.range().start()))),
                }
            }
        }
    }
    let mut consts = Vec::new();
    let mut keys = Vec::new();
    for st in &parsed.syntax().body {
        let (targets, value, at): (Vec<&Expr>, Option<&Expr>, usize) = match st {
            Stmt::Assign(a) => (
                a.targets.iter().collect(),
                Some(&*a.value),
                usize::from(a.range().start()),
            ),
            Stmt::AnnAssign(a) => (
                vec![&*a.target],
                a.value.as_deref(),
                usize::from(a.range().start()),
            ),
            _ => continue,
        };
        let Some(value) = value else { continue };
        for t in targets {
            if matches!(t, Expr::Name(_)) {
                consts.push(line(at));
                if let Expr::Dict(d) = value {
                    walk(d, &mut keys, &line);
                }
            }
        }
    }
    FileConsts {
        consts: consts.len(),
        keys: keys.len(),
        line_sum: consts.iter().sum::<usize>() + keys.iter().sum::<usize>(),
        error: false,
    }
}

fn child_consts(dir: &Path, per_file: bool) -> Result<()> {
    let files = py_files(dir)?;
    let results: Vec<(PathBuf, u64, FileConsts)> = files
        .par_iter()
        .map(|f| {
            let bytes = std::fs::read(f).unwrap_or_default();
            let n = bytes.len() as u64;
            // CPython decodes by PEP 263 cookie; non-UTF-8 files are an error here.
            let fc = match std::str::from_utf8(&bytes) {
                Ok(text) => consts_of(text),
                Err(_) => FileConsts {
                    consts: 0,
                    keys: 0,
                    line_sum: 0,
                    error: true,
                },
            };
            (f.clone(), n, fc)
        })
        .collect();
    if per_file {
        for (f, _, c) in &results {
            println!(
                "{}\t{}\t{}\t{}\t{}",
                f.display(),
                c.consts,
                c.keys,
                c.line_sum,
                u8::from(c.error)
            );
        }
        return Ok(());
    }
    let consts: usize = results.iter().map(|r| r.2.consts).sum();
    let keys: usize = results.iter().map(|r| r.2.keys).sum();
    let errs = results.iter().filter(|r| r.2.error).count();
    let bytes: u64 = results.iter().map(|r| r.1).sum();
    println!(
        "files={} bytes={bytes} parse_errors={errs} constants={consts} dict_keys={keys} vmhwm_kb={}",
        results.len(),
        vm_hwm_kb()
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Measuring.

struct Run {
    secs: f64,
    rss_kb: u64,
    stdout: String,
    /// Bytes written to stdout (when it went to a file, `stdout` is empty).
    out_bytes: u64,
    code: i32,
}

/// Runs `cmd` under `/usr/bin/time -v`: wall time measured here, peak RSS from time.
fn measure(program: &str, args: &[String], cwd: Option<&Path>) -> Result<Run> {
    measure_ok(program, args, cwd, &[0])
}

/// [`measure`], accepting the exit codes in `ok` as success.
fn measure_ok(program: &str, args: &[String], cwd: Option<&Path>, ok: &[i32]) -> Result<Run> {
    measure_to(program, args, cwd, ok, None)
}

/// [`measure_ok`]; with `out`, the child's stdout goes to that file (large outputs are not
/// held in the harness's memory).
fn measure_to(
    program: &str,
    args: &[String],
    cwd: Option<&Path>,
    ok: &[i32],
    out_file: Option<&Path>,
) -> Result<Run> {
    let tf = tempfile::NamedTempFile::new()?;
    let mut cmd = Command::new("/usr/bin/time");
    cmd.arg("-v")
        .arg("-o")
        .arg(tf.path())
        .arg(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(match out_file {
            Some(f) => Stdio::from(std::fs::File::create(f)?),
            None => Stdio::piped(),
        })
        .stderr(Stdio::piped());
    if let Some(d) = cwd {
        cmd.current_dir(d);
    }
    let t0 = Instant::now();
    let out = cmd.output().with_context(|| format!("running {program}"))?;
    let secs = t0.elapsed().as_secs_f64();
    let timing = std::fs::read_to_string(tf.path()).unwrap_or_default();
    if !out.status.code().is_some_and(|c| ok.contains(&c)) {
        bail!(
            "{program} {} failed ({}): {}{}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stderr),
            timing
        );
    }
    let rss_kb = timing
        .lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("Maximum resident set size (kbytes): ")
        })
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0);
    let out_bytes = match out_file {
        Some(f) => f.metadata().map(|m| m.len()).unwrap_or(0),
        None => out.stdout.len() as u64,
    };
    Ok(Run {
        secs,
        rss_kb,
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        out_bytes,
        code: out.status.code().unwrap_or(-1),
    })
}

/// The `docdrift` binary next to this example (`target/release/docdrift`). Not built from
/// here: an example is compiled with the dev-dependencies' features, and `cargo build --bin
/// docdrift` from inside would rebuild the dependency graph without them. Refuses a binary
/// older than any file under `src/`, so the measured CLI is the checked-out code.
fn docdrift_bin() -> Result<String> {
    let exe = std::env::current_exe()?;
    let bin = exe
        .parent()
        .and_then(Path::parent)
        .map(|d| d.join("docdrift"))
        .context("locating target/release/docdrift")?;
    let built = bin.metadata().and_then(|m| m.modified()).with_context(|| {
        format!(
            "{} is missing: run `cargo build --release` first",
            bin.display()
        )
    })?;
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for e in walkdir::WalkDir::new(&src).into_iter().flatten() {
        let newer = e
            .metadata()
            .ok()
            .and_then(|m| m.modified().ok())
            .is_some_and(|t| t > built);
        if e.file_type().is_file() && newer {
            bail!(
                "{} is older than {}: run `cargo build --release` first",
                bin.display(),
                e.path().display()
            );
        }
    }
    Ok(bin.display().to_string())
}

/// Every `every`th file of `files` (all under `root`), hard-linked (copied across file
/// systems) into a temp dir with the same relative paths: the "¼" and "½" corpora of the
/// growth figures.
fn subset_tree(
    root: &Path,
    files: &[PathBuf],
    every: usize,
) -> Result<(tempfile::TempDir, usize, u64)> {
    let dir = tempfile::tempdir()?;
    let (mut n, mut bytes) = (0, 0);
    for f in files.iter().step_by(every) {
        let rel = f.strip_prefix(root).unwrap_or(f);
        let to = dir.path().join(rel);
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent)?;
        }
        if std::fs::hard_link(f, &to).is_err() {
            std::fs::copy(f, &to)?;
        }
        n += 1;
        bytes += f.metadata()?.len();
    }
    Ok((dir, n, bytes))
}

/// Time at ¼, ½ and all of a corpus, for docdrift and (when measured) its peer.
struct Growth {
    row: String,
    unit: String,
    ours: [f64; 3],
    peer: Option<(String, [f64; 3])>,
}

impl Growth {
    fn cells(t: &[f64; 3]) -> String {
        format!("{} · {} · {}", secs(t[0]), secs(t[1]), secs(t[2]))
    }
    /// Cost of the whole corpus over 4× the cost of a quarter: 1.0 = linear.
    fn shape(t: &[f64; 3]) -> String {
        format!("{:.2}", t[2] / (4.0 * t[0]).max(1e-9))
    }
}

#[derive(Clone)]
struct Stats {
    runs: Vec<f64>,
    rss_kb: u64,
}

impl Stats {
    fn of(runs: &[Run]) -> Stats {
        Stats {
            runs: runs.iter().map(|r| r.secs).collect(),
            rss_kb: runs.iter().map(|r| r.rss_kb).max().unwrap_or(0),
        }
    }
    fn median(&self) -> f64 {
        let mut v = self.runs.clone();
        v.sort_by(|a, b| a.total_cmp(b));
        let n = v.len();
        if n == 0 {
            return f64::NAN;
        }
        if n % 2 == 1 {
            v[n / 2]
        } else {
            (v[n / 2 - 1] + v[n / 2]) / 2.0
        }
    }
    fn min(&self) -> f64 {
        self.runs.iter().copied().fold(f64::INFINITY, f64::min)
    }
    fn max(&self) -> f64 {
        self.runs.iter().copied().fold(0.0, f64::max)
    }
    fn cell(&self) -> String {
        if self.runs.len() == 1 {
            format!("{} (1 run)", secs(self.runs[0]))
        } else {
            format!(
                "{} ({}–{}, {} runs)",
                secs(self.median()),
                secs(self.min()),
                secs(self.max()),
                self.runs.len()
            )
        }
    }
}

fn secs(s: f64) -> String {
    if s >= 100.0 {
        format!("{s:.0} s")
    } else if s >= 10.0 {
        format!("{s:.1} s")
    } else {
        format!("{s:.2} s")
    }
}

fn mb(kb: u64) -> String {
    format!("{:.0} MB", kb as f64 / 1024.0)
}

fn repeat(n: usize, label: &str, mut f: impl FnMut() -> Result<Run>) -> Result<Vec<Run>> {
    let mut v = Vec::new();
    for i in 0..n {
        let r = f()?;
        eprintln!(
            "  {label} run {}/{n}: {:.2} s, {} peak",
            i + 1,
            r.secs,
            mb(r.rss_kb)
        );
        v.push(r);
    }
    Ok(v)
}

fn load_avg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// What else is busy: other processes using CPU right now (`ps`), e.g. other developers'
/// `rustc` builds, so the report can say what the numbers competed with.
fn busy_processes() -> String {
    let me = std::process::id().to_string();
    let Ok(out) = Command::new("ps")
        .args(["-eo", "pid,ppid,pcpu,comm", "--sort=-pcpu"])
        .output()
    else {
        return "unknown (ps failed)".into();
    };
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for l in String::from_utf8_lossy(&out.stdout).lines().skip(1) {
        let v: Vec<&str> = l.split_whitespace().collect();
        if v.len() < 4 || v[0] == me || v[1] == me {
            continue;
        }
        if v[2].parse::<f64>().unwrap_or(0.0) >= 5.0 {
            *counts.entry(v[3].to_string()).or_default() += 1;
        }
    }
    if counts.is_empty() {
        "nothing else above 5 % CPU".into()
    } else {
        counts
            .iter()
            .map(|(c, n)| format!("{n}× {c}"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into())
}

fn tool_version(cmd: &str, arg: &str) -> String {
    Command::new(cmd)
        .arg(arg)
        .output()
        .ok()
        .map(|o| {
            let s = String::from_utf8_lossy(&o.stdout).into_owned()
                + &String::from_utf8_lossy(&o.stderr);
            s.lines().next().unwrap_or("").trim().to_string()
        })
        .unwrap_or_else(|| format!("{cmd}: not found"))
}

fn sysroot_docs() -> Result<PathBuf> {
    let out = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()?;
    let docs = PathBuf::from(String::from_utf8(out.stdout)?.trim()).join("share/doc/rust/html");
    if !docs.is_dir() {
        bail!(
            "docs corpus missing at {} (rustup component add rust-docs)",
            docs.display()
        );
    }
    Ok(docs)
}

fn python_stdlib() -> Result<PathBuf> {
    let out = Command::new("python3")
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()?;
    Ok(PathBuf::from(String::from_utf8(out.stdout)?.trim()))
}

/// One row of the table.
struct Row {
    task: String,
    corpus: String,
    ours: Stats,
    peer: String,
    peer_stats: Option<Stats>,
    /// Multiply the peer's time by this to compare (1 unless it ran on a subset).
    peer_scale: f64,
    target: String,
    target_ratio: Option<f64>,
    target_secs: Option<f64>,
    target_mb: Option<u64>,
    note: String,
}

impl Row {
    fn ratio(&self) -> Option<f64> {
        self.peer_stats
            .as_ref()
            .map(|p| p.median() * self.peer_scale / self.ours.median())
    }
}

struct Report {
    rows: Vec<Row>,
    growth: Vec<Growth>,
    notes: Vec<String>,
}

// ---------------------------------------------------------------------------------------------
// The run.

fn run(args: Args) -> Result<()> {
    let me = std::env::current_exe()?.display().to_string();
    let docdrift = docdrift_bin()?;
    let runs = if args.quick { 1 } else { args.runs.max(1) };
    let started = chrono::Utc::now();
    let load_before = format!("{} ({})", load_avg(), busy_processes());
    let mut report = Report {
        rows: Vec::new(),
        growth: Vec::new(),
        notes: Vec::new(),
    };
    // A row that fails is reported as failed (with the error) and the run goes on: the
    // report still comes from one run, and says what is missing.
    let mut failed = Vec::new();
    let mut attempt = |n: u8, r: Result<()>| {
        if let Err(e) = r {
            eprintln!("row {n} FAILED: {e:#}");
            failed.push(format!("- **row {n} failed in this run:** {e:#}"));
        }
    };
    if args.rows.contains(&1) {
        attempt(1, row_counts(&args, &me, &docdrift, runs, &mut report));
    }
    if args.rows.contains(&2) {
        attempt(2, row_python(&args, &me, &docdrift, runs, &mut report));
    }
    if args.rows.contains(&3) {
        attempt(3, row_crawl(&docdrift, runs, &mut report));
    }
    if args.rows.contains(&4) {
        attempt(4, row_scan_check(&docdrift, runs, &mut report));
    }
    if args.rows.contains(&5) {
        attempt(5, hostile::row_hostile(&docdrift, &mut report));
    }
    if args.rows.contains(&6) {
        attempt(6, hostile::row_hostile_source(&docdrift, &mut report));
    }
    if !failed.is_empty() {
        report
            .notes
            .insert(0, format!("### Failed rows\n\n{}\n", failed.join("\n")));
    }
    let load_after = format!("{} ({})", load_avg(), busy_processes());
    let finished = chrono::Utc::now();
    let md = render(&args, &report, started, finished, &load_before, &load_after);
    println!("{md}");
    docdrift_core::core::atomic::write(&args.out, md.as_bytes())
        .with_context(|| format!("writing {}", args.out.display()))?;
    eprintln!("wrote {}", args.out.display());
    Ok(())
}

fn parse_counts(stdout: &str) -> Vec<(String, usize, usize)> {
    stdout
        .lines()
        .filter_map(|l| {
            let mut it = l.split('\t');
            let p = it.next()?;
            let h = it.next()?.strip_prefix("html=")?.parse().ok()?;
            let t = it.next()?.strip_prefix("text=")?.parse().ok()?;
            // Both sides print the phrase as a quoted literal ({:?} / {!r}).
            Some((p.trim_matches(['"', '\'']).to_string(), h, t))
        })
        .collect()
}

fn row_counts(
    args: &Args,
    me: &str,
    docdrift: &str,
    runs: usize,
    report: &mut Report,
) -> Result<()> {
    let docs = sysroot_docs()?;
    let files = fastpath::html_files(&docs)?;
    let bytes: u64 = files
        .iter()
        .map(|f| f.metadata().map(|m| m.len()).unwrap_or(0))
        .sum();
    eprintln!(
        "row 1: {} pages, {:.0} MB under {}",
        files.len(),
        bytes as f64 / 1e6,
        docs.display()
    );
    let phrases: Vec<String> = PHRASES.iter().map(|s| s.to_string()).collect();
    let docs_s = docs.display().to_string();
    let count_args = |dir: &str, json: bool| {
        let mut v = vec!["count".to_string(), dir.to_string()];
        for p in &phrases {
            v.push("-p".into());
            v.push(p.clone());
        }
        if json {
            v.extend(["--format".into(), "json".into()]);
        }
        v
    };

    // The commands a user runs: `docdrift count DIR -p …` (table, then JSON).
    let table_args = count_args(&docs_s, false);
    let json_file = tempfile::NamedTempFile::new()?;
    let json_args = count_args(&docs_s, true);
    // One untimed run first: whichever form ran first paid for reading 554 MB from disk (the
    // table's "2.41 s (1.47 s–3.35 s)" was one cold and one warm run, not a slower path).
    let warm = measure_to(docdrift, &json_args, None, &[0], Some(json_file.path()))?;
    eprintln!("  warm-up run (not timed): {:.2} s", warm.secs);
    let table = repeat(runs, "docdrift count (table)", || {
        measure(docdrift, &table_args, None)
    })?;
    let json = repeat(runs, "docdrift count --format json", || {
        measure_to(docdrift, &json_args, None, &[0], Some(json_file.path()))
    })?;
    let out: serde_json::Value = serde_json::from_slice(&std::fs::read(json_file.path())?)
        .context("docdrift count --format json printed invalid JSON")?;
    let our_counts: Vec<(String, usize, usize, usize)> = out["totals"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|t| {
                    let n = |k: &str| t[k].as_u64().unwrap_or(0) as usize;
                    (
                        t["phrase"].as_str().unwrap_or("").to_string(),
                        n("html"),
                        n("text"),
                        n("text_normalized"),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    // Page by page, what the CLI printed (pages without a hit are left out: all zeros).
    let mut cli_pages: BTreeMap<String, Vec<[usize; 3]>> = BTreeMap::new();
    for p in out["pages"].as_array().into_iter().flatten() {
        let counts = p["counts"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                let n = |i: usize| c[i].as_u64().unwrap_or(0) as usize;
                [n(0), n(1), n(2)]
            })
            .collect();
        cli_pages.insert(p["source"].as_str().unwrap_or("").to_string(), counts);
    }
    let dom_fallbacks = out["dom_fallbacks"].as_u64().unwrap_or(0);

    // Proof: the CLI's counts equal the DOM path (`count::PageAnalysis`, what `count` ran
    // before the fast path) on every page; and the fast visible text equals the DOM text.
    eprintln!("  comparing the CLI's counts with the DOM path on every page …");
    let patterns: Vec<Pattern> = phrases
        .iter()
        .map(|p| Pattern::Literal(p.clone()))
        .collect();
    let opts = CountOptions::default();
    let fast_ns = AtomicU64::new(0);
    let dom_ns = AtomicU64::new(0);
    let text_mismatch = AtomicUsize::new(0);
    let t0 = Instant::now();
    // Quick mode: every 16th page (a smoke test of the harness, said so in the notes).
    let proof_every = if args.quick { 16 } else { 1 };
    let proof_files: Vec<&PathBuf> = files.iter().step_by(proof_every).collect();
    let mut mismatches: Vec<String> = proof_files
        .par_iter()
        .filter_map(|f| {
            let f: &Path = f;
            let raw = match std::fs::read(f) {
                Ok(b) => b,
                Err(e) => return Some(format!("{}: unreadable: {e}", f.display())),
            };
            let (html, _) = docdrift_core::pages::fetch::decode_body(&raw, None);
            let a = Instant::now();
            let fast = fastpath::visible_text(&html);
            fast_ns.fetch_add(a.elapsed().as_nanos() as u64, Ordering::Relaxed);
            let a = Instant::now();
            let dom = PageAnalysis::new(&html);
            let want: Vec<[usize; 3]> = patterns
                .iter()
                .map(|p| {
                    let c = dom.count(p, &opts);
                    [c.html, c.text, c.text_normalized]
                })
                .collect();
            dom_ns.fetch_add(a.elapsed().as_nanos() as u64, Ordering::Relaxed);
            if fast != dom.visible_text() {
                text_mismatch.fetch_add(1, Ordering::Relaxed);
            }
            let rel = f.strip_prefix(&docs).unwrap_or(f).display().to_string();
            let got = cli_pages
                .get(&rel)
                .cloned()
                .unwrap_or_else(|| vec![[0; 3]; patterns.len()]);
            (got != want).then(|| format!("{rel}: CLI {got:?} vs DOM path {want:?}"))
        })
        .collect();
    mismatches.sort();
    let compare_secs = t0.elapsed().as_secs_f64();
    let fast_cpu = fast_ns.load(Ordering::Relaxed) as f64 / 1e9;
    let dom_cpu = dom_ns.load(Ordering::Relaxed) as f64 / 1e9;
    let text_mismatch = text_mismatch.load(Ordering::Relaxed);
    eprintln!(
        "  compared {} pages: {} count mismatches, {text_mismatch} text mismatches ({compare_secs:.1} s)",
        proof_files.len(),
        mismatches.len()
    );

    // ripgrep, raw bytes only (every match printed with -o, tallied here).
    let rg_args = |dir: &str| {
        let mut v: Vec<String> = [
            "-o",
            "-F",
            "--no-filename",
            "--no-line-number",
            "--no-ignore",
            "--hidden",
            "-g",
            "*.html",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        for p in &phrases {
            v.push("-e".into());
            v.push(p.clone());
        }
        v.push(dir.to_string());
        v
    };
    let rg_full = rg_args(&docs_s);
    let rg = repeat(runs, "rg -o", || measure("rg", &rg_full, None))?;
    let mut rg_counts: BTreeMap<&str, usize> = BTreeMap::new();
    for l in rg[0].stdout.lines() {
        *rg_counts.entry(l).or_default() += 1;
    }

    // BeautifulSoup, on the whole corpus or a deterministic subset (every Nth page).
    let every = if args.quick { 16 } else { args.bs_every.max(1) };
    let bs_runs = args.bs_runs.unwrap_or(runs);
    // Row 1's table and ratio are against the BeautifulSoup peer: it must run at least once.
    anyhow::ensure!(
        bs_runs > 0,
        "--bs-runs 0: row 1 needs the BeautifulSoup peer at least once (use --rows to skip row 1)"
    );
    let (subset_dir, bs_files, bs_bytes) = subset_tree(&docs, &files, every)?;
    let bs_dir = if every == 1 {
        docs.clone()
    } else {
        subset_dir.path().to_path_buf()
    };
    let bs_args = |dir: &Path| {
        let mut v = vec![
            args.peers.join("peer_count.py").display().to_string(),
            dir.display().to_string(),
        ];
        v.extend(phrases.iter().cloned());
        v
    };
    let bs_full = bs_args(&bs_dir);
    let bs = repeat(bs_runs, "peer_count.py (BeautifulSoup)", || {
        measure("python3", &bs_full, None)
    })?;
    drop(subset_dir);
    let bs_counts = parse_counts(&bs[0].stdout);
    let scale = bytes as f64 / bs_bytes.max(1) as f64;

    // Library path, labelled: the function `docdrift count` calls, without rendering.
    let mut lib_args = vec!["__count".to_string(), docs_s.clone()];
    lib_args.extend(phrases.iter().cloned());
    let lib = repeat(runs, "library pages::count::run::count_sources", || {
        measure(me, &lib_args, None)
    })?;

    // How cost grows: ¼ and ½ of the pages (every 4th / 2nd, hard links), one run each.
    let mut g_table = [0.0; 3];
    let mut g_json = [0.0; 3];
    let mut g_rg = [0.0; 3];
    let mut g_bs = [0.0; 3];
    for (i, every) in [4usize, 2].into_iter().enumerate() {
        let (dir, _, _) = subset_tree(&docs, &files, every)?;
        let d = dir.path().display().to_string();
        g_table[i] = measure(docdrift, &count_args(&d, false), None)?.secs;
        let sink = tempfile::NamedTempFile::new()?;
        g_json[i] = measure_to(
            docdrift,
            &count_args(&d, true),
            None,
            &[0],
            Some(sink.path()),
        )?
        .secs;
        g_rg[i] = measure("rg", &rg_args(&d), None)?.secs;
        if !args.quick && args.bs_every <= 1 {
            g_bs[i] = measure("python3", &bs_args(dir.path()), None)?.secs;
        }
        eprintln!(
            "  growth 1/{every}: table {:.2} s, json {:.2} s, rg {:.2} s",
            g_table[i], g_json[i], g_rg[i]
        );
    }
    let table_stats = Stats::of(&table);
    let json_stats = Stats::of(&json);
    g_table[2] = table_stats.median();
    g_json[2] = json_stats.median();
    g_rg[2] = Stats::of(&rg).median();
    g_bs[2] = Stats::of(&bs).median() * scale;

    let corpus = format!(
        "Rust docs: {} pages, {:.0} MB",
        files.len(),
        bytes as f64 / 1e6
    );
    let bs_note = if every == 1 {
        "whole corpus".to_string()
    } else {
        format!(
            "**subset**: every {every}th page ({bs_files} pages, {:.0} MB), time extrapolated ×{scale:.1} by bytes",
            bs_bytes as f64 / 1e6
        )
    };
    let table_lines = table[0].stdout.lines().count();
    let phrase_list = "`docdrift count DIR -p Vec -p Iterator … (10 phrases)`";
    report.rows.push(Row {
        task: format!("1. {phrase_list}: table (default output; {table_lines} lines printed)"),
        corpus: corpus.clone(),
        ours: table_stats.clone(),
        peer: format!("peer_count.py (BeautifulSoup+lxml; {bs_note})"),
        peer_stats: Some(Stats::of(&bs)),
        peer_scale: scale,
        target: "≥ 90×, ≤ 1.5 s, ≤ 100 MB".into(),
        target_ratio: Some(90.0),
        target_secs: Some(1.5),
        target_mb: Some(100),
        note: String::new(),
    });
    report.rows.push(Row {
        task: format!(
            "1b. same command with `--format json` ({:.1} MB printed)",
            json[0].out_bytes as f64 / 1e6
        ),
        corpus: corpus.clone(),
        ours: json_stats,
        peer: format!("peer_count.py (BeautifulSoup+lxml; {bs_note})"),
        peer_stats: Some(Stats::of(&bs)),
        peer_scale: scale,
        target: "≥ 90×, ≤ 1.5 s, ≤ 100 MB".into(),
        target_ratio: Some(90.0),
        target_secs: Some(1.5),
        target_mb: Some(100),
        note: String::new(),
    });
    report.rows.push(Row {
        task: "1c. the table command vs raw-only ripgrep".into(),
        corpus: corpus.clone(),
        ours: table_stats,
        peer: "`rg -o -F -e …` (raw bytes only, no text view)".into(),
        peer_stats: Some(Stats::of(&rg)),
        peer_scale: 1.0,
        target: "within 10× (ratio ≥ 0.1)".into(),
        target_ratio: Some(0.1),
        target_secs: None,
        target_mb: None,
        note: String::new(),
    });
    report.rows.push(Row {
        task: "1d. *library only, not a command:* `pages::count::run::count_sources` (what `docdrift count` calls: all three views, no output)".into(),
        corpus,
        ours: Stats::of(&lib),
        peer: "`rg -o -F -e …`".into(),
        peer_stats: Some(Stats::of(&rg)),
        peer_scale: 1.0,
        target: "—".into(),
        target_ratio: None,
        target_secs: None,
        target_mb: None,
        note: String::new(),
    });
    report.growth.push(Growth {
        row: "1. `docdrift count` table".into(),
        unit: "pages (every 4th, every 2nd, all)".into(),
        ours: g_table,
        peer: (g_bs[0] > 0.0).then(|| ("peer_count.py".to_string(), g_bs)),
    });
    report.growth.push(Growth {
        row: "1b. `docdrift count --format json`".into(),
        unit: "pages".into(),
        ours: g_json,
        peer: None,
    });
    report.growth.push(Growth {
        row: "1c. vs rg".into(),
        unit: "pages".into(),
        ours: g_table,
        peer: Some(("rg -o".into(), g_rg)),
    });

    // Notes: counts side by side and the equality proof.
    let mut n = String::new();
    writeln!(n, "### Row 1 details\n")?;
    writeln!(
        n,
        "**The CLI's counts = the DOM path, page by page:** {} pages compared, **{} mismatches**: \
         the html, text and normalised counts of all 10 phrases that `docdrift count --format json` printed \
         (pages it left out count as all zeros) against `count::PageAnalysis` (DOM, the path `count` used \
         before) run here on the same decoded page. Pages the CLI itself counted by the DOM path, \
         because the fast path reported an approximated tree rule: {dom_fallbacks}. Visible text, fast path vs DOM, byte \
         for byte: **{text_mismatch} mismatches**. CPU time over the corpus (summed over threads): fast \
         visible text {fast_cpu:.1} s; DOM analysis (parse, texts, counts with explanations) {dom_cpu:.1} s.\n",
        proof_files.len(),
        mismatches.len(),
    )?;
    for m in mismatches.iter().take(20) {
        writeln!(n, "- mismatch: {m}")?;
    }
    writeln!(n, "| phrase | docdrift html | docdrift text | docdrift normalised | BeautifulSoup html | BeautifulSoup text | rg -o |")?;
    writeln!(n, "|---|---:|---:|---:|---:|---:|---:|")?;
    for (i, p) in phrases.iter().enumerate() {
        let o = our_counts
            .get(i)
            .map(|c| (c.1, c.2, c.3))
            .unwrap_or((0, 0, 0));
        let b = bs_counts
            .iter()
            .find(|c| &c.0 == p)
            .map(|c| (c.1.to_string(), c.2.to_string()))
            .unwrap_or(("?".into(), "?".into()));
        writeln!(
            n,
            "| `{p}` | {} | {} | {} | {} | {} | {} |",
            o.0,
            o.1,
            o.2,
            b.0,
            b.1,
            rg_counts.get(p.as_str()).copied().unwrap_or(0)
        )?;
    }
    writeln!(
        n,
        "\nWhy the numbers differ (by design, not error): docdrift applies the token-boundary rule \
         (\"Vec\" inside \"VecDeque\" is not a hit) in every view; the peers count substrings. \
         BeautifulSoup's `get_text()` keeps `<title>`, `<head>` text, `<math>`, `<iframe>` and `<object>` content \
         that docdrift's visible text hides, and adds no line breaks. `rg -o` with several patterns reports \
         leftmost-first non-overlapping matches across all patterns. BeautifulSoup's counts above are for {}.\n",
        if every == 1 { "the whole corpus".to_string() } else { format!("its subset ({bs_files} pages)") }
    )?;
    writeln!(
        n,
        "What a person sees (`docdrift count` on the whole corpus, table, first run):\n\n```text"
    )?;
    for l in table[0].stdout.lines().take(60) {
        writeln!(n, "{l}")?;
    }
    writeln!(n, "```\n")?;
    report.notes.push(n);
    Ok(())
}

fn row_python(
    args: &Args,
    me: &str,
    docdrift: &str,
    runs: usize,
    report: &mut Report,
) -> Result<()> {
    let dir = python_stdlib()?;
    let files = py_files(&dir)?;
    let bytes: u64 = files
        .iter()
        .map(|f| f.metadata().map(|m| m.len()).unwrap_or(0))
        .sum();
    let dir_s = dir.display().to_string();
    eprintln!(
        "row 2: {} .py files, {:.0} MB under {dir_s}",
        files.len(),
        bytes as f64 / 1e6
    );
    // The command: `docdrift extract --format json FILE…` lists everything extractable
    // (relative paths, run from the corpus root, so the argument list stays short).
    let extract_args = |root: &Path, files: &[PathBuf]| {
        let mut v = vec!["extract".to_string(), "--format".into(), "json".into()];
        v.extend(
            files
                .iter()
                .map(|f| f.strip_prefix(root).unwrap_or(f).display().to_string()),
        );
        v
    };
    let sink = tempfile::NamedTempFile::new()?;
    let full_args = extract_args(&dir, &files);
    // Exit 3: some files are unreadable or not valid UTF-8 (reported, the rest is listed).
    let extract = repeat(runs, "docdrift extract --format json", || {
        measure_to(
            docdrift,
            &full_args,
            Some(&dir),
            &[0, 1, 3],
            Some(sink.path()),
        )
    })?;
    let extract_out = extract[0].out_bytes;
    let extract_code = extract[0].code;
    let list = repeat(runs, "library source::list", || {
        measure(me, &["__list".into(), dir_s.clone()], None)
    })?;
    let consts = repeat(runs, "library, peer definition on ruff", || {
        measure(me, &["__consts".into(), dir_s.clone()], None)
    })?;
    let peer_args = |d: &Path| {
        vec![
            args.peers.join("peer_consts.py").display().to_string(),
            d.display().to_string(),
        ]
    };
    let peer_full = peer_args(&dir);
    let peer = repeat(runs, "peer_consts.py", || {
        measure("python3", &peer_full, None)
    })?;
    let mut g_ours = [0.0; 3];
    let mut g_peer = [0.0; 3];
    for (i, every) in [4usize, 2].into_iter().enumerate() {
        let (sub, _, _) = subset_tree(&dir, &files, every)?;
        let sub_files = py_files(sub.path())?;
        let sink = tempfile::NamedTempFile::new()?;
        g_ours[i] = measure_to(
            docdrift,
            &extract_args(sub.path(), &sub_files),
            Some(sub.path()),
            &[0, 1, 3],
            Some(sink.path()),
        )?
        .secs;
        g_peer[i] = measure("python3", &peer_args(sub.path()), None)?.secs;
        eprintln!(
            "  growth 1/{every}: extract {:.2} s, peer {:.2} s",
            g_ours[i], g_peer[i]
        );
    }
    g_ours[2] = Stats::of(&extract).median();
    g_peer[2] = Stats::of(&peer).median();
    report.growth.push(Growth {
        row: "2. `docdrift extract`".into(),
        unit: ".py files (every 4th, every 2nd, all)".into(),
        ours: g_ours,
        peer: Some(("peer_consts.py".into(), g_peer)),
    });

    let corpus = format!(
        "Python {} stdlib + site-packages: {} files, {:.0} MB",
        tool_version("python3", "--version").trim_start_matches("Python "),
        files.len(),
        bytes as f64 / 1e6
    );
    report.rows.push(Row {
        task: format!(
            "2. `docdrift extract --format json FILE…` (inventory: every constant, default, dict entry, … with values; {:.0} MB printed, exit {extract_code})",
            extract_out as f64 / 1e6
        ),
        corpus: corpus.clone(),
        ours: Stats::of(&extract),
        peer: "peer_consts.py (CPython `ast`)".into(),
        peer_stats: Some(Stats::of(&peer)),
        peer_scale: 1.0,
        target: "≥ 10×".into(),
        target_ratio: Some(10.0),
        target_secs: None,
        target_mb: None,
        note: String::new(),
    });
    report.rows.push(Row {
        task: "2b. *library only:* `source::list` (same items, no output)".into(),
        corpus: corpus.clone(),
        ours: Stats::of(&list),
        peer: "peer_consts.py (CPython `ast`)".into(),
        peer_stats: Some(Stats::of(&peer)),
        peer_scale: 1.0,
        target: "—".into(),
        target_ratio: None,
        target_secs: None,
        target_mb: None,
        note: String::new(),
    });
    report.rows.push(Row {
        task: "2c. *library only:* the peer's definition on ruff's parser".into(),
        corpus,
        ours: Stats::of(&consts),
        peer: "peer_consts.py (CPython `ast`)".into(),
        peer_stats: Some(Stats::of(&peer)),
        peer_scale: 1.0,
        target: "same counts".into(),
        target_ratio: None,
        target_secs: None,
        target_mb: None,
        note: String::new(),
    });

    // Counts: totals, then file by file.
    let mut n = String::new();
    writeln!(n, "### Row 2 details\n")?;
    writeln!(n, "- peer_consts.py: `{}`", peer[0].stdout.trim())?;
    writeln!(
        n,
        "- docdrift, peer definition on ruff: `{}`",
        consts[0].stdout.trim()
    )?;
    writeln!(
        n,
        "- docdrift `source::list` (everything it extracts, by kind): {}",
        list[0]
            .stdout
            .lines()
            .map(|l| format!("`{}`", l.replace('\t', ": ")))
            .collect::<Vec<_>>()
            .join(", ")
    )?;
    let ours_pf = measure(
        me,
        &["__consts".into(), dir_s.clone(), "--per-file".into()],
        None,
    )?;
    let peer_pf = measure(
        "python3",
        &[
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("bench/peer_consts_perfile.py")
                .display()
                .to_string(),
            dir_s.clone(),
        ],
        None,
    )?;
    let parse = |s: &str| -> BTreeMap<String, (u64, u64, u64, u64)> {
        s.lines()
            .filter_map(|l| {
                let v: Vec<&str> = l.split('\t').collect();
                (v.len() == 5).then(|| {
                    let p = |i: usize| v[i].parse::<u64>().unwrap_or(0);
                    (v[0].to_string(), (p(1), p(2), p(3), p(4)))
                })
            })
            .collect()
    };
    let a = parse(&ours_pf.stdout);
    let b = parse(&peer_pf.stdout);
    let mut diffs = Vec::new();
    for (f, pv) in &b {
        match a.get(f) {
            None => diffs.push(format!("`{f}`: seen by the peer only")),
            Some(ov) if ov != pv => {
                let why = match (ov.3, pv.3) {
                    (1, 0) => {
                        let raw = std::fs::read(f).unwrap_or_default();
                        if std::str::from_utf8(&raw).is_err() {
                            "not UTF-8 (CPython honours the PEP 263 coding cookie; docdrift reads UTF-8 only)"
                        } else {
                            "ruff rejects it, CPython 3.11 parses it"
                        }
                    }
                    (0, 1) => {
                        let raw = std::fs::read(f).unwrap_or_default();
                        let top: String = String::from_utf8_lossy(&raw).lines().take(2).collect();
                        if top.contains("coding") {
                            "CPython rejects its PEP 263 coding cookie (unknown or mismatched encoding); ruff ignores cookies and parses the UTF-8 text"
                        } else {
                            "CPython 3.11 rejects it, ruff parses it"
                        }
                    }
                    _ => "same parse status, different items (see counts)",
                };
                diffs.push(format!(
                    "`{f}`: docdrift consts={} keys={} lines={} err={} vs peer consts={} keys={} lines={} err={} — {why}",
                    ov.0, ov.1, ov.2, ov.3, pv.0, pv.1, pv.2, pv.3
                ));
            }
            _ => {}
        }
    }
    for f in a.keys().filter(|f| !b.contains_key(*f)) {
        diffs.push(format!("`{f}`: seen by docdrift only"));
    }
    writeln!(
        n,
        "\nFile by file (constants, dict keys, sum of their line numbers, parse error), peer definition: \
         {} files compared, **{} differ**.\n",
        b.len(),
        diffs.len()
    )?;
    for d in &diffs {
        writeln!(n, "- {d}")?;
    }
    report.notes.push(n);
    Ok(())
}

/// A static file server for the docs on 127.0.0.1: HTTP/1.1 keep-alive, one thread per
/// connection, each response written with ONE write and TCP_NODELAY. (tiny_http writes headers
/// and body separately, which meets delayed ACKs: 40 ms per request on loopback, and both the
/// crawler and wget then measure the server, not themselves.)
struct StaticServer {
    port: u16,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    accept: Option<std::thread::JoinHandle<()>>,
}

impl StaticServer {
    fn start(root: PathBuf) -> Result<StaticServer> {
        let listener = std::net::TcpListener::bind("127.0.0.1:0")?;
        let port = listener.local_addr()?.port();
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stop2 = stop.clone();
        let accept = std::thread::spawn(move || {
            for conn in listener.incoming() {
                if stop2.load(Ordering::Relaxed) {
                    break;
                }
                let Ok(conn) = conn else { continue };
                let root = root.clone();
                std::thread::spawn(move || {
                    let _ = serve_conn(conn, &root);
                });
            }
        });
        Ok(StaticServer {
            port,
            stop,
            accept: Some(accept),
        })
    }
}

fn serve_conn(mut conn: std::net::TcpStream, root: &Path) -> std::io::Result<()> {
    use std::io::{Read, Write};
    conn.set_nodelay(true)?;
    conn.set_read_timeout(Some(std::time::Duration::from_secs(30)))?;
    let mut buf = Vec::with_capacity(8192);
    let mut chunk = [0u8; 8192];
    loop {
        // Read one request head.
        let head_end = loop {
            if let Some(i) = memchr::memmem::find(&buf, b"\r\n\r\n") {
                break i + 4;
            }
            let n = conn.read(&mut chunk)?;
            if n == 0 {
                return Ok(());
            }
            buf.extend_from_slice(&chunk[..n]);
        };
        let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
        buf.drain(..head_end);
        let mut parts = head.split_whitespace();
        let method = parts.next().unwrap_or("");
        let target = parts.next().unwrap_or("/");
        let close = head.to_ascii_lowercase().contains("connection: close")
            || head.starts_with("HTTP/1.0") && !head.to_ascii_lowercase().contains("keep-alive");
        let path = target.split(['?', '#']).next().unwrap_or("/");
        let rel = path.trim_start_matches('/');
        let mut file = root.join(rel);
        if file.is_dir() {
            file = file.join("index.html");
        }
        let (status, ct, body) = if rel.split('/').any(|s| s == "..") {
            ("400 Bad Request", "text/plain", Vec::new())
        } else {
            match std::fs::read(&file) {
                Ok(b) => {
                    let ct = match file.extension().and_then(|e| e.to_str()) {
                        Some("html") => "text/html; charset=utf-8",
                        Some("css") => "text/css",
                        Some("js") => "application/javascript",
                        Some("txt") => "text/plain",
                        Some("svg") => "image/svg+xml",
                        _ => "application/octet-stream",
                    };
                    ("200 OK", ct, b)
                }
                Err(_) => ("404 Not Found", "text/plain", Vec::new()),
            }
        };
        let mut resp = format!(
            "HTTP/1.1 {status}\r\nContent-Type: {ct}\r\nContent-Length: {}\r\n{}\r\n",
            body.len(),
            if close { "Connection: close\r\n" } else { "" }
        )
        .into_bytes();
        if method != "HEAD" {
            resp.extend_from_slice(&body);
        }
        conn.write_all(&resp)?;
        if close {
            return Ok(());
        }
    }
}

impl Drop for StaticServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        // Wake the accept loop so it sees the flag.
        let _ = std::net::TcpStream::connect(("127.0.0.1", self.port));
        if let Some(t) = self.accept.take() {
            let _ = t.join();
        }
    }
}

fn count_html(dir: &Path) -> usize {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_file())
        .count()
}

fn row_crawl(docdrift: &str, runs: usize, report: &mut Report) -> Result<()> {
    let docs = sysroot_docs()?;
    let server = StaticServer::start(docs.clone())?;
    let url = format!("http://127.0.0.1:{}/std/index.html", server.port);
    eprintln!("row 3: crawling {url}");
    let std_files = fastpath::html_files(&docs.join("std"))?;
    let std_bytes: u64 = std_files
        .iter()
        .map(|f| f.metadata().map(|m| m.len()).unwrap_or(0))
        .sum();
    let (proof_pages, proof_streamed, proof_diffs) = prove_crawl_read(&docs, &std_files)?;
    eprintln!(
        "  crawl read proof: {proof_streamed} of {proof_pages} std/ pages without a DOM, {} differing",
        proof_diffs.len()
    );
    // Every store and wget tree stays until the row ends: removing thousands of files just
    // before the next run makes ext4 (without a journal, as here) skip the recently freed
    // inodes one by one when the next run creates files, which charged the delete to
    // whichever side ran next.
    let keep = std::cell::RefCell::new(Vec::new());
    let crawl = |max_pages: Option<usize>| -> Result<Run> {
        let store = tempfile::tempdir()?;
        let mut a = vec![
            "crawl".to_string(),
            url.clone(),
            "--snapshots".into(),
            store.path().display().to_string(),
            "--format".into(),
            "json".into(),
        ];
        if let Some(n) = max_pages {
            a.extend(["--max-pages".into(), n.to_string()]);
        }
        // Exit 1/3: some pages failed (404 links); that is a result, not a failure.
        let r = measure_ok(docdrift, &a, None, &[0, 1, 3]);
        keep.borrow_mut().push(store);
        r
    };
    let wget = |quota: Option<u64>| -> Result<(Run, usize)> {
        let dir = tempfile::tempdir()?;
        let mut a = vec![
            "-r".to_string(),
            "-np".into(),
            "-l".into(),
            "inf".into(),
            "-q".into(),
            "-P".into(),
            dir.path().display().to_string(),
        ];
        if let Some(q) = quota {
            a.push(format!("--quota={q}"));
        }
        a.push(url.clone());
        // wget exits 8 when some link was a 404; that is a result, not a failure.
        let r = measure_ok("wget", &a, None, &[0, 8])?;
        let files = count_html(dir.path());
        keep.borrow_mut().push(dir);
        Ok((r, files))
    };
    let mut summary = String::new();
    let ours = repeat(runs, "docdrift crawl", || {
        let r = crawl(None)?;
        summary = r.stdout.chars().take(400).collect();
        Ok(r)
    })?;
    let mut wget_files = 0;
    let peer = repeat(runs, "wget -r -np", || {
        let (r, n) = wget(None)?;
        wget_files = n;
        Ok(r)
    })?;
    let mut g_ours = [0.0; 3];
    let mut g_peer = [0.0; 3];
    for (i, div) in [4u64, 2].into_iter().enumerate() {
        g_ours[i] = crawl(Some(std_files.len() / div as usize))?.secs;
        g_peer[i] = wget(Some(std_bytes / div))?.0.secs;
        eprintln!(
            "  growth 1/{div}: crawl {:.2} s, wget {:.2} s",
            g_ours[i], g_peer[i]
        );
    }
    drop(server);
    drop(keep);
    g_ours[2] = Stats::of(&ours).median();
    g_peer[2] = Stats::of(&peer).median();
    report.growth.push(Growth {
        row: "3. `docdrift crawl`".into(),
        unit: "pages (`--max-pages` N/4, N/2; wget `--quota` bytes/4, bytes/2)".into(),
        ours: g_ours,
        peer: Some(("wget".into(), g_peer)),
    });
    report.rows.push(Row {
        task: "3. `docdrift crawl URL --snapshots DIR` of std/ from a loopback static server"
            .into(),
        corpus: format!("std/: {} .html files on disk", std_files.len()),
        ours: Stats::of(&ours),
        peer: "`wget -r -np -l inf`".into(),
        peer_stats: Some(Stats::of(&peer)),
        peer_scale: 1.0,
        target: "≥ 7×".into(),
        target_ratio: Some(7.0),
        target_secs: None,
        target_mb: None,
        note: String::new(),
    });
    report.notes.push(format!(
        "### Row 3 details\n\n- docdrift crawl (default options: 4 workers, 2 per host, robots.txt and sitemaps read, \
         snapshots + records written atomically), start of its JSON summary: `{}`\n- wget: {wget_files} files saved.\n\
         - Proof of the crawl's read (before timing): `crawl::read_body` — the streaming link scanner and \
         fast visible text, with the DOM where the scanner gives up — equals the DOM path (`links::extract_dom`, \
         distinct hrefs in order; `SnapshotRecord::from_response`) on {proof_pages} std/ pages, \
         {proof_streamed} of them read without a DOM; differing: {}.\n\
         - Stores and wget trees are removed after the row, not between runs (see docs/crawl-perf.md).\n",
        summary.replace('\n', " "),
        if proof_diffs.is_empty() {
            "none".to_string()
        } else {
            format!("{} ({})", proof_diffs.len(), proof_diffs.iter().take(10).cloned().collect::<Vec<_>>().join(", "))
        }
    ));
    Ok(())
}

/// Row 3's proof: the crawl's read of every page (links, record) equals the DOM path.
/// Returns (pages, pages read without a DOM, pages that differ).
fn prove_crawl_read(docs: &Path, files: &[PathBuf]) -> Result<(usize, usize, Vec<String>)> {
    use docdrift_core::crawl::{links, read_body};
    use docdrift_core::pages::snapshot::SnapshotRecord;
    let distinct = |v: &[String]| {
        let mut seen = std::collections::HashSet::new();
        v.iter()
            .filter(|h| seen.insert(*h))
            .cloned()
            .collect::<Vec<_>>()
    };
    let results: Vec<Result<(bool, Option<String>)>> = files
        .par_iter()
        .map(|f| {
            let body = std::fs::read(f)?;
            let rel = f.strip_prefix(docs)?.to_string_lossy().replace('\\', "/");
            let url = format!("http://127.0.0.1:9/{rel}");
            let resp = docdrift_core::pages::fetch::FetchResponse {
                url: url.clone(),
                final_url: url.clone(),
                redirects: vec![],
                status: 200,
                fetched_at: chrono::Utc::now(),
                elapsed_ms: 0,
                headers: BTreeMap::new(),
                content_type: Some("text/html; charset=utf-8".into()),
                body,
            };
            let page = url::Url::parse(&url)?;
            let sha = docdrift_core::core::hash::sha256_hex(&resp.body);
            let read = read_body(&resp, &page, sha, true);
            let html = String::from_utf8_lossy(&resp.body);
            let (base, hrefs) = links::extract_dom(&html, &page);
            let same = read.base == base
                && distinct(&read.hrefs) == distinct(&hrefs)
                && read.record.as_ref() == Some(&SnapshotRecord::from_response(&resp));
            Ok((read.streamed, (!same).then_some(rel)))
        })
        .collect();
    let mut streamed = 0;
    let mut diffs = Vec::new();
    for r in results {
        let (s, d) = r?;
        streamed += usize::from(s);
        diffs.extend(d);
    }
    Ok((files.len(), streamed, diffs))
}

/// A Rust source tree for `scan`: the std sources when `rust-src` is installed, else the
/// largest std-related crate in the cargo registry (hashbrown is std's HashMap).
fn rust_checkout() -> Result<(PathBuf, String)> {
    let out = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()?;
    let sysroot = PathBuf::from(String::from_utf8(out.stdout)?.trim());
    let std_src = sysroot.join("lib/rustlib/src/rust/library/std");
    if std_src.is_dir() {
        return Ok((std_src, "std sources (rust-src)".into()));
    }
    let home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|_| std::env::var("HOME").map(|h| PathBuf::from(h).join(".cargo")))?;
    let mut found: Vec<PathBuf> = std::fs::read_dir(home.join("registry/src"))
        .into_iter()
        .flatten()
        .flatten()
        .flat_map(|idx| {
            std::fs::read_dir(idx.path())
                .into_iter()
                .flatten()
                .flatten()
        })
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("hashbrown-"))
        })
        .collect();
    found.sort();
    match found.pop() {
        Some(p) => {
            let name = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            Ok((
                p,
                format!("{name} from the cargo registry (rust-src is not installed)"),
            ))
        }
        None => bail!("no Rust source tree: rustup component add rust-src"),
    }
}

fn row_scan_check(docdrift: &str, runs: usize, report: &mut Report) -> Result<()> {
    let docs = sysroot_docs()?.join("std");
    let files = fastpath::html_files(&docs)?;
    let (checkout, checkout_note) = rust_checkout()?;
    eprintln!(
        "row 4: scan {} against {}",
        docs.display(),
        checkout.display()
    );
    let work = tempfile::tempdir()?;
    let scan = |dir: &Path, claims: &Path| -> Result<Run> {
        let a = vec![
            "scan".to_string(),
            "--docs".into(),
            dir.display().to_string(),
            "--checkout".into(),
            checkout.display().to_string(),
            "--format".into(),
            "json".into(),
            "--write-claims".into(),
            claims.display().to_string(),
        ];
        let sink = tempfile::NamedTempFile::new()?;
        // Exit 1: drift found (the point of the command), 3: some pages unavailable.
        measure_to(docdrift, &a, None, &[0, 1, 3], Some(sink.path()))
    };
    let claims_full = work.path().join("claims-all.toml");
    let ours = repeat(runs, "docdrift scan", || scan(&docs, &claims_full))?;
    let mut g_scan = [0.0; 3];
    let mut claims_parts = Vec::new();
    for (i, every) in [4usize, 2].into_iter().enumerate() {
        let (sub, _, _) = subset_tree(&docs, &files, every)?;
        let c = work.path().join(format!("claims-{every}.toml"));
        g_scan[i] = scan(sub.path(), &c)?.secs;
        claims_parts.push(c);
        eprintln!("  growth 1/{every}: scan {:.2} s", g_scan[i]);
    }
    g_scan[2] = Stats::of(&ours).median();
    report.growth.push(Growth {
        row: "4. `docdrift scan`".into(),
        unit: "std/ pages (every 4th, every 2nd, all)".into(),
        ours: g_scan,
        peer: None,
    });
    let claims_text = std::fs::read_to_string(&claims_full).unwrap_or_default();
    let n_claims = claims_text.matches("[[claim]]").count();
    report.rows.push(Row {
        task: format!(
            "4. `docdrift scan --docs std/ --checkout SRC` ({n_claims} draft claims written)"
        ),
        corpus: format!("{} std/ pages; checkout: {checkout_note}", files.len()),
        ours: Stats::of(&ours),
        peer: "— (no peer: nothing else does this)".into(),
        peer_stats: None,
        peer_scale: 1.0,
        target: "≤ 3 s, ≤ 300 MB".into(),
        target_ratio: None,
        target_secs: Some(3.0),
        target_mb: Some(300),
        note: String::new(),
    });

    // Row 5: a large generated claims file: every std/ page × 4 phrases, each pinning its
    // html count to 1 (most disagree: the point is the evaluation work, every verdict is
    // computed and printed). Pages are local files named by absolute path.
    let gen_claims = |every: usize, out: &Path| -> Result<usize> {
        let mut t =
            String::from("version = 1\n\n[target]\nname = \"std docs (generated)\"\n\n[pages]\n");
        let pages: Vec<&PathBuf> = files.iter().step_by(every).collect();
        for (i, f) in pages.iter().enumerate() {
            writeln!(t, "p{i} = {:?}", f.display().to_string())?;
        }
        let mut n = 0;
        for i in 0..pages.len() {
            for (j, phrase) in ["unsafe", "Stable since", "&mut self", "Panics"]
                .iter()
                .enumerate()
            {
                writeln!(
                    t,
                    "\n[[claim]]\nid = \"p{i}-{j}\"\nsays = \"page {i} has {phrase} once in its HTML\"\ndocs = {{ page = \"p{i}\", phrase = {phrase:?}, html = 1 }}"
                )?;
                n += 1;
            }
        }
        std::fs::write(out, t)?;
        Ok(n)
    };
    let check = |claims: &Path| -> Result<Run> {
        let a = vec![
            "check".to_string(),
            "--claims".into(),
            claims.display().to_string(),
            "--snapshots".into(),
            work.path().join("snapshots").display().to_string(),
            // The pages are local files outside the project: name their root, as a user must.
            "--docs-root".into(),
            docs.display().to_string(),
            "--format".into(),
            "json".into(),
        ];
        let sink = tempfile::NamedTempFile::new()?;
        // Exit 1: disagreements (expected here), 3: some claims could not be evaluated.
        measure_to(docdrift, &a, None, &[0, 1], Some(sink.path()))
    };
    let claims_gen = work.path().join("generated-all.toml");
    let n_gen = gen_claims(1, &claims_gen)?;
    let gen_mb = claims_gen.metadata()?.len() as f64 / 1e6;
    eprintln!("row 5: check {n_gen} generated claims");
    let ours = repeat(runs, "docdrift check", || check(&claims_gen))?;
    let mut g_check = [0.0; 3];
    for (i, every) in [4usize, 2].into_iter().enumerate() {
        let c = work.path().join(format!("generated-{every}.toml"));
        gen_claims(every, &c)?;
        g_check[i] = check(&c)?.secs;
        eprintln!("  growth 1/{every}: check {:.2} s", g_check[i]);
    }
    g_check[2] = Stats::of(&ours).median();
    report.growth.push(Growth {
        row: "5. `docdrift check`".into(),
        unit: "claims on every 4th, every 2nd, every std/ page".into(),
        ours: g_check,
        peer: None,
    });
    report.rows.push(Row {
        task: format!(
            "5. `docdrift check --claims FILE --format json` on a generated claims file ({n_gen} phrase-count claims, 4 per std/ page, {gen_mb:.1} MB; exit {})",
            ours[0].code
        ),
        corpus: format!("{} std/ pages as local files", files.len()),
        ours: Stats::of(&ours),
        peer: "— (no peer)".into(),
        peer_stats: None,
        peer_scale: 1.0,
        target: "—".into(),
        target_ratio: None,
        target_secs: None,
        target_mb: None,
        note: String::new(),
    });
    drop(claims_parts);
    Ok(())
}

fn render(
    args: &Args,
    report: &Report,
    started: chrono::DateTime<chrono::Utc>,
    finished: chrono::DateTime<chrono::Utc>,
    load_before: &str,
    load_after: &str,
) -> String {
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let mut s = String::new();
    let _ = writeln!(s, "# Benchmarks\n");
    let _ = writeln!(
        s,
        "Generated by `cargo run --release --example bench{}` from {} to {} UTC, one run of the harness. \
         Machine: {cores} cores ({}). **Load** (1/5/15-min load average, and other processes above 5 % CPU), \
         before: {load_before}; after: {load_after}. Absolute times move with the \
         machine and its load (other work may share it); every row ran back to back with its peer, so \
         ratios are fairer than times. Every docdrift cell is the `docdrift` command a user runs, as a \
         child process (rows marked *library only* call a library function from the harness instead). \
         Times are wall-clock medians (min–max) of child processes; peak memory is `/usr/bin/time -v` \
         maximum RSS.{}\n",
        // The arguments as given, so the run can be repeated exactly.
        std::env::args()
            .skip(1)
            .fold(String::new(), |acc, a| if acc.is_empty() { format!(" -- {a}") } else { format!("{acc} {a}") }),
        started.format("%Y-%m-%d %H:%M"),
        finished.format("%H:%M"),
        cpu_model(),
        if args.quick { " **Quick mode: 1 run per side — a smoke test, not a result.**" } else { "" }
    );
    let _ = writeln!(
        s,
        "| task | corpus | docdrift | peak RSS | peer | peer time | peer RSS | ratio (peer/docdrift) | target | met? |"
    );
    let _ = writeln!(s, "|---|---|---|---:|---|---|---:|---:|---|---|");
    for r in &report.rows {
        let ratio = r.ratio();
        let ok_ratio = match (r.target_ratio, ratio) {
            (Some(t), Some(x)) => x >= t,
            (Some(_), None) => false,
            (None, _) => true,
        };
        let ok_secs = r.target_secs.is_none_or(|t| r.ours.median() <= t);
        let ok_mem = r.target_mb.is_none_or(|m| r.ours.rss_kb <= m * 1024);
        let has_target =
            r.target_ratio.is_some() || r.target_secs.is_some() || r.target_mb.is_some();
        let (peer_time, peer_rss) = match &r.peer_stats {
            Some(p) if r.peer_scale != 1.0 => (
                format!(
                    "{} on the subset → **{} extrapolated**",
                    p.cell(),
                    secs(p.median() * r.peer_scale)
                ),
                mb(p.rss_kb),
            ),
            Some(p) => (p.cell(), mb(p.rss_kb)),
            None => ("—".into(), "—".into()),
        };
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.task,
            r.corpus,
            r.ours.cell(),
            if r.note.is_empty() {
                mb(r.ours.rss_kb)
            } else {
                format!("{} ({})", mb(r.ours.rss_kb), r.note)
            },
            r.peer,
            peer_time,
            peer_rss,
            ratio
                .map(|x| format!("{x:.1}×"))
                .unwrap_or_else(|| "—".into()),
            r.target,
            if !has_target {
                "—"
            } else if ok_ratio && ok_secs && ok_mem {
                "yes"
            } else {
                "**no**"
            }
        );
    }
    if !report.growth.is_empty() {
        let _ = writeln!(
            s,
            "\n### How cost grows\n\nWall time at ¼ · ½ · all of each corpus (one run each for ¼ and ½; \"all\" is the \
             median above). *Shape* = time(all) / (4 × time(¼)): 1.00 is linear, below 1 means fixed \
             start-up cost dominates the quarter, above 1 means worse than linear.\n"
        );
        let _ = writeln!(s, "| row | corpus fractions | docdrift ¼ · ½ · all | shape | peer | peer ¼ · ½ · all | peer shape |");
        let _ = writeln!(s, "|---|---|---|---:|---|---|---:|");
        for g in &report.growth {
            let (pn, pc, ps) = match &g.peer {
                Some((n, t)) => (n.clone(), Growth::cells(t), Growth::shape(t)),
                None => ("—".into(), "—".into(), "—".into()),
            };
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {pn} | {pc} | {ps} |",
                g.row,
                g.unit,
                Growth::cells(&g.ours),
                Growth::shape(&g.ours)
            );
        }
    }
    let _ = writeln!(
        s,
        "\nTools: {}; {}; {}; {}.\n",
        tool_version("rg", "--version"),
        tool_version("wget", "--version"),
        tool_version("python3", "--version"),
        tool_version("rustc", "--version"),
    );
    for n in &report.notes {
        let _ = writeln!(s, "{n}");
    }
    let analysis = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/analysis.md");
    if let Ok(a) = std::fs::read_to_string(&analysis) {
        let _ = writeln!(s, "{a}");
    }
    s
}
