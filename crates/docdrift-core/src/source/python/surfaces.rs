//! The names users see, read from Python code: command-line options and environment
//! variables read with a default. Docs name a setting by its surface (`--idle-timeout`,
//! `APP_WORKERS`), not by the parameter or constant that holds it, so these are listed as
//! definitions of their own, owned by the function that declares them:
//!
//! - argparse / optparse: `parser.add_argument("-p", "--port", default=8000)` (also
//!   `add_option`, the wrapper name flake8-style tools use, and pytest's `addoption`);
//! - click: `@click.option("--bind-port", default=45484)` on a command function (a
//!   `"--fast/--safe"` pair is named by its first flag);
//! - typer: a parameter whose default is `typer.Option(8000, "--port")` (or `Option(...)`
//!   with no flag: the parameter's own name, dashed), and
//!   `port: Annotated[int, typer.Option()] = 8000`;
//! - environment: `os.environ.get("X", d)`, `os.getenv("X", d)`, `environ.get("X", d)`;
//! - a setting registered by name: `app.add_config_value("html_theme", "alabaster", …)`
//!   (Sphinx's extension API; also `add_setting`, `register_setting`).
//!
//! A call counts only when it names a `--flag` (or a string variable name) and gives a
//! default: the shape decides, not the receiver's variable name.

#[allow(unused_imports)]
use super::*;
use ruff_python_ast::visitor::{self, Visitor};

/// One surface found in a body: its kind, the name to list it under, where it is written,
/// and the default expression.
pub(crate) struct Surface<'a> {
    pub(crate) kind: Kind,
    /// `--port` for an option, `X` for an environment variable.
    pub(crate) name: String,
    pub(crate) range: TextRange,
    pub(crate) default: &'a Expr,
}

/// The `--long` flag a call names among its positional string arguments (`"-p", "--port"`
/// → `--port`; `"--fast/--safe"` → `--fast`).
fn long_flag(args: &[Expr]) -> Option<String> {
    let flags = || {
        args.iter().filter_map(|a| match a {
            Expr::StringLiteral(s) => Some(s.value.to_str().split('/').next()?.trim()),
            _ => None,
        })
    };
    let long = flags().find_map(|first| {
        let rest = first.strip_prefix("--")?;
        let ok = !rest.is_empty()
            && rest
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        ok.then(|| first.to_string())
    });
    // An option with a short flag only (zope.testrunner's `add_argument('-j', dest=
    // 'processes', default=1)`) is named by it, as its `--help` line is (`-j PROCESSES`).
    long.or_else(|| {
        let short = flags().find(|f| {
            f.len() == 2 && f.starts_with('-') && f[1..].chars().all(|c| c.is_ascii_alphanumeric())
        })?;
        Some(short.to_string())
    })
}

/// The last segment of a callee: `parser.add_argument` → `add_argument`.
pub(super) fn callee(func: &Expr) -> Option<&str> {
    match func {
        Expr::Name(n) => Some(n.id.as_str()),
        Expr::Attribute(a) => Some(a.attr.as_str()),
        _ => None,
    }
}

/// The full dotted callee text (`os.environ.get`), when it is names and dots only.
fn dotted(func: &Expr) -> Option<String> {
    match func {
        Expr::Name(n) => Some(n.id.to_string()),
        Expr::Attribute(a) => Some(format!("{}.{}", dotted(&a.value)?, a.attr.as_str())),
        _ => None,
    }
}

fn keyword<'a>(c: &'a ast::ExprCall, name: &str) -> Option<&'a Expr> {
    c.arguments
        .keywords
        .iter()
        .find(|k| k.arg.as_ref().is_some_and(|a| a.as_str() == name))
        .map(|k| &k.value)
}

