//! A subslice as a unit of the timing model: its EUs with their issue arbiters, the hardware
//! threads and work-groups resident on it, its instruction cache and thread dispatcher, and
//! the counters of what happened on it.
//!
//! A subslice runs on its own through a window of cycles: it serves its end-of-thread
//! messages itself, its SLM and barrier messages at the ends of sub-windows, and records its
//! messages to shared state for the end of the window ([`crate::dataport`]). [`Subslice::advance`] touches nothing outside the subslice, so
//! subslices advance in parallel and the result does not depend on the number of host
//! threads.

use super::{ICache, SlmTiming};
use crate::dataport::Deferred;
use crate::engine::host::UnitHost;
use crate::engine::launch::Services;
use crate::engine::TimingError;
use crate::eu::{
    code_pipe, eu_wake, fpu_class_of, fpu_pipe, CandSummary, Candidate, DepRecords, EuState,
    EuTimingConfig, InstHot, InstTiming, RegAccess, Scoreboard,
};
use crate::memory::{MemoryStats, MemoryTiming};
use crate::observe::Observer;
use crate::stats::MessageCounts;
use eu_model::ThreadState;
use memory_model::{Footprint, Memory};

/// Sub-windows shorter than this run cycle by cycle even when their EUs could advance one
/// after another (`sweep.rs`): chosen, a host-side cost, not a model parameter. The SLM
/// GEMM's 32-cycle sub-windows measured no faster swept and took 3.8 % more host
/// instructions; the 101-cycle windows of the SGEMM, FMA chain and stencil ran 7-20 %
/// faster.
const SWEEP_MIN_CYCLES: u64 = 64;

/// What every subslice reads and nobody changes during a run.
pub(crate) struct Ctx<'k> {
    pub(crate) cfg: EuTimingConfig,
    pub(crate) code: &'k eu_model::Kernel,
    /// Per instruction of `code`, its timing record.
    pub(crate) analysed: Vec<InstTiming>,
    /// Per instruction of `code`, the hot part of its timing record (what every issue
    /// reads), one cache line each.
    pub(crate) hot: Vec<InstHot>,
    /// Software-scoreboard records (Gen12LP; empty: the register scoreboard decides).
    pub(crate) deps: DepRecords,
    /// Kernel name (errors).
    pub(crate) name: &'k str,
    /// The kernel uses barriers (each group holds one of its subslice's).
    pub(crate) has_barriers: bool,
    /// The shared functions sends reach.
    pub(crate) services: &'k dyn Services,
    pub(crate) max_thread_instructions: u64,
    /// Trace events are recorded.
    pub(crate) tracing: bool,
    /// A subslice whose EUs may advance one after another does so (`sweep.rs`).
    pub(crate) sweep: bool,
    pub(crate) eus_per_subslice: usize,
    pub(crate) subslices_per_slice: usize,
    pub(crate) threads_per_eu: usize,
    /// Cycles from a window's start to the end of each of its sub-windows, at which the SLM
    /// and gateway messages recorded since are served (`u64::MAX`: the kernel sends none).
    pub(crate) local_window: u64,
}

impl Ctx<'_> {
    pub(crate) fn exec_err(&self, source: eu_model::ExecError) -> TimingError {
        TimingError::Exec {
            kernel: self.name.to_string(),
            source,
        }
    }

    /// Where EU `e` (global index), slot `slot` sits, for traces.
    pub(crate) fn hw_thread(&self, e: usize, slot: usize) -> traces::HwThread {
        let eps = self.eus_per_subslice.max(1);
        let ss = e / eps;
        let spss = self.subslices_per_slice.max(1);
        traces::HwThread {
            slice: (ss / spss) as u16,
            subslice: (ss % spss) as u16,
            eu: (e % eps) as u16,
            thread: slot as u16,
        }
    }
}

