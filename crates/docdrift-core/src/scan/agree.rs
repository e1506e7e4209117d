//! Whether a docs value agrees with the code definition it names.

#[allow(unused_imports)]
use super::*;

/// [`compare_def`], and where the code's expression is a module constant of its file
/// (`connect=_DEFAULT_TIMEOUT`, `_DEFAULT_TIMEOUT = _TYPE_DEFAULT.token`), the docs giving
/// that constant's own expression agree too: autodoc renders an enum member default by its
/// name (`_TYPE_DEFAULT.token`), not the value it folds to.
pub(crate) fn compare_in(
    docs: &DocsValue,
    raw: &str,
    n: &CodeName,
    index: &CodeIndex,
) -> Comparison {
    let expr = n.item.expr.trim();
    let identifier = !expr.is_empty() && expr.chars().all(|ch| ch.is_alphanumeric() || ch == '_');
    if super::references::is_object_sentinel(raw) {
        let mut c = compare_exact(docs, &Value::None);
        c.agree = names_object_sentinel(n, index);
        c.explanation = if c.agree {
            format!("agrees (`{expr}` is an `object()` sentinel, which the docs show as its repr)")
        } else {
            format!(
                "code `{expr}` is not the `object()` sentinel the docs show (`<object object>`)"
            )
        };
        return c;
    }
    let mut c = compare_def(docs, raw, n);
    if c.agree || !identifier {
        return c;
    }
    let written = unquoted(raw).trim();
    let through = index.lookup(&[expr.to_string()]).into_iter().find_map(|i| {
        let k = &index.names[i];
        let e = k.item.expr.trim();
        (k.item.kind == crate::source::Kind::Constant
            && k.item.file == n.item.file
            && !e.is_empty()
            && (written == e || written.ends_with(&format!(".{e}"))))
        .then(|| e.to_string())
    });
    if let Some(e) = through {
        c.agree = true;
        c.explanation = format!("agrees (the docs give `{expr}`'s expression `{e}`)");
    }
    c
}

