//! Timing execution: work-groups placed on subslices, threads on EUs, an issue arbiter per EU
//! (FPU0, FPU1, branch, send), a register scoreboard per thread and the memory timing model.
//!
//! Execute at issue: an instruction's effects are computed by [`eu_model::step`] in the cycle
//! it issues, so outputs equal functional mode. Cycles are processed in increasing order; EUs
//! in index order within a cycle, so memory effects stay causal and runs are deterministic.
//! When nothing can issue, time jumps to the next cycle something can.
//!
//! Units and threads: each subslice is a unit ([`crate::subslice::Subslice`]: its EUs,
//! threads, work-groups, instruction cache, dispatcher and SLM). Time advances in windows no
//! longer than the shortest trip of a message through shared state (one data-port slot plus
//! `memory.l3_hit_latency`, or `timing.sampler_latency`). Within a window every subslice runs
//! on its own — on `--threads N` host threads — serving its end-of-thread messages itself,
//! its SLM and barrier messages at the ends of sub-windows no longer than their shortest trip,
//! and recording its data-port, image, sampler and fence messages with their payloads
//! ([`crate::dataport`]). At the window's end those are served against global
//! memory, the L3 and DRAM in issue order (cycle, then EU): the order one global loop over
//! every EU would have used, and no thread could have needed a result sooner. Then threads
//! that ended free their slots and the dispatcher places new work-groups, at the window's end
//! (up to one window after the slot freed: the one way in which windows change the timing).
//! Nothing in a window depends on another subslice, so outputs, stats and traces are
//! byte-identical for every thread count. When the subslices do not share out evenly over the
//! host threads, a subslice whose instruction cache is warm may be split into parts of its
//! EUs for a window ([`super::split`]): its EUs meet nowhere within a sub-window, and the
//! join restores the order of its own loop.
//!
//! Placement: work-groups in order, each whole on the subslice with the most free hardware
//! threads that also has room for its SLM and (if the kernel uses barriers) a barrier; its
//! threads on that subslice's EUs with the most free slots. Each thread starts after the
//! subslice's dispatcher has delivered it (`timing.thread_start_cycles`, serialised) plus
//! `timing.dispatch_latency`; a slot frees `timing.thread_end_cycles` after the EOT send.
//!
//! Instruction fetch: each subslice has an instruction cache (`timing.icache_*`, with
//! sequential prefetch); a thread fetches its next instruction when it becomes the thread's
//! candidate, and a miss delays it by `timing.icache_miss_latency` (stall reason
//! "instruction fetch").
//!
//! Sends: data-port, media block and typed messages are timed from the memory lines they touch
//! (through the surface's tiling for images) by the memory model's data port, L3 and DRAM;
//! sampler messages by the subslice's sampler cache, then the L3, plus
//! `timing.sampler_latency`; barriers by `timing.barrier_latency`. At the end of the kernel the
//! dirty L3 lines are written back (the data-cache flush the driver issues after a kernel) and
//! the kernel's cycles include it.
//!
//! Not modelled yet: register-file port limits other than three-source bank conflicts,
//! gateway messages other than barriers, sampler filtering (refused) and the sampler's L2.

use super::counters::sample_counters;
use super::driver;
use super::error::TimingError;
use super::launch::{Launch, Limits, Machine, Services};
use super::summary::{finish_stats, group_capacity, timeline, waves};
use crate::dataport::subslice_local;
use crate::memory::MemoryTiming;
use crate::stats::{MessageCounts, TimingStats};
use crate::subslice::{Ctx, GroupNeeds, ICache, Shared, SlmTiming, Subslice};
use memory_model::Memory;
use traces::{ProfileTally, TraceSink};

/// Longest window (bounds the trace events buffered per subslice and the reaction time to
/// limits and interrupts).
const MAX_WINDOW: u64 = 4096;

