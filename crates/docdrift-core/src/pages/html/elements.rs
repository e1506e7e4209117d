//! THE element tables of docdrift: which element kind a tag name is (`K`), and every
//! per-element category a reader of HTML needs: hidden and block elements of the
//! visible-text definition (`pages::text`), void elements, raw-text bodies, the tree rules'
//! special, formatting and `<p>`-closing elements, the tags that break out of foreign
//! content, and the integration-point names. The DOM walk (`pages::text`), the fast path,
//! the nesting cap walk, `count --explain`'s layout, scan's quick check and walker and the
//! crawl's link scanner all ask these functions; none keeps a list of its own. The kinds
//! themselves are in [`super::kinds`].

pub(crate) use super::kinds::*;

/// Blocks of the visible-text definition: a line break at start and end.
pub(crate) fn is_block(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Address
            | Article
            | Aside
            | Blockquote
            | Body
            | Caption
            | Center
            | Dd
            | Details
            | Dialog
            | Dir
            | Div
            | Dl
            | Dt
            | Fieldset
            | Figcaption
            | Figure
            | Footer
            | Form
            | H1
            | H2
            | H3
            | H4
            | H5
            | H6
            | Header
            | Hgroup
            | Hr
            | Html
            | Legend
            | Li
            | Main
            | Menu
            | Nav
            | Ol
            | P
            | Pre
            | Section
            | Summary
            | Table
            | Tbody
            | Tfoot
            | Thead
            | Tr
            | Ul
    )
}

/// Hidden subtrees of the visible-text definition (`pages::text`, rule 1): nothing inside
/// them is visible. The raw-text ones (`script`, `style`, `noscript`, `iframe`) never reach
/// the fast path's stack; their bodies are skipped as raw text.
pub(crate) fn is_hidden(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Head | Script | Style | Svg | Math | Noscript | Template | Iframe | Object | Canvas
    )
}

/// The HTML "special" category (end-tag handling stops at these).
pub(crate) fn is_special(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Address
            | Applet
            | Area
            | Article
            | Aside
            | Base
            | Basefont
            | Bgsound
            | Blockquote
            | Body
            | Br
            | Button
            | Caption
            | Center
            | Col
            | Colgroup
            | Dd
            | Details
            | Dir
            | Div
            | Dl
            | Dt
            | Embed
            | Fieldset
            | Figcaption
            | Figure
            | Footer
            | Form
            | Frame
            | Frameset
            | H1
            | H2
            | H3
            | H4
            | H5
            | H6
            | Head
            | Header
            | Hgroup
            | Hr
            | Html
            | Iframe
            | Img
            | Input
            | Keygen
            | Li
            | Link
            | Listing
            | Main
            | Marquee
            | Menu
            | Meta
            | Nav
            | Noembed
            | Noframes
            | Noscript
            | Object
            | Ol
            | P
            | Param
            | Plaintext
            | Pre
            | Script
            | Search
            | Section
            | Select
            | Source
            | Style
            | Summary
            | Table
            | Tbody
            | Td
            | Template
            | Textarea
            | Tfoot
            | Th
            | Thead
            | Title
            | Tr
            | Track
            | Ul
            | Wbr
            | Xmp
    )
}

pub(crate) fn is_formatting(k: K) -> bool {
    use K::*;
    matches!(
        k,
        A | B | Big | Code | Em | Font | I | Nobr | S | Small | Strike | Strong | Tt | U
    )
}

/// Start tags that close an open `<p>` in button scope.
pub(crate) fn closes_p(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Address
            | Article
            | Aside
            | Blockquote
            | Center
            | Details
            | Dialog
            | Dir
            | Div
            | Dl
            | Fieldset
            | Figcaption
            | Figure
            | Footer
            | Header
            | Hgroup
            | Main
            | Menu
            | Nav
            | Ol
            | P
            | Search
            | Section
            | Summary
            | Ul
            | H1
            | H2
            | H3
            | H4
            | H5
            | H6
            | Pre
            | Listing
            | Form
            | Plaintext
            | Table
            | Hr
            | Xmp
            | Li
            | Dd
            | Dt
    )
}

