//! Reading a crate's module tree: from the crate root through `mod` declarations
//! and `#[path]`, with cfg-expanded macros, to answer one query or list all
//! definitions.

#[allow(unused_imports)]
use super::*;

/// Items of one module: its path, the cfgs around it, and its items.
pub(crate) type ModuleItems = (String, Vec<String>, Vec<Item>);

/// Parse a Rust text item by item. Returns the text the spans index into (shebang and BOM
/// blanked so offsets stay stable), the items per module, and the syntax errors skipped over.
pub(crate) fn parse_recovering(
    file: &Path,
    text: &str,
) -> (String, Vec<ModuleItems>, Vec<ParseIssue>) {
    let mut src = text
        .strip_prefix('\u{feff}')
        .map(|s| format!(" {s}"))
        .unwrap_or_else(|| text.to_string());
    if src.starts_with("#!") && !src.starts_with("#![") {
        let end = src.find('\n').unwrap_or(src.len());
        src.replace_range(..end, &" ".repeat(end));
    }
    let mut errors = Vec::new();
    let stream: TokenStream = match src.parse() {
        Ok(s) => s,
        Err(e) => {
            let line = e.span().start().line.max(1);
            errors.push(ParseIssue {
                file: file.to_path_buf(),
                line,
                message: format!("cannot tokenize: {e}"),
            });
            return (src, Vec::new(), errors);
        }
    };
    // Checked before syn sees the file: a broken item deep inside nested modules makes every
    // enclosing module fail and be re-parsed by itself, so the cost grows with depth squared.
    if let Some(line) = too_deep_module(&stream) {
        errors.push(ParseIssue {
            file: file.to_path_buf(),
            line,
            message: format!("inline modules nest deeper than {MAX_MODULE_NESTING}; not read"),
        });
        return (src, Vec::new(), errors);
    }
    // Generics, brackets, closures or operator chains deeper than syn and our walkers can
    // recurse: the file is not read (an abort would lose every other file's report).
    if let Some((line, message)) = crate::source::bounds::rust_too_deep(&stream) {
        errors.push(ParseIssue {
            file: file.to_path_buf(),
            line,
            message: format!("{message} (the whole file)"),
        });
        return (src, Vec::new(), errors);
    }
    let mut modules: Vec<ModuleItems> = Vec::new();
    let mut queue = vec![(String::new(), Vec::new(), stream, true)];
    while let Some((module, cfg, stream, top)) = queue.pop() {
        match parse_items(stream, top) {
            Ok(p) => {
                errors.extend(p.errors.iter().map(|e| issue(file, e)));
                for (name, attrs, body) in p.broken_mods {
                    let mut c = cfg.clone();
                    let ctx = Ctx {
                        src: &src,
                        lines: Lines::new(&src),
                    };
                    c.extend(cfgs_of(&ctx, &attrs));
                    queue.push((join(&module, &name), c, body, false));
                }
                modules.push((module, cfg, p.items));
            }
            Err(e) => errors.push(issue(file, &e)),
        }
    }
    errors.sort_by_key(|e| e.line);
    // A broken inline module is reported once at top level and again when re-parsed.
    errors.dedup_by(|a, b| a.line == b.line && a.message == b.message);
    (src, modules, errors)
}

/// How deep `mod name { … }` may nest in one file. Real crates stay under ten levels; the bound
/// keeps the item-by-item recovery of broken modules (quadratic in depth) cheap.
pub const MAX_MODULE_NESTING: usize = 128;

/// The line of the first `mod` whose body would be nested deeper than [`MAX_MODULE_NESTING`]
/// inline modules (modules inside fn bodies or other blocks count too). Iterative, so a deep
/// stream cannot overflow the stack here.
pub(crate) fn too_deep_module(stream: &TokenStream) -> Option<usize> {
    // Each level: its tokens, the position reached, and how many modules enclose it.
    let mut stack: Vec<(Vec<TokenTree>, usize, usize)> =
        vec![(stream.clone().into_iter().collect(), 0, 0)];
    while let Some((tokens, pos, depth)) = stack.last_mut() {
        let Some(tt) = tokens.get(*pos) else {
            stack.pop();
            continue;
        };
        let i = *pos;
        *pos += 1;
        let TokenTree::Group(g) = tt else { continue };
        let is_mod = g.delimiter() == Delimiter::Brace
            && i >= 2
            && matches!(&tokens[i - 1], TokenTree::Ident(_))
            && matches!(&tokens[i - 2], TokenTree::Ident(m) if m == "mod");
        let inner = *depth + usize::from(is_mod);
        if inner > MAX_MODULE_NESTING {
            return Some(tokens[i - 2].span().start().line.max(1));
        }
        let body: Vec<TokenTree> = g.stream().into_iter().collect();
        stack.push((body, 0, inner));
    }
    None
}

