//! Gen9 memory, data-port messages, L3/SLM/DRAM timing.
//!
//! Functional part: [`Memory`] (the global address space), [`Surfaces`] (binding table for
//! stateful access) and [`dataport::execute`], which applies a decoded send message
//! ([`isa::message::Message`]) to them, optionally recording a [`Footprint`].
//!
//! Timing part: [`MemoryTiming`] turns footprints into completion cycles (data port, L3,
//! DRAM, SLM banks) with the parameters of [`MemoryTimingConfig`].
#![deny(missing_docs)]

pub mod dataport;
mod memory;
mod surfaces;
pub mod timing;

pub use dataport::{execute, DataPortCtx, DataPortError, Footprint, Scratch, Space, LINE_BYTES};
pub use memory::{Memory, MemoryError, OobPolicy, FIRST_ALLOCATION, GUARD_GAP};
pub use surfaces::{SurfaceBinding, SurfaceKind, Surfaces};
pub use timing::{MemoryStats, MemoryTiming, MemoryTimingConfig};
