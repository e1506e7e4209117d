//! Validating one claim: its docs side and code side from the raw file, and the
//! shape checks between them.

#[allow(unused_imports)]
use super::*;

pub(crate) fn docs_side(
    d: &RawDocs,
    pages: &BTreeMap<String, String>,
    target: &Target,
    roots: &PageRoots,
) -> Result<DocsSide, String> {
    let mut sources = Vec::new();
    if d.phrase.is_some() {
        sources.push("phrase");
    }
    if d.regex.is_some() && d.selector.is_none() {
        sources.push("regex");
    }
    if d.table.is_some() {
        sources.push("table");
    }
    if d.selector.is_some() {
        sources.push("selector");
    }
    if d.value.is_some() {
        sources.push("value");
    }
    if d.source.is_some() {
        sources.push("source");
    }
    if sources.len() != 1 {
        return Err(format!(
            "[claim.docs] needs exactly one of phrase, regex, table, selector (optionally with regex), value, source; found {}",
            if sources.is_empty() { "none".to_string() } else { sources.join(", ") }
        ));
    }
    if d.phrase.is_none() && (d.html.is_some() || d.text.is_some() || d.normalized.is_some()) {
        return Err("html/text/normalized counts go with `phrase`".into());
    }
    if let Some(r) = &d.regex {
        regex::Regex::new(r).map_err(|e| format!("docs.regex does not compile: {e}"))?;
    }
    let read = if let Some(src) = &d.source {
        crate::source::selector::check_inside(src.trim_end_matches('/'))
            .map_err(|m| format!("docs.source: {m}"))?;
        DocsRead::Deployed {
            source: src.clone(),
        }
    } else if let Some(p) = &d.phrase {
        if p.is_empty() {
            return Err("docs.phrase is empty".into());
        }
        DocsRead::Phrase {
            phrase: p.clone(),
            html: d.html,
            text: d.text,
            normalized: d.normalized,
            substring: d.substring.unwrap_or(false),
        }
    } else if let Some(t) = &d.table {
        DocsRead::Table {
            row: t.row.clone(),
            column: t.column.clone(),
            nth: t.nth,
        }
    } else if let Some(s) = &d.selector {
        // scraper's own message reads "Unexpected error occurred…": name the kind.
        scraper::Selector::parse(s)
            .map_err(|e| format!("docs.selector {s:?} is not a valid CSS selector ({e:?})"))?;
        DocsRead::Selector {
            selector: s.clone(),
            regex: d.regex.clone(),
        }
    } else if let Some(v) = &d.value {
        let value = match v {
            toml::Value::String(s) => s.clone(),
            toml::Value::Integer(_) | toml::Value::Float(_) | toml::Value::Boolean(_) => {
                v.to_string()
            }
            other => {
                return Err(format!(
                    "docs.value must be a string, number or boolean, not {}",
                    other.type_str()
                ))
            }
        };
        DocsRead::Value { value }
    } else {
        DocsRead::Regex {
            regex: d.regex.clone().unwrap_or_default(),
        }
    };
    let needs_page = !matches!(read, DocsRead::Value { .. });
    let page = match (&d.page, needs_page) {
        (None, true) => return Err("[claim.docs] needs `page`".into()),
        (None, false) => None,
        (Some(p), _) => Some(match pages.get(p) {
            Some(resolved) => resolved.clone(),
            None if p.contains('/') || p.contains('.') => resolve_page(target, roots, p)?,
            None => {
                return Err(format!(
                    "unknown page {p:?}; defined pages: {}",
                    pages.keys().cloned().collect::<Vec<_>>().join(", ")
                ))
            }
        }),
    };
    Ok(DocsSide {
        page_ref: d.page.clone(),
        page,
        read,
    })
}

