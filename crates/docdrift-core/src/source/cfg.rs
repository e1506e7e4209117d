//! Rust `cfg` predicates evaluated for a chosen target, the way rustc decides them.
//!
//! Extraction reports every `#[cfg]` variant and every `cfg!` branch with its condition; a
//! claim that is about one platform picks the variants that apply to it. A [`CfgSet`] is the
//! set of options rustc sets for a target (`unix`, `target_os = "linux"`, …), built from a
//! small table of common targets ([`KNOWN_TARGETS`], read off `rustc --print cfg --target T`)
//! plus options named explicitly (`feature = "std"`, `debug_assertions`). As with rustc, an
//! option that is not in the set is false: `cfg(feature = "x")` holds only when named.

use std::collections::BTreeSet;
use syn::punctuated::Punctuated;
use syn::{Expr, Lit, Meta, Token};

/// One target's options: triple, arch, os, env, family, pointer width, vendor, endian, panic.
type Row = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
);

/// The targets docdrift knows, read off `rustc --print cfg --target T` (rustc 1.95). A
/// family of `""` means none (bare metal, UEFI).
pub const KNOWN_TARGETS: &[Row] = &[
    (
        "x86_64-unknown-linux-gnu",
        "x86_64",
        "linux",
        "gnu",
        "unix",
        "64",
        "unknown",
        "little",
        "unwind",
    ),
    (
        "aarch64-unknown-linux-gnu",
        "aarch64",
        "linux",
        "gnu",
        "unix",
        "64",
        "unknown",
        "little",
        "unwind",
    ),
    (
        "i686-unknown-linux-gnu",
        "x86",
        "linux",
        "gnu",
        "unix",
        "32",
        "unknown",
        "little",
        "unwind",
    ),
    (
        "x86_64-unknown-linux-musl",
        "x86_64",
        "linux",
        "musl",
        "unix",
        "64",
        "unknown",
        "little",
        "unwind",
    ),
    (
        "x86_64-pc-windows-msvc",
        "x86_64",
        "windows",
        "msvc",
        "windows",
        "64",
        "pc",
        "little",
        "unwind",
    ),
    (
        "x86_64-pc-windows-gnu",
        "x86_64",
        "windows",
        "gnu",
        "windows",
        "64",
        "pc",
        "little",
        "unwind",
    ),
    (
        "i686-pc-windows-msvc",
        "x86",
        "windows",
        "msvc",
        "windows",
        "32",
        "pc",
        "little",
        "unwind",
    ),
    (
        "aarch64-pc-windows-msvc",
        "aarch64",
        "windows",
        "msvc",
        "windows",
        "64",
        "pc",
        "little",
        "unwind",
    ),
    (
        "x86_64-apple-darwin",
        "x86_64",
        "macos",
        "",
        "unix",
        "64",
        "apple",
        "little",
        "unwind",
    ),
    (
        "aarch64-apple-darwin",
        "aarch64",
        "macos",
        "",
        "unix",
        "64",
        "apple",
        "little",
        "unwind",
    ),
    (
        "aarch64-apple-ios",
        "aarch64",
        "ios",
        "",
        "unix",
        "64",
        "apple",
        "little",
        "unwind",
    ),
    (
        "aarch64-linux-android",
        "aarch64",
        "android",
        "",
        "unix",
        "64",
        "unknown",
        "little",
        "unwind",
    ),
    (
        "x86_64-unknown-freebsd",
        "x86_64",
        "freebsd",
        "",
        "unix",
        "64",
        "unknown",
        "little",
        "unwind",
    ),
    (
        "wasm32-unknown-unknown",
        "wasm32",
        "unknown",
        "",
        "wasm",
        "32",
        "unknown",
        "little",
        "abort",
    ),
    (
        "wasm32-wasip1",
        "wasm32",
        "wasi",
        "p1",
        "wasm",
        "32",
        "unknown",
        "little",
        "abort",
    ),
    (
        "riscv32imc-esp-espidf",
        "riscv32",
        "espidf",
        "newlib",
        "unix",
        "32",
        "espressif",
        "little",
        "abort",
    ),
    (
        "thumbv7em-none-eabihf",
        "arm",
        "none",
        "",
        "",
        "32",
        "unknown",
        "little",
        "abort",
    ),
    (
        "x86_64-unknown-uefi",
        "x86_64",
        "uefi",
        "",
        "",
        "64",
        "unknown",
        "little",
        "abort",
    ),
];

/// The cfg options set for one configuration: names (`unix`) and name/value pairs
/// (`target_os = "linux"`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CfgSet {
    /// How the user named it: `x86_64-unknown-linux-gnu`, `cfg(unix)`, or both.
    pub label: String,
    options: BTreeSet<(String, Option<String>)>,
}

/// Which configuration a claim is about: a target triple, explicit options, or both.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CfgChoice {
    /// A target triple (`target = "x86_64-unknown-linux-gnu"`); `None`: the claims file's default,
    /// if any.
    pub target: Option<String>,
    /// Options as rustc's `--cfg` takes them: `unix, target_os = "linux", feature = "std"`.
    pub cfg: Option<String>,
}

