//! Link extraction from an HTML page (scraper), for crawl discovery.
//!
//! Only navigational links are followed: `a[href]` and `area[href]`,
//! resolved against `<base href>` when the page has one, else against the
//! URL the page was finally served from (after redirects). Assets
//! (`img`, `script`, `link rel=stylesheet`) are not pages and are left out.

use std::sync::OnceLock;

use scraper::{Html, Selector};
use url::Url;

fn selectors() -> &'static (Selector, Selector) {
    static S: OnceLock<(Selector, Selector)> = OnceLock::new();
    S.get_or_init(|| {
        (
            // Both are fixed strings known to parse.
            Selector::parse("a[href], area[href]").expect("static selector"),
            Selector::parse("base[href]").expect("static selector"),
        )
    })
}

/// Raw `href` values of the page's links, in document order, and the base
/// URL they resolve against.
pub fn extract(html: &str, page_url: &Url) -> (Url, Vec<String>) {
    extract_from(&crate::pages::text::parse_document(html), page_url)
}

/// [`extract`] over an already parsed page (the crawl parses each page once, for its
/// snapshot record and its links).
pub fn extract_from(doc: &Html, page_url: &Url) -> (Url, Vec<String>) {
    let (links, base) = selectors();
    let base = doc
        .select(base)
        .next()
        .and_then(|b| b.value().attr("href"))
        .and_then(|h| page_url.join(h.trim()).ok())
        .unwrap_or_else(|| page_url.clone());
    let hrefs = doc
        .select(links)
        .filter_map(|a| a.value().attr("href"))
        .map(str::to_string)
        .collect();
    (base, hrefs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_anchors_and_base() {
        let page = Url::parse("http://h/docs/a/index.html").unwrap();
        let html = r##"<html><head><link rel=stylesheet href="s.css"></head><body>
            <a href="b.html#x">b</a> <a name=top>no href</a>
            <map><area href="../c.html"></map><img src="i.png">
            <A HREF="mailto:x@y">m</A></body></html>"##;
        let (base, hrefs) = extract(html, &page);
        assert_eq!(base, page);
        assert_eq!(hrefs, vec!["b.html#x", "../c.html", "mailto:x@y"]);

        let html = r#"<head><base href="/other/"></head><a href="z.html">z</a>"#;
        let (base, hrefs) = extract(html, &page);
        assert_eq!(base.as_str(), "http://h/other/");
        assert_eq!(hrefs, vec!["z.html"]);
    }
}
