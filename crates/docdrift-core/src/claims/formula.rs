//! Formula claims: apply a line of code to a table of inputs.
//!
//! Writers reason about lines like
//! `min_tail_floor = max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))`
//! by hand: plug in 20, 2 and 1, read off 8, 3 and 3, and compare with what
//! the docs imply. This module does that arithmetic from the source text
//! itself: inputs come from the claim, every other name resolves from the
//! file's constants (or values the claim gives), each row is evaluated with
//! [`crate::source::eval`], and an optional `expect` expression (`result ==
//! self.protect_last_n`) is checked per row. Unsupported constructs are
//! errors naming the construct — never a guess.

use crate::core::value::Value;
use crate::source::eval::{eval_python, eval_rust, EvalError};
use std::cell::RefCell;
use std::collections::BTreeMap;

/// Which evaluator reads the expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    /// A Python expression (every selector file but `.rs`), read by [`eval_python`].
    Python,
    /// A Rust expression (a `.rs` selector file), read by [`eval_rust`].
    Rust,
}

/// Inputs and expectation of one formula claim.
#[derive(Debug, Clone, Default)]
pub struct FormulaSpec {
    /// Name → one value per row; all lists have the same length.
    pub inputs: Vec<(String, Vec<Value>)>,
    /// Names with a fixed value (override the file's constants).
    pub given: Vec<(String, Value)>,
    /// A Python expression over the inputs, the constants and `result`.
    pub expect: Option<String>,
}

/// A constant the expression used, with where it was read.
#[derive(Debug, Clone, PartialEq)]
pub struct UsedConstant {
    /// The name as the expression spells it (`_MAX_TAIL_MESSAGE_FLOOR`).
    pub name: String,
    /// The value it had for this evaluation.
    pub value: Value,
    /// `file:line`, or `given` when the claim stated it.
    pub source: String,
}

/// One evaluated row.
#[derive(Debug, Clone)]
pub struct Row {
    /// This row's input values, in the claim's input order.
    pub inputs: Vec<(String, Value)>,
    /// The expression's value for this row, or why it could not be evaluated.
    pub result: Result<Value, String>,
    /// `None` without an `expect`; `Some(Err)` when `expect` could not be evaluated.
    pub expect: Option<Result<bool, String>>,
}

/// The whole table.
#[derive(Debug, Clone)]
pub struct Table {
    /// The evaluated expression, trimmed.
    pub expr: String,
    /// Every name the expression used that was not an input, in first-use order.
    pub constants: Vec<UsedConstant>,
    /// One evaluated row per input row (one row when the claim has no inputs).
    pub rows: Vec<Row>,
    /// The claim's `expect` expression, checked on every row; `None` when it has none.
    pub expect: Option<String>,
}

impl Table {
    /// Rows whose result or expectation failed.
    pub fn failing_rows(&self) -> impl Iterator<Item = &Row> {
        self.rows
            .iter()
            .filter(|r| r.result.is_err() || matches!(r.expect, Some(Ok(false)) | Some(Err(_))))
    }

    /// Markdown/text table: inputs, constants used, result, expectation.
    pub fn render(&self) -> Vec<String> {
        let mut head: Vec<String> = self.rows.first().map_or_else(Vec::new, |r| {
            r.inputs.iter().map(|(n, _)| n.clone()).collect()
        });
        head.extend(self.constants.iter().map(|c| c.name.clone()));
        head.push("result".into());
        if let Some(e) = &self.expect {
            head.push(format!("`{e}`"));
        }
        let mut lines = vec![
            format!("| {} |", head.join(" | ")),
            format!("|{}", "---|".repeat(head.len())),
        ];
        for r in &self.rows {
            let mut cells: Vec<String> = r.inputs.iter().map(|(_, v)| v.to_string()).collect();
            cells.extend(self.constants.iter().map(|c| c.value.to_string()));
            cells.push(match &r.result {
                Ok(v) => v.to_string(),
                Err(e) => format!("error: {e}"),
            });
            match &r.expect {
                None => {}
                Some(Ok(true)) => cells.push("holds".into()),
                Some(Ok(false)) => cells.push("FAILS".into()),
                Some(Err(e)) => cells.push(format!("error: {e}")),
            }
            lines.push(format!("| {} |", cells.join(" | ")));
        }
        lines
    }
}

