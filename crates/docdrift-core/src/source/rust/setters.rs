//! Builder setters followed to the field they assign (issue 26, class 2). Docs state a
//! builder's default under the setter's heading ("This is enabled by default." on
//! `SearcherBuilder::line_number`), while the value lives in another type's `Default`:
//! `fn line_number(&mut self, yes: bool) -> &mut SearcherBuilder { self.config.line_number =
//! yes; self }`, `config: Config` in the builder, and `line_number: true` in `impl Default
//! for Config`. Each such setter becomes a definition named by the method
//! (`SearcherBuilder::line_number`, kind `RustSetterDefault`), valued and placed at the
//! field's default, so the method heading and the field meet on one name.
//!
//! Only what the code says is followed: a method of an inherent impl with a receiver whose
//! body assigns exactly one `self.FIELD` or `self.PART.FIELD` from a parameter (`Some(p)`,
//! `p.into()` too), rebuilds `Self { FIELD, ..self }` with one, or hands it to the part's own
//! setter (`self.PART.set_FIELD(p)`, `self.PART.FIELD(p)`). `PART`'s type is the struct
//! field's declared type; the default is that type's `Default` literal (else its one `new`
//! literal), else the `PART` literal the builder's own `new()`/`Default` writes (reqwest:
//! `ClientBuilder { config: Config { nodelay: true, … } }`). A setter of a field of its own
//! type with the method's name is left to the field's own default, which already answers to
//! it.

#[allow(unused_imports)]
use super::*;

/// `self.a.b = param` (or `= Some(param)`) anywhere in a body: the assigned paths.
struct AssignFinder<'m> {
    params: Vec<String>,
    paths: Vec<Vec<String>>,
    /// The impl's accessors: `config_mut()` → `["config"]`.
    accessors: &'m HashMap<String, Vec<String>>,
    /// The part's setter a path came from (`set_max_headers`), when one did.
    via: Option<String>,
}

/// Every method called in `block` (`.allow_unclosed_class(false)`), by name.
#[derive(Default)]
struct CallNames(HashSet<String>);

impl<'ast> Visit<'ast> for CallNames {
    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        self.0.insert(m.method.to_string());
        syn::visit::visit_expr_method_call(self, m);
    }
    fn visit_item(&mut self, _: &'ast Item) {}
}

impl AssignFinder<'_> {
    /// Whether `e` is one of the method's parameters, by name, as it is, converted
    /// (`val.into()`, `name.to_string()`: hyper-util's `pool_idle_timeout`) or wrapped
    /// (`ConfigValue::Parsed(val)`).
    fn is_param(&self, e: &Expr) -> bool {
        match e {
            Expr::Path(p) => p
                .path
                .get_ident()
                .is_some_and(|i| self.params.contains(&i.to_string())),
            Expr::MethodCall(m)
                if m.args.is_empty()
                    && matches!(
                        m.method.to_string().as_str(),
                        "into" | "to_string" | "to_owned" | "clone"
                    ) =>
            {
                self.is_param(&m.receiver)
            }
            // Wrapped in a tuple variant or newtype that keeps it: object_store's
            // `self.timeout = Some(ConfigValue::Parsed(timeout))`.
            Expr::Call(c) if c.args.len() == 1 => {
                let wrapper = matches!(&*c.func, Expr::Path(p) if p
                    .path
                    .segments
                    .last()
                    .is_some_and(|s| s.ident.to_string().starts_with(|ch: char| ch.is_ascii_uppercase())));
                wrapper && c.args.first().is_some_and(|a| self.is_param(a))
            }
            _ => false,
        }
    }
}

