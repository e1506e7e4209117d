//! Python defaults that name an object rather than state a value: `key=keys.hashkey`,
//! `timer=time.monotonic`, `structure_to=dict`. The code leaves them unfolded; Sphinx shows them
//! as the path (`cachetools.keys.hashkey`) or as the object's repr (`<class 'dict'>`,
//! `<function sleep>`). Each is compared by name, the docs' path ending in the code's
//! (`cachetools.keys.methodkey` for `keys.methodkey`), and with nothing but another name: a
//! reference scan cannot follow (`default=DEFAULT_STYLE` imported from elsewhere) says nothing
//! about "sphinx".

#[allow(unused_imports)]
use super::*;

/// `a.b.c` of identifiers, none of them a keyword literal.
fn is_dotted(s: &str) -> bool {
    !s.is_empty()
        && s.split('.').all(|seg| {
            seg.starts_with(|c: char| c.is_alphabetic() || c == '_')
                && seg.chars().all(|c| c.is_alphanumeric() || c == '_')
                && !matches!(seg, "True" | "False" | "None")
        })
}

/// A Python definition whose default names an object (`Cache.__init__(getsizeof) = len`),
/// kept as its expression's text by [`keep_object_defaults`].
pub(crate) fn code_reference(n: &CodeName) -> Option<&str> {
    match &n.item.value {
        Some(Value::Str(s))
            if s == n.item.expr.trim()
                && is_dotted(s)
                && n.item.file.extension().is_some_and(|e| e == "py") =>
        {
            Some(s)
        }
        _ => None,
    }
}

/// Keep a Python default that names an object (`key=keys.hashkey`, `timer=time.monotonic`), or
/// a class attribute holding one (`default_signer = TimestampSigner`), as its path, so it is
/// compared by name. A default naming a module constant of the checkout
/// (`block_start_string=BLOCK_START_STRING`) is left unvalued: the docs state the constant's
/// value, and scan reaches the constant by its own name.
pub(crate) fn keep_object_defaults(names: &mut [CodeName]) {
    let constants: std::collections::BTreeSet<String> = names
        .iter()
        .filter(|n| n.item.kind == crate::source::Kind::Constant)
        .map(|n| n.leaf().to_string())
        .collect();
    // `timeout=Default.token`, the one member of a sentinel enum (aiosmtplib): "not given",
    // not an object the docs could name; left unvalued.
    let sentinels: std::collections::BTreeSet<String> = names
        .iter()
        .filter(|n| super::surfaces::is_sentinel_member(n))
        .filter_map(|n| Some(n.full.get(n.full.len().checked_sub(2)?..)?.join(".")))
        .collect();
    // `_nothing = object()`: a file's bare sentinels, which a default naming one is compared by
    // (`agree::comparable`: only with autodoc's `<object object>`).
    let bare_objects: std::collections::BTreeSet<(std::path::PathBuf, String)> = names
        .iter()
        .filter(|n| is_bare_object(n))
        .map(|n| (n.item.file.clone(), n.leaf().to_string()))
        .collect();
    for n in names.iter_mut() {
        let expr = n.item.expr.trim();
        let last = expr.rsplit('.').next().unwrap_or(expr);
        let sentinel =
            parent(expr).is_some_and(|p| sentinels.contains(&format!("{p}.{}", leaf(expr))));
        if n.item.value.is_none()
            && n.item.kind == crate::source::Kind::DefaultArg
            && bare_objects.contains(&(n.item.file.clone(), expr.to_string()))
        {
            n.item.value = Some(Value::Str(expr.to_string()));
            continue;
        }
        if n.item.value.is_none()
            && !sentinel
            && matches!(
                n.item.kind,
                crate::source::Kind::DefaultArg | crate::source::Kind::ClassAttribute
            )
            && n.item.file.extension().is_some_and(|e| e == "py")
            && is_dotted(expr)
            && !constants.contains(last)
            // `stdin=CLOSE_STDIN`: a constant by its name, whatever it holds. A member of a
            // class (`type=Type.ID`, an enum the checkout imports) is named by its class.
            && (last.chars().any(|c| c.is_lowercase()) || member_of_class(expr))
        {
            n.item.value = Some(Value::Str(expr.to_string()));
        }
    }
}

/// `Type.ID`: a member of a CamelCase class (an enum's or a class constant), which Sphinx
/// shows by the same name.
fn member_of_class(expr: &str) -> bool {
    parent(expr).is_some_and(|p| {
        p.starts_with(|c: char| c.is_ascii_uppercase()) && p.chars().any(|c| c.is_ascii_lowercase())
    })
}

/// `time` in `time.monotonic` (the segment before the last), none for a bare name.
fn parent(path: &str) -> Option<&str> {
    path.rsplit_once('.')
        .and_then(|(a, _)| a.rsplit('.').next())
}

/// `monotonic` in `time.monotonic`.
fn leaf(path: &str) -> &str {
    path.rsplit('.').next().unwrap_or(path)
}

