//! How the docs write a number: thousands separators that group by three,
//! underscores, exponents, `0x`/`0o`/`0b`, Rust type suffixes (`255u8`,
//! `1.5_f32`), and the exact integer behind the text when there is one, so
//! `9_223_372_036_854_775_807` compares exactly with `i64::MAX`. Used by
//! [`super::read`].

use super::number_value;
use crate::core::value::Value;

/// A number as the docs wrote it: its `f64`, and the exact integer when the text is one
/// (`9_223_372_036_854_775_807`, `0x7fff_ffff_ffff_ffff`, `1e6`, `255u8`).
pub(super) struct Num {
    pub(super) f: f64,
    exact: Option<Value>,
}

impl Num {
    /// The exact integer when there is one, else an int/float from the `f64`.
    pub(super) fn value(&self) -> Value {
        self.exact.clone().unwrap_or_else(|| number_value(&self.f))
    }
}

/// Split a leading number (`20,000`, `1.5`, `-3`, `20_000`, `1e6`, `0xff`, `255u8`) from
/// what follows it. Thousands separators must group by three to count as such; a Rust type
/// suffix (`u64`, `_f32`) is part of the number.
pub(super) fn split_number(s: &str) -> Option<(Num, String)> {
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
    // `1e-400` underflows to 0.0 but is not zero: no number we can hold, so the text is
    // read as text (and never equals a code 0). An overflow (`1e400`) stays an infinity,
    // which `compare` never finds equal to anything.
    if f == 0.0
        && digits
            .bytes()
            .take_while(|&b| b != b'e' && b != b'E')
            .any(|b| (b'1'..=b'9').contains(&b))
    {
        return None;
    }
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
    // `0e2000000000` is 0 after any number of steps: stop rather than loop 2·10^9 times.
    for _ in 0..scale {
        if mag == 0 {
            break;
        }
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
