//! sitemap.xml parsing (sitemaps.org protocol), with quick-xml.
//!
//! The crawler seeds its frontier from a site's sitemap before following
//! links. A file is either a `<urlset>` (page URLs) or a `<sitemapindex>`
//! (more sitemap URLs, which the crawler fetches in turn, to a bounded
//! depth). A malformed file is a [`SitemapError`] that the crawl reports in
//! its summary; it never stops the crawl.

/// What one sitemap file lists.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Sitemap {
    /// `<url><loc>` entries, in file order.
    pub pages: Vec<String>,
    /// `<sitemap><loc>` entries of a sitemap index.
    pub sitemaps: Vec<String>,
}

/// A sitemap that could not be read, naming the URL and the byte offset.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum SitemapError {
    /// The XML does not parse.
    #[error("{url}: malformed sitemap XML at byte {offset}: {message}")]
    Malformed {
        /// The URL the sitemap was fetched from (as passed to [`parse`]).
        url: String,
        /// Byte offset in the file where the parser stopped.
        offset: u64,
        /// The XML parser's message.
        message: String,
    },
    /// Well-formed XML whose root is neither `<urlset>` nor `<sitemapindex>` (an HTML error
    /// page served as sitemap.xml, for one).
    #[error("{url}: not a sitemap: root element is <{root}>, expected <urlset> or <sitemapindex>")]
    WrongRoot {
        /// The URL the sitemap was fetched from (as passed to [`parse`]).
        url: String,
        /// The root element's name as found.
        root: String,
    },
    /// No root element at all (an empty or whitespace-only body).
    #[error("{url}: not a sitemap: no root element")]
    Empty {
        /// The URL the sitemap was fetched from (as passed to [`parse`]).
        url: String,
    },
}

/// Parse one sitemap file fetched from `url` (used in error messages).
pub fn parse(url: &str, xml: &str) -> Result<Sitemap, SitemapError> {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(xml);
    let malformed = |offset: u64, message: String| SitemapError::Malformed {
        url: url.to_string(),
        offset,
        message,
    };
    let mut out = Sitemap::default();
    let mut stack: Vec<String> = Vec::new();
    let mut root: Option<String> = None;
    let mut loc: Option<String> = None;
    loop {
        let ev = reader
            .read_event()
            .map_err(|e| malformed(reader.error_position(), e.to_string()))?;
        match ev {
            Event::Start(e) => {
                let name = e.local_name().as_ref().to_string();
                if root.is_none() {
                    if name != "urlset" && name != "sitemapindex" {
                        return Err(SitemapError::WrongRoot {
                            url: url.to_string(),
                            root: name,
                        });
                    }
                    root = Some(name.clone());
                }
                if name == "loc" {
                    loc = Some(String::new());
                }
                stack.push(name);
            }
            Event::Empty(e) if root.is_none() => {
                let name = e.local_name().as_ref().to_string();
                if name != "urlset" && name != "sitemapindex" {
                    return Err(SitemapError::WrongRoot {
                        url: url.to_string(),
                        root: name,
                    });
                }
                root = Some(name);
            }
            Event::End(_) => {
                let name = stack.pop().unwrap_or_default();
                if name == "loc" {
                    let text = loc.take().unwrap_or_default().trim().to_string();
                    let parent = stack.last().map(String::as_str);
                    if !text.is_empty() {
                        match parent {
                            Some("url") => out.pages.push(text),
                            Some("sitemap") => out.sitemaps.push(text),
                            _ => {}
                        }
                    }
                }
            }
            Event::Text(t) => {
                if let Some(l) = loc.as_mut() {
                    l.push_str(&t.xml10_content());
                }
            }
            Event::CData(t) => {
                if let Some(l) = loc.as_mut() {
                    l.push_str(&t.xml10_content());
                }
            }
            Event::GeneralRef(r) => {
                let pos = reader.buffer_position();
                let ch = match r.resolve_char_ref() {
                    Ok(Some(c)) => c,
                    Ok(None) => match &*r.into_inner() {
                        "amp" => '&',
                        "lt" => '<',
                        "gt" => '>',
                        "quot" => '"',
                        "apos" => '\'',
                        other => return Err(malformed(pos, format!("unknown entity &{other};"))),
                    },
                    Err(e) => return Err(malformed(pos, e.to_string())),
                };
                if let Some(l) = loc.as_mut() {
                    l.push(ch);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if !stack.is_empty() {
        return Err(malformed(
            reader.buffer_position(),
            format!("unexpected end of file inside <{}>", stack.join("><")),
        ));
    }
    if root.is_none() {
        return Err(SitemapError::Empty {
            url: url.to_string(),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urlset_with_entities_and_namespace() {
        let xml = r#"<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc> http://h/docs/a.html </loc><lastmod>2026-01-01</lastmod></url>
  <url><loc>http://h/docs/b.html?x=1&amp;y=2</loc></url>
  <url><loc><![CDATA[http://h/docs/c.html]]></loc></url>
  <url><loc>http://h/docs/&#100;.html</loc></url>
</urlset>"#;
        let s = parse("http://h/sitemap.xml", xml).unwrap();
        assert_eq!(
            s.pages,
            vec![
                "http://h/docs/a.html",
                "http://h/docs/b.html?x=1&y=2",
                "http://h/docs/c.html",
                "http://h/docs/d.html"
            ]
        );
        assert!(s.sitemaps.is_empty());
    }

    #[test]
    fn sitemap_index() {
        let xml = "<sitemapindex><sitemap><loc>http://h/s1.xml</loc></sitemap>\
                   <sitemap><loc>http://h/s2.xml</loc></sitemap></sitemapindex>";
        let s = parse("u", xml).unwrap();
        assert_eq!(s.sitemaps, vec!["http://h/s1.xml", "http://h/s2.xml"]);
        assert!(s.pages.is_empty());
    }

    #[test]
    fn malformed_is_an_error_with_position() {
        let err = parse("http://h/sitemap.xml", "<urlset><url><loc>x</url></urlset>").unwrap_err();
        assert!(matches!(err, SitemapError::Malformed { .. }), "{err:?}");
        assert!(err
            .to_string()
            .starts_with("http://h/sitemap.xml: malformed sitemap XML at byte"));

        let err = parse("u", "<urlset><url><loc>x</loc>").unwrap_err();
        assert_eq!(
            err.to_string(),
            "u: malformed sitemap XML at byte 25: unexpected end of file inside <urlset><url>"
        );
        let err = parse("u", "<html><body>not found</body></html>").unwrap_err();
        assert_eq!(
            err,
            SitemapError::WrongRoot {
                url: "u".into(),
                root: "html".into()
            }
        );
        assert_eq!(
            parse("u", "  ").unwrap_err(),
            SitemapError::Empty { url: "u".into() }
        );
        assert!(matches!(
            parse("u", "<urlset><url><loc>&bogus;</loc></url></urlset>").unwrap_err(),
            SitemapError::Malformed { .. }
        ));
    }
}
