//! Constants a code block quotes (Python's `MAX_TAIL = 8`, Rust's `pub const MAX_TAIL: usize =
//! 8;`, rustdoc's item declarations) and the literals a sample may state as a value: each line
//! read as its language reads it (a Rust string continued over lines, its escapes undone).

#[allow(unused_imports)]
use super::*;

/// ALL-CAPS constants quoted from Python or Rust (`MAX_TAIL = 8`,
/// `const MAX_TAIL: usize = 8;`). Other assignments in code samples are
/// usage, not defaults, and are ignored.
pub(crate) fn parse_consts(text: &str, mode: Mode) -> Vec<BlockEntry> {
    let re = match mode {
        Mode::Python => py_const_re(),
        _ => rs_const_re(),
    };
    let mut out = Vec::new();
    let lines = match mode {
        Mode::Python => text.lines().map(str::to_string).enumerate().collect(),
        _ => continued_strings(text),
    };
    for (i, raw_line) in lines {
        let raw_line = raw_line.as_str();
        let Some(c) = re.captures(raw_line) else {
            out.extend(super::samples::default_comment_entry(i + 1, raw_line, mode));
            continue;
        };
        let mut value = match mode {
            Mode::Python => strip_comment(c["val"].trim()).trim().to_string(),
            _ => rust_string(c["val"].trim()),
        };
        // rustdoc writes a computed constant as `= _; // 16i32`.
        if value == "_" {
            match c.name("evald") {
                Some(e) => value = e.as_str().to_string(),
                None => continue,
            }
        }
        // Literals only: `= OTHER_CONST` or `= 1 << 4` is a reference or an
        // expression, not a value the page states.
        if !is_stated_literal(&value) {
            continue;
        }
        let key = c["key"].to_string();
        out.push(BlockEntry {
            line: i + 1,
            key: key.clone(),
            key_text: key.clone(),
            sep: "=".into(),
            path: vec![key],
            value,
            line_text: raw_line.to_string(),
            commented: false,
            says_default: false,
        });
    }
    out
}

/// Rust source lines, each with its 0-based index, a string continued with `\` at the line's
/// end joined to its next lines as Rust reads it (the newline and the next line's leading
/// whitespace dropped): rustdoc shows prometheus' `PROTOBUF_FORMAT: &str =
/// "application/vnd.google.protobuf; \` over three lines, as the source writes it.
fn continued_strings(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut open = false;
    for (i, line) in text.lines().enumerate() {
        let mut joined = match out.pop() {
            Some((at, mut joined)) if open => {
                joined.push_str(line.trim_start());
                (at, joined)
            }
            last => {
                out.extend(last);
                (i, line.to_string())
            }
        };
        open = continues(&joined.1);
        if open {
            joined.1.pop();
        }
        out.push(joined);
    }
    out
}

/// A Rust string literal as the string it denotes (`"C:\\"` is `C:\`), quoted, as syn reads it;
/// anything else as written.
fn rust_string(value: &str) -> String {
    match syn::parse_str::<syn::LitStr>(value) {
        Ok(lit) if value.starts_with('"') => format!("\"{}\"", lit.value()),
        _ => value.to_string(),
    }
}

/// Whether a line ends inside a `"` string with an unescaped `\` (the string goes on).
fn continues(line: &str) -> bool {
    let mut inside = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            // The escaped character is skipped by the guard; none left is a continuation.
            '\\' if inside && chars.next().is_none() => return true,
            '"' => inside = !inside,
            _ => {}
        }
    }
    false
}

/// A literal a code sample can state as a value: a number (`8`, `0x1F`, `1_000u32`), a quoted
/// string or a literal word (`True`, `None`); not a name or an expression.
pub(crate) fn is_stated_literal(value: &str) -> bool {
    (starts_with_number(value) && value_token(value).as_deref() == Some(value))
        || is_quoted(value)
        || is_literal_word(value)
        || code_literal(value).is_some()
}

/// A Rust/Python integer or float literal in another base or with a type
/// suffix (`0x1`, `0o755`, `0b101`, `1_000u32`, `2.5f64`), as decimal text.
pub fn code_literal(v: &str) -> Option<String> {
    let c = code_literal_re().captures(v.trim())?;
    let neg = c.name("neg").is_some();
    let body = c["body"].replace('_', "");
    let n: i128 = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        i128::from_str_radix(h, 16).ok()?
    } else if let Some(o) = body.strip_prefix("0o") {
        i128::from_str_radix(o, 8).ok()?
    } else if let Some(b) = body.strip_prefix("0b") {
        i128::from_str_radix(b, 2).ok()?
    } else if c.name("suffix").is_some() {
        if body.contains(['.', 'e', 'E']) {
            let f: f64 = body.parse().ok()?;
            return Some(format!("{}{f}", if neg { "-" } else { "" }));
        }
        body.parse().ok()?
    } else {
        return None;
    };
    Some(format!("{}{n}", if neg { "-" } else { "" }))
}
