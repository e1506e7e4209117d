//! Bounds on how deeply source nests, checked by cheap iterative scans before ruff, syn or
//! saphyr see the text. Those parsers, our walkers and even dropping a syntax tree recurse once
//! per level: 40,000 nested generics, 100,000 nested parentheses or closures, or 700,000
//! chained `1+` overflow even the 256 MB parse stack (`super::PARSE_STACK`) and abort the
//! process, and a YAML file nested 2,000 deep costs gigabytes (every ancestor keeps its
//! subtree's text and value). Past a bound the statement (Python) or file (Rust, YAML) is not
//! read and a `file:line` issue says why; nothing aborts.
//!
//! Two measures, both summed along the path from the statement's start to a token:
//! *nesting* (open brackets, generic `<`, prefix operators, `lambda`/closures, `not`, `**`,
//! ternaries) and *chain* (binary operators, `.` accesses and `?`, which parse in a loop but
//! build a tree as deep as the chain). Commas, `;`, `=` and `=>` start a new expression, so
//! a 100,000-entry table of `-1` values is neither deep nor long.

use super::ParseIssue;
use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::borrow::Cow;
use std::path::Path;

/// A Python text ready for the parser: the statements past a bound blanked, and an issue
/// (`file:line`) for each.
pub(crate) fn python_bounded<'a>(file: &Path, text: &'a str) -> (Cow<'a, str>, Vec<ParseIssue>) {
    let deep = python_too_deep(text);
    if deep.is_empty() {
        return (Cow::Borrowed(text), Vec::new());
    }
    let issues = deep
        .iter()
        .map(|d| ParseIssue {
            file: file.to_path_buf(),
            line: d.line,
            message: d.message.clone(),
        })
        .collect();
    (Cow::Owned(blank(text, &deep)), issues)
}

/// Most nesting levels a statement may have. Real code stays under 50; the debug build
/// overflows its 256 MB parse stack near 5,000 nested Rust generics.
pub const MAX_SOURCE_NESTING: usize = 1000;

/// Most binary operators one expression may chain. Generated code reaches 20,000
/// (`1 + 1 + …`); the debug build overflows near 200,000.
pub const MAX_OPERATOR_CHAIN: usize = 50_000;

/// Most levels a YAML file may nest (indentation plus flow brackets), as `scan` allows.
pub const MAX_YAML_NESTING: usize = 128;

/// Most keys a listed path may have (`a.b.c…`; Python dicts, YAML, TOML, JSON). Every listed
/// level keeps its name and its subtree's text, so listing a document nested 100 deep in full
/// costs depth × size (a 1 MB JSON file of objects nested 100 deep took 19 GB). Real configs
/// stay far below (Kubernetes manifests ~10 keys, OpenAPI schemas ~15). The item at the
/// bound is listed with a warning; its deeper keys are not.
pub const MAX_KEY_DEPTH: usize = 32;

/// Most levels a container value (dict, list, mapping, table) is folded through. A deeper
/// one keeps its text (`expr`) but no value, with a warning: every listed level would
/// otherwise hold a copy of its whole subtree.
pub const MAX_FOLD_DEPTH: usize = 16;

/// The warning on an item at [`MAX_KEY_DEPTH`] with keys below it.
pub(crate) fn keys_cut_warning() -> String {
    format!("keys nested deeper than {MAX_KEY_DEPTH} levels are not listed")
}

/// The warning on a container nested deeper than [`MAX_FOLD_DEPTH`].
pub(crate) fn fold_cut_warning() -> String {
    format!("not folded: containers nest deeper than {MAX_FOLD_DEPTH} levels")
}

/// Words every "not read" issue of this module contains, so callers can tell a bound from a
/// syntax error.
pub const NOT_READ: &str = "not read";

/// A statement (Python) or the first token (Rust, YAML) past a bound.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct TooDeep {
    /// Byte range of the statement to leave out (Python), else of the token.
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// 1-based line where the bound was passed.
    pub(crate) line: usize,
    pub(crate) message: String,
}

fn nesting_message(what: &str) -> String {
    format!("{what} nests deeper than {MAX_SOURCE_NESTING} levels (brackets, generics, prefix operators, lambdas or closures); {NOT_READ}")
}

