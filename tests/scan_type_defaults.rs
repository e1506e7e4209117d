//! `docdrift scan` on a Rust type's own default (issue 26, the surfaces users read): rustdoc
//! says "The default is `IpVersion::Any`." under a setter, or "This is the default." in the
//! docs of a variant or of a constructor returning `Self`; the code decides it in `impl
//! Default` (`Self::Any`, `Self::none()`) or with `#[default]` on a variant. Real rustdoc-shaped
//! pages and real Rust source, through the command a user runs.

use crate::util::{self, scan_all, write};
use serde_json::Value as Json;

fn brief(report: &Json) -> Vec<String> {
    util::brief(report, |id| id.split('/').nth(1).unwrap_or(id))
}

const LIB: &str = "pub mod net;\npub mod auth;\n";

const NET: &str = r#"/// Which IP versions to resolve.
#[derive(Clone, Copy, Debug)]
pub enum IpVersion {
    V4,
    V6,
    Any,
}

impl Default for IpVersion {
    fn default() -> Self {
        Self::V4
    }
}

/// Redirect handling.
#[derive(Default)]
pub enum RedirectPolicy {
    #[default]
    None,
    Follow,
}
"#;

const AUTH: &str = r#"/// Authentication schemes.
pub struct Authentication(u8);

impl Authentication {
    pub const fn none() -> Self {
        Authentication(0)
    }
    pub const fn basic() -> Self {
        Authentication(1)
    }
}

impl Default for Authentication {
    fn default() -> Self {
        Self::none()
    }
}

pub struct TlsConfig;

impl TlsConfig {
    pub fn new() -> Self {
        TlsConfig
    }
}

impl Default for TlsConfig {
    fn default() -> Self {
        Self::new()
    }
}
"#;

/// A rustdoc page titled `NAME in minikv::MODULE - Rust` with `body`.
fn page(name: &str, module: &str, body: &str) -> String {
    format!(
        "<html><head><title>{name} in minikv::{module} - Rust</title></head><body>\
         <h1>{name}</h1>{body}</body></html>"
    )
}

/// A method section as rustdoc renders it: the code header, then the docblock.
fn method(header: &str, doc: &str) -> String {
    format!(
        "<details class=\"toggle method-toggle\" open><summary><section class=\"method\">\
         <h4 class=\"code-header\">{header}</h4></section></summary>\
         <div class=\"docblock\">{doc}</div></details>"
    )
}

/// A temporary directory holding `code/`, the crate `minikv` ([`LIB`], [`NET`], [`AUTH`]), and
/// the path of its `docs/`.
fn minikv() -> (tempfile::TempDir, std::path::PathBuf, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("Cargo.toml"),
        "[package]\nname = \"minikv\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    );
    write(&code.join("src/lib.rs"), LIB);
    write(&code.join("src/net.rs"), NET);
    write(&code.join("src/auth.rs"), AUTH);
    (dir, docs, code)
}

