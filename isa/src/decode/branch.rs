//! Branch and SIMD control-flow instructions (Gen8+ encodings: 32-bit JIP in bits 127:96,
//! 32-bit UIP in bits 95:64, byte offsets).

use super::operands::{decode_dst, decode_src, FILE_IMM, SRC0, SRC1};
use super::Ctx;
use crate::error::DecodeError;
use crate::fields::native as n;
use crate::model::*;
use crate::opcode::BranchKind;
use crate::Opcode;

/// A label operand: the raw offset as an immediate of the type the encoding names.
fn label(v: i32, ty: DataType) -> Source {
    Source {
        kind: SourceKind::Imm(Immediate(v as u32 as u64)),
        ty,
        negate: false,
        abs: false,
    }
}

fn src_type_any(c: &Ctx, file: u64, ty_raw: u64) -> Result<DataType, DecodeError> {
    let t = if file == FILE_IMM {
        c.d.imm_type(ty_raw)
    } else {
        c.d.reg_type(ty_raw)
    };
    t.ok_or(c.invalid("branch operand type"))
}

pub(crate) fn decode_branch(c: &Ctx, inst: &mut Instruction) -> Result<(), DecodeError> {
    if inst.access_mode == AccessMode::Align16 {
        return Err(c.unimplemented("Align16 branch"));
    }
    let jip = c.get(n::JIP) as u32 as i32;
    let uip = c.get(n::UIP) as u32 as i32;
    match c.op.info().branch {
        BranchKind::Jmpi => {
            // The target is src1 (immediate offset or register); iga shows it as src0.
            let file = c.get(n::SRC1_REG_FILE);
            if file == FILE_IMM {
                let ty = src_type_any(c, file, c.get(n::SRC1_TYPE))?;
                inst.srcs[0] = Some(label(jip, ty));
                inst.branch = Some(BranchTargets { jip, uip: None });
            } else {
                inst.srcs[0] = Some(decode_src(c, &SRC1, AccessMode::Align1, false, false)?);
            }
        }
        BranchKind::Ret => {
            inst.srcs[0] = Some(decode_src(c, &SRC0, AccessMode::Align1, false, false)?);
        }
        BranchKind::Call | BranchKind::CallAbs => {
            inst.dst = Some(decode_dst(c, AccessMode::Align1, false)?);
            let file = c.get(n::SRC1_REG_FILE);
            if file == FILE_IMM {
                let ty = src_type_any(c, file, c.get(n::SRC1_TYPE))?;
                inst.srcs[0] = Some(label(jip, ty));
                inst.branch = Some(BranchTargets { jip, uip: None });
            } else {
                inst.srcs[0] = Some(decode_src(c, &SRC1, AccessMode::Align1, false, false)?);
            }
        }
        BranchKind::Jip | BranchKind::JipUip if matches!(c.op, Opcode::Brd | Opcode::Brc) => {
            let file = c.get(n::SRC0_REG_FILE);
            if file == FILE_IMM {
                let ty = src_type_any(c, file, c.get(n::SRC0_TYPE))?;
                inst.srcs[0] = Some(label(jip, ty));
                if c.op == Opcode::Brc {
                    inst.srcs[1] = Some(label(uip, ty));
                    inst.branch = Some(BranchTargets {
                        jip,
                        uip: Some(uip),
                    });
                } else {
                    inst.branch = Some(BranchTargets { jip, uip: None });
                }
            } else {
                inst.srcs[0] = Some(decode_src(c, &SRC0, AccessMode::Align1, false, false)?);
            }
        }
        BranchKind::Jip => inst.branch = Some(BranchTargets { jip, uip: None }),
        BranchKind::JipUip => {
            inst.branch = Some(BranchTargets {
                jip,
                uip: Some(uip),
            })
        }
        BranchKind::None => return Err(c.unimplemented("branch form")),
    }
    Ok(())
}
