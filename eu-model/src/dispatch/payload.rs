//! The initial register contents of a dispatched thread.
//!
//! Layout, as IGC-compiled code reads it (checked against ocloc output for SIMD8/16/32 kernels
//! in tests/corpus, and NEO's local-ID generator):
//! - `r0`: the thread header. `r0.1` = group ID x, `r0.6` = group ID y, `r0.7` = group ID z;
//!   `r0.2` bits 27:24 = barrier ID (IGC masks `r0.2 & 0x8F000000` into the gateway barrier
//!   message); `r0.5` bits 31:10 = the thread's scratch-space offset (IGC computes scratch
//!   addresses as `r0.5 & -1024`), bits 9:0 = the thread's slot among the threads the
//!   machine holds at once (the fixed-function thread ID: IGC's code for a stateless
//!   private-memory surface offsets each thread by `r0.5 & 0x1FF` on Gen9, `& 0x3FF` on
//!   Gen11 and Gen12LP, times the thread's private bytes).
//! - then, for each local-ID dimension the kernel's thread-payload token marks present (x, y, z
//!   in that order), the 16-bit local IDs of the thread's lanes: one GRF per dimension at SIMD8
//!   (lanes in the low 16 bytes) and SIMD16, two GRFs at SIMD32 (lanes 0-15, then 16-31);
//! - then one unused GRF if the token says `UnusedPerThreadConstantPresent` (kernels that read
//!   no local ID: cross-thread data then starts at r2);
//! - then the cross-thread data (argument values, sizes, offsets), at the offsets the kernel's
//!   data-parameter tokens give, starting at the next GRF.

use super::walker::{ThreadSlice, Walker};
use crate::ThreadState;

/// Which parts of the per-thread payload a kernel expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PayloadLayout {
    /// SIMD width (8, 16 or 32).
    pub simd_width: u32,
    /// Local ID x, y, z present in the per-thread payload.
    pub local_ids: [bool; 3],
    /// One unused per-thread GRF follows the local IDs (the thread-payload token's
    /// `UnusedPerThreadConstantPresent`; IGC sets it when a kernel reads no local ID, so the
    /// per-thread data is never empty).
    pub unused_per_thread_grf: bool,
}

/// Fields of the `r0` header that depend on where and how the thread runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct R0Fields {
    /// Work-group ID.
    pub group_id: [u32; 3],
    /// Hardware barrier ID of the group (0-15).
    pub barrier_id: u32,
    /// Scratch-space offset of the thread (a multiple of 1024).
    pub scratch_offset: u32,
    /// The thread's slot among those resident at once (below 1024): no two threads that
    /// may run at the same time share one.
    pub thread_slot: u32,
}

impl PayloadLayout {
    /// GRFs one local-ID dimension occupies.
    pub fn grfs_per_dimension(&self) -> usize {
        if self.simd_width > 16 {
            2
        } else {
            1
        }
    }

    /// First GRF of the cross-thread data.
    pub fn cross_thread_grf(&self) -> usize {
        1 + self.local_ids.iter().filter(|&&p| p).count() * self.grfs_per_dimension()
            + usize::from(self.unused_per_thread_grf)
    }

