//! The simulated global (GPU virtual) address space: allocations at 64-bit addresses.

use std::cell::RefCell;
use std::sync::Arc;

use crate::overlay::{Overlay, TRACK_LINE};

/// What happens on an access outside its memory.
///
/// The hardware checks a stateful (binding-table) access against the bounds programmed in
/// its surface state: the bytes outside read as zero and writes to them are dropped (Intel
/// Graphics PRM for Skylake, Volume 7, the data port's surface bounds checking). Stateless
/// accesses have no such check (they go through the page tables), so outside every
/// allocation they have no defined result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OobPolicy {
    /// As the hardware (the default): a stateful access outside its surface reads zeros and
    /// drops its writes (the data port reports it, see `DataPortCtx::clipped`); a stateless,
    /// SLM or scratch access outside its memory is an error naming the address.
    #[default]
    Hardware,
    /// Every access outside its memory fails with an error naming the address (`--oob
    /// error`, for debugging).
    Error,
    /// Every access, stateless, SLM and scratch ones included, reads zeros outside its memory
    /// and drops the writes there (`--oob ignore`).
    Ignore,
}

impl OobPolicy {
    /// Whether an access outside a surface's bounds is clipped (not an error).
    pub fn clips_surfaces(self) -> bool {
        self != OobPolicy::Error
    }

    /// Whether an access outside global memory, SLM or scratch is clipped (not an error).
    pub fn clips_everything(self) -> bool {
        self == OobPolicy::Ignore
    }
}

/// Errors of the global memory.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MemoryError {
    /// An access touched bytes outside every allocation.
    #[error("access of {len} bytes at {addr:#x} is outside every allocation")]
    OutOfBounds {
        /// First byte of the access.
        addr: u64,
        /// Length of the access.
        len: u64,
    },
    /// A new allocation would overlap an existing one.
    #[error("allocation [{base:#x}, +{size:#x}) overlaps the allocation at {other:#x}")]
    Overlap {
        /// Requested base.
        base: u64,
        /// Requested size.
        size: u64,
        /// Base of the allocation it overlaps.
        other: u64,
    },
    /// A zero-sized allocation, or one whose end does not fit in 64 bits.
    #[error("invalid allocation size {size:#x} at {base:#x}")]
    InvalidSize {
        /// Requested base.
        base: u64,
        /// Requested size.
        size: u64,
    },
    /// The alignment is not a power of two.
    #[error("alignment {0} is not a power of two")]
    InvalidAlignment(u64),
    /// The host could not provide the bytes backing an allocation.
    #[error("cannot back an allocation of {size:#x} bytes with host memory")]
    HostMemory {
        /// Requested size.
        size: u64,
    },
}

#[derive(Debug, Clone)]
struct Allocation {
    data: Vec<u8>,
}

/// First address handed out by [`Memory::allocate`]; low addresses stay unmapped so that null
/// and small garbage pointers fault.
pub const FIRST_ALLOCATION: u64 = 0x1_0000;
/// Unmapped gap left after each automatic allocation, so that overruns fault instead of landing
/// in the neighbour.
pub const GUARD_GAP: u64 = 0x1000;

/// The global address space: non-overlapping allocations, each a byte vector at a base address.
///
/// A memory can also be a speculative view of another ([`Memory::speculative`]): it shares
/// the other's bytes, keeps its own writes in an [`Overlay`] and records what it read; the
/// owner later applies the overlay with [`Memory::commit`].
#[derive(Debug, Clone, Default)]
pub struct Memory {
    /// Allocations sorted by base address (a handful per launch: a binary search over a
    /// vector beats a tree on every access). Shared with speculative views while they live;
    /// written in place otherwise.
    allocs: Arc<Vec<(u64, Allocation)>>,
    policy: OobPolicy,
    next: u64,
    /// Set on a speculative view: its writes and the lines it read (reads take `&self`, so
    /// the record sits in a cell; a view is used by one thread at a time).
    overlay: Option<Box<RefCell<Overlay>>>,
}

