//! `docdrift scan` on settings the docs name by their user-facing surface (issue 26, class
//! 1): command-line options documented under a flag heading, in a `--help` output block or a
//! Sphinx `.. option::` term, against argparse/click declarations whose default may be a
//! constant of another module; environment variables read with a default. And the
//! confidence every finding carries: weakly attributed drift is counted, not shown.

use crate::util::{self, scan_all, write};
use serde_json::Value as Json;
use std::path::Path;

/// `verdict name code-file:line` per finding, sorted (the name: an id's second part).
fn brief(report: &Json) -> Vec<String> {
    util::brief(report, |id| id.split('/').nth(1).unwrap_or(id))
}

/// The id of every finding that is not an agreement, in order, " (low)" after a low-confidence
/// one.
fn not_agreeing(report: &Json) -> Vec<String> {
    report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["verdict"] != "agree")
        .map(|f| {
            let low = f["confidence"]["level"] == "low";
            format!(
                "{}{}",
                f["id"].as_str().unwrap(),
                if low { " (low)" } else { "" }
            )
        })
        .collect()
}

/// Scan `docs` against `code` and assert the findings' `brief` lines (in order) and the exit
/// code; the whole report is printed when they differ.
fn assert_scan(docs: &Path, code: &Path, expected: &[&str], rc: i32) {
    let (code_rc, report) = scan_all(docs, code);
    assert_eq!(brief(&report), expected, "{report:#}");
    assert_eq!(code_rc, rc);
}

/// A rustdoc struct page titled `TY in PATH - Rust` with one impl block (header `impl_header`,
/// escaped) holding `items` (methods or associated constants), as rustdoc 1.9x renders it.
fn rustdoc_impl_page(ty: &str, path: &str, impl_header: &str, items: &str) -> String {
    format!(
        "<html><head><title>{ty} in {path} - Rust</title></head><body><h1>Struct <span class=\"struct\">{ty}</span></h1>\
         <details class=\"toggle implementors-toggle\" open><summary><section id=\"impl-{ty}\" class=\"impl\">\
         <h3 class=\"code-header\">{impl_header}</h3></section></summary><div class=\"impl-items\">{items}</div></details>\
         </body></html>"
    )
}

/// One method of an impl block on a rustdoc page: its header `pub fn NAME(SIG)` and docblock.
fn rustdoc_method(name: &str, sig: &str, doc: &str) -> String {
    format!(
        "<details class=\"toggle method-toggle\" open><summary><section id=\"method.{name}\" class=\"method\">\
         <h4 class=\"code-header\">pub fn <a href=\"#method.{name}\" class=\"fn\">{name}</a>{sig}</h4>\
         </section></summary><div class=\"docblock\"><p>{doc}</p></div></details>"
    )
}

#[test]
fn cli_options_documented_by_flag_are_compared_with_their_declarations() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(&code.join("app/const.py"), "DEFAULT_IDLE_TIMEOUT = 5\n");
    write(
        &code.join("app/cli.py"),
        r#"import click
from .const import DEFAULT_IDLE_TIMEOUT


@click.command()
@click.option("--idle-timeout", type=int, default=DEFAULT_IDLE_TIMEOUT, show_default=True)
@click.option("--bind-port", type=int, default=8080, show_default=True)
@click.option("--workers", type=int, default=2, show_default=True)
def main(idle_timeout, bind_port, workers):
    pass
"#,
    );
    write(
        &code.join("app/tool.py"),
        r#"import argparse


def build():
    p = argparse.ArgumentParser()
    p.add_argument("-r", "--retries", type=int, default=3)
    p.add_argument("--log-level", default="info")
    return p
"#,
    );
    write(
        &docs.join("cli.md"),
        r#"# Command line

#### `--idle-timeout`

How long an idle connection stays open. The default is 5.

#### `-r`, `--retries`

How often to retry. Defaults to 4.

#### Using `--verbose`

The default is 12.

## Help

```text
Usage: app [OPTIONS]

Options:
  --bind-port INTEGER  Port to listen on  [default: 8080]
  --workers INTEGER    Worker processes to start.
                       [default: 4]
  --help               Show this message and exit.
```

```sh
app --bind-port 9090 --workers 1
```
"#,
    );
    write(
        &docs.join("tool.html"),
        r##"<html><head><title>tool</title></head><body><h1>Options</h1>
<dl class="std option"><dt class="sig sig-object std" id="cmdoption-log-level">
<span class="sig-name descname"><span class="pre">--log-level</span></span>
<span class="sig-prename descclassname"><span class="pre">&lt;level&gt;</span></span>
<a class="headerlink" href="#cmdoption-log-level">¶</a></dt>
<dd><p>How much to log. Default: <code class="docutils literal"><span class="pre">info</span></code></p></dd></dl>
</body></html>"##,
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree build(--log-level) app/tool.py:7",
            "agree main(--bind-port) app/cli.py:7",
            // `default=DEFAULT_IDLE_TIMEOUT`, imported: placed at the constant.
            "agree main(--idle-timeout) app/const.py:1",
            "disagree build(--retries) app/tool.py:6",
            "disagree main(--workers) app/cli.py:8",
        ],
        1,
    );
}

/// Help output that states a default in the description's own words rather than argparse's
/// `(default: X)`: flake8's `(Default: 79)`, pytest's "Default: prepend.", Hypercorn's
/// "defaults to info", waitress's "default is '600'", codespell's "The default mask is 34." after
/// a bulleted list; `-j n, --jobs n` and `-ll N, --line-length N` open an option as `-j N`
/// does, `-p PROCESSES` alone opens one named `-p`, and "Default value is 80 characters." states
/// 80. A default worded with another unit or as a phrase ("defaults to 10 seconds.", "default is
/// to check all files") is not read as a word.
#[test]
fn help_output_defaults_in_the_descriptions_words_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(&code.join("lint/defaults.py"), "MAX_LINE_LENGTH = 79\n");
    write(
        &code.join("lint/options.py"),
        r#"import argparse
from lint import defaults


def parser():
    p = argparse.ArgumentParser()
    p.add_argument("--max-line-length", type=int, default=defaults.MAX_LINE_LENGTH,
                   help="Maximum line length. (Default: %(default)s)")
    p.add_argument("--import-mode", default="append", help="How to import. Default: prepend.")
    p.add_argument("--log-level", default="info", help="The log level, defaults to info")
    p.add_argument("--socket-perms", default="600", help="Permissions, default is '600'.")
    p.add_argument("--timeout", type=int, default=20, help="Wait this long, defaults to 10 seconds.")
    p.add_argument("--scope", default="some", help="What to check, default is to check all files.")
    p.add_argument("-q", "--quiet-level", type=int, default=2, help="bitmask")
    p.add_argument("-j", "--jobs", type=int, metavar="n", default=0, help="jobs (default: 0)")
    p.add_argument("-ll", "--line-length", type=int, default=88, help="limit")
    p.add_argument("-p", type=int, dest="processes", default=1, help="processes")
    return p
"#,
    );
    write(
        &docs.join("usage.md"),
        r#"# Usage

```text
usage: lint [-h] [--max-line-length n] [--import-mode MODE]

options:
  --max-line-length=n   Maximum line length.
                        (Default: 79)
  --import-mode=MODE    How to import. Default: prepend.
  --log-level LEVEL     The log level, defaults to info
  --socket-perms PERMS  Permissions, default is '600'.
  --timeout SECONDS     Wait this long, defaults to 10 seconds.
  --scope SCOPE         What to check, default is to check all files.
  -q LEVEL, --quiet-level LEVEL
                        bitmask that allows suppressing messages:
                        - 0: print all messages.
                        - 1: disable warnings about wrong encoding.
                        The default mask is 34.
  -j n, --jobs n        number of parallel jobs; match CPU count if value is 0
                        (default: 4)
  -ll LINE_LENGTH, --line-length LINE_LENGTH
                        convert only if the line fits into the line length
                        limit. Default value is 80 characters.
  -p PROCESSES          Use up to this many processes. Defaults to 2.
```
"#,
    );
    let (code_rc, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        [
            "agree parser(--log-level) lint/options.py:10",
            // `default=defaults.MAX_LINE_LENGTH`: placed at the constant.
            "agree parser(--max-line-length) lint/defaults.py:1",
            "agree parser(--socket-perms) lint/options.py:11",
            "disagree parser(--import-mode) lint/options.py:9",
            // A short option's metavar in lower case (`-j n, --jobs n`) still opens an option.
            "disagree parser(--jobs) lint/options.py:15",
            // A short option of two letters (`-ll`); a count of characters is the number.
            "disagree parser(--line-length) lint/options.py:16",
            // A description's bullets ("- 1: …") are not options; one word may stand between
            // "default" and "is".
            "disagree parser(--quiet-level) lint/options.py:14",
            // An option with a short flag only is named by it, in the code and the output.
            "disagree parser(-p) lint/options.py:17",
        ],
        "{report:#}"
    );
    assert_eq!(code_rc, 1);
}

/// An option whose default is read from a config file's mapping at run time
/// (docformatter's `default=self.flargs.get("style", "sphinx")`) defaults to the mapping's
/// fallback; `str(….get("black", "false")).lower() == "true"` folds to the boolean. A default
/// with parentheses inside (`(default: [!()]{4,})`) is read to the parenthesis that closes
/// "(default:".
#[test]
fn a_config_mappings_fallback_is_the_options_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("fmt/configuration.py"),
        r#"import argparse


class Configurater:
    def __init__(self, flargs):
        self.flargs = flargs

    def do_parse_arguments(self):
        p = argparse.ArgumentParser()
        p.add_argument("--style", default=self.flargs.get("style", "sphinx"), help="style")
        p.add_argument("--black", action="store_true",
                       default=str(self.flargs.get("black", "true")).lower() == "true", help="black")
        p.add_argument("--tab-width", type=int, default=int(self.flargs.get("tab-width", 4)), help="tabs")
        p.add_argument("--adorns", default=self.flargs.get("adorns", r"[!()*]{4,}"), help="adorns")
        return p
