//! Loading the docs a scan reads: a local docs directory or snapshots.

#[allow(unused_imports)]
use super::*;

fn read_page(dir: &Path, path: &Path, is_md: bool) -> Result<DocPage, ScanError> {
    let bytes = std::fs::read(path).map_err(|source| ScanError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    // Docs in another encoding are read lossily rather than dropped; the
    // replaced bytes cannot form a name or a number. Valid UTF-8 (nearly every
    // page) is taken as it is, without a copy.
    let text = String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    let shown = path.display().to_string();
    let mut page = if is_md {
        DocPage::from_markdown(shown, text)
    } else {
        DocPage::from_html(shown, text)
    };
    page.rel = Some(
        path.strip_prefix(dir)
            .unwrap_or(path)
            .to_string_lossy()
            .replace('\\', "/"),
    );
    Ok(page)
}

/// Every `.html`/`.htm`/`.md` file under `dir`, sorted by path.
pub fn load_docs_dir(dir: &Path) -> Result<Vec<DocPage>, ScanError> {
    if !dir.is_dir() {
        return Err(ScanError::NotADir {
            what: "docs",
            path: dir.to_path_buf(),
        });
    }
    // The walk is cheap; reading and decoding 100 MB of pages is not: list the
    // files in order first, then read them on all cores (kept in path order).
    let mut files: Vec<Result<(PathBuf, bool), ScanError>> = Vec::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                // A serial walk stops here; so does this one.
                files.push(Err(ScanError::Io {
                    path: e.path().unwrap_or(dir).to_path_buf(),
                    source: e.into(),
                }));
                break;
            }
        };
        if !entry.file_type().is_file() {
            continue;
        }
        let path = entry.path();
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        let is_md = matches!(ext.as_deref(), Some("md" | "markdown"));
        if !is_md && !matches!(ext.as_deref(), Some("html" | "htm")) {
            continue;
        }
        files.push(Ok((entry.into_path(), is_md)));
    }
    use rayon::prelude::*;
    let read: Vec<Result<DocPage, ScanError>> = files
        .into_par_iter()
        .map(|f| f.and_then(|(path, is_md)| read_page(dir, &path, is_md)))
        .collect();
    // The first failure in path order, as a serial walk reports it.
    let pages = read
        .into_iter()
        .collect::<Result<Vec<DocPage>, ScanError>>()?;
    if pages.is_empty() {
        return Err(ScanError::NoPages {
            path: dir.to_path_buf(),
        });
    }
    Ok(pages)
}

/// The latest snapshot of every page in a store (HTML pages only; others
/// are listed in the returned notes).
pub fn load_snapshots(dir: &Path) -> Result<(Vec<DocPage>, Vec<String>), ScanError> {
    if !dir.is_dir() {
        return Err(ScanError::NotADir {
            what: "snapshots",
            path: dir.to_path_buf(),
        });
    }
    let store = crate::pages::snapshot::Store::new(dir);
    let mut pages = Vec::new();
    let mut notes = Vec::new();
    for rec in store.list()? {
        let snap = store.load_latest(&rec.url)?;
        if !snap.is_html() {
            notes.push(format!(
                "{}: not HTML ({}), not scanned",
                rec.url,
                rec.content_type.as_deref().unwrap_or("no content type")
            ));
            continue;
        }
        let mut page = DocPage::from_html(rec.url.clone(), snap.html().into_owned());
        if rec.title.is_some() {
            page.title = rec.title.clone();
        }
        pages.push(page);
    }
    if pages.is_empty() {
        return Err(ScanError::NoSnapshots {
            path: dir.to_path_buf(),
        });
    }
    Ok((pages, notes))
}
