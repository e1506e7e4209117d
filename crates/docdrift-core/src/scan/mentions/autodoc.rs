//! Sphinx's Python object descriptions (autodoc, `.. py:class::`, `.. py:function::`): the
//! signature line states each keyword parameter's default, and the "Parameters" field list
//! under it states them again in words. Both belong to the object the signature's anchor
//! names (`id="structlog.processors.UnicodeDecoder"`): a bare `errors` or `encoding` names
//! nothing on its own, so a parameter is always read with its owner, as the code names it
//! (`UnicodeDecoder.__init__(errors)`).
//!
//! ```html
//! <dl class="py class"><dt class="sig sig-object py" id="pkg.mod.UnicodeDecoder">…
//!   <em class="sig-param"><span class="n">errors</span><span class="o">=</span>
//!   <span class="default_value">'replace'</span></em>…</dt>
//! <dd><dl class="field-list"><dt>Parameters:</dt><dd><ul><li><p><strong>errors</strong>
//!   (<em>str</em>) – How to cope with encoding errors (default: <code>"replace"</code>).
//! ```

#[allow(unused_imports)]
use super::*;
use crate::scan::mentions::class_params::{is_literal, param_name, split_top_level};

/// The classes of a `<dl>` Sphinx gives a Python object description whose signature lists
/// parameters (`py class`, `py method`, …).
const CALLABLE_KINDS: &[&str] = &[
    "class",
    "exception",
    "function",
    "method",
    "classmethod",
    "staticmethod",
    "decorator",
    "decoratormethod",
];

/// Field names whose description lists parameters, one item each.
const PARAMETER_FIELDS: &[&str] = &[
    "parameters",
    "parameter",
    "params",
    "keyword arguments",
    "other parameters",
    "arguments",
    "args",
];

