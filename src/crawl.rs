//! Crawl: turn a docs site into snapshots, politely and incrementally.
//!
//! Sits between the page pipeline ([`crate::fetch`], [`crate::snapshot`])
//! and the site-level commands (`docdrift crawl`, `count` over a site,
//! `check --fetch --changed-only`). Discovery reads robots.txt
//! ([`robots`]), sitemaps ([`sitemap`]) and links ([`links`]); every URL is
//! normalised and scoped by [`scope`]; the [`schedule`]r runs the fetches
//! with per-host limits, intervals, `Retry-After` and backoff.

pub mod links;
pub mod robots;
pub mod schedule;
pub mod scope;
pub mod sitemap;
