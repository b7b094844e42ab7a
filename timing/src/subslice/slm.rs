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
    /// Shifts and masks for the word and bank of a DWord when the word's DWords and the
    /// banks are powers of two (the usual case: no division per lane).
    pow2: Option<(u32, u32)>,
}

impl SlmTiming {
    /// The SLM of one subslice under `cfg`.
    pub fn new(cfg: &MemoryTimingConfig) -> Self {
        let banks = cfg.slm_banks.max(1);
        let dwords_per_word = (cfg.slm_bank_bytes / 4).max(1);
        let pow2 = (banks.is_power_of_two() && dwords_per_word.is_power_of_two())
            .then(|| (dwords_per_word.trailing_zeros(), banks - 1));
        SlmTiming {
            banks: banks as usize,
            dwords_per_word,
            bytes_per_cycle: u64::from(cfg.slm_bytes_per_cycle.max(1)),
            latency: u64::from(cfg.slm_latency),
            free: 0,
            pow2,
        }
    }

    /// The word DWord `dw` lies in, and that word's bank.
    #[inline]
    fn word_bank(&self, dw: u32) -> (u32, u32) {
        match self.pow2 {
            Some((shift, mask)) => (dw >> shift, (dw >> shift) & mask),
            None => {
                let word = dw / self.dwords_per_word;
                (word, word % self.banks as u32)
            }
        }
    }

