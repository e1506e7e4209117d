//! Structural claims: `code.assigned` (where a name, attribute or field is written, how many
//! times, inside which function) and `code.calls` (whether one function calls another), read
//! by [`crate::source::structure`]. Every site is code evidence (file, line, enclosing
//! function, sha256, blob, HEAD); sites the syntax cannot resolve are listed in the details so
//! a verdict never rests on a silent miss.

#[allow(unused_imports)]
use super::*;
use crate::source::structure::{self, AssignMatch};

/// The facts under `path`, which must stay inside the checkout.
fn facts_inside(checkout: &Path, path: &str) -> Result<structure::Facts, EvalError> {
    super::error::inside(checkout, path)?;
    let facts = structure::collect(checkout, Path::new(path)).map_err(EvalError::unavailable)?;
    if facts.files == 0 {
        return Err(EvalError::not_found(format!(
            "{path}: no Python or Rust files to read"
        )));
    }
    Ok(facts)
}

/// "line 164" / "lines 164, 170".
fn lines_text(lines: &[usize]) -> String {
    let l: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    if l.len() == 1 {
        format!("line {}", l[0])
    } else {
        format!("lines {}", l.join(", "))
    }
}

fn problems_into(facts: &structure::Facts, f: &mut Finding) {
    for p in &facts.problems {
        f.details.push(format!("not fully read: {p}"));
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn assigned_claim(
    ctx: &Context,
    checkout: &Path,
    path: &str,
    name: &str,
    count: Option<usize>,
    only_in: Option<&str>,
    expect: Expect,
    f: &mut Finding,
) -> Result<(), EvalError> {
    let facts = facts_inside(checkout, path)?;
    let mut sites = Vec::new();
    for a in &facts.assignments {
        match structure::assignment_matches(a, name) {
            AssignMatch::Yes => sites.push(a),
            AssignMatch::Unresolved => f.details.push(format!(
                "not counted: {}:{} in {} assigns `{}` on a receiver whose type the syntax does not tell",
                a.file, a.line, a.scope, a.target
            )),
            AssignMatch::No => {}
        }
    }
    problems_into(&facts, f);
    for a in &sites {
        let mut ev = code_evidence_for(ctx, checkout, Path::new(&a.file), a.line, a.line);
        ev.name = a.scope.clone();
        ev.kind = "assignment".into();
        ev.expr = a.text.clone();
        f.code.push(ev);
    }
    let n = sites.len();
    let mut scopes: Vec<&str> = sites.iter().map(|a| a.scope.as_str()).collect();
    scopes.dedup();
    let lines: Vec<usize> = sites.iter().map(|a| a.line).collect();
    let outside: Vec<String> = match only_in {
        Some(want) => sites
            .iter()
            .filter(|a| !structure::scope_matches(&a.scope, want))
            .map(|a| format!("{}:{} in {}", a.file, a.line, a.scope))
            .collect(),
        None => Vec::new(),
    };
    f.docs_raw = Some(name.to_string());
    f.expect = match (count, only_in) {
        (None, None) => format!("assigned {}", expect.as_str()),
        (c, o) => {
            let mut e = String::from("assigned");
            if let Some(c) = c {
                e.push_str(&format!(" count={c}"));
            }
            if let Some(o) = o {
                e.push_str(&format!(" only_in={o}"));
            }
            e
        }
    };
    f.code_value = Some(if n == 0 {
        format!("assigned nowhere under {path} ({} files read)", facts.files)
    } else {
        format!(
            "assigned in {n} place(s), inside {} ({})",
            scopes.join(", "),
            lines_text(&lines)
        )
    });
    let mut wrong = Vec::new();
    if let Some(c) = count {
        if n != c {
            wrong.push(format!("expected {c} site(s), found {n}"));
        }
    }
    if !outside.is_empty() {
        wrong.push(format!(
            "assigned outside {}: {}",
            only_in.unwrap_or_default(),
            outside.join("; ")
        ));
    }
    if count.is_none() && only_in.is_none() {
        match (expect, n) {
            (Expect::Absent, n) if n > 0 => wrong.push(format!("expected no site, found {n}")),
            (Expect::Present, 0) => wrong.push("expected at least one site, found none".into()),
            _ => {}
        }
    } else if only_in.is_some() && count.is_none() && n == 0 {
        wrong.push("expected sites inside the function, found none".into());
    }
    f.verdict = if wrong.is_empty() {
        Verdict::Agree
    } else {
        Verdict::Disagree
    };
    f.message = format!(
        "`{name}` {}{}",
        f.code_value.as_deref().unwrap_or_default(),
        if wrong.is_empty() {
            String::new()
        } else {
            format!("; {}", wrong.join("; "))
        }
    );
    Ok(())
}

pub(crate) fn calls_claim(
    ctx: &Context,
    checkout: &Path,
    path: &str,
    from: &str,
    to: &str,
    expect: Expect,
    f: &mut Finding,
) -> Result<(), EvalError> {
    let facts = facts_inside(checkout, path)?;
    problems_into(&facts, f);
    let in_from: Vec<&structure::Call> = facts
        .calls
        .iter()
        .filter(|c| structure::scope_matches(&c.scope, from))
        .collect();
    let hits: Vec<&&structure::Call> = in_from
        .iter()
        .filter(|c| structure::callee_matches(&c.callee, to))
        .collect();
    let unresolved: Vec<&&structure::Call> = in_from
        .iter()
        .filter(|c| c.callee.name().is_none())
        .collect();
    for c in &unresolved {
        if let structure::Callee::Unresolved { expr, why } = &c.callee {
            f.details.push(format!(
                "not resolved: {}:{} in {} calls `{expr}` ({why})",
                c.file, c.line, c.scope
            ));
        }
    }
    for c in &hits {
        let mut ev = code_evidence_for(ctx, checkout, Path::new(&c.file), c.line, c.line);
        ev.name = c.scope.clone();
        ev.kind = "call".into();
        ev.expr = c.text.clone();
        f.code.push(ev);
    }
    let lines: Vec<usize> = hits.iter().map(|c| c.line).collect();
    f.docs_raw = Some(from.to_string());
    f.expect = format!("calls {}", expect.as_str());
    f.code_value = Some(if hits.is_empty() {
        format!("does not call {to} in this checkout")
    } else {
        format!("calls {to} in this checkout ({})", lines_text(&lines))
    });
    if in_from.is_empty()
        && !facts
            .calls
            .iter()
            .any(|c| structure::scope_matches(&c.scope, from))
    {
        f.details.push(format!(
            "no call at all is made from a function named {from} under {path}"
        ));
    }
    let ok = match expect {
        Expect::Present => !hits.is_empty(),
        Expect::Absent => hits.is_empty(),
        Expect::Compare(_) => return Err("calls claims take absent/present".into()),
    };
    f.verdict = if ok {
        Verdict::Agree
    } else {
        Verdict::Disagree
    };
    f.message = format!(
        "{from} {}{}",
        f.code_value.as_deref().unwrap_or_default(),
        match (ok, unresolved.len()) {
            (_, 0) => String::new(),
            (true, n) if matches!(expect, Expect::Present) => {
                format!(" ({n} other call(s) there not resolved)")
            }
            (_, n) => format!("; {n} call(s) there not resolved syntactically, see details"),
        }
    );
    Ok(())
}
