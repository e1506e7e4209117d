//! Read docs text the way a human reads it, and compare it with a code value.
//!
//! Docs say `20,000`, `20%`, `1.5×`, `8 KiB`, `30s`, `5 minutes` or
//! `enabled`; code says `20000`, `0.2`, `1.5`, `8192`, `30`, `300`, `True`.
//! [`parse_docs_value`] turns the docs text into one or more [`Reading`]s —
//! several when the text is ambiguous (`20%` is 0.2 as a fraction or 20 as a
//! number; `64 KB` is 64000 or 65536) — and [`compare`] says which reading
//! matched, so a report can show both raw texts, both parsed values and the
//! reading that made them agree (or that none did).
//!
//! Reading lives in `compare/read.rs` (units, booleans, chars, number words)
//! and `compare/number.rs` (how a number is written: separators, radix, Rust
//! suffixes, exact integers); this file holds the types and the comparison.

use crate::core::value::Value;
use serde::{Deserialize, Serialize};
use std::fmt;

mod number;
mod read;
pub use read::parse_docs_value;

/// What scan reads from an empty cell of a table that marks its other rows (a features
/// table's "Default?" column, ✔ or nothing): off.
pub(crate) const UNMARKED_CELL: &str = "(unmarked)";

/// The number a docs text opens with, as the readings parse it (`1,000`, `1_000`, `1e3`), and
/// the text after it (its unit).
pub(crate) fn leading_number(s: &str) -> Option<(f64, String)> {
    number::split_number(s).map(|(n, rest)| (n.f, rest))
}

/// How to compare: `code OP docs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Op {
    /// The values are equal (numbers numerically).
    #[default]
    #[serde(rename = "equal")]
    Equal,
    /// The values differ.
    #[serde(rename = "not-equal")]
    NotEqual,
    /// The code value is at most the docs value.
    #[serde(rename = "<=")]
    Le,
    /// The code value is at least the docs value.
    #[serde(rename = ">=")]
    Ge,
    /// The code value is less than the docs value.
    #[serde(rename = "<")]
    Lt,
    /// The code value is greater than the docs value.
    #[serde(rename = ">")]
    Gt,
}

impl Op {
    /// The canonical spelling used in claims files and reports (`equal`, `not-equal`, `<=`, …).
    pub fn as_str(&self) -> &'static str {
        match self {
            Op::Equal => "equal",
            Op::NotEqual => "not-equal",
            Op::Le => "<=",
            Op::Ge => ">=",
            Op::Lt => "<",
            Op::Gt => ">",
        }
    }

    /// Parse the spelling used in claims files (`equal`, `==`, `<=`, …).
    pub fn parse(s: &str) -> Option<Op> {
        Some(match s.trim() {
            "equal" | "==" | "=" | "eq" => Op::Equal,
            "not-equal" | "!=" | "ne" => Op::NotEqual,
            "<=" | "le" => Op::Le,
            ">=" | "ge" => Op::Ge,
            "<" | "lt" => Op::Lt,
            ">" | "gt" => Op::Gt,
            _ => return None,
        })
    }
}

/// A unit the docs text carried.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    /// The text had `%` (e.g. `20%`): read as the fraction 0.2 or the number 20.
    Percent,
    /// The text had `×`, `x` or `times` (e.g. `1.5×`): read as the factor.
    Multiplier,
    /// The text had a size unit (`KB`, `KiB`, `MB`, …): the value is in bytes.
    Bytes,
    /// The text had a duration (`30s`, `5 minutes`): the value is in seconds.
    Seconds,
}

/// One way to read a docs text as a value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reading {
    /// The value this reading yields, in base units (bytes, seconds, fractions).
    pub value: Value,
    /// Human description: `percent as fraction (20% = 0.2)`, `KB as 1000`, …
    pub how: String,
    /// The unit the docs text carried, `None` for a bare number, word or string.
    pub unit: Option<Unit>,
}

