//! The cheap inventory the CPython `ast` peer defines: module-level names and dict-literal
//! key paths of one file ([`module_constants`]) and of a whole tree on all cores
//! ([`tree_constants`]), with the files CPython would reject counted as unreadable.

#[allow(unused_imports)]
use super::*;

/// Module-level names and dict-literal key paths of one file, defined exactly as the CPython
/// `ast` peer (`peer_consts.py`) defines them, for the benchmark and for whole-tree scans:
/// every `NAME = …` / `NAME: T = …` statement directly in the module body (one entry per `Name`
/// target, at the statement's line), and for each such assignment whose value is a dict
/// literal, every key path whose keys are all string literals and whose value is not itself a
/// dict (at the value's line). Conditional definitions, class bodies and folding are the
/// business of [`list`]; this is the cheap inventory a nightly scan of a whole tree needs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ModuleConstants {
    /// `(name, 1-based line)` in source order.
    pub constants: Vec<(String, usize)>,
    /// `(dotted key path starting with the name, 1-based line of the value)`.
    pub dict_keys: Vec<(String, usize)>,
}

/// Why [`module_constants`] read nothing from a file (the peer's `parse_errors`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnreadableModule {
    /// The bytes do not decode with the file's declared (PEP 263) or default UTF-8 encoding.
    Encoding {
        /// The encoding tried: `utf-8`, or the declared name (`uft-8 (unknown encoding)` when
        /// Python knows no such codec).
        encoding: String,
    },
    /// A syntax error, or syntax newer than Python 3.11 (the peer's interpreter): CPython's
    /// `ast.parse` rejects the whole file, so nothing is counted from it.
    Syntax {
        /// 1-based line of the error.
        line: usize,
        /// The parser's message.
        message: String,
    },
}

/// The [`ModuleConstants`] of one Python source text (already decoded).
pub fn module_constants(text: &str) -> Result<ModuleConstants, UnreadableModule> {
    // Past the nesting bounds the parser would overflow its stack: refused like a syntax error.
    if let Some(d) = crate::source::bounds::python_too_deep(text)
        .into_iter()
        .next()
    {
        return Err(UnreadableModule::Syntax {
            line: d.line,
            message: d.message,
        });
    }
    let opts = ruff_python_parser::ParseOptions::from(ast::PySourceType::Python)
        .with_target_version(ast::PythonVersion::PY311);
    let parsed = ruff_python_parser::parse_unchecked(text, opts);
    let first_error = parsed
        .errors()
        .first()
        .map(|e| (usize::from(e.location.start()), e.error.to_string()))
        .or_else(|| {
            parsed
                .unsupported_syntax_errors()
                .first()
                .map(|e| (usize::from(e.range.start()), e.to_string()))
        });
    if let Some((at, message)) = first_error {
        return Err(UnreadableModule::Syntax {
            line: Lines::new(text).line(at),
            message,
        });
    }
    let ast::Mod::Module(module) = parsed.syntax() else {
        return Ok(ModuleConstants::default());
    };
    // Line lookup only for the statements that need it: most of a file is functions.
    let lines = Lines::new(text);
    let mut out = ModuleConstants::default();
    for stmt in &module.body {
        let (targets, value): (&[Expr], &Expr) = match stmt {
            Stmt::Assign(a) => (&a.targets, &a.value),
            Stmt::AnnAssign(a) => match &a.value {
                Some(v) => (std::slice::from_ref(&*a.target), v),
                None => continue,
            },
            _ => continue,
        };
        let line = lines.line(usize::from(stmt.range().start()));
        for t in targets {
            if let Expr::Name(n) = t {
                out.constants.push((n.id.to_string(), line));
                if let Expr::Dict(d) = value {
                    let mut path = n.id.to_string();
                    peer_dict_keys(d, &mut path, &lines, &mut out.dict_keys);
                }
            }
        }
    }
    Ok(out)
}

fn peer_dict_keys(
    d: &ast::ExprDict,
    path: &mut String,
    lines: &Lines,
    out: &mut Vec<(String, usize)>,
) {
    for item in &d.items {
        let Some(Expr::StringLiteral(k)) = &item.key else {
            continue;
        };
        let len = path.len();
        path.push('.');
        path.push_str(k.value.to_str());
        match &item.value {
            Expr::Dict(inner) => peer_dict_keys(inner, path, lines, out),
            v => out.push((path.clone(), lines.line(usize::from(v.range().start())))),
        }
        path.truncate(len);
    }
}

/// [`ModuleConstants`] totals of every `.py` file under a directory (the benchmark's Python
/// row; the peer is `peer_consts.py`).
#[derive(Debug, Clone, Default)]
pub struct TreeConstants {
    /// `.py` files found (symlinks to files included, directory symlinks not followed — as
    /// `os.walk`).
    pub files: usize,
    /// Total size of those files, in bytes (unreadable ones included).
    pub bytes: u64,
    /// Module-level names found in all readable files.
    pub constants: usize,
    /// Dict-literal key paths found in all readable files.
    pub dict_keys: usize,
    /// `(path, constants, dict keys)` of every file read, sorted by path, for file-by-file
    /// comparison with the peer.
    pub per_file: Vec<(std::path::PathBuf, usize, usize)>,
    /// Files nothing was read from, and why, sorted by path (never skipped silently).
    pub unreadable: Vec<(std::path::PathBuf, String)>,
}

/// Bytes read from one file, and its (constants, dict keys) or why it was unreadable.
type FileScan = (u64, Result<(usize, usize), String>);

/// Scan every `.py` file under `dir` on all cores, one file in memory per thread.
pub fn tree_constants(dir: &Path) -> TreeConstants {
    use rayon::prelude::*;
    let mut out = TreeConstants::default();
    let mut paths = Vec::new();
    for entry in walkdir::WalkDir::new(dir) {
        match entry {
            Ok(e) => {
                let name = e.file_name().as_encoded_bytes();
                // `os.walk` lists a symlink to a directory as a directory: not a file.
                if name.ends_with(b".py") && !e.file_type().is_dir() && !e.path().is_dir() {
                    paths.push(e.into_path());
                }
            }
            Err(e) => {
                let p = e.path().unwrap_or(dir).to_path_buf();
                out.unreadable.push((p, e.to_string()));
            }
        }
    }
    let scan = |p: &std::path::PathBuf| -> FileScan {
        let bytes = match std::fs::read(p) {
            Ok(b) => b,
            Err(e) => return (0, Err(e.to_string())),
        };
        let n = bytes.len() as u64;
        let r = decode_source(&bytes)
            .and_then(|text| module_constants(&text))
            .map(|m| (m.constants.len(), m.dict_keys.len()))
            .map_err(|e| match e {
                UnreadableModule::Encoding { encoding } => {
                    format!("cannot decode as {encoding}")
                }
                UnreadableModule::Syntax { line, message } => {
                    format!("syntax error at line {line}: {message}")
                }
            });
        (n, r)
    };
    // Parsers recurse once per nesting level: the parse pool's workers have the big stack.
    let results: Vec<FileScan> =
        crate::source::on_parse_pool(|| paths.par_iter().map(scan).collect());
    out.files = paths.len();
    for (p, (n, r)) in paths.into_iter().zip(results) {
        out.bytes += n;
        match r {
            Ok((c, k)) => {
                out.constants += c;
                out.dict_keys += k;
                out.per_file.push((p, c, k));
            }
            Err(e) => out.unreadable.push((p, e)),
        }
    }
    out.per_file.sort();
    out.unreadable.sort();
    out
}
