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
    let mut header: Vec<TokenTree> = Vec::new();
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
                // `impl const Trait for T { … }` (syntax syn does not know): the header is
                // broken, the body often is not; keep its consts under `T`.
                if let Some(item) = recover_impl(&attrs, &header, g) {
                    out.items.push(item);
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
        header.push(tt);
    }
    Ok(())
}

/// Re-parse the body of a broken `impl` header as `impl T { body }` (or `impl Default for T`),
/// so its associated consts and defaults are still read. `None` when the header is not an impl
/// or the body itself does not parse.
fn recover_impl(
    attrs: &[Attribute],
    header: &[TokenTree],
    body: &proc_macro2::Group,
) -> Option<Item> {
    let is = |t: &TokenTree, s: &str| matches!(t, TokenTree::Ident(i) if i == s);
    let start = header.iter().position(|t| is(t, "impl"))?;
    if header[..start]
        .iter()
        .any(|t| !is(t, "unsafe") && !is(t, "pub"))
    {
        return None;
    }
    // The self type: the first identifier after `for` at angle depth 0, else after `impl`
    // (its generics and `const` skipped).
    let mut depth = 0i32;
    let mut after_for = None;
    let mut trait_is_default = false;
    for (i, t) in header.iter().enumerate().skip(start + 1) {
        match t {
            TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
            TokenTree::Punct(p) if p.as_char() == '>' => depth -= 1,
            TokenTree::Ident(id) if depth == 0 && id == "for" => {
                after_for = Some(i + 1);
                break;
            }
            TokenTree::Ident(id) if depth == 0 && id == "Default" => trait_is_default = true,
            _ => {}
        }
    }
    let mut depth = 0i32;
    let from = after_for.unwrap_or(start + 1);
    let ty = header[from..].iter().find_map(|t| match t {
        TokenTree::Punct(p) if p.as_char() == '<' => {
            depth += 1;
            None
        }
        TokenTree::Punct(p) if p.as_char() == '>' => {
            depth -= 1;
            None
        }
        TokenTree::Ident(id) if depth == 0 && id != "const" && id != "dyn" => Some(id.clone()),
        _ => None,
    })?;
    let group = TokenTree::Group(body.clone());
    let tokens: TokenStream = if trait_is_default && after_for.is_some() {
        quote::quote! { #(#attrs)* impl Default for #ty #group }
    } else {
        quote::quote! { #(#attrs)* impl #ty #group }
    };
    syn::parse2::<Item>(tokens).ok()
}

/// A definition waiting for its value to be folded.
struct Def<'a> {
    kind: Kind,
    /// Crate-absolute item path (`sys::io::DEFAULT_BUF_SIZE`; relative to the named file when
    /// no crate root was found).
    name: String,
    module: String,
    self_ty: Option<String>,
    name_span: Span,
    expr: &'a Expr,
    cfg: Vec<String>,
    /// Index of the file the definition is in.
    file: usize,
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
                one_line(&t)
            }
        })
        .collect()
}

/// A cfg written over several lines, on one: `any(\n    unix,\n)` → `any(unix)`.
fn one_line(t: &str) -> String {
    let joined = t.split_whitespace().collect::<Vec<_>>().join(" ");
    joined
        .replace("( ", "(")
        .replace(", )", ")")
        .replace(",)", ")")
        .replace(" )", ")")
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

fn parent_of(module: &str) -> String {
    module
        .rsplit_once("::")
        .map(|x| x.0.to_string())
        .unwrap_or_default()
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

/// The cfg predicate text of a condition made only of `cfg!(…)`, `&&`, `||` and `!`
/// (`cfg!(unix) && !cfg!(miri)` → `all(unix, not(miri))`); `None` for anything else.
fn cfg_condition(ctx: &Ctx, e: &Expr) -> Option<String> {
    match e {
        Expr::Macro(m) if m.mac.path.is_ident("cfg") => {
            let t = ctx.text(m.mac.delimiter.span().join());
            let inner = t.strip_prefix('(')?.strip_suffix(')')?.trim();
            let inner = one_line(inner);
            (!inner.is_empty()).then_some(inner)
        }
        Expr::Paren(p) => cfg_condition(ctx, &p.expr),
        Expr::Group(g) => cfg_condition(ctx, &g.expr),
        Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Not(_),
            expr,
            ..
        }) => Some(format!("not({})", cfg_condition(ctx, expr)?)),
        Expr::Binary(b) => {
            let f = match b.op {
                syn::BinOp::And(_) => "all",
                syn::BinOp::Or(_) => "any",
                _ => return None,
            };
            Some(format!(
                "{f}({}, {})",
                cfg_condition(ctx, &b.left)?,
                cfg_condition(ctx, &b.right)?
            ))
        }
        _ => None,
    }
}

/// The branches of `if cfg!(…) { a } else if cfg!(…) { b } else { c }`, each with the
/// conditions under which rustc takes it; `None` when `e` is not such a chain.
fn cfg_branches<'a>(ctx: &Ctx, e: &'a Expr) -> Option<Vec<(Vec<String>, &'a Expr)>> {
    let e = match e {
        Expr::Paren(p) => &*p.expr,
        Expr::Block(b) if b.block.stmts.len() == 1 => single_expr(&b.block)?,
        other => other,
    };
    let Expr::If(i) = e else { return None };
    let cond = cfg_condition(ctx, &i.cond)?;
    let then = single_expr(&i.then_branch)?;
    let (_, els) = i.else_branch.as_ref()?;
    let mut out = Vec::new();
    let yes = format!("cfg({cond})");
    let no = format!("cfg(not({cond}))");
    match cfg_branches(ctx, then) {
        Some(inner) => out.extend(inner.into_iter().map(|(mut c, x)| {
            c.insert(0, yes.clone());
            (c, x)
        })),
        None => out.push((vec![yes], then)),
    }
    let els_expr: &Expr = match &**els {
        Expr::Block(b) => single_expr(&b.block)?,
        other => other,
    };
    match cfg_branches(ctx, els_expr) {
        Some(inner) => out.extend(inner.into_iter().map(|(mut c, x)| {
            c.insert(0, no.clone());
            (c, x)
        })),
        None => out.push((vec![no], els_expr)),
    }
    Some(out)
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

/// Push a definition, split into one per `cfg!` branch when its value is an
/// `if cfg!(…) { … } else { … }` chain (each branch carries its condition, like a `#[cfg]`).
fn push_def<'a>(ctx: &Ctx, d: Def<'a>, defs: &mut Vec<Def<'a>>) {
    match cfg_branches(ctx, d.expr) {
        Some(branches) => {
            for (conds, expr) in branches {
                let mut cfg = d.cfg.clone();
                cfg.extend(conds);
                defs.push(Def {
                    kind: d.kind,
                    name: d.name.clone(),
                    module: d.module.clone(),
                    self_ty: d.self_ty.clone(),
                    name_span: d.name_span,
                    expr,
                    cfg,
                    file: d.file,
                });
            }
        }
        None => defs.push(d),
    }
}

