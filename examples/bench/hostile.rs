//! Rows 5 and 6 of the bench (issue 33's bounds): every hostile page shape of
//! `tests/hostile/shapes.rs` through `text`, `count`, `count --explain`, `check` (a claim
//! reading the page) and `scan` (the page in a docs directory), and every hostile source shape
//! of `tests/hostile/source_shapes.rs` through `extract` (the listing and one selector),
//! `strings`, `check` (a claim selecting from the file) and `scan` (the file in the checkout).
//! Each at 1 MB and 10 MB; each cell is one run of the release binary under
//! `/usr/bin/time -v`; the ratio 10 MB / 1 MB is ~10 for a linear command (≤ 12 is the bound
//! issue 33 sets; a quadratic one gives ~100). The bound on the 10 MB input: ≤ 5 s on 2 cores
//! and peak RSS ≤ 20× the input.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::Result;

#[path = "../../tests/hostile/shapes.rs"]
mod shapes;

#[path = "../../tests/hostile/source_shapes.rs"]
mod source_shapes;

use super::{measure_ok, Report};

const MB: usize = 1 << 20;

/// Writes `claims.toml` in `root`: a value claim on `MAX_RETRIES` (the docs say 3, the code
/// `code` selector reads it) and a phrase claim on the page (as `tests/hostile.rs`).
fn write_claims(root: &Path, page: &Path, select: &str) -> Result<()> {
    std::fs::write(
        root.join("claims.toml"),
        format!(
            "version = 1\n[target]\ncheckout = \"code\"\ndocs_dir = \"docs\"\n\n\
             [[claim]]\nid = \"retries\"\nsays = \"x\"\n\
             docs = {{ page = \"{p}\", regex = 'MAX_RETRIES is (?P<value>\\d+)' }}\n\
             code = {{ select = \"{select}\" }}\n\n\
             [[claim]]\nid = \"hello\"\nsays = \"y\"\n\
             docs = {{ page = \"{p}\", phrase = \"{phrase}\", text = 1 }}\n",
            p = page.display(),
            phrase = shapes::PHRASE
        ),
    )?;
    Ok(())
}

/// A project directory: `page` under `docs/`, `code/NAME` holding `code`, and the claims file.
fn project(page: &str, name: &str, code: &str) -> Result<tempfile::TempDir> {
    let dir = tempfile::tempdir()?;
    let root = dir.path();
    std::fs::create_dir_all(root.join("docs"))?;
    std::fs::create_dir_all(root.join("code"))?;
    std::fs::write(root.join("docs/page.html"), page)?;
    std::fs::write(root.join("code").join(name), code)?;
    write_claims(
        root,
        &root.join("docs/page.html"),
        &format!("{name}::MAX_RETRIES"),
    )?;
    Ok(dir)
}

/// The shape of `all` named `name`, or an error listing the names.
fn pick<'a, T>(all: &'a [T], name: &str, name_of: impl Fn(&T) -> &'static str) -> Result<&'a T> {
    all.iter().find(|s| name_of(s) == name).ok_or_else(|| {
        let names: Vec<_> = all.iter().map(&name_of).collect();
        anyhow::anyhow!("no shape {name:?}; the shapes: {}", names.join(", "))
    })
}

/// The hidden child mode `__hostile-page SHAPE SIZE FILE`: one page, to reproduce a cell.
pub fn write_page(name: &str, size: usize, file: &Path) -> Result<()> {
    let page = pick(&shapes::all(), name, |s| s.name)?.page(size);
    Ok(std::fs::write(file, page)?)
}

/// The hidden child mode `__hostile-source SHAPE SIZE FILE`: one source file.
pub fn write_source(name: &str, size: usize, file: &Path) -> Result<()> {
    let text = pick(&source_shapes::all(), name, |s| s.name)?.text(size);
    Ok(std::fs::write(file, text)?)
}

/// One row of a matrix: a shape's name, its project at a size (with the measured input's
/// length), and per command its arguments (`None`: the command does not apply).
struct Subject {
    name: &'static str,
    project: Box<dyn Fn(usize) -> Result<(tempfile::TempDir, usize)>>,
    args: Vec<Option<Vec<String>>>,
}

fn strs(a: &[&str]) -> Vec<String> {
    a.iter().map(|s| s.to_string()).collect()
}

/// Row 5: the page shapes.
pub fn row_hostile(docdrift: &str, report: &mut Report) -> Result<()> {
    let labels = ["text", "count", "count --explain", "check", "scan"];
    let args = vec![
        Some(strs(&["text", "docs/page.html"])),
        Some(strs(&["count", "docs/page.html", "-p", shapes::PHRASE])),
        Some(strs(&[
            "count",
            "docs/page.html",
            "-p",
            shapes::PHRASE,
            "--explain",
        ])),
        Some(strs(&["check", "--claims", "claims.toml"])),
        Some(strs(&["scan", "--docs", "docs", "--checkout", "code"])),
    ];
    let subjects = shapes::all()
        .into_iter()
        .map(|shape| Subject {
            name: shape.name,
            args: args.clone(),
            project: Box::new(move |size| {
                let page = shape.page(size);
                Ok((
                    project(&page, "config.py", "MAX_RETRIES = 5\n")?,
                    page.len(),
                ))
            }),
        })
        .collect();
    matrix(
        docdrift,
        report,
        "### Hostile page shapes (issue 33)\n\n\
         One page per shape (`tests/hostile/shapes.rs`), one run per cell of the release \
         binary, wall seconds at 1 MB and 10 MB, their ratio (≈ 10 when linear), and peak RSS \
         at 10 MB as a multiple of the page. Bound: ≤ 5 s and ≤ 20× at 10 MB.\n",
        &labels,
        subjects,
    )
}