/// Everything extractable in a Rust source text (this file only).
pub fn list(file: &Path, text: &str) -> Listing {
    list_tree(None, file, text)
}

/// A file still to parse: path on disk, display path, text, module path, inherited cfgs, and
/// whether to follow its `mod name;` declarations.
pub(crate) type Pending = (Option<PathBuf>, PathBuf, String, String, Vec<String>, bool);

/// One parsed file of a module tree.
pub(crate) struct FileParse {
    pub(crate) display: PathBuf,
    pub(crate) src: String,
    pub(crate) modules: Vec<ModuleItems>,
    /// How many leading cfgs of this file's items come from its `mod` declaration(s).
    pub(crate) decl_cfg: usize,
    /// The `#[default]` variants of its enums, as expressions its definitions borrow.
    pub(crate) enum_defaults: Vec<EnumDefault>,
    /// Its builder and clap field attributes' defaults, likewise (`attr_defaults.rs`).
    pub(crate) attr_defaults: Vec<AttrDefault>,
}

/// Where the files of `mod name;` declared in `disk` (inside inline modules `inner`) live:
/// next to a `lib.rs`/`main.rs`/`mod.rs`, else in a directory named after the file.
pub(crate) fn child_candidates(
    disk: &Path,
    inner: &[&str],
    name: &str,
    attrs: &[Attribute],
) -> Vec<PathBuf> {
    let parent = disk.parent().unwrap_or(Path::new("."));
    for a in attrs {
        if a.path().is_ident("path") {
            if let syn::Meta::NameValue(nv) = &a.meta {
                if let Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) = &nv.value
                {
                    return vec![parent.join(s.value())];
                }
            }
        }
    }
    let stem = disk.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let mut dir = if matches!(stem, "lib" | "main" | "mod") {
        parent.to_path_buf()
    } else {
        parent.join(stem)
    };
    for m in inner {
        dir.push(m);
    }
    vec![
        dir.join(format!("{name}.rs")),
        dir.join(name).join("mod.rs"),
    ]
}

/// The crate root (`lib.rs`/`main.rs` in the file's directory or above) and the module path
/// of `disk` inside it (`std/io/mod.rs` → `io`), so `crate::` paths can be followed.
pub(crate) fn crate_root(disk: &Path, jail: Option<&Path>) -> Option<(PathBuf, String)> {
    let name = disk.file_name()?.to_str()?;
    let dir = disk.parent()?;
    if name == "lib.rs" || name == "main.rs" {
        return Some((disk.to_path_buf(), String::new()));
    }
    for anc in dir.ancestors().take(12) {
        // Never look for a crate root above the checkout.
        if jail.is_some_and(|j| !anc.canonicalize().is_ok_and(|a| a.starts_with(j))) {
            break;
        }
        for root in ["lib.rs", "main.rs"] {
            let r = anc.join(root);
            if r.is_file() && confined(&r, jail).is_ok() {
                let rel = disk.strip_prefix(anc).ok()?;
                let mut segs: Vec<String> = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                let last = segs.pop()?;
                let stem = last.strip_suffix(".rs")?;
                if stem != "mod" {
                    segs.push(stem.to_string());
                }
                // `src/bin/*.rs` are crates of their own; a path that is not a module name
                // is not a module of this crate either.
                if segs.first().map(String::as_str) == Some("bin")
                    || segs.iter().any(|s| {
                        s.is_empty() || !s.chars().all(|c| c.is_alphanumeric() || c == '_')
                    })
                {
                    return None;
                }
                return Some((r, segs.join("::")));
            }
        }
    }
    None
}

