//! Hostile source shapes (issue 33): Python, Rust, YAML, TOML and JSON files of a chosen size
//! built to hit the worst case of a parser or of docdrift's own walks — hundreds of thousands
//! of tiny definitions, one huge dict or array, long literals and implicit concatenations,
//! f-strings, nesting and operator chains just under (and past) the bounds of
//! `source::bounds`, very long lines, unclosed strings. Shared (`#[path]`) by
//! `tests/hostile_source.rs`, which runs every shape at ~1 MB through `extract`, `strings`,
//! `check` and `scan`, and by `examples/bench.rs`, which times each at 1 MB and 10 MB.
//!
//! Every file starts by defining `MAX_RETRIES` as 5 (and, in Python and Rust, a string literal
//! holding [`PHRASE`]), so each command has a real answer to give; a shape past a bound says
//! instead which error every command must name ([`SourceShape::refused`]).

// Each includer uses a different part of this file.
#![allow(dead_code)]

/// The phrase one string literal of every Python and Rust shape holds.
pub const PHRASE: &str = "said hello world";

/// One hostile source file: its name (the extension picks the language) and a builder.
pub struct SourceShape {
    pub name: &'static str,
    /// The file name under the project's code directory.
    pub file: &'static str,
    /// What the shape attacks.
    pub why: &'static str,
    /// `None`: `MAX_RETRIES` is read (5). `Some(words)`: the file is refused as a whole and
    /// every command's error names it with these words.
    pub refused: Option<&'static str>,
    /// `scan` skips the file with a note: it nests deeper than `scan::names::MAX_NESTING`.
    pub scan_skips: bool,
    build: fn(usize) -> String,
}

impl SourceShape {
    /// The file's text, about `size` bytes long.
    pub fn text(&self, size: usize) -> String {
        (self.build)(size)
    }

    /// Python or Rust: `strings` reads it.
    pub fn has_strings(&self) -> bool {
        self.file.ends_with(".py") || self.file.ends_with(".rs")
    }
}

const PY_HEAD: &str = "MAX_RETRIES = 5\nGREETING = \"said hello world\"\n";
const RS_HEAD: &str =
    "pub const MAX_RETRIES: u32 = 5;\npub const GREETING: &str = \"said hello world\";\n";
const YAML_HEAD: &str = "MAX_RETRIES: 5\n";
const TOML_HEAD: &str = "MAX_RETRIES = 5\n";

/// `head`, then `unit(i)` for i = 0, 1, … until the text is `size` bytes, then `tail`.
fn fill(size: usize, head: &str, unit: impl Fn(usize) -> String, tail: &str) -> String {
    let mut s = String::with_capacity(size + 256);
    s.push_str(head);
    let mut i = 0;
    while s.len() + tail.len() < size {
        s.push_str(&unit(i));
        i += 1;
    }
    s.push_str(tail);
    s
}

/// `open` `depth` times, `leaf`, `close` `depth` times: one nested expression.
fn nested(depth: usize, open: &str, leaf: &str, close: &str) -> String {
    format!("{}{leaf}{}", open.repeat(depth), close.repeat(depth))
}