fn collect<'a>(
    ctx: &Ctx,
    file: usize,
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
                let d = Def {
                    kind: Kind::RustConst,
                    name: join(module, &c.ident.to_string()),
                    module: module.to_string(),
                    self_ty: None,
                    name_span: c.ident.span(),
                    expr: &c.expr,
                    cfg,
                    file,
                };
                push_def(ctx, d, defs);
            }
            Item::Static(s) => {
                let mut cfg = cfg.to_vec();
                cfg.extend(cfgs_of(ctx, &s.attrs));
                let d = Def {
                    kind: Kind::RustStatic,
                    name: join(module, &s.ident.to_string()),
                    module: module.to_string(),
                    self_ty: None,
                    name_span: s.ident.span(),
                    expr: &s.expr,
                    cfg,
                    file,
                };
                push_def(ctx, d, defs);
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    let mut cfg = cfg.to_vec();
                    cfg.extend(cfgs_of(ctx, &m.attrs));
                    collect(
                        ctx,
                        file,
                        inner,
                        &join(module, &m.ident.to_string()),
                        &cfg,
                        defs,
                    );
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
                    // A constructor (`fn new`, `fn new_*`) fills its struct
                    // with the defaults: `Builder { max_blocking_threads: 512, … }`.
                    if let ImplItem::Fn(f) = ii {
                        let fname = f.sig.ident.to_string();
                        if imp.trait_.is_none() && (fname == "new" || fname.starts_with("new_")) {
                            let mut finder = StructFinder {
                                ty: ty.clone(),
                                found: Vec::new(),
                            };
                            finder.visit_block(&f.block);
                            let mut cfg = icfg.clone();
                            cfg.extend(cfgs_of(ctx, &f.attrs));
                            let base = join(module, &format!("{ty}::{fname}"));
                            for s in finder.found {
                                let mut fields = Vec::new();
                                push_fields(ctx, file, s, &base, module, &ty, &cfg, &mut fields);
                                // `None` there means "decided elsewhere", not a default.
                                defs.extend(fields.into_iter().filter(|d| !is_none_path(d.expr)));
                            }
                        }
                    }
                    match ii {
                        ImplItem::Const(c) => {
                            let mut cfg = icfg.clone();
                            cfg.extend(cfgs_of(ctx, &c.attrs));
                            let d = Def {
                                kind: Kind::RustAssocConst,
                                name: join(module, &format!("{ty}::{}", c.ident)),
                                module: module.to_string(),
                                self_ty: Some(join(module, &ty)),
                                name_span: c.ident.span(),
                                expr: &c.expr,
                                cfg,
                                file,
                            };
                            push_def(ctx, d, defs);
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
                                push_fields(ctx, file, s, &base, module, &ty, &cfg, defs);
                            }
                        }
                        ImplItem::Fn(f) if f.sig.inputs.is_empty() => {
                            if let Some(tail) = single_expr(&f.block) {
                                let mut cfg = icfg.clone();
                                cfg.extend(cfgs_of(ctx, &f.attrs));
                                let d = Def {
                                    kind: Kind::RustFnReturn,
                                    name: join(module, &format!("{ty}::{}()", f.sig.ident)),
                                    module: module.to_string(),
                                    self_ty: Some(join(module, &ty)),
                                    name_span: f.sig.ident.span(),
                                    expr: tail,
                                    cfg,
                                    file,
                                };
                                push_def(ctx, d, defs);
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
                    let d = Def {
                        kind: Kind::RustFnReturn,
                        name: join(module, &format!("{}()", f.sig.ident)),
                        module: module.to_string(),
                        self_ty: None,
                        name_span: f.sig.ident.span(),
                        expr: tail,
                        cfg,
                        file,
                    };
                    push_def(ctx, d, defs);
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
                            let d = Def {
                                kind: Kind::RustAssocConst,
                                name: join(module, &format!("{}::{}", t.ident, c.ident)),
                                module: module.to_string(),
                                self_ty: Some(join(module, &t.ident.to_string())),
                                name_span: c.ident.span(),
                                expr: e,
                                cfg,
                                file,
                            };
                            push_def(ctx, d, defs);
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

/// The expression `None`.
fn is_none_path(e: &Expr) -> bool {
    matches!(e, Expr::Path(p) if p.qself.is_none() && p.path.is_ident("None"))
}

#[allow(clippy::too_many_arguments)]
fn push_fields<'a>(
    ctx: &Ctx,
    file: usize,
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
            file,
        });
        if let Expr::Struct(inner) = &fv.expr {
            push_fields(ctx, file, inner, &name, module, ty, &cfg, defs);
        }
    }
}

/// The arms of `cfg_if! { if #[cfg(a)] { … } else if #[cfg(b)] { … } else { … } }` and
/// `cfg_select! { a => { … } b => { … } _ => { … } }`: each arm's items with the conditions
/// under which rustc keeps them (an arm applies only when no earlier one did).
fn cfg_macro_arms(ctx: &Ctx, mac: &syn::Macro) -> Option<Vec<(Vec<String>, TokenStream)>> {
    let name = mac.path.segments.last()?.ident.to_string();
    let toks: Vec<TokenTree> = mac.tokens.clone().into_iter().collect();
    let mut arms: Vec<(Option<String>, TokenStream)> = Vec::new();
    let text_of = |g: &proc_macro2::Group| -> String {
        let t = ctx.text(g.span());
        let t = if t.is_empty() {
            g.stream().to_string()
        } else {
            t
        };
        one_line(
            t.trim_start_matches(['(', '['])
                .trim_end_matches([')', ']'])
                .trim(),
        )
    };
    let mut i = 0;
    match name.as_str() {
        "cfg_if" => {
            while i < toks.len() {
                match &toks[i] {
                    TokenTree::Ident(id) if id == "if" || id == "else" => i += 1,
                    TokenTree::Punct(p) if p.as_char() == '#' => {
                        let TokenTree::Group(attr) = toks.get(i + 1)? else {
                            return None;
                        };
                        // `[cfg(pred)]`
                        let inner: Vec<TokenTree> = attr.stream().into_iter().collect();
                        let TokenTree::Group(pred) = inner.get(1)? else {
                            return None;
                        };
                        let TokenTree::Group(body) = toks.get(i + 2)? else {
                            return None;
                        };
                        arms.push((Some(text_of(pred)), body.stream()));
                        i += 3;
                    }
                    TokenTree::Group(body) if body.delimiter() == Delimiter::Brace => {
                        arms.push((None, body.stream()));
                        i += 1;
                    }
                    _ => return None,
                }
            }
        }
        "cfg_select" => {
            while i < toks.len() {
                let start = i;
                let mut pred_toks: Vec<TokenTree> = Vec::new();
                while i < toks.len() {
                    if let (TokenTree::Punct(a), Some(TokenTree::Punct(b))) =
                        (&toks[i], toks.get(i + 1))
                    {
                        if a.as_char() == '=' && b.as_char() == '>' {
                            break;
                        }
                    }
                    pred_toks.push(toks[i].clone());
                    i += 1;
                }
                if i >= toks.len() || i == start {
                    return None;
                }
                i += 2;
                let TokenTree::Group(body) = toks.get(i)? else {
                    return None;
                };
                i += 1;
                if matches!(toks.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ',') {
                    i += 1;
                }
                let is_wild = matches!(pred_toks.as_slice(), [TokenTree::Ident(id)] if id == "_");
                let pred = if is_wild {
                    None
                } else {
                    let first = pred_toks.first()?.span();
                    let last = pred_toks.last()?.span();
                    let t = first
                        .join(last)
                        .map(|s| ctx.text(s))
                        .filter(|t| !t.is_empty())
                        .unwrap_or_else(|| {
                            pred_toks
                                .iter()
                                .cloned()
                                .collect::<TokenStream>()
                                .to_string()
                        });
                    Some(one_line(&t))
                };
                arms.push((pred, body.stream()));
            }
        }
        _ => return None,
    }
    let mut out = Vec::new();
    let mut earlier: Vec<String> = Vec::new();
    for (pred, body) in arms {
        let mut conds: Vec<String> = earlier.iter().map(|p| format!("cfg(not({p}))")).collect();
        if let Some(p) = &pred {
            conds.push(format!("cfg({p})"));
            earlier.push(p.clone());
        }
        out.push((conds, body));
    }
    Some(out)
}

