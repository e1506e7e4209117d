//! Walking a docs page for mentions: blocks, tables, inline code and the prose
//! around them.

#[allow(unused_imports)]
use super::*;

pub(crate) struct Walker<'p> {
    pub(crate) page: &'p DocPage,
    pub(crate) title: Option<String>,
    pub(crate) headings: Vec<(u8, String)>,
    pub(crate) out: Vec<Mention>,
    pub(crate) words: BTreeSet<String>,
    pub(crate) keep: Option<&'p HashSet<String>>,
    pub(crate) tables: usize,
    pub(crate) blocks: usize,
    pub(crate) paragraphs: usize,
    /// Header texts per table, by table index (blocks share one counter).
    pub(crate) table_headers: Vec<Vec<String>>,
    pub(crate) depth: usize,
    /// Some content sat deeper than MAX_DEPTH and was not read.
    pub(crate) deep: bool,
    /// The name the current definition-list term (`<dt>`) documents, while its
    /// description is walked: Sphinx's `.. py:data:: SESSION_COOKIE_NAME`, Markdown's
    /// `<dt><code>name</code></dt>`.
    pub(crate) term: Option<String>,
    /// Per heading in `headings`, the name it documents when the heading is one code span
    /// and nothing else (Sphinx's `.. setting:: DEBUG` renders `<h3><code>DEBUG</code>¶</h3>`
    /// over "Default: `False`").
    pub(crate) code_headings: Vec<Option<String>>,
    /// The Python object (`Class.__init__`, `function`) whose Sphinx description is being
    /// walked: its parameters' defaults are its own (`autodoc.rs`).
    pub(crate) py_owner: Option<String>,
    /// That object's signature parameters, which an `<em>` in its description names.
    pub(crate) em_params: Vec<String>,
    /// The Python modules the page declares (Sphinx's `id="module-OpenSSL.SSL"` targets): an
    /// object's anchor (`OpenSSL.SSL.Connection.send`) is the module, then the object's name.
    /// Read from the page at its first Python object description.
    pub(crate) py_modules: Option<Vec<String>>,
    /// The page has an element titled "default…" (`fields.rs`): checked once, so that no
    /// other page looks for one paragraph by paragraph.
    pub(crate) default_titles: bool,
}

