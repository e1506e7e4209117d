//! source (placeholder).
