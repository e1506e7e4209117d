//! Whether a URL can be fetched at all, checked for every URL a command
//! names before its first request so a typo writes nothing; and whether a
//! 2xx response is the page at all ([`body_problem`]), checked before the
//! store lets it replace a good snapshot. (Next to `fetch`, not in it: a
//! separate file keeps the download code untouched.)

use std::collections::BTreeMap;

/// Why a URL cannot be fetched; the message quotes the URL as given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UrlProblem {
    /// The text does not parse as an absolute URL.
    #[error("{url:?} is not a URL: {source}")]
    NotUrl {
        /// The URL as given.
        url: String,
        /// Why it does not parse.
        source: url::ParseError,
    },
    /// A scheme other than http or https (`file:`, `ftp:`, `mailto:` …).
    #[error("{url:?}: only http and https URLs can be fetched, not {scheme}:")]
    Scheme {
        /// The URL as given.
        url: String,
        /// The scheme it has, without the colon.
        scheme: String,
    },
    /// An http(s) URL without a host.
    #[error("{url:?}: the URL names no host")]
    NoHost {
        /// The URL as given.
        url: String,
    },
}

/// `url` parsed, if it is http(s) and names a host.
pub fn fetchable(url: &str) -> Result<url::Url, UrlProblem> {
    let u = url::Url::parse(url).map_err(|source| UrlProblem::NotUrl {
        url: url.to_string(),
        source,
    })?;
    if !matches!(u.scheme(), "http" | "https") {
        return Err(UrlProblem::Scheme {
            url: url.to_string(),
            scheme: u.scheme().to_string(),
        });
    }
    if u.host_str().is_none_or(str::is_empty) {
        return Err(UrlProblem::NoHost {
            url: url.to_string(),
        });
    }
    Ok(u)
}

/// Every problem among `urls`, in order (all of them, so one run names
/// every typo).
pub fn url_problems<S: AsRef<str>>(urls: &[S]) -> Vec<UrlProblem> {
    urls.iter()
        .filter_map(|u| fetchable(u.as_ref()).err())
        .collect()
}

/// Binary formats a server sends by mistake in place of a page (a CDN's
/// placeholder image, a compressed body that was compressed twice), by the
/// bytes they start with.
const SIGNATURES: &[(&[u8], &str)] = &[
    (b"\x89PNG\r\n\x1a\n", "PNG image data"),
    (b"GIF87a", "GIF image data"),
    (b"GIF89a", "GIF image data"),
    (b"\xff\xd8\xff", "JPEG image data"),
    (b"%PDF-", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x28\xb5\x2f\xfd", "zstd-compressed data"),
    (
        b"\x1f\x8b",
        "still gzip-compressed after content-decoding (compressed twice, or sent without Content-Encoding)",
    ),
];

/// Why a 2xx response with this `content_type`, evidence `headers` (lower-case
/// names, as [`crate::pages::fetch::FetchResponse`] keeps them) and decoded
/// `body` is not a page to keep, if it is not:
///
/// - a body shorter than its `Content-Length` (the header survives only when
///   no content-encoding was removed, so the two are comparable): cut short;
/// - `206 Partial Content`: part of a page;
/// - a text type (or none) whose bytes are an image, an archive, or still
///   compressed: the wrong thing under the page's name.
///
/// A body of another declared type (`image/png` for a PNG) is not judged
/// here; the store refuses it only in place of an HTML snapshot.
pub fn body_problem(
    status: u16,
    content_type: Option<&str>,
    headers: &BTreeMap<String, String>,
    body: &[u8],
) -> Option<String> {
    if status == 206 {
        return Some("206 Partial Content is only part of the page".into());
    }
    if let Some(declared) = headers
        .get("content-length")
        .and_then(|v| v.trim().parse::<u64>().ok())
    {
        if (body.len() as u64) < declared {
            return Some(format!(
                "the body was cut short: {} of the {declared} bytes its Content-Length declares",
                body.len()
            ));
        }
    }
    let texty = content_type.is_none_or(|ct| {
        let mime = ct
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        mime.starts_with("text/") || mime == "application/xhtml+xml" || mime.is_empty()
    });
    if !texty {
        return None;
    }
    let declared = content_type.unwrap_or("no Content-Type");
    if let Some((_, what)) = SIGNATURES.iter().find(|(magic, _)| body.starts_with(magic)) {
        return Some(format!("declared {declared} but the body is {what}"));
    }
    // NUL bytes do not occur in text, except in UTF-16 (which has a BOM).
    let head = &body[..body.len().min(8192)];
    if head.contains(&0) && encoding_rs::Encoding::for_bom(body).is_none() {
        return Some(format!(
            "declared {declared} but the body is binary data (NUL bytes)"
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn http_and_https_with_a_host_pass() {
        assert_eq!(
            fetchable("https://example.org/a?b").unwrap().host_str(),
            Some("example.org")
        );
        assert!(fetchable("http://127.0.0.1:8080/").is_ok());
    }

    #[test]
    fn each_problem_is_named_with_the_url_as_given() {
        let got: Vec<String> = url_problems(&[
            "http://127.0.0.1/ok",
            "htp://x",
            "not a url",
            "http://",
            "file:///etc/passwd",
        ])
        .iter()
        .map(ToString::to_string)
        .collect();
        assert_eq!(
            got,
            vec![
                "\"htp://x\": only http and https URLs can be fetched, not htp:",
                "\"not a url\" is not a URL: relative URL without a base",
                "\"http://\" is not a URL: empty host",
                "\"file:///etc/passwd\": only http and https URLs can be fetched, not file:",
            ]
        );
    }

    #[test]
    fn responses_that_are_not_the_page() {
        let none = BTreeMap::new();
        let html = Some("text/html; charset=utf-8");
        assert_eq!(body_problem(200, html, &none, b"<p>fine</p>"), None);
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
        assert!(body_problem(200, html, &none, png)
            .unwrap()
            .contains("PNG image data"));
        // An image declared as one is judged by the store, not here.
        assert_eq!(body_problem(200, Some("image/png"), &none, png), None);
        assert!(body_problem(200, html, &none, b"\x1f\x8b\x08\0")
            .unwrap()
            .contains("gzip"));
        assert!(body_problem(200, None, &none, b"a\0b")
            .unwrap()
            .contains("NUL"));
        assert_eq!(body_problem(200, html, &none, b"\xff\xfea\0"), None);
        let cl: BTreeMap<String, String> =
            [("content-length".to_string(), "100".to_string())].into();
        assert!(body_problem(200, html, &cl, b"<p>")
            .unwrap()
            .contains("3 of the 100 bytes"));
        assert!(body_problem(206, html, &none, b"<p>").is_some());
    }
}
