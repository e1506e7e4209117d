//! `docdrift serve DIR [--addr 127.0.0.1:8741]`: serve a directory on loopback
//! until killed. Used by `demo/refresh.sh` to re-fetch the demo snapshots;
//! the work is in [`docdrift_serve`](docdrift_serve).

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use chrono::{DateTime, Utc};

use super::Exit;
use docdrift_serve::{ServeOptions, Server};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Directory to serve (e.g. demo/site).
    pub dir: PathBuf,
    /// Loopback address to bind; port 0 picks a free port.
    #[arg(long, default_value = "127.0.0.1:8741")]
    pub addr: String,
    /// Send this Last-Modified (RFC 3339, e.g. 2026-10-22T23:26:42Z) for every
    /// file instead of its mtime, so snapshots do not depend on checkout time.
    #[arg(long, value_name = "RFC3339")]
    pub last_modified: Option<String>,
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let fixed_last_modified = match &args.last_modified {
        Some(s) => Some(
            DateTime::parse_from_rfc3339(s)
                .with_context(|| {
                    format!("--last-modified {s:?}: expected RFC 3339, e.g. 2026-10-22T23:26:42Z")
                })?
                .with_timezone(&Utc),
        ),
        None => None,
    };
    let opts = ServeOptions {
        fixed_last_modified,
        // -q (shared by every command): no request log.
        log_requests: !super::quiet(),
    };
    let server = Server::start(&args.dir, &args.addr, opts)
        .with_context(|| format!("docdrift serve {}", args.dir.display()))?;
    // The URL goes to stdout on its own line so scripts can wait for it.
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", server.url())?;
    out.flush()?;
    drop(out);
    eprintln!(
        "serving {} on {} (Ctrl-C to stop)",
        args.dir.display(),
        server.url()
    );
    server.wait();
    Ok(Exit::Ok)
}
