//! `docdrift evidence`: the "What I measured" section for a post, built from
//! the same evaluation as `check` (see [`crate::report::evidence`]).

use super::check::{build_report, emit, Inputs};
use super::Exit;
use crate::report::evidence::{self, EvidenceFormat};
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Claim ids to include (default: all, or say --all).
    pub ids: Vec<String>,
    /// Include every claim.
    #[arg(long, conflicts_with = "ids")]
    pub all: bool,
    #[command(flatten)]
    pub inputs: Inputs,
    #[arg(long, value_enum, default_value = "markdown")]
    pub format: EvidenceFormat,
    /// Write to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

pub fn run(mut args: Args) -> anyhow::Result<Exit> {
    if let Err(e) = args.inputs.apply_config() {
        eprintln!("docdrift: {e}");
        return Ok(Exit::Usage);
    }
    let report = match build_report(&args.inputs, &args.ids)? {
        Ok(r) => r,
        Err(code) => return Ok(code),
    };
    let store = crate::pages::snapshot::Store::new(args.inputs.snapshots_path());
    let note = |url: &str| previous_note(&store, url);
    let out = evidence::render(&report, args.format, &note);
    emit(&out, args.output.as_deref())?;
    Ok(Exit::Ok)
}

/// One line about the previous snapshot of a page, when there is one: the
/// same bytes, or bytes that differ only in asset names (listed), or a text
/// change (see `docdrift diff`).
fn previous_note(store: &crate::pages::snapshot::Store, url: &str) -> Option<String> {
    use crate::pages::diff::ChangeKind;
    let latest = store
        .load(url, crate::pages::snapshot::Slot::Latest)
        .ok()??;
    let prev = store
        .load(url, crate::pages::snapshot::Slot::Previous)
        .ok()??;
    let (old, new) = (prev.html(), latest.html());
    let change = crate::pages::diff::classify(
        &old,
        &crate::pages::text::visible_text(&old),
        &new,
        &crate::pages::text::visible_text(&new),
    );
    let when = prev.record.fetched_at.to_rfc3339();
    let p = &prev.record;
    Some(match change.kind {
        ChangeKind::Identical | ChangeKind::New => {
            format!("An earlier GET at {when} returned the same sha256.")
        }
        ChangeKind::AssetOnly => format!(
            "An earlier GET at {when} ({} bytes, sha256 {}) differs only in asset names ({}); the visible-text sha256 matches.",
            p.body_bytes,
            p.body_sha256,
            change
                .assets
                .iter()
                .map(|a| format!("{} versus {}", a.old, a.new))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        ChangeKind::MarkupOnly => format!(
            "An earlier GET at {when} ({} bytes, sha256 {}) differs in markup only; the visible-text sha256 matches.",
            p.body_bytes, p.body_sha256
        ),
        ChangeKind::TextChanged => format!(
            "An earlier GET at {when} ({} bytes, sha256 {}) has different visible text ({} changed runs); see `docdrift diff {url}`.",
            p.body_bytes,
            p.body_sha256,
            change.hunks.len()
        ),
    })
}
