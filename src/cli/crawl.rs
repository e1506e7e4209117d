//! `docdrift crawl` (placeholder until its owner lands it).

use super::Exit;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<Exit> {
    anyhow::bail!("`docdrift crawl` is not built yet")
}
