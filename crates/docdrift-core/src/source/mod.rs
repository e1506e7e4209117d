//! Source extraction: the code half of an audit. A selector `PATH::ITEM` names one thing in a
//! Python, Rust, YAML, TOML or JSON file; [`extract`] finds every definition of it and returns
//! its value (folded by [`eval`] when the expression is constant), the exact source text, the
//! line range and the kind. [`list`] is the discovery view of a whole file; [`strings`] searches
//! string literals. Callers (check/evaluate, scan, evidence) consume [`Extracted`] records.
//!
//! Every language module produces the full list of items of a file; a selector is answered by
//! matching canonical item names ([`selector::canonical`]), so discovery and lookup can never
//! disagree about what a name means.

pub mod bounds;
pub mod cfg;
pub mod config;
pub mod eval;
pub mod extract_run;
pub mod python;
pub mod rust;
pub mod selector;
pub mod strings;
pub mod strings_paths;
pub mod structure;
pub mod walk;

use serde::Serialize;
use std::path::{Path, PathBuf};

/// What kind of definition an [`Extracted`] value came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A Python module-level assignment (`NAME = value`).
    Constant,
    /// A key inside a Python dict literal or `dict(...)` call, named by its key path
    /// (`DEFAULT_CONFIG.compression.protect_last_n`).
    DictEntry,
    /// An assignment in a Python class body (`Class.attr`).
    ClassAttribute,
    /// A Python parameter's default value, named `function(param)`.
    DefaultArg,
    /// An assignment inside a Python function body, named `function::name`.
    LocalAssignment,
    /// A Rust `const` item.
    RustConst,
    /// A Rust `static` item.
    RustStatic,
    /// An associated `const` in a Rust `impl` block (`Type::NAME`).
    RustAssocConst,
    /// A field of the struct literal built by `impl Default`'s `default()` or an inherent
    /// `new`/`new_*` (`Type::default.field`).
    RustDefaultField,
    /// A zero-argument fn whose body is one constant expression (`fn default_port() -> u16
    /// { 8080 }`, the usual target of `#[serde(default = "…")]`).
    RustFnReturn,
    /// An enum's `#[default]` variant as the value of `Enum::default()`: folded where a
    /// field is written `Enum::default()`, never listed itself.
    RustEnumDefault,
    /// A type's own default, `Type::default()`, valued at the variant or constructor path it
    /// names (`IpVersion::Any`): an enum's `#[default]` unit variant, or an `impl Default`
    /// whose `default()` is `Self::Any` or `Self::native()`.
    RustTypeDefault,
    /// A method's default that is a constant written elsewhere (`BufReader::new` passing on
    /// `DEFAULT_BUF_SIZE`, `unwrap_or(KEEP_ALIVE)`). Named by the method, at the constant.
    RustLinkedConst,
    /// A builder setter's default: the `Default`/`new` literal of the field it assigns
    /// (`SearcherBuilder::line_number` sets `config.line_number`). Named by the method.
    RustSetterDefault,
    /// A command-line option declared with a default (argparse, click, typer), named
    /// `OWNER(--flag)` by the function declaring it.
    CliOption,
    /// An environment variable read with a default (`os.environ.get("X", d)`), named
    /// `OWNER(X)` by the function reading it.
    EnvDefault,
    /// A setting registered by a call naming it and its default (`app.add_config_value(
    /// "html_theme", "alabaster", "html")`), named `OWNER(name)` by the calling function.
    RegisteredSetting,
    /// A setting read by name with its fallback (`getattr(settings, "AWS_X", 3600)`, a
    /// helper's `setting("AWS_X", 3600)`), named `OWNER(NAME)` by the function reading it:
    /// where the project declares the setting itself (a settings dict), that is its default.
    SettingRead,
    /// A key of a YAML file, named by its dotted key path (so are the next two).
    YamlKey,
    /// A key of a TOML file.
    TomlKey,
    /// A key of a JSON file.
    JsonKey,
    /// A Cargo feature of a `Cargo.toml`, named `features.NAME`, valued whether it is on by
    /// default (scan only: no selector reads it).
    CargoFeature,
    /// The language version a manifest requires: `rust-version` of a `Cargo.toml`, the lower
    /// bound of `requires-python` of a `pyproject.toml`, valued as `"1.56"` (scan only).
    RequiredVersion,
    /// The project's own release, a manifest's or a package's (`scan::release`; scan only).
    ProjectVersion,
    /// A Python class's one base, named from another file (`scan::bases`; scan only).
    ClassBase,
}

