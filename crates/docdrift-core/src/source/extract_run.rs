//! `docdrift extract` as a library: every target (a `PATH::ITEM` selector or a file to list)
//! resolved in order, [`BATCH`] at a time in parallel on the big-stack pool
//! ([`super::on_parse_pool`]), and what each error kind means for the run
//! ([`ExtractStatus`]). [`extract_all`] gathers everything for a table; [`write_json`]
//! streams the `--format json` document, serializing in the workers while the next batch
//! is parsed, so a listing of a whole stdlib never sits in memory at once.

use std::io::Write;
use std::path::Path;

use rayon::prelude::*;
use serde::Serialize;

use super::{Extracted, ParseIssue, SourceError};

/// How a run went, worst target first: the CLI maps it to an exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ExtractStatus {
    /// Every target gave its items.
    Ok,
    /// A selector named nothing (or nothing docdrift can read as written).
    Missed,
    /// A file could not be read, was not UTF-8 or could not be parsed.
    Unreadable,
    /// A bad selector or a file type docdrift does not read: a usage problem.
    BadTarget,
}

/// What a failed target means for the run: usage problems first, then unreadable files,
/// then misses.
pub fn status_of(e: &SourceError) -> ExtractStatus {
    match e {
        SourceError::BadSelector { .. } | SourceError::Unsupported { .. } => {
            ExtractStatus::BadTarget
        }
        SourceError::Io { .. } | SourceError::NotUtf8 { .. } | SourceError::Parse { .. } => {
            ExtractStatus::Unreadable
        }
        _ => ExtractStatus::Missed,
    }
}

/// A target that gave nothing, as the JSON output lists it.
#[derive(Debug, Serialize)]
pub struct Failure {
    /// The target as given: a selector or a file path.
    pub target: String,
    /// The error, as the table and JSON output print it.
    pub message: String,
    /// For a selector that named nothing: the nearest names in its file.
    pub nearest: Vec<String>,
}

impl Failure {
    /// The failure record of target `target` from its error (nearest names kept for a miss).
    pub fn new(target: &str, e: &SourceError) -> Failure {
        let nearest = match e {
            SourceError::NotFound { nearest, .. } => nearest.clone(),
            _ => Vec::new(),
        };
        Failure {
            target: target.to_string(),
            message: e.to_string(),
            nearest,
        }
    }
}

/// What one target gave: its items and skipped syntax errors, or why it gave nothing.
pub type Resolved = Result<(Vec<Extracted>, Vec<ParseIssue>), SourceError>;

/// One target: a `PATH::ITEM` selector is extracted, anything else is a file to list.
pub fn resolve(root: &Path, t: &str) -> Resolved {
    if t.contains("::") {
        super::extract(root, t).map(|r| (r, Vec::new()))
    } else {
        super::list(root, Path::new(t)).map(|l| (l.items, l.errors))
    }
}

/// Targets parsed at once: enough to keep every core busy, few enough that only this many
/// files' items are held (a listing of a whole stdlib is half a gigabyte of JSON).
pub const BATCH: usize = 64;

/// Resolve every target in order, `BATCH` at a time in parallel, handing each result to `each`
/// in the order given.
pub fn resolve_all(root: &Path, targets: &[String], mut each: impl FnMut(&str, Resolved)) {
    for chunk in targets.chunks(BATCH) {
        let done: Vec<Resolved> =
            super::on_parse_pool(|| chunk.par_iter().map(|t| resolve(root, t)).collect());
        for (t, r) in chunk.iter().zip(done) {
            each(t, r);
        }
    }
}

/// Every target's items, in the order given, with what went wrong.
#[derive(Debug)]
pub struct Extraction {
    /// Every item found, targets in the order given.
    pub results: Vec<Extracted>,
    /// Syntax errors skipped over while listing files; the rest of each file was still read.
    pub parse_errors: Vec<ParseIssue>,
    /// The targets that gave nothing, in the order given.
    pub errors: Vec<Failure>,
    /// (index of the first result, count) per target that gave items.
    pub groups: Vec<(usize, usize)>,
    /// Some target is a file to list (not a selector): items are named, not selected.
    pub listing: bool,
    /// The worst outcome among the targets ([`ExtractStatus::Ok`] when all gave items).
    pub status: ExtractStatus,
}

