//! Find where the docs state a value for a name (the docs half of `scan`).
//!
//! A docs page (HTML, or Markdown rendered to HTML) is walked once, in
//! document order, keeping the heading chain as section context. Three
//! mention forms are read, each keeping the page, a position, the exact text
//! it was read from and the raw value text (parsed later by
//! [`crate::compare::parse_docs_value`]):
//!
//! - **table rows** in a table with a key-like column (`Key`, `Option`, …, or
//!   the first column) and a default-like column (`Default`, `Value`);
//! - **config lines** in code blocks: `name: value` (YAML and pretty JSON,
//!   nesting tracked by indentation so `compression:` / `  protect_last_n: 20`
//!   is the path `compression.protect_last_n`), `name = value` (TOML/INI with
//!   `[section]` headers), and ALL-CAPS constants in Python/Rust samples;
//! - **prose**: "`name` (default: 20)", "`name` defaults to 20", "the default
//!   for `name` is 20", "`name` is 20 by default", and a bare "defaults to 20"
//!   only when the sentence names exactly one name.
//!
//! Precision over recall: a number merely *near* a name is never a mention;
//! a value must be tied to the name by one of the forms above, and a value
//! cell that does not start with a readable value is skipped.

use scraper::{ElementRef, Html, Node};
use serde::Serialize;
use std::collections::{BTreeSet, HashSet};
use std::sync::OnceLock;

/// One docs page, ready to scan.
#[derive(Debug, Clone)]
pub struct DocPage {
    /// URL (snapshots) or path (local files) shown in findings.
    pub url: String,
    pub title: Option<String>,
    /// The HTML that is walked (Markdown is rendered first).
    pub html: String,
    /// The Markdown the user edits, used to give mentions a 1-based line.
    /// Empty for HTML pages, whose source is `html` itself (not kept twice:
    /// a large site would hold every page in memory two times).
    pub source: String,
    pub is_markdown: bool,
    /// Path relative to the docs directory (local files only), for drafted claims.
    pub rel: Option<String>,
}

impl DocPage {
    /// The text the user edits: the Markdown, or the HTML itself.
    pub fn source_text(&self) -> &str {
        if self.is_markdown {
            &self.source
        } else {
            &self.html
        }
    }

    /// A page from HTML text.
    pub fn from_html(url: impl Into<String>, html: impl Into<String>) -> DocPage {
        // The <title> is read when the page is scanned (one parse per page).
        let html = html.into();
        DocPage {
            url: url.into(),
            title: None,
            source: String::new(),
            html,
            is_markdown: false,
            rel: None,
        }
    }

    /// A page from Markdown text (rendered with tables enabled).
    pub fn from_markdown(url: impl Into<String>, md: impl Into<String>) -> DocPage {
        let md = md.into();
        let mut opts = pulldown_cmark::Options::empty();
        opts.insert(pulldown_cmark::Options::ENABLE_TABLES);
        opts.insert(pulldown_cmark::Options::ENABLE_STRIKETHROUGH);
        let parser = pulldown_cmark::Parser::new_ext(&md, opts);
        let mut html = String::new();
        pulldown_cmark::html::push_html(&mut html, parser);
        let title = md
            .lines()
            .find_map(|l| l.strip_prefix("# "))
            .map(|t| t.trim().to_string());
        DocPage {
            url: url.into(),
            title,
            html,
            source: md,
            is_markdown: true,
            rel: None,
        }
    }
}

/// How a mention was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Form {
    TableRow,
    CodeBlock,
    Prose,
}

impl Form {
    pub fn as_str(&self) -> &'static str {
        match self {
            Form::TableRow => "table row",
            Form::CodeBlock => "code block",
            Form::Prose => "prose",
        }
    }
}

/// Where a table mention sits, so a drafted claim can read the same cell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableCell {
    /// Key cell text as written (the claim's `row`).
    pub row: String,
    /// Header text of the value column (the claim's `column`).
    pub column: String,
    /// 1-based index among the page's tables whose header holds `column`.
    pub nth: usize,
    /// How many tables on the page have that column (nth matters when > 1).
    pub of: usize,
}

/// The docs stating a value for a name.
#[derive(Debug, Clone, Serialize)]
pub struct Mention {
    pub page: String,
    pub title: Option<String>,
    pub form: Form,
    /// The name as written (`protect_last_n`, `compression.protect_last_n`).
    pub name: String,
    /// Key path: YAML/TOML parents plus the name's own segments.
    pub path: Vec<String>,
    /// Section context, outermost first: page title, headings, table caption.
    pub context: Vec<String>,
    /// The value text exactly as written (`20`, `8 KiB`, `"gpt-5"`).
    pub raw_value: String,
    /// The exact text it was read from: the table row (cells joined by
    /// ` | `), the code line, or the sentence.
    pub text: String,
    /// Human position: `table 1, row 3`, `code block 2, line 4`, `paragraph 5`.
    pub position: String,
    /// 1-based line in the page source (Markdown or HTML), when found there.
    pub line: Option<usize>,
    /// Byte offset in the whitespace-normalised visible text, when found there.
    pub text_offset: Option<usize>,
    /// Table mentions: the cell, for drafting a table claim.
    pub table: Option<TableCell>,
    /// Which table or code block this came from (mentions of one block share it).
    pub block: Option<usize>,
    /// A `# key: value` line in a docs code block.
    pub commented: bool,
    /// The text pieces (name … value) a drafted regex claim should match.
    pub pattern: Vec<String>,
    /// Code blocks introduced as an example or an override ("for example",
    /// "to change it") state values a user might set, not defaults: the
    /// lead-in sentence, when so.
    pub example: Option<String>,
    /// A response or output sample (`{"success": true, "usage": …}`): data a
    /// tool returns, never compared with settings.
    pub sample: bool,
}

/// Everything one page yields.
#[derive(Debug, Clone, Default)]
pub struct PageScan {
    pub mentions: Vec<Mention>,
    /// Every identifier-like word in the page's visible text (to tell a
    /// documented config key from an undocumented one).
    pub words: BTreeSet<String>,
    /// What could not be read on this page, one line each.
    pub warnings: Vec<String>,
}

/// Find every mention on a page.
pub fn find(page: &DocPage) -> PageScan {
    find_keeping(page, None)
}

/// [`find`], keeping in `words` only the words in `keep` (when given): the
/// caller asks about a few config names, and a large site holds millions of
/// distinct words otherwise.
pub fn find_keeping(page: &DocPage, keep: Option<&HashSet<String>>) -> PageScan {
    let doc = Html::parse_document(&page.html);
    let title = page.title.clone().or_else(|| crate::text::title(&doc));
    let mut w = Walker {
        page,
        title,
        headings: Vec::new(),
        out: Vec::new(),
        words: BTreeSet::new(),
        keep,
        tables: 0,
        blocks: 0,
        paragraphs: 0,
        table_headers: Vec::new(),
        depth: 0,
        deep: false,
    };
    w.walk(doc.root_element());
    // Table claims need to know how many tables share the value column.
    let headers = std::mem::take(&mut w.table_headers);
    for m in &mut w.out {
        if let Some(t) = &mut m.table {
            let with_col: Vec<usize> = headers
                .iter()
                .enumerate()
                .filter(|(_, h)| h.iter().any(|c| c == &t.column))
                .map(|(i, _)| i)
                .collect();
            let table_idx = m.block.unwrap_or(0);
            t.of = with_col.len();
            t.nth = with_col
                .iter()
                .position(|i| *i == table_idx)
                .map(|p| p + 1)
                .unwrap_or(1);
        }
    }
    // Most pages of a large site state no value: locating needs the visible
    // text and a blanked copy of the source, so it is done only when needed.
    if !w.out.is_empty() {
        let visible = crate::text::normalize_ws(&crate::text::document_text(&doc, false));
        locate_lines(page, &visible, &mut w.out);
    }
    let mut warnings = Vec::new();
    if w.deep {
        warnings.push(format!(
            "{}: elements nest deeper than {MAX_DEPTH} levels; content below that depth was not read",
            page.url
        ));
    }
    PageScan {
        mentions: w.out,
        words: w.words,
        warnings,
    }
}

struct Walker<'p> {
    page: &'p DocPage,
    title: Option<String>,
    headings: Vec<(u8, String)>,
    out: Vec<Mention>,
    words: BTreeSet<String>,
    keep: Option<&'p HashSet<String>>,
    tables: usize,
    blocks: usize,
    paragraphs: usize,
    /// Header texts per table, by table index (blocks share one counter).
    table_headers: Vec<Vec<String>>,
    depth: usize,
    /// Some content sat deeper than MAX_DEPTH and was not read.
    deep: bool,
}

/// How deep the walk follows nested elements (real pages stay far below).
const MAX_DEPTH: usize = 256;

const BLOCK_TAGS: &[&str] = &[
    "p",
    "ul",
    "ol",
    "li",
    "pre",
    "table",
    "div",
    "blockquote",
    "dl",
    "dd",
    "dt",
    "section",
    "article",
    "details",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
];