impl Memory {
    /// An empty address space with the given out-of-bounds policy.
    pub fn new(policy: OobPolicy) -> Self {
        Memory {
            allocs: Arc::new(Vec::new()),
            policy,
            next: FIRST_ALLOCATION,
            overlay: None,
        }
    }

    /// A speculative view of this memory: reads see this memory's bytes (and the view's own
    /// writes), writes stay in the view. Allocation changes are not allowed on a view.
    pub fn speculative(&self) -> Memory {
        self.speculative_except(0, 0)
    }

    /// [`Memory::speculative`] that does not record reads of `[base, base + size)`: memory
    /// private to the view's threads (scratch), whose reads never depend on another view.
    pub fn speculative_except(&self, base: u64, size: u64) -> Memory {
        let first = base / TRACK_LINE;
        let end = base.saturating_add(size).div_ceil(TRACK_LINE);
        Memory {
            allocs: Arc::clone(&self.allocs),
            policy: self.policy,
            next: self.next,
            overlay: Some(Box::new(RefCell::new(Overlay {
                untracked: (first, end),
                ..Overlay::default()
            }))),
        }
    }

    /// What a speculative view read and wrote (empty for a memory that is not a view).
    pub fn into_overlay(self) -> Overlay {
        self.overlay.map(|o| o.into_inner()).unwrap_or_default()
    }

    /// Applies a view's writes to this memory (every written byte lies in an allocation: the
    /// view checked it when the byte was written).
    pub fn commit(&mut self, overlay: &Overlay) {
        let allocs = Arc::make_mut(&mut self.allocs);
        for (&line, w) in &overlay.writes {
            let base = line * TRACK_LINE;
            let i = allocs.partition_point(|(b, _)| *b <= base);
            let whole = i.checked_sub(1).and_then(|i| {
                let (b, a) = &allocs[i];
                let off = usize::try_from(base - b).ok()?;
                (off + TRACK_LINE as usize <= a.data.len()).then_some((i, off))
            });
            if let Some((i, off)) = whole {
                // The line lies in one allocation: copy each run of written bytes.
                let dst = &mut allocs[i].1.data[off..off + TRACK_LINE as usize];
                let mut m = w.mask;
                while m != 0 {
                    let k0 = m.trailing_zeros() as usize;
                    let run = (!(m >> k0)).trailing_zeros() as usize;
                    dst[k0..k0 + run].copy_from_slice(&w.data[k0..k0 + run]);
                    m &= if k0 + run >= 64 {
                        0
                    } else {
                        !0u64 << (k0 + run)
                    };
                }
                continue;
            }
            let mut m = w.mask;
            while m != 0 {
                let k = m.trailing_zeros() as u64;
                m &= m - 1;
                let a = base + k;
                let i = allocs.partition_point(|(b, _)| *b <= a);
                if let Some((b, alloc)) = i.checked_sub(1).and_then(|i| allocs.get_mut(i)) {
                    if let Some(byte) = alloc.data.get_mut((a - *b) as usize) {
                        *byte = w.data[k as usize];
                    }
                }
            }
        }
    }

    /// The out-of-bounds policy.
    pub fn policy(&self) -> OobPolicy {
        self.policy
    }

    /// Allocates `size` zeroed bytes at the next free address aligned to `align` (a power of
    /// two, at least 1), leaving [`GUARD_GAP`] unmapped bytes after the previous automatic
    /// allocation. Returns the base address.
    pub fn allocate(&mut self, size: u64, align: u64) -> Result<u64, MemoryError> {
        if align == 0 || !align.is_power_of_two() {
            return Err(MemoryError::InvalidAlignment(align));
        }
        let mut base = self.next.max(FIRST_ALLOCATION);
        base = base
            .checked_add(align - 1)
            .map(|b| b & !(align - 1))
            .ok_or(MemoryError::InvalidSize { base, size })?;
        self.map(base, size)?;
        self.next = (base + size)
            .checked_add(GUARD_GAP)
            .ok_or(MemoryError::InvalidSize { base, size })?;
        Ok(base)
    }