impl Walker<'_> {
    pub(crate) fn context(&self) -> Vec<String> {
        let mut c: Vec<String> = Vec::new();
        if let Some(t) = &self.title {
            c.push(t.clone());
        }
        for (_, h) in &self.headings {
            // Markdown titles repeat as the first heading.
            if c.last() != Some(h) {
                c.push(h.clone());
            }
        }
        c
    }

    pub(crate) fn walk(&mut self, el: ElementRef<'_>) {
        let name = el.value().name();
        if is_scan_hidden(name) {
            return;
        }
        // Recursion is bounded: a page nesting elements thousands deep
        // (malformed or generated) is read down to MAX_DEPTH and says so.
        if self.depth >= MAX_DEPTH {
            self.deep = true;
            return;
        }
        self.depth += 1;
        self.walk_inner(el, name);
        self.depth -= 1;
    }

    pub(crate) fn walk_inner(&mut self, el: ElementRef<'_>, name: &str) {
        match name {
            "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => {
                let level = name.as_bytes()[1] - b'0';
                let text = collapse_ws(&text_of(el));
                // Docusaurus appends a "#" anchor link to headings; Sphinx's Read the Docs
                // theme an icon-font glyph (U+F0C1, a private-use code point); mkdocstrings
                // a "¤".
                let text = text
                    .trim_end_matches(|c: char| {
                        matches!(c, '#' | '\u{200b}' | '¤')
                            || ('\u{e000}'..='\u{f8ff}').contains(&c)
                    })
                    .trim()
                    .to_string();
                self.add_words(&text);
                while self.headings.last().is_some_and(|(l, _)| *l >= level) {
                    self.headings.pop();
                    self.code_headings.pop();
                }
                self.code_headings.push(code_only_name(el, &text));
                self.headings.push((level, text.clone()));
                self.heading_values(el, &text);
            }
            // Rustdoc's struct field (`<span class="structfield">§<code>dpi: f32</code></span>`)
            // titles its docblock as a heading does, one level under "Fields": the field's name,
            // one word too, owns "Default: 96.0" and "The default value is 128 KiB.".
            "span"
                if el
                    .value()
                    .has_class("structfield", scraper::CaseSensitivity::CaseSensitive) =>
            {
                let text = collapse_ws(&text_of(el));
                let text = text.trim_start_matches(['§', ' ']).to_string();
                while self.headings.last().is_some_and(|(l, _)| *l >= 3) {
                    self.headings.pop();
                    self.code_headings.pop();
                }
                self.code_headings
                    .push(text.split(':').next().map(|n| n.trim().into()));
                self.headings.push((3, text));
            }
            "dl" if self.autodoc_object(el) || self.autodoc_fields(el) => {}
            "dl" => self.definition_list(el),
            "table" => self.table(el),
            "pre" => self.code_block(el),
            n if PROSE_BLOCKS.contains(&n) => {
                let mut segs = Vec::new();
                let mut blocks = Vec::new();
                inline(
                    el,
                    &mut segs,
                    &mut blocks,
                    (self.depth, &self.em_params),
                    &mut self.deep,
                );
                if segs.iter().any(|s| !s.text().trim().is_empty()) {
                    self.paragraphs += 1;
                    if self.default_titles {
                        self.titled_defaults(el);
                    }
                    if name == "li" && (self.under_defaults_heading() || fields::defaults_led(el)) {
                        self.default_list_item(&segs);
                    }
                    self.prose(&segs);
                }
                let outer = self.list_item_term(name, &segs, &blocks);
                for b in blocks {
                    self.walk(b);
                }
                if let Some(t) = outer {
                    self.term = t;
                }
            }
            _ => {
                let mut names: Option<String> = None;
                for c in el.child_elements() {
                    // A paragraph of names over an indented block: the block is their
                    // description (`terms::names_paragraph`).
                    if let (Some(n), "blockquote") = (names.take(), c.value().name()) {
                        let outer = self.term.replace(n);
                        self.walk(c);
                        self.term = outer;
                        continue;
                    }
                    self.walk(c);
                    names = self.names_paragraph(c);
                }
            }
        }
    }

    pub(crate) fn add_words(&mut self, text: &str) {
        let keep = self.keep;
        // No config key to look for (a checkout of Rust source only): nothing to keep.
        if keep.is_some_and(|k| k.is_empty()) {
            return;
        }
        let mut add = |w: &str| {
            if !w.is_empty() && keep.is_none_or(|k| k.contains(w)) && !self.words.contains(w) {
                self.words.insert(w.to_string());
            }
        };
        for w in ident_re().find_iter(text) {
            add(w.as_str());
            // `compression.protect_last_n` documents each segment too.
            if w.as_str().contains('.') {
                for part in w.as_str().split('.') {
                    add(part);
                }
            }
        }
    }

    // ---- tables ----

    pub(crate) fn table(&mut self, table: ElementRef<'_>) {
        let table_idx = self.tables + self.blocks;
        self.tables += 1;
        let table_no = self.tables;
        // This table's own rows and caption; a nested table is walked as its own when its cell
        // is (each descendant `tr`: 30 unclosed `<table><tr><td>` took minutes).
        let own = |e: &ElementRef<'_>| {
            e.ancestors()
                .filter_map(ElementRef::wrap)
                .find(|a| a.value().name() == "table")
                .is_some_and(|a| a.id() == table.id())
        };
        let rows: Vec<ElementRef<'_>> = table.select(selector("tr")).filter(own).collect();
        let caption = table
            .select(selector("caption"))
            .find(own)
            .map(|c| collapse_ws(&text_of(c)));
        let mut header: Option<Vec<String>> = None;
        let mut body_start = 0;
        if let Some(first) = rows.first() {
            let cells = cells_of(*first);
            let in_thead = first
                .parent()
                .and_then(ElementRef::wrap)
                .is_some_and(|p| p.value().name() == "thead");
            if in_thead || (!cells.is_empty() && cells.iter().all(|c| c.value().name() == "th")) {
                header = Some(cells.iter().map(|c| collapse_ws(&text_of(*c))).collect());
                body_start = 1;
            }
        }
        let header_texts = header.clone().unwrap_or_default();
        self.table_headers.resize(table_idx + 1, Vec::new());
        self.table_headers[table_idx] = header_texts.clone();
        for tr in &rows {
            for c in cells_of(*tr) {
                let t = text_of(c);
                self.add_words(&t);
            }
        }
        let Some(header) = header else {
            return self.cells_as_prose(&rows);
        };
        let lower: Vec<String> = header.iter().map(|h| h.to_lowercase()).collect();
        let val_col = lower
            .iter()
            .position(|h| h.contains("default"))
            .or_else(|| lower.iter().position(|h| h == "value"));
        let Some(val_col) = val_col else {
            return self.cells_as_prose(&rows);
        };
        let key_col = lower
            .iter()
            .position(|h| KEY_HEADERS.contains(&h.trim_end_matches('s')))
            .unwrap_or(0);
        if key_col == val_col {
            return self.cells_as_prose(&rows);
        }
        // A "Feature" column names Cargo features (`mentions/features.rs`): "yes"/"no"; so
        // does a "Name" column under a heading about features (axum's "Feature flags" table).
        let features = lower[key_col].contains("feature")
            || (lower[key_col] == "name"
                && self
                    .headings
                    .last()
                    .is_some_and(|(_, h)| contains_ascii_ci(h, "feature")));
        // A features table marks the default ones (✔) and leaves the others empty: an empty
        // cell there reads as `UNMARKED_CELL`, off.
        let marks = features
            && rows.iter().skip(body_start).any(|tr| {
                cells_of(*tr).get(val_col).is_some_and(|c| {
                    let t = collapse_ws(&text_of(*c));
                    matches!(t.trim(), "✓" | "✔")
                })
            });
        let mut context = self.context();
        if let Some(c) = caption {
            context.push(c);
        }
        for (r, tr) in rows.iter().enumerate().skip(body_start) {
            let cells = cells_of(*tr);
            if cells.len() <= key_col.max(val_col) {
                continue;
            }
            let key_cell = cells[key_col];
            // The first code span that is a name: `-q`, `--quiet` is the `--quiet` option.
            let key_text = key_cell
                .select(selector("code"))
                .map(text_of)
                .find(|t| is_name(&clean_name(t)))
                .unwrap_or_else(|| text_of(key_cell));
            let key = clean_name(&key_text);
            if !is_name(&key) {
                continue;
            }
            let empty_mark = marks && collapse_ws(&text_of(cells[val_col])).trim().is_empty();
            let Some(value) = cell_value(cells[val_col])
                .or(empty_mark.then(|| crate::claims::compare::UNMARKED_CELL.to_string()))
            else {
                self.row_as_term(&key, &cells, [key_col, val_col]);
                continue;
            };
            let row_text = cells
                .iter()
                .map(|c| collapse_ws(&text_of(*c)))
                .collect::<Vec<_>>()
                .join(" | ");
            self.out.push(Mention {
                page: self.page.url.clone(),
                title: self.title.clone(),
                form: Form::TableRow,
                name: key.clone(),
                path: if features {
                    vec![format!("feature:{key}")]
                } else {
                    split_path(&key)
                },
                context: context.clone(),
                raw_value: value.clone(),
                text: row_text,
                position: format!("table {table_no}, row {r}"),
                line: None,
                text_offset: None,
                table: Some(TableCell {
                    row: collapse_ws(&key_text).trim().to_string(),
                    column: header[val_col].clone(),
                    nth: 1,
                    of: 1,
                }),
                block: Some(table_idx),
                commented: false,
                pattern: vec![key, value],
                example: None,
                sample: false,
                owner_type: None,
                term: false,
                from_previous: false,
                titled_file: None,
                type_heading: self.type_heading(),
                unmarked: false,
                module: None,
                signature: None,
            });
        }
    }

    /// A table that states no defaults column-wise may still say
    /// "`x` (default: 20)" inside a cell.
    pub(crate) fn cells_as_prose(&mut self, rows: &[ElementRef<'_>]) {
        for tr in rows {
            for c in tr.child_elements() {
                if matches!(c.value().name(), "td" | "th") {
                    self.walk(c);
                }
            }
        }
    }

    // ---- code blocks ----

    pub(crate) fn code_block(&mut self, pre: ElementRef<'_>) {
        let block_idx = self.tables + self.blocks;
        self.blocks += 1;
        let block_no = self.blocks;
        self.table_headers.resize(block_idx + 1, Vec::new());
        let lang = code_lang(pre);
        let mut text = String::new();
        pre_text(pre, &mut text, self.depth, &mut self.deep);
        self.add_words(&text);
        // A command's `--help` output states each option's default by its flag, whatever
        // the block is labelled (`text`, `console`, none).
        let help = match lang.as_deref() {
            Some(
                "yaml" | "yml" | "json" | "jsonc" | "json5" | "toml" | "ini" | "cfg" | "conf"
                | "properties" | "python" | "py" | "python3" | "rust" | "rs",
            ) => Vec::new(),
            _ => parse_help(&text),
        };
        let mode = match lang.as_deref() {
            _ if !help.is_empty() => Mode::Help,
            Some("yaml" | "yml" | "json" | "jsonc" | "json5") => Mode::Yaml,
            Some("toml" | "ini" | "cfg" | "conf" | "properties") => Mode::Toml,
            Some("python" | "py" | "python3") => Mode::Python,
            Some("rust" | "rs") => Mode::Rust,
            Some("default") => default_language_mode(&text),
            None | Some("text" | "txt" | "plain" | "plaintext" | "none") => detect_mode(&text),
            Some(_) => return,
        };
        let context = self.context();
        let lead = lead_in(pre);
        let titled_file = lead.as_deref().and_then(file_title);
        // The names this section has already given a default in prose.
        let stated_here: BTreeMap<String, String> = self
            .out
            .iter()
            .rev()
            .take_while(|o| o.context == context)
            .filter(|o| o.form == Form::Prose)
            .filter_map(|o| Some((o.path.last()?.clone(), o.raw_value.clone())))
            .collect();
        let marked = shows_defaults(
            pre,
            mode == Mode::Help || titled_file.is_some(),
            &text,
            lead.as_deref(),
            &context,
        );
        let example = lead.clone().filter(|t| says_example(t)).or_else(|| {
            // "…" or "..." as the last line: an excerpt of someone's config.
            let last = text.lines().rev().map(str::trim).find(|l| !l.is_empty());
            last.is_some_and(|l| {
                let l = l.trim_start_matches(['#', '/', ' ']);
                l == "..." || l == "…" || l.ends_with(" ...") || l.ends_with(" …")
            })
            .then(|| "the block ends in \"…\": an excerpt".to_string())
            .or_else(|| how_to_heading(&context))
        });

        if mode == Mode::Python {
            self.python_signatures(&text, example.as_deref());
        }
        let entries = if mode == Mode::Help {
            help
        } else {
            parse_block(&text, mode)
        };
        let sample = (mode == Mode::Yaml && is_response_sample(&text, lead.as_deref(), &entries))
            || is_http_message(&text);
        for e in entries {
            let example = entry_example(&e, example.as_deref(), &stated_here);
            self.out.push(Mention {
                page: self.page.url.clone(),
                title: self.title.clone(),
                form: Form::CodeBlock,
                name: e.key.clone(),
                path: e.path,
                context: context.clone(),
                raw_value: e.value.clone(),
                text: e.line_text.trim().to_string(),
                position: format!("code block {block_no}, line {}", e.line),
                line: None,
                text_offset: None,
                table: None,
                block: Some(block_idx),
                commented: e.commented,
                pattern: vec![e.key_text, e.sep, e.value],
                example,
                sample,
                owner_type: None,
                term: false,
                from_previous: false,
                titled_file: titled_file.clone(),
                type_heading: self.type_heading(),
                unmarked: !marked && !e.says_default,
                module: None,
                signature: None,
            });
        }
    }

    // ---- prose ----

    /// The code item the innermost code heading documents: rustdoc's
    /// `pub fn max_blocking_threads(&mut self, val: usize)`, or a heading
    /// that is one snake_case name (`### max_items`).
    pub(crate) fn heading_owner(&self) -> Option<String> {
        if let Some(t) = &self.term {
            return Some(t.clone());
        }
        let (_, h) = self.headings.last()?;
        if let Some(c) = fn_heading_re().captures(h) {
            return Some(c[1].to_string());
        }
        if let Some(flag) = flag_name(h) {
            return Some(flag);
        }
        if let Some(Some(n)) = self.code_headings.last() {
            // A type's heading (`AsGeoJSON`, `RegexField`): a nameless default under it is
            // one of the type's parameters, which the heading does not name.
            if is_type_name(n) {
                return None;
            }
            // Code headings nested in code headings qualify it: `DATABASES` › `TIME_ZONE` is
            // the database option, not the `TIME_ZONE` setting.
            let mut parts: Vec<&str> = self.code_headings[..self.code_headings.len() - 1]
                .iter()
                .rev()
                .map_while(|c| c.as_deref())
                .collect();
            parts.reverse();
            parts.push(n);
            return Some(parts.join("."));
        }
        let t = h.trim().trim_matches('`');
        // A rustdoc constant's or static's page, `<h1>Constant <span>OTEL_EXPORTER_OTLP_TIMEOUT
        // </span>`: its docblock's nameless default is the constant's (rule 214 finds where an
        // environment variable's name keeps its default).
        if let Some(c) = item_page_heading_re().captures(t) {
            return Some(c[1].to_string());
        }
        // A plain-text heading that is one UPPER_SNAKE name (Scrapy's `.. setting::` renders
        // `<h3>CONCURRENT_ITEMS¶</h3>`): the underscore tells it from "FAQ" or "HTTP".
        let bare = t.trim_end_matches(['¶', '#', '§', '\u{200b}']).trim();
        if upper_snake_re().is_match(bare) {
            return Some(bare.to_string());
        }
        // An INI option heading, `[run] branch` (coverage.py's reference): the key.
        if let Some(c) = ini_heading_re().captures(bare) {
            return Some(c[1].to_string());
        }
        // A field heading `read_buffer_size: usize` names the field.
        let t = t.split_once(": ").map_or(t, |(n, _)| n.trim());
        (snake_name_re().is_match(t).then(|| t.to_string())).or_else(|| dotted_setting(bare))
    }

    /// The type the innermost heading names when it is one code span holding a CamelCase
    /// name (`<h3><code>RegexField</code></h3>`); a heading of words ("Overview") is none.
    pub(crate) fn type_heading(&self) -> Option<String> {
        self.code_headings
            .last()
            .cloned()
            .flatten()
            .filter(|n| is_type_name(n))
    }

    /// The type of the impl block the innermost heading sits in: rustdoc's
    /// `impl<R: AsyncRead> BufReader<R>` (or `impl Default for Builder`) heading
    /// above the method's.
    pub(crate) fn impl_type(&self) -> Option<String> {
        let (_, inner) = self.headings.split_last()?;
        let (_, h) = inner.iter().rev().find(|(_, h)| {
            h.trim_start()
                .strip_prefix("impl")
                .is_some_and(|r| r.starts_with(|c: char| c == '<' || c.is_whitespace()))
        })?;
        impl_self_type(h.trim_start().strip_prefix("impl")?)
    }

    pub(crate) fn prose(&mut self, segs: &[Seg]) {
        let (masked, codes) = mask(segs);
        let unmask = |s: &str| unmask(s, &codes);
        self.add_words(&unmask(&masked));
        self.signature_defaults(&masked, &codes);
        self.whole_defaults(&masked, &codes);
        self.required_versions(&masked, &codes);
        if self.field_paragraph(&masked, &codes) {
            return;
        }
        // Every sentence pattern needs "default" or "… can be changed …"; most
        // paragraphs of a large site have neither (and then no earlier sentence's
        // name is ever asked for).
        if !contains_ascii_ci(&masked, "default") && !contains_ascii_ci(&masked, " be ") {
            return;
        }
        // The one name the nearest earlier sentence of this paragraph names.
        let mut prev_name: Option<String> = None;
        // Whether that sentence opens with the name (a parameter list's "`www_redirect` - …
        // Defaults to True."): the name is its subject, as a term is. "Only available with the
        // `fastproto` backend. Default: 16777216" names it in passing.
        let mut prev_opens = false;
        for sentence in sentences(&masked) {
            self.worded_defaults(sentence);
            let mut hits = prose_hits(sentence, &codes);
            if hits.is_empty() {
                hits = marked_default_hits(sentence, &codes);
            }
            if hits.is_empty() {
                hits = changeable_hits(sentence, &codes);
            }
            // A `name=value` span is never another pattern's name (bar one right before
            // "(defaults to …)", whose value is not the span's): "… if `v2_version=3`
            // (defaults to `4`) and … (defaults to `v23_sep='/'`)" states both.
            for h in kv_default_hits(sentence, &codes) {
                if !hits.iter().any(|k| k.name == h.name) {
                    hits.push(h);
                }
            }
            // "The default value is 512." under `fn max_blocking_threads(…)`,
            // or "The `br_spaces` parameter allows … . The default value
            // allows 2 spaces.": the sentence names nothing; the heading it
            // documents, or the sentence before it, does.
            let mut owner: Option<String> = None;
            let mut owner_type: Option<String> = None;
            let mut by_term = false;
            let mut from_previous = false;
            if hits.is_empty() {
                if let Some((word, h)) = default_or_hit(sentence, &codes) {
                    owner = Some(word);
                    hits.push(h);
                }
            }
            if hits.is_empty() {
                let hit = owner_default_hit(sentence, &codes, self.term.as_deref(), &|| {
                    self.heading_owner()
                });
                if let Some(h) = hit {
                    let heading = self.heading_owner();
                    from_previous = heading.is_none() && !prev_opens;
                    if let Some(o) = heading.clone().or_else(|| prev_name.clone()) {
                        // `heading_owner` is the term whenever there is one; a term is not a
                        // rustdoc method heading, so no impl block owns it.
                        by_term = self.term.is_some();
                        owner = Some(o);
                        if !by_term {
                            owner_type = heading.and_then(|_| self.impl_type());
                        }
                        hits.push(h);
                    }
                }
            }
            let named: BTreeSet<String> = code_ref_re()
                .captures_iter(sentence)
                .filter_map(|c| codes.get(c[1].parse::<usize>().ok()?))
                .map(|c| clean_name(c))
                .filter(|c| is_name(c) && !is_type_word(c))
                .collect();
            // A parameter list's item opens with its name and a dash or colon ("`https_only`
            // - Indicate that the `"Secure"` flag … . Defaults to `False`."): the item is
            // about that name, whatever else its first sentence names.
            match (lead_name(sentence, &codes), named.len()) {
                (Some(lead), _) => {
                    prev_name = Some(lead);
                    prev_opens = true;
                }
                (None, 0) => {}
                (None, 1) => {
                    prev_name = named.into_iter().next();
                    prev_opens = sentence.trim_start().starts_with('\u{E000}');
                }
                _ => prev_name = None,
            }
            for hit in hits {
                let name = match &owner {
                    Some(o) => o.clone(),
                    // A flag's span may carry its metavariable (`--num-workers <n>`).
                    None if codes[hit.name].starts_with("--") => clean_name(&codes[hit.name]),
                    // `thread_local=True`: the name left of the `=`, under the function or
                    // class the sentence names (`define()` sets `slots=True` by default).
                    None => match (kv_span(&codes[hit.name]), kv_owner(sentence, &codes)) {
                        (Some((n, _)), Ok(Some(o))) => format!("{o}.{n}"),
                        (Some((n, _)), _) => n.to_string(),
                        (None, _) => codes[hit.name].clone(),
                    },
                };
                let heading = self.headings.last().map(|(_, h)| h.as_str());
                let name = heading
                    .and_then(|h| super::class_params::heading_param(h, &name))
                    .unwrap_or(name);
                self.out.push(Mention {
                    page: self.page.url.clone(),
                    title: self.title.clone(),
                    form: Form::Prose,
                    name: name.clone(),
                    path: split_path(&name),
                    context: self.context(),
                    raw_value: hit.value.clone(),
                    text: unmask(sentence).trim().to_string(),
                    position: format!("paragraph {}", self.paragraphs),
                    line: None,
                    text_offset: None,
                    table: None,
                    block: None,
                    commented: false,
                    pattern: hit
                        .pieces
                        .iter()
                        .map(|p| unmask(p))
                        .filter(|p| !p.trim().is_empty())
                        .collect(),
                    example: None,
                    sample: false,
                    owner_type: owner_type.clone(),
                    term: by_term,
                    from_previous,
                    titled_file: None,
                    type_heading: self.type_heading(),
                    unmarked: false,
                    module: None,
                    signature: None,
                });
            }
        }
    }
}

