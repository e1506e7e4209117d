//! Folding Rust constant expressions.

#[allow(unused_imports)]
use super::*;

/// Source-like text of a syn node for messages (token streams print `a :: b ()`).
pub(crate) fn rust_text(e: &impl quote::ToTokens) -> String {
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

pub(crate) fn rust_builtin_path(path: &str) -> Option<Value> {
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
        // `NonZeroU8::MIN`, `NonZeroUsize::MAX`: the smallest non-zero unsigned value is 1.
        (nz, "MIN") if nz.starts_with("NonZeroU") => 1,
        (nz, "MAX") if nz.starts_with("NonZero") => {
            let inner = nz.strip_prefix("NonZero")?.to_ascii_lowercase();
            return rust_builtin_path(&format!("{inner}::MAX"));
        }
        _ => return None,
    };
    Some(Value::Int(v))
}

/// `Duration::from_millis` and its kin (any path ending in `Duration::from_*`): how many of
/// the argument's units make a second; `None` for any other function.
pub(crate) fn duration_ctor(path: &str) -> Option<u32> {
    let (ty, f) = path.rsplit_once("::")?;
    if !(ty == "Duration" || ty.ends_with("::Duration")) {
        return None;
    }
    Some(match f {
        "from_secs" | "from_secs_f64" | "from_secs_f32" => 1,
        "from_millis" => 1_000,
        "from_micros" => 1_000_000,
        "from_nanos" => 1_000_000_000,
        _ => return None,
    })
}

/// A duration in seconds: an integer when it is whole, else a float.
pub(crate) fn duration_seconds(v: Value, per_second: u32, t: &str) -> Result<Value, EvalError> {
    let per = i128::from(per_second);
    match v {
        Value::Int(n) if n % per == 0 => Ok(Value::Int(n / per)),
        Value::Int(n) => Ok(Value::Float(n as f64 / per as f64)),
        Value::Float(f) => Ok(Value::Float(f / f64::from(per_second))),
        _ => Err(EvalError::Unsupported(format!("function call `{t}`"))),
    }
}

pub(crate) fn rust_path_string(p: &syn::Path) -> String {
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
            // As Python's `b"…"`: UTF-8 byte strings are their text.
            Lit::ByteStr(b) => match String::from_utf8(b.value()) {
                Ok(s) => Ok(Value::Str(s)),
                Err(_) => unsupported("byte string that is not UTF-8"),
            },
            Lit::CStr(_) => unsupported("C string"),
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
        E::Unsafe(u) => match block_value(&u.block) {
            Some(x) => eval_rust_expr(x, env),
            None => unsupported("block with statements"),
        },
        // `match NonZeroU32::new(3) { Some(v) => v, None => unreachable!() }`: a const's
        // unwrap, the scrutinee's value when it is not `None`.
        E::Match(m) if reading_code() && is_const_unwrap(m) => {
            match eval_rust_expr(&m.expr, env)? {
                Value::None => unsupported("expression"),
                v => Ok(v),
            }
        }
        E::Macro(_) => unsupported("macro call"),
        // The calls where Rust and Python forms overlap: min/max/abs/pow.
        E::Call(c) => {
            let name = match &*c.func {
                E::Path(p) => rust_path_string(&p.path),
                _ => return unsupported("function call"),
            };
            // `NonZeroUsize::new(64)` (an `Option`, unwrapped where it is used) and
            // `NonZeroU32::new_unchecked(7)`: the number, as the docs state it.
            if reading_code() && non_zero_ctor(&name) {
                let [arg] = c.args.iter().collect::<Vec<_>>()[..] else {
                    return unsupported("function call");
                };
                return match eval_rust_expr(arg, env)? {
                    Value::Int(0) => Ok(Value::None),
                    v @ Value::Int(_) => Ok(v),
                    _ => unsupported("function call"),
                };
            }
            if let Some(per_second) = duration_ctor(&name).filter(|_| reading_code()) {
                // `Duration::from_secs(10)` is a setting's timeout: read in seconds, the unit
                // docs values compare in ("10 seconds", "200ms").
                let [arg] = c.args.iter().collect::<Vec<_>>()[..] else {
                    return unsupported("function call");
                };
                return duration_seconds(eval_rust_expr(arg, env)?, per_second, &rust_text(e));
            }
            // `default_max()`, `QueueMode::default()`: a zero-argument function whose body
            // folds (or an enum's `#[default]` variant), named as the environment names it.
            if c.args.is_empty() {
                if let Some(v) = env(&format!("{name}()")) {
                    return Ok(v);
                }
            }
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
                // A conversion that keeps the value: object_store's `true.into()` and
                // `Some(Duration::from_secs(30).into())` into its `ConfigValue` wrapper.
                ("into" | "to_owned" | "clone", 0) => Ok(recv),
                // `NonZeroUsize::new(64).unwrap()`: a value known not to be `None`.
                ("unwrap", 0) | ("expect", 1) if reading_code() && recv != Value::None => Ok(recv),
                ("to_string", 0) if matches!(recv, Value::Str(_)) => Ok(recv),
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

/// `NonZeroU32::new` and its kin (`std::num::NonZeroUsize::new_unchecked` too).
fn non_zero_ctor(path: &str) -> bool {
    path.rsplit_once("::").is_some_and(|(ty, f)| {
        matches!(f, "new" | "new_unchecked")
            && ty
                .rsplit("::")
                .next()
                .is_some_and(|t| t.starts_with("NonZero"))
    })
}

/// Two arms, `Some(v) => v` and `None =>` anything: an unwrap written for a `const`.
fn is_const_unwrap(m: &syn::ExprMatch) -> bool {
    let [a, b] = m.arms.as_slice() else {
        return false;
    };
    let some = |arm: &syn::Arm| match (&arm.pat, &*arm.body) {
        (syn::Pat::TupleStruct(t), syn::Expr::Path(body)) => {
            t.path.is_ident("Some")
                && matches!(t.elems.iter().collect::<Vec<_>>()[..],
                    [syn::Pat::Ident(i)] if body.path.is_ident(&i.ident))
        }
        _ => false,
    };
    let none = |arm: &syn::Arm| matches!(&arm.pat, syn::Pat::Ident(i) if i.ident == "None");
    (some(a) && none(b)) || (some(b) && none(a))
}

pub(crate) fn block_value(b: &syn::Block) -> Option<&syn::Expr> {
    match b.stmts.as_slice() {
        [syn::Stmt::Expr(e, None)] => Some(e),
        _ => None,
    }
}
