//! Phrase claims: a phrase the docs must (or must not) contain, with an
//! explanation of near misses.

#[allow(unused_imports)]
use super::*;

#[allow(clippy::too_many_arguments)]
pub(crate) fn phrase_claim(
    ctx: &Context,
    page: Option<&str>,
    phrase: &str,
    want_html: Option<usize>,
    want_text: Option<usize>,
    want_norm: Option<usize>,
    substring: bool,
    f: &mut Finding,
) -> Result<(), EvalError> {
    let page = page.ok_or("phrase claim without a page")?;
    let pattern = Pattern::Literal(phrase.to_string());
    let opts = CountOptions { substring };
    let (p, pc) = count_on_page(ctx, page, &pattern, &opts)?;
    let mut ev = p.evidence.clone();
    ev.matched = Some(phrase.to_string());
    ev.html_count = Some(pc.html);
    ev.text_count = Some(pc.text);
    ev.explanations = explain(&pc, substring);
    if let Some(hit) = pc.text_hits.first() {
        ev.text_offset = Some(hit.offset);
        ev.text_char_offset = char_offset(&p.text, hit.offset);
        ev.line = hit.line;
    }
    f.docs.push(ev);

    let mut want = Vec::new();
    let mut got = Vec::new();
    let mut bad = Vec::new();
    for (label, w, g) in [
        ("html", want_html, pc.html),
        ("text", want_text, pc.text),
        ("normalized", want_norm, pc.text_normalized),
    ] {
        if let Some(w) = w {
            want.push(format!("{label}={w}"));
            got.push(format!("{label}={g}"));
            if w != g {
                bad.push(format!("{label} count is {g}, expected {w}"));
            }
        }
    }
    f.expect = want.join(" ");
    f.docs_raw = Some(phrase.to_string());
    f.docs_value = Some(got.join(" "));
    if bad.is_empty() {
        f.verdict = Verdict::Agree;
        f.message = format!("{:?}: {}", phrase, got.join(", "));
    } else {
        f.verdict = Verdict::Disagree;
        f.message = format!("{:?}: {}", phrase, bad.join("; "));
    }
    Ok(())
}

/// The reasons HTML and text counts differ, for evidence. Hits inside a
/// larger token ("11.5" for "1.5") are in neither count, so they are one
/// summary line, not reasons.
/// Why the HTML and text counts differ, the way a writer says it: a summary first ("6 in the
/// HTML; 5 of them in SVG path data (not visible); 1 in the visible text"), then one line per
/// hit with its byte range. With `substring`, hits inside larger tokens are counted, so nothing
/// is said to be left out.
pub(crate) fn explain(pc: &count::PageCount, substring: bool) -> Vec<String> {
    use count::ExplanationKind as K;
    let details: Vec<&count::Explanation> = pc
        .explanations
        .iter()
        .filter(|e| !matches!(e.kind, K::InsideLargerToken))
        .collect();
    // HTML hits that are not visible, by where they sit.
    let mut hidden: BTreeMap<&str, usize> = BTreeMap::new();
    for e in &details {
        let place = match e.kind {
            K::HiddenSvg if e.message.contains("SVG path data") => "SVG path data",
            K::HiddenSvg => "SVG",
            K::HiddenScript => "scripts",
            K::HiddenStyle => "styles",
            K::HiddenHead => "the <head>",
            K::HiddenOther => "other hidden elements",
            K::InAttribute => "attributes",
            K::InComment => "HTML comments",
            _ => continue,
        };
        *hidden.entry(place).or_default() += 1;
    }
    let mut out = Vec::new();
    if !hidden.is_empty() || (!substring && pc.excluded_inside_token > 0) {
        let mut parts = vec![format!("{} in the HTML", pc.html)];
        let total: usize = hidden.values().sum();
        match hidden.iter().collect::<Vec<_>>().as_slice() {
            [] => {}
            [(place, _)] => parts.push(format!("{total} of them in {place} (not visible)")),
            many => parts.push(format!(
                "{total} of them not visible ({})",
                many.iter()
                    .map(|(p, n)| format!("{n} in {p}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
        parts.push(format!("{} in the visible text", pc.text));
        if !substring && pc.excluded_inside_token > 0 {
            parts.push(format!(
                "{} more inside larger tokens are not hits (a plain substring search counts them; `substring = true` does too)",
                pc.excluded_inside_token
            ));
        }
        out.push(parts.join("; "));
    }
    out.extend(details.iter().map(|e| e.message.clone()));
    out
}

/// Characters before byte `b` of `text` (`None` off a char boundary or past the end).
pub(crate) fn char_offset(text: &str, b: usize) -> Option<usize> {
    text.get(..b).map(|s| s.chars().count())
}
