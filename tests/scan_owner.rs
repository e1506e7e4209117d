//! `docdrift scan` with owner-aware identity (issue 26, class 3): a code name carries its
//! owner (module, impl type, class) and a docs statement its context (the rustdoc item path
//! of its page, its heading, the names beside it). Two types with one method name are told
//! apart by the page; a Python class's parameters by the heading or the words beside them; a Rust item
//! re-exported under two paths is one definition; a generic leaf never matches without an
//! owner named beside it; an ambiguous name lists its best three candidates and a count.

use crate::util::{self, scan_all, write};
use std::path::Path;

fn scan(docs: &Path, code: &Path, args: &[&str]) -> (i32, String) {
    let out = crate::util::docdrift()
        .arg("scan")
        .arg("--docs")
        .arg(docs)
        .arg("--checkout")
        .arg(code)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

/// `verdict id code-file:line` per finding, sorted (from `--all --format json`).
fn brief(docs: &Path, code: &Path) -> (i32, Vec<String>) {
    let (rc, report) = scan_all(docs, code);
    (rc, util::brief(&report, |id| id))
}

/// A rustdoc method page: the title carries the item path, the impl block the type.
fn rustdoc_page(title: &str, ty: &str, method: &str, sentence: &str) -> String {
    format!(
        "<html><head><title>{title}</title></head><body><h1>Struct</h1>\n<h2>Implementations</h2>\n\
         <section class=\"impl\"><h3 class=\"code-header\">impl {ty}</h3></section>\n\
         <section id=\"method.{method}\" class=\"method\"><h4 class=\"code-header\">pub fn \
         <a class=\"fn\">{method}</a>(&amp;mut self, n: usize) -&gt; &amp;mut {ty}</h4></section>\n\
         <div class=\"docblock\"><p>Sets the limit. {sentence}</p></div>\n</body></html>\n"
    )
}

fn builder(default: u32) -> String {
    format!(
        "pub struct Builder {{\n    max_frame_size: usize,\n}}\n\nimpl Builder {{\n    \
         pub fn new() -> Builder {{\n        Builder {{ max_frame_size: {default} }}\n    }}\n\n    \
         pub fn max_frame_size(&mut self, n: usize) -> &mut Builder {{\n        \
         self.max_frame_size = n;\n        self\n    }}\n}}\n"
    )
}

#[test]
fn two_builders_with_one_method_are_told_apart_by_the_page_item_path() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub mod client;\npub mod server;\nmod searcher;\npub use crate::searcher::SearcherBuilder;\n\
         pub mod prelude {\n    pub use crate::searcher::SearcherBuilder;\n}\n",
    );
    write(&code.join("src/client.rs"), &builder(16384));
    write(&code.join("src/server/mod.rs"), &builder(65536));
    write(
        &code.join("src/searcher.rs"),
        "pub struct SearcherBuilder {\n    heap_limit: usize,\n}\n\nimpl Default for SearcherBuilder {\n    \
         fn default() -> Self {\n        SearcherBuilder { heap_limit: 4096 }\n    }\n}\n",
    );
    let stated = "The default value is 16384.";
    write(
        &docs.join("mycrate/client/struct.Builder.html"),
        &rustdoc_page(
            "Builder in mycrate::client - Rust",
            "Builder",
            "max_frame_size",
            stated,
        ),
    );
    write(
        &docs.join("mycrate/server/struct.Builder.html"),
        &rustdoc_page(
            "Builder in mycrate::server - Rust",
            "Builder",
            "max_frame_size",
            stated,
        ),
    );
    // The re-exported builder is documented at the crate root and in `prelude`: one
    // definition, stated twice.
    for (page, title) in [
        (
            "mycrate/struct.SearcherBuilder.html",
            "SearcherBuilder in mycrate - Rust",
        ),
        (
            "mycrate/prelude/struct.SearcherBuilder.html",
            "SearcherBuilder in mycrate::prelude - Rust",
        ),
    ] {
        write(
            &docs.join(page),
            &rustdoc_page(
                title,
                "SearcherBuilder",
                "heap_limit",
                "The default value is 8192.",
            ),
        );
    }
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "agree agree/Builder::new.max_frame_size/1 src/client.rs:7",
            // Before owners: one `ambiguous` finding with an agreeing candidate, exit 0.
            "disagree disagree/Builder::new.max_frame_size/1 src/server/mod.rs:7",
            "disagree disagree/SearcherBuilder::default.heap_limit/1 src/searcher.rs:7",
        ]
    );
    assert_eq!(rc, 1);
    // The maintainer's table names the page by its path, so the two builders read apart,
    // and the re-exported builder's two pages are one block.
    let (_, table) = scan(&docs, &code, &[]);
    assert!(table.contains("server/struct.Builder.html:5"), "{table}");
    assert_eq!(table.matches("DISAGREE").count(), 2, "{table}");
    assert!(
        table.contains("prelude/struct.SearcherBuilder.html:5"),
        "{table}"
    );
}

#[test]
fn python_classes_are_told_apart_by_heading_and_generic_names_need_an_owner() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    let mut py = String::new();
    for (class, timeout) in [("Client", 10), ("Server", 30), ("Worker", 5), ("Pool", 7)] {
        py.push_str(&format!(
            "class {class}:\n    def __init__(self, timeout={timeout}, name=\"{}\"):\n        \
             self.timeout = timeout\n\n\n",
            class.to_lowercase()
        ));
    }
    write(&code.join("app/net.py"), &py);
    write(
        &docs.join("net.md"),
        "# Networking\n\n## Client\n\nThe request `timeout` (default: 10).\n\n\
         ## Server\n\nThe connection `timeout` (default: 60).\n\n\
         ## Options\n\n- The `Worker` waits `timeout` (default: 5) seconds.\n\n\
         Every part has a `name` (default: \"main\").\n",
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "agree agree/Client.__init__(timeout)/1 app/net.py:2",
            "agree agree/Worker.__init__(timeout)/1 app/net.py:12",
            "disagree disagree/Server.__init__(timeout)/1 app/net.py:7",
        ]
    );
    assert_eq!(rc, 1);
}

