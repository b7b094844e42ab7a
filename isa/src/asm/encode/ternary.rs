//! 3-source instructions in the Gen8/9 Align16 encoding. The model holds iga64's Align1 view:
//! a contiguous `<4;4,1>` source is swizzle `.xyzw`, a scalar `<0;1,0>` source uses the
//! replicate control, and a SIMD1 destination is a masked SIMD4 (SIMD2 for `:df`) write.

use super::operands::mme_sel;
use super::regs::ternary_type;
use super::{bad, Result};
use crate::asm::error::EncodeError;
use crate::fields::native as n;
use crate::fields::three_src as t;
use crate::model::{
    AccessMode, Addressing, DataType, Destination, Instruction, MathFunction, Register, Source,
    SourceKind,
};
use crate::opcode::Opcode;

// Operand field positions and the two Align1 region views: the decoder's, so both directions
// read one table.
use crate::decode::ternary::{TsSrc, CONTIGUOUS, SCALAR, SRCS as SLOTS};

/// Swizzle `.xyzw`.
const XYZW: u64 = 0xE4;

fn is_macro(inst: &Instruction) -> bool {
    inst.opcode == Opcode::Madm
        || matches!(
            inst.math_fn,
            Some(MathFunction::Invm) | Some(MathFunction::Rsqrtm)
        )
}

/// Encode the operands of a 3-source instruction.
pub(crate) fn encode(w: &mut u128, inst: &Instruction) -> Result<()> {
    if inst.access_mode != AccessMode::Align16 {
        return Err(bad(
            "access mode",
            "Gen9 encodes 3-source instructions in Align16".into(),
        ));
    }
    let macro_form = is_macro(inst);
    let dst = inst.dst.as_ref().ok_or(EncodeError::Missing {
        what: "destination",
    })?;
    t::DST_TYPE.set(w, ternary_type(dst.ty, "destination type")?);
    let srcs: Vec<_> = (0..3)
        .map(|i| {
            inst.srcs[i].as_ref().ok_or(EncodeError::Missing {
                what: ["src0", "src1", "src2"][i],
            })
        })
        .collect::<Result<_>>()?;
    encode_types(w, &srcs)?;
    encode_dst(w, inst, dst, macro_form)?;
    let mods = inst.opcode.has_attr(crate::opcode::attr::SRC_MODS);
    for (slot, src) in SLOTS.iter().zip(srcs) {
        encode_src(w, slot, src, mods, macro_form)?;
    }
    Ok(())
}

/// Types: one shared source type, with per-source half-float flags for src1/src2.
fn encode_types(w: &mut u128, srcs: &[&Source]) -> Result<()> {
    let src_ty = srcs[0].ty;
    t::SRC_TYPE.set(w, ternary_type(src_ty, "source type")?);
    let float = matches!(src_ty, DataType::F | DataType::Hf);
    for (i, hf) in [(1, t::SRC1_TYPE_HF), (2, t::SRC2_TYPE_HF)] {
        let ty = srcs[i].ty;
        if float {
            if !matches!(ty, DataType::F | DataType::Hf) {
                return Err(bad(
                    "source type",
                    format!("src{i} :{} mixed with float src0", ty.iga_name()),
                ));
            }
            hf.set(w, (ty == DataType::Hf) as u64);
        } else if ty != src_ty {
            return Err(bad(
                "source type",
                format!(
                    "src{i} is :{} but src0 is :{}; only f/hf may mix",
                    ty.iga_name(),
                    src_ty.iga_name()
                ),
            ));
        }
    }
    Ok(())
}