/// Compare a docs value with one definition: `check`'s equality, Rust
/// integers by width, and a string setting against the docs text exactly
/// as written (a final period is part of a prompt, not punctuation).
pub(crate) fn compare_def(docs: &DocsValue, raw: &str, n: &CodeName) -> Comparison {
    let v = n.scalar().cloned().unwrap_or(Value::None);
    let mut c = compare_exact(docs, &v);
    // The unit in the name (`max_file_size_mb = 10`, `interval_hours = 24 * 7`) against a
    // docs value with its unit ("10 MB", "7 days"): the code number is in the name's unit.
    if let Some((unit, word)) = unit_of_name(n.leaf()) {
        if docs.readings.iter().any(|r| r.unit.is_some())
            && matches!(v, Value::Int(_) | Value::Float(_))
        {
            let mut u = compare(docs, &v, Op::Equal, unit);
            u.explanation = format!("{} (the name `{}` says {word})", u.explanation, n.leaf());
            c = u;
        }
    } else if !c.agree {
        if let Some(why) = same_number_in_docs_unit(docs, &v) {
            c.agree = true;
            c.explanation = why;
        }
    }
    // "Disabled by default." for `keep_alive_interval: None`: in Rust an absent value leaves
    // the feature off, as the docs say (a Python `None` is decided at run time instead).
    if !c.agree
        && matches!(v, Value::None)
        && n.item.file.extension().is_some_and(|e| e == "rs")
        && docs.readings.iter().any(|r| r.value == Value::Bool(false))
    {
        c.agree = true;
        c.explanation = "agrees (none in the code: the feature is off)".into();
    }
    // The docs give the code's own expression (`UnstructureStrategy.AS_DICT` in a signature,
    // perhaps under its module path): the same default, whatever it folds to.
    let expr = n.item.expr.trim();
    let written = unquoted(raw).trim();
    if !c.agree && !expr.is_empty() && (written == expr || written.ends_with(&format!(".{expr}"))) {
        c.agree = true;
        c.explanation = format!("agrees (the docs give the code's expression `{expr}`)");
    }
    // "Default 'view/%(request.path)s'" for `key_prefix="view/%s"` (flask-caching): the same
    // printf template, the docs naming what fills the placeholder.
    if !c.agree {
        if let Value::Str(code) = &v {
            if code.contains('%') && same_template(written, code) {
                c.agree = true;
                c.explanation = "agrees (the same template; the docs name its placeholder)".into();
            }
        }
    }
    // "file_template = %%(rev)s_%%(slug)s" in an ini file for `"%(rev)s_%(slug)s"` (alembic):
    // configparser reads `%%` as `%`.
    if !c.agree {
        if let Value::Str(code) = &v {
            if written.contains("%%") && unquoted(written).replace("%%", "%") == *code {
                c.agree = true;
                c.explanation = "agrees (the docs escape `%` as `%%`, as an ini file does)".into();
            }
        }
    }
    // "set to 0600" for `SESSION_FILE_MODE = 384`: a Unix file mode, written in octal with a
    // leading zero as chmod takes it.
    if !c.agree {
        if let (Value::Int(code), Some(octal)) = (&v, leading_zero_octal(written)) {
            if *code == octal {
                c.agree = true;
                c.explanation = format!("agrees as an octal file mode ({written} = {octal})");
            }
        }
    }
    if !c.agree && is_rust_const(n) {
        if let Some(why) = fixed_width_agree(docs, &v) {
            c.agree = true;
            c.explanation = why;
        }
    }
    if let Some((ty, var)) = code_variant(n) {
        let d = unquoted(raw);
        c.agree = match variant_tail(d) {
            Some(dv) => dv == (ty, var),
            None => bare(d) == bare(var),
        };
        c.explanation = if c.agree {
            format!("agrees (the variant `{ty}::{var}`)")
        } else {
            format!("code `{ty}::{var}` is not the docs' `{d}` (another variant of `{ty}`)")
        };
        return c;
    }
    if let Some((agree, why)) = super::references::code_reference(n)
        .and_then(|code| super::references::compare_reference(raw, code))
    {
        c.agree = agree;
        c.explanation = why;
        return c;
    }
    // Sphinx's autodata shows a constant's repr (`'\x1b['`): the Python literal it is.
    if !c.agree
        && matches!(v, Value::Str(_))
        && raw.contains('\\')
        && is_python(n)
        && crate::source::eval::eval_python(raw.trim(), &|_| None).is_ok_and(|l| l == v)
    {
        c.agree = true;
        c.explanation = format!("agrees (the docs give the Python literal {})", raw.trim());
    }
    if let Value::Str(code) = &v {
        let unquoted = unquoted(raw);
        let ws = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        // A blank value is all whitespace: `''` is not `" "` (w3lib's replace_tags token).
        let same = if unquoted.trim().is_empty() || code.trim().is_empty() {
            unquoted == code
        } else {
            ws(unquoted) == ws(code)
        };
        // "Default: DownloaderAwarePriorityQueue" for `"scrapy.pqueues.DownloaderAwarePriorityQueue"`:
        // the docs name a class by the last segment of its import path.
        let short_path = code.contains('.')
            && code.split('.').all(|seg| {
                !seg.is_empty() && seg.chars().all(|ch| ch.is_alphanumeric() || ch == '_')
            })
            && code.rsplit('.').next() == Some(unquoted)
            && unquoted.starts_with(|ch: char| ch.is_ascii_uppercase());
        if short_path && !c.agree {
            c.agree = true;
            c.explanation = format!(
                "agrees (the docs give `{unquoted}`, the last name of the import path {code:?})"
            );
        } else if same && !c.agree {
            c.agree = true;
            c.explanation = "agrees (text, as written)".into();
        } else if !c.agree
            && !ws(unquoted).is_empty()
            && ws(unquoted).to_lowercase() == ws(code).to_lowercase()
        {
            // "Default is Machine." for `policy_class="machine"`: prose capitalises a word
            // the code compares without case more often than the default changed case.
            c.agree = true;
            c.explanation =
                format!("agrees apart from letter case (docs {unquoted:?}, code {code:?})");
        } else if !c.agree && locale_tag(unquoted).is_some_and(|d| Some(d) == locale_tag(code)) {
            // "Defaults to 'en-us'" for `locale="en_us"` (arrow): a language tag written
            // BCP 47's way or POSIX's, one locale either way.
            c.agree = true;
            c.explanation = format!("agrees as a locale tag (docs {unquoted:?}, code {code:?})");
        } else if !c.agree && codec_name(unquoted).is_some_and(|d| Some(d) == codec_name(code)) {
            // "path_encoding ('utf-8' by default)" for `path_encoding="utf8"` (w3lib): Python's
            // codecs module reads both spellings as one codec.
            c.agree = true;
            c.explanation = format!("agrees as a codec name (docs {unquoted:?}, code {code:?})");
        } else if !same && c.agree && ws(unquoted).trim_end_matches('.') == ws(code) {
            // "Be brief." in the docs, "Be brief" in the code: the period
            // is part of the value.
            c.agree = false;
            c.explanation = format!("code {code:?} is not equal to docs {unquoted:?} (text, as written: the final period differs)");
        }
    }
    c
}

