//! `docdrift scan` on Sphinx's Python object descriptions (autodoc, `.. py:class::`): the
//! signature line and the "Parameters" field list under it state each parameter's default,
//! and both belong to the object the signature's anchor names. Each test runs the binary on
//! real files and fails without its rule.

use crate::util::{scan_all, write};

/// `verdict id [docs places]` per finding (from `--all --format json`), sorted.
fn findings(html: &str, code: &[(&str, &str)]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let (d, c) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &d.join("api.html"),
        &format!("<html><head><title>API</title></head><body><h1>API Reference</h1>{html}</body></html>\n"),
    );
    for (p, body) in code {
        write(&c.join(p), body);
    }
    let (_, report) = scan_all(&d, &c);
    let mut v: Vec<String> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let places: Vec<&str> = f["docs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d["matched"].as_str().unwrap_or(""))
                .collect();
            format!(
                "{} {} {}",
                f["verdict"].as_str().unwrap(),
                f["id"].as_str().unwrap(),
                places.join(" | ")
            )
        })
        .collect();
    v.sort();
    v
}

/// Each finding's verdict and id, without its docs places.
fn verdicts(got: &[String]) -> Vec<String> {
    got.iter()
        .map(|f| f.split(' ').take(2).collect::<Vec<_>>().join(" "))
        .collect()
}

/// One `<em class="sig-param">`, as Sphinx renders `name=default` or `name: ty = default`.
fn param(name: &str, ty: Option<&str>, default: &str) -> String {
    // Sphinx spaces `=` only after an annotation: `name=1`, `name: int = 1`.
    let space = if ty.is_some() {
        "<span class=\"w\"> </span>"
    } else {
        ""
    };
    let ty = ty.map_or(String::new(), |t| {
        format!(
            "<span class=\"p\"><span class=\"pre\">:</span></span><span class=\"w\"> </span>\
             <span class=\"n\"><span class=\"pre\">{t}</span></span><span class=\"w\"> </span>"
        )
    });
    format!(
        "<em class=\"sig-param\"><span class=\"n\"><span class=\"pre\">{name}</span></span>{ty}\
         <span class=\"o\"><span class=\"pre\">=</span></span>{space}\
         <span class=\"default_value\"><span class=\"pre\">{default}</span></span></em>"
    )
}

/// A `<dl class="py KIND">` object with anchor `id`, its signature parameters and a body.
fn object(kind: &str, id: &str, params: &[String], body: &str) -> String {
    let (prename, name) = id.rsplit_once('.').unwrap_or(("", id));
    format!(
        "<dl class=\"py {kind}\"><dt class=\"sig sig-object py\" id=\"{id}\">\
         <span class=\"sig-prename descclassname\"><span class=\"pre\">{prename}.</span></span>\
         <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span>\
         <span class=\"sig-paren\">(</span>{}<span class=\"sig-paren\">)</span>\
         <a class=\"headerlink\" href=\"#{id}\">¶</a></dt><dd>{body}</dd></dl>",
        params.join(", ")
    )
}

/// A `<dl class="py attribute">` whose signature shows its value (`name = value`).
fn attribute(id: &str, name: &str, value: &str, doc: &str) -> String {
    format!(
        "<dl class=\"py attribute\"><dt class=\"sig sig-object py\" id=\"{id}\">\
         <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span>\
         <span class=\"property\"><span class=\"w\"> </span><span class=\"p\"><span class=\"pre\">=</span></span>\
         <span class=\"w\"> </span><span class=\"pre\">{value}</span></span>\
         <a class=\"headerlink\" href=\"#{id}\">¶</a></dt><dd><p>{doc}</p></dd></dl>"
    )
}

/// A "Parameters" field list, one `<li><p><strong>name</strong> (type) – text</p></li>` each.
fn parameters(items: &[(&str, &str)]) -> String {
    let lis: String = items
        .iter()
        .map(|(n, t)| format!("<li><p><strong>{n}</strong> (<em>str</em>) – {t}</p></li>"))
        .collect();
    format!(
        "<dl class=\"field-list simple\"><dt class=\"field-odd\">Parameters<span class=\"colon\">:</span></dt>\
         <dd class=\"field-odd\"><ul class=\"simple\">{lis}</ul></dd>\
         <dt class=\"field-even\">Returns<span class=\"colon\">:</span></dt>\
         <dd class=\"field-even\"><p>The decoder. Defaults to <code>3</code>.</p></dd></dl>"
    )
}

const CODEC: &str = "errors = \"strict\"\n\
    \n\
    class UnicodeDecoder:\n\
    \x20   def __init__(self, encoding=\"utf-8\", errors=\"ignore\", sort_keys: bool = False):\n\
    \x20       self._encoding = encoding\n\
    \n\
    def decode(data, *, errors=\"ignore\"):\n\
    \x20   return data\n";

#[test]
fn a_signature_states_each_parameter_default_of_the_object_its_anchor_names() {
    let html = object(
        "class",
        "pkg.codec.UnicodeDecoder",
        &[
            param("encoding", None, "'utf-8'"),
            param("errors", None, "'replace'"),
            param("sort_keys", Some("bool"), "True"),
        ],
        "<p>Decode byte strings.</p>",
    ) + &object(
        "function",
        "pkg.codec.decode",
        &[param("errors", None, "'ignore'")],
        "",
    );
    let got = findings(&html, &[("pkg/codec.py", CODEC)]);
    let sig =
        "pkg.codec.UnicodeDecoder(encoding='utf-8', errors='replace', sort_keys: bool = True)";
    assert_eq!(
        got,
        [
            format!("agree agree/UnicodeDecoder.__init__(encoding)/1 {sig}"),
            "agree agree/decode(errors)/1 pkg.codec.decode(errors='ignore')".to_string(),
            format!("disagree disagree/UnicodeDecoder.__init__(errors)/1 {sig}"),
            format!("disagree disagree/UnicodeDecoder.__init__(sort_keys)/1 {sig}"),
        ],
        "{got:?}"
    );
}

#[test]
fn a_parameters_field_states_defaults_for_its_objects_parameters_only() {
    let body = parameters(&[
        (
            "encoding",
            "Encoding to decode from (default: <code>\"utf-8\"</code>).",
        ),
        (
            "errors",
            "How to cope with encoding errors (default: <code>\"replace\"</code>).",
        ),
        (
            "sort_keys",
            "Whether to sort keys when formatting. True by default.",
        ),
    ]);
    let html = object("class", "pkg.codec.UnicodeDecoder", &[], &body);
    let got = findings(&html, &[("pkg/codec.py", CODEC)]);
    assert_eq!(
        got,
        [
            "agree agree/UnicodeDecoder.__init__(encoding)/1 encoding (str) – Encoding to decode from (default: \"utf-8\").",
            "disagree disagree/UnicodeDecoder.__init__(errors)/1 errors (str) – How to cope with encoding errors (default: \"replace\").",
            "disagree disagree/UnicodeDecoder.__init__(sort_keys)/1 True by default.",
        ],
        "{got:?}"
    );
    // Outside a Python object's description the same list names bare `errors`, which is the
    // module constant's name too: the bold name is no code span there, and nothing is read.
    let got = findings(&body, &[("pkg/codec.py", CODEC)]);
    assert!(got.is_empty(), "{got:?}");
}

/// asyncssh's parameter fields end their descriptions with ", defaulting to `'strict'`" and
/// "…when it is enabled, defaulting to 1000": the cue after a comma states the parameter's
/// default, as "defaults to" does.
#[test]
fn a_parameter_description_ending_defaulting_to_states_its_default() {
    let body = parameters(&[
        (
            "encoding",
            "The Unicode encoding to use for data exchanged on the connection, defaulting to \
             <code>'utf-8'</code>.",
        ),
        (
            "errors",
            "The error handling strategy to apply on Unicode encode/decode errors, defaulting \
             to <code>'strict'</code>.",
        ),
    ]);
    let html = object("class", "pkg.codec.UnicodeDecoder", &[], &body);
    let got = findings(&html, &[("pkg/codec.py", CODEC)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/UnicodeDecoder.__init__(encoding)/1",
            "disagree disagree/UnicodeDecoder.__init__(errors)/1",
        ],
        "{got:?}"
    );
}

/// flask-caching's parameter fields: "Default False." and "Default to None." give the value
/// alone after the word; "Default 'view/%(request.path)s'." names the placeholder that the
/// code's template `"view/%s"` fills, and agrees with it.
#[test]
fn a_bare_default_word_and_a_named_placeholder_are_read() {
    let code = "class Cache:\n\
        \x20   def cached(self, key_prefix=\"view/%s\", query_string=True, unless=\"x\"):\n\
        \x20       return key_prefix\n";
    let body = parameters(&[
        ("key_prefix", "Default ‘view/%(request.path)s’."),
        (
            "query_string",
            "Default False. When True, the query string is hashed.",
        ),
        ("unless", "Default to None."),
    ]);
    let html = object("method", "pkg.Cache.cached", &[], &body);
    let got = verdicts(&findings(&html, &[("pkg/__init__.py", code)]));
    assert_eq!(
        got,
        [
            "agree agree/Cache.cached(key_prefix)/1",
            "disagree disagree/Cache.cached(query_string)/1",
            "disagree disagree/Cache.cached(unless)/1",
        ],
        "{got:?}"
    );
}

/// An attribute's signature shows its value (`max_cookie_size = 4093`, Werkzeug's
/// `Response`): that is the class attribute's value, named by the anchor from its class. A
/// module's data is named alone; a value that is not a literal states nothing.
#[test]
fn an_attribute_signature_states_the_class_attributes_value() {
    let attr = |id: &str, name: &str, value: &str| {
        attribute(
            id,
            name,
            value,
            "Warn if a cookie header exceeds this size.",
        )
    };
    let html = format!(
        "{}{}{}",
        attr(
            "werkzeug.wrappers.Response.max_cookie_size",
            "max_cookie_size",
            "4093"
        ),
        attr(
            "werkzeug.wrappers.Request.max_form_parts",
            "max_form_parts",
            "1000"
        ),
        attr(
            "werkzeug.serving.LISTEN_QUEUE",
            "LISTEN_QUEUE",
            "get_default()"
        ),
    );
    let code = "class Request:\n    max_form_parts = 500\n\n\nclass Response:\n    max_cookie_size = 4093\n\n\n\
                LISTEN_QUEUE = 128\n";
    assert_eq!(
        findings(&html, &[("werkzeug/wrappers.py", code)]),
        [
            "agree agree/Response.max_cookie_size/1 max_cookie_size = 4093",
            "disagree disagree/Request.max_form_parts/1 max_form_parts = 1000",
        ]
    );
}

