//! Values in prose and table cells: sentences, the value a name is said to have,
//! units and literal words.

#[allow(unused_imports)]
use super::*;

pub(crate) struct ProseHit {
    /// Index into the sentence's code spans.
    pub(crate) name: usize,
    pub(crate) value: String,
    /// Masked pieces from the name to the value, in order.
    pub(crate) pieces: Vec<String>,
}

/// Split masked text into sentences at `.`/`!`/`?` followed by a space.
pub(crate) fn sentences(masked: &str) -> Vec<&str> {
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

/// Each code span of a masked sentence: its index into `codes`, and where its marker starts
/// and ends.
fn span_refs<'a>(
    sentence: &'a str,
    codes: &'a [String],
) -> impl Iterator<Item = (usize, usize, usize)> + 'a {
    code_ref_re().captures_iter(sentence).filter_map(|c| {
        let m = c.get(0)?;
        let idx: usize = c[1].parse().ok()?;
        (idx < codes.len()).then_some((idx, m.start(), m.end()))
    })
}

pub(crate) fn prose_hits(sentence: &str, codes: &[String]) -> Vec<ProseHit> {
    // Every pattern below names a code span and says "default": most
    // sentences of a site do neither, and the patterns are costly.
    if !sentence.contains('\u{E000}') || !contains_ascii_ci(sentence, "default") {
        return Vec::new();
    }
    let name_refs: Vec<(usize, usize, usize)> = span_refs(sentence, codes)
        .filter(|&(idx, _, _)| is_name(&clean_name(&codes[idx])))
        .collect();
    if name_refs.is_empty() {
        return Vec::new();
    }
    // The name a parameter item opens with (`name` (type) – …), the first span.
    let lead = lead_name(sentence, codes).and_then(|_| name_refs.first().copied());
    let mut hits: Vec<ProseHit> = Vec::new();
    let mut used_values: BTreeSet<usize> = BTreeSet::new();
    let patterns: [(&regex::Regex, bool); 6] = [
        (named_default_re(), true),
        (default_for_re(), true),
        (default_name_re(), true),
        (is_by_default_re(), true),
        (paren_named_by_default_re(), true),
        (state_the_default_re(), true),
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
            // "`wait` (`bool`, default: `True`)": a type is not the name (mkdocstrings).
            if idx >= codes.len() || !is_name(&clean_name(&codes[idx])) || is_type_word(&codes[idx])
            {
                continue;
            }
            let after = c.get(0).map_or(0, |m| m.end());
            let tail_start = c.name("tail").map_or(after, |m| m.start());
            if conditional_default(&sentence[name_m.end()..tail_start.max(name_m.end())]) {
                continue;
            }
            let Some((value, vend, _)) = value_at(sentence, tail_start, codes) else {
                continue;
            };
            if std::ptr::eq(re, is_by_default_re()) || std::ptr::eq(re, paren_named_by_default_re())
            {
                // "`x` is 20 by default", "`x` (20 by default)": the value must be all of the gap.
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
    // "`A.x` and `B.x` default to 20": the one value is each name's.
    for c in joint_default_re().captures_iter(sentence) {
        let (Some(names), Some(tail)) = (c.name("names"), c.name("tail")) else {
            continue;
        };
        let Some((value, vend, _)) = value_at(sentence, tail.start(), codes) else {
            continue;
        };
        if !used_values.insert(tail.start()) {
            continue;
        }
        for r in code_ref_re().captures_iter(names.as_str()) {
            let idx: usize = r[1].parse().unwrap_or(usize::MAX);
            if idx < codes.len() && is_name(&clean_name(&codes[idx])) {
                hits.push(ProseHit {
                    name: idx,
                    value: value.clone(),
                    pieces: vec![sentence[names.start()..vend].to_string()],
                });
            }
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
        // "only affects the default value of `loaders`": the span after "of" names what
        // has the default, it is not the value.
        let cue = c.get(0).map_or("", |m| m.as_str()).trim_end();
        if cue.to_ascii_lowercase().ends_with(" of")
            && value_code.is_some_and(|i| is_name(&codes[i]) && !is_literal_word(&codes[i]))
        {
            continue;
        }
        let kw = c.get(0).map_or(0, |m| m.start());
        // "diverging from email_validator's default of True": another thing's default.
        let before = sentence[..kw].trim_end();
        let possessive = before.ends_with("'s") || before.ends_with("’s");
        if conditional_default(&sentence[..kw]) || possessive {
            continue;
        }
        // `string`, `integer`, … in "(`integer`, default `2`)" are types, not names; a name
        // in a parenthesis the keyword is not in is an aside ("0 means unlimited (limited
        // only by `max_open`), defaults to 2.").
        let named: Vec<&(usize, usize, usize)> = name_refs
            .iter()
            .filter(|(i, _, _)| Some(*i) != value_code && !is_type_word(&codes[*i]))
            .filter(|(_, start, _)| !in_aside(sentence, *start, kw))
            .collect();
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
        // "Defaults to `None`, which means the renderer the `FORM_RENDERER` setting
        // names": a sentence opening with the default and naming something only after the
        // value is about what the heading or term names, not that name.
        let opens_with_default = sentence[..kw].trim().is_empty();
        if opens_with_default && before_distinct.is_empty() {
            continue;
        }
        // "if `v2_version=3` (defaults to `4`)": the default is the setting's the span right
        // before the keyword sets, not the function's the sentence is about.
        let kv_right_before = span_refs(sentence, codes).find(|&(i, _, end)| {
            end <= kw
                && matches!(sentence[end..kw].trim(), "" | "(")
                && kv_span(&codes[i]).is_some()
        });
        let (idx, nstart, nend) = if let Some(kv) = kv_right_before {
            kv
        } else if distinct.len() == 1 {
            *named[0]
        } else if before_distinct.len() == 1 && value_code.is_some() {
            **before[0]
        } else if let Some(l) = lead.filter(|l| named.iter().any(|n| n.0 == l.0)) {
            // A parameter item ("`preserve_mode` (bool) – Whether to `chmod` the remote
            // file … (default: `True`)."): its default is the item's, whatever else the
            // description names.
            l
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

/// "… unless `filename` ends with .md, in which case the default is …": the text before
/// the value puts the default under the condition a clause states; the name in that clause
/// is the condition's, not the default's owner.
fn conditional_default(between: &str) -> bool {
    let l = between.to_ascii_lowercase();
    l.contains("in which case") || l.contains("in that case")
}

/// Whether `pos` is inside a parenthesis that does not hold `kw` as well.
fn in_aside(sentence: &str, pos: usize, kw: usize) -> bool {
    let Some(open) = sentence[..pos].rfind('(') else {
        return false;
    };
    if sentence[open..pos].contains(')') {
        return false;
    }
    let close = sentence[pos..]
        .find(')')
        .map_or(sentence.len(), |c| pos + c);
    !(open..close).contains(&kw)
}

/// The parenthesis opening right after a value ("Defaults to `None` (equivalent to the value of
/// `max_size`)."): it explains the value, so a name inside it is not what the value belongs to.
/// An empty range when the value is not followed by one, or when the parenthesis states a
/// condition ("`True` (`False` when `TWISTED_REACTOR_ENABLED` is off)"): then the value is
/// one of two and the name in it may be what decides.
pub(crate) fn aside_after(sentence: &str, vend: usize) -> std::ops::Range<usize> {
    let rest = sentence.get(vend..).unwrap_or("");
    let t = rest.trim_start();
    let open = vend + (rest.len() - t.len());
    let Some(close) = t.starts_with('(').then(|| t.find(')')).flatten() else {
        return 0..0;
    };
    let conditional = t[..close]
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|w| {
            matches!(
                w.to_ascii_lowercase().as_str(),
                "when" | "if" | "unless" | "otherwise" | "except" | "or"
            )
        });
    if conditional {
        return 0..0;
    }
    open..open + close
}

re!(placeholder_re, r"<[A-Za-z][A-Za-z]*(?:[ _-][A-Za-z]+)+>");

// "If `strict_slashes` is enabled (the default), …", "With `contents_first` disabled (the
// default)", "If `has_headers` was enabled via a `ReaderBuilder` (which is the default)", "If
// `by_value` is `False` (default)": a name, its state or a value in a code span, and "(the
// default)" a few words after it, inside one clause.
re!(
    state_the_default_re,
    r"(?i)(?P<name>\x{E000}[0-9]+\x{E001})\s+(?:(?:is|was|are|were|has\s+been|have\s+been)\s+)?(?:set\s+to\s+)?(?P<tail>)(?:(?:enabled|disabled|true|false)\b|\x{E000}[0-9]+\x{E001})[^().;:]{0,40}?\((?:\s*(?:which|this|that|it)\s+is)?\s*(?:the\s+)?default\s*\)"
);

/// The value at `pos` in a masked sentence: a code span holding a value, or
/// a number/boolean/none token. Returns the raw text, where it ends, and the
/// index of the code span it came from.
/// `MDY`, `UTC`, `GET`: two to four capitals, no digit or underscore, read as a word the
/// code holds as a string (dateparser's "It defaults to `MDY`"), where `MAX_LIMIT` or
/// `DEBUG` would name a constant or another setting. So are an algorithm's or encoding's
/// names of capitals and digits, up to six (`MD5`, `SHA256`, `UTF8`: Flask-HTTPAuth's "The
/// default is `MD5`.").
fn is_short_caps_word(code: &str) -> bool {
    let b = code.as_bytes();
    let caps = (2..=4).contains(&b.len()) && b.iter().all(u8::is_ascii_uppercase);
    let with_digits = (2..=6).contains(&b.len())
        && b[0].is_ascii_uppercase()
        && b.iter()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        && b.iter().any(u8::is_ascii_digit);
    caps || with_digits
}

/// `config.limit`, `os.environ`: names joined by dots, a reference. A dotfile (`.env`), a
/// path (`/tmp/app.log`) or a glob (`*.py`) is a value.
fn is_dotted_path(code: &str) -> bool {
    code.split('.').all(|part| {
        part.chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_')
            && part.chars().all(|c| c.is_alphanumeric() || c == '_')
    })
}

pub(crate) fn value_at(
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
            // value: `MAX_LIMIT`, `config.limit`, `default_limit()`. An enum
            // variant (`MatchKind::Standard`) is a value.
            let variant = crate::scan::agree::variant_tail(&code).is_some();
            // `'django.views.csrf.csrf_failure'`: a quoted string is a value, dots or not;
            // `()` alone is an empty tuple, not a call.
            let is_ref = !variant
                && !super::blocks::is_quoted(&code)
                && ((code.ends_with("()") && code != "()")
                    || code.contains("::")
                    || (code.contains('.') && !starts_with_number(&code) && is_dotted_path(&code))
                    || (code.len() > 1
                        && code
                            .chars()
                            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                        && code.chars().any(|c| c.is_ascii_uppercase())
                        && !is_short_caps_word(&code)));
            // `<project name>`, `<project name>.spiders`: a placeholder the reader fills in.
            let template = placeholder_re().is_match(&code);
            // `plus=True` is a name and its value (`kv_default_hits` reads it), not a value.
            if is_ref
                || code.is_empty()
                || template
                || super::blocks::is_placeholder(&code)
                || kv_span(&code).is_some()
            {
                return None;
            }
            return Some((code, pos + lead + c.get(0)?.end(), Some(idx)));
        }
    }
    let quoted = quoted_re().find(rest_t).filter(|m| m.start() == 0);
    if let Some(q) = quoted {
        let end = pos + lead + q.end();
        // “`-`”: quotes around a code span are the span's value (the span is masked, and its
        // marker is no text a page shows).
        let inner = q
            .as_str()
            .get(q.as_str().chars().next()?.len_utf8()..)
            .unwrap_or("");
        let inner = inner.get(..inner.len().checked_sub(inner.chars().last()?.len_utf8())?)?;
        if let Some(c) = code_ref_re()
            .captures(inner)
            .filter(|c| c.get(0).is_some_and(|m| m.as_str() == inner))
        {
            let idx = c[1].parse::<usize>().ok()?;
            let code = codes.get(idx)?.trim().to_string();
            return (!code.is_empty()).then_some((code, end, Some(idx)));
        }
        if inner.contains('\u{E000}') {
            return None;
        }
        // A typographic pair reads as the ASCII one, so the value parses as a string.
        let v = q.as_str();
        let v = match v.strip_prefix(['“', '‘']) {
            Some(inner) => format!("\"{}\"", inner.trim_end_matches(['”', '’'])),
            None => v.to_string(),
        };
        return Some((v, end, None));
    }
    let before = sentence[..pos].trim_end().to_ascii_lowercase();
    // One word that closes "(default is Error)" (simplelog's setters) is the value.
    if before.ends_with("(default is") || before.ends_with("(default value is") {
        if let Some((word, _)) = rest_t.split_once(')') {
            let word = word.trim();
            if !word.is_empty() && word.chars().all(|c| c.is_alphanumeric() || c == '_') {
                return Some((word.to_string(), pos + lead + word.len(), None));
            }
        }
    }
    let tok = value_token(rest_t)?;
    // Only numbers, booleans and none: a bare word after "defaults to" in
    // prose is usually a description ("defaults to the project root"). After a "Default:"
    // field, one word closing the sentence or parenthesis is the value itself
    // ("Default: .coveragerc", "Default: numpy.").
    // Not click's `[default: x]` (the help reader's), nor a token with quotes or brackets.
    let after = rest_t[tok.len()..].trim_start();
    let field = before.ends_with("default:")
        && !before.ends_with("[default:")
        && !tok.contains(['[', ']', '"', '\'', '“', '”', '‘', '’'])
        && (after.starts_with(')') || after.trim_start_matches('.').trim().is_empty());
    if !starts_with_number(&tok) && !is_literal_word(&tok) && !field {
        return None;
    }
    // "64*2<sup>10</sup> bytes", "8 × 1024", "2^20": the number opens an expression the
    // sentence states; its first operand is not the value.
    let after = rest_t[tok.len()..].trim_start();
    if starts_with_number(&tok)
        && after.starts_with(['*', '×', '^', '+', '/'])
        && after[after.chars().next().map_or(0, char::len_utf8)..]
            .trim_start_matches(['*', ' '])
            .starts_with(|c: char| c.is_ascii_digit())
    {
        return None;
    }
    Some((tok.clone(), pos + lead + tok.len(), None))
}

pub(crate) fn is_type_word(s: &str) -> bool {
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

pub(crate) fn starts_with_number(s: &str) -> bool {
    let s = s.trim_start_matches(['-', '+', '\u{2212}']);
    s.chars().next().is_some_and(|c| c.is_ascii_digit())
}

pub(crate) fn is_literal_word(s: &str) -> bool {
    matches!(
        s.to_ascii_lowercase().as_str(),
        "true" | "false" | "yes" | "no" | "on" | "off" | "enabled" | "disabled" | "none" | "null"
    )
}

/// A cell that says there is no value: empty, a dash, "n/a", "required", "(none)".
pub(crate) fn no_value_marker(text: &str) -> bool {
    matches!(
        text.trim(),
        "" | "-" | "—" | "–" | "n/a" | "N/A" | "required" | "(none)"
    )
}

/// The value a table cell states, or `None` when the cell does not start
/// with a readable value (prose, a dash, "required").
pub(crate) fn cell_value(cell: ElementRef<'_>) -> Option<String> {
    let text = collapse_ws(&text_of(cell));
    let text = text.trim();
    if no_value_marker(text) {
        return None;
    }
    // A cell that is one code span is its value (`"gpt-5"`, `auto`).
    let codes: Vec<ElementRef<'_>> = cell.select(selector("code")).collect();
    if codes.len() == 1 {
        let ct = collapse_ws(&text_of(codes[0]));
        if ct.trim() == text {
            return Some(strip_inline_hilite(ct.trim()).to_string());
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
            // `127.0.0.1`, `1.2.3`: an address or version, not the number 127.0.
            let rest = &t[num_end..];
            if rest.starts_with('.') && rest[1..].starts_with(|c: char| c.is_ascii_digit()) {
                let end = t
                    .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                    .unwrap_or(t.len());
                return Some(t[..end].trim_end_matches('.').to_string());
            }
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

pub(crate) const UNITS: &[&str] = &[
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
    "weeks",
    "week",
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

/// Strip what surrounds a name in docs: backticks, quotes, `()`; a command-line flag keeps
/// only the flag (`--num-workers <number>` and `--port=PORT` → `--num-workers`, `--port`).
pub fn clean_name(s: &str) -> String {
    let s = s
        .trim()
        .trim_matches(['`', '"', '\''])
        .trim_end_matches("()")
        .trim();
    if s.starts_with("--") {
        let end = s.find([' ', '=', '\t']).unwrap_or(s.len());
        return s[..end].to_string();
    }
    s.to_string()
}

/// An identifier or a dotted path of identifiers (`protect_last_n`,
/// `compression.protect_last_n`, `DEFAULT_CONFIG.compression.x`), or a long command-line
/// flag (`--results-ttl`: a flag list's item names the option by it).
pub fn is_name(s: &str) -> bool {
    name_re().is_match(s)
        && !s.chars().all(|c| c.is_ascii_digit() || c == '.')
        // A literal in a code span (`True`, `None`, `null`) is a value the sentence states,
        // never the name of a setting, even where some dict happens to key one by it.
        && !matches!(
            s,
            "True" | "False" | "None" | "true" | "false" | "null" | "nil" | "undefined" | "NaN"
        )
}

/// Split a docs name into key segments.
pub fn split_path(s: &str) -> Vec<String> {
    s.split(['.', ':'])
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect()
}

/// Whitespace runs as one space, trimmed at both ends ([`crate::pages::text::collapse_ws`]).
pub fn collapse_ws(s: &str) -> String {
    crate::pages::text::collapse_ws(s)
}

/// The name a sentence opens with when a dash or colon follows it: `\u{E000}0\u{E001} - …`.
pub(crate) fn lead_name(sentence: &str, codes: &[String]) -> Option<String> {
    let rest = sentence.trim_start().strip_prefix('\u{E000}')?;
    let (idx, after) = rest.split_once('\u{E001}')?;
    let mut after = after.trim_start();
    // Sphinx's "`preserve_mode` (bool) – …": the parameter's type in parentheses first.
    if let Some(ty) = after.strip_prefix('(') {
        after = ty.split_once(')').map_or(after, |(_, r)| r.trim_start());
    }
    if !after.starts_with(['-', '\u{2013}', '\u{2014}', ':']) || after.starts_with("->") {
        return None;
    }
    let name = clean_name(codes.get(idx.parse::<usize>().ok()?)?);
    (is_name(&name) && !is_type_word(&name)).then_some(name)
}

/// `thread_local=True` as a code span: the name and the value, when the value is one literal
/// token (`0.25`, `True`, `'chain'`).
pub(crate) fn kv_span(code: &str) -> Option<(&str, &str)> {
    let (name, value) = code.split_once('=')?;
    let (name, value) = (name.trim(), value.trim());
    let ident = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    (ident && !value.starts_with('=') && value_token(value).as_deref() == Some(value))
        .then_some((name, value))
}

/// "By default (`thread_local=True`), …", "Async locks default to `thread_local=False`", "The
/// defaults (`heartbeat_interval=30` s, `poll_interval=0.25` s)", "`is_singleton=True` by
/// default" (filelock's guides): a `name=value` span the default cue is next to states that
/// name's default. "Set `blocking=False` to …" states none.
pub(crate) fn kv_default_hits(sentence: &str, codes: &[String]) -> Vec<ProseHit> {
    if !contains_ascii_ci(sentence, "default") || !codes.iter().any(|c| c.contains('=')) {
        return Vec::new();
    }
    let spans: Vec<(usize, usize, usize)> = span_refs(sentence, codes)
        .filter(|&(idx, _, _)| kv_span(&codes[idx]).is_some())
        .collect();
    // "`define()` sets `slots=True` by default": the span names whose; with two such
    // ("`RedisHuey` and `PostgresHuey` both default to `blocking=True`") it is a guess.
    if kv_owner(sentence, codes).is_err() {
        return Vec::new();
    }
    let opens_by_default = by_default_opening_re().is_match(sentence);
    spans
        .iter()
        .filter(|(_, start, end)| {
            let before = &sentence[..*start];
            let after = &sentence[*end..];
            let in_paren = before
                .rfind('(')
                .is_some_and(|o| !before[o..].contains(')'));
            kv_cue_before_re().is_match(before)
                || kv_cue_after_re().is_match(after)
                || defaults_paren_re().is_match(before)
                || opens_by_default && in_paren && spans.len() == 1
        })
        .filter_map(|&(idx, start, end)| {
            let (_, value) = kv_span(&codes[idx])?;
            Some(ProseHit {
                name: idx,
                value: value.to_string(),
                pieces: vec![sentence[start..end].to_string()],
            })
        })
        .collect()
}

// The cue right before the span: "defaults to ", "the default (of) ", "by default (" ("By default,
// `cli_kebab_case=True` will ignore …" says what that setting does).
re!(
    kv_cue_before_re,
    r"(?i)(?:(?:\bdefaults?(?:\s+(?:to|is|value\s+is))?|\bthe\s+default(?:\s+of)?)\s*[:(]?|\bby\s+default,?\s*\()\s*$"
);
// Right after it: " by default", ") by default", " (default)", " is the default".
re!(
    kv_cue_after_re,
    r"(?i)^\s*\)?\s*(?:by\s+default\b|\(default\)|is\s+the\s+default\b)"
);
// Inside a parenthesis opened right after "defaults": "The defaults (`a=30` s, ".
re!(defaults_paren_re, r"(?i)\bdefaults?\s*\([^()]*$");
re!(by_default_opening_re, r"(?i)^\s*by\s+default\b");

/// The one function (`define()`) or class (`RedisHuey`) a sentence's other code spans name,
/// as the owner of its `name=value` spans; `Err` when it names several. Of several, the one
/// named before the first `name=value` span is its owner when it is the only one there
/// ("`ID3()` … if `translate=True` (default) calls either `update_to_v24()` or …": what
/// follows is what the call does).
pub(crate) fn kv_owner(sentence: &str, codes: &[String]) -> Result<Option<String>, ()> {
    let mut first_kv = usize::MAX;
    let mut owners: Vec<(usize, String)> = Vec::new();
    for (idx, start, _) in span_refs(sentence, codes) {
        let c = codes[idx].trim();
        if kv_span(c).is_some() {
            first_kv = first_kv.min(start);
            continue;
        }
        let called = c.strip_suffix("()");
        let Some(name) = called.unwrap_or(c).rsplit('.').next() else {
            continue;
        };
        if is_name(name) && (called.is_some() || is_type_name(name)) {
            owners.push((start, name.to_string()));
        }
    }
    let all: BTreeSet<&String> = owners.iter().map(|(_, n)| n).collect();
    let before: BTreeSet<&String> = owners
        .iter()
        .filter(|(at, _)| *at < first_kv)
        .map(|(_, n)| n)
        .collect();
    match (all.len(), before.len()) {
        (0, _) => Ok(None),
        (1, _) | (_, 1) => Ok(before.into_iter().chain(all).next().cloned()),
        _ => Err(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A masked sentence: `\u{E000}N\u{E001}` stands for the N-th code span.
    fn at(sentence: &str, codes: &[&str]) -> Option<(String, Option<usize>)> {
        let codes: Vec<String> = codes.iter().map(|c| c.to_string()).collect();
        value_at(sentence, 0, &codes).map(|(v, _, i)| (v, i))
    }

    #[test]
    fn quotes_around_a_code_span_are_the_spans_value() {
        assert_eq!(
            at("“\u{E000}0\u{E001}”.", &["-"]),
            Some(("-".to_string(), Some(0)))
        );
        assert_eq!(
            at("\"\u{E000}0\u{E001}\"", &["_"]),
            Some(("_".to_string(), Some(0)))
        );
        // A span inside quoted text is no value of its own, and its marker is not text.
        assert_eq!(at("“use \u{E000}0\u{E001} here”", &["x"]), None);
        assert_eq!(
            at("“wikilink”", &[]),
            Some(("\"wikilink\"".to_string(), None))
        );
    }
}
