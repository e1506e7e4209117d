//! Counting phrases across many pages at once: one job per page or HTML file,
//! run in parallel with per-thread scratch space, results in input order.

use crate::pages::count::PageAnalysis;
use crate::pages::count::PageCount;
use crate::pages::count::ViewCounter;
use crate::pages::count::ViewCounts;
use crate::pages::count::ViewScratch;
use crate::pages::load::is_html_file;
use crate::pages::load::is_markdown;
use crate::pages::load::is_url;
use crate::pages::load::load_path;
use crate::pages::load::load_sources;
use crate::pages::load::walk_dir;
use crate::pages::load::Content;
use crate::pages::load::LoadError;
use crate::pages::load::LoadedPage;
use crate::pages::snapshot::Store;
#[allow(unused_imports)]
use rayon::prelude::*;
use std::path::Path;
use std::path::PathBuf;

/// One unit of work: a file found under a directory SOURCE (read in the worker), or a page
/// already resolved from a URL, a snapshot or a single file.
pub enum Job {
    /// A file found under a directory SOURCE, read by the worker.
    File {
        /// The path as shown (relative to the directory when it was the only SOURCE).
        label: String,
        /// The file to read.
        path: PathBuf,
    },
    /// A page already loaded (or that failed to load) from a URL, snapshot or single file.
    Loaded {
        /// The SOURCE as given.
        label: String,
        /// The page, or why it could not be loaded.
        page: Box<Result<LoadedPage, LoadError>>,
    },
}

/// What the worker hands to the printer for one page.
pub struct Counted {
    /// The source as shown: the URL, the path, or the path relative to a single directory SOURCE.
    pub label: String,
    /// `snapshot`, `html` or `markdown`.
    pub kind: &'static str,
    /// The page's URL when it came from a snapshot; `None` for files.
    pub url: Option<String>,
    /// The page's `<title>`; for HTML files read only when `detail` was asked and the page has a
    /// hit.
    pub title: Option<String>,
    /// One entry per pattern, in the counter's order.
    pub counts: Vec<ViewCounts>,
    /// The page was counted by the DOM path because the fast path could not vouch for it.
    pub dom_fallback: bool,
    /// `--explain`: the DOM analysis of the page, per pattern (computed when listed).
    pub detail: Option<Vec<PageCount>>,
    /// The page is Markdown (its counts are of its rendering; `detail` is computed even without a
    /// hit).
    pub is_markdown: bool,
}

/// Turns SOURCE arguments into jobs, in order; a directory is walked once (sorted) and its
/// files are read later, in parallel. Labels of files under a single directory SOURCE are
/// relative to it.
pub fn jobs(sources: &[String], store: &Store) -> Vec<Job> {
    let single = sources.len() == 1;
    let mut out = Vec::new();
    for src in sources {
        let path = Path::new(src);
        if !is_url(src) && path.is_dir() && !crate::pages::snapshot::is_snapshot_dir(path) {
            match walk_dir(path) {
                Ok(found) if found.is_empty() => out.push(Job::Loaded {
                    label: src.clone(),
                    page: Box::new(Err(LoadError::NotAPage(format!(
                        "{src}: no .html, .htm, .md files or snapshots found in this directory"
                    )))),
                }),
                Ok(found) => {
                    // A label per file: 48,000 of them for a docs tree, made on all cores.
                    let files: Vec<Job> = found
                        .into_par_iter()
                        .map(|p| {
                            let label = match p.strip_prefix(path) {
                                Ok(rel) if single && !rel.as_os_str().is_empty() => {
                                    rel.display().to_string()
                                }
                                _ => p.display().to_string(),
                            };
                            Job::File { label, path: p }
                        })
                        .collect();
                    out.extend(files);
                }
                Err(e) => out.push(Job::Loaded {
                    label: src.clone(),
                    page: Box::new(Err(e)),
                }),
            }
            continue;
        }
        for (label, page) in load_sources(std::slice::from_ref(src), store) {
            out.push(Job::Loaded {
                label,
                page: Box::new(page),
            });
        }
    }
    out
}

/// Reads a plain `.html` file the way [`load_path`] does (same charset rules), into the
/// worker's reused buffer, without the DOM parse and hash that only `--explain` needs.
pub fn read_html_file<'b>(
    path: &Path,
    buf: &'b mut Vec<u8>,
) -> Result<std::borrow::Cow<'b, str>, LoadError> {
    use std::io::Read;
    buf.clear();
    std::fs::File::open(path)
        .and_then(|mut f| f.read_to_end(buf))
        .map_err(|e| LoadError::Io {
            path: path.display().to_string(),
            what: "cannot read",
            source: Box::new(e),
        })?;
    if let Some(text) = utf8_as_decode_body_reads_it(buf) {
        return Ok(std::borrow::Cow::Borrowed(text));
    }
    Ok(crate::pages::fetch::decode_body(buf, None).0)
}