/// Items inside `cfg_if!`/`cfg_select!` at module level become items of that module, each
/// arm with its conditions (`mod unix;` inside an arm is followed like any other).
pub(crate) fn expand_cfg_macros(
    file: &Path,
    src: &str,
    modules: Vec<ModuleItems>,
    errors: &mut Vec<ParseIssue>,
) -> Vec<ModuleItems> {
    let ctx = Ctx {
        src,
        lines: Lines::new(src),
    };
    let mut out = Vec::new();
    let mut queue = modules;
    let mut budget = 4096;
    while let Some((module, cfg, items)) = queue.pop() {
        for item in &items {
            let Item::Macro(m) = item else { continue };
            let Some(arms) = cfg_macro_arms(&ctx, &m.mac) else {
                // `cfg_io_util! { const DEFAULT_BUF_SIZE: usize = 8 * 1024; … }`: a macro
                // whose whole input is items (tokio gates its modules this way) most
                // likely emits them; read them as written. Input that is not items
                // (`bitflags!`, `macro_rules!` patterns) is left alone.
                if let Some(items) = items_macro_body(&m.mac) {
                    budget -= 1;
                    if budget <= 0 {
                        break;
                    }
                    let mut c = cfg.clone();
                    c.extend(cfgs_of(&ctx, &m.attrs));
                    queue.push((module.clone(), c, items));
                }
                continue;
            };
            for (conds, body) in arms {
                budget -= 1;
                if budget <= 0 {
                    break;
                }
                match parse_items(body, false) {
                    Ok(p) => {
                        errors.extend(p.errors.iter().map(|e| issue(file, e)));
                        let mut c = cfg.clone();
                        c.extend(cfgs_of(&ctx, &m.attrs));
                        c.extend(conds);
                        queue.push((module.clone(), c, p.items));
                    }
                    Err(e) => errors.push(issue(file, &e)),
                }
            }
        }
        out.push((module, cfg, items));
    }
    out
}

/// The items of a brace-delimited item macro's input when all of it parses as items.
pub(crate) fn items_macro_body(mac: &syn::Macro) -> Option<Vec<Item>> {
    if mac.path.is_ident("macro_rules") || !matches!(mac.delimiter, syn::MacroDelimiter::Brace(_)) {
        return None;
    }
    let p = parse_items(without_inner_attrs(mac.tokens.clone()), false).ok()?;
    (p.errors.is_empty() && p.broken_mods.is_empty() && !p.items.is_empty()).then_some(p.items)
}

/// The tokens without the inner attributes they open with: hyper's `cfg_feature! {
/// #![feature = "client"] pub mod client; }` is items after its `#![…]` (the macro's own
/// argument), so `mod client;` is declared and followed.
fn without_inner_attrs(tokens: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
    use proc_macro2::{Delimiter, TokenTree};
    let toks: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while let [TokenTree::Punct(hash), TokenTree::Punct(bang), TokenTree::Group(g), ..] = &toks[i..]
    {
        if hash.as_char() != '#' || bang.as_char() != '!' || g.delimiter() != Delimiter::Bracket {
            break;
        }
        i += 3;
    }
    toks.into_iter().skip(i).collect()
}

/// What a caller asks of a Rust file beyond its listing.
#[derive(Default)]
pub(crate) struct Query<'q> {
    /// An item path that may be imported, re-exported or `crate::`-absolute; resolved like a
    /// path written at the top of the file.
    pub want: Option<&'q str>,
    /// Keep only the definitions, `use` entries and `cfg!` branches that apply.
    pub cfg: Option<&'q super::super::cfg::CfgSet>,
    /// The checkout root (canonical): module files (`mod x;`, `#[path]`, files read to
    /// follow `use` paths) and the crate root must lie inside it after symlinks are
    /// resolved. A pull request controls the source, so `#[path = "/etc/…"]` or a module
    /// file that is a symlink out of the checkout must not be read.
    pub jail: Option<&'q Path>,
}

