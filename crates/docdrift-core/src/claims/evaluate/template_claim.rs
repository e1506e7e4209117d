//! Template claims: docs text rendered from a template over code values (at a
//! checkout of a given revision when asked).

#[allow(unused_imports)]
use super::*;

pub(crate) fn template_claim(
    ctx: &Context,
    checkout: &Path,
    globs: &[String],
    contains: &str,
    examples: Vec<DocsHit>,
    f: &mut Finding,
) -> Result<(), EvalError> {
    let files = glob_files(checkout, globs)?;
    let found = source::strings::search(&files, &StringQuery::Contains(contains.to_string()))?;
    let templates: Vec<_> = found.hits.iter().filter(|h| !h.pieces.is_empty()).collect();
    if templates.is_empty() {
        return Err(EvalError::not_found(format!(
            "no string literal containing {contains:?} in {} files matching {}",
            found.files_searched,
            globs.join(", ")
        )));
    }
    // Match every candidate; report the one that matches, or else the one
    // that explains the most of the docs example, and name the others.
    let rel = |p: &Path| p.strip_prefix(checkout).unwrap_or(p).display().to_string();
    let mut scored = Vec::new();
    for hit in &templates {
        for ex in &examples {
            let m = crate::claims::template::match_template(&ex.raw, &hit.pieces);
            let score = if m.matched {
                usize::MAX
            } else {
                m.divergence.as_ref().map_or(0, |d| d.offset)
            };
            scored.push((score, *hit, m));
        }
    }
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    let (_, best_hit, best) = &scored[0];
    let at = format!("{}:{}", rel(&best_hit.file), best_hit.line);
    let mut ev = code_evidence_for(
        ctx,
        checkout,
        &best_hit.file,
        best_hit.line,
        best_hit.end_line,
    );
    ev.name = "template".into();
    ev.kind = format!("{:?}", best_hit.template).to_lowercase();
    ev.expr = best_hit.text.clone();
    f.code.push(ev);
    let fills = best
        .fills
        .iter()
        .map(|(e, v)| format!("{{{e}}} = {v:?}"))
        .collect::<Vec<_>>()
        .join(", ");
    let any_match = best.matched;
    let mut first_divergence = None;
    if best.matched {
        f.details.push(format!(
            "matches the template at {at}; placeholders: {fills}"
        ));
    } else {
        let d = best
            .divergence
            .clone()
            .expect("a non-match has a divergence");
        let line = format!(
            "docs: `{}` / source: `{}` at {}:{}",
            d.docs,
            d.source,
            rel(&best_hit.file),
            d.line
        );
        f.details.push(format!(
            "closest template: {at} ({:?} template)",
            best_hit.template
        ));
        f.details.push(format!("first divergence: {line}"));
        for s in &best.docs_only {
            f.details
                .push(format!("docs sentence found nowhere in the source: {s:?}"));
        }
        for s in &best.source_only {
            f.details
                .push(format!("source sentence found nowhere in the docs: {s:?}"));
        }
        if !fills.is_empty() {
            f.details.push(format!(
                "placeholders filled before the divergence: {fills}"
            ));
        }
        first_divergence = Some(line);
    }
    // The others, closest first, each once: a count and the next few, never a wall of places.
    let mut others: Vec<String> = Vec::new();
    for (_, h, _) in &scored {
        let place = format!("{}:{}", rel(&h.file), h.line);
        if !std::ptr::eq(*h, *best_hit) && !others.contains(&place) {
            others.push(place);
        }
    }
    const SHOWN: usize = 3;
    if !others.is_empty() {
        let more = others.len().saturating_sub(SHOWN);
        f.details.push(format!(
            "{} other literal(s) contain {contains:?} and explain less of the example{}: {}{}",
            others.len(),
            if others.len() > 1 {
                "; closest first"
            } else {
                ""
            },
            others[..others.len().min(SHOWN)].join(", "),
            if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            }
        ));
    }
    f.docs_raw = examples.first().map(|e| e.raw.clone());
    f.docs = examples.into_iter().map(|e| e.evidence).collect();
    f.code_value = Some(best_hit.text.clone());
    if any_match {
        f.verdict = Verdict::Agree;
        f.message = "the docs example matches the source template".into();
    } else {
        f.verdict = Verdict::Disagree;
        f.message = format!(
            "the docs example does not match the source template; {}",
            first_divergence.unwrap_or_default()
        );
    }
    Ok(())
}

pub(crate) fn checkout_for(file: &ClaimsFile, ctx: &Context) -> Result<PathBuf, EvalError> {
    if let Some(c) = &ctx.checkout_override {
        return Ok(c.clone());
    }
    match (&file.target.checkout, &file.target.checkout_raw) {
        (Some(c), _) => {
            if c.is_dir() {
                Ok(c.clone())
            } else {
                Err(EvalError::unavailable(format!(
                    "code checkout {} does not exist; pass --checkout DIR",
                    c.display()
                )))
            }
        }
        (None, Some(raw)) => Err(EvalError::unavailable(format!(
            "code checkout not set: target.checkout is {raw:?} and its variable is unset; set it or pass --checkout DIR"
        ))),
        (None, None) => Err("the claims file names no target.checkout; pass --checkout DIR".into()),
    }
}
