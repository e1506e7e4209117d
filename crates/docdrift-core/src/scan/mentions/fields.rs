//! A paragraph of labelled fields, one of them the setting's name: isort's options
//! reference renders each option under a heading of words ("Python Version") as
//!
//! ```text
//! Type: String  Default: `py3`  Config default: `3`  Python & Config File Name: py_version
//! ```
//!
//! (each label in bold, the fields split by `<br>`). The heading names nothing the code
//! defines; the "… Name:" field does, and every "Default:" field of the paragraph is that
//! name's default. Only a name field that is the paragraph's own ("Name:", "Config File
//! Name:", "Setting:", "Key:") counts; a name in running prose is left to the sentence rules.

#[allow(unused_imports)]
use super::*;

impl Walker<'_> {
    /// One mention per "Default:"-labelled field of a field paragraph that names its
    /// setting; `false` when `masked` is no such paragraph.
    pub(crate) fn field_paragraph(&mut self, masked: &str, codes: &[String]) -> bool {
        if !contains_ascii_ci(masked, "default") {
            return false;
        }
        let Some(name) = name_field_re().captures(masked).map(|c| c[1].to_string()) else {
            return false;
        };
        if !is_name(&name) || is_type_word(&name) {
            return false;
        }
        let unmask = |s: &str| unmask(s, codes);
        let text = unmask(masked).trim().to_string();
        let mut any = false;
        for c in default_field_re().captures_iter(masked) {
            let (Some(label), Some(at)) = (c.name("label"), c.name("tail")) else {
                continue;
            };
            let Some((value, vend, _)) = value_at(masked, at.start(), codes) else {
                continue;
            };
            let piece = unmask(&masked[label.start()..vend]);
            let m = self.prose_mention(
                name.clone(),
                split_path(&name),
                value,
                text.clone(),
                vec![piece],
            );
            self.out.push(m);
            any = true;
        }
        any
    }

    /// A table row whose Default cell marks that there is none ("required", "-", empty:
    /// mkdocstrings' parameters table for options taken as `**kwargs`) may still state the
    /// default in another cell ("… Default : True" in flask-cors' descriptions): those cells
    /// are read as prose about the row's name, as a definition term's description is.
    pub(crate) fn row_as_term(&mut self, key: &str, cells: &[ElementRef<'_>], skip: [usize; 2]) {
        if !no_value_marker(&collapse_ws(&text_of(cells[skip[1]]))) {
            return;
        }
        let saved = self.term.replace(key.to_string());
        for (i, c) in cells.iter().enumerate() {
            if !skip.contains(&i) {
                self.walk(*c);
            }
        }
        self.term = saved;
    }

    /// A value the page marks as a default by its element's title, which opens with "default"
    /// as `quick::default_title` matches it (mkdocstrings' `<code title="default
    /// value">True</code>` after an option's type): the default of what the heading names. A
    /// page without a heading naming a setting gives it to no one.
    pub(crate) fn titled_defaults(&mut self, el: ElementRef<'_>) {
        let marked: Vec<String> = el
            .descendants()
            .filter_map(ElementRef::wrap)
            .filter(|c| {
                c.value().name() == "code"
                    && c.value().attr("title").is_some_and(|t| {
                        t.get(..7)
                            .is_some_and(|w| w.eq_ignore_ascii_case("default"))
                    })
            })
            .map(|c| collapse_ws(&text_of(c)).trim().to_string())
            .filter(|v| !v.is_empty())
            .collect();
        if marked.is_empty() {
            return;
        }
        let Some(name) = self.heading_owner() else {
            return;
        };
        let text = collapse_ws(&text_of(el)).trim().to_string();
        for value in marked {
            let mut m = self.prose_mention(
                name.clone(),
                split_path(&name),
                value.clone(),
                format!("{name}: {text}"),
                vec![value],
            );
            m.term = self.term.is_some();
            self.out.push(m);
        }
    }
}

impl Walker<'_> {
    /// Whether the innermost heading says what follows are defaults: rustdoc's `# Default`
    /// section over a builder ("Default", "Defaults", "Default values", "Default settings").
    pub(crate) fn under_defaults_heading(&self) -> bool {
        self.headings
            .last()
            // rustdoc opens a docblock heading with its `§` anchor.
            .is_some_and(|(_, h)| defaults_heading_re().is_match(h.trim_start_matches(['§', ' '])))
    }

    /// A list item `name: value` under a defaults heading (backon's `ExponentialBuilder`:
    /// "- jitter: false", "- min_delay: 1s") states that name's default. The item is the name,
    /// a colon or `=`, and one value (as a sentence states one), nothing after it.
    pub(crate) fn default_list_item(&mut self, segs: &[Seg]) {
        let (masked, codes) = mask(segs);
        let Some(c) = default_item_re().captures(&masked) else {
            return;
        };
        let name = match (c.name("code"), c.name("word"), c.name("words")) {
            (Some(i), _, _) => codes
                .get(i.as_str().parse::<usize>().unwrap_or(usize::MAX))
                .cloned()
                .unwrap_or_default(),
            (None, Some(w), _) => w.as_str().to_string(),
            // "Warm-up time" is the field `warm_up_time`, as criterion's list names it.
            (None, None, Some(w)) => w
                .as_str()
                .split([' ', '-'])
                .map(str::to_ascii_lowercase)
                .collect::<Vec<_>>()
                .join("_"),
            _ => return,
        };
        if !is_name(&name) || is_type_word(&name) {
            return;
        }
        let Some(at) = c.get(0).map(|m| m.end()) else {
            return;
        };
        let Some((value, vend, _)) = value_at(&masked, at, &codes) else {
            return;
        };
        // After the value only punctuation, or, for a name in words, the value's own unit
        // word or gloss ("100 measurements", "0.01 (1%)").
        let rest = masked[vend..].trim().trim_end_matches(['.', ',', ';']);
        let gloss = c.name("words").is_some() && value_gloss_re().is_match(rest);
        if !rest.is_empty() && !gloss {
            return;
        }
        let text = unmask(&masked, &codes).trim().to_string();
        let m = self.prose_mention(
            name.clone(),
            split_path(&name),
            value,
            text.clone(),
            vec![text],
        );
        self.out.push(m);
    }
}

