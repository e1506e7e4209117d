//! Defaults written as field attributes for a derive macro, which the docs state under the
//! generated method or flag (issue 26, classes 1 and 2):
//!
//! - a builder derive (bon, derive_builder, typed-builder: `#[derive(Builder)]`, also inside
//!   `cfg_attr`): `#[builder(default = 80)]`, or `#[builder(default)]`, the field type's
//!   `Default` (`false`, `0`, `""`, `None`). Listed as the generated setter,
//!   `ExtensionBuilder::strikethrough` (kind `RustSetterDefault`), whose rustdoc page says
//!   "Default: false.";
//! - a clap (or structopt) derive: `#[arg(long, default_value_t = 100)]`,
//!   `#[arg(long = "max-width", default_value = "100")]`, listed as the option,
//!   `Args(--max-width)` (kind `CliOption`), as argparse and click options are, and by its
//!   short flag too (`Args(-w)`). A bare `long` is the field's name in kebab case, a bare
//!   `short` its first letter; a field with neither is positional and not listed.
//!
//! derive_builder writes `default = "…"` as code in a string (`default = "42"`); bon and
//! typed-builder write the expression. A string is read as code only in a file that names
//! `derive_builder`.

#[allow(unused_imports)]
use super::*;
use proc_macro2::Group;
use syn::punctuated::Punctuated;
use syn::{Meta, Token};

/// A default a field attribute writes, as an expression the definitions borrow.
pub(crate) struct AttrDefault {
    /// Index into the file's modules, and of the struct among that module's items.
    pub(crate) module: usize,
    pub(crate) item: usize,
    kind: Kind,
    /// `ExtensionBuilder::strikethrough`, `Args(--max-width)`.
    name: String,
    /// The generated type the name belongs to (`ExtensionBuilder`, `Args`).
    owner: String,
    /// The `cfg_attr` predicates the attribute sits under.
    cfg: Vec<String>,
    expr: Expr,
}

/// Every field-attribute default of the structs in `modules` (see the module doc).
pub(crate) fn attr_defaults(src: &str, modules: &[ModuleItems]) -> Vec<AttrDefault> {
    let code_strings = src.contains("derive_builder");
    let mut out = Vec::new();
    for (mi, (_, _, items)) in modules.iter().enumerate() {
        for (ii, item) in items.iter().enumerate() {
            let Item::Struct(s) = item else { continue };
            let syn::Fields::Named(fields) = &s.fields else {
                continue;
            };
            let builder = derives_builder(&s.attrs);
            for field in &fields.named {
                let Some(ident) = &field.ident else { continue };
                let field_name = ident.to_string();
                // Only these attributes can write a default; others are not parsed.
                let may_default = |a: &&Attribute| {
                    ["builder", "arg", "clap", "structopt", "cfg_attr"]
                        .iter()
                        .any(|p| a.path().is_ident(p))
                };
                let attrs = field.attrs.iter().filter(may_default);
                for (meta, cfg) in attrs.flat_map(effective_metas) {
                    let Meta::List(list) = &meta else { continue };
                    let Ok(args) =
                        list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                    else {
                        continue;
                    };
                    let what = list.path.get_ident().map(|i| i.to_string());
                    // The kind, the generated type, the names the default is listed under.
                    let found = match what.as_deref() {
                        Some("builder") if builder => {
                            builder_default(&args, &field.ty, code_strings).map(|e| {
                                let owner = format!("{}Builder", s.ident);
                                (Kind::RustSetterDefault, owner, vec![field_name.clone()], e)
                            })
                        }
                        Some("arg" | "clap" | "structopt") => {
                            clap_default(&args, &field.ty, &field_name)
                                .map(|(flags, e)| (Kind::CliOption, s.ident.to_string(), flags, e))
                        }
                        _ => None,
                    };
                    let Some((kind, owner, members, expr)) = found else {
                        continue;
                    };
                    for member in members {
                        let name = if kind == Kind::CliOption {
                            format!("{owner}({member})")
                        } else {
                            format!("{owner}::{member}")
                        };
                        out.push(AttrDefault {
                            module: mi,
                            item: ii,
                            kind,
                            name,
                            owner: owner.clone(),
                            cfg: cfg.clone(),
                            expr: expr.clone(),
                        });
                    }
                }
            }
        }
    }
    out
}

