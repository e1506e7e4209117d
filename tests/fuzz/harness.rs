//! Fuzz targets, their properties and the mutation engine, shared by the campaign runner
//! (`examples/fuzz.rs`) and the regression/short-run test (`tests/fuzz.rs`), which both include
//! this file with `#[path]`. It is not a library module: it needs nothing from docdrift that
//! the public API does not already give, and keeping it out of `src/` keeps the product free of
//! fuzz-only code.
//!
//! Every target takes raw bytes, decodes them lossily (the product reads pages and source as
//! text) and returns `Err(description)` when a property does not hold. A panic is a finding
//! too; the callers catch it.

// Each includer uses a different part of this file (the test never reads the dictionaries'
// statistics, the runner never replays regressions).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use docdrift_core::claims::compare::{self, CodeUnit, Op};
use docdrift_core::claims::formula::{self, FormulaSpec, Lang as FormulaLang};
use docdrift_core::claims::{self, ClaimsError};
use docdrift_core::core::value::Value;
use docdrift_core::pages::count::{
    CountOptions, PageAnalysis, Pattern, ViewCounter, ViewCounts, ViewScratch,
};
use docdrift_core::pages::fastpath::{self, MultiCounter};
use docdrift_core::pages::text;
use docdrift_core::source::{self, python, strings, SourceError};

/// Largest input a mutation produces (real docs pages in the seeds are ≤ 30 KB; deep-nesting
/// bombs fill the rest).
pub const MAX_LEN: usize = 128 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    Text,
    Count,
    Python,
    Rust,
    Yaml,
    Toml,
    Json,
    Value,
    Claims,
    Scan,
    Compare,
}

