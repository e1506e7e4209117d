//! Evaluate claims: read each side, compare, and produce a [`Finding`].
//!
//! This is where the two halves of docdrift meet. The docs side reads a
//! page (a stored snapshot, or a local markdown/HTML file) through
//! [`crate::text`] and [`crate::count`]; the code side reads the checkout
//! through [`crate::source`]; [`crate::compare`] reads the docs text like a
//! human and compares. Every claim ends as agree, disagree or error — a claim
//! that cannot be evaluated says why and is never silently skipped.
//!
//! Pages and source files are read once per run and cached here, so a claims
//! file with forty claims on five pages parses five pages.

use crate::claims::{Claim, ClaimsFile, CodeSide, DocsRead, Expect};
use crate::compare::{self, DocsValue};
use crate::count::{self, CountOptions, Pattern};
use crate::finding::{CodeEvidence, DocsEvidence, Finding, Verdict};
use crate::provenance;
use crate::snapshot::{Slot, Store};
use crate::source::{self, strings::StringQuery};
use crate::text;
use crate::value::Value;
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// What evaluation reads from: snapshots, a checkout, a fetcher.
pub struct Context {
    pub store: Store,
    /// `--checkout`: overrides every claims file's target checkout.
    pub checkout_override: Option<PathBuf>,
    /// Directory relative paths resolve against (the project root).
    pub base_dir: PathBuf,
    /// Run probe claims (`--allow-probes`); without it they are skipped.
    pub allow_probes: bool,
    /// `--target`: the Rust target for claims that name none (over the file's `rust_target`).
    pub rust_target: Option<String>,
    pages: RefCell<HashMap<String, std::rc::Rc<Page>>>,
    /// DOM analyses of the most recently counted pages (see [`page_analysis`]).
    analyses:
        RefCell<std::collections::VecDeque<(String, std::rc::Rc<count::PageAnalysis<'static>>)>>,
    provenance: RefCell<HashMap<PathBuf, Option<provenance::Provenance>>>,
}

impl Context {
    pub fn new(store: Store, checkout_override: Option<PathBuf>, base_dir: PathBuf) -> Context {
        Context {
            store,
            checkout_override,
            base_dir,
            allow_probes: false,
            rust_target: None,
            pages: RefCell::default(),
            analyses: RefCell::default(),
            provenance: RefCell::default(),
        }
    }
}

/// A docs page ready to read: its HTML, visible text and evidence header.
pub struct Page {
    pub html: String,
    pub text: String,
    /// `text` with whitespace runs collapsed (what regexes run over).
    pub normalized: String,
    /// URL/provenance fields filled; per-claim fields empty.
    pub evidence: DocsEvidence,
    /// For local markdown: the rendered page, which maps text offsets to lines.
    pub markdown: Option<crate::markdown::MarkdownPage>,
    /// `normalized` byte offset → `text` byte offset (one entry per byte of `normalized`).
    norm_map: Vec<usize>,
    /// The snapshot's warnings and the DOM path's (see [`text::nesting_warning`]).
    pub warnings: Vec<String>,
}

/// Load a page by URL (from the snapshot store) or local path.
pub fn load_page(ctx: &Context, page: &str) -> Result<std::rc::Rc<Page>, String> {
    if let Some(p) = ctx.pages.borrow().get(page) {
        return Ok(p.clone());
    }
    let loaded = std::rc::Rc::new(read_page(ctx, page)?);
    ctx.pages
        .borrow_mut()
        .insert(page.to_string(), loaded.clone());
    Ok(loaded)
}

/// How many pages' DOM analyses stay cached. An analysis is several times its page's size, so
/// keeping every page's would grow without bound on a large claims file; claims on one page
/// sit together (scan drafts them page by page), so a few recent pages catch the repeats.
const ANALYSES_KEPT: usize = 8;

/// The DOM analysis of `page` (already loaded as `p`), parsed once however many phrase claims
/// count on it: parsing dominates a phrase claim, and a page usually carries several.
fn page_analysis(ctx: &Context, page: &str, p: &Page) -> std::rc::Rc<count::PageAnalysis<'static>> {
    let mut cache = ctx.analyses.borrow_mut();
    if let Some(i) = cache.iter().position(|(k, _)| k == page) {
        let hit = cache.remove(i).expect("index from position");
        let a = hit.1.clone();
        cache.push_back(hit);
        return a;
    }
    let a = std::rc::Rc::new(count::PageAnalysis::owned(p.html.clone()));
    if cache.len() >= ANALYSES_KEPT {
        cache.pop_front();
    }
    cache.push_back((page.to_string(), a.clone()));
    a
}

