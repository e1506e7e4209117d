//! `docdrift scan --since REV` and `scan --baseline/--write-baseline FILE`: the flags are
//! in [`super::scan`]; here each run is made and rendered. The work is in
//! [`docdrift_core::history`].

use super::scan::{paint_blocks, unavailable, Args};
use super::Exit;
use docdrift_core::history::{self, baseline, render};
use docdrift_core::report::{self, Format, RenderOptions};
use docdrift_core::scan;
use std::io::Write;

fn print(out: &str) -> anyhow::Result<()> {
    let stdout = std::io::stdout();
    let mut lock = stdout.lock();
    lock.write_all(out.as_bytes())?;
    lock.flush()?;
    Ok(())
}

/// `scan --since REV`: exit 1 when a link broke, 0 otherwise (drift already there at REV
/// and drift with no agreement behind it are listed, not failed on).
/// The checkout `scan` resolved (flag or docdrift.toml's `scan.checkout`;
/// `scan::run` refuses to go on without one).
fn checkout_of(args: &Args) -> &std::path::Path {
    args.checkout
        .as_deref()
        .unwrap_or(std::path::Path::new("."))
}

pub fn run(args: &Args) -> anyhow::Result<Exit> {
    let rev = args.since.as_deref().unwrap_or("HEAD");
    let docs = match (&args.snapshots, &args.docs) {
        (Some(dir), None) => match scan::load_snapshots(dir) {
            Ok((pages, notes)) => {
                for n in notes {
                    eprintln!("docdrift scan: note: {n}");
                }
                history::DocsSource::Loaded(pages)
            }
            Err(e) => return unavailable(e),
        },
        (None, Some(dir)) => history::DocsSource::Dir(dir.clone()),
        _ => {
            eprintln!("docdrift scan: give the docs with --snapshots DIR or --docs DIR");
            return Ok(Exit::Usage);
        }
    };
    if !checkout_of(args).is_dir() {
        return unavailable(scan::ScanError::NotADir {
            what: "checkout",
            path: checkout_of(args).to_path_buf(),
        });
    }
    let run = match history::run(history::Since {
        checkout: checkout_of(args),
        docs,
        rev,
    }) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("docdrift scan: error: {e}");
            return Ok(if e.is_usage() {
                Exit::Usage
            } else {
                Exit::Unavailable
            });
        }
    };
    for n in run.notes.iter().chain(&run.now.warnings) {
        eprintln!("docdrift scan: note: {n}");
    }
    let mut run = run;
    if let Some(path) = &args.baseline {
        // Known drift (the baseline's) is listed with its reason and does not fail; a link
        // that broke since REV fails unless the baseline holds its finding too.
        let page = page_in(args);
        let known = match baseline::read(path, &page) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("docdrift scan: error: {e}");
                return Ok(Exit::Usage);
            }
        };
        let rep = scan::to_report(&run.now, checkout_of(args), true);
        let (entries, drift) = entries_of(&rep, &page);
        let cmp = baseline::compare(&known, &entries, &drift, chrono::Utc::now().date_naive());
        baseline::mark_since(&mut run.report, &rep.findings, &cmp, &page);
        run.report.baseline = Some(path.display().to_string());
    }
    let r = &run.report;
    let out = match args.format {
        Format::Table => paint_since(&render::table(r)),
        Format::Markdown => render::markdown(r),
        Format::Json => render::json(r, serde_json::json!({})),
        Format::Sarif => render::sarif(r),
        Format::Junit | Format::Github => {
            // Broken links as report findings, so these formats need nothing of their own.
            let findings = r
                .broken
                .iter()
                .filter(|b| b.known.is_none())
                .map(|b| docdrift_core::core::finding::Finding {
                    id: format!("since/{}/{}", b.kind.as_str(), b.code.name),
                    says: format!(
                        "{} states `{}` = {}",
                        b.docs.page, b.docs.name, b.docs.value_at_rev
                    ),
                    claims_file: String::new(),
                    claims_line: 0,
                    verdict: docdrift_core::core::finding::Verdict::Disagree,
                    accepted: None,
                    message: b.message.clone(),
                    expect: "equal".into(),
                    docs_raw: Some(b.docs.value_now.clone()),
                    docs_value: None,
                    code_value: b.code.value_now.clone(),
                    reading: None,
                    docs: vec![docdrift_core::core::finding::DocsEvidence {
                        url: b.docs.page.clone(),
                        line: b.docs.line,
                        matched: Some(b.docs.text.clone()),
                        ..Default::default()
                    }],
                    code: vec![docdrift_core::core::finding::CodeEvidence {
                        file: b.code.file.clone().unwrap_or(b.code.file_at_rev.clone()),
                        line: b.code.line.unwrap_or(b.code.line_at_rev),
                        end_line: b.code.end_line.unwrap_or(b.code.line_at_rev),
                        name: b.code.name.clone(),
                        expr: b.code.expr_now.clone().unwrap_or_default(),
                        ..Default::default()
                    }],
                    details: Vec::new(),
                    confidence: None,
                    error_kind: None,
                })
                .collect();
            let rep = docdrift_core::core::finding::Report::new(
                Vec::new(),
                Some(checkout_of(args).display().to_string()),
                findings,
            );
            report::render(&rep, args.format, &RenderOptions::default())
        }
    };
    print(&out)?;
    Ok(if r.failing() == 0 {
        Exit::Ok
    } else {
        Exit::Drift
    })
}