const HIDDEN_TAGS: &[&str] = &[
    "script", "style", "svg", "noscript", "template", "head", "nav", "button",
];

impl Walker<'_> {
    fn context(&self) -> Vec<String> {
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

    fn walk(&mut self, el: ElementRef<'_>) {
        let name = el.value().name();
        if HIDDEN_TAGS.contains(&name) {
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

    fn walk_inner(&mut self, el: ElementRef<'_>, name: &str) {
        match name {
            "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => {
                let level = name.as_bytes()[1] - b'0';
                let text = collapse_ws(&text_of(el));
                // Docusaurus appends a "#" anchor link to headings.
                let text = text.trim_end_matches(['#', '\u{200b}']).trim().to_string();
                self.add_words(&text);
                while self.headings.last().is_some_and(|(l, _)| *l >= level) {
                    self.headings.pop();
                }
                self.headings.push((level, text));
            }
            "table" => self.table(el),
            "pre" => self.code_block(el),
            "p" | "li" | "dd" | "dt" | "td" | "th" | "blockquote" | "figcaption" => {
                let mut segs = Vec::new();
                let mut blocks = Vec::new();
                inline(el, &mut segs, &mut blocks, self.depth, &mut self.deep);
                if segs.iter().any(|s| !s.text().trim().is_empty()) {
                    self.paragraphs += 1;
                    self.prose(&segs);
                }
                for b in blocks {
                    self.walk(b);
                }
            }
            _ => {
                for c in el.child_elements() {
                    self.walk(c);
                }
            }
        }
    }

    fn add_words(&mut self, text: &str) {
        let keep = self.keep;
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

    fn table(&mut self, table: ElementRef<'_>) {
        let table_idx = self.tables + self.blocks;
        self.tables += 1;
        let table_no = self.tables;
        let rows: Vec<ElementRef<'_>> = table.select(selector("tr")).collect();
        let caption = table
            .select(selector("caption"))
            .next()
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
            let key_text = match key_cell.select(selector("code")).next() {
                Some(code) => text_of(code),
                None => text_of(key_cell),
            };
            let key = clean_name(&key_text);
            if !is_name(&key) {
                continue;
            }
            let Some(value) = cell_value(cells[val_col]) else {
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
                path: split_path(&key),
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
            });
        }
    }

    /// A table that states no defaults column-wise may still say
    /// "`x` (default: 20)" inside a cell.
    fn cells_as_prose(&mut self, rows: &[ElementRef<'_>]) {
        for tr in rows {
            for c in tr.child_elements() {
                if matches!(c.value().name(), "td" | "th") {
                    self.walk(c);
                }
            }
        }
    }

    // ---- code blocks ----

    fn code_block(&mut self, pre: ElementRef<'_>) {
        let block_idx = self.tables + self.blocks;
        self.blocks += 1;
        let block_no = self.blocks;
        self.table_headers.resize(block_idx + 1, Vec::new());
        let lang = code_lang(pre);
        let mut text = String::new();
        pre_text(pre, &mut text, self.depth, &mut self.deep);
        self.add_words(&text);
        let mode = match lang.as_deref() {
            Some("yaml" | "yml" | "json" | "jsonc" | "json5") => Mode::Yaml,
            Some("toml" | "ini" | "cfg" | "conf" | "properties") => Mode::Toml,
            Some("python" | "py" | "python3") => Mode::Python,
            Some("rust" | "rs") => Mode::Rust,
            None | Some("text" | "txt" | "plain" | "plaintext" | "none") => detect_mode(&text),
            Some(_) => return,
        };
        let context = self.context();
        let lead = lead_in(pre);
        let example = lead.clone().filter(|t| says_example(t)).or_else(|| {
            // "…" or "..." as the last line: an excerpt of someone's config.
            let last = text.lines().rev().map(str::trim).find(|l| !l.is_empty());
            last.is_some_and(|l| {
                let l = l.trim_start_matches(['#', '/', ' ']);
                l == "..." || l == "…" || l.ends_with(" ...") || l.ends_with(" …")
            })
            .then(|| "the block ends in \"…\": an excerpt".to_string())
        });
        let entries = parse_block(&text, mode);
        let sample = mode == Mode::Yaml && is_response_sample(&text, lead.as_deref(), &entries);
        for e in entries {
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
                example: example.clone(),
                sample,
            });
        }
    }

    // ---- prose ----

    /// The code item the innermost code heading documents: rustdoc's
    /// `pub fn max_blocking_threads(&mut self, val: usize)`, or a heading
    /// that is one snake_case name (`### max_items`).
    fn heading_owner(&self) -> Option<String> {
        let (_, h) = self.headings.last()?;
        if let Some(c) = fn_heading_re().captures(h) {
            return Some(c[1].to_string());
        }
        let t = h.trim().trim_matches('`');
        snake_name_re().is_match(t).then(|| t.to_string())
    }

    fn prose(&mut self, segs: &[Seg]) {
        // Mask code spans as \u{E000}index\u{E001} so sentence patterns can
        // refer to names by position; numbers inside names never leak out.
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
        let masked = collapse_ws(&masked);
        let unmask = |s: &str| -> String {
            if !s.contains('\u{E000}') {
                return s.to_string();
            }
            code_ref_re()
                .replace_all(s, |c: &regex::Captures<'_>| {
                    codes[c[1].parse::<usize>().unwrap_or(0)].clone()
                })
                .into_owned()
        };
        self.add_words(&unmask(&masked));
        // The one name the nearest earlier sentence of this paragraph names.
        let mut prev_name: Option<String> = None;
        for sentence in sentences(&masked) {
            let mut hits = prose_hits(sentence, &codes);
            if hits.is_empty() {
                hits = marked_default_hits(sentence, &codes);
            }
            if hits.is_empty() {
                hits = changeable_hits(sentence, &codes);
            }
            // "The default value is 512." under `fn max_blocking_threads(…)`,
            // or "The `br_spaces` parameter allows … . The default value
            // allows 2 spaces.": the sentence names nothing; the heading it
            // documents, or the sentence before it, does.
            let mut owner: Option<String> = None;
            if hits.is_empty() {
                if let Some(o) = self.heading_owner().or_else(|| prev_name.clone()) {
                    if let Some(h) = owner_default_hit(sentence, &codes) {
                        owner = Some(o);
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
            match named.len() {
                0 => {}
                1 => prev_name = named.into_iter().next(),
                _ => prev_name = None,
            }
            for hit in hits {
                let name = match &owner {
                    Some(o) => o.clone(),
                    None => codes[hit.name].clone(),
                };
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
                });
            }
        }
    }
}

