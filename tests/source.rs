//! Integration tests for source extraction, string search and provenance: real Python stdlib
//! files checked against the running interpreter, a real crate const checked against rustc,
//! bad input (syntax errors, Python 2, binary, empty, non-UTF-8, huge), config files, and git
//! provenance in a repository the test creates.

use crate::util::{docdrift, git, python3};
use docdrift_core::core::value::Value;
use docdrift_core::source::strings::{search, StringQuery, TemplateKind};
use docdrift_core::source::{extract, list, Extracted, Kind, SourceError};
use std::path::{Path, PathBuf};
use std::process::Command as Std;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/source")
}

/// Python's standard library, or `None` (the reason printed) without `python3`.
fn stdlib() -> Option<PathBuf> {
    if !python3() {
        return None;
    }
    let out = Std::new("python3")
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()
        .expect("python3 runs");
    Some(PathBuf::from(String::from_utf8(out.stdout).unwrap().trim()))
}

/// `module.EXPR` as the interpreter computes it, carried over as JSON.
fn python_json(module: &str, expr: &str) -> serde_json::Value {
    let code = format!("import json, {module}; print(json.dumps({module}.{expr}))");
    let out = Std::new("python3").args(["-c", &code]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Our value in the same JSON shape (tuples and lists are both arrays).
fn to_json(v: &Value) -> serde_json::Value {
    match v {
        Value::Int(i) => serde_json::json!(*i as i64),
        // Above i128::MAX: only as text (no such value in these Python tests).
        Value::UInt(u) => serde_json::json!(u.to_string()),
        Value::Float(f) => serde_json::json!(*f),
        Value::Bool(b) => serde_json::json!(*b),
        Value::Str(s) => serde_json::json!(s),
        Value::None => serde_json::Value::Null,
        Value::List(l) => serde_json::Value::Array(l.iter().map(to_json).collect()),
        Value::Map(m) => {
            serde_json::Value::Object(m.iter().map(|(k, v)| (k.clone(), to_json(v))).collect())
        }
    }
}

fn one(root: &Path, selector: &str) -> Extracted {
    let mut r = extract(root, selector).unwrap_or_else(|e| panic!("{selector}: {e}"));
    assert_eq!(r.len(), 1, "{selector}: {r:?}");
    r.remove(0)
}

#[test]
fn stdlib_constants_equal_what_python_computes() {
    let Some(std) = stdlib() else { return };
    let cases = [
        ("tarfile.py::RECORDSIZE", "tarfile", "RECORDSIZE"), // BLOCKSIZE * 20
        ("zipfile.py::ZIP64_LIMIT", "zipfile", "ZIP64_LIMIT"), // (1 << 31) - 1
        ("pickle.py::DEFAULT_PROTOCOL", "pickle", "DEFAULT_PROTOCOL"),
        ("http/client.py::HTTPS_PORT", "http.client", "HTTPS_PORT"),
        ("string.py::ascii_letters", "string", "ascii_letters"), // name + name
        ("string.py::printable", "string", "printable"),
    ];
    for (sel, module, name) in cases {
        let e = one(&std, sel);
        assert_eq!(e.kind, Kind::Constant, "{sel}");
        let v = e
            .value
            .as_ref()
            .unwrap_or_else(|| panic!("{sel} not folded: {:?}", e.warnings));
        assert_eq!(to_json(v), python_json(module, name), "{sel}");
    }
    // The line is where the name is assigned: check against the file itself.
    let e = one(&std, "tarfile.py::RECORDSIZE");
    let text = std::fs::read_to_string(std.join("tarfile.py")).unwrap();
    let line = text.lines().nth(e.line - 1).unwrap();
    assert!(line.starts_with("RECORDSIZE = "), "{line}");
    assert_eq!(
        e.expr,
        line["RECORDSIZE = ".len()..]
            .split('#')
            .next()
            .unwrap()
            .trim()
    );
}

#[test]
fn stdlib_dict_path_equals_python() {
    let Some(std) = stdlib() else { return };
    let e = one(&std, "sysconfig.py::_INSTALL_SCHEMES.posix_prefix.stdlib");
    assert_eq!(e.kind, Kind::DictEntry);
    let v = e.value.unwrap();
    assert_eq!(
        to_json(&v),
        python_json("sysconfig", "_INSTALL_SCHEMES['posix_prefix']['stdlib']")
    );
    // The whole nested dict, too.
    let all = one(&std, "sysconfig.py::_INSTALL_SCHEMES.posix_prefix");
    assert_eq!(
        to_json(all.value.as_ref().unwrap()),
        python_json("sysconfig", "_INSTALL_SCHEMES['posix_prefix']")
    );
    // Bracketed spelling of the same path finds the same entry.
    let b = one(
        &std,
        "sysconfig.py::_INSTALL_SCHEMES['posix_prefix'][\"stdlib\"]",
    );
    assert_eq!((b.line, b.name), (e.line, e.name));
}

#[test]
fn stdlib_value_that_depends_on_the_platform_is_not_guessed() {
    let Some(std) = stdlib() else { return };
    let e = one(&std, "shutil.py::COPY_BUFSIZE");
    assert_eq!(e.value, None);
    assert_eq!(e.expr, "1024 * 1024 if _WINDOWS else 64 * 1024");
    assert_eq!(
        e.warnings,
        vec!["not folded: unknown name `_WINDOWS`".to_string()]
    );
}

#[test]
fn fixture_forms_from_the_issue() {
    let root = fixtures();
    let v = |s: &str| one(&root, s).value;
    assert_eq!(
        v("compressor.py::_MAX_TAIL_MESSAGE_FLOOR"),
        Some(Value::Int(8))
    );
    assert_eq!(v("compressor.py::_SUMMARY_TOKENS"), Some(Value::Int(20000)));
    assert_eq!(v("compressor.py::_CHUNK"), Some(Value::Int(8192)));
    assert_eq!(v("compressor.py::_MAX_BYTES"), Some(Value::Int(1048576)));
    assert_eq!(v("compressor.py::_TIMEOUT"), Some(Value::Int(300)));
    assert_eq!(v("compressor.py::_NEG"), Some(Value::Int(-1)));
    assert_eq!(
        v("compressor.py::_SIZES"),
        Some(Value::List(vec![Value::Int(8192), Value::Int(16384)]))
    );
    let p = one(
        &root,
        "compressor.py::DEFAULT_CONFIG.compression.protect_last_n",
    );
    assert_eq!(
        (p.kind, p.line, p.end_line, p.expr.as_str()),
        (Kind::DictEntry, 14, 14, "20")
    );
    assert_eq!(
        v("compressor.py::DEFAULT_CONFIG.compression[\"key.with.dots\"]"),
        Some(Value::Str("odd".into()))
    );
    assert_eq!(v("compressor.py::DEFAULT_CONFIG.model"), Some(Value::None));
    let c = one(&root, "compressor.py::ContextCompressor.threshold");
    assert_eq!((c.kind, c.line), (Kind::ClassAttribute, 23));
    let d = one(
        &root,
        "compressor.py::ContextCompressor.__init__(protect_last_n)",
    );
    assert_eq!(
        (d.kind, d.line, d.value),
        (Kind::DefaultArg, 25, Some(Value::Int(20)))
    );
    let l = one(
        &root,
        "compressor.py::ContextCompressor._find_tail_cut::min_tail_floor",
    );
    assert_eq!((l.kind, l.line), (Kind::LocalAssignment, 29));
    assert_eq!(
        l.expr,
        "max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))"
    );
    // The local's expression is a formula claim's input: evaluate it with the other values.
    let env = |n: &str| match n {
        "self.protect_last_n" => Some(Value::Int(2)),
        "_MAX_TAIL_MESSAGE_FLOOR" => v("compressor.py::_MAX_TAIL_MESSAGE_FLOOR"),
        _ => None,
    };
    assert_eq!(
        docdrift_core::source::eval::eval_python(&l.expr, &env),
        Ok(Value::Int(3))
    );
}

#[test]
fn ambiguous_selector_returns_every_definition() {
    let r = extract(&fixtures(), "compressor.py::MODE").unwrap();
    let got: Vec<(usize, Option<Value>, Vec<String>)> = r
        .into_iter()
        .map(|e| (e.line, e.value, e.warnings))
        .collect();
    assert_eq!(
        got,
        vec![
            (
                34,
                Some(Value::Str("fast".into())),
                vec!["conditional: if _NEG".to_string()]
            ),
            (
                36,
                Some(Value::Str("safe".into())),
                vec!["conditional: else of if _NEG".to_string()]
            ),
        ]
    );
}

#[test]
fn unknown_selector_lists_nearest_names() {
    match extract(&fixtures(), "compressor.py::_MAX_TAIL_MESSAGE_FLOR") {
        Err(SourceError::NotFound { nearest, file, .. }) => {
            assert_eq!(nearest[0], "_MAX_TAIL_MESSAGE_FLOOR");
            assert_eq!(file, PathBuf::from("compressor.py"));
        }
        other => panic!("{other:?}"),
    }
    let Some(std) = stdlib() else { return };
    let e = extract(&std, "tarfile.py::BLOCKSIZ")
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with(
            "tarfile.py: nothing named `tarfile.py::BLOCKSIZ`; nearest names: BLOCKSIZE,"
        ),
        "{e}"
    );
    assert!(matches!(
        extract(&fixtures(), "compressor.py"),
        Err(SourceError::BadSelector { .. })
    ));
    assert!(matches!(
        extract(&fixtures(), "notes.txt::X"),
        Err(SourceError::Unsupported { .. })
    ));
    assert!(matches!(
        extract(&fixtures(), "missing.py::X"),
        Err(SourceError::Io { .. })
    ));
}

#[test]
fn syntax_errors_still_yield_what_parses() {
    let l = list(&fixtures(), Path::new("broken.py")).unwrap();
    let names: Vec<(&str, Option<&Value>)> = l
        .items
        .iter()
        .map(|i| (i.name.as_str(), i.value.as_ref()))
        .collect();
    assert!(
        names.contains(&("FIRST", Some(&Value::Int(1)))),
        "{names:?}"
    );
    assert!(
        names.contains(&("SECOND", Some(&Value::Int(1024)))),
        "{names:?}"
    );
    let lines: Vec<usize> = l.errors.iter().map(|e| e.line).collect();
    assert!(lines.contains(&2), "{lines:?}");
    let second = one(&fixtures(), "broken.py::SECOND");
    assert_eq!(second.value, Some(Value::Int(1024)));
    assert_eq!(second.warnings.len(), 1);
    assert!(
        second.warnings[0].starts_with(&format!(
            "broken.py has {} syntax error(s), first at broken.py:2: ",
            l.errors.len()
        )),
        "{:?}",
        second.warnings
    );
    assert!(l.errors.iter().all(|e| e.file == Path::new("broken.py")));
    // A Python 2 module: the print statement and the old octal are errors, the rest is read.
    let p2 = list(&fixtures(), Path::new("legacy_py2.py")).unwrap();
    let get = |n: &str| {
        p2.items
            .iter()
            .find(|i| i.name == n)
            .and_then(|i| i.value.clone())
    };
    assert_eq!(get("VERSION"), Some(Value::Str("2.7".into())));
    assert_eq!(get("RETRIES"), Some(Value::Int(3)));
    let lines: Vec<usize> = p2.errors.iter().map(|e| e.line).collect();
    assert!(lines.contains(&3) && lines.contains(&4), "{lines:?}");
}

#[test]
fn binary_empty_non_utf8_and_huge_files() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    // Binary: an ELF-like header with invalid UTF-8.
    std::fs::write(
        root.join("blob.py"),
        b"\x7fELF\x02\x01\x01\x00\xff\xfe\x00\x00",
    )
    .unwrap();
    match extract(root, "blob.py::X") {
        Err(SourceError::NotUtf8 { offset, .. }) => assert_eq!(offset, 8),
        other => panic!("{other:?}"),
    }
    // Latin-1 text.
    std::fs::write(root.join("latin.py"), b"NAME = 'caf\xe9'\n").unwrap();
    let e = extract(root, "latin.py::NAME").unwrap_err();
    assert_eq!(
        e.to_string(),
        "latin.py: not UTF-8 text (first invalid byte at offset 11)"
    );
    // Empty file: nothing to find, said plainly.
    std::fs::write(root.join("empty.py"), "").unwrap();
    assert_eq!(
        extract(root, "empty.py::X").unwrap_err().to_string(),
        "empty.py: nothing named `empty.py::X`; the file defines nothing extractable"
    );
    assert!(list(root, Path::new("empty.py")).unwrap().items.is_empty());
    // Huge generated file: 200k constants, the last one found with its exact line.
    let mut big = String::new();
    for i in 0..200_000 {
        big.push_str(&format!("C{i} = {i} * 2\n"));
    }
    std::fs::write(root.join("huge.py"), &big).unwrap();
    let e = one(root, "huge.py::C199999");
    assert_eq!((e.line, e.value), (200_000, Some(Value::Int(399_998))));
}

