//! String-literal search: the search a writer cannot do with grep. Only string literals are
//! searched (not comments, not code). Python implicit concatenation (`"The middle is "
//! "omitted."`) is joined into one text; f-strings, `.format` and `%` templates are shown with
//! their placeholders as `{expr}`; every hit carries its line range and the pieces in order
//! (each with its own line) for template claims. Rust string literals are searched too,
//! including those inside macro calls (`format!`, `println!`, …).

use super::{read_text, Lang, Lines, ParseIssue, SourceError};
use rayon::prelude::*;
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::{Ranged, TextRange};
use serde::Serialize;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// What to look for in each literal's joined text.
#[derive(Debug, Clone)]
pub enum StringQuery {
    /// The literal's joined text contains this text (case-sensitive).
    Contains(String),
    /// The regex matches somewhere in the literal's joined text.
    Regex(regex::Regex),
}

impl StringQuery {
    /// True when `text` matches.
    pub fn is_match(&self, text: &str) -> bool {
        match self {
            StringQuery::Contains(s) => text.contains(s.as_str()),
            StringQuery::Regex(r) => r.is_match(text),
        }
    }
}

/// How a literal is used: plain, or a template with placeholders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TemplateKind {
    /// A plain literal, no placeholders.
    Plain,
    /// A Python f-string.
    FString,
    /// A `.format(...)` template in Python, or a format string of a Rust formatting macro
    /// (`format!`, `println!`, …).
    Format,
    /// A Python `%` template (`"%s of %d" % (a, b)`).
    Percent,
}

/// A literal piece or a placeholder of a string, with the line it is on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "piece", rename_all = "snake_case")]
pub enum Piece {
    /// Literal text, as the program sees it (escapes decoded).
    Literal {
        /// The text of this piece.
        text: String,
        /// 1-based line it is on.
        line: usize,
    },
    /// A placeholder that the program fills at run time.
    Placeholder {
        /// The expression that fills it: the f-string or `{}` field's text, or for a `%`
        /// template the matching argument's source (or the `%s` spec when there is none).
        expr: String,
        /// 1-based line it is on.
        line: usize,
    },
}

/// One string literal (implicit concatenation joined) that matched.
#[derive(Debug, Clone, Serialize)]
pub struct StringHit {
    /// The file, as found under the path given to [`search`] (that path joined with the rest).
    pub file: PathBuf,
    /// 1-based first line of the literal.
    pub line: usize,
    /// 1-based last line of the literal (implicit concatenation can span several).
    pub end_line: usize,
    /// The literal with implicit concatenation joined; placeholders shown as `{expr}`.
    pub text: String,
    /// How the literal is used: plain or a template kind.
    pub template: TemplateKind,
    /// Literal pieces and placeholders in order, each with its line.
    pub pieces: Vec<Piece>,
}

/// Result of [`search`].
#[derive(Debug, Clone, Serialize)]
pub struct StringSearch {
    /// Matching literals, file by file (sorted by name) in source order.
    pub hits: Vec<StringHit>,
    /// How many Python and Rust files were searched.
    pub files_searched: usize,
    /// Files that could not be read or parsed (`line` 0 when the whole file was unreadable), never
    /// skipped silently.
    pub errors: Vec<ParseIssue>,
}

fn joined(pieces: &[Piece]) -> String {
    let mut s = String::new();
    for p in pieces {
        match p {
            Piece::Literal { text, .. } => s.push_str(text),
            Piece::Placeholder { expr, .. } => {
                s.push('{');
                s.push_str(expr);
                s.push('}');
            }
        }
    }
    s
}

fn push_literal(pieces: &mut Vec<Piece>, text: &str, line: usize) {
    if text.is_empty() {
        return;
    }
    if let Some(Piece::Literal { text: t, .. }) = pieces.last_mut() {
        t.push_str(text);
    } else {
        pieces.push(Piece::Literal {
            text: text.to_string(),
            line,
        });
    }
}

