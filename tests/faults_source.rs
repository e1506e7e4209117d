//! The source rows of the fault matrix (issue 14; docs/reliability.md): PEP 263
//! coding declarations, Python 2 files, a 50 MB generated module, a YAML alias
//! bomb and symlink loops. Real files in temp dirs, a real `docdrift` process.

use crate::util::{json, run_text};

#[test]
fn pep_263_coding_declarations_are_decoded_like_cpython() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("l1.py"),
        b"# -*- coding: latin-1 -*-\nNAME = \"caf\xe9\"\nN = 8\n",
    )
    .unwrap();
    std::fs::write(
        d.join("cp.py"),
        b"#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\nQ = \"\x93q\x94\"\n",
    )
    .unwrap();
    let (code, out, err) = run_text(
        d,
        &[
            "extract",
            "--format",
            "json",
            "l1.py::NAME",
            "l1.py::N",
            "cp.py::Q",
        ],
    );
    assert_eq!(code, 0, "{out}{err}");
    let v = json(&out);
    let values: Vec<&serde_json::Value> = v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["value"]["value"])
        .collect();
    assert_eq!(
        values,
        [
            &serde_json::json!("café"),
            &serde_json::json!(8),
            &serde_json::json!("\u{201c}q\u{201d}")
        ]
    );
    // A declaration the bytes break, or one nobody knows: an error naming the file and the encoding.
    std::fs::write(d.join("asc.py"), b"# coding: ascii\nA = \"\xe9\"\n").unwrap();
    std::fs::write(d.join("kl.py"), b"# coding: klingon\nA = \"\xe9\"\n").unwrap();
    let (code, _, err) = run_text(d, &["extract", "asc.py::A", "kl.py::A"]);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("asc.py:1: cannot decode as ascii"), "{err}");
    assert!(
        err.contains("kl.py:1: cannot decode as klingon (unknown encoding)"),
        "{err}"
    );
    // Undeclared and not UTF-8: the first bad byte, as before.
    std::fs::write(d.join("raw.py"), b"A = \"\xe9\"\n").unwrap();
    let (code, _, err) = run_text(d, &["extract", "raw.py::A"]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("raw.py: not UTF-8 text (first invalid byte at offset 5)"),
        "{err}"
    );
}

#[test]
fn a_python_2_file_yields_what_python_3_can_read_and_says_why_not_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("py2.py"),
        "print \"hi\"\nX = 0777\nY = 8L\nW = 9\nexec \"x = 1\"\n\nclass A:\n    LIMIT = 20\n",
    )
    .unwrap();
    let (code, out, err) = run_text(
        dir.path(),
        &[
            "extract",
            "--format",
            "json",
            "py2.py::W",
            "py2.py::A.LIMIT",
        ],
    );
    assert_eq!(code, 0, "{out}{err}");
    let v = json(&out);
    let results = v["results"].as_array().unwrap();
    assert_eq!(results[0]["value"]["value"], 9);
    assert_eq!(results[1]["value"]["value"], 20);
    let warnings = results[0]["warnings"].to_string();
    assert!(
        warnings.contains("syntax error(s), first at py2.py:1"),
        "{warnings}"
    );
}

#[test]
fn a_50_mb_generated_module_is_read_in_bounded_time() {
    let dir = tempfile::tempdir().unwrap();
    // Like a protobuf `_pb2.py`: one huge serialized bytes literal between constants.
    let mut src = String::from("FIRST = 1\nDESCRIPTOR = (\n");
    let row = format!("    b\"\\x0a\\x12{}\"\n", "ab".repeat(40));
    while src.len() < 50 << 20 {
        src.push_str(&row);
    }
    src.push_str(")\nLAST = 8\n");
    std::fs::write(dir.path().join("gen_pb2.py"), &src).unwrap();
    let lines = src.lines().count();
    drop(src);
    let (code, out, err) = run_text(
        dir.path(),
        &["extract", "--format", "json", "gen_pb2.py::LAST"],
    );
    assert_eq!(code, 0, "{err}");
    let v = json(&out);
    assert_eq!(v["results"][0]["value"]["value"], 8);
    assert_eq!(v["results"][0]["line"], lines);
}