#[test]
fn an_ambiguous_name_shows_three_candidates_and_a_count() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    // `retries` in five parts of `upload`: the heading names `upload`, shared by all five,
    // and nothing names the part.
    let mut yaml = String::from("upload:\n");
    for (k, part) in ["alpha", "beta", "gamma", "delta", "omega"]
        .iter()
        .enumerate()
    {
        yaml.push_str(&format!("  {part}:\n    retries: {}\n", k + 1));
    }
    write(&code.join("defaults.yaml"), &yaml);
    write(
        &docs.join("tuning.md"),
        "# Tuning\n\n## Upload\n\nThe number of tries, `retries` (default: 9).\n",
    );
    let (rc, table) = scan(&docs, &code, &[]);
    assert!(table.contains("(5 candidate definitions;"), "{table}");
    assert_eq!(
        table.matches("  code  defaults.yaml:").count(),
        3,
        "{table}"
    );
    let (_, json) = scan(&docs, &code, &["--format", "json"]);
    assert!(json.contains("and 2 more (5 candidates)"), "{json}");
    assert_eq!(rc, 0, "ambiguous is not drift: {table}");
}

#[test]
fn a_builders_setter_states_the_default_of_the_type_it_builds() {
    // ureq's shape: `ConfigBuilder::no_delay` sets `Config`'s field through a method
    // (`self.config().no_delay = v`), and its default is `Config::default()`'s, reached as
    // the setter's own default (rule 120); another type's field of that name is not meant.
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/config.rs"),
        "pub struct Config {\n    max_header_size: usize,\n}\n\n\
         impl Default for Config {\n    fn default() -> Self {\n        Config { max_header_size: 32768 }\n    }\n}\n\n\
         pub struct ConfigBuilder {\n    config: Config,\n}\n\n\
         impl ConfigBuilder {\n    fn config(&mut self) -> &mut Config {\n        &mut self.config\n    }\n\n    \
         pub fn max_header_size(mut self, n: usize) -> Self {\n        \
         self.config().max_header_size = n;\n        self\n    }\n}\n\n\
         pub struct Limits {\n    max_header_size: usize,\n}\n\n\
         impl Default for Limits {\n    fn default() -> Self {\n        Limits { max_header_size: 65536 }\n    }\n}\n",
    );
    write(&code.join("src/lib.rs"), "pub mod config;\n");
    write(
        &docs.join("mycrate/config/struct.ConfigBuilder.html"),
        &rustdoc_page(
            "ConfigBuilder in mycrate::config - Rust",
            "ConfigBuilder",
            "max_header_size",
            "Defaults to 65536.",
        ),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        ["disagree disagree/ConfigBuilder::max_header_size/1 src/config.rs:7"]
    );
    assert_eq!(rc, 1);
}

/// attohttpc's shape: `RequestBuilder::max_headers` hands its parameter to a part shared
/// behind an `Arc` (`self.base_settings.set_max_headers(n)`), whose type is imported from
/// another module and sets its own field of that name; the default is that type's `Default`
/// literal, unless the setter's own type's constructor calls that setter itself.
#[test]
fn a_setter_handing_its_value_to_a_parts_setter_states_the_parts_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/settings.rs"),
        "pub struct BaseSettings {\n    pub max_headers: usize,\n}\n\n\
         impl Default for BaseSettings {\n    fn default() -> Self {\n        \
         BaseSettings { max_headers: 100 }\n    }\n}\n\n\
         impl BaseSettings {\n    pub fn set_max_headers(self: &mut std::sync::Arc<Self>, n: usize) {\n        \
         std::sync::Arc::make_mut(self).max_headers = n;\n    }\n}\n",
    );
    write(
        &code.join("src/builder.rs"),
        "use crate::settings::BaseSettings;\nuse std::sync::Arc;\n\n\
         pub struct RequestBuilder {\n    base_settings: Arc<BaseSettings>,\n}\n\n\
         impl RequestBuilder {\n    pub fn max_headers(mut self, max_headers: usize) -> Self {\n        \
         self.base_settings.set_max_headers(max_headers);\n        self\n    }\n}\n\n\
         pub struct Session {\n    base_settings: Arc<BaseSettings>,\n}\n\n\
         impl Session {\n    pub fn new() -> Session {\n        \
         let mut base_settings = Arc::new(BaseSettings::default());\n        \
         base_settings.set_max_headers(64);\n        Session { base_settings }\n    }\n\n    \
         pub fn max_headers(&mut self, max_headers: usize) {\n        \
         self.base_settings.set_max_headers(max_headers);\n    }\n}\n",
    );
    write(
        &code.join("src/lib.rs"),
        "pub mod builder;\npub mod settings;\n",
    );
    write(
        &docs.join("mycrate/builder/struct.RequestBuilder.html"),
        &rustdoc_page(
            "RequestBuilder in mycrate::builder - Rust",
            "RequestBuilder",
            "max_headers",
            "The default is 64.",
        ),
    );
    // `Session::new` calls the part's setter itself: its own constructor decides the
    // default, which is not the part's, and nothing is compared.
    write(
        &docs.join("mycrate/builder/struct.Session.html"),
        &rustdoc_page(
            "Session in mycrate::builder - Rust",
            "Session",
            "max_headers",
            "The default is 64.",
        ),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        ["disagree disagree/builder::RequestBuilder::max_headers/1 src/settings.rs:7"]
    );
    assert_eq!(rc, 1);
}

