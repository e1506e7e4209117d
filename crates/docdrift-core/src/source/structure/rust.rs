//! Rust structure with syn: assignments (`x = …`, `x += …`, `let x = …`, `self.x = …`,
//! struct-literal fields `Type { x: … }`, `const`/`static` items) and call sites, each with
//! its enclosing scope named as a path: `Type::method`, `outer::inner`, `f::{closure}`,
//! `module::f` for inline modules. Calls inside a macro are read when the macro's arguments
//! parse as comma-separated expressions (`assert_eq!`, `vec!`, `format!`); otherwise a
//! possible call inside is reported as not resolved.

use super::{AssignKind, Assignment, Call, Callee, Facts};
use crate::source::Lines;
use proc_macro2::{Delimiter, Span, TokenTree};
use quote::ToTokens;
use std::collections::HashSet;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};
use syn::{Expr, Pat};

pub(super) fn collect(file: &str, text: &str, facts: &mut Facts) {
    let parsed = match syn::parse_file(text) {
        Ok(f) => f,
        Err(e) => {
            facts.problems.push(format!(
                "{file}:{}: not parsed as Rust, no structure read: {e}",
                e.span().start().line
            ));
            return;
        }
    };
    let mut w = Walker {
        file,
        src: text,
        lines: Lines::new(text),
        path: Vec::new(),
        owner: Vec::new(),
        locals: Vec::new(),
        in_fn: 0,
        facts,
    };
    w.visit_file(&parsed);
}

struct Walker<'a, 'f> {
    file: &'a str,
    src: &'a str,
    lines: Lines,
    /// Scope path: modules, impl types, functions, `{closure}`.
    path: Vec<String>,
    /// Impl type or trait around the current scope (what `self`/`Self` is).
    owner: Vec<String>,
    /// Bindings of each enclosing function (parameters and `let`s).
    locals: Vec<HashSet<String>>,
    /// Depth of function bodies: items outside any function are module scope.
    in_fn: usize,
    facts: &'f mut Facts,
}

impl Walker<'_, '_> {
    fn scope(&self) -> String {
        if self.path.is_empty() {
            super::MODULE_SCOPE.to_string()
        } else {
            self.path.join("::")
        }
    }

