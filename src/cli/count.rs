//! `docdrift count SOURCE... -p PHRASE...`: count phrases in the HTML, the
//! visible text and the normalised text of every page, total them over all
//! pages and, on request (`--explain`), explain every difference hit by hit.
//! Flags become a [`ViewCounter`] and the jobs of [`docdrift_core::pages::count::batch`];
//! [`docdrift_core::pages::count::run::count_all`] counts them and hands each page, in
//! order, to a sink here that prints it (JSON, streamed) or keeps it as a row
//! (table, up to `--limit`).
//!
//! Also home of the SOURCE resolution shared with `docdrift text` ([`load_sources`]).

use std::io::Write;
use std::path::PathBuf;

use serde::Serialize;

use super::Exit;
use docdrift_core::pages::count::run::{count_all, patterns, PageSink, Summary, Total};
use docdrift_core::pages::count::CountOptions;
use docdrift_core::pages::count::PageCount;
use docdrift_core::pages::count::ViewCounter;
use docdrift_core::pages::count::ViewCounts;
use docdrift_core::pages::snapshot::Store;

// moved to the library; re-exported so existing paths keep working
#[allow(unused_imports)]
pub use docdrift_core::pages::load::{
    is_html_file, is_markdown, is_url, load_path, load_sources, load_url, snapshot_page, walk_dir,
    Content, LoadedPage,
};

// moved to the library; re-exported so existing paths keep working
#[allow(unused_imports)]
pub use docdrift_core::pages::count::batch::{
    count_job, count_loaded, jobs, read_html_file, Counted, Job, Scratch,
};

/// Version of the `--format json` output (documented in docs/pages.md).
/// 2: compact per-page counts, pages without a hit left out, explanations only with --explain.
pub const JSON_SCHEMA_VERSION: u32 = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Pages: a URL (read from the snapshots, fetched if absent), a snapshot
    /// directory, an HTML file, a Markdown file, a directory of them (recursive), or
    /// `-` for standard input.
    #[arg(required = true, value_name = "SOURCE")]
    pub sources: Vec<String>,
    /// A phrase to count (repeat for several).
    #[arg(short = 'p', long = "phrase", required = true, value_name = "PHRASE")]
    pub phrases: Vec<String>,
    /// Phrases are regular expressions (Rust regex syntax).
    #[arg(long)]
    pub regex: bool,
    /// Also count hits inside larger tokens ("8 rows" inside "18 rows").
    #[arg(long)]
    pub substring: bool,
    /// Snapshot directory for URL sources.
    #[arg(long, value_name = "DIR", default_value = "snapshots")]
    pub snapshots: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Table)]
    pub format: Format,
    /// Explain every difference hit by hit (why a phrase is in the HTML but not the text,
    /// split by a tag, in a script, …), and add the spaced and in-larger-token counts.
    /// Runs the DOM analysis on each listed page: slower, meant for a few pages.
    /// (`-v`, shared by every command, does the same.)
    #[arg(long)]
    pub explain: bool,
    /// Table output: list at most N page × phrase rows (0 = all); the totals always cover
    /// every page. JSON lists every page with a hit.
    #[arg(long, value_name = "N", default_value_t = 30)]
    pub limit: usize,
    /// Also list pages (and, in the table, phrases) where every count is 0.
    #[arg(long)]
    pub all_pages: bool,
    /// With --explain, table output: at most N explanations per page and phrase (0 = all).
    /// JSON lists all.
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub max_explanations: usize,
}

/// What the CLI renders: the library's [`PageSink`] plus the output after the last page.
trait Sink: PageSink<Error = anyhow::Error> {
    fn finish(&mut self, summary: &Summary) -> anyhow::Result<()>;
}

