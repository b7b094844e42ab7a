//! Command-line parsing and the subcommands.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

mod asm;
mod config;
mod disasm;
mod icd;
mod info;
mod run;
mod sweep;

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
    /// The OpenCL platform: `icd path` prints the ICD library's path, `icd install` registers
    /// it with the OpenCL loader.
    #[command(subcommand)]
    Icd(icd::IcdCommand),
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
    /// Disassemble a program's kernels in IGA syntax (the text `iga64 -d -p=9` prints).
    Disasm {
        /// ocloc `.bin`, or a `.cl` file compiled with ocloc.
        program: PathBuf,
        /// Only this kernel (default: every kernel, each after a `// kernel NAME` line).
        #[arg(long)]
        kernel: Option<String>,
        /// Device to compile a `.cl` for.
        #[arg(long, default_value = "skl")]
        device: String,
        /// Build options to compile a `.cl` with.
        #[arg(long, default_value = "-cl-std=CL2.0")]
        build_options: String,
    },
    /// Assemble IGA-syntax Gen9 code (what `eusim disasm` / `iga64 -d -p=9` print) to machine code.
    Asm {
        /// IGA-syntax source.
        input: PathBuf,
        /// Output file for the raw machine code (a kernel heap).
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Run a launch file (program, kernel, NDRange, arguments) on a simulated Gen9 machine.
    Run {
        /// The launch file (RON).
        launch: PathBuf,
        /// Machine preset (gen9-gt2, gen9-gt3, gen9-gt4, uhd630, uhd630-23eu, uhd620, hd530; Gen11 iris-plus-g7; Gen12LP iris-xe-96eu, uhd770) or RON file; wins over the launch file's.
        #[arg(long)]
        config: Option<String>,
        /// Override a machine-config field, e.g. `--set topology.slices=2` (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
        /// Write statistics as JSON (and the effective config next to it as .config.ron).
        #[arg(long)]
        stats: Option<PathBuf>,
        /// Functional simulation only (results, no timing).
        #[arg(long)]
        functional: bool,
        /// Write `save:` outputs here instead of next to the launch file.
        #[arg(long)]
        out_dir: Option<PathBuf>,
        /// Out-of-bounds accesses: `hardware` (default; else the launch file's `oob`) reads zeros
        /// outside a buffer's or image's surface and drops writes there, with a warning, and
        /// stops at a stateless access outside every allocation; `error` stops at the first
        /// access outside its memory; `ignore` also reads zeros and drops writes outside
        /// stateless, SLM and scratch memory.
        #[arg(long, value_parser = ["hardware", "error", "ignore"])]
        oob: Option<String>,
        /// Write a trace of the timed run: FILE.pftrace (Perfetto protobuf, streamed),
        /// FILE.json (Chrome JSON) or FILE.json.gz (gzip); open it in Perfetto UI.
        #[arg(long, value_name = "FILE.pftrace|FILE.json[.gz]")]
        trace: Option<PathBuf>,
        /// Keep only trace events overlapping cycles [FIRST, LAST).
        #[arg(long, value_name = "FIRST:LAST")]
        trace_window: Option<String>,
        /// Profile the run per instruction and per basic block (executions; timed runs also
        /// issue and stall cycles by reason): printed as annotated disassembly, or written to
        /// FILE.json / FILE.csv when given; also included in --stats.
        #[arg(long, num_args = 0..=1, value_name = "FILE.json|FILE.csv")]
        profile: Option<Option<PathBuf>>,
        /// Write a self-contained HTML report of the run (bottleneck verdict, roofline,
        /// occupancy, memory hierarchy, charts over time, hot blocks; a functional run's
        /// instruction mix; profiles the run).
        #[arg(long, value_name = "FILE.html")]
        report: Option<PathBuf>,
        /// Compile and run a `.cl` program with `-g`. Without it a profile, report or trace of a
        /// `.cl` still gets per-source-line rows, from a second `-g` build, for every kernel
        /// whose code `-g` leaves unchanged; `-g` can change the code IGC emits (register
        /// allocation, scheduling), and with this flag the cycles are those of the debug build.
        /// No effect on a `.bin` (built with or without `-g`).
        #[arg(long)]
        debug_info: bool,
        /// Host threads (default: every available core for functional runs; for timed runs
        /// one per subslice, or per four EUs when subslices split). Outputs, stats and traces
        /// are identical for every count.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
        threads: Option<u32>,
        /// Stop after this many EU instructions in the whole run (partial stats are written,
        /// marked "incomplete"). A functional run stops at exactly N; a timed run checks the
        /// count at the end of each timing window (the shortest shared-memory latency plus one
        /// cycle), so it stops at the first window end with at least N instructions issued:
        /// up to one window's instructions more, the same count on every run.
        #[arg(long, value_name = "N", default_value_t = eusim::sim::DEFAULT_MAX_INSTRUCTIONS)]
        max_instructions: u64,
        /// Stop a timed run after this many GPU cycles (partial stats, marked "incomplete").
        #[arg(long, value_name = "N", default_value_t = eusim::sim::DEFAULT_MAX_CYCLES)]
        max_cycles: u64,
        /// Sampled timing: every work-group runs functionally (outputs exact), WAVES waves of
        /// the launch (default 24) are timed after two warm-up ones and the cycles are
        /// extrapolated with a 95 % interval (stats `sampled`); for uniform work-groups.
        #[arg(long, num_args = 0..=1, value_name = "WAVES", default_missing_value = "24",
              value_parser = clap::value_parser!(u32).range(2..=1_000_000))]
        sample: Option<u32>,
        /// With --sample: run only the timed work-groups, for the cycles alone (the same
        /// cycles, without the functional pass over the other groups): no outputs are
        /// computed, so a launch that saves a buffer is refused, and the counts in the stats
        /// are extrapolated (`sampled.cycles_only`).
        #[arg(long, requires = "sample")]
        cycles_only: bool,
    },
    /// Run a design-space sweep (SWEEP.ron: launches x points of config overrides) into DIR:
    /// results.csv and results.jsonl, resumable, on all cores, optionally one shard.
    Sweep {
        /// The sweep file.
        sweep: PathBuf,
        /// Output directory.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// Simulations at once (default: every available core).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
        jobs: Option<u32>,
        /// Run only shard I of N (point p belongs to shard p % N); inside a Slurm array job
        /// the shard comes from SLURM_ARRAY_TASK_ID / SLURM_ARRAY_TASK_COUNT.
        #[arg(long, value_name = "I/N")]
        shard: Option<String>,
        /// Instead of running, write a Slurm array-job script of N shards to FILE.
        #[arg(long, value_name = "FILE", requires = "shards")]
        sbatch: Option<PathBuf>,
        /// Number of array tasks for --sbatch.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=100000))]
        shards: Option<u64>,
        /// Stop each row after this many EU instructions (the row records the stop as its
        /// error; part of the sweep's identity). Timed rows stop at the first timing-window
        /// end with at least N instructions issued, as `eusim run` does.
        #[arg(long, value_name = "N", default_value_t = eusim::sim::DEFAULT_MAX_INSTRUCTIONS)]
        max_instructions: u64,
        /// Stop each timed row after this many GPU cycles.
        #[arg(long, value_name = "N", default_value_t = eusim::sim::DEFAULT_MAX_CYCLES)]
        max_cycles: u64,
    },
    /// An HTML report of one run's --stats JSON, or of two side by side.
    Report {
        /// Stats JSON files (one or two).
        #[arg(required = true, num_args = 1..=2)]
        stats: Vec<PathBuf>,
        /// Output HTML file.
        #[arg(short, long, value_name = "FILE.html")]
        output: PathBuf,
    },
    /// Merge shard directories of one sweep into DIR (the files a single run writes).
    Merge {
        /// Shard output directories.
        #[arg(required = true)]
        dirs: Vec<PathBuf>,
        /// Output directory.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
    /// Compare two runs: stats JSON files, or sweep rows as DIR/results.jsonl#ROW.
    Diff {
        /// First run.
        a: String,
        /// Second run.
        b: String,
    },
    /// Describe the keys of the `--stats` JSON: name, type and meaning of each.
    Stats {
        /// List every key with its type and description.
        #[arg(long)]
        describe: bool,
        /// As a Markdown table.
        #[arg(long, requires = "describe")]
        markdown: bool,
    },
    /// Print the effective machine configuration (RON), or with --describe every parameter
    /// with its value, unit, allowed range, source and description.
    Config {
        /// Machine preset (gen9-gt2, gen9-gt3, gen9-gt4, uhd630, uhd630-23eu, uhd620, hd530; Gen11 iris-plus-g7; Gen12LP iris-xe-96eu, uhd770) or RON file (default gen9-gt2).
        #[arg(long)]
        config: Option<String>,
        /// Override one parameter, e.g. `--set memory.dram_gbps=40` (repeatable).
        #[arg(long, value_name = "KEY=VALUE")]
        set: Vec<String>,
        /// List every parameter with its unit, range, source and description.
        #[arg(long)]
        describe: bool,
        /// With --describe: as a Markdown table.
        #[arg(long, requires = "describe")]
        markdown: bool,
    },
    /// Plot a sweep's metric against one of its axes as an SVG file.
    Plot {
        /// Sweep output directory.
        dir: PathBuf,
        /// Stat to plot (flattened key, e.g. cycles or timing.eu_active_pct).
        #[arg(long)]
        metric: String,
        /// Override key on the x axis.
        #[arg(long)]
        axis: String,
        /// Output SVG file.
        #[arg(short, long, value_name = "FILE.svg")]
        output: PathBuf,
        /// Logarithmic y axis (powers of ten; every value must be positive).
        #[arg(long)]
        log: bool,
    },
}