/// Every shape, in the order the bench prints them.
pub fn all() -> Vec<SourceShape> {
    vec![
        // Python.
        SourceShape {
            name: "py-constants",
            file: "config.py",
            why: "hundreds of thousands of one-line constants",
            refused: None,
            scan_skips: false,
            build: |n| fill(n, PY_HEAD, |i| format!("NAME_{i} = {i}\n"), ""),
        },
        SourceShape {
            name: "py-dict",
            file: "config.py",
            why: "one config dict with a nested entry per line",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{PY_HEAD}CONFIG = {{\n"),
                    |i| format!("    \"k{i}\": {{\"a\": {i}, \"b\": \"v\"}},\n"),
                    "}\n",
                )
            },
        },
        SourceShape {
            name: "py-dict-deep",
            file: "config.py",
            why: "dicts nested 900 deep (under the bound), over and over",
            refused: None,
            scan_skips: true,
            build: |n| {
                let d = nested(900, "{\"a\": ", "1", "}");
                fill(n, PY_HEAD, |i| format!("D{i} = {d}\n"), "")
            },
        },
        SourceShape {
            name: "py-concat",
            file: "config.py",
            why: "one string of a part per line, implicitly concatenated",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{PY_HEAD}MESSAGE = (\n"),
                    |i| format!("    \"part {i} \"\n"),
                    ")\n",
                )
            },
        },
        SourceShape {
            name: "py-long-string",
            file: "config.py",
            why: "one string literal the size of the file",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{PY_HEAD}BLOB = \""),
                    |_| "v".repeat(64),
                    "\"\n",
                )
            },
        },
        SourceShape {
            name: "py-fstrings",
            file: "config.py",
            why: "f-string templates with expressions, one per line",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    PY_HEAD,
                    |i| format!("T{i} = f\"{{a}} of {{b!r}} in {{c:>10}} {i}\"\n"),
                    "",
                )
            },
        },
        SourceShape {
            name: "py-defaults",
            file: "config.py",
            why: "functions with default arguments and a format template",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    PY_HEAD,
                    |i| {
                        format!("def f{i}(a={i}, b=\"x\", *, c=None):\n    return \"{{}} {{}}\".format(a, b)\n")
                    },
                    "",
                )
            },
        },
        SourceShape {
            name: "py-class",
            file: "config.py",
            why: "one settings class with an annotated field per line",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{PY_HEAD}class Settings:\n"),
                    |i| format!("    field_{i}: int = {i}\n"),
                    "",
                )
            },
        },
        SourceShape {
            name: "py-argparse",
            file: "config.py",
            why: "command-line options declared with argparse (scan's surfaces)",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{PY_HEAD}import argparse\nparser = argparse.ArgumentParser()\n"),
                    |i| format!("parser.add_argument(\"--opt-{i}\", type=int, default={i})\n"),
                    "",
                )
            },
        },
        SourceShape {
            name: "py-environ",
            file: "config.py",
            why: "environment variables read with a default",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{PY_HEAD}import os\n"),
                    |i| format!("V{i} = os.environ.get(\"APP_V{i}\", \"{i}\")\n"),
                    "",
                )
            },
        },
        SourceShape {
            name: "py-nesting-at-bound",
            file: "config.py",
            why: "statements nested 990 brackets deep, just under the bound",
            refused: None,
            scan_skips: true,
            build: |n| {
                let d = nested(990, "(", "1", ")");
                fill(n, PY_HEAD, |i| format!("P{i} = {d}\n"), "")
            },
        },
        SourceShape {
            name: "py-past-bound",
            file: "config.py",
            why: "every statement nested past the bound (each one skipped with an issue)",
            refused: None,
            scan_skips: true,
            build: |n| {
                let d = nested(1100, "[", "1", "]");
                fill(n, PY_HEAD, |i| format!("P{i} = {d}\n"), "")
            },
        },
        SourceShape {
            name: "py-chain",
            file: "config.py",
            why: "expressions chaining 40,000 operators",
            refused: None,
            scan_skips: false,
            build: |n| {
                let c = vec!["1"; 40_000].join(" + ");
                fill(n, PY_HEAD, |i| format!("C{i} = {c}\n"), "")
            },
        },
        SourceShape {
            name: "py-long-line",
            file: "config.py",
            why: "every statement on one line, separated by `;`",
            refused: None,
            scan_skips: false,
            build: |n| fill(n, PY_HEAD, |i| format!("a{i} = {i}; "), "\n"),
        },
        SourceShape {
            name: "py-unclosed-string",
            file: "config.py",
            why: "a triple-quoted string never closed: a syntax error to the end",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{PY_HEAD}DOC = \"\"\""),
                    |i| format!("line {i}\n"),
                    "",
                )
            },
        },
        SourceShape {
            name: "py-unclosed-bracket",
            file: "config.py",
            why: "a bracket never closed: error recovery over the whole file",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{PY_HEAD}X = ("),
                    |i| format!("k{i} = {i}\n"),
                    "",
                )
            },
        },
        // Rust.
        SourceShape {
            name: "rs-consts",
            file: "config.rs",
            why: "hundreds of thousands of constants",
            refused: None,
            scan_skips: false,
            build: |n| fill(n, RS_HEAD, |i| format!("pub const C_{i}: u32 = {i};\n"), ""),
        },
        SourceShape {
            name: "rs-array",
            file: "config.rs",
            why: "one constant array of the whole file",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{RS_HEAD}pub const T: &[u32] = &["),
                    |i| format!("{i}, "),
                    "];\n",
                )
            },
        },
        SourceShape {
            name: "rs-long-string",
            file: "config.rs",
            why: "one string literal the size of the file",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{RS_HEAD}pub const BLOB: &str = \""),
                    |_| "v".repeat(64),
                    "\";\n",
                )
            },
        },
        SourceShape {
            name: "rs-format",
            file: "config.rs",
            why: "functions with format! templates and arguments",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    RS_HEAD,
                    |i| {
                        format!("pub fn f{i}(a: u32) -> String {{ format!(\"{{a}} and {{}} {i}\", a + 1) }}\n")
                    },
                    "",
                )
            },
        },
        SourceShape {
            name: "rs-struct-default",
            file: "config.rs",
            why: "one struct with a field per line and its Default impl",
            refused: None,
            scan_skips: false,
            build: |n| {
                // Two lines per field, ~55 bytes together.
                let fields = n.saturating_sub(200) / 52;
                let mut s = format!("{RS_HEAD}pub struct Config {{\n");
                for i in 0..fields {
                    s.push_str(&format!("    pub field_{i}: u32,\n"));
                }
                s.push_str(
                    "}\nimpl Default for Config {\n    fn default() -> Self {\n        Self {\n",
                );
                for i in 0..fields {
                    s.push_str(&format!("            field_{i}: {i},\n"));
                }
                s.push_str("        }\n    }\n}\n");
                s
            },
        },
        SourceShape {
            name: "rs-clap",
            file: "config.rs",
            why: "command-line options with clap's derive (scan's surfaces)",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{RS_HEAD}#[derive(clap::Parser)]\npub struct Args {{\n"),
                    |i| format!("    #[arg(long, default_value_t = {i})]\n    pub opt_{i}: u32,\n"),
                    "}\n",
                )
            },
        },
        SourceShape {
            name: "rs-builder",
            file: "config.rs",
            why: "builder setter methods, one per field",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{RS_HEAD}pub struct Builder {{ v: Vec<u32> }}\nimpl Builder {{\n"),
                    |i| {
                        format!("    pub fn set_{i}(mut self, x: u32) -> Self {{ self.v[{i}] = x; self }}\n")
                    },
                    "}\n",
                )
            },
        },
        SourceShape {
            name: "rs-nesting-at-bound",
            file: "config.rs",
            why: "constants nested 990 parentheses deep, just under the bound",
            refused: None,
            scan_skips: true,
            build: |n| {
                let d = nested(990, "(", "1", ")");
                fill(n, RS_HEAD, |i| format!("pub const P{i}: u32 = {d};\n"), "")
            },
        },
        SourceShape {
            name: "rs-past-bound",
            file: "config.rs",
            why: "a type nested past the bound: the file is refused",
            refused: Some("nests deeper than 1000 levels"),
            scan_skips: false,
            build: |n| {
                let d = nested(1100, "Vec<", "u8", ">");
                fill(
                    n,
                    &format!("{RS_HEAD}pub type Deep = {d};\n"),
                    |i| format!("pub const C_{i}: u32 = {i};\n"),
                    "",
                )
            },
        },
        SourceShape {
            name: "rs-chain",
            file: "config.rs",
            why: "expressions chaining 40,000 operators",
            refused: None,
            scan_skips: false,
            build: |n| {
                let c = vec!["1"; 40_000].join(" + ");
                fill(n, RS_HEAD, |i| format!("pub const C{i}: u32 = {c};\n"), "")
            },
        },
        SourceShape {
            name: "rs-long-line",
            file: "config.rs",
            why: "every constant on one line",
            refused: None,
            scan_skips: false,
            build: |n| fill(n, RS_HEAD, |i| format!("pub const A{i}: u32 = {i}; "), "\n"),
        },
        SourceShape {
            name: "rs-unclosed-string",
            file: "config.rs",
            why: "a string never closed: the file does not parse",
            refused: Some("cannot tokenize"),
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{RS_HEAD}pub const DOC: &str = \""),
                    |i| format!("line {i}\n"),
                    "",
                )
            },
        },
        // YAML.
        SourceShape {
            name: "yaml-flat",
            file: "config.yaml",
            why: "one mapping of hundreds of thousands of keys",
            refused: None,
            scan_skips: false,
            build: |n| fill(n, YAML_HEAD, |i| format!("key_{i}: {i}\n"), ""),
        },
        SourceShape {
            name: "yaml-nested",
            file: "config.yaml",
            why: "mappings nested 100 deep (under the bound), over and over",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    YAML_HEAD,
                    |i| {
                        let mut s = String::new();
                        for d in 0..100 {
                            s.push_str(&format!(
                                "{}k{}:\n",
                                "  ".repeat(d),
                                if d == 0 { i } else { d }
                            ));
                        }
                        s.push_str(&format!("{}leaf: {i}\n", "  ".repeat(100)));
                        s
                    },
                    "",
                )
            },
        },
        SourceShape {
            name: "yaml-block-scalar",
            file: "config.yaml",
            why: "one literal block scalar of the whole file",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{YAML_HEAD}text: |\n"),
                    |i| format!("  line {i} of the block\n"),
                    "",
                )
            },
        },
        SourceShape {
            name: "yaml-flow",
            file: "config.yaml",
            why: "one flow sequence on one line",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{YAML_HEAD}list: ["),
                    |i| format!("{i}, "),
                    "0]\n",
                )
            },
        },
        SourceShape {
            name: "yaml-past-bound",
            file: "config.yaml",
            why: "flow sequences nested past the bound: the file is refused",
            refused: Some("nests deeper than 128 levels"),
            scan_skips: true,
            build: |n| {
                fill(
                    n,
                    &format!("{YAML_HEAD}deep: {}\n", nested(200, "[", "1", "]")),
                    |i| format!("key_{i}: {i}\n"),
                    "",
                )
            },
        },
        // TOML.
        SourceShape {
            name: "toml-flat",
            file: "config.toml",
            why: "one table of hundreds of thousands of keys",
            refused: None,
            scan_skips: false,
            build: |n| fill(n, TOML_HEAD, |i| format!("key_{i} = {i}\n"), ""),
        },
        SourceShape {
            name: "toml-tables",
            file: "config.toml",
            why: "hundreds of thousands of tables",
            refused: None,
            scan_skips: false,
            build: |n| fill(n, TOML_HEAD, |i| format!("[t{i}]\na = {i}\n"), ""),
        },
        SourceShape {
            name: "toml-array-tables",
            file: "config.toml",
            why: "one array of tables with an entry per two lines",
            refused: None,
            scan_skips: false,
            build: |n| fill(n, TOML_HEAD, |i| format!("[[server]]\nport = {i}\n"), ""),
        },
        SourceShape {
            name: "toml-long-string",
            file: "config.toml",
            why: "one multi-line string of the whole file",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{TOML_HEAD}text = \"\"\""),
                    |i| format!("line {i}\n"),
                    "\"\"\"\n",
                )
            },
        },
        SourceShape {
            name: "toml-inline-array",
            file: "config.toml",
            why: "one inline array on one line",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    &format!("{TOML_HEAD}list = ["),
                    |i| format!("{i}, "),
                    "0]\n",
                )
            },
        },
        // JSON.
        SourceShape {
            name: "json-flat",
            file: "config.json",
            why: "one object of hundreds of thousands of keys",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    "{\"MAX_RETRIES\": 5",
                    |i| format!(",\n\"key_{i}\": {i}"),
                    "}\n",
                )
            },
        },
        SourceShape {
            name: "json-array",
            file: "config.json",
            why: "one array of the whole file on one line",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    "{\"MAX_RETRIES\": 5, \"list\": [0",
                    |i| format!(", {i}"),
                    "]}\n",
                )
            },
        },
        SourceShape {
            name: "json-nested",
            file: "config.json",
            why: "objects nested 100 deep (under the bound), over and over",
            refused: None,
            scan_skips: false,
            build: |n| {
                let d = nested(100, "{\"a\": ", "1", "}");
                fill(
                    n,
                    "{\"MAX_RETRIES\": 5",
                    |i| format!(",\n\"d{i}\": {d}"),
                    "}\n",
                )
            },
        },
        SourceShape {
            name: "json-long-string",
            file: "config.json",
            why: "one string of the whole file",
            refused: None,
            scan_skips: false,
            build: |n| {
                fill(
                    n,
                    "{\"MAX_RETRIES\": 5, \"blob\": \"",
                    |_| "v".repeat(64),
                    "\"}\n",
                )
            },
        },
        SourceShape {
            name: "json-past-bound",
            file: "config.json",
            why: "arrays nested 200 deep: read, the deep value left unfolded",
            refused: None,
            scan_skips: true,
            build: |n| {
                let d = nested(200, "[", "1", "]");
                fill(
                    n,
                    &format!("{{\"MAX_RETRIES\": 5, \"deep\": {d}"),
                    |i| format!(",\n\"key_{i}\": {i}"),
                    "}\n",
                )
            },
        },
    ]
}