pub(crate) fn code_side(c: &RawCode) -> Result<CodeSide, String> {
    let given: Vec<&str> = [
        ("select", c.select.is_some()),
        ("strings", c.strings.is_some()),
        ("formula", c.formula.is_some()),
        ("template", c.template.is_some()),
        ("probe", c.probe.is_some()),
        ("assigned", c.assigned.is_some()),
        ("calls", c.calls.is_some()),
        ("git", c.git.is_some()),
    ]
    .iter()
    .filter(|(_, present)| *present)
    .map(|(name, _)| *name)
    .collect();
    if given.len() != 1 {
        return Err(format!(
            "[claim.code] needs exactly one of select, strings, formula, template, probe, assigned, calls, git; found {}",
            if given.is_empty() {
                "none".to_string()
            } else {
                given.join(", ")
            }
        ));
    }
    let check_selector = |s: &str, key: &str| {
        if let Some((path, _)) = s.split_once("::") {
            crate::source::selector::check_inside(path).map_err(|m| format!("code.{key}: {m}"))
        } else {
            Err(format!(
                "code.{key} {s:?} must be PATH::ITEM (e.g. `pkg/config.py::DEFAULT_CONFIG.compression.protect_last_n`)"
            ))
        }
    };
    let check_globs = |paths: &[String], key: &str| -> Result<(), String> {
        if paths.is_empty() {
            return Err(format!("code.{key}.paths is empty"));
        }
        for p in paths {
            crate::source::selector::check_inside(p)
                .map_err(|m| format!("code.{key}.paths: {m}"))?;
            globset::Glob::new(p).map_err(|e| format!("code.{key}.paths {p:?}: {e}"))?;
        }
        Ok(())
    };
    if let Some(s) = &c.select {
        check_selector(s, "select")?;
        return Ok(CodeSide::Select {
            selector: s.clone(),
        });
    }
    if let Some(st) = &c.strings {
        check_globs(&st.paths, "strings")?;
        if let Some(r) = &st.regex {
            regex::Regex::new(r)
                .map_err(|e| format!("code.strings.regex does not compile: {e}"))?;
        }
        if st.contains.is_some() && st.regex.is_some() {
            return Err("code.strings takes `contains` or `regex`, not both".into());
        }
        let only_under = st.only_under.clone().unwrap_or_default();
        if st.only_under.is_some() && only_under.is_empty() {
            return Err("code.strings.only_under is empty; name the directories the literals may live in (`[\"tools/\"]`)".into());
        }
        for d in &only_under {
            crate::source::selector::check_inside(d)
                .map_err(|m| format!("code.strings.only_under: {m}"))?;
        }
        return Ok(CodeSide::Strings {
            paths: st.paths.clone(),
            contains: st.contains.clone(),
            regex: st.regex.clone(),
            only_under,
        });
    }
    if let Some(f) = &c.formula {
        check_selector(&f.select, "formula.select")?;
        let mut inputs = Vec::new();
        for (name, vals) in &f.inputs {
            let vals = vals
                .iter()
                .map(toml_value)
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| format!("code.formula.inputs.{name}: {e}"))?;
            inputs.push((name.clone(), vals));
        }
        if let Some(first) = inputs.first() {
            if let Some(bad) = inputs.iter().find(|(_, v)| v.len() != first.1.len()) {
                return Err(format!(
                    "code.formula.inputs: `{}` has {} values but `{}` has {}; every input needs one value per row",
                    first.0,
                    first.1.len(),
                    bad.0,
                    bad.1.len()
                ));
            }
        }
        let given = f
            .given
            .iter()
            .map(|(k, v)| Ok((k.clone(), toml_value(v)?)))
            .collect::<Result<Vec<_>, String>>()
            .map_err(|e| format!("code.formula.given: {e}"))?;
        if let Some((name, _)) = inputs
            .iter()
            .map(|(n, v)| (n, v.len()))
            .chain(given.iter().map(|(n, _)| (n, 1)))
            .find(|(n, _)| n.as_str() == "result")
        {
            return Err(format!(
                "code.formula: `{name}` is the name of the formula's result; an input or given value cannot use it"
            ));
        }
        let expect = match &f.expect {
            None => None,
            Some(toml::Value::String(e)) => {
                let squeezed: String = e.split_whitespace().collect();
                if squeezed.starts_with("result==[") {
                    return Err(format!(
                        "code.formula.expect: `{e}` compares each row's single result with a whole list, so every row would fail; for one expected result per row write `expect = [..]` (a list, one value per row of `inputs`)"
                    ));
                }
                Some(e.clone())
            }
            Some(toml::Value::Array(rows)) => {
                let n = inputs.first().map_or(1, |(_, v)| v.len());
                if rows.len() != n {
                    return Err(format!(
                        "code.formula.expect: {} expected values for {n} input row(s); give one per row of `inputs`",
                        rows.len()
                    ));
                }
                if inputs.iter().any(|(k, _)| k == EXPECTED_COLUMN) {
                    return Err(format!(
                        "code.formula: an input named `{EXPECTED_COLUMN}` and an `expect` list both state the expected results; keep one"
                    ));
                }
                let rows = rows
                    .iter()
                    .map(toml_value)
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|e| format!("code.formula.expect: {e}"))?;
                inputs.push((EXPECTED_COLUMN.to_string(), rows));
                Some(format!("result == {EXPECTED_COLUMN}"))
            }
            Some(other) => {
                return Err(format!(
                    "code.formula.expect: expected a Python expression (string) or a list of per-row results, found {}",
                    other.type_str()
                ))
            }
        };
        return Ok(CodeSide::Formula {
            selector: f.select.clone(),
            inputs,
            given,
            expect,
        });
    }
    if let Some(t) = &c.template {
        check_globs(&t.paths, "template")?;
        if t.contains.trim().is_empty() {
            return Err("code.template.contains is empty".into());
        }
        return Ok(CodeSide::Template {
            paths: t.paths.clone(),
            contains: t.contains.clone(),
        });
    }
    if let Some(a) = &c.assigned {
        let (path, name) =
            structure_selector(a, "assigned", "tools/store.py::MemoryStore._snapshot")?;
        return Ok(CodeSide::Assigned {
            path,
            name,
            count: None,
            only_in: None,
        });
    }
    if let Some(calls) = &c.calls {
        let (path, from) = structure_selector(
            &calls.from,
            "calls.from",
            "agent/prompt.py::invalidate_system_prompt",
        )?;
        if calls.to.trim().is_empty() {
            return Err(
                "code.calls.to is empty; name the called function (`load_from_disk`)".into(),
            );
        }
        return Ok(CodeSide::Calls {
            path,
            from,
            to: calls.to.trim().to_string(),
        });
    }
    if let Some(g) = &c.git {
        // The tags come from `expect` (see `structure_sites`).
        return Ok(CodeSide::Git(crate::claims::git_fact::GitFact {
            target: crate::claims::git_fact::code_side(g)?,
            in_tag: None,
            not_in_tag: None,
            first_tag: None,
        }));
    }
    let p = c.probe.as_ref().expect("exactly one side is present");
    if p.argv.is_empty() {
        return Err("code.probe.argv is empty".into());
    }
    let extract = match (&p.regex, &p.json_pointer) {
        (Some(_), Some(_)) => {
            return Err("code.probe takes `regex` or `json_pointer`, not both".into())
        }
        (Some(r), None) => {
            regex::Regex::new(r).map_err(|e| format!("code.probe.regex does not compile: {e}"))?;
            crate::claims::probe::Extract::Regex(r.clone())
        }
        (None, Some(j)) => crate::claims::probe::Extract::JsonPointer(j.clone()),
        (None, None) => crate::claims::probe::Extract::Stdout,
    };
    let secs = p.timeout.unwrap_or(30.0);
    if !(secs > 0.0 && secs <= 3600.0) {
        return Err(format!(
            "code.probe.timeout {secs} must be between 0 and 3600 seconds"
        ));
    }
    Ok(CodeSide::Probe(crate::claims::probe::ProbeSpec {
        argv: p.argv.clone(),
        shell: p.shell,
        timeout: std::time::Duration::from_secs_f64(secs),
        extract,
    }))
}

