//! Defaults a method gets from a constant written somewhere else: a constructor that hands
//! one constant to another constructor of its type (`fn new(inner) { Self::with_capacity(
//! DEFAULT_BUF_SIZE, inner) }`), and a setter whose field, when left unset, falls back to a
//! constant (`self.keep_alive = Some(d)` in `thread_keep_alive`, read elsewhere as
//! `builder.keep_alive.unwrap_or(KEEP_ALIVE)`). Docs state such a default under the method's
//! heading ("The default is currently 8 KB"), so the method's name is what they mean.

#[allow(unused_imports)]
use super::*;

/// One place a constant is named on a method's behalf.
#[derive(Clone)]
pub(crate) struct Site {
    /// The path as written (`DEFAULT_BUF_SIZE`, `super::DEFAULT_BUF_SIZE`).
    pub(crate) path: String,
    /// The module it is written in, and the impl's type there, to resolve it.
    pub(crate) module: String,
    pub(crate) self_ty: Option<String>,
    pub(crate) file: usize,
    pub(crate) line: usize,
}

/// A method whose default is a constant named elsewhere.
pub(crate) struct Link {
    /// Crate path of the method (`io::util::buf_reader::BufReader::new`).
    pub(crate) name: String,
    /// File of the method (the link is listed with that file).
    pub(crate) file: usize,
    pub(crate) cfg: Vec<String>,
    /// Every place the constant is named; they must all mean the same definition.
    pub(crate) sites: Vec<Site>,
    /// How the method reaches the constant, for the finding (`passes it to
    /// `Self::with_capacity``).
    pub(crate) how: String,
}

/// `DEFAULT_BUF_SIZE`, `super::KEEP_ALIVE`, `Self::MAX`: a path whose last segment is
/// written like a constant.
fn const_path(e: &Expr) -> Option<String> {
    let Expr::Path(p) = e else { return None };
    if p.qself.is_some() {
        return None;
    }
    let last = p.path.segments.last()?.ident.to_string();
    let is_const = last.len() >= 2
        && last.chars().any(|c| c.is_ascii_uppercase())
        && last
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    is_const.then(|| eval::rust_path_string(&p.path))
}

/// The expression a block ends with (`Self::with_capacity(…)` in `fn new`).
fn tail(b: &syn::Block) -> Option<&Expr> {
    match b.stmts.last()? {
        syn::Stmt::Expr(e, None) => Some(e),
        _ => None,
    }
}

/// A setter's field: `self.FIELD = Some(param)` or `self.FIELD = param` anywhere in the body.
struct SetterFinder {
    params: Vec<String>,
    fields: Vec<String>,
}

impl<'ast> Visit<'ast> for SetterFinder {
    fn visit_expr_assign(&mut self, a: &'ast syn::ExprAssign) {
        if let Expr::Field(f) = &*a.left {
            let on_self = matches!(&*f.base, Expr::Path(p) if p.path.is_ident("self"));
            if let (true, syn::Member::Named(field)) = (on_self, &f.member) {
                let value = match &*a.right {
                    Expr::Call(c) if matches!(&*c.func, Expr::Path(p) if p.path.is_ident("Some")) => {
                        c.args.first().filter(|_| c.args.len() == 1)
                    }
                    other => Some(other),
                };
                let is_param = matches!(value, Some(Expr::Path(p))
                    if p.path.get_ident().is_some_and(|i| self.params.contains(&i.to_string())));
                if is_param {
                    self.fields.push(field.to_string());
                }
            }
        }
        syn::visit::visit_expr_assign(self, a);
    }
    fn visit_item(&mut self, _: &'ast Item) {}
}

/// `x.FIELD.unwrap_or(CONST)` and `x.FIELD.unwrap_or_else(|| CONST)` in any body.
struct FallbackFinder<'c> {
    module: String,
    self_ty: Option<String>,
    file: usize,
    found: &'c mut HashMap<String, Vec<Site>>,
}

impl<'ast> Visit<'ast> for FallbackFinder<'_> {
    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        let arg = match (m.method.to_string().as_str(), m.args.len()) {
            ("unwrap_or", 1) => m.args.first(),
            ("unwrap_or_else", 1) => match m.args.first() {
                Some(Expr::Closure(c)) if c.inputs.is_empty() => Some(&*c.body),
                _ => None,
            },
            _ => None,
        };
        if let (Some(path), Expr::Field(f)) = (arg.and_then(const_path), &*m.receiver) {
            if let syn::Member::Named(field) = &f.member {
                self.found.entry(field.to_string()).or_default().push(Site {
                    path,
                    module: self.module.clone(),
                    self_ty: self.self_ty.clone(),
                    file: self.file,
                    line: field.span().start().line,
                });
            }
        }
        syn::visit::visit_expr_method_call(self, m);
    }
    fn visit_item(&mut self, _: &'ast Item) {}
}

