//! Constant folding of Python and Rust expressions into [`Value`]s.
//!
//! Extraction uses it to turn `8 * 1024` or `2 ** 20` into numbers; formula claims use it to
//! evaluate a line like `max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))` with names
//! supplied by the caller's `env`. Python semantics are followed where they differ from Rust's
//! (`//` floors, `%` takes the divisor's sign, `/` always gives a float, `and`/`or` return an
//! operand). Anything outside the supported set is an [`EvalError`] naming the construct —
//! never a guess.

use crate::value::Value;
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;
use std::cmp::Ordering;

/// Why an expression could not be folded.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum EvalError {
    #[error("unsupported construct: {0}")]
    Unsupported(String),
    #[error("unknown name `{0}`")]
    UnknownName(String),
    #[error("type error: {0}")]
    Type(String),
    #[error("division by zero in `{0}`")]
    DivisionByZero(String),
    #[error("integer overflow in `{0}`")]
    Overflow(String),
    #[error("cannot parse expression `{expr}`: {msg}")]
    Syntax { expr: String, msg: String },
    #[error("too large to fold: {0}")]
    TooLarge(String),
}

type Env<'a> = &'a dyn Fn(&str) -> Option<Value>;

/// Deepest expression nesting we fold. Generated files can nest far deeper than any human
/// constant; past this we give an error instead of exhausting the stack.
pub const MAX_DEPTH: usize = 200;

thread_local! {
    static DEPTH: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Counts evaluation depth for the current thread; dropping it leaves the level.
struct DepthGuard;

impl DepthGuard {
    fn enter(what: &dyn Fn() -> String) -> Result<DepthGuard, EvalError> {
        let d = DEPTH.with(|c| {
            c.set(c.get() + 1);
            c.get()
        });
        let guard = DepthGuard;
        if d > MAX_DEPTH {
            return Err(EvalError::Unsupported(format!(
                "expression nested deeper than {MAX_DEPTH} levels: `{}`",
                what().chars().take(60).collect::<String>()
            )));
        }
        Ok(guard)
    }
}

impl Drop for DepthGuard {
    fn drop(&mut self) {
        DEPTH.with(|c| c.set(c.get().saturating_sub(1)));
    }
}

/// Fold a Python expression (source text) to a Value, resolving names via `env`.
/// Unsupported constructs are an Err naming the construct — never a guess.
pub fn eval_python(expr: &str, env: &dyn Fn(&str) -> Option<Value>) -> Result<Value, EvalError> {
    let parsed =
        ruff_python_parser::parse_expression(expr.trim()).map_err(|e| EvalError::Syntax {
            expr: expr.to_string(),
            msg: e.error.to_string(),
        })?;
    let src = expr.trim();
    eval_py_expr(&parsed.syntax().body, src, env)
}

/// Fold a Rust expression (source text) to a Value, resolving paths via `env`.
pub fn eval_rust(expr: &str, env: &dyn Fn(&str) -> Option<Value>) -> Result<Value, EvalError> {
    let parsed: syn::Expr = syn::parse_str(expr).map_err(|e| EvalError::Syntax {
        expr: expr.to_string(),
        msg: e.to_string(),
    })?;
    eval_rust_expr(&parsed, env)
}

fn text_of<'s>(src: &'s str, node: &impl Ranged) -> &'s str {
    let r = node.range();
    src.get(usize::from(r.start())..usize::from(r.end()))
        .unwrap_or("")
}

/// Parse a Python int literal token (`0x1F`, `1_000`, big decimals) into an i128.
pub(crate) fn py_int(token: &str) -> Option<i128> {
    let t = token.replace('_', "");
    let lower = t.to_ascii_lowercase();
    let (digits, radix) = if let Some(d) = lower.strip_prefix("0x") {
        (d.to_string(), 16)
    } else if let Some(d) = lower.strip_prefix("0o") {
        (d.to_string(), 8)
    } else if let Some(d) = lower.strip_prefix("0b") {
        (d.to_string(), 2)
    } else {
        (lower, 10)
    };
    i128::from_str_radix(&digits, radix).ok()
}