#[test]
fn real_crate_const_equals_what_rustc_computes() {
    let home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(std::env::var("HOME").unwrap()).join(".cargo"));
    let crate_dir = std::fs::read_dir(home.join("registry/src"))
        .unwrap()
        .flat_map(|d| std::fs::read_dir(d.unwrap().path()).unwrap())
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("memchr-2.")
                && p.join("src/arch/all/memchr.rs").exists()
        })
        .expect("memchr 2.x is in the registry (a dependency of this crate)");
    let bytes = one(&crate_dir, "src/arch/all/memchr.rs::USIZE_BYTES");
    let align = one(&crate_dir, "src/arch/all/memchr.rs::USIZE_ALIGN");
    assert_eq!(bytes.kind, Kind::RustConst);
    assert_eq!(bytes.expr, "(usize::BITS / 8) as usize");
    assert_eq!(align.expr, "USIZE_BYTES - 1");
    // Let rustc evaluate the same source text.
    let dir = tempfile::tempdir().unwrap();
    let prog = format!(
        "const USIZE_BYTES: usize = {};\nconst USIZE_ALIGN: usize = {};\nfn main() {{ println!(\"{{}} {{}}\", USIZE_BYTES, USIZE_ALIGN); }}\n",
        bytes.expr, align.expr
    );
    std::fs::write(dir.path().join("m.rs"), prog).unwrap();
    let exe = dir.path().join("m");
    let st = Std::new("rustc")
        .arg(dir.path().join("m.rs"))
        .arg("-o")
        .arg(&exe)
        .status()
        .unwrap();
    assert!(st.success());
    let out = String::from_utf8(Std::new(&exe).output().unwrap().stdout).unwrap();
    let want: Vec<i128> = out.split_whitespace().map(|s| s.parse().unwrap()).collect();
    assert_eq!(
        vec![bytes.value.unwrap(), align.value.unwrap()],
        want.into_iter().map(Value::Int).collect::<Vec<_>>()
    );
}