// "Default", "Defaults", "Default values", "Default Settings", "The defaults:".
re!(
    defaults_heading_re,
    r"(?i)^(?:the\s+)?defaults?(?:\s+(?:values?|settings?|configuration|config|options?|parameters?))?\s*:?$"
);
// A defaults list item: a name (bare, one code span, or two to four words, "Warm-up time"),
// then `:` or `=`.
re!(
    default_item_re,
    r"^\s*(?:\x{E000}(?P<code>[0-9]+)\x{E001}|(?P<word>[A-Za-z_][A-Za-z0-9_]*)|(?P<words>[A-Z][a-z]+(?:-[a-z]+)?(?:\s[a-z]+(?:-[a-z]+)?){1,3}))\s*[:=]\s*"
);
// What may follow a value named in words: one lower-case unit word or a parenthesis.
re!(value_gloss_re, r"^(?:[a-z]+|\([^()]*\))$");

/// A list item of a list opened by a paragraph that says what follows are defaults
/// (criterion's "Creates a benchmark manager with the following default settings:").
pub(crate) fn defaults_led(li: ElementRef<'_>) -> bool {
    let Some(list) = li.parent().and_then(ElementRef::wrap) else {
        return false;
    };
    super::titles::lead_in(list)
        .is_some_and(|t| t.ends_with(':') && defaults_lead_re().is_match(t.trim_end_matches(':')))
}
// "… the following default settings", "The defaults are", "Default configuration".
re!(
    defaults_lead_re,
    r"(?i)\bdefaults?(?:\s+(?:values?|settings?|configuration|config|options?|parameters?))?(?:\s+(?:are|is))?\s*$"
);

// "Python & Config File Name: py_version", "Config File Name: x", "Setting: x", "Key: x":
// a label ending in "Name", "Setting" or "Key", then one identifier.
re!(
    name_field_re,
    r"(?:^|\s)(?:[A-Z][A-Za-z]*\s+(?:&\s+|and\s+)?){0,4}(?:Name|Setting|Key)\s*:\s+([A-Za-z_][A-Za-z0-9_.-]*)(?:\s|$)"
);
// "Default: `py3`", "Config default: `3`" — the field labels, not "the default is".
re!(
    default_field_re,
    r"(?:^|\s)(?P<label>(?:[A-Z][A-Za-z]*\s+)?[Dd]efault\s*:)(?P<tail>\s*)"
);

#[cfg(test)]
mod tests {
    use crate::scan::mentions::{find, DocPage};

    #[test]
    fn a_name_field_names_the_paragraphs_default_fields() {
        let html = "<html><body><h2>Python Version</h2>\
            <p>Tells isort which Python. Default is to assume any Python 3 version.</p>\
            <p><strong>Type:</strong> String<br/><strong>Default:</strong> <code>py3</code><br/>\
            <strong>Config default:</strong> <code>3</code><br/>\
            <strong>Python &amp; Config File Name:</strong> py_version<br/>\
            <strong>CLI Flags:</strong></p>\
            <h2>Line Length</h2><p><strong>Type:</strong> Int<br/><strong>Default:</strong> \
            <code>79</code></p></body></html>";
        let got: Vec<(String, String)> = find(&DocPage::from_html("options.html", html))
            .mentions
            .into_iter()
            .map(|m| (m.name, m.raw_value))
            .collect();
        // The second option's paragraph names nothing: its default is no one's.
        assert_eq!(
            got,
            [
                ("py_version".to_string(), "py3".to_string()),
                ("py_version".into(), "3".into())
            ]
        );
    }

    #[test]
    fn a_value_titled_default_is_the_default_of_the_headings_setting() {
        // mkdocstrings-python's options reference; the "¤" is its permalink.
        let html = "<html><body><h2 id=\"allow_inspection\"><code>allow_inspection</code>\
            <a class=\"headerlink\" href=\"#allow_inspection\">\u{a4}</a></h2><ul><li><strong>\
            Type [<code>bool</code>][] <code title=\"default value\">True</code></strong></li></ul>\
            <h2>Notes</h2><ul><li><code title=\"default value\">3</code></li></ul></body></html>";
        let page = DocPage::from_html("options.html", html);
        let got: Vec<(String, String)> = find(&page)
            .mentions
            .into_iter()
            .map(|m| (m.name, m.raw_value))
            .collect();
        // Under a heading of words the value is no one's.
        assert_eq!(got, [("allow_inspection".to_string(), "True".to_string())]);
        // The page's text never says "default": the quick check still takes the DOM.
        let none = std::collections::HashSet::new();
        let quick = crate::scan::mentions::QuickCheck::new(&none).unwrap();
        assert!(!quick.says_nothing(html));
    }
}
