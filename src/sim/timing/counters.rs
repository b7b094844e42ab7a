//! Counter tracks for traces.

use super::unit::{Ctx, Subslice};
use memory_model::MemoryTiming;
use traces::{TraceEvent, TraceSink};

/// Cycles between counter samples in a trace.
pub(super) const COUNTER_PERIOD: u64 = 100;

/// Machine-wide counters for a trace: resident threads / slots (%) and L3 bytes per cycle since
/// the previous sample.
pub(super) fn sample_counters<S: TraceSink>(
    units: &[Subslice],
    mem: &MemoryTiming,
    ctx: &Ctx<'_>,
    sink: &mut S,
    now: u64,
    last: &mut (u64, u64),
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
    let l3 = (ms.l3_hits + ms.l3_misses) * u64::from(mem.config().line_bytes);
    let dt = now.saturating_sub(last.0).max(1);
    let bw = l3.saturating_sub(last.1) as f64 / dt as f64;
    sink.event(TraceEvent::Counter {
        cycle: now,
        name: "thread occupancy %",
        value: 100.0 * resident as f64 / slots as f64,
    });
    sink.event(TraceEvent::Counter {
        cycle: now,
        name: "L3 bytes/cycle",
        value: bw,
    });
    *last = (now, l3);
}