fn cells_of(tr: ElementRef<'_>) -> Vec<ElementRef<'_>> {
    tr.child_elements()
        .filter(|c| matches!(c.value().name(), "td" | "th"))
        .collect()
}

const KEY_HEADERS: &[&str] = &[
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

// ---- inline text ----

#[derive(Debug, Clone)]
enum Seg {
    Text(String),
    Code(String),
}

impl Seg {
    fn text(&self) -> &str {
        match self {
            Seg::Text(t) | Seg::Code(t) => t,
        }
    }
}

/// Inline content of a block element; nested blocks are handed back to be
/// walked on their own (an `<li>` holding a `<p>` is read once, as the `<p>`).
fn inline<'a>(
    el: ElementRef<'a>,
    segs: &mut Vec<Seg>,
    blocks: &mut Vec<ElementRef<'a>>,
    depth: usize,
    deep: &mut bool,
) {
    if depth >= MAX_DEPTH {
        *deep = true;
        return;
    }
    for child in el.children() {
        match child.value() {
            Node::Text(t) => match segs.last_mut() {
                Some(Seg::Text(prev)) => prev.push_str(t),
                _ => segs.push(Seg::Text(t.to_string())),
            },
            Node::Element(e) => {
                let Some(ce) = ElementRef::wrap(child) else {
                    continue;
                };
                let name = e.name();
                if HIDDEN_TAGS.contains(&name) {
                    continue;
                }
                if matches!(name, "code" | "kbd" | "samp" | "var" | "tt") {
                    segs.push(Seg::Code(text_of(ce)));
                } else if BLOCK_TAGS.contains(&name) {
                    blocks.push(ce);
                } else if name == "br" {
                    segs.push(Seg::Text(" ".into()));
                } else {
                    inline(ce, segs, blocks, depth + 1, deep);
                }
            }
            _ => {}
        }
    }
}

/// Text of an element with hidden subtrees left out (iterative: any depth).
fn text_of(el: ElementRef<'_>) -> String {
    let mut s = String::new();
    let mut stack = vec![*el];
    let mut first = true;
    while let Some(node) = stack.pop() {
        match node.value() {
            Node::Text(t) => s.push_str(t),
            Node::Element(e) => {
                if !first && HIDDEN_TAGS.contains(&e.name()) {
                    continue;
                }
                if e.name() == "br" {
                    s.push(' ');
                }
                let children: Vec<_> = node.children().collect();
                stack.extend(children.into_iter().rev());
            }
            _ => {}
        }
        first = false;
    }
    s
}

/// Text of a `<pre>`, keeping line structure (`<br>` and Prism/Docusaurus
/// `token-line` spans become line breaks).
fn pre_text(el: ElementRef<'_>, out: &mut String, depth: usize, deep: &mut bool) {
    if depth >= MAX_DEPTH {
        *deep = true;
        return;
    }
    for child in el.children() {
        match child.value() {
            Node::Text(t) => out.push_str(t),
            Node::Element(e) => {
                if e.name() == "br" {
                    out.push('\n');
                    continue;
                }
                let is_line = e.classes().any(|c| c == "token-line" || c == "line");
                if is_line && !out.is_empty() && !out.ends_with('\n') {
                    out.push('\n');
                }
                if let Some(ce) = ElementRef::wrap(child) {
                    pre_text(ce, out, depth + 1, deep);
                }
                if is_line && !out.ends_with('\n') {
                    out.push('\n');
                }
            }
            _ => {}
        }
    }
}

/// The text of the block element just before a code block (climbing out of
/// wrapper `<div>`s), which says what the block is.
fn lead_in(pre: ElementRef<'_>) -> Option<String> {
    let mut el = pre;
    for _ in 0..4 {
        let prev = el.prev_siblings().filter_map(ElementRef::wrap).next();
        if let Some(p) = prev {
            let t = collapse_ws(&text_of(p));
            return (!t.is_empty()).then_some(t);
        }
        el = el.parent().and_then(ElementRef::wrap)?;
    }
    None
}

/// Is a JSON block a response or output sample rather than settings? Its
/// lead-in says so ("returns", "response", "output"), or its top-level keys
/// are the usual envelope of a tool or API reply.
fn is_response_sample(text: &str, lead: Option<&str>, entries: &[BlockEntry]) -> bool {
    let t = text.trim_start();
    if !(t.starts_with('{') || t.starts_with('[')) {
        return false;
    }
    let l = lead.unwrap_or("").to_lowercase();
    let lead_says = [
        "return",
        "response",
        "respond",
        "output",
        "result",
        "reply",
        "replies",
        "payload",
        "emits",
        "prints",
        "produces",
        "looks like",
    ]
    .iter()
    .any(|k| l.contains(k));
    let envelope = entries.iter().any(|e| {
        e.path.len() == 1
            && matches!(
                e.key.as_str(),
                "success"
                    | "error"
                    | "errors"
                    | "usage"
                    | "result"
                    | "results"
                    | "status"
                    | "data"
                    | "choices"
                    | "ok"
                    | "object"
                    | "output"
                    | "response"
            )
    });
    lead_says || envelope
}

/// Does a lead-in present the block as an example or an override?
fn says_example(lead: &str) -> bool {
    let l = lead.to_lowercase();
    [
        "for example",
        "e.g.",
        "example:",
        "override",
        "to change",
        "customi",
        "instead of the default",
        "non-default",
        "to increase",
        "to decrease",
        "to raise",
        "to lower",
        "to disable",
        "to enable",
        "instead",
        "alternatively",
        "for instance",
        "such as",
        "you could",
        "if you want",
        "if you need",
        "like this",
        "example",
        "to use a",
        "to switch",
        "to point",
    ]
    .iter()
    .any(|k| l.contains(k))
}

fn code_lang(pre: ElementRef<'_>) -> Option<String> {
    let mut els = vec![pre];
    els.extend(pre.select(selector("code")).take(1));
    // Docusaurus puts `language-yaml` on a wrapper div.
    if let Some(p) = pre.parent().and_then(ElementRef::wrap) {
        els.push(p);
        if let Some(pp) = p.parent().and_then(ElementRef::wrap) {
            els.push(pp);
        }
    }
    // rustdoc: `<pre class="rust item-decl">`, `<pre class="rust rust-example-rendered">`.
    if pre.value().classes().any(|c| c == "rust") {
        return Some("rust".into());
    }
    for e in els {
        for c in e.value().classes() {
            for prefix in ["language-", "lang-", "highlight-source-", "highlight-"] {
                if let Some(l) = c.strip_prefix(prefix) {
                    return Some(l.to_ascii_lowercase());
                }
            }
        }
        if let Some(l) = e
            .value()
            .attr("data-lang")
            .or(e.value().attr("data-language"))
        {
            return Some(l.to_ascii_lowercase());
        }
    }
    None
}

// ---- code-block lines ----

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Yaml,
    Toml,
    Python,
    Rust,
    Skip,
}

#[derive(Debug, Clone, PartialEq)]
struct BlockEntry {
    /// 1-based line within the block.
    line: usize,
    key: String,
    /// The key as written (with quotes, for JSON).
    key_text: String,
    /// Separator as written (`:`, `=`), for drafted regexes.
    sep: String,
    path: Vec<String>,
    value: String,
    line_text: String,
    commented: bool,
}

/// Unlabelled blocks: config-like only when most lines look like config.
fn detect_mode(text: &str) -> Mode {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    if lines.is_empty() {
        return Mode::Skip;
    }
    let yaml = lines.iter().filter(|l| yaml_line_re().is_match(l)).count();
    let toml = lines
        .iter()
        .filter(|l| toml_line_re().is_match(l) || toml_header_re().is_match(l))
        .count();
    if yaml * 2 > lines.len() && yaml >= toml {
        Mode::Yaml
    } else if toml * 2 > lines.len() {
        Mode::Toml
    } else {
        Mode::Skip
    }
}

fn parse_block(text: &str, mode: Mode) -> Vec<BlockEntry> {
    let mut entries = match mode {
        Mode::Yaml => parse_yaml_like(text),
        Mode::Toml => parse_toml_like(text),
        Mode::Python | Mode::Rust => parse_consts(text, mode),
        Mode::Skip => Vec::new(),
    };
    drop_alternatives(&mut entries);
    entries
}

fn parse_yaml_like(text: &str) -> Vec<BlockEntry> {
    let mut out = Vec::new();
    // (indent, key) of open mappings.
    let mut stack: Vec<(usize, String)> = Vec::new();
    for (i, raw_line) in text.lines().enumerate() {
        let line = raw_line.trim_end();
        let trimmed = line.trim_start();
        if trimmed.is_empty() || matches!(trimmed, "}" | "}," | "]" | "],") {
            continue;
        }
        let mut indent = line.len() - trimmed.len();
        let mut body = trimmed;
        let mut commented = false;
        if let Some(rest) = body.strip_prefix('#') {
            // `# key: value` (a commented-out example key) keeps the nesting
            // of the `#` column; other comments are skipped.
            commented = true;
            body = rest.trim_start();
        }
        if let Some(rest) = body.strip_prefix("- ") {
            indent += 2;
            body = rest.trim_start();
        }
        let Some(c) = yaml_line_re().captures(body) else {
            continue;
        };
        let key_text = c["key"].to_string();
        let key = key_text.trim_matches(['"', '\'']).to_string();
        let value = strip_yaml_value(c.name("val").map_or("", |m| m.as_str()));
        if commented && comment_prose(&key, &value) {
            continue;
        }
        if !commented {
            while stack.last().is_some_and(|(ind, _)| *ind >= indent) {
                stack.pop();
            }
        }
        if value.is_empty() || value == "{" || value == "|" || value == ">" {
            if !commented {
                stack.push((indent, key));
            }
            continue;
        }
        if value.starts_with('[') || value.starts_with('{') || value.starts_with('&') {
            continue;
        }
        let mut path: Vec<String> = stack
            .iter()
            .filter(|(ind, _)| *ind < indent)
            .map(|(_, k)| k.clone())
            .collect();
        path.extend(split_path(&key));
        out.push(BlockEntry {
            line: i + 1,
            key,
            key_text,
            sep: ":".into(),
            path,
            value,
            line_text: raw_line.to_string(),
            commented,
        });
    }
    out
}

/// A comment line that reads as `key: value` but is prose: `# Docs:
/// https://…`, `# Note: restart after changing this.`, `# see: the guide`.
fn comment_prose(key: &str, value: &str) -> bool {
    let all_caps = key
        .chars()
        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    if key.starts_with(|c: char| c.is_uppercase()) && !all_caps {
        return true;
    }
    if matches!(
        key.to_ascii_lowercase().as_str(),
        "note"
            | "notes"
            | "nb"
            | "docs"
            | "doc"
            | "documentation"
            | "see"
            | "tip"
            | "tips"
            | "warning"
            | "important"
            | "todo"
            | "fixme"
            | "example"
            | "examples"
            | "eg"
            | "ref"
            | "reference"
            | "link"
            | "hint"
            | "caution"
    ) {
        return true;
    }
    let quoted = value.starts_with(['"', '\'']);
    !quoted
        && (value.contains("://")
            || value.split_whitespace().count() >= 3
            || (value.contains(' ') && value.ends_with(['.', '!', '?', ':'])))
}

