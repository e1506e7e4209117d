//! The Rust toolchain's own docs against its own source (issue 17's done-when).
//!
//! Every machine with rustup's `rust-docs` component has the std/core/alloc documentation
//! under `$(rustc --print sysroot)/share/doc/rust/html`, and rustdoc's source pages under
//! `…/html/src/` hold the source those pages were built from, with line numbers. This test is
//! the script that builds a labelled set from them:
//!
//! 1. recovers the Rust source of core, alloc and std from the source pages (line numbers
//!    intact, so every `file:line` docdrift reports is the real one);
//! 2. reads every documented value it can pair with a source item off the docs pages:
//!    the associated constants of `f32`/`f64`/`char` (`pub const EPSILON: f64 = …`), the
//!    `f32::consts`/`f64::consts` constants, the `core::char` constants, `MAIN_SEPARATOR`,
//!    and the prose defaults ("The default is currently 8 KiB", "2 MiB on all Tier-1
//!    platforms");
//! 3. writes one claim per value with its expected verdict (the label), plus perturbed
//!    copies of the integer and char values that must disagree;
//! 4. runs `docdrift check` and asserts every verdict.
//!
//! Without the docs component the test prints why and passes: it cannot check what the
//! machine does not have.

use crate::util::{rust_docs, skip};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The toolchain's docs with rustdoc's source pages, or `None` with the reason printed.
fn html_root() -> Option<PathBuf> {
    let html = rust_docs()?;
    if html.join("src/core/lib.rs.html").is_file() {
        Some(html)
    } else {
        skip(&format!(
            "no rustdoc source pages under {}/src",
            html.display()
        ));
        None
    }
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

/// The Rust text of one rustdoc source page: the `<code>` block less its line-number anchors
/// and highlighting tags.
fn recover_source(page: &str) -> Option<String> {
    let start = page.find("<pre class=\"rust\"><code>")? + "<pre class=\"rust\"><code>".len();
    let end = start + page[start..].find("</code></pre>")?;
    let anchors = regex::Regex::new(r"<a href=#\d+ id=\d+ data-nosnippet>\d+</a>").unwrap();
    let tags = regex::Regex::new(r"<[^>]+>").unwrap();
    let body = anchors.replace_all(&page[start..end], "");
    Some(unescape(&tags.replace_all(&body, "")))
}

/// Recover `html/src/{core,alloc,std}/**.rs.html` into `out/{core,alloc,std}/**.rs`.
fn recover_tree(html: &Path, out: &Path) -> usize {
    let mut n = 0;
    for krate in ["core", "alloc", "std"] {
        let base = html.join("src").join(krate);
        let mut stack = vec![base.clone()];
        while let Some(dir) = stack.pop() {
            for e in std::fs::read_dir(&dir).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                    continue;
                }
                let Some(name) = p.file_name().and_then(|n| n.to_str()) else {
                    continue;
                };
                let Some(rs) = name.strip_suffix(".html") else {
                    continue;
                };
                let page = std::fs::read_to_string(&p).unwrap();
                let Some(text) = recover_source(&page) else {
                    continue;
                };
                let rel = p.parent().unwrap().strip_prefix(&base).unwrap();
                let dest = out.join(krate).join(rel).join(rs);
                std::fs::create_dir_all(dest.parent().unwrap()).unwrap();
                std::fs::write(dest, text).unwrap();
                n += 1;
            }
        }
    }
    n
}

/// One labelled claim.
struct Labelled {
    id: String,
    page: PathBuf,
    /// Regex over the page's visible text, or a value stated in the claim (perturbed copies).
    docs: Docs,
    select: String,
    target: Option<&'static str>,
    verdict: &'static str,
    /// A doc-stated value (not a perturbed copy).
    stated: bool,
}

/// A hand-labelled prose claim: id, page, regex, selector, target, verdict.
type Hand<'a> = (
    &'a str,
    &'a str,
    &'a str,
    &'a str,
    Option<&'static str>,
    &'static str,
);

