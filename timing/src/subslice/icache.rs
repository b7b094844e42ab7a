//! Per-subslice instruction cache: set-associative, LRU, one fill per missed line.
//!
//! A thread fetches its next instruction when the instruction becomes its candidate. A hit
//! costs [`EuTimingConfig::icache_hit_cycles`]; a miss requests the line, which arrives
//! [`EuTimingConfig::icache_miss_latency`] cycles later. A request for a line whose fill is
//! still in flight is a hit that waits for that fill (one miss per line, as a miss-status
//! holding register would merge them). Every fetch also requests the next
//! [`EuTimingConfig::icache_prefetch_lines`] lines of the kernel that are neither resident nor
//! in flight (sequential prefetch; those requests are counted as prefetches, not misses).
//! Lines are never written, so there are no write-backs. (The simulator keeps each thread's
//! last fetched line in the thread, as an instruction buffer, and looks the cache up again
//! only when the thread's next instruction lies in another line.)

use crate::eu::EuTimingConfig;

/// One resident (or in-flight) line.
#[derive(Debug, Clone, Copy)]
struct Way {
    /// Line address (byte address / line size).
    line: u64,
    /// Cycle the line's data is available.
    ready: u64,
    /// Last use (for LRU); 0 = invalid.
    used: u64,
}

/// Hits and misses of an instruction cache.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ICacheStats {
    /// Line lookups that found the line (including lines still being filled).
    pub hits: u64,
    /// Line lookups that had to request the line.
    pub misses: u64,
    /// Lines requested ahead of use by the sequential prefetcher.
    pub prefetches: u64,
}

/// The instruction cache of one subslice.
#[derive(Debug, Clone)]
pub struct ICache {
    line_bytes: u64,
    sets: usize,
    ways: usize,
    hit_cycles: u64,
    miss_latency: u64,
    prefetch_lines: u64,
    /// First line past the kernel's code (the prefetcher stops there).
    end_line: u64,
    /// `sets * ways` entries, set-major.
    entries: Vec<Way>,
    clock: u64,
    stats: ICacheStats,
    /// The previous fetch's lines and the cycle they are all available, while repeating that
    /// fetch cannot change the cache (see [`ICache::fetch`]).
    last: Option<(u64, u64, u64)>,
}

impl ICache {
    /// A cache shaped by `cfg`, or `None` when the model is off (`icache_bytes = 0`).
    /// Zero line size or ways count as one (the simulator rejects them as config errors).
    /// `code_bytes` is the size of the kernel's code (the prefetcher does not run past it).
    pub fn new(cfg: &EuTimingConfig, code_bytes: u64) -> Option<ICache> {
        if cfg.icache_bytes == 0 {
            return None;
        }
        let line_bytes = u64::from(cfg.icache_line_bytes.max(1));
        let ways = cfg.icache_ways.max(1) as usize;
        let lines = (u64::from(cfg.icache_bytes) / line_bytes).max(1) as usize;
        let sets = (lines / ways).max(1);
        Some(ICache {
            line_bytes,
            sets,
            ways,
            hit_cycles: u64::from(cfg.icache_hit_cycles),
            miss_latency: u64::from(cfg.icache_miss_latency),
            prefetch_lines: u64::from(cfg.icache_prefetch_lines),
            end_line: code_bytes.div_ceil(line_bytes),
            entries: vec![
                Way {
                    line: 0,
                    ready: 0,
                    used: 0,
                };
                sets * ways
            ],
            clock: 0,
            stats: ICacheStats::default(),
            last: None,
        })
    }

    /// First and last line holding the `bytes` bytes at `addr`.
    #[inline]
    pub fn lines_of(&self, addr: u64, bytes: u64) -> (u64, u64) {
        lines_of(self.line_bytes, addr, bytes)
    }

