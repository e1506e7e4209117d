//! The listing walker: goes through module, class and function bodies (and the branches
//! of `if`/`try`/`with`) and records every constant, class attribute, parameter default,
//! local assignment and nested dict entry, with its lines, source text and folded value.

#[allow(unused_imports)]
use super::*;
use crate::source::bounds::{fold_cut_warning, keys_cut_warning, MAX_FOLD_DEPTH, MAX_KEY_DEPTH};

/// Which scope a statement list belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    Module,
    Class,
    Function,
}

pub(crate) struct Walker<'a> {
    pub(crate) file: &'a Path,
    pub(crate) src: &'a str,
    pub(crate) lines: Lines,
    pub(crate) env: ModuleEnv<'a>,
    pub(crate) items: Vec<Extracted>,
    /// Simple assignments of the class bodies being walked (innermost last), so `B = A * 2`
    /// in a class body folds with the class's own `A`.
    pub(crate) class_scopes: Vec<HashMap<String, Vec<&'a Expr>>>,
    /// Dict levels entered by [`Walker::push_dict_entries`] (bounded by `MAX_KEY_DEPTH`).
    pub(crate) key_depth: usize,
    /// Keep only the items of this name (a selector's item); `None`: every item.
    pub(crate) want: Option<&'a str>,
    /// The constructor parameters of each class walked so far, by class name, for a later
    /// class without an `__init__` of its own (see [`super::constructors`]).
    pub(crate) inits: HashMap<String, Vec<InitParam<'a>>>,
    /// The public methods of each class walked so far (its own, then those it inherits), by
    /// class name, for a later subclass that inherits them.
    pub(crate) methods: HashMap<String, Vec<Method<'a>>>,
}

/// A method a class defines or inherits: its definition, the conditions around it, and the
/// class that defines it.
#[derive(Clone)]
pub(crate) struct Method<'a> {
    def: &'a ast::StmtFunctionDef,
    conds: Vec<String>,
    origin: String,
}

/// `e` is a dict, list, tuple or set display (or a call holding one) nesting more than
/// `levels` of them (looks no deeper than that).
fn container_taller_than(e: &Expr, levels: usize) -> bool {
    let below = |e: &Expr| levels > 0 && container_taller_than(e, levels - 1);
    match e {
        Expr::Dict(d) => levels == 0 || d.items.iter().any(|i| below(&i.value)),
        Expr::List(ast::ExprList { elts, .. })
        | Expr::Tuple(ast::ExprTuple { elts, .. })
        | Expr::Set(ast::ExprSet { elts, .. }) => levels == 0 || elts.iter().any(below),
        // `dict(a=…)`, `MappingProxyType({…})`: the call itself is no level.
        Expr::Call(c) => {
            c.arguments
                .args
                .iter()
                .any(|a| container_taller_than(a, levels))
                || c.arguments
                    .keywords
                    .iter()
                    .any(|k| container_taller_than(&k.value, levels))
        }
        _ => false,
    }
}

