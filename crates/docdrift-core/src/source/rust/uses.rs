//! `use` items: flattening use trees and making paths absolute so a name can be
//! followed to its definition.

#[allow(unused_imports)]
use super::*;

/// One `use` entry: the name it brings into its module (`*` for a glob) and the crate path
/// it stands for.
#[derive(Debug, Clone)]
pub(crate) struct UseEntry {
    pub(crate) alias: String,
    pub(crate) target: String,
    pub(crate) cfg: Vec<String>,
    pub(crate) file: usize,
    pub(crate) line: usize,
}

/// Flatten a use tree into entries; `prefix` is the path so far, made crate-absolute.
pub(crate) fn flatten_use(
    tree: &syn::UseTree,
    prefix: Vec<String>,
    out: &mut Vec<(String, Vec<String>, usize)>,
) {
    match tree {
        syn::UseTree::Path(p) => {
            let mut pre = prefix;
            pre.push(p.ident.to_string());
            flatten_use(&p.tree, pre, out);
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            let mut full = prefix;
            if name == "self" {
                let alias = full.last().cloned().unwrap_or_default();
                out.push((alias, full, n.ident.span().start().line));
            } else {
                full.push(name.clone());
                out.push((name, full, n.ident.span().start().line));
            }
        }
        syn::UseTree::Rename(r) => {
            let mut full = prefix;
            if r.ident != "self" {
                full.push(r.ident.to_string());
            }
            out.push((r.rename.to_string(), full, r.ident.span().start().line));
        }
        syn::UseTree::Glob(g) => out.push(("*".into(), prefix, g.star_token.span.start().line)),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                flatten_use(t, prefix.clone(), out);
            }
        }
    }
}

/// A path as written in `module`, made crate-absolute: `crate::`, `self::`, `super::`;
/// other paths are taken relative to `module`.
pub(crate) fn absolute(module: &str, segs: &[String]) -> Option<String> {
    let mut m = module.to_string();
    let mut rest = segs;
    match rest.first().map(String::as_str) {
        Some("crate") | Some("$crate") => {
            m.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        _ => {}
    }
    while rest.first().map(String::as_str) == Some("super") {
        m = parent_of(&m);
        rest = &rest[1..];
    }
    // Paths into other crates (`core::`, `alloc::`, `libc::`) are outside what we read.
    if rest.is_empty() {
        return Some(m);
    }
    Some(join(&m, &rest.join("::")))
}

pub(crate) const PRIMITIVES: [&str; 17] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "char", "bool", "str",
];
