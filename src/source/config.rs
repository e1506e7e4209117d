//! Config extraction by key path: YAML (saphyr `MarkedYaml`), TOML (toml's spanned `DeTable`)
//! and JSON (serde_json for scalars plus a small position-tracking walk for lines).
//!
//! YAML examples often document optional keys as comments (`# protect_last_n: 20`); those are
//! parsed as YAML too, placed under the parent their indentation implies, and reported with
//! `commented_out: true`. YAML 1.1 readings that differ from YAML 1.2 (PyYAML reads `yes` as
//! `True`, `0755` as 493) are kept as warnings on the value.

use super::selector::join_key;
use super::{Extracted, Kind, Lines, Listing, ParseIssue, SourceError};
use crate::core::value::Value;
use saphyr::{LoadableYamlNode, MarkedYaml, Scalar, YamlData};
use std::path::Path;

fn record(
    file: &Path,
    kind: Kind,
    name: String,
    line: usize,
    end_line: usize,
    value: Option<Value>,
    expr: String,
) -> Extracted {
    Extracted {
        selector: String::new(),
        file: file.to_path_buf(),
        line,
        end_line: end_line.max(line),
        kind,
        name,
        value,
        expr,
        cfg: None,
        commented_out: false,
        warnings: Vec::new(),
    }
}

// ---------------------------------------------------------------- YAML

/// How PyYAML (YAML 1.1) reads a plain scalar differently from YAML 1.2, if it does.
pub fn yaml11_warning(plain: &str) -> Option<String> {
    let lower = plain.to_ascii_lowercase();
    let is_case_form = |w: &str| {
        plain == w || plain == w.to_ascii_uppercase() || {
            let mut c = w.chars();
            c.next()
                .map(|f| format!("{}{}", f.to_ascii_uppercase(), c.as_str()))
                .as_deref()
                == Some(plain)
        }
    };
    if ["yes", "on"].iter().any(|w| is_case_form(w)) {
        return Some(format!(
            "YAML 1.1 (PyYAML) reads `{plain}` as true; YAML 1.2 reads it as the string \"{plain}\""
        ));
    }
    if ["no", "off"].iter().any(|w| is_case_form(w)) {
        return Some(format!(
            "YAML 1.1 (PyYAML) reads `{plain}` as false; YAML 1.2 reads it as the string \"{plain}\""
        ));
    }
    let digits = plain.trim_start_matches(['-', '+']);
    if digits.len() > 1
        && digits.starts_with('0')
        && digits.chars().all(|c| c.is_ascii_digit())
        && digits.chars().all(|c| c < '8')
    {
        if let Ok(v) = i128::from_str_radix(digits, 8) {
            let v = if plain.starts_with('-') { -v } else { v };
            return Some(format!(
                "YAML 1.1 (PyYAML) reads `{plain}` as octal {v}; YAML 1.2 reads it as decimal"
            ));
        }
    }
    if digits.contains('_')
        && digits.chars().all(|c| c.is_ascii_digit() || c == '_')
        && digits.starts_with(|c: char| c.is_ascii_digit())
    {
        return Some(format!(
            "YAML 1.1 (PyYAML) reads `{plain}` as the number {}; YAML 1.2 reads it as a string",
            plain.replace('_', "")
        ));
    }
    let _ = lower;
    None
}

fn yaml_value(node: &MarkedYaml) -> Option<Value> {
    match &node.data {
        YamlData::Value(s) => Some(match s {
            Scalar::Null => Value::None,
            Scalar::Boolean(b) => Value::Bool(*b),
            Scalar::Integer(i) => Value::Int(*i as i128),
            Scalar::FloatingPoint(f) => Value::Float(f.into_inner()),
            Scalar::String(s) => Value::Str(s.to_string()),
        }),
        YamlData::Representation(s, _, _) => Some(Value::Str(s.to_string())),
        YamlData::Sequence(items) => items
            .iter()
            .map(yaml_value)
            .collect::<Option<Vec<_>>>()
            .map(Value::List),
        YamlData::Mapping(m) => {
            let mut out = Vec::new();
            for (k, v) in m.iter() {
                out.push((yaml_key(k)?, yaml_value(v)?));
            }
            Some(Value::Map(out))
        }
        YamlData::Tagged(_, inner) => yaml_value(inner),
        YamlData::Alias(_) | YamlData::BadValue => None,
    }
}

