//! A finished run's numbers: the timing stats from the subslices' counters, the observers'
//! tallies and the memory system's counters.

use super::launch::Machine;
use super::run::TimingRun;
use crate::eu::{EuState, Pipe};
use crate::memory::MemoryStats;
use crate::stats::{
    EuStats, MessageFlight, StallCycles, SubsliceStats, TimelinePoint, TimingStats,
};
use crate::subslice::{Ctx, ICache, Shared, Subslice};

/// The stats' timeline from the driver's samples: occupancy at each sample; EU states and
/// bandwidths over the interval since the previous one. Bytes are counted when served: the
/// bytes requested so far go through a first-come first-served channel moving at most the
/// unit's peak (`peaks`: L3 and DRAM bytes per cycle), so no interval exceeds the peak and a
/// burst of requests shows as the time the unit takes to serve it.
pub(super) fn timeline(
    samples: &[super::driver::Sample],
    ctx: &Ctx<'_>,
    units: &[Box<Subslice>],
    mhz: u32,
    peaks: (f64, f64),
) -> Vec<TimelinePoint> {
    let eus = units
        .iter()
        .flat_map(|u| u.eus.iter())
        .filter(|e| !e.disabled)
        .count() as u64;
    let slots = eus * ctx.threads_per_eu as u64;
    let mut prev = super::driver::Sample::default();
    let (mut l3, mut dram) = (Served::default(), Served::default());
    samples
        .iter()
        .map(|s| {
            let dt = s.cycle.saturating_sub(prev.cycle);
            let eu_cycles = dt * eus;
            let active = s.eu_active.saturating_sub(prev.eu_active).min(eu_cycles);
            let nonidle = s
                .eu_nonidle
                .saturating_sub(prev.eu_nonidle)
                .clamp(active, eu_cycles);
            let p = TimelinePoint {
                cycle: s.cycle,
                thread_occupancy_pct: pct(s.resident, slots),
                l3_gbps: gbps(l3.serve(s.l3_bytes, dt, peaks.0), dt, mhz),
                dram_gbps: gbps(dram.serve(s.dram_bytes, dt, peaks.1), dt, mhz),
                writeback_gbps: gbps(s.wb_bytes.saturating_sub(prev.wb_bytes), dt, mhz),
                eu_active_pct: pct(active, eu_cycles),
                eu_stall_pct: pct(nonidle - active, eu_cycles),
            };
            prev = *s;
            p
        })
        .collect()
}

/// A channel serving requested bytes first come, first served, at most at its peak rate.
#[derive(Default)]
struct Served {
    /// Bytes served so far (fractional: a peak need not be a whole number per cycle).
    served: f64,
    /// Whole bytes reported so far.
    reported: u64,
}

impl Served {
    /// Given `requested` bytes so far and `dt` cycles since the last call, the whole bytes
    /// served in those cycles at `peak` bytes per cycle.
    fn serve(&mut self, requested: u64, dt: u64, peak: f64) -> u64 {
        self.served = (self.served + peak * dt as f64).min(requested as f64);
        let now = self.served.floor() as u64;
        let n = now.saturating_sub(self.reported);
        self.reported = self.reported.max(now);
        n
    }
}

/// Work-groups of `threads` threads the machine holds at once by thread slots.
pub(super) fn group_capacity(ctx: &Ctx<'_>, units: &[Box<Subslice>], threads: usize) -> u64 {
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
pub(super) fn waves(groups: u64, capacity: u64) -> (f64, f64) {
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
    let eus: Vec<&EuState> = u.eus.iter().filter(|e| !e.disabled).collect();
    let eu_cycles = cycles * eus.len() as u64;
    let sum = |f: &dyn Fn(&EuState) -> u64| eus.iter().map(|e| f(e)).sum::<u64>();
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
                fpu0_busy_pct: pct(busy(e, Pipe::Fpu0), cycles),
                fpu1_busy_pct: pct(busy(e, Pipe::Fpu1), cycles),
                send_busy_pct: pct(busy(e, Pipe::Send), cycles),
            })
            .collect(),
    }
}

/// Cycles pipe `p` of EU `e` was busy.
fn busy(e: &EuState, p: Pipe) -> u64 {
    e.pipe_busy[p.index()]
}

/// `part` of `whole`, % (0 when `whole` is 0).
pub(super) fn pct(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}

