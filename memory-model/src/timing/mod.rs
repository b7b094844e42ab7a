//! Memory timing: when a data-port or SLM message completes, given what it touched.
//!
//! The model, per message (see [`MemoryTimingConfig`] for the parameters and their sources):
//! - each subslice has one data port that moves `dataport_bytes_per_cycle`; a message occupies
//!   it for one slot per 64-byte line touched (plus `atomic_cycles_per_lane` per atomic lane),
//!   messages queue behind each other in arrival order;
//! - each slice has an L3 (set-associative, LRU, write-allocate, write-back); a line that hits
//!   is ready `l3_hit_latency` after its slot; a miss also waits for DRAM, a single FIFO shared by
//!   the whole GPU moving `dram_bytes_per_cycle`, plus `dram_latency`; dirty evictions consume
//!   DRAM bandwidth;
//! - SLM (per subslice): 16 DWord banks; each group of 16 DWord accesses (one per lane, in
//!   message order) takes as many cycles as the busiest bank has distinct DWords (the same
//!   DWord read by several lanes is one access); `slm_latency` is added;
//! - scratch lines go through the L3 like global lines (in a separate address range);
//! - the message completes when its last line is ready; writes complete when acknowledged
//!   (`l3_hit_latency` after their slot).
//!
//! Calls must come in non-decreasing `now` order for results to be causal; the model is
//! deterministic.

mod cache;
mod config;

pub use cache::{Cache, LineAccess};
pub use config::MemoryTimingConfig;

use crate::Footprint;

/// Address-space tag that keeps scratch lines apart from global lines in the L3.
const SCRATCH_TAG: u64 = 1 << 63;

/// Counters of the memory hierarchy.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct MemoryStats {
    /// Data-port messages timed.
    pub messages: u64,
    /// L3 line hits.
    pub l3_hits: u64,
    /// L3 line misses.
    pub l3_misses: u64,
    /// Dirty lines written back to DRAM.
    pub l3_writebacks: u64,
    /// Bytes moved between L3 and DRAM (fills and write-backs).
    pub dram_bytes: u64,
    /// Cycles data ports were busy (summed over subslices).
    pub dataport_busy_cycles: u64,
    /// SLM messages timed.
    pub slm_messages: u64,
    /// Cycles SLM banks were busy (summed over subslices).
    pub slm_busy_cycles: u64,
    /// SLM cycles lost to bank conflicts (busy cycles beyond one per group of 16 DWords).
    pub slm_conflict_cycles: u64,
}

/// Memory-hierarchy timing state for a whole GPU.
#[derive(Debug, Clone)]
pub struct MemoryTiming {
    cfg: MemoryTimingConfig,
    subslices_per_slice: usize,
    l3: Vec<Cache>,
    port_free: Vec<u64>,
    slm_free: Vec<u64>,
    dram_free: f64,
    stats: MemoryStats,
}

impl MemoryTiming {
    /// Timing state for `slices` x `subslices_per_slice` subslices.
    pub fn new(cfg: MemoryTimingConfig, slices: usize, subslices_per_slice: usize) -> Self {
        let slices = slices.max(1);
        let sps = subslices_per_slice.max(1);
        let l3 = (0..slices)
            .map(|_| {
                Cache::new(
                    u64::from(cfg.l3_bytes_per_slice),
                    cfg.l3_ways,
                    cfg.line_bytes,
                )
            })
            .collect();
        MemoryTiming {
            subslices_per_slice: sps,
            l3,
            port_free: vec![0; slices * sps],
            slm_free: vec![0; slices * sps],
            dram_free: 0.0,
            stats: MemoryStats::default(),
            cfg,
        }
    }

    /// The parameters.
    pub fn config(&self) -> &MemoryTimingConfig {
        &self.cfg
    }

    /// The counters so far.
    pub fn stats(&self) -> &MemoryStats {
        &self.stats
    }

    fn subslice_index(&self, subslice: usize) -> usize {
        subslice.min(self.port_free.len() - 1)
    }

    /// Times a message issued at cycle `now` from `subslice` (global index) that touched `fp`;
    /// returns the cycle its response (or write acknowledgement) is complete. SLM and global
    /// parts of one footprint are timed independently and the later completion is returned.
    pub fn access(&mut self, now: u64, subslice: usize, fp: &Footprint) -> u64 {
        let ss = self.subslice_index(subslice);
        let mut done = now;
        if !fp.slm_dwords.is_empty() {
            done = done.max(self.slm(now, ss, &fp.slm_dwords));
        }
        let global = !fp.lines_read.is_empty()
            || !fp.lines_written.is_empty()
            || !fp.scratch_lines_read.is_empty()
            || !fp.scratch_lines_written.is_empty();
        if global {
            done = done.max(self.global(now, ss, fp));
        }
        done
    }

