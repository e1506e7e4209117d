//! Value claims: read the docs values and the code values, then compare the two
//! sides.

#[allow(unused_imports)]
use super::*;

pub(crate) fn code_evidence_for(
    ctx: &Context,
    checkout: &Path,
    file: &Path,
    line: usize,
    end_line: usize,
) -> CodeEvidence {
    let abs = if file.is_absolute() {
        file.to_path_buf()
    } else {
        checkout.join(file)
    };
    let rel = abs.strip_prefix(checkout).unwrap_or(&abs).to_path_buf();
    let prov = ctx.provenance_of(checkout, &abs);
    let mut ev = CodeEvidence {
        file: rel.to_string_lossy().into_owned(),
        line,
        end_line,
        source: source_line(&abs, line, end_line),
        ..CodeEvidence::default()
    };
    if let Some(p) = prov {
        ev.sha256 = Some(p.sha256);
        ev.git_blob = Some(p.git_blob);
        ev.bytes = Some(p.bytes);
        ev.chars = p.chars;
        ev.lines = Some(p.lines);
        if let Some(g) = p.git {
            ev.head = Some(g.head);
            ev.head_date = Some(g.commit_date);
            ev.head_subject = Some(g.subject);
            ev.dirty = Some(g.differs_from_head);
            ev.git_ref = Some(crate::core::finding::GitRef {
                detached: g.branch.is_none(),
                branch: g.branch,
                upstream: g.upstream,
            });
        }
    }
    ev
}

/// Longest source line shown; a minified file's one line is not evidence a reader can use.
const SOURCE_LINE_MAX: usize = 200;

/// Line `line` of `file`, trimmed, with ` …` when the definition runs to `end_line`
/// (see [`CodeEvidence::source`]). `None` for line 0, a blank line or an unreadable file:
/// the evidence then shows the expression alone, as before.
pub(crate) fn source_line(file: &Path, line: usize, end_line: usize) -> Option<String> {
    use std::io::BufRead;
    if line == 0 {
        return None;
    }
    let f = std::fs::File::open(file).ok()?;
    let text = std::io::BufReader::new(f).lines().nth(line - 1)?.ok()?;
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    let mut out: String = text.chars().take(SOURCE_LINE_MAX).collect();
    if out.len() < text.len() || end_line > line {
        out.push_str(" …");
    }
    Some(out)
}

pub(crate) fn read_docs_values(
    ctx: &Context,
    docs: &crate::claims::DocsSide,
) -> Result<Vec<DocsHit>, EvalError> {
    let page = match &docs.read {
        DocsRead::Value { value } => {
            return Ok(vec![DocsHit {
                raw: value.clone(),
                evidence: DocsEvidence {
                    url: "(stated in the claims file)".into(),
                    matched: Some(value.clone()),
                    ..DocsEvidence::default()
                },
            }])
        }
        _ => load_page(ctx, docs.page.as_deref().ok_or("docs side without a page")?)?,
    };
    let base = || {
        let mut ev = page.evidence.clone();
        ev.page = docs.page_ref.clone();
        ev
    };
    let mut hits = Vec::new();
    match &docs.read {
        DocsRead::Regex { regex } => {
            let re = regex::Regex::new(regex).map_err(|e| e.to_string())?;
            for caps in re.captures_iter(&page.normalized) {
                let whole = caps.get(0).expect("group 0 always matches");
                let m = caps.name("value").unwrap_or(whole);
                let mut ev = base();
                ev.matched = Some(whole.as_str().to_string());
                ev.text_offset = page.norm_map.get(whole.start()).map(|&o| o as usize);
                ev.text_char_offset = ev.text_offset.and_then(|b| char_offset(&page.text, b));
                ev.line = markdown_line_at(&page, whole.start());
                hits.push(DocsHit {
                    raw: m.as_str().to_string(),
                    evidence: ev,
                });
            }
            if hits.is_empty() {
                return Err(EvalError::not_found(format!(
                    "docs regex /{regex}/ matches nothing in the visible text of {}",
                    page.evidence.url
                )));
            }
        }
        DocsRead::Table { row, column, nth } => {
            let cells = table_cells(&page.html, row, column, *nth)?;
            if cells.is_empty() {
                return Err(EvalError::not_found(format!(
                    "no table on {} has a row {row:?} and a column {column:?}",
                    page.evidence.url
                )));
            }
            for (cell, matched) in cells {
                let mut ev = base();
                ev.line = markdown_line_of(&page, &matched);
                ev.matched = Some(matched);
                hits.push(DocsHit {
                    raw: cell,
                    evidence: ev,
                });
            }
        }
        DocsRead::Selector { selector, regex } => {
            let sel =
                scraper::Selector::parse(selector).map_err(|e| format!("{selector:?}: {e}"))?;
            let doc = text::parse_document(&page.html);
            let re = match regex {
                Some(r) => Some(regex::Regex::new(r).map_err(|e| e.to_string())?),
                None => None,
            };
            for el in doc.select(&sel) {
                let t = text::normalize_ws(&text::element_text(el));
                let t = t.trim().to_string();
                let raw = match &re {
                    None => Some(t.clone()),
                    Some(re) => re.captures(&t).map(|c| {
                        c.name("value")
                            .unwrap_or_else(|| c.get(0).expect("group 0"))
                            .as_str()
                            .to_string()
                    }),
                };
                if let Some(raw) = raw {
                    let mut ev = base();
                    ev.line = markdown_line_of(&page, &t);
                    ev.matched = Some(t);
                    hits.push(DocsHit { raw, evidence: ev });
                }
            }
            if hits.is_empty() {
                return Err(EvalError::not_found(format!(
                    "selector {selector:?}{} matches nothing on {}",
                    regex
                        .as_ref()
                        .map(|r| format!(" with /{r}/"))
                        .unwrap_or_default(),
                    page.evidence.url
                )));
            }
        }
        DocsRead::Phrase { .. } | DocsRead::Value { .. } => unreachable!("handled by the caller"),
        DocsRead::Deployed { .. } => {
            return Err("docs.source compares a whole page; it gives no value to compare".into())
        }
    }
    Ok(hits)
}

