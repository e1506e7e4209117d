//! `docdrift evidence`: the "What I measured" section for a post, built from
//! the same evaluation as `check` (see [`docdrift_core::report::evidence`]).

use super::check::{emit, run_error, Inputs};
use super::Exit;
use docdrift_core::claims::page_changes::previous_note;
use docdrift_core::claims::run;
use docdrift_core::report::evidence::{self, EvidenceFormat};
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
    #[arg(long, value_parser = super::evidence_format(), default_value = "markdown")]
    pub format: EvidenceFormat,
    /// Write to FILE (atomically) instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let mut opts = args.inputs.options(args.ids.clone());
    match args.inputs.project() {
        Ok(Some(l)) => opts.apply_project(&l),
        Ok(None) => {}
        Err(e) => {
            eprintln!("docdrift: {e}");
            return Ok(Exit::Usage);
        }
    }
    let done = match run::evaluate(&opts) {
        Ok(d) => d,
        Err(e) => {
            // Refused snapshots gathered before `--fetch` stopped, as before.
            super::check::say_warnings(e.warnings(), super::quiet());
            return run_error(e);
        }
    };
    super::check::say_warnings(&done.warnings, super::quiet());
    for (url, why) in &done.fetch_failed {
        if !super::quiet() {
            eprintln!("docdrift: refreshing {url} failed ({why}); any previous snapshot is kept");
        }
    }
    let store = docdrift_core::pages::snapshot::Store::new(opts.snapshots_path());
    let note = |url: &str| previous_note(&store, url);
    let mut out = evidence::render(&done.report, args.format, &note);
    // The text flavour on a terminal gets bold headings; Markdown is a
    // document to paste and a file is a file, so neither is ever coloured.
    if args.format == EvidenceFormat::Text && args.output.is_none() && super::stdout_color() {
        out = bold_headings(&out);
    }
    emit(&out, args.output.as_deref())?;
    Ok(Exit::Ok)
}

/// Lines underlined by a line of `=` or `-` (the text flavour's headings),
/// painted bold; the underline stays as it is.
fn bold_headings(text: &str) -> String {
    let lines: Vec<&str> = text.split('\n').collect();
    let rule =
        |l: &str| !l.is_empty() && (l.chars().all(|c| c == '=') || l.chars().all(|c| c == '-'));
    lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            if !l.is_empty() && lines.get(i + 1).is_some_and(|n| rule(n)) && !rule(l) {
                super::paint(l, docdrift_core::report::style::Tone::Strong)
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}
