//! claims (placeholder).