impl Extraction {
    /// How many definitions each result shares its name with: in a listing, the items of
    /// its file with the same name; for selectors, the items the selector gave.
    pub fn definitions(&self) -> Vec<usize> {
        let mut out = Vec::with_capacity(self.results.len());
        for (start, len) in &self.groups {
            let group = &self.results[*start..start + len];
            if self.listing {
                // Counted by name in a map: a 200,000-item file must not compare every pair.
                let mut by_name: std::collections::HashMap<&str, usize> =
                    std::collections::HashMap::new();
                for e in group {
                    *by_name.entry(e.name.as_str()).or_default() += 1;
                }
                out.extend(group.iter().map(|e| by_name[e.name.as_str()]));
            } else {
                out.extend(std::iter::repeat_n(*len, *len));
            }
        }
        out
    }
}

/// Resolves every target (see [`resolve_all`]) and gathers the outcome.
pub fn extract_all(root: &Path, targets: &[String]) -> Extraction {
    let mut out = Extraction {
        results: Vec::new(),
        parse_errors: Vec::new(),
        errors: Vec::new(),
        groups: Vec::new(),
        listing: targets.iter().any(|t| !t.contains("::")),
        status: ExtractStatus::Ok,
    };
    resolve_all(root, targets, |t, r| match r {
        Ok((items, errs)) => {
            out.groups.push((out.results.len(), items.len()));
            out.results.extend(items);
            out.parse_errors.extend(errs);
        }
        Err(e) => {
            out.status = out.status.max(status_of(&e));
            out.errors.push(Failure::new(t, &e));
        }
    });
    out
}

/// The JSON document could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// Writing to the output failed (e.g. a closed pipe).
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// An item could not be serialised as JSON.
    #[error(transparent)]
    Json(#[from] serde_json::Error),
}

/// serde_json's `PrettyFormatter` (two-space indent) for a value that sits `base` levels deep
/// in the document: every line break is followed by `base` more indents than the pretty
/// printer writes. Line breaks only come from the formatter (strings escape theirs), so this
/// prints byte for byte the pretty output with every line after the first shifted right.
struct Nested {
    base: usize,
    current: usize,
    has_value: bool,
}

impl Nested {
    fn new(base: usize) -> Nested {
        Nested {
            base,
            current: 0,
            has_value: false,
        }
    }

    fn indent<W: ?Sized + Write>(&self, w: &mut W) -> std::io::Result<()> {
        // One write per line, not one per level: 390 MB of listing is ~20 million lines.
        const SPACES: &[u8; 128] = &[b' '; 128];
        let mut n = 2 * (self.base + self.current);
        while n > 0 {
            let k = n.min(SPACES.len());
            w.write_all(&SPACES[..k])?;
            n -= k;
        }
        Ok(())
    }
}

impl serde_json::ser::Formatter for Nested {
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.current += 1;
        self.has_value = false;
        w.write_all(b"[")
    }
    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.current -= 1;
        if self.has_value {
            w.write_all(b"\n")?;
            self.indent(w)?;
        }
        w.write_all(b"]")
    }
    fn begin_array_value<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        w.write_all(if first { b"\n" } else { b",\n" })?;
        self.indent(w)
    }
    fn end_array_value<W: ?Sized + Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }
    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.current += 1;
        self.has_value = false;
        w.write_all(b"{")
    }
    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.current -= 1;
        if self.has_value {
            w.write_all(b"\n")?;
            self.indent(w)?;
        }
        w.write_all(b"}")
    }
    fn begin_object_key<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        w.write_all(if first { b"\n" } else { b",\n" })?;
        self.indent(w)
    }
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        w.write_all(b": ")
    }
    fn end_object_value<W: ?Sized + Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