/// One `use` entry: the name it brings into its module (`*` for a glob) and the crate path
/// it stands for.
#[derive(Debug, Clone)]
struct UseEntry {
    alias: String,
    target: String,
    cfg: Vec<String>,
    file: usize,
    line: usize,
}

/// Flatten a use tree into entries; `prefix` is the path so far, made crate-absolute.
fn flatten_use(
    tree: &syn::UseTree,
    prefix: Vec<String>,
    out: &mut Vec<(String, Vec<String>, usize)>,
) {
    match tree {
        syn::UseTree::Path(p) => {
            let mut pre = prefix;
            pre.push(p.ident.to_string());
            flatten_use(&p.tree, pre, out);
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            let mut full = prefix;
            if name == "self" {
                let alias = full.last().cloned().unwrap_or_default();
                out.push((alias, full, n.ident.span().start().line));
            } else {
                full.push(name.clone());
                out.push((name, full, n.ident.span().start().line));
            }
        }
        syn::UseTree::Rename(r) => {
            let mut full = prefix;
            if r.ident != "self" {
                full.push(r.ident.to_string());
            }
            out.push((r.rename.to_string(), full, r.ident.span().start().line));
        }
        syn::UseTree::Glob(g) => out.push(("*".into(), prefix, g.star_token.span.start().line)),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                flatten_use(t, prefix.clone(), out);
            }
        }
    }
}

/// A path as written in `module`, made crate-absolute: `crate::`, `self::`, `super::`;
/// other paths are taken relative to `module`.
fn absolute(module: &str, segs: &[String]) -> Option<String> {
    let mut m = module.to_string();
    let mut rest = segs;
    match rest.first().map(String::as_str) {
        Some("crate") | Some("$crate") => {
            m.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        _ => {}
    }
    while rest.first().map(String::as_str) == Some("super") {
        m = parent_of(&m);
        rest = &rest[1..];
    }
    // Paths into other crates (`core::`, `alloc::`, `libc::`) are outside what we read.
    if rest.is_empty() {
        return Some(m);
    }
    Some(join(&m, &rest.join("::")))
}

/// Marks a candidate path as `primitive::NAME` (never a module path: `<` cannot start one).
const PRIMITIVE_MARK: &str = "<primitive>::";

const PRIMITIVES: [&str; 17] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "char", "bool", "str",
];

/// One value a definition folds to, with the conditions it needs beyond the definition's own.
#[derive(Clone)]
struct Variant {
    value: Value,
    cfg: Vec<String>,
    /// How a name was reached: `crate::sys::io::DEFAULT_BUF_SIZE (std/sys/io/mod.rs:72)`.
    via: Vec<String>,
}

/// Folds values with the consts of the files read as the environment, resolving a path the
/// way rustc would from the defining module (`Self::`, `super::`, `crate::`, `use` imports
/// and re-exports, globs), then outward.
struct Env<'a, 'd> {
    defs: &'d [Def<'a>],
    by_name: HashMap<&'d str, Vec<usize>>,
    uses: &'d HashMap<String, Vec<UseEntry>>,
    modules: &'d HashSet<String>,
    files: &'d [FileParse],
    /// Modules a path needed that are not read yet (the caller reads them and folds again).
    missing: RefCell<HashSet<String>>,
    cache: RefCell<HashMap<String, Vec<Variant>>>,
    busy: RefCell<HashSet<String>>,
    /// A name whose variants differ, met while folding; the fold is redone per variant.
    split: RefCell<Option<(String, Vec<Variant>)>>,
    pinned: RefCell<HashMap<String, Variant>>,
    lookups: RefCell<HashMap<String, Vec<Found>>>,
    looking: RefCell<HashSet<String>>,
}

/// A definition a path names: its index, the cfgs of the `use` entries crossed, the way.
type Found = (usize, Vec<String>, Vec<String>);