/// For local markdown, the source line of a normalised-text offset.
pub(crate) fn markdown_line_at(page: &Page, norm_offset: usize) -> Option<usize> {
    let md = page.markdown.as_ref()?;
    md.line_of(*page.norm_map.get(norm_offset)? as usize)
}

/// For local markdown, the source line of the first occurrence of `needle`
/// (whitespace-normalised) in the visible text.
pub(crate) fn markdown_line_of(page: &Page, needle: &str) -> Option<usize> {
    page.markdown.as_ref()?;
    let n = text::normalize_ws(needle);
    let at = page.normalized.find(n.trim())?;
    markdown_line_at(page, at)
}

/// Cells of `column` in rows whose key cell reads `row`, from every table
/// whose header has `column` (or the `nth` such table). Returns (cell text,
/// the row as read).
pub fn table_cells(
    html: &str,
    row: &str,
    column: &str,
    nth: Option<usize>,
) -> Result<Vec<(String, String)>, EvalError> {
    let doc = text::parse_document(html);
    let table_sel = scraper::Selector::parse("table").expect("static selector");
    let tr_sel = scraper::Selector::parse("tr").expect("static selector");
    let cell_sel = scraper::Selector::parse("th, td").expect("static selector");
    let clean = |s: String| {
        text::normalize_ws(&s)
            .trim()
            .trim_matches('`')
            .trim()
            .to_string()
    };
    let mut out = Vec::new();
    let mut matching_table = 0usize;
    for table in doc.select(&table_sel) {
        let rows: Vec<Vec<String>> = table
            .select(&tr_sel)
            .map(|tr| {
                tr.select(&cell_sel)
                    .map(|c| clean(text::element_text(c)))
                    .collect()
            })
            .collect();
        let Some(header) = rows.first() else { continue };
        let Some(col) = header.iter().position(|h| h.eq_ignore_ascii_case(column)) else {
            continue;
        };
        matching_table += 1;
        if nth.is_some_and(|n| n != matching_table) {
            continue;
        }
        for r in rows.iter().skip(1) {
            if r.first().is_some_and(|k| k == row) {
                if let Some(cell) = r.get(col) {
                    out.push((cell.clone(), r.join(" ")));
                }
            }
        }
    }
    Ok(out)
}