/// The state shared by all subslices, used only at the ends of windows.
pub(crate) struct Shared<'a> {
    pub(crate) memory: &'a mut Memory,
    pub(crate) mem: MemoryTiming,
    /// Footprint buffer reused by every send (`GroupShared::footprint`).
    pub(crate) fp: Footprint,
    pub(crate) messages: MessageCounts,
    /// The lines the sends served so far at this window's end wrote.
    pub(crate) written: crate::early::Written,
    /// Served sends are finished by their subslices when they next advance (on their host
    /// threads: set while windows run in parallel) rather than at once
    /// ([`crate::finish::Finishing`]; the results are the same).
    pub(crate) defer_finishes: bool,
}

/// `repr(C)`, aligned to a cache line: what the issue and the analysis of the next
/// instruction read and write for every instruction is in the first line (the candidate,
/// the next-issue cycle, the instruction buffer) and the second (the blocked state, the EU,
/// the scoreboard's base), ahead of the scoreboard's entries and the large register state.
#[repr(C, align(64))]
pub(crate) struct HwThread {
    pub(crate) cand: Option<Candidate>,
    /// The first cycle its next instruction may issue (in order after its last).
    pub(crate) next_issue: u64,
    /// First and last instruction-cache line of the thread's last fetch and the cycle they
    /// arrived (the thread's instruction buffer).
    pub(crate) fetched: (u64, u64, u64),
    pub(crate) blocked_since: Option<u64>,
    /// Its EU, local to the subslice.
    pub(crate) eu: usize,
    /// Where it sits in the machine (its events' thread).
    pub(crate) hw: traces::HwThread,
    pub(crate) notify_at: u64,
    /// Its index in the subslice's `threads`.
    pub(crate) index: usize,
    /// Index of its group in the subslice's `groups`.
    pub(crate) group: usize,
    pub(crate) sb: Scoreboard,
    pub(crate) slot: usize,
    /// Cycle the thread was placed (trace thread lifetimes).
    pub(crate) born: u64,
    /// Register accesses of a candidate that depends on the thread's state.
    pub(crate) dyn_acc: RegAccess,
    pub(crate) state: ThreadState,
}

// the hot fields fill the first cache line; the scoreboard's base (its first field) ends
// the second
const _: () = assert!(std::mem::offset_of!(HwThread, blocked_since) == 64);
const _: () = assert!(std::mem::offset_of!(HwThread, sb) == 120);

pub(crate) struct ResidentGroup {
    pub(crate) id: [u32; 3],
    /// Cycle it was placed.
    pub(crate) placed: u64,
    pub(crate) threads: Vec<usize>,
    pub(crate) ended: usize,
    pub(crate) arrivals: usize,
    pub(crate) last_signal: u64,
    pub(crate) slm: Vec<u8>,
}

pub(crate) enum Release {
    Slot {
        eu: usize,
        slot: usize,
        t: usize,
    },
    Group {
        /// The group's index in `Subslice::groups` (freed for reuse).
        g: usize,
        slm: u32,
        barrier: bool,
    },
}

/// Counters of one subslice, summed over subslices at the end of a run.
#[derive(Default)]
pub(crate) struct Counters {
    /// EU instructions issued (for `--max-instructions`).
    pub(crate) issued: u64,
    /// Instructions of threads that ended and were released.
    pub(crate) instructions: u64,
    pub(crate) work_groups: u64,
    pub(crate) last_event: u64,
    /// The latest cycle a slot or group was freed at.
    pub(crate) last_release: u64,
}

/// Subslices, each in a box of its own that stays put: handing one to a host thread moves a
/// pointer, not the subslice (nearly 2 KB, copied into a fresh box at every hand-over before,
/// and read back from the other core's cache).
// boxed on purpose (see above)
#[allow(clippy::vec_box)]
pub(crate) type Units = Vec<Box<Subslice>>;