/// A docs text and every reasonable reading of it, most likely first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocsValue {
    /// The docs text as read from the page or claim, before parsing.
    pub raw: String,
    /// Every plausible reading, most likely first; text that reads as no number, size, duration or
    /// boolean gets one string reading.
    pub readings: Vec<Reading>,
    /// Said when the text is ambiguous (`KB` may be 1000 or 1024).
    pub note: Option<String>,
}

impl DocsValue {
    /// The first reading's value, rendered (for one-line reports).
    pub fn primary(&self) -> String {
        self.readings
            .first()
            .map(|r| r.value.to_string())
            .unwrap_or_default()
    }
}

impl fmt::Display for DocsValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .readings
            .iter()
            .map(|r| format!("{} ({})", r.value, r.how))
            .collect();
        write!(f, "{}", parts.join(" or "))
    }
}

/// The unit the code value is in, when the code does not use base units
/// (bytes, seconds, fractions). Set per claim (`unit = "ms"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CodeUnit {
    /// The code uses base units: seconds, bytes, fractions (`0.2` for 20%).
    #[default]
    Base,
    /// Milliseconds (divided by 1000 before comparing).
    Ms,
    /// Minutes (times 60).
    Minutes,
    /// Hours (times 3600).
    Hours,
    /// KiB (times 1024).
    Kib,
    /// MiB (times 1024²).
    Mib,
    /// The code stores a percentage as a number (20 means 20%).
    Percent,
}

impl CodeUnit {
    /// Parse a claim's `unit` (`ms`, `minutes`, `kib`, `percent`, …, case-insensitive); `None` for
    /// an unknown unit.
    pub fn parse(s: &str) -> Option<CodeUnit> {
        Some(match s.trim().to_ascii_lowercase().as_str() {
            "" | "base" | "s" | "seconds" | "bytes" | "fraction" => CodeUnit::Base,
            "ms" | "milliseconds" => CodeUnit::Ms,
            "min" | "minutes" => CodeUnit::Minutes,
            "h" | "hours" => CodeUnit::Hours,
            "kib" => CodeUnit::Kib,
            "mib" => CodeUnit::Mib,
            "percent" | "%" => CodeUnit::Percent,
            _ => return None,
        })
    }

    /// Convert a code number to base units.
    fn to_base(self, x: f64) -> f64 {
        match self {
            CodeUnit::Base => x,
            CodeUnit::Ms => x / 1000.0,
            CodeUnit::Minutes => x * 60.0,
            CodeUnit::Hours => x * 3600.0,
            CodeUnit::Kib => x * 1024.0,
            CodeUnit::Mib => x * 1024.0 * 1024.0,
            CodeUnit::Percent => x / 100.0,
        }
    }
}

/// Result of comparing one docs value with one code value.
#[derive(Debug, Clone, Serialize)]
pub struct Comparison {
    /// Whether `code OP docs` held for some reading.
    pub agree: bool,
    /// The reading that agreed, or (when none did) the primary reading.
    pub reading: Option<Reading>,
    /// One sentence for the report.
    pub explanation: String,
}

/// Compare `code OP docs`, trying each reading of the docs text.
pub fn compare(docs: &DocsValue, code: &Value, op: Op, unit: CodeUnit) -> Comparison {
    if let Some(c) = quoted_word_against_text(docs, code, op) {
        return c;
    }
    let code_base = to_base(code, unit);
    for r in &docs.readings {
        if holds(&code_base, op, &r.value) {
            let why = if docs.readings.len() > 1 {
                format!("agrees when read as {}", r.how)
            } else {
                format!("agrees ({})", r.how)
            };
            return Comparison {
                agree: true,
                reading: Some(r.clone()),
                explanation: why,
            };
        }
    }
    let tried: Vec<String> = docs
        .readings
        .iter()
        .map(|r| format!("{} ({})", r.value, r.how))
        .collect();
    let op_text = match op {
        Op::Equal => "is not equal to",
        Op::NotEqual => "equals",
        Op::Le => "is not <=",
        Op::Ge => "is not >=",
        Op::Lt => "is not <",
        Op::Gt => "is not >",
    };
    Comparison {
        agree: false,
        reading: docs.readings.first().cloned(),
        explanation: format!(
            "code {} {op_text} docs {}",
            render_code(code, unit),
            tried.join(" or ")
        ),
    }
}

