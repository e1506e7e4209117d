//! Reading a docs text as a human does: which kind of value it is (a char,
//! a boolean, none, a number with a unit, a number word, else text), and
//! every reasonable reading of it. The numbers themselves are split off by
//! [`super::number`]; [`super::compare`] then tries each reading.

use super::number::split_number;
use super::{fmt_num, scale, DocsValue, Reading, Unit};
use crate::core::value::Value;

/// Parse a docs text into its readings. Never fails: text that is not a
/// number, size, duration or boolean is read as a string.
pub fn parse_docs_value(raw: &str) -> DocsValue {
    let s = clean(raw);
    let mut readings = Vec::new();
    let mut note = None;

    if let Some(text) = parse_bytes_literal(raw) {
        // One byte (`b'.'`) is also Rust's `u8` literal: both readings are tried.
        if let [byte] = text.as_bytes() {
            readings.push(Reading {
                value: Value::Int(i128::from(*byte)),
                how: format!("byte ({})", raw.trim().trim_matches('`')),
                unit: None,
            });
        }
        readings.push(Reading {
            how: format!("bytes literal as text ({text})"),
            value: Value::Str(text),
            unit: None,
        });
    } else if let Some((c, how)) = parse_char(raw) {
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
        // `['GET']` for a tuple `("GET",)`: a short list of literals is a list; its text
        // stays a second reading, for a code string that holds it as written.
        if let Some(items) = parse_flat_list(raw) {
            readings.push(Reading {
                how: format!("list of {} item(s)", items.len()),
                value: Value::List(items),
                unit: None,
            });
        } else if let Some(items) = parse_flat_set(raw) {
            readings.push(Reading {
                how: format!("set of {} item(s)", items.len()),
                value: Value::set_of(items),
                unit: None,
            });
        }
        // `2*1024*1024`, `1 << 20`, `60 * 60 * 24`: integers and arithmetic, as a setting's
        // default is often written (django-storages' "Default: 2*1024*1024 i.e 2MB"); folded
        // by the Python evaluator, which the code's own `2 * 1024 * 1024` went through.
        if let Some(n) = integer_arithmetic(raw) {
            readings.push(Reading {
                how: format!("arithmetic ({} = {n})", raw.trim().trim_matches('`').trim()),
                value: Value::Int(n),
                unit: None,
            });
        }
        // `{}`: an empty dict, as Python, JSON and TOML write it.
        if raw.trim().trim_matches('`').trim() == "{}" {
            readings.push(Reading {
                how: "empty map".into(),
                value: Value::Map(Default::default()),
                unit: None,
            });
        }
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

/// The value of integer literals joined by `*`, `**`, `<<` or `+` (parentheses allowed, one
/// operator at least; not `-`, which joins a range or a date); `None` for anything else.
fn integer_arithmetic(raw: &str) -> Option<i128> {
    let t = raw.trim().trim_matches('`').trim();
    let allowed = |c: char| c.is_ascii_digit() || " _*<+()".contains(c);
    let has_op = t.contains(['*', '+']) || t.contains("<<");
    let opens = t.starts_with(|c: char| c.is_ascii_digit() || c == '(');
    if !opens || !t.chars().all(allowed) || !has_op {
        return None;
    }
    match crate::source::eval::eval_python(t, &|_| None) {
        Ok(Value::Int(n)) => Some(n),
        _ => None,
    }
}

/// A list or tuple of literals as written in Python, JSON or TOML: `['GET']`, `("a", 1)`,
/// `[]`, `[true, None]`. Items are quoted strings, numbers, booleans or none; anything
/// nested or unquoted (`[a, b]`, `[1, [2]]`) is not a list reading.
fn parse_flat_list(raw: &str) -> Option<Vec<Value>> {
    let t = raw.trim().trim_matches('`').trim();
    let inner = t
        .strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .or_else(|| t.strip_prefix('(').and_then(|r| r.strip_suffix(')')))?;
    let mut items = Vec::new();
    let mut rest = inner.trim();
    while !rest.is_empty() {
        let (item, after) = match rest.chars().next()? {
            q @ ('"' | '\'') => {
                let end = rest[1..].find(q)? + 1;
                // `('\n', '\t')`: a signature shows a default's escapes as written; the
                // code holds the chars. An escape not read here is no list reading.
                let text = unescape_str(&rest[1..end])?;
                (Value::Str(text), &rest[end + 1..])
            }
            _ => {
                let end = rest.find(',').unwrap_or(rest.len());
                let word = rest[..end].trim();
                let v = parse_docs_value(word)
                    .readings
                    .into_iter()
                    .find(|r| {
                        r.unit.is_none() && !matches!(r.value, Value::Str(_) | Value::List(_))
                    })?
                    .value;
                (v, &rest[end..])
            }
        };
        items.push(item);
        let after = after.trim_start();
        rest = match after.strip_prefix(',') {
            Some(r) => r.trim_start(),
            None if after.is_empty() => after,
            None => return None,
        };
    }
    Some(items)
}

/// A set of literals as Python shows it: `{'a', 'b'}`, `frozenset({'http', 'https'})`,
/// `set()`. A dict (`{'a': 1}`) is not one.
fn parse_flat_set(raw: &str) -> Option<Vec<Value>> {
    let t = raw.trim().trim_matches('`').trim();
    if matches!(t, "set()" | "frozenset()") {
        return Some(Vec::new());
    }
    let t = t
        .strip_prefix("frozenset(")
        .or_else(|| t.strip_prefix("set("))
        .and_then(|r| r.strip_suffix(')'))
        .unwrap_or(t);
    let inner = t.strip_prefix('{')?.strip_suffix('}')?;
    if inner.trim().is_empty() {
        return None;
    }
    parse_flat_list(&format!("[{inner}]"))
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

pub(super) fn parse_bool(s: &str) -> Option<bool> {
    match s.to_ascii_lowercase().as_str() {
        // A table's check mark (quick_cache's feature table: "✓" under "Default").
        "true" | "yes" | "on" | "enabled" | "enable" | "✓" | "✔" => Some(true),
        // An empty cell beside check marks.
        "false" | "no" | "off" | "disabled" | "disable" | "✗" | "✘" | super::UNMARKED_CELL => {
            Some(false)
        }
        _ => None,
    }
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

/// A Python or Rust bytes literal, `b'itsdangerous.Signer'` / `b"."`, as its text. Escapes
/// other than a single escaped char are not read (the reading would be a guess).
fn parse_bytes_literal(raw: &str) -> Option<String> {
    let t = raw.trim().trim_matches('`').trim();
    let t = t.trim_end_matches([',', ';']).trim();
    let rest = t.strip_prefix(['b', 'B'])?;
    let q = rest.chars().next().filter(|c| matches!(c, '\'' | '"'))?;
    let inner = rest[1..].strip_suffix(q)?;
    if inner.contains(q) && !inner.contains('\\') {
        return None;
    }
    if !inner.contains('\\') {
        return Some(inner.to_string());
    }
    unescape_char(inner).map(|c| c.to_string())
}

/// A string's text written with Python's or Rust's simple escapes (`\n`, `\t`, `\\`,
/// `\x41`), as its chars; `None` for any other escape.
fn unescape_str(s: &str) -> Option<String> {
    if !s.contains('\\') {
        return Some(s.to_string());
    }
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let mut esc = String::from('\\');
        esc.push(it.next()?);
        if esc.ends_with('x') {
            esc.extend(it.by_ref().take(2));
        }
        out.push(unescape_char(&esc)?);
    }
    Some(out)
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
        "w" | "wk" | "wks" | "week" | "weeks" => UnitKind::Seconds(604800.0),
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

    #[test]
    fn integer_arithmetic_is_read_as_its_value() {
        let int = |raw: &str| {
            parse_docs_value(raw)
                .readings
                .into_iter()
                .find(|r| r.how.starts_with("arithmetic"))
                .map(|r| r.value)
        };
        assert_eq!(int("2*1024*1024"), Some(Value::Int(2_097_152)));
        assert_eq!(int("`1 << 20`"), Some(Value::Int(1_048_576)));
        assert_eq!(int("(60 * 60) * 24"), Some(Value::Int(86_400)));
        assert_eq!(int("2024-01-01"), None);
        assert_eq!(int("1-2"), None);
        assert_eq!(int("a*2"), None);
        assert_eq!(int("3600"), None);
    }

    #[test]
    fn sets_read_in_one_canonical_order_and_dicts_are_not_sets() {
        let strs =
            |items: &[&str]| Value::List(items.iter().map(|s| Value::Str(s.to_string())).collect());
        let d = parse_docs_value("frozenset({'mailto', 'http', 'https'})");
        assert_eq!(d.readings[0].value, strs(&["http", "https", "mailto"]));
        assert_eq!(
            parse_docs_value("{'b', 'a'}").readings[0].value,
            strs(&["a", "b"])
        );
        assert_eq!(parse_docs_value("set()").readings[0].value, strs(&[]));
        assert!(matches!(
            parse_docs_value("{'a': 1}").readings[0].value,
            Value::Str(_)
        ));
    }

    #[test]
    fn short_lists_of_literals_read_as_lists_and_as_text() {
        let d = parse_docs_value("`['GET', 'HEAD']`");
        assert_eq!(
            d.readings[0].value,
            Value::List(vec![Value::Str("GET".into()), Value::Str("HEAD".into())])
        );
        assert!(matches!(d.readings[1].value, Value::Str(_)));
        assert_eq!(
            parse_flat_list("(1, true, None,)"),
            Some(vec![Value::Int(1), Value::Bool(true), Value::None])
        );
        assert_eq!(parse_flat_list("[]"), Some(vec![]));
        for not_a_list in ["[a, b]", "[1, [2]]", "['a' 'b']", "['a\\'b']", "GET"] {
            assert_eq!(parse_flat_list(not_a_list), None, "{not_a_list}");
        }
    }

    #[test]
    fn bytes_literals_read_as_their_text_and_one_byte_also_as_a_u8() {
        let d = parse_docs_value("b'itsdangerous.Signer'");
        assert_eq!(d.readings.len(), 1);
        assert_eq!(
            d.readings[0].value,
            Value::Str("itsdangerous.Signer".into())
        );
        let dot = parse_docs_value("`b\".\"`");
        assert_eq!(dot.readings[0].value, Value::Int(46));
        assert_eq!(dot.readings[1].value, Value::Str(".".into()));
        assert_eq!(parse_bytes_literal("b'\\n'"), Some("\n".into()));
        for not_bytes in ["bytes", "b", "b'a", "by'a'", "'a'"] {
            assert_eq!(parse_bytes_literal(not_bytes), None, "{not_bytes}");
        }
    }
}
