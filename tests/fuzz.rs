//! Fuzzing in the test suite (the campaign runner is `examples/fuzz.rs`; targets, properties and
//! the mutator are `tests/fuzz/harness.rs`, included by both):
//!
//! - every input under `tests/fuzz/regressions/<target>/` (a crash, hang or failed property
//!   the campaign found, kept after the fix) still satisfies its target's properties;
//! - a short bounded run of every target: its seeds, then a fixed number of mutated inputs
//!   from a fixed seed (counted in iterations, not time; ~30 s for all targets in the debug
//!   build on the 2-core machine).

#[path = "fuzz/harness.rs"]
mod harness;

use harness::Target;

/// Runs on a thread with the stack of a program's main thread (8 MiB): test threads get 2 MiB,
/// and the product runs these functions on its main thread (or its own big-stack thread).
fn on_main_sized_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(f)
        .expect("spawn a test thread")
        .join()
        .unwrap_or_else(|p| std::panic::resume_unwind(p))
}

#[test]
fn regressions_still_hold() {
    let mut replayed = 0;
    for t in Target::ALL {
        let dir = t.regression_dir();
        let inputs =
            harness::load_dir(&dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()));
        for (name, data) in inputs {
            let res = on_main_sized_stack(move || t.run(&data));
            if let Err(e) = res {
                panic!("{}/{name}: {} property fails: {e}", dir.display(), t.name());
            }
            replayed += 1;
        }
    }
    // The directory is committed with the findings of the campaign; an empty replay would
    // mean the paths broke, not that all is well.
    assert!(
        replayed > 0,
        "no regression inputs found under tests/fuzz/regressions"
    );
}

/// Iterations of the short run per target, chosen by the cost of one input in the debug build.
fn short_run_iterations(t: Target) -> usize {
    match t {
        Target::Text => 100,
        Target::Count => 12,
        Target::Python | Target::Rust => 100,
        Target::Yaml | Target::Toml | Target::Json | Target::Claims => 300,
        Target::Value => 200,
        // Four DOM walks per input.
        Target::Scan => 12,
    }
}

fn short_run(t: Target) {
    let n = short_run_iterations(t);
    let res = on_main_sized_stack(move || harness::short_run(t, 0x5eed, n));
    match res {
        Ok(done) => assert_eq!(done, n),
        Err((input, e)) => {
            let shown = String::from_utf8_lossy(&input);
            let head: String = shown.chars().take(400).collect();
            panic!(
                "{} property fails on a {}-byte input: {e}\ninput starts: {head:?}",
                t.name(),
                input.len()
            );
        }
    }
}

#[test]
fn short_run_text() {
    short_run(Target::Text);
}

#[test]
fn short_run_count() {
    short_run(Target::Count);
}

#[test]
fn short_run_python() {
    short_run(Target::Python);
}

#[test]
fn short_run_rust() {
    short_run(Target::Rust);
}

#[test]
fn short_run_yaml() {
    short_run(Target::Yaml);
}

#[test]
fn short_run_toml() {
    short_run(Target::Toml);
}

#[test]
fn short_run_json() {
    short_run(Target::Json);
}

#[test]
fn short_run_value() {
    short_run(Target::Value);
}

#[test]
fn short_run_claims() {
    short_run(Target::Claims);
}

#[test]
fn mutator_is_deterministic_and_bounded() {
    let seeds = vec![b"<p>a</p>".to_vec(), b"<div>b".to_vec()];
    let m = harness::Mutator::new(Target::Text, seeds);
    let run = |seed| {
        let mut rng = harness::Rng::new(seed);
        (0..200).map(|_| m.next(&mut rng)).collect::<Vec<_>>()
    };
    let a = run(9);
    assert_eq!(a, run(9), "same seed, same inputs");
    assert_ne!(a, run(10), "another seed, other inputs");
    assert!(a.iter().all(|x| x.len() <= harness::MAX_LEN));
    // The mutations change the seeds: most inputs are not a seed verbatim.
    let verbatim = a
        .iter()
        .filter(|x| x.as_slice() == b"<p>a</p>" || x.as_slice() == b"<div>b")
        .count();
    assert!(
        verbatim < 20,
        "{verbatim} of 200 inputs were unmutated seeds"
    );
}

// Named tests of the fixes for what fuzzing found (the raw inputs are replayed above too).

