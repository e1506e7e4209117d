//! `docdrift scan` on statement shapes and confidence cues written against the development
//! set (issue 26; the Django, Black, grep-searcher and tungstenite corpora moved there on
//! 2026-12-05): a settings reference whose headings are one code span, nested option
//! headings, type headings, release notes, a user's own file in a titled code block, literal
//! words in code spans, fixture data blocks, arithmetic in a stated value, worked examples,
//! a value of the wrong kind, and one Rust definition reached under two module paths. Each
//! test runs the binary on real files and fails without its rule.

use crate::util::{scan_all, write};

/// `verdict id confidence` per finding (from `--all --format json`), sorted.
fn findings(docs: &[(&str, &str)], code: &[(&str, &str)]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let (d, c) = (dir.path().join("docs"), dir.path().join("code"));
    for (p, body) in docs {
        write(&d.join(p), body);
    }
    for (p, body) in code {
        write(&c.join(p), body);
    }
    let (_, report) = scan_all(&d, &c);
    let mut v: Vec<String> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            format!(
                "{} {} {}",
                f["verdict"].as_str().unwrap(),
                f["id"].as_str().unwrap(),
                f["confidence"]["level"].as_str().unwrap_or("-")
            )
        })
        .collect();
    v.sort();
    v
}

/// Each finding's verdict and id, without its confidence.
fn without_confidence(got: &[String]) -> Vec<String> {
    got.iter()
        .map(|f| f.rsplit_once(' ').unwrap().0.to_string())
        .collect()
}

fn page(body: &str) -> String {
    format!("<html><head><title>Settings</title></head><body>{body}</body></html>\n")
}

/// Sphinx's `.. setting::` heading: one code span and the `¶` link.
fn setting(level: u8, name: &str) -> String {
    format!(
        "<h{level}><code class=\"docutils literal notranslate\"><span class=\"pre\">{name}</span></code>\
         <a class=\"headerlink\" href=\"#x\">¶</a></h{level}>"
    )
}

fn default_line(v: &str) -> String {
    format!("<p>Default: <code class=\"docutils literal notranslate\"><span class=\"pre\">{v}</span></code></p>")
}

#[test]
fn a_heading_that_is_one_code_span_names_the_setting_its_default_line_states() {
    let html = page(&format!(
        "<h2>Core Settings</h2>{}{}<p>A boolean that turns on/off debug mode.</p>",
        setting(3, "DEBUG"),
        default_line("False")
    ));
    let got = findings(
        &[("ref/settings.html", &html)],
        &[("conf/global_settings.py", "DEBUG = True\n")],
    );
    assert_eq!(got, ["disagree disagree/DEBUG/1 high"], "{got:?}");
    // The same line under a heading of words ("Debugging") names nothing.
    let html = page(&format!(
        "<h3>Debugging DEBUG</h3>{}",
        default_line("False")
    ));
    let got = findings(
        &[("ref/settings.html", &html)],
        &[("conf/global_settings.py", "DEBUG = True\n")],
    );
    assert!(got.is_empty(), "{got:?}");
}

#[test]
fn an_option_heading_inside_a_setting_heading_is_that_settings_option() {
    // `DATABASES` › `TIME_ZONE` is the per-database option (default None), not the
    // `TIME_ZONE` setting; `CACHES` › `TIMEOUT` is not a key `CACHES` must have.
    let html = page(&format!(
        "{}{}{}{}{}{}",
        setting(3, "DATABASES"),
        setting(4, "TIME_ZONE"),
        default_line("None"),
        setting(3, "CACHES"),
        setting(4, "TIMEOUT"),
        default_line("300"),
    ));
    let got = findings(
        &[("ref/settings.html", &html)],
        &[(
            "conf/global_settings.py",
            "TIME_ZONE = \"America/Chicago\"\nDATABASES = {}\nCACHES = {\"default\": {\"BACKEND\": \"locmem\"}}\n",
        )],
    );
    assert!(got.is_empty(), "{got:?}");
}

#[test]
fn a_default_under_a_type_heading_is_not_the_types_own_value() {
    // "the default value is 8" under `AsGeoJSON` is its `precision` parameter's.
    let html = page(&format!(
        "{}<p>Accepts a single geographic field. The precision keyword argument may be used to \
         specify the number of significant digits; the default value is 8.</p>",
        setting(2, "AsGeoJSON")
    ));
    let got = findings(
        &[("ref/functions.html", &html)],
        &[(
            "backends/oracle/operations.py",
            "class OracleOperations:\n    function_names = {\"AsGeoJSON\": \"SDO_UTIL.TO_GEOJSON\"}\n",
        )],
    );
    assert!(got.is_empty(), "{got:?}");
}

#[test]
fn release_notes_and_past_tense_statements_are_low_confidence() {
    let code = [("conf/global_settings.py", "X_FRAME_OPTIONS = \"DENY\"\n")];
    let said =
        "<p>The <code>X_FRAME_OPTIONS</code> setting defaults to <code>'SAMEORIGIN'</code>.</p>";
    // On a current reference page it is drift.
    let got = findings(&[("ref/clickjacking.html", &page(said))], &code);
    assert_eq!(got, ["disagree disagree/X_FRAME_OPTIONS/1 high"], "{got:?}");
    // In release notes (`releases/3.0.html`) it is what some old release said: not read.
    let got = findings(&[("releases/3.0.html", &page(said))], &code);
    assert!(got.is_empty(), "{got:?}");
    // A page titled as release notes, wherever it lies: low confidence.
    let titled = said.replace("<title>Settings</title>", "");
    let titled = format!(
        "<html><head><title>Django 3.0 release notes</title></head><body>{titled}</body></html>"
    );
    let got = findings(&[("ref/3.0.html", &titled)], &code);
    assert_eq!(got, ["disagree disagree/X_FRAME_OPTIONS/1 low"], "{got:?}");
    // On any page, a sentence about older versions.
    let past = "<p>In older versions, the <code>X_FRAME_OPTIONS</code> setting defaults to \
                <code>'SAMEORIGIN'</code>.</p>";
    let got = findings(&[("ref/clickjacking.html", &page(past))], &code);
    assert_eq!(got, ["disagree disagree/X_FRAME_OPTIONS/1 low"], "{got:?}");
}

/// A Sphinx code block with `:caption: FILE`.
fn titled_block(title: &str, code: &str) -> String {
    format!(
        "<div class=\"literal-block-wrapper docutils container\"><div class=\"code-block-caption\">\
         <span class=\"caption-text\">{title}</span><a class=\"headerlink\">¶</a></div>\
         <div class=\"highlight-python notranslate\"><div class=\"highlight\"><pre>{code}</pre></div></div></div>"
    )
}

#[test]
fn a_block_titled_with_a_file_the_checkout_lacks_is_the_readers_own_file() {
    let code = [("conf/global_settings.py", "SECRET_KEY = \"\"\n")];
    let users = page(&format!(
        "<p>The settings file your tests use:</p>{}",
        titled_block("tests/test_settings.py", "SECRET_KEY = \"fake-key\"")
    ));
    let got = findings(&[("topics/testing.html", &users)], &code);
    assert!(got.is_empty(), "{got:?}");
    // Titled with the project's own file, the block quotes it: a difference is drift.
    let quoted = page(&format!(
        "<p>The shipped value:</p>{}",
        titled_block("conf/global_settings.py", "SECRET_KEY = \"fake-key\"")
    ));
    let got = findings(&[("topics/testing.html", &quoted)], &code);
    assert_eq!(got, ["disagree disagree/SECRET_KEY/1 high"], "{got:?}");
}

#[test]
fn a_literal_in_a_code_span_is_never_a_name() {
    // `True` is a value; a dict keyed by "True" somewhere in the code is not what it means.
    let html =
        page("<p>Set it to <code>True</code> to allow nulls; defaults to <code>None</code>.</p>");
    let got = findings(
        &[("ref/constraints.html", &html)],
        &[(
            "template/context.py",
            "class BaseContext:\n    def _reset_dicts(self):\n        builtins = {\"True\": True, \"False\": False, \"None\": None}\n",
        )],
    );
    assert!(got.is_empty(), "{got:?}");
}

#[test]
fn a_fixture_whose_only_known_keys_are_generic_is_data_not_a_config_section() {
    // `model`, `pk` and `fields` are keys of many dicts in the code; `first_name` of none.
    let html = page(
        "<p>Here is what a fixture looks like in YAML:</p><pre class=\"language-yaml\"><code>\
         - model: myapp.person\n  pk: 1\n  fields:\n    first_name: John\n</code></pre>",
    );
    let mut py = String::new();
    for i in 0..5 {
        py.push_str(&format!(
            "CONF{i} = {{\"model\": \"m{i}\", \"pk\": {i}, \"fields\": {{\"id\": {i}}}}}\n"
        ));
    }
    let got = findings(
        &[("howto/initial-data.html", &html)],
        &[("app/confs.py", &py)],
    );
    assert!(
        got.iter().all(|f| !f.starts_with("documented-not-in-code")),
        "{got:?}"
    );
}

#[test]
fn a_number_that_opens_an_expression_is_not_the_stated_value() {
    let html =
        page("<p>The <code>chunk_size</code> defaults to 64*2<sup>10</sup> bytes, or 64 KB.</p>");
    let got = findings(
        &[("topics/uploads.html", &html)],
        &[(
            "files/uploadhandler.py",
            "class FileUploadHandler:\n    chunk_size = 64 * 2**10\n",
        )],
    );
    assert!(got.iter().all(|f| !f.starts_with("disagree")), "{got:?}");
}

#[test]
fn a_worked_example_and_a_value_of_another_kind_are_low_confidence() {
    let code = [(
        "auth/hashers.py",
        "class PBKDF2PasswordHasher:\n    iterations = 1_000_000\n",
    )];
    let example = page(
        "<p>Taking PBKDF2 as example, if encoded contains 20,000 iterations and the hasher's \
         default <code>iterations</code> is 30,000, the method runs 10,000 more.</p>",
    );
    let got = findings(&[("topics/passwords.html", &example)], &code);
    assert_eq!(
        got,
        ["disagree disagree/PBKDF2PasswordHasher.iterations/1 low"],
        "{got:?}"
    );
    // A number stated for a name whose code value is true/false: a wrong link.
    let html = page("<p>If <code>crs</code> isn't provided, the SRID defaults to 4326.</p>");
    let got = findings(
        &[("ref/geos.html", &html)],
        &[(
            "gis/functions.py",
            "class AsGeoJSON:\n    def __init__(self, expression, bbox=False, crs=False, precision=8):\n        pass\n",
        )],
    );
    assert!(
        got.iter()
            .all(|f| !f.starts_with("disagree") || f.ends_with(" low")),
        "{got:?}"
    );
}

#[test]
fn a_default_that_names_something_only_after_its_value_is_the_terms() {
    // "Defaults to None, which means … the FORM_RENDERER setting" under the `renderer`
    // term is `renderer`'s default, not FORM_RENDERER's.
    let html = page(
        "<dl><dt><code>renderer</code></dt><dd><p>Defaults to <code>None</code> which means to use \
         the default renderer specified by the <code>FORM_RENDERER</code> setting.</p></dd></dl>",
    );
    let got = findings(
        &[("ref/forms/api.html", &html)],
        &[(
            "conf/global_settings.py",
            "FORM_RENDERER = \"django.forms.renderers.DjangoTemplates\"\n",
        )],
    );
    assert!(got.iter().all(|f| !f.contains("FORM_RENDERER")), "{got:?}");
}

#[test]
fn one_rust_definition_under_two_module_paths_is_one_candidate() {
    // grep-searcher's shape: a private module's builder, re-exported at the crate root.
    let lib = "mod searcher;\npub use crate::searcher::SearcherBuilder;\n";
    let searcher = "pub struct SearcherBuilder {\n    config: Config,\n}\n\n\
        struct Config {\n    line_number: bool,\n}\n\n\
        impl Default for Config {\n    fn default() -> Config {\n        Config { line_number: false }\n    }\n}\n\n\
        impl SearcherBuilder {\n    pub fn new() -> SearcherBuilder {\n        SearcherBuilder { config: Config::default() }\n    }\n\n    \
        pub fn line_number(&mut self, yes: bool) -> &mut SearcherBuilder {\n        self.config.line_number = yes;\n        self\n    }\n}\n";
    let html = "<html><head><title>SearcherBuilder in grep_searcher - Rust</title></head><body>\
        <h1>Struct SearcherBuilder</h1><h2>Implementations</h2>\
        <section class=\"impl\"><h3 class=\"code-header\">impl SearcherBuilder</h3></section>\
        <section id=\"method.line_number\" class=\"method\"><h4 class=\"code-header\">pub fn \
        <a class=\"fn\">line_number</a>(&amp;mut self, yes: bool) -&gt; &amp;mut SearcherBuilder</h4></section>\
        <div class=\"docblock\"><p>Whether to count and include line numbers.</p>\
        <p>This is enabled by default.</p></div></body></html>\n";
    let got = findings(
        &[("grep_searcher/struct.SearcherBuilder.html", html)],
        &[("src/lib.rs", lib), ("src/searcher.rs", searcher)],
    );
    assert!(
        got.iter().any(|f| f.starts_with("disagree ")),
        "the changed default is drift, not ambiguous: {got:?}"
    );
    assert!(got.iter().all(|f| !f.starts_with("error ")), "{got:?}");
}

