//! Definition lists: a `<dt>` naming one thing owns the `<dd>`s after it (Sphinx's
//! `.. py:data::`, `.. confval::`, Markdown's `<dt><code>name</code></dt>`), and a
//! "Default:" field inside a term's description is the term's default.

#[allow(unused_imports)]
use super::*;

impl Walker<'_> {
    /// A definition list: a `<dt>` naming one thing owns the `<dd>`s after it.
    pub(crate) fn definition_list(&mut self, el: ElementRef<'_>) {
        // A `<dt>` naming one thing owns the `<dd>`s after it, up to the next `<dt>`;
        // a nested list has its own terms.
        let outer = self.term.take();
        // A field list inside a term's description (Sphinx's `.. confval::` renders
        // `<dt>Type:</dt><dd>str</dd><dt>Default:</dt><dd>'alabaster'</dd>`): the
        // Default field is the enclosing term's "Default: 'alabaster'".
        let mut default_field = false;
        for c in el.child_elements() {
            if c.value().name() == "dt" {
                let t = collapse_ws(&term_text(c));
                let field = t.trim().trim_end_matches(':').trim().to_ascii_lowercase();
                default_field = outer.is_some()
                    && matches!(field.as_str(), "default" | "defaults" | "default value");
                // autodoc's attribute signature showing its value (`socket_timeout = 10`) names
                // the attribute its description's "(default 10)" is about.
                self.term = if default_field {
                    outer.clone()
                } else {
                    term_name(&t).or_else(|| {
                        let py = object_signature(c, "py");
                        py.then(|| assigned_term(&t).map(|(name, _)| name))
                            .flatten()
                    })
                };
                if default_field {
                    continue;
                }
                // `<dt><code>init(directory='migrations', multidb=False)</code></dt>`
                // (Flask-Migrate's API list): a term that is one call signature states its
                // keyword parameters' defaults.
                let mut spans = c
                    .descendants()
                    .filter_map(ElementRef::wrap)
                    .filter(|e| e.value().name() == "code");
                if let (Some(code), None) = (spans.next(), spans.next()) {
                    let code_text = collapse_ws(&text_of(code));
                    if code_text.trim() == t.trim() && code_text.contains('(') {
                        self.code_signature(&code_text);
                    }
                }
                // `sitepackages=false(true|false)`: a Sphinx object signature (a project's own
                // object type, `std` domain: tox's `.. conf::`) that is the setting, its
                // default and its type states that default.
                if let Some((name, value)) = object_signature(c, "std")
                    .then(|| assigned_term(&t))
                    .flatten()
                {
                    self.term = Some(name);
                    self.paragraphs += 1;
                    self.prose(&[Seg::Text("Default: ".to_string()), Seg::Code(value)]);
                    continue;
                }
            } else if default_field && c.value().name() == "dd" {
                let mut segs = vec![Seg::Text("Default: ".to_string())];
                let mut blocks = Vec::new();
                inline(
                    c,
                    &mut segs,
                    &mut blocks,
                    (self.depth, &self.em_params),
                    &mut self.deep,
                );
                // `<dd><p><code>normal</code></p></dd>`: the field's one paragraph is its value.
                if let [p] = blocks[..] {
                    if p.value().name() == "p" && segs.len() == 1 {
                        blocks.clear();
                        inline(
                            p,
                            &mut segs,
                            &mut blocks,
                            (self.depth, &self.em_params),
                            &mut self.deep,
                        );
                    }
                }
                self.paragraphs += 1;
                self.prose(&segs);
                default_field = false;
                continue;
            }
            self.walk(c);
        }
        self.term = outer;
    }

    /// mkdocstrings' list of attributes or parameters (`<li><b><code>Markdown.doc_tag</code></b>
    /// (<code>str</code>) – <div><p>Element used to wrap document. Default:
    /// <code>div</code>.</p></div></li>`): the item's text is only a name, its type and a
    /// dash, so the name is the term of the description blocks under it. Sets the term and
    /// returns the one to restore after them; `None` for any other item.
    pub(crate) fn list_item_term(
        &mut self,
        tag: &str,
        segs: &[Seg],
        blocks: &[ElementRef<'_>],
    ) -> Option<Option<String>> {
        if tag != "li" || blocks.is_empty() {
            return None;
        }
        let mut parts = segs.iter().filter(|s| !s.text().trim().is_empty());
        let Some(first) = parts.next() else {
            // django-debug-toolbar's settings list: `<li><p><code>CACHE_KEY_PREFIX</code></p>
            // <p>Default: <code>"djdt:"</code></p>…</li>`, the item's first paragraph only the
            // name, the paragraphs after it its description.
            let name = code_only_paragraph(blocks[0])?;
            return (blocks.len() >= 2).then(|| self.term.replace(name));
        };
        let Seg::Code(name) = first else {
            return None;
        };
        let name = name.trim();
        if !name.split('.').all(is_name) {
            return None;
        }
        // What follows the name: `(type)` and a dash or colon, nothing else.
        let mut depth = 0usize;
        for s in parts {
            for c in s.text().chars() {
                match c {
                    '(' | '[' => depth += 1,
                    ')' | ']' => depth = depth.saturating_sub(1),
                    _ if depth > 0 || matches!(s, Seg::Code(_)) => {}
                    '–' | '—' | '-' | ':' => {}
                    c if c.is_whitespace() => {}
                    _ => return None,
                }
            }
        }
        Some(self.term.replace(name.to_string()))
    }
}