impl Walker<'_> {
    /// Read `el` when it is a Python object description; `false` leaves it to the caller.
    pub(crate) fn autodoc_object(&mut self, el: ElementRef<'_>) -> bool {
        let Some(class) = el.value().attr("class") else {
            return false;
        };
        let mut words = class.split_whitespace();
        if words.next() != Some("py") {
            return false;
        }
        if self.py_modules.is_none() {
            self.py_modules = Some(declared_modules(el));
        }
        let kinds: Vec<&str> = words.collect();
        let callable = kinds.iter().any(|w| CALLABLE_KINDS.contains(w));
        // `py class` for a lower-case class (`tenacity.wait.wait_exponential`): its signature
        // is still its `__init__`'s.
        let class = kinds.iter().any(|w| matches!(*w, "class" | "exception"));
        // `py function` for a CamelCase factory (pyramid's `SignedCookieSessionFactory(…,
        // timeout=1200)`): its signature is the function's own, not a class's `__init__`.
        let function = kinds.iter().any(|w| matches!(*w, "function"));
        let outer = self.py_owner.take();
        if !callable {
            // `py data`, `py attribute`: a term like any other (`.. py:data:: DEBUG`), owned
            // by no enclosing class's signature; a signature showing the value (`max_cookie_size
            // = 4093`) states it.
            let mut sig = None;
            for c in el.child_elements() {
                match c.value().name() {
                    "dt" if is_signature(c) => {
                        self.attribute_value(c);
                        sig = Some(c);
                    }
                    "dd" => {
                        if let Some(dt) = sig {
                            self.alias_value(dt, c);
                        }
                    }
                    _ => {}
                }
            }
            self.definition_list(el);
            self.py_owner = outer;
            return true;
        }
        let outer_term = self.term.take();
        let outer_em = std::mem::take(&mut self.em_params);
        let mut params: Vec<String> = Vec::new();
        let (start, mut module) = (self.out.len(), None);
        for c in el.child_elements() {
            if c.value().name() == "dt" && is_signature(c) {
                module = anchor_module(c, self.modules());
                self.py_owner = signature_owner(c, class, function, self.modules());
                if let Some(owner) = self.py_owner.clone() {
                    self.signature_params(c, &owner);
                }
                params = c
                    .descendants()
                    .filter_map(ElementRef::wrap)
                    .filter(|p| has_class(*p, "sig-param"))
                    .filter_map(|p| child_text(p, "n"))
                    .collect();
                self.em_params.clone_from(&params);
                continue;
            }
            let from = self.out.len();
            self.walk(c);
            // "The *objname* (if not given, will default to *directivename*)": a default that
            // is another parameter of the signature is that argument, not a value.
            let said = self.out.split_off(from);
            self.out.extend(
                said.into_iter()
                    .filter(|m| !params.iter().any(|p| p == m.raw_value.trim())),
            );
            // "`retry=None` (default): …" in `CancelExecution`'s description: a bare name the
            // signature lists is that object's parameter. A class's docstring listing its
            // attributes as terms (deform's "template — … Default: `typeahead_textinput`." in
            // `AutocompleteInputWidget`'s) is about that class, as an impl block's methods are
            // about its type: of the many classes defining `template`, that one.
            if let Some(owner) = self.py_owner.clone() {
                let own_class = (owner.strip_suffix(".__init__").filter(|_| class))
                    .and_then(|o| o.rsplit('.').next())
                    .map(str::to_string);
                for m in &mut self.out[from..] {
                    if m.path.len() == 1 && params.contains(&m.name) {
                        (m.name, m.path) = param_name(&owner, &m.path[0]);
                    } else if m.term && m.path.len() == 1 && m.owner_type.is_none() {
                        m.owner_type.clone_from(&own_class);
                    }
                }
            }
        }
        // The object's mentions name its module; a nested object's named its own first.
        for m in &mut self.out[start..] {
            if m.module.is_none() {
                m.module.clone_from(&module);
            }
        }
        self.py_owner = outer;
        self.term = outer_term;
        self.em_params = outer_em;
        true
    }

    /// The modules the page declares (none before its first Python object description).
    fn modules(&self) -> &[String] {
        self.py_modules.as_deref().unwrap_or_default()
    }

    /// The value an attribute's or data's signature shows (`<span class="property"> =
    /// 4093</span>` after the name), as the value of `Class.attr` (or a module's `NAME`), the
    /// anchor's path from its first CamelCase part.
    fn attribute_value(&mut self, dt: ElementRef<'_>) {
        let Some(path) = anchor_path(dt, self.modules(), true) else {
            return;
        };
        let value = dt
            .child_elements()
            .filter(|c| has_class(*c, "property"))
            .map(|c| collapse_ws(&text_of(c)).trim().to_string())
            .find_map(|t| t.strip_prefix('=').map(|v| v.trim().to_string()));
        let Some(value) = value.filter(|v| is_literal(v)) else {
            return;
        };
        let sig = signature_text(dt);
        self.paragraphs += 1;
        let generated = generated_in(dt);
        let m = self.prose_mention(
            path.join("."),
            path,
            unescape_repr(&value),
            sig.clone(),
            vec![sig],
        );
        self.out.push(m);
        self.mark_signature(generated);
    }

    /// autodoc's "alias of `TimestampSigner`" under an attribute holding a class (`default_signer
    /// = TimestampSigner`) states that the attribute is that class: read as its repr, `<class
    /// 'TimestampSigner'>`, so it is compared by name as a shown default object is.
    fn alias_value(&mut self, dt: ElementRef<'_>, dd: ElementRef<'_>) {
        let Some(path) = anchor_path(dt, self.modules(), true) else {
            return;
        };
        for p in dd.child_elements().filter(|c| c.value().name() == "p") {
            let text = collapse_ws(&text_of(p));
            let Some(target) = text.trim().strip_prefix("alias of ") else {
                continue;
            };
            let value = format!("<class '{}'>", target.trim());
            if !names_object(&value) {
                continue;
            }
            self.paragraphs += 1;
            let m = self.prose_mention(
                path.join("."),
                path.clone(),
                value,
                text.trim().to_string(),
                vec![text.trim().to_string()],
            );
            self.out.push(m);
        }
    }

    /// The mention just pushed is a literal default of a signature autodoc generated from
    /// the code of module `generated`.
    fn mark_signature(&mut self, generated: Option<String>) {
        if let Some(m) = self.out.last_mut() {
            m.signature = generated;
        }
    }

    /// One mention per `name=literal` parameter of a signature `<dt>`.
    fn signature_params(&mut self, dt: ElementRef<'_>, owner: &str) {
        let sig = signature_text(dt);
        self.paragraphs += 1;
        let generated = generated_in(dt);
        let params: Vec<ElementRef<'_>> = dt
            .descendants()
            .filter_map(ElementRef::wrap)
            .filter(|p| has_class(*p, "sig-param"))
            .collect();
        let mut skip = 0;
        for (i, &p) in params.iter().enumerate() {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            let (Some(name), Some(mut value)) =
                (child_text(p, "n"), child_text(p, "default_value"))
            else {
                // Sphinx could not parse the parameter list (a default shown as a repr,
                // `<function sleep>`) and gave it as plain text: whole in one `sig-param`, or
                // one `name=default` per `sig-param` inside its `n` span (cattrs).
                if child_text(p, "default_value").is_none() {
                    for (name, value) in plain_params(&collapse_ws(&text_of(p))) {
                        if is_name(name) && (is_literal(value) || names_object(value)) {
                            let value = unescape_repr(value);
                            let shown = format!("{name}={value}");
                            let literal = is_literal(&value);
                            self.push_param(owner, name, value, sig.clone(), vec![shown]);
                            self.mark_signature(generated.clone().filter(|_| literal));
                        }
                    }
                }
                continue;
            };
            // Sphinx split a tuple default at its commas into parameters of their own
            // (Flask-RESTful's `location=('json'`, `'values')`): joined back until the
            // brackets balance.
            let mut shown = collapse_ws(&text_of(p)).trim().to_string();
            let unbalanced = |v: &str| super::class_params::split_top_level(v).is_none();
            while unbalanced(&value) && skip < 8 {
                let Some(next) = params.get(i + 1 + skip) else {
                    break;
                };
                let more = collapse_ws(&text_of(*next)).trim().to_string();
                value = format!("{value}, {more}");
                shown = format!("{shown}, {more}");
                skip += 1;
            }
            if unbalanced(&value) {
                skip = 0;
                continue;
            }
            let sentinel = crate::scan::references::is_object_sentinel(&value);
            if !is_name(&name) || !(is_literal(&value) || names_object(&value) || sentinel) {
                continue;
            }
            let value = unescape_repr(&value);
            // A sentinel's repr is autodoc's too: the default the code had at the build.
            let literal = is_literal(&value) || sentinel;
            self.push_param(owner, &name, value, sig.clone(), vec![shown]);
            self.mark_signature(generated.clone().filter(|_| literal));
        }
    }

    /// Read `el` when it is a field list inside a Python object's description; `false`
    /// leaves it to the caller. A parameter item's defaults belong to `Owner(param)`; the
    /// other fields ("Returns:", "Raises:") are walked with no term, so a field's name is
    /// never taken for a setting.
    pub(crate) fn autodoc_fields(&mut self, el: ElementRef<'_>) -> bool {
        let Some(owner) = self.py_owner.clone() else {
            return false;
        };
        if !has_class(el, "field-list") {
            return false;
        }
        let outer_term = self.term.take();
        let mut params = false;
        for c in el.child_elements() {
            if c.value().name() == "dt" {
                let t = collapse_ws(&text_of(c)).to_ascii_lowercase();
                params = PARAMETER_FIELDS.contains(&t.trim().trim_end_matches(':').trim());
                continue;
            }
            if params && c.value().name() == "dd" {
                // A parameter's item is about that parameter: another one it emphasises
                // ("If None (default), mirror *eq*'s value.") is a word, not an owner.
                let em = std::mem::take(&mut self.em_params);
                self.parameter_items(c, &owner);
                self.em_params = em;
            } else {
                self.walk(c);
            }
        }
        self.term = outer_term;
        true
    }

    /// Each `<p>` of a parameters field (one, or one per `<li>`) that opens with its
    /// parameter's name in bold: its nameless defaults are that parameter's.
    fn parameter_items(&mut self, dd: ElementRef<'_>, owner: &str) {
        let items: Vec<ElementRef<'_>> = dd
            .descendants()
            .filter_map(ElementRef::wrap)
            .filter(|p| p.value().name() == "p")
            .collect();
        // The item a paragraph continues: a description holding a block (a `versionadded`
        // box) is rendered `<li><p><strong>name</strong> – </p><p>If False (default), …</p>`,
        // the HTML parser closing the item's `<p>` at the inner one; the next paragraphs of
        // that `<li>` are still the parameter's.
        let mut item: Option<(ego_tree::NodeId, String)> = None;
        for p in items {
            let param = p
                .child_elements()
                .next()
                .filter(|s| s.value().name() == "strong")
                .map(|s| collapse_ws(&text_of(s)).trim().to_string())
                .filter(|n| is_name(n) && !n.contains('.'));
            let li = p
                .parent()
                .filter(|l| l.value().as_element().is_some_and(|e| e.name() == "li"));
            let Some(param) = param else {
                match (&item, li) {
                    (Some((id, param)), Some(l)) if l.id() == *id => {
                        let param = param.clone();
                        self.term = Some(param.clone());
                        let from = self.out.len();
                        self.walk(p);
                        self.term = None;
                        self.own_params(from, owner, &param);
                    }
                    _ => self.walk(p),
                }
                continue;
            };
            item = li.map(|l| (l.id(), param.clone()));
            // The bold name reads as the code span a Markdown parameter list opens with
            // ("`errors` (str) – How to cope … (default: `"replace"`)."), and is the term a
            // nameless "True by default." belongs to.
            let mut segs = Vec::new();
            let mut blocks = Vec::new();
            inline(
                p,
                &mut segs,
                &mut blocks,
                (self.depth, &self.em_params),
                &mut self.deep,
            );
            if let Some(Seg::Text(first)) = segs.first_mut() {
                if let Some(rest) = first.trim_start().strip_prefix(param.as_str()) {
                    let rest = rest.to_string();
                    segs[0] = Seg::Text(rest);
                    segs.insert(0, Seg::Code(param.clone()));
                }
            }
            self.term = Some(param.clone());
            let from = self.out.len();
            self.paragraphs += 1;
            self.prose(&segs);
            for b in blocks {
                self.walk(b);
            }
            self.term = None;
            self.own_params(from, owner, &param);
        }
    }

    /// The item's own name, bare, in the mentions from `from` on: as the code names it, under
    /// its owner. A default stated for another name in the item is left as the item says it.
    fn own_params(&mut self, from: usize, owner: &str, param: &str) {
        let (name, path) = param_name(owner, param);
        for m in &mut self.out[from..] {
            if m.name == param {
                m.name = name.clone();
                m.path = path.clone();
            }
        }
    }
}

