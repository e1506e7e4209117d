//! `docdrift completions SHELL` and `docdrift man`: shell completions and
//! manual pages generated from the same clap definition as `--help`, so
//! they cannot drift from the flags (clap_complete, clap_mangen).

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::CommandFactory;

use super::{Cli, Exit};

#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// Shell to write completions for (to stdout), e.g.
    /// `docdrift completions bash > ~/.local/share/bash-completion/completions/docdrift`.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

#[derive(Debug, clap::Args)]
pub struct ManArgs {
    /// Write docdrift.1 and one page per subcommand (docdrift-check.1 …)
    /// into DIR instead of printing docdrift.1 to stdout.
    #[arg(long, value_name = "DIR")]
    pub out_dir: Option<PathBuf>,
}

pub fn completions(args: CompletionsArgs) -> anyhow::Result<Exit> {
    let mut cmd = Cli::command();
    // Into memory first: clap_complete panics on a write error, and a
    // closed pipe (`… | head`) must be an ordinary error main can ignore.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "docdrift", &mut script);
    let mut out = std::io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Exit::Ok)
}

pub fn man(args: ManArgs) -> anyhow::Result<Exit> {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    // Building fills in subcommand display names (`docdrift-check`).
    cmd.build();
    match args.out_dir {
        None => {
            let mut page = Vec::new();
            clap_mangen::Man::new(cmd).render(&mut page)?;
            let mut out = std::io::stdout().lock();
            out.write_all(&page)?;
            out.flush()?;
        }
        Some(dir) => {
            if !dir.is_dir() {
                eprintln!(
                    "docdrift man: --out-dir {}: no such directory",
                    dir.display()
                );
                return Ok(Exit::Usage);
            }
            let mut written = Vec::new();
            write_pages(&cmd, &dir, &mut written)?;
            for p in written {
                println!("{}", p.display());
            }
        }
    }
    Ok(Exit::Ok)
}

/// One page per command, depth first, each written atomically.
fn write_pages(cmd: &clap::Command, dir: &Path, written: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_pages(sub, dir, written)?;
    }
    let man = clap_mangen::Man::new(cmd.clone());
    let path = dir.join(man.get_filename());
    let mut page = Vec::new();
    man.render(&mut page)?;
    crate::core::atomic::write(&path, &page)
        .with_context(|| format!("writing {}", path.display()))?;
    written.push(path);
    Ok(())
}