/// A docs URL or path as the baseline names it: relative to `--docs`.
fn page_in(args: &Args) -> impl Fn(&str) -> String {
    let docs_dir = args.docs.as_ref().map(|d| d.display().to_string());
    move |u: &str| -> String {
        match &docs_dir {
            Some(d) => u
                .strip_prefix(d.as_str())
                .map(|s| s.trim_start_matches(['/', '\\']).to_string())
                .unwrap_or_else(|| u.to_string()),
            None => u.to_string(),
        }
    }
}

/// `--since`'s table with colour when standard output gets it (as scan's block view): a
/// broken link's label red, one the baseline knows yellow. Painted after the layout.
fn paint_since(text: &str) -> String {
    use docdrift_core::report::style::Tone;
    text.split_inclusive('\n')
        .map(|line| {
            for (label, tone) in [("BROKEN", Tone::Bad), ("KNOWN", Tone::Warn)] {
                if let Some(rest) = line.strip_prefix(label) {
                    return format!("{}{rest}", super::paint(label, tone));
                }
            }
            line.to_string()
        })
        .collect()
}

/// Each finding of `rep` as a baseline entry, and whether it is drift (what a baseline
/// compares), for `--since` and plain runs alike.
fn entries_of(
    rep: &docdrift_core::core::finding::Report,
    page: &impl Fn(&str) -> String,
) -> (Vec<baseline::Entry>, Vec<bool>) {
    let entries = rep
        .findings
        .iter()
        .map(|f| baseline::Entry::of(f, page))
        .collect();
    let drift = rep
        .findings
        .iter()
        .map(|f| f.verdict == docdrift_core::core::finding::Verdict::Disagree)
        .collect();
    (entries, drift)
}

