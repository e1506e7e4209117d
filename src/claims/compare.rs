//! Read docs text the way a human reads it, and compare it with a code value.
//!
//! Docs say `20,000`, `20%`, `1.5×`, `8 KiB`, `30s`, `5 minutes` or
//! `enabled`; code says `20000`, `0.2`, `1.5`, `8192`, `30`, `300`, `True`.
//! [`parse_docs_value`] turns the docs text into one or more [`Reading`]s —
//! several when the text is ambiguous (`20%` is 0.2 as a fraction or 20 as a
//! number; `64 KB` is 64000 or 65536) — and [`compare`] says which reading
//! matched, so a report can show both raw texts, both parsed values and the
//! reading that made them agree (or that none did).

use crate::core::value::Value;
use serde::{Deserialize, Serialize};
use std::fmt;

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
    #[serde(rename = "<")]
    Lt,
    #[serde(rename = ">")]
    Gt,
}

impl Op {
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
    Percent,
    Multiplier,
    Bytes,
    Seconds,
}

/// One way to read a docs text as a value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reading {
    pub value: Value,
    /// Human description: `percent as fraction (20% = 0.2)`, `KB as 1000`, …
    pub how: String,
    pub unit: Option<Unit>,
}

/// A docs text and every reasonable reading of it, most likely first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocsValue {
    pub raw: String,
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
    #[default]
    Base,
    Ms,
    Minutes,
    Hours,
    Kib,
    Mib,
    /// The code stores a percentage as a number (20 means 20%).
    Percent,
}

impl CodeUnit {
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
    pub agree: bool,
    /// The reading that agreed, or (when none did) the primary reading.
    pub reading: Option<Reading>,
    /// One sentence for the report.
    pub explanation: String,
}

/// Parse a docs text into its readings. Never fails: text that is not a
/// number, size, duration or boolean is read as a string.
pub fn parse_docs_value(raw: &str) -> DocsValue {
    let s = clean(raw);
    let mut readings = Vec::new();
    let mut note = None;

    if let Some((c, how)) = parse_char(raw) {
        readings.push(Reading {
            value: Value::Str(c.to_string()),
            how,
            unit: None,
        });
    } else if let Some(b) = parse_bool(&s) {
        readings.push(Reading {
            value: Value::Bool(b),
            how: format!("boolean ({s} = {b})"),
            unit: None,
        });
    } else if matches!(
        s.to_ascii_lowercase().as_str(),
        "none" | "null" | "~" | "nil"
    ) {
        readings.push(Reading {
            value: Value::None,
            how: "none".into(),
            unit: None,
        });
    } else if let Some((num, rest)) = split_number(&s) {
        let unit = rest.trim().trim_end_matches('.').trim();
        let num_v = num.value();
        match unit_kind(unit) {
            Some(UnitKind::Percent) => {
                readings.push(Reading {
                    value: Value::Float(num.f / 100.0),
                    how: format!("percent as fraction ({s} = {})", fmt_num(num.f / 100.0)),
                    unit: Some(Unit::Percent),
                });
                readings.push(Reading {
                    how: format!("percent as number ({s} = {num_v})"),
                    value: num_v,
                    unit: Some(Unit::Percent),
                });
            }
            Some(UnitKind::Multiplier) => readings.push(Reading {
                how: format!("multiplier ({s} = {num_v})"),
                value: num_v,
                unit: Some(Unit::Multiplier),
            }),
            Some(UnitKind::Bytes(mult, alt)) => {
                readings.push(Reading {
                    value: scale(&num_v, mult),
                    how: format!("{unit} as {} bytes", fmt_num(mult)),
                    unit: Some(Unit::Bytes),
                });
                if let Some(alt) = alt {
                    readings.push(Reading {
                        value: scale(&num_v, alt),
                        how: format!("{unit} as {} bytes", fmt_num(alt)),
                        unit: Some(Unit::Bytes),
                    });
                    note = Some(format!(
                        "`{unit}` is ambiguous: {} (SI) or {} (binary) bytes",
                        fmt_num(mult),
                        fmt_num(alt)
                    ));
                }
            }
            Some(UnitKind::Seconds(mult)) => {
                let v = scale(&num_v, mult);
                readings.push(Reading {
                    how: if mult == 1.0 {
                        format!("duration in seconds ({s})")
                    } else {
                        format!("duration ({s} = {v} s)")
                    },
                    value: v,
                    unit: Some(Unit::Seconds),
                })
            }
            None if unit.is_empty() => readings.push(Reading {
                value: num_v,
                how: "number".into(),
                unit: None,
            }),
            None => {}
        }
    } else if let Some(n) = number_word(&s) {
        readings.push(Reading {
            value: Value::Int(n),
            how: format!("number word ({s} = {n})"),
            unit: None,
        });
    }

    if readings.is_empty() {
        readings.push(Reading {
            value: Value::Str(s.clone()),
            how: "text".into(),
            unit: None,
        });
    }
    DocsValue {
        raw: raw.to_string(),
        readings,
        note,
    }
}