/// attohttpc's `danger_accept_invalid_certs`, on `RequestBuilder` and on `Session`: two types'
/// setters of one name handing their value to one part's field (`accept_invalid_certs`) share
/// that field's place; each is its own type's default, stated on its own page, and neither
/// hides the other.
#[test]
fn two_types_setters_of_one_shared_field_are_each_compared() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/settings.rs"),
        "pub struct BaseSettings {\n    pub accept_invalid_certs: bool,\n}\n\n\
         impl Default for BaseSettings {\n    fn default() -> Self {\n        \
         BaseSettings { accept_invalid_certs: false }\n    }\n}\n\n\
         impl BaseSettings {\n    pub fn set_accept_invalid_certs(&mut self, yes: bool) {\n        \
         self.accept_invalid_certs = yes;\n    }\n}\n",
    );
    write(
        &code.join("src/builder.rs"),
        "use crate::settings::BaseSettings;\n\n\
         pub struct RequestBuilder {\n    base_settings: BaseSettings,\n}\n\n\
         impl RequestBuilder {\n    pub fn danger_accept_invalid_certs(mut self, accept_invalid_certs: bool) -> Self {\n        \
         self.base_settings.set_accept_invalid_certs(accept_invalid_certs);\n        self\n    }\n}\n\n\
         pub struct Session {\n    base_settings: BaseSettings,\n}\n\n\
         impl Session {\n    pub fn danger_accept_invalid_certs(&mut self, accept_invalid_certs: bool) {\n        \
         self.base_settings.set_accept_invalid_certs(accept_invalid_certs);\n    }\n}\n",
    );
    write(
        &code.join("src/lib.rs"),
        "pub mod builder;\npub mod settings;\n",
    );
    for ty in ["RequestBuilder", "Session"] {
        write(
            &docs.join(format!("mycrate/builder/struct.{ty}.html")),
            &rustdoc_page(
                &format!("{ty} in mycrate::builder - Rust"),
                ty,
                "danger_accept_invalid_certs",
                "The default value is <code>true</code>.",
            ),
        );
    }
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "disagree disagree/builder::RequestBuilder::danger_accept_invalid_certs/1 src/settings.rs:7",
            "disagree disagree/builder::Session::danger_accept_invalid_certs/1 src/settings.rs:7",
        ]
    );
    assert_eq!(rc, 1);
}

/// A `NonZero*` default is its number: `NonZeroUsize::new(64).unwrap()` in a `Default` literal
/// and the `const` form `match NonZeroU32::new(3) { Some(v) => v, None => unreachable!() }`
/// are compared with "The default is …" under the setter writing the field.
#[test]
fn a_non_zero_default_is_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "use std::num::{NonZeroU32, NonZeroUsize};\n\n\
         const DEFAULT_BUCKETS: NonZeroU32 = match NonZeroU32::new(3) {\n    \
         Some(v) => v,\n    None => unreachable!(),\n};\n\n\
         pub struct Builder {\n    capacity: NonZeroUsize,\n    buckets: NonZeroU32,\n}\n\n\
         impl Default for Builder {\n    fn default() -> Self {\n        Builder {\n            \
         capacity: NonZeroUsize::new(64).unwrap(),\n            buckets: DEFAULT_BUCKETS,\n        \
         }\n    }\n}\n\n\
         impl Builder {\n    pub fn capacity(&mut self, n: NonZeroUsize) -> &mut Builder {\n        \
         self.capacity = n;\n        self\n    }\n\n    \
         pub fn buckets(&mut self, n: NonZeroU32) -> &mut Builder {\n        \
         self.buckets = n;\n        self\n    }\n}\n",
    );
    let page = rustdoc_page("Builder in mycrate - Rust", "Builder", "capacity", "The default is 32.")
        .replace(
            "</body>",
            "<section id=\"method.buckets\" class=\"method\"><h4 class=\"code-header\">pub fn \
             <a class=\"fn\">buckets</a>(&amp;mut self, n: NonZeroU32) -&gt; &amp;mut Builder</h4></section>\n\
             <div class=\"docblock\"><p>Sets the buckets. The default is 3.</p></div>\n</body>",
        );
    write(&docs.join("mycrate/struct.Builder.html"), &page);
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "agree agree/Builder::default.buckets/1 src/lib.rs:17",
            "disagree disagree/Builder::default.capacity/1 src/lib.rs:16",
        ],
        "{findings:#?}"
    );
    assert_eq!(rc, 1);
}

/// criterion's `Criterion::default`: "Creates a benchmark manager with the following default
/// settings:" over a list of settings named in words ("Sample size: 100 measurements",
/// "Warm-up time: 3 s", "Noise threshold: 0.01 (1%)"), each the field of that name in snake
/// case; a label naming no field ("Bootstrap size") and a list no such lead-in opens say nothing.
#[test]
fn a_list_of_default_settings_in_words_names_the_types_fields() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "use std::time::Duration;\n\n\
         pub struct Criterion {\n    sample_size: usize,\n    warm_up_time: Duration,\n    \
         noise_threshold: f64,\n    nresamples: usize,\n}\n\n\
         impl Default for Criterion {\n    fn default() -> Criterion {\n        Criterion {\n            \
         sample_size: 100,\n            warm_up_time: Duration::from_secs(3),\n            \
         noise_threshold: 0.01,\n            nresamples: 100_000,\n        }\n    }\n}\n",
    );
    let items = |lead: &str| {
        format!(
            "<div class=\"docblock\"><p>{lead}</p><ul><li>Sample size: 100 measurements</li>\
             <li>Warm-up time: 5 s</li><li>Noise threshold: 0.01 (1%)</li>\
             <li>Bootstrap size: 100 000 resamples</li></ul></div>"
        )
    };
    let page = format!(
        "<html><head><title>Criterion in mycrate - Rust</title></head><body><h1>Struct</h1>\n\
         <h2>Trait Implementations</h2>\n<section class=\"impl\"><h3 class=\"code-header\">\
         impl Default for Criterion</h3></section>\n<section id=\"method.default\" class=\"method\">\
         <h4 class=\"code-header\">fn <a class=\"fn\">default</a>() -&gt; Criterion</h4></section>\n{}\n\
         <h2>Examples</h2>{}</body></html>\n",
        items("Creates a benchmark manager with the following default settings:"),
        items("A benchmark manager tuned for a slow machine:"),
    );
    write(&docs.join("mycrate/struct.Criterion.html"), &page);
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "agree agree/Criterion::default.noise_threshold/1 src/lib.rs:15",
            "agree agree/Criterion::default.sample_size/1 src/lib.rs:13",
            "disagree disagree/Criterion::default.warm_up_time/1 src/lib.rs:14",
        ],
        "{findings:#?}"
    );
    assert_eq!(rc, 1);
}