impl Target {
    pub const ALL: [Target; 11] = [
        Target::Text,
        Target::Count,
        Target::Python,
        Target::Rust,
        Target::Yaml,
        Target::Toml,
        Target::Json,
        Target::Value,
        Target::Claims,
        Target::Scan,
        Target::Compare,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Target::Text => "text",
            Target::Count => "count",
            Target::Python => "python",
            Target::Rust => "rust",
            Target::Yaml => "yaml",
            Target::Toml => "toml",
            Target::Json => "json",
            Target::Value => "value",
            Target::Claims => "claims",
            Target::Scan => "scan",
            Target::Compare => "compare",
        }
    }

    pub fn from_name(s: &str) -> Option<Target> {
        Target::ALL.into_iter().find(|t| t.name() == s)
    }

    /// What the target checks, for `--help` and the docs.
    pub fn property(self) -> &'static str {
        match self {
            Target::Text => "fastpath visible text == DOM visible text unless the fast path says it approximated (it must on pages nesting deeper than text::MAX_NESTING); both trimmed at the end",
            Target::Count => "MultiCounter (html, text) == PageAnalysis::count for 12 phrases on exact pages; ViewCounter == PageAnalysis on every page (it falls back itself), with and without the boundary rule",
            Target::Python => "source::list_text on a .py file is Ok, every item and syntax error has a line inside the file; module_constants and string literals return without panicking",
            Target::Rust => "source::list_text on a .rs file is Ok, every item and syntax error has a line inside the file; string literals return without panicking",
            Target::Yaml | Target::Toml | Target::Json => "source::list_text is Ok with lines inside the file, or a SourceError::Parse whose line is inside the file",
            Target::Value => "per line: parse_docs_value has a reading and each reading compares equal to itself; formula::evaluate (Python, Rust, and the line as an `expect`) returns Ok or an error, and every folded value renders and re-parses",
            Target::Claims => "claims::parse is Ok or ClaimsError::Invalid with line and column inside the file",
            Target::Compare => "per line `DOCS<TAB>CODE`: the code text read as every value it can be (each reading, and the string itself); for every operator and code unit, `compare` agreeing means the values are equal (ordered) under the documented reading: finite, within 1e-9 relative, integers exactly, never a NaN or an infinity equal to anything",
            Target::Scan => "scan's quick check (skip the DOM) says nothing only where the DOM walk finds no mention, keeps no word and warns of nothing, for 4 keep sets; every mention's source line lies inside the page (HTML, or Markdown when the input does not start with `<`)",
        }
    }

    pub fn seed_dir(self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fuzz/seeds")
            .join(self.name())
    }

    pub fn regression_dir(self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fuzz/regressions")
            .join(self.name())
    }

    /// Tokens a mutation inserts: the syntax that changes how the input is read.
    pub fn dictionary(self) -> &'static [&'static str] {
        match self {
            Target::Text | Target::Count => &[
                "<script>", "</script>", "<style>", "</style>", "<svg", "</svg>", "<math>",
                "<!--", "-->", "<!DOCTYPE html>", "<![CDATA[", "]]>", "&amp;", "&lt;", "&#x",
                "&#", "&nbsp;", "&notit;", "&", ";", "<table>", "<tr>", "<td>", "</td>", "<th>",
                "</table>", "<p>", "</p>", "<br>", "</br>", "<pre>", "<textarea>", "<title>",
                "<template>", "<noscript>", "<iframe>", "<object>", "<head>", "</head>",
                "<body>", "<html>", "<b>", "</b>", "<i>", "</i>", "<a href=x>", "</a>",
                "<foreignObject>", "<desc>", "<plaintext>", "<xmp>", "<select>", "<option>",
                "<li>", "<dd>", "<dt>", "<caption>", "<colgroup>", "<frameset>", "<form>",
                "<button>", "<image>", "<nobr>", "<ruby>", "<rt>", "<hr>", "<meta>", "<base>",
                "\0", "\r\n", "\r", "\u{a0}", "\t", " ", "\"", "'", "=", "/>", "<", ">", "</",
                "Vec", "unsafe", "Option<T>", "&mut self", "O(1)", "1.0.0", "8 rows",
            ],
            Target::Scan => &[
                "default", "Default is ", "The default value is ", "(default: 20)",
                "defaults to 8", "by default", " can be changed using the ", "<code>", "</code>",
                "<pre class=\"rust\"><code>", "<pre><code class=\"language-yaml\">",
                "<pre><code class=\"language-toml\">", "</code></pre>", "const MAX: usize = 8;",
                "static S: u8 = 1;", "protect_last_n", "max_items", "tail_mode", "MIN", "path",
                "limit: 20\n", "  max_items: 20\n", "# enabled: true\n", "&lowbar;", "&#95;",
                "&#x5F;", "&period;", "&fjlig;", "_", ".", "<button>", "</button>", "<h2>",
                "</h2>", "<h4 class=\"code-header\">pub fn limit(", ")</h4>", "<table>",
                "<th>Default</th>", "<td>", "</td>", "<tr>", "</table>", "<p>", "</p>", "<li>",
                "<svg>", "<template>", "<select>", "<math>", "<!--", "-->", "<script>",
                "</script>", "<textarea>", "<plaintext>", "\0", "\n", " ", "<", ">", "&",
                "| key | default |\n|---|---|\n| `limit` | 20 |\n", "```yaml\n", "```\n",
                "# Heading\n",
            ],
            Target::Python => &[
                "\"\"\"", "'''", "f\"{", "}\"", "f'{x!r:>{w}}'", "b'", "r\"", "\\", "\n", "    ",
                "\t", ":", "=", "==", ":=", "->", "lambda ", "def f(a=1, *b, **c):\n",
                "class C:\n", "if x:\n", "else:\n", "try:\n", "except:\n", "with a as b:\n",
                "async ", "await ", "yield ", "match x:\n", "case _:\n", "import ", "from . import ",
                "(", ")", "[", "]", "{", "}", ",", "*", "**", "<<", ">>", "//", "%", "0x", "0o",
                "0b", "1_000", "1e309", "10**100", "-", "not ", " and ", " or ", " if ", " else ",
                "None", "True", "False", "# coding: latin-1\n", "\r\n", "\u{feff}", "#", "@",
                "global ", "del ", "X = ", "X: int = ", "X.a = ", "{**d}", "[*a]",
            ],
            Target::Rust => &[
                "const X: u64 = ", "static S: &str = ", "pub ", "fn f() -> u32 { ", "impl T {",
                "struct S { a: u8 }", "#[cfg(unix)]", "#[cfg(not(target_os = \"linux\"))]",
                "#[derive(Default)]", "mod m;", "mod m {", "use a::b::*;", "use super::X;",
                "macro_rules! m { () => {} }", "m!(", "cfg!(unix)", "r#\"", "\"#", "b\"", "'a'",
                "'\\u{10ffff}'", "\\", "(", ")", "[", "]", "{", "}", "<", ">", "::", ";", ",",
                "u128::MAX", "i128::MIN", "as u8", "1u64 << 63", "0x", "0o", "0b", "1_000",
                "1e308", "/*", "*/", "//", "///", "//!", "..", "..=", "&", "!", "-", "*", "=",
                "if ", " else ", "match x { _ => 1 }", "Duration::from_secs(", "\n", "    ",
            ],
            Target::Yaml => &[
                "- ", "? ", ": ", ":", "---\n", "...\n", "&a ", "*a", "<<: *a", "!!str ", "!tag ",
                "|\n", ">-\n", "\"", "'", "#", "# key: 1\n", "[", "]", "{", "}", ",", "\n", "  ",
                "\t", "yes", "no", "on", "off", "~", "null", "0x1F", "0o17", "1_000", ".inf",
                ".nan", "1e3", "%YAML 1.1\n", "%TAG ! tag:x,2000:\n", "\u{feff}", "\r\n",
                "a:\n  b:\n    c: 1\n",
            ],
            Target::Toml => &[
                "[", "]", "[[", "]]", "[a.b]", "[[a.b]]", "{", "}", "=", ",", ".", "\"", "'",
                "\"\"\"", "'''", "\\u0000", "\\", "#", "\n", "\r\n", "a = 1\n", "a.b = 2\n",
                "inf", "nan", "+inf", "-0", "0x", "0o", "0b", "1_000", "1e308",
                "1979-05-27T07:32:00Z", "1979-05-27", "07:32:00", "true", "false", "[[claim]]",
                "x = { y = [1, { z = 2 }] }\n",
            ],
            Target::Json => &[
                "{", "}", "[", "]", ":", ",", "\"", "\\u0000", "\\ud800", "\\", "true", "false",
                "null", "-0", "1e400", "-1e400", "18446744073709551616",
                "340282366920938463463374607431768211456", "0.1", "\"a\":", "\"\":", "\n", " ",
                "\u{feff}", "/* */", "// x\n",
            ],
            Target::Value | Target::Compare => &[
                "20", "20,000", "20 000", "1.5", ".5", "5.", "%", " KB", " KiB", " MB", " GiB",
                " ms", " s", " seconds", " minutes", " h", "x", "twenty", "true", "yes", "none",
                "null", "~", "'", "\"", "-", "+", "0x", "0o", "0b", "_", "e", "e309", "1e-400",
                "NaN", "inf", "9223372036854775808", "340282366920938463463374607431768211455",
                "170141183460469231731687303715884105728", "(", ")", "[", "]", "{", "}", "*",
                "**", "<<", ">>", "//", "/", "%", "as u8", "u64::MAX", "i128::MIN", "not ",
                " if True else ", "f\"{", "Duration::from_secs(", "\n", "\u{a0}", "\u{2009}",
                "½", "٣", "\u{ff11}",
            ],
            Target::Claims => &[
                "version = 1\n", "[target]\n", "[pages]\n", "[[claim]]\n", "id = \"x\"\n",
                "says = \"s\"\n", "docs = { page = \"p\", regex = '(?P<value>\\d+)' }\n",
                "docs = { page = \"p\", table = { row = \"a\", column = \"b\" } }\n",
                "code = { select = \"a.py::X\" }\n", "code = { literal = 1 }\n",
                "code = { formula = { select = \"a.py::f\", inputs = { x = [1] }, expect = \"result == x\" } }\n",
                "expect = \"<=\"\n", "unit = \"ms\"\n", "checkout = \"${HOME}\"\n",
                "checkout = \"${X:-y}\"\n", "${", "}", "page = \"file:///etc/passwd\"\n",
                "page = \"../../x.md\"\n", "rust_target = \"x86_64-unknown-linux-gnu\"\n",
                "[", "]", "{", "}", "=", "\"", "'", "\n", "#", "'''", "(?P<value>", "\\d+",
                "strings = { paths = [\"**/*.py\"], contains = \"x\" }\n",
            ],
        }
    }

    /// An opening token that a nesting bomb repeats, and the token that closes it.
    pub fn nesting(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Target::Text | Target::Count | Target::Scan => &[
                ("<div>", "</div>"),
                ("<b>", "</b>"),
                ("<b><i>", "</b></i>"),
                ("<table><tr><td>", "</td></tr></table>"),
                ("<ul><li>", "</li></ul>"),
                ("<svg><g>", "</g></svg>"),
                ("<span>", ""),
                ("<a href=x>", ""),
                ("<p>", ""),
                ("<font>", "</font>"),
                ("<select><option>", ""),
            ],
            Target::Python => &[
                ("(", ")"),
                ("[", "]"),
                ("{", "}"),
                ("{1:", "}"),
                ("-", ""),
                ("not ", ""),
                ("1+", "1"),
                ("lambda:", "0"),
                ("f\"{", "}\""),
                ("if x:\n", "pass\n"),
            ],
            Target::Rust => &[
                ("(", ")"),
                ("[", "]"),
                ("{", "}"),
                ("-", ""),
                ("!", ""),
                ("&", ""),
                ("1+", "1"),
                ("mod a {", "}"),
                ("Box<", ">"),
                ("#[cfg(all(", "))]"),
            ],
            Target::Yaml => &[("- ", ""), ("[", "]"), ("{a: ", "}"), ("a:\n ", "")],
            Target::Toml => &[("[", "]"), ("{a=", "}"), ("a.", "b=1")],
            Target::Json => &[("[", "]"), ("{\"a\":", "}")],
            Target::Value => &[("(", ")"), ("[", "]"), ("-", ""), ("1+", "1"), ("not ", "")],
            Target::Compare => &[("(", ")"), ("-", ""), ("1", "0")],
            Target::Claims => &[("[", "]"), ("{a=", "}")],
        }
    }

    /// Check the target's properties on one input.
    pub fn run(self, data: &[u8]) -> Result<(), String> {
        let input = String::from_utf8_lossy(data);
        match self {
            Target::Text => check_text(&input),
            Target::Count => check_count(&input),
            Target::Python => check_source(&input, "fuzz.py"),
            Target::Rust => check_source(&input, "fuzz.rs"),
            Target::Yaml => check_source(&input, "fuzz.yaml"),
            Target::Toml => check_source(&input, "fuzz.toml"),
            Target::Json => check_source(&input, "fuzz.json"),
            Target::Value => check_value(&input),
            Target::Claims => check_claims(&input),
            Target::Scan => check_scan(&input),
            Target::Compare => check_compare(&input),
        }
    }
}

