//! count (placeholder).