/// One subslice (see the module documentation). Aligned to a cache line: its box shares no
/// line with another subslice's, which another host thread may be advancing.
#[repr(align(64))]
pub(crate) struct Subslice {
    /// Index over all subslices of the GPU.
    pub(crate) index: usize,
    pub(crate) eus: Vec<EuState>,
    /// Boxed, so that a thread moves between a subslice and its parts cheaply.
    pub(crate) threads: Vec<Option<Box<HwThread>>>,
    pub(crate) free_thread_ids: Vec<usize>,
    pub(crate) groups: Vec<Option<ResidentGroup>>,
    /// Indices of `groups` released (reused before the vector grows).
    pub(crate) free_group_ids: Vec<usize>,
    pub(crate) icache: Option<ICache>,
    pub(crate) slm_used: u32,
    pub(crate) barriers_used: u32,
    pub(crate) dispatcher_free: u64,
    /// Slots and groups to free, with the cycle they free at.
    pub(crate) releases: Vec<(u64, Release)>,
    /// Hardware threads resident.
    pub(crate) resident: usize,
    /// The cycle being processed (instruction fetches start then).
    pub(crate) now: u64,
    /// First cycle not processed yet.
    pub(crate) clock: u64,
    /// A barrier release re-analysed threads (possibly on other EUs) this cycle.
    pub(crate) woke_others: bool,
    pub(crate) counters: Counters,
    /// Where its events go: stats, profile, trace (`observe.rs`).
    pub(crate) obs: Observer,
    /// Sends to shared state recorded in this window (taken when served).
    pub(crate) deferred: Vec<Option<Deferred>>,
    /// SLM and gateway messages recorded in this sub-window ([`crate::dataport`]).
    pub(crate) local: Vec<Deferred>,
    /// Sends served at the last window's end that its threads take in before it advances
    /// again ([`crate::finish::Finishing`]).
    pub(crate) finishing: crate::finish::Finishing,
    /// The subslice's SLM banks, and their counters.
    pub(crate) slm_timing: SlmTiming,
    pub(crate) slm_stats: MemoryStats,
    /// Messages served here (SLM, gateway, end of thread).
    pub(crate) messages: MessageCounts,
    /// What the engine keeps with the subslice to run it on host threads (no hardware
    /// state).
    pub(crate) host: UnitHost,
}

impl Subslice {
    /// A subslice of `eus` EUs (those at or past `enabled` fused off) with `tpe` threads each.
    pub(crate) fn new(
        index: usize,
        eus: usize,
        enabled: usize,
        tpe: usize,
        slm: SlmTiming,
    ) -> Self {
        let eus = (0..eus)
            .map(|e| EuState {
                free_slots: if e < enabled {
                    (0..tpe).rev().collect()
                } else {
                    Vec::new()
                },
                disabled: e >= enabled,
                ..EuState::with_room()
            })
            .collect();
        Subslice {
            index,
            eus,
            threads: Vec::new(),
            free_thread_ids: Vec::new(),
            groups: Vec::new(),
            free_group_ids: Vec::new(),
            icache: None,
            slm_used: 0,
            barriers_used: 0,
            dispatcher_free: 0,
            releases: Vec::new(),
            resident: 0,
            now: 0,
            clock: 0,
            woke_others: false,
            counters: Counters::default(),
            obs: Observer::new(0, false, false),
            deferred: Vec::new(),
            local: Vec::new(),
            finishing: Default::default(),
            slm_timing: slm,
            slm_stats: MemoryStats::default(),
            messages: MessageCounts::default(),
            host: UnitHost::default(),
        }
    }

    /// Global index of local EU `e`.
    pub(crate) fn global_eu(&self, e: usize) -> usize {
        self.index * self.eus.len() + e
    }

    /// The first cycle one of its EUs may issue (`u64::MAX`: none).
    pub(crate) fn next_wake(&mut self) -> u64 {
        let now = self.now;
        let mut next = u64::MAX;
        for eu in &mut self.eus {
            if eu.wake <= now {
                eu.wake = eu_wake(eu);
            }
            next = next.min(eu.wake);
        }
        next
    }

    /// The first cycle something of this subslice is due: an EU wake-up or a release.
    pub(crate) fn next_event(&mut self) -> u64 {
        let releases = self.releases.iter().map(|r| r.0).min().unwrap_or(u64::MAX);
        self.next_wake().min(releases)
    }