/// The destination: a math-macro register or a direct GRF with its write mask.
fn encode_dst(w: &mut u128, inst: &Instruction, dst: &Destination, macro_form: bool) -> Result<()> {
    match dst.addressing {
        Addressing::Macro { reg, mme } => {
            if !macro_form {
                return Err(bad(
                    "destination",
                    "math-macro operand on a non-macro opcode".into(),
                ));
            }
            t::DST_REG_NR.set(w, reg as u64);
            t::DST_WRITEMASK.set(w, mme_sel(mme, "destination math-macro register")?);
        }
        Addressing::Direct {
            reg: Register::Grf(nr),
            subreg,
        } => {
            if macro_form {
                return Err(bad(
                    "destination",
                    "madm operands are `rN.mmeK`/`rN.nomme`".into(),
                ));
            }
            if dst.hstride != 1 {
                return Err(bad(
                    "destination stride",
                    format!("<{}> (3-source needs <1>)", dst.hstride),
                ));
            }
            t::DST_REG_NR.set(w, nr as u64);
            let (base, mask, exec) = if inst.exec_size == 1 {
                simd1_group(dst, subreg)?
            } else {
                (subreg, 0xF, inst.exec_size)
            };
            if base & 3 != 0 || base >= 32 {
                return Err(bad(
                    "destination subregister",
                    format!("byte {subreg} is not encodable (dword granularity)"),
                ));
            }
            t::DST_SUBREG.set(w, (base / 4) as u64);
            t::DST_WRITEMASK.set(w, mask);
            n::EXEC_SIZE.set(w, super::regs::exec_size_code(exec)?);
        }
        _ => {
            return Err(bad(
                "destination",
                "3-source destinations are direct GRF registers".into(),
            ))
        }
    }
    Ok(())
}

/// A SIMD1 destination's group base byte, write mask and execution size.
///
/// SIMD1 is a masked SIMD4 (SIMD2 for 64-bit types) on a 16-byte group. The element is
/// picked by the write mask inside a group of 4 channels (2 for 64-bit types); the
/// subregister names the group's first dword.
fn simd1_group(dst: &Destination, subreg: u8) -> Result<(u8, u64, u8)> {
    Ok(match dst.ty.size_bytes() as u8 {
        2 => {
            let elem = (subreg % 8) / 2;
            (subreg - elem * 2, 1u64 << elem, 4u8)
        }
        4 => {
            let elem = (subreg % 16) / 4;
            (subreg - elem * 4, 1u64 << elem, 4u8)
        }
        8 => {
            let elem = (subreg % 16) / 8;
            (subreg - elem * 8, if elem == 0 { 0x3 } else { 0xC }, 2u8)
        }
        _ => {
            return Err(bad(
                "execution size",
                format!("SIMD1 3-source with a :{} destination", dst.ty.iga_name()),
            ))
        }
    })
}

/// One source: modifiers, then a math-macro register or a direct GRF with its region.
fn encode_src(
    w: &mut u128,
    slot: &TsSrc,
    src: &Source,
    mods: bool,
    macro_form: bool,
) -> Result<()> {
    if (src.negate || src.abs) && !mods {
        return Err(bad(
            slot.name,
            "this opcode takes no source modifiers".into(),
        ));
    }
    slot.negate.set(w, src.negate as u64);
    slot.abs.set(w, src.abs as u64);
    let SourceKind::Reg {
        addressing, region, ..
    } = src.kind
    else {
        return Err(bad(
            slot.name,
            "3-source operands cannot be immediates on Gen9".into(),
        ));
    };
    match addressing {
        Addressing::Macro { reg, mme } => {
            if !macro_form {
                return Err(bad(
                    slot.name,
                    "math-macro operand on a non-macro opcode".into(),
                ));
            }
            slot.reg_nr.set(w, reg as u64);
            slot.swizzle
                .set(w, mme_sel(mme, "source math-macro register")?);
        }
        Addressing::Direct {
            reg: Register::Grf(nr),
            subreg,
        } => {
            if macro_form {
                return Err(bad(
                    slot.name,
                    "madm operands are `rN.mmeK`/`rN.nomme`".into(),
                ));
            }
            if subreg & 1 != 0 || subreg >= 32 {
                return Err(bad(
                    slot.name,
                    format!("subregister byte {subreg} is not encodable (word granularity)"),
                ));
            }
            slot.reg_nr.set(w, nr as u64);
            slot.subreg.set(w, (subreg / 4) as u64);
            slot.subreg_bit1.set(w, ((subreg / 2) & 1) as u64);
            if region == SCALAR {
                slot.rep.set(w, 1);
                slot.swizzle.set(w, XYZW);
            } else if region == CONTIGUOUS {
                slot.swizzle.set(w, XYZW);
            } else {
                return Err(bad(
                    slot.name,
                    format!("region {region:?}: only <4;4,1> (.xyzw) and <0;1,0> (.r) exist"),
                ));
            }
        }
        _ => {
            return Err(bad(
                slot.name,
                "3-source operands are direct GRF registers".into(),
            ))
        }
    }
    Ok(())
}