/// Commented lines that repeat a key of the same block are alternatives
/// (`backend: local` / `# backend: "ssh"`), not a second statement.
fn drop_alternatives(entries: &mut Vec<BlockEntry>) {
    let live: BTreeSet<Vec<String>> = entries
        .iter()
        .filter(|e| !e.commented)
        .map(|e| e.path.clone())
        .collect();
    let mut commented_count: std::collections::HashMap<Vec<String>, usize> = Default::default();
    for e in entries.iter().filter(|e| e.commented) {
        *commented_count.entry(e.path.clone()).or_default() += 1;
    }
    entries.retain(|e| {
        !e.commented || (!live.contains(&e.path) && commented_count.get(&e.path) == Some(&1))
    });
}

fn strip_yaml_value(v: &str) -> String {
    let v = strip_comment(v.trim());
    let v = v.trim().trim_end_matches(',').trim();
    v.to_string()
}

/// Drop a trailing ` # comment` that is not inside quotes.
fn strip_comment(v: &str) -> &str {
    let mut quote: Option<char> = None;
    let mut prev_space = true;
    for (i, ch) in v.char_indices() {
        match quote {
            Some(q) if ch == q => quote = None,
            Some(_) => {}
            None if ch == '"' || ch == '\'' => quote = Some(ch),
            None if ch == '#' && prev_space => return v[..i].trim_end(),
            None => {}
        }
        prev_space = ch.is_whitespace();
    }
    v
}

fn parse_toml_like(text: &str) -> Vec<BlockEntry> {
    let mut out = Vec::new();
    let mut section: Vec<String> = Vec::new();
    for (i, raw_line) in text.lines().enumerate() {
        let mut body = raw_line.trim();
        let mut commented = false;
        if let Some(rest) = body.strip_prefix('#').or_else(|| body.strip_prefix(';')) {
            commented = true;
            body = rest.trim_start();
        }
        if let Some(c) = toml_header_re().captures(body) {
            if !commented {
                section = split_path(c["name"].trim());
            }
            continue;
        }
        let Some(c) = toml_line_re().captures(body) else {
            continue;
        };
        let key_text = c["key"].to_string();
        let key = key_text.trim_matches(['"', '\'']).to_string();
        let value = strip_comment(c["val"].trim()).trim().to_string();
        if commented && comment_prose(&key, &value) {
            continue;
        }
        if value.is_empty()
            || value.starts_with('[')
            || value.starts_with('{')
            || value.starts_with("\"\"\"")
        {
            continue;
        }
        let mut path = section.clone();
        path.extend(split_path(&key));
        out.push(BlockEntry {
            line: i + 1,
            key,
            key_text,
            sep: "=".into(),
            path,
            value,
            line_text: raw_line.to_string(),
            commented,
        });
    }
    out
}

/// ALL-CAPS constants quoted from Python or Rust (`MAX_TAIL = 8`,
/// `const MAX_TAIL: usize = 8;`). Other assignments in code samples are
/// usage, not defaults, and are ignored.
fn parse_consts(text: &str, mode: Mode) -> Vec<BlockEntry> {
    let re = match mode {
        Mode::Python => py_const_re(),
        _ => rs_const_re(),
    };
    let mut out = Vec::new();
    for (i, raw_line) in text.lines().enumerate() {
        let Some(c) = re.captures(raw_line) else {
            continue;
        };
        let mut value = match mode {
            Mode::Python => strip_comment(c["val"].trim()).trim().to_string(),
            _ => c["val"].trim().to_string(),
        };
        // rustdoc writes a computed constant as `= _; // 16i32`.
        if value == "_" {
            match c.name("evald") {
                Some(e) => value = e.as_str().to_string(),
                None => continue,
            }
        }
        // Literals only: `= OTHER_CONST` or `= 1 << 4` is a reference or an
        // expression, not a value the page states.
        let literal = (starts_with_number(&value)
            && value_token(&value).as_deref() == Some(value.as_str()))
            || is_quoted(&value)
            || is_literal_word(&value)
            || code_literal(&value).is_some();
        if !literal {
            continue;
        }
        let key = c["key"].to_string();
        out.push(BlockEntry {
            line: i + 1,
            key: key.clone(),
            key_text: key.clone(),
            sep: "=".into(),
            path: vec![key],
            value,
            line_text: raw_line.to_string(),
            commented: false,
        });
    }
    out
}

/// A Rust/Python integer or float literal in another base or with a type
/// suffix (`0x1`, `0o755`, `0b101`, `1_000u32`, `2.5f64`), as decimal text.
pub fn code_literal(v: &str) -> Option<String> {
    let c = code_literal_re().captures(v.trim())?;
    let neg = c.name("neg").is_some();
    let body = c["body"].replace('_', "");
    let n: i128 = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        i128::from_str_radix(h, 16).ok()?
    } else if let Some(o) = body.strip_prefix("0o") {
        i128::from_str_radix(o, 8).ok()?
    } else if let Some(b) = body.strip_prefix("0b") {
        i128::from_str_radix(b, 2).ok()?
    } else if c.name("suffix").is_some() {
        if body.contains(['.', 'e', 'E']) {
            let f: f64 = body.parse().ok()?;
            return Some(format!("{}{f}", if neg { "-" } else { "" }));
        }
        body.parse().ok()?
    } else {
        return None;
    };
    Some(format!("{}{n}", if neg { "-" } else { "" }))
}

fn is_quoted(v: &str) -> bool {
    v.len() >= 2
        && ((v.starts_with('"') && v.ends_with('"')) || (v.starts_with('\'') && v.ends_with('\'')))
}

// ---- prose patterns ----

struct ProseHit {
    /// Index into the sentence's code spans.
    name: usize,
    value: String,
    /// Masked pieces from the name to the value, in order.
    pieces: Vec<String>,
}

/// Split masked text into sentences at `.`/`!`/`?` followed by a space.
fn sentences(masked: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = masked.as_bytes();
    for (i, ch) in masked.char_indices() {
        if matches!(ch, '.' | '!' | '?') && bytes.get(i + 1) == Some(&b' ') {
            // Keep "e.g. " and "i.e. " inside the sentence.
            let before = &masked[start..i];
            if before.ends_with("e.g") || before.ends_with("i.e") || before.ends_with("etc") {
                continue;
            }
            out.push(&masked[start..=i]);
            start = i + 2;
        }
    }
    if start < masked.len() {
        out.push(&masked[start..]);
    }
    out
}

fn prose_hits(sentence: &str, codes: &[String]) -> Vec<ProseHit> {
    // Every pattern below names a code span and says "default": most
    // sentences of a site do neither, and the patterns are costly.
    if !sentence.contains('\u{E000}') || !contains_ascii_ci(sentence, "default") {
        return Vec::new();
    }
    let name_refs: Vec<(usize, usize, usize)> = code_ref_re()
        .captures_iter(sentence)
        .filter_map(|c| {
            let m = c.get(0)?;
            let idx: usize = c[1].parse().ok()?;
            is_name(&clean_name(&codes[idx])).then_some((idx, m.start(), m.end()))
        })
        .collect();
    if name_refs.is_empty() {
        return Vec::new();
    }
    let mut hits: Vec<ProseHit> = Vec::new();
    let mut used_values: BTreeSet<usize> = BTreeSet::new();
    let patterns: [(&regex::Regex, bool); 4] = [
        (named_default_re(), true),
        (default_for_re(), true),
        (default_name_re(), true),
        (is_by_default_re(), true),
    ];
    for (re, _) in patterns {
        for c in re.captures_iter(sentence) {
            let Some(name_m) = c.name("name") else {
                continue;
            };
            let idx: usize = match code_ref_re().captures(name_m.as_str()) {
                Some(n) => n[1].parse().unwrap_or(usize::MAX),
                None => continue,
            };
            if idx >= codes.len() || !is_name(&clean_name(&codes[idx])) {
                continue;
            }
            let after = c.get(0).map_or(0, |m| m.end());
            let tail_start = c.name("tail").map_or(after, |m| m.start());
            let Some((value, vend, _)) = value_at(sentence, tail_start, codes) else {
                continue;
            };
            if re.as_str() == is_by_default_re().as_str() {
                // "`x` is 20 by default": the value must be all of the gap.
                let gap = &sentence[tail_start..c.name("bydefault").map_or(0, |m| m.start())];
                if gap.trim() != sentence[tail_start..vend].trim() {
                    continue;
                }
            }
            if !used_values.insert(tail_start) {
                continue;
            }
            let start = c.get(0).map_or(0, |m| m.start());
            hits.push(ProseHit {
                name: idx,
                value,
                pieces: vec![sentence[start..vend].to_string()],
            });
        }
    }
    // A bare "defaults to 20" / "(default: 20)" binds to the one name the
    // sentence names; with two names it would be a guess.
    for c in bare_default_re().captures_iter(sentence) {
        let tail = c.name("tail").map_or(0, |m| m.start());
        if used_values.contains(&tail) {
            continue;
        }
        let Some((value, vend, value_code)) = value_at(sentence, tail, codes) else {
            continue;
        };
        // `string`, `integer`, … in "(`integer`, default `2`)" are types, not names.
        let named: Vec<&(usize, usize, usize)> = name_refs
            .iter()
            .filter(|(i, _, _)| Some(*i) != value_code && !is_type_word(&codes[*i]))
            .collect();
        let kw = c.get(0).map_or(0, |m| m.start());
        let distinct: BTreeSet<String> = named
            .iter()
            .map(|(i, _, _)| clean_name(&codes[*i]))
            .collect();
        // "`style`: Heading style (`string`, default `consistent`, values
        // `atx` / `setext`)": the values listed after the default are not
        // names; the one name before the keyword is.
        let before: Vec<&&(usize, usize, usize)> =
            named.iter().filter(|(_, _, end)| *end <= kw).collect();
        let before_distinct: BTreeSet<String> = before
            .iter()
            .map(|(i, _, _)| clean_name(&codes[*i]))
            .collect();
        let (idx, nstart, nend) = if distinct.len() == 1 {
            *named[0]
        } else if before_distinct.len() == 1 && value_code.is_some() {
            **before[0]
        } else {
            continue;
        };
        let pieces = if nend <= kw {
            vec![
                sentence[nstart..nend].to_string(),
                sentence[kw..vend].to_string(),
            ]
        } else {
            vec![sentence[kw..vend].to_string()]
        };
        used_values.insert(tail);
        hits.push(ProseHit {
            name: idx,
            value,
            pieces,
        });
    }
    hits
}