/// `pkg.mod.Class` → `Class.__init__` for a class, `Class.method` for a method,
/// `function` for a module function: the anchor's dotted path from its first CamelCase
/// part (modules are lower case), else its last part. `class` says the description is a
/// class's (`<dl class="py class">`), whatever the case of its name; `function` that it is a
/// function's (`<dl class="py function">`), whatever the case of its name.
fn signature_owner(
    dt: ElementRef<'_>,
    class: bool,
    function: bool,
    modules: &[String],
) -> Option<String> {
    let kept = anchor_path(dt, modules, false)?;
    let mut owner = kept.join(".");
    let last = kept.last()?;
    if class || (!function && last.starts_with(|c: char| c.is_ascii_uppercase())) {
        owner.push_str(".__init__");
    }
    Some(owner)
}

/// A default shown as the object it names: a dotted path (`cachetools.keys.hashkey`) or a repr
/// (`<class 'dict'>`, `<function sleep>`). A bare word (`NOTHING`) may be anything.
fn names_object(value: &str) -> bool {
    crate::scan::references::docs_reference(value).is_some_and(|(_, sure)| sure)
}

/// `name: type = default` pairs of a parameter list given as text (`sleep: Callable[[int],
/// None] = <function sleep>, reraise: bool = False`): split at the commas outside brackets and
/// quotes as a signature line is (`class_params::split_top_level`), each parameter at its first
/// `=`. Parameters without a default are left out.
fn plain_params(text: &str) -> Vec<(&str, &str)> {
    let Some(parts) = split_top_level(text) else {
        return Vec::new();
    };
    parts
        .into_iter()
        .filter_map(|part| {
            let (lhs, value) = part.split_once('=')?;
            let name = lhs.split(':').next()?.trim().trim_start_matches('*');
            Some((name, value.trim()))
        })
        .collect()
}

