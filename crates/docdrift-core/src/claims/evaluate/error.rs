//! The one error of claim evaluation: what the report prints (the message, unchanged from
//! the `String`s it replaces) and its [`ErrorKind`], which the finding carries.

pub use crate::core::error::ErrorKind;

/// Why one claim could not be evaluated. Displays as its message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct EvalError {
    /// What kind of failure, for callers that branch on it.
    pub kind: ErrorKind,
    /// The sentence the report prints.
    pub message: String,
}

impl EvalError {
    /// An error of `kind` with `message`.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        EvalError {
            kind,
            message: message.into(),
        }
    }

    /// [`ErrorKind::Unavailable`].
    pub fn unavailable(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Unavailable, message)
    }

    /// [`ErrorKind::Invalid`].
    pub fn invalid(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Invalid, message)
    }

    /// [`ErrorKind::NotFound`].
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::NotFound, message)
    }

    /// [`ErrorKind::OutsideCheckout`].
    pub fn outside(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::OutsideCheckout, message)
    }
}

/// [`crate::source::selector::resolve_inside`] for a claim: `root/path`, or an
/// [`ErrorKind::OutsideCheckout`] error when the path leaves the checkout.
pub(crate) fn inside(root: &std::path::Path, path: &str) -> Result<std::path::PathBuf, EvalError> {
    crate::source::selector::resolve_inside(root, path).map_err(EvalError::outside)
}

/// Messages of other modules' string errors (a `cfg` that does not parse, a formula that
/// fails): the claim as written cannot be evaluated. Sites whose failure is of another kind
/// say so with the constructors above.
impl From<String> for EvalError {
    fn from(message: String) -> Self {
        EvalError::invalid(message)
    }
}

impl From<&str> for EvalError {
    fn from(message: &str) -> Self {
        EvalError::invalid(message)
    }
}

/// Source extraction's errors by kind: unreadable is unavailable, a selector or name that is
/// not there is not found, the rest (bad selector, parse error, unsupported file) invalid.
impl From<crate::source::SourceError> for EvalError {
    fn from(e: crate::source::SourceError) -> Self {
        use crate::source::SourceError as S;
        let kind = match &e {
            S::Io { .. } | S::NotUtf8 { .. } => ErrorKind::Unavailable,
            S::NotFound { .. } | S::MadeByMacro { .. } | S::NoVariant { .. } => ErrorKind::NotFound,
            _ => ErrorKind::Invalid,
        };
        EvalError::new(kind, e.to_string())
    }
}

/// A probe that timed out is `timeout`; one that could not start or failed is unavailable
/// evidence; one whose output holds no value is invalid.
impl From<crate::claims::probe::ProbeError> for EvalError {
    fn from(e: crate::claims::probe::ProbeError) -> Self {
        use crate::claims::probe::ProbeError as P;
        let kind = match &e {
            P::Timeout { .. } => ErrorKind::Timeout,
            P::Extract { .. } => ErrorKind::Invalid,
            _ => ErrorKind::Unavailable,
        };
        EvalError::new(kind, e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_is_unchanged_and_kinds_serialize_in_snake_case() {
        let e = EvalError::not_found("selector a.py::X matches nothing");
        assert_eq!(e.to_string(), "selector a.py::X matches nothing");
        assert_eq!(
            serde_json::to_string(&ErrorKind::OutsideCheckout).unwrap(),
            "\"outside_checkout\""
        );
        for k in [
            ErrorKind::Unavailable,
            ErrorKind::Invalid,
            ErrorKind::Timeout,
            ErrorKind::NotFound,
            ErrorKind::OutsideCheckout,
        ] {
            assert_eq!(
                serde_json::to_string(&k).unwrap(),
                format!("\"{}\"", k.as_str())
            );
        }
    }
}