fn yaml_key(k: &MarkedYaml) -> Option<String> {
    match &k.data {
        YamlData::Value(Scalar::String(s)) => Some(s.to_string()),
        YamlData::Value(Scalar::Integer(i)) => Some(i.to_string()),
        YamlData::Value(Scalar::Boolean(b)) => Some(b.to_string()),
        YamlData::Value(Scalar::FloatingPoint(f)) => Some(f.to_string()),
        YamlData::Value(Scalar::Null) => Some("null".into()),
        YamlData::Representation(s, _, _) => Some(s.to_string()),
        _ => None,
    }
}

/// End (exclusive) of the flow collection opening at byte `a`, skipping quoted scalars.
/// saphyr's span for `[1, 2]` stops before the closing bracket.
fn flow_end(src: &str, a: usize) -> usize {
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    let b = src.as_bytes();
    let mut i = a;
    while i < b.len() {
        let c = b[i];
        match quote {
            Some(q) => {
                if c == b'\\' && q == b'"' {
                    i += 1;
                } else if c == q {
                    quote = None;
                }
            }
            None => match c {
                b'"' | b'\'' => quote = Some(c),
                b'[' | b'{' => depth += 1,
                b']' | b'}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return i + 1;
                    }
                }
                _ => {}
            },
        }
        i += 1;
    }
    b.len()
}

fn last_end(n: &MarkedYaml) -> saphyr::Marker {
    match &n.data {
        YamlData::Mapping(m) => m
            .iter()
            .next_back()
            .map(|(_, v)| last_end(v))
            .unwrap_or(n.span.end),
        YamlData::Sequence(s) => s.last().map(last_end).unwrap_or(n.span.end),
        YamlData::Tagged(_, inner) => last_end(inner),
        _ => n.span.end,
    }
}

/// A real key's position, used to place commented-out keys under the right parent.
struct KeyPos {
    line: usize,
    col: usize,
    path: String,
}

struct YamlWalk<'a> {
    file: &'a Path,
    src: &'a str,
    lines: Lines,
    items: Vec<Extracted>,
    keys: Vec<KeyPos>,
}

impl YamlWalk<'_> {
    fn node_text(&self, n: &MarkedYaml) -> (String, usize) {
        let s = &n.span.start;
        let a = self.lines.offset(self.src, s.line(), s.col());
        // A block mapping's span runs on over trailing comments; end at its last value.
        // Flow collections (`[1, 2]`) end at their closing bracket.
        let flow = self.src[a.min(self.src.len())..].starts_with(['[', '{']);
        let b = if flow {
            flow_end(self.src, a)
        } else {
            let e = last_end(n);
            self.lines.offset(self.src, e.line(), e.col()).max(a)
        };
        let t = self.src.get(a..b).unwrap_or("").trim_end();
        let end = if t.is_empty() { a } else { a + t.len() - 1 };
        (t.to_string(), self.lines.line(end))
    }

    fn walk(&mut self, node: &MarkedYaml, prefix: &str) {
        match &node.data {
            YamlData::Mapping(m) => {
                for (k, v) in m.iter() {
                    let Some(key) = yaml_key(k) else { continue };
                    let name = join_key(prefix, &key);
                    self.keys.push(KeyPos {
                        line: k.span.start.line(),
                        col: k.span.start.col(),
                        path: name.clone(),
                    });
                    self.push(&name, k.span.start.line(), v);
                    self.walk(v, &name);
                }
            }
            YamlData::Sequence(items) => {
                for (i, v) in items.iter().enumerate() {
                    let name = format!("{prefix}[{i}]");
                    self.push(&name, v.span.start.line(), v);
                    self.walk(v, &name);
                }
            }
            YamlData::Tagged(_, inner) => self.walk(inner, prefix),
            _ => {}
        }
    }

    fn push(&mut self, name: &str, line: usize, v: &MarkedYaml) {
        let (expr, end_line) = self.node_text(v);
        let line = yaml_line(self.src, line);
        let mut r = record(
            self.file,
            Kind::YamlKey,
            name.to_string(),
            line,
            end_line,
            yaml_value(v),
            expr.clone(),
        );
        if matches!(v.data, YamlData::Value(_)) && !expr.starts_with(['"', '\'']) {
            r.warnings.extend(yaml11_warning(&expr));
        }
        if matches!(v.data, YamlData::Alias(_)) {
            r.warnings.push("alias: value not resolved".into());
        }
        self.items.push(r);
    }
}

