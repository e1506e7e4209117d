//! A type's own default stated in rustdoc prose, compared with the type's `Default`
//! (`source::rust::enums::type_defaults`, kind `RustTypeDefault`):
//!
//! - "The default is `IpVersion::Any`.", "Defaults to `RedirectPolicy::None`." anywhere: the
//!   path names the type and the member its `default()` returns;
//! - "This is the default." (or a closing "(default)") in the docs of a constructor that takes
//!   nothing and returns `Self` (`pub fn none() -> Self`) or of an enum's variant, on the
//!   type's own page (`struct.Authentication.html`, `enum.RedirectPolicy.html`).
//!
//! A mention is named `type-default:Type`, a name only a type's default has, so these
//! sentences never reach a setting of the same name.

#[allow(unused_imports)]
use super::*;

// "The default is `X`", "the default value is `X`", "Defaults to `X`" (a code span, or the
// path written plainly).
re!(
    default_is_re,
    r"(?:(?i:\bthe\s+default(?:\s+(?:value|setting|option|behaviou?r|choice|mode|policy|implementation))?\s+is)|(?i:\bdefaults\s+to))\s+(?P<v>\x{E000}[0-9]+\x{E001}|[A-Z][A-Za-z0-9_]*::[A-Za-z_][A-Za-z0-9_]*(?:\(\))?)"
);
// `Type::member` or `Type::member()`, optionally behind a module path.
re!(
    member_path_re,
    r"^(?:[a-z_][a-z0-9_]*::)*(?P<ty>[A-Z][A-Za-z0-9_]*)::(?P<m>[A-Za-z_][A-Za-z0-9_]*)(?:\(\))?$"
);
// "This is the default." as a sentence of its own, or a closing "(default)" — perhaps the
// last of a list in it (argon2's "Version 19 (0x13 in hex, default)").
re!(
    this_is_default_re,
    r"(?i)(?:^|[.!?]\s+)(?:this|that|it)\s+is\s+the\s+default(?:\s+(?:value|setting|option|behaviou?r|choice|mode|policy|variant))?\s*[.)]|\((?:[^()]*,)?\s*(?:the\s+)?default\s*\)\s*\.?\s*$"
);
// A constructor's rustdoc heading: `pub const fn none() -> Self`.
re!(
    constructor_heading_re,
    r"\bfn\s+(?P<m>[A-Za-z_][A-Za-z0-9_]*)\s*\(\s*\)\s*->\s*(?P<ret>[A-Za-z_][A-Za-z0-9_]*)\s*$"
);

impl Walker<'_> {
    /// The paragraph's statements about whole things rather than settings: Cargo features
    /// (`features.rs`) and types' own defaults (here).
    pub(crate) fn whole_defaults(&mut self, masked: &str, codes: &[String]) {
        self.feature_defaults(masked, codes);
        self.type_defaults(masked, codes);
    }

    fn type_defaults(&mut self, masked: &str, codes: &[String]) {
        if !contains_ascii_ci(masked, "default") {
            return;
        }
        let text = unmask(masked, codes).trim().to_string();
        let mut stated: Vec<(String, String, String)> = Vec::new();
        for c in default_is_re().captures_iter(masked) {
            let v = unmask(&c["v"], codes);
            let piece = unmask(c.get(0).map_or("", |m| m.as_str()), codes);
            if let Some(p) = member_path_re().captures(v.trim()) {
                stated.push((p["ty"].to_string(), p["m"].to_string(), piece));
            } else if let Some(ty) = self
                .own_enum_top()
                .filter(|_| crate::scan::agree::is_variant_word(v.trim()))
            {
                // "The default is `Fast` which …" in an enum's own description
                // (deadpool-postgres's `RecyclingMethod`): the variant of that enum.
                stated.push((ty, v.trim().to_string(), piece));
            }
        }
        if let Some(m) = this_is_default_re().find(masked) {
            if let Some((ty, member)) = self.documented_member() {
                stated.push((ty, member, unmask(m.as_str(), codes).trim().to_string()));
            }
        }
        // "The default is `TlsConfig::default`" says nothing about which one it is.
        stated.retain(|(_, member, _)| member != "default");
        for (ty, member, piece) in stated {
            let mut m = self.prose_mention(
                format!("{ty}::default()"),
                vec![format!("type-default:{ty}")],
                format!("{ty}::{member}"),
                text.clone(),
                vec![piece.trim().to_string()],
            );
            m.context = self.context();
            self.out.push(m);
        }
    }

    /// The kind and name of the item this rustdoc page documents: `enum.RecyclingMethod.html`
    /// is `("enum", "RecyclingMethod")`.
    fn page_item(&self) -> Option<(&str, &str)> {
        let file = self.page.url.rsplit('/').next()?.strip_suffix(".html")?;
        file.split_once('.')
    }

    /// The enum of this rustdoc page (`enum.RecyclingMethod.html`) while its own description,
    /// above any section heading, is walked.
    fn own_enum_top(&self) -> Option<String> {
        let ("enum", ty) = self.page_item()? else {
            return None;
        };
        self.headings
            .iter()
            .all(|(level, _)| *level <= 1)
            .then(|| ty.to_string())
    }

    /// The type of this rustdoc page and the member whose docs are being walked: a
    /// constructor taking nothing and returning `Self` (or the type), or a variant's heading
    /// on an enum's page.
    fn documented_member(&self) -> Option<(String, String)> {
        let (kind, ty) = self.page_item()?;
        if !matches!(kind, "struct" | "enum" | "union") {
            return None;
        }
        let (level, h) = self.headings.last()?;
        if let Some(c) = constructor_heading_re().captures(h) {
            let ret = &c["ret"];
            return (ret == "Self" || ret == ty).then(|| (ty.to_string(), c["m"].to_string()));
        }
        let name = h.trim_matches(|c: char| c == '§' || c.is_whitespace());
        // `Argon2id = 2`: a variant's heading shows its discriminant.
        let name = name.split_once(" = ").map_or(name, |(n, _)| n.trim_end());
        let variant = kind == "enum"
            && *level == 3
            && name.chars().next().is_some_and(|c| c.is_ascii_uppercase())
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        variant.then(|| (ty.to_string(), name.to_string()))
    }
}
