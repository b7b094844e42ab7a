//! `send`/`sendc` and the split sends `sends`/`sendsc` (Gen9 layouts).
//!
//! In a `send`, the extended descriptor's bits 31:16 reuse source 1's type and source 0's
//! region fields; a split send packs its second payload register and descriptor selectors
//! into fields the basic form uses for types and strides.

use super::operands::write_dst;
use super::regs::{reg_number, reg_type, FILE_ARF, FILE_GRF, FILE_IMM};
use super::{bad, Result};
use crate::asm::error::EncodeError;
use crate::fields::native as n;
use crate::fields::send as s;
use crate::model::{
    AccessMode, Addressing, DescOperand, Instruction, Register, SendInfo, SourceKind,
};
use crate::platform::GenDesc;

/// Encode the send-specific fields and operands.
pub(crate) fn encode(g: &GenDesc, w: &mut u128, inst: &Instruction) -> Result<()> {
    let info = inst.send.as_ref().ok_or(EncodeError::Missing {
        what: "send descriptors",
    })?;
    let split = inst.opcode.is_split_send();
    s::EOT.set(w, inst.eot as u64);

    encode_desc(w, info, split)?;
    encode_ex_desc(w, info, split, inst.eot)?;

    let dst = inst.dst.as_ref().ok_or(EncodeError::Missing {
        what: "send destination",
    })?;
    let src0 = inst.srcs[0].as_ref().ok_or(EncodeError::Missing {
        what: "send payload (src0)",
    })?;
    if split {
        encode_split_operands(g, w, inst, dst, src0)
    } else {
        encode_send_operands(g, w, dst, src0)
    }
}

/// The message descriptor: an immediate or a0.0.
fn encode_desc(w: &mut u128, info: &SendInfo, split: bool) -> Result<()> {
    match info.desc {
        DescOperand::Imm(d) => {
            if d >> 31 != 0 {
                return Err(bad(
                    "message descriptor",
                    format!("{d:#010x}: bit 31 is not encodable (bit 127 is EOT)"),
                ));
            }
            s::DESC.set(w, d as u64);
            if !split {
                n::SRC1_REG_FILE.set(w, FILE_IMM);
            }
        }
        DescOperand::Reg { subreg } => {
            if subreg != 0 {
                return Err(bad(
                    "message descriptor",
                    format!("a register descriptor must be a0.0, not a0.{subreg}"),
                ));
            }
            if split {
                s::SEL_REG32_DESC.set(w, 1);
            } else {
                // src1 = a0.0:ud (ARF).
                n::SRC1_REG_FILE.set(w, FILE_ARF);
                n::SRC1_REG_NR.set(w, 0x10);
            }
        }
    }
    Ok(())
}

/// The extended descriptor (with the SFID in bits 3:0 and EOT in bit 5 as iga prints it): an
/// immediate, or a0.N on split sends.
fn encode_ex_desc(w: &mut u128, info: &SendInfo, split: bool, eot: bool) -> Result<()> {
    match info.ex_desc {
        DescOperand::Imm(x) => {
            let sfid = (x & 0xF) as u8;
            if sfid != info.sfid {
                return Err(bad(
                    "SFID",
                    format!(
                        "send.sfid {:#x} differs from the extended descriptor's bits 3:0 ({sfid:#x})",
                        info.sfid
                    ),
                ));
            }
            if (x >> 5) & 1 != eot as u32 {
                return Err(bad(
                    "extended descriptor",
                    format!("{x:#x}: bit 5 (EOT) disagrees with the EOT option"),
                ));
            }
            s::SFID.set(w, sfid as u64);
            if split {
                if x & 0xFC10 != 0 {
                    return Err(bad(
                        "extended descriptor",
                        format!("{x:#x}: bits 15:10 and 4 are not encodable in a split send"),
                    ));
                }
                s::SENDS_EXDESC_31_16.set(w, (x >> 16) as u64);
                s::EXDESC_67_64.set(w, u64::from(crate::message::ex_mlen(x)));
            } else {
                if x & 0xFFD0 != 0 {
                    return Err(bad(
                        "extended descriptor",
                        format!("{x:#x}: bits 15:6 and 4 are not encodable in a send"),
                    ));
                }
                s::EXDESC_31_28.set(w, ((x >> 28) & 0xF) as u64);
                s::EXDESC_27_24.set(w, ((x >> 24) & 0xF) as u64);
                s::EXDESC_23_20.set(w, ((x >> 20) & 0xF) as u64);
                s::EXDESC_67_64.set(w, ((x >> 16) & 0xF) as u64);
            }
        }
        DescOperand::Reg { subreg } => {
            if !split {
                return Err(bad(
                    "extended descriptor",
                    "only split sends take an a0 extended descriptor on Gen9".into(),
                ));
            }
            if subreg > 7 {
                return Err(bad(
                    "extended descriptor",
                    format!("a0.{subreg}: the selector holds a0.0 to a0.7"),
                ));
            }
            // The SFID field is still encoded (iga64 leaves it 0 and takes the SFID from a0).
            s::SFID.set(w, info.sfid as u64);
            s::SEL_REG32_EXDESC.set(w, 1);
            s::EXDESC_IA_SUBREG.set(w, subreg as u64);
        }
    }
    Ok(())
}

/// The payload register of a direct send operand (subregister 0 only).
fn payload_reg(src: &crate::Source, what: &'static str) -> Result<Option<Register>> {
    match src.kind {
        SourceKind::Reg {
            addressing: Addressing::Direct { reg, subreg },
            ..
        } => {
            if subreg != 0 {
                return Err(bad(
                    what,
                    format!("send payloads start at a register, not byte {subreg}"),
                ));
            }
            Ok(Some(reg))
        }
        SourceKind::Reg { .. } => Ok(None),
        SourceKind::Imm(_) => Err(bad(what, "must be a register".into())),
    }
}