#[test]
fn a_yaml_alias_bomb_is_refused_quickly() {
    let dir = tempfile::tempdir().unwrap();
    let mut y = String::from(
        "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n",
    );
    let mut prev = 'a';
    for c in "bcdefghi".chars() {
        let refs = vec![format!("*{prev}"); 9].join(",");
        y.push_str(&format!("{c}: &{c} [{refs}]\n"));
        prev = c;
    }
    y.push_str("limit: 8\n");
    std::fs::write(dir.path().join("bomb.yaml"), y).unwrap();
    let (code, _, err) = run_text(dir.path(), &["extract", "bomb.yaml::i"]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("bomb.yaml:") && err.contains("billion-laughs"),
        "{err}"
    );
}

#[test]
fn symlink_loops_are_errors_or_skipped_never_a_hang() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::os::unix::fs::symlink("b.py", d.join("a.py")).unwrap();
    std::os::unix::fs::symlink("a.py", d.join("b.py")).unwrap();
    let (code, _, err) = run_text(d, &["extract", "a.py::X"]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("a.py: Too many levels of symbolic links"),
        "{err}"
    );
    // A directory loop (sub/loop -> ..) in a walked tree: each file once.
    std::fs::create_dir_all(d.join("tree/sub")).unwrap();
    std::fs::write(d.join("tree/sub/m.py"), "S = \"needle\"\n").unwrap();
    std::os::unix::fs::symlink("..", d.join("tree/sub/loop")).unwrap();
    let (code, out, err) = run_text(
        d,
        &[
            "strings",
            "--contains",
            "needle",
            "--format",
            "json",
            "tree",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let hits = json(&out)["hits"].as_array().unwrap().len();
    assert_eq!(hits, 1, "{out}");
}

/// Issue 34: generated Python that overflowed the parse stack (700k chained `1+`) or took
/// gigabytes (a dict nested 20k/200k deep) is left out statement by statement, with a
/// `file:line` warning; the statements around it are still read, by `extract`, `strings` and
/// `check`.
#[test]
fn python_past_the_nesting_bounds_is_skipped_by_statement_never_an_abort() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let bombs = [
        (
            "chain.py",
            format!("{}1", "1+".repeat(700_000)),
            "chains more than 50000",
        ),
        (
            "dict20k.py",
            format!("{}1{}", "{1:".repeat(20_000), "}".repeat(20_000)),
            "nests deeper than 1000",
        ),
        (
            "dict200k.py",
            format!("{}1{}", "{1:".repeat(200_000), "}".repeat(200_000)),
            "nests deeper than 1000",
        ),
        (
            "lambdas.py",
            "lambda: ".repeat(100_000) + "1",
            "nests deeper than 1000",
        ),
    ];
    let mut claims = String::from("version = 1\n[target]\ncheckout = \".\"\n\n");
    for (name, expr, why) in &bombs {
        std::fs::write(
            d.join(name),
            format!("A = 1\nX = {expr}\nS = \"needle\"\nB = 2\n"),
        )
        .unwrap();
        let (code, out, err) = run_text(d, &["extract", "--format", "json", &format!("{name}::B")]);
        assert_eq!(code, 0, "{name}: {err}");
        assert_eq!(json(&out)["results"][0]["value"]["value"], 2, "{name}");
        let (code, _, err) = run_text(d, &["extract", &format!("{name}::X")]);
        assert_eq!(code, 3, "{name}: {err}");
        assert!(
            err.contains(&format!("{name}:2: this statement {why}")),
            "{name}: {err}"
        );
        assert!(err.contains("not read"), "{err}");
        let (code, out, err) = run_text(
            d,
            &["strings", "--contains", "needle", "--format", "json", name],
        );
        assert_eq!(code, 0, "{name}: {err}");
        let v = json(&out);
        assert_eq!(v["hits"].as_array().unwrap().len(), 1, "{name}: {out}");
        assert_eq!(v["errors"][0]["line"], 2, "{name}: {out}");
        assert!(
            v["errors"][0]["message"].as_str().unwrap().contains(why),
            "{name}: {out}"
        );
        claims.push_str(&format!(
            "[[claim]]\nid = \"{name}-b\"\nsays = \"b\"\ndocs = {{ value = 2 }}\ncode = {{ select = \"{name}::B\" }}\n\n\
             [[claim]]\nid = \"{name}-x\"\nsays = \"x\"\ndocs = {{ value = 2 }}\ncode = {{ select = \"{name}::X\" }}\n\n"
        ));
    }
    std::fs::write(d.join("claims.toml"), claims).unwrap();
    let (code, out, err) = run_text(
        d,
        &[
            "check",
            "--claims",
            "claims.toml",
            "--snapshots",
            ".",
            "--format",
            "json",
        ],
    );
    // The unread statements are errors (exit 3), the rest agree; nothing aborts.
    assert_eq!(code, 3, "{out}{err}");
    let v = json(&out);
    for f in v["findings"].as_array().unwrap() {
        let id = f["id"].as_str().unwrap();
        let want = if id.ends_with("-b") { "agree" } else { "error" };
        assert_eq!(f["verdict"], want, "{id}: {f}");
    }
}

