//! Command-line parsing and the subcommands.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

mod info;

/// Errors of a subcommand: a message for the one-line report.
pub type CliResult = Result<(), Box<dyn std::error::Error>>;

/// eusim: a cycle-approximate simulator of Intel Gen9 GPU execution units.
#[derive(Parser, Debug)]
#[command(name = "eusim", version, about)]
pub struct Cli {
    /// More log output (-v info, -vv debug, -vvv trace); RUST_LOG overrides.
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    verbose: u8,
    /// Only errors.
    #[arg(short, long, global = true)]
    quiet: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Kernels, SIMD width, arguments and resources of a program (ocloc .bin or .cl).
    Info {
        /// ocloc `.bin`, or a `.cl` file compiled with ocloc.
        program: PathBuf,
        /// Device to compile a `.cl` for.
        #[arg(long, default_value = "skl")]
        device: String,
        /// Build options to compile a `.cl` with.
        #[arg(long, default_value = "-cl-std=CL2.0")]
        build_options: String,
    },
}

/// Sets up tracing-subscriber from RUST_LOG or the -v/-q flags.
pub fn init_logging(cli: &Cli) {
    let default = if cli.quiet {
        "error"
    } else {
        match cli.verbose {
            0 => "warn",
            1 => "info",
            2 => "debug",
            _ => "trace",
        }
    };
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_target(false)
        .init();
}

/// Runs the chosen subcommand.
pub fn run(cli: Cli) -> CliResult {
    match cli.command {
        Command::Info {
            program,
            device,
            build_options,
        } => info::run(&program, &device, &build_options),
    }
}
