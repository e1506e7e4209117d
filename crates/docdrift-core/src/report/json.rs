//! JSON format: the [`Report`] itself, pretty-printed. Field order is the
//! struct order in `finding.rs` (serde keeps it), findings stay in claims
//! order, and `schema_version` says which shape a consumer is reading. The
//! schema is documented field by field in `docs/report.md`.

use crate::core::finding::Report;

pub(super) fn render(report: &Report) -> String {
    // Serialising plain structs with string keys cannot fail; a failure
    // here is a bug in the model, not bad input.
    let mut out = serde_json::to_string_pretty(report).expect("Report serialises to JSON");
    out.push('\n');
    out
}