    /// Writes a thread's payload into `state`: r0, local IDs and `cross_thread` bytes.
    /// Returns the number of GRFs the payload occupies, or `None` if it does not fit in 128 GRFs
    /// or the SIMD width is not 8, 16 or 32 (a damaged binary: never a panic).
    pub fn write(
        &self,
        state: &mut ThreadState,
        walker: &Walker,
        slice: &ThreadSlice,
        r0: &R0Fields,
        cross_thread: &[u8],
    ) -> Option<usize> {
        if !matches!(self.simd_width, 8 | 16 | 32) {
            return None;
        }
        let start = self.cross_thread_grf();
        let end = start.checked_mul(32)?.checked_add(cross_thread.len())?;
        if end > 128 * 32 {
            return None;
        }
        let grf = state.grf_mut();
        let mut put = |reg: usize, dword: usize, v: u32| {
            let o = reg * 32 + dword * 4;
            grf[o..o + 4].copy_from_slice(&v.to_le_bytes());
        };
        put(0, 1, r0.group_id[0]);
        put(0, 2, (r0.barrier_id & 0xF) << 24);
        put(
            0,
            5,
            (r0.scratch_offset & !0x3FF) | (r0.thread_slot & 0x3FF),
        );
        put(0, 6, r0.group_id[1]);
        put(0, 7, r0.group_id[2]);
        let mut reg = 1;
        for (dim, _) in self.local_ids.iter().enumerate().filter(|(_, &p)| p) {
            for lane in 0..self.simd_width as usize {
                let id = walker.local_id(slice.first_local_id + lane as u32)[dim];
                let o = (reg + lane / 16) * 32 + (lane % 16) * 2;
                grf[o..o + 2].copy_from_slice(&(id as u16).to_le_bytes());
            }
            reg += self.grfs_per_dimension();
        }
        grf[start * 32..end].copy_from_slice(cross_thread);
        Some(end.div_ceil(32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ThreadId;

    fn uw(s: &ThreadState, reg: usize, i: usize) -> u16 {
        let o = reg * 32 + i * 2;
        u16::from_le_bytes([s.grf()[o], s.grf()[o + 1]])
    }

    #[test]
    fn simd32_local_ids_take_two_grfs_each() {
        // Matches ocloc's SIMD32 code: lid.x in r1-r2, lid.z in r5-r6, cross-thread from r7.
        let w = Walker {
            num_groups: [1, 1, 1],
            local_size: [8, 4, 2],
            simd_width: 32,
            group_origin: [0; 3],
        };
        let layout = PayloadLayout {
            simd_width: 32,
            local_ids: [true; 3],
            unused_per_thread_grf: false,
        };
        assert_eq!(layout.cross_thread_grf(), 7);
        let slice = w.threads().nth(1).unwrap();
        let mut s = ThreadState::new(ThreadId(0), 32, slice.dispatch_mask);
        let r0 = R0Fields {
            group_id: [5, 6, 7],
            barrier_id: 3,
            scratch_offset: 0x1400,
            thread_slot: 0x1A5,
        };
        let n = layout.write(&mut s, &w, &slice, &r0, &[0xAB; 40]).unwrap();
        assert_eq!(n, 9);
        // Lane 20 of thread 1 is linear id 52 = (4, 2, 1).
        assert_eq!(uw(&s, 2, 4), 4);
        assert_eq!(uw(&s, 4, 4), 2);
        assert_eq!(uw(&s, 6, 4), 1);
        assert_eq!(s.read_ud(0, 1), 5);
        assert_eq!(s.read_ud(0, 6), 6);
        assert_eq!(s.read_ud(0, 7), 7);
        assert_eq!(s.read_ud(0, 2), 3 << 24);
        assert_eq!(s.read_ud(0, 5), 0x1400 | 0x1A5);
        assert_eq!(s.grf()[7 * 32 + 39], 0xAB);
        assert_eq!(s.grf()[7 * 32 + 40], 0);
    }

    #[test]
    fn simd8_uses_low_half_of_one_grf() {
        let w = Walker {
            num_groups: [1, 1, 1],
            local_size: [16, 1, 1],
            simd_width: 8,
            group_origin: [0; 3],
        };
        let layout = PayloadLayout {
            simd_width: 8,
            local_ids: [true, true, true],
            unused_per_thread_grf: false,
        };
        assert_eq!(layout.cross_thread_grf(), 4);
        let slice = w.threads().nth(1).unwrap();
        let mut s = ThreadState::new(ThreadId(0), 8, slice.dispatch_mask);
        layout
            .write(&mut s, &w, &slice, &R0Fields::default(), &[])
            .unwrap();
        assert_eq!(
            (0..8).map(|i| uw(&s, 1, i)).collect::<Vec<_>>(),
            (8..16).collect::<Vec<_>>()
        );
        assert_eq!(uw(&s, 1, 8), 0);
    }

    #[test]
    fn unused_per_thread_grf_moves_cross_thread_data() {
        // ocloc's mb_edges kernel (examples/media_block): no local IDs, the flag set, and the
        // code reads cross-thread offset 0x2c from r3.3, i.e. cross-thread data from r2.
        let layout = PayloadLayout {
            simd_width: 16,
            local_ids: [false; 3],
            unused_per_thread_grf: true,
        };
        assert_eq!(layout.cross_thread_grf(), 2);
    }

    #[test]
    fn other_simd_widths_are_refused() {
        for simd in [0, 1, 4, 64, 4096] {
            let w = Walker {
                num_groups: [1, 1, 1],
                local_size: [8, 1, 1],
                simd_width: 8,
                group_origin: [0; 3],
            };
            let layout = PayloadLayout {
                simd_width: simd,
                local_ids: [true; 3],
                unused_per_thread_grf: false,
            };
            let slice = w.threads().next().unwrap();
            let mut s = ThreadState::new(ThreadId(0), 8, 0xFF);
            assert!(
                layout
                    .write(&mut s, &w, &slice, &R0Fields::default(), &[0; 32])
                    .is_none(),
                "SIMD{simd}"
            );
        }
    }

    #[test]
    fn oversized_cross_thread_data_is_refused() {
        let w = Walker {
            num_groups: [1, 1, 1],
            local_size: [8, 1, 1],
            simd_width: 8,
            group_origin: [0; 3],
        };
        let layout = PayloadLayout {
            simd_width: 8,
            local_ids: [true; 3],
            unused_per_thread_grf: false,
        };
        let slice = w.threads().next().unwrap();
        let mut s = ThreadState::new(ThreadId(0), 8, 0xFF);
        assert!(layout
            .write(&mut s, &w, &slice, &R0Fields::default(), &[0; 125 * 32])
            .is_none());
    }
}
