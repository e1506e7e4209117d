//! docdrift: audit documentation against the code it describes.
//!
//! The library follows the data flow. Pages: [`fetch`] → [`snapshot`] →
//! [`text`] → [`count`] (plus [`markdown`] for local docs). Code:
//! [`source`] → extracted values ([`value`]) with [`provenance`]. Claims:
//! [`claims`] (the file format) → [`evaluate`] (verdicts, using [`compare`]
//! to read docs text like a human) → [`report`] (table, JSON, Markdown,
//! JUnit, SARIF, GitHub annotations). The binary in `src/main.rs` only parses
//! flags and calls into [`cli`].

pub mod atomic;
pub mod hash;
pub mod value;

// Pages
pub mod count;
pub mod fetch;
pub mod markdown;
pub mod snapshot;
pub mod state;
pub mod text;

// Sites
pub mod crawl;
pub mod diff;
/// Streaming fast path for visible text and counts (proven equal to [`text`]).
pub mod fastpath;

// Code
pub mod probe;
pub mod provenance;
pub mod source;

// Claims
pub mod claims;
pub mod compare;
pub mod evaluate;
pub mod evidence;
pub mod finding;
pub mod formula;
pub mod report;

// Scan: drift nobody wrote a claim for
pub mod scan;

pub mod serve;
pub mod template;

pub mod cli;
