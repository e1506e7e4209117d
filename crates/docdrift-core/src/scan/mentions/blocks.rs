//! Code blocks in docs: is it an example or a response sample, which language,
//! and the `name = value` pairs a YAML/TOML/constants block states.

#[allow(unused_imports)]
use super::*;

/// Is a block an HTTP message (`POST /login HTTP/1.1` or `HTTP/1.1 200 OK` over its
/// headers)? Its `Content-Length: 42` and `Host: localhost:8000` lines are one exchange's
/// data, not settings.
pub(crate) fn is_http_message(text: &str) -> bool {
    let Some(first) = text.lines().map(str::trim).find(|l| !l.is_empty()) else {
        return false;
    };
    let first = first.trim_start_matches(['%', '$', '>', ' ']);
    if first.starts_with("HTTP/") {
        return true;
    }
    let mut words = first.split_whitespace();
    let (Some(method), Some(_target), Some(version)) = (words.next(), words.next(), words.next())
    else {
        return false;
    };
    method.len() >= 3
        && method.chars().all(|c| c.is_ascii_uppercase())
        && version.starts_with("HTTP/")
}

/// Is a JSON block a response or output sample rather than settings? Its
/// lead-in says so ("returns", "response", "output"), or its top-level keys
/// are the usual envelope of a tool or API reply.
pub(crate) fn is_response_sample(text: &str, lead: Option<&str>, entries: &[BlockEntry]) -> bool {
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
pub(crate) fn says_example(lead: &str) -> bool {
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
        // "To turn it off:", "Or make it the default for every run:", "You can set …":
        // a user's setting, not the program's default.
        "to turn it",
        "to turn off",
        "to turn on",
        "make it the default",
        "you can set",
        "you can also",
        "if you prefer",
        "to opt ",
    ]
    .iter()
    .any(|k| l.contains(k))
        || purpose_lead(&l)
}

/// Under "How to change the default event loop scope": a how-to guide's block is what its
/// reader writes (the reason, for the finding).
pub(crate) fn how_to_heading(context: &[String]) -> Option<String> {
    let h = context.last()?.trim();
    h.to_lowercase()
        .starts_with("how to ")
        .then(|| format!("a block of the how-to guide \"{h}\""))
}

/// The lead-in's last sentence opens with a purpose ("To make the files publicly available
/// use the public-read policy:"): the block is what a user writes to get there.
fn purpose_lead(lower: &str) -> bool {
    let t = lower.trim_end().trim_end_matches(':').trim_end();
    let last = t
        .rfind(['.', '!', '?'])
        .map_or(t, |i| &t[i + 1..])
        .trim_start();
    last.strip_prefix("to ").is_some_and(|rest| {
        rest.split_whitespace()
            .next()
            .is_some_and(|verb| verb.len() >= 3 && verb.chars().all(|c| c.is_ascii_lowercase()))
            && lower.trim_end().ends_with(':')
    })
}

/// Whether something around a block says it shows defaults: its lead-in, headings, title or
/// text say "default", it is `--help` output or titled with a checkout file (`marked`), or it
/// is rustdoc's `<pre class="rust item-decl">`, the item's own declaration (`pub const
/// DETERMINISTIC_TIMESTAMP: u64 = 1153704088;`). A block nothing marks is as often a
/// configuration someone writes (`[mypy] warn_unused_configs = True` under "Introduce
/// stricter options") as the project's own defaults: weak evidence (`confidence.rs`,
/// `unmarked-block`).
pub(crate) fn shows_defaults(
    pre: ElementRef<'_>,
    marked: bool,
    text: &str,
    lead: Option<&str>,
    context: &[String],
) -> bool {
    // "# possible values: sphinx (default), google" marks one choice of one key, not the
    // block: a user's config lists its keys' choices so.
    marked
        || pre.value().classes().any(|c| c == "item-decl")
        || text
            .to_ascii_lowercase()
            .replace("(default)", "")
            .contains("default")
        || lead.is_some_and(|l| contains_ascii_ci(l, "default"))
        || context.iter().any(|h| contains_ascii_ci(h, "default"))
}

