//! What the engine keeps with each subslice to run it on host threads: buffers reused from
//! send to send, the split-window state, the warm instruction cache's view and the first
//! error of a window. None of it is hardware state: a subslice's timing does not depend on it.

use super::split::Part;
use super::TimingError;
use crate::subslice::{Subslice, WarmFetch};
use memory_model::{Footprint, Memory};

/// The engine's bookkeeping of one subslice.
pub(crate) struct UnitHost {
    /// Footprint buffer of the messages served in the subslice (reused from send to send).
    pub(crate) fp: Footprint,
    /// The empty stand-in for global memory of the messages served in the subslice (SLM,
    /// gateway and end of thread never reach global memory).
    pub(crate) no_memory: Memory,
    /// Running as one part of a split window ([`super::split`]).
    pub(crate) part: Option<Part>,
    /// The parts it was last split into, kept for the next split.
    pub(crate) spare: Vec<Subslice>,
    /// The instruction cache is warm (`ICache::is_warm`; once warm, it stays so).
    pub(crate) icache_warm: bool,
    /// The warm cache's fetches, once it is warm (hits added to the cache at the end).
    pub(crate) warm: Option<WarmFetch>,
    /// An error met while advancing, with its cycle.
    pub(crate) error: Option<(u64, TimingError)>,
    /// The local EU whose issue failed (with `error`).
    pub(crate) error_eu: usize,
}

impl Default for UnitHost {
    fn default() -> Self {
        UnitHost {
            fp: Footprint::default(),
            no_memory: Memory::new(memory_model::OobPolicy::Error),
            part: None,
            spare: Vec::new(),
            icache_warm: false,
            warm: None,
            error: None,
            error_eu: 0,
        }
    }
}