/// What a `key: value` comment holds: `None` for `key:` (a parent of following comments),
/// else the value and whether it was a plain scalar (subject to YAML 1.1 warnings).
type CommentValue = Option<(Option<Value>, bool)>;

/// A `key: value` (or `key:`) comment, parsed as YAML. Prose like `# see the docs` is not one.
fn commented_key(rest: &str) -> Option<(String, CommentValue)> {
    let t = rest.trim();
    if t.starts_with(['#', '-']) || !t.contains(':') {
        return None;
    }
    let docs = MarkedYaml::load_from_str(t).ok()?;
    let doc = docs.into_iter().next()?;
    let YamlData::Mapping(m) = doc.data else {
        return None;
    };
    if m.len() != 1 {
        return None;
    }
    let (k, v) = m.into_iter().next()?;
    let key = match &k.data {
        YamlData::Value(Scalar::String(s)) => s.to_string(),
        _ => return None,
    };
    if key.is_empty() || key.contains(char::is_whitespace) {
        return None;
    }
    // `# Note: the default is 20` is prose, not a key: config keys do not start with a
    // capital, and prose values are several words.
    let prose_value =
        matches!(&v.data, YamlData::Value(Scalar::String(s)) if s.trim().contains(' '));
    if key.starts_with(|c: char| c.is_uppercase()) && prose_value {
        return None;
    }
    match &v.data {
        YamlData::Value(Scalar::Null) => Some((key, None)),
        YamlData::Value(_) => Some((key, Some((yaml_value(&v), true)))),
        YamlData::Sequence(_) => Some((key, Some((yaml_value(&v), false)))),
        _ => None,
    }
}

/// A saphyr marker's line inside the file: at the end of a file without a final newline the
/// scanner reports the line after the last one (found by fuzzing: `{` → "line 2" of a one-line
/// file).
fn yaml_line(text: &str, line: usize) -> usize {
    line.clamp(1, text.matches('\n').count() + 1)
}

