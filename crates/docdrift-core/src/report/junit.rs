//! JUnit XML format, for CI systems that chart test results: one
//! `<testsuite>` per claims file (in the report's order, empty files
//! included), one `<testcase>` per claim with `classname` = claims file and
//! `name` = claim id. A disagreement is a `<failure>`, a claim that could
//! not be evaluated an `<error>`, a skipped one `<skipped/>`; the element
//! body carries the evidence as plain text. Written with quick-xml, which
//! escapes markup; characters XML 1.0 cannot carry at all (control
//! characters other than tab/newline) are made visible first.

use std::borrow::Cow;

use quick_xml::events::{BytesDecl, BytesText, Event};
use quick_xml::Writer;

use super::{evidence_lines, printable, RenderOptions};
use crate::core::finding::{Finding, Report, Summary, Verdict};

pub(super) fn render(report: &Report, opts: &RenderOptions) -> String {
    let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
    // Writing into a Vec<u8> cannot fail.
    write(&mut w, report, opts).expect("writing XML into memory");
    let mut out = String::from_utf8(w.into_inner()).expect("quick-xml writes UTF-8");
    out.push('\n');
    out
}

fn write(w: &mut Writer<Vec<u8>>, report: &Report, opts: &RenderOptions) -> std::io::Result<()> {
    w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    let s = &report.summary;
    let timestamp = report.generated_at.format("%Y-%m-%dT%H:%M:%S").to_string();
    let suite_name = if s.untrusted {
        "docdrift (untrusted mode)"
    } else {
        "docdrift"
    };
    w.create_element("testsuites")
        .with_attributes(counts(suite_name, s))
        .write_inner_content(|w| {
            for (file, findings) in suites(report) {
                let sum = summarise(&findings);
                let name = xml_text(&printable(&file));
                w.create_element("testsuite")
                    .with_attributes(counts(&name, &sum))
                    .with_attribute(("timestamp", timestamp.as_str()))
                    .write_inner_content(|w| {
                        for f in findings {
                            testcase(w, f, opts)?;
                        }
                        Ok(())
                    })?;
            }
            Ok(())
        })?;
    Ok(())
}

fn counts<'a>(name: &'a str, s: &Summary) -> Vec<(&'a str, Cow<'a, str>)> {
    vec![
        ("name", Cow::Borrowed(name)),
        ("tests", Cow::Owned(s.claims.to_string())),
        ("failures", Cow::Owned(s.disagree.to_string())),
        ("errors", Cow::Owned(s.error.to_string())),
        // An accepted disagreement is reported as skipped, with its reason.
        ("skipped", Cow::Owned((s.skipped + s.accepted).to_string())),
    ]
}

/// Findings grouped by claims file: files in `report.claims_files` order
/// (a file with no claims still gets its empty suite), then any file only
/// the findings name, each suite in claims order.
fn suites(report: &Report) -> Vec<(String, Vec<&Finding>)> {
    let mut suites: Vec<(String, Vec<&Finding>)> = report
        .claims_files
        .iter()
        .map(|f| (f.clone(), Vec::new()))
        .collect();
    for f in &report.findings {
        match suites.iter_mut().find(|(name, _)| *name == f.claims_file) {
            Some((_, list)) => list.push(f),
            None => suites.push((f.claims_file.clone(), vec![f])),
        }
    }
    suites
}

fn summarise(findings: &[&Finding]) -> Summary {
    let mut s = Summary {
        claims: findings.len(),
        ..Summary::default()
    };
    for f in findings {
        match f.verdict {
            Verdict::Agree => s.agree += 1,
            Verdict::Disagree if f.is_accepted() => s.accepted += 1,
            Verdict::Disagree => s.disagree += 1,
            Verdict::Error => s.error += 1,
            Verdict::Skipped => s.skipped += 1,
        }
    }
    s
}

fn testcase(w: &mut Writer<Vec<u8>>, f: &Finding, opts: &RenderOptions) -> std::io::Result<()> {
    let id = xml_text(&printable(&f.id));
    let file = xml_text(&printable(&f.claims_file));
    let line = f.claims_line.to_string();
    let case = w.create_element("testcase").with_attributes([
        ("classname", file.as_ref()),
        ("name", id.as_ref()),
        ("file", file.as_ref()),
        ("line", line.as_str()),
    ]);
    // Attributes are one line (parsers turn newlines in them into spaces);
    // the body keeps the evidence one fact per line.
    let message = xml_text(&printable(&f.message));
    let body = xml_text(&evidence_lines(f).join("\n"));
    match f.verdict {
        Verdict::Agree if opts.verbose => {
            case.write_inner_content(|w| {
                w.create_element("system-out")
                    .write_text_content(BytesText::new(&body))?;
                Ok(())
            })?;
        }
        Verdict::Agree => {
            case.write_empty()?;
        }
        Verdict::Disagree if f.is_accepted() => {
            let reason = format!(
                "accepted in docdrift.toml: {}",
                f.accepted.as_deref().unwrap_or_default()
            );
            let reason = xml_text(&printable(&reason));
            case.write_inner_content(|w| {
                w.create_element("skipped")
                    .with_attribute(("message", reason.as_str()))
                    .write_text_content(BytesText::new(&body))?;
                Ok(())
            })?;
        }
        Verdict::Disagree | Verdict::Error => {
            let tag = if f.verdict == Verdict::Disagree {
                "failure"
            } else {
                "error"
            };
            case.write_inner_content(|w| {
                w.create_element(tag)
                    .with_attributes([("message", message.as_ref()), ("type", f.verdict.as_str())])
                    .write_text_content(BytesText::new(&body))?;
                Ok(())
            })?;
        }
        Verdict::Skipped => {
            case.write_inner_content(|w| {
                w.create_element("skipped")
                    .with_attribute(("message", message.as_ref()))
                    .write_empty()?;
                Ok(())
            })?;
        }
    }
    Ok(())
}

/// Text content XML 1.0 can carry: tab and newline stay, carriage returns
/// are kept by quick-xml as `&#13;`, other control characters are escaped
/// visibly (they are not allowed in XML even as character references).
fn xml_text(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\n' | '\t' | '\r' => c.to_string(),
            c if c.is_control() || c == '\u{fffe}' || c == '\u{ffff}' => {
                format!("\\u{{{:x}}}", c as u32)
            }
            c => c.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::xml_text;

    #[test]
    fn xml_text_drops_what_xml_cannot_carry() {
        assert_eq!(xml_text("a\tb\nc\r"), "a\tb\nc\r");
        assert_eq!(xml_text("a\u{1b}b\u{0}c"), "a\\u{1b}b\\u{0}c");
        assert_eq!(xml_text("\u{fffe}é"), "\\u{fffe}é");
    }
}
