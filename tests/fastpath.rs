//! Proof that the streaming fast path equals the DOM path: byte-identical visible text
//! (`fastpath::visible_text` vs `text::visible_text`) and equal counts (`MultiCounter` vs
//! `count::count_page`) on a deterministic sample of the Rust docs corpus that ships with the
//! toolchain, on hand-written edge cases (`tests/fastpath_edge_cases.txt`, one page per line,
//! `\n` `\r` `\t` `\0` escaped), and on a tempdir corpus for `count_dir`. The benchmark repeats
//! the text comparison on every page of the corpus.

use std::path::PathBuf;
use std::process::Command;

use docdrift::count::{count_page, CountOptions, Pattern};
use docdrift::fastpath::{self, DirTotals, MultiCounter};
use docdrift::text;

const PHRASES: [&str; 10] = [
    "Vec",
    "Iterator",
    "unsafe",
    "Panics",
    "Option<T>",
    "&mut self",
    "O(1)",
    "1.0.0",
    "Stable since",
    "deprecated",
];

fn docs_corpus() -> PathBuf {
    let out = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .expect("rustc --print sysroot runs");
    let root = PathBuf::from(String::from_utf8(out.stdout).unwrap().trim());
    let docs = root.join("share/doc/rust/html");
    assert!(
        docs.is_dir(),
        "the Rust docs corpus is missing at {} (rustup component add rust-docs)",
        docs.display()
    );
    docs
}

/// 200 pages spread evenly over the sorted corpus, so the sample is the same on every run.
fn sample(n: usize) -> Vec<PathBuf> {
    let files = fastpath::html_files(&docs_corpus()).unwrap();
    assert!(
        files.len() > 10_000,
        "docs corpus has only {} pages",
        files.len()
    );
    let step = files.len() / n;
    files.into_iter().step_by(step).take(n).collect()
}

fn first_difference(a: &str, b: &str) -> String {
    let off = a
        .bytes()
        .zip(b.bytes())
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    let ctx = |t: &str| {
        let mut lo = off.saturating_sub(40);
        while !t.is_char_boundary(lo) {
            lo -= 1;
        }
        let mut hi = (off + 40).min(t.len());
        while !t.is_char_boundary(hi) {
            hi += 1;
        }
        format!("{:?}", &t[lo..hi])
    };
    format!(
        "first difference at byte {off}:\n  fast: {}\n  dom:  {}",
        ctx(a),
        ctx(b)
    )
}

#[test]
fn real_pages_have_identical_visible_text() {
    let pages = sample(200);
    assert_eq!(pages.len(), 200);
    let mut nonempty = 0;
    for path in &pages {
        let html = std::fs::read_to_string(path).unwrap();
        let fast = fastpath::visible_text(&html);
        let dom = text::visible_text(&html);
        assert!(
            fast == dom,
            "{}: {}",
            path.display(),
            first_difference(&fast, &dom)
        );
        nonempty += usize::from(!dom.is_empty());
    }
    // The sample must exercise real text, not 200 empty redirect stubs.
    assert!(
        nonempty > 150,
        "only {nonempty} of 200 sampled pages have visible text"
    );
}

#[test]
fn real_pages_have_equal_counts() {
    let counter = MultiCounter::new(&PHRASES).unwrap();
    let opts = CountOptions::default();
    let mut total_text_hits = 0;
    for path in sample(200).iter().take(60) {
        let html = std::fs::read_to_string(path).unwrap();
        let fast = counter.count(&html);
        for (i, phrase) in PHRASES.iter().enumerate() {
            let dom = count_page(&html, &Pattern::Literal(phrase.to_string()), &opts);
            assert_eq!(
                fast[i],
                (dom.html, dom.text),
                "{}: phrase {phrase:?} (html, text)",
                path.display()
            );
            total_text_hits += dom.text;
        }
    }
    assert!(total_text_hits > 0, "the sample never hits any phrase");
}

fn unescape(line: &str) -> String {
    line.replace("\\n", "\n")
        .replace("\\r", "\r")
        .replace("\\t", "\t")
        .replace("\\0", "\0")
}

