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
//! every thread count (tests/timing_threads.rs).
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

mod analysis;
mod counters;
mod deferred;
mod eu;
mod groups;
mod issue;
mod sends;
mod team;
mod unit;

use crate::program::Kernel;
use crate::sim::functional::{decode, payload_layout, Bindings};
use crate::sim::profile::{InstCounts, Profile};
use crate::sim::setup::Prepared;
use crate::sim::shared::MessageCounts;
use crate::sim::stats::{StallCycles, TimingStats};
use crate::sim::{ProgressUpdate, RunOptions, SimError, Stats};
use counters::{sample_counters, COUNTER_PERIOD};
use eu_model::dispatch::Walker;
use eu_model::timing::ICache;
use groups::{pick_subslice, GroupNeeds, Placement};
use memory_model::{Memory, MemoryTiming};
use traces::{TraceEvent, TraceSink};
use unit::{Ctx, Shared, Subslice};

/// Longest window (bounds the trace events buffered per subslice and the reaction time to
/// limits and interrupts).
const MAX_WINDOW: u64 = 4096;

/// Instructions issued in a window below which the next window runs on the calling thread:
/// handing a short window to the host threads costs more than it saves (the result is the
/// same either way).
const PARALLEL_MIN_ISSUES: u64 = 256;

/// The window: no message served at a window's end may complete sooner than one window after
/// it was sent. Data-port, image and fence messages take at least a data-port slot plus
/// `memory.l3_hit_latency`, sampler messages at least `timing.sampler_latency`.
fn window(mc: &crate::config::MachineConfig) -> u64 {
    let shortest = mc.memory.l3_hit_latency.min(mc.timing.sampler_latency);
    (u64::from(shortest) + 1).clamp(1, MAX_WINDOW)
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
    let code = decode(kernel)?;
    let layout = payload_layout(kernel, simd)?;
    let mc = &opts.config;
    let topo = &mc.topology;
    let walker = Walker {
        num_groups: prepared.range.groups(),
        local_size: prepared.range.local,
        simd_width: simd,
    };
    let tpg = walker.threads_per_group() as usize;
    let eps = topo.eus_per_subslice as usize;
    let tpe = topo.resident_threads_per_eu() as usize;
    let n_ss = topo.subslices() as usize;
    let smallest = (0..n_ss as u32)
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
    let analysed = analysis::analyse(&code, &mc.timing);
    let ctx = Ctx {
        cfg: mc.timing.clone(),
        analysed,
        kernel,
        bindings,
        max_thread_instructions: opts.max_thread_instructions,
        tracing: sink.enabled(),
        eus_per_subslice: eps,
        subslices_per_slice: topo.subslices_per_slice as usize,
        threads_per_eu: tpe,
        code,
    };
    let mut units: Vec<Subslice> = (0..n_ss)
        .map(|i| {
            let enabled = topo.eus_in_subslice(i as u32) as usize;
            let slm = memory_model::SlmTiming::new(&mc.memory);
            let mut u = Subslice::new(i, eps, enabled, tpe, slm);
            u.icache = ICache::new(&mc.timing, u64::from(ctx.code.len_bytes()));
            if opts.profile {
                u.prof = Some(vec![InstCounts::default(); ctx.code.instructions().len()]);
            }
            u
        })
        .collect();
    let mut shared = Shared {
        memory,
        mem: MemoryTiming::new(
            mc.memory.clone(),
            f64::from(mc.clock_mhz),
            topo.slices as usize,
            topo.subslices_per_slice as usize,
        ),
        fp: memory_model::Footprint::default(),
        messages: MessageCounts::default(),
    };
    let host = crate::sim::host_threads(opts.threads).min(n_ss).max(1);
    let team = team::Team::new(host - 1);
    let mut stats = Stats {
        kernel: kernel.name.clone(),
        simd_width: simd,
        functional: false,
        ..Stats::default()
    };
    let needs = GroupNeeds {
        threads: tpg,
        slm: prepared.slm_bytes,
        barrier: kernel
            .execution_environment
            .as_ref()
            .is_some_and(|e| e.has_barriers != 0),
        slm_cap: mc.slm_bytes_per_subslice,
        barrier_cap: mc.barriers_per_subslice,
    };
    let total_groups = walker.total_groups();
    let mut next_group = 0u64;
    let mut next_id = 0u32;
    let mut now = 0u64;
    let mut polls = 0u32;
    let mut next_sample = 0u64;
    let mut last_sample = (0u64, 0u64);
    let window = window(mc);
    let mut last_issued = 0u64;
    let mut chooser = team::Chooser::new();
    /// Tells the helper threads to end however the loop ends.
    struct Quit<'t>(&'t team::Team);
    impl Drop for Quit<'_> {
        fn drop(&mut self) {
            self.0.quit();
        }
    }
    let outcome: Result<(), SimError> = std::thread::scope(|scope| {
        for h in 0..host - 1 {
            let (team, ctx) = (&team, &ctx);
            scope.spawn(move || team.serve(h, ctx));
        }
        let _quit = Quit(&team);
        loop {
            polls = polls.wrapping_add(1);
            let interrupted = polls.is_multiple_of(64) && opts.stop_requested();
            let issued: u64 = units.iter().map(|u| u.counters.issued).sum();
            if now > opts.max_cycles || issued >= opts.max_instructions || interrupted {
                let reason = if interrupted {
                    "interrupted".to_string()
                } else if now > opts.max_cycles {
                    format!("--max-cycles {} reached", opts.max_cycles)
                } else {
                    format!("--max-instructions {} reached", opts.max_instructions)
                };
                return Err(stopped(&ctx, &units, stats.clone(), now, reason));
            }
            // the end of a window at `now`: the recorded sends, the first error, releases and
            // dispatch
            deferred::serve_all(&mut units, &ctx, &mut shared, now)?;
            if let Some(i) = units
                .iter()
                .filter_map(|u| u.error.as_ref().map(|e| (e.0, u.index)))
                .min()
                .map(|(_, i)| i)
            {
                return Err(units[i].error.take().expect("an error").1);
            }
            let done_before: u64 = units.iter().map(|u| u.counters.work_groups).sum();
            for u in &mut units {
                u.apply_releases(now);
            }
            let done: u64 = units.iter().map(|u| u.counters.work_groups).sum();
            if let (Some(p), true) = (&opts.progress, done > done_before) {
                p.report(ProgressUpdate {
                    groups_done: done,
                    groups_total: total_groups,
                    cycle: Some(now),
                });
            }
            if ctx.tracing && now >= next_sample {
                sample_counters(&units, &shared.mem, &ctx, sink, now, &mut last_sample);
                next_sample = now - now % COUNTER_PERIOD + COUNTER_PERIOD;
            }
            while next_group < total_groups {
                let Some(ss) = pick_subslice(&units, needs) else {
                    break;
                };
                let p = Placement {
                    walker: &walker,
                    layout: &layout,
                    prepared,
                    linear: next_group,
                    barrier: needs.barrier,
                };
                units[ss].place_group(&ctx, &p, now, &mut next_id)?;
                stats.threads += tpg as u64;
                next_group += 1;
            }
            for u in &mut units {
                for ev in u.events.drain(..) {
                    sink.event(ev);
                }
            }
            if next_group == total_groups
                && units
                    .iter()
                    .all(|u| u.resident == 0 && u.releases.is_empty())
            {
                break;
            }
            let next_any = units
                .iter_mut()
                .map(|u| u.next_event())
                .min()
                .unwrap_or(u64::MAX);
            if next_any == u64::MAX {
                return Err(deadlock(&ctx, &units));
            }
            // nothing is due before `next_any`: the next window starts there
            if next_any > now && (!ctx.tracing || next_any <= next_sample) {
                now = next_any;
                continue;
            }
            let end = (now + window)
                .min(opts.max_cycles.saturating_add(1))
                .max(now + 1);
            let before: u64 = units.iter().map(|u| u.counters.issued).sum();
            let started = std::time::Instant::now();
            let worth_it = host > 1 && last_issued >= PARALLEL_MIN_ISSUES;
            if worth_it && chooser.parallel() {
                team.advance(&mut units, &ctx, end);
            } else {
                units.iter_mut().for_each(|u| u.advance(&ctx, end));
            }
            last_issued = units.iter().map(|u| u.counters.issued).sum::<u64>() - before;
            if worth_it {
                chooser.record(last_issued, started.elapsed());
            }
            now = end;
        }
        Ok(())
    });
    outcome?;
    // the kernel ends when its last thread has ended and its slot is free (not at the end of
    // the window that noticed)
    let last_event = units
        .iter()
        .map(|u| u.counters.last_event)
        .max()
        .unwrap_or(0);
    let now = units
        .iter()
        .map(|u| u.counters.last_release)
        .max()
        .unwrap_or(0);
    let flush_start = last_event.max(now);
    let end = shared.mem.flush(flush_start); // end-of-kernel data-cache flush
    if ctx.tracing && end > flush_start {
        sink.event(TraceEvent::Machine {
            track: "memory",
            name: "end-of-kernel L3 flush",
            start: flush_start,
            end,
        });
    }
    let cycles = end.max(now);
    finish_stats(
        &mut stats,
        &mut units,
        &shared,
        &ctx,
        mc,
        cycles,
        total_groups * u64::from(walker.group_items()),
    );
    if ctx.tracing {
        sample_counters(&units, &shared.mem, &ctx, sink, cycles, &mut last_sample);
    }
    let profile = opts.profile.then(|| {
        let mut counts = vec![InstCounts::default(); ctx.code.instructions().len()];
        for u in &units {
            for (c, x) in counts.iter_mut().zip(u.prof.iter().flatten()) {
                c.add(x);
            }
        }
        Profile::new(&kernel.name, &ctx.code, counts)
    });
    Ok((stats, profile))
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
    let mut stalls = StallCycles::default();
    let (mut lanes, mut slots) = (0, 0);
    for u in units.iter_mut() {
        for e in &mut u.eus {
            e.residency_changed(cycles);
        }
        stalls.add(&u.counters.stalls);
        lanes += u.counters.simd_lanes;
        slots += u.counters.simd_slots;
        stats.instructions += u.counters.instructions;
        stats.work_groups += u.counters.work_groups;
    }
    stats.messages = shared.messages;
    let mut mem_stats = shared.mem.stats().clone();
    for u in units.iter() {
        stats.messages.add(&u.messages);
        mem_stats.add_slm(&u.slm_stats);
    }
    let units = &*units;
    let eus = || {
        units
            .iter()
            .flat_map(|u| u.eus.iter())
            .filter(|e| !e.disabled)
    };
    let eu_cycles = cycles * eus().count() as u64;
    let sum = |f: &dyn Fn(&eu::EuState) -> u64| eus().map(f).sum::<u64>();
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
        ipc: if cycles == 0 {
            0.0
        } else {
            stats.instructions as f64 / cycles as f64
        },
        ipc_per_eu: if eu_cycles == 0 {
            0.0
        } else {
            stats.instructions as f64 / eu_cycles as f64
        },
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
        simd_utilization_pct: pct(lanes, slots),
        stalls,
        icache_hits: icache(&|c| c.stats().hits),
        icache_misses: icache(&|c| c.stats().misses),
        icache_prefetches: icache(&|c| c.stats().prefetches),
        l3_bytes: (mem_stats.l3_hits + mem_stats.l3_misses) * line,
        memory: mem_stats,
    });
}

