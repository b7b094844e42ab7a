//! `send`, `sendc`, `sends`, `sendsc`: gather the payload registers, hand the decoded message
//! to the shared functions and write the response registers back.

use isa::message::{Message, MessageError};
use isa::{Addressing, DescOperand, Instruction, Register, SourceKind};
use smallvec::SmallVec;

use crate::error::ExecError;
use crate::exec::Exec;
use crate::operand;
use crate::shared::{SendError, SendOutcome, SendReply, SendRequest, SharedFunctions};
use crate::state::{ArfSlot, ThreadState, REG_BYTES};
use crate::step::StepOutcome;

/// Inline capacity of the payload and response buffers: the largest message (15 + 15 payload
/// GRFs, 31 response GRFs) stays on the stack.
type Regs = SmallVec<[u8; 32 * REG_BYTES]>;

fn a0_dword(x: &Exec<'_>, subreg: u8) -> u32 {
    let b = &x.st.arf[ArfSlot::A0 as usize];
    let o = (subreg as usize * 4).min(REG_BYTES - 4);
    u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]])
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
    let (st, at) = (&*x.st, x.at);
    // The payload is src0's registers, then src1's for split sends: borrowed straight from the
    // GRF when it is one block, else copied (without zero-filling a worst-case buffer).
    let first = operand::regs(st, at, payload_reg(x, 0)?, msg.mlen)?;
    let mut joined = Regs::new();
    let payload = if msg.ex_mlen > 0 {
        let second = operand::regs(st, at, payload_reg(x, 1)?, msg.ex_mlen)?;
        joined.extend_from_slice(first);
        joined.extend_from_slice(second);
        &joined[..]
    } else {
        first
    };
    // Destination registers (pre-filled response buffer).
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
    let rbytes = rlen as usize * REG_BYTES;
    let mut response = match dst_reg {
        Some(r) => Regs::from_slice(operand::regs(st, at, r, rlen)?),
        None if rlen > 0 => {
            return Err(x.invalid(format!("send with response length {rlen} to null")))
        }
        None => Regs::new(),
    };
    let exec_mask = x.mask()?;
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
    let reply = shared
        .send(thread, &req, &mut response[..rbytes])
        .map_err(fail)?;
    if let Some(r) = dst_reg {
        let start = r as usize * REG_BYTES;
        x.st.grf_mut()[start..start + rbytes].copy_from_slice(&response[..rbytes]);
    }
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