/// A dotted/subscripted name for `env`: `self.x`, `CONFIG["a"]["b"]`, `xs[0]`.
fn py_name_path(e: &Expr) -> Option<String> {
    match e {
        Expr::Name(n) => Some(n.id.to_string()),
        Expr::Attribute(a) => Some(format!("{}.{}", py_name_path(&a.value)?, a.attr.id)),
        Expr::Subscript(s) => {
            let base = py_name_path(&s.value)?;
            match &*s.slice {
                Expr::StringLiteral(k) => Some(format!("{base}[{:?}]", k.value.to_str())),
                Expr::NumberLiteral(ast::ExprNumberLiteral {
                    value: ast::Number::Int(i),
                    ..
                }) => Some(format!("{base}[{i}]")),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Evaluate a parsed Python expression; `src` is the text its ranges index into.
pub fn eval_py_expr(e: &Expr, src: &str, env: Env) -> Result<Value, EvalError> {
    let _depth = DepthGuard::enter(&|| text_of(src, e).to_string())?;
    let unsupported = |what: &str| -> Result<Value, EvalError> {
        Err(EvalError::Unsupported(format!(
            "{what} `{}`",
            text_of(src, e)
        )))
    };
    match e {
        Expr::NumberLiteral(n) => match &n.value {
            ast::Number::Int(i) => py_int(&i.to_string())
                .map(Value::Int)
                .ok_or_else(|| EvalError::Overflow(text_of(src, e).to_string())),
            ast::Number::Float(f) => Ok(Value::Float(*f)),
            ast::Number::Complex { .. } => unsupported("complex number"),
        },
        Expr::StringLiteral(s) => Ok(Value::Str(s.value.to_str().to_string())),
        Expr::BooleanLiteral(b) => Ok(Value::Bool(b.value)),
        Expr::NoneLiteral(_) => Ok(Value::None),
        Expr::Tuple(t) => bounded(
            Value::List(
                t.elts
                    .iter()
                    .map(|x| eval_py_expr(x, src, env))
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            &|| text_of(src, e).to_string(),
        ),
        Expr::List(t) => bounded(
            Value::List(
                t.elts
                    .iter()
                    .map(|x| eval_py_expr(x, src, env))
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            &|| text_of(src, e).to_string(),
        ),
        Expr::Dict(d) => {
            let mut out = Vec::new();
            for item in &d.items {
                let Some(k) = &item.key else {
                    return unsupported("dict unpacking");
                };
                let key = match eval_py_expr(k, src, env)? {
                    Value::Str(s) => s,
                    other => other.to_string(),
                };
                out.push((key, eval_py_expr(&item.value, src, env)?));
            }
            bounded(Value::Map(out), &|| text_of(src, e).to_string())
        }
        Expr::Name(_) | Expr::Attribute(_) | Expr::Subscript(_) => {
            if let Some(path) = py_name_path(e) {
                if let Some(v) = env(&path) {
                    return Ok(v);
                }
                // `CONFIG["a"]` when only `CONFIG` is known: index into the value.
                if let Expr::Subscript(s) = e {
                    let base = eval_py_expr(&s.value, src, env)?;
                    let idx = eval_py_expr(&s.slice, src, env)?;
                    return index(&base, &idx, text_of(src, e));
                }
                if let Expr::Name(n) = e {
                    if let Some(v) = builtin_name(n.id.as_str()) {
                        return Ok(v);
                    }
                }
                return Err(EvalError::UnknownName(path));
            }
            if let Expr::Subscript(s) = e {
                let base = eval_py_expr(&s.value, src, env)?;
                let idx = eval_py_expr(&s.slice, src, env)?;
                return index(&base, &idx, text_of(src, e));
            }
            unsupported("attribute of a non-name")
        }
        Expr::UnaryOp(u) => {
            let v = eval_py_expr(&u.operand, src, env)?;
            let t = text_of(src, e);
            match u.op {
                ast::UnaryOp::Not => Ok(Value::Bool(!truthy(&v))),
                ast::UnaryOp::USub => neg(&v, t),
                ast::UnaryOp::UAdd => match num(&v) {
                    Some(_) => Ok(as_number(v)),
                    None => Err(EvalError::Type(format!(
                        "unary + on {} in `{t}`",
                        v.type_name()
                    ))),
                },
                ast::UnaryOp::Invert => match int_of(&v) {
                    Some(i) => Ok(Value::Int(!i)),
                    None => Err(EvalError::Type(format!("~ on {} in `{t}`", v.type_name()))),
                },
            }
        }
        Expr::BinOp(b) => {
            let l = eval_py_expr(&b.left, src, env)?;
            let r = eval_py_expr(&b.right, src, env)?;
            let op = match b.op {
                ast::Operator::Add => Op::Add,
                ast::Operator::Sub => Op::Sub,
                ast::Operator::Mult => Op::Mul,
                ast::Operator::Div => Op::TrueDiv,
                ast::Operator::FloorDiv => Op::FloorDiv,
                ast::Operator::Mod => Op::PyMod,
                ast::Operator::Pow => Op::Pow,
                ast::Operator::LShift => Op::Shl,
                ast::Operator::RShift => Op::Shr,
                ast::Operator::BitOr => Op::BitOr,
                ast::Operator::BitAnd => Op::BitAnd,
                ast::Operator::BitXor => Op::BitXor,
                ast::Operator::MatMult => return unsupported("matrix multiplication"),
            };
            binop(op, &l, &r, text_of(src, e))
        }
        Expr::BoolOp(b) => {
            let mut last = Value::None;
            for (i, x) in b.values.iter().enumerate() {
                last = eval_py_expr(x, src, env)?;
                let t = truthy(&last);
                let stop = match b.op {
                    ast::BoolOp::And => !t,
                    ast::BoolOp::Or => t,
                };
                if stop || i + 1 == b.values.len() {
                    break;
                }
            }
            Ok(last)
        }
        Expr::Compare(c) => {
            let mut left = eval_py_expr(&c.left, src, env)?;
            for (op, right) in c.ops.iter().zip(c.comparators.iter()) {
                let right = eval_py_expr(right, src, env)?;
                let t = text_of(src, e);
                let ok = match op {
                    ast::CmpOp::Eq => left == right,
                    ast::CmpOp::NotEq => left != right,
                    ast::CmpOp::Lt => compare(&left, &right, t)? == Ordering::Less,
                    ast::CmpOp::LtE => compare(&left, &right, t)? != Ordering::Greater,
                    ast::CmpOp::Gt => compare(&left, &right, t)? == Ordering::Greater,
                    ast::CmpOp::GtE => compare(&left, &right, t)? != Ordering::Less,
                    ast::CmpOp::In => contains(&right, &left, t)?,
                    ast::CmpOp::NotIn => !contains(&right, &left, t)?,
                    ast::CmpOp::Is | ast::CmpOp::IsNot => {
                        let same = matches!((&left, &right), (Value::None, Value::None))
                            || matches!((&left, &right), (Value::Bool(a), Value::Bool(b)) if a == b);
                        if !matches!(right, Value::None | Value::Bool(_)) {
                            return unsupported("`is` on a non-singleton");
                        }
                        if matches!(op, ast::CmpOp::Is) {
                            same
                        } else {
                            !same
                        }
                    }
                };
                if !ok {
                    return Ok(Value::Bool(false));
                }
                left = right;
            }
            Ok(Value::Bool(true))
        }
        Expr::If(i) => {
            if truthy(&eval_py_expr(&i.test, src, env)?) {
                eval_py_expr(&i.body, src, env)
            } else {
                eval_py_expr(&i.orelse, src, env)
            }
        }
        Expr::Call(call) => {
            let Expr::Name(f) = &*call.func else {
                return unsupported("call of a non-builtin");
            };
            if !call.arguments.keywords.is_empty() {
                if f.id.as_str() == "dict" && call.arguments.args.is_empty() {
                    let mut out = Vec::new();
                    for k in call.arguments.keywords.iter() {
                        let Some(arg) = &k.arg else {
                            return unsupported("dict(**kwargs)");
                        };
                        out.push((arg.id.to_string(), eval_py_expr(&k.value, src, env)?));
                    }
                    return Ok(Value::Map(out));
                }
                return unsupported("keyword arguments in call");
            }
            let args = call
                .arguments
                .args
                .iter()
                .map(|a| {
                    if matches!(a, Expr::Starred(_)) {
                        Err(EvalError::Unsupported(format!(
                            "starred argument `{}`",
                            text_of(src, a)
                        )))
                    } else {
                        eval_py_expr(a, src, env)
                    }
                })
                .collect::<Result<Vec<_>, _>>()?;
            call_builtin(f.id.as_str(), args, text_of(src, e))
        }
        Expr::FString(_) => unsupported("f-string"),
        Expr::BytesLiteral(_) => unsupported("bytes literal"),
        Expr::Set(_) => unsupported("set literal"),
        Expr::Lambda(_) => unsupported("lambda"),
        Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) | Expr::Generator(_) => {
            unsupported("comprehension")
        }
        Expr::Named(_) => unsupported("walrus assignment"),
        Expr::Starred(_) => unsupported("starred expression"),
        Expr::Slice(_) => unsupported("slice"),
        Expr::Await(_) | Expr::Yield(_) | Expr::YieldFrom(_) => unsupported("await/yield"),
        Expr::EllipsisLiteral(_) => unsupported("ellipsis"),
        Expr::TString(_) => unsupported("t-string"),
        Expr::IpyEscapeCommand(_) => unsupported("IPython escape"),
    }
}

fn builtin_name(name: &str) -> Option<Value> {
    match name {
        "True" => Some(Value::Bool(true)),
        "False" => Some(Value::Bool(false)),
        "None" => Some(Value::None),
        _ => None,
    }
}

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
enum Num {
    I(i128),
    F(f64),
}

fn num(v: &Value) -> Option<Num> {
    match v {
        Value::Int(i) => Some(Num::I(*i)),
        Value::Float(f) => Some(Num::F(*f)),
        Value::Bool(b) => Some(Num::I(*b as i128)),
        _ => None,
    }
}

fn int_of(v: &Value) -> Option<i128> {
    match num(v)? {
        Num::I(i) => Some(i),
        Num::F(_) => None,
    }
}

fn as_number(v: Value) -> Value {
    match v {
        Value::Bool(b) => Value::Int(b as i128),
        other => other,
    }
}

fn neg(v: &Value, t: &str) -> Result<Value, EvalError> {
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
enum Op {
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

/// Largest string or list a repetition may build: a constant, not a memory bomb.
const MAX_REPEAT_LEN: usize = 1 << 22;

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

fn too_large(w: usize, t: &str) -> EvalError {
    let shown: String = t.chars().take(80).collect();
    EvalError::TooLarge(format!(
        "`{shown}` would hold {} units (items × 8 + string bytes), more than the {MAX_VALUE_WEIGHT} a constant may have",
        if w == usize::MAX { "over 10^19".to_string() } else { w.to_string() }
    ))
}

/// A built list or map must stay under [`MAX_VALUE_WEIGHT`] as a whole.
fn bounded(v: Value, t: &dyn Fn() -> String) -> Result<Value, EvalError> {
    let w = weight(&v);
    if w > MAX_VALUE_WEIGHT {
        return Err(too_large(w, &t()));
    }
    Ok(v)
}

fn repeat_count(n: &Value, unit: usize, t: &str) -> Result<usize, EvalError> {
    let k = usize::try_from(int_of(n).unwrap_or(0).max(0)).unwrap_or(usize::MAX);
    if unit.saturating_mul(k) > MAX_REPEAT_LEN {
        return Err(EvalError::Unsupported(format!(
            "repetition longer than {MAX_REPEAT_LEN} in `{t}`"
        )));
    }
    Ok(k)
}

fn binop(op: Op, l: &Value, r: &Value, t: &str) -> Result<Value, EvalError> {
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

fn compare(l: &Value, r: &Value, t: &str) -> Result<Ordering, EvalError> {
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

fn contains(container: &Value, item: &Value, t: &str) -> Result<bool, EvalError> {
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

fn index(base: &Value, idx: &Value, t: &str) -> Result<Value, EvalError> {
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

fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (x - x.trunc()).abs() == 0.5 {
        2.0 * (x / 2.0).round()
    } else {
        r
    }
}

fn call_builtin(name: &str, args: Vec<Value>, t: &str) -> Result<Value, EvalError> {
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

// ---------------------------------------------------------------- Rust

/// Source-like text of a syn node for messages (token streams print `a :: b ()`).
fn rust_text(e: &impl quote::ToTokens) -> String {
    let mut t = e.to_token_stream().to_string();
    for (from, to) in [
        (" :: ", "::"),
        (" (", "("),
        ("( ", "("),
        (" )", ")"),
        (" ,", ","),
        (" . ", "."),
        ("& ", "&"),
    ] {
        t = t.replace(from, to);
    }
    t
}

fn rust_builtin_path(path: &str) -> Option<Value> {
    let (ty, c) = path.split_once("::")?;
    let v: i128 = match (ty, c) {
        ("u8", "MAX") => u8::MAX as i128,
        ("u16", "MAX") => u16::MAX as i128,
        ("u32", "MAX") => u32::MAX as i128,
        ("u64", "MAX") => u64::MAX as i128,
        // docdrift reads code for 64-bit targets.
        ("usize", "MAX") => u64::MAX as i128,
        ("i8", "MAX") => i8::MAX as i128,
        ("i16", "MAX") => i16::MAX as i128,
        ("i32", "MAX") => i32::MAX as i128,
        ("i64", "MAX") | ("isize", "MAX") => i64::MAX as i128,
        ("i128", "MAX") => i128::MAX,
        ("i8", "MIN") => i8::MIN as i128,
        ("i16", "MIN") => i16::MIN as i128,
        ("i32", "MIN") => i32::MIN as i128,
        ("i64", "MIN") | ("isize", "MIN") => i64::MIN as i128,
        ("u8" | "u16" | "u32" | "u64" | "usize" | "u128", "MIN") => 0,
        ("u8" | "i8", "BITS") => 8,
        ("u16" | "i16", "BITS") => 16,
        ("u32" | "i32" | "char", "BITS") => 32,
        ("u64" | "i64" | "usize" | "isize", "BITS") => 64,
        ("u128" | "i128", "BITS") => 128,
        _ => return None,
    };
    Some(Value::Int(v))
}

fn rust_path_string(p: &syn::Path) -> String {
    p.segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

/// Evaluate a parsed Rust expression.
pub fn eval_rust_expr(e: &syn::Expr, env: Env) -> Result<Value, EvalError> {
    let _depth = DepthGuard::enter(&|| rust_text(e))?;
    use syn::{BinOp, Expr as E, Lit, UnOp};
    let unsupported = |what: &str| -> Result<Value, EvalError> {
        Err(EvalError::Unsupported(format!("{what} `{}`", rust_text(e))))
    };
    match e {
        E::Lit(l) => match &l.lit {
            Lit::Int(i) => i
                .base10_parse::<i128>()
                .map(Value::Int)
                .map_err(|_| EvalError::Overflow(rust_text(e))),
            Lit::Float(f) => f
                .base10_parse::<f64>()
                .map(Value::Float)
                .map_err(|err| EvalError::Type(err.to_string())),
            Lit::Bool(b) => Ok(Value::Bool(b.value)),
            Lit::Str(s) => Ok(Value::Str(s.value())),
            Lit::Char(c) => Ok(Value::Str(c.value().to_string())),
            Lit::Byte(b) => Ok(Value::Int(b.value() as i128)),
            Lit::ByteStr(_) | Lit::CStr(_) => unsupported("byte string"),
            _ => unsupported("literal"),
        },
        E::Paren(p) => eval_rust_expr(&p.expr, env),
        E::Group(g) => eval_rust_expr(&g.expr, env),
        E::Reference(r) => eval_rust_expr(&r.expr, env),
        E::Cast(c) => {
            let v = eval_rust_expr(&c.expr, env)?;
            let ty = rust_text(&c.ty);
            let is_int_ty = matches!(
                ty.as_str(),
                "u8" | "u16"
                    | "u32"
                    | "u64"
                    | "u128"
                    | "usize"
                    | "i8"
                    | "i16"
                    | "i32"
                    | "i64"
                    | "i128"
                    | "isize"
            );
            match (v, is_int_ty) {
                (Value::Float(f), true) => Ok(Value::Int(f.trunc() as i128)),
                (Value::Int(i), false) if ty == "f64" || ty == "f32" => Ok(Value::Float(i as f64)),
                (v, _) => Ok(v),
            }
        }
        E::Path(p) => {
            let path = rust_path_string(&p.path);
            env(&path)
                .or_else(|| rust_builtin_path(&path))
                .or_else(|| (path == "None").then_some(Value::None))
                .ok_or(EvalError::UnknownName(path))
        }
        // `Some(x)` is `x` for comparison with docs and other languages (`None` is none).
        E::Call(c)
            if c.args.len() == 1 && matches!(&*c.func, E::Path(p) if p.path.is_ident("Some")) =>
        {
            eval_rust_expr(&c.args[0], env)
        }
        E::Field(f) => {
            let member = match &f.member {
                syn::Member::Named(i) => i.to_string(),
                syn::Member::Unnamed(i) => i.index.to_string(),
            };
            let base = rust_text(&f.base).replace(' ', "");
            let name = format!("{base}.{member}");
            env(&name).ok_or(EvalError::UnknownName(name))
        }
        E::Unary(u) => {
            let v = eval_rust_expr(&u.expr, env)?;
            // The text of a subtree costs its size; build it only for an error message.
            let t = || rust_text(e);
            match u.op {
                UnOp::Neg(_) => neg(&v, "").or_else(|_| neg(&v, &t())),
                UnOp::Not(_) => match v {
                    Value::Bool(b) => Ok(Value::Bool(!b)),
                    Value::Int(i) => Ok(Value::Int(!i)),
                    other => Err(EvalError::Type(format!(
                        "! on {} in `{}`",
                        other.type_name(),
                        t()
                    ))),
                },
                _ => unsupported("unary operator"),
            }
        }
        E::Binary(b) => {
            let t = || rust_text(e);
            if matches!(b.op, BinOp::And(_) | BinOp::Or(_)) {
                let l = eval_rust_expr(&b.left, env)?;
                let Value::Bool(lb) = l else {
                    return Err(EvalError::Type(format!(
                        "&&/|| on {} in `{}`",
                        l.type_name(),
                        t()
                    )));
                };
                let short = matches!(b.op, BinOp::And(_)) != lb;
                if short {
                    return Ok(Value::Bool(lb));
                }
                return eval_rust_expr(&b.right, env);
            }
            let l = eval_rust_expr(&b.left, env)?;
            let r = eval_rust_expr(&b.right, env)?;
            let cmp = |want: fn(Ordering) -> bool| -> Result<Value, EvalError> {
                Ok(Value::Bool(want(compare(&l, &r, &t())?)))
            };
            let op = match b.op {
                BinOp::Add(_) => Op::Add,
                BinOp::Sub(_) => Op::Sub,
                BinOp::Mul(_) => Op::Mul,
                BinOp::Div(_) => Op::TruncDiv,
                BinOp::Rem(_) => Op::Rem,
                BinOp::Shl(_) => Op::Shl,
                BinOp::Shr(_) => Op::Shr,
                BinOp::BitOr(_) => Op::BitOr,
                BinOp::BitAnd(_) => Op::BitAnd,
                BinOp::BitXor(_) => Op::BitXor,
                BinOp::Eq(_) => return Ok(Value::Bool(l == r)),
                BinOp::Ne(_) => return Ok(Value::Bool(l != r)),
                BinOp::Lt(_) => return cmp(|o| o == Ordering::Less),
                BinOp::Le(_) => return cmp(|o| o != Ordering::Greater),
                BinOp::Gt(_) => return cmp(|o| o == Ordering::Greater),
                BinOp::Ge(_) => return cmp(|o| o != Ordering::Less),
                _ => return unsupported("compound assignment"),
            };
            // Rust string `+` only exists on String; keep it for concat!-like consts anyway.
            binop(op, &l, &r, "").or_else(|_| binop(op, &l, &r, &t()))
        }
        E::Tuple(t) => bounded(
            Value::List(
                t.elems
                    .iter()
                    .map(|x| eval_rust_expr(x, env))
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            &|| rust_text(e),
        ),
        E::Array(a) => bounded(
            Value::List(
                a.elems
                    .iter()
                    .map(|x| eval_rust_expr(x, env))
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            &|| rust_text(e),
        ),
        E::If(i) => {
            let c = eval_rust_expr(&i.cond, env)?;
            let branch = if truthy(&c) {
                block_value(&i.then_branch)
            } else {
                match &i.else_branch {
                    Some((_, e)) => return eval_rust_expr(e, env),
                    None => return unsupported("`if` without else"),
                }
            };
            match branch {
                Some(x) => eval_rust_expr(x, env),
                None => unsupported("block with statements"),
            }
        }
        E::Block(b) => match block_value(&b.block) {
            Some(x) => eval_rust_expr(x, env),
            None => unsupported("block with statements"),
        },
        E::Macro(_) => unsupported("macro call"),
        // The calls where Rust and Python forms overlap: min/max/abs/pow.
        E::Call(c) => {
            let name = match &*c.func {
                E::Path(p) => rust_path_string(&p.path),
                _ => return unsupported("function call"),
            };
            let short = match name.as_str() {
                "min" | "cmp::min" | "std::cmp::min" | "core::cmp::min" => "min",
                "max" | "cmp::max" | "std::cmp::max" | "core::cmp::max" => "max",
                _ => return unsupported("function call"),
            };
            let args = c
                .args
                .iter()
                .map(|a| eval_rust_expr(a, env))
                .collect::<Result<Vec<_>, _>>()?;
            if args.len() != 2 {
                return unsupported("function call");
            }
            call_builtin(short, args, &rust_text(e))
        }
        E::MethodCall(m) => {
            let recv = eval_rust_expr(&m.receiver, env)?;
            let args = m
                .args
                .iter()
                .map(|a| eval_rust_expr(a, env))
                .collect::<Result<Vec<_>, _>>()?;
            let t = rust_text(e);
            match (m.method.to_string().as_str(), args.len()) {
                ("min", 1) => call_builtin("min", vec![recv, args[0].clone()], &t),
                ("max", 1) => call_builtin("max", vec![recv, args[0].clone()], &t),
                ("abs", 0) => call_builtin("abs", vec![recv], &t),
                ("pow" | "powi" | "powf", 1) => match (&recv, &args[0]) {
                    (Value::Int(b), Value::Int(x)) if (0..=u32::MAX as i128).contains(x) => b
                        .checked_pow(*x as u32)
                        .map(Value::Int)
                        .ok_or_else(|| EvalError::Overflow(t.clone())),
                    _ => match (recv.as_f64(), args[0].as_f64()) {
                        (Some(b), Some(x)) => Ok(Value::Float(b.powf(x))),
                        _ => unsupported("method call"),
                    },
                },
                _ => unsupported("method call"),
            }
        }
        E::Struct(_) => unsupported("struct literal"),
        E::Index(_) => unsupported("indexing"),
        E::Repeat(_) => unsupported("array repeat"),
        _ => unsupported("expression"),
    }
}

fn block_value(b: &syn::Block) -> Option<&syn::Expr> {
    match b.stmts.as_slice() {
        [syn::Stmt::Expr(e, None)] => Some(e),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn py(s: &str) -> Result<Value, EvalError> {
        let env = |n: &str| match n {
            "_MAX_TAIL_MESSAGE_FLOOR" => Some(Value::Int(8)),
            "self.protect_last_n" => Some(Value::Int(20)),
            "CFG" => Some(Value::Map(vec![("a".into(), Value::Int(3))])),
            _ => None,
        };
        eval_python(s, &env)
    }

    #[test]
    fn python_constant_forms() {
        assert_eq!(py("20_000").unwrap(), Value::Int(20000));
        assert_eq!(py("8 * 1024").unwrap(), Value::Int(8192));
        assert_eq!(py("2 ** 20").unwrap(), Value::Int(1048576));
        assert_eq!(py("60 * 5").unwrap(), Value::Int(300));
        assert_eq!(py("-3").unwrap(), Value::Int(-3));
        assert_eq!(
            py("(1, 2.5, 'a')").unwrap(),
            Value::List(vec![
                Value::Int(1),
                Value::Float(2.5),
                Value::Str("a".into())
            ])
        );
        assert_eq!(py("'ab' 'cd' + 'e'").unwrap(), Value::Str("abcde".into()));
        assert_eq!(py("0x10 | 1").unwrap(), Value::Int(17));
    }

    #[test]
    fn python_semantics_for_division_and_modulo() {
        assert_eq!(py("7 // 2").unwrap(), Value::Int(3));
        assert_eq!(py("-7 // 2").unwrap(), Value::Int(-4));
        assert_eq!(py("-7 % 3").unwrap(), Value::Int(2));
        assert_eq!(py("7 % -3").unwrap(), Value::Int(-2));
        assert_eq!(py("7 / 2").unwrap(), Value::Float(3.5));
        assert_eq!(py("2 ** -1").unwrap(), Value::Float(0.5));
        assert!(matches!(py("1 // 0"), Err(EvalError::DivisionByZero(_))));
        assert_eq!(py("'ab' * 3").unwrap(), Value::Str("ababab".into()));
        assert!(matches!(
            py("'a' * 10 ** 12"),
            Err(EvalError::Unsupported(_))
        ));
        assert!(matches!(py("2 ** 10 ** 9"), Err(EvalError::Overflow(_))));
    }

    #[test]
    fn formula_with_env_names() {
        assert_eq!(
            py("max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))").unwrap(),
            Value::Int(8)
        );
        assert_eq!(py("1 < 2 < 3").unwrap(), Value::Bool(true));
        assert_eq!(py("1 < 3 < 2").unwrap(), Value::Bool(false));
        assert_eq!(py("0 or 5").unwrap(), Value::Int(5));
        assert_eq!(py("1 and 0").unwrap(), Value::Int(0));
        assert_eq!(py("not 0").unwrap(), Value::Bool(true));
        assert_eq!(py("'x' if 2 > 1 else 'y'").unwrap(), Value::Str("x".into()));
        assert_eq!(py("round(2.5)").unwrap(), Value::Int(2));
        assert_eq!(py("round(3.5)").unwrap(), Value::Int(4));
        assert_eq!(
            py("int(7.9) + abs(-2) + len('abc')").unwrap(),
            Value::Int(12)
        );
        assert_eq!(py("float(3)").unwrap(), Value::Float(3.0));
        assert_eq!(py("CFG['a'] * 2").unwrap(), Value::Int(6));
    }

    #[test]
    fn unsupported_constructs_are_named() {
        assert_eq!(py("nope + 1"), Err(EvalError::UnknownName("nope".into())));
        let e = py("[x for x in y]").unwrap_err().to_string();
        assert_eq!(e, "unsupported construct: comprehension `[x for x in y]`");
        let e = py("foo(1)").unwrap_err().to_string();
        assert_eq!(e, "unsupported construct: call of `foo` in `foo(1)`");
        assert!(matches!(py("f'{x}'"), Err(EvalError::Unsupported(_))));
        assert!(matches!(py("1 +"), Err(EvalError::Syntax { .. })));
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let deep = format!("{}1{}", "(".repeat(150), ")".repeat(150));
        assert_eq!(py(&deep).unwrap(), Value::Int(1));
        let long = format!("1{}", " + 1".repeat(5000));
        let e = py(&long).unwrap_err().to_string();
        assert!(
            e.starts_with("unsupported construct: expression nested deeper than 200 levels"),
            "{e}"
        );
        // The guard is released: a normal expression still works afterwards.
        assert_eq!(py("2 * 3").unwrap(), Value::Int(6));
    }

    #[test]
    fn rust_forms() {
        let env = |n: &str| (n == "KB").then_some(Value::Int(1024));
        assert_eq!(eval_rust("8 * KB", &env).unwrap(), Value::Int(8192));
        assert_eq!(eval_rust("1 << 20", &env).unwrap(), Value::Int(1 << 20));
        assert_eq!(eval_rust("-7 / 2", &env).unwrap(), Value::Int(-3));
        assert_eq!(eval_rust("-7 % 3", &env).unwrap(), Value::Int(-1));
        assert_eq!(
            eval_rust("64 * 1024usize", &env).unwrap(),
            Value::Int(65536)
        );
        assert_eq!(
            eval_rust("u32::MAX as u64", &env).unwrap(),
            Value::Int(4294967295)
        );
        assert_eq!(
            eval_rust("1_000_000_000u64", &env).unwrap(),
            Value::Int(1_000_000_000)
        );
        assert_eq!(eval_rust("\"a\"", &env).unwrap(), Value::Str("a".into()));
        assert_eq!(
            eval_rust("(usize::BITS / 8) as usize", &env).unwrap(),
            Value::Int(8)
        );
        assert_eq!(
            eval_rust("&[1, 2]", &env).unwrap(),
            Value::List(vec![Value::Int(1), Value::Int(2)])
        );
        assert_eq!(eval_rust("0.5f32", &env).unwrap(), Value::Float(0.5));
        assert_eq!(
            eval_rust("Duration::from_secs(3)", &env)
                .unwrap_err()
                .to_string(),
            "unsupported construct: function call `Duration::from_secs(3)`"
        );
        assert_eq!(eval_rust("Some(8 * KB)", &env).unwrap(), Value::Int(8192));
        assert_eq!(eval_rust("None", &env).unwrap(), Value::None);
        assert_eq!(
            eval_rust("MISSING", &env),
            Err(EvalError::UnknownName("MISSING".into()))
        );
    }
}