/// `path` when it is a regular file whose real path lies inside `jail` (or no jail is set).
pub(crate) fn confined(path: &Path, jail: Option<&Path>) -> Result<(), String> {
    let Some(jail) = jail else { return Ok(()) };
    match path.canonicalize() {
        Ok(real) if real.starts_with(jail) => Ok(()),
        Ok(_) => Err(format!(
            "module file {} lies outside the checkout (through `#[path]`, `..` or a symlink); not read",
            path.display()
        )),
        Err(e) => Err(format!("module file {}: {e}", path.display())),
    }
}

/// The listing of a Rust file, plus (when `want` names nothing) which macro makes the name.
pub(crate) struct Answer {
    pub listing: Listing,
    pub macro_note: Option<String>,
}

/// Everything extractable in a Rust file and, when `disk` (its path on disk) is given, in the
/// files of its `mod name;` declarations, named by module path (`io::DEFAULT_BUF_SIZE`).
pub fn list_tree(disk: Option<&Path>, display: &Path, text: &str) -> Listing {
    list_tree_for(disk, display, text, &Query::default()).listing
}

/// [`list_tree`] reading module files only inside `jail` (the checkout root, canonical).
pub fn list_tree_in(
    disk: Option<&Path>,
    display: &Path,
    text: &str,
    jail: Option<&Path>,
) -> Listing {
    let q = Query {
        jail,
        ..Query::default()
    };
    list_tree_for(disk, display, text, &q).listing
}

/// Parse one file (`follow` its `mod name;` children) into `files`, queueing children.
#[allow(clippy::too_many_arguments)]
pub(crate) fn read_one(
    pending: Pending,
    files: &mut Vec<FileParse>,
    errors: &mut Vec<ParseIssue>,
    seen: &mut HashSet<PathBuf>,
    queue: &mut Vec<Pending>,
    top: &Path,
    top_display: &Path,
    jail: Option<&Path>,
) {
    let (disk, display, text, base, base_cfg, follow) = pending;
    let decl_cfg = base_cfg.len();
    let (src, modules, errs) = parse_recovering(&display, &text);
    errors.extend(errs);
    let mut modules: Vec<ModuleItems> = modules
        .into_iter()
        .map(|(m, mut c, items)| {
            let mut cfg = base_cfg.clone();
            cfg.append(&mut c);
            (join(&base, &m), cfg, items)
        })
        .collect();
    modules = expand_cfg_macros(&display, &src, modules, errors);
    if let Some(disk) = &disk {
        seen.insert(disk.clone());
        if follow {
            // A module declared in several `cfg_select!` arms is one file: it is compiled when
            // any of its declarations is.
            let mut children: Vec<(PathBuf, String, (), Vec<Vec<String>>)> = Vec::new();
            let ctx = Ctx {
                src: &src,
                lines: Lines::new(&src),
            };
            for (module, cfg, items) in &modules {
                let inner: Vec<&str> = module
                    .strip_prefix(base.as_str())
                    .unwrap_or(module)
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .collect();
                for item in items {
                    let Item::Mod(m) = item else { continue };
                    if m.content.is_some() {
                        continue;
                    }
                    let name = m.ident.to_string();
                    let Some(child) = child_candidates(disk, &inner, &name, &m.attrs)
                        .into_iter()
                        .find(|p| p.is_file())
                    else {
                        // Generated or out-of-tree modules: not an error in the file itself.
                        continue;
                    };
                    if seen.contains(&child) || seen.len() > 4096 {
                        continue;
                    }
                    let mut c = cfg.clone();
                    c.extend(cfgs_of(&ctx, &m.attrs));
                    match children.iter_mut().find(|x| x.0 == child) {
                        Some(x) => x.3.push(c),
                        None => children.push((child, join(module, &name), (), vec![c])),
                    }
                }
            }
            for (child, module, _, decls) in children {
                let rel_display = display_for(&child, top, top_display);
                if let Err(message) = confined(&child, jail) {
                    errors.push(ParseIssue {
                        file: rel_display,
                        line: 0,
                        message,
                    });
                    continue;
                }
                match super::super::read_text(&child) {
                    Ok(t) => {
                        seen.insert(child.clone());
                        queue.push((
                            Some(child),
                            rel_display,
                            t,
                            module,
                            merge_decl_cfgs(decls),
                            true,
                        ));
                    }
                    Err(e) => errors.push(ParseIssue {
                        file: rel_display,
                        line: 0,
                        message: e.to_string(),
                    }),
                }
            }
        }
    }
    let attr_defaults = attr_defaults(&src, &modules);
    files.push(FileParse {
        display,
        src,
        enum_defaults: enum_defaults(&modules),
        attr_defaults,
        modules,
        decl_cfg,
    });
}

