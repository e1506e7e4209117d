//! Python extraction with ruff's parser (error-tolerant: a syntax error is reported with its
//! line and the rest of the file is still read). Produces module constants, nested dict
//! entries (`DEFAULT_CONFIG.compression.protect_last_n`), class attributes, parameter defaults
//! (`Class.__init__(protect_last_n)`) and assignments inside functions
//! (`Class._find_tail_cut::min_tail_floor`). Values are folded by [`super::eval`] with the other
//! module-level constants of the same file as the environment.

use super::eval::{self, EvalError};
use super::selector::join_key;
use super::{Extracted, Kind, Lines, Listing, ParseIssue};
use crate::core::value::Value;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_python_parser::parse_unchecked_source;
use ruff_text_size::{Ranged, TextRange};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// Module-level names and the expressions assigned to them, resolved lazily for folding.
struct ModuleEnv<'a> {
    src: &'a str,
    defs: HashMap<String, Vec<&'a Expr>>,
    /// Names changed by `X += …`: their value depends on order, so they are not folded.
    mutated: HashSet<String>,
    cache: RefCell<HashMap<String, Option<Value>>>,
    busy: RefCell<HashSet<String>>,
}

impl<'a> ModuleEnv<'a> {
    fn resolve(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.cache.borrow().get(name) {
            return v.clone();
        }
        let (base, rest) = match name.find(['.', '[']) {
            Some(i) => (&name[..i], Some(&name[i..])),
            None => (name, None),
        };
        if rest.is_some() {
            // `CONFIG["a"]` is handled by the evaluator indexing into `CONFIG`.
            let _ = base;
            return None;
        }
        if self.mutated.contains(name) {
            return None;
        }
        let defs = self.defs.get(name)?;
        // A cycle (`A = B; B = A`) or a chain longer than any real one.
        if self.busy.borrow().len() >= eval::MAX_DEPTH
            || !self.busy.borrow_mut().insert(name.to_string())
        {
            return None;
        }
        let mut values = Vec::new();
        for e in defs {
            values.push(eval::eval_py_expr(e, self.src, &|n| self.resolve(n)).ok());
        }
        self.busy.borrow_mut().remove(name);
        // Several definitions that disagree (platform branches) are not one constant.
        let first = values.first().cloned().flatten();
        let v = if values.iter().all(|v| v.is_some() && *v == first) {
            first
        } else {
            None
        };
        self.cache.borrow_mut().insert(name.to_string(), v.clone());
        v
    }

    fn eval(&self, e: &Expr) -> Result<Value, EvalError> {
        eval::eval_py_expr(e, self.src, &|n| self.resolve(n))
    }
}

fn collect_defs<'a>(
    body: &'a [Stmt],
    defs: &mut HashMap<String, Vec<&'a Expr>>,
    mutated: &mut HashSet<String>,
) {
    for stmt in body {
        match stmt {
            Stmt::AugAssign(a) => {
                if let Expr::Name(n) = &*a.target {
                    mutated.insert(n.id.to_string());
                }
            }
            Stmt::Assign(a) => {
                for t in &a.targets {
                    if let Expr::Name(n) = t {
                        defs.entry(n.id.to_string()).or_default().push(&a.value);
                    }
                }
            }
            Stmt::AnnAssign(a) => {
                if let (Expr::Name(n), Some(v)) = (&*a.target, &a.value) {
                    defs.entry(n.id.to_string()).or_default().push(v);
                }
            }
            Stmt::If(i) => {
                collect_defs(&i.body, defs, mutated);
                for c in &i.elif_else_clauses {
                    collect_defs(&c.body, defs, mutated);
                }
            }
            Stmt::Try(t) => {
                collect_defs(&t.body, defs, mutated);
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    collect_defs(&h.body, defs, mutated);
                }
                collect_defs(&t.orelse, defs, mutated);
                collect_defs(&t.finalbody, defs, mutated);
            }
            _ => {}
        }
    }
}

/// Which scope a statement list belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    Module,
    Class,
    Function,
}

struct Walker<'a> {
    file: &'a Path,
    src: &'a str,
    lines: Lines,
    env: ModuleEnv<'a>,
    items: Vec<Extracted>,
    /// Simple assignments of the class bodies being walked (innermost last), so `B = A * 2`
    /// in a class body folds with the class's own `A`.
    class_scopes: Vec<HashMap<String, Vec<&'a Expr>>>,
}

