//! The programmatic interface every front end uses: the command line, launch files, sweeps,
//! the report and the OpenCL platform.
//!
//! - [`Device`]: a machine configuration (preset, file, `key=value` overrides) and how to run
//!   on it ([`RunOptions`]: functional or timing mode, limits, stop flag, profile, host
//!   threads).
//! - [`Program`]: an ocloc binary, or OpenCL C compiled with ocloc (options passed through,
//!   build log kept); [`Program::kernels`] describes every kernel ([`KernelInfo`]).
//! - [`Buffer`], [`Image`], [`Sampler`]: memory objects; [`Kernel::set_arg`] binds them (or
//!   scalar bytes, or a local-memory size) to arguments.
//! - [`Device::enqueue`] runs an NDRange ([`Range`]) and copies every bound buffer and image
//!   back; [`Device::enqueue_traced`] also streams the timing model's events to a
//!   [`traces::TraceSink`]. The [`Outcome`] holds the statistics and profile.
//!
//! Threads: every type here is `Send + Sync`. Objects are handles (clones share the bytes);
//! a lock is held only while bytes are copied, so several host threads may enqueue at once.
//! Launches that share a buffer see each other's results in the order they finish.

mod kernel;
pub(crate) mod objects;
mod program;
mod range;

pub use kernel::{ArgValue, Kernel};
pub use objects::{AddressMode, Buffer, Filter, Image, ImageDesc, Sampler, MAX_IMAGE_SIZE};
pub use program::{ArgClass, ArgInfo, KernelInfo, Program, DEFAULT_BUILD_OPTIONS, DEFAULT_DEVICE};
pub use range::{Range, MAX_WORK_GROUP_SIZE};

pub use crate::config::MachineConfig;
pub use crate::program::AddressSpace;
pub use crate::sim::{Profile, RunOptions, SimError, Stats};
pub use sampler::{ChannelOrder, ChannelType, ImageFormat, ImageKind, Tiling};

use crate::sim::setup::{self, ArgPlace, Target};
use crate::sim::{functional, images, timing, STATS_SCHEMA_VERSION};
use memory_model::{Memory, Surfaces};

/// A simulated machine and how launches run on it. `Send + Sync`; cheap to clone.
#[derive(Clone, Debug)]
pub struct Device {
    options: std::sync::Arc<RunOptions>,
}

/// What a launch produced besides the bytes of its buffers and images.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Statistics (cycles are 0 in functional mode).
    pub stats: Stats,
    /// Per-instruction profile, when [`RunOptions::profile`] was set.
    pub profile: Option<Profile>,
    /// What the kernel's `printf` calls printed (already written to stdout); empty when it
    /// printed nothing.
    pub printf: String,
}

impl Device {
    /// A device running launches with `options` on `options.config` (checked here).
    pub fn new(options: RunOptions) -> Result<Device, SimError> {
        options
            .config
            .validate()
            .map_err(|e| SimError::Unsupported(e.to_string()))?;
        Ok(Device {
            options: std::sync::Arc::new(options),
        })
    }

    /// A device with default options on the machine `name_or_path` (a preset such as
    /// `gen9-gt2`, or a RON file) with `overrides` (`key=value`, e.g. `topology.slices=2`)
    /// applied in order; `functional` chooses functional (results only) or timing mode.
    pub fn load(
        name_or_path: &str,
        overrides: &[&str],
        functional: bool,
    ) -> Result<Device, SimError> {
        let mut config = MachineConfig::load(name_or_path)?;
        for o in overrides {
            config.set(o)?;
        }
        Device::new(RunOptions {
            config,
            functional,
            ..RunOptions::default()
        })
    }

    /// How launches run.
    pub fn options(&self) -> &RunOptions {
        &self.options
    }

    /// The machine.
    pub fn config(&self) -> &MachineConfig {
        &self.options.config
    }

    /// A device on the same machine with changed options (e.g. a profile for one launch).
    pub fn with(&self, change: impl FnOnce(&mut RunOptions)) -> Result<Device, SimError> {
        let mut options = RunOptions::clone(&self.options);
        change(&mut options);
        Device::new(options)
    }