/// `scan --baseline FILE` and/or `--write-baseline FILE`, after a plain scan.
pub fn baseline(args: &Args, result: &scan::ScanResult) -> anyhow::Result<Exit> {
    let rep = scan::to_report(result, checkout_of(args), true);
    let page = page_in(args);
    let (entries, drift) = entries_of(&rep, &page);
    let known = match &args.baseline {
        Some(p) => match baseline::read(p, &page) {
            Ok(b) => Some(b),
            Err(e) => {
                eprintln!("docdrift scan: error: {e}");
                return Ok(Exit::Usage);
            }
        },
        None => None,
    };
    if let Some(path) = &args.write_baseline {
        let previous = known.clone().or_else(|| baseline::read(path, &page).ok());
        let keep: Vec<baseline::Entry> = entries
            .iter()
            .zip(&drift)
            .filter(|(_, d)| **d)
            .map(|(e, _)| e.clone())
            .collect();
        match baseline::write(path, keep, previous.as_ref()) {
            Ok(n) => eprintln!(
                "docdrift scan: wrote {n} known drift findings to {}",
                path.display()
            ),
            Err(e @ baseline::BaselineError::WouldOverwrite { .. }) => {
                eprintln!("docdrift scan: error: {e}");
                return Ok(Exit::Usage);
            }
            Err(e) => return Err(e.into()),
        }
    }
    let Some(known) = known else {
        // Only writing: the run reports as a plain scan does.
        let out = if args.format == Format::Table {
            paint_blocks(&scan::table::render(
                result,
                args.all,
                usize::from(super::stdout_width()),
            ))
        } else {
            let r = scan::to_report(result, checkout_of(args), args.all);
            report::render(&r, args.format, &RenderOptions::default())
        };
        print(&out)?;
        return Ok(if result.has_drift() {
            Exit::Drift
        } else {
            Exit::Ok
        });
    };
    let today = chrono::Utc::now().date_naive();
    let cmp = baseline::compare(&known, &entries, &drift, today);
    let failing: std::collections::HashSet<usize> = cmp
        .findings
        .iter()
        .filter(|f| matches!(f.1, baseline::State::New | baseline::State::Updated))
        .map(|f| f.0)
        .collect();
    let mut summary = format!(
        "baseline {}: {} new, {} updated, {} known, {} absent (fixed or no longer found)\n",
        args.baseline
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_default(),
        cmp.count(baseline::State::New),
        cmp.count(baseline::State::Updated),
        cmp.count(baseline::State::Unchanged),
        cmp.absent.len()
    );
    for (i, state, reason, note) in &cmp.findings {
        if *state == baseline::State::New && note.is_none() {
            continue;
        }
        summary.push_str(&format!(
            "  {:<9} {}{}{}\n",
            state.as_str(),
            rep.findings[*i].id,
            reason
                .as_ref()
                .map(|r| format!(" (reason: {r})"))
                .unwrap_or_default(),
            note.as_ref().map(|n| format!(" [{n}]")).unwrap_or_default()
        ));
    }
    for e in &cmp.absent {
        summary.push_str(&format!("  absent    {}\n", e.id));
    }
    let out = match args.format {
        Format::Sarif => {
            let mut results: Vec<serde_json::Value> = cmp
                .findings
                .iter()
                .map(|(i, state, _, _)| {
                    let f = &rep.findings[*i];
                    let l = history::Listed {
                        id: f.id.clone(),
                        class: f.id.split('/').next().unwrap_or("").to_string(),
                        message: f.message.clone(),
                        docs: f.docs.iter().map(|d| d.url.clone()).collect(),
                        code: f
                            .code
                            .iter()
                            .map(|c| format!("{}:{}", c.file, c.line))
                            .collect(),
                        known: None,
                    };
                    render::listed_result(&l, state.as_str())
                })
                .collect();
            results.extend(cmp.absent.iter().map(|e| {
                let l = history::Listed {
                    id: e.id.clone(),
                    class: e.id.split('/').next().unwrap_or("").to_string(),
                    message: e.message.clone(),
                    docs: e.docs.clone(),
                    code: Vec::new(),
                    known: None,
                };
                render::listed_result(&l, "absent")
            }));
            render::sarif_doc(results)
        }
        Format::Json => {
            let mut r = rep.clone();
            r.findings = r
                .findings
                .into_iter()
                .enumerate()
                .filter(|(i, _)| failing.contains(i))
                .map(|(_, f)| f)
                .collect();
            let text = report::render(&r, Format::Json, &RenderOptions::default());
            let mut v: serde_json::Value = serde_json::from_str(&text)?;
            v["baseline"] = serde_json::json!({
                "file": args.baseline.as_ref().map(|p| p.display().to_string()),
                "findings": cmp.findings.iter().map(|(i, s, reason, note)| serde_json::json!({
                    "id": rep.findings[*i].id, "state": s, "reason": reason, "note": note,
                })).collect::<Vec<_>>(),
                "absent": cmp.absent,
            });
            serde_json::to_string_pretty(&v)? + "\n"
        }
        _ => {
            let mut kept = result.clone();
            kept.findings = kept
                .findings
                .into_iter()
                .enumerate()
                .filter(|(i, _)| failing.contains(i))
                .map(|(_, f)| f)
                .collect();
            let body = if args.format == Format::Table {
                paint_blocks(&scan::table::render(
                    &kept,
                    args.all,
                    usize::from(super::stdout_width()),
                ))
            } else {
                let r = scan::to_report(&kept, checkout_of(args), args.all);
                report::render(&r, args.format, &RenderOptions::default())
            };
            if matches!(args.format, Format::Table | Format::Markdown) {
                format!("{summary}\n{body}")
            } else {
                eprint!("{summary}");
                body
            }
        }
    };
    print(&out)?;
    Ok(if cmp.fails() { Exit::Drift } else { Exit::Ok })
}

