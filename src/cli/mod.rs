//! Command-line surface: one file per subcommand, each with its `Args` and a
//! `run` that returns an [`Exit`]. Flags are parsed here; the work is done by
//! the library modules the subcommand calls.

use std::io::IsTerminal;
use std::sync::OnceLock;

use clap::{Parser, Subcommand};

pub mod check;
pub mod contains;
pub mod count;
pub mod crawl;
pub mod diff;
pub mod evidence;
pub mod extract;
pub mod fetch;
pub mod init;
pub mod provenance;
pub mod repo;
pub mod scan;
pub mod scan_accept;
mod scan_since;
pub mod serve;
pub mod shell;
pub mod stdin;
pub mod strings;
pub mod structure;
pub mod text;

/// Process exit codes, documented in the README.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Everything agreed / the command did what was asked.
    Ok = 0,
    /// At least one disagreement (check, scan) or a failed page/selector.
    Drift = 1,
    /// Invalid claims file, selector or usage.
    Usage = 2,
    /// Evidence unavailable: a snapshot, page or source file could not be read.
    Unavailable = 3,
}

impl From<Exit> for std::process::ExitCode {
    fn from(e: Exit) -> Self {
        std::process::ExitCode::from(e as u8)
    }
}

#[derive(Debug, Parser)]
#[command(
    name = "docdrift",
    version,
    about = "Audit documentation against the code it describes"
)]
pub struct Cli {
    /// When to colour output: auto (a terminal, unless NO_COLOR is set),
    /// always (also when piped; CLICOLOR_FORCE=1 does the same) or never.
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "WHEN",
        default_value_t = ColorChoice::Auto
    )]
    pub color: ColorChoice,
    /// Print no warnings or notes on stderr (failed page refreshes, skipped
    /// files, request logs); reports, errors and exit codes are unchanged.
    #[arg(long, short = 'q', global = true, conflicts_with = "verbose")]
    pub quiet: bool,
    /// Show more: every claim/finding with its evidence (check, evidence,
    /// scan, diff) or every hit explained (count).
    #[arg(long, short = 'v', global = true)]
    pub verbose: bool,
    #[command(subcommand)]
    pub command: Command,
}

/// `--color WHEN`, shared by every command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

/// The choice made on the command line; set once by [`run`]. A process-wide
/// value because every subcommand (and the library's renderers behind them)
/// must agree, and threading it through every `Args` would not add safety.
static COLOR: OnceLock<ColorChoice> = OnceLock::new();

/// `-q`/`-v` as given, set once by [`run`] like [`COLOR`]: every command
/// reads them from here, so they mean the same thing everywhere.
static LOUDNESS: OnceLock<(bool, bool)> = OnceLock::new();

/// `-q`: say no warnings or notes on stderr.
pub fn quiet() -> bool {
    LOUDNESS.get().is_some_and(|l| l.0)
}

/// `-v`: show everything, with evidence.
pub fn verbose() -> bool {
    LOUDNESS.get().is_some_and(|l| l.1)
}

/// Whether to write ANSI colours to a stream that is (`is_tty`) or is not a
/// terminal. A flag beats the environment (the NO_COLOR convention says so);
/// under `auto`, NO_COLOR (non-empty) turns colour off, CLICOLOR_FORCE
/// (non-empty, not `0`) turns it on even when piped, and `TERM=dumb` off.
pub fn use_color(is_tty: bool) -> bool {
    let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
    match COLOR.get().copied().unwrap_or_default() {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            if var("NO_COLOR").is_some() {
                false
            } else if var("CLICOLOR_FORCE").is_some_and(|v| v != "0") {
                true
            } else {
                is_tty && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
            }
        }
    }
}

/// [`use_color`] for standard output.
pub fn stdout_color() -> bool {
    use_color(std::io::stdout().is_terminal())
}

/// Columns tables wrap to on standard output: `$COLUMNS` when set (an
/// explicit request), else the terminal's real width, else 100 (piped to a
/// file, a pager or a CI log).
pub fn stdout_width() -> u16 {
    terminal_width().unwrap_or(docdrift_core::report::DEFAULT_WIDTH)
}

/// `$COLUMNS` when set, else the real width when standard output is a
/// terminal; `None` when piped. Tables whose piped output is meant for
/// grep (`diff`, `strings`) wrap only when this is known.
pub fn terminal_width() -> Option<u16> {
    if let Some(n) = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<u16>().ok())
        .filter(|n| *n >= 20)
    {
        return Some(n);
    }
    if std::io::stdout().is_terminal() {
        return comfy_table::Table::new().width().filter(|w| *w >= 20);
    }
    None
}

/// A table for standard output, the same for every command: wrapped to
/// the terminal's width (`$COLUMNS`; unwrapped when piped), headers bold
/// when colour is on (`--color`, NO_COLOR, CLICOLOR_FORCE). Built by
/// [`docdrift_core::report::style::table`].
pub fn new_table<S: ToString>(header: &[S]) -> comfy_table::Table {
    docdrift_core::report::style::table(header, terminal_width(), stdout_color())
}

