//! Local Markdown docs as a page source: rendered to HTML, then counted like
//! any page ([`crate::pages::count`]), with every visible-text hit carrying its
//! Markdown line number.
//!
//! Rendering uses pulldown-cmark (CommonMark plus tables, footnotes,
//! strikethrough, task lists; a leading YAML/TOML front-matter block is
//! metadata, not text). pulldown-cmark reports a source range for each event,
//! but rendering is one pass with no back-map, so the map is rebuilt: the
//! text of each `Text`/`Code` event is located, in order, in the visible text
//! of the rendered HTML (which decodes back to exactly that text). A hit's line
//! is the line of the event it starts in (offset within the event added for
//! plain text).

use pulldown_cmark::{Event, Options, Parser};

use crate::pages::count::{CountOptions, PageAnalysis, PageCount, Pattern};

/// A rendered Markdown document.
#[derive(Debug, Clone)]
pub struct MarkdownPage {
    /// The rendered HTML (a fragment: no `<html>`/`<head>`).
    pub html: String,
    /// Visible text of `html` ([`crate::pages::text::visible_text`]).
    pub text: String,
    /// (visible-text offset, length, markdown offset, exact) per located event;
    /// `exact` when text bytes map one to one onto source bytes.
    segments: Vec<(usize, usize, usize, bool)>,
    /// Byte offset of each line start in the source.
    line_starts: Vec<usize>,
}

/// THE Markdown options: every Markdown docdrift reads (counted pages, `scan`'s pages) is
/// rendered with these.
fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_YAML_STYLE_METADATA_BLOCKS
        | Options::ENABLE_PLUSES_DELIMITED_METADATA_BLOCKS
}

/// Markdown `src` rendered to HTML (a fragment), with `options`: what [`render`] renders,
/// for callers that keep their own map back to the source.
pub fn to_html(src: &str) -> String {
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, Parser::new_ext(src, options()));
    html
}

/// Render Markdown `src` and build the text → source line map.
pub fn render(src: &str) -> MarkdownPage {
    let events: Vec<(Event<'_>, std::ops::Range<usize>)> =
        Parser::new_ext(src, options()).into_offset_iter().collect();
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events.iter().map(|(e, _)| e.clone()));
    let text = crate::pages::text::visible_text(&html);
    let mut segments = Vec::new();
    let mut cursor = 0;
    let mut in_metadata = false;
    for (event, range) in &events {
        match event {
            Event::Start(pulldown_cmark::Tag::MetadataBlock(_)) => in_metadata = true,
            Event::End(pulldown_cmark::TagEnd::MetadataBlock(_)) => in_metadata = false,
            Event::Text(t) | Event::Code(t) if !in_metadata && !t.is_empty() => {
                if let Some(pos) = text[cursor..].find(t.as_ref()) {
                    let exact = matches!(event, Event::Text(_))
                        && src.get(range.clone()) == Some(t.as_ref());
                    segments.push((cursor + pos, t.len(), range.start, exact));
                    cursor += pos + t.len();
                }
            }
            _ => {}
        }
    }
    let line_starts = std::iter::once(0)
        .chain(src.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    MarkdownPage {
        html,
        text,
        segments,
        line_starts,
    }
}

impl MarkdownPage {
    /// 1-based Markdown line of a visible-text byte offset, when it lies in located text.
    pub fn line_of(&self, text_offset: usize) -> Option<usize> {
        let i = self
            .segments
            .partition_point(|s| s.0 <= text_offset)
            .checked_sub(1)?;
        let (vis, len, md, exact) = self.segments[i];
        if text_offset > vis + len {
            return None;
        }
        let md_offset = if exact { md + (text_offset - vis) } else { md };
        Some(self.line_starts.partition_point(|&l| l <= md_offset))
    }

    /// Count `pattern` on the rendered page; text hits carry their line.
    pub fn count(&self, pattern: &Pattern, opts: &CountOptions) -> PageCount {
        let mut c = PageAnalysis::new(&self.html).count(pattern, opts);
        for hit in &mut c.text_hits {
            hit.line = self.line_of(hit.offset);
        }
        c
    }
}

/// Render and count in one call.
pub fn count_markdown(src: &str, pattern: &Pattern, opts: &CountOptions) -> PageCount {
    render(src).count(pattern, opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hits_carry_markdown_lines() {
        let src = "---\ntitle: last 20\n---\n# Compression\n\nThe last 20 turns are kept.\n\n\
                   - `protect_last_n` keeps the last 20\n  messages, floor (8 rows)\n";
        let page = render(src);
        let c = page.count(
            &Pattern::Literal("last 20".into()),
            &CountOptions::default(),
        );
        let lines: Vec<_> = c.text_hits.iter().map(|h| h.line).collect();
        assert_eq!(lines, vec![Some(6), Some(8)]);
        let c = page.count(
            &Pattern::Literal("last 20 messages".into()),
            &CountOptions::default(),
        );
        assert_eq!((c.text, c.text_normalized), (0, 1));
        assert_eq!(
            c.explanations[0].kind,
            crate::pages::count::ExplanationKind::NewlineInside
        );
        let c = page.count(
            &Pattern::Literal("protect_last_n keeps".into()),
            &CountOptions::default(),
        );
        assert_eq!((c.html, c.text), (0, 1));
        assert_eq!(c.text_hits[0].line, Some(8));
    }
}
