//! `docdrift fetch URL...`: fetch each page, store it as a snapshot
//! ([`docdrift_core::pages::snapshot::Store`]) and print one evidence line per page.
//! A URL that is not http(s) is a usage error (exit 2) before any request
//! or write. Every URL is tried; the exit code is [`Exit::Unavailable`] if any failed
//! (transport error or a non-2xx status, which is recorded as the page's
//! `failure.json` and never replaces its good snapshot).

use std::path::PathBuf;
use std::time::Duration;

use super::Exit;
use docdrift_core::pages::fetch::{FetchOptions, Fetcher};
use docdrift_core::pages::fetch_run::{fetch_into, Fetched};
use docdrift_core::pages::snapshot::{Snapshot, Store};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Pages to fetch (http or https).
    #[arg(required = true, value_name = "URL")]
    pub urls: Vec<String>,
    /// Snapshot directory.
    #[arg(long, value_name = "DIR", default_value = "snapshots")]
    pub snapshots: PathBuf,
    /// Total time allowed per page, in seconds (redirects and body included).
    #[arg(long, value_name = "S", default_value_t = 30.0)]
    pub timeout: f64,
    /// Time allowed to connect, in seconds.
    #[arg(long, value_name = "S", default_value_t = 10.0)]
    pub connect_timeout: f64,
    /// Largest body accepted, in bytes (after content-decoding).
    #[arg(long, value_name = "N", default_value_t = 50 * 1024 * 1024)]
    pub max_bytes: u64,
    /// Most redirects followed.
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub max_redirects: usize,
    /// Refuse redirects to another host.
    #[arg(long)]
    pub same_host: bool,
    /// Send the stored ETag / Last-Modified; a 304 keeps the snapshot as it is.
    #[arg(long)]
    pub conditional: bool,
}

/// Seconds from the command line as a Duration, refusing nonsense.
pub fn seconds(flag: &str, s: f64) -> anyhow::Result<Duration> {
    if !(s.is_finite() && s > 0.0) {
        anyhow::bail!("--{flag} must be a positive number of seconds, got {s}");
    }
    Ok(Duration::from_secs_f64(s))
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let opts = FetchOptions {
        connect_timeout: seconds("connect-timeout", args.connect_timeout)?,
        timeout: seconds("timeout", args.timeout)?,
        max_bytes: args.max_bytes,
        max_redirects: args.max_redirects,
        allow_cross_host_redirects: !args.same_host,
        ..FetchOptions::default()
    };
    // Flags first, then every URL, before the first request or write.
    let bad = docdrift_core::pages::fetch_check::url_problems(&args.urls);
    if !bad.is_empty() {
        for b in &bad {
            eprintln!("docdrift fetch: {b}");
        }
        return Ok(Exit::Usage);
    }
    let fetcher = Fetcher::new(opts)?;
    let store = Store::new(&args.snapshots);
    // One writer per store for the whole run (see docs/reliability.md).
    store.lock_for_writing()?;
    let mut failed = 0;
    let mut out = std::io::stdout().lock();
    use std::io::Write;
    for url in &args.urls {
        let fetched = fetch_into(&store, &fetcher, url, args.conditional);
        failed += usize::from(fetched.failed());
        let line = match fetched {
            Fetched::Failed {
                error,
                not_recorded,
            } => {
                if let Some(se) = not_recorded {
                    eprintln!("docdrift: {se}");
                }
                format!("FAIL {error}")
            }
            Fetched::NotStored(e) => format!("FAIL {url}: {e}"),
            Fetched::Stored { snapshot, status } => {
                for w in snapshot.record.warnings.iter().filter(|_| !super::quiet()) {
                    eprintln!("docdrift: warning: {url}: {w}");
                }
                summary(&snapshot, status)
            }
        };
        // `FAIL` red, under the same --color rule as every command.
        let line = match line.strip_prefix("FAIL ") {
            Some(rest) => format!(
                "{} {rest}",
                super::paint("FAIL", docdrift_core::report::style::Tone::Bad)
            ),
            None => line,
        };
        writeln!(out, "{line}")?;
    }
    Ok(if failed > 0 {
        Exit::Unavailable
    } else {
        Exit::Ok
    })
}

/// One evidence line: status, URL, body bytes and sha256, visible-text bytes
/// and sha256, freshness and cache headers, record path.
pub fn summary(snap: &Snapshot, status: u16) -> String {
    let r = &snap.record;
    let mut parts = vec![format!("{status} {}", r.url)];
    if r.final_url != r.url {
        parts.push(format!(
            "-> {} ({} redirects)",
            r.final_url,
            r.redirects.len()
        ));
    }
    if status == 304 {
        parts.push("not modified; kept".into());
    }
    parts.push(format!("{} bytes", r.body_bytes));
    parts.push(format!("sha256 {}", r.body_sha256));
    if !r.text_sha256.is_empty() {
        parts.push(format!(
            "text {} bytes sha256 {}",
            r.text_bytes, r.text_sha256
        ));
    }
    for (name, value) in &r.headers {
        let wanted = matches!(
            name.as_str(),
            "last-modified" | "age" | "date" | "cache-control" | "etag" | "cf-cache-status"
        ) || name.starts_with("x-");
        if wanted {
            parts.push(format!("{name}: {value}"));
        }
    }
    if !(200..300).contains(&status) && status != 304 {
        parts.push("(error page recorded, snapshot unchanged)".into());
    }
    parts.push(format!("-> {}", snap.record_path.display()));
    parts.join("  ")
}
