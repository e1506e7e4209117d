//! Diff: what changed on a page between its previous and latest snapshot.
//!
//! Sits after [`crate::crawl`] (which rotates snapshots) and before the
//! cron-facing `check --fetch --changed-only`. [`classify`] compares two
//! versions of a page and says which of these it is:
//!
//! - **identical**: same bytes;
//! - **asset-only**: same visible text, and every differing byte lies inside
//!   an asset reference (`runtime~main.619c7877.js` → `runtime~main.b34ffaa5.js`,
//!   `integrity="sha384-…"`); the changed references are listed;
//! - **markup-only**: same visible text, other markup differs (attributes,
//!   hidden scripts, comments);
//! - **text changed**: the visible text differs; a word-level diff (similar)
//!   lists each changed run with its byte offsets in both texts.
//!
//! "Claim-affecting" is not a property of the page alone: [`affects`] asks
//! whether a change touches any phrase or regex a claim reads, and the
//! caller (the claims evaluator, or `docdrift diff --phrase`) lists the
//! claims that matched. [`diff_pages`] is the whole `docdrift diff` run:
//! compare a store's pages, say what each change touches, judge the run.

use std::ops::Range;
use std::sync::OnceLock;
use std::time::Duration;

use regex::Regex;
use serde::Serialize;

use crate::pages::count::{inside_larger_token, Pattern};

mod run;

pub use run::{diff_pages, DiffOptions, DiffOutcome, DiffRunError, DiffStatus, PageReport};

/// The kind of change between two snapshots of a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChangeKind {
    /// Only one snapshot exists: nothing to compare with.
    New,
    /// Same bytes as the previous fetch, or confirmed by a 304 (serialised `unchanged`).
    #[serde(rename = "unchanged")]
    Identical,
    /// Same visible text; every differing byte lies in an asset reference (a hashed `.js`/`.css`
    /// path, an `integrity` digest).
    AssetOnly,
    /// Same visible text; other markup differs (attributes, hidden scripts, comments).
    MarkupOnly,
    /// The visible text differs: what a reader could notice.
    TextChanged,
}

impl ChangeKind {
    /// The kebab-case name used in every output (`new`, `unchanged`, `asset-only`, `markup-only`,
    /// `text-changed`).
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeKind::New => "new",
            ChangeKind::Identical => "unchanged",
            ChangeKind::AssetOnly => "asset-only",
            ChangeKind::MarkupOnly => "markup-only",
            ChangeKind::TextChanged => "text-changed",
        }
    }

    /// Whether the visible text may differ (what a reader could notice).
    pub fn is_text_change(self) -> bool {
        self == ChangeKind::TextChanged
    }
}

/// One asset reference that changed, in document order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AssetChange {
    /// The reference in the previous snapshot (`runtime~main.619c7877.js`, `sha384-…`).
    pub old: String,
    /// The reference at the same position in the latest snapshot.
    pub new: String,
}

/// One run of changed words. Offsets are byte ranges in the old and new
/// visible text; an empty range is a pure insertion or deletion point.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TextHunk {
    /// Byte range `(start, end)`, end exclusive, of the removed text in the old visible text.
    pub old_range: (usize, usize),
    /// Byte range `(start, end)`, end exclusive, of the inserted text in the new visible text.
    pub new_range: (usize, usize),
    /// The removed text (may be empty).
    pub removed: String,
    /// The inserted text (may be empty).
    pub inserted: String,
    /// Up to a few words of unchanged text on each side, for display.
    pub before: String,
    /// Up to a few words of unchanged text after the hunk, for display.
    pub after: String,
}

/// The classified difference between two versions of a page.
#[derive(Debug, Clone, Serialize)]
pub struct Change {
    /// How the two versions differ: new, unchanged, asset-only, markup-only or text-changed.
    pub kind: ChangeKind,
    /// Changed asset references (asset-only, and also listed for
    /// text changes so nothing is hidden).
    pub assets: Vec<AssetChange>,
    /// Word-level hunks (text-changed only).
    pub hunks: Vec<TextHunk>,
    /// Visible text of both versions, kept for [`affects`].
    #[serde(skip)]
    pub old_text: String,
    /// Visible text of the latest version.
    #[serde(skip)]
    pub new_text: String,
}

/// Words of context kept on each side of a hunk.
const CONTEXT_WORDS: usize = 4;

