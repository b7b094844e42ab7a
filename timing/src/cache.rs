//! A set-associative LRU cache of line tags (no data: functional values live in `Memory`).

/// Outcome of one line access.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineAccess {
    /// The line was present.
    pub hit: bool,
    /// A dirty line was evicted to make room (costs a DRAM write-back).
    pub dirty_eviction: bool,
    /// The address of the first byte of the evicted dirty line (when `dirty_eviction`).
    pub evicted: Option<u64>,
    /// Where the line now is: its way numbered over the whole cache (`set * ways + way`,
    /// below [`Cache::lines`]), for state kept per line beside the tags.
    pub way: usize,
}

/// Divides by a fixed divisor: with a shift and a mask when it is a power of two (the usual
/// line sizes and set counts), else with a division.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Divisor {
    value: u64,
    shift: Option<u32>,
}

impl Divisor {
    /// Division by `value` (at least 1).
    pub(crate) fn new(value: u64) -> Self {
        let value = value.max(1);
        Divisor {
            value,
            shift: value.is_power_of_two().then(|| value.trailing_zeros()),
        }
    }

    /// `(n / value, n % value)`.
    #[inline]
    pub(crate) fn div_rem(self, n: u64) -> (u64, u64) {
        match self.shift {
            Some(s) => (n >> s, n & (self.value - 1)),
            None => (n / self.value, n % self.value),
        }
    }
}

/// Tags of a set-associative cache with least-recently-used replacement. The ways of set `s`
/// are entries `s * ways ..` of flat arrays, filled in order (the tags apart, so that a
/// lookup scans a few host cache lines).
#[derive(Debug, Clone)]
pub struct Cache {
    tags: Vec<u64>,
    /// Per way: the access count at its last use, and whether the line is dirty.
    last_use: Vec<u64>,
    dirty: Vec<bool>,
    /// Ways in use per set.
    used: Vec<u32>,
    ways: usize,
    line_bytes: Divisor,
    sets: Divisor,
    clock: u64,
}

impl Cache {
    /// A cache of `bytes` capacity (rounded down to whole sets, at least one set).
    pub fn new(bytes: u64, ways: u32, line_bytes: u32) -> Self {
        let ways = ways.max(1) as usize;
        let line_bytes = u64::from(line_bytes.max(1));
        let sets = (bytes / (line_bytes * ways as u64)).max(1) as usize;
        Cache {
            tags: vec![0; sets * ways],
            last_use: vec![0; sets * ways],
            dirty: vec![false; sets * ways],
            used: vec![0; sets],
            ways,
            line_bytes: Divisor::new(line_bytes),
            sets: Divisor::new(sets as u64),
            clock: 0,
        }
    }

    /// Drops every line (a cache of clean lines only, such as the sampler's: nothing is
    /// written back).
    pub fn invalidate(&mut self) {
        self.used.fill(0);
    }

    /// Accesses the line holding `addr`, allocating it on a miss; `write` marks it dirty.
    pub fn access(&mut self, addr: u64, write: bool) -> LineAccess {
        self.clock += 1;
        let (line, _) = self.line_bytes.div_rem(addr);
        let (tag, set) = self.sets.div_rem(line);
        let first = set as usize * self.ways;
        let used = self.used[set as usize] as usize;
        let ways = first..first + used;
        if let Some(k) = self.tags[ways.clone()].iter().position(|&t| t == tag) {
            let w = first + k;
            self.last_use[w] = self.clock;
            self.dirty[w] |= write;
            return LineAccess {
                hit: true,
                dirty_eviction: false,
                evicted: None,
                way: w,
            };
        }
        let w = if used < self.ways {
            self.used[set as usize] += 1;
            first + used
        } else {
            // the least recently used way (access counts are distinct: the first minimum)
            let lru = self.last_use[ways]
                .iter()
                .enumerate()
                .min_by_key(|&(_, u)| u);
            first + lru.map_or(0, |(k, _)| k)
        };
        let dirty_eviction = used == self.ways && self.dirty[w];
        let evicted = (self.tags[w] * self.sets.value + set) * self.line_bytes.value;
        self.tags[w] = tag;
        self.last_use[w] = self.clock;
        self.dirty[w] = write;
        LineAccess {
            hit: false,
            dirty_eviction,
            evicted: dirty_eviction.then_some(evicted),
            way: w,
        }
    }

    /// Lines the cache holds when full (sets times ways).
    pub fn lines(&self) -> usize {
        self.tags.len()
    }

