//! JSON key paths: serde_json for the values, and a small position-tracking
//! scan of the text for the line each key starts on (serde_json keeps none).

use super::record;
use crate::core::value::Value;
use crate::source::bounds::{fold_cut_warning, keys_cut_warning, MAX_FOLD_DEPTH, MAX_KEY_DEPTH};
use crate::source::selector::{is_below, join_key};
use crate::source::{Extracted, Kind, Lines, Listing, ParseIssue, SourceError};
use std::path::Path;

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
    /// Keep only the items of this name (a selector's item); `None`: every item.
    want: Option<&'a str>,
}

impl JsonWalk<'_> {
    fn push(&mut self, name: &str, key_start: usize, n: &JNode, vs: usize, ve: usize) {
        let expr = &self.src[vs..ve];
        let deep = taller_than(n, MAX_FOLD_DEPTH);
        let value = if deep {
            None
        } else {
            serde_json::from_str::<serde_json::Value>(expr)
                .ok()
                .map(|v| json_value(&v))
        };
        let mut r = record(
            self.file,
            Kind::JsonKey,
            name.to_string(),
            self.lines.line(key_start),
            self.lines.line(ve.saturating_sub(1).max(vs)),
            value,
            expr.to_string(),
        );
        if deep {
            r.warnings.push(fold_cut_warning());
        }
        self.items.push(r);
    }

    /// Lists the entries of `n`, whose path `prefix` has `depth` keys.
    fn walk(&mut self, n: &JNode, prefix: &str, depth: usize) {
        if depth >= MAX_KEY_DEPTH && !matches!(n, JNode::Scalar) {
            if let Some(last) = self.items.last_mut().filter(|l| l.name == prefix) {
                last.warnings.push(keys_cut_warning());
            }
            return;
        }
        match n {
            JNode::Obj(entries) => {
                for (k, ks, v, vs, ve) in entries {
                    let name = join_key(prefix, k);
                    self.visit(&name, *ks, v, *vs, *ve, depth);
                }
            }
            JNode::Arr(items) => {
                for (i, (v, vs, ve)) in items.iter().enumerate() {
                    let name = format!("{prefix}[{i}]");
                    self.visit(&name, *vs, v, *vs, *ve, depth);
                }
            }
            JNode::Scalar => {}
        }
    }

    /// One entry: its record when wanted, then its own entries when one could be wanted.
    fn visit(
        &mut self,
        name: &str,
        key_start: usize,
        v: &JNode,
        vs: usize,
        ve: usize,
        depth: usize,
    ) {
        if self.want.is_none_or(|w| w == name) {
            self.push(name, key_start, v, vs, ve);
        }
        if self.want.is_none_or(|w| is_below(w, name)) {
            self.walk(v, name, depth + 1);
        }
    }
}

/// `n` nests more than `levels` containers deep (looks no deeper than that).
fn taller_than(n: &JNode, levels: usize) -> bool {
    match n {
        JNode::Scalar => false,
        _ if levels == 0 => true,
        JNode::Obj(entries) => entries
            .iter()
            .any(|(_, _, v, _, _)| taller_than(v, levels - 1)),
        JNode::Arr(items) => items.iter().any(|(v, _, _)| taller_than(v, levels - 1)),
    }
}

/// Everything in a JSON file. JSON has no error recovery: a syntax error yields no items.
pub fn list_json(file: &Path, text: &str) -> Result<Listing, SourceError> {
    list_json_for(file, text, None)
}

/// [`list_json`], keeping only the items named `want` when given (the subtrees that cannot
/// hold it are not walked).
pub(crate) fn list_json_for(
    file: &Path,
    text: &str,
    want: Option<&str>,
) -> Result<Listing, SourceError> {
    if let Err(e) = serde_json::from_str::<serde::de::IgnoredAny>(text) {
        return Ok(Listing {
            items: Vec::new(),
            enums: Vec::new(),
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
        want,
    };
    let mut errors = Vec::new();
    match scan.value(0) {
        Some((root, _, _)) => w.walk(&root, "", 0),
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
        enums: Vec::new(),
        errors,
    })
}