/// itsdangerous' shapes: autodoc's "alias of `TimestampSigner`" under an attribute holding a
/// class states it (compared by name with `default_signer = Signer`), and a bytes default in a
/// signature (`salt=b'itsdangerous.Signer'`) is compared as the text it holds.
#[test]
fn an_alias_of_a_class_and_a_bytes_default_are_compared() {
    let alias = |id: &str, name: &str, target: &str| {
        format!(
            "<dl class=\"py attribute\"><dt class=\"sig sig-object py\" id=\"{id}\">\
             <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span>\
             <a class=\"headerlink\" href=\"#{id}\">¶</a></dt><dd><p>The signer class.</p>\
             <p>alias of <a class=\"reference internal\" href=\"#pkg.signer.{target}\">\
             <code class=\"xref py py-class docutils literal notranslate\"><span class=\"pre\">{target}</span></code></a></p></dd></dl>"
        )
    };
    let html = format!(
        "{}{}{}",
        alias(
            "pkg.serializer.Serializer.default_signer",
            "default_signer",
            "Signer"
        ),
        alias(
            "pkg.timed.TimedSerializer.default_signer",
            "default_signer",
            "TimestampSigner"
        ),
        object(
            "class",
            "pkg.signer.Signer",
            &[
                param("salt", None, "b'pkg.Signer'"),
                param("sep", None, "b'.'")
            ],
            ""
        ),
    );
    let signer = "class Signer:\n    def __init__(self, salt=b\"pkg.Signer\", sep=b\"|\"):\n        self.salt = salt\n\n\n\
                  class TimestampSigner(Signer):\n    pass\n";
    let serializer =
        "from .signer import Signer\n\n\nclass Serializer:\n    default_signer = Signer\n";
    let timed = "from .serializer import Serializer\nfrom .signer import Signer\n\n\n\
                 class TimedSerializer(Serializer):\n    default_signer = Signer\n";
    let got = findings(
        &html,
        &[
            ("pkg/signer.py", signer),
            ("pkg/serializer.py", serializer),
            ("pkg/timed.py", timed),
        ],
    );
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/Serializer.default_signer/1",
            "agree agree/Signer.__init__(salt)/1",
            "disagree disagree/Signer.__init__(sep)/1",
            "disagree disagree/TimedSerializer.default_signer/1",
        ],
        "{got:#?}"
    );
}

/// colander's shapes: a module-level alias (`Bool = Boolean`, "alias of Boolean") is never
/// a dunder the loose lookup reaches by dropping underscores (`_null.__bool__`), and a quoted
/// boolean word in a signature (`true_val='true'`) against a code string is text: a planted
/// `'yes'` disagrees, where read as booleans the two agreed.
#[test]
fn an_alias_is_not_a_dunder_and_a_quoted_word_is_text() {
    let alias = "<dl class=\"py attribute\"><dt class=\"sig sig-object py\" id=\"pkg.Bool\">\
                 <span class=\"sig-prename descclassname\"><span class=\"pre\">pkg.</span></span>\
                 <span class=\"sig-name descname\"><span class=\"pre\">Bool</span></span></dt>\
                 <dd><p>alias of <a class=\"reference internal\" href=\"#pkg.Boolean\"><code class=\"xref \
                 py py-class docutils literal notranslate\"><span class=\"pre\">Boolean</span></code></a></p></dd></dl>";
    let html = format!(
        "{alias}{}",
        object(
            "class",
            "pkg.Boolean",
            &[
                param("false_val", None, "'false'"),
                param("true_val", None, "'true'")
            ],
            ""
        ),
    );
    let code = "class _null:\n    def __nonzero__(self):\n        return False\n\n    __bool__ = __nonzero__\n\n\n\
                class Boolean:\n    def __init__(self, false_val='false', true_val='yes'):\n        self.true_val = true_val\n\n\n\
                Bool = Boolean\n";
    let got = findings(&html, &[("pkg/__init__.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/Boolean.__init__(false_val)/1",
            "disagree disagree/Boolean.__init__(true_val)/1",
        ],
        "{got:#?}"
    );
}

/// A class with no `__init__` of its own is documented with the constructor it has: a
/// dataclass's fields (`RichTracebackFormatter(max_frames=100)`), or its first base's
/// `__init__` from the same module (click's `IntRange(…, clamp=False)` is
/// `_NumberRangeBase.__init__`'s). A dataclass subclass's inherited field is still one
/// definition: a bare mention of it names one owner, not two.
#[test]
fn a_class_without_init_is_documented_with_its_fields_or_its_bases_constructor() {
    let code = "from dataclasses import dataclass\n\
        \n\
        class _RangeBase:\n\
        \x20   def __init__(self, min=None, clamp=False):\n\
        \x20       self.clamp = clamp\n\
        \n\
        class IntRange(_RangeBase):\n\
        \x20   name = \"integer range\"\n\
        \n\
        @dataclass\n\
        class Formatter:\n\
        \x20   color_system: str = \"truecolor\"\n\
        \x20   max_frames: int = 100\n\
        \n\
        @dataclass\n\
        class RichFormatter(Formatter):\n\
        \x20   theme: str = \"dark\"\n";
    let html = object(
        "class",
        "pkg.types.IntRange",
        &[param("min", None, "None"), param("clamp", None, "True")],
        "",
    ) + &object(
        "class",
        "pkg.fmt.Formatter",
        &[
            param("color_system", None, "'truecolor'"),
            param("max_frames", None, "100"),
        ],
        "",
    ) + "<p>The <code>max_frames</code> setting defaults to <code>50</code>.</p>";
    let got = findings(&html, &[("pkg/types.py", code)]);
    let int_range = "pkg.types.IntRange(min=None, clamp=True)";
    let fmt = "pkg.fmt.Formatter(color_system='truecolor', max_frames=100)";
    assert_eq!(
        got,
        [
            format!("agree agree/Formatter.__init__(color_system)/1 {fmt}"),
            format!("agree agree/Formatter.__init__(max_frames)/1 {fmt}"),
            format!("agree agree/IntRange.__init__(min)/1 {int_range}"),
            "disagree disagree/Formatter.max_frames/1 The max_frames setting defaults to 50."
                .to_string(),
            format!("disagree disagree/IntRange.__init__(clamp)/1 {int_range}"),
        ],
        "{got:?}"
    );
    // The bare mention's owner count: one definition, however many names list it.
    let dir = tempfile::tempdir().unwrap();
    let (d, c) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &d.join("api.html"),
        &format!("<html><body><h1>Formatting</h1>{html}</body></html>"),
    );
    write(&c.join("pkg/types.py"), code);
    let (_, report) = scan_all(&d, &c);
    let bare = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == "disagree/Formatter.max_frames/1")
        .expect("the bare mention's finding");
    assert_ne!(bare["confidence"]["level"], "low", "{bare:#}");
    assert!(!bare.to_string().contains("owners define"), "{bare:#}");
}

/// python-socketio's `class Client(base_client.BaseClient)` defines no `__init__`; Sphinx
/// documents its signature from the base's, in another file (rule 229). A class whose own
/// `__init__` passes `**kwargs` on takes the base's other parameters; a base two modules
/// define is found by the module its dotted name spells, and one named plainly that two
/// modules define is no one's; with two bases the method resolution order decides, unread.
#[test]
fn a_class_takes_its_constructor_from_a_base_in_another_file() {
    let base = "class BaseClient:\n\
        \x20   def __init__(self, reconnection=True, reconnection_attempts=0, **kwargs):\n\
        \x20       pass\n";
    let other = "class BaseClient:\n\
        \x20   def __init__(self, reconnection=False, reconnection_attempts=9):\n\
        \x20       pass\n";
    let client = "from . import base_client\n\
        \n\
        class Client(base_client.BaseClient):\n\
        \x20   def emit(self, event):\n\
        \x20       pass\n\
        \n\
        class KwargsClient(base_client.BaseClient):\n\
        \x20   def __init__(self, reconnection, **kwargs):\n\
        \x20       super().__init__(reconnection, **kwargs)\n";
    let plain = "from .base_client import BaseClient\n\
        \n\
        class Plain(BaseClient):\n\
        \x20   pass\n\
        \n\
        class Mixed(base_client.BaseClient, Other):\n\
        \x20   pass\n";
    let sig = |id: &str| {
        object(
            "class",
            id,
            &[
                param("reconnection", None, "True"),
                param("reconnection_attempts", None, "5"),
            ],
            "",
        )
    };
    let html = sig("pkg.Client") + &sig("pkg.KwargsClient") + &sig("pkg.Plain") + &sig("pkg.Mixed");
    let got = verdicts(&findings(
        &html,
        &[
            ("pkg/base_client.py", base),
            ("pkg/legacy/other.py", other),
            ("pkg/client.py", client),
            ("pkg/plain.py", plain),
        ],
    ));
    assert_eq!(
        got,
        [
            "agree agree/Client.__init__(reconnection)/1",
            "disagree disagree/Client.__init__(reconnection_attempts)/1",
            "disagree disagree/KwargsClient.__init__(reconnection_attempts)/1",
        ],
        "{got:?}"
    );
}

/// deform's widget classes list their attributes in the docstring as a definition list
/// ("template — The template name used to render the widget. Default: `typeahead_textinput`."),
/// and every widget class defines `template`: a term in a class's description is that class's
/// (rule 230), as a default under an impl block is its type's.
#[test]
fn a_term_in_a_class_description_is_that_classes() {
    let code = "class Widget:\n\
        \x20   template = None\n\
        \n\
        class TextInputWidget(Widget):\n\
        \x20   template = \"textinput\"\n\
        \n\
        class AutocompleteInputWidget(Widget):\n\
        \x20   template = \"autocomplete_input\"\n\
        \x20   items = 8\n";
    let attrs = |pairs: &[(&str, &str)]| {
        let items: String = pairs
            .iter()
            .map(|(n, v)| {
                format!(
                    "<dt>{n}</dt><dd><p>What it does.  Default: <code class=\"docutils literal\">\
                     <span class=\"pre\">{v}</span></code>.</p></dd>"
                )
            })
            .collect();
        format!("<p><strong>Attributes/Arguments</strong></p><dl>{items}</dl>")
    };
    let html = object(
        "class",
        "pkg.widget.AutocompleteInputWidget",
        &[
            "<em class=\"sig-param\"><span class=\"o\"><span class=\"pre\">**</span></span>\
           <span class=\"n\"><span class=\"pre\">kw</span></span></em>"
                .to_string(),
        ],
        &attrs(&[("template", "typeahead_textinput"), ("items", "8")]),
    );
    let got = verdicts(&findings(&html, &[("pkg/widget.py", code)]));
    assert_eq!(
        got,
        [
            "agree agree/AutocompleteInputWidget.items/1",
            "disagree disagree/AutocompleteInputWidget.template/1",
        ],
        "{got:?}"
    );
}

/// A description repeated on another page with `:no-index:` has no anchor `id`: its shown
/// name (`pkg.codec.` + `UnicodeDecoder`) names the object, so its signature still states the
/// defaults. An unqualified one (a method shown without its class) names nothing.
#[test]
fn a_no_index_signature_is_named_by_its_shown_name() {
    let sig = object(
        "class",
        "pkg.codec.UnicodeDecoder",
        &[param("errors", None, "'replace'")],
        "",
    )
    .replace(" id=\"pkg.codec.UnicodeDecoder\"", "");
    let method = object("method", "decode", &[param("errors", None, "'strict'")], "")
        .replace(" id=\"decode\"", "");
    let got = findings(&(sig + &method), &[("pkg/codec.py", CODEC)]);
    assert_eq!(
        got,
        ["disagree disagree/UnicodeDecoder.__init__(errors)/1 pkg.codec.UnicodeDecoder(errors='replace')"],
        "{got:?}"
    );
}