/// `PATH::NAME` of a structural claim: the path (a file or directory, inside the checkout)
/// and the name or function after the first `::`.
fn structure_selector(s: &str, key: &str, example: &str) -> Result<(String, String), String> {
    let Some((path, name)) = s.split_once("::") else {
        return Err(format!(
            "code.{key} {s:?} must be PATH::NAME (e.g. `{example}`)"
        ));
    };
    crate::source::selector::check_inside(path).map_err(|m| format!("code.{key}: {m}"))?;
    if name.trim().is_empty() {
        return Err(format!(
            "code.{key} {s:?} names no function or name after `::`"
        ));
    }
    Ok((path.to_string(), name.trim().to_string()))
}

/// Attach `expect = { count, only_in }` to an `assigned` code side; the table means nothing
/// to any other claim.
pub(crate) fn structure_sites(
    code: Option<CodeSide>,
    expect: Option<&RawExpect>,
) -> Result<Option<CodeSide>, String> {
    let sites = match expect {
        Some(RawExpect::Sites(sites)) => sites,
        _ => {
            return match code {
                Some(CodeSide::Git(_)) => Err(
                    "code.git needs expect = { in_tag = \"v1.2.0\" }, { not_in_tag = \"…\" }, { first_tag = \"…\" } (or several)".into(),
                ),
                other => Ok(other),
            }
        }
    };
    let tags = sites.in_tag.is_some() || sites.not_in_tag.is_some() || sites.first_tag.is_some();
    match code {
        Some(CodeSide::Git(g)) => {
            if sites.count.is_some() || sites.only_in.is_some() {
                return Err("expect.count / expect.only_in go with code.assigned; code.git takes { in_tag, not_in_tag, first_tag }".into());
            }
            crate::claims::git_fact::with_tags(
                g.target,
                sites.in_tag.as_ref(),
                sites.not_in_tag.as_ref(),
                sites.first_tag.as_ref(),
            )
            .map(|g| Some(CodeSide::Git(g)))
        }
        Some(CodeSide::Assigned { .. }) if tags => Err(
            "expect.in_tag / not_in_tag / first_tag go with code.git; code.assigned takes { count, only_in }".into(),
        ),
        Some(CodeSide::Assigned { path, name, .. }) => {
            if sites.count.is_none() && sites.only_in.is_none() {
                return Err("expect = { } needs `count`, `only_in` or both".into());
            }
            if sites.only_in.as_deref().is_some_and(|f| f.trim().is_empty()) {
                return Err("expect.only_in is empty; name the function".into());
            }
            Ok(Some(CodeSide::Assigned {
                path,
                name,
                count: sites.count,
                only_in: sites.only_in.clone(),
            }))
        }
        _ => Err("expect = { count, only_in } goes with code.assigned and { in_tag, not_in_tag, first_tag } with code.git; other claims take a word (equal, >=, absent, present…)".into()),
    }
}