/// Everything in a YAML file, including keys in comments.
pub fn list_yaml(file: &Path, text: &str) -> Result<Listing, SourceError> {
    let mut walk = YamlWalk {
        file,
        src: text,
        lines: Lines::new(text),
        items: Vec::new(),
        keys: Vec::new(),
    };
    let mut errors = Vec::new();
    match MarkedYaml::load_from_str(text) {
        Ok(docs) => {
            for (i, d) in docs.iter().enumerate() {
                // A second document in one file gets its own prefix so names stay unique.
                let prefix = if i == 0 {
                    String::new()
                } else {
                    format!("[doc{i}]")
                };
                walk.walk(d, &prefix);
            }
        }
        Err(e) => {
            errors.push(ParseIssue {
                file: file.to_path_buf(),
                line: yaml_line(text, e.marker().line()),
                message: e.info().to_string(),
            });
            return Ok(Listing {
                items: Vec::new(),
                errors,
            });
        }
    }
    // Commented-out keys: one pass over the lines with a stack of (indent, path) built from the
    // real keys and the commented ones, so indentation decides the parent.
    let mut by_line: std::collections::HashMap<usize, (usize, String)> =
        std::collections::HashMap::new();
    for k in &walk.keys {
        by_line.entry(k.line).or_insert((k.col, k.path.clone()));
    }
    let mut stack: Vec<(usize, String)> = Vec::new();
    let mut commented = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let lineno = i + 1;
        if let Some((col, path)) = by_line.get(&lineno) {
            while stack.last().is_some_and(|(c, _)| c >= col) {
                stack.pop();
            }
            stack.push((*col, path.clone()));
            continue;
        }
        let trimmed = line.trim_start();
        if !trimmed.starts_with('#') {
            continue;
        }
        let hash_col = line.chars().count() - trimmed.chars().count();
        let after = &trimmed[1..];
        let after = after.strip_prefix(' ').unwrap_or(after);
        let inner_indent = after.chars().take_while(|c| *c == ' ').count();
        let Some((key, value)) = commented_key(after) else {
            continue;
        };
        let indent = hash_col + inner_indent;
        while stack.last().is_some_and(|(c, _)| *c >= indent) {
            stack.pop();
        }
        let parent = stack.last().map(|(_, p)| p.clone()).unwrap_or_default();
        let name = join_key(&parent, &key);
        match value {
            None => stack.push((indent, name)),
            Some((value, scalar)) => {
                let expr = after
                    .trim()
                    .split_once(':')
                    .map(|x| x.1.trim())
                    .unwrap_or("")
                    .to_string();
                let mut r = record(
                    file,
                    Kind::YamlKey,
                    name,
                    lineno,
                    lineno,
                    value,
                    expr.clone(),
                );
                r.commented_out = true;
                if scalar && !expr.starts_with(['"', '\'']) {
                    r.warnings.extend(yaml11_warning(&expr));
                }
                commented.push(r);
            }
        }
    }
    walk.items.extend(commented);
    walk.items.sort_by_key(|i| i.line);
    Ok(Listing {
        items: walk.items,
        errors,
    })
}

// ---------------------------------------------------------------- TOML

fn toml_value(v: &toml::de::DeValue) -> Option<Value> {
    use toml::de::DeValue as D;
    Some(match v {
        D::String(s) => Value::Str(s.to_string()),
        D::Integer(i) => Value::Int(i128::from_str_radix(i.as_str(), i.radix()).ok()?),
        D::Float(f) => {
            let s = f.as_str().replace('_', "");
            let x = match s.trim_start_matches('+') {
                "inf" => f64::INFINITY,
                "-inf" => f64::NEG_INFINITY,
                "nan" | "-nan" => f64::NAN,
                other => other.parse().ok()?,
            };
            Value::Float(x)
        }
        D::Boolean(b) => Value::Bool(*b),
        D::Datetime(d) => Value::Str(d.to_string()),
        D::Array(a) => Value::List(
            a.iter()
                .map(|x| toml_value(x.get_ref()))
                .collect::<Option<_>>()?,
        ),
        D::Table(t) => {
            let mut out = Vec::new();
            for (k, v) in t.iter() {
                out.push((k.get_ref().to_string(), toml_value(v.get_ref())?));
            }
            Value::Map(out)
        }
    })
}

struct TomlWalk<'a> {
    file: &'a Path,
    src: &'a str,
    lines: Lines,
    items: Vec<Extracted>,
}

impl TomlWalk<'_> {
    fn push(&mut self, name: &str, key_start: usize, v: &toml::Spanned<toml::de::DeValue>) {
        let span = v.span();
        let expr = self
            .src
            .get(span.clone())
            .unwrap_or("")
            .trim_end()
            .to_string();
        let end = span.start + expr.len().saturating_sub(1);
        let r = record(
            self.file,
            Kind::TomlKey,
            name.to_string(),
            self.lines.line(key_start),
            self.lines.line(end),
            toml_value(v.get_ref()),
            expr,
        );
        self.items.push(r);
    }

    fn walk(&mut self, v: &toml::de::DeValue, prefix: &str) {
        use toml::de::DeValue as D;
        match v {
            D::Table(t) => {
                for (k, v) in t.iter() {
                    let name = join_key(prefix, k.get_ref());
                    self.push(&name, k.span().start, v);
                    self.walk(v.get_ref(), &name);
                }
            }
            D::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    let name = format!("{prefix}[{i}]");
                    self.push(&name, x.span().start, x);
                    self.walk(x.get_ref(), &name);
                }
            }
            _ => {}
        }
    }
}