impl<'a> Walker<'a> {
    fn text(&self, r: TextRange) -> &'a str {
        self.src
            .get(usize::from(r.start())..usize::from(r.end()))
            .unwrap_or("")
    }

    fn span(&self, start: TextRange, end: TextRange) -> (usize, usize) {
        let line = self.lines.line(usize::from(start.start()));
        let last = usize::from(end.end())
            .saturating_sub(1)
            .max(usize::from(start.start()));
        (line, self.lines.line(last))
    }

    #[allow(clippy::too_many_arguments)]
    fn push(
        &mut self,
        kind: Kind,
        name: String,
        start: TextRange,
        value: &Expr,
        conds: &[String],
        warn_unfolded: bool,
    ) {
        let (line, end_line) = self.span(start, value.range());
        let mut warnings: Vec<String> = conds.iter().map(|c| format!("conditional: {c}")).collect();
        let folded = match self.class_scopes.last() {
            Some(scope) if !scope.is_empty() => {
                let lookup = |n: &str| -> Option<Value> {
                    match scope.get(n).map(Vec::as_slice) {
                        // Class names resolve one level deep, against module names.
                        Some([one]) => self.env.eval(one).ok(),
                        Some(_) => None,
                        None => self.env.resolve(n),
                    }
                };
                eval::eval_py_expr(value, self.src, &lookup)
            }
            _ => self.env.eval(value),
        };
        let value_out = match folded {
            Ok(v) => Some(v),
            Err(e) => {
                if warn_unfolded {
                    warnings.push(format!("not folded: {e}"));
                }
                None
            }
        };
        self.items.push(Extracted {
            selector: String::new(),
            file: self.file.to_path_buf(),
            line,
            end_line,
            kind,
            name: name.clone(),
            value: value_out,
            expr: self.text(value.range()).to_string(),
            cfg: None,
            commented_out: false,
            warnings,
        });
        self.push_dict_entries(&name, value, conds);
    }

    /// Nested dict literals (and `dict(k=v)` calls) become `NAME.key.sub` entries.
    fn push_dict_entries(&mut self, prefix: &str, value: &Expr, conds: &[String]) {
        match value {
            Expr::Dict(d) => {
                for item in &d.items {
                    let Some(k) = &item.key else { continue };
                    let key = match k {
                        Expr::StringLiteral(s) => s.value.to_str().to_string(),
                        Expr::NumberLiteral(_) | Expr::BooleanLiteral(_) | Expr::NoneLiteral(_) => {
                            self.text(k.range()).to_string()
                        }
                        // A computed key has no name a selector could spell.
                        _ => continue,
                    };
                    let name = join_key(prefix, &key);
                    self.push(Kind::DictEntry, name, k.range(), &item.value, conds, false);
                }
            }
            Expr::Call(c)
                if matches!(&*c.func, Expr::Name(n) if n.id.as_str() == "dict")
                    && c.arguments.args.is_empty() =>
            {
                for kw in c.arguments.keywords.iter() {
                    let Some(arg) = &kw.arg else { continue };
                    let name = join_key(prefix, arg.id.as_str());
                    self.push(Kind::DictEntry, name, kw.range(), &kw.value, conds, false);
                }
            }
            Expr::List(ast::ExprList { elts, .. }) | Expr::Tuple(ast::ExprTuple { elts, .. }) => {
                for (i, e) in elts.iter().enumerate() {
                    if matches!(e, Expr::Dict(_)) {
                        let name = format!("{prefix}[{i}]");
                        self.push_dict_entries(&name, e, conds);
                    }
                }
            }
            _ => {}
        }
    }

    /// Name of an assignment target inside `prefix`, when a selector can spell it.
    fn target_names(
        &self,
        t: &'a Expr,
        value: &'a Expr,
        out: &mut Vec<(String, TextRange, &'a Expr)>,
    ) {
        match t {
            Expr::Name(n) => out.push((n.id.to_string(), t.range(), value)),
            Expr::Attribute(_) => {
                let text = self.text(t.range());
                if !text.contains(char::is_whitespace) {
                    out.push((text.to_string(), t.range(), value));
                }
            }
            Expr::Tuple(ast::ExprTuple { elts: ts, .. })
            | Expr::List(ast::ExprList { elts: ts, .. }) => {
                // `a, b = 1, 2` pairs up element-wise; anything else has no per-name expression.
                if let Expr::Tuple(ast::ExprTuple { elts: vs, .. })
                | Expr::List(ast::ExprList { elts: vs, .. }) = value
                {
                    if ts.len() == vs.len() {
                        for (t, v) in ts.iter().zip(vs.iter()) {
                            self.target_names(t, v, out);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    fn scoped(prefix: &str, scope: Scope, name: &str) -> String {
        match scope {
            Scope::Module => name.to_string(),
            Scope::Class => format!("{prefix}.{name}"),
            Scope::Function => format!("{prefix}::{name}"),
        }
    }

    fn walk(&mut self, body: &'a [Stmt], prefix: &str, scope: Scope, conds: &mut Vec<String>) {
        for stmt in body {
            match stmt {
                Stmt::Assign(a) => {
                    let mut names = Vec::new();
                    for t in &a.targets {
                        self.target_names(t, &a.value, &mut names);
                    }
                    for (n, r, v) in names {
                        self.push_assignment(prefix, scope, &n, r, v, conds);
                    }
                }
                Stmt::AnnAssign(a) => {
                    if let Some(v) = &a.value {
                        let mut names = Vec::new();
                        self.target_names(&a.target, v, &mut names);
                        for (n, r, v) in names {
                            self.push_assignment(prefix, scope, &n, r, v, conds);
                        }
                    }
                }
                Stmt::ClassDef(c) => {
                    let name = match scope {
                        Scope::Module => c.name.id.to_string(),
                        _ => format!("{prefix}.{}", c.name.id),
                    };
                    let mut scope: HashMap<String, Vec<&'a Expr>> = HashMap::new();
                    for st in &c.body {
                        match st {
                            Stmt::Assign(a) => {
                                for t in &a.targets {
                                    if let Expr::Name(n) = t {
                                        scope.entry(n.id.to_string()).or_default().push(&a.value);
                                    }
                                }
                            }
                            Stmt::AnnAssign(a) => {
                                if let (Expr::Name(n), Some(v)) = (&*a.target, &a.value) {
                                    scope.entry(n.id.to_string()).or_default().push(v);
                                }
                            }
                            _ => {}
                        }
                    }
                    self.class_scopes.push(scope);
                    self.walk(&c.body, &name, Scope::Class, &mut Vec::new());
                    self.class_scopes.pop();
                }
                Stmt::FunctionDef(f) => {
                    let name = match scope {
                        Scope::Module => f.name.id.to_string(),
                        _ => format!("{prefix}.{}", f.name.id),
                    };
                    let p = &f.parameters;
                    for pw in p
                        .posonlyargs
                        .iter()
                        .chain(p.args.iter())
                        .chain(p.kwonlyargs.iter())
                    {
                        if let Some(d) = &pw.default {
                            let n = format!("{name}({})", pw.parameter.name.id);
                            self.push(Kind::DefaultArg, n, pw.range(), d, conds, true);
                        }
                    }
                    // Class-body names are not visible inside methods (Python scoping).
                    self.class_scopes.push(HashMap::new());
                    self.walk(&f.body, &name, Scope::Function, &mut Vec::new());
                    self.class_scopes.pop();
                }
                Stmt::If(i) => {
                    let test = self.text(i.test.range()).to_string();
                    conds.push(format!("if {test}"));
                    self.walk(&i.body, prefix, scope, conds);
                    conds.pop();
                    for c in &i.elif_else_clauses {
                        let label = match &c.test {
                            Some(t) => format!("elif {} (after if {test})", self.text(t.range())),
                            None => format!("else of if {test}"),
                        };
                        conds.push(label);
                        self.walk(&c.body, prefix, scope, conds);
                        conds.pop();
                    }
                }
                Stmt::Try(t) => {
                    self.walk(&t.body, prefix, scope, conds);
                    for h in &t.handlers {
                        let ast::ExceptHandler::ExceptHandler(h) = h;
                        let label = match &h.type_ {
                            Some(ty) => format!("except {}", self.text(ty.range())),
                            None => "except".to_string(),
                        };
                        conds.push(label);
                        self.walk(&h.body, prefix, scope, conds);
                        conds.pop();
                    }
                    self.walk(&t.orelse, prefix, scope, conds);
                    self.walk(&t.finalbody, prefix, scope, conds);
                }
                Stmt::AugAssign(a) => {
                    // `X += 1` redefines X; its value depends on the earlier one, so it is
                    // reported (making X ambiguous) but never folded.
                    if let Expr::Name(n) = &*a.target {
                        let name = Self::scoped(prefix, scope, n.id.as_str());
                        let (line, end_line) = self.span(a.target.range(), a.value.range());
                        let mut warnings: Vec<String> =
                            conds.iter().map(|c| format!("conditional: {c}")).collect();
                        warnings.push(format!(
                            "augmented assignment `{}`: value depends on the earlier definition",
                            self.text(a.range)
                        ));
                        let kind = match scope {
                            Scope::Module => Kind::Constant,
                            Scope::Class => Kind::ClassAttribute,
                            Scope::Function => Kind::LocalAssignment,
                        };
                        self.items.push(Extracted {
                            selector: String::new(),
                            file: self.file.to_path_buf(),
                            line,
                            end_line,
                            kind,
                            name,
                            value: None,
                            expr: self.text(a.range).to_string(),
                            cfg: None,
                            commented_out: false,
                            warnings,
                        });
                    }
                }
                Stmt::With(w) => self.walk(&w.body, prefix, scope, conds),
                Stmt::For(f) if scope == Scope::Function => {
                    self.walk(&f.body, prefix, scope, conds);
                    self.walk(&f.orelse, prefix, scope, conds);
                }
                Stmt::While(w) if scope == Scope::Function => {
                    self.walk(&w.body, prefix, scope, conds);
                    self.walk(&w.orelse, prefix, scope, conds);
                }
                _ => {}
            }
        }
    }

    fn push_assignment(
        &mut self,
        prefix: &str,
        scope: Scope,
        target: &str,
        target_range: TextRange,
        value: &'a Expr,
        conds: &[String],
    ) {
        let kind = match scope {
            Scope::Module => Kind::Constant,
            Scope::Class => Kind::ClassAttribute,
            Scope::Function => Kind::LocalAssignment,
        };
        let name = Self::scoped(prefix, scope, target);
        // Locals are reported for their expression; failing to fold them is normal.
        let warn = scope != Scope::Function;
        self.push(kind, name, target_range, value, conds, warn);
    }
}

/// Everything extractable in a Python source text.
pub fn list(file: &Path, text: &str) -> Listing {
    let parsed = parse_unchecked_source(text, ast::PySourceType::Python);
    let lines = Lines::new(text);
    let errors: Vec<ParseIssue> = parsed
        .errors()
        .iter()
        .map(|e| ParseIssue {
            file: file.to_path_buf(),
            line: lines.line(usize::from(e.location.start())),
            message: e.error.to_string(),
        })
        .collect();
    let module = parsed.syntax();
    let mut defs = HashMap::new();
    let mut mutated = HashSet::new();
    collect_defs(&module.body, &mut defs, &mut mutated);
    let mut w = Walker {
        file,
        src: text,
        lines,
        env: ModuleEnv {
            src: text,
            defs,
            mutated,
            cache: RefCell::new(HashMap::new()),
            busy: RefCell::new(HashSet::new()),
        },
        items: Vec::new(),
        class_scopes: Vec::new(),
    };
    w.walk(&module.body, "", Scope::Module, &mut Vec::new());
    Listing {
        items: w.items,
        errors,
    }
}

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
    Encoding { encoding: String },
    /// A syntax error, or syntax newer than Python 3.11 (the peer's interpreter): CPython's
    /// `ast.parse` rejects the whole file, so nothing is counted from it.
    Syntax { line: usize, message: String },
}

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

/// The [`ModuleConstants`] of one Python source text (already decoded).
pub fn module_constants(text: &str) -> Result<ModuleConstants, UnreadableModule> {
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
    pub bytes: u64,
    pub constants: usize,
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
    // Parsers recurse once per nesting level: give each worker the big parse stack.
    let results: Vec<FileScan> = match rayon::ThreadPoolBuilder::new()
        .stack_size(super::PARSE_STACK)
        .build()
    {
        Ok(pool) => pool.install(|| paths.par_iter().map(scan).collect()),
        Err(_) => paths
            .iter()
            .map(|p| super::on_big_stack(|| scan(p)))
            .collect(),
    };
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

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = r#"
_MAX_TAIL_MESSAGE_FLOOR = 8
BUF = 8 * 1024
BIG = BUF * 2
DEFAULT_CONFIG = {
    "compression": {
        "protect_last_n": 20,
        "key.with.dots": True,
    },
    "timeout": 60 * 5,
}

class ContextCompressor:
    threshold: float = 0.5

    def __init__(self, protect_last_n=20, *, mode="auto"):
        self.protect_last_n = protect_last_n

    def _find_tail_cut(self):
        min_tail_floor = max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))
        return min_tail_floor
"#;

    fn find<'a>(l: &'a Listing, name: &str) -> Vec<&'a Extracted> {
        l.items.iter().filter(|i| i.name == name).collect()
    }

    #[test]
    fn constants_dicts_attributes_defaults_locals() {
        let l = list(Path::new("m.py"), SRC);
        assert!(l.errors.is_empty());
        let c = find(&l, "_MAX_TAIL_MESSAGE_FLOOR");
        assert_eq!(c.len(), 1);
        assert_eq!(
            (c[0].line, c[0].kind, c[0].value.clone()),
            (2, Kind::Constant, Some(Value::Int(8)))
        );
        assert_eq!(find(&l, "BIG")[0].value, Some(Value::Int(16384)));
        let p = find(&l, "DEFAULT_CONFIG.compression.protect_last_n")[0];
        assert_eq!(
            (p.line, p.kind, p.expr.as_str()),
            (7, Kind::DictEntry, "20")
        );
        let d = find(&l, "DEFAULT_CONFIG.compression[\"key.with.dots\"]")[0];
        assert_eq!(d.value, Some(Value::Bool(true)));
        assert_eq!(
            find(&l, "DEFAULT_CONFIG.timeout")[0].value,
            Some(Value::Int(300))
        );
        let whole = find(&l, "DEFAULT_CONFIG")[0];
        assert_eq!((whole.line, whole.end_line), (5, 11));
        assert_eq!(
            find(&l, "ContextCompressor.threshold")[0].value,
            Some(Value::Float(0.5))
        );
        let a = find(&l, "ContextCompressor.__init__(protect_last_n)")[0];
        assert_eq!(
            (a.kind, a.line, a.value.clone()),
            (Kind::DefaultArg, 16, Some(Value::Int(20)))
        );
        assert_eq!(
            find(&l, "ContextCompressor.__init__(mode)")[0].value,
            Some(Value::Str("auto".into()))
        );
        let m = find(&l, "ContextCompressor._find_tail_cut::min_tail_floor")[0];
        assert_eq!(m.kind, Kind::LocalAssignment);
        assert_eq!(
            m.expr,
            "max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))"
        );
        assert_eq!(m.value, None);
        assert_eq!(
            find(&l, "ContextCompressor.__init__::self.protect_last_n").len(),
            1
        );
    }

    #[test]
    fn syntax_errors_do_not_stop_the_rest() {
        let src = "A = 1\ndef broken(:\n    pass\nB = 2 ** 10\nprint 'py2'\nC = 'x'\n";
        let l = list(Path::new("bad.py"), src);
        assert_eq!(find(&l, "A")[0].value, Some(Value::Int(1)));
        assert_eq!(find(&l, "B")[0].value, Some(Value::Int(1024)));
        assert_eq!(find(&l, "C")[0].value, Some(Value::Str("x".into())));
        let lines: Vec<usize> = l.errors.iter().map(|e| e.line).collect();
        assert!(lines.contains(&2), "{lines:?}");
        assert!(lines.contains(&5), "{lines:?}");
    }

    #[test]
    fn conditional_definitions_are_all_reported() {
        let src = "import sys\nif sys.platform == 'win32':\n    SEP = ';'\nelse:\n    SEP = ':'\n";
        let l = list(Path::new("c.py"), src);
        let s = find(&l, "SEP");
        assert_eq!(s.len(), 2);
        assert_eq!(
            s[0].warnings,
            vec!["conditional: if sys.platform == 'win32'".to_string()]
        );
        assert_eq!(
            s[1].warnings,
            vec!["conditional: else of if sys.platform == 'win32'".to_string()]
        );
    }

    #[test]
    fn class_attributes_fold_with_the_class_names() {
        let src = "K = 10\nclass C:\n    A = 4\n    B = A * K\n    def f(self):\n        x = A\n";
        let l = list(Path::new("c.py"), src);
        assert_eq!(find(&l, "C.B")[0].value, Some(Value::Int(40)));
        // Inside a method, the class-body `A` is not in scope.
        assert_eq!(find(&l, "C.f::x")[0].value, None);
    }

    #[test]
    fn augmented_assignment_is_reported_not_folded() {
        let l = list(Path::new("a.py"), "N = 1\nN += 2\n");
        let n = find(&l, "N");
        assert_eq!(n.len(), 2);
        assert_eq!(
            (n[1].line, n[1].value.clone(), n[1].expr.as_str()),
            (2, None, "N += 2")
        );
        assert_eq!(
            n[1].warnings,
            vec![
                "augmented assignment `N += 2`: value depends on the earlier definition"
                    .to_string()
            ]
        );
        // The module environment does not fold N either: two definitions.
        let l = list(Path::new("b.py"), "N = 1\nN += 2\nM = N * 2\n");
        assert_eq!(find(&l, "M")[0].value, None);
    }

    #[test]
    fn module_constants_follow_the_ast_peer() {
        let src = "A = 1\nB: int = 2\nC: int\nx = y = {\n    'a': {'b': 1, 'c': [1]},\n    1: 2,\n    'd' 'e':\n        3,\n    f'g': 4,\n    **z,\n}\nif True:\n    D = 3\na.b = 4\n(e, f) = 1, 2\nclass K:\n    E = 5\nN = dict(k=1)\n";
        let m = module_constants(src).unwrap();
        let c: Vec<(&str, usize)> = m.constants.iter().map(|(n, l)| (n.as_str(), *l)).collect();
        assert_eq!(c, vec![("A", 1), ("B", 2), ("x", 4), ("y", 4), ("N", 18)]);
        let k: Vec<(&str, usize)> = m.dict_keys.iter().map(|(n, l)| (n.as_str(), *l)).collect();
        assert_eq!(
            k,
            vec![
                ("x.a.b", 5),
                ("x.a.c", 5),
                ("x.de", 8),
                ("y.a.b", 5),
                ("y.a.c", 5),
                ("y.de", 8)
            ]
        );
    }

    #[test]
    fn module_constants_reject_what_cpython_3_11_rejects() {
        match module_constants("A = 1\nprint 'py2'\n") {
            Err(UnreadableModule::Syntax { line, .. }) => assert_eq!(line, 2),
            other => panic!("{other:?}"),
        }
        // PEP 695 (3.12) syntax: the peer's interpreter cannot parse it.
        assert!(matches!(
            module_constants("type X = int\n"),
            Err(UnreadableModule::Syntax { line: 1, .. })
        ));
    }

    #[test]
    fn decode_source_follows_pep_263() {
        assert_eq!(decode_source(b"\xef\xbb\xbfA = 1\n").unwrap(), "A = 1\n");
        assert_eq!(
            decode_source(b"\xef\xbb\xbf# coding: utf-8\nA = 1\n").unwrap(),
            "# coding: utf-8\nA = 1\n"
        );
        // CPython: "encoding problem: utf8 with BOM".
        assert!(decode_source(b"\xef\xbb\xbf#coding: utf8\nA = 1\n").is_err());
        assert_eq!(
            decode_source(b"#!/usr/bin/env python\n# -*- coding: latin-1 -*-\nA = '\xe9'\n")
                .unwrap(),
            "#!/usr/bin/env python\n# -*- coding: latin-1 -*-\nA = '\u{e9}'\n"
        );
        assert!(decode_source(b"A = '\xe9'\n").is_err());
        assert_eq!(
            decode_source(b"# coding: uft-8\n"),
            Err(UnreadableModule::Encoding {
                encoding: "uft-8 (unknown encoding)".into()
            })
        );
        // A declaration after code is just a comment.
        assert!(decode_source(b"A = 1\n# coding: latin-1\nB = '\xe9'\n").is_err());
    }
}
