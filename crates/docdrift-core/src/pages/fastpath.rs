//! Streaming fast path for visible text and multi-phrase counts.
//!
//! Sits beside the DOM path ([`crate::pages::text`] / [`crate::pages::count`]): where a whole site or corpus is
//! counted (`bench`, nightly crawls), building an html5ever DOM per page is the bottleneck, so
//! this module scans the bytes once and produces the SAME visible text, byte for byte (the
//! definition is the module doc of [`crate::pages::text`]; `tests/fastpath.rs` and the benchmark prove
//! equality page by page).
//!
//! Why a hand-written scanner and not html5gum tokens: measured on this machine, html5gum alone
//! tokenises ~125 MB/s per core, which leaves no room for the 554 MB docs corpus in 4 s on two
//! cores. The scanner jumps between `<` with memchr and only looks at markup; text runs are
//! copied in bulk. html5gum is still used for the rare named character references that are not
//! in the fast table, so entity decoding stays spec-exact.
//!
//! A tokenizer alone is not enough to equal a DOM: html5ever's tree builder closes `<p>` at
//! `</td>`, implies `<head>`, hides text between `<meta>`s, closes cells when a new row starts,
//! and so on. `Walker` therefore keeps a small stack of open elements and follows the parts of
//! the WHATWG tree-construction rules that change visible text (implied ends of blocks, head
//! handling, table rows and cells, raw-text and foreign content). What it does not model
//! (foster-parenting of stray text inside tables, formatting-element reconstruction) cannot
//! change emitted text except in malformed pages; the benchmark reports every page where the two
//! paths differ.
//!
//! Counting: [`MultiCounter`] searches N phrases at once with Aho–Corasick in the raw HTML and in
//! the visible text, applying the token-boundary rule of [`crate::pages::count`] (the same function,
//! [`crate::pages::count::inside_larger_token`]); [`count_dir`] does it
//! for every `.html` file under a directory on all cores, one file in memory per thread.

use std::path::{Path, PathBuf};

use aho_corasick::{AhoCorasick, MatchKind};

use crate::pages::count::inside_larger_token;
use memchr::{memchr, memmem};
use rayon::prelude::*;

mod counter;
mod walk;
mod walker;
#[allow(unused_imports)]
pub use counter::*;
// The HTML rules the walker follows live in the shared layer.
#[allow(unused_imports)]
pub(crate) use crate::pages::html::elements::*;
pub use crate::pages::html::elements::{raw_body_of, RawBody};
#[allow(unused_imports)]
pub(crate) use crate::pages::html::entities::*;
pub use crate::pages::html::nesting::nests_deeper_than;
#[allow(unused_imports)]
pub(crate) use crate::pages::html::nesting::{class_of, Class, Nest};
#[allow(unused_imports)]
pub(crate) use crate::pages::html::raw::*;
#[allow(unused_imports)]
pub(crate) use crate::pages::html::tag::*;
#[allow(unused_imports)]
pub use walk::*;
#[allow(unused_imports)]
pub(crate) use walker::*;

/// Errors of the fast path. Per-file read errors during [`count_dir`] are collected in
/// [`DirTotals::errors`] instead, so one unreadable file never ends a corpus run.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FastpathError {
    /// A phrase is the empty string.
    #[error("phrase #{index} is empty; every phrase needs at least one character")]
    EmptyPhrase {
        /// 0-based position of the first empty phrase in the list given.
        index: usize,
    },
    /// The phrase list is empty.
    #[error("no phrases given; expected at least one phrase to count")]
    NoPhrases,
    /// The Aho-Corasick automaton for many phrases could not be built.
    #[error("cannot build the phrase matcher: {msg}")]
    Matcher {
        /// The builder's error.
        msg: String,
    },
    /// A file or directory could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The path that failed.
        path: PathBuf,
        /// The operating system's error.
        #[source]
        source: std::io::Error,
    },
    /// Walking the directory tree failed (a loop, a directory that cannot be listed).
    #[error("cannot walk {path}: {msg}")]
    Walk {
        /// Where the walk failed.
        path: PathBuf,
        /// walkdir's error.
        msg: String,
    },
}

/// Visible text of a page (the definition in [`crate::pages::text`]), computed by streaming.
pub fn visible_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len() / 4);
    visible_text_into(html, &mut out);
    out
}

/// [`visible_text`] into a reusable buffer (cleared first).
pub fn visible_text_into(html: &str, out: &mut String) {
    visible_text_checked(html, out);
}

