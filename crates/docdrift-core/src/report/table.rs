//! Table format (the default on a terminal): one comfy-table row per claim,
//! disagreements and errors first, then a summary line. Cells wrap to the
//! given width (100 columns when unknown) and every value goes through
//! [`printable`], so a newline or an escape sequence inside a docs value
//! shows as `\n` / `\u{1b}` instead of breaking the layout.

use comfy_table::{
    presets, Attribute, Cell, Color, ColumnConstraint, ContentArrangement, Table,
    Width as ComfyWidth,
};

use super::{
    clip, code_where, docs_value_text, docs_where, ordered, printable, summary_line, RenderOptions,
    DEFAULT_WIDTH,
};
use crate::core::finding::{Finding, Report, Verdict};

/// Matched text longer than this is cut in the table; Markdown and JSON
/// carry it whole.
const MATCHED_MAX: usize = 80;
/// Values longer than this (a whole dict, a long string) are cut in the
/// table, for the same reason.
const VALUE_MAX: usize = 200;

pub(super) fn render(report: &Report, opts: &RenderOptions) -> String {
    if opts.compact && !opts.verbose {
        return render_compact(report, opts);
    }
    let mut out = String::new();
    if !report.findings.is_empty() {
        let mut table = Table::new();
        table
            .load_style(presets::UTF8_FULL)
            .force_no_tty()
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(opts.width.unwrap_or(DEFAULT_WIDTH))
            .set_header(["Claim", "Verdict", "Docs", "Code"]);
        if opts.color {
            table.enforce_styling();
        }
        let width = usize::from(opts.width.unwrap_or(DEFAULT_WIDTH));
        // What the Code column's values and `file:line`s need; each source
        // line is cut to that (within the column's 40% share), so showing it
        // never widens the column and squeezes the ids.
        let code_need = ordered(report)
            .into_iter()
            .flat_map(|f| {
                let [_, _, _, code] = row(f, opts, 0);
                code.lines()
                    .map(|l| l.chars().count().min(CELL_MAX))
                    .collect::<Vec<_>>()
            })
            .max()
            .unwrap_or(0);
        let source_max = code_need.min(width.saturating_sub(15) * 2 / 5);
        let rows: Vec<(Verdict, [String; 4])> = ordered(report)
            .into_iter()
            // Capped: comfy-table wraps a megabyte cell for minutes (see [`CELL_MAX`]).
            .map(|f| {
                let cells = row(f, opts, source_max).map(|c| cap_cell(&c).into_owned());
                (f.verdict, cells)
            })
            .collect();
        // Widest line of a column; the boundary counts the cell padding.
        let widest = |col: usize| {
            rows.iter()
                .flat_map(|(_, cells)| cells[col].lines())
                .map(|l| l.chars().count() + 2)
                .max()
                .unwrap_or(0)
        };
        // comfy-table hands spare width to whichever column asks for the
        // most; guide it. The verdict never wraps; of what is left after
        // the borders, the reason (Claim) gets up to 35% and a `file:line`
        // (Code) up to 40% before anything wraps; an id is not cut below
        // a quarter of that.
        let verdict = "disagree".len() + 2;
        let avail = width.saturating_sub(verdict + 5);
        let id_floor = report
            .findings
            .iter()
            .map(|f| printable(&f.id).chars().count() + 2)
            .max()
            .unwrap_or(0)
            .min(avail / 4);
        let floors = [
            (0, widest(0).min(avail * 35 / 100).max(id_floor)),
            (1, verdict),
            (3, widest(3).min(avail * 2 / 5)),
        ];
        for (col, floor) in floors {
            if let Some(c) = table.column_mut(col) {
                c.set_constraint(ColumnConstraint::LowerBoundary(ComfyWidth::Fixed(
                    floor as u16,
                )));
            }
        }
        for (verdict, cells) in rows {
            table.add_row(styled(verdict, cells, opts));
        }
        out.push_str(&table.to_string());
        out.push('\n');
    }
    out.push_str(&summary_line(&report.summary));
    out.push('\n');
    out
}