/// Whether a Python `file` is module `module` (`pkg/mod.py`, `pkg/mod/__init__.py`), or, with
/// `inside`, also a module directly inside that package (`pkg/app.py` for `pkg`, which
/// re-exports its names).
pub(crate) fn in_module(file: &std::path::Path, module: &str, inside: bool) -> bool {
    if file.extension().is_none_or(|e| e != "py") {
        return false;
    }
    let mut parts: Vec<String> = file
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "__init__") {
        parts.pop();
    }
    let want: Vec<&str> = module.split('.').collect();
    let ends = |p: &[String]| p.len() >= want.len() && p[p.len() - want.len()..] == want[..];
    ends(&parts) || (inside && !parts.is_empty() && ends(&parts[..parts.len() - 1]))
}

/// A language tag with its region (`en_US`, `en-us`, `pt-BR`, `es_419`), lowercased with
/// `-` between the parts: BCP 47 and POSIX write the same locale two ways.
fn locale_tag(s: &str) -> Option<String> {
    let (lang, region) = s.trim().split_once(['-', '_'])?;
    let lang_ok = (2..=3).contains(&lang.len()) && lang.bytes().all(|b| b.is_ascii_alphabetic());
    let region_ok = (region.len() == 2 && region.bytes().all(|b| b.is_ascii_alphabetic()))
        || (region.len() == 3 && region.bytes().all(|b| b.is_ascii_digit()));
    (lang_ok && region_ok).then(|| format!("{lang}-{region}").to_ascii_lowercase())
}

/// A text encoding's name without case, `-`, `_` or spaces (`UTF-8`, `utf8`, `latin_1`),
/// as Python's `codecs.lookup` and the WHATWG labels normalise it; `None` for a word that is
/// not one (only the families below: "utf8" is a codec, "abc" is not).
fn codec_name(s: &str) -> Option<String> {
    let n: String = s
        .chars()
        .filter(|c| !matches!(c, '-' | '_' | ' '))
        .collect::<String>()
        .to_ascii_lowercase();
    let digits = |rest: &str| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit());
    // "16", "16le", "32be": a width, perhaps with its byte order.
    let width = |r: &str| digits(r.trim_end_matches("le").trim_end_matches("be"));
    let family = ["utf", "latin", "iso8859", "cp", "windows", "ucs"]
        .iter()
        .any(|p| n.strip_prefix(p).is_some_and(width));
    let named = matches!(
        n.as_str(),
        "ascii" | "usascii" | "koi8r" | "koi8u" | "shiftjis" | "eucjp" | "gbk" | "gb2312" | "big5"
    );
    (family || named).then_some(n)
}

/// `0600`, `0755`: a leading zero and octal digits, as a file mode is written for chmod.
pub(crate) fn leading_zero_octal(s: &str) -> Option<i128> {
    let digits = s.strip_prefix('0')?;
    (digits.len() >= 2 && digits.bytes().all(|b| (b'0'..=b'7').contains(&b)))
        .then(|| i128::from_str_radix(digits, 8).ok())
        .flatten()
}