/// Indirect address fields of a send operand: sends use the Align16-style immediate
/// (bits 8:4 plus bit 9) because the Align1 fields overlap the extended descriptor.
fn indirect_offset(offset: i16, what: &'static str) -> Result<(u64, u64)> {
    if !(-512..=511).contains(&offset) || offset & 15 != 0 {
        return Err(bad(
            what,
            format!("indirect offset {offset}: sends need a multiple of 16 in -512..511"),
        ));
    }
    let v = (offset as u16 as u64) & 0x3FF;
    Ok(((v >> 4) & 0x1F, v >> 9))
}

/// Destination of any send; `split` selects the split-send register-file bit.
fn send_dst(g: &GenDesc, w: &mut u128, dst: &crate::Destination, split: bool) -> Result<()> {
    n::DST_TYPE.set(w, reg_type(g, dst.ty, "send destination type")?);
    let set_file = |w: &mut u128, file: u64| {
        if split {
            s::DST_REG_FILE.set(w, (file == FILE_GRF) as u64);
        } else {
            n::DST_REG_FILE.set(w, file);
        }
    };
    match dst.addressing {
        Addressing::Direct { reg, subreg } => {
            if subreg != 0 {
                return Err(bad(
                    "send destination",
                    format!("subregister byte {subreg}"),
                ));
            }
            let (file, nr) = reg_number(reg, "send destination")?;
            set_file(w, file);
            n::DST_REG_NR.set(w, nr);
        }
        Addressing::Indirect { .. } if !split => {
            // A send's destination uses the ordinary Align1 indirect fields and stride.
            return write_dst(g, w, dst, AccessMode::Align1);
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => {
            if addr_subreg > 15 {
                return Err(bad("send destination", format!("a0.{addr_subreg}")));
            }
            // A split send uses the Align16-style immediate; its bit 9 moves to bit 62
            // because src1's register number occupies the Align1 position.
            let (lo, hi) = indirect_offset(offset, "send destination")?;
            set_file(w, FILE_GRF);
            n::DST_ADDR_MODE.set(w, 1);
            n::DST_IA_SUBREG.set(w, addr_subreg as u64);
            n::DST_IA16_IMM_LO.set(w, lo);
            s::DST_IA16_IMM_HI.set(w, hi);
        }
        Addressing::Macro { .. } => {
            return Err(bad("send destination", "math-macro operand".into()))
        }
    }
    if !split {
        // Bit 61 is the stride in a send; a split send uses it to select an a0 ex_desc.
        n::DST_HSTRIDE.set(w, 1);
    }
    Ok(())
}

/// Payload 0 of any send; a split send has no file or type bits for it.
fn send_src0(g: &GenDesc, w: &mut u128, src0: &crate::Source, split: bool) -> Result<()> {
    let SourceKind::Reg { addressing, .. } = src0.kind else {
        return Err(bad("send payload", "must be a register".into()));
    };
    let file = match addressing {
        Addressing::Direct { reg, subreg } => {
            if subreg != 0 {
                return Err(bad(
                    "send payload",
                    format!("payloads start at a register, not byte {subreg}"),
                ));
            }
            let (file, nr) = reg_number(reg, "send payload")?;
            n::SRC0_REG_NR.set(w, nr);
            file
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => {
            if addr_subreg > 15 {
                return Err(bad("send payload", format!("a0.{addr_subreg}")));
            }
            let (lo, hi) = indirect_offset(offset, "send payload")?;
            n::SRC0_ADDR_MODE.set(w, 1);
            n::SRC0_IA_SUBREG.set(w, addr_subreg as u64);
            n::SRC0_IA16_IMM_LO.set(w, lo);
            // Bit 9 of the offset sits at bit 95 in a send; a split send uses bit 95 for the
            // extended descriptor and moves it to bit 78.
            if split {
                s::SRC0_IA_IMM_HI.set(w, hi);
            } else {
                n::SRC0_IA_IMM_HI.set(w, hi);
            }
            FILE_GRF
        }
        Addressing::Macro { .. } => return Err(bad("send payload", "math-macro operand".into())),
    };
    if split {
        if file != FILE_GRF {
            return Err(bad(
                "send payload",
                "split-send payload 0 must be a GRF `rN`".into(),
            ));
        }
    } else {
        n::SRC0_REG_FILE.set(w, file);
        n::SRC0_TYPE.set(w, reg_type(g, src0.ty, "send payload type")?);
    }
    Ok(())
}

fn encode_send_operands(
    g: &GenDesc,
    w: &mut u128,
    dst: &crate::Destination,
    src0: &crate::Source,
) -> Result<()> {
    send_dst(g, w, dst, false)?;
    send_src0(g, w, src0, false)
}

fn encode_split_operands(
    g: &GenDesc,
    w: &mut u128,
    inst: &Instruction,
    dst: &crate::Destination,
    src0: &crate::Source,
) -> Result<()> {
    send_dst(g, w, dst, true)?;
    send_src0(g, w, src0, true)?;
    let src1 = inst.srcs[1].as_ref().ok_or(EncodeError::Missing {
        what: "split-send payload (src1)",
    })?;
    let Some(reg1) = payload_reg(src1, "split-send payload 1")? else {
        return Err(bad(
            "split-send payload 1",
            "must be a direct register".into(),
        ));
    };
    let (file1, nr1) = reg_number(reg1, "split-send payload 1")?;
    s::SRC1_REG_FILE.set(w, (file1 == FILE_GRF) as u64);
    s::SRC1_REG_NR.set(w, nr1);
    Ok(())
}
