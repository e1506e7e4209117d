//! `docdrift.toml`: project defaults for `check` and `evidence`, so a
//! project runs `docdrift check` with no flags from any directory inside it.
//! The CLI finds and loads it; [`crate::claims::run::RunOptions::apply_project`]
//! fills what the flags left unset.
//!
//! Found like `lychee.toml`: the first `docdrift.toml` in the current
//! directory or one of its parents (`--config FILE` names one, `--no-config`
//! ignores it). Flags beat the file; the file beats the built-in defaults.
//! Relative paths in the file are relative to the file's directory, and so
//! are the relative `checkout`/`docs_dir` paths inside the claims files it
//! selects — the project root, wherever `check` runs. Unknown keys are an
//! error (a typo must not be silently ignored), named with file and line.
//!
//! ```toml
//! [scan]                       # defaults for `docdrift scan`
//! docs = "docs"                # or snapshots = "snapshots"
//! checkout = "src"
//! exclude = ["vendor/**"]      # globs relative to the checkout
//!
//! [check]
//! claims = "claims"            # a claims file or a directory of them
//! snapshots = "snapshots"
//! checkout = "../app"          # overrides every claims file's target.checkout
//! docs_base = "https://staging.example.com/docs/"   # or a directory
//! format = "table"             # table, json, markdown, junit, sarif, github
//! state = "snapshots/.check-state.json"
//! env = ["APP_VERSION"]        # ${APP_VERSION} may be read in [target] (like --env)
//!
//! # A known scan finding (its id, `*` matching anything) does not fail `scan`.
//! [[scan.accept]]
//! finding = "disagree/compression.protect_last_n/*"
//! reason = "the example config is fixed in the next release"
//! until = 2027-01-31
//!
//! # A known disagreement does not fail the run until the date (inclusive).
//! [[check.accept]]
//! claim = "cli-last-20"
//! reason = "docs fix waits for the 2.4 release"
//! until = 2027-01-31
//! ```

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::report::Format;

/// The file name searched for.
pub const FILE_NAME: &str = "docdrift.toml";

/// The whole file.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// `[check]`: defaults for `check` and `evidence`.
    #[serde(default)]
    pub check: CheckConfig,
    /// `[scan]`: defaults for `scan`.
    #[serde(default)]
    pub scan: ScanConfig,
}

/// `[scan]`: defaults for `docdrift scan`, so `docdrift scan` runs with no
/// flags. Paths relative to the file's directory; flags beat the file.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScanConfig {
    /// Directory of docs pages (`--docs`).
    pub docs: Option<PathBuf>,
    /// Snapshot store to read pages from instead (`--snapshots`).
    pub snapshots: Option<PathBuf>,
    /// Code checkout (`--checkout`).
    pub checkout: Option<PathBuf>,
    /// Globs (relative to the checkout, `**` allowed) of code files and
    /// directories scan leaves out, e.g. `["vendor/**", "tests/**"]`.
    #[serde(default)]
    pub exclude: Vec<String>,
    /// A baseline of known findings (`--baseline`).
    pub baseline: Option<PathBuf>,
    /// Known scan findings that do not fail the run for now.
    #[serde(default)]
    pub accept: Vec<RawScanAccept>,
}

/// One `[[scan.accept]]` as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScanAccept {
    /// A finding id as scan prints it (`disagree/compression.protect_last_n/1`);
    /// `*` matches any run of characters (`disagree/compression.*`).
    pub finding: String,
    /// Why the finding is accepted; must not be empty.
    pub reason: String,
    /// The last day (inclusive) the finding is accepted; must be a plain date (`2027-01-31`).
    /// `None`: forever.
    pub until: Option<toml::value::Datetime>,
}

/// An accepted scan finding: drift whose id matches `finding` (a glob)
/// does not fail `scan` until `until` (inclusive; forever when `None`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScanAccept {
    /// The finding id glob, as written (`*` matches any run of characters); checked to compile.
    pub finding: String,
    /// Why the finding is accepted, trimmed; never empty.
    pub reason: String,
    /// The last day (inclusive) the finding is accepted; `None`: forever.
    pub until: Option<chrono::NaiveDate>,
}

