//! The directory walker: finds the HTML files of a docs tree, reads each page and
//! adds its counts to the totals.

#[allow(unused_imports)]
use super::*;

/// Totals of [`count_dir`].
#[derive(Debug, Clone, Default)]
pub struct DirTotals {
    /// `.html` files read.
    pub files: usize,
    /// Bytes of the `.html` files read.
    pub bytes: u64,
    /// Files that were not valid UTF-8 (decoded lossily, like the peers do).
    pub non_utf8: usize,
    /// Per phrase, in the order given: (phrase, html hits, text hits).
    pub per_phrase: Vec<(String, usize, usize)>,
    /// Files that could not be read; they are reported, never silently skipped.
    pub errors: Vec<(PathBuf, String)>,
}

#[derive(Default)]
pub(crate) struct Acc {
    pub(crate) files: usize,
    pub(crate) bytes: u64,
    pub(crate) non_utf8: usize,
    pub(crate) counts: Vec<(usize, usize)>,
    pub(crate) errors: Vec<(PathBuf, String)>,
}

impl Acc {
    pub(crate) fn merge(mut self, o: Acc) -> Acc {
        self.files += o.files;
        self.bytes += o.bytes;
        self.non_utf8 += o.non_utf8;
        if self.counts.len() < o.counts.len() {
            self.counts.resize(o.counts.len(), (0, 0));
        }
        for (a, b) in self.counts.iter_mut().zip(o.counts) {
            a.0 += b.0;
            a.1 += b.1;
        }
        self.errors.extend(o.errors);
        self
    }
}

/// Every `.html` file under `dir` (sorted, so runs are reproducible).
pub fn html_files(dir: &Path) -> Result<Vec<PathBuf>, FastpathError> {
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let entry = entry.map_err(|e| FastpathError::Walk {
            path: e.path().unwrap_or(dir).to_path_buf(),
            msg: e.to_string(),
        })?;
        if entry.file_type().is_file() && entry.file_name().to_string_lossy().ends_with(".html") {
            files.push(entry.into_path());
        }
    }
    Ok(files)
}

/// Reads `path` into `buf` and returns it as text (lossy for non-UTF-8, flagged).
pub fn read_page<'a>(
    path: &Path,
    buf: &'a mut Vec<u8>,
    lossy: &'a mut String,
) -> Result<(&'a str, bool), std::io::Error> {
    use std::io::Read;
    buf.clear();
    std::fs::File::open(path)?.read_to_end(buf)?;
    match std::str::from_utf8(buf) {
        Ok(s) => Ok((s, true)),
        Err(_) => {
            *lossy = String::from_utf8_lossy(buf).into_owned();
            Ok((lossy.as_str(), false))
        }
    }
}

/// Counts every phrase in every `.html` file under `dir`, on all cores, streaming.
pub fn count_dir(dir: &Path, counter: &MultiCounter) -> Result<DirTotals, FastpathError> {
    let files = html_files(dir)?;
    Ok(count_files(&files, counter))
}

/// [`count_dir`] over a given list of files.
pub fn count_files(files: &[PathBuf], counter: &MultiCounter) -> DirTotals {
    let n = counter.phrases.len();
    let acc = files
        .par_iter()
        .with_min_len(16)
        .fold(
            || {
                (
                    Acc {
                        counts: vec![(0, 0); n],
                        ..Acc::default()
                    },
                    Scratch::default(),
                    Vec::new(),
                    String::new(),
                )
            },
            |(mut acc, mut scratch, mut buf, mut lossy), path| {
                match read_page(path, &mut buf, &mut lossy) {
                    Ok((html, utf8)) => {
                        acc.files += 1;
                        acc.bytes += html.len() as u64;
                        if !utf8 {
                            acc.non_utf8 += 1;
                        }
                        counter.count_into(html, &mut scratch, &mut acc.counts);
                    }
                    Err(e) => acc.errors.push((path.clone(), e.to_string())),
                }
                (acc, scratch, buf, lossy)
            },
        )
        .map(|(acc, ..)| acc)
        .reduce(Acc::default, Acc::merge);
    let mut errors = acc.errors;
    errors.sort();
    DirTotals {
        files: acc.files,
        bytes: acc.bytes,
        non_utf8: acc.non_utf8,
        per_phrase: counter
            .phrases
            .iter()
            .cloned()
            .zip(acc.counts.iter().chain(std::iter::repeat(&(0, 0))))
            .map(|(p, &(h, t))| (p, h, t))
            .collect(),
        errors,
    }
}
