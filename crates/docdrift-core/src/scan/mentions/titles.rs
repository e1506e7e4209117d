//! What a heading, a definition-list term or a code block's title names: the setting a
//! `<h3><code>DEBUG</code></h3>` heading documents (qualified by the code headings around
//! it in the walker), the long flag of an option heading, the name of a `<dt>`, and the
//! file a block's caption gives.

#[allow(unused_imports)]
use super::*;

/// The file a code block's title names (Sphinx's `:caption: settings.py`, MkDocs'
/// `title="mysite/urls.py"`, Docusaurus' `title=`), read from the lead-in [`lead_in`] gives:
/// one path-like word ending in a source or config extension.
pub(crate) fn file_title(lead: &str) -> Option<String> {
    let t = lead.trim().trim_end_matches(['¶', '#', '\u{200b}']).trim();
    let ext = t.rsplit_once('.')?.1;
    let ok = !t.is_empty()
        && t.len() <= 200
        && t.chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '/'))
        && matches!(
            ext,
            "py" | "rs" | "toml" | "yaml" | "yml" | "json" | "cfg" | "ini" | "conf" | "env"
        );
    ok.then(|| t.trim_start_matches("./").to_string())
}

pub(crate) fn lead_in(pre: ElementRef<'_>) -> Option<String> {
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

/// The text of the one `<code>` element inside `el`; `None` with none or with two or more.
pub(crate) fn one_code_span(el: ElementRef<'_>) -> Option<String> {
    let mut codes = el
        .descendants()
        .filter_map(ElementRef::wrap)
        .filter(|e| e.value().name() == "code");
    let code = codes.next()?;
    codes.next().is_none().then(|| collapse_ws(&text_of(code)))
}

/// A settings reference's section titled by the dotted setting it documents (pyramid_jinja2's
/// `<h3>jinja2.input_encoding¶</h3>`, `jinja2.newstyle`): lower-case identifiers joined by
/// dots, not a file name (`setup.py`, `index.rst`).
pub(crate) fn dotted_setting(title: &str) -> Option<String> {
    let segs: Vec<&str> = title.split('.').collect();
    let ident = |s: &str| {
        s.starts_with(|c: char| c.is_ascii_lowercase() || c == '_')
            && s.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
    };
    const FILES: &[&str] = &[
        "py", "rs", "toml", "yaml", "yml", "json", "cfg", "ini", "conf", "env", "rst", "md", "txt",
        "html", "htm", "js", "ts", "css", "sh", "lock", "in", "io", "org", "com",
    ];
    let ok = segs.len() >= 2
        && segs.iter().all(|s| ident(s))
        && !segs.last().is_some_and(|e| FILES.contains(e));
    ok.then(|| title.to_string())
}

/// The name a heading documents when its visible text is exactly one `<code>` element (an
/// anchor mark such as Sphinx's `¶` aside): `<h3><code>DEBUG</code></h3>` names `DEBUG`,
/// whatever its case; "Using `DEBUG`" or two code spans name nothing. A heading of plain
/// words is left to the snake_case rule, which cannot tell `DEBUG` from "FAQ".
pub(crate) fn code_only_name(el: ElementRef<'_>, text: &str) -> Option<String> {
    let inner = one_code_span(el)?;
    let rest = text
        .trim()
        .trim_end_matches(['¶', '#', '§', '\u{200b}'])
        .trim();
    (rest == inner.trim())
        .then(|| term_name(&inner))
        .flatten()
        .filter(|n| !n.starts_with('-'))
}

/// The one name a definition-list term documents: `SESSION_COOKIE_NAME`,
/// `compression.protect_last_n`, `max_items: int` (a type after the colon), with
/// Sphinx's trailing `¶` link dropped. A term that is a signature or a phrase
/// (`class flask.Flask(import_name, …)`, "Bare metal") names nothing.
/// `AsGeoJSON`, `RegexField`, `Config`: a CamelCase type name (a capital, then a lowercase
/// letter somewhere; `DEBUG` and `max_items` are not).
pub(crate) fn is_type_name(n: &str) -> bool {
    let last = n.rsplit(['.', ':']).next().unwrap_or(n);
    last.starts_with(|c: char| c.is_ascii_uppercase())
        && last.chars().any(|c| c.is_ascii_lowercase())
        && !last.contains('_')
}

pub(crate) fn term_name(text: &str) -> Option<String> {
    // The permalink after it: `¶`, `#`, or the Read the Docs theme's icon glyph (U+F0C1, a
    // private-use code point), as after a heading (`walker.rs`).
    let t = text
        .trim()
        .trim_end_matches(|c: char| {
            matches!(c, '¶' | '#' | '\u{200b}') || ('\u{e000}'..='\u{f8ff}').contains(&c)
        })
        .trim();
    if let Some(flag) = flag_name(t) {
        return Some(flag);
    }
    // `name: type` or `name : type`; a `::` path stays whole.
    let t = match t.find(": ").or_else(|| t.find(" :")) {
        Some(i) => t[..i].trim(),
        None => t,
    };
    let t = t.trim_matches('`');
    (!t.is_empty() && !t.contains(char::is_whitespace) && is_name(t) && !is_type_word(t))
        .then(|| t.to_string())
}

/// The long flag a heading or term that is only command-line flags documents: `-l,
/// --line-length`, `--fast / --safe`, `-p PORT, --port PORT`, `--port=<n>` (Sphinx's
/// `.. option::`) → `--line-length`, `--fast`, `--port`. The first long flag names the
/// option; a heading with any other word ("Using --verbose") names nothing.
pub(crate) fn flag_name(text: &str) -> Option<String> {
    let t = text
        .trim()
        .trim_end_matches(['¶', '#', '\u{200b}'])
        .trim()
        .replace('`', "");
    // Sphinx's smartquotes turn a term's `--timeout=SEC` into "–timeout=SEC" (an en dash)
    // outside literal text: the dash before a flag's word is its `--`.
    let t = match t.strip_prefix(['–', '—']) {
        Some(rest) if rest.starts_with(|c: char| c.is_ascii_alphanumeric()) => {
            format!("--{}", rest.replace('–', "--"))
        }
        _ => t,
    };
    if !t.starts_with('-') {
        return None;
    }
    let mut long: Option<String> = None;
    for tok in t.split([',', '/', ' ']).filter(|w| !w.is_empty()) {
        let (flag, meta) = match tok.split_once('=') {
            Some((f, m)) => (f, Some(m)),
            None => (tok, None),
        };
        let is_meta = |m: &str| {
            (m.starts_with('<') && m.ends_with('>'))
                || (m.starts_with('[') && m.ends_with(']'))
                || (!m.is_empty()
                    && m.chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
        };
        if let Some(rest) = flag.strip_prefix("--") {
            let ok = rest.len() >= 2
                && rest.starts_with(|c: char| c.is_ascii_alphanumeric())
                && rest
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            if !ok || meta.is_some_and(|m| !is_meta(m)) {
                return None;
            }
            long.get_or_insert_with(|| flag.to_string());
        } else if let Some(rest) = flag.strip_prefix('-') {
            if rest.len() != 1 || !rest.chars().all(|c| c.is_ascii_alphanumeric()) {
                return None;
            }
        } else if !is_meta(tok) {
            return None;
        }
    }
    long
}
