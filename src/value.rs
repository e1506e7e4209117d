//! Typed values read out of code and config, comparable across languages.
//!
//! Python `True`, YAML `true` and Rust `true` are the same [`Value::Bool`];
//! `20_000` and `20000` are the same [`Value::Int`]. Integers and floats
//! compare numerically (`20 == 20.0`), which is how a reader compares them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A value as code or config states it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", content = "value", rename_all = "lowercase")]
pub enum Value {
    Int(i128),
    Float(f64),
    Bool(bool),
    Str(String),
    None,
    List(Vec<Value>),
    /// Key order as written in the source.
    Map(Vec<(String, Value)>),
}

impl Value {
    /// The value as a number, when it is one (bools are not numbers here).
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Int(i) => Some(*i as f64),
            Value::Float(f) => Some(*f),
            _ => None,
        }
    }

    /// A short name of the type for messages: `int`, `float`, `bool`, …
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Bool(_) => "bool",
            Value::Str(_) => "string",
            Value::None => "none",
            Value::List(_) => "list",
            Value::Map(_) => "map",
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Self) -> bool {
        use Value::*;
        match (self, other) {
            (Int(a), Int(b)) => a == b,
            (Float(a), Float(b)) => a == b,
            (Int(a), Float(b)) | (Float(b), Int(a)) => (*a as f64) == *b,
            (Bool(a), Bool(b)) => a == b,
            (Str(a), Str(b)) => a == b,
            (None, None) => true,
            (List(a), List(b)) => a == b,
            (Map(a), Map(b)) => a == b,
            _ => false,
        }
    }
}

impl fmt::Display for Value {
    /// Python-like rendering, the way the value reads in source.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(i) => write!(f, "{i}"),
            Value::Float(x) => {
                if x.is_finite() && x.fract() == 0.0 && x.abs() < 1e16 {
                    write!(f, "{x:.1}")
                } else {
                    write!(f, "{x}")
                }
            }
            Value::Bool(b) => write!(f, "{b}"),
            Value::Str(s) => write!(f, "{s:?}"),
            Value::None => write!(f, "none"),
            Value::List(items) => {
                write!(f, "[")?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{v}")?;
                }
                write!(f, "]")
            }
            Value::Map(items) => {
                write!(f, "{{")?;
                for (i, (k, v)) in items.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{k:?}: {v}")?;
                }
                write!(f, "}}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Value;

    #[test]
    fn ints_and_floats_compare_numerically() {
        assert_eq!(Value::Int(20), Value::Float(20.0));
        assert_ne!(Value::Int(20), Value::Str("20".into()));
        assert_ne!(Value::Bool(true), Value::Int(1));
    }

    #[test]
    fn display_reads_like_source() {
        assert_eq!(Value::Float(0.2).to_string(), "0.2");
        assert_eq!(Value::Float(2.0).to_string(), "2.0");
        assert_eq!(
            Value::List(vec![Value::Int(1), Value::Str("a".into())]).to_string(),
            "[1, \"a\"]"
        );
    }
}