fn chain_message(what: &str) -> String {
    format!("{what} chains more than {MAX_OPERATOR_CHAIN} operators in one expression; {NOT_READ}")
}

/// Per-bracket counters: what was counted in the enclosing expression when it opened.
#[derive(Default, Clone, Copy)]
struct Frame {
    nest: usize,
    chain: usize,
}

/// The running measures of one statement.
#[derive(Default)]
struct Meter {
    frames: Vec<Frame>,
    /// Sum of the enclosing frames' counts plus their brackets.
    outer_nest: usize,
    outer_chain: usize,
    local: Frame,
}

impl Meter {
    fn open(&mut self) {
        self.frames.push(self.local);
        self.outer_nest += self.local.nest + 1;
        self.outer_chain += self.local.chain;
        self.local = Frame::default();
    }
    fn close(&mut self) {
        if let Some(f) = self.frames.pop() {
            self.outer_nest -= f.nest + 1;
            self.outer_chain -= f.chain;
            self.local = f;
        }
    }
    fn separator(&mut self) {
        self.local = Frame::default();
    }
    fn nest(&self) -> usize {
        self.outer_nest + self.local.nest
    }
    fn chain(&self) -> usize {
        self.outer_chain + self.local.chain
    }
    fn reset(&mut self) {
        *self = Meter::default();
    }
}

const PY_PREFIX_WORDS: [&str; 6] = ["not", "lambda", "await", "yield", "if", "else"];
const PY_BINARY_WORDS: [&str; 4] = ["and", "or", "in", "is"];
const PY_OTHER_WORDS: [&str; 6] = ["for", "from", "return", "async", "del", "assert"];

/// The Python statements of `text` past a bound, in order. A linear scan: strings (triple
/// quoted too) and comments are skipped, a newline outside brackets (and not after `\`) or a
/// `;` ends a statement.
pub(crate) fn python_too_deep(text: &str) -> Vec<TooDeep> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut m = Meter::default();
    let mut brackets = 0usize;
    let mut stmt_start = 0usize;
    let mut line = 1usize;
    // The statement already passed a bound: (line, message).
    let mut past: Option<(usize, String)> = None;
    let mut operand = false;
    let mut i = 0;
    let end_stmt =
        |i: usize, past: &mut Option<(usize, String)>, out: &mut Vec<TooDeep>, start: usize| {
            if let Some((line, message)) = past.take() {
                out.push(TooDeep {
                    start,
                    end: i,
                    line,
                    message,
                });
            }
        };
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => {
                line += 1;
                if brackets == 0 {
                    end_stmt(i, &mut past, &mut out, stmt_start);
                    m.reset();
                    stmt_start = i + 1;
                    operand = false;
                }
                i += 1;
                continue;
            }
            b'\\' if b.get(i + 1) == Some(&b'\n') => {
                line += 1;
                i += 2;
                continue;
            }
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b';' if brackets == 0 => {
                end_stmt(i + 1, &mut past, &mut out, stmt_start);
                m.reset();
                stmt_start = i + 1;
                operand = false;
                i += 1;
                continue;
            }
            b'"' | b'\'' => {
                let triple = b.get(i + 1) == Some(&c) && b.get(i + 2) == Some(&c);
                i += if triple { 3 } else { 1 };
                while i < b.len() {
                    if b[i] == b'\\' {
                        if b.get(i + 1) == Some(&b'\n') {
                            line += 1;
                        }
                        i += 2;
                        continue;
                    }
                    if b[i] == b'\n' {
                        if !triple {
                            break;
                        }
                        line += 1;
                    }
                    if b[i] == c
                        && (!triple || (b.get(i + 1) == Some(&c) && b.get(i + 2) == Some(&c)))
                    {
                        i += if triple { 3 } else { 1 };
                        break;
                    }
                    i += 1;
                }
                operand = true;
                continue;
            }
            b'(' | b'[' | b'{' => {
                brackets += 1;
                m.open();
                operand = false;
                i += 1;
            }
            b')' | b']' | b'}' => {
                brackets = brackets.saturating_sub(1);
                m.close();
                operand = true;
                i += 1;
            }
            b',' => {
                m.separator();
                operand = false;
                i += 1;
            }
            _ if c.is_ascii_digit() => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.')
                {
                    let e = b[i] == b'e' || b[i] == b'E';
                    i += 1;
                    if e && i < b.len() && (b[i] == b'-' || b[i] == b'+') {
                        i += 1;
                    }
                }
                operand = true;
                continue;
            }
            _ if c.is_ascii_alphabetic() || c == b'_' || c >= 0x80 => {
                let s = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] >= 0x80)
                {
                    i += 1;
                }
                let word = &text[s..i];
                if PY_PREFIX_WORDS.contains(&word) {
                    m.local.nest += 1;
                    operand = false;
                } else if PY_BINARY_WORDS.contains(&word) {
                    m.local.chain += 1;
                    operand = false;
                } else {
                    operand = !PY_OTHER_WORDS.contains(&word);
                }
            }
            b'+' | b'-' | b'*' | b'/' | b'%' | b'@' | b'&' | b'|' | b'^' | b'~' | b'<' | b'>'
            | b'=' | b'!' | b'.' | b':' => {
                let s = i;
                while i < b.len() && b"+-*/%@&|^~<>=!.:".contains(&b[i]) && i - s < 3 {
                    // A sign after an operator is a prefix of its own (`1 - -1`).
                    if i > s && (b[i] == b'-' || b[i] == b'+' || b[i] == b'~') {
                        break;
                    }
                    i += 1;
                }
                let op = &text[s..i];
                match op {
                    "=" | ":=" | "->" => m.separator(),
                    _ if op.len() >= 2
                        && op.ends_with('=')
                        && !matches!(op, "==" | "!=" | "<=" | ">=") =>
                    {
                        m.separator()
                    }
                    ":" => {}
                    "**" => m.local.nest += 1,
                    _ if !operand => m.local.nest += 1,
                    _ => m.local.chain += 1,
                }
                operand = false;
            }
            _ => i += 1,
        }
        if past.is_none() {
            if m.nest() > MAX_SOURCE_NESTING {
                past = Some((line, nesting_message("this statement")));
            } else if m.chain() > MAX_OPERATOR_CHAIN {
                past = Some((line, chain_message("this statement")));
            }
        }
    }
    end_stmt(b.len(), &mut past, &mut out, stmt_start);
    out
}

