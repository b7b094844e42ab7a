//! The simulation: setting up a launch, functional and timed execution, statistics and
//! profiles, and the launch-file front end ([`run`]: a launch file translated into
//! [`crate::api`] calls).
//!
//! ```no_run
//! use eusim::launch::LaunchFile;
//! use eusim::sim::{run, RunOptions};
//! let lf = LaunchFile::load("examples/shuffle/launch.ron".as_ref())?;
//! let out = run(&lf, &RunOptions::default())?;
//! println!("{} instructions on {} threads", out.stats.instructions, out.stats.threads);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub(crate) mod functional;
mod functional_profile;
pub use functional::{decode as decode_kernel, host_threads};
pub(crate) mod images;
mod launch;
pub(crate) mod oob;
pub(crate) mod parts;
pub(crate) mod printf;
mod profile;
mod progress;
pub mod sample;
pub(crate) mod setup;
mod shared;
mod source_lines;
mod stats;
pub mod stats_doc;
pub(crate) mod timing;

pub use launch::{
    load_program, load_program_on, run, run_kernel, run_kernel_traced, run_traced, save_outputs,
    save_paths,
};

pub use printf::BUFFER_BYTES as PRINTF_BUFFER_BYTES;
pub use profile::{InstCounts, InstProfile, Profile};
pub use progress::{ProgressHook, ProgressUpdate};
pub use setup::NdRange;
pub use source_lines::{source_lines, trace_lines, SourceFile, SourceLineProfile};
pub use stats::{
    EuStats, MessageCounts, StallCycles, Stats, SubsliceStats, TimelinePoint, TimingStats,
};

use crate::config::MachineConfig;
use crate::program::{self, Kernel};
use memory_model::OobPolicy;

/// How to run a launch.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The machine.
    pub config: MachineConfig,
    /// Functional mode: results only, no timing (cycles are reported as 0).
    pub functional: bool,
    /// What an out-of-bounds access does (default: as the hardware, see [`OobPolicy`]).
    pub oob: OobPolicy,
    /// Stop with an error after this many instructions in one hardware thread (runaway loops).
    pub max_thread_instructions: u64,
    /// Collect a per-instruction profile ([`RunOutcome::profile`]): executions, and in timing
    /// mode issue and stall cycles.
    pub profile: bool,
    /// Called once per finished work-group (a progress bar); never changes results.
    pub progress: Option<ProgressHook>,
    /// Host threads (0: every available core for functional runs, the timing model's own
    /// choice for timed runs). Results are byte-identical for every value.
    pub threads: usize,
    /// Stop after this many EU instructions in the whole run ([`SimError::Stopped`]).
    pub max_instructions: u64,
    /// Stop a timed run after this many cycles ([`SimError::Stopped`]).
    pub max_cycles: u64,
    /// Set from outside (a signal handler) to stop the run as soon as possible.
    pub stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// Sampled timing ([`sample`]): every work-group runs functionally, a sample of the
    /// launch's waves is timed and the cycles are extrapolated (`Stats::sampled`).
    pub sample: Option<sample::Sampling>,
    /// With `sample`: run only the timed groups ([`sample::execute`]). The launch then has no
    /// outputs (the API's buffers keep what they held, [`RunOutcome::args`] is all `None`)
    /// and the counts are extrapolated (`sampled.cycles_only` in the stats); the cycles are
    /// those of the exact sampled run. For sweeps, where only the cycles matter.
    pub cycles_only: bool,
}

/// Version of the stats JSON format ([`Stats::schema_version`]).
pub const STATS_SCHEMA_VERSION: u32 = 5;

/// Default of [`RunOptions::max_instructions`]: 10^11 (about an hour of simulation; a runaway
/// loop stops instead of running forever).
pub const DEFAULT_MAX_INSTRUCTIONS: u64 = 100_000_000_000;
/// Default of [`RunOptions::max_cycles`]: 10^11 GPU cycles (about 100 s of GPU time at 1 GHz).
pub const DEFAULT_MAX_CYCLES: u64 = 100_000_000_000;

impl RunOptions {
    /// Whether the stop flag is set.
    pub fn stop_requested(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
    }
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            config: MachineConfig::load(crate::config::DEFAULT_PRESET)
                .expect("built-in preset parses"),
            functional: true,
            oob: OobPolicy::Hardware,
            max_thread_instructions: 1 << 32,
            profile: false,
            progress: None,
            threads: 0,
            max_instructions: DEFAULT_MAX_INSTRUCTIONS,
            max_cycles: DEFAULT_MAX_CYCLES,
            stop: None,
            sample: None,
            cycles_only: false,
        }
    }
}

