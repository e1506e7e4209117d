//! Proof that `scan`'s quick route (skip the DOM on pages that cannot state
//! anything, `scan::mentions::quick`) gives what the DOM route gives: the same
//! mentions, kept words and warnings, page by page, on real pages (a
//! deterministic sample of the toolchain's `std/` docs, the real-page fixtures,
//! the scan fixtures) and on hand-written pages built to trip a byte-level check
//! (words split by tags, entities, NULs, comments, raw text, misnesting, depth).
//! `full_std_corpus_quick_equals_dom` repeats it on every `std/` page (ignored
//! by default: run it with `--release -- --ignored`).

use crate::util::rust_docs;
use docdrift_core::scan::mentions::{
    find_keeping, find_keeping_quick, DocPage, PageScan, QuickCheck,
};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The toolchain's std pages, or `None` with the reason printed.
fn std_docs() -> Option<PathBuf> {
    rust_docs().map(|html| html.join("std"))
}

fn html_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| e.into_path())
        .filter(|p| {
            p.extension()
                .is_some_and(|e| e == "html" || e == "htm" || e == "md")
        })
        .collect();
    out.sort();
    out
}

fn page_of(path: &Path) -> DocPage {
    let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
    if path.extension().is_some_and(|e| e == "md") {
        DocPage::from_markdown(path.display().to_string(), text)
    } else {
        DocPage::from_html(path.display().to_string(), text)
    }
}

/// Everything a page scan yields, in a comparable form.
fn shape(s: &PageScan) -> (String, Vec<String>, Vec<String>) {
    (
        serde_json::to_string(&s.mentions).unwrap(),
        s.words.iter().cloned().collect(),
        s.warnings.clone(),
    )
}

/// The config keys of a checkout, as `scan` keeps them (its words filter).
fn checkout_keep(dir: &Path) -> HashSet<String> {
    let index = docdrift_core::scan::names::collect(dir).unwrap();
    index
        .config_identities()
        .into_iter()
        .flat_map(|(id, defs)| {
            std::iter::once(id.to_string())
                .chain(defs.into_iter().map(|i| index.names[i].leaf().to_string()))
        })
        .collect()
}

fn keep_sets() -> Vec<HashSet<String>> {
    let set = |ws: &[&str]| ws.iter().map(|w| w.to_string()).collect::<HashSet<_>>();
    // The bench's checkout: hashbrown 0.17.2's config files (`path`, `repo`,
    // `image`, … are std words), written out so the test needs no registry.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("josh-sync.toml"),
        "org = \"rust-lang\"\nrepo = \"hashbrown\"\npath = \"library/hashbrown\"\nfilter-version = 2\npull-mode = \"Latest\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("Cross.toml"),
        "[target.loongarch64-unknown-linux-gnu]\nimage = \"ghcr.io/cross-rs/loongarch64-unknown-linux-gnu:edge\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join(".cargo_vcs_info.json"),
        "{\n  \"git\": {\n    \"sha1\": \"838464314d0fac9e797c9dc1da99e5a4c07c54ae\"\n  },\n  \"path_in_vcs\": \"\"\n}",
    )
    .unwrap();
    let hashbrown = checkout_keep(dir.path());
    assert!(hashbrown.contains("path"), "{hashbrown:?}");
    vec![
        hashbrown,
        // A Rust checkout with no config keys (the bench's hashbrown).
        HashSet::new(),
        // Words std pages use: the check must send those pages to the DOM.
        set(&[
            "capacity",
            "with_capacity",
            "shrink_to_fit",
            "HashMap",
            "len",
            "std.collections",
            "x",
        ]),
        // Config-like keys no std page holds.
        set(&["protect_last_n", "compression.threshold", "max-items"]),
        // A manifest stating the Rust and Python versions it requires: prose naming either
        // language takes the DOM.
        set(&["requires:rust", "requires:python"]),
    ]
}

/// Compares both routes on every page for every keep set; returns how many
/// (page, keep set) pairs skipped the DOM.
fn compare(pages: &[DocPage]) -> usize {
    let mut skipped = 0;
    for keep in keep_sets() {
        let quick = QuickCheck::new(&keep).expect("the needles compile");
        let before = skipped;
        for p in pages {
            let dom = find_keeping(p, Some(&keep));
            if quick.says_nothing(&p.html) {
                skipped += 1;
            }
            let fast = find_keeping_quick(p, Some(&keep), Some(&quick));
            assert_eq!(
                shape(&fast),
                shape(&dom),
                "{}: the quick route differs from the DOM route (keep = {keep:?})",
                p.url
            );
        }
        eprintln!(
            "keep {keep:?}: {} of {} pages skip the DOM",
            skipped - before,
            pages.len()
        );
    }
    skipped
}