pub fn run(mut args: Args) -> anyhow::Result<Exit> {
    // -v (shared by every command): show every hit with why.
    args.explain |= super::verbose();
    let _stdin = super::stdin::sources(&mut args.sources)?;
    let counter = ViewCounter::new(
        patterns(&args.phrases, args.regex)?,
        CountOptions {
            substring: args.substring,
        },
    );
    let store = Store::new(&args.snapshots);
    let mut jobs = jobs(&args.sources, &store);
    if let Some(saved) = &_stdin {
        // Standard input is shown as `-`, as it was given, not its temp file.
        let tmp = saved.path.display().to_string();
        for j in &mut jobs {
            use docdrift_core::pages::count::batch::Job;
            let label = match j {
                Job::File { label, .. } => label,
                Job::Loaded { page, .. } => match page.as_mut() {
                    Ok(p) => &mut p.label,
                    Err(_) => continue,
                },
            };
            if *label == tmp {
                *label = "-".to_string();
            }
        }
    }
    let stdout = std::io::stdout();
    let out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut sink: Box<dyn Sink> = match args.format {
        Format::Json => Box::new(JsonSink::new(out, &args, &counter)?),
        Format::Table => Box::new(TableSink::new(out, &args, &counter)),
    };
    let summary = count_all(&jobs, &counter, args.explain, args.all_pages, sink.as_mut())?;
    sink.finish(&summary)?;
    drop(sink);
    if !summary.errors.is_empty() {
        for (_, e) in &summary.errors {
            eprintln!("docdrift: {e}");
        }
        return Ok(Exit::Unavailable);
    }
    Ok(Exit::Ok)
}

// ---------------------------------------------------------------------------------------------
// JSON: streamed, pages first, totals at the end.

struct JsonSink<W: Write> {
    out: W,
    explain: bool,
    first: bool,
    phrases: Vec<String>,
}

#[derive(Serialize)]
struct JsonHead<'a> {
    schema_version: u32,
    regex: bool,
    substring: bool,
    explain: bool,
    phrases: &'a [String],
    /// Order of the numbers in each page's `counts` entry (compact form).
    columns: [&'static str; 3],
}

#[derive(Serialize)]
struct JsonPage<'a> {
    source: &'a str,
    kind: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    url: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<&'a str>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    dom_fallback: bool,
    counts: Vec<[usize; 3]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    details: Option<Vec<JsonDetail<'a>>>,
}

#[derive(Serialize)]
struct JsonDetail<'a> {
    phrase: &'a str,
    #[serde(flatten)]
    count: &'a PageCount,
}

#[derive(Serialize)]
struct JsonTail<'a> {
    errors: Vec<JsonError<'a>>,
    totals: &'a [Total],
    pages_read: usize,
    pages_with_hits: usize,
    pages_differing: usize,
    dom_fallbacks: usize,
}

#[derive(Serialize)]
struct JsonError<'a> {
    source: &'a str,
    error: &'a str,
}

impl<W: Write> JsonSink<W> {
    fn new(mut out: W, args: &Args, counter: &ViewCounter) -> anyhow::Result<Self> {
        let phrases: Vec<String> = counter
            .patterns()
            .iter()
            .map(|p| p.as_str().to_string())
            .collect();
        let head = serde_json::to_string(&JsonHead {
            schema_version: JSON_SCHEMA_VERSION,
            regex: args.regex,
            substring: args.substring,
            explain: args.explain,
            phrases: &phrases,
            columns: ["html", "text", "text_normalized"],
        })?;
        // Reopen the object to append the streamed "pages" array.
        out.write_all(&head.as_bytes()[..head.len() - 1])?;
        out.write_all(b",\"pages\":[")?;
        Ok(JsonSink {
            out,
            explain: args.explain,
            first: true,
            phrases,
        })
    }
}

impl<W: Write> PageSink for JsonSink<W> {
    type Error = anyhow::Error;

    fn wants_detail(&self) -> bool {
        self.explain
    }

    fn page(&mut self, c: &Counted, listed: bool) -> anyhow::Result<()> {
        if !listed {
            return Ok(());
        }
        let page = JsonPage {
            source: &c.label,
            kind: c.kind,
            url: c.url.as_deref(),
            title: c.title.as_deref(),
            dom_fallback: c.dom_fallback,
            counts: c
                .counts
                .iter()
                .map(|v| [v.html, v.text, v.text_normalized])
                .collect(),
            details: c.detail.as_ref().map(|d| {
                self.phrases
                    .iter()
                    .zip(d)
                    .map(|(phrase, count)| JsonDetail { phrase, count })
                    .collect()
            }),
        };
        if !std::mem::take(&mut self.first) {
            self.out.write_all(b",")?;
        }
        self.out.write_all(b"\n")?;
        serde_json::to_writer(&mut self.out, &page)?;
        Ok(())
    }
}

