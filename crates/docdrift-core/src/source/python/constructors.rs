//! The keyword parameters a class's constructor takes when the class writes no `__init__`
//! of its own: a dataclass's (attrs', pydantic's, a `NamedTuple`'s) fields with their
//! defaults, or the `__init__` its first base class defines in the same file (click's
//! `IntRange(min=None, …, clamp=False)` is `_NumberRangeBase.__init__`'s). Docs document
//! them as `Class(field=default)`, so they are listed as `Class.__init__(field)` at the line
//! that decides the value.

#[allow(unused_imports)]
use super::*;

/// One keyword parameter of a constructor: its name, where it is decided, its default, and
/// where it comes from (for the item's note).
#[derive(Clone)]
pub(crate) struct InitParam<'a> {
    pub(crate) name: String,
    pub(crate) range: TextRange,
    pub(crate) default: &'a Expr,
    pub(crate) origin: String,
}

/// The parameters with a default of the class's own `__init__`, `None` when it has none. A
/// class that constructs in `__new__` alone (anyio's `create_memory_object_stream(
/// max_buffer_size=0)`) takes that method's.
pub(crate) fn own_init<'a>(c: &'a ast::StmtClassDef, class: &str) -> Option<Vec<InitParam<'a>>> {
    let method = |name: &str| {
        c.body.iter().find_map(|st| match st {
            Stmt::FunctionDef(f) if f.name.id.as_str() == name => Some(f),
            _ => None,
        })
    };
    let f = method("__init__").or_else(|| method("__new__"))?;
    let p = &f.parameters;
    Some(
        p.posonlyargs
            .iter()
            .chain(p.args.iter())
            .chain(p.kwonlyargs.iter())
            .filter_map(|pw| {
                Some(InitParam {
                    name: pw.parameter.name.id.to_string(),
                    range: pw.range(),
                    default: pw.default.as_deref()?,
                    origin: format!("{class}.{}", f.name.id),
                })
            })
            .collect(),
    )
}

/// Whether the class body defines a method of that name.
pub(crate) fn defines(c: &ast::StmtClassDef, name: &str) -> bool {
    c.body
        .iter()
        .any(|st| matches!(st, Stmt::FunctionDef(f) if f.name.id.as_str() == name))
}

/// The class's one base as written (`BaseClient`, `base_client.BaseClient`). With several,
/// the method resolution order may take `__init__` from a later one (filelock's
/// `AsyncSoftFileLock(SoftFileLock, BaseAsyncFileLock)`): none.
pub(crate) fn only_base_path<'a>(c: &ast::StmtClassDef, src: &'a str) -> Option<&'a str> {
    match &c.arguments.as_deref()?.args[..] {
        [e @ (Expr::Name(_) | Expr::Attribute(_))] => {
            src.get(e.range().start().into()..e.range().end().into())
        }
        _ => None,
    }
}

