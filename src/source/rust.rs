//! Rust extraction with syn (full) and proc-macro2 `span-locations` for line numbers.
//!
//! Produces consts and statics at any inline-module depth (`io::DEFAULT_BUF_SIZE`),
//! associated consts (`Type::NAME`, trait defaults `Trait::NAME`) and the field values of
//! struct literals in `impl Default for T { fn default() }` (`Config::default.timeout`). Every
//! `#[cfg]` variant is a separate record carrying its cfg text, so callers see all of them.
//! syn stops at the first syntax error; we parse item by item instead, skip a broken item to
//! the next `;` or `{…}` and report it, so the rest of the file is still read.

use super::eval::{self, EvalError};
use super::{Extracted, Kind, Lines, Listing, ParseIssue};
use crate::value::Value;
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use syn::parse::discouraged::Speculative;
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{Attribute, Expr, ImplItem, Item, TraitItem};

/// Items parsed from one token stream, the errors skipped over, and inline modules whose
/// bodies failed as a whole (re-parsed item by item under their name).
struct Parsed {
    items: Vec<Item>,
    errors: Vec<syn::Error>,
    broken_mods: Vec<(String, Vec<Attribute>, TokenStream)>,
}

fn parse_items(stream: TokenStream, inner_attrs: bool) -> syn::Result<Parsed> {
    let parser = |input: ParseStream| -> syn::Result<Parsed> {
        if inner_attrs {
            // `#![...]` at the top of a file; a malformed one is an item error below.
            let fork = input.fork();
            if fork.call(Attribute::parse_inner).is_ok() {
                input.advance_to(&fork);
            }
        }
        let mut out = Parsed {
            items: Vec::new(),
            errors: Vec::new(),
            broken_mods: Vec::new(),
        };
        while !input.is_empty() {
            let fork = input.fork();
            match fork.parse::<Item>() {
                Ok(item) => {
                    input.advance_to(&fork);
                    out.items.push(item);
                }
                Err(e) => {
                    out.errors.push(e);
                    skip_item(input, &mut out)?;
                }
            }
        }
        Ok(out)
    };
    parser.parse2(stream)
}

/// Skip one broken item: up to and including a top-level `;` or `{…}` group. When the item was
/// `mod name { … }`, keep the body to re-parse it.
fn skip_item(input: ParseStream, out: &mut Parsed) -> syn::Result<()> {
    let attrs = input.call(Attribute::parse_outer).unwrap_or_default();
    let mut prev_two: (Option<String>, Option<String>) = (None, None);
    while !input.is_empty() {
        let tt: TokenTree = input.parse()?;
        match &tt {
            TokenTree::Punct(p) if p.as_char() == ';' => break,
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                if let (Some(m), Some(name)) = &prev_two {
                    if m == "mod" {
                        out.broken_mods
                            .push((name.clone(), attrs.clone(), g.stream()));
                    }
                }
                if input.peek(syn::Token![;]) {
                    input.parse::<syn::Token![;]>()?;
                }
                break;
            }
            TokenTree::Ident(i) => {
                prev_two = (prev_two.1.take(), Some(i.to_string()));
            }
            _ => prev_two = (None, None),
        }
    }
    Ok(())
}

/// A definition waiting for its value to be folded.
struct Def<'a> {
    kind: Kind,
    name: String,
    module: String,
    self_ty: Option<String>,
    name_span: Span,
    expr: &'a Expr,
    cfg: Vec<String>,
}

struct Ctx<'a> {
    src: &'a str,
    lines: Lines,
}

impl Ctx<'_> {
    fn text(&self, span: Span) -> String {
        let (s, e) = (span.start(), span.end());
        let a = self.lines.offset(self.src, s.line, s.column);
        let b = self.lines.offset(self.src, e.line, e.column);
        self.src.get(a..b).unwrap_or("").to_string()
    }
}

fn cfgs_of(ctx: &Ctx, attrs: &[Attribute]) -> Vec<String> {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("cfg"))
        .map(|a| {
            let t = ctx.text(a.meta.span());
            if t.is_empty() {
                a.meta.to_token_stream().to_string()
            } else {
                t
            }
        })
        .collect()
}

fn join(module: &str, name: &str) -> String {
    if name.is_empty() {
        module.to_string()
    } else if module.is_empty() {
        name.to_string()
    } else {
        format!("{module}::{name}")
    }
}

