//! `docdrift text URL|FILE|SNAPSHOT-DIR`: print a page's visible text
//! ([`docdrift_core::pages::text`] defines it), its "tags become spaces" variant (`--spaced`)
//! or either one with whitespace runs collapsed (`--normalize`).

use std::io::Write;
use std::path::PathBuf;

use super::count::{load_sources, Content};
use super::Exit;
use docdrift_core::pages::snapshot::Store;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A URL (read from the snapshots, fetched if absent), an HTML or Markdown
    /// file, a snapshot directory, or `-` for standard input.
    #[arg(value_name = "SOURCE")]
    pub source: String,
    /// Tags become spaces (what `sed 's/<[^>]*>/ /g'` produces, minus hidden content).
    #[arg(long)]
    pub spaced: bool,
    /// Collapse every whitespace run to one space.
    #[arg(long)]
    pub normalize: bool,
    /// Snapshot directory for URL sources.
    #[arg(long, value_name = "DIR", default_value = "snapshots")]
    pub snapshots: PathBuf,
}

pub fn run(mut args: Args) -> anyhow::Result<Exit> {
    let _stdin = super::stdin::sources(std::slice::from_mut(&mut args.source))?;
    let store = Store::new(&args.snapshots);
    let mut pages = load_sources(std::slice::from_ref(&args.source), &store);
    if pages.len() != 1 {
        anyhow::bail!(
            "{}: `docdrift text` prints one page; this names {} (use a file, URL or snapshot directory)",
            args.source,
            pages.len()
        );
    }
    let (_, page) = pages.remove(0);
    let page = match page {
        Ok(p) => p,
        Err(e) => {
            eprintln!("docdrift: {}", docdrift_core::core::error::chain(&e));
            return Ok(Exit::Unavailable);
        }
    };
    // A page the DOM path had to cut (nesting, attributes, elements): the text printed may be
    // the cut one, so say so, as `check` and `count --format json` do.
    if let Content::Html(h) = &page.content {
        if let Some(w) = docdrift_core::pages::text::cap_warning(h) {
            if !super::quiet() {
                eprintln!("docdrift: warning: {}: {w}", page.label);
            }
        }
    }
    let mut text = if args.spaced {
        match &page.content {
            Content::Html(h) => docdrift_core::pages::text::spaced_text(h),
            Content::Markdown(m) => docdrift_core::pages::text::spaced_text(&m.html),
        }
    } else {
        match &page.content {
            // The streaming fast path equals the DOM text wherever it says it stayed exact
            // (tests/fastpath.rs, the `text` fuzz target) and builds no DOM, which costs
            // ~20× the page (a 200 MB page took 4.7 GB).
            Content::Html(h) => {
                let mut fast = String::new();
                if docdrift_core::pages::fastpath::visible_text_checked(h, &mut fast) {
                    fast
                } else {
                    drop(fast);
                    page.visible_text()
                }
            }
            Content::Markdown(_) => page.visible_text(),
        }
    };
    if args.normalize {
        text = docdrift_core::pages::text::normalize_ws(&text);
    }
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    if !text.is_empty() {
        out.write_all(b"\n")?;
    }
    Ok(Exit::Ok)
}
