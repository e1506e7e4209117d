//! The module environment values are folded in: every module-level name and the
//! expressions assigned to it, resolved lazily (with a cache and a cycle guard) when an
//! expression refers to it.

#[allow(unused_imports)]
use super::*;

/// Module-level names and the expressions assigned to them, resolved lazily for folding.
pub(crate) struct ModuleEnv<'a> {
    pub(crate) src: &'a str,
    /// Keyed by names borrowed from the tree (a `String` each was ~30 MB for 750,000 names).
    pub(crate) defs: HashMap<&'a str, Vec<&'a Expr>>,
    /// Names changed by `X += …`: their value depends on order, so they are not folded.
    pub(crate) mutated: HashSet<String>,
    /// Module-level classes by name, their bodies: `Choice.Columns` folds to the literal the
    /// class assigns (an enum member is compared by its value, as the `--help` prints it).
    pub(crate) classes: HashMap<&'a str, &'a [Stmt]>,
    /// Module-level `Enum` classes with one member (`class UndefinedType(Enum): _singleton = 0`):
    /// the typing docs' sentinel idiom. The member marks "not given" (`size=UNDEFINED`, replaced
    /// in the body), so it folds to `None`, a value decided at run time, not to its number.
    pub(crate) sentinels: HashSet<&'a str>,
    /// Names bound by a module-level `from M import N [as L]`: `L` → `M:N` (`M` keeps its
    /// leading dots), for the note [`IMPORTED_NOTE`] on a default naming one.
    pub(crate) imports: HashMap<&'a str, String>,
    pub(crate) cache: RefCell<HashMap<String, Option<Value>>>,
    pub(crate) busy: RefCell<HashSet<String>>,
}

impl<'a> ModuleEnv<'a> {
    pub(crate) fn resolve(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.cache.borrow().get(name) {
            return v.clone();
        }
        let (base, rest) = match name.find(['.', '[']) {
            Some(i) => (&name[..i], Some(&name[i..])),
            None => (name, None),
        };
        if let Some(rest) = rest {
            // `CONFIG["a"]` is handled by the evaluator indexing into `CONFIG`.
            return self.class_attribute(base, rest.strip_prefix('.')?, name);
        }
        if self.mutated.contains(name) {
            return None;
        }
        self.fold(name, self.defs.get(name)?)
    }

