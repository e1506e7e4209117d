//! Error helpers shared by the stages: the one-line form of an error and its causes, as a
//! report or a warning prints it, and the kinds of a claim that could not be evaluated.

use std::error::Error;

/// Why a claim's verdict is `error`, for a caller that branches on it (a cron job that
/// retries `unavailable` but pages someone for `invalid`). JSON: `error_kind`, snake case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// The evidence could not be read: a page missing from the snapshot store or not
    /// fetched, a file that cannot be read, no git repository or history.
    Unavailable,
    /// The claim cannot be evaluated as written: a bad regex or selector, a docs value that
    /// does not parse, sides that do not go together, a formula that fails.
    Invalid,
    /// A probe ran past its timeout.
    Timeout,
    /// What the claim selects is not there: a selector, key, table or glob that matches
    /// nothing (a name the docs document and the code no longer defines is `disagree`).
    NotFound,
    /// A path the claim names leaves the checkout (`..`, a symlink out of it).
    OutsideCheckout,
}

impl ErrorKind {
    /// The JSON name (`not_found`…).
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Unavailable => "unavailable",
            ErrorKind::Invalid => "invalid",
            ErrorKind::Timeout => "timeout",
            ErrorKind::NotFound => "not_found",
            ErrorKind::OutsideCheckout => "outside_checkout",
        }
    }
}

/// `outer: cause: root cause`: the error and each of its sources, joined by `": "` (what
/// `anyhow`'s alternate format prints, so messages read the same in the library and the CLI).
pub fn chain(e: &(dyn Error + 'static)) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        s.push_str(": ");
        s.push_str(&c.to_string());
        cur = c.source();
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error)]
    #[error("a.html: cannot read")]
    struct Outer(#[source] std::io::Error);

    #[test]
    fn joins_every_cause() {
        let e = Outer(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "no such file",
        ));
        assert_eq!(chain(&e), "a.html: cannot read: no such file");
    }
}