/// Split a `str.format` / Rust `format!` template into pieces: `{{`/`}}` are literal braces,
/// `{…}` (with nested `{width}` in the spec) is a placeholder.
pub fn brace_pieces(s: &str, line: usize) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut lit = String::new();
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '{' && chars.get(i + 1) == Some(&'{') {
            lit.push('{');
            i += 2;
        } else if c == '}' && chars.get(i + 1) == Some(&'}') {
            lit.push('}');
            i += 2;
        } else if c == '{' {
            let mut depth = 1;
            let mut j = i + 1;
            while j < chars.len() && depth > 0 {
                match chars[j] {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                j += 1;
            }
            if depth != 0 {
                // An unmatched `{` is text (Python would raise; we only report).
                lit.extend(&chars[i..]);
                break;
            }
            push_literal(&mut out, &lit, line);
            lit.clear();
            out.push(Piece::Placeholder {
                expr: chars[i + 1..j - 1].iter().collect(),
                line,
            });
            i = j;
        } else {
            lit.push(c);
            i += 1;
        }
    }
    push_literal(&mut out, &lit, line);
    out
}

/// Split a `%` template. `%(name)s` becomes `{name}`; positional `%s`/`%d` take the text of
/// the matching argument when known, else stay as written.
fn percent_pieces(s: &str, args: &[String], line: usize) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut lit = String::new();
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut next_arg = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            lit.push(chars[i]);
            i += 1;
            continue;
        }
        if chars.get(i + 1) == Some(&'%') {
            lit.push('%');
            i += 2;
            continue;
        }
        let start = i;
        let mut j = i + 1;
        let mut key = None;
        if chars.get(j) == Some(&'(') {
            let close = chars[j..].iter().position(|&c| c == ')').map(|p| j + p);
            match close {
                Some(c) => {
                    key = Some(chars[j + 1..c].iter().collect::<String>());
                    j = c + 1;
                }
                None => {
                    lit.extend(&chars[i..]);
                    break;
                }
            }
        }
        while j < chars.len() && "#0- +*.0123456789hlL".contains(chars[j]) {
            j += 1;
        }
        if j >= chars.len() || !"diouxXeEfFgGcrsa".contains(chars[j]) {
            lit.extend(&chars[start..j.min(chars.len())]);
            i = j;
            continue;
        }
        let spec: String = chars[start..=j].iter().collect();
        let expr = match key {
            Some(k) => k,
            None => {
                let e = args.get(next_arg).cloned().unwrap_or(spec);
                next_arg += 1;
                e
            }
        };
        push_literal(&mut out, &lit, line);
        lit.clear();
        out.push(Piece::Placeholder { expr, line });
        i = j + 1;
    }
    push_literal(&mut out, &lit, line);
    out
}

// ---------------------------------------------------------------- Python

struct PyStrings<'a> {
    file: &'a Path,
    src: &'a str,
    lines: Lines,
    consumed: HashSet<TextRange>,
    hits: Vec<StringHit>,
}

