//! The operators and builtins both languages share: numbers, truthiness, binary
//! operators with size limits, comparisons, indexing and builtin calls.

#[allow(unused_imports)]
use super::*;

/// Python truthiness.
pub fn truthy(v: &Value) -> bool {
    match v {
        Value::Int(i) => *i != 0,
        Value::UInt(_) => true, // above i128::MAX, never zero
        Value::Float(f) => *f != 0.0,
        Value::Bool(b) => *b,
        Value::Str(s) => !s.is_empty(),
        Value::None => false,
        Value::List(l) => !l.is_empty(),
        Value::Map(m) => !m.is_empty(),
    }
}

/// Numbers for arithmetic: bools count as 0/1 as in Python.
#[derive(Clone, Copy)]
pub(crate) enum Num {
    I(i128),
    F(f64),
}

pub(crate) fn num(v: &Value) -> Option<Num> {
    match v {
        Value::Int(i) => Some(Num::I(*i)),
        Value::Float(f) => Some(Num::F(*f)),
        Value::Bool(b) => Some(Num::I(*b as i128)),
        _ => None,
    }
}

pub(crate) fn int_of(v: &Value) -> Option<i128> {
    match num(v)? {
        Num::I(i) => Some(i),
        Num::F(_) => None,
    }
}

pub(crate) fn as_number(v: Value) -> Value {
    match v {
        Value::Bool(b) => Value::Int(b as i128),
        other => other,
    }
}

pub(crate) fn neg(v: &Value, t: &str) -> Result<Value, EvalError> {
    match num(v) {
        Some(Num::I(i)) => i
            .checked_neg()
            .map(Value::Int)
            .ok_or_else(|| EvalError::Overflow(t.to_string())),
        Some(Num::F(f)) => Ok(Value::Float(-f)),
        None => Err(EvalError::Type(format!(
            "unary - on {} in `{t}`",
            v.type_name()
        ))),
    }
}

/// Binary operators shared by the Python and Rust evaluators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Op {
    Add,
    Sub,
    Mul,
    /// Python `/`: always a float.
    TrueDiv,
    /// Python `//`: floor.
    FloorDiv,
    /// Python `%`: sign of the divisor.
    PyMod,
    /// Rust `/` on integers: truncates toward zero.
    TruncDiv,
    /// Rust `%`: sign of the dividend.
    Rem,
    Pow,
    Shl,
    Shr,
    BitOr,
    BitAnd,
    BitXor,
}

/// Most a folded value may weigh in total, nested lists and maps included
/// (see [`weight`]): `[[[["a"]*1000]*1000]*1000]*1000` is 10^12 items even
/// though no single repetition is long.
pub const MAX_VALUE_WEIGHT: usize = MAX_REPEAT_LEN;

/// A value's size in the units of [`MAX_VALUE_WEIGHT`]: 8 per item, key and
/// scalar, plus every string byte. Saturates instead of overflowing.
pub fn weight(v: &Value) -> usize {
    match v {
        Value::Str(s) => 8usize.saturating_add(s.len()),
        Value::List(l) => l.iter().fold(8usize, |a, x| a.saturating_add(weight(x))),
        Value::Map(m) => m.iter().fold(8usize, |a, (k, x)| {
            a.saturating_add(8 + k.len()).saturating_add(weight(x))
        }),
        _ => 8,
    }
}

pub(crate) fn too_large(w: usize, t: &str) -> EvalError {
    let shown: String = t.chars().take(80).collect();
    EvalError::TooLarge(format!(
        "`{shown}` would hold {} units (items × 8 + string bytes), more than the {MAX_VALUE_WEIGHT} a constant may have",
        if w == usize::MAX { "over 10^19".to_string() } else { w.to_string() }
    ))
}

/// A built list or map must stay under [`MAX_VALUE_WEIGHT`] as a whole.
pub(crate) fn bounded(v: Value, t: &dyn Fn() -> String) -> Result<Value, EvalError> {
    let w = weight(&v);
    if w > MAX_VALUE_WEIGHT {
        return Err(too_large(w, &t()));
    }
    Ok(v)
}

pub(crate) fn repeat_count(n: &Value, unit: usize, t: &str) -> Result<usize, EvalError> {
    let k = usize::try_from(int_of(n).unwrap_or(0).max(0)).unwrap_or(usize::MAX);
    if unit.saturating_mul(k) > MAX_REPEAT_LEN {
        return Err(EvalError::Unsupported(format!(
            "repetition longer than {MAX_REPEAT_LEN} in `{t}`"
        )));
    }
    Ok(k)
}

