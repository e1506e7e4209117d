//! Loading the pages a command names: URLs (through the snapshot store, fetched
//! when missing), snapshot directories, HTML and Markdown files, and directories
//! of them, in a stable order, keeping each failure with its source.

use crate::pages::fetch::FetchOptions;
use crate::pages::fetch::Fetcher;
use crate::pages::fetch::Validators;
use crate::pages::markdown::MarkdownPage;
use crate::pages::snapshot::Slot;
use crate::pages::snapshot::SnapshotError;
use crate::pages::snapshot::Store;
#[allow(unused_imports)]
use rayon::prelude::*;
use std::path::Path;
use std::path::PathBuf;

/// Why a page a command names could not be loaded. Each message starts with the source
/// (path or URL); [`crate::core::error::chain`] adds the causes.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// A file or directory could not be read (`what`: "cannot read", "cannot walk"…).
    #[error("{path}: {what}")]
    Io {
        /// The file or directory.
        path: String,
        /// What failed, in words.
        what: &'static str,
        /// The operating system's or walkdir's error.
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The snapshot store could not read or write the page.
    #[error(transparent)]
    Snapshot(#[from] SnapshotError),
    /// Fetching a URL missing from the store failed.
    #[error(transparent)]
    Fetch(#[from] crate::pages::fetch::FetchError),
    /// The source was read but is not a page to count: its message says why.
    #[error("{0}")]
    NotAPage(String),
}

impl LoadError {
    fn io(
        path: &Path,
        what: &'static str,
        e: impl std::error::Error + Send + Sync + 'static,
    ) -> Self {
        LoadError::Io {
            path: path.display().to_string(),
            what,
            source: Box::new(e),
        }
    }
}

/// A page ready to count or print.
pub struct LoadedPage {
    /// What the user named (URL or path).
    pub label: String,
    /// "snapshot", "html" or "markdown".
    pub kind: &'static str,
    /// The page's URL when it came from a snapshot (fetched or a snapshot directory); `None` for
    /// HTML and Markdown files.
    pub url: Option<String>,
    /// The HTML `<title>` text; `None` for Markdown and for pages without one.
    pub title: Option<String>,
    /// SHA-256 of the bytes read (the snapshot body or the file), lowercase hex.
    pub body_sha256: String,
    /// The page itself: HTML, or Markdown with its rendering.
    pub content: Content,
}

/// What a loaded page holds.
pub enum Content {
    /// Decoded HTML (a snapshot or an `.html`/`.htm`/`.xhtml` file).
    Html(String),
    /// A Markdown file with its rendered HTML and visible text.
    Markdown(MarkdownPage),
}

impl LoadedPage {
    /// The visible text (Markdown: of its rendering).
    pub fn visible_text(&self) -> String {
        match &self.content {
            Content::Html(h) => crate::pages::text::visible_text(h),
            Content::Markdown(m) => m.text.clone(),
        }
    }

    /// The page's HTML (for Markdown: its rendering).
    pub fn html(&self) -> &str {
        match &self.content {
            Content::Html(h) => h,
            Content::Markdown(m) => &m.html,
        }
    }
}

/// Whether `s` is an `http://` or `https://` URL (the scheme prefix, case-sensitive, is all that is
/// checked).
pub fn is_url(s: &str) -> bool {
    s.starts_with("http://") || s.starts_with("https://")
}

/// Whether the path ends in `.md` or `.markdown` (any ASCII case).
pub fn is_markdown(p: &Path) -> bool {
    extension_is(p, &["md", "markdown"])
}

/// Whether the path ends in `.html`, `.htm` or `.xhtml` (any ASCII case).
pub fn is_html_file(p: &Path) -> bool {
    extension_is(p, &["html", "htm", "xhtml"])
}

/// The extension is one of `exts`, ignoring ASCII case (no allocation: called per file).
fn extension_is(p: &Path, exts: &[&str]) -> bool {
    p.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| exts.iter().any(|x| e.eq_ignore_ascii_case(x)))
}

/// Resolve SOURCE arguments into pages, in order (directories sorted by path).
/// Each failure is kept with the source it belongs to; nothing is skipped silently.
pub fn load_sources(
    sources: &[String],
    store: &Store,
) -> Vec<(String, Result<LoadedPage, LoadError>)> {
    let mut out = Vec::new();
    let mut fetcher: Option<Fetcher> = None;
    for src in sources {
        if is_url(src) {
            out.push((src.clone(), load_url(src, store, &mut fetcher)));
            continue;
        }
        let path = Path::new(src);
        if path.is_dir() && !crate::pages::snapshot::is_snapshot_dir(path) {
            match walk_dir(path) {
                Ok(found) if found.is_empty() => out.push((
                    src.clone(),
                    Err(LoadError::NotAPage(format!(
                        "{src}: no .html, .htm, .md files or snapshots found in this directory"
                    ))),
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

/// Every page under `dir`, sorted as `walkdir`'s `sort_by_file_name` orders them (each
/// directory's entries by name, a subdirectory's pages in its place): `.html`/`.htm`/
/// `.xhtml` and Markdown files, and snapshot directories (by their `latest.json`); a body
/// the snapshot store wrote (`X.html` next to `X.json`) is read through its record instead.
/// Subdirectories are read in parallel; each directory is listed once.
pub fn walk_dir(dir: &Path) -> Result<Vec<PathBuf>, LoadError> {
    if !dir.is_dir() {
        return walk_dir_serial(dir);
    }
    walk_one(dir).map_err(|e| LoadError::io(dir, "cannot walk", e))
}

fn walk_one(dir: &Path) -> Result<Vec<PathBuf>, LoadError> {
    let read_err = |e| LoadError::io(dir, "cannot read directory", e);
    let mut entries: Vec<(std::ffi::OsString, std::fs::FileType)> = Vec::new();
    for e in std::fs::read_dir(dir).map_err(read_err)? {
        let e = e.map_err(read_err)?;
        let ft = e
            .file_type()
            .map_err(|err| LoadError::io(&e.path(), "cannot stat", err))?;
        entries.push((e.file_name(), ft));
    }
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    // Subdirectories first, all at once; their pages are spliced in below, in name order.
    let subdirs: Vec<Result<Vec<PathBuf>, LoadError>> = entries
        .par_iter()
        .filter(|(_, ft)| ft.is_dir())
        .map(|(name, _)| walk_one(&dir.join(name)))
        .collect();
    let mut subdirs = subdirs.into_iter();
    // Any entry named `*.json` counts, as in the listing the serial walk reads.
    let jsons: std::collections::HashSet<&[u8]> = entries
        .iter()
        .filter_map(|(n, _)| n.as_encoded_bytes().strip_suffix(b".json"))
        .collect();
    let mut found = Vec::new();
    for (name, ft) in &entries {
        if ft.is_dir() {
            found.extend(subdirs.next().expect("one result per subdirectory")?);
            continue;
        }
        let bytes = name.as_encoded_bytes();
        // Any entry named `latest.json` makes a snapshot directory, so one the
        // store refuses to read (a link, a FIFO) is reported when it is
        // loaded, not skipped without a word.
        if bytes == b"latest.json" {
            found.push(dir.to_path_buf());
            continue;
        }
        if !ft.is_file() {
            continue;
        }
        // Bodies stored by the snapshot store are read through their record.
        if let Some(stem) = bytes.strip_suffix(b".html") {
            if jsons.contains(stem) {
                continue;
            }
        }
        let p = Path::new(name);
        if is_markdown(p) || is_html_file(p) {
            found.push(dir.join(name));
        }
    }
    Ok(found)
}

/// [`walk_dir`] of a path that is not a directory (walkdir yields the path itself).
fn walk_dir_serial(dir: &Path) -> Result<Vec<PathBuf>, LoadError> {
    let mut found = Vec::new();
    // `.json` names per directory, read once per directory (not a stat per `.html` file).
    let mut records: std::collections::HashMap<PathBuf, std::collections::HashSet<String>> =
        std::collections::HashMap::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = entry.map_err(|e| LoadError::io(dir, "cannot walk", e))?;
        let p = entry.path();
        let name = entry.file_name().to_string_lossy();
        let parent = p.parent().unwrap_or(dir);
        // As in `walk_one`: any `latest.json` entry, so a refused one is reported.
        if name == "latest.json" && !entry.file_type().is_dir() {
            found.push(parent.to_path_buf());
            continue;
        }
        if !entry.file_type().is_file() {
            continue;
        }
        // Bodies stored by the snapshot store are read through their record.
        if let Some(stem) = name.strip_suffix(".html") {
            let jsons = records.entry(parent.to_path_buf()).or_insert_with(|| {
                std::fs::read_dir(parent)
                    .into_iter()
                    .flatten()
                    .flatten()
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| n.ends_with(".json"))
                    .collect()
            });
            if jsons.contains(&format!("{stem}.json")) {
                continue;
            }
        }
        if is_markdown(p) || is_html_file(p) {
            found.push(p.to_path_buf());
        }
    }
    Ok(found)
}

/// The latest snapshot of `url` from `store`; when there is none, fetch it (building `fetcher` on
/// first need) and store it. An HTTP error status is recorded in `failure.json` and returned as
/// [`LoadError::NotAPage`].
pub fn load_url(
    url: &str,
    store: &Store,
    fetcher: &mut Option<Fetcher>,
) -> Result<LoadedPage, LoadError> {
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
                return Err(LoadError::NotAPage(format!(
                    "{url}: HTTP status {} (recorded in {}); not counting an error page",
                    resp.status,
                    store
                        .root()
                        .join(store.dir_for(url))
                        .join("failure.json")
                        .display()
                )));
            }
            store.save(&resp)?
        }
    };
    snapshot_page(url.to_string(), snap)
}

/// A stored snapshot as a page labelled `label`; [`LoadError::NotAPage`] when its body is not HTML.
pub fn snapshot_page(
    label: String,
    snap: crate::pages::snapshot::Snapshot,
) -> Result<LoadedPage, LoadError> {
    if !snap.is_html() {
        return Err(LoadError::NotAPage(format!(
            "{label}: not an HTML page (content-type {}); nothing to count",
            snap.record.content_type.as_deref().unwrap_or("unknown")
        )));
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

/// The page's `<title>`, parsing only the text up to the first `</title>` when that finds
/// it: the tree builder streams, so the first title of the prefix is the document's first
/// title, and a 200 MB page no longer needs a whole DOM (~20× its size) for its title. When
/// the prefix holds none (`</title>` inside a script or comment), the whole page is parsed.
pub(crate) fn title_of(html: &str) -> Option<String> {
    let b = html.as_bytes();
    let tag = |open: &'static [u8], from: usize| {
        memchr::memmem::find_iter(&b[from..], open)
            .map(|i| from + i)
            .find(|&i| {
                b.get(i + open.len()..i + open.len() + 5)
                    .is_some_and(|t| t.eq_ignore_ascii_case(b"title"))
            })
    };
    // No `<title` start tag anywhere: no title element, and no DOM to build.
    let start = tag(b"<", 0)?;
    let end = tag(b"</", start).and_then(|i| html[i..].find('>').map(|j| i + j + 1));
    if let Some(end) = end.filter(|&e| html.is_char_boundary(e)) {
        if let Some(t) =
            crate::pages::text::title(&crate::pages::text::parse_document(&html[..end]))
        {
            return Some(t);
        }
    }
    crate::pages::text::title(&crate::pages::text::parse_document(html))
}

/// A page from a path: a snapshot directory (its latest), a Markdown file, or an HTML file
/// (detected by extension or content); anything else is [`LoadError::NotAPage`].
pub fn load_path(path: &Path) -> Result<LoadedPage, LoadError> {
    let label = path.display().to_string();
    if path.is_dir() {
        let snap = crate::pages::snapshot::load_dir(path, Slot::Latest)?.ok_or_else(|| {
            LoadError::NotAPage(format!(
                "{label}: no latest.json in this snapshot directory"
            ))
        })?;
        // A snapshot is named by the URL it holds (its path is derived from it).
        return snapshot_page(snap.record.url.clone(), snap);
    }
    let bytes = std::fs::read(path).map_err(|e| LoadError::io(path, "cannot read", e))?;
    let body_sha256 = crate::core::hash::sha256_hex(&bytes);
    if is_markdown(path) {
        let src = String::from_utf8(bytes).map_err(|e| {
            LoadError::NotAPage(format!("{label}: Markdown is not valid UTF-8 ({e})"))
        })?;
        let page = crate::pages::markdown::render(&src);
        return Ok(LoadedPage {
            label,
            kind: "markdown",
            url: None,
            title: None,
            body_sha256,
            content: Content::Markdown(page),
        });
    }
    if !crate::pages::fetch::is_html(None, &bytes) && !is_html_file(path) {
        return Err(LoadError::NotAPage(format!(
            "{label}: not an HTML or Markdown file"
        )));
    }
    let (html, _charset) = crate::pages::fetch::decode_body(&bytes, None);
    let title = title_of(&html);
    Ok(LoadedPage {
        label,
        kind: "html",
        url: None,
        title,
        body_sha256,
        content: Content::Html(html.into_owned()),
    })
}
