//! Terminal styling shared by every command's human output: the one table
//! builder (`check`'s report aside, which lays out its own columns) and the
//! colours words are painted in. The CLI decides whether colour is on
//! (`--color`, NO_COLOR, CLICOLOR_FORCE) and how wide the terminal is, and
//! passes both here, so `scan`, `count`, `diff`, `crawl`, `evidence`,
//! `extract`, `strings` and `provenance` look alike and obey the same flags.

use comfy_table::{Attribute, Cell, ContentArrangement, Table};

/// What a painted word means; each maps to one colour everywhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// A failure: disagree, failed, claim-affecting (red).
    Bad,
    /// Needs a look but does not fail: error, warning, changed (yellow).
    Warn,
    /// Fine: agree, identical (green).
    Good,
    /// Accepted or known drift (cyan).
    Accepted,
    /// Counted, not shown: skipped, low confidence (grey).
    Quiet,
    /// A heading (bold).
    Strong,
}

impl Tone {
    fn ansi(self) -> &'static str {
        match self {
            Tone::Bad => "31",
            Tone::Warn => "33",
            Tone::Good => "32",
            Tone::Accepted => "36",
            Tone::Quiet => "90",
            Tone::Strong => "1",
        }
    }
}

/// `s` in `tone`'s colour when `color`, else `s` unchanged.
pub fn paint(s: &str, tone: Tone, color: bool) -> String {
    if color && !s.is_empty() {
        format!("\u{1b}[{}m{s}\u{1b}[0m", tone.ansi())
    } else {
        s.to_string()
    }
}

/// A table for a terminal or a pipe, the same for every command: wrapped to
/// `width` when known (unwrapped when `None`: piped output is for grep),
/// headers bold when `color`.
pub fn table<S: ToString>(header: &[S], width: Option<u16>, color: bool) -> Table {
    let mut t = Table::new();
    t.force_no_tty()
        .set_content_arrangement(ContentArrangement::Dynamic);
    if color {
        t.enforce_styling();
    }
    t.set_header(header.iter().map(|h| {
        let c = Cell::new(h.to_string());
        if color {
            c.add_attribute(Attribute::Bold)
        } else {
            c
        }
    }));
    if let Some(w) = width {
        t.set_width(w);
    }
    t
}

/// A cell painted in `tone` when `color` (comfy-table styles it, so the
/// layout counts only the text).
pub fn cell(s: impl ToString, tone: Tone, color: bool) -> Cell {
    let c = Cell::new(s.to_string());
    if !color {
        return c;
    }
    use comfy_table::Color;
    match tone {
        Tone::Bad => c.fg(Color::Red),
        Tone::Warn => c.fg(Color::Yellow),
        Tone::Good => c.fg(Color::Green),
        Tone::Accepted => c.fg(Color::Cyan),
        Tone::Quiet => c.fg(Color::DarkGrey),
        Tone::Strong => c.add_attribute(Attribute::Bold),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paint_only_when_colour_is_on() {
        assert_eq!(paint("failed", Tone::Bad, false), "failed");
        assert_eq!(
            paint("failed", Tone::Bad, true),
            "\u{1b}[31mfailed\u{1b}[0m"
        );
        assert_eq!(paint("", Tone::Bad, true), "");
    }

    #[test]
    fn table_header_is_bold_only_with_colour() {
        let plain = table(&["a", "b"], Some(40), false).to_string();
        assert!(!plain.contains('\u{1b}'));
        let coloured = table(&["a", "b"], Some(40), true).to_string();
        assert!(coloured.contains("\u{1b}[1m"), "{coloured}");
    }
}
