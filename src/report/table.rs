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
use crate::finding::{Finding, Report, Verdict};

/// Matched text longer than this is cut in the table; Markdown and JSON
/// carry it whole.
const MATCHED_MAX: usize = 80;
/// Values longer than this (a whole dict, a long string) are cut in the
/// table, for the same reason.
const VALUE_MAX: usize = 200;

pub(super) fn render(report: &Report, opts: &RenderOptions) -> String {
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
        let rows: Vec<(Verdict, [String; 4])> = ordered(report)
            .into_iter()
            .map(|f| (f.verdict, row(f, opts)))
            .collect();
        let width = usize::from(opts.width.unwrap_or(DEFAULT_WIDTH));
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

fn row(f: &Finding, opts: &RenderOptions) -> [String; 4] {
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
        code.push(s);
    }
    if f.code.len() > shown(f.code.len()) {
        code.push(format!("(+{} more, -v)", f.code.len() - 1));
    }

    [
        claim,
        f.verdict.as_str().to_string(),
        docs.join("\n"),
        code.join("\n"),
    ]
}

fn styled(verdict: Verdict, cells: [String; 4], opts: &RenderOptions) -> Vec<Cell> {
    let [claim, v, docs, code] = cells;
    let mut id_cell = Cell::new(claim);
    let mut verdict_cell = Cell::new(v);
    if opts.color {
        id_cell = id_cell.add_attribute(Attribute::Bold);
        verdict_cell = verdict_cell.fg(match verdict {
            Verdict::Agree => Color::Green,
            Verdict::Disagree => Color::Red,
            Verdict::Error => Color::Yellow,
            Verdict::Skipped => Color::DarkGrey,
        });
    }
    vec![id_cell, verdict_cell, Cell::new(docs), Cell::new(code)]
}
