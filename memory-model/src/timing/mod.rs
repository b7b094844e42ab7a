//! Memory timing: when a data-port, sampler or SLM message completes, given what it touched.
//!
//! The model, per message (see [`MemoryTimingConfig`] for the parameters and their sources):
//! - each subslice has one data port that moves `dataport_bytes_per_cycle`; a message occupies
//!   it for one slot per `line_bytes` line touched, messages queue behind each other in arrival
//!   order. Media block and typed-surface messages are data-port messages whose lines come from
//!   the image's tiling (the sampler crate records them);
//! - each slice has an L3 of `l3_banks` banks (lines interleaved; a bank takes a line per
//!   `line_bytes / l3_bank_bytes_per_cycle` cycles, and a line that finds its bank busy waits
//!   without holding up the data port), set-associative, LRU, write-allocate, write-back;
//!   a line that hits
//!   is ready `l3_hit_latency` after its slot; a miss that reads waits for a DRAM fill (a write
//!   miss allocates without one) plus `dram_latency`;
//! - DRAM (`dram.rs`) is a single FIFO shared by the whole GPU moving `dram_bytes_per_cycle`:
//!   fills and write-backs of dirty evicted lines take turns, so fills wait behind queued
//!   write-backs; write-backs wait in a buffer of `dram_writeback_buffer_lines`, and when it is
//!   full the eviction, and the message that caused it, waits (the data port stalls);
//! - [`MemoryTiming::flush`] writes every dirty L3 line back at the end of a kernel (the
//!   runtime ends Gen9 kernels with a data-cache flush) and returns when DRAM has drained, so a
//!   kernel's bytes moved to or from DRAM never exceed `dram_bytes_per_cycle` times its cycles;
//! - atomics: each line's lanes are applied one after another in the L3,
//!   `atomic_cycles_per_lane` each, once the line is there; a line's atomics also wait for
//!   earlier atomics on it (from any message); lanes on different lines overlap;
//! - sampler messages ([`MemoryTiming::sample`]): the subslice's sampler processes
//!   `sampler_texels_per_cycle` texels per cycle; lines missing its cache (one level of
//!   `sampler_cache_bytes`) are requested from the L3 one slot each over the sampler's own
//!   L3 interface (as wide as the data port); the response follows the last line by the
//!   sampler pipeline latency the caller gives;
//! - SLM (per subslice): `slm_banks` banks of `slm_bank_bytes` (16 x 4 B); each group of 16
//!   DWord accesses (one per lane, in message order) takes as many cycles as the busiest bank
//!   has distinct words (the same word read by several lanes is one access); `slm_latency` is
//!   added;
//! - scratch lines go through the L3 like global lines (in a separate address range);
//! - the message completes when its last line is ready; writes complete when acknowledged
//!   (`l3_hit_latency` after their slot).
//!
//! Calls must come in non-decreasing `now` order for results to be causal; the model is
//! deterministic.

mod cache;
mod config;
mod dram;
mod slm;

pub use cache::{Cache, LineAccess};
pub use config::{DramCycles, MemoryTimingConfig};
pub use slm::SlmTiming;

use crate::Footprint;
use dram::Dram;
use std::collections::HashMap;

/// Address-space tag that keeps scratch lines apart from global lines in the L3.
const SCRATCH_TAG: u64 = 1 << 63;

/// Lines with pending atomics tracked per slice before finished ones are forgotten.
const ATOMIC_LINES_KEPT: usize = 1024;

/// Counters of the memory hierarchy.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
pub struct MemoryStats {
    /// Data-port messages timed.
    pub messages: u64,
    /// L3 line hits.
    pub l3_hits: u64,
    /// L3 line misses.
    pub l3_misses: u64,
    /// Dirty lines written back to DRAM (evictions and the end-of-kernel flush).
    pub l3_writebacks: u64,
    /// Bytes moved between L3 and DRAM (fills and write-backs).
    pub dram_bytes: u64,
    /// Cycles data ports were busy (summed over subslices).
    pub dataport_busy_cycles: u64,
    /// Cycles evictions waited for room in the DRAM write-back buffer (summed).
    pub writeback_stall_cycles: u64,
    /// Dirty lines written back by the end-of-kernel flush (included in `l3_writebacks`).
    pub flush_writebacks: u64,
    /// Cycles from the last thread's end until the flush had drained DRAM.
    pub flush_cycles: u64,
    /// Sampler messages timed.
    pub sampler_messages: u64,
    /// Sampler cache line hits.
    pub sampler_cache_hits: u64,
    /// Sampler cache line misses (requested from the L3).
    pub sampler_cache_misses: u64,
    /// SLM messages timed.
    pub slm_messages: u64,
    /// Cycles SLM banks were busy (summed over subslices).
    pub slm_busy_cycles: u64,
    /// SLM cycles lost to bank conflicts (busy cycles beyond one per group of 16 DWords).
    pub slm_conflict_cycles: u64,
    /// Cycles lines waited for an L3 bank busy with another line (the port went on).
    pub l3_bank_conflict_cycles: u64,
}