#[test]
fn edge_cases_have_identical_visible_text() {
    let cases = include_str!("fastpath_edge_cases.txt");
    let mut failures = Vec::new();
    let mut n = 0;
    for line in cases.lines().filter(|l| !l.is_empty()) {
        n += 1;
        let html = unescape(line);
        let fast = fastpath::visible_text(&html);
        let dom = text::visible_text(&html);
        if fast != dom {
            failures.push(format!("{line}\n  fast: {fast:?}\n  dom:  {dom:?}"));
        }
    }
    assert_eq!(n, 136);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn edge_cases_exact_values() {
    // A few exact outputs, so both paths being wrong the same way is caught too.
    let cases = [
        (
            "<p>a &amp b &notit; c &#0; d &#150;</p>",
            "a & b ¬it; c \u{fffd} d \u{2013}",
        ),
        ("<table><tr><td><p>a</td><td>b</td></tr></table>", "a\n\tb"),
        ("<table><tr><td>a</td>x<td>b</td></tr></table>", "x\na\tb"),
        ("<div>a<span>b</div>c</span>d", "ab\ncd"),
        (
            "<object>no<p>x</p></object><template>t</template>yes",
            "yes",
        ),
        ("<svg><foreignObject><p>x</p></foreignObject></svg>y", "y"),
        ("<pre>\n\nx</pre>", "\nx"),
        ("x<br><br>y</br>z", "x\n\ny\nz"),
        ("<p>a\r\nb\rc\0d</p>", "a\nb\ncd"),
        ("<script><!-- <script>x</script> y </script>z", "z"),
        ("<html> <head> </head> <body> x </body> </html>", " \n x"),
    ];
    for (html, want) in cases {
        assert_eq!(text::visible_text(html), want, "dom path on {html:?}");
        assert_eq!(fastpath::visible_text(html), want, "fast path on {html:?}");
    }
}

#[test]
fn huge_and_unterminated_inputs() {
    // A page of 200,000 nested divs and a page that is one giant text run.
    let deep = "<div>".repeat(200_000) + "x" + &"</div>".repeat(200_000);
    assert_eq!(fastpath::visible_text(&deep), "x");
    let long = format!("<p>{}</p>", "8 rows ".repeat(100_000));
    let counter = MultiCounter::new(&["8 rows"]).unwrap();
    assert_eq!(counter.count(&long), vec![(100_000, 100_000)]);
    // Unterminated constructs end the page instead of panicking.
    for html in [
        "<p>a<!-- never closed",
        "<p>a<div class=\"x",
        "<script>x",
        "a<",
        "a</",
        "&#x",
    ] {
        assert_eq!(
            fastpath::visible_text(html),
            text::visible_text(html),
            "{html:?}"
        );
    }
}

#[test]
fn count_dir_totals_files_and_reports_unreadable_pages() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("a.html"),
        "<p>8 rows; 18 rows</p><!-- 8 rows -->",
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    std::fs::write(
        dir.path().join("sub/b.html"),
        b"<p>8 rows \xff</p>".as_slice(),
    )
    .unwrap();
    std::fs::write(dir.path().join("sub/c.txt"), "8 rows").unwrap();
    let counter = MultiCounter::new(&["8 rows", "rows"]).unwrap();
    let totals: DirTotals = fastpath::count_dir(dir.path(), &counter).unwrap();
    assert_eq!(totals.files, 2);
    assert_eq!(totals.non_utf8, 1);
    assert_eq!(
        totals.per_phrase,
        vec![("8 rows".to_string(), 3, 2), ("rows".to_string(), 4, 3)]
    );
    assert!(totals.errors.is_empty());

    // A path that vanished between listing and reading is an error entry, not a skip.
    let gone = dir.path().join("gone.html");
    let totals = fastpath::count_files(std::slice::from_ref(&gone), &counter);
    assert_eq!(totals.files, 0);
    assert_eq!(totals.errors.len(), 1);
    assert_eq!(totals.errors[0].0, gone);

    let missing = fastpath::count_dir(&dir.path().join("nope"), &counter);
    assert!(matches!(missing, Err(fastpath::FastpathError::Walk { .. })));
}
