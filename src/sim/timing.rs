//! Timed runs: the adapter between a prepared launch and the timing crate's engine
//! ([`timing::engine::execute`]), which holds the model itself. This module gives the engine
//! the functional services it calls back into (the shared functions a send reaches, progress
//! and interrupts) and turns its result and errors into the library's.

use crate::program::Kernel;
use crate::sim::functional::{decode, payload_layout, Bindings};
use crate::sim::profile::{InstCounts, Profile};
use crate::sim::setup::Prepared;
use crate::sim::shared::GroupShared;
use crate::sim::{MessageCounts, ProgressUpdate, RunOptions, SimError, Stats};
use eu_model::dispatch::Walker;
use eu_model::{ExecError, SendTicket, ServedBy, StepOutcome, ThreadState};
use memory_model::{Footprint, Memory};
use timing::engine::{Launch, Limits, Machine, Services, TimingError};
use traces::TraceSink;

/// The functional services of one launch.
struct Functions<'k> {
    bindings: Bindings<'k>,
    opts: &'k RunOptions,
}

impl Services for Functions<'_> {
    fn complete_send(
        &self,
        state: &mut ThreadState,
        ticket: &SendTicket,
        memory: &mut Memory,
        slm: &mut [u8],
        counts: &mut MessageCounts,
        footprint: &mut Footprint,
    ) -> Result<(StepOutcome, ServedBy, bool), ExecError> {
        let mut gs = GroupShared::new(memory, &self.bindings, slm, counts, Some(footprint));
        let (out, reply) = eu_model::complete_send(state, ticket, &mut gs)?;
        Ok((out, reply.served_by, reply.footprint.is_some()))
    }

    fn stop_requested(&self) -> bool {
        self.opts.stop_requested()
    }

    fn progress(&self, done: u64, total: u64, cycle: u64) {
        if let Some(p) = &self.opts.progress {
            p.report(ProgressUpdate {
                groups_done: done,
                groups_total: total,
                cycle: Some(cycle),
            });
        }
    }
}

/// The machine of `opts`, as the engine reads it.
fn machine(opts: &RunOptions) -> Machine<'_> {
    let mc = &opts.config;
    let topo = &mc.topology;
    Machine {
        timing: &mc.timing,
        memory: &mc.memory,
        clock_mhz: mc.clock_mhz,
        slices: topo.slices,
        subslices_per_slice: topo.subslices_per_slice,
        eus_per_subslice: topo.eus_per_subslice,
        eus_enabled: (0..topo.subslices())
            .map(|ss| topo.eus_in_subslice(ss))
            .collect(),
        threads_per_eu: topo.resident_threads_per_eu(),
        slm_bytes_per_subslice: mc.slm_bytes_per_subslice,
        barriers_per_subslice: mc.barriers_per_subslice,
    }
}

/// The engine's error as the library's (a stopped run's partial stats rebuilt).
fn sim_error(e: TimingError, simd: u32) -> SimError {
    match e {
        TimingError::Kernel(m) => SimError::Kernel(m),
        TimingError::Unsupported(m) => SimError::Unsupported(m),
        TimingError::Exec { kernel, source } => SimError::Exec {
            kernel,
            source,
            args: String::new(),
        },
        TimingError::Deadlock { kernel, group, why } => SimError::Deadlock { kernel, group, why },
        TimingError::Stopped {
            kernel,
            reason,
            instructions,
            cycles,
            threads,
            where_,
        } => SimError::Stopped {
            stats: Box::new(Stats {
                kernel: kernel.clone(),
                simd_width: simd,
                functional: false,
                threads,
                instructions,
                cycles,
                incomplete: true,
                ..Stats::default()
            }),
            kernel,
            reason,
            instructions,
            cycles,
            where_,
        },
    }
}

/// Runs every work-group of the launch on the timing model, with trace events going to `sink`
/// and, if `opts.profile`, a per-instruction profile.
pub fn execute_traced<S: TraceSink>(
    kernel: &Kernel,
    simd: u32,
    prepared: &Prepared,
    memory: &mut Memory,
    bindings: Bindings,
    opts: &RunOptions,
    sink: &mut S,
) -> Result<(Stats, Option<Profile>), SimError> {
    let code = decode(kernel, opts.config.generation.platform())?;
    let launch = Launch {
        name: &kernel.name,
        code: &code,
        layout: payload_layout(kernel, simd)?,
        walker: Walker {
            num_groups: prepared.range.groups(),
            local_size: prepared.range.local,
            simd_width: simd,
            group_origin: prepared.range.group_origin,
        },
        slm_bytes: prepared.slm_bytes,
        scratch: prepared.scratch,
        cross_thread: &prepared.cross_thread,
        has_barriers: kernel
            .execution_environment
            .as_ref()
            .is_some_and(|e| e.has_barriers != 0),
    };
    let limits = Limits {
        max_cycles: opts.max_cycles,
        max_instructions: opts.max_instructions,
        max_thread_instructions: opts.max_thread_instructions,
        threads: opts.threads,
        cores: crate::sim::host_threads(0),
        profile: opts.profile,
        sample: opts.sample,
    };
    let functions = Functions { bindings, opts };
    let run = timing::engine::execute(&launch, &machine(opts), &limits, &functions, memory, sink)
        .map_err(|e| sim_error(e, simd))?;
    let stats = Stats {
        kernel: kernel.name.clone(),
        simd_width: simd,
        functional: false,
        cycles: run.cycles,
        instructions: run.instructions,
        threads: run.threads,
        work_groups: run.work_groups,
        work_items: run.work_items,
        messages: run.messages,
        timing: Some(run.timing),
        sampled: run.sampled,
        ..Stats::default()
    };
    let profile = run.profile.map(|p| {
        let counts = p.insts.iter().map(InstCounts::from).collect();
        Profile::new(&kernel.name, &code, counts)
    });
    Ok((stats, profile))
}