/// "Default is 5 minutes." for `timeout=5`, when the name says no unit: the code number is
/// the docs' number in the docs' own unit, so the code counts in that unit (read as seconds,
/// 300 would differ from 5).
fn same_number_in_docs_unit(docs: &DocsValue, code: &Value) -> Option<String> {
    use crate::claims::compare::Unit;
    let c = match code {
        Value::Int(i) => *i as f64,
        Value::Float(f) => *f,
        _ => return None,
    };
    docs.readings
        .iter()
        .any(|r| matches!(r.unit, Some(Unit::Seconds | Unit::Bytes)))
        .then_some(())?;
    let raw = docs.raw.trim().trim_matches('`');
    let (d, unit) = crate::claims::compare::leading_number(raw)?;
    (d == c && !unit.trim().is_empty()).then(|| {
        format!(
            "agrees if the code counts in {} (docs {raw:?}, code {c})",
            unit.trim().trim_end_matches('.')
        )
    })
}

/// Equality as `check` reads it (integers exact since compare.rs compares
/// them exactly).
pub(crate) fn compare_exact(docs: &DocsValue, code: &Value) -> Comparison {
    compare(docs, code, Op::Equal, CodeUnit::Base)
}

pub(crate) fn is_rust_const(n: &CodeName) -> bool {
    use crate::source::Kind;
    matches!(
        n.item.kind,
        Kind::RustConst | Kind::RustStatic | Kind::RustAssocConst
    )
}

/// Rust integers have a width the constant folder does not track: `1 << 31`
/// in a `c_int` is -2147483648. Docs and code agree when they are the same
/// bits in a 8/16/32/64-bit integer.
pub(crate) fn fixed_width_agree(docs: &DocsValue, code: &Value) -> Option<String> {
    let Value::Int(c) = code else { return None };
    for r in &docs.readings {
        let Value::Int(d) = r.value else { continue };
        for bits in [8u32, 16, 32, 64] {
            let m = 1i128 << bits;
            let fits = |x: i128| x >= -(m / 2) && x < m;
            if d != *c && fits(d) && fits(*c) && (d - c).rem_euclid(m) == 0 {
                return Some(format!(
                    "agrees as the same {bits}-bit integer ({d} and {c} have the same bits; the source is folded without its type width)"
                ));
            }
        }
    }
    None
}

/// Read a docs value; code-style literals (`0x1`, `1_000u32`) as their decimal value.
pub(crate) fn docs_value(raw: &str) -> DocsValue {
    match mentions::code_literal(raw) {
        Some(dec) => {
            let mut d = parse_docs_value(&dec);
            d.raw = raw.to_string();
            for r in &mut d.readings {
                r.how = format!("code literal {raw} = {dec}");
            }
            d
        }
        None => parse_docs_value(raw),
    }
}

pub(crate) fn chosen_agrees(
    m: &Mention,
    cand: &[usize],
    index: &CodeIndex,
    docs: &DocsValue,
) -> bool {
    let chosen = choose(m, cand, index);
    !chosen.is_empty()
        && chosen.iter().all(|&i| {
            let v = index.names[i].scalar().cloned().unwrap_or(Value::None);
            compare_exact(docs, &v).agree
        })
}