pub(crate) fn code_lang(pre: ElementRef<'_>) -> Option<String> {
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
    // docutils: `<pre class="code python literal-block">` (a `.. code:: python` directive).
    let classes: Vec<&str> = pre.value().classes().collect();
    if classes.contains(&"code") && classes.contains(&"literal-block") {
        if let Some(l) = classes
            .iter()
            .find(|c| !matches!(**c, "code" | "literal-block"))
        {
            return Some(l.to_ascii_lowercase());
        }
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    Yaml,
    Toml,
    Python,
    Rust,
    /// A command's `--help` output (`parse_help`).
    Help,
    Skip,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct BlockEntry {
    /// 1-based line within the block.
    pub(crate) line: usize,
    pub(crate) key: String,
    /// The key as written (with quotes, for JSON).
    pub(crate) key_text: String,
    /// Separator as written (`:`, `=`), for drafted regexes.
    pub(crate) sep: String,
    pub(crate) path: Vec<String>,
    pub(crate) value: String,
    pub(crate) line_text: String,
    pub(crate) commented: bool,
    /// The line says it shows the default (`.length_field_offset(0) // default value`).
    pub(crate) says_default: bool,
}

/// Why a block's entry is an example rather than a statement of the default, if it is: the
/// block's own reason (`example`), a placeholder to fill in, or a section that stated the
/// name's default in prose above the block with another value. A line that says it shows
/// the default (`// default value`) is none of these.
pub(crate) fn entry_example(
    e: &BlockEntry,
    example: Option<&str>,
    stated_here: &std::collections::BTreeMap<String, String>,
) -> Option<String> {
    if e.says_default {
        return None;
    }
    example
        .map(str::to_string)
        .or_else(|| {
            is_placeholder(&e.value)
                .then(|| format!("`{}` is a placeholder to fill in", e.value.trim()))
        })
        .or_else(|| {
            // `publish_port: 4506` in a block under the `publish_port` heading whose
            // "Default: 4505" came first: the section has stated its default, and
            // the block shows how to set another.
            // The same value again ("Default values" blocks) restates it.
            let name = e.path.last()?;
            let stated = stated_here.get(name.as_str())?;
            let norm = |v: &str| v.trim().trim_matches(['`', '"', '\'']).to_ascii_lowercase();
            (norm(stated) != norm(&e.value)).then(|| {
                format!("the section states `{name}`'s default ({stated}) above the block")
            })
        })
}

/// Sphinx's `highlight-default` block, in the project's default language: Python 3 unless
/// `highlight_language` says otherwise, and Sphinx shows text that does not parse as Python
/// unhighlighted. Python when it parses as Python and holds more than `key: value` lines
/// (annotations, which YAML's lines also parse as): its ALL-CAPS constants are read
/// (django-extensions' `RUNSERVERPLUS_POLLER_RELOADER_TYPE = 'auto'`), and a user's `config =
/// {"CACHE_TYPE": "RedisCache"}` is code, not a settings block. Else read by what it holds.
pub(crate) fn default_language_mode(text: &str) -> Mode {
    use ruff_python_ast::Stmt;
    let python = ruff_python_parser::parse_module(text).is_ok_and(|m| {
        m.syntax()
            .body
            .iter()
            .any(|s| !matches!(s, Stmt::AnnAssign(a) if a.value.is_none()))
    });
    if python {
        Mode::Python
    } else {
        detect_mode(text)
    }
}

/// Unlabelled blocks: config-like only when most lines look like config.
pub(crate) fn detect_mode(text: &str) -> Mode {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    if lines.is_empty() {
        return Mode::Skip;
    }
    // `position: relative;` is a CSS declaration, not a YAML line.
    let yaml = lines
        .iter()
        .filter(|l| yaml_line_re().is_match(l) && !l.ends_with(';'))
        .count();
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

pub(crate) fn parse_block(text: &str, mode: Mode) -> Vec<BlockEntry> {
    let mut entries = match mode {
        Mode::Yaml => parse_yaml_like(text),
        Mode::Toml => parse_toml_like(text),
        Mode::Python => parse_consts(text, mode),
        Mode::Rust => [parse_consts(text, mode), super::samples::rust_asserts(text)].concat(),
        Mode::Help => parse_help(text),
        Mode::Skip => Vec::new(),
    };
    drop_alternatives(&mut entries);
    entries
}

pub(crate) fn parse_yaml_like(text: &str) -> Vec<BlockEntry> {
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
            says_default: false,
        });
    }
    out
}

