//! The directory name of a URL in the store: plain segments, sanitised names.

#[allow(unused_imports)]
use super::*;

pub(crate) fn is_plain_segment(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 100
        && !s.starts_with('.')
        && !s.starts_with('_')
        && !RESERVED.contains(&s)
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

pub(crate) fn sanitize(s: &str) -> String {
    let mut out: String = s
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-') {
                c
            } else {
                '_'
            }
        })
        .collect();
    // No "." / ".." components, no hidden files.
    if out.starts_with('.') {
        out.replace_range(0..1, "_");
    }
    if out.is_empty() {
        out.push('_');
    }
    out.truncate(80);
    out
}

pub(crate) fn dir_for_url(url: &str) -> PathBuf {
    let Ok(mut u) = url::Url::parse(url) else {
        // Not a URL: still give a safe, stable place.
        return PathBuf::from("_invalid").join(format!(
            "{}~{}",
            sanitize(url),
            &crate::core::hash::sha256_hex(url.as_bytes())[..12]
        ));
    };
    u.set_fragment(None);
    let host = u.host_str().unwrap_or("_nohost").trim_matches(['[', ']']);
    let port = u.port_or_known_default().unwrap_or(0);
    let mut dir = PathBuf::from(format!("{}_{port}", sanitize(host)));
    let raw_segments: Vec<String> = u
        .path_segments()
        .map(|s| s.map(str::to_string).collect())
        .unwrap_or_default();
    let trailing_slash = raw_segments.last().is_none_or(|s| s.is_empty());
    let segments: Vec<&str> = raw_segments
        .iter()
        .map(String::as_str)
        .filter(|s| !s.is_empty())
        .collect();
    let plain = u.query().is_none()
        && u.username().is_empty()
        && u.scheme() != "file"
        && segments.iter().all(|s| is_plain_segment(s))
        && segments.len()
            == raw_segments.len() - usize::from(trailing_slash && !raw_segments.is_empty());
    if plain {
        for s in &segments {
            dir.push(s);
        }
        if trailing_slash {
            dir.push("_index");
        }
        return dir;
    }
    let hash = &crate::core::hash::sha256_hex(u.as_str().as_bytes())[..12];
    let (last, init) = match segments.split_last() {
        Some((l, i)) => (sanitize(l), i),
        None => ("_index".to_string(), &[][..]),
    };
    for s in init {
        dir.push(sanitize(s));
    }
    dir.push(format!("{last}~{hash}"));
    dir
}