#[test]
fn rust_fixture_paths_cfgs_and_defaults() {
    let root = fixtures();
    let sep = extract(&root, "lib.rs::SEP").unwrap();
    let cfgs: Vec<(usize, Option<String>)> = sep.iter().map(|e| (e.line, e.cfg.clone())).collect();
    assert_eq!(
        cfgs,
        vec![
            (5, Some("cfg(unix)".into())),
            (7, Some("cfg(windows)".into()))
        ]
    );
    let io = one(&root, "lib.rs::io::DEFAULT_BUF_SIZE");
    assert_eq!((io.line, io.value), (10, Some(Value::Int(8192))));
    let m = one(&root, "lib.rs::Config::MAX_RETRIES");
    assert_eq!(
        (m.kind, m.value),
        (Kind::RustAssocConst, Some(Value::Int(5)))
    );
    let t = one(&root, "lib.rs::Config::default.timeout");
    assert_eq!(
        (t.kind, t.line, t.value),
        (Kind::RustDefaultField, 23, Some(Value::Int(30)))
    );
}

#[test]
fn yaml_toml_json_key_paths_with_lines() {
    let root = fixtures();
    let y = one(
        &root,
        "cli-config.yaml.example::compression.protect_first_n",
    );
    assert_eq!(
        (y.kind, y.line, y.value.clone(), y.commented_out),
        (Kind::YamlKey, 7, Some(Value::Int(3)), false)
    );
    let c = one(&root, "cli-config.yaml.example::compression.protect_last_n");
    assert_eq!(
        (c.line, c.value, c.commented_out),
        (6, Some(Value::Int(20)), true)
    );
    let m = one(&root, "cli-config.yaml.example::memory.limit");
    assert_eq!(
        (m.line, m.value, m.commented_out),
        (10, Some(Value::Int(8)), true)
    );
    let en = one(&root, "cli-config.yaml.example::compression.enabled");
    assert_eq!(en.value, Some(Value::Str("yes".into())));
    assert_eq!(
        en.warnings,
        vec![
            "YAML 1.1 (PyYAML) reads `yes` as true; YAML 1.2 reads it as the string \"yes\""
                .to_string()
        ]
    );
    let off = one(&root, "cli-config.yaml.example::logging");
    assert_eq!(
        off.warnings,
        vec![
            "YAML 1.1 (PyYAML) reads `off` as false; YAML 1.2 reads it as the string \"off\""
                .to_string()
        ]
    );
    let t = one(&root, "settings.toml::server.port");
    assert_eq!(
        (t.kind, t.line, t.value, t.expr.as_str()),
        (Kind::TomlKey, 4, Some(Value::Int(8080)), "8_080")
    );
    let t = one(&root, "settings.toml::plugins[0][\"key.with.dots\"]");
    assert_eq!((t.line, t.value), (9, Some(Value::Bool(true))));
    let j = one(&root, "settings.json::server.hosts[1]");
    assert_eq!(
        (j.kind, j.line, j.value),
        (Kind::JsonKey, 4, Some(Value::Str("b".into())))
    );
    let j = one(&root, "settings.json::debug");
    assert_eq!((j.line, j.value), (6, Some(Value::Bool(false))));
    // Cross-language equality: YAML 3 == Python 3, JSON false == Rust false.
    assert_eq!(
        y.value,
        one(
            &root,
            "compressor.py::ContextCompressor.__init__(protect_first_n)"
        )
        .value
    );
}