/// Narrow a mention's candidates to the definitions it can mean.
pub(crate) fn choose(m: &Mention, cand: &[usize], index: &CodeIndex) -> Vec<usize> {
    let mut keep: Vec<usize> = cand.to_vec();
    // The docs document the public API: a definition in a private module (python-slugify's
    // frozen `slugify/_legacy.py` copy of `slugify/slugify.py`'s `slugify`) or in the
    // project's own scripts (its `tools/legacy_reference.py` copy) is not what they mean
    // where a public module defines the same name. (Examples and benchmarks are never read:
    // `files::SCAN_SKIP_DIRS`.)
    let private = |i: usize| {
        let file = &index.names[i].item.file;
        let script_dir = file.components().next().is_some_and(|c| {
            let c = c.as_os_str().to_string_lossy();
            matches!(&*c, "tools" | "scripts" | "bench")
        });
        script_dir
            || file.components().any(|c| {
                let c = c.as_os_str().to_string_lossy();
                c.starts_with('_') && !c.starts_with("__")
            })
    };
    let public: BTreeSet<&str> = keep
        .iter()
        .filter(|&&i| !private(i))
        .map(|&i| index.names[i].item.name.as_str())
        .collect();
    keep.retain(|&i| !private(i) || !public.contains(index.names[i].item.name.as_str()));
    // A Sphinx object's anchor names its module: of the candidates, the definitions in that
    // module are meant (Salt's `salt.modules.state.highstate`, not another module's dict key
    // of that name). Of one name defined in several files, so is one in a module directly
    // inside that package (falcon's `falcon.App` in `falcon/app.py`, not `falcon.asgi.App`);
    // a package's name alone settles nothing else (`scrapy.Request` lives in
    // `scrapy/http/request/`, and another name in `scrapy/` is not it).
    if let Some(module) = &m.module {
        let one_name = keep
            .iter()
            .map(|&i| index.names[i].item.name.as_str())
            .collect::<BTreeSet<_>>()
            .len()
            == 1;
        let there: Vec<usize> = keep
            .iter()
            .copied()
            .filter(|&i| in_module(&index.names[i].item.file, module, one_name))
            .collect();
        if !there.is_empty() && there.len() < keep.len() {
            keep = there;
        }
    }
    // A bare name a configuration class defines (`_Config.py_version`, `Options.__init__`'s
    // `self.follow_imports`) or a setting registered by name (`add_config_value`, a
    // Python-Markdown extension's `config`) is that setting; a dict elsewhere with the key (a
    // docs generator's `HUMAN_NAME`, a profile preset, a key map) or a parameter passing it
    // on is not.
    if m.path.len() == 1 {
        let settings: Vec<usize> = keep
            .iter()
            .copied()
            .filter(|&i| {
                let n = &index.names[i];
                super::surfaces::is_settings_attribute(n)
                    || n.item.kind == crate::source::Kind::RegisteredSetting
            })
            .collect();
        if !settings.is_empty() {
            return settings;
        }
    }
    // Section context (innermost heading first) picks among config keys of different
    // sections, and among parameter defaults of different owners ("## CORSMiddleware" over
    // `max_age`: `CORSMiddleware.__init__(max_age)`, not `SessionMiddleware`'s); other
    // definitions wait for the rule below.
    for role in [Role::Config, Role::Default] {
        let distinct_parents: BTreeSet<&[String]> = keep
            .iter()
            .filter(|&&i| index.names[i].role == role)
            .map(|&i| index.names[i].parents())
            .filter(|p| !p.is_empty())
            .collect();
        if distinct_parents.len() < 2 || m.path.len() != 1 {
            continue;
        }
        let score = |i: usize| -> Option<usize> {
            let n = &index.names[i];
            m.context
                .iter()
                .enumerate()
                .rev()
                .find(|(_, ctx)| n.parents().iter().any(|p| context_names(ctx, p)))
                .map(|(k, _)| k)
        };
        let best = keep
            .iter()
            .filter(|&&i| index.names[i].role == role)
            .filter_map(|&i| score(i))
            .max();
        if let Some(best) = best {
            keep.retain(|&i| index.names[i].role != role || score(i) == Some(best));
        }
    }
    let config_ids: BTreeSet<&str> = keep
        .iter()
        .filter(|&&i| index.names[i].role == Role::Config)
        .map(|&i| index.names[i].identity.as_str())
        .collect();
    if !config_ids.is_empty() {
        // A config key is what the docs mean. A parameter default or Default
        // field with the same leaf is the same setting wired in code only
        // when it is the one such definition; constants are other things.
        let defaults: BTreeSet<&str> = cand
            .iter()
            .filter(|&&i| index.names[i].role == Role::Default)
            .map(|&i| index.names[i].identity.as_str())
            .collect();
        // Settings are wired through constructors (`__init__` parameters)
        // and `Default` impls; a helper's parameter is another thing.
        let wires_setting = |n: &CodeName| {
            n.item.kind == crate::source::Kind::RustDefaultField
                || enclosing_fn(n) == Some("__init__")
        };
        keep.retain(|&i| {
            let n = &index.names[i];
            match n.role {
                Role::Config => true,
                Role::Default => config_ids.len() == 1 && defaults.len() == 1 && wires_setting(n),
                Role::Constant => n.full.len() == m.path.len(),
            }
        });
    }
    // A bare name that is a parameter of several plain functions (Salt's `pki_dir` of
    // `verify_env` and `win_verify_env`, under the `pki_dir` setting's heading) names none
    // of them: a helper's parameter is not the setting, and which helper is never guessed.
    let helper_param = |i: usize| {
        let n = &index.names[i];
        n.item.kind == crate::source::Kind::DefaultArg
            && !matches!(enclosing_fn(n), Some("__init__" | "new"))
    };
    let owners: BTreeSet<&[String]> = keep.iter().map(|&i| index.names[i].parents()).collect();
    if m.path.len() == 1 && owners.len() >= 2 && keep.iter().all(|&i| helper_param(i)) {
        return Vec::new();
    }
    keep
}