/// The default `check` screen: one line per claim that disagrees or could
/// not be evaluated — id, verdict, both values and where to look (the code
/// line, or for an error why) — clipped, never wrapped, then the summary
/// and a hint at what is hidden. Agreeing and skipped claims are counted,
/// not listed.
fn render_compact(report: &Report, opts: &RenderOptions) -> String {
    let width = usize::from(opts.width.unwrap_or(DEFAULT_WIDTH)).max(40);
    let problems: Vec<&Finding> = ordered(report)
        .into_iter()
        .filter(|f| matches!(f.verdict, Verdict::Disagree | Verdict::Error))
        .collect();
    let mut out = String::new();
    if !problems.is_empty() {
        let rows: Vec<(Verdict, [String; 5])> = problems
            .iter()
            .map(|f| (f.verdict, compact_row(f)))
            .collect();
        // Each column gets what its longest cell needs, within a share of
        // the line; what is left over goes to the last column. A row is
        // then cut, never wrapped, so the table is exactly one line per
        // claim plus the header and borders.
        let widest = |col: usize| {
            rows.iter()
                .map(|(_, c)| c[col].chars().count())
                .max()
                .unwrap_or(0)
                .max(HEADERS[col].len())
        };
        // 5 columns: 6 border characters and 2 of padding each.
        let avail = width.saturating_sub(6 + 5 * 2);
        let share =
            |col: usize, pct: usize| widest(col).min(avail * pct / 100).max(HEADERS[col].len());
        let mut widths = [share(0, 45), widest(1), share(2, 12), share(3, 12), 0];
        let used: usize = widths.iter().sum();
        // The last column takes what is left, its header cut if need be,
        // so even a narrow terminal gets lines that do not wrap.
        widths[4] = widest(4).min(avail.saturating_sub(used)).max(3);
        let mut table = Table::new();
        table
            .load_style(presets::UTF8_FULL_CONDENSED)
            .force_no_tty()
            .set_content_arrangement(ContentArrangement::Disabled)
            .set_header((0..5).map(|i| clip(HEADERS[i], widths[i]).into_owned()));
        if opts.color {
            table.enforce_styling();
        }
        for (verdict, mut cells) in rows {
            // Two long values that share their start would both be cut to
            // the same `922337203…`: show each from where they differ.
            if let Some((d, c)) = clip_apart(&cells[2], &cells[3], widths[2], widths[3]) {
                cells[2] = d;
                cells[3] = c;
            }
            let cells: Vec<String> = cells
                .iter()
                .zip(widths)
                .enumerate()
                .map(|(col, (c, w))| {
                    // A location keeps its end (`…/compressor.py:17`): the
                    // file name and line are what a reader needs.
                    if col == 4 && verdict != Verdict::Error {
                        clip_start(c, w)
                    } else {
                        clip(c, w).into_owned()
                    }
                })
                .collect();
            let [claim, v, docs, code, at]: [String; 5] = cells.try_into().expect("five columns");
            let mut row = styled(verdict, [claim, v, docs, code], opts);
            row.push(Cell::new(at));
            table.add_row(row);
        }
        out.push_str(&table.to_string());
        out.push('\n');
    }
    out.push_str(&summary_line(&report.summary));
    out.push('\n');
    let hidden = report.summary.agree + report.summary.skipped;
    if hidden > 0 || !problems.is_empty() {
        out.push_str(&format!(
            "(-v shows {}every claim with its evidence)\n",
            if hidden > 0 {
                format!("the {hidden} hidden and ")
            } else {
                String::new()
            }
        ));
    }
    out
}