/// The Python modules a page declares: Sphinx's `id="module-OpenSSL.SSL"` targets, anywhere in
/// the document `el` belongs to.
fn declared_modules(el: ElementRef<'_>) -> Vec<String> {
    let root = el
        .ancestors()
        .filter_map(ElementRef::wrap)
        .last()
        .unwrap_or(el);
    root.select(selector("[id^=\"module-\"]"))
        .filter_map(|e| Some(e.value().attr("id")?.strip_prefix("module-")?.to_string()))
        .collect()
}

/// Whether `dt` is described inside the Python class whose anchor is `class_id`.
fn inside_class(dt: ElementRef<'_>, class_id: &str) -> bool {
    dt.ancestors().filter_map(ElementRef::wrap).any(|a| {
        a.value().name() == "dl"
            && has_class(a, "py")
            && (has_class(a, "class") || has_class(a, "exception"))
            && a.child_elements()
                .any(|c| c.value().name() == "dt" && c.value().attr("id") == Some(class_id))
    })
}

/// The longest module the page declares that `id` lies in (`OpenSSL.SSL` for
/// `OpenSSL.SSL.Connection.send`).
fn declared_module<'m>(id: &str, modules: &'m [String]) -> Option<&'m str> {
    modules
        .iter()
        .filter(|m| {
            id.strip_prefix(m.as_str())
                .is_some_and(|r| r.starts_with('.'))
        })
        .max_by_key(|m| m.len())
        .map(String::as_str)
}