/// Does a heading (or caption, or title) name this section segment?
pub(crate) fn context_names(ctx: &str, segment: &str) -> bool {
    let norm = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let seg = norm(segment);
    if seg.len() < 3 {
        return false;
    }
    let words: Vec<String> = ctx
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(norm)
        .collect();
    for n in 1..=3 {
        for w in words.windows(n) {
            if w.concat() == seg {
                return true;
            }
        }
    }
    false
}

/// Two code places agree; a commented-out example next to an unset (`None`)
/// default shows what one may set, not a second default.
pub(crate) fn places_agree(a: &CodeName, b: &CodeName) -> bool {
    let (va, vb) = (
        a.scalar().unwrap_or(&Value::None),
        b.scalar().unwrap_or(&Value::None),
    );
    if (a.item.commented_out && *vb == Value::None) || (b.item.commented_out && *va == Value::None)
    {
        return true;
    }
    values_agree(va, vb)
}

pub(crate) fn values_agree(a: &Value, b: &Value) -> bool {
    let text = match a {
        Value::Str(s) => s.clone(),
        other => other.to_string(),
    };
    compare(&parse_docs_value(&text), b, Op::Equal, CodeUnit::Base).agree || a == b
}

pub(crate) fn docs_agree(a: &DocsValue, b: &DocsValue) -> bool {
    b.readings
        .iter()
        .any(|r| compare(a, &r.value, Op::Equal, CodeUnit::Base).agree)
}

/// The unit a definition's name ends in (`_ms`, `_secs`, `_minutes`, `_hours`, `_kb`,
/// `_mb`), with its word for explanations.
pub(crate) fn unit_of_name(leaf: &str) -> Option<(CodeUnit, &'static str)> {
    let l = leaf.to_ascii_lowercase();
    let (_, suffix) = l.rsplit_once('_')?;
    Some(match suffix {
        "ms" | "millis" | "milliseconds" => (CodeUnit::Ms, "milliseconds"),
        "s" | "sec" | "secs" | "seconds" => (CodeUnit::Base, "seconds"),
        "min" | "mins" | "minutes" => (CodeUnit::Minutes, "minutes"),
        "h" | "hours" | "hrs" => (CodeUnit::Hours, "hours"),
        "kb" | "kib" => (CodeUnit::Kib, "kibibytes"),
        "mb" | "mib" => (CodeUnit::Mib, "mebibytes"),
        _ => return None,
    })
}

/// The function a parameter default belongs to (`__init__` in `Client.__init__(timeout)`):
/// the segment before the name.
fn enclosing_fn(n: &CodeName) -> Option<&str> {
    n.full.iter().rev().nth(1).map(String::as_str)
}

/// A Python definition whose value is `None`: decided at run time, never compared with a
/// stated value. (A Rust `Option` field left `None` is compared: tonic's and redis's changed
/// defaults are `None` against a stated value.)
pub(crate) fn is_python_none(n: &CodeName) -> bool {
    use crate::source::Kind;
    matches!(
        n.item.kind,
        Kind::Constant
            | Kind::DictEntry
            | Kind::ClassAttribute
            | Kind::DefaultArg
            // `self.locale = None` in `__init__` (class 3's instance attributes)
            | Kind::LocalAssignment
            // `add_argument("--x", default=None)`, `addini("x", default=None)`,
            // `os.getenv("X", None)`: unset, decided where it is read.
            | Kind::CliOption
            | Kind::RegisteredSetting
            | Kind::SettingRead
            | Kind::EnvDefault
    ) && matches!(n.item.value, Some(Value::None))
        && n.item.file.extension().is_some_and(|e| e == "py")
}

