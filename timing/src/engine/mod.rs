//! The engine: how a timing run uses the host's threads. It holds no hardware state.
//!
//! Time advances in windows no longer than the shortest trip of a message through what
//! subslices share; within a window every unit (a subslice, or a part of one) advances on its
//! own, on the host threads of a [`team::Team`], and [`chooser::Chooser`] decides window by
//! window whether handing the units to the helpers pays. [`host_threads`] sizes the team and
//! `split::cut` splits subslices so that every host thread gets the same share.

pub mod chooser;
mod counters;
mod driver;
mod error;
pub(crate) mod host;
pub mod launch;
mod run;
pub mod sample;
pub(crate) mod split;
mod summary;
pub mod team;

pub use error::TimingError;
pub use launch::{Launch, Limits, Machine, Services};
pub use run::{execute, TimingRun};

/// EUs of work per host thread below which the default thread count stops growing (chosen: a
/// window of one EU's issues is a few microseconds, about what handing it to another thread
/// costs; four keep the hand-over a small part).
const EUS_PER_HOST_THREAD: usize = 4;

/// Host threads of a timed run asked for `requested` threads (0: the default, `cores`) over
/// `units` subslices of `eus` EUs. More threads than subslices serve subslices split in
/// parts; by default, no more than one per [`EUS_PER_HOST_THREAD`] EUs.
pub fn host_threads(requested: usize, cores: usize, units: usize, eus: usize) -> usize {
    let host = if requested > 0 {
        requested
    } else {
        cores.min((units * eus / EUS_PER_HOST_THREAD).max(1))
    };
    host.min(units * eus).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_threads_of_a_timed_run() {
        // GT2 (3 subslices x 8 EUs) on 2 cores: both
        assert_eq!(host_threads(0, 2, 3, 8), 2);
        // on 64 cores: one thread per 4 EUs
        assert_eq!(host_threads(0, 64, 3, 8), 6);
        // asked for: as many as there are parts to run (one per EU at most)
        assert_eq!(host_threads(16, 64, 3, 8), 16);
        assert_eq!(host_threads(64, 64, 3, 8), 24);
        // a machine of one small subslice: one thread
        assert_eq!(host_threads(0, 64, 1, 2), 1);
    }
}