/// A call that declares a command-line option with a default, or reads an environment
/// variable with one.
pub(crate) fn surface_of_call(c: &ast::ExprCall) -> Option<Surface<'_>> {
    let last = callee(&c.func)?;
    match last {
        "add_argument" | "add_option" | "addoption" | "option" => {
            let flag = long_flag(&c.arguments.args)?;
            let default = keyword(c, "default")?;
            Some(Surface {
                kind: Kind::CliOption,
                name: flag,
                range: c.range(),
                default,
            })
        }
        // A setting registered by name with its default: Sphinx's
        // `app.add_config_value("html_theme", "alabaster", "html")`.
        "add_config_value"
        | "add_setting"
        | "register_setting"
        | "register_config_value"
        | "define_setting" => {
            let Some(Expr::StringLiteral(s)) = c.arguments.args.first() else {
                return None;
            };
            let name = s.value.to_str().to_string();
            let default = c.arguments.args.get(1).or_else(|| keyword(c, "default"))?;
            registered(name, c, default)
        }
        // Any other registration call naming a setting, by its first argument or `name=`, with
        // a `default=` keyword: tox's `parser.add_testenv_attribute(name="sitepackages",
        // type="bool", default=False)`. Its other positional arguments are not the default.
        _ if is_registration(last) => {
            let name = match (keyword(c, "name"), c.arguments.args.first()) {
                (Some(Expr::StringLiteral(s)), _) | (None, Some(Expr::StringLiteral(s))) => {
                    s.value.to_str().to_string()
                }
                _ => return None,
            };
            registered(name, c, keyword(c, "default")?)
        }
        // A setting read by name with its default: tox's `reader.getbool("skipsdist",
        // False)`, configparser's `cfg.getint("server", "port", fallback=8000)`.
        _ if is_typed_getter(last) => {
            let args = &c.arguments.args;
            let fallback = keyword(c, "fallback");
            let (name, default) = match (args.first(), args.get(1), fallback) {
                // configparser's `(section, option, fallback=…)`; two strings without a
                // fallback are a name and its string default.
                (Some(Expr::StringLiteral(_)), Some(Expr::StringLiteral(opt)), Some(f)) => {
                    (opt.value.to_str(), f)
                }
                (Some(Expr::StringLiteral(n)), Some(d), _) => (n.value.to_str(), d),
                (Some(Expr::StringLiteral(n)), None, _) => {
                    (n.value.to_str(), keyword(c, "default").or(fallback)?)
                }
                _ => return None,
            };
            registered(name.to_string(), c, default)
        }
        "get" | "getenv" => {
            let path = dotted(&c.func)?;
            let env_read = matches!(
                path.as_str(),
                "os.environ.get" | "environ.get" | "os.getenv" | "getenv"
            );
            if !env_read {
                return None;
            }
            let Some(Expr::StringLiteral(s)) = c.arguments.args.first() else {
                return None;
            };
            let var = s.value.to_str().to_string();
            let default = c.arguments.args.get(1).or_else(|| keyword(c, "default"))?;
            let is_var = !var.is_empty()
                && var
                    .chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
            is_var.then_some(Surface {
                kind: Kind::EnvDefault,
                name: var,
                range: c.range(),
                default,
            })
        }
        _ => settings_read(last, c),
    }
}

/// A Django-style setting read with its default: `getattr(settings, "AWS_QUERYSTRING_EXPIRE",
/// 3600)`, or a helper handed the setting's name and its default (django-storages'
/// `setting("AWS_S3_FILE_OVERWRITE", True)`). The name is a settings constant's (upper snake
/// case, an underscore in it), so a string method's `replace("OLD_NAME", new)` or a message is
/// not one.
fn settings_read<'a>(callee: &str, c: &'a ast::ExprCall) -> Option<Surface<'a>> {
    const NOT_READS: &[&str] = &[
        "replace",
        "startswith",
        "endswith",
        "split",
        "rsplit",
        "strip",
        "find",
        "index",
        "count",
        "encode",
        "decode",
        "format",
        "join",
        "warn",
        "compile",
        "match",
        "search",
        "sub",
        "setattr",
        "hasattr",
        "isinstance",
        "print",
        "append",
        "insert",
        "add",
    ];
    if NOT_READS.contains(&callee) || !c.arguments.keywords.is_empty() {
        return None;
    }
    let args = &c.arguments.args;
    let (name, default) = match (callee, args.len()) {
        ("getattr", 3) => (&args[1], &args[2]),
        ("getattr", _) => return None,
        (_, 2) => (&args[0], &args[1]),
        _ => return None,
    };
    let Expr::StringLiteral(s) = name else {
        return None;
    };
    let n = s.value.to_str();
    let settings_name = n.contains('_')
        && n.starts_with(|ch: char| ch.is_ascii_uppercase())
        && n.chars()
            .all(|ch| ch.is_ascii_uppercase() || ch.is_ascii_digit() || ch == '_');
    if !settings_name {
        return None;
    }
    Some(Surface {
        kind: Kind::SettingRead,
        name: n.to_string(),
        range: c.range(),
        default,
    })
}

