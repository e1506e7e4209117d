//! robots.txt (RFC 9309), read once per crawl before any page is fetched.
//!
//! The crawler asks [`Robots::allowed`] for every URL it would queue. Groups
//! are chosen by the most specific `User-agent` line matching our product
//! token (`docdrift`), else `*`; within the group the longest matching
//! `Allow`/`Disallow` rule wins, `Allow` on ties; `*` and a final `$` are
//! supported. `Crawl-delay` is read (not in the RFC, widely used) and raises
//! the request interval. `Sitemap:` lines feed sitemap discovery.

/// One Allow/Disallow rule.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Rule {
    allow: bool,
    pattern: String,
}

/// Parsed rules for one user agent.
#[derive(Debug, Clone, Default)]
pub struct Robots {
    rules: Vec<Rule>,
    /// `Crawl-delay` of the chosen group, in seconds.
    pub crawl_delay: Option<f64>,
    /// Every `Sitemap:` URL in the file (they are not group-specific).
    pub sitemaps: Vec<String>,
    /// True when the file could not be read for a reason other than "not
    /// found" (RFC 9309 §2.3.1.4: treat the whole site as disallowed).
    pub unreachable: bool,
}

impl Robots {
    /// Everything allowed: no robots.txt (404 and other 4xx), or
    /// `--ignore-robots`.
    pub fn allow_all() -> Robots {
        Robots::default()
    }

    /// Everything disallowed: robots.txt answered 5xx or could not be read.
    pub fn disallow_all() -> Robots {
        Robots {
            rules: vec![Rule {
                allow: false,
                pattern: "/".into(),
            }],
            unreachable: true,
            ..Robots::default()
        }
    }

    /// Parse `text` for `agent` (matched case-insensitively as a prefix of
    /// the User-agent value, e.g. `docdrift` matches `DocDrift/1.0`).
    pub fn parse(text: &str, agent: &str) -> Robots {
        let agent = agent.to_ascii_lowercase();
        // Groups: consecutive User-agent lines followed by rules.
        let mut groups: Vec<(Vec<String>, Vec<Rule>, Option<f64>)> = Vec::new();
        let mut sitemaps = Vec::new();
        let mut in_agents = false;
        for raw in text.lines() {
            let line = raw.split('#').next().unwrap_or("").trim();
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            let key = key.trim().to_ascii_lowercase();
            let value = value.trim();
            match key.as_str() {
                "user-agent" => {
                    if !in_agents {
                        groups.push((Vec::new(), Vec::new(), None));
                        in_agents = true;
                    }
                    if let Some(g) = groups.last_mut() {
                        g.0.push(value.to_ascii_lowercase());
                    }
                }
                "allow" | "disallow" => {
                    in_agents = false;
                    if let Some(g) = groups.last_mut() {
                        // An empty Disallow allows everything: no rule.
                        if !value.is_empty() {
                            g.1.push(Rule {
                                allow: key == "allow",
                                pattern: value.to_string(),
                            });
                        }
                    }
                }
                "crawl-delay" => {
                    in_agents = false;
                    if let Some(g) = groups.last_mut() {
                        g.2 = value
                            .parse::<f64>()
                            .ok()
                            .filter(|d| d.is_finite() && *d >= 0.0);
                    }
                }
                "sitemap" => sitemaps.push(value.to_string()),
                _ => {}
            }
        }
        // The most specific matching agent token wins; rules of every group
        // naming that token are merged (RFC 9309 §2.2.1).
        let product = |ua: &str| ua.split('/').next().unwrap_or("").trim().to_string();
        let named: Vec<_> = groups
            .iter()
            .filter(|g| {
                g.0.iter()
                    .any(|ua| ua != "*" && agent.starts_with(&product(ua)))
            })
            .collect();
        let chosen: Vec<_> = if named.is_empty() {
            groups
                .iter()
                .filter(|g| g.0.iter().any(|ua| ua == "*"))
                .collect()
        } else {
            named
        };
        let mut rules = Vec::new();
        let mut crawl_delay = None;
        for g in chosen {
            rules.extend(g.1.iter().cloned());
            crawl_delay = crawl_delay.or(g.2);
        }
        Robots {
            rules,
            crawl_delay,
            sitemaps,
            unreachable: false,
        }
    }