/// Compare `code OP docs`, trying each reading of the docs text.
pub fn compare(docs: &DocsValue, code: &Value, op: Op, unit: CodeUnit) -> Comparison {
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

/// An integer too large for every `f64` near it to be a distinct integer.
fn is_big_int(v: &Value) -> bool {
    v.as_sign_magnitude().is_some_and(|(_, m)| m >= 1u128 << 53)
}

fn approx_eq(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-9 * a.abs().max(b.abs())
}

fn norm_str(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Strip what surrounds a value in prose: backticks, quotes, trailing
/// sentence punctuation, surrounding whitespace.
fn clean(raw: &str) -> String {
    let mut s = raw.trim();
    loop {
        let before = s;
        s = s.trim_matches(|c: char| c == '`' || c == '"' || c == '\'' || c.is_whitespace());
        s = s.trim_end_matches([',', ';', ':', '.']);
        if s.ends_with(')') && !s.contains('(') {
            s = &s[..s.len() - 1];
        }
        if s.starts_with('(') && !s.contains(')') {
            s = &s[1..];
        }
        if s == before {
            break;
        }
    }
    s.to_string()
}

fn parse_bool(s: &str) -> Option<bool> {
    match s.to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" | "enabled" | "enable" => Some(true),
        "false" | "no" | "off" | "disabled" | "disable" => Some(false),
        _ => None,
    }
}

/// A number as the docs wrote it: its `f64`, and the exact integer when the text is one
/// (`9_223_372_036_854_775_807`, `0x7fff_ffff_ffff_ffff`, `1e6`, `255u8`).
struct Num {
    f: f64,
    exact: Option<Value>,
}

impl Num {
    /// The exact integer when there is one, else an int/float from the `f64`.
    fn value(&self) -> Value {
        self.exact.clone().unwrap_or_else(|| number_value(&self.f))
    }
}

/// Split a leading number (`20,000`, `1.5`, `-3`, `20_000`, `1e6`, `0xff`, `255u8`) from
/// what follows it. Thousands separators must group by three to count as such; a Rust type
/// suffix (`u64`, `_f32`) is part of the number.
fn split_number(s: &str) -> Option<(Num, String)> {
    let bytes = s.as_bytes();
    let mut i = 0;
    let mut negative = false;
    if s.starts_with('\u{2212}') {
        // U+2212 MINUS SIGN, as typeset docs write negative numbers.
        negative = true;
        i += '\u{2212}'.len_utf8();
    } else if i < bytes.len() && (bytes[i] == b'-' || bytes[i] == b'+') {
        negative = bytes[i] == b'-';
        i += 1;
    }
    if let Some((num, end)) = radix_number(s, i, negative) {
        return Some((num, strip_suffix(&s[end..], true)));
    }
    let start_digits = i;
    let mut digits = String::new();
    if negative {
        digits.push('-');
    }
    let mut group_len = 0usize;
    let mut saw_sep = false;
    let mut saw_dot = false;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_digit() {
            digits.push(c as char);
            group_len += 1;
            i += 1;
        } else if (c == b',' || c == b'_')
            && !saw_dot
            && i + 1 < bytes.len()
            && bytes[i + 1].is_ascii_digit()
        {
            // `,` only as a thousands separator: groups of exactly three.
            let next3 = &bytes[i + 1..(i + 4).min(bytes.len())];
            let ok_group = next3.len() == 3
                && next3.iter().all(u8::is_ascii_digit)
                && (i + 4 >= bytes.len() || !bytes[i + 4].is_ascii_digit());
            if c == b',' && (!ok_group || (saw_sep && group_len != 3) || group_len > 3) {
                break;
            }
            saw_sep = true;
            group_len = 0;
            i += 1;
        } else if c == b'_' && saw_dot && i + 1 < bytes.len() && bytes[i + 1].is_ascii_digit() {
            // Rust float literals group digits after the point too.
            i += 1;
        } else if c == b'.' && !saw_dot && i + 1 < bytes.len() && bytes[i + 1].is_ascii_digit() {
            saw_dot = true;
            digits.push('.');
            i += 1;
        } else if (c == b'e' || c == b'E')
            && i + 1 < bytes.len()
            && (bytes[i + 1].is_ascii_digit()
                || ((bytes[i + 1] == b'-' || bytes[i + 1] == b'+')
                    && i + 2 < bytes.len()
                    && bytes[i + 2].is_ascii_digit()))
            && digits.len() > usize::from(digits.starts_with('-'))
        {
            digits.push('e');
            i += 1;
            if bytes[i] == b'-' || bytes[i] == b'+' {
                digits.push(bytes[i] as char);
                i += 1;
            }
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                digits.push(bytes[i] as char);
                i += 1;
            }
            break;
        } else {
            break;
        }
    }
    if i == start_digits || digits.trim_start_matches('-').is_empty() {
        return None;
    }
    let f: f64 = digits.parse().ok()?;
    let exact = exact_integer(&digits);
    let rest = strip_suffix(&s[i..], exact.is_some());
    // `1.0f64` is a float however whole it is; `255u8` an integer.
    let exact = if rest.len() < s[i..].len() && is_float_suffix(&s[i..]) {
        None
    } else {
        exact
    };
    Some((Num { f, exact }, rest))
}