pub(crate) fn binop(op: Op, l: &Value, r: &Value, t: &str) -> Result<Value, EvalError> {
    let overflow = || EvalError::Overflow(t.to_string());
    let type_err = || {
        EvalError::Type(format!(
            "{op:?} of {} and {} in `{t}`",
            l.type_name(),
            r.type_name()
        ))
    };
    // Sequences first: concatenation and repetition.
    match (op, l, r) {
        (Op::Add, Value::Str(a), Value::Str(b)) => {
            if a.len() + b.len() > MAX_REPEAT_LEN {
                return Err(EvalError::Unsupported(format!(
                    "string longer than {MAX_REPEAT_LEN} bytes in `{t}`"
                )));
            }
            return Ok(Value::Str(format!("{a}{b}")));
        }
        (Op::Add, Value::List(a), Value::List(b)) => {
            // A list item costs far more than a byte: cap lists 8x lower than strings.
            if (a.len() + b.len()).saturating_mul(8) > MAX_REPEAT_LEN {
                return Err(EvalError::Unsupported(format!(
                    "list longer than {} items in `{t}`",
                    MAX_REPEAT_LEN / 8
                )));
            }
            let w = weight(l).saturating_add(weight(r));
            if w > MAX_VALUE_WEIGHT {
                return Err(too_large(w, t));
            }
            return Ok(Value::List(a.iter().chain(b).cloned().collect()));
        }
        (Op::Mul, Value::Str(s), n) | (Op::Mul, n, Value::Str(s)) if int_of(n).is_some() => {
            let k = repeat_count(n, s.len(), t)?;
            return Ok(Value::Str(s.repeat(k)));
        }
        (Op::Mul, Value::List(s), n) | (Op::Mul, n, Value::List(s)) if int_of(n).is_some() => {
            let k = repeat_count(n, s.len().saturating_mul(8), t)?;
            // The whole result, nested items included, not only its length.
            let each = s.iter().fold(0usize, |a, x| a.saturating_add(weight(x)));
            let w = each.saturating_mul(k).saturating_add(8);
            if w > MAX_VALUE_WEIGHT {
                return Err(too_large(w, t));
            }
            let mut out = Vec::with_capacity(s.len() * k);
            for _ in 0..k {
                out.extend(s.iter().cloned());
            }
            return Ok(Value::List(out));
        }
        (Op::BitOr, Value::Map(a), Value::Map(b)) => {
            let mut out = a.clone();
            for (k, v) in b {
                match out.iter_mut().find(|(ok, _)| ok == k) {
                    Some(slot) => slot.1 = v.clone(),
                    None => out.push((k.clone(), v.clone())),
                }
            }
            return Ok(Value::Map(out));
        }
        _ => {}
    }
    if let (Value::Bool(a), Value::Bool(b)) = (l, r) {
        match op {
            Op::BitAnd => return Ok(Value::Bool(*a && *b)),
            Op::BitOr => return Ok(Value::Bool(*a || *b)),
            Op::BitXor => return Ok(Value::Bool(a != b)),
            _ => {}
        }
    }
    let (a, b) = (num(l).ok_or_else(type_err)?, num(r).ok_or_else(type_err)?);
    match (a, b) {
        (Num::I(a), Num::I(b)) => {
            let v = match op {
                Op::Add => a.checked_add(b).ok_or_else(overflow)?,
                Op::Sub => a.checked_sub(b).ok_or_else(overflow)?,
                Op::Mul => a.checked_mul(b).ok_or_else(overflow)?,
                Op::TrueDiv => {
                    if b == 0 {
                        return Err(EvalError::DivisionByZero(t.to_string()));
                    }
                    return Ok(Value::Float(a as f64 / b as f64));
                }
                Op::FloorDiv | Op::PyMod | Op::TruncDiv | Op::Rem if b == 0 => {
                    return Err(EvalError::DivisionByZero(t.to_string()))
                }
                Op::FloorDiv => {
                    let q = a.checked_div(b).ok_or_else(overflow)?;
                    if a % b != 0 && ((a < 0) != (b < 0)) {
                        q - 1
                    } else {
                        q
                    }
                }
                Op::PyMod => {
                    let m = a % b;
                    if m != 0 && ((m < 0) != (b < 0)) {
                        m + b
                    } else {
                        m
                    }
                }
                Op::TruncDiv => a.checked_div(b).ok_or_else(overflow)?,
                Op::Rem => a.checked_rem(b).ok_or_else(overflow)?,
                Op::Pow => {
                    if b < 0 {
                        return Ok(Value::Float((a as f64).powf(b as f64)));
                    }
                    let e = u32::try_from(b).map_err(|_| overflow())?;
                    a.checked_pow(e).ok_or_else(overflow)?
                }
                Op::Shl => {
                    let s = u32::try_from(b).map_err(|_| overflow())?;
                    if s >= 127 {
                        return Err(overflow());
                    }
                    a.checked_mul(1i128 << s).ok_or_else(overflow)?
                }
                Op::Shr => {
                    let s = u32::try_from(b).map_err(|_| overflow())?;
                    a >> s.min(127)
                }
                Op::BitOr => a | b,
                Op::BitAnd => a & b,
                Op::BitXor => a ^ b,
            };
            Ok(Value::Int(v))
        }
        (a, b) => {
            let f = |n: Num| match n {
                Num::I(i) => i as f64,
                Num::F(f) => f,
            };
            let (a, b) = (f(a), f(b));
            let v = match op {
                Op::Add => a + b,
                Op::Sub => a - b,
                Op::Mul => a * b,
                Op::TrueDiv | Op::TruncDiv | Op::FloorDiv | Op::PyMod | Op::Rem if b == 0.0 => {
                    return Err(EvalError::DivisionByZero(t.to_string()))
                }
                Op::TrueDiv | Op::TruncDiv => a / b,
                Op::FloorDiv => (a / b).floor(),
                Op::PyMod => a - b * (a / b).floor(),
                Op::Rem => a % b,
                Op::Pow => a.powf(b),
                Op::Shl | Op::Shr | Op::BitOr | Op::BitAnd | Op::BitXor => return Err(type_err()),
            };
            Ok(Value::Float(v))
        }
    }
}

