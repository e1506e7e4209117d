//! An enum's `#[default]` variant (`#[derive(Default)] enum QueueMode { #[default] Fifo, Lifo }`)
//! as the value of `QueueMode::default()`. A struct literal writing `queue_mode:
//! QueueMode::default()` then folds to the variant's path, `QueueMode::Fifo`, the value its docs
//! state ("Default: `Fifo`"), as a field written `QueueMode::Fifo` already does.
//!
//! syn gives no expression for a variant, and a definition borrows its expression from the
//! parsed file: each file keeps the expressions made for its enums (a string literal holding the
//! variant's path, spanned at the variant) beside its items.

#[allow(unused_imports)]
use super::*;

/// One enum with a `#[default]` unit variant: where it is, and `"Enum::Variant"` as a literal.
pub(crate) struct EnumDefault {
    /// Index into the file's modules, and of the enum among that module's items.
    pub(crate) module: usize,
    pub(crate) item: usize,
    pub(crate) expr: Expr,
}

/// An enum's `#[default]` unit variant.
fn default_variant(e: &syn::ItemEnum) -> Option<&syn::Variant> {
    e.variants.iter().find(|v| {
        matches!(v.fields, syn::Fields::Unit)
            && v.attrs.iter().any(|a| a.path().is_ident("default"))
    })
}

/// The enums of `modules` with a `#[default]` unit variant (inline modules are their own
/// entries; an enum inside a function body is nobody's default).
pub(crate) fn enum_defaults(modules: &[ModuleItems]) -> Vec<EnumDefault> {
    let mut out = Vec::new();
    for (mi, (_, _, items)) in modules.iter().enumerate() {
        for (ii, item) in items.iter().enumerate() {
            let Item::Enum(e) = item else { continue };
            let Some(v) = default_variant(e) else {
                continue;
            };
            let path = format!("{}::{}", e.ident, v.ident);
            out.push(EnumDefault {
                module: mi,
                item: ii,
                expr: Expr::Lit(syn::ExprLit {
                    attrs: Vec::new(),
                    lit: syn::Lit::Str(syn::LitStr::new(&path, v.ident.span())),
                }),
            });
        }
    }
    out
}

/// The enums declared in `files` (every module of each, inline ones included), with their
/// variants.
pub(crate) fn enum_variants(files: &[FileParse]) -> Vec<crate::source::EnumVariants> {
    let mut out = Vec::new();
    for f in files {
        for (_, _, items) in &f.modules {
            for item in items {
                if let Item::Enum(e) = item {
                    out.push(crate::source::EnumVariants {
                        name: e.ident.to_string(),
                        file: f.display.clone(),
                        line: e.ident.span().start().line,
                        variants: e.variants.iter().map(|v| v.ident.to_string()).collect(),
                    });
                }
            }
        }
    }
    out
}

/// A definition `module::Enum::default()` per enum default of file `fi`, valued at its literal.
pub(crate) fn push_enum_defaults<'a>(
    ctx: &Ctx,
    fi: usize,
    f: &'a FileParse,
    defs: &mut Vec<Def<'a>>,
) {
    for ed in &f.enum_defaults {
        let (module, mcfg, items) = &f.modules[ed.module];
        let Item::Enum(e) = &items[ed.item] else {
            continue;
        };
        let mut cfg = mcfg.clone();
        cfg.extend(cfgs_of(ctx, &e.attrs));
        let d = Def {
            kind: Kind::RustEnumDefault,
            name: join(module, &format!("{}::default()", e.ident)),
            module: module.clone(),
            self_ty: Some(join(module, &e.ident.to_string())),
            name_span: ed.expr.span(),
            expr: &ed.expr,
            cfg,
            file: fi,
        };
        push_def(ctx, d, defs);
    }
}

