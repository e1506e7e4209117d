//! `docdrift crawl URL`: crawl a docs site into snapshots and print a
//! summary (text or JSON). Flags map one-to-one onto
//! [`docdrift_core::crawl::CrawlOptions`]; the work is in [`docdrift_core::crawl`].

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;

use super::Exit;
use docdrift_core::crawl::start::check_start_and_scope;
use docdrift_core::crawl::{CrawlOptions, QueryMode};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Where to start (fetched whatever the filters say).
    pub url: String,
    /// URL or path prefix pages must lie under [default: the start URL's directory].
    #[arg(long, value_name = "PREFIX")]
    pub scope: Option<String>,
    /// Snapshot directory.
    #[arg(long, value_name = "DIR", default_value = "snapshots")]
    pub snapshots: PathBuf,
    /// Most distinct pages to crawl.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub max_pages: usize,
    /// Most link hops from the start URL or a sitemap entry.
    #[arg(long, value_name = "N", default_value_t = 50)]
    pub max_depth: u32,
    /// Only crawl URLs matching this regex (repeatable; any may match).
    #[arg(long, value_name = "RE")]
    pub include: Vec<String>,
    /// Skip URLs matching this regex (repeatable).
    #[arg(long, value_name = "RE")]
    pub exclude: Vec<String>,
    /// Worker threads.
    #[arg(long, value_name = "N", default_value_t = 4)]
    pub concurrency: usize,
    /// Requests in flight per host.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub per_host: usize,
    /// Minimum milliseconds between request starts on one host (robots.txt
    /// Crawl-delay raises it).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub interval_ms: u64,
    /// Retries of a transient failure (timeout, dropped connection, 429, 5xx).
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub retries: u32,
    /// Longest wait for backoff or Retry-After, in seconds; a longer
    /// Retry-After gives the page up.
    #[arg(long, value_name = "SECS", default_value_t = 60)]
    pub max_wait: u64,
    /// Keep query strings (sorted, utm_* dropped, capped per path) instead of dropping them.
    #[arg(long)]
    pub keep_query: bool,
    /// Do not read sitemaps; discover pages by links only.
    #[arg(long)]
    pub no_sitemap: bool,
    /// Do not read or obey robots.txt.
    #[arg(long)]
    pub ignore_robots: bool,
    /// Follow redirects to other hosts (links to other hosts are never followed).
    #[arg(long)]
    pub allow_cross_host: bool,
    /// Per-request timeout in seconds.
    #[arg(long, value_name = "SECS", default_value_t = 30)]
    pub timeout: u64,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

fn regexes(list: &[String], flag: &str) -> anyhow::Result<Vec<regex::Regex>> {
    list.iter()
        .map(|r| regex::Regex::new(r).with_context(|| format!("{flag} {r:?} is not a valid regex")))
        .collect()
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let (include, exclude) = match (
        regexes(&args.include, "--include"),
        regexes(&args.exclude, "--exclude"),
    ) {
        (Ok(i), Ok(e)) => (i, e),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("docdrift crawl: {e:#}");
            return Ok(Exit::Usage);
        }
    };
    if let Err(e) = check_start_and_scope(&args.url, args.scope.as_deref()) {
        eprintln!("docdrift crawl: {e}");
        return Ok(Exit::Usage);
    }
    let mut opts = CrawlOptions::new(args.url.clone());
    opts.scope = args.scope.clone();
    opts.max_pages = args.max_pages;
    opts.max_depth = args.max_depth;
    opts.include = include;
    opts.exclude = exclude;
    opts.query = if args.keep_query {
        QueryMode::Keep
    } else {
        QueryMode::Drop
    };
    opts.respect_robots = !args.ignore_robots;
    opts.use_sitemap = !args.no_sitemap;
    opts.allow_cross_host = args.allow_cross_host;
    opts.politeness.concurrency = args.concurrency.max(1);
    opts.politeness.per_host = args.per_host.max(1);
    opts.politeness.interval = Duration::from_millis(args.interval_ms);
    opts.politeness.max_retries = args.retries;
    opts.politeness.backoff_cap = Duration::from_secs(args.max_wait);
    opts.fetch.timeout = Duration::from_secs(args.timeout.max(1));

    let started = std::time::SystemTime::now();
    let store = docdrift_core::pages::snapshot::Store::new(&args.snapshots);
    // One writer per store for the whole crawl (see docs/reliability.md).
    store.lock_for_writing()?;
    // Temp files a killed writer left behind: under the lock no live writer owns them.
    let removed = docdrift_core::core::atomic::remove_stale_temps(store.root(), started);
    if removed > 0 && !super::quiet() {
        eprintln!(
            "docdrift crawl: removed {removed} temp file(s) an interrupted run left in {}",
            store.root().display()
        );
    }
    let bar = (std::io::stderr().is_terminal() && !super::quiet()).then(|| {
        let b = indicatif::ProgressBar::new(1);
        b.set_style(
            indicatif::ProgressStyle::with_template(
                "{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} {wide_msg}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    });
    let progress = |page: &docdrift_core::crawl::PageOutcome, done: usize, discovered: usize| {
        if let Some(b) = &bar {
            b.set_length(discovered as u64);
            b.set_position(done as u64);
            b.set_message(page.url.clone());
        }
    };
    let report = match docdrift_core::crawl::crawl(opts, &store, &progress) {
        Ok(r) => r,
        Err(e @ docdrift_core::crawl::CrawlError::BadStart { .. })
        | Err(e @ docdrift_core::crawl::CrawlError::BadScope { .. }) => {
            eprintln!("docdrift crawl: {e}");
            return Ok(Exit::Usage);
        }
        Err(e) => return Err(e).context("docdrift crawl"),
    };
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, &report)?;
            writeln!(out)?;
        }
        Format::Text => write!(
            out,
            "{}",
            docdrift_core::report::crawl::render_text(
                &report,
                &args.snapshots,
                super::stdout_color()
            )
        )?,
    }
    Ok(if report.summary.failed > 0 {
        Exit::Drift
    } else {
        Exit::Ok
    })
}
