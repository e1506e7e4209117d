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
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

mod deployed_claim;
mod error;
mod formula_claim;
mod git_claim;
mod page;
mod phrase_claim;
mod probe_claim;
mod strings_claim;
mod structure_claim;
mod template_claim;
mod value_claim;
#[allow(unused_imports)]
pub(crate) use deployed_claim::*;
pub use error::{ErrorKind, EvalError};
#[allow(unused_imports)]
pub(crate) use formula_claim::*;
#[allow(unused_imports)]
pub(crate) use git_claim::*;
#[allow(unused_imports)]
pub use page::*;
#[allow(unused_imports)]
pub(crate) use phrase_claim::*;
#[allow(unused_imports)]
pub(crate) use probe_claim::*;
#[allow(unused_imports)]
pub use strings_claim::*;
#[allow(unused_imports)]
pub(crate) use structure_claim::*;
#[allow(unused_imports)]
pub(crate) use template_claim::*;
#[allow(unused_imports)]
pub use value_claim::*;

/// What evaluation reads from: snapshots, a checkout, a fetcher.
///
/// Shared by the threads that evaluate phrase claims (see [`evaluate_files`]), so its caches
/// sit behind mutexes.
pub struct Context {
    /// The snapshot store pages are read from (and, with a fetcher, written to).
    pub store: Store,
    /// `--checkout`: overrides every claims file's target checkout.
    pub checkout_override: Option<PathBuf>,
    /// Directory relative paths resolve against (the project root).
    pub base_dir: PathBuf,
    /// Run probe claims (`--allow-probes`); without it they are skipped.
    pub allow_probes: bool,
    /// `--target`: the Rust target for claims that name none (over the file's `rust_target`).
    pub rust_target: Option<String>,
    /// Loaded pages by the name claims use. A page's slot is dropped when the last claim
    /// planned on it is done (see [`Context::plan`]), so memory holds the pages in use, not
    /// every page of the run.
    pages: Mutex<HashMap<String, Arc<PageSlot>>>,
    /// Claims not yet evaluated per page, for the claims planned by [`Context::plan`].
    pending: Mutex<HashMap<String, usize>>,
    provenance: Mutex<HashMap<PathBuf, Option<provenance::Provenance>>>,
    /// HEAD, branch, upstream and tree listings per checkout, read once for every file.
    repo_facts: Mutex<HashMap<PathBuf, Option<Arc<provenance::RepoFacts>>>>,
    /// The git repository of each checkout root, discovered once at that root (never in a
    /// directory below it, which a pull request controls; see `core::git`).
    repos: Mutex<HashMap<PathBuf, Option<crate::core::git::Repo>>>,
    /// Blame answers per checkout, for dating disagreements (`claims::last_change`).
    daters: Mutex<HashMap<PathBuf, Option<Arc<crate::claims::last_change::Dater>>>>,
}

/// One page's cache entry. Its own lock makes a second claim on the page wait for the first
/// claim's read instead of reading and parsing it again.
#[derive(Default)]
pub(crate) struct PageSlot {
    loaded: Mutex<Option<LoadedPage>>,
}

struct LoadedPage {
    page: Arc<Page>,
    /// The DOM analysis phrase claims count on, made once for all of them.
    analysis: Option<Arc<count::PageAnalysis<'static>>>,
}

impl Context {
    /// A context over `store` with probes off and no `--target`; claims files' checkouts are
    /// replaced by `checkout_override` when set, relative paths resolve against `base_dir`.
    pub fn new(store: Store, checkout_override: Option<PathBuf>, base_dir: PathBuf) -> Context {
        Context {
            store,
            checkout_override,
            base_dir,
            allow_probes: false,
            rust_target: None,
            pages: Mutex::default(),
            pending: Mutex::default(),
            provenance: Mutex::default(),
            repo_facts: Mutex::default(),
            repos: Mutex::default(),
            daters: Mutex::default(),
        }
    }

    /// The dater of the repository `checkout` lies in.
    fn dater_of(&self, checkout: &Path) -> Option<Arc<crate::claims::last_change::Dater>> {
        let repo = self.repo_of(checkout);
        lock(&self.daters)
            .entry(checkout.to_path_buf())
            .or_insert_with(|| repo.map(|r| Arc::new(crate::claims::last_change::Dater::new(r))))
            .clone()
    }

    /// The repository the checkout root `checkout` lies in, discovered once per root.
    pub(crate) fn repo_of(&self, checkout: &Path) -> Option<crate::core::git::Repo> {
        lock(&self.repos)
            .entry(checkout.to_path_buf())
            .or_insert_with(|| crate::core::git::Repo::discover(checkout))
            .clone()
    }

