//! Evaluate claims: read each side, compare, and produce a [`Finding`].
//!
//! This is where the two halves of docdrift meet. The docs side reads a
//! page (a stored snapshot, or a local markdown/HTML file) through
//! [`crate::pages::text`] and [`crate::pages::count`]; the code side reads the checkout
//! through [`crate::source`]; [`crate::claims::compare`] reads the docs text like a
//! human and compares. Every claim ends as agree, disagree or error — a claim
//! that cannot be evaluated says why and is never silently skipped.
//!
//! Pages and source files are read once per run and cached here, so a claims
//! file with forty claims on five pages parses five pages.

use crate::claims::compare::{self, DocsValue};
use crate::claims::{Claim, ClaimsFile, CodeSide, DocsRead, Expect};
use crate::core::finding::{CodeEvidence, DocsEvidence, Finding, Verdict};
use crate::core::provenance;
use crate::core::value::Value;
use crate::pages::count::{self, CountOptions, Pattern};
use crate::pages::snapshot::{Slot, Store};
use crate::pages::text;
use crate::source::{self, strings::StringQuery};
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

mod formula_claim;
mod page;
mod phrase_claim;
mod probe_claim;
mod strings_claim;
mod template_claim;
mod value_claim;
#[allow(unused_imports)]
pub use formula_claim::*;
#[allow(unused_imports)]
pub use page::*;
#[allow(unused_imports)]
pub use phrase_claim::*;
#[allow(unused_imports)]
pub use probe_claim::*;
#[allow(unused_imports)]
pub use strings_claim::*;
#[allow(unused_imports)]
pub use template_claim::*;
#[allow(unused_imports)]
pub use value_claim::*;

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
pub(crate) struct DocsHit {
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
            let out = crate::claims::probe::run(spec, &checkout).map_err(|e| e.to_string())?;
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
