//! Decoding a Python file's bytes as CPython does: a UTF-8 BOM, a PEP 263 encoding
//! declaration on line 1 or 2, else strict UTF-8.

#[allow(unused_imports)]
use super::*;

/// The encoding a Python file declares (PEP 263: a `coding[:=]` comment on line 1, or on
/// line 2 when line 1 is a comment or blank), lower-cased, as written.
fn declared_encoding(bytes: &[u8]) -> Option<String> {
    let mut rest = bytes;
    for lineno in 0..2 {
        let end = memchr::memchr(b'\n', rest).map_or(rest.len(), |i| i + 1);
        let line = &rest[..end];
        rest = &rest[end..];
        let trimmed = line
            .iter()
            .position(|b| !matches!(b, b' ' | b'\t' | b'\x0c'))
            .map_or(&line[line.len()..], |i| &line[i..]);
        if trimmed.first() != Some(&b'#') {
            // A blank first line still lets line 2 declare; code does not.
            if lineno == 0 && trimmed.iter().all(|b| b.is_ascii_whitespace()) {
                continue;
            }
            return None;
        }
        if let Some(at) = memchr::memmem::find(trimmed, b"coding") {
            let after = &trimmed[at + 6..];
            if let Some((b':' | b'=', tail)) = after.split_first() {
                let tail = match tail.iter().position(|b| !matches!(b, b' ' | b'\t')) {
                    Some(i) => &tail[i..],
                    None => continue,
                };
                let len = tail
                    .iter()
                    .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.')))
                    .unwrap_or(tail.len());
                if len > 0 {
                    return Some(String::from_utf8_lossy(&tail[..len]).to_ascii_lowercase());
                }
            }
        }
    }
    None
}

/// CPython's `get_normal_name`: is this declaration exactly UTF-8 (`utf-8`, `utf_8`,
/// `utf-8-…`)? Only those may follow a BOM.
fn is_normal_utf8(name: &str) -> bool {
    let n: String = name
        .chars()
        .take(12)
        .map(|c| if c == '_' { '-' } else { c })
        .collect();
    n == "utf-8" || n.starts_with("utf-8-")
}

/// Decode a Python file's bytes as CPython does: a BOM (then only a UTF-8 declaration is
/// allowed), a PEP 263 declaration, else strict UTF-8.
pub fn decode_source(bytes: &[u8]) -> Result<std::borrow::Cow<'_, str>, UnreadableModule> {
    use std::borrow::Cow;
    let bad = |encoding: String| UnreadableModule::Encoding { encoding };
    if let Some(rest) = bytes.strip_prefix(b"\xef\xbb\xbf") {
        if let Some(name) = declared_encoding(rest).filter(|n| !is_normal_utf8(n)) {
            return Err(bad(format!("{name} (after a UTF-8 BOM)")));
        }
        return std::str::from_utf8(rest)
            .map(Cow::Borrowed)
            .map_err(|_| bad("utf-8".into()));
    }
    let Some(name) = declared_encoding(bytes) else {
        return std::str::from_utf8(bytes)
            .map(Cow::Borrowed)
            .map_err(|_| bad("utf-8".into()));
    };
    // encoding_rs reads `latin-1` as windows-1252, which only differs in 0x80..0x9F: never
    // inside the ASCII syntax that names and keys are made of.
    let python_name = name.replace('_', "-");
    let label = match python_name.as_str() {
        n if is_normal_utf8(n) || n == "utf8" => "utf-8",
        "latin-1" | "latin1" | "iso-latin-1" | "iso8859-1" | "l1" => "iso-8859-1",
        "ascii" | "us-ascii" => {
            return if bytes.is_ascii() {
                std::str::from_utf8(bytes)
                    .map(Cow::Borrowed)
                    .map_err(|_| bad(name))
            } else {
                Err(bad(name))
            };
        }
        n => n,
    };
    let enc = encoding_rs::Encoding::for_label(label.as_bytes());
    match enc {
        Some(e) if e == encoding_rs::UTF_8 => std::str::from_utf8(bytes)
            .map(Cow::Borrowed)
            .map_err(|_| bad(name)),
        Some(e) => e
            .decode_without_bom_handling_and_without_replacement(bytes)
            .ok_or_else(|| bad(name)),
        None => Err(bad(format!("{name} (unknown encoding)"))),
    }
}
