//! scan
pub mod mentions;
