//! crawl (placeholder).