enum Docs {
    Regex(String),
    Value(String),
}

/// `pub const NAME: TYPE = VALUE` in the code headers of a page, in page order.
fn const_headers(html: &str) -> Vec<(String, String, String)> {
    let h = regex::Regex::new(
        r#"(?s)<(?:h4 class="code-header"|pre class="rust item-decl"><code)>(.*?)</(?:h4|code)>"#,
    )
    .unwrap();
    let tags = regex::Regex::new(r"<[^>]+>").unwrap();
    let decl = regex::Regex::new(r"^pub const (\w+): (\w+) = (.+?);?(?: // .*)?$").unwrap();
    let mut out = Vec::new();
    for c in h.captures_iter(html) {
        let text = unescape(&tags.replace_all(&c[1], ""));
        if let Some(d) = decl.captures(text.trim()) {
            out.push((d[1].to_string(), d[2].to_string(), d[3].trim().to_string()));
        }
    }
    out
}

/// The value one more than an integer text, or the next char, for a copy that must disagree.
fn perturb(value: &str) -> Option<String> {
    if let Ok(i) = value.parse::<i64>() {
        return Some((i + 1).to_string());
    }
    if value == r"'\u{10FFFF}'" {
        return Some(r"'\u{10FFFE}'".into());
    }
    if value == r"'\u{FFFD}'" {
        return Some(r"'\u{FFFC}'".into());
    }
    None
}

fn regex_for(name: &str, ty: &str, value: &str) -> String {
    format!(
        r"pub const {name}: {ty} = (?P<value>{})",
        regex::escape(value)
    )
}

