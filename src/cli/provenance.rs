//! `docdrift provenance FILE... [--format table|json]`: bytes, characters, lines, sha256, git
//! blob id and git state (HEAD, commit date, subject, tracked, differs from HEAD) per file.

use super::extract::Format;
use super::Exit;
use docdrift_core::core::provenance::{self, Provenance};
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files to describe.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
}

fn rows(p: &Provenance) -> Vec<(String, String)> {
    let mut r = vec![
        ("bytes".to_string(), p.bytes.to_string()),
        (
            "chars".to_string(),
            p.chars
                .map(|c| c.to_string())
                .unwrap_or_else(|| "(not UTF-8)".into()),
        ),
        ("lines".to_string(), p.lines.to_string()),
        ("sha256".to_string(), p.sha256.clone()),
        ("git blob".to_string(), p.git_blob.clone()),
    ];
    match &p.git {
        Some(g) => {
            r.push(("HEAD".into(), g.head.clone()));
            r.push(("commit date".into(), g.commit_date.clone()));
            r.push(("subject".into(), g.subject.clone()));
            r.push(("tracked".into(), g.tracked.to_string()));
            r.push(("differs from HEAD".into(), g.differs_from_head.to_string()));
            r.push((
                "branch".into(),
                docdrift_core::core::provenance::ref_text(g.branch.as_deref(), g.upstream.as_ref()),
            ));
        }
        None => r.push(("git".into(), "(not in a git work tree with commits)".into())),
    }
    r
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let mut all = Vec::new();
    let mut exit = Exit::Ok;
    for f in &args.files {
        match provenance::of_file(f) {
            Ok(p) => all.push(p),
            Err(e) => {
                eprintln!("docdrift: error: cannot read {}: {e}", f.display());
                exit = Exit::Unavailable;
            }
        }
    }
    let stdout = std::io::stdout();
    let mut w = stdout.lock();
    match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut w, &all)?;
            writeln!(w)?;
        }
        Format::Table => {
            for p in &all {
                let mut table =
                    super::new_table(&["file".to_string(), p.path.display().to_string()]);
                for (k, v) in rows(p) {
                    table.add_row(vec![k, v]);
                }
                writeln!(w, "{table}")?;
            }
        }
    }
    Ok(exit)
}
