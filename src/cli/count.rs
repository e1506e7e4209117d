//! `docdrift count SOURCE... -p PHRASE...`: count phrases in the HTML, the
//! visible text, the normalised text and the spaced text of each page, explain
//! every difference, and total them over all pages. Also home of the SOURCE
//! resolution shared with `docdrift text` ([`load_sources`]).

use std::path::{Path, PathBuf};

use anyhow::Context;
use serde::Serialize;

use super::Exit;
use crate::count::{CountOptions, PageAnalysis, PageCount, Pattern};
use crate::fetch::{FetchOptions, Fetcher, Validators};
use crate::markdown::MarkdownPage;
use crate::snapshot::{Slot, Store};

/// Version of the `--format json` output (documented in docs/pages.md).
pub const JSON_SCHEMA_VERSION: u32 = 1;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Pages: a URL (read from the snapshots, fetched if absent), a snapshot
    /// directory, an HTML file, a Markdown file, or a directory of them (recursive).
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
    /// Table output: at most N explanations per page and phrase (0 = all). JSON lists all.
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub max_explanations: usize,
}

/// A page ready to count or print.
pub struct LoadedPage {
    /// What the user named (URL or path).
    pub label: String,
    /// "snapshot", "html" or "markdown".
    pub kind: &'static str,
    pub url: Option<String>,
    pub title: Option<String>,
    pub body_sha256: String,
    pub content: Content,
}

pub enum Content {
    Html(String),
    Markdown(MarkdownPage),
}

impl LoadedPage {
    /// The visible text (Markdown: of its rendering).
    pub fn visible_text(&self) -> String {
        match &self.content {
            Content::Html(h) => crate::text::visible_text(h),
            Content::Markdown(m) => m.text.clone(),
        }
    }

    pub fn html(&self) -> &str {
        match &self.content {
            Content::Html(h) => h,
            Content::Markdown(m) => &m.html,
        }
    }
}

fn is_url(s: &str) -> bool {
    s.starts_with("http://") || s.starts_with("https://")
}

fn is_markdown(p: &Path) -> bool {
    matches!(
        p.extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref(),
        Some("md" | "markdown")
    )
}

fn is_html_file(p: &Path) -> bool {
    matches!(
        p.extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref(),
        Some("html" | "htm" | "xhtml")
    )
}

/// Resolve SOURCE arguments into pages, in order (directories sorted by path).
/// Each failure is kept with the source it belongs to; nothing is skipped silently.
pub fn load_sources(
    sources: &[String],
    store: &Store,
) -> Vec<(String, anyhow::Result<LoadedPage>)> {
    let mut out = Vec::new();
    let mut fetcher: Option<Fetcher> = None;
    for src in sources {
        if is_url(src) {
            out.push((src.clone(), load_url(src, store, &mut fetcher)));
            continue;
        }
        let path = Path::new(src);
        if path.is_dir() && !crate::snapshot::is_snapshot_dir(path) {
            match walk_dir(path) {
                Ok(found) if found.is_empty() => out.push((
                    src.clone(),
                    Err(anyhow::anyhow!(
                        "{src}: no .html, .htm, .md files or snapshots found in this directory"
                    )),
                )),
                Ok(found) => {
                    for p in found {
                        let label = p.display().to_string();
                        out.push((label, load_path(&p)));
                    }
                }
                Err(e) => out.push((src.clone(), Err(e))),
            }
        } else {
            out.push((src.clone(), load_path(path)));
        }
    }
    out
}

fn walk_dir(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = entry.with_context(|| format!("{}: cannot walk", dir.display()))?;
        if !entry.file_type().is_file() {
            continue;
        }
        let p = entry.path();
        let name = entry.file_name().to_string_lossy();
        let parent = p.parent().unwrap_or(dir);
        if name == "latest.json" {
            found.push(parent.to_path_buf());
            continue;
        }
        // Bodies stored by the snapshot store are read through their record.
        if let Some(stem) = name.strip_suffix(".html") {
            if parent.join(format!("{stem}.json")).exists() {
                continue;
            }
        }
        if is_markdown(p) || is_html_file(p) {
            found.push(p.to_path_buf());
        }
    }
    Ok(found)
}

fn load_url(url: &str, store: &Store, fetcher: &mut Option<Fetcher>) -> anyhow::Result<LoadedPage> {
    let snap = match store.load(url, Slot::Latest)? {
        Some(s) => s,
        None => {
            if fetcher.is_none() {
                *fetcher = Some(Fetcher::new(FetchOptions::default())?);
            }
            let f = fetcher.as_ref().expect("just set");
            let resp = f.get(url, &Validators::default())?;
            if !resp.is_success() {
                store.save(&resp)?;
                anyhow::bail!(
                    "{url}: HTTP status {} (recorded in {}); not counting an error page",
                    resp.status,
                    store
                        .root()
                        .join(store.dir_for(url))
                        .join("failure.json")
                        .display()
                );
            }
            store.save(&resp)?
        }
    };
    snapshot_page(url.to_string(), snap)
}