/// Drift findings only, as `id confidence`.
fn drift(got: &[String]) -> Vec<&str> {
    got.iter()
        .filter_map(|f| f.strip_prefix("disagree "))
        .collect()
}

#[test]
fn a_bare_name_for_a_key_nested_in_unnamed_sections_is_low_confidence() {
    // Prose about Python's logging attribute, and a logger deep in the project's dict.
    let html = page("<p>Like any logger, <code>propagate</code> defaults to True.</p>");
    let code = "DEFAULT_LOGGING = {\n    \"version\": 1,\n    \"loggers\": {\n        \"django.server\": {\"handlers\": [\"console\"], \"propagate\": False},\n    },\n}\n";
    let got = findings(&[("howto/logging.html", &html)], &[("utils/log.py", code)]);
    assert!(drift(&got).iter().all(|f| f.ends_with(" low")), "{got:?}");
    // Naming the section ("the `loggers` …") makes it a statement about that key.
    let html = page(
        "<p>In <code>loggers.django.server</code>, <code>propagate</code> defaults to True.</p>",
    );
    let got = findings(&[("howto/logging.html", &html)], &[("utils/log.py", code)]);
    assert!(drift(&got).iter().any(|f| f.ends_with(" high")), "{got:?}");
}

#[test]
fn a_class_name_is_not_a_key_of_a_dict_keyed_by_classes() {
    let html = page(
        "<p>The default value of <code>BooleanField</code> is <code>None</code> when \
         <code>Field.default</code> isn't defined.</p>",
    );
    let got = findings(
        &[("ref/models/fields.html", &html)],
        &[(
            "backends/oracle/utils.py",
            "class BulkInsertMapper:\n    types = {\"BooleanField\": \"TO_NUMBER(%s)\", \"DateField\": \"TO_DATE(%s)\"}\n",
        )],
    );
    assert!(drift(&got).iter().all(|f| f.ends_with(" low")), "{got:?}");
}

#[test]
fn a_parameter_under_one_types_heading_is_not_another_types() {
    // `strip` under `RegexField` is RegexField's; the code's `strip` is CharField's.
    let html = page(&format!(
        "{}<p>Takes one required argument:</p><dl><dt><code>strip</code></dt>\
         <dd><p>Defaults to <code>False</code>.</p></dd></dl>",
        setting(3, "RegexField")
    ));
    let code =
        "class CharField:\n    def __init__(self, *, max_length=None, strip=True):\n        pass\n";
    let got = findings(
        &[("ref/forms/fields.html", &html)],
        &[("forms/fields.py", code)],
    );
    assert!(drift(&got).iter().all(|f| f.ends_with(" low")), "{got:?}");
    // Under `CharField`'s own heading it is that parameter's default: drift.
    let html = page(&format!(
        "{}<dl><dt><code>strip</code></dt><dd><p>Defaults to <code>False</code>.</p></dd></dl>",
        setting(3, "CharField")
    ));
    let got = findings(
        &[("ref/forms/fields.html", &html)],
        &[("forms/fields.py", code)],
    );
    assert!(drift(&got).iter().any(|f| f.ends_with(" high")), "{got:?}");
}

#[test]
fn the_default_value_of_a_named_thing_is_not_a_value() {
    let html = page(
        "<p><code>app_dirs</code> only affects the default value of <code>loaders</code>.</p>",
    );
    let got = findings(
        &[("ref/templates/api.html", &html)],
        &[(
            "template/engine.py",
            "class Engine:\n    def __init__(self, dirs=None, app_dirs=False, loaders=None):\n        pass\n",
        )],
    );
    assert!(drift(&got).is_empty(), "{got:?}");
}

#[test]
fn a_missing_key_whose_section_no_other_key_of_its_block_reaches_is_low_confidence() {
    let code = [(
        "config/defaults.py",
        "DEFAULT_OPTS = {\"grains\": {\"cache\": True, \"refresh\": 60}}\n",
    )];
    // A user's one-key block: `grains` is known in code only by its name.
    let lone = page(
        "<p>Enable the iSCSI grains:</p><pre class=\"language-yaml\"><code>grains:\n  iscsi_grains: True\n</code></pre>",
    );
    let got = findings(&[("ref/minion.html", &lone)], &code);
    assert_eq!(
        got,
        ["disagree documented-not-in-code/grains.iscsi_grains/1 low"],
        "{got:?}"
    );
    // Beside a key the code has in that section, the missing one was renamed or removed.
    let beside = page(
        "<p>The grains settings, with their defaults:</p><pre class=\"language-yaml\"><code>grains:\n  refresh: 60\n  iscsi_grains: True\n</code></pre>",
    );
    let got = findings(&[("ref/minion.html", &beside)], &code);
    assert!(
        got.contains(&"disagree documented-not-in-code/grains.iscsi_grains/1 high".to_string()),
        "{got:?}"
    );
}

#[test]
fn a_config_line_is_not_a_functions_parameter_or_local() {
    // `ram: 256` in a docs YAML block against `flavor_create(ram=512)`, and `log_file` against
    // a dict built inside a method: neither is a config file's setting.
    let html = page(
        "<p>A profile:</p><pre class=\"language-yaml\"><code>my-profile:\n  ram: 256\n  log_file: /var/log/app.log\n</code></pre>",
    );
    let code = "def flavor_create(name, ram=512, disk=10):\n    pass\n\n\
        class Single:\n    def __init__(self):\n        self.minion_opts = {\"log_file\": \"call.log\"}\n";
    let got = findings(&[("topics/cloud.html", &html)], &[("app/cloud.py", code)]);
    assert!(drift(&got).is_empty(), "{got:?}");
    // The same parameter stated in prose is a statement about it.
    let prose = page("<p>The <code>ram</code> parameter defaults to 256.</p>");
    let got = findings(&[("topics/cloud.html", &prose)], &[("app/cloud.py", code)]);
    assert!(drift(&got).iter().any(|f| f.contains("ram")), "{got:?}");
}

#[test]
fn an_http_message_and_one_letter_keys_are_not_settings() {
    let html = page(
        "<pre><code>POST /login HTTP/1.1\nHost: localhost:8000\nContent-Length: 42\n</code></pre>\
         <p>Units:</p><pre class=\"language-yaml\"><code>m: megabytes\ng: gigabytes\n</code></pre>",
    );
    let code = "import os\n\ndef read_body(environ):\n    return int(environ.get(\"CONTENT_LENGTH\", 0))\n\n\
        UNITS = {\"m\": \"minutes\", \"g\": \"grams\"}\n";
    let got = findings(&[("ref/rest.html", &html)], &[("app/rest.py", code)]);
    assert!(drift(&got).is_empty(), "{got:?}");
}

#[test]
fn a_dict_frozen_by_a_helper_keeps_its_keys() {
    // Salt's `DEFAULT_MASTER_OPTS = immutabletypes.freeze({...})`.
    let html = page(&format!(
        "{}{}",
        setting(3, "publish_port"),
        default_line("4506")
    ));
    let got = findings(
        &[("ref/configuration/master.html", &html)],
        &[(
            "config/__init__.py",
            "from app.utils import immutabletypes\n\nDEFAULT_MASTER_OPTS = immutabletypes.freeze(\n    {\n        \"publish_port\": 4505,\n        \"interface\": \"0.0.0.0\",\n    }\n)\n",
        )],
    );
    assert_eq!(
        drift(&got),
        ["disagree/config/__init__.py::DEFAULT_MASTER_OPTS.publish_port/1 high"],
        "{got:?}"
    );
}

#[test]
fn a_block_under_a_setting_that_already_stated_its_default_is_an_example() {
    // Salt's and Django's settings pages: "Default: 4505", then a block showing a value to set.
    let html = page(&format!(
        "{}{}<p>The network port to set up the publication interface.</p>\
         <pre class=\"language-yaml\"><code>publish_port: 4506\n</code></pre>",
        setting(3, "publish_port"),
        default_line("4505")
    ));
    let code = [(
        "config/defaults.py",
        "DEFAULT_MASTER_OPTS = {\"publish_port\": 4505}\n",
    )];
    let got = findings(&[("ref/master.html", &html)], &code);
    assert!(drift(&got).is_empty(), "{got:?}");
    // Without the stated default, the block is the page's statement: drift.
    let html = page(&format!(
        "{}<p>The network port:</p><pre class=\"language-yaml\"><code>publish_port: 4506\n</code></pre>",
        setting(3, "publish_port")
    ));
    let got = findings(&[("ref/master.html", &html)], &code);
    assert!(!drift(&got).is_empty(), "{got:?}");
}

#[test]
fn a_dict_built_inside_a_function_is_no_setting() {
    let html = page(&format!(
        "{}{}",
        setting(3, "log_file"),
        default_line("/var/log/salt/master")
    ));
    let code = "class Single:\n    def __init__(self):\n        self.minion_opts = {\"log_file\": \"salt-call.log\"}\n";
    let got = findings(&[("ref/master.html", &html)], &[("client/ssh.py", code)]);
    assert!(drift(&got).is_empty(), "{got:?}");
}

#[test]
fn a_plain_heading_that_is_one_upper_snake_name_names_the_setting() {
    // Scrapy's settings page: `<h3>CONCURRENT_ITEMS¶</h3>` in plain text over "Default: 100".
    let html = page(&format!(
        "<h3>CONCURRENT_ITEMS<a class=\"headerlink\" href=\"#x\">\u{f0c1}</a></h3>{}\
         <h3>FAQ</h3>{}",
        default_line("100"),
        default_line("7")
    ));
    let code = [(
        "settings/default_settings.py",
        "CONCURRENT_ITEMS = 200\nFAQ = 3\n",
    )];
    let got = findings(&[("topics/settings.html", &html)], &code);
    assert_eq!(drift(&got), ["disagree/CONCURRENT_ITEMS/1 high"], "{got:?}");
}

#[test]
fn a_block_introduced_by_what_it_is_for_is_an_example() {
    let code = [(
        "settings/default_settings.py",
        "IMAGES_STORE_S3_ACL = \"private\"\n",
    )];
    let html = page(
        "<p>By default, the ACL is set to private. To make the files publicly available use the \
         public-read policy:</p><pre class=\"language-python\"><code>IMAGES_STORE_S3_ACL = \"public-read\"\n</code></pre>",
    );
    let got = findings(&[("topics/media-pipeline.html", &html)], &code);
    assert!(drift(&got).is_empty(), "{got:?}");
    // The same block introduced as the value the project ships is a statement.
    let html = page(
        "<p>The ACL the pipeline ships with:</p><pre class=\"language-python\"><code>IMAGES_STORE_S3_ACL = \"public-read\"\n</code></pre>",
    );
    let got = findings(&[("topics/media-pipeline.html", &html)], &code);
    assert!(!drift(&got).is_empty(), "{got:?}");
}

#[test]
fn a_class_named_by_the_last_name_of_its_import_path_agrees() {
    let html = page(&format!(
        "<h3>SCHEDULER_PRIORITY_QUEUE</h3>{}",
        default_line("DownloaderAwarePriorityQueue")
    ));
    let code = "SCHEDULER_PRIORITY_QUEUE = \"scrapy.pqueues.DownloaderAwarePriorityQueue\"\n";
    let got = findings(
        &[("topics/settings.html", &html)],
        &[("settings/default_settings.py", code)],
    );
    assert_eq!(
        got,
        ["agree agree/SCHEDULER_PRIORITY_QUEUE/1 high"],
        "{got:?}"
    );
    // Another class's name is drift.
    let html = page(&format!(
        "<h3>SCHEDULER_PRIORITY_QUEUE</h3>{}",
        default_line("ScrapyPriorityQueue")
    ));
    let got = findings(
        &[("topics/settings.html", &html)],
        &[("settings/default_settings.py", code)],
    );
    assert_eq!(
        drift(&got),
        ["disagree/SCHEDULER_PRIORITY_QUEUE/1 high"],
        "{got:?}"
    );
}

