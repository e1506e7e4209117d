//! docdrift: audit documentation against the code it describes.
//!
//! The library follows the data flow of an audit; the binary in `src/main.rs`
//! only parses flags and calls into [`cli`]. `docs/architecture.md` has the
//! full module map.
//!
//! - [`pages`]: the docs half. [`pages::fetch`] → [`pages::snapshot`] →
//!   [`pages::text`] (and the streaming [`pages::fastpath`], proven equal to it)
//!   → [`pages::count`]; [`pages::markdown`] renders local docs; [`pages::diff`]
//!   classifies what changed between two snapshots.
//! - [`crawl`]: fills the snapshot store from a site (robots, sitemaps, scope,
//!   schedule); [`crawl::serve`] is a loopback static server.
//! - [`source`]: the code half. Reads Python, Rust, YAML, TOML and JSON into
//!   typed values.
//! - [`claims`]: the claims file format, then [`claims::evaluate`] (reads both
//!   sides, one file per claim kind), [`claims::compare`], [`claims::formula`],
//!   [`claims::template`], [`claims::probe`] and [`claims::state`];
//!   [`claims::run`] is a whole `check` (or `evidence`) run as one call.
//! - [`scan`]: finds values the docs state for names the code defines, with no
//!   claims file.
//! - [`report`]: one file per output format, plus [`report::evidence`].
//! - [`core`]: shared types and helpers: [`core::value`], [`core::finding`],
//!   [`core::provenance`], [`core::hash`], [`core::atomic`].

// Sites
pub mod crawl;

pub mod source;

// Claims
pub mod claims;
pub mod report;

// Scan: drift nobody wrote a claim for
pub mod scan;

// History: drift anchored at a revision, baselines
pub mod history;

pub mod core;
pub mod pages;
