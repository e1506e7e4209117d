//! Formula claims: a value computed from code values, compared with the docs.

#[allow(unused_imports)]
use super::*;

#[allow(clippy::too_many_arguments)]
pub(crate) fn formula_claim(
    ctx: &Context,
    checkout: &Path,
    selector: &str,
    inputs: &[(String, Vec<Value>)],
    given: &[(String, Value)],
    expect: Option<&str>,
    docs: Option<Vec<DocsHit>>,
    claim: &Claim,
    f: &mut Finding,
) -> Result<(), EvalError> {
    let found = extract_inside(checkout, selector)?;
    let x = match found.as_slice() {
        [one] => one.clone(),
        [] => {
            return Err(EvalError::not_found(format!(
                "selector {selector} matches nothing"
            )))
        }
        many => {
            return Err(EvalError::invalid(format!(
                "selector {selector} is ambiguous: {} definitions ({}); name one",
                many.len(),
                many.iter()
                    .map(|m| format!("{}:{}", m.file.display(), m.line))
                    .collect::<Vec<_>>()
                    .join(", ")
            )))
        }
    };
    let (file_part, _) = selector.split_once("::").expect("validated selector");
    let lang = if file_part.ends_with(".rs") {
        crate::claims::formula::Lang::Rust
    } else {
        crate::claims::formula::Lang::Python
    };
    let constant = |name: &str| -> Option<(Value, String)> {
        let c = extract_inside(checkout, &format!("{file_part}::{name}")).ok()?;
        let c = c.into_iter().find(|c| c.value.is_some())?;
        Some((c.value.clone()?, format!("{}:{}", c.file.display(), c.line)))
    };
    let mut given = given.to_vec();
    let docs_value = docs.as_ref().and_then(|d| d.first()).map(|d| {
        let dv = compare::parse_docs_value(&d.raw);
        dv.readings[0].value.clone()
    });
    if let Some(v) = &docs_value {
        given.push(("docs".into(), v.clone()));
    }
    let spec = crate::claims::formula::FormulaSpec {
        inputs: inputs.to_vec(),
        given,
        expect: expect.map(str::to_string),
    };
    let table = crate::claims::formula::evaluate(&x.expr, lang, &spec, &constant)?;
    let mut ev = code_evidence_for(ctx, checkout, &x.file, x.line, x.end_line);
    ev.name = x.name.clone();
    ev.kind = "formula".into();
    ev.expr = x.expr.clone();
    f.code.push(ev);
    for c in &table.constants {
        if c.source != "given" {
            if let Some((file, line)) = c.source.rsplit_once(':') {
                let line: usize = line.parse().unwrap_or(0);
                let mut ev = code_evidence_for(ctx, checkout, Path::new(file), line, line);
                ev.name = c.name.clone();
                ev.kind = "constant".into();
                ev.expr = c.value.to_string();
                ev.value = Some(c.value.to_string());
                f.code.push(ev);
            }
        }
    }
    if let Some(d) = docs {
        f.docs = d.into_iter().map(|h| h.evidence).collect();
    }
    f.details = table.render();
    f.code_value = Some(
        table
            .rows
            .iter()
            .map(|r| match &r.result {
                Ok(v) => v.to_string(),
                Err(_) => "error".into(),
            })
            .collect::<Vec<_>>()
            .join(", "),
    );
    f.docs_value = docs_value.as_ref().map(|v| v.to_string());
    let mut failing: Vec<String> = Vec::new();
    for r in &table.rows {
        let inputs = r
            .inputs
            .iter()
            .map(|(n, v)| format!("{n}={v}"))
            .collect::<Vec<_>>()
            .join(", ");
        let mut bad = match (&r.result, &r.expect) {
            (Err(e), _) => Some(format!("{inputs}: {e}")),
            (Ok(v), Some(Ok(false))) => Some(format!(
                "{inputs}: result {v}, `{}` fails",
                expect.unwrap_or("")
            )),
            (Ok(_), Some(Err(e))) => Some(format!("{inputs}: {e}")),
            _ => None,
        };
        if bad.is_none() && expect.is_none() {
            if let (Ok(v), Some(d), Expect::Compare(op)) = (&r.result, &docs_value, claim.expect) {
                let dv = compare::parse_docs_value(&d.to_string());
                let c = compare::compare(&dv, v, op, claim.unit);
                if !c.agree {
                    bad = Some(format!("{inputs}: {}", c.explanation));
                }
            }
        }
        if let Some(b) = bad {
            failing.push(b);
        }
    }
    let errors = table.rows.iter().all(|r| r.result.is_err());
    // An `expect` that cannot be evaluated (a syntax error, a name it does not know, a
    // non-boolean) says nothing about the code: an error, never `disagree`.
    let unevaluable_expect = table
        .rows
        .iter()
        .find_map(|r| match (&r.result, &r.expect) {
            (Ok(_), Some(Err(e))) => Some(e.clone()),
            _ => None,
        });
    if errors {
        f.verdict = Verdict::Error;
        f.message = format!("no row could be evaluated: {}", failing.join("; "));
    } else if let Some(e) = unevaluable_expect {
        f.verdict = Verdict::Error;
        f.message = format!(
            "the expectation `{}` could not be evaluated: {e}",
            expect.unwrap_or("")
        );
    } else if failing.is_empty() {
        f.verdict = Verdict::Agree;
        f.message = format!(
            "`{}` holds for all {} rows",
            expect.unwrap_or("result vs docs"),
            table.rows.len()
        );
    } else {
        f.verdict = Verdict::Disagree;
        f.message = format!(
            "{} of {} rows fail: {}",
            failing.len(),
            table.rows.len(),
            failing.join("; ")
        );
    }
    Ok(())
}