/// `check --baseline` / `--write-baseline`: known disagreements leave the report (listed on
/// stderr); the exit code then follows what is left. `Ok(None)` keeps the run's own exit
/// code (only writing); `Err` is a usage error already printed.
pub fn check_baseline(
    read: Option<&std::path::Path>,
    write: Option<&std::path::Path>,
    report: &mut docdrift_core::core::finding::Report,
) -> Result<Option<Exit>, Exit> {
    use docdrift_core::core::finding::Verdict;
    let same = |u: &str| u.to_string();
    let entries: Vec<baseline::Entry> = report
        .findings
        .iter()
        .map(|f| baseline::Entry::of(f, &same))
        .collect();
    let drift: Vec<bool> = report
        .findings
        .iter()
        .map(|f| f.verdict == Verdict::Disagree)
        .collect();
    let known = match read.map(|p| baseline::read(p, &same)).transpose() {
        Ok(k) => k,
        Err(e) => {
            eprintln!("docdrift: error: {e}");
            return Err(Exit::Usage);
        }
    };
    if let Some(path) = write {
        let previous = known.clone().or_else(|| baseline::read(path, &same).ok());
        let keep: Vec<baseline::Entry> = entries
            .iter()
            .zip(&drift)
            .filter(|(_, d)| **d)
            .map(|(e, _)| e.clone())
            .collect();
        match baseline::write(path, keep, previous.as_ref()) {
            Ok(n) => eprintln!(
                "docdrift: wrote {n} known disagreements to {}",
                path.display()
            ),
            Err(e) => {
                eprintln!("docdrift: error: {e}");
                return Err(Exit::Usage);
            }
        }
    }
    let Some(known) = known else {
        return Ok(None);
    };
    let cmp = baseline::compare(&known, &entries, &drift, chrono::Utc::now().date_naive());
    let mut hide = std::collections::HashSet::new();
    eprintln!(
        "docdrift: baseline {}: {} new, {} updated, {} known, {} absent",
        read.map(|p| p.display().to_string()).unwrap_or_default(),
        cmp.count(baseline::State::New),
        cmp.count(baseline::State::Updated),
        cmp.count(baseline::State::Unchanged),
        cmp.absent.len()
    );
    for (i, state, reason, note) in &cmp.findings {
        if *state == baseline::State::Unchanged {
            hide.insert(*i);
        }
        if *state != baseline::State::New || note.is_some() {
            eprintln!(
                "docdrift:   {:<9} {}{}{}",
                state.as_str(),
                report.findings[*i].id,
                reason
                    .as_ref()
                    .map(|r| format!(" (reason: {r})"))
                    .unwrap_or_default(),
                note.as_ref().map(|n| format!(" [{n}]")).unwrap_or_default()
            );
        }
    }
    for e in &cmp.absent {
        eprintln!("docdrift:   absent    {}", e.id);
    }
    let findings = std::mem::take(&mut report.findings);
    let kept: Vec<_> = findings
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !hide.contains(i))
        .map(|(_, f)| f)
        .collect();
    *report = docdrift_core::core::finding::Report::new(
        report.claims_files.clone(),
        report.checkout.clone(),
        kept,
    );
    let errors = report.findings.iter().any(|f| f.verdict == Verdict::Error);
    Ok(Some(if cmp.fails() {
        Exit::Drift
    } else if errors {
        Exit::Unavailable
    } else {
        Exit::Ok
    }))
}
