//! THE element tables of docdrift: which element kind a tag name is ([`K`]), and every
//! per-element category a reader of HTML needs: hidden and block elements of the
//! visible-text definition (`pages::text`), void elements, raw-text bodies, the tree rules'
//! special, formatting and `<p>`-closing elements, the tags that break out of foreign
//! content, and the integration-point names. The DOM walk (`pages::text`), the fast path,
//! the nesting cap walk, `count --explain`'s layout, scan's quick check and walker and the
//! crawl's link scanner all ask these functions; none keeps a list of its own.

/// Element names the tree rules care about; everything else is `Other` (compared by name hash).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum K {
    A,
    Address,
    Applet,
    Area,
    Article,
    Aside,
    B,
    Base,
    Basefont,
    Bgsound,
    Big,
    Blockquote,
    Body,
    Br,
    Button,
    Canvas,
    Caption,
    Center,
    Code,
    Col,
    Colgroup,
    Dd,
    Details,
    Dialog,
    Dir,
    Div,
    Dl,
    Dt,
    Em,
    Embed,
    Fieldset,
    Figcaption,
    Figure,
    Font,
    Footer,
    Form,
    Frame,
    Frameset,
    H1,
    H2,
    H3,
    H4,
    H5,
    H6,
    Head,
    Header,
    Hgroup,
    Hr,
    Html,
    I,
    Iframe,
    Image,
    Img,
    Input,
    Keygen,
    Legend,
    Li,
    Link,
    Listing,
    Main,
    Marquee,
    Math,
    Menu,
    Meta,
    Nav,
    Nobr,
    Noembed,
    Noframes,
    Noscript,
    Object,
    Ol,
    Option,
    P,
    Param,
    Plaintext,
    Pre,
    S,
    Script,
    Search,
    Section,
    Select,
    Small,
    Source,
    Span,
    Strike,
    Strong,
    Style,
    Sub,
    Summary,
    Sup,
    Svg,
    Table,
    Tbody,
    Td,
    Template,
    Textarea,
    Tfoot,
    Th,
    Thead,
    Title,
    Tr,
    Track,
    Tt,
    U,
    Ul,
    Var,
    Wbr,
    Xmp,
    Ruby,
    Other,
}

pub(crate) const K_COUNT: usize = K::Other as usize + 1;

/// The name of each kind, in the order of [`K`] (all but `Other`).
const K_NAMES: [&[u8]; K_COUNT - 1] = [
    b"a",
    b"address",
    b"applet",
    b"area",
    b"article",
    b"aside",
    b"b",
    b"base",
    b"basefont",
    b"bgsound",
    b"big",
    b"blockquote",
    b"body",
    b"br",
    b"button",
    b"canvas",
    b"caption",
    b"center",
    b"code",
    b"col",
    b"colgroup",
    b"dd",
    b"details",
    b"dialog",
    b"dir",
    b"div",
    b"dl",
    b"dt",
    b"em",
    b"embed",
    b"fieldset",
    b"figcaption",
    b"figure",
    b"font",
    b"footer",
    b"form",
    b"frame",
    b"frameset",
    b"h1",
    b"h2",
    b"h3",
    b"h4",
    b"h5",
    b"h6",
    b"head",
    b"header",
    b"hgroup",
    b"hr",
    b"html",
    b"i",
    b"iframe",
    b"image",
    b"img",
    b"input",
    b"keygen",
    b"legend",
    b"li",
    b"link",
    b"listing",
    b"main",
    b"marquee",
    b"math",
    b"menu",
    b"meta",
    b"nav",
    b"nobr",
    b"noembed",
    b"noframes",
    b"noscript",
    b"object",
    b"ol",
    b"option",
    b"p",
    b"param",
    b"plaintext",
    b"pre",
    b"s",
    b"script",
    b"search",
    b"section",
    b"select",
    b"small",
    b"source",
    b"span",
    b"strike",
    b"strong",
    b"style",
    b"sub",
    b"summary",
    b"sup",
    b"svg",
    b"table",
    b"tbody",
    b"td",
    b"template",
    b"textarea",
    b"tfoot",
    b"th",
    b"thead",
    b"title",
    b"tr",
    b"track",
    b"tt",
    b"u",
    b"ul",
    b"var",
    b"wbr",
    b"xmp",
    b"ruby",
];

/// [`name_hash`] of each kind's name (0 for `Other`): a tag of a known kind gets its hash from
/// here instead of hashing its name, which only `Other` elements and foreign content read.
pub(crate) const KIND_HASH: [u64; K_COUNT] = {
    let mut h = [0u64; K_COUNT];
    let mut i = 0;
    while i < K_NAMES.len() {
        h[i] = name_hash(K_NAMES[i]);
        i += 1;
    }
    h
};

