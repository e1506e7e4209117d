//! Config extraction (placeholder while the Python slice lands).
use super::{Listing, SourceError};
use std::path::Path;
pub fn list_yaml(_file: &Path, _text: &str) -> Result<Listing, SourceError> {
    Ok(Listing {
        items: vec![],
        errors: vec![],
    })
}
pub fn list_toml(_file: &Path, _text: &str) -> Result<Listing, SourceError> {
    Ok(Listing {
        items: vec![],
        errors: vec![],
    })
}
pub fn list_json(_file: &Path, _text: &str) -> Result<Listing, SourceError> {
    Ok(Listing {
        items: vec![],
        errors: vec![],
    })
}
