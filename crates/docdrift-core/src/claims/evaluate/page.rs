//! Loading the page a claim names: from the snapshot store or a local docs file,
//! with the cache-header rules for re-fetching.

#[allow(unused_imports)]
use super::*;

/// A docs page ready to read: its HTML, visible text and evidence header.
pub struct Page {
    /// Shared (`Arc`) with the phrase claims' analysis of the page, which would otherwise
    /// hold a second copy of each (issue 33).
    pub html: Arc<str>,
    /// The page's visible text (what a reader sees: scripts, styles and hidden elements left out).
    pub text: Arc<str>,
    /// `text` with whitespace runs collapsed (what regexes run over).
    pub normalized: Arc<str>,
    /// URL/provenance fields filled; per-claim fields empty.
    pub evidence: DocsEvidence,
    /// For local markdown: the rendered page, which maps text offsets to lines.
    pub markdown: Option<crate::pages::markdown::MarkdownPage>,
    /// `normalized` byte offset → `text` byte offset (one entry per byte of `normalized`).
    pub(crate) norm_map: Arc<[u32]>,
    /// The snapshot's warnings and the DOM path's (see [`text::cap_warning`]).
    pub warnings: Vec<String>,
}

/// Load a page by URL (from the snapshot store) or local path.
pub fn load_page(ctx: &Context, page: &str) -> Result<Arc<Page>, EvalError> {
    let slot = ctx.slot(page);
    let mut loaded = lock(&slot.loaded);
    if let Some(l) = loaded.as_ref() {
        return Ok(l.page.clone());
    }
    // A failed read is not kept: the next claim on the page tries again.
    let p = Arc::new(read_page(ctx, page)?);
    *loaded = Some(LoadedPage {
        page: p.clone(),
        analysis: None,
    });
    Ok(p)
}

/// Count `pattern` on `page`: a markdown page on its rendering, an HTML page on its analysis
/// ([`count::PageAnalysis::count`]), made once however many phrase claims count on the page
/// and only when one of them occurs on it at all.
pub(crate) fn count_on_page(
    ctx: &Context,
    page: &str,
    pattern: &Pattern,
    opts: &CountOptions,
) -> Result<(Arc<Page>, count::PageCount), EvalError> {
    let slot = ctx.slot(page);
    let mut loaded = lock(&slot.loaded);
    let l = match loaded.as_mut() {
        Some(l) => l,
        None => loaded.insert(LoadedPage {
            page: Arc::new(read_page(ctx, page)?),
            analysis: None,
        }),
    };
    let p = l.page.clone();
    if let Some(md) = &p.markdown {
        return Ok((p.clone(), md.count(pattern, opts)));
    }
    if l.analysis.is_none() && !occurs(&p, pattern) {
        return Ok((p, nothing_counted()));
    }
    let a = l
        .analysis
        .get_or_insert_with(|| {
            Arc::new(count::PageAnalysis::shared_without_spaced(
                p.html.clone(),
                p.text.clone(),
                (p.normalized.clone(), p.norm_map.clone()),
            ))
        })
        .clone();
    // Count outside the slot's lock: other claims on the page need not wait for this one.
    drop(loaded);
    Ok((p, a.count(pattern, opts)))
}

/// Could `pattern` count anything on `p`? A literal found in none of the views the analysis
/// searches (the HTML, the visible text, the normalised text with the normalised phrase) has
/// no hit, so its count is all zeros with nothing to explain — what
/// [`count::PageAnalysis::count`] would say, without building the page's source map.
fn occurs(p: &Page, pattern: &Pattern) -> bool {
    match pattern {
        Pattern::Literal(s) => {
            let norm = text::normalize_ws(s);
            let has = |hay: &str, needle: &str| {
                memchr::memmem::find(hay.as_bytes(), needle.as_bytes()).is_some()
            };
            has(&p.html, s) || has(&p.text, s) || has(&p.normalized, &norm)
        }
        Pattern::Regex(_) => true,
    }
}

fn nothing_counted() -> count::PageCount {
    count::PageCount {
        html: 0,
        text: 0,
        text_normalized: 0,
        spaced: 0,
        excluded_inside_token: 0,
        explanations: Vec::new(),
        text_hits: Vec::new(),
    }
}