/// What a timed run produced.
#[derive(Debug)]
pub struct TimingRun {
    /// Cycles, with the end-of-kernel flush.
    pub cycles: u64,
    /// Instructions of the threads that ran.
    pub instructions: u64,
    /// Hardware threads dispatched.
    pub threads: u64,
    /// Work-groups run.
    pub work_groups: u64,
    /// Work-items run.
    pub work_items: u64,
    /// Messages by unit.
    pub messages: MessageCounts,
    /// The timing model's results.
    pub timing: TimingStats,
    /// The per-instruction counts, when [`Limits::profile`] was set.
    pub profile: Option<ProfileTally>,
    /// How the run was sampled and what it estimated, when [`Limits::sample`] was set.
    pub sampled: Option<super::sample::SampledStats>,
}

/// The window: no message served at a window's end may complete sooner than one window after
/// it was sent. Data-port, image and fence messages take at least a data-port slot plus
/// `memory.l3_hit_latency`, sampler messages at least `timing.sampler_latency`.
fn window(m: &Machine<'_>) -> u64 {
    let shortest = m.memory.l3_hit_latency.min(m.timing.sampler_latency);
    (u64::from(shortest) + 1).clamp(1, MAX_WINDOW)
}

/// Runs every work-group of `launch` on the timing model of `machine`, against `memory`,
/// with trace events going to `sink`.
pub fn execute<S: TraceSink>(
    launch: &Launch<'_>,
    machine: &Machine<'_>,
    limits: &Limits,
    services: &dyn Services,
    memory: &mut Memory,
    sink: &mut S,
) -> Result<TimingRun, TimingError> {
    let needs = check_fits(launch, machine)?;
    let ctx = context(launch, machine, limits, services, sink.enabled());
    let mut run = driver::Run {
        ctx: &ctx,
        units: subslices(&ctx, machine, limits.profile, memory.policy()),
        shared: Shared {
            memory,
            mem: MemoryTiming::new(
                machine.memory.clone(),
                f64::from(machine.clock_mhz),
                machine.slices as usize,
                machine.subslices_per_slice as usize,
            ),
            fp: memory_model::Footprint::default(),
            messages: MessageCounts::default(),
            written: Default::default(),
            defer_finishes: false,
        },
        dispatch: driver::Dispatch {
            launch,
            needs,
            next_group: 0,
            next_id: 0,
            plan: plan(limits, launch, machine),
        },
        threads: 0,
        sink,
        limits,
        now: 0,
        next_sample: 0,
        last_sample: Default::default(),
        timeline: driver::Timeline::default(),
    };
    let host = super::host_threads(
        limits.threads,
        limits.cores,
        run.units.len(),
        ctx.eus_per_subslice,
    );
    run.run_windows(host, window(machine))?;
    let cycles = run.flush();
    let peaks = (
        f64::from(
            machine.slices * machine.memory.l3_banks * machine.memory.l3_bank_bytes_per_cycle,
        ),
        machine.memory.dram_gbps * 1000.0 / f64::from(machine.clock_mhz),
    );
    let points = timeline(
        &run.timeline.samples,
        &ctx,
        &run.units,
        machine.clock_mhz,
        peaks,
    );
    let walker = &launch.walker;
    let mut out = finish_stats(&mut run.units, &run.shared, &ctx, machine, cycles);
    out.threads = run.threads;
    out.work_items = walker.total_groups() * u64::from(walker.group_items());
    out.timing.timeline = points;
    let capacity = group_capacity(&ctx, &run.units, run.dispatch.needs.threads);
    (out.timing.waves, out.timing.last_wave_fill_pct) = waves(walker.total_groups(), capacity);
    if ctx.tracing {
        let (units, mem) = (&run.units, &run.shared.mem);
        sample_counters(units, mem, &ctx, run.sink, cycles, &mut run.last_sample);
    }
    out.profile = limits.profile.then(|| merged_profile(&ctx, &run.units));
    out.sampled = run.dispatch.plan.as_ref().map(|p| p.finish(cycles));
    Ok(out)
}