/// `text` with the statements of `deep` blanked (every byte but newlines becomes a space),
/// so the parser reads the rest and every line keeps its number.
pub(crate) fn blank(text: &str, deep: &[TooDeep]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for d in deep {
        for x in &mut bytes[d.start.min(text.len())..d.end.min(text.len())] {
            if *x != b'\n' {
                *x = b' ';
            }
        }
    }
    // Whole UTF-8 sequences are replaced (every byte of one is blanked together, as the
    // statement bounds fall on ASCII), so this cannot fail; lossy keeps it panic-free anyway.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The first token of a Rust token stream past a bound: its line and the message. Iterative
/// over the token trees (as [`super::rust::too_deep_module`]), so the scan itself cannot
/// overflow.
pub(crate) fn rust_too_deep(stream: &TokenStream) -> Option<(usize, String)> {
    struct Level {
        tokens: Vec<TokenTree>,
        pos: usize,
        /// Open generic `<` in this group, closed by `>`.
        angles: usize,
        operand: bool,
        /// The previous punctuation, when it joins the next one (`-` of `->`).
        joint: Option<char>,
    }
    let level = |s: TokenStream| Level {
        tokens: s.into_iter().collect(),
        pos: 0,
        angles: 0,
        operand: false,
        joint: None,
    };
    let mut m = Meter::default();
    let mut stack = vec![level(stream.clone())];
    while let Some(top) = stack.last_mut() {
        let Some(tt) = top.tokens.get(top.pos).cloned() else {
            stack.pop();
            m.close();
            if let Some(parent) = stack.last_mut() {
                parent.operand = true;
            }
            continue;
        };
        top.pos += 1;
        let line = match &tt {
            TokenTree::Group(g) => g.span_open().start().line,
            other => other.span().start().line,
        }
        .max(1);
        let joined = top.joint.take();
        match tt {
            TokenTree::Group(g) => {
                let body = g.stream();
                let brace = g.delimiter() == Delimiter::Brace;
                if brace {
                    // A block or an item body: statements start afresh inside.
                    top.angles = 0;
                }
                m.open();
                stack.push(level(body));
            }
            TokenTree::Ident(id) => {
                let w = id.to_string();
                let prefix = matches!(
                    w.as_str(),
                    "move"
                        | "return"
                        | "if"
                        | "else"
                        | "match"
                        | "while"
                        | "break"
                        | "let"
                        | "in"
                        | "mut"
                        | "ref"
                        | "dyn"
                        | "impl"
                        | "box"
                );
                if w == "as" {
                    m.local.chain += 1;
                    top.operand = false;
                } else {
                    if prefix && matches!(w.as_str(), "return" | "break") {
                        m.local.nest += 1;
                    }
                    top.operand = !prefix;
                }
            }
            TokenTree::Literal(_) => top.operand = true,
            TokenTree::Punct(p) => {
                let c = p.as_char();
                if p.spacing() == Spacing::Joint {
                    top.joint = Some(c);
                }
                match (joined, c) {
                    (_, ';') | (_, ',') => {
                        m.separator();
                        top.angles = 0;
                        top.operand = false;
                    }
                    (Some('=' | '-'), '>') => {
                        // `=>`, `->`: a new expression or a type follows.
                        m.separator();
                        top.operand = false;
                    }
                    (
                        Some('<' | '>' | '=' | '!' | '+' | '-' | '*' | '/' | '%' | '^' | '&' | '|'),
                        '=',
                    ) => {}
                    (None | Some(':'), '=') if p.spacing() == Spacing::Alone => {
                        m.separator();
                        top.operand = false;
                    }
                    // `a::<T>` and `a::b`: the path goes on.
                    (Some(':'), ':') => top.operand = true,
                    (_, ':') | (_, '#') | (_, '\'') | (_, '$') => {}
                    (_, '<') if top.operand || joined == Some(':') => {
                        top.angles += 1;
                        m.local.nest += 1;
                        top.operand = false;
                    }
                    (_, '>') if top.angles > 0 => {
                        top.angles -= 1;
                        m.local.nest = m.local.nest.saturating_sub(1);
                        top.operand = true;
                    }
                    (_, '?') => m.local.chain += 1,
                    // A prefix: `-x`, `!x`, `&x`, `*x`, a closure's `|`, a range's `..`.
                    _ if !top.operand => m.local.nest += 1,
                    _ => {
                        if joined.is_none() {
                            m.local.chain += 1;
                        }
                        if p.spacing() == Spacing::Alone {
                            top.operand = false;
                        }
                    }
                }
                let path_goes_on = c == ':' && joined == Some(':');
                if !path_goes_on
                    && (c == '.' || (!matches!(c, '?' | '>') && p.spacing() == Spacing::Alone))
                {
                    top.operand = false;
                }
            }
        }
        if m.nest() > MAX_SOURCE_NESTING {
            return Some((line, nesting_message("this item")));
        }
        if m.chain() > MAX_OPERATOR_CHAIN {
            return Some((line, chain_message("this item")));
        }
    }
    None
}

/// The first line where a YAML text nests deeper than [`MAX_YAML_NESTING`] (block
/// indentation levels plus flow brackets outside quotes and comments). Linear, no recursion.
pub(crate) fn yaml_too_deep(text: &str) -> Option<(usize, String)> {
    let mut brackets = 0usize;
    let mut indents: Vec<usize> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let indent = line.len() - trimmed.len();
        if brackets == 0 {
            while indents.last().is_some_and(|&i| i >= indent) {
                indents.pop();
            }
            indents.push(indent);
            // `- - - a` opens a sequence per dash on one line.
            let dashes = trimmed
                .split(' ')
                .take_while(|w| *w == "-")
                .count()
                .saturating_sub(1);
            if indents.len() + dashes > MAX_YAML_NESTING {
                return Some((n + 1, yaml_message()));
            }
        }
        let mut quote: Option<char> = None;
        let mut prev = ' ';
        for c in trimmed.chars() {
            match quote {
                Some(q) if c == q && prev != '\\' => quote = None,
                Some(_) => {}
                None => match c {
                    '"' | '\'' if !(c == '\'' && prev.is_alphanumeric()) => quote = Some(c),
                    '#' if prev.is_whitespace() => break,
                    '[' | '{' => brackets += 1,
                    ']' | '}' => brackets = brackets.saturating_sub(1),
                    _ => {}
                },
            }
            prev = c;
            if brackets + indents.len() > MAX_YAML_NESTING {
                return Some((n + 1, yaml_message()));
            }
        }
    }
    None
}

