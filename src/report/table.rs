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
        for f in ordered(report) {
            table.add_row(row(f, opts));
        }
        // File paths read badly when wrapped mid-name: keep the Code column
        // as wide as its longest `file:line` (plus padding), up to 40% of the table.
        let width = opts.width.unwrap_or(DEFAULT_WIDTH);
        let longest = report
            .findings
            .iter()
            .flat_map(|f| f.code.iter())
            .map(|c| printable(&code_where(c)).chars().count())
            .max()
            .unwrap_or(0);
        let floor = (longest + 2).min(usize::from(width) * 2 / 5) as u16;
        if let Some(col) = table.column_mut(3) {
            col.set_constraint(ColumnConstraint::LowerBoundary(ComfyWidth::Fixed(floor)));
        }
        out.push_str(&table.to_string());
        out.push('\n');
    }
    out.push_str(&summary_line(&report.summary));
    out.push('\n');
    out
}

fn row(f: &Finding, opts: &RenderOptions) -> Vec<Cell> {
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
    let mut docs =
        vec![docs_value_text(f).map_or_else(|| "-".to_string(), |v| printable(&v).into_owned())];
    if full {
        if let Some(r) = &f.reading {
            docs.push(format!("({})", printable(r)));
        }
    }
    let mut code = vec![f
        .code_value
        .as_deref()
        .map_or_else(|| "-".to_string(), |v| printable(v).into_owned())];

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
        code.push(printable(&code_where(c)).into_owned());
    }
    if f.code.len() > shown(f.code.len()) {
        code.push(format!("(+{} more, -v)", f.code.len() - 1));
    }

    let mut id_cell = Cell::new(claim);
    let mut verdict = Cell::new(f.verdict.as_str());
    if opts.color {
        id_cell = id_cell.add_attribute(Attribute::Bold);
        verdict = verdict.fg(match f.verdict {
            Verdict::Agree => Color::Green,
            Verdict::Disagree => Color::Red,
            Verdict::Error => Color::Yellow,
            Verdict::Skipped => Color::DarkGrey,
        });
    }
    vec![
        id_cell,
        verdict,
        Cell::new(docs.join("\n")),
        Cell::new(code.join("\n")),
    ]
}
