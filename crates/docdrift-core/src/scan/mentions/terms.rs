//! Definition lists: a `<dt>` naming one thing owns the `<dd>`s after it (Sphinx's
//! `.. py:data::`, `.. confval::`, Markdown's `<dt><code>name</code></dt>`), and a
//! "Default:" field inside a term's description is the term's default.

#[allow(unused_imports)]
use super::*;

impl Walker<'_> {
    /// A definition list: a `<dt>` naming one thing owns the `<dd>`s after it.
    pub(crate) fn definition_list(&mut self, el: ElementRef<'_>) {
        // A `<dt>` naming one thing owns the `<dd>`s after it, up to the next `<dt>`;
        // a nested list has its own terms.
        let outer = self.term.take();
        // A field list inside a term's description (Sphinx's `.. confval::` renders
        // `<dt>Type:</dt><dd>str</dd><dt>Default:</dt><dd>'alabaster'</dd>`): the
        // Default field is the enclosing term's "Default: 'alabaster'".
        let mut default_field = false;
        for c in el.child_elements() {
            if c.value().name() == "dt" {
                let t = collapse_ws(&text_of(c));
                let field = t.trim().trim_end_matches(':').trim().to_ascii_lowercase();
                default_field = outer.is_some()
                    && matches!(field.as_str(), "default" | "defaults" | "default value");
                self.term = if default_field {
                    outer.clone()
                } else {
                    term_name(&t)
                };
                if default_field {
                    continue;
                }
            } else if default_field && c.value().name() == "dd" {
                let mut segs = vec![Seg::Text("Default: ".to_string())];
                let mut blocks = Vec::new();
                inline(c, &mut segs, &mut blocks, self.depth, &mut self.deep);
                // `<dd><p><code>normal</code></p></dd>`: the field's one paragraph is its value.
                if let [p] = blocks[..] {
                    if p.value().name() == "p" && segs.len() == 1 {
                        blocks.clear();
                        inline(p, &mut segs, &mut blocks, self.depth, &mut self.deep);
                    }
                }
                self.paragraphs += 1;
                self.prose(&segs);
                default_field = false;
                continue;
            }
            self.walk(c);
        }
        self.term = outer;
    }
}
