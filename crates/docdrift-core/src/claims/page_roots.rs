//! Which pages a claims file may name: page roots, allowed extensions and
//! lexical path normalisation, so a claim cannot read outside its docs.

#[allow(unused_imports)]
use super::*;

/// Where local docs pages may be read from. A claims file may come from a
/// pull request, and every report publishes what a page says, so a local page
/// must lie under a docs root: the file's `target.docs_dir` (or, when it has
/// none, the directory `check` runs in), the snapshot store, or a directory the
/// user named (`--docs-root`). `allow_outside` (`--allow-outside-pages`)
/// lifts the rule for a claims file the user trusts.
#[derive(Debug, Clone, Default)]
pub struct PageAccess {
    /// Extra roots: the snapshot store and every `--docs-root`.
    pub roots: Vec<PathBuf>,
    /// Any local file with a docs extension may be a page, and `target.docs_dir`
    /// and `target.checkout` may name any directory.
    pub allow_outside: bool,
    /// Environment variables (besides `DOCDRIFT_*`) `${VAR}` may read (`--env NAME`).
    pub env: Vec<String>,
    /// `--checkout` (or docdrift.toml) replaces every `target.checkout`, so a
    /// claims file's own checkout is not used and not confined.
    pub checkout_override: bool,
    /// Confine `target.checkout` and `target.docs_dir` to the project directory
    /// (see `confine`). The command line always does; the library's [`parse`]
    /// and [`load`] trust them, as a caller that wrote the file does.
    pub confine_target_dirs: bool,
    /// `--untrusted` (a pull request's claims): `${DOCDRIFT_*}` variables are not readable
    /// by default either; only the names given with `--env`.
    pub untrusted: bool,
}

/// File extensions a local docs page may have: markdown sources and HTML.
/// Anything else (`/proc/self/environ`, `/etc/passwd`, keys, `.env`) is never a page.
pub const PAGE_EXTENSIONS: &[&str] = &["md", "markdown", "html", "htm", "xhtml"];

/// The docs roots of one claims file, absolute, with their canonical forms.
pub(crate) struct PageRoots {
    /// (as configured, canonical when it exists)
    pub(crate) roots: Vec<(PathBuf, Option<PathBuf>)>,
    pub(crate) allow_outside: bool,
    /// Set when `docs_dir` lies inside the project lexically but a symlink
    /// takes it outside: then it is no root at all.
    pub(crate) docs_dir_escape: Option<String>,
}

impl PageRoots {
    pub(crate) fn new(target: &Target, base_dir: &Path, access: &PageAccess) -> PageRoots {
        let base = lexical_normalize(base_dir);
        let mut docs_dir_escape = None;
        let mut roots = Vec::new();
        match &target.docs_dir {
            Some(d) => {
                let d = lexical_normalize(&base.join(d));
                let canon = d.canonicalize().ok();
                // Inside the project by its spelling but not after symlinks:
                // a checked-in link (`docs -> /`) must not widen the root.
                let escapes = d.starts_with(&base)
                    && match (&canon, base.canonicalize()) {
                        (Some(c), Ok(b)) => !c.starts_with(b),
                        _ => false,
                    };
                if escapes {
                    docs_dir_escape = Some(format!(
                        "target.docs_dir {} is a symlink out of {}",
                        d.display(),
                        base.display()
                    ));
                } else {
                    roots.push((d, canon));
                }
            }
            None => roots.push((base.clone(), base.canonicalize().ok())),
        }
        for r in &access.roots {
            let r = lexical_normalize(&base.join(r));
            let canon = r.canonicalize().ok();
            roots.push((r, canon));
        }
        PageRoots {
            roots,
            allow_outside: access.allow_outside,
            docs_dir_escape,
        }
    }