/// Standard error for log lines: a closed or full stderr drops them instead of failing.
struct LossyStderr;

impl std::io::Write for LossyStderr {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let _ = std::io::stderr().write_all(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let _ = std::io::stderr().flush();
        Ok(())
    }
}

/// Writes `text` to standard output; a closed or full stdout is an error, not a panic.
pub fn print(text: &str) -> CliResult {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .map_err(|e| format!("cannot write to standard output: {e}").into())
}

/// Handles a command line clap could not parse: `--help` and `--version` print their text
/// (onto standard output, like every command) and succeed; any other argument error becomes
/// the one-line error of every failing command, naming where to find the usage.
pub fn arguments(e: clap::Error) -> CliResult {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => print(&e.to_string()),
        kind => {
            let args: Vec<String> = std::env::args_os()
                .skip(1)
                .map(|a| a.to_string_lossy().into_owned())
                .collect();
            let path = command_path(&args);
            if kind == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                // clap's text is the whole help: name the choices instead
                return Err(format!(
                    "no command given: one of {} (see `{path} --help`)",
                    subcommands(&path).join(", ")
                )
                .into());
            }
            Err(argument_error(&e.to_string(), &path).into())
        }
    }
}

/// The names of the subcommands of `path` (`eusim`, `eusim icd`).
fn subcommands(path: &str) -> Vec<String> {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    for name in path.split(' ').skip(1) {
        match cmd.find_subcommand(name) {
            Some(sub) => cmd = sub.clone(),
            None => break,
        }
    }
    cmd.get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name().to_string())
        .filter(|n| n != "help")
        .collect()
}