"#,
    );
    write(
        &docs.join("usage.md"),
        r#"# Usage

```text
usage: fmt [-h] [--style STYLE]

options:
  --style STYLE     the docstring style (default: sphinx)
  --black           make formatting compatible with black (default: False)
  --tab-width width tabs are this many characters (default: 1)
  --adorns REGEX    regular expression for adornments (default: [!()*]{4,})
```
"#,
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree Configurater.do_parse_arguments(--adorns) fmt/configuration.py:14",
            "agree Configurater.do_parse_arguments(--style) fmt/configuration.py:10",
            "disagree Configurater.do_parse_arguments(--black) fmt/configuration.py:11",
            "disagree Configurater.do_parse_arguments(--tab-width) fmt/configuration.py:13",
        ],
        1,
    );
}

/// pip-audit's options default to an environment variable, else a member of an enum the
/// module defines (`os.environ.get("PIP_AUDIT_FORMAT", OutputFormatChoice.Columns)`): the
/// member folds to the value the class assigns it, which the `--help` prints.
#[test]
fn an_enum_member_of_the_module_folds_to_its_value() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("audit/_cli.py"),
        r#"import argparse
import enum
import os


class OutputFormatChoice(str, enum.Enum):
    Columns = "columns"
    Json = "json"


class ServiceChoice(str, enum.Enum):
    Osv = "osv"
    Pypi = "pypi"


def _parser():
    p = argparse.ArgumentParser()
    p.add_argument("--format", default=os.environ.get("AUDIT_FORMAT", OutputFormatChoice.Columns))
    p.add_argument("--service", default=os.environ.get("AUDIT_SERVICE", ServiceChoice.Osv))
    return p
"#,
    );
    write(
        &docs.join("usage.md"),
        r#"# Usage

```text
usage: audit [-h] [--format FORMAT]

options:
  --format FORMAT    the format to emit audit results in (default: columns)
  --service SERVICE  the vulnerability service to audit against (default: pypi)
```
"#,
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree _parser(--format) audit/_cli.py:18",
            "disagree _parser(--service) audit/_cli.py:19",
        ],
        1,
    );
}

/// Builder setters followed to the field they assign (issue 26, class 2), struct-field
/// headings on rustdoc pages, and defaults stated as a state ("This is enabled by default.").
#[test]
fn builder_setters_and_struct_fields_reach_the_default_they_document() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        r#"pub struct Config {
    line_number: bool,
    after_context: usize,
    mmap: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            line_number: true,
            after_context: 0,
            mmap: false,
        }
    }
}

pub struct SearcherBuilder {
    config: Config,
}

impl SearcherBuilder {
    pub fn new() -> SearcherBuilder {
        SearcherBuilder { config: Config::default() }
    }

    pub fn line_number(&mut self, yes: bool) -> &mut SearcherBuilder {
        self.config.line_number = yes;
        self
    }

    pub fn after_context(&mut self, n: usize) -> &mut SearcherBuilder {
        self.config.after_context = n;
        self
    }

    pub fn memory_map(&mut self, yes: bool) -> &mut SearcherBuilder {
        self.config.mmap = yes;
        self
    }
}

pub struct WsConfig {
    pub read_buffer_size: usize,
    pub accept_unmasked_frames: bool,
}

impl Default for WsConfig {
    fn default() -> Self {
        Self {
            read_buffer_size: 128 * 1024,
            accept_unmasked_frames: false,
        }
    }
}

pub trait Sink {
    fn finish(&mut self) -> bool {
        true
    }
}

pub struct Hard {
    backtrack_limit: usize,
    find_not_empty: bool,
    max_size: Option<usize>,
}

impl Default for Hard {
    fn default() -> Self {
        Hard {
            backtrack_limit: 1_000_000,
            find_not_empty: false,
            max_size: None,
        }
    }
}

pub struct Options {
    hard: Hard,
}

pub struct OptionsBuilder {
    options: Options,
}

impl OptionsBuilder {
    pub fn backtrack_limit(&mut self, limit: usize) -> &mut Self {
        self.options.hard.backtrack_limit = limit;
        self
    }

    pub fn find_not_empty(&mut self, yes: bool) -> &mut Self {
        self.options.hard.find_not_empty = yes;
        self
    }

    pub fn max_size(&mut self, limit: Option<usize>) -> &mut Self {
        self.options.hard.max_size = limit;
        self
    }
}
"#,
    );
    let page = |body: &str| {
        format!("<html><head><title>x - Rust</title></head><body><h1>Struct</h1>\n{body}\n</body></html>\n")
    };
    let method = |name: &str, text: &str| {
        format!(
            "<section id=\"method.{name}\" class=\"method\"><h4 class=\"code-header\">pub fn \
             <a class=\"fn\">{name}</a>(&amp;mut self, yes: bool) -&gt; &amp;mut SearcherBuilder</h4></section>\n\
             <div class=\"docblock\"><p>{text}</p></div>\n"
        )
    };
    write(
        &docs.join("struct.SearcherBuilder.html"),
        &page(&format!(
            "<h2>Implementations</h2>\n<section class=\"impl\"><h3 class=\"code-header\">impl SearcherBuilder</h3></section>\n{}{}{}",
            method("line_number", "Whether to count line numbers. This is disabled by default."),
            method("after_context", "This is set to <code>0</code> by default."),
            method("memory_map", "By default, this is enabled."),
        )),
    );
    let field = |name: &str, ty: &str, text: &str| {
        format!(
            "<span id=\"structfield.{name}\" class=\"structfield section-header\"><a href=\"#structfield.{name}\" \
             class=\"anchor field\">§</a><code>{name}: {ty}</code></span><div class=\"docblock\"><p>{text}</p></div>\n"
        )
    };
    write(
        &docs.join("struct.WsConfig.html"),
        &page(&format!(
            "<h2 id=\"fields\" class=\"fields section-header\">Fields</h2>\n{}{}",
            field(
                "read_buffer_size",
                "usize",
                "Read buffer capacity. The default value is 64 KiB."
            ),
            field(
                "accept_unmasked_frames",
                "bool",
                "By default this option is set to <code>false</code>, i.e. according to RFC 6455."
            ),
        )),
    );
    write(
        &docs.join("trait.Sink.html"),
        &page(
            "<h2>Provided Methods</h2>\n<section id=\"method.finish\" class=\"method\"><h4 class=\"code-header\">\
             fn <a class=\"fn\">finish</a>(&amp;mut self) -&gt; bool</h4></section>\n\
             <div class=\"docblock\"><p>By default, it does nothing and returns <code>true</code>.</p></div>\n"
        ),
    );
    // Two parts deep (fancy-regex): `self.options.hard.backtrack_limit = limit`, the field's
    // type followed from OptionsBuilder to Options to Hard's `Default`.
    write(
        &docs.join("struct.OptionsBuilder.html"),
        &page(&format!(
            "<h2>Implementations</h2>\n<section class=\"impl\"><h3 class=\"code-header\">impl OptionsBuilder</h3></section>\n{}{}{}",
            method("backtrack_limit", "Default is <code>500_000</code> (half a million)."),
            // A state opening with "When", and a sentence opening with its value, then
            // "(the default)" (fancy-regex's setters).
            method("find_not_empty", "When enabled (the default), empty matches are skipped."),
            method("max_size", "None (the default) disables the check."),
        )),
    );
    let (code_rc, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        [
            "agree OptionsBuilder::max_size src/lib.rs:73",
            // `self.config.after_context = n`; `after_context: 0` in `impl Default for Config`.
            "agree SearcherBuilder::after_context src/lib.rs:11",
            "agree WsConfig::default.accept_unmasked_frames src/lib.rs:51",
            "disagree OptionsBuilder::backtrack_limit src/lib.rs:71",
            "disagree OptionsBuilder::find_not_empty src/lib.rs:72",
            "disagree SearcherBuilder::line_number src/lib.rs:10",
            // The setter's name is not the field's (`memory_map` sets `mmap`).
            "disagree SearcherBuilder::memory_map src/lib.rs:12",
            "disagree WsConfig::default.read_buffer_size src/lib.rs:50",
        ],
        "{report:#}"
    );
    assert_eq!(code_rc, 1);
}

/// notify's `Config` setters: "The default poll frequency is 30 seconds." names the setter
/// in part (a word of four letters or more shared with `with_poll_interval`), and a sentence
/// opening with its value may go on after "by default" ("Disabled by default; cannot be
/// changed at runtime.", "Off by default and ignored by other backends.").
#[test]
fn a_default_worded_in_part_and_a_state_with_a_clause_after_by_default_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        r#"use std::time::Duration;

pub struct Config {
    poll_interval: Duration,
    compare_contents: bool,
    extended: bool,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            poll_interval: Duration::from_secs(30),
            compare_contents: true,
            extended: false,
        }
    }
}

impl Config {
    pub fn with_poll_interval(mut self, dur: Duration) -> Self {
        self.poll_interval = dur;
        self
    }

    pub fn with_compare_contents(mut self, yes: bool) -> Self {
        self.compare_contents = yes;
        self
    }

    pub fn with_extended_information(mut self, yes: bool) -> Self {
        self.extended = yes;
        self
    }
}
"#,
    );
    let method =
        |name: &str, doc: &str| rustdoc_method(name, "(self, value: bool) -&gt; Self", doc);
    write(
        &docs.join("struct.Config.html"),
        &rustdoc_impl_page(
            "Config",
            "notify",
            "impl Config",
            &[
                method(
                    "with_poll_interval",
                    "The default poll frequency is 30 seconds.",
                ),
                method(
                    "with_compare_contents",
                    "Disabled by default; cannot be changed at runtime.",
                ),
                method(
                    "with_extended_information",
                    "Off by default and ignored by other backends.",
                ),
            ]
            .concat(),
        ),
    );
    let (_, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        [
            "agree Config::with_extended_information src/lib.rs:14",
            "agree Config::with_poll_interval src/lib.rs:12",
            "disagree Config::with_compare_contents src/lib.rs:13",
        ],
        "{report:#}"
    );
}