/// A decorator documented with two signature lines (cachetools' `@cachetools.func.fifo_cache`
/// and its overload): the second line has no anchor, and its shown name starts with a prename
/// of its own, `@`. A stub beside its module (`func.pyi`, still saying the old default) is not
/// read: the module is what runs, so the docs' `typed=False` disagrees with the module's `True`
/// however the stub reads. A stub without a module (a C extension's) is read.
#[test]
fn a_decorators_overload_signature_is_named_and_a_stub_beside_its_module_is_not_read() {
    let overload = |id: &str, params: &[String]| {
        let (prename, name) = id.rsplit_once('.').unwrap();
        format!(
            "<dt class=\"sig sig-object py\">\
             <span class=\"sig-prename descclassname\"><span class=\"pre\">&#64;</span></span>\
             <span class=\"sig-prename descclassname\"><span class=\"pre\">{prename}.</span></span>\
             <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span>\
             <span class=\"sig-paren\">(</span>{}<span class=\"sig-paren\">)</span></dt>",
            params.join(", ")
        )
    };
    let first = object("decorator", "pkg.func.fifo_cache", &[], "<p>Memoize.</p>").replace(
        "<dd>",
        &format!(
            "{}<dd>",
            overload(
                "pkg.func.fifo_cache",
                &[param("maxsize", None, "128"), param("typed", None, "False")]
            )
        ),
    );
    let speedups = object(
        "function",
        "pkg.speedups.scan",
        &[param("limit", None, "10")],
        "",
    );
    let got = findings(
        &(first + &speedups),
        &[
            (
                "pkg/func.py",
                "def fifo_cache(maxsize=128, typed=True):\n    pass\n",
            ),
            (
                "pkg/func.pyi",
                "def fifo_cache(maxsize: int = 128, typed: bool = False) -> None: ...\n",
            ),
            (
                "pkg/speedups.pyi",
                "def scan(limit: int = 20) -> int: ...\n",
            ),
        ],
    );
    assert_eq!(
        got,
        [
            "agree agree/fifo_cache(maxsize)/1 @pkg.func.fifo_cache(maxsize=128, typed=False)",
            "disagree disagree/fifo_cache(typed)/1 @pkg.func.fifo_cache(maxsize=128, typed=False)",
            "disagree disagree/scan(limit)/1 pkg.speedups.scan(limit=10)",
        ],
        "{got:?}"
    );
}

/// A parameter list Sphinx could not parse, in its two plain-text shapes: the whole list in
/// one `sig-param` (tenacity's `AsyncRetrying`, a default shown as `<function sleep>`), and one
/// `name=default` per `sig-param` inside its `n` span (cattrs' `BaseConverter`). The literal
/// defaults are read from both; a default naming an object (`<class 'dict'>`, a dotted path) is
/// compared by name with the code's (`structure_to=dict`; `key=keys.hashkey`), an instance's
/// repr (`<pkg.Never object>`) with nothing. The class names in lower case
/// (`wait_exponential`) are classes all the same: their signatures are their `__init__`'s.
#[test]
fn a_parameter_list_sphinx_gave_as_text_and_defaults_naming_objects_are_read() {
    let dt = |id: &str, params_html: &str| {
        let (prename, name) = id.rsplit_once('.').unwrap();
        format!(
            "<dl class=\"py class\"><dt class=\"sig sig-object py\" id=\"{id}\">\
             <span class=\"sig-prename descclassname\"><span class=\"pre\">{prename}.</span></span>\
             <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span>\
             <span class=\"sig-paren\">(</span>{params_html}<span class=\"sig-paren\">)</span></dt><dd></dd></dl>"
        )
    };
    let whole = dt(
        "pkg.AsyncRetrying",
        "<em class=\"sig-param\"><span class=\"pre\">sleep:</span> <span class=\"pre\">~typing.Callable[[int</span> \
         <span class=\"pre\">|</span> <span class=\"pre\">float],</span> <span class=\"pre\">None]</span> \
         <span class=\"pre\">=</span> <span class=\"pre\">&lt;function</span> <span class=\"pre\">sleep&gt;,</span> \
         <span class=\"pre\">stop:</span> <span class=\"pre\">StopBaseT</span> <span class=\"pre\">=</span> \
         <span class=\"pre\">&lt;pkg.Never</span> <span class=\"pre\">object&gt;,</span> \
         <span class=\"pre\">reraise:</span> <span class=\"pre\">bool</span> <span class=\"pre\">=</span> \
         <span class=\"pre\">False</span></em>",
    );
    let each = dt(
        "pkg.BaseConverter",
        "<em class=\"sig-param\"><span class=\"n\"><span class=\"pre\">structure_to=&lt;class</span> \
         <span class=\"pre\">'dict'&gt;</span></span></em>, <em class=\"sig-param\"><span class=\"n\">\
         <span class=\"pre\">detailed_validation=True</span></span></em>",
    );
    let lower = object(
        "class",
        "pkg.wait_exponential",
        &[
            param("multiplier", Some("float"), "1"),
            param("key", None, "pkg.keys.hashkey"),
        ],
        "",
    );
    let code = "import time\nfrom pkg import keys\n\n\
                class AsyncRetrying:\n    def __init__(self, sleep=time.sleep, stop=NEVER, reraise=True):\n        pass\n\n\
                class BaseConverter:\n    def __init__(self, structure_to=list, detailed_validation=True):\n        pass\n\n\
                class wait_exponential:\n    def __init__(self, multiplier=2, key=keys.hashkey):\n        pass\n";
    let got = findings(&(whole + &each + &lower), &[("pkg/__init__.py", code)]);
    let brief = verdicts(&got);
    assert_eq!(
        brief,
        [
            "agree agree/AsyncRetrying.__init__(sleep)/1",
            "agree agree/BaseConverter.__init__(detailed_validation)/1",
            "agree agree/wait_exponential.__init__(key)/1",
            "disagree disagree/AsyncRetrying.__init__(reraise)/1",
            "disagree disagree/BaseConverter.__init__(structure_to)/1",
            "disagree disagree/wait_exponential.__init__(multiplier)/1",
        ],
        "{got:#?}"
    );
}

/// A module's set constant documented with its value (bleach's `autodata` of
/// `ALLOWED_PROTOCOLS = frozenset({'http', 'https', 'mailto'})`, its items in hash order) is
/// compared as a set: the same items in another order agree, one item more is drift. A
/// module's list of literals stays data, uncompared.
#[test]
fn a_set_constants_value_is_compared_as_a_set() {
    let data = |id: &str, name: &str, value: &str| {
        format!(
            "<dl class=\"py data\"><dt class=\"sig sig-object py\" id=\"{id}\">\
             <span class=\"sig-prename descclassname\"><span class=\"pre\">pkg.sanitizer.</span></span>\
             <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span>\
             <em class=\"property\"><span class=\"w\"> </span><span class=\"p\"><span class=\"pre\">=</span></span>\
             <span class=\"w\"> </span><span class=\"pre\">{value}</span></em></dt><dd><p>Allowed.</p></dd></dl>"
        )
    };
    let html = [
        data(
            "pkg.sanitizer.ALLOWED_PROTOCOLS",
            "ALLOWED_PROTOCOLS",
            "frozenset({'mailto', 'http', 'https'})",
        ),
        data("pkg.sanitizer.ALLOWED_TAGS", "ALLOWED_TAGS", "{'b', 'a'}"),
        data("pkg.sanitizer.ORDER", "ORDER", "['a', 'b']"),
    ]
    .concat();
    let code = "ALLOWED_PROTOCOLS = frozenset((\"http\", \"https\", \"mailto\"))\n\
                ALLOWED_TAGS = {\"a\", \"b\", \"i\"}\n\
                ORDER = [\"b\", \"a\"]\n";
    let got = findings(&html, &[("pkg/sanitizer.py", code)]);
    let brief = verdicts(&got);
    assert_eq!(
        brief,
        [
            "agree agree/ALLOWED_PROTOCOLS/1",
            "disagree disagree/ALLOWED_TAGS/1"
        ],
        "{got:#?}"
    );
}

/// A signature's `None` against a tuple default (sqlparse's `TokenList(tokens=None)` after the
/// code became `tokens=()`) is compared: none is a value, not a list's items. Another docs word
/// against a tuple (`'GET'` for `("GET",)`) still is not.
#[test]
fn none_in_a_signature_is_compared_with_a_tuple_default() {
    let html = object(
        "class",
        "pkg.sql.TokenList",
        &[param("tokens", None, "None")],
        "",
    ) + &object(
        "class",
        "pkg.sql.Route",
        &[param("methods", None, "'GET'")],
        "",
    );
    let code = "class TokenList:\n    def __init__(self, tokens=()):\n        pass\n\n\
                class Route:\n    def __init__(self, methods=(\"GET\",)):\n        pass\n";
    let got = findings(&html, &[("pkg/sql.py", code)]);
    let brief = verdicts(&got);
    assert_eq!(
        brief,
        ["disagree disagree/TokenList.__init__(tokens)/1"],
        "{got:#?}"
    );
}