impl Kind {
    /// Human name used in tables: `constant`, `dict entry`, `rust const`, …
    pub fn label(self) -> &'static str {
        match self {
            Kind::Constant => "constant",
            Kind::DictEntry => "dict entry",
            Kind::ClassAttribute => "class attribute",
            Kind::DefaultArg => "default arg",
            Kind::LocalAssignment => "local assignment",
            Kind::RustConst => "rust const",
            Kind::RustStatic => "rust static",
            Kind::RustAssocConst => "rust assoc const",
            Kind::RustDefaultField => "rust default field",
            Kind::RustFnReturn => "rust fn return",
            Kind::RustEnumDefault => "rust enum default",
            Kind::RustTypeDefault => "rust type default",
            Kind::RustLinkedConst => "rust method default",
            Kind::RustSetterDefault => "rust setter default",
            Kind::CliOption => "cli option",
            Kind::EnvDefault => "env default",
            Kind::RegisteredSetting => "registered setting",
            Kind::SettingRead => "setting read",
            Kind::YamlKey => "yaml key",
            Kind::TomlKey => "toml key",
            Kind::JsonKey => "json key",
            Kind::CargoFeature => "cargo feature",
            Kind::RequiredVersion => "required version",
            Kind::ProjectVersion => "project version",
            Kind::ClassBase => "class base",
        }
    }
}

/// One definition found in a source file.
#[derive(Debug, Clone, Serialize)]
pub struct Extracted {
    /// The selector as given (for [`list`]: `FILE::NAME`).
    pub selector: String,
    /// As given (relative to the root when one was given).
    pub file: PathBuf,
    /// 1-based first line of the definition.
    pub line: usize,
    /// 1-based last line of the definition (equal to `line` for a one-line definition).
    pub end_line: usize,
    /// What kind of definition it is.
    pub kind: Kind,
    /// The canonical item path, e.g. `DEFAULT_CONFIG.compression.protect_last_n`.
    pub name: String,
    /// `None` when the expression is not constant (then `expr` is all we have).
    pub value: Option<crate::core::value::Value>,
    /// Exact source text of the value expression.
    pub expr: String,
    /// Rust `#[cfg(...)]` text when present.
    pub cfg: Option<String>,
    /// YAML example keys found in comments.
    pub commented_out: bool,
    /// E.g. the YAML 1.1 reading of `yes`, or why a value could not be folded.
    pub warnings: Vec<String>,
}