    /// Maps `size` zeroed bytes at exactly `base`.
    pub fn map(&mut self, base: u64, size: u64) -> Result<(), MemoryError> {
        let end = base
            .checked_add(size)
            .filter(|_| size > 0)
            .ok_or(MemoryError::InvalidSize { base, size })?;
        if let Some((b, a)) = self.last_below(end) {
            if b + a.data.len() as u64 > base {
                return Err(MemoryError::Overlap {
                    base,
                    size,
                    other: b,
                });
            }
        }
        let len = usize::try_from(size).map_err(|_| MemoryError::InvalidSize { base, size })?;
        let mut data = Vec::new();
        data.try_reserve_exact(len)
            .map_err(|_| MemoryError::HostMemory { size })?;
        data.resize(len, 0);
        let at = self.allocs.partition_point(|(b, _)| *b < base);
        Arc::make_mut(&mut self.allocs).insert(at, (base, Allocation { data }));
        if end > self.next {
            self.next = end.saturating_add(GUARD_GAP);
        }
        Ok(())
    }

    /// The bytes of the allocation that starts at `base`.
    pub fn allocation(&self, base: u64) -> Option<&[u8]> {
        self.find(base).map(|i| self.allocs[i].1.data.as_slice())
    }

    /// A copy of the first `len` bytes of the allocation at `base` (reading results back),
    /// allocated fallibly: `None` when there is no such allocation or it is shorter,
    /// [`MemoryError::HostMemory`] when the host cannot hold the copy.
    pub fn copy_out(&self, base: u64, len: usize) -> Result<Option<Vec<u8>>, MemoryError> {
        let Some(src) = self.allocation(base).and_then(|a| a.get(..len)) else {
            return Ok(None);
        };
        let mut v = Vec::new();
        v.try_reserve_exact(len)
            .map_err(|_| MemoryError::HostMemory { size: len as u64 })?;
        v.extend_from_slice(src);
        Ok(Some(v))
    }

    /// Mutable bytes of the allocation that starts at `base` (to initialise buffers).
    pub fn allocation_mut(&mut self, base: u64) -> Option<&mut [u8]> {
        let i = self.find(base)?;
        Some(Arc::make_mut(&mut self.allocs)[i].1.data.as_mut_slice())
    }

    /// Index of the allocation starting exactly at `base`.
    fn find(&self, base: u64) -> Option<usize> {
        self.allocs.binary_search_by_key(&base, |(b, _)| *b).ok()
    }

    /// The allocation with the highest base below `end`.
    fn last_below(&self, end: u64) -> Option<(u64, &Allocation)> {
        let i = self.allocs.partition_point(|(b, _)| *b < end);
        let (b, a) = self.allocs.get(i.checked_sub(1)?)?;
        Some((*b, a))
    }

    /// Index of the allocation with the highest base at or below `addr`.
    fn at_or_below(&self, addr: u64) -> Option<usize> {
        self.allocs
            .partition_point(|(b, _)| *b <= addr)
            .checked_sub(1)
    }

    /// (allocation base, offset) of the allocation holding all of `[addr, addr + len)`.
    fn locate(&self, addr: u64, len: u64) -> Option<(u64, usize)> {
        let (b, a) = &self.allocs[self.at_or_below(addr)?];
        let b = *b;
        let off = addr - b;
        let end = off.checked_add(len)?;
        (end <= a.data.len() as u64).then_some((b, off as usize))
    }