/// Issue 34: Rust that aborted `extract`/`strings`/`check` with a stack overflow — 40k-deep
/// generics, 100k nested parentheses, blocks and closures — is refused for the file with a
/// `file:line` error naming the bound.
#[test]
fn rust_past_the_nesting_bounds_is_an_error_never_an_abort() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let n = 100_000;
    let bombs = [
        (
            "generics.rs",
            format!(
                "pub type T = {}u8{};",
                "Box<".repeat(40_000),
                ">".repeat(40_000)
            ),
        ),
        (
            "parens.rs",
            format!("pub const X: u32 = {}1{};", "(".repeat(n), ")".repeat(n)),
        ),
        (
            "blocks.rs",
            format!("pub const X: u32 = {}1{};", "{".repeat(n), "}".repeat(n)),
        ),
        (
            "closures.rs",
            format!("pub fn f() {{ let c = {}1; }}", "|| ".repeat(n)),
        ),
        (
            "chain.rs",
            format!("pub const X: u32 = {}1;", "1+".repeat(300_000)),
        ),
    ];
    let mut claims = String::from("version = 1\n[target]\ncheckout = \".\"\n\n");
    for (name, item) in &bombs {
        std::fs::write(
            d.join(name),
            format!("pub const A: u32 = 1;\n{item}\npub const S: &str = \"needle\";\n"),
        )
        .unwrap();
        let (code, _, err) = run_text(d, &["extract", &format!("{name}::A")]);
        assert_eq!(code, 3, "{name}: {err}");
        assert!(
            err.contains(&format!("{name}:2: this item")),
            "{name}: {err}"
        );
        assert!(err.contains("not read"), "{name}: {err}");
        let (code, out, err) = run_text(
            d,
            &["strings", "--contains", "needle", "--format", "json", name],
        );
        assert_eq!(code, 1, "{name}: {out}{err}");
        let v = json(&out);
        assert_eq!(v["errors"][0]["line"], 2, "{name}: {out}");
        assert!(
            v["errors"][0]["message"]
                .as_str()
                .unwrap()
                .contains("not read"),
            "{name}: {out}"
        );
        claims.push_str(&format!(
            "[[claim]]\nid = \"{name}\"\nsays = \"a\"\ndocs = {{ value = 1 }}\ncode = {{ select = \"{name}::A\" }}\n\n"
        ));
    }
    // A file just inside the bounds is read as before.
    std::fs::write(
        d.join("ok.rs"),
        format!(
            "pub const A: u32 = {}1{};\n",
            "(".repeat(900),
            ")".repeat(900)
        ),
    )
    .unwrap();
    let (code, out, err) = run_text(d, &["extract", "--format", "json", "ok.rs::A"]);
    // Parsed (the constant folder has its own, lower, depth limit for the value).
    assert_eq!(code, 0, "{err}");
    assert_eq!(json(&out)["results"][0]["line"], 1, "{out}");
    assert!(!out.contains("not read"), "{out}");
    std::fs::write(d.join("claims.toml"), claims).unwrap();
    let (code, out, err) = run_text(
        d,
        &[
            "check",
            "--claims",
            "claims.toml",
            "--snapshots",
            ".",
            "--format",
            "json",
        ],
    );
    assert_eq!(code, 3, "{out}{err}");
    for f in json(&out)["findings"].as_array().unwrap() {
        assert_eq!(f["verdict"], "error", "{f}");
    }
}