/// A class documented as a function (`.. function:: DataApp(…)`) shows its constructor's
/// signature: it states the parameters' defaults, not those of the class attributes of the same
/// names the parameters override (Paste's `DataApp(content, headers=None, allowed_methods=None)`
/// over `allowed_methods = ('GET', 'HEAD')`): compared with the parameter, both ways.
#[test]
fn a_signature_parameter_is_not_the_class_attribute_of_its_name() {
    let html = object(
        "function",
        "pkg.app.DataApp",
        &[
            param("headers", None, "None"),
            param("allowed_methods", None, "None"),
        ],
        "",
    ) + &object(
        "function",
        "pkg.app.Session",
        &[param("timeout", None, "30")],
        "",
    );
    let code = "class DataApp:\n    allowed_methods = ('GET', 'HEAD')\n\n\
                \x20   def __init__(self, content, headers=None, allowed_methods=None):\n\
                \x20       if allowed_methods is not None:\n\
                \x20           self.allowed_methods = allowed_methods\n\n\
                class Session:\n    timeout = 30\n\n\
                \x20   def __init__(self, timeout=60):\n        self.timeout = timeout\n";
    let got = findings(&html, &[("pkg/app.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/DataApp.__init__(allowed_methods)/1",
            "agree agree/DataApp.__init__(headers)/1",
            "disagree disagree/Session.__init__(timeout)/1",
        ],
        "{got:#?}"
    );
}

/// A module named like a test is library code when it holds no test: Flask-SocketIO documents
/// `flask_socketio/test_client.py`'s `SocketIOTestClient`, and its signature is compared; a
/// module with a test function (or a pytest import) is still left out, its constants unread.
#[test]
fn a_module_named_like_a_test_is_read_when_it_holds_no_test() {
    let html = object(
        "method",
        "pkg.test_client.SocketIOTestClient.send",
        &[param("json", None, "True")],
        "",
    ) + &attribute("pkg.test_api.RETRIES", "RETRIES", "5", "Retries.");
    let client = "class SocketIOTestClient:\n\
                  \x20   def send(self, data, json=False, namespace=None):\n        pass\n";
    let tests = "import pytest\n\nRETRIES = 3\n\ndef test_retries():\n    assert RETRIES\n";
    let got = findings(
        &html,
        &[("pkg/test_client.py", client), ("pkg/test_api.py", tests)],
    );
    assert_eq!(
        verdicts(&got),
        ["disagree disagree/SocketIOTestClient.send(json)/1"],
        "{got:#?}"
    );
}

/// An attribute whose signature shows its value (`socket_timeout = 10`) is still the term its
/// description is about: CherryPy's "The timeout in seconds for accepted connections (default
/// 10)." is a second place stating the attribute's default, listed with the signature's.
#[test]
fn an_attribute_signature_with_a_value_names_its_descriptions_default() {
    let html = attribute(
        "pkg.srv.Server.socket_timeout",
        "socket_timeout",
        "10",
        "The timeout in seconds for accepted connections (default 10).",
    );
    let code = "class Server:\n    socket_timeout = 30\n";
    let got = findings(&html, &[("pkg/srv.py", code)]);
    assert_eq!(
        got,
        ["disagree disagree/Server.socket_timeout/1 socket_timeout = 10 | The timeout in seconds for accepted connections (default 10)."],
        "{got:#?}"
    );
}

/// The Read the Docs theme's permalink after a term is an icon-font glyph (U+F0C1, a private-use
/// code point), not `¶`: pyftpdlib's `.. data:: FTPHandler.timeout` term is still `timeout`, and
/// "Default: `300` seconds." under it is that attribute's.
#[test]
fn a_term_ending_in_the_read_the_docs_permalink_glyph_is_named() {
    let html = "<dl class=\"py data\">\n<dt class=\"sig sig-object py\" id=\"pkg.handlers.FTPHandler.timeout\">\n\
                <span class=\"sig-name descname\"><span class=\"pre\">timeout</span></span>\
                <a class=\"headerlink\" href=\"#pkg.handlers.FTPHandler.timeout\" \
                title=\"Link to this definition\">\u{f0c1}</a></dt>\n\
                <dd><p>The maximum time a client may spend between commands.\n\
                Default: <code class=\"docutils literal notranslate\"><span class=\"pre\">300</span></code> \
                seconds.</p>\n<p><em>New in version 0.5.0</em></p>\n</dd></dl>";
    let code = "class FTPHandler:\n    timeout = 600\n";
    let got = findings(html, &[("pkg/handlers/control.py", code)]);
    assert_eq!(
        verdicts(&got),
        ["disagree disagree/FTPHandler.timeout/1"],
        "{got:#?}"
    );
}

/// "By default, when immediate mode is enabled, Huey will switch to using in-memory storage."
/// under the `immediate` attribute: the state is the clause's condition, not the attribute's
/// default; "By default, eager mode is enabled." under `eager` states that one's.
#[test]
fn a_state_in_a_condition_after_by_default_is_not_the_default() {
    let attr = |id: &str, name: &str, doc: &str| {
        format!(
            "<dl class=\"py attribute\"><dt class=\"sig sig-object py\" id=\"{id}\">\
             <span class=\"sig-name descname\"><span class=\"pre\">{name}</span></span>\
             <a class=\"headerlink\" href=\"#{id}\">¶</a></dt><dd><p>{doc}</p></dd></dl>"
        )
    };
    let html = attr(
        "huey.Huey.immediate",
        "immediate",
        "The immediate property. By default, when immediate mode is enabled, Huey will switch \
         to using in-memory storage.",
    ) + &attr(
        "huey.Huey.eager",
        "eager",
        "The eager property. By default, eager mode is enabled.",
    );
    let code = "class Huey:\n    immediate = False\n    eager = False\n";
    let got = findings(&html, &[("huey/api.py", code)]);
    assert_eq!(
        verdicts(&got),
        ["disagree disagree/Huey.eager/1"],
        "{got:#?}"
    );
}

/// A folder named for tests (`e2e_tests`, beside `tests`) holds scripts that set a module's
/// values for their run: sshtunnel's `e2e_tests/run_docker_e2e_db_tests.py` writes
/// `sshtunnel.DEFAULT_LOGLEVEL = 1`, which is not the module's `DEFAULT_LOGLEVEL = 40`.
#[test]
fn a_folder_named_for_tests_is_left_out() {
    let html = attribute(
        "sshtunnel.DEFAULT_LOGLEVEL",
        "DEFAULT_LOGLEVEL",
        "40",
        "default level if no logger passed (ERROR)",
    );
    let module = "DEFAULT_LOGLEVEL = 40  #: default level if no logger passed (ERROR)\n";
    let script = "import sshtunnel\n\nsshtunnel.DEFAULT_LOGLEVEL = 1\n";
    let got = findings(
        &html,
        &[
            ("sshtunnel.py", module),
            ("e2e_tests/run_docker_e2e_db_tests.py", script),
            ("integration-tests/run.py", script),
        ],
    );
    assert_eq!(
        verdicts(&got),
        ["agree agree/DEFAULT_LOGLEVEL/1"],
        "{got:#?}"
    );
}

/// mkdocstrings without a separate signature puts the call signature in the object's heading
/// (`<h2 id="humanize.filesize.naturalsize"><code>naturalsize(value, binary=False,
/// format='%.1f')</code></h2>`): each keyword default is the function's (a class's, its
/// `__init__`'s). A heading with words around its code span is not a signature, nor is a code
/// span in any other heading (it is not an object's own heading).
#[test]
fn a_heading_that_is_a_code_signature_states_its_defaults() {
    let heading = |id: &str, code: &str| {
        format!(
            "<div class=\"doc doc-object doc-function\"><h2 id=\"{id}\" class=\"doc doc-heading\">\
             <code class=\"highlight language-python\">{code}</code></h2>\
             <div class=\"doc doc-contents\"><p>Format a number.</p></div></div>"
        )
    };
    let html = heading(
        "pkg.filesize.naturalsize",
        "naturalsize(value, binary=False, format='%.1f')",
    ) + &heading("pkg.filesize.Size", "class Size(unit='kB')")
        + "<h2 class=\"doc doc-heading\">Using <code>clamp(value, floor=3)</code></h2>\
           <h2><code>clamp(value, floor=4)</code></h2>";
    let code = "def naturalsize(value, binary=False, format=\"%.2f\"):\n    pass\n\n\n\
                class Size:\n    def __init__(self, unit=\"kB\"):\n        pass\n\n\n\
                def clamp(value, floor=None):\n    pass\n";
    let got = findings(&html, &[("pkg/filesize.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/Size.__init__(unit)/1",
            "agree agree/naturalsize(binary)/1",
            "disagree disagree/naturalsize(format)/1",
        ],
        "{got:#?}"
    );
}

/// mkdocstrings' list-style parameters (pyee): under the method heading
/// `shutdown(wait=True)`, "`wait` (`bool`, default: `True`) – …" states that method's `wait`
/// (rule 232): the type in parentheses is no name, and a bare name the heading's signature
/// lists is that function's parameter, however many classes have a `wait`.
#[test]
fn a_parameter_row_under_a_signature_heading_is_that_functions() {
    let row = |name: &str, ty: &str, default: &str| {
        format!(
            "<table class=\"field-list\"><tbody><tr class=\"field\"><th class=\"field-name\">\
             Parameters:</th><td class=\"field-body\"><ul class=\"first simple\"><li>\
             <b><code>{name}</code></b> (<code>{ty}</code>, default: <code>{default}</code>) – \
             <div class=\"doc-md-description\"><p>Passed through.</p></div></li></ul></td></tr>\
             </tbody></table>"
        )
    };
    let html = format!(
        "<div class=\"doc doc-object doc-class\"><h2 id=\"pkg.ExecutorEmitter\" \
         class=\"doc doc-heading\"><code>ExecutorEmitter</code></h2><div class=\"doc doc-contents\">\
         <div class=\"doc doc-object doc-function\"><h3 id=\"pkg.ExecutorEmitter.shutdown\" \
         class=\"doc doc-heading\"><code>shutdown(wait=True)</code></h3>\
         <div class=\"doc doc-contents\"><p>Shut down.</p>{}</div></div></div></div>",
        row("wait", "bool", "True")
    );
    let code = |v: &str| {
        format!(
            "class ExecutorEmitter:\n    def shutdown(self, wait: bool = {v}):\n        pass\n\n\n\
             class Pool:\n    def close(self, wait=False):\n        pass\n\n\n\
             class Queue:\n    def join(self, wait=5):\n        pass\n\n\n\
             class Lock:\n    def release(self, wait=None):\n        pass\n\n\n\
             class Barrier:\n    def pass_(self, wait=1):\n        pass\n"
        )
    };
    let rows = |got: Vec<String>| -> Vec<String> {
        got.into_iter()
            .filter(|f| f.contains("default: True"))
            .collect()
    };
    let agree = rows(findings(&html, &[("pkg/emitter.py", &code("True"))]));
    assert_eq!(
        verdicts(&agree),
        ["agree agree/ExecutorEmitter.shutdown(wait)/1"],
        "{agree:#?}"
    );
    let drift = rows(findings(&html, &[("pkg/emitter.py", &code("False"))]));
    assert_eq!(
        verdicts(&drift),
        ["disagree disagree/ExecutorEmitter.shutdown(wait)/1"],
        "{drift:#?}"
    );
}

/// One class name in two modules (limits' `storage.RedisClusterStorage` and
/// `aio.storage.RedisClusterStorage`, the async one in `aio/storage/redis.py`): the value the
/// docs state (`['redis+cluster', 'valkey+cluster']`) is not an owner word, so `redis` in it
/// does not pick the async twin; the docs agree with one definition and the sentence is not
/// reported as drift.
#[test]
fn the_stated_value_does_not_name_an_owner() {
    let html = "<dl class=\"py class\"><dt class=\"sig sig-object py\" id=\"limits.storage.RedisClusterStorage\">\
        <span class=\"sig-prename descclassname\"><span class=\"pre\">limits.storage.</span></span>\
        <span class=\"sig-name descname\"><span class=\"pre\">RedisClusterStorage</span></span></dt><dd>\
        <dl class=\"py attribute\"><dt class=\"sig sig-object py\" id=\"limits.storage.RedisClusterStorage.STORAGE_SCHEME\">\
        <span class=\"sig-name descname\"><span class=\"pre\">STORAGE_SCHEME</span></span>\
        <em class=\"property\"><span class=\"p\"><span class=\"pre\">:</span></span><span class=\"w\"> </span>\
        <span class=\"pre\">list[str]</span></em><em class=\"property\"><span class=\"w\"> </span>\
        <span class=\"p\"><span class=\"pre\">=</span></span><span class=\"w\"> </span>\
        <span class=\"pre\">['redis+cluster',</span> <span class=\"pre\">'valkey+cluster']</span></em></dt>\
        <dd><p>The scheme.</p></dd></dl></dd></dl>";
    let got = findings(
        html,
        &[
            (
                "limits/storage/x.py",
                "class RedisClusterStorage:\n    STORAGE_SCHEME = [\"redis+cluster\", \"valkey+cluster\"]\n",
            ),
            (
                "limits/aio/storage/redis.py",
                "class RedisClusterStorage:\n    STORAGE_SCHEME = [\"async+redis+cluster\"]\n",
            ),
        ],
    );
    assert!(got.iter().all(|f| !f.starts_with("disagree")), "{got:#?}");
    assert_eq!(verdicts(&got).len(), 1, "{got:#?}");
}

/// A parameter's description holding a block (a `versionadded` box) is rendered `<li><p>
/// <strong>check_connection</strong> (bool) – <p>If True, … If False (default), …</p>…`: the
/// HTML parser closes the item's paragraph at the inner one, whose sentences are still the
/// parameter's, and "If False (default)" states its default (cachelib's `RedisCache`).
#[test]
fn a_parameter_continued_past_a_closed_paragraph_keeps_its_name() {
    let body = "<dl class=\"field-list simple\"><dt class=\"field-odd\">Parameters<span class=\"colon\">:</span></dt>\
        <dd class=\"field-odd\"><ul class=\"simple\">\
        <li><p><strong>check_connection</strong> (<em>bool</em>) – <p>If True, the constructor \
        verifies the connection. If False (default), connection errors are ignored.</p>\
        <details class=\"changelog\"><summary>Changelog</summary></details></p></li>\
        <li><p><strong>retries</strong> (<em>int</em>) – <p>How often to retry. If 3 (default), \
        three times.</p></p></li></ul></dd></dl>";
    let html = object("class", "pkg.redis.RedisCache", &[], body);
    let code =
        "class RedisCache:\n    def __init__(self, check_connection=True, retries=3):\n        \
        self.check_connection = check_connection\n";
    let got = findings(&html, &[("pkg/redis.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/RedisCache.__init__(retries)/1",
            "disagree disagree/RedisCache.__init__(check_connection)/1",
        ],
        "{got:#?}"
    );
}

/// "Default is 5 minutes." for `timeout=5` (the name says no unit): the code counts in the
/// docs' unit and agrees; "Default is Machine." for `policy_class="machine"` agrees apart from
/// letter case; "Default is True." for `in_seconds=False` is drift (Salt's `win_system.halt`).
#[test]
fn a_number_in_the_docs_unit_and_a_capitalised_word_agree() {
    let body = parameters(&[
        ("timeout", "Minutes before halting. Default is 5 minutes."),
        (
            "policy_class",
            "The policy class. Default is <code>Machine</code>.",
        ),
        (
            "in_seconds",
            "Whether to treat timeout as seconds. Default is True.",
        ),
    ]);
    let html = object("function", "pkg.system.halt", &[], &body);
    let code =
        "def halt(timeout=5, policy_class=\"machine\", in_seconds=False):\n    return timeout\n";
    let got = findings(&html, &[("pkg/system.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/halt(policy_class)/1",
            "agree agree/halt(timeout)/1",
            "disagree disagree/halt(in_seconds)/1",
        ],
        "{got:#?}"
    );
}

/// A one-letter parameter its signature qualifies (`more_itertools.spy(iterable, n=1)`) is
/// compared as any other; a one-letter name on its own still identifies nothing (not the
/// module's `n = 4`), except in the description of an object whose signature lists it: there
/// "`n` defaults to `4`" is `spy`'s (rule 163), a second disagreement with its `n=2`.
#[test]
fn a_one_letter_parameter_of_a_signature_is_compared() {
    let html = object(
        "function",
        "pkg.more.spy",
        &[param("n", None, "1")],
        "<p><code>n</code> defaults to <code>4</code>.</p>",
    );
    let code = "def spy(iterable, n=2):\n    return iterable\n\nn = 4\n";
    let got = findings(&html, &[("pkg/more.py", code)]);
    assert_eq!(
        verdicts(&got),
        ["disagree disagree/spy(n)/1", "disagree disagree/spy(n)/2"],
        "{got:#?}"
    );
}

/// A signature showing a default as the code writes it (`unstruct_strat=UnstructureStrategy.AS_DICT`,
/// cattrs) agrees with it, though the member folds to its value (`"asdict"`); another member
/// of the enum is drift.
#[test]
fn a_default_shown_as_the_codes_own_expression_agrees() {
    let html = object(
        "class",
        "pkg.conv.Converter",
        &[
            param("unstruct_strat", None, "UnstructureStrategy.AS_DICT"),
            param("fallback", None, "UnstructureStrategy.AS_TUPLE"),
        ],
        "",
    );
    let code = "from enum import Enum\n\n\nclass UnstructureStrategy(Enum):\n    AS_DICT = \"asdict\"\n    \
        AS_TUPLE = \"astuple\"\n\n\nclass Converter:\n    def __init__(self, unstruct_strat=UnstructureStrategy.AS_DICT,\n                 \
        fallback=UnstructureStrategy.AS_DICT):\n        self.s = unstruct_strat\n";
    let got = findings(&html, &[("pkg/conv.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/Converter.__init__(unstruct_strat)/1",
            "disagree disagree/Converter.__init__(fallback)/1",
        ],
        "{got:#?}"
    );
}

/// urllib3's shapes: a signature default that is a module constant holding an enum member
/// (`connect=_DEFAULT_TIMEOUT`, `_DEFAULT_TIMEOUT = _TYPE_DEFAULT.token`) is rendered by the
/// member's name, which agrees; a class attribute its body extends under a condition
/// (`CONTENT_DECODERS += ["br"]` when brotli imports) is decided at import, not compared.
#[test]
fn a_constants_own_expression_agrees_and_a_value_extended_at_import_is_not_compared() {
    let attr = |id: &str, name: &str, value: &str| attribute(id, name, value, "The decoders.");
    let html = object(
        "class",
        "pkg.timeout.Timeout",
        &[
            param("connect", None, "_TYPE_DEFAULT.token"),
            param("read", None, "_TYPE_DEFAULT.other"),
        ],
        "<p>Timeouts.</p>",
    ) + &attr(
        "pkg.response.Response.DECODERS",
        "DECODERS",
        "['gzip',&nbsp;'deflate',&nbsp;'br']",
    ) + &attr(
        "pkg.response.Response.REDIRECTS",
        "REDIRECTS",
        "[301,&nbsp;302,&nbsp;303]",
    );
    let timeout = "import enum\nfrom typing import Final\n\n\nclass _TYPE_DEFAULT(enum.Enum):\n    token = -1\n    \
                   other = -2\n\n\n_DEFAULT_TIMEOUT: Final[_TYPE_DEFAULT] = _TYPE_DEFAULT.token\n\n\n\
                   class Timeout:\n    def __init__(self, connect=_DEFAULT_TIMEOUT, read=_DEFAULT_TIMEOUT):\n        \
                   self._connect = connect\n";
    let response = "try:\n    import brotli\nexcept ImportError:\n    brotli = None\n\n\n\
                    class Response:\n    DECODERS = ['gzip', 'deflate']\n    if brotli is not None:\n        \
                    DECODERS += ['br']\n    REDIRECTS = [301, 302]\n";
    let got = findings(
        &html,
        &[("pkg/timeout.py", timeout), ("pkg/response.py", response)],
    );
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/Timeout.__init__(connect)/1",
            "disagree disagree/Response.REDIRECTS/1",
            "disagree disagree/Timeout.__init__(read)/1",
        ],
        "{got:?}"
    );
}

/// h11's docs are built with Sphinx 3 (its `sphinx<4` pin): a signature `<dt>` has only an
/// `id` and the `sig-name descname` inside, no `sig sig-object py` class. Its parameters'
/// defaults are read as Sphinx 4's are.
#[test]
fn a_sphinx_3_signature_states_its_parameters_defaults() {
    let param3 = |name: &str, default: &str| {
        format!(
            "<em class=\"sig-param\"><span class=\"n\"><span class=\"pre\">{name}</span></span>\
             <span class=\"p\"><span class=\"pre\">:</span></span> <span class=\"n\"><span class=\"pre\">bool</span></span> \
             <span class=\"o\"><span class=\"pre\">=</span></span> <span class=\"default_value\"><span class=\"pre\">{default}</span></span></em>"
        )
    };
    let html = format!(
        "<dl class=\"py class\"><dt id=\"h11.Data\"><em class=\"property\"><span class=\"pre\">class</span> </em>\
         <code class=\"sig-prename descclassname\"><span class=\"pre\">h11.</span></code>\
         <code class=\"sig-name descname\"><span class=\"pre\">Data</span></code><span class=\"sig-paren\">(</span>{}, {}\
         <span class=\"sig-paren\">)</span><a class=\"headerlink\" href=\"#h11.Data\">¶</a></dt>\
         <dd><p>Part of an HTTP message body.</p></dd></dl>",
        param3("chunk_start", "False"),
        param3("chunk_end", "True"),
    );
    let code = "class Data:\n    def __init__(self, data, chunk_start=False, chunk_end=False):\n        self.data = data\n";
    let got = findings(&html, &[("h11/_events.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/Data.__init__(chunk_start)/1",
            "disagree disagree/Data.__init__(chunk_end)/1",
        ],
        "{got:?}"
    );
}

/// python-slugify's README: a code block copying `slugify(text, entities=True, …, *,
/// backend='auto')` without its `def` (a bare `*`, which no call can hold, makes it a
/// signature) states its defaults. The same function copied into a private module
/// (`_legacy.py`) or the project's scripts (`tools/`) is not what the docs mean: the public
/// one is compared alone. A call without a bare `*` is an example call.
#[test]
fn a_call_shaped_signature_states_the_public_functions_defaults() {
    let html = "<h2>API options</h2><pre><code class=\"language-python\">slugify(\n    text, entities=True, \
                max_length=0,\n    *, backend='auto',\n)\n</code></pre>\
                <pre><code class=\"language-python\">truncate(text, width=10)\n</code></pre>";
    let public = "def slugify(text, entities=True, max_length=0, *, backend='unidecode'):\n    return text\n\n\n\
                  def truncate(text, width=80):\n    return text\n";
    let frozen =
        "def slugify(text, entities=True, max_length=5, *, backend='auto'):\n    return text\n";
    let got = findings(
        html,
        &[
            ("slugify/slugify.py", public),
            ("slugify/_legacy.py", frozen),
            ("tools/reference.py", frozen),
        ],
    );
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/slugify(entities)/1",
            "agree agree/slugify(max_length)/1",
            "disagree disagree/slugify(backend)/1",
        ],
        "{got:?}"
    );
}

/// flask-session's `key_prefix: str = Defaults.SESSION_KEY_PREFIX` with `from .defaults
/// import Defaults`: the listing folds names of its own file only; at the checkout level the
/// default is the class attribute of that name, and the signature autodoc renders with the
/// value is compared with it. A default naming `module.CONST` is that module's constant,
/// not a constant of the same name elsewhere (`logging.INFO` is the standard library's).
#[test]
fn a_default_naming_another_files_class_attribute_or_constant_is_followed() {
    let defaults = "class Defaults:\n\
        \x20   SESSION_KEY_PREFIX = \"sess:\"\n\
        \x20   SESSION_ID_LENGTH = 32\n";
    let consts = "LIMIT = 7\nINFO = 20\n";
    let base = "import logging\n\
        from . import consts\n\
        from .defaults import Defaults\n\
        \n\
        class ServerSideSessionInterface:\n\
        \x20   def __init__(self, key_prefix: str = Defaults.SESSION_KEY_PREFIX, sid_length: int = Defaults.SESSION_ID_LENGTH, limit=consts.LIMIT, level=logging.INFO):\n\
        \x20       self.key_prefix = key_prefix\n";
    let html = object(
        "class",
        "flask_session.base.ServerSideSessionInterface",
        &[
            param("key_prefix", Some("str"), "'session:'"),
            param("sid_length", Some("int"), "32"),
            param("limit", None, "7"),
            param("level", None, "0"),
        ],
        "",
    );
    let got = verdicts(&findings(
        &html,
        &[
            ("flask_session/defaults.py", defaults),
            ("flask_session/consts.py", consts),
            ("flask_session/base.py", base),
        ],
    ));
    assert_eq!(
        got,
        [
            "agree agree/ServerSideSessionInterface.__init__(limit)/1",
            "agree agree/ServerSideSessionInterface.__init__(sid_length)/1",
            "disagree disagree/ServerSideSessionInterface.__init__(key_prefix)/1",
        ],
        "{got:?}"
    );
}

/// fabric's "`preserve_mode` (bool) – Whether to `chmod` the remote file … (default:
/// `True`).": the description names another code span, and the default is still the item's.
#[test]
fn a_parameter_items_default_is_its_own_whatever_else_it_names() {
    let code = "class Transfer:\n\
        \x20   def put(self, local, preserve_mode=False):\n\
        \x20       return local\n";
    let body = parameters(&[(
        "preserve_mode",
        "Whether to <code>chmod</code> the remote file so it matches the local file’s mode \
         (default: <code>True</code>).",
    )]);
    let html = object("method", "fabric.transfer.Transfer.put", &[], &body);
    let got = verdicts(&findings(&html, &[("fabric/transfer.py", code)]));
    assert_eq!(
        got,
        ["disagree disagree/Transfer.put(preserve_mode)/1"],
        "{got:?}"
    );
}

/// aiocache's `RedisCache(serializer=None, **kwargs)`: the parameters field documents
/// `port`, `endpoint`, … which `**kwargs` passes on to the base's `__init__`; they are the
/// class's constructor parameters too. "Default is “127.0.0.1”." is an address, not the
/// number 127.0.
#[test]
fn parameters_passed_through_kwargs_are_the_base_constructors() {
    let code = "class RedisBackend:\n\
        \x20   def __init__(self, endpoint=\"127.0.0.1\", port=6380, db=0, **kwargs):\n\
        \x20       self.port = port\n\
        \n\
        class RedisCache(RedisBackend):\n\
        \x20   def __init__(self, serializer=None, **kwargs):\n\
        \x20       super().__init__(**kwargs)\n\
        \n\
        class Plain(RedisBackend):\n\
        \x20   def __init__(self, serializer=None):\n\
        \x20       super().__init__()\n";
    let body = parameters(&[
        (
            "endpoint",
            "str with the endpoint to connect to. Default is “127.0.0.1”.",
        ),
        ("port", "int with the port to connect to. Default is 6379."),
        ("db", "int indicating database to use. Default is 0."),
    ]);
    let html = object(
        "class",
        "aiocache.RedisCache",
        &[param("serializer", None, "None")],
        &body,
    ) + &object("class", "aiocache.Plain", &[], &body);
    let got = verdicts(&findings(&html, &[("aiocache/backends/redis.py", code)]));
    assert_eq!(
        got,
        [
            "agree agree/RedisCache.__init__(db)/1",
            "agree agree/RedisCache.__init__(endpoint)/1",
            "agree agree/RedisCache.__init__(serializer)/1",
            "disagree disagree/RedisCache.__init__(port)/1",
        ],
        "{got:?}"
    );
}

/// A class that constructs in `__new__` alone (anyio's `create_memory_object_stream(
/// max_buffer_size=0)` is such a class): its call takes `__new__`'s parameters, so a class
/// signature states their defaults.
#[test]
fn a_class_constructed_in_new_takes_its_parameters() {
    let code = "class MemoryStream(tuple):\n\
        \x20   def __new__(cls, max_buffer_size: float = 1, item_type: object = None):\n\
        \x20       return tuple.__new__(cls, (max_buffer_size, item_type))\n";
    let html = object(
        "class",
        "anyio.MemoryStream",
        &[
            param("max_buffer_size", Some("float"), "0"),
            param("item_type", Some("object"), "None"),
        ],
        "",
    );
    let got = verdicts(&findings(&html, &[("anyio/streams.py", code)]));
    assert_eq!(
        got,
        [
            "agree agree/MemoryStream.__init__(item_type)/1",
            "disagree disagree/MemoryStream.__init__(max_buffer_size)/1",
        ],
        "{got:?}"
    );
}

/// huey's `CancelExecution(msg=None, retry=None)`: its description's "`retry=None`
/// (default): the task's normal retry policy applies." names a parameter of the signature
/// above it, so it is that object's, not another function's `retry`.
#[test]
fn a_bare_name_in_an_objects_description_is_its_own_parameter() {
    let code = "class CancelExecution(Exception):\n\
        \x20   def __init__(self, msg=None, retry=None):\n\
        \x20       self.retry = retry\n\
        \n\
        def rate_limit(key, retry=True):\n\
        \x20   return key\n";
    let html = object(
        "exception",
        "huey.CancelExecution",
        &[param("msg", None, "None"), param("retry", None, "None")],
        "<ul><li><p><code>retry=None</code> (default): the task’s normal retry policy applies.</p></li></ul>",
    );
    let got = findings(&html, &[("huey/api.py", code)]);
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(
        got[1].starts_with("agree agree/CancelExecution.__init__(retry)/1 ")
            && got[1].contains("retry=None (default)"),
        "{got:?}"
    );
}

/// simplejson's `dumps` description says "If *check_circular* is false (default: `True`)":
/// Sphinx's `*name*`, the Python docs' way to write a parameter, names the parameter the
/// signature above lists, as a code span would. An emphasised word the signature does not
/// list, or one outside any object's description, is only a word; a default that is another
/// parameter ("will default to *skipkeys*") is that argument, not a value.
#[test]
fn an_emphasised_parameter_in_an_objects_description_is_a_name() {
    let code = "def dumps(obj, skipkeys=False, check_circular=False, allow_nan=False):\n\
        \x20   return obj\n";
    let html = object(
        "function",
        "simplejson.dumps",
        &[
            param("skipkeys", None, "False"),
            param("check_circular", None, "False"),
        ],
        "<p>If <em>check_circular</em> is false (default: <code>True</code>), the check \
         is skipped.</p><p>If <em>skipkeys</em> is true (default: <code>False</code>), keys \
         are skipped.</p><p>If <em>fast</em> is set (default: <code>True</code>), it is fast.</p>\
         <p>The <em>check_circular</em> flag (if not given, will default to \
         <em>skipkeys</em>) is read.</p>",
    )
        + "<p>If <em>allow_nan</em> is false (default: <code>True</code>), NaN is an error.</p>";
    let got = findings(&html, &[("simplejson/__init__.py", code)]);
    assert_eq!(
        got,
        [
            "agree agree/dumps(check_circular)/1 simplejson.dumps(skipkeys=False, check_circular=False)",
            "agree agree/dumps(skipkeys)/1 simplejson.dumps(skipkeys=False, check_circular=False) \
             | If skipkeys is true (default: False), keys are skipped.",
            "disagree disagree/dumps(check_circular)/1 If check_circular is false (default: True), \
             the check is skipped.",
        ],
        "{got:?}"
    );
}

/// falcon's `falcon.App` and `falcon.asgi.App`: two classes of one name, in `falcon/app.py`
/// and `falcon/asgi/app.py`. Each object's anchor names its module, so its signature's
/// defaults are that module's class's, not an ambiguity between the two; a parameter item's
/// "(default `False`)" at the end of its description is the parameter's default.
#[test]
fn an_anchors_module_picks_the_class_of_that_name_there() {
    let sync = "class App:\n\
        \x20   def __init__(self, cors_enable=False, media_type='json'):\n\
        \x20       self.cors = cors_enable\n";
    let asgi = "class App:\n\
        \x20   def __init__(self, cors_enable=True, media_type='json'):\n\
        \x20       self.cors = cors_enable\n";
    let html = object(
        "class",
        "falcon.App",
        &[
            param("cors_enable", None, "False"),
            param("media_type", None, "'json'"),
        ],
        "",
    ) + &object(
        "class",
        "falcon.asgi.App",
        &[param("cors_enable", None, "False")],
        &parameters(&[(
            "media_type",
            "The media type. Set it per request instead. (default <code>'text'</code>)",
        )]),
    );
    let got = verdicts(&findings(
        &html,
        &[("falcon/app.py", sync), ("falcon/asgi/app.py", asgi)],
    ));
    assert_eq!(
        got,
        [
            "agree agree/App.__init__(cors_enable)/1",
            "agree agree/App.__init__(media_type)/1",
            "disagree disagree/App.__init__(cors_enable)/1",
            "disagree disagree/App.__init__(media_type)/1",
        ],
        "{got:?}"
    );
}

/// falcon's `RequestOptions.keep_blank_qs_values: bool` is described as "Set to `False` to
/// ignore … (default `True`)": the value a parenthesis gives right after "default" is the
/// attribute's. "(default behaviour)" gives no value.
#[test]
fn a_parenthesised_default_in_an_attributes_description_is_its_value() {
    let code = "class RequestOptions:\n\
        \x20   keep_blank_qs_values: bool\n\
        \x20   strip_url_path_trailing_slash: bool\n\
        \x20   def __init__(self):\n\
        \x20       self.keep_blank_qs_values = False\n\
        \x20       self.strip_url_path_trailing_slash = False\n";
    let typed = |name: &str, doc: &str| {
        format!(
            "<dl class=\"py attribute\"><dt class=\"sig sig-object py\" \
             id=\"falcon.RequestOptions.{name}\"><span class=\"sig-name descname\">\
             <span class=\"pre\">{name}</span></span><span class=\"property\"><span class=\"p\">\
             <span class=\"pre\">:</span></span><span class=\"w\"> </span><span class=\"pre\">bool\
             </span></span></dt><dd><p>{doc}</p></dd></dl>"
        )
    };
    let html = typed(
        "keep_blank_qs_values",
        "Set to <code>False</code> to ignore blank values (default <code>True</code>).",
    ) + &typed(
        "strip_url_path_trailing_slash",
        "Set to <code>True</code> to strip the slash (default behaviour).",
    );
    let got = verdicts(&findings(&html, &[("falcon/request.py", code)]));
    assert_eq!(
        got,
        ["disagree disagree/RequestOptions.__init__::self.keep_blank_qs_values/1"],
        "{got:?}"
    );
}

/// peewee's stub-only package (`peewee-stubs/__init__.pyi`, PEP 561) restates `peewee.py`:
/// the module is what runs. Its `join_type=JOIN.INNER` (a key of a dict built by a call) is
/// not folded, so nothing is compared; the stub's `"INNER JOIN"` is not read in its place, as
/// a stub beside its module is not (it was reported as drift against the docs' `JOIN.INNER`).
#[test]
fn a_stub_only_package_beside_its_module_is_not_read() {
    let module = "class attrdict(dict):\n\
        \x20   pass\n\
        \n\
        JOIN = attrdict(INNER='INNER JOIN')\n\
        \n\
        class Node:\n\
        \x20   pass\n\
        \n\
        class ModelSelect(Node):\n\
        \x20   @Node.copy\n\
        \x20   def join(self, dest, join_type=JOIN.INNER):\n\
        \x20       return dest\n";
    let stub = "class ModelSelect:\n\
        \x20   def join(self, dest, join_type=\"INNER JOIN\"): ...\n";
    let html = object(
        "method",
        "peewee.ModelSelect.join",
        &[param("join_type", None, "JOIN.INNER")],
        "",
    );
    let got = verdicts(&findings(
        &html,
        &[("peewee.py", module), ("peewee-stubs/__init__.pyi", stub)],
    ));
    assert!(got.is_empty(), "{got:?}");
}

/// pyramid's `SignedCookieSessionFactory(secret, cookie_name='session', timeout=1200)` is a
/// function with a CamelCase name (`<dl class="py function">`): its signature and the
/// "Default: `1200`" under its `timeout` term are the function's parameters, not a class's
/// `__init__`'s.
#[test]
fn a_camel_case_function_is_a_function_not_a_class() {
    let code = "def SignedCookieSessionFactory(secret, cookie_name='session', timeout=1800):\n\
        \x20   return secret\n";
    let html = object(
        "function",
        "pyramid.session.SignedCookieSessionFactory",
        &[
            param("cookie_name", None, "'session'"),
            param("timeout", None, "1200"),
        ],
        "<dl><dt><code>timeout</code></dt><dd><p>Seconds of inactivity. Default: \
         <code>1200</code>.</p></dd></dl>",
    );
    let got = verdicts(&findings(&html, &[("pyramid/session.py", code)]));
    assert_eq!(
        got,
        [
            "agree agree/SignedCookieSessionFactory(cookie_name)/1",
            "disagree disagree/SignedCookieSessionFactory(timeout)/1",
        ],
        "{got:?}"
    );
}

/// Flask-HTTPAuth's API page (`:inherited-members:`): `HTTPBasicAuth.login_required` is
/// documented under the subclass with the signature of the base class's method, which the
/// subclass does not define; a sibling that defines its own is its own.
#[test]
fn an_inherited_method_is_the_base_class_method() {
    let code = "class HTTPAuth:\n\
        \x20   def login_required(self, f=None, role=None, optional=True):\n\
        \x20       return f\n\
        \n\
        class HTTPBasicAuth(HTTPAuth):\n\
        \x20   def __init__(self, scheme=None):\n\
        \x20       self.scheme = scheme\n\
        \n\
        class MultiAuth:\n\
        \x20   def login_required(self, f=None, role=None, optional=None):\n\
        \x20       return f\n";
    let sig = [
        param("f", None, "None"),
        param("role", None, "None"),
        param("optional", None, "None"),
    ];
    let html = object(
        "method",
        "flask_httpauth.HTTPBasicAuth.login_required",
        &sig,
        "",
    ) + &object(
        "method",
        "flask_httpauth.MultiAuth.login_required",
        &sig,
        "",
    );
    let got = verdicts(&findings(&html, &[("src/flask_httpauth.py", code)]));
    assert!(
        got.contains(&"disagree disagree/HTTPBasicAuth.login_required(optional)/1".to_string()),
        "{got:?}"
    );
    assert!(
        got.contains(&"agree agree/MultiAuth.login_required(optional)/1".to_string()),
        "{got:?}"
    );
}

/// aiohttp's parameter fields state a default after the value: "256 KiB by default.", "(0
/// seconds by default)", "By default 10 seconds (optional)." — each the parameter's, with
/// its unit; kombu's "within about `a + 2 * b` seconds (51 by default)" is an expression's.
#[test]
fn a_value_then_by_default_in_a_parameter_field_is_read() {
    let code = "class TCPConnector:\n\
        \x20   def __init__(self, read_bufsize=2**16, ssl_shutdown_timeout=0, ttl_dns_cache=10,\n\
        \x20                health_check_interval=25):\n\
        \x20       pass\n";
    let html = object(
        "class",
        "aiohttp.TCPConnector",
        &[],
        &parameters(&[
            (
                "read_bufsize",
                "Size of the read buffer. 256 KiB by default.",
            ),
            (
                "ssl_shutdown_timeout",
                "Grace period for the SSL shutdown (5 seconds by default).",
            ),
            (
                "ttl_dns_cache",
                "Expire DNS entries after some seconds. By default 10 seconds (optional).",
            ),
            (
                "health_check_interval",
                "A consumer recovers within about <code>brpop_timeout + 2 * \
                 health_check_interval</code> seconds (51 by default).",
            ),
        ]),
    );
    let got = verdicts(&findings(&html, &[("aiohttp/connector.py", code)]));
    assert_eq!(
        got,
        [
            "agree agree/TCPConnector.__init__(ttl_dns_cache)/1",
            "disagree disagree/TCPConnector.__init__(read_bufsize)/1",
            "disagree disagree/TCPConnector.__init__(ssl_shutdown_timeout)/1",
        ],
        "{got:?}"
    );
}

/// An enum member default (`type: Type = Type.I`, an enum the checkout imports) is compared by
/// its name with the signature's `type=Type.ID`; a one-member enum's member (`UNDEFINED =
/// UndefinedType._singleton`, the sentinel idiom) marks "not given", decided in the body, so
/// the signature's `size=512` is not compared with the member's number. A default naming an
/// object (`result_callback=print`) is not the `None` the docs give.
#[test]
fn an_enum_member_default_is_compared_by_name_and_a_sentinel_member_is_not_a_value() {
    let code = "from enum import Enum\n\
        \n\
        from _bindings import Type\n\
        \n\
        \n\
        class UndefinedType(Enum):\n\
        \x20   \"\"\"Sentinel for arguments not given.\"\"\"\n\
        \n\
        \x20   _singleton = 0\n\
        \n\
        \n\
        UNDEFINED = UndefinedType._singleton\n\
        \n\
        \n\
        class Hasher:\n\
        \x20   def __init__(self, encoding=\"utf-8\", type: Type = Type.I, size: int | UndefinedType = UNDEFINED):\n\
        \x20       self.size = 512 if size is UNDEFINED else size\n\
        \n\
        \n\
        def verify(hash, password, type: Type = Type.ID):\n\
        \x20   return True\n\
        \n\
        \n\
        def call_historic(result_callback=print, kwargs=None):\n\
        \x20   return kwargs\n";
    let html = object(
        "class",
        "pkg.hasher.Hasher",
        &[
            param("encoding", None, "'utf-8'"),
            param("type", Some("Type"), "Type.ID"),
            param("size", Some("int"), "512"),
        ],
        "",
    ) + &object(
        "function",
        "pkg.hasher.verify",
        &[param("type", Some("Type"), "Type.ID")],
        "",
    ) + &object(
        "function",
        "pkg.hasher.call_historic",
        &[
            param("result_callback", None, "None"),
            param("kwargs", None, "None"),
        ],
        "",
    );
    let got = verdicts(&findings(&html, &[("pkg/hasher.py", code)]));
    assert_eq!(
        got,
        [
            "agree agree/Hasher.__init__(encoding)/1",
            "agree agree/call_historic(kwargs)/1",
            "agree agree/verify(type)/1",
            "disagree disagree/Hasher.__init__(type)/1",
            "disagree disagree/call_historic(result_callback)/1",
        ],
        "{got:?}"
    );
}

/// A module function's signature (`psutil.cpu_percent(interval=None)`, a `py function`) states
/// the function's defaults, not those of a method of the same name (`Process.cpu_percent`, and
/// the `Popen` subclass inheriting it).
#[test]
fn a_module_functions_signature_is_not_a_methods_of_the_same_name() {
    let code = "class Process:\n\
        \x20   def cpu_percent(self, interval=None):\n\
        \x20       return 0.0\n\
        \n\
        \n\
        class Popen(Process):\n\
        \x20   pass\n\
        \n\
        \n\
        def cpu_percent(interval=0.1, percpu=False):\n\
        \x20   return 0.0\n";
    let html = object(
        "function",
        "psutil.cpu_percent",
        &[
            param("interval", None, "None"),
            param("percpu", None, "False"),
        ],
        "",
    ) + &object(
        "method",
        "psutil.Process.cpu_percent",
        &[param("interval", None, "None")],
        "",
    );
    let got = verdicts(&findings(&html, &[("psutil/__init__.py", code)]));
    assert_eq!(
        got,
        [
            "agree agree/Process.cpu_percent(interval)/1",
            "agree agree/cpu_percent(percpu)/1",
            "disagree disagree/cpu_percent(interval)/1",
        ],
        "{got:?}"
    );
}

/// A page declaring its module (`.. module:: OpenSSL.SSL`, Sphinx's `id="module-OpenSSL.SSL"`)
/// says where an anchor's object name begins, whatever the module's case (`OpenSSL.SSL.Connection
/// .send` is `Connection.send`) and whatever the class's (`pyparsing.unicode_set.alphanums` is
/// the lower-case class's attribute, not the module's `alphanums`).
#[test]
fn a_declared_module_ends_where_the_objects_name_begins() {
    let ssl = "class Connection:\n\
        \x20   def send(self, buf, flags: int = 64):\n\
        \x20       return len(buf)\n";
    let core = "alphanums = \"abc012\"\n\
        \n\
        \n\
        class unicode_set:\n\
        \x20   _ranges = []\n";
    let send = object(
        "method",
        "OpenSSL.SSL.Connection.send",
        &[param("flags", Some("int"), "0")],
        "",
    );
    let alnum = attribute("pyparsing.unicode_set.alphanums", "alphanums", "''", "");
    let html = "<span class=\"target\" id=\"module-OpenSSL.SSL\"></span>\
        <span class=\"target\" id=\"module-pyparsing\"></span>"
        .to_string()
        + &object("class", "OpenSSL.SSL.Connection", &[], &send)
        + &object("class", "pyparsing.unicode_set", &[], &alnum);
    let got = verdicts(&findings(
        &html,
        &[("src/OpenSSL/SSL.py", ssl), ("pyparsing/core.py", core)],
    ));
    assert_eq!(
        got,
        ["disagree disagree/Connection.send(flags)/1"],
        "{got:?}"
    );
}

/// w3lib's pages: a blank string default is all its whitespace (`''` is not `" "`), a tuple of
/// escaped strings is the chars they stand for, and in an object's description a parameter
/// cited with Sphinx's default role or written bare with an underscore is named with the
/// value in the parenthesis after it; "utf-8" and "utf8" are one codec.
#[test]
fn a_blank_string_an_escaped_tuple_and_a_cited_or_bare_parameter_are_read() {
    let html_py = "def replace_tags(text, token: str = \" \", sep: str = \" \"):\n\
        \x20   return text\n\
        \n\
        \n\
        def replace_escape_chars(text, which_ones=(\"\\n\", \"\\t\"), keep=(\"\\n\",)):\n\
        \x20   return text\n";
    let url_py = "def safe_url_string(url, path_encoding: str = \"latin-1\", encoding=\"utf8\"):\n\
        \x20   return url\n\
        \n\
        \n\
        def replace_entities(text, encoding: str = \"latin-1\"):\n\
        \x20   return text\n";
    let html = object(
        "function",
        "w3lib.html.replace_tags",
        &[
            param("token", Some("str"), "''"),
            param("sep", Some("str"), "' '"),
        ],
        "",
    ) + &object(
        "function",
        "w3lib.html.replace_escape_chars",
        &[
            param("which_ones", None, r"('\n', '\t', '\r')"),
            param("keep", None, r"('\n',)"),
        ],
        "",
    ) + &object(
        "function",
        "w3lib.url.safe_url_string",
        &[
            param("path_encoding", Some("str"), "'latin-1'"),
            param("encoding", None, "'utf-8'"),
        ],
        "<p>If quote_path is True (default), path_encoding (‘utf-8’ by default) is used.</p>",
    ) + &object(
        "function",
        "w3lib.url.replace_entities",
        &[param("encoding", Some("str"), "'latin-1'")],
        "<p><cite>text</cite> is encoded in the given <cite>encoding</cite> (which defaults to \
         ‘utf-8’).</p>",
    );
    let got = verdicts(&findings(
        &html,
        &[("w3lib/html.py", html_py), ("w3lib/url.py", url_py)],
    ));
    assert_eq!(
        got,
        [
            "agree agree/replace_entities(encoding)/1",
            "agree agree/replace_escape_chars(keep)/1",
            "agree agree/replace_tags(sep)/1",
            "agree agree/safe_url_string(encoding)/1",
            "agree agree/safe_url_string(path_encoding)/1",
            "disagree disagree/replace_entities(encoding)/1",
            "disagree disagree/replace_escape_chars(which_ones)/1",
            "disagree disagree/replace_tags(token)/1",
            "disagree disagree/safe_url_string(path_encoding)/1",
        ],
        "{got:?}"
    );
}

/// aiosmtplib: `timeout=Default.token`, where `Default` is a one-member `Enum` of another module
/// (`class Default(enum.Enum): token = 0`), marks "not given"; the 0 is not the default the
/// docs' "Defaults to 60" and "Defaults to None" are compared with, nor is the member's name.
#[test]
fn a_sentinel_enum_of_another_module_is_no_default() {
    let typing = "import enum\n\n\nclass Default(enum.Enum):\n    token = 0\n";
    let smtp = "from .typing import Default\n\
        \n\
        \n\
        class SMTP:\n\
        \x20   def connect(self, *, timeout=Default.token, start_tls=Default.token, port=25):\n\
        \x20       return None\n";
    let connect = object(
        "method",
        "aiosmtplib.SMTP.connect",
        &[
            param("timeout", None, "Default.token"),
            param("start_tls", None, "Default.token"),
            param("port", None, "587"),
        ],
        &parameters(&[
            ("timeout", "Seconds to wait. Defaults to 60."),
            ("start_tls", "Upgrade the connection. Defaults to None."),
        ]),
    );
    let html = object("class", "aiosmtplib.SMTP", &[], &connect);
    let got = verdicts(&findings(
        &html,
        &[
            ("src/aiosmtplib/typing.py", typing),
            ("src/aiosmtplib/smtp.py", smtp),
        ],
    ));
    assert_eq!(got, ["disagree disagree/SMTP.connect(port)/1"], "{got:?}");
}

/// Flask-RESTful's `reqparse.Argument`: Sphinx split a tuple default at its commas into
/// parameters of their own (`location=('json'`, `'values')`, `operators=('='`, `)`); they are
/// joined back until the brackets balance, and the parameters after them keep their own.
#[test]
fn a_tuple_default_sphinx_split_at_its_commas_is_joined_back() {
    let code = "class Argument:\n\
        \x20   def __init__(self, name, location=('values',), operators=('=',), trim=False):\n\
        \x20       self.name = name\n";
    let piece = |text: &str| {
        format!(
            "<em class=\"sig-param\"><span class=\"n\"><span class=\"pre\">{text}</span></span></em>"
        )
    };
    let html = format!(
        "<dl class=\"py class\"><dt class=\"sig sig-object py\" id=\"reqparse.Argument\">\
         <span class=\"sig-prename descclassname\"><span class=\"pre\">reqparse.</span></span>\
         <span class=\"sig-name descname\"><span class=\"pre\">Argument</span></span>\
         <span class=\"sig-paren\">(</span>{}, {}, {}, {}, {}, {}<span class=\"sig-paren\">)</span>\
         </dt><dd><p>An argument.</p></dd></dl>",
        piece("name"),
        param("location", None, "('json'"),
        piece("'values')"),
        param("operators", None, "('='"),
        piece(")"),
        param("trim", None, "False"),
    );
    let got = verdicts(&findings(&html, &[("flask_restful/reqparse.py", code)]));
    assert_eq!(
        got,
        [
            "agree agree/Argument.__init__(operators)/1",
            "agree agree/Argument.__init__(trim)/1",
            "disagree disagree/Argument.__init__(location)/1",
        ],
        "{got:?}"
    );
}

/// WebTest's `TestApp`: Sphinx wrote the parameter item's separator as plain `--`
/// ("<strong>lint</strong> (A boolean) -- If True (default) then check …"); the state after
/// the dash states the default as it does at the opening of a sentence, and so does
/// "-- Default False." after the double dash.
#[test]
fn a_state_after_a_double_dash_separator_states_the_parameters_default() {
    let item = |n: &str, t: &str| {
        format!("<li><p><strong>{n}</strong> (<em>A boolean</em>) -- {t}</p></li>")
    };
    let body = format!(
        "<dl class=\"field-list simple\"><dt class=\"field-odd\">Parameters<span class=\"colon\">:</span></dt>\
         <dd class=\"field-odd\"><ul class=\"simple\">{}{}</ul></dd></dl>",
        item("lint", "If True (default) then check that the application is WSGI compliant"),
        item("verbose", "Print each request. Default False."),
    );
    let html = object("class", "webtest.app.TestApp", &[], &body);
    let code = "class TestApp:\n    def __init__(self, app, lint=False, verbose=False):\n        \
        self.lint = lint\n";
    let got = findings(&html, &[("webtest/app.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/TestApp.__init__(verbose)/1",
            "disagree disagree/TestApp.__init__(lint)/1",
        ],
        "{got:#?}"
    );
}

/// A signature autodoc generated (viewcode's `[source]` link in it) shows the default the
/// code had when the docs were built: WebTest's `post(url, params='')` against a
/// `params=None` now is a changed default, though a Python `None` is otherwise not compared.
/// A hand-written signature (no link) may show what the code computes from `None`
/// (simplejson's `encoding='utf-8'`), and a linked one whose anchor names another module
/// (kombu's `kombu.utils.debug.setup_logging`, not `kombu/log.py`'s) is another function's.
#[test]
fn a_generated_signatures_literal_is_compared_with_a_none_the_code_has_now() {
    let source = "<a class=\"reference internal\" href=\"_modules/x.html\">\
        <span class=\"viewcode-link\"><span class=\"pre\">[source]</span></span></a>";
    let linked = |id: &str, params: &[String]| {
        object("function", id, params, "<p>Do it.</p>").replacen(
            "</span><a class=\"headerlink\"",
            &format!("</span>{source}<a class=\"headerlink\""),
            1,
        )
    };
    let html = format!(
        "{}{}{}",
        linked("webtest.app.post", &[param("params", None, "''")]),
        object(
            "function",
            "webtest.app.put",
            &[param("params", None, "''")],
            "<p>Put.</p>"
        ),
        linked("webtest.debug.get", &[param("params", None, "''")]),
    );
    let code = "def post(url, params=None):\n    return params\n\n\
        def put(url, params=None):\n    return params\n\n\
        def get(url, params=None):\n    return params\n";
    let got = verdicts(&findings(&html, &[("webtest/app.py", code)]));
    assert_eq!(got, ["disagree disagree/post(params)/1"], "{got:?}");
}

/// pyparsing's `infix_notation`: "(default= Suppress('('))" names the object the function
/// builds from its `lpar="("`, not the string, and is not compared with it; a literal after
/// "(default=" is (rule 216).
#[test]
fn a_constructor_call_stated_as_a_default_is_not_the_literal_it_wraps() {
    let body = parameters(&[
        (
            "lpar",
            "expression for matching left-parentheses; if passed as a str, then will be \
             parsed as Suppress(lpar). (default= Suppress('('))",
        ),
        ("depth", "how deep to go (default=3)"),
    ]);
    let html = object("function", "pyparsing.infix_notation", &[], &body);
    let code = "def infix_notation(base_expr, lpar=\"(\", depth=4):\n    return base_expr\n";
    let got = findings(&html, &[("pyparsing/helpers.py", code)]);
    assert_eq!(
        verdicts(&got),
        ["disagree disagree/infix_notation(depth)/1"],
        "{got:#?}"
    );
}

/// A default that is a bare `object()` sentinel (`_nothing = object()`, jsonpointer's
/// `default=_nothing`) is shown by autodoc as its repr, `<object object>`: it agrees with a
/// parameter defaulting to a name bound to `object()`, and not with one defaulting to `None`
/// (the sentinel replaced by a value); a name bound to anything else is not compared.
#[test]
fn an_object_sentinels_repr_is_compared_with_the_sentinel() {
    let sentinel = "&lt;object</span> <span class=\"pre\">object&gt;";
    let html = object(
        "function",
        "pkg.ptr.resolve_pointer",
        &[param("default", None, sentinel)],
        "",
    ) + &object(
        "function",
        "pkg.ptr.set_pointer",
        &[param("default", None, sentinel)],
        "",
    ) + &object(
        "function",
        "pkg.ptr.walk",
        &[param("default", None, sentinel)],
        "",
    );
    let code = "_nothing = object()\nMISSING = Missing()\n\n\
                def resolve_pointer(doc, pointer, default=_nothing):\n    return doc\n\n\
                def set_pointer(doc, pointer, default=None):\n    return doc\n\n\
                def walk(doc, default=MISSING):\n    return doc\n";
    let got = findings(&html, &[("pkg/ptr.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/resolve_pointer(default)/1",
            "disagree disagree/set_pointer(default)/1",
        ],
        "{got:#?}"
    );
}

/// ZEO's `ZEO.ClientStorage.ClientStorage(addr, storage='1', …)` and ZODB's
/// `ZODB.FileStorage.FileStorage.FileStorage(…)`: a module named for the class it holds repeats
/// the class's name in the anchor; the class is the last repetition, so the signature's
/// defaults are its constructor's.
#[test]
fn a_module_named_for_its_class_is_not_a_class() {
    let code = "class ClientStorage(object):\n\
        \x20   def __init__(self, addr, storage='1', cache_size=20 * 1024 * 1024, wait=True):\n\
        \x20       self.addr = addr\n";
    let html = object(
        "class",
        "zeoish.ClientStorage.ClientStorage",
        &[
            param("storage", None, "'1'"),
            param("cache_size", None, "20971520"),
            param("wait", None, "False"),
        ],
        "<p>A client storage.</p>",
    );
    let got = findings(&html, &[("src/zeoish/ClientStorage.py", code)]);
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/ClientStorage.__init__(cache_size)/1",
            "agree agree/ClientStorage.__init__(storage)/1",
            "disagree disagree/ClientStorage.__init__(wait)/1",
        ],
        "{got:?}"
    );
}

/// ZODB's `ZODB.DB(storage, pool_size=7, …)` (the class of `src/ZODB/DB.py`, imported into the
/// package) and ZEO's `ZEO.ClientStorage.ClientStorage(…)`: a capitalised package reads as a
/// class in the anchor; the leading segments are the package and module of the definition's
/// file, the rest names it.
#[test]
fn a_capitalised_packages_class_signature_is_the_classs() {
    let db = "class DB(object):\n\
        \x20   def __init__(self, storage, pool_size=8, cache_size=400):\n\
        \x20       self.storage = storage\n";
    let cs = "class ClientStorage(object):\n\
        \x20   def __init__(self, addr, storage='1', wait=True):\n\
        \x20       self.addr = addr\n";
    let html = object(
        "class",
        "ZODB.DB",
        &[
            param("pool_size", None, "7"),
            param("cache_size", None, "400"),
        ],
        "<p>The database.</p>",
    ) + &object(
        "class",
        "ZEO.ClientStorage.ClientStorage",
        &[param("storage", None, "'1'"), param("wait", None, "True")],
        "<p>A client storage.</p>",
    );
    let got = findings(
        &html,
        &[
            ("src/ZODB/__init__.py", "from ZODB.DB import DB\n"),
            ("src/ZODB/DB.py", db),
            ("src/ZEO/__init__.py", ""),
            ("src/ZEO/ClientStorage.py", cs),
        ],
    );
    assert_eq!(
        verdicts(&got),
        [
            "agree agree/ClientStorage.__init__(storage)/1",
            "agree agree/ClientStorage.__init__(wait)/1",
            "agree agree/DB.__init__(cache_size)/1",
            "disagree disagree/DB.__init__(pool_size)/1",
        ],
        "{got:?}"
    );
}
