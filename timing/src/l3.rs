//! The L3 of one slice: a set-associative cache of line tags in `l3_banks` hashed banks, and
//! the atomics queued on its lines. Misses are filled from, and dirty evictions written back
//! to, the GPU's DRAM channel.

use rustc_hash::FxHashMap as HashMap;

use crate::cache::{Cache, Divisor};
use crate::memory::{MemoryStats, MemoryTimingConfig, SCRATCH_TAG};
use crate::memory_side::Llc;

/// Lines with pending atomics tracked per slice before finished ones are forgotten.
const ATOMIC_LINES_KEPT: usize = 1024;

/// Lines with a fill under way tracked per slice before arrived ones are forgotten.
const FILLS_KEPT: usize = 4096;

/// The L3 bank of line number `line`: its low bits folded with higher ones (XOR), so strided
/// and tiled patterns spread over the banks as the hashed bank selection of GPU caches does
/// (the fold itself is chosen: Gen9's is not published).
fn bank_of(line: u64, banks: Divisor) -> usize {
    let folded = line ^ (line >> 4) ^ (line >> 8) ^ (line >> 12);
    banks.div_rem(folded).1 as usize
}

/// One slice's L3.
#[derive(Debug, Clone)]
pub(crate) struct L3Slice {
    cache: Cache,
    /// Per bank: when it can take the next line.
    bank_free: Vec<u64>,
    /// Line -> cycle the L3 finishes the atomics queued on it.
    atomic_busy: HashMap<u64, u64>,
    /// Division by the banks and by the line size, and the cycles a line holds its bank
    /// (fixed by the parameters).
    banks: Divisor,
    line: Divisor,
    bank_cycles: u64,
    /// Line -> cycle its fill's data arrives (the outstanding misses: a read of the line
    /// before then merges into the miss and waits for it, as a miss-status holding register
    /// does; the tag alone is not data).
    filling: HashMap<u64, u64>,
    /// Per way of the cache ([`crate::cache::LineAccess::way`]): what `filling` holds for the
    /// line in that way, 0 for none. Kept equal to `filling` for every line in the cache, so
    /// a hit reads it here instead of searching the map.
    way_fill: Vec<u64>,
    /// The latest arrival ever recorded in `filling`: a read whose data would be there by
    /// then anyway needs no lookup.
    latest_fill: u64,
}

/// What a line access asks of the L3.
pub(crate) struct LineRequest {
    /// Line address (scratch lines tagged with `SCRATCH_TAG`).
    pub(crate) addr: u64,
    pub(crate) read: bool,
    pub(crate) write: bool,
    /// Cycle the line's data-port slot starts.
    pub(crate) at: u64,
    /// Cycles of one data-port slot.
    pub(crate) slot: u64,
}

impl L3Slice {
    pub(crate) fn new(cfg: &MemoryTimingConfig) -> Self {
        let cache = Cache::new(
            u64::from(cfg.l3_bytes_per_slice),
            cfg.l3_ways,
            cfg.line_bytes,
        );
        L3Slice {
            way_fill: vec![0; cache.lines()],
            cache,
            bank_free: vec![0; cfg.l3_banks.max(1) as usize],
            banks: Divisor::new(u64::from(cfg.l3_banks.max(1))),
            line: Divisor::new(u64::from(cfg.line_bytes.max(1))),
            // ceil(line / l3_bank_bytes_per_cycle)
            bank_cycles: u64::from(cfg.line_bytes.max(1))
                .div_ceil(u64::from(cfg.l3_bank_bytes_per_cycle.max(1))),
            atomic_busy: HashMap::default(),
            filling: HashMap::default(),
            latest_fill: 0,
        }
    }

    /// One line through the L3. Returns when the line is ready in the L3 (before
    /// `l3_hit_latency`) and when its slot may start (later than requested when a dirty
    /// eviction had to wait for room in the write-back buffer).
    pub(crate) fn line(
        &mut self,
        llc: &mut Llc,
        stats: &mut MemoryStats,
        r: &LineRequest,
    ) -> (u64, u64) {
        let access = self.cache.access(r.addr, r.write);
        let mut t = r.at;
        if let Some(victim) = access.evicted {
            stats.l3_writebacks += 1;
            let go = llc.write_back(victim, t, stats);
            stats.writeback_stall_cycles += go - t;
            t = go;
        }
        // the line's bank is busy for ceil(line / l3_bank_bytes_per_cycle) cycles a line; a
        // line that finds it busy waits in the L3's queue while the data port goes on
        let bank = bank_of(self.line.div_rem(r.addr & !SCRATCH_TAG).0, self.banks);
        let at = t.max(self.bank_free[bank]);
        self.bank_free[bank] = at + self.bank_cycles;
        stats.l3_bank_conflict_cycles += at - t;
        let in_l3 = if access.hit {
            stats.l3_hits += 1;
            // a read of a line whose fill is still under way gets its data when the fill
            // does (a write merges its bytes without waiting)
            let own = at + r.slot;
            let pending = r.read && own < self.latest_fill;
            // `filling`'s entry for the line (see `way_fill`)
            let fill = if pending {
                self.way_fill[access.way]
            } else {
                0
            };
            own.max(fill)
        } else {
            stats.l3_misses += 1;
            if r.read {
                // fill from the LLC or DRAM (write misses allocate without a fill:
                // byte-masked lines)
                let ready = llc.fill(r.addr, at, stats).max(at + r.slot);
                self.note_fill(r.addr, ready, at);
                self.way_fill[access.way] = ready;
                ready
            } else {
                self.filling.remove(&r.addr);
                self.way_fill[access.way] = 0;
                at + r.slot
            }
        };
        (in_l3, t)
    }

