//! The one HTML layer: every rule about HTML that more than one reader needs, defined once.
//!
//! Readers: the DOM walk ([`crate::pages::text`]), the streaming fast path
//! ([`crate::pages::fastpath`]), `count --explain`'s layout, the nesting cap in front of every
//! DOM parse ([`crate::pages::text::parse_document`]), scan's quick check and walker
//! (`scan::mentions`), and the crawl's link scanner (`crawl::links`).
//!
//! - [`kinds`]: element kinds by tag name, and the name hash.
//! - [`elements`]: the element tables (hidden, block, void, raw-text, special,
//!   formatting, `<p>`-closing, head content, foreign break-out, integration-point names).
//! - [`tag`]: the tag scanner (tag extent, self-closing flag, attributes and their count).
//! - [`raw`]: where comments, bogus comments, raw-text, RCDATA and script bodies end.
//! - [`entities`]: character-reference decoding.
//! - [`nesting`]: the nesting check and the DOM path's caps ([`nesting::MAX_NESTING`],
//!   [`nesting::MAX_ATTRIBUTES`], [`nesting::cap_page`]).
//! - [`whitespace`]: the whitespace normaliser.

pub mod elements;
pub mod entities;
pub mod kinds;
pub mod nesting;
pub mod raw;
pub mod tag;
pub mod whitespace;
