//! The Gen9 GPU timing model, one module per hardware unit.
//!
//! Each unit holds its state and parameters and is tested in its own file:
//!
//! * [`eu`]: the execution unit — instruction cost classes (pipe, occupancy, latency), the
//!   registers an instruction reads and writes, the per-thread scoreboard, and the EU's
//!   parameters ([`EuTimingConfig`]).
//! * [`subslice`]: the subslice — its EUs, hardware threads and work-groups, the issue of an
//!   instruction, the thread dispatcher, the barrier gateway, the instruction cache and the SLM
//!   banks.
//! * [`dataport`]: the data port's side of a send to what subslices share, served at the end
//!   of its window in issue order.
//! * [`memory`]: the memory system seen from the subslices ([`MemoryTiming`]): each
//!   subslice's data port and sampler (with its cache), routed to the L3 and DRAM.
//! * [`l3`]: one slice's L3, its banks and its atomics.
//! * [`cache`]: the set-associative LRU tag store of the L3 and the sampler cache.
//! * [`memory_side`]: DRAM (room for a last-level cache).
//! * [`engine`]: the run of a launch ([`engine::execute`] over a [`engine::Launch`], a
//!   [`engine::Machine`] and the [`engine::Services`] a front end provides) and host
//!   parallelism (windows, the team of host threads, split parts); no hardware state.
//! * [`stats`]: the timing stats of a run and its message counts.
//! * [`ports`]: the EU's send port — where a served message goes and when it completes.
//! * [`observe`]: the one stream of events (issues, stalls, lifetimes) that stats, profile
//!   and traces are fed from.
//!
//! Sources for the parameters are given with each declaration; the structure follows Intel,
//! "The Compute Architecture of Intel Processor Graphics Gen9" (2015).
#![deny(missing_docs)]

pub mod cache;
pub mod dataport;
pub(crate) mod early;
pub mod engine;
pub mod eu;
pub(crate) mod finish;
pub(crate) mod l3;
pub mod memory;
pub mod memory_side;
pub mod observe;
pub mod ports;
pub mod sequence;
pub mod stats;
pub mod subslice;

pub use eu::EuTimingConfig;
pub use memory::{DramCycles, MemoryStats, MemoryTiming, MemoryTimingConfig};
pub use subslice::{ICache, SlmTiming};
