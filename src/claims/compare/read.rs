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