/// Issue 26, "evidence and confidence" and class 4 (a nameless "Default:" given to the code
/// span of the sentence before): such a link is low-confidence, counted on one line and
/// listed with `--all`, and does not fail the run; the evidence is in the JSON.
#[test]
fn weak_links_are_counted_not_reported_and_carry_their_evidence() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("app/server.py"),
        "LIMITS = {\"fastproto\": 65536}\n\n\nclass Server:\n    def __init__(self, workers=2):\n        self.workers = workers\n",
    );
    write(
        &docs.join("server.md"),
        "# Server\n\nThe number of worker processes, `workers` (default: 4).\n\n\
         Only available with the `fastproto` backend. Default: 16777216\n",
    );
    let run = |all: bool, format: &str| {
        let mut cmd = crate::util::docdrift();
        cmd.arg("scan")
            .arg("--docs")
            .arg(&docs)
            .arg("--checkout")
            .arg(&code);
        if all {
            cmd.arg("--all");
        }
        let out = cmd.args(["--format", format]).output().unwrap();
        (
            out.status.code().unwrap(),
            String::from_utf8(out.stdout).unwrap(),
        )
    };
    let (rc, table) = run(false, "table");
    assert_eq!(rc, 1, "{table}");
    let mut lines = table.lines();
    assert_eq!(lines.next(), Some("1 drift finding: 1 disagree"));
    assert_eq!(
        lines.next(),
        Some("1 low-confidence drift finding (a weak docs-to-code link): listed with --all")
    );
    assert!(!table.contains("fastproto"), "{table}");
    let (_, json) = run(false, "json");
    let report: Json = serde_json::from_str(&json).unwrap();
    assert_eq!(
        brief(&report),
        ["disagree Server.__init__(workers) app/server.py:5"]
    );
    let (rc_all, json_all) = run(true, "json");
    assert_eq!(rc_all, 1);
    let report: Json = serde_json::from_str(&json_all).unwrap();
    let by_name = |n: &str| -> Json {
        report["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["id"].as_str().unwrap().contains(n))
            .cloned()
            .unwrap_or_else(|| panic!("no finding {n}: {report:#}"))
    };
    let weak = by_name("fastproto");
    assert_eq!(weak["verdict"], "disagree");
    assert_eq!(weak["confidence"]["level"], "low");
    let kinds: Vec<&str> = weak["confidence"]["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert!(kinds.contains(&"name-from-previous-sentence"), "{kinds:?}");
    assert_eq!(by_name("workers")["confidence"]["level"], "high");
    // Only the weak finding left: nothing fails the run.
    write(
        &docs.join("server.md"),
        "# Server\n\nOnly available with the `fastproto` backend. Default: 16777216\n",
    );
    let (rc_weak, _) = run(false, "json");
    assert_eq!(rc_weak, 0);
}

/// Issue 26, class 7: the unit in the name (`max_file_size_mb = 10`, `interval_hours = 24 *
/// 7`) against a docs value written with its unit.
#[test]
fn a_unit_in_the_name_is_the_code_values_unit() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("app/settings.py"),
        "class Settings:\n    def __init__(self, max_file_size_mb=10, interval_hours=24 * 7, timeout_ms=1500):\n        pass\n",
    );
    write(
        &docs.join("settings.md"),
        "# Settings\n\n- `max_file_size_mb` (default: 10 MB): the largest upload.\n\
         - `interval_hours` defaults to 7 days.\n- `timeout_ms` (default: 2 seconds): per request.\n",
    );
    let (rc, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        [
            "agree Settings.__init__(interval_hours) app/settings.py:2",
            "agree Settings.__init__(max_file_size_mb) app/settings.py:2",
            "disagree Settings.__init__(timeout_ms) app/settings.py:2",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// Issue 26, class 6: a key in two defaults dicts (the module's and a loader's fallback)
/// that disagree. One agreeing with the docs used to hide the other ("ambiguous with an
/// agreeing candidate", exit 0); the two layers disagreeing is drift.
#[test]
fn two_layers_of_defaults_that_disagree_are_inconsistent() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("app/config.py"),
        "DEFAULTS = {\"max_turns\": 90, \"model\": \"small\"}\n",
    );
    write(
        &code.join("app/loader.py"),
        "FALLBACK = {\"max_turns\": 60, \"model\": \"small\"}\n",
    );
    write(
        &docs.join("config.md"),
        "# Configuration\n\nThe agent stops after `max_turns` turns (default: 90).\n",
    );
    let (rc, report) = scan_all(&docs, &code);
    let ids: Vec<&str> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["verdict"] == "disagree")
        .map(|f| f["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["inconsistent/max_turns/1"], "{report:#}");
    assert_eq!(rc, 1);
}

/// One option set declared by two entry points in two files (a click command and a flake8
/// plugin's `add_options`, the plugin's defaults as text): a statement meets both. A change
/// to one is the two layers disagreeing (`inconsistent`), also in the `--help` block, which
/// is both files' (not the one agreeing with more of its lines); the same wrong value in both
/// is drift whichever the docs mean. Subcommands of one file are settings of their own: the
/// same value in both stays ambiguous.
#[test]
fn one_option_declared_by_two_entry_points_is_one_setting() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    let opts = [
        ("-styl", "--style", "'google'", "'numpy'"),
        ("-scsd", "--skip-short", "False", "'True'"),
        ("-ao", "--check-order", "True", "'True'"),
        ("-sr", "--strict", "False", "'False'"),
        ("-nm", "--name-mode", "'all'", "'all'"),
    ];
    let mut main = String::from("import click\n\n\n");
    let mut plugin =
        String::from("class Plugin:\n    @classmethod\n    def add_options(cls, parser):\n");
    for (short, long, cli, flake8) in opts {
        main.push_str(&format!(
            "@click.option('{short}', '{long}', type=bool, default={cli})\n"
        ));
        plugin.push_str(&format!(
            "        parser.add_option('{short}', '{long}', default={flake8}, parse_from_config=True)\n"
        ));
    }
    main.push_str("def main(**kw):\n    pass\n");
    write(&code.join("tool/main.py"), &main);
    write(&code.join("tool/plugin.py"), &plugin);
    write(
        &code.join("tool/commands.py"),
        "import click\n\n\n@click.option('--clean', is_flag=True, default=True)\ndef build(clean):\n    pass\n\n\n\
         @click.option('--clean', is_flag=True, default=True)\ndef deploy(clean):\n    pass\n",
    );
    write(
        &docs.join("options.md"),
        "# Options\n\n\
         - `--skip-short` (shortform: `-scsd`, default: True)\n\
         - `--check-order` (shortform: `-ao`, default: True)\n\
         - `--strict` (shortform: `-sr`, default: True)\n\
         - `--clean` (default: False)\n\n\
         ```text\n\
         Options:\n\
         \x20 -styl, --style TEXT         The docstring style  [default: numpy]\n\
         \x20 -ao, --check-order BOOLEAN  Check the order  [default: True]\n\
         \x20 -nm, --name-mode TEXT       Which names  [default: all]\n\
         ```\n",
    );
    let (rc, report) = scan_all(&docs, &code);
    assert_eq!(
        not_agreeing(&report),
        [
            "inconsistent/main(--skip-short)/1",
            "disagree/main(--strict)/1",
            "ambiguous/build(--clean)/1 (low)",
            "inconsistent/main(--style)/1",
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// pytest-cov's shape: a docutils option list (`<dl class="option-list">`, the flag and its
/// metavar in `<kbd>`) whose description ends "Default: .coveragerc": one word closing a
/// "Default:" field is the value, file-like or not; a longer phrase there is not read.
#[test]
fn a_default_field_closed_by_one_word_states_that_word() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("pkg/plugin.py"),
        "def pytest_addoption(parser):\n    group = parser.getgroup('cov')\n    \
         group.addoption('--cov-config', action='store', default='.coveragerc', metavar='PATH')\n    \
         group.addoption('--cov-style', action='store', default='numpy', metavar='NAME')\n    \
         group.addoption('--cov-root', action='store', default='src', metavar='DIR')\n",
    );
    let opt = |flag: &str, meta: &str, text: &str| {
        format!(
            "<dt><kbd><span class=\"option\">{flag} <var>{meta}</var></span></kbd></dt><dd><p>{text}</p></dd>"
        )
    };
    write(
        &docs.join("config.html"),
        &format!(
            "<html><head><title>Configuration</title></head><body><h1>Configuration</h1>\
             <dl class=\"option-list\">{}{}{}</dl></body></html>",
            opt(
                "--cov-config",
                "PATH",
                "Config file for coverage. Default: .coveragerc"
            ),
            opt(
                "--cov-style",
                "NAME",
                "The docstring style. Default: google."
            ),
            opt(
                "--cov-root",
                "DIR",
                "Where sources live. Default: the current directory."
            ),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree pytest_addoption(--cov-config) pkg/plugin.py:3",
            "disagree pytest_addoption(--cov-style) pkg/plugin.py:4",
        ],
        1,
    );
}

/// Issue 26, class 5: blocks that show what a user sets, not what the program defaults to —
/// introduced by "To turn it off:" or "Or make it the default for every run:", and template
/// placeholders (`author: Your Name`). Their differences are not drift; agreements still list.
#[test]
fn blocks_a_user_writes_are_not_statements_of_the_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("app/config.py"),
        "DEFAULT_CONFIG = {\"compression\": {\"enabled\": True, \"level\": 3}, \"project\": {\"author\": \"anonymous\"}}\n",
    );
    write(
        &docs.join("config.md"),
        "# Configuration\n\nCompression is on by default. To turn it off:\n\n\
         ```yaml\ncompression:\n  enabled: false\n```\n\n\
         Or make it the default for every run:\n\n```yaml\ncompression:\n  level: 9\n```\n\n\
         A project file:\n\n```yaml\nproject:\n  author: Your Name\n```\n\n\
         The defaults:\n\n```yaml\ncompression:\n  enabled: true\n  level: 4\n```\n",
    );
    let (rc, report) = scan_all(&docs, &code);
    let drift: Vec<String> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["verdict"] == "disagree")
        .map(|f| format!("{} {}", f["id"].as_str().unwrap(), f["docs_raw"]))
        .collect();
    // Only the block that states the defaults is compared for drift.
    assert_eq!(drift, ["disagree/compression.level/1 \"4\""], "{report:#}");
    assert_eq!(rc, 1);
}