/// List the defaults of [`attr_defaults`] as definitions of file `fi`.
pub(crate) fn push_attr_defaults<'a>(
    ctx: &Ctx,
    fi: usize,
    f: &'a FileParse,
    defs: &mut Vec<Def<'a>>,
) {
    for ad in &f.attr_defaults {
        let (module, mcfg, items) = &f.modules[ad.module];
        let Item::Struct(s) = &items[ad.item] else {
            continue;
        };
        let mut cfg = mcfg.clone();
        cfg.extend(cfgs_of(ctx, &s.attrs));
        cfg.extend(ad.cfg.iter().cloned());
        let d = Def {
            kind: ad.kind,
            name: join(module, &ad.name),
            module: module.clone(),
            self_ty: Some(join(module, &ad.owner)),
            name_span: ad.expr.span(),
            expr: &ad.expr,
            cfg,
            file: fi,
        };
        push_def(ctx, d, defs);
    }
}

/// Does a struct derive a builder (`Builder`, `TypedBuilder`), directly or under `cfg_attr`?
fn derives_builder(attrs: &[Attribute]) -> bool {
    attrs.iter().flat_map(effective_metas).any(|(m, _)| {
        let Meta::List(l) = &m else { return false };
        l.path.is_ident("derive")
            && l.parse_args_with(Punctuated::<syn::Path, Token![,]>::parse_terminated)
                .is_ok_and(|ps| {
                    ps.iter().any(|p| {
                        p.segments
                            .last()
                            .is_some_and(|s| s.ident == "Builder" || s.ident == "TypedBuilder")
                    })
                })
    })
}

/// An attribute's metas with the `cfg_attr` predicates they sit under: `#[builder(default)]`
/// → (`builder(default)`, []); `#[cfg_attr(feature = "bon", builder(default))]` →
/// (`builder(default)`, [`cfg(feature = "bon")`]).
fn effective_metas(a: &Attribute) -> Vec<(Meta, Vec<String>)> {
    if !a.path().is_ident("cfg_attr") {
        return vec![(a.meta.clone(), Vec::new())];
    }
    let Meta::List(l) = &a.meta else {
        return Vec::new();
    };
    let Ok(args) = l.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated) else {
        return Vec::new();
    };
    let mut it = args.into_iter();
    let Some(pred) = it.next() else {
        return Vec::new();
    };
    let cond = format!("cfg({})", one_line(&pred.to_token_stream().to_string()));
    it.map(|m| (m, vec![cond.clone()])).collect()
}

/// A builder field's default: `default = EXPR` (a string holding code where the file uses
/// derive_builder), or bare `default`, the field type's own.
fn builder_default(
    args: &Punctuated<Meta, Token![,]>,
    ty: &syn::Type,
    code_strings: bool,
) -> Option<Expr> {
    args.iter().find_map(|m| match m {
        Meta::Path(p) if p.is_ident("default") => type_default(ty, p.span()),
        Meta::NameValue(nv) if nv.path.is_ident("default") => match &nv.value {
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) if code_strings => respanned(&s.value(), s.span()),
            e => Some(e.clone()),
        },
        _ => None,
    })
}

/// A clap field's flags (`--long`, `-s`) and default: `default_value_t = EXPR` (bare: the
/// type's own) or `default_value = "TEXT"` (a number or boolean written as text is that value,
/// as clap's parser reads it).
fn clap_default(
    args: &Punctuated<Meta, Token![,]>,
    ty: &syn::Type,
    field: &str,
) -> Option<(Vec<String>, Expr)> {
    let mut long: Option<String> = None;
    let mut short: Option<char> = None;
    let mut default: Option<Expr> = None;
    for m in args {
        match m {
            Meta::Path(p) if p.is_ident("long") => long = Some(field.replace('_', "-")),
            Meta::NameValue(nv) if nv.path.is_ident("long") => {
                if let Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) = &nv.value
                {
                    long = Some(s.value());
                }
            }
            Meta::Path(p) if p.is_ident("short") => short = field.chars().next(),
            Meta::NameValue(nv) if nv.path.is_ident("short") => {
                if let Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Char(c),
                    ..
                }) = &nv.value
                {
                    short = Some(c.value());
                }
            }
            Meta::Path(p) if p.is_ident("default_value_t") => {
                default = type_default(ty, p.span());
            }
            Meta::NameValue(nv) if nv.path.is_ident("default_value_t") => {
                default = Some(nv.value.clone());
            }
            Meta::NameValue(nv) if nv.path.is_ident("default_value") => {
                if let Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) = &nv.value
                {
                    let text = s.value();
                    let typed =
                        text.parse::<f64>().is_ok() || matches!(text.as_str(), "true" | "false");
                    default = if typed {
                        respanned(&text, s.span())
                    } else {
                        Some(nv.value.clone())
                    };
                }
            }
            _ => {}
        }
    }
    let flags: Vec<String> = long
        .map(|l| format!("--{l}"))
        .into_iter()
        .chain(short.map(|c| format!("-{c}")))
        .collect();
    (!flags.is_empty()).then_some((flags, default?))
}

