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
//!   miss allocates without one) plus `dram_latency`; a read of a line whose fill is still
//!   under way merges into that miss and gets its data with the fill (a miss-status holding
//!   register's merge: the tag is allocated at the miss, the data arrives later);
//! - DRAM (`dram.rs`) is a single FIFO shared by the whole GPU moving `dram_bytes_per_cycle`:
//!   fills and write-backs of dirty evicted lines take turns, so fills wait behind queued
//!   write-backs; write-backs wait in a buffer of `dram_writeback_buffer_lines`, and when it is
//!   full the eviction, and the message that caused it, waits (the data port stalls);
//! - between the L3 and DRAM sits the CPU's last-level cache (`llc.rs`, `llc_bytes`; 0 for
//!   none): L3 misses look there first, dirty L3 lines are written there;
//! - [`MemoryTiming::flush`] writes every dirty L3 line back at the end of a kernel (the
//!   runtime ends Gen9 kernels with a data-cache flush) and returns when the writes have
//!   reached the LLC (without an LLC: when DRAM has drained, so a kernel's bytes moved to or
//!   from DRAM never exceed `dram_bytes_per_cycle` times its cycles);
//! - atomics: each line's lanes are applied one after another in the L3,
//!   `atomic_cycles_per_lane` each, once the line is there; a line's atomics also wait for
//!   earlier atomics on it (from any message); lanes on different lines overlap;
//! - sampler messages ([`MemoryTiming::sample`]): the subslice's sampler processes
//!   `sampler_texels_per_cycle` texels per cycle; lines missing its cache (one level of
//!   `sampler_cache_bytes`; the sampler cache flush message empties it) are requested from
//!   the L3 one slot each over the sampler's own L3 interface (as wide as the data port);
//!   the response follows the last line by the sampler pipeline latency the caller gives;
//! - SLM (per subslice): `slm_banks` banks of `slm_bank_bytes` (16 x 4 B); each group of 16
//!   DWord accesses (one per lane, in message order) takes as many cycles as the busiest bank
//!   has distinct words (the same word read by several lanes is one access); `slm_latency` is
//!   added;
//! - a write message whose bytes cover its lines only in part (`l3_partial_write_fill`) fills
//!   each line it misses before writing it (read for ownership), like a read;
//! - scratch lines go through the L3 like global lines (in a separate address range);
//! - the message completes when its last line is ready; writes complete when acknowledged
//!   (`l3_hit_latency` after their slot).
//!
//! Calls must come in non-decreasing `now` order for results to be causal; the model is
//! deterministic.

mod config;

pub use config::{DramCycles, MemoryTimingConfig};

use crate::cache::Cache;
use crate::l3::{L3Slice, LineRequest};
use crate::memory_side::Dram;
use crate::memory_side::{Llc, LlcShape};
use crate::subslice::SlmTiming;
use memory_model::{Footprint, LINE_BYTES};

/// Address-space tag that keeps scratch lines apart from global lines in the L3.
pub(crate) const SCRATCH_TAG: u64 = 1 << 63;

/// Counters of the memory hierarchy.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
pub struct MemoryStats {
    /// Data-port messages timed.
    pub messages: u64,
    /// L3 line hits.
    pub l3_hits: u64,
    /// L3 line misses.
    pub l3_misses: u64,
    /// Dirty L3 lines written back (evictions and the end-of-kernel flush), into the LLC
    /// (to DRAM when `memory.llc_bytes` is 0).
    pub l3_writebacks: u64,
    /// Bytes moved to or from DRAM (fills and write-backs, including the fills of partially
    /// written lines).
    pub dram_bytes: u64,
    /// Cycles data ports were busy (summed over subslices).
    pub dataport_busy_cycles: u64,
    /// Cycles evictions waited for room in the DRAM write-back buffer (summed).
    pub writeback_stall_cycles: u64,
    /// Dirty lines written back by the end-of-kernel flush (included in `l3_writebacks`).
    pub flush_writebacks: u64,
    /// Cycles from the last thread's end until the flush's lines had reached the LLC (DRAM
    /// without one).
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
    /// L3 misses that hit the last-level cache.
    pub llc_hits: u64,
    /// L3 misses that missed the last-level cache too (filled from DRAM).
    pub llc_misses: u64,
    /// Dirty L3 lines written into the last-level cache (evictions and the flush).
    pub llc_writes: u64,
    /// Dirty lines the last-level cache evicted to DRAM.
    pub llc_writebacks: u64,
}

