//! `docdrift completions SHELL` and `docdrift man`: shell completions and
//! manual pages generated from the same clap definition as `--help`, so
//! they cannot drift from the flags (clap_complete, clap_mangen).

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::CommandFactory;

use super::{Cli, Exit};

#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// Shell to write completions for (to stdout), e.g.
    /// `docdrift completions bash > ~/.local/share/bash-completion/completions/docdrift`.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

#[derive(Debug, clap::Args)]
pub struct ManArgs {
    /// Write docdrift.1 and one page per subcommand (docdrift-check.1 …)
    /// into DIR instead of printing docdrift.1 to stdout.
    #[arg(long, value_name = "DIR")]
    pub out_dir: Option<PathBuf>,
}

pub fn completions(args: CompletionsArgs) -> anyhow::Result<Exit> {
    let mut cmd = Cli::command();
    // Into memory first: clap_complete panics on a write error, and a
    // closed pipe (`… | head`) must be an ordinary error main can ignore.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "docdrift", &mut script);
    let mut out = std::io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(Exit::Ok)
}

pub fn man(args: ManArgs) -> anyhow::Result<Exit> {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    // Building fills in subcommand display names (`docdrift-check`).
    cmd.build();
    match args.out_dir {
        None => {
            let page = render(&cmd)?;
            let mut out = std::io::stdout().lock();
            out.write_all(&page)?;
            out.flush()?;
        }
        Some(dir) => {
            if !dir.is_dir() {
                eprintln!(
                    "docdrift man: --out-dir {}: no such directory",
                    dir.display()
                );
                return Ok(Exit::Usage);
            }
            let mut written = Vec::new();
            write_pages(&cmd, &dir, &mut written)?;
            for p in written {
                println!("{}", p.display());
            }
        }
    }
    Ok(Exit::Ok)
}

/// One page per command, depth first, each written atomically.
fn write_pages(cmd: &clap::Command, dir: &Path, written: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_pages(sub, dir, written)?;
    }
    let path = dir.join(clap_mangen::Man::new(cmd.clone()).get_filename());
    let page = render(cmd)?;
    docdrift_core::core::atomic::write(&path, &page)
        .with_context(|| format!("writing {}", path.display()))?;
    written.push(path);
    Ok(())
}

/// One manual page: clap_mangen's sections, then EXIT STATUS, ENVIRONMENT,
/// FILES and EXAMPLES, with every non-ASCII character written as a groff
/// `\[uXXXX]` escape (groff without `-K utf8` warns on raw UTF-8).
fn render(cmd: &clap::Command) -> anyhow::Result<Vec<u8>> {
    let man = clap_mangen::Man::new(cmd.clone());
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    if cmd.get_subcommands().next().is_some() {
        man.render_subcommands_section(&mut page)?;
    }
    let name = cmd.get_name().trim_start_matches("docdrift-");
    let sub = if cmd.get_name() == "docdrift" {
        ""
    } else {
        name
    };
    let mut extra = String::new();
    section(&mut extra, "EXIT STATUS", &exit_status(sub));
    section(&mut extra, "ENVIRONMENT", ENVIRONMENT);
    section(&mut extra, "FILES", FILES);
    let examples = examples(sub);
    if !examples.is_empty() {
        extra.push_str(".SH EXAMPLES\n");
        for (what, cmdline) in examples {
            extra.push_str(&format!(
                ".TP\n{}\n.nf\n{}\n.fi\n",
                roff(what),
                roff(cmdline)
            ));
        }
    }
    page.extend_from_slice(extra.as_bytes());
    if cmd.get_after_help().is_some() || cmd.get_after_long_help().is_some() {
        man.render_extra_section(&mut page)?;
    }
    if cmd.get_version().is_some() || cmd.get_long_version().is_some() {
        man.render_version_section(&mut page)?;
    }
    let text = String::from_utf8(page)?;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            out.push_str(&format!("\\[u{:04X}]", c as u32));
        }
    }
    Ok(out.into_bytes())
}

/// Escape text for a roff line: backslashes, and a leading `.` or `'`.
fn roff(s: &str) -> String {
    let s = s.replace('\\', "\\e").replace('-', "\\-");
    if s.starts_with('.') || s.starts_with('\'') {
        format!("\\&{s}")
    } else {
        s
    }
}

fn section(out: &mut String, title: &str, rows: &[(&str, &str)]) {
    out.push_str(&format!(".SH \"{title}\"\n"));
    for (k, v) in rows {
        out.push_str(&format!(".TP\n\\fB{}\\fR\n{}\n", roff(k), roff(v)));
    }
}

