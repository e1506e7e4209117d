//! The `docdrift` binary: parse flags, run one subcommand, map the outcome to
//! an exit code. Everything else lives in the library.

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = docdrift::cli::Cli::parse();
    match docdrift::cli::run(cli) {
        Ok(code) => code.into(),
        Err(err) => {
            // A closed pipe (`docdrift … | head`) is not a failure.
            if err.chain().any(|c| {
                c.downcast_ref::<std::io::Error>()
                    .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
            }) {
                return ExitCode::SUCCESS;
            }
            eprintln!("docdrift: error: {err}");
            for cause in err.chain().skip(1) {
                eprintln!("  caused by: {cause}");
            }
            docdrift::cli::Exit::Usage.into()
        }
    }
}