impl ScanAccept {
    /// Whether finding `id` is the one (or one of those) this names.
    pub fn matches(&self, id: &str) -> bool {
        globset::Glob::new(&self.finding)
            .map(|g| g.compile_matcher().is_match(id))
            .unwrap_or(false)
    }
}

/// `[check]`: defaults for `check` (and `evidence`, which reads the same
/// claims, snapshots, checkout and docs base).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckConfig {
    /// A claims file or a directory of them (`--claims`).
    pub claims: Option<PathBuf>,
    /// The snapshot store pages are read from (`--snapshots`).
    pub snapshots: Option<PathBuf>,
    /// A code checkout that overrides every claims file's `target.checkout` (`--checkout`).
    pub checkout: Option<PathBuf>,
    /// Another base to read pages from, a URL or a local build directory (`--docs-base`).
    pub docs_base: Option<String>,
    /// Report format, as written: `table`, `json`, `markdown`, `junit`, `sarif` or `github`
    /// (`--format`); parsed into [`Loaded::format`].
    pub format: Option<String>,
    /// The state file `check --changed-only` compares with (`--state`; see
    /// [`crate::claims::state`]).
    pub state: Option<PathBuf>,
    /// Environment variables `${NAME}` in a claims file's `[target]` may read besides
    /// `DOCDRIFT_*` (`--env NAME`; names given on the command line replace this list).
    #[serde(default)]
    pub env: Vec<String>,
    /// Known disagreements a release gate tolerates for now.
    #[serde(default)]
    pub accept: Vec<RawAccept>,
}

/// One `[[check.accept]]` as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawAccept {
    /// The id of the claim allowed to disagree.
    pub claim: String,
    /// Why the disagreement is accepted; must not be empty.
    pub reason: String,
    /// The last day (inclusive) it is accepted; must be a plain date (`2027-01-31`). `None`:
    /// forever.
    pub until: Option<toml::value::Datetime>,
}

/// An accepted disagreement: claim `claim` may disagree without failing
/// the run until `until` (inclusive; forever when `None`), for `reason`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accept {
    /// The id of the claim allowed to disagree.
    pub claim: String,
    /// Why it is accepted, trimmed; never empty; shown in the report.
    pub reason: String,
    /// The last day (inclusive) it is accepted; `None`: forever.
    pub until: Option<chrono::NaiveDate>,
}

/// A loaded file: where it is and what it says, paths already resolved.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The `docdrift.toml` that was read, as found or given with `--config`.
    pub path: PathBuf,
    /// The file's directory: the project root relative paths start from.
    pub dir: PathBuf,
    /// `[check]`, its paths resolved against [`Loaded::dir`] and made relative to the current
    /// directory when they lie under it.
    pub check: CheckConfig,
    /// `[scan]`, paths resolved like `[check]`'s.
    pub scan: ScanConfig,
    /// `check.format`, parsed; `None` when the file does not set it.
    pub format: Option<Format>,
    /// `[[check.accept]]`, validated (reasons present, `until` a date).
    pub accept: Vec<Accept>,
    /// `[[scan.accept]]`, validated.
    pub scan_accept: Vec<ScanAccept>,
}

/// A problem with `docdrift.toml`, naming the file (and line and column when it was read).
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", path.display())]
    Io {
        /// The file, as found or given with `--config`.
        path: PathBuf,
        /// The underlying I/O error.
        source: std::io::Error,
    },
    /// The file is not a valid `docdrift.toml`: bad TOML, an unknown key, a bad format, glob or
    /// date.
    #[error("{}:{line}:{column}: {message}", path.display())]
    Invalid {
        /// The file, as found or given with `--config`.
        path: PathBuf,
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column on that line, in characters.
        column: usize,
        /// What is wrong and what was expected, prefixed with the key.
        message: String,
    },
}

/// The first `docdrift.toml` in `start` or one of its parents.
pub fn discover(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .map(|d| d.join(FILE_NAME))
        .find(|p| p.is_file())
}

