//! The simulator facade: load a program, set up a launch, run it, read results back.
//!
//! ```no_run
//! use eusim::launch::LaunchFile;
//! use eusim::sim::{run, RunOptions};
//! let lf = LaunchFile::load("examples/shuffle/launch.ron".as_ref())?;
//! let out = run(&lf, &RunOptions::default())?;
//! println!("{} instructions on {} threads", out.stats.instructions, out.stats.threads);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod functional;
pub use functional::{decode as decode_kernel, host_threads};
mod images;
mod profile;
mod progress;
mod setup;
mod shared;
mod stats;
pub mod stats_doc;
mod timing;

pub use profile::{InstCounts, InstProfile, Profile};
pub use progress::{ProgressHook, ProgressUpdate};
pub use setup::NdRange;
pub use shared::MessageCounts;
pub use stats::{EuStats, StallCycles, Stats, SubsliceStats, TimelinePoint, TimingStats};

use crate::config::MachineConfig;
use crate::launch::{ArgSpec, LaunchFile};
use crate::program::{self, Kernel, Program};
use memory_model::{Memory, OobPolicy, Surfaces};
use std::path::Path;

/// How to run a launch.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The machine.
    pub config: MachineConfig,
    /// Functional mode: results only, no timing (cycles are reported as 0).
    pub functional: bool,
    /// What an out-of-bounds buffer access does.
    pub oob: OobPolicy,
    /// Stop with an error after this many instructions in one hardware thread (runaway loops).
    pub max_thread_instructions: u64,
    /// Collect a per-instruction profile ([`RunOutcome::profile`]): executions, and in timing
    /// mode issue and stall cycles.
    pub profile: bool,
    /// Called once per finished work-group (a progress bar); never changes results.
    pub progress: Option<ProgressHook>,
    /// Host threads for functional runs (0: every available core). Results are
    /// byte-identical for every value (work-groups commit in group order); timing runs use one
    /// thread.
    pub threads: usize,
    /// Stop after this many EU instructions in the whole run ([`SimError::Stopped`]).
    pub max_instructions: u64,
    /// Stop a timed run after this many cycles ([`SimError::Stopped`]).
    pub max_cycles: u64,
    /// Set from outside (a signal handler) to stop the run as soon as possible.
    pub stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

/// Version of the stats JSON format ([`Stats::schema_version`]).
pub const STATS_SCHEMA_VERSION: u32 = 4;

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
            oob: OobPolicy::Error,
            max_thread_instructions: 1 << 32,
            profile: false,
            progress: None,
            threads: 0,
            max_instructions: DEFAULT_MAX_INSTRUCTIONS,
            max_cycles: DEFAULT_MAX_CYCLES,
            stop: None,
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

/// Loads the launch's program (compiling a `.cl` with ocloc).
pub fn load_program(launch: &LaunchFile) -> Result<Program, SimError> {
    let path = launch.resolve(&launch.program);
    Ok(program::load_program(
        &path,
        launch.device(),
        launch.build_options(),
    )?)
}

fn find_kernel<'p>(program: &'p Program, name: &str) -> Result<&'p Kernel, SimError> {
    program.kernel(name).ok_or_else(|| SimError::NoKernel {
        name: name.to_string(),
        available: program
            .kernels
            .iter()
            .map(|k| k.name.as_str())
            .collect::<Vec<_>>()
            .join(", "),
    })
}

/// Runs a launch file.
pub fn run(launch: &LaunchFile, opts: &RunOptions) -> Result<RunOutcome, SimError> {
    let program = load_program(launch)?;
    run_kernel(launch, &program, &launch.kernel, opts)
}

/// Runs a launch file's NDRange on kernel `name` of an already loaded program.
pub fn run_kernel(
    launch: &LaunchFile,
    program: &Program,
    name: &str,
    opts: &RunOptions,
) -> Result<RunOutcome, SimError> {
    run_kernel_traced(launch, program, name, opts, &mut traces::NoTrace)
}

/// Runs a launch file on the timing model with trace events going to `sink`.
pub fn run_traced<S: traces::TraceSink>(
    launch: &LaunchFile,
    opts: &RunOptions,
    sink: &mut S,
) -> Result<RunOutcome, SimError> {
    let program = load_program(launch)?;
    run_kernel_traced(launch, &program, &launch.kernel, opts, sink)
}

