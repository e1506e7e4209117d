//! Unit tests of the mention walker: what each page shape yields.

use super::*;

fn mentions(html: &str) -> Vec<Mention> {
    find(&DocPage::from_html("page.html", html)).mentions
}

fn brief(ms: &[Mention]) -> Vec<(String, String, Form)> {
    ms.iter()
        .map(|m| (m.path.join("."), m.raw_value.clone(), m.form))
        .collect()
}

#[test]
fn impl_headers_name_their_self_type() {
    let t = |h: &str| impl_self_type(h.strip_prefix("impl").unwrap());
    assert_eq!(
        t("impl<R: AsyncRead> BufReader<R>").as_deref(),
        Some("BufReader")
    );
    assert_eq!(t("impl Builder").as_deref(), Some("Builder"));
    assert_eq!(
        t("impl Default for rt::Builder").as_deref(),
        Some("Builder")
    );
    assert_eq!(
        t("impl<F: Fn() -> u8> From<Vec<F>> for Pool<F>").as_deref(),
        Some("Pool")
    );
    assert_eq!(t("impl<T> !Send for Guard<T>").as_deref(), Some("Guard"));
    assert_eq!(t("impl<T"), None);
}

#[test]
fn code_literals_read_as_decimal() {
    assert_eq!(code_literal("0x1").as_deref(), Some("1"));
    assert_eq!(code_literal("0x7fff_ffff").as_deref(), Some("2147483647"));
    assert_eq!(code_literal("-0o755").as_deref(), Some("-493"));
    assert_eq!(code_literal("0b101").as_deref(), Some("5"));
    assert_eq!(code_literal("1_000u32").as_deref(), Some("1000"));
    assert_eq!(code_literal("2.5f64").as_deref(), Some("2.5"));
    assert_eq!(code_literal("20"), None);
    assert_eq!(code_literal("0xZZ"), None);
}

#[test]
fn value_tokens() {
    assert_eq!(value_token("20 (min 1)").as_deref(), Some("20"));
    assert_eq!(value_token("20,000 tokens").as_deref(), Some("20,000"));
    assert_eq!(value_token("1.5× the budget").as_deref(), Some("1.5×"));
    assert_eq!(value_token("8 KiB").as_deref(), Some("8 KiB"));
    assert_eq!(value_token("30s").as_deref(), Some("30s"));
    assert_eq!(value_token("20%").as_deref(), Some("20%"));
    assert_eq!(value_token("8 messages").as_deref(), Some("8"));
    assert_eq!(value_token("8rows"), None);
    assert_eq!(value_token("18").as_deref(), Some("18"));
    assert_eq!(value_token("127.0.0.1.").as_deref(), Some("127.0.0.1"));
    assert_eq!(value_token("1.5.").as_deref(), Some("1.5"));
    assert_eq!(value_token("true.").as_deref(), Some("true"));
    assert_eq!(
        value_token("\"gpt-5\" is used").as_deref(),
        Some("\"gpt-5\"")
    );
    assert_eq!(value_token("the project root"), None);
    assert_eq!(value_token("auto").as_deref(), Some("auto"));
}

#[test]
fn table_rows_with_default_column() {
    let html = r#"<h2>Compression</h2><table><thead><tr><th>Key</th><th>Default</th><th>Description</th></tr></thead>
    <tbody><tr><td><code>protect_last_n</code></td><td>20</td><td>Keep the last 8 rows</td></tr>
    <tr><td><code>threshold</code></td><td>50%</td><td>x</td></tr>
    <tr><td><code>model</code></td><td>—</td><td>required</td></tr>
    <tr><td>summary model</td><td>auto</td><td>not a name</td></tr>
    <tr><td><code>ratio</code></td><td>Half of the budget, 20 at most</td><td></td></tr></tbody></table>"#;
    let ms = mentions(html);
    assert_eq!(
        brief(&ms),
        vec![
            ("protect_last_n".into(), "20".into(), Form::TableRow),
            ("threshold".into(), "50%".into(), Form::TableRow),
        ]
    );
    assert_eq!(ms[0].text, "protect_last_n | 20 | Keep the last 8 rows");
    assert_eq!(ms[0].position, "table 1, row 1");
    assert_eq!(ms[0].context, vec!["Compression".to_string()]);
    assert_eq!(
        ms[0].table,
        Some(TableCell {
            row: "protect_last_n".into(),
            column: "Default".into(),
            nth: 1,
            of: 1
        })
    );
}