/// [`visible_text_into`], also saying whether the walk stayed inside the tree rules it models
/// exactly. `false` means a simplified rule ran (foster-parented text inside a table, the
/// adoption agency for misnested formatting elements), or the page nests deeper than
/// [`crate::pages::text::MAX_NESTING`] (the DOM path flattens it; see [`nests_deeper_than`]):
/// the text is still the best guess, and equal to the DOM on every page of the docs corpus,
/// but a caller that must equal the DOM on any input ([`crate::pages::count::ViewCounter`]) takes the DOM path for that page.
///
/// On a page nesting deeper than the cap (or where the walker's own stack passes it) the walk
/// stops there and the text is the DOM path's ([`crate::pages::text::visible_text`]): the
/// walker's scope checks scan its stack, so walking 100,000 open elements on would be
/// quadratic, and its text would not be the capped DOM's anyway.
pub fn visible_text_checked(html: &str, out: &mut String) -> bool {
    out.clear();
    let mut w = Walker::new(out);
    w.run_ref(html);
    let stopped = w.stopped;
    // The DOM path cuts a page nested deeper than its cap or opening more elements; the
    // walker does not, so such a page is left to the DOM path. The full walk runs only where
    // the walker's copy of `max_nesting`'s stack could not decide.
    let deeper_than_cap =
        || w.nest.over || (w.nest.lost && crate::pages::text::over_dom_caps(html));
    let exact = !stopped && !w.approximated && !deeper_than_cap();
    if stopped {
        *out = crate::pages::text::visible_text(html);
        return false;
    }
    let keep = out.trim_end().len();
    out.truncate(keep);
    exact
}

/// What the walker's own copy of `text::max_nesting`'s stack says about `max_nesting(html) >
/// cap`: `None` where the two tokenisations could differ and [`nests_deeper_than`] has to
/// decide. For tests: `visible_text_checked` uses it with the cap `text::MAX_NESTING`.
#[doc(hidden)]
pub fn nesting_by_walker(html: &str, cap: usize) -> Option<bool> {
    let mut out = String::new();
    let mut w = Walker::new(&mut out);
    w.nest = Nest::new(cap);
    w.run_ref(html);
    (w.nest.over || (!w.nest.lost && !w.stopped)).then_some(w.nest.over)
}

// ---------------------------------------------------------------------------------------------
// Counting.

#[cfg(test)]
mod tests {
    use super::*;

    fn vt(s: &str) -> String {
        visible_text(s)
    }

    #[test]
    fn inline_and_blocks() {
        assert_eq!(
            vt("<p><code>protect_last_n</code> is</p>"),
            "protect_last_n is"
        );
        assert_eq!(vt("<div>a</div><div>b</div>"), "a\nb");
        assert_eq!(vt("a<br><br>b"), "a\n\nb");
        assert_eq!(vt("<p>soft\nceiling</p>"), "soft\nceiling");
    }

    #[test]
    fn hidden_and_head() {
        let page = "<!DOCTYPE html><html><head><title>T</title><style>p{}</style></head>\n<body><script>x<y</script><p>hi</p><svg><text>no</text></svg>yes</body></html>";
        assert_eq!(vt(page), "\nhi\nyes");
        assert_eq!(
            vt("<meta charset=utf-8>\n<title>R</title>\n<p>Go <a href=x>there</a>.</p>"),
            "Go there."
        );
    }

    #[test]
    fn entities() {
        assert_eq!(
            vt("a&amp;b &lt;T&gt; &nbsp;&#39;&#x41;&#128;&notit; &amp"),
            "a&b <T> \u{a0}'A\u{20ac}\u{ac}it; &"
        );
    }

    #[test]
    fn tables() {
        assert_eq!(
            vt("<table><tr><td>a</td><td>b</td></tr><tr><th>c<th>d</table>"),
            "a\tb\nc\td"
        );
        assert_eq!(
            vt("<table><tr><td><p>a</td><td>b</td></tr></table>"),
            "a\n\tb"
        );
    }

    #[test]
    fn pre_first_newline_and_cr() {
        assert_eq!(vt("<pre>\nx\r\ny</pre>"), "x\ny");
    }

    #[test]
    fn boundary_rule() {
        let c = MultiCounter::new(&["1.5", "8 rows", "20"]).unwrap();
        assert_eq!(c.count("11.5 1.55 1.5"), vec![(1, 1), (0, 0), (0, 0)]);
        assert_eq!(c.count("18 rows, 8 rows"), vec![(0, 0), (1, 1), (0, 0)]);
        assert_eq!(
            c.count("(20) 20% 200 20.5 20."),
            vec![(0, 0), (0, 0), (3, 3)]
        );
    }

    #[test]
    fn automaton_and_memmem_agree() {
        // Overlapping phrases of different lengths, plus filler to force the automaton.
        let mut many: Vec<String> = vec!["aa".into(), "aaa".into(), "a a".into(), "1.5".into()];
        many.extend((0..MEMMEM_MAX).map(|i| format!("filler{i}")));
        let few = MultiCounter::new(&many[..4]).unwrap();
        let all = MultiCounter::new(&many).unwrap();
        assert!(matches!(all.search, Search::Automaton(_)));
        assert!(matches!(few.search, Search::Memmem(_)));
        let page = "<p>aaaa a a a aaaaa 1.5 11.5 (1.5)</p><b>aa</b>aaa";
        let got = all.count(page);
        assert_eq!(&got[..4], &few.count(page)[..]);
        assert_eq!(&got[..4], &[(1, 0), (1, 0), (1, 1), (2, 2)]);
    }

    #[test]
    fn empty_phrase_is_an_error() {
        assert!(matches!(
            MultiCounter::new(&["a", ""]),
            Err(FastpathError::EmptyPhrase { index: 1 })
        ));
        assert!(matches!(
            MultiCounter::new::<&str>(&[]),
            Err(FastpathError::NoPhrases)
        ));
    }
}