impl PyStrings<'_> {
    fn line(&self, r: TextRange) -> usize {
        self.lines.line(usize::from(r.start()))
    }

    fn end_line(&self, r: TextRange) -> usize {
        let end = usize::from(r.end())
            .saturating_sub(1)
            .max(usize::from(r.start()));
        self.lines.line(end)
    }

    fn text(&self, r: TextRange) -> &str {
        self.src
            .get(usize::from(r.start())..usize::from(r.end()))
            .unwrap_or("")
    }

    fn hit(&mut self, range: TextRange, template: TemplateKind, pieces: Vec<Piece>) {
        self.hits.push(StringHit {
            file: self.file.to_path_buf(),
            line: self.line(range),
            end_line: self.end_line(range),
            text: joined(&pieces),
            template,
            pieces,
        });
    }

    fn fstring_pieces(&self, f: &ast::ExprFString) -> Vec<Piece> {
        let mut pieces = Vec::new();
        for part in f.value.iter() {
            match part {
                ast::FStringPart::Literal(l) => {
                    push_literal(&mut pieces, &l.value, self.line(l.range))
                }
                ast::FStringPart::FString(fs) => {
                    for el in fs.elements.iter() {
                        match el {
                            ast::InterpolatedStringElement::Literal(l) => {
                                push_literal(&mut pieces, &l.value, self.line(l.range))
                            }
                            ast::InterpolatedStringElement::Interpolation(i) => {
                                let t = self.text(i.range);
                                let inner = t
                                    .strip_prefix('{')
                                    .and_then(|t| t.strip_suffix('}'))
                                    .unwrap_or(t);
                                pieces.push(Piece::Placeholder {
                                    expr: inner.to_string(),
                                    line: self.line(i.range),
                                });
                            }
                        }
                    }
                }
            }
        }
        pieces
    }

    fn plain_pieces(&self, s: &ast::ExprStringLiteral) -> Vec<Piece> {
        let mut pieces = Vec::new();
        for part in s.value.iter() {
            push_literal(&mut pieces, &part.value, self.line(part.range));
        }
        pieces
    }
}

/// The literal a template is made of: `"..."` itself, or wrapped in a gettext call
/// (`_("...") % args` is the usual way translated messages are built).
fn template_literal(e: &Expr) -> Option<&ast::ExprStringLiteral> {
    match e {
        Expr::StringLiteral(s) => Some(s),
        Expr::Call(c) => {
            let Expr::Name(f) = &*c.func else { return None };
            let gettext = matches!(f.id.as_str(), "_" | "gettext" | "gettext_lazy" | "N_");
            match (gettext, &*c.arguments.args, c.arguments.keywords.is_empty()) {
                (true, [Expr::StringLiteral(s)], true) => Some(s),
                _ => None,
            }
        }
        _ => None,
    }
}

impl<'a> Visitor<'a> for PyStrings<'_> {
    fn visit_expr(&mut self, e: &'a Expr) {
        match e {
            Expr::Call(call) => {
                if let Expr::Attribute(a) = &*call.func {
                    if a.attr.id.as_str() == "format" {
                        if let Some(s) = template_literal(&a.value) {
                            let mut pieces = Vec::new();
                            for part in s.value.iter() {
                                pieces.extend(brace_pieces(&part.value, self.line(part.range)));
                            }
                            // Adjacent literal pieces from different parts join into one.
                            let mut merged: Vec<Piece> = Vec::new();
                            for p in pieces {
                                match p {
                                    Piece::Literal { text, line } => {
                                        push_literal(&mut merged, &text, line)
                                    }
                                    ph => merged.push(ph),
                                }
                            }
                            self.consumed.insert(s.range);
                            self.hit(s.range, TemplateKind::Format, merged);
                        }
                    }
                }
            }
            Expr::BinOp(b) if b.op == ast::Operator::Mod => {
                if let Some(s) = template_literal(&b.left) {
                    let args: Vec<String> = match &*b.right {
                        Expr::Tuple(t) => t
                            .elts
                            .iter()
                            .map(|x| self.text(x.range()).to_string())
                            .collect(),
                        Expr::Dict(_) => Vec::new(),
                        other => vec![self.text(other.range()).to_string()],
                    };
                    let line = self.line(s.range);
                    let pieces = percent_pieces(s.value.to_str(), &args, line);
                    self.consumed.insert(s.range);
                    self.hit(s.range, TemplateKind::Percent, pieces);
                }
            }
            Expr::StringLiteral(s) if !self.consumed.contains(&s.range) => {
                let pieces = self.plain_pieces(s);
                self.hit(s.range, TemplateKind::Plain, pieces);
            }
            Expr::FString(f) => {
                let pieces = self.fstring_pieces(f);
                self.hit(f.range, TemplateKind::FString, pieces);
                // Expressions inside the placeholders may hold literals of their own.
            }
            _ => {}
        }
        visitor::walk_expr(self, e);
    }
}

