//! Typed values read out of code and config, comparable across languages.
//!
//! Python `True`, YAML `true` and Rust `true` are the same [`Value::Bool`];
//! `20_000` and `20000` are the same [`Value::Int`]. Integers and floats
//! compare numerically (`20 == 20.0`), which is how a reader compares them.
//!
//! Integers are exact at every size a Rust or Python constant takes: `i128`
//! holds every `i64`, `u64` and `i128`; the top half of `u128` (above
//! `i128::MAX`) is [`Value::UInt`]. No integer goes through `f64` on its way to
//! a comparison, so 9223372036854775806 never equals 9223372036854775807.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A value as code or config states it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", content = "value", rename_all = "lowercase")]
pub enum Value {
    /// An integer up to `i128::MAX` (including every negative one); the one form for any integer
    /// that fits.
    Int(i128),
    /// An integer above `i128::MAX` (up to `u128::MAX`). Every integer that fits an `i128`
    /// is [`Value::Int`], so the two never hold the same number; use [`Value::from_u128`].
    #[serde(rename = "int", skip_deserializing)]
    UInt(u128),
    /// A floating-point number; compares equal to an integer of the same value.
    Float(f64),
    /// `true`/`false` in Python, YAML or Rust.
    Bool(bool),
    /// A string as the program holds it (no quotes; adjacent literals and `+` folded).
    Str(String),
    /// Python `None`, YAML `null`/`~` or JSON `null`.
    None,
    /// A list, tuple or array, elements in source order.
    List(Vec<Value>),
    /// Key order as written in the source.
    Map(Vec<(String, Value)>),
}

impl Value {
    /// A set (Python's `frozenset((…))`, `{'a', 'b'}`) as a list in one canonical order: its
    /// items sorted by their text and deduplicated. A set has no order of its own (its repr
    /// follows hashes), so two sets compare equal as lists exactly when they hold the same
    /// items.
    pub fn set_of(mut items: Vec<Value>) -> Value {
        items.sort_by_cached_key(|v| v.to_string());
        items.dedup_by(|a, b| a.to_string() == b.to_string());
        Value::List(items)
    }

    /// An integer of any size up to `u128::MAX`, in its one canonical form.
    pub fn from_u128(u: u128) -> Value {
        match i128::try_from(u) {
            Ok(i) => Value::Int(i),
            Err(_) => Value::UInt(u),
        }
    }

    /// The integer from a sign and a magnitude, exactly; `None` below `i128::MIN`.
    pub fn from_sign_magnitude(negative: bool, magnitude: u128) -> Option<Value> {
        if !negative || magnitude == 0 {
            return Some(Value::from_u128(magnitude));
        }
        // -(2^127) is i128::MIN; 0u128.wrapping_sub keeps the arithmetic in u128.
        if magnitude <= 1u128 << 127 {
            Some(Value::Int(0u128.wrapping_sub(magnitude) as i128))
        } else {
            None
        }
    }

    /// The integer as (negative, magnitude), for exact arithmetic across both variants.
    pub fn as_sign_magnitude(&self) -> Option<(bool, u128)> {
        match self {
            Value::Int(i) => Some((*i < 0, i.unsigned_abs())),
            Value::UInt(u) => Some((false, *u)),
            _ => None,
        }
    }

    /// Is this an integer (of either variant)?
    pub fn is_int(&self) -> bool {
        matches!(self, Value::Int(_) | Value::UInt(_))
    }

    /// Exact order of two integers; `None` unless both are integers.
    pub fn int_cmp(&self, other: &Value) -> Option<std::cmp::Ordering> {
        use std::cmp::Ordering;
        match (self, other) {
            (Value::Int(a), Value::Int(b)) => Some(a.cmp(b)),
            (Value::UInt(a), Value::UInt(b)) => Some(a.cmp(b)),
            (Value::Int(_), Value::UInt(_)) => Some(Ordering::Less),
            (Value::UInt(_), Value::Int(_)) => Some(Ordering::Greater),
            _ => None,
        }
    }

    /// The value as a number, when it is one (bools are not numbers here).
    /// Lossy for integers above 2^53: compare integers with [`Value::int_cmp`].
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Int(i) => Some(*i as f64),
            Value::UInt(u) => Some(*u as f64),
            Value::Float(f) => Some(*f),
            _ => None,
        }
    }

    /// A short name of the type for messages: `int`, `float`, `bool`, …
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Int(_) | Value::UInt(_) => "int",
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
            (UInt(a), UInt(b)) => a == b,
            (Int(_), UInt(_)) | (UInt(_), Int(_)) => false,
            (Float(a), Float(b)) => a == b,
            // Exact: 9007199254740993 is not the float 9007199254740992.0, although
            // `9007199254740993 as f64` is.
            (Int(_) | UInt(_), Float(f)) | (Float(f), Int(_) | UInt(_)) => {
                let i = if matches!(self, Float(_)) {
                    other
                } else {
                    self
                };
                float_is_int(*f, i)
            }
            (Bool(a), Bool(b)) => a == b,
            (Str(a), Str(b)) => a == b,
            (None, None) => true,
            (List(a), List(b)) => a == b,
            (Map(a), Map(b)) => a == b,
            _ => false,
        }
    }
}

/// Is `f` exactly the integer `i`?
fn float_is_int(f: f64, i: &Value) -> bool {
    if !f.is_finite() || f.fract() != 0.0 {
        return false;
    }
    // Every f64 whose magnitude is below 2^128 and integral converts exactly.
    if f.abs() >= 340282366920938463463374607431768211456.0 {
        return false;
    }
    let neg = f < 0.0;
    Value::from_sign_magnitude(neg, f.abs() as u128).as_ref() == Some(i)
}

impl fmt::Display for Value {
    /// Python-like rendering, the way the value reads in source.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(i) => write!(f, "{i}"),
            Value::UInt(u) => write!(f, "{u}"),
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
    fn integers_are_exact_at_every_size() {
        let big = Value::from_u128(u128::MAX);
        assert!(matches!(big, Value::UInt(_)));
        assert_eq!(big.to_string(), "340282366920938463463374607431768211455");
        assert_eq!(Value::from_u128(5), Value::Int(5));
        assert_ne!(big, Value::from_u128(u128::MAX - 1));
        assert_eq!(
            Value::from_sign_magnitude(true, 1u128 << 127),
            Some(Value::Int(i128::MIN))
        );
        assert_eq!(Value::from_sign_magnitude(true, (1u128 << 127) + 1), None);
        assert_ne!(
            Value::Int(9_007_199_254_740_993),
            Value::Float(9_007_199_254_740_992.0)
        );
        assert_eq!(Value::Int(-3), Value::Float(-3.0));
        assert_eq!(
            Value::Int(i64::MAX as i128).to_string(),
            "9223372036854775807"
        );
        assert_eq!(
            serde_json::to_string(&big).unwrap(),
            r#"{"type":"int","value":340282366920938463463374607431768211455}"#
        );
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
