//! What the engine keeps with each subslice to run it on host threads: buffers reused from
//! send to send, the split-window state, the warm instruction cache's view and the first
//! error of a window. None of it is hardware state: a subslice's timing does not depend on it.

use super::split::Part;
use super::TimingError;
use crate::subslice::WarmFetch;
use eu_model::SendTicket;
use memory_model::{Footprint, Memory};

/// Boxes of served sends kept for the next sends (at most this many: a part of a split
/// subslice records sends that the subslice serves, so boxes drift from parts to it).
const TICKETS_KEPT: usize = 256;

/// Boxes for recorded sends, reused instead of one heap allocation per send.
// the boxes themselves are what is kept: recorded sends hold them
#[allow(clippy::vec_box)]
pub(crate) struct TicketPool<T = SendTicket>(Vec<Box<T>>);

impl<T> Default for TicketPool<T> {
    fn default() -> Self {
        TicketPool(Vec::new())
    }
}

impl<T> TicketPool<T> {
    /// A kept box to fill in place, or a new one holding `T::default()`.
    #[inline]
    pub(crate) fn take(&mut self) -> Box<T>
    where
        T: Default,
    {
        self.0.pop().unwrap_or_default()
    }

    /// Hands `other` a share of the kept boxes (`1 / parts` of them, as long as it keeps no
    /// more than the most kept): a part of a split
    /// subslice records sends whose boxes the subslice recycles, so boxes flow back to the
    /// parts at each split instead of being freed on one host thread and allocated on another.
    pub(crate) fn share(&mut self, other: &mut TicketPool<T>, parts: usize) {
        let n = (self.0.len() / parts.max(1)).min(TICKETS_KEPT.saturating_sub(other.0.len()));
        let from = self.0.len() - n;
        other.0.extend(self.0.drain(from..));
    }

    /// Keeps the box of a served send for a later one.
    #[inline]
    pub(crate) fn recycle(&mut self, b: Box<T>) {
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
    pub(crate) spare: crate::subslice::Units,
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
    /// The outcomes of the sends served at this window's end, one per recorded send in
    /// order ([`crate::finish`]).
    pub(crate) outcomes: Vec<crate::finish::Outcome>,
    /// Sends whose functional part was completed before the window's end.
    pub(crate) early: crate::early::EarlyDone,
    /// A view of global memory for [`Subslice::complete_early`] on a helper thread (set for
    /// the window's last hand-over, dropped before the window's end writes memory).
    pub(crate) view: Option<Memory>,
    /// The start of the window when the unit advances through all its sub-windows in one
    /// hand-over ([`super::split::advance_split`] with `whole`).
    pub(crate) window_from: Option<u64>,
    /// Room for the order a sweep's recorded messages go in (`subslice/sweep.rs`).
    pub(crate) merge_order: Vec<u32>,
}

impl UnitHost {
    /// Keeps `err`, met at `cycle` on local EU `eu`, when it comes before the error kept so
    /// far in (cycle, EU) order: the error the cycle-by-cycle loop would have met first.
    pub(crate) fn keep_first_error(&mut self, cycle: u64, eu: usize, err: TimingError) {
        let earlier = self
            .error
            .as_ref()
            .is_none_or(|(at, _)| (cycle, eu) < (*at, self.error_eu));
        if earlier {
            self.error = Some((cycle, err));
            self.error_eu = eu;
        }
    }
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
            outcomes: Vec::new(),
            early: Default::default(),
            view: None,
            window_from: None,
            merge_order: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_of_the_boxes_goes_to_a_part_never_past_the_most_kept() {
        let ticket = || 7u32;
        let mut pool = TicketPool::<u32>::default();
        for _ in 0..90 {
            pool.recycle(Box::new(ticket()));
        }
        let mut part = TicketPool::default();
        pool.share(&mut part, 3);
        assert_eq!((pool.0.len(), part.0.len()), (60, 30));
        part.0
            .extend((0..TICKETS_KEPT - 40).map(|_| Box::new(ticket())));
        pool.share(&mut part, 2);
        assert_eq!((pool.0.len(), part.0.len()), (50, TICKETS_KEPT));
    }

    #[test]
    fn the_first_error_in_cycle_then_eu_order_is_kept() {
        let mut host = UnitHost::default();
        let err = |s: &str| TimingError::Kernel(s.to_string());
        let kept = |h: &UnitHost| match &h.error {
            Some((c, TimingError::Kernel(s))) => (*c, h.error_eu, s.clone()),
            _ => panic!("an error kept"),
        };
        host.keep_first_error(10, 3, err("a"));
        host.keep_first_error(10, 5, err("b"));
        host.keep_first_error(11, 0, err("c"));
        assert_eq!(kept(&host), (10, 3, "a".to_string()));
        host.keep_first_error(10, 1, err("d"));
        assert_eq!(kept(&host), (10, 1, "d".to_string()));
        host.keep_first_error(9, 7, err("e"));
        assert_eq!(kept(&host), (9, 7, "e".to_string()));
    }
}
