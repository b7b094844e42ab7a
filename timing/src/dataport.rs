//! The data port's side of a send: what subslices share, served at the window's end, and
//! what the EUs of a subslice share, served at the ends of sub-windows.
//!
//! Sends split by what they reach. A subslice serves end of thread at once. Messages to what
//! subslices share — data-port and image messages to global memory through the L3 and DRAM,
//! sampler messages, fences — are recorded at issue with a copy of their payload and served
//! at the end of the window, all subslices' in issue order (cycle, then EU), which is the
//! order one global loop would have served them in. No such message completes sooner than
//! one L3 round trip after it was sent, and the window is no longer than that, so no thread
//! could have used a result before it is served: the outcome is the same as serving each at
//! issue.
//!
//! Messages to what the EUs of one subslice share — SLM (its memory and banks) and the
//! gateway (its work-groups' barriers) — are recorded the same way and served by the
//! subslice at the end of each sub-window, in issue order (cycle, then EU; [`local_window`]).
//! An SLM message completes no sooner than `memory.slm_latency` + 2 cycles after its issue
//! (a cycle to send, one bank access, the latency), a barrier signal no sooner than
//! `timing.barrier_latency` + 1, and a sub-window is no longer than either, so SLM contents,
//! bank timing and registers come out as if each message were served at issue; the EUs of a
//! subslice then meet nowhere within a sub-window, which lets a subslice run split in parts
//! (`engine/split.rs`). Two things are served at the sub-window's end rather than at issue: a
//! barrier's notification (a thread that reaches its `wait` after the last signal but before
//! the sub-window's end blocks until the release, as it would before the signal reached the
//! gateway), and an SLM message that touches no SLM word (it completes at the sub-window's
//! end, not when it was sent).

use crate::early::{self, Entry, Written};
use crate::engine::chooser::{Probe, PROBE};
use crate::engine::TimingError;
use crate::eu::{EuTimingConfig, RegAccess};
use crate::finish::{Outcome, SendOf};
use crate::memory::MemoryTimingConfig;
use crate::ports::{send_completion, Served};
use crate::subslice::{Ctx, Shared, Subslice};
use eu_model::{SendTicket, ServedBy, StepOutcome};
use isa::message::Message;

/// A recorded send waiting for the end of its window.
pub(crate) struct Deferred {
    /// Issue cycle, then global EU index: the order of service.
    pub(crate) cycle: u64,
    pub(crate) eu: usize,
    /// When its payload had left the EU.
    pub(crate) sent: u64,
    /// The issuing thread (index into its subslice's threads).
    pub(crate) thread: usize,
    /// Registers it writes (pending on the thread's scoreboard until served) when they
    /// depend on the thread's state; `None`: the kernel's timing record of instruction
    /// `index` has them. Boxed: the rare case keeps every recorded send small to move.
    pub(crate) acc: Option<Box<RegAccess>>,
    /// The software-scoreboard token it set (Gen12LP), pending until served.
    pub(crate) token: Option<u8>,
    /// The send, as the EU issued it.
    pub(crate) ticket: Box<SendTicket>,
    /// Index of the send instruction in the kernel (for the profile).
    pub(crate) index: u32,
}

impl Deferred {
    /// Its place in issue order: its cycle, then its (global) EU.
    pub(crate) fn key(&self) -> (u64, usize) {
        (self.cycle, self.eu)
    }
}

/// The bytes a message's footprint read and wrote, for its [`traces::TraceEvent::Send`].
pub(crate) fn bytes_moved(fp: &memory_model::Footprint) -> (u32, u32) {
    let b = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
    (b(fp.bytes_read), b(fp.bytes_written))
}

/// Whether a message reaches what the EUs of one subslice share (its SLM, the gateway's
/// barriers): every local message but end of thread.
pub(crate) fn subslice_local(msg: &Message) -> bool {
    let unit = msg.served_by();
    unit.is_subslice_local() && unit != ServedBy::EndOfThread
}

