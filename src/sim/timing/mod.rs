//! Timing execution: work-groups placed on subslices, threads on EUs, an issue arbiter per EU
//! (FPU0, FPU1, branch, send), a register scoreboard per thread and the memory timing model.
//!
//! Execute at issue: an instruction's effects are computed by [`eu_model::step`] in the cycle
//! it issues, so outputs equal functional mode. Cycles are processed in increasing order; EUs
//! in index order within a cycle, so memory effects stay causal and runs are deterministic.
//! When nothing can issue, time jumps to the next cycle something can (design principle 4).
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
mod groups;
mod machine;
mod sends;

use crate::program::Kernel;
use crate::sim::functional::{decode, payload_layout, Bindings};
use crate::sim::profile::{InstCounts, Profile};
use crate::sim::setup::Prepared;
use crate::sim::stats::{StallCycles, TimingStats};
use crate::sim::{ProgressUpdate, RunOptions, SimError, Stats};
use counters::{sample_counters, COUNTER_PERIOD};
use eu_model::dispatch::Walker;
use eu_model::timing::ICache;
use groups::place_group;
use machine::{eu_wake, EuState, Machine, SubsliceState};
use memory_model::{Memory, MemoryTiming};
use traces::{TraceEvent, TraceSink};

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
    let eu = EuState {
        free_slots: (0..tpe).rev().collect(),
        ..EuState::default()
    };
    // fused-off EUs: the last ones of each subslice that loses one
    let eus = (0..n_ss * eps)
        .map(|e| {
            let enabled = (e % eps) < topo.eus_in_subslice((e / eps) as u32) as usize;
            if enabled {
                eu.clone()
            } else {
                EuState {
                    disabled: true,
                    ..EuState::default()
                }
            }
        })
        .collect();
    let mut m = Machine {
        cfg: mc.timing.clone(),
        code,
        kernel,
        memory,
        bindings,
        max_thread_instructions: opts.max_thread_instructions,
        threads: Vec::new(),
        free_thread_ids: Vec::new(),
        groups: Vec::new(),
        free_group_ids: Vec::new(),
        eus,
        subslices: vec![SubsliceState::default(); n_ss],
        eus_per_subslice: eps,
        threads_per_eu: tpe,
        releases: Vec::new(),
        mem: MemoryTiming::new(
            mc.memory.clone(),
            f64::from(mc.clock_mhz),
            topo.slices as usize,
            topo.subslices_per_slice as usize,
        ),
        stalls: StallCycles::default(),
        last_event: 0,
        simd_lanes: 0,
        simd_slots: 0,
        subslices_per_slice: topo.subslices_per_slice as usize,
        line_bytes: mc.memory.line_bytes,
        sink,
        prof: None,
        icaches: Vec::new(),
        now: 0,
        analysed: Vec::new(),
        resident: 0,
        fp: memory_model::Footprint::default(),
        woke_others: false,
        issued: 0,
    };
    m.analysed = machine::analyse(&m.code, &m.cfg);
    if let Some(ic) = ICache::new(&mc.timing, u64::from(m.code.len_bytes())) {
        m.icaches = vec![ic; n_ss];
    }
    if opts.profile {
        m.prof = Some(vec![InstCounts::default(); m.code.instructions().len()]);
    }
    let mut next_sample = 0u64;
    let mut last_sample = (0u64, 0u64);
    let mut stats = Stats {
        kernel: kernel.name.clone(),
        simd_width: simd,
        functional: false,
        ..Stats::default()
    };
    let limits = (mc.slm_bytes_per_subslice, mc.barriers_per_subslice);
    let total_groups = walker.total_groups();
    let mut next_group = 0u64;
    let mut next_id = 0u32;
    let mut now = 0u64;
    let mut polls = 0u32;
    loop {
        polls = polls.wrapping_add(1);
        let interrupted = polls.is_multiple_of(1024) && opts.stop_requested();
        if now > opts.max_cycles || m.issued >= opts.max_instructions || interrupted {
            let reason = if interrupted {
                "interrupted".to_string()
            } else if now > opts.max_cycles {
                format!("--max-cycles {} reached", opts.max_cycles)
            } else {
                format!("--max-instructions {} reached", opts.max_instructions)
            };
            return Err(stopped(&m, stats, now, reason));
        }
        m.now = now;
        let done_before = stats.work_groups;
        m.apply_releases(now, &mut stats);
        if let (Some(p), true) = (&opts.progress, stats.work_groups > done_before) {
            p.report(ProgressUpdate {
                groups_done: stats.work_groups,
                groups_total: total_groups,
                cycle: Some(now),
            });
        }
        if m.sink.enabled() && now >= next_sample {
            sample_counters(&mut m, now, &mut last_sample);
            next_sample = now - now % COUNTER_PERIOD + COUNTER_PERIOD;
        }
        while next_group < total_groups {
            let Some(ss) = m.pick_subslice(tpg, prepared.slm_bytes, limits) else {
                break;
            };
            place_group(
                &mut m,
                &walker,
                &layout,
                prepared,
                next_group,
                ss,
                now,
                &mut next_id,
            )?;
            stats.threads += tpg as u64;
            next_group += 1;
        }
        // Issue, then the EU's next wake-up in the same pass. A barrier release may reset the
        // wake-up of an EU already passed: then every wake-up is re-examined afterwards.
        m.woke_others = false;
        let mut next = u64::MAX;
        for e in 0..m.eus.len() {
            // most EUs have nothing to issue in a given cycle: skip the call
            if m.eus[e].wake <= now && !m.eus[e].threads.is_empty() {
                m.issue_eu(e, now, &mut stats)?;
            }
            let eu = &mut m.eus[e];
            if eu.wake <= now {
                // changed from outside (dispatch, barrier release) and not yet re-examined
                eu.wake = eu_wake(eu);
            }
            next = next.min(eu.wake);
        }
        if m.woke_others {
            next = u64::MAX;
            for e in &mut m.eus {
                if e.wake <= now {
                    e.wake = eu_wake(e);
                }
                next = next.min(e.wake);
            }
        }
        if next_group == total_groups && m.resident == 0 && m.releases.is_empty() {
            break;
        }
        for (at, _) in &m.releases {
            next = next.min(*at);
        }
        if next == u64::MAX {
            let group = m
                .groups
                .iter()
                .flatten()
                .find(|g| g.ended < g.threads.len());
            let (id, why) = match group {
                Some(g) => {
                    let at_barrier = g
                        .threads
                        .iter()
                        .filter_map(|&t| m.threads[t].as_ref())
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
            return Err(SimError::Deadlock {
                kernel: kernel.name.clone(),
                group: id,
                why,
            });
        }
        now = next.max(now + 1);
    }
    let flush_start = m.last_event.max(now);
    m.last_event = m.mem.flush(flush_start); // end-of-kernel data-cache flush
    if m.sink.enabled() && m.last_event > flush_start {
        m.sink.event(TraceEvent::Machine {
            track: "memory",
            name: "end-of-kernel L3 flush",
            start: flush_start,
            end: m.last_event,
        });
    }
    let cycles = m.last_event.max(now);
    for e in &mut m.eus {
        e.residency_changed(cycles);
    }
    let eu_cycles = cycles * m.eus.iter().filter(|e| !e.disabled).count() as u64;
    let sum = |f: &dyn Fn(&EuState) -> u64| m.eus.iter().map(f).sum::<u64>();
    let active = sum(&|e| e.active);
    let nonidle = sum(&|e| e.nonidle).max(active);
    let mem_stats = m.mem.stats().clone();
    let line = u64::from(mc.memory.line_bytes);
    stats.cycles = cycles;
    stats.work_items = total_groups * u64::from(walker.group_items());
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
        thread_occupancy_pct: pct(sum(&|e| e.thread_cycles), eu_cycles * tpe as u64),
        fpu0_busy_pct: pct(sum(&|e| e.pipe_busy[0]), eu_cycles),
        fpu1_busy_pct: pct(sum(&|e| e.pipe_busy[1]), eu_cycles),
        branch_busy_pct: pct(sum(&|e| e.pipe_busy[2]), eu_cycles),
        send_busy_pct: pct(sum(&|e| e.pipe_busy[3]), eu_cycles),
        simd_utilization_pct: pct(m.simd_lanes, m.simd_slots),
        stalls: m.stalls,
        icache_hits: m.icaches.iter().map(|c| c.stats().hits).sum(),
        icache_misses: m.icaches.iter().map(|c| c.stats().misses).sum(),
        icache_prefetches: m.icaches.iter().map(|c| c.stats().prefetches).sum(),
        l3_bytes: (mem_stats.l3_hits + mem_stats.l3_misses) * line,
        memory: mem_stats,
    });
    if m.sink.enabled() {
        sample_counters(&mut m, cycles, &mut last_sample);
    }
    let profile = m
        .prof
        .take()
        .map(|counts| Profile::new(&kernel.name, &m.code, counts));
    Ok((stats, profile))
}

/// The error of a timed run stopped early, with the partial stats and where every resident
/// thread was.
fn stopped<S: TraceSink>(
    m: &Machine<'_, S>,
    mut stats: Stats,
    now: u64,
    reason: String,
) -> SimError {
    let live: Vec<String> = m
        .threads
        .iter()
        .flatten()
        .map(|th| {
            let group = m.groups[th.group].as_ref().map_or([0; 3], |g| g.id);
            crate::sim::functional::where_is(&m.code, &th.state, group)
        })
        .collect();
    stats.instructions = m.issued;
    stats.cycles = now;
    stats.incomplete = true;
    SimError::Stopped {
        kernel: m.kernel.name.clone(),
        reason,
        instructions: m.issued,
        cycles: now,
        where_: live.join("; "),
        stats: Box::new(stats),
    }
}