/// usvg's `Options`: each struct field's docblock ends "Default: 96.0"; the rustdoc field heading
/// (`§dpi: f32`) names the field, a one-word name as well as a snake-case one, and the value is
/// the field's in `impl Default`.
#[test]
fn a_struct_fields_default_line_is_the_fields_whatever_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct Options {\n    pub dpi: f32,\n    pub font_size: f32,\n}\n\n\
         impl Default for Options {\n    fn default() -> Options {\n        \
         Options { dpi: 72.0, font_size: 12.0 }\n    }\n}\n",
    );
    let field = |name: &str, ty: &str, value: &str| {
        format!(
            "<span id=\"structfield.{name}\" class=\"structfield section-header\">\
             <a href=\"#structfield.{name}\" class=\"anchor field\">§</a><code>{name}: \
             <a class=\"primitive\">{ty}</a></code></span><div class=\"docblock\">\
             <p>Impacts units conversion.</p><p>Default: {value}</p></div>"
        )
    };
    write(
        &docs.join("mycrate/struct.Options.html"),
        &format!(
            "<html><head><title>Options in mycrate - Rust</title></head><body><h1>Struct Options</h1>\
             <h2 id=\"fields\">Fields</h2>{}{}</body></html>\n",
            field("dpi", "f32", "96.0"),
            field("font_size", "f32", "12"),
        ),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "agree agree/Options::default.font_size/1 src/lib.rs:8",
            "disagree disagree/Options::default.dpi/1 src/lib.rs:8",
        ],
        "{findings:#?}"
    );
    assert_eq!(rc, 1);
}

/// simplelog's `ConfigBuilder(Config)`: a newtype builder whose setters write `self.0.level`,
/// documented "(default is Error)" with the variant's bare name; the enum (`LevelFilter`) is a
/// dependency's, so its variants are not in the checkout and a capitalised word is read as
/// one of them. Planted wrong here for `level`; `thread` agrees.
#[test]
fn a_newtype_builders_setter_and_a_dependencys_variant_named_bare() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "use log::LevelFilter;\n\n\
         pub struct Config {\n    level: LevelFilter,\n    thread: LevelFilter,\n}\n\n\
         impl Default for Config {\n    fn default() -> Config {\n        Config {\n            \
         level: LevelFilter::Warn,\n            thread: LevelFilter::Debug,\n        }\n    }\n}\n\n\
         pub struct ConfigBuilder(Config);\n\n\
         impl ConfigBuilder {\n    pub fn set_max_level(&mut self, level: LevelFilter) -> &mut ConfigBuilder {\n        \
         self.0.level = level;\n        self\n    }\n\n    \
         pub fn set_thread_level(&mut self, thread: LevelFilter) -> &mut ConfigBuilder {\n        \
         self.0.thread = thread;\n        self\n    }\n}\n",
    );
    let page = |method: &str, sentence: &str| {
        rustdoc_page(
            "ConfigBuilder in mycrate - Rust",
            "ConfigBuilder",
            method,
            sentence,
        )
    };
    write(
        &docs.join("mycrate/struct.ConfigBuilder.html"),
        &page(
            "set_max_level",
            "The level itself is logged (default is Error)",
        ),
    );
    write(
        &docs.join("mycrate/struct.ConfigBuilder2.html"),
        &page(
            "set_thread_level",
            "The thread id is logged. (default is Debug)",
        ),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "agree agree/ConfigBuilder::set_thread_level/1 src/lib.rs:12",
            "disagree disagree/ConfigBuilder::set_max_level/1 src/lib.rs:11"
        ]
    );
    assert_eq!(rc, 1);
}

#[test]
fn a_getters_fallback_is_the_default_of_an_unset_option() {
    // regex-automata's configs: every option is `Option<T>`, and `get_x` decides the default
    // with `unwrap_or`; the setter's docs state it.
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct Config {\n    utf8: Option<bool>,\n    size_limit: Option<usize>,\n}\n\n\
         impl Config {\n    pub fn utf8(mut self, yes: bool) -> Config {\n        self.utf8 = Some(yes);\n        self\n    }\n\n    \
         pub fn get_utf8(&self) -> bool {\n        self.utf8.unwrap_or(false)\n    }\n\n    \
         pub fn get_size_limit(&self) -> usize {\n        self.size_limit.unwrap_or(10 * (1 << 20))\n    }\n}\n",
    );
    write(
        &docs.join("mycrate/struct.Config.html"),
        &rustdoc_page(
            "Config in mycrate - Rust",
            "Config",
            "utf8",
            "This is enabled by default.",
        ),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        ["disagree disagree/Config::get_utf8.utf8/1 src/lib.rs:13"]
    );
    assert_eq!(rc, 1);
}