impl<W: Write> Sink for JsonSink<W> {
    fn finish(&mut self, s: &Summary) -> anyhow::Result<()> {
        let tail = serde_json::to_string(&JsonTail {
            errors: s
                .errors
                .iter()
                .map(|(source, error)| JsonError { source, error })
                .collect(),
            totals: &s.totals,
            pages_read: s.pages_read,
            pages_with_hits: s.pages_with_hits,
            pages_differing: s.pages_differing,
            dom_fallbacks: s.dom_fallbacks,
        })?;
        self.out.write_all(b"\n],")?;
        self.out.write_all(&tail.as_bytes()[1..])?;
        self.out.write_all(b"\n")?;
        self.out.flush()?;
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// Table: totals first, then up to --limit page rows, then (with --explain) why they differ.

struct TableSink<W: Write> {
    out: W,
    explain: bool,
    limit: usize,
    all_rows: bool,
    max_explanations: usize,
    phrases: Vec<String>,
    rows: Vec<Vec<String>>,
    rows_left_out: usize,
    notes: String,
    sources: usize,
    /// One SOURCE naming one page: every phrase gets its row, hit or not.
    one_page: bool,
}

impl<W: Write> TableSink<W> {
    fn new(out: W, args: &Args, counter: &ViewCounter) -> Self {
        TableSink {
            out,
            explain: args.explain,
            limit: args.limit,
            all_rows: args.all_pages,
            max_explanations: args.max_explanations,
            phrases: counter
                .patterns()
                .iter()
                .map(|p| p.as_str().to_string())
                .collect(),
            rows: Vec::new(),
            rows_left_out: 0,
            notes: String::new(),
            sources: args.sources.len(),
            one_page: match args.sources.as_slice() {
                [one] => {
                    let p = std::path::Path::new(one);
                    is_url(one) || !p.is_dir() || docdrift_core::pages::snapshot::is_snapshot_dir(p)
                }
                _ => false,
            },
        }
    }

    fn full(&self) -> bool {
        self.limit != 0 && self.rows.len() >= self.limit
    }
}

impl<W: Write> PageSink for TableSink<W> {
    type Error = anyhow::Error;

    fn wants_detail(&self) -> bool {
        self.explain && !self.full()
    }

    fn page(&mut self, c: &Counted, listed: bool) -> anyhow::Result<()> {
        if !listed {
            return Ok(());
        }
        // A page with hits lists its phrases with hits; a page listed for another reason
        // (the only page, --all-pages, Markdown under --explain) lists every phrase.
        let any_hit = c.counts.iter().any(ViewCounts::has_hit);
        for (i, v) in c.counts.iter().enumerate() {
            if any_hit && !v.has_hit() && !self.all_rows && !self.one_page {
                continue;
            }
            if self.full() {
                self.rows_left_out += 1;
                continue;
            }
            let mut row = vec![
                c.label.clone(),
                self.phrases[i].clone(),
                v.html.to_string(),
                v.text.to_string(),
                v.text_normalized.to_string(),
            ];
            if self.explain {
                match c.detail.as_ref().map(|d| &d[i]) {
                    Some(d) => {
                        row.push(d.spaced.to_string());
                        row.push(d.excluded_inside_token.to_string());
                        self.notes
                            .push_str(&notes(c, &self.phrases[i], d, self.max_explanations));
                    }
                    None => row.extend(["-".to_string(), "-".to_string()]),
                }
            }
            self.rows.push(row);
        }
        Ok(())
    }
}

impl<W: Write> Sink for TableSink<W> {
    fn finish(&mut self, s: &Summary) -> anyhow::Result<()> {
        // Nothing could be read: a table of zeros would read as "counted, none found".
        // The errors go to stderr (run) and the exit code says 3.
        if s.pages_read == 0 && !s.errors.is_empty() {
            return Ok(());
        }
        let mut o = String::new();
        let single = s.pages_read == 1 && self.sources == 1;
        if !single {
            o.push_str(&format!(
                "{} page{} read, {} with a hit, {} where the views differ{}.\n",
                s.pages_read,
                if s.pages_read == 1 { "" } else { "s" },
                s.pages_with_hits,
                s.pages_differing,
                if s.dom_fallbacks > 0 {
                    format!(
                        " ({} counted by the DOM path: the fast path could not vouch for them)",
                        s.dom_fallbacks
                    )
                } else {
                    String::new()
                }
            ));
            let mut t = super::new_table(&[
                "TOTAL: phrase",
                "pages with a hit",
                "html",
                "text",
                "normalised",
            ]);
            t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
            for tot in &s.totals {
                t.add_row(counts_row(vec![
                    tot.phrase.clone(),
                    tot.pages_with_hits.to_string(),
                    tot.html.to_string(),
                    tot.text.to_string(),
                    tot.text_normalized.to_string(),
                ]));
            }
            o.push_str(&t.to_string());
            o.push('\n');
        }
        if !self.rows.is_empty() {
            let mut header = vec!["page", "phrase", "html", "text", "normalised"];
            if self.explain {
                header.extend(["spaced", "in larger token"]);
            }
            let mut t = super::new_table(&header);
            t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
            for r in self.rows.drain(..) {
                t.add_row(counts_row(r));
            }
            o.push_str(&t.to_string());
            o.push('\n');
        }
        if self.rows_left_out > 0 {
            o.push_str(&format!(
                "… {} more page × phrase rows with a hit (--limit 0 lists all; --format json lists every page)\n",
                self.rows_left_out
            ));
        }
        if !self.notes.is_empty() {
            o.push_str("\nwhy the counts differ:\n");
            o.push_str(&self.notes);
        } else if !self.explain && s.pages_differing > 0 {
            o.push_str(&format!(
                "html, text and normalised counts differ on {} page{}: --explain says why, hit by hit.\n",
                s.pages_differing,
                if s.pages_differing == 1 { "" } else { "s" }
            ));
        }
        for (_, e) in &s.errors {
            o.push_str(&format!("\nerror: {e}\n"));
        }
        self.out.write_all(o.as_bytes())?;
        self.out.flush()?;
        Ok(())
    }
}

/// A row whose html/text/normalised counts (columns 2–4) disagree painted
/// yellow there, one where all three are 0 grey, when colour is on.
fn counts_row(cells: Vec<String>) -> Vec<comfy_table::Cell> {
    use docdrift_core::report::style::Tone;
    let counts = cells.get(2..5).unwrap_or_default();
    let tone = if counts.windows(2).any(|w| w[0] != w[1]) {
        Some(Tone::Warn)
    } else if counts.iter().all(|c| c == "0") {
        Some(Tone::Quiet)
    } else {
        None
    };
    cells
        .into_iter()
        .enumerate()
        .map(|(i, c)| match tone {
            Some(t) if (2..5).contains(&i) => super::cell(c, t),
            _ => comfy_table::Cell::new(c),
        })
        .collect()
}

/// The `--explain` lines of one page and phrase.
fn notes(c: &Counted, phrase: &str, d: &PageCount, max_explanations: usize) -> String {
    let mut lines = Vec::new();
    let shown = if max_explanations == 0 {
        d.explanations.len()
    } else {
        max_explanations.min(d.explanations.len())
    };
    for e in &d.explanations[..shown] {
        lines.push(format!("  - {}: {}", kind_name(e.kind), e.message));
    }
    if shown < d.explanations.len() {
        lines.push(format!(
            "  … {} more (--max-explanations 0 or --format json lists all)",
            d.explanations.len() - shown
        ));
    }
    if c.is_markdown {
        for h in &d.text_hits {
            match h.line {
                Some(l) => lines.push(format!("  - hit at {}:{l}: {:?}", c.label, h.matched)),
                None => lines.push(format!(
                    "  - hit at text byte {}: {:?}",
                    h.offset, h.matched
                )),
            }
        }
    }
    if lines.is_empty() {
        return String::new();
    }
    format!("{} {:?}:\n{}\n", c.label, phrase, lines.join("\n"))
}

fn kind_name(k: docdrift_core::pages::count::ExplanationKind) -> String {
    serde_json::to_value(k)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}