/// A registered setting named `name` (an identifier or dotted path), or none.
fn registered<'a>(name: String, c: &'a ast::ExprCall, default: &'a Expr) -> Option<Surface<'a>> {
    let is_name = name.starts_with(|ch: char| ch.is_ascii_alphabetic() || ch == '_')
        && name
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == '_' || ch == '.');
    is_name.then_some(Surface {
        kind: Kind::RegisteredSetting,
        name,
        range: c.range(),
        default,
    })
}

/// `add_testenv_attribute`, `register_option`, `define_config`, `addini` (a plugin API's
/// ini-file setting): a verb that registers and a noun that is a setting. (`add_option` and
/// `addoption` name a command-line flag and are matched before this.)
fn is_registration(callee: &str) -> bool {
    let Some((verb, noun)) = callee
        .split_once('_')
        .or_else(|| callee.strip_prefix("add").map(|n| ("add", n)))
    else {
        return false;
    };
    matches!(verb, "add" | "register" | "define" | "declare")
        && [
            "setting",
            "config",
            "attribute",
            "attr",
            "confval",
            "option",
            "ini",
        ]
        .iter()
        .any(|n| noun.ends_with(n))
}

/// A getter that reads a setting as a type: `getbool`, `getstring`, `getint`, `getfloat`,
/// `getboolean`, `getpath`, `getlist`, `get_int`. A bare `get` is any mapping's.
fn is_typed_getter(callee: &str) -> bool {
    let Some(ty) = callee.strip_prefix("get") else {
        return false;
    };
    matches!(
        ty.trim_start_matches('_'),
        "bool" | "boolean" | "string" | "str" | "int" | "integer" | "float" | "path" | "list"
    )
}

/// A typer option as a parameter default: `typer.Option(8000, "--port")`; the flag is
/// the parameter's dashed name when the call names none.
pub(crate) fn typer_option<'a>(param: &str, default: &'a Expr) -> Option<Surface<'a>> {
    let Expr::Call(c) = default else { return None };
    if callee(&c.func)? != "Option" {
        return None;
    }
    let flag = long_flag(&c.arguments.args).unwrap_or_else(|| dashed(param));
    let value = keyword(c, "default").or_else(|| {
        c.arguments
            .args
            .first()
            .filter(|a| !matches!(a, Expr::StringLiteral(s) if s.value.to_str().starts_with('-')))
    })?;
    // `...` is typer's "required".
    if matches!(value, Expr::EllipsisLiteral(_)) {
        return None;
    }
    Some(Surface {
        kind: Kind::CliOption,
        name: flag,
        range: c.range(),
        default: value,
    })
}

/// `Annotated[int, typer.Option()]` (or `Option("--port")`): the option's flag, when the
/// annotation declares one.
pub(crate) fn annotated_option(param: &str, annotation: &Expr) -> Option<String> {
    let Expr::Subscript(s) = annotation else {
        return None;
    };
    if callee(&s.value)? != "Annotated" {
        return None;
    }
    let Expr::Tuple(t) = &*s.slice else {
        return None;
    };
    t.elts.iter().skip(1).find_map(|e| {
        let Expr::Call(c) = e else { return None };
        (callee(&c.func)? == "Option")
            .then(|| long_flag(&c.arguments.args).unwrap_or_else(|| dashed(param)))
    })
}

