//! `send`/`sendc` and the split sends `sends`/`sendsc` (Gen9 layouts).
//!
//! In a `send`, the extended descriptor's bits 31:16 reuse source 1's type and source 0's
//! region fields; a split send packs its second payload register and descriptor selectors
//! into fields the basic form uses for types and strides.

use super::operands::{write_dst, write_src, SRC0};
use super::regs::{reg_number, reg_type, FILE_ARF, FILE_GRF, FILE_IMM};
use super::{bad, Result};
use crate::asm::error::EncodeError;
use crate::fields::native as n;
use crate::fields::send as s;
use crate::model::{AccessMode, Addressing, DescOperand, Instruction, Register, SourceKind};

/// Encode the send-specific fields and operands.
pub(crate) fn encode(w: &mut u128, inst: &Instruction) -> Result<()> {
    if inst.access_mode != AccessMode::Align1 {
        return Err(bad("access mode", "sends are encoded in Align1".into()));
    }
    let info = inst.send.as_ref().ok_or(EncodeError::Missing {
        what: "send descriptors",
    })?;
    let split = inst.opcode.is_split_send();
    s::EOT.set(w, inst.eot as u64);

    // Message descriptor.
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

    // Extended descriptor (with the SFID in bits 3:0 and EOT in bit 5 as iga prints it).
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
            if (x >> 5) & 1 != inst.eot as u32 {
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
                s::EXDESC_67_64.set(w, ((x >> 6) & 0xF) as u64);
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
            if info.sfid != 0 {
                return Err(bad(
                    "SFID",
                    "with an a0 extended descriptor the SFID comes from a0 (set sfid 0)".into(),
                ));
            }
            s::SEL_REG32_EXDESC.set(w, 1);
            s::EXDESC_IA_SUBREG.set(w, subreg as u64);
        }
    }

    let dst = inst.dst.as_ref().ok_or(EncodeError::Missing {
        what: "send destination",
    })?;
    let src0 = inst.srcs[0].as_ref().ok_or(EncodeError::Missing {
        what: "send payload (src0)",
    })?;
    if split {
        encode_split_operands(w, inst, dst, src0)
    } else {
        encode_send_operands(w, dst, src0)
    }
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

fn encode_send_operands(
    w: &mut u128,
    dst: &crate::Destination,
    src0: &crate::Source,
) -> Result<()> {
    match dst.addressing {
        Addressing::Direct { reg, subreg } => {
            if subreg != 0 {
                return Err(bad(
                    "send destination",
                    format!("subregister byte {subreg}"),
                ));
            }
            let (file, nr) = reg_number(reg, "send destination")?;
            n::DST_REG_FILE.set(w, file);
            n::DST_REG_NR.set(w, nr);
            n::DST_TYPE.set(w, reg_type(dst.ty, "send destination type")?);
            n::DST_HSTRIDE.set(w, 1);
        }
        _ => write_dst(w, dst, AccessMode::Align1)?,
    }
    match payload_reg(src0, "send payload")? {
        Some(reg) => {
            let (file, nr) = reg_number(reg, "send payload")?;
            n::SRC0_REG_FILE.set(w, file);
            n::SRC0_REG_NR.set(w, nr);
            n::SRC0_TYPE.set(w, reg_type(src0.ty, "send payload type")?);
        }
        None => {
            // Indirect payload: the region fields overlap extended-descriptor bits.
            let ex = s::EXDESC_27_24.get(*w) | s::EXDESC_23_20.get(*w);
            let mut tmp = 0u128;
            write_src(&mut tmp, &SRC0, src0, AccessMode::Align1, false)?;
            if ex != 0
                && (n::SRC0_VSTRIDE.get(tmp) | n::SRC0_WIDTH.get(tmp) | n::SRC0_HSTRIDE.get(tmp))
                    != 0
            {
                return Err(bad(
                    "send payload",
                    "an indirect payload region overlaps extended-descriptor bits 27:20".into(),
                ));
            }
            *w |= tmp;
        }
    }
    Ok(())
}

fn encode_split_operands(
    w: &mut u128,
    inst: &Instruction,
    dst: &crate::Destination,
    src0: &crate::Source,
) -> Result<()> {
    let Addressing::Direct { reg, subreg } = dst.addressing else {
        return Err(bad(
            "send destination",
            "split sends need a direct destination".into(),
        ));
    };
    if subreg != 0 {
        return Err(bad(
            "send destination",
            format!("subregister byte {subreg}"),
        ));
    }
    let (file, nr) = reg_number(reg, "send destination")?;
    s::DST_REG_FILE.set(w, (file == FILE_GRF) as u64);
    n::DST_REG_NR.set(w, nr);
    n::DST_TYPE.set(w, reg_type(dst.ty, "send destination type")?);
    let Some(Register::Grf(p0)) = payload_reg(src0, "send payload")? else {
        return Err(bad(
            "send payload",
            "split-send payload 0 must be a GRF `rN`".into(),
        ));
    };
    n::SRC0_REG_NR.set(w, p0 as u64);
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