impl MemoryStats {
    /// Adds the SLM counters of `o` (a subslice's own SLM timing).
    pub fn add_slm(&mut self, o: &MemoryStats) {
        self.slm_messages += o.slm_messages;
        self.slm_busy_cycles += o.slm_busy_cycles;
        self.slm_conflict_cycles += o.slm_conflict_cycles;
    }
}

/// Memory-hierarchy timing state for a whole GPU.
#[derive(Debug, Clone)]
pub struct MemoryTiming {
    cfg: MemoryTimingConfig,
    subslices_per_slice: usize,
    l3: Vec<Cache>,
    /// Per slice, per L3 bank: when it can take the next line.
    l3_bank_free: Vec<Vec<u64>>,
    port_free: Vec<u64>,
    slm: Vec<SlmTiming>,
    dram: Dram,
    /// Per slice: line -> cycle the L3 finishes the atomics queued on it.
    atomic_busy: Vec<HashMap<u64, u64>>,
    sampler_cache: Vec<Option<Cache>>,
    sampler_free: Vec<u64>,
    sampler_port_free: Vec<u64>,
    stats: MemoryStats,
    /// Buffer for one message's lines (reused: no allocation per message).
    lines_buf: Vec<(u64, bool, bool)>,
}

/// The L3 bank of line number `line`: its low bits folded with higher ones (XOR), so strided
/// and tiled patterns spread over the banks as the hashed bank selection of GPU caches does
/// (the fold itself is chosen: Gen9's is not published).
fn bank_of(line: u64, banks: usize) -> usize {
    let folded = line ^ (line >> 4) ^ (line >> 8) ^ (line >> 12);
    (folded % banks as u64) as usize
}

/// Adds the model's lines (of `line` bytes) covering the footprint's 64-byte line at `a` to
/// `lines` once each, merging the read and write flags of a line met twice. Footprints are
/// recorded in 64-byte units ([`crate::LINE_BYTES`]); the timing model's line size is a
/// parameter, so a 128-byte line covers two footprint lines and a 32-byte line half of one.
fn add_lines(lines: &mut Vec<(u64, bool, bool)>, line: u64, a: u64, read: bool, write: bool) {
    let first = a / line * line;
    for i in 0..(crate::LINE_BYTES / line).max(1) {
        let addr = first + i * line;
        match lines.iter_mut().find(|e| e.0 == addr) {
            Some(e) => {
                e.1 |= read;
                e.2 |= write;
            }
            None => lines.push((addr, read, write)),
        }
    }
}

