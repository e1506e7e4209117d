//! The release a page's title states, compared with the project's own version
//! (`scan::release`): Sphinx titles every page "{page} — {project} {release} documentation"
//! (`html_title`'s default; "dataset 2.0.0 documentation", "API documentation - dataset
//! 2.0.0 documentation" in themes that join with a dash). Docs built from an older release
//! than the code (configobj's "5.0.6 documentation" over `__version__ = '5.0.7'`) say so on
//! every page.
//!
//! A mention is named [`RELEASE_NAME`], a name only `scan::release`'s definitions have, read
//! only when the code states a release (the kept words hold the name). It is read from the
//! title alone, on every page, whether or not the page is walked: the quick check's answer
//! does not change it (a page it skips has its title parsed alone, and only when its bytes
//! say "documentation").

#[allow(unused_imports)]
use super::*;

/// The name a release statement and the project's release definitions share.
pub(crate) const RELEASE_NAME: &str = "release:project";

// The title's last part: the project's words, the release (`2.0.0`, `v1.48.1`, `1.0rc1`,
// `2.1.0.dev0`) and "documentation".
re!(
    release_title_re,
    r"^(?P<project>[^\s\d][^|]*?)\s+v?(?P<v>\d+(?:\.\d+)+(?:(?:a|b|rc|\.post|\.dev)\d*|[-+][0-9A-Za-z][0-9A-Za-z.]*)?)\s+documentation\s*$"
);

/// Whether a scan keeping `keep` asks for a release statement.
pub(crate) fn release_wanted(keep: Option<&HashSet<String>>) -> bool {
    keep.is_none_or(|k| k.contains(RELEASE_NAME))
}

/// The release `title` states, as a mention on `page`.
pub(crate) fn release_mention(page: &DocPage, title: Option<&str>) -> Option<Mention> {
    let title = collapse_ws(title?);
    // The site's own title follows the page's after " — ", " - ", " – " or " | ".
    let last = [" \u{2014} ", " - ", " \u{2013} ", " | "]
        .iter()
        .filter_map(|sep| title.rfind(sep).map(|i| i + sep.len()))
        .max()
        .map_or(title.as_str(), |i| &title[i..]);
    let c = release_title_re().captures(last.trim())?;
    // "4.9" and `__version__ = '4.9.0'` are one release (`scan::release`).
    let version = crate::source::config::canonical_version(&c["v"]).unwrap_or(c["v"].to_string());
    Some(Mention {
        page: page.url.clone(),
        title: Some(title.clone()),
        name: RELEASE_NAME.to_string(),
        path: vec![RELEASE_NAME.to_string()],
        raw_value: format!("\"{version}\""),
        text: title.clone(),
        position: "page title".to_string(),
        pattern: vec![last.trim().to_string()],
        ..Mention::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stated(title: &str) -> Option<String> {
        let page = DocPage::from_html("index.html", "");
        release_mention(&page, Some(title)).map(|m| m.raw_value)
    }

    #[test]
    fn sphinx_titles_state_the_release() {
        assert_eq!(
            stated("dataset 2.0.0 documentation").as_deref(),
            Some("\"2.0\"")
        );
        assert_eq!(
            stated("pexpect 4.9 documentation").as_deref(),
            Some("\"4.9\"")
        );
        assert_eq!(
            stated("API documentation - dataset 2.0.1 documentation").as_deref(),
            Some("\"2.0.1\"")
        );
        assert_eq!(
            stated("Welcome to WebTest’s documentation! \u{2014} WebTest 3.0.7 documentation")
                .as_deref(),
            Some("\"3.0.7\"")
        );
        assert_eq!(
            stated("mutagen v1.48.1 documentation").as_deref(),
            Some("\"1.48.1\"")
        );
        assert_eq!(
            stated("Flask-RESTful 0.3.10 documentation").as_deref(),
            Some("\"0.3.10\"")
        );
        assert_eq!(
            stated("x 2.1.0.dev0 documentation").as_deref(),
            Some("\"2.1.0.dev0\"")
        );
        assert_eq!(
            stated("x 1.0rc1 documentation").as_deref(),
            Some("\"1.0rc1\"")
        );
    }

    #[test]
    fn other_titles_state_none() {
        // No project words, no release, or the release is not the site's.
        assert_eq!(stated("3.12 documentation"), None);
        assert_eq!(stated("dataset documentation"), None);
        assert_eq!(stated("Python 3 documentation of dataset"), None);
        assert_eq!(stated("Changes in 2.0 — dataset"), None);
        assert_eq!(stated("Upgrading to 2.0.0"), None);
        // yarl's conf.py cuts its version to "1.25.1-": no release a reader can name.
        assert_eq!(stated("yarl \u{2014} yarl 1.25.1- documentation"), None);
    }
}
