//! Core limits.

pub const MAX_BODY: usize = 2 * 1024 * 1024;

pub struct Config {
    pub telemetry: bool,
    pub streaming: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            telemetry: false,
            streaming: true,
        }
    }
}