/// The capacity of the L3 (all slices) and of the LLC.
/// The sampling plan of a run with `--sample` (none without).
fn plan(limits: &Limits, launch: &Launch<'_>, m: &Machine<'_>) -> Option<super::sample::Plan> {
    let period = super::sample::layout_period(m.memory);
    let total = launch.walker.total_groups();
    limits
        .sample
        .map(|s| super::sample::Plan::new(s, total, cache_bytes(m), period))
}

fn cache_bytes(m: &Machine<'_>) -> [u64; 2] {
    let l3 = u64::from(m.memory.l3_bytes_per_slice) * u64::from(m.slices);
    [l3, u64::from(m.memory.llc_bytes)]
}

/// What every subslice of the run reads.
fn context<'k>(
    launch: &Launch<'k>,
    m: &Machine<'_>,
    limits: &Limits,
    services: &'k dyn Services,
    tracing: bool,
) -> Ctx<'k> {
    let analysed = crate::eu::analyse(launch.code, m.timing);
    Ctx {
        cfg: m.timing.clone(),
        hot: crate::eu::hot_records(&analysed),
        analysed,
        deps: crate::eu::DepRecords::for_kernel(launch.code),
        name: launch.name,
        has_barriers: launch.has_barriers,
        services,
        max_thread_instructions: limits.max_thread_instructions,
        tracing,
        // the cycle-by-cycle loop everywhere: for tests of the sweep, which gives the same
        // results (`subslice/sweep.rs`), and to measure what it saves
        sweep: std::env::var_os("EUSIM_TIMING_CYCLE_LOOP").is_none(),
        eus_per_subslice: m.eus_per_subslice as usize,
        subslices_per_slice: m.subslices_per_slice as usize,
        threads_per_eu: m.threads_per_eu as usize,
        local_window: if eus_apart(launch.code) {
            u64::MAX
        } else {
            crate::dataport::local_window(m.timing, m.memory)
        },
        code: launch.code,
    }
}

/// Whether every send of the kernel leaves the EUs of a subslice apart within a window (no
/// sub-windows needed): none reaches the subslice's SLM or gateway, and none has a descriptor
/// known only at run time.
fn eus_apart(code: &eu_model::Kernel) -> bool {
    code.instructions().iter().enumerate().all(|(i, inst)| {
        inst.opcode.class() != isa::ExecClass::Send
            || matches!(code.message(i), Some(Ok(m)) if !subslice_local(m))
    })
}

/// The per-instruction counts, summed over subslices.
fn merged_profile(ctx: &Ctx<'_>, units: &[Box<Subslice>]) -> ProfileTally {
    let mut sum = ProfileTally::new(ctx.code.instructions().len());
    // the parts a subslice was split into keep counts of their own
    for u in units
        .iter()
        .flat_map(|u| std::iter::once(u).chain(&u.host.spare))
    {
        if let Some(p) = u.obs.profile() {
            sum.add(p);
        }
    }
    sum
}

/// What a work-group needs of a subslice, after checking that one fits on the smallest.
fn check_fits(launch: &Launch<'_>, m: &Machine<'_>) -> Result<GroupNeeds, TimingError> {
    let tpg = launch.walker.threads_per_group() as usize;
    let tpe = m.threads_per_eu as usize;
    let smallest = m.eus_enabled.iter().copied().min().unwrap_or(0) as usize;
    if tpg > smallest * tpe {
        return Err(TimingError::Unsupported(format!(
            "kernel `{}`: a work-group of {tpg} hardware threads does not fit on one subslice \
             ({smallest} EUs x {tpe} threads)",
            launch.name
        )));
    }
    if launch.slm_bytes > m.slm_bytes_per_subslice {
        return Err(TimingError::Unsupported(format!(
            "kernel `{}`: {} bytes of SLM per work-group exceed the subslice's {}",
            launch.name, launch.slm_bytes, m.slm_bytes_per_subslice
        )));
    }
    Ok(GroupNeeds {
        threads: tpg,
        slm: launch.slm_bytes,
        barrier: launch.has_barriers,
        slm_cap: m.slm_bytes_per_subslice,
        barrier_cap: m.barriers_per_subslice,
    })
}

