//! docdrift: audit documentation against the code it describes.
//!
//! The library follows the data flow; the binary in `src/main.rs` only
//! parses flags and calls into [`cli`].
//!
//! - **Pages:** [`fetch`] → [`snapshot`] → [`text`] (and the streaming
//!   [`fastpath`], proven equal to it) → [`count`]; [`markdown`] renders
//!   local docs so they count the same way with line numbers.
//! - **Sites:** [`crawl`] fills the snapshot store; [`diff`] classifies what
//!   changed between two snapshots; [`serve`] is a loopback static server.
//! - **Code:** [`source`] reads Python, Rust, YAML, TOML and JSON into typed
//!   [`value`]s, with [`provenance`] for every file read.
//! - **Claims:** [`claims`] (the file format) → [`evaluate`] (reads both
//!   sides; [`compare`] reads docs text like a human, [`formula`],
//!   [`template`] and [`probe`] handle the computed kinds) → [`finding`] →
//!   [`report`] (table, JSON, Markdown, JUnit, SARIF, GitHub) and
//!   [`evidence`] (the block a writer pastes). [`state`] remembers the last
//!   run for `check --changed-only`.
//! - **Scan:** [`scan`] finds values the docs state for names the code
//!   defines, with no claims file.

pub mod atomic;
pub mod hash;
pub mod value;

// Pages
pub mod count;
/// Streaming fast path for visible text and counts (proven equal to [`text`]).
pub mod fastpath;
pub mod fetch;
pub mod markdown;
pub mod snapshot;
pub mod text;

// Sites
pub mod crawl;
pub mod diff;
pub mod serve;

// Code
pub mod provenance;
pub mod source;

// Claims
pub mod claims;
pub mod compare;
pub mod evaluate;
pub mod evidence;
pub mod finding;
pub mod formula;
pub mod probe;
pub mod report;
pub mod state;
pub mod template;

// Scan: drift nobody wrote a claim for
pub mod scan;

pub mod cli;