fn type_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// The body of a function that is one expression (`{ 30 }`), if it is.
fn single_expr(b: &syn::Block) -> Option<&Expr> {
    match b.stmts.as_slice() {
        [syn::Stmt::Expr(e, None)] => Some(e),
        _ => None,
    }
}

/// Struct literals `Self { … }` / `T { … }` inside a `default()` body.
struct StructFinder<'a> {
    ty: String,
    found: Vec<&'a syn::ExprStruct>,
}

impl<'a> Visit<'a> for StructFinder<'a> {
    fn visit_expr_struct(&mut self, s: &'a syn::ExprStruct) {
        let last = s.path.segments.last().map(|x| x.ident.to_string());
        if last.as_deref() == Some("Self") || last.as_deref() == Some(self.ty.as_str()) {
            self.found.push(s);
        } else {
            syn::visit::visit_expr_struct(self, s);
        }
    }
    // Closures and nested fns build other values.
    fn visit_expr_closure(&mut self, _: &'a syn::ExprClosure) {}
    fn visit_item(&mut self, _: &'a Item) {}
}

fn collect<'a>(
    ctx: &Ctx,
    items: &'a [Item],
    module: &str,
    cfg: &[String],
    defs: &mut Vec<Def<'a>>,
) {
    for item in items {
        match item {
            Item::Const(c) => {
                let mut cfg = cfg.to_vec();
                cfg.extend(cfgs_of(ctx, &c.attrs));
                defs.push(Def {
                    kind: Kind::RustConst,
                    name: join(module, &c.ident.to_string()),
                    module: module.to_string(),
                    self_ty: None,
                    name_span: c.ident.span(),
                    expr: &c.expr,
                    cfg,
                });
            }
            Item::Static(s) => {
                let mut cfg = cfg.to_vec();
                cfg.extend(cfgs_of(ctx, &s.attrs));
                defs.push(Def {
                    kind: Kind::RustStatic,
                    name: join(module, &s.ident.to_string()),
                    module: module.to_string(),
                    self_ty: None,
                    name_span: s.ident.span(),
                    expr: &s.expr,
                    cfg,
                });
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    let mut cfg = cfg.to_vec();
                    cfg.extend(cfgs_of(ctx, &m.attrs));
                    collect(ctx, inner, &join(module, &m.ident.to_string()), &cfg, defs);
                }
            }
            Item::Impl(imp) => {
                let Some(ty) = type_name(&imp.self_ty) else {
                    continue;
                };
                let mut icfg = cfg.to_vec();
                icfg.extend(cfgs_of(ctx, &imp.attrs));
                let is_default = imp
                    .trait_
                    .as_ref()
                    .and_then(|(p, _)| p.segments.last())
                    .is_some_and(|s| s.ident == "Default");
                for ii in &imp.items {
                    match ii {
                        ImplItem::Const(c) => {
                            let mut cfg = icfg.clone();
                            cfg.extend(cfgs_of(ctx, &c.attrs));
                            defs.push(Def {
                                kind: Kind::RustAssocConst,
                                name: join(module, &format!("{ty}::{}", c.ident)),
                                module: module.to_string(),
                                self_ty: Some(join(module, &ty)),
                                name_span: c.ident.span(),
                                expr: &c.expr,
                                cfg,
                            });
                        }
                        ImplItem::Fn(f) if is_default && f.sig.ident == "default" => {
                            let mut finder = StructFinder {
                                ty: ty.clone(),
                                found: Vec::new(),
                            };
                            finder.visit_block(&f.block);
                            let mut cfg = icfg.clone();
                            cfg.extend(cfgs_of(ctx, &f.attrs));
                            let base = join(module, &format!("{ty}::default"));
                            for s in finder.found {
                                push_fields(ctx, s, &base, module, &ty, &cfg, defs);
                            }
                        }
                        ImplItem::Fn(f) if f.sig.inputs.is_empty() => {
                            if let Some(tail) = single_expr(&f.block) {
                                let mut cfg = icfg.clone();
                                cfg.extend(cfgs_of(ctx, &f.attrs));
                                defs.push(Def {
                                    kind: Kind::RustFnReturn,
                                    name: join(module, &format!("{ty}::{}()", f.sig.ident)),
                                    module: module.to_string(),
                                    self_ty: Some(join(module, &ty)),
                                    name_span: f.sig.ident.span(),
                                    expr: tail,
                                    cfg,
                                });
                            }
                        }
                        _ => {}
                    }
                }
            }
            // `fn default_timeout() -> u64 { 30 }`, the usual `#[serde(default = "…")]` target.
            Item::Fn(f) if f.sig.inputs.is_empty() => {
                if let Some(tail) = single_expr(&f.block) {
                    let mut cfg = cfg.to_vec();
                    cfg.extend(cfgs_of(ctx, &f.attrs));
                    defs.push(Def {
                        kind: Kind::RustFnReturn,
                        name: join(module, &format!("{}()", f.sig.ident)),
                        module: module.to_string(),
                        self_ty: None,
                        name_span: f.sig.ident.span(),
                        expr: tail,
                        cfg,
                    });
                }
            }
            Item::Trait(t) => {
                let mut tcfg = cfg.to_vec();
                tcfg.extend(cfgs_of(ctx, &t.attrs));
                for ti in &t.items {
                    if let TraitItem::Const(c) = ti {
                        if let Some((_, e)) = &c.default {
                            let mut cfg = tcfg.clone();
                            cfg.extend(cfgs_of(ctx, &c.attrs));
                            defs.push(Def {
                                kind: Kind::RustAssocConst,
                                name: join(module, &format!("{}::{}", t.ident, c.ident)),
                                module: module.to_string(),
                                self_ty: Some(join(module, &t.ident.to_string())),
                                name_span: c.ident.span(),
                                expr: e,
                                cfg,
                            });
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

fn push_fields<'a>(
    ctx: &Ctx,
    s: &'a syn::ExprStruct,
    base: &str,
    module: &str,
    ty: &str,
    cfg: &[String],
    defs: &mut Vec<Def<'a>>,
) {
    for fv in &s.fields {
        let member = match &fv.member {
            syn::Member::Named(i) => i.to_string(),
            syn::Member::Unnamed(i) => i.index.to_string(),
        };
        let mut cfg = cfg.to_vec();
        cfg.extend(cfgs_of(ctx, &fv.attrs));
        let name = format!("{base}.{member}");
        defs.push(Def {
            kind: Kind::RustDefaultField,
            name: name.clone(),
            module: module.to_string(),
            self_ty: Some(join(module, ty)),
            name_span: fv.member.span(),
            expr: &fv.expr,
            cfg: cfg.clone(),
        });
        if let Expr::Struct(inner) = &fv.expr {
            push_fields(ctx, inner, &name, module, ty, &cfg, defs);
        }
    }
}

/// Folds values with the consts of the same file as the environment, resolving a path the
/// way rustc would from the defining module (`Self::`, `super::`, `crate::`, then outward).
struct Env<'a, 'd> {
    defs: &'d [Def<'a>],
    by_name: HashMap<&'d str, Vec<usize>>,
    cache: RefCell<HashMap<String, Option<Value>>>,
    busy: RefCell<HashSet<String>>,
}

impl<'a, 'd> Env<'a, 'd> {
    fn new(defs: &'d [Def<'a>]) -> Self {
        let mut by_name: HashMap<&str, Vec<usize>> = HashMap::new();
        for (i, d) in defs.iter().enumerate() {
            if d.kind != Kind::RustDefaultField {
                by_name.entry(d.name.as_str()).or_default().push(i);
            }
        }
        Env {
            defs,
            by_name,
            cache: RefCell::new(HashMap::new()),
            busy: RefCell::new(HashSet::new()),
        }
    }

    fn candidates(path: &str, module: &str, self_ty: Option<&str>) -> Vec<String> {
        if let Some(rest) = path.strip_prefix("Self::") {
            return self_ty
                .map(|t| vec![format!("{t}::{rest}")])
                .unwrap_or_default();
        }
        if let Some(rest) = path.strip_prefix("crate::") {
            return vec![rest.to_string()];
        }
        let mut m = module.to_string();
        let mut p = path;
        while let Some(rest) = p.strip_prefix("super::") {
            m = m
                .rsplit_once("::")
                .map(|x| x.0.to_string())
                .unwrap_or_default();
            p = rest;
        }
        let mut out = vec![join(&m, p)];
        if out[0] != p {
            out.push(p.to_string());
        }
        out
    }

    fn resolve(&self, path: &str, module: &str, self_ty: Option<&str>) -> Option<Value> {
        for cand in Self::candidates(path, module, self_ty) {
            if let Some(v) = self.value_of(&cand) {
                return Some(v);
            }
        }
        None
    }

    fn value_of(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.cache.borrow().get(name) {
            return v.clone();
        }
        let idx = self.by_name.get(name)?;
        if self.busy.borrow().len() >= eval::MAX_DEPTH
            || !self.busy.borrow_mut().insert(name.to_string())
        {
            return None;
        }
        let vals: Vec<Option<Value>> = idx.iter().map(|&i| self.fold(&self.defs[i]).ok()).collect();
        self.busy.borrow_mut().remove(name);
        // cfg variants with different values are not one constant.
        let first = vals.first().cloned().flatten();
        let v = if vals.iter().all(|v| v.is_some() && *v == first) {
            first
        } else {
            None
        };
        self.cache.borrow_mut().insert(name.to_string(), v.clone());
        v
    }

    fn fold(&self, d: &Def) -> Result<Value, EvalError> {
        eval::eval_rust_expr(d.expr, &|p| {
            self.resolve(p, &d.module, d.self_ty.as_deref())
        })
    }
}

fn issue(file: &Path, e: &syn::Error) -> ParseIssue {
    ParseIssue {
        file: file.to_path_buf(),
        line: e.span().start().line.max(1),
        message: e.to_string(),
    }
}

/// Items of one module: its path, the cfgs around it, and its items.
pub(crate) type ModuleItems = (String, Vec<String>, Vec<Item>);

/// Parse a Rust text item by item. Returns the text the spans index into (shebang and BOM
/// blanked so offsets stay stable), the items per module, and the syntax errors skipped over.
pub(crate) fn parse_recovering(
    file: &Path,
    text: &str,
) -> (String, Vec<ModuleItems>, Vec<ParseIssue>) {
    let mut src = text
        .strip_prefix('\u{feff}')
        .map(|s| format!(" {s}"))
        .unwrap_or_else(|| text.to_string());
    if src.starts_with("#!") && !src.starts_with("#![") {
        let end = src.find('\n').unwrap_or(src.len());
        src.replace_range(..end, &" ".repeat(end));
    }
    let mut errors = Vec::new();
    let stream: TokenStream = match src.parse() {
        Ok(s) => s,
        Err(e) => {
            let line = e.span().start().line.max(1);
            errors.push(ParseIssue {
                file: file.to_path_buf(),
                line,
                message: format!("cannot tokenize: {e}"),
            });
            return (src, Vec::new(), errors);
        }
    };
    let mut modules: Vec<ModuleItems> = Vec::new();
    let mut queue = vec![(String::new(), Vec::new(), stream, true)];
    while let Some((module, cfg, stream, top)) = queue.pop() {
        match parse_items(stream, top) {
            Ok(p) => {
                errors.extend(p.errors.iter().map(|e| issue(file, e)));
                for (name, attrs, body) in p.broken_mods {
                    let mut c = cfg.clone();
                    let ctx = Ctx {
                        src: &src,
                        lines: Lines::new(&src),
                    };
                    c.extend(cfgs_of(&ctx, &attrs));
                    queue.push((join(&module, &name), c, body, false));
                }
                modules.push((module, cfg, p.items));
            }
            Err(e) => errors.push(issue(file, &e)),
        }
    }
    errors.sort_by_key(|e| e.line);
    // A broken inline module is reported once at top level and again when re-parsed.
    errors.dedup_by(|a, b| a.line == b.line && a.message == b.message);
    (src, modules, errors)
}

/// Everything extractable in a Rust source text (this file only).
pub fn list(file: &Path, text: &str) -> Listing {
    list_tree(None, file, text)
}

/// A file still to parse: path on disk, display path, text, module prefix, inherited cfgs.
type Pending = (Option<PathBuf>, PathBuf, String, String, Vec<String>);

/// One parsed file of a module tree.
struct FileParse {
    display: PathBuf,
    src: String,
    modules: Vec<ModuleItems>,
}

/// Where the files of `mod name;` declared in `disk` (inside inline modules `inner`) live:
/// next to a `lib.rs`/`main.rs`/`mod.rs`, else in a directory named after the file.
fn child_candidates(disk: &Path, inner: &[&str], name: &str, attrs: &[Attribute]) -> Vec<PathBuf> {
    let parent = disk.parent().unwrap_or(Path::new("."));
    for a in attrs {
        if a.path().is_ident("path") {
            if let syn::Meta::NameValue(nv) = &a.meta {
                if let Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) = &nv.value
                {
                    return vec![parent.join(s.value())];
                }
            }
        }
    }
    let stem = disk.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let mut dir = if matches!(stem, "lib" | "main" | "mod") {
        parent.to_path_buf()
    } else {
        parent.join(stem)
    };
    for m in inner {
        dir.push(m);
    }
    vec![
        dir.join(format!("{name}.rs")),
        dir.join(name).join("mod.rs"),
    ]
}

/// Everything extractable in a Rust file and, when `disk` (its path on disk) is given, in the
/// files of its `mod name;` declarations, named by module path (`io::DEFAULT_BUF_SIZE`).
pub fn list_tree(disk: Option<&Path>, display: &Path, text: &str) -> Listing {
    let mut files: Vec<FileParse> = Vec::new();
    let mut errors = Vec::new();
    let mut seen: HashSet<PathBuf> = HashSet::new();
    let mut queue: Vec<Pending> = vec![(
        disk.map(Path::to_path_buf),
        display.to_path_buf(),
        text.to_string(),
        String::new(),
        Vec::new(),
    )];
    while let Some((disk, display, text, base, base_cfg)) = queue.pop() {
        let (src, mut modules, errs) = parse_recovering(&display, &text);
        errors.extend(errs);
        for m in &mut modules {
            m.0 = join(&base, &m.0);
            let mut c = base_cfg.clone();
            c.append(&mut m.1);
            m.1 = c;
        }
        if let Some(disk) = &disk {
            seen.insert(disk.clone());
            let ctx = Ctx {
                src: &src,
                lines: Lines::new(&src),
            };
            for (module, cfg, items) in &modules {
                let inner: Vec<&str> = module
                    .strip_prefix(base.as_str())
                    .unwrap_or(module)
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .collect();
                for item in items {
                    let Item::Mod(m) = item else { continue };
                    if m.content.is_some() {
                        continue;
                    }
                    let name = m.ident.to_string();
                    let Some(child) = child_candidates(disk, &inner, &name, &m.attrs)
                        .into_iter()
                        .find(|p| p.is_file())
                    else {
                        // Generated or out-of-tree modules: not an error in the file itself.
                        continue;
                    };
                    if seen.contains(&child) || seen.len() > 4096 {
                        continue;
                    }
                    let rel_display = child
                        .strip_prefix(disk.parent().unwrap_or(Path::new("")))
                        .map(|r| display.parent().unwrap_or(Path::new("")).join(r))
                        .unwrap_or_else(|_| child.clone());
                    match super::read_text(&child) {
                        Ok(t) => {
                            let mut c = cfg.clone();
                            c.extend(cfgs_of(&ctx, &m.attrs));
                            seen.insert(child.clone());
                            queue.push((Some(child), rel_display, t, join(module, &name), c));
                        }
                        Err(e) => errors.push(ParseIssue {
                            file: rel_display,
                            line: 0,
                            message: e.to_string(),
                        }),
                    }
                }
            }
        }
        files.push(FileParse {
            display,
            src,
            modules,
        });
    }
    let ctxs: Vec<Ctx> = files
        .iter()
        .map(|f| Ctx {
            src: &f.src,
            lines: Lines::new(&f.src),
        })
        .collect();
    let mut defs = Vec::new();
    let mut def_file = Vec::new();
    for (fi, f) in files.iter().enumerate() {
        for (module, cfg, items) in &f.modules {
            collect(&ctxs[fi], items, module, cfg, &mut defs);
        }
        def_file.resize(defs.len(), fi);
    }
    let env = Env::new(&defs);
    let mut items: Vec<Extracted> = defs
        .iter()
        .zip(&def_file)
        .map(|(d, &fi)| {
            let (value, warnings) = match env.fold(d) {
                Ok(v) => (Some(v), Vec::new()),
                Err(e) => (None, vec![format!("not folded: {e}")]),
            };
            let espan = d.expr.span();
            Extracted {
                selector: String::new(),
                file: files[fi].display.clone(),
                line: d.name_span.start().line,
                end_line: espan.end().line.max(d.name_span.start().line),
                kind: d.kind,
                name: d.name.clone(),
                value,
                expr: ctxs[fi].text(espan),
                cfg: (!d.cfg.is_empty()).then(|| d.cfg.join(", ")),
                commented_out: false,
                warnings,
            }
        })
        .collect();
    // A zero-argument fn is a value only when its body folds; `fn new() -> Self` is not one.
    items.retain(|i| i.kind != Kind::RustFnReturn || i.value.is_some());
    items.sort_by(|a, b| {
        (a.file != display, &a.file, a.line).cmp(&(b.file != display, &b.file, b.line))
    });
    errors.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    Listing { items, errors }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = r#"
pub const KB: usize = 1024;
const BUF: usize = 8 * KB;
pub static NAME: &str = "docdrift";

#[cfg(unix)]
const SEP: char = '/';
#[cfg(windows)]
const SEP: char = '\\';

mod io {
    pub const DEFAULT_BUF_SIZE: usize = if cfg!(target_os = "espidf") { 512 } else { 8 * super::KB };
    pub mod deep { pub const X: u32 = 1 << 4; }
}

pub struct Config { timeout: u64, name: String, retry: Retry }
impl Config {
    pub const MAX: u32 = u16::MAX as u32 + Self::EXTRA;
    const EXTRA: u32 = 1;
    fn default_retries() -> u32 { 3 }
    fn new() -> Self { Self::default() }
}
fn default_port() -> u16 { 8000 + 80 }
impl Default for Config {
    fn default() -> Self {
        Self {
            timeout: 30,
            name: String::from("x"),
            retry: Retry { attempts: 3 },
        }
    }
}
"#;

    fn find<'a>(l: &'a Listing, name: &str) -> Vec<&'a Extracted> {
        l.items.iter().filter(|i| i.name == name).collect()
    }

    #[test]
    fn consts_statics_modules_assoc_and_defaults() {
        let l = list(Path::new("lib.rs"), SRC);
        assert!(l.errors.is_empty(), "{:?}", l.errors);
        let b = find(&l, "BUF")[0];
        assert_eq!(
            (b.line, b.kind, b.value.clone(), b.expr.as_str()),
            (3, Kind::RustConst, Some(Value::Int(8192)), "8 * KB")
        );
        assert_eq!(find(&l, "NAME")[0].kind, Kind::RustStatic);
        let sep = find(&l, "SEP");
        assert_eq!(sep.len(), 2);
        assert_eq!(sep[0].cfg.as_deref(), Some("cfg(unix)"));
        assert_eq!(sep[1].cfg.as_deref(), Some("cfg(windows)"));
        assert_eq!(sep[1].value, Some(Value::Str("\\".into())));
        let io = find(&l, "io::DEFAULT_BUF_SIZE")[0];
        assert_eq!(io.value, None);
        assert!(io.warnings[0].contains("macro call"), "{:?}", io.warnings);
        assert_eq!(find(&l, "io::deep::X")[0].value, Some(Value::Int(16)));
        assert_eq!(find(&l, "Config::MAX")[0].value, Some(Value::Int(65536)));
        let t = find(&l, "Config::default.timeout")[0];
        assert_eq!(
            (t.kind, t.line, t.value.clone()),
            (Kind::RustDefaultField, 27, Some(Value::Int(30)))
        );
        assert_eq!(
            find(&l, "Config::default.retry.attempts")[0].value,
            Some(Value::Int(3))
        );
        assert_eq!(find(&l, "Config::default.name")[0].value, None);
        let f = find(&l, "default_port()")[0];
        assert_eq!(
            (f.kind, f.value.clone()),
            (Kind::RustFnReturn, Some(Value::Int(8080)))
        );
        assert_eq!(
            find(&l, "Config::default_retries()")[0].value,
            Some(Value::Int(3))
        );
        assert!(
            find(&l, "Config::new()").is_empty(),
            "a constructor is not a value"
        );
    }

    #[test]
    fn broken_items_are_skipped_and_reported() {
        let src = "const A: u8 = 1;\nfn broken(x: ) -> { }\nconst B: u8 = 2;\nmod m {\n    const C: u8 = 3;\n    struct = ;\n}\n";
        let l = list(Path::new("x.rs"), src);
        assert_eq!(find(&l, "A")[0].value, Some(Value::Int(1)));
        assert_eq!(find(&l, "B")[0].value, Some(Value::Int(2)));
        assert_eq!(find(&l, "m::C")[0].value, Some(Value::Int(3)));
        let lines: Vec<usize> = l.errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![2, 6]);
    }

    #[test]
    fn unbalanced_delimiters_report_an_error() {
        let l = list(Path::new("x.rs"), "const A: u8 = 1;\nfn f() {\n");
        assert!(l.items.is_empty());
        assert_eq!(l.errors.len(), 1);
    }
}