    pub(crate) fn describe(&self) -> String {
        self.roots
            .iter()
            .map(|(r, _)| r.display().to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Refuse a local page outside every root (by spelling or through a symlink)
    /// or without a docs extension.
    pub(crate) fn admit(&self, value: &str, path: &Path) -> Result<(), String> {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        if !ext.as_deref().is_some_and(|e| PAGE_EXTENSIONS.contains(&e)) {
            return Err(format!(
                "page {value:?} is a local file without a docs extension ({}); \
                 local pages are markdown or HTML files",
                PAGE_EXTENSIONS
                    .iter()
                    .map(|e| format!(".{e}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if self.allow_outside {
            return Ok(());
        }
        // Symlinks resolved: the file itself, or its nearest existing ancestor.
        let canon = {
            let mut probe = path.to_path_buf();
            let mut tail = Vec::new();
            loop {
                if let Ok(c) = probe.canonicalize() {
                    break Some(tail.iter().rev().fold(c, |acc: PathBuf, t| acc.join(t)));
                }
                match (probe.file_name().map(|n| n.to_os_string()), probe.parent()) {
                    (Some(name), Some(parent)) => {
                        tail.push(name);
                        probe = parent.to_path_buf();
                    }
                    _ => break None,
                }
            }
        };
        let roots = self
            .roots
            .iter()
            .map(|(r, rc)| (r.as_path(), rc.as_deref()));
        if within_roots(path, canon.as_deref(), roots) {
            return Ok(());
        }
        let why = match &self.docs_dir_escape {
            Some(e) => format!("; {e}"),
            None => String::new(),
        };
        Err(format!(
            "page {value:?} ({}) is outside the docs roots ({}){why}; local pages must lie under \
             target.docs_dir, the snapshot store or a --docs-root DIR, or pass \
             --allow-outside-pages for a claims file you trust",
            path.display(),
            self.describe()
        ))
    }
}

/// Whether `path` (lexically normalised) lies under one of `roots` by its spelling and,
/// when both are on disk, after symlinks too (`canon` is `path` with symlinks resolved,
/// each root paired with its own). The one containment rule for pages and for a claims
/// file's `target.checkout`/`target.docs_dir`.
pub(crate) fn within_roots<'a>(
    path: &Path,
    canon: Option<&Path>,
    mut roots: impl Iterator<Item = (&'a Path, Option<&'a Path>)>,
) -> bool {
    roots.any(|(root, root_canon)| {
        path.starts_with(root)
            && match (canon, root_canon) {
                (Some(c), Some(rc)) => c.starts_with(rc),
                // Nothing on disk yet: the spelling decides.
                _ => true,
            }
    })
}

/// `a/./b/../c` → `a/c` without touching the file system (so `..` cannot be
/// smuggled past a prefix check); `..` above the root stays at the root.
pub(crate) fn lexical_normalize(p: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

pub(crate) fn resolve_page(
    target: &Target,
    roots: &PageRoots,
    value: &str,
) -> Result<String, String> {
    if value.starts_with("http://") || value.starts_with("https://") {
        return Ok(value.to_string());
    }
    // Local HTML pages (a docs build on disk, or a scan draft of one).
    let file_url = value.starts_with("file:");
    let local = if file_url {
        let u = url::Url::parse(value).map_err(|e| format!("page {value:?}: {e}"))?;
        Some(
            u.to_file_path()
                .map_err(|_| format!("page {value:?} is not a local file URL"))?,
        )
    } else if Path::new(value).is_absolute() {
        Some(PathBuf::from(value))
    } else if value.ends_with(".md")
        || value.ends_with(".markdown")
        || (target.docs.is_none()
            && target.docs_dir.is_some()
            && (value.ends_with(".html") || value.ends_with(".htm")))
    {
        // Relative markdown resolves in docs_dir (else the project directory);
        // so does a relative HTML page when there is no `docs` base URL (a
        // scan draft of a local build, portable between machines).
        Some(match &target.docs_dir {
            Some(d) => d.join(value),
            None => roots
                .roots
                .first()
                .map(|(r, _)| r.join(value))
                .unwrap_or_else(|| PathBuf::from(value)),
        })
    } else {
        None
    };
    if let Some(path) = local {
        let path = lexical_normalize(&path);
        let path = if path.is_absolute() {
            path
        } else {
            lexical_normalize(
                &roots
                    .roots
                    .first()
                    .map(|(r, _)| r.join(&path))
                    .unwrap_or(path),
            )
        };
        roots.admit(value, &path)?;
        // A file URL stays a URL (scan drafts write them); evaluation reads its path.
        if file_url {
            if let Ok(u) = url::Url::from_file_path(&path) {
                return Ok(u.to_string());
            }
        }
        return Ok(path.to_string_lossy().into_owned());
    }
    match &target.docs {
        Some(base) => {
            let base = url::Url::parse(base)
                .map_err(|e| format!("target.docs {base:?} is not a URL: {e}"))?;
            let joined = base
                .join(value.trim_start_matches('/'))
                .map_err(|e| format!("cannot join {value:?} onto {base}: {e}"))?;
            match joined.scheme() {
                "http" | "https" => Ok(joined.to_string()),
                // A `docs = "file:///…/"` base (scan drafts of a local build).
                "file" => resolve_page(target, roots, joined.as_str()),
                other => Err(format!(
                    "page {value:?} joined onto target.docs is a {other}: URL; pages are http(s) URLs or local docs files"
                )),
            }
        }
        None => Err(format!(
            "{value:?} is relative but the target has no `docs` base URL"
        )),
    }
}
