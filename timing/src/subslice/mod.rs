//! The subslice: its EUs, hardware threads and resident work-groups (`unit.rs`), the issue of
//! one instruction (`issue.rs`) and the analysis of a thread's next one (`analyse.rs`), the
//! thread dispatcher (`dispatcher.rs`), the message gateway's barriers (`gateway.rs`), and
//! what its EUs share: the instruction cache ([`ICache`]) and the shared local memory's banks
//! ([`SlmTiming`]).
//!
//! Gen9 groups 8 EUs with a thread dispatcher, an instruction cache, a sampler, a data port
//! and 64 KB of SLM into a subslice (Intel, "The Compute Architecture of Intel Processor
//! Graphics Gen9", 2015, section 5.3).

mod analyse;
mod dispatcher;
mod gateway;
mod icache;
mod issue;
mod slm;
mod sweep;
mod unit;

pub(crate) use dispatcher::{pick_subslice, GroupNeeds, Placement};
pub(crate) use unit::{Counters, Ctx, Release, ResidentGroup, Shared, Subslice, Units};

pub use icache::{Fetch, ICache, ICacheStats, WarmFetch};
pub use slm::SlmTiming;
