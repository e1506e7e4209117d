//! `docdrift scan` on a Rust doc-test that builds a value with its constructor and asserts its
//! fields (textwrap's `Options::new`: `let options = Options::new(width);
//! assert_eq!(options.break_words, true);`): each assert states the value the constructor
//! gives that field, compared with the struct literal in `new()`. Real rustdoc-shaped pages and
//! real Rust source, through the command a user runs.

use crate::util::{self, scan_all, write};

const OPTIONS: &str = r#"/// Line endings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineEnding {
    LF,
    CRLF,
}

/// How to wrap.
pub struct Options<'a> {
    pub width: usize,
    pub line_ending: LineEnding,
    pub initial_indent: &'a str,
    pub break_words: bool,
    pub tab_width: u8,
}

impl<'a> Options<'a> {
    /// Creates new options.
    pub const fn new(width: usize) -> Self {
        Options {
            width,
            line_ending: LineEnding::CRLF,
            initial_indent: "",
            break_words: true,
            tab_width: 4,
        }
    }

    /// Sets `break_words`.
    pub fn break_words(mut self, yes: bool) -> Self {
        self.break_words = yes;
        self
    }
}
"#;

/// A rustdoc example block as rustdoc renders one (`<pre class="rust rust-example-rendered">`).
fn example(lines: &[&str]) -> String {
    format!(
        "<div class=\"example-wrap\"><pre class=\"rust rust-example-rendered\"><code>{}</code></pre></div>",
        lines.join("\n")
    )
}

#[test]
fn a_doc_tests_asserts_on_a_constructed_value_are_its_constructors_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("Cargo.toml"),
        "[package]\nname = \"wrap\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    );
    write(&code.join("src/lib.rs"), OPTIONS);
    // The constructor's own example states four fields; one holds only under a feature, one
    // is the argument. The builder's example sets the field it asserts: a user's value.
    let new = example(&[
        "<span class=\"kw\">let </span>options = Options::new(width);",
        "<span class=\"macro\">assert_eq!</span>(options.line_ending, LineEnding::LF);",
        "<span class=\"macro\">assert_eq!</span>(options.initial_indent, <span class=\"string\">\"\"</span>);",
        "<span class=\"macro\">assert_eq!</span>(options.break_words, <span class=\"bool-val\">true</span>);",
        "<span class=\"attr\">#[cfg(feature = <span class=\"string\">\"tabs\"</span>)]</span>",
        "<span class=\"macro\">assert_eq!</span>(options.tab_width, <span class=\"number\">8</span>);",
        "<span class=\"macro\">assert_eq!</span>(options.width, width);",
    ]);
    let setter = example(&[
        "<span class=\"kw\">let </span>options = Options::new(<span class=\"number\">80</span>).break_words(<span class=\"bool-val\">false</span>);",
        "<span class=\"macro\">assert_eq!</span>(options.break_words, <span class=\"bool-val\">false</span>);",
    ]);
    let page = format!(
        "<html><head><title>Options in wrap - Rust</title></head><body><h1>Struct Options</h1>\
         <details class=\"toggle method-toggle\" open><summary><section class=\"method\">\
         <h4 class=\"code-header\">pub const fn new(width: usize) -&gt; Self</h4></section></summary>\
         <div class=\"docblock\"><p>Creates new options. The other fields are given default \
         values as follows:</p>{new}</div></details>\
         <details class=\"toggle method-toggle\" open><summary><section class=\"method\">\
         <h4 class=\"code-header\">pub fn break_words(self, yes: bool) -&gt; Self</h4></section></summary>\
         <div class=\"docblock\"><p>Sets whether long words are broken.</p>{setter}</div></details>\
         </body></html>"
    );
    write(&docs.join("wrap/struct.Options.html"), &page);
    let (rc, report) = scan_all(&docs, &code);
    assert_eq!(
        util::brief(&report, |id| id.split('/').nth(1).unwrap_or(id)),
        [
            "agree Options::new.break_words src/lib.rs:24",
            "agree Options::new.initial_indent src/lib.rs:23",
            "disagree Options::new.line_ending src/lib.rs:22",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}