pub(crate) fn is_void(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Area | Base
            | Basefont
            | Bgsound
            | Br
            | Col
            | Embed
            | Frame
            | Hr
            | Image
            | Img
            | Input
            | Keygen
            | Link
            | Meta
            | Param
            | Source
            | Track
            | Wbr
    )
}

pub(crate) fn is_heading(k: K) -> bool {
    matches!(k, K::H1 | K::H2 | K::H3 | K::H4 | K::H5 | K::H6)
}

/// Start tags that break out of SVG/MathML content back into HTML.
pub(crate) fn breaks_out_of_foreign(k: K) -> bool {
    use K::*;
    matches!(
        k,
        B | Big
            | Blockquote
            | Body
            | Br
            | Center
            | Code
            | Dd
            | Div
            | Dl
            | Dt
            | Em
            | Embed
            | H1
            | H2
            | H3
            | H4
            | H5
            | H6
            | Head
            | Hr
            | I
            | Img
            | Li
            | Listing
            | Menu
            | Meta
            | Nobr
            | Ol
            | P
            | Pre
            | Ruby
            | S
            | Small
            | Span
            | Strong
            | Strike
            | Sub
            | Sup
            | Table
            | Tt
            | U
            | Ul
            | Var
    )
}

pub(crate) const HASH_FOREIGNOBJECT: u64 = name_hash(b"foreignobject");

pub(crate) const HASH_DESC: u64 = name_hash(b"desc");

pub(crate) const HASH_TITLE: u64 = name_hash(b"title");

pub(crate) const HASH_MI: u64 = name_hash(b"mi");

pub(crate) const HASH_MO: u64 = name_hash(b"mo");

pub(crate) const HASH_MN: u64 = name_hash(b"mn");

pub(crate) const HASH_MS: u64 = name_hash(b"ms");

pub(crate) const HASH_MTEXT: u64 = name_hash(b"mtext");

pub(crate) const HASH_ANNOTATION_XML: u64 = name_hash(b"annotation-xml");

pub(crate) const HASH_RB: u64 = name_hash(b"rb");
pub(crate) const HASH_RP: u64 = name_hash(b"rp");
pub(crate) const HASH_RT: u64 = name_hash(b"rt");
pub(crate) const HASH_RTC: u64 = name_hash(b"rtc");

/// The names "generate implied end tags" closes that have no [`K`] of their own (`Other`,
/// told apart by [`name_hash`] first, then by name).
pub(crate) const IMPLIED_END_OTHER: [&[u8]; 5] = [b"optgroup", b"rb", b"rp", b"rt", b"rtc"];

/// [`name_hash`]es of [`IMPLIED_END_OTHER`].
pub(crate) const HASH_IMPLIED_END: [u64; 5] = [
    name_hash(IMPLIED_END_OTHER[0]),
    name_hash(IMPLIED_END_OTHER[1]),
    name_hash(IMPLIED_END_OTHER[2]),
    name_hash(IMPLIED_END_OTHER[3]),
    name_hash(IMPLIED_END_OTHER[4]),
];

/// Is the `Other` element named `name` (hash `hash`) one of [`IMPLIED_END_OTHER`]?
pub(crate) fn is_implied_end_other(name: &[u8], hash: u64) -> bool {
    HASH_IMPLIED_END.contains(&hash)
        && IMPLIED_END_OTHER
            .iter()
            .any(|n| name.eq_ignore_ascii_case(n))
}

/// How the tokenizer reads an element's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RawBody {
    /// Script data (escaped and double-escaped states), to `</script>`.
    Script,
    /// Text up to the end tag, no character references (`style`, `xmp`, `iframe`,
    /// `noembed`, `noframes`, and `noscript`, as scripting is on).
    RawText,
    /// Text up to the end tag, character references decoded (`title`, `textarea`).
    Rcdata,
}