/// Everything in a TOML file. Errors are reported and the rest of the document still read.
pub fn list_toml(file: &Path, text: &str) -> Result<Listing, SourceError> {
    let (doc, errs) = toml::de::DeTable::parse_recoverable(text);
    let lines = Lines::new(text);
    let errors = errs
        .iter()
        .map(|e| ParseIssue {
            file: file.to_path_buf(),
            line: e.span().map(|s| lines.line(s.start)).unwrap_or(1),
            message: e.message().to_string(),
        })
        .collect();
    let mut w = TomlWalk {
        file,
        src: text,
        lines,
        items: Vec::new(),
    };
    w.walk(&toml::de::DeValue::Table(doc.get_ref().clone()), "");
    w.items.sort_by_key(|i| i.line);
    Ok(Listing {
        items: w.items,
        errors,
    })
}

// ---------------------------------------------------------------- JSON

/// A JSON value with byte positions (the scalars are decoded by serde_json).
enum JNode {
    Obj(Vec<(String, usize, JNode, usize, usize)>),
    Arr(Vec<(JNode, usize, usize)>),
    Scalar,
}

struct JScan<'a> {
    b: &'a [u8],
    s: &'a str,
    i: usize,
}

impl JScan<'_> {
    fn ws(&mut self) {
        while self.i < self.b.len() && matches!(self.b[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }

    fn string_end(&mut self) -> Option<usize> {
        // at the opening quote
        self.i += 1;
        while self.i < self.b.len() {
            match self.b[self.i] {
                b'\\' => self.i += 2,
                b'"' => {
                    self.i += 1;
                    return Some(self.i);
                }
                _ => self.i += 1,
            }
        }
        None
    }

    /// Parse one value; returns it with its (start, end) byte range.
    fn value(&mut self, depth: usize) -> Option<(JNode, usize, usize)> {
        if depth > 512 {
            return None;
        }
        self.ws();
        let start = self.i;
        match *self.b.get(self.i)? {
            b'{' => {
                self.i += 1;
                let mut out = Vec::new();
                loop {
                    self.ws();
                    if self.b.get(self.i) == Some(&b'}') {
                        self.i += 1;
                        break;
                    }
                    let ks = self.i;
                    if self.b.get(ks) != Some(&b'"') {
                        return None;
                    }
                    let ke = self.string_end()?;
                    let key: String = serde_json::from_str(&self.s[ks..ke]).ok()?;
                    self.ws();
                    if self.b.get(self.i) != Some(&b':') {
                        return None;
                    }
                    self.i += 1;
                    let (n, vs, ve) = self.value(depth + 1)?;
                    out.push((key, ks, n, vs, ve));
                    self.ws();
                    match self.b.get(self.i)? {
                        b',' => self.i += 1,
                        b'}' => {
                            self.i += 1;
                            break;
                        }
                        _ => return None,
                    }
                }
                Some((JNode::Obj(out), start, self.i))
            }
            b'[' => {
                self.i += 1;
                let mut out = Vec::new();
                loop {
                    self.ws();
                    if self.b.get(self.i) == Some(&b']') {
                        self.i += 1;
                        break;
                    }
                    out.push(self.value(depth + 1)?);
                    self.ws();
                    match self.b.get(self.i)? {
                        b',' => self.i += 1,
                        b']' => {
                            self.i += 1;
                            break;
                        }
                        _ => return None,
                    }
                }
                Some((JNode::Arr(out), start, self.i))
            }
            b'"' => {
                let e = self.string_end()?;
                Some((JNode::Scalar, start, e))
            }
            _ => {
                while self.i < self.b.len()
                    && !matches!(
                        self.b[self.i],
                        b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r'
                    )
                {
                    self.i += 1;
                }
                Some((JNode::Scalar, start, self.i))
            }
        }
    }
}

fn json_value(v: &serde_json::Value) -> Value {
    match v {
        serde_json::Value::Null => Value::None,
        serde_json::Value::Bool(b) => Value::Bool(*b),
        serde_json::Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => Value::Int(i as i128),
            (None, Some(u)) => Value::Int(u as i128),
            _ => Value::Float(n.as_f64().unwrap_or(f64::NAN)),
        },
        serde_json::Value::String(s) => Value::Str(s.clone()),
        serde_json::Value::Array(a) => Value::List(a.iter().map(json_value).collect()),
        serde_json::Value::Object(o) => {
            Value::Map(o.iter().map(|(k, v)| (k.clone(), json_value(v))).collect())
        }
    }
}

