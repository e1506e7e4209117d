//! Python structure with ruff's parser: assignment targets and call sites, each with the
//! qualname of its enclosing scope (`Class.method`, `outer.<locals>.inner`,
//! `f.<locals>.<lambda>`). A syntax error is a problem in the facts; the rest of the file is
//! still read (ruff's parser is error-tolerant).

use super::{AssignKind, Assignment, Call, Callee, Facts, MODULE_SCOPE};
use crate::source::Lines;
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ExprContext, Stmt};
use ruff_python_parser::parse_unchecked_source;
use ruff_text_size::Ranged;
use std::collections::HashSet;

pub(super) fn collect(file: &str, text: &str, facts: &mut Facts) {
    let parsed = parse_unchecked_source(text, ast::PySourceType::Python);
    let lines = Lines::new(text);
    for e in parsed.errors() {
        facts.problems.push(format!(
            "{file}:{}: syntax error: {}",
            lines.line(usize::from(e.location.start())),
            e.error
        ));
    }
    let mut w = Walker {
        file,
        src: text,
        lines,
        scopes: Vec::new(),
        facts,
    };
    for stmt in &parsed.syntax().body {
        w.visit_stmt(stmt);
    }
}

enum ScopeKind {
    Class,
    Function {
        /// Parameters and names bound in the body: a call through one is not resolvable.
        locals: HashSet<String>,
    },
}

struct Scope {
    qualname: String,
    kind: ScopeKind,
}

struct Walker<'a, 'f> {
    file: &'a str,
    src: &'a str,
    lines: Lines,
    scopes: Vec<Scope>,
    facts: &'f mut Facts,
}

impl Walker<'_, '_> {
    fn scope(&self) -> String {
        self.scopes
            .last()
            .map(|s| s.qualname.clone())
            .unwrap_or_else(|| MODULE_SCOPE.to_string())
    }

    /// The qualname a new scope called `name` gets here (Python's `__qualname__` rule).
    fn child(&self, name: &str) -> String {
        match self.scopes.last() {
            None => name.to_string(),
            Some(Scope {
                qualname,
                kind: ScopeKind::Class,
            }) => format!("{qualname}.{name}"),
            Some(s) => format!("{}.<locals>.{name}", s.qualname),
        }
    }

    /// The innermost class: what `self` means in the current scope.
    fn owner(&self) -> Option<String> {
        self.scopes
            .iter()
            .rev()
            .find(|s| matches!(s.kind, ScopeKind::Class))
            .map(|s| s.qualname.clone())
    }

    fn line_of(&self, node: &impl Ranged) -> usize {
        self.lines.line(usize::from(node.range().start()))
    }

    fn text_of(&self, node: &impl Ranged) -> &str {
        &self.src[node.range()]
    }

    fn line_text(&self, line: usize) -> String {
        self.src
            .lines()
            .nth(line.saturating_sub(1))
            .unwrap_or("")
            .trim()
            .to_string()
    }

    fn assign(&mut self, target: &Expr, kind: AssignKind) {
        match target {
            Expr::Tuple(t) => t.elts.iter().for_each(|e| self.assign(e, kind)),
            Expr::List(l) => l.elts.iter().for_each(|e| self.assign(e, kind)),
            Expr::Starred(s) => self.assign(&s.value, kind),
            Expr::Name(_) | Expr::Attribute(_) => {
                let line = self.line_of(target);
                let a = Assignment {
                    file: self.file.to_string(),
                    line,
                    scope: self.scope(),
                    target: squeeze(self.text_of(target)),
                    kind,
                    text: self.line_text(line),
                    owner: self.owner(),
                };
                self.facts.assignments.push(a);
            }
            // `d["k"] = v` writes an item, not a name or attribute.
            _ => {}
        }
    }

    fn callee(&self, func: &Expr) -> Callee {
        // A name bound in this function or an enclosing one (a closure variable) is a
        // variable, whatever it holds; class bodies are not enclosing scopes for lookup.
        let bound = |id: &str| {
            self.scopes.iter().any(|s| match &s.kind {
                ScopeKind::Function { locals } => locals.contains(id),
                ScopeKind::Class => false,
            })
        };
        match func {
            Expr::Name(n) => {
                let id = n.id.as_str();
                if bound(id) {
                    Callee::Unresolved {
                        expr: id.to_string(),
                        why: format!("`{id}` is a parameter or local variable"),
                    }
                } else {
                    Callee::Path {
                        path: id.to_string(),
                    }
                }
            }
            Expr::Attribute(a) => Callee::Method {
                receiver: squeeze(self.text_of(&*a.value)),
                name: a.attr.to_string(),
            },
            other => {
                let why = match other {
                    Expr::Call(c) => match &*c.func {
                        Expr::Name(n) if n.id.as_str() == "getattr" => {
                            "the attribute is looked up by getattr(...)".to_string()
                        }
                        _ => "calls the result of another call".to_string(),
                    },
                    Expr::Subscript(_) => "calls an item of a container".to_string(),
                    Expr::Lambda(_) => "calls a lambda in place".to_string(),
                    _ => "the called expression is not a name".to_string(),
                };
                Callee::Unresolved {
                    expr: squeeze(self.text_of(other)),
                    why,
                }
            }
        }
    }
}

