//! `send`, `sendc`, `sends`, `sendsc`: gather the payload registers, hand the message to the
//! shared functions and write the response registers back.

use isa::{Addressing, DescOperand, Register, SourceKind};

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
    // mlen (4 bits) + ex_mlen (5 bits) registers at most.
    let mut payload = [0u8; 48 * REG_BYTES];
    let src0 = payload_reg(x, 0)?;
    operand::read_regs(x.st, x.at, src0, mlen as u32, &mut payload)?;
    if ex_mlen > 0 {
        let src1 = payload_reg(x, 1)?;
        let off = mlen as usize * REG_BYTES;
        operand::read_regs(x.st, x.at, src1, ex_mlen as u32, &mut payload[off..])?;
    }
    let total = (mlen as usize + ex_mlen as usize) * REG_BYTES;
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
    let mut response = [0u8; 32 * REG_BYTES];
    let rbytes = rlen as usize * REG_BYTES;
    if let Some(r) = dst_reg {
        operand::read_regs(x.st, x.at, r, rlen as u32, &mut response)?;
    } else if rlen > 0 {
        return Err(x.invalid(format!("send with response length {rlen} to null")));
    }
    let exec_mask = x.mask()?;
    let req = SendRequest {
        ip: x.at.ip,
        sfid: info.sfid,
        desc,
        ex_desc,
        exec_size: inst.exec_size,
        chan_offset: inst.chan_offset,
        exec_mask,
        payload: &payload[..total],
        mlen,
        ex_mlen,
        rlen,
        eot: inst.eot,
    };
    let outcome = shared
        .send(x.st.id, &req, &mut response[..rbytes])
        .map_err(|source| ExecError::Send {
            thread: x.st.id,
            ip: x.at.ip,
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