#[test]
fn a_types_own_default_is_compared_with_its_default_impl_and_default_variant() {
    let (_dir, docs, code) = minikv();
    // A setter's docs name the default by its path; a variant's own docs say it is the
    // default; so does a constructor's. "The default is `TlsConfig::default`" names nothing.
    let config = page(
        "Configurable",
        "config",
        &[
            method(
                "fn ip_version(self, version: IpVersion) -&gt; Self",
                "<p>Select an IP version. The default is <a href=\"../net/enum.IpVersion.html\">\
                 <code>IpVersion::Any</code></a>.</p>",
            ),
            method(
                "fn redirect_policy(self, policy: RedirectPolicy) -&gt; Self",
                "<p>Defaults to <code>RedirectPolicy::None</code>.</p>",
            ),
            method(
                "fn tls_config(self, config: TlsConfig) -&gt; Self",
                "<p>The default is <code>TlsConfig::default</code>.</p>",
            ),
        ]
        .concat(),
    );
    write(&docs.join("minikv/config/trait.Configurable.html"), &config);
    let auth = page(
        "Authentication",
        "auth",
        &[
            method(
                "pub const fn none() -&gt; Self",
                "<p>Disable all authentication schemes. This is the default.</p>",
            ),
            method(
                "pub const fn basic() -&gt; Self",
                "<p>HTTP Basic authentication.</p>",
            ),
        ]
        .concat(),
    );
    write(&docs.join("minikv/auth/struct.Authentication.html"), &auth);
    // On the enum's page the variant heading (an `<h3>`) titles its docs; "This is the
    // default." under `Follow` disagrees with `#[default] None`.
    let policy = page(
        "RedirectPolicy",
        "net",
        "<h2>Variants</h2>\
         <section id=\"variant.None\" class=\"variant\"><h3 class=\"code-header\">None</h3></section>\
         <div class=\"docblock\"><p>Do not follow redirects.</p></div>\
         <section id=\"variant.Follow\" class=\"variant\"><h3 class=\"code-header\">Follow</h3></section>\
         <div class=\"docblock\"><p>Follow redirects. This is the default.</p></div>",
    );
    write(&docs.join("minikv/net/enum.RedirectPolicy.html"), &policy);
    let (rc, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        [
            "agree auth::Authentication::default() src/auth.rs:15",
            "agree net::RedirectPolicy::default() src/net.rs:19",
            "disagree net::IpVersion::default() src/net.rs:11",
            "disagree net::RedirectPolicy::default() src/net.rs:19",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// `docdrift extract` lists each type's own default with where it is decided.
#[test]
fn extract_lists_a_types_own_default() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("net.rs"), NET);
    let out = util::output(
        util::bin()
            .current_dir(dir.path())
            .args(["extract", "--format", "json", "net.rs"]),
    );
    let json: Json = serde_json::from_slice(&out.stdout).unwrap();
    let items: Vec<String> = json["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["kind"] == "rust_type_default")
        .map(|i| format!("{} = {} at {}", i["name"], i["value"]["value"], i["line"]))
        .collect();
    assert_eq!(
        items,
        [
            "\"IpVersion::default()\" = \"IpVersion::V4\" at 11",
            "\"RedirectPolicy::default()\" = \"RedirectPolicy::None\" at 19",
        ],
        "{json:#}"
    );
}

/// argon2's pages: a variant heading showing its discriminant (`Argon2id = 2`) still titles
/// its docs, a closing "(0x13 in hex, default)" says the variant is the default, and an
/// associated constant's header shows a hex literal (`MAX_P_COST: u32 = 0xFFFFFF`).
#[test]
fn a_variant_with_its_discriminant_and_a_hex_associated_constant_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("Cargo.toml"),
        "[package]\nname = \"minikv\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    );
    write(&code.join("src/lib.rs"), "pub mod hash;\n");
    write(
        &code.join("src/hash.rs"),
        "#[derive(Default)]\n\
         pub enum Algorithm {\n    Argon2d = 0,\n    #[default]\n    Argon2i = 1,\n    Argon2id = 2,\n}\n\
         \n\
         #[derive(Default)]\n\
         pub enum Version {\n    V0x10 = 0x10,\n    #[default]\n    V0x13 = 0x13,\n}\n\
         \n\
         pub struct Params;\n\
         \n\
         impl Params {\n    pub const MAX_P_COST: u32 = 0xFFFF;\n}\n",
    );
    let variant = |name: &str, doc: &str| {
        format!(
            "<section id=\"variant.{name}\" class=\"variant\"><h3 class=\"code-header\">{name}</h3>\
             </section><div class=\"docblock\"><p>{doc}</p></div>"
        )
    };
    let algorithm = page(
        "Algorithm",
        "hash",
        &format!(
            "<h2>Variants</h2>{}{}",
            variant(
                "Argon2d = 0",
                "Maximizes resistance to GPU cracking attacks."
            ),
            variant(
                "Argon2id = 2",
                "Hybrid that mixes Argon2i and Argon2d passes (default)."
            ),
        ),
    );
    write(&docs.join("minikv/hash/enum.Algorithm.html"), &algorithm);
    let version = page(
        "Version",
        "hash",
        &format!(
            "<h2>Variants</h2>{}",
            variant("V0x13 = 19", "Version 19 (0x13 in hex, default)"),
        ),
    );
    write(&docs.join("minikv/hash/enum.Version.html"), &version);
    let params = page(
        "Params",
        "hash",
        "<h2>Implementations</h2><details class=\"toggle implementors-toggle\" open><summary>\
         <section id=\"impl-Params\" class=\"impl\"><h3 class=\"code-header\">impl Params</h3>\
         </section></summary><div class=\"impl-items\"><details class=\"toggle\" open><summary>\
         <section id=\"associatedconstant.MAX_P_COST\" class=\"associatedconstant\">\
         <h4 class=\"code-header\">pub const MAX_P_COST: u32 = 0xFFFFFF</h4></section></summary>\
         <div class=\"docblock\"><p>Maximum number of threads.</p></div></details></div></details>",
    );
    write(&docs.join("minikv/hash/struct.Params.html"), &params);
    let (rc, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        [
            "agree hash::Version::default() src/hash.rs:13",
            "disagree Params::MAX_P_COST src/hash.rs:19",
            "disagree hash::Algorithm::default() src/hash.rs:5",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// deadpool-postgres's `RecyclingMethod`: the enum's own description names its default by the
/// bare variant ("The default is `Fast` which …"); under a method or variant heading, or on
/// another type's page, a bare name says nothing of this enum.
#[test]
fn an_enums_own_description_names_its_default_variant_bare() {
    let (_dir, docs, code) = minikv();
    let policy = page(
        "RedirectPolicy",
        "net",
        "<div class=\"docblock\"><p>Redirect handling. The default is \
         <a href=\"enum.RedirectPolicy.html#variant.Follow\"><code>Follow</code></a> which \
         follows every redirect.</p></div><h2>Variants</h2>\
         <section id=\"variant.None\" class=\"variant\"><h3 class=\"code-header\">None</h3></section>\
         <div class=\"docblock\"><p>The default is <code>Follow</code> for clients.</p></div>",
    );
    write(&docs.join("minikv/net/enum.RedirectPolicy.html"), &policy);
    let ip = page(
        "Resolver",
        "net",
        "<div class=\"docblock\"><p>The default is <code>Any</code>.</p></div>",
    );
    write(&docs.join("minikv/net/struct.Resolver.html"), &ip);
    let (_, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        ["disagree net::RedirectPolicy::default() src/net.rs:19"],
        "{report:#}"
    );
}
