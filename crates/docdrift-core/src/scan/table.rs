//! The `--format table` view of a scan: totals first, then one short block
//! per finding (what, the docs places, the code places, why), wrapped to a
//! fixed width so it reads in a 100-column terminal or a CI log.

use super::confidence::is_low;
use super::{finding_ids, Class, ScanFinding, ScanResult};
use std::fmt::Write as _;

/// Render for `width` columns (at least 60). `all` also lists agreements
/// and ambiguous mentions where one candidate agrees.
pub fn render(result: &ScanResult, all: bool, width: usize) -> String {
    let width = width.max(60);
    let mut out = String::new();
    let count = |c: Class, quiet: bool| {
        result
            .findings
            .iter()
            .filter(|f| f.class == c && f.quiet == quiet && !is_low(f))
            .count()
    };
    let drift: Vec<String> = [
        Class::Disagree,
        Class::Inconsistent,
        Class::DocumentedNotInCode,
        Class::Undocumented,
    ]
    .iter()
    .map(|&c| (c, count(c, false)))
    .filter(|(_, n)| *n > 0)
    .map(|(c, n)| format!("{n} {}", c.as_str()))
    .collect();
    let total: usize = [
        Class::Disagree,
        Class::Inconsistent,
        Class::DocumentedNotInCode,
        Class::Undocumented,
    ]
    .iter()
    .map(|&c| count(c, false))
    .sum();
    let head = format!(
        "{total} drift finding{}{}",
        if total == 1 { "" } else { "s" },
        if drift.is_empty() {
            String::new()
        } else {
            format!(": {}", drift.join(", "))
        },
    );
    wrap_into(&mut out, &head, "  ", width);
    let low = result.low_confidence_drift();
    if low > 0 {
        wrap_into(
            &mut out,
            &format!(
                "{low} low-confidence drift finding{} (a weak docs-to-code link){}",
                if low == 1 { "" } else { "s" },
                if all { "" } else { ": listed with --all" }
            ),
            "  ",
            width,
        );
    }
    let pages = PageNames::of(result);
    if let Some(line) = top_pages(result, all, &pages) {
        wrap_into(&mut out, &line, "  ", width);
    }
    wrap_into(
        &mut out,
        &format!(
            "{} ambiguous; {} agree and {} ambiguous with an agreeing candidate{}",
            count(Class::Ambiguous, false),
            count(Class::Agree, false),
            count(Class::Ambiguous, true),
            if all { "" } else { " (listed with --all)" }
        ),
        "  ",
        width,
    );
    wrap_into(
        &mut out,
        &format!(
            "scanned {} pages ({} value mentions, {} not in code or not comparable{}) against {} code definitions",
            result.pages,
            result.mentions,
            result.unmatched,
            if result.none_defaults > 0 {
                format!(
                    ", {} against a Python `None` default, decided at run time",
                    result.none_defaults
                )
            } else {
                String::new()
            },
            result.code_names
        ),
        "",
        width,
    );
    for (f, id) in result.findings.iter().zip(finding_ids(result)) {
        let shown = all || !(f.class == Class::Agree || f.quiet || is_low(f));
        if !shown {
            continue;
        }
        out.push('\n');
        block(&mut out, f, &id, width, &pages);
    }
    out
}

fn block(out: &mut String, f: &ScanFinding, id: &str, width: usize, pages: &PageNames) {
    let label = if f.quiet {
        "AMBIGUOUS (one candidate agrees)".to_string()
    } else if is_low(f) {
        format!("{} (low confidence)", f.class.as_str().to_uppercase())
    } else {
        f.class.as_str().to_uppercase()
    };
    wrap_into(out, &format!("{label}  {id}"), "  ", width);
    let value = f
        .mention
        .as_ref()
        .map(|m| m.raw_value.clone())
        .unwrap_or_default();
    // One statement repeated on many pages: the first few and a count.
    const DOCS_SHOWN: usize = 5;
    for (k, m) in f.mentions.iter().enumerate().take(DOCS_SHOWN) {
        let page = pages.short(&m.page);
        let place = match m.line {
            Some(l) => format!("{page}:{l}"),
            None => format!("{page} ({})", m.position),
        };
        // Grouped places state the same value, maybe spelled differently
        // (`enabled`, `true`): each shows its own spelling.
        let lead = match (k, m.raw_value == value) {
            (0, _) => format!("  docs  {}  ", m.raw_value),
            (_, true) => "        ".to_string(),
            (_, false) => format!("        {}  ", m.raw_value),
        };
        wrap_into(
            out,
            &format!("{lead}{place} {}: {}", m.form.as_str(), m.text),
            "          ",
            width,
        );
    }
    if f.mentions.len() > DOCS_SHOWN {
        wrap_into(
            out,
            &format!(
                "        and {} more docs places (listed in --format json)",
                f.mentions.len() - DOCS_SHOWN
            ),
            "          ",
            width,
        );
    }
    // An ambiguous name can have thousands of candidates: the best three (most owners
    // shared with the docs statement, see `owners::best_first`) and a count.
    let cap = if f.class == Class::Ambiguous {
        3
    } else {
        usize::MAX
    };
    if f.code.len() > cap {
        wrap_into(
            out,
            &format!(
                "  ({} candidate definitions; the {cap} sharing most with the docs shown)",
                f.code.len()
            ),
            "          ",
            width,
        );
    }
    for c in f.code.iter().take(cap) {
        wrap_into(
            out,
            &format!(
                "  code  {}:{}  {} = {}{}",
                c.item.file.display(),
                c.item.line,
                c.item.name,
                c.item.expr.trim(),
                if c.item.commented_out {
                    " (commented out)"
                } else {
                    ""
                }
            ),
            "          ",
            width,
        );
    }
    let after = |sep: &str| {
        f.message
            .split_once(sep)
            .map(|(_, rest)| rest.to_string())
            .unwrap_or_default()
    };
    let why = match f.class {
        Class::Agree | Class::Disagree => f
            .comparison
            .as_ref()
            .map(|c| c.explanation.clone())
            .unwrap_or_default(),
        Class::Ambiguous => format!(
            "`{}` names several definitions and no heading, caption or key path says which; add the section to the docs or write a claim",
            f.mention.as_ref().map(|m| m.name.as_str()).unwrap_or("")
        ),
        Class::DocumentedNotInCode => format!("the code defines no {}", after(" the code defines no ")),
        Class::Inconsistent => f
            .message
            .split_once(": ")
            .map(|(a, _)| a.trim_start_matches("[inconsistent] ").to_string())
            .unwrap_or_default(),
        Class::Undocumented => f
            .message
            .split_once(" is defined in code but ")
            .and_then(|(_, r)| r.rsplit_once(": ").map(|(a, _)| a.to_string()))
            .unwrap_or_default(),
    };
    if !why.is_empty() {
        wrap_into(out, &format!("  why   {why}"), "          ", width);
    }
    // Docs older than code (`claims::last_change`): when each side last changed.
    for d in f.details.iter().filter_map(|d| d.strip_prefix("dates: ")) {
        wrap_into(out, &format!("  dates {d}"), "          ", width);
    }
}