fn snapshot_page(label: String, snap: crate::snapshot::Snapshot) -> anyhow::Result<LoadedPage> {
    if !snap.is_html() {
        anyhow::bail!(
            "{label}: not an HTML page (content-type {}); nothing to count",
            snap.record.content_type.as_deref().unwrap_or("unknown")
        );
    }
    Ok(LoadedPage {
        kind: "snapshot",
        url: Some(snap.record.url.clone()),
        title: snap.record.title.clone(),
        body_sha256: snap.record.body_sha256.clone(),
        content: Content::Html(snap.html().into_owned()),
        label,
    })
}

fn load_path(path: &Path) -> anyhow::Result<LoadedPage> {
    let label = path.display().to_string();
    if path.is_dir() {
        let snap = crate::snapshot::load_dir(path, Slot::Latest)?
            .with_context(|| format!("{label}: no latest.json in this snapshot directory"))?;
        // A snapshot is named by the URL it holds (its path is derived from it).
        return snapshot_page(snap.record.url.clone(), snap);
    }
    let bytes = std::fs::read(path).with_context(|| format!("{label}: cannot read"))?;
    let body_sha256 = crate::hash::sha256_hex(&bytes);
    if is_markdown(path) {
        let src = String::from_utf8(bytes)
            .map_err(|e| anyhow::anyhow!("{label}: Markdown is not valid UTF-8 ({e})"))?;
        let page = crate::markdown::render(&src);
        return Ok(LoadedPage {
            label,
            kind: "markdown",
            url: None,
            title: None,
            body_sha256,
            content: Content::Markdown(page),
        });
    }
    if !crate::fetch::is_html(None, &bytes) && !is_html_file(path) {
        anyhow::bail!("{label}: not an HTML or Markdown file");
    }
    let (html, _charset) = crate::fetch::decode_body(&bytes, None);
    let title = crate::text::title(&scraper::Html::parse_document(&html));
    Ok(LoadedPage {
        label,
        kind: "html",
        url: None,
        title,
        body_sha256,
        content: Content::Html(html.into_owned()),
    })
}

#[derive(Serialize)]
struct JsonOut<'a> {
    schema_version: u32,
    regex: bool,
    substring: bool,
    pages: Vec<JsonPage<'a>>,
    errors: Vec<JsonError>,
    totals: Vec<JsonTotal<'a>>,
}

#[derive(Serialize)]
struct JsonPage<'a> {
    source: &'a str,
    kind: &'a str,
    url: Option<&'a str>,
    title: Option<&'a str>,
    body_sha256: &'a str,
    counts: Vec<JsonCount<'a>>,
}

#[derive(Serialize)]
struct JsonCount<'a> {
    phrase: &'a str,
    #[serde(flatten)]
    count: &'a PageCount,
}

#[derive(Serialize)]
struct JsonError {
    source: String,
    error: String,
}

