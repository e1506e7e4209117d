//! Bounded work on hostile source files (issue 33), through the commands a user types: every
//! shape of `tests/hostile/source_shapes.rs` at ~1 MB through `extract` (the listing and one
//! selector), `strings` (Python and Rust), `check` (a claim selecting from the file) and `scan`
//! (the file in the checkout). Each command must finish within the common generous timeout —
//! it only catches a quadratic regression; speed itself is measured by `examples/bench.rs`,
//! row 6 — and must still give the right answer: `MAX_RETRIES` is 5 (the docs say 3), or the
//! file is refused with an error that says why.

#[path = "hostile/source_shapes.rs"]
mod shapes;

use crate::util::{json, stdout};
use shapes::SourceShape;
use std::path::Path;
use std::process::Output;

const SIZE: usize = 1 << 20;

/// Per command. The slowest shape's command takes ~4 s in a debug build at 1 MB; the
/// quadratic walks this suite was written against took minutes (a one-line Rust file's
/// column lookups, 17 s in a release build; a JSON file nested 100 deep, out of memory).
const LIMIT: std::time::Duration = std::time::Duration::from_secs(120);

fn run(dir: &Path, args: &[&str]) -> Output {
    crate::util::output_within(crate::util::bin().current_dir(dir).args(args), LIMIT)
}

/// A project: `code/FILE` holding the shape, the hostile pages' visible paragraph (the default
/// `MAX_RETRIES` is 3) as the page, and the claims file of `tests/hostile.rs` whose first
/// claim selects `FILE::MAX_RETRIES`.
fn project(shape: &SourceShape, text: &str) -> tempfile::TempDir {
    let page = format!("{}</body></html>\n", crate::hostile_shapes::PREFIX);
    crate::hostile::project_with_code(&page, shape.file, text)
}

fn run_shape(shape: &SourceShape) {
    let name = shape.name;
    let text = shape.text(SIZE);
    assert!(text.len() >= SIZE * 9 / 10, "{name}: {} bytes", text.len());
    let dir = project(shape, &text);
    drop(text);
    let root = dir.path();
    let file = format!("code/{}", shape.file);

    // The listing: MAX_RETRIES = 5 among everything, or the one error that refused the file.
    let out = run(root, &["extract", "--format", "json", &file]);
    assert!(out.status.success(), "{name}: extract lists: {out:?}");
    let v = json(&stdout(&out));
    match shape.refused {
        None => {
            let five =
                v["results"].as_array().unwrap().iter().any(|r| {
                    r["name"] == "MAX_RETRIES" && r["value"]["value"] == 5 && r["line"] == 1
                });
            assert!(five, "{name}: the listing has no MAX_RETRIES = 5 at line 1");
        }
        Some(words) => {
            let said = v["parse_errors"].to_string();
            assert!(said.contains(words), "{name}: {said:.600}");
        }
    }

    // One selector.
    let sel = format!("{file}::MAX_RETRIES");
    let out = run(root, &["extract", "--format", "json", &sel]);
    let v = json(&stdout(&out));
    match shape.refused {
        None => {
            assert!(out.status.success(), "{name}: extract {sel}: {v:.600}");
            assert_eq!(v["results"][0]["value"]["value"], 5, "{name}: {v:.600}");
        }
        Some(words) => {
            assert_eq!(out.status.code(), Some(3), "{name}: extract {sel}");
            assert!(v["errors"].to_string().contains(words), "{name}: {v:.600}");
        }
    }

    if shape.has_strings() {
        let out = run(
            root,
            &[
                "strings",
                "--format",
                "json",
                "--contains",
                shapes::PHRASE,
                &file,
            ],
        );
        // A file it cannot read is an error: exit 1.
        let code = if shape.refused.is_some() { 1 } else { 0 };
        assert_eq!(out.status.code(), Some(code), "{name}: strings: {out:?}");
        let v = json(&stdout(&out));
        let hits = v["hits"].as_array().unwrap();
        match shape.refused {
            None => {
                assert_eq!(hits.len(), 1, "{name}: strings: {v:.600}");
                assert_eq!(hits[0]["line"], 2, "{name}: strings: {v:.600}");
            }
            Some(words) => {
                assert!(v["errors"].to_string().contains(words), "{name}: {v:.600}")
            }
        }
    }

    let out = run(
        root,
        &["check", "--claims", "claims.toml", "--format", "json"],
    );
    let v = json(&stdout(&out));
    let retries = &v["findings"][0];
    match shape.refused {
        None => assert_eq!(retries["verdict"], "disagree", "{name}: check: {v:.800}"),
        Some(words) => {
            assert_eq!(retries["verdict"], "error", "{name}: check: {v:.800}");
            assert!(
                retries.to_string().contains(words),
                "{name}: {retries:.600}"
            );
        }
    }

    let out = run(root, crate::hostile::SCAN_PROJECT);
    let shown = stdout(&out);
    let said = crate::util::text(&out.stderr);
    let skipped = format!("{}: skipped, nests", shape.file);
    match shape.refused {
        _ if shape.scan_skips => assert!(
            said.contains(&skipped),
            "{name}: scan does not say it skipped the file: {said:.1000}"
        ),
        None => assert!(
            shown.contains("\"disagree/MAX_RETRIES/1\""),
            "{name}: scan does not report MAX_RETRIES: {shown:.2000} / {said:.1000}"
        ),
        Some(words) => assert!(
            said.contains(shape.file) && said.contains(words) || shown.contains(words),
            "{name}: scan does not say why the file was not read: {shown:.1000} / {said:.1000}"
        ),
    }
}

/// Every shape, on two threads (one file each: one core each).
#[test]
fn every_hostile_source_shape_through_every_command() {
    let all = shapes::all();
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(shape) = all.get(i) else { break };
                let t0 = std::time::Instant::now();
                run_shape(shape);
                eprintln!("{}: {:.1} s", shape.name, t0.elapsed().as_secs_f64());
            });
        }
    });
}