/// `0x7fff_ffff`, `0o755`, `0b1010` starting at byte `i`: the number and where it ends.
fn radix_number(s: &str, i: usize, negative: bool) -> Option<(Num, usize)> {
    let rest = s.get(i..)?;
    let radix = match rest.get(..2)? {
        "0x" | "0X" => 16,
        "0o" | "0O" => 8,
        "0b" | "0B" => 2,
        _ => return None,
    };
    let body = &rest[2..];
    let len = body
        .find(|c: char| !(c.is_digit(radix) || c == '_'))
        .unwrap_or(body.len());
    let digits: String = body[..len].chars().filter(|&c| c != '_').collect();
    if digits.is_empty() {
        return None;
    }
    let mag = u128::from_str_radix(&digits, radix).ok()?;
    let exact = Value::from_sign_magnitude(negative, mag)?;
    let f = if negative { -(mag as f64) } else { mag as f64 };
    Some((
        Num {
            f,
            exact: Some(exact),
        },
        i + 2 + len,
    ))
}

/// The exact integer a decimal text (`-12`, `1.5e3`, `2.0`) denotes, if it is one that fits
/// (down to `i128::MIN`, up to `u128::MAX`).
fn exact_integer(digits: &str) -> Option<Value> {
    let (negative, body) = match digits.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, digits),
    };
    let (mantissa, exp) = match body.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().ok()?),
        None => (body, 0),
    };
    let (int_part, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut all = format!("{int_part}{frac}");
    let mut scale = exp - i32::try_from(frac.len()).ok()?;
    // Trailing zeros dropped by a negative scale: `2.50e1` is 25.
    while scale < 0 {
        if !all.ends_with('0') {
            return None;
        }
        all.pop();
        scale += 1;
    }
    let trimmed = all.trim_start_matches('0');
    let mut mag: u128 = if trimmed.is_empty() {
        0
    } else {
        trimmed.parse().ok()?
    };
    for _ in 0..scale {
        mag = mag.checked_mul(10)?;
    }
    Value::from_sign_magnitude(negative, mag)
}

const INT_SUFFIXES: [&str; 12] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
];
const FLOAT_SUFFIXES: [&str; 4] = ["f16", "f32", "f64", "f128"];

/// The text after a Rust type suffix (`u64`, `_f32`) when it starts with one that is not
/// the start of a longer word; integer suffixes only after an integer.
fn strip_suffix(rest: &str, integer: bool) -> String {
    let r = rest.strip_prefix('_').unwrap_or(rest);
    let ints: &[&str] = if integer { &INT_SUFFIXES } else { &[] };
    for suf in ints.iter().chain(FLOAT_SUFFIXES.iter()) {
        if let Some(after) = r.strip_prefix(suf) {
            if !after.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
                return after.to_string();
            }
        }
    }
    rest.to_string()
}