/// When `a` and `b` would be cut to `wa`/`wb` characters before the first
/// character where they differ, both cut so that character shows:
/// `…5807` and `…5806` rather than `92233…` twice. `None` when a plain cut
/// already shows the difference (or they are equal).
fn clip_apart(a: &str, b: &str, wa: usize, wb: usize) -> Option<(String, String)> {
    let (ac, bc): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let d = ac.iter().zip(&bc).take_while(|(x, y)| x == y).count();
    if ac == bc || (d + 1 < wa.min(wb)) || (ac.len() <= wa && bc.len() <= wb) {
        return None;
    }
    let from = |cs: &[char], w: usize| -> String {
        // Keep two characters of shared context before the difference.
        let start = d.saturating_sub(2).min(cs.len());
        let rest: String = cs[start..].iter().collect();
        let shown = if start > 0 {
            format!("…{rest}")
        } else {
            rest
        };
        clip(&shown, w).into_owned()
    };
    Some((from(&ac, wa), from(&bc, wb)))
}

/// Shorten `s` to `max` characters from the left, marking the cut with `…`.
fn clip_start(s: &str, max: usize) -> String {
    let n = s.chars().count();
    if n <= max {
        return s.to_string();
    }
    let kept: String = s.chars().skip(n + 1 - max.max(1)).collect();
    format!("…{kept}")
}

const HEADERS: [&str; 5] = ["Claim", "Verdict", "Docs", "Code", "Where / why"];

/// One compact row; every cell one line (values made printable).
fn compact_row(f: &Finding) -> [String; 5] {
    let one_line = |s: &str| printable(s).into_owned();
    let docs = docs_value_text(f).map_or_else(|| "-".to_string(), |v| one_line(&v));
    let code = f
        .code_value
        .as_deref()
        .map_or_else(|| "-".to_string(), one_line);
    // A disagreement is fixed at a place (the code line, else the page);
    // an error needs its reason.
    let at = match f.verdict {
        Verdict::Error => one_line(&f.message),
        _ => f
            .code
            .iter()
            .find(|c| c.line > 0)
            .map(code_where)
            .or_else(|| f.docs.first().map(docs_where))
            .map_or_else(|| one_line(&f.message), |w| one_line(&w)),
    };
    [
        one_line(&f.id),
        f.shown_verdict().to_string(),
        docs,
        code,
        at,
    ]
}

/// One full row; each code place's source line is added, cut to
/// `source_max` characters (0: none).
fn row(f: &Finding, opts: &RenderOptions, source_max: usize) -> [String; 4] {
    // Agreeing claims need no argument: their row shows the values and one
    // place each side was read. Everything else (and -v) shows why and all
    // the evidence.
    let full = opts.verbose || f.verdict != Verdict::Agree;

    let mut claim = printable(&f.id).into_owned();
    if full && !f.message.is_empty() {
        claim.push('\n');
        claim.push_str(&printable(&f.message));
    }
    if full {
        for d in &f.details {
            claim.push('\n');
            claim.push_str(&printable(d));
        }
    }

    // Each side: the value first, then where it was read.
    let value = |v: &str| clip(&printable(v), VALUE_MAX).into_owned();
    let mut docs = vec![docs_value_text(f).map_or_else(|| "-".to_string(), |v| value(&v))];
    if full {
        if let Some(r) = &f.reading {
            docs.push(format!("({})", printable(r)));
        }
    }
    let mut code = vec![f
        .code_value
        .as_deref()
        .map_or_else(|| "-".to_string(), value)];

    let shown = |n: usize| if full { n } else { n.min(1) };
    for d in f.docs.iter().take(shown(f.docs.len())) {
        let mut s = printable(&docs_where(d)).into_owned();
        if full {
            if let Some(m) = &d.matched {
                s.push_str(&format!(" “{}”", clip(&printable(m), MATCHED_MAX)));
            }
        }
        docs.push(s);
    }
    if f.docs.len() > shown(f.docs.len()) {
        docs.push(format!("(+{} more, -v)", f.docs.len() - 1));
    }
    for c in f.code.iter().take(shown(f.code.len())) {
        let mut s = printable(&code_where(c)).into_owned();
        // Several definitions only make sense with the cfg that picks each.
        if let Some(cfg) = &c.cfg {
            s.push_str(&format!(" {}", printable(cfg)));
        }
        if c.commented_out {
            s.push_str(" (commented out)");
        }
        // The line itself (`_MAX_TAIL_MESSAGE_FLOOR = 8`), not only the value read from it.
        // A definition over several lines (a dict, a template) is shown by its value.
        let one_line = source_max > 0 && c.end_line <= c.line && !c.expr.contains('\n');
        if let Some(src) = c
            .source
            .as_deref()
            .filter(|s| full && one_line && *s != c.expr)
        {
            s.push('\n');
            s.push_str(&clip(&printable(src), source_max));
        }
        code.push(s);
    }
    if f.code.len() > shown(f.code.len()) {
        code.push(format!("(+{} more, -v)", f.code.len() - 1));
    }

    [
        claim,
        f.shown_verdict().to_string(),
        docs.join("\n"),
        code.join("\n"),
    ]
}

