//! Timing execution: work-groups placed on subslices, threads on EUs, an issue arbiter per EU
//! (FPU0, FPU1, branch, send), a register scoreboard per thread and the memory timing model.
//!
//! Execute at issue: an instruction's effects are computed by [`eu_model::step`] in the cycle
//! it issues, so outputs equal functional mode. Cycles are processed in increasing order; EUs
//! in index order within a cycle, so memory effects stay causal and runs are deterministic.
//! When nothing can issue, time jumps to the next cycle something can (design principle 4).
//!
//! Units and threads: each subslice is a unit (`unit.rs`: its EUs, threads, work-groups,
//! instruction cache, dispatcher and SLM). Time advances in windows no longer than the
//! shortest trip of a message through shared state (one data-port slot plus
//! `memory.l3_hit_latency`, or `timing.sampler_latency`). Within a window every subslice runs
//! on its own — on `--threads N` host threads — serving its SLM, barrier and end-of-thread
//! messages itself and recording its data-port, image, sampler and fence messages with their
//! payloads (`deferred.rs`). At the window's end those are served against global memory, the
//! L3 and DRAM in issue order (cycle, then EU): the order one global loop over every EU would
//! have used, and no thread could have needed a result sooner. Then threads that ended free
//! their slots and the dispatcher places new work-groups, at the window's end (up to one
//! window after the slot freed: the one way in which windows change the timing). Nothing in a
//! window depends on another subslice, so outputs, stats and traces are byte-identical for
//! every thread count (tests/timing_threads.rs). When the subslices do not share out evenly
//! over the host threads, a subslice whose instruction cache is warm may be split into parts
//! of its EUs for a window, for kernels without SLM or gateway messages (`split.rs`): its EUs
//! then meet nowhere within the window, and the join restores the order of its own loop.
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

mod counters;
mod deferred;
mod driver;
mod groups;
mod issue;
mod split;
mod unit;

use crate::program::Kernel;
use crate::sim::functional::{decode, payload_layout, Bindings};
use crate::sim::profile::{InstCounts, Profile};
use crate::sim::setup::Prepared;
use crate::sim::shared::MessageCounts;
use crate::sim::stats::{EuStats, StallCycles, SubsliceStats, TimelinePoint, TimingStats};
use crate::sim::{RunOptions, SimError, Stats};
use counters::sample_counters;
use eu_model::dispatch::Walker;
use groups::GroupNeeds;
use memory_model::Memory;
use timing::subslice::ICache;
use timing::MemoryTiming;
use traces::TraceSink;
use unit::{Ctx, Shared, Subslice};

/// Longest window (bounds the trace events buffered per subslice and the reaction time to
/// limits and interrupts).
const MAX_WINDOW: u64 = 4096;

/// The window: no message served at a window's end may complete sooner than one window after
/// it was sent. Data-port, image and fence messages take at least a data-port slot plus
/// `memory.l3_hit_latency`, sampler messages at least `timing.sampler_latency`.
fn window(mc: &crate::config::MachineConfig) -> u64 {
    let shortest = mc.memory.l3_hit_latency.min(mc.timing.sampler_latency);
    (u64::from(shortest) + 1).clamp(1, MAX_WINDOW)
}

/// The stats' timeline from the driver's samples: occupancy at each sample, bandwidths over
/// the interval since the previous one.
fn timeline(
    samples: &[(u64, u64, u64, u64)],
    ctx: &Ctx<'_>,
    units: &[Subslice],
    mhz: u32,
) -> Vec<TimelinePoint> {
    let slots = units
        .iter()
        .flat_map(|u| u.eus.iter())
        .filter(|e| !e.disabled)
        .count() as u64
        * ctx.threads_per_eu as u64;
    let mut prev = (0u64, 0u64, 0u64, 0u64);
    samples
        .iter()
        .map(|&(cycle, resident, l3, dram)| {
            let dt = cycle.saturating_sub(prev.0);
            let p = TimelinePoint {
                cycle,
                thread_occupancy_pct: pct(resident, slots),
                l3_gbps: gbps(l3.saturating_sub(prev.2), dt, mhz),
                dram_gbps: gbps(dram.saturating_sub(prev.3), dt, mhz),
            };
            prev = (cycle, resident, l3, dram);
            p
        })
        .collect()
}

/// Work-groups of `threads` threads the machine holds at once by thread slots.
fn group_capacity(ctx: &Ctx<'_>, units: &[Subslice], threads: usize) -> u64 {
    units
        .iter()
        .map(|u| {
            let slots = u.eus.iter().filter(|e| !e.disabled).count() * ctx.threads_per_eu;
            (slots / threads.max(1)) as u64
        })
        .sum()
}

