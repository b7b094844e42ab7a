//! `send`, `sendc`, `sends`, `sendsc`: gather the payload registers, hand the message to the
//! shared functions and write the response registers back.

use isa::{Addressing, DescOperand, Register, SourceKind};
use smallvec::SmallVec;

use crate::error::ExecError;
use crate::exec::Exec;
use crate::operand;
use crate::shared::{SendOutcome, SendRequest, SharedFunctions};
use crate::state::{ArfSlot, REG_BYTES};

/// Result of a send for the stepper.
pub(crate) enum SendDone {
    /// Completed.
    Done,
    /// A barrier was signalled.
    Barrier,
}

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

/// Execute a send instruction.
pub(crate) fn send(
    x: &mut Exec<'_>,
    shared: &mut dyn SharedFunctions,
) -> Result<SendDone, ExecError> {
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
    let mlen = ((desc >> 25) & 0xf) as u8;
    let rlen = ((desc >> 20) & 0x1f) as u8;
    let split = inst.opcode.is_split_send();
    let ex_mlen = if split {
        ((ex_desc >> 6) & 0xf) as u8
    } else {
        0
    };
    let (st, at) = (&*x.st, x.at);
    // The payload is src0's registers, then src1's for split sends: borrowed straight from the
    // GRF when it is one block, else copied (without zero-filling a worst-case buffer).
    let first = operand::regs(st, at, payload_reg(x, 0)?, mlen as u32)?;
    let mut joined: SmallVec<[u8; 16 * REG_BYTES]> = SmallVec::new();
    let payload = if ex_mlen > 0 {
        let second = operand::regs(st, at, payload_reg(x, 1)?, ex_mlen as u32)?;
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
    let rbytes = rlen as usize * REG_BYTES;
    let mut response: SmallVec<[u8; 16 * REG_BYTES]> = match dst_reg {
        Some(r) => SmallVec::from_slice(operand::regs(st, at, r, rlen as u32)?),
        None if rlen > 0 => {
            return Err(x.invalid(format!("send with response length {rlen} to null")))
        }
        None => SmallVec::new(),
    };
    let exec_mask = x.mask()?;
    let req = SendRequest {
        ip: at.ip,
        sfid: info.sfid,
        desc,
        ex_desc,
        exec_size: inst.exec_size,
        chan_offset: inst.chan_offset,
        exec_mask,
        payload,
        mlen,
        ex_mlen,
        rlen,
        eot: inst.eot,
    };
    let thread = st.id;
    let outcome = shared
        .send(thread, &req, &mut response[..rbytes])
        .map_err(|source| ExecError::Send {
            thread,
            ip: at.ip,
            source,
        })?;
    if let Some(r) = dst_reg {
        let start = r as usize * REG_BYTES;
        x.st.grf_mut()[start..start + rbytes].copy_from_slice(&response[..rbytes]);
    }
    Ok(match outcome {
        SendOutcome::Done => SendDone::Done,
        SendOutcome::Barrier => SendDone::Barrier,
    })
}