#[test]
fn tables_without_a_default_column_state_nothing() {
    let html = "<table><tr><th>Name</th><th>Description</th></tr><tr><td><code>x</code></td><td>20</td></tr></table>";
    assert!(mentions(html).is_empty());
}

#[test]
fn yaml_block_tracks_nesting_and_comments() {
    let html = "<pre><code class=\"language-yaml\">compression:\n  enabled: true\n  protect_last_n: 20   # keep\n  # tail_mode: auto\nmemory:\n  limit: \"8 KiB\"\nurl: http://x:80\n</code></pre>";
    let ms = mentions(html);
    assert_eq!(
        brief(&ms),
        vec![
            ("compression.enabled".into(), "true".into(), Form::CodeBlock),
            (
                "compression.protect_last_n".into(),
                "20".into(),
                Form::CodeBlock
            ),
            (
                "compression.tail_mode".into(),
                "auto".into(),
                Form::CodeBlock
            ),
            ("memory.limit".into(), "\"8 KiB\"".into(), Form::CodeBlock),
            ("url".into(), "http://x:80".into(), Form::CodeBlock),
        ]
    );
    assert!(ms[2].commented);
    assert_eq!(ms[1].text, "protect_last_n: 20   # keep");
    assert_eq!(ms[1].position, "code block 1, line 3");
}

#[test]
fn example_blocks_are_marked_by_their_lead_in() {
    let html = "<p>Defaults:</p><pre><code class=\"language-yaml\">a: 1\n</code></pre>\
        <p>To keep a longer tail, override it:</p><div class=\"x\"><pre><code class=\"language-yaml\">a: 50\n</code></pre></div>";
    let ms = mentions(html);
    assert_eq!(ms.len(), 2);
    assert_eq!(ms[0].example, None);
    assert_eq!(
        ms[1].example.as_deref(),
        Some("To keep a longer tail, override it:")
    );
}

#[test]
fn docusaurus_token_lines_and_json() {
    let html = r#"<div class="language-json codeBlockContainer"><pre class="prism-code"><code><span class="token-line"><span class="token punctuation">{</span></span><span class="token-line">  <span class="token property">"compression"</span>: {</span><span class="token-line">    <span class="token property">"protect_last_n"</span>: <span class="token number">20</span>,</span><span class="token-line">  }</span><span class="token-line">}</span></code></pre></div>"#;
    assert_eq!(
        brief(&mentions(html)),
        vec![(
            "compression.protect_last_n".into(),
            "20".into(),
            Form::CodeBlock
        )]
    );
}

#[test]
fn toml_python_rust_and_shell_blocks() {
    let html = "<pre><code class=\"language-toml\">[compression]\nprotect_last_n = 20 # c\nname = \"x\"\n[net.retry]\ncount = 3\n</code></pre>\
        <pre><code class=\"language-python\">MAX_TAIL = 8\nx = compress(protect_last_n=5)\nlimit = 3\n</code></pre>\
        <pre><code class=\"language-rust\">pub const BUF: usize = 8 * 1024;\nconst FLOOR: usize = 8;\n</code></pre>\
        <pre><code class=\"language-bash\">export X=1\nfoo: 2\n</code></pre>";
    assert_eq!(
        brief(&mentions(html)),
        vec![
            (
                "compression.protect_last_n".into(),
                "20".into(),
                Form::CodeBlock
            ),
            ("compression.name".into(), "\"x\"".into(), Form::CodeBlock),
            ("net.retry.count".into(), "3".into(), Form::CodeBlock),
            ("MAX_TAIL".into(), "8".into(), Form::CodeBlock),
            ("FLOOR".into(), "8".into(), Form::CodeBlock),
        ]
    );
}