/// Every string literal of a Python text, in source order.
pub fn python_literals(file: &Path, text: &str) -> (Vec<StringHit>, Vec<ParseIssue>) {
    // Statements nested past the bounds are blanked (same lines) and reported.
    let (bounded, too_deep) = super::bounds::python_bounded(file, text);
    let text: &str = &bounded;
    let parsed = ruff_python_parser::parse_unchecked_source(text, ast::PySourceType::Python);
    let lines = Lines::new(text);
    let mut errors: Vec<ParseIssue> = parsed
        .errors()
        .iter()
        .map(|e| ParseIssue {
            file: file.to_path_buf(),
            line: lines.line(usize::from(e.location.start())),
            message: e.error.to_string(),
        })
        .collect();
    let mut v = PyStrings {
        file,
        src: text,
        lines,
        consumed: HashSet::new(),
        hits: Vec::new(),
    };
    for stmt in &parsed.syntax().body {
        v.visit_stmt(stmt);
    }
    v.hits.sort_by_key(|h| (h.line, h.end_line));
    errors.extend(too_deep);
    errors.sort_by_key(|e| e.line);
    (v.hits, errors)
}

// ---------------------------------------------------------------- Rust

/// Macros whose first string argument is a `format!`-style template.
const FORMAT_MACROS: &[&str] = &[
    "format",
    "print",
    "println",
    "eprint",
    "eprintln",
    "write",
    "writeln",
    "panic",
    "format_args",
    "anyhow",
    "bail",
    "ensure",
    "unreachable",
    "todo",
    "unimplemented",
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "error",
    "warn",
    "info",
    "debug",
    "trace",
    "expect",
];

struct RustStrings<'a> {
    file: &'a Path,
    hits: Vec<StringHit>,
}

impl RustStrings<'_> {
    fn plain(&mut self, s: &syn::LitStr) {
        let line = s.span().start().line;
        let end = s.span().end().line;
        let pieces = vec![Piece::Literal {
            text: s.value(),
            line,
        }];
        self.hits.push(StringHit {
            file: self.file.to_path_buf(),
            line,
            end_line: end,
            text: s.value(),
            template: TemplateKind::Plain,
            pieces,
        });
    }

    fn template(&mut self, s: &syn::LitStr) {
        let line = s.span().start().line;
        let pieces = brace_pieces(&s.value(), line);
        self.hits.push(StringHit {
            file: self.file.to_path_buf(),
            line,
            end_line: s.span().end().line,
            text: joined(&pieces),
            template: TemplateKind::Format,
            pieces,
        });
    }

    fn tokens(&mut self, ts: proc_macro2::TokenStream, mut format_first: bool) {
        for tt in ts {
            match tt {
                proc_macro2::TokenTree::Literal(l) => {
                    let lit = syn::parse2::<syn::LitStr>(proc_macro2::TokenTree::Literal(l).into());
                    if let Ok(s) = lit {
                        if format_first {
                            self.template(&s);
                            format_first = false;
                        } else {
                            self.plain(&s);
                        }
                    }
                }
                proc_macro2::TokenTree::Group(g) => self.tokens(g.stream(), false),
                _ => {}
            }
        }
    }
}