/// Seeds of a target, sorted by file name so a run is reproducible.
pub fn load_dir(dir: &Path) -> std::io::Result<Vec<(String, Vec<u8>)>> {
    let mut out = Vec::new();
    let rd = match std::fs::read_dir(dir) {
        Ok(rd) => rd,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(out),
        Err(e) => return Err(e),
    };
    for entry in rd {
        let path = entry?.path();
        if path.is_file() {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            // Notes beside a finding (`<sha>.why`: what failed, how) are not inputs.
            if name.ends_with(".why") {
                continue;
            }
            out.push((name, std::fs::read(&path)?));
        }
    }
    out.sort();
    Ok(out)
}

// ---------------------------------------------------------------------------------------------
// Properties.

/// Where two texts first differ, with context, for a finding's message.
pub fn first_difference(a: &str, b: &str) -> String {
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
        "first difference at byte {off}: fast {} dom {}",
        ctx(a),
        ctx(b)
    )
}

fn check_text(html: &str) -> Result<(), String> {
    let mut fast = String::new();
    let exact = fastpath::visible_text_checked(html, &mut fast);
    if fastpath::visible_text(html) != fast {
        return Err("fastpath::visible_text differs from visible_text_checked".into());
    }
    let doc = text::parse_document(html);
    let dom = text::document_text(&doc, false);
    let spaced = text::document_text(&doc, true);
    if dom.trim_end() != dom || fast.trim_end() != fast || spaced.trim_end() != spaced {
        return Err("visible text keeps trailing whitespace (rule 7)".into());
    }
    // The DOM path drops tags nested deeper than `text::MAX_NESTING`; the fast path is not
    // exact on such pages (`fastpath::nests_deeper_than`), so exact means equal everywhere.
    if exact && text::max_nesting(html) > text::MAX_NESTING {
        return Err("fast path says exact on a page the DOM path caps".into());
    }
    if exact && fast != dom {
        return Err(format!(
            "fast path says exact but differs from the DOM path: {}",
            first_difference(&fast, &dom)
        ));
    }
    Ok(())
}

