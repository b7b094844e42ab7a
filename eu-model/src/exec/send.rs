//! `send`, `sendc`, `sends`, `sendsc`: gather the payload registers, hand the decoded message
//! to the shared functions and write the response registers back — at once ([`send`],
//! functional mode), or in two phases: a [`SendTicket`] at issue, [`deliver`] when the
//! shared functions answer (timing mode).

use std::ops::Range;

use isa::message::{Message, MessageError};
use isa::{Addressing, DescOperand, Instruction, Register, SourceKind};
use smallvec::SmallVec;

use crate::error::ExecError;
use crate::exec::{mask, Exec};
use crate::operand::{self, At};
use crate::shared::{SendError, SendOutcome, SendReply, SendRequest, ServedBy, SharedFunctions};
use crate::state::{ArfSlot, ThreadState, REG_BYTES};
use crate::step::StepOutcome;

/// Inline capacity of a gathered payload: the largest (15 + 15 GRFs) stays on the stack.
type Regs = SmallVec<[u8; 32 * REG_BYTES]>;

fn a0_dword(x: &Exec<'_>, subreg: u8) -> u32 {
    let b = &x.st.arf[ArfSlot::A0 as usize];
    let o = (subreg as usize * 4).min(REG_BYTES - 4);
    u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]])
}

/// The byte range of `n` whole GRFs from `reg`, or an error when they leave r0..r127.
fn reg_range(st: &ThreadState, at: At, reg: u32, n: u32) -> Result<Range<usize>, ExecError> {
    let start = reg as usize * REG_BYTES;
    operand::regs(st, at, reg, n).map(|b| start..start + b.len())
}

fn payload_reg(x: &Exec<'_>, k: usize) -> Result<u32, ExecError> {
    let s = x.src_op(k)?;
    match s.kind {
        SourceKind::Reg {
            addressing:
                Addressing::Direct {
                    reg: Register::Grf(r),
                    ..
                },
            ..
        } => Ok(r as u32),
        _ => Err(x.unimpl(format!("send payload src{k} that is not a direct GRF"))),
    }
}

/// A send's operands, checked: the message, the registers of its payload and of its response.
#[derive(Debug, Clone)]
pub(crate) struct Operands {
    msg: Message,
    sfid: u8,
    desc: u32,
    ex_desc: u32,
    /// GRF bytes of src0 and, for split sends, src1.
    first: Range<usize>,
    second: Option<Range<usize>>,
    /// GRF bytes of the response registers (empty: none).
    dst: Range<usize>,
    exec_mask: u32,
    /// The unit that serves the message (`msg.served_by()`, derived once).
    served_by: ServedBy,
}

/// The message of a send: the one the kernel decoded at build time (`planned`), or, when a
/// descriptor comes from `a0` (`planned` is `None`), the one the register values describe.
fn message(
    x: &Exec<'_>,
    planned: Option<&Result<Message, MessageError>>,
) -> Result<(Message, u8, u32, u32), ExecError> {
    let inst = x.inst;
    let Some(info) = inst.send else {
        return Err(x.invalid("send without message fields"));
    };
    let desc = match info.desc {
        DescOperand::Imm(v) => v,
        DescOperand::Reg { subreg } => a0_dword(x, subreg),
    };
    let ex_desc = match info.ex_desc {
        DescOperand::Imm(v) => v,
        DescOperand::Reg { subreg } => a0_dword(x, subreg),
    };
    let (thread, ip) = (x.st.id, x.at.ip);
    let undecodable = |source| ExecError::Send {
        thread,
        ip,
        source: SendError::Descriptor {
            sfid: info.sfid,
            desc,
            ex_desc,
            source,
        },
    };
    let msg = match planned {
        Some(Ok(m)) => *m,
        Some(Err(e)) => return Err(undecodable(e.clone())),
        None => {
            let mut m = isa::message::decode(info.sfid, desc, ex_desc, inst.exec_size)
                .map_err(undecodable)?;
            if !inst.opcode.is_split_send() {
                m.ex_mlen = 0;
            }
            m
        }
    };
    Ok((msg, info.sfid, desc, ex_desc))
}

/// The GRF byte range of `n` whole registers from `reg`, when they lie in r0..r127.
fn fixed_range(reg: u32, n: u32) -> Option<Range<usize>> {
    let start = reg as usize * REG_BYTES;
    let end = start + n as usize * REG_BYTES;
    (end <= crate::state::GRF_BYTES).then_some(start..end)
}