/// The run's totals so far: instructions, work-groups and messages, and closes the subslices'
/// counts at `cycles` (EU residency); the event tally and memory counters returned.
fn totals(
    units: &mut [Box<Subslice>],
    shared: &Shared<'_>,
    cycles: u64,
) -> (TimingRun, traces::Tally, MemoryStats) {
    let mut run = TimingRun {
        cycles,
        instructions: 0,
        threads: 0,
        work_groups: 0,
        work_items: 0,
        messages: shared.messages,
        timing: TimingStats::default(),
        profile: None,
        sampled: None,
    };
    let mut tally = traces::Tally::default();
    let mut mem_stats = shared.mem.stats().clone();
    for u in units.iter_mut() {
        for e in &mut u.eus {
            e.residency_changed(cycles);
        }
        if let (Some(ic), Some(w)) = (u.icache.as_mut(), u.host.warm.as_mut()) {
            ic.add_hits(std::mem::take(&mut w.hits));
        }
        tally.add(u.obs.tally());
        run.instructions += u.counters.instructions;
        run.work_groups += u.counters.work_groups;
        run.messages.add(&u.messages);
        mem_stats.add_slm(&u.slm_stats);
    }
    (run, tally, mem_stats)
}

/// `a / b` (0 when `b` is 0).
fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

/// The totals and timing stats of a finished run of `cycles` cycles.
pub(super) fn finish_stats(
    units: &mut [Box<Subslice>],
    shared: &Shared<'_>,
    ctx: &Ctx<'_>,
    m: &Machine<'_>,
    cycles: u64,
) -> TimingRun {
    let (mut run, tally, mem_stats) = totals(units, shared, cycles);
    let units = &*units;
    let eus = || {
        units
            .iter()
            .flat_map(|u| u.eus.iter())
            .filter(|e| !e.disabled)
    };
    let eu_cycles = cycles * eus().count() as u64;
    let sum = |f: &dyn Fn(&EuState) -> u64| eus().map(f).sum::<u64>();
    let active = sum(&|e| e.active);
    let nonidle = sum(&|e| e.nonidle).max(active);
    let line = u64::from(m.memory.line_bytes);
    let icache = |f: &dyn Fn(&ICache) -> u64| {
        units
            .iter()
            .filter_map(|u| u.icache.as_ref())
            .map(f)
            .sum::<u64>()
    };
    run.timing = TimingStats {
        time_ns: cycles as f64 * 1000.0 / f64::from(m.clock_mhz),
        clock_mhz: m.clock_mhz,
        ipc: ratio(run.instructions, cycles),
        ipc_per_eu: ratio(run.instructions, eu_cycles),
        eu_active_pct: pct(active, eu_cycles),
        eu_stall_pct: pct(nonidle - active, eu_cycles),
        eu_idle_pct: pct(eu_cycles.saturating_sub(nonidle), eu_cycles),
        thread_occupancy_pct: pct(
            sum(&|e| e.thread_cycles),
            eu_cycles * ctx.threads_per_eu as u64,
        ),
        fpu0_busy_pct: pct(sum(&|e| busy(e, Pipe::Fpu0)), eu_cycles),
        fpu1_busy_pct: pct(sum(&|e| busy(e, Pipe::Fpu1)), eu_cycles),
        branch_busy_pct: pct(sum(&|e| busy(e, Pipe::Branch)), eu_cycles),
        send_busy_pct: pct(sum(&|e| busy(e, Pipe::Send)), eu_cycles),
        simd_utilization_pct: pct(tally.simd_lanes, tally.simd_slots),
        stalls: StallCycles::from_reasons(&tally.stalls),
        icache_hits: icache(&|c| c.stats().hits),
        icache_misses: icache(&|c| c.stats().misses),
        icache_prefetches: icache(&|c| c.stats().prefetches),
        l3_bytes: (mem_stats.l3_hits + mem_stats.l3_misses) * line,
        l3_gbps: gbps(
            (mem_stats.l3_hits + mem_stats.l3_misses) * line,
            cycles,
            m.clock_mhz,
        ),
        dram_gbps: gbps(mem_stats.dram_bytes, cycles, m.clock_mhz),
        memory: mem_stats,
        subslices: units
            .iter()
            .map(|u| subslice_stats(u, ctx, cycles))
            .collect(),
        timeline: Vec::new(),
        waves: 0.0,
        last_wave_fill_pct: 0.0,
        messages_in_flight: MessageFlight::from_tally(&tally),
    };
    run
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waves_count_whole_and_partial_fills_of_the_machine() {
        // 10 groups on a machine holding 4: 2.5 waves, the last half full
        assert_eq!(waves(10, 4), (2.5, 50.0));
        assert_eq!(waves(8, 4), (2.0, 100.0));
        assert_eq!(waves(3, 4), (0.75, 75.0));
        assert_eq!(waves(0, 4), (0.0, 0.0));
        assert_eq!(waves(5, 0), (0.0, 0.0));
    }

    #[test]
    fn bandwidth_is_bytes_per_cycle_times_the_clock() {
        // 64 bytes a cycle at 1000 MHz: 64 GB/s
        assert_eq!(gbps(64 * 500, 500, 1000), 64.0);
        assert_eq!(gbps(100, 0, 1000), 0.0);
        assert_eq!(pct(1, 4), 25.0);
        assert_eq!(pct(1, 0), 0.0);
        assert_eq!(ratio(3, 2), 1.5);
    }
}