/// The sub-window of a kernel that may send SLM or gateway messages: no longer than the
/// shortest trip of either (see the module documentation), at least a cycle.
pub(crate) fn local_window(eu: &EuTimingConfig, memory: &MemoryTimingConfig) -> u64 {
    let slm = u64::from(memory.slm_latency) + 2;
    let gateway = u64::from(eu.barrier_latency) + 1;
    slm.min(gateway).max(1)
}

impl Subslice {
    /// Serves recorded send `pos` against the shared state; it completes no sooner than
    /// `edge`, the end of the window it was issued in. A send completed early
    /// ([`crate::early`]) is only timed, unless it read a line `written` holds. Its outcome
    /// stays with it for its thread to take in ([`crate::finish`]), or it is finished at once
    /// when `finish_now`.
    pub(crate) fn serve(
        &mut self,
        ctx: &Ctx<'_>,
        shared: &mut Shared<'_>,
        (pos, edge): (usize, u64),
        written: &mut Written,
        finish_now: bool,
    ) -> Result<(), TimingError> {
        let taken = self.host.early.take(pos);
        let early = early::in_turn(
            ctx,
            &mut self.host.early,
            taken,
            written,
            &mut shared.messages,
        )?;
        let d = self
            .deferred
            .get(pos)
            .and_then(Option::as_ref)
            .expect("served once");
        let (served_by, fp) = match &early {
            Entry::Lean(l) => {
                // the main footprint stands in for the completion (it stays on this thread)
                self.host.early.fill(l, &mut shared.fp);
                (ServedBy::DataPort, Some(&shared.fp))
            }
            Entry::Full(e) => (
                e.served_by.expect("an early completion served"),
                e.recorded.then_some(&e.fp),
            ),
            Entry::Late => {
                let th = self.threads[d.thread]
                    .as_mut()
                    .expect("a thread with a send in flight is resident");
                let group = self.groups[th.group]
                    .as_mut()
                    .expect("its group is resident");
                let (_, served_by, recorded) = ctx
                    .services
                    .complete_send(
                        &mut th.state,
                        &d.ticket,
                        &mut *shared.memory,
                        &mut group.slm,
                        &mut shared.messages,
                        &mut shared.fp,
                    )
                    .map_err(|e| ctx.exec_err(e))?;
                // (a send completed early only read: it wrote nothing to note)
                written.note(d.ticket.message(), recorded.then_some(&shared.fp));
                (served_by, recorded.then_some(&shared.fp))
            }
        };
        let served = Served {
            served_by,
            footprint: fp,
        };
        let moved = served.footprint.map_or((0, 0), bytes_moved);
        let done =
            send_completion(&served, &mut shared.mem, &ctx.cfg, d.sent, self.index).max(edge);
        if let Entry::Full(e) = early {
            self.host.early.recycle(e);
        }
        if !finish_now && !ctx.tracing {
            // kept for the subslice's next advance, written straight into the list (one built
            // first and copied in waits for the stores that built it)
            self.host
                .outcomes
                .push(Outcome::of(served_by, moved, done, edge));
            return Ok(());
        }
        self.served(
            ctx,
            pos,
            Outcome::of(served_by, moved, done, edge),
            finish_now,
        );
        Ok(())
    }

    /// Recorded send `pos` served with outcome `o`: finished now, or its outcome kept beside
    /// it for the subslice to finish it when it next advances ([`crate::finish`]).
    fn served(&mut self, ctx: &Ctx<'_>, pos: usize, mut o: Outcome, finish_now: bool) {
        if finish_now {
            // (no outcome kept: nothing of the window waits for its subslice)
            let d = self.deferred[pos].take().expect("served once");
            self.finish(ctx, d, o);
            return;
        }
        // a trace keeps the events in order
        if let (true, Some(send), Some(d)) = (ctx.tracing, o.send, &self.deferred[pos]) {
            self.send_done(SendOf::of(d), o.done, send);
            o.send = None;
        }
        self.host.outcomes.push(o);
    }

