//! TOML key paths, read from toml's spanned `DeTable` so every key keeps its
//! line and its source text.

use super::record;
use crate::core::value::Value;
use crate::source::bounds::{fold_cut_warning, keys_cut_warning, MAX_FOLD_DEPTH, MAX_KEY_DEPTH};
use crate::source::selector::{is_below, join_key};
use crate::source::{Extracted, Kind, Lines, Listing, ParseIssue, SourceError};
use std::path::Path;

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
    /// Keep only the items of this name (a selector's item); `None`: every item.
    want: Option<&'a str>,
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
        let deep = taller_than(v.get_ref(), MAX_FOLD_DEPTH);
        let mut r = record(
            self.file,
            Kind::TomlKey,
            name.to_string(),
            self.lines.line(key_start),
            self.lines.line(end),
            if deep { None } else { toml_value(v.get_ref()) },
            expr,
        );
        if deep {
            r.warnings.push(fold_cut_warning());
        }
        self.items.push(r);
    }

    /// Lists the entries of `v`, whose path `prefix` has `depth` keys.
    fn walk(&mut self, v: &toml::de::DeValue, prefix: &str, depth: usize) {
        use toml::de::DeValue as D;
        if depth >= MAX_KEY_DEPTH && matches!(v, D::Table(_) | D::Array(_)) {
            if let Some(last) = self.items.last_mut().filter(|l| l.name == prefix) {
                last.warnings.push(keys_cut_warning());
            }
            return;
        }
        match v {
            D::Table(t) => self.walk_table(t, prefix, depth),
            D::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    let name = format!("{prefix}[{i}]");
                    self.visit(&name, x.span().start, x, depth);
                }
            }
            _ => {}
        }
    }
}

impl TomlWalk<'_> {
    /// Lists the keys of table `t` (the document itself at depth 0, no copy of it).
    fn walk_table(&mut self, t: &toml::de::DeTable, prefix: &str, depth: usize) {
        for (k, v) in t.iter() {
            let name = join_key(prefix, k.get_ref());
            self.visit(&name, k.span().start, v, depth);
        }
    }

    /// One entry: its record when wanted, then its own entries when one could be wanted.
    fn visit(
        &mut self,
        name: &str,
        key_start: usize,
        v: &toml::Spanned<toml::de::DeValue>,
        depth: usize,
    ) {
        if self.want.is_none_or(|w| w == name) {
            self.push(name, key_start, v);
        }
        if self.want.is_none_or(|w| is_below(w, name)) {
            self.walk(v.get_ref(), name, depth + 1);
        }
    }
}

/// `v` nests more than `levels` tables or arrays deep (looks no deeper than that).
fn taller_than(v: &toml::de::DeValue, levels: usize) -> bool {
    use toml::de::DeValue as D;
    match v {
        D::Table(_) | D::Array(_) if levels == 0 => true,
        D::Table(t) => t.iter().any(|(_, v)| taller_than(v.get_ref(), levels - 1)),
        D::Array(a) => a.iter().any(|x| taller_than(x.get_ref(), levels - 1)),
        _ => false,
    }
}

/// Everything in a TOML file. Errors are reported and the rest of the document still read.
pub fn list_toml(file: &Path, text: &str) -> Result<Listing, SourceError> {
    list_toml_for(file, text, None)
}

/// [`list_toml`], keeping only the items named `want` when given (the tables that cannot hold
/// it are not walked).
pub(crate) fn list_toml_for(
    file: &Path,
    text: &str,
    want: Option<&str>,
) -> Result<Listing, SourceError> {
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
        want,
    };
    w.walk_table(doc.get_ref(), "", 0);
    w.items.sort_by_key(|i| i.line);
    Ok(Listing {
        items: w.items,
        enums: Vec::new(),
        errors,
    })
}