/// Issue 34: YAML nested 2,000 deep (3.2 GB before) is refused at the line past the bound; a
/// flat mapping of 50,000 keys (quadratic, 30 s before) is read in linear time.
#[test]
fn yaml_nesting_is_bounded_and_flat_mappings_are_linear() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut y = String::from("a: 1\n");
    for i in 0..2000 {
        y.push_str(&format!("{}k{i}:\n", " ".repeat(i)));
    }
    y.push_str(&format!("{}leaf: 1\n", " ".repeat(2000)));
    std::fs::write(d.join("deep.yaml"), y).unwrap();
    let (code, _, err) = run_text(d, &["extract", "deep.yaml::a"]);
    assert_eq!(code, 3, "{err}");
    assert!(
        err.contains("deep.yaml:130: nests deeper than 128 levels"),
        "{err}"
    );
    let flat: String = (0..50_000).map(|i| format!("k{i}: {i}\n")).collect();
    std::fs::write(d.join("flat.yaml"), flat).unwrap();
    let (code, out, err) = run_text(
        d,
        &[
            "extract",
            "--format",
            "json",
            "flat.yaml::k0",
            "flat.yaml::k49999",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let v = json(&out);
    assert_eq!(v["results"][1]["value"]["value"], 49_999);
    assert_eq!(v["results"][1]["line"], 50_000);
    std::fs::write(
        d.join("claims.toml"),
        "version = 1\n[target]\ncheckout = \".\"\n\n[[claim]]\nid = \"deep\"\nsays = \"a\"\ndocs = { value = 1 }\ncode = { select = \"deep.yaml::a\" }\n\n[[claim]]\nid = \"flat\"\nsays = \"k\"\ndocs = { value = 49999 }\ncode = { select = \"flat.yaml::k49999\" }\n",
    )
    .unwrap();
    let (code, out, err) = run_text(
        d,
        &[
            "check",
            "--claims",
            "claims.toml",
            "--snapshots",
            ".",
            "--format",
            "json",
        ],
    );
    assert_eq!(code, 3, "{out}{err}");
    let v = json(&out);
    let verdict = |id: &str| {
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["id"] == id)
            .map(|f| f["verdict"].clone())
    };
    assert_eq!(verdict("deep"), Some(serde_json::json!("error")));
    assert_eq!(verdict("flat"), Some(serde_json::json!("agree")));
}

/// Issue 33: a document nested 40 deep lists its key paths to 32 keys and folds containers
/// through 16 levels, saying so on the items (every listed level held its whole subtree: a
/// 1 MB JSON file nested 100 deep ran out of memory), in JSON, YAML, TOML and Python alike.
#[test]
fn deep_documents_list_32_keys_and_fold_16_levels() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let depth = 40;
    let doc = format!("{}1{}", "{\"a\": ".repeat(depth), "}".repeat(depth));
    std::fs::write(d.join("deep.json"), &doc).unwrap();
    let mut yaml = String::new();
    for i in 0..depth - 1 {
        yaml.push_str(&format!("{}a:\n", "  ".repeat(i)));
    }
    yaml.push_str(&format!("{}a: 1\n", "  ".repeat(depth - 1)));
    std::fs::write(d.join("deep.yaml"), &yaml).unwrap();
    std::fs::write(
        d.join("deep.toml"),
        format!("x = {doc}\n").replace("\"a\": ", "a = "),
    )
    .unwrap();
    std::fs::write(d.join("deep.py"), format!("X = {doc}\n")).unwrap();
    for (file, first) in [
        ("deep.json", "a"),
        ("deep.yaml", "a"),
        ("deep.toml", "x"),
        ("deep.py", "X"),
    ] {
        let (code, out, err) = run_text(d, &["extract", "--format", "json", file]);
        assert_eq!(code, 0, "{file}: {err}");
        let v = json(&out);
        let items = v["results"].as_array().unwrap();
        let keys = |it: &serde_json::Value| it["name"].as_str().unwrap().split('.').count();
        let deepest = items.iter().map(keys).max().unwrap();
        assert!((32..=33).contains(&deepest), "{file}: {deepest} keys deep");
        let cut = items.iter().find(|it| keys(it) == deepest).unwrap();
        assert!(
            cut["warnings"]
                .to_string()
                .contains("keys nested deeper than 32 levels are not listed"),
            "{file}: {cut}"
        );
        let top = items.iter().find(|it| it["name"] == first).unwrap();
        assert!(top["value"].is_null(), "{file}: {top}");
        assert!(
            top["warnings"]
                .to_string()
                .contains("not folded: containers nest deeper than 16 levels"),
            "{file}: {top}"
        );
        // A container 16 or fewer levels deep is still folded.
        let shallow = items
            .iter()
            .find(|it| keys(it) == 26 + usize::from(file == "deep.toml" || file == "deep.py"))
            .unwrap();
        assert!(shallow["value"].is_object(), "{file}: {shallow}");
    }
}