/// Longest a word diff may run before similar approximates (huge pages).
const DIFF_TIMEOUT: Duration = Duration::from_secs(5);

fn asset_regex() -> &'static Regex {
    static R: OnceLock<Regex> = OnceLock::new();
    R.get_or_init(|| {
        // A path ending in a static-asset extension (optionally with a
        // cache-busting query), or a subresource-integrity digest. Both
        // change on every front-end build without any visible change.
        Regex::new(
            r#"(?x)
            /?(?:[A-Za-z0-9_~.+@%!$-]+/)*[A-Za-z0-9_~.+@%!$-]+
              \.(?:js|mjs|cjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot|wasm)\b
              (?:\?[A-Za-z0-9_=&.%-]*)?
            | sha(?:256|384|512)-[A-Za-z0-9+/=]{16,}
            "#,
        )
        .expect("static regex")
    })
}

/// Asset references in `html`, and the HTML with each one replaced by a
/// placeholder (so two builds compare equal when only assets moved).
fn mask_assets(html: &str) -> (Vec<&str>, String) {
    let mut refs = Vec::new();
    let mut masked = String::with_capacity(html.len());
    let mut last = 0;
    for m in asset_regex().find_iter(html) {
        masked.push_str(&html[last..m.start()]);
        masked.push('\u{0}');
        refs.push(m.as_str());
        last = m.end();
    }
    masked.push_str(&html[last..]);
    (refs, masked)
}

/// Classify the change from `old` to `new` (decoded HTML plus its visible
/// text, as produced by [`crate::pages::text::visible_text`]).
pub fn classify(old_html: &str, old_text: &str, new_html: &str, new_text: &str) -> Change {
    let mut change = Change {
        kind: ChangeKind::Identical,
        assets: Vec::new(),
        hunks: Vec::new(),
        old_text: old_text.to_string(),
        new_text: new_text.to_string(),
    };
    if old_html == new_html {
        return change;
    }
    let (old_refs, old_masked) = mask_assets(old_html);
    let (new_refs, new_masked) = mask_assets(new_html);
    if old_refs.len() == new_refs.len() {
        change.assets = old_refs
            .iter()
            .zip(&new_refs)
            .filter(|(o, n)| o != n)
            .map(|(o, n)| AssetChange {
                old: o.to_string(),
                new: n.to_string(),
            })
            .collect();
    }
    if old_text != new_text {
        change.kind = ChangeKind::TextChanged;
        change.hunks = word_hunks(old_text, new_text);
    } else if old_masked == new_masked {
        change.kind = ChangeKind::AssetOnly;
    } else {
        change.kind = ChangeKind::MarkupOnly;
    }
    change
}

/// A page seen once: nothing to compare with.
pub fn new_page(text: &str) -> Change {
    Change {
        kind: ChangeKind::New,
        assets: Vec::new(),
        hunks: Vec::new(),
        old_text: String::new(),
        new_text: text.to_string(),
    }
}

/// Word-level diff of two texts, grouped into runs of changed tokens.
pub fn word_hunks(old: &str, new: &str) -> Vec<TextHunk> {
    use similar::ChangeTag;
    let diff = similar::TextDiff::configure()
        .timeout(DIFF_TIMEOUT)
        .diff_words(old, new);
    // Runs as byte ranges: (old start, old end, new start, new end).
    let mut runs: Vec<(usize, usize, usize, usize)> = Vec::new();
    let mut open = false;
    let (mut o, mut n) = (0usize, 0usize);
    for c in diff.iter_all_changes() {
        let len = c.value().len();
        match c.tag() {
            // Whitespace between two changed words does not end a run.
            ChangeTag::Equal if open && c.value().trim().is_empty() => {
                if let Some(r) = runs.last_mut() {
                    r.1 = o + len;
                    r.3 = n + len;
                }
                o += len;
                n += len;
            }
            ChangeTag::Equal => {
                open = false;
                o += len;
                n += len;
            }
            ChangeTag::Delete | ChangeTag::Insert => {
                if !open {
                    runs.push((o, o, n, n));
                    open = true;
                }
                let r = runs.last_mut().expect("a run is open");
                if c.tag() == ChangeTag::Delete {
                    o += len;
                    r.1 = o;
                } else {
                    n += len;
                    r.3 = n;
                }
            }
        }
    }
    runs.into_iter()
        .map(|(os, mut oe, ns, mut ne)| {
            // Whitespace the run absorbed at its end goes back to the context.
            while let (Some(a), Some(b)) = (
                old[os..oe].chars().next_back(),
                new[ns..ne].chars().next_back(),
            ) {
                if a != b || !a.is_whitespace() {
                    break;
                }
                oe -= a.len_utf8();
                ne -= b.len_utf8();
            }
            TextHunk {
                old_range: (os, oe),
                new_range: (ns, ne),
                removed: old[os..oe].to_string(),
                inserted: new[ns..ne].to_string(),
                before: context_before(old, os),
                after: context_after(old, oe),
            }
        })
        .collect()
}

