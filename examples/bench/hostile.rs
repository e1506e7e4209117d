//! Row 5 of the bench: every hostile page shape of `tests/hostile/shapes.rs` (issue 33) at
//! 1 MB and 10 MB through the commands a user runs (`text`, `count`, `count --explain`,
//! `check` with a claim reading the page, `scan` with the page in a docs directory). Each cell
//! is one run of the release binary under `/usr/bin/time -v`; the ratio 10 MB / 1 MB is ~10
//! for a linear command (≤ 12 is the bound issue 33 sets; a quadratic one gives ~100). The
//! bound on the 10 MB page: ≤ 5 s on 2 cores and peak RSS ≤ 20× the page.

use std::fmt::Write as _;

use anyhow::Result;

#[path = "../../tests/hostile/shapes.rs"]
mod shapes;

use super::{measure_ok, Report};

/// The commands of the row: a label and the arguments (run in the project directory).
fn commands() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("text", vec!["text", "docs/page.html"]),
        (
            "count",
            vec!["count", "docs/page.html", "-p", shapes::PHRASE],
        ),
        (
            "count --explain",
            vec!["count", "docs/page.html", "-p", shapes::PHRASE, "--explain"],
        ),
        ("check", vec!["check", "--claims", "claims.toml"]),
        ("scan", vec!["scan", "--docs", "docs", "--checkout", "code"]),
    ]
}

/// A project directory for one page: the page, a module defining `MAX_RETRIES`, and a claims
/// file with a value claim and a phrase claim reading the page (as `tests/hostile.rs`).
fn project(page: &str) -> Result<tempfile::TempDir> {
    let dir = tempfile::tempdir()?;
    let root = dir.path();
    std::fs::create_dir_all(root.join("docs"))?;
    std::fs::create_dir_all(root.join("code"))?;
    std::fs::write(root.join("docs/page.html"), page)?;
    std::fs::write(root.join("code/config.py"), "MAX_RETRIES = 5\n")?;
    let page_path = root.join("docs/page.html");
    std::fs::write(
        root.join("claims.toml"),
        format!(
            "version = 1\n[target]\ncheckout = \"code\"\ndocs_dir = \"docs\"\n\n\
             [[claim]]\nid = \"retries\"\nsays = \"x\"\n\
             docs = {{ page = \"{p}\", regex = 'MAX_RETRIES is (?P<value>\\d+)' }}\n\
             code = {{ select = \"config.py::MAX_RETRIES\" }}\n\n\
             [[claim]]\nid = \"hello\"\nsays = \"y\"\n\
             docs = {{ page = \"{p}\", phrase = \"{phrase}\", text = 1 }}\n",
            p = page_path.display(),
            phrase = shapes::PHRASE
        ),
    )?;
    Ok(dir)
}

const MB: usize = 1 << 20;

/// The hidden child mode `__hostile-page SHAPE SIZE FILE`: one page, to reproduce a cell.
pub fn write_page(name: &str, size: usize, file: &std::path::Path) -> Result<()> {
    let all = shapes::all();
    let Some(shape) = all.iter().find(|s| s.name == name) else {
        let names: Vec<_> = all.iter().map(|s| s.name).collect();
        anyhow::bail!("no shape {name:?}; the shapes: {}", names.join(", "));
    };
    std::fs::write(file, shape.page(size))?;
    Ok(())
}

/// Runs the row and adds its table to the report's notes.
pub fn row_hostile(docdrift: &str, report: &mut Report) -> Result<()> {
    let cmds = commands();
    let mut md = String::new();
    writeln!(
        md,
        "### Hostile page shapes (issue 33)\n\n\
         One page per shape (`tests/hostile/shapes.rs`), one run per cell of the release \
         binary, wall seconds at 1 MB and 10 MB, their ratio (≈ 10 when linear), and peak RSS \
         at 10 MB as a multiple of the page. Bound: ≤ 5 s and ≤ 20× at 10 MB.\n"
    )?;
    write!(md, "| shape |")?;
    for (label, _) in &cmds {
        write!(md, " {label} 1 MB → 10 MB (×, RSS×) |")?;
    }
    writeln!(md)?;
    writeln!(md, "|---|{}", "---|".repeat(cmds.len()))?;
    let mut worst = (0.0f64, String::new());
    let mut over = Vec::new();
    for shape in shapes::all() {
        let mut cells = Vec::new();
        let mut secs_at = Vec::new();
        for size in [MB, 10 * MB] {
            let page = shape.page(size);
            let dir = project(&page)?;
            let mut row = Vec::new();
            for (label, args) in &cmds {
                let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
                // check exits 1 (the planted drift), scan 1 too.
                let run = measure_ok(docdrift, &args, Some(dir.path()), &[0, 1])?;
                eprintln!(
                    "hostile {} {} MB {label}: {:.2} s, {} MB RSS",
                    shape.name,
                    size / MB,
                    run.secs,
                    run.rss_kb / 1024
                );
                let rss_x = (run.rss_kb * 1024) as f64 / page.len() as f64;
                if size == 10 * MB {
                    if run.secs > worst.0 {
                        worst = (run.secs, format!("{} / {label}", shape.name));
                    }
                    if run.secs > 5.0 || rss_x > 20.0 {
                        over.push(format!(
                            "{} / {label}: {:.2} s, RSS {:.1}× the page",
                            shape.name, run.secs, rss_x
                        ));
                    }
                }
                row.push((run.secs, rss_x));
            }
            secs_at.push(row);
        }
        for (small, big) in secs_at[0].iter().zip(&secs_at[1]) {
            // Under 50 ms the ratio is start-up noise.
            let ratio = if small.0 >= 0.05 {
                format!("{:.1}", big.0 / small.0)
            } else {
                "–".into()
            };
            cells.push(format!(
                "{:.2} → {:.2} ({ratio}, {:.1})",
                small.0, big.0, big.1
            ));
        }
        writeln!(md, "| `{}` | {} |", shape.name, cells.join(" | "))?;
    }
    writeln!(
        md,
        "\nSlowest at 10 MB: {:.2} s ({}). Over the bound: {}.",
        worst.0,
        worst.1,
        if over.is_empty() {
            "none".to_string()
        } else {
            over.join("; ")
        }
    )?;
    report.notes.push(md);
    Ok(())
}
