//! Structural facts about Python and Rust source: where a name, attribute or field is
//! assigned, and which function calls which. The parsers are ruff's (Python) and syn (Rust);
//! nothing here reads code with a regex.
//!
//! Resolution is syntactic and says so. A call is matched by the name it is spelled with
//! (`load_from_disk()`, `self.load_from_disk()`, `Store::load()`); a call whose target the
//! syntax does not name — through a local variable, `getattr(...)`, a subscript, the result
//! of another call, a macro body that does not parse — is kept as [`Callee::Unresolved`] so
//! a query can say "N calls not resolved" instead of silently missing them.
//!
//! Every fact carries its enclosing scope, named as the language's own tools name it:
//! `Class.method`, `outer.<locals>.inner`, `f.<locals>.<lambda>` (Python qualnames);
//! `Type::method`, `outer::inner`, `f::{closure}` (Rust paths).

use std::path::{Path, PathBuf};

mod python;
mod rust;
pub mod sites;

/// The scope of module-level code (Python) or of items outside any function (Rust).
pub const MODULE_SCOPE: &str = "<module>";

/// How a place got its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AssignKind {
    /// `x = …`, `self.x = …`, Rust `x = …`.
    Assign,
    /// `x += …` and the other operator assignments.
    Augmented,
    /// `x: int = …` (Python annotated assignment).
    Annotated,
    /// `(x := …)`.
    Walrus,
    /// Rust `let x = …`.
    Let,
    /// Rust `Type { x: … }` (a struct literal initialising field `x`).
    FieldInit,
    /// Rust `const X` / `static X`.
    Item,
}

/// One place a value is written.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Assignment {
    /// Relative to the root the query walked (`/` separators).
    pub file: String,
    /// 1-based line of the assignment.
    pub line: usize,
    /// Enclosing function (or class body, or [`MODULE_SCOPE`]).
    pub scope: String,
    /// The target as written: `x`, `self._x`, `obj.cfg.x`, `Config.x` (struct literal).
    pub target: String,
    /// How the value is written (plain, augmented, annotated, walrus, `let`, field init, item).
    pub kind: AssignKind,
    /// The source line, trimmed.
    pub text: String,
    /// The class (Python) or impl type (Rust) around the scope, if any: what `self` is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
}

/// What a call names.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "how", rename_all = "kebab-case")]
pub enum Callee {
    /// `f(…)`, `mod.f(…)`, Rust `f(…)` / `a::b::f(…)`: the path as written.
    Path {
        /// The callee's name or path as written (`load`, Rust `Store::load`).
        path: String,
    },
    /// `recv.m(…)`: the receiver as written (`self`, `self.store`, `client`).
    Method {
        /// The receiver expression as written.
        receiver: String,
        /// The method's name.
        name: String,
    },
    /// A call the syntax does not name; `why` says what it goes through.
    Unresolved {
        /// The called expression as written (`handlers[kind]`, `getattr(obj, name)`), spaces
        /// squeezed.
        expr: String,
        /// Why it cannot be named, as a phrase: "`f` is a parameter or local variable", "calls
        /// an item of a container", ….
        why: String,
    },
}

impl Callee {
    /// The called name (`f`, `m`), `None` when unresolved.
    pub fn name(&self) -> Option<&str> {
        match self {
            Callee::Path { path } => Some(last_segment(path)),
            Callee::Method { name, .. } => Some(name),
            Callee::Unresolved { .. } => None,
        }
    }

    /// The call as a reader would write it (`self.load_from_disk`, `Store::load`).
    pub fn shown(&self) -> String {
        match self {
            Callee::Path { path } => path.clone(),
            Callee::Method { receiver, name } => format!("{receiver}.{name}"),
            Callee::Unresolved { expr, .. } => expr.clone(),
        }
    }
}

/// One call site.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Call {
    /// Relative to the root the query walked (`/` separators).
    pub file: String,
    /// 1-based line of the call.
    pub line: usize,
    /// The calling function.
    pub scope: String,
    /// What is called: a path, a method on a receiver, or an expression that cannot be named.
    pub callee: Callee,
    /// The source line, trimmed.
    pub text: String,
}

