//! Collecting definitions from parsed Rust items: constants, statics, struct
//! fields and enum variants, with the `cfg` conditions that guard them.

#[allow(unused_imports)]
use super::*;

/// A definition waiting for its value to be folded.
pub(crate) struct Def<'a> {
    pub(crate) kind: Kind,
    /// Crate-absolute item path (`sys::io::DEFAULT_BUF_SIZE`; relative to the named file when
    /// no crate root was found).
    pub(crate) name: String,
    pub(crate) module: String,
    pub(crate) self_ty: Option<String>,
    pub(crate) name_span: Span,
    pub(crate) expr: &'a Expr,
    pub(crate) cfg: Vec<String>,
    /// Index of the file the definition is in.
    pub(crate) file: usize,
}

pub(crate) struct Ctx<'a> {
    pub(crate) src: &'a str,
    pub(crate) lines: Lines,
}

impl Ctx<'_> {
    pub(crate) fn text(&self, span: Span) -> String {
        let (s, e) = (span.start(), span.end());
        let a = self.lines.offset(self.src, s.line, s.column);
        let b = self.lines.offset(self.src, e.line, e.column);
        self.src.get(a..b).unwrap_or("").to_string()
    }
}

pub(crate) fn cfgs_of(ctx: &Ctx, attrs: &[Attribute]) -> Vec<String> {
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
pub(crate) fn one_line(t: &str) -> String {
    let joined = t.split_whitespace().collect::<Vec<_>>().join(" ");
    joined
        .replace("( ", "(")
        .replace(", )", ")")
        .replace(",)", ")")
        .replace(" )", ")")
}

pub(crate) fn join(module: &str, name: &str) -> String {
    if name.is_empty() {
        module.to_string()
    } else if module.is_empty() {
        name.to_string()
    } else {
        format!("{module}::{name}")
    }
}

pub(crate) fn parent_of(module: &str) -> String {
    module
        .rsplit_once("::")
        .map(|x| x.0.to_string())
        .unwrap_or_default()
}

pub(crate) fn type_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// The body of a function that is one expression (`{ 30 }`), if it is.
/// `fn get_x(&self) -> T { self.x.unwrap_or(FALLBACK) }` → (`x`, `FALLBACK`): a method of
/// `&self` alone whose body is one field's `unwrap_or`.
fn option_fallback(f: &syn::ImplItemFn) -> Option<(String, &Expr)> {
    if !matches!(f.sig.inputs.first(), Some(syn::FnArg::Receiver(_))) {
        return None;
    }
    let Expr::MethodCall(mc) = single_expr(&f.block)? else {
        return None;
    };
    if mc.method != "unwrap_or" || mc.args.len() != 1 {
        return None;
    }
    let Expr::Field(fe) = &*mc.receiver else {
        return None;
    };
    let Expr::Path(base) = &*fe.base else {
        return None;
    };
    let syn::Member::Named(field) = &fe.member else {
        return None;
    };
    base.path
        .is_ident("self")
        .then(|| (field.to_string(), &mc.args[0]))
}

/// `impl Default for T` (or `impl std::default::Default for T`).
pub(crate) fn is_default_impl(imp: &syn::ItemImpl) -> bool {
    imp.trait_
        .as_ref()
        .and_then(|(p, _)| p.segments.last())
        .is_some_and(|s| s.ident == "Default")
}

pub(crate) fn single_expr(b: &syn::Block) -> Option<&Expr> {
    match b.stmts.as_slice() {
        [syn::Stmt::Expr(e, None)] => Some(e),
        _ => None,
    }
}

/// The cfg predicate text of a condition made only of `cfg!(…)`, `&&`, `||` and `!`
/// (`cfg!(unix) && !cfg!(miri)` → `all(unix, not(miri))`); `None` for anything else.
pub(crate) fn cfg_condition(ctx: &Ctx, e: &Expr) -> Option<String> {
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
pub(crate) fn cfg_branches<'a>(ctx: &Ctx, e: &'a Expr) -> Option<Vec<(Vec<String>, &'a Expr)>> {
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
pub(crate) struct StructFinder<'a> {
    pub(crate) ty: String,
    pub(crate) found: Vec<&'a syn::ExprStruct>,
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
pub(crate) fn push_def<'a>(ctx: &Ctx, d: Def<'a>, defs: &mut Vec<Def<'a>>) {
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

pub(crate) fn collect<'a>(
    ctx: &Ctx,
    file: usize,
    items: &'a [Item],
    module: &str,
    cfg: &[String],
    defs: &mut Vec<Def<'a>>,
) {
    for item in items {
        match item {
            // `const` and `static` differ only in kind: one module-level value each.
            Item::Const(syn::ItemConst {
                attrs, ident, expr, ..
            })
            | Item::Static(syn::ItemStatic {
                attrs, ident, expr, ..
            }) => {
                let mut cfg = cfg.to_vec();
                cfg.extend(cfgs_of(ctx, attrs));
                let kind = if matches!(item, Item::Const(_)) {
                    Kind::RustConst
                } else {
                    Kind::RustStatic
                };
                let d = Def {
                    kind,
                    name: join(module, &ident.to_string()),
                    module: module.to_string(),
                    self_ty: None,
                    name_span: ident.span(),
                    expr,
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
                let is_default = is_default_impl(imp);
                for ii in &imp.items {
                    // A constructor (`fn new`, `fn new_*`, `fn with_policy(p) -> Self`) fills
                    // its struct with the defaults: `Builder { max_blocking_threads: 512, … }`.
                    if let (ImplItem::Fn(f), None) = (ii, &imp.trait_) {
                        // A builder's finishing method building another type's literal
                        // (rustls's `ConfigBuilder::with_client_cert_resolver(self, …) ->
                        // ClientConfig { check_selected_alpn: true, … }`): that type's
                        // defaults, listed as `ClientConfig::with_client_cert_resolver.…`.
                        if let Some(built) = built_type(f).filter(|b| *b != ty) {
                            literal_fields(ctx, file, f, &built, module, &icfg, defs);
                        }
                        if is_constructor(f) {
                            literal_fields(ctx, file, f, &ty, module, &icfg, defs);
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
                        // A getter deciding an unset option's default: `fn get_utf8(&self)
                        // -> bool { self.utf8.unwrap_or(true) }` (regex-automata's configs):
                        // the field's default is `true`, decided here.
                        ImplItem::Fn(f) if imp.trait_.is_none() && f.sig.inputs.len() == 1 => {
                            let Some((field, fallback)) = option_fallback(f) else {
                                continue;
                            };
                            if is_none_path(fallback) {
                                continue;
                            }
                            let mut cfg = icfg.clone();
                            cfg.extend(cfgs_of(ctx, &f.attrs));
                            let d = Def {
                                kind: Kind::RustDefaultField,
                                name: join(module, &format!("{ty}::{}.{field}", f.sig.ident)),
                                module: module.to_string(),
                                self_ty: Some(join(module, &ty)),
                                // The fallback's line: where a maintainer changes the default.
                                name_span: syn::spanned::Spanned::span(fallback),
                                expr: fallback,
                                cfg,
                                file,
                            };
                            push_def(ctx, d, defs);
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

#[allow(clippy::too_many_arguments)]
pub(crate) fn push_fields<'a>(
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
        if let Some(inner) = struct_inside(&fv.expr) {
            push_fields(ctx, file, inner, &name, module, ty, &cfg, defs);
        }
    }
}

/// A struct literal, or one a shared-ownership or interior-mutability wrapper holds
/// (`config: Arc::new(Config { nodelay: false, … })`, hyper-util's `HttpConnector`): its
/// fields are the part's defaults either way.
fn struct_inside(e: &Expr) -> Option<&syn::ExprStruct> {
    match e {
        Expr::Struct(s) => Some(s),
        Expr::Call(c) if c.args.len() == 1 => {
            let Expr::Path(p) = &*c.func else { return None };
            let mut segs = p.path.segments.iter().rev();
            let (new, wrapper) = (&segs.next()?.ident, &segs.next()?.ident);
            let wraps = ["Arc", "Rc", "Box", "Mutex", "RwLock", "RefCell", "Cell"]
                .iter()
                .any(|w| wrapper == w);
            (wraps && new == "new")
                .then(|| struct_inside(&c.args[0]))
                .flatten()
        }
        _ => None,
    }
}

/// The arms of `cfg_if! { if #[cfg(a)] { … } else if #[cfg(b)] { … } else { … } }` and
/// `cfg_select! { a => { … } b => { … } _ => { … } }`: each arm's items with the conditions
/// under which rustc keeps them (an arm applies only when no earlier one did).
pub(crate) fn cfg_macro_arms(
    ctx: &Ctx,
    mac: &syn::Macro,
) -> Option<Vec<(Vec<String>, TokenStream)>> {
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

/// An inherent constructor: `new`, `new_*`, or a `with_*` taking no `self`
/// (`FollowRedirectLayer::with_policy(policy)`; a `with_*` taking `self` is a setter).
/// The fields of every `ty { … }` (or `Self { … }`) literal in `f`'s body, listed under
/// `ty::fname`; a `None` field is left out: there it means "decided elsewhere", not a default.
fn literal_fields<'a>(
    ctx: &Ctx,
    file: usize,
    f: &'a syn::ImplItemFn,
    ty: &str,
    module: &str,
    icfg: &[String],
    defs: &mut Vec<Def<'a>>,
) {
    let mut finder = StructFinder {
        ty: ty.to_string(),
        found: Vec::new(),
    };
    finder.visit_block(&f.block);
    let mut cfg = icfg.to_vec();
    cfg.extend(cfgs_of(ctx, &f.attrs));
    let base = join(module, &format!("{ty}::{}", f.sig.ident));
    for s in finder.found {
        let mut fields = Vec::new();
        push_fields(ctx, file, s, &base, module, ty, &cfg, &mut fields);
        defs.extend(fields.into_iter().filter(|d| !is_none_path(d.expr)));
    }
}

/// The type a method returns when it is a plain named type other than `Self` (`-> ClientConfig`):
/// what a builder's finishing method (`build(self)`, `with_…(self, …)`) builds.
fn built_type(f: &syn::ImplItemFn) -> Option<String> {
    f.sig.receiver()?;
    let syn::ReturnType::Type(_, ret) = &f.sig.output else {
        return None;
    };
    let syn::Type::Path(p) = &**ret else {
        return None;
    };
    let last = p.path.segments.last()?;
    let name = last.ident.to_string();
    let plain = matches!(last.arguments, syn::PathArguments::None);
    (plain && name != "Self" && name.starts_with(|c: char| c.is_ascii_uppercase())).then_some(name)
}

pub(crate) fn is_constructor(f: &syn::ImplItemFn) -> bool {
    let name = f.sig.ident.to_string();
    is_constructor_name(&name) && (!name.starts_with("with_") || f.sig.receiver().is_none())
}

/// `new`, `new_*` or `with_*`: the names a constructor's fields are listed under.
pub(crate) fn is_constructor_name(name: &str) -> bool {
    name == "new" || name.starts_with("new_") || name.starts_with("with_")
}

/// A `with_*` constructor's field counts only where no `new`, `new_*` or `default` literal of
/// its type sets the same field: `ServeDir::new` states the default, `with_backend` an
/// alternative (`FollowRedirectLayer`, built only by `with_policy`, keeps it).
pub(crate) fn drop_alternative_ctor_fields(defs: &mut Vec<Def<'_>>) {
    // (type, field path after the constructor) and whether the constructor is a `with_*` one.
    let key = |d: &Def<'_>| -> Option<(String, String, bool)> {
        if d.kind != Kind::RustDefaultField {
            return None;
        }
        let (path, field) = d.name.split_once('.')?;
        let ctor = path.rsplit("::").next()?;
        Some((
            d.self_ty.clone()?,
            field.to_string(),
            ctor.starts_with("with_"),
        ))
    };
    let primary: HashSet<(String, String)> = defs
        .iter()
        .filter_map(key)
        .filter(|(_, _, alt)| !alt)
        .map(|(ty, field, _)| (ty, field))
        .collect();
    defs.retain(|d| match key(d) {
        Some((ty, field, true)) => !primary.contains(&(ty, field)),
        _ => true,
    });
}
