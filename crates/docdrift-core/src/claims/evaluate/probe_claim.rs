//! Probe claims: the value a command prints.

#[allow(unused_imports)]
use super::*;

/// A probe's output as a typed value: a number when it is one.
pub(crate) fn probe_value(s: &str) -> Value {
    let t = s.trim();
    if let Ok(i) = t.parse::<i128>() {
        Value::Int(i)
    } else if let Ok(x) = t.parse::<f64>() {
        Value::Float(x)
    } else {
        Value::Str(t.to_string())
    }
}