/// The phrases of the test in tests/fastpath.rs plus phrases with whitespace, an entity-encoded
/// one and a regex, so every view and the boundary rule are exercised.
const PHRASES: [&str; 12] = [
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
    "the  standard library",
    "8 rows",
];

/// A word of the page itself (from the middle of the visible text), so mutated pages still
/// have hits to count.
fn page_word(text: &str) -> Option<String> {
    let mid = text.len() / 2;
    let mut start = mid;
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    text[start..]
        .split_whitespace()
        .nth(1)
        .filter(|w| w.len() <= 24)
        .map(str::to_string)
}

fn check_count(html: &str) -> Result<(), String> {
    let dom = PageAnalysis::new(html);
    let mut phrases: Vec<String> = PHRASES.iter().map(|s| s.to_string()).collect();
    if let Some(w) = page_word(dom.visible_text()) {
        phrases.push(w);
    }
    let mut fast_text = String::new();
    let exact = fastpath::visible_text_checked(html, &mut fast_text);
    let counter = MultiCounter::new(&phrases).map_err(|e| format!("MultiCounter::new: {e}"))?;
    let multi = counter.count(html);
    let default_opts = CountOptions::default();
    // PageAnalysis parses with the nesting cap (`text::parse_document`), and the fast path is
    // not exact on a page past it, so an exact page must equal it.
    if exact {
        for (i, p) in phrases.iter().enumerate() {
            let want = dom.count(&Pattern::Literal(p.clone()), &default_opts);
            if multi[i] != (want.html, want.text) {
                return Err(format!(
                    "MultiCounter differs from the DOM path: {:?} != ({}, {}) for phrase {p:?}",
                    multi[i], want.html, want.text
                ));
            }
        }
    }
    let mut patterns: Vec<Pattern> = phrases.into_iter().map(Pattern::Literal).collect();
    patterns.push(Pattern::Literal("a\u{a0}b".into()));
    for re in [r"\bfn [a-z_]+\(", r"x*", r"\d+ (rows|ms)"] {
        patterns.push(Pattern::Regex(
            regex::Regex::new(re).map_err(|e| format!("regex {re}: {e}"))?,
        ));
    }
    let mut scratch = ViewScratch::default();
    for substring in [false, true] {
        let opts = CountOptions { substring };
        let vc = ViewCounter::new(patterns.clone(), opts.clone());
        let views = vc.count(html, &mut scratch);
        if views.dom_fallback == exact {
            return Err(format!(
                "ViewCounter fallback disagrees with the fast path: dom_fallback={} exact={exact}",
                views.dom_fallback
            ));
        }
        for (pat, got) in patterns.iter().zip(&views.counts) {
            let want = ViewCounts::from(&dom.count(pat, &opts));
            if *got != want {
                return Err(format!(
                    "ViewCounter differs from the DOM path: {got:?} != {want:?} for pattern {:?}, substring={substring}, fallback={}",
                    pat.as_str(),
                    views.dom_fallback
                ));
            }
        }
    }
    Ok(())
}

/// Lines of a text as the product numbers them: 1-based; a position at the very end of a file
/// ending in `\n` is on the line after the last one.
fn line_count(text: &str) -> usize {
    text.matches('\n').count() + 1
}

fn line_ok(line: usize, lines: usize) -> bool {
    (1..=lines).contains(&line)
}