/// `(("max-line-length", {"default": 100, "type": "int"}), …)`: one command-line option
/// per pair of a flag name and a dict holding a `"default"` key (pylint's and optparse-style
/// option tables). A sequence with any other element is no option table.
pub(crate) fn option_pairs(v: &Expr) -> Vec<Surface<'_>> {
    let elts = match v {
        Expr::Tuple(t) => &t.elts,
        Expr::List(l) => &l.elts,
        _ => return Vec::new(),
    };
    let mut out = Vec::new();
    for e in elts {
        let pair = match e {
            Expr::Tuple(t) if t.elts.len() == 2 => &t.elts,
            _ => return Vec::new(),
        };
        let (Expr::StringLiteral(n), Expr::Dict(d)) = (&pair[0], &pair[1]) else {
            return Vec::new();
        };
        let name = n.value.to_str();
        let is_flag = name.starts_with(|ch: char| ch.is_ascii_alphabetic())
            && name
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '-' || ch == '_');
        if !is_flag {
            return Vec::new();
        }
        let default = d.items.iter().find_map(|item| match &item.key {
            Some(Expr::StringLiteral(k)) if k.value.to_str() == "default" => Some(&item.value),
            _ => None,
        });
        if let Some(default) = default {
            out.push(Surface {
                kind: Kind::CliOption,
                name: format!("--{name}"),
                range: default.range(),
                default,
            });
        }
    }
    out
}

/// A module's table of setting records built by keyword: sphinx-autodoc-typehints'
/// `OPTIONS = (Option(name="typehints_defaults", default=None, rebuild="env"), …)`, which
/// `setup()` hands to `add_config_value` in a loop. Each element is a call of a class (a
/// capitalised callee) with a string `name=` and a `default=`; one record alone counts too. A
/// sequence with any other element is data, not a table (positional records say nothing of
/// which argument is the default).
pub(crate) fn setting_records(v: &Expr) -> Vec<Surface<'_>> {
    let elts = match v {
        Expr::Tuple(t) => &t.elts[..],
        Expr::List(l) => &l.elts[..],
        Expr::Call(_) => std::slice::from_ref(v),
        _ => return Vec::new(),
    };
    let mut out = Vec::new();
    for e in elts {
        let Expr::Call(c) = e else {
            return Vec::new();
        };
        let class =
            callee(&c.func).is_some_and(|n| n.starts_with(|ch: char| ch.is_ascii_uppercase()));
        let (Some(Expr::StringLiteral(n)), Some(default)) =
            (keyword(c, "name"), keyword(c, "default"))
        else {
            return Vec::new();
        };
        if !class {
            return Vec::new();
        }
        match registered(n.value.to_str().to_string(), c, default) {
            Some(s) => out.push(s),
            None => return Vec::new(),
        }
    }
    out
}

/// Python-Markdown's extension settings: `self.config = {"smart_enable": ["underscore",
/// "description"], …}` in an `Extension`'s `__init__` (or a class-level `config = {…}`),
/// each key's default the list's first item. Only a dict assigned to `config` whose every
/// entry is a string key and a two-item list or tuple ending in a string literal counts: a
/// dict of any other shape there is data, and the same shape under another name is not the
/// extension API.
pub(crate) fn markdown_config<'a>(target: &str, v: &'a Expr) -> Vec<Surface<'a>> {
    if target != "config" && target != "self.config" {
        return Vec::new();
    }
    let Expr::Dict(d) = v else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for item in &d.items {
        let Some(Expr::StringLiteral(k)) = &item.key else {
            return Vec::new();
        };
        let pair = match &item.value {
            Expr::List(l) if l.elts.len() == 2 => &l.elts,
            Expr::Tuple(t) if t.elts.len() == 2 => &t.elts,
            _ => return Vec::new(),
        };
        if !matches!(pair[1], Expr::StringLiteral(_) | Expr::FString(_)) {
            return Vec::new();
        }
        let name = k.value.to_str().to_string();
        let is_name = name.starts_with(|ch: char| ch.is_ascii_alphabetic() || ch == '_')
            && name
                .chars()
                .all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
        if !is_name {
            return Vec::new();
        }
        out.push(Surface {
            kind: Kind::RegisteredSetting,
            name,
            range: k.range(),
            default: &pair[0],
        });
    }
    out
}

