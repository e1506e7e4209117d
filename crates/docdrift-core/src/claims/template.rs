//! Template claims: does the example the docs print match the template the
//! code builds it from?
//!
//! Docs print `[...truncated AGENTS.md: kept 14000+4000 of 25000 chars. Use
//! file tools to read the full file.]`; the code builds the message from an
//! f-string whose literal parts may be split across lines by implicit
//! concatenation. Placeholders match any text (the numbers that fill them are
//! reported); literal parts must match, whitespace-insensitively. When they
//! do not, the report names the first divergence side by side — docs text
//! and source text with its line — and lists the docs sentences that appear
//! nowhere in the source and the source sentences that appear nowhere in the
//! docs.

use regex::Regex;

pub use crate::source::strings::Piece;

/// The outcome of matching an example against a template.
#[derive(Debug, Clone, PartialEq)]
pub struct TemplateMatch {
    /// Whether the whole (whitespace-normalised) example fits the template, placeholders matching
    /// any text.
    pub matched: bool,
    /// Placeholder expression → the example text that fills it (when matched,
    /// or as far as the walk got).
    pub fills: Vec<(String, String)>,
    /// Where the example first departs from the template; `None` when it matched.
    pub divergence: Option<Divergence>,
    /// Sentences of the docs example found nowhere in the template.
    pub docs_only: Vec<String>,
    /// Sentences of the template found nowhere in the docs example.
    pub source_only: Vec<String>,
}

/// The first place the two texts part.
#[derive(Debug, Clone, PartialEq)]
pub struct Divergence {
    /// Byte offset in the whitespace-normalised example where they part
    /// (how much of the example the template explained).
    pub offset: usize,
    /// Docs text from the divergence on (up to 60 characters).
    pub docs: String,
    /// Source literal text from the divergence on (up to 60 characters).
    pub source: String,
    /// Source line of that literal piece.
    pub line: usize,
}

fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Regex source for a literal: escaped, any whitespace run matches `\s+`.
fn literal_re(text: &str) -> String {
    let mut out = String::new();
    let mut in_ws = false;
    for ch in text.chars() {
        if ch.is_whitespace() {
            if !in_ws {
                out.push_str(r"\s+");
                in_ws = true;
            }
        } else {
            in_ws = false;
            out.push_str(&regex::escape(ch.encode_utf8(&mut [0; 4])));
        }
    }
    out
}

fn template_re(pieces: &[Piece]) -> String {
    pieces
        .iter()
        .map(|p| match p {
            Piece::Literal { text, .. } => literal_re(text),
            Piece::Placeholder { .. } => "(.+?)".to_string(),
        })
        .collect()
}

fn clip(s: &str) -> String {
    let mut t: String = s.chars().take(60).collect();
    if s.chars().count() > 60 {
        t.push('…');
    }
    t
}

/// Split into sentences at `. `, `? `, `! ` (terminator kept).
fn sentences(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        cur.push(c);
        let end = matches!(c, '.' | '?' | '!')
            && chars
                .get(i + 1)
                .is_none_or(|n| n.is_whitespace() || *n == ']');
        if end {
            let t = norm(&cur);
            if t.chars().filter(|c| c.is_alphanumeric()).count() >= 3 {
                out.push(t);
            }
            cur.clear();
        }
    }
    let t = norm(&cur);
    if t.chars().filter(|c| c.is_alphanumeric()).count() >= 3 {
        out.push(t);
    }
    out
}

/// Sentences of the template, each as (display text, regex that matches an instance).
fn template_sentences(pieces: &[Piece]) -> Vec<(String, Regex)> {
    // Join the pieces into one display string with a marker per placeholder,
    // split into sentences, then turn each into a regex.
    const MARK: char = '\u{E000}';
    let mut joined = String::new();
    let mut exprs = Vec::new();
    for p in pieces {
        match p {
            Piece::Literal { text, .. } => joined.push_str(text),
            Piece::Placeholder { expr, .. } => {
                joined.push(MARK);
                exprs.push(expr.clone());
            }
        }
    }
    let mut next = 0;
    sentences(&joined)
        .into_iter()
        .map(|s| {
            let mut display = String::new();
            let mut re = String::new();
            for part in s.split(MARK).enumerate() {
                if part.0 > 0 {
                    display.push_str(&format!(
                        "{{{}}}",
                        exprs.get(next).cloned().unwrap_or_default()
                    ));
                    next += 1;
                    re.push_str(".+?");
                }
                display.push_str(part.1);
                re.push_str(&literal_re(part.1));
            }
            (
                display,
                Regex::new(&re).expect("escaped literals always compile"),
            )
        })
        .collect()
}

