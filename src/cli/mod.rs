//! Command-line surface: one file per subcommand, each with its `Args` and a
//! `run` that returns an [`Exit`]. Flags are parsed here; the work is done by
//! the library modules the subcommand calls.

use clap::{Parser, Subcommand};

pub mod check;
pub mod count;
pub mod crawl;
pub mod diff;
pub mod evidence;
pub mod extract;
pub mod fetch;
pub mod provenance;
pub mod scan;
pub mod serve;
pub mod strings;
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
    #[command(subcommand)]
    pub command: Command,
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
    /// Print provenance (size, hashes, git) of files.
    Provenance(provenance::Args),
    /// Evaluate claims files: report every disagreement between docs and code.
    Check(check::Args),
    /// Find values the docs state for names the code defines, with no claims file.
    Scan(scan::Args),
    /// Serve a directory over HTTP on loopback (for refreshing demo snapshots).
    Serve(serve::Args),
}

/// Run one parsed command line.
pub fn run(cli: Cli) -> anyhow::Result<Exit> {
    match cli.command {
        Command::Fetch(a) => fetch::run(a),
        Command::Text(a) => text::run(a),
        Command::Count(a) => count::run(a),
        Command::Crawl(a) => crawl::run(a),
        Command::Diff(a) => diff::run(a),
        Command::Evidence(a) => evidence::run(a),
        Command::Extract(a) => extract::run(a),
        Command::Strings(a) => strings::run(a),
        Command::Provenance(a) => provenance::run(a),
        Command::Check(a) => check::run(a),
        Command::Scan(a) => scan::run(a),
        Command::Serve(a) => serve::run(a),
    }
}
