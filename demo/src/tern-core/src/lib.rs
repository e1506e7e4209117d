//! tern-core: the I/O layer under the tern agent (tool output pipes, the
//! provider HTTP client, heartbeats). Part of the docdrift demo project.

use std::time::Duration;

/// Buffer used when reading tool output from a child process pipe.
pub const DEFAULT_BUF_SIZE: usize = 8 * 1024;

/// Longest log line kept before it is cut. Written in decimal thousands, so
/// it is 8000 bytes, not 8 KiB.
pub const MAX_LOG_LINE: usize = 8 * 1000;

/// Size of each chunk a streamed response is read in.
pub const STREAM_CHUNK: usize = 64 * 1024;

/// Largest request body sent to a provider.
pub const MAX_BODY: u64 = 2 * 1024 * 1024;

/// Provider request timeout, in seconds.
pub const REQUEST_TIMEOUT_SECS: u64 = 60;

/// Characters of a context file kept before truncation (the floor).
pub const MAX_CONTEXT_CHARS: usize = 20_000;

/// How far the tail walk may run past its budget.
pub const TAIL_SOFT_CEILING: f64 = 1.5;

/// Open file handles the tool runner keeps; the platforms differ.
#[cfg(unix)]
pub const MAX_OPEN_FILES: usize = 1024;
#[cfg(windows)]
pub const MAX_OPEN_FILES: usize = 512;

/// Runtime settings of the core; `Default` is what a fresh install uses.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// Seconds before a provider request is abandoned.
    pub request_timeout_secs: u64,
    /// Seconds between heartbeats to a gateway.
    pub heartbeat_interval_secs: u64,
    /// Stream tokens as they arrive.
    pub streaming: bool,
    /// Send anonymous usage counts.
    pub telemetry: bool,
    /// Retries for a failed provider request.
    pub max_retries: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            request_timeout_secs: REQUEST_TIMEOUT_SECS,
            heartbeat_interval_secs: 5 * 60,
            streaming: true,
            telemetry: false,
            max_retries: 3,
        }
    }
}

impl Config {
    /// The request timeout as a `Duration`.
    pub fn request_timeout(&self) -> Duration {
        Duration::from_secs(self.request_timeout_secs)
    }

    /// The heartbeat interval as a `Duration`.
    pub fn heartbeat_interval(&self) -> Duration {
        Duration::from_secs(self.heartbeat_interval_secs)
    }
}

/// Read `r` to its end in `DEFAULT_BUF_SIZE` chunks, keeping at most `cap` bytes.
pub fn read_capped<R: std::io::Read>(mut r: R, cap: usize) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    let mut buf = [0u8; DEFAULT_BUF_SIZE];
    loop {
        let n = r.read(&mut buf)?;
        if n == 0 {
            return Ok(out);
        }
        let room = cap.saturating_sub(out.len());
        out.extend_from_slice(&buf[..n.min(room)]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults() {
        let c = Config::default();
        assert_eq!(c.request_timeout(), Duration::from_secs(60));
        assert_eq!(c.heartbeat_interval(), Duration::from_secs(300));
        assert_eq!(DEFAULT_BUF_SIZE, 8192);
        assert_eq!(MAX_LOG_LINE, 8000);
    }
}
