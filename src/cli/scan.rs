//! `docdrift scan` (placeholder until its owner lands it).

use super::Exit;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> anyhow::Result<Exit> {
    anyhow::bail!("`docdrift scan` is not built yet")
}