#[test]
fn fast_path_findings_are_exact_or_flagged() {
    use docdrift::{pages::fastpath, pages::text};
    // (page, the DOM's visible text, whether the fast path now models the rule exactly)
    let cases = [
        ("><title>&o<b", ">&o<b", true),
        ("<textarea>&O<x", "&O<x", true),
        ("<form><option> </form><", " \n<", true),
        ("<svg></p><", "<", true),
        ("<math></br><", "\n<", true),
        // `foreignObject` is an integration point only in SVG: in MathML `<head>` leaves it.
        (";<math><foreignObject><head>ut s", ";ut s", true),
        (";<svg><foreignObject><head>ut s", ";", true),
        // Rules the fast path does not model: it must say so, so counting falls back.
        ("<form><div><s></div> </form>/", " /", false),
        ("<li>n<select></li>a", "na", false),
        ("<b><frameset>unsafe", "", false),
        ("<table><tr><e> to</><td>h", " to\nh", false),
        ("a<table><colgroup>x", "ax", false),
        ("a<table><colgroup><b>x</b>", "ax", false),
    ];
    for (html, want, exact) in cases {
        assert_eq!(text::visible_text(html), want, "DOM path on {html:?}");
        let mut fast = String::new();
        let said_exact = fastpath::visible_text_checked(html, &mut fast);
        assert_eq!(said_exact, exact, "exactness on {html:?}");
        if exact {
            assert_eq!(fast, want, "fast path on {html:?}");
        }
    }
}

#[test]
fn deeply_nested_formula_is_read_not_a_stack_overflow() {
    use docdrift::claims::formula::{self, FormulaSpec, Lang};
    use docdrift::core::value::Value;
    // Runs on a 2 MiB test thread: before the fix the parsers overflowed even an 8 MiB main
    // stack of the campaign's workers calling the evaluators directly (SIGABRT).
    let parens = |inner: &str| format!("{}{inner}{}", "(".repeat(6000), ")".repeat(6000));
    let spec = FormulaSpec::default();
    // Python parentheses are not nodes of the tree: the value is read.
    let py = formula::evaluate(&parens("1"), Lang::Python, &spec, &|_| None).unwrap();
    assert!(
        matches!(py.rows[0].result, Ok(Value::Int(1))),
        "{:?}",
        py.rows[0]
    );
    // Rust keeps them (`Expr::Paren`): past the evaluator's depth limit it is an error.
    let rs = formula::evaluate(&parens("1"), Lang::Rust, &spec, &|_| None)
        .expect_err("6,000 levels are not folded");
    assert!(rs.contains("nested deeper than"), "{rs}");
    let lists = format!("{}1{}", "[".repeat(6000), "]".repeat(6000));
    let err = formula::evaluate(&lists, Lang::Python, &spec, &|_| None)
        .expect_err("6,000 nested lists are not folded");
    assert!(err.contains("nested deeper than"), "{err}");
    // As the `expect` of a claim (untrusted text).
    let spec = FormulaSpec {
        expect: Some(parens("result == 1")),
        ..FormulaSpec::default()
    };
    let table = formula::evaluate("1", Lang::Python, &spec, &|_| None).unwrap();
    assert_eq!(table.rows[0].expect, Some(Ok(true)));
}

#[test]
fn yaml_lines_at_the_end_of_a_file_without_newline_stay_inside_it() {
    use docdrift::source;
    let path = std::path::Path::new("c.yaml");
    let broken = source::list_text(path, "{").unwrap();
    assert_eq!(broken.errors.len(), 1);
    assert_eq!(broken.errors[0].line, 1, "{:?}", broken.errors[0]);
    let nested = source::list_text(path, "{a: {a: }}").unwrap();
    assert!(!nested.items.is_empty());
    for it in &nested.items {
        assert_eq!((it.line, it.end_line), (1, 1), "{}", it.name);
    }
}

#[test]
fn modules_nested_past_the_bound_are_refused_quickly() {
    use docdrift::source;
    let path = std::path::Path::new("deep.rs");
    // The campaign's hang: a broken item under ~3,000 nested modules made every enclosing
    // module be re-parsed (9 CPU s in release). Now refused before syn runs.
    let depth = 3400;
    let bomb = format!(
        "const A: u8 = 1;\n{}\nmo a {{\n{}",
        "mod a {\n".repeat(depth),
        "}\n".repeat(depth + 1)
    );
    let start = std::time::Instant::now();
    let l = source::list_text(path, &bomb).unwrap();
    let took = start.elapsed();
    assert!(l.items.is_empty(), "{:?}", l.items);
    assert_eq!(l.errors.len(), 1, "{:?}", l.errors);
    let limit = source::rust::MAX_MODULE_NESTING;
    // Line 1 is the const; module k (1-based) opens on line k + 1.
    assert_eq!(l.errors[0].line, limit + 2, "{:?}", l.errors[0]);
    assert_eq!(
        l.errors[0].message,
        format!("inline modules nest deeper than {limit}; not read")
    );
    // Generous for a loaded debug build; the quadratic path took minutes there.
    assert!(took.as_secs() < 10, "took {took:?}");
    // At the bound the file is read, its broken item reported and skipped.
    let ok = format!(
        "{}const B: u8 = 2;\nmo x;\n{}",
        "mod a {\n".repeat(limit),
        "}\n".repeat(limit)
    );
    let l = source::list_text(path, &ok).unwrap();
    let b = format!("{}B", "a::".repeat(limit));
    assert!(l.items.iter().any(|i| i.name == b), "{:?}", l.errors);
    assert_eq!(l.errors.len(), 1, "{:?}", l.errors);
    assert_eq!(l.errors[0].line, limit + 2);
}

#[test]
fn short_run_scan() {
    short_run(Target::Scan);
}