fn styled(verdict: Verdict, cells: [String; 4], opts: &RenderOptions) -> Vec<Cell> {
    let [claim, v, docs, code] = cells;
    let accepted = v == "accepted";
    let mut id_cell = Cell::new(claim);
    let mut verdict_cell = Cell::new(v);
    if opts.color {
        id_cell = id_cell.add_attribute(Attribute::Bold);
        verdict_cell = verdict_cell.fg(match verdict {
            Verdict::Agree => Color::Green,
            // An accepted disagreement does not fail the run.
            Verdict::Disagree if accepted => Color::Cyan,
            Verdict::Disagree => Color::Red,
            Verdict::Error => Color::Yellow,
            Verdict::Skipped => Color::DarkGrey,
        });
    }
    vec![id_cell, verdict_cell, Cell::new(docs), Cell::new(code)]
}

/// A cell longer than this many characters is cut in a table (with a note saying where the
/// whole value is). Tables are for reading; a megabyte cell makes layout crawl and the screen
/// useless, and `--format json` carries every value whole.
pub const CELL_MAX: usize = 2_000;

/// `s` cut to [`CELL_MAX`] characters, with a marker naming how much was cut and where to see
/// all of it.
pub fn cap_cell(s: &str) -> std::borrow::Cow<'_, str> {
    // Byte length bounds the character count, so short cells skip the count.
    if s.len() <= CELL_MAX || s.chars().count() <= CELL_MAX {
        return std::borrow::Cow::Borrowed(s);
    }
    let cut = s.char_indices().nth(CELL_MAX).map_or(s.len(), |(i, _)| i);
    let more = s[cut..].chars().count();
    std::borrow::Cow::Owned(format!(
        "{}… ({more} more characters cut; `--format json` has all of it)",
        &s[..cut]
    ))
}

