//! A `setup.py`'s `setup(python_requires=">=3.9")`: the Python version a project that has no
//! `pyproject.toml` `requires-python` requires (django-environ, WebTest and many older
//! projects). Read from the parsed module, never by matching text: the call at module level
//! or under `if __name__ == "__main__":`, `setup(…)` or `setuptools.setup(…)`, its keyword a
//! string literal (or a module constant naming one).

use super::*;

/// The required-version item a `setup.py` module states, if it states one.
pub(super) fn required_python(w: &Walker<'_>, body: &[Stmt]) -> Option<Extracted> {
    body.iter().find_map(|s| match s {
        Stmt::Expr(e) => from_call(w, &e.value),
        Stmt::If(i) => required_python(w, &i.body),
        _ => None,
    })
}

fn from_call(w: &Walker<'_>, e: &Expr) -> Option<Extracted> {
    let Expr::Call(call) = e else { return None };
    let named_setup = match call.func.as_ref() {
        Expr::Name(n) => n.id.as_str() == "setup",
        Expr::Attribute(a) => a.attr.as_str() == "setup",
        _ => false,
    };
    if !named_setup {
        return None;
    }
    let kw = call.arguments.keywords.iter().find(|k| {
        k.arg
            .as_ref()
            .is_some_and(|a| a.as_str() == "python_requires")
    })?;
    let spec = match &kw.value {
        Expr::StringLiteral(s) => s.value.to_str().to_string(),
        // `python_requires=PYTHON_REQUIRES` naming a module constant.
        other => match w.env.eval(other) {
            Ok(Value::Str(s)) => s,
            _ => return None,
        },
    };
    let line = w.lines.line(usize::from(kw.range().start()));
    let end_line = w.lines.line(usize::from(kw.range().end()));
    let expr = w.src[kw.range()].to_string();
    crate::source::config::required_python(w.file, line, end_line, &spec, expr)
}

#[cfg(test)]
mod tests {
    use super::super::list;
    use crate::core::value::Value;
    use crate::source::Kind;
    use std::path::Path;

    fn required(src: &str) -> Vec<(usize, Option<Value>)> {
        list(Path::new("setup.py"), src)
            .items
            .into_iter()
            .filter(|i| i.kind == Kind::RequiredVersion)
            .map(|i| (i.line, i.value))
            .collect()
    }

    #[test]
    fn setup_states_the_python_it_requires() {
        let src = "from setuptools import setup\n\nsetup(\n    name='x',\n    python_requires='>=3.9,<4',\n)\n";
        assert_eq!(required(src), [(5, Some(Value::Str("3.9".into())))]);
        let guarded = "import setuptools\nPY = '>=3.8'\nif __name__ == '__main__':\n    setuptools.setup(python_requires=PY)\n";
        assert_eq!(required(guarded), [(4, Some(Value::Str("3.8".into())))]);
        // No lower bound, another function's keyword, another file: nothing.
        assert!(required("setup(python_requires='<4')\n").is_empty());
        assert!(required("configure(python_requires='>=3.9')\n").is_empty());
        let other = list(
            Path::new("pkg/build.py"),
            "setup(python_requires='>=3.9')\n",
        );
        assert!(other.items.iter().all(|i| i.kind != Kind::RequiredVersion));
    }
}