/// The common case of [`crate::pages::fetch::decode_body`] (no content type) with one UTF-8
/// validation instead of two: without a BOM, with no `<meta charset>` or one naming UTF-8,
/// UTF-16 (read as UTF-8 without a BOM) or no known encoding, valid UTF-8 bytes are read as
/// UTF-8 as they are. Anything else (`None`) goes through `decode_body`.
pub(crate) fn utf8_as_decode_body_reads_it(body: &[u8]) -> Option<&str> {
    if encoding_rs::Encoding::for_bom(body).is_some() {
        return None;
    }
    if let Some(label) = crate::pages::fetch::meta_charset(body) {
        match encoding_rs::Encoding::for_label(label.as_bytes()) {
            None => {}
            Some(e)
                if e == encoding_rs::UTF_8
                    || e == encoding_rs::UTF_16LE
                    || e == encoding_rs::UTF_16BE => {}
            Some(_) => return None,
        }
    }
    std::str::from_utf8(body).ok()
}

/// Per-thread buffers of the workers.
#[derive(Default)]
pub struct Scratch {
    /// The fast path's buffers, reused page after page.
    pub views: ViewScratch,
    /// Buffer an HTML file is read into, reused page after page.
    pub file: Vec<u8>,
}

/// Count one job's page with `counter`, reusing the thread's `scratch`; with `detail`, also run the
/// DOM analysis on pages with a hit. An unreadable page is `Err((label, message))`.
pub fn count_job(
    job: &Job,
    counter: &ViewCounter,
    scratch: &mut Scratch,
    detail: bool,
) -> Result<Counted, (String, String)> {
    let Scratch { views, file } = scratch;
    let scratch = views;
    match job {
        Job::File { label, path } if is_html_file(path) && !is_markdown(path) => {
            let html = read_html_file(path, file)
                .map_err(|e| (label.clone(), crate::core::error::chain(&e)))?;
            let views = counter.count(&html, scratch);
            let hit = views.counts.iter().any(ViewCounts::has_hit);
            let (detail, title) = if detail && hit {
                let a = PageAnalysis::new(&html);
                let title = crate::pages::text::title(&crate::pages::text::parse_document(&html));
                let d = counter
                    .patterns()
                    .iter()
                    .map(|p| a.count(p, counter.options()))
                    .collect();
                (Some(d), title)
            } else {
                (None, None)
            };
            Ok(Counted {
                label: label.clone(),
                kind: "html",
                url: None,
                title,
                counts: views.counts,
                dom_fallback: views.dom_fallback,
                detail,
                is_markdown: false,
            })
        }
        Job::File { label, path } => {
            let page =
                load_path(path).map_err(|e| (label.clone(), crate::core::error::chain(&e)))?;
            // A snapshot is named by its URL; a file by its path under the SOURCE.
            let label = if page.kind == "snapshot" {
                &page.label
            } else {
                label
            };
            Ok(count_loaded(label, &page, counter, scratch, detail))
        }
        Job::Loaded { label, page } => match page.as_ref() {
            Ok(p) => Ok(count_loaded(&p.label, p, counter, scratch, detail)),
            Err(e) => Err((label.clone(), crate::core::error::chain(e))),
        },
    }
}

/// Count one already-loaded page, labelled `label`; with `detail`, add the DOM analysis when it has
/// a hit or is Markdown.
pub fn count_loaded(
    label: &str,
    p: &LoadedPage,
    counter: &ViewCounter,
    scratch: &mut ViewScratch,
    detail: bool,
) -> Counted {
    let views = counter.count(p.html(), scratch);
    let hit = views.counts.iter().any(ViewCounts::has_hit);
    let is_markdown = matches!(p.content, Content::Markdown(_));
    let detail = (detail && (hit || is_markdown)).then(|| {
        let pats = counter.patterns();
        match &p.content {
            Content::Html(h) => {
                let a = PageAnalysis::new(h);
                pats.iter()
                    .map(|pat| a.count(pat, counter.options()))
                    .collect()
            }
            Content::Markdown(m) => pats
                .iter()
                .map(|pat| m.count(pat, counter.options()))
                .collect(),
        }
    });
    Counted {
        label: label.to_string(),
        kind: p.kind,
        url: p.url.clone(),
        title: p.title.clone(),
        counts: views.counts,
        dom_fallback: views.dom_fallback,
        detail,
        is_markdown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wherever the one-validation read answers, it answers what `decode_body` reads.
    #[test]
    fn utf8_shortcut_equals_decode_body() {
        let bodies: [&[u8]; 11] = [
            b"<p>plain ascii</p>",
            "<p>caf\u{e9} \u{2014}</p>".as_bytes(),
            b"<meta charset=utf-8><p>caf\xc3\xa9</p>",
            b"<meta charset=\"UTF-16\"><p>caf\xc3\xa9</p>",
            b"<meta charset=x-klingon><p>caf\xc3\xa9</p>",
            b"<meta charset=iso-8859-1><p>caf\xc3\xa9</p>",
            b"<meta charset=iso-8859-1><p>ascii only</p>",
            b"<meta charset=iso-2022-kr><p>x</p>",
            b"<meta charset=shift_jis><p>x</p>",
            b"\xef\xbb\xbf<p>bom</p>",
            b"<p>caf\xe9 latin-1 bytes</p>",
        ];
        let mut answered = 0;
        for body in bodies {
            let slow = crate::pages::fetch::decode_body(body, None).0;
            if let Some(fast) = utf8_as_decode_body_reads_it(body) {
                assert_eq!(fast, slow, "{:?}", String::from_utf8_lossy(body));
                answered += 1;
            }
        }
        assert_eq!(answered, 5);
    }
}