/// Row 6: the source shapes.
pub fn row_hostile_source(docdrift: &str, report: &mut Report) -> Result<()> {
    let labels = [
        "extract (list)",
        "extract ::MAX_RETRIES",
        "strings",
        "check",
        "scan",
    ];
    let page = format!("{}</body></html>\n", shapes::PREFIX);
    let subjects = source_shapes::all()
        .into_iter()
        .map(|shape| {
            let file = format!("code/{}", shape.file);
            let args = vec![
                Some(strs(&["extract", "--format", "json", &file])),
                Some(strs(&[
                    "extract",
                    "--format",
                    "json",
                    &format!("{file}::MAX_RETRIES"),
                ])),
                shape.has_strings().then(|| {
                    strs(&[
                        "strings",
                        "--format",
                        "json",
                        "--contains",
                        source_shapes::PHRASE,
                        &file,
                    ])
                }),
                Some(strs(&["check", "--claims", "claims.toml"])),
                Some(strs(&["scan", "--docs", "docs", "--checkout", "code"])),
            ];
            let page = page.clone();
            Subject {
                name: shape.name,
                args,
                project: Box::new(move |size| {
                    let code = shape.text(size);
                    Ok((project(&page, shape.file, &code)?, code.len()))
                }),
            }
        })
        .collect();
    matrix(
        docdrift,
        report,
        "### Hostile source shapes (issue 33)\n\n\
         One source file per shape (`tests/hostile/source_shapes.rs`), one run per cell of \
         the release binary, wall seconds at 1 MB and 10 MB, their ratio (≈ 10 when linear), \
         and peak RSS at 10 MB as a multiple of the file. Bound: ≤ 5 s and ≤ 20× at 10 MB. \
         `strings` reads Python and Rust only (–).\n",
        &labels,
        subjects,
    )
}

/// Runs every subject's commands at 1 MB and 10 MB and adds the table to the report's notes.
fn matrix(
    docdrift: &str,
    report: &mut Report,
    heading: &str,
    labels: &[&str],
    subjects: Vec<Subject>,
) -> Result<()> {
    let mut md = String::new();
    writeln!(md, "{heading}")?;
    write!(md, "| shape |")?;
    for label in labels {
        write!(md, " {label} 1 MB → 10 MB (×, RSS×) |")?;
    }
    writeln!(md)?;
    writeln!(md, "|---|{}", "---|".repeat(labels.len()))?;
    let mut worst = (0.0f64, String::new());
    // Cells over the time bound, and (multiple, cell) over the memory bound.
    let mut slow = Vec::new();
    let mut big: Vec<(f64, String)> = Vec::new();
    let mut cells_at_10 = 0;
    for subject in subjects {
        // Per size, per command: (seconds, RSS as a multiple of the input).
        let mut at: Vec<Vec<Option<(f64, f64)>>> = Vec::new();
        for size in [MB, 10 * MB] {
            let (dir, len) = (subject.project)(size)?;
            let mut row = Vec::new();
            for (label, args) in labels.iter().zip(&subject.args) {
                let Some(args) = args else {
                    row.push(None);
                    continue;
                };
                // check and scan exit 1 (the planted drift), 3 where a file is refused.
                let run = measure_ok(docdrift, args, Some(dir.path()), &[0, 1, 3])?;
                eprintln!(
                    "hostile {} {} MB {label}: {:.2} s, {} MB RSS",
                    subject.name,
                    size / MB,
                    run.secs,
                    run.rss_kb / 1024
                );
                let rss_x = (run.rss_kb * 1024) as f64 / len as f64;
                if size == 10 * MB {
                    cells_at_10 += 1;
                    let cell = format!("{} / {label}", subject.name);
                    if run.secs > worst.0 {
                        worst = (run.secs, cell.clone());
                    }
                    if run.secs > 5.0 {
                        slow.push(format!("{cell} ({:.2} s)", run.secs));
                    }
                    if rss_x > 20.0 {
                        big.push((rss_x, cell));
                    }
                }
                row.push(Some((run.secs, rss_x)));
            }
            at.push(row);
        }
        let cells: Vec<String> = at[0]
            .iter()
            .zip(&at[1])
            .map(|(small, big)| match (small, big) {
                (Some(small), Some(big)) => {
                    // Under 50 ms the ratio is start-up noise.
                    let ratio = if small.0 >= 0.05 {
                        format!("{:.1}", big.0 / small.0)
                    } else {
                        "–".into()
                    };
                    format!("{:.2} → {:.2} ({ratio}, {:.1})", small.0, big.0, big.1)
                }
                _ => "–".into(),
            })
            .collect();
        writeln!(md, "| `{}` | {} |", subject.name, cells.join(" | "))?;
    }
    big.sort_by(|a, b| b.0.total_cmp(&a.0));
    let top: Vec<String> = big
        .iter()
        .take(5)
        .map(|(x, cell)| format!("{cell} {x:.0}×"))
        .collect();
    writeln!(
        md,
        "\nSlowest at 10 MB: {:.2} s ({}). Over 5 s: {}. Over 20× the input in memory: {} of \
         {cells_at_10} cells{}.",
        worst.0,
        worst.1,
        if slow.is_empty() {
            "none".to_string()
        } else {
            slow.join(", ")
        },
        big.len(),
        if top.is_empty() {
            String::new()
        } else {
            format!(" (largest: {})", top.join(", "))
        }
    )?;
    report.notes.push(md);
    Ok(())
}
