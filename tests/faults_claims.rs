//! The claims rows of the fault matrix and the untrusted-claims-file rules
//! (issue 14; docs/reliability.md): a claims file from a pull request must not
//! read environment variables the user did not allow, name `/` as its docs or
//! code root, run probes without `--allow-probes`, or stall `check` with an
//! expensive formula. Real claims files, real Python files, real processes.

use crate::util::{bin, output, text, write};
use std::path::Path;

/// `docdrift check --format json --claims c.toml ARGS` in `dir`, with `env` set.
fn check(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String, String) {
    let mut c = bin();
    c.current_dir(dir)
        .args([
            "check",
            "--no-config",
            "--format",
            "json",
            "--claims",
            "c.toml",
        ])
        .args(args);
    for (k, v) in env {
        c.env(k, v);
    }
    let out = output(&mut c);
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

const SECRET: &str = "s3cr3t-token-value-never-printed";

fn claims(target: &str) -> String {
    format!(
        "version = 1\n[target]\n{target}\n\n[[claim]]\nid = \"x\"\nsays = \"limit 8\"\ndocs = {{ value = 8 }}\ncode = {{ select = \"a.py::LIMIT\" }}\n"
    )
}

#[test]
fn env_variables_the_user_did_not_allow_are_refused_by_name_never_by_value() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("a.py"), "LIMIT = 8\n");
    let env = [("FAULTS_TEST_TOKEN", SECRET), ("DOCDRIFT_FAULTS_CO", ".")];
    for (target, line) in [
        ("checkout = \"${FAULTS_TEST_TOKEN}\"", 3),
        (
            "checkout = \".\"\ndocs = \"https://example.invalid/${FAULTS_TEST_TOKEN}/\"",
            4,
        ),
        // A default does not make the read harmless: the variable is set.
        ("checkout = \"${FAULTS_TEST_TOKEN:-.}\"", 3),
        ("checkout = \".\"\ndocs_dir = \"d/${FAULTS_TEST_TOKEN}\"", 4),
    ] {
        write(&dir.path().join("c.toml"), &claims(target));
        let (code, out, err) = check(dir.path(), &[], &env);
        assert_eq!(code, Some(2), "{target}: {out}{err}");
        assert!(
            err.contains(&format!("c.toml:{line}:"))
                && err.contains("`${FAULTS_TEST_TOKEN}` names an environment variable")
                && err.contains("--env FAULTS_TEST_TOKEN"),
            "{target}: {err}"
        );
        assert!(!out.contains(SECRET) && !err.contains(SECRET), "{err}");
    }
    // `--env NAME` allows it (the user trusts the file); DOCDRIFT_* always.
    write(
        &dir.path().join("c.toml"),
        &claims("checkout = \"${FAULTS_TEST_TOKEN}\""),
    );
    let (code, _, err) = check(dir.path(), &["--env", "FAULTS_TEST_TOKEN"], &env);
    assert_eq!(code, Some(3), "loads; the checkout does not exist: {err}");
    write(
        &dir.path().join("c.toml"),
        &claims("checkout = \"${DOCDRIFT_FAULTS_CO}\""),
    );
    let (code, out, err) = check(dir.path(), &[], &env);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("\"agree\""), "{out}");
    // Unset and not allowed: like any unset variable (the claim needs a checkout).
    write(
        &dir.path().join("c.toml"),
        &claims("checkout = \"${FAULTS_TEST_SURELY_UNSET}\""),
    );
    let (code, out, _) = check(dir.path(), &[], &env);
    assert_eq!(code, Some(3), "{out}");
    assert!(out.contains("its variable is unset"), "{out}");
}