/// Each type's own default as a listed definition `Type::default()` (kind
/// [`Kind::RustTypeDefault`]), valued at the path it names: an enum's `#[default]` unit variant
/// (`QueueMode::Fifo`), or an `impl Default for Type` whose `default()` is one path or
/// argument-less call on the type (`Self::Any`, `Self::native()`, `TrustStore::native()` →
/// `TrustStore::native`). Docs state these as "The default is `IpVersion::Any`." or as "This is
/// the default." under the variant or constructor; a `default()` that builds a struct literal
/// lists its fields instead (`RustDefaultField`). Each `cfg`-gated `default()` is its own item.
pub(crate) fn type_defaults(ctxs: &[Ctx], files: &[FileParse]) -> Vec<Extracted> {
    let mut out = Vec::new();
    for (f, ctx) in files.iter().zip(ctxs) {
        for (module, mcfg, items) in &f.modules {
            let mut push = |ty: &str, member: &str, at: Span, attrs: &[&[Attribute]]| {
                let mut cfg = mcfg.clone();
                for a in attrs {
                    cfg.extend(cfgs_of(ctx, a));
                }
                out.push(Extracted {
                    selector: String::new(),
                    file: f.display.clone(),
                    line: at.start().line,
                    end_line: at.end().line.max(at.start().line),
                    kind: Kind::RustTypeDefault,
                    name: join(module, &format!("{ty}::default()")),
                    value: Some(Value::Str(format!("{ty}::{member}"))),
                    expr: ctx.text(at),
                    cfg: (!cfg.is_empty()).then(|| cfg.join(", ")),
                    commented_out: false,
                    warnings: Vec::new(),
                });
            };
            for item in items {
                match item {
                    Item::Enum(e) => {
                        if let Some(v) = default_variant(e) {
                            let ty = e.ident.to_string();
                            push(&ty, &v.ident.to_string(), v.ident.span(), &[&e.attrs]);
                        }
                    }
                    Item::Impl(imp) if is_default_impl(imp) => {
                        let Some(ty) = type_name(&imp.self_ty) else {
                            continue;
                        };
                        for it in &imp.items {
                            let ImplItem::Fn(fun) = it else { continue };
                            if fun.sig.ident != "default" {
                                continue;
                            }
                            let Some(body) = single_expr(&fun.block) else {
                                continue;
                            };
                            if let Some(member) = own_member(body, &ty) {
                                push(&ty, &member, body.span(), &[&imp.attrs, &fun.attrs]);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

/// `member` when `e` is `Self::member`, `Ty::member`, or either called with no arguments.
fn own_member(e: &Expr, ty: &str) -> Option<String> {
    let path = match e {
        Expr::Path(p) => &p.path,
        Expr::Call(c) if c.args.is_empty() => match &*c.func {
            Expr::Path(p) => &p.path,
            _ => return None,
        },
        _ => return None,
    };
    let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    match segs.as_slice() {
        [owner, member] if owner == "Self" || owner == ty => Some(member.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::core::value::Value;
    use crate::source;

    fn listing(src: &str) -> Vec<(String, Option<Value>, usize)> {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("lib.rs");
        std::fs::write(&f, src).unwrap();
        source::list(dir.path(), &f)
            .unwrap()
            .items
            .into_iter()
            .map(|i| (i.name, i.value, i.line))
            .collect()
    }

    #[test]
    fn a_field_written_as_the_enums_default_folds_to_its_default_variant() {
        let got = listing(
            "#[derive(Default)]\npub enum QueueMode {\n    Lifo,\n    #[default]\n    Fifo,\n}\n\
             pub struct Config { pub queue_mode: QueueMode, pub max: usize }\n\
             impl Default for Config {\n    fn default() -> Self {\n        \
             Config { queue_mode: QueueMode::default(), max: default_max() }\n    }\n}\n\
             fn default_max() -> usize { 16 }\n",
        );
        let field = |n: &str| got.iter().find(|(name, _, _)| name == n).cloned();
        assert_eq!(
            field("Config::default.queue_mode"),
            Some((
                "Config::default.queue_mode".into(),
                Some(Value::Str("QueueMode::Fifo".into())),
                10
            )),
            "{got:?}"
        );
        // A zero-argument function whose body folds is its value where it is called.
        assert_eq!(
            field("Config::default.max").map(|f| f.1),
            Some(Some(Value::Int(16)))
        );
        // The enum's own default is listed once, as the type's default, at its variant.
        assert_eq!(
            got.iter()
                .filter(|(n, _, _)| n.contains("QueueMode::default"))
                .collect::<Vec<_>>(),
            [&(
                "QueueMode::default()".to_string(),
                Some(Value::Str("QueueMode::Fifo".into())),
                5
            )],
            "{got:?}"
        );
    }
}