impl MemoryStats {
    /// Adds the SLM counters of `o` (a subslice's own SLM timing).
    pub fn add_slm(&mut self, o: &MemoryStats) {
        self.slm_messages += o.slm_messages;
        self.slm_busy_cycles += o.slm_busy_cycles;
        self.slm_conflict_cycles += o.slm_conflict_cycles;
    }
}

/// Memory-hierarchy timing state for a whole GPU: per slice an L3 (`l3.rs`), per subslice
/// its data port, sampler and SLM, and one DRAM channel.
#[derive(Debug, Clone)]
pub struct MemoryTiming {
    cfg: MemoryTimingConfig,
    slices: Vec<L3Slice>,
    subslices: Vec<SubsliceMemory>,
    slm: Vec<SlmTiming>,
    llc: Llc,
    stats: MemoryStats,
    /// Buffer for one message's lines (reused: no allocation per message).
    lines_buf: Vec<(u64, bool, bool)>,
    /// [`MemoryTiming::slot`], fixed by the parameters.
    slot_cycles: u64,
}

/// The memory side of one subslice: its data port and its sampler.
#[derive(Debug, Clone)]
struct SubsliceMemory {
    /// The slice whose L3 serves it.
    slice: usize,
    /// When the data port can start the next line.
    port_free: u64,
    /// The sampler cache (none when `sampler_cache_bytes` is 0).
    sampler_cache: Option<Cache>,
    /// When the sampler can start the next message, and its L3 interface the next line.
    sampler_free: u64,
    sampler_port_free: u64,
}

/// A data-port message under way: when the port can start its next line, when its lines
/// so far are ready (plus the hit latency), and the per-line constants.
struct Port {
    t: u64,
    done: u64,
    hit_lat: u64,
    slot: u64,
}