/// Errors of source extraction. Each names the file (and line) and what was expected.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SourceError {
    /// The selector is not `PATH::ITEM` or its item does not parse.
    #[error("bad selector `{selector}`: expected {expected}")]
    BadSelector {
        /// The selector as given.
        selector: String,
        /// What the parser wanted there (`PATH::ITEM, e.g. …`, `an item name after ::`).
        expected: String,
    },
    /// The file could not be read (missing, unreadable, or not a regular file).
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The file, as the selector names it (joined to the root when one was given).
        path: PathBuf,
        /// The underlying I/O error.
        #[source]
        source: std::io::Error,
    },
    /// The file was read but defines nothing by that name.
    #[error("{}: nothing named `{selector}`{}", file.display(), nearest_text(nearest))]
    NotFound {
        /// The selector as given.
        selector: String,
        /// The file searched.
        file: PathBuf,
        /// Up to five names the file does define that are closest to the one asked for.
        nearest: Vec<String>,
    },
    /// The file's extension is not one docdrift reads (see [`Lang::of`]).
    #[error("{}: unsupported file type (expected .py, .pyi, .rs, .yaml, .yml, .toml or .json)", path.display())]
    Unsupported {
        /// The file, as the selector names it.
        path: PathBuf,
    },
    /// The file does not parse (a syntax error, or a Python encoding that cannot be decoded).
    #[error("{}:{line}: {msg}", path.display())]
    Parse {
        /// The file that failed to parse.
        path: PathBuf,
        /// 1-based line of the error.
        line: usize,
        /// The parser's message.
        msg: String,
    },
    /// The file is not UTF-8 (and, for Python, declares no encoding that decodes it).
    #[error("{}: not UTF-8 text (first invalid byte at offset {offset})", path.display())]
    NotUtf8 {
        /// The file that was read.
        path: PathBuf,
        /// Byte offset of the first byte that is not valid UTF-8.
        offset: usize,
    },
    /// The name is made by a macro docdrift does not expand (`u8::MAX` by `uint_impl!`).
    #[error("{}: nothing named `{selector}` in the source as written: {note}", file.display())]
    MadeByMacro {
        /// The selector as given.
        selector: String,
        /// The file searched.
        file: PathBuf,
        /// Which macro makes the name and why it cannot be read.
        note: String,
    },
    /// Definitions exist, but none for the chosen target / cfg.
    #[error("{}: no definition of `{selector}` applies to {chosen}; its variants: {}", file.display(), variants.join("; "))]
    NoVariant {
        /// The selector as given.
        selector: String,
        /// The file searched.
        file: PathBuf,
        /// The chosen configuration, as labelled (`--target` triple or `cfg` set).
        chosen: String,
        /// Every definition found, as `file:line cfg` (`(no cfg)` when unconditional).
        variants: Vec<String>,
    },
}

fn nearest_text(nearest: &[String]) -> String {
    if nearest.is_empty() {
        "; the file defines nothing extractable".to_string()
    } else {
        format!("; nearest names: {}", nearest.join(", "))
    }
}

/// A syntax error that was skipped over while the rest of the file was still read.
#[derive(Debug, Clone, Serialize)]
pub struct ParseIssue {
    /// The file with the syntax error.
    pub file: PathBuf,
    /// 1-based line of the error.
    pub line: usize,
    /// The parser's message.
    pub message: String,
}

/// Discovery view: everything extractable in one file, plus syntax errors skipped over.
#[derive(Debug, Clone, Serialize)]
pub struct Listing {
    /// Every definition the file holds that a selector can name.
    pub items: Vec<Extracted>,
    /// Syntax errors skipped over; the rest of the file was still read.
    pub errors: Vec<ParseIssue>,
    /// Rust enums and their variants: a docs word naming another variant of a definition's
    /// enum (`Fifo` against `QueueMode::Lifo`) is a value to compare, not a guess.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub enums: Vec<EnumVariants>,
}

/// One Rust enum: its name, where it is declared, and its variants in order.
#[derive(Debug, Clone, Serialize)]
pub struct EnumVariants {
    /// The enum's name as declared (`QueueMode`).
    pub name: String,
    /// The file declaring it, as listed.
    pub file: PathBuf,
    /// 1-based line of its name.
    pub line: usize,
    /// Its variants' names, in declaration order.
    pub variants: Vec<String>,
}

/// The language of a file, decided by its extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    /// `.py`, `.pyi`, `.pyw`.
    Python,
    /// `.rs`.
    Rust,
    /// `.yaml`, `.yml`.
    Yaml,
    /// `.toml`.
    Toml,
    /// `.json`.
    Json,
}

impl Lang {
    /// The language for `path`, or `None` for extensions we do not read.
    pub fn of(path: &Path) -> Option<Lang> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "py" | "pyi" | "pyw" => Some(Lang::Python),
            "rs" => Some(Lang::Rust),
            "yaml" | "yml" => Some(Lang::Yaml),
            "toml" => Some(Lang::Toml),
            "json" => Some(Lang::Json),
            // `config.yaml.example`, `settings.json.sample`: look at the previous extension.
            "example" | "sample" | "dist" | "template" | "tmpl" | "in" => {
                Lang::of(Path::new(path.file_stem()?))
            }
            _ => None,
        }
    }
}