    /// Fetches the `bytes` bytes at `addr` at cycle `now`; returns the cycle they are
    /// available (at least `now + hit cycles`).
    pub fn fetch(&mut self, addr: u64, bytes: u64, now: u64) -> u64 {
        let (first, last) = lines_of(self.line_bytes, addr, bytes);
        // Repeating the previous fetch finds every line it touched, each still the most
        // recently used of its set (nothing else ran since), provided those lines sit in
        // different sets; it would change nothing but the hit count.
        if let Some((f, l, r)) = self.last {
            if (f, l) == (first, last) {
                self.stats.hits += last - first + 1;
                return r.max(now + self.hit_cycles);
            }
        }
        let mut ready = now + self.hit_cycles;
        let mut lines_ready = 0;
        for line in first..=last {
            let at = match self.lookup(line) {
                Some(r) => {
                    self.stats.hits += 1;
                    r.max(now + self.hit_cycles)
                }
                None => {
                    self.stats.misses += 1;
                    self.insert(line, now + self.miss_latency)
                }
            };
            ready = ready.max(at);
            lines_ready = lines_ready.max(at);
        }
        let ahead = (last + 1)..(last + 1 + self.prefetch_lines).min(self.end_line);
        let touched = (last - first + 1) + (ahead.end.saturating_sub(ahead.start));
        self.last = (touched <= self.sets as u64).then_some((first, last, lines_ready));
        for line in ahead {
            if self.lookup(line).is_none() {
                self.stats.prefetches += 1;
                self.insert(line, now + self.miss_latency);
            }
        }
        ready
    }

    fn set_of(&mut self, line: u64) -> &mut [Way] {
        let set = (line % self.sets as u64) as usize;
        &mut self.entries[set * self.ways..(set + 1) * self.ways]
    }

    /// The cycle a resident or in-flight line is available (marking it used).
    fn lookup(&mut self, line: u64) -> Option<u64> {
        self.clock += 1;
        let clock = self.clock;
        let w = self
            .set_of(line)
            .iter_mut()
            .find(|w| w.used != 0 && w.line == line)?;
        w.used = clock;
        Some(w.ready)
    }

    /// Requests `line`, arriving at `ready`, in place of its set's least recently used way.
    fn insert(&mut self, line: u64, ready: u64) -> u64 {
        let clock = self.clock;
        let victim = self
            .set_of(line)
            .iter_mut()
            .min_by_key(|w| w.used)
            .expect("a set has at least one way");
        *victim = Way {
            line,
            ready,
            used: clock,
        };
        ready
    }

    /// Hits and misses so far.
    pub fn stats(&self) -> ICacheStats {
        self.stats
    }

    /// Whether every line of the kernel is resident and has arrived by `now`. A warm cache
    /// never changes again but for its hit count and recency order: every fetch lies within
    /// the kernel, so every lookup hits and nothing is requested, and with nothing ever
    /// requested the recency order decides nothing. So, once warm, fetches made in any order
    /// give the same results, which lets EUs sharing the cache run apart ([`WarmFetch`]).
    pub fn is_warm(&self, now: u64) -> bool {
        (0..self.end_line).all(|line| {
            let set = (line % self.sets as u64) as usize;
            self.entries[set * self.ways..(set + 1) * self.ways]
                .iter()
                .any(|w| w.used != 0 && w.line == line && w.ready <= now)
        })
    }

    /// The fetch of a warm cache ([`ICache::is_warm`]), which needs no access to the cache.
    pub fn warm(&self) -> WarmFetch {
        WarmFetch {
            line_bytes: self.line_bytes,
            hit_cycles: self.hit_cycles,
            hits: 0,
        }
    }

    /// Adds the hits counted by a [`WarmFetch`].
    pub fn add_hits(&mut self, hits: u64) {
        self.stats.hits += hits;
    }
}

/// First and last line of `line_bytes` bytes holding the `bytes` bytes at `addr`.
#[inline]
fn lines_of(line_bytes: u64, addr: u64, bytes: u64) -> (u64, u64) {
    let last = addr + bytes.max(1) - 1;
    if line_bytes.is_power_of_two() {
        // the same quotients without two divisions on every instruction's fetch
        let shift = line_bytes.trailing_zeros();
        return (addr >> shift, last >> shift);
    }
    (addr / line_bytes, last / line_bytes)
}