impl CfgChoice {
    /// Whether neither a target nor options were chosen (every `#[cfg]` variant is then compared).
    pub fn is_empty(&self) -> bool {
        self.target.is_none() && self.cfg.is_none()
    }

    /// The option set, or an error naming what is wrong (unknown target, bad option).
    pub fn resolve(&self) -> Result<Option<CfgSet>, String> {
        let mut set = match &self.target {
            Some(t) => CfgSet::for_target(t)?,
            None => CfgSet {
                label: String::new(),
                options: BTreeSet::new(),
            },
        };
        if let Some(c) = &self.cfg {
            set.add_options(c)?;
            set.label = if set.label.is_empty() {
                format!("cfg({c})")
            } else {
                format!("{} + cfg({c})", set.label)
            };
        }
        Ok((!self.is_empty()).then_some(set))
    }
}

impl CfgSet {
    /// The options rustc sets for a known target triple.
    pub fn for_target(triple: &str) -> Result<CfgSet, String> {
        let Some(row) = KNOWN_TARGETS.iter().find(|r| r.0 == triple.trim()) else {
            return Err(format!(
                "unknown target {triple:?}; known targets: {} (or name the options with `cfg = \"…\"`)",
                KNOWN_TARGETS
                    .iter()
                    .map(|r| r.0)
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        };
        let (_, arch, os, env, family, width, vendor, endian, panic) = *row;
        let mut options = BTreeSet::new();
        let mut kv = |k: &str, v: &str| {
            options.insert((k.to_string(), Some(v.to_string())));
        };
        kv("target_arch", arch);
        kv("target_os", os);
        kv("target_env", env);
        kv("target_pointer_width", width);
        kv("target_vendor", vendor);
        kv("target_endian", endian);
        kv("target_abi", "");
        kv("panic", panic);
        if !family.is_empty() {
            kv("target_family", family);
        }
        if family == "unix" || family == "windows" {
            options.insert((family.to_string(), None));
        }
        Ok(CfgSet {
            label: triple.trim().to_string(),
            options,
        })
    }

    /// Add options written as rustc's `--cfg` takes them, comma-separated:
    /// `unix, target_os = "linux", feature = "std"`.
    pub fn add_options(&mut self, text: &str) -> Result<(), String> {
        let parser = Punctuated::<Meta, Token![,]>::parse_terminated;
        let metas = syn::parse::Parser::parse_str(parser, text).map_err(|e| {
            format!("bad cfg options {text:?}: {e}; expected e.g. `unix, feature = \"std\"`")
        })?;
        for m in metas {
            match &m {
                Meta::Path(p) => {
                    self.options.insert((path_name(p), None));
                }
                Meta::NameValue(nv) => {
                    let v = str_lit(&nv.value).ok_or_else(|| {
                        format!("bad cfg option in {text:?}: the value of `{}` must be a string", path_name(&nv.path))
                    })?;
                    self.options.insert((path_name(&nv.path), Some(v)));
                }
                Meta::List(_) => {
                    return Err(format!(
                        "bad cfg options {text:?}: name options (`unix`, `feature = \"std\"`), not predicates like all()/any()"
                    ))
                }
            }
        }
        Ok(())
    }

    fn has(&self, name: &str, value: Option<&str>) -> bool {
        self.options
            .contains(&(name.to_string(), value.map(str::to_string)))
    }

    /// Does a cfg predicate (`unix`, `all(unix, not(target_os = "espidf"))`) hold?
    pub fn holds(&self, pred: &Meta) -> Result<bool, String> {
        match pred {
            Meta::Path(p) => Ok(self.has(&path_name(p), None)),
            Meta::NameValue(nv) => {
                let v = str_lit(&nv.value).ok_or("a cfg value must be a string")?;
                Ok(self.has(&path_name(&nv.path), Some(&v)))
            }
            Meta::List(l) => {
                let name = path_name(&l.path);
                let args = l
                    .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                    .map_err(|e| format!("bad cfg predicate `{name}(…)`: {e}"))?;
                let vals = args
                    .iter()
                    .map(|a| self.holds(a))
                    .collect::<Result<Vec<_>, _>>()?;
                match name.as_str() {
                    "all" => Ok(vals.iter().all(|&b| b)),
                    "any" => Ok(vals.iter().any(|&b| b)),
                    "not" if vals.len() == 1 => Ok(!vals[0]),
                    // `#[cfg(target_has_atomic = …)]`-like lists are not predicates we know.
                    _ => Err(format!("unknown cfg predicate `{name}(…)`")),
                }
            }
        }
    }

    /// Does every condition of a variant hold? `conds` is the text extraction reports:
    /// `cfg(unix), cfg(not(target_os = "espidf"))` (each `cfg(…)` must hold).
    pub fn applies(&self, conds: &str) -> Result<bool, String> {
        let parser = Punctuated::<Meta, Token![,]>::parse_terminated;
        let metas = syn::parse::Parser::parse_str(parser, conds)
            .map_err(|e| format!("cannot read cfg `{conds}`: {e}"))?;
        for m in metas {
            let Meta::List(l) = &m else {
                return Err(format!("cannot read cfg `{conds}`: expected cfg(…)"));
            };
            if !l.path.is_ident("cfg") {
                return Err(format!("cannot read cfg `{conds}`: expected cfg(…)"));
            }
            let pred: Meta = l
                .parse_args()
                .map_err(|e| format!("cannot read cfg `{conds}`: {e}"))?;
            if !self.holds(&pred)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

fn path_name(p: &syn::Path) -> String {
    p.segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

fn str_lit(e: &Expr) -> Option<String> {
    match e {
        Expr::Lit(l) => match &l.lit {
            Lit::Str(s) => Some(s.value()),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(t: &str) -> CfgSet {
        CfgSet::for_target(t).unwrap()
    }

    #[test]
    fn targets_answer_the_usual_predicates() {
        let linux = set("x86_64-unknown-linux-gnu");
        let esp = set("riscv32imc-esp-espidf");
        let win = set("x86_64-pc-windows-msvc");
        let c = |s: &CfgSet, t: &str| s.applies(t).unwrap();
        assert!(c(&linux, "cfg(unix)"));
        assert!(!c(&linux, "cfg(windows)"));
        assert!(c(&win, "cfg(windows)"));
        assert!(c(&linux, r#"cfg(not(target_os = "espidf"))"#));
        assert!(c(&esp, r#"cfg(target_os = "espidf")"#));
        assert!(c(
            &linux,
            r#"cfg(all(target_family = "unix", target_pointer_width = "64"))"#
        ));
        assert!(!c(&esp, r#"cfg(target_pointer_width = "64")"#));
        assert!(c(
            &linux,
            r#"cfg(any(target_os = "wasi", target_env = "gnu")), cfg(unix)"#
        ));
        assert!(!c(&linux, r#"cfg(unix), cfg(target_arch = "aarch64")"#));
        assert!(!c(&linux, r#"cfg(feature = "std")"#));
    }

    #[test]
    fn explicit_options_and_features() {
        let choice = CfgChoice {
            target: Some("x86_64-unknown-linux-gnu".into()),
            cfg: Some(r#"feature = "std", debug_assertions"#.into()),
        };
        let s = choice.resolve().unwrap().unwrap();
        assert_eq!(
            s.label,
            r#"x86_64-unknown-linux-gnu + cfg(feature = "std", debug_assertions)"#
        );
        assert!(s
            .applies(r#"cfg(all(feature = "std", debug_assertions, unix))"#)
            .unwrap());
        let only = CfgChoice {
            target: None,
            cfg: Some("windows".into()),
        };
        let s = only.resolve().unwrap().unwrap();
        assert!(s.applies("cfg(windows)").unwrap());
        assert!(!s.applies("cfg(unix)").unwrap());
        assert!(CfgChoice::default().resolve().unwrap().is_none());
    }

    #[test]
    fn bad_input_is_named() {
        let e = CfgSet::for_target("sparc-sun-nowhere").unwrap_err();
        assert!(
            e.starts_with(
                "unknown target \"sparc-sun-nowhere\"; known targets: x86_64-unknown-linux-gnu"
            ),
            "{e}"
        );
        let mut s = set("x86_64-unknown-linux-gnu");
        assert!(s
            .add_options("all(unix)")
            .unwrap_err()
            .contains("not predicates"));
        assert!(s
            .add_options("feature = 3")
            .unwrap_err()
            .contains("must be a string"));
        assert!(s
            .applies("cfg(frobnicate(unix))")
            .unwrap_err()
            .contains("unknown cfg predicate"));
    }

    /// The table is what rustc says, when a rustc is on PATH to ask.
    #[test]
    fn table_matches_rustc_print_cfg() {
        for row in KNOWN_TARGETS {
            let Ok(out) = std::process::Command::new("rustc")
                .args(["--print", "cfg", "--target", row.0])
                .output()
            else {
                eprintln!("rustc not found: table not cross-checked");
                return;
            };
            if !out.status.success() {
                continue;
            }
            let text = String::from_utf8_lossy(&out.stdout);
            let s = set(row.0);
            for line in text.lines() {
                let (k, v) = match line.split_once('=') {
                    Some((k, v)) => (k, Some(v.trim_matches('"'))),
                    None => (line, None),
                };
                let keys = [
                    "target_arch",
                    "target_os",
                    "target_env",
                    "target_family",
                    "target_pointer_width",
                    "target_vendor",
                    "target_endian",
                    "panic",
                    "unix",
                    "windows",
                ];
                if keys.contains(&k) {
                    assert!(s.has(k, v), "{}: rustc sets {line}", row.0);
                }
            }
        }
    }
}