/// "`quote-type` defines allowed quotes: `single`, `double` or `any`
/// (default).": the value marked "(default)" belongs to the name the
/// sentence opens with.
fn marked_default_hits(sentence: &str, codes: &[String]) -> Vec<ProseHit> {
    if !sentence.contains('\u{E000}') || !contains_ascii_ci(sentence, "default") {
        return Vec::new();
    }
    let Some(c) = marked_default_re().captures(sentence) else {
        return Vec::new();
    };
    let (Some(val), Some(all)) = (c.name("val"), c.get(0)) else {
        return Vec::new();
    };
    let t = sentence.trim_start();
    let lead = sentence.len() - t.len();
    let Some(name_m) = code_ref_re().find(t).filter(|m| m.start() == 0) else {
        return Vec::new();
    };
    let idx = code_ref_re()
        .captures(name_m.as_str())
        .and_then(|n| n[1].parse::<usize>().ok());
    let Some(idx) = idx.filter(|&i| i < codes.len()) else {
        return Vec::new();
    };
    if lead + name_m.end() > val.start()
        || !is_name(&clean_name(&codes[idx]))
        || is_type_word(&codes[idx])
    {
        return Vec::new();
    }
    let Some((value, _, _)) = value_at(sentence, val.start(), codes) else {
        return Vec::new();
    };
    vec![ProseHit {
        name: idx,
        value,
        pieces: vec![
            sentence[lead..lead + name_m.end()].to_string(),
            sentence[val.start()..all.end()].to_string(),
        ],
    }]
}

/// "The number 31 can be changed using the `global_queue_interval`
/// setting.": the value the named setting has unless changed.
fn changeable_hits(sentence: &str, codes: &[String]) -> Vec<ProseHit> {
    if !sentence.contains('\u{E000}') || !contains_ascii_ci(sentence, " be ") {
        return Vec::new();
    }
    let Some(c) = changeable_re().captures(sentence) else {
        return Vec::new();
    };
    let (Some(val), Some(name_m), Some(all)) = (c.name("val"), c.name("name"), c.get(0)) else {
        return Vec::new();
    };
    let idx = code_ref_re()
        .captures(name_m.as_str())
        .and_then(|n| n[1].parse::<usize>().ok());
    let Some(idx) = idx.filter(|&i| i < codes.len() && is_name(&clean_name(&codes[i]))) else {
        return Vec::new();
    };
    let Some((value, vend, _)) = value_at(sentence, val.start(), codes) else {
        return Vec::new();
    };
    if vend > all.end() {
        return Vec::new();
    }
    vec![ProseHit {
        name: idx,
        value,
        pieces: vec![sentence[all.start()..all.end()].to_string()],
    }]
}

/// A default stated with no name ("The default value is 512.", "By default,
/// the timeout is set to 10 seconds.", "This option defaults to false."):
/// the value, when the sentence holds no code span but the value itself.
fn owner_default_hit(sentence: &str, codes: &[String]) -> Option<ProseHit> {
    if !contains_ascii_ci(sentence, "default") {
        return None;
    }
    let c = owner_default_re().captures(sentence)?;
    let tail = c.name("tail")?.start();
    let (value, vend, value_code) = value_at(sentence, tail, codes)?;
    // Any other code span naming something may be what the value belongs to.
    let spans: Vec<usize> = code_ref_re()
        .captures_iter(sentence)
        .filter_map(|n| n[1].parse::<usize>().ok())
        .collect();
    if spans
        .iter()
        .any(|&i| Some(i) != value_code && codes.get(i).is_some_and(|c| is_name(&clean_name(c))))
    {
        return None;
    }
    let start = c.get(0)?.start();
    Some(ProseHit {
        name: usize::MAX,
        value,
        pieces: vec![sentence[start..vend].to_string()],
    })
}

/// The value at `pos` in a masked sentence: a code span holding a value, or
/// a number/boolean/none token. Returns the raw text, where it ends, and the
/// index of the code span it came from.
fn value_at(
    sentence: &str,
    pos: usize,
    codes: &[String],
) -> Option<(String, usize, Option<usize>)> {
    let rest = &sentence[pos..];
    let lead = rest.len() - rest.trim_start().len();
    let rest_t = rest.trim_start();
    if let Some(c) = code_ref_re().captures(rest_t) {
        if c.get(0)?.start() == 0 {
            let idx = c[1].parse::<usize>().ok()?;
            let code = codes.get(idx)?.trim().to_string();
            // A code span naming another setting is a reference, not a
            // value: `MAX_LIMIT`, `config.limit`, `default_limit()`.
            let is_ref = code.ends_with("()")
                || code.contains("::")
                || (code.contains('.') && !starts_with_number(&code))
                || (code.len() > 1
                    && code
                        .chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                    && code.chars().any(|c| c.is_ascii_uppercase()));
            if is_ref || code.is_empty() {
                return None;
            }
            return Some((code, pos + lead + c.get(0)?.end(), Some(idx)));
        }
    }
    let quoted = quoted_re().find(rest_t).filter(|m| m.start() == 0);
    if let Some(q) = quoted {
        return Some((q.as_str().to_string(), pos + lead + q.end(), None));
    }
    let tok = value_token(rest_t)?;
    // Only numbers, booleans and none: a bare word after "defaults to" in
    // prose is usually a description ("defaults to the project root").
    if !starts_with_number(&tok) && !is_literal_word(&tok) {
        return None;
    }
    Some((tok.clone(), pos + lead + tok.len(), None))
}

fn is_type_word(s: &str) -> bool {
    matches!(
        s.trim().to_ascii_lowercase().as_str(),
        "string"
            | "str"
            | "integer"
            | "int"
            | "number"
            | "float"
            | "boolean"
            | "bool"
            | "array"
            | "list"
            | "object"
            | "dict"
            | "string[]"
            | "integer[]"
            | "number[]"
            | "usize"
            | "u32"
            | "u64"
            | "i32"
            | "i64"
            | "f64"
    )
}

fn starts_with_number(s: &str) -> bool {
    let s = s.trim_start_matches(['-', '+', '\u{2212}']);
    s.chars().next().is_some_and(|c| c.is_ascii_digit())
}

fn is_literal_word(s: &str) -> bool {
    matches!(
        s.to_ascii_lowercase().as_str(),
        "true" | "false" | "yes" | "no" | "on" | "off" | "enabled" | "disabled" | "none" | "null"
    )
}

/// The value a table cell states, or `None` when the cell does not start
/// with a readable value (prose, a dash, "required").
fn cell_value(cell: ElementRef<'_>) -> Option<String> {
    let text = collapse_ws(&text_of(cell));
    let text = text.trim();
    if text.is_empty()
        || matches!(
            text,
            "-" | "—" | "–" | "n/a" | "N/A" | "required" | "(none)"
        )
    {
        return None;
    }
    // A cell that is one code span is its value (`"gpt-5"`, `auto`).
    let codes: Vec<ElementRef<'_>> = cell.select(selector("code")).collect();
    if codes.len() == 1 {
        let ct = collapse_ws(&text_of(codes[0]));
        if ct.trim() == text {
            return Some(ct.trim().to_string());
        }
    }
    let tok = value_token(text)?;
    let rest = text[tok.len()..].trim();
    // "20 (min 1)" reads as 20; "20 messages or fewer" too. A cell that is
    // a sentence with the number later on does not.
    if rest.is_empty() || rest.starts_with('(') || rest.starts_with(',') || rest.starts_with(';') {
        return Some(tok);
    }
    if starts_with_number(&tok) && rest.split_whitespace().count() <= 2 {
        return Some(tok);
    }
    None
}