    /// Times a memory fence issued at `now`: it completes one L3 round trip after every
    /// message queued before it on the subslice's data port.
    pub fn fence(&mut self, now: u64, subslice: usize) -> u64 {
        let ss = self.subslice_index(subslice);
        let start = now.max(self.port_free[ss]);
        self.port_free[ss] = start + 1;
        self.stats.messages += 1;
        self.stats.dataport_busy_cycles += 1;
        start + 1 + u64::from(self.cfg.l3_hit_latency)
    }

    fn global(&mut self, now: u64, ss: usize, fp: &Footprint) -> u64 {
        let cfg = &self.cfg;
        let line = u64::from(cfg.line_bytes.max(1));
        let slot = line.div_ceil(u64::from(cfg.dataport_bytes_per_cycle.max(1)));
        let dram_line = line as f64 / cfg.dram_bytes_per_cycle.max(1e-9);
        let hit_lat = u64::from(cfg.l3_hit_latency);
        let miss_lat = u64::from(cfg.dram_latency);
        // lines in order: reads (with read-modify-writes), then pure writes, then scratch
        let mut lines: Vec<(u64, bool, bool)> = Vec::new(); // (tagged address, read, write)
        for &a in &fp.lines_read {
            lines.push((a, true, fp.lines_written.contains(&a)));
        }
        for &a in &fp.lines_written {
            if !fp.lines_read.contains(&a) {
                lines.push((a, false, true));
            }
        }
        for &a in &fp.scratch_lines_read {
            lines.push((a | SCRATCH_TAG, true, false));
        }
        for &a in &fp.scratch_lines_written {
            lines.push((a | SCRATCH_TAG, false, true));
        }
        let slice = ss / self.subslices_per_slice;
        let start = now.max(self.port_free[ss]);
        let mut t = start;
        let mut done = start;
        for (addr, read, write) in lines {
            let r = self.l3[slice].access(addr, write);
            if r.dirty_eviction {
                self.stats.l3_writebacks += 1;
                self.stats.dram_bytes += line;
                self.dram_free = self.dram_free.max(t as f64) + dram_line;
            }
            let ready = if r.hit {
                self.stats.l3_hits += 1;
                t + slot + hit_lat
            } else {
                self.stats.l3_misses += 1;
                if read {
                    // fill from DRAM (full-line writes allocate without a fill)
                    self.stats.dram_bytes += line;
                    let begin = self.dram_free.max(t as f64);
                    self.dram_free = begin + dram_line;
                    self.dram_free.ceil() as u64 + miss_lat + hit_lat
                } else {
                    t + slot + hit_lat
                }
            };
            done = done.max(ready);
            t += slot;
        }
        let atomics = u64::from(fp.atomic_ops) * u64::from(self.cfg.atomic_cycles_per_lane);
        t += atomics;
        done = done.max(t + hit_lat);
        self.port_free[ss] = t.max(start + 1);
        self.stats.messages += 1;
        self.stats.dataport_busy_cycles += self.port_free[ss] - start;
        done
    }

    fn slm(&mut self, now: u64, ss: usize, dwords: &[u32]) -> u64 {
        let banks = self.cfg.slm_banks.max(1) as usize;
        let mut busy = 0u64;
        let mut groups = 0u64;
        for group in dwords.chunks(16) {
            let mut per_bank: Vec<Vec<u32>> = vec![Vec::new(); banks];
            for &dw in group {
                let b = &mut per_bank[dw as usize % banks];
                if !b.contains(&dw) {
                    b.push(dw);
                }
            }
            busy += per_bank
                .iter()
                .map(|b| b.len() as u64)
                .max()
                .unwrap_or(0)
                .max(1);
            groups += 1;
        }
        let bytes = dwords.len() as u64 * 4;
        let bw = bytes.div_ceil(u64::from(self.cfg.slm_bytes_per_cycle.max(1)));
        let cycles = busy.max(bw);
        let start = now.max(self.slm_free[ss]);
        self.slm_free[ss] = start + cycles;
        self.stats.slm_messages += 1;
        self.stats.slm_busy_cycles += cycles;
        self.stats.slm_conflict_cycles += busy.saturating_sub(groups);
        start + cycles + u64::from(self.cfg.slm_latency)
    }
}
