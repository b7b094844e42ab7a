//! 3-source (Gen8/9 Align16-encoded) instructions: `mad`, `lrp`, `bfe`, `bfi2`, `csel`, `madm`.
//!
//! Like iga64, operands are converted to their Align1 meaning: an `.xyzw` source is a
//! contiguous region (`<4;4,1>` here, printed `<2;1>`/`<1>` by iga), a replicated (`.r`)
//! source is a scalar `<0;1,0>`, and a masked SIMD4/SIMD2 destination becomes SIMD1.

use super::operands::{decode_reg, is_macro, NO_SWIZZLE};
use super::Ctx;
use crate::error::DecodeError;
use crate::fields::native as n;
use crate::fields::three_src as t;
use crate::fields::Field;
use crate::model::*;
use crate::opcode::attr;

fn ternary_type(raw: u64) -> Option<DataType> {
    Some(match raw {
        0 => DataType::F,
        1 => DataType::D,
        2 => DataType::Ud,
        3 => DataType::Df,
        4 => DataType::Hf,
        _ => return None,
    })
}

/// Field positions of one 3-source operand (shared by the decoder and the assembler's encoder).
pub(crate) struct TsSrc {
    /// Operand name for errors (`src0`..`src2`).
    pub name: &'static str,
    pub reg_nr: Field,
    pub subreg: Field,
    pub subreg_bit1: Field,
    pub rep: Field,
    pub swizzle: Field,
    pub negate: Field,
    pub abs: Field,
    /// The source's half-float type bit (src1 and src2 only).
    pub hf: Option<Field>,
}

/// The three source operands' fields.
pub(crate) const SRCS: [TsSrc; 3] = [
    TsSrc {
        name: "src0",
        reg_nr: t::SRC0_REG_NR,
        subreg: t::SRC0_SUBREG,
        subreg_bit1: t::SRC0_SUBREG_BIT1,
        rep: t::SRC0_REP_CTRL,
        swizzle: t::SRC0_SWIZZLE,
        negate: t::SRC0_NEGATE,
        abs: t::SRC0_ABS,
        hf: None,
    },
    TsSrc {
        name: "src1",
        reg_nr: t::SRC1_REG_NR,
        subreg: t::SRC1_SUBREG,
        subreg_bit1: t::SRC1_SUBREG_BIT1,
        rep: t::SRC1_REP_CTRL,
        swizzle: t::SRC1_SWIZZLE,
        negate: t::SRC1_NEGATE,
        abs: t::SRC1_ABS,
        hf: Some(t::SRC1_TYPE_HF),
    },
    TsSrc {
        name: "src2",
        reg_nr: t::SRC2_REG_NR,
        subreg: t::SRC2_SUBREG,
        subreg_bit1: t::SRC2_SUBREG_BIT1,
        rep: t::SRC2_REP_CTRL,
        swizzle: t::SRC2_SWIZZLE,
        negate: t::SRC2_NEGATE,
        abs: t::SRC2_ABS,
        hf: Some(t::SRC2_TYPE_HF),
    },
];

/// The Align1 view of a contiguous Align16 operand.
pub(crate) const CONTIGUOUS: Region = Region {
    vstride: VStride::Elements(4),
    width: 4,
    hstride: 1,
};
/// The Align1 view of a replicated (scalar) Align16 operand.
pub(crate) const SCALAR: Region = Region {
    vstride: VStride::Elements(0),
    width: 1,
    hstride: 0,
};

pub(crate) fn decode_ternary(c: &Ctx, inst: &mut Instruction) -> Result<(), DecodeError> {
    if inst.access_mode != AccessMode::Align16 {
        return Err(c.unimplemented("Align1 3-source instruction (Gen10+ form)"));
    }
    let macro_form = is_macro(inst);
    if c.op.has_attr(attr::SAT) {
        inst.saturate = c.get(n::SATURATE) != 0;
    }
    let dst_ty = ternary_type(c.get(t::DST_TYPE)).ok_or(c.invalid("3-source destination type"))?;
    let src_ty = ternary_type(c.get(t::SRC_TYPE)).ok_or(c.invalid("3-source source type"))?;
    let mask = c.get(t::DST_WRITEMASK) as u8;
    let dst_nr = c.get(t::DST_REG_NR);
    inst.dst = Some(if macro_form {
        let mme = match mask {
            0..=7 => Some(mask),
            8 => None,
            _ => return Err(c.invalid("math-macro destination channel enable")),
        };
        Destination {
            addressing: Addressing::Macro {
                reg: dst_nr as u8,
                mme,
            },
            ty: dst_ty,
            hstride: 1,
            writemask: 0xF,
        }
    } else {
        grf_dst(c, inst, dst_ty, mask, dst_nr)?
    });
    let mods = c.op.has_attr(attr::SRC_MODS);
    for (i, f) in SRCS.iter().enumerate() {
        let mut ty = src_ty;
        if let Some(hf) = f.hf {
            if matches!(src_ty, DataType::F | DataType::Hf) {
                ty = if c.get(hf) != 0 {
                    DataType::Hf
                } else {
                    DataType::F
                };
            }
        }
        let (negate, abs) = if mods {
            (c.get(f.negate) != 0, c.get(f.abs) != 0)
        } else {
            (false, false)
        };
        let kind = if macro_form {
            macro_src(c, f)?
        } else {
            grf_src(c, f, ty)?
        };
        inst.srcs[i] = Some(Source {
            kind,
            ty,
            negate,
            abs,
        });
    }
    Ok(())
}