/// The cfgs of a module declared once, or `any(all(…), all(…))` of several declarations.
pub(crate) fn merge_decl_cfgs(mut decls: Vec<Vec<String>>) -> Vec<String> {
    decls.dedup();
    if decls.len() <= 1 {
        return decls.pop().unwrap_or_default();
    }
    if decls.iter().any(Vec::is_empty) {
        return Vec::new();
    }
    let pred = |c: &String| -> String {
        c.strip_prefix("cfg(")
            .and_then(|x| x.strip_suffix(')'))
            .unwrap_or(c)
            .to_string()
    };
    let alts: Vec<String> = decls
        .iter()
        .map(|d| format!("all({})", d.iter().map(pred).collect::<Vec<_>>().join(", ")))
        .collect();
    vec![format!("cfg(any({}))", alts.join(", "))]
}

/// Conditions in order, each once.
pub(crate) fn dedup_conds(conds: &mut Vec<String>) {
    let mut seen = HashSet::new();
    conds.retain(|c| seen.insert(c.clone()));
}

/// A file's display path: relative the way the named file was given (`std/sys/io/mod.rs`).
pub(crate) fn display_for(child: &Path, top: &Path, top_display: &Path) -> PathBuf {
    let mut td = top.parent().unwrap_or(Path::new("")).to_path_buf();
    let mut dd = top_display.parent().unwrap_or(Path::new("")).to_path_buf();
    for _ in 0..12 {
        if let Ok(r) = child.strip_prefix(&td) {
            return dd.join(r);
        }
        let Some(tp) = td.parent() else { break };
        td = tp.to_path_buf();
        // Climb the display path too (a crate root found above the named file).
        dd = if dd.as_os_str().is_empty() || dd.ends_with("..") {
            dd.join("..")
        } else {
            dd.parent().unwrap_or(Path::new("")).to_path_buf()
        };
    }
    child.to_path_buf()
}

/// Files (by module path) to read for the paths a fold could not follow.
pub(crate) fn module_file(root: &Path, module: &str) -> Option<PathBuf> {
    if module.is_empty() {
        return Some(root.to_path_buf());
    }
    let dir = root.parent()?;
    let segs: Vec<&str> = module.split("::").collect();
    let (last, parents) = segs.split_last()?;
    let mut d = dir.to_path_buf();
    for p in parents {
        d.push(p);
    }
    [d.join(format!("{last}.rs")), d.join(last).join("mod.rs")]
        .into_iter()
        .find(|p| p.is_file())
}

/// Definitions and `use` entries of every file read so far.
pub(crate) fn gather<'f>(
    files: &'f [FileParse],
    ctxs: &[Ctx],
    cfg: Option<&super::super::cfg::CfgSet>,
) -> (
    Vec<Def<'f>>,
    HashMap<String, Vec<UseEntry>>,
    HashSet<String>,
) {
    let mut defs = Vec::new();
    let mut uses: HashMap<String, Vec<UseEntry>> = HashMap::new();
    let mut modules = HashSet::new();
    for (fi, f) in files.iter().enumerate() {
        for (module, mcfg, items) in &f.modules {
            modules.insert(module.clone());
            collect(&ctxs[fi], fi, items, module, mcfg, &mut defs);
            gather_uses(&ctxs[fi], fi, items, module, mcfg, &mut uses, &mut modules);
        }
        push_enum_defaults(&ctxs[fi], fi, f, &mut defs);
        push_attr_defaults(&ctxs[fi], fi, f, &mut defs);
    }
    super::defs::drop_alternative_ctor_fields(&mut defs);
    // Builder setters valued at the field they assign (setters.rs).
    setter_defaults(ctxs, files, &mut defs);
    if let Some(set) = cfg {
        defs.retain(|d| set.applies(&d.cfg.join(", ")).unwrap_or(true));
        for list in uses.values_mut() {
            list.retain(|u| set.applies(&u.cfg.join(", ")).unwrap_or(true));
        }
    }
    (defs, uses, modules)
}

