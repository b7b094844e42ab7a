//! `send`, `sendc`, `sends`, `sendsc`: gather the payload registers, hand the decoded message
//! to the shared functions and write the response registers back.

use std::ops::Range;

use isa::message::{Message, MessageError};
use isa::{Addressing, DescOperand, Instruction, Register, SourceKind};
use smallvec::SmallVec;

use crate::error::ExecError;
use crate::exec::Exec;
use crate::operand::{self, At};
use crate::shared::{SendError, SendOutcome, SendReply, SendRequest, SharedFunctions};
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

/// Execute a send instruction. `planned` is the message the kernel decoded at build time
/// (`None` when a descriptor comes from `a0`: it is decoded here, from the register values).
pub(crate) fn send<'s>(
    x: &mut Exec<'_>,
    planned: Option<&Result<Message, MessageError>>,
    shared: &'s mut dyn SharedFunctions,
) -> Result<SendReply<'s>, ExecError> {
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
    let fail = |source| ExecError::Send { thread, ip, source };
    let undecodable = |source| {
        fail(SendError::Descriptor {
            sfid: info.sfid,
            desc,
            ex_desc,
            source,
        })
    };
    let dynamic;
    let msg = match planned {
        Some(Ok(m)) => m,
        Some(Err(e)) => return Err(undecodable(e.clone())),
        None => {
            let mut m = isa::message::decode(info.sfid, desc, ex_desc, inst.exec_size)
                .map_err(undecodable)?;
            if !inst.opcode.is_split_send() {
                m.ex_mlen = 0;
            }
            dynamic = m;
            &dynamic
        }
    };
    let at = x.at;
    // Register ranges (bounds-checked): src0, src1 for split sends, and the destination.
    let src0 = payload_reg(x, 0)?;
    let first = reg_range(x.st, at, src0, msg.mlen)?;
    let second = if msg.ex_mlen > 0 {
        Some(reg_range(x.st, at, payload_reg(x, 1)?, msg.ex_mlen)?)
    } else {
        None
    };
    let dst_reg = match inst.dst.map(|d| d.addressing) {
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
    // The response is written in place in the destination registers (which hold what lanes
    // the message does not return keep). The payload is borrowed from the GRF when it is one
    // block that the destination does not overlap, else gathered into a stack buffer.
    let grf = &mut x.st.grf_mut()[..];
    let mut joined = Regs::new();
    let disjoint = |a: &Range<usize>| a.end <= dst.start || dst.end <= a.start;
    let (payload, response): (&[u8], &mut [u8]) = match second {
        None if disjoint(&first) && first.end <= dst.start => {
            let (lo, hi) = grf.split_at_mut(dst.start);
            (&lo[first], &mut hi[..dst.len()])
        }
        None if disjoint(&first) => {
            let (lo, hi) = grf.split_at_mut(first.start);
            (&hi[..first.len()], &mut lo[dst])
        }
        _ => {
            joined.extend_from_slice(&grf[first]);
            if let Some(second) = second {
                joined.extend_from_slice(&grf[second]);
            }
            (&joined[..], &mut grf[dst])
        }
    };
    let req = SendRequest {
        ip,
        msg,
        sfid: info.sfid,
        desc,
        ex_desc,
        exec_size: inst.exec_size,
        chan_offset: inst.chan_offset,
        exec_mask,
        payload,
        eot: inst.eot,
    };
    let reply = shared.send(thread, &req, response).map_err(fail)?;
    Ok(reply)
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
    match outcome {
        SendOutcome::Done => StepOutcome::Continue,
        SendOutcome::Barrier => {
            state.barrier_pending = true;
            StepOutcome::Barrier
        }
    }
}