/// Read and validate `path`; relative paths in it are resolved against
/// its directory and then made relative to `cwd` when they lie under it
/// (so reports show `claims/x.toml`, not an absolute path).
pub fn load(path: &Path, cwd: &Path) -> Result<Loaded, ConfigError> {
    let src = std::fs::read_to_string(path).map_err(|source| ConfigError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let invalid = |offset: usize, message: String| {
        let before = &src[..offset.min(src.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
        ConfigError::Invalid {
            path: path.to_path_buf(),
            line,
            column,
            message,
        }
    };
    let config: Config = toml::from_str(&src).map_err(|e| {
        let offset = e.span().map(|s| s.start).unwrap_or(0);
        invalid(offset, e.message().trim().to_string())
    })?;
    let format = match &config.check.format {
        None => None,
        Some(f) => Some(f.parse::<Format>().map_err(|e| {
            let offset = src.find("format").unwrap_or(0);
            invalid(offset, format!("check.format: {e}"))
        })?),
    };
    // `until` must be a plain date; errors point at the entry's id, the part a reader searches for.
    let until_of = |d: &Option<toml::value::Datetime>,
                    what: &str,
                    id: &str,
                    at: usize|
     -> Result<Option<chrono::NaiveDate>, ConfigError> {
        let Some(d) = d else { return Ok(None) };
        match (d.date, d.time) {
            (Some(date), None) => chrono::NaiveDate::from_ymd_opt(
                i32::from(date.year),
                u32::from(date.month),
                u32::from(date.day),
            )
            .map(Some)
            .ok_or_else(|| invalid(at, format!("{what}.until {d}: not a date"))),
            _ => Err(invalid(
                at,
                format!("{what} for `{id}`: until = {d} must be a date like 2027-01-31"),
            )),
        }
    };
    let mut accept = Vec::new();
    for a in &config.check.accept {
        let at = src.find(&format!("\"{}\"", a.claim)).unwrap_or(0);
        if a.reason.trim().is_empty() {
            return Err(invalid(
                at,
                format!("check.accept for `{}`: give a reason", a.claim),
            ));
        }
        accept.push(Accept {
            claim: a.claim.clone(),
            reason: a.reason.trim().to_string(),
            until: until_of(&a.until, "check.accept", &a.claim, at)?,
        });
    }
    let mut scan_accept = Vec::new();
    for a in &config.scan.accept {
        let at = src.find(&format!("\"{}\"", a.finding)).unwrap_or(0);
        if a.reason.trim().is_empty() {
            return Err(invalid(
                at,
                format!("scan.accept for `{}`: give a reason", a.finding),
            ));
        }
        if let Err(e) = globset::Glob::new(&a.finding) {
            return Err(invalid(
                at,
                format!("scan.accept.finding {:?}: {e}", a.finding),
            ));
        }
        scan_accept.push(ScanAccept {
            finding: a.finding.clone(),
            reason: a.reason.trim().to_string(),
            until: until_of(&a.until, "scan.accept", &a.finding, at)?,
        });
    }
    let dir = std::path::absolute(path)
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf))
        .unwrap_or_else(|| cwd.to_path_buf());
    let place = |p: &PathBuf| -> PathBuf {
        let abs = dir.join(p);
        match abs.strip_prefix(cwd) {
            Ok(rel) if rel.as_os_str().is_empty() => PathBuf::from("."),
            Ok(rel) => rel.to_path_buf(),
            Err(_) => abs,
        }
    };
    let mut check = config.check.clone();
    check.claims = check.claims.as_ref().map(place);
    check.snapshots = check.snapshots.as_ref().map(place);
    check.checkout = check.checkout.as_ref().map(place);
    check.state = check.state.as_ref().map(place);
    // A docs base that is not a URL is a local build directory.
    check.docs_base = check.docs_base.map(|b| {
        if b.starts_with("http://") || b.starts_with("https://") {
            b
        } else {
            place(&PathBuf::from(b)).display().to_string()
        }
    });
    let mut scan = config.scan.clone();
    for p in [
        &mut scan.docs,
        &mut scan.snapshots,
        &mut scan.checkout,
        &mut scan.baseline,
    ] {
        *p = p.as_ref().map(place);
    }
    for g in &scan.exclude {
        if let Err(e) = globset::Glob::new(g) {
            let offset = src.find(g.as_str()).unwrap_or(0);
            return Err(invalid(offset, format!("scan.exclude {g:?}: {e}")));
        }
    }
    Ok(Loaded {
        path: path.to_path_buf(),
        dir,
        check,
        scan,
        format,
        accept,
        scan_accept,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn found_upward_and_paths_resolve_from_its_directory() {
        let root = tempfile::tempdir().unwrap();
        let root = root.path().canonicalize().unwrap();
        std::fs::create_dir_all(root.join("a/b")).unwrap();
        std::fs::write(
            root.join(FILE_NAME),
            "[check]\nclaims = \"claims\"\ncheckout = \"src\"\ndocs_base = \"site\"\nformat = \"SARIF\"\n",
        )
        .unwrap();
        let found = discover(&root.join("a/b")).unwrap();
        assert_eq!(found, root.join(FILE_NAME));
        // From a subdirectory the paths are absolute…
        let l = load(&found, &root.join("a/b")).unwrap();
        assert_eq!(l.check.claims, Some(root.join("claims")));
        assert_eq!(l.format, Some(Format::Sarif));
        assert_eq!(
            l.check.docs_base,
            Some(root.join("site").display().to_string())
        );
        // …from the root they stay relative.
        let l = load(&found, &root).unwrap();
        assert_eq!(l.check.checkout, Some(PathBuf::from("src")));
        assert_eq!(l.dir, root);
    }

    #[test]
    fn acceptances_need_a_reason_and_a_date() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join(FILE_NAME);
        std::fs::write(
            &p,
            "[[check.accept]]\nclaim = \"a\"\nreason = \"waits for 2.4\"\nuntil = 2027-01-31\n\n[[check.accept]]\nclaim = \"b\"\nreason = \"forever\"\n",
        )
        .unwrap();
        let l = load(&p, dir.path()).unwrap();
        assert_eq!(
            l.accept,
            [
                Accept {
                    claim: "a".into(),
                    reason: "waits for 2.4".into(),
                    until: chrono::NaiveDate::from_ymd_opt(2027, 1, 31),
                },
                Accept {
                    claim: "b".into(),
                    reason: "forever".into(),
                    until: None,
                }
            ]
        );
        std::fs::write(&p, "[[check.accept]]\nclaim = \"a\"\nreason = \" \"\n").unwrap();
        let e = load(&p, dir.path()).unwrap_err().to_string();
        assert!(
            e.contains(":2:9: check.accept for `a`: give a reason"),
            "{e}"
        );
        std::fs::write(
            &p,
            "[[check.accept]]\nclaim = \"a\"\nreason = \"r\"\nuntil = 2027-01-31T10:00:00Z\n",
        )
        .unwrap();
        let e = load(&p, dir.path()).unwrap_err().to_string();
        assert!(e.contains("must be a date like 2027-01-31"), "{e}");
        std::fs::write(&p, "[[check.accept]]\nclaim = \"a\"\n").unwrap();
        let e = load(&p, dir.path()).unwrap_err().to_string();
        assert!(e.contains("missing field `reason`"), "{e}");
    }

    #[test]
    fn unknown_keys_and_formats_name_file_and_line() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join(FILE_NAME);
        std::fs::write(&p, "[check]\nclaims = \"c\"\nsnapshot = \"s\"\n").unwrap();
        let e = load(&p, dir.path()).unwrap_err().to_string();
        assert!(
            e.contains("docdrift.toml:3:1: unknown field `snapshot`"),
            "{e}"
        );
        std::fs::write(&p, "[check]\nenv = \"APP\"\n").unwrap();
        let e = load(&p, dir.path()).unwrap_err().to_string();
        assert!(e.contains("docdrift.toml:2:7: invalid type"), "{e}");
        std::fs::write(&p, "[check]\nformat = \"xml\"\n").unwrap();
        let e = load(&p, dir.path()).unwrap_err().to_string();
        assert!(
            e.contains(":2:1: check.format: unknown report format `xml`"),
            "{e}"
        );
    }
}