pub(crate) fn compare(l: &Value, r: &Value, t: &str) -> Result<Ordering, EvalError> {
    match (l, r) {
        (Value::Str(a), Value::Str(b)) => Ok(a.cmp(b)),
        (Value::List(a), Value::List(b)) => {
            for (x, y) in a.iter().zip(b) {
                let o = compare(x, y, t)?;
                if o != Ordering::Equal {
                    return Ok(o);
                }
            }
            Ok(a.len().cmp(&b.len()))
        }
        _ => match (num(l), num(r)) {
            (Some(Num::I(a)), Some(Num::I(b))) => Ok(a.cmp(&b)),
            (Some(a), Some(b)) => {
                let f = |n: Num| match n {
                    Num::I(i) => i as f64,
                    Num::F(f) => f,
                };
                f(a).partial_cmp(&f(b))
                    .ok_or_else(|| EvalError::Type(format!("NaN comparison in `{t}`")))
            }
            _ => Err(EvalError::Type(format!(
                "cannot order {} and {} in `{t}`",
                l.type_name(),
                r.type_name()
            ))),
        },
    }
}

pub(crate) fn contains(container: &Value, item: &Value, t: &str) -> Result<bool, EvalError> {
    match (container, item) {
        (Value::Str(s), Value::Str(x)) => Ok(s.contains(x.as_str())),
        (Value::List(l), x) => Ok(l.iter().any(|v| v == x)),
        (Value::Map(m), Value::Str(k)) => Ok(m.iter().any(|(mk, _)| mk == k)),
        _ => Err(EvalError::Type(format!(
            "`in` on {} in `{t}`",
            container.type_name()
        ))),
    }
}

pub(crate) fn index(base: &Value, idx: &Value, t: &str) -> Result<Value, EvalError> {
    match (base, idx) {
        (Value::Map(m), Value::Str(k)) => m
            .iter()
            .rev()
            .find(|(mk, _)| mk == k)
            .map(|(_, v)| v.clone())
            .ok_or_else(|| EvalError::UnknownName(t.to_string())),
        (Value::List(l), i) if int_of(i).is_some() => {
            let i = int_of(i).unwrap_or(0);
            let n = l.len() as i128;
            let j = if i < 0 { n + i } else { i };
            if (0..n).contains(&j) {
                Ok(l[j as usize].clone())
            } else {
                Err(EvalError::Type(format!("index out of range in `{t}`")))
            }
        }
        _ => Err(EvalError::Type(format!(
            "cannot index {} with {} in `{t}`",
            base.type_name(),
            idx.type_name()
        ))),
    }
}

pub(crate) fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (x - x.trunc()).abs() == 0.5 {
        2.0 * (x / 2.0).round()
    } else {
        r
    }
}