#[test]
fn a_confval_default_field_and_a_registered_setting_are_compared() {
    // Sphinx's `.. confval::` with its Default field, against `add_config_value` in a
    // `setup(app)` and an `_Opt(...)` table entry.
    let confval = |name: &str, default: &str| {
        format!(
            "<dl class=\"std confval\"><dt class=\"sig sig-object std\" id=\"confval-{name}\">\
             <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span>\
             <a class=\"headerlink\" href=\"#x\">¶</a></dt><dd><dl class=\"field-list\">\
             <dt class=\"field-odd\">Type<span class=\"colon\">:</span></dt><dd class=\"field-odd\">\
             <code>str</code></dd><dt class=\"field-even\">Default<span class=\"colon\">:</span></dt>\
             <dd class=\"field-even\"><code>{default}</code></dd></dl><p>The theme.</p></dd></dl>"
        )
    };
    let html = page(&format!(
        "{}{}",
        confval("html_theme", "'classic'"),
        confval("project_title", "'Project name not set'")
    ));
    let got = findings(
        &[("usage/configuration.html", &html)],
        &[
            (
                "ext/html.py",
                "def setup(app):\n    app.add_config_value('html_theme', 'alabaster', 'html')\n",
            ),
            (
                "config.py",
                "class Config:\n    config_values = {\n        'project_title': _Opt('Project name not set', 'env', ()),\n    }\n",
            ),
        ],
    );
    assert_eq!(
        got,
        [
            "agree agree/config_values.project_title/1 high",
            "disagree disagree/setup(html_theme)/1 high"
        ],
        "{got:?}"
    );
}

#[test]
fn a_setting_class_is_listed_under_its_name_and_examples_are_not_the_code() {
    // gunicorn: `class Backlog(Setting)` with `name = "backlog"` and `default = 2048`; its
    // `examples/` hold a user's config file.
    let html = page(&format!(
        "<h3><code>backlog</code></h3>{}<h3><code>accesslog</code></h3>{}",
        default_line("1024"),
        default_line("None")
    ));
    let got = findings(
        &[("settings.html", &html)],
        &[
            (
                "app/config.py",
                "class Setting:\n    name = None\n\n\
                 class Backlog(Setting):\n    name = \"backlog\"\n    default = 2048\n",
            ),
            (
                "examples/example_config.py",
                "accesslog = '-'\nbacklog = 64\n",
            ),
        ],
    );
    assert_eq!(drift(&got), ["disagree/Backlog(backlog)/1 high"], "{got:?}");
}

#[test]
fn a_config_classs_init_attributes_are_its_settings_defaults() {
    // mypy's `Options.__init__`: `self.strict_optional = True`; a plain class's attributes are not.
    let html = page(
        "<dl><dt><code>strict_optional</code></dt><dd><dl class=\"field-list\"><dt>Default:</dt>\
         <dd>False</dd></dl></dd></dl><p>The <code>retry_limit</code> defaults to 5.</p>",
    );
    let got = findings(
        &[("config_file.html", &html)],
        &[(
            "app/options.py",
            "class Options:\n    def __init__(self):\n        self.strict_optional = True\n        self._private = 1\n\n\
             class Worker:\n    def __init__(self):\n        self.retry_limit = 3\n",
        )],
    );
    assert_eq!(
        drift(&got),
        ["disagree/Options.__init__::self.strict_optional/1 high"],
        "{got:?}"
    );
}

#[test]
fn a_config_block_nothing_marks_as_defaults_is_weak_evidence() {
    // mypy's "Introduce stricter options" page: a block of settings a user writes, not the
    // defaults.
    let code = [(
        "tool/options.py",
        "class Options:\n    def __init__(self):\n        self.warn_unused_configs = False\n        self.cache_dir = \".tool_cache\"\n",
    )];
    let block = |lead: &str| {
        page(&format!(
            "<h2>Introduce stricter options</h2><p>{lead}</p><pre class=\"language-ini\"><code># Start off with these\n\
             warn_unused_configs = True\ncache_dir = .cache/tool\n</code></pre>"
        ))
    };
    let got = findings(
        &[(
            "existing_code.html",
            &block("Add these to your config file:"),
        )],
        &code,
    );
    // Weak, not nothing: a yes/no there is left to `--all`; a value unlikely to match by
    // accident, with the name beside it, still reports.
    assert_eq!(
        drift(&got),
        [
            "disagree/Options.__init__::self.cache_dir/1 high",
            "disagree/Options.__init__::self.warn_unused_configs/1 low"
        ],
        "{got:?}"
    );
    // The same block said to show the defaults states them.
    let got = findings(
        &[("existing_code.html", &block("The default configuration:"))],
        &code,
    );
    assert_eq!(
        drift(&got),
        [
            "disagree/Options.__init__::self.cache_dir/1 high",
            "disagree/Options.__init__::self.warn_unused_configs/1 high"
        ],
        "{got:?}"
    );
}

#[test]
fn a_default_field_holding_one_paragraph_is_read() {
    // Sphinx's `.. confval::` as mypy renders it: `<dd><p><code>normal</code></p></dd>`.
    let html = page(
        "<dl class=\"std confval\"><dt class=\"sig sig-object std\" id=\"confval-follow_imports\">\
         <span class=\"sig-name descname\"><span class=\"pre\">follow_imports</span></span>\
         <a class=\"headerlink\" href=\"#confval-follow_imports\">¶</a></dt><dd>\
         <dl class=\"field-list simple\"><dt class=\"field-odd\">Type<span class=\"colon\">:</span></dt>\
         <dd class=\"field-odd\"><p>string</p></dd>\
         <dt class=\"field-even\">Default<span class=\"colon\">:</span></dt>\
         <dd class=\"field-even\"><p><code class=\"docutils literal notranslate\"><span class=\"pre\">normal</span></code></p></dd>\
         </dl><p>Directs what to do with imports.</p></dd></dl>",
    );
    let got = findings(
        &[("config_file.html", &html)],
        &[(
            "tool/options.py",
            "class Options:\n    def __init__(self):\n        self.follow_imports = \"silent\"\n",
        )],
    );
    assert_eq!(
        drift(&got),
        ["disagree/Options.__init__::self.follow_imports/1 high"],
        "{got:?}"
    );
}

#[test]
fn an_ini_option_heading_names_the_key_its_type_note_gives_a_default() {
    // coverage.py's reference: `<h3>[run] branch</h3><p>(boolean, default False) …</p>`.
    let html = page(
        "<h2>[run]</h2><h3>[run] branch</h3><p>(boolean, default False) Whether to measure branch \
         coverage.</p><h3>[run] data_file</h3><p>(string, default \u{201c}.coverage\u{201d}) The data file.</p>",
    );
    let got = findings(
        &[("config.html", &html)],
        &[(
            "tool/config.py",
            "class ToolConfig:\n    def __init__(self):\n        self.branch = True\n        self.data_file = \".coverage\"\n",
        )],
    );
    assert_eq!(
        got,
        [
            "agree agree/ToolConfig.__init__::self.data_file/1 high",
            "disagree disagree/ToolConfig.__init__::self.branch/1 high"
        ],
        "{got:?}"
    );
}

#[test]
fn a_field_paragraph_names_its_setting_and_a_config_class_is_what_a_bare_name_means() {
    // isort's options reference: the heading is words, the "… Name:" field names the setting.
    let option = |title: &str, default: &str, name: &str| {
        format!(
            "<h2>{title}</h2><p>What it does.</p><p><strong>Type:</strong> Int<br/>\
             <strong>Default:</strong> <code>{default}</code><br/>\
             <strong>Python &amp; Config File Name:</strong> {name}<br/><strong>CLI Flags:</strong></p>"
        )
    };
    let html =
        page(&(option("Line Length", "79", "line_length") + &option("Sections", "[]", "sections")));
    let code = [
        (
            "tool/settings.py",
            "class _Config:\n    line_length: int = 88\n    sections: tuple = ()\n",
        ),
        // A docs generator's table of descriptions and a profile preset: the key, not the setting.
        (
            "scripts/build_docs.py",
            "DESCRIPTIONS = {\"line_length\": \"The max length of an import line\", \"sections\": \"What sections to show\"}\n",
        ),
        ("tool/profiles.py", "black = {\"line_length\": 88}\n"),
    ];
    let got = findings(&[("options.html", &html)], &code);
    assert_eq!(
        got,
        [
            "agree agree/_Config.sections/1 high",
            "disagree disagree/_Config.line_length/1 high"
        ],
        "{got:?}"
    );
    // Without the class, the description table's text is no list's value: a weak link.
    let got = findings(&[("options.html", &html)], &code[1..2]);
    assert!(drift(&got).iter().all(|f| f.ends_with(" low")), "{got:?}");
}

/// A tutorial's config block sets what its reader wants (`order_masters: True` on the syndic
/// page) while the reference states the default ("Default: False", as the code has it): not
/// an inconsistency between docs pages. Two statements of the default that differ still are.
#[test]
fn a_config_block_that_differs_from_the_stated_default_is_not_a_docs_inconsistency() {
    let code = [(
        "salt/config.py",
        "DEFAULT_MASTER_OPTS = {\n    \"order_masters\": False,\n    \"ssh_port\": \"22\",\n}\n",
    )];
    let reference = page(&format!(
        "<h2>Master settings</h2>{}{}{}{}",
        setting(3, "order_masters"),
        default_line("False"),
        setting(3, "ssh_port"),
        default_line("22"),
    ));
    let tutorial = page(
        "<h1>Syndic</h1><p>Set this on the master of masters:</p>\
         <pre><code>order_masters: True\n</code></pre>",
    );
    let other = page(&format!(
        "<h1>SSH</h1>{}{}",
        setting(3, "ssh_port"),
        default_line("2222")
    ));
    let got = findings(
        &[
            ("master.html", &reference),
            ("syndic.html", &tutorial),
            ("ssh.html", &other),
        ],
        &code,
    );
    assert!(
        !got.iter()
            .any(|f| f.contains("inconsistent/") && f.contains("order_masters")),
        "{got:#?}"
    );
    assert!(
        got.iter()
            .any(|f| f.contains("inconsistent/") && f.contains("ssh_port")),
        "{got:#?}"
    );
}

/// A bare setting name that is a parameter of several plain functions (Salt's `pki_dir` of
/// `verify_env` and `win_verify_env`) names none of them: no ambiguous finding to read. A
/// constructor's parameter is a setting wired in code, and stays a candidate.
#[test]
fn a_setting_named_like_several_helpers_parameters_names_none_of_them() {
    let code = [
        (
            "salt/utils/verify.py",
            "def verify_env(dirs, user, pki_dir=\"\"):\n    pass\n\n\n\
             def win_verify_env(path, dirs, pki_dir=\"\"):\n    pass\n",
        ),
        (
            "salt/client.py",
            "class Client:\n    def __init__(self, timeout=5):\n        pass\n\n\n\
             class Other:\n    def __init__(self, timeout=5):\n        pass\n",
        ),
    ];
    let html = page(&format!(
        "<h2>Master settings</h2>{}{}{}{}",
        setting(3, "pki_dir"),
        default_line("/etc/salt/pki"),
        setting(3, "timeout"),
        default_line("7"),
    ));
    let got = findings(&[("master.html", &html)], &code);
    assert!(!got.iter().any(|f| f.contains("pki_dir")), "{got:#?}");
    assert!(
        got.iter()
            .any(|f| f.starts_with("error ambiguous/") && f.contains("timeout")),
        "{got:#?}"
    );
}

/// "If `strict_slashes` is enabled (the default), …" (Werkzeug), "With `contents_first`
/// disabled (the default)" (walkdir), "If `has_headers` was enabled via a `ReaderBuilder`
/// (which is the default)" (csv), "If `by_value` is `False` (default)" (marshmallow): a name,
/// its state or a value in a code span, then "(the default)" in the same clause states the
/// name's default.
#[test]
fn a_state_followed_by_the_default_in_parentheses_is_the_names_default() {
    let code = "class Map:\n    def __init__(\n        self,\n        strict_slashes: bool = True,\n        \
                merge_slashes: bool = False,\n        host_matching: bool = False,\n        by_value: bool = True,\n    ) -> None:\n        pass\n";
    let got = findings(
        &[(
            "routing.html",
            &page(
                "<p>If <code>strict_slashes</code> is enabled (the default), a branch URL \
                 redirects.</p>\n<p>If you have <code>merge_slashes</code> enabled (which is the \
                 default), slashes are merged.</p>\n<p>With <code>host_matching</code> disabled \
                 (the default), hosts are ignored.</p>\n<p>When <code>host_matching</code> is \
                 enabled, the host is matched (see the default rules).</p>\n<p>If \
                 <code>by_value</code> is <code>False</code> (default), members are named.</p>",
            ),
        )],
        &[("werkzeug/routing.py", code)],
    );
    assert_eq!(
        got,
        [
            "agree agree/Map.__init__(host_matching)/1 high",
            "agree agree/Map.__init__(strict_slashes)/1 high",
            "disagree disagree/Map.__init__(by_value)/1 high",
            "disagree disagree/Map.__init__(merge_slashes)/1 high",
        ]
    );
}

