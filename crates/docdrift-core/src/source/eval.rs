//! Constant folding of Python and Rust expressions into [`Value`]s.
//!
//! Extraction uses it to turn `8 * 1024` or `2 ** 20` into numbers; formula claims use it to
//! evaluate a line like `max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))` with names
//! supplied by the caller's `env`. Python semantics are followed where they differ from Rust's
//! (`//` floors, `%` takes the divisor's sign, `/` always gives a float, `and`/`or` return an
//! operand). Anything outside the supported set is an [`EvalError`] naming the construct —
//! never a guess.

use crate::core::value::Value;
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;
use std::cmp::Ordering;

/// Why an expression could not be folded.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum EvalError {
    /// A construct folding does not support (a call of a non-builtin, a complex number, nesting
    /// deeper than [`MAX_DEPTH`], an over-long repetition), named with its source text.
    #[error("unsupported construct: {0}")]
    Unsupported(String),
    /// A name the caller's environment does not resolve.
    #[error("unknown name `{0}`")]
    UnknownName(String),
    /// An operation on operands of the wrong types (`"a" - 1`), described.
    #[error("type error: {0}")]
    Type(String),
    /// Division or modulo by zero; holds the operation's source text.
    #[error("division by zero in `{0}`")]
    DivisionByZero(String),
    /// Integer overflow beyond what a [`Value`] holds; holds the operation's source text.
    #[error("integer overflow in `{0}`")]
    Overflow(String),
    /// The text does not parse as a Python or Rust expression.
    #[error("cannot parse expression `{expr}`: {msg}")]
    Syntax {
        /// The expression as given.
        expr: String,
        /// The parser's message.
        msg: String,
    },
    /// A built value (list, map, repeated string) over the size limit a constant may have; says how
    /// large.
    #[error("too large to fold: {0}")]
    TooLarge(String),
}

pub(crate) type Env<'a> = &'a dyn Fn(&str) -> Option<Value>;

/// Deepest expression nesting we fold. Generated files can nest far deeper than any human
/// constant; past this we give an error instead of exhausting the stack.
pub const MAX_DEPTH: usize = 200;

thread_local! {
    static DEPTH: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// Set while folding a definition read from source (see [`eval_rust_code`]).
    static IN_CODE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Fold a Rust expression read from source: as [`eval_rust_expr`], and `Duration::from_secs(10)`
/// (and `_millis`, `_micros`, `_nanos`) reads as seconds, the unit a docs value such as "10
/// seconds" compares in. Claim formulas keep calls outside their forms an error.
pub(crate) fn eval_rust_code(e: &syn::Expr, env: Env) -> Result<Value, EvalError> {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            IN_CODE.with(|c| c.set(self.0));
        }
    }
    let _reset = Reset(IN_CODE.with(|c| c.replace(true)));
    eval_rust_expr(e, env)
}

pub(crate) fn reading_code() -> bool {
    IN_CODE.with(|c| c.get())
}

mod ops;
mod py_expr;
mod rust_expr;
#[allow(unused_imports)]
pub use ops::*;
#[allow(unused_imports)]
pub use py_expr::*;
#[allow(unused_imports)]
pub use rust_expr::*;

/// Counts evaluation depth for the current thread; dropping it leaves the level.
pub(crate) struct DepthGuard;

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

/// Largest string or list a repetition may build: a constant, not a memory bomb.
const MAX_REPEAT_LEN: usize = 1 << 22;

// ---------------------------------------------------------------- Rust

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
    fn sets_fold_to_one_canonical_order() {
        let set =
            |items: &[&str]| Value::List(items.iter().map(|s| Value::Str(s.to_string())).collect());
        assert_eq!(
            py("frozenset(('https', 'http', 'http'))").unwrap(),
            set(&["http", "https"])
        );
        assert_eq!(py("{'b', 'a'}").unwrap(), set(&["a", "b"]));
        assert_eq!(py("set()").unwrap(), set(&[]));
        // A list keeps its order.
        assert_eq!(py("['b', 'a']").unwrap(), set(&["b", "a"]));
    }

    #[test]
    fn string_methods_and_a_mappings_get_with_its_fallback() {
        assert_eq!(
            py("str('False').lower() == 'true'").unwrap(),
            Value::Bool(false)
        );
        assert_eq!(py("' x '.strip().upper()").unwrap(), Value::Str("X".into()));
        // A mapping filled at run time: its fallback is the default.
        assert_eq!(
            py("int(self.flargs.get('tab-width', 1))").unwrap(),
            Value::Int(1)
        );
        // A known mapping is looked up, its fallback only used for a missing key.
        assert_eq!(py("CFG.get('a', 9)").unwrap(), Value::Int(3));
        assert_eq!(py("CFG.get('b', 9)").unwrap(), Value::Int(9));
        // Not a name: a call's result has no known keys.
        assert!(py("load().get('a', 9)").is_err());
        assert!(py("(1).lower()").is_err());
        assert!(py("x.get(key, 9)").is_err());
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
        // In a claim formula a duration is a call outside the forms; read from source it
        // is seconds, the unit docs values compare in.
        assert_eq!(
            eval_rust("Duration::from_secs(3)", &env)
                .unwrap_err()
                .to_string(),
            "unsupported construct: function call `Duration::from_secs(3)`"
        );
        let code = |t: &str| eval_rust_code(&syn::parse_str(t).unwrap(), &env);
        assert_eq!(code("Duration::from_secs(3)").unwrap(), Value::Int(3));
        // `NonZero*` constants as their number, in their const and unwrapped forms.
        for (src, want) in [
            ("NonZeroUsize::new(64).unwrap()", Value::Int(64)),
            (
                "std::num::NonZeroU32::new(8).expect(\"non-zero\")",
                Value::Int(8),
            ),
            (
                "match NonZeroU32::new(3) { Some(v) => v, None => unreachable!() }",
                Value::Int(3),
            ),
            ("unsafe { NonZeroU16::new_unchecked(7) }", Value::Int(7)),
            ("NonZeroU8::MIN", Value::Int(1)),
            ("NonZeroU16::MAX", Value::Int(65535)),
            ("NonZeroU32::new(0)", Value::None),
        ] {
            assert_eq!(code(src).unwrap(), want, "{src}");
        }
        assert!(code("NonZeroU32::new(0).unwrap()").is_err());
        assert!(eval_rust("NonZeroU32::new(3)", &env).is_err());
        assert_eq!(
            code("std::time::Duration::from_millis(250)").unwrap(),
            Value::Float(0.25)
        );
        assert_eq!(
            code("Duration::from_millis(2 * 1000)").unwrap(),
            Value::Int(2)
        );
        assert_eq!(
            code("Duration::from_secs(\"a\")").unwrap_err().to_string(),
            "unsupported construct: function call `Duration::from_secs(\"a\")`"
        );
        assert_eq!(
            code("Instant::from_secs(3)").unwrap_err().to_string(),
            "unsupported construct: function call `Instant::from_secs(3)`"
        );
        // Only for the fold it was asked for.
        assert!(eval_rust("Duration::from_secs(3)", &env).is_err());
        assert_eq!(eval_rust("Some(8 * KB)", &env).unwrap(), Value::Int(8192));
        assert_eq!(eval_rust("None", &env).unwrap(), Value::None);
        assert_eq!(
            eval_rust("MISSING", &env),
            Err(EvalError::UnknownName("MISSING".into()))
        );
    }
}
