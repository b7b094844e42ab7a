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
        }
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