fn build_set(html: &Path) -> Vec<Labelled> {
    let mut set = Vec::new();
    // Associated constants of the float and char primitives: page → source file, type.
    for (page, file, ty) in [
        ("core/primitive.f64.html", "core/num/f64.rs", "f64"),
        ("core/primitive.f32.html", "core/num/f32.rs", "f32"),
        ("core/primitive.char.html", "core/char/methods.rs", "char"),
    ] {
        let text = std::fs::read_to_string(html.join(page)).unwrap();
        for (name, decl_ty, value) in const_headers(&text) {
            // Tuples (`UNICODE_VERSION`) are not one value.
            if value.starts_with('(') {
                continue;
            }
            let select = format!("{file}::{ty}::{name}");
            set.push(Labelled {
                id: format!("{ty}-{name}"),
                page: html.join(page),
                docs: Docs::Regex(regex_for(&name, &decl_ty, &value)),
                select: select.clone(),
                target: None,
                verdict: "agree",
                stated: true,
            });
            if let Some(wrong) = perturb(&value) {
                set.push(Labelled {
                    id: format!("{ty}-{name}-perturbed"),
                    page: html.join(page),
                    docs: Docs::Value(wrong),
                    select,
                    target: None,
                    verdict: "disagree",
                    stated: false,
                });
            }
        }
    }
    // `f64::consts::PI` and friends, one page each.
    for (dir, file) in [
        ("core/f64/consts", "core/num/f64.rs"),
        ("core/f32/consts", "core/num/f32.rs"),
    ] {
        let mut pages: Vec<PathBuf> = std::fs::read_dir(html.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with("constant.")
            })
            .collect();
        pages.sort();
        for p in pages {
            let text = std::fs::read_to_string(&p).unwrap();
            for (name, ty, value) in const_headers(&text) {
                set.push(Labelled {
                    id: format!("{ty}-consts-{name}"),
                    page: p.clone(),
                    docs: Docs::Regex(regex_for(&name, &ty, &value)),
                    select: format!("{file}::consts::{name}"),
                    target: None,
                    verdict: "agree",
                    stated: true,
                });
            }
        }
    }
    // `core::char::MAX` etc.: module constants defined as `char::MAX` (a primitive's
    // associated const, defined in another module); rustdoc shows the value in a comment.
    for name in [
        "MAX",
        "REPLACEMENT_CHARACTER",
        "MAX_LEN_UTF8",
        "MAX_LEN_UTF16",
    ] {
        let p = html.join(format!("core/char/constant.{name}.html"));
        if !p.is_file() {
            continue;
        }
        set.push(Labelled {
            id: format!("core-char-{name}"),
            page: p,
            docs: Docs::Regex(format!(
                r"pub const {name}: \w+ = char::{name}; // (?P<value>\S+)"
            )),
            select: format!("core/char/mod.rs::{name}"),
            target: None,
            verdict: "agree",
            stated: true,
        });
    }
    let stack_re = r"it is (?P<value>2 MiB) on all Tier-1 platforms".to_string();
    let buf_re = r"The default is currently (?P<value>8 KiB)".to_string();
    let hand: [Hand; 10] = [
        // `crate::sys::path::MAIN_SEP`, re-exported by a glob inside `cfg_select!`.
        (
            "main-separator",
            "std/path/constant.MAIN_SEPARATOR.html",
            r"pub const MAIN_SEPARATOR: char = crate::sys::path::MAIN_SEP; // (?P<value>'.')",
            "std/path.rs::MAIN_SEPARATOR",
            Some("x86_64-unknown-linux-gnu"),
            "agree",
        ),
        // An imported name whose value is an `if cfg!(…)` in another module.
        (
            "bufreader-default-linux",
            "std/io/struct.BufReader.html",
            &buf_re,
            "std/io/buffered/bufreader.rs::DEFAULT_BUF_SIZE",
            Some("x86_64-unknown-linux-gnu"),
            "agree",
        ),
        (
            "bufreader-default-espidf",
            "std/io/struct.BufReader.html",
            &buf_re,
            "std/io/buffered/bufreader.rs::DEFAULT_BUF_SIZE",
            Some("riscv32imc-esp-espidf"),
            "disagree",
        ),
        (
            "bufreader-default-every-target",
            "std/io/struct.BufReader.html",
            &buf_re,
            "std/io/buffered/bufreader.rs::DEFAULT_BUF_SIZE",
            None,
            "disagree",
        ),
        (
            "bufwriter-default-linux",
            "std/io/struct.BufWriter.html",
            &buf_re,
            "std/io/buffered/bufwriter.rs::DEFAULT_BUF_SIZE",
            Some("x86_64-unknown-linux-gnu"),
            "agree",
        ),
        (
            "bufwriter-default-macos",
            "std/io/struct.BufWriter.html",
            &buf_re,
            "std/io/buffered/bufwriter.rs::DEFAULT_BUF_SIZE",
            Some("aarch64-apple-darwin"),
            "agree",
        ),
        // Four #[cfg] definitions behind a `pub use` in a cfg_select! arm.
        (
            "thread-stack-linux",
            "std/thread/index.html",
            &stack_re,
            "std/sys/thread/mod.rs::DEFAULT_MIN_STACK_SIZE",
            Some("x86_64-unknown-linux-gnu"),
            "agree",
        ),
        (
            "thread-stack-aarch64-linux",
            "std/thread/index.html",
            &stack_re,
            "std/sys/thread/mod.rs::DEFAULT_MIN_STACK_SIZE",
            Some("aarch64-unknown-linux-gnu"),
            "agree",
        ),
        (
            "thread-stack-espidf",
            "std/thread/index.html",
            &stack_re,
            "std/sys/thread/mod.rs::DEFAULT_MIN_STACK_SIZE",
            Some("riscv32imc-esp-espidf"),
            "disagree",
        ),
        (
            "thread-stack-every-target",
            "std/thread/index.html",
            &stack_re,
            "std/sys/thread/mod.rs::DEFAULT_MIN_STACK_SIZE",
            None,
            "disagree",
        ),
    ];
    for (id, page, re, select, target, verdict) in hand {
        set.push(Labelled {
            id: id.into(),
            page: html.join(page),
            docs: Docs::Regex(re.to_string()),
            select: select.into(),
            target,
            verdict,
            stated: true,
        });
    }
    set
}