/// The name a paragraph holding one code span and nothing else shows (`<p><code>CACHE_KEY_PREFIX
/// </code></p>`).
fn code_only_paragraph(p: ElementRef<'_>) -> Option<String> {
    if p.value().name() != "p" {
        return None;
    }
    let name = super::titles::one_code_span(p)?.trim().to_string();
    let whole = collapse_ws(&text_of(p)).trim() == name;
    (whole && name.split('.').all(is_name)).then_some(name)
}

/// A `<dt>` Sphinx renders for an object of `domain` (`class="sig sig-object std"`, `… py`).
fn object_signature(dt: ElementRef<'_>, domain: &str) -> bool {
    super::autodoc::has_class(dt, "sig-object") && super::autodoc::has_class(dt, domain)
}

/// A term written `name=default` or `name=default(TYPE)` (a Sphinx object type whose
/// signature is the setting and its default): the name and the default.
fn assigned_term(text: &str) -> Option<(String, String)> {
    // The permalink after it: `¶`, `#`, or a theme's icon glyph (U+F0C1, private use).
    let t = text
        .trim()
        .trim_end_matches(|c: char| {
            matches!(c, '#' | '\u{200b}') || (!c.is_ascii() && !c.is_alphanumeric())
        })
        .trim();
    let c = assigned_term_re().captures(t)?;
    let name = c.name("name")?.as_str();
    let value = c.name("value")?.as_str().trim();
    (is_name(name) && !value.is_empty()).then(|| (name.to_string(), value.to_string()))
}

re!(
    assigned_term_re,
    r"^(?P<name>[A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(?P<value>[^()=\s][^()=]*?)\s*(?:\((?P<type>[^()]*)\))?$"
);

/// A `<dt>`'s text without its classifier: docutils renders a numpydoc-style term
/// `mininterval : float, optional` as `mininterval<span class="classifier">float,
/// optional</span>`, and the term is the name alone.
fn term_text(dt: ElementRef<'_>) -> String {
    let mut out = String::new();
    for c in dt.children() {
        match ElementRef::wrap(c) {
            Some(e)
                if e.value()
                    .classes()
                    .any(|k| matches!(k, "classifier" | "classifier-delimiter")) =>
            {
                out.push(' ');
            }
            Some(e) => out.push_str(&text_of(e)),
            None => {
                if let Some(t) = c.value().as_text() {
                    out.push_str(t);
                }
            }
        }
    }
    out
}

impl Walker<'_> {
    /// reST's indented description under a line of names, as django-storages documents each
    /// setting: `<p><code>querystring_expire</code> or <code>AWS_QUERYSTRING_EXPIRE</code></p>`
    /// then a `<blockquote>` ("Default: `3600`"). The paragraph is a term and the block its
    /// description; the term is a name of a configuration key the code defines if one is, a
    /// settings constant (upper snake case) first, as users set it. `None` when `p` is not
    /// such a paragraph.
    pub(crate) fn names_paragraph(&self, p: ElementRef<'_>) -> Option<String> {
        if p.value().name() != "p" {
            return None;
        }
        let mut names = Vec::new();
        for c in p.children() {
            if let Some(e) = ElementRef::wrap(c) {
                if e.value().name() != "code" {
                    return None;
                }
                let t = collapse_ws(&text_of(e)).trim().to_string();
                if !is_name(&t) {
                    return None;
                }
                names.push(t);
            } else if let Some(t) = c.value().as_text() {
                let joiners = t
                    .split(|ch: char| ch.is_whitespace() || ch == ',' || ch == '/')
                    .all(|w| matches!(w, "" | "or" | "and"));
                if !joiners {
                    return None;
                }
            }
        }
        let defined = |n: &&String| self.keep.is_none_or(|k| k.contains(n.as_str()));
        let known: Vec<&String> = names.iter().filter(defined).collect();
        let all: Vec<&String> = names.iter().collect();
        let pick = |list: Vec<&String>| {
            let first = list.first().map(|n| n.to_string());
            list.into_iter()
                .find(|n| upper_snake_re().is_match(n))
                .cloned()
                .or(first)
        };
        pick(known).or_else(|| pick(all))
    }
}