fn check_source(text: &str, file: &str) -> Result<(), String> {
    let path = Path::new(file);
    let lines = line_count(text);
    match source::list_text(path, text) {
        Ok(listing) => {
            for it in &listing.items {
                if !line_ok(it.line, lines) || it.end_line < it.line || it.end_line > lines {
                    return Err(format!(
                        "item lines outside the file: `{}` at lines {}..{} of a {lines}-line file",
                        it.name, it.line, it.end_line
                    ));
                }
            }
            for e in &listing.errors {
                if !line_ok(e.line, lines) {
                    return Err(format!(
                        "syntax error line outside the file: line {} of a {lines}-line file: {}",
                        e.line, e.message
                    ));
                }
            }
        }
        Err(SourceError::Parse { line, msg, .. }) => {
            if !line_ok(line, lines) {
                return Err(format!(
                    "parse error line outside the file: line {line} of a {lines}-line file: {msg}"
                ));
            }
        }
        Err(e) => return Err(format!("list_text: unexpected error kind: {e}")),
    }
    // The string-literal search and (Python) the module inventory of whole-tree scans.
    let (hits, issues) = strings::literals(path, text);
    for h in &hits {
        if !line_ok(h.line, lines) || h.end_line < h.line || h.end_line > lines {
            return Err(format!(
                "string literal lines outside the file: {}..{} of a {lines}-line file",
                h.line, h.end_line
            ));
        }
    }
    if let Some(i) = issues.iter().find(|i| !line_ok(i.line, lines)) {
        return Err(format!(
            "literal syntax error line outside the file: line {} of a {lines}-line file",
            i.line
        ));
    }
    if file.ends_with(".py") {
        match python::module_constants(text) {
            Ok(mc) => {
                if let Some((n, l)) = mc
                    .constants
                    .iter()
                    .chain(&mc.dict_keys)
                    .find(|(_, l)| !line_ok(*l, lines))
                {
                    return Err(format!(
                        "module constant line outside the file: {n} at line {l} of {lines}"
                    ));
                }
            }
            Err(python::UnreadableModule::Syntax { line, message }) if !line_ok(line, lines) => {
                return Err(format!(
                    "module_constants syntax error line outside the file: line {line} of {lines}: {message}"
                ));
            }
            Err(_) => {}
        }
    }
    Ok(())
}

fn is_nan(v: &Value) -> bool {
    matches!(v, Value::Float(f) if f.is_nan())
}

fn is_finite_or_not_number(v: &Value) -> bool {
    !matches!(v, Value::Float(f) if !f.is_finite())
}

/// Every operator and code unit `compare` takes.
pub const OPS: [Op; 6] = [Op::Equal, Op::NotEqual, Op::Le, Op::Ge, Op::Lt, Op::Gt];
pub const UNITS: [CodeUnit; 7] = [
    CodeUnit::Base,
    CodeUnit::Ms,
    CodeUnit::Minutes,
    CodeUnit::Hours,
    CodeUnit::Kib,
    CodeUnit::Mib,
    CodeUnit::Percent,
];

fn check_compare(input: &str) -> Result<(), String> {
    for (k, line) in input.lines().enumerate() {
        let (docs, code) = line.split_once('\t').unwrap_or((line, line));
        let dv = compare::parse_docs_value(docs);
        let mut codes: Vec<Value> = compare::parse_docs_value(code)
            .readings
            .into_iter()
            .map(|r| r.value)
            .collect();
        codes.push(Value::Str(code.to_string()));
        for v in &codes {
            for op in OPS {
                for unit in UNITS {
                    agreement_is_sound(&dv, v, op, unit)
                        .map_err(|e| format!("{e}: line {}: {line:?}", k + 1))?;
                }
            }
        }
    }
    Ok(())
}

/// A code number in the claim's base units, as the documented reading takes it: an integer
/// times a whole factor stays an exact integer (when it fits), everything else is an `f64`.
#[derive(Debug, Clone, Copy)]
enum Num {
    Int(bool, u128),
    F(f64),
}

fn num_of(v: &Value) -> Option<Num> {
    match v {
        Value::Float(f) => Some(Num::F(*f)),
        _ => v.as_sign_magnitude().map(|(n, m)| Num::Int(n, m)),
    }
}

fn num_f64(n: Num) -> f64 {
    match n {
        Num::Int(neg, m) => {
            let f = m as f64;
            if neg {
                -f
            } else {
                f
            }
        }
        Num::F(f) => f,
    }
}

fn in_base_units(n: Num, unit: CodeUnit) -> Num {
    let whole = match unit {
        CodeUnit::Base => return n,
        CodeUnit::Minutes => 60u128,
        CodeUnit::Hours => 3600,
        CodeUnit::Kib => 1024,
        CodeUnit::Mib => 1024 * 1024,
        CodeUnit::Ms => return Num::F(num_f64(n) / 1000.0),
        CodeUnit::Percent => return Num::F(num_f64(n) / 100.0),
    };
    match n {
        Num::Int(neg, m) => match m.checked_mul(whole) {
            // i128::MIN is the most negative integer a value holds.
            Some(p) if !neg || p <= 1u128 << 127 => Num::Int(neg, p),
            _ => Num::F(num_f64(n) * whole as f64),
        },
        Num::F(f) => Num::F(f * whole as f64),
    }
}

/// Does `code OP docs` hold for two numbers under the documented reading
/// (docs/reliability.md, "No false agreement")? Integers exactly; finite floats within a
/// relative 1e-9 (exactly when either side is an integer past 2^53, where floats are no longer
/// every integer); an infinity is unequal to and ordered against a finite number; a NaN, or two
/// infinities, satisfy nothing.
fn numbers_hold(a: Num, op: Op, b: Num) -> bool {
    use std::cmp::Ordering;
    let (x, y) = (num_f64(a), num_f64(b));
    if x.is_nan() || y.is_nan() || (x.is_infinite() && y.is_infinite()) {
        return false;
    }
    let finite = x.is_finite() && y.is_finite();
    let close = finite && (x - y).abs() <= 1e-9 * x.abs().max(y.abs());
    let ord = match (a, b) {
        (Num::Int(an, am), Num::Int(bn, bm)) => {
            let key = |n: bool, m: u128| if n { (0u8, u128::MAX - m) } else { (1u8, m) };
            Some(key(an, am).cmp(&key(bn, bm)))
        }
        _ => None,
    };
    let big = |n: Num| matches!(n, Num::Int(_, m) if m >= 1u128 << 53);
    let eq = match ord {
        Some(o) => o == Ordering::Equal,
        None if !finite => false,
        None if big(a) || big(b) => int_float_same(a, b),
        None => close,
    };
    // The ordering operators keep the tolerance for values that went through floats.
    let near = ord.map_or(close, |o| o == Ordering::Equal);
    let less = ord.map_or(x < y, |o| o == Ordering::Less);
    let greater = ord.map_or(x > y, |o| o == Ordering::Greater);
    match op {
        Op::Equal => eq,
        Op::NotEqual => !eq,
        Op::Le => near || less,
        Op::Ge => near || greater,
        Op::Lt => !near && less,
        Op::Gt => !near && greater,
    }
}