/// Everything structural in a set of files, plus what could not be read.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct Facts {
    /// Every assignment found, file by file in source order.
    pub assignments: Vec<Assignment>,
    /// Every call found, file by file in source order.
    pub calls: Vec<Call>,
    /// `file: message` for files that could not be read or parsed completely.
    pub problems: Vec<String>,
    /// How many Python and Rust files were read.
    pub files: usize,
}

/// The rows the language modules' tests compare against hand-made lists.
#[cfg(test)]
impl Facts {
    /// (line, scope, target) per assignment.
    pub(crate) fn assignment_rows(&self) -> Vec<(usize, &str, &str)> {
        self.assignments
            .iter()
            .map(|a| (a.line, a.scope.as_str(), a.target.as_str()))
            .collect()
    }

    /// (line, scope, callee as shown, resolved) per call.
    pub(crate) fn call_rows(&self) -> Vec<(usize, &str, String, bool)> {
        self.calls
            .iter()
            .map(|c| {
                (
                    c.line,
                    c.scope.as_str(),
                    c.callee.shown(),
                    c.callee.name().is_some(),
                )
            })
            .collect()
    }
}

/// Facts of one source text. `file` is the relative name facts carry; the language comes
/// from its extension (`.py`/`.pyi`, `.rs`); other files give nothing.
pub fn of_text(file: &str, text: &str) -> Facts {
    let mut facts = Facts {
        files: 1,
        ..Facts::default()
    };
    match Path::new(file).extension().and_then(|e| e.to_str()) {
        Some("py" | "pyi" | "pyw") => python::collect(file, text, &mut facts),
        Some("rs") => rust::collect(file, text, &mut facts),
        _ => facts.files = 0,
    }
    facts
}

/// Facts of `path` under `root`: one file, or every Python/Rust file below a directory,
/// skipping what `docdrift scan` skips (VCS, build output, dependencies, tests).
/// An unreadable root is an error; an unreadable file below it is a problem in the facts.
pub fn collect(root: &Path, path: &Path) -> Result<Facts, String> {
    let start = root.join(path);
    let meta = std::fs::metadata(&start).map_err(|e| format!("{}: {e}", start.display()))?;
    let files: Vec<PathBuf> = if meta.is_file() {
        vec![start.clone()]
    } else {
        crate::scan::files::source_files(&start)
            .into_iter()
            .map(|rel| start.join(rel))
            .collect()
    };
    let mut facts = Facts::default();
    for abs in files {
        let rel = abs
            .strip_prefix(root)
            .unwrap_or(&abs)
            .to_string_lossy()
            .replace('\\', "/");
        if !matches!(
            crate::source::Lang::of(&abs),
            Some(crate::source::Lang::Python | crate::source::Lang::Rust)
        ) {
            if meta.is_file() {
                return Err(format!("{rel}: not a Python or Rust file (.py, .pyi, .rs)"));
            }
            continue;
        }
        match crate::source::read_text(&abs) {
            Ok(text) => {
                let f = of_text(&rel, &text);
                facts.files += f.files;
                facts.assignments.extend(f.assignments);
                facts.calls.extend(f.calls);
                facts.problems.extend(f.problems);
            }
            Err(e) if meta.is_file() => return Err(format!("{rel}: {e}")),
            Err(e) => facts.problems.push(format!("{rel}: {e}")),
        }
    }
    Ok(facts)
}

/// `a.b.c` / `a::b::c` → `c`.
pub fn last_segment(path: &str) -> &str {
    let dot = path.rfind('.').map(|i| i + 1).unwrap_or(0);
    let colons = path.rfind("::").map(|i| i + 2).unwrap_or(0);
    &path[dot.max(colons)..]
}

/// Split `A.b`, `A::b` into qualifier and last segment.
fn split_qualified(name: &str) -> (Option<&str>, &str) {
    let last = last_segment(name);
    if last.len() == name.len() {
        return (None, name);
    }
    let q = &name[..name.len() - last.len()];
    let q = q.trim_end_matches('.').trim_end_matches("::");
    (Some(q), last)
}