/// `s` painted in `tone` when standard output gets colour.
pub fn paint(s: &str, tone: docdrift_core::report::style::Tone) -> String {
    docdrift_core::report::style::paint(s, tone, stdout_color())
}

/// A table cell painted in `tone` when standard output gets colour.
pub fn cell(s: impl ToString, tone: docdrift_core::report::style::Tone) -> comfy_table::Cell {
    docdrift_core::report::style::cell(s, tone, stdout_color())
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Fetch pages and store them as snapshots.
    Fetch(fetch::Args),
    /// Print the visible text of a page, snapshot or file.
    Text(text::Args),
    /// Count phrases in the HTML and in the visible text, and explain differences.
    Count(count::Args),
    /// Crawl a docs site into snapshots (sitemap + links, polite, incremental).
    Crawl(crawl::Args),
    /// Compare each page's latest snapshot with the previous one and classify the change.
    Diff(diff::Args),
    /// Write the "What I measured" block for a post from the claims' evidence.
    Evidence(evidence::Args),
    /// Read values out of Python, Rust, YAML, TOML and JSON by selector.
    Extract(extract::Args),
    /// Search string literals (not comments, not code) in source files.
    Strings(strings::Args),
    /// Where a name, attribute or struct field is assigned (Python, Rust), with the function.
    Where(structure::WhereArgs),
    /// The calls a function makes (or whether it calls CALLEE), with their lines.
    Calls(structure::CallsArgs),
    /// The functions that call CALLEE across a file or tree.
    Callers(structure::CallersArgs),
    /// Which commit (or the one that introduced a string), and which tags contain it.
    Contains(contains::Args),
    /// Print provenance (size, hashes, git) of files.
    Provenance(provenance::Args),
    /// Evaluate claims files: report every disagreement between docs and code.
    Check(check::Args),
    /// Find values the docs state for names the code defines, with no claims file.
    Scan(scan::Args),
    /// Start a project: a commented docdrift.toml and a starter claims file (never overwrites).
    Init(init::Args),
    /// Serve a directory over HTTP on loopback (for refreshing demo snapshots).
    Serve(serve::Args),
    /// Print shell completions (bash, zsh, fish, elvish, powershell).
    Completions(shell::CompletionsArgs),
    /// Print the manual page, or write one per command with --out-dir.
    Man(shell::ManArgs),
}

/// Run one parsed command line.
pub fn run(cli: Cli) -> anyhow::Result<Exit> {
    let _ = COLOR.set(cli.color);
    let _ = LOUDNESS.set((cli.quiet, cli.verbose));
    match cli.command {
        Command::Fetch(a) => fetch::run(a),
        Command::Text(a) => text::run(a),
        Command::Count(a) => count::run(a),
        Command::Crawl(a) => crawl::run(a),
        Command::Diff(a) => diff::run(a),
        Command::Evidence(a) => evidence::run(a),
        Command::Extract(a) => extract::run(a),
        Command::Strings(a) => strings::run(a),
        Command::Where(a) => structure::run_where(a),
        Command::Calls(a) => structure::run_calls(a),
        Command::Callers(a) => structure::run_callers(a),
        Command::Contains(a) => contains::run(a),
        Command::Provenance(a) => provenance::run(a),
        Command::Check(a) => check::run(a),
        Command::Scan(a) => scan::run(a),
        Command::Init(a) => init::run(a),
        Command::Serve(a) => serve::run(a),
        Command::Completions(a) => shell::completions(a),
        Command::Man(a) => shell::man(a),
    }
}

/// `--format` of `check`: the library's [`report::Format`] (which knows nothing of clap) as
/// clap's possible values, with each one's help line.
pub fn report_format() -> impl clap::builder::TypedValueParser<Value = docdrift_core::report::Format>
{
    use clap::builder::TypedValueParser as _;
    use docdrift_core::report::Format;
    let values =
        Format::ALL.map(|f| clap::builder::PossibleValue::new(f.as_str()).help(f.description()));
    clap::builder::PossibleValuesParser::new(values).map(|s| {
        s.parse::<Format>()
            .expect("clap accepts only the listed names")
    })
}

/// `--format` of `evidence`, as [`report_format`] does it for `check`.
pub fn evidence_format(
) -> impl clap::builder::TypedValueParser<Value = docdrift_core::report::evidence::EvidenceFormat> {
    use clap::builder::TypedValueParser as _;
    use docdrift_core::report::evidence::EvidenceFormat;
    clap::builder::PossibleValuesParser::new(EvidenceFormat::ALL.map(|f| f.as_str())).map(|s| {
        EvidenceFormat::ALL
            .into_iter()
            .find(|f| f.as_str() == s)
            .expect("clap accepts only the listed names")
    })
}
