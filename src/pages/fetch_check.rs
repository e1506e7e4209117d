//! Whether a URL can be fetched at all, checked for every URL a command
//! names before its first request so a typo writes nothing. (Next to
//! `fetch`, not in it: a separate file keeps the download code untouched.)

/// Why a URL cannot be fetched; the message quotes the URL as given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UrlProblem {
    #[error("{url:?} is not a URL: {source}")]
    NotUrl {
        url: String,
        source: url::ParseError,
    },
    #[error("{url:?}: only http and https URLs can be fetched, not {scheme}:")]
    Scheme { url: String, scheme: String },
    #[error("{url:?}: the URL names no host")]
    NoHost { url: String },
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
}
