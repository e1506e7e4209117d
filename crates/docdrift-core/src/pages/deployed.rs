//! A deployed docs page against its source: is the live page built from this checkout's
//! Markdown? Both sides become words of visible text through the one extractor
//! ([`crate::pages::text`]) and the one Markdown renderer ([`crate::pages::markdown`]), and the
//! word sequences are compared; the first place they part is shown paragraph by paragraph.
//!
//! What a site generator adds or drops must not count as drift, so each side is cut first:
//! - the deployed page is read only inside its main content (Docusaurus `.theme-doc-markdown`,
//!   MkDocs-material `article.md-content__inner`, Sphinx `div[role=main]`, else `article`,
//!   `main`, `body`), with theme chrome removed from it: heading anchors and permalinks
//!   (`a.hash-link` `#`, `a.headerlink` `¶`), breadcrumbs, TOC, "Edit this page" footers,
//!   navigation, buttons, admonition headings and tab labels;
//! - the source loses its front matter (the renderer reads it as metadata), admonition fences
//!   (`:::note` … `:::`, `!!! note "Title"` with its indented body dedented), tab fences
//!   (`=== "Label"`), heading ids (`{#id}`) and, in MDX, top-level `import`/`export` lines.
//!   Cut lines become blank lines, so Markdown line numbers still point at the file.
//!
//! Comparing words, not lines or HTML, makes code highlighting (one `<span>` per token, one
//! `<div>` per line), list and table markup, and line wrapping irrelevant.

use crate::pages::text;

/// Where the deployed page's main content is, most specific first: Docusaurus,
/// MkDocs-material, Sphinx (basic, alabaster, RTD, furo), then generic HTML5.
const MAIN_CONTENT: &[&str] = &[
    ".theme-doc-markdown",
    "article.md-content__inner",
    "div[role=main] div.body",
    "div.body[role=main]",
    "div[role=main]",
    "[itemprop=articleBody]",
    "main article",
    "article",
    "main",
    "body",
];

/// Theme chrome inside the main content: anchors, permalinks, navigation, footers, buttons,
/// the heading a theme prints on an admonition or `<details>`, tab labels, code-block titles
/// (`title="main.py"` in the fence's info string), "last updated" lines; and mkdocstrings' API reference (`::: module.Name`), text made from the code, not
/// from the page's source.
const CHROME: &str = "a.hash-link, a.headerlink, .theme-doc-breadcrumbs, .theme-doc-toc-mobile, \
     .theme-doc-footer, .theme-doc-version-badge, .theme-doc-version-banner, .theme-edit-this-page, \
     [class*=admonitionHeading], .admonition-title, .tabbed-labels, .md-content__button, .md-source-file, \
     .md-clipboard, nav, footer, button, details > summary, div.doc.doc-object, span.filename, [class*=codeBlockTitle]";

/// Words of one side, with the visible text they came from.
#[derive(Debug, Clone)]
pub struct Words {
    /// The visible text the words were read from.
    pub text: String,
    /// Byte range of each word in `text`.
    pub spans: Vec<(usize, usize)>,
}