    /// Whether the sends served at this window's end are finished when the subslice next
    /// advances ([`crate::finish`]): on windows run in parallel, once the instruction cache
    /// is warm.
    pub(crate) fn finishes_later(&self, shared: &Shared<'_>) -> bool {
        shared.defer_finishes && self.host.icache_warm
    }
}

impl Subslice {
    /// Serves the SLM and gateway messages recorded up to `edge`, the end of a sub-window, in
    /// issue order; the first error is kept with the cycle of its message, as if it had
    /// happened at issue.
    pub(crate) fn serve_local(&mut self, ctx: &Ctx<'_>, edge: u64) {
        if self.local.is_empty() {
            return;
        }
        let mut local = std::mem::take(&mut self.local);
        // stable: a part's messages of one cycle and EU keep their order (a sweep's are in
        // order already)
        if !local.is_sorted_by_key(Deferred::key) {
            local.sort_by_key(Deferred::key);
        }
        for d in local.drain(..) {
            let (cycle, eu) = (d.cycle, d.eu - self.global_eu(0));
            if let Err(e) = self.serve_one_local(ctx, d, edge) {
                self.host.keep_first_error(cycle, eu, e);
                break;
            }
        }
        local.clear();
        self.local = local;
    }

    /// Serves SLM or gateway message `d` at `edge`: its SLM access or barrier signal, timed
    /// from when it was sent.
    fn serve_one_local(
        &mut self,
        ctx: &Ctx<'_>,
        d: Deferred,
        edge: u64,
    ) -> Result<(), TimingError> {
        let th = self.threads[d.thread]
            .as_mut()
            .expect("a thread with a send in flight is resident");
        let g = th.group;
        let group = self.groups[g].as_mut().expect("its group is resident");
        // SLM and gateway messages never touch global memory (an empty stand-in satisfies
        // the data port's interface)
        let (out, served_by, recorded) = ctx
            .services
            .complete_send(
                &mut th.state,
                &d.ticket,
                &mut self.host.no_memory,
                &mut group.slm,
                &mut self.messages,
                &mut self.host.fp,
            )
            .map_err(|e| ctx.exec_err(e))?;
        let done = match served_by {
            ServedBy::Slm if recorded && !self.host.fp.slm_dwords.is_empty() => self
                .slm_timing
                .access(d.sent, &self.host.fp.slm_dwords, &mut self.slm_stats),
            ServedBy::Gateway => d.sent + u64::from(ctx.cfg.barrier_latency),
            _ => d.sent,
        }
        .max(edge);
        let (read, written) = if recorded {
            bytes_moved(&self.host.fp)
        } else {
            (0, 0)
        };
        let o = Outcome::of(served_by, (read, written), done, edge);
        self.finish(ctx, d, o);
        if out == StepOutcome::Barrier {
            self.barrier_signal(ctx, g, done);
        }
        Ok(())
    }
}

/// A recorded send's place in issue order: its cycle, then its (global) EU.
pub(crate) fn issue_key(d: &Option<Deferred>) -> (u64, usize) {
    d.as_ref().map_or((u64::MAX, 0), Deferred::key)
}

