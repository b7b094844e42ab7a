//! The timing statistics of launches run back to back (the uniform parts of a non-uniform
//! NDRange, each its own walker): counters add up, rates and percentages are the parts'
//! averages weighted by what they are a share of (cycles, EU-cycles, time, messages), the
//! timeline is the parts' timelines one after the other.

use crate::memory::MemoryStats;
use crate::stats::{MessageFlight, SubsliceStats, TimelinePoint, TimingStats};

/// Most timeline samples a run reports ([`TimingStats::timeline`]).
const TIMELINE_POINTS: usize = 256;

/// The statistics of `parts` (each a run's cycles and its timing statistics) run one after
/// the other, in order; `None` when there are no parts.
pub fn sequence(parts: &[(u64, TimingStats)]) -> Option<TimingStats> {
    let (_, first) = parts.first()?;
    let time: f64 = parts.iter().map(|p| p.1.time_ns).sum();
    let by_cycles = |f: &dyn Fn(&TimingStats) -> f64| weighted(parts, f);
    let by_time =
        |f: &dyn Fn(&TimingStats) -> f64| mean(parts.iter().map(|(_, s)| (s.time_ns, f(s))));
    let mut out = TimingStats {
        time_ns: time,
        clock_mhz: first.clock_mhz,
        ipc: by_cycles(&|s| s.ipc),
        ipc_per_eu: by_cycles(&|s| s.ipc_per_eu),
        eu_active_pct: by_cycles(&|s| s.eu_active_pct),
        eu_stall_pct: by_cycles(&|s| s.eu_stall_pct),
        eu_idle_pct: by_cycles(&|s| s.eu_idle_pct),
        thread_occupancy_pct: by_cycles(&|s| s.thread_occupancy_pct),
        fpu0_busy_pct: by_cycles(&|s| s.fpu0_busy_pct),
        fpu1_busy_pct: by_cycles(&|s| s.fpu1_busy_pct),
        branch_busy_pct: by_cycles(&|s| s.branch_busy_pct),
        send_busy_pct: by_cycles(&|s| s.send_busy_pct),
        simd_utilization_pct: by_cycles(&|s| s.simd_utilization_pct),
        l3_gbps: by_time(&|s| s.l3_gbps),
        dram_gbps: by_time(&|s| s.dram_gbps),
        waves: parts.iter().map(|p| p.1.waves).sum(),
        last_wave_fill_pct: parts[parts.len() - 1].1.last_wave_fill_pct,
        ..TimingStats::default()
    };
    for (_, s) in parts {
        out.stalls.add(&s.stalls);
        out.l3_bytes += s.l3_bytes;
        out.icache_hits += s.icache_hits;
        out.icache_misses += s.icache_misses;
        out.icache_prefetches += s.icache_prefetches;
        add_memory(&mut out.memory, &s.memory);
    }
    out.subslices = subslices(parts);
    out.timeline = timeline(parts);
    out.messages_in_flight = flights(parts);
    Some(out)
}

/// Mean of `(weight, value)` pairs (0 when the weights are 0).
fn mean(pairs: impl Iterator<Item = (f64, f64)>) -> f64 {
    let (w, v) = pairs.fold((0.0, 0.0), |(w, v), (pw, pv)| (w + pw, v + pw * pv));
    if w > 0.0 {
        v / w
    } else {
        0.0
    }
}

/// Mean over the parts of a value weighted by the part's cycles.
fn weighted<T>(parts: &[(u64, T)], f: impl Fn(&T) -> f64) -> f64 {
    mean(parts.iter().map(|(c, s)| (*c as f64, f(s))))
}

/// Adds every counter of `o` into `m`.
fn add_memory(m: &mut MemoryStats, o: &MemoryStats) {
    m.messages += o.messages;
    m.l3_hits += o.l3_hits;
    m.l3_misses += o.l3_misses;
    m.l3_writebacks += o.l3_writebacks;
    m.dram_bytes += o.dram_bytes;
    m.dataport_busy_cycles += o.dataport_busy_cycles;
    m.writeback_stall_cycles += o.writeback_stall_cycles;
    m.flush_writebacks += o.flush_writebacks;
    m.flush_cycles += o.flush_cycles;
    m.sampler_messages += o.sampler_messages;
    m.sampler_cache_hits += o.sampler_cache_hits;
    m.sampler_cache_misses += o.sampler_cache_misses;
    m.add_slm(o);
    m.l3_bank_conflict_cycles += o.l3_bank_conflict_cycles;
    m.llc_hits += o.llc_hits;
    m.llc_misses += o.llc_misses;
    m.llc_writes += o.llc_writes;
    m.llc_writebacks += o.llc_writebacks;
}