/// The subcommands named on the command line, as in `eusim icd install` (just `eusim` when
/// none is valid), for the `--help` hint of an argument error.
fn command_path(args: &[String]) -> String {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    let mut path = String::from("eusim");
    for a in args {
        if a == "--" {
            break;
        }
        if a.starts_with('-') {
            continue;
        }
        let Some(sub) = cmd.find_subcommand(a).cloned() else {
            break;
        };
        path = format!("{path} {}", sub.get_name());
        cmd = sub;
    }
    path
}

/// clap's rendered error `text` on one line: its first paragraph without the `error: `
/// prefix, then its tips, then where to find the usage of `command`.
fn argument_error(text: &str, command: &str) -> String {
    let paragraphs: Vec<String> = text
        .split("\n\n")
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect();
    let first = paragraphs.first().map_or("invalid arguments", |p| {
        p.strip_prefix("error:").map_or(p.as_str(), str::trim)
    });
    let mut line = first.to_string();
    for tip in paragraphs.iter().filter(|p| p.starts_with("tip:")) {
        line += &format!("; {tip}");
    }
    line + &format!(" (see `{command} --help`)")
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
        .with_writer(|| LossyStderr)
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
        Command::Disasm {
            program,
            kernel,
            device,
            build_options,
        } => disasm::run(&program, kernel.as_deref(), &device, &build_options),
        Command::Asm { input, output } => asm::run(&input, &output),
        Command::Stats { describe, markdown } => config::stats(describe, markdown),
        Command::Config {
            config,
            set,
            describe,
            markdown,
        } => config::run(config.as_deref(), &set, describe, markdown),
        c @ Command::Run { .. } => run::run(run_args(c, cli.quiet)),
        Command::Sweep {
            sweep,
            out,
            jobs,
            shard,
            sbatch,
            shards,
            max_instructions,
            max_cycles,
        } => sweep::sweep(sweep::SweepArgs {
            file: &sweep,
            out: &out,
            jobs,
            shard: shard.as_deref(),
            sbatch: sbatch.as_deref(),
            shards,
            quiet: cli.quiet,
            limits: (max_instructions, max_cycles),
        }),
        Command::Merge { dirs, out } => sweep::merge(&dirs, &out),
        Command::Report { stats, output } => run::report(&stats, &output),
        Command::Diff { a, b } => sweep::diff(&a, &b),
        Command::Icd(c) => icd::run(c),
        Command::Plot {
            dir,
            metric,
            axis,
            output,
            log,
        } => sweep::plot(&dir, &metric, &axis, &output, log),
    }
}

/// The arguments of `eusim run` from its command line (`c` is a [`Command::Run`]).
fn run_args(c: Command, quiet: bool) -> run::RunArgs {
    let Command::Run {
        launch,
        config,
        set,
        stats,
        functional,
        out_dir,
        oob,
        trace,
        trace_window,
        profile,
        report,
        debug_info,
        threads,
        max_instructions,
        max_cycles,
        sample,
        cycles_only,
    } = c
    else {
        unreachable!("run_args is called with Command::Run only")
    };
    run::RunArgs {
        launch,
        config,
        set,
        stats,
        functional,
        out_dir,
        oob: oob.as_deref().and_then(eusim::launch::OobMode::parse),
        trace,
        trace_window,
        profile: profile.is_some() || report.is_some(),
        profile_file: profile.flatten(),
        report,
        debug_info,
        threads: threads.unwrap_or(0) as usize,
        max_instructions,
        max_cycles,
        sample,
        cycles_only,
        quiet,
    }
}