/// THE raw-text table: the [`RawBody`] of an element kind, `None` for ordinary content
/// (`plaintext`, which runs to the end of the page, is not in it).
pub(crate) fn raw_body(k: K) -> Option<RawBody> {
    use K::*;
    match k {
        Script => Some(RawBody::Script),
        Style | Noframes | Noscript | Iframe | Xmp | Noembed => Some(RawBody::RawText),
        Title | Textarea => Some(RawBody::Rcdata),
        _ => None,
    }
}

/// The [`RawBody`] of an element named `name` (any case), or `None` for ordinary content.
pub fn raw_body_of(name: &[u8]) -> Option<RawBody> {
    raw_body(kind_of_any_case(name))
}

/// The void-element table by name (any case): [`is_void`].
pub(crate) fn is_void_name(name: &[u8]) -> bool {
    is_void(kind_of_any_case(name))
}

/// The hidden-element table by name (any case): [`is_hidden`].
pub(crate) fn is_hidden_name(name: &[u8]) -> bool {
    is_hidden(kind_of_any_case(name))
}

/// The block-element table by name (any case): [`is_block`].
pub(crate) fn is_block_name(name: &[u8]) -> bool {
    is_block(kind_of_any_case(name))
}

/// Elements whose start tag the tree builder keeps inside `<head>`; any other start tag
/// there closes it (the implied `</head>`).
pub(crate) fn is_head_content(k: K) -> bool {
    use K::*;
    matches!(
        k,
        Title
            | Meta
            | Link
            | Style
            | Script
            | Base
            | Noscript
            | Template
            | Basefont
            | Bgsound
            | Noframes
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lists `pages::text`'s module doc gives for rules 1 and 4 are these tables.
    #[test]
    fn hidden_and_block_tables_are_the_documented_lists() {
        let hidden = [
            "head", "script", "style", "svg", "math", "noscript", "template", "iframe", "object",
            "canvas",
        ];
        let blocks = "address article aside blockquote body caption center dd details dialog dir \
            div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr \
            html legend li main menu nav ol p pre section summary table tbody tfoot thead tr ul";
        let blocks: Vec<&str> = blocks.split_whitespace().collect();
        for name in K_NAMES_FOR_TESTS {
            let k = kind_of(name.as_bytes());
            assert_eq!(is_hidden(k), hidden.contains(name), "hidden: {name}");
            assert_eq!(is_block(k), blocks.contains(name), "block: {name}");
            assert_eq!(is_hidden_name(name.to_uppercase().as_bytes()), is_hidden(k));
        }
        assert!(is_void_name(b"BR") && is_void_name(b"image") && !is_void_name(b"p"));
    }

    const K_NAMES_FOR_TESTS: &[&str] = &[
        "a",
        "address",
        "article",
        "aside",
        "b",
        "blockquote",
        "body",
        "br",
        "canvas",
        "caption",
        "center",
        "code",
        "dd",
        "details",
        "dialog",
        "dir",
        "div",
        "dl",
        "dt",
        "em",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "head",
        "header",
        "hgroup",
        "hr",
        "html",
        "iframe",
        "img",
        "legend",
        "li",
        "main",
        "math",
        "menu",
        "nav",
        "noscript",
        "object",
        "ol",
        "p",
        "pre",
        "script",
        "section",
        "span",
        "style",
        "summary",
        "svg",
        "table",
        "tbody",
        "td",
        "template",
        "tfoot",
        "th",
        "thead",
        "tr",
        "ul",
        "x-custom",
    ];

    #[test]
    fn raw_bodies_by_name_in_any_case() {
        assert_eq!(raw_body_of(b"SCRIPT"), Some(RawBody::Script));
        for n in ["style", "Xmp", "iframe", "noembed", "noframes", "NOSCRIPT"] {
            assert_eq!(raw_body_of(n.as_bytes()), Some(RawBody::RawText), "{n}");
        }
        for n in ["title", "TextArea"] {
            assert_eq!(raw_body_of(n.as_bytes()), Some(RawBody::Rcdata), "{n}");
        }
        for n in ["p", "plaintext", "pre", "", "averyverylongname"] {
            assert_eq!(raw_body_of(n.as_bytes()), None, "{n}");
        }
    }
}