/// Read a file as UTF-8 text; non-UTF-8 bytes are an error naming the first bad offset.
pub fn read_text(path: &Path) -> Result<String, SourceError> {
    // A FIFO, socket or device named `*.py` would block (or never end) on read.
    if let Ok(m) = std::fs::metadata(path) {
        if !m.is_file() && !m.is_dir() {
            return Err(SourceError::Io {
                path: path.to_path_buf(),
                source: std::io::Error::other(
                    "not a regular file (a FIFO, socket or device); not read",
                ),
            });
        }
    }
    let bytes = std::fs::read(path).map_err(|source| SourceError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    String::from_utf8(bytes).or_else(|e| {
        let offset = e.utf8_error().valid_up_to();
        let bytes = e.into_bytes();
        // A Python file may declare its encoding (PEP 263, `# -*- coding: latin-1 -*-`):
        // decode it as CPython does instead of refusing it.
        if matches!(
            path.extension().and_then(|x| x.to_str()),
            Some("py" | "pyi")
        ) {
            match python::decode_source(&bytes) {
                Ok(text) => return Ok(text.into_owned()),
                Err(python::UnreadableModule::Encoding { encoding }) if encoding != "utf-8" => {
                    return Err(SourceError::Parse {
                        path: path.to_path_buf(),
                        line: 1,
                        msg: format!("cannot decode as {encoding}, the encoding the file declares"),
                    });
                }
                Err(_) => {}
            }
        }
        Err(SourceError::NotUtf8 {
            path: path.to_path_buf(),
            offset,
        })
    })
}

/// 1-based line lookup for byte offsets of one text.
pub(crate) struct Lines {
    starts: Vec<usize>,
    /// The text is ASCII: a column is a byte count.
    ascii: bool,
    /// Char-to-byte index, built on the first [`Lines::offset`] of a non-ASCII text.
    chars: std::sync::OnceLock<CharIndex>,
}

/// Where chars are in a non-ASCII text: the char index of every line start and the byte
/// offset of every [`CHAR_SAMPLE`]th char, so a (line, column) lookup walks at most that many
/// chars, not the whole line (a 10 MB one-line file made `offset` quadratic).
struct CharIndex {
    line_chars: Vec<usize>,
    samples: Vec<usize>,
}

const CHAR_SAMPLE: usize = 64;

impl CharIndex {
    fn new(text: &str) -> CharIndex {
        let mut line_chars = vec![0];
        let mut samples = Vec::with_capacity(text.len() / CHAR_SAMPLE + 1);
        for (n, (at, c)) in text.char_indices().enumerate() {
            if n % CHAR_SAMPLE == 0 {
                samples.push(at);
            }
            if c == '\n' {
                line_chars.push(n + 1);
            }
        }
        CharIndex {
            line_chars,
            samples,
        }
    }
}

impl Lines {
    pub(crate) fn new(text: &str) -> Lines {
        let mut starts = vec![0];
        starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1));
        Lines {
            starts,
            ascii: text.is_ascii(),
            chars: std::sync::OnceLock::new(),
        }
    }

    /// How many lines the text has (a final line without a newline counts).
    pub(crate) fn count(&self) -> usize {
        self.starts.len()
    }

    /// 1-based line of byte `offset`.
    pub(crate) fn line(&self, offset: usize) -> usize {
        match self.starts.binary_search(&offset) {
            Ok(i) => i + 1,
            Err(i) => i,
        }
    }

    /// Byte offset of 1-based `line`, column `col` counted in chars (a column past the
    /// line's end runs on into the next lines; past the text, its length).
    pub(crate) fn offset(&self, text: &str, line: usize, col: usize) -> usize {
        let Some(&start) = self.starts.get(line.saturating_sub(1)) else {
            return text.len();
        };
        if self.ascii {
            return (start + col).min(text.len());
        }
        let index = self.chars.get_or_init(|| CharIndex::new(text));
        let char_at = index.line_chars[line.saturating_sub(1)] + col;
        let Some(&from) = index.samples.get(char_at / CHAR_SAMPLE) else {
            return text.len();
        };
        text[from..]
            .char_indices()
            .nth(char_at % CHAR_SAMPLE)
            .map(|(i, _)| from + i)
            .unwrap_or(text.len())
    }
}