/// Write a table laid out exactly as comfy-table's default (`ASCII_FULL`, no wrapping) does,
/// in time linear in its size. comfy-table's layout work grows faster than the table: a
/// listing of a 200,000-line file did not finish in a minute. Cells split into lines at `\n`;
/// widths are display widths.
pub fn write_ascii_full(
    w: &mut dyn std::io::Write,
    header: &[&str],
    rows: &[Vec<String>],
) -> std::io::Result<()> {
    use unicode_width::UnicodeWidthStr;
    let cols = header.len();
    let width = |s: &str| s.split('\n').map(|l| l.width()).max().unwrap_or(0);
    let mut widths: Vec<usize> = header.iter().map(|h| width(h)).collect();
    for row in rows {
        for (i, c) in row.iter().enumerate().take(cols) {
            widths[i] = widths[i].max(width(c));
        }
    }
    let rule = |edge: char, fill: char| {
        let mut s = String::new();
        s.push(edge);
        for (i, wd) in widths.iter().enumerate() {
            if i > 0 {
                s.push('+');
            }
            s.extend(std::iter::repeat_n(fill, wd + 2));
        }
        s.push(edge);
        s.push('\n');
        s
    };
    let top = rule('+', '-');
    let between = rule('|', '-');
    let inner: usize = widths.iter().map(|wd| wd + 2).sum::<usize>() + cols.saturating_sub(1);
    let mut header_rule = String::from("+");
    header_rule.extend(std::iter::repeat_n('=', inner));
    header_rule.push_str("+\n");

    let mut line = String::new();
    let mut write_row = |w: &mut dyn std::io::Write, cells: &[&str]| -> std::io::Result<()> {
        let split: Vec<Vec<&str>> = cells.iter().map(|c| c.split('\n').collect()).collect();
        let height = split.iter().map(Vec::len).max().unwrap_or(1);
        for k in 0..height {
            line.clear();
            line.push('|');
            for (i, parts) in split.iter().enumerate() {
                let part = parts.get(k).copied().unwrap_or("");
                line.push(' ');
                line.push_str(part);
                line.extend(std::iter::repeat_n(' ', widths[i] - part.width() + 1));
                line.push('|');
            }
            line.push('\n');
            w.write_all(line.as_bytes())?;
        }
        Ok(())
    };
    w.write_all(top.as_bytes())?;
    write_row(w, header)?;
    w.write_all(header_rule.as_bytes())?;
    for (n, row) in rows.iter().enumerate() {
        if n > 0 {
            w.write_all(between.as_bytes())?;
        }
        let cells: Vec<&str> = (0..cols)
            .map(|i| row.get(i).map_or("", String::as_str))
            .collect();
        write_row(w, &cells)?;
    }
    w.write_all(top.as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod plain_tests {
    use super::*;

    /// The plain renderer draws what comfy-table draws, for the cells `extract` shows:
    /// single and multi-line cells, empty cells, wide characters.
    #[test]
    fn ascii_full_matches_comfy_table() {
        let header = ["name", "value", "notes"];
        let rows: Vec<Vec<String>> = vec![
            vec!["a".into(), "1 (int)".into(), String::new()],
            vec![
                "längere_name".into(),
                "\"日本語\" (string)".into(),
                "two\nlines".into(),
            ],
            vec![
                String::new(),
                "x".into(),
                "#[cfg(unix)]; commented out".into(),
            ],
        ];
        let mut t = comfy_table::Table::new();
        t.set_header(header.to_vec());
        for r in &rows {
            t.add_row(r.clone());
        }
        let mut ours = Vec::new();
        write_ascii_full(&mut ours, &header, &rows).unwrap();
        assert_eq!(String::from_utf8(ours).unwrap(), format!("{t}\n"));
    }

    #[test]
    fn cap_cell_cuts_long_cells_with_a_pointer_to_json() {
        assert_eq!(cap_cell("short"), "short");
        let long = "é".repeat(CELL_MAX + 10);
        let capped = cap_cell(&long);
        assert!(capped.starts_with(&"é".repeat(CELL_MAX)));
        assert!(capped.ends_with("… (10 more characters cut; `--format json` has all of it)"));
        let exact = "x".repeat(CELL_MAX);
        assert_eq!(cap_cell(&exact), exact);
    }
}

#[cfg(test)]
mod clip_tests {
    use super::*;

    #[test]
    fn long_values_are_cut_where_they_differ() {
        let (a, b) = clip_apart("9223372036854775807", "9223372036854775806", 10, 10).unwrap();
        assert_eq!((a.as_str(), b.as_str()), ("…807", "…806"));
        assert_eq!(clip_apart("20", "8", 10, 10), None);
        assert_eq!(
            clip_apart("abcdefghijklmnop", "xbcdefghijklmnop", 10, 10),
            None
        );
    }
}