    /// Records that line `addr`'s fill arrives at `ready`; forgets fills that arrived
    /// before `now` once more than [`FILLS_KEPT`] are tracked.
    fn note_fill(&mut self, addr: u64, ready: u64, now: u64) {
        if self.filling.len() >= FILLS_KEPT {
            let mut gone = Vec::new();
            self.filling.retain(|&a, &mut r| {
                let keep = r > now;
                if !keep {
                    gone.push(a);
                }
                keep
            });
            // lines still in the cache whose entry is forgotten have none now
            for a in gone {
                if let Some(w) = self.cache.find(a) {
                    self.way_fill[w] = 0;
                }
            }
        }
        self.filling.insert(addr, ready);
        self.latest_fill = self.latest_fill.max(ready);
    }

    /// Applies a message's atomic lanes (`(line, lanes)` in 64-byte footprint lines) line by
    /// line, each once the line is in the L3 (`in_l3`: line -> ready cycle); returns when the
    /// last is done.
    pub(crate) fn atomics(
        &mut self,
        cfg: &MemoryTimingConfig,
        now: u64,
        lines: &[(u64, u32)],
        in_l3: &[(u64, u64)],
    ) -> u64 {
        let per_lane = u64::from(cfg.atomic_cycles_per_lane);
        if self.atomic_busy.len() > ATOMIC_LINES_KEPT {
            self.atomic_busy.retain(|_, &mut end| end > now);
        }
        let mut last = now;
        let line_bytes = u64::from(cfg.line_bytes.max(1));
        for &(line, lanes) in lines {
            let line = line / line_bytes * line_bytes;
            let ready = in_l3
                .iter()
                .find(|(a, _)| *a == line)
                .map_or(now, |&(_, r)| r);
            let free = self.atomic_busy.get(&line).copied().unwrap_or(0);
            let end = ready.max(free) + u64::from(lanes) * per_lane;
            self.atomic_busy.insert(line, end);
            last = last.max(end);
        }
        last
    }

    /// Marks every dirty line clean; appends their addresses to `out`.
    pub(crate) fn take_dirty_lines(&mut self, out: &mut Vec<u64>) {
        self.cache.take_dirty_lines(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory_side::Dram;

    #[test]
    fn the_per_way_fills_equal_the_map_of_fills_under_way() {
        // a small L3 (16 sets of 16 ways) and more lines than it holds or `filling` keeps,
        // requested out of time order by reads and writes, so that lines are evicted and
        // re-filled and the map forgets arrived fills again and again
        let cfg = MemoryTimingConfig {
            l3_bytes_per_slice: 16 * 1024,
            ..MemoryTimingConfig::default()
        };
        let mhz = 1150.0;
        let dram = Dram::with_rows(
            cfg.line_bytes,
            cfg.dram_cycles(mhz),
            cfg.dram_writeback_buffer_lines,
            cfg.dram_rows(mhz),
        );
        let mut llc = Llc::new(&cfg.llc_shape(mhz), dram);
        let mut stats = MemoryStats::default();
        let mut l3 = L3Slice::new(&cfg);
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let (mut hits, mut retains) = (0, 0);
        for i in 0..20_000u64 {
            let r = next();
            // a pool of 6 000 lines, recent ones more often
            let line = if r % 3 == 0 {
                r % 6_000
            } else {
                (i + r % 64) % 6_000
            };
            let req = LineRequest {
                addr: 0x10_0000 + line * 64,
                read: r % 5 != 0,
                write: r % 7 == 0,
                at: i * 4 + (r >> 20) % 3_000,
                slot: 1,
            };
            let before = l3.filling.len();
            l3.line(&mut llc, &mut stats, &req);
            // a miss removes at most one entry; the map forgetting arrived fills, many
            retains += u32::from(l3.filling.len() + 1 < before);
            for (addr, way) in l3.cache.contents() {
                let want = l3.filling.get(&addr).copied().unwrap_or(0);
                assert_eq!(l3.way_fill[way], want, "line {addr:#x} after request {i}");
                hits += u64::from(want > 0);
            }
        }
        assert!(retains > 0, "the map never forgot a fill");
        assert!(hits > 0, "no line with a fill under way");
    }
}
