//! `send`, `sendc`, `sends`, `sendsc` (Gen9 encodings).

use super::operands::{decode_reg, sext10, FILE_ARF, FILE_GRF, FILE_IMM};
use super::Ctx;
use crate::error::DecodeError;
use crate::fields::native as n;
use crate::fields::send as s;
use crate::model::*;

/// Region iga gives send payload operands (`<0;1,0>`); not printed.
const SEND_REGION: Region = Region {
    vstride: VStride::Elements(0),
    width: 1,
    hstride: 0,
};

fn payload(reg: Register, ty: DataType) -> Source {
    Source {
        kind: SourceKind::Reg {
            addressing: Addressing::Direct { reg, subreg: 0 },
            region: SEND_REGION,
            swizzle: super::operands::NO_SWIZZLE,
        },
        ty,
        negate: false,
        abs: false,
    }
}

pub(crate) fn decode_send(c: &Ctx, inst: &mut Instruction) -> Result<(), DecodeError> {
    let split = c.op.is_split_send();
    inst.send = Some(send_info(c, split)?);
    inst.dst = Some(send_dst(c, split)?);
    inst.srcs[0] = Some(send_payload(c, split)?);
    // Source 1 (second payload of split sends).
    if split {
        let file = if c.get(s::SRC1_REG_FILE) != 0 {
            FILE_GRF
        } else {
            FILE_ARF
        };
        let reg = decode_reg(c, file, c.get(s::SRC1_REG_NR))?;
        // iga gives this operand no type of its own; keep the payload's.
        inst.srcs[1] = Some(payload(reg, DataType::Ud));
    }
    Ok(())
}

/// The message descriptors and the lengths an immediate descriptor gives.
fn send_info(c: &Ctx, split: bool) -> Result<SendInfo, DecodeError> {
    let sfid = c.get(s::SFID) as u8;
    let eot = c.get(s::EOT) as u32;
    let desc_is_reg = if split {
        c.get(s::SEL_REG32_DESC) != 0
    } else {
        match c.get(n::SRC1_REG_FILE) {
            FILE_IMM => false,
            FILE_ARF => true,
            _ => return Err(c.invalid("send descriptor register file")),
        }
    };
    let desc = if desc_is_reg {
        DescOperand::Reg { subreg: 0 }
    } else {
        DescOperand::Imm(c.get(s::DESC) as u32)
    };
    let ex_desc = if split {
        if c.get(s::SEL_REG32_EXDESC) != 0 {
            DescOperand::Reg {
                subreg: c.get(s::EXDESC_IA_SUBREG) as u8,
            }
        } else {
            let v = ((c.get(s::SENDS_EXDESC_31_16) as u32) << 16)
                | ((c.get(s::EXDESC_67_64) as u32) << 6)
                | (eot << 5)
                | sfid as u32;
            DescOperand::Imm(v)
        }
    } else {
        let v = ((c.get(s::EXDESC_31_28) as u32) << 28)
            | ((c.get(s::EXDESC_27_24) as u32) << 24)
            | ((c.get(s::EXDESC_23_20) as u32) << 20)
            | ((c.get(s::EXDESC_67_64) as u32) << 16)
            | (eot << 5)
            | sfid as u32;
        DescOperand::Imm(v)
    };
    let (mlen, rlen, header_present) = match desc {
        DescOperand::Imm(d) => (
            Some(crate::message::mlen(d) as u8),
            Some(crate::message::rlen(d) as u8),
            Some(crate::message::header_present(d)),
        ),
        DescOperand::Reg { .. } => (None, None, None),
    };
    let ex_mlen = match (split, ex_desc) {
        (true, DescOperand::Imm(e)) => Some(crate::message::ex_mlen(e) as u8),
        (false, _) => Some(0),
        _ => None,
    };
    Ok(SendInfo {
        sfid,
        desc,
        ex_desc,
        mlen,
        rlen,
        ex_mlen,
        header_present,
        unified: false,
    })
}

/// The destination (direct or indirect GRF).
fn send_dst(c: &Ctx, split: bool) -> Result<Destination, DecodeError> {
    let dst_ty =
        c.d.reg_type(c.get(n::DST_TYPE))
            .ok_or(c.invalid("send destination type"))?;
    Ok(if c.get(n::DST_ADDR_MODE) != 0 {
        let file = if split {
            c.get(s::DST_REG_FILE)
        } else {
            c.get(n::DST_REG_FILE)
        };
        if file != FILE_GRF {
            return Err(c.invalid("send destination register file (indirect needs the GRF)"));
        }
        // `send` uses the Align1 fields; `sends` the Align16-style ones (its src1 number
        // overlaps the Align1 immediate).
        let (imm, hs) = if split {
            (
                (c.get(n::DST_IA16_IMM_LO) << 4) | (c.get(s::DST_IA16_IMM_HI) << 9),
                1,
            )
        } else {
            (
                c.get(n::DST_IA1_IMM_LO) | (c.get(n::DST_IA_IMM_HI) << 9),
                super::operands::hstride(c.get(n::DST_HSTRIDE)),
            )
        };
        Destination {
            addressing: Addressing::Indirect {
                addr_subreg: c.get(n::DST_IA_SUBREG) as u8,
                offset: sext10(imm),
            },
            ty: dst_ty,
            hstride: hs,
            writemask: 0xF,
        }
    } else {
        let file = if split {
            c.get(s::DST_REG_FILE)
        } else {
            c.get(n::DST_REG_FILE)
        };
        let reg = decode_reg(c, file, c.get(n::DST_REG_NR))?;
        Destination {
            addressing: Addressing::Direct { reg, subreg: 0 },
            ty: dst_ty,
            hstride: 1,
            writemask: 0xF,
        }
    })
}

/// Source 0 (payload). Split sends always read the GRF and reuse the src0 type bits for
/// src1's number; indirect payloads use the Align16-style fields (the Align1 ones overlap
/// the extended descriptor).
fn send_payload(c: &Ctx, split: bool) -> Result<Source, DecodeError> {
    let src0_indirect = c.get(n::SRC0_ADDR_MODE) != 0;
    let (src0_file, src0_ty) = if split {
        (FILE_GRF, DataType::Ud)
    } else {
        let ty =
            c.d.reg_type(c.get(n::SRC0_TYPE))
                .ok_or(c.invalid("send source type"))?;
        (c.get(n::SRC0_REG_FILE), ty)
    };
    if src0_file != FILE_GRF {
        return Err(c.invalid("send payload register file (must be the GRF)"));
    }
    let mut p = payload(Register::Grf(0), src0_ty);
    if let SourceKind::Reg { addressing, .. } = &mut p.kind {
        *addressing = if src0_indirect {
            // Bit 9 of the offset: bit 95 in a send, bit 78 in a split send (as iga64 -a
            // encodes them).
            let hi = if split {
                s::SRC0_IA_IMM_HI
            } else {
                n::SRC0_IA_IMM_HI
            };
            let imm = (c.get(n::SRC0_IA16_IMM_LO) << 4) | (c.get(hi) << 9);
            Addressing::Indirect {
                addr_subreg: c.get(n::SRC0_IA_SUBREG) as u8,
                offset: sext10(imm),
            }
        } else {
            Addressing::Direct {
                reg: decode_reg(c, src0_file, c.get(n::SRC0_REG_NR))?,
                subreg: 0,
            }
        };
    }
    Ok(p)
}
