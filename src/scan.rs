//! scan (placeholder).