    /// Whether `path_and_query` (starting with `/`) may be fetched.
    pub fn allowed(&self, path_and_query: &str) -> bool {
        let mut best: Option<(usize, bool)> = None;
        for r in &self.rules {
            if matches(&r.pattern, path_and_query) {
                let len = r.pattern.len();
                best = match best {
                    Some((l, a)) if l > len || (l == len && a) => Some((l, a)),
                    _ => Some((len, r.allow)),
                };
            }
        }
        best.is_none_or(|(_, allow)| allow)
    }
}

/// robots.txt pattern match: `*` is any run, a final `$` anchors the end,
/// otherwise a prefix match.
fn matches(pattern: &str, path: &str) -> bool {
    let (pat, anchored) = match pattern.strip_suffix('$') {
        Some(p) => (p, true),
        None => (pattern, false),
    };
    let parts: Vec<&str> = pat.split('*').collect();
    let mut pos = 0;
    for (i, part) in parts.iter().enumerate() {
        if i == 0 {
            if !path.starts_with(part) {
                return false;
            }
            pos = part.len();
        } else if i == parts.len() - 1 && anchored {
            // The last piece must sit at the very end.
            return path.len() >= pos + part.len() && path.ends_with(part);
        } else {
            match path[pos..].find(part) {
                Some(at) => pos += at + part.len(),
                None => return false,
            }
        }
    }
    !anchored || pos == path.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "\
# comment
User-agent: Googlebot
Disallow: /

User-agent: *
Disallow: /docs/private/
Allow: /docs/private/ok.html
Disallow: /*.pdf$
Disallow: /tmp
Crawl-delay: 2

Sitemap: http://h/sitemap.xml
";

    #[test]
    fn star_group_longest_match_wins() {
        let r = Robots::parse(FILE, "docdrift");
        assert!(r.allowed("/docs/a.html"));
        assert!(!r.allowed("/docs/private/x.html"));
        assert!(r.allowed("/docs/private/ok.html"));
        assert!(!r.allowed("/docs/a.pdf"));
        assert!(r.allowed("/docs/a.pdf.html"));
        assert!(!r.allowed("/tmp/x"));
        assert!(!r.allowed("/tmpfile"));
        assert_eq!(r.crawl_delay, Some(2.0));
        assert_eq!(r.sitemaps, vec!["http://h/sitemap.xml".to_string()]);
    }

    #[test]
    fn named_group_beats_star() {
        let text = "User-agent: *\nDisallow: /\n\nUser-agent: DocDrift\nDisallow: /x/\n";
        let r = Robots::parse(text, "docdrift");
        assert!(r.allowed("/a"));
        assert!(!r.allowed("/x/y"));
        let r = Robots::parse(text, "otherbot");
        assert!(!r.allowed("/a"));
    }

    #[test]
    fn empty_disallow_and_garbage() {
        let r = Robots::parse("User-agent: *\nDisallow:\n\u{fffd}garbage\n", "docdrift");
        assert!(r.allowed("/anything"));
        assert!(Robots::parse("", "docdrift").allowed("/"));
        assert!(!Robots::disallow_all().allowed("/a"));
        assert!(Robots::allow_all().allowed("/a"));
    }

    #[test]
    fn wildcard_matching() {
        assert!(matches("/a*b", "/a/x/b/c"));
        assert!(matches("/a*b$", "/a/x/b"));
        assert!(!matches("/a*b$", "/a/x/bc"));
        assert!(matches("/", "/"));
        assert!(!matches("/x$", "/x/"));
        assert!(matches("*", "/anything"));
    }
}
