//! Folding Python constant expressions.

#[allow(unused_imports)]
use super::*;

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
pub(crate) fn py_name_path(e: &Expr) -> Option<String> {
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
    // A tuple's, list's or set's items, each folded.
    let all = |xs: &[Expr]| -> Result<Vec<Value>, EvalError> {
        xs.iter().map(|x| eval_py_expr(x, src, env)).collect()
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
        Expr::Tuple(t) => bounded(Value::List(all(&t.elts)?), &|| text_of(src, e).to_string()),
        Expr::List(t) => bounded(Value::List(all(&t.elts)?), &|| text_of(src, e).to_string()),
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
            if let Expr::Attribute(m) = &*call.func {
                return method_call(call, m, src, env);
            }
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
        // `b"itsdangerous.Signer"` is text to a reader (docs print it `b'itsdangerous.Signer'`,
        // read the same way): bytes that are not UTF-8 stay unsupported.
        Expr::BytesLiteral(b) => match String::from_utf8(b.value.bytes().collect()) {
            Ok(s) => Ok(Value::Str(s)),
            Err(_) => unsupported("bytes literal that is not UTF-8"),
        },
        Expr::Set(t) => bounded(Value::set_of(all(&t.elts)?), &|| {
            text_of(src, e).to_string()
        }),
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

pub(crate) fn builtin_name(name: &str) -> Option<Value> {
    match name {
        "True" => Some(Value::Bool(true)),
        "False" => Some(Value::Bool(false)),
        "None" => Some(Value::None),
        _ => None,
    }
}

/// A method call folding understands: a string's case and whitespace methods (`"false".lower()`),
/// and a mapping's `get(key, fallback)`. The mapping a setting is read from at run time (a
/// config file's `self.flargs.get("style", "sphinx")`) is unknown here, and its fallback is the
/// value the setting has when nothing sets it: its default.
fn method_call(
    call: &ast::ExprCall,
    m: &ast::ExprAttribute,
    src: &str,
    env: Env,
) -> Result<Value, EvalError> {
    let t = || text_of(src, call).to_string();
    let args = &call.arguments.args;
    if !call.arguments.keywords.is_empty() || args.iter().any(|a| matches!(a, Expr::Starred(_))) {
        return Err(EvalError::Unsupported(format!("method call `{}`", t())));
    }
    match (m.attr.as_str(), args.len()) {
        ("lower" | "upper" | "strip" | "lstrip" | "rstrip", 0) => {
            let Value::Str(s) = eval_py_expr(&m.value, src, env)? else {
                return Err(EvalError::Unsupported(format!("method call `{}`", t())));
            };
            Ok(Value::Str(match m.attr.as_str() {
                "lower" => s.to_lowercase(),
                "upper" => s.to_uppercase(),
                "strip" => s.trim().to_string(),
                "lstrip" => s.trim_start().to_string(),
                _ => s.trim_end().to_string(),
            }))
        }
        ("get", 2) if matches!(args[0], Expr::StringLiteral(_)) => {
            match eval_py_expr(&m.value, src, env) {
                Ok(Value::Map(map)) => {
                    let key = eval_py_expr(&args[0], src, env)?;
                    match index(&Value::Map(map), &key, &t()) {
                        Err(EvalError::UnknownName(_)) => eval_py_expr(&args[1], src, env),
                        found => found,
                    }
                }
                // `self.flargs`, `config`: a mapping filled at run time.
                Err(EvalError::UnknownName(_)) if py_name_path(&m.value).is_some() => {
                    eval_py_expr(&args[1], src, env)
                }
                Ok(other) => Err(EvalError::Type(format!(
                    "get on {} in `{}`",
                    other.type_name(),
                    t()
                ))),
                Err(e) => Err(e),
            }
        }
        _ => Err(EvalError::Unsupported(format!("method call `{}`", t()))),
    }
}
