//! The data port's side of a send: what subslices share, served at the window's end.
//!
//! Sends split by what they reach. A subslice serves its own messages at once: SLM (its own
//! memory and banks), the gateway (its work-groups' barriers) and end of thread. Messages to
//! what subslices share — data-port and image messages to global memory through the L3 and
//! DRAM, sampler messages, fences — are recorded at issue with a copy of their payload and
//! served at the end of the window, all subslices' in issue order (cycle, then EU), which is
//! the order one global loop would have served them in. No such message completes sooner
//! than one L3 round trip after it was sent, and the window is no longer than that, so no
//! thread could have used a result before it is served: the outcome is the same as serving
//! each at issue.

use crate::engine::TimingError;
use crate::eu::RegAccess;
use crate::ports::{send_completion, Served};
use crate::subslice::{Ctx, Shared, Subslice};
use eu_model::{SendTicket, ServedBy};
use isa::message::Message;
use traces::TraceEvent;

/// A recorded send waiting for the end of its window.
pub(crate) struct Deferred {
    /// Issue cycle, then global EU index: the order of service.
    pub(crate) cycle: u64,
    pub(crate) eu: usize,
    /// When its payload had left the EU.
    pub(crate) sent: u64,
    /// The issuing thread (index into its subslice's threads).
    pub(crate) thread: usize,
    /// Registers it writes (pending on the thread's scoreboard until served).
    pub(crate) acc: RegAccess,
    /// The software-scoreboard token it set (Gen12LP), pending until served.
    pub(crate) token: Option<u8>,
    /// The send, as the EU issued it.
    pub(crate) ticket: Box<SendTicket>,
    /// Index of the send instruction in the kernel (for the profile).
    pub(crate) index: u32,
}

/// The bytes a message's footprint read and wrote, for its [`TraceEvent::Send`].
pub(crate) fn bytes_moved(fp: &memory_model::Footprint) -> (u32, u32) {
    let b = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
    (b(fp.bytes_read), b(fp.bytes_written))
}

/// Whether a message reaches what the EUs of one subslice share within a window (its SLM,
/// the gateway's barriers): every local message but end of thread.
pub(crate) fn subslice_local(msg: &Message) -> bool {
    let unit = msg.served_by();
    unit.is_subslice_local() && unit != ServedBy::EndOfThread
}

impl Subslice {
    /// Serves recorded send `pos` against the shared state; it completes no sooner than
    /// `edge`, the end of the window it was issued in.
    pub(crate) fn serve(
        &mut self,
        ctx: &Ctx<'_>,
        shared: &mut Shared<'_>,
        pos: usize,
        edge: u64,
    ) -> Result<(), TimingError> {
        let d = self
            .deferred
            .get_mut(pos)
            .and_then(Option::take)
            .expect("served once");
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
        let served = Served {
            served_by,
            footprint: recorded.then_some(&shared.fp),
        };
        let (read, written) = served.footprint.map_or((0, 0), bytes_moved);
        let done =
            send_completion(&served, &mut shared.mem, &ctx.cfg, d.sent, self.index).max(edge);
        self.obs.emit(TraceEvent::Send {
            thread: th.hw,
            unit: served_by.name(),
            issued: d.cycle,
            start: d.sent,
            end: done,
            index: d.index,
            read,
            written,
        });
        th.sb.resolve(&d.acc, done);
        if let Some(t) = d.token {
            th.sb.soft.resolve(t, done);
        }
        self.counters.last_event = self.counters.last_event.max(done);
        self.now = edge;
        self.refresh(ctx, d.thread);
        Ok(())
    }
}

/// Serves every recorded send of every subslice, in issue order (cycle, then EU).
pub(crate) fn serve_all(
    units: &mut [Subslice],
    ctx: &Ctx<'_>,
    shared: &mut Shared<'_>,
    edge: u64,
) -> Result<(), TimingError> {
    let mut order: Vec<(u64, usize, usize, usize)> = Vec::new();
    for (u, unit) in units.iter().enumerate() {
        for (pos, d) in unit.deferred.iter().enumerate() {
            if let Some(d) = d {
                order.push((d.cycle, d.eu, u, pos));
            }
        }
    }
    order.sort_unstable();
    for (_, _, u, pos) in order {
        units[u].serve(ctx, shared, pos, edge)?;
    }
    for unit in units.iter_mut() {
        unit.deferred.clear();
    }
    Ok(())
}

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