/// The leading value token of a text: a number with an optional unit
/// (`20,000`, `1.5×`, `8 KiB`, `30s`, `20%`), a literal word (`true`,
/// `None`), a quoted string, or a single bare word.
pub fn value_token(text: &str) -> Option<String> {
    let t = text.trim_start();
    if let Some(m) = number_re().find(t) {
        if m.start() == 0 {
            let num_end = m.end();
            // A number glued to letters (`8rows`, `v2`) is not a value;
            // a unit is taken only when whole (`8 m` yes, `8 messages` no).
            let after = &t[num_end..];
            let ws = after.len() - after.trim_start().len();
            let after_t = after.trim_start();
            for unit in UNITS {
                if let Some(rest) = after_t.strip_prefix(unit) {
                    let next = rest.chars().next();
                    if next.is_none_or(|c| !c.is_alphanumeric() && c != '_') {
                        let glued = ws == 0;
                        let spaced_ok = !matches!(*unit, "%" | "×");
                        if glued || spaced_ok {
                            return Some(t[..num_end + ws + unit.len()].to_string());
                        }
                    }
                }
            }
            let next = after.chars().next();
            if next.is_none_or(|c| !c.is_alphanumeric() && c != '_') {
                return Some(t[..num_end].to_string());
            }
            return None;
        }
    }
    if let Some(q) = quoted_re().find(t).filter(|m| m.start() == 0) {
        return Some(q.as_str().to_string());
    }
    let word: String = t
        .chars()
        .take_while(|c| !c.is_whitespace() && !matches!(c, ',' | ';' | ')' | '('))
        .collect();
    let word = word.trim_end_matches(['.', ':']).to_string();
    if word.is_empty() {
        return None;
    }
    if is_literal_word(&word) || t.trim_end_matches(['.', ',']).trim() == word {
        return Some(word);
    }
    None
}

const UNITS: &[&str] = &[
    "milliseconds",
    "millisecond",
    "seconds",
    "second",
    "minutes",
    "minute",
    "hours",
    "hour",
    "days",
    "day",
    "bytes",
    "byte",
    "percent",
    "times",
    "msec",
    "secs",
    "mins",
    "hrs",
    "sec",
    "min",
    "KiB",
    "MiB",
    "GiB",
    "kiB",
    "KB",
    "kB",
    "MB",
    "GB",
    "ms",
    "hr",
    "%",
    "×",
    "x",
    "s",
    "m",
    "h",
    "d",
    "B",
    "K",
    "M",
    "G",
];

// ---- names ----

/// Strip what surrounds a name in docs: backticks, quotes, `()`, a leading `--`.
pub fn clean_name(s: &str) -> String {
    s.trim()
        .trim_matches(['`', '"', '\''])
        .trim_end_matches("()")
        .trim()
        .to_string()
}

/// An identifier or a dotted path of identifiers (`protect_last_n`,
/// `compression.protect_last_n`, `DEFAULT_CONFIG.compression.x`).
pub fn is_name(s: &str) -> bool {
    name_re().is_match(s) && !s.chars().all(|c| c.is_ascii_digit() || c == '.')
}

/// Split a docs name into key segments.
pub fn split_path(s: &str) -> Vec<String> {
    s.split(['.', ':'])
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect()
}

pub fn collapse_ws(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

// ---- lines in the page source ----

/// Give each mention the 1-based line of the page source, and its byte
/// offset in the whitespace-normalised visible text: where the exact line is
/// written (code blocks), else where its name is written with its value close
/// after it — the k-th such place for the k-th mention of that name and value.
fn locate_lines(page: &DocPage, visible: &str, mentions: &mut [Mention]) {
    // Script, style and SVG bytes hold look-alikes (`var protect_last_n = 99`);
    // blank them, keeping line breaks so line numbers stay true.
    let source = if page.is_markdown {
        page.source.clone()
    } else {
        blank_hidden(page.source_text())
    };
    let mut seen_exact: std::collections::HashMap<String, usize> = Default::default();
    let mut seen_near: std::collections::HashMap<(String, String), usize> = Default::default();
    let mut seen_piece: std::collections::HashMap<String, usize> = Default::default();
    let mut md_flat: Option<Flat> = None;
    for m in mentions.iter_mut() {
        let exact = (m.form == Form::CodeBlock).then(|| collapse_ws(&m.text));
        let ord_exact = exact.as_ref().map_or(0, |e| {
            *seen_exact
                .entry(e.clone())
                .and_modify(|n| *n += 1)
                .or_insert(0)
        });
        let ordinal = *seen_near
            .entry((m.name.clone(), m.raw_value.clone()))
            .and_modify(|n| *n += 1)
            .or_insert(0);
        let window = match m.form {
            Form::CodeBlock => 200,
            Form::TableRow => 400,
            Form::Prose => 300,
        };
        // A Markdown table row is one source line holding the key and the value.
        let row_line = (m.form == Form::TableRow && page.is_markdown)
            .then(|| {
                let value = m.raw_value.trim_matches(['"', '\'', '`']);
                source
                    .lines()
                    .enumerate()
                    .filter(|(_, l)| {
                        l.trim_start().starts_with('|')
                            && find_word(l, &m.name, 0).is_some()
                            && find_word(l, value, 0).is_some()
                    })
                    .nth(ordinal)
                    .map(|(i, _)| i + 1)
            })
            .flatten();
        // Markdown prose: where the statement itself is written (the name
        // also appears in tag lists and parameter lists above it).
        let prose_line = (m.form == Form::Prose && page.is_markdown)
            .then(|| {
                let piece = m
                    .pattern
                    .iter()
                    .find(|p| find_word(p, m.raw_value.trim_matches(['"', '\'', '`']), 0).is_some())
                    .or(m.pattern.first())?;
                let ord = *seen_piece
                    .entry(piece.clone())
                    .and_modify(|n| *n += 1)
                    .or_insert(0);
                md_flat
                    .get_or_insert_with(|| Flat::of_markdown(&source))
                    .find(piece, ord)
                    .map(|p| source[..p].matches('\n').count() + 1)
            })
            .flatten();
        m.line = exact
            .as_deref()
            .and_then(|line| {
                source
                    .lines()
                    .enumerate()
                    .filter(|(_, l)| collapse_ws(l) == line)
                    .nth(ord_exact)
                    .map(|(i, _)| i + 1)
            })
            .or(row_line)
            .or(prose_line)
            .or_else(|| {
                near(
                    &source,
                    &m.name,
                    &m.raw_value,
                    window,
                    m.form == Form::Prose,
                    ordinal,
                )
                .map(|p| source[..p].matches('\n').count() + 1)
            });
        m.text_offset = exact
            .as_deref()
            .and_then(|line| visible.match_indices(line).nth(ord_exact).map(|(p, _)| p))
            .or_else(|| {
                near(
                    visible,
                    &m.name,
                    &m.raw_value,
                    window,
                    m.form == Form::Prose,
                    ordinal,
                )
            });
    }
}

/// Does `hay` contain `needle` (lowercase ASCII), ignoring ASCII case?
fn contains_ascii_ci(hay: &str, needle: &str) -> bool {
    hay.as_bytes()
        .windows(needle.len())
        .any(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}

/// Markdown source with code-span backticks and emphasis marks dropped and
/// whitespace collapsed, mapped back to source offsets: the visible text of
/// a sentence is found in it even where the source wraps or marks it up.
struct Flat {
    text: String,
    /// Source byte offset of each byte of `text`.
    at: Vec<usize>,
}

impl Flat {
    fn of_markdown(src: &str) -> Flat {
        let mut text = String::with_capacity(src.len());
        let mut at = Vec::with_capacity(src.len());
        let mut space = false;
        for (i, c) in src.char_indices() {
            if matches!(c, '`' | '*') {
                continue;
            }
            if c.is_whitespace() {
                space = true;
                continue;
            }
            if space && !text.is_empty() {
                text.push(' ');
                at.push(i);
            }
            space = false;
            let before = text.len();
            text.push(c);
            at.extend(std::iter::repeat_n(i, text.len() - before));
        }
        Flat { text, at }
    }

    /// Source offset of the `ordinal`-th occurrence of `piece`.
    fn find(&self, piece: &str, ordinal: usize) -> Option<usize> {
        let piece = collapse_ws(&piece.replace(['`', '*'], ""));
        let piece = piece.trim();
        if piece.is_empty() {
            return None;
        }
        let (p, _) = self.text.match_indices(piece).nth(ordinal)?;
        self.at.get(p).copied()
    }
}

/// `html` with script, style and SVG elements replaced by their line breaks.
fn blank_hidden(html: &str) -> String {
    let mut out = html.to_string();
    for re in [script_re(), style_re(), svg_re()] {
        out = re
            .replace_all(&out, |c: &regex::Captures<'_>| {
                "\n".repeat(c[0].matches('\n').count())
            })
            .into_owned();
    }
    out
}

/// Offset of the `ordinal`-th place `name` is written with `value` within
/// `window` bytes after it (or before it, for prose).
fn near(
    hay: &str,
    name: &str,
    value: &str,
    window: usize,
    before_too: bool,
    ordinal: usize,
) -> Option<usize> {
    let value = value.trim_matches(['"', '\'', '`']);
    let mut found = 0;
    let mut from = 0;
    while let Some(p) = find_word(hay, name, from) {
        let end = floor_char(hay, (p + name.len() + window).min(hay.len()));
        let start = floor_char(hay, p.saturating_sub(window));
        // The value as a whole token: `20` is not inside `&#8203;` or `120`.
        let has = |s: &str| find_word(s, value, 0).is_some();
        if has(&hay[p..end]) || (before_too && has(&hay[start..p])) {
            if found == ordinal {
                return Some(p);
            }
            found += 1;
        }
        from = p + name.len();
    }
    None
}

pub(crate) fn floor_char(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Next occurrence of `word` at or after `from` not inside a longer identifier.
pub(crate) fn find_word(hay: &str, word: &str, mut from: usize) -> Option<usize> {
    if word.is_empty() {
        return None;
    }
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    while let Some(rel) = hay.get(from..)?.find(word) {
        let p = from + rel;
        let before_ok = hay[..p].chars().next_back().is_none_or(|c| !is_ident(c));
        let after_ok = hay[p + word.len()..]
            .chars()
            .next()
            .is_none_or(|c| !is_ident(c));
        if before_ok && after_ok {
            return Some(p);
        }
        from = p + word.len();
    }
    None
}

// ---- compiled patterns ----

fn selector(s: &'static str) -> &'static scraper::Selector {
    static CACHE: OnceLock<std::sync::Mutex<Vec<(&'static str, &'static scraper::Selector)>>> =
        OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut guard = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, sel)) = guard.iter().find(|(k, _)| *k == s) {
        return sel;
    }
    let sel: &'static scraper::Selector = Box::leak(Box::new(
        scraper::Selector::parse(s).expect("static selector parses"),
    ));
    guard.push((s, sel));
    sel
}