/// A Rust `Option` left `None` hands the value to a dependency; a sentence saying so ("Default
/// is 90 seconds enforced by reqwest", "Default is currently 16,384 but may change") states
/// the dependency's value, not the code's, and is not compared with the `None`. (A sentence
/// stating the value as the crate's own is: tonic's and redis's changed defaults.)
pub(crate) fn dependency_decides(n: &CodeName, sentence: &str) -> bool {
    matches!(n.item.value, Some(Value::None))
        && n.item.file.extension().is_some_and(|e| e == "rs")
        && defers_re().is_match(sentence)
}

super::mentions::re!(
    constructor_call_re,
    r"^(?:[A-Za-z_][A-Za-z0-9_]*\.)*[A-Z][A-Za-z0-9_]*\(.*\)$"
);
super::mentions::re!(
    defers_re,
    r"(?i)\b(?:enforced|decided|determined)\s+by\s+[A-Za-z_]|\bmay\s+change\b"
);

fn is_python(n: &CodeName) -> bool {
    n.item
        .file
        .extension()
        .is_some_and(|e| e == "py" || e == "pyi")
}

/// A docs value without its quotes or backticks.
fn unquoted(raw: &str) -> &str {
    let t = raw.trim();
    ['"', '\'', '`']
        .iter()
        .find_map(|q| {
            t.strip_prefix(*q)
                .and_then(|r| r.strip_suffix(*q))
                .filter(|_| t.len() >= 2)
        })
        .unwrap_or(t)
}

/// Two printf templates equal once each named placeholder (`%(request.path)s`) is read as
/// its positional form (`%s`), when the docs named at least one.
fn same_template(docs: &str, code: &str) -> bool {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let named = RE.get_or_init(|| {
        regex::Regex::new(r"%\([^()]*\)([a-zA-Z])").expect("static regex compiles")
    });
    let positional = named.replace_all(docs, "%$1");
    positional != docs && positional == code
}

/// `MatchKind::Standard`, `crate::util::Anchored::No`: a path ending in a CamelCase type and
/// a CamelCase variant, after module segments; its type and variant. An associated constant
/// standing for one of a type's values (`Rotation::NEVER`, `Level::INFO`) is read the same way:
/// a default written as one is stated by its path, and another of the type's constants is
/// another value.
pub(crate) fn variant_tail(s: &str) -> Option<(&str, &str)> {
    // From the right, without collecting: value_at asks this of every code span it reads.
    let mut parts = s.trim().rsplitn(3, "::");
    let (var, ty) = (parts.next()?, parts.next()?);
    let modules = parts.next();
    let ident = |x: &str| {
        x.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && x.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    };
    let camel = |x: &str| {
        ident(x)
            && x.starts_with(|c: char| c.is_ascii_uppercase())
            && x.chars().any(|c| c.is_ascii_lowercase())
    };
    let screaming = |x: &str| {
        ident(x)
            && x.starts_with(|c: char| c.is_ascii_uppercase())
            && !x.chars().any(|c| c.is_ascii_lowercase())
    };
    let module = |x: &str| ident(x) && !x.starts_with(|c: char| c.is_ascii_uppercase());
    let modules_ok = modules.is_none_or(|m| m.split("::").all(module));
    (modules_ok && camel(ty) && (camel(var) || screaming(var))).then_some((ty, var))
}

/// A Rust definition whose value is an enum variant (`Input::new.anchored = Anchored::No`),
/// kept as its path text by `CodeName::from_extracted`, or folded from the enum's
/// `QueueMode::default()` to its `#[default]` variant, or a type's own default naming one of
/// its variants: its type and variant.
pub(crate) fn code_variant(n: &CodeName) -> Option<(&str, &str)> {
    match &n.item.value {
        Some(Value::Str(s)) if n.item.file.extension().is_some_and(|e| e == "rs") => {
            let (ty, var) = variant_tail(s)?;
            let expr = n.item.expr.trim();
            let by_default = expr
                .strip_suffix("::default()")
                .is_some_and(|p| p.rsplit("::").next() == Some(ty));
            // A type's own default is valued at its variant's path (`Self::Any` → `IpVersion::Any`).
            let own = n.item.kind == crate::source::Kind::RustTypeDefault;
            (s == expr || by_default || own).then_some((ty, var))
        }
        _ => None,
    }
}

