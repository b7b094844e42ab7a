//! The walker: which work-groups exist and how each splits into SIMD threads.

/// The NDRange as the walker sees it: groups, group size and SIMD width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walker {
    /// Number of work-groups in each dimension.
    pub num_groups: [u32; 3],
    /// Work-group size in each dimension.
    pub local_size: [u32; 3],
    /// SIMD width of the kernel (8, 16 or 32).
    pub simd_width: u32,
    /// ID of the first work-group: a non-uniform NDRange (OpenCL 2.0) runs as up to eight
    /// uniform parts, as Intel's runtime dispatches it, each starting at its own group ID.
    pub group_origin: [u32; 3],
}

/// One hardware thread of a work-group: which work-items it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadSlice {
    /// Index of the thread within its work-group.
    pub index: u32,
    /// Linear local ID of the thread's lane 0 (`index * simd_width`).
    pub first_local_id: u32,
    /// Enabled lanes: all of them, except in a group's last thread when the group size is not a
    /// multiple of the SIMD width (the walker's right execution mask).
    pub dispatch_mask: u32,
}

/// The threads of one work-group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupThreads {
    walker: Walker,
    next: u32,
}

impl Walker {
    /// Work-items per group.
    pub fn group_items(&self) -> u32 {
        self.local_size.iter().product()
    }

    /// Hardware threads per group: the group size rounded up to whole SIMD threads.
    pub fn threads_per_group(&self) -> u32 {
        self.group_items().div_ceil(self.simd_width)
    }

    /// Total number of work-groups.
    pub fn total_groups(&self) -> u64 {
        self.num_groups.iter().map(|&n| n as u64).product()
    }

    /// The ID of the `linear`-th group, in walker order (x fastest, then y, then z), from
    /// [`Walker::group_origin`].
    pub fn group_id(&self, linear: u64) -> [u32; 3] {
        let [nx, ny, _] = self.num_groups.map(u64::from);
        let [ox, oy, oz] = self.group_origin;
        [
            (linear % nx) as u32 + ox,
            ((linear / nx) % ny) as u32 + oy,
            (linear / (nx * ny)) as u32 + oz,
        ]
    }

    /// The threads of any group (they are the same for every group).
    pub fn threads(&self) -> GroupThreads {
        GroupThreads {
            walker: *self,
            next: 0,
        }
    }

    /// The 3D local ID of linear local ID `linear` (x fastest, as the runtime generates them).
    pub fn local_id(&self, linear: u32) -> [u32; 3] {
        let [lx, ly, _] = self.local_size;
        [linear % lx, (linear / lx) % ly, linear / (lx * ly)]
    }
}

impl Iterator for GroupThreads {
    type Item = ThreadSlice;

    fn next(&mut self) -> Option<ThreadSlice> {
        let w = &self.walker;
        if self.next >= w.threads_per_group() {
            return None;
        }
        let index = self.next;
        self.next += 1;
        let first = index * w.simd_width;
        let lanes = (w.group_items() - first).min(w.simd_width);
        let dispatch_mask = if lanes >= 32 {
            u32::MAX
        } else {
            (1u32 << lanes) - 1
        };
        Some(ThreadSlice {
            index,
            first_local_id: first,
            dispatch_mask,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partial_last_thread_gets_right_mask() {
        // 40 work-items at SIMD16: threads of 16, 16 and 8 lanes.
        let w = Walker {
            num_groups: [2, 1, 1],
            local_size: [40, 1, 1],
            simd_width: 16,
            group_origin: [0; 3],
        };
        let t: Vec<_> = w.threads().collect();
        assert_eq!(t.len(), 3);
        assert_eq!(t[2].first_local_id, 32);
        assert_eq!(t[2].dispatch_mask, 0xFF);
        assert_eq!(t[0].dispatch_mask, 0xFFFF);
    }

    #[test]
    fn ids_are_x_fastest() {
        let w = Walker {
            num_groups: [3, 2, 2],
            local_size: [4, 2, 3],
            simd_width: 8,
            group_origin: [0; 3],
        };
        assert_eq!(w.group_id(0), [0, 0, 0]);
        assert_eq!(w.group_id(4), [1, 1, 0]);
        assert_eq!(w.group_id(11), [2, 1, 1]);
        assert_eq!(w.local_id(13), [1, 1, 1]);
        assert_eq!(w.local_id(23), [3, 1, 2]);
        assert_eq!(w.threads_per_group(), 3);
        let full: Vec<_> = Walker {
            simd_width: 32,
            local_size: [64, 1, 1],
            ..w
        }
        .threads()
        .map(|t| t.dispatch_mask)
        .collect();
        assert_eq!(full, vec![u32::MAX, u32::MAX]);
    }
}
