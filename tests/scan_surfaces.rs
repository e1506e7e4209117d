//! `docdrift scan` on settings the docs name by their user-facing surface (issue 26, class
//! 1): command-line options documented under a flag heading, in a `--help` output block or a
//! Sphinx `.. option::` term, against argparse/click declarations whose default may be a
//! constant of another module; environment variables read with a default.

use assert_cmd::Command;
use serde_json::Value as Json;
use std::path::Path;

fn write(path: &Path, body: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, body).unwrap();
}

/// `scan --all --format json` of a docs directory against a checkout: (exit code, report).
fn scan_all(docs: &Path, code: &Path) -> (i32, Json) {
    let out = Command::cargo_bin("docdrift")
        .unwrap()
        .arg("scan")
        .arg("--docs")
        .arg(docs)
        .arg("--checkout")
        .arg(code)
        .args(["--all", "--format", "json"])
        .output()
        .unwrap();
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}): {}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (out.status.code().unwrap(), json)
}

/// `verdict name code-file:line` per finding, sorted.
fn brief(report: &Json) -> Vec<String> {
    let mut v: Vec<String> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let code: Vec<String> = f["code"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| format!("{}:{}", c["file"].as_str().unwrap(), c["line"]))
                .collect();
            let id = f["id"].as_str().unwrap();
            let name = id.split('/').nth(1).unwrap_or(id);
            format!("{} {} {}", f["verdict"].as_str().unwrap(), name, code.join(","))
        })
        .collect();
    v.sort();
    v
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
    let (code_rc, report) = scan_all(&docs, &code);
    assert_eq!(
        brief(&report),
        [
            "agree build(--log-level) app/tool.py:7",
            "agree main(--bind-port) app/cli.py:7",
            // `default=DEFAULT_IDLE_TIMEOUT`, imported: placed at the constant.
            "agree main(--idle-timeout) app/const.py:1",
            "disagree build(--retries) app/tool.py:6",
            "disagree main(--workers) app/cli.py:8",
        ],
        "{report:#}"
    );
    assert_eq!(code_rc, 1);
}