#[test]
fn strings_joins_implicit_concatenation_in_the_stdlib() {
    let Some(std) = stdlib() else { return };
    let q = StringQuery::Contains("Can't reposition in the ZIP file while there is an open".into());
    let found = search(&[std.join("zipfile.py")], &q).unwrap();
    assert_eq!(found.files_searched, 1);
    assert_eq!(found.hits.len(), 1);
    let h = &found.hits[0];
    assert_eq!(h.template, TemplateKind::Plain);
    assert_eq!(
        h.text,
        "Can't reposition in the ZIP file while there is an open writing handle on it. Close the writing handle before trying to read."
    );
    // The literal spans three physical lines; check against the file.
    let text = std::fs::read_to_string(std.join("zipfile.py")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(h.end_line, h.line + 2);
    assert!(lines[h.line - 1].contains("\"Can't reposition in the ZIP file while \""));
    assert!(lines[h.end_line - 1].contains("\"Close the writing handle before trying to read.\""));
    // A `%` template split across lines shows its argument as the placeholder.
    let q = StringQuery::Contains("is encrypted, password required".into());
    let f = search(&[std.join("zipfile.py")], &q).unwrap();
    assert_eq!(f.hits.len(), 1);
    assert_eq!(f.hits[0].template, TemplateKind::Percent);
    assert_eq!(
        f.hits[0].text,
        "File {name} is encrypted, password required for extraction"
    );
    assert_eq!(f.hits[0].end_line, f.hits[0].line + 1);
    // A `.format` template keeps its placeholders as written.
    let q =
        StringQuery::Regex(regex::Regex::new(r"file is extracted into \{!r\} directory").unwrap());
    let f = search(&[std.join("tarfile.py")], &q).unwrap();
    assert_eq!(f.hits.len(), 1);
    assert_eq!(f.hits[0].template, TemplateKind::Format);
    assert_eq!(
        f.hits[0].text,
        "{!r} file is extracted into {!r} directory."
    );
    // Comments are not strings.
    let q = StringQuery::Contains("Example configuration".into());
    assert!(search(&[fixtures()], &q).unwrap().hits.is_empty());
}

#[test]
fn strings_reports_unreadable_files_and_keeps_going() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.py"), "X = 'needle here'\n").unwrap();
    std::fs::write(dir.path().join("b.py"), b"Y = '\xff needle'\n").unwrap();
    let q = StringQuery::Regex(regex::Regex::new("needle").unwrap());
    let f = search(&[dir.path().to_path_buf()], &q).unwrap();
    assert_eq!(f.files_searched, 2);
    assert_eq!(f.hits.len(), 1);
    assert_eq!(f.errors.len(), 1);
    assert_eq!(
        f.errors[0].message,
        "not UTF-8 text (first invalid byte at offset 5)"
    );
    assert_eq!(f.errors[0].file, dir.path().join("b.py"));
}

