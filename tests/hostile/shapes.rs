//! Hostile page shapes (issue 33): pages of a chosen size built to hit the worst case of an
//! HTML parser or of docdrift's own walks — deep nesting of each element kind, many or long
//! attributes, unclosed comments and scripts, entity floods, huge and deep tables, very long
//! lines. Shared (`#[path]`) by `tests/hostile.rs`, which runs every shape at ~1 MB through
//! every command so that a quadratic regression fails CI, and by `examples/bench.rs`, which
//! times each shape at 1 MB and 10 MB (a linear command takes ~10× as long at 10 MB).
//!
//! Every page starts with the same visible paragraph ([`PREFIX`]): a phrase to count and a
//! value for a name the test's code defines, so each command has a real answer to give (and
//! `scan` cannot skip the page without a DOM walk).

// Each includer uses a different part of this file.
#![allow(dead_code)]

/// The visible paragraph every shape starts with.
pub const PREFIX: &str = "<!DOCTYPE html><html><head><title>Hostile</title></head><body>\
    <p>The default <code>MAX_RETRIES</code> is 3, said hello world.</p>\n";

/// The phrase [`PREFIX`] holds once.
pub const PHRASE: &str = "said hello world";

/// One hostile shape: a name and a builder of `unit` repeated to fill the page.
pub struct Shape {
    pub name: &'static str,
    /// What the shape attacks.
    pub why: &'static str,
    build: fn(usize) -> String,
}

impl Shape {
    /// The page, about `size` bytes long (never shorter than [`PREFIX`]).
    pub fn page(&self, size: usize) -> String {
        (self.build)(size)
    }
}

/// `PREFIX`, then `open` repeated until the page is `size` bytes, then `close` (may be empty).
fn repeat(size: usize, open: &str, middle: &str, close: &str) -> String {
    let body = size.saturating_sub(PREFIX.len() + middle.len() + close.len());
    let n = (body / open.len().max(1)).max(1);
    let mut s = String::with_capacity(size + open.len());
    s.push_str(PREFIX);
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(middle);
    s.push_str(close);
    s
}

/// Opens `n` times `open` with text inside, closes them all: deep nesting closed properly.
fn nested_closed(size: usize, open: &str, close: &str) -> String {
    let per = open.len() + close.len() + 1;
    let n = (size.saturating_sub(PREFIX.len()) / per).max(1);
    let mut s = String::with_capacity(size + per);
    s.push_str(PREFIX);
    for _ in 0..n {
        s.push_str(open);
        s.push('x');
    }
    for _ in 0..n {
        s.push_str(close);
    }
    s
}

fn many_attributes(size: usize) -> String {
    // One `<p>` holding all attributes (html5ever checks each new name against all before).
    let mut s = String::with_capacity(size + 32);
    s.push_str(PREFIX);
    s.push_str("<p");
    let mut i = 0u64;
    while s.len() + 16 < size {
        s.push_str(&format!(" a{i}=1"));
        i += 1;
    }
    s.push_str(">after</p>");
    s
}

fn many_attributes_many_tags(size: usize) -> String {
    // 2,000 attributes on each of many tags: whatever per-tag cap exists is hit on every tag.
    let mut s = String::with_capacity(size + 32);
    s.push_str(PREFIX);
    let mut i = 0u64;
    while s.len() + 16 < size {
        if i.is_multiple_of(2000) {
            s.push_str(if i == 0 { "<span" } else { ">x</span><span" });
        }
        s.push_str(&format!(" a{}=1", i % 2000));
        i += 1;
    }
    s.push_str(">x</span>");
    s
}

fn body_attributes(size: usize) -> String {
    // Repeated `<body>` tags add their new attributes to the one body element.
    let mut s = String::with_capacity(size + 32);
    s.push_str(PREFIX);
    let mut i = 0u64;
    while s.len() + 16 < size {
        if i.is_multiple_of(100) {
            s.push_str(if i == 0 { "<body" } else { "><body" });
        }
        s.push_str(&format!(" b{i}=1"));
        i += 1;
    }
    s.push('>');
    s
}

fn long_attribute_value(size: usize) -> String {
    let mut s = String::with_capacity(size + 32);
    s.push_str(PREFIX);
    s.push_str("<p title=\"");
    let fill = size.saturating_sub(s.len() + 16);
    s.extend(std::iter::repeat_n('v', fill));
    s.push_str("\">after</p>");
    s
}

fn wide_row(size: usize) -> String {
    repeat(size, "<td>c", "", "</tr></table>").replacen("</p>\n", "</p>\n<table><tr>", 1)
}

fn long_line(size: usize) -> String {
    // Prose without a newline: a 10 MB single line.
    repeat(size, "word hello world again ", "", "")
}