    /// Times a message issued at `now` touching `dwords` (DWord indices, one per lane, in
    /// message order): each group of 16 takes as many cycles as its busiest bank has distinct
    /// words (the same word read by several lanes is one access), at least the bandwidth's
    /// share; messages queue. Returns the completion cycle and counts into `stats`.
    pub fn access(&mut self, now: u64, dwords: &[u32], stats: &mut MemoryStats) -> u64 {
        let groups = dwords.len().div_ceil(16) as u64;
        // a message whose DWords all lie in one aligned run of as many words as there are
        // banks: every group is conflict-free (one test for the message, not one per group)
        let busy = if self.one_aligned_window(dwords) {
            groups
        } else {
            let (whole, rest) = dwords.as_chunks::<16>();
            let part = (!rest.is_empty()).then(|| self.busiest_bank(rest));
            whole.iter().map(|g| self.busiest_bank(g)).sum::<u64>() + part.unwrap_or(0)
        };
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
    /// one: counted in place, without allocating and with one bank computation per distinct
    /// word (this runs for every SLM message).
    fn busiest_bank(&self, group: &[u32]) -> u64 {
        if self.within_banks(group) || self.conflict_free(group) {
            1
        } else {
            self.busiest_bank_any(group)
        }
    }

    /// `group`'s DWords lie in fewer consecutive words than there are banks (a lane run, one
    /// word read by every lane, a vector read by every lane): each of those words is in a
    /// bank of its own (bank = word mod banks), so no bank holds two. A test on the lowest
    /// and highest DWord only (the word of a DWord grows with it).
    fn within_banks(&self, group: &[u32]) -> bool {
        let lo = group.iter().copied().fold(u32::MAX, u32::min);
        let hi = group.iter().copied().fold(0, u32::max);
        hi < lo || self.word_bank(hi).0 - self.word_bank(lo).0 < self.banks as u32
    }

    /// `dwords` all lie in one aligned run of `banks` words (banks and words of a power of
    /// two DWords): their bits above the word's bank bits agree, so each of their words is
    /// in a bank of its own. One pass of exclusive-ors, for the whole message (tiles of a
    /// power-of-two width read by rows or broadcast).
    fn one_aligned_window(&self, dwords: &[u32]) -> bool {
        let Some((shift, mask)) = self.pow2 else {
            return false;
        };
        let Some(&d0) = dwords.first() else {
            return true;
        };
        let bits = shift + (mask + 1).trailing_zeros();
        let differ = dwords.iter().fold(0, |acc, &dw| acc | (dw ^ d0));
        bits >= 32 || differ >> bits == 0
    }

    /// No two of `group`'s DWords are different words of one bank (every lane in a bank
    /// of its own, or reading the same word as the others there): one pass, for up to 64
    /// banks (more: false, the general count decides).
    fn conflict_free(&self, group: &[u32]) -> bool {
        if self.banks > 64 {
            return false;
        }
        let (mut used, mut word_in) = (0u64, [0u32; 64]);
        for &dw in group {
            let (word, b) = self.word_bank(dw);
            let b = b as usize;
            if used & (1 << b) == 0 {
                used |= 1 << b;
                word_in[b] = word;
            } else if word_in[b] != word {
                return false;
            }
        }
        true
    }

    /// [`Self::busiest_bank`] of any DWords.
    fn busiest_bank_any(&self, group: &[u32]) -> u64 {
        let mut words = [0u32; 16];
        let mut n = 0;
        for &dw in group.iter().take(16) {
            let word = self.word_bank(dw).0;
            if !words[..n].contains(&word) {
                words[n] = word;
                n += 1;
            }
        }
        // the distinct banks met so far, and how many distinct words each holds
        let (mut banks, mut counts) = ([0u32; 16], [0u8; 16]);
        let (mut m, mut most) = (0, 1u8);
        for &w in &words[..n] {
            let b = self.word_bank(w * self.dwords_per_word).1;
            let i = match banks[..m].iter().position(|&x| x == b) {
                Some(i) => i,
                None => {
                    banks[m] = b;
                    m += 1;
                    m - 1
                }
            };
            counts[i] += 1;
            most = most.max(counts[i]);
        }
        u64::from(most)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 16 banks of one DWord (the default configuration).
    fn slm() -> SlmTiming {
        SlmTiming::new(&MemoryTimingConfig::default())
    }

    #[test]
    fn busiest_bank_counts_distinct_words_per_bank() {
        let s = slm();
        let lanes = |f: fn(u32) -> u32| (0..16).map(f).collect::<Vec<u32>>();
        // consecutive DWords: one per bank
        assert_eq!(s.busiest_bank(&lanes(|i| i)), 1);
        // one DWord read by every lane: one access
        assert_eq!(s.busiest_bank(&lanes(|_| 7)), 1);
        // stride 2: banks 0, 2, .., 14 hold two words each
        assert_eq!(s.busiest_bank(&lanes(|i| 2 * i)), 2);
        // stride 16: every word in bank 0
        assert_eq!(s.busiest_bank(&lanes(|i| 16 * i)), 16);
        // stride 16 over 4 distinct words, each read by 4 lanes
        assert_eq!(s.busiest_bank(&lanes(|i| 16 * (i % 4))), 4);
        assert_eq!(s.busiest_bank(&[]), 1);
        // consecutive DWords from 5 on: one per bank, also through the general count
        let run = lanes(|i| 5 + i);
        assert_eq!((s.busiest_bank(&run), s.busiest_bank_any(&run)), (1, 1));
        // stride 17 (a padded tile's column): a bank each
        assert_eq!(s.busiest_bank(&lanes(|i| 17 * i)), 1);
        // two words in bank 3, the others read one word each
        let mut two = lanes(|i| i);
        two[9] = 19;
        assert_eq!((s.busiest_bank(&two), s.busiest_bank_any(&two)), (2, 2));
    }

    #[test]
    fn aligned_windows_of_as_many_words_as_banks() {
        let s = slm();
        let run = |from: u32, n: u32| (from..from + n).collect::<Vec<u32>>();
        assert!(s.one_aligned_window(&run(16, 16)));
        assert!(s.one_aligned_window(&[]));
        // DWords 5..=20: fewer words than banks, but across two aligned runs of 16
        assert!(!s.one_aligned_window(&run(5, 16)));
        assert_eq!(s.busiest_bank(&run(5, 16)), 1);
        assert!(!s.one_aligned_window(&[3, 3 + 16]));
        // 8-byte words: 32 DWords in 16 banks
        let wide = SlmTiming::new(&MemoryTimingConfig {
            slm_bank_bytes: 8,
            ..MemoryTimingConfig::default()
        });
        assert!(wide.one_aligned_window(&run(32, 32)));
        assert!(!wide.one_aligned_window(&run(32, 33)));
        // 12 banks: not a power of two, no aligned windows
        let twelve = SlmTiming::new(&MemoryTimingConfig {
            slm_banks: 12,
            ..MemoryTimingConfig::default()
        });
        assert!(!twelve.one_aligned_window(&run(0, 4)));
    }

    #[test]
    fn a_message_takes_its_groups_busiest_banks_in_turn() {
        let mut s = slm();
        let mut stats = MemoryStats::default();
        // 16 consecutive DWords (one cycle), then 16 in bank 0 (16 cycles), then a partial
        // group of four words of bank 0 (4 cycles): 21 cycles, 18 of them conflicts
        let mut dw: Vec<u32> = (0..16).collect();
        dw.extend((0..16).map(|i| 16 * i));
        dw.extend([0, 16, 32, 48]);
        let latency = u64::from(MemoryTimingConfig::default().slm_latency);
        assert_eq!(s.access(100, &dw, &mut stats), 100 + 21 + latency);
        assert_eq!((stats.slm_busy_cycles, stats.slm_conflict_cycles), (21, 18));
        // a float4 read by every lane of a SIMD16 message: 4 conflict-free groups, 256
        // bytes at 64 a cycle; it queues behind the first message (free at 121)
        let float4: Vec<u32> = (0..64).map(|i| 40 + i % 4).collect();
        assert_eq!(s.access(110, &float4, &mut stats), 121 + 4 + latency);
        assert_eq!((stats.slm_busy_cycles, stats.slm_conflict_cycles), (25, 18));
    }

    #[test]
    fn consecutive_dwords_spread_over_wider_and_fewer_banks() {
        let cfg = |banks, bank_bytes| MemoryTimingConfig {
            slm_banks: banks,
            slm_bank_bytes: bank_bytes,
            ..MemoryTimingConfig::default()
        };
        let run: Vec<u32> = (1..17).collect();
        // 4 banks: 16 words, 4 in each
        let s = SlmTiming::new(&cfg(4, 4));
        assert_eq!((s.busiest_bank(&run), s.busiest_bank_any(&run)), (4, 4));
        // 8-byte banks: DWords 1..=16 are words 0..=8, nine words over 4 banks: 3 in bank 0
        let s = SlmTiming::new(&cfg(4, 8));
        assert_eq!((s.busiest_bank(&run), s.busiest_bank_any(&run)), (3, 3));
        // 16 banks of 8 bytes: nine words, one per bank
        let s = SlmTiming::new(&cfg(16, 8));
        assert_eq!((s.busiest_bank(&run), s.busiest_bank_any(&run)), (1, 1));
    }

    #[test]
    fn banks_of_any_count_and_width_match_a_direct_count() {
        // the distinct words of the busiest bank, counted directly
        fn direct(banks: u32, bank_bytes: u32, group: &[u32]) -> u64 {
            let dpw = (bank_bytes / 4).max(1);
            let mut words: Vec<u32> = group.iter().map(|&dw| dw / dpw).collect();
            words.sort_unstable();
            words.dedup();
            let per_bank = |b: u32| words.iter().filter(|&&w| w % banks == b).count();
            (0..banks).map(per_bank).max().unwrap_or(0).max(1) as u64
        }
        let patterns: [fn(u32) -> u32; 9] = [
            |i| i,
            |i| 3 * i + 1,
            |i| 12 * i,
            |i| (i * 7) % 5 + 40,
            |i| 1000 + 24 * (i % 3),
            // a float4 read by every lane, and runs just within and just past the banks
            |i| 64 + i % 4,
            |i| 7 + (i % 2) * 15,
            |i| 7 + (i % 2) * 16,
            |i| 5 + (i % 2) * 47,
        ];
        for (banks, bank_bytes) in [(16, 4), (12, 4), (16, 12), (6, 8), (32, 4), (3, 20)] {
            let s = SlmTiming::new(&MemoryTimingConfig {
                slm_banks: banks,
                slm_bank_bytes: bank_bytes,
                ..MemoryTimingConfig::default()
            });
            for f in patterns {
                let g: Vec<u32> = (0..16).map(f).collect();
                let want = direct(banks, bank_bytes, &g);
                assert_eq!(s.busiest_bank(&g), want, "{banks} x {bank_bytes} B");
                assert_eq!(s.busiest_bank_any(&g), want, "{banks} x {bank_bytes} B");
            }
        }
    }
}
