//! Error helpers shared by the stages: the one-line form of an error and its causes, as a
//! report or a warning prints it.

use std::error::Error;

/// `outer: cause: root cause`: the error and each of its sources, joined by `": "` (what
/// `anyhow`'s alternate format prints, so messages read the same in the library and the CLI).
pub fn chain(e: &(dyn Error + 'static)) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        s.push_str(": ");
        s.push_str(&c.to_string());
        cur = c.source();
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error)]
    #[error("a.html: cannot read")]
    struct Outer(#[source] std::io::Error);

    #[test]
    fn joins_every_cause() {
        let e = Outer(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "no such file",
        ));
        assert_eq!(chain(&e), "a.html: cannot read: no such file");
    }
}
