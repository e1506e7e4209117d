//! String-literal search (placeholder).
