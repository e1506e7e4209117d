//! The text report of a crawl: what robots.txt and the sitemaps said, warnings, failed pages,
//! what was not crawled and why, then the summary line.

use std::path::Path;

use super::style::{paint, Tone};
use crate::crawl::{CrawlReport, Outcome};

/// The text report: warnings, failures, skipped counts, then the summary line.
pub fn render_text(r: &CrawlReport, snapshots: &Path, color: bool) -> String {
    let mut s = String::new();
    s.push_str(&format!("crawl {} (scope {})\n", r.start, r.scope));
    s.push_str(&format!("robots.txt: {}\n", r.robots));
    for m in &r.sitemaps {
        match &m.error {
            Some(e) => s.push_str(&format!("sitemap: {e}\n")),
            None => s.push_str(&format!("sitemap: {}: {} page URLs\n", m.url, m.pages)),
        }
    }
    for w in &r.warnings {
        // The robots.txt and sitemap lines above already say these.
        let said = *w == r.robots
            || r.sitemaps
                .iter()
                .filter_map(|m| m.error.as_deref())
                .any(|e| w.ends_with(e));
        if !said {
            s.push_str(&format!("{} {w}\n", paint("warning:", Tone::Warn, color)));
        }
    }
    for p in r.pages.iter().filter(|p| p.outcome == Outcome::Failed) {
        s.push_str(&format!(
            "{} {}\n",
            paint("failed:", Tone::Bad, color),
            p.error.as_deref().unwrap_or(p.url.as_str())
        ));
    }
    if !r.summary.skipped.is_empty() {
        let parts: Vec<String> = r
            .summary
            .skipped
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect();
        s.push_str(&format!("not crawled: {}\n", parts.join(", ")));
    }
    let tone = if r.summary.failed > 0 {
        Tone::Bad
    } else {
        Tone::Good
    };
    s.push_str(&format!(
        "{} → {}\n",
        paint(&r.summary.line(), tone, color),
        snapshots.display()
    ));
    s
}