/// The segments' text with each code span masked as `\u{E000}i\u{E001}` (whitespace
/// collapsed), and the spans: sentence patterns refer to names by position, and numbers inside
/// names never leak out.
pub(crate) fn mask(segs: &[Seg]) -> (String, Vec<String>) {
    let mut masked = String::new();
    let mut codes: Vec<String> = Vec::new();
    for s in segs {
        match s {
            Seg::Text(t) => masked.push_str(t),
            Seg::Code(c) => {
                masked.push_str(&format!("\u{E000}{}\u{E001}", codes.len()));
                codes.push(c.trim().to_string());
            }
        }
    }
    (collapse_ws(&masked), codes)
}

/// `masked` with each `\u{E000}i\u{E001}` put back as the code span `codes[i]`.
pub(crate) fn unmask(masked: &str, codes: &[String]) -> String {
    if !masked.contains('\u{E000}') {
        return masked.to_string();
    }
    code_ref_re()
        .replace_all(masked, |c: &regex::Captures<'_>| {
            codes[c[1].parse::<usize>().unwrap_or(0)].clone()
        })
        .into_owned()
}

/// The self type of an impl header after `impl`: `<R: AsyncRead> BufReader<R>` →
/// `BufReader`, ` Default for io::Builder` → `Builder`.
pub(crate) fn impl_self_type(rest: &str) -> Option<String> {
    let mut rest = rest.trim_start();
    if rest.starts_with('<') {
        // Skip the impl's generics, `<` and `>` balanced (`->` in a bound is not one).
        let mut depth = 0usize;
        let mut prev = ' ';
        let mut end = None;
        for (i, c) in rest.char_indices() {
            match c {
                '<' => depth += 1,
                '>' if prev != '-' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        end = Some(i + 1);
                        break;
                    }
                }
                _ => {}
            }
            prev = c;
        }
        rest = rest[end?..].trim_start();
    }
    // `Trait<X> for Type<Y>`: the type follows the last top-level ` for `.
    let mut depth = 0usize;
    let mut start = 0;
    let b = rest.as_bytes();
    for (i, &c) in b.iter().enumerate() {
        match c {
            b'<' => depth += 1,
            b'>' => depth = depth.saturating_sub(1),
            b' ' if depth == 0 && rest[i..].starts_with(" for ") => start = i + 5,
            _ => {}
        }
    }
    let ty = rest[start..].trim_start().trim_start_matches(['&', '!']);
    let path: String = ty
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
        .collect();
    let last = path.rsplit("::").next()?.to_string();
    (!last.is_empty()).then_some(last)
}

