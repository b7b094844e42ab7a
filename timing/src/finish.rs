//! What a served send does to its thread — its registers ready, its thread's next instruction
//! analysed again, its event — done on the host thread of the subslice when the window's
//! end has served it.
//!
//! The window's end serves sends on one host thread, in issue order
//! ([`crate::dataport::serve_all`]), and keeps to that thread only what must go in that
//! order: the functional completion, when it was not done early, and the memory side's
//! timing, which give the send's [`Outcome`]. The rest touches nothing outside the subslice,
//! so the subslice does it when it next advances, on its own host thread, from the recorded
//! send and its outcome left where they were ([`Finishing`]). That is the same as doing it at
//! the window's end:
//!
//! - nothing between the two reads the thread's candidate or scoreboard: the window's end
//!   frees the slots of ended threads after taking in their finishes
//!   ([`Subslice::take_in_finishes_of`]), places new threads and, before skipping idle
//!   cycles, takes every finish in (`Subslice::next_event` is then exact);
//! - with a warm instruction cache the fetches the analysis makes do not depend on their
//!   order;
//! - the stats and profile only add events up.
//!
//! A send served while the cache is cold, or on a window run on one host thread, is finished
//! at once; so is its event when a trace keeps the events in order.

use crate::dataport::Deferred;
use crate::subslice::{Ctx, Subslice};
use eu_model::ServedBy;
use traces::TraceEvent;

/// What the window's end found for a recorded send: its registers are ready at `done`, and
/// its thread's next instruction is analysed again from `edge`, the end of the window or
/// sub-window that served it.
#[derive(Clone, Copy)]
pub(crate) struct Outcome {
    pub(crate) done: u64,
    pub(crate) edge: u64,
    /// Its event, when it is built with the finish (`None`: fed to the observer already).
    pub(crate) send: Option<SendDone>,
}

impl Outcome {
    /// The outcome of a recorded send served by `served_by` to complete at `done` at the end
    /// of the window or sub-window `edge`, having moved `moved` bytes (read, written).
    pub(crate) fn of(served_by: ServedBy, moved: (u32, u32), done: u64, edge: u64) -> Self {
        Outcome {
            done,
            edge,
            send: Some(SendDone { served_by, moved }),
        }
    }
}

/// What a served send's event says besides what its recorded send holds (thread,
/// instruction, issue and send cycles) and its completion. (Small: the window's end writes
/// one per send, on another host thread than the one that reads it.)
#[derive(Clone, Copy)]
pub(crate) struct SendDone {
    pub(crate) served_by: ServedBy,
    /// Bytes read and written.
    pub(crate) moved: (u32, u32),
}

/// Which send an event is of: its thread, its instruction, its issue and send cycles.
#[derive(Clone, Copy)]
pub(crate) struct SendOf {
    thread: usize,
    index: u32,
    issued: u64,
    sent: u64,
}

impl SendOf {
    /// Recorded send `d`'s.
    pub(crate) fn of(d: &Deferred) -> Self {
        SendOf {
            thread: d.thread,
            index: d.index,
            issued: d.cycle,
            sent: d.sent,
        }
    }
}

/// The sends a subslice has had served and not taken in yet: the window's recorded sends
/// (`None`: finished at once) and their outcomes, side by side.
#[derive(Default)]
pub(crate) struct Finishing {
    sends: Vec<Option<Deferred>>,
    outcomes: Vec<Outcome>,
}

impl Finishing {
    /// Whether nothing waits.
    pub(crate) fn is_empty(&self) -> bool {
        self.sends.is_empty()
    }

    /// Takes a window's served sends and their outcomes (leaving both lists empty, with
    /// room for the next window).
    pub(crate) fn hold(&mut self, sends: &mut Vec<Option<Deferred>>, outcomes: &mut Vec<Outcome>) {
        debug_assert_eq!(sends.len(), outcomes.len(), "an outcome per served send");
        if self.sends.is_empty() {
            std::mem::swap(&mut self.sends, sends);
            std::mem::swap(&mut self.outcomes, outcomes);
        } else {
            self.sends.append(sends);
            self.outcomes.append(outcomes);
        }
    }

    /// Moves the entries of the threads `theirs` says belong to another part to `part`, in
    /// order.
    pub(crate) fn split_to(&mut self, part: &mut Finishing, theirs: impl Fn(usize) -> bool) {
        part.sends.clear();
        part.outcomes.clear();
        for (d, o) in self.sends.iter_mut().zip(&self.outcomes) {
            if d.as_ref().is_some_and(|d| theirs(d.thread)) {
                part.sends.push(d.take());
                part.outcomes.push(*o);
            }
        }
    }

