//! Find where the docs state a value for a name (the docs half of `scan`).
//!
//! A docs page (HTML, or Markdown rendered to HTML) is walked once, in
//! document order, keeping the heading chain as section context. Three
//! mention forms are read, each keeping the page, a position, the exact text
//! it was read from and the raw value text (parsed later by
//! [`crate::claims::compare::parse_docs_value`]):
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

use scraper::{ElementRef, Node};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::sync::OnceLock;

/// One docs page, ready to scan.
#[derive(Debug, Clone)]
pub struct DocPage {
    /// URL (snapshots) or path (local files) shown in findings.
    pub url: String,
    /// The page's title when known up front (a snapshot's recorded `<title>`, a Markdown
    /// page's first `# ` heading); `None` for HTML read from disk, whose `<title>` the scan
    /// reads itself.
    pub title: Option<String>,
    /// The HTML that is walked (Markdown is rendered first).
    pub html: String,
    /// The Markdown the user edits, used to give mentions a 1-based line.
    /// Empty for HTML pages, whose source is `html` itself (not kept twice:
    /// a large site would hold every page in memory two times).
    pub source: String,
    /// The page is Markdown (`source` holds it; `html` is its rendering).
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

    /// A page from Markdown text, rendered as every Markdown page is
    /// ([`crate::pages::markdown::to_html`]: tables, footnotes, front matter as metadata…).
    pub fn from_markdown(url: impl Into<String>, md: impl Into<String>) -> DocPage {
        let md = md.into();
        let html = crate::pages::markdown::to_html(&md);
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

/// How a mention was written (a sentence unless said otherwise).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Form {
    /// A row of a table: the key in one cell, the value in another.
    TableRow,
    /// A line in a code block (`key: value`, `key = value`, `--flag value` …).
    CodeBlock,
    /// A sentence ("defaults to 20", "is set to …").
    #[default]
    Prose,
}

impl Form {
    /// How the form is named in messages (`table row`, `code block`, `prose`).
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
#[derive(Debug, Clone, Default, Serialize)]
pub struct Mention {
    /// The URL or path of the page ([`DocPage::url`]).
    pub page: String,
    /// The page's title, when known.
    pub title: Option<String>,
    /// Table row, code block or prose.
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
    /// A default stated under a method heading inside an impl block (rustdoc's
    /// `impl<R: AsyncRead> BufReader<R>` over `pub fn new(inner: R)`): the type,
    /// so a method of another type is never what the sentence means.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner_type: Option<String>,
    /// Named by a definition-list term (`<dt>`), not by the sentence: where to look for
    /// the statement's line.
    #[serde(skip)]
    pub term: bool,
    /// Named by the sentence before (the statement's own sentence names nothing, and no
    /// heading or term does): the weakest attribution there is.
    #[serde(skip)]
    pub from_previous: bool,
    /// The file a code block's title names (`settings.py`): when the checkout has no such
    /// file, the block is the reader's own file, and its values are ones a user sets.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub titled_file: Option<String>,
    /// The type the innermost heading names, when that heading is one code span holding a
    /// CamelCase name (`RegexField`): the statement is about that type's members.
    #[serde(skip)]
    pub type_heading: Option<String>,
    /// A config-block line where nothing around the block (its lead-in, headings, title,
    /// text) says it shows defaults: weak evidence of a default (`unmarked-block`).
    #[serde(skip)]
    pub unmarked: bool,
    /// The Python module a Sphinx object's anchor names (`falcon.asgi` for
    /// `id="falcon.asgi.App"`): of two same-named definitions, the one there is meant.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub module: Option<String>,
    /// A literal default in a signature autodoc generated (`<dt class="sig">` with viewcode's
    /// `[source]` link): the module its anchor id spells out. It is the default the code had
    /// when the docs were built, so a `None` that module's code has now is compared with it.
    #[serde(skip)]
    pub signature: Option<String>,
}

/// Everything one page yields.
#[derive(Debug, Clone, Default)]
pub struct PageScan {
    /// Every mention on the page, in document order.
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

/// [`find_keeping`], first asking `quick` (built from the same `keep`) whether
/// the page can state anything at all: most pages of a large site cannot, and
/// then no DOM is built. The result is the same as [`find_keeping`]'s on every
/// page (see [`quick`]; `tests/scan_quick.rs` compares them on real pages).
pub fn find_keeping_quick(
    page: &DocPage,
    keep: Option<&HashSet<String>>,
    quick: Option<&QuickCheck>,
) -> PageScan {
    if keep.is_some() && quick.is_some_and(|q| q.says_nothing(&page.html)) {
        // The title is read without a DOM, as `find_keeping` reads it with one; a page whose
        // bytes never say "documentation" has no title ending so (`mentions/release.rs`).
        let titled = release_wanted(keep) && page.html.contains("documentation");
        let title = titled.then(|| {
            page.title
                .clone()
                .or_else(|| crate::pages::load::title_of(&page.html))
        });
        let mentions = release_mention(page, title.flatten().as_deref());
        return PageScan {
            mentions: mentions.into_iter().collect(),
            ..PageScan::default()
        };
    }
    find_keeping(page, keep)
}

/// [`find`], keeping in `words` only the words in `keep` (when given): the
/// caller asks about a few config names, and a large site holds millions of
/// distinct words otherwise.
pub fn find_keeping(page: &DocPage, keep: Option<&HashSet<String>>) -> PageScan {
    let doc = crate::pages::text::parse_document(&page.html);
    let title = page
        .title
        .clone()
        .or_else(|| crate::pages::text::title(&doc));
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
        term: None,
        code_headings: Vec::new(),
        py_owner: None,
        em_params: Vec::new(),
        py_modules: None,
        default_titles: quick::default_title(page.html.as_bytes()),
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
    // Release notes state what each version changed, not what the code does now.
    if is_history_page(&page.url) {
        w.out.clear();
    }
    requirements::drop_feature_versions(&mut w.out);
    // Most pages of a large site state no value: locating needs the visible
    // text and a blanked copy of the source, so it is done only when needed.
    if !w.out.is_empty() {
        let visible =
            crate::pages::text::normalize_ws(&crate::pages::text::document_text(&doc, false));
        locate_lines(page, &visible, &mut w.out);
    }
    if release_wanted(keep) {
        w.out.extend(release_mention(page, w.title.as_deref()));
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

/// How deep the walk follows nested elements (real pages stay far below).
const MAX_DEPTH: usize = 256;

/// Blocks whose text scan reads as prose: the walk's paragraphs, and the quick check's prose
/// stream (`mentions/quick.rs`), which must agree with the walk.
pub(crate) const PROSE_BLOCKS: &[&str] = &[
    "p",
    "li",
    "dd",
    "dt",
    "td",
    "th",
    "blockquote",
    "figcaption",
];

/// Subtrees scan never reads: the hidden elements of the visible-text definition (the one
/// table, [`crate::pages::html::elements`]) and navigation and buttons (menus and controls
/// state no values).
pub(crate) fn is_scan_hidden(name: &str) -> bool {
    matches!(name, "nav" | "button")
        || crate::pages::html::elements::is_hidden_name(name.as_bytes())
}
// ---- inline text ----

// ---- code-block lines ----

// ---- prose patterns ----

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

/// A default stated with no name ("The default value is 512.", "Default is 90 seconds.", "By default,
/// the timeout is set to 10 seconds.", "This option defaults to false."):
/// the value, when the sentence holds no code span but the value itself.
/// `term`: the name a definition term or parameter item documents; its own span in the
/// sentence (a parameter field's "`cache_none` (bool) – Default False.") is not another name.
/// `heading`: the name the heading or term documents, asked only when a sentence says one in
/// words ("Default level is `LevelFilter::Trace`." under `fn level`).
fn owner_default_hit(
    sentence: &str,
    codes: &[String],
    term: Option<&str>,
    heading: &dyn Fn() -> Option<String>,
) -> Option<ProseHit> {
    if !contains_ascii_ci(sentence, "default") {
        return None;
    }
    // "The default value is 512.", or a state with "by default" after it: "This is enabled
    // by default.", "It is set to `0` by default." (rustdoc's builder setters).
    // The first reading with a value: "by default and is currently only implemented on
    // Unix" reads as "by default … is" with no value, the state before it does.
    // "True by default.": the whole sentence is the value and the cue.
    // "By default, 8." (rustyline's setters): the value and nothing after it.
    // An aside in parentheses may close it ("By default 10 seconds (optional).").
    let ends = |rest: &str| {
        let rest = rest.trim_end().trim_end_matches('.').trim();
        rest.is_empty() || rest.starts_with('(') && rest.ends_with(')') && !rest[1..].contains('(')
    };
    let (c, (value, vend, value_code)) = [
        (owner_default_re(), Cue::Before),
        (owner_state_re(), Cue::ByDefaultAfter),
        (value_first_re(), Cue::ByDefaultAfter),
        (value_the_default_re(), Cue::ByDefaultAfter),
        (by_default_value_re(), Cue::Alone),
        (default_value_re(), Cue::Alone),
        (default_word_re(), Cue::Before),
        (paren_default_re(), Cue::Closes),
        (paren_by_default_re(), Cue::ByDefaultAfter),
    ]
    .into_iter()
    .find_map(|(re, cue)| {
        let c = re.captures(sentence)?;
        // "within `a + 2 * b` seconds (51 by default)": the value of an expression the
        // sentence writes (in words or in a code span), not the term's.
        if std::ptr::eq(re, paren_by_default_re()) {
            let before = &sentence[..c.get(0)?.start()];
            // The 40 characters before the parenthesis.
            let from = before.char_indices().rev().nth(39).map_or(0, |(i, _)| i);
            let tail = &before[from..];
            let ops = |t: &str| t.contains(['+', '*', '×']);
            let in_span = code_ref_re().captures_iter(tail).any(|r| {
                r[1].parse::<usize>()
                    .ok()
                    .and_then(|i| codes.get(i))
                    .is_some_and(|k| ops(k))
            });
            if ops(tail) || in_span {
                return None;
            }
        }
        // "By default, when immediate mode is enabled, Huey will switch …": the state is the
        // clause's condition, and what happens by default comes after it.
        if std::ptr::eq(re, owner_default_re()) {
            let m = c.get(0)?.as_str().to_ascii_lowercase();
            let opens = m
                .find("by default")
                .map(|i| m[i + 10..].trim_start_matches([',', ' ']));
            let conditions = ["when ", "if ", "unless ", "once ", "while ", "whenever "];
            if opens.is_some_and(|r| conditions.iter().any(|w| r.starts_with(w))) {
                return None;
            }
        }
        if let Some(word) = c.name("word") {
            let heading = heading()?;
            let leaf = heading.rsplit(['.', ':']).next()?.trim_start_matches('-');
            let words = |s: &str| s.to_ascii_lowercase().replace(['_', '-'], " ");
            // "The default poll frequency is 30 seconds." under `with_poll_interval`: a
            // word of four letters or more shared with the name, past a setter's prefix.
            let (said, named) = (words(word.as_str()), words(leaf));
            let shares = said.split_whitespace().any(|w| {
                w.len() >= 4
                    && named
                        .split_whitespace()
                        .any(|n| n == w && !matches!(n, "with" | "default"))
            });
            if said != named && !shares {
                return None;
            }
        }
        let found = value_at(sentence, c.name("tail")?.start(), codes)?;
        // "the default value of secure_scheme_headers: …" names what has the default.
        let names_one = c.name("of").is_some()
            && (sentence[found.1..].trim_start().starts_with(':') || found.0.contains('_'));
        let after = &sentence[found.1..];
        let cued = match cue {
            Cue::Before => true,
            // "(`0` seconds by default)": a unit may stand between a code span and the cue.
            Cue::ByDefaultAfter => {
                by_default_re().is_match(after)
                    || after
                        .trim_start()
                        .split_once(char::is_whitespace)
                        .is_some_and(|(w, rest)| {
                            found.2.is_some()
                                && UNITS.contains(&w)
                                && by_default_re().is_match(rest)
                        })
            }
            Cue::Alone => ends(after),
            Cue::Closes => after.trim_start().starts_with([')', ']', ',']),
        };
        (!names_one && cued).then_some((c, found))
    })?;
    // Another code span naming something may be what the value belongs to (not in an aside).
    let aside = aside_after(sentence, vend);
    let spans: Vec<usize> = code_ref_re()
        .captures_iter(sentence)
        .filter(|n| !aside.contains(&n.get(0).map_or(0, |m| m.start())))
        .filter_map(|n| n[1].parse::<usize>().ok())
        .collect();
    // A type's span (aiohttp's "`float`, `None` by default.") names no other thing.
    let other = |c: &String| {
        is_name(&clean_name(c)) && !is_type_word(c) && Some(clean_name(c).as_str()) != term
    };
    if spans
        .iter()
        .any(|&i| Some(i) != value_code && codes.get(i).is_some_and(other))
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

/// Where a default sentence's cue stands beside its value.
#[derive(Clone, Copy)]
enum Cue {
    /// Before it: "The default value is 512.", "Defaults to 4093."
    Before,
    /// "by default" right after it: "This is enabled by default.", "True by default."
    ByDefaultAfter,
    /// "By default," or "Default" before it and nothing after: "By default, 8.", "Default
    /// False."
    Alone,
    /// "(default" before it and the parenthesis closing or a comma right after: "(default
    /// `True`)", "(default 1 MiB)", "(Default False, diverging from …)".
    Closes,
}

/// "By default, or when the `any` style is used, each table is analyzed": the
/// default is the value the setting named by the word after it takes (`style`).
/// Returns that word and the hit.
fn default_or_hit(sentence: &str, codes: &[String]) -> Option<(String, ProseHit)> {
    if !sentence.contains('\u{E000}') || !contains_ascii_ci(sentence, "by default") {
        return None;
    }
    let c = default_or_re().captures(sentence)?;
    let (val, name, all) = (c.name("val")?, c.name("name")?, c.get(0)?);
    let word = name.as_str().to_string();
    if is_type_word(&word) || !is_name(&word) {
        return None;
    }
    let (value, vend, _) = value_at(sentence, val.start(), codes)?;
    if vend > name.start() {
        return None;
    }
    Some((
        word,
        ProseHit {
            name: usize::MAX,
            value,
            pieces: vec![sentence[all.start()..all.end()].to_string()],
        },
    ))
}

// ---- names ----

// ---- lines in the page source ----

/// Does `hay` contain `needle` (lowercase ASCII), ignoring ASCII case?
fn contains_ascii_ci(hay: &str, needle: &str) -> bool {
    hay.as_bytes()
        .windows(needle.len())
        .any(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}

/// A definition-list term naming one thing, and its description's range in a [`Flat`] text.
pub(crate) type Term = (String, std::ops::Range<usize>);

/// Markdown source with code-span backticks and emphasis marks dropped and
/// whitespace collapsed, mapped back to source offsets: the visible text of
/// a sentence is found in it even where the source wraps or marks it up.
pub(crate) struct Flat {
    text: String,
    /// Source byte offset of each byte of `text`.
    at: Vec<usize>,
}

impl Flat {
    fn of_markdown(src: &str) -> Flat {
        let mut flat = Flat {
            text: String::with_capacity(src.len()),
            at: Vec::with_capacity(src.len()),
        };
        let mut space = false;
        for (i, c) in src.char_indices() {
            if matches!(c, '`' | '*') {
                continue;
            }
            flat.push(c, i, &mut space);
        }
        flat
    }

    /// Appends `c`, read at source offset `i`; a whitespace run becomes one space.
    fn push(&mut self, c: char, i: usize, space: &mut bool) {
        if c.is_whitespace() {
            *space = true;
            return;
        }
        if *space && !self.text.is_empty() {
            self.text.push(' ');
            self.at.push(i);
        }
        *space = false;
        let before = self.text.len();
        self.text.push(c);
        self.at
            .extend(std::iter::repeat_n(i, self.text.len() - before));
    }

    /// HTML source (hidden elements already blanked) with tags dropped, the common
    /// character references decoded and whitespace collapsed, mapped back to source
    /// offsets: `Default: <code><span>'session'</span></code>` reads `Default: 'session'`.
    fn of_html(src: &str) -> Flat {
        let mut flat = Flat {
            text: String::with_capacity(src.len() / 2),
            at: Vec::with_capacity(src.len() / 2),
        };
        let mut space = false;
        let mut i = 0;
        let b = src.as_bytes();
        while i < b.len() {
            let (c, len) = match b[i] {
                b'<' => {
                    // A tag (or comment) ends at the next `>`; an element boundary may
                    // separate words, which collapsing already allows for.
                    i = memchr::memchr(b'>', &b[i..]).map_or(b.len(), |e| i + e + 1);
                    continue;
                }
                b'&' => match [
                    ("&amp;", '&'),
                    ("&lt;", '<'),
                    ("&gt;", '>'),
                    ("&quot;", '"'),
                    ("&#39;", '\''),
                    ("&#x27;", '\''),
                    ("&nbsp;", ' '),
                ]
                .iter()
                .find(|(e, _)| src[i..].starts_with(e))
                {
                    Some((e, c)) => (*c, e.len()),
                    None => ('&', 1),
                },
                _ => {
                    let c = src[i..].chars().next().unwrap_or(' ');
                    (c, c.len_utf8())
                }
            };
            flat.push(c, i, &mut space);
            i += len;
        }
        flat
    }

    /// Source offset of the `ordinal`-th place `piece` is written at most `window` bytes
    /// (of flat text) after `name`: where an HTML sentence states the value its name's
    /// term or heading owns. Each place counts once, however many names precede it.
    fn find_after_name(
        &self,
        name: &str,
        piece: &str,
        window: usize,
        ordinal: usize,
    ) -> Option<usize> {
        let piece = collapse_ws(piece);
        let piece = Some(piece.trim()).filter(|p| !p.is_empty())?;
        let mut places: Vec<usize> = Vec::new();
        let mut from = 0;
        while let Some(n) = find_word(&self.text, name, from) {
            let end = floor_char(&self.text, (n + name.len() + window).min(self.text.len()));
            let q = self.text[n..end]
                .match_indices(piece)
                .map(|(q, _)| n + q)
                .find(|&q| self.whole_at(q, piece));
            if let Some(q) = q {
                if places.last() != Some(&q) {
                    places.push(q);
                }
            }
            from = n + name.len();
        }
        places.get(ordinal).and_then(|&p| self.at.get(p).copied())
    }

    /// Index in the flat text of the first byte at or after source offset `off`.
    fn flat_index(&self, off: usize) -> usize {
        self.at.partition_point(|&a| a < off)
    }

    /// The definition-list terms of an HTML source that name one thing (`term_name`), each
    /// with its description's range in the flat text: from the term's `</dt>` to the next
    /// `<dt>`. Found once per page, for every mention a term owns.
    fn terms_of(&self, src: &str) -> Vec<Term> {
        let starts: Vec<usize> = memchr::memmem::find_iter(src.as_bytes(), b"<dt")
            .filter(|&p| {
                src.as_bytes()
                    .get(p + 3)
                    .is_some_and(|c| matches!(c, b'>' | b' ' | b'\t' | b'\n' | b'\r' | b'/'))
            })
            .collect();
        let mut out = Vec::new();
        for (k, &s0) in starts.iter().enumerate() {
            let next = starts.get(k + 1).copied().unwrap_or(src.len());
            let Some(end) = src[s0..next].find("</dt>").map(|e| s0 + e) else {
                continue;
            };
            let (a, b) = (self.flat_index(s0), self.flat_index(end));
            // The term's own text: everything after its start tag's `>`.
            if let Some(name) = term_name(self.text.get(a..b).unwrap_or("")) {
                out.push((name, b..self.flat_index(next)));
            }
        }
        out
    }

    /// Source offset of `piece` in the description of the `ordinal`-th term (of `terms`,
    /// from [`Flat::terms_of`]) that names `name`.
    fn find_after_term(
        &self,
        terms: &[Term],
        name: &str,
        piece: &str,
        ordinal: usize,
    ) -> Option<usize> {
        let piece = collapse_ws(piece);
        let piece = Some(piece.trim()).filter(|p| !p.is_empty())?;
        terms
            .iter()
            .filter(|(n, _)| n == name)
            .filter_map(|(_, desc)| {
                let t = self.text.get(desc.clone())?;
                t.match_indices(piece)
                    .map(|(q, _)| desc.start + q)
                    .find(|&q| self.whole_at(q, piece))
            })
            .nth(ordinal)
            .and_then(|q| self.at.get(q).copied())
    }

    /// Source offset of the `ordinal`-th occurrence of `piece`.
    fn find(&self, piece: &str, ordinal: usize) -> Option<usize> {
        let piece = collapse_ws(&piece.replace(['`', '*'], ""));
        let piece = piece.trim();
        if piece.is_empty() {
            return None;
        }
        let (p, _) = self
            .text
            .match_indices(piece)
            .filter(|(p, _)| self.whole_at(*p, piece))
            .nth(ordinal)?;
        self.at.get(p).copied()
    }

    /// Is `piece`, found at `p` of the flat text, a whole token there? `default: 5` is not
    /// inside `default: 512`.
    fn whole_at(&self, p: usize, piece: &str) -> bool {
        let is_ident = |c: char| c.is_alphanumeric() || c == '_';
        let glued_before = piece.chars().next().is_some_and(is_ident)
            && self.text[..p].chars().next_back().is_some_and(is_ident);
        let glued_after = piece.chars().next_back().is_some_and(is_ident)
            && self.text[p + piece.len()..]
                .chars()
                .next()
                .is_some_and(is_ident);
        !glued_before && !glued_after
    }
}

// ---- compiled patterns ----

macro_rules! re {
    ($name:ident, $pat:expr) => {
        fn $name() -> &'static regex::Regex {
            static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
            RE.get_or_init(|| regex::Regex::new($pat).expect("static regex compiles"))
        }
    };
}
// Scan's other modules compile their patterns the same way.
pub(crate) use re;

re!(
    name_re,
    r"^(?:--[A-Za-z0-9][A-Za-z0-9_\-]+|[A-Za-z_][A-Za-z0-9_\-]*(?:(?:\.|::)[A-Za-z_][A-Za-z0-9_\-]*)*)$"
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
// Typographic quotes too (“.coverage”, ‘text’: Sphinx's smart quotes over prose).
re!(quoted_re, r#"^(?:"[^"]*"|'[^']*'|“[^”]*”|‘[^’]*’)"#);
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
// A string value may hold a `;` (prometheus' `TEXT_FORMAT: &str = "text/plain; version=0.0.4";`).
re!(
    rs_const_re,
    r#"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const|static)\s+(?P<key>[A-Z_][A-Z0-9_]*)\s*:\s*[^=]+=\s*(?P<val>"(?:[^"\\]|\\.)*"|[^;]+);(?:\s*//\s*(?P<evald>-?[0-9][0-9A-Za-z_.]*))?"#
);
// "`x` (default: 20)", "`x` defaults to 20", "`x` default is 20", "`x` — default 20",
// "`encoding` (which defaults to 'utf-8')" (w3lib), "specified `env_file` defaulting to `.env`"
// (everett).
re!(
    named_default_re,
    "(?i)(?P<name>\u{E000}[0-9]+\u{E001})\\s*(?:\\(\\s*(?:which\\s+)?default(?:s)?(?:\\s+value)?(?:\\s*(?::|=)|\\s+is|\\s+to|\\s+of)?|(?:'s)?\\s+defaults\\s+to|,?\\s+defaulting\\s+to|(?:'s)?\\s+default(?:\\s+value)?\\s+is|\\s*(?:—|–|:|,)\\s*defaults?(?:\\s+to|\\s*:)?)(?P<tail>\\s*)"
);
// "`A.x` and `B.x` default to 20", "`a`, `b` or `c` default to `None`": one value, each name's.
re!(
    joint_default_re,
    "(?i)(?P<names>\u{E000}[0-9]+\u{E001}(?:\\s*,\\s*\u{E000}[0-9]+\u{E001})*\\s*,?\\s+(?:and|or)\\s+\u{E000}[0-9]+\u{E001})\\s+(?:both\\s+|all\\s+)?default\\s+to\\s*(?P<tail>)"
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
// "path_encoding ('utf-8' by default)" (w3lib): the value and the cue in a parenthesis
// right after the name.
re!(
    paren_named_by_default_re,
    "(?i)(?P<name>\u{E000}[0-9]+\u{E001})\\s*\\(\\s*(?P<tail>[^()]{1,24}?)\\s*(?P<bydefault>by\\s+default)\\s*\\)"
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
// "By default, or when the `any` style is used, …".
re!(
    default_or_re,
    "(?i)\\bby\\s+default,?\\s+or\\s+(?:when|if)\\s+(?:the\\s+)?(?P<val>\u{E000}[0-9]+\u{E001})\\s+(?P<name>[a-z][a-z0-9_-]*)\\s+(?:is|are)\\s+(?:used|set|selected|chosen|given)\\b"
);
// Rustdoc's method heading: `pub fn name(…)`, `pub const fn name<T>(…)`.
re!(fn_heading_re, r"\bfn\s+([A-Za-z_][A-Za-z0-9_]*)\s*[<(]");
// A snake_case name; with a leading underscore one word will do (sh's special kwargs are
// headed `_bg_exc`, `_timeout`).
re!(
    snake_name_re,
    r"^(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|_[a-z][a-z0-9]*(?:_[a-z0-9]+)*)$"
);
// Rustdoc's item page heading for a constant or static: "Constant NAME", "Static NAME".
re!(
    item_page_heading_re,
    r"^(?:Constant|Static)\s+([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b"
);
re!(upper_snake_re, r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$");
// A default stated without a name ("Default: `'session'`", "Default = 16" (fjall's setters),
// "Defaults to 4093.", "default is 4.", "(default: 8).", "(default=300)", click's "[default:
// 80.0]", "the default limit of 2000 will be used"); the term names it.
re!(
    owner_default_re,
    r"(?i)(?:\bthe\s+default(?:\s+value)?\s+(?:is|allows)\s+(?:currently\s+)?|,\s*default(?:\s+value)?\s+is\s+|^\s*default(?:\s+value)?(?:\s+is\s+(?:currently\s+)?|\s*[:=]\s*)|[(\[]\s*default\s*[:=]\s*|[(\[]\s*default(?:\s+value)?\s+is\s+|^\s*\(\s*[a-z][a-z -]{0,30},\s*default\s+|(?P<of>\b(?:the|its|a|[a-z]+['’]s)\s+default(?:\s+(?:value|limit|size|timeout|number|port|capacity|interval))?\s+of\s+)|\bdefaults\s+to:?\s+|,\s*defaulting\s+to:?\s+|^\s*default\s+to\s+|\bby\s+default,?\s+(?:it|this)['’]s\s+|\bby\s+default,?\s+(?:(?:the|this)\s+[a-z][a-z -]{0,40}?\s+|(?:this|it)\s+|[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}\s+)?(?:is|are)\s+(?:set\s+to\s+|assumed\s+to\s+be\s+|currently\s+)?)(?P<tail>)"
);
// A sentence that is a state, read as a default only when "by default" follows the value:
// "This is enabled by default.", "It is set to `0` by default.", "This flag is disabled by
// default.", "The mask is 0 by default." (tar's setters), "If False (default), …", "If True
// (the default) …" (a param's), "When enabled (the default), …" (fancy-regex's setters). A
// parameter item's "`lint` (bool) -- If True (default) then …" opens its description after the
// dash (`--` where Sphinx wrote the plain-text separator).
re!(
    owner_state_re,
    r"(?i)(?:^|\s(?:[–—]|--?)\s)\s*(?:(?:if|when)\s+|(?:it\s+|this\s+|(?:this|the)\s+(?:option|setting|flag|mask|value|mode|limit)\s+)is\s+(?:set\s+to\s+|currently\s+)?)(?P<tail>)"
);
// A sentence opening with its value and "(the default)": "None (the default) disables the
// check." (fancy-regex's setters), "Set to None (the default) to wait indefinitely." (a param's);
// the rest of the sentence says what the value does.
re!(
    value_the_default_re,
    r"(?i)^\s*(?:set\s+(?:it\s+)?to\s+)?(?P<tail>)\S+\s+\((?:the\s+)?default\)"
);
re!(
    by_default_re,
    r"(?i)^\s*(?:by\s+default\b|\(\s*(?:the\s+)?default\s*\))"
);
// "Default level is `LevelFilter::Trace`." (fern's `fn level`): the default of the name the
// heading documents, said in words; read only when the words are that name.
re!(
    default_word_re,
    r"(?i)^\s*(?:the\s+)?default\s+(?P<word>[a-z][a-z_]*(?:\s+[a-z][a-z_]*){0,2}?)\s+is\s+(?P<tail>)"
);
// "(default `True`)", "(default 1 MiB)": the value right after, the parenthesis closing.
re!(paren_default_re, r"(?i)[(\[]\s*default\s+(?P<tail>)");
// "By default, 8.", "By default, `CompletionType::Circular`.", "By default 10 seconds
// (optional).": the value alone after the cue (an aside in parentheses may follow).
re!(
    by_default_value_re,
    r"(?i)^\s*by\s+default(?:,\s*|\s+)(?P<tail>)"
);
// "Default False.", "Default to None.", a parameter field's "`cache_none` (bool) – Default
// False." (flask-caching): the value alone after the word.
re!(
    default_value_re,
    r"(?i)(?:^|\s(?:[–—]|--?))\s*default(?:\s+to)?\s+(?P<tail>)"
);
// A sentence that opens with its value: "True by default.", "`None` by default.", "256 KiB by
// default.", aiohttp's attribute "`float`, `None` by default." (the value, perhaps a unit and a
// type before it, then "by default" and the full stop, or a clause after a comma, semicolon,
// "and" or "but": notify's "Disabled by default; cannot be changed at runtime.").
re!(
    value_first_re,
    "^\\s*(?:(?:[a-z]+|\u{E000}[0-9]+\u{E001}),\\s+)?(?P<tail>)\\S+(?:\\s+[A-Za-z%]+)?\\s+by\\s+default(?:\\.|[;,].*|\\s+(?:and|but)\\s.*)?\\s*$"
);
// "(0 seconds by default)", "(`True` by default)": a value and "by default" in parentheses.
re!(
    paren_by_default_re,
    r"(?i)\(\s*(?P<tail>)[^()\s]+(?:\s+[A-Za-z%]+)?\s+by\s+default\s*\)"
);
// A bare "defaults to 20", "(default: 20)", "default is 20", "default value: 20".
re!(
    bare_default_re,
    "(?i)(?:\\(\\s*defaults?(?:\\s+value)?(?:\\s*[:=]|\\s+is|\\s+to)?|,\\s*default\\s|\\bdefaults?(?:\\s+value)?(?:\\s+(?:to:?|is|of)|\\s*[:=]))(?P<tail>\\s*)"
);

mod assoc;
mod autodoc;
mod blocks;
mod class_params;
mod consts;
mod features;
mod fields;
mod inline;
mod locate;
mod prose;
pub mod quick;
mod release;
mod requirements;
mod samples;
mod terms;
mod titles;
mod type_defaults;
mod walker;
pub(crate) use blocks::*;
pub use consts::*;
pub(crate) use inline::*;
pub(crate) use locate::*;
pub use prose::*;
pub use quick::QuickCheck;
pub(crate) use release::{release_mention, release_wanted, RELEASE_NAME};
pub use requirements::REQUIREMENT_NAMES;
pub(crate) use requirements::{asked_for, requirement_name, requirement_words};
pub(crate) use titles::*;
pub(crate) use walker::*;

#[cfg(test)]
mod tests;