#[test]
fn git_provenance_tracked_modified_untracked() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    git(d, &["init", "-q"]);
    git(d, &["config", "user.email", "t@example.com"]);
    git(d, &["config", "user.name", "Test"]);
    git(d, &["config", "core.autocrlf", "false"]);
    std::fs::write(d.join("a.py"), "X = 1\nnaïve = 'é'\n").unwrap();
    git(d, &["add", "a.py"]);
    git(d, &["commit", "-q", "-m", "first: add a.py"]);
    let head = git(d, &["rev-parse", "HEAD"]);
    let date = git(d, &["log", "-1", "--format=%cI"]);

    let p = docdrift_core::core::provenance::of_file(&d.join("a.py")).unwrap();
    assert_eq!((p.bytes, p.chars, p.lines), (20, Some(18), 2));
    assert_eq!(p.git_blob, git(d, &["hash-object", "a.py"]));
    assert_eq!(
        p.sha256,
        docdrift_core::core::hash::sha256_hex(&std::fs::read(d.join("a.py")).unwrap())
    );
    let g = p.git.unwrap();
    assert_eq!(
        (g.head.as_str(), g.commit_date.as_str(), g.subject.as_str()),
        (head.as_str(), date.as_str(), "first: add a.py")
    );
    assert!(g.tracked && !g.differs_from_head);

    std::fs::write(d.join("a.py"), "X = 2\n").unwrap();
    let p = docdrift_core::core::provenance::of_file(&d.join("a.py")).unwrap();
    assert_eq!(p.git_blob, git(d, &["hash-object", "a.py"]));
    let g = p.git.unwrap();
    assert!(g.tracked && g.differs_from_head);

    // A file in a subdirectory, committed: resolved relative to its own directory.
    std::fs::create_dir(d.join("pkg")).unwrap();
    std::fs::write(d.join("pkg/m.py"), "Z = 3\n").unwrap();
    git(d, &["add", "pkg/m.py"]);
    git(d, &["commit", "-q", "-m", "second"]);
    let p = docdrift_core::core::provenance::of_file(&d.join("pkg/m.py")).unwrap();
    assert_eq!(p.git_blob, git(d, &["rev-parse", "HEAD:pkg/m.py"]));
    let g = p.git.unwrap();
    assert_eq!(g.subject, "second");
    assert!(g.tracked && !g.differs_from_head);

    std::fs::write(d.join("new.py"), "Y = 1").unwrap();
    let p = docdrift_core::core::provenance::of_file(&d.join("new.py")).unwrap();
    assert_eq!((p.bytes, p.lines), (5, 1));
    let g = p.git.unwrap();
    assert!(!g.tracked && g.differs_from_head);

    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("z.txt"), "z").unwrap();
    let p = docdrift_core::core::provenance::of_file(&outside.path().join("z.txt")).unwrap();
    // tempdirs are outside any repository unless TMPDIR is inside one.
    if Std::new("git")
        .arg("-C")
        .arg(outside.path())
        .args(["rev-parse", "HEAD"])
        .output()
        .map(|o| !o.status.success())
        .unwrap_or(true)
    {
        assert!(p.git.is_none());
    }
}

// ---------------------------------------------------------------- CLI