impl<'a, 'd> Env<'a, 'd> {
    fn new(
        defs: &'d [Def<'a>],
        uses: &'d HashMap<String, Vec<UseEntry>>,
        modules: &'d HashSet<String>,
        files: &'d [FileParse],
    ) -> Self {
        let mut by_name: HashMap<&str, Vec<usize>> = HashMap::new();
        for (i, d) in defs.iter().enumerate() {
            if d.kind != Kind::RustDefaultField {
                by_name.entry(d.name.as_str()).or_default().push(i);
            }
        }
        Env {
            defs,
            by_name,
            uses,
            modules,
            files,
            missing: RefCell::default(),
            cache: RefCell::default(),
            busy: RefCell::default(),
            split: RefCell::default(),
            pinned: RefCell::default(),
            lookups: RefCell::default(),
            looking: RefCell::default(),
        }
    }

    /// Definitions an absolute path names, following `use` entries and globs; each with the
    /// cfgs of the `use` entries crossed and a note of the way.
    fn lookup(&self, abs: &str, depth: usize) -> Vec<Found> {
        if depth > 12 {
            return Vec::new();
        }
        if let Some(hit) = self.lookups.borrow().get(abs) {
            return hit.clone();
        }
        // A path met again on its own way (`pub use a::*` in b, `pub use b::*` in a) names
        // nothing new; memoising keeps glob-heavy modules (preludes) linear.
        if !self.looking.borrow_mut().insert(abs.to_string()) {
            return Vec::new();
        }
        let out = self.lookup_uncached(abs, depth);
        self.looking.borrow_mut().remove(abs);
        if self.looking.borrow().is_empty() {
            self.lookups
                .borrow_mut()
                .insert(abs.to_string(), out.clone());
        }
        out
    }

    fn lookup_uncached(&self, abs: &str, depth: usize) -> Vec<Found> {
        let mut out = Vec::new();
        // `char::MAX_LEN_UTF8`: an associated const of a primitive, impl'd anywhere in the
        // crate (`impl char { … }` in core/char/methods.rs).
        if let Some(prim) = abs.strip_prefix(PRIMITIVE_MARK) {
            if let Some((ty, name)) = prim.split_once("::") {
                let tail = format!("{ty}::{name}");
                let suffix = format!("::{tail}");
                for (i, d) in self.defs.iter().enumerate() {
                    if d.kind == Kind::RustAssocConst
                        && (d.name == tail || d.name.ends_with(&suffix))
                    {
                        out.push((i, Vec::new(), Vec::new()));
                    }
                }
            }
            return out;
        }
        if let Some(idx) = self.by_name.get(abs) {
            return idx.iter().map(|&i| (i, Vec::new(), Vec::new())).collect();
        }
        let segs: Vec<&str> = abs.split("::").collect();
        // A prefix that is a `use` name: `imp::X` with `use crate::sys::thread as imp`.
        for k in (0..segs.len()).rev() {
            let module = segs[..k].join("::");
            let Some(entries) = self.uses.get(&module) else {
                if !self.modules.contains(&module) {
                    self.missing.borrow_mut().insert(module);
                }
                continue;
            };
            let name = segs[k];
            let rest = segs[k + 1..].join("::");
            for u in entries.iter().filter(|u| u.alias == name) {
                self.through_use(u, &join(&u.target, &rest), "", depth, &mut out);
            }
            if !out.is_empty() {
                return out;
            }
            if k + 1 == segs.len() {
                for u in entries.iter().filter(|u| u.alias == "*") {
                    self.through_use(u, &join(&u.target, name), "::*", depth, &mut out);
                }
                if !out.is_empty() {
                    return out;
                }
            }
        }
        out
    }

    /// Definitions `target` resolves to through the `use` item `u`, each carrying `u`'s cfg
    /// before its own and the `use` line first in its path (`suffix` is `::*` for a glob).
    fn through_use(
        &self,
        u: &UseEntry,
        target: &str,
        suffix: &str,
        depth: usize,
        out: &mut Vec<Found>,
    ) {
        for (i, mut c, mut via) in self.lookup(target, depth + 1) {
            let mut cfg = u.cfg.clone();
            cfg.append(&mut c);
            via.insert(
                0,
                format!(
                    "`use crate::{}{suffix}` ({}:{})",
                    u.target,
                    self.files[u.file].display.display(),
                    u.line
                ),
            );
            out.push((i, cfg, via));
        }
    }

    /// The crate-absolute paths `path` (as written in `module`) may mean, most likely first.
    fn candidates(path: &str, module: &str, self_ty: Option<&str>) -> Vec<String> {
        if let Some(rest) = path.strip_prefix("Self::") {
            return self_ty
                .map(|t| vec![format!("{t}::{rest}")])
                .unwrap_or_default();
        }
        let segs: Vec<String> = path.split("::").map(str::to_string).collect();
        let Some(abs) = absolute(module, &segs) else {
            return Vec::new();
        };
        let mut out = vec![abs];
        // `char::MAX_LEN_UTF8`: a primitive's associated const, impl'd anywhere in the crate.
        if segs.len() == 2 && PRIMITIVES.contains(&segs[0].as_str()) {
            out.push(format!("{PRIMITIVE_MARK}{path}"));
        }
        out.dedup();
        out
    }

    fn resolve_variants(&self, path: &str, module: &str, self_ty: Option<&str>) -> Vec<Variant> {
        for cand in Self::candidates(path, module, self_ty) {
            let v = self.value_of(&cand);
            if !v.is_empty() {
                return v;
            }
        }
        Vec::new()
    }

    /// One value for `path`, or none; when its variants differ, remember it for a split.
    fn resolve(&self, path: &str, module: &str, self_ty: Option<&str>) -> Option<Value> {
        let key = format!("{module}|{path}");
        if let Some(v) = self.pinned.borrow().get(&key) {
            return Some(v.value.clone());
        }
        let vs = self.resolve_variants(path, module, self_ty);
        let first = vs.first()?.value.clone();
        if vs.iter().all(|v| v.value == first) {
            return Some(first);
        }
        let mut split = self.split.borrow_mut();
        if split.is_none() {
            *split = Some((key, vs));
        }
        None
    }

    /// Every value an absolute name takes, one per distinct (value, conditions).
    fn value_of(&self, name: &str) -> Vec<Variant> {
        if let Some(v) = self.cache.borrow().get(name) {
            return v.clone();
        }
        let found = self.lookup(name, 0);
        if found.is_empty() {
            return Vec::new();
        }
        if self.busy.borrow().len() >= eval::MAX_DEPTH
            || !self.busy.borrow_mut().insert(name.to_string())
        {
            return Vec::new();
        }
        let mut out: Vec<Variant> = Vec::new();
        for (i, use_cfg, via) in found {
            let d = &self.defs[i];
            let here = format!(
                "{} ({}:{})",
                d.name,
                self.files[d.file].display.display(),
                d.name_span.start().line
            );
            if let Ok(vs) = self.fold(d) {
                for mut v in vs {
                    let mut cfg = use_cfg.clone();
                    cfg.extend(own_conds(d, &via, self.files));
                    cfg.append(&mut v.cfg);
                    dedup_conds(&mut cfg);
                    let mut w = via.clone();
                    w.push(here.clone());
                    w.append(&mut v.via);
                    out.push(Variant {
                        value: v.value,
                        cfg,
                        via: w,
                    });
                }
            }
        }
        self.busy.borrow_mut().remove(name);
        // A value computed while another name is pinned to one variant is that variant's.
        if self.pinned.borrow().is_empty() {
            self.cache
                .borrow_mut()
                .insert(name.to_string(), out.clone());
        }
        out
    }

    /// The values of one definition: one, or one per variant of a name it uses whose cfg
    /// variants differ (each with that variant's conditions).
    fn fold(&self, d: &Def) -> Result<Vec<Variant>, EvalError> {
        if let Some(v) = wide_literal(d.expr) {
            return Ok(vec![Variant {
                value: v,
                cfg: Vec::new(),
                via: Vec::new(),
            }]);
        }
        self.fold_pinned(d, 0)
    }

    fn fold_pinned(&self, d: &Def, depth: usize) -> Result<Vec<Variant>, EvalError> {
        let saved = self.split.borrow_mut().take();
        let r = eval::eval_rust_expr(d.expr, &|p| {
            self.resolve(p, &d.module, d.self_ty.as_deref())
                .or_else(|| wide_builtin(p))
        });
        let split = std::mem::replace(&mut *self.split.borrow_mut(), saved);
        match (r, split) {
            (Ok(v), _) => Ok(vec![Variant {
                value: v,
                cfg: Vec::new(),
                via: Vec::new(),
            }]),
            (Err(e), Some((key, variants))) if depth < 3 => {
                let mut out = Vec::new();
                for var in variants {
                    self.pinned.borrow_mut().insert(key.clone(), var.clone());
                    let r = self.fold_pinned(d, depth + 1);
                    self.pinned.borrow_mut().remove(&key);
                    for mut v in r? {
                        let mut cfg = var.cfg.clone();
                        cfg.append(&mut v.cfg);
                        let mut via = var.via.clone();
                        via.append(&mut v.via);
                        out.push(Variant {
                            value: v.value,
                            cfg,
                            via,
                        });
                    }
                }
                if out.is_empty() {
                    Err(e)
                } else {
                    Ok(out)
                }
            }
            (Err(e), _) => Err(e),
        }
    }
}

/// A definition's conditions; reached through a `use`, without those of its module's `mod`
/// declaration (the `use` entry's own conditions already say when that path exists).
fn own_conds(d: &Def, via: &[String], files: &[FileParse]) -> Vec<String> {
    let skip = if via.is_empty() {
        0
    } else {
        files[d.file].decl_cfg
    };
    d.cfg.iter().skip(skip).cloned().collect()
}

/// The limits that need more than an `i128` (`u128::MAX`) and literals past `i128::MAX`,
/// exactly; the evaluator knows the rest.
fn wide_builtin(path: &str) -> Option<Value> {
    match path {
        "u128::MAX" => Some(Value::from_u128(u128::MAX)),
        "i128::MIN" => Some(Value::Int(i128::MIN)),
        _ => None,
    }
}

/// An integer literal too large for the evaluator's `i128` (`340_282_…_455u128`), exactly.
fn wide_literal(e: &Expr) -> Option<Value> {
    match e {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(i),
            ..
        }) => {
            if i.base10_parse::<i128>().is_ok() {
                return None;
            }
            i.base10_parse::<u128>().ok().map(Value::from_u128)
        }
        Expr::Paren(p) => wide_literal(&p.expr),
        Expr::Group(g) => wide_literal(&g.expr),
        Expr::Cast(c) => wide_literal(&c.expr),
        _ => None,
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

/// A file still to parse: path on disk, display path, text, module path, inherited cfgs, and
/// whether to follow its `mod name;` declarations.
type Pending = (Option<PathBuf>, PathBuf, String, String, Vec<String>, bool);

