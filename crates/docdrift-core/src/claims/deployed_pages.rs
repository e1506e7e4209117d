//! `check --deployed-sources DIR`: is the live site built from this checkout's docs? One
//! deployed-page claim per page a claims file names in `[pages]` (web pages and local HTML;
//! a `.md` page is a source already), with its Markdown source discovered under DIR in the
//! checkout by the Docusaurus, MkDocs and Sphinx layouts (see
//! [`crate::pages::deployed::source_candidates`]). The claims are evaluated like written ones
//! (`docs = { page, source = "DIR/" }`), so `--fetch`, `--only` and every report format apply.

use super::{Claim, ClaimsFile, CodeUnit, DocsRead, DocsSide, Expect};
use crate::claims::compare::Op;

/// The id of the claim made for page `name`.
pub fn claim_id(name: &str) -> String {
    format!("deployed:{name}")
}

/// Add the claims to every file; `dir` must stay inside the checkout.
pub fn add_claims(files: &mut [ClaimsFile], dir: &str) -> Result<(), String> {
    crate::source::selector::check_inside(dir.trim_end_matches('/'))
        .map_err(|m| format!("--deployed-sources: {m}"))?;
    let source = format!("{}/", dir.trim_end_matches('/'));
    for file in files {
        let compared: Vec<String> = file
            .claims
            .iter()
            .filter_map(|c| match &c.docs {
                Some(DocsSide {
                    page: Some(p),
                    read: DocsRead::Deployed { .. },
                    ..
                }) => Some(p.clone()),
                _ => None,
            })
            .collect();
        let mut added = Vec::new();
        for (name, page) in &file.pages {
            let is_source = page.ends_with(".md") || page.ends_with(".markdown");
            let id = claim_id(name);
            if is_source || compared.contains(page) || file.claims.iter().any(|c| c.id == id) {
                continue;
            }
            added.push(Claim {
                id,
                says: format!("the deployed {name} page is built from this checkout's docs"),
                line: 0,
                docs: Some(DocsSide {
                    page_ref: Some(name.clone()),
                    page: Some(page.clone()),
                    read: DocsRead::Deployed {
                        source: source.clone(),
                    },
                }),
                code: None,
                expect: Expect::Compare(Op::Equal),
                unit: CodeUnit::Base,
                platform: Default::default(),
            });
        }
        file.claims.extend(added);
    }
    Ok(())
}