/// Evaluate `expr` for every row. `constant` resolves a name from the
/// file's constants, returning its value and `file:line`.
///
/// Runs on a thread with the parse stack of source extraction: the parsers and the drop of a
/// syntax tree recurse once per nesting level, and a deeply nested `expect` of an untrusted
/// claims file overflowed the caller's stack (found by fuzzing: 6,000 `(`).
pub fn evaluate(
    expr: &str,
    lang: Lang,
    spec: &FormulaSpec,
    constant: &(dyn Fn(&str) -> Option<(Value, String)> + Sync),
) -> Result<Table, String> {
    crate::source::on_big_stack(|| evaluate_here(expr, lang, spec, constant))
}

fn evaluate_here(
    expr: &str,
    lang: Lang,
    spec: &FormulaSpec,
    constant: &(dyn Fn(&str) -> Option<(Value, String)> + Sync),
) -> Result<Table, String> {
    let rows_n = spec.inputs.first().map_or(1, |(_, v)| v.len());
    for (name, vals) in &spec.inputs {
        if vals.len() != rows_n {
            return Err(format!(
                "inputs have different lengths: `{}` has {rows_n} values, `{name}` has {}",
                spec.inputs[0].0,
                vals.len()
            ));
        }
    }
    let given: BTreeMap<&str, &Value> = spec.given.iter().map(|(k, v)| (k.as_str(), v)).collect();
    // Names the expression asked for that are neither inputs nor given.
    let used: RefCell<Vec<UsedConstant>> = RefCell::new(Vec::new());
    let mut rows = Vec::new();
    for i in 0..rows_n {
        let inputs: Vec<(String, Value)> = spec
            .inputs
            .iter()
            .map(|(n, vals)| (n.clone(), vals[i].clone()))
            .collect();
        let lookup = |name: &str| -> Option<Value> {
            if let Some((_, v)) = inputs.iter().find(|(n, _)| n == name) {
                return Some(v.clone());
            }
            let (value, source) = match given.get(name) {
                Some(v) => ((*v).clone(), "given".to_string()),
                None => constant(name)?,
            };
            let mut u = used.borrow_mut();
            if !u.iter().any(|c| c.name == name) {
                u.push(UsedConstant {
                    name: name.to_string(),
                    value: value.clone(),
                    source,
                });
            }
            Some(value)
        };
        let result = match lang {
            Lang::Python => eval_python(expr, &lookup),
            Lang::Rust => eval_rust(expr, &lookup),
        }
        .map_err(|e| describe(&e));
        if let Err(e) = &result {
            // A construct we cannot evaluate fails every row the same way: say it once.
            if e.starts_with("unsupported") || e.starts_with("cannot parse") {
                return Err(format!("cannot evaluate `{}`: {e}", expr.trim()));
            }
        }
        let expect = match (&spec.expect, &result) {
            (None, _) => None,
            (Some(_), Err(e)) => Some(Err(format!("no result: {e}"))),
            (Some(x), Ok(res)) => {
                let with_result = |name: &str| {
                    if name == "result" {
                        Some(res.clone())
                    } else {
                        lookup(name)
                    }
                };
                Some(match eval_python(x, &with_result) {
                    Ok(Value::Bool(b)) => Ok(b),
                    Ok(other) => Err(format!("`{x}` gave {other}, not a boolean")),
                    Err(e) => Err(describe(&e)),
                })
            }
        };
        rows.push(Row {
            inputs,
            result,
            expect,
        });
    }
    Ok(Table {
        expr: expr.trim().to_string(),
        constants: used.into_inner(),
        rows,
        expect: spec.expect.clone(),
    })
}