/// A quoted boolean word against a code string (colander's `true_val='true'` in a signature,
/// the code's `true_val='yes'`): two strings, compared as text. Read as booleans, `'true'`
/// and `"yes"` would agree.
fn quoted_word_against_text(docs: &DocsValue, code: &Value, op: Op) -> Option<Comparison> {
    let Value::Str(code_text) = code else {
        return None;
    };
    if op != Op::Equal {
        return None;
    }
    let raw = docs.raw.trim().trim_matches('`').trim();
    let inner = ['\'', '"']
        .into_iter()
        .find_map(|q| raw.strip_prefix(q)?.strip_suffix(q))
        .filter(|i| !i.contains(['\'', '"']))?;
    let is_word = |t: &str| read::parse_bool(t.trim()).is_some();
    if !is_word(inner) && !is_word(code_text) {
        return None;
    }
    let agree = inner.trim().eq_ignore_ascii_case(code_text.trim());
    let reading = Reading {
        value: Value::Str(inner.to_string()),
        how: format!("quoted text ({raw})"),
        unit: None,
    };
    Some(Comparison {
        agree,
        explanation: if agree {
            format!("agrees ({})", reading.how)
        } else {
            format!("code {code} is not equal to docs {raw} (two strings, compared as text)")
        },
        reading: Some(reading),
    })
}

fn render_code(code: &Value, unit: CodeUnit) -> String {
    match (unit, code.as_f64()) {
        (CodeUnit::Base, _) | (_, None) => code.to_string(),
        (u, Some(_)) => format!("{code} ({} in base units)", to_base(code, u)),
    }
}

fn to_base(code: &Value, unit: CodeUnit) -> Value {
    match (unit, code) {
        (CodeUnit::Base, _) => code.clone(),
        // Whole factors keep integers exact; only ms and percent divide.
        (CodeUnit::Minutes, v) => scale(v, 60.0),
        (CodeUnit::Hours, v) => scale(v, 3600.0),
        (CodeUnit::Kib, v) => scale(v, 1024.0),
        (CodeUnit::Mib, v) => scale(v, 1024.0 * 1024.0),
        (u, v) => match v.as_f64() {
            Some(x) => number_value(&u.to_base(x)),
            None => v.clone(),
        },
    }
}

/// `v * mult`, exactly when `v` is an integer and `mult` a whole number (8 KiB = 8192,
/// not 8192.0), through `f64` otherwise.
fn scale(v: &Value, mult: f64) -> Value {
    if let Some((neg, mag)) = v.as_sign_magnitude() {
        if mult >= 1.0 && mult.fract() == 0.0 && mult < 1e18 {
            if let Some(exact) = mag
                .checked_mul(mult as u128)
                .and_then(|m| Value::from_sign_magnitude(neg, m))
            {
                return exact;
            }
        }
    }
    match v.as_f64() {
        Some(x) => number_value(&(x * mult)),
        None => v.clone(),
    }
}

