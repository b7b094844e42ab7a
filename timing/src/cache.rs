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

#[derive(Debug, Clone, Copy)]
struct Way {
    tag: u64,
    last_use: u64,
    dirty: bool,
}

/// Tags of a set-associative cache with least-recently-used replacement.
#[derive(Debug, Clone)]
pub struct Cache {
    sets: Vec<Vec<Way>>,
    ways: usize,
    line_bytes: u64,
    clock: u64,
}

impl Cache {
    /// A cache of `bytes` capacity (rounded down to whole sets, at least one set).
    pub fn new(bytes: u64, ways: u32, line_bytes: u32) -> Self {
        let ways = ways.max(1) as usize;
        let line_bytes = u64::from(line_bytes.max(1));
        let sets = (bytes / (line_bytes * ways as u64)).max(1) as usize;
        Cache {
            sets: vec![Vec::with_capacity(ways); sets],
            ways,
            line_bytes,
            clock: 0,
        }
    }

    /// Drops every line (a cache of clean lines only, such as the sampler's: nothing is
    /// written back).
    pub fn invalidate(&mut self) {
        for set in &mut self.sets {
            set.clear();
        }
    }

    /// Accesses the line holding `addr`, allocating it on a miss; `write` marks it dirty.
    pub fn access(&mut self, addr: u64, write: bool) -> LineAccess {
        self.clock += 1;
        let line = addr / self.line_bytes;
        let nsets = self.sets.len() as u64;
        let set = &mut self.sets[(line % nsets) as usize];
        let tag = line / nsets;
        if let Some(w) = set.iter_mut().find(|w| w.tag == tag) {
            w.last_use = self.clock;
            w.dirty |= write;
            return LineAccess {
                hit: true,
                dirty_eviction: false,
                evicted: None,
            };
        }
        let new = Way {
            tag,
            last_use: self.clock,
            dirty: write,
        };
        if set.len() < self.ways {
            set.push(new);
            return LineAccess {
                hit: false,
                dirty_eviction: false,
                evicted: None,
            };
        }
        match set.iter_mut().min_by_key(|w| w.last_use) {
            Some(victim) => {
                let dirty_eviction = victim.dirty;
                let evicted = (victim.tag * nsets + line % nsets) * self.line_bytes;
                *victim = new;
                LineAccess {
                    hit: false,
                    dirty_eviction,
                    evicted: dirty_eviction.then_some(evicted),
                }
            }
            None => {
                set.push(new);
                LineAccess {
                    hit: false,
                    dirty_eviction: false,
                    evicted: None,
                }
            }
        }
    }

    /// Marks every line clean and appends the addresses of the dirty ones to `out`, set by
    /// set (the lines a flush writes back, in a deterministic order).
    pub fn take_dirty_lines(&mut self, out: &mut Vec<u64>) {
        let nsets = self.sets.len() as u64;
        for (i, set) in self.sets.iter_mut().enumerate() {
            for w in set.iter_mut().filter(|w| w.dirty) {
                w.dirty = false;
                out.push((w.tag * nsets + i as u64) * self.line_bytes);
            }
        }
    }

    /// Marks every line clean and returns how many were dirty (the lines a flush writes back).
    pub fn take_dirty(&mut self) -> u64 {
        let mut n = 0;
        for w in self.sets.iter_mut().flatten() {
            n += u64::from(w.dirty);
            w.dirty = false;
        }
        n
    }
}