fn yaml_message() -> String {
    format!(
        "nests deeper than {MAX_YAML_NESTING} levels (indentation and brackets); file {NOT_READ}"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_real_shapes_pass_and_bombs_are_found_by_statement() {
        let ok = "X = [-1, -2, -3]\nY = f(a, b)(c)[0].d\ns = '''((((\n'''\n# ((((\nZ = (1 +\n 2)\n";
        assert!(python_too_deep(ok).is_empty());
        let long_table = format!("T = [{}]\n", "-1, ".repeat(5000));
        assert!(python_too_deep(&long_table).is_empty());
        let deep = format!(
            "A = 1\nD = {}1{}\nB = 2\n",
            "{1:".repeat(1001),
            "}".repeat(1001)
        );
        let found = python_too_deep(&deep);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].line, 2);
        let blanked = blank(&deep, &found);
        assert!(blanked.starts_with("A = 1\n"));
        assert!(blanked.ends_with("\nB = 2\n"));
        assert_eq!(blanked.lines().count(), 3);
        let chain = format!("X = {}1\n", "1+".repeat(MAX_OPERATOR_CHAIN + 1));
        assert!(python_too_deep(&chain)[0]
            .message
            .contains("chains more than"));
        let chain_ok = format!("X = {}1\n", "1 + ".repeat(20_000));
        assert!(python_too_deep(&chain_ok).is_empty());
        let nots = format!("X = {}1\n", "not ".repeat(1001));
        assert_eq!(python_too_deep(&nots).len(), 1);
        let lambdas = format!("X = {}1\n", "lambda: ".repeat(1001));
        assert_eq!(python_too_deep(&lambdas).len(), 1);
        let parens_1000 = format!("X = {}1{}\n", "(".repeat(1000), ")".repeat(1000));
        assert!(python_too_deep(&parens_1000).is_empty());
    }

    #[test]
    fn rust_real_shapes_pass_and_bombs_are_found() {
        let ts = |s: &str| s.parse::<TokenStream>().unwrap();
        let ok = "fn f(a: Vec<Vec<u8>>) -> Option<HashMap<String, Vec<u8>>> { if a < b && c > d { x.y().z()?; } let c = |x| x + 1; }";
        assert_eq!(rust_too_deep(&ts(ok)), None);
        let table = format!("const T: [i32; 5000] = [{}];", "-1, ".repeat(5000));
        assert_eq!(rust_too_deep(&ts(&table)), None);
        let cmps = format!(
            "fn f() {{ {} }}",
            "if a < b { x } else ".repeat(50) + "{ y }"
        );
        assert_eq!(rust_too_deep(&ts(&cmps)), None);
        for bomb in [
            format!("type T = {}u8{};", "Box<".repeat(1001), ">".repeat(1001)),
            format!("const X: u32 = {}1{};", "(".repeat(1001), ")".repeat(1001)),
            format!("fn f() {{ let c = {}1; }}", "|| ".repeat(1001)),
            format!("const X: i32 = {}1;", "- ".repeat(1001)),
        ] {
            let found = rust_too_deep(&ts(&bomb));
            assert!(
                found.is_some_and(|(l, m)| l == 1 && m.contains("nests deeper")),
                "{:.60}",
                bomb
            );
        }
        let chain = format!("const X: u32 = {}1;", "1+".repeat(MAX_OPERATOR_CHAIN + 1));
        assert!(rust_too_deep(&ts(&chain)).is_some_and(|(_, m)| m.contains("chains")));
    }

    #[test]
    fn yaml_depth() {
        let mut y = String::new();
        for i in 0..200 {
            y.push_str(&format!("{}k{i}:\n", " ".repeat(i)));
        }
        assert_eq!(yaml_too_deep(&y).map(|x| x.0), Some(129));
        assert_eq!(yaml_too_deep("a:\n  b: [1, {c: 2}]\n"), None);
        let flow = format!("a: {}1{}\n", "[".repeat(200), "]".repeat(200));
        assert_eq!(yaml_too_deep(&flow).map(|x| x.0), Some(1));
    }
}
