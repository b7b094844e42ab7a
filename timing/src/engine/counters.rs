//! Counter tracks for traces: occupancy and the memory traffic.

use crate::memory::MemoryTiming;
use crate::subslice::{Ctx, Subslice};
use traces::{TraceEvent, TraceSink};

/// Cycles between counter samples in a trace.
pub(super) const COUNTER_PERIOD: u64 = 100;

/// The running totals at the previous counter sample.
#[derive(Default)]
pub(super) struct LastSample {
    cycle: u64,
    l3_bytes: u64,
    dram_bytes: u64,
    slm_busy: u64,
}

/// Machine-wide counters for a trace: resident threads / slots (%), and per cycle since the
/// previous sample the bytes moved through the L3 and to or from DRAM and the cycles SLM banks
/// were busy (summed over subslices): the memory traffic, each on its own counter track.
pub(super) fn sample_counters<S: TraceSink>(
    units: &[Box<Subslice>],
    mem: &MemoryTiming,
    ctx: &Ctx<'_>,
    sink: &mut S,
    now: u64,
    last: &mut LastSample,
) {
    let eus = || {
        units
            .iter()
            .flat_map(|u| u.eus.iter())
            .filter(|e| !e.disabled)
    };
    let slots = (eus().count() * ctx.threads_per_eu).max(1);
    let resident = eus().map(|e| e.threads.len()).sum::<usize>();
    let ms = mem.stats();
    let now_totals = LastSample {
        cycle: now,
        l3_bytes: (ms.l3_hits + ms.l3_misses) * u64::from(mem.config().line_bytes),
        dram_bytes: ms.dram_bytes,
        slm_busy: units.iter().map(|u| u.slm_stats.slm_busy_cycles).sum(),
    };
    let dt = now.saturating_sub(last.cycle).max(1) as f64;
    let rate = |now: u64, then: u64| now.saturating_sub(then) as f64 / dt;
    let values = [
        ("thread occupancy %", 100.0 * resident as f64 / slots as f64),
        ("L3 bytes/cycle", rate(now_totals.l3_bytes, last.l3_bytes)),
        (
            "DRAM bytes/cycle",
            rate(now_totals.dram_bytes, last.dram_bytes),
        ),
        (
            "SLM bank busy cycles/cycle",
            rate(now_totals.slm_busy, last.slm_busy),
        ),
    ];
    for (name, value) in values {
        sink.event(TraceEvent::Counter {
            cycle: now,
            name,
            value,
        });
    }
    *last = now_totals;
}