/// The payload register of source `k` when it is a direct GRF.
fn fixed_payload_reg(inst: &Instruction, k: usize) -> Option<u32> {
    match inst.srcs[k]?.kind {
        SourceKind::Reg {
            addressing:
                Addressing::Direct {
                    reg: Register::Grf(r),
                    ..
                },
            ..
        } => Some(r as u32),
        _ => None,
    }
}

/// The operands of a send that do not depend on the thread (its execution mask aside),
/// computed once when the kernel is built: `Some` only when the message was decoded then and
/// every check of [`operands`] passes, so that the send runs exactly as [`operands`] would
/// have it (the execution mask is filled in at the send).
pub(crate) fn fixed_operands(
    inst: &Instruction,
    planned: Option<&Result<Message, MessageError>>,
) -> Option<Operands> {
    let info = inst.send?;
    let (DescOperand::Imm(desc), DescOperand::Imm(ex_desc)) = (info.desc, info.ex_desc) else {
        return None;
    };
    let Some(Ok(msg)) = planned else {
        return None;
    };
    let first = fixed_range(fixed_payload_reg(inst, 0)?, msg.mlen)?;
    let second = if msg.ex_mlen > 0 {
        Some(fixed_range(fixed_payload_reg(inst, 1)?, msg.ex_mlen)?)
    } else {
        None
    };
    let dst = match inst.dst.map(|d| d.addressing) {
        Some(Addressing::Direct {
            reg: Register::Grf(r),
            ..
        }) => fixed_range(r as u32, msg.rlen)?,
        Some(Addressing::Direct {
            reg: Register::Arf(isa::ArfReg::Null),
            ..
        })
        | None
            if msg.rlen == 0 =>
        {
            0..0
        }
        _ => return None,
    };
    Some(Operands {
        msg: *msg,
        sfid: info.sfid,
        desc,
        ex_desc,
        first,
        second,
        dst,
        exec_mask: 0,
        served_by: msg.served_by(),
    })
}

/// The operands of the send being executed, bounds-checked (`fixed`: the ones computed when
/// the kernel was built, see [`fixed_operands`]).
fn operands(
    x: &mut Exec<'_>,
    planned: Option<&Result<Message, MessageError>>,
    fixed: Option<&Operands>,
) -> Result<Operands, ExecError> {
    if let Some(f) = fixed {
        let exec_mask = x.mask()?;
        return Ok(Operands {
            exec_mask,
            ..f.clone()
        });
    }
    checked_operands(x, planned)
}

/// The operands of a send that has none fixed at build time, decoded and checked here.
fn checked_operands(
    x: &mut Exec<'_>,
    planned: Option<&Result<Message, MessageError>>,
) -> Result<Operands, ExecError> {
    let (msg, sfid, desc, ex_desc) = message(x, planned)?;
    let at = x.at;
    // Register ranges (bounds-checked): src0, src1 for split sends, and the destination.
    let src0 = payload_reg(x, 0)?;
    let first = reg_range(x.st, at, src0, msg.mlen)?;
    let second = if msg.ex_mlen > 0 {
        Some(reg_range(x.st, at, payload_reg(x, 1)?, msg.ex_mlen)?)
    } else {
        None
    };
    let dst_reg = match x.inst.dst.map(|d| d.addressing) {
        Some(Addressing::Direct {
            reg: Register::Grf(r),
            ..
        }) => Some(r as u32),
        Some(Addressing::Direct {
            reg: Register::Arf(isa::ArfReg::Null),
            ..
        })
        | None => None,
        _ => return Err(x.unimpl("send destination that is not a GRF or null")),
    };
    let rlen = msg.rlen;
    let dst = match dst_reg {
        Some(r) => reg_range(x.st, at, r, rlen)?,
        None if rlen > 0 => {
            return Err(x.invalid(format!("send with response length {rlen} to null")))
        }
        None => 0..0,
    };
    let exec_mask = x.mask()?;
    Ok(Operands {
        msg,
        sfid,
        desc,
        ex_desc,
        first,
        second,
        dst,
        exec_mask,
        served_by: msg.served_by(),
    })
}