fn holds(code: &Value, op: Op, docs: &Value) -> bool {
    // A code string that reads as a number/bool ("30s" in YAML) compares as one.
    if let Value::Str(s) = code {
        if !matches!(docs, Value::Str(_)) {
            // Only the non-text readings: a text reading is the string again,
            // and recursing on it never ends (a stack overflow on any string
            // setting compared with a number).
            let parsed = parse_docs_value(s);
            return parsed
                .readings
                .iter()
                .filter(|r| !matches!(r.value, Value::Str(_)))
                .any(|r| holds(&r.value, op, docs));
        }
    }
    if let Some(held) = non_finite_holds(code, op, docs) {
        return held;
    }
    if op == Op::Equal || op == Op::NotEqual {
        let eq = match (code.as_f64(), docs.as_f64()) {
            // Integers compare exactly: 1879048186 is not 1879048187, however
            // close as floats, at any size up to u128::MAX. The tolerance is for
            // values that went through floating point (20% → 0.2, 1.5×).
            _ if code.is_int() && docs.is_int() => code == docs,
            // An integer past 2^53 against a float: only the exact same number agrees
            // (a float is no tolerance for a 20-digit integer).
            _ if is_big_int(code) || is_big_int(docs) => code == docs,
            (Some(a), Some(b)) => approx_eq(a, b),
            _ => match (code, docs) {
                // Whitespace is layout in a sentence but the whole value in `' '`
                // against `''` (w3lib's replace_tags token): exact there.
                (Value::Str(a), Value::Str(b)) if a.trim().is_empty() || b.trim().is_empty() => {
                    a == b
                }
                (Value::Str(a), Value::Str(b)) => norm_str(a) == norm_str(b),
                _ => code == docs,
            },
        };
        return eq == (op == Op::Equal);
    }
    if let Some(o) = code.int_cmp(docs) {
        use std::cmp::Ordering::*;
        return match op {
            Op::Le => o != Greater,
            Op::Ge => o != Less,
            Op::Lt => o == Less,
            Op::Gt => o == Greater,
            Op::Equal | Op::NotEqual => unreachable!("handled above"),
        };
    }
    match (code.as_f64(), docs.as_f64()) {
        (Some(a), Some(b)) => match op {
            Op::Le => a <= b || approx_eq(a, b),
            Op::Ge => a >= b || approx_eq(a, b),
            Op::Lt => a < b && !approx_eq(a, b),
            Op::Gt => a > b && !approx_eq(a, b),
            Op::Equal | Op::NotEqual => unreachable!("handled above"),
        },
        _ => false,
    }
}

/// The verdict when either side is a float that is not a finite number: an
/// infinity (`float("inf")`, or a literal such as `1e400` that overflowed `f64`)
/// or a NaN. `None` when both sides are finite (or not numbers).
///
/// The reading, documented in docs/reliability.md: a non-finite number is never
/// *equal* to anything, itself included — `1e400` and `1e999` are both `inf` as
/// floats but are not the same number, and NaN is not a number at all. An
/// infinity is unequal to, and orders correctly against, a finite number (an
/// overflowed literal keeps its sign, so `8 <= 1e400` holds); two infinities or a
/// NaN never compare, so no operator holds and the claim is `disagree`.
fn non_finite_holds(code: &Value, op: Op, docs: &Value) -> Option<bool> {
    let non_finite = |v: &Value| matches!(v, Value::Float(x) if !x.is_finite());
    if !non_finite(code) && !non_finite(docs) {
        return None;
    }
    if matches!(code, Value::Float(x) if x.is_nan())
        || matches!(docs, Value::Float(x) if x.is_nan())
    {
        return Some(false);
    }
    let (Some(a), Some(b)) = (code.as_f64(), docs.as_f64()) else {
        // An infinity against text, a bool, a list, …: never equal.
        return Some(op == Op::NotEqual);
    };
    if a.is_infinite() && b.is_infinite() {
        return Some(false);
    }
    // One side is an infinity, the other finite: unequal, and ordered by the sign.
    Some(match op {
        Op::Equal => false,
        Op::NotEqual => true,
        Op::Le | Op::Lt => a < b,
        Op::Ge | Op::Gt => a > b,
    })
}

/// An integer too large for every `f64` near it to be a distinct integer.
fn is_big_int(v: &Value) -> bool {
    v.as_sign_magnitude().is_some_and(|(_, m)| m >= 1u128 << 53)
}

/// Equal within a relative 1e-9, for values that went through floating point.
/// Finite numbers only: `inf - 8` is `inf`, which is "within" `1e-9 * inf`, so an
/// infinity would equal every number (and NaN fails every comparison anyway).
fn approx_eq(a: f64, b: f64) -> bool {
    a.is_finite() && b.is_finite() && (a == b || (a - b).abs() <= 1e-9 * a.abs().max(b.abs()))
}

