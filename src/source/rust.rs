//! Rust extraction (placeholder while the Python slice lands).
use super::Listing;
use std::path::Path;
pub fn list(_file: &Path, _text: &str) -> Listing {
    Listing {
        items: vec![],
        errors: vec![],
    }
}