/// The visible text of `html`; `within_cap`: `html` nests no deeper than
/// [`text::MAX_NESTING`]. The fast path's text where it is exact and the page is within the
/// cap (the rule the crawl uses for snapshot texts: the text then equals
/// [`text::visible_text`]), else the DOM's.
fn page_text(html: &str, within_cap: bool) -> String {
    let mut fast = String::with_capacity(html.len() / 4);
    if within_cap && crate::pages::fastpath::visible_text_checked(html, &mut fast) {
        fast
    } else {
        text::visible_text(html)
    }
}

/// [`text::cap_warning`] (nesting or attributes cut), and whether `html` is within the
/// nesting cap (the fast path's text is then the DOM's: attributes never change text).
fn nesting(html: &str) -> (Option<String>, bool) {
    let (warning, depth) = text::cap_check(html);
    (warning, depth <= text::MAX_NESTING)
}

pub(crate) fn read_page(ctx: &Context, page: &str) -> Result<Page, EvalError> {
    if page.starts_with("http://") || page.starts_with("https://") {
        let snap = ctx
            .store
            .load(page, Slot::Latest)
            .map_err(|e| EvalError::unavailable(e.to_string()))?
            .ok_or_else(|| {
                let failed = match ctx.store.load_failure(page) {
                    Ok(Some(f)) => format!(" (the last fetch, {}, failed: {})", f.failed_at.to_rfc3339(), f.error),
                    _ => String::new(),
                };
                EvalError::unavailable(format!(
                    "no snapshot of {page} in {}{failed}; run `docdrift check --fetch` (or `docdrift fetch {page}`)",
                    ctx.store.root().display()
                ))
            })?;
        let r = &snap.record;
        if !(200..300).contains(&r.status) {
            return Err(EvalError::unavailable(format!(
                "the snapshot of {page} is HTTP {} (fetched {}), not a page to read",
                r.status,
                r.fetched_at.to_rfc3339()
            )));
        }
        let html = snap.html().into_owned();
        let (nesting_warning, within_cap) = nesting(&html);
        let text = page_text(&html, within_cap);
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
        if let Some(w) = nesting_warning {
            if !warnings.contains(&w) {
                warnings.push(w);
            }
        }
        let page = Page {
            normalized: normalized.into(),
            norm_map: norm_map.into(),
            html: html.into(),
            text: text.into(),
            evidence,
            markdown: None,
            warnings,
        };
        return Ok(page);
    }
    // Claims validation resolved the page inside a docs root; a `file:` URL
    // (a scan draft of a local build) is read at its path.
    let path = match url::Url::parse(page).ok().filter(|u| u.scheme() == "file") {
        Some(u) => u
            .to_file_path()
            .map_err(|_| format!("page {page} is not a local file URL"))?,
        None => ctx.base_dir.join(page),
    };
    let bytes = std::fs::read(&path).map_err(|e| {
        EvalError::unavailable(format!("cannot read docs file {}: {e}", path.display()))
    })?;
    let (body_bytes, sha256) = (bytes.len(), crate::core::hash::sha256_hex(&bytes));
    let src = String::from_utf8(bytes).map_err(|e| {
        EvalError::unavailable(format!("docs file {} is not UTF-8: {e}", path.display()))
    })?;
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
    let (nesting_warning, within_cap) = nesting(&html);
    let text = page_text(&html, within_cap);
    // Shown relative to the project: a writer pastes this path into a post.
    let shown = Path::new(page)
        .strip_prefix(&ctx.base_dir)
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| page.to_string());
    let evidence = DocsEvidence {
        url: shown,
        body_bytes: Some(body_bytes as u64),
        sha256: Some(sha256),
        text_sha256: Some(crate::core::hash::sha256_hex(text.as_bytes())),
        text_bytes: Some(text.len() as u64),
        ..DocsEvidence::default()
    };
    let (normalized, norm_map) = text::normalize_ws_mapped(&text);
    let warnings = nesting_warning.into_iter().collect();
    let page = Page {
        normalized: normalized.into(),
        norm_map: norm_map.into(),
        html: html.into(),
        text: text.into(),
        evidence,
        markdown,
        warnings,
    };
    Ok(page)
}

/// Headers worth quoting as cache evidence.
pub fn is_cache_header(name: &str) -> bool {
    name == "cache-control"
        || name == "cf-cache-status"
        || name == "etag"
        || (name.starts_with("x-") && name.contains("cache"))
}