#[derive(Serialize, Default, Clone)]
struct JsonTotal<'a> {
    phrase: &'a str,
    pages: usize,
    html: usize,
    text: usize,
    text_normalized: usize,
    spaced: usize,
    excluded_inside_token: usize,
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    let patterns: Vec<Pattern> = args
        .phrases
        .iter()
        .map(|p| {
            if args.regex {
                regex::Regex::new(p)
                    .map(Pattern::Regex)
                    .with_context(|| format!("--phrase {p:?} is not a valid regex"))
            } else {
                Ok(Pattern::Literal(p.clone()))
            }
        })
        .collect::<anyhow::Result<_>>()?;
    let opts = CountOptions {
        substring: args.substring,
    };
    let store = Store::new(&args.snapshots);
    let loaded = load_sources(&args.sources, &store);
    let mut pages: Vec<(LoadedPage, Vec<PageCount>)> = Vec::new();
    let mut errors = Vec::new();
    for (label, page) in loaded {
        match page {
            Ok(p) => {
                let counts = match &p.content {
                    Content::Html(h) => {
                        let a = PageAnalysis::new(h);
                        patterns.iter().map(|pat| a.count(pat, &opts)).collect()
                    }
                    Content::Markdown(m) => {
                        patterns.iter().map(|pat| m.count(pat, &opts)).collect()
                    }
                };
                pages.push((p, counts));
            }
            Err(e) => errors.push(JsonError {
                source: label,
                error: format!("{e:#}"),
            }),
        }
    }
    let totals: Vec<JsonTotal<'_>> = patterns
        .iter()
        .enumerate()
        .map(|(i, pat)| {
            let mut t = JsonTotal {
                phrase: pat.as_str(),
                pages: pages.len(),
                ..Default::default()
            };
            for (_, counts) in &pages {
                let c = &counts[i];
                t.html += c.html;
                t.text += c.text;
                t.text_normalized += c.text_normalized;
                t.spaced += c.spaced;
                t.excluded_inside_token += c.excluded_inside_token;
            }
            t
        })
        .collect();
    let rendered = match args.format {
        Format::Json => {
            let out = JsonOut {
                schema_version: JSON_SCHEMA_VERSION,
                regex: args.regex,
                substring: args.substring,
                pages: pages
                    .iter()
                    .map(|(p, counts)| JsonPage {
                        source: &p.label,
                        kind: p.kind,
                        url: p.url.as_deref(),
                        title: p.title.as_deref(),
                        body_sha256: &p.body_sha256,
                        counts: patterns
                            .iter()
                            .zip(counts)
                            .map(|(pat, count)| JsonCount {
                                phrase: pat.as_str(),
                                count,
                            })
                            .collect(),
                    })
                    .collect(),
                errors: errors
                    .iter()
                    .map(|e| JsonError {
                        source: e.source.clone(),
                        error: e.error.clone(),
                    })
                    .collect(),
                totals: totals.clone(),
            };
            serde_json::to_string_pretty(&out)? + "\n"
        }
        Format::Table => table(&patterns, &pages, &totals, &errors, args.max_explanations),
    };
    use std::io::Write;
    std::io::stdout().lock().write_all(rendered.as_bytes())?;
    if !errors.is_empty() {
        for e in &errors {
            eprintln!("docdrift: {}", e.error);
        }
        return Ok(Exit::Unavailable);
    }
    Ok(Exit::Ok)
}

fn table(
    patterns: &[Pattern],
    pages: &[(LoadedPage, Vec<PageCount>)],
    totals: &[JsonTotal<'_>],
    errors: &[JsonError],
    max_explanations: usize,
) -> String {
    let mut t = comfy_table::Table::new();
    t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
    t.set_header(vec![
        "page",
        "phrase",
        "html",
        "text",
        "normalised",
        "spaced",
        "in larger token",
    ]);
    for (p, counts) in pages {
        for (pat, c) in patterns.iter().zip(counts) {
            t.add_row(vec![
                p.label.clone(),
                pat.as_str().to_string(),
                c.html.to_string(),
                c.text.to_string(),
                c.text_normalized.to_string(),
                c.spaced.to_string(),
                c.excluded_inside_token.to_string(),
            ]);
        }
    }
    if pages.len() > 1 {
        for tot in totals {
            t.add_row(vec![
                format!("TOTAL ({} pages)", tot.pages),
                tot.phrase.to_string(),
                tot.html.to_string(),
                tot.text.to_string(),
                tot.text_normalized.to_string(),
                tot.spaced.to_string(),
                tot.excluded_inside_token.to_string(),
            ]);
        }
    }
    let mut s = t.to_string();
    s.push('\n');
    let mut notes = String::new();
    for (p, counts) in pages {
        for (pat, c) in patterns.iter().zip(counts) {
            if c.explanations.is_empty() && !matches!(p.content, Content::Markdown(_)) {
                continue;
            }
            let mut lines = Vec::new();
            let shown = if max_explanations == 0 {
                c.explanations.len()
            } else {
                max_explanations.min(c.explanations.len())
            };
            for e in &c.explanations[..shown] {
                lines.push(format!("  - {}: {}", kind_name(e.kind), e.message));
            }
            if shown < c.explanations.len() {
                lines.push(format!(
                    "  … {} more (--max-explanations 0 or --format json lists all)",
                    c.explanations.len() - shown
                ));
            }
            if matches!(p.content, Content::Markdown(_)) {
                for h in &c.text_hits {
                    match h.line {
                        Some(l) => {
                            lines.push(format!("  - hit at {}:{l}: {:?}", p.label, h.matched))
                        }
                        None => lines.push(format!(
                            "  - hit at text byte {}: {:?}",
                            h.offset, h.matched
                        )),
                    }
                }
            }
            if !lines.is_empty() {
                notes.push_str(&format!(
                    "{} {:?}:\n{}\n",
                    p.label,
                    pat.as_str(),
                    lines.join("\n")
                ));
            }
        }
    }
    if !notes.is_empty() {
        s.push_str("\nwhy the counts differ:\n");
        s.push_str(&notes);
    }
    for e in errors {
        s.push_str(&format!("\nerror: {}\n", e.error));
    }
    s
}

fn kind_name(k: crate::count::ExplanationKind) -> String {
    serde_json::to_value(k)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}
