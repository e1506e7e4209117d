//! The docs half of an audit: get a page, keep it, read its visible text, count.
//!
//! `fetch` downloads one URL, `snapshot` stores what was fetched (one directory per
//! URL), `html` holds the HTML rules every reader shares (element tables, the tag
//! scanner, raw-text ends, entities, the nesting cap, the whitespace normaliser), `text` turns HTML into visible text, `fastpath` streams the same text
//! and counts straight from bytes (proven equal to `text`), `count` counts a
//! pattern in a page's views, `markdown` renders local docs so they count the
//! same way, and `diff` classifies what changed between two snapshots.
//! `fetch_check` refuses URLs that cannot be fetched before any request;
//! `fetch_run` fetches one URL into the store (what `docdrift fetch` does per page);
//! `netpolicy` decides which hosts and addresses a fetch may reach; `deployed` compares a
//! deployed page's main content with the Markdown source it should be built from.

pub mod count;
pub mod deployed;
pub mod diff;
pub mod fastpath;
pub mod fetch;
pub mod fetch_check;
pub mod fetch_run;
pub mod html;
pub mod load;
pub mod markdown;
pub mod netpolicy;
pub mod snapshot;
pub mod text;
