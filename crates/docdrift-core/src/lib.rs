//! docdrift's library: audit documentation against the code it describes.
//!
//! The library follows the data flow of an audit; the `docdrift` command (the
//! workspace root's `src/main.rs` and `src/cli/`) only parses flags, calls in
//! here and prints. `docs/architecture.md` has the full module map.
//!
//! - [`pages`]: the docs half. [`pages::fetch`] → [`pages::snapshot`] →
//!   [`pages::text`] (and the streaming [`pages::fastpath`], proven equal to it)
//!   → [`pages::count`]; [`pages::markdown`] renders local docs; [`pages::diff`]
//!   classifies what changed between two snapshots.
//! - [`crawl`]: fills the snapshot store from a site (robots, sitemaps, scope,
//!   schedule); the loopback static server is the `docdrift-serve` crate.
//! - [`source`]: the code half. Reads Python, Rust, YAML, TOML and JSON into
//!   typed values.
//! - [`claims`]: the claims file format, then [`claims::evaluate`] (reads both
//!   sides, one file per claim kind), [`claims::compare`], [`claims::formula`],
//!   [`claims::template`], [`claims::probe`] and [`claims::state`];
//!   [`claims::run`] is a whole `check` (or `evidence`) run as one call.
//! - [`scan`](mod@scan): finds values the docs state for names the code defines, with no
//!   claims file.
//! - [`report`]: one file per output format, plus [`report::evidence`].
//! - [`core`]: shared types and helpers: [`core::value`], [`core::finding`],
//!   [`core::provenance`], [`core::hash`], [`core::atomic`].

//!
//! # The entry points
//!
//! The types most callers need are re-exported here; the modules hold the rest.
//!
//! ```
//! use docdrift_core::{count_page, CountOptions, Pattern};
//!
//! let html = "<p>the last <b>20</b> messages are always preserved</p>";
//! let c = count_page(html, &Pattern::Literal("last 20 messages".into()), &CountOptions::default());
//! assert_eq!((c.html, c.text), (0, 1)); // the <b> tag splits the phrase in the HTML only
//! ```
//!
//! | to… | call |
//! |---|---|
//! | load a page (file, snapshot, URL through the store) | [`load_path`], [`load_sources`] → [`LoadedPage`] |
//! | get its visible text | [`visible_text`] |
//! | count a phrase in the HTML, the text and the normalised text | [`count_page`] → [`PageCount`] |
//! | read a value from source (`PATH::ITEM`) | [`extract`] → [`Extracted`] |
//! | read a claims file | [`load_claims`] → [`ClaimsFile`] |
//! | evaluate claims as `docdrift check` does | [`check`] ([`CheckOptions`]) → [`Report`] in [`CheckOutcome`] |
//! | find drift with no claims file | [`scan()`](fn@scan) |
//! | render a report | [`render`] ([`Format`], [`RenderOptions`]) |

// Every public item says what it means to a library user, and nothing is `pub` that a user
// cannot reach (issue 28).
#![deny(missing_docs, unreachable_pub)]
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

pub use crate::claims::run::{check, CheckOptions, CheckOutcome, RunError};
pub use crate::claims::{load as load_claims, ClaimsError, ClaimsFile};
pub use crate::core::finding::{Finding, Report, Verdict};
pub use crate::pages::count::{count_page, CountOptions, PageCount, Pattern};
pub use crate::pages::load::{load_path, load_sources, LoadError, LoadedPage};
pub use crate::pages::text::visible_text;
pub use crate::report::{render, Format, RenderOptions};
pub use crate::scan::scan;
pub use crate::source::{extract, Extracted, SourceError};
