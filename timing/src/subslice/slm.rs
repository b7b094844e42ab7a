//! The shared local memory of one subslice: `slm_banks` banks of `slm_bank_bytes`, moving
//! `slm_bytes_per_cycle`. Owned by its subslice (SLM is private to the subslice), so a
//! subslice can time its SLM messages without the rest of the memory system.

use crate::memory::{MemoryStats, MemoryTimingConfig};

/// SLM timing state of one subslice.
#[derive(Debug, Clone)]
pub struct SlmTiming {
    banks: usize,
    dwords_per_word: u32,
    bytes_per_cycle: u64,
    latency: u64,
    /// When the SLM can take the next message.
    free: u64,
}

impl SlmTiming {
    /// The SLM of one subslice under `cfg`.
    pub fn new(cfg: &MemoryTimingConfig) -> Self {
        SlmTiming {
            banks: cfg.slm_banks.max(1) as usize,
            dwords_per_word: (cfg.slm_bank_bytes / 4).max(1),
            bytes_per_cycle: u64::from(cfg.slm_bytes_per_cycle.max(1)),
            latency: u64::from(cfg.slm_latency),
            free: 0,
        }
    }

    /// Times a message issued at `now` touching `dwords` (DWord indices, one per lane, in
    /// message order): each group of 16 takes as many cycles as its busiest bank has distinct
    /// words (the same word read by several lanes is one access), at least the bandwidth's
    /// share; messages queue. Returns the completion cycle and counts into `stats`.
    pub fn access(&mut self, now: u64, dwords: &[u32], stats: &mut MemoryStats) -> u64 {
        let mut busy = 0u64;
        let mut groups = 0u64;
        for group in dwords.chunks(16) {
            busy += self.busiest_bank(group);
            groups += 1;
        }
        let bytes = dwords.len() as u64 * 4;
        let cycles = busy.max(bytes.div_ceil(self.bytes_per_cycle));
        let start = now.max(self.free);
        self.free = start + cycles;
        stats.slm_messages += 1;
        stats.slm_busy_cycles += cycles;
        stats.slm_conflict_cycles += busy.saturating_sub(groups);
        start + cycles + self.latency
    }

    /// The distinct words of the busiest bank among `group`'s DWords (at most 16), at least
    /// one: counted in place, without allocating (this runs for every SLM message).
    fn busiest_bank(&self, group: &[u32]) -> u64 {
        let mut words = [0u32; 16];
        let mut n = 0;
        for &dw in group {
            let word = dw / self.dwords_per_word;
            if !words[..n].contains(&word) {
                words[n] = word;
                n += 1;
            }
        }
        let banks = self.banks as u32;
        let words = &words[..n];
        let per_bank = |b: u32| words.iter().filter(|&&w| w % banks == b).count();
        words
            .iter()
            .map(|&w| per_bank(w % banks) as u64)
            .max()
            .unwrap_or(0)
            .max(1)
    }
}
