//! Page analysis: why a pattern counts what it counts on a page (`count
//! --explain`), region by region.

#[allow(unused_imports)]
use super::*;

/// One page prepared for counting many patterns: parsed once, texts built once.
pub struct PageAnalysis<'h> {
    /// Borrowed by [`PageAnalysis::new`]; owned by [`PageAnalysis::owned`] (a cache keeps it);
    /// shared with a loaded page by [`PageAnalysis::shared_without_spaced`].
    pub(crate) html: Src<'h>,
    pub(crate) text: Src<'h>,
    pub(crate) spaced: String,
    pub(crate) normalized: Src<'h>,
    /// normalized byte → text byte (one extra entry at the end).
    pub(crate) norm_map: Offsets,
    pub(crate) layout: Layout,
    /// The source-mapped text equals the DOM text: offsets can be shared.
    pub(crate) aligned: bool,
}

/// A text the analysis reads: borrowed from the caller, owned, or shared with the page that
/// loaded it (`check` keeps each page once; copying its HTML, text and maps into the analysis
/// held them twice, issue 33).
pub(crate) enum Src<'h> {
    Borrowed(&'h str),
    Owned(String),
    Shared(std::sync::Arc<str>),
}

impl std::ops::Deref for Src<'_> {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            Src::Borrowed(s) => s,
            Src::Owned(s) => s,
            Src::Shared(s) => s,
        }
    }
}

/// The normalised text's offset map, owned or shared with the page (see [`Src`]).
pub(crate) enum Offsets {
    Owned(Vec<u32>),
    Shared(std::sync::Arc<[u32]>),
}

impl std::ops::Deref for Offsets {
    type Target = [u32];
    fn deref(&self) -> &[u32] {
        match self {
            Offsets::Owned(v) => v,
            Offsets::Shared(v) => v,
        }
    }
}

impl<'h> PageAnalysis<'h> {
    /// Analyse a decoded page: parse it once, build its visible and spaced text and the map from
    /// text back to HTML positions, then drop the DOM.
    pub fn new(html: &'h str) -> PageAnalysis<'h> {
        // The DOM is dropped before the layout is built: the two are the largest structures
        // here, and holding both doubled `count --explain`'s peak on deep pages (issue 33).
        let (text, spaced) = {
            let doc = text::parse_document(html);
            (
                text::document_text(&doc, false),
                text::document_text(&doc, true),
            )
        };
        let (normalized, norm_map) = text::normalize_ws_mapped(&text);
        let layout = Layout::build(html);
        let aligned = layout.text.trim_end() == text;
        PageAnalysis {
            html: Src::Borrowed(html),
            text: Src::Owned(text),
            spaced,
            normalized: Src::Owned(normalized),
            norm_map: Offsets::Owned(norm_map),
            layout,
            aligned,
        }
    }

    /// The same analysis owning its HTML, so a cache can keep it past the caller's buffer
    /// (`check` analyses each page once for all its claims).
    pub fn owned(html: String) -> PageAnalysis<'static> {
        let PageAnalysis {
            html: _,
            text,
            spaced,
            normalized,
            norm_map,
            layout,
            aligned,
        } = PageAnalysis::new(&html);
        let text = match text {
            Src::Owned(t) => Src::Owned(t),
            t => Src::Owned(t.to_string()),
        };
        let normalized = match normalized {
            Src::Owned(t) => Src::Owned(t),
            t => Src::Owned(t.to_string()),
        };
        PageAnalysis {
            html: Src::Owned(html),
            text,
            spaced,
            normalized,
            norm_map,
            layout,
            aligned,
        }
    }

