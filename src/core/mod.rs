//! Shared types and helpers used by every stage: typed values read from code or
//! docs (`value`), the finding a claim or scan produces (`finding`), where a value
//! came from (`provenance`), content hashes (`hash`) and atomic file writes
//! (`atomic`).

pub mod atomic;
pub mod finding;
pub mod hash;
pub mod provenance;
pub mod value;
