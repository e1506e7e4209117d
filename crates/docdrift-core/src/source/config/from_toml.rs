//! TOML key paths, read from toml's spanned `DeTable` so every key keeps its
//! line and its source text.

use super::record;
use crate::core::value::Value;
use crate::source::selector::join_key;
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