/// Append `text` wrapped at `width` columns (by characters, at spaces when
/// possible), continuation lines starting with `indent`.
fn wrap_into(out: &mut String, text: &str, indent: &str, width: usize) {
    let text = text.replace(['\n', '\r'], " ");
    let lead = text.len() - text.trim_start_matches(' ').len();
    let mut line = " ".repeat(lead);
    let mut line_len = lead;
    for word in text[lead..].split(' ') {
        let wlen = word.chars().count();
        if line_len > lead && line_len + 1 + wlen > width {
            let _ = writeln!(out, "{}", line.trim_end());
            line = indent.to_string();
            line_len = indent.chars().count();
        } else if line_len > lead {
            line.push(' ');
            line_len += 1;
        }
        // A word longer than the line is cut into pieces.
        let mut rest: Vec<char> = word.chars().collect();
        while line_len + rest.len() > width && rest.len() > width / 2 {
            let take = width.saturating_sub(line_len).max(1);
            line.extend(&rest[..take]);
            let _ = writeln!(out, "{line}");
            rest.drain(..take);
            line = indent.to_string();
            line_len = indent.chars().count();
        }
        line.extend(&rest);
        line_len += rest.len();
    }
    if !line.trim().is_empty() {
        let _ = writeln!(out, "{}", line.trim_end());
    }
}

/// Pages as a maintainer finds them: the path below the directory (or site) every page of
/// the report shares, so `client/struct.Builder.html` and `server/struct.Builder.html` stay
/// apart and a flat docs directory shows bare file names.
struct PageNames {
    /// Leading path segments (after scheme and host) every page shares.
    common: usize,
}

impl PageNames {
    fn segments(page: &str) -> Vec<&str> {
        let page = page.trim_end_matches('/');
        let path = match page.split_once("://") {
            Some((_, rest)) => rest.split_once('/').map_or("", |(_, p)| p),
            None => page,
        };
        path.split('/').filter(|s| !s.is_empty()).collect()
    }

    fn of(result: &ScanResult) -> PageNames {
        let mut common: Option<Vec<&str>> = None;
        for m in result.findings.iter().flat_map(|f| &f.mentions) {
            let segs = Self::segments(&m.page);
            // Directories only: the file name itself is never shared away.
            let dirs = &segs[..segs.len().saturating_sub(1)];
            common = Some(match common {
                None => dirs.to_vec(),
                Some(c) => c
                    .iter()
                    .zip(dirs)
                    .take_while(|(a, b)| a == b)
                    .map(|(a, _)| *a)
                    .collect(),
            });
        }
        PageNames {
            common: common.map_or(0, |c| c.len()),
        }
    }

    fn short(&self, page: &str) -> String {
        let segs = Self::segments(page);
        let short = segs[self.common.min(segs.len())..].join("/");
        if short.is_empty() {
            page.to_string()
        } else {
            short
        }
    }
}

/// "most drift on: a.html (12), b.html (4), c.html (1)": the pages holding the most shown
/// drift, when there are findings on more than one page.
fn top_pages(result: &ScanResult, all: bool, pages: &PageNames) -> Option<String> {
    let mut per: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for f in &result.findings {
        let drift = f.class.verdict() == crate::core::finding::Verdict::Disagree;
        if !drift || (!all && is_low(f)) {
            continue;
        }
        if let Some(m) = &f.mention {
            *per.entry(pages.short(&m.page)).or_default() += 1;
        }
    }
    if per.len() < 2 {
        return None;
    }
    let mut v: Vec<(String, usize)> = per.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let shown: Vec<String> = v
        .iter()
        .take(3)
        .map(|(p, n)| format!("{p} ({n})"))
        .collect();
    let more = v.len().saturating_sub(3);
    Some(format!(
        "most drift on: {}{}",
        shown.join(", "),
        if more > 0 {
            format!(" and {more} more page{}", if more == 1 { "" } else { "s" })
        } else {
            String::new()
        }
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_line_within_the_width() {
        let mut out = String::new();
        let long = format!("docs  20  {} and then some words", "x".repeat(150));
        wrap_into(&mut out, &long, "      ", 60);
        for l in out.lines() {
            assert!(l.chars().count() <= 60, "{l:?}");
        }
        let joined: String = out.split_whitespace().collect();
        assert_eq!(
            joined,
            long.split_whitespace().collect::<String>(),
            "nothing is lost"
        );
    }
}
