//! `docdrift scan` on Cargo features (issue 26, the surfaces users read): a crate page's
//! feature list says which features are on by default, and the manifest's `[features] default`
//! decides it. Real `Cargo.toml` and rustdoc-shaped pages, through the command a user runs.

use crate::util::{self, scan_all, write};
use serde_json::Value as Json;
use std::path::Path;

fn brief(report: &Json) -> Vec<String> {
    util::brief(report, |id| id.split('/').nth(1).unwrap_or(id))
}

const MANIFEST: &str = r#"[package]
name = "minikv"
version = "1.2.0"
edition = "2021"

[dependencies.uuid]
version = "1"
optional = true

[dependencies]
serde_json = { version = "1", optional = true }
tokio = { version = "1", optional = true }

[features]
default = ["acl", "streams"]
acl = []
streams = ["std"]
std = []
json = ["dep:serde_json"]
tokio-comp = ["tokio/rt"]
"#;

/// A rustdoc crate page (`index.html`, titled `Crate minikv - Rust`) with `body` under a
/// "Feature flags" heading.
fn crate_page(body: &str) -> String {
    format!(
        "<html><head><title>minikv - Rust</title></head><body><h1>Crate <span>minikv</span></h1>\
         <h2 id=\"feature-flags\"><a class=\"doc-anchor\" href=\"#feature-flags\">§</a>Feature flags</h2>\
         {body}</body></html>"
    )
}

/// `docdrift scan` of the crate page holding `body` (and `extra` pages, path and HTML) against
/// [`MANIFEST`] and `lib` as `src/lib.rs`.
fn scan_crate(body: &str, extra: &[(&str, &str)], lib: &str) -> (i32, Json) {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(&code.join("Cargo.toml"), MANIFEST);
    write(&code.join("src/lib.rs"), lib);
    write(&docs.join("minikv/index.html"), &crate_page(body));
    for (path, html) in extra {
        write(&docs.join(path), html);
    }
    scan_all(&docs, &code)
}