/// One parsed file of a module tree.
struct FileParse {
    display: PathBuf,
    src: String,
    modules: Vec<ModuleItems>,
    /// How many leading cfgs of this file's items come from its `mod` declaration(s).
    decl_cfg: usize,
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

/// The crate root (`lib.rs`/`main.rs` in the file's directory or above) and the module path
/// of `disk` inside it (`std/io/mod.rs` → `io`), so `crate::` paths can be followed.
fn crate_root(disk: &Path) -> Option<(PathBuf, String)> {
    let name = disk.file_name()?.to_str()?;
    let dir = disk.parent()?;
    if name == "lib.rs" || name == "main.rs" {
        return Some((disk.to_path_buf(), String::new()));
    }
    for anc in dir.ancestors().take(12) {
        for root in ["lib.rs", "main.rs"] {
            let r = anc.join(root);
            if r.is_file() {
                let rel = disk.strip_prefix(anc).ok()?;
                let mut segs: Vec<String> = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                let last = segs.pop()?;
                let stem = last.strip_suffix(".rs")?;
                if stem != "mod" {
                    segs.push(stem.to_string());
                }
                // `src/bin/*.rs` are crates of their own; a path that is not a module name
                // is not a module of this crate either.
                if segs.first().map(String::as_str) == Some("bin")
                    || segs.iter().any(|s| {
                        s.is_empty() || !s.chars().all(|c| c.is_alphanumeric() || c == '_')
                    })
                {
                    return None;
                }
                return Some((r, segs.join("::")));
            }
        }
    }
    None
}

/// Items inside `cfg_if!`/`cfg_select!` at module level become items of that module, each
/// arm with its conditions (`mod unix;` inside an arm is followed like any other).
fn expand_cfg_macros(
    file: &Path,
    src: &str,
    modules: Vec<ModuleItems>,
    errors: &mut Vec<ParseIssue>,
) -> Vec<ModuleItems> {
    let ctx = Ctx {
        src,
        lines: Lines::new(src),
    };
    let mut out = Vec::new();
    let mut queue = modules;
    let mut budget = 4096;
    while let Some((module, cfg, items)) = queue.pop() {
        for item in &items {
            let Item::Macro(m) = item else { continue };
            let Some(arms) = cfg_macro_arms(&ctx, &m.mac) else {
                continue;
            };
            for (conds, body) in arms {
                budget -= 1;
                if budget == 0 {
                    break;
                }
                match parse_items(body, false) {
                    Ok(p) => {
                        errors.extend(p.errors.iter().map(|e| issue(file, e)));
                        let mut c = cfg.clone();
                        c.extend(cfgs_of(&ctx, &m.attrs));
                        c.extend(conds);
                        queue.push((module.clone(), c, p.items));
                    }
                    Err(e) => errors.push(issue(file, &e)),
                }
            }
        }
        out.push((module, cfg, items));
    }
    out
}

/// What a caller asks of a Rust file beyond its listing.
#[derive(Default)]
pub(crate) struct Query<'q> {
    /// An item path that may be imported, re-exported or `crate::`-absolute; resolved like a
    /// path written at the top of the file.
    pub want: Option<&'q str>,
    /// Keep only the definitions, `use` entries and `cfg!` branches that apply.
    pub cfg: Option<&'q super::cfg::CfgSet>,
}

/// The listing of a Rust file, plus (when `want` names nothing) which macro makes the name.
pub(crate) struct Answer {
    pub listing: Listing,
    pub macro_note: Option<String>,
}

/// Everything extractable in a Rust file and, when `disk` (its path on disk) is given, in the
/// files of its `mod name;` declarations, named by module path (`io::DEFAULT_BUF_SIZE`).
pub fn list_tree(disk: Option<&Path>, display: &Path, text: &str) -> Listing {
    list_tree_for(disk, display, text, &Query::default()).listing
}

/// Parse one file (`follow` its `mod name;` children) into `files`, queueing children.
#[allow(clippy::too_many_arguments)]
fn read_one(
    pending: Pending,
    files: &mut Vec<FileParse>,
    errors: &mut Vec<ParseIssue>,
    seen: &mut HashSet<PathBuf>,
    queue: &mut Vec<Pending>,
    top: &Path,
    top_display: &Path,
) {
    let (disk, display, text, base, base_cfg, follow) = pending;
    let decl_cfg = base_cfg.len();
    let (src, modules, errs) = parse_recovering(&display, &text);
    errors.extend(errs);
    let mut modules: Vec<ModuleItems> = modules
        .into_iter()
        .map(|(m, mut c, items)| {
            let mut cfg = base_cfg.clone();
            cfg.append(&mut c);
            (join(&base, &m), cfg, items)
        })
        .collect();
    modules = expand_cfg_macros(&display, &src, modules, errors);
    if let Some(disk) = &disk {
        seen.insert(disk.clone());
        if follow {
            // A module declared in several `cfg_select!` arms is one file: it is compiled when
            // any of its declarations is.
            let mut children: Vec<(PathBuf, String, (), Vec<Vec<String>>)> = Vec::new();
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
                    let mut c = cfg.clone();
                    c.extend(cfgs_of(&ctx, &m.attrs));
                    match children.iter_mut().find(|x| x.0 == child) {
                        Some(x) => x.3.push(c),
                        None => children.push((child, join(module, &name), (), vec![c])),
                    }
                }
            }
            for (child, module, _, decls) in children {
                let rel_display = display_for(&child, top, top_display);
                match super::read_text(&child) {
                    Ok(t) => {
                        seen.insert(child.clone());
                        queue.push((
                            Some(child),
                            rel_display,
                            t,
                            module,
                            merge_decl_cfgs(decls),
                            true,
                        ));
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
        decl_cfg,
    });
}

/// The cfgs of a module declared once, or `any(all(…), all(…))` of several declarations.
fn merge_decl_cfgs(mut decls: Vec<Vec<String>>) -> Vec<String> {
    decls.dedup();
    if decls.len() <= 1 {
        return decls.pop().unwrap_or_default();
    }
    if decls.iter().any(Vec::is_empty) {
        return Vec::new();
    }
    let pred = |c: &String| -> String {
        c.strip_prefix("cfg(")
            .and_then(|x| x.strip_suffix(')'))
            .unwrap_or(c)
            .to_string()
    };
    let alts: Vec<String> = decls
        .iter()
        .map(|d| format!("all({})", d.iter().map(pred).collect::<Vec<_>>().join(", ")))
        .collect();
    vec![format!("cfg(any({}))", alts.join(", "))]
}

/// Conditions in order, each once.
fn dedup_conds(conds: &mut Vec<String>) {
    let mut seen = HashSet::new();
    conds.retain(|c| seen.insert(c.clone()));
}

/// A file's display path: relative the way the named file was given (`std/sys/io/mod.rs`).
fn display_for(child: &Path, top: &Path, top_display: &Path) -> PathBuf {
    let mut td = top.parent().unwrap_or(Path::new("")).to_path_buf();
    let mut dd = top_display.parent().unwrap_or(Path::new("")).to_path_buf();
    for _ in 0..12 {
        if let Ok(r) = child.strip_prefix(&td) {
            return dd.join(r);
        }
        let Some(tp) = td.parent() else { break };
        td = tp.to_path_buf();
        // Climb the display path too (a crate root found above the named file).
        dd = if dd.as_os_str().is_empty() || dd.ends_with("..") {
            dd.join("..")
        } else {
            dd.parent().unwrap_or(Path::new("")).to_path_buf()
        };
    }
    child.to_path_buf()
}

/// Files (by module path) to read for the paths a fold could not follow.
fn module_file(root: &Path, module: &str) -> Option<PathBuf> {
    if module.is_empty() {
        return Some(root.to_path_buf());
    }
    let dir = root.parent()?;
    let segs: Vec<&str> = module.split("::").collect();
    let (last, parents) = segs.split_last()?;
    let mut d = dir.to_path_buf();
    for p in parents {
        d.push(p);
    }
    [d.join(format!("{last}.rs")), d.join(last).join("mod.rs")]
        .into_iter()
        .find(|p| p.is_file())
}

/// Definitions and `use` entries of every file read so far.
fn gather<'f>(
    files: &'f [FileParse],
    ctxs: &[Ctx],
    cfg: Option<&super::cfg::CfgSet>,
) -> (
    Vec<Def<'f>>,
    HashMap<String, Vec<UseEntry>>,
    HashSet<String>,
) {
    let mut defs = Vec::new();
    let mut uses: HashMap<String, Vec<UseEntry>> = HashMap::new();
    let mut modules = HashSet::new();
    for (fi, f) in files.iter().enumerate() {
        for (module, mcfg, items) in &f.modules {
            modules.insert(module.clone());
            collect(&ctxs[fi], fi, items, module, mcfg, &mut defs);
            gather_uses(&ctxs[fi], fi, items, module, mcfg, &mut uses, &mut modules);
        }
    }
    if let Some(set) = cfg {
        defs.retain(|d| set.applies(&d.cfg.join(", ")).unwrap_or(true));
        for list in uses.values_mut() {
            list.retain(|u| set.applies(&u.cfg.join(", ")).unwrap_or(true));
        }
    }
    (defs, uses, modules)
}

