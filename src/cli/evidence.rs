//! `docdrift evidence`: the "What I measured" section for a post, built from
//! the same evaluation as `check` (see [`crate::evidence`]).

use super::check::{build_report, emit, Selection};
use super::Exit;
use crate::evidence::{self, EvidenceFormat};
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Claim ids to include (default: all, or say --all).
    pub ids: Vec<String>,
    /// Include every claim.
    #[arg(long, conflicts_with = "ids")]
    pub all: bool,
    #[arg(long, default_value = "claims")]
    pub claims: PathBuf,
    #[arg(long, default_value = "snapshots")]
    pub snapshots: PathBuf,
    #[arg(long)]
    pub checkout: Option<PathBuf>,
    /// Fetch the pages first.
    #[arg(long)]
    pub fetch: bool,
    /// Run probe claims.
    #[arg(long)]
    pub allow_probes: bool,
    #[arg(long, value_enum, default_value = "markdown")]
    pub format: EvidenceFormat,
    /// Write to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let sel = Selection {
        claims: args.claims.clone(),
        snapshots: args.snapshots.clone(),
        checkout: args.checkout.clone(),
        fetch: args.fetch,
        only: args.ids.clone(),
        allow_probes: args.allow_probes,
    };
    let report = match build_report(&sel)? {
        Ok(r) => r,
        Err(code) => return Ok(code),
    };
    let store = crate::snapshot::Store::new(&args.snapshots);
    let note = |url: &str| previous_note(&store, url);
    let out = evidence::render(&report, args.format, &note);
    emit(&out, args.output.as_deref())?;
    Ok(Exit::Ok)
}

/// One line about the previous snapshot of a page, when there is one.
fn previous_note(store: &crate::snapshot::Store, url: &str) -> Option<String> {
    let latest = store.load(url, crate::snapshot::Slot::Latest).ok()??;
    let prev = store.load(url, crate::snapshot::Slot::Previous).ok()??;
    if prev.record.body_sha256 == latest.record.body_sha256 {
        return Some(format!(
            "The previous GET ({}) returned the same sha256.",
            prev.record.fetched_at.to_rfc3339()
        ));
    }
    if prev.record.text_sha256 == latest.record.text_sha256 {
        return Some(format!(
            "The previous GET ({}, sha256 {}) differs in bytes but its visible-text sha256 is the same.",
            prev.record.fetched_at.to_rfc3339(),
            prev.record.body_sha256
        ));
    }
    Some(format!(
        "The previous GET ({}, sha256 {}) has different visible text; see `docdrift diff`.",
        prev.record.fetched_at.to_rfc3339(),
        prev.record.body_sha256
    ))
}