    /// An analysis of `html` sharing it with the caller (no copy), from its visible text
    /// `text` and `normalized` =
    /// [`text::normalize_ws_mapped`] of it as the caller already has them (`text` equal to
    /// [`text::visible_text`], e.g. the exact fast-path text), so no DOM is parsed, and
    /// **without the spaced view**: [`PageCount::spaced`] is 0. For callers that read only the
    /// html, text and normalised counts, the hits and the explanations (`check`'s phrase
    /// claims).
    pub(crate) fn shared_without_spaced(
        html: std::sync::Arc<str>,
        text: std::sync::Arc<str>,
        normalized: (std::sync::Arc<str>, std::sync::Arc<[u32]>),
    ) -> PageAnalysis<'static> {
        let (normalized, norm_map) = normalized;
        let layout = Layout::build(&html);
        let aligned = layout.text.trim_end() == &*text;
        PageAnalysis {
            html: Src::Shared(html),
            text: Src::Shared(text),
            spaced: String::new(),
            normalized: Src::Shared(normalized),
            norm_map: Offsets::Shared(norm_map),
            layout,
            aligned,
        }
    }

    /// The visible text (DOM path).
    pub fn visible_text(&self) -> &str {
        &self.text
    }

    /// Count `pattern` in every view and explain the differences.
    pub fn count(&self, pattern: &Pattern, opts: &CountOptions) -> PageCount {
        let keep = |h: &Hit| opts.substring || !h.inside;
        let html_hits = hits(pattern, &self.html);
        let text_hits = hits(pattern, &self.text);
        let norm_hits = hits(&pattern.normalized(), &self.normalized);
        let spaced_hits = hits(pattern, &self.spaced);

        let mut ex = Explainer::default();
        let layout_hits = if self.aligned {
            None
        } else {
            Some(hits(pattern, &self.layout.text))
        };
        // Text hits → HTML.
        let text_ranges: Vec<Option<(usize, usize)>> = text_hits
            .iter()
            .enumerate()
            .map(|(k, h)| match &layout_hits {
                None => Some(self.layout.html_range(h.start, h.end)),
                Some(lh) if lh.len() == text_hits.len() => {
                    Some(self.layout.html_range(lh[k].start, lh[k].end))
                }
                Some(_) => None,
            })
            .collect();
        for (h, range) in text_hits.iter().zip(&text_ranges) {
            let matched = &self.text[h.start..h.end];
            if h.inside {
                ex.inside_token(
                    range.map(|r| r.0),
                    *range,
                    format!(
                        "inside a larger token ({}) in the visible text at text bytes {}..{}{}",
                        token_context(&self.text, h.start, h.end),
                        h.start,
                        h.end,
                        range
                            .map(|(a, b)| format!(" (HTML bytes {a}..{b})"))
                            .unwrap_or_default()
                    ),
                );
                if !opts.substring {
                    continue;
                }
            }
            if let Some((hs, he)) = *range {
                if &self.html[hs..he] != matched {
                    self.explain_split(&mut ex, hs, he);
                }
            }
        }
        // Normalised-only hits: whitespace inside the phrase.
        for h in &norm_hits {
            let ts = self.norm_map[h.start] as usize;
            let te = self.norm_map[h.end] as usize;
            let original = &self.text[ts..te];
            let matched = &self.normalized[h.start..h.end];
            if h.inside {
                let range = self.aligned.then(|| self.layout.html_range(ts, te));
                ex.inside_token(
                    range.map(|r| r.0),
                    range,
                    format!(
                        "inside a larger token ({}) in the normalised text",
                        token_context(&self.normalized, h.start, h.end)
                    ),
                );
                if !opts.substring {
                    continue;
                }
            }
            if original == matched {
                continue;
            }
            let range = self.aligned.then(|| self.layout.html_range(ts, te));
            let (kind, what) = if original.contains('\n') {
                (ExplanationKind::NewlineInside, "a newline".to_string())
            } else {
                (ExplanationKind::WhitespaceRun, describe_ws(original))
            };
            ex.push(
                kind,
                range,
                format!(
                    "{what} inside the phrase: text bytes {ts}..{te} read {:?}{}",
                    original,
                    range
                        .map(|(a, b)| format!(" (HTML bytes {a}..{b})"))
                        .unwrap_or_default()
                ),
            );
            if let Some((hs, he)) = range {
                self.explain_split(&mut ex, hs, he);
            }
        }
        // HTML hits that are not visible text.
        for h in &html_hits {
            let Some(place) = self.layout.place(h.start) else {
                continue;
            };
            if h.inside {
                ex.inside_token(
                    Some(h.start),
                    Some((h.start, h.end)),
                    format!(
                        "inside a larger token ({}) in {} at bytes {}..{}",
                        token_context(&self.html, h.start, h.end),
                        place.describe(),
                        h.start,
                        h.end
                    ),
                );
                if !opts.substring {
                    continue;
                }
            }
            if let Some(kind) = place.kind() {
                ex.push(
                    kind,
                    Some((h.start, h.end)),
                    format!(
                        "hit in {} at bytes {}..{} (not visible)",
                        place.describe(),
                        h.start,
                        h.end
                    ),
                );
            }
        }
        let counted_text: Vec<TextHit> = text_hits
            .iter()
            .filter(|h| keep(h))
            .map(|h| TextHit {
                offset: h.start,
                matched: self.text[h.start..h.end].to_string(),
                line: None,
            })
            .collect();
        PageCount {
            html: html_hits.iter().filter(|h| keep(h)).count(),
            text: counted_text.len(),
            text_normalized: norm_hits.iter().filter(|h| keep(h)).count(),
            spaced: spaced_hits.iter().filter(|h| keep(h)).count(),
            excluded_inside_token: ex.inside_sites.len(),
            explanations: ex.finish(),
            text_hits: counted_text,
        }
    }

    pub(crate) fn explain_split(&self, ex: &mut Explainer, hs: usize, he: usize) {
        let tags = self.layout.markup_in(hs, he);
        if !tags.is_empty() {
            let list: Vec<String> = tags
                .iter()
                .map(|(s, e, label)| format!("{label} at bytes {s}..{e}"))
                .collect();
            let first = tags.first().map(|t| t.2.clone()).unwrap_or_default();
            let last = tags.last().map(|t| t.2.clone()).unwrap_or_default();
            let head = if tags.len() == 1 {
                format!("split by {first}")
            } else {
                format!("split by {first}…{last}")
            };
            ex.push(
                ExplanationKind::SplitByTags,
                Some((hs, he)),
                format!(
                    "{head} in the HTML (phrase at bytes {hs}..{he}): {}",
                    list.join(", ")
                ),
            );
        }
        let ents: Vec<String> = self
            .layout
            .entities
            .iter()
            .filter(|(s, e)| *s >= hs && *e <= he)
            .map(|(s, e)| format!("{} at bytes {s}..{e}", &self.html[*s..*e]))
            .collect();
        if !ents.is_empty() {
            ex.push(
                ExplanationKind::EntityEncoded,
                Some((hs, he)),
                format!(
                    "entity-encoded in the HTML (phrase at bytes {hs}..{he}): {}",
                    ents.join(", ")
                ),
            );
        }
    }
}