    /// Appends a part's entries.
    pub(crate) fn absorb(&mut self, part: &mut Finishing) {
        self.sends.append(&mut part.sends);
        self.outcomes.append(&mut part.outcomes);
    }
}

impl Subslice {
    /// Feeds a served send's event to the observer: recorded send `d`, complete at `done`;
    /// the subslice's last event moves there.
    pub(crate) fn send_done(&mut self, d: SendOf, done: u64, sd: SendDone) {
        self.counters.last_event = self.counters.last_event.max(done);
        let unit = sd.served_by.name();
        let threads = &self.threads;
        // the thread is looked up only when the event is built (a profile or a trace)
        self.obs.send(unit, done.saturating_sub(d.sent), || {
            let th = threads[d.thread]
                .as_ref()
                .expect("a thread with a send in flight is resident");
            let (read, written) = sd.moved;
            TraceEvent::Send {
                thread: th.hw,
                unit,
                issued: d.issued,
                start: d.sent,
                end: done,
                index: d.index,
                read,
                written,
            }
        });
    }

    /// What served send `d` does to its thread: its event (unless fed already), the
    /// scoreboard entries it frees at `o.done`, the thread's next candidate from `o.edge` on;
    /// its ticket is kept for a later send.
    pub(crate) fn finish(&mut self, ctx: &Ctx<'_>, d: Deferred, o: Outcome) {
        if let Some(sd) = o.send {
            self.send_done(SendOf::of(&d), o.done, sd);
        }
        let th = self.threads[d.thread]
            .as_mut()
            .expect("a thread with a send in flight is resident");
        let fixed = ctx
            .analysed
            .get(d.index as usize)
            .and_then(|r| r.fixed.as_ref());
        let base = th.sb.base();
        if let Some(acc) = d.acc.as_deref().or(fixed.map(|a| &a.acc)) {
            th.sb.resolve(acc, o.done);
        }
        if let Some(t) = d.token {
            th.sb.soft.resolve(t, o.done);
        }
        // Resolving changes only pending registers and tokens (unless the scoreboard moved
        // its base): a candidate that waits for none of them (its registers ready at a known
        // cycle) would be analysed again into the same candidate, so only one that waits
        // for a pending one, or a thread without a candidate, is.
        let unchanged =
            th.sb.base() == base && th.cand.as_ref().is_some_and(|c| c.dep_ready != u64::MAX);
        self.now = o.edge;
        if !unchanged {
            self.refresh(ctx, d.thread);
        } else if cfg!(debug_assertions) {
            self.check_unchanged(ctx, d.thread);
        }
        self.host.tickets.recycle(d.ticket);
    }

    /// Checks (debug builds) that analysing thread `t` again would give the candidate it
    /// has, in the thread and in its EU's list: what [`Self::finish`] skips is a no-op.
    fn check_unchanged(&mut self, ctx: &Ctx<'_>, t: usize) {
        let summary = |s: &Self| {
            let th = s.threads[t].as_ref()?;
            let eu = &s.eus[th.eu];
            let i = eu.threads.iter().position(|&x| x == t)?;
            Some((th.cand, eu.cands[i]))
        };
        let before = summary(self);
        self.refresh(ctx, t);
        assert_eq!(
            summary(self),
            before,
            "a finish left thread {t}'s candidate stale"
        );
    }

    /// Takes in every send served and not taken in yet, before the subslice advances again.
    #[inline(never)]
    pub(crate) fn take_in_finishes(&mut self, ctx: &Ctx<'_>) {
        let mut f = std::mem::take(&mut self.finishing);
        for (d, o) in f.sends.drain(..).zip(f.outcomes.drain(..)) {
            if let Some(d) = d {
                self.finish(ctx, d, o);
            }
        }
        self.finishing = f;
    }

    /// Takes in the sends of thread `t` served and not taken in yet (before its slot is freed).
    pub(crate) fn take_in_finishes_of(&mut self, ctx: &Ctx<'_>, t: usize) {
        for i in 0..self.finishing.sends.len() {
            if self.finishing.sends[i]
                .as_ref()
                .is_some_and(|d| d.thread == t)
            {
                let d = self.finishing.sends[i].take().expect("a send");
                let o = self.finishing.outcomes[i];
                self.finish(ctx, d, o);
            }
        }
    }
}
