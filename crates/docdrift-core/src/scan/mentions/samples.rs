//! Lines of a code sample that state a default rather than use a value: one that says so in
//! its comment (`.length_field_offset(0) // default value`), and a Rust doc-test that builds a
//! value with a constructor and asserts its fields (textwrap's `Options::new`):
//!
//! ```text
//! let options = Options::new(width);
//! assert_eq!(options.line_ending, LineEnding::LF);
//! assert_eq!(options.break_words, true);
//! ```
//!
//! Each assert is read as `Options::new.break_words = true`, the name the code's struct
//! literal in `new()` gives the field. Only a binding made by the constructor call alone counts
//! (`Options::new(80).break_words(false)` sets the field it then asserts); a `mut` binding is
//! forgotten once another line touches it, and an assert under a `#[cfg(…)]` line holds for
//! one feature set only, so it is not read.

#[allow(unused_imports)]
use super::*;

re!(
    let_re,
    r"^\s*let\s+(?P<mut>mut\s+)?(?P<var>[a-z_][a-z0-9_]*)\s*(?::\s*(?P<ann>[A-Za-z_][\w:]*)(?:<[^=]*>)?\s*)?=\s*(?P<rhs>.+?)\s*;\s*(?://.*)?$"
);
re!(
    ctor_re,
    r"^(?:[a-z_][a-z0-9_]*::)*(?P<ty>[A-Z][A-Za-z0-9_]*)(?:::<[^()]*>)?::(?P<ctor>[a-z_][a-z0-9_]*)\("
);
re!(
    assert_re,
    r"^\s*(?P<mac>assert_eq|assert)!\((?P<args>.*)\)\s*;\s*(?://.*)?$"
);
re!(
    access_re,
    r"^(?P<var>[a-z_][a-z0-9_]*)\.(?P<field>[a-z_][a-z0-9_]*)(?:\(\))?$"
);
re!(
    variant_re,
    r"^(?:[a-z_][a-z0-9_]*::)*[A-Z][A-Za-z0-9_]*::[A-Za-z_][A-Za-z0-9_]*$"
);

/// A line of a code sample that says it shows a default: a builder call with one literal
/// (`.length_field_offset(0) // default value`) or a keyword argument (`timeout=30,  # the
/// default`). Any other call or assignment in a sample is usage.
pub(crate) fn default_comment_entry(line: usize, raw_line: &str, mode: Mode) -> Option<BlockEntry> {
    let re = match mode {
        Mode::Python => py_default_comment_re(),
        _ => rs_default_comment_re(),
    };
    let c = re.captures(raw_line)?;
    let value = c["val"].trim().to_string();
    if !is_stated_literal(&value) {
        return None;
    }
    let key = c["key"].to_string();
    Some(BlockEntry {
        line,
        key: key.clone(),
        key_text: key.clone(),
        sep: if mode == Mode::Python { "=" } else { "(" }.into(),
        path: vec![key],
        value,
        line_text: raw_line.to_string(),
        commented: false,
        says_default: true,
    })
}

re!(
    rs_default_comment_re,
    r"^\s*(?:[A-Za-z_][\w:]*(?:\(\))?)?\.(?P<key>[a-z_][a-z0-9_]*)\((?P<val>[^()]+)\)\s*[;,]?\s*//\s*(?:this is\s+)?(?:the\s+)?default\b"
);
re!(
    py_default_comment_re,
    r"^\s*(?P<key>[a-z_][a-z0-9_]*)\s*=\s*(?P<val>[^#=]+?)\s*,?\s*#\s*(?:this is\s+)?(?:the\s+)?default\b"
);

/// The type and constructor a binding's right-hand side calls, when it is that call alone
/// (`Options::new(width)`, `textwrap::Options::new(80)`, `Config::default()`), or
/// `Default::default()` under a type annotation.
fn constructor(rhs: &str, ann: Option<&str>) -> Option<(String, String)> {
    if rhs == "Default::default()" {
        let ty = ann?.rsplit("::").next()?;
        return ty
            .starts_with(|c: char| c.is_ascii_uppercase())
            .then(|| (ty.to_string(), "default".to_string()));
    }
    let c = ctor_re().captures(rhs)?;
    let open = c.get(0)?.end() - 1;
    // The call's own closing parenthesis must end the expression: nothing chained after it.
    let mut depth = 0usize;
    let mut quote = None;
    for (i, ch) in rhs[open..].char_indices() {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"') => quote = Some('"'),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return (open + i + 1 == rhs.len())
                        .then(|| (c["ty"].to_string(), c["ctor"].to_string()));
                }
            }
            _ => {}
        }
    }
    None
}

/// A value an assert can state: a literal, an enum variant's path, `None` or `Some(literal)`.
fn stated(v: &str) -> bool {
    let v = v.trim();
    if let Some(inner) = v.strip_prefix("Some(").and_then(|r| r.strip_suffix(')')) {
        return super::consts::is_stated_literal(inner.trim());
    }
    v == "None" || super::consts::is_stated_literal(v) || variant_re().is_match(v)
}