/// A local getter reading a setting by the name it is handed, with its fallback:
/// pyramid_jinja2's `def sget(name, default=None): return settings.get(prefix + name,
/// default)`, one `return` whose value holds a `.get(…name…, default)` call.
fn is_getter(f: &ast::StmtFunctionDef) -> bool {
    let p = &f.parameters;
    let ([name, default], true) = (&p.args[..], p.posonlyargs.is_empty()) else {
        return false;
    };
    let [Stmt::Return(ast::StmtReturn { value: Some(v), .. })] = &f.body[..] else {
        return false;
    };
    let (name, default) = (
        name.parameter.name.id.as_str(),
        default.parameter.name.id.as_str(),
    );
    // Some `.get(key, default)` in the returned value whose key reads `name`.
    struct Find<'n> {
        name: &'n str,
        default: &'n str,
        found: bool,
    }
    impl<'a> Visitor<'a> for Find<'_> {
        fn visit_expr(&mut self, expr: &'a Expr) {
            if let Expr::Call(c) = expr {
                if let (Some("get"), [key, Expr::Name(d)]) =
                    (callee(&c.func), &c.arguments.args[..])
                {
                    self.found |= d.id.as_str() == self.default && reads(key, self.name);
                }
            }
            visitor::walk_expr(self, expr);
        }
    }
    let mut find = Find {
        name,
        default,
        found: false,
    };
    find.visit_expr(v);
    find.found
}

/// Whether the variable `name` is read anywhere in `e`.
fn reads(e: &Expr, name: &str) -> bool {
    struct Reads<'n> {
        name: &'n str,
        found: bool,
    }
    impl<'a> Visitor<'a> for Reads<'_> {
        fn visit_expr(&mut self, expr: &'a Expr) {
            self.found |= matches!(expr, Expr::Name(x) if x.id.as_str() == self.name);
            visitor::walk_expr(self, expr);
        }
    }
    let mut r = Reads { name, found: false };
    r.visit_expr(e);
    r.found
}

/// A call of a local getter (`is_getter`) with a string name and a fallback:
/// `sget("input_encoding", "utf-8")` reads the setting `input_encoding`. An empty string is
/// "unset", which the code then decides (`parse_undefined(sget("undefined", ""))`).
fn getter_read<'a>(c: &'a ast::ExprCall, getters: &[&str]) -> Option<Surface<'a>> {
    let Expr::Name(f) = &*c.func else { return None };
    if !getters.contains(&f.id.as_str()) || !c.arguments.keywords.is_empty() {
        return None;
    }
    let [Expr::StringLiteral(n), default] = &c.arguments.args[..] else {
        return None;
    };
    if matches!(default, Expr::StringLiteral(d) if d.value.to_str().is_empty()) {
        return None;
    }
    let mut s = registered(n.value.to_str().to_string(), c, default)?;
    s.kind = Kind::SettingRead;
    Some(s)
}

fn dashed(param: &str) -> String {
    format!("--{}", param.trim_matches('_').replace('_', "-"))
}

/// Every surface call in a body, not descending into nested functions or classes (the
/// walker visits those with their own owner).
pub(crate) fn surfaces_in<'a>(body: &'a [Stmt]) -> Vec<Surface<'a>> {
    struct Finder<'a> {
        out: Vec<Surface<'a>>,
        getters: Vec<&'a str>,
    }
    impl<'a> Visitor<'a> for Finder<'a> {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            if matches!(stmt, Stmt::FunctionDef(_) | Stmt::ClassDef(_)) {
                return;
            }
            visitor::walk_stmt(self, stmt);
        }
        fn visit_expr(&mut self, expr: &'a Expr) {
            if let Expr::Call(c) = expr {
                if let Some(s) = surface_of_call(c).or_else(|| getter_read(c, &self.getters)) {
                    self.out.push(s);
                }
            }
            visitor::walk_expr(self, expr);
        }
    }
    let getters = body
        .iter()
        .filter_map(|s| match s {
            Stmt::FunctionDef(f) if is_getter(f) => Some(f.name.id.as_str()),
            _ => None,
        })
        .collect();
    let mut f = Finder {
        out: Vec::new(),
        getters,
    };
    for s in body {
        f.visit_stmt(s);
    }
    f.out
}

#[cfg(test)]
mod tests;