/// What a thread fetches its instructions through: an [`ICache`] or a [`WarmFetch`].
pub trait Fetch {
    /// First and last line holding the `bytes` bytes at `addr`.
    fn lines_of(&self, addr: u64, bytes: u64) -> (u64, u64);
    /// Fetches the `bytes` bytes at `addr` at cycle `now`; returns the cycle they are
    /// available.
    fn fetch(&mut self, addr: u64, bytes: u64, now: u64) -> u64;
}

impl Fetch for ICache {
    #[inline]
    fn lines_of(&self, addr: u64, bytes: u64) -> (u64, u64) {
        ICache::lines_of(self, addr, bytes)
    }

    #[inline]
    fn fetch(&mut self, addr: u64, bytes: u64, now: u64) -> u64 {
        ICache::fetch(self, addr, bytes, now)
    }
}

impl Fetch for WarmFetch {
    #[inline]
    fn lines_of(&self, addr: u64, bytes: u64) -> (u64, u64) {
        lines_of(self.line_bytes, addr, bytes)
    }

    #[inline]
    fn fetch(&mut self, addr: u64, bytes: u64, now: u64) -> u64 {
        let (first, last) = lines_of(self.line_bytes, addr, bytes);
        self.hits += last - first + 1;
        now + self.hit_cycles
    }
}

/// Fetches from a warm instruction cache: every line hits, so a fetch at `now` returns
/// `now + hit cycles` (what [`ICache::fetch`] returns once every line has arrived) and only
/// the hits are counted, to be added to the cache with [`ICache::add_hits`].
#[derive(Debug, Clone, Copy)]
pub struct WarmFetch {
    line_bytes: u64,
    hit_cycles: u64,
    /// Line lookups made.
    pub hits: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(bytes: u32, line: u32, ways: u32) -> EuTimingConfig {
        EuTimingConfig {
            icache_bytes: bytes,
            icache_line_bytes: line,
            icache_ways: ways,
            icache_hit_cycles: 0,
            icache_miss_latency: 100,
            icache_prefetch_lines: 0,
            ..EuTimingConfig::default()
        }
    }

    #[test]
    fn off_when_zero_bytes() {
        assert!(ICache::new(&cfg(0, 64, 4), 4096).is_none());
    }

    #[test]
    fn first_touch_misses_then_hits() {
        let mut c = ICache::new(&cfg(1024, 64, 4), 4096).unwrap();
        assert_eq!(c.fetch(0, 16, 10), 110);
        // same line, fill in flight: waits for it, counted as a hit
        assert_eq!(c.fetch(16, 8, 20), 110);
        assert_eq!(c.fetch(24, 8, 200), 200);
        // an instruction straddling two lines needs both
        assert_eq!(c.fetch(56, 16, 300), 400);
        assert_eq!(
            c.stats(),
            ICacheStats {
                hits: 3,
                misses: 2,
                prefetches: 0
            }
        );
    }

    #[test]
    fn lru_evicts_the_least_recently_used_way() {
        // one set of two ways (128 B, 64 B lines)
        let mut c = ICache::new(&cfg(128, 64, 2), 4096).unwrap();
        c.fetch(0, 8, 0);
        c.fetch(64, 8, 0);
        c.fetch(0, 8, 200); // line 0 most recent
        c.fetch(128, 8, 300); // evicts line 1
        assert_eq!(c.fetch(0, 8, 400), 400);
        assert_eq!(c.fetch(64, 8, 500), 600);
        assert_eq!(c.stats().misses, 4);
    }

    #[test]
    fn loop_larger_than_cache_misses_every_pass() {
        // one fully associative set of 4 lines: LRU misses every line of a 5-line loop
        let mut c = ICache::new(&cfg(256, 64, 4), 4096).unwrap();
        let mut now = 0;
        for _ in 0..2 {
            for line in 0..5 {
                now = c.fetch(line * 64, 16, now);
            }
        }
        assert_eq!(c.stats().misses, 10);
    }