/// Waves of `groups` work-groups on a machine holding `capacity` at once, and the share of
/// the capacity the last wave fills (%).
fn waves(groups: u64, capacity: u64) -> (f64, f64) {
    if capacity == 0 || groups == 0 {
        return (0.0, 0.0);
    }
    let rest = groups % capacity;
    let last = if rest == 0 { capacity } else { rest };
    (groups as f64 / capacity as f64, pct(last, capacity))
}

/// `bytes` over `cycles` of a `mhz` clock, in GB/s.
fn gbps(bytes: u64, cycles: u64, mhz: u32) -> f64 {
    if cycles == 0 {
        0.0
    } else {
        bytes as f64 * f64::from(mhz) / (cycles as f64 * 1000.0)
    }
}

/// The EU metrics of one subslice and its EUs over `cycles`.
fn subslice_stats(u: &Subslice, ctx: &Ctx<'_>, cycles: u64) -> SubsliceStats {
    let eus: Vec<&timing::eu::EuState> = u.eus.iter().filter(|e| !e.disabled).collect();
    let eu_cycles = cycles * eus.len() as u64;
    let sum = |f: &dyn Fn(&timing::eu::EuState) -> u64| eus.iter().map(|e| f(e)).sum::<u64>();
    let active = sum(&|e| e.active);
    let nonidle = sum(&|e| e.nonidle).max(active);
    let slots = ctx.threads_per_eu as u64;
    let spss = ctx.subslices_per_slice.max(1);
    SubsliceStats {
        slice: (u.index / spss) as u32,
        subslice: (u.index % spss) as u32,
        instructions: u.counters.issued,
        work_groups: u.counters.work_groups,
        eu_active_pct: pct(active, eu_cycles),
        eu_stall_pct: pct(nonidle - active, eu_cycles),
        eu_idle_pct: pct(eu_cycles.saturating_sub(nonidle), eu_cycles),
        thread_occupancy_pct: pct(sum(&|e| e.thread_cycles), eu_cycles * slots),
        stalls: StallCycles::from_reasons(&u.obs.tally().stalls),
        eus: eus
            .iter()
            .enumerate()
            .map(|(i, e)| EuStats {
                eu: i as u32,
                active_pct: pct(e.active, cycles),
                stall_pct: pct(e.nonidle.max(e.active) - e.active, cycles),
                idle_pct: pct(cycles.saturating_sub(e.nonidle.max(e.active)), cycles),
                thread_occupancy_pct: pct(e.thread_cycles, cycles * slots),
                fpu0_busy_pct: pct(e.pipe_busy[0], cycles),
                fpu1_busy_pct: pct(e.pipe_busy[1], cycles),
                send_busy_pct: pct(e.pipe_busy[3], cycles),
            })
            .collect(),
    }
}

fn pct(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
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
    let layout = payload_layout(kernel, simd)?;
    let mc = &opts.config;
    let walker = Walker {
        num_groups: prepared.range.groups(),
        local_size: prepared.range.local,
        simd_width: simd,
    };
    let needs = check_fits(kernel, mc, prepared, &walker)?;
    let ctx = context(kernel, code, bindings, opts, sink.enabled());
    let mut run = driver::Run {
        ctx: &ctx,
        units: subslices(&ctx, mc, opts.profile),
        shared: Shared {
            memory,
            mem: MemoryTiming::new(
                mc.memory.clone(),
                f64::from(mc.clock_mhz),
                mc.topology.slices as usize,
                mc.topology.subslices_per_slice as usize,
            ),
            fp: memory_model::Footprint::default(),
            messages: MessageCounts::default(),
        },
        dispatch: driver::Dispatch {
            walker: &walker,
            layout: &layout,
            prepared,
            needs,
            next_group: 0,
            next_id: 0,
        },
        stats: Stats {
            kernel: kernel.name.clone(),
            simd_width: simd,
            functional: false,
            ..Stats::default()
        },
        sink,
        opts,
        now: 0,
        next_sample: 0,
        last_sample: Default::default(),
        timeline: driver::Timeline::default(),
    };
    let host = timing::engine::host_threads(
        opts.threads,
        crate::sim::host_threads(0),
        run.units.len(),
        ctx.eus_per_subslice,
        ctx.eus_apart,
    );
    run.run_windows(host, window(mc))?;
    let cycles = run.flush();
    let mut stats = std::mem::take(&mut run.stats);
    let timeline = timeline(&run.timeline.samples, &ctx, &run.units, mc.clock_mhz);
    finish_stats(
        &mut stats,
        &mut run.units,
        &run.shared,
        &ctx,
        mc,
        cycles,
        walker.total_groups() * u64::from(walker.group_items()),
    );
    if let Some(t) = stats.timing.as_mut() {
        t.timeline = timeline;
        let capacity = group_capacity(&ctx, &run.units, run.dispatch.needs.threads);
        (t.waves, t.last_wave_fill_pct) = waves(walker.total_groups(), capacity);
    }
    if ctx.tracing {
        let (units, mem) = (&run.units, &run.shared.mem);
        sample_counters(units, mem, &ctx, run.sink, cycles, &mut run.last_sample);
    }
    let profile = opts.profile.then(|| merged_profile(&ctx, &run.units));
    Ok((stats, profile))
}