/// The field path `e` reaches from `self` (`self.a.b`), through the impl's accessors too
/// (`self.config_mut().nodelay` when `config_mut` returns `&mut self.config`).
fn self_path(e: &Expr, accessors: &HashMap<String, Vec<String>>) -> Option<Vec<String>> {
    match e {
        Expr::Path(p) if p.path.is_ident("self") => Some(Vec::new()),
        Expr::Field(f) => {
            let mut base = self_path(&f.base, accessors)?;
            // A newtype builder's inner value (`self.0.level`, simplelog's `ConfigBuilder`).
            base.push(match &f.member {
                syn::Member::Named(n) => n.to_string(),
                syn::Member::Unnamed(i) => i.index.to_string(),
            });
            Some(base)
        }
        Expr::MethodCall(m) if m.args.is_empty() => {
            let mut base = self_path(&m.receiver, accessors)?;
            base.extend(accessors.get(&m.method.to_string())?.iter().cloned());
            Some(base)
        }
        _ => None,
    }
}

/// A method with no parameter but its receiver whose body is one field of `self`, borrowed
/// (`&mut self.config`, `Arc::make_mut(&mut self.config)`, `self.config.as_mut()`): the path.
fn accessor_path(f: &syn::ImplItemFn) -> Option<Vec<String>> {
    if f.sig.inputs.len() != 1 || f.sig.receiver().is_none() {
        return None;
    }
    let [syn::Stmt::Expr(e, None)] = f.block.stmts.as_slice() else {
        return None;
    };
    let mut e = e;
    loop {
        e = match e {
            Expr::Reference(r) => &r.expr,
            Expr::Call(c) if c.args.len() == 1 => {
                let Expr::Path(p) = &*c.func else { return None };
                let last = p.path.segments.last()?.ident.to_string();
                if !matches!(last.as_str(), "make_mut" | "get_mut") {
                    return None;
                }
                &c.args[0]
            }
            Expr::MethodCall(m) if m.args.is_empty() && m.method == "as_mut" => &m.receiver,
            other => {
                let path = self_path(other, &HashMap::new())?;
                return (!path.is_empty()).then_some(path);
            }
        };
    }
}

impl<'ast> Visit<'ast> for AssignFinder<'_> {
    fn visit_expr_assign(&mut self, a: &'ast syn::ExprAssign) {
        if let Some(path) = self_path(&a.left, self.accessors).filter(|p| !p.is_empty()) {
            let value = match &*a.right {
                Expr::Call(c) if matches!(&*c.func, Expr::Path(p) if p.path.is_ident("Some")) => {
                    c.args.first().filter(|_| c.args.len() == 1)
                }
                other => Some(other),
            };
            if value.is_some_and(|v| self.is_param(v)) {
                self.paths.push(path);
            }
        }
        syn::visit::visit_expr_assign(self, a);
    }
    // `self.base_settings.set_max_headers(max_headers)` (attohttpc's `RequestBuilder`): the
    // setter hands its parameter to the part's own setter, which sets the part's field of that
    // name (`set_` dropped); the part's `Default` literal must have it for a default to exist.
    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        if let [arg] = m.args.iter().collect::<Vec<_>>().as_slice() {
            if self.is_param(arg) {
                if let Some(mut path) =
                    self_path(&m.receiver, self.accessors).filter(|p| !p.is_empty())
                {
                    let method = m.method.to_string();
                    path.push(method.strip_prefix("set_").unwrap_or(&method).to_string());
                    self.paths.push(path);
                    self.via = Some(method);
                }
            }
        }
        syn::visit::visit_expr_method_call(self, m);
    }
    // `Self { regex, ..self }` (tracing-subscriber's `with_regex`): a by-value setter that
    // rebuilds the builder with one field from a parameter.
    fn visit_expr_struct(&mut self, e: &'ast syn::ExprStruct) {
        let from_self = e
            .rest
            .as_deref()
            .is_some_and(|r| matches!(r, Expr::Path(p) if p.path.is_ident("self")));
        if from_self {
            for f in &e.fields {
                let syn::Member::Named(n) = &f.member else {
                    continue;
                };
                if self.is_param(&f.expr) {
                    self.paths.push(vec![n.to_string()]);
                }
            }
        }
        syn::visit::visit_expr_struct(self, e);
    }
    fn visit_item(&mut self, _: &'ast Item) {}
}