fn gather_uses(
    ctx: &Ctx,
    fi: usize,
    items: &[Item],
    module: &str,
    cfg: &[String],
    uses: &mut HashMap<String, Vec<UseEntry>>,
    modules: &mut HashSet<String>,
) {
    for item in items {
        match item {
            Item::Use(u) => {
                let mut flat = Vec::new();
                flatten_use(&u.tree, Vec::new(), &mut flat);
                let mut c = cfg.to_vec();
                c.extend(cfgs_of(ctx, &u.attrs));
                for (alias, segs, line) in flat {
                    if alias == "_" {
                        continue;
                    }
                    let Some(target) = absolute(module, &segs) else {
                        continue;
                    };
                    uses.entry(module.to_string()).or_default().push(UseEntry {
                        alias,
                        target,
                        cfg: c.clone(),
                        file: fi,
                        line,
                    });
                }
            }
            Item::Mod(m) => {
                let name = join(module, &m.ident.to_string());
                // `mod x;` is a module only once its file is read (else it is still missing).
                if let Some((_, inner)) = &m.content {
                    modules.insert(name.clone());
                    let mut c = cfg.to_vec();
                    c.extend(cfgs_of(ctx, &m.attrs));
                    gather_uses(ctx, fi, inner, &name, &c, uses, modules);
                }
            }
            _ => {}
        }
    }
}

/// The macro that makes `item` when the source does not spell it out: the macro invoked in
/// `impl u8 { uint_impl! { … } }` for `u8::MAX`, else a module-level macro whose input names it.
fn macro_origin(files: &[FileParse], named: usize, item: &str) -> Option<String> {
    let (ty, last) = match item.rsplit_once("::") {
        Some((t, l)) => (t.rsplit("::").next().unwrap_or(t), l),
        None => ("", item),
    };
    let name_of = |m: &syn::Macro| {
        m.path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect::<Vec<_>>()
            .join("::")
    };
    let mentions = |ts: &TokenStream| -> bool {
        fn walk(ts: &TokenStream, want: &str) -> bool {
            ts.clone().into_iter().any(|t| match t {
                TokenTree::Ident(i) => i == want,
                TokenTree::Group(g) => walk(&g.stream(), want),
                _ => false,
            })
        }
        walk(ts, last)
    };
    let mut loose = None;
    for f in &files[..named.min(files.len())] {
        for (_, _, items) in &f.modules {
            for it in items {
                match it {
                    Item::Impl(imp)
                        if !ty.is_empty() && type_name(&imp.self_ty).as_deref() == Some(ty) =>
                    {
                        for ii in &imp.items {
                            if let ImplItem::Macro(m) = ii {
                                return Some(format!(
                                    "`{item}` is made by macro `{}!` (invoked in `impl {ty}` at {}:{}); docdrift reads source as written and does not expand macros",
                                    name_of(&m.mac),
                                    f.display.display(),
                                    m.mac.path.span().start().line
                                ));
                            }
                        }
                    }
                    Item::Macro(m)
                        if loose.is_none()
                            && !m.mac.path.is_ident("macro_rules")
                            && mentions(&m.mac.tokens) =>
                    {
                        loose = Some(format!(
                            "`{item}` may be made by macro `{}!` ({}:{}), whose input names `{last}`; docdrift does not expand macros",
                            name_of(&m.mac),
                            f.display.display(),
                            m.mac.path.span().start().line
                        ));
                    }
                    _ => {}
                }
            }
        }
    }
    loose
}

/// Rounds of reading the modules that paths lead to, and how many files at most.
const MAX_ROUNDS: usize = 8;
const MAX_EXTRA_FILES: usize = 256;

