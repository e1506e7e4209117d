//! Rust extraction with syn (full) and proc-macro2 `span-locations` for line numbers.
//!
//! Produces consts and statics at any inline-module depth (`io::DEFAULT_BUF_SIZE`),
//! associated consts (`Type::NAME`, trait defaults `Trait::NAME`) and the field values of
//! struct literals in `impl Default for T { fn default() }` (`Config::default.timeout`). Every
//! `#[cfg]` variant is a separate record carrying its cfg text, so callers see all of them.
//! syn stops at the first syntax error; we parse item by item instead, skip a broken item to
//! the next `;` or `{…}` and report it, so the rest of the file is still read.

use super::eval::{self, EvalError};
use super::{Extracted, Kind, Lines, Listing, ParseIssue};
use crate::core::value::Value;
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::ToTokens;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use syn::parse::discouraged::Speculative;
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{Attribute, Expr, ImplItem, Item, TraitItem};

mod attr_defaults;
mod defs;
mod enums;
mod env;
mod links;
mod setters;
mod tree;
mod uses;
#[allow(unused_imports)]
pub(crate) use attr_defaults::*;
pub(crate) use defs::*;
#[allow(unused_imports)]
pub(crate) use enums::*;
#[allow(unused_imports)]
pub(crate) use env::*;
#[allow(unused_imports)]
pub(crate) use links::*;
#[allow(unused_imports)]
pub(crate) use setters::*;
#[allow(unused_imports)]
pub use tree::*;
#[allow(unused_imports)]
pub(crate) use uses::*;

/// Items parsed from one token stream, the errors skipped over, and inline modules whose
/// bodies failed as a whole (re-parsed item by item under their name).
pub(crate) struct Parsed {
    items: Vec<Item>,
    errors: Vec<syn::Error>,
    broken_mods: Vec<(String, Vec<Attribute>, TokenStream)>,
}

fn parse_items(stream: TokenStream, inner_attrs: bool) -> syn::Result<Parsed> {
    let parser = |input: ParseStream| -> syn::Result<Parsed> {
        if inner_attrs {
            // `#![...]` at the top of a file; a malformed one is an item error below.
            let fork = input.fork();
            if fork.call(Attribute::parse_inner).is_ok() {
                input.advance_to(&fork);
            }
        }
        let mut out = Parsed {
            items: Vec::new(),
            errors: Vec::new(),
            broken_mods: Vec::new(),
        };
        while !input.is_empty() {
            let fork = input.fork();
            match fork.parse::<Item>() {
                Ok(item) => {
                    input.advance_to(&fork);
                    out.items.push(item);
                }
                Err(e) => {
                    out.errors.push(e);
                    skip_item(input, &mut out)?;
                }
            }
        }
        Ok(out)
    };
    parser.parse2(stream)
}

/// Skip one broken item: up to and including a top-level `;` or `{…}` group. When the item was
/// `mod name { … }`, keep the body to re-parse it.
fn skip_item(input: ParseStream, out: &mut Parsed) -> syn::Result<()> {
    let attrs = input.call(Attribute::parse_outer).unwrap_or_default();
    let mut prev_two: (Option<String>, Option<String>) = (None, None);
    let mut header: Vec<TokenTree> = Vec::new();
    while !input.is_empty() {
        let tt: TokenTree = input.parse()?;
        match &tt {
            TokenTree::Punct(p) if p.as_char() == ';' => break,
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                if let (Some(m), Some(name)) = &prev_two {
                    if m == "mod" {
                        out.broken_mods
                            .push((name.clone(), attrs.clone(), g.stream()));
                    }
                }
                // `impl const Trait for T { … }` (syntax syn does not know): the header is
                // broken, the body often is not; keep its consts under `T`.
                if let Some(item) = recover_impl(&attrs, &header, g) {
                    out.items.push(item);
                }
                if input.peek(syn::Token![;]) {
                    input.parse::<syn::Token![;]>()?;
                }
                break;
            }
            TokenTree::Ident(i) => {
                prev_two = (prev_two.1.take(), Some(i.to_string()));
            }
            _ => prev_two = (None, None),
        }
        header.push(tt);
    }
    Ok(())
}