/// Pretty JSON of `v`, `base` levels deep (see [`Nested`]).
fn pretty_at<W: Write, T: Serialize>(w: &mut W, base: usize, v: &T) -> serde_json::Result<()> {
    let mut ser = serde_json::Serializer::with_formatter(w, Nested::new(base));
    v.serialize(&mut ser)
}

/// One target ready to print: its items as JSON (each preceded by `,\n    `) and the syntax
/// errors skipped, or why it gave nothing.
type Printed = Result<(Vec<u8>, Vec<ParseIssue>), SourceError>;

/// Resolves and serializes one target (in a worker: the JSON is made on all cores).
fn print_target(root: &Path, t: &str) -> serde_json::Result<Printed> {
    let (items, errs) = match resolve(root, t) {
        Ok(r) => r,
        Err(e) => return Ok(Err(e)),
    };
    // Items print at ~600 bytes each: start near the final size instead of doubling up to it.
    let mut buf = Vec::with_capacity(items.len() * 640);
    for item in &items {
        buf.extend_from_slice(b",\n    ");
        pretty_at(&mut buf, 2, item)?;
    }
    Ok(Ok((buf, errs)))
}

/// The `--format json` document of `targets`, streamed to `w`: each target's items are
/// serialized in the workers and written in order while the next batch is parsed; byte for
/// byte what serializing `{"results", "parse_errors", "errors"}` at once with serde_json's
/// pretty printer gives. Fails only when writing does.
pub fn write_json<W: Write>(
    root: &Path,
    targets: &[String],
    mut w: W,
) -> Result<ExtractStatus, WriteError> {
    let mut status = ExtractStatus::Ok;
    let mut parse_errors: Vec<ParseIssue> = Vec::new();
    let mut errors: Vec<Failure> = Vec::new();
    let mut first = true;
    w.write_all(b"{\n  \"results\": [")?;
    // The parsing thread runs one batch ahead of the writing (this) thread; two batches wait
    // at most, so memory stays bounded.
    let (tx, rx) = std::sync::mpsc::sync_channel::<Vec<serde_json::Result<Printed>>>(2);
    std::thread::scope(|s| -> Result<(), WriteError> {
        s.spawn(move || {
            for chunk in targets.chunks(BATCH) {
                let done = super::on_parse_pool(|| {
                    chunk.par_iter().map(|t| print_target(root, t)).collect()
                });
                if tx.send(done).is_err() {
                    // The writer stopped (an error): nothing more to parse.
                    break;
                }
            }
        });
        // `rx` moves in here: an early return drops it, which stops the parsing thread.
        for (chunk, done) in targets.chunks(BATCH).zip(rx) {
            for (t, r) in chunk.iter().zip(done) {
                match r? {
                    Ok((json, errs)) => {
                        if !json.is_empty() {
                            // The first item of all opens the list without a comma.
                            let skip = usize::from(std::mem::take(&mut first));
                            w.write_all(&json[skip..])?;
                        }
                        parse_errors.extend(errs);
                    }
                    Err(e) => {
                        status = status.max(status_of(&e));
                        errors.push(Failure::new(t, &e));
                    }
                }
            }
        }
        Ok(())
    })?;
    w.write_all(if first { b"]" } else { b"\n  ]" })?;
    w.write_all(b",\n  \"parse_errors\": ")?;
    pretty_at(&mut w, 1, &parse_errors)?;
    w.write_all(b",\n  \"errors\": ")?;
    pretty_at(&mut w, 1, &errors)?;
    w.write_all(b"\n}\n")?;
    w.flush()?;
    Ok(status)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole document at once, as serde_json's pretty printer writes it.
    #[derive(Serialize)]
    struct Output<'a> {
        results: &'a [Extracted],
        parse_errors: &'a [ParseIssue],
        errors: &'a [Failure],
    }

    /// Both entry points on real Python files: items in target order, a syntax error
    /// skipped, a duplicate name counted, each failure kind's status (the worst wins), and
    /// the streamed JSON byte for byte the pretty printer's output of the same outcome.
    #[test]
    fn extract_all_and_write_json_agree_on_real_files() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("a.py"), "LIMIT = 8\nLIMIT = 9\nNAME = 'x'\n").unwrap();
        // A vendored file with syntax errors at lines 2 and 7 between two readable constants.
        std::fs::copy(
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../tests/fixtures/source/broken.py"
            ),
            d.join("broken.py"),
        )
        .unwrap();
        let t = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();

        let ok = extract_all(d, &t(&["a.py::NAME", "a.py::LIMIT"]));
        assert_eq!(ok.status, ExtractStatus::Ok);
        assert!(!ok.listing);
        assert_eq!(ok.groups, [(0, 1), (1, 2)]);
        assert_eq!(ok.definitions(), [1, 2, 2]);

        let listed = extract_all(d, &t(&["a.py", "broken.py"]));
        assert!(listed.listing);
        let names: Vec<&str> = listed.results.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["LIMIT", "LIMIT", "NAME", "FIRST", "SECOND"]);
        assert_eq!(listed.definitions(), [2, 2, 1, 1, 1]);
        let lines: Vec<usize> = listed.parse_errors.iter().map(|p| p.line).collect();
        assert!(lines.contains(&2) && lines.contains(&7), "{lines:?}");

        let cases: [(&[&str], ExtractStatus); 4] = [
            (&["a.py::NOPE"], ExtractStatus::Missed),
            (&["a.py::NOPE", "missing.py"], ExtractStatus::Unreadable),
            (
                &["missing.py", "a.py::", "a.py::NOPE"],
                ExtractStatus::BadTarget,
            ),
            (&["notes.txt"], ExtractStatus::BadTarget),
        ];
        for (targets, want) in cases {
            let got = extract_all(d, &t(targets));
            assert_eq!(got.status, want, "{targets:?}");
            assert_eq!(got.errors.len(), targets.len(), "{targets:?}");
        }
        let miss = extract_all(d, &t(&["a.py::LIMT"]));
        assert_eq!(miss.errors[0].target, "a.py::LIMT");
        assert!(miss.errors[0].nearest.contains(&"LIMIT".to_string()));
        assert!(
            miss.errors[0].message.contains("a.py"),
            "{}",
            miss.errors[0].message
        );

        for targets in [
            t(&[]),
            t(&["a.py::NOPE"]),
            t(&[
                "a.py",
                "broken.py",
                "a.py::LIMIT",
                "missing.py",
                "a.py::LIMT",
            ]),
        ] {
            let whole = extract_all(d, &targets);
            let mut want = serde_json::to_string_pretty(&Output {
                results: &whole.results,
                parse_errors: &whole.parse_errors,
                errors: &whole.errors,
            })
            .unwrap();
            want.push('\n');
            let mut got = Vec::new();
            let status = write_json(d, &targets, &mut got).unwrap();
            assert_eq!(status, whole.status, "{targets:?}");
            assert_eq!(String::from_utf8(got).unwrap(), want, "{targets:?}");
        }
    }

    /// `Nested` prints the pretty printer's output with every line after the first shifted
    /// right by `base` indents (what the streamed document needs), empty containers included.
    #[test]
    fn nested_formatter_is_the_pretty_printer_shifted() {
        let v = serde_json::json!({
            "a": [1, {"b": [], "c": {}}, "line\nbreak"],
            "d": {"e": [[], [null, true, 1.5]], "f": "x"},
            "g": []
        });
        let mut deep = serde_json::json!("leaf");
        for _ in 0..70 {
            deep = serde_json::json!([deep]);
        }
        let v = serde_json::json!({"v": v, "deep": deep});
        for base in 0..3 {
            let mut got = Vec::new();
            pretty_at(&mut got, base, &v).unwrap();
            let pad = format!("\n{}", "  ".repeat(base));
            let want = serde_json::to_string_pretty(&v)
                .unwrap()
                .replace('\n', &pad);
            assert_eq!(String::from_utf8(got).unwrap(), want);
        }
    }
}