struct JsonWalk<'a> {
    file: &'a Path,
    src: &'a str,
    lines: Lines,
    items: Vec<Extracted>,
}

impl JsonWalk<'_> {
    fn push(&mut self, name: &str, key_start: usize, vs: usize, ve: usize) {
        let expr = &self.src[vs..ve];
        let value = serde_json::from_str::<serde_json::Value>(expr)
            .ok()
            .map(|v| json_value(&v));
        let r = record(
            self.file,
            Kind::JsonKey,
            name.to_string(),
            self.lines.line(key_start),
            self.lines.line(ve.saturating_sub(1).max(vs)),
            value,
            expr.to_string(),
        );
        self.items.push(r);
    }

    fn walk(&mut self, n: &JNode, prefix: &str) {
        match n {
            JNode::Obj(entries) => {
                for (k, ks, v, vs, ve) in entries {
                    let name = join_key(prefix, k);
                    self.push(&name, *ks, *vs, *ve);
                    self.walk(v, &name);
                }
            }
            JNode::Arr(items) => {
                for (i, (v, vs, ve)) in items.iter().enumerate() {
                    let name = format!("{prefix}[{i}]");
                    self.push(&name, *vs, *vs, *ve);
                    self.walk(v, &name);
                }
            }
            JNode::Scalar => {}
        }
    }
}

