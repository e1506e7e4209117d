//! Shared types and helpers used by every stage: typed values read from code or
//! docs (`value`), the finding a claim or scan produces (`finding`), where a value
//! came from (`provenance`), content hashes (`hash`), atomic file writes
//! (`atomic`) and a parallel map that keeps input order (`ordered`).

pub mod atomic;
pub mod finding;
pub mod hash;
pub mod ordered;
pub mod provenance;
pub mod value;