/// The per-subslice and per-EU breakdown: counts added, percentages weighted by cycles.
fn subslices(parts: &[(u64, TimingStats)]) -> Vec<SubsliceStats> {
    let first = &parts[0].1.subslices;
    (0..first.len())
        .map(|i| {
            let of = |s: &TimingStats| s.subslices.get(i).cloned().unwrap_or_default();
            let by = |f: &dyn Fn(&SubsliceStats) -> f64| weighted(parts, |s| f(&of(s)));
            let mut ss = SubsliceStats {
                slice: first[i].slice,
                subslice: first[i].subslice,
                eu_active_pct: by(&|s| s.eu_active_pct),
                eu_stall_pct: by(&|s| s.eu_stall_pct),
                eu_idle_pct: by(&|s| s.eu_idle_pct),
                thread_occupancy_pct: by(&|s| s.thread_occupancy_pct),
                eus: first[i].eus.clone(),
                ..SubsliceStats::default()
            };
            for (_, s) in parts {
                let o = of(s);
                ss.instructions += o.instructions;
                ss.work_groups += o.work_groups;
                ss.stalls.add(&o.stalls);
            }
            for (e, eu) in ss.eus.iter_mut().enumerate() {
                let of_eu = |s: &SubsliceStats| s.eus.get(e).cloned().unwrap_or_default();
                let by = |f: &dyn Fn(&crate::stats::EuStats) -> f64| {
                    weighted(parts, |s| f(&of_eu(&of(s))))
                };
                eu.active_pct = by(&|u| u.active_pct);
                eu.stall_pct = by(&|u| u.stall_pct);
                eu.idle_pct = by(&|u| u.idle_pct);
                eu.thread_occupancy_pct = by(&|u| u.thread_occupancy_pct);
                eu.fpu0_busy_pct = by(&|u| u.fpu0_busy_pct);
                eu.fpu1_busy_pct = by(&|u| u.fpu1_busy_pct);
                eu.send_busy_pct = by(&|u| u.send_busy_pct);
            }
            ss
        })
        .collect()
}

/// The parts' timelines one after the other (each shifted by the cycles before it), thinned
/// to [`TIMELINE_POINTS`] by merging neighbouring intervals (rates weighted by interval).
fn timeline(parts: &[(u64, TimingStats)]) -> Vec<TimelinePoint> {
    let mut all = Vec::new();
    let mut base = 0;
    for (c, s) in parts {
        all.extend(s.timeline.iter().map(|p| TimelinePoint {
            cycle: base + p.cycle,
            ..p.clone()
        }));
        base += c;
    }
    let per = all.len().div_ceil(TIMELINE_POINTS).max(1);
    if per == 1 {
        return all;
    }
    let mut out = Vec::new();
    let mut prev = 0;
    for chunk in all.chunks(per) {
        let last = &chunk[chunk.len() - 1];
        let mut start = prev;
        let spans: Vec<(f64, &TimelinePoint)> = chunk
            .iter()
            .map(|p| {
                let span = p.cycle.saturating_sub(start) as f64;
                start = p.cycle;
                (span, p)
            })
            .collect();
        let rate = |f: &dyn Fn(&TimelinePoint) -> f64| mean(spans.iter().map(|(w, p)| (*w, f(p))));
        out.push(TimelinePoint {
            cycle: last.cycle,
            thread_occupancy_pct: last.thread_occupancy_pct,
            l3_gbps: rate(&|p| p.l3_gbps),
            dram_gbps: rate(&|p| p.dram_gbps),
            writeback_gbps: rate(&|p| p.writeback_gbps),
            eu_active_pct: rate(&|p| p.eu_active_pct),
            eu_stall_pct: rate(&|p| p.eu_stall_pct),
        });
        prev = last.cycle;
    }
    out
}

/// Messages in flight by unit over all parts: counts added, means weighted by messages.
fn flights(parts: &[(u64, TimingStats)]) -> Vec<MessageFlight> {
    let mut out: Vec<MessageFlight> = Vec::new();
    for f in parts.iter().flat_map(|p| &p.1.messages_in_flight) {
        match out.iter_mut().find(|o| o.unit == f.unit) {
            Some(o) => {
                let n = o.messages + f.messages;
                o.mean_cycles = mean(
                    [
                        (o.messages as f64, o.mean_cycles),
                        (f.messages as f64, f.mean_cycles),
                    ]
                    .into_iter(),
                );
                o.messages = n;
                o.max_cycles = o.max_cycles.max(f.max_cycles);
            }
            None => out.push(f.clone()),
        }
    }
    out.sort_by(|a, b| a.unit.cmp(&b.unit));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(ipc: f64, time_ns: f64, l3_bytes: u64, cycle: u64) -> TimingStats {
        TimingStats {
            ipc,
            time_ns,
            l3_bytes,
            l3_gbps: l3_bytes as f64 / time_ns,
            timeline: vec![TimelinePoint {
                cycle,
                ..TimelinePoint::default()
            }],
            ..TimingStats::default()
        }
    }

    #[test]
    fn counts_add_and_rates_are_weighted_by_what_they_share() {
        // 100 cycles at IPC 1 then 300 at IPC 2: 700 instructions in 400 cycles
        let s = sequence(&[
            (100, part(1.0, 100.0, 600, 100)),
            (300, part(2.0, 300.0, 600, 300)),
        ])
        .unwrap();
        assert_eq!(s.ipc, 700.0 / 400.0);
        assert_eq!(s.time_ns, 400.0);
        assert_eq!(s.l3_bytes, 1200);
        assert_eq!(s.l3_gbps, 1200.0 / 400.0);
        let cycles: Vec<u64> = s.timeline.iter().map(|p| p.cycle).collect();
        assert_eq!(cycles, [100, 400]);
        assert!(sequence(&[]).is_none());
    }
}