#[test]
fn a_flag_or_mask_stated_as_a_state_under_a_setter_is_its_default() {
    // tar's `Archive`: the setters write `self.inner.FIELD`, whose value is the `ArchiveInner`
    // literal nested in `Archive::new`; the docs say "This flag is disabled by default." and
    // "The mask is 0 by default." under the method headings. Both are planted wrong here.
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct Archive {\n    inner: ArchiveInner,\n}\n\nstruct ArchiveInner {\n    \
         mask: u32,\n    unpack_xattrs: bool,\n}\n\nimpl Archive {\n    pub fn new() -> Archive {\n        \
         Archive {\n            inner: ArchiveInner {\n                mask: 0o022,\n                \
         unpack_xattrs: true,\n            },\n        }\n    }\n\n    \
         pub fn set_mask(&mut self, mask: u32) {\n        self.inner.mask = mask;\n    }\n\n    \
         pub fn set_unpack_xattrs(&mut self, unpack_xattrs: bool) {\n        \
         self.inner.unpack_xattrs = unpack_xattrs;\n    }\n}\n",
    );
    let page = |method: &str, sentence: &str| {
        rustdoc_page("Archive in mycrate - Rust", "Archive", method, sentence)
    };
    write(
        &docs.join("mycrate/struct.Archive.html"),
        &page(
            "set_unpack_xattrs",
            "This flag is disabled by default and is currently only implemented on Unix.",
        ),
    );
    write(
        &docs.join("mycrate/struct.Archive2.html"),
        &page(
            "set_mask",
            "The mask is 0 by default and is only used on Unix.",
        ),
    );
    // A state whose subject is not on the list stays unread: "The buffer is empty by default."
    write(
        &docs.join("mycrate/struct.Archive3.html"),
        &page("set_mask", "The buffer is 0 by default."),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "disagree disagree/Archive::set_mask/1 src/lib.rs:14",
            "disagree disagree/Archive::set_unpack_xattrs/1 src/lib.rs:15"
        ]
    );
    assert_eq!(rc, 1);
}

/// rustyline's `Config`: "Horizontal space taken by a tab. By default, 8." and "By default,
/// it’s enabled." under the getters; the value alone after "By default," is the method's
/// default. Both are planted wrong here; "By default, 4 on Windows." says more and is not read.
#[test]
fn a_value_alone_after_by_default_is_the_methods_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct Config {\n    tab_stop: usize,\n    bracketed_paste: bool,\n}\n\n\
         impl Default for Config {\n    fn default() -> Self {\n        Self {\n            \
         tab_stop: 8,\n            bracketed_paste: true,\n        }\n    }\n}\n\n\
         impl Config {\n    pub fn tab_stop(&mut self, n: usize) -> &mut Config {\n        \
         self.tab_stop = n;\n        self\n    }\n\n    \
         pub fn bracketed_paste(&mut self, n: usize) -> &mut Config {\n        \
         self.bracketed_paste = n > 0;\n        self\n    }\n}\n",
    );
    let page = |method: &str, sentence: &str| {
        rustdoc_page("Config in mycrate - Rust", "Config", method, sentence)
    };
    write(
        &docs.join("mycrate/struct.Config.html"),
        &page(
            "tab_stop",
            "Horizontal space taken by a tab. By default, 4.",
        ),
    );
    write(
        &docs.join("mycrate/struct.Config2.html"),
        &page(
            "bracketed_paste",
            "Bracketed paste on unix. By default, it’s disabled.",
        ),
    );
    write(
        &docs.join("mycrate/struct.Config3.html"),
        &page("tab_stop", "By default, 4 on Windows."),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "disagree disagree/Config::default.bracketed_paste/1 src/lib.rs:10",
            "disagree disagree/Config::default.tab_stop/1 src/lib.rs:9"
        ]
    );
    assert_eq!(rc, 1);
}

#[test]
fn an_enum_variant_default_is_compared_with_a_variant_or_its_name() {
    // aho-corasick's `Input::anchored` ("By default, the anchored mode is `Anchored::No`.")
    // and `MatchKind`'s default: the code value is a variant path the extractor cannot fold.
    // The same type's other variant is drift; the variant's own name in words agrees; another
    // word may name another variant and is not compared.
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub enum Anchored {\n    No,\n    Yes,\n}\n\npub enum MatchKind {\n    Standard,\n    \
         LeftmostFirst,\n}\n\npub struct Input {\n    anchored: Anchored,\n    kind: MatchKind,\n}\n\n\
         impl Input {\n    pub fn new() -> Input {\n        Input {\n            anchored: Anchored::Yes,\n            \
         kind: MatchKind::Standard,\n        }\n    }\n\n    \
         pub fn anchored(mut self, mode: Anchored) -> Input {\n        self.anchored = mode;\n        self\n    }\n\n    \
         pub fn kind(mut self, kind: MatchKind) -> Input {\n        self.kind = kind;\n        self\n    }\n}\n",
    );
    let page = |method: &str, sentence: &str| {
        rustdoc_page("Input in mycrate - Rust", "Input", method, sentence)
    };
    write(
        &docs.join("mycrate/struct.Input.html"),
        &page(
            "anchored",
            "By default, the anchored mode is <code>Anchored::No</code>.",
        ),
    );
    write(
        &docs.join("mycrate/struct.Input2.html"),
        &page("kind", "The default is <code>MatchKind::Standard</code>."),
    );
    write(
        &docs.join("mycrate/struct.Input3.html"),
        &page("kind", "The default value is <code>standard</code>."),
    );
    write(
        &docs.join("mycrate/struct.Input4.html"),
        &page("kind", "The default value is <code>leftmost</code>."),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "agree agree/Input::new.kind/1 src/lib.rs:20",
            "agree agree/Input::new.kind/2 src/lib.rs:20",
            "disagree disagree/Input::new.anchored/1 src/lib.rs:19",
        ]
    );
    assert_eq!(rc, 1);
    // `check` folds no variant, so the drafted claims say so instead of a claim `check`
    // would answer with an error.
    let draft = dir.path().join("drafted.toml");
    let out = util::output(
        util::bin()
            .args(["scan", "--docs"])
            .arg(&docs)
            .arg("--checkout")
            .arg(&code)
            .arg("--write-claims")
            .arg(&draft),
    );
    assert_eq!(out.status.code(), Some(1));
    let text = std::fs::read_to_string(&draft).unwrap();
    assert!(
        text.contains("# (`Input::new.anchored` is the enum variant Anchored::Yes; `check` does not fold variants)"),
        "{text}"
    );
    assert!(!text.contains("\n[[claim]]"), "{text}");
    assert!(
        text.contains("code value `Anchored::Yes` is not the docs' `Anchored::No` (another variant of `Anchored`)"),
        "{text}"
    );
}

