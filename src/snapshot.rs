//! snapshot (placeholder).