macro_rules! re {
    ($name:ident, $pat:expr) => {
        fn $name() -> &'static regex::Regex {
            static RE: OnceLock<regex::Regex> = OnceLock::new();
            RE.get_or_init(|| regex::Regex::new($pat).expect("static regex compiles"))
        }
    };
}

re!(
    name_re,
    r"^[A-Za-z_][A-Za-z0-9_\-]*(?:(?:\.|::)[A-Za-z_][A-Za-z0-9_\-]*)*$"
);
re!(
    ident_re,
    r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*"
);
re!(
    code_literal_re,
    r"^(?P<neg>-)?(?P<body>0[xX][0-9a-fA-F_]+|0o[0-7_]+|0b[01_]+|\d[\d_]*(?:\.\d+)?(?:[eE][-+]?\d+)?)(?P<suffix>_?(?:u8|u16|u32|u64|u128|usize|i8|i16|i32|i64|i128|isize|f32|f64))?$"
);
re!(script_re, r"(?is)<script\b.*?</script\s*>");
re!(style_re, r"(?is)<style\b.*?</style\s*>");
re!(svg_re, r"(?is)<svg\b.*?</svg\s*>");
re!(code_ref_re, "\u{E000}([0-9]+)\u{E001}");
re!(
    number_re,
    r"^[-+\x{2212}]?(?:\d{1,3}(?:[,_]\d{3})+|\d+(?:_\d+)*)(?:\.\d+)?(?:[eE][-+]?\d+)?"
);
re!(quoted_re, r#"^(?:"[^"]*"|'[^']*')"#);
re!(
    yaml_line_re,
    r#"^(?P<key>"[^"]+"|'[^']+'|[A-Za-z_][A-Za-z0-9_.\-]*)\s*:(?:\s+(?P<val>.*?))?\s*$"#
);
re!(
    toml_line_re,
    r#"^(?P<key>"[^"]+"|[A-Za-z_][A-Za-z0-9_.\-]*)\s*=\s*(?P<val>.*)$"#
);
re!(
    toml_header_re,
    r"^\[\[?(?P<name>[A-Za-z0-9_.\-\x22 ]+)\]\]?\s*$"
);
re!(
    py_const_re,
    r"^(?P<key>[A-Z_][A-Z0-9_]*)\s*(?::\s*[A-Za-z_][\w\[\], .]*)?\s*=\s*(?P<val>[^=].*?)\s*$"
);
re!(
    rs_const_re,
    r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const|static)\s+(?P<key>[A-Z_][A-Z0-9_]*)\s*:\s*[^=]+=\s*(?P<val>[^;]+);(?:\s*//\s*(?P<evald>-?[0-9][0-9A-Za-z_.]*))?"
);
// "`x` (default: 20)", "`x` defaults to 20", "`x` default is 20", "`x` — default 20".
re!(
    named_default_re,
    "(?i)(?P<name>\u{E000}[0-9]+\u{E001})\\s*(?:\\(\\s*default(?:s)?(?:\\s+value)?(?:\\s*(?::|=)|\\s+is|\\s+to|\\s+of)?|(?:'s)?\\s+defaults\\s+to|(?:'s)?\\s+default(?:\\s+value)?\\s+is|\\s*(?:—|–|:|,)\\s*defaults?(?:\\s+to|\\s*:)?)(?P<tail>\\s*)"
);
// "the default for `x` is 20", "the default value of `x` is 20".
re!(
    default_for_re,
    "(?i)\\bdefault(?:\\s+value)?\\s+(?:for|of)\\s+(?P<name>\u{E000}[0-9]+\u{E001})\\s+is\\s*(?P<tail>)"
);
// "the default `x` is 20".
re!(
    default_name_re,
    "(?i)\\bdefault\\s+(?P<name>\u{E000}[0-9]+\u{E001})\\s+is\\s*(?P<tail>)"
);
// "`x` is 20 by default".
re!(
    is_by_default_re,
    "(?i)(?P<name>\u{E000}[0-9]+\u{E001})\\s+is\\s+(?P<tail>[^\u{E000}]{1,24}?)\\s*(?P<bydefault>by\\s+default)"
);
// "`any` (default)".
re!(
    marked_default_re,
    "(?i)(?P<val>\u{E000}[0-9]+\u{E001})\\s*\\(\\s*default\\s*\\)"
);
// "The number 31 can be changed using the `x` setting".
re!(
    changeable_re,
    "(?i)\\bthe\\s+(?:number|value|default)\\s+(?P<val>[0-9][^\\s\u{E000}]*)\\s+(?:can|may)\\s+be\\s+(?:changed|configured|set|overridden)\\s+(?:using|with|via|by)\\s+(?:the\\s+)?(?P<name>\u{E000}[0-9]+\u{E001})"
);
// Rustdoc's method heading: `pub fn name(…)`, `pub const fn name<T>(…)`.
re!(fn_heading_re, r"\bfn\s+([A-Za-z_][A-Za-z0-9_]*)\s*[<(]");
re!(snake_name_re, r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$");
// A default stated without a name; the heading names it.
re!(
    owner_default_re,
    r"(?i)(?:\bthe\s+default(?:\s+value)?\s+(?:is|allows)\s+(?:currently\s+)?|\bdefaults\s+to\s+|\bby\s+default,?\s+(?:(?:the|this)\s+[a-z][a-z -]{0,40}?\s+)?(?:is|are)\s+(?:set\s+to\s+|assumed\s+to\s+be\s+|currently\s+)?)(?P<tail>)"
);
// A bare "defaults to 20", "(default: 20)", "default is 20", "default value: 20".
re!(
    bare_default_re,
    "(?i)(?:\\(\\s*defaults?(?:\\s+value)?(?:\\s*[:=]|\\s+is|\\s+to)?|,\\s*default\\s|\\bdefaults?(?:\\s+value)?(?:\\s+(?:to|is|of)|\\s*[:=]))(?P<tail>\\s*)"
);

#[cfg(test)]
mod tests {
    use super::*;

    fn mentions(html: &str) -> Vec<Mention> {
        find(&DocPage::from_html("page.html", html)).mentions
    }

    fn brief(ms: &[Mention]) -> Vec<(String, String, Form)> {
        ms.iter()
            .map(|m| (m.path.join("."), m.raw_value.clone(), m.form))
            .collect()
    }

    #[test]
    fn code_literals_read_as_decimal() {
        assert_eq!(code_literal("0x1").as_deref(), Some("1"));
        assert_eq!(code_literal("0x7fff_ffff").as_deref(), Some("2147483647"));
        assert_eq!(code_literal("-0o755").as_deref(), Some("-493"));
        assert_eq!(code_literal("0b101").as_deref(), Some("5"));
        assert_eq!(code_literal("1_000u32").as_deref(), Some("1000"));
        assert_eq!(code_literal("2.5f64").as_deref(), Some("2.5"));
        assert_eq!(code_literal("20"), None);
        assert_eq!(code_literal("0xZZ"), None);
    }

    #[test]
    fn value_tokens() {
        assert_eq!(value_token("20 (min 1)").as_deref(), Some("20"));
        assert_eq!(value_token("20,000 tokens").as_deref(), Some("20,000"));
        assert_eq!(value_token("1.5× the budget").as_deref(), Some("1.5×"));
        assert_eq!(value_token("8 KiB").as_deref(), Some("8 KiB"));
        assert_eq!(value_token("30s").as_deref(), Some("30s"));
        assert_eq!(value_token("20%").as_deref(), Some("20%"));
        assert_eq!(value_token("8 messages").as_deref(), Some("8"));
        assert_eq!(value_token("8rows"), None);
        assert_eq!(value_token("18").as_deref(), Some("18"));
        assert_eq!(value_token("true.").as_deref(), Some("true"));
        assert_eq!(
            value_token("\"gpt-5\" is used").as_deref(),
            Some("\"gpt-5\"")
        );
        assert_eq!(value_token("the project root"), None);
        assert_eq!(value_token("auto").as_deref(), Some("auto"));
    }

    #[test]
    fn table_rows_with_default_column() {
        let html = r#"<h2>Compression</h2><table><thead><tr><th>Key</th><th>Default</th><th>Description</th></tr></thead>
        <tbody><tr><td><code>protect_last_n</code></td><td>20</td><td>Keep the last 8 rows</td></tr>
        <tr><td><code>threshold</code></td><td>50%</td><td>x</td></tr>
        <tr><td><code>model</code></td><td>—</td><td>required</td></tr>
        <tr><td>summary model</td><td>auto</td><td>not a name</td></tr>
        <tr><td><code>ratio</code></td><td>Half of the budget, 20 at most</td><td></td></tr></tbody></table>"#;
        let ms = mentions(html);
        assert_eq!(
            brief(&ms),
            vec![
                ("protect_last_n".into(), "20".into(), Form::TableRow),
                ("threshold".into(), "50%".into(), Form::TableRow),
            ]
        );
        assert_eq!(ms[0].text, "protect_last_n | 20 | Keep the last 8 rows");
        assert_eq!(ms[0].position, "table 1, row 1");
        assert_eq!(ms[0].context, vec!["Compression".to_string()]);
        assert_eq!(
            ms[0].table,
            Some(TableCell {
                row: "protect_last_n".into(),
                column: "Default".into(),
                nth: 1,
                of: 1
            })
        );
    }

    #[test]
    fn tables_without_a_default_column_state_nothing() {
        let html = "<table><tr><th>Name</th><th>Description</th></tr><tr><td><code>x</code></td><td>20</td></tr></table>";
        assert!(mentions(html).is_empty());
    }

    #[test]
    fn yaml_block_tracks_nesting_and_comments() {
        let html = "<pre><code class=\"language-yaml\">compression:\n  enabled: true\n  protect_last_n: 20   # keep\n  # tail_mode: auto\nmemory:\n  limit: \"8 KiB\"\nurl: http://x:80\n</code></pre>";
        let ms = mentions(html);
        assert_eq!(
            brief(&ms),
            vec![
                ("compression.enabled".into(), "true".into(), Form::CodeBlock),
                (
                    "compression.protect_last_n".into(),
                    "20".into(),
                    Form::CodeBlock
                ),
                (
                    "compression.tail_mode".into(),
                    "auto".into(),
                    Form::CodeBlock
                ),
                ("memory.limit".into(), "\"8 KiB\"".into(), Form::CodeBlock),
                ("url".into(), "http://x:80".into(), Form::CodeBlock),
            ]
        );
        assert!(ms[2].commented);
        assert_eq!(ms[1].text, "protect_last_n: 20   # keep");
        assert_eq!(ms[1].position, "code block 1, line 3");
    }

    #[test]
    fn example_blocks_are_marked_by_their_lead_in() {
        let html = "<p>Defaults:</p><pre><code class=\"language-yaml\">a: 1\n</code></pre>\
            <p>To keep a longer tail, override it:</p><div class=\"x\"><pre><code class=\"language-yaml\">a: 50\n</code></pre></div>";
        let ms = mentions(html);
        assert_eq!(ms.len(), 2);
        assert_eq!(ms[0].example, None);
        assert_eq!(
            ms[1].example.as_deref(),
            Some("To keep a longer tail, override it:")
        );
    }

    #[test]
    fn docusaurus_token_lines_and_json() {
        let html = r#"<div class="language-json codeBlockContainer"><pre class="prism-code"><code><span class="token-line"><span class="token punctuation">{</span></span><span class="token-line">  <span class="token property">"compression"</span>: {</span><span class="token-line">    <span class="token property">"protect_last_n"</span>: <span class="token number">20</span>,</span><span class="token-line">  }</span><span class="token-line">}</span></code></pre></div>"#;
        assert_eq!(
            brief(&mentions(html)),
            vec![(
                "compression.protect_last_n".into(),
                "20".into(),
                Form::CodeBlock
            )]
        );
    }

    #[test]
    fn toml_python_rust_and_shell_blocks() {
        let html = "<pre><code class=\"language-toml\">[compression]\nprotect_last_n = 20 # c\nname = \"x\"\n[net.retry]\ncount = 3\n</code></pre>\
            <pre><code class=\"language-python\">MAX_TAIL = 8\nx = compress(protect_last_n=5)\nlimit = 3\n</code></pre>\
            <pre><code class=\"language-rust\">pub const BUF: usize = 8 * 1024;\nconst FLOOR: usize = 8;\n</code></pre>\
            <pre><code class=\"language-bash\">export X=1\nfoo: 2\n</code></pre>";
        assert_eq!(
            brief(&mentions(html)),
            vec![
                (
                    "compression.protect_last_n".into(),
                    "20".into(),
                    Form::CodeBlock
                ),
                ("compression.name".into(), "\"x\"".into(), Form::CodeBlock),
                ("net.retry.count".into(), "3".into(), Form::CodeBlock),
                ("MAX_TAIL".into(), "8".into(), Form::CodeBlock),
                ("FLOOR".into(), "8".into(), Form::CodeBlock),
            ]
        );
    }

    #[test]
    fn prose_forms() {
        let html = "<p>The <code>protect_last_n</code> (default: 20) setting keeps turns. \
            <code>retries</code> defaults to 3 attempts.</p>\
            <p>The default for <code>timeout</code> is 30s.</p>\
            <p><code>verbose</code> is false by default.</p>\
            <li>Set <code>max_items</code> to 50 for long sessions (default 100).</li>\
            <p>The default <code>ratio</code> is 1.5×.</p>";
        assert_eq!(
            brief(&mentions(html)),
            vec![
                ("protect_last_n".into(), "20".into(), Form::Prose),
                ("retries".into(), "3".into(), Form::Prose),
                ("timeout".into(), "30s".into(), Form::Prose),
                ("verbose".into(), "false".into(), Form::Prose),
                ("max_items".into(), "100".into(), Form::Prose),
                ("ratio".into(), "1.5×".into(), Form::Prose),
            ]
        );
    }

    #[test]
    fn prose_look_alikes_are_not_mentions() {
        let html = "<p><code>protect_last_n</code> must be at least 1; we used 18 in tests.</p>\
            <p>Set <code>a</code> and <code>b</code>; the default is 8.</p>\
            <p><code>root</code> defaults to the project directory.</p>\
            <p><code>limit</code> defaults to <code>MAX_LIMIT</code>.</p>\
            <p>Keep the last 20 messages. The floor <code>FLOOR</code> caps it.</p>\
            <p><code>x</code> is usually 8 or more, and is tuned by default.</p>";
        assert_eq!(brief(&mentions(html)), vec![]);
    }

    #[test]
    fn markdown_pages_render_and_get_lines() {
        let md = "# Config\n\nIntro.\n\n| Key | Default |\n|---|---|\n| `protect_last_n` | 20 |\n\n```yaml\ncompression:\n  protect_last_n: 20\n```\n\nThe `timeout` defaults to 30s.\n";
        let scan = find(&DocPage::from_markdown("docs/config.md", md));
        let got: Vec<(String, Option<usize>)> = scan
            .mentions
            .iter()
            .map(|m| (m.path.join("."), m.line))
            .collect();
        assert_eq!(
            got,
            vec![
                ("protect_last_n".into(), Some(7)),
                ("compression.protect_last_n".into(), Some(11)),
                ("timeout".into(), Some(14)),
            ]
        );
        assert!(scan.words.contains("protect_last_n"));
        assert_eq!(scan.mentions[0].context, vec!["Config"]);
    }
}
