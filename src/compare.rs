//! compare (placeholder).