/// A comment line that reads as `key: value` but is prose: `# Docs:
/// https://…`, `# Note: restart after changing this.`, `# see: the guide`.
pub(crate) fn comment_prose(key: &str, value: &str) -> bool {
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
pub(crate) fn drop_alternatives(entries: &mut Vec<BlockEntry>) {
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

pub(crate) fn strip_yaml_value(v: &str) -> String {
    let v = strip_comment(v.trim());
    let v = v.trim().trim_end_matches(',').trim();
    v.to_string()
}

/// Drop a trailing ` # comment` that is not inside quotes.
pub(crate) fn strip_comment(v: &str) -> &str {
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

pub(crate) fn parse_toml_like(text: &str) -> Vec<BlockEntry> {
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
            || is_code_expression(&value)
        {
            continue;
        }
        // A TOML basic string's escapes (`"^\\s*"` is `^\s*`): the value the file sets, as
        // the toml crate reads it; a value it cannot read stays as written.
        let value = match value.starts_with('"').then(|| toml_basic_string(&value)) {
            Some(Some(s)) => format!("\"{s}\""),
            _ => value,
        };
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
            says_default: false,
        });
    }
    out
}

/// The string a TOML basic string (`"…"`, escapes and all) denotes.
fn toml_basic_string(value: &str) -> Option<String> {
    let table: toml::Table = toml::from_str(&format!("v = {value}")).ok()?;
    match table.get("v")? {
        toml::Value::String(s) => Some(s.clone()),
        _ => None,
    }
}

pub(crate) fn is_quoted(v: &str) -> bool {
    v.len() >= 2
        && ((v.starts_with('"') && v.ends_with('"')) || (v.starts_with('\'') && v.ends_with('\'')))
}

/// A call or subscript (`app.url_path_for("user_detail", …)`, `os.environ["X"]`): a line of
/// program code in an unlabelled block, not an INI/TOML setting (whose bare values are words).
pub(crate) fn is_code_expression(value: &str) -> bool {
    let head = value
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(value.len());
    head > 0
        && value.as_bytes()[0].is_ascii_alphabetic()
        && value[head..].trim_start().starts_with(['(', '['])
}

/// A command's `--help` output (click's `[default: 45484]`, argparse's `(default: 8000)`,
/// rendered into the docs by the generator or pasted): one entry per option line that
/// states a default, named by its long flag. An option's description may wrap onto more
/// indented lines; the default is read from the whole option. Fewer than two option lines,
/// or no stated default, is not help output.
pub(crate) fn parse_help(text: &str) -> Vec<BlockEntry> {
    // (first line, flag, text) of each option.
    let mut opts: Vec<(usize, String, String)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            continue;
        }
        if let Some(c) = help_option_re()
            .captures(line)
            .or_else(|| help_short_option_re().captures(line))
        {
            opts.push((i + 1, c["flag"].to_string(), trimmed.to_string()));
        } else if line.starts_with([' ', '\t'])
            // "- 1: disable warnings": a bullet of the description, not an option.
            && (!trimmed.starts_with('-') || trimmed.starts_with("- "))
        {
            if let Some(last) = opts.last_mut() {
                last.2.push(' ');
                last.2.push_str(trimmed);
            }
        } else {
            // A section header (`Options:`) or usage line ends the option before it.
            opts.push((i + 1, String::new(), String::new()));
        }
    }
    opts.retain(|(_, f, _)| !f.is_empty());
    if opts.len() < 2 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (line, flag, t) in opts {
        let t = crate::pages::text::collapse_ws(&t);
        let Some(c) = help_default_re().captures(&t) else {
            continue;
        };
        // click: `[default: 5242880; x>=1]` — the range after `;` is not the default.
        let Some(val) = c.name("val").or(c.name("val2")).or(c.name("val3")) else {
            continue;
        };
        // argparse's `(default: [!"#$%&'()*+]{4,})`: the value ends at the parenthesis that
        // closes the one before "default", not at the first one inside it.
        let value = match c.name("val2") {
            Some(v) => until_close_paren(&t[v.start()..]),
            None => val.as_str().split(';').next().unwrap_or(""),
        }
        .trim()
        .to_string();
        if value.is_empty() {
            continue;
        }
        out.push(BlockEntry {
            line,
            key: flag.clone(),
            key_text: flag.clone(),
            sep: String::new(),
            path: vec![flag],
            value,
            line_text: t,
            commented: false,
            says_default: false,
        });
    }
    out
}