/// Everything extractable in the text of one file (the shared engine of [`extract`] and
/// [`list`]). `file` is only used for messages and the records.
pub fn list_text(file: &Path, text: &str) -> Result<Listing, SourceError> {
    list_text_at(None, file, text, None, None)
}

/// Stack for parsing and walking one file. Parsers, visitors and even dropping a syntax tree
/// recurse once per nesting level, and generated code (`1 + 1 + … + 1` 20,000 times) nests far
/// deeper than a default thread stack allows. The memory is reserved, not committed.
pub(crate) const PARSE_STACK: usize = 256 << 20;

thread_local! {
    /// This thread was started with [`PARSE_STACK`] bytes of stack ([`parse_pool`]).
    static ON_BIG_STACK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// THE parse pool: one thread pool whose workers have [`PARSE_STACK`] bytes of stack, started
/// on first use with as many threads as the global pool, shared by every command that lists
/// many files (`extract`, `strings`, `scan`, `check`'s constants). [`on_big_stack`] runs
/// directly on its workers instead of starting a thread per file (a thread start and its 256 MB
/// stack mapping cost more than parsing a small file). `None` when the threads cannot be
/// started (strict memory overcommit); callers then run where they are.
fn parse_pool() -> Option<&'static rayon::ThreadPool> {
    static POOL: std::sync::OnceLock<Option<rayon::ThreadPool>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(rayon::current_num_threads())
            .thread_name(|i| format!("docdrift-parse-{i}"))
            .stack_size(PARSE_STACK)
            .start_handler(|_| ON_BIG_STACK.with(|b| b.set(true)))
            .build()
            .ok()
    })
    .as_ref()
}

/// Run `work` (typically a `par_iter` over files) on the parse pool, so every
/// file it parses is on a big stack without a thread of its own; on the caller's thread when
/// already there or when the pool could not start.
pub fn on_parse_pool<T: Send>(work: impl FnOnce() -> T + Send) -> T {
    if ON_BIG_STACK.with(std::cell::Cell::get) {
        return work();
    }
    match parse_pool() {
        Some(p) => p.install(work),
        None => work(),
    }
}

/// Run `f` on a thread with [`PARSE_STACK`] bytes of stack: the current one when it is a
/// [`parse_pool`] worker, else a new one (or the caller's thread when no such thread can
/// be started, e.g. under strict memory overcommit).
pub(crate) fn on_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    if ON_BIG_STACK.with(std::cell::Cell::get) {
        return f();
    }
    let job = std::sync::Mutex::new(Some(f));
    let take = || job.lock().ok().and_then(|mut g| g.take());
    let ran = std::thread::scope(|s| {
        let handle = std::thread::Builder::new()
            .name("docdrift-parse".into())
            .stack_size(PARSE_STACK)
            .spawn_scoped(s, || take().map(|f| f()));
        match handle {
            Ok(h) => match h.join() {
                Ok(v) => v,
                Err(panic) => std::panic::resume_unwind(panic),
            },
            Err(_) => None,
        }
    });
    match ran {
        Some(v) => v,
        None => match take() {
            Some(f) => f(),
            None => unreachable!("the job runs exactly once"),
        },
    }
}

/// [`list_text`] with the file's path on disk, so Rust `mod name;` files are read too.
/// `want`: only the items of that name are kept (a selector's item), the rest are walked past
/// without a record — a 10 MB file's listing is most of a selector's memory.
fn list_text_at(
    disk: Option<&Path>,
    file: &Path,
    text: &str,
    jail: Option<&Path>,
    want: Option<&str>,
) -> Result<Listing, SourceError> {
    on_big_stack(|| list_text_inner(disk, file, text, jail, want))
}