/// A direct GRF destination; a masked SIMD2/SIMD4 Align16 write becomes a SIMD1 write
/// (`inst.exec_size` is set to 1).
fn grf_dst(
    c: &Ctx,
    inst: &mut Instruction,
    dst_ty: DataType,
    mask: u8,
    dst_nr: u64,
) -> Result<Destination, DecodeError> {
    // Element offset added to the subregister when a masked Align16 write is turned into
    // a SIMD1 write.
    let mut extra = 0u8;
    match inst.exec_size {
        2 if mask != 0xF => {
            inst.exec_size = 1;
            extra = match (mask, dst_ty) {
                (0x3, DataType::Df) => 0,
                (0xC, DataType::Df) => 1,
                _ => return Err(c.unimplemented("SIMD2 3-source destination write mask")),
            };
        }
        4 if mask != 0xF => {
            inst.exec_size = 1;
            extra = match mask {
                0x1 => 0,
                0x2 => 1,
                0x4 => 2,
                0x8 => 3,
                _ => return Err(c.unimplemented("SIMD4 3-source destination write mask")),
            };
        }
        1 => return Err(c.unimplemented("SIMD1 Align16 3-source instruction")),
        _ if mask != 0xF => {
            return Err(c.unimplemented("3-source destination write mask other than .xyzw"))
        }
        _ => {}
    }
    let size = dst_ty.size_bytes();
    let byte = c.get(t::DST_SUBREG) as u32 * 4 + extra as u32 * size;
    if byte >= 32 {
        return Err(c.unimplemented("3-source destination subregister past the register"));
    }
    Ok(Destination {
        addressing: Addressing::Direct {
            reg: Register::Grf(dst_nr as u8),
            subreg: byte as u8,
        },
        ty: dst_ty,
        hstride: 1,
        writemask: 0xF,
    })
}

/// A math-macro source register.
fn macro_src(c: &Ctx, f: &TsSrc) -> Result<SourceKind, DecodeError> {
    let nr = c.get(f.reg_nr);
    // The math-macro register is in ChanSel[3:0]; with RepCtrl set, iga reads mme4.
    let sel = if c.get(f.rep) != 0 {
        4
    } else {
        c.get(f.swizzle) & 0xF
    };
    let mme = match sel {
        0..=7 => Some(sel as u8),
        8 => None,
        _ => return Err(c.invalid("math-macro source register")),
    };
    Ok(SourceKind::Reg {
        addressing: Addressing::Macro { reg: nr as u8, mme },
        region: CONTIGUOUS,
        swizzle: NO_SWIZZLE,
    })
}

/// A direct GRF source: `.xyzw` (contiguous) or replicated (scalar), `.xyxy`/`.zwzw` for
/// 64-bit types.
fn grf_src(c: &Ctx, f: &TsSrc, ty: DataType) -> Result<SourceKind, DecodeError> {
    let nr = c.get(f.reg_nr);
    let reg = decode_reg(c, super::operands::FILE_GRF, nr)?;
    let mut byte = c.get(f.subreg) * 4 + c.get(f.subreg_bit1) * 2;
    let region = if c.get(f.rep) != 0 {
        SCALAR
    } else {
        let swz = c.get(f.swizzle);
        let full = swz == 0xE4; // .xyzw
        let xyxy = swz == 0x44;
        let zwzw = swz == 0xEE;
        let wide = ty.size_bytes() == 8;
        if !(full || (wide && (xyxy || zwzw))) {
            return Err(c.unimplemented("3-source source swizzle iga cannot convert"));
        }
        if ty == DataType::Df && (xyxy || zwzw) {
            if zwzw {
                byte += 8;
            }
            SCALAR
        } else {
            CONTIGUOUS
        }
    };
    if byte >= 32 {
        return Err(c.unimplemented("3-source source subregister past the register"));
    }
    Ok(SourceKind::Reg {
        addressing: Addressing::Direct {
            reg,
            subreg: byte as u8,
        },
        region,
        swizzle: NO_SWIZZLE,
    })
}
