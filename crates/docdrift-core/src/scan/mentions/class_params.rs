//! Parameter defaults a page states without a name in code: a signature line ("Signature:
//! `StaticFiles(directory=None, html=False)`" documents each keyword parameter's default, as
//! a definition list would), and a class's section saying it in words ("### RedirectResponse
//! … Uses a 307 status code by default." is `RedirectResponse.__init__(status_code)`).
//! Only a code span right after the word "Signature:" counts: a call elsewhere in prose
//! (`Middleware(SessionMiddleware, https_only=True)`) is an example that overrides
//! defaults, not a statement of them. Words count only under a heading that is a compound
//! CamelCase class name, and only as the exact parameter name (`status code` → `status_code`).

#[allow(unused_imports)]
use super::*;

impl Walker<'_> {
    /// Push one mention per `name=literal` parameter of a signature code span in `masked`.
    pub(crate) fn signature_defaults(&mut self, masked: &str, codes: &[String]) {
        if !contains_ascii_ci(masked, "signature") {
            return;
        }
        for c in signature_re().captures_iter(masked) {
            let Some(code) = c[1].parse::<usize>().ok().and_then(|i| codes.get(i)) else {
                continue;
            };
            let Some((callee, params)) = parse_signature(code) else {
                continue;
            };
            // A class (capitalised, as PEP 8 names them) documents `__init__`'s parameters.
            let owner = match callee.rsplit('.').next() {
                Some(last) if last.starts_with(|ch: char| ch.is_ascii_uppercase()) => {
                    format!("{callee}.__init__")
                }
                _ => callee.clone(),
            };
            for (param, value) in params {
                let pattern = vec!["Signature:".into(), format!("{param}={value}")];
                self.push_param(&owner, &param, value, format!("Signature: {code}"), pattern);
            }
        }
    }

    /// A heading that is one code span holding a call signature (mkdocstrings without a
    /// separate signature: `<h2 id="humanize.filesize.naturalsize"><code>naturalsize(value,
    /// binary=False, format='%.1f')</code></h2>`): each keyword parameter's default, owned as
    /// the signature names the object (a class's by its `__init__`). Then the heading's
    /// associated constant, if it is rustdoc's.
    pub(crate) fn heading_values(&mut self, el: ElementRef<'_>, text: &str) {
        self.associated_const(text);
        // Only mkdocstrings' object headings (`quick.rs` takes the DOM for them).
        if !super::autodoc::has_class(el, "doc-heading") {
            return;
        }
        let mut codes = el
            .descendants()
            .filter_map(ElementRef::wrap)
            .filter(|e| e.value().name() == "code");
        let (Some(code), None) = (codes.next(), codes.next()) else {
            return;
        };
        let code_text = collapse_ws(&text_of(code));
        if code_text.trim() != text.trim() {
            return;
        }
        self.code_signature(&code_text);
    }

    /// A code span that is a whole call signature (`naturalsize(value, binary=False)`, a
    /// definition term's `init(directory='migrations', multidb=False)`): each keyword
    /// parameter's default, owned as the signature names the object (a class's by its
    /// `__init__`). `false` when the code is no signature.
    pub(crate) fn code_signature(&mut self, code_text: &str) -> bool {
        let Some((callee, params)) = parse_signature(code_text) else {
            return false;
        };
        // `class Foo(…)` or a capitalised name documents `__init__`'s parameters.
        let class = code_text.trim_start().starts_with("class ")
            || callee
                .rsplit('.')
                .next()
                .is_some_and(|l| l.starts_with(|ch: char| ch.is_ascii_uppercase()));
        let owner = if class {
            format!("{callee}.__init__")
        } else {
            callee.clone()
        };
        self.paragraphs += 1;
        for (param, value) in params {
            let pattern = vec![format!("{param}={value}")];
            self.push_param(&owner, &param, value, code_text.to_string(), pattern);
        }
        true
    }

    /// "Uses a 307 status code by default." in a section headed by a class name.
    pub(crate) fn worded_defaults(&mut self, sentence: &str) {
        if sentence.contains('\u{E000}') || !contains_ascii_ci(sentence, "by default") {
            return;
        }
        let Some(class) = self.headings.last().map(|(_, h)| h.trim().to_string()) else {
            return;
        };
        // A compound CamelCase name (`RedirectResponse`, `HTTPEndpoint`): a one-word heading
        // ("Notes", "Response") reads as English as often as as a class.
        let camel = class.starts_with(|c: char| c.is_ascii_uppercase())
            && class.chars().skip(1).any(|c| c.is_ascii_uppercase())
            && class.chars().any(|c| c.is_ascii_lowercase())
            && class.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !camel {
            return;
        }
        for c in worded_default_re().captures_iter(sentence) {
            let words: Vec<&str> = c["words"].split([' ', '-']).collect();
            let param = words.join("_").to_ascii_lowercase();
            let pattern = vec![c[0].to_string()];
            let owner = format!("{class}.__init__");
            self.push_param(
                &owner,
                &param,
                c["value"].to_string(),
                sentence.trim().to_string(),
                pattern,
            );
        }
    }

    /// A prose mention stated in the current paragraph, with nothing else known about it
    /// (no table, block, example or owner cue): the shape every reader of a value beside its
    /// own name builds.
    pub(crate) fn prose_mention(
        &self,
        name: String,
        path: Vec<String>,
        raw_value: String,
        text: String,
        pattern: Vec<String>,
    ) -> Mention {
        Mention {
            page: self.page.url.clone(),
            title: self.title.clone(),
            path,
            name,
            context: self.context(),
            raw_value,
            text,
            position: format!("paragraph {}", self.paragraphs),
            pattern,
            ..Mention::default()
        }
    }

    pub(crate) fn push_param(
        &mut self,
        owner: &str,
        param: &str,
        value: String,
        text: String,
        pattern: Vec<String>,
    ) {
        let (name, path) = param_name(owner, param);
        let m = self.prose_mention(name, path, value, text, pattern);
        self.out.push(m);
    }
}