    /// Provenance of a checkout file, read once per file. The git facts shared by the
    /// checkout are read once too; no lock is held while a file is hashed, so claims on
    /// different files do not wait for each other.
    pub(crate) fn provenance_of(
        &self,
        checkout: &Path,
        file: &Path,
    ) -> Option<provenance::Provenance> {
        if let Some(p) = lock(&self.provenance).get(file) {
            return p.clone();
        }
        let repo = self.repo_of(checkout);
        let facts = repo.as_ref().and_then(|r| {
            let mut cache = lock(&self.repo_facts);
            cache
                .entry(checkout.to_path_buf())
                .or_insert_with(|| provenance::repo_facts(r).map(Arc::new))
                .clone()
        });
        let p = provenance::of_file_with(file, repo.as_ref().zip(facts.as_deref())).ok();
        lock(&self.provenance).insert(file.to_path_buf(), p.clone());
        p
    }

    /// Count the claims about to be evaluated on each page, so a page is let go once its last
    /// claim is done. Pages of claims evaluated without a plan stay cached for the whole run.
    pub fn plan<'a>(&self, claims: impl IntoIterator<Item = &'a Claim>) {
        let mut pending = lock(&self.pending);
        for c in claims {
            if let Some(page) = c.docs.as_ref().and_then(|d| d.page.as_deref()) {
                *pending.entry(page.to_string()).or_default() += 1;
            }
        }
    }

    fn slot(&self, page: &str) -> Arc<PageSlot> {
        lock(&self.pages)
            .entry(page.to_string())
            .or_default()
            .clone()
    }

    /// The page's warnings, if a claim has loaded it.
    fn page_warnings(&self, page: &str) -> Vec<String> {
        let Some(slot) = lock(&self.pages).get(page).cloned() else {
            return Vec::new();
        };
        let loaded = lock(&slot.loaded);
        loaded
            .as_ref()
            .map(|l| l.page.warnings.clone())
            .unwrap_or_default()
    }

    /// A planned claim on `page` is done: drop the page after its last one.
    fn claim_done(&self, page: &str) {
        let mut pending = lock(&self.pending);
        if let Some(n) = pending.get_mut(page) {
            *n -= 1;
            if *n == 0 {
                pending.remove(page);
                lock(&self.pages).remove(page);
            }
        }
    }
}

/// A poisoned lock only means another claim's thread panicked; the cache is still whole
/// (entries are inserted complete), so keep using it.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Evaluate every claim of one file, in file order.
pub fn evaluate_file(file: &ClaimsFile, ctx: &Context) -> Vec<Finding> {
    evaluate_files(std::slice::from_ref(file), ctx)
}

/// Evaluate every claim of every file, in file order. Phrase claims without a code side only
/// read their page, so each run of them is evaluated on all cores (output order kept); every
/// other claim (probes run commands, code claims read the checkout) runs alone, in order.
pub fn evaluate_files(files: &[ClaimsFile], ctx: &Context) -> Vec<Finding> {
    use rayon::prelude::*;
    ctx.plan(files.iter().flat_map(|f| &f.claims));
    let all: Vec<(&ClaimsFile, &Claim)> = files
        .iter()
        .flat_map(|f| f.claims.iter().map(move |c| (f, c)))
        .collect();
    let mut out = Vec::with_capacity(all.len());
    let mut rest = all.as_slice();
    while let Some((f, c)) = rest.first() {
        let pure = rest.iter().take_while(|(_, c)| runs_nothing(c)).count();
        if pure > 1 {
            out.par_extend(
                rest[..pure]
                    .par_iter()
                    .map(|(f, c)| evaluate_claim(f, c, ctx)),
            );
            rest = &rest[pure..];
        } else {
            out.push(evaluate_claim(f, c, ctx));
            rest = &rest[1..];
        }
    }
    out
}

/// Every claim but a probe only reads pages and files, through the context's locked caches,
/// so claims are evaluated on all cores (in claims-file order, as `par_extend` of an indexed
/// iterator keeps it). Probes run commands and stay one at a time, in order.
fn runs_nothing(claim: &Claim) -> bool {
    !matches!(claim.code, Some(CodeSide::Probe(_)))
}