    /// Runs the subslice from its clock up to (not including) `bound`. Touches nothing
    /// outside the subslice.
    pub(crate) fn advance(&mut self, ctx: &Ctx<'_>, bound: u64) {
        if !self.finishing.is_empty() {
            self.take_in_finishes(ctx);
        }
        if ctx.sweep && bound.saturating_sub(self.clock) >= SWEEP_MIN_CYCLES && self.may_sweep() {
            self.sweep(ctx, bound);
            return;
        }
        let mut next = self.next_wake();
        while self.host.error.is_none() {
            let c = next.max(self.clock);
            if c >= bound {
                self.clock = self.clock.max(bound);
                return;
            }
            match self.process_cycle(ctx, c) {
                Ok(wake) => next = wake,
                Err(e) => self.host.error = Some((c, e)),
            }
        }
    }

    /// Issues what its EUs can issue at cycle `now`; returns the first cycle one of them may
    /// issue next (what [`Self::next_wake`] would give: only a barrier's release changes
    /// another EU's threads, and then every EU is looked at again).
    pub(crate) fn process_cycle(&mut self, ctx: &Ctx<'_>, now: u64) -> Result<u64, TimingError> {
        self.now = now;
        self.woke_others = false;
        let mut next = u64::MAX;
        for e in 0..self.eus.len() {
            if self.eus[e].wake <= now && !self.eus[e].threads.is_empty() {
                let marks = (self.obs.events_len(), self.releases.len());
                if let Err(err) = self.issue_eu(ctx, e, now) {
                    self.host.error_eu = e;
                    return Err(err);
                }
                if let Some(p) = self.host.part.as_mut() {
                    p.mark(now, e, marks, (self.obs.events_len(), self.releases.len()));
                }
            }
            let eu = &mut self.eus[e];
            if eu.wake <= now {
                eu.wake = eu_wake(eu);
            }
            next = next.min(eu.wake);
        }
        if self.woke_others {
            next = u64::MAX;
            for eu in &mut self.eus {
                if eu.wake <= now {
                    eu.wake = eu_wake(eu);
                }
                next = next.min(eu.wake);
            }
        }
        self.clock = now + 1;
        Ok(next)
    }

    /// Thread `t` has no candidate (it waits for a notification, or ended): clears it, and
    /// its entry in its EU's `cands`.
    pub(crate) fn drop_cand(&mut self, t: usize) {
        let Some(th) = self.threads[t].as_mut() else {
            return;
        };
        th.cand = None;
        sync_into(&mut self.eus[th.eu], CandSummary::NONE, t, usize::MAX);
    }

    /// Issues what can issue on local EU `e` at cycle `now`: its threads whose candidates are
    /// ready, round-robin from the arbiter's position, each if a pipe it can take is free.
    #[inline(always)]
    pub(crate) fn issue_eu(
        &mut self,
        ctx: &Ctx<'_>,
        e: usize,
        now: u64,
    ) -> Result<(), TimingError> {
        let n = self.eus[e].threads.len();
        if n == 0 || self.eus[e].wake > now {
            return Ok(());
        }
        if n > MASK_BITS {
            return self.issue_eu_scan(ctx, e, now);
        }
        // Only the issuing thread's candidate changes while issuing (the thread list does
        // not: slots free at releases), unless a barrier releases, which re-analyses threads
        // and sets `woke_others`: the ready set is then taken again.
        let woke = std::mem::replace(&mut self.woke_others, false);
        let start = self.eus[e].rr_start(n);
        // the ready mask rotated so that bit i is entry (start + i) % n (bits n.. are clear):
        // lowest bit first is round-robin order, start..n then 0..start
        let turn = start as u32;
        let mut ready = ready_mask(&self.eus[e].cands, now).rotate_right(turn);
        // the positions not visited yet
        let mut left = u64::MAX;
        // the entries that need an FPU, in the ready mask's positions (kept with the
        // candidates: every write of one goes through `EuState::set_cand`)
        debug_assert_eq!(self.eus[e].fpu_class, fpu_class_of(&self.eus[e].cands));
        let mut fpu_class = self.eus[e].fpu_class.rotate_right(turn);
        loop {
            let free = &self.eus[e].pipe_free;
            // with both FPUs busy (pipes only get busier within a cycle) an entry that needs
            // one is passed over: it is not visited at all
            // (no branch: whether both are busy is as likely as not)
            let both_busy = u64::from(free[0] > now) & u64::from(free[1] > now);
            let skip = fpu_class & both_busy.wrapping_neg();
            let Some(i) = next_bit(ready & left & !skip) else {
                break;
            };
            left &= !(1 << i);
            let k = (i + start) & (MASK_BITS - 1);
            let code = self.eus[e].cands[k].code();
            let Some(pipe) = code_pipe(code, &self.eus[e].pipe_free, now) else {
                continue;
            };
            let t = self.eus[e].threads[k];
            self.issue(ctx, t, e, k, pipe, now)?;
            self.eus[e].rr_advance();
            if self.woke_others {
                ready = ready_mask(&self.eus[e].cands, now).rotate_right(turn);
                fpu_class = self.eus[e].fpu_class.rotate_right(turn);
            }
        }
        self.woke_others |= woke;
        self.eus[e].wake = eu_wake(&self.eus[e]);
        Ok(())
    }