/// Nothing can issue and nothing is due, but work-groups remain.
fn deadlock(ctx: &Ctx<'_>, units: &[Subslice]) -> SimError {
    let group = units
        .iter()
        .flat_map(|u| u.groups.iter().flatten().map(move |g| (u, g)))
        .find(|(_, g)| g.ended < g.threads.len());
    let (id, why) = match group {
        Some((u, g)) => {
            let at_barrier = g
                .threads
                .iter()
                .filter_map(|&t| u.threads[t].as_ref())
                .filter(|th| th.state.barrier_pending())
                .count();
            (
                g.id,
                format!(
                    "{} thread(s) wait ({at_barrier} at a barrier), {} ended",
                    g.threads.len() - g.ended,
                    g.ended
                ),
            )
        }
        None => ([0; 3], "no thread can issue".to_string()),
    };
    SimError::Deadlock {
        kernel: ctx.kernel.name.clone(),
        group: id,
        why,
    }
}

/// The error of a timed run stopped early, with the partial stats and where every resident
/// thread was.
fn stopped(
    ctx: &Ctx<'_>,
    units: &[Subslice],
    mut stats: Stats,
    now: u64,
    reason: String,
) -> SimError {
    let live: Vec<String> = units
        .iter()
        .flat_map(|u| {
            u.threads.iter().flatten().map(move |th| {
                let group = u.groups[th.group].as_ref().map_or([0; 3], |g| g.id);
                crate::sim::functional::where_is(&ctx.code, &th.state, group)
            })
        })
        .collect();
    let issued: u64 = units.iter().map(|u| u.counters.issued).sum();
    stats.instructions = issued;
    stats.cycles = now;
    stats.incomplete = true;
    SimError::Stopped {
        kernel: ctx.kernel.name.clone(),
        reason,
        instructions: issued,
        cycles: now,
        where_: live.join("; "),
        stats: Box::new(stats),
    }
}