/// One setter: the impl's type (module-joined and bare), its module, the method, the
/// assigned path and the method's cfgs.
struct Setter {
    self_ty: String,
    ty: String,
    module: String,
    method: String,
    path: Vec<String>,
    cfg: Vec<String>,
    /// The part's setter it hands its value to (see [`AssignFinder::via`]).
    via: Option<String>,
}

#[allow(clippy::too_many_arguments)]
fn scan_items(
    ctx: &Ctx,
    items: &[Item],
    module: &str,
    cfg: &[String],
    fields: &mut HashMap<String, HashMap<String, String>>,
    setters: &mut Vec<Setter>,
    ctor_calls: &mut HashMap<String, HashSet<String>>,
) {
    for item in items {
        // What each type's constructors call: `OverrideBuilder::new` calls
        // `builder.allow_unclosed_class(false)`, `SubscriberBuilder::default()` calls
        // `.log_internal_errors(true)`; a setter handing its value on to that method has a
        // default its own constructor decides.
        if let Item::Impl(imp) = item {
            if let Some(ty) = type_name(&imp.self_ty) {
                for ii in &imp.items {
                    let ImplItem::Fn(f) = ii else { continue };
                    let name = f.sig.ident.to_string();
                    if f.sig.receiver().is_none()
                        && (name == "default" || super::defs::is_constructor_name(&name))
                    {
                        let mut calls = CallNames::default();
                        calls.visit_block(&f.block);
                        ctor_calls
                            .entry(join(module, &ty))
                            .or_default()
                            .extend(calls.0);
                    }
                }
            }
        }
        match item {
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    let mut c = cfg.to_vec();
                    c.extend(cfgs_of(ctx, &m.attrs));
                    let sub = join(module, &m.ident.to_string());
                    scan_items(ctx, inner, &sub, &c, fields, setters, ctor_calls);
                }
            }
            Item::Struct(s) => {
                let m = fields
                    .entry(join(module, &s.ident.to_string()))
                    .or_default();
                // Tuple fields by index: `struct ConfigBuilder(Config)` has `0: Config`.
                for (i, f) in s.fields.iter().enumerate() {
                    let id = f
                        .ident
                        .as_ref()
                        .map_or_else(|| i.to_string(), |n| n.to_string());
                    if let Some(t) = type_path(&f.ty) {
                        m.insert(id, t);
                    }
                }
            }
            Item::Impl(imp) if imp.trait_.is_none() => {
                let Some(ty) = type_name(&imp.self_ty) else {
                    continue;
                };
                let mut icfg = cfg.to_vec();
                icfg.extend(cfgs_of(ctx, &imp.attrs));
                let accessors: HashMap<String, Vec<String>> = imp
                    .items
                    .iter()
                    .filter_map(|ii| match ii {
                        ImplItem::Fn(f) => Some((f.sig.ident.to_string(), accessor_path(f)?)),
                        _ => None,
                    })
                    .collect();
                for ii in &imp.items {
                    let ImplItem::Fn(f) = ii else { continue };
                    if f.sig.receiver().is_none() {
                        continue;
                    }
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
                    let mut v = AssignFinder {
                        params,
                        paths: Vec::new(),
                        accessors: &accessors,
                        via: None,
                    };
                    v.visit_block(&f.block);
                    v.paths.sort();
                    v.paths.dedup();
                    // A setter of one field; a method setting several is something else.
                    let [path] = v.paths.as_slice() else {
                        continue;
                    };
                    let mut fcfg = icfg.clone();
                    fcfg.extend(cfgs_of(ctx, &f.attrs));
                    setters.push(Setter {
                        self_ty: join(module, &ty),
                        ty: ty.clone(),
                        module: module.to_string(),
                        method: f.sig.ident.to_string(),
                        path: path.clone(),
                        cfg: fcfg,
                        via: v.via.clone(),
                    });
                }
            }
            _ => {}
        }
    }
}