/// What every subslice of the run reads.
fn context<'k>(
    kernel: &'k Kernel,
    code: eu_model::Kernel,
    bindings: Bindings<'k>,
    opts: &RunOptions,
    tracing: bool,
) -> Ctx<'k> {
    let mc = &opts.config;
    let topo = &mc.topology;
    Ctx {
        cfg: mc.timing.clone(),
        analysed: timing::eu::analyse(&code, &mc.timing),
        kernel,
        bindings,
        max_thread_instructions: opts.max_thread_instructions,
        tracing,
        eus_per_subslice: topo.eus_per_subslice as usize,
        subslices_per_slice: topo.subslices_per_slice as usize,
        threads_per_eu: topo.resident_threads_per_eu() as usize,
        eus_apart: eus_apart(&code),
        code,
    }
}

/// Whether every send of the kernel leaves the EUs of a subslice apart within a window: none
/// reaches the subslice's SLM or gateway, and none has a descriptor known only at run time.
fn eus_apart(code: &eu_model::Kernel) -> bool {
    code.instructions().iter().enumerate().all(|(i, inst)| {
        inst.opcode.class() != isa::ExecClass::Send
            || matches!(code.message(i), Some(Ok(m)) if !deferred::subslice_local(m))
    })
}

/// The per-instruction profile, summed over subslices.
fn merged_profile(ctx: &Ctx<'_>, units: &[Subslice]) -> Profile {
    let mut counts = vec![InstCounts::default(); ctx.code.instructions().len()];
    // the parts a subslice was split into keep counts of their own
    for u in units
        .iter()
        .flat_map(|u| std::iter::once(u).chain(&u.spare))
    {
        let Some(p) = u.obs.profile() else {
            continue;
        };
        for (c, x) in counts.iter_mut().zip(&p.insts) {
            c.add(&InstCounts::from(x));
        }
    }
    Profile::new(&ctx.kernel.name, &ctx.code, counts)
}

/// What a work-group needs of a subslice, after checking that one fits on the smallest.
fn check_fits(
    kernel: &Kernel,
    mc: &crate::config::MachineConfig,
    prepared: &Prepared,
    walker: &Walker,
) -> Result<GroupNeeds, SimError> {
    let topo = &mc.topology;
    let tpg = walker.threads_per_group() as usize;
    let tpe = topo.resident_threads_per_eu() as usize;
    let smallest = (0..topo.subslices())
        .map(|ss| topo.eus_in_subslice(ss))
        .min()
        .unwrap_or(0) as usize;
    if tpg > smallest * tpe {
        return Err(SimError::Unsupported(format!(
            "kernel `{}`: a work-group of {tpg} hardware threads does not fit on one subslice \
             ({smallest} EUs x {tpe} threads)",
            kernel.name
        )));
    }
    if prepared.slm_bytes > mc.slm_bytes_per_subslice {
        return Err(SimError::Unsupported(format!(
            "kernel `{}`: {} bytes of SLM per work-group exceed the subslice's {}",
            kernel.name, prepared.slm_bytes, mc.slm_bytes_per_subslice
        )));
    }
    Ok(GroupNeeds {
        threads: tpg,
        slm: prepared.slm_bytes,
        barrier: kernel
            .execution_environment
            .as_ref()
            .is_some_and(|e| e.has_barriers != 0),
        slm_cap: mc.slm_bytes_per_subslice,
        barrier_cap: mc.barriers_per_subslice,
    })
}

/// The machine's subslices, empty.
fn subslices(ctx: &Ctx<'_>, mc: &crate::config::MachineConfig, profile: bool) -> Vec<Subslice> {
    let topo = &mc.topology;
    (0..topo.subslices())
        .map(|i| {
            let enabled = topo.eus_in_subslice(i) as usize;
            let slm = timing::SlmTiming::new(&mc.memory);
            let mut u = Subslice::new(
                i as usize,
                ctx.eus_per_subslice,
                enabled,
                ctx.threads_per_eu,
                slm,
            );
            u.icache = ICache::new(&mc.timing, u64::from(ctx.code.len_bytes()));
            u.obs =
                timing::observe::Observer::new(ctx.code.instructions().len(), profile, ctx.tracing);
            u
        })
        .collect()
}

