//! Bounded work on hostile pages (issue 33), through the commands a user types: every shape
//! of `tests/hostile/shapes.rs` at ~1 MB through `text`, `count`, `count --explain`, `check`
//! (a claim reading the page) and `scan` (the page in a docs directory). Each command must
//! finish within a generous timeout — it only catches a quadratic regression (at 1 MB a
//! quadratic walk takes minutes, a linear one well under a second); speed itself is measured
//! by `examples/bench.rs` — and must still give the right answer for the visible paragraph
//! every shape starts with.

use crate::hostile_shapes as shapes;

use crate::util::run;
use std::process::Output;

const SIZE: usize = 1 << 20;

fn json(out: &Output, what: &str) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{what}: not JSON ({e}); stderr: {}",
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// A project: the page under `docs/`, a Python module defining `MAX_RETRIES = 5`, and a
/// claims file with a value claim and a phrase claim reading the page.
fn project(page: &str) -> tempfile::TempDir {
    project_with_code(page, "config.py", "MAX_RETRIES = 5\n")
}

/// [`project`] with `code` as `code/FILE`, which the value claim selects `MAX_RETRIES` from
/// (`tests/hostile_source.rs` puts its shapes there).
pub(crate) fn project_with_code(page: &str, file: &str, code: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("docs")).unwrap();
    std::fs::create_dir_all(root.join("code")).unwrap();
    std::fs::write(root.join("docs/page.html"), page).unwrap();
    std::fs::write(root.join("code").join(file), code).unwrap();
    // A local HTML page is named by its absolute path (relative ones join `target.docs`).
    let page_path = root.join("docs/page.html");
    let claims = format!(
        r#"version = 1
[target]
checkout = "code"
docs_dir = "docs"

[[claim]]
id = "retries"
says = "the default MAX_RETRIES is 3"
docs = {{ page = "{page}", regex = 'MAX_RETRIES is (?P<value>\d+)' }}
code = {{ select = "{file}::MAX_RETRIES" }}

[[claim]]
id = "hello"
says = "the page says hello world once"
docs = {{ page = "{page}", phrase = "said hello world", text = 1 }}
"#,
        page = page_path.display()
    );
    std::fs::write(root.join("claims.toml"), claims).unwrap();
    dir
}

fn run_shape(shape: &shapes::Shape) {
    let page = shape.page(SIZE);
    let name = shape.name;
    let dir = project(&page);
    let root = dir.path();

    let out = run(root, &["text", "docs/page.html"]);
    assert!(out.status.success(), "{name}: text: {out:?}");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        shown.starts_with("The default MAX_RETRIES is 3, said hello world."),
        "{name}: text starts {:?}",
        &shown[..shown.len().min(200)]
    );

    for explain in [false, true] {
        let mut args = vec!["count", "docs/page.html", "-p", shapes::PHRASE];
        args.extend(["--format", "json"]);
        if explain {
            args.push("--explain");
        }
        let out = run(root, &args);
        let v = json(&out, &format!("{name}: count (explain: {explain})"));
        let text = v["totals"][0]["text"].as_u64();
        assert_eq!(text, Some(1), "{name}: count (explain: {explain}): {v}");
    }

    let out = run(
        root,
        &["check", "--claims", "claims.toml", "--format", "json"],
    );
    let v = json(&out, &format!("{name}: check"));
    let verdicts: Vec<(String, String)> = v["findings"]
        .as_array()
        .unwrap_or_else(|| panic!("{name}: check: no claims in {v}"))
        .iter()
        .map(|c| {
            (
                c["id"].as_str().unwrap_or("").to_string(),
                c["verdict"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert!(
        verdicts.contains(&("retries".into(), "disagree".into()))
            && verdicts.contains(&("hello".into(), "agree".into())),
        "{name}: check: {verdicts:?}"
    );

    scan_reports_max_retries(root, name);
}

/// `scan` of a hostile project's docs against its code, as JSON (here and in
/// `tests/hostile_source.rs`).
pub(crate) const SCAN_PROJECT: &[&str] = &[
    "scan",
    "--docs",
    "docs",
    "--checkout",
    "code",
    "--format",
    "json",
];

/// `scan` of the project's docs against its code reports the planted MAX_RETRIES drift.
fn scan_reports_max_retries(root: &std::path::Path, name: &str) {
    let out = run(root, SCAN_PROJECT);
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        shown.contains("\"disagree/MAX_RETRIES/1\""),
        "{name}: scan does not report MAX_RETRIES: {} / {}",
        &shown[..shown.len().min(2000)],
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Every shape, on two threads (the commands are single pages: one core each).
#[test]
fn every_hostile_shape_through_every_command() {
    let all = shapes::all();
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(shape) = all.get(i) else { break };
                run_shape(shape);
            });
        }
    });
}

/// A page that opens more elements than the DOM path builds (`text::MAX_ELEMENTS`): every
/// command reads the first elements' structure and later tags as text only, says so, and
/// `text`, `count` and `count --explain` agree (the fast path leaves the page to the DOM).
#[test]
fn more_elements_than_the_cap_through_every_command() {
    let over = docdrift_core::pages::text::MAX_ELEMENTS + 1_000;
    let page = format!(
        "{}<ul>{}</ul><p>MAX_RETRIES is 4 at the end</p></body></html>",
        shapes::PREFIX,
        "<li>a".repeat(over)
    );
    let w = docdrift_core::pages::text::cap_warning(&page).expect("a page over the cap is warned");
    assert!(
        w.contains(&format!("the page opens {} elements", over + 8)),
        "{w}"
    );
    let dir = project(&page);
    let root = dir.path();

    let out = run(root, &["text", "docs/page.html"]);
    assert!(out.status.success(), "text: {out:?}");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(shown.starts_with("The default MAX_RETRIES is 3, said hello world."));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains(&w), "text says the page was cut: {said}");
    // Past the cap the `<li>` tags are gone and their text runs on (no line break per item)
    // up to `</ul>`, which closes the list opened before the cap.
    assert!(
        shown
            .trim_end()
            .ends_with("aaaa\nMAX_RETRIES is 4 at the end"),
        "{}",
        &shown[shown.len().saturating_sub(80)..]
    );
    let dom = docdrift_core::pages::text::visible_text(&page);
    assert_eq!(shown.trim_end(), dom.trim_end(), "text is the capped DOM's");

    let mut totals = Vec::new();
    // `--explain` builds the page's DOM: the capped one.
    for explain in [false, true] {
        let mut args = vec!["count", "docs/page.html", "-p", "is 4 at the end"];
        args.extend(["--format", "json"]);
        if explain {
            args.push("--explain");
        }
        let v = json(&run(root, &args), "count");
        totals.push(v["totals"][0].clone());
    }
    assert_eq!(totals[0], totals[1], "count and count --explain agree");
    assert_eq!(totals[0]["text"], 1, "{}", totals[0]);

    let v = json(
        &run(
            root,
            &["check", "--claims", "claims.toml", "--format", "json"],
        ),
        "check",
    );
    let hello = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == "hello")
        .unwrap()
        .clone();
    assert_eq!(hello["verdict"], "agree", "{hello}");
    assert!(
        hello["details"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d.as_str().unwrap().contains(&format!(
                "the DOM path keeps the first {}",
                docdrift_core::pages::text::MAX_ELEMENTS
            ))),
        "{hello}"
    );

    scan_reports_max_retries(root, "over the element cap");
}