/// `disagree` with the reason "not defined in code", the docs evidence kept.
pub(crate) fn not_defined_in_code(docs: Vec<DocsHit>, why: &source::SourceError, f: &mut Finding) {
    f.docs_raw = Some(
        docs.iter()
            .map(|d| d.raw.trim().to_string())
            .collect::<Vec<_>>()
            .join(" | "),
    );
    f.code_value = None;
    f.docs = docs.into_iter().map(|d| d.evidence).collect();
    f.verdict = Verdict::Disagree;
    f.message = format!("not defined in code: {why}");
}

/// Values and evidence of the definitions a selector found.
pub(crate) fn code_values(
    ctx: &Context,
    checkout: &Path,
    found: Vec<source::Extracted>,
) -> Vec<(Option<Value>, CodeEvidence)> {
    found
        .into_iter()
        .map(|x| {
            let mut ev = code_evidence_for(ctx, checkout, &x.file, x.line, x.end_line);
            ev.name = x.name.clone();
            ev.kind = serde_json::to_value(x.kind)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            ev.expr = x.expr.clone();
            ev.value = x.value.as_ref().map(|v| v.to_string());
            ev.cfg = x.cfg.clone();
            ev.commented_out = x.commented_out;
            (x.value, ev)
        })
        .collect()
}

pub(crate) fn compare_sides(
    docs: Vec<DocsHit>,
    code: Vec<(Option<Value>, CodeEvidence)>,
    op: compare::Op,
    unit: compare::CodeUnit,
    f: &mut Finding,
) -> Result<(), EvalError> {
    let mut disagreements = Vec::new();
    let mut readings = Vec::new();
    let mut not_constant = Vec::new();
    let parsed: Vec<DocsValue> = docs
        .iter()
        .map(|d| compare::parse_docs_value(&d.raw))
        .collect();
    for (val, ev) in &code {
        let Some(val) = val else {
            not_constant.push(format!("{}:{} `{}`", ev.file, ev.line, ev.expr));
            continue;
        };
        for (d, dv) in docs.iter().zip(&parsed) {
            let c = compare::compare(dv, val, op, unit);
            if let Some(note) = &dv.note {
                readings.push(note.clone());
            }
            if c.agree {
                if let Some(r) = &c.reading {
                    readings.push(r.how.clone());
                }
            } else if docs.len() == 1 && code.len() == 1 {
                disagreements.push(c.explanation);
            } else {
                // Several places: say which pair disagrees.
                let where_docs = d.evidence.matched.clone().unwrap_or_default();
                disagreements.push(format!(
                    "{} (docs {:?}; code {}:{})",
                    c.explanation,
                    where_docs.chars().take(60).collect::<String>(),
                    ev.file,
                    ev.line
                ));
            }
        }
    }
    f.docs_raw = Some(
        docs.iter()
            .map(|d| d.raw.trim().to_string())
            .collect::<Vec<_>>()
            .join(" | "),
    );
    f.docs_value = Some(
        parsed
            .iter()
            .map(|p| p.primary())
            .collect::<Vec<_>>()
            .join(" | "),
    );
    f.code_value = Some(
        code.iter()
            .map(|(v, e)| {
                v.as_ref()
                    .map(|v| v.to_string())
                    .unwrap_or_else(|| e.expr.clone())
            })
            .collect::<Vec<_>>()
            .join(" | "),
    );
    readings.sort();
    readings.dedup();
    f.reading = (!readings.is_empty()).then(|| readings.join("; "));
    f.docs = docs.into_iter().map(|d| d.evidence).collect();
    f.code = code.into_iter().map(|(_, e)| e).collect();
    if !not_constant.is_empty() {
        f.verdict = Verdict::Error;
        f.message = format!(
            "code value is not a constant expression: {}",
            not_constant.join("; ")
        );
    } else if disagreements.is_empty() {
        f.verdict = Verdict::Agree;
        f.message = format!(
            "docs {} {} code {}",
            f.docs_raw.as_deref().unwrap_or(""),
            if op == compare::Op::Equal {
                "="
            } else {
                op.as_str()
            },
            f.code_value.as_deref().unwrap_or("")
        );
        if f.code.len() > 1 {
            f.message
                .push_str(&format!(" (all {} definitions)", f.code.len()));
        }
    } else {
        f.verdict = Verdict::Disagree;
        f.message = disagreements.join("; ");
    }
    Ok(())
}