/// How docs name an object: its path (`cachetools.keys.hashkey`) or a repr giving it
/// (`<class 'dict'>`, `<function sleep>`, `<built-in function len>`); with whether it was a
/// repr or a dotted path (either is unmistakably a name; a bare word may be a value).
pub(crate) fn docs_reference(raw: &str) -> Option<(&str, bool)> {
    let v = raw.trim();
    if let Some(inner) = v.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
        let name = inner
            .strip_prefix("class ")
            .map(|c| c.trim_matches(['\'', '"']))
            .or_else(|| inner.strip_prefix("function "))
            .or_else(|| inner.strip_prefix("built-in function "))
            // `<module 'json' from '/usr/lib/python3.12/json/__init__.py'>`
            .or_else(|| {
                let rest = inner.strip_prefix("module '")?;
                rest.split_once('\'').map(|(name, _)| name)
            })?;
        return is_dotted(name).then_some((name, true));
    }
    is_dotted(v).then_some((v, v.contains('.')))
}

/// A module constant bound to a bare `object()` (`_nothing = object()`), the usual sentinel.
pub(crate) fn is_bare_object(n: &CodeName) -> bool {
    n.item.kind == crate::source::Kind::Constant
        && n.item.expr.split_whitespace().collect::<String>() == "object()"
}

/// `<object object>` (`<object object at 0x7f…>` unless the build hides addresses): autodoc's
/// repr of a bare `object()`, the usual "not given" sentinel (jsonpointer's `_nothing =
/// object()`). It names no object the code writes, so it is read as "an `object()` sentinel".
pub(crate) fn is_object_sentinel(raw: &str) -> bool {
    let v = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    v == "<object object>"
        || v.strip_prefix("<object object at 0x")
            .and_then(|r| r.strip_suffix('>'))
            .is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()))
}

/// Whether a docs value and a definition are both names or both values: a name in the code
/// is compared with a repr, a dotted path, the same bare word or `None`, a repr only with a
/// name.
/// Two names are compared when they can be told apart: the same last name, the same module
/// before it (`keys.hashkey`, `cachetools.keys.typedkey`), or two bare names (`dict`, `list`);
/// `NotSetType.token` against `CLOSE_STDIN` may be one object under two names.
pub(crate) fn comparable(raw: &str, n: &CodeName) -> bool {
    match (code_reference(n), docs_reference(raw)) {
        (Some(code), Some((docs, sure))) => {
            (sure || docs == code)
                && (leaf(docs) == leaf(code)
                    || parent(docs).is_some_and(|d| parent(code) == Some(d))
                    || !docs.contains('.') && !code.contains('.'))
        }
        // `None` is no object: a default naming one (`result_callback=print`) is not the
        // `None` the docs give. Any other value is another kind of thing than a name.
        (Some(_), None) => raw.trim() == "None",
        // A repr is an object, never a value the code could hold.
        (None, Some(_)) => !raw.trim().starts_with('<'),
        (None, None) => true,
    }
}

/// Whether the two names agree, one's path ending with the other's (`cachetools.keys.methodkey`
/// and `keys.methodkey`; `<function sleep>` and `time.sleep`), and why.
pub(crate) fn compare_reference(raw: &str, code: &str) -> Option<(bool, String)> {
    let (docs, _) = docs_reference(raw)?;
    let (d, c): (Vec<&str>, Vec<&str>) = (docs.split('.').collect(), code.split('.').collect());
    let k = d.len().min(c.len());
    // Sphinx names a class by the module defining it (`requests.sessions.Session`), the code
    // by the package re-exporting it (`requests.Session`): one package, one name.
    let reexported = k >= 2 && d.len() != c.len() && d[0] == c[0] && d.last() == c.last();
    let agree = d[d.len() - k..] == c[c.len() - k..] || reexported;
    let why = if reexported {
        format!(
            "agrees (the docs name `{docs}`, the code `{code}`: one name of the package `{}`)",
            d[0]
        )
    } else if agree {
        format!("agrees (the docs name `{docs}`, the code `{code}`)")
    } else {
        format!("the code names `{code}`, the docs `{docs}`")
    };
    Some((agree, why))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_docs_and_their_forms() {
        assert_eq!(docs_reference("<class 'dict'>"), Some(("dict", true)));
        assert_eq!(docs_reference("<function sleep>"), Some(("sleep", true)));
        assert_eq!(
            docs_reference("cachetools.keys.methodkey"),
            Some(("cachetools.keys.methodkey", true))
        );
        assert_eq!(
            docs_reference("<module 'json' from '/usr/lib/python3.12/json/__init__.py'>"),
            Some(("json", true))
        );
        assert_eq!(docs_reference("<module json>"), None);
        assert_eq!(docs_reference("sphinx"), Some(("sphinx", false)));
        // An instance's repr names no object the code writes.
        assert_eq!(docs_reference("<tenacity.stop._stop_never object>"), None);
        assert_eq!(docs_reference("'x'"), None);
        assert_eq!(docs_reference("None"), None);
        assert!(is_object_sentinel("<object object>"));
        assert!(is_object_sentinel("<object  object at 0x7f3a2c1e5d40>"));
        assert!(!is_object_sentinel("<object object at 0x>"));
        assert!(!is_object_sentinel("<pkg.Missing object>"));
        let agree = |raw, code| compare_reference(raw, code).unwrap().0;
        assert!(agree("cachetools.keys.methodkey", "keys.methodkey"));
        assert!(agree("<function sleep>", "time.sleep"));
        assert!(agree("<class 'dict'>", "dict"));
        assert!(!agree("random.choice", "random.choices"));
        assert!(!agree("cachetools.keys.hashkey", "keys.typedkey"));
        assert!(agree(
            "<class 'requests.sessions.Session'>",
            "requests.Session"
        ));
        assert!(!agree("requests.sessions.Session", "httpx.Session"));
        assert!(!agree("requests.sessions.Session", "requests.Request"));
    }
}