pub(crate) fn kind_of(name: &[u8]) -> K {
    match name {
        b"a" => K::A,
        b"address" => K::Address,
        b"applet" => K::Applet,
        b"area" => K::Area,
        b"article" => K::Article,
        b"aside" => K::Aside,
        b"b" => K::B,
        b"base" => K::Base,
        b"basefont" => K::Basefont,
        b"bgsound" => K::Bgsound,
        b"big" => K::Big,
        b"blockquote" => K::Blockquote,
        b"body" => K::Body,
        b"br" => K::Br,
        b"button" => K::Button,
        b"canvas" => K::Canvas,
        b"caption" => K::Caption,
        b"center" => K::Center,
        b"code" => K::Code,
        b"col" => K::Col,
        b"colgroup" => K::Colgroup,
        b"dd" => K::Dd,
        b"details" => K::Details,
        b"dialog" => K::Dialog,
        b"dir" => K::Dir,
        b"div" => K::Div,
        b"dl" => K::Dl,
        b"dt" => K::Dt,
        b"em" => K::Em,
        b"embed" => K::Embed,
        b"fieldset" => K::Fieldset,
        b"figcaption" => K::Figcaption,
        b"figure" => K::Figure,
        b"font" => K::Font,
        b"footer" => K::Footer,
        b"form" => K::Form,
        b"frame" => K::Frame,
        b"frameset" => K::Frameset,
        b"h1" => K::H1,
        b"h2" => K::H2,
        b"h3" => K::H3,
        b"h4" => K::H4,
        b"h5" => K::H5,
        b"h6" => K::H6,
        b"head" => K::Head,
        b"header" => K::Header,
        b"hgroup" => K::Hgroup,
        b"hr" => K::Hr,
        b"html" => K::Html,
        b"i" => K::I,
        b"iframe" => K::Iframe,
        b"image" => K::Image,
        b"img" => K::Img,
        b"input" => K::Input,
        b"keygen" => K::Keygen,
        b"legend" => K::Legend,
        b"li" => K::Li,
        b"link" => K::Link,
        b"listing" => K::Listing,
        b"main" => K::Main,
        b"marquee" => K::Marquee,
        b"math" => K::Math,
        b"menu" => K::Menu,
        b"meta" => K::Meta,
        b"nav" => K::Nav,
        b"nobr" => K::Nobr,
        b"noembed" => K::Noembed,
        b"noframes" => K::Noframes,
        b"noscript" => K::Noscript,
        b"object" => K::Object,
        b"ol" => K::Ol,
        b"option" => K::Option,
        b"p" => K::P,
        b"param" => K::Param,
        b"plaintext" => K::Plaintext,
        b"pre" => K::Pre,
        b"ruby" => K::Ruby,
        b"s" => K::S,
        b"script" => K::Script,
        b"search" => K::Search,
        b"section" => K::Section,
        b"select" => K::Select,
        b"small" => K::Small,
        b"source" => K::Source,
        b"span" => K::Span,
        b"strike" => K::Strike,
        b"strong" => K::Strong,
        b"style" => K::Style,
        b"sub" => K::Sub,
        b"summary" => K::Summary,
        b"sup" => K::Sup,
        b"svg" => K::Svg,
        b"table" => K::Table,
        b"tbody" => K::Tbody,
        b"td" => K::Td,
        b"template" => K::Template,
        b"textarea" => K::Textarea,
        b"tfoot" => K::Tfoot,
        b"th" => K::Th,
        b"thead" => K::Thead,
        b"title" => K::Title,
        b"tr" => K::Tr,
        b"track" => K::Track,
        b"tt" => K::Tt,
        b"u" => K::U,
        b"ul" => K::Ul,
        b"var" => K::Var,
        b"wbr" => K::Wbr,
        b"xmp" => K::Xmp,
        _ => K::Other,
    }
}

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

/// FNV-1a over the lower-cased name: identifies `Other` and foreign elements for end tags.
pub(crate) const fn name_hash(name: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < name.len() {
        h ^= name[i].to_ascii_lowercase() as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    h
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

/// [`kind_of`] for a name in any case (the DOM gives lower case; page bytes may not).
pub(crate) fn kind_of_any_case(name: &[u8]) -> K {
    let mut buf = [0u8; 10];
    let Some(lower) = buf.get_mut(..name.len()) else {
        return K::Other;
    };
    lower.copy_from_slice(name);
    lower.make_ascii_lowercase();
    kind_of(lower)
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

    #[test]
    fn kind_names_follow_the_enum() {
        for (i, name) in K_NAMES.iter().enumerate() {
            let k = kind_of(name);
            assert_eq!(k as usize, i, "{:?}", String::from_utf8_lossy(name));
            assert_eq!(KIND_HASH[i], name_hash(name));
        }
        assert_eq!(kind_of(b"rustdoc-toolbar"), K::Other);
    }
}

#[cfg(test)]
mod raw_body_tests {
    use super::*;

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