impl Words {
    fn of(text: String) -> Words {
        let mut spans = Vec::new();
        let mut start = None;
        for (i, c) in text.char_indices() {
            // Zero-width spaces are what Docusaurus puts inside its `#` anchors; a reader sees
            // no character there.
            let gap = c.is_whitespace() || c == '\u{200b}' || c == '\u{feff}';
            match (gap, start) {
                (true, Some(s)) => {
                    spans.push((s, i));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        if let Some(s) = start {
            spans.push((s, text.len()));
        }
        Words { text, spans }
    }

    fn word(&self, i: usize) -> &str {
        let (s, e) = self.spans[i];
        self.text[s..e].trim_matches(|c| c == '\u{200b}' || c == '\u{feff}')
    }

    /// How many words.
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    /// True when the side has no words at all.
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// The paragraph (line of visible text, whitespace collapsed) holding word `i`, and its
    /// byte offset in `text`; past the end: `None`.
    pub fn paragraph(&self, i: usize) -> Option<(String, usize)> {
        let &(s, _) = self.spans.get(i)?;
        let start = self.text[..s].rfind('\n').map_or(0, |n| n + 1);
        let end = self.text[s..].find('\n').map_or(self.text.len(), |n| s + n);
        Some((text::collapse_ws(&self.text[start..end]), s))
    }
}

/// The deployed page's main content as words: the first `MAIN_CONTENT` element, with the
/// `CHROME` inside it removed. Also says which selector matched. With `drop_title`, the
/// first `<h1>` goes too: the title a theme prints from front matter or the nav (MkDocs
/// material, Docusaurus `title:`) when the source has no level-1 heading of its own.
pub fn deployed_words(html: &str, drop_title: bool) -> (Words, &'static str) {
    let mut doc = text::parse_document(html);
    let mut found = None;
    for sel in MAIN_CONTENT {
        let s = scraper::Selector::parse(sel).expect("built-in selector parses");
        if let Some(el) = doc.select(&s).next() {
            found = Some((el.id(), *sel));
            break;
        }
    }
    let Some((main, which)) = found else {
        return (Words::of(String::new()), "none");
    };
    let chrome = scraper::Selector::parse(CHROME).expect("built-in selector parses");
    let cut: Vec<_> = {
        let el = scraper::ElementRef::wrap(doc.tree.get(main).expect("node exists"))
            .expect("an element");
        let mut cut: Vec<_> = el.select(&chrome).map(|c| c.id()).collect();
        if drop_title {
            let h1 = scraper::Selector::parse("h1").expect("built-in selector parses");
            cut.extend(el.select(&h1).next().map(|h| h.id()));
        }
        cut
    };
    for id in cut {
        if let Some(mut n) = doc.tree.get_mut(id) {
            n.detach();
        }
    }
    one_line_per_block(&mut doc, main);
    let el =
        scraper::ElementRef::wrap(doc.tree.get(main).expect("node exists")).expect("an element");
    (Words::of(text::element_text(el)), which)
}

/// Turn the newlines inside text nodes (the source's line wrapping, kept verbatim by the
/// extractor) into spaces outside `<pre>`, so each line of visible text is one block — a
/// paragraph, list item, heading — and a divergence can be shown as its whole paragraph.
/// One byte for one byte: text offsets do not move.
fn one_line_per_block(doc: &mut scraper::Html, root: ego_tree::NodeId) {
    let wrapped: Vec<ego_tree::NodeId> = match doc.tree.get(root) {
        None => return,
        Some(r) => r
            .descendants()
            .filter(|n| matches!(n.value(), scraper::Node::Text(t) if t.contains('\n')))
            .filter(|n| {
                !n.ancestors()
                    .any(|a| matches!(a.value(), scraper::Node::Element(e) if e.name() == "pre"))
            })
            .map(|n| n.id())
            .collect(),
    };
    for id in wrapped {
        if let Some(mut n) = doc.tree.get_mut(id) {
            if let scraper::Node::Text(t) = n.value() {
                let flat = t.replace('\n', " ");
                t.text = flat.as_str().into();
            }
        }
    }
}

/// The kinds of source docdrift renders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceFormat {
    /// A `.md` or `.markdown` file.
    Markdown,
    /// An `.mdx` file: Markdown whose top-level `import`/`export` lines are dropped before
    /// rendering.
    Mdx,
}

impl SourceFormat {
    /// The format of a source file by its extension; reStructuredText and anything else is
    /// an error naming the file.
    pub fn of(path: &str) -> Result<SourceFormat, String> {
        let ext = path.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
        match ext.as_deref() {
            Some("md" | "markdown") => Ok(SourceFormat::Markdown),
            Some("mdx") => Ok(SourceFormat::Mdx),
            Some("rst" | "txt") => Err(format!(
                "unsupported source format: {path} is reStructuredText; docdrift renders Markdown (.md) and MDX (.mdx) sources only"
            )),
            _ => Err(format!(
                "unsupported source format: {path}; docdrift renders Markdown (.md) and MDX (.mdx) sources only"
            )),
        }
    }
}

/// The source rendered: its words, one block per line, and the Markdown line of each word.
pub struct SourceText {
    /// The rendered source's visible words, with the byte span of each.
    pub words: Words,
    /// The rendering has a level-1 heading (else the theme's title is not the source's).
    pub has_title: bool,
    /// 1-based Markdown line of each word, where the renderer's map knows it.
    pub lines: Vec<Option<usize>>,
}

/// The source's rendered visible text as words (see [`SourceText`]).
pub fn source_words(src: &str, format: SourceFormat) -> SourceText {
    let page = crate::pages::markdown::render(&strip_generator_markup(src, format));
    let mut doc = text::parse_document(&page.html);
    let root = doc.tree.root().id();
    one_line_per_block(&mut doc, root);
    let words = Words::of(text::document_text(&doc, false));
    // Only whitespace differs between the two texts, so word i is word i in both.
    let lines = Words::of(page.text.clone())
        .spans
        .iter()
        .map(|&(s, _)| page.line_of(s))
        .collect();
    let has_title = page.html.contains("<h1");
    SourceText {
        words,
        lines,
        has_title,
    }
}

/// Blank out what a site generator consumes rather than shows (see the module docs); every
/// line stays a line.
pub fn strip_generator_markup(src: &str, format: SourceFormat) -> String {
    let mut out = String::with_capacity(src.len());
    // Indentation of the body of the `!!!`/`===` block being dedented, if any.
    let mut dedent: Vec<usize> = Vec::new();
    let mut in_fence: Option<(char, usize)> = None;
    // Indentation of a `::: module.Name` line whose more-indented options are cut with it.
    let mut skip_from: Option<usize> = None;
    for line in src.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let indent = body.len() - body.trim_start_matches(' ').len();
        let trimmed = body.trim_start();
        // Leave a block's body: a non-blank line indented less than it.
        while let Some(&d) = dedent.last() {
            if !trimmed.is_empty() && indent < d {
                dedent.pop();
            } else {
                break;
            }
        }
        if skip_from.is_some_and(|d| !trimmed.is_empty() && indent <= d) {
            skip_from = None;
        }
        let strip = dedent.last().copied().unwrap_or(0).min(indent);
        let rest = &line[strip.min(line.len())..];
        let rest_trimmed = rest.trim_start();
        // Code fences: nothing inside them is markup.
        if let Some(fence) = fence_of(rest_trimmed) {
            match in_fence {
                None => in_fence = Some(fence),
                Some((c, n)) if fence.0 == c && fence.1 >= n && is_closing(rest_trimmed) => {
                    in_fence = None
                }
                _ => {}
            }
            out.push_str(rest);
            continue;
        }
        if in_fence.is_some() {
            out.push_str(rest);
            continue;
        }
        let t = rest_trimmed.trim_end();
        let blank = if let Some(what) = t.strip_prefix(":::") {
            // `::: module.Name` is mkdocstrings: its indented options go with it. Otherwise a
            // Docusaurus admonition (or MyST directive) fence.
            if what.starts_with(' ') && what.trim().contains('.') {
                skip_from = Some(indent);
            }
            true
        } else if skip_from.is_some() {
            true
        } else if is_block_opener(t) {
            dedent.push(indent + 4);
            true
        } else {
            format == SourceFormat::Mdx
                && strip == 0
                && indent == 0
                && (t.starts_with("import ") || t.starts_with("export "))
        };
        if blank {
            out.push('\n');
        } else if t.starts_with('#') {
            out.push_str(&strip_heading_id(rest));
        } else {
            out.push_str(rest);
        }
    }
    out
}

/// `!!! note "Title"`, `??? tip`, `???+ warning`, `=== "Tab"`: a line that opens an indented
/// block whose title the theme renders apart (cut on the deployed side too).
fn is_block_opener(t: &str) -> bool {
    let word = |rest: &str| rest.starts_with(' ') && !rest.trim().is_empty();
    if let Some(rest) = t.strip_prefix("!!!") {
        return word(rest);
    }
    if let Some(rest) = t.strip_prefix("???") {
        return word(rest.strip_prefix('+').unwrap_or(rest));
    }
    if let Some(rest) = t.strip_prefix("===") {
        return rest.trim_start().starts_with('"') || rest.trim_start().starts_with("! \"");
    }
    false
}

/// A code fence line: its character and length.
fn fence_of(t: &str) -> Option<(char, usize)> {
    let c = t.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let n = t.chars().take_while(|x| *x == c).count();
    (n >= 3).then_some((c, n))
}

fn is_closing(t: &str) -> bool {
    let c = t.chars().next().unwrap_or('`');
    t.trim_end().chars().all(|x| x == c)
}

/// `## Title {#custom-id}` → `## Title`.
fn strip_heading_id(line: &str) -> String {
    let body = line.trim_end_matches(['\n', '\r']);
    let nl = &line[body.len()..];
    if let Some(open) = body.rfind("{#") {
        if body.trim_end().ends_with('}') {
            return format!("{}{nl}", body[..open].trim_end());
        }
    }
    line.to_string()
}

/// Where two word sequences part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divergence {
    /// Index of the first differing word on the deployed side (its length when it ended).
    pub deployed_word: usize,
    /// Index of the first differing word on the source side.
    pub source_word: usize,
    /// The deployed paragraph there and its text offset; `None` when the page ended first.
    pub deployed: Option<(String, usize)>,
    /// The source paragraph there and its text offset; `None` when the source ended first.
    pub source: Option<(String, usize)>,
}