/// Issue 26, class 5, two more shapes: a page showing another tool's configuration (most of
/// the block's keys are not the code's, one happens to share a leaf), and a file name in a
/// code span (`report.json`) that splits into the key path `report` › `json`.
#[test]
fn another_tools_config_and_file_names_are_not_statements() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("app/config.py"),
        "class Config:\n    def __init__(self, max_length=256, workers=2):\n        pass\n\n\n\
         FORMATS = {\"report\": {\"json\": True}}\n",
    );
    write(
        &docs.join("trainer.md"),
        "# Using app with a trainer\n\nThe trainer reads its own file:\n\n\
         ```yaml\nlearning_rate: 0.001\nbatch_size: 32\nepochs: 10\nmax_length: 512\n```\n\n\
         The summary goes to `report.json` (default: `false`).\n\n\
         The pool has `workers` workers (default: 4).\n",
    );
    let (rc, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        ["disagree Config.__init__(workers) app/config.py:2"],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// A flag list on a Markdown page (rq's workers page): each item opens with the flag in a
/// code span, perhaps after its short form and with a metavariable, and states the default
/// later in the item. Two commands declaring the same flag stay apart by the heading.
#[test]
fn a_flag_list_item_names_the_option_its_default_belongs_to() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(&code.join("app/defaults.py"), "DEFAULT_RESULT_TTL = 500\n");
    write(
        &code.join("app/cli.py"),
        r#"import click
from .defaults import DEFAULT_RESULT_TTL


@click.command()
@click.option('--results-ttl', type=int, default=DEFAULT_RESULT_TTL)
@click.option('--date-format', type=str, default='%H:%M:%S')
def worker(results_ttl, date_format):
    pass


@click.command()
@click.option('--num-workers', '-n', type=int, default=1)
def worker_pool(num_workers):
    pass
"#,
    );
    write(
        &docs.join("workers.md"),
        r#"# Workers

## Worker arguments

* `--results-ttl`: job results will be kept for this number of seconds (defaults to 500).
* `--date-format`: Datetime format for the worker logs, defaults to `'%H:%M'`
* `--burst` or `-b`: run worker in burst mode.

## Worker pool

Options:
* `-n` or `--num-workers <number of worker>`: defaults to 2.
"#,
    );
    assert_scan(
        &docs,
        &code,
        &[
            // `default=DEFAULT_RESULT_TTL`, imported: placed at the constant.
            "agree worker(--results-ttl) app/defaults.py:1",
            "disagree worker(--date-format) app/cli.py:7",
            "disagree worker_pool(--num-workers) app/cli.py:13",
        ],
        1,
    );
}

/// Python-Markdown's extension settings: `self.config = {"key": [default, "description"]}`
/// in each extension's `__init__`. The options table of the extension's page states each
/// key's default (with InlineHilite's `#!py3` marker); two extensions with the same key stay
/// apart by their module, and a look-alike key in a data dict is not the setting.
#[test]
fn python_markdown_extension_options_are_the_config_lists_first_items() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    let ext = |class: &str, key: &str, v: &str| {
        format!(
            "from markdown import Extension\n\n\nclass {class}(Extension):\n    def __init__(self, *args, **kwargs):\n        \
             self.config = {{\n            '{key}': [{v}, \"Use smart logic - Default: {v}\"],\n            \
             'base_path': ['.', 'Base path'],\n        }}\n        super().__init__(*args, **kwargs)\n"
        )
    };
    write(
        &code.join("mdx/caret.py"),
        &ext("InsertSupExtension", "smart_insert", "True"),
    );
    write(
        &code.join("mdx/tilde.py"),
        &ext("DeleteSubExtension", "smart_delete", "False"),
    );
    write(
        &code.join("mdx/keymap_db.py"),
        "keymap = {\n    'insert': 'Ins',\n    'base_path': 'x',\n}\n",
    );
    let table = |key: &str, v: &str| {
        format!(
            "## Options\n\nOption | Type | Default | Description\n--- | --- | --- | ---\n\
             `{key}` | bool | `#!py3 {v}` | Use smart logic.\n`base_path` | string | `#!py3 '.'` | A base path.\n"
        )
    };
    write(
        &docs.join("caret.md"),
        &format!("# Caret\n\n{}", table("smart_insert", "True")),
    );
    write(
        &docs.join("tilde.md"),
        &format!(
            "# Tilde\n\n`smart_delete` options:\n\n{}",
            table("smart_delete", "True")
        ),
    );
    let (code_rc, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        [
            "agree DeleteSubExtension(base_path) mdx/tilde.py:8",
            "agree InsertSupExtension(base_path) mdx/caret.py:8",
            "agree InsertSupExtension(smart_insert) mdx/caret.py:7",
            "disagree DeleteSubExtension(smart_delete) mdx/tilde.py:7",
        ],
        "{report:#}"
    );
    assert_eq!(code_rc, 1);
    // The row's own line, though the row has no leading pipe (a line above names it first).
    let lines: Vec<(String, u64)> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["verdict"] == "disagree")
        .flat_map(|f| f["docs"].as_array().unwrap().iter())
        .map(|d| {
            let url = d["url"].as_str().unwrap();
            (
                url.rsplit('/').next().unwrap().to_string(),
                d["line"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(lines, [("tilde.md".to_string(), 9)]);
}

/// A flag no code declares names the setting it spells: waitress' runner builds its
/// `--threads=INT` options from a settings class's attributes, and its page documents each
/// flag with "default is 4". A flag that spells two settings names neither.
#[test]
fn a_flag_without_a_declaration_names_the_setting_it_spells() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("srv/adjustments.py"),
        "class Adjustments:\n    threads = 4\n    max_request_body_size = 1073741824\n    ident = 'srv'\n\n\n\
         class Other:\n    ident = 'other'\n",
    );
    write(
        &docs.join("runner.html"),
        r#"<html><head><title>Runner</title></head><body><h1>Runner</h1><p>Tuning options:</p><dl>
<dt><code class="docutils literal notranslate"><span class="pre">--threads=INT</span></code></dt><dd><p>Number of threads used to process application logic, default is 8.</p></dd>
<dt><code class="docutils literal notranslate"><span class="pre">--max-request-body-size=INT</span></code></dt><dd><p>Maximum size of request body. Default is 1073741824 (1GB).</p></dd>
<dt><code class="docutils literal notranslate"><span class="pre">--ident=STR</span></code></dt><dd><p>Server identity. Default is 'waitress'.</p></dd>
</dl></body></html>"#,
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree Adjustments.max_request_body_size srv/adjustments.py:3",
            "disagree Adjustments.threads srv/adjustments.py:2",
        ],
        1,
    );
}

/// Settings registered or read by name with their default (tox: `add_testenv_attribute(
/// name=…, default=…)`, `reader.getbool("skipsdist", False)`), documented as Sphinx objects
/// whose signature is `name=default(TYPE)`, with the permalink after it. (`.package` is a
/// dotfile-like value since rule 225, not a dotted reference: it agrees.)
#[test]
fn settings_registered_or_read_by_name_match_name_equals_default_terms() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("tox/config.py"),
        r#"def tox_addoption(parser):
    parser.add_testenv_attribute(name="sitepackages", type="bool", default=False)
    parser.add_testenv_attribute(name="suicide_timeout", type="float", default=0.0)


class ParseIni:
    def __init__(self, reader):
        self.skipsdist = reader.getbool("skipsdist", False)
        self.isolated_build_env = reader.getstring("isolated_build_env", ".package")
"#,
    );
    let conf = |name: &str, default: &str, ty: &str| {
        format!(
            "<dl class=\"std conf\"><dt class=\"sig sig-object std\" id=\"conf-{name}\"><strong><span class=\"pre\">{name}</span></strong>\
             <code class=\"docutils literal notranslate\"><span class=\"pre\">={default}</span></code><span class=\"pre\">({ty})</span>\
             <a class=\"headerlink\" href=\"#conf-{name}\">¶</a></dt><dd><p>What it does.</p></dd></dl>"
        )
    };
    write(
        &docs.join("config.html"),
        &format!(
            "<html><head><title>Configuration</title></head><body><h1>tox configuration</h1>{}{}{}{}</body></html>",
            conf("sitepackages", "false", "true|false"),
            conf("suicide_timeout", "0.5", "float"),
            conf("skipsdist", "false", "true|false"),
            conf("isolated_build_env", ".package", "string"),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree ParseIni.__init__(isolated_build_env) tox/config.py:9",
            "agree ParseIni.__init__(skipsdist) tox/config.py:8",
            "agree tox_addoption(sitepackages) tox/config.py:2",
            "disagree tox_addoption(suicide_timeout) tox/config.py:3",
        ],
        1,
    );
}

/// A builder whose constructor writes its config part as a literal (reqwest's
/// `ClientBuilder::new()` builds `Config { nodelay: true, … }`), and a setter named unlike the
/// field it assigns (`tcp_nodelay` sets `config.nodelay`): the setter's heading states the
/// default of that nested literal.
#[test]
fn a_setter_reaches_the_part_its_builders_constructor_writes() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        r#"struct Config {
    nodelay: bool,
    pool_max_idle_per_host: usize,
}

pub struct ClientBuilder {
    config: Config,
}

impl ClientBuilder {
    pub fn new() -> ClientBuilder {
        ClientBuilder {
            config: Config {
                nodelay: true,
                pool_max_idle_per_host: usize::MAX,
            },
        }
    }