pub(crate) fn gather_uses(
    ctx: &Ctx,
    fi: usize,
    items: &[Item],
    module: &str,
    cfg: &[String],
    uses: &mut HashMap<String, Vec<UseEntry>>,
    modules: &mut HashSet<String>,
) {
    for item in items {
        match item {
            Item::Use(u) => {
                let mut flat = Vec::new();
                flatten_use(&u.tree, Vec::new(), &mut flat);
                let mut c = cfg.to_vec();
                c.extend(cfgs_of(ctx, &u.attrs));
                for (alias, segs, line) in flat {
                    if alias == "_" {
                        continue;
                    }
                    let Some(target) = absolute(module, &segs) else {
                        continue;
                    };
                    uses.entry(module.to_string()).or_default().push(UseEntry {
                        alias,
                        target,
                        cfg: c.clone(),
                        file: fi,
                        line,
                    });
                }
            }
            Item::Mod(m) => {
                let name = join(module, &m.ident.to_string());
                // `mod x;` is a module only once its file is read (else it is still missing).
                if let Some((_, inner)) = &m.content {
                    modules.insert(name.clone());
                    let mut c = cfg.to_vec();
                    c.extend(cfgs_of(ctx, &m.attrs));
                    gather_uses(ctx, fi, inner, &name, &c, uses, modules);
                }
            }
            _ => {}
        }
    }
}

/// The macro that makes `item` when the source does not spell it out: the macro invoked in
/// `impl u8 { uint_impl! { … } }` for `u8::MAX`, else a module-level macro whose input names it.
pub(crate) fn macro_origin(files: &[FileParse], named: usize, item: &str) -> Option<String> {
    let (ty, last) = match item.rsplit_once("::") {
        Some((t, l)) => (t.rsplit("::").next().unwrap_or(t), l),
        None => ("", item),
    };
    let name_of = |m: &syn::Macro| {
        m.path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect::<Vec<_>>()
            .join("::")
    };
    let mentions = |ts: &TokenStream| -> bool {
        fn walk(ts: &TokenStream, want: &str) -> bool {
            ts.clone().into_iter().any(|t| match t {
                TokenTree::Ident(i) => i == want,
                TokenTree::Group(g) => walk(&g.stream(), want),
                _ => false,
            })
        }
        walk(ts, last)
    };
    let mut loose = None;
    for f in &files[..named.min(files.len())] {
        for (_, _, items) in &f.modules {
            for it in items {
                match it {
                    Item::Impl(imp)
                        if !ty.is_empty() && type_name(&imp.self_ty).as_deref() == Some(ty) =>
                    {
                        for ii in &imp.items {
                            if let ImplItem::Macro(m) = ii {
                                return Some(format!(
                                    "`{item}` is made by macro `{}!` (invoked in `impl {ty}` at {}:{}); docdrift reads source as written and does not expand macros",
                                    name_of(&m.mac),
                                    f.display.display(),
                                    m.mac.path.span().start().line
                                ));
                            }
                        }
                    }
                    Item::Macro(m)
                        if loose.is_none()
                            && !m.mac.path.is_ident("macro_rules")
                            && mentions(&m.mac.tokens) =>
                    {
                        loose = Some(format!(
                            "`{item}` may be made by macro `{}!` ({}:{}), whose input names `{last}`; docdrift does not expand macros",
                            name_of(&m.mac),
                            f.display.display(),
                            m.mac.path.span().start().line
                        ));
                    }
                    _ => {}
                }
            }
        }
    }
    loose
}