    /// [`Self::issue_eu`] for an EU of more threads than a ready mask holds: every entry
    /// is examined in round-robin order.
    #[cold]
    fn issue_eu_scan(&mut self, ctx: &Ctx<'_>, e: usize, now: u64) -> Result<(), TimingError> {
        let n = self.eus[e].threads.len();
        let mut k = self.eus[e].rr_start(n);
        for i in 0..n {
            if i > 0 {
                k = if k + 1 == n { 0 } else { k + 1 };
            }
            let CandSummary {
                ready,
                pipe: choice,
                ..
            } = self.eus[e].cands[k];
            if ready > now {
                continue;
            }
            let t = self.eus[e].threads[k];
            let Some(pipe) = fpu_pipe(choice, &self.eus[e].pipe_free, now) else {
                continue;
            };
            self.issue(ctx, t, e, k, pipe, now)?;
            self.eus[e].rr_advance();
        }
        self.eus[e].wake = eu_wake(&self.eus[e]);
        Ok(())
    }
}

/// Threads of an EU a ready mask holds (a power of two: positions wrap by a mask).
const MASK_BITS: usize = 64;

/// The lowest set bit of `m`.
#[inline]
fn next_bit(m: u64) -> Option<usize> {
    (m != 0).then(|| m.trailing_zeros() as usize)
}

/// Bit `k` set when entry `k` of `cands` (at most 64) is ready at `now`.
#[inline]
fn ready_mask(cands: &[CandSummary], now: u64) -> u64 {
    // from the last entry down, each shifting the earlier ones' bits up: no shift by a
    // variable count per entry
    cands
        .iter()
        .rev()
        .fold(0, |m, c| (m << 1) | u64::from(c.ready <= now))
}

/// Writes thread `t`'s candidate summary (`CandSummary::NONE`: no candidate) into its
/// EU's `cands`, at entry `hint` when that is the thread's (checked; else searched for).
#[inline]
pub(super) fn sync_into(eu: &mut EuState, summary: CandSummary, t: usize, hint: usize) {
    let at = if eu.threads.get(hint) == Some(&t) {
        Some(hint)
    } else {
        eu.threads.iter().position(|&x| x == t)
    };
    if let Some(i) = at {
        eu.set_cand(i, summary);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eu::PipeChoice;

    #[test]
    fn the_ready_mask_has_bit_k_for_entry_k_ready_by_now() {
        let at = |ready| CandSummary::new(ready, PipeChoice::AnyFpu);
        let cands = [at(5), CandSummary::NONE, at(9), at(10), at(0)];
        assert_eq!(ready_mask(&cands, 9), 0b10101);
        assert_eq!(ready_mask(&cands, 4), 0b10000);
        assert_eq!(ready_mask(&cands[..0], 9), 0);
    }
}
