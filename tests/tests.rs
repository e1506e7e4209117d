//! The integration suite as one test binary (ripgrep's `tests/tests.rs` shape): the library is
//! linked once instead of once a file, which keeps a clean build's disk and link time small.
//! Each file below is a module; run one with `cargo test --test tests baseline::`.

// Shared helpers, each used by several files.
#[path = "fuzz/harness.rs"]
mod fuzz_harness;
#[path = "gate/util.rs"]
mod gate_util;
#[path = "hostile/shapes.rs"]
mod hostile_shapes;
mod kiln;
mod util;

mod baseline;
mod check;
mod cli;
mod crawl;
mod crawl_links;
mod deployed;
mod diff_run;
mod docs_dates;
mod docs_examples;
mod evidence;
mod fastpath;
mod faults;
mod faults_bounds;
mod faults_claims;
mod faults_http;
mod faults_source;
mod faults_store;
mod fuzz;
mod gate;
mod gate_ci;
mod gate_shared;
mod git_facts;
mod history;
mod history_starlette;
mod hostile;
mod hostile_source;
mod pages;
mod pull_request;
mod report;
mod rust_std;
mod scan;
mod scan_autodoc;
mod scan_doctests;
mod scan_features;
mod scan_owner;
mod scan_quick;
mod scan_statements;
mod scan_surfaces;
mod scan_type_defaults;
mod serve;
mod source;
mod store_integrity;
mod store_responses;
mod structure;
mod structure_sites;
mod tidy;