    pub fn tcp_nodelay(mut self, enabled: bool) -> ClientBuilder {
        self.config.nodelay = enabled;
        self
    }

    pub fn pool_max_idle_per_host(mut self, max: usize) -> ClientBuilder {
        self.config.pool_max_idle_per_host = max;
        self
    }
}
"#,
    );
    write(
        &docs.join("struct.ClientBuilder.html"),
        &rustdoc_impl_page(
            "ClientBuilder",
            "mycrate",
            "impl ClientBuilder",
            &[
                rustdoc_method(
                    "tcp_nodelay",
                    "(self, enabled: bool) -&gt; ClientBuilder",
                    "Set whether sockets have <code>TCP_NODELAY</code> enabled.</p><p>Default is false.",
                ),
                rustdoc_method(
                    "pool_max_idle_per_host",
                    "(self, max: usize) -&gt; ClientBuilder",
                    "Sets the maximum idle connection per host allowed in the pool.</p>\
                     <p>Default is <code>usize::MAX</code> (no limit).",
                ),
            ]
            .concat(),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &["disagree ClientBuilder::tcp_nodelay src/lib.rs:14"],
        1,
    );
}

/// tonic's shape: two constructors of one type (`Endpoint::new_uri`, `new_uds`) write the
/// same fields. The docs' "Enabled by default." on the setter meets both: one differing is
/// the two disagreeing (`inconsistent`), both differing is drift whichever the docs mean.
#[test]
fn two_constructors_writing_one_field_are_one_setting() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        r#"pub struct Endpoint {
    tcp_nodelay: bool,
    http2_adaptive_window: bool,
    buffer_size: usize,
}

impl Endpoint {
    pub fn new_uri(uri: String) -> Self {
        Endpoint {
            tcp_nodelay: false,
            http2_adaptive_window: true,
            buffer_size: 1024,
        }
    }

    pub fn new_uds(path: String) -> Self {
        Endpoint {
            tcp_nodelay: true,
            http2_adaptive_window: true,
            buffer_size: 1024,
        }
    }

    pub fn tcp_nodelay(self, enabled: bool) -> Self {
        Endpoint { tcp_nodelay: enabled, ..self }
    }

    pub fn http2_adaptive_window(self, enabled: bool) -> Self {
        Endpoint { http2_adaptive_window: enabled, ..self }
    }

    pub fn buffer_size(self, size: usize) -> Self {
        Endpoint { buffer_size: size, ..self }
    }
}
"#,
    );
    write(
        &docs.join("struct.Endpoint.html"),
        &rustdoc_impl_page(
            "Endpoint",
            "mycrate",
            "impl Endpoint",
            &[
                rustdoc_method(
                    "tcp_nodelay",
                    "(self, enabled: bool) -&gt; Self",
                    "Set the value of TCP_NODELAY. Enabled by default.",
                ),
                rustdoc_method(
                    "http2_adaptive_window",
                    "(self, enabled: bool) -&gt; Self",
                    "Sets whether to use an adaptive flow control. Defaults to false.",
                ),
                rustdoc_method(
                    "buffer_size",
                    "(self, size: usize) -&gt; Self",
                    "Sets the buffer size. Default is 1024.",
                ),
            ]
            .concat(),
        ),
    );
    let (rc, report) = scan_all(&docs, &code);
    assert_eq!(
        not_agreeing(&report),
        [
            "inconsistent/Endpoint::new_uri.tcp_nodelay/1",
            "disagree/Endpoint::new_uri.http2_adaptive_window/1"
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// hyper's shapes: modules declared inside an item macro whose body opens with the macro's
/// own inner attribute (`cfg_feature! { #![feature = "client"] pub mod client; }`), and a
/// builder field whose type is written from the crate root (`proto::h2::client::Config`,
/// another module's type with its own `impl Default`).
#[test]
fn a_setter_reaches_a_config_of_another_module_declared_through_a_macro() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "macro_rules! cfg_feature { ($($t:tt)*) => {} }\n\
         mod proto;\n\
         cfg_feature! {\n    #![feature = \"client\"]\n\n    pub mod client;\n}\n",
    );
    write(&code.join("src/proto/mod.rs"), "pub(crate) mod h2;\n");
    write(
        &code.join("src/proto/h2/mod.rs"),
        "pub(crate) mod client;\n",
    );
    write(
        &code.join("src/proto/h2/client.rs"),
        "use std::time::Duration;\n\
         pub(crate) struct Config {\n    pub(crate) keep_alive_timeout: Duration,\n}\n\
         impl Default for Config {\n    fn default() -> Config {\n        Config {\n            \
         keep_alive_timeout: Duration::from_secs(20),\n        }\n    }\n}\n",
    );
    write(&code.join("src/client/mod.rs"), "pub mod conn;\n");
    write(&code.join("src/client/conn/mod.rs"), "pub mod http2;\n");
    write(
        &code.join("src/client/conn/http2.rs"),
        "use crate::proto;\nuse std::time::Duration;\n\
         pub struct Builder<Ex> {\n    exec: Ex,\n    h2_builder: proto::h2::client::Config,\n}\n\
         impl<Ex> Builder<Ex> {\n    \
         pub fn keep_alive_timeout(&mut self, timeout: Duration) -> &mut Self {\n        \
         self.h2_builder.keep_alive_timeout = timeout;\n        self\n    }\n}\n",
    );
    write(
        &docs.join("client/conn/http2/struct.Builder.html"),
        &rustdoc_impl_page(
            "Builder",
            "hyper::client::conn::http2",
            "impl&lt;Ex&gt; Builder&lt;Ex&gt;",
            &rustdoc_method(
                "keep_alive_timeout",
                "(&amp;mut self, timeout: Duration) -&gt; &amp;mut Self",
                "Sets a timeout for receiving an acknowledgement of the keep-alive ping.</p>\
                 <p>Default is 30 seconds.",
            ),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &["disagree client::conn::http2::Builder::keep_alive_timeout src/proto/h2/client.rs:8"],
        1,
    );
}

/// Flags the code declares without a default of their own (`--dirty`, a `flag_value`
/// option) and the second flag of a pair (`--no-livereload` of `--livereload/
/// --no-livereload`) are declared: a CLI table listing them is not documenting options the
/// code lacks. A flag no code declares still is.
#[test]
fn declared_flags_without_a_default_are_not_documented_not_in_code() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("tool/__main__.py"),
        r#"import click


@click.command()
@click.option('--livereload/--no-livereload', 'livereload', default=True)
@click.option('--dirty', 'build_type', flag_value='dirty')
@click.option('--strict', is_flag=True, default=False)
def serve_command(livereload, build_type, strict):
    pass
"#,
    );
    // The config key a flag spells (rule 44) makes the table a block of known keys.
    write(
        &code.join("tool/config.py"),
        "DEFAULTS = {\"dev_addr\": \"127.0.0.1:8000\"}\n",
    );
    let row = |flag: &str, ty: &str, default: &str| {
        format!(
            "<tr><td><code>{flag}</code></td><td>{ty}</td><td>What it does.</td><td><code>{default}</code></td></tr>"
        )
    };
    write(
        &docs.join("cli.html"),
        &format!(
            "<html><head><title>CLI</title></head><body><h2>tool serve</h2><p><strong>Options:</strong></p>\
             <table><thead><tr><th>Name</th><th>Type</th><th>Description</th><th>Default</th></tr></thead><tbody>\
             {}{}{}{}{}{}</tbody></table></body></html>",
            row("--dev-addr", "text", "127.0.0.1:8000"),
            row("--livereload", "boolean", "True"),
            row("--no-livereload", "boolean", "False"),
            row("--dirty", "text", "False"),
            row("--strict", "boolean", "False"),
            row("--watch-theme", "boolean", "False"),
        ),
    );
    let (_, report) = scan_all(&docs, &code);
    let got = brief(&report);
    assert!(
        !got.iter()
            .any(|f| f.contains("--no-livereload") || f.contains("--dirty")),
        "{got:#?}"
    );
    assert!(
        got.iter().any(|f| f.starts_with("disagree --watch-theme")),
        "{got:#?}"
    );
    assert!(
        got.iter()
            .any(|f| f.starts_with("agree serve_command(--livereload)")),
        "{got:#?}"
    );
}

/// Rustdoc shows an associated constant's value in its header (`pub const DEFAULT_ENV:
/// &'static str = "RUST_LOG"` under `impl EnvFilter`): that is the impl type's constant, not
/// another type's of the same name.
#[test]
fn an_associated_constants_header_states_its_value() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct EnvFilter;\npub struct Other;\n\n\
         impl EnvFilter {\n    pub const DEFAULT_ENV: &'static str = \"RUST_LOG\";\n    pub const MAX: u32 = 8;\n}\n\n\
         impl Other {\n    pub const MAX: u32 = 16;\n}\n",
    );
    let konst = |name: &str, ty: &str, value: &str| {
        format!(
            "<details class=\"toggle\" open><summary><section id=\"associatedconstant.{name}\" class=\"associatedconstant\">\
             <h4 class=\"code-header\">pub const <a href=\"#associatedconstant.{name}\" class=\"constant\">{name}</a>: {ty} = {value}</h4>\
             </section></summary><div class=\"docblock\"><p>What it is.</p></div></details>"
        )
    };
    write(
        &docs.join("struct.EnvFilter.html"),
        &rustdoc_impl_page(
            "EnvFilter",
            "mycrate",
            "impl EnvFilter",
            &[
                konst("DEFAULT_ENV", "&amp;'static str", "&quot;RUST_LOG&quot;"),
                konst("MAX", "u32", "9"),
            ]
            .concat(),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree EnvFilter::DEFAULT_ENV src/lib.rs:5",
            "disagree EnvFilter::MAX src/lib.rs:6",
        ],
        1,
    );
}