fn describe(e: &EvalError) -> String {
    e.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const CUT: &str = "max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))";

    fn file_constants(name: &str) -> Option<(Value, String)> {
        (name == "_MAX_TAIL_MESSAGE_FLOOR").then(|| (Value::Int(8), "agent/cc.py:1137".into()))
    }

    fn spec(expect: Option<&str>) -> FormulaSpec {
        FormulaSpec {
            inputs: vec![(
                "self.protect_last_n".into(),
                vec![Value::Int(20), Value::Int(2), Value::Int(1)],
            )],
            given: vec![],
            expect: expect.map(str::to_string),
        }
    }

    #[test]
    fn the_tail_floor_table_from_the_post() {
        let t = evaluate(
            CUT,
            Lang::Python,
            &spec(Some("result == self.protect_last_n")),
            &file_constants,
        )
        .unwrap();
        let results: Vec<String> = t
            .rows
            .iter()
            .map(|r| r.result.as_ref().unwrap().to_string())
            .collect();
        assert_eq!(results, ["8", "3", "3"]);
        assert_eq!(
            t.constants,
            vec![UsedConstant {
                name: "_MAX_TAIL_MESSAGE_FLOOR".into(),
                value: Value::Int(8),
                source: "agent/cc.py:1137".into()
            }]
        );
        // The docs imply result == protect_last_n; every row fails.
        assert_eq!(t.failing_rows().count(), 3);
        assert_eq!(
            t.render(),
            vec![
                "| self.protect_last_n | _MAX_TAIL_MESSAGE_FLOOR | result | `result == self.protect_last_n` |",
                "|---|---|---|---|",
                "| 20 | 8 | 8 | FAILS |",
                "| 2 | 8 | 3 | FAILS |",
                "| 1 | 8 | 3 | FAILS |",
            ]
        );
    }

    #[test]
    fn given_values_override_constants_and_expect_can_hold() {
        let mut s = spec(Some("result <= _MAX_TAIL_MESSAGE_FLOOR"));
        s.given = vec![("_MAX_TAIL_MESSAGE_FLOOR".into(), Value::Int(5))];
        let t = evaluate(CUT, Lang::Python, &s, &file_constants).unwrap();
        let results: Vec<String> = t
            .rows
            .iter()
            .map(|r| r.result.clone().unwrap().to_string())
            .collect();
        assert_eq!(results, ["5", "3", "3"]);
        assert_eq!(t.constants[0].source, "given");
        assert_eq!(t.failing_rows().count(), 0);
    }

    #[test]
    fn unsupported_constructs_and_unknown_names_are_named() {
        let e = evaluate(
            "[x for x in range(3)]",
            Lang::Python,
            &spec(None),
            &file_constants,
        )
        .unwrap_err();
        assert!(e.contains("unsupported"), "{e}");
        let t = evaluate(
            "self.protect_last_n + MISSING",
            Lang::Python,
            &spec(None),
            &file_constants,
        )
        .unwrap();
        assert_eq!(
            t.rows[0].result.as_ref().unwrap_err(),
            "unknown name `MISSING`"
        );
        let mut bad = spec(None);
        bad.inputs.push(("other".into(), vec![Value::Int(1)]));
        assert!(evaluate(CUT, Lang::Python, &bad, &file_constants)
            .unwrap_err()
            .contains("different lengths"));
    }

    #[test]
    fn rust_expressions_where_forms_overlap() {
        let spec = FormulaSpec {
            inputs: vec![("n".into(), vec![Value::Int(20), Value::Int(1)])],
            given: vec![("FLOOR".into(), Value::Int(8))],
            expect: Some("result == n * 1024".into()),
        };
        let t = evaluate("n * 1024 + FLOOR - 8", Lang::Rust, &spec, &|_| None).unwrap();
        let r: Vec<String> = t
            .rows
            .iter()
            .map(|r| r.result.clone().unwrap().to_string())
            .collect();
        assert_eq!(r, ["20480", "1024"]);
        assert_eq!(t.failing_rows().count(), 0);
        // min/max/abs/pow overlap with Python's builtins, in both Rust spellings.
        let mut s = spec.clone();
        s.expect = None;
        for expr in [
            "std::cmp::max(3, std::cmp::min(n, FLOOR))",
            "3.max(n.min(FLOOR))",
            "cmp::max(3_i64, (n as i64).min(FLOOR as i64))",
        ] {
            let t = evaluate(expr, Lang::Rust, &s, &|_| None).unwrap();
            let r: Vec<String> = t
                .rows
                .iter()
                .map(|r| r.result.clone().unwrap().to_string())
                .collect();
            assert_eq!(r, ["8", "3"], "{expr}");
        }
        let t = evaluate(
            "2_u64.pow(10) + (-(n as i64)).abs()",
            Lang::Rust,
            &s,
            &|_| None,
        )
        .unwrap();
        assert_eq!(t.rows[1].result.clone().unwrap(), Value::Int(1025));
        // Other calls are outside the forms: named, not guessed.
        let e = evaluate("Duration::from_secs(n)", Lang::Rust, &s, &|_| None).unwrap_err();
        assert!(e.contains("unsupported construct: function call"), "{e}");
        let e = evaluate("n.saturating_sub(1)", Lang::Rust, &s, &|_| None).unwrap_err();
        assert!(e.contains("unsupported construct: method call"), "{e}");
    }
}