#[test]
fn quick_route_equals_dom_route_on_real_pages() {
    let Some(std) = std_docs() else { return };
    let std_files = html_files(&std);
    assert!(std_files.len() > 1000, "std has {} pages", std_files.len());
    let step = std_files.len() / 120;
    let mut pages: Vec<DocPage> = std_files.iter().step_by(step).map(|p| page_of(p)).collect();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    for dir in ["tests/fixtures/realpages", "tests/fixtures/scan/docs"] {
        pages.extend(html_files(&root.join(dir)).iter().map(|p| page_of(p)));
    }
    assert!(pages.len() > 150, "only {} pages", pages.len());
    let skipped = compare(&pages);
    // The check is exercised: many real pages skip the DOM (and equal it).
    assert!(
        skipped > pages.len() / 2,
        "only {skipped} of {} page scans skipped the DOM",
        pages.len() * keep_sets().len()
    );
}

#[test]
fn quick_route_equals_dom_route_on_hand_written_pages() {
    let cases: &[&str] = &[
        // Plain pages that state nothing: the quick route's own case.
        "<html><head><title>t</title></head><body><p>Nothing here.</p></body></html>",
        "<p>A <code>len</code> method, a capacity of 8.</p>",
        // "default" split by tags, skipped blocks, hidden elements, entities, NUL.
        "<p><code>x</code> de<b>fault</b> 20.</p>",
        "<li><code>x</code> de<div>y</div>faults to 20</li>",
        "<p><code>x</code> de<script>1</script>faults to 20.</p>",
        "<p><code>x</code> de<!-- c -->faults to 20.</p>",
        "<p><code>x</code> de\u{0}faults to 20.</p>",
        "<p><code>x</code> &#100;efaults to 20.</p>",
        "<p><code>x</code> &#x64;efaults to 20.</p>",
        "<p><code>x</code> d&#101faults to 20.</p>",
        "<p><code>x</code> defaults&nbsp;to 20.</p>",
        "<p><code>x</code> DEFAULTS TO 20.</p>",
        "<p><code>x</code> (&lowbar;default: 20)</p>",
        "<p><code>a&lowbar;b</code> is 20 by default.</p>",
        "<p><code>x</code> &fjlig;defaults to 20.</p>",
        "<p>&notdefault <code>x</code> defaults to 3</p>",
        "<p><code>x</code> de&amp;faults to 20.</p>",
        "<p>The value 31 can be changed using the <code>global_queue_interval</code> setting.</p>",
        "<p>The value 31 can be <em>set</em> via the <code>interval</code> setting.</p>",
        // Text in raw-text and RCDATA elements, comments and attributes.
        "<p title=\"default\">x</p><script>var d = 'default';</script>",
        "<style>/* default */</style><p>x</p>",
        "<textarea>&#100;efault</textarea><p><code>x</code> is 3 by default.</p>",
        "<!-- <p><code>x</code> defaults to 3</p> --><p>y</p>",
        "<p>a < b > c</p><p>x <y</p>",
        "<p>a</p><",
        "<p>a</p></",
        "<p>a</p><!",
        // Code blocks: rustdoc's and every other kind.
        "<pre class=\"rust\"><code>let x = 1;</code></pre>",
        "<pre class=\"rust\"><code><span class=\"kw\">const </span>MAX: usize = 8;</code></pre>",
        "<pre class=\"rust\"><code>pub static\nLIMIT: u32 = 3;</code></pre>",
        "<pre class=\"rust\"><code>con<span>st</span> MAX: usize = 8;</code></pre>",
        "<pre class=\"rust\"><code>const&#32;MAX: usize = 8;</code></pre>",
        "<pre><code>compression:\n  protect_last_n: 20\n</code></pre>",
        "<pre class=\"language-yaml\">a: 1</pre>",
        "<pre class=\"&#114;ust\">a: 1</pre>",
        "<pre class=rust\rclass=x>a: 1</pre>",
        "<pre\rclass=\"yaml\">a: 1</pre>",
        "<pre class=\"Rust\">a: 1</pre>",
        "<pre class='rust other'>a: 1</pre>",
        "<pre data-x=\"a>b\" class=\"rust\">const A: u8 = 1;</pre>",
        "<div class=\"rust\"><pre>a: 1</pre></div>",
        "<PRE CLASS=\"rust\">const A: u8 = 1;</PRE>",
        "<xmp><pre>a: 1</pre></xmp>",
        // Tables and the elements the check does not model.
        "<table><tr><th>Key</th><th>Default</th></tr><tr><td><code>x</code></td><td>20</td></tr></table>",
        "<TABLE><tr><th>Key</th><th>Default</th></tr><tr><td><code>x</code></td><td>20</td></tr></TABLE>",
        "<svg><p><code>x</code> defaults to 3</p></svg>",
        "<select><option>default</option></select>",
        "<template><p><code>x</code> defaults to 3</p></template>",
        "<plaintext><p><code>x</code> defaults to 3</p>",
        // Misnesting and implied ends.
        "<p><b>a</p>c</b>",
        "<ul><li>a<li>b</ul>",
        "<p>a<div>b</div>c</p>",
        "<b><p>x</b>y</p>",
        "<a href=x><div>a</a>b</div>c",
        "<p>x</p></br><p>y</p>",
        "<p>x</p></>",
        "<p>x</p></ p>",
        "<div/><p>x</p></div>",
        "<p>x</p><img src=a><br/><hr><wbr>",
        // Sphinx signatures stating a value with no word for it: a Python parameter, an
        // attribute's value, a `std`-domain object `name=default(TYPE)`.
        "<dl class=\"py function\"><dt class=\"sig sig-object py\" id=\"m.f\"><em class=\"sig-param\"><span class=\"n\">x</span><span class=\"o\">=</span><span class=\"default_value\">3</span></em></dt><dd><p>y</p></dd></dl>",
        "<dl class=\"py attribute\"><dt class=\"sig sig-object py\" id=\"m.Response.x\"><span class=\"sig-name descname\">x</span><span class=\"property\"> = 4093</span></dt><dd><p>y</p></dd></dl>",
        "<dl class=\"std conf\"><dt class=\"sig sig-object std\" id=\"conf-x\"><strong>x</strong><code>=false</code>(true|false)</dt><dd><p>y</p></dd></dl>",
        // Rustdoc's associated constant header shows the value with no word for it.
        "<h3 class=\"code-header\">impl Filter</h3><section id=\"associatedconstant.X\" class=\"associatedconstant\"><h4 class=\"code-header\">pub const X: u32 = 3</h4></section>",
        // Hidden subtrees the tree builder ends early.
        "<p><button>a<button>b</button><code>x</code> defaults to 3</button></p>",
        "<head><p><code>x</code> defaults to 3</p>",
        "<nav><p>x</p></nav><p><code>y</code> defaults to 3</p>",
    ];
    let mut pages: Vec<DocPage> = cases
        .iter()
        .enumerate()
        .map(|(i, c)| DocPage::from_html(format!("case{i}.html"), c.to_string()))
        .collect();
    // Deep nesting: the walk warns at 256 levels.
    for depth in [60, 70, 300] {
        let html = format!(
            "{}<p>x</p>{}",
            "<div>".repeat(depth),
            "</div>".repeat(depth)
        );
        pages.push(DocPage::from_html(format!("deep{depth}.html"), html));
    }
    let keep: HashSet<String> = ["x", "interval", "MAX", "a_b"]
        .iter()
        .map(|w| w.to_string())
        .collect();
    let mut with_keep = 0;
    for keep in [HashSet::new(), keep] {
        let quick = QuickCheck::new(&keep).unwrap();
        for p in &pages {
            let dom = find_keeping(p, Some(&keep));
            let fast = find_keeping_quick(p, Some(&keep), Some(&quick));
            assert_eq!(
                shape(&fast),
                shape(&dom),
                "{}: {:?}: the quick route differs (keep = {keep:?})",
                p.url,
                p.html
            );
            // Wherever the DOM finds something, the check must not have skipped it.
            let dom_empty =
                dom.mentions.is_empty() && dom.words.is_empty() && dom.warnings.is_empty();
            if !dom_empty {
                assert!(
                    !quick.says_nothing(&p.html),
                    "{}: skipped a page with output",
                    p.url
                );
                with_keep += 1;
            }
        }
    }
    assert!(with_keep > 20, "only {with_keep} cases had output");
    // The plain page does skip the DOM.
    let quick = QuickCheck::new(&HashSet::new()).unwrap();
    assert!(quick.says_nothing(cases[0]));
    assert!(quick.says_nothing(cases[1]));
    assert!(!quick.says_nothing(cases[2]));
}