/// Compare the two sides word by word; `None` when they read the same. A source word that is
/// an emoji shortcode (`:arrow_right:`) may be missing on the page: MkDocs' emoji extension
/// draws it as an `<svg>`, which has no visible text.
pub fn compare(deployed: &Words, source: &Words) -> Option<Divergence> {
    let (mut i, mut j) = (0, 0);
    while i < deployed.len() && j < source.len() {
        if same_word(deployed.word(i), source.word(j)) {
            i += 1;
            j += 1;
        } else if is_shortcode(source.word(j)) {
            j += 1;
        } else {
            break;
        }
    }
    while j < source.len() && i == deployed.len() && is_shortcode(source.word(j)) {
        j += 1;
    }
    if i == deployed.len() && j == source.len() {
        return None;
    }
    Some(Divergence {
        deployed_word: i,
        source_word: j,
        deployed: deployed.paragraph(i),
        source: source.paragraph(j),
    })
}

/// `:name:` — an emoji shortcode.
fn is_shortcode(w: &str) -> bool {
    w.len() > 2
        && w.starts_with(':')
        && w.ends_with(':')
        && w[1..w.len() - 1]
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"_+-".contains(&b))
}

/// Words equal as a reader sees them. Docusaurus (3.10, `format: 'md'`) escapes a heading id
/// `{#id}` as `\{#id}` even inside a code block, so the page shows a backslash the source never
/// had; that is the generator, not drift.
fn same_word(deployed: &str, source: &str) -> bool {
    deployed == source || (source.contains("{#") && deployed.replace("\\{#", "{#") == source)
}

