//! What the engine keeps with each subslice to run it on host threads: buffers reused from
//! send to send, the split-window state, the warm instruction cache's view and the first
//! error of a window. None of it is hardware state: a subslice's timing does not depend on it.

use super::split::Part;
use super::TimingError;
use crate::subslice::{Subslice, WarmFetch};
use eu_model::SendTicket;
use memory_model::{Footprint, Memory};

/// Boxes of served sends kept for the next sends (at most this many: a part of a split
/// subslice records sends that the subslice serves, so boxes drift from parts to it).
const TICKETS_KEPT: usize = 256;

/// Boxes for recorded sends, reused instead of one heap allocation per send.
// the boxes themselves are what is kept: recorded sends hold them
#[allow(clippy::vec_box)]
#[derive(Default)]
pub(crate) struct TicketPool(Vec<Box<SendTicket>>);

impl TicketPool {
    /// `ticket` in a box, a reused one when there is one.
    #[inline]
    pub(crate) fn boxed(&mut self, ticket: SendTicket) -> Box<SendTicket> {
        match self.0.pop() {
            Some(mut b) => {
                *b = ticket;
                b
            }
            None => Box::new(ticket),
        }
    }

    /// Keeps the box of a served send for a later one.
    #[inline]
    pub(crate) fn recycle(&mut self, b: Box<SendTicket>) {
        if self.0.len() < TICKETS_KEPT {
            self.0.push(b);
        }
    }
}

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
    /// Boxes of served sends, for the next ones.
    pub(crate) tickets: TicketPool,
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
            tickets: TicketPool::default(),
        }
    }
}
