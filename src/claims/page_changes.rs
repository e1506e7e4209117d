//! The pages a claims file names: fetching them into the snapshot store before a
//! check, and what changed on a page since its previous snapshot (the note a
//! finding carries).

use crate::claims::ClaimsFile;
use crate::pages::snapshot::Store;
#[allow(unused_imports)]
use anyhow::Context as _;
#[allow(unused_imports)]
use std::io::Write;

/// Fetch every http(s) page the claims read; a failed fetch is returned
/// (URL → why) and leaves the previous snapshot in place (the claim then reads that one or
/// errors).
pub fn fetch_pages(
    files: &[ClaimsFile],
    store: &Store,
) -> anyhow::Result<std::collections::BTreeMap<String, String>> {
    let mut failed = std::collections::BTreeMap::new();
    let mut urls: Vec<String> = files
        .iter()
        .flat_map(|f| f.claims.iter())
        .filter_map(|c| c.docs.as_ref()?.page.clone())
        .filter(|p| p.starts_with("http://") || p.starts_with("https://"))
        .collect();
    urls.sort();
    urls.dedup();
    let fetcher = crate::pages::fetch::Fetcher::new(crate::pages::fetch::FetchOptions::default())?;
    // One writer per store for the whole refresh (see docs/reliability.md).
    store.lock_for_writing()?;
    for url in urls {
        // Conditional GET: an unchanged page answers 304 and keeps its snapshot.
        let validators = match store.load(&url, crate::pages::snapshot::Slot::Latest) {
            Ok(Some(s)) => crate::pages::fetch::Validators {
                etag: s.record.headers.get("etag").cloned(),
                last_modified: s.record.headers.get("last-modified").cloned(),
            },
            _ => crate::pages::fetch::Validators::default(),
        };
        match fetcher.get(&url, &validators) {
            Ok(resp) => {
                let status = resp.status;
                if let Err(e) = store.save(&resp) {
                    // e.g. an empty 200: the good snapshot is kept and read.
                    eprintln!("docdrift: {e}");
                    failed.insert(url, e.to_string());
                    continue;
                }
                if !resp.is_success() && status != 304 {
                    failed.insert(url, format!("HTTP {status}"));
                }
            }
            Err(e) => {
                store.record_failure(&url, &e.to_string())?;
                failed.insert(url, e.to_string());
            }
        }
    }
    Ok(failed)
}

/// Whether `url` changed (previous → latest snapshot) where `claim` reads:
/// a text change touching its phrase or regex, or any text change for reads
/// that have no pattern (tables, selectors, templates).
pub fn page_change_for(
    store: &Store,
    url: &str,
    claim: Option<&crate::claims::Claim>,
) -> Option<String> {
    use crate::claims::DocsRead;
    use crate::pages::count::Pattern;
    use crate::pages::snapshot::Slot;
    let latest = store.load(url, Slot::Latest).ok()??;
    let prev = store.load(url, Slot::Previous).ok()??;
    let (old_html, new_html) = (prev.html(), latest.html());
    let change = crate::pages::diff::classify(
        &old_html,
        &crate::pages::text::visible_text(&old_html),
        &new_html,
        &crate::pages::text::visible_text(&new_html),
    );
    if !change.kind.is_text_change() {
        return None;
    }
    let pattern = match claim.and_then(|c| c.docs.as_ref()).map(|d| &d.read) {
        Some(DocsRead::Phrase { phrase, .. }) => Some(Pattern::Literal(phrase.clone())),
        Some(DocsRead::Regex { regex }) => regex::Regex::new(regex).ok().map(Pattern::Regex),
        _ => None,
    };
    match pattern {
        Some(p) => {
            let touched = crate::pages::diff::affects(&change, std::slice::from_ref(&p));
            // A regex written for normalised text may not match the raw text
            // at all; then any text change counts.
            let blind = crate::pages::diff::pattern_hits(&change.old_text, &p).is_empty()
                && crate::pages::diff::pattern_hits(&change.new_text, &p).is_empty();
            (touched || blind)
                .then(|| format!("the text of {url} changed where it reads {:?}", p.as_str()))
        }
        None => Some(format!("the text of {url} changed")),
    }
}