/// [`run_kernel`] with trace events of a timed run going to `sink` (a functional run emits
/// none).
pub fn run_kernel_traced<S: traces::TraceSink>(
    launch: &LaunchFile,
    program: &Program,
    name: &str,
    opts: &RunOptions,
    sink: &mut S,
) -> Result<RunOutcome, SimError> {
    opts.config
        .validate()
        .map_err(|e| SimError::Unsupported(e.to_string()))?;
    if !opts.functional {
        opts.config
            .reserve_model_state()
            .map_err(|e| SimError::Unsupported(e.to_string()))?;
    }
    let kernel = find_kernel(program, name)?;
    program::check_device(program)?;
    program::check_kernel(kernel)?;
    let simd = kernel
        .simd_width()
        .ok_or_else(|| SimError::Kernel(format!("kernel `{}` has no SIMD width", kernel.name)))?;
    let range = setup::ndrange(launch, kernel, simd)?;
    let mut memory = Memory::new(opts.oob);
    let mut surfaces = Surfaces::new();
    // Scratch slots: one per thread of a work-group (groups run one at a time functionally);
    // timing mode runs groups concurrently: one per hardware thread.
    let group_threads = range.local.iter().product::<u32>().div_ceil(simd);
    let slots = if opts.functional {
        group_threads
    } else {
        group_threads.max(opts.config.topology.threads())
    };
    let mut images = sampler::Images::new();
    let samplers = images::samplers(kernel)?;
    let prepared = setup::prepare(
        launch,
        program,
        kernel,
        range,
        &mut memory,
        &mut surfaces,
        &mut images,
        slots,
    )?;
    let bindings = functional::Bindings {
        surfaces: &surfaces,
        images: &images,
        samplers: &samplers,
    };
    let (mut stats, profile) = if opts.functional {
        functional::execute(kernel, simd, &prepared, &mut memory, bindings, opts)
            .map_err(|e| annotate(e, kernel, opts))?
    } else {
        timing::execute_traced(kernel, simd, &prepared, &mut memory, bindings, opts, sink)
            .map_err(|e| annotate(e, kernel, opts))?
    };
    stats.config = opts.config.name.clone();
    stats.config_overrides = opts.config.overrides.clone();
    stats.schema_version = STATS_SCHEMA_VERSION;

    let mut args = Vec::with_capacity(prepared.places.len());
    for (place, spec) in prepared.places.iter().zip(&launch.args) {
        args.push(match (place, spec) {
            (setup::ArgPlace::Buffer { base, size }, ArgSpec::Buffer { .. }) => {
                let bytes = memory
                    .copy_out(*base, *size as usize)
                    .map_err(|e| SimError::Kernel(format!("reading back a buffer: {e}")))?
                    .ok_or_else(|| SimError::Kernel("buffer allocation vanished".into()))?;
                Some(bytes)
            }
            (setup::ArgPlace::Image(surface), _) => Some(
                sampler::tiling::download(surface, &memory)
                    .map_err(|e| SimError::Kernel(format!("reading back an image: {e}")))?,
            ),
            _ => None,
        });
    }
    Ok(RunOutcome {
        args,
        stats,
        profile,
    })
}

/// Writes every `save:` output of a launch next to the launch file (or into `out_dir`).
pub fn save_outputs(
    launch: &LaunchFile,
    outcome: &RunOutcome,
    out_dir: Option<&Path>,
) -> Result<Vec<std::path::PathBuf>, SimError> {
    let mut written = Vec::new();
    for (i, path) in save_paths(launch, out_dir) {
        if let Some(Some(bytes)) = outcome.args.get(i) {
            crate::output::write_atomic(&path, bytes).map_err(|source| SimError::Output {
                path: path.clone(),
                source,
            })?;
            written.push(path);
        }
    }
    Ok(written)
}

/// Where each `save:` of the launch goes: (argument index, path), relative to `out_dir` when
/// given, else to the launch file.
pub fn save_paths(launch: &LaunchFile, out_dir: Option<&Path>) -> Vec<(usize, std::path::PathBuf)> {
    let mut paths = Vec::new();
    for (i, spec) in launch.args.iter().enumerate() {
        let save = match spec {
            ArgSpec::Buffer { save, .. } | ArgSpec::Image2d { save, .. } => save,
            _ => &None,
        };
        if let Some(name) = save {
            paths.push((
                i,
                match out_dir {
                    Some(d) => d.join(name),
                    None => launch.resolve(name),
                },
            ));
        }
    }
    paths
}

/// Completes an error: the partial stats of a stopped run get the run's identification, an
/// execution error the arguments behind its binding-table indices.
fn annotate(e: SimError, kernel: &Kernel, opts: &RunOptions) -> SimError {
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