/// Kept words past the pattern budget turn the check off (every page takes the DOM) instead
/// of building an automaton that grows faster than its patterns (issue 33: a 1 MB YAML file
/// of 50,000 keys made `scan` take 11 s); a few thousand words still compile.
#[test]
fn too_many_kept_words_turn_the_check_off() {
    let words = |n: usize| -> HashSet<String> { (0..n).map(|i| format!("key_{i}")).collect() };
    assert!(QuickCheck::new(&words(1_000)).is_some());
    assert!(QuickCheck::new(&words(50_000)).is_none());
}

#[test]
#[ignore = "every std page: run with --release -- --ignored"]
fn full_std_corpus_quick_equals_dom() {
    let dir = std::env::var_os("DOCDRIFT_QUICK_DIR")
        .map(PathBuf::from)
        .or_else(std_docs)
        .expect("DOCDRIFT_QUICK_DIR or the toolchain's docs");
    let files = html_files(&dir);
    let pages: Vec<DocPage> = files.iter().map(|p| page_of(p)).collect();
    let mut why: std::collections::BTreeMap<&str, usize> = Default::default();
    let quick = QuickCheck::new(&HashSet::new()).unwrap();
    for p in &pages {
        *why.entry(quick.why_not(&p.html).unwrap_or("says nothing"))
            .or_default() += 1;
    }
    eprintln!("with no kept words: {why:#?}");
    let skipped = compare(&pages);
    eprintln!(
        "{} pages x {} keep sets: {skipped} skipped the DOM, all equal",
        pages.len(),
        keep_sets().len()
    );
}