pub(crate) fn call_builtin(name: &str, args: Vec<Value>, t: &str) -> Result<Value, EvalError> {
    let arity = |n: usize| -> Result<(), EvalError> {
        if args.len() == n {
            Ok(())
        } else {
            Err(EvalError::Type(format!(
                "{name}() takes {n} argument(s) in `{t}`"
            )))
        }
    };
    match name {
        "min" | "max" => {
            let items: Vec<Value> = match args.as_slice() {
                [Value::List(l)] => l.clone(),
                _ => args.clone(),
            };
            let mut best: Option<Value> = None;
            for v in items {
                best = Some(match best {
                    None => v,
                    Some(b) => {
                        let o = compare(&v, &b, t)?;
                        let better = if name == "min" {
                            o == Ordering::Less
                        } else {
                            o == Ordering::Greater
                        };
                        if better {
                            v
                        } else {
                            b
                        }
                    }
                });
            }
            best.ok_or_else(|| EvalError::Type(format!("{name}() of nothing in `{t}`")))
        }
        "abs" => {
            arity(1)?;
            match num(&args[0]) {
                Some(Num::I(i)) => i
                    .checked_abs()
                    .map(Value::Int)
                    .ok_or_else(|| EvalError::Overflow(t.into())),
                Some(Num::F(f)) => Ok(Value::Float(f.abs())),
                None => Err(EvalError::Type(format!(
                    "abs() of {} in `{t}`",
                    args[0].type_name()
                ))),
            }
        }
        "int" => {
            arity(1)?;
            match &args[0] {
                Value::Str(s) => py_int(s.trim())
                    .filter(|_| !s.trim().starts_with("0x"))
                    .map(Value::Int)
                    .ok_or_else(|| EvalError::Type(format!("int() of {s:?} in `{t}`"))),
                v => match num(v) {
                    Some(Num::I(i)) => Ok(Value::Int(i)),
                    Some(Num::F(f)) if f.is_finite() => Ok(Value::Int(f.trunc() as i128)),
                    _ => Err(EvalError::Type(format!(
                        "int() of {} in `{t}`",
                        v.type_name()
                    ))),
                },
            }
        }
        "float" => {
            arity(1)?;
            match &args[0] {
                Value::Str(s) => s
                    .trim()
                    .parse::<f64>()
                    .map(Value::Float)
                    .map_err(|_| EvalError::Type(format!("float() of {s:?} in `{t}`"))),
                v => match num(v) {
                    Some(Num::I(i)) => Ok(Value::Float(i as f64)),
                    Some(Num::F(f)) => Ok(Value::Float(f)),
                    None => Err(EvalError::Type(format!(
                        "float() of {} in `{t}`",
                        v.type_name()
                    ))),
                },
            }
        }
        "round" => {
            let x = args
                .first()
                .and_then(num)
                .ok_or_else(|| EvalError::Type(format!("round() needs a number in `{t}`")))?;
            match (x, args.get(1)) {
                (Num::I(i), _) => Ok(Value::Int(i)),
                (Num::F(f), None) | (Num::F(f), Some(Value::None)) => {
                    Ok(Value::Int(round_half_even(f) as i128))
                }
                (Num::F(f), Some(n)) => {
                    let n = int_of(n)
                        .ok_or_else(|| EvalError::Type(format!("round() digits in `{t}`")))?;
                    let p = 10f64.powi(n as i32);
                    Ok(Value::Float(round_half_even(f * p) / p))
                }
            }
        }
        "len" => {
            arity(1)?;
            match &args[0] {
                Value::Str(s) => Ok(Value::Int(s.chars().count() as i128)),
                Value::List(l) => Ok(Value::Int(l.len() as i128)),
                Value::Map(m) => Ok(Value::Int(m.len() as i128)),
                v => Err(EvalError::Type(format!(
                    "len() of {} in `{t}`",
                    v.type_name()
                ))),
            }
        }
        "bool" => {
            arity(1)?;
            Ok(Value::Bool(truthy(&args[0])))
        }
        "str" => {
            arity(1)?;
            match &args[0] {
                Value::Str(s) => Ok(Value::Str(s.clone())),
                Value::Int(i) => Ok(Value::Str(i.to_string())),
                v => Err(EvalError::Unsupported(format!(
                    "str() of {} in `{t}`",
                    v.type_name()
                ))),
            }
        }
        // `frozenset(("http", "https"))`, `set()`: a set, in its canonical order.
        "frozenset" | "set" => match args.as_slice() {
            [] => Ok(Value::set_of(Vec::new())),
            [Value::List(l)] => Ok(Value::set_of(l.clone())),
            [v] => Err(EvalError::Unsupported(format!(
                "{name}() of {} in `{t}`",
                v.type_name()
            ))),
            _ => Err(EvalError::Type(format!(
                "{name}() takes at most 1 argument in `{t}`"
            ))),
        },
        "tuple" | "list" => {
            arity(1)?;
            match &args[0] {
                Value::List(l) => Ok(Value::List(l.clone())),
                v => Err(EvalError::Type(format!(
                    "{name}() of {} in `{t}`",
                    v.type_name()
                ))),
            }
        }
        other => Err(EvalError::Unsupported(format!(
            "call of `{other}` in `{t}`"
        ))),
    }
}
