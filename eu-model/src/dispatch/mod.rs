//! Dispatch: GPGPU-walker semantics. Work-groups are split into hardware threads of the
//! kernel's SIMD width; each thread starts with the payload the Gen9 runtime and hardware build
//! (r0 header, per-thread local IDs, cross-thread data), as IGC-compiled code expects it.

mod payload;
mod walker;

pub use payload::{PayloadLayout, R0Fields};
pub use walker::{GroupThreads, ThreadSlice, Walker};
