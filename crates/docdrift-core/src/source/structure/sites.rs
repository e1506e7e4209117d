//! String sites: where the literals a query matches live, grouped by directory, checked
//! against an allowlist ("only under tools/"). The literals come from
//! [`crate::source::strings::search`] (ruff / syn, implicit concatenation joined); this file
//! only groups them, so `docdrift strings --by-dir` and a `code.strings` claim with
//! `only_under` say the same thing about the same sites.

use serde::Serialize;

/// One literal that matched: where, and its text.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Site {
    /// Path as shown (relative to the checkout or as given), `/`-separated.
    pub file: String,
    /// 1-based first line of the literal.
    pub line: usize,
    /// The literal's text, implicit concatenation joined and placeholders shown as `{expr}`.
    pub text: String,
}

/// The sites of one directory.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct DirSites {
    /// The files' directory (`.` for the top).
    pub dir: String,
    /// Every site here lies under an allowed directory (true when there is no allowlist).
    pub allowed: bool,
    /// The sites in this directory, by file then line.
    pub sites: Vec<Site>,
}

/// `path` lies under `dir` (whole path components: `tools/` holds `tools/a.py`, not
/// `toolsets/a.py`); `.` or an empty `dir` holds everything.
pub fn is_under(path: &str, dir: &str) -> bool {
    let dir = dir.trim_start_matches("./").trim_end_matches('/');
    if dir.is_empty() || dir == "." {
        return true;
    }
    let path = path.trim_start_matches("./");
    path.strip_prefix(dir)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// Group `sites` by directory, directories in path order (files directly in a directory
/// before its subdirectories' groups are not interleaved with them); with a non-empty `only_under`, each group says
/// whether its sites are allowed.
pub fn group(mut sites: Vec<Site>, only_under: &[String]) -> Vec<DirSites> {
    for s in &mut sites {
        if let Some(rest) = s.file.strip_prefix("./") {
            s.file = rest.to_string();
        }
    }
    let dir_of = |f: &str| {
        f.rsplit_once('/')
            .map_or(String::new(), |(d, _)| d.to_string())
    };
    sites.sort_by_cached_key(|s| (dir_of(&s.file), s.file.clone(), s.line));
    let mut out: Vec<DirSites> = Vec::new();
    for s in sites {
        let file = s.file.as_str();
        let dir = file.rsplit_once('/').map_or(".", |(d, _)| d).to_string();
        let allowed = only_under.is_empty() || only_under.iter().any(|d| is_under(file, d));
        match out.last_mut() {
            Some(g) if g.dir == dir => g.sites.push(s),
            _ => out.push(DirSites {
                dir,
                allowed,
                sites: vec![s],
            }),
        }
    }
    out
}

/// The sites outside the allowlist, as `file:line`.
pub fn outside(groups: &[DirSites]) -> Vec<String> {
    groups
        .iter()
        .filter(|g| !g.allowed)
        .flat_map(|g| g.sites.iter().map(|s| format!("{}:{}", s.file, s.line)))
        .collect()
}

/// One line per directory: `tools/ 3 (allowed)`, `agent/ 1 (outside the allowlist)`.
pub fn summary(groups: &[DirSites], has_allowlist: bool) -> String {
    groups
        .iter()
        .map(|g| {
            let mark = match (has_allowlist, g.allowed) {
                (false, _) => "",
                (true, true) => " (allowed)",
                (true, false) => " (outside the allowlist)",
            };
            format!("{}/ {}{mark}", g.dir, g.sites.len())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(file: &str, line: usize) -> Site {
        Site {
            file: file.into(),
            line,
            text: "x".into(),
        }
    }

    #[test]
    fn groups_by_directory_and_allowlist_takes_whole_components() {
        let g = group(
            vec![
                site("tools/web.py", 9),
                site("agent/run.py", 4),
                site("toolsets/x.py", 2),
                site("tools/web.py", 3),
                site("./tools/sub/a.py", 1),
            ],
            &["tools/".into()],
        );
        let dirs: Vec<(&str, bool, usize)> = g
            .iter()
            .map(|d| (d.dir.as_str(), d.allowed, d.sites.len()))
            .collect();
        assert_eq!(
            dirs,
            [
                ("agent", false, 1),
                ("tools", true, 2),
                ("tools/sub", true, 1),
                ("toolsets", false, 1)
            ]
        );
        assert_eq!(outside(&g), ["agent/run.py:4", "toolsets/x.py:2"]);
        assert!(is_under("a.py", "."));
        assert!(!is_under("toolsets/x.py", "tools"));
    }
}
