//! fetch (placeholder).