fn is_float_suffix(rest: &str) -> bool {
    let r = rest.strip_prefix('_').unwrap_or(rest);
    FLOAT_SUFFIXES.iter().any(|s| r.starts_with(s))
}

/// A char the docs spell as Rust does (`'\u{10FFFF}'`, `'/'`, `'\\'`, `'\x7f'`), as an
/// escape alone (`\u{FFFD}`), or as a code point (`U+10FFFF`).
fn parse_char(raw: &str) -> Option<(char, String)> {
    let t = raw.trim().trim_matches('`').trim();
    let t = t.trim_end_matches([',', ';']).trim();
    if let Some(hex) = t.strip_prefix("U+").or_else(|| t.strip_prefix("u+")) {
        if (4..=6).contains(&hex.len()) && hex.chars().all(|c| c.is_ascii_hexdigit()) {
            let c = char::from_u32(u32::from_str_radix(hex, 16).ok()?)?;
            return Some((c, format!("code point ({t})")));
        }
        return None;
    }
    let inner = match t.strip_prefix('\'') {
        Some(r) => r.strip_suffix('\'')?,
        None if t.starts_with('\\') => t,
        None => return None,
    };
    let c = unescape_char(inner)?;
    // `'3'` in prose is a quoted number more often than a char: let it read as one.
    if c.is_ascii_digit() {
        return None;
    }
    Some((c, format!("char literal ({t})")))
}

/// One char written as in a Rust char literal, without the quotes.
fn unescape_char(s: &str) -> Option<char> {
    let mut it = s.chars();
    let first = it.next()?;
    if first != '\\' {
        return (it.next().is_none()).then_some(first);
    }
    let rest: String = it.collect();
    Some(match rest.as_str() {
        "n" => '\n',
        "r" => '\r',
        "t" => '\t',
        "0" => '\0',
        "\\" => '\\',
        "'" => '\'',
        "\"" => '"',
        r if r.starts_with("u{") && r.ends_with('}') => {
            let hex: String = r[2..r.len() - 1].chars().filter(|&c| c != '_').collect();
            char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?
        }
        r if r.starts_with('x') && r.len() == 3 => {
            let v = u8::from_str_radix(&r[1..], 16).ok()?;
            (v < 0x80).then_some(v as char)?
        }
        _ => return None,
    })
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

enum UnitKind {
    Percent,
    Multiplier,
    /// Bytes per unit, and an alternative reading when ambiguous.
    Bytes(f64, Option<f64>),
    Seconds(f64),
}

fn unit_kind(unit: &str) -> Option<UnitKind> {
    const K: f64 = 1024.0;
    let u = unit.trim();
    Some(match u {
        "%" | "percent" | "per cent" => UnitKind::Percent,
        "×" | "x" | "X" | "times" | "-fold" => UnitKind::Multiplier,
        "B" | "byte" | "bytes" => UnitKind::Bytes(1.0, None),
        "KiB" | "kiB" => UnitKind::Bytes(K, None),
        "MiB" => UnitKind::Bytes(K * K, None),
        "GiB" => UnitKind::Bytes(K * K * K, None),
        "KB" | "kB" | "kb" | "K" => UnitKind::Bytes(1000.0, Some(K)),
        "MB" | "mb" | "M" => UnitKind::Bytes(1e6, Some(K * K)),
        "GB" | "gb" | "G" => UnitKind::Bytes(1e9, Some(K * K * K)),
        "ms" | "millisecond" | "milliseconds" | "msec" => UnitKind::Seconds(0.001),
        "s" | "sec" | "secs" | "second" | "seconds" => UnitKind::Seconds(1.0),
        "m" | "min" | "mins" | "minute" | "minutes" => UnitKind::Seconds(60.0),
        "h" | "hr" | "hrs" | "hour" | "hours" => UnitKind::Seconds(3600.0),
        "d" | "day" | "days" => UnitKind::Seconds(86400.0),
        _ => return None,
    })
}

fn number_word(s: &str) -> Option<i128> {
    const WORDS: [&str; 21] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
    ];
    let lower = s.to_ascii_lowercase();
    WORDS.iter().position(|w| *w == lower).map(|i| i as i128)
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
        assert!(agree("`yes`", Value::Bool(true)).agree);
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