/// The machine's subslices, empty.
/// The machine's subslices; their SLM accesses out of bounds do what `oob` says, as global
/// ones do.
fn subslices(
    ctx: &Ctx<'_>,
    m: &Machine<'_>,
    profile: bool,
    oob: memory_model::OobPolicy,
) -> crate::subslice::Units {
    m.eus_enabled
        .iter()
        .enumerate()
        .map(|(i, &enabled)| {
            let slm = SlmTiming::new(m.memory);
            let mut u = Subslice::new(
                i,
                ctx.eus_per_subslice,
                enabled as usize,
                ctx.threads_per_eu,
                slm,
            );
            u.icache = ICache::new(m.timing, u64::from(ctx.code.len_bytes()));
            u.host.no_memory = Memory::new(oob);
            u.obs =
                crate::observe::Observer::new(ctx.code.instructions().len(), profile, ctx.tracing);
            Box::new(u)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eu::EuTimingConfig;
    use crate::memory::MemoryTimingConfig;

    fn machine<'a>(t: &'a EuTimingConfig, m: &'a MemoryTimingConfig) -> Machine<'a> {
        Machine {
            timing: t,
            memory: m,
            clock_mhz: 1000,
            slices: 1,
            subslices_per_slice: 2,
            eus_per_subslice: 8,
            eus_enabled: vec![8, 6],
            threads_per_eu: 7,
            slm_bytes_per_subslice: 65536,
            barriers_per_subslice: 16,
        }
    }

    #[test]
    fn the_window_is_one_past_the_shortest_trip_through_shared_state() {
        let (mut t, mut m) = (EuTimingConfig::default(), MemoryTimingConfig::default());
        m.l3_hit_latency = 100;
        t.sampler_latency = 300;
        assert_eq!(window(&machine(&t, &m)), 101);
        t.sampler_latency = 40;
        assert_eq!(window(&machine(&t, &m)), 41);
        m.l3_hit_latency = 100_000;
        t.sampler_latency = 100_000;
        assert_eq!(window(&machine(&t, &m)), MAX_WINDOW);
    }

    #[test]
    fn a_group_must_fit_on_the_smallest_subslice() {
        let (t, m) = (EuTimingConfig::default(), MemoryTimingConfig::default());
        let code = eu_model::Kernel::from_offsets(Vec::new()).expect("an empty kernel");
        let launch = |local: u32, slm_bytes: u32| Launch {
            name: "k",
            code: &code,
            layout: eu_model::dispatch::PayloadLayout {
                simd_width: 8,
                local_ids: [true, false, false],
                unused_per_thread_grf: false,
            },
            walker: eu_model::dispatch::Walker {
                num_groups: [1, 1, 1],
                local_size: [local, 1, 1],
                simd_width: 8,
                group_origin: [0; 3],
            },
            slm_bytes,
            scratch: (0, 0),
            cross_thread: &[],
            has_barriers: false,
        };
        // the smaller subslice has 6 EUs x 7 threads = 42 threads of 8 work-items
        let mc = machine(&t, &m);
        let n = check_fits(&launch(42 * 8, 0), &mc).map(|n| n.threads);
        assert!(matches!(n, Ok(42)));
        let e = check_fits(&launch(42 * 8 + 1, 0), &mc).map(|n| n.threads);
        assert!(matches!(e, Err(TimingError::Unsupported(_))));
        let e = check_fits(&launch(8, 65537), &mc).map(|n| n.threads);
        assert!(matches!(e, Err(TimingError::Unsupported(_))));
    }
}
