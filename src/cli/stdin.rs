//! `-` for standard input wherever a command reads one file (`text -`,
//! `count -`, `check --claims -`): the input is read once into a file in a
//! private temp directory, named for what it holds, and the command reads
//! that file like any other. One place, so every command treats `-` alike.

use std::io::Read;
use std::path::PathBuf;

/// Standard input saved to a file; the file goes when this is dropped.
pub struct Saved {
    _dir: tempfile::TempDir,
    pub path: PathBuf,
}

/// What a page read from stdin is: HTML when its first non-blank byte is
/// `<`, else Markdown.
pub fn page_extension(bytes: &[u8]) -> &'static str {
    match bytes.iter().find(|b| !b.is_ascii_whitespace()) {
        Some(b'<') => "html",
        _ => "md",
    }
}

/// Read all of standard input into `stdin.<ext>`, `ext` chosen from the bytes.
pub fn save(ext: impl Fn(&[u8]) -> &'static str) -> anyhow::Result<Saved> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .read_to_end(&mut bytes)
        .map_err(|e| anyhow::anyhow!("reading standard input (-): {e}"))?;
    let dir = tempfile::tempdir()?;
    let path = dir.path().join(format!("stdin.{}", ext(&bytes)));
    std::fs::write(&path, &bytes)?;
    Ok(Saved { _dir: dir, path })
}

/// Replace the one `-` among `sources` by a file holding standard input;
/// two `-` are a usage error (stdin can be read once).
pub fn sources(sources: &mut [String]) -> anyhow::Result<Option<Saved>> {
    let dashes = sources.iter().filter(|s| *s == "-").count();
    if dashes == 0 {
        return Ok(None);
    }
    if dashes > 1 {
        anyhow::bail!("`-` (standard input) may be given once");
    }
    let saved = save(page_extension)?;
    for s in sources.iter_mut().filter(|s| *s == "-") {
        *s = saved.path.display().to_string();
    }
    Ok(Some(saved))
}
