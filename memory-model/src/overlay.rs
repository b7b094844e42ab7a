//! Speculative views of the global memory: a work-group runs against a view that reads the
//! shared memory as it was, keeps its own writes to itself and remembers which lines it read
//! and wrote; the executor then commits views in work-group order, re-running a group whose
//! reads met lines an earlier group of the same batch wrote. The result is the sequential one,
//! byte for byte, whatever the number of host threads.

use rustc_hash::{FxHashMap, FxHashSet};

/// Granularity of read and write tracking, in bytes: the cache line ([`crate::LINE_BYTES`]).
pub const TRACK_LINE: u64 = crate::LINE_BYTES;

/// Bytes one line of a view wrote: the data and a mask of the bytes written.
#[derive(Clone, Debug)]
pub(crate) struct LineWrite {
    pub(crate) data: [u8; TRACK_LINE as usize],
    pub(crate) mask: u64,
}

/// What a speculative view read and wrote.
#[derive(Clone, Debug, Default)]
pub struct Overlay {
    pub(crate) writes: FxHashMap<u64, LineWrite>,
    pub(crate) reads: FxHashSet<u64>,
    /// Lines `[first, end)` whose reads are not recorded (thread-private scratch).
    pub(crate) untracked: (u64, u64),
}

impl Overlay {
    /// Whether the view read any of `lines` (line numbers: address / [`TRACK_LINE`]).
    pub fn read_any(&self, lines: &FxHashSet<u64>) -> bool {
        if self.reads.len() <= lines.len() {
            self.reads.iter().any(|l| lines.contains(l))
        } else {
            lines.iter().any(|l| self.reads.contains(l))
        }
    }

    /// The lines this view read (line numbers, in no particular order; scratch excluded).
    pub fn lines_read(&self) -> impl Iterator<Item = u64> + '_ {
        self.reads.iter().copied()
    }

    /// The lines this view wrote (line numbers, in no particular order).
    pub fn lines_written(&self) -> impl Iterator<Item = u64> + '_ {
        self.writes.keys().copied()
    }

    /// Adds the lines this view wrote to `lines`.
    pub fn written_lines_into(&self, lines: &mut FxHashSet<u64>) {
        lines.extend(self.writes.keys().copied());
    }

    /// Records a read of `[addr, addr + len)` and patches `buf` with the view's own writes.
    pub(crate) fn read(&mut self, addr: u64, buf: &mut [u8]) {
        let (u0, u1) = self.untracked;
        for_lines(addr, buf.len() as u64, |line, lo, hi| {
            if line < u0 || line >= u1 {
                self.reads.insert(line);
            }
            if let Some(w) = self.writes.get(&line) {
                let base = line * TRACK_LINE;
                for a in lo..hi {
                    let k = (a - base) as usize;
                    if w.mask & (1 << k) != 0 {
                        buf[(a - addr) as usize] = w.data[k];
                    }
                }
            }
        });
    }

    /// Keeps the byte `v` written at `a`.
    pub(crate) fn write_byte(&mut self, a: u64, v: u8) {
        let line = a / TRACK_LINE;
        let k = (a % TRACK_LINE) as usize;
        let w = self.writes.entry(line).or_insert(LineWrite {
            data: [0; TRACK_LINE as usize],
            mask: 0,
        });
        w.data[k] = v;
        w.mask |= 1 << k;
    }

    /// Keeps `data` written at `addr`.
    pub(crate) fn write(&mut self, addr: u64, data: &[u8]) {
        for_lines(addr, data.len() as u64, |line, lo, hi| {
            let base = line * TRACK_LINE;
            let w = self.writes.entry(line).or_insert(LineWrite {
                data: [0; TRACK_LINE as usize],
                mask: 0,
            });
            let (k0, k1) = ((lo - base) as usize, (hi - base) as usize);
            w.data[k0..k1].copy_from_slice(&data[(lo - addr) as usize..(hi - addr) as usize]);
            w.mask |= mask_bits(k0, k1);
        });
    }
}

/// Bits `k0..k1` set (k1 <= 64).
fn mask_bits(k0: usize, k1: usize) -> u64 {
    let upper = if k1 >= 64 { u64::MAX } else { (1u64 << k1) - 1 };
    upper & !((1u64 << k0) - 1)
}

/// Calls `f(line, lo, hi)` for every tracking line `[addr, addr + len)` touches, with the
/// touched byte range `[lo, hi)` inside it.
fn for_lines(addr: u64, len: u64, mut f: impl FnMut(u64, u64, u64)) {
    let end = addr.saturating_add(len);
    let mut a = addr;
    while a < end {
        let line = a / TRACK_LINE;
        let hi = ((line + 1) * TRACK_LINE).min(end);
        f(line, a, hi);
        a = hi;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_cover_the_written_bytes() {
        assert_eq!(mask_bits(0, 64), u64::MAX);
        assert_eq!(mask_bits(2, 5), 0b11100);
        assert_eq!(mask_bits(63, 64), 1 << 63);
    }

    #[test]
    fn reads_see_own_writes_across_lines() {
        let mut o = Overlay::default();
        o.write(60, &[1, 2, 3, 4, 5, 6, 7, 8]);
        let mut buf = [9u8; 12];
        o.read(58, &mut buf);
        assert_eq!(buf, [9, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9]);
        assert_eq!(o.writes.len(), 2);
        let mut lines = FxHashSet::default();
        lines.insert(1);
        assert!(o.read_any(&lines));
        lines.clear();
        lines.insert(5);
        assert!(!o.read_any(&lines));
    }
}
