//! serve (placeholder).
