//! Operands of Align1 3-source instructions (Gen10/Gen11 syntax): a GRF or accumulator
//! destination `<1>`/`<2>`, src0/src1 `<v;h>` regions, src2 `<h>`, and 16-bit immediates in
//! src0 and src2 (as `iga64 -p=11` prints them).

use super::cursor::Cursor;
use super::error::ParseError;
use super::imm::to_bits;
use super::operand::{RawOperand, RawReg, RawRegion};
use super::role::{operand_type, sub_bytes, RoleOpts};
use crate::decode::ternary_a1::region;
use crate::model::{Addressing, ArfReg, Destination, Immediate, Register, Source, SourceKind};

/// Swizzle of an Align1 operand.
const XYZW: [crate::model::Swizzle; 4] = crate::decode::operands::NO_SWIZZLE;

/// A direct GRF, or the accumulator when `acc_ok`.
fn direct(
    c: &Cursor,
    pos: usize,
    reg: RawReg,
    acc_ok: bool,
) -> Result<(Register, Option<u32>), ParseError> {
    match reg {
        RawReg::Direct {
            reg: reg @ Register::Grf(_),
            sub,
        } => Ok((reg, sub)),
        RawReg::Direct {
            reg: reg @ Register::Arf(ArfReg::Acc(_)),
            sub,
        } if acc_ok => Ok((reg, sub)),
        _ => Err(c.invalid_at(
            pos,
            "3-source operand",
            "must be a general register (or acc for the destination and src1)".into(),
        )),
    }
}

/// Convert a raw operand into an Align1 3-source destination.
pub(crate) fn to_dst(c: &Cursor, op: RawOperand) -> Result<Destination, ParseError> {
    let RawOperand::Reg {
        reg,
        region,
        ty,
        pos,
        negate: false,
        abs: false,
        ..
    } = op
    else {
        return Err(c.invalid_at(0, "3-source destination", "must be a register".into()));
    };
    let ty = operand_type(c, pos, ty, RoleOpts::STRICT, "a 3-source destination")?;
    let (reg, sub) = direct(c, pos, reg, true)?;
    let hstride = match region {
        Some(RawRegion::One(h @ (1 | 2))) => h as u8,
        _ => {
            return Err(c.invalid_at(pos, "3-source destination", "takes <1> or <2>".into()));
        }
    };
    Ok(Destination {
        addressing: Addressing::Direct {
            reg,
            subreg: sub_bytes(c, pos, reg, sub, ty)?,
        },
        ty,
        hstride,
        writemask: 0xF,
    })
}

/// Convert a raw operand into Align1 3-source operand `index`.
pub(crate) fn to_src(c: &Cursor, op: RawOperand, index: usize) -> Result<Source, ParseError> {
    match op {
        RawOperand::Imm { lit, ty, pos } => {
            if index == 1 {
                return Err(c.invalid_at(pos, "src1", "takes no immediate".into()));
            }
            let bits = to_bits(&lit, ty).map_err(|e| c.invalid_at(pos, "immediate", e))?;
            Ok(Source {
                kind: SourceKind::Imm(Immediate(bits & 0xFFFF)),
                ty,
                negate: false,
                abs: false,
            })
        }
        RawOperand::Reg {
            negate,
            abs,
            reg,
            region: raw,
            ty,
            pos,
            ..
        } => {
            let ty = operand_type(c, pos, ty, RoleOpts::STRICT, "a 3-source operand")?;
            // Gen12 also takes an architecture register as src0/src2.
            let gen12 = c.platform.desc().layout == crate::platform::Layout::Gen12;
            let (reg, sub) = direct(c, pos, reg, index == 1 || gen12)?;
            let r = match (index, raw) {
                (0 | 1, Some(RawRegion::VSemiH(v, h))) => region(Some(v as u8), h as u8),
                (2, Some(RawRegion::One(h))) => region(None, h as u8),
                _ => {
                    return Err(c.invalid_at(
                        pos,
                        "3-source region",
                        "src0/src1 take `<v;h>`, src2 `<h>`".into(),
                    ))
                }
            };
            Ok(Source {
                kind: SourceKind::Reg {
                    addressing: Addressing::Direct {
                        reg,
                        subreg: sub_bytes(c, pos, reg, sub, ty)?,
                    },
                    region: r,
                    swizzle: XYZW,
                },
                ty,
                negate,
                abs,
            })
        }
    }
}
