//! 3-source instructions in the Align1 encoding of Gen10/Gen11: the inverse of
//! [`crate::decode::ternary_a1`], reading the same field and code tables.

use super::regs::reg_number;
use super::{bad, Result};
use crate::asm::error::EncodeError;
use crate::decode::ternary_a1::{vstrides, HSTRIDES, SRCS};
use crate::fields::native as n;
use crate::fields::three_src as t;
use crate::fields::three_src_a1 as a;
use crate::model::{Addressing, DataType, Instruction, Register, SourceKind, VStride};
use crate::platform::GenDesc;

/// Code of `v` in a code table.
fn code(table: &[u8; 4], v: u8, field: &'static str) -> Result<u64> {
    table
        .iter()
        .position(|&x| x == v)
        .map(|p| p as u64)
        .ok_or_else(|| bad(field, format!("stride {v}")))
}

/// The 3-bit type code of `ty` under execution type `float`.
fn type_code(g: &GenDesc, float: bool, ty: DataType, field: &'static str) -> Result<u64> {
    g.ternary_types[float as usize]
        .iter()
        .position(|t| *t == Some(ty))
        .map(|p| p as u64)
        .ok_or_else(|| {
            bad(
                field,
                format!(":{} under this execution type", ty.iga_name()),
            )
        })
}

/// Register file bit (GRF 0, ARF 1) and number of a direct operand.
fn direct(addressing: Addressing, field: &'static str) -> Result<(u64, u64, u8)> {
    match addressing {
        Addressing::Direct { reg, subreg } => {
            let (_, nr) = reg_number(reg, field)?;
            Ok((matches!(reg, Register::Arf(_)) as u64, nr, subreg))
        }
        _ => Err(bad(field, "3-source operands are direct".into())),
    }
}

/// Encode the operands of a 3-source instruction.
pub(crate) fn encode(g: &GenDesc, w: &mut u128, inst: &Instruction) -> Result<()> {
    let dst = inst.dst.as_ref().ok_or(EncodeError::Missing {
        what: "destination",
    })?;
    let float = dst.ty.is_float();
    a::EXEC_TYPE.set(w, float as u64);
    n::SATURATE.set(w, inst.saturate as u64);
    let (file, nr, sub) = direct(dst.addressing, "destination")?;
    if sub % 8 != 0 {
        return Err(bad("destination", format!("subregister byte {sub}")));
    }
    a::DST_REG_FILE.set(w, file);
    t::DST_REG_NR.set(w, nr);
    a::DST_SUBREG.set(w, (sub / 8) as u64);
    a::DST_TYPE.set(w, type_code(g, float, dst.ty, "destination type")?);
    a::DST_HSTRIDE.set(
        w,
        match dst.hstride {
            1 => 0,
            2 => 1,
            h => return Err(bad("destination", format!("stride {h}"))),
        },
    );
    for (i, f) in SRCS.iter().enumerate() {
        let s = inst.srcs[i]
            .as_ref()
            .ok_or(EncodeError::Missing { what: f.name })?;
        f.ty.set(w, type_code(g, float, s.ty, f.name)?);
        f.negate.set(w, s.negate as u64);
        f.abs.set(w, s.abs as u64);
        match s.kind {
            SourceKind::Imm(v) => match f.imm {
                Some(imm) if f.file_is_imm => {
                    f.file.set(w, 1);
                    imm.set(w, v.0 & 0xFFFF);
                }
                _ => return Err(bad(f.name, "only src0 and src2 take immediates".into())),
            },
            SourceKind::Reg {
                addressing, region, ..
            } => {
                let (file, nr, sub) = direct(addressing, f.name)?;
                // Gen12 marks an architecture-register src0/src2 outside this layout.
                let gen12 = g.layout == crate::platform::Layout::Gen12;
                if file == 1 && f.file_is_imm && !gen12 {
                    return Err(bad(
                        f.name,
                        "only the destination and src1 can be acc".into(),
                    ));
                }
                f.file.set(w, if f.file_is_imm { 0 } else { file });
                f.reg_nr.set(w, nr);
                f.subreg.set(w, sub as u64);
                f.hstride.set(w, code(&HSTRIDES, region.hstride, f.name)?);
                if let Some(v) = f.vstride {
                    let VStride::Elements(vs) = region.vstride else {
                        return Err(bad(f.name, "VxH region".into()));
                    };
                    v.set(w, code(vstrides(g.layout), vs, f.name)?);
                }
            }
        }
    }
    Ok(())
}