fn list_text_inner(
    disk: Option<&Path>,
    file: &Path,
    text: &str,
    jail: Option<&Path>,
    want: Option<&str>,
) -> Result<Listing, SourceError> {
    let lang = Lang::of(file).ok_or_else(|| SourceError::Unsupported {
        path: file.to_path_buf(),
    })?;
    let listing = match lang {
        Lang::Python => python::list_for(file, text, want),
        Lang::Rust => rust::list_tree_in(disk, file, text, jail),
        Lang::Yaml => config::list_yaml_for(file, text, want)?,
        Lang::Toml => config::list_toml_for(file, text, want)?,
        Lang::Json => config::list_json_for(file, text, want)?,
    };
    Ok(listing)
}

/// Name the file in an error as the user gave it, not as joined to the root.
fn as_given(e: SourceError, file: &Path) -> SourceError {
    match e {
        SourceError::NotUtf8 { offset, .. } => SourceError::NotUtf8 {
            path: file.to_path_buf(),
            offset,
        },
        SourceError::Io { source, .. } => SourceError::Io {
            path: file.to_path_buf(),
            source,
        },
        other => other,
    }
}

/// The confinement root for reading `disk` under `root`: the canonical root when the file
/// lies inside it (module files it declares must then stay inside too), else `None` (a file
/// the user named outside any root, read as given).
fn jail_for(root: &Path, disk: &Path) -> Option<PathBuf> {
    let root = root.canonicalize().ok()?;
    disk.canonicalize()
        .ok()
        .filter(|d| d.starts_with(&root))
        .map(|_| root)
}

fn resolve(root: &Path, file: &Path) -> PathBuf {
    if file.is_absolute() {
        file.to_path_buf()
    } else {
        root.join(file)
    }
}

/// Discovery view of one file (relative to `root` unless absolute).
pub fn list(root: &Path, file: &Path) -> Result<Listing, SourceError> {
    if Lang::of(file).is_none() {
        return Err(SourceError::Unsupported {
            path: file.to_path_buf(),
        });
    }
    let disk = resolve(root, file);
    let text = read_text(&disk).map_err(|e| as_given(e, file))?;
    let jail = jail_for(root, &disk);
    let mut listing = list_text_at(Some(&disk), file, &text, jail.as_deref(), None)?;
    for item in &mut listing.items {
        // A method's linked default is read from its constant: select that.
        let name = if item.kind == Kind::RustLinkedConst {
            &item.selector
        } else {
            &item.name
        };
        item.selector = format!("{}::{}", file.display(), name);
    }
    Ok(listing)
}

/// Resolve one selector, files relative to `root`. Several definitions (cfg variants,
/// duplicates, a commented-out example next to a live key) are ALL returned — callers report
/// ambiguity, never pick silently.
pub fn extract(root: &Path, selector: &str) -> Result<Vec<Extracted>, SourceError> {
    extract_for(root, selector, None)
}