    /// The allocation holding byte `addr`, as its base and bytes, for a reader that copies
    /// several nearby runs out of it with one search (a tiled row's runs): `None` when no
    /// allocation holds `addr`, and on a speculative view, whose reads must go through
    /// [`Memory::read`] to be recorded. A copy from these bytes reads what [`Memory::read`]
    /// of the same range reads when the range lies inside them (allocations never overlap).
    #[inline]
    pub fn window(&self, addr: u64) -> Option<(u64, &[u8])> {
        if self.overlay.is_some() {
            return None;
        }
        let (b, a) = &self.allocs[self.at_or_below(addr)?];
        let w = (*b, a.data.as_slice());
        (addr - w.0 < w.1.len() as u64).then_some(w)
    }

    /// Reads `buf.len()` bytes at `addr`.
    pub fn read(&self, addr: u64, buf: &mut [u8]) -> Result<(), MemoryError> {
        self.read_shared(addr, buf)?;
        if let Some(o) = self.overlay.as_deref() {
            o.borrow_mut().read(addr, buf);
        }
        Ok(())
    }

    fn read_shared(&self, addr: u64, buf: &mut [u8]) -> Result<(), MemoryError> {
        let len = buf.len() as u64;
        // One search: the allocation at or below `addr` holds the whole access or none.
        if let Some(i) = self.at_or_below(addr) {
            let (b, a) = &self.allocs[i];
            let off = addr - b;
            if let Some(src) = usize::try_from(off)
                .ok()
                .and_then(|o| a.data.get(o..o.checked_add(buf.len())?))
            {
                buf.copy_from_slice(src);
                return Ok(());
            }
        }
        if !self.policy.clips_everything() {
            return Err(MemoryError::OutOfBounds { addr, len });
        }
        for (i, byte) in buf.iter_mut().enumerate() {
            *byte = addr
                .checked_add(i as u64)
                .and_then(|a| self.locate(a, 1))
                .and_then(|(b, off)| self.find(b).map(|i| self.allocs[i].1.data[off]))
                .unwrap_or(0);
        }
        Ok(())
    }

    /// Writes `data` at `addr`.
    pub fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), MemoryError> {
        if self.overlay.is_some() {
            return self.write_view(addr, data);
        }
        let len = data.len() as u64;
        // One search: the allocation at or below `addr` holds the whole access or none.
        if let Some(i) = self.at_or_below(addr) {
            let (b, a) = &mut Arc::make_mut(&mut self.allocs)[i];
            let off = addr - *b;
            if let Some(dst) = usize::try_from(off)
                .ok()
                .and_then(|o| a.data.get_mut(o..o.checked_add(data.len())?))
            {
                dst.copy_from_slice(data);
                return Ok(());
            }
        }
        if !self.policy.clips_everything() {
            return Err(MemoryError::OutOfBounds { addr, len });
        }
        for (i, &byte) in data.iter().enumerate() {
            if let Some((b, off)) = addr.checked_add(i as u64).and_then(|a| self.locate(a, 1)) {
                if let Some(i) = self.find(b) {
                    Arc::make_mut(&mut self.allocs)[i].1.data[off] = byte;
                }
            }
        }
        Ok(())
    }

    /// [`Memory::write`] on a speculative view: the same bounds rules, bytes kept in the
    /// overlay.
    fn write_view(&mut self, addr: u64, data: &[u8]) -> Result<(), MemoryError> {
        let len = data.len() as u64;
        let whole = self.locate(addr, len).is_some();
        let policy = self.policy;
        if !whole && !policy.clips_everything() {
            return Err(MemoryError::OutOfBounds { addr, len });
        }
        let mapped: Vec<bool> = if whole {
            Vec::new()
        } else {
            (0..len)
                .map(|i| {
                    addr.checked_add(i)
                        .and_then(|a| self.locate(a, 1))
                        .is_some()
                })
                .collect()
        };
        let Some(o) = self.overlay.as_deref_mut().map(RefCell::get_mut) else {
            return Ok(());
        };
        if whole {
            o.write(addr, data);
        } else {
            for (i, &byte) in data.iter().enumerate() {
                if mapped[i] {
                    o.write_byte(addr + i as u64, byte);
                }
            }
        }
        Ok(())
    }
}