/// Re-parse the body of a broken `impl` header as `impl T { body }` (or `impl Default for T`),
/// so its associated consts and defaults are still read. `None` when the header is not an impl
/// or the body itself does not parse.
fn recover_impl(
    attrs: &[Attribute],
    header: &[TokenTree],
    body: &proc_macro2::Group,
) -> Option<Item> {
    let is = |t: &TokenTree, s: &str| matches!(t, TokenTree::Ident(i) if i == s);
    let start = header.iter().position(|t| is(t, "impl"))?;
    if header[..start]
        .iter()
        .any(|t| !is(t, "unsafe") && !is(t, "pub"))
    {
        return None;
    }
    // The self type: the first identifier after `for` at angle depth 0, else after `impl`
    // (its generics and `const` skipped).
    let mut depth = 0i32;
    let mut after_for = None;
    let mut trait_is_default = false;
    for (i, t) in header.iter().enumerate().skip(start + 1) {
        match t {
            TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
            TokenTree::Punct(p) if p.as_char() == '>' => depth -= 1,
            TokenTree::Ident(id) if depth == 0 && id == "for" => {
                after_for = Some(i + 1);
                break;
            }
            TokenTree::Ident(id) if depth == 0 && id == "Default" => trait_is_default = true,
            _ => {}
        }
    }
    let mut depth = 0i32;
    let from = after_for.unwrap_or(start + 1);
    let ty = header[from..].iter().find_map(|t| match t {
        TokenTree::Punct(p) if p.as_char() == '<' => {
            depth += 1;
            None
        }
        TokenTree::Punct(p) if p.as_char() == '>' => {
            depth -= 1;
            None
        }
        TokenTree::Ident(id) if depth == 0 && id != "const" && id != "dyn" => Some(id.clone()),
        _ => None,
    })?;
    let group = TokenTree::Group(body.clone());
    let tokens: TokenStream = if trait_is_default && after_for.is_some() {
        quote::quote! { #(#attrs)* impl Default for #ty #group }
    } else {
        quote::quote! { #(#attrs)* impl #ty #group }
    };
    syn::parse2::<Item>(tokens).ok()
}

/// The expression `None`.
fn is_none_path(e: &Expr) -> bool {
    matches!(e, Expr::Path(p) if p.qself.is_none() && p.path.is_ident("None"))
}

/// Marks a candidate path as `primitive::NAME` (never a module path: `<` cannot start one).
const PRIMITIVE_MARK: &str = "<primitive>::";

/// Rounds of reading the modules that paths lead to, and how many files at most.
const MAX_ROUNDS: usize = 8;
const MAX_EXTRA_FILES: usize = 256;

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = r#"
pub const KB: usize = 1024;
const BUF: usize = 8 * KB;
pub static NAME: &str = "docdrift";

#[cfg(unix)]
const SEP: char = '/';
#[cfg(windows)]
const SEP: char = '\\';

mod io {
    pub const DEFAULT_BUF_SIZE: usize = if cfg!(target_os = "espidf") { 512 } else { 8 * super::KB };
    pub mod deep { pub const X: u32 = 1 << 4; }
}

pub struct Config { timeout: u64, name: String, retry: Retry }
impl Config {
    pub const MAX: u32 = u16::MAX as u32 + Self::EXTRA;
    const EXTRA: u32 = 1;
    fn default_retries() -> u32 { 3 }
    fn new() -> Self { Self::default() }
}
fn default_port() -> u16 { 8000 + 80 }
impl Default for Config {
    fn default() -> Self {
        Self {
            timeout: 30,
            name: String::from("x"),
            retry: Retry { attempts: 3 },
        }
    }
}
"#;

    fn find<'a>(l: &'a Listing, name: &str) -> Vec<&'a Extracted> {
        l.items.iter().filter(|i| i.name == name).collect()
    }

    #[test]
    fn consts_statics_modules_assoc_and_defaults() {
        let l = list(Path::new("lib.rs"), SRC);
        assert!(l.errors.is_empty(), "{:?}", l.errors);
        let b = find(&l, "BUF")[0];
        assert_eq!(
            (b.line, b.kind, b.value.clone(), b.expr.as_str()),
            (3, Kind::RustConst, Some(Value::Int(8192)), "8 * KB")
        );
        assert_eq!(find(&l, "NAME")[0].kind, Kind::RustStatic);
        let sep = find(&l, "SEP");
        assert_eq!(sep.len(), 2);
        assert_eq!(sep[0].cfg.as_deref(), Some("cfg(unix)"));
        assert_eq!(sep[1].cfg.as_deref(), Some("cfg(windows)"));
        assert_eq!(sep[1].value, Some(Value::Str("\\".into())));
        let io = find(&l, "io::DEFAULT_BUF_SIZE");
        let got: Vec<(Option<Value>, Option<&str>, &str)> = io
            .iter()
            .map(|i| (i.value.clone(), i.cfg.as_deref(), i.expr.as_str()))
            .collect();
        assert_eq!(
            got,
            vec![
                (
                    Some(Value::Int(512)),
                    Some(r#"cfg(target_os = "espidf")"#),
                    "512"
                ),
                (
                    Some(Value::Int(8192)),
                    Some(r#"cfg(not(target_os = "espidf"))"#),
                    "8 * super::KB"
                ),
            ]
        );
        assert_eq!(find(&l, "io::deep::X")[0].value, Some(Value::Int(16)));
        assert_eq!(find(&l, "Config::MAX")[0].value, Some(Value::Int(65536)));
        let t = find(&l, "Config::default.timeout")[0];
        assert_eq!(
            (t.kind, t.line, t.value.clone()),
            (Kind::RustDefaultField, 27, Some(Value::Int(30)))
        );
        assert_eq!(
            find(&l, "Config::default.retry.attempts")[0].value,
            Some(Value::Int(3))
        );
        assert_eq!(find(&l, "Config::default.name")[0].value, None);
        let f = find(&l, "default_port()")[0];
        assert_eq!(
            (f.kind, f.value.clone()),
            (Kind::RustFnReturn, Some(Value::Int(8080)))
        );
        assert_eq!(
            find(&l, "Config::default_retries()")[0].value,
            Some(Value::Int(3))
        );
        assert!(
            find(&l, "Config::new()").is_empty(),
            "a constructor is not a value"
        );
    }

    #[test]
    fn broken_items_are_skipped_and_reported() {
        let src = "const A: u8 = 1;\nfn broken(x: ) -> { }\nconst B: u8 = 2;\nmod m {\n    const C: u8 = 3;\n    struct = ;\n}\n";
        let l = list(Path::new("x.rs"), src);
        assert_eq!(find(&l, "A")[0].value, Some(Value::Int(1)));
        assert_eq!(find(&l, "B")[0].value, Some(Value::Int(2)));
        assert_eq!(find(&l, "m::C")[0].value, Some(Value::Int(3)));
        let lines: Vec<usize> = l.errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![2, 6]);
    }

    #[test]
    fn unbalanced_delimiters_report_an_error() {
        let l = list(Path::new("x.rs"), "const A: u8 = 1;\nfn f() {\n");
        assert!(l.items.is_empty());
        assert_eq!(l.errors.len(), 1);
    }

    fn write(dir: &Path, rel: &str, text: &str) {
        let p = dir.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    fn extract_in(dir: &Path, rel: &str, want: &str, cfg: Option<&str>) -> Vec<Extracted> {
        let set = cfg.map(|t| super::super::cfg::CfgSet::for_target(t).unwrap());
        let text = std::fs::read_to_string(dir.join(rel)).unwrap();
        let q = Query {
            want: Some(want),
            cfg: set.as_ref(),
            jail: None,
        };
        list_tree_for(Some(&dir.join(rel)), Path::new(rel), &text, &q)
            .listing
            .items
            .into_iter()
            .filter(|i| i.name == want)
            .collect()
    }

    /// A small crate shaped like std: a cfg!-valued const in `sys::io`, re-exported through
    /// `crate::` paths, `use` imports, `cfg_select!`/`cfg_if!` modules and a glob.
    fn std_like() -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        let root = d.path();
        write(
            root,
            "lib.rs",
            "pub mod io;\nmod sys;\npub mod path;\npub mod thread;\n",
        );
        write(
            root,
            "sys/mod.rs",
            "pub mod io;\npub mod path;\npub mod thread;\n",
        );
        write(
            root,
            "sys/io/mod.rs",
            "pub const DEFAULT_BUF_SIZE: usize = if cfg!(target_os = \"espidf\") { 512 } else { 8 * 1024 };\n",
        );
        write(
            root,
            "io/mod.rs",
            "mod buffered;\nconst DEFAULT_BUF_SIZE: usize = crate::sys::io::DEFAULT_BUF_SIZE;\n",
        );
        write(
            root,
            "io/buffered/mod.rs",
            "use crate::io::{self, DEFAULT_BUF_SIZE as BUF};\npub const TWICE: usize = BUF * 2;\n",
        );
        write(
            root,
            "sys/path/mod.rs",
            "cfg_select! {\n    target_os = \"windows\" => {\n        mod windows;\n        pub use windows::*;\n    }\n    _ => {\n        mod unix;\n        pub use unix::*;\n    }\n}\n",
        );
        write(
            root,
            "sys/path/unix.rs",
            "pub const MAIN_SEP: char = '/';\n",
        );
        write(
            root,
            "sys/path/windows.rs",
            "pub const MAIN_SEP: char = '\\\\';\n",
        );
        write(
            root,
            "path.rs",
            "pub const MAIN_SEPARATOR: char = crate::sys::path::MAIN_SEP;\n",
        );
        write(
            root,
            "sys/thread/mod.rs",
            "cfg_if::cfg_if! {\n    if #[cfg(unix)] {\n        mod unix;\n        pub use unix::DEFAULT_MIN_STACK_SIZE;\n    } else {\n        mod other;\n        pub(crate) use other::DEFAULT_MIN_STACK_SIZE;\n    }\n}\n",
        );
        write(
            root,
            "sys/thread/unix.rs",
            "#[cfg(not(target_os = \"espidf\"))]\npub const DEFAULT_MIN_STACK_SIZE: usize = 2 * 1024 * 1024;\n#[cfg(target_os = \"espidf\")]\npub const DEFAULT_MIN_STACK_SIZE: usize = 0;\n",
        );
        write(
            root,
            "sys/thread/other.rs",
            "pub const DEFAULT_MIN_STACK_SIZE: usize = 1024 * 1024;\n",
        );
        write(
            root,
            "thread.rs",
            "use crate::sys::thread as imp;\npub const MIN: usize = imp::DEFAULT_MIN_STACK_SIZE;\n",
        );
        d
    }

    fn values(found: &[Extracted]) -> Vec<(Value, String)> {
        found
            .iter()
            .map(|i| (i.value.clone().unwrap(), i.cfg.clone().unwrap_or_default()))
            .collect()
    }

    #[test]
    fn crate_paths_and_imports_are_followed_with_each_variant() {
        let d = std_like();
        let root = d.path();
        let io = extract_in(root, "io/mod.rs", "DEFAULT_BUF_SIZE", None);
        assert_eq!(
            values(&io),
            vec![
                (Value::Int(512), r#"cfg(target_os = "espidf")"#.to_string()),
                (
                    Value::Int(8192),
                    r#"cfg(not(target_os = "espidf"))"#.to_string()
                ),
            ]
        );
        assert!(
            io[0].warnings[0].contains("sys::io::DEFAULT_BUF_SIZE (sys/io/mod.rs:1)"),
            "{:?}",
            io[0].warnings
        );
        // A name brought in by `use … as`, used in an expression.
        let twice = extract_in(root, "io/buffered/mod.rs", "TWICE", None);
        assert_eq!(values(&twice)[1].0, Value::Int(16384));
        // The imported name itself, as a selector.
        let buf = extract_in(root, "io/buffered/mod.rs", "BUF", None);
        assert_eq!(buf.len(), 2);
        assert_eq!(buf[0].file, Path::new("io/mod.rs"));
        // `crate::` form as a selector, from any file of the crate.
        let abs = extract_in(root, "path.rs", "crate::sys::io::DEFAULT_BUF_SIZE", None);
        assert_eq!(abs.len(), 2);
        // A glob re-export inside cfg_select!: each arm with its condition.
        let sep = extract_in(root, "path.rs", "MAIN_SEPARATOR", None);
        let mut got = values(&sep);
        got.sort_by(|a, b| a.1.cmp(&b.1));
        assert_eq!(
            got,
            vec![
                (
                    Value::Str("/".into()),
                    r#"cfg(not(target_os = "windows"))"#.into()
                ),
                (
                    Value::Str("\\".into()),
                    r#"cfg(target_os = "windows")"#.into()
                ),
            ]
        );
        // `use … as imp` then `imp::NAME`, through a cfg_if! re-export and #[cfg] variants.
        let min = extract_in(root, "thread.rs", "MIN", None);
        let mut got = values(&min);
        got.sort_by(|a, b| a.1.cmp(&b.1));
        assert_eq!(got.len(), 3, "{got:?}");
        assert!(
            got.contains(&(
                Value::Int(2 * 1024 * 1024),
                r#"cfg(unix), cfg(not(target_os = "espidf"))"#.into()
            )),
            "{got:?}"
        );
        assert!(
            got.contains(&(Value::Int(1024 * 1024), "cfg(not(unix))".into())),
            "{got:?}"
        );
    }

    #[test]
    fn a_target_picks_its_variants() {
        let d = std_like();
        let root = d.path();
        let linux = extract_in(
            root,
            "io/mod.rs",
            "DEFAULT_BUF_SIZE",
            Some("x86_64-unknown-linux-gnu"),
        );
        // Only the branch for the target is left, so the value needs no condition.
        assert_eq!(values(&linux), vec![(Value::Int(8192), String::new())]);
        let esp = extract_in(root, "thread.rs", "MIN", Some("riscv32imc-esp-espidf"));
        assert_eq!(values(&esp).len(), 1);
        assert_eq!(values(&esp)[0].0, Value::Int(0));
        let win = extract_in(
            root,
            "path.rs",
            "MAIN_SEPARATOR",
            Some("x86_64-pc-windows-msvc"),
        );
        assert_eq!(values(&win), vec![(Value::Str("\\".into()), String::new())]);
        let wasm = extract_in(root, "thread.rs", "MIN", Some("wasm32-unknown-unknown"));
        assert_eq!(values(&wasm)[0].0, Value::Int(1024 * 1024));
    }

    #[test]
    fn macro_made_names_say_which_macro() {
        let src = "impl u8 {\n    uint_impl! { Self = u8, MAX = 255, }\n}\n";
        let a = list_tree_for(
            None,
            Path::new("num.rs"),
            src,
            &Query {
                want: Some("u8::MAX"),
                cfg: None,
                jail: None,
            },
        );
        assert!(a.listing.items.is_empty());
        assert_eq!(
            a.macro_note.as_deref(),
            Some("`u8::MAX` is made by macro `uint_impl!` (invoked in `impl u8` at num.rs:2); docdrift reads source as written and does not expand macros")
        );
    }

    #[test]
    fn integer_literals_past_i128_are_exact() {
        let src = "pub const BIG: u128 = 340_282_366_920_938_463_463_374_607_431_768_211_455;\npub const MAXU: u128 = u128::MAX;\npub const MINI: i128 = i128::MIN;\npub const I64: i64 = 0x7fff_ffff_ffff_ffff;\n";
        let l = list(Path::new("x.rs"), src);
        assert_eq!(find(&l, "BIG")[0].value, Some(Value::from_u128(u128::MAX)));
        assert_eq!(find(&l, "MAXU")[0].value, Some(Value::from_u128(u128::MAX)));
        assert_eq!(find(&l, "MINI")[0].value, Some(Value::Int(i128::MIN)));
        assert_eq!(find(&l, "I64")[0].value, Some(Value::Int(i64::MAX as i128)));
    }

    #[test]
    fn consts_in_an_impl_with_a_broken_header_are_still_read() {
        let src = "impl const AsRef<str> for Path {\n    const SEP: char = '/';\n    fn as_ref(&self) -> &str { \"\" }\n}\nimpl const Default for Config {\n    fn default() -> Self { Self { n: 3 } }\n}\nconst AFTER: u8 = 1;\n";
        let l = list(Path::new("x.rs"), src);
        assert_eq!(l.errors.len(), 2, "{:?}", l.errors);
        let sep = find(&l, "Path::SEP")[0];
        assert_eq!(
            (sep.line, sep.value.clone()),
            (2, Some(Value::Str("/".into())))
        );
        assert_eq!(find(&l, "Config::default.n")[0].value, Some(Value::Int(3)));
        assert_eq!(find(&l, "AFTER")[0].value, Some(Value::Int(1)));
    }

    #[test]
    fn a_broken_item_inside_cfg_select_hides_nothing_else() {
        let src = "cfg_select! {\n    unix => {\n        pub const A: u8 = 1;\n        impl const Broken for X {}\n        pub const B: u8 = 2;\n    }\n    _ => { pub const A: u8 = 3; }\n}\n";
        let l = list(Path::new("x.rs"), src);
        assert_eq!(find(&l, "B")[0].value, Some(Value::Int(2)));
        assert_eq!(find(&l, "A").len(), 2);
        assert_eq!(l.errors.len(), 1, "{:?}", l.errors);
        assert_eq!(l.errors[0].line, 4);
    }
}