fn context_before(text: &str, at: usize) -> String {
    let head = &text[..at];
    let mut words = 0;
    let mut start = head.len();
    let mut in_word = false;
    for (i, ch) in head.char_indices().rev() {
        if ch.is_whitespace() {
            if in_word {
                words += 1;
                in_word = false;
                if words == CONTEXT_WORDS {
                    break;
                }
            }
        } else {
            in_word = true;
        }
        start = i;
    }
    squash(&head[start..])
}

fn context_after(text: &str, at: usize) -> String {
    let tail = &text[at..];
    let mut words = 0;
    let mut end = 0;
    let mut in_word = false;
    for (i, ch) in tail.char_indices() {
        if ch.is_whitespace() {
            if in_word {
                words += 1;
                in_word = false;
                if words == CONTEXT_WORDS {
                    break;
                }
            }
        } else {
            in_word = true;
        }
        end = i + ch.len_utf8();
    }
    squash(&tail[..end])
}

/// Whitespace runs as one space, for one-line display: THE normaliser, trimmed at the start,
/// keeping one trailing space where the text ended in whitespace (a cut-off context reads on).
fn squash(s: &str) -> String {
    let mut out = crate::pages::html::whitespace::normalize_ws(s);
    let start = out.len() - out.trim_start_matches(' ').len();
    out.drain(..start);
    if out.chars().all(|c| c == ' ') {
        out.clear();
    }
    out
}

/// Visible-text hits of `pattern`, with count's boundary rule applied
/// ("8 rows" is not a hit inside "18 rows").
pub fn pattern_hits(text: &str, pattern: &Pattern) -> Vec<Range<usize>> {
    pattern
        .find_all(text)
        .into_iter()
        .filter(|&(s, e)| pattern.is_regex() || !inside_larger_token(text, s, e))
        .map(|(s, e)| s..e)
        .collect()
}

/// Whether `change` touches any of `patterns` (the phrases and regexes a
/// claim reads): the number of hits differs between the two texts (plain
/// or whitespace-normalised, so "soft\nceiling" counts), or a changed run
/// overlaps a hit on either side, or an insertion point falls strictly
/// inside a hit. Identical, asset-only and markup-only changes never
/// affect a claim: the visible text did not move.
pub fn affects(change: &Change, patterns: &[Pattern]) -> bool {
    patterns.iter().any(|p| affects_one(change, p))
}

/// The patterns of `patterns` that `change` touches (see [`affects`]).
pub fn touched<'p>(change: &Change, patterns: &'p [Pattern]) -> Vec<&'p Pattern> {
    patterns.iter().filter(|p| affects_one(change, p)).collect()
}

fn affects_one(change: &Change, pattern: &Pattern) -> bool {
    if change.kind != ChangeKind::TextChanged {
        return false;
    }
    let old_hits = pattern_hits(&change.old_text, pattern);
    let new_hits = pattern_hits(&change.new_text, pattern);
    if old_hits.len() != new_hits.len() {
        return true;
    }
    let overlap = change.hunks.iter().any(|h| {
        let o = h.old_range.0..h.old_range.1;
        let n = h.new_range.0..h.new_range.1;
        old_hits.iter().any(|hit| touches(hit, &o)) || new_hits.iter().any(|hit| touches(hit, &n))
    });
    if overlap {
        return true;
    }
    // A phrase wrapped across lines is only found in the normalised view.
    let norm = |t: &str| crate::pages::text::normalize_ws(t);
    let normalized = match pattern {
        Pattern::Literal(s) => Pattern::Literal(norm(s)),
        Pattern::Regex(r) => Pattern::Regex(r.clone()),
    };
    pattern_hits(&norm(&change.old_text), &normalized).len()
        != pattern_hits(&norm(&change.new_text), &normalized).len()
}