pub(crate) fn cells_of(tr: ElementRef<'_>) -> Vec<ElementRef<'_>> {
    tr.child_elements()
        .filter(|c| matches!(c.value().name(), "td" | "th"))
        .collect()
}

pub(crate) const KEY_HEADERS: &[&str] = &[
    "key",
    "name",
    "option",
    "setting",
    "parameter",
    "param",
    "field",
    "config",
    "config key",
    "variable",
    "constant",
    "property",
    "argument",
    "knob",
];

/// A release-notes page (`changelog.md`, `changes.html`, `release-notes/index.html`,
/// `releases/3.0.html`): its "X now defaults to 5" sentences describe past versions, true
/// when written, never drift. Any segment of the path may say so.
pub(crate) fn is_history_page(url: &str) -> bool {
    let path = url.split(['?', '#']).next().unwrap_or(url);
    path.split(['/', '\\']).any(|seg| {
        let stem = seg.rsplit_once('.').map_or(seg, |(s, _)| s);
        matches!(
            stem.to_ascii_lowercase().replace('_', "-").as_str(),
            "changelog"
                | "changelogs"
                | "changes"
                | "history"
                | "release-notes"
                | "releasenotes"
                | "releases"
                | "news"
                | "whatsnew"
                | "whats-new"
        )
    })
}

re!(
    ini_heading_re,
    r"^\[[A-Za-z0-9_.:-]+\]\s+([A-Za-z_][A-Za-z0-9_-]*)$"
);
