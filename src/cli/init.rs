//! `docdrift init`: start a project. Writes a commented `docdrift.toml`
//! and a starter claims file — drafted by scan (`--write-claims`) when the
//! docs and the code are given, else a commented example — and never
//! replaces a file that exists: each one kept is named on stderr.

use super::Exit;
use docdrift_core::scan;
use std::path::{Path, PathBuf};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Directory of docs pages (.md, .html); with --checkout the starter
    /// claims are drafted by scan.
    #[arg(long, value_name = "DIR", conflicts_with = "snapshots")]
    pub docs: Option<PathBuf>,
    /// Snapshot store of the docs pages, instead of --docs.
    #[arg(long, value_name = "DIR")]
    pub snapshots: Option<PathBuf>,
    /// Code checkout the docs describe.
    #[arg(long, value_name = "DIR")]
    pub checkout: Option<PathBuf>,
    /// Project directory to write into [default: the current directory].
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub dir: PathBuf,
}

pub fn run(args: Args) -> anyhow::Result<Exit> {
    if !args.dir.is_dir() {
        eprintln!(
            "docdrift init: --dir {}: no such directory",
            args.dir.display()
        );
        return Ok(Exit::Usage);
    }
    for (flag, p) in [
        ("--docs", &args.docs),
        ("--snapshots", &args.snapshots),
        ("--checkout", &args.checkout),
    ] {
        if let Some(p) = p.as_deref().filter(|p| !p.is_dir()) {
            eprintln!("docdrift init: {flag} {}: no such directory", p.display());
            return Ok(Exit::Usage);
        }
    }
    let project = super::repo::absolute_clean(&args.dir);
    // Paths in both files are relative to the project directory.
    let rel = |p: &Path| -> String {
        super::repo::relative_to(p, &project)
            .unwrap_or_else(|| super::repo::absolute_clean(p).display().to_string())
    };
    let docs = args.docs.as_deref().map(rel);
    let snapshots = args.snapshots.as_deref().map(rel);
    let checkout = args.checkout.as_deref().map(rel);

    let config = project.join(docdrift_core::claims::project::FILE_NAME);
    write_new(
        &config,
        &config_text(docs.as_deref(), snapshots.as_deref(), checkout.as_deref()),
    )?;

    let claims_dir = project.join("claims");
    std::fs::create_dir_all(&claims_dir)?;
    match (
        &args.checkout,
        args.docs.as_ref().or(args.snapshots.as_ref()),
    ) {
        (Some(code), Some(_)) => {
            let path = claims_dir.join("drafted.toml");
            if path.exists() {
                eprintln!("docdrift init: kept {} (it exists)", path.display());
            } else {
                draft(&args, code, &project, &path)?;
            }
        }
        _ => {
            let path = claims_dir.join("example.toml");
            write_new(&path, &example_claims(docs.as_deref(), checkout.as_deref()))?;
        }
    }
    Ok(Exit::Ok)
}

/// Write `text` to `path` unless it exists (then say it was kept).
fn write_new(path: &Path, text: &str) -> anyhow::Result<()> {
    if path.exists() {
        eprintln!("docdrift init: kept {} (it exists)", path.display());
        return Ok(());
    }
    docdrift_core::core::atomic::write(path, text.as_bytes())?;
    eprintln!("docdrift init: wrote {}", path.display());
    Ok(())
}

fn draft(args: &Args, code: &Path, project: &Path, path: &Path) -> anyhow::Result<()> {
    let (pages, _) = match (&args.docs, &args.snapshots) {
        (Some(d), _) => (scan::load_docs_dir(d)?, Vec::new()),
        (None, Some(s)) => scan::load_snapshots(s)?,
        (None, None) => unreachable!("checked by the caller"),
    };
    let index = scan::names::collect(code)?;
    let result = scan::scan(&pages, &index);
    let place = |p: &Path| -> PathBuf {
        super::repo::relative_to(p, project)
            .map(PathBuf::from)
            .unwrap_or_else(|| super::repo::absolute_clean(p))
    };
    let target = scan::draft::DraftTarget {
        checkout: place(code),
        docs_dir: args.docs.as_deref().map(place),
    };
    let n = scan::draft::write(path, &result, &pages, &target)?;
    eprintln!(
        "docdrift init: wrote {} ({n} draft claims from scan)",
        path.display()
    );
    Ok(())
}

fn q(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

fn config_text(docs: Option<&str>, snapshots: Option<&str>, checkout: Option<&str>) -> String {
    let line = |key: &str, v: Option<&str>, example: &str| match v {
        Some(v) => format!("{key} = {}\n", q(v)),
        None => format!("# {key} = {}\n", q(example)),
    };
    let mut s = String::from(
        "# docdrift project defaults; flags override them. Paths are relative to this file.\n\
         # docdrift check and docdrift scan find this file from any directory below it.\n\n\
         [check]\n\
         claims = \"claims\"             # a claims file or a directory of them\n\
         snapshots = \"snapshots\"       # where fetched pages are kept\n",
    );
    s.push_str(&line("checkout", checkout, "src"));
    s.push_str(
        "# docs_base = \"https://staging.example.com/docs/\"  # or a local build directory\n\
         # format = \"table\"            # table, json, markdown, junit, sarif, github\n\
         # env = [\"APP_VERSION\"]       # variables claims files may read as ${APP_VERSION}\n\n\
         # A known disagreement that must not fail the gate, until a date (inclusive):\n\
         # [[check.accept]]\n\
         # claim = \"some-claim-id\"\n\
         # reason = \"the docs fix ships with 2.4\"\n\
         # until = 2027-01-31\n\n\
         [scan]\n",
    );
    let docs_line = match (docs, snapshots) {
        (_, Some(snaps)) => line("snapshots", Some(snaps), "snapshots"),
        (d, None) => line("docs", d, "docs"),
    };
    s.push_str(&docs_line);
    s.push_str(&line("checkout", checkout, "src"));
    s.push_str("# exclude = [\"vendor/**\", \"tests/**\"]   # globs relative to the checkout\n");
    s.push_str(
        "\n# A known scan finding (its id as scan prints it; * matches anything), until a date:\n\
         # [[scan.accept]]\n\
         # finding = \"disagree/DEFAULT_TIMEOUT/*\"\n\
         # reason = \"the docs fix ships with 2.4\"\n\
         # until = 2027-01-31\n",
    );
    s
}

fn example_claims(docs: Option<&str>, checkout: Option<&str>) -> String {
    let mut s = String::from(
        "# A starter claims file: each [[claim]] says what the docs and the code agree on.\n\
         # Uncomment and edit the example, then run `docdrift check`. Reference: README.md,\n\
         # \"Claims files\". `docdrift init --docs DIR --checkout DIR` drafts claims with scan.\n\
         version = 1\n\n[target]\nname = \"my project\"\n",
    );
    s.push_str(&format!("checkout = {}\n", q(checkout.unwrap_or("src"))));
    match docs {
        Some(d) => s.push_str(&format!("docs_dir = {}\n", q(d))),
        None => {
            s.push_str("# docs = \"https://example.com/docs/\"  # base URL page paths join onto\n")
        }
    }
    s.push_str(
        "\n# [[claim]]\n\
         # id = \"default-timeout\"\n\
         # says = \"the default timeout is 30 seconds\"\n\
         # docs = { page = \"config.md\", regex = 'timeout defaults to (?P<value>\\d+)s' }\n\
         # code = { select = \"app/settings.py::DEFAULT_TIMEOUT\" }\n",
    );
    s
}