/// Match a docs example against template pieces.
pub fn match_template(example: &str, pieces: &[Piece]) -> TemplateMatch {
    let ex = norm(example);
    let full = Regex::new(&format!("^{}$", template_re(pieces))).expect("escaped");
    let placeholders: Vec<String> = pieces
        .iter()
        .filter_map(|p| match p {
            Piece::Placeholder { expr, .. } => Some(expr.clone()),
            _ => None,
        })
        .collect();

    let src_sents = template_sentences(pieces);
    let joined_literal = norm(
        &pieces
            .iter()
            .map(|p| match p {
                Piece::Literal { text, .. } => text.clone(),
                Piece::Placeholder { expr, .. } => format!("{{{expr}}}"),
            })
            .collect::<String>(),
    );
    // Whole-sentence matches: a lazy placeholder found unanchored stops at the first `.`
    // (`{path}.` inside `notes.md.`), so anchor both ends.
    let anchored: Vec<Regex> = src_sents
        .iter()
        .map(|(_, re)| Regex::new(&format!("^(?:{})$", re.as_str())).expect("valid regex"))
        .collect();
    let docs_only: Vec<String> = sentences(&ex)
        .into_iter()
        .filter(|d| {
            !joined_literal.contains(d.as_str()) && !anchored.iter().any(|re| re.is_match(d))
        })
        .collect();
    let source_only: Vec<String> = src_sents
        .iter()
        .filter(|(_, re)| !re.is_match(&ex))
        .map(|(d, _)| d.clone())
        .collect();

    if let Some(c) = full.captures(&ex) {
        let fills = placeholders
            .iter()
            .enumerate()
            .map(|(i, e)| {
                (
                    e.clone(),
                    c.get(i + 1).map_or("", |m| m.as_str()).to_string(),
                )
            })
            .collect();
        return TemplateMatch {
            matched: true,
            fills,
            divergence: None,
            docs_only,
            source_only,
        };
    }

    // Walk the pieces to find the first literal that does not fit.
    let mut pos = 0usize;
    let mut fills = Vec::new();
    let mut pending: Option<String> = None;
    let mut divergence = None;
    for p in pieces {
        match p {
            Piece::Placeholder { expr, .. } => pending = Some(expr.clone()),
            Piece::Literal { text, line } => {
                let lit = norm(text);
                if lit.is_empty() {
                    continue;
                }
                let re = Regex::new(&literal_re(&lit)).expect("escaped");
                let rest = &ex[pos..];
                let found = match &pending {
                    Some(_) => re.find(rest),
                    None => re
                        .find(rest)
                        .filter(|m| m.start() == 0 || rest[..m.start()].trim().is_empty()),
                };
                match found {
                    Some(m) => {
                        if let Some(expr) = pending.take() {
                            fills.push((expr, rest[..m.start()].trim().to_string()));
                        }
                        pos += m.end();
                    }
                    None => {
                        // Longest prefix of the literal that still matches, to
                        // point at the exact character where they part.
                        let (start, docs_at, src_at) =
                            longest_prefix(rest, &lit, pending.is_some());
                        if let Some(expr) = pending.take() {
                            if start > 0 {
                                fills.push((expr, rest[..start].trim().to_string()));
                            }
                        }
                        divergence = Some(Divergence {
                            offset: pos + docs_at,
                            docs: clip(rest[docs_at..].trim_start()),
                            source: clip(lit[src_at..].trim_start()),
                            line: *line,
                        });
                        break;
                    }
                }
            }
        }
    }
    if divergence.is_none() {
        // Every literal fit but the end did not (extra docs text after the template).
        divergence = Some(Divergence {
            offset: pos,
            docs: clip(ex[pos..].trim_start()),
            source: "(end of template)".into(),
            line: pieces
                .iter()
                .rev()
                .map(|p| match p {
                    Piece::Literal { line, .. } | Piece::Placeholder { line, .. } => *line,
                })
                .next()
                .unwrap_or(0),
        });
    }
    TemplateMatch {
        matched: false,
        fills,
        divergence,
        docs_only,
        source_only,
    }
}