/// A big integer and a float agree only when the float is exactly that integer.
fn int_float_same(a: Num, b: Num) -> bool {
    let (i, f) = match (a, b) {
        (Num::Int(n, m), Num::F(f)) | (Num::F(f), Num::Int(n, m)) => ((n, m), f),
        _ => return false,
    };
    if !f.is_finite() || f.fract() != 0.0 || f.abs() >= 340282366920938463463374607431768211456.0 {
        return false;
    }
    (f < 0.0 && f.abs() as u128 != 0, f.abs() as u128) == i
}

/// What `agree` must mean for one docs reading and one code value.
fn value_holds(code: &Value, op: Op, unit: CodeUnit, docs: &Value) -> bool {
    if let Value::Str(s) = code {
        if !matches!(docs, Value::Str(_)) {
            // A code string that reads as a number ("30s" in YAML) compares as one, in
            // base units as written.
            return compare::parse_docs_value(s)
                .readings
                .iter()
                .filter(|r| !matches!(r.value, Value::Str(_)))
                .any(|r| value_holds(&r.value, op, CodeUnit::Base, docs));
        }
    }
    match (num_of(code), num_of(docs)) {
        (Some(a), Some(b)) => numbers_hold(in_base_units(a, unit), op, b),
        (Some(Num::F(f)), None) | (None, Some(Num::F(f))) if f.is_nan() => false,
        _ => {
            let eq = match (code, docs) {
                (Value::Str(a), Value::Str(b)) => a.split_whitespace().eq(b.split_whitespace()),
                _ => code == docs,
            };
            match op {
                Op::Equal => eq,
                Op::NotEqual => !eq,
                _ => false,
            }
        }
    }
}

/// `compare` agreeing means the reading it names holds under the documented reading, and a
/// NaN or an infinity is never equal to anything.
pub fn agreement_is_sound(
    dv: &compare::DocsValue,
    code: &Value,
    op: Op,
    unit: CodeUnit,
) -> Result<(), String> {
    let c = compare::compare(dv, code, op, unit);
    if !c.agree {
        return Ok(());
    }
    let Some(r) = &c.reading else {
        return Err("agree names no reading".into());
    };
    if !dv.readings.contains(r) {
        return Err(format!(
            "agree names a reading the docs do not have: {}",
            r.value
        ));
    }
    let shown = || {
        format!(
            "code {code} {} docs {} ({}) under unit {unit:?}: {}",
            op.as_str(),
            r.value,
            r.how,
            c.explanation
        )
    };
    if is_nan(code) || is_nan(&r.value) {
        return Err(format!("false agreement with a NaN: {}", shown()));
    }
    if op == Op::Equal && !(is_finite_or_not_number(code) && is_finite_or_not_number(&r.value)) {
        return Err(format!("false agreement with an infinity: {}", shown()));
    }
    if !value_holds(code, op, unit, &r.value) {
        return Err(format!("false agreement: {}", shown()));
    }
    Ok(())
}

fn check_value(input: &str) -> Result<(), String> {
    // A formula claim's inputs and given values: the names an expression may use.
    let spec = FormulaSpec {
        inputs: vec![("x".into(), vec![Value::Int(20), Value::Int(-2)])],
        given: vec![
            ("y".into(), Value::Float(0.5)),
            ("s".into(), Value::Str("ab".into())),
        ],
        expect: None,
    };
    let constant = |n: &str| -> Option<(Value, String)> {
        (n == "LIMIT").then(|| (Value::Int(1 << 20), "fuzz.py:1".to_string()))
    };
    for (k, line) in input.lines().enumerate() {
        let dv = compare::parse_docs_value(line);
        if dv.readings.is_empty() {
            return Err(format!("parse_docs_value has no reading: line {}", k + 1));
        }
        let _ = dv.primary();
        for r in &dv.readings {
            let c = compare::compare(&dv, &r.value, Op::Equal, CodeUnit::Base);
            if !is_finite_or_not_number(&r.value) {
                // `1e400` and `1e999` are both `inf`, yet not the same number: an infinity
                // or a NaN equals nothing, itself included.
                if c.agree {
                    return Err(format!(
                        "a non-finite reading equals itself: line {}: docs {line:?} read as {}: {}",
                        k + 1,
                        r.value,
                        c.explanation
                    ));
                }
                continue;
            }
            if !c.agree {
                return Err(format!(
                    "a docs reading does not equal itself: line {}: docs {line:?} read as {} ({}): {}",
                    k + 1,
                    r.value,
                    r.how,
                    c.explanation
                ));
            }
            for op in [Op::NotEqual, Op::Le, Op::Ge, Op::Lt, Op::Gt] {
                for unit in [CodeUnit::Ms, CodeUnit::Kib, CodeUnit::Percent] {
                    let _ = compare::compare(&dv, &r.value, op, unit);
                }
            }
        }
        // The line as a formula (Python and Rust) and as the `expect` of one, through the
        // public entry the claims evaluator uses.
        let as_expect = FormulaSpec {
            expect: Some(line.to_string()),
            ..spec.clone()
        };
        for (lang, sp) in [
            (FormulaLang::Python, &spec),
            (FormulaLang::Rust, &spec),
            (FormulaLang::Python, &as_expect),
        ] {
            let Ok(table) = formula::evaluate(line, lang, sp, &constant) else {
                continue;
            };
            let _ = table.render();
            for row in &table.rows {
                let Ok(v) = &row.result else { continue };
                // A folded value renders, and that rendering is a docs value again.
                let shown = v.to_string();
                let again = compare::parse_docs_value(&shown);
                if again.readings.is_empty() {
                    return Err(format!(
                        "a folded value's rendering has no reading: line {}: {shown:?}",
                        k + 1
                    ));
                }
                let _ = compare::compare(&again, v, Op::Equal, CodeUnit::Base);
            }
        }
    }
    Ok(())
}