#[test]
fn a_feature_list_is_compared_with_the_manifests_default_features() {
    let (rc, report) = scan_crate(
        "<ul>\
             <li><code>acl</code>: enables acl support (enabled by default)</li>\
             <li><code>streams</code> - stream commands. This feature is enabled by default.</li>\
             <li><code>std</code>: the standard library (optional)</li>\
             <li><code>json</code>: JSON module support (optional)</li>\
             <li><code>uuid</code>, <code>tokio-comp</code>: conversions and the Tokio runtime (enabled by default)</li>\
             </ul>\
             <p>If the <code>json</code> feature is enabled (which it is by default), values are decoded.</p>\
             <p>Requires the <code>acl</code> Cargo feature (not enabled by default).</p>",
        &[],
        "pub const JSON: bool = false;\n",
    );
    // `std` is on through `streams`; `uuid` is an optional dependency's own feature; `json`
    // hides `serde_json`'s; the constant `JSON` is never asked about a feature.
    assert_eq!(
        brief(&report),
        [
            "agree features.acl Cargo.toml:16",
            "agree features.json Cargo.toml:19",
            "agree features.streams Cargo.toml:17",
            "disagree features.acl Cargo.toml:16",
            "disagree features.json Cargo.toml:19",
            "disagree features.std Cargo.toml:18",
            "disagree features.tokio-comp Cargo.toml:20",
            "disagree features.uuid Cargo.toml:6",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
    let text = report.to_string();
    assert!(
        text.contains("on by default (default = [\\\"acl\\\", \\\"streams\\\"])"),
        "{report:#}"
    );
}

#[test]
fn a_feature_table_and_a_state_outside_a_feature_list_are_read_as_written() {
    // No "feature" in the heading or the item: a parameter list's "(optional)" is no feature's.
    let client = "<html><head><title>Client in minikv - Rust</title></head><body><h1>Struct Client</h1>\
         <h2>Arguments</h2><ul><li><code>acl</code>: the access list (optional)</li></ul></body></html>";
    let (rc, report) = scan_crate(
        "<table><thead><tr><th>Feature</th><th>Description</th><th>Default</th></tr></thead>\
             <tbody><tr><td><code>acl</code></td><td>ACL commands</td><td>yes</td></tr>\
             <tr><td><code>json</code></td><td>JSON module</td><td>yes</td></tr></tbody></table>",
        &[("minikv/struct.Client.html", client)],
        "",
    );
    assert_eq!(
        brief(&report),
        [
            "agree features.acl Cargo.toml:16",
            "disagree features.json Cargo.toml:19",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// The manifest is read for its features only: its `version` is not a setting a README's
/// install line restates.
#[test]
fn a_manifest_without_features_adds_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("Cargo.toml"),
        "[package]\nname = \"minikv\"\nversion = \"1.2.0\"\n",
    );
    write(
        &docs.join("index.md"),
        "# minikv\n\nThe default `version` is 2.0.\n\n```toml\n[dependencies]\nminikv = \"2.0\"\n```\n",
    );
    let (rc, report) = scan_all(&docs, &code);
    assert!(brief(&report).is_empty(), "{report:#}");
    assert_eq!(rc, 0);
    assert!(Path::new(&code.join("Cargo.toml")).exists());
}

/// A sentence listing the features on by default ("By default, the `a`, `b`, and `c` features
/// are enabled.", "The default enabled features are: `rustls` and `gzip`.", "Enabled by default:
/// `legacy`, `arrays`." under a features heading): each listed
/// feature is compared; a listed name the manifest does not define is not (log4rs's `file`).
#[test]
fn a_sentence_listing_the_default_features_states_each_one_on() {
    let (rc, report) = scan_crate(
        "<p>By default, the <code>acl</code>, <code>json</code>, <code>file</code>, and \
             <code>streams</code> features are enabled.</p>\
             <p>The default enabled features are: <code>std</code> and <code>uuid</code>.</p>\
             <p>Enabled by default: <code>tokio-comp</code>.</p>",
        &[],
        "",
    );
    assert_eq!(
        brief(&report),
        [
            "agree features.acl Cargo.toml:16",
            "agree features.std Cargo.toml:18",
            "agree features.streams Cargo.toml:17",
            "disagree features.json Cargo.toml:19",
            "disagree features.tokio-comp Cargo.toml:20",
            "disagree features.uuid Cargo.toml:6",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// A heading per feature under a heading about features, each over its paragraph (isahc's
/// crate page: "Feature flags" › `cookies` › "Enable persistent HTTP cookie support. Disabled
/// by default."): the paragraph's state is the heading's feature's. A heading that is no
/// feature of the manifest (`Examples`) and a feature heading outside a features section say
/// nothing.
#[test]
fn a_paragraph_under_a_feature_heading_states_that_features_default() {
    let h3 = |name: &str| {
        format!("<h3 id=\"{name}\"><a class=\"doc-anchor\" href=\"#{name}\">§</a><code>{name}</code></h3>")
    };
    let body = format!(
        "{}<p>Enable the access lists. Disabled by default.</p>\
         {}<p>Serialize values as JSON. This feature is enabled by default.</p>\
         {}<p>Stream support. Enabled by default.</p>\
         <h3 id=\"examples\">Examples</h3><p>Nothing here is enabled by default.</p>",
        h3("acl"),
        h3("json"),
        h3("streams"),
    );
    let other = "<html><head><title>Guide - Rust</title></head><body><h1>Guide</h1>\
                 <h2>Tuning</h2><h3><code>std</code></h3><p>Disabled by default.</p></body></html>";
    let (rc, report) = scan_crate(&body, &[("minikv/guide.html", other)], "");
    assert_eq!(
        brief(&report),
        [
            "agree features.streams Cargo.toml:17",
            "disagree features.acl Cargo.toml:16",
            "disagree features.json Cargo.toml:19",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// Rustdoc's "Methods from Deref<Target = …>" section copies another type's docs: a feature it
/// names is that type's crate's, however the names match (deadpool-postgres's `ClientWrapper`
/// shows tokio-postgres's "Requires the `runtime` Cargo feature (enabled by default).").
#[test]
fn a_feature_named_in_a_deref_targets_methods_is_that_crates() {
    let wrapper = "<html><head><title>ClientWrapper in minikv - Rust</title></head><body>\
         <h1>Struct <span>ClientWrapper</span></h1><p>Requires the <code>std</code> Cargo feature \
         (enabled by default).</p><details><summary><h2 id=\"deref-methods-PgClient\" class=\"section-header\">\
         <span>Methods from <a href=\"#\">Deref</a>&lt;Target = PgClient&gt;</span></h2></summary>\
         <div id=\"deref-methods-PgClient-1\" class=\"impl-items\"><h4 class=\"code-header\">pub async fn \
         cancel_query(&amp;self)</h4><p>Requires the <code>json</code> Cargo feature (enabled by default).</p>\
         </div></details></body></html>";
    let (_, report) = scan_crate(
        "<p>Conversions.</p>",
        &[("minikv/struct.ClientWrapper.html", wrapper)],
        "pub struct ClientWrapper;\n",
    );
    assert_eq!(
        brief(&report),
        ["agree features.std Cargo.toml:18"],
        "{report:#}"
    );
}

/// "Without the `x` feature (default), …" says the default is to be without it: the bare
/// "(default)" names the case the sentence is about (stretto's `ValueRef`, "Without the
/// send_guard feature (default), the marker is GuardNoSend"). A state the parenthesis gives the
/// feature itself ("(enabled by default)") is still the feature's.
#[test]
fn without_a_feature_followed_by_default_states_it_off() {
    let guard =
        "<html><head><title>Guard in minikv - Rust</title></head><body><h1>Struct Guard</h1>\
         <p>Without the <code>json</code> feature (default), values are plain strings.</p>\
         <p>Without the <code>acl</code> feature (default), every command is allowed.</p>\
         <p>Without the <code>std</code> feature (enabled by default), nothing is written.</p>\
         </body></html>";
    let (rc, report) = scan_crate("", &[("minikv/struct.Guard.html", guard)], "");
    assert_eq!(
        brief(&report),
        [
            "agree features.json Cargo.toml:19",
            "agree features.std Cargo.toml:18",
            "disagree features.acl Cargo.toml:16",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}