#[test]
fn an_associated_constant_default_is_compared_as_a_variant_is() {
    // tracing-appender's `Builder::rotation` ("By default, this is `Rotation::NEVER`."): the
    // builder's `new` writes `Rotation::NEVER`, an associated constant scan cannot fold.
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    let lib = |rotation: &str| {
        format!(
            "enum Kind {{\n    Never,\n    Daily,\n}}\n\npub struct Rotation(Kind);\n\n\
             impl Rotation {{\n    pub const NEVER: Self = Self(Kind::Never);\n    \
             pub const DAILY: Self = Self(Kind::Daily);\n}}\n\npub struct Builder {{\n    \
             rotation: Rotation,\n}}\n\nimpl Builder {{\n    pub fn new() -> Self {{\n        \
             Self {{\n            rotation: Rotation::{rotation},\n        }}\n    }}\n\n    \
             pub fn rotation(self, rotation: Rotation) -> Self {{\n        Self {{ rotation, ..self }}\n    }}\n}}\n"
        )
    };
    write(
        &docs.join("mycrate/struct.Builder.html"),
        &rustdoc_page(
            "Builder in mycrate - Rust",
            "Builder",
            "rotation",
            "By default, this is <code>Rotation::NEVER</code>.",
        ),
    );
    write(&code.join("src/lib.rs"), &lib("NEVER"));
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        ["agree agree/Builder::new.rotation/1 src/lib.rs:20"]
    );
    assert_eq!(rc, 0);
    write(&code.join("src/lib.rs"), &lib("DAILY"));
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        ["disagree disagree/Builder::new.rotation/1 src/lib.rs:20"]
    );
    assert_eq!(rc, 1);
}

/// comrak's options builders (bon's `#[derive(Builder)]`): rustdoc documents each generated
/// setter of `ExtensionBuilder` with "Default: false.", decided by the field's
/// `#[builder(default)]` (the type's default) or `#[builder(default = 80)]`; a clap derive's
/// `#[arg(long, default_value_t = 100)]` is the option `--max-width` (issue 26, classes 1–2).
#[test]
fn derive_attributes_state_a_builders_and_a_clis_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "use bon::Builder;\n\n#[derive(Default, Debug)]\n\
         #[cfg_attr(feature = \"bon\", derive(Builder))]\npub struct Extension {\n    \
         #[cfg_attr(feature = \"bon\", builder(default))]\n    pub strikethrough: bool,\n    \
         #[builder(default = 80)]\n    pub width: usize,\n}\n",
    );
    write(
        &code.join("src/main.rs"),
        "#[derive(clap::Parser)]\nstruct Args {\n    /// The widest line.\n    \
         #[arg(long, default_value_t = 100)]\n    max_width: usize,\n}\n\nfn main() {}\n",
    );
    for (method, sentence) in [
        ("strikethrough", "Default: false."),
        ("width", "Default: 0."),
    ] {
        write(
            &docs.join(format!("mycrate/struct.ExtensionBuilder.{method}.html")),
            &rustdoc_page(
                "ExtensionBuilder in mycrate - Rust",
                "ExtensionBuilder",
                method,
                sentence,
            ),
        );
    }
    write(
        &docs.join("cli.md"),
        "# Command line\n\n- `--max-width <N>`: the widest line (default: 120).\n",
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "agree agree/ExtensionBuilder::strikethrough/1 src/lib.rs:6",
            "disagree disagree/Args(--max-width)/1 src/main.rs:4",
            "disagree disagree/ExtensionBuilder::width/1 src/lib.rs:8",
        ],
        "{findings:?}"
    );
    assert_eq!(rc, 1);
}

/// object_store's `ClientOptions`: its `Default` wraps each value in a conversion that keeps
/// it (`Some(Duration::from_secs(30).into())`, `true.into()` into its `ConfigValue`), its
/// setter wraps the parameter (`Some(ConfigValue::Parsed(timeout))`), and the setter's
/// "Default is 30 seconds" is compared with the value inside. An `Option` left `None` that the
/// docs say a dependency decides ("Default is 90 seconds enforced by reqwest") is not.
#[test]
fn a_default_converted_with_into_keeps_its_value() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/client.rs"),
        "use std::time::Duration;\n\n\
         pub struct ConfigValue<T>(T);\n\n\
         impl<T> From<T> for ConfigValue<T> {\n    fn from(v: T) -> Self {\n        ConfigValue(v)\n    }\n}\n\n\
         pub struct ClientOptions {\n    timeout: Option<ConfigValue<Duration>>,\n    \
         http1_only: ConfigValue<bool>,\n    pool_idle_timeout: Option<ConfigValue<Duration>>,\n}\n\n\
         impl Default for ClientOptions {\n    fn default() -> Self {\n        Self {\n            \
         timeout: Some(Duration::from_secs(60).into()),\n            http1_only: true.into(),\n            \
         pool_idle_timeout: None,\n        }\n    }\n}\n\n\
         impl ClientOptions {\n    pub fn with_timeout(mut self, timeout: Duration) -> Self {\n        \
         self.timeout = Some(ConfigValue(timeout));\n        self\n    }\n\n    \
         pub fn with_http1_only(mut self) -> Self {\n        self.http1_only = true.into();\n        self\n    }\n\n    \
         pub fn with_pool_idle_timeout(mut self, t: Duration) -> Self {\n        \
         self.pool_idle_timeout = Some(ConfigValue(t));\n        self\n    }\n}\n",
    );
    write(&code.join("src/lib.rs"), "pub mod client;\n");
    write(
        &docs.join("object_store/client/struct.ClientOptions.html"),
        &rustdoc_page(
            "ClientOptions in object_store::client - Rust",
            "ClientOptions",
            "with_timeout",
            "Default is 30 seconds.",
        ),
    );
    // `None` leaves the value to reqwest, as the sentence says: not compared.
    write(
        &docs.join("object_store/client/struct.ClientOptions.pool.html"),
        &rustdoc_page(
            "ClientOptions in object_store::client - Rust",
            "ClientOptions",
            "with_pool_idle_timeout",
            "Default is 90 seconds enforced by reqwest.",
        ),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        ["disagree disagree/ClientOptions::with_timeout/1 src/client.rs:20"],
        "{findings:?}"
    );
    assert_eq!(rc, 1);
}

