//! What a message touched ([`Footprint`]): what the shared function that executed it records
//! and the timing model prices. Also the address space an access was aimed at ([`Space`]).

/// Cache-line size of the Gen9 L3 and of data-port coalescing (whitepaper: 64-byte lines).
pub const LINE_BYTES: u64 = 64;

/// The memory footprint of one executed message.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Footprint {
    /// Global 64-byte lines read (line address = byte address rounded down to 64), deduplicated,
    /// in first-touch order. Stateful surface accesses appear at their GPU address.
    pub lines_read: Vec<u64>,
    /// Global 64-byte lines written, deduplicated, in first-touch order (atomics appear in both).
    pub lines_written: Vec<u64>,
    /// SLM DWord indices (byte offset / 4) in access order, one per DWord per lane access
    /// (for bank-conflict models: Gen9 SLM has 16 DWord-wide banks).
    pub slm_dwords: Vec<u32>,
    /// Scratch-space 64-byte lines read (scratch offsets rounded down to 64), deduplicated.
    pub scratch_lines_read: Vec<u64>,
    /// Scratch-space 64-byte lines written, deduplicated.
    pub scratch_lines_written: Vec<u64>,
    /// Bytes requested by reads.
    pub bytes_read: u64,
    /// Bytes requested by writes.
    pub bytes_written: u64,
    /// Atomic lane operations performed.
    pub atomic_ops: u32,
    /// Global atomic lane operations per 64-byte line: (line address, lanes), in first-touch
    /// order. Lanes on one line are applied one after another in the L3.
    pub atomic_lines: Vec<(u64, u32)>,
    /// Texels a typed-surface or sampler message fetched or stored (one per lane that reached
    /// memory); 0 for data-port messages.
    pub texels: u32,
    /// The message empties the sampler's cache (the sampler cache flush IGC emits for an
    /// image memory fence): later reads of the same lines miss it.
    pub flushes_sampler_cache: bool,
}

#[inline]
fn push_lines(v: &mut Vec<u64>, addr: u64, len: usize) {
    if len == 0 {
        return;
    }
    let last = addr.saturating_add(len as u64 - 1) & !(LINE_BYTES - 1);
    // lines first..=last, walked without an inclusive range (whose end test costs more)
    let mut a = addr & !(LINE_BYTES - 1);
    loop {
        // consecutive lanes mostly touch the line recorded last: skip the scan then
        if v.last() != Some(&a) && !v.contains(&a) {
            v.push(a);
        }
        if a == last {
            return;
        }
        a += LINE_BYTES;
    }
}

impl Footprint {
    /// Empties the footprint (as [`Footprint::default`]) but keeps its allocations, so one
    /// footprint can be reused for message after message.
    pub fn clear(&mut self) {
        // every field named: a new field must be reset here too
        let Footprint {
            lines_read,
            lines_written,
            slm_dwords,
            scratch_lines_read,
            scratch_lines_written,
            bytes_read,
            bytes_written,
            atomic_ops,
            atomic_lines,
            texels,
            flushes_sampler_cache,
        } = self;
        lines_read.clear();
        lines_written.clear();
        slm_dwords.clear();
        scratch_lines_read.clear();
        scratch_lines_written.clear();
        atomic_lines.clear();
        *bytes_read = 0;
        *bytes_written = 0;
        *atomic_ops = 0;
        *texels = 0;
        *flushes_sampler_cache = false;
    }

    /// Whether the footprint touched nothing but the global lines it read (no writes, SLM,
    /// scratch, atomics, texels or sampler flush): a plain read.
    pub fn reads_global_lines_only(&self) -> bool {
        // every field named: a new field must be judged here too
        let Footprint {
            lines_read: _,
            lines_written,
            slm_dwords,
            scratch_lines_read,
            scratch_lines_written,
            bytes_read: _,
            bytes_written,
            atomic_ops,
            atomic_lines,
            texels,
            flushes_sampler_cache,
        } = self;
        lines_written.is_empty()
            && slm_dwords.is_empty()
            && scratch_lines_read.is_empty()
            && scratch_lines_written.is_empty()
            && atomic_lines.is_empty()
            && *atomic_ops == 0
            && *texels == 0
            && *bytes_written == 0
            && !flushes_sampler_cache
    }

    /// Records `len` bytes of global memory at GPU address `addr`, read or written.
    #[inline]
    pub fn global(&mut self, addr: u64, len: usize, write: bool) {
        if write {
            self.bytes_written += len as u64;
            push_lines(&mut self.lines_written, addr, len);
        } else {
            self.bytes_read += len as u64;
            push_lines(&mut self.lines_read, addr, len);
        }
    }

    /// Records one atomic lane operation on the global line holding `addr` (the bytes it
    /// reads and writes are recorded separately with [`Footprint::global`]).
    pub fn atomic_lane(&mut self, addr: u64) {
        self.atomic_ops += 1;
        let line = addr / LINE_BYTES * LINE_BYTES;
        match self.atomic_lines.iter_mut().find(|(l, _)| *l == line) {
            Some((_, n)) => *n += 1,
            None => self.atomic_lines.push((line, 1)),
        }
    }

