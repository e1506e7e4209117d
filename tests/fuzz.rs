//! Fuzzing in the test suite (the campaign runner is `examples/fuzz.rs`; targets, properties and
//! the mutator are `tests/fuzz/harness.rs`, included by both):
//!
//! - every input under `tests/fuzz/regressions/<target>/` (a crash, hang or failed property
//!   the campaign found, kept after the fix) still satisfies its target's properties;
//! - a short bounded run of every target: its seeds, then a fixed number of mutated inputs
//!   from a fixed seed (counted in iterations, not time; ~30 s for all targets in the debug
//!   build on the 2-core machine).

use crate::fuzz_harness as harness;

use docdrift_core::claims::compare::{self, CodeUnit, Op};
use docdrift_core::core::value::Value;
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
        // Every operator × code unit × code reading per line.
        Target::Compare => 200,
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
fn short_run_compare() {
    short_run(Target::Compare);
}

/// A number written the ways docs write numbers, near the edges of what `f64` and the
/// integer types hold.
fn docs_number(rng: &mut harness::Rng) -> String {
    const EDGES: [&str; 22] = [
        "0",
        "1",
        "8",
        "20",
        "-3",
        "0.2",
        "0.1",
        "1.5",
        "9007199254740993",
        "9223372036854775807",
        "18446744073709551616",
        "340282366920938463463374607431768211455",
        "340282366920938463463374607431768211456",
        "1e308",
        "1.7976931348623157e308",
        "1e400",
        "-1e400",
        "1e999",
        "1e-400",
        "5e-324",
        "NaN",
        "inf",
    ];
    let base = match rng.below(4) {
        0 => EDGES[rng.below(EDGES.len())].to_string(),
        1 => (rng.next_u64() % 100_000).to_string(),
        2 => format!("{}e{}", rng.below(100), rng.below(700) as i64 - 350),
        _ => format!("{}", f64::from_bits(rng.next_u64())),
    };
    const SUFFIXES: [&str; 10] = ["", "", "", "%", " KiB", " KB", "s", " minutes", " ms", "×"];
    format!("{base}{}", SUFFIXES[rng.below(SUFFIXES.len())])
}

/// A code value: an edge, a random integer or float bit pattern, the docs number itself
/// (so agreement is common), or a string setting.
fn code_value(rng: &mut harness::Rng, docs: &str) -> Value {
    let near = || docs_first_number(docs);
    match rng.below(7) {
        0 => Value::Float(f64::from_bits(rng.next_u64())),
        1 => Value::Int(rng.next_u64() as i64 as i128),
        2 => [
            Value::Float(f64::INFINITY),
            Value::Float(f64::NEG_INFINITY),
            Value::Float(f64::NAN),
            Value::Float(-0.0),
            Value::Float(f64::MAX),
            Value::Float(f64::MIN_POSITIVE),
            Value::Int(i128::MIN),
            Value::from_u128(u128::MAX),
            Value::Int(8),
            Value::Bool(true),
        ][rng.below(10)]
        .clone(),
        3 => near().unwrap_or(Value::Int(0)),
        4 => match near() {
            Some(Value::Float(f)) => Value::Float(f * (1.0 + 1e-12)),
            Some(v) => v,
            None => Value::None,
        },
        5 => Value::Str(docs_number(rng)),
        _ => Value::Str(docs.to_string()),
    }
}

fn docs_first_number(docs: &str) -> Option<Value> {
    compare::parse_docs_value(docs)
        .readings
        .into_iter()
        .map(|r| r.value)
        .find(|v| v.as_f64().is_some())
}

/// The property over `compare`: `agree` implies the values are equal (or ordered) under the
/// documented reading (docs/reliability.md, "No false agreement"), over 60,000 generated cases
/// from a fixed seed, every operator and code unit.
#[test]
fn compare_agree_implies_equal_under_the_documented_reading() {
    on_main_sized_stack(|| {
        let mut rng = harness::Rng::new(0xc0_4ba2e);
        let mut agreed = 0usize;
        for case in 0..60_000 {
            let docs = docs_number(&mut rng);
            let code = code_value(&mut rng, &docs);
            let op = harness::OPS[rng.below(harness::OPS.len())];
            let unit = harness::UNITS[rng.below(harness::UNITS.len())];
            let dv = compare::parse_docs_value(&docs);
            if let Err(e) = harness::agreement_is_sound(&dv, &code, op, unit) {
                panic!("case {case}: docs {docs:?}, code {code:?}, {op:?}, {unit:?}: {e}");
            }
            agreed += usize::from(compare::compare(&dv, &code, op, unit).agree);
        }
        // The generator makes agreement common; a property that only ever sees `disagree`
        // would prove nothing.
        assert!(agreed > 5_000, "only {agreed} of 60000 cases agreed");
    });
}

#[test]
fn infinities_and_nan_never_agree_with_a_finite_number() {
    let c = |docs: &str, code: Value, op: Op| {
        compare::compare(&compare::parse_docs_value(docs), &code, op, CodeUnit::Base).agree
    };
    // The cases: docs 1e400 vs code LIMIT = 8, code BIG = 1e999 vs docs 8.
    assert!(!c("1e400", Value::Int(8), Op::Equal));
    assert!(!c("8", Value::Float(f64::INFINITY), Op::Equal));
    assert!(
        !c("1e400", Value::Float(f64::INFINITY), Op::Equal),
        "1e400 is not 1e999"
    );
    assert!(!c("NaN", Value::Float(f64::NAN), Op::Equal));
    assert!(!c("8", Value::Float(f64::NAN), Op::NotEqual));
    assert!(
        !c("1e-400", Value::Int(0), Op::Equal),
        "an underflow is not zero"
    );
    // An infinity still orders against a finite number, and is unequal to it.
    assert!(c("1e400", Value::Int(8), Op::Le));
    assert!(!c("1e400", Value::Int(8), Op::Ge));
    assert!(c("-1e400", Value::Int(8), Op::Gt));
    assert!(c("1e400", Value::Int(8), Op::NotEqual));
    // A code string that reads as an overflowing number.
    assert!(!c("8", Value::Str("1e999".into()), Op::Equal));
    // The largest finite values still compare.
    assert!(c(
        "1.7976931348623157e308",
        Value::Float(f64::MAX),
        Op::Equal
    ));
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
    use docdrift_core::{pages::fastpath, pages::text};
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
    use docdrift_core::claims::formula::{self, FormulaSpec, Lang};
    use docdrift_core::core::value::Value;
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
    use docdrift_core::source;
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
    use docdrift_core::source;
    let path = std::path::Path::new("deep.rs");
    // The campaign's hang: a broken item under ~3,000 nested modules made every enclosing
    // module be re-parsed (9 CPU s in release). Now refused before syn runs.
    let depth = 3400;
    let bomb = format!(
        "const A: u8 = 1;\n{}\nmo a {{\n{}",
        "mod a {\n".repeat(depth),
        "}\n".repeat(depth + 1)
    );
    let l = crate::util::within("a module nest past the bound", move || {
        source::list_text(path, &bomb).unwrap()
    });
    assert!(l.items.is_empty(), "{:?}", l.items);
    assert_eq!(l.errors.len(), 1, "{:?}", l.errors);
    let limit = source::rust::MAX_MODULE_NESTING;
    // Line 1 is the const; module k (1-based) opens on line k + 1.
    assert_eq!(l.errors[0].line, limit + 2, "{:?}", l.errors[0]);
    assert_eq!(
        l.errors[0].message,
        format!("inline modules nest deeper than {limit}; not read")
    );
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
