//! Sampled timing for large launches (the method: [`timing::engine::sample`]): every
//! work-group runs functionally, then a timing run on a copy of the initial memory times a
//! sample of the launch's waves and extrapolates the kernel's cycles.

use crate::program::Kernel;
use crate::sim::functional::Bindings;
use crate::sim::profile::Profile;
use crate::sim::setup::Prepared;
use crate::sim::{RunOptions, SimError, Stats};
use memory_model::Memory;
use traces::TraceSink;

pub use timing::engine::sample::{Plan, SampledStats, Sampling, DEFAULT_SAMPLE_WAVES, WARM_WAVES};

/// Runs a launch sampled: every group functionally on `memory` (the outputs), then the
/// sampled timing run on a copy of `memory` as it was before; the stats are the timing run's
/// with the extrapolated cycles, the functional run's counts and `sampled`.
pub fn execute<S: TraceSink>(
    kernel: &Kernel,
    simd: u32,
    prepared: &Prepared,
    memory: &mut Memory,
    bindings: Bindings,
    opts: &RunOptions,
    sink: &mut S,
) -> Result<(Stats, Option<Profile>), SimError> {
    let mut initial = memory.clone();
    let functional = RunOptions {
        functional: true,
        profile: false,
        sample: None,
        ..opts.clone()
    };
    let (counts, _) =
        crate::sim::functional::execute(kernel, simd, prepared, memory, bindings, &functional)?;
    let timed = RunOptions {
        progress: None,
        ..opts.clone()
    };
    let (mut stats, profile) = crate::sim::timing::execute_traced(
        kernel,
        simd,
        prepared,
        &mut initial,
        bindings,
        &timed,
        sink,
    )?;
    let Some(s) = stats.sampled.as_ref() else {
        return Ok((stats, profile));
    };
    if let Some(w) = &s.warning {
        eprintln!("eusim: warning: kernel `{}`: {w}", kernel.name);
    }
    let cycles = s.estimate();
    stats.cycles = cycles;
    stats.instructions = counts.instructions;
    stats.threads = counts.threads;
    stats.work_groups = counts.work_groups;
    stats.messages = counts.messages;
    if let Some(t) = stats.timing.as_mut() {
        t.time_ns = cycles as f64 * 1000.0 / f64::from(t.clock_mhz);
        let eus = t.subslices.iter().map(|s| s.eus.len() as u64).sum::<u64>();
        t.ipc = ratio(stats.instructions, cycles);
        t.ipc_per_eu = ratio(stats.instructions, cycles * eus);
    }
    Ok((stats, profile))
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}
