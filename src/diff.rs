//! diff (placeholder).