/// [`extract`] for one configuration: of a Rust item, only the `#[cfg]` variants, `cfg!`
/// branches and `use` entries that apply to `cfg` (a target and/or options) are returned,
/// and names it uses are folded for that configuration too. Other files ignore `cfg`.
pub fn extract_for(
    root: &Path,
    selector: &str,
    cfg: Option<&cfg::CfgSet>,
) -> Result<Vec<Extracted>, SourceError> {
    let sel = selector::Selector::parse(selector)?;
    let lang = Lang::of(&sel.path);
    if lang.is_none() {
        return Err(SourceError::Unsupported { path: sel.path });
    }
    let disk = resolve(root, &sel.path);
    let text = read_text(&disk).map_err(|e| as_given(e, &sel.path))?;
    let jail = jail_for(root, &disk);
    let mut macro_note = None;
    let listing = if lang == Some(Lang::Rust) {
        let q = rust::Query {
            want: Some(&sel.item),
            cfg,
            jail: jail.as_deref(),
        };
        let a = on_big_stack(|| rust::list_tree_for(Some(&disk), &sel.path, &text, &q));
        macro_note = a.macro_note;
        a.listing
    } else {
        list_text_at(
            Some(&disk),
            &sel.path,
            &text,
            jail.as_deref(),
            Some(&sel.item),
        )?
    };
    let found: Vec<Extracted> = listing
        .items
        .iter()
        .filter(|it| it.name == sel.item)
        .cloned()
        .map(|mut it| {
            it.selector = selector.to_string();
            // The definition was read around syntax errors: say so next to the value, naming
            // only errors of the file it is in (another module's errors are not its problem).
            let own: Vec<&ParseIssue> = listing
                .errors
                .iter()
                .filter(|e| e.file == it.file)
                .collect();
            // A module file refused for lying outside the checkout explains a name that
            // could not be followed, whichever file declared it.
            for e in listing
                .errors
                .iter()
                .filter(|e| e.message.contains("outside the checkout"))
            {
                it.warnings
                    .push(format!("{}: {}", e.file.display(), e.message));
            }
            if let Some(first) = own.first() {
                it.warnings.push(format!(
                    "{} has {} syntax error(s), first at {}:{}: {}",
                    first.file.display(),
                    own.len(),
                    first.file.display(),
                    first.line,
                    first.message
                ));
            }
            it
        })
        .collect();
    if !found.is_empty() {
        return Ok(found);
    }
    // Not there: the error names the nearest names, so it needs every name (a second parse,
    // on this path only). Rust's query keeps what the error needs itself.
    let listing = if lang == Some(Lang::Rust) {
        listing
    } else {
        list_text_at(Some(&disk), &sel.path, &text, jail.as_deref(), None)?
    };
    if let Some(set) = cfg {
        if lang == Some(Lang::Rust) {
            // Say which variants exist when none is for the chosen configuration.
            if let Ok(all) = extract_for(root, selector, None) {
                return Err(SourceError::NoVariant {
                    selector: selector.to_string(),
                    file: sel.path,
                    chosen: set.label.clone(),
                    variants: all
                        .iter()
                        .map(|x| {
                            format!(
                                "{}:{} {}",
                                x.file.display(),
                                x.line,
                                x.cfg.as_deref().unwrap_or("(no cfg)")
                            )
                        })
                        .collect(),
                });
            }
        }
    }
    if let Some(note) = macro_note {
        return Err(SourceError::MadeByMacro {
            selector: selector.to_string(),
            file: sel.path,
            note,
        });
    }
    // Nothing parsed at all and the parser complained: the error is the better answer.
    if listing.items.is_empty() {
        if let Some(e) = listing.errors.first() {
            return Err(SourceError::Parse {
                path: sel.path,
                line: e.line,
                msg: e.message.clone(),
            });
        }
    }
    // A statement or file left unread for its depth: that is why the item is missing.
    if let Some(e) = listing
        .errors
        .iter()
        .find(|e| e.file == sel.path && e.message.contains(bounds::NOT_READ))
    {
        return Err(SourceError::Parse {
            path: sel.path,
            line: e.line,
            msg: e.message.clone(),
        });
    }
    let names: Vec<&str> = listing.items.iter().map(|i| i.name.as_str()).collect();
    Err(SourceError::NotFound {
        selector: selector.to_string(),
        file: sel.path,
        nearest: selector::nearest(&sel.item, &names, 5),
    })
}

#[cfg(test)]
mod lines_tests {
    use super::Lines;

    /// The char walk `offset` replaced: what every (line, column) must still give.
    fn walked(text: &str, line: usize, col: usize) -> usize {
        let starts: Vec<usize> = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        let Some(&start) = starts.get(line.saturating_sub(1)) else {
            return text.len();
        };
        text[start..]
            .char_indices()
            .nth(col)
            .map(|(i, _)| start + i)
            .unwrap_or(text.len())
    }

    #[test]
    fn offsets_equal_the_char_walk_in_ascii_and_multibyte_text() {
        let long: String = "é€a𝄞b".repeat(100);
        for text in ["", "abc\ndef\n", "ab\nçé€\n\nx𝄞y\nlast", &long] {
            let lines = Lines::new(text);
            for line in 0..6 {
                for col in 0..text.chars().count() + 3 {
                    assert_eq!(
                        lines.offset(text, line, col),
                        walked(text, line, col),
                        "{text:?} line {line} col {col}"
                    );
                }
            }
        }
    }
}