    /// Where the line holding `addr` is (as [`LineAccess::way`]), if present; unlike
    /// [`Cache::access`] it is not a use (the LRU order stays).
    pub fn find(&self, addr: u64) -> Option<usize> {
        let (line, _) = self.line_bytes.div_rem(addr);
        let (tag, set) = self.sets.div_rem(line);
        let first = set as usize * self.ways;
        let used = self.used[set as usize] as usize;
        let k = self.tags[first..first + used]
            .iter()
            .position(|&t| t == tag)?;
        Some(first + k)
    }

    /// Every line present: (address of its first byte, its way as [`LineAccess::way`]).
    #[cfg(test)]
    pub(crate) fn contents(&self) -> Vec<(u64, usize)> {
        self.in_use()
            .map(|(set, w)| {
                (
                    (self.tags[w] * self.sets.value + set) * self.line_bytes.value,
                    w,
                )
            })
            .collect()
    }

    /// The ways in use of every set, set by set: (set, way index).
    fn in_use(&self) -> impl Iterator<Item = (u64, usize)> + '_ {
        let ways = self.ways;
        self.used
            .iter()
            .enumerate()
            .flat_map(move |(s, &n)| (s * ways..s * ways + n as usize).map(move |w| (s as u64, w)))
    }

    /// Marks every line clean and appends the addresses of the dirty ones to `out`, set by
    /// set (the lines a flush writes back, in a deterministic order).
    pub fn take_dirty_lines(&mut self, out: &mut Vec<u64>) {
        let dirty: Vec<(u64, usize)> = self.in_use().filter(|&(_, w)| self.dirty[w]).collect();
        for (set, w) in dirty {
            self.dirty[w] = false;
            out.push((self.tags[w] * self.sets.value + set) * self.line_bytes.value);
        }
    }

    /// Marks every line clean and returns how many were dirty (the lines a flush writes back).
    pub fn take_dirty(&mut self) -> u64 {
        let dirty: Vec<usize> = self
            .in_use()
            .map(|(_, w)| w)
            .filter(|&w| self.dirty[w])
            .collect();
        for &w in &dirty {
            self.dirty[w] = false;
        }
        dirty.len() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_set_evicts_its_least_recently_used_line() {
        // one set of 2 ways, 64-byte lines: lines 0, 64, 128 all map to it
        let mut c = Cache::new(128, 2, 64);
        assert!(!c.access(0, true).hit); // line 0, dirty
        assert!(!c.access(64, false).hit);
        assert!(c.access(0, false).hit); // line 0 used last: 64 is the LRU one
        let a = c.access(128, false);
        assert_eq!((a.hit, a.dirty_eviction, a.evicted), (false, false, None));
        // now 0 is the LRU line, and dirty
        let a = c.access(192, false);
        assert_eq!((a.hit, a.dirty_eviction, a.evicted), (false, true, Some(0)));
        assert!(c.access(128, false).hit);
        assert!(!c.access(0, false).hit);
    }

    #[test]
    fn a_line_stays_in_its_way_until_evicted() {
        // 2 sets of 2 ways: line 0 in set 0 way 0, line 1 in set 1 way 0, line 2 in set 0
        // way 1; line 4 then evicts line 0 (the LRU line of set 0) from way 0
        let mut c = Cache::new(256, 2, 64);
        assert_eq!(c.lines(), 4);
        let ways: Vec<usize> = [0, 64, 128, 0]
            .iter()
            .map(|&a| c.access(a, false).way)
            .collect();
        assert_eq!(ways, vec![0, 2, 1, 0]);
        assert_eq!(
            (c.find(0), c.find(64), c.find(128)),
            (Some(0), Some(2), Some(1))
        );
        // finding is not a use: line 0 was used after line 128, so 128 goes next
        assert_eq!(c.find(128), Some(1));
        assert_eq!(c.access(256, false).way, 1);
        assert_eq!((c.find(128), c.find(256)), (None, Some(1)));
    }

    #[test]
    fn a_flush_reports_dirty_lines_set_by_set_and_cleans_them() {
        // 2 sets of 2 ways, 64-byte lines: even lines in set 0, odd lines in set 1
        let mut c = Cache::new(256, 2, 64);
        for (addr, write) in [(64, true), (0, false), (128, true), (192, false)] {
            c.access(addr, write);
        }
        c.access(192, true); // a write hit makes a clean line dirty
        let mut out = Vec::new();
        c.take_dirty_lines(&mut out);
        assert_eq!(out, vec![128, 64, 192]);
        assert_eq!(c.take_dirty(), 0);
        // clean now: evicting them is no write-back
        c.access(256, false);
        let a = c.access(320, false);
        assert!(!a.dirty_eviction);
        // an invalidated cache misses everything it held
        c.invalidate();
        assert!(!c.access(256, false).hit);
    }
}