/// opentelemetry-otlp's constants: `OTEL_EXPORTER_OTLP_TIMEOUT` holds the environment
/// variable's own name and its page (`<h1>Constant OTEL_…</h1>`) says "defaults to 10 seconds";
/// the default is the constant named for it, `OTEL_EXPORTER_OTLP_TIMEOUT_DEFAULT`.
#[test]
fn an_environment_variables_constant_page_states_its_default_constant() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "use std::time::Duration;\n\n\
         /// Max waiting time, defaults to 10 seconds.\n\
         pub const OTEL_EXPORTER_OTLP_TIMEOUT: &str = \"OTEL_EXPORTER_OTLP_TIMEOUT\";\n\
         /// Default max waiting time.\n\
         pub const OTEL_EXPORTER_OTLP_TIMEOUT_DEFAULT: Duration = Duration::from_millis(20000);\n",
    );
    write(
        &docs.join("otlp/constant.OTEL_EXPORTER_OTLP_TIMEOUT.html"),
        "<html><head><title>OTEL_EXPORTER_OTLP_TIMEOUT in otlp - Rust</title></head><body>\
         <h1>Constant <span class=\"constant\">OTEL_<wbr>EXPORTER_<wbr>OTLP_<wbr>TIMEOUT</span>&nbsp;\
         <button id=\"copy-path\" title=\"Copy item path to clipboard\">Copy item path</button></h1>\
         <pre class=\"rust item-decl\"><code>pub const OTEL_EXPORTER_OTLP_TIMEOUT: &amp;str = \
         \"OTEL_EXPORTER_OTLP_TIMEOUT\";</code></pre>\
         <details class=\"toggle top-doc\" open><summary>Expand description</summary>\
         <div class=\"docblock\"><p>Max waiting time for the backend to process each signal batch, \
         defaults to 10 seconds.</p></div></details></body></html>",
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        ["disagree disagree/OTEL_EXPORTER_OTLP_TIMEOUT_DEFAULT/1 src/lib.rs:6"],
        "{findings:?}"
    );
    assert_eq!(rc, 1);
}

/// A rustdoc constant page declares the constant's value (`<pre class="rust item-decl">`), and a
/// string's value may hold a `;` (prometheus' `TEXT_FORMAT: &str = "text/plain;
/// version=0.0.4"`): the whole string is the value, compared with the code's.
#[test]
fn a_constant_pages_string_value_holding_a_semicolon_is_compared() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "/// The text format's content type.\n\
         pub const TEXT_FORMAT: &str = \"text/plain; version=0.0.5\";\n\
         /// The protobuf format's content type.\n\
         pub const PROTOBUF_FORMAT: &str = \"application/vnd.google.protobuf; encoding=delimited\";\n",
    );
    let page = |name: &str, value: &str| {
        format!(
            "<html><head><title>{name} in prom - Rust</title></head><body>\
             <h1>Constant <span class=\"constant\">{name}</span></h1>\
             <pre class=\"rust item-decl\"><code>pub const {name}: &amp;\
             <a class=\"primitive\" href=\"#\">str</a> = &quot;{value}&quot;;</code></pre>\
             <details class=\"toggle top-doc\" open><summary>Expand description</summary>\
             <div class=\"docblock\"><p>The content type.</p></div></details></body></html>"
        )
    };
    write(
        &docs.join("constant.TEXT_FORMAT.html"),
        &page("TEXT_FORMAT", "text/plain; version=0.0.4"),
    );
    write(
        &docs.join("constant.PROTOBUF_FORMAT.html"),
        &page(
            "PROTOBUF_FORMAT",
            "application/vnd.google.protobuf; encoding=delimited",
        ),
    );
    let (rc, report) = scan_all(&docs, &code);
    let all = util::brief(&report, |id| id);
    assert_eq!(
        all,
        [
            "agree agree/PROTOBUF_FORMAT/1 src/lib.rs:4",
            "disagree disagree/TEXT_FORMAT/1 src/lib.rs:2",
        ],
        "{all:?}"
    );
    assert_eq!(rc, 1);
}

/// rustdoc shows a constant's declaration as the source writes it, a string continued with `\`
/// over several lines (prometheus' `PROTOBUF_FORMAT`): the lines are joined as Rust joins them,
/// and the whole string is compared. A `\\` ending a line inside a string is an escaped
/// backslash, not a continuation.
#[test]
fn a_constant_string_continued_over_lines_is_compared_whole() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "/// The protobuf format's content type.\n\
         pub const PROTOBUF_FORMAT: &str = \"application/vnd.google.protobuf; \\\n\
         \x20                                  proto=io.prometheus.client.MetricFamily; \\\n\
         \x20                                  encoding=length-delimited\";\n\
         /// A Windows root.\n\
         pub const ROOT: &str = \"C:\\\\\";\n",
    );
    write(
        &docs.join("constant.PROTOBUF_FORMAT.html"),
        "<html><head><title>PROTOBUF_FORMAT in prom - Rust</title></head><body>\
         <h1>Constant <span class=\"constant\">PROTOBUF_FORMAT</span></h1>\
         <pre class=\"rust item-decl\"><code>pub const PROTOBUF_FORMAT: &amp;\
         <a class=\"primitive\" href=\"#\">str</a> = &quot;application/vnd.google.protobuf; \\\n\
         \x20                                  proto=io.prometheus.client.MetricFamily; \\\n\
         \x20                                  encoding=delimited&quot;;</code></pre>\
         <div class=\"docblock\"><p>The protocol buffer format.</p></div></body></html>",
    );
    write(
        &docs.join("constant.ROOT.html"),
        "<html><head><title>ROOT in prom - Rust</title></head><body>\
         <h1>Constant <span class=\"constant\">ROOT</span></h1>\
         <pre class=\"rust item-decl\"><code>pub const ROOT: &amp;str = &quot;C:\\\\&quot;;\n\
         pub const OTHER: u8 = 1;</code></pre></body></html>",
    );
    let (rc, report) = scan_all(&docs, &code);
    let all = util::brief(&report, |id| id);
    assert_eq!(
        all,
        [
            "agree agree/ROOT/1 src/lib.rs:6",
            "disagree disagree/PROTOBUF_FORMAT/1 src/lib.rs:2",
        ],
        "{all:?}"
    );
    assert_eq!(rc, 1);
}

