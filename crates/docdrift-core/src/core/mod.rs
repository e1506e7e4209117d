//! Shared types and helpers used by every stage: typed values read from code or
//! docs (`value`), the finding a claim or scan produces (`finding`), where a value
//! came from (`provenance`), content hashes (`hash`), atomic file writes
//! (`atomic`), a parallel map that keeps input order (`ordered`) and the one safe way to
//! run `git` (`git`), and the one-line form of an error with its causes (`error`).

pub mod atomic;
pub mod error;
pub mod finding;
pub mod git;
pub mod hash;
pub mod ordered;
pub mod provenance;
pub mod value;
