//! fastpath (placeholder).
