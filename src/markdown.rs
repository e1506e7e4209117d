//! markdown (placeholder).