/// The request of a send with operands `ops` and payload `payload`.
fn request<'a>(
    inst: &Instruction,
    ip: u32,
    ops: &'a Operands,
    payload: &'a [u8],
) -> SendRequest<'a> {
    SendRequest {
        ip,
        msg: &ops.msg,
        sfid: ops.sfid,
        desc: ops.desc,
        ex_desc: ops.ex_desc,
        exec_size: inst.exec_size,
        chan_offset: inst.chan_offset,
        exec_mask: ops.exec_mask,
        payload,
        eot: inst.eot,
        served_by: ops.served_by,
    }
}

/// Execute a send instruction at once (functional mode). `planned` is the message the kernel
/// decoded at build time (`None` when a descriptor comes from `a0`: it is decoded here, from
/// the register values).
pub(crate) fn send<'s>(
    x: &mut Exec<'_>,
    planned: Option<&Result<Message, MessageError>>,
    fixed: Option<&Operands>,
    shared: &'s mut dyn SharedFunctions,
) -> Result<SendReply<'s>, ExecError> {
    let ops = operands(x, planned, fixed)?;
    let (thread, ip, inst) = (x.st.id, x.at.ip, x.inst);
    // The response is written in place in the destination registers (which hold what lanes
    // the message does not return keep). The payload is borrowed from the GRF when it is one
    // block that the destination does not overlap, else gathered into a stack buffer.
    let grf = &mut x.st.grf_mut()[..];
    let mut joined = Regs::new();
    let (first, dst) = (ops.first.clone(), ops.dst.clone());
    let disjoint = |a: &Range<usize>| a.end <= dst.start || dst.end <= a.start;
    let (payload, response): (&[u8], &mut [u8]) = match ops.second.clone() {
        None if disjoint(&first) && first.end <= dst.start => {
            let (lo, hi) = grf.split_at_mut(dst.start);
            (&lo[first], &mut hi[..dst.len()])
        }
        None if disjoint(&first) => {
            let (lo, hi) = grf.split_at_mut(first.start);
            (&hi[..first.len()], &mut lo[dst])
        }
        second => {
            joined.extend_from_slice(&grf[first]);
            if let Some(second) = second {
                joined.extend_from_slice(&grf[second]);
            }
            (&joined[..], &mut grf[dst])
        }
    };
    let req = request(inst, ip, &ops, payload);
    shared
        .send(thread, &req, response)
        .map_err(|source| ExecError::Send { thread, ip, source })
}

/// A send that has issued and waits for its response: the decoded message, a copy of its
/// payload (the registers may change once it has left the EU), its execution mask and the
/// registers the response goes to. [`crate::issue`] makes one; [`crate::complete_send`] hands
/// it to the shared functions and writes the response registers.
#[derive(Debug, Clone)]
pub struct SendTicket {
    ip: u32,
    exec_size: u8,
    chan_offset: u8,
    eot: bool,
    ops: Operands,
    payload: TicketPayload,
}

/// A ticket's payload: its buffer is kept when the ticket is reused ([`ticket_into`]), so
/// after the first sends no payload allocates.
type TicketPayload = Vec<u8>;

impl SendTicket {
    /// The decoded message.
    pub fn message(&self) -> &Message {
        &self.ops.msg
    }

    /// Byte offset of the send instruction.
    pub fn ip(&self) -> u32 {
        self.ip
    }

    /// End of thread.
    pub fn eot(&self) -> bool {
        self.eot
    }

    /// The unit that serves the message.
    pub fn served_by(&self) -> ServedBy {
        self.ops.served_by
    }

    /// The response registers, as GRF numbers (empty: none).
    pub fn response_regs(&self) -> Range<u32> {
        let r = |b: usize| (b / REG_BYTES) as u32;
        r(self.ops.dst.start)..r(self.ops.dst.end)
    }

    /// The request the shared functions are handed.
    pub fn request(&self) -> SendRequest<'_> {
        SendRequest {
            ip: self.ip,
            msg: &self.ops.msg,
            sfid: self.ops.sfid,
            desc: self.ops.desc,
            ex_desc: self.ops.ex_desc,
            exec_size: self.exec_size,
            chan_offset: self.chan_offset,
            exec_mask: self.ops.exec_mask,
            payload: &self.payload,
            eot: self.eot,
            served_by: self.ops.served_by,
        }
    }
}