/// One line, at most 120 chars: evidence shows a target or receiver, not a whole block.
fn squeeze(s: &str) -> String {
    let one: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if one.chars().count() > 120 {
        format!("{}…", one.chars().take(119).collect::<String>())
    } else {
        one
    }
}

/// Names a function binds: its parameters and every name stored in its own body (not in
/// nested functions, classes or lambdas, which have their own scopes).
fn function_locals(params: &ast::Parameters, body: &[Stmt]) -> HashSet<String> {
    struct Stores(HashSet<String>);
    impl<'a> Visitor<'a> for Stores {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            match stmt {
                Stmt::FunctionDef(_) | Stmt::ClassDef(_) => {}
                _ => visitor::walk_stmt(self, stmt),
            }
        }
        fn visit_expr(&mut self, expr: &'a Expr) {
            match expr {
                Expr::Lambda(_) => {}
                Expr::Name(n) if matches!(n.ctx, ExprContext::Store) => {
                    self.0.insert(n.id.to_string());
                }
                _ => visitor::walk_expr(self, expr),
            }
        }
    }
    let mut s = Stores(params.iter().map(|p| p.name().to_string()).collect());
    for stmt in body {
        s.visit_stmt(stmt);
    }
    s.0
}

impl<'a> Visitor<'a> for Walker<'_, '_> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::FunctionDef(f) => {
                // Decorators, defaults and annotations run in the enclosing scope.
                for d in &f.decorator_list {
                    self.visit_decorator(d);
                }
                self.visit_parameters(&f.parameters);
                if let Some(r) = &f.returns {
                    self.visit_annotation(r);
                }
                let qualname = self.child(f.name.as_str());
                self.scopes.push(Scope {
                    qualname,
                    kind: ScopeKind::Function {
                        locals: function_locals(&f.parameters, &f.body),
                    },
                });
                self.visit_body(&f.body);
                self.scopes.pop();
            }
            Stmt::ClassDef(c) => {
                for d in &c.decorator_list {
                    self.visit_decorator(d);
                }
                if let Some(args) = &c.arguments {
                    self.visit_arguments(args);
                }
                let qualname = self.child(c.name.as_str());
                self.scopes.push(Scope {
                    qualname,
                    kind: ScopeKind::Class,
                });
                self.visit_body(&c.body);
                self.scopes.pop();
            }
            Stmt::Assign(a) => {
                for t in &a.targets {
                    self.assign(t, AssignKind::Assign);
                }
                visitor::walk_stmt(self, stmt);
            }
            Stmt::AugAssign(a) => {
                self.assign(&a.target, AssignKind::Augmented);
                visitor::walk_stmt(self, stmt);
            }
            // `x: int` alone declares; only `x: int = …` assigns.
            Stmt::AnnAssign(a) => {
                if a.value.is_some() {
                    self.assign(&a.target, AssignKind::Annotated);
                }
                visitor::walk_stmt(self, stmt);
            }
            Stmt::For(f) => {
                self.assign(&f.target, AssignKind::Assign);
                visitor::walk_stmt(self, stmt);
            }
            Stmt::With(w) => {
                for item in &w.items {
                    if let Some(v) = &item.optional_vars {
                        self.assign(v, AssignKind::Assign);
                    }
                }
                visitor::walk_stmt(self, stmt);
            }
            _ => visitor::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::Call(c) => {
                let line = self.line_of(expr);
                let call = Call {
                    file: self.file.to_string(),
                    line,
                    scope: self.scope(),
                    callee: self.callee(&c.func),
                    text: self.line_text(line),
                };
                self.facts.calls.push(call);
                visitor::walk_expr(self, expr);
            }
            Expr::Named(n) => {
                self.assign(&n.target, AssignKind::Walrus);
                visitor::walk_expr(self, expr);
            }
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.visit_parameters(p);
                }
                let qualname = self.child("<lambda>");
                let locals = l
                    .parameters
                    .as_ref()
                    .map(|p| p.iter().map(|p| p.name().to_string()).collect())
                    .unwrap_or_default();
                self.scopes.push(Scope {
                    qualname,
                    kind: ScopeKind::Function { locals },
                });
                self.visit_expr(&l.body);
                self.scopes.pop();
            }
            _ => visitor::walk_expr(self, expr),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::of_text;

    #[test]
    fn scopes_assignments_and_calls() {
        let src = "\
class Store:
    limit: int = 3
    def load(self):
        self._snap = build()
        self.count += 1
        def inner(x):
            return x()
        f = getattr(self, 'go')
        f()
        getattr(self, 'go')()
        return [lambda y: helper(y)]
";
        let facts = of_text("pkg/store.py", src);
        let a = facts.assignment_rows();
        assert_eq!(
            a,
            vec![
                (2, "Store", "limit"),
                (4, "Store.load", "self._snap"),
                (5, "Store.load", "self.count"),
                (8, "Store.load", "f"),
            ]
        );
        let c = facts.call_rows();
        assert_eq!(
            c,
            vec![
                (4, "Store.load", "build".into(), true),
                (7, "Store.load.<locals>.inner", "x".into(), false),
                (8, "Store.load", "getattr".into(), true),
                (9, "Store.load", "f".into(), false),
                (10, "Store.load", "getattr(self, 'go')".into(), false),
                (10, "Store.load", "getattr".into(), true),
                (11, "Store.load.<locals>.<lambda>", "helper".into(), true),
            ]
        );
    }
}