/// A CLI table's name cell lists the short flag first (`-q`, `--quiet`, as mkdocs-click
/// renders it): the row is the option the first name-like span names.
#[test]
fn a_table_row_is_named_by_its_first_long_flag() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("tool/__main__.py"),
        r#"import click


@click.command()
@click.option('-q', '--quiet', is_flag=True, default=True)
@click.option('-t', '--theme', default='mkdocs')
def build_command(quiet, theme):
    pass
"#,
    );
    write(
        &docs.join("cli.html"),
        "<html><head><title>CLI</title></head><body><h2>tool build</h2>\
         <table><thead><tr><th>Name</th><th>Type</th><th>Description</th><th>Default</th></tr></thead><tbody>\
         <tr><td><code>-q</code>, <code>--quiet</code></td><td>boolean</td><td>Silence warnings</td><td><code>False</code></td></tr>\
         <tr><td><code>-t</code>, <code>--theme</code></td><td>choice</td><td>The theme.</td><td><code>mkdocs</code></td></tr>\
         </tbody></table></body></html>",
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree build_command(--theme) tool/__main__.py:6",
            "disagree build_command(--quiet) tool/__main__.py:5",
        ],
        1,
    );
}

/// A config file's dashed key mirrors a command-line option (pylint's `max-line-length = 100`
/// under `[tool.pylint.format]` is `--max-line-length`) in a block the text says shows the
/// defaults; a block of settings a reader writes ("Configuration file:") is not linked so.
/// A TOML basic string's escapes are undone (`"^\\s*$"` sets `^\s*$`).
#[test]
fn a_dashed_config_key_in_a_defaults_block_is_the_option_it_mirrors() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("lint/checkers/format.py"),
        r#"class FormatChecker:
    options = (
        ("max-line-length", {"default": 100, "type": "int"}),
        ("ignore-long-lines", {"default": r"^\s*(# )?<?https?://\S+>?$", "type": "regexp"}),
        ("max-module-lines", {"default": 1000, "type": "int"}),
    )
"#,
    );
    let block = |lead: &str, body: &str| {
        format!("<p>{lead}</p><div class=\"highlight-toml\"><pre>{body}</pre></div>")
    };
    write(
        &docs.join("all-options.html"),
        &format!(
            "<html><head><title>All options</title></head><body><h1>All options</h1>{}</body></html>",
            block(
                "These are the default values.",
                "[tool.lint.format]\nmax-line-length = 120\nignore-long-lines = \"^\\\\s*(# )?&lt;?https?://\\\\S+&gt;?$\"\n",
            )
        ),
    );
    write(
        &docs.join("too-many-lines.html"),
        &format!(
            "<html><head><title>too-many-lines</title></head><body><h1>too-many-lines</h1>{}</body></html>",
            block("Configuration file:", "[tool.lint.format]\nmax-module-lines = 15\n")
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree FormatChecker(--ignore-long-lines) lint/checkers/format.py:4",
            "disagree FormatChecker(--max-line-length) lint/checkers/format.py:3",
        ],
        1,
    );
}

/// A by-value setter that rebuilds its builder (`Self { regex, ..self }`, tracing-subscriber's
/// `with_regex`) sets that field, whose default is the builder's `Default`; and "By default,
/// regular expressions are enabled." under the setter's heading is its nameless default.
#[test]
fn a_setter_rebuilding_self_reaches_its_fields_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct Builder {\n    regex: bool,\n    ansi: bool,\n}\n\n\
         impl Builder {\n    pub fn with_regex(self, regex: bool) -> Self {\n        Self { regex, ..self }\n    }\n\n    \
         pub fn with_ansi(self, ansi: bool) -> Self {\n        Self { ansi, ..self }\n    }\n}\n\n\
         impl Default for Builder {\n    fn default() -> Self {\n        Self {\n            regex: true,\n            ansi: false,\n        }\n    }\n}\n",
    );
    write(
        &docs.join("struct.Builder.html"),
        &rustdoc_impl_page(
            "Builder",
            "mycrate",
            "impl Builder",
            &[
                rustdoc_method(
                    "with_regex",
                    "(self, yes: bool) -&gt; Self",
                    "Sets whether the filter parses regular expressions.</p>\
                     <p>By default, regular expressions are enabled.",
                ),
                rustdoc_method(
                    "with_ansi",
                    "(self, yes: bool) -&gt; Self",
                    "Sets whether colours are written.</p><p>By default, ANSI colours are enabled.",
                ),
            ]
            .concat(),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree Builder::with_regex src/lib.rs:19",
            "disagree Builder::with_ansi src/lib.rs:20",
        ],
        1,
    );
}

/// A rustdoc constant page declares the value (`<pre class="rust item-decl">pub const
/// DETERMINISTIC_TIMESTAMP: u64 = 1153704088;</pre>`, tar): the item's own declaration, not a
/// config block someone writes, so its drift is reported at default confidence. A plain
/// `rust` example block stating the same line stays weak.
#[test]
fn a_rustdoc_item_declaration_is_not_an_unmarked_block() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub const DETERMINISTIC_TIMESTAMP: u64 = 1234567890;\npub const OTHER: u64 = 7;\n",
    );
    let page = |name: &str, class: &str, value: &str| {
        format!(
            "<html><head><title>{name} in mycrate - Rust</title></head><body>\
             <h1>Constant <span class=\"constant\">{name}</span></h1>\
             <pre class=\"{class}\"><code>pub const {name}: <a class=\"primitive\">u64</a> = {value};</code></pre>\
             <div class=\"docblock\"><p>What it is.</p></div></body></html>"
        )
    };
    write(
        &docs.join("mycrate/constant.DETERMINISTIC_TIMESTAMP.html"),
        &page("DETERMINISTIC_TIMESTAMP", "rust item-decl", "1153704088"),
    );
    write(
        &docs.join("mycrate/constant.OTHER.html"),
        &page("OTHER", "rust rust-example-rendered", "8"),
    );
    let (rc, report) = scan_all(&docs, &code);
    let levels: Vec<(String, String)> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["id"].as_str().unwrap().to_string(),
                f["confidence"]["level"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        levels,
        [
            (
                "disagree/DETERMINISTIC_TIMESTAMP/1".to_string(),
                "high".to_string()
            ),
            ("disagree/OTHER/1".to_string(), "low".to_string()),
        ],
        "{report:#}"
    );
    assert_eq!(rc, 1);
}

/// A setter's "Defaults to `None` (equivalent to the value of `max_size`)." states
/// `min_idle`'s default: the parenthesis after the value explains it, and the name in it is not
/// what the value belongs to. A parenthesis stating a condition ("`true` (`false` when
/// `offline` is set)") leaves the sentence unread, and `<project name>` is no value.
#[test]
fn a_name_in_a_parenthesis_explaining_the_value_is_not_its_owner() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct Builder {\n    max_size: u32,\n    min_idle: Option<u32>,\n    retry: bool,\n    name: &'static str,\n}\n\n\
         impl Builder {\n    pub fn min_idle(mut self, min_idle: Option<u32>) -> Self {\n        self.min_idle = min_idle;\n        self\n    }\n\n    \
         pub fn retry(mut self, retry: bool) -> Self {\n        self.retry = retry;\n        self\n    }\n\n    \
         pub fn name(mut self, name: &'static str) -> Self {\n        self.name = name;\n        self\n    }\n}\n\n\
         impl Default for Builder {\n    fn default() -> Self {\n        Builder {\n            max_size: 10,\n            min_idle: Some(1),\n            \
         retry: false,\n            name: \"pool\",\n        }\n    }\n}\n",
    );
    write(
        &docs.join("struct.Builder.html"),
        &rustdoc_impl_page(
            "Builder",
            "mycrate",
            "impl Builder",
            &[
                rustdoc_method(
                    "min_idle",
                    "(self, min_idle: Option&lt;u32&gt;) -&gt; Self",
                    "Sets the minimum idle connection count.</p>\
                     <p>Defaults to <code>None</code> (equivalent to the value of <code>max_size</code>).",
                ),
                rustdoc_method(
                    "retry",
                    "(self, retry: bool) -&gt; Self",
                    "Sets whether to retry.</p><p>Defaults to <code>true</code> (<code>false</code> when <code>offline</code> is set).",
                ),
                rustdoc_method(
                    "name",
                    "(self, name: &amp;str) -&gt; Self",
                    "Sets the pool's name.</p><p>Defaults to <code>&lt;crate name&gt;</code> (see <code>pool_name</code>).",
                ),
            ]
            .concat(),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &["disagree Builder::default.min_idle src/lib.rs:29"],
        1,
    );
}

/// A crate page's feature list ("`ansi`: Enables `fmt` support for ANSI terminal colors.
/// Enabled by default.") states a Cargo feature's default (compared with the manifest's), not
/// the default of a struct field that happens to share its name.
#[test]
fn a_feature_flag_list_item_is_about_the_feature_not_a_field() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("Cargo.toml"),
        "[package]\nname = \"mycrate\"\nversion = \"0.1.0\"\n\n[features]\ndefault = [\"ansi\"]\nansi = []\n",
    );
    write(
        &code.join("src/lib.rs"),
        "pub struct Format {\n    ansi: Option<bool>,\n}\n\n\
         impl Default for Format {\n    fn default() -> Self {\n        Format { ansi: None }\n    }\n}\n",
    );
    write(
        &docs.join("mycrate/index.html"),
        "<html><head><title>mycrate - Rust</title></head><body><h1>Crate <span>mycrate</span></h1>\
         <div class=\"docblock\"><h2 id=\"feature-flags\">Feature Flags</h2><ul>\
         <li><code>ansi</code>: Enables support for ANSI terminal colors. Enabled by default.</li>\
         </ul></div></body></html>",
    );
    assert_scan(&docs, &code, &["agree features.ansi Cargo.toml:7"], 0);
}