fn read_page(ctx: &Context, page: &str) -> Result<Page, String> {
    if page.starts_with("http://") || page.starts_with("https://") {
        let snap = ctx
            .store
            .load(page, Slot::Latest)
            .map_err(|e| e.to_string())?
            .ok_or_else(|| {
                let failed = match ctx.store.load_failure(page) {
                    Ok(Some(f)) => format!(" (the last fetch, {}, failed: {})", f.failed_at.to_rfc3339(), f.error),
                    _ => String::new(),
                };
                format!(
                    "no snapshot of {page} in {}{failed}; run `docdrift check --fetch` (or `docdrift fetch {page}`)",
                    ctx.store.root().display()
                )
            })?;
        let r = &snap.record;
        if !(200..300).contains(&r.status) {
            return Err(format!(
                "the snapshot of {page} is HTTP {} (fetched {}), not a page to read",
                r.status,
                r.fetched_at.to_rfc3339()
            ));
        }
        let html = snap.html().into_owned();
        let text = text::visible_text(&html);
        let header = |name: &str| r.headers.get(name).cloned();
        let cache = r
            .headers
            .iter()
            .filter(|(k, _)| is_cache_header(k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let evidence = DocsEvidence {
            url: r.url.clone(),
            title: r.title.clone(),
            fetched_at: Some(r.fetched_at),
            status: Some(r.status),
            body_bytes: Some(r.body_bytes),
            sha256: Some(r.body_sha256.clone()),
            text_sha256: Some(r.text_sha256.clone()),
            last_modified: header("last-modified"),
            date: header("date"),
            age: header("age"),
            cache,
            ..DocsEvidence::default()
        };
        let (normalized, norm_map) = text::normalize_ws_mapped(&text);
        let mut evidence = evidence;
        evidence.text_bytes = Some(r.text_bytes);
        let mut warnings = r.warnings.clone();
        if let Some(w) = text::nesting_warning(&html) {
            if !warnings.contains(&w) {
                warnings.push(w);
            }
        }
        return Ok(Page {
            normalized,
            norm_map,
            html,
            text,
            evidence,
            markdown: None,
            warnings,
        });
    }
    // Claims validation resolved the page inside a docs root; a `file:` URL
    // (a scan draft of a local build) is read at its path.
    let path = match url::Url::parse(page).ok().filter(|u| u.scheme() == "file") {
        Some(u) => u
            .to_file_path()
            .map_err(|_| format!("page {page} is not a local file URL"))?,
        None => ctx.base_dir.join(page),
    };
    let bytes = std::fs::read(&path)
        .map_err(|e| format!("cannot read docs file {}: {e}", path.display()))?;
    let src = String::from_utf8(bytes.clone())
        .map_err(|e| format!("docs file {} is not UTF-8: {e}", path.display()))?;
    let is_md = matches!(
        path.extension().and_then(|e| e.to_str()),
        Some("md" | "markdown")
    );
    let (html, markdown) = if is_md {
        let rendered = crate::markdown::render(&src);
        (rendered.html.clone(), Some(rendered))
    } else {
        (src, None)
    };
    let text = text::visible_text(&html);
    // Shown relative to the project: a writer pastes this path into a post.
    let shown = Path::new(page)
        .strip_prefix(&ctx.base_dir)
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| page.to_string());
    let evidence = DocsEvidence {
        url: shown,
        body_bytes: Some(bytes.len() as u64),
        sha256: Some(crate::hash::sha256_hex(&bytes)),
        text_sha256: Some(crate::hash::sha256_hex(text.as_bytes())),
        text_bytes: Some(text.len() as u64),
        ..DocsEvidence::default()
    };
    let (normalized, norm_map) = text::normalize_ws_mapped(&text);
    let warnings = text::nesting_warning(&html).into_iter().collect();
    Ok(Page {
        normalized,
        norm_map,
        html,
        text,
        evidence,
        markdown,
        warnings,
    })
}

/// Headers worth quoting as cache evidence.
pub fn is_cache_header(name: &str) -> bool {
    name == "cache-control"
        || name == "cf-cache-status"
        || name == "etag"
        || (name.starts_with("x-") && name.contains("cache"))
}

/// Evaluate every claim of one file, in file order.
pub fn evaluate_file(file: &ClaimsFile, ctx: &Context) -> Vec<Finding> {
    file.claims
        .iter()
        .map(|c| evaluate_claim(file, c, ctx))
        .collect()
}

/// Evaluate one claim.
pub fn evaluate_claim(file: &ClaimsFile, claim: &Claim, ctx: &Context) -> Finding {
    let mut f = Finding {
        id: claim.id.clone(),
        says: claim.says.clone(),
        claims_file: file.path.display().to_string(),
        claims_line: claim.line,
        verdict: Verdict::Error,
        message: String::new(),
        expect: claim.expect.as_str().to_string(),
        docs_raw: None,
        docs_value: None,
        code_value: None,
        reading: None,
        docs: Vec::new(),
        code: Vec::new(),
        details: Vec::new(),
    };
    match run_claim(file, claim, ctx, &mut f) {
        Ok(()) => {}
        Err(msg) => {
            f.verdict = Verdict::Error;
            f.message = msg;
        }
    }
    // What the page's reader should know (a charset guess, a flattened DOM).
    if let Some(page) = claim.docs.as_ref().and_then(|d| d.page.as_deref()) {
        if let Some(p) = ctx.pages.borrow().get(page) {
            for w in &p.warnings {
                f.details.push(format!("page warning: {w}"));
            }
        }
    }
    f
}

/// One docs value read off a page, with where it was read.
struct DocsHit {
    raw: String,
    evidence: DocsEvidence,
}

fn run_claim(
    file: &ClaimsFile,
    claim: &Claim,
    ctx: &Context,
    f: &mut Finding,
) -> Result<(), String> {
    // Phrase claims pin counts and need no code side.
    if let Some(docs) = &claim.docs {
        if let DocsRead::Phrase {
            phrase,
            html,
            text,
            normalized,
            substring,
        } = &docs.read
        {
            if claim.code.is_none() {
                return phrase_claim(
                    ctx,
                    docs.page.as_deref(),
                    phrase,
                    *html,
                    *text,
                    *normalized,
                    *substring,
                    f,
                );
            }
        }
    }

    let checkout = checkout_for(file, ctx)?;
    match (&claim.docs, claim.code.as_ref()) {
        (
            docs,
            Some(CodeSide::Strings {
                paths,
                contains,
                regex,
            }),
        ) => {
            let needle = match (contains, regex, docs.as_ref().map(|d| &d.read)) {
                (Some(c), _, _) => StringNeedle::Contains(c.clone()),
                (_, Some(r), _) => StringNeedle::Regex(r.clone()),
                (_, _, Some(DocsRead::Phrase { phrase, .. })) => {
                    StringNeedle::Contains(phrase.clone())
                }
                _ => return Err("nothing to search for in code strings".into()),
            };
            if let Some(d) = docs {
                if let DocsRead::Phrase { phrase, .. } = &d.read {
                    // Show where the docs say it, as evidence, when a page is named.
                    if let Some(page) = &d.page {
                        let p = load_page(ctx, page)?;
                        let pc = count::count_page(
                            &p.html,
                            &Pattern::Literal(phrase.clone()),
                            &CountOptions::default(),
                        );
                        let mut ev = p.evidence.clone();
                        ev.page = d.page_ref.clone();
                        ev.matched = Some(phrase.clone());
                        ev.html_count = Some(pc.html);
                        ev.text_count = Some(pc.text);
                        ev.explanations = explain(&pc, false);
                        f.docs.push(ev);
                    }
                }
            }
            strings_claim(ctx, &checkout, paths, &needle, claim.expect, f)
        }
        (Some(docs), Some(CodeSide::Select { selector })) => {
            let Expect::Compare(op) = claim.expect else {
                return Err("absent/present go with code strings".into());
            };
            let hits = read_docs_values(ctx, docs)?;
            let platform = match (&claim.platform, &ctx.rust_target, &file.target.rust_target) {
                (p, _, _) if !p.is_empty() => p.clone(),
                (_, Some(t), _) | (_, None, Some(t)) => crate::source::cfg::CfgChoice {
                    target: Some(t.clone()),
                    cfg: None,
                },
                _ => Default::default(),
            };
            let cfg = platform.resolve()?;
            // A selector must stay inside the checkout (no `..`, no symlink out of it).
            if let Some((path, _)) = selector.split_once("::") {
                crate::source::selector::resolve_inside(&checkout, path)?;
            }
            match source::extract_for(&checkout, selector, cfg.as_ref()) {
                // The file was read and parsed and the name is not in it: the docs document
                // something the code no longer defines. That is drift, not a failure to read.
                Err(e @ source::SourceError::NotFound { .. }) => {
                    not_defined_in_code(hits, &e, f);
                    Ok(())
                }
                Err(e) => Err(e.to_string()),
                Ok(found) if found.is_empty() => {
                    Err(format!("selector {selector} matches nothing"))
                }
                Ok(found) => {
                    let code = code_values(ctx, &checkout, found);
                    compare_sides(hits, code, op, claim.unit, f)
                }
            }
        }
        (
            docs,
            Some(CodeSide::Formula {
                selector,
                inputs,
                given,
                expect,
            }),
        ) => {
            let docs_hits = match docs {
                Some(d) => Some(read_docs_values(ctx, d)?),
                None => None,
            };
            formula_claim(
                ctx,
                &checkout,
                selector,
                inputs,
                given,
                expect.as_deref(),
                docs_hits,
                claim,
                f,
            )
        }
        (Some(docs), Some(CodeSide::Template { paths, contains })) => {
            let examples = read_docs_values(ctx, docs)?;
            template_claim(ctx, &checkout, paths, contains, examples, f)
        }
        (Some(docs), Some(CodeSide::Probe(spec))) => {
            let Expect::Compare(op) = claim.expect else {
                return Err("absent/present go with code strings".into());
            };
            if !ctx.allow_probes {
                f.verdict = Verdict::Skipped;
                f.message = format!(
                    "probe not run: it executes `{}` from the claims file; pass --allow-probes to run it",
                    spec.argv.join(" ")
                );
                return Ok(());
            }
            let hits = read_docs_values(ctx, docs)?;
            let out = crate::probe::run(spec, &checkout).map_err(|e| e.to_string())?;
            let ev = CodeEvidence {
                file: checkout.display().to_string(),
                name: "probe".into(),
                kind: "probe".into(),
                expr: out.command.clone(),
                value: Some(out.value.clone()),
                ..CodeEvidence::default()
            };
            f.details.push(format!(
                "probe `{}` ran in {} ms, {} bytes of stdout, value {:?}",
                out.command,
                out.elapsed.as_millis(),
                out.stdout_bytes,
                out.value
            ));
            let value = probe_value(&out.value);
            compare_sides(hits, vec![(Some(value), ev)], op, claim.unit, f)
        }
        _ => Err(
            "this combination of sides is not evaluable (the claims parser should have refused it)"
                .into(),
        ),
    }
}

/// A probe's output as a typed value: a number when it is one.
fn probe_value(s: &str) -> Value {
    let t = s.trim();
    if let Ok(i) = t.parse::<i128>() {
        Value::Int(i)
    } else if let Ok(x) = t.parse::<f64>() {
        Value::Float(x)
    } else {
        Value::Str(t.to_string())
    }
}

#[allow(clippy::too_many_arguments)]
fn formula_claim(
    ctx: &Context,
    checkout: &Path,
    selector: &str,
    inputs: &[(String, Vec<Value>)],
    given: &[(String, Value)],
    expect: Option<&str>,
    docs: Option<Vec<DocsHit>>,
    claim: &Claim,
    f: &mut Finding,
) -> Result<(), String> {
    let found = extract_inside(checkout, selector)?;
    let x = match found.as_slice() {
        [one] => one.clone(),
        [] => return Err(format!("selector {selector} matches nothing")),
        many => {
            return Err(format!(
                "selector {selector} is ambiguous: {} definitions ({}); name one",
                many.len(),
                many.iter()
                    .map(|m| format!("{}:{}", m.file.display(), m.line))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        }
    };
    let (file_part, _) = selector.split_once("::").expect("validated selector");
    let lang = if file_part.ends_with(".rs") {
        crate::formula::Lang::Rust
    } else {
        crate::formula::Lang::Python
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
    let spec = crate::formula::FormulaSpec {
        inputs: inputs.to_vec(),
        given,
        expect: expect.map(str::to_string),
    };
    let table = crate::formula::evaluate(&x.expr, lang, &spec, &constant)?;
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
    if errors {
        f.verdict = Verdict::Error;
        f.message = format!("no row could be evaluated: {}", failing.join("; "));
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

fn template_claim(
    ctx: &Context,
    checkout: &Path,
    globs: &[String],
    contains: &str,
    examples: Vec<DocsHit>,
    f: &mut Finding,
) -> Result<(), String> {
    let files = glob_files(checkout, globs)?;
    let found = source::strings::search(&files, &StringQuery::Contains(contains.to_string()))
        .map_err(|e| e.to_string())?;
    let templates: Vec<_> = found.hits.iter().filter(|h| !h.pieces.is_empty()).collect();
    if templates.is_empty() {
        return Err(format!(
            "no string literal containing {contains:?} in {} files matching {}",
            found.files_searched,
            globs.join(", ")
        ));
    }
    // Match every candidate; report the one that matches, or else the one
    // that explains the most of the docs example, and name the others.
    let rel = |p: &Path| p.strip_prefix(checkout).unwrap_or(p).display().to_string();
    let mut scored = Vec::new();
    for hit in &templates {
        for ex in &examples {
            let m = crate::template::match_template(&ex.raw, &hit.pieces);
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

fn checkout_for(file: &ClaimsFile, ctx: &Context) -> Result<PathBuf, String> {
    if let Some(c) = &ctx.checkout_override {
        return Ok(c.clone());
    }
    match (&file.target.checkout, &file.target.checkout_raw) {
        (Some(c), _) => {
            if c.is_dir() {
                Ok(c.clone())
            } else {
                Err(format!(
                    "code checkout {} does not exist; pass --checkout DIR",
                    c.display()
                ))
            }
        }
        (None, Some(raw)) => Err(format!(
            "code checkout not set: target.checkout is {raw:?} and its variable is unset; set it or pass --checkout DIR"
        )),
        (None, None) => Err("the claims file names no target.checkout; pass --checkout DIR".into()),
    }
}

#[allow(clippy::too_many_arguments)]
fn phrase_claim(
    ctx: &Context,
    page: Option<&str>,
    phrase: &str,
    want_html: Option<usize>,
    want_text: Option<usize>,
    want_norm: Option<usize>,
    substring: bool,
    f: &mut Finding,
) -> Result<(), String> {
    let page = page.ok_or("phrase claim without a page")?;
    let p = load_page(ctx, page)?;
    let pattern = Pattern::Literal(phrase.to_string());
    let opts = CountOptions { substring };
    let pc = match &p.markdown {
        Some(md) => md.count(&pattern, &opts),
        None => page_analysis(ctx, page, &p).count(&pattern, &opts),
    };
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
fn explain(pc: &count::PageCount, substring: bool) -> Vec<String> {
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
fn char_offset(text: &str, b: usize) -> Option<usize> {
    text.get(..b).map(|s| s.chars().count())
}

enum StringNeedle {
    Contains(String),
    Regex(String),
}

fn strings_claim(
    ctx: &Context,
    checkout: &Path,
    globs: &[String],
    needle: &StringNeedle,
    expect: Expect,
    f: &mut Finding,
) -> Result<(), String> {
    let files = glob_files(checkout, globs)?;
    let query = match needle {
        StringNeedle::Contains(s) => StringQuery::Contains(s.clone()),
        StringNeedle::Regex(r) => {
            StringQuery::Regex(regex::Regex::new(r).map_err(|e| e.to_string())?)
        }
    };
    let found = source::strings::search(&files, &query).map_err(|e| e.to_string())?;
    let what = match needle {
        StringNeedle::Contains(s) => format!("{s:?}"),
        StringNeedle::Regex(r) => format!("/{r}/"),
    };
    for hit in &found.hits {
        let mut ev = code_evidence_for(ctx, checkout, &hit.file, hit.line, hit.end_line);
        ev.name = "string literal".into();
        ev.kind = format!("{:?}", hit.template).to_lowercase();
        ev.expr = hit.text.clone();
        f.code.push(ev);
    }
    let n = found.hits.len();
    f.docs_raw = Some(what.clone());
    f.code_value = Some(format!(
        "{n} string literal(s) in {} file(s)",
        found.files_searched
    ));
    let ok = match expect {
        Expect::Absent => n == 0,
        Expect::Present => n > 0,
        Expect::Compare(_) => return Err("strings claims take absent/present".into()),
    };
    f.verdict = if ok {
        Verdict::Agree
    } else {
        Verdict::Disagree
    };
    f.message = match (expect, n) {
        (Expect::Absent, 0) => format!(
            "{what} occurs in no string literal ({} files searched)",
            found.files_searched
        ),
        (Expect::Absent, _) => format!("{what} occurs in {n} string literal(s); expected none"),
        (_, 0) => format!(
            "{what} occurs in no string literal ({} files searched); expected at least one",
            found.files_searched
        ),
        _ => format!("{what} occurs in {n} string literal(s)"),
    };
    Ok(())
}

/// [`source::extract`] for a selector whose file stays inside the checkout
/// (claims validation refuses `/…` and `..`; this also refuses symlinks out).
fn extract_inside(checkout: &Path, selector: &str) -> Result<Vec<source::Extracted>, String> {
    if let Some((path, _)) = selector.split_once("::") {
        crate::source::selector::resolve_inside(checkout, path)?;
    }
    source::extract(checkout, selector).map_err(|e| e.to_string())
}

/// Files under `root` matching any glob (relative paths, `/` separators);
/// none at all is an error naming the globs, since a claim would read nothing.
pub fn glob_files(root: &Path, globs: &[String]) -> Result<Vec<PathBuf>, String> {
    let mut b = globset::GlobSetBuilder::new();
    for g in globs {
        b.add(globset::Glob::new(g).map_err(|e| format!("{g:?}: {e}"))?);
    }
    let set = b.build().map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for entry in walkdir::WalkDir::new(root).sort_by_file_name() {
        let entry = entry.map_err(|e| format!("walking {}: {e}", root.display()))?;
        if !entry.file_type().is_file() {
            continue;
        }
        let rel = entry.path().strip_prefix(root).unwrap_or(entry.path());
        let rel_s = rel.to_string_lossy().replace('\\', "/");
        if set.is_match(&rel_s) {
            out.push(entry.path().to_path_buf());
        }
    }
    if out.is_empty() {
        return Err(format!(
            "no files under {} match {}",
            root.display(),
            globs.join(", ")
        ));
    }
    Ok(out)
}

fn code_evidence_for(
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
    let prov = ctx
        .provenance
        .borrow_mut()
        .entry(abs.clone())
        .or_insert_with(|| provenance::of_file(&abs).ok())
        .clone();
    let mut ev = CodeEvidence {
        file: rel.to_string_lossy().into_owned(),
        line,
        end_line,
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
            ev.git_ref = Some(crate::finding::GitRef {
                detached: g.branch.is_none(),
                branch: g.branch,
                upstream: g.upstream,
            });
        }
    }
    ev
}

fn read_docs_values(ctx: &Context, docs: &crate::claims::DocsSide) -> Result<Vec<DocsHit>, String> {
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
                ev.text_offset = page.norm_map.get(whole.start()).copied();
                ev.text_char_offset = ev.text_offset.and_then(|b| char_offset(&page.text, b));
                ev.line = markdown_line_at(&page, whole.start());
                hits.push(DocsHit {
                    raw: m.as_str().to_string(),
                    evidence: ev,
                });
            }
            if hits.is_empty() {
                return Err(format!(
                    "docs regex /{regex}/ matches nothing in the visible text of {}",
                    page.evidence.url
                ));
            }
        }
        DocsRead::Table { row, column, nth } => {
            let cells = table_cells(&page.html, row, column, *nth)?;
            if cells.is_empty() {
                return Err(format!(
                    "no table on {} has a row {row:?} and a column {column:?}",
                    page.evidence.url
                ));
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
                return Err(format!(
                    "selector {selector:?}{} matches nothing on {}",
                    regex
                        .as_ref()
                        .map(|r| format!(" with /{r}/"))
                        .unwrap_or_default(),
                    page.evidence.url
                ));
            }
        }
        DocsRead::Phrase { .. } | DocsRead::Value { .. } => unreachable!("handled by the caller"),
    }
    Ok(hits)
}

/// For local markdown, the source line of a normalised-text offset.
fn markdown_line_at(page: &Page, norm_offset: usize) -> Option<usize> {
    let md = page.markdown.as_ref()?;
    md.line_of(*page.norm_map.get(norm_offset)?)
}

/// For local markdown, the source line of the first occurrence of `needle`
/// (whitespace-normalised) in the visible text.
fn markdown_line_of(page: &Page, needle: &str) -> Option<usize> {
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
) -> Result<Vec<(String, String)>, String> {
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
fn not_defined_in_code(docs: Vec<DocsHit>, why: &source::SourceError, f: &mut Finding) {
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
fn code_values(
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

fn compare_sides(
    docs: Vec<DocsHit>,
    code: Vec<(Option<Value>, CodeEvidence)>,
    op: compare::Op,
    unit: compare::CodeUnit,
    f: &mut Finding,
) -> Result<(), String> {
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
