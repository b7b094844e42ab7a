//! The last-level cache between the GPU's L3 and DRAM. Gen9 GPUs sit on the CPU's ring and
//! share its LLC (whitepaper, "SoC architecture": the graphics uncore reaches the LLC and the
//! memory controller through the ring via its GTI): L3 misses look there first, and dirty L3
//! lines (evictions and the end-of-kernel flush) are written there, not to DRAM.
//!
//! The model: a set-associative LRU cache of `llc_bytes` (write-allocate: a written-back line
//! needs no fill, it is whole), behind a link of `llc_bytes_per_cycle` each way (the slice's
//! GTI read and write paths, in GPU cycles). A read that hits is ready `llc_latency` after its
//! link transfer; a read that misses is filled from DRAM (`dram.rs`, whose latency is the
//! whole way to DRAM and back) and allocated clean. A dirty line the LLC evicts is written to
//! DRAM through DRAM's write-back buffer. With `llc_bytes` = 0 there is no LLC: every request
//! goes to DRAM as before.

use super::Dram;
use crate::cache::Cache;
use crate::memory::MemoryStats;

/// The path below the L3: an optional LLC in front of the DRAM channel.
#[derive(Debug, Clone)]
pub(crate) struct Llc {
    /// The LLC's tags (`None`: no LLC).
    cache: Option<Cache>,
    /// Cycles one line occupies the GPU <-> LLC link, each way.
    line_cycles: f64,
    /// Cycles from a hit's link transfer until its data is back in the L3.
    latency: u64,
    /// When the read link and the write link can take the next line.
    read_free: f64,
    write_free: f64,
    pub(crate) dram: Dram,
}

/// Sizes and timings of the LLC in GPU cycles.
pub(crate) struct LlcShape {
    /// Capacity in bytes (0: no LLC).
    pub(crate) bytes: u64,
    pub(crate) ways: u32,
    pub(crate) line_bytes: u32,
    /// Link bytes per GPU cycle, each way.
    pub(crate) bytes_per_cycle: f64,
    /// Hit latency in GPU cycles.
    pub(crate) latency: u64,
}

/// The whole cycle a transfer ending at `t` is done in.
fn cycle(t: f64) -> u64 {
    (t - 1e-6).ceil().max(0.0) as u64
}

impl Llc {
    pub(crate) fn new(shape: &LlcShape, dram: Dram) -> Self {
        Llc {
            cache: (shape.bytes > 0).then(|| Cache::new(shape.bytes, shape.ways, shape.line_bytes)),
            line_cycles: f64::from(shape.line_bytes) / shape.bytes_per_cycle.max(1e-9),
            latency: shape.latency,
            read_free: 0.0,
            write_free: 0.0,
            dram,
        }
    }

    /// A line the L3 missed, requested at `at`: the cycle its data has arrived.
    pub(crate) fn fill(&mut self, addr: u64, at: u64, stats: &mut MemoryStats) -> u64 {
        let Some(cache) = self.cache.as_mut() else {
            stats.dram_bytes += self.line_bytes();
            return self.dram.fill(addr, at);
        };
        let begin = self.read_free.max(at as f64);
        self.read_free = begin + self.line_cycles;
        let access = cache.access(addr, false);
        if access.hit {
            stats.llc_hits += 1;
            return cycle(self.read_free) + self.latency;
        }
        stats.llc_misses += 1;
        stats.dram_bytes += self.line_bytes();
        let ready = self.dram.fill(addr, cycle(begin));
        if let Some(victim) = access.evicted {
            self.evict(victim, cycle(begin), stats);
        }
        ready
    }

    /// A dirty line leaves the L3 at `at`: returns the cycle the eviction may proceed.
    pub(crate) fn write_back(&mut self, addr: u64, at: u64, stats: &mut MemoryStats) -> u64 {
        if self.cache.is_none() {
            stats.dram_bytes += self.line_bytes();
            return self.dram.write_back(addr, at);
        }
        let begin = self.write_slot(at);
        stats.llc_writes += 1;
        let victim = self
            .cache
            .as_mut()
            .and_then(|c| c.access(addr, true).evicted);
        if let Some(victim) = victim {
            return self.evict(victim, begin, stats).max(at);
        }
        at.max(begin)
    }