/// A signature's anchor as the code names the object: its dotted path from the first
/// CamelCase part (modules are lower case), else its last part (`pkg.mod.Response.max_size`
/// → `Response`, `max_size`; `pkg.mod.run` → `run`).
/// A description repeated with `:no-index:` has no anchor, nor has an overload's second
/// signature line: its shown name (`click.` + `IntRange`) says the same when it is
/// qualified. A decorator shows `@` as a prename of its own (`@` `cachetools.func.`
/// `fifo_cache`). Where the page declares the module (`modules`), the name begins after it,
/// whatever the case; `attr` keeps a lower-case class an attribute is described inside.
fn anchor_path(dt: ElementRef<'_>, modules: &[String], attr: bool) -> Option<Vec<String>> {
    let shown = || {
        let prename: String = dt
            .child_elements()
            .filter(|c| has_class(*c, "sig-prename"))
            .map(|c| collapse_ws(&text_of(c)).trim().to_string())
            .collect();
        let prename = prename.trim_start_matches('@');
        if prename.is_empty() {
            return None;
        }
        Some(format!("{prename}{}", child_text(dt, "sig-name")?))
    };
    let id = match dt.value().attr("id") {
        Some(id) => id.to_string(),
        None => shown()?,
    };
    let parts: Vec<&str> = id.split('.').collect();
    if parts.iter().any(|p| p.is_empty() || !is_name(p)) {
        return None;
    }
    // A module the page declares ends where the object's name begins, whatever its case
    // (`OpenSSL.SSL`, and `pyparsing`'s lower-case class `unicode_set` after it).
    let mut parts = parts;
    if let Some(m) = declared_module(&id, modules) {
        let skip = m.split('.').count();
        parts.drain(..skip);
        // A lower-case first part is a submodule, unless it is the class an attribute is
        // described inside (`unicode_set.alphanums`). A method keeps its last part alone, as
        // before: pexpect's `spawn.expect` is inherited from `SpawnBase` in another file.
        let lower = parts[0].starts_with(|c: char| c.is_ascii_lowercase());
        if parts.len() < 2 || !lower || attr && inside_class(dt, &format!("{m}.{}", parts[0])) {
            return Some(parts.iter().map(|p| p.to_string()).collect());
        }
    }
    let mut from = parts
        .iter()
        .position(|p| p.starts_with(|c: char| c.is_ascii_uppercase()))
        .unwrap_or(parts.len() - 1);
    // A module named for the class it holds (`ZEO.ClientStorage.ClientStorage`,
    // `ZODB.FileStorage.FileStorage.FileStorage`): the class begins at its last repetition.
    while from + 1 < parts.len() && parts[from + 1] == parts[from] {
        from += 1;
    }
    Some(parts[from..].iter().map(|p| p.to_string()).collect())
}

