//! Sends split by what they reach. A subslice serves its own messages at once: SLM (its own
//! memory and banks), the gateway (its work-groups' barriers) and end of thread. Messages to
//! what subslices share — data-port and image messages to global memory through the L3 and
//! DRAM, sampler messages, fences — are recorded at issue with a copy of their payload and
//! served at the end of the window, all subslices' in issue order (cycle, then EU), which is
//! the order one global loop would have served them in. No such message completes sooner
//! than one L3 round trip after it was sent, and the window is no longer than that, so no
//! thread could have used a result before it is served: the outcome is the same as serving
//! each at issue.

use super::sends::send_completion;
use super::unit::{Ctx, Shared, Subslice};
use crate::sim::shared::{GroupShared, MessageCounts};
use crate::sim::SimError;
use eu_model::{ExecError, SendError, SendReply, SendRequest, ServedBy, SharedFunctions, ThreadId};
use isa::message::Message;
use isa::{Addressing, ArfReg, Register};
use memory_model::{Footprint, Memory};
use timing::eu::RegAccess;
use traces::TraceEvent;

/// A message to shared state, as the EU handed it over.
pub(super) struct Request {
    msg: Message,
    sfid: u8,
    desc: u32,
    ex_desc: u32,
    exec_size: u8,
    chan_offset: u8,
    exec_mask: u32,
    payload: Vec<u8>,
    eot: bool,
    ip: u32,
}

/// A recorded send waiting for the end of its window.
pub(super) struct Deferred {
    /// Issue cycle, then global EU index: the order of service.
    pub(super) cycle: u64,
    pub(super) eu: usize,
    /// When its payload had left the EU.
    pub(super) sent: u64,
    /// The issuing thread (index into its subslice's threads).
    pub(super) thread: usize,
    /// Registers it writes (pending on the thread's scoreboard until served).
    pub(super) acc: RegAccess,
    pub(super) req: Request,
}

/// Whether a message reaches what the EUs of one subslice share within a window (its SLM,
/// the gateway's barriers): every local message but end of thread.
pub(super) fn subslice_local(msg: &Message) -> bool {
    let unit = msg.served_by();
    unit.is_subslice_local() && unit != ServedBy::EndOfThread
}

/// The shared functions a subslice's threads see while the subslice runs on its own.
pub(super) struct LocalShared<'a> {
    /// Global memory is not reachable from here: SLM, gateway and end-of-thread messages
    /// never touch it (an empty stand-in satisfies the data port's interface).
    pub(super) no_memory: &'a mut Memory,
    pub(super) bindings: crate::sim::functional::Bindings<'a>,
    pub(super) slm: &'a mut [u8],
    pub(super) counts: &'a mut MessageCounts,
    pub(super) fp: &'a mut Footprint,
    /// The last message, when it is to be served at the window's end.
    pub(super) deferred: Option<Request>,
}

impl SharedFunctions for LocalShared<'_> {
    fn send(
        &mut self,
        thread: ThreadId,
        req: &SendRequest<'_>,
        response: &mut [u8],
    ) -> Result<SendReply<'_>, SendError> {
        self.deferred = None;
        if !req.msg.served_by().is_subslice_local() {
            self.deferred = Some(Request {
                msg: *req.msg,
                sfid: req.sfid,
                desc: req.desc,
                ex_desc: req.ex_desc,
                exec_size: req.exec_size,
                chan_offset: req.chan_offset,
                exec_mask: req.exec_mask,
                payload: req.payload.to_vec(),
                eot: req.eot,
                ip: req.ip,
            });
            // the served-by of a deferred message is decided when it is served
            return Ok(SendReply::done(ServedBy::DataPort));
        }
        let mut gs = GroupShared {
            memory: self.no_memory,
            surfaces: self.bindings.surfaces,
            images: self.bindings.images,
            samplers: self.bindings.samplers,
            slm: self.slm,
            counts: self.counts,
            footprint: Some(self.fp),
        };
        let reply = gs.send(thread, req, response)?;
        let (outcome, served_by, recorded) =
            (reply.outcome, reply.served_by, reply.footprint.is_some());
        Ok(SendReply {
            outcome,
            served_by,
            footprint: recorded.then_some(&*self.fp),
        })
    }
}

/// The first response register of a send (`None`: null).
fn response_reg(inst: &isa::Instruction) -> Option<usize> {
    match inst.dst.map(|d| d.addressing) {
        Some(Addressing::Direct {
            reg: Register::Grf(r),
            ..
        }) => Some(r as usize),
        Some(Addressing::Direct {
            reg: Register::Arf(ArfReg::Null),
            ..
        })
        | None => None,
        _ => None,
    }
}

/// The GRF bytes of `bytes` from register `reg` (clipped to the register file).
fn grf_range(reg: usize, bytes: usize) -> std::ops::Range<usize> {
    let len = eu_model::state::GRF_BYTES;
    let start = (reg * 32).min(len);
    start..(start + bytes).min(len)
}

impl Subslice {
    /// Serves recorded send `pos` against the shared state; it completes no sooner than
    /// `edge`, the end of the window it was issued in.
    pub(super) fn serve(
        &mut self,
        ctx: &Ctx<'_>,
        shared: &mut Shared<'_>,
        pos: usize,
        edge: u64,
    ) -> Result<(), SimError> {
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
        let r = &d.req;
        let rbytes = r.msg.rlen as usize * 32;
        let dst = ctx.code.at(r.ip).and_then(|(_, inst)| response_reg(inst));
        let mut response = vec![0u8; rbytes];
        if let Some(reg) = dst {
            let range = grf_range(reg, rbytes);
            let n = range.len();
            response[..n].copy_from_slice(&th.state.grf()[range]);
        }
        let req = SendRequest {
            ip: r.ip,
            msg: &r.msg,
            sfid: r.sfid,
            desc: r.desc,
            ex_desc: r.ex_desc,
            exec_size: r.exec_size,
            chan_offset: r.chan_offset,
            exec_mask: r.exec_mask,
            payload: &r.payload,
            eot: r.eot,
        };
        let mut gs = GroupShared {
            memory: &mut *shared.memory,
            surfaces: ctx.bindings.surfaces,
            images: ctx.bindings.images,
            samplers: ctx.bindings.samplers,
            slm: &mut group.slm,
            counts: &mut shared.messages,
            footprint: Some(&mut shared.fp),
        };
        let id = th.state.id;
        let reply = gs.send(id, &req, &mut response).map_err(|source| {
            ctx.exec_err(ExecError::Send {
                thread: id,
                ip: r.ip,
                source,
            })
        })?;
        let done = send_completion(&reply, &mut shared.mem, &ctx.cfg, d.sent, self.index).max(edge);
        self.obs.emit(TraceEvent::Send {
            thread: th.hw,
            unit: reply.served_by.name(),
            issued: d.cycle,
            start: d.sent,
            end: done,
        });
        if let Some(reg) = dst {
            let range = grf_range(reg, rbytes);
            let n = range.len();
            th.state.grf_mut()[range].copy_from_slice(&response[..n]);
        }
        th.sb.resolve(&d.acc, done);
        self.counters.last_event = self.counters.last_event.max(done);
        self.now = edge;
        self.refresh(ctx, d.thread);
        Ok(())
    }
}

/// Serves every recorded send of every subslice, in issue order (cycle, then EU).
pub(super) fn serve_all(
    units: &mut [Subslice],
    ctx: &Ctx<'_>,
    shared: &mut Shared<'_>,
    edge: u64,
) -> Result<(), SimError> {
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
