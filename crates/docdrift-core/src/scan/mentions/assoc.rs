//! Rustdoc's associated constants: an impl block's `<h4 class="code-header">pub const
//! DEFAULT_ENV: &'static str = "RUST_LOG"</h4>` (tracing-subscriber's `EnvFilter`) shows the
//! constant's value, as a `const` line in a code block does. It is that impl type's constant,
//! `EnvFilter::DEFAULT_ENV`.

#[allow(unused_imports)]
use super::*;

impl Walker<'_> {
    /// One mention when `heading` is an associated constant's header with a literal value,
    /// inside an impl block.
    pub(crate) fn associated_const(&mut self, heading: &str) {
        let Some(c) = assoc_const_re().captures(heading) else {
            return;
        };
        let Some(ty) = self.impl_type() else {
            return;
        };
        let (name, value) = (&c["name"], c["value"].trim());
        // `0xFFFFFF`, `1_000u32`: Rust's integer literals (argon2's `MAX_P_COST`) as well.
        if !super::class_params::is_literal(value) && code_literal(value).is_none() {
            return;
        }
        self.paragraphs += 1;
        let m = self.prose_mention(
            format!("{ty}::{name}"),
            vec![ty.clone(), name.to_string()],
            value.to_string(),
            heading.to_string(),
            vec![heading.to_string()],
        );
        self.out.push(m);
    }
}

re!(
    assoc_const_re,
    r"^pub(?:\([^)]*\))?\s+const\s+(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*:[^=]+=\s*(?P<value>.+?)\s*;?$"
);