pub(crate) fn list_tree_for(disk: Option<&Path>, display: &Path, text: &str, q: &Query) -> Answer {
    let mut files: Vec<FileParse> = Vec::new();
    let mut errors = Vec::new();
    let mut seen: HashSet<PathBuf> = HashSet::new();
    let root = disk.and_then(|d| crate_root(d, q.jail));
    let prefix = root.as_ref().map(|r| r.1.clone()).unwrap_or_default();
    let top = disk
        .map(Path::to_path_buf)
        .unwrap_or_else(|| display.to_path_buf());
    let mut queue: Vec<Pending> = vec![(
        disk.map(Path::to_path_buf),
        display.to_path_buf(),
        text.to_string(),
        prefix.clone(),
        Vec::new(),
        true,
    )];
    while let Some(p) = queue.pop() {
        read_one(
            p,
            &mut files,
            &mut errors,
            &mut seen,
            &mut queue,
            &top,
            display,
            q.jail,
        );
    }
    let named = files.len();
    // Read the modules that `use` and `crate::` paths lead to, until nothing new is needed.
    let mut tried: HashSet<String> = HashSet::new();
    for _ in 0..MAX_ROUNDS {
        let Some((root_file, _)) = &root else { break };
        let missing: Vec<String> = {
            let ctxs: Vec<Ctx> = files
                .iter()
                .map(|f| Ctx {
                    src: &f.src,
                    lines: Lines::new(&f.src),
                })
                .collect();
            let (defs, uses, modules) = gather(&files, &ctxs, q.cfg);
            let env = Env::new(&defs, &uses, &modules, &files);
            for d in defs.iter().filter(|d| d.file < named) {
                let _ = env.fold(d);
            }
            if let Some(w) = q.want {
                for cand in Env::candidates(w, &prefix, None) {
                    let _ = env.value_of(&cand);
                }
            }
            let mut m: Vec<String> = env.missing.into_inner().into_iter().collect();
            m.sort();
            m
        };
        let mut added = false;
        for module in missing {
            if !tried.insert(module.clone()) || files.len() >= named + MAX_EXTRA_FILES {
                continue;
            }
            let Some(path) = module_file(root_file, &module) else {
                continue;
            };
            if seen.contains(&path) {
                continue;
            }
            if let Err(message) = confined(&path, q.jail) {
                errors.push(ParseIssue {
                    file: display_for(&path, &top, display),
                    line: 0,
                    message,
                });
                tried.insert(module.clone());
                continue;
            }
            let Ok(t) = super::super::read_text(&path) else {
                continue;
            };
            seen.insert(path.clone());
            let disp = display_for(&path, &top, display);
            let mut q2 = Vec::new();
            let mut errs = Vec::new();
            read_one(
                (Some(path), disp, t, module, Vec::new(), false),
                &mut files,
                &mut errs,
                &mut seen,
                &mut q2,
                &top,
                display,
                q.jail,
            );
            // Syntax errors of files read only to follow a path are not this file's problem.
            added = true;
        }
        if !added {
            break;
        }
    }

    let ctxs: Vec<Ctx> = files
        .iter()
        .map(|f| Ctx {
            src: &f.src,
            lines: Lines::new(&f.src),
        })
        .collect();
    let (defs, uses, modules) = gather(&files, &ctxs, q.cfg);
    let env = Env::new(&defs, &uses, &modules, &files);
    let strip = |name: &str| -> String {
        if prefix.is_empty() {
            name.to_string()
        } else {
            name.strip_prefix(&format!("{prefix}::"))
                .unwrap_or(name)
                .to_string()
        }
    };
    let record = |d: &Def, name: String, extra_cfg: &[String], via: &[String]| -> Vec<Extracted> {
        let fi = d.file;
        let espan = d.expr.span();
        let base = Extracted {
            selector: String::new(),
            file: files[fi].display.clone(),
            line: d.name_span.start().line,
            end_line: espan.end().line.max(d.name_span.start().line),
            kind: d.kind,
            name,
            value: None,
            expr: ctxs[fi].text(espan),
            cfg: None,
            commented_out: false,
            warnings: Vec::new(),
        };
        let mut own_cfg: Vec<String> = extra_cfg.to_vec();
        own_cfg.extend(own_conds(d, via, &files));
        dedup_conds(&mut own_cfg);
        let folded = match wide_literal(d.expr) {
            Some(v) => Ok(vec![Variant {
                value: v,
                cfg: Vec::new(),
                via: Vec::new(),
            }]),
            None => env.fold(d),
        };
        let mut out = Vec::new();
        match folded {
            Ok(vs) => {
                for v in vs {
                    let mut cfg = own_cfg.clone();
                    cfg.extend(v.cfg.iter().cloned());
                    dedup_conds(&mut cfg);
                    if let Some(set) = q.cfg {
                        if !set.applies(&cfg.join(", ")).unwrap_or(true) {
                            continue;
                        }
                    }
                    let mut it = base.clone();
                    it.value = Some(v.value);
                    it.cfg = (!cfg.is_empty()).then(|| cfg.join(", "));
                    let mut ways: Vec<String> = via.to_vec();
                    ways.extend(v.via.iter().cloned());
                    if !ways.is_empty() {
                        it.warnings.push(format!("through {}", ways.join(" → ")));
                    }
                    out.push(it);
                }
            }
            Err(e) => {
                let mut it = base.clone();
                it.cfg = (!own_cfg.is_empty()).then(|| own_cfg.join(", "));
                if !via.is_empty() {
                    it.warnings.push(format!("through {}", via.join(" → ")));
                }
                it.warnings.push(format!("not folded: {e}"));
                out.push(it);
            }
        }
        out
    };
    let mut items: Vec<Extracted> = Vec::new();
    for d in defs
        .iter()
        .filter(|d| d.file < named && d.kind != Kind::RustEnumDefault)
    {
        items.extend(record(d, strip(&d.name), &[], &[]));
    }
    // Methods whose default is a constant written elsewhere (links.rs): named by the method,
    // placed and valued at the constant, each site's path resolved where it is written.
    for link in gather_links(&ctxs, &files)
        .into_iter()
        .filter(|l| l.file < named)
    {
        let resolve = |s: &Site| -> Vec<Found> {
            Env::candidates(&s.path, &s.module, s.self_ty.as_deref())
                .into_iter()
                .map(|c| env.lookup(&c, 0))
                .find(|f| !f.is_empty())
                .unwrap_or_default()
        };
        let Some(first) = link.sites.first() else {
            continue;
        };
        let found = resolve(first);
        let ids = |f: &[Found]| f.iter().map(|x| x.0).collect::<Vec<_>>();
        // Every site must name the same definition: two fallbacks are no one default.
        if found.is_empty()
            || link.sites[1..]
                .iter()
                .any(|s| ids(&resolve(s)) != ids(&found))
        {
            continue;
        }
        let how = format!(
            "{} `{}` ({}:{})",
            link.how,
            first.path,
            files[first.file].display.display(),
            first.line
        );
        for (i, use_cfg, via) in &found {
            let mut cfg = link.cfg.clone();
            cfg.extend(use_cfg.iter().cloned());
            for mut it in record(&defs[*i], strip(&link.name), &cfg, via) {
                it.kind = Kind::RustLinkedConst;
                // Crate-absolute, so a claim's selector reads it from any file of the crate.
                it.selector = match &root {
                    Some(_) => format!("crate::{}", defs[*i].name),
                    None => defs[*i].name.clone(),
                };
                it.warnings.insert(0, how.clone());
                items.push(it);
            }
        }
    }
    items.extend(type_defaults(&ctxs[..named], &files[..named]));
    // A zero-argument fn is a value only when its body folds; `fn new() -> Self` is not one.
    items.retain(|i| i.kind != Kind::RustFnReturn || i.value.is_some());
    let mut macro_note = None;
    if let Some(w) = q.want {
        if !items.iter().any(|i| i.name == w) {
            for cand in Env::candidates(w, &prefix, None) {
                let found = env.lookup(&cand, 0);
                for (i, use_cfg, via) in &found {
                    items.extend(record(&defs[*i], w.to_string(), use_cfg, via));
                }
                if !found.is_empty() {
                    break;
                }
            }
            if !items.iter().any(|i| i.name == w) {
                macro_note = macro_origin(&files, named, w);
            }
        }
    }
    items.sort_by(|a, b| {
        (a.file != display, &a.file, a.line).cmp(&(b.file != display, &b.file, b.line))
    });
    errors.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    errors.dedup_by(|a, b| a.file == b.file && a.line == b.line && a.message == b.message);
    Answer {
        listing: Listing {
            items,
            errors,
            enums: enum_variants(&files[..named]),
        },
        macro_note,
    }
}