/// Where `lit` stops matching `rest`: (where the partial match starts in
/// rest, offset in rest, offset in lit). With `anywhere`, the literal may
/// start at any word boundary of `rest`.
fn longest_prefix(rest: &str, lit: &str, anywhere: bool) -> (usize, usize, usize) {
    let starts: Vec<usize> = if anywhere {
        // Word starts, and wherever the literal's first character stands: a literal that opens
        // with punctuation (`. Use file tools…` after `{path}`) starts mid-word.
        let first = lit.chars().next();
        std::iter::once(0)
            .chain(rest.char_indices().filter_map(|(i, c)| {
                if c == ' ' {
                    Some(i + 1)
                } else if Some(c) == first && i > 0 {
                    Some(i)
                } else {
                    None
                }
            }))
            .collect()
    } else {
        vec![rest.len() - rest.trim_start().len()]
    };
    let mut best = (starts[0], 0usize, 0usize); // (rest offset, lit offset, matched chars)
    let mut best_start = starts[0];
    for s in starts {
        let a = &rest[s..];
        let n = a
            .char_indices()
            .zip(lit.char_indices())
            .take_while(|((_, x), (_, y))| x == y)
            .count();
        if n > best.2 {
            let ra = a.char_indices().nth(n).map_or(a.len(), |(i, _)| i);
            let la = lit.char_indices().nth(n).map_or(lit.len(), |(i, _)| i);
            best = (s + ra, la, n);
            best_start = s;
        }
    }
    // Back up to the start of the word so the side-by-side reads naturally.
    let (mut r, mut l) = (best.0, best.1);
    while r > 0 && l > 0 && !rest[..r].ends_with(' ') && !lit[..l].ends_with(' ') {
        let rc = rest[..r].chars().next_back().map_or(1, char::len_utf8);
        let lc = lit[..l].chars().next_back().map_or(1, char::len_utf8);
        r -= rc;
        l -= lc;
    }
    (best_start, r, l)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(t: &str, line: usize) -> Piece {
        Piece::Literal {
            text: t.into(),
            line,
        }
    }
    fn ph(e: &str, line: usize) -> Piece {
        Piece::Placeholder {
            expr: e.into(),
            line,
        }
    }

    /// The marker from prompt_builder.py, split across lines as the source has it.
    fn marker() -> Vec<Piece> {
        vec![
            lit("[...truncated ", 1580),
            ph("filename", 1580),
            lit(": kept ", 1580),
            ph("head_chars", 1580),
            lit("+", 1580),
            ph("tail_chars", 1580),
            lit(" of ", 1580),
            ph("len(content)", 1580),
            lit(" chars. The middle is ", 1582),
            lit("omitted. If you need the full instructions, read the complete file with the read_file tool: ", 1583),
            ph("filename", 1584),
            lit("]", 1584),
        ]
    }

    #[test]
    fn the_docs_example_diverges_at_the_second_sentence() {
        let ex = "[...truncated AGENTS.md: kept 14000+4000 of 25000 chars. Use file tools to read the full file.]";
        let m = match_template(ex, &marker());
        assert!(!m.matched);
        assert_eq!(
            m.fills,
            vec![
                ("filename".into(), "AGENTS.md".into()),
                ("head_chars".into(), "14000".into()),
                ("tail_chars".into(), "4000".into()),
                ("len(content)".into(), "25000".into()),
            ]
        );
        let d = m.divergence.unwrap();
        assert_eq!(d.docs, "Use file tools to read the full file.]");
        assert_eq!(d.source, "The middle is");
        assert_eq!(d.line, 1582);
        assert_eq!(m.docs_only, vec!["Use file tools to read the full file."]);
        assert_eq!(
            m.source_only,
            vec![
                "The middle is omitted.",
                "If you need the full instructions, read the complete file with the read_file tool: {filename}]"
            ]
        );
    }

    #[test]
    fn a_real_return_matches_and_reports_fills() {
        let ex = "[...truncated AGENTS.md: kept 14000+4000 of 25000 chars. The middle is omitted. If you need the full instructions, read the complete file with the read_file tool: AGENTS.md]";
        let m = match_template(ex, &marker());
        assert!(m.matched, "{m:?}");
        assert_eq!(m.fills[3], ("len(content)".into(), "25000".into()));
        assert!(m.docs_only.is_empty() && m.source_only.is_empty(), "{m:?}");
    }

    #[test]
    fn whitespace_and_newlines_do_not_matter() {
        let ex = "[...truncated  X:\nkept 1+2 of 3 chars.   The middle is omitted. If you need the full instructions, read the complete file with the read_file tool: X]";
        assert!(match_template(ex, &marker()).matched);
    }

    #[test]
    fn extra_docs_text_after_the_template_is_a_divergence() {
        let pieces = vec![lit("kept ", 3), ph("n", 3), lit(" rows.", 3)];
        let m = match_template("kept 8 rows. And more.", &pieces);
        assert!(!m.matched);
        let d = m.divergence.unwrap();
        assert_eq!(d.source, "(end of template)");
        assert_eq!(d.docs, "And more.");
        assert_eq!(m.docs_only, vec!["And more."]);
    }
}