/// Whether `line` names the variable `var` as a word.
fn touches(line: &str, var: &str) -> bool {
    line.match_indices(var).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + var.len()..].chars().next();
        let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !word(before) && !word(after)
    })
}

/// One entry per field assert on a binding a constructor made, named `Type::ctor.field`.
pub(crate) fn rust_asserts(text: &str) -> Vec<BlockEntry> {
    // variable → (type, constructor, mutable)
    let mut bound: BTreeMap<String, (String, String, bool)> = BTreeMap::new();
    let mut out = Vec::new();
    let mut cfg_above = false;
    for (i, raw_line) in text.lines().enumerate() {
        // A hidden doc-test line as Markdown shows it (`# let width = 80;`).
        let line = raw_line.trim_start();
        let line = line.strip_prefix("# ").unwrap_or(line);
        if line.trim().is_empty() {
            continue;
        }
        let gated = std::mem::replace(&mut cfg_above, line.starts_with("#[cfg"));
        if let Some(c) = let_re().captures(line) {
            let var = c["var"].to_string();
            match constructor(&c["rhs"], c.name("ann").map(|m| m.as_str())) {
                Some((ty, ctor)) => {
                    bound.insert(var, (ty, ctor, c.name("mut").is_some()));
                }
                None => {
                    bound.remove(&var);
                }
            }
            continue;
        }
        if let Some(c) = assert_re().captures(line) {
            let a: Vec<&str> = super::class_params::split_top_level(&c["args"])
                .unwrap_or_default()
                .into_iter()
                .map(str::trim)
                .collect();
            let pair = match (&c["mac"], a.as_slice()) {
                ("assert_eq", [x, y, ..]) => {
                    if access_re().is_match(x) {
                        Some((*x, y.to_string()))
                    } else {
                        Some((*y, x.to_string()))
                    }
                }
                ("assert", [x, ..]) => match x.strip_prefix('!') {
                    Some(neg) => Some((neg.trim(), "false".to_string())),
                    None => Some((*x, "true".to_string())),
                },
                _ => None,
            };
            if let Some((access, value)) = pair {
                if let Some(m) = access_re().captures(access) {
                    if let Some((ty, ctor, _)) = bound.get(&m["var"]) {
                        if !gated && stated(&value) {
                            let field = m["field"].to_string();
                            out.push(BlockEntry {
                                line: i + 1,
                                key: field.clone(),
                                key_text: access.to_string(),
                                sep: ", ".into(),
                                path: vec![ty.clone(), ctor.clone(), field],
                                value: value.trim().to_string(),
                                line_text: raw_line.to_string(),
                                commented: false,
                                says_default: true,
                            });
                        }
                        continue;
                    }
                }
            }
        }
        // Any other use of a `mut` binding may change it.
        bound.retain(|var, (_, _, mutable)| !*mutable || !touches(line, var));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::rust_asserts;

    fn read(text: &str) -> Vec<(String, String)> {
        rust_asserts(text)
            .into_iter()
            .map(|e| (e.path.join("."), e.value))
            .collect()
    }

    #[test]
    fn asserts_on_a_constructed_value_state_its_fields() {
        let text = "let options = Options::new(width);\n\
            assert_eq!(options.line_ending, LineEnding::LF);\n\
            assert_eq!(options.initial_indent, \"\");\n\
            assert_eq!(options.break_words, true);\n\
            #[cfg(feature = \"unicode-linebreak\")]\n\
            assert_eq!(options.word_separator, WordSeparator::UnicodeBreakProperties);\n\
            assert_eq!(3, options.tab_width());\n\
            assert!(!options.preserve_trailing_space);\n\
            assert_eq!(options.width, width);\n";
        let want = [
            ("Options.new.line_ending", "LineEnding::LF"),
            ("Options.new.initial_indent", "\"\""),
            ("Options.new.break_words", "true"),
            ("Options.new.tab_width", "3"),
            ("Options.new.preserve_trailing_space", "false"),
        ];
        let want: Vec<(String, String)> = want
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        assert_eq!(read(text), want);
    }

    #[test]
    fn a_configured_or_changed_value_states_nothing() {
        // A chain after the constructor sets what it asserts; a `mut` binding touched
        // after its constructor may hold anything; a value of no constructor is no default.
        let text = "let a = Options::new(80).break_words(false);\n\
            assert_eq!(a.break_words, false);\n\
            let mut b = Config::default();\n\
            b.set_limit(5);\n\
            assert_eq!(b.limit, 5);\n\
            let c = make();\n\
            assert_eq!(c.limit, 5);\n\
            let d: Config = Default::default();\n\
            assert_eq!(d.limit, Some(10));\n\
            let e = tokio::sync::Semaphore::new(3);\n\
            assert_eq!(e.available_permits(), 3);\n";
        assert_eq!(
            read(text),
            vec![
                ("Config.default.limit".to_string(), "Some(10)".to_string()),
                (
                    "Semaphore.new.available_permits".to_string(),
                    "3".to_string()
                ),
            ]
        );
    }
}