/// Evaluate one claim.
pub fn evaluate_claim(file: &ClaimsFile, claim: &Claim, ctx: &Context) -> Finding {
    let mut f = Finding {
        id: claim.id.clone(),
        says: claim.says.clone(),
        claims_file: file.path.display().to_string(),
        claims_line: claim.line,
        verdict: Verdict::Error,
        accepted: None,
        message: String::new(),
        expect: claim.expect.as_str().to_string(),
        docs_raw: None,
        docs_value: None,
        code_value: None,
        reading: None,
        docs: Vec::new(),
        code: Vec::new(),
        details: Vec::new(),
        confidence: None,
        error_kind: None,
    };
    match run_claim(file, claim, ctx, &mut f) {
        Ok(()) => {}
        Err(e) => {
            f.verdict = Verdict::Error;
            f.error_kind = Some(e.kind);
            f.message = e.message;
        }
    }
    // Docs older than code: date both sides of a disagreement when they share a repository.
    if f.verdict == Verdict::Disagree {
        if let Ok(checkout) = checkout_for(file, ctx) {
            if let Some(d) = ctx.dater_of(&checkout) {
                crate::claims::last_change::annotate(&mut f, &d, &checkout, &ctx.base_dir);
            }
        }
    }
    // What the page's reader should know (a charset guess, a flattened DOM).
    if let Some(page) = claim.docs.as_ref().and_then(|d| d.page.as_deref()) {
        for w in ctx.page_warnings(page) {
            f.details.push(format!("page warning: {w}"));
        }
        ctx.claim_done(page);
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
) -> Result<(), EvalError> {
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
                only_under,
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
            strings_claim(ctx, &checkout, paths, &needle, only_under, claim.expect, f)
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
                error::inside(&checkout, path)?;
            }
            match source::extract_for(&checkout, selector, cfg.as_ref()) {
                // The file was read and parsed and the name is not in it: the docs document
                // something the code no longer defines. That is drift, not a failure to read.
                Err(e @ source::SourceError::NotFound { .. }) => {
                    not_defined_in_code(hits, &e, f);
                    Ok(())
                }
                Err(e) => Err(e.into()),
                Ok(found) if found.is_empty() => Err(EvalError::not_found(format!(
                    "selector {selector} matches nothing"
                ))),
                Ok(found) => {
                    // Said beside the verdict: syntax errors read around, module files
                    // refused for lying outside the checkout.
                    for w in found.iter().flat_map(|x| &x.warnings) {
                        if !f.details.contains(w) {
                            f.details.push(w.clone());
                        }
                    }
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
        (
            None,
            Some(CodeSide::Assigned {
                path,
                name,
                count,
                only_in,
            }),
        ) => assigned_claim(
            ctx,
            &checkout,
            path,
            name,
            *count,
            only_in.as_deref(),
            claim.expect,
            f,
        ),
        (None, Some(CodeSide::Git(fact))) => git_claim(ctx, &checkout, fact, file, claim, f),
        (None, Some(CodeSide::Calls { path, from, to })) => {
            calls_claim(ctx, &checkout, path, from, to, claim.expect, f)
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
            let out = crate::claims::probe::run(spec, &checkout)?;
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
        (Some(docs), None) if matches!(docs.read, DocsRead::Deployed { .. }) => {
            let DocsRead::Deployed { source } = &docs.read else {
                unreachable!("matched above")
            };
            deployed_claim(file, ctx, &checkout, docs, source, f)
        }
        _ => Err(
            "this combination of sides is not evaluable (the claims parser should have refused it)"
                .into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pages are let go once their last planned claim is done, including when claims on one
    /// page are not adjacent; findings keep file order.
    #[test]
    fn pages_are_let_go_after_their_last_claim() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.html");
        let b = dir.path().join("b.html");
        std::fs::write(&a, "<p>alpha beta</p>").unwrap();
        std::fs::write(&b, "<p>beta gamma</p>").unwrap();
        let claim = |id: &str, page: &Path, phrase: &str| {
            format!(
                "\n[[claim]]\nid = \"{id}\"\nsays = \"x\"\ndocs = {{ page = {:?}, phrase = \"{phrase}\", html = 1 }}\n",
                page.display().to_string()
            )
        };
        let src = format!(
            "version = 1\n{}{}{}{}",
            claim("a1", &a, "alpha"),
            claim("b1", &b, "gamma"),
            claim("a2", &a, "beta"),
            claim("b2", &b, "alpha")
        );
        let access = crate::claims::PageAccess {
            roots: vec![dir.path().to_path_buf()],
            allow_outside: false,
            env: Vec::new(),
            checkout_override: false,
            confine_target_dirs: false,
            untrusted: false,
        };
        let file = crate::claims::parse_with(&dir.path().join("c.toml"), &src, dir.path(), &access)
            .unwrap();
        let ctx = Context::new(
            Store::new(dir.path().join("snapshots")),
            None,
            dir.path().to_path_buf(),
        );
        // Planned, evaluated one at a time: `a` stays while `a2` is pending.
        ctx.plan(&file.claims);
        let first = evaluate_claim(&file, &file.claims[0], &ctx);
        assert_eq!(first.verdict, Verdict::Agree, "{}", first.message);
        assert!(lock(&ctx.pages).contains_key(&a.display().to_string()));
        for c in &file.claims[1..] {
            evaluate_claim(&file, c, &ctx);
        }
        assert!(lock(&ctx.pages).is_empty());
        assert!(lock(&ctx.pending).is_empty());

        let all = evaluate_file(&file, &ctx);
        let ids: Vec<&str> = all.iter().map(|f| f.id.as_str()).collect();
        assert_eq!(ids, ["a1", "b1", "a2", "b2"]);
        let verdicts: Vec<Verdict> = all.iter().map(|f| f.verdict).collect();
        assert_eq!(
            verdicts,
            [
                Verdict::Agree,
                Verdict::Agree,
                Verdict::Agree,
                Verdict::Disagree
            ]
        );
        assert!(lock(&ctx.pages).is_empty());
    }
}