pub(crate) fn list_tree_for(disk: Option<&Path>, display: &Path, text: &str, q: &Query) -> Answer {
    let mut files: Vec<FileParse> = Vec::new();
    let mut errors = Vec::new();
    let mut seen: HashSet<PathBuf> = HashSet::new();
    let root = disk.and_then(crate_root);
    let prefix = root.as_ref().map(|r| r.1.clone()).unwrap_or_default();
    let top = disk
        .map(Path::to_path_buf)
        .unwrap_or_else(|| display.to_path_buf());
    let mut queue: Vec<Pending> = vec![(
        disk.map(Path::to_path_buf),
        display.to_path_buf(),
        text.to_string(),
        prefix.clone(),
        Vec::new(),
        true,
    )];
    while let Some(p) = queue.pop() {
        read_one(
            p,
            &mut files,
            &mut errors,
            &mut seen,
            &mut queue,
            &top,
            display,
        );
    }
    let named = files.len();
    // Read the modules that `use` and `crate::` paths lead to, until nothing new is needed.
    let mut tried: HashSet<String> = HashSet::new();
    for _ in 0..MAX_ROUNDS {
        let Some((root_file, _)) = &root else { break };
        let missing: Vec<String> = {
            let ctxs: Vec<Ctx> = files
                .iter()
                .map(|f| Ctx {
                    src: &f.src,
                    lines: Lines::new(&f.src),
                })
                .collect();
            let (defs, uses, modules) = gather(&files, &ctxs, q.cfg);
            let env = Env::new(&defs, &uses, &modules, &files);
            for d in defs.iter().filter(|d| d.file < named) {
                let _ = env.fold(d);
            }
            if let Some(w) = q.want {
                for cand in Env::candidates(w, &prefix, None) {
                    let _ = env.value_of(&cand);
                }
            }
            let mut m: Vec<String> = env.missing.into_inner().into_iter().collect();
            m.sort();
            m
        };
        let mut added = false;
        for module in missing {
            if !tried.insert(module.clone()) || files.len() >= named + MAX_EXTRA_FILES {
                continue;
            }
            let Some(path) = module_file(root_file, &module) else {
                continue;
            };
            if seen.contains(&path) {
                continue;
            }
            let Ok(t) = super::read_text(&path) else {
                continue;
            };
            seen.insert(path.clone());
            let disp = display_for(&path, &top, display);
            let mut q2 = Vec::new();
            let mut errs = Vec::new();
            read_one(
                (Some(path), disp, t, module, Vec::new(), false),
                &mut files,
                &mut errs,
                &mut seen,
                &mut q2,
                &top,
                display,
            );
            // Syntax errors of files read only to follow a path are not this file's problem.
            added = true;
        }
        if !added {
            break;
        }
    }

    let ctxs: Vec<Ctx> = files
        .iter()
        .map(|f| Ctx {
            src: &f.src,
            lines: Lines::new(&f.src),
        })
        .collect();
    let (defs, uses, modules) = gather(&files, &ctxs, q.cfg);
    let env = Env::new(&defs, &uses, &modules, &files);
    let strip = |name: &str| -> String {
        if prefix.is_empty() {
            name.to_string()
        } else {
            name.strip_prefix(&format!("{prefix}::"))
                .unwrap_or(name)
                .to_string()
        }
    };
    let record = |d: &Def, name: String, extra_cfg: &[String], via: &[String]| -> Vec<Extracted> {
        let fi = d.file;
        let espan = d.expr.span();
        let base = Extracted {
            selector: String::new(),
            file: files[fi].display.clone(),
            line: d.name_span.start().line,
            end_line: espan.end().line.max(d.name_span.start().line),
            kind: d.kind,
            name,
            value: None,
            expr: ctxs[fi].text(espan),
            cfg: None,
            commented_out: false,
            warnings: Vec::new(),
        };
        let mut own_cfg: Vec<String> = extra_cfg.to_vec();
        own_cfg.extend(own_conds(d, via, &files));
        dedup_conds(&mut own_cfg);
        let folded = match wide_literal(d.expr) {
            Some(v) => Ok(vec![Variant {
                value: v,
                cfg: Vec::new(),
                via: Vec::new(),
            }]),
            None => env.fold(d),
        };
        let mut out = Vec::new();
        match folded {
            Ok(vs) => {
                for v in vs {
                    let mut cfg = own_cfg.clone();
                    cfg.extend(v.cfg.iter().cloned());
                    dedup_conds(&mut cfg);
                    if let Some(set) = q.cfg {
                        if !set.applies(&cfg.join(", ")).unwrap_or(true) {
                            continue;
                        }
                    }
                    let mut it = base.clone();
                    it.value = Some(v.value);
                    it.cfg = (!cfg.is_empty()).then(|| cfg.join(", "));
                    let mut ways: Vec<String> = via.to_vec();
                    ways.extend(v.via.iter().cloned());
                    if !ways.is_empty() {
                        it.warnings.push(format!("through {}", ways.join(" → ")));
                    }
                    out.push(it);
                }
            }
            Err(e) => {
                let mut it = base.clone();
                it.cfg = (!own_cfg.is_empty()).then(|| own_cfg.join(", "));
                if !via.is_empty() {
                    it.warnings.push(format!("through {}", via.join(" → ")));
                }
                it.warnings.push(format!("not folded: {e}"));
                out.push(it);
            }
        }
        out
    };
    let mut items: Vec<Extracted> = Vec::new();
    for d in defs.iter().filter(|d| d.file < named) {
        items.extend(record(d, strip(&d.name), &[], &[]));
    }
    // A zero-argument fn is a value only when its body folds; `fn new() -> Self` is not one.
    items.retain(|i| i.kind != Kind::RustFnReturn || i.value.is_some());
    let mut macro_note = None;
    if let Some(w) = q.want {
        if !items.iter().any(|i| i.name == w) {
            for cand in Env::candidates(w, &prefix, None) {
                let found = env.lookup(&cand, 0);
                for (i, use_cfg, via) in &found {
                    items.extend(record(&defs[*i], w.to_string(), use_cfg, via));
                }
                if !found.is_empty() {
                    break;
                }
            }
            if !items.iter().any(|i| i.name == w) {
                macro_note = macro_origin(&files, named, w);
            }
        }
    }
    items.sort_by(|a, b| {
        (a.file != display, &a.file, a.line).cmp(&(b.file != display, &b.file, b.line))
    });
    errors.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    errors.dedup_by(|a, b| a.file == b.file && a.line == b.line && a.message == b.message);
    Answer {
        listing: Listing { items, errors },
        macro_note,
    }
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
        let io = find(&l, "io::DEFAULT_BUF_SIZE");
        let got: Vec<(Option<Value>, Option<&str>, &str)> = io
            .iter()
            .map(|i| (i.value.clone(), i.cfg.as_deref(), i.expr.as_str()))
            .collect();
        assert_eq!(
            got,
            vec![
                (
                    Some(Value::Int(512)),
                    Some(r#"cfg(target_os = "espidf")"#),
                    "512"
                ),
                (
                    Some(Value::Int(8192)),
                    Some(r#"cfg(not(target_os = "espidf"))"#),
                    "8 * super::KB"
                ),
            ]
        );
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

    fn write(dir: &Path, rel: &str, text: &str) {
        let p = dir.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    fn extract_in(dir: &Path, rel: &str, want: &str, cfg: Option<&str>) -> Vec<Extracted> {
        let set = cfg.map(|t| super::super::cfg::CfgSet::for_target(t).unwrap());
        let text = std::fs::read_to_string(dir.join(rel)).unwrap();
        let q = Query {
            want: Some(want),
            cfg: set.as_ref(),
        };
        list_tree_for(Some(&dir.join(rel)), Path::new(rel), &text, &q)
            .listing
            .items
            .into_iter()
            .filter(|i| i.name == want)
            .collect()
    }

    /// A small crate shaped like std: a cfg!-valued const in `sys::io`, re-exported through
    /// `crate::` paths, `use` imports, `cfg_select!`/`cfg_if!` modules and a glob.
    fn std_like() -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        let root = d.path();
        write(
            root,
            "lib.rs",
            "pub mod io;\nmod sys;\npub mod path;\npub mod thread;\n",
        );
        write(
            root,
            "sys/mod.rs",
            "pub mod io;\npub mod path;\npub mod thread;\n",
        );
        write(
            root,
            "sys/io/mod.rs",
            "pub const DEFAULT_BUF_SIZE: usize = if cfg!(target_os = \"espidf\") { 512 } else { 8 * 1024 };\n",
        );
        write(
            root,
            "io/mod.rs",
            "mod buffered;\nconst DEFAULT_BUF_SIZE: usize = crate::sys::io::DEFAULT_BUF_SIZE;\n",
        );
        write(
            root,
            "io/buffered/mod.rs",
            "use crate::io::{self, DEFAULT_BUF_SIZE as BUF};\npub const TWICE: usize = BUF * 2;\n",
        );
        write(
            root,
            "sys/path/mod.rs",
            "cfg_select! {\n    target_os = \"windows\" => {\n        mod windows;\n        pub use windows::*;\n    }\n    _ => {\n        mod unix;\n        pub use unix::*;\n    }\n}\n",
        );
        write(
            root,
            "sys/path/unix.rs",
            "pub const MAIN_SEP: char = '/';\n",
        );
        write(
            root,
            "sys/path/windows.rs",
            "pub const MAIN_SEP: char = '\\\\';\n",
        );
        write(
            root,
            "path.rs",
            "pub const MAIN_SEPARATOR: char = crate::sys::path::MAIN_SEP;\n",
        );
        write(
            root,
            "sys/thread/mod.rs",
            "cfg_if::cfg_if! {\n    if #[cfg(unix)] {\n        mod unix;\n        pub use unix::DEFAULT_MIN_STACK_SIZE;\n    } else {\n        mod other;\n        pub(crate) use other::DEFAULT_MIN_STACK_SIZE;\n    }\n}\n",
        );
        write(
            root,
            "sys/thread/unix.rs",
            "#[cfg(not(target_os = \"espidf\"))]\npub const DEFAULT_MIN_STACK_SIZE: usize = 2 * 1024 * 1024;\n#[cfg(target_os = \"espidf\")]\npub const DEFAULT_MIN_STACK_SIZE: usize = 0;\n",
        );
        write(
            root,
            "sys/thread/other.rs",
            "pub const DEFAULT_MIN_STACK_SIZE: usize = 1024 * 1024;\n",
        );
        write(
            root,
            "thread.rs",
            "use crate::sys::thread as imp;\npub const MIN: usize = imp::DEFAULT_MIN_STACK_SIZE;\n",
        );
        d
    }

    fn values(found: &[Extracted]) -> Vec<(Value, String)> {
        found
            .iter()
            .map(|i| (i.value.clone().unwrap(), i.cfg.clone().unwrap_or_default()))
            .collect()
    }

    #[test]
    fn crate_paths_and_imports_are_followed_with_each_variant() {
        let d = std_like();
        let root = d.path();
        let io = extract_in(root, "io/mod.rs", "DEFAULT_BUF_SIZE", None);
        assert_eq!(
            values(&io),
            vec![
                (Value::Int(512), r#"cfg(target_os = "espidf")"#.to_string()),
                (
                    Value::Int(8192),
                    r#"cfg(not(target_os = "espidf"))"#.to_string()
                ),
            ]
        );
        assert!(
            io[0].warnings[0].contains("sys::io::DEFAULT_BUF_SIZE (sys/io/mod.rs:1)"),
            "{:?}",
            io[0].warnings
        );
        // A name brought in by `use … as`, used in an expression.
        let twice = extract_in(root, "io/buffered/mod.rs", "TWICE", None);
        assert_eq!(values(&twice)[1].0, Value::Int(16384));
        // The imported name itself, as a selector.
        let buf = extract_in(root, "io/buffered/mod.rs", "BUF", None);
        assert_eq!(buf.len(), 2);
        assert_eq!(buf[0].file, Path::new("io/mod.rs"));
        // `crate::` form as a selector, from any file of the crate.
        let abs = extract_in(root, "path.rs", "crate::sys::io::DEFAULT_BUF_SIZE", None);
        assert_eq!(abs.len(), 2);
        // A glob re-export inside cfg_select!: each arm with its condition.
        let sep = extract_in(root, "path.rs", "MAIN_SEPARATOR", None);
        let mut got = values(&sep);
        got.sort_by(|a, b| a.1.cmp(&b.1));
        assert_eq!(
            got,
            vec![
                (
                    Value::Str("/".into()),
                    r#"cfg(not(target_os = "windows"))"#.into()
                ),
                (
                    Value::Str("\\".into()),
                    r#"cfg(target_os = "windows")"#.into()
                ),
            ]
        );
        // `use … as imp` then `imp::NAME`, through a cfg_if! re-export and #[cfg] variants.
        let min = extract_in(root, "thread.rs", "MIN", None);
        let mut got = values(&min);
        got.sort_by(|a, b| a.1.cmp(&b.1));
        assert_eq!(got.len(), 3, "{got:?}");
        assert!(
            got.contains(&(
                Value::Int(2 * 1024 * 1024),
                r#"cfg(unix), cfg(not(target_os = "espidf"))"#.into()
            )),
            "{got:?}"
        );
        assert!(
            got.contains(&(Value::Int(1024 * 1024), "cfg(not(unix))".into())),
            "{got:?}"
        );
    }

    #[test]
    fn a_target_picks_its_variants() {
        let d = std_like();
        let root = d.path();
        let linux = extract_in(
            root,
            "io/mod.rs",
            "DEFAULT_BUF_SIZE",
            Some("x86_64-unknown-linux-gnu"),
        );
        // Only the branch for the target is left, so the value needs no condition.
        assert_eq!(values(&linux), vec![(Value::Int(8192), String::new())]);
        let esp = extract_in(root, "thread.rs", "MIN", Some("riscv32imc-esp-espidf"));
        assert_eq!(values(&esp).len(), 1);
        assert_eq!(values(&esp)[0].0, Value::Int(0));
        let win = extract_in(
            root,
            "path.rs",
            "MAIN_SEPARATOR",
            Some("x86_64-pc-windows-msvc"),
        );
        assert_eq!(values(&win), vec![(Value::Str("\\".into()), String::new())]);
        let wasm = extract_in(root, "thread.rs", "MIN", Some("wasm32-unknown-unknown"));
        assert_eq!(values(&wasm)[0].0, Value::Int(1024 * 1024));
    }

    #[test]
    fn macro_made_names_say_which_macro() {
        let src = "impl u8 {\n    uint_impl! { Self = u8, MAX = 255, }\n}\n";
        let a = list_tree_for(
            None,
            Path::new("num.rs"),
            src,
            &Query {
                want: Some("u8::MAX"),
                cfg: None,
            },
        );
        assert!(a.listing.items.is_empty());
        assert_eq!(
            a.macro_note.as_deref(),
            Some("`u8::MAX` is made by macro `uint_impl!` (invoked in `impl u8` at num.rs:2); docdrift reads source as written and does not expand macros")
        );
    }

    #[test]
    fn integer_literals_past_i128_are_exact() {
        let src = "pub const BIG: u128 = 340_282_366_920_938_463_463_374_607_431_768_211_455;\npub const MAXU: u128 = u128::MAX;\npub const MINI: i128 = i128::MIN;\npub const I64: i64 = 0x7fff_ffff_ffff_ffff;\n";
        let l = list(Path::new("x.rs"), src);
        assert_eq!(find(&l, "BIG")[0].value, Some(Value::from_u128(u128::MAX)));
        assert_eq!(find(&l, "MAXU")[0].value, Some(Value::from_u128(u128::MAX)));
        assert_eq!(find(&l, "MINI")[0].value, Some(Value::Int(i128::MIN)));
        assert_eq!(find(&l, "I64")[0].value, Some(Value::Int(i64::MAX as i128)));
    }

    #[test]
    fn consts_in_an_impl_with_a_broken_header_are_still_read() {
        let src = "impl const AsRef<str> for Path {\n    const SEP: char = '/';\n    fn as_ref(&self) -> &str { \"\" }\n}\nimpl const Default for Config {\n    fn default() -> Self { Self { n: 3 } }\n}\nconst AFTER: u8 = 1;\n";
        let l = list(Path::new("x.rs"), src);
        assert_eq!(l.errors.len(), 2, "{:?}", l.errors);
        let sep = find(&l, "Path::SEP")[0];
        assert_eq!(
            (sep.line, sep.value.clone()),
            (2, Some(Value::Str("/".into())))
        );
        assert_eq!(find(&l, "Config::default.n")[0].value, Some(Value::Int(3)));
        assert_eq!(find(&l, "AFTER")[0].value, Some(Value::Int(1)));
    }

    #[test]
    fn a_broken_item_inside_cfg_select_hides_nothing_else() {
        let src = "cfg_select! {\n    unix => {\n        pub const A: u8 = 1;\n        impl const Broken for X {}\n        pub const B: u8 = 2;\n    }\n    _ => { pub const A: u8 = 3; }\n}\n";
        let l = list(Path::new("x.rs"), src);
        assert_eq!(find(&l, "B")[0].value, Some(Value::Int(2)));
        assert_eq!(find(&l, "A").len(), 2);
        assert_eq!(l.errors.len(), 1, "{:?}", l.errors);
        assert_eq!(l.errors[0].line, 4);
    }
}
