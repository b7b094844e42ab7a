//! Sampled timing for large launches (the method: [`timing::engine::sample`]): every
//! work-group runs functionally while a timing run on a copy of the initial memory times a
//! sample of the launch's waves and extrapolates the kernel's cycles. The two runs are
//! independent (neither reads the other's memory), so unless one host thread was asked for
//! they run at the same time: the functional pass on the host threads asked for (by default
//! every core; it splits groups over them), the timing run on the calling thread alone (its
//! few timed waves gain little from more host threads, and on a shared 2-core machine this
//! was the quickest concurrent arrangement measured: `docs/performance.md`). Before both,
//! a few groups run alone to measure the unit skips span ([`unit`]).
//!
//! A cycles-only run ([`RunOptions::cycles_only`]) leaves out the functional pass: the
//! cycles are the same (the timing run never reads the functional run's memory), the
//! launch has no outputs and the counts are the timed groups' scaled to the launch.

pub mod unit;

use crate::program::Kernel;
use crate::sim::functional::Bindings;
use crate::sim::profile::Profile;
use crate::sim::setup::Prepared;
use crate::sim::{RunOptions, SimError, Stats};
use memory_model::Memory;
use traces::TraceSink;

pub use timing::engine::sample::{Plan, SampledStats, Sampling, DEFAULT_SAMPLE_WAVES, WARM_WAVES};

/// Runs a launch sampled: every group functionally on `memory` (the outputs) and the
/// sampled timing run (one host thread) on a copy of `memory` as it was before,
/// concurrently unless `opts.threads` is 1; the stats are the timing run's with the
/// extrapolated cycles, the functional run's counts and `sampled`. A functional error wins over a timing one.
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
    let concurrent = opts.threads != 1;
    let functional = RunOptions {
        functional: true,
        profile: false,
        sample: None,
        threads: opts.threads,
        ..opts.clone()
    };
    let sample = opts.sample.map(|s| Sampling {
        unit: s
            .unit
            .or_else(|| measured_unit(kernel, simd, prepared, memory, bindings, &functional)),
        ..s
    });
    let timed = RunOptions {
        progress: None,
        sample,
        threads: 1,
        ..opts.clone()
    };
    let run_functional = |m: &mut Memory| {
        crate::sim::functional::execute(kernel, simd, prepared, m, bindings, &functional)
    };
    let run_timed = |m: &mut Memory, sink: &mut S| {
        crate::sim::timing::execute_traced(kernel, simd, prepared, m, bindings, &timed, sink)
    };
    if opts.cycles_only {
        let (stats, profile) = run_timed(&mut initial, sink)?;
        let counts = scaled_counts(&stats, total_groups(prepared));
        let mut stats = extrapolated(kernel, stats, &counts);
        if let Some(s) = stats.sampled.as_mut() {
            s.cycles_only = true;
        }
        return Ok((stats, profile));
    }
    let (counts, timing) = if concurrent {
        std::thread::scope(|scope| {
            let f = scope.spawn(|| run_functional(memory));
            let t = run_timed(&mut initial, sink);
            let f = f.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
            (f, t)
        })
    } else {
        (run_functional(memory), run_timed(&mut initial, sink))
    };
    let (counts, _) = counts?;
    let (stats, profile) = timing?;
    Ok((extrapolated(kernel, stats, &counts), profile))
}

/// The skip unit measured on the launch's initial `memory` ([`unit::skip_unit`]), running
/// the probed groups functionally with `opts`; `None` when no unit keeps the layout.
fn measured_unit(
    kernel: &Kernel,
    simd: u32,
    prepared: &Prepared,
    memory: &Memory,
    bindings: Bindings,
    opts: &RunOptions,
) -> Option<u64> {
    let probe = |groups: &[u64]| {
        let f = crate::sim::functional::group_lines;
        f(kernel, simd, prepared, memory, bindings, opts, groups)
    };
    unit::skip_unit(total_groups(prepared), period_bytes(opts), probe)
}

/// Work-groups of the launch.
fn total_groups(prepared: &Prepared) -> u64 {
    prepared
        .range
        .groups()
        .iter()
        .map(|&n| u64::from(n))
        .product()
}

/// The memory side's layout period of the run's machine, in bytes.
fn period_bytes(opts: &RunOptions) -> u64 {
    let m = &opts.config.memory;
    timing::engine::sample::layout_period(m) * u64::from(m.line_bytes.max(1))
}

/// The counts of a run of `total` work-groups estimated from a timing run's `stats` of some
/// of them: each count scaled by `total` over the groups that ran, rounded to nearest.
fn scaled_counts(stats: &Stats, total: u64) -> Stats {
    let ran = stats.work_groups.max(1);
    let scale = |n: u64| {
        ((u128::from(n) * u128::from(total) + u128::from(ran) / 2) / u128::from(ran)) as u64
    };
    let m = &stats.messages;
    Stats {
        instructions: scale(stats.instructions),
        threads: scale(stats.threads),
        work_groups: total,
        messages: crate::sim::stats::MessageCounts {
            data_port: scale(m.data_port),
            gateway: scale(m.gateway),
            end_of_thread: scale(m.end_of_thread),
            image: scale(m.image),
            out_of_bounds: scale(m.out_of_bounds),
            first_out_of_bounds: m.first_out_of_bounds,
        },
        ..Stats::default()
    }
}

/// The timing run's `stats` with the extrapolated cycles and the functional run's `counts`.
fn extrapolated(kernel: &Kernel, mut stats: Stats, counts: &Stats) -> Stats {
    let Some(s) = stats.sampled.as_ref() else {
        return stats;
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
    stats
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}
