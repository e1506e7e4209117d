//! Shared by `tests/history.rs` and `tests/baseline.rs`: real git repositories in temp dirs
//! holding kiln, a small Python project whose Markdown docs state its defaults, released as
//! v1.0 with twelve documented defaults that agree and one that already disagrees.

#![allow(dead_code)] // each test binary uses part of it

use std::path::PathBuf;

pub use crate::util::{docdrift, git};

/// A repository whose commits get one day each, so dates are ordered and stable.
pub struct Repo {
    _tmp: tempfile::TempDir,
    pub root: PathBuf,
    day: u32,
}

impl Repo {
    pub fn new() -> Repo {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("kiln-repo");
        std::fs::create_dir_all(&root).unwrap();
        git(&root, &["init", "-q", "-b", "main"]);
        Repo {
            _tmp: tmp,
            root,
            day: 0,
        }
    }

    pub fn write(&self, rel: &str, text: &str) {
        let p = self.root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    /// Replace `from` (which must occur exactly once) with `to`.
    pub fn edit(&self, rel: &str, from: &str, to: &str) {
        let p = self.root.join(rel);
        let text = std::fs::read_to_string(&p).unwrap();
        assert_eq!(text.matches(from).count(), 1, "{from:?} in {rel}");
        std::fs::write(p, text.replace(from, to)).unwrap();
    }

    pub fn commit(&mut self, subject: &str, author: &str) -> String {
        self.day += 1;
        let date = format!("2026-01-{:02}T12:00:00+00:00", self.day);
        git(&self.root, &["add", "-A"]);
        let out = std::process::Command::new("git")
            .arg("-C")
            .arg(&self.root)
            .args([
                "-c",
                &format!("user.name={author}"),
                "-c",
                "user.email=dev@example.org",
                "commit",
                "-qm",
                subject,
            ])
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .env("GIT_AUTHOR_DATE", &date)
            .env("GIT_COMMITTER_DATE", &date)
            .output()
            .unwrap();
        assert!(out.status.success(), "commit {subject}");
        git(&self.root, &["rev-parse", "HEAD"]).trim().to_string()
    }

    pub fn path(&self, rel: &str) -> String {
        self.root.join(rel).display().to_string()
    }
}

pub const SETTINGS: &str = r#""""Settings of kiln, a build cache."""

DEFAULTS = {
    "cache": {
        "max_entries": 500,
        "ttl_seconds": 3600,
        "compress": True,
    },
    "server": {
        "port": 8080,
        "workers": 4,
        "host": "127.0.0.1",
    },
    "log_level": "info",
}

# How often a failed upload is retried.
RETRY_LIMIT = 3
BACKOFF_FACTOR = 1.5
CHUNK_SIZE = 65536
MAX_UPLOAD_MB = 20
_INTERNAL_BATCH = 17
"#;

pub const NET: &str = r#""""The HTTP client."""


class Client:
    def __init__(self, url, timeout=30, pool_size=10):
        self.url = url
        self.timeout = timeout
        self.pool_size = pool_size
"#;

pub const DOCS: &str = r#"# Configuration

## Cache

| Key | Default | Meaning |
|---|---|---|
| `max_entries` | 500 | entries kept |
| `ttl_seconds` | 3600 | seconds an entry lives |
| `compress` | true | compress entries |

## Server

```yaml
server:
  port: 8080
  workers: 4
  host: "127.0.0.1"
```

The `log_level` defaults to "info".

## Uploads

`RETRY_LIMIT` (default: 3) is how often a failed upload is retried, waiting
`BACKOFF_FACTOR` (default: 1.5) times longer each time. Files are sent in chunks of
`CHUNK_SIZE` (default: 65536) bytes. `MAX_UPLOAD_MB` (default: 10) caps one upload.

## Client

The client's `timeout` defaults to 30 and its `pool_size` defaults to 10.
"#;

/// kiln at v1.0: twelve documented defaults that agree, one (`MAX_UPLOAD_MB`) that
/// already disagrees.
pub fn released() -> Repo {
    let mut r = Repo::new();
    r.write("kiln/settings.py", SETTINGS);
    r.write("kiln/net.py", NET);
    r.write("docs/configuration.md", DOCS);
    r.write("README.md", "kiln: a build cache.\n");
    r.commit("kiln 1.0", "Ann");
    git(&r.root, &["tag", "v1.0"]);
    r
}