impl Default for SendTicket {
    /// An empty ticket (an end-of-thread message with no payload), to be filled in place by
    /// [`crate::issue_into`].
    fn default() -> Self {
        let msg = Message {
            sfid: isa::message::Sfid::ThreadSpawner,
            mlen: 0,
            ex_mlen: 0,
            rlen: 0,
            header: false,
            eot: true,
            exec_size: 1,
            kind: isa::message::MessageKind::EndOfThread,
        };
        SendTicket {
            ip: 0,
            exec_size: 1,
            chan_offset: 0,
            eot: true,
            ops: Operands {
                msg,
                sfid: 7,
                desc: 0,
                ex_desc: 0,
                first: 0..0,
                second: None,
                dst: 0..0,
                exec_mask: 0,
                served_by: ServedBy::EndOfThread,
            },
            payload: TicketPayload::new(),
        }
    }
}

/// The ticket of a send whose operands were not fixed when the kernel was built (decoded
/// and checked here), written into `slot` (its payload copied out of the GRF into the slot's
/// buffer, which keeps its allocation from ticket to ticket). On an error the slot holds part
/// of a ticket.
pub(crate) fn ticket_into(
    x: &mut Exec<'_>,
    planned: Option<&Result<Message, MessageError>>,
    slot: &mut SendTicket,
) -> Result<(), ExecError> {
    slot.ops = checked_operands(x, planned)?;
    fill_ticket(slot, x.st, x.inst, x.at.ip);
    Ok(())
}

/// [`ticket_into`] of a send whose operands were fixed when the kernel was built
/// ([`fixed_operands`]): the same ticket, its execution mask computed straight from the
/// thread's state (the instruction's enabled channels and predicate, as [`Exec::mask`]
/// computes them), without the rest of an [`Exec`].
pub(crate) fn fixed_ticket_into(
    st: &ThreadState,
    inst: &Instruction,
    ip: u32,
    fixed: &Operands,
    slot: &mut SendTicket,
) -> Result<(), ExecError> {
    let at = At {
        ip,
        chan_offset: inst.chan_offset as u32,
    };
    slot.ops.clone_from(fixed);
    slot.ops.exec_mask = mask::enabled(st, inst) & mask::predicate(st, inst, at)?;
    fill_ticket(slot, st, inst, ip);
    Ok(())
}

/// The rest of a ticket whose operands are in `slot`: the payload copied out of the GRF, and
/// the instruction's fields.
// always inlined: out of line, the call cost a fifth of the ticket's host instructions
#[inline(always)]
fn fill_ticket(slot: &mut SendTicket, st: &ThreadState, inst: &Instruction, ip: u32) {
    let grf = st.grf();
    let ops = &slot.ops;
    slot.payload.clear();
    slot.payload.extend_from_slice(&grf[ops.first.clone()]);
    if let Some(second) = ops.second.clone() {
        slot.payload.extend_from_slice(&grf[second]);
    }
    slot.ip = ip;
    slot.exec_size = inst.exec_size;
    slot.chan_offset = inst.chan_offset;
    slot.eot = inst.eot;
}

/// Hands `ticket`'s message to `shared`, with the response registers (in place) as the
/// response buffer.
pub(crate) fn deliver<'s, S: SharedFunctions + ?Sized>(
    state: &mut ThreadState,
    ticket: &SendTicket,
    shared: &'s mut S,
) -> Result<SendReply<'s>, ExecError> {
    let (thread, ip) = (state.id, ticket.ip);
    let response = &mut state.grf_mut()[ticket.ops.dst.clone()];
    shared
        .send(thread, &ticket.request(), response)
        .map_err(|source| ExecError::Send { thread, ip, source })
}

/// After a send completed: end the thread (EOT) or advance the IP to `next`, and note a
/// barrier signal.
pub(crate) fn finish(
    state: &mut ThreadState,
    inst: &Instruction,
    next: u32,
    outcome: SendOutcome,
) -> StepOutcome {
    if inst.eot {
        state.ended = true;
        state.ip = next;
        return StepOutcome::Ended;
    }
    state.set_ip(next);
    barrier(state, outcome)
}

/// Notes a barrier signal.
pub(crate) fn barrier(state: &mut ThreadState, outcome: SendOutcome) -> StepOutcome {
    match outcome {
        SendOutcome::Done => StepOutcome::Continue,
        SendOutcome::Barrier => {
            state.barrier_pending = true;
            StepOutcome::Barrier
        }
    }
}
