//! One EU: its pipes (FPU0, FPU1, branch, send), its resident threads' candidates and the
//! counters of its activity. The issue arbiter that uses them is `Subslice::issue_eu`.

use eu_model::timing::{Pipe, PipeChoice};

/// State and counters of one EU.
#[derive(Default, Clone)]
pub(super) struct EuState {
    pub(super) pipe_free: [u64; 4],
    pub(super) pipe_busy: [u64; 4],
    pub(super) busy_until: u64,
    pub(super) active: u64,
    pub(super) free_slots: Vec<usize>,
    /// Resident threads (indices into the subslice's threads).
    pub(super) threads: Vec<usize>,
    /// Per entry of `threads`: its candidate's ready cycle and pipes (`u64::MAX`: none), a
    /// compact copy for the per-cycle scans.
    pub(super) cands: Vec<(u64, PipeChoice)>,
    pub(super) rr: usize,
    pub(super) last_change: u64,
    /// First cycle one of the EU's threads may issue (0: re-examine).
    pub(super) wake: u64,
    pub(super) nonidle: u64,
    pub(super) thread_cycles: u64,
    /// Fused off (`topology.disabled_eus`): never takes a thread, not counted in EU stats.
    pub(super) disabled: bool,
}

impl EuState {
    /// Accounts residency up to `now` (EU non-idle and thread cycles).
    pub(super) fn residency_changed(&mut self, now: u64) {
        let dt = now.saturating_sub(self.last_change);
        if !self.threads.is_empty() {
            self.nonidle += dt;
            self.thread_cycles += dt * self.threads.len() as u64;
        }
        self.last_change = self.last_change.max(now);
    }
}

/// The pipe `choice` gets at `now`, if one is free (`Some(None)`: needs no pipe).
pub(super) fn fpu_pipe(choice: PipeChoice, free: &[u64; 4], now: u64) -> Option<Option<Pipe>> {
    match choice {
        PipeChoice::None => Some(None),
        PipeChoice::Only(p) => (free[p.index()] <= now).then_some(Some(p)),
        PipeChoice::AnyFpu => {
            if free[0] <= now {
                Some(Some(Pipe::Fpu0))
            } else if free[1] <= now {
                Some(Some(Pipe::Fpu1))
            } else {
                None
            }
        }
    }
}

/// First cycle any thread of `eu` could issue, given its candidates and pipes.
pub(super) fn eu_wake(eu: &EuState) -> u64 {
    eu.cands
        .iter()
        .filter(|c| c.0 != u64::MAX)
        .map(|&(ready, pipe)| ready.max(earliest_pipe(pipe, &eu.pipe_free)))
        .min()
        .unwrap_or(u64::MAX)
}

fn earliest_pipe(choice: PipeChoice, free: &[u64; 4]) -> u64 {
    match choice {
        PipeChoice::None => 0,
        PipeChoice::Only(p) => free[p.index()],
        PipeChoice::AnyFpu => free[0].min(free[1]),
    }
}