impl RustStrings<'_> {
    /// `concat!("a", "b")` is Rust's implicit concatenation: join it into one hit. Returns
    /// false when the arguments are not all string literals (then each is reported alone).
    fn concat(&mut self, m: &syn::Macro) -> bool {
        use syn::punctuated::Punctuated;
        let parser = Punctuated::<syn::LitStr, syn::Token![,]>::parse_terminated;
        let Ok(parts) = syn::parse::Parser::parse2(parser, m.tokens.clone()) else {
            return false;
        };
        let Some(first) = parts.first() else {
            return false;
        };
        let mut pieces = Vec::new();
        for p in &parts {
            push_literal(&mut pieces, &p.value(), p.span().start().line);
        }
        let end_line = parts.last().map_or(0, |p| p.span().end().line);
        self.hits.push(StringHit {
            file: self.file.to_path_buf(),
            line: first.span().start().line,
            end_line,
            text: joined(&pieces),
            template: TemplateKind::Plain,
            pieces,
        });
        true
    }
}

impl<'a> syn::visit::Visit<'a> for RustStrings<'_> {
    fn visit_lit_str(&mut self, s: &'a syn::LitStr) {
        self.plain(s);
    }

    fn visit_macro(&mut self, m: &'a syn::Macro) {
        let name = m
            .path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default();
        if name == "concat" && self.concat(m) {
            return;
        }
        self.tokens(m.tokens.clone(), FORMAT_MACROS.contains(&name.as_str()));
    }
    // Doc comments are attributes holding string literals; they are comments, not strings.
    fn visit_attribute(&mut self, _: &'a syn::Attribute) {}
}

/// Every string literal of a Rust text (including inside macro calls).
pub fn rust_literals(file: &Path, text: &str) -> (Vec<StringHit>, Vec<ParseIssue>) {
    let (_src, modules, errors) = super::rust::parse_recovering(file, text);
    let mut v = RustStrings {
        file,
        hits: Vec::new(),
    };
    for (_, _, items) in &modules {
        for item in items {
            syn::visit::Visit::visit_item(&mut v, item);
        }
    }
    v.hits.sort_by_key(|h| (h.line, h.end_line));
    (v.hits, errors)
}

// ---------------------------------------------------------------- search

fn is_searchable(p: &Path) -> bool {
    matches!(Lang::of(p), Some(Lang::Python | Lang::Rust))
}

/// Files to search under `paths`: files as given, directories walked (`source::walk`) for
/// .py/.rs.
pub fn files_under(paths: &[PathBuf]) -> Result<Vec<PathBuf>, SourceError> {
    let mut files = Vec::new();
    for p in paths {
        let meta = std::fs::metadata(p).map_err(|source| SourceError::Io {
            path: p.clone(),
            source,
        })?;
        if meta.is_file() {
            if !is_searchable(p) {
                return Err(SourceError::Unsupported { path: p.clone() });
            }
            files.push(p.clone());
            continue;
        }
        // The walk's one policy (`source::walk`: hidden, build output, dependencies,
        // `.gitignore`); an entry it cannot read stops the search, as a file would.
        let walked = super::walk::source_tree(p, |_| false, |_| false);
        if let Some(w) = walked.warnings.into_iter().next() {
            return Err(SourceError::Io {
                path: p.clone(),
                source: std::io::Error::other(w),
            });
        }
        files.extend(
            walked
                .files
                .into_iter()
                .filter(|rel| is_searchable(rel))
                .map(|rel| p.join(rel)),
        );
    }
    Ok(files)
}

/// Every literal of one file, by language.
pub fn literals(file: &Path, text: &str) -> (Vec<StringHit>, Vec<ParseIssue>) {
    super::on_big_stack(|| match Lang::of(file) {
        Some(Lang::Rust) => rust_literals(file, text),
        _ => python_literals(file, text),
    })
}