/// Every link the files' items make (the caller keeps those in the files it lists).
pub(crate) fn gather_links(ctxs: &[Ctx], files: &[FileParse]) -> Vec<Link> {
    let mut links = Vec::new();
    // (method path, field, file, cfg) of every setter.
    let mut setters: Vec<(String, String, usize, Vec<String>)> = Vec::new();
    let mut fallbacks: HashMap<String, Vec<Site>> = HashMap::new();
    for (fi, f) in files.iter().enumerate() {
        for (module, mcfg, items) in &f.modules {
            walk(
                &ctxs[fi],
                fi,
                items,
                module,
                mcfg,
                &mut links,
                &mut setters,
                &mut fallbacks,
            );
        }
    }
    for (name, field, file, cfg) in setters {
        let Some(sites) = fallbacks.get(&field) else {
            continue;
        };
        let method = name.rsplit("::").next().unwrap_or(&name).to_string();
        links.push(Link {
            name,
            file,
            cfg,
            sites: sites.clone(),
            how: format!("`{method}` sets field `{field}`, which falls back to"),
        });
    }
    links
}

#[allow(clippy::too_many_arguments)]
fn walk(
    ctx: &Ctx,
    fi: usize,
    items: &[Item],
    module: &str,
    cfg: &[String],
    links: &mut Vec<Link>,
    setters: &mut Vec<(String, String, usize, Vec<String>)>,
    fallbacks: &mut HashMap<String, Vec<Site>>,
) {
    for item in items {
        match item {
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    let mut c = cfg.to_vec();
                    c.extend(cfgs_of(ctx, &m.attrs));
                    let sub = join(module, &m.ident.to_string());
                    walk(ctx, fi, inner, &sub, &c, links, setters, fallbacks);
                }
            }
            Item::Fn(f) => {
                let mut v = FallbackFinder {
                    module: module.to_string(),
                    self_ty: None,
                    file: fi,
                    found: fallbacks,
                };
                v.visit_block(&f.block);
            }
            Item::Impl(imp) => {
                let Some(ty) = type_name(&imp.self_ty) else {
                    continue;
                };
                let self_ty = join(module, &ty);
                let is_default = is_default_impl(imp);
                let mut icfg = cfg.to_vec();
                icfg.extend(cfgs_of(ctx, &imp.attrs));
                for ii in &imp.items {
                    let ImplItem::Fn(f) = ii else { continue };
                    let mut v = FallbackFinder {
                        module: module.to_string(),
                        self_ty: Some(self_ty.clone()),
                        file: fi,
                        found: fallbacks,
                    };
                    v.visit_block(&f.block);
                    let fname = f.sig.ident.to_string();
                    let mut fcfg = icfg.clone();
                    fcfg.extend(cfgs_of(ctx, &f.attrs));
                    let name = join(module, &format!("{ty}::{fname}"));
                    let ctor = (imp.trait_.is_none() && super::defs::is_constructor(f))
                        || (is_default && fname == "default");
                    if ctor {
                        if let Some(l) = delegating_ctor(f, &ty, module, &self_ty, fi, &name, &fcfg)
                        {
                            links.push(l);
                        }
                    }
                    if imp.trait_.is_none() && f.sig.receiver().is_some() {
                        let params: Vec<String> = f
                            .sig
                            .inputs
                            .iter()
                            .filter_map(|a| match a {
                                syn::FnArg::Typed(t) => match &*t.pat {
                                    syn::Pat::Ident(i) => Some(i.ident.to_string()),
                                    _ => None,
                                },
                                syn::FnArg::Receiver(_) => None,
                            })
                            .collect();
                        let mut s = SetterFinder {
                            params,
                            fields: Vec::new(),
                        };
                        s.visit_block(&f.block);
                        s.fields.sort();
                        s.fields.dedup();
                        // A setter of one field; a method setting several is something else.
                        if let [field] = s.fields.as_slice() {
                            setters.push((name, field.clone(), fi, fcfg));
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

/// `fn new(inner: R) -> Self { Self::with_capacity(DEFAULT_BUF_SIZE, inner) }`: a
/// constructor ending in a call of another constructor of its type with exactly one
/// constant among the arguments.
fn delegating_ctor(
    f: &syn::ImplItemFn,
    ty: &str,
    module: &str,
    self_ty: &str,
    fi: usize,
    name: &str,
    cfg: &[String],
) -> Option<Link> {
    let Expr::Call(call) = tail(&f.block)? else {
        return None;
    };
    let Expr::Path(func) = &*call.func else {
        return None;
    };
    let segs: Vec<String> = func
        .path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    let [owner, callee] = segs.as_slice() else {
        return None;
    };
    if owner != "Self" && owner != ty {
        return None;
    }
    let consts: Vec<(String, usize)> = call
        .args
        .iter()
        .filter_map(|a| Some((const_path(a)?, a.span().start().line)))
        .collect();
    let [(path, line)] = consts.as_slice() else {
        return None;
    };
    Some(Link {
        name: name.to_string(),
        file: fi,
        cfg: cfg.to_vec(),
        sites: vec![Site {
            path: path.clone(),
            module: module.to_string(),
            self_ty: Some(self_ty.to_string()),
            file: fi,
            line: *line,
        }],
        how: format!("`{}` passes to `{owner}::{callee}`", f.sig.ident),
    })
}