/// `text` up to the `)` that closes a parenthesis opened before it (all of it when none does).
fn until_close_paren(text: &str) -> &str {
    let mut depth = 0usize;
    for (i, ch) in text.char_indices() {
        match ch {
            '(' => depth += 1,
            ')' if depth == 0 => return &text[..i],
            ')' => depth -= 1,
            _ => {}
        }
    }
    text
}

// An option line of help output: indented, `-p, --port PORT`, `-j n, --jobs n` (a lower-case
// metavar), `-ll LINE_LENGTH, --line-length LINE_LENGTH` (a short option of a few letters) or
// `--port INTEGER`.
re!(
    help_option_re,
    r"^\s{1,12}(?:-[A-Za-z0-9]{1,8}(?:[ =][A-Za-z_<\[][^,\s]*)?,\s*)?(?P<flag>--[A-Za-z0-9][A-Za-z0-9_-]+)(?:/--?[A-Za-z0-9-]+)?(?:[ =]|$)"
);
// An option with a short flag only (argparse's `-j PROCESSES   Use up to …`): the flag, an
// upper-case metavar or a `{choices}` set, then the description's column or the line's end.
re!(
    help_short_option_re,
    r"^\s{1,12}(?P<flag>-[A-Za-z0-9])(?:[ =](?:[A-Z_][A-Z0-9_]*|\{[^}\s]*\}))?(?:\s{2,}|$)"
);
// `[default: X]` (click, typer), `(default: X)` (argparse's ArgumentDefaultsHelpFormatter),
// `(Default: 79)` (flake8's `%(default)s`), or a description's own last word: "Default:
// prepend.", "defaults to info", "default is '600'", "The default mask is 34." — one word or
// one quoted string, ended by the sentence ("defaults to 10 seconds." is not read: the code may
// count milliseconds). A count of characters, columns or spaces is the number itself: "Default
// value is 88 characters.".
re!(
    help_default_re,
    r#"(?i)(?:\[default:\s*(?P<val>[^\]]+)\]|\(default:\s*(?P<val2>[^)]+)\)|(?:^|[.;,]\s+|\s)defaults?(?:\s+[a-z]+)?(?:\s+is|\s+to|:)\s+(?P<val3>'[^']*'|"[^"]*"|[^\s,;()'"`\-][^\s,;()'"`]*?)(?:\s+(?:characters|chars|columns|spaces))?\s*(?:[.;,)](?:\s|$)|$))"#
);

/// A template placeholder a user replaces (`author: Your Name`, `api_key: <your-key>`,
/// `token: YOUR_TOKEN`, `password: changeme`): not a value anyone states as a default.
pub(crate) fn is_placeholder(value: &str) -> bool {
    let v = value.trim().trim_matches(['"', '\'', '`']).trim();
    if v.starts_with('<') && v.ends_with('>') && v.len() > 2 {
        return true;
    }
    let l = v.to_ascii_lowercase();
    let first = l
        .split(|c: char| !c.is_ascii_alphanumeric())
        .find(|w| !w.is_empty())
        .unwrap_or("");
    matches!(first, "your" | "my") && v.len() > 4
        || matches!(
            l.as_str(),
            "xxx" | "xxxx" | "changeme" | "change-me" | "todo" | "..."
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_lines_commented_default_are_entries_and_other_calls_are_not() {
        let rust = "let r = Builder::new()\n    .length_field_offset(0) // default value\n    \
                    .max_frame_length(64)\n    .new_read(io);\n";
        let got: Vec<(String, String, bool)> = parse_consts(rust, Mode::Rust)
            .into_iter()
            .map(|e| (e.key, e.value, e.says_default))
            .collect();
        assert_eq!(got, [("length_field_offset".into(), "0".into(), true)]);
        let py = "client = Client(\n    timeout=30,  # the default\n    retries=5,\n    name=make(),  # default\n)\n";
        let got: Vec<(String, String)> = parse_consts(py, Mode::Python)
            .into_iter()
            .map(|e| (e.key, e.value))
            .collect();
        assert_eq!(got, [("timeout".into(), "30".into())]);
    }
}