/// A type's `Default` as an expression, for the types whose default is a literal.
fn type_default(ty: &syn::Type, span: Span) -> Option<Expr> {
    let syn::Type::Path(p) = ty else { return None };
    let last = p.path.segments.last()?.ident.to_string();
    let code = match last.as_str() {
        "bool" => "false",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "u8" | "u16" | "u32" | "u64" | "u128"
        | "usize" => "0",
        "f32" | "f64" => "0.0",
        "String" => "\"\"",
        "Option" => "None",
        _ => return None,
    };
    respanned(code, span)
}

/// `code` parsed as an expression whose every token sits at `span` (the attribute's), so
/// the definition's line and text are the attribute's.
fn respanned(code: &str, span: Span) -> Option<Expr> {
    fn respan(ts: TokenStream, span: Span) -> TokenStream {
        ts.into_iter()
            .map(|t| match t {
                TokenTree::Group(g) => {
                    let mut n = Group::new(g.delimiter(), respan(g.stream(), span));
                    n.set_span(span);
                    TokenTree::Group(n)
                }
                mut other => {
                    other.set_span(span);
                    other
                }
            })
            .collect()
    }
    let ts: TokenStream = code.parse().ok()?;
    syn::parse2(respan(ts, span)).ok()
}

#[cfg(test)]
mod tests {
    use crate::core::value::Value;
    use crate::source::Kind;

    fn listed(src: &str) -> Vec<(String, Kind, Option<Value>, usize)> {
        let l = crate::source::rust::list(std::path::Path::new("lib.rs"), src);
        l.items
            .into_iter()
            .filter(|i| matches!(i.kind, Kind::RustSetterDefault | Kind::CliOption))
            .map(|i| (i.name, i.kind, i.value, i.line))
            .collect()
    }

    #[test]
    fn builder_attributes_are_the_setters_defaults() {
        let src = "use bon::Builder;\n\
            #[derive(Default)]\n\
            #[cfg_attr(feature = \"bon\", derive(Builder))]\n\
            pub struct Render {\n\
            \x20   #[cfg_attr(feature = \"bon\", builder(default))]\n\
            \x20   pub hardbreaks: bool,\n\
            \x20   #[builder(default = 80)]\n\
            \x20   pub width: usize,\n\
            \x20   pub name: String,\n\
            }\n";
        assert_eq!(
            listed(src),
            vec![
                (
                    "RenderBuilder::hardbreaks".to_string(),
                    Kind::RustSetterDefault,
                    Some(Value::Bool(false)),
                    5
                ),
                (
                    "RenderBuilder::width".to_string(),
                    Kind::RustSetterDefault,
                    Some(Value::Int(80)),
                    7
                ),
            ]
        );
        // Without a builder derive, a `builder` attribute is someone else's.
        assert!(listed("struct S {\n    #[builder(default = 1)]\n    a: u8,\n}\n").is_empty());
    }

    #[test]
    fn derive_builder_writes_code_in_strings() {
        let src = "use derive_builder::Builder;\n#[derive(Builder)]\nstruct Conn {\n    #[builder(default = \"30\")]\n    timeout: u64,\n}\n";
        assert_eq!(listed(src)[0].2, Some(Value::Int(30)));
    }

    #[test]
    fn clap_fields_are_options_by_their_long_flag() {
        let src = "#[derive(Parser)]\nstruct Args {\n    #[arg(long, default_value_t = 100)]\n    max_width: usize,\n    #[arg(long = \"jobs\", default_value = \"4\")]\n    threads: u32,\n    #[clap(long, default_value = \"auto\")]\n    color: String,\n    #[arg(short, default_value_t = 1)]\n    verbose: u8,\n}\n";
        assert_eq!(
            listed(src),
            vec![
                (
                    "Args(--max-width)".to_string(),
                    Kind::CliOption,
                    Some(Value::Int(100)),
                    3
                ),
                (
                    "Args(--jobs)".to_string(),
                    Kind::CliOption,
                    Some(Value::Int(4)),
                    5
                ),
                (
                    "Args(--color)".to_string(),
                    Kind::CliOption,
                    Some(Value::Str("auto".into())),
                    7
                ),
                (
                    "Args(-v)".to_string(),
                    Kind::CliOption,
                    Some(Value::Int(1)),
                    9
                ),
            ]
        );
    }
}
