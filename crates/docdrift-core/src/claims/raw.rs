//! The claims file as TOML spells it: the raw serde structs before validation,
//! with the spans used to name `file:line` in errors.

#[allow(unused_imports)]
use super::*;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawFile {
    pub(crate) version: Spanned<u32>,
    #[serde(default)]
    pub(crate) target: RawTarget,
    #[serde(default)]
    pub(crate) pages: BTreeMap<String, Spanned<String>>,
    #[serde(default, rename = "claim")]
    pub(crate) claims: Vec<Spanned<RawClaim>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTarget {
    pub(crate) name: Option<String>,
    pub(crate) docs: Option<Spanned<String>>,
    pub(crate) checkout: Option<Spanned<String>>,
    pub(crate) docs_dir: Option<Spanned<String>>,
    pub(crate) rust_target: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawClaim {
    pub(crate) id: String,
    pub(crate) says: String,
    pub(crate) docs: Option<RawDocs>,
    pub(crate) code: Option<RawCode>,
    /// A word (`equal`, `>=`, `present`…) or, for `code.assigned`, `{ count, only_in }`.
    pub(crate) expect: Option<RawExpect>,
    pub(crate) unit: Option<String>,
    /// Rust target triple the claim is about.
    pub(crate) target: Option<String>,
    /// Rust cfg options the claim is about (`unix, feature = "std"`).
    pub(crate) cfg: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawDocs {
    pub(crate) page: Option<String>,
    pub(crate) phrase: Option<String>,
    pub(crate) html: Option<usize>,
    pub(crate) text: Option<usize>,
    pub(crate) normalized: Option<usize>,
    pub(crate) substring: Option<bool>,
    pub(crate) regex: Option<String>,
    pub(crate) table: Option<RawTable>,
    pub(crate) selector: Option<String>,
    /// A string or a number (`value = 8` and `value = "8 KiB"` both work).
    pub(crate) value: Option<toml::Value>,
    /// The page's Markdown source in the checkout (a file, or a directory to discover it in):
    /// the deployed page must read as the source renders.
    pub(crate) source: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTable {
    pub(crate) row: String,
    pub(crate) column: String,
    pub(crate) nth: Option<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawCode {
    pub(crate) select: Option<String>,
    pub(crate) strings: Option<RawStrings>,
    pub(crate) formula: Option<RawFormula>,
    pub(crate) template: Option<RawTemplate>,
    pub(crate) probe: Option<RawProbe>,
    /// `PATH::NAME`: where `NAME` (a name, `self.x`, `Class.attr`, `Struct.field`) is assigned.
    pub(crate) assigned: Option<String>,
    pub(crate) calls: Option<RawCalls>,
    /// `git = { commit }` or `git = { introduced, path }`: a fact about the history.
    pub(crate) git: Option<crate::claims::git_fact::RawGit>,
}

/// `calls = { from = "PATH::FUNCTION", to = "NAME" }`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawCalls {
    pub(crate) from: String,
    pub(crate) to: String,
}

/// `expect`: a word, or the sites table of an `assigned` claim.
pub(crate) enum RawExpect {
    Word(String),
    Sites(RawSites),
}

/// `expect = { count = 1, only_in = "load_from_disk" }`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSites {
    pub(crate) count: Option<usize>,
    pub(crate) only_in: Option<String>,
    /// `code.git`: the tag that must contain the commit, must not, or must be the first to.
    pub(crate) in_tag: Option<String>,
    pub(crate) not_in_tag: Option<String>,
    pub(crate) first_tag: Option<String>,
}

impl RawExpect {
    /// The word the rest of validation reads; a sites table asks for the sites to be present.
    pub(crate) fn word(&self) -> &str {
        match self {
            RawExpect::Word(w) => w,
            RawExpect::Sites(_) => "present",
        }
    }
}

// Hand-written so a table goes through `RawSites` (unknown keys refused with their span) and
// a string stays a word; an untagged enum would only say "did not match any variant".
impl<'de> Deserialize<'de> for RawExpect {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = RawExpect;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string (equal, >=, present, …) or a table ({ count, only_in } or { in_tag, not_in_tag, first_tag })")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<RawExpect, E> {
                Ok(RawExpect::Word(v.to_string()))
            }
            fn visit_map<M: serde::de::MapAccess<'de>>(self, m: M) -> Result<RawExpect, M::Error> {
                RawSites::deserialize(serde::de::value::MapAccessDeserializer::new(m))
                    .map(RawExpect::Sites)
            }
        }
        d.deserialize_any(V)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawFormula {
    pub(crate) select: String,
    #[serde(default)]
    pub(crate) inputs: BTreeMap<String, Vec<toml::Value>>,
    #[serde(default)]
    pub(crate) given: BTreeMap<String, toml::Value>,
    /// A Python expression checked on every row, or a list: one expected result per row.
    pub(crate) expect: Option<toml::Value>,
}

/// The input column a per-row `expect = [..]` list becomes: `result == expected` on each row,
/// so the rendered table shows the expected value beside the result.
pub(crate) const EXPECTED_COLUMN: &str = "expected";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTemplate {
    pub(crate) paths: Vec<String>,
    pub(crate) contains: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawProbe {
    pub(crate) argv: Vec<String>,
    #[serde(default)]
    pub(crate) shell: bool,
    /// Seconds; default 30.
    pub(crate) timeout: Option<f64>,
    pub(crate) regex: Option<String>,
    pub(crate) json_pointer: Option<String>,
}

/// A TOML scalar/array as a typed value.
pub(crate) fn toml_value(v: &toml::Value) -> Result<crate::core::value::Value, String> {
    use crate::core::value::Value;
    Ok(match v {
        toml::Value::Integer(i) => Value::Int(*i as i128),
        toml::Value::Float(f) => Value::Float(*f),
        toml::Value::Boolean(b) => Value::Bool(*b),
        toml::Value::String(s) => Value::Str(s.clone()),
        toml::Value::Array(a) => Value::List(a.iter().map(toml_value).collect::<Result<_, _>>()?),
        other => return Err(format!("unsupported input value {other}")),
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawStrings {
    pub(crate) paths: Vec<String>,
    pub(crate) contains: Option<String>,
    pub(crate) regex: Option<String>,
    /// Allowlist: every matching literal must lie under one of these directories.
    pub(crate) only_under: Option<Vec<String>>,
}

/// Line starts of a claims file, so each claim's line is a binary search: counting newlines
/// from the start per claim made loading quadratic (9,900 claims in 1.6 MB took 5 s).
pub(crate) struct LineIndex {
    /// Byte offset just past each `\n`.
    starts: Vec<usize>,
    len: usize,
}

impl LineIndex {
    pub(crate) fn new(src: &str) -> LineIndex {
        LineIndex {
            starts: memchr::memchr_iter(b'\n', src.as_bytes())
                .map(|i| i + 1)
                .collect(),
            len: src.len(),
        }
    }

    /// 1-based line of a byte offset (the line [`line_col`] gives).
    pub(crate) fn line(&self, offset: usize) -> usize {
        let offset = offset.min(self.len);
        // Newlines strictly before `offset`, plus one.
        self.starts.partition_point(|&s| s <= offset) + 1
    }
}

/// 1-based line and column of a byte offset.
pub(crate) fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let before = &src[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map(|i| i + 1).unwrap_or(0) + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index_gives_line_col_lines() {
        for src in [
            "",
            "\n",
            "a",
            "version = 1\n\n[[claim]]\nid = \"x\"\n",
            "no newline at the end\nsecond",
            "\n\n\né\u{a0}\r\nlast\n\n",
        ] {
            let index = LineIndex::new(src);
            // Every offset, including past the end (clamped as line_col does).
            for offset in 0..=src.len() + 2 {
                // Spans start on char boundaries; line_col slices there.
                if !src.is_char_boundary(offset.min(src.len())) {
                    continue;
                }
                assert_eq!(
                    index.line(offset),
                    line_col(src, offset).0,
                    "offset {offset} of {src:?}"
                );
            }
        }
    }
}
