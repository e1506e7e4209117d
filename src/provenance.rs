//! provenance (placeholder).