impl Walker<'_> {
    /// The parameter defaults of each `def` a Python code block shows (tqdm's README copies
    /// `class tqdm(): … def __init__(self, iterable=None, …, mininterval=0.1, …):` with no
    /// body): owned as the code names them (`tqdm.__init__(mininterval)`, a method by its
    /// class). The block is read by the Python parser, which recovers from the missing
    /// bodies; only literal defaults of a `def` without code count. Under an example's lead-in
    /// ("An example implementation:" over Flask-Caching's custom `RedisCache(BaseCache)`) they
    /// are the example's, values a user writes.
    pub(crate) fn python_signatures(&mut self, text: &str, example: Option<&str>) {
        use ruff_python_ast::{self as ast, Stmt};
        use ruff_text_size::Ranged;
        // `slugify(text, entities=True, …, *, backend='auto')`: a call-shaped block holding a
        // bare `*` or `/`, which no call can, is a signature copied without its `def`.
        let signature;
        let text = if text.contains("def ") {
            text
        } else {
            let t = text.trim();
            let flat: String = t.chars().filter(|c| !c.is_whitespace()).collect();
            let bare = [",*,", "(*,", ",/,"].iter().any(|b| flat.contains(b));
            let callee = t.find('(').map_or("", |i| &t[..i]);
            if !bare || !t.ends_with(')') || callee.is_empty() || !is_name(callee) {
                return;
            }
            signature = format!("def {t}:\n    ...\n");
            signature.as_str()
        };
        let parsed = ruff_python_parser::parse_unchecked_source(text, ast::PySourceType::Python);
        let mut todo: Vec<(Option<String>, &[Stmt])> = vec![(None, &parsed.syntax().body)];
        while let Some((class, body)) = todo.pop() {
            for st in body {
                match st {
                    Stmt::ClassDef(c) if class.is_none() => {
                        todo.push((Some(c.name.id.to_string()), &c.body));
                    }
                    // A signature shown for reference has no body of its own (none, `...`,
                    // `pass` or a docstring); a function with code is one an example writes
                    // (Salt's "writing a renderer": `def render(yaml_data, saltenv="")`).
                    Stmt::FunctionDef(f)
                        if f.body.iter().all(|b| match b {
                            Stmt::Pass(_) => true,
                            Stmt::Expr(e) => matches!(
                                *e.value,
                                ast::Expr::StringLiteral(_) | ast::Expr::EllipsisLiteral(_)
                            ),
                            _ => false,
                        }) =>
                    {
                        let name = f.name.id.as_str();
                        if name.is_empty() {
                            continue;
                        }
                        let owner = match &class {
                            Some(c) => format!("{c}.{name}"),
                            None => name.to_string(),
                        };
                        let params = f.parameters.as_ref();
                        let start = usize::from(f.range.start());
                        let end = usize::from(params.range.end()).min(text.len());
                        let sig = collapse_ws(text.get(start..end).unwrap_or(""));
                        for p in params.iter_non_variadic_params() {
                            let Some(d) = &p.default else { continue };
                            let r = d.range();
                            let value = text
                                .get(usize::from(r.start())..usize::from(r.end()))
                                .unwrap_or("")
                                .trim();
                            if !is_literal(value) {
                                continue;
                            }
                            let pname = p.parameter.name.id.as_str();
                            let shown = format!("{pname}={value}");
                            // `end="\n"` is source text: its escapes are undone, as a repr's.
                            let value = super::autodoc::unescape_repr(value);
                            self.push_param(&owner, pname, value, sig.clone(), vec![shown]);
                            if let Some(m) = self.out.last_mut() {
                                m.example = example.map(str::to_string);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }
}

/// A parameter's mention name and path, as the code names it: `StaticFiles.__init__(html)`
/// and `[StaticFiles, __init__, html]` (a dotted `….html` would read as a file name).
/// `name` qualified by the function a heading's signature shows (mkdocstrings' `<h3><code>
/// shutdown(wait=True)</code></h3>`) when that signature lists it: "`wait` (`bool`, default:
/// `True`) – …" under it is `shutdown`'s `wait`, as a bare name in an autodoc object's
/// description is.
pub(crate) fn heading_param(heading: &str, name: &str) -> Option<String> {
    let (func, rest) = heading.trim().split_once('(')?;
    let params = rest.trim_end().strip_suffix(')')?;
    let func = func.trim();
    let listed = split_top_level(params)?.into_iter().any(|p| {
        let p = p.trim().trim_start_matches('*');
        p.split(['=', ':']).next().map(str::trim) == Some(name)
    });
    (listed && is_name(func) && is_name(name) && !name.contains('.'))
        .then(|| format!("{func}.{name}"))
}

pub(crate) fn param_name(owner: &str, param: &str) -> (String, Vec<String>) {
    let mut path = split_path(owner);
    path.push(param.to_string());
    (format!("{owner}({param})"), path)
}

re!(signature_re, r"(?i)\bsignature\s*:\s*\u{E000}(\d+)\u{E001}");
// "a 307 status code by default", "an 8 KiB buffer by default" is left alone (a unit is
// not a parameter word): the value is a bare number, then one to three lower-case words.
re!(
    worded_default_re,
    r"\b(?:a|an|the)\s+(?P<value>\d+(?:\.\d+)?)\s+(?P<words>[a-z]+(?:[ -][a-z]+){0,2})\s+by\s+default\b"
);

/// `Name(a, b=1, *, c: int = "x", **kw)` → ("Name", [("b", "1"), ("c", "\"x\"")]): the
/// keyword parameters whose default is a literal (a number, a quoted string, True, False,
/// None, or a flat list or tuple of those). `None` when the text is not a call signature.
pub(crate) fn parse_signature(code: &str) -> Option<(String, Vec<(String, String)>)> {
    let code = code.trim().trim_end_matches(':');
    let code = code
        .strip_prefix("class ")
        .or_else(|| code.strip_prefix("def "))
        .unwrap_or(code);
    let open = code.find('(')?;
    let callee = code[..open].trim();
    let ident = |s: &str| {
        !s.is_empty()
            && !s.starts_with(|c: char| c.is_ascii_digit())
            && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    };
    if !callee.split('.').all(ident) {
        return None;
    }
    let body = code[open + 1..].trim_end();
    let body = body.strip_suffix(')').or_else(|| {
        // `f(a=1) -> int`
        body.rsplit_once(')').map(|(b, _)| b)
    })?;
    let mut params = Vec::new();
    for part in split_top_level(body)? {
        let part = part.trim();
        let Some((lhs, value)) = part.split_once('=') else {
            continue;
        };
        let name = lhs.split(':').next().unwrap_or("").trim();
        let value = value.trim();
        if !ident(name) || !is_literal(value) {
            continue;
        }
        params.push((name.to_string(), value.to_string()));
    }
    (!params.is_empty()).then(|| (callee.to_string(), params))
}

/// Commas outside brackets and quotes; `None` when they do not balance.
pub(crate) fn split_top_level(s: &str) -> Option<Vec<&str>> {
    let (mut out, mut depth, mut quote, mut start) = (Vec::new(), 0i32, None, 0);
    for (i, c) in s.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => depth -= 1,
            (None, ',') if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        if depth < 0 {
            return None;
        }
    }
    if depth != 0 || quote.is_some() {
        return None;
    }
    out.push(&s[start..]);
    Some(out)
}

pub(crate) fn is_literal(v: &str) -> bool {
    let quoted = |q: char| v.len() >= 2 && v.starts_with(q) && v.ends_with(q);
    // `b'.'`: a bytes literal, read as its text (`compare::parse_docs_value`).
    let bytes = || {
        v.strip_prefix(['b', 'B']).is_some_and(|r| {
            r.len() >= 2
                && (r.starts_with('\'') && r.ends_with('\'')
                    || r.starts_with('"') && r.ends_with('"'))
        })
    };
    matches!(v, "True" | "False" | "None")
        || quoted('"')
        || quoted('\'')
        || bytes()
        || v.parse::<f64>().is_ok_and(f64::is_finite)
        || ((v.starts_with(['[', '(', '{'])
            || v.starts_with("frozenset(")
            || v.starts_with("set("))
            && crate::claims::compare::parse_docs_value(v)
                .readings
                .iter()
                .any(|r| matches!(r.value, crate::core::value::Value::List(_))))
}

#[cfg(test)]
mod tests {
    use super::parse_signature;
    use crate::scan::mentions::{find, DocPage};

    #[test]
    fn signatures_lead_names_and_worded_defaults_are_mentions() {
        let md = "# Files\n\n\
            Signature: `StaticFiles(directory=None, html=False)`\n\n\
            Example: `StaticFiles(directory=\"static\", html=True)`\n\n\
            * `allow_methods` - HTTP methods allowed. Defaults to `['GET']`.\n\
            * `https_only` - Set the `\"Secure\"` flag. Defaults to `False`. Set `https_only=True` in production.\n\n\
            ### RedirectResponse\n\n\
            Returns an HTTP redirect. Uses a 307 status code by default.\n\n\
            ### Notes\n\n\
            Uses a 10 second timeout by default.\n";
        let got: Vec<(String, String)> = find(&DocPage::from_markdown("p.md", md))
            .mentions
            .into_iter()
            .map(|m| (m.path.join("."), m.raw_value))
            .collect();
        let want = [
            ("StaticFiles.__init__.directory", "None"),
            ("StaticFiles.__init__.html", "False"),
            ("allow_methods", "['GET']"),
            ("https_only", "False"),
            ("RedirectResponse.__init__.status_code", "307"),
        ];
        let want: Vec<(String, String)> = want
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        // Not the example call, and not "10 second timeout" under a heading that is no class.
        assert_eq!(got, want);
    }

    #[test]
    fn keyword_literals_are_read_and_the_rest_left() {
        let (callee, params) = parse_signature(
            "StaticFiles(directory=None, packages=None, html=False, check_dir=True, follow_symlink=False)",
        )
        .unwrap();
        assert_eq!(callee, "StaticFiles");
        assert_eq!(params.len(), 5);
        assert_eq!(params[2], ("html".into(), "False".into()));
        let (_, p) = parse_signature(
            "Response.set_cookie(key, value, max_age=None, path=\"/\", samesite=\"lax\", methods=('GET', 'HEAD'), cb=make(), *, x: int = 3) -> None",
        )
        .unwrap();
        let names: Vec<&str> = p.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["max_age", "path", "samesite", "methods", "x"]);
        assert!(parse_signature("print('a, b')").is_none());
        assert!(parse_signature("a + b").is_none());
        assert!(parse_signature("f(a=(1, 2)").is_none());
    }
}