    #[test]
    fn sequential_prefetch_hides_straight_line_misses() {
        let mut c = ICache::new(
            &EuTimingConfig {
                icache_prefetch_lines: 2,
                ..cfg(4096, 64, 4)
            },
            4 * 64,
        )
        .unwrap();
        assert_eq!(c.fetch(0, 16, 0), 100); // demand miss; lines 1 and 2 requested
        assert_eq!(c.fetch(64, 16, 100), 100); // prefetched; line 3 requested
        assert_eq!(c.fetch(128, 16, 150), 150);
        assert_eq!(c.fetch(192, 16, 160), 200);
        // the code ends at line 4: nothing is prefetched past it
        assert_eq!(
            c.stats(),
            ICacheStats {
                hits: 3,
                misses: 1,
                prefetches: 3
            }
        );
    }

    #[test]
    fn a_cache_is_warm_once_every_line_of_the_kernel_has_arrived() {
        // a 3-line kernel in a 4 KB cache; the prefetcher is off
        let mut c = ICache::new(&cfg(4096, 64, 4), 3 * 64).unwrap();
        assert!(!c.is_warm(0));
        c.fetch(0, 16, 0); // line 0 arrives at 100
        c.fetch(64, 16, 0); // line 1 at 100
        assert!(!c.is_warm(1000), "line 2 never fetched");
        c.fetch(128, 16, 50); // line 2 at 150
        assert!(!c.is_warm(149), "line 2 still in flight");
        assert!(c.is_warm(150));
    }

    #[test]
    fn a_kernel_larger_than_a_set_never_warms() {
        // one set of two ways, a 3-line kernel: one line is always out
        let mut c = ICache::new(&cfg(128, 64, 2), 3 * 64).unwrap();
        for line in 0..3 {
            c.fetch(line * 64, 16, 0);
        }
        assert!(!c.is_warm(10_000));
    }

    #[test]
    fn warm_fetches_equal_the_cache_fetches_in_any_order() {
        // once warm, the cache's own fetches and the warm view's give the same cycles and
        // hit counts, whatever the order
        let c = EuTimingConfig {
            icache_hit_cycles: 2,
            icache_prefetch_lines: 4,
            ..cfg(4096, 64, 4)
        };
        let mut cache = ICache::new(&c, 16 * 64).unwrap();
        let mut now = 0;
        for line in 0..16 {
            now = cache.fetch(line * 64, 16, now);
        }
        assert!(cache.is_warm(now));
        let before = cache.stats();
        let mut warm = cache.warm();
        let mut x = 99u64;
        for t in 0..2000u64 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
            let addr = ((x >> 33) % (16 * 64 - 16)) & !7;
            let size = if x & 1 == 0 { 8 } else { 16 };
            assert_eq!(
                cache.fetch(addr, size, now + t),
                warm.fetch(addr, size, now + t)
            );
        }
        assert_eq!(cache.stats().hits - before.hits, warm.hits);
        assert_eq!(cache.stats().misses, before.misses);
        assert_eq!(cache.stats().prefetches, before.prefetches);
    }

    #[test]
    fn repeated_fetch_shortcut_changes_nothing() {
        // the same fetch sequence with and without the shortcut: same times, same counts
        for (bytes, ways, prefetch) in [(512, 2, 2), (256, 4, 8), (4096, 8, 8), (128, 1, 1)] {
            let c = EuTimingConfig {
                icache_prefetch_lines: prefetch,
                ..cfg(bytes, 64, ways)
            };
            let mut fast = ICache::new(&c, 2048).unwrap();
            let mut slow = ICache::new(&c, 2048).unwrap();
            let mut x = 12345u64;
            let mut addr = 0u64;
            for now in 0..5000u64 {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                match x >> 61 {
                    0 => addr = ((x >> 20) % 2048) & !7,
                    1..=3 => {}
                    _ => addr = (addr + 8) % 2048,
                }
                let size = if x & 1 == 0 { 8 } else { 16 };
                slow.last = None;
                assert_eq!(fast.fetch(addr, size, now), slow.fetch(addr, size, now));
            }
            assert_eq!(fast.stats(), slow.stats());
        }
    }
}
