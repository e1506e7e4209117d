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
        let unmask = |s: &str| -> String {
            code_ref_re()
                .replace_all(s, |c: &regex::Captures<'_>| {
                    codes
                        .get(c[1].parse::<usize>().unwrap_or(usize::MAX))
                        .cloned()
                        .unwrap_or_default()
                })
                .into_owned()
        };
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
            self.out.push(Mention {
                page: self.page.url.clone(),
                title: self.title.clone(),
                form: Form::Prose,
                name: name.clone(),
                path: split_path(&name),
                context: self.context(),
                raw_value: value,
                text: text.clone(),
                position: format!("paragraph {}", self.paragraphs),
                line: None,
                text_offset: None,
                table: None,
                block: None,
                commented: false,
                pattern: vec![piece],
                example: None,
                sample: false,
                owner_type: None,
                term: false,
                from_previous: false,
                titled_file: None,
                type_heading: None,
                unmarked: false,
            });
            any = true;
        }
        any
    }
}

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
}