fn exit_status(sub: &str) -> Vec<(&'static str, &'static str)> {
    let mut rows = match sub {
        "check" | "" => vec![
            (
                "0",
                "every selected claim agrees (accepted disagreements included)",
            ),
            ("1", "at least one claim disagrees (wins over 3)"),
            ("2", "invalid claims file, docdrift.toml or usage"),
            (
                "3",
                "evidence unavailable: some claim is error and none disagrees",
            ),
        ],
        "scan" => vec![
            ("0", "no disagreement found"),
            ("1", "some disagreement found"),
            ("3", "the docs or checkout cannot be read"),
        ],
        "fetch" | "count" => vec![
            ("0", "every page was read"),
            ("3", "a page could not be fetched or read"),
        ],
        "crawl" => vec![("0", "every page was fetched"), ("1", "some page failed")],
        "diff" => vec![
            ("0", "no claim-affecting change"),
            ("1", "a change touches a --phrase/--regex"),
            ("3", "a page has no snapshot"),
        ],
        "extract" => vec![
            ("0", "every selector named something"),
            ("1", "a selector names nothing"),
            ("3", "a file cannot be read"),
        ],
        "strings" => vec![
            ("0", "a match"),
            ("1", "no match (like grep)"),
            ("3", "a path is missing"),
        ],
        "provenance" => vec![("0", "every file was read"), ("3", "a file cannot be read")],
        "init" => vec![("0", "the files were written, or existed and were kept")],
        _ => vec![("0", "success")],
    };
    if sub != "check" && !sub.is_empty() {
        rows.push(("2", "bad usage"));
    }
    rows
}

const ENVIRONMENT: &[(&str, &str)] = &[
    ("NO_COLOR", "non-empty: no colour under --color auto"),
    (
        "CLICOLOR_FORCE",
        "non-empty and not 0: colour even when piped, under --color auto",
    ),
    (
        "COLUMNS",
        "the width tables wrap to (else the terminal's; unwrapped or 100 when piped)",
    ),
    (
        "DOCDRIFT_LOCK_TIMEOUT",
        "seconds a writer waits for the snapshot store's lock (default 30)",
    ),
    (
        "DOCDRIFT_*",
        "variables a claims file's [target] may read as ${NAME}; others need --env NAME",
    ),
];

const FILES: &[(&str, &str)] = &[
    ("docdrift.toml", "project defaults ([check], [scan], [[check.accept]], [[scan.accept]]), found upward from the current directory"),
    ("claims/*.toml", "claims files read by check and evidence by default"),
    ("snapshots/", "the snapshot store: one directory per page with latest.json and _body-<sha256>"),
    ("snapshots/.check-state.json", "what the last check --changed-only run saw"),
    ("snapshots/.docdrift.lock", "held by a writer to the store"),
];

fn examples(sub: &str) -> Vec<(&'static str, &'static str)> {
    match sub {
        "" | "check" => vec![
            ("Gate a release on the claims in claims/:", "docdrift check"),
            (
                "One run, several reports (CI):",
                "docdrift check --output docdrift.sarif --format sarif",
            ),
            (
                "Nightly, quiet unless something moved:",
                "docdrift check --fetch --changed-only -q --format markdown",
            ),
        ],
        "scan" => vec![
            (
                "Find drift with no claims file:",
                "docdrift scan --docs docs --checkout src",
            ),
            (
                "Draft claims from what it found:",
                "docdrift scan --docs docs --checkout src --write-claims claims/drafted.toml",
            ),
        ],
        "init" => vec![(
            "Start a project:",
            "docdrift init --docs docs --checkout src",
        )],
        "count" => vec![(
            "Count a phrase in the HTML and the visible text:",
            "docdrift count snapshots -p \"last 20\"",
        )],
        "text" => vec![(
            "Visible text of a page on standard input:",
            "curl -s https://example.com/ | docdrift text -",
        )],
        "extract" => vec![
            (
                "A constant from Python:",
                "docdrift extract pkg/mod.py::DEFAULT_LIMIT",
            ),
            (
                "Everything in Python read from standard input:",
                "git show HEAD:pkg/mod.py | docdrift extract - --lang python",
            ),
        ],
        "fetch" => vec![(
            "Snapshot a page:",
            "docdrift fetch https://example.com/docs/",
        )],
        _ => Vec::new(),
    }
}