#[test]
fn cli_extract_json_and_exit_codes() {
    let out = docdrift()
        .args(["extract", "--root"])
        .arg(fixtures())
        .args([
            "--format",
            "json",
            "compressor.py::_CHUNK",
            "settings.toml::server.timeout",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["results"][0]["value"],
        serde_json::json!({"type": "int", "value": 8192})
    );
    assert_eq!(v["results"][0]["expr"], "8 * 1024");
    assert_eq!(v["results"][0]["kind"], "constant");
    assert_eq!(v["results"][0]["line"], 5);
    assert_eq!(
        v["results"][1]["value"],
        serde_json::json!({"type": "float", "value": 2.5})
    );

    let out = docdrift()
        .args(["extract", "--root"])
        .arg(fixtures())
        .arg("compressor.py::_CHUNKS")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(
            "docdrift: error: compressor.py: nothing named `compressor.py::_CHUNKS`; nearest names: _CHUNK"
        ),
        "{err}"
    );

    let out = docdrift()
        .args(["extract", "nocolon.py::"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = docdrift()
        .args(["extract", "--root"])
        .arg(fixtures())
        .arg("gone.py::X")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
}

#[test]
fn cli_extract_file_lists_everything() {
    let out = docdrift()
        .args(["extract", "--format", "json", "--root"])
        .arg(fixtures())
        .arg("lib.rs")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let names: Vec<&str> = v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        vec![
            "KB",
            "SEP",
            "SEP",
            "io::DEFAULT_BUF_SIZE",
            "Config::MAX_RETRIES",
            "Config::default.timeout"
        ]
    );
    assert_eq!(v["results"][0]["selector"], "lib.rs::KB");
}

#[test]
fn cli_strings_and_provenance() {
    let Some(std) = stdlib() else { return };
    let out = docdrift()
        .arg("strings")
        .arg(std.join("zipfile.py"))
        .args([
            "--contains",
            "while there is an open writing handle",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["hits"].as_array().unwrap().len() >= 3, "{v}");
    let out = docdrift()
        .arg("strings")
        .arg(fixtures())
        .args(["--contains", "no such text anywhere"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let out = docdrift()
        .arg("strings")
        .arg(fixtures())
        .args(["--regex", "("])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));

    let out = docdrift()
        .args(["provenance", "--format", "json"])
        .arg(fixtures().join("settings.json"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let bytes = std::fs::read(fixtures().join("settings.json")).unwrap();
    assert_eq!(v[0]["bytes"], bytes.len());
    assert_eq!(
        v[0]["git_blob"],
        docdrift_core::core::hash::git_blob_id(&bytes)
    );
    let out = docdrift()
        .args(["provenance", "/nonexistent/file"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
}

#[test]
fn rust_file_modules_are_followed() {
    let root = fixtures().join("tree");
    let p = one(&root, "src/lib.rs::net::PORT");
    assert_eq!(
        (p.file.clone(), p.line, p.value),
        (PathBuf::from("src/net.rs"), 1, Some(Value::Int(80)))
    );
    let b = one(&root, "src/lib.rs::net::tcp::BACKLOG");
    assert_eq!(
        (b.file, b.value),
        (PathBuf::from("src/net/tcp.rs"), Some(Value::Int(1280)))
    );
    let e = one(&root, "src/lib.rs::extra::ON");
    assert_eq!(e.cfg.as_deref(), Some("cfg(feature = \"extra\")"));
    // Starting from a module file works too, with names relative to it; `crate::` paths
    // resolve from the crate root found above it (src/lib.rs).
    assert_eq!(
        one(&root, "src/net.rs::tcp::BACKLOG").value,
        Some(Value::Int(1280))
    );
    let l = list(&root, Path::new("src/lib.rs")).unwrap();
    assert!(l.errors.is_empty(), "{:?}", l.errors);
    assert_eq!(l.items.len(), 4);
}

#[test]
fn generated_deep_nesting_and_long_chains_do_not_crash() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let mut chain = String::from("A0 = 1\n");
    for i in 1..2000 {
        chain.push_str(&format!("A{i} = A{} + 1\n", i - 1));
    }
    chain.push_str(&format!(
        "DEEP = {}1{}\n",
        "(".repeat(1000),
        ")".repeat(1000)
    ));
    chain.push_str(&format!("LONG = 1{}\n", " + 1".repeat(20000)));
    std::fs::write(root.join("gen.py"), &chain).unwrap();
    assert_eq!(one(root, "gen.py::A50").value, Some(Value::Int(51)));
    let far = one(root, "gen.py::A1999");
    // Resolved in file order through the cache, so the long chain folds exactly.
    assert_eq!((far.line, far.value), (2000, Some(Value::Int(2000))));
    // Parentheses are not nodes: a thousand of them around 1 is still 1.
    assert_eq!(one(root, "gen.py::DEEP").value, Some(Value::Int(1)));
    let long = one(root, "gen.py::LONG");
    assert_eq!(long.value, None);
    assert!(
        long.warnings[0].contains("nested deeper than 200 levels"),
        "{:?}",
        long.warnings
    );

    let mut rs = String::new();
    for i in 1..2000 {
        rs.push_str(&format!("const B{i}: u64 = B{} + 1;\n", i - 1));
    }
    rs.push_str("const B0: u64 = 1;\n");
    rs.push_str(&format!("const LONG: u64 = 1{};\n", " + 1".repeat(5000)));
    std::fs::write(root.join("gen.rs"), &rs).unwrap();
    assert_eq!(one(root, "gen.rs::B50").value, Some(Value::Int(51)));
    assert_eq!(one(root, "gen.rs::LONG").value, None);
}

/// Parse `files=… parse_errors=… constants=… dict_keys=…` from the CPython `ast` peer.
fn peer_field(line: &str, key: &str) -> usize {
    line.split_whitespace()
        .find_map(|f| f.strip_prefix(&format!("{key}=")))
        .unwrap_or_else(|| panic!("{key} missing in {line:?}"))
        .parse()
        .unwrap()
}

/// The peer-definition scan (`source::python::tree_constants`) gives the CPython `ast` peer's
/// exact counts on real stdlib packages, and on a tree with the failure cases the peer counts
/// as parse errors (bad syntax, undecodable bytes, BOM + non-UTF-8 declaration, 3.12 syntax).
#[test]
fn tree_constants_equal_the_ast_peer() {
    let peer = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/peers/peer_consts.py");
    let peer = if peer.exists() {
        peer
    } else {
        PathBuf::from("/work/shared/peers/peer_consts.py")
    };
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path();
    std::fs::write(t.join("ok.py"), "A = 1\nD = {'a': {'b': 2}, 'c': 3}\n").unwrap();
    std::fs::write(t.join("py2.py"), "X = 1\nprint 'x'\n").unwrap();
    std::fs::write(t.join("latin.py"), b"# coding: latin-1\nS = '\xe9'\n").unwrap();
    std::fs::write(t.join("bad.py"), b"S = '\xe9'\n").unwrap();
    std::fs::write(t.join("bom.py"), b"\xef\xbb\xbf# coding: utf8\nA = 1\n").unwrap();
    std::fs::write(t.join("pep695.py"), "type X = int\nA = 1\n").unwrap();
    std::fs::write(t.join("notes.txt"), "A = 1\n").unwrap();
    std::fs::create_dir(t.join("sub")).unwrap();
    std::fs::write(t.join("sub/k.py"), "K: dict = {'x': 1, **{}}\n").unwrap();
    let Some(lib) = stdlib() else { return };
    for root in [t.to_path_buf(), lib.join("json"), lib.join("email")] {
        let out = Std::new("python3").arg(&peer).arg(&root).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let line = String::from_utf8(out.stdout).unwrap();
        let ours = docdrift_core::source::python::tree_constants(&root);
        assert_eq!(
            (
                ours.files,
                ours.bytes,
                ours.unreadable.len(),
                ours.constants,
                ours.dict_keys
            ),
            (
                peer_field(&line, "files"),
                peer_field(&line, "bytes") as u64,
                peer_field(&line, "parse_errors"),
                peer_field(&line, "constants"),
                peer_field(&line, "dict_keys"),
            ),
            "{}: peer said {line}",
            root.display()
        );
    }
    let ours = docdrift_core::source::python::tree_constants(t);
    assert_eq!((ours.constants, ours.dict_keys), (4, 3));
    let bad: Vec<String> = ours
        .unreadable
        .iter()
        .map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(bad, vec!["bad.py", "bom.py", "pep695.py", "py2.py"]);
}

/// `cfg!`, `#[cfg]`, `mod`, `pub use`, `use … as` and `crate::` paths, read for the host target,
/// give the values rustc computes when it builds the same files for that target.
#[test]
fn rust_cfg_and_imports_equal_what_rustc_computes_for_the_host() {
    let vv = Std::new("rustc").arg("-vV").output().expect("rustc runs");
    let host = String::from_utf8(vv.stdout)
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_string))
        .unwrap();
    let Ok(set) = docdrift_core::source::cfg::CfgSet::for_target(&host) else {
        eprintln!("SKIPPED: host {host} is not in docdrift's target table");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("sys")).unwrap();
    std::fs::write(
        root.join("main.rs"),
        "#![allow(dead_code)]\nmod sys;\nuse crate::sys::imp as platform;\n\
         pub const BUF: usize = crate::sys::DEFAULT_BUF_SIZE * 2;\n\
         pub const STACK: usize = platform::STACK;\n\
         pub const WIDE: u128 = if cfg!(target_pointer_width = \"64\") { u128::MAX } else { 0 };\n\
         fn main() { println!(\"{} {} {}\", BUF, STACK, WIDE); }\n",
    )
    .unwrap();
    std::fs::write(
        root.join("sys/mod.rs"),
        "pub const DEFAULT_BUF_SIZE: usize = if cfg!(target_os = \"espidf\") { 512 } else if cfg!(all(unix, not(target_env = \"musl\"))) { 8 * 1024 } else { 4096 };\n\
         #[cfg(unix)]\npub mod unix;\n#[cfg(unix)]\npub use unix as imp;\n\
         #[cfg(not(unix))]\npub mod other;\n#[cfg(not(unix))]\npub use other as imp;\n",
    )
    .unwrap();
    std::fs::write(
        root.join("sys/unix.rs"),
        "#[cfg(target_pointer_width = \"64\")]\npub const STACK: usize = 2 * 1024 * 1024;\n\
         #[cfg(not(target_pointer_width = \"64\"))]\npub const STACK: usize = 1024 * 1024;\n",
    )
    .unwrap();
    std::fs::write(
        root.join("sys/other.rs"),
        "pub const STACK: usize = 64 * 1024;\n",
    )
    .unwrap();
    let exe = root.join("prog");
    let st = Std::new("rustc")
        .args(["--edition", "2021"])
        .arg(root.join("main.rs"))
        .arg("-o")
        .arg(&exe)
        .status()
        .unwrap();
    assert!(st.success());
    let out = String::from_utf8(Std::new(&exe).output().unwrap().stdout).unwrap();
    let want: Vec<u128> = out.split_whitespace().map(|s| s.parse().unwrap()).collect();
    let got: Vec<u128> = ["main.rs::BUF", "main.rs::STACK", "main.rs::WIDE"]
        .iter()
        .map(|sel| {
            let found = docdrift_core::source::extract_for(root, sel, Some(&set)).unwrap();
            assert_eq!(found.len(), 1, "{sel}: {found:?}");
            match found[0].value.clone().unwrap() {
                Value::Int(i) => i as u128,
                Value::UInt(u) => u,
                v => panic!("{sel}: {v:?}"),
            }
        })
        .collect();
    assert_eq!(got, want);
    // Without a target, every variant comes back with its conditions.
    let all = extract(root, "main.rs::BUF").unwrap();
    assert_eq!(all.len(), 3, "{all:?}");
    assert_eq!(
        all.iter()
            .map(|e| e.cfg.clone().unwrap())
            .collect::<Vec<_>>(),
        vec![
            r#"cfg(target_os = "espidf")"#.to_string(),
            r#"cfg(not(target_os = "espidf")), cfg(all(unix, not(target_env = "musl")))"#.into(),
            r#"cfg(not(target_os = "espidf")), cfg(not(all(unix, not(target_env = "musl"))))"#
                .into(),
        ]
    );
}

#[test]
fn names_made_by_macros_say_which_macro() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("num.rs"),
        "macro_rules! uint_impl { ($($t:tt)*) => { pub const MAX: Self = !0; } }\n\
         impl u8 {\n    uint_impl! { Self = u8, MAX = 255, }\n}\npub const KEEP: u8 = 1;\n",
    )
    .unwrap();
    let e = extract(dir.path(), "num.rs::u8::MAX").unwrap_err();
    assert!(matches!(e, SourceError::MadeByMacro { .. }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "num.rs: nothing named `num.rs::u8::MAX` in the source as written: `u8::MAX` is made by macro `uint_impl!` (invoked in `impl u8` at num.rs:3); docdrift reads source as written and does not expand macros"
    );
    let out = crate::util::docdrift()
        .current_dir(dir.path())
        .args(["extract", "num.rs::u8::MAX"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("made by macro `uint_impl!`"));
}

/// A syntax error in one module's file is reported with its `file:line` and attached only to
/// values of that file, and it hides nothing else (issue 17).
#[test]
fn syntax_errors_stay_with_their_own_file() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(
        root.join("lib.rs"),
        "mod broken;\npub const A: u32 = broken::B + 1;\n",
    )
    .unwrap();
    std::fs::write(
        root.join("broken.rs"),
        "pub const B: u32 = 41;\nimpl const Nope for X {}\nfn f(x: ) -> { }\n\npub const C: u32 = 3;\n",
    )
    .unwrap();
    let a = one(root, "lib.rs::A");
    assert_eq!(a.value, Some(Value::Int(42)));
    assert!(a.warnings.is_empty(), "{:?}", a.warnings);
    let c = one(root, "lib.rs::broken::C");
    assert_eq!(c.value, Some(Value::Int(3)));
    assert!(
        c.warnings[0].starts_with("broken.rs has 2 syntax error(s), first at broken.rs:2: "),
        "{:?}",
        c.warnings
    );
}

/// A selector walks past every other definition without a record (issue 33: the listing
/// was most of a selector's memory on a large file). Proof that it finds what the full
/// listing has: for up to 50 names a file of the source fixtures (Python, JSON, TOML, YAML
/// with commented-out keys) and of 20 stdlib modules,
/// `extract` returns the listing's items of that name, field for field.
#[test]
fn a_selector_finds_what_the_full_listing_has() {
    let mut files: Vec<(PathBuf, PathBuf)> = [
        "compressor.py",
        "broken.py",
        "settings.json",
        "settings.toml",
        "cli-config.yaml.example",
    ]
    .iter()
    .map(|f| (fixtures(), PathBuf::from(f)))
    .collect();
    if let Some(lib) = stdlib() {
        let mut mods: Vec<PathBuf> = std::fs::read_dir(&lib)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "py"))
            .collect();
        mods.sort();
        // Every 10th module, 20 of them: argparse-, dict- and class-heavy ones among them.
        for m in mods.iter().step_by(10).take(20) {
            files.push((lib.clone(), PathBuf::from(m.file_name().unwrap())));
        }
    }
    let mut compared = 0;
    for (root, file) in &files {
        let all = list(root, file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let mut names: Vec<&str> = all.items.iter().map(|i| i.name.as_str()).collect();
        names.sort();
        names.dedup();
        // At most ~50 names a file (each is a parse of the file), spread over the file.
        let step = names.len().div_ceil(50).max(1);
        for name in names.into_iter().step_by(step) {
            let sel = format!("{}::{name}", file.display());
            // A name the selector syntax cannot spell (e.g. `f(--flag)` surfaces) is skipped;
            // any other error is a name the selector lost.
            let found = match extract(root, &sel) {
                Ok(found) => found,
                Err(SourceError::BadSelector { .. }) => continue,
                Err(e) => panic!("{sel}: {e}"),
            };
            let expected: Vec<&Extracted> = all.items.iter().filter(|i| i.name == name).collect();
            let key = |i: &Extracted| {
                (
                    i.line,
                    i.end_line,
                    i.kind,
                    i.name.clone(),
                    format!("{:?}", i.value),
                    i.expr.clone(),
                )
            };
            assert_eq!(
                found.iter().map(key).collect::<Vec<_>>(),
                expected.iter().map(|i| key(i)).collect::<Vec<_>>(),
                "{sel}"
            );
            compared += 1;
        }
    }
    assert!(compared > 300, "only {compared} names compared");
}