/// Definitions for setters whose field's default is a `Default`/`new` struct literal
/// among `defs` (appended to it).
pub(crate) fn setter_defaults<'f>(ctxs: &[Ctx], files: &'f [FileParse], defs: &mut Vec<Def<'f>>) {
    let mut fields: HashMap<String, HashMap<String, String>> = HashMap::new();
    let mut setters: Vec<Setter> = Vec::new();
    let mut ctor_calls: HashMap<String, HashSet<String>> = HashMap::new();
    for (fi, f) in files.iter().enumerate() {
        for (module, mcfg, items) in &f.modules {
            scan_items(
                &ctxs[fi],
                items,
                module,
                mcfg,
                &mut fields,
                &mut setters,
                &mut ctor_calls,
            );
        }
    }
    if setters.is_empty() {
        return;
    }
    // (type, field) → the struct-literal defaults of that field, `T::default.f` / `T::new.f`;
    // (type, part, field) → those of a literal nested in the builder's own constructor,
    // `ClientBuilder::new.config.nodelay` (reqwest builds its `Config` inside `new()`).
    let mut by_field: HashMap<(String, String), Vec<usize>> = HashMap::new();
    let mut by_part: HashMap<(String, String, String), Vec<usize>> = HashMap::new();
    for (i, d) in defs.iter().enumerate() {
        if d.kind != Kind::RustDefaultField {
            continue;
        }
        let (Some(ty), Some((head, field))) = (&d.self_ty, d.name.rsplit_once('.')) else {
            continue;
        };
        let (ctor_path, part) = match head.split_once('.') {
            Some((c, part)) if !part.contains('.') => (c, Some(part)),
            Some(_) => continue,
            None => (head, None),
        };
        let ctor = ctor_path.rsplit("::").next().unwrap_or("");
        // `new`, `default`, a `new_*` constructor (hyper-util's `new_with_resolver`) or a
        // `with_*` one (`defs::is_constructor` listed only those taking no `self`).
        if !(ctor == "default" || super::defs::is_constructor_name(ctor)) {
            continue;
        }
        match part {
            None => by_field
                .entry((ty.clone(), field.to_string()))
                .or_default()
                .push(i),
            Some(part) => by_part
                .entry((ty.clone(), part.to_string(), field.to_string()))
                .or_default()
                .push(i),
        }
    }
    let mut out = Vec::new();
    for s in setters {
        let decided_by_ctor = |m: &str| ctor_calls.get(&s.self_ty).is_some_and(|c| c.contains(m));
        if s.via
            .as_deref()
            .is_some_and(|v| decided_by_ctor(v) || decided_by_ctor(&s.method))
        {
            continue;
        }
        // Each part's type is the declared type of that field in the type before it:
        // `self.options.hard_regex_runtime_options.backtrack_limit` (fancy-regex) walks
        // RegexOptionsBuilder → RegexOptions → HardRegexRuntimeOptions.
        let Some((field, parts)) = s.path.split_last() else {
            continue;
        };
        let walk = || {
            let mut target = s.self_ty.clone();
            let mut module = s.module.clone();
            for (k, part) in parts.iter().enumerate() {
                let t = fields.get(&target)?.get(part)?;
                let next = parts.get(k + 1);
                let ok = |ty: &str| match next {
                    Some(n) => fields.get(ty).is_some_and(|m| m.contains_key(n)),
                    None => by_field.contains_key(&(ty.to_string(), field.clone())),
                };
                // The last part's type must have the field's default literal.
                let candidates: Box<dyn Iterator<Item = &String>> = match next {
                    Some(_) => Box::new(fields.keys().filter(|ty| ok(ty))),
                    None => Box::new(
                        by_field
                            .keys()
                            .filter(|(_, f)| f == field)
                            .map(|(ty, _)| ty),
                    ),
                };
                target = part_type(&module, t, &ok, candidates);
                module = target.rsplit_once("::").map_or("", |(m, _)| m).to_string();
            }
            Some(target)
        };
        let Some(target) = walk() else {
            continue;
        };
        let field = field.clone();
        if target == s.self_ty && field == s.method {
            continue;
        }
        // The part's type's own default first; else the literal the builder's constructor
        // writes for that part.
        let nested = match s.path.as_slice() {
            [part, f] => by_part.get(&(s.self_ty.clone(), part.clone(), f.clone())),
            _ => None,
        };
        let Some(ids) = by_field.get(&(target, field)).or(nested) else {
            continue;
        };
        let pick = ids
            .iter()
            .copied()
            .find(|&i| defs[i].name.contains("::default."))
            .or_else(|| (ids.len() == 1).then(|| ids[0]));
        let Some(i) = pick else { continue };
        let d = &defs[i];
        let mut cfg = s.cfg.clone();
        cfg.extend(d.cfg.iter().cloned());
        out.push(Def {
            kind: Kind::RustSetterDefault,
            name: join(&s.module, &format!("{}::{}", s.ty, s.method)),
            module: s.module.clone(),
            self_ty: Some(s.self_ty.clone()),
            name_span: d.name_span,
            expr: d.expr,
            cfg,
            file: d.file,
        });
    }
    defs.extend(out);
}

