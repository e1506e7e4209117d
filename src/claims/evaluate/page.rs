//! Loading the page a claim names: from the snapshot store or a local docs file,
//! with the cache-header rules for re-fetching.

#[allow(unused_imports)]
use super::*;

/// A docs page ready to read: its HTML, visible text and evidence header.
pub struct Page {
    pub html: String,
    pub text: String,
    /// `text` with whitespace runs collapsed (what regexes run over).
    pub normalized: String,
    /// URL/provenance fields filled; per-claim fields empty.
    pub evidence: DocsEvidence,
    /// For local markdown: the rendered page, which maps text offsets to lines.
    pub markdown: Option<crate::pages::markdown::MarkdownPage>,
    /// `normalized` byte offset → `text` byte offset (one entry per byte of `normalized`).
    pub(crate) norm_map: Vec<usize>,
    /// The snapshot's warnings and the DOM path's (see [`text::nesting_warning`]).
    pub warnings: Vec<String>,
}

/// Load a page by URL (from the snapshot store) or local path.
pub fn load_page(ctx: &Context, page: &str) -> Result<std::rc::Rc<Page>, String> {
    if let Some(p) = ctx.pages.borrow().get(page) {
        return Ok(p.clone());
    }
    let loaded = std::rc::Rc::new(read_page(ctx, page)?);
    ctx.pages
        .borrow_mut()
        .insert(page.to_string(), loaded.clone());
    Ok(loaded)
}

pub(crate) fn read_page(ctx: &Context, page: &str) -> Result<Page, String> {
    if page.starts_with("http://") || page.starts_with("https://") {
        let snap = ctx
            .store
            .load(page, Slot::Latest)
            .map_err(|e| e.to_string())?
            .ok_or_else(|| {
                let failed = match ctx.store.load_failure(page) {
                    Ok(Some(f)) => format!(" (the last fetch, {}, failed: {})", f.failed_at.to_rfc3339(), f.error),
                    _ => String::new(),
                };
                format!(
                    "no snapshot of {page} in {}{failed}; run `docdrift check --fetch` (or `docdrift fetch {page}`)",
                    ctx.store.root().display()
                )
            })?;
        let r = &snap.record;
        if !(200..300).contains(&r.status) {
            return Err(format!(
                "the snapshot of {page} is HTTP {} (fetched {}), not a page to read",
                r.status,
                r.fetched_at.to_rfc3339()
            ));
        }
        let html = snap.html().into_owned();
        let text = text::visible_text(&html);
        let header = |name: &str| r.headers.get(name).cloned();
        let cache = r
            .headers
            .iter()
            .filter(|(k, _)| is_cache_header(k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let evidence = DocsEvidence {
            url: r.url.clone(),
            title: r.title.clone(),
            fetched_at: Some(r.fetched_at),
            status: Some(r.status),
            body_bytes: Some(r.body_bytes),
            sha256: Some(r.body_sha256.clone()),
            text_sha256: Some(r.text_sha256.clone()),
            last_modified: header("last-modified"),
            date: header("date"),
            age: header("age"),
            cache,
            ..DocsEvidence::default()
        };
        let (normalized, norm_map) = text::normalize_ws_mapped(&text);
        let mut evidence = evidence;
        evidence.text_bytes = Some(r.text_bytes);
        let mut warnings = r.warnings.clone();
        if let Some(w) = text::nesting_warning(&html) {
            if !warnings.contains(&w) {
                warnings.push(w);
            }
        }
        return Ok(Page {
            normalized,
            norm_map,
            html,
            text,
            evidence,
            markdown: None,
            warnings,
        });
    }
    // Claims validation resolved the page inside a docs root; a `file:` URL
    // (a scan draft of a local build) is read at its path.
    let path = match url::Url::parse(page).ok().filter(|u| u.scheme() == "file") {
        Some(u) => u
            .to_file_path()
            .map_err(|_| format!("page {page} is not a local file URL"))?,
        None => ctx.base_dir.join(page),
    };
    let bytes = std::fs::read(&path)
        .map_err(|e| format!("cannot read docs file {}: {e}", path.display()))?;
    let src = String::from_utf8(bytes.clone())
        .map_err(|e| format!("docs file {} is not UTF-8: {e}", path.display()))?;
    let is_md = matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("md" | "markdown")
    );
    let (html, markdown) = if is_md {
        let rendered = crate::pages::markdown::render(&src);
        (rendered.html.clone(), Some(rendered))
    } else {
        (src, None)
    };
    let text = text::visible_text(&html);
    // Shown relative to the project: a writer pastes this path into a post.
    let shown = Path::new(page)
        .strip_prefix(&ctx.base_dir)
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| page.to_string());
    let evidence = DocsEvidence {
        url: shown,
        body_bytes: Some(bytes.len() as u64),
        sha256: Some(crate::core::hash::sha256_hex(&bytes)),
        text_sha256: Some(crate::core::hash::sha256_hex(text.as_bytes())),
        text_bytes: Some(text.len() as u64),
        ..DocsEvidence::default()
    };
    let (normalized, norm_map) = text::normalize_ws_mapped(&text);
    let warnings = text::nesting_warning(&html).into_iter().collect();
    Ok(Page {
        normalized,
        norm_map,
        html,
        text,
        evidence,
        markdown,
        warnings,
    })
}

/// Headers worth quoting as cache evidence.
pub fn is_cache_header(name: &str) -> bool {
    name == "cache-control"
        || name == "cf-cache-status"
        || name == "etag"
        || (name.starts_with("x-") && name.contains("cache"))
}
