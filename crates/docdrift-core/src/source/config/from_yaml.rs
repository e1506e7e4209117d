//! YAML key paths, read with saphyr's `MarkedYaml` for lines, plus keys a
//! documented example leaves commented out (`# protect_last_n: 20`), placed
//! under the parent their indentation implies. Values PyYAML (YAML 1.1) reads
//! differently from YAML 1.2 carry a warning.

use super::record;
use crate::core::value::Value;
use crate::source::bounds::{fold_cut_warning, keys_cut_warning, MAX_FOLD_DEPTH, MAX_KEY_DEPTH};
use crate::source::selector::join_key;
use crate::source::{Extracted, Kind, Lines, Listing, ParseIssue, SourceError};
use saphyr::{LoadableYamlNode, MarkedYaml, Scalar, YamlData};
use std::path::Path;

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

/// `n` nests more than `levels` mappings or sequences deep (looks no deeper than that).
fn taller_than(n: &MarkedYaml, levels: usize) -> bool {
    match &n.data {
        YamlData::Mapping(_) | YamlData::Sequence(_) if levels == 0 => true,
        YamlData::Mapping(m) => m.iter().any(|(_, v)| taller_than(v, levels - 1)),
        YamlData::Sequence(items) => items.iter().any(|v| taller_than(v, levels - 1)),
        YamlData::Tagged(_, inner) => taller_than(inner, levels),
        _ => false,
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
    /// Keep only the records of this name (a selector's item); every key is still walked,
    /// for the commented-out keys' parents.
    want: Option<&'a str>,
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

    /// Lists the entries of `node`, whose path `prefix` has `depth` keys.
    fn walk(&mut self, node: &MarkedYaml, prefix: &str, depth: usize) {
        if depth >= MAX_KEY_DEPTH && taller_than(node, 0) {
            if let Some(last) = self.items.last_mut().filter(|l| l.name == prefix) {
                last.warnings.push(keys_cut_warning());
            }
            return;
        }
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
                    self.walk(v, &name, depth + 1);
                }
            }
            YamlData::Sequence(items) => {
                for (i, v) in items.iter().enumerate() {
                    let name = format!("{prefix}[{i}]");
                    self.push(&name, v.span.start.line(), v);
                    self.walk(v, &name, depth + 1);
                }
            }
            YamlData::Tagged(_, inner) => self.walk(inner, prefix, depth),
            _ => {}
        }
    }

    fn push(&mut self, name: &str, line: usize, v: &MarkedYaml) {
        if self.want.is_some_and(|w| w != name) {
            return;
        }
        let (expr, end_line) = self.node_text(v);
        let line = yaml_line(self.lines.count(), line);
        let deep = taller_than(v, MAX_FOLD_DEPTH);
        let mut r = record(
            self.file,
            Kind::YamlKey,
            name.to_string(),
            line,
            end_line,
            if deep { None } else { yaml_value(v) },
            expr.clone(),
        );
        if deep {
            r.warnings.push(fold_cut_warning());
        }
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
/// `line_count` is [`Lines::count`], counted once per file: counting per key made a flat
/// mapping of 50,000 keys quadratic (30 s).
fn yaml_line(line_count: usize, line: usize) -> usize {
    line.clamp(1, line_count)
}

/// Everything in a YAML file, including keys in comments.
pub fn list_yaml(file: &Path, text: &str) -> Result<Listing, SourceError> {
    list_yaml_for(file, text, None)
}

/// [`list_yaml`], keeping only the records named `want` when given.
pub(crate) fn list_yaml_for(
    file: &Path,
    text: &str,
    want: Option<&str>,
) -> Result<Listing, SourceError> {
    let mut walk = YamlWalk {
        file,
        src: text,
        lines: Lines::new(text),
        items: Vec::new(),
        keys: Vec::new(),
        want,
    };
    let mut errors = Vec::new();
    // Every ancestor keeps its subtree's text and value: nesting 2,000 deep cost 3.2 GB.
    if let Some((line, message)) = crate::source::bounds::yaml_too_deep(text) {
        errors.push(ParseIssue {
            file: file.to_path_buf(),
            line,
            message,
        });
        return Ok(Listing {
            items: Vec::new(),
            enums: Vec::new(),
            errors,
        });
    }
    match MarkedYaml::load_from_str(text) {
        Ok(docs) => {
            for (i, d) in docs.iter().enumerate() {
                // A second document in one file gets its own prefix so names stay unique.
                let prefix = if i == 0 {
                    String::new()
                } else {
                    format!("[doc{i}]")
                };
                walk.walk(d, &prefix, 0);
            }
        }
        Err(e) => {
            errors.push(ParseIssue {
                file: file.to_path_buf(),
                line: yaml_line(walk.lines.count(), e.marker().line()),
                message: e.info().to_string(),
            });
            return Ok(Listing {
                items: Vec::new(),
                enums: Vec::new(),
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
            Some(_) if want.is_some_and(|w| w != name) => {}
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
        enums: Vec::new(),
        errors,
    })
}