fn norm_str(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// An integer when the number is whole, a float otherwise.
fn number_value(x: &f64) -> Value {
    if x.fract() == 0.0 && x.abs() < 9.0e15 {
        Value::Int(*x as i128)
    } else {
        Value::Float(*x)
    }
}

fn fmt_num(x: f64) -> String {
    number_value(&x).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn agree(docs: &str, code: Value) -> Comparison {
        compare(&parse_docs_value(docs), &code, Op::Equal, CodeUnit::Base)
    }

    #[test]
    fn a_text_code_value_against_a_number_ends() {
        // Used to recurse forever: "ssh" parsed as text, compared again, …
        assert!(!agree("1", Value::Str("ssh".into())).agree);
        assert!(!agree("true", Value::Str("Text for a locale key.".into())).agree);
        assert!(agree("30", Value::Str("30s".into())).agree);
    }

    #[test]
    fn whitespace_is_the_whole_value_of_a_blank_string() {
        // w3lib's replace_tags: the docs say `token: str = ''`, the code says " ".
        assert!(!agree("''", Value::Str(" ".into())).agree);
        assert!(!agree("' '", Value::Str(String::new())).agree);
        assert!(agree("' '", Value::Str(" ".into())).agree);
        assert!(agree("''", Value::Str(String::new())).agree);
        // Layout whitespace inside a sentence still does not count.
        assert!(agree("a  b", Value::Str("a b".into())).agree);
    }

    #[test]
    fn a_tuple_of_escaped_strings_is_a_list_of_their_chars() {
        let s = |t: &str| Value::Str(t.into());
        let code = Value::List(vec![s("\n"), s("\t"), s("\r")]);
        assert!(agree(r"('\n', '\t', '\r')", code.clone()).agree);
        let fewer = Value::List(vec![s("\n"), s("\t")]);
        assert!(!agree(r"('\n', '\t', '\r')", fewer).agree);
        assert!(agree(r"['\x41', '\\']", Value::List(vec![s("A"), s("\\")])).agree);
        // An escape not read (`\N{…}`) is no list reading, so no agreement by guess.
        assert!(!agree(r"('\N{DASH}',)", Value::List(vec![s("-")])).agree);
    }

    #[test]
    fn thousands_separators_and_underscores() {
        assert!(agree("20,000", Value::Int(20000)).agree);
        assert!(agree("500,000.", Value::Int(500_000)).agree);
        assert!(agree("1,234,567", Value::Int(1_234_567)).agree);
        assert!(!agree("20,000", Value::Int(20)).agree);
        // "1,5" is not a thousands group: the number stops at 1.
        assert_eq!(parse_docs_value("1,5").readings[0].how, "text");
    }

    #[test]
    fn percent_reads_both_ways_and_says_which_matched() {
        let c = agree("20%", Value::Float(0.2));
        assert!(c.agree);
        assert_eq!(
            c.explanation,
            "agrees when read as percent as fraction (20% = 0.2)"
        );
        let c = agree("20%", Value::Int(20));
        assert!(c.agree);
        assert!(c.explanation.contains("percent as number"));
        let c = agree("20%", Value::Float(0.25));
        assert!(!c.agree);
        assert_eq!(
            c.explanation,
            "code 0.25 is not equal to docs 0.2 (percent as fraction (20% = 0.2)) or 20 (percent as number (20% = 20))"
        );
    }

    #[test]
    fn multiplier_and_sizes() {
        assert!(agree("1.5×", Value::Float(1.5)).agree);
        assert!(agree("1.5x", Value::Float(1.5)).agree);
        assert!(agree("8 KiB", Value::Int(8192)).agree);
        assert!(!agree("8 KiB", Value::Int(8000)).agree);
        assert!(agree("2 MiB", Value::Int(2 * 1024 * 1024)).agree);
        let kb = parse_docs_value("64 KB");
        assert_eq!(kb.readings.len(), 2);
        assert!(kb.note.as_deref().unwrap().contains("ambiguous"));
        assert!(agree("64 KB", Value::Int(65536)).agree);
        assert!(agree("64 KB", Value::Int(64000)).agree);
        assert!(!agree("64 KB", Value::Int(64)).agree);
    }

    #[test]
    fn durations_against_seconds_and_other_code_units() {
        assert!(agree("30s", Value::Int(30)).agree);
        assert!(!agree("30s", Value::Int(60)).agree);
        assert!(agree("5 minutes", Value::Int(300)).agree);
        let ms = compare(
            &parse_docs_value("30 seconds"),
            &Value::Int(30_000),
            Op::Equal,
            CodeUnit::Ms,
        );
        assert!(ms.agree, "{}", ms.explanation);
        // Code strings that read as durations ("30s" in YAML) compare as durations.
        assert!(agree("30 seconds", Value::Str("30s".into())).agree);
    }

    #[test]
    fn booleans_none_words_and_text() {
        assert!(agree("enabled", Value::Bool(true)).agree);
        assert!(agree("✓", Value::Bool(true)).agree);
        assert!(agree("✗", Value::Bool(false)).agree);
        assert!(agree("`yes`", Value::Bool(true)).agree);
        // Quoted, against a code string, a boolean word is text (colander's `true_val`).
        assert!(!agree("'true'", Value::Str("yes".into())).agree);
        assert!(agree("'true'", Value::Str("true".into())).agree);
        assert!(!agree("'yes'", Value::Str("on".into())).agree);
        assert!(agree("'true'", Value::Bool(true)).agree);
        assert!(agree("true", Value::Str("yes".into())).agree);
        assert!(agree("disabled", Value::Bool(false)).agree);
        assert!(!agree("enabled", Value::Int(1)).agree);
        assert!(agree("null", Value::None).agree);
        assert!(agree("three", Value::Int(3)).agree);
        assert!(agree("`gpt-5`", Value::Str("gpt-5".into())).agree);
        assert!(agree("a  b", Value::Str("a b".into())).agree);
    }

    #[test]
    fn ordering_ops_compare_code_to_docs() {
        let d = parse_docs_value("20");
        assert!(compare(&d, &Value::Int(8), Op::Le, CodeUnit::Base).agree);
        assert!(!compare(&d, &Value::Int(8), Op::Ge, CodeUnit::Base).agree);
        assert!(compare(&d, &Value::Int(20), Op::Ge, CodeUnit::Base).agree);
        assert!(!compare(&d, &Value::Int(20), Op::Gt, CodeUnit::Base).agree);
        assert!(compare(&d, &Value::Int(8), Op::NotEqual, CodeUnit::Base).agree);
    }

    #[test]
    fn large_integers_compare_exactly() {
        assert!(!agree("1879048187", Value::Int(1_879_048_186)).agree);
        assert!(agree("1,879,048,186", Value::Int(1_879_048_186)).agree);
        let d = parse_docs_value("1879048187");
        assert!(compare(&d, &Value::Int(1_879_048_186), Op::Lt, CodeUnit::Base).agree);
        assert!(!compare(&d, &Value::Int(1_879_048_187), Op::Lt, CodeUnit::Base).agree);
        // Through floating point, the tolerance still applies.
        assert!(agree("0.3", Value::Float(0.1 + 0.2)).agree);
    }

    #[test]
    fn integers_compare_exactly_at_the_type_limits() {
        let i64_max = Value::Int(i64::MAX as i128);
        let c = agree("9223372036854775806", i64_max.clone());
        assert!(!c.agree, "{}", c.explanation);
        assert_eq!(
            c.explanation,
            "code 9223372036854775807 is not equal to docs 9223372036854775806 (number)"
        );
        for docs in [
            "9223372036854775807",
            "9_223_372_036_854_775_807",
            "9,223,372,036,854,775,807",
            "0x7fff_ffff_ffff_ffff",
            "9223372036854775807i64",
            "`9_223_372_036_854_775_807i64`",
        ] {
            assert!(agree(docs, i64_max.clone()).agree, "{docs}");
        }
        let i64_min = Value::Int(i64::MIN as i128);
        assert!(agree("-9223372036854775808", i64_min.clone()).agree);
        assert!(agree("\u{2212}9_223_372_036_854_775_808", i64_min.clone()).agree);
        assert!(!agree("-9223372036854775807", i64_min).agree);
        let u64_max = Value::Int(u64::MAX as i128);
        assert!(agree("18446744073709551615", u64_max.clone()).agree);
        assert!(agree("0xFFFF_FFFF_FFFF_FFFF", u64_max.clone()).agree);
        assert!(!agree("18446744073709551614", u64_max.clone()).agree);
        assert!(!agree("18446744073709551616", u64_max).agree);
        let u128_max = Value::from_u128(u128::MAX);
        assert!(agree("340282366920938463463374607431768211455", u128_max.clone()).agree);
        assert!(
            agree(
                "340_282_366_920_938_463_463_374_607_431_768_211_455u128",
                u128_max.clone()
            )
            .agree
        );
        assert!(!agree("340282366920938463463374607431768211454", u128_max.clone()).agree);
        let i128_min = Value::Int(i128::MIN);
        assert!(agree("-170141183460469231731687303715884105728", i128_min.clone()).agree);
        assert!(!agree("170141183460469231731687303715884105728", i128_min).agree);
        // Beyond u128: not a number we can hold exactly, so never an integer agreement.
        assert!(!agree("340282366920938463463374607431768211456", u128_max.clone()).agree);
        // Ordering ops across the i128/u128 boundary.
        let d = parse_docs_value("170141183460469231731687303715884105728");
        assert!(compare(&d, &u128_max, Op::Gt, CodeUnit::Base).agree);
        assert!(compare(&d, &Value::Int(i128::MAX), Op::Lt, CodeUnit::Base).agree);
        // The docs value prints exactly.
        assert_eq!(
            parse_docs_value("9_223_372_036_854_775_806").primary(),
            "9223372036854775806"
        );
        // Exponent forms that are whole numbers are integers too.
        assert!(agree("9.223372036854775807e18", Value::Int(i64::MAX as i128)).agree);
        assert!(!agree("9.223372036854775806e18", Value::Int(i64::MAX as i128)).agree);
    }

    #[test]
    fn chars_compare_as_chars() {
        let max = Value::Str('\u{10FFFF}'.to_string());
        assert!(agree("'\\u{10FFFF}'", max.clone()).agree);
        assert!(agree("`'\\u{10ffff}'`", max.clone()).agree);
        assert!(agree("U+10FFFF", max.clone()).agree);
        assert!(agree("\\u{10FFFF}", max.clone()).agree);
        assert!(!agree("'\\u{10FFFE}'", max).agree);
        assert!(agree("'/'", Value::Str("/".into())).agree);
        assert!(
            agree("'3'", Value::Int(3)).agree,
            "a quoted digit is still a number"
        );
        assert!(agree("'\\\\'", Value::Str("\\".into())).agree);
        assert!(agree("'\\u{FFFD}'", Value::Str("\u{FFFD}".into())).agree);
        assert_eq!(
            parse_docs_value("'\\u{10FFFF}'").readings[0].how,
            "char literal ('\\u{10FFFF}')"
        );
    }

    #[test]
    fn prose_punctuation_is_stripped() {
        assert_eq!(parse_docs_value("(default: 20)").readings[0].how, "text");
        assert!(agree("20)", Value::Int(20)).agree);
        assert!(agree(" 20.", Value::Int(20)).agree);
        assert!(agree("-3", Value::Int(-3)).agree);
        assert!(agree("\u{2212}3", Value::Int(-3)).agree);
        assert!(agree("1e6", Value::Int(1_000_000)).agree);
    }
}
