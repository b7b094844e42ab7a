//! The NDRange of a launch: global size, optional work-group size and global offset.

use crate::program::Kernel;
use crate::sim::setup::NdRange;
use crate::sim::SimError;

/// Largest work-group of a Gen9 GPU, in work-items.
pub const MAX_WORK_GROUP_SIZE: u64 = 256;

/// An NDRange of 1 to 3 dimensions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Range {
    /// Global work size per dimension.
    pub global: Vec<u64>,
    /// Work-group size per dimension; `None` chooses: the kernel's required size, else one
    /// sub-group per group along x when the global size allows it, else 1.
    pub local: Option<Vec<u64>>,
    /// Global work offset per dimension; `None` is zero.
    pub offset: Option<Vec<u64>>,
}

impl Range {
    /// A range of `global` work-items with the work-group size chosen.
    pub fn new(global: &[u64]) -> Range {
        Range {
            global: global.to_vec(),
            ..Range::default()
        }
    }

    /// This range with work-groups of `local` work-items.
    pub fn local(mut self, local: &[u64]) -> Range {
        self.local = Some(local.to_vec());
        self
    }

    /// This range with a global work offset.
    pub fn offset(mut self, offset: &[u64]) -> Range {
        self.offset = Some(offset.to_vec());
        self
    }

    /// Checks the shape of the range (dimensions, zero sizes, uniform work-groups, the
    /// work-group limit).
    pub fn validate(&self) -> Result<(), SimError> {
        let dims = self.global.len();
        if !(1..=3).contains(&dims) {
            return Err(bad(
                "global",
                format!("needs 1 to 3 dimensions, got {dims}"),
            ));
        }
        for (field, v) in [("global_offset", &self.offset), ("local", &self.local)] {
            if let Some(v) = v {
                if v.len() != dims {
                    return Err(bad(
                        field,
                        format!("has {} dimensions but global has {dims}", v.len()),
                    ));
                }
            }
        }
        if let Some(local) = &self.local {
            for (d, &l) in local.iter().enumerate() {
                if l == 0 {
                    return Err(bad("local", format!("dimension {d} is 0")));
                }
            }
            let total = local.iter().try_fold(1u64, |a, &l| a.checked_mul(l));
            if !matches!(total, Some(t) if t <= MAX_WORK_GROUP_SIZE) {
                return Err(bad(
                    "local",
                    format!(
                        "work-group of {local:?} work-items exceeds Gen9's maximum of \
                         {MAX_WORK_GROUP_SIZE}"
                    ),
                ));
            }
        }
        for (d, &g) in self.global.iter().enumerate() {
            if g == 0 {
                return Err(bad("global", format!("dimension {d} is 0")));
            }
        }
        Ok(())
    }

    /// The NDRange for `kernel` (compiled SIMD`simd`): defaults applied and checked against
    /// the kernel's required work-group size.
    pub(crate) fn resolve(&self, kernel: &Kernel, simd: u32) -> Result<NdRange, SimError> {
        self.validate()?;
        let global = dims32(&self.global, "global")?;
        let offset = match &self.offset {
            Some(o) => dims32(o, "global_offset")?,
            None => [0; 3],
        };
        let required = kernel.required_work_group_size();
        let local = match (&self.local, required) {
            // validated <= 256
            (Some(l), _) => dims32(l, "local")?,
            (None, Some(r)) => r,
            // One sub-group per group along x when the global size allows it, else 1.
            (None, None) => [if global[0] % simd == 0 { simd } else { 1 }, 1, 1],
        };
        if let Some(r) = required {
            if r != local {
                return Err(bad(
                    "local",
                    format!("kernel requires work-group size {r:?}, launch has {local:?}"),
                ));
            }
        }
        // OpenCL 2.0: the last group of a dimension may be smaller (IGC computes global IDs
        // from the enqueued size in every kernel, so the parts run as Intel's runtime runs them)
        let nd = NdRange::new(self.global.len() as u32, global, local, offset);
        Ok(nd)
    }
}

fn bad(field: &'static str, msg: String) -> SimError {
    SimError::Range { field, msg }
}

/// Up to three 64-bit sizes as 32-bit ones, unused dimensions 1 (0 for an offset is set by
/// the caller).
fn dims32(v: &[u64], field: &'static str) -> Result<[u32; 3], SimError> {
    let mut out = if field == "global_offset" {
        [0; 3]
    } else {
        [1; 3]
    };
    for (d, &x) in v.iter().enumerate() {
        out[d] =
            u32::try_from(x).map_err(|_| bad(field, format!("dimension {d} exceeds 2^32-1")))?;
    }
    Ok(out)
}