pub(crate) fn describe_ws(original: &str) -> String {
    if original.contains('\u{a0}') {
        "a non-breaking space (U+00A0)".into()
    } else if original.contains('\t') {
        "a tab".into()
    } else {
        "a run of several spaces".into()
    }
}

#[derive(Default)]
pub(crate) struct Explainer {
    pub(crate) out: Vec<Explanation>,
    pub(crate) seen: std::collections::HashSet<Explanation>,
    pub(crate) inside_sites: std::collections::BTreeSet<usize>,
    pub(crate) inside_unplaced: usize,
}

impl Explainer {
    pub(crate) fn push(
        &mut self,
        kind: ExplanationKind,
        range: Option<(usize, usize)>,
        message: String,
    ) {
        let e = Explanation {
            kind,
            html_range: range,
            message,
        };
        if self.seen.insert(e.clone()) {
            self.out.push(e);
        }
    }

    /// One boundary-rule exclusion; the same HTML place seen from several
    /// views is reported once.
    pub(crate) fn inside_token(
        &mut self,
        site: Option<usize>,
        range: Option<(usize, usize)>,
        msg: String,
    ) {
        match site {
            Some(s) => {
                if self.inside_sites.insert(s) {
                    self.push(ExplanationKind::InsideLargerToken, range, msg);
                }
            }
            None => {
                // No HTML position: count it under a key no byte offset uses.
                self.inside_unplaced += 1;
                self.inside_sites.insert(usize::MAX - self.inside_unplaced);
                self.push(ExplanationKind::InsideLargerToken, None, msg);
            }
        }
    }

    pub(crate) fn finish(mut self) -> Vec<Explanation> {
        self.out
            .sort_by_key(|e| (e.html_range.map_or(usize::MAX, |r| r.0), e.kind));
        self.out
    }
}