/// Whether scope `scope` is the function a user named `want`: the whole qualname, or its
/// tail after `.`/`::` (`load_from_disk` names `MemoryStore.load_from_disk`).
pub fn scope_matches(scope: &str, want: &str) -> bool {
    scope == want
        || scope
            .strip_suffix(want)
            .is_some_and(|head| head.ends_with('.') || head.ends_with("::"))
}

/// How an assignment relates to a queried name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssignMatch {
    /// The name, or the attribute/field of the named owner.
    Yes,
    /// The same attribute or field name on a receiver whose type the syntax does not tell
    /// (`other._x = …` when `Store._x` was asked): shown, not counted.
    Unresolved,
    /// Neither: a different name or owner.
    No,
}

/// Match an assignment against `want`: `x` (any place named `x`), `self.x`, or `Owner.x`
/// (`self.x` inside Owner's methods, `Owner.x = …`, `x = …` in Owner's class body, and Rust
/// `Owner { x: … }`).
pub fn assignment_matches(a: &Assignment, want: &str) -> AssignMatch {
    let (qual, name) = split_qualified(want);
    let (tq, tname) = split_qualified(&a.target);
    if tname != name {
        return AssignMatch::No;
    }
    let Some(qual) = qual else {
        return AssignMatch::Yes;
    };
    let owner_is = |q: &str| {
        a.owner.as_deref().is_some_and(|o| {
            o == q || o.ends_with(&format!(".{q}")) || o.ends_with(&format!("::{q}"))
        })
    };
    match tq {
        // `x = …` directly in the class body of `qual`.
        None => {
            if a.scope == qual || a.scope.ends_with(&format!(".{qual}")) {
                AssignMatch::Yes
            } else {
                AssignMatch::No
            }
        }
        Some(t) if t == qual => AssignMatch::Yes,
        Some("self" | "cls" | "Self") if qual == "self" || owner_is(qual) => AssignMatch::Yes,
        // `self` of another class is known not to be `qual`.
        Some("self" | "cls" | "Self") => AssignMatch::No,
        Some(_) if qual == "self" => AssignMatch::No,
        Some(_) => AssignMatch::Unresolved,
    }
}

/// Whether a call's callee is what a user named `want`: a bare name matches the called name
/// however it is reached (`f()`, `self.f()`, `mod::f()`); a qualified one (`self.f`,
/// `Store::load`) must match the end of the callee as written.
pub fn callee_matches(c: &Callee, want: &str) -> bool {
    let Some(name) = c.name() else {
        return false;
    };
    let (qual, wname) = split_qualified(want);
    if name != wname {
        return false;
    }
    match qual {
        None => true,
        Some(q) => {
            let shown = c.shown();
            let head = &shown[..shown.len() - name.len()];
            let head = head.trim_end_matches('.').trim_end_matches("::");
            head == q || head.ends_with(&format!(".{q}")) || head.ends_with(&format!("::{q}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_split_and_match() {
        assert_eq!(last_segment("a.b.c"), "c");
        assert_eq!(last_segment("a::b::c"), "c");
        assert_eq!(split_qualified("Store._x"), (Some("Store"), "_x"));
        assert!(scope_matches(
            "MemoryStore.load_from_disk",
            "load_from_disk"
        ));
        assert!(!scope_matches(
            "MemoryStore.xload_from_disk",
            "load_from_disk"
        ));
        assert!(scope_matches("Config::new::{closure}", "new::{closure}"));
        let m = Callee::Method {
            receiver: "self".into(),
            name: "load".into(),
        };
        assert!(callee_matches(&m, "load"));
        assert!(callee_matches(&m, "self.load"));
        assert!(!callee_matches(&m, "other.load"));
        let p = Callee::Path {
            path: "Store::load".into(),
        };
        assert!(callee_matches(&p, "Store::load"));
        assert!(!callee_matches(&p, "Other::load"));
    }
}