    /// Runs `kernel` over `range` with its arguments as set, then copies every buffer and
    /// image argument back from the simulated memory.
    pub fn enqueue(&self, kernel: &Kernel, range: &Range) -> Result<Outcome, SimError> {
        self.enqueue_traced(kernel, range, &mut traces::NoTrace)
    }

    /// [`Device::enqueue`] with the timing model's events going to `sink` (a functional run
    /// emits none).
    pub fn enqueue_traced<S: traces::TraceSink>(
        &self,
        kernel: &Kernel,
        range: &Range,
        sink: &mut S,
    ) -> Result<Outcome, SimError> {
        let opts = &*self.options;
        crate::program::check_generation(
            kernel.program().parsed_program(),
            &opts.config.name,
            opts.config.generation,
        )?;
        if !opts.functional {
            opts.config
                .reserve_model_state()
                .map_err(|e| SimError::Unsupported(e.to_string()))?;
        }
        let k = kernel.parsed();
        let simd = kernel.simd_width();
        let nd = range.resolve(k, simd)?;
        let values = kernel.values()?;
        let mut memory = Memory::new(opts.oob);
        let mut surfaces = Surfaces::new();
        let mut images = sampler::Images::new();
        let mut samplers = images::samplers(k)?;
        // Scratch slots: one per thread of a work-group (groups run one at a time
        // functionally); timing mode runs groups concurrently: one per hardware thread.
        let group_threads = nd.local.iter().product::<u32>().div_ceil(simd);
        let slots = if opts.functional {
            group_threads
        } else {
            group_threads.max(opts.config.topology.thread_slots())
        };
        let mut target = Target {
            memory: &mut memory,
            surfaces: &mut surfaces,
            images: &mut images,
            samplers: &mut samplers,
        };
        let program = kernel.program().parsed_program();
        let prepared = setup::prepare(program, k, nd, &values, &mut target, slots)?;
        let bindings = functional::Bindings {
            surfaces: &surfaces,
            images: &images,
            samplers: &samplers,
        };
        let parts = prepared.range.parts();
        // a non-uniform range of one part (a local size larger than the global size) still
        // runs as its part: its only group is the smaller last one
        let run = if parts.len() > 1 || prepared.range.is_non_uniform() {
            crate::sim::parts::execute(k, simd, &prepared, parts, &mut memory, bindings, opts, sink)
        } else if opts.functional {
            functional::execute(k, simd, &prepared, &mut memory, bindings, opts)
        } else if opts.sample.is_some() {
            crate::sim::sample::execute(k, simd, &prepared, &mut memory, bindings, opts, sink)
        } else {
            timing::execute_traced(k, simd, &prepared, &mut memory, bindings, opts, sink)
        };
        let (mut stats, profile) = run.map_err(|e| {
            let e = crate::sim::oob::name_nearest_buffer(e, k, &prepared.places);
            crate::sim::annotate(e, k, opts)
        })?;
        if let Some(w) = crate::sim::oob::warning(k, &stats.messages) {
            eprintln!("eusim: {w}");
        }
        stats.config = opts.config.name.clone();
        stats.config_overrides = opts.config.overrides.clone();
        stats.schema_version = STATS_SCHEMA_VERSION;
        read_back(&values, &prepared.places, &memory)?;
        let printf = crate::sim::printf::after_run(k, prepared.printf, &memory);
        Ok(Outcome {
            stats,
            profile,
            printf,
        })
    }
}

/// Copies each buffer's and image's bytes back from simulated memory into the host object.
fn read_back(values: &[&ArgValue], places: &[ArgPlace], memory: &Memory) -> Result<(), SimError> {
    for (value, place) in values.iter().zip(places) {
        match (value, place) {
            (ArgValue::Buffer(b), ArgPlace::Buffer { base, size }) => {
                let bytes = memory
                    .allocation(*base)
                    .and_then(|a| a.get(..*size as usize))
                    .ok_or_else(|| SimError::Kernel("buffer allocation vanished".into()))?;
                objects::write(b.store()).copy_from_slice(bytes);
            }
            (ArgValue::Image(i), ArgPlace::Image(surface)) => {
                let bytes = sampler::tiling::download(surface, memory)
                    .map_err(|e| SimError::Kernel(format!("reading back an image: {e}")))?;
                *objects::write(i.store()) = bytes;
            }
            _ => {}
        }
    }
    Ok(())
}