/// Every parameter name of the class's own `__init__`.
pub(crate) fn init_param_names(c: &ast::StmtClassDef) -> Vec<String> {
    c.body
        .iter()
        .find_map(|st| match st {
            Stmt::FunctionDef(f) if f.name.id.as_str() == "__init__" => Some(f),
            _ => None,
        })
        .map(|f| {
            let p = &f.parameters;
            (p.posonlyargs.iter().chain(&p.args).chain(&p.kwonlyargs))
                .map(|pw| pw.parameter.name.id.to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// The keywords an `__init__` taking `**kwargs` gives a default in its own body before passing
/// the rest on (django-filter's `MultipleChoiceFilter.__init__(self, *args, **kwargs)` opens with
/// `kwargs.setdefault("distinct", True)`; `self.conjoined = kwargs.pop("conjoined", False)`):
/// each with the note saying how. Only straight-line statements of the body count, the first of
/// a name winning; `kwargs.get` leaves the keyword to the base as well, so it decides nothing.
pub(crate) fn kwargs_defaults<'a>(
    c: &'a ast::StmtClassDef,
    class: &str,
) -> Vec<(InitParam<'a>, String)> {
    let Some(f) = c.body.iter().find_map(|st| match st {
        Stmt::FunctionDef(f) if f.name.id.as_str() == "__init__" => Some(f),
        _ => None,
    }) else {
        return Vec::new();
    };
    let Some(kw) = f.parameters.kwarg.as_deref().map(|k| k.name.id.as_str()) else {
        return Vec::new();
    };
    let mut out: Vec<(InitParam<'a>, String)> = Vec::new();
    for st in &f.body {
        let value = match st {
            Stmt::Expr(e) => &*e.value,
            Stmt::Assign(a) => &*a.value,
            Stmt::AnnAssign(a) => match a.value.as_deref() {
                Some(v) => v,
                None => continue,
            },
            _ => continue,
        };
        let Expr::Call(call) = value else { continue };
        let Expr::Attribute(m) = &*call.func else {
            continue;
        };
        let how = m.attr.id.as_str();
        let on_kwargs = matches!(&*m.value, Expr::Name(n) if n.id.as_str() == kw);
        let (args, keywords) = (&call.arguments.args, &call.arguments.keywords);
        if !on_kwargs || !matches!(how, "setdefault" | "pop") || args.len() != 2 {
            continue;
        }
        let (Expr::StringLiteral(s), true) = (&args[0], keywords.is_empty()) else {
            continue;
        };
        let name = s.value.to_str();
        let ident = name.starts_with(|ch: char| ch.is_alphabetic() || ch == '_')
            && name.chars().all(|ch| ch.is_alphanumeric() || ch == '_');
        if !ident || out.iter().any(|(p, _)| p.name == name) {
            continue;
        }
        out.push((
            InitParam {
                name: name.to_string(),
                range: call.range(),
                default: &args[1],
                origin: format!("{class}.__init__"),
            },
            format!("set by `{kw}.{how}` in {class}.__init__"),
        ));
    }
    out
}

/// Whether the class's own `__init__` takes `**kwargs`.
pub(crate) fn init_takes_kwargs(c: &ast::StmtClassDef) -> bool {
    c.body.iter().any(|st| {
        matches!(st, Stmt::FunctionDef(f)
            if f.name.id.as_str() == "__init__" && f.parameters.kwarg.is_some())
    })
}

/// The last segment of a decorator's or base's name (`dataclasses.dataclass(frozen=True)` →
/// `dataclass`).
fn last_name(e: &Expr) -> Option<&str> {
    match e {
        Expr::Call(c) => last_name(&c.func),
        Expr::Name(n) => Some(n.id.as_str()),
        Expr::Attribute(a) => Some(a.attr.id.as_str()),
        _ => None,
    }
}

/// Whether the class's fields are its constructor's keyword parameters: a dataclass, an
/// attrs class, a pydantic model or settings class, a typed `NamedTuple`.
pub(crate) fn fields_are_parameters(c: &ast::StmtClassDef) -> bool {
    let decorated = c.decorator_list.iter().any(|d| {
        matches!(
            last_name(&d.expression),
            Some("dataclass" | "define" | "frozen" | "mutable" | "attrs" | "s")
        )
    });
    let based = c.arguments.as_deref().is_some_and(|a| {
        a.args.iter().any(|b| {
            matches!(
                last_name(b),
                Some("BaseModel" | "BaseSettings" | "NamedTuple")
            )
        })
    });
    decorated || based
}

/// The fields with a default of a dataclass-like class body, in order: `x: int = 3`,
/// `x: int = field(default=3)`, attrs' `x = attr.ib(default=3)`, pydantic's `Field(3)`.
/// `ClassVar`s are not fields; `default_factory` builds a value no docs line states.
pub(crate) fn fields<'a>(c: &'a ast::StmtClassDef, class: &str) -> Vec<InitParam<'a>> {
    let mut out = Vec::new();
    for st in &c.body {
        let (target, value, annotated) = match st {
            Stmt::AnnAssign(a) => match &a.value {
                Some(v) if !is_class_var(&a.annotation) => (&*a.target, &**v, true),
                _ => continue,
            },
            Stmt::Assign(a) if a.targets.len() == 1 => (&a.targets[0], &*a.value, false),
            _ => continue,
        };
        let Expr::Name(n) = target else { continue };
        let default = match value {
            Expr::Call(call) if is_field_call(call) => match field_default(call) {
                Some(d) => d,
                None => continue,
            },
            // A plain assignment without an annotation is a class attribute, not a field
            // (attrs needs `attr.ib()`, dataclasses an annotation).
            _ if !annotated => continue,
            v => v,
        };
        out.push(InitParam {
            name: n.id.to_string(),
            range: st.range(),
            default,
            origin: format!("a field of {class}"),
        });
    }
    out
}

fn is_class_var(annotation: &Expr) -> bool {
    let head = match annotation {
        Expr::Subscript(s) => &*s.value,
        e => e,
    };
    matches!(last_name(head), Some("ClassVar"))
}

fn is_field_call(call: &ast::ExprCall) -> bool {
    matches!(
        last_name(&call.func),
        Some("field" | "Field" | "ib" | "attrib")
    )
}

/// `field(default=3)` → `3`; pydantic's `Field(3)` → `3` (`Field(...)` is required, no default).
fn field_default(call: &ast::ExprCall) -> Option<&Expr> {
    if let Some(k) = call
        .arguments
        .keywords
        .iter()
        .find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == "default"))
    {
        return Some(&k.value);
    }
    match (last_name(&call.func), call.arguments.args.first()) {
        (Some("Field"), Some(first)) if !matches!(first, Expr::EllipsisLiteral(_)) => Some(first),
        _ => None,
    }
}