    /// Records `len` bytes of SLM at byte offset `off`, read or written: one DWord index per
    /// DWord touched, in access order.
    pub fn slm(&mut self, off: u64, len: usize, write: bool) {
        self.count(len, write);
        if len > 0 {
            // one reservation for the run (an exact-size range), not a check per DWord
            let (first, last) = (off / 4, (off + len as u64 - 1) / 4);
            self.slm_dwords
                .extend((first..last + 1).map(|dw| dw as u32));
        }
    }

    /// Records `len` bytes of SLM at each byte offset of `offs` in turn, read or written: what
    /// [`Footprint::slm`] records for each offset in order (a per-lane message's lanes),
    /// written in one step.
    pub fn slm_lanes(&mut self, offs: &[u64], len: usize, write: bool) {
        self.count(len * offs.len(), write);
        let Some(&o0) = offs.first() else {
            return;
        };
        if len == 0 {
            return;
        }
        // DWords first..end of the access at `off`
        let run = |off: u64| (off / 4, (off + len as u64 - 1) / 4 + 1);
        if offs.iter().all(|&o| o == o0) {
            // every lane at one offset (a value broadcast from SLM): its run, lane after lane
            // (the lanes recorded so far copied after themselves: a few copies, not one
            // per lane)
            let (first, end) = run(o0);
            let start = self.slm_dwords.len();
            self.slm_dwords.extend((first..end).map(|dw| dw as u32));
            let total = (end - first) as usize * offs.len();
            loop {
                let have = self.slm_dwords.len() - start;
                if have >= total {
                    return;
                }
                let more = have.min(total - have);
                self.slm_dwords.extend_from_within(start..start + more);
            }
        }
        for &off in offs {
            let (first, end) = run(off);
            self.slm_dwords.extend((first..end).map(|dw| dw as u32));
        }
    }

    /// Records `len` bytes of scratch space at offset `off`, read or written.
    pub fn scratch(&mut self, off: u64, len: usize, write: bool) {
        self.count(len, write);
        if write {
            push_lines(&mut self.scratch_lines_written, off, len);
        } else {
            push_lines(&mut self.scratch_lines_read, off, len);
        }
    }

    fn count(&mut self, len: usize, write: bool) {
        if write {
            self.bytes_written += len as u64;
        } else {
            self.bytes_read += len as u64;
        }
    }
}

/// The address space a failed access was aimed at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Space {
    /// Global memory by GPU address.
    Global,
    /// A stateful surface (offset from its base).
    Surface(u8),
    /// Shared local memory (offset).
    Slm,
    /// The thread's scratch space (offset from the scratch base).
    Scratch,
}

impl std::fmt::Display for Space {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Space::Global => f.write_str("global memory"),
            Space::Surface(b) => write!(f, "surface BTI {b}"),
            Space::Slm => f.write_str("SLM"),
            Space::Scratch => f.write_str("scratch"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_read_touches_only_the_lines_it_read() {
        let mut f = Footprint::default();
        f.global(0x100, 32, false);
        assert!(f.reads_global_lines_only());
        let mut w = f.clone();
        w.global(0x200, 4, true);
        assert!(!w.reads_global_lines_only());
        let mut slm = f.clone();
        slm.slm_dwords.push(3);
        assert!(!slm.reads_global_lines_only());
        let mut flush = f.clone();
        flush.flushes_sampler_cache = true;
        assert!(!flush.reads_global_lines_only());
        assert!(Footprint::default().reads_global_lines_only());
    }

    #[test]
    fn global_accesses_record_each_line_once_in_first_touch_order() {
        let mut f = Footprint::default();
        // 8 bytes inside line 0x40; 100 bytes from 0x7C: lines 0x40, 0x80, 0xC0; a write
        // ending on a line's last byte; a read again of line 0x80; the last line of the
        // address space (no wrap)
        f.global(0x44, 8, false);
        f.global(0x7C, 100, false);
        f.global(0x100, 64, true);
        f.global(0x80, 4, false);
        f.global(u64::MAX - 3, 8, false);
        f.global(0x200, 0, false);
        assert_eq!(f.lines_read, [0x40, 0x80, 0xC0, u64::MAX - 63]);
        assert_eq!(f.lines_written, [0x100]);
        assert_eq!((f.bytes_read, f.bytes_written), (120, 64));
    }

    #[test]
    fn slm_lanes_records_each_lane_as_slm_does() {
        // a float4 at byte 64 read by two lanes, then an unaligned DWord at byte 6 (DWords 1
        // and 2), after an earlier write of DWord 0
        let mut f = Footprint::default();
        f.slm(0, 4, true);
        f.slm_lanes(&[64, 64, 6], 16, false);
        let mut by_one = Footprint::default();
        by_one.slm(0, 4, true);
        for off in [64, 64, 6] {
            by_one.slm(off, 16, false);
        }
        let want = [0, 16, 17, 18, 19, 16, 17, 18, 19, 1, 2, 3, 4, 5];
        assert_eq!(f.slm_dwords, want);
        assert_eq!((f.bytes_read, f.bytes_written), (48, 4));
        assert_eq!(f, by_one);
        // one offset for every lane: its DWords lane after lane
        let mut g = Footprint::default();
        g.slm_lanes(&[6, 6, 6], 4, true);
        assert_eq!(g.slm_dwords, [1, 2, 1, 2, 1, 2]);
        assert_eq!(g.bytes_written, 12);
        // no bytes: nothing recorded
        f.slm_lanes(&[8, 12], 0, false);
        assert_eq!((f.slm_dwords.len(), f.bytes_read), (want.len(), 48));
    }
}