/// `seconds` for `TimestampPrecision::Seconds`, `leftmost-first` for `LeftmostFirst`.
pub(crate) fn bare(s: &str) -> String {
    s.chars()
        .filter(|c| !matches!(c, '_' | '-' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether a docs value can be compared with a definition: an enum variant only with a
/// variant of the same type (`MatchKind::LeftmostFirst`), its own name in words (`seconds`),
/// or the name of another variant the checkout declares for its enum (`Fifo` against
/// `QueueMode::Lifo`); any other word may name something scan cannot see. A variant the docs
/// state is compared with nothing else. A name the code gives as a default is compared with
/// names only (`references::comparable`).
///
/// Nor a definition its scope extends later (`CONTENT_DECODERS = ["gzip", …]` then, under
/// `if brotli is not None:`, `CONTENT_DECODERS += ["br"]`): the value is decided at import.
pub(crate) fn comparable(raw: &str, n: &CodeName, index: &CodeIndex) -> bool {
    // An `object()` sentinel's repr: compared with a default naming such a sentinel, or with
    // a literal that replaced it; a name bound to anything else may be another sentinel.
    let sentinel = names_object_sentinel(n, index);
    if super::references::is_object_sentinel(raw) {
        let literal = n.item.value.is_some() && super::references::code_reference(n).is_none();
        return literal || sentinel;
    }
    // "Defaults to None" for `default=_nothing`: what a caller sees, not the sentinel.
    if sentinel {
        return false;
    }
    if !super::references::comparable(raw, n) || extended_later(n, index) {
        return false;
    }
    // "(default= Suppress('('))" for `lpar="("` (pyparsing): the docs name the object a
    // class builds from the literal, not the literal.
    let scalar = matches!(
        n.item.value,
        Some(Value::Str(_) | Value::Int(_) | Value::Float(_) | Value::Bool(_))
    );
    let shown = unquoted(raw).trim();
    // Rust's `Some(128)` and `Ok(…)` wrap the value itself.
    let wraps = shown.starts_with("Some(") || shown.starts_with("Ok(");
    if scalar && !wraps && constructor_call_re().is_match(shown) {
        return false;
    }
    let d = unquoted(raw);
    match (code_variant(n), variant_tail(d)) {
        (None, None) => true,
        (None, Some(_)) => false,
        (Some((ty, _)), Some((dty, _))) => dty == ty,
        (Some((ty, var)), None) => {
            bare(d) == bare(var)
                || index.is_variant(ty, d)
                // An enum of a dependency (`LevelFilter::Warn` against "(default is Error)"):
                // a capitalised identifier is read as another of its variants.
                || (!index.declares_enum(ty) && is_variant_word(d))
        }
    }
}

/// `Error`, `Trace`, `UTC`: one identifier opening with a capital, as a variant's name is.
pub(crate) fn is_variant_word(d: &str) -> bool {
    d.len() >= 2
        && d.starts_with(|c: char| c.is_ascii_uppercase())
        && d.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Whether `n`'s default is a name its file binds to `object()` (`default=_nothing` under
/// `_nothing = object()`).
fn names_object_sentinel(n: &CodeName, index: &CodeIndex) -> bool {
    let expr = n.item.expr.trim();
    is_python(n)
        && !expr.is_empty()
        && expr.chars().all(|ch| ch.is_alphanumeric() || ch == '_')
        && index.with_leaf(expr).iter().any(|&i| {
            let k = &index.names[i];
            k.item.file == n.item.file && super::references::is_bare_object(k)
        })
}

/// A later augmented assignment (`X += …`) of the same name in the same file and scope.
fn extended_later(n: &CodeName, index: &CodeIndex) -> bool {
    index.with_leaf(n.leaf()).iter().any(|&i| {
        let k = &index.names[i];
        k.item.file == n.item.file
            && k.item.name == n.item.name
            && k.item.line > n.item.line
            && k.item
                .warnings
                .iter()
                .any(|w| w.starts_with("augmented assignment"))
    })
}