    fn text(&self, span: Span) -> String {
        let (s, e) = (span.start(), span.end());
        let a = self.lines.offset(self.src, s.line, s.column);
        let b = self.lines.offset(self.src, e.line, e.column);
        let t = self.src.get(a..b).unwrap_or("");
        t.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn line_text(&self, line: usize) -> String {
        self.src
            .lines()
            .nth(line.saturating_sub(1))
            .unwrap_or("")
            .trim()
            .to_string()
    }

    fn push_assign(&mut self, target: String, line: usize, kind: AssignKind) {
        let a = Assignment {
            file: self.file.to_string(),
            line,
            scope: self.scope(),
            target,
            kind,
            text: self.line_text(line),
            owner: self.owner.last().cloned(),
        };
        self.facts.assignments.push(a);
    }

    fn assign_expr(&mut self, target: &Expr, kind: AssignKind) {
        match target {
            Expr::Path(_) | Expr::Field(_) => {
                let line = target.span().start().line;
                let t = self.text(target.span());
                self.push_assign(t, line, kind);
            }
            Expr::Tuple(t) => t.elems.iter().for_each(|e| self.assign_expr(e, kind)),
            Expr::Paren(p) => self.assign_expr(&p.expr, kind),
            // `v[i] = …` and `*r = …` write through a place, not a name.
            _ => {}
        }
    }

    fn bind_pat(&mut self, pat: &Pat, record: bool) {
        let mut names = Vec::new();
        pat_idents(pat, &mut names);
        for (name, line) in names {
            if let Some(l) = self.locals.last_mut() {
                l.insert(name.clone());
            }
            if record {
                self.push_assign(name, line, AssignKind::Let);
            }
        }
    }

    fn enter_fn(&mut self, name: String, inputs: &Punctuated<syn::FnArg, syn::Token![,]>) {
        self.path.push(name);
        self.in_fn += 1;
        let mut params = Vec::new();
        for arg in inputs {
            if let syn::FnArg::Typed(t) = arg {
                pat_idents(&t.pat, &mut params);
            }
        }
        self.locals
            .push(params.into_iter().map(|(n, _)| n).collect());
    }

    fn leave_fn(&mut self) {
        self.path.pop();
        self.in_fn -= 1;
        self.locals.pop();
    }

    fn call(&mut self, line: usize, callee: Callee) {
        let c = Call {
            file: self.file.to_string(),
            line,
            scope: self.scope(),
            callee,
            text: self.line_text(line),
        };
        self.facts.calls.push(c);
    }
}

fn pat_idents(pat: &Pat, out: &mut Vec<(String, usize)>) {
    match pat {
        Pat::Ident(i) => {
            out.push((i.ident.to_string(), i.ident.span().start().line));
            if let Some((_, sub)) = &i.subpat {
                pat_idents(sub, out);
            }
        }
        Pat::Tuple(t) => t.elems.iter().for_each(|p| pat_idents(p, out)),
        Pat::TupleStruct(t) => t.elems.iter().for_each(|p| pat_idents(p, out)),
        Pat::Struct(s) => s.fields.iter().for_each(|f| pat_idents(&f.pat, out)),
        Pat::Slice(s) => s.elems.iter().for_each(|p| pat_idents(p, out)),
        Pat::Reference(r) => pat_idents(&r.pat, out),
        Pat::Type(t) => pat_idents(&t.pat, out),
        Pat::Or(o) => o.cases.iter().for_each(|p| pat_idents(p, out)),
        Pat::Paren(p) => pat_idents(&p.pat, out),
        _ => {}
    }
}

/// `Foo<T>` / `&mut crate::a::Foo` → `Foo`.
fn type_name(ty: &syn::Type) -> String {
    match ty {
        syn::Type::Path(p) => p
            .path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default(),
        syn::Type::Reference(r) => type_name(&r.elem),
        other => other.to_token_stream().to_string(),
    }
}

/// `a::b::<T>::c` → `a::b::c`.
fn path_text(p: &syn::Path) -> String {
    p.segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

/// Whether a token stream holds `ident(` — something that may be a call.
fn may_call(tokens: proc_macro2::TokenStream) -> bool {
    let mut prev_ident = false;
    for t in tokens {
        match t {
            TokenTree::Group(g) => {
                if prev_ident && g.delimiter() == Delimiter::Parenthesis {
                    return true;
                }
                if may_call(g.stream()) {
                    return true;
                }
                prev_ident = false;
            }
            TokenTree::Ident(_) => prev_ident = true,
            _ => prev_ident = false,
        }
    }
    false
}

impl<'ast> Visit<'ast> for Walker<'_, '_> {
    fn visit_item_mod(&mut self, i: &'ast syn::ItemMod) {
        self.path.push(i.ident.to_string());
        visit::visit_item_mod(self, i);
        self.path.pop();
    }

    fn visit_item_fn(&mut self, i: &'ast syn::ItemFn) {
        self.enter_fn(i.sig.ident.to_string(), &i.sig.inputs);
        visit::visit_item_fn(self, i);
        self.leave_fn();
    }

    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        let ty = type_name(&i.self_ty);
        self.path.push(ty.clone());
        self.owner.push(ty);
        visit::visit_item_impl(self, i);
        self.owner.pop();
        self.path.pop();
    }

    fn visit_item_trait(&mut self, i: &'ast syn::ItemTrait) {
        let name = i.ident.to_string();
        self.path.push(name.clone());
        self.owner.push(name);
        visit::visit_item_trait(self, i);
        self.owner.pop();
        self.path.pop();
    }

    fn visit_impl_item_fn(&mut self, i: &'ast syn::ImplItemFn) {
        self.enter_fn(i.sig.ident.to_string(), &i.sig.inputs);
        visit::visit_impl_item_fn(self, i);
        self.leave_fn();
    }

    fn visit_trait_item_fn(&mut self, i: &'ast syn::TraitItemFn) {
        self.enter_fn(i.sig.ident.to_string(), &i.sig.inputs);
        visit::visit_trait_item_fn(self, i);
        self.leave_fn();
    }

    fn visit_item_const(&mut self, i: &'ast syn::ItemConst) {
        self.push_assign(
            i.ident.to_string(),
            i.ident.span().start().line,
            AssignKind::Item,
        );
        visit::visit_item_const(self, i);
    }

    fn visit_item_static(&mut self, i: &'ast syn::ItemStatic) {
        self.push_assign(
            i.ident.to_string(),
            i.ident.span().start().line,
            AssignKind::Item,
        );
        visit::visit_item_static(self, i);
    }

    fn visit_impl_item_const(&mut self, i: &'ast syn::ImplItemConst) {
        self.push_assign(
            i.ident.to_string(),
            i.ident.span().start().line,
            AssignKind::Item,
        );
        visit::visit_impl_item_const(self, i);
    }

    fn visit_local(&mut self, i: &'ast syn::Local) {
        // Visit the initialiser first: `let x = x + 1` reads the outer `x`.
        if let Some(init) = &i.init {
            self.visit_expr(&init.expr);
            if let Some((_, diverge)) = &init.diverge {
                self.visit_expr(diverge);
            }
        }
        self.bind_pat(&i.pat, i.init.is_some());
    }

    fn visit_expr_closure(&mut self, i: &'ast syn::ExprClosure) {
        self.path.push("{closure}".to_string());
        let mut params = Vec::new();
        for p in &i.inputs {
            pat_idents(p, &mut params);
        }
        let mut locals = self.locals.last().cloned().unwrap_or_default();
        locals.extend(params.into_iter().map(|(n, _)| n));
        self.locals.push(locals);
        self.visit_expr(&i.body);
        self.locals.pop();
        self.path.pop();
    }

    fn visit_expr_assign(&mut self, i: &'ast syn::ExprAssign) {
        self.assign_expr(&i.left, AssignKind::Assign);
        visit::visit_expr_assign(self, i);
    }

    fn visit_expr_binary(&mut self, i: &'ast syn::ExprBinary) {
        use syn::BinOp::*;
        if matches!(
            i.op,
            AddAssign(_)
                | SubAssign(_)
                | MulAssign(_)
                | DivAssign(_)
                | RemAssign(_)
                | BitXorAssign(_)
                | BitAndAssign(_)
                | BitOrAssign(_)
                | ShlAssign(_)
                | ShrAssign(_)
        ) {
            self.assign_expr(&i.left, AssignKind::Augmented);
        }
        visit::visit_expr_binary(self, i);
    }

    fn visit_expr_struct(&mut self, i: &'ast syn::ExprStruct) {
        let ty = match path_text(&i.path).as_str() {
            "Self" => self.owner.last().cloned().unwrap_or_else(|| "Self".into()),
            p => super::last_segment(p).to_string(),
        };
        for f in &i.fields {
            if let syn::Member::Named(name) = &f.member {
                self.push_assign(
                    format!("{ty}.{name}"),
                    f.member.span().start().line,
                    AssignKind::FieldInit,
                );
            }
        }
        visit::visit_expr_struct(self, i);
    }

    fn visit_expr_call(&mut self, i: &'ast syn::ExprCall) {
        let line = i.span().start().line;
        let callee = match &*i.func {
            Expr::Path(p) if p.qself.is_none() => {
                let path = path_text(&p.path);
                let local = p.path.segments.len() == 1
                    && self.locals.last().is_some_and(|l| l.contains(&path));
                if local {
                    Callee::Unresolved {
                        why: format!("`{path}` is a parameter or local binding"),
                        expr: path,
                    }
                } else {
                    Callee::Path { path }
                }
            }
            other => Callee::Unresolved {
                expr: self.text(other.span()),
                why: "the called expression is not a path".into(),
            },
        };
        self.call(line, callee);
        visit::visit_expr_call(self, i);
    }

    fn visit_expr_method_call(&mut self, i: &'ast syn::ExprMethodCall) {
        let line = i.method.span().start().line;
        let receiver = self.text(i.receiver.span());
        self.call(
            line,
            Callee::Method {
                receiver,
                name: i.method.to_string(),
            },
        );
        visit::visit_expr_method_call(self, i);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        let args = m.parse_body_with(Punctuated::<Expr, syn::Token![,]>::parse_terminated);
        match args {
            Ok(args) => args.iter().for_each(|e| self.visit_expr(e)),
            Err(_) if self.in_fn > 0 && may_call(m.tokens.clone()) => {
                let line = m.path.span().start().line;
                let name = path_text(&m.path);
                self.call(
                    line,
                    Callee::Unresolved {
                        expr: format!("{name}!(…)"),
                        why: "the macro's arguments are not expressions; calls inside are not read"
                            .into(),
                    },
                );
            }
            Err(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::of_text;

    #[test]
    fn impls_closures_and_fields() {
        let src = "\
struct Cfg { n: u32 }
impl Cfg {
    fn new() -> Self {
        let n = compute(1);
        let f = |x: u32| helper(x);
        f(n);
        Self { n }
    }
    fn bump(&mut self) { self.n += 1; self.reload(); }
}
";
        let facts = of_text("src/cfg.rs", src);
        let a = facts.assignment_rows();
        assert_eq!(
            a,
            vec![
                (4, "Cfg::new", "n"),
                (5, "Cfg::new", "f"),
                (7, "Cfg::new", "Cfg.n"),
                (9, "Cfg::bump", "self.n"),
            ]
        );
        let c = facts.call_rows();
        assert_eq!(
            c,
            vec![
                (4, "Cfg::new", "compute".into(), true),
                (5, "Cfg::new::{closure}", "helper".into(), true),
                (6, "Cfg::new", "f".into(), false),
                (9, "Cfg::bump", "self.reload".into(), true),
            ]
        );
    }
}