impl MemoryTiming {
    /// Timing state for `slices` x `subslices_per_slice` subslices of a GPU clocked at
    /// `gpu_mhz` (which converts the DRAM side's GB/s and ns into GPU cycles).
    pub fn new(
        cfg: MemoryTimingConfig,
        gpu_mhz: f64,
        slices: usize,
        subslices_per_slice: usize,
    ) -> Self {
        let slices = slices.max(1);
        let sps = subslices_per_slice.max(1);
        let n = slices * sps;
        let l3 = (0..slices)
            .map(|_| {
                Cache::new(
                    u64::from(cfg.l3_bytes_per_slice),
                    cfg.l3_ways,
                    cfg.line_bytes,
                )
            })
            .collect();
        let sampler_cache = (0..n)
            .map(|_| {
                (cfg.sampler_cache_bytes > 0).then(|| {
                    Cache::new(
                        u64::from(cfg.sampler_cache_bytes),
                        cfg.sampler_cache_ways,
                        cfg.line_bytes,
                    )
                })
            })
            .collect();
        MemoryTiming {
            subslices_per_slice: sps,
            l3,
            l3_bank_free: vec![vec![0; cfg.l3_banks.max(1) as usize]; slices],
            port_free: vec![0; n],
            slm: vec![SlmTiming::new(&cfg); n],
            dram: Dram::new(
                cfg.line_bytes,
                cfg.dram_cycles(gpu_mhz),
                cfg.dram_writeback_buffer_lines,
            ),
            atomic_busy: vec![HashMap::new(); slices],
            sampler_cache,
            sampler_free: vec![0; n],
            sampler_port_free: vec![0; n],
            stats: MemoryStats::default(),
            lines_buf: Vec::new(),
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

    fn line_bytes(&self) -> u64 {
        u64::from(self.cfg.line_bytes.max(1))
    }

    /// Cycles one line occupies a 64 B/cycle-class port.
    fn slot(&self) -> u64 {
        self.line_bytes()
            .div_ceil(u64::from(self.cfg.dataport_bytes_per_cycle.max(1)))
    }

    /// Times a message issued at cycle `now` from `subslice` (global index) that touched `fp`;
    /// returns the cycle its response (or write acknowledgement) is complete. SLM and global
    /// parts of one footprint are timed independently and the later completion is returned.
    pub fn access(&mut self, now: u64, subslice: usize, fp: &Footprint) -> u64 {
        let ss = self.subslice_index(subslice);
        let mut done = now;
        if !fp.slm_dwords.is_empty() {
            done = done.max(self.slm[ss].access(now, &fp.slm_dwords, &mut self.stats));
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

    /// The end-of-kernel data-cache flush, started at `now` (when the last thread has ended):
    /// writes every dirty L3 line back and returns the cycle DRAM has finished every transfer
    /// (at least `now`). The lines stay in the L3, clean.
    pub fn flush(&mut self, now: u64) -> u64 {
        let line = self.line_bytes();
        let mut lines = 0;
        for c in &mut self.l3 {
            lines += c.take_dirty();
        }
        for _ in 0..lines {
            self.dram.write_back_unbuffered(now);
        }
        self.stats.l3_writebacks += lines;
        self.stats.flush_writebacks += lines;
        self.stats.dram_bytes += lines * line;
        let end = self.dram.drained(now);
        self.stats.flush_cycles += end - now;
        end
    }

    /// One line through the slice's L3, its data-port slot starting at `t`. Returns when the
    /// line is ready in the L3 (before `l3_hit_latency`) and when its slot may start (later
    /// than `t` when a dirty eviction had to wait for room in the write-back buffer).
    fn l3_line(&mut self, slice: usize, addr: u64, read: bool, write: bool, t: u64) -> (u64, u64) {
        let line = self.line_bytes();
        let slot = self.slot();
        let r = self.l3[slice].access(addr, write);
        let mut t = t;
        if r.dirty_eviction {
            self.stats.l3_writebacks += 1;
            self.stats.dram_bytes += line;
            let go = self.dram.write_back(t);
            self.stats.writeback_stall_cycles += go - t;
            t = go;
        }
        // the line's bank (lines interleave over the banks) is busy for
        // ceil(line / l3_bank_bytes_per_cycle) cycles a line; a line that finds it busy waits
        // in the L3's queue while the data port goes on with the next slot
        let bank_cycles = line.div_ceil(u64::from(self.cfg.l3_bank_bytes_per_cycle.max(1)));
        let banks = &mut self.l3_bank_free[slice];
        let bank = bank_of((addr & !SCRATCH_TAG) / line, banks.len());
        let at = t.max(banks[bank]);
        banks[bank] = at + bank_cycles;
        self.stats.l3_bank_conflict_cycles += at - t;
        let in_l3 = if r.hit {
            self.stats.l3_hits += 1;
            at + slot
        } else {
            self.stats.l3_misses += 1;
            if read {
                // fill from DRAM (write misses allocate without a fill: byte-masked lines)
                self.stats.dram_bytes += line;
                self.dram.fill(at).max(at + slot)
            } else {
                at + slot
            }
        };
        (in_l3, t)
    }

    fn global(&mut self, now: u64, ss: usize, fp: &Footprint) -> u64 {
        let hit_lat = u64::from(self.cfg.l3_hit_latency);
        let slot = self.slot();
        // lines in order: reads (with read-modify-writes), then pure writes, then scratch
        let mut lines = std::mem::take(&mut self.lines_buf); // (tagged address, read, write)
        lines.clear();
        let line = self.line_bytes();
        for &a in &fp.lines_read {
            add_lines(&mut lines, line, a, true, false);
        }
        for &a in &fp.lines_written {
            add_lines(&mut lines, line, a, false, true);
        }
        for &a in &fp.scratch_lines_read {
            add_lines(&mut lines, line, a | SCRATCH_TAG, true, false);
        }
        for &a in &fp.scratch_lines_written {
            add_lines(&mut lines, line, a | SCRATCH_TAG, false, true);
        }
        let slice = ss / self.subslices_per_slice;
        let start = now.max(self.port_free[ss]);
        let mut t = start;
        let mut done = start;
        let mut in_l3: Vec<(u64, u64)> = Vec::new();
        for &(addr, read, write) in &lines {
            let (ready, slot_start) = self.l3_line(slice, addr, read, write, t);
            if !fp.atomic_lines.is_empty() {
                in_l3.push((addr, ready));
            }
            done = done.max(ready + hit_lat);
            t = slot_start + slot;
        }
        self.lines_buf = lines;
        if !fp.atomic_lines.is_empty() {
            done = done.max(self.atomics(slice, now, fp, &in_l3) + hit_lat);
        }
        self.port_free[ss] = t.max(start + 1);
        self.stats.messages += 1;
        self.stats.dataport_busy_cycles += self.port_free[ss] - start;
        done
    }

    /// Applies a message's atomic lanes line by line; returns when the last line is done.
    fn atomics(&mut self, slice: usize, now: u64, fp: &Footprint, in_l3: &[(u64, u64)]) -> u64 {
        let per_lane = u64::from(self.cfg.atomic_cycles_per_lane);
        let busy = &mut self.atomic_busy[slice];
        if busy.len() > ATOMIC_LINES_KEPT {
            busy.retain(|_, &mut end| end > now);
        }
        let mut last = now;
        let line_bytes = u64::from(self.cfg.line_bytes.max(1));
        for &(line, lanes) in &fp.atomic_lines {
            let line = line / line_bytes * line_bytes;
            let ready = in_l3
                .iter()
                .find(|(a, _)| *a == line)
                .map_or(now, |&(_, r)| r);
            let free = busy.get(&line).copied().unwrap_or(0);
            let end = ready.max(free) + u64::from(lanes) * per_lane;
            busy.insert(line, end);
            last = last.max(end);
        }
        last
    }

    /// Times a sampler message issued at `now` from `subslice` that read the lines of `fp`
    /// (`fp.texels` texels); `pipeline_latency` is the sampler's own latency after the last
    /// line has arrived. Returns the cycle its response is written.
    pub fn sample(
        &mut self,
        now: u64,
        subslice: usize,
        fp: &Footprint,
        pipeline_latency: u64,
    ) -> u64 {
        let ss = self.subslice_index(subslice);
        let slice = ss / self.subslices_per_slice;
        let slot = self.slot();
        let hit_lat = u64::from(self.cfg.l3_hit_latency);
        let per_cycle = u64::from(self.cfg.sampler_texels_per_cycle.max(1));
        let start = now.max(self.sampler_free[ss]);
        let issue = u64::from(fp.texels).div_ceil(per_cycle).max(1);
        self.sampler_free[ss] = start + issue;
        let mut done = start + issue;
        let mut t = start.max(self.sampler_port_free[ss]);
        let mut lines = std::mem::take(&mut self.lines_buf);
        lines.clear();
        for &a in &fp.lines_read {
            add_lines(&mut lines, self.line_bytes(), a, true, false);
        }
        for &(addr, _, _) in &lines {
            let hit = self.sampler_cache[ss]
                .as_mut()
                .is_some_and(|c| c.access(addr, false).hit);
            if hit {
                self.stats.sampler_cache_hits += 1;
                continue;
            }
            self.stats.sampler_cache_misses += 1;
            let (ready, slot_start) = self.l3_line(slice, addr, true, false, t);
            done = done.max(ready + hit_lat);
            t = slot_start + slot;
        }
        self.lines_buf = lines;
        self.sampler_port_free[ss] = t;
        self.stats.sampler_messages += 1;
        done + pipeline_latency
    }
}

#[cfg(test)]
mod tests;