/// The type a field declared as `t` in `module` names: `Config` is the module's own;
/// `proto::h2::client::Config` (hyper) is written from the crate root, as a `use
/// crate::proto` makes it; a type imported from another module (`use
/// super::settings::BaseSettings`) is the one type of that name `ok` accepts.
fn part_type<'k>(
    module: &str,
    t: &str,
    ok: &dyn Fn(&str) -> bool,
    candidates: impl Iterator<Item = &'k String>,
) -> String {
    let local = join(module, t);
    let rooted = t.trim_start_matches("crate::").to_string();
    if t.contains("::") && !ok(&local) && ok(&rooted) {
        return rooted;
    }
    if ok(&local) || ok(&rooted) {
        return local;
    }
    let bare = t.rsplit("::").next().unwrap_or(t);
    let mut named = candidates.filter(|ty| ty.rsplit("::").next() == Some(bare));
    match (named.next(), named.next()) {
        (Some(one), None) => one.clone(),
        _ => local,
    }
}

/// `T` of `Arc<T>`, `Rc<T>` or `Box<T>` (by the last segment: `std::sync::Arc<T>` too).
fn pointer_inner(p: &syn::TypePath) -> Option<&syn::Type> {
    let last = p.path.segments.last()?;
    if !matches!(last.ident.to_string().as_str(), "Arc" | "Rc" | "Box") {
        return None;
    }
    let syn::PathArguments::AngleBracketed(a) = &last.arguments else {
        return None;
    };
    match a.args.iter().collect::<Vec<_>>().as_slice() {
        [syn::GenericArgument::Type(t)] => Some(t),
        _ => None,
    }
}

/// A field's type as written, without generics: `Config`, `proto::h2::client::Config`.
fn type_path(ty: &syn::Type) -> Option<String> {
    match ty {
        // A part shared or boxed (`Arc<BaseSettings>`, attohttpc's) is the type inside.
        syn::Type::Path(p) if p.qself.is_none() && pointer_inner(p).is_some() => {
            pointer_inner(p).and_then(type_path)
        }
        syn::Type::Path(p) if p.qself.is_none() => Some(
            p.path
                .segments
                .iter()
                .map(|s| s.ident.to_string())
                .collect::<Vec<_>>()
                .join("::"),
        ),
        _ => None,
    }
}