/// Which combinations of sides and expectations mean something.
pub(crate) fn check_shape(c: &Claim) -> Result<(), String> {
    if let Some(CodeSide::Git(_)) = &c.code {
        return if c.docs.is_some() {
            Err(
                "code.git states a fact about the history in `says`; it takes no [claim.docs] side"
                    .into(),
            )
        } else {
            Ok(())
        };
    }
    if let Some(DocsSide {
        read: DocsRead::Deployed { .. },
        ..
    }) = &c.docs
    {
        if c.code.is_some() {
            return Err("docs.source compares the deployed page with its Markdown source; it takes no [claim.code] side".into());
        }
        if c.expect != Expect::Compare(Op::Equal) {
            return Err(
                "docs.source takes no `expect` (the deployed page must read as its source renders)"
                    .into(),
            );
        }
        return Ok(());
    }
    if let Some(CodeSide::Assigned { .. } | CodeSide::Calls { .. }) = &c.code {
        if c.docs.is_some() {
            return Err("code.assigned / code.calls state a fact about the code in `says`; they take no [claim.docs] side".into());
        }
        if !matches!(c.expect, Expect::Absent | Expect::Present) {
            return Err("code.assigned / code.calls take expect = \"present\" or \"absent\" (assigned also takes { count, only_in })".into());
        }
        return Ok(());
    }
    let docs_read = c.docs.as_ref().map(|d| &d.read);
    let phrase = matches!(docs_read, Some(DocsRead::Phrase { .. }));
    let presence = matches!(c.expect, Expect::Absent | Expect::Present);
    match (&c.code, presence) {
        (
            Some(CodeSide::Strings {
                contains,
                regex,
                only_under,
                ..
            }),
            true,
        ) => {
            if !only_under.is_empty() && c.expect == Expect::Absent {
                return Err("code.strings.only_under says where the literals may be; it goes with expect = \"present\" (\"absent\" would refuse them everywhere)".into());
            }
            return if contains.is_none() && regex.is_none() && !phrase {
                Err(
                    "code.strings needs `contains` or `regex` (or a docs `phrase` to look for)"
                        .into(),
                )
            } else {
                Ok(())
            };
        }
        (_, true) => {
            return Err("expect = \"absent\"/\"present\" goes with [claim.code] strings".into())
        }
        (Some(CodeSide::Strings { .. }), false) => {
            return Err("[claim.code] strings needs expect = \"absent\" or \"present\"".into())
        }
        _ => {}
    }
    match (&c.docs, &c.code) {
        (None, None) => Err("needs a [claim.docs] side, a [claim.code] side, or both".into()),
        (Some(d), None) => match &d.read {
            DocsRead::Phrase {
                html,
                text,
                normalized,
                ..
            } => {
                if html.is_none() && text.is_none() && normalized.is_none() {
                    Err("a phrase claim without a code side pins counts: give `html`, `text` or `normalized`".into())
                } else {
                    Ok(())
                }
            }
            _ => Err("a docs value needs a [claim.code] side to compare with".into()),
        },
        (None, Some(CodeSide::Formula { expect, .. })) => {
            if expect.is_none() {
                Err("a formula without a docs side needs `expect` (e.g. \"result == self.protect_last_n\")".into())
            } else {
                Ok(())
            }
        }
        (None, Some(_)) => Err(
            "this code side needs a [claim.docs] side to compare with (use `value = \"…\"` to state it)".into(),
        ),
        (Some(d), Some(CodeSide::Template { .. })) => {
            if matches!(d.read, DocsRead::Table { .. }) {
                Err("a template claim reads the docs example with phrase, regex, selector or value".into())
            } else {
                Ok(())
            }
        }
        (Some(_), Some(_)) => {
            if phrase {
                Err("a docs `phrase` pins counts; to compare with code read a value with regex, table, selector or value".into())
            } else {
                Ok(())
            }
        }
    }
}