/// A parameter's description "Set to None (the default) to wait indefinitely."
/// (simple-websocket's `receive(timeout)`) states the default as "None (the default) …" does;
/// "Set to 30 to …" with no "(the default)" states none.
#[test]
fn set_to_a_value_the_default_states_the_parameters_default() {
    let item = |name: &str, desc: &str| format!("<li><p><strong>{name}</strong> – {desc}</p></li>");
    let body = format!(
        "<dl class=\"py method\"><dt class=\"sig sig-object py\" id=\"ws.Base.receive\">\
         <span class=\"sig-name descname\">receive</span></dt><dd><p>Receive data.</p>\
         <dl class=\"field-list simple\"><dt class=\"field-odd\">Parameters</dt>\
         <dd class=\"field-odd\"><ul class=\"simple\">{}{}</ul></dd></dl></dd></dl>",
        item(
            "timeout",
            "Amount of time to wait, in seconds. Set to None (the default) to wait indefinitely."
        ),
        item("limit", "How many. Set to 30 to read more."),
    );
    let got = findings(
        &[("api.html", &page(&body))],
        &[(
            "ws.py",
            "class Base:\n    def receive(self, timeout=10, limit=5):\n        pass\n",
        )],
    );
    assert_eq!(
        without_confidence(&got),
        ["disagree disagree/Base.receive(timeout)/1"]
    );
}