#[test]
fn a_claims_files_docs_dir_and_checkout_stay_in_the_project() {
    let tmp = tempfile::tempdir().unwrap();
    let project = tmp.path().join("project");
    let outside = tmp.path().join("outside");
    write(&project.join("a.py"), "LIMIT = 8\n");
    write(&outside.join("a.py"), "LIMIT = 8\n");
    write(&outside.join("secret.md"), "the secret is 8\n");
    std::os::unix::fs::symlink(&outside, project.join("link")).unwrap();
    let o = outside.display().to_string();
    for (target, field, why) in [
        (
            "checkout = \"/\"",
            "target.checkout",
            "lies outside the project directory",
        ),
        (
            "checkout = \"../outside\"",
            "target.checkout",
            "lies outside the project directory",
        ),
        (
            &format!("checkout = \"{o}\"") as &str,
            "target.checkout",
            "lies outside",
        ),
        (
            "checkout = \"link\"",
            "target.checkout",
            "is a symlink out of the project directory",
        ),
        (
            "checkout = \".\"\ndocs_dir = \"/\"",
            "target.docs_dir",
            "lies outside",
        ),
        (
            "checkout = \".\"\ndocs_dir = \"link/.\"",
            "target.docs_dir",
            "is a symlink out of",
        ),
        (
            "checkout = \".\"\ndocs_dir = \"a/../../outside\"",
            "target.docs_dir",
            "lies outside",
        ),
    ] {
        write(&project.join("c.toml"), &claims(target));
        let (code, out, err) = check(&project, &[], &[]);
        assert_eq!(code, Some(2), "{target}: {out}{err}");
        assert!(
            err.contains("c.toml:3:") || err.contains("c.toml:4:"),
            "{target}: {err}"
        );
        assert!(err.contains(field) && err.contains(why), "{target}: {err}");
    }
    // The user's flags choose another directory.
    write(
        &project.join("c.toml"),
        &claims(&format!("checkout = \"{o}\"")),
    );
    let (code, out, err) = check(&project, &["--checkout", &o], &[]);
    assert_eq!(code, Some(0), "--checkout: {out}{err}");
    let (code, out, err) = check(&project, &["--allow-outside-pages"], &[]);
    assert_eq!(code, Some(0), "--allow-outside-pages: {out}{err}");
    write(
        &project.join("c.toml"),
        &claims(&format!("checkout = \".\"\ndocs_dir = \"{o}\"")),
    );
    let (code, out, err) = check(&project, &["--docs-root", &o], &[]);
    assert_eq!(code, Some(0), "--docs-root: {out}{err}");
    // A directory from an allowed variable is the user's choice, but the
    // claims file cannot climb out of it.
    let env = [("DOCDRIFT_FAULTS_OUT", o.as_str())];
    write(
        &project.join("c.toml"),
        &claims("checkout = \"${DOCDRIFT_FAULTS_OUT}\""),
    );
    let (code, out, err) = check(&project, &[], &env);
    assert_eq!(code, Some(0), "{out}{err}");
    write(
        &project.join("c.toml"),
        &claims("checkout = \"${DOCDRIFT_FAULTS_OUT}/../..\""),
    );
    let (code, _, err) = check(&project, &[], &env);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("target.checkout"), "{err}");
}

#[test]
fn probes_run_only_with_allow_probes() {
    let dir = tempfile::tempdir().unwrap();
    let marker = dir.path().join("probe-ran");
    write(&dir.path().join("c.toml"),
        &format!(
            "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"p\"\nsays = \"x\"\ndocs = {{ value = 1 }}\n\
             code = {{ probe = {{ argv = [\"touch {} && echo 1\"], shell = true, timeout = 5 }} }}\n",
            marker.display()
        ),
    );
    let (code, out, err) = check(dir.path(), &[], &[]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        out.contains("\"skipped\"") && out.contains("--allow-probes"),
        "{out}"
    );
    assert!(!marker.exists(), "the probe ran without --allow-probes");
    let (code, out, err) = check(dir.path(), &["--allow-probes"], &[]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(marker.exists(), "the probe did not run with --allow-probes");
}

#[test]
fn bad_regex_and_undefined_page_are_claims_errors_with_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("a.py"), "LIMIT = 8\n");
    write(&dir.path().join("p.md"), "limit 8\n");
    for (docs, expect) in [
        ("{ page = \"p.md\", regex = '(?P<value>\\d+' }", "regex"),
        ("{ page = \"nope\", phrase = \"x\" }", "nope"),
    ] {
        write(&dir.path().join("c.toml"),
            &format!(
                "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"x\"\nsays = \"y\"\ndocs = {docs}\ncode = {{ select = \"a.py::LIMIT\" }}\n"
            ),
        );
        let (code, out, err) = check(dir.path(), &[], &[]);
        assert_eq!(code, Some(2), "{docs}: {out}{err}");
        assert!(
            err.contains("c.toml:5:1: claim `x`:") && err.contains(expect),
            "{docs}: {err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}

fn formula_claim(dir: &Path, py: &str, inputs: &str) -> (Option<i32>, String, String) {
    write(&dir.join("f.py"), py);
    write(&dir.join("c.toml"),
        &format!(
            "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"f\"\nsays = \"y\"\n\
             code = {{ formula = {{ select = \"f.py::f::r\", inputs = {{ n = {inputs} }}, expect = \"result >= 0\" }} }}\n"
        ),
    );
    check(dir, &[], &[])
}

#[test]
fn expensive_formulas_are_refused_quickly() {
    let dir = tempfile::tempdir().unwrap();
    for (expr, expect) in [
        ("10 ** 10 ** 10", "integer overflow in `"),
        ("n ** n ** n", "integer overflow in `n ** n`"),
        ("\"ab\" * (10 ** 9)", "repetition longer than 4194304"),
        ("[0] * 10 ** 12", "repetition longer than 4194304"),
    ] {
        let (code, out, err) = formula_claim(
            dir.path(),
            &format!("def f(n):\n    r = {expr}\n    return r\n"),
            "[99]",
        );
        assert_eq!(code, Some(3), "{expr}: {out}{err}");
        assert!(out.contains(expect), "{expr}: {out}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn a_formula_over_100000_input_rows_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let rows: Vec<String> = (0..100_000).map(|i| i.to_string()).collect();
    let (code, out, err) = formula_claim(
        dir.path(),
        "def f(n):\n    r = max(3, min(n, 8))\n    return r\n",
        &format!("[{}]", rows.join(", ")),
    );
    assert!(matches!(code, Some(0) | Some(1) | Some(3)), "{out}{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.contains("\"f\""), "{out:.500}");
}
