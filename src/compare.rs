//! Read docs text the way a human reads it, and compare it with a code value.
//!
//! Docs say `20,000`, `20%`, `1.5×`, `8 KiB`, `30s`, `5 minutes` or
//! `enabled`; code says `20000`, `0.2`, `1.5`, `8192`, `30`, `300`, `True`.
//! [`parse_docs_value`] turns the docs text into one or more [`Reading`]s —
//! several when the text is ambiguous (`20%` is 0.2 as a fraction or 20 as a
//! number; `64 KB` is 64000 or 65536) — and [`compare`] says which reading
//! matched, so a report can show both raw texts, both parsed values and the
//! reading that made them agree (or that none did).

use crate::value::Value;
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

    if let Some(b) = parse_bool(&s) {
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
        let num_v = number_value(&num);
        match unit_kind(unit) {
            Some(UnitKind::Percent) => {
                readings.push(Reading {
                    value: Value::Float(num / 100.0),
                    how: format!("percent as fraction ({s} = {})", fmt_num(num / 100.0)),
                    unit: Some(Unit::Percent),
                });
                readings.push(Reading {
                    value: num_v,
                    how: format!("percent as number ({s} = {})", fmt_num(num)),
                    unit: Some(Unit::Percent),
                });
            }
            Some(UnitKind::Multiplier) => readings.push(Reading {
                value: number_value(&num),
                how: format!("multiplier ({s} = {})", fmt_num(num)),
                unit: Some(Unit::Multiplier),
            }),
            Some(UnitKind::Bytes(mult, alt)) => {
                let v = num * mult;
                readings.push(Reading {
                    value: number_value(&v),
                    how: format!("{unit} as {} bytes", fmt_num(mult)),
                    unit: Some(Unit::Bytes),
                });
                if let Some(alt) = alt {
                    let v2 = num * alt;
                    readings.push(Reading {
                        value: number_value(&v2),
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
            Some(UnitKind::Seconds(mult)) => readings.push(Reading {
                value: number_value(&(num * mult)),
                how: if mult == 1.0 {
                    format!("duration in seconds ({s})")
                } else {
                    format!("duration ({s} = {} s)", fmt_num(num * mult))
                },
                unit: Some(Unit::Seconds),
            }),
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
        (u, Some(x)) => format!("{code} ({} in base units)", fmt_num(u.to_base(x))),
    }
}

fn to_base(code: &Value, unit: CodeUnit) -> Value {
    match (unit, code) {
        (CodeUnit::Base, _) => code.clone(),
        (u, v) => match v.as_f64() {
            Some(x) => number_value(&u.to_base(x)),
            None => v.clone(),
        },
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
            // close as floats. The tolerance is for values that went through
            // floating point (20% → 0.2, 8 KiB → 8192.0).
            _ if matches!((code, docs), (Value::Int(_), Value::Int(_))) => code == docs,
            (Some(a), Some(b)) => approx_eq(a, b),
            _ => match (code, docs) {
                (Value::Str(a), Value::Str(b)) => norm_str(a) == norm_str(b),
                _ => code == docs,
            },
        };
        return eq == (op == Op::Equal);
    }
    if let (Value::Int(a), Value::Int(b)) = (code, docs) {
        return match op {
            Op::Le => a <= b,
            Op::Ge => a >= b,
            Op::Lt => a < b,
            Op::Gt => a > b,
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

/// Split a leading number (`20,000`, `1.5`, `-3`, `20_000`, `1e6`) from what
/// follows it. Thousands separators must group by three to count as such.
fn split_number(s: &str) -> Option<(f64, String)> {
    let bytes = s.as_bytes();
    let mut i = 0;
    if i < bytes.len() && (bytes[i] == b'-' || bytes[i] == b'+' || bytes[i] == b'\xe2') {
        // U+2212 MINUS SIGN is three bytes starting 0xE2.
        if bytes[i] == b'\xe2' {
            if !s.starts_with('\u{2212}') {
                return None;
            }
            i += '\u{2212}'.len_utf8();
        } else {
            i += 1;
        }
    }
    let start_digits = i;
    let mut digits = String::new();
    if s[..i].contains('-') || s[..i].contains('\u{2212}') {
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
        } else {
            break;
        }
    }
    if i == start_digits || digits.trim_start_matches('-').is_empty() {
        return None;
    }
    let n: f64 = digits.parse().ok()?;
    Some((n, s[i..].to_string()))
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
    fn prose_punctuation_is_stripped() {
        assert_eq!(parse_docs_value("(default: 20)").readings[0].how, "text");
        assert!(agree("20)", Value::Int(20)).agree);
        assert!(agree(" 20.", Value::Int(20)).agree);
        assert!(agree("-3", Value::Int(-3)).agree);
        assert!(agree("\u{2212}3", Value::Int(-3)).agree);
        assert!(agree("1e6", Value::Int(1_000_000)).agree);
    }
}