/// figment's `Data` page: its field `profile` "Defaults to Profile::Default.", but `Data` has no
/// default of its own (its constructors set it); the crate's own name in the page title
/// ("Data in figment::providers") does not name the `Figment` type, and a field's docs on a
/// struct's page are that struct's: compared with `Minicfg::new`'s `profile` the statement is
/// low confidence, out of the default report. The same words on `Minicfg`'s own page are
/// `Minicfg`'s: the finding grouping both statements is as confident as the better one.
#[test]
fn a_fields_docs_on_a_struct_page_are_not_another_types_field() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub mod providers;\n\npub struct Minicfg {\n    profile: &'static str,\n}\n\n\
         impl Minicfg {\n    pub fn new() -> Minicfg {\n        Minicfg { profile: \"global\" }\n    }\n}\n",
    );
    write(
        &code.join("src/providers.rs"),
        "pub struct Env {\n    profile: &'static str,\n}\n\n\
         impl Env {\n    pub fn new() -> Env {\n        Env { profile: \"global\" }\n    }\n}\n\n\
         pub struct Data {\n    pub profile: Option<&'static str>,\n}\n",
    );
    let page = |title: &str, ty: &str| {
        format!(
            "<html><head><title>{title}</title></head><body><h1>Struct {ty}</h1>\
             <h2 id=\"fields\">Fields</h2><span id=\"structfield.profile\" class=\"structfield \
             section-header\"><a href=\"#structfield.profile\" class=\"anchor field\">§</a>\
             <code>profile: Option&lt;Profile&gt;</code></span><div class=\"docblock\">\
             <p>The profile the data is emitted to. Defaults to <code>\"default\"</code>.</p>\
             </div></body></html>\n"
        )
    };
    let seen = || {
        let (_, report) = scan_all(&docs, &code);
        let mut seen: Vec<String> = report["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| {
                let pages: Vec<&str> = f["docs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d["url"].as_str().unwrap().rsplit('/').next().unwrap())
                    .collect();
                format!(
                    "{} {} {} {}",
                    f["verdict"].as_str().unwrap(),
                    f["code"][0]["name"].as_str().unwrap(),
                    pages.join(","),
                    f["confidence"]["level"].as_str().unwrap()
                )
            })
            .collect();
        seen.sort();
        seen
    };
    write(
        &docs.join("minicfg/providers/struct.Data.html"),
        &page("Data in minicfg::providers - Rust", "Data"),
    );
    assert_eq!(
        seen(),
        ["disagree Minicfg::new.profile struct.Data.html low"]
    );
    write(
        &docs.join("minicfg/struct.Minicfg.html"),
        &page("Minicfg in minicfg - Rust", "Minicfg"),
    );
    assert_eq!(
        seen(),
        ["disagree Minicfg::new.profile struct.Data.html,struct.Minicfg.html high"]
    );
}

/// fjall's setters close their docs with "Default = 64 MiB", "Default = false": the `=` form of
/// the "Default: X" line states the setter's field's default as well.
#[test]
fn a_setters_default_equals_line_states_its_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct Options {\n    max_memtable_size: u64,\n    manual_journal_persist: bool,\n}\n\n\
         impl Default for Options {\n    fn default() -> Self {\n        Self {\n            \
         max_memtable_size: /* 64 MiB */ 64 * 1_024 * 1_024,\n            \
         manual_journal_persist: false,\n        }\n    }\n}\n\n\
         impl Options {\n    pub fn max_memtable_size(mut self, bytes: u64) -> Self {\n        \
         self.max_memtable_size = bytes;\n        self\n    }\n\n    \
         pub fn manual_journal_persist(mut self, b: bool) -> Self {\n        \
         self.manual_journal_persist = b;\n        self\n    }\n}\n",
    );
    let method = |name: &str, value: &str| {
        format!(
            "<section id=\"method.{name}\" class=\"method\"><h4 class=\"code-header\">pub fn \
             <a class=\"fn\">{name}</a>(self, n: u64) -&gt; Self</h4></section>\
             <div class=\"docblock\"><p>Sets it.</p><p>Default = {value}</p></div>"
        )
    };
    write(
        &docs.join("k/struct.Options.html"),
        &format!(
            "<html><head><title>Options in k - Rust</title></head><body><h1>Struct Options</h1>\
             <h2>Implementations</h2><section class=\"impl\"><h3 class=\"code-header\">impl \
             Options</h3></section>{}{}</body></html>\n",
            method("max_memtable_size", "64 MiB"),
            method("manual_journal_persist", "true"),
        ),
    );
    let (rc, findings) = brief(&docs, &code);
    assert_eq!(
        findings,
        [
            "agree agree/Options::default.max_memtable_size/1 src/lib.rs:9",
            "disagree disagree/Options::default.manual_journal_persist/1 src/lib.rs:10",
        ],
        "{findings:#?}"
    );
    assert_eq!(rc, 1);
}