#[test]
fn prose_forms() {
    let html = "<p>The <code>protect_last_n</code> (default: 20) setting keeps turns. \
        <code>retries</code> defaults to 3 attempts.</p>\
        <p>The default for <code>timeout</code> is 30s.</p>\
        <p><code>verbose</code> is false by default.</p>\
        <li>Set <code>max_items</code> to 50 for long sessions (default 100).</li>\
        <p>The default <code>ratio</code> is 1.5×.</p>";
    assert_eq!(
        brief(&mentions(html)),
        vec![
            ("protect_last_n".into(), "20".into(), Form::Prose),
            ("retries".into(), "3".into(), Form::Prose),
            ("timeout".into(), "30s".into(), Form::Prose),
            ("verbose".into(), "false".into(), Form::Prose),
            ("max_items".into(), "100".into(), Form::Prose),
            ("ratio".into(), "1.5×".into(), Form::Prose),
        ]
    );
}

#[test]
fn prose_look_alikes_are_not_mentions() {
    let html = "<p><code>protect_last_n</code> must be at least 1; we used 18 in tests.</p>\
        <p>Set <code>a</code> and <code>b</code>; the default is 8.</p>\
        <p><code>root</code> defaults to the project directory.</p>\
        <p><code>limit</code> defaults to <code>MAX_LIMIT</code>.</p>\
        <p>Keep the last 20 messages. The floor <code>FLOOR</code> caps it.</p>\
        <p><code>x</code> is usually 8 or more, and is tuned by default.</p>";
    assert_eq!(brief(&mentions(html)), vec![]);
}

#[test]
fn markdown_pages_render_and_get_lines() {
    let md = "# Config\n\nIntro.\n\n| Key | Default |\n|---|---|\n| `protect_last_n` | 20 |\n\n```yaml\ncompression:\n  protect_last_n: 20\n```\n\nThe `timeout` defaults to 30s.\n";
    let scan = find(&DocPage::from_markdown("docs/config.md", md));
    let got: Vec<(String, Option<usize>)> = scan
        .mentions
        .iter()
        .map(|m| (m.path.join("."), m.line))
        .collect();
    assert_eq!(
        got,
        vec![
            ("protect_last_n".into(), Some(7)),
            ("compression.protect_last_n".into(), Some(11)),
            ("timeout".into(), Some(14)),
        ]
    );
    assert!(scan.words.contains("protect_last_n"));
    assert_eq!(scan.mentions[0].context, vec!["Config"]);
}

#[test]
fn name_value_spans_beside_a_default_cue() {
    let span =
        |c: &str| format!("<code class=\"docutils literal\"><span class=\"pre\">{c}</span></code>");
    let html = format!(
        "<ul><li><p><a href=\"x\">{}</a> which loads the tags and if {}\n(default) calls \
         either <a href=\"y\">{}</a> or the other.</p></li>\
         <li><p><a href=\"z\">{}</a> which will save as v2.3 if {} (defaults to\n{}) and \
         also allows a separator (defaults to {}).</p></li></ul>\
         <p>Both {} and {} default to {} and react at once.</p>",
        span("ID3()"),
        span("translate=True"),
        span("ID3Tags.update_to_v24()"),
        span("ID3.save()"),
        span("v2_version=3"),
        span("4"),
        span("v23_sep='/'"),
        span("RedisHuey"),
        span("PostgresHuey"),
        span("blocking=True"),
    );
    assert_eq!(
        brief(&mentions(&html)),
        vec![
            // The one function named before the span owns it; what the call then does
            // names the other.
            ("ID3.translate".into(), "True".into(), Form::Prose),
            // The default right after `v2_version=3` is that setting's, not `save()`'s.
            ("save.v2_version".into(), "4".into(), Form::Prose),
            ("save.v23_sep".into(), "'/'".into(), Form::Prose),
            // Two classes before the span: whose it is would be a guess.
        ]
    );
}
