//! text (placeholder).