/// The name of the class's first base, when it is a plain name (`class IntRange(_NumberRangeBase,
/// IntParamType)` → `_NumberRangeBase`): Python's method resolution looks there first.
pub(crate) fn first_base(c: &ast::StmtClassDef) -> Option<&str> {
    match c.arguments.as_deref()?.args.first()? {
        Expr::Name(n) => Some(n.id.as_str()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::core::value::Value;
    use crate::source::Kind;
    use std::path::Path;

    fn get(src: &str, name: &str) -> Option<(usize, Option<Value>, Vec<String>)> {
        let l = super::super::list(Path::new("m.py"), src);
        let found: Vec<_> = l.items.iter().filter(|i| i.name == name).collect();
        assert!(found.len() <= 1, "{name} listed {} times", found.len());
        found.first().map(|i| {
            assert_eq!(i.kind, Kind::DefaultArg);
            (i.line, i.value.clone(), i.warnings.clone())
        })
    }

    #[test]
    fn dataclass_fields_are_constructor_parameters() {
        let src = "from dataclasses import dataclass, field\nfrom typing import ClassVar\n\n\
                   @dataclass(frozen=True)\nclass Formatter:\n    color: str = 'truecolor'\n    \
                   max_frames: int = 100\n    width: int = field(default=80)\n    \
                   tags: list = field(default_factory=list)\n    registry: ClassVar[int] = 3\n    \
                   name: str\n\n    def render(self, x=1):\n        pass\n";
        assert_eq!(
            get(src, "Formatter.__init__(max_frames)").map(|g| (g.0, g.1)),
            Some((7, Some(Value::Int(100))))
        );
        let w = get(src, "Formatter.__init__(width)").unwrap();
        assert_eq!((w.0, w.1), (8, Some(Value::Int(80))));
        assert!(
            w.2.iter().any(|n| n.contains("a field of Formatter")),
            "{:?}",
            w.2
        );
        assert_eq!(get(src, "Formatter.__init__(tags)"), None);
        assert_eq!(get(src, "Formatter.__init__(registry)"), None);
        assert_eq!(get(src, "Formatter.__init__(name)"), None);
    }

    #[test]
    fn attrs_pydantic_and_named_tuples() {
        let src = "import attr\nfrom pydantic import BaseModel, Field\nfrom typing import NamedTuple\n\n\
                   @attr.s\nclass A:\n    retries = attr.ib(default=3)\n    plain = 4\n\n\
                   class M(BaseModel):\n    port: int = Field(8080, ge=1)\n    host: str = Field(...)\n\n\
                   class P(NamedTuple):\n    x: int = 0\n\n\
                   class Plain:\n    limit: int = 5\n";
        assert_eq!(
            get(src, "A.__init__(retries)").map(|g| g.1),
            Some(Some(Value::Int(3)))
        );
        assert_eq!(get(src, "A.__init__(plain)"), None);
        assert_eq!(
            get(src, "M.__init__(port)").map(|g| g.1),
            Some(Some(Value::Int(8080)))
        );
        assert_eq!(get(src, "M.__init__(host)"), None);
        assert_eq!(
            get(src, "P.__init__(x)").map(|g| g.1),
            Some(Some(Value::Int(0)))
        );
        // An ordinary class's annotated attribute is no constructor parameter.
        assert_eq!(get(src, "Plain.__init__(limit)"), None);
    }

    #[test]
    fn a_subclass_lists_the_public_methods_it_inherits() {
        let src = "class HTTPAuth:\n    def login_required(self, f=None, optional=None):\n        pass\n\n\
                   \x20   def _private(self, x=1):\n        pass\n\n\
                   class Basic(HTTPAuth):\n    pass\n\n\
                   class Multi(HTTPAuth):\n    def login_required(self, f=None, optional=True):\n        pass\n\n\
                   class Deeper(Basic):\n    pass\n";
        let b = get(src, "Basic.login_required(optional)").unwrap();
        assert_eq!((b.0, b.1.clone()), (2, Some(Value::None)));
        assert!(
            b.2.iter()
                .any(|n| n == "inherited from HTTPAuth.login_required"),
            "{:?}",
            b.2
        );
        // Its own method is its own; what the base inherits, its subclass does too.
        assert_eq!(
            get(src, "Multi.login_required(optional)").unwrap().1,
            Some(Value::Bool(true))
        );
        assert_eq!(get(src, "Deeper.login_required(optional)").unwrap().0, 2);
        assert!(get(src, "Basic._private(x)").is_none());
    }

    #[test]
    fn an_init_passing_kwargs_on_decides_the_defaults_it_sets_in_its_body() {
        let src = "class Filter:\n    def __init__(self, name=None, *, distinct=False, exclude=False, **kwargs):\n        pass\n\n\
                   class Multiple(Filter):\n    def __init__(self, *args, **kw):\n        kw.setdefault('distinct', True)\n        \
                   self.conjoined = kw.pop('conjoined', False)\n        self.null = kw.get('exclude', True)\n        \
                   kw.setdefault('distinct', 3)\n        if x:\n            kw.setdefault('name', 'n')\n        \
                   super().__init__(*args, **kw)\n\n\
                   class Deeper(Multiple):\n    pass\n";
        let d = get(src, "Multiple.__init__(distinct)").unwrap();
        assert_eq!((d.0, d.1.clone()), (7, Some(Value::Bool(true))));
        assert!(
            d.2.iter()
                .any(|n| n.contains("set by `kw.setdefault` in Multiple.__init__")),
            "{:?}",
            d.2
        );
        assert_eq!(
            get(src, "Multiple.__init__(conjoined)").map(|g| (g.0, g.1)),
            Some((8, Some(Value::Bool(false))))
        );
        // `get` leaves the keyword to the base; a branch's setdefault is not the default.
        assert_eq!(get(src, "Multiple.__init__(exclude)").unwrap().0, 2);
        assert_eq!(get(src, "Multiple.__init__(name)").unwrap().0, 2);
        // A subclass inherits the default its base sets.
        assert_eq!(
            get(src, "Deeper.__init__(distinct)").map(|g| (g.0, g.1)),
            Some((7, Some(Value::Bool(true))))
        );
    }

    #[test]
    fn a_class_without_init_takes_its_first_bases() {
        let src = "class Base:\n    def __init__(self, min=None, clamp=False):\n        pass\n\n\
                   class Other:\n    def __init__(self, other=1):\n        pass\n\n\
                   class IntRange(Base, Other):\n    name = 'int'\n\n\
                   class Narrow(IntRange):\n    pass\n\n\
                   class Own(Base):\n    def __init__(self, clamp=True):\n        pass\n\n\
                   class Foreign(imported.Thing, Base):\n    pass\n";
        let c = get(src, "IntRange.__init__(clamp)").unwrap();
        assert_eq!((c.0, c.1.clone()), (2, Some(Value::Bool(false))));
        assert!(
            c.2.iter()
                .any(|n| n.contains("inherited from Base.__init__")),
            "{:?}",
            c.2
        );
        assert_eq!(get(src, "IntRange.__init__(other)"), None);
        // Two levels down, still Base's line.
        assert_eq!(get(src, "Narrow.__init__(min)").map(|g| g.0), Some(2));
        // A class's own __init__ wins; a first base from elsewhere is not guessed past.
        assert_eq!(
            get(src, "Own.__init__(clamp)").map(|g| g.1),
            Some(Some(Value::Bool(true)))
        );
        assert_eq!(get(src, "Foreign.__init__(clamp)"), None);
    }
}