    /// A flushed dirty line, written at `at` (the flush waits for the link anyway).
    pub(crate) fn flush_line(&mut self, addr: u64, at: u64, stats: &mut MemoryStats) {
        if self.cache.is_none() {
            stats.dram_bytes += self.line_bytes();
            self.dram.write_back_unbuffered(addr, at);
            return;
        }
        self.write_back(addr, at, stats);
    }

    /// The cycle every write queued so far has reached the point of coherence (the LLC, or
    /// DRAM without one); at least `at`.
    pub(crate) fn drained(&self, at: u64) -> u64 {
        if self.cache.is_none() {
            return self.dram.drained(at);
        }
        at.max(cycle(self.write_free))
    }

    fn line_bytes(&self) -> u64 {
        self.dram.line_bytes()
    }

    /// Takes a write-link slot at or after `at`; returns the cycle the line is in the LLC.
    fn write_slot(&mut self, at: u64) -> u64 {
        let begin = self.write_free.max(at as f64);
        self.write_free = begin + self.line_cycles;
        cycle(self.write_free)
    }

    /// The LLC evicted a dirty line at `at`: it goes to DRAM through the write-back buffer.
    fn evict(&mut self, victim: u64, at: u64, stats: &mut MemoryStats) -> u64 {
        stats.llc_writebacks += 1;
        stats.dram_bytes += self.line_bytes();
        let go = self.dram.write_back(victim, at);
        stats.writeback_stall_cycles += go - at;
        go
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn llc(bytes: u64) -> Llc {
        // 64-byte lines; LLC link 64 B/cycle (1 cycle a line), hit latency 50; DRAM 16
        // B/cycle (4 cycles a line), latency 100, room for 2 write-backs
        let dram = Dram::new(
            64,
            crate::memory::DramCycles {
                bytes_per_cycle: 16.0,
                latency: 100,
            },
            2,
        );
        let shape = LlcShape {
            bytes,
            ways: 2,
            line_bytes: 64,
            bytes_per_cycle: 64.0,
            latency: 50,
        };
        Llc::new(&shape, dram)
    }

    #[test]
    fn a_miss_comes_from_dram_and_then_hits() {
        let mut l = llc(1024);
        let mut s = MemoryStats::default();
        assert_eq!(l.fill(0, 0, &mut s), 4 + 100, "DRAM transfer + latency");
        assert_eq!(l.fill(0, 200, &mut s), 201 + 50, "link cycle + LLC latency");
        assert_eq!((s.llc_hits, s.llc_misses, s.dram_bytes), (1, 1, 64));
    }

    #[test]
    fn write_backs_stay_in_the_llc_until_evicted() {
        // 1024 B, 2 ways: 8 sets of 2 lines; lines 0, 512, 1024 share set 0
        let mut l = llc(1024);
        let mut s = MemoryStats::default();
        assert_eq!(l.write_back(0, 0, &mut s), 1);
        assert_eq!(l.write_back(512, 0, &mut s), 2);
        assert_eq!(s.dram_bytes, 0, "no DRAM traffic while the LLC holds them");
        l.write_back(1024, 0, &mut s);
        assert_eq!(
            (s.llc_writebacks, s.dram_bytes),
            (1, 64),
            "line 0 evicted to DRAM"
        );
        assert_eq!(
            l.drained(0),
            3,
            "the flush point is the LLC, one link cycle a line"
        );
    }

    #[test]
    fn no_llc_is_the_dram_channel() {
        let mut l = llc(0);
        let mut s = MemoryStats::default();
        assert_eq!(l.fill(0, 0, &mut s), 104);
        l.flush_line(64, 0, &mut s);
        assert_eq!(l.drained(0), 8, "the flush waits for DRAM");
        assert_eq!((s.llc_hits, s.llc_misses), (0, 0));
    }
}