/// Adds the model's lines (of `line` bytes) covering the footprint's 64-byte line at `a` to
/// `lines` once each, merging the read and write flags of a line met twice. Footprints are
/// recorded in 64-byte units ([`LINE_BYTES`]); the timing model's line size is a
/// parameter, so a 128-byte line covers two footprint lines and a 32-byte line half of one.
fn add_lines(lines: &mut Vec<(u64, bool, bool)>, line: u64, a: u64, read: bool, write: bool) {
    // the usual line of 64 bytes: the footprint's own (no division)
    let (first, n) = if line == LINE_BYTES {
        (a & !(LINE_BYTES - 1), 1)
    } else {
        (a / line * line, (LINE_BYTES / line).max(1))
    };
    for i in 0..n {
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
        let side = SubsliceMemory {
            slice: 0,
            port_free: 0,
            sampler_cache: (cfg.sampler_cache_bytes > 0).then(|| {
                Cache::new(
                    u64::from(cfg.sampler_cache_bytes),
                    cfg.sampler_cache_ways,
                    cfg.line_bytes,
                )
            }),
            sampler_free: 0,
            sampler_port_free: 0,
        };
        MemoryTiming {
            slices: (0..slices).map(|_| L3Slice::new(&cfg)).collect(),
            subslices: (0..n)
                .map(|ss| SubsliceMemory {
                    slice: ss / sps,
                    ..side.clone()
                })
                .collect(),
            slm: vec![SlmTiming::new(&cfg); n],
            llc: Llc::new(
                &cfg.llc_shape(gpu_mhz),
                Dram::with_rows(
                    cfg.line_bytes,
                    cfg.dram_cycles(gpu_mhz),
                    cfg.dram_writeback_buffer_lines,
                    cfg.dram_rows(gpu_mhz),
                ),
            ),
            stats: MemoryStats::default(),
            lines_buf: Vec::new(),
            slot_cycles: u64::from(cfg.line_bytes.max(1))
                .div_ceil(u64::from(cfg.dataport_bytes_per_cycle.max(1))),
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
        subslice.min(self.subslices.len() - 1)
    }

    fn line_bytes(&self) -> u64 {
        u64::from(self.cfg.line_bytes.max(1))
    }

    /// Cycles one line occupies a 64 B/cycle-class port.
    fn slot(&self) -> u64 {
        self.slot_cycles
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
            done = done.max(self.global(now, ss, fp, true));
        }
        done
    }

    /// Times a memory fence issued at `now`: it completes one L3 round trip after every
    /// message queued before it on the subslice's data port.
    pub fn fence(&mut self, now: u64, subslice: usize) -> u64 {
        let ss = self.subslice_index(subslice);
        let start = now.max(self.subslices[ss].port_free);
        self.subslices[ss].port_free = start + 1;
        self.stats.messages += 1;
        self.stats.dataport_busy_cycles += 1;
        start + 1 + u64::from(self.cfg.l3_hit_latency)
    }

    /// The end-of-kernel data-cache flush, started at `now` (when the last thread has ended):
    /// writes every dirty L3 line back and returns the cycle every write has reached the
    /// last-level cache (DRAM without one), at least `now`. The lines stay in the L3, clean.
    pub fn flush(&mut self, now: u64) -> u64 {
        let mut dirty = Vec::new();
        for l3 in &mut self.slices {
            l3.take_dirty_lines(&mut dirty);
        }
        for &addr in &dirty {
            self.llc.flush_line(addr, now, &mut self.stats);
        }
        let lines = dirty.len() as u64;
        self.stats.l3_writebacks += lines;
        self.stats.flush_writebacks += lines;
        let end = self.llc.drained(now);
        self.stats.flush_cycles += end - now;
        end
    }

    /// One line through slice `slice`'s L3, its data-port slot starting at `t`: when it is
    /// ready in the L3 and when its slot may start.
    fn l3_line(&mut self, slice: usize, addr: u64, read: bool, write: bool, t: u64) -> (u64, u64) {
        let r = LineRequest {
            addr,
            read,
            write,
            at: t,
            slot: self.slot(),
        };
        self.slices[slice].line(&mut self.llc, &mut self.stats, &r)
    }

    /// One line of a data-port message through slice `slice`'s L3, its slot starting when the
    /// port is free (`port.t`); moves the port on. Returns when the line is ready in the L3.
    #[inline]
    fn port_line(
        &mut self,
        slice: usize,
        addr: u64,
        read: bool,
        write: bool,
        port: &mut Port,
    ) -> u64 {
        let (ready, slot_start) = self.l3_line(slice, addr, read, write, port.t);
        port.done = port.done.max(ready + port.hit_lat);
        port.t = slot_start + port.slot;
        ready
    }

    /// A message's global and scratch lines through the data port and the L3; `lean` allows
    /// [`MemoryTiming::global_lines`] where it applies (the tests compare it with the general
    /// walk).
    fn global(&mut self, now: u64, ss: usize, fp: &Footprint, lean: bool) -> u64 {
        let slice = self.subslices[ss].slice;
        let start = now.max(self.subslices[ss].port_free);
        let mut port = Port {
            t: start,
            done: start,
            hit_lat: u64::from(self.cfg.l3_hit_latency),
            slot: self.slot(),
        };
        // a write message that covers its lines only in part reads each line it misses first
        // (read for ownership) unless the L3 allocates byte-masked lines
        let partial = self.cfg.l3_partial_write_fill != 0
            && fp.bytes_written < LINE_BYTES * fp.lines_written.len() as u64;
        let lean = lean
            && self.line_bytes() == LINE_BYTES
            && fp.scratch_lines_read.is_empty()
            && fp.scratch_lines_written.is_empty()
            && fp.atomic_lines.is_empty();
        if lean {
            self.global_lines(slice, fp, partial, &mut port);
        } else {
            self.general_lines(now, slice, fp, partial, &mut port);
        }
        self.subslices[ss].port_free = port.t.max(start + 1);
        self.stats.messages += 1;
        self.stats.dataport_busy_cycles += self.subslices[ss].port_free - start;
        port.done
    }

    /// The lines of a footprint without scratch lines or atomics, when the model's line is
    /// the footprint's 64 bytes: straight from the footprint's lists, in the order and with
    /// the flags [`MemoryTiming::general_lines`] gives them (reads in first-touch order, a
    /// line also written marked written; then the written lines not read), without building
    /// the list.
    fn global_lines(&mut self, slice: usize, fp: &Footprint, partial: bool, port: &mut Port) {
        let (read, written) = (&fp.lines_read[..], &fp.lines_written[..]);
        if written.is_empty() && read.len() == 1 {
            // one line read (a block read of up to 64 bytes): nothing to merge
            self.port_line(slice, read[0], true, false, port);
            return;
        }
        for (i, &a) in read.iter().enumerate() {
            if i > 0 && read[..i].contains(&a) {
                continue;
            }
            let write = !written.is_empty() && written.contains(&a);
            self.port_line(slice, a, true, write, port);
        }
        for (i, &a) in written.iter().enumerate() {
            if read.contains(&a) || (i > 0 && written[..i].contains(&a)) {
                continue;
            }
            self.port_line(slice, a, partial, true, port);
        }
    }

    /// Any footprint's lines, of the model's line size: the list built first (duplicates
    /// merged), then walked; atomics applied once their lines are in the L3.
    fn general_lines(
        &mut self,
        now: u64,
        slice: usize,
        fp: &Footprint,
        partial: bool,
        port: &mut Port,
    ) {
        // lines in order: reads (with read-modify-writes), then pure writes, then scratch
        let mut lines = std::mem::take(&mut self.lines_buf); // (tagged address, read, write)
        lines.clear();
        let line = self.line_bytes();
        for &a in &fp.lines_read {
            add_lines(&mut lines, line, a, true, false);
        }
        for &a in &fp.lines_written {
            add_lines(&mut lines, line, a, partial, true);
        }
        for &a in &fp.scratch_lines_read {
            add_lines(&mut lines, line, a | SCRATCH_TAG, true, false);
        }
        for &a in &fp.scratch_lines_written {
            add_lines(&mut lines, line, a | SCRATCH_TAG, false, true);
        }
        let mut in_l3: Vec<(u64, u64)> = Vec::new();
        for &(addr, read, write) in &lines {
            let ready = self.port_line(slice, addr, read, write, port);
            if !fp.atomic_lines.is_empty() {
                in_l3.push((addr, ready));
            }
        }
        self.lines_buf = lines;
        if !fp.atomic_lines.is_empty() {
            let l3 = &mut self.slices[slice];
            let end = l3.atomics(&self.cfg, now, &fp.atomic_lines, &in_l3);
            port.done = port.done.max(end + port.hit_lat);
        }
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
        let slice = self.subslices[ss].slice;
        let slot = self.slot();
        let hit_lat = u64::from(self.cfg.l3_hit_latency);
        let per_cycle = u64::from(self.cfg.sampler_texels_per_cycle.max(1));
        let start = now.max(self.subslices[ss].sampler_free);
        let issue = u64::from(fp.texels).div_ceil(per_cycle).max(1);
        self.subslices[ss].sampler_free = start + issue;
        let mut done = start + issue;
        let mut t = start.max(self.subslices[ss].sampler_port_free);
        let mut lines = std::mem::take(&mut self.lines_buf);
        lines.clear();
        for &a in &fp.lines_read {
            add_lines(&mut lines, self.line_bytes(), a, true, false);
        }
        for &(addr, _, _) in &lines {
            let hit = self.subslices[ss]
                .sampler_cache
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
        if fp.flushes_sampler_cache {
            if let Some(c) = self.subslices[ss].sampler_cache.as_mut() {
                c.invalidate();
            }
        }
        self.subslices[ss].sampler_port_free = t;
        self.stats.sampler_messages += 1;
        done + pipeline_latency
    }
}

#[cfg(test)]
mod tests;