/// Whether a deployed page reads as `src` (a revision of the source) renders.
pub fn same_text(html: &str, src: &str, format: SourceFormat) -> bool {
    let source = source_words(src, format);
    let (deployed, _) = deployed_words(html, !source.has_title);
    compare(&deployed, &source.words).is_none()
}

/// Candidate source files for a deployed page path (relative to the site root), in the order
/// the layouts are tried: Docusaurus (`docs/x` → `x.md`, `x.mdx`, `x/index.md`, with or
/// without the `docs/` route prefix), MkDocs (`x/` → `x.md`, `x/index.md`, `x/README.md`),
/// Sphinx (`x.html` → `x.rst`, `x.txt`, `x.md`).
pub fn source_candidates(page_path: &str) -> Vec<String> {
    let p = page_path.split(['?', '#']).next().unwrap_or("");
    let p = p.trim_start_matches('/');
    let p = p.strip_suffix("index.html").unwrap_or(p);
    let (stem, sphinx) = match p.strip_suffix(".html") {
        Some(s) => (s, true),
        None => (p.trim_end_matches('/'), false),
    };
    let mut stems = vec![stem.to_string()];
    if let Some(s) = stem.strip_prefix("docs/") {
        stems.push(s.to_string());
    }
    let mut out = Vec::new();
    for s in &stems {
        let join = |name: &str| {
            if s.is_empty() {
                name.to_string()
            } else {
                format!("{s}/{name}")
            }
        };
        if sphinx {
            out.extend([".rst", ".txt", ".md"].iter().map(|e| format!("{s}{e}")));
            continue;
        }
        if !s.is_empty() {
            out.extend([".md", ".mdx"].iter().map(|e| format!("{s}{e}")));
        }
        out.extend(
            ["index.md", "index.mdx", "README.md", "index.rst"]
                .iter()
                .map(|n| join(n)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        let w = Words::of(s.to_string());
        (0..w.len()).map(|i| w.word(i).to_string()).collect()
    }

    #[test]
    fn docusaurus_chrome_and_highlighting_do_not_count() {
        let html = r##"<html><body><nav>Home Docs</nav><main><article>
<nav class="theme-doc-breadcrumbs"><ul><li>Guide</li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Install</h1></header>
<h2 id="setup">Set up<a class="hash-link" href="#setup">&#8203;</a></h2>
<div class="theme-admonition alert"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg><path d="M1"/></svg></span>note</div>
<div class="admonitionContent"><p>Needs Rust 1.95.</p></div></div>
<pre><code><div class="token-line"><span class="token plain">cargo</span><span> build</span><br></div></code></pre>
</div><footer class="theme-doc-footer"><a>Edit this page</a></footer></article></main>
<footer>Copyright</footer></body></html>"##;
        let (w, which) = deployed_words(html, false);
        assert_eq!(which, ".theme-doc-markdown");
        let src = "---\ntitle: Install\n---\n# Install\n\n## Set up {#setup}\n\n:::note\n\nNeeds Rust 1.95.\n\n:::\n\n```sh title=\"x\"\ncargo build\n```\n";
        let s = source_words(src, SourceFormat::Markdown).words;
        assert_eq!(compare(&w, &s), None, "{:?} vs {:?}", w.text, s.text);
    }

    #[test]
    fn mkdocs_admonitions_tabs_and_permalinks_do_not_count() {
        let html = r##"<article class="md-content__inner md-typeset"><a class="md-content__button" href="e">Edit</a>
<h1 id="t">Title<a class="headerlink" href="#t">¶</a></h1>
<div class="admonition warning"><p class="admonition-title">Careful</p><p>Do not <code>rm</code>.</p></div>
<div class="tabbed-set"><div class="tabbed-labels"><label>Py</label></div><div class="tabbed-content"><div class="tabbed-block"><p>Body.</p></div></div></div>
</article>"##;
        let (w, _) = deployed_words(html, false);
        let src =
            "# Title\n\n!!! warning \"Careful\"\n    Do not `rm`.\n\n=== \"Py\"\n\n    Body.\n";
        let s = source_words(src, SourceFormat::Markdown).words;
        assert_eq!(compare(&w, &s), None, "{:?} vs {:?}", w.text, s.text);
    }

    #[test]
    fn first_divergent_paragraph_on_both_sides() {
        let d = Words::of("Intro line.\nThe cache keeps 500 entries.\nEnd.".into());
        let s = Words::of("Intro line.\nThe cache keeps 1000 entries.\nEnd.".into());
        let div = compare(&d, &s).unwrap();
        assert_eq!(div.deployed.unwrap().0, "The cache keeps 500 entries.");
        assert_eq!(div.source.unwrap().0, "The cache keeps 1000 entries.");
        // One side ends first: the other's next paragraph is shown.
        let short = Words::of("Intro line.".into());
        let div = compare(&short, &s).unwrap();
        assert_eq!(div.deployed, None);
        assert_eq!(div.source.unwrap().0, "The cache keeps 1000 entries.");
        assert_eq!(words("a\u{200b} b"), ["a", "b"]);
        // An emoji shortcode drawn as an SVG is not a difference; another word is.
        let d = Words::of("requests httpx".into());
        assert_eq!(
            compare(&d, &Words::of("requests :arrow_right: httpx".into())),
            None
        );
        assert!(compare(&d, &Words::of("requests to httpx".into())).is_some());
    }

    #[test]
    fn cut_lines_keep_line_numbers_and_code_fences_stay_verbatim() {
        let src = "a\n:::tip\nb\n:::\n```\n!!! note inside code\n:::\n```\n";
        let out = strip_generator_markup(src, SourceFormat::Markdown);
        assert_eq!(out.lines().count(), src.lines().count());
        assert!(out.contains("!!! note inside code\n:::\n"));
        let mdx = strip_generator_markup("import X from 'y';\n\n# T\n", SourceFormat::Mdx);
        assert_eq!(mdx, "\n\n# T\n");
    }

    #[test]
    fn layouts_give_candidates_and_rst_is_refused_by_name() {
        assert_eq!(
            &source_candidates("docs/user-guide/cli")[..2],
            ["docs/user-guide/cli.md", "docs/user-guide/cli.mdx"]
        );
        assert!(source_candidates("docs/user-guide/cli").contains(&"user-guide/cli.md".into()));
        assert!(source_candidates("/middleware/").contains(&"middleware.md".into()));
        assert!(source_candidates("/middleware/").contains(&"middleware/index.md".into()));
        assert_eq!(source_candidates("/")[0], "index.md");
        assert_eq!(source_candidates("rules.html")[0], "rules.rst");
        let e = SourceFormat::of("docs/rules.rst").unwrap_err();
        assert!(e.contains("docs/rules.rst") && e.contains("unsupported source format"));
    }
}