fn toml_str(s: &str) -> String {
    // A TOML literal string holds regexes and Windows-free paths as they are.
    assert!(!s.contains('\''), "{s}");
    format!("'{s}'")
}

fn claims_file(set: &[Labelled]) -> String {
    let mut out = String::from("version = 1\n[target]\ncheckout = \".\"\n\n");
    for c in set {
        out += &format!("[[claim]]\nid = \"{}\"\nsays = \"{}\"\n", c.id, c.id);
        if let Some(t) = c.target {
            out += &format!("target = \"{t}\"\n");
        }
        match &c.docs {
            Docs::Regex(re) => {
                let re = if re.contains('\'') {
                    // `'.'` in a regex: write the quote as a class-free escape.
                    re.replace('\'', r"\x27")
                } else {
                    re.clone()
                };
                out += &format!(
                    "docs = {{ page = {}, regex = {} }}\n",
                    toml_str(&c.page.to_string_lossy()),
                    toml_str(&re)
                );
            }
            Docs::Value(v) => out += &format!("docs = {{ value = {v:?} }}\n"),
        }
        out += &format!("code = {{ select = \"{}\" }}\n\n", c.select);
    }
    out
}

#[test]
fn std_docs_against_std_source() {
    let Some(html) = html_root() else { return };
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let files = recover_tree(&html, root);
    assert!(files > 300, "recovered only {files} source files");
    // Line numbers survive recovery: the const the issue names is at its real line.
    let io = std::fs::read_to_string(root.join("std/sys/io/mod.rs")).unwrap();
    let line = io
        .lines()
        .position(|l| l.starts_with("pub const DEFAULT_BUF_SIZE"))
        .map(|i| i + 1);
    assert!(line.is_some(), "std/sys/io/mod.rs has no DEFAULT_BUF_SIZE");

    let set = build_set(&html);
    let stated = set.iter().filter(|c| c.stated).count();
    assert!(stated >= 40, "only {stated} doc-stated values in the set");
    std::fs::write(root.join("claims.toml"), claims_file(&set)).unwrap();
    let out = crate::util::docdrift()
        .current_dir(root)
        .args([
            "check",
            "--claims",
            "claims.toml",
            "--snapshots",
            "snaps",
            "--format",
            "json",
        ])
        // The toolchain's docs are a local docs root of this claims file.
        .arg("--docs-root")
        .arg(&html)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{e}: {text}\n{}", String::from_utf8_lossy(&out.stderr)));
    let got: BTreeMap<String, (String, String)> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["id"].as_str().unwrap().to_string(),
                (
                    f["verdict"].as_str().unwrap().to_string(),
                    f["message"].as_str().unwrap_or("").to_string(),
                ),
            )
        })
        .collect();
    let mut wrong = Vec::new();
    for c in &set {
        let (verdict, message) = &got[&c.id];
        if verdict != c.verdict {
            wrong.push(format!(
                "{}: expected {}, got {verdict}: {message}",
                c.id, c.verdict
            ));
        }
    }
    eprintln!(
        "{} claims ({stated} doc-stated values, {} perturbed copies) from {} recovered source files",
        set.len(),
        set.len() - stated,
        files
    );
    assert!(
        wrong.is_empty(),
        "{} wrong verdicts:\n{}",
        wrong.len(),
        wrong.join("\n")
    );

    // `extract` shows 8192 and the espidf branch for the const the issue names.
    let out = crate::util::docdrift()
        .current_dir(root)
        .args([
            "extract",
            "std/sys/io/mod.rs::DEFAULT_BUF_SIZE",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows: Vec<(i64, String)> = v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["value"]["value"].as_i64().unwrap(),
                r["cfg"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            (512, r#"cfg(target_os = "espidf")"#.to_string()),
            (8192, r#"cfg(not(target_os = "espidf"))"#.to_string()),
        ]
    );
}
