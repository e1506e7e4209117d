//! Rust fixture: consts at depth, cfg variants, assoc consts, Default fields.
pub const KB: usize = 1024;

#[cfg(unix)]
pub const SEP: char = '/';
#[cfg(windows)]
pub const SEP: char = '\\';

pub mod io {
    pub const DEFAULT_BUF_SIZE: usize = 8 * super::KB;
}

pub struct Config {
    pub timeout: u64,
}

impl Config {
    pub const MAX_RETRIES: u32 = 5;
}

impl Default for Config {
    fn default() -> Self {
        Config { timeout: 30 }
    }
}