/// The results of a run.
#[derive(Clone, Debug)]
pub struct RunOutcome {
    /// Final contents of each argument: buffer (and image) bytes, `None` for scalars and
    /// local memory.
    pub args: Vec<Option<Vec<u8>>>,
    /// Statistics.
    pub stats: Stats,
    /// Per-instruction profile, when [`RunOptions::profile`] was set (a functional run's has
    /// executions only).
    pub profile: Option<Profile>,
    /// What the kernel's `printf` calls printed (already written to stdout).
    pub printf: String,
}

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// The program could not be loaded or compiled.
    #[error(transparent)]
    Load(#[from] program::LoadError),
    /// The kernel is not in the program.
    #[error("no kernel `{name}` in the program (kernels: {available})")]
    NoKernel {
        /// Requested name.
        name: String,
        /// Kernels the program has.
        available: String,
    },
    /// The machine configuration cannot be loaded or an override does not apply.
    #[error(transparent)]
    Config(#[from] crate::config::ConfigError),
    /// The host cannot provide memory for an object.
    #[error("cannot allocate {0} bytes of host memory")]
    HostMemory(u64),
    /// A host read or write outside an object.
    #[error("{0}")]
    OutOfRange(String),
    /// An image description or its bytes cannot be used.
    #[error("image: {0}")]
    Image(String),
    /// An argument value does not fit the kernel's argument (or is missing).
    #[error("argument #{index} {name}: {msg}")]
    Arg {
        /// Argument index.
        index: usize,
        /// Argument name (empty when the index is out of range).
        name: String,
        /// What is wrong.
        msg: String,
    },
    /// The NDRange does not fit the kernel or the machine.
    #[error("NDRange `{field}`: {msg}")]
    Range {
        /// `global`, `local` or `global_offset`.
        field: &'static str,
        /// What is wrong.
        msg: String,
    },
    /// A launch-file field does not fit the kernel.
    #[error("launch field `{field}`: {msg}")]
    Launch {
        /// The field.
        field: String,
        /// What is wrong.
        msg: String,
    },
    /// The kernel binary is inconsistent.
    #[error("kernel: {0}")]
    Kernel(String),
    /// A feature the simulator does not model yet.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// Executing an instruction failed.
    #[error("kernel `{kernel}`: {source}{args}")]
    Exec {
        /// Kernel name.
        kernel: String,
        /// The execution error (names thread, IP and lane).
        source: eu_model::ExecError,
        /// The kernel arguments the error's binding-table indices belong to, e.g.
        /// ` (BTI 2 is argument #2 `out`)`; empty when it names none.
        args: String,
    },
    /// The run stopped early: an instruction or cycle limit, or an interrupt. The stats
    /// cover what ran and are marked incomplete.
    #[error("kernel `{kernel}`: stopped after {instructions} instructions and {cycles} cycles: {reason}; {where_}")]
    Stopped {
        /// Kernel name.
        kernel: String,
        /// Why (which limit, or the signal).
        reason: String,
        /// Instructions executed until the stop.
        instructions: u64,
        /// Cycles simulated until the stop (0 in functional mode).
        cycles: u64,
        /// Where the running threads were: `thread N of group [x, y, z] at IP 0x..: text`.
        where_: String,
        /// The stats of the partial run (`incomplete` set).
        stats: Box<Stats>,
    },
    /// Threads of a work-group can never continue.
    #[error("kernel `{kernel}`: work-group {group:?} deadlocked: {why}")]
    Deadlock {
        /// Kernel name.
        kernel: String,
        /// Work-group ID.
        group: [u32; 3],
        /// What the threads were waiting for.
        why: String,
    },
    /// Writing an output failed.
    #[error("cannot write {path}: {source}")]
    Output {
        /// File.
        path: std::path::PathBuf,
        /// Underlying error.
        source: std::io::Error,
    },
}

/// Completes an error: the partial stats of a stopped run get the run's identification, an
/// execution error the arguments behind its binding-table indices.
pub(crate) fn annotate(e: SimError, kernel: &Kernel, opts: &RunOptions) -> SimError {
    match e {
        SimError::Stopped {
            kernel: k,
            reason,
            instructions,
            cycles,
            where_,
            mut stats,
        } => {
            stats.config = opts.config.name.clone();
            stats.config_overrides = opts.config.overrides.clone();
            stats.schema_version = STATS_SCHEMA_VERSION;
            SimError::Stopped {
                kernel: k,
                reason,
                instructions,
                cycles,
                where_,
                stats,
            }
        }
        e => name_surfaces(e, kernel),
    }
}

/// Adds to an execution error which kernel argument each binding-table index it mentions
/// (`BTI n`) is bound to.
fn name_surfaces(e: SimError, kernel: &Kernel) -> SimError {
    let SimError::Exec {
        kernel: k,
        source,
        mut args,
    } = e
    else {
        return e;
    };
    let text = source.to_string();
    let named = match &source {
        eu_model::ExecError::Send { source, .. } => source.bti(),
        _ => None,
    };
    for a in &kernel.args {
        let bti = match &a.kind {
            program::ArgKind::GlobalBuffer(b) | program::ArgKind::ConstantBuffer(b) => {
                b.binding_table_index
            }
            program::ArgKind::Image(i) => i.binding_table_index,
            _ => None,
        };
        let Some(bti) = bti else { continue };
        let tag = format!("BTI {bti}");
        // the send error's own binding-table index, else any `BTI n` its text names
        let mentioned = named.map(u32::from) == Some(bti)
            || text
                .match_indices(&tag)
                .any(|(i, _)| !text[i + tag.len()..].starts_with(|c: char| c.is_ascii_digit()));
        if mentioned {
            args += &format!(" ({tag} is argument #{} `{}`)", a.index, a.name());
        }
    }
    SimError::Exec {
        kernel: k,
        source,
        args,
    }
}