/// The module part of a signature's anchor, before its first CamelCase part (`falcon.asgi`
/// for `falcon.asgi.App`, `falcon.util.uri` for `falcon.util.uri.parse_query_string`).
fn anchor_module(dt: ElementRef<'_>, modules: &[String]) -> Option<String> {
    let id = dt.value().attr("id")?;
    if let Some(m) = declared_module(id, modules) {
        return Some(m.to_string());
    }
    id_module(id)
}

/// The module an anchor id spells out: its parts before the first capitalised one (a
/// class), or all but the last (`pkg.mod.func`).
fn id_module(id: &str) -> Option<String> {
    let parts: Vec<&str> = id.split('.').collect();
    let upto = parts
        .iter()
        .position(|p| p.starts_with(|c: char| c.is_ascii_uppercase()))
        .unwrap_or(parts.len().saturating_sub(1));
    (upto > 0 && parts[..upto].iter().all(|p| is_name(p))).then(|| parts[..upto].join("."))
}

/// The module whose code autodoc generated signature `dt` from: viewcode's `[source]` link
/// says it found the object's code (a hand-written `.. function::` has none, and may show the
/// default the code computes from `None`), and the anchor id is the dotted path it was
/// imported by (`webtest.app.TestApp.post`: `webtest.app`, whatever module the page
/// declares).
fn generated_in(dt: ElementRef<'_>) -> Option<String> {
    let linked = dt
        .descendants()
        .filter_map(ElementRef::wrap)
        .any(|e| has_class(e, "viewcode-link"));
    if !linked {
        return None;
    }
    id_module(dt.value().attr("id")?)
}

/// A signature `<dt>`'s text without its permalink and "[source]" link.
fn signature_text(dt: ElementRef<'_>) -> String {
    collapse_ws(&text_of(dt))
        .trim_end_matches(['¶', '#', '\u{200b}'])
        .trim_end()
        .trim_end_matches("[source]")
        .trim()
        .to_string()
}

/// A signature `<dt>`: Sphinx 4+ marks it `sig sig-object py`; Sphinx 3 (h11's pinned
/// `sphinx<4`) gives it only an `id` and the `sig-name descname` inside.
fn is_signature(dt: ElementRef<'_>) -> bool {
    has_class(dt, "sig")
        || (dt.value().attr("id").is_some()
            && dt.child_elements().any(|c| has_class(c, "sig-name")))
}

pub(crate) fn has_class(el: ElementRef<'_>, class: &str) -> bool {
    el.value()
        .has_class(class, scraper::CaseSensitivity::CaseSensitive)
}

/// The text of `el`'s first child element of class `class` (a signature parameter's `n`
/// name or `default_value`).
fn child_text(el: ElementRef<'_>, class: &str) -> Option<String> {
    el.child_elements()
        .find(|c| has_class(*c, class))
        .map(|c| collapse_ws(&text_of(c)).trim().to_string())
}

/// A signature shows a string default as Python's `repr` (`'.\\LocalSystem'` for the code's
/// `".\\LocalSystem"`, one backslash): its escapes are undone, so the docs value is the string
/// itself, as a value written in prose is.
pub(crate) fn unescape_repr(value: &str) -> String {
    let quoted = value.len() >= 2
        && (value.starts_with('\'') && value.ends_with('\'')
            || value.starts_with('"') && value.ends_with('"'));
    if !quoted || !value.contains('\\') {
        return value.to_string();
    }
    let (q, body) = (&value[..1], &value[1..value.len() - 1]);
    let mut out = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some(e @ ('\\' | '\'' | '"')) => out.push(e),
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    format!("{q}{out}{q}")
}

#[cfg(test)]
mod tests {
    use super::unescape_repr;

    #[test]
    fn a_repr_is_read_as_its_string() {
        assert_eq!(unescape_repr(r"'.\\LocalSystem'"), r"'.\LocalSystem'");
        assert_eq!(unescape_repr(r"'[\\w+]+'"), r"'[\w+]+'");
        assert_eq!(unescape_repr(r"'it\'s'"), "'it's'");
        assert_eq!(unescape_repr("'plain'"), "'plain'");
        assert_eq!(unescape_repr("42"), "42");
    }
}