/// A setter's nameless default in two more wordings: "Default is currently 16KB, but can
/// change." (hyper) and "Sets the tab width (default: 8)." (indicatif); the heading names it.
#[test]
fn a_setters_default_is_currently_or_in_parentheses() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct Builder {\n    max_buf_size: usize,\n    tab_width: usize,\n}\n\n\
         impl Builder {\n    pub fn max_buf_size(mut self, max_buf_size: usize) -> Self {\n        self.max_buf_size = max_buf_size;\n        self\n    }\n\n    \
         pub fn tab_width(mut self, tab_width: usize) -> Self {\n        self.tab_width = tab_width;\n        self\n    }\n}\n\n\
         impl Default for Builder {\n    fn default() -> Self {\n        Builder {\n            max_buf_size: 16 * 1024,\n            tab_width: 4,\n        }\n    }\n}\n",
    );
    write(
        &docs.join("struct.Builder.html"),
        &rustdoc_impl_page(
            "Builder",
            "mycrate",
            "impl Builder",
            &[
                rustdoc_method(
                    "max_buf_size",
                    "(self, max: usize) -&gt; Self",
                    "Set the maximum buffer size.</p><p>Default is currently 16KB, but can change.",
                ),
                rustdoc_method(
                    "tab_width",
                    "(self, width: usize) -&gt; Self",
                    "Sets the tab width (default: 8). All tabs will be expanded to this many spaces.",
                ),
            ]
            .concat(),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree Builder::default.max_buf_size src/lib.rs:21",
            "disagree Builder::default.tab_width src/lib.rs:22",
        ],
        1,
    );
}

/// A setter whose field's default is an enum variant (bb8's `queue_strategy:
/// QueueStrategy::default()`, deadpool's `QueueMode`): `Enum::default()` is the enum's
/// `#[default]` variant, and a docs word naming another variant the checkout declares
/// ("Defaults to `Fifo`." against `Lifo`) is compared. A word naming no variant ("Defaults to
/// `Sometimes`.") may name anything and is not.
#[test]
fn an_enum_default_variant_is_the_fields_value_and_another_variants_name_is_compared() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "#[derive(Default)]\npub enum QueueStrategy {\n    Fifo,\n    #[default]\n    Lifo,\n}\n\n\
         pub enum Retry {\n    Never,\n    Always,\n}\n\n\
         pub struct Builder {\n    queue_strategy: QueueStrategy,\n    retry: Retry,\n    backoff: Retry,\n}\n\n\
         impl Builder {\n    pub fn queue_strategy(mut self, s: QueueStrategy) -> Self {\n        self.queue_strategy = s;\n        self\n    }\n\n    \
         pub fn retry(mut self, r: Retry) -> Self {\n        self.retry = r;\n        self\n    }\n\n    \
         pub fn backoff(mut self, r: Retry) -> Self {\n        self.backoff = r;\n        self\n    }\n}\n\n\
         impl Default for Builder {\n    fn default() -> Self {\n        Builder {\n            queue_strategy: QueueStrategy::default(),\n            \
         retry: Retry::Never,\n            backoff: Retry::Never,\n        }\n    }\n}\n",
    );
    write(
        &docs.join("struct.Builder.html"),
        &rustdoc_impl_page(
            "Builder",
            "mycrate",
            "impl Builder",
            &[
                rustdoc_method(
                    "queue_strategy",
                    "(self, s: QueueStrategy) -&gt; Self",
                    "Sets the queue strategy.</p><p>Defaults to <code>Fifo</code>.",
                ),
                rustdoc_method(
                    "retry",
                    "(self, r: Retry) -&gt; Self",
                    "Sets the retry mode.</p><p>Defaults to <code>Always</code>.",
                ),
                rustdoc_method(
                    "backoff",
                    "(self, r: Retry) -&gt; Self",
                    "Sets the backoff mode.</p><p>Defaults to <code>Sometimes</code>.",
                ),
            ]
            .concat(),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "disagree Builder::default.queue_strategy src/lib.rs:39",
            "disagree Builder::default.retry src/lib.rs:40",
        ],
        1,
    );
}

/// A code sample's line that says it shows the default (tokio-util's
/// `.length_field_offset(0) // default value`, a Python `timeout=30,  # the default`) states
/// that setter's or keyword's default, even in an example; the sample's other calls are usage.
#[test]
fn a_sample_line_commented_default_states_the_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        "pub struct Builder {\n    offset: usize,\n    adjustment: isize,\n    max: usize,\n}\n\n\
         impl Builder {\n    pub fn length_field_offset(&mut self, val: usize) -> &mut Self {\n        self.offset = val;\n        self\n    }\n\n    \
         pub fn length_adjustment(&mut self, val: isize) -> &mut Self {\n        self.adjustment = val;\n        self\n    }\n\n    \
         pub fn max_frame_length(&mut self, val: usize) -> &mut Self {\n        self.max = val;\n        self\n    }\n}\n\n\
         impl Default for Builder {\n    fn default() -> Self {\n        Builder {\n            offset: 0,\n            adjustment: 2,\n            max: 8,\n        }\n    }\n}\n",
    );
    write(
        &docs.join("index.md"),
        "# length_delimited\n\n## Example 1\n\nThe following will parse a length field at offset 0.\n\n\
         ```rust\nlet mut reader = Builder::new()\n    .length_field_offset(0) // default value\n    \
         .length_adjustment(0)   // default value\n    .max_frame_length(64)\n    .new_read(io);\n```\n",
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree Builder::length_field_offset src/lib.rs:27",
            "disagree Builder::length_adjustment src/lib.rs:28",
        ],
        1,
    );
}

/// Sphinx `.. option::` terms whose descriptions end with click's `[default: 80.0]`
/// (interrogate's sphinx-click pages) state the option's default. A config sample whose only
/// "default" is a comment marking one choice (`# possible values: sphinx (default), google`)
/// does not list defaults: its `fail-under = 95` is a user's setting, left unreported.
#[test]
fn a_click_bracket_default_under_an_option_term_and_a_sample_marking_one_choice() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("cov/cli.py"),
        "import click\n\n\n@click.command()\n@click.option(\"-f\", \"--fail-under\", type=float, default=75.0, show_default=True)\n\
         @click.option(\"-q\", \"--quiet\", is_flag=True, default=False, show_default=True)\n\
         @click.option(\"--style\", default=\"sphinx\", show_default=True)\n\
         def main(fail_under, quiet, style):\n    pass\n",
    );
    let option = |id: &str, short: &str, long: &str, text: &str| {
        format!(
            "<dl class=\"std option\"><dt class=\"sig sig-object std\" id=\"{id}\">\
             <span class=\"sig-name descname\"><span class=\"pre\">{short}</span></span>\
             <span class=\"sig-prename descclassname\"><span class=\"pre\">,</span> </span>\
             <span class=\"sig-name descname\"><span class=\"pre\">{long}</span></span>\
             <a class=\"headerlink\" href=\"#{id}\">¶</a></dt><dd><p>{text}</p></dd></dl>"
        )
    };
    write(
        &docs.join("index.html"),
        &format!(
            "<html><head><title>Usage</title></head><body><h1>Usage</h1>{}{}\
             <h2>Configuration</h2><p>Configure within your pyproject.toml:</p>\
             <pre><code class=\"language-toml\">[tool.cov]\nquiet = true\nfail-under = 95\n\
             # possible values: sphinx (default), google\nstyle = \"sphinx\"\n</code></pre></body></html>",
            option(
                "cmdoption-f",
                "-f",
                "--fail-under",
                "Fail when coverage is lower.  [default: <code>80.0</code>]"
            ),
            option(
                "cmdoption-q",
                "-q",
                "--quiet",
                "Do not print output  [default: <code>False</code>]"
            ),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree main(--quiet) cov/cli.py:6",
            "disagree main(--fail-under) cov/cli.py:5",
        ],
        1,
    );
}

/// hyper-util's shapes: a setter converting its parameter (`self.pool_config.idle_timeout =
/// val.into()`), a part built inside `Arc::new(Config { … })` by a `new_*` constructor, and a
/// setter reaching it through an accessor (`self.config_mut().nodelay = nodelay`, where
/// `config_mut` is `Arc::make_mut(&mut self.config)`): each setter states its field's default.
#[test]
fn setters_through_conversions_wrappers_and_accessors_reach_their_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        r#"use std::sync::Arc;
use std::time::Duration;

struct Config {
    nodelay: bool,
    reuse_address: bool,
}

struct PoolConfig {
    idle_timeout: Option<Duration>,
}

pub struct HttpConnector {
    config: Arc<Config>,
    pool: PoolConfig,
}

impl HttpConnector {
    pub fn new_with_resolver() -> HttpConnector {
        HttpConnector {
            config: Arc::new(Config {
                nodelay: true,
                reuse_address: false,
            }),
            pool: PoolConfig {
                idle_timeout: Some(Duration::from_secs(90)),
            },
        }
    }

    pub fn set_nodelay(&mut self, nodelay: bool) {
        self.config_mut().nodelay = nodelay;
    }

    pub fn set_reuse_address(&mut self, reuse: bool) {
        self.config_mut().reuse_address = reuse;
    }

    pub fn pool_idle_timeout<D: Into<Option<Duration>>>(&mut self, val: D) {
        self.pool.idle_timeout = val.into();
    }

    fn config_mut(&mut self) -> &mut Config {
        Arc::make_mut(&mut self.config)
    }
}
"#,
    );
    write(
        &docs.join("struct.HttpConnector.html"),
        &rustdoc_impl_page(
            "HttpConnector",
            "mycrate",
            "impl HttpConnector",
            &[
                rustdoc_method(
                    "set_nodelay",
                    "(&amp;mut self, nodelay: bool)",
                    "Default is false.",
                ),
                rustdoc_method(
                    "set_reuse_address",
                    "(&amp;mut self, reuse: bool)",
                    "Default is false.",
                ),
                rustdoc_method(
                    "pool_idle_timeout",
                    "(&amp;mut self, val: D)",
                    "Default is 90 seconds.",
                ),
            ]
            .concat(),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree HttpConnector::pool_idle_timeout src/lib.rs:26",
            "agree HttpConnector::set_reuse_address src/lib.rs:23",
            "disagree HttpConnector::set_nodelay src/lib.rs:22",
        ],
        1,
    );
}