impl<'a> Walker<'a> {
    /// A record of `name` is kept (every name unless a selector's item was asked for).
    fn wanted(&self, name: &str) -> bool {
        self.want.is_none_or(|w| w == name)
    }

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
        let deep = container_taller_than(value, MAX_FOLD_DEPTH);
        // An item not wanted is still folded, in file order as for the full listing: folding
        // fills the module's cache, which later folds lean on (`A1999 = A1998 + 1` resolves
        // one level deep instead of 2,000). Only its record is skipped.
        let folded = match self.class_scopes.last() {
            _ if deep => Err(EvalError::Unsupported(String::new())),
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
        if !self.wanted(&name) {
            drop(folded);
            self.push_dict_entries(&name, value, conds);
            return;
        }
        let (line, end_line) = self.span(start, value.range());
        let mut warnings: Vec<String> = conds.iter().map(|c| format!("conditional: {c}")).collect();
        if deep {
            warnings.push(fold_cut_warning());
        }
        let value_out = match folded {
            Ok(v) => Some(v),
            Err(e) => {
                if warn_unfolded && !deep {
                    warnings.push(format!("not folded: {e}"));
                }
                warnings.extend(self.env.import_note(value));
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
        if self.key_depth >= MAX_KEY_DEPTH {
            if container_taller_than(value, 0) {
                if let Some(last) = self.items.last_mut().filter(|l| l.name == prefix) {
                    last.warnings.push(keys_cut_warning());
                }
            }
            return;
        }
        self.key_depth += 1;
        self.push_dict_entries_below(prefix, value, conds);
        self.key_depth -= 1;
    }

    fn push_dict_entries_below(&mut self, prefix: &str, value: &Expr, conds: &[String]) {
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
                    let value = option_default(&item.value).unwrap_or(&item.value);
                    self.push(Kind::DictEntry, name, k.range(), value, conds, false);
                }
            }
            // `dict(a=1)`, and a typed dict built the same way: pydantic's `model_config =
            // ConfigDict(extra='forbid')`, `SettingsConfigDict(env_prefix='')`.
            Expr::Call(c) if is_keyword_dict_call(&c.func) && c.arguments.args.is_empty() => {
                for kw in c.arguments.keywords.iter() {
                    let Some(arg) = &kw.arg else { continue };
                    let name = join_key(prefix, arg.id.as_str());
                    self.push(Kind::DictEntry, name, kw.range(), &kw.value, conds, false);
                }
            }
            // A dict literal handed to a mapping type (`ImmutableDict({...})` in Flask's
            // `default_config`, `MappingProxyType({...})`): the keys are the literal's.
            Expr::Call(c)
                if c.arguments.args.len() == 1
                    && c.arguments.keywords.is_empty()
                    && matches!(&c.arguments.args[0], Expr::Dict(_))
                    && is_mapping_type(&c.func) =>
            {
                self.push_dict_entries(prefix, &c.arguments.args[0], conds);
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

    pub(crate) fn walk(
        &mut self,
        body: &'a [Stmt],
        prefix: &str,
        scope: Scope,
        conds: &mut Vec<String>,
    ) {
        for stmt in body {
            match stmt {
                Stmt::Assign(a) => {
                    let mut names = Vec::new();
                    for t in &a.targets {
                        self.target_names(t, &a.value, &mut names);
                    }
                    for (n, r, v) in names {
                        // A Python-Markdown extension's settings, owned by its class (the
                        // `__init__` that assigns them is how, not whose).
                        let owner = prefix.strip_suffix(".__init__").unwrap_or(prefix);
                        for s in super::surfaces::markdown_config(&n, v) {
                            self.push_surface(owner, s, conds);
                        }
                        if scope == Scope::Module {
                            self.push_tables(v, conds);
                        }
                        self.push_assignment(prefix, scope, &n, r, v, conds);
                    }
                }
                Stmt::AnnAssign(a) => {
                    if let Some(v) = &a.value {
                        let mut names = Vec::new();
                        self.target_names(&a.target, v, &mut names);
                        for (n, r, v) in names {
                            if scope == Scope::Module {
                                self.push_tables(v, conds);
                            }
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
                    // A class that declares one setting: a `name` string beside a `default`
                    // (gunicorn's `class Backlog(Setting): name = "backlog"; default = 2048`).
                    // The setting is listed under the name users write, owned by the class.
                    let one = |k: &str| scope.get(k).filter(|v| v.len() == 1).map(|v| v[0]);
                    if let (Some(Expr::StringLiteral(n)), Some(d)) = (one("name"), one("default")) {
                        let setting = n.value.to_str().to_string();
                        let ok = setting
                            .starts_with(|ch: char| ch.is_ascii_alphabetic() || ch == '_')
                            && setting.chars().all(|ch| {
                                ch.is_ascii_alphanumeric() || matches!(ch, '_' | '-' | '.')
                            });
                        if ok {
                            let s = Surface {
                                kind: Kind::RegisteredSetting,
                                name: setting,
                                range: d.range(),
                                default: d,
                            };
                            self.push_surface(&name, s, conds);
                        }
                    }
                    // Options declared as `(name, {"default": …, "help": …})` pairs (pylint's
                    // checkers: `options = (("max-line-length", {"default": 100, …}), …)`):
                    // each is the command-line flag `--max-line-length` with that default.
                    // In source order (the scope map has none).
                    for st in &c.body {
                        let value = match st {
                            Stmt::Assign(a) => Some(&*a.value),
                            Stmt::AnnAssign(a) => a.value.as_deref(),
                            _ => None,
                        };
                        for s in value.into_iter().flat_map(super::surfaces::option_pairs) {
                            self.push_surface(&name, s, conds);
                        }
                    }
                    self.class_scopes.push(scope);
                    self.walk(&c.body, &name, Scope::Class, &mut Vec::new());
                    self.class_scopes.pop();
                    self.push_constructor(c, &name, conds);
                    self.push_inherited_methods(c, &name);
                }
                Stmt::FunctionDef(f) => {
                    let name = match scope {
                        Scope::Module => f.name.id.to_string(),
                        _ => format!("{prefix}.{}", f.name.id),
                    };
                    if scope == Scope::Class && !f.name.id.starts_with('_') {
                        self.methods
                            .entry(prefix.to_string())
                            .or_default()
                            .push(Method {
                                def: f,
                                conds: conds.clone(),
                                origin: name.clone(),
                            });
                    }
                    let p = &f.parameters;
                    // The command-line options and environment reads this function declares
                    // (`@click.option` decorators, `add_argument` calls in its body).
                    for d in &f.decorator_list {
                        if let Expr::Call(c) = &d.expression {
                            if let Some(s) = surface_of_call(c) {
                                self.push_surface(&name, s, conds);
                            }
                        }
                    }
                    for s in surfaces_in(&f.body) {
                        self.push_surface(&name, s, conds);
                    }
                    // A function returning an option table (pylint's `_make_linter_options`).
                    for st in &f.body {
                        if let Stmt::Return(ast::StmtReturn { value: Some(v), .. }) = st {
                            for s in super::surfaces::option_pairs(v) {
                                self.push_surface(&name, s, conds);
                            }
                        }
                    }
                    for pw in p
                        .posonlyargs
                        .iter()
                        .chain(p.args.iter())
                        .chain(p.kwonlyargs.iter())
                    {
                        if let Some(d) = &pw.default {
                            let pname = pw.parameter.name.id.as_str();
                            if let Some(s) = typer_option(pname, d) {
                                self.push_surface(&name, s, conds);
                                continue;
                            }
                            if let Some(flag) = pw
                                .parameter
                                .annotation
                                .as_deref()
                                .and_then(|a| annotated_option(pname, a))
                            {
                                let s = Surface {
                                    kind: Kind::CliOption,
                                    name: flag,
                                    range: pw.range(),
                                    default: d,
                                };
                                self.push_surface(&name, s, conds);
                            }
                            let n = format!("{name}({pname})");
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
                        if !self.wanted(&name) {
                            continue;
                        }
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

    /// The constructor parameters of a class that another definition decides, listed as its
    /// own (`IntRange.__init__(clamp)`) at the line that decides each default, with a note
    /// saying where it comes from: with no `__init__`, its dataclass-like fields and its first
    /// base's parameters; with an `__init__` taking `**kwargs` (aiocache's
    /// `RedisCache(serializer=None, **kwargs)`), the base's parameters it passes on and the
    /// keywords its body gives a default ([`constructors::kwargs_defaults`]); with `__new__`
    /// alone, that method's.
    fn push_constructor(&mut self, c: &'a ast::StmtClassDef, class: &str, conds: &[String]) {
        let inherited = |walk: &Self, how: &str| -> Vec<(InitParam<'a>, String)> {
            constructors::first_base(c)
                .and_then(|b| walk.inits.get(b))
                .into_iter()
                .flatten()
                .map(|p| (p.clone(), format!("{how} {}", p.origin)))
                .collect()
        };
        if let Some(own) = constructors::own_init(c, class) {
            let (mut passed, mut set) = (Vec::new(), Vec::new());
            if constructors::init_takes_kwargs(c) {
                set = constructors::kwargs_defaults(c, class);
                set.retain(|(p, _)| !own.iter().any(|o| o.name == p.name));
                passed = inherited(self, "passed through **kwargs to");
                passed.retain(|(p, _)| {
                    !own.iter().any(|o| o.name == p.name) && !set.iter().any(|s| s.0.name == p.name)
                });
                self.push_base(c, class, Some(constructors::init_param_names(c)));
            }
            // A constructor in `__new__` alone: its parameters are the class's call's.
            if !constructors::defines(c, "__init__") {
                let taken: Vec<_> = own
                    .iter()
                    .map(|p| (p.clone(), format!("taken by {}", p.origin)))
                    .collect();
                self.push_init_params(class, &taken, conds);
            }
            self.push_init_params(class, &set, conds);
            self.push_init_params(class, &passed, conds);
            let all = own
                .into_iter()
                .chain(set.into_iter().chain(passed).map(|(p, _)| p));
            self.inits.insert(class.to_string(), all.collect());
            return;
        }
        let mut params = inherited(self, "inherited from");
        if !constructors::fields_are_parameters(c) {
            self.push_base(c, class, None);
        }
        if constructors::fields_are_parameters(c) {
            for f in constructors::fields(c, class) {
                params.retain(|(p, _)| p.name != f.name);
                let note = f.origin.clone();
                params.push((f, note));
            }
        }
        self.push_init_params(class, &params, conds);
        self.inits.insert(
            class.to_string(),
            params.into_iter().map(|(p, _)| p).collect(),
        );
    }

    /// A class whose one base is not a class of this file (python-socketio's `class
    /// Client(base_client.BaseClient)` with no `__init__`): a [`Kind::ClassBase`] item named
    /// `Client.__bases__`, its expression the base as written and its value, when its own
    /// `__init__` passes `**kwargs` on, that method's parameter names; `scan::bases` lists the
    /// base's constructor parameters as the class's once every file is read.
    fn push_base(&mut self, c: &'a ast::StmtClassDef, class: &str, own: Option<Vec<String>>) {
        let Some(base) = constructors::only_base_path(c, self.src) else {
            return;
        };
        let last = base.rsplit('.').next().unwrap_or(base);
        if self.inits.contains_key(last) || self.inits.contains_key(base) {
            return;
        }
        let (line, end_line) = self.span(c.range(), c.name.range());
        self.items.push(Extracted {
            selector: String::new(),
            file: self.file.to_path_buf(),
            line,
            end_line,
            kind: Kind::ClassBase,
            name: format!("{class}.__bases__"),
            value: own.map(|names| Value::List(names.into_iter().map(Value::Str).collect())),
            expr: base.to_string(),
            cfg: None,
            commented_out: false,
            warnings: Vec::new(),
        });
    }

    /// The public methods a class inherits from its bases defined in this file and does not
    /// define itself, listed as its own (`HTTPBasicAuth.login_required(optional)`) at the
    /// base's line with a note naming the base's method: Sphinx's `:inherited-members:`
    /// documents them under the subclass. Bases are read left to right, each with what it
    /// inherits (a simplified method resolution order).
    fn push_inherited_methods(&mut self, c: &'a ast::StmtClassDef, class: &str) {
        let Some(args) = c.arguments.as_deref() else {
            return;
        };
        let mut seen: std::collections::HashSet<&str> = self
            .methods
            .get(class)
            .map(|ms| ms.iter().map(|m| m.def.name.id.as_str()).collect())
            .unwrap_or_default();
        let mut inherited: Vec<Method<'a>> = Vec::new();
        for base in args.args.iter() {
            let Expr::Name(b) = base else { continue };
            for m in self.methods.get(b.id.as_str()).into_iter().flatten() {
                if seen.insert(m.def.name.id.as_str()) {
                    inherited.push(m.clone());
                }
            }
        }
        for m in &inherited {
            let name = format!("{class}.{}", m.def.name.id);
            let p = &m.def.parameters;
            for pw in p
                .posonlyargs
                .iter()
                .chain(p.args.iter())
                .chain(p.kwonlyargs.iter())
            {
                let Some(d) = &pw.default else { continue };
                let n = format!("{name}({})", pw.parameter.name.id);
                self.push(Kind::DefaultArg, n.clone(), pw.range(), d, &m.conds, true);
                if let Some(last) = self.items.last_mut().filter(|l| l.name == n) {
                    last.warnings.push(format!("inherited from {}", m.origin));
                }
            }
        }
        self.methods
            .entry(class.to_string())
            .or_default()
            .extend(inherited);
    }

    /// List constructor parameters another definition decides as `Class.__init__(p)`, each
    /// at its deciding line with a note saying where it comes from.
    fn push_init_params(
        &mut self,
        class: &str,
        params: &[(InitParam<'a>, String)],
        conds: &[String],
    ) {
        for (p, note) in params {
            let name = format!("{class}.__init__({})", p.name);
            self.push(
                Kind::DefaultArg,
                name.clone(),
                p.range,
                p.default,
                conds,
                true,
            );
            if let Some(last) = self.items.last_mut().filter(|l| l.name == name) {
                last.warnings
                    .push(format!("constructor parameter `{}`: {note}", p.name));
            }
        }
    }

    /// A module's option table, listed under its flags or names alone: pyreverse's `OPTIONS =
    /// (("output-format", {"default": …}), …)` or a tuple of setting records (`Option(name=…,
    /// default=…)`); a class body's is read with the class.
    fn push_tables(&mut self, v: &'a Expr, conds: &[String]) {
        let pairs = super::surfaces::option_pairs(v);
        for s in pairs.into_iter().chain(super::surfaces::setting_records(v)) {
            self.push_surface("", s, conds);
        }
    }

    /// A command-line option or environment read, named by its owner function
    /// (`serve(--bind-port)`); at module level by its flag alone.
    pub(crate) fn push_surface(&mut self, owner: &str, s: Surface<'a>, conds: &[String]) {
        let name = if owner.is_empty() {
            s.name
        } else {
            format!("{owner}({})", s.name)
        };
        self.push(s.kind, name, s.range, s.default, conds, false);
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
        // Only a sentinel's member keeps its name to find its record (no copy per assignment).
        let sentinel =
            (scope == Scope::Class && self.env.sentinels.contains(prefix)).then(|| name.clone());
        self.push(kind, name, target_range, value, conds, warn);
        if let Some(name) = sentinel {
            if let Some(last) = self.items.last_mut().filter(|l| l.name == name) {
                last.warnings.push(sentinel_note(prefix));
            }
        }
    }
}

/// The note on the one member of a module-level one-member `Enum` (`class Default(Enum): token
/// = 0`): a sentinel marking an argument not given, so a default naming it from another module
/// (`timeout=Default.token`) is decided at run time, not its number. Scan reads the prefix.
pub(crate) const SENTINEL_NOTE: &str = "sentinel: the one member of the Enum";

fn sentinel_note(class: &str) -> String {
    format!("{SENTINEL_NOTE} `{class}`, marking an argument not given; not a value a default has")
}

/// The default an option wrapper holds as its first argument, in a table of settings:
/// Sphinx's `'project': _Opt('Project name not set', 'env', …)`, Celery's
/// `'pool_limit': Option(10, type='int')`. Only callees named like an option or setting
/// (`_Opt`, `Option`, `Setting`, `ConfigValue`); any other call's first argument is an input,
/// not the value.
pub(crate) fn option_default(e: &Expr) -> Option<&Expr> {
    let Expr::Call(c) = e else { return None };
    let last = match &*c.func {
        Expr::Name(n) => n.id.as_str(),
        Expr::Attribute(a) => a.attr.as_str(),
        _ => return None,
    };
    let bare = last.trim_start_matches('_').to_ascii_lowercase();
    let wrapper = matches!(
        bare.as_str(),
        "opt" | "option" | "setting" | "configvalue" | "config_value" | "confval"
    );
    if !wrapper {
        return None;
    }
    c.arguments.args.first().or_else(|| {
        c.arguments
            .keywords
            .iter()
            .find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "default"))
            .map(|k| &k.value)
    })
}

/// `dict`, or a class named as a typed dict (`ConfigDict`, `SettingsConfigDict`, `OrderedDict`:
/// CamelCase ending in `Dict`), called with keywords only.
fn is_keyword_dict_call(func: &Expr) -> bool {
    let Some(last) = super::surfaces::callee(func) else {
        return false;
    };
    matches!(func, Expr::Name(_)) && last == "dict"
        || (last.len() > 4
            && last.ends_with("Dict")
            && last.starts_with(|c: char| c.is_ascii_uppercase()))
}

/// Calls that keep a dict literal's entries (by the name's last segment): mapping types
/// (`types.MappingProxyType`, `werkzeug.datastructures.ImmutableDict`) and freezing or
/// copying helpers (`immutabletypes.freeze` in Salt's `DEFAULT_MASTER_OPTS`,
/// `copy.deepcopy`, `frozendict`). A call named otherwise may transform the dict
/// (`json.dumps`, `sorted`), so its keys are not read as the value's.
fn is_mapping_type(func: &Expr) -> bool {
    let Some(last) = super::surfaces::callee(func) else {
        return false;
    };
    let lower = last.to_ascii_lowercase();
    matches!(
        last,
        "dict" | "OrderedDict" | "MappingProxyType" | "deepcopy" | "copy"
    ) || ["freeze", "frozen", "immutable", "readonly"]
        .iter()
        .any(|w| lower.contains(w))
        || (lower.ends_with("dict") && !lower.contains("from"))
}