    /// The one value `name`'s definitions `exprs` fold to, cached; `None` on a cycle (`A = B;
    /// B = A`), a chain longer than any real one, or definitions that disagree.
    fn fold(&self, name: &str, exprs: &[&Expr]) -> Option<Value> {
        if self.busy.borrow().len() >= eval::MAX_DEPTH
            || !self.busy.borrow_mut().insert(name.to_string())
        {
            return None;
        }
        let values: Vec<Option<Value>> = exprs
            .iter()
            .map(|e| eval::eval_py_expr(e, self.src, &|n| self.resolve(n)).ok())
            .collect();
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

    /// `Class.attr` for a class of this module assigning `attr` one value in its body (an
    /// enum's member, a class constant); `None` for anything else.
    fn class_attribute(&self, class: &str, attr: &str, name: &str) -> Option<Value> {
        if attr.contains(['.', '[']) || self.defs.contains_key(class) {
            return None;
        }
        let body = self.classes.get(class)?;
        if self.sentinels.contains(class) {
            return member_names(body).any(|m| m == attr).then_some(Value::None);
        }
        let mut exprs = Vec::new();
        for st in body.iter() {
            let named = |t: &Expr| matches!(t, Expr::Name(n) if n.id.as_str() == attr);
            match st {
                Stmt::Assign(a) if a.targets.iter().any(named) => exprs.push(&*a.value),
                Stmt::AnnAssign(a) if named(&a.target) => {
                    if let Some(v) = &a.value {
                        exprs.push(&**v);
                    }
                }
                _ => {}
            }
        }
        let [e] = exprs[..] else {
            return None;
        };
        self.fold(name, &[e])
    }

    pub(crate) fn eval(&self, e: &Expr) -> Result<Value, EvalError> {
        eval::eval_py_expr(e, self.src, &|n| self.resolve(n))
    }

    /// For an expression this module cannot fold that is a dotted name starting with an
    /// imported one (`ALGORITHMS.HS256` after `from jose.constants import ALGORITHMS`): the
    /// note `imported: ALGORITHMS = jose.constants:ALGORITHMS`, which `scan` follows into
    /// that module once every file is read.
    pub(crate) fn import_note(&self, e: &Expr) -> Option<String> {
        let mut head = e;
        while let Expr::Attribute(a) = head {
            head = &a.value;
        }
        let Expr::Name(n) = head else { return None };
        let from = self.imports.get(n.id.as_str())?;
        Some(format!("{IMPORTED_NOTE} {} = {from}", n.id))
    }
}

/// The start of the note [`ModuleEnv::import_note`] writes.
pub(crate) const IMPORTED_NOTE: &str = "imported:";

/// The module-level `from M import N [as L]` of `body` (also inside `try`/`if`): `L` → `M:N`.
/// A name bound twice (`try: from a import x` / `except: from b import x`) is left out.
pub(crate) fn collect_imports(body: &[Stmt]) -> HashMap<&str, String> {
    fn walk<'a>(body: &'a [Stmt], out: &mut HashMap<&'a str, Option<String>>) {
        for stmt in body {
            match stmt {
                Stmt::ImportFrom(i) => {
                    let module = format!(
                        "{}{}",
                        ".".repeat(i.level as usize),
                        i.module.as_ref().map_or("", |m| m.as_str())
                    );
                    for a in &i.names {
                        let local = a.asname.as_ref().unwrap_or(&a.name).as_str();
                        let from = format!("{module}:{}", a.name);
                        out.entry(local)
                            .and_modify(|v| *v = None)
                            .or_insert(Some(from));
                    }
                }
                Stmt::Try(t) => {
                    walk(&t.body, out);
                    for h in &t.handlers {
                        let ast::ExceptHandler::ExceptHandler(h) = h;
                        walk(&h.body, out);
                    }
                }
                Stmt::If(i) => {
                    walk(&i.body, out);
                    for c in &i.elif_else_clauses {
                        walk(&c.body, out);
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = HashMap::new();
    walk(body, &mut out);
    out.into_iter().filter_map(|(k, v)| Some((k, v?))).collect()
}

/// The module-level classes of `body`, by name (a name bound twice is left out).
pub(crate) fn collect_classes(body: &[Stmt]) -> HashMap<&str, &[Stmt]> {
    let mut out: HashMap<&str, &[Stmt]> = HashMap::new();
    let mut twice = HashSet::new();
    for stmt in body {
        if let Stmt::ClassDef(c) = stmt {
            if out.insert(c.name.id.as_str(), &c.body).is_some() {
                twice.insert(c.name.id.as_str());
            }
        }
    }
    out.retain(|k, _| !twice.contains(k));
    out
}

/// The module-level classes of `body` that are one-member enums (`class _Missing(Enum): token
/// = 0`, bases `Enum` or `enum.Enum`): sentinels.
pub(crate) fn collect_sentinels(body: &[Stmt]) -> HashSet<&str> {
    body.iter()
        .filter_map(|stmt| match stmt {
            Stmt::ClassDef(c) => Some(c),
            _ => None,
        })
        .filter(|c| {
            let enum_base = c.arguments.as_ref().is_some_and(|a| {
                a.args.iter().any(|b| match b {
                    Expr::Name(n) => n.id.as_str() == "Enum",
                    Expr::Attribute(at) => {
                        at.attr.as_str() == "Enum"
                            && matches!(&*at.value, Expr::Name(n) if n.id.as_str() == "enum")
                    }
                    _ => false,
                })
            });
            enum_base && member_names(&c.body).count() == 1
        })
        .map(|c| c.name.id.as_str())
        .collect()
}

/// The names a class body assigns (`A = 1`, `B: int = 2`): an enum's members.
fn member_names(body: &[Stmt]) -> impl Iterator<Item = &str> {
    body.iter().flat_map(|st| {
        let targets: Vec<&str> = match st {
            Stmt::Assign(a) => a
                .targets
                .iter()
                .filter_map(|t| match t {
                    Expr::Name(n) => Some(n.id.as_str()),
                    _ => None,
                })
                .collect(),
            Stmt::AnnAssign(a) if a.value.is_some() => match &*a.target {
                Expr::Name(n) => vec![n.id.as_str()],
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        targets
    })
}

pub(crate) fn collect_defs<'a>(
    body: &'a [Stmt],
    defs: &mut HashMap<&'a str, Vec<&'a Expr>>,
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
                        defs.entry(n.id.as_str()).or_default().push(&a.value);
                    }
                }
            }
            Stmt::AnnAssign(a) => {
                if let (Expr::Name(n), Some(v)) = (&*a.target, &a.value) {
                    defs.entry(n.id.as_str()).or_default().push(v);
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