/// Serves every recorded send of every subslice, in issue order (cycle, then EU).
///
/// A subslice records its sends in that order (its loop takes cycles in order and its EUs
/// in index order within a cycle); only a split subslice's joined list, its parts' sends
/// appended after its own, needs sorting. The subslices' lists are then merged, not sorted
/// together: EU numbers are global, so no two subslices' sends share a key, and sends of one
/// key (one EU, one cycle) keep the order they were recorded in.
pub(crate) fn serve_all(
    units: &mut [Box<Subslice>],
    ctx: &Ctx<'_>,
    shared: &mut Shared<'_>,
    edge: u64,
) -> Result<(), TimingError> {
    for unit in units.iter_mut() {
        unit.sort_deferred();
    }
    let mut written = std::mem::take(&mut shared.written);
    written.clear();
    let served = serve_in_order(units, ctx, shared, edge, &mut written);
    shared.written = written;
    served?;
    let mut counts = [0; 3];
    for unit in units.iter_mut() {
        let e = &mut unit.host.early;
        counts = [
            counts[0] + unit.deferred.len() as u64,
            counts[1] + e.early,
            counts[2] + e.again,
        ];
        (e.early, e.again) = (0, 0);
        e.clear();
        if unit.finishes_later(shared) {
            let outcomes = &mut unit.host.outcomes;
            unit.finishing.hold(&mut unit.deferred, outcomes);
        } else {
            unit.deferred.clear();
            unit.host.outcomes.clear();
        }
    }
    if Probe::on() {
        PROBE.sends(counts);
    }
    Ok(())
}

/// [`serve_all`]'s loop over the sends, each unit's list in issue order already.
fn serve_in_order(
    units: &mut [Box<Subslice>],
    ctx: &Ctx<'_>,
    shared: &mut Shared<'_>,
    edge: u64,
    written: &mut Written,
) -> Result<(), TimingError> {
    if units.len() > MERGED_UNITS {
        let mut order: Vec<(u64, usize, usize, usize)> = Vec::new();
        for (u, unit) in units.iter().enumerate() {
            let keys = unit.deferred.iter().map(issue_key).enumerate();
            order.extend(keys.map(|(pos, (cycle, eu))| (cycle, eu, u, pos)));
        }
        order.sort_unstable();
        for (_, _, u, pos) in order {
            let now = !units[u].finishes_later(shared);
            units[u].serve(ctx, shared, (pos, edge), written, now)?;
        }
        return Ok(());
    }
    // each unit's next key, taken again only when that unit has served
    let key_at = |unit: &Subslice, i: usize| unit.deferred.get(i).map(issue_key);
    let mut next = [0usize; MERGED_UNITS];
    let mut keys = [None; MERGED_UNITS];
    let mut now = [false; MERGED_UNITS];
    for (u, unit) in units.iter().enumerate() {
        keys[u] = key_at(unit, 0);
        now[u] = !unit.finishes_later(shared);
    }
    let keys = &mut keys[..units.len()];
    loop {
        let mut first: Option<((u64, usize), usize)> = None;
        for (u, k) in keys.iter().enumerate() {
            if let Some(k) = *k {
                if first.is_none_or(|(f, _)| k < f) {
                    first = Some((k, u));
                }
            }
        }
        let Some((_, u)) = first else {
            return Ok(());
        };
        units[u].serve(ctx, shared, (next[u], edge), written, now[u])?;
        next[u] += 1;
        keys[u] = key_at(&units[u], next[u]);
    }
}

/// Subslices whose sends [`serve_all`] merges (a machine of more sorts them all together).
const MERGED_UNITS: usize = 16;

#[cfg(test)]
mod tests {
    use super::*;
    use isa::message::decode;

    #[test]
    fn slm_and_barriers_keep_a_subslice_together_end_of_thread_and_global_memory_do_not() {
        // untyped surface read (DC1) from BTI 254 (SLM) and from BTI 0 (a buffer)
        let slm = decode(0xC, 0x0420_5EFE, 0xC, 16).unwrap();
        let buffer = decode(0xC, 0x0420_5E00, 0xC, 16).unwrap();
        // gateway barrier (SFID 3, opcode 4) and end of thread (SFID 7)
        let barrier = decode(0x3, 0x0200_0004, 0x3, 8).unwrap();
        let eot = decode(0x7, 0x0200_0010, 0x27, 8).unwrap();
        assert!(subslice_local(&slm));
        assert!(subslice_local(&barrier));
        assert!(!subslice_local(&buffer));
        assert!(!subslice_local(&eot));
    }
}