/// mkdocstrings' attribute list (`<li><b><code>Markdown.doc_tag</code></b> (<code>str</code>)
/// – <div><p>… Default: <code>div</code>.</p></div></li>`) names the item each description is
/// about, so "Default: ‘True’." after "Indicates whether the `doc_tag` should be removed." is
/// `stripTopLevelTags`', not `doc_tag`'s. Quotes around a code span ("Defaults to “`-`”.") are
/// the span's value, and a one-word bracketed marker (`[TOC]`) against a string is text, not a
/// list of another kind.
#[test]
fn a_list_items_leading_name_owns_its_description_and_quoted_spans_are_values() {
    let item = |name: &str, ty: &str, desc: &str| {
        format!(
            "<li class=\"doc-section-item field-body\"><b><code><span title=\"pkg.{name}\">{name}</span></code></b> \
             (<code><span title=\"{ty}\">{ty}</span></code>) – <div class=\"doc-md-description\"><p>{desc}</p></div></li>"
        )
    };
    let html = page(&format!(
        "<h1>Markdown</h1><ul>{}{}</ul><h2>toc</h2><ul><li><p><strong><code>separator</code></strong>: \
         Word separator. Defaults to &ldquo;<code>-</code>&rdquo;.</p></li><li><p><strong><code>marker</code></strong>: \
         Text to find and replace. Defaults to <code>[TOC]</code>.</p></li></ul>",
        item("Markdown.doc_tag", "str", "Element used to wrap document. Default: <code>div</code>."),
        item(
            "Markdown.stripTopLevelTags",
            "bool",
            "Indicates whether the <code>doc_tag</code> should be removed. Default: &lsquo;False&rsquo;."
        ),
    ));
    let code = "class Markdown:\n    doc_tag = \"section\"\n    stripTopLevelTags = True\n\n\n\
                def toc(separator=\"_\", marker=\"[INDEX]\"):\n    pass\n";
    assert_eq!(
        findings(&[("api.html", &html)], &[("pkg/core.py", code)]),
        [
            "disagree disagree/Markdown.doc_tag/1 high",
            // Quoted, `‘False’` is text against a bool: a weak link, but this item's.
            "disagree disagree/Markdown.stripTopLevelTags/1 low",
            "disagree disagree/toc(marker)/1 high",
            "disagree disagree/toc(separator)/1 high",
        ]
    );
    let dir = tempfile::tempdir().unwrap();
    let (d, c) = (dir.path().join("docs"), dir.path().join("code"));
    write(&d.join("api.html"), &html);
    write(&c.join("pkg/core.py"), code);
    let (_, report) = scan_all(&d, &c);
    let get = |id: &str| {
        report["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["id"] == id)
            .unwrap_or_else(|| panic!("{id} in {report:#}"))
            .clone()
    };
    // The span's text, not its masked marker in quotes.
    assert_eq!(get("disagree/toc(separator)/1")["docs_raw"], "-");
    let marker = get("disagree/toc(marker)/1");
    assert!(
        !marker["confidence"].to_string().contains("type-mismatch"),
        "{marker:#}"
    );
}

/// A settings reference's "Default:" lines: a quoted dotted path in a code span is a string,
/// not a reference to another name (`'django.views.csrf.csrf_failure'`); an empty list or dict
/// (`[] (Empty list)`, `{} (Empty dictionary)`) is compared with the code's; a value holding a
/// placeholder (`<project name>.spiders`) is not; and an upper-case setting the code defines
/// (`USER_AGENT`, folding to nothing) is not read as a parameter spelled in lower case.
#[test]
fn a_settings_reference_compares_quoted_paths_and_empty_containers() {
    let setting = |name: &str, default: &str| {
        format!("<h3><code>{name}</code></h3><p>Default: <code>{default}</code></p>")
    };
    let html = page(
        &[
            setting("FAILURE_VIEW", "'app.views.csrf_failure'"),
            setting("ADMINS", "[]"),
            setting("DATABASES", "{}"),
            setting("ROUTERS", "[]"),
            setting("SPIDER_MODULE", "'&lt;project name&gt;.spiders'"),
            setting("USER_AGENT", "'Bot/VERSION'"),
        ]
        .concat(),
    );
    let code = "import app\n\nFAILURE_VIEW = 'app.views.other_failure'\nADMINS = []\nDATABASES = {}\n\
                ROUTERS = ['app.Router']\nSPIDER_MODULE = '$project_name.spiders'\n\
                USER_AGENT = f'Bot/{app.__version__}'\n\n\n\
                class UserAgentMiddleware:\n    def __init__(self, user_agent='Bot'):\n        pass\n";
    assert_eq!(
        findings(&[("settings.html", &html)], &[("app/settings.py", code)]),
        [
            "agree agree/ADMINS/1 high",
            "agree agree/DATABASES/1 high",
            "disagree disagree/FAILURE_VIEW/1 high",
        ]
    );
}

/// rustdoc's `# Default` section over a builder (backon's `ExponentialBuilder`): each list
/// item `name: value` states that field's default, owned by the page's type; an item of words
/// ("- it retries on every error") states nothing.
#[test]
fn a_list_under_a_default_heading_states_each_items_default() {
    let docs = "<html><head><title>ExponentialBuilder in mycrate - Rust</title></head><body>\
        <h1>Struct <span class=\"struct\">ExponentialBuilder</span></h1>\
        <div class=\"docblock\"><p>Builds backoffs.</p>\
        <h2 id=\"default\"><a class=\"doc-anchor\" href=\"#default\">§</a>Default</h2>\
        <ul><li>jitter: false</li><li>factor: 2</li><li>min_delay: 1s</li>\
        <li>max_times: <code>3</code></li><li>it retries on every error</li></ul>\
        <h2 id=\"examples\"><a class=\"doc-anchor\" href=\"#examples\">§</a>Examples</h2>\
        <ul><li>factor: 9</li></ul></div></body></html>\n";
    let code = "use std::time::Duration;\n\npub struct ExponentialBuilder {\n    jitter: bool,\n    \
        factor: f32,\n    min_delay: Duration,\n    max_times: Option<usize>,\n}\n\n\
        impl ExponentialBuilder {\n    pub const fn new() -> Self {\n        Self {\n            \
        jitter: false,\n            factor: 2.0,\n            min_delay: Duration::from_secs(1),\n            \
        max_times: Some(5),\n        }\n    }\n}\n";
    let got = findings(
        &[("mycrate/struct.ExponentialBuilder.html", docs)],
        &[("src/lib.rs", code)],
    );
    let verdicts: Vec<&str> = got
        .iter()
        .map(|f| f.rsplit_once(' ').map_or(f.as_str(), |(a, _)| a))
        .collect();
    assert_eq!(
        verdicts,
        [
            "agree agree/ExponentialBuilder::new.factor/1",
            "agree agree/ExponentialBuilder::new.jitter/1",
            "agree agree/ExponentialBuilder::new.min_delay/1",
            "disagree disagree/ExponentialBuilder::new.max_times/1",
        ],
        "{got:#?}"
    );
}

/// docutils renders a numpydoc-style term `mininterval : float, optional` with its type in a
/// `classifier` span (tqdm's README): the term is the name alone, so "[default: 0.1]" in
/// its description is that parameter's default.
#[test]
fn a_term_with_a_classifier_names_its_parameter() {
    let docs = page(
        "<h1>tqdm</h1><p>Parameters</p><ul><li><dl class=\"simple\">\
         <dt>mininterval<span class=\"classifier\">float, optional</span></dt>\
         <dd><p>Minimum progress display update interval [default: 0.1] seconds.</p></dd>\
         </dl></li><li><dl class=\"simple\"><dt>maxinterval<span class=\"classifier\">float, \
         optional</span></dt><dd><p>Maximum interval [default: 10] seconds.</p></dd></dl></li></ul>",
    );
    let code = "class tqdm:\n    def __init__(self, mininterval=0.1, maxinterval=5.0):\n        \
        self.mininterval = mininterval\n";
    let got = findings(&[("index.html", &docs)], &[("tqdm/std.py", code)]);
    let ids: Vec<&str> = got.iter().map(|f| f.split(' ').nth(1).unwrap()).collect();
    assert_eq!(
        ids,
        [
            "agree/tqdm.__init__(mininterval)/1",
            "disagree/tqdm.__init__(maxinterval)/1"
        ],
        "{got:#?}"
    );
}

/// A Python code block copying a signature with no body (tqdm's README: `class tqdm(): …
/// def __init__(self, …, mininterval=0.1, …):`, rendered by docutils as `<pre class="code
/// python literal-block">`) states each literal default, a method owned by its class; a
/// function an example writes, with code in it, states nothing (Salt's "writing a renderer").
#[test]
fn a_signature_without_a_body_in_a_python_block_states_its_defaults() {
    let docs = page(
        "<h1>Usage</h1><pre class=\"code python literal-block\"><code>class tqdm():\n  \
         &quot;&quot;&quot;Decorate an iterable.&quot;&quot;&quot;\n\n  \
         def __init__(self, iterable=None, mininterval=0.1,\n               unit='it', end=&quot;\\n&quot;):\n\n  \
         def close(self, leave=True):\n</code></pre>\n\
         <p>Write your own:</p><pre class=\"code python literal-block\"><code>def render(data, saltenv=&quot;&quot;):\n    \
         return data\n</code></pre>",
    );
    let code = "class tqdm:\n    def __init__(self, iterable=None, mininterval=0.5, unit=\"it\", end=\"\\n\"):\n        \
        pass\n\n    def close(self, leave=True):\n        pass\n\n\ndef render(data, saltenv=\"base\"):\n    return data\n";
    let got = findings(&[("index.html", &docs)], &[("tqdm/std.py", code)]);
    let ids: Vec<&str> = got.iter().map(|f| f.split(' ').nth(1).unwrap()).collect();
    assert_eq!(
        ids,
        [
            "agree/tqdm.__init__(end)/1",
            "agree/tqdm.__init__(iterable)/1",
            "agree/tqdm.__init__(unit)/1",
            "agree/tqdm.close(leave)/1",
            "disagree/tqdm.__init__(mininterval)/1",
        ],
        "{got:#?}"
    );
}

/// towncrier's shape: "`"towncrier:default.rst"` by default unless `filename` ends with `.md`,
/// in which case the default is `"towncrier:default.md"`." under the `template` term: the
/// second value is the default under the clause's condition, and `filename` in that clause is
/// the condition's, not the default's owner.
#[test]
fn a_default_in_which_case_a_condition_holds_is_not_the_conditions_names() {
    let html = "<html><body><h1>Configuration</h1><dl>\
        <dt><code>filename</code></dt><dd><p><code>\"NEWS.rst\"</code> by default.</p></dd>\
        <dt><code>template</code></dt><dd><p><code>\"towncrier:default.rst\"</code> by default unless \
        <code>filename</code> ends with <code>.md</code>, in which case the default is \
        <code>\"towncrier:default.md\"</code>.</p></dd></dl></body></html>";
    let code = [(
        "towncrier/_settings/load.py",
        "import dataclasses\n\n\n@dataclasses.dataclass\nclass Config:\n    filename: str = \"NEWS.rst\"\n    \
         template: str = \"towncrier:default.rst\"\n",
    )];
    assert_eq!(
        findings(&[("configuration.html", html)], &code),
        ["agree agree/Config.filename/1 high"]
    );
}

/// Sphinx's autodata shows a constant's repr (`'\x1b['`): read as the Python literal it is,
/// it agrees with the escape the code holds; another escape is still drift.
#[test]
fn a_python_literal_in_the_docs_is_read_with_its_escapes() {
    let got = findings(
        &[(
            "api.md",
            "# API\n\n`ANSI_CSI` defaults to `'\\x1b['`.\n\n`ANSI_RESET` defaults to `'\\x1b[1m'`.\n",
        )],
        &[(
            "term.py",
            "ANSI_CSI = '\\x1b['\nANSI_RESET = '\\x1b[0m'\n",
        )],
    );
    assert_eq!(
        got,
        [
            "agree agree/ANSI_CSI/1 high",
            "disagree disagree/ANSI_RESET/1 high",
        ]
    );
}

/// A constant holding its own name (`OTEL_SERVICE_NAME = "OTEL_SERVICE_NAME"`) is the name of
/// an environment variable: the docs' default for that variable is no value of the constant.
/// (opentelemetry_sdk's variable table.) A constant holding a value is still compared.
#[test]
fn a_constant_holding_its_own_name_is_a_key_not_a_value() {
    let got = findings(
        &[(
            "env.md",
            "# Environment\n\n| Name | Description | Default |\n|---|---|---|\n\
             | `OTEL_SERVICE_NAME` | The service name | unknown_service |\n\
             | `X_REQUEST_ID` | The header | x-trace-id |\n\
             | `OTEL_BSP_MAX_QUEUE_SIZE` | Queue size | 2048 |\n",
        )],
        &[(
            "src/env.rs",
            "pub const OTEL_SERVICE_NAME: &str = \"OTEL_SERVICE_NAME\";\n\
             pub const X_REQUEST_ID: &str = \"x-request-id\";\n\
             pub const OTEL_BSP_MAX_QUEUE_SIZE: usize = 4096;\n",
        )],
    );
    assert_eq!(got, ["disagree disagree/OTEL_BSP_MAX_QUEUE_SIZE/1 high"]);
}

/// Sphinx names a default class by the module defining it (`<class
/// 'requests.sessions.Session'>`), the code by the package re-exporting it (`requests.Session`):
/// the same class. The same name from another package is still drift.
#[test]
fn a_class_named_by_its_defining_module_is_the_packages_reexport() {
    let page = "<html><body><h1>Pool</h1><dl class=\"py class\"><dt class=\"sig sig-object py\" id=\"pool.Pool\">\
        <em class=\"property\">class </em><span class=\"sig-prename descclassname\">pool.</span>\
        <span class=\"sig-name descname\">Pool</span>(<em class=\"sig-param\"><span class=\"n\">session</span>\
        <span class=\"o\">=</span><span class=\"default_value\">&lt;class 'requests.sessions.Session'&gt;</span></em>, \
        <em class=\"sig-param\"><span class=\"n\">request</span><span class=\"o\">=</span>\
        <span class=\"default_value\">&lt;class 'requests.models.Request'&gt;</span></em>)</dt><dd><p>A pool.</p></dd></dl></body></html>";
    let got = findings(
        &[("pool.html", page)],
        &[(
            "pool.py",
            "import httpx\nimport requests\n\n\nclass Pool:\n    def __init__(self, session=requests.Session, request=httpx.Request):\n        pass\n",
        )],
    );
    assert_eq!(
        got,
        [
            "agree agree/Pool.__init__(session)/1 high",
            "disagree disagree/Pool.__init__(request)/1 high",
        ]
    );
}

/// "the default limit of 2000 will be used", "its default value of 128": a default stated with
/// no name, owned by the heading it is under; "the default value of secure_scheme_headers:"
/// names what has the default and states none (gunicorn's settings page).
#[test]
fn the_default_of_a_value_is_the_headings_default() {
    let md = "# Settings\n\n## `cardinality_limit`\n\nIf this is not set, the default limit of 2000 will be used.\n\n\
              ## `maxsize`\n\nLeaving the maxsize at its default value of 128 is fine.\n\n\
              ## `forwarded_allow_ips`\n\nIn each case we have the default value of secure_scheme_headers: a dict.\n";
    let got = findings(
        &[("settings.md", md)],
        &[(
            "conf.py",
            "cardinality_limit = 2000\nmaxsize = 64\nforwarded_allow_ips = '127.0.0.1'\n",
        )],
    );
    assert_eq!(
        got,
        [
            "agree agree/cardinality_limit/1 high",
            "disagree disagree/maxsize/1 high",
        ]
    );
}

/// A `with_*` constructor that takes no `self` (`with_policy(policy) -> Self`) fills its struct
/// with defaults as `new` does, so the setter documented "Defaults to `true`." reaches its
/// literal; where `new` sets the same field, `new`'s literal is the default and `with_backend`'s
/// an alternative (tower-http's `FollowRedirectLayer` and `ServeDir`).
#[test]
fn a_with_constructor_states_defaults_unless_new_does() {
    let method = |name: &str, doc: &str| {
        format!(
            "<details class=\"toggle method-toggle\" open><summary><section id=\"method.{name}\" class=\"method\">\
             <h4 class=\"code-header\">pub fn <a href=\"#method.{name}\" class=\"fn\">{name}</a>(self, yes: bool) -&gt; Self</h4>\
             </section></summary><div class=\"docblock\"><p>{doc}</p></div></details>"
        )
    };
    let page = |ty: &str, items: String| {
        format!(
            "<html><head><title>{ty} in web - Rust</title></head><body><h1>Struct {ty}</h1>\
             <details class=\"toggle implementors-toggle\" open><summary><section id=\"impl-{ty}\" class=\"impl\">\
             <h3 class=\"code-header\">impl {ty}</h3></section></summary><div class=\"impl-items\">{items}</div></details>\
             </body></html>"
        )
    };
    let code = "pub struct Layer<P> { policy: P, preserve: bool }\n\
        impl<P> Layer<P> {\n    pub fn with_policy(policy: P) -> Self {\n        Layer { policy, preserve: false }\n    }\n\
        \x20   pub fn preserve(mut self, yes: bool) -> Self {\n        self.preserve = yes;\n        self\n    }\n}\n\
        pub struct Dir { append: bool }\n\
        impl Dir {\n    pub fn new() -> Self {\n        Dir { append: true }\n    }\n\
        \x20   pub fn with_backend() -> Self {\n        Dir { append: false }\n    }\n\
        \x20   pub fn append(mut self, yes: bool) -> Self {\n        self.append = yes;\n        self\n    }\n}\n";
    let got = findings(
        &[
            (
                "web/struct.Layer.html",
                &page(
                    "Layer",
                    method("preserve", "Defaults to <code>true</code>."),
                ),
            ),
            (
                "web/struct.Dir.html",
                &page("Dir", method("append", "Defaults to <code>true</code>.")),
            ),
        ],
        &[("src/lib.rs", code)],
    );
    assert_eq!(
        got,
        [
            "agree agree/Dir::new.append/1 high",
            "disagree disagree/Layer::with_policy.preserve/1 high",
        ]
    );
}

/// pydantic's `model_config = ConfigDict(extra='forbid')`: a typed dict built with keywords
/// holds settings as `dict(...)` does, so the docs' "The default `extra` is `'forbid'`" reaches it.
#[test]
fn a_typed_dict_built_with_keywords_holds_settings() {
    let got = findings(
        &[(
            "index.md",
            "# Settings\n\nThe default `env_prefix` is `'APP_'`.\n\nThe default `extra` is `'forbid'`.\n",
        )],
        &[(
            "settings/main.py",
            "from pydantic import ConfigDict\n\n\nclass SettingsConfigDict(ConfigDict, total=False):\n    env_prefix: str\n\n\n\
             class BaseSettings:\n    model_config = SettingsConfigDict(extra='forbid', env_prefix='')\n",
        )],
    );
    assert_eq!(
        got,
        [
            "agree agree/model_config.extra/1 high",
            "disagree disagree/model_config.env_prefix/1 high",
        ]
    );
}

/// Under "How to change the default event loop scope of all tests" (pytest-asyncio's how-to
/// guides), a config block is what the guide's reader writes, even when the lead-in says "by
/// default": its difference from the code's default is not drift; the reference page's
/// statement still is compared.
#[test]
fn a_block_in_a_how_to_guide_is_what_its_reader_writes() {
    let got = findings(
        &[
            (
                "how-to.md",
                "# How to change the default event loop scope of all tests\n\n\
                 The following snippet runs all tests in a session-scoped loop by default:\n\n\
                 ```ini\n[pytest]\nasyncio_default_test_loop_scope = session\n```\n",
            ),
            (
                "reference.md",
                "# Configuration\n\n## asyncio_default_test_loop_scope\n\nThe default value is `module`.\n",
            ),
        ],
        &[(
            "plugin.py",
            "def pytest_addoption(parser):\n    parser.addini(\"asyncio_default_test_loop_scope\", \
             help=\"scope\", default=\"function\")\n",
        )],
    );
    assert_eq!(
        got,
        ["disagree disagree/pytest_addoption(asyncio_default_test_loop_scope)/1 high"]
    );
}

/// mkdocstrings' parameters table for options taken as `**kwargs` (flask-cors' `CORS`): the
/// Default column says "required" for each, and the description cell ends "Default : True".
/// That sentence is the row's name's default; a row whose Default cell gives a value keeps
/// it, and a row whose Default cell says something else is not read from its description.
#[test]
fn a_description_cell_states_the_default_a_required_default_cell_does_not() {
    let row = |name: &str, desc: &str, default: &str| {
        format!(
            "<tr class=\"doc-section-item\"><td><code>{name}</code></td><td><code>bool</code></td>\
             <td><div class=\"doc-md-description\"><p>{desc}</p></div></td><td>{default}</td></tr>"
        )
    };
    let table = format!(
        "<h1>Extension</h1><table><thead><tr><th>Name</th><th>Type</th><th>Description</th>\
         <th>Default</th></tr></thead><tbody>{}{}{}{}</tbody></table>",
        row(
            "send_wildcard",
            "If True, a wildcard header is sent.  Default : True",
            "<em>required</em>"
        ),
        row(
            "vary_header",
            "If True, the Vary header is returned.  Default : True",
            "<em>required</em>"
        ),
        row("max_age", "The max age.  Default : 10", "<code>None</code>"),
        row("automatic_options", "Default : True", "see the guide"),
    );
    let code = "DEFAULT_OPTIONS = dict(\n    send_wildcard=False,\n    vary_header=True,\n    \
                max_age=None,\n    automatic_options=False,\n)\n";
    let got = findings(
        &[("extension.html", &page(&table))],
        &[("cors/core.py", code)],
    );
    assert_eq!(
        got,
        [
            "agree agree/cors/core.py::DEFAULT_OPTIONS.max_age/1 high",
            "agree agree/cors/core.py::DEFAULT_OPTIONS.vary_header/1 high",
            "disagree disagree/cors/core.py::DEFAULT_OPTIONS.send_wildcard/1 high",
        ],
        "{got:?}"
    );
}

/// fabric's `Config.global_defaults()`: a dict built in a function that gives the defaults
/// (`ours = {"port": 22, …}`, merged over invoke's and returned) is the settings, keyed as the
/// dict is (`port`, `tasks.collection_name`), and a "Default configuration values" section
/// names it among other owners of `port`; a dict any other function builds stays that call's
/// data. flask-session's "0600" for `SESSION_FILE_MODE = 384` is the mode in octal.
#[test]
fn a_defaults_functions_dict_is_the_settings_and_a_file_mode_reads_as_octal() {
    let config = "class Config:\n\
        \x20   @staticmethod\n\
        \x20   def global_defaults():\n\
        \x20       ours = {\n\
        \x20           \"port\": 23,\n\
        \x20           \"load_ssh_configs\": True,\n\
        \x20           \"tasks\": {\"collection_name\": \"fabfile\"},\n\
        \x20       }\n\
        \x20       return ours\n\
        \n\
        \x20   def build(self):\n\
        \x20       data = {\"retries\": 3}\n\
        \x20       return data\n\
        \n\
        class Connection:\n\
        \x20   port = None\n\
        \n\
        FILE_MODE = 384\n\
        DIR_MODE = 493\n";
    let item = |name: &str, text: &str| {
        format!("<li><p><code class=\"docutils literal notranslate\"><span class=\"pre\">{name}</span></code>: {text}</p></li>")
    };
    let html = page(&format!(
        "<h1>Configuration</h1><h2>Default configuration values</h2><ul>{}{}{}</ul>\
         <h2>Files</h2><p>The <code>FILE_MODE</code> setting defaults to 0600.</p>\
         <p>The <code>DIR_MODE</code> setting defaults to 0700.</p>\
         <p>The <code>retries</code> setting defaults to 5.</p>",
        item(
            "port",
            "TCP port number used by Connection objects. Default: <code>22</code>."
        ),
        item(
            "load_ssh_configs",
            "Whether to load SSH config files. Default: <code>True</code>."
        ),
        item(
            "tasks.collection_name",
            "Collection sought. Default: <code>fabfile</code>."
        ),
    ));
    let got = findings(&[("config.html", &html)], &[("fabric/config.py", config)]);
    assert_eq!(
        got,
        [
            "agree agree/FILE_MODE/1 high",
            "agree agree/fabric/config.py::Config.global_defaults::ours.load_ssh_configs/1 high",
            "agree agree/tasks.collection_name/1 high",
            "disagree disagree/DIR_MODE/1 high",
            "disagree disagree/fabric/config.py::Config.global_defaults::ours.port/1 high",
        ],
        "{got:?}"
    );
}

/// quick_cache's feature table ("✓" under "Default") and its options builder's "Defaults to:
/// 0.97 (97%).": a check mark is yes, and "Defaults to:" states the value after the colon.
#[test]
fn a_check_mark_is_yes_and_defaults_to_colon_states_a_value() {
    let manifest = "[package]\nname = \"quick_cache\"\nversion = \"0.7.0\"\n\n\
        [features]\ndefault = [\"ahash\"]\nahash = []\nstats = []\n";
    let lib = "pub struct OptionsBuilder {\n    hot_allocation: f64,\n}\n\n\
        impl OptionsBuilder {\n    pub fn new() -> Self {\n        OptionsBuilder { hot_allocation: 0.9 }\n    }\n\n\
        \x20   pub fn hot_allocation(mut self, v: f64) -> Self {\n        self.hot_allocation = v;\n        self\n    }\n}\n";
    let index = "<html><head><title>quick_cache - Rust</title></head><body><h1>Crate quick_cache</h1>\
        <h2 id=\"features\">Cargo Features</h2><table><thead><tr><th>Feature</th><th>Default</th><th>Description</th></tr></thead>\
        <tbody><tr><td>ahash</td><td>✓</td><td>Use ahash as the hasher.</td></tr>\
        <tr><td>stats</td><td>✓</td><td>Collect statistics.</td></tr></tbody></table></body></html>";
    let builder = "<html><head><title>OptionsBuilder in quick_cache - Rust</title></head><body>\
        <h1>Struct <span class=\"struct\">OptionsBuilder</span></h1>\
        <details class=\"toggle implementors-toggle\" open><summary><section id=\"impl-OptionsBuilder\" class=\"impl\">\
        <h3 class=\"code-header\">impl OptionsBuilder</h3></section></summary><div class=\"impl-items\">\
        <details class=\"toggle method-toggle\" open><summary><section id=\"method.hot_allocation\" class=\"method\">\
        <h4 class=\"code-header\">pub fn <a href=\"#method.hot_allocation\" class=\"fn\">hot_allocation</a>(self, v: f64) -&gt; Self</h4>\
        </section></summary><div class=\"docblock\"><p>What percentage of the cache space to reserve for hot items.</p>\
        <p>Defaults to: 0.97 (97%).</p></div></details></div></details></body></html>";
    let got = findings(
        &[
            ("index.html", index),
            ("struct.OptionsBuilder.html", builder),
        ],
        &[("Cargo.toml", manifest), ("src/lib.rs", lib)],
    );
    assert_eq!(
        got,
        [
            "agree agree/features.ahash/1 high",
            "disagree disagree/OptionsBuilder::new.hot_allocation/1 high",
            "disagree disagree/features.stats/1 high",
        ],
        "{got:?}"
    );
}

/// filelock's guides state defaults as `name=value` spans beside the cue ("By default
/// (`thread_local=True`)", "default to `thread_local=False`", "The defaults
/// (`heartbeat_interval=30` s, `poll_interval=0.25` s)", "singleton by default
/// (`is_singleton=True`)"), and its defaults live in `_lock.py`: a source file whose name
/// holds "lock" is read (only a package manager's lock file is not). "Set `blocking=False` to
/// …" states no default; "`define()` sets `slots=True` by default" is `define`'s; two owners
/// named make it a guess; "By default, `poll_interval=1` will be doubled" says what a value
/// does.
#[test]
fn a_name_value_span_beside_the_default_cue_states_it_and_lock_named_sources_are_read() {
    let code = "def define(maybe_cls=None, slots=False):\n\
        \x20   return maybe_cls\n\
        \n\
        class SoftReadWriteLock:\n\
        \x20   def __init__(self, path, thread_local=True, is_singleton=False, heartbeat_interval=60.0, poll_interval=0.25, blocking=True):\n\
        \x20       pass\n";
    let html = page(
        "<h1>How-to</h1>\
         <p>By default (<code>thread_local=True</code>), each thread gets its own context.</p>\
         <p>The lock is singleton by default (<code>is_singleton=True</code>).</p>\
         <p>The defaults (<code>heartbeat_interval=30</code> s, <code>poll_interval=0.25</code> s) fit most workloads.</p>\
         <p>Set <code>blocking=False</code> to fail at once instead of waiting; the default waits.</p>\
         <p><code>define()</code> sets <code>slots=True</code> by default.</p>\
         <p><code>RedisLock</code> and <code>PgLock</code> both default to <code>blocking=True</code>.</p>\
         <p>By default, <code>poll_interval=1</code> will be doubled on contention.</p>",
    );
    let got = findings(
        &[("how-to.html", &html)],
        &[
            ("filelock/_soft/_lock.py", code),
            (
                "package-lock.json",
                "{\"name\": \"x\", \"lockfileVersion\": 3}\n",
            ),
        ],
    );
    assert_eq!(
        got,
        [
            "agree agree/SoftReadWriteLock.__init__(poll_interval)/1 high",
            "agree agree/SoftReadWriteLock.__init__(thread_local)/1 high",
            "disagree disagree/SoftReadWriteLock.__init__(heartbeat_interval)/1 high",
            "disagree disagree/SoftReadWriteLock.__init__(is_singleton)/1 high",
            "disagree disagree/define(slots)/1 high",
        ],
        "{got:?}"
    );
}

/// portalocker's `LOCK_EX = 0x1` under `if os.name == 'nt'` and `LOCK_EX = fcntl.LOCK_EX`
/// under `elif os.name == 'posix'`: docs built on Linux show 2, the other branch's value,
/// which scan cannot fold; the branch it can fold is no evidence of drift. Alternatives that
/// both fold are still compared.
#[test]
fn a_branch_whose_alternative_has_no_known_value_is_not_drift() {
    let code = "import os\n\
        \n\
        if os.name == 'nt':\n\
        \x20   LOCK_EX = 0x1\n\
        \x20   LOCK_TIMEOUT = 5\n\
        elif os.name == 'posix':\n\
        \x20   import fcntl\n\
        \x20   LOCK_EX = fcntl.LOCK_EX\n\
        \x20   LOCK_TIMEOUT = 7\n";
    let html = page(
        "<h1>Constants</h1>\
         <p>The <code>LOCK_EX</code> setting defaults to 2.</p>\
         <p>The <code>LOCK_TIMEOUT</code> setting defaults to 9.</p>",
    );
    let got = findings(
        &[("constants.html", &html)],
        &[("portalocker/constants.py", code)],
    );
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(
        got[0].starts_with("disagree disagree/LOCK_TIMEOUT/"),
        "{got:?}"
    );
}

/// arrow's "Defaults to 'en-us'" for `locale="en_us"`: one locale, written BCP 47's way in
/// the docs and POSIX's in the code; a different region or a tag-shaped word that is not
/// the same tag still disagrees.
#[test]
fn a_locale_tag_agrees_whichever_separator_and_case_it_is_written_in() {
    let code = "def dehumanize(text, locale=\"en_us\"):\n\
        \x20   return text\n\
        \n\
        def humanize(other=None, locale=\"en_us\"):\n\
        \x20   return other\n\
        \n\
        def parse(text, region=\"pt_BR\"):\n\
        \x20   return text\n";
    let html = page(
        "<h1>API</h1><h2>dehumanize</h2><p>The <code>dehumanize</code> <code>locale</code> \
         defaults to <code>'en-US'</code>.</p>\
         <h2>humanize</h2><p>The <code>humanize</code> <code>locale</code> defaults to \
         <code>'en-gb'</code>.</p>\
         <h2>parse</h2><p>The <code>region</code> defaults to <code>'pt-PT'</code>.</p>",
    );
    let got = findings(&[("api.html", &html)], &[("arrow/arrow.py", code)]);
    assert_eq!(
        got,
        [
            "agree agree/dehumanize(locale)/1 high",
            "disagree disagree/humanize(locale)/1 high",
            "disagree disagree/parse(region)/1 high",
        ],
        "{got:?}"
    );
}

/// dateparser's settings page: "`DATE_ORDER`: specifies the order … It defaults to `MDY`"
/// gives a short word of capitals the code holds as a string, not a constant's name (a
/// `MAX_ORDER` span would be one), and "Default to 1000, but you can set 0 …" states
/// `CACHE_SIZE_LIMIT`'s default as "Defaults to" would.
#[test]
fn a_short_capitals_value_and_default_to_are_read() {
    let code = "settings = {\n\
        \x20   \"DATE_ORDER\": \"DMY\",\n\
        \x20   \"TIMEZONE\": \"local\",\n\
        \x20   \"CACHE_SIZE_LIMIT\": 500,\n\
        }\n\
        MAX_ORDER = 3\n";
    let html = page(
        "<h1>Settings</h1><h2>Date Order</h2><p><code>DATE_ORDER</code>: specifies the \
         order. It defaults to <code>MDY</code> which translates to month first.</p>\
         <h2>Timezone</h2><p><code>TIMEZONE</code>: the zone. It defaults to \
         <code>MAX_ORDER</code>.</p>\
         <h2>Cache</h2><p><code>CACHE_SIZE_LIMIT</code>: limits the cache. Default to 1000, \
         but you can set 0 for turning off the limit.</p>",
    );
    let got = findings(
        &[("settings.html", &html)],
        &[("dateparser_data/settings.py", code)],
    );
    assert_eq!(
        got,
        [
            "disagree disagree/dateparser_data/settings.py::settings.CACHE_SIZE_LIMIT/1 high",
            "disagree disagree/dateparser_data/settings.py::settings.DATE_ORDER/1 high",
        ],
        "{got:?}"
    );
}

/// axum's "Feature flags" table: a Name column and a "Default?" column holding a check mark
/// (✔) for the features on by default and nothing for the others. Each row states its
/// feature's state; an empty cell beside check marks is "off".
#[test]
fn a_feature_table_under_a_features_heading_reads_its_marks_and_empty_cells() {
    let manifest = "[package]\nname = \"axum\"\nversion = \"0.8.9\"\n\n\
        [features]\ndefault = [\"http1\", \"json\", \"macros\"]\nhttp1 = []\nhttp2 = []\n\
        json = []\nmacros = []\nws = []\n";
    let row = |name: &str, mark: &str| {
        format!("<tr><td><code>{name}</code></td><td>Enables {name}</td><td>{mark}</td></tr>")
    };
    let check = "<span role=\"img\" aria-label=\"Default feature\">✔</span>";
    let html = page(&format!(
        "<h1>axum</h1><h2>Feature flags</h2><table><thead><tr><th>Name</th>\
         <th>Description</th><th>Default?</th></tr></thead><tbody>{}{}{}{}{}</tbody></table>",
        row("http1", check),
        row("http2", ""),
        row("json", ""),
        row("macros", check),
        row("ws", ""),
    ));
    let got = findings(&[("index.html", &html)], &[("Cargo.toml", manifest)]);
    assert_eq!(
        got,
        [
            "agree agree/features.http1/1 high",
            "agree agree/features.http2/1 high",
            "agree agree/features.macros/1 high",
            "agree agree/features.ws/1 high",
            "disagree disagree/features.json/1 high",
        ],
        "{got:?}"
    );
}

/// tornado's "Note that the default of `plus=True` is effectively the reverse of Python's
/// urllib": a `name=value` span is a name and its value, never a value of its own; alembic's
/// tutorial gives `file_template = %%(rev)s_%%(slug)s` as an ini file spells the code's
/// `"%(rev)s_%(slug)s"`.
#[test]
fn a_name_value_span_after_the_default_of_and_an_ini_escaped_percent_are_read() {
    let code = "def url_escape(value, plus=True):\n\
        \x20   return value\n\
        \n\
        def render(value, sep=False):\n\
        \x20   return value\n\
        \n\
        FILE_TEMPLATE = \"%(rev)s_%(slug)s\"\n";
    let html = page(
        "<h1>API</h1><h2>url_escape</h2><p>Note that the default of <code>plus=True</code> is \
         the reverse of urllib.</p><h2>render</h2><p>Note that the default of \
         <code>sep=True</code> differs.</p><h2>Files</h2><p>The <code>FILE_TEMPLATE</code> \
         setting defaults to <code>%%(rev)s_%%(slug)s</code>.</p>",
    );
    let got = findings(&[("api.html", &html)], &[("tornado/escape.py", code)]);
    assert_eq!(
        got,
        [
            "agree agree/FILE_TEMPLATE/1 high",
            "agree agree/url_escape(plus)/1 high",
            "disagree disagree/render(sep)/1 high",
        ],
        "{got:?}"
    );
}

/// wtforms' "check_deliverability – Perform domain name resolution check (Default False,
/// diverging from email_validator's default of True …)": the parenthesis gives the default
/// before its comma, and "email_validator's default" is another thing's. "If True (the
/// default) then cache translation objects." states the term's default as "(default)" does.
#[test]
fn a_possessives_default_is_not_the_terms_and_the_default_in_parentheses_is() {
    let code = "class Email:\n\
        \x20   check_deliverability = False\n\
        \n\
        class DefaultMeta:\n\
        \x20   cache_translations = False\n";
    let term = |name: &str, text: &str| {
        format!("<dl><dt><code>{name}</code></dt><dd><p>{text}</p></dd></dl>")
    };
    let html = page(&format!(
        "<h1>API</h1><h2>Email</h2>{}<h2>DefaultMeta</h2>{}",
        term(
            "check_deliverability",
            "Perform a check (Default False, diverging from email_validator’s default of True \
             for safety)."
        ),
        term(
            "cache_translations",
            "If <cite>True</cite> (the default) then cache translation objects."
        ),
    ));
    let got = findings(&[("api.html", &html)], &[("wtforms/validators.py", code)]);
    assert_eq!(
        got,
        [
            "agree agree/Email.check_deliverability/1 high",
            "disagree disagree/DefaultMeta.cache_translations/1 high",
        ],
        "{got:?}"
    );
}

/// Flask-Migrate's API list: `<dt><code>init(directory='migrations', multidb=False)</code></dt>`
/// — a definition term that is one call signature states its keyword parameters' defaults,
/// as a heading that is one does; a term naming one setting (`<code>timeout</code>`) stays
/// that setting's term.
#[test]
fn a_definition_term_that_is_a_call_signature_states_its_defaults() {
    let code = "def init(directory=None, multidb=False):\n\
        \x20   return directory\n\
        \n\
        def edit(directory=None, revision='current'):\n\
        \x20   return revision\n\
        \n\
        TIMEOUT = 5\n";
    let term =
        |dt: &str, dd: &str| format!("<dl><dt><code>{dt}</code></dt><dd><p>{dd}</p></dd></dl>");
    let html = page(&format!(
        "<h1>API</h1><ul><li>{}</li><li>{}</li></ul>{}",
        term(
            "init(directory='migrations', multidb=False)",
            "Initializes migration support."
        ),
        term(
            "edit(directory='migrations', revision='head')",
            "Edit a revision file."
        ),
        term("TIMEOUT", "Seconds to wait. Default: <code>5</code>."),
    ));
    let got = findings(
        &[("index.html", &html)],
        &[("flask_migrate/__init__.py", code)],
    );
    assert_eq!(
        got,
        [
            "agree agree/TIMEOUT/1 high",
            "agree agree/init(multidb)/1 high",
            "disagree disagree/edit(revision)/1 high",
        ],
        "{got:?}"
    );
}

/// Flask-HTTPAuth's "The default is `MD5`.": an algorithm's name of capitals and digits is a
/// value the code holds as a string, as `MDY` is (rule 171), not a constant's name.
#[test]
fn a_capitals_and_digits_value_is_a_value() {
    let code = "class HTTPDigestAuth:\n    def __init__(self, algorithm='MD5-Sess'):\n        \
                self.algorithm = algorithm\n";
    let html = page(
        "<h1>API</h1><h2>HTTPDigestAuth</h2><p>The <code>algorithm</code> option configures \
         the hash generation algorithm to use. The default is <code>MD5</code>.</p>",
    );
    let got = findings(&[("api.html", &html)], &[("flask_httpauth.py", code)]);
    assert_eq!(
        got,
        ["disagree disagree/HTTPDigestAuth.__init__(algorithm)/1 high"],
        "{got:?}"
    );
}

/// The Rust or Python version a project requires, stated in words ("requires `rustc` 1.56+",
/// "The minimum supported version is 1.56." under a heading naming Rust, "HTTPX requires Python
/// 3.8+."), against the manifest's `rust-version` and `requires-python`. A feature's own
/// version ("supported on Python 3.12+"), an example ("For example, if …") and a range are
/// none.
#[test]
fn a_required_language_version_is_the_manifests() {
    let manifest =
        "[package]\nname = \"tracing-log\"\nversion = \"0.2.0\"\nrust-version = \"1.63.0\"\n";
    let pyproject = "[project]\nname = \"httpx\"\nrequires-python = \">=3.9\"\n";
    let rust = page(
        "<h1>tracing-log</h1><p><em>Compiler support: requires <code>rustc</code> 1.56+</em></p>\
         <h2>Supported Rust Versions</h2><p>The minimum supported version is 1.63. For example, \
         if the current stable compiler version is 1.69, the minimum supported version will \
         not be increased past 1.66.</p>",
    );
    let python = page(
        "<h1>HTTPX</h1><p>HTTPX requires Python 3.8+.</p><p>Type aliases are supported on \
         Python 3.12+.</p><p>Python 3.9 to 3.14 supported.</p>",
    );
    let got = findings(
        &[("index.html", &rust), ("python.html", &python)],
        &[
            ("Cargo.toml", manifest),
            ("pyproject.toml", pyproject),
            ("src/lib.rs", ""),
        ],
    );
    assert_eq!(
        got,
        [
            "agree agree/rust-version/1 high",
            "disagree disagree/requires-python/1 high",
            "disagree disagree/rust-version/1 high",
        ],
        "{got:?}"
    );
}

/// A project with no `pyproject.toml` states its Python in `setup.py`'s
/// `setup(python_requires=">=3.9,<4")` (django-environ: "It's rigorously tested on Python
/// 3.9+, and officially supports Django 2.2, …": Django's versions are not Python's), and a
/// crate's page may say "The minimum-supported version of rustc is 1.95."
/// (sysinfo), the language after the word "version".
#[test]
fn setup_pys_python_requires_and_a_version_of_rustc_are_required_versions() {
    let setup = "from setuptools import setup\n\nsetup(\n    name='django-environ',\n    \
        python_requires='>=3.10,<4',\n)\n";
    let manifest = "[package]\nname = \"sysinfo\"\nversion = \"0.40.4\"\nrust-version = \"1.95\"\n";
    let python = page(
        "<h1>django-environ</h1><p>It's rigorously tested on Python 3.9+, and officially \
         supports Django 2.2, 3.0, 5.2, and 6.0.</p>",
    );
    let rust = page(
        "<h1>sysinfo</h1><h2>Usage</h2><p>The minimum-supported version of <code>rustc</code> \
         is <strong>1.95</strong>.</p>",
    );
    let got = findings(
        &[("python.html", &python), ("index.html", &rust)],
        &[
            ("setup.py", setup),
            ("environ/environ.py", "X = 1\n"),
            ("Cargo.toml", manifest),
            ("src/lib.rs", ""),
        ],
    );
    assert_eq!(
        got,
        [
            "agree agree/rust-version/1 high",
            "disagree disagree/requires-python/1 high",
        ],
        "{got:?}"
    );
}

/// "`BlockParser.max_nested_level` and `InlineParser.max_nested_level` default to 20." (mistune's
/// security page): one value stated for each name, and `Class.attr` is the attribute the
/// class's constructor sets from its parameter of that name, a Python default.
#[test]
fn names_joined_by_and_share_the_value_and_a_class_attribute_is_its_constructors_parameter() {
    let code = "DEFAULT_MAX_NESTED_LEVEL = 6\n\
        \n\
        \n\
        class BlockParser:\n\
        \x20   def __init__(self, rules=None, max_nested_level: int = DEFAULT_MAX_NESTED_LEVEL):\n\
        \x20       self.max_nested_level = max_nested_level\n\
        \n\
        \n\
        class InlineParser:\n\
        \x20   def __init__(self, hard_wrap=False, max_nested_level: int = 20):\n\
        \x20       self.max_nested_level = max_nested_level\n";
    let docs = page(
        "<h1>Security</h1><p><code>BlockParser.max_nested_level</code> and \
         <code>InlineParser.max_nested_level</code> default to 20.</p>\
         <p><code>InlineParser.hard_wrap</code> defaults to <code>False</code>.</p>",
    );
    let got = findings(&[("security.html", &docs)], &[("md/parsers.py", code)]);
    assert_eq!(
        got,
        [
            "agree agree/InlineParser.__init__(hard_wrap)/1 high",
            "agree agree/InlineParser.__init__(max_nested_level)/1 high",
            "disagree disagree/BlockParser.__init__(max_nested_level)/1 high",
        ],
        "{got:?}"
    );
}

/// everett's shapes: "specified `env_file` defaulting to `.env`" names its default as "defaults
/// to" does, and a code span that is a dotfile, a path or a glob (`.env`, `/tmp/app.log`,
/// `*.py`) is a value, where names joined by dots (`config.limit`) are a reference.
#[test]
fn defaulting_to_and_a_dotfile_path_or_glob_are_read_as_values() {
    let html = page(
        "<h1>API</h1><ol><li><p>specified <code>env_file</code> defaulting to <code>.env</code></p></li></ol>\
         <p>The <code>log_path</code> defaults to <code>/tmp/app.log</code>.</p>\
         <p>The <code>pattern</code> defaults to <code>*.py</code>.</p>\
         <p>The <code>limit</code> defaults to <code>config.limit</code>.</p>",
    );
    let code = "def basic_config(env_file='.env.local', log_path='/tmp/app.log', pattern='*.py', limit=3):\n    pass\n";
    assert_eq!(
        findings(&[("api.html", &html)], &[("pkg/__init__.py", code)]),
        [
            "agree agree/basic_config(log_path)/1 high",
            "agree agree/basic_config(pattern)/1 high",
            "disagree disagree/basic_config(env_file)/1 high",
        ]
    );
}

/// sh's special keyword arguments: a plain-text heading that is a name with a leading
/// underscore (`_bg_exc`) names the key the "Default value:" line under it states (the loose
/// lookup finds `_call_args["bg_exc"]`).
#[test]
fn an_underscored_plain_text_heading_names_its_default_line() {
    let html = page(
        "<h1>Special Kwargs</h1><h3>_bg_exc</h3><p>Default value: <code>True</code></p>\
         <h3>_tty_out</h3><p>Default value: <code>True</code></p>",
    );
    let code = "class Command:\n    _call_args = {\n        \"bg_exc\": False,\n        \"tty_out\": True,\n    }\n";
    assert_eq!(
        findings(&[("special.html", &html)], &[("sh/__init__.py", code)]),
        [
            "agree agree/_call_args.tty_out/1 high",
            "disagree disagree/_call_args.bg_exc/1 high",
        ]
    );
}

/// Sphinx titles every page "{page} — {project} {release} documentation" (rule 228): docs
/// built from another release than the package's `__version__` say so on every page, one the
/// quick check skips (no DOM) as well as one it walks. Another module's own `__version__`
/// (`validate.py`) and a placeholder one are not the release; "1.2" is "1.2.0".
#[test]
fn a_page_titles_release_is_compared_with_the_packages_version() {
    let titled = |t: &str, body: &str| {
        format!("<html><head><title>{t}</title></head><body>{body}</body></html>\n")
    };
    let index = titled("demo 1.2.0 documentation", "<p>Welcome.</p>");
    let api = titled(
        "API \u{2014} demo 1.2.0 documentation",
        "<p>The default is chosen for you.</p>",
    );
    let docs = [("index.html", index.as_str()), ("api.html", api.as_str())];
    let code = |v: &str| {
        [
            ("demo/__init__.py", format!("__version__ = '{v}'\n")),
            ("demo/validate.py", "__version__ = '0.4.1'\n".to_string()),
            (
                "tests/fixture/__init__.py",
                "__version__ = '7.0'\n".to_string(),
            ),
            // The same release stated twice is one (rule 231), not two definitions to choose from.
            (
                "setup.py",
                format!("from setuptools import setup\nVERSION = '{v}'\nsetup(version=VERSION)\n"),
            ),
        ]
    };
    let run = |v: &str| {
        let files = code(v);
        let refs: Vec<(&str, &str)> = files.iter().map(|(p, b)| (*p, b.as_str())).collect();
        findings(&docs, &refs)
    };
    assert_eq!(run("1.3.0"), ["disagree disagree/__version__/1 high"]);
    assert_eq!(run("1.2"), ["agree agree/__version__/1 high"]);
    // A build that found no version writes a placeholder: no release to compare.
    assert_eq!(run("0.0.0"), Vec::<String>::new());
}

/// A project of one module (jsonpointer's `jsonpointer.py` beside `setup.py`, or under `src/`)
/// states its release in that module's `__version__`; a root helper's own (`versioneer.py`,
/// `conftest.py`) is not the release.
#[test]
fn a_single_module_projects_version_is_its_release() {
    let index = "<html><head><title>python-demo 1.2 documentation</title></head>\
                 <body><p>Welcome.</p></body></html>\n";
    let run = |files: &[(&str, &str)]| findings(&[("index.html", index)], files);
    assert_eq!(
        run(&[
            ("demo.py", "__version__ = '1.3'\n"),
            ("versioneer.py", "__version__ = '0.29'\n"),
            (
                "setup.py",
                "from setuptools import setup\nsetup(name='demo')\n"
            ),
        ]),
        ["disagree disagree/__version__/1 high"]
    );
    assert_eq!(
        run(&[("src/demo.py", "__version__ = '1.2'\n")]),
        ["agree agree/__version__/1 high"]
    );
    assert_eq!(
        run(&[("conftest.py", "__version__ = '1.3'\n")]),
        Vec::<String>::new()
    );
}

/// django-debug-toolbar's settings reference: a bulleted list whose items open with a paragraph
/// that is only the setting's name in code, the paragraphs after it its description ("Default:
/// `"djdt:"`"); the defaults are the entries of a `CONFIG_DEFAULTS` dict. A list item whose
/// first paragraph says more than a name names nothing.
#[test]
fn a_list_item_opening_with_a_name_paragraph_names_its_description() {
    let item = |name: &str, default: &str| {
        format!(
            "<li><p><code class=\"docutils literal notranslate\"><span class=\"pre\">{name}</span></code></p>\
             <p>Default: <code class=\"docutils literal notranslate\"><span class=\"pre\">{default}</span></code></p>\
             <p>What it does.</p></li>"
        )
    };
    let docs = page(&format!(
        "<h1>Configuration</h1><ul>{}{}<li><p>Set <code>SHOW_COLLAPSED</code> here.</p>\
         <p>Default: <code>True</code></p></li></ul>",
        item("CACHE_KEY_PREFIX", "&quot;djdt:&quot;"),
        item("RESULTS_CACHE_SIZE", "25"),
    ));
    let code = "CONFIG_DEFAULTS = {\n    \"CACHE_KEY_PREFIX\": \"djdt:\",\n    \
                \"RESULTS_CACHE_SIZE\": 50,\n    \"SHOW_COLLAPSED\": False,\n}\n";
    let got = findings(
        &[("configuration.html", &docs)],
        &[("debug_toolbar/settings.py", code)],
    );
    assert_eq!(
        without_confidence(&got),
        [
            "agree agree/debug_toolbar/settings.py::CONFIG_DEFAULTS.CACHE_KEY_PREFIX/1",
            "disagree disagree/debug_toolbar/settings.py::CONFIG_DEFAULTS.RESULTS_CACHE_SIZE/1",
        ],
        "{got:#?}"
    );
}

/// Sphinx marks a block in the project's default highlighting language `highlight-default`
/// (Python 3 unless `highlight_language` says otherwise): django-extensions' "Other
/// configuration options and their defaults include:" block of settings is read by what it
/// holds, and each is compared with the `getattr(settings, …, default)` the code reads it with;
/// a user's `config = {"CACHE_TYPE": "RedisCache"}` in that language is Python code, not a
/// settings block (Flask-Caching's `init_app` defaults `CACHE_TYPE` to `"NullCache"`).
#[test]
fn a_block_in_sphinxs_default_language_is_read_by_its_content() {
    let docs = page(
        "<h1>runserver_plus</h1><p>Other configuration options and their defaults include:</p>\
         <div class=\"highlight-default notranslate\"><div class=\"highlight\"><pre><span></span>\
         <span class=\"c1\"># After how many seconds auto-reload should scan for updates</span>\n\
         <span class=\"n\">RUNSERVERPLUS_POLLER_RELOADER_INTERVAL</span> <span class=\"o\">=</span> \
         <span class=\"mi\">1</span>\n\n\
         <span class=\"n\">RUNSERVERPLUS_POLLER_RELOADER_TYPE</span> <span class=\"o\">=</span> \
         <span class=\"s1\">&#39;auto&#39;</span>\n</pre></div></div>\
         <p>Put the credentials in the URL instead:</p>\
         <div class=\"highlight-default notranslate\"><div class=\"highlight\"><pre>\
         config = {\n    &quot;CACHE_TYPE&quot;: &quot;RedisCache&quot;,\n    \
         &quot;CACHE_REDIS_URL&quot;: &quot;redis://:hunter2@localhost:6379/0&quot;,\n    \
         &quot;CACHE_REDIS_DB&quot;: 0,\n}\n</pre></div></div>",
    );
    let code = "from django.conf import settings\n\n\
                DEFAULT_POLLER_RELOADER_INTERVAL = getattr(\n    \
                settings, \"RUNSERVERPLUS_POLLER_RELOADER_INTERVAL\", 1\n)\n\
                DEFAULT_POLLER_RELOADER_TYPE = getattr(\n    \
                settings, \"RUNSERVERPLUS_POLLER_RELOADER_TYPE\", \"stat\"\n)\n\n\
                class Cache:\n    def init_app(self, app, config=None):\n        \
                config.setdefault(\"CACHE_TYPE\", \"NullCache\")\n";
    let got = findings(
        &[("runserver_plus.html", &docs)],
        &[(
            "django_extensions/management/commands/runserver_plus.py",
            code,
        )],
    );
    assert_eq!(
        without_confidence(&got),
        [
            "agree agree/RUNSERVERPLUS_POLLER_RELOADER_INTERVAL/1",
            "disagree disagree/RUNSERVERPLUS_POLLER_RELOADER_TYPE/1",
        ],
        "{got:#?}"
    );
}

/// A Python block's bodiless `def` states its parameters' defaults, unless the block is an
/// example: Flask-Caching's "An example implementation:" over a custom `RedisCache(BaseCache)`
/// with `default_timeout=500` is what a user writes, and its difference from the library's own
/// `RedisCache` is no drift.
#[test]
fn an_example_blocks_signature_is_a_users_not_a_default() {
    let block = |lead: &str, default: u32| {
        format!(
            "<p>{lead}</p><div class=\"highlight-python notranslate\"><div class=\"highlight\">\
             <pre>class RedisCache(BaseCache):\n    def __init__(self, servers, \
             default_timeout={default}):\n        pass\n</pre></div></div>"
        )
    };
    let code = "class RedisCache:\n    def __init__(self, host='localhost', default_timeout=300):\n        \
                self.default_timeout = default_timeout\n";
    let run = |lead: &str| {
        let docs = page(&format!("<h1>Custom backends</h1>{}", block(lead, 500)));
        without_confidence(&findings(
            &[("custom-backends.html", &docs)],
            &[("flask_caching/backends/rediscache.py", code)],
        ))
    };
    assert!(
        run("An example implementation:").is_empty(),
        "{:?}",
        run("An example implementation:")
    );
    assert_eq!(
        run("The backend's constructor:"),
        ["disagree disagree/RedisCache.__init__(default_timeout)/1"]
    );
}

/// A Sphinx extension's options as a table of records (`OPTIONS = (Option(name=…,
/// default=…), …)`, registered by `setup()` in a loop) are its settings, and each
/// `.. confval::` entry's "Default:" field is compared with its record; `()` is an empty
/// tuple there, not a call.
#[test]
fn an_extensions_option_records_are_compared_with_its_confval_defaults() {
    let confval = |name: &str, default: &str| {
        format!(
            "<dl class=\"std confval\"><dt class=\"sig sig-object std\" id=\"confval-{name}\">\
             <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span></dt>\
             <dd><dl class=\"field-list\"><dt class=\"field-odd\">Default<span class=\"colon\">:</span></dt>\
             <dd class=\"field-odd\"><code class=\"docutils literal notranslate\"><span class=\"pre\">{default}</span></code></dd>\
             </dl><p>What it does.</p></dd></dl>"
        )
    };
    let body = format!(
        "{}{}{}",
        confval("always_document_param_types", "False"),
        confval("typehints_document_rtype", "True"),
        confval("typehints_annotated_metadata", "()"),
    );
    let got = findings(
        &[("reference.html", &page(&body))],
        &[(
            "_config.py",
            "from typing import Final\n\nOPTIONS: Final[tuple[Option, ...]] = (\n    \
             Option(name=\"always_document_param_types\", default=True, rebuild=\"env\"),\n    \
             Option(name=\"typehints_document_rtype\", default=True, rebuild=\"env\"),\n    \
             Option(name=\"typehints_annotated_metadata\", default=(), rebuild=\"env\"),\n)\n",
        )],
    );
    assert_eq!(
        without_confidence(&got),
        [
            "agree agree/typehints_annotated_metadata/1",
            "agree agree/typehints_document_rtype/1",
            "disagree disagree/always_document_param_types/1",
        ]
    );
}

/// A settings reference whose sections are titled by the dotted setting (`jinja2.newstyle¶`,
/// plain text) over "Defaults to false.", against a getter that reads each setting under a
/// prefix decided at run time (pyramid_jinja2's `def sget(name, default=None): return
/// settings.get(prefix + name, default)`): the title's first segment is that prefix. An
/// empty-string fallback is "unset" (the code decides the rest), and a file name titles no
/// setting.
#[test]
fn a_dotted_setting_title_names_a_setting_its_prefixed_getter_reads() {
    let section = |title: &str, text: &str| {
        format!("<section><h3>{title}<a class=\"headerlink\" href=\"#x\">¶</a></h3><p>{text}</p></section>")
    };
    let body = [
        section(
            "jinja2.input_encoding",
            "The input encoding of templates. Defaults to <code>utf-8</code>.",
        ),
        section(
            "jinja2.newstyle",
            "Enables newstyle gettext calls. Defaults to false.",
        ),
        section(
            "jinja2.undefined",
            "If unset, defaults to <code>Undefined</code>.",
        ),
        section("setup.py", "Defaults to <code>30</code>."),
    ]
    .concat();
    let got = findings(
        &[("index.html", &page(&body))],
        &[(
            "settings.py",
            "def parse(settings, prefix):\n    def sget(name, default=None):\n        \
             return settings.get(prefix + name, default)\n\n    \
             encoding = sget(\"input_encoding\", \"utf-8\")\n    newstyle = sget(\"newstyle\", True)\n    \
             undefined = sget(\"undefined\", \"\")\n    py = sget(\"py\", 10)\n    \
             return encoding, newstyle, undefined, py\n",
        )],
    );
    assert_eq!(
        without_confidence(&got),
        [
            "agree agree/parse(input_encoding)/1",
            "disagree disagree/parse(newstyle)/1"
        ]
    );
}