/// hyper's `keep_alive_interval`: "Disabled by default." for a field whose default is `None`
/// agrees (an absent interval leaves keep-alive off); `Some(…)` there is (weak) drift.
#[test]
fn disabled_by_default_agrees_with_a_none_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        r#"use std::time::Duration;

pub struct Builder {
    keep_alive_interval: Option<Duration>,
    keep_alive_timeout: Option<Duration>,
}

impl Default for Builder {
    fn default() -> Builder {
        Builder {
            keep_alive_interval: None,
            keep_alive_timeout: Some(Duration::from_secs(20)),
        }
    }
}

impl Builder {
    pub fn keep_alive_interval(&mut self, interval: impl Into<Option<Duration>>) -> &mut Self {
        self.keep_alive_interval = interval.into();
        self
    }

    pub fn keep_alive_timeout(&mut self, timeout: impl Into<Option<Duration>>) -> &mut Self {
        self.keep_alive_timeout = timeout.into();
        self
    }
}
"#,
    );
    write(
        &docs.join("struct.Builder.html"),
        &rustdoc_impl_page(
            "Builder",
            "mycrate",
            "impl Builder",
            &[
                rustdoc_method(
                    "keep_alive_interval",
                    "(&amp;mut self, interval: D)",
                    "Disabled by default.",
                ),
                rustdoc_method(
                    "keep_alive_timeout",
                    "(&amp;mut self, timeout: D)",
                    "Disabled by default.",
                ),
            ]
            .concat(),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree Builder::default.keep_alive_interval src/lib.rs:11",
            "disagree Builder::default.keep_alive_timeout src/lib.rs:12",
        ],
        // The timeout's drift is low-confidence (a yes/no against a duration): listed with
        // `--all`, not failing the run.
        0,
    );
}

/// fern's `fn level`: "Default level is `LevelFilter::Trace`." says the default of the name
/// the heading documents in words; the same words naming something else ("Default format is
/// plain.") under that heading are not read as its default.
#[test]
fn a_default_said_with_the_headings_name_in_words_is_its_default() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/lib.rs"),
        r#"pub enum LevelFilter {
    Off,
    Info,
    Trace,
}

pub struct Dispatch {
    level: LevelFilter,
    max_depth: usize,
}

impl Dispatch {
    pub fn new() -> Dispatch {
        Dispatch {
            level: LevelFilter::Info,
            max_depth: 8,
        }
    }

    pub fn level(mut self, level: LevelFilter) -> Dispatch {
        self.level = level;
        self
    }

    pub fn max_depth(mut self, depth: usize) -> Dispatch {
        self.max_depth = depth;
        self
    }
}
"#,
    );
    write(
        &docs.join("struct.Dispatch.html"),
        &rustdoc_impl_page(
            "Dispatch",
            "fern",
            "impl Dispatch",
            &[
                rustdoc_method(
                    "level",
                    "(self, level: LevelFilter) -&gt; Self",
                    "Sets the overarching level filter.</p>\
                     <p>Default level is <code>LevelFilter::Trace</code>.",
                ),
                rustdoc_method(
                    "max_depth",
                    "(self, depth: usize) -&gt; Self",
                    "Sets how deep records nest.</p><p>Default format is 9.",
                ),
            ]
            .concat(),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &["disagree Dispatch::new.level src/lib.rs:15"],
        1,
    );
}

/// rustls's `ConfigBuilder::with_client_cert_resolver(self, …) -> ClientConfig` builds the
/// config's literal (`check_selected_alpn: true, enable_early_data: false, …`): a builder's
/// finishing method states the built type's defaults, which its field docs ("The default is
/// true.") are compared with.
#[test]
fn a_builders_finishing_method_states_the_built_types_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("src/client.rs"),
        r#"pub struct ClientConfig {
    pub check_selected_alpn: bool,
    pub enable_early_data: bool,
}

pub struct ConfigBuilder {
    versions: u8,
}

impl ConfigBuilder {
    pub fn with_client_cert_resolver(self, resolver: u8) -> ClientConfig {
        let _ = (self.versions, resolver);
        ClientConfig {
            check_selected_alpn: true,
            enable_early_data: true,
        }
    }
}
"#,
    );
    let field = |name: &str, doc: &str| {
        format!(
            "<span id=\"structfield.{name}\" class=\"structfield section-header\">\
             <a href=\"#structfield.{name}\" class=\"anchor field\">§</a>\
             <code>{name}: bool</code></span><div class=\"docblock\"><p>{doc}</p></div>"
        )
    };
    write(
        &docs.join("struct.ClientConfig.html"),
        &format!(
            "<html><head><title>ClientConfig in rustls::client - Rust</title></head><body>\
             <h1>Struct <span class=\"struct\">ClientConfig</span></h1>\
             <h2 id=\"fields\" class=\"fields section-header\">Fields</h2>{}{}</body></html>",
            field(
                "check_selected_alpn",
                "Whether to check the selected ALPN.</p><p>The default is true."
            ),
            field(
                "enable_early_data",
                "Whether to send data on the first flight.</p><p>The default is false."
            ),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree ClientConfig::with_client_cert_resolver.check_selected_alpn src/client.rs:14",
            "disagree ClientConfig::with_client_cert_resolver.enable_early_data src/client.rs:15",
        ],
        1,
    );
}

/// django-storages' backend pages: each setting is a paragraph of its names
/// (`querystring_expire` or `AWS_QUERYSTRING_EXPIRE`) over an indented block ("Default:
/// `3600`"), and the code reads it with its fallback, `setting("AWS_QUERYSTRING_EXPIRE",
/// 3600)` in the dict `get_default_settings` returns (or `getattr(settings, "X", d)`). A
/// default written as arithmetic ("2*1024*1024 i.e 2MB") is its value. A settings module's
/// own dict is the setting's default before a fallback read elsewhere (dateparser's
/// `DEFAULT_DAYS_IN_MONTH`).
#[test]
fn a_setting_read_with_its_fallback_under_a_paragraph_of_its_names() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("storages/backends/s3.py"),
        "from django.conf import settings\n\nfrom storages.utils import setting\n\n\n\
         class S3Storage:\n    def get_default_settings(self):\n        return {\n            \
         \"querystring_expire\": setting(\"AWS_QUERYSTRING_EXPIRE\", 7200),\n            \
         \"file_overwrite\": getattr(settings, \"AWS_S3_FILE_OVERWRITE\", True),\n            \
         \"max_memory_size\": setting(\"AWS_S3_MAX_MEMORY_SIZE\", 2 * 1024 * 1024),\n        }\n",
    );
    write(
        &code.join("storages/conf.py"),
        "DEFAULTS = {\n    \"STORAGE_DAYS_KEPT\": 30,\n}\n\n\
         def days(settings):\n    return getattr(settings, \"STORAGE_DAYS_KEPT\", 28)\n",
    );
    let setting = |names: &[&str], body: &str| {
        let spans: Vec<String> = names
            .iter()
            .map(|n| format!("<code class=\"docutils literal notranslate\"><span class=\"pre\">{n}</span></code>"))
            .collect();
        format!(
            "<p>{}</p>\n<blockquote>\n<div><p>{body}</p>\n<p>What it does.</p>\n</div></blockquote>\n",
            spans.join(" or ")
        )
    };
    write(
        &docs.join("backends/amazon-S3.html"),
        &format!(
            "<html><head><title>Amazon S3</title></head><body><section><h1>Amazon S3</h1>\n{}{}{}{}</section></body></html>",
            setting(&["querystring_expire", "AWS_QUERYSTRING_EXPIRE"], "Default: <code>3600</code>"),
            setting(&["file_overwrite", "AWS_S3_FILE_OVERWRITE"], "Default: <code>True</code>"),
            setting(&["max_memory_size", "AWS_S3_MAX_MEMORY_SIZE"], "Default: <code>2*1024*1024</code> i.e 2MB"),
            setting(&["STORAGE_DAYS_KEPT"], "Default: <code>30</code>"),
        ),
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree S3Storage.get_default_settings(AWS_S3_FILE_OVERWRITE) storages/backends/s3.py:10",
            "agree S3Storage.get_default_settings(AWS_S3_MAX_MEMORY_SIZE) storages/backends/s3.py:11",
            "agree storages storages/conf.py:2",
            "disagree S3Storage.get_default_settings(AWS_QUERYSTRING_EXPIRE) storages/backends/s3.py:9",
        ],
        1,
    );
}

/// xmlschema's test-runner options: Sphinx's smartquotes render an option list's
/// `--timeout=SEC` as "–timeout=SEC" (an en dash), which names `--timeout`; and "(default=300)"
/// states the default as "(default: 300)" does.
#[test]
fn an_en_dashed_option_term_and_default_equals_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let (docs, code) = (dir.path().join("docs"), dir.path().join("code"));
    write(
        &code.join("pkg/testing.py"),
        "import argparse\n\n\ndef get_parser():\n    parser = argparse.ArgumentParser()\n    \
         parser.add_argument('--version', metavar='VERSION', default='1.0')\n    \
         parser.add_argument('--timeout', type=int, default=120, metavar='SEC')\n    \
         return parser\n",
    );
    write(
        &docs.join("testing.html"),
        "<html><head><title>Testing</title></head><body><h1>Testing</h1><dl>\
         <dt><strong>–version=VERSION</strong></dt><dd><p>XSD schema version to use for the test \
         case (default is 1.0).</p></dd>\
         <dt><strong>–timeout=SEC</strong></dt><dd><p>Timeout for fetching resources \
         (default=300).</p></dd></dl></body></html>",
    );
    assert_scan(
        &docs,
        &code,
        &[
            "agree get_parser(--version) pkg/testing.py:6",
            "disagree get_parser(--timeout) pkg/testing.py:7",
        ],
        1,
    );
}