fn touches(hit: &Range<usize>, changed: &Range<usize>) -> bool {
    if changed.is_empty() {
        hit.start < changed.start && changed.start < hit.end
    } else {
        hit.start < changed.end && changed.start < hit.end
    }
}

impl Change {
    /// One line for humans ("asset names only: a.1.js → a.2.js").
    pub fn describe(&self) -> String {
        match self.kind {
            ChangeKind::New => "new: only one snapshot".into(),
            ChangeKind::Identical => "unchanged: same bytes".into(),
            ChangeKind::AssetOnly => format!(
                "asset names only: {}",
                self.assets
                    .iter()
                    .map(|a| format!("{} → {}", a.old, a.new))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            ChangeKind::MarkupOnly => "markup only: visible text identical".into(),
            ChangeKind::TextChanged => format!(
                "text changed in {} place{}",
                self.hunks.len(),
                if self.hunks.len() == 1 { "" } else { "s" }
            ),
        }
    }
}

impl TextHunk {
    /// `…context [-removed-]{+inserted+} context…` on one line.
    pub fn render(&self) -> String {
        let mut s = String::new();
        if !self.before.is_empty() {
            s.push('…');
            s.push_str(&self.before);
        }
        let removed = squash(&self.removed);
        let inserted = squash(&self.inserted);
        if !removed.trim().is_empty() {
            s.push_str(&format!("[-{}-]", removed.trim()));
        }
        if !inserted.trim().is_empty() {
            s.push_str(&format!("{{+{}+}}", inserted.trim()));
        }
        if !self.after.is_empty() {
            if !self.after.starts_with(' ') {
                s.push(' ');
            }
            s.push_str(&self.after);
            s.push('…');
        }
        s
    }
}

/// A page's change between its previous and latest snapshot.
#[derive(Debug, Clone, Serialize)]
pub struct PageDiff {
    /// The page's URL, as stored.
    pub url: String,
    /// When the previous snapshot was fetched; `None` when there is only one.
    pub previous_fetched_at: Option<chrono::DateTime<chrono::Utc>>,
    /// When the latest snapshot was fetched.
    pub latest_fetched_at: chrono::DateTime<chrono::Utc>,
    /// For an unchanged page: the first fetch of the body it still has.
    pub unchanged_since: Option<chrono::DateTime<chrono::Utc>>,
    /// What changed, classified (flattened into the page's JSON object).
    #[serde(flatten)]
    pub change: Change,
}

/// Why a page could not be compared.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DiffError {
    /// The store could not read the page's snapshots.
    #[error(transparent)]
    Snapshot(#[from] crate::pages::snapshot::SnapshotError),
    /// The store holds no latest snapshot of the page.
    #[error("no snapshot of {url} in {}; run `docdrift crawl` or `docdrift fetch {url}` first", .dir.display())]
    Missing {
        /// The URL asked for.
        url: String,
        /// The directory the store would keep it in.
        dir: std::path::PathBuf,
    },
}

fn text_of(s: &crate::pages::snapshot::Snapshot) -> (String, String) {
    let html = s.html().into_owned();
    let text = if s.is_html() {
        crate::pages::text::visible_text(&html)
    } else {
        // Plain text, JSON, … : the body is what a reader sees.
        html.clone()
    };
    (html, text)
}

/// Compare `url`'s previous snapshot with its latest in `store`.
pub fn diff_page(store: &crate::pages::snapshot::Store, url: &str) -> Result<PageDiff, DiffError> {
    use crate::pages::snapshot::Slot;
    let latest = store
        .load(url, Slot::Latest)?
        .ok_or_else(|| DiffError::Missing {
            url: url.to_string(),
            dir: store.root().to_path_buf(),
        })?;
    let previous = store.load(url, Slot::Previous)?;
    // Only pages that changed pay for visible-text extraction.
    let mut unchanged_since = None;
    let change = match &previous {
        // One stored body, but a later fetch (a 304) confirmed it: unchanged, not new.
        None if latest.record.unchanged_since.is_some() => {
            unchanged_since = latest.record.unchanged_since;
            classify("", "", "", "")
        }
        None => new_page(""),
        Some(prev) if prev.record.body_sha256 == latest.record.body_sha256 => {
            unchanged_since = Some(
                latest
                    .record
                    .unchanged_since
                    .or(prev.record.unchanged_since)
                    .unwrap_or(prev.record.fetched_at),
            );
            classify("", "", "", "")
        }
        Some(prev) => {
            let (old_html, old_text) = text_of(prev);
            let (new_html, new_text) = text_of(&latest);
            classify(&old_html, &old_text, &new_html, &new_text)
        }
    };
    Ok(PageDiff {
        url: url.to_string(),
        previous_fetched_at: previous.map(|p| p.record.fetched_at),
        latest_fetched_at: latest.record.fetched_at,
        unchanged_since,
        change,
    })
}

/// One page's URL and its diff, or why it could not be compared.
pub type PageResult = (String, Result<PageDiff, DiffError>);

/// Every page in `store` (sorted by URL), one result each; then each page
/// that could not be listed (a record that does not parse, a special file or
/// a link where a record should be), named by its directory in the store, so
/// one bad entry is reported without hiding the others.
pub fn diff_all(store: &crate::pages::snapshot::Store) -> Result<Vec<PageResult>, DiffError> {
    let listing = store.list_each()?;
    let mut urls: Vec<String> = listing.records.into_iter().map(|r| r.url).collect();
    urls.sort();
    urls.dedup();
    use rayon::prelude::*;
    let mut out: Vec<PageResult> = urls
        .into_par_iter()
        .map(|u| {
            let d = diff_page(store, &u);
            (u, d)
        })
        .collect();
    out.extend(
        listing
            .problems
            .into_iter()
            .map(|(page, e)| (page.display().to_string(), Err(e.into()))),
    );
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `squash` is the one normaliser plus its trimming, and says what the
    /// `split_whitespace` join it replaced said.
    #[test]
    fn squash_equals_the_split_whitespace_join() {
        let old = |s: &str| {
            s.split_whitespace().collect::<Vec<_>>().join(" ")
                + if s.ends_with(char::is_whitespace) && !s.trim().is_empty() {
                    " "
                } else {
                    ""
                }
        };
        for s in [
            "",
            "  ",
            " a  b ",
            "a\u{a0}\tb\n",
            "\n\nx",
            "x",
            "a \u{2003} b\u{3000}",
        ] {
            assert_eq!(squash(s), old(s), "{s:?}");
        }
    }

    const OLD: &str = r#"<html><head><script src="/assets/js/runtime~main.619c7877.js"></script>
<link rel="stylesheet" href="/assets/css/styles.3f2a.css?v=1" integrity="sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"></head>
<body><p>The last 20 messages are always preserved.</p></body></html>"#;

    fn text_of(html: &str) -> String {
        // Stand-in for text::visible_text good enough for these fixtures:
        // the body paragraph.
        let s = html.find("<p>").unwrap() + 3;
        let e = html.find("</p>").unwrap();
        html[s..e].to_string()
    }

    #[test]
    fn identical() {
        let c = classify(OLD, &text_of(OLD), OLD, &text_of(OLD));
        assert_eq!(c.kind, ChangeKind::Identical);
        assert!(c.assets.is_empty() && c.hunks.is_empty());
    }

    #[test]
    fn asset_only_lists_each_reference() {
        let new = OLD
            .replace("runtime~main.619c7877.js", "runtime~main.b34ffaa5.js")
            .replace("styles.3f2a.css?v=1", "styles.9e1b.css?v=2")
            .replace("sha384-AAAA", "sha384-BBBB");
        let c = classify(OLD, &text_of(OLD), &new, &text_of(&new));
        assert_eq!(c.kind, ChangeKind::AssetOnly);
        assert_eq!(
            c.assets,
            vec![
                AssetChange {
                    old: "/assets/js/runtime~main.619c7877.js".into(),
                    new: "/assets/js/runtime~main.b34ffaa5.js".into()
                },
                AssetChange {
                    old: "/assets/css/styles.3f2a.css?v=1".into(),
                    new: "/assets/css/styles.9e1b.css?v=2".into()
                },
                AssetChange {
                    old: "sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA".into(),
                    new: "sha384-BBBBAAAAAAAAAAAAAAAAAAAAAAAAAAAA".into()
                },
            ]
        );
    }

    #[test]
    fn markup_only_when_a_non_asset_byte_differs() {
        let new = OLD
            .replace("runtime~main.619c7877.js", "runtime~main.b34ffaa5.js")
            .replace("<p>", "<p class=\"x\">");
        let c = classify(OLD, &text_of(OLD), &new, &text_of(OLD));
        assert_eq!(c.kind, ChangeKind::MarkupOnly);
        assert_eq!(c.assets.len(), 1);
    }

    #[test]
    fn text_changed_word_hunks() {
        let old = "The last 20 messages are always preserved.\nSee the guide.";
        let new = "The last 8 messages are preserved.\nSee the new guide.";
        let c = classify("a", old, "b", new);
        assert_eq!(c.kind, ChangeKind::TextChanged);
        let words: Vec<(&str, &str)> = c
            .hunks
            .iter()
            .map(|h| (h.removed.trim(), h.inserted.trim()))
            .collect();
        assert_eq!(words, vec![("20", "8"), ("always", ""), ("", "new")]);
        assert_eq!(c.hunks[0].old_range, (9, 11));
        assert_eq!(c.hunks[0].new_range, (9, 10));
        assert_eq!(c.hunks[0].before, "The last ");
        assert_eq!(c.hunks[0].after, "messages are always preserved.");
        // The hunks are exact: applying them to the old text gives the new.
        let mut rebuilt = String::new();
        let mut at = 0;
        for h in &c.hunks {
            assert_eq!(&old[h.old_range.0..h.old_range.1], h.removed);
            assert_eq!(&new[h.new_range.0..h.new_range.1], h.inserted);
            rebuilt.push_str(&old[at..h.old_range.0]);
            rebuilt.push_str(&h.inserted);
            at = h.old_range.1;
        }
        rebuilt.push_str(&old[at..]);
        assert_eq!(rebuilt, new);
    }

    fn lit(s: &str) -> Pattern {
        Pattern::Literal(s.to_string())
    }

    #[test]
    fn affects_phrases_and_regexes() {
        let old = "The last 20 messages are always preserved. Limit: 18 rows.";
        let new = "The last 8 messages are always preserved. Limit: 18 rows.";
        let c = classify("a", old, "b", new);
        let re = Pattern::Regex(Regex::new(r"last \d+ messages").unwrap());
        assert!(affects(&c, &[lit("20 messages")]));
        assert!(affects(&c, &[lit("8 messages")]));
        assert!(affects(&c, &[re]));
        assert!(!affects(&c, &[lit("always preserved")]));
        assert!(!affects(&c, &[lit("8 rows")]));
        assert!(!affects(&c, &[]));
        let pats = [lit("always preserved"), lit("20 messages")];
        let t: Vec<&str> = touched(&c, &pats).iter().map(|p| p.as_str()).collect();
        assert_eq!(t, vec!["20 messages"]);
        // An insertion inside a phrase breaks it.
        let c = classify("a", "always preserved", "b", "always not preserved");
        assert!(affects(&c, &[lit("always preserved")]));
        assert!(!affects(&c, &[lit("preserved")]));
        // A phrase wrapped across a line break is seen in the normalised view.
        let c = classify("a", "a soft\nceiling here", "b", "a hard\nceiling here");
        assert!(affects(&c, &[lit("soft ceiling")]));
        // Asset-only changes never affect a claim.
        let c = classify("x.1.js", "same", "x.2.js", "same");
        assert_eq!(c.kind, ChangeKind::AssetOnly);
        assert!(!affects(&c, &[lit("same")]));
    }

    #[test]
    fn boundary_rule() {
        assert_eq!(pattern_hits("18 rows, 8 rows", &lit("8 rows")), vec![9..15]);
        assert_eq!(pattern_hits("(20)", &lit("20")), vec![1..3]);
        assert_eq!(pattern_hits("1.20 or 20", &lit("20")), vec![8..10]);
        assert!(pattern_hits("abc", &lit("")).is_empty());
    }

    #[test]
    fn non_ascii_text() {
        let c = classify("a", "Größe: 20 Einträge", "b", "Größe: 8 Einträge");
        assert_eq!(c.hunks.len(), 1);
        assert_eq!(c.hunks[0].removed, "20");
        assert_eq!(c.hunks[0].before, "Größe: ");
    }
}