fn long_token(size: usize) -> String {
    // One "word" of `size` bytes: no space, no tag.
    repeat(size, "x", "", "")
}

/// Every shape, in the order the bench prints them.
pub fn all() -> Vec<Shape> {
    vec![
        Shape {
            name: "div-unclosed",
            why: "100,000s of nested <div>: tree-builder depth",
            build: |n| repeat(n, "<div>x", "", ""),
        },
        Shape {
            name: "div-closed",
            why: "nested <div>…</div>, closed",
            build: |n| nested_closed(n, "<div>", "</div>"),
        },
        Shape {
            name: "b-i",
            why: "nested <b><i>: active formatting elements",
            build: |n| repeat(n, "<b><i>", "x", ""),
        },
        Shape {
            name: "a",
            why: "nested <a>: adoption agency",
            build: |n| repeat(n, "<a href=x>", "x", ""),
        },
        Shape {
            name: "span",
            why: "nested <span> with text",
            build: |n| repeat(n, "<span>x", "", ""),
        },
        Shape {
            name: "svg",
            why: "nested <svg>: foreign content",
            build: |n| repeat(n, "<svg>", "x", ""),
        },
        Shape {
            name: "template",
            why: "nested <template>: template contents",
            build: |n| repeat(n, "<template>", "x", ""),
        },
        Shape {
            name: "select",
            why: "nested <select>",
            build: |n| repeat(n, "<select>", "x", ""),
        },
        Shape {
            name: "deep-then-flat",
            why: "999 open <span>s, then <div>x</div> over and over: every block start scans a deep stack",
            build: |n| {
                let deep = "<span>".repeat(999);
                repeat(n, "<div>x</div>", "", "").replacen("</p>\n", &format!("</p>\n{deep}"), 1)
            },
        },
        Shape {
            name: "li-section",
            why: "<li><section> nested: a list item does not close through a section",
            build: |n| repeat(n, "<li><section>", "x", ""),
        },
        Shape {
            name: "li-p",
            why: "<li><p> repeated: implied ends and list scope",
            build: |n| repeat(n, "<li><p>x", "", ""),
        },
        Shape {
            name: "table-nested",
            why: "nested <table>",
            build: |n| repeat(n, "<table>", "x", ""),
        },
        Shape {
            name: "table-cell-nested",
            why: "<table><tr><td> nested in cells",
            build: |n| repeat(n, "<table><tr><td>", "x", ""),
        },
        Shape {
            name: "table-rows",
            why: "one table with very many rows",
            build: |n| repeat(n, "<tr><td>k</td><td>1</td></tr>", "", "</table>").replacen(
                "</p>\n",
                "</p>\n<table>",
                1,
            ),
        },
        Shape {
            name: "table-wide-row",
            why: "one row with very many cells",
            build: wide_row,
        },
        Shape {
            name: "table-foster",
            why: "text directly in a table (foster-parented before it)",
            build: |n| repeat(n, "t<tr><td>c</td></tr>", "", "</table>").replacen(
                "</p>\n",
                "</p>\n<table>",
                1,
            ),
        },
        Shape {
            name: "attributes-one-tag",
            why: "one <p> with all the attributes: duplicate-name check",
            build: many_attributes,
        },
        Shape {
            name: "attributes-many-tags",
            why: "2,000 attributes on every tag",
            build: many_attributes_many_tags,
        },
        Shape {
            name: "attributes-body",
            why: "repeated <body> tags, each with new attributes",
            build: body_attributes,
        },
        Shape {
            name: "attribute-long-value",
            why: "one attribute value the size of the page",
            build: long_attribute_value,
        },
        Shape {
            name: "comment-unclosed",
            why: "an unclosed comment to the end",
            build: |n| repeat(n, "<p>hidden</p> ", "", "").replacen("</p>\n", "</p>\n<!--", 1),
        },
        Shape {
            name: "script-unclosed",
            why: "an unclosed script to the end",
            build: |n| repeat(n, "if (a<b) { x('</p>') } ", "", "").replacen(
                "</p>\n",
                "</p>\n<script>",
                1,
            ),
        },
        Shape {
            name: "entities",
            why: "an entity flood: common, numeric and rare named references",
            build: |n| repeat(n, "&amp;&lt;&#x41;&#66;&hellip;&notit;&nbsp;&ampx ", "", ""),
        },
        Shape {
            name: "lone-lt",
            why: "`<` not starting a tag, over and over",
            build: |n| repeat(n, "a < b <= c <3 ", "", ""),
        },
        Shape {
            name: "long-line",
            why: "a single line of prose",
            build: long_line,
        },
        Shape {
            name: "long-token",
            why: "a single word the size of the page",
            build: long_token,
        },
    ]
}