/// Everything in a JSON file. JSON has no error recovery: a syntax error yields no items.
pub fn list_json(file: &Path, text: &str) -> Result<Listing, SourceError> {
    if let Err(e) = serde_json::from_str::<serde::de::IgnoredAny>(text) {
        return Ok(Listing {
            items: Vec::new(),
            errors: vec![ParseIssue {
                file: file.to_path_buf(),
                line: e.line().max(1),
                message: e.to_string(),
            }],
        });
    }
    let mut scan = JScan {
        b: text.as_bytes(),
        s: text,
        i: 0,
    };
    let mut w = JsonWalk {
        file,
        src: text,
        lines: Lines::new(text),
        items: Vec::new(),
    };
    let mut errors = Vec::new();
    match scan.value(0) {
        Some((root, _, _)) => w.walk(&root, ""),
        // Valid JSON the scanner gave up on: only its depth cap does that. Say
        // so, rather than "defines nothing extractable".
        None => errors.push(ParseIssue {
            file: file.to_path_buf(),
            line: text[..scan.i.min(text.len())].matches('\n').count() + 1,
            message: "JSON nested deeper than 512 levels; too deep to read".into(),
        }),
    }
    Ok(Listing {
        items: w.items,
        errors,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find<'a>(l: &'a Listing, name: &str) -> Vec<&'a Extracted> {
        l.items.iter().filter(|i| i.name == name).collect()
    }

    const YAML: &str = "\
model: gpt
compression:
  enabled: yes
  threshold: 0.5
  # protect_last_n: 20
  protect_first_n: 3
# memory:
#   provider: honcho
#   limit: 8
# Note: the limit is per session
mode: \"on\"
flow: [1, 2]
perms: 0755
list:
  - name: a
    size: 1_000
";

    #[test]
    fn yaml_keys_lines_commented_and_warnings() {
        let l = list_yaml(Path::new("c.yaml"), YAML).unwrap();
        assert!(l.errors.is_empty());
        let e = find(&l, "compression.enabled")[0];
        assert_eq!(
            (e.line, e.value.clone()),
            (3, Some(Value::Str("yes".into())))
        );
        assert_eq!(
            e.warnings,
            vec![
                "YAML 1.1 (PyYAML) reads `yes` as true; YAML 1.2 reads it as the string \"yes\""
                    .to_string()
            ]
        );
        assert_eq!(
            find(&l, "compression.threshold")[0].value,
            Some(Value::Float(0.5))
        );
        let p = find(&l, "compression.protect_last_n")[0];
        assert_eq!(
            (p.line, p.commented_out, p.value.clone()),
            (5, true, Some(Value::Int(20)))
        );
        let m = find(&l, "memory.provider")[0];
        assert_eq!(
            (m.line, m.commented_out, m.value.clone()),
            (8, true, Some(Value::Str("honcho".into())))
        );
        assert_eq!(find(&l, "memory.limit")[0].value, Some(Value::Int(8)));
        assert!(find(&l, "Note").is_empty() && find(&l, "memory.Note").is_empty());
        let mode = find(&l, "mode")[0];
        assert!(mode.warnings.is_empty(), "quoted `on` is a string in both");
        assert!(find(&l, "perms")[0].warnings[0].contains("octal 493"));
        assert_eq!(find(&l, "flow")[0].expr, "[1, 2]");
        let s = find(&l, "list[0].size")[0];
        assert_eq!(s.line, 16);
        assert!(s.warnings[0].contains("the number 1000"));
        let c = find(&l, "compression")[0];
        assert_eq!((c.line, c.end_line), (2, 6));
    }

    #[test]
    fn yaml_syntax_error_is_reported_with_line() {
        let l = list_yaml(Path::new("b.yaml"), "a: 1\nb: [1, 2\nc: 3\n").unwrap();
        assert!(l.items.is_empty());
        assert_eq!(l.errors.len(), 1);
    }

    #[test]
    fn toml_paths_and_lines() {
        let src = "title = \"x\"\n\n[server]\nport = 8_080\ntimeout = 2.5\nhex = 0xff\n\n[[bin]]\nname = \"a\"\n\"odd.key\" = true\n";
        let l = list_toml(Path::new("c.toml"), src).unwrap();
        assert!(l.errors.is_empty(), "{:?}", l.errors);
        let p = find(&l, "server.port")[0];
        assert_eq!(
            (p.line, p.value.clone(), p.expr.as_str()),
            (4, Some(Value::Int(8080)), "8_080")
        );
        assert_eq!(find(&l, "server.hex")[0].value, Some(Value::Int(255)));
        assert_eq!(find(&l, "server.timeout")[0].value, Some(Value::Float(2.5)));
        assert_eq!(find(&l, "bin[0].name")[0].line, 9);
        assert_eq!(
            find(&l, "bin[0][\"odd.key\"]")[0].value,
            Some(Value::Bool(true))
        );
    }

    #[test]
    fn json_paths_lines_and_duplicates() {
        let src = "{\n  \"a\": {\n    \"b\": [1, 2.5, \"x\"],\n    \"c\": null\n  },\n  \"d\": true,\n  \"d\": false\n}\n";
        let l = list_json(Path::new("c.json"), src).unwrap();
        let b = find(&l, "a.b")[0];
        assert_eq!(
            (b.line, b.value.clone()),
            (
                3,
                Some(Value::List(vec![
                    Value::Int(1),
                    Value::Float(2.5),
                    Value::Str("x".into())
                ]))
            )
        );
        assert_eq!(find(&l, "a.b[2]")[0].value, Some(Value::Str("x".into())));
        assert_eq!(find(&l, "a.c")[0].value, Some(Value::None));
        let a = find(&l, "a")[0];
        assert_eq!((a.line, a.end_line), (2, 5));
        let d = find(&l, "d");
        assert_eq!(d.len(), 2);
        assert_eq!((d[0].line, d[1].line), (6, 7));
        assert_eq!(d[1].value, Some(Value::Bool(false)));
        let bad = list_json(Path::new("bad.json"), "{\n\"a\": 1,\n}").unwrap();
        assert_eq!(bad.errors[0].line, 3);
    }
}
