//! `--docs-base`: read the pages of a claims file from another base (a
//! staging site or a local build) instead of its `target.docs`. Parsed and
//! applied by [`super::evaluate`] before anything is fetched.

use super::RunError;
use crate::claims::ClaimsFile;
use std::path::PathBuf;

/// Where a docs base points: a directory URL (a trailing `/` added, so
/// `…/docs` means the `docs/` directory) or an existing local directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DocsBase {
    /// An http(s) directory URL, ending in `/`, without query or fragment.
    Url(url::Url),
    /// An existing local directory, made absolute (from a path or a `file://` URL).
    Dir(PathBuf),
}

impl DocsBase {
    /// An http(s) URL, or an existing directory (`file://` allowed).
    pub fn parse(base: &str) -> Result<DocsBase, RunError> {
        if super::is_web(base) {
            let mut u = url::Url::parse(base).map_err(|source| RunError::DocsBaseUrl {
                base: base.to_string(),
                source,
            })?;
            if !u.path().ends_with('/') {
                let p = format!("{}/", u.path());
                u.set_path(&p);
            }
            u.set_query(None);
            u.set_fragment(None);
            return Ok(DocsBase::Url(u));
        }
        let path = PathBuf::from(base.strip_prefix("file://").unwrap_or(base));
        if path.is_dir() {
            return std::path::absolute(&path)
                .map(DocsBase::Dir)
                .map_err(|source| RunError::DocsBaseDir {
                    base: base.to_string(),
                    source,
                });
        }
        Err(RunError::DocsBaseMissing(base.to_string()))
    }

    /// Re-root every page under a claims file's `target.docs` onto this base.
    /// Pages elsewhere (another site, local markdown) are left as they are.
    pub fn rebase(&self, files: &mut [ClaimsFile]) {
        for f in files {
            let Some(old) = f
                .target
                .docs
                .as_deref()
                .and_then(|o| url::Url::parse(o).ok())
            else {
                continue;
            };
            // The directory relative pages were joined onto (url::Url::join
            // semantics, as when the claims file was read).
            let Ok(old_dir) = old.join("./") else {
                continue;
            };
            let old_dir = old_dir.to_string();
            let moved = |page: &str| -> Option<String> {
                let rest = page.strip_prefix(old_dir.as_str())?;
                Some(match self {
                    DocsBase::Url(u) => format!("{u}{rest}"),
                    DocsBase::Dir(d) => static_page(d, rest).display().to_string(),
                })
            };
            for page in f.pages.values_mut() {
                if let Some(new) = moved(page) {
                    *page = new;
                }
            }
            for c in &mut f.claims {
                if let Some(d) = c.docs.as_mut() {
                    if let Some(new) = d.page.as_deref().and_then(moved) {
                        d.page = Some(new);
                    }
                }
            }
            f.target.docs = Some(match self {
                DocsBase::Url(u) => u.to_string(),
                DocsBase::Dir(d) => d.display().to_string(),
            });
        }
    }
}

/// The file a static build serves for the URL path `rest` under `dir`, as
/// `docdrift serve` (and a static host) maps it: `guide/` is
/// `guide/index.html`; `guide` is the file `guide` if there is one, else
/// `guide.html` (the demo's build), else `guide/index.html` (Docusaurus).
/// When none exists the first candidate is returned, so the error names it.
pub(crate) fn static_page(dir: &std::path::Path, rest: &str) -> PathBuf {
    let rest = rest.split(['?', '#']).next().unwrap_or("");
    let p = dir.join(rest);
    if rest.is_empty() || rest.ends_with('/') {
        return p.join("index.html");
    }
    let mut html = p.clone().into_os_string();
    html.push(".html");
    let candidates = [p.clone(), PathBuf::from(html), p.join("index.html")];
    candidates
        .iter()
        .find(|c| c.is_file())
        .cloned()
        .unwrap_or(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn static_builds_map_like_serve() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path();
        std::fs::create_dir_all(root.join("docs/a")).unwrap();
        std::fs::write(root.join("docs/a/index.html"), "").unwrap();
        std::fs::write(root.join("docs/b.html"), "").unwrap();
        assert_eq!(static_page(root, "docs/a"), root.join("docs/a/index.html"));
        assert_eq!(static_page(root, "docs/a/"), root.join("docs/a/index.html"));
        assert_eq!(static_page(root, "docs/b"), root.join("docs/b.html"));
        assert_eq!(static_page(root, "docs/b.html#x"), root.join("docs/b.html"));
        assert_eq!(static_page(root, "docs/c"), root.join("docs/c"));
    }
}
