//! The start URL and `--scope` of a crawl, checked before any DNS lookup or
//! write: a crawl never leaves the start URL's origin, so the start must be an
//! http(s) URL with a host and the scope must lie on that origin (an off-host
//! scope could only ever fetch the start page).

/// Why a crawl cannot start from this URL and scope.
#[derive(Debug, thiserror::Error)]
pub enum StartProblem {
    /// The start URL does not parse as an absolute URL.
    #[error("{start:?} is not a URL: {source}")]
    NotUrl {
        /// The start URL as given.
        start: String,
        /// Why it does not parse.
        source: url::ParseError,
    },
    /// The start URL is not http(s), or has no host.
    #[error("{start:?}: only http and https URLs can be crawled")]
    NotHttp {
        /// The start URL as given.
        start: String,
    },
    /// `--scope` does not resolve against the start URL.
    #[error("--scope {scope:?}: not a URL or path: {source}")]
    BadScope {
        /// The scope as given.
        scope: String,
        /// Why it does not resolve.
        source: url::ParseError,
    },
    /// `--scope` resolves to another origin than the start URL's.
    #[error(
        "--scope {scope:?} is on {scope_origin}, but the crawl starts on {start_origin} and never leaves it; \
         give a path (e.g. /docs/) or a URL on the start URL's host"
    )]
    ScopeOffHost {
        /// The scope as given.
        scope: String,
        /// The origin the scope resolves to (`https://other.example`).
        scope_origin: String,
        /// The start URL's origin.
        start_origin: String,
    },
}

/// The first problem with `start` and `scope` (a URL, or a path relative to
/// the start URL), if any.
pub fn check_start_and_scope(start: &str, scope: Option<&str>) -> Result<(), StartProblem> {
    let url = url::Url::parse(start).map_err(|source| StartProblem::NotUrl {
        start: start.to_string(),
        source,
    })?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err(StartProblem::NotHttp {
            start: start.to_string(),
        });
    }
    if let Some(scope) = scope {
        let base = url.join(scope).map_err(|source| StartProblem::BadScope {
            scope: scope.to_string(),
            source,
        })?;
        if base.origin() != url.origin() {
            return Err(StartProblem::ScopeOffHost {
                scope: scope.to_string(),
                scope_origin: base.origin().ascii_serialization(),
                start_origin: url.origin().ascii_serialization(),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Accepted starts and scopes, and each refusal with the message the CLI prints.
    #[test]
    fn start_and_scope_are_checked_with_named_problems() {
        for (start, scope) in [
            ("http://127.0.0.1:8741/docs/", None),
            ("https://docs.example/guide/a.html", Some("/guide/")),
            ("https://docs.example/guide/", Some("https://docs.example/")),
            ("https://docs.example/guide/", Some("../")),
        ] {
            assert!(
                check_start_and_scope(start, scope).is_ok(),
                "{start} {scope:?}"
            );
        }
        let msg = |start, scope| match check_start_and_scope(start, scope) {
            Err(e) => e.to_string(),
            Ok(()) => format!("accepted {start} {scope:?}"),
        };
        assert_eq!(
            msg("not-a-url", None),
            "\"not-a-url\" is not a URL: relative URL without a base"
        );
        assert_eq!(
            msg("file:///tmp/x", None),
            "\"file:///tmp/x\": only http and https URLs can be crawled"
        );
        assert!(matches!(
            check_start_and_scope("mailto:docs@example.com", None),
            Err(StartProblem::NotHttp { .. })
        ));
        assert_eq!(
            msg("http://127.0.0.1:8741/docs/", Some("http://[bad")),
            "--scope \"http://[bad\": not a URL or path: invalid IPv6 address"
        );
        assert_eq!(
            msg(
                "http://127.0.0.1:8741/docs/",
                Some("https://other.example/docs/")
            ),
            "--scope \"https://other.example/docs/\" is on https://other.example, but the crawl \
             starts on http://127.0.0.1:8741 and never leaves it; give a path (e.g. /docs/) or \
             a URL on the start URL's host"
        );
        // Same host, another scheme: another origin.
        assert!(matches!(
            check_start_and_scope("http://docs.example/", Some("https://docs.example/")),
            Err(StartProblem::ScopeOffHost { .. })
        ));
    }
}