/// Closes the subslices' counts at `cycles` (EU residency) and adds up the run's totals:
/// instructions, work-groups and messages into `stats`; the event tally and memory counters
/// returned.
fn totals(
    stats: &mut Stats,
    units: &mut [Subslice],
    shared: &Shared<'_>,
    cycles: u64,
) -> (traces::Tally, timing::MemoryStats) {
    let mut tally = traces::Tally::default();
    stats.messages = shared.messages;
    let mut mem_stats = shared.mem.stats().clone();
    for u in units.iter_mut() {
        for e in &mut u.eus {
            e.residency_changed(cycles);
        }
        if let (Some(ic), Some(w)) = (u.icache.as_mut(), u.warm.as_mut()) {
            ic.add_hits(std::mem::take(&mut w.hits));
        }
        tally.add(u.obs.tally());
        stats.instructions += u.counters.instructions;
        stats.work_groups += u.counters.work_groups;
        stats.messages.add(&u.messages);
        mem_stats.add_slm(&u.slm_stats);
    }
    (tally, mem_stats)
}

/// `a / b` (0 when `b` is 0).
fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

/// The timing stats of a finished run of `cycles` cycles.
fn finish_stats(
    stats: &mut Stats,
    units: &mut [Subslice],
    shared: &Shared<'_>,
    ctx: &Ctx<'_>,
    mc: &crate::config::MachineConfig,
    cycles: u64,
    work_items: u64,
) {
    let (tally, mem_stats) = totals(stats, units, shared, cycles);
    let units = &*units;
    let eus = || {
        units
            .iter()
            .flat_map(|u| u.eus.iter())
            .filter(|e| !e.disabled)
    };
    let eu_cycles = cycles * eus().count() as u64;
    let sum = |f: &dyn Fn(&timing::eu::EuState) -> u64| eus().map(f).sum::<u64>();
    let active = sum(&|e| e.active);
    let nonidle = sum(&|e| e.nonidle).max(active);
    let line = u64::from(mc.memory.line_bytes);
    let icache = |f: &dyn Fn(&ICache) -> u64| {
        units
            .iter()
            .filter_map(|u| u.icache.as_ref())
            .map(f)
            .sum::<u64>()
    };
    stats.cycles = cycles;
    stats.work_items = work_items;
    stats.timing = Some(TimingStats {
        time_ns: cycles as f64 * 1000.0 / f64::from(mc.clock_mhz),
        clock_mhz: mc.clock_mhz,
        ipc: ratio(stats.instructions, cycles),
        ipc_per_eu: ratio(stats.instructions, eu_cycles),
        eu_active_pct: pct(active, eu_cycles),
        eu_stall_pct: pct(nonidle - active, eu_cycles),
        eu_idle_pct: pct(eu_cycles.saturating_sub(nonidle), eu_cycles),
        thread_occupancy_pct: pct(
            sum(&|e| e.thread_cycles),
            eu_cycles * ctx.threads_per_eu as u64,
        ),
        fpu0_busy_pct: pct(sum(&|e| e.pipe_busy[0]), eu_cycles),
        fpu1_busy_pct: pct(sum(&|e| e.pipe_busy[1]), eu_cycles),
        branch_busy_pct: pct(sum(&|e| e.pipe_busy[2]), eu_cycles),
        send_busy_pct: pct(sum(&|e| e.pipe_busy[3]), eu_cycles),
        simd_utilization_pct: pct(tally.simd_lanes, tally.simd_slots),
        stalls: StallCycles::from_reasons(&tally.stalls),
        icache_hits: icache(&|c| c.stats().hits),
        icache_misses: icache(&|c| c.stats().misses),
        icache_prefetches: icache(&|c| c.stats().prefetches),
        l3_bytes: (mem_stats.l3_hits + mem_stats.l3_misses) * line,
        l3_gbps: gbps(
            (mem_stats.l3_hits + mem_stats.l3_misses) * line,
            cycles,
            mc.clock_mhz,
        ),
        dram_gbps: gbps(mem_stats.dram_bytes, cycles, mc.clock_mhz),
        memory: mem_stats,
        subslices: units
            .iter()
            .map(|u| subslice_stats(u, ctx, cycles))
            .collect(),
        timeline: Vec::new(),
        waves: 0.0,
        last_wave_fill_pct: 0.0,
        messages_in_flight: crate::sim::stats::MessageFlight::from_tally(&tally),
    });
}
