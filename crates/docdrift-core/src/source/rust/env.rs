//! The evaluation environment: folds a constant's expression using the other
//! definitions it names (variants, wide literals, builtins).

#[allow(unused_imports)]
use super::*;

/// One value a definition folds to, with the conditions it needs beyond the definition's own.
#[derive(Clone)]
pub(crate) struct Variant {
    pub(crate) value: Value,
    pub(crate) cfg: Vec<String>,
    /// How a name was reached: `crate::sys::io::DEFAULT_BUF_SIZE (std/sys/io/mod.rs:72)`.
    pub(crate) via: Vec<String>,
}

/// Folds values with the consts of the files read as the environment, resolving a path the
/// way rustc would from the defining module (`Self::`, `super::`, `crate::`, `use` imports
/// and re-exports, globs), then outward.
pub(crate) struct Env<'a, 'd> {
    pub(crate) defs: &'d [Def<'a>],
    pub(crate) by_name: HashMap<&'d str, Vec<usize>>,
    pub(crate) uses: &'d HashMap<String, Vec<UseEntry>>,
    pub(crate) modules: &'d HashSet<String>,
    pub(crate) files: &'d [FileParse],
    /// Modules a path needed that are not read yet (the caller reads them and folds again).
    pub(crate) missing: RefCell<HashSet<String>>,
    pub(crate) cache: RefCell<HashMap<String, Vec<Variant>>>,
    pub(crate) busy: RefCell<HashSet<String>>,
    /// A name whose variants differ, met while folding; the fold is redone per variant.
    pub(crate) split: RefCell<Option<(String, Vec<Variant>)>>,
    pub(crate) pinned: RefCell<HashMap<String, Variant>>,
    pub(crate) lookups: RefCell<HashMap<String, Vec<Found>>>,
    pub(crate) looking: RefCell<HashSet<String>>,
}

/// A definition a path names: its index, the cfgs of the `use` entries crossed, the way.
pub(crate) type Found = (usize, Vec<String>, Vec<String>);

impl<'a, 'd> Env<'a, 'd> {
    pub(crate) fn new(
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
    pub(crate) fn lookup(&self, abs: &str, depth: usize) -> Vec<Found> {
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

    pub(crate) fn lookup_uncached(&self, abs: &str, depth: usize) -> Vec<Found> {
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
    pub(crate) fn through_use(
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
    pub(crate) fn candidates(path: &str, module: &str, self_ty: Option<&str>) -> Vec<String> {
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

    pub(crate) fn resolve_variants(
        &self,
        path: &str,
        module: &str,
        self_ty: Option<&str>,
    ) -> Vec<Variant> {
        for cand in Self::candidates(path, module, self_ty) {
            let v = self.value_of(&cand);
            if !v.is_empty() {
                return v;
            }
        }
        Vec::new()
    }

    /// One value for `path`, or none; when its variants differ, remember it for a split.
    pub(crate) fn resolve(&self, path: &str, module: &str, self_ty: Option<&str>) -> Option<Value> {
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
    pub(crate) fn value_of(&self, name: &str) -> Vec<Variant> {
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
    pub(crate) fn fold(&self, d: &Def) -> Result<Vec<Variant>, EvalError> {
        if let Some(v) = wide_literal(d.expr) {
            return Ok(vec![Variant {
                value: v,
                cfg: Vec::new(),
                via: Vec::new(),
            }]);
        }
        self.fold_pinned(d, 0)
    }

    pub(crate) fn fold_pinned(&self, d: &Def, depth: usize) -> Result<Vec<Variant>, EvalError> {
        let saved = self.split.borrow_mut().take();
        let r = eval::eval_rust_code(d.expr, &|p| {
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
pub(crate) fn own_conds(d: &Def, via: &[String], files: &[FileParse]) -> Vec<String> {
    let skip = if via.is_empty() {
        0
    } else {
        files[d.file].decl_cfg
    };
    d.cfg.iter().skip(skip).cloned().collect()
}

/// The limits that need more than an `i128` (`u128::MAX`) and literals past `i128::MAX`,
/// exactly; the evaluator knows the rest.
pub(crate) fn wide_builtin(path: &str) -> Option<Value> {
    match path {
        "u128::MAX" => Some(Value::from_u128(u128::MAX)),
        "i128::MIN" => Some(Value::Int(i128::MIN)),
        _ => None,
    }
}

/// An integer literal too large for the evaluator's `i128` (`340_282_…_455u128`), exactly.
pub(crate) fn wide_literal(e: &Expr) -> Option<Value> {
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

pub(crate) fn issue(file: &Path, e: &syn::Error) -> ParseIssue {
    ParseIssue {
        file: file.to_path_buf(),
        line: e.span().start().line.max(1),
        message: e.to_string(),
    }
}