fn check_claims(src: &str) -> Result<(), String> {
    let lines = line_count(src);
    let base = std::env::temp_dir().join("docdrift-fuzz-claims-base");
    match claims::parse(Path::new("fuzz.toml"), src, &base) {
        Ok(_) => Ok(()),
        Err(ClaimsError::Invalid {
            line,
            column,
            message,
            ..
        }) => {
            if !line_ok(line, lines) || column == 0 {
                Err(format!(
                    "claims error position outside the file: {line}:{column} of a {lines}-line file: {message}"
                ))
            } else {
                Ok(())
            }
        }
        Err(e) => Err(format!("claims::parse: unexpected error kind: {e}")),
    }
}

// ---------------------------------------------------------------------------------------------
// Mutation engine: deterministic from its seed.

/// SplitMix64: small, fast, and the same sequence on every machine.
#[derive(Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }

    /// Small numbers more often than large ones: uniform in `1..=2^k` for a uniform `k`.
    pub fn log_size(&mut self, max: usize) -> usize {
        let bits = usize::BITS - max.max(1).leading_zeros();
        let k = self.below(bits as usize + 1);
        1 + self.below((1usize << k).min(max))
    }
}

const INTERESTING_BYTES: &[u8] = b"\0\xff\x7f\x80<>\"'&;=/\\\n\r\t {}[]()#:-.,0";

/// Picks a seed and applies a stack of mutations to it.
pub struct Mutator {
    pub target: Target,
    pub seeds: Vec<Vec<u8>>,
}

impl Mutator {
    pub fn new(target: Target, seeds: Vec<Vec<u8>>) -> Mutator {
        Mutator { target, seeds }
    }

    fn random_range(rng: &mut Rng, len: usize) -> (usize, usize) {
        if len == 0 {
            return (0, 0);
        }
        let start = rng.below(len);
        let n = rng.log_size(len - start);
        (start, start + n)
    }

    /// One new input. Every 16th input is built from dictionary tokens alone (short, dense in
    /// syntax); the rest mutate a seed 1 to 16 times.
    pub fn next(&self, rng: &mut Rng) -> Vec<u8> {
        let dict = self.target.dictionary();
        let mut data = if self.seeds.is_empty() || rng.chance(16) {
            let mut d = Vec::new();
            for _ in 0..rng.log_size(64) {
                d.extend_from_slice(dict[rng.below(dict.len())].as_bytes());
            }
            d
        } else {
            self.seeds[rng.below(self.seeds.len())].clone()
        };
        let rounds = rng.log_size(16);
        for _ in 0..rounds {
            self.mutate_once(rng, &mut data);
        }
        data.truncate(MAX_LEN);
        data
    }

    fn mutate_once(&self, rng: &mut Rng, data: &mut Vec<u8>) {
        let dict = self.target.dictionary();
        let len = data.len();
        match rng.below(14) {
            0 if len > 0 => {
                let i = rng.below(len);
                data[i] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let i = rng.below(len);
                data[i] = INTERESTING_BYTES[rng.below(INTERESTING_BYTES.len())];
            }
            2 => {
                let at = rng.below(len + 1);
                let n = rng.log_size(8);
                let bytes: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
                data.splice(at..at, bytes);
            }
            3 if len > 0 => {
                let (s, e) = Self::random_range(rng, len);
                data.drain(s..e);
            }
            4 if len > 0 => {
                // Duplicate a chunk somewhere else.
                let (s, e) = Self::random_range(rng, len);
                let chunk = data[s..e].to_vec();
                let at = rng.below(len + 1);
                data.splice(at..at, chunk);
            }
            5..=7 => {
                let tok = dict[rng.below(dict.len())].as_bytes();
                let at = rng.below(len + 1);
                data.splice(at..at, tok.iter().copied());
            }
            8 if len > 0 => {
                let tok = dict[rng.below(dict.len())].as_bytes();
                let (s, e) = Self::random_range(rng, len);
                data.splice(s..e, tok.iter().copied());
            }
            9 if !self.seeds.is_empty() => {
                // Splice a chunk of another seed in.
                let other = &self.seeds[rng.below(self.seeds.len())];
                let (s, e) = Self::random_range(rng, other.len());
                let at = rng.below(len + 1);
                data.splice(at..at, other[s..e].iter().copied());
            }
            10 if !self.seeds.is_empty() => {
                // Crossover: this input's head, another seed's tail.
                let other = &self.seeds[rng.below(self.seeds.len())];
                let cut = rng.below(len + 1);
                let from = rng.below(other.len() + 1);
                data.truncate(cut);
                data.extend_from_slice(&other[from..]);
            }
            11 => {
                // Deep nesting: an opener repeated up to thousands of times, closed or not.
                let nest = self.target.nesting();
                let (open, close) = nest[rng.below(nest.len())];
                let depth = rng.log_size(4096);
                let at = rng.below(len + 1);
                let mut bomb = open.repeat(depth).into_bytes();
                if rng.chance(2) {
                    bomb.extend_from_slice(close.repeat(depth).as_bytes());
                }
                data.splice(at..at, bomb);
            }
            12 if len > 1 => {
                let cut = rng.below(len);
                data.truncate(cut);
            }
            _ if len > 1 => {
                // Swap two chunks of equal length.
                let n = rng.log_size(len / 2);
                let a = rng.below(len - n + 1);
                let b = rng.below(len - n + 1);
                if a + n <= b || b + n <= a {
                    for k in 0..n {
                        data.swap(a + k, b + k);
                    }
                }
            }
            _ => data.extend_from_slice(dict[rng.below(dict.len())].as_bytes()),
        }
    }
}

