//! evaluate (placeholder).