/// Search string literals in files/dirs (recursing into .py and .rs files). Unreadable or
/// non-UTF-8 files are reported in `errors` (line 0) and the search goes on.
pub fn search(paths: &[PathBuf], query: &StringQuery) -> Result<StringSearch, SourceError> {
    let files = files_under(paths)?;
    // On the parse pool: each file's parse gets the big stack without a thread of its own.
    let per_file: Vec<(Vec<StringHit>, Vec<ParseIssue>)> = super::on_parse_pool(|| {
        files
            .par_iter()
            .map(|f| match read_text(f) {
                Ok(text) => {
                    let (hits, errors) = literals(f, &text);
                    (
                        hits.into_iter()
                            .filter(|h| query.is_match(&h.text))
                            .collect(),
                        errors,
                    )
                }
                Err(e) => {
                    // The file is named by the issue itself; keep the message about the cause.
                    let message = match e {
                        SourceError::NotUtf8 { offset, .. } => {
                            format!("not UTF-8 text (first invalid byte at offset {offset})")
                        }
                        SourceError::Io { source, .. } => format!("cannot read: {source}"),
                        other => other.to_string(),
                    };
                    (
                        Vec::new(),
                        vec![ParseIssue {
                            file: f.clone(),
                            line: 0,
                            message,
                        }],
                    )
                }
            })
            .collect()
    });
    let mut out = StringSearch {
        hits: Vec::new(),
        files_searched: files.len(),
        errors: Vec::new(),
    };
    for (h, e) in per_file {
        out.hits.extend(h);
        out.errors.extend(e);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn implicit_concatenation_is_joined_with_lines() {
        let src = "x = 1\nmsg = (\"The middle is \"\n       \"omitted.\")\n# \"The middle is omitted.\" in a comment\n";
        let (hits, errs) = python_literals(Path::new("a.py"), src);
        assert!(errs.is_empty());
        assert_eq!(hits.len(), 1);
        let h = &hits[0];
        assert_eq!(
            (h.line, h.end_line, h.text.as_str()),
            (2, 3, "The middle is omitted.")
        );
        assert_eq!(
            h.pieces,
            vec![Piece::Literal {
                text: "The middle is omitted.".into(),
                line: 2
            }]
        );
    }

    #[test]
    fn templates_show_placeholders() {
        let src = "a = f\"open {filename!r} failed\" \" (code {code})\"\nb = 'Read {} of {total:>5}'.format(n, total=t)\nc = 'Got %s items from %(src)s' % (n, d)\nd = '%d%% done' % pct\ne = _('no %(x)s ' 'here') % {'x': 1}\n";
        let (hits, _) = python_literals(Path::new("t.py"), src);
        let texts: Vec<(&str, TemplateKind)> =
            hits.iter().map(|h| (h.text.as_str(), h.template)).collect();
        assert_eq!(
            texts,
            vec![
                (
                    "open {filename!r} failed (code {code})",
                    TemplateKind::FString
                ),
                ("Read {} of {total:>5}", TemplateKind::Format),
                ("Got {n} items from {src}", TemplateKind::Percent),
                ("{pct}% done", TemplateKind::Percent),
                ("no {x} here", TemplateKind::Percent),
                // The dict key is a string literal of its own.
                ("x", TemplateKind::Plain),
            ]
        );
        assert_eq!(
            hits[0].pieces[1],
            Piece::Placeholder {
                expr: "filename!r".into(),
                line: 1
            }
        );
    }

    #[test]
    fn rust_literals_and_format_macros() {
        let src = "/// doc \"comment\"\nconst A: &str = \"plain text\";\nfn f() { println!(\"read {n} of {}\", total); let _ = \"x\"; }\nconst L: &str = concat!(\"The middle is \",\n    \"omitted.\");\n";
        let (hits, errs) = rust_literals(Path::new("a.rs"), src);
        assert!(errs.is_empty());
        let texts: Vec<(&str, TemplateKind, usize)> = hits
            .iter()
            .map(|h| (h.text.as_str(), h.template, h.line))
            .collect();
        assert_eq!(
            texts,
            vec![
                ("plain text", TemplateKind::Plain, 2),
                ("read {n} of {}", TemplateKind::Format, 3),
                ("x", TemplateKind::Plain, 3),
                ("The middle is omitted.", TemplateKind::Plain, 4),
            ]
        );
    }
}