/// Run `iterations` mutated inputs of one target in this process (the short run of the test);
/// the first failing input and its description, if any.
pub fn short_run(target: Target, seed: u64, iterations: usize) -> Result<usize, (Vec<u8>, String)> {
    let seeds: Vec<Vec<u8>> = load_dir(&target.seed_dir())
        .map_err(|e| (Vec::new(), format!("reading seeds: {e}")))?
        .into_iter()
        .map(|(_, d)| d)
        .collect();
    for s in &seeds {
        target.run(s).map_err(|e| (s.clone(), e))?;
    }
    let m = Mutator::new(target, seeds);
    let mut rng = Rng::new(seed);
    for _ in 0..iterations {
        let input = m.next(&mut rng);
        target.run(&input).map_err(|e| (input, e))?;
    }
    Ok(iterations)
}

/// Shrink a failing input while it fails with the same property (the text before the first
/// `": "` of the message): drop chunks of halving size, then single bytes. For reports and
/// regression files; a panic while shrinking counts as a different failure.
pub fn minimize(target: Target, input: &[u8]) -> Vec<u8> {
    let head = |r: &Result<(), String>| match r {
        Ok(()) => None,
        Err(e) => Some(e.split(": ").next().unwrap_or("").to_string()),
    };
    let run = |d: &[u8]| {
        std::panic::catch_unwind(|| target.run(d))
            .ok()
            .and_then(|r| head(&r))
    };
    let Some(want) = run(input) else {
        return input.to_vec();
    };
    let mut cur = input.to_vec();
    let mut chunk = cur.len().div_ceil(2).max(1);
    loop {
        let mut i = 0;
        let mut changed = false;
        while i < cur.len() {
            let end = (i + chunk).min(cur.len());
            let mut cand = cur[..i].to_vec();
            cand.extend_from_slice(&cur[end..]);
            if run(&cand).as_deref() == Some(want.as_str()) {
                cur = cand;
                changed = true;
            } else {
                i += chunk;
            }
        }
        if chunk == 1 && !changed {
            return cur;
        }
        if !changed {
            chunk = (chunk / 2).max(1);
        }
    }
}

/// Config names a scan asks about (`keep`): words the seeds state, words that occur inside
/// other words (`path`, `org`), a dotted key and a rustdoc constant name.
const SCAN_KEEP_SETS: [&[&str]; 5] = [
    &["protect_last_n", "max_items", "tail_mode", "enabled"],
    &["requires:rust", "requires:python"],
    &["path", "org", "limit", "MIN"],
    &["compression.protect_last_n", "a_b", "x"],
    &[
        "max_blocking_threads",
        "pool_idle_timeout",
        "global_queue_interval",
    ],
];

fn check_scan(input: &str) -> Result<(), String> {
    use docdrift_core::scan::mentions::{find_keeping, DocPage, QuickCheck};
    let page = if input.starts_with('<') {
        DocPage::from_html("fuzz.html", input)
    } else {
        DocPage::from_markdown("fuzz.md", input)
    };
    let lines = line_count(page.source_text());
    for keep in SCAN_KEEP_SETS {
        let keep: std::collections::HashSet<String> = keep.iter().map(|k| k.to_string()).collect();
        let dom = find_keeping(&page, Some(&keep));
        for m in &dom.mentions {
            if let Some(l) = m.line {
                if !line_ok(l, lines) {
                    return Err(format!(
                        "mention line outside the page: {l} of a {lines}-line page: {:?}",
                        m.text
                    ));
                }
            }
        }
        let Some(quick) = QuickCheck::new(&keep) else {
            continue;
        };
        if quick.says_nothing(&page.html)
            && (!dom.mentions.is_empty() || !dom.words.is_empty() || !dom.warnings.is_empty())
        {
            return Err(format!(
                "quick check skips a page the DOM walk reads: {} mentions (first {:?}), words {:?}, warnings {:?}, keep {:?}",
                dom.mentions.len(),
                dom.mentions.first().map(|m| (&m.name, &m.raw_value)),
                dom.words,
                dom.warnings,
                keep
            ));
        }
    }
    Ok(())
}
