//! Operand decoding shared by the basic (1-/2-source), math, send and branch forms.

use super::Ctx;
use crate::error::DecodeError;
use crate::fields::native as n;
use crate::fields::Field;
use crate::model::*;
use crate::opcode::attr;
use crate::Opcode;

/// Register-file encodings.
pub(crate) const FILE_ARF: u64 = 0;
pub(crate) const FILE_GRF: u64 = 1;
pub(crate) const FILE_IMM: u64 = 3;

/// Decode an 8-bit register number of the given file (GRF or ARF).
pub(crate) fn decode_reg(c: &Ctx, file: u64, nr: u64) -> Result<Register, DecodeError> {
    match file {
        FILE_GRF => Ok(Register::Grf(nr as u8)),
        FILE_ARF => {
            let low = (nr & 0xF) as u8;
            // Only register number 0 of a single-register ARF is valid, as in iga's table.
            let one = |n: u8, count: u8| -> Result<u8, DecodeError> {
                if n == 0 || n < count {
                    Ok(n)
                } else {
                    Err(c.invalid("architecture register number"))
                }
            };
            let arf = match nr >> 4 {
                0x0 => {
                    one(low, 0)?;
                    ArfReg::Null
                }
                0x1 => {
                    one(low, 1)?;
                    ArfReg::Address
                }
                0x2 => {
                    if low < 2 {
                        ArfReg::Acc(low)
                    } else if low < 10 {
                        ArfReg::Mme(low - 2)
                    } else {
                        return Err(c.invalid("accumulator number"));
                    }
                }
                0x3 => ArfReg::Flag(one(low, 2)?),
                0x4 => {
                    one(low, 0)?;
                    ArfReg::ChannelEnable
                }
                0x5 => ArfReg::Msg(one(low, 8)?),
                0x6 => {
                    one(low, 0)?;
                    ArfReg::StackPointer
                }
                0x7 => ArfReg::State(one(low, 2)?),
                0x8 => ArfReg::Control(one(low, 1)?),
                0x9 => ArfReg::Notification(one(low, 1)?),
                0xA => {
                    one(low, 0)?;
                    ArfReg::Ip
                }
                0xB => {
                    one(low, 1)?;
                    ArfReg::ThreadDependency
                }
                0xC => ArfReg::Timestamp(one(low, 1)?),
                0xD => ArfReg::FlowControl(one(low, 5)?),
                0xF => ArfReg::Debug(one(low, 1)?),
                _ => return Err(c.invalid("architecture register")),
            };
            Ok(Register::Arf(arf))
        }
        _ => Err(c.invalid("register file")),
    }
}

/// Align1 vertical stride encoding.
pub(crate) fn vstride(c: &Ctx, raw: u64) -> Result<VStride, DecodeError> {
    Ok(match raw {
        0 => VStride::Elements(0),
        1..=6 => VStride::Elements(1 << (raw - 1)),
        0xF => VStride::VxH,
        _ => return Err(c.invalid("vertical stride")),
    })
}

/// Width encoding.
pub(crate) fn width(c: &Ctx, raw: u64) -> Result<u8, DecodeError> {
    if raw > 4 {
        return Err(c.invalid("region width"));
    }
    Ok(1 << raw)
}

/// Horizontal stride encoding (0, 1, 2, 4).
pub(crate) fn hstride(raw: u64) -> u8 {
    match raw {
        0 => 0,
        1 => 1,
        2 => 2,
        _ => 4,
    }
}

/// Sign-extend a 10-bit indirect address immediate.
pub(crate) fn sext10(v: u64) -> i16 {
    (((v as u16) << 6) as i16) >> 6
}

/// Field positions of one 2-source-form source operand (shared by the decoder and the
/// assembler's encoder).
pub(crate) struct SrcFields {
    /// Operand name for errors (`src0`, `src1`).
    pub name: &'static str,
    pub file: Field,
    pub ty: Field,
    pub addr_mode: Field,
    pub negate: Field,
    pub abs: Field,
    pub reg_nr: Field,
    pub da1_subreg: Field,
    pub da16_subreg: Field,
    pub ia_subreg: Field,
    pub ia1_imm_lo: Field,
    pub ia16_imm_lo: Field,
    pub ia_imm_hi: Field,
    pub vstride: Field,
    pub width: Field,
    pub hstride: Field,
    pub swiz_xy: Field,
    pub swiz_zw: Field,
}

pub(crate) const SRC0: SrcFields = SrcFields {
    name: "src0",
    file: n::SRC0_REG_FILE,
    ty: n::SRC0_TYPE,
    addr_mode: n::SRC0_ADDR_MODE,
    negate: n::SRC0_NEGATE,
    abs: n::SRC0_ABS,
    reg_nr: n::SRC0_REG_NR,
    da1_subreg: n::SRC0_DA1_SUBREG,
    da16_subreg: n::SRC0_DA16_SUBREG,
    ia_subreg: n::SRC0_IA_SUBREG,
    ia1_imm_lo: n::SRC0_IA1_IMM_LO,
    ia16_imm_lo: n::SRC0_IA16_IMM_LO,
    ia_imm_hi: n::SRC0_IA_IMM_HI,
    vstride: n::SRC0_VSTRIDE,
    width: n::SRC0_WIDTH,
    hstride: n::SRC0_HSTRIDE,
    swiz_xy: n::SRC0_DA16_SWIZ_XY,
    swiz_zw: n::SRC0_DA16_SWIZ_ZW,
};

pub(crate) const SRC1: SrcFields = SrcFields {
    name: "src1",
    file: n::SRC1_REG_FILE,
    ty: n::SRC1_TYPE,
    addr_mode: n::SRC1_ADDR_MODE,
    negate: n::SRC1_NEGATE,
    abs: n::SRC1_ABS,
    reg_nr: n::SRC1_REG_NR,
    da1_subreg: n::SRC1_DA1_SUBREG,
    da16_subreg: n::SRC1_DA16_SUBREG,
    ia_subreg: n::SRC1_IA_SUBREG,
    ia1_imm_lo: n::SRC1_IA1_IMM_LO,
    ia16_imm_lo: n::SRC1_IA16_IMM_LO,
    ia_imm_hi: n::SRC1_IA_IMM_HI,
    vstride: n::SRC1_VSTRIDE,
    width: n::SRC1_WIDTH,
    hstride: n::SRC1_HSTRIDE,
    swiz_xy: n::SRC1_DA16_SWIZ_XY,
    swiz_zw: n::SRC1_DA16_SWIZ_ZW,
};

pub(crate) const NO_SWIZZLE: [Swizzle; 4] = [Swizzle::X, Swizzle::Y, Swizzle::Z, Swizzle::W];

pub(crate) fn swizzle_of(bits8: u64) -> [Swizzle; 4] {
    let one = |b: u64| match b & 3 {
        0 => Swizzle::X,
        1 => Swizzle::Y,
        2 => Swizzle::Z,
        _ => Swizzle::W,
    };
    [
        one(bits8),
        one(bits8 >> 2),
        one(bits8 >> 4),
        one(bits8 >> 6),
    ]
}

/// Whether the instruction uses the math-macro (implicit accumulator) operand form.
pub(crate) fn is_macro(inst: &Instruction) -> bool {
    inst.opcode == Opcode::Madm
        || matches!(
            inst.math_fn,
            Some(MathFunction::Invm) | Some(MathFunction::Rsqrtm)
        )
}

/// Math function from the function-control field.
fn math_function(c: &Ctx) -> Result<MathFunction, DecodeError> {
    Ok(match c.get(n::COND_MODIFIER) {
        1 => MathFunction::Inv,
        2 => MathFunction::Log,
        3 => MathFunction::Exp,
        4 => MathFunction::Sqrt,
        5 => MathFunction::Rsqrt,
        6 => MathFunction::Sin,
        7 => MathFunction::Cos,
        9 => MathFunction::Fdiv,
        10 => MathFunction::Pow,
        11 => MathFunction::IntDivBoth,
        12 => MathFunction::IntDivQuotient,
        13 => MathFunction::IntDivRemainder,
        14 => MathFunction::Invm,
        15 => MathFunction::Rsqrtm,
        _ => return Err(c.invalid("math function")),
    })
}

/// Number of sources of a math function.
pub fn math_source_count(f: MathFunction) -> usize {
    match f {
        MathFunction::Fdiv
        | MathFunction::Pow
        | MathFunction::IntDivBoth
        | MathFunction::IntDivQuotient
        | MathFunction::IntDivRemainder
        | MathFunction::Invm => 2,
        _ => 1,
    }
}

/// Decode the operands of a basic (1-/2-source) or math instruction.
pub(crate) fn decode_basic(
    c: &Ctx,
    inst: &mut Instruction,
    flag: FlagReg,
) -> Result<(), DecodeError> {
    let mut nsrc = c.op.info().num_srcs as usize;
    if c.op == Opcode::Math {
        let f = math_function(c)?;
        inst.math_fn = Some(f);
        nsrc = math_source_count(f);
        if is_macro(inst) {
            inst.cond_mod = Some(CondModifier {
                kind: CondModKind::Eo,
                flag,
            });
        }
    }
    let macro_form = is_macro(inst);
    inst.dst = Some(decode_dst(c, inst.access_mode, macro_form)?);
    if c.op.has_attr(attr::SAT) {
        inst.saturate = c.get(n::SATURATE) != 0;
    }
    let mods = c.op.has_attr(attr::SRC_MODS);
    if nsrc > 1 && c.get(SRC0.file) == FILE_IMM {
        return Err(c.invalid("src0 register file (an immediate must be src1)"));
    }
    inst.srcs[0] = Some(decode_src(c, &SRC0, inst.access_mode, macro_form, mods)?);
    if nsrc > 1 {
        // Gen9 (as iga/GED model it) has no architecture-register src1.
        if c.get(SRC1.file) == FILE_ARF {
            return Err(c.invalid("src1 register file (architecture registers not allowed)"));
        }
        inst.srcs[1] = Some(decode_src(c, &SRC1, inst.access_mode, macro_form, mods)?);
    }
    Ok(())
}

/// Decode the destination of a basic/math instruction.
pub(crate) fn decode_dst(
    c: &Ctx,
    mode: AccessMode,
    macro_form: bool,
) -> Result<Destination, DecodeError> {
    let ty =
        c.d.reg_type(c.get(n::DST_TYPE))
            .ok_or(c.invalid("destination type"))?;
    let indirect = c.get(n::DST_ADDR_MODE) != 0;
    let file = c.get(n::DST_REG_FILE);
    if mode == AccessMode::Align16 {
        return align16_dst(c, ty, indirect, file, macro_form);
    }
    if macro_form {
        return Err(c.unimplemented("Align1 math-macro operands"));
    }
    let hs = hstride(c.get(n::DST_HSTRIDE));
    let addressing = if indirect {
        let imm = c.get(n::DST_IA1_IMM_LO) | (c.get(n::DST_IA_IMM_HI) << 9);
        Addressing::Indirect {
            addr_subreg: c.get(n::DST_IA_SUBREG) as u8,
            offset: sext10(imm),
        }
    } else {
        let reg = decode_reg(c, file, c.get(n::DST_REG_NR))?;
        Addressing::Direct {
            reg,
            subreg: c.get(n::DST_DA1_SUBREG) as u8,
        }
    };
    Ok(Destination {
        addressing,
        ty,
        hstride: hs,
        writemask: 0xF,
    })
}

/// An Align16 destination: indirect, math-macro or direct with the full `.xyzw` mask.
fn align16_dst(
    c: &Ctx,
    ty: DataType,
    indirect: bool,
    file: u64,
    macro_form: bool,
) -> Result<Destination, DecodeError> {
    let mask = c.get(n::DST_DA16_WRITEMASK) as u8;
    if indirect {
        if mask != 0xF {
            return Err(c.unimplemented("Align16 indirect destination with a write mask"));
        }
        let imm = (c.get(n::DST_IA16_IMM_LO) << 4) | (c.get(n::DST_IA_IMM_HI) << 9);
        return Ok(Destination {
            addressing: Addressing::Indirect {
                addr_subreg: c.get(n::DST_IA_SUBREG) as u8,
                offset: sext10(imm),
            },
            ty,
            hstride: 1,
            writemask: 0xF,
        });
    }
    let reg = decode_reg(c, file, c.get(n::DST_REG_NR))?;
    if macro_form {
        let Register::Grf(nr) = reg else {
            return Err(c.unimplemented("math-macro destination outside the GRF"));
        };
        let mme = match mask {
            0..=7 => Some(mask),
            8 => None,
            _ => return Err(c.invalid("math-macro destination channel enable")),
        };
        return Ok(Destination {
            addressing: Addressing::Macro { reg: nr, mme },
            ty,
            hstride: 1,
            writemask: 0xF,
        });
    }
    if mask != 0xF {
        return Err(c.unimplemented("Align16 destination write mask other than .xyzw"));
    }
    Ok(Destination {
        addressing: Addressing::Direct {
            reg,
            subreg: (c.get(n::DST_DA16_SUBREG) * 16) as u8,
        },
        ty,
        hstride: 1,
        writemask: 0xF,
    })
}

/// Decode one source of the basic form.
pub(crate) fn decode_src(
    c: &Ctx,
    f: &SrcFields,
    mode: AccessMode,
    macro_form: bool,
    mods: bool,
) -> Result<Source, DecodeError> {
    let file = c.get(f.file);
    if file == FILE_IMM {
        return immediate_src(c, f);
    }
    let ty = c.d.reg_type(c.get(f.ty)).ok_or(c.invalid("source type"))?;
    let (negate, abs) = if mods {
        (c.get(f.negate) != 0, c.get(f.abs) != 0)
    } else {
        (false, false)
    };
    let indirect = c.get(f.addr_mode) != 0;
    let kind = if mode == AccessMode::Align16 {
        align16_src(c, f, file, ty, indirect, macro_form)?
    } else {
        align1_src(c, f, file, indirect, macro_form)?
    };
    Ok(Source {
        kind,
        ty,
        negate,
        abs,
    })
}

/// An immediate source (64-bit immediates only as src0).
fn immediate_src(c: &Ctx, f: &SrcFields) -> Result<Source, DecodeError> {
    let ty =
        c.d.imm_type(c.get(f.ty))
            .ok_or(c.invalid("immediate type"))?;
    if ty.size_bytes() == 8 && f.file == SRC1.file {
        // A 64-bit immediate needs bits 127:64, which hold src0's fields in 2-source forms.
        return Err(c.invalid("src1 immediate type (64-bit immediates only as src0)"));
    }
    let v = if ty.size_bytes() == 8 {
        c.get(n::IMM64)
    } else {
        c.get(n::IMM32)
    };
    Ok(Source {
        kind: SourceKind::Imm(Immediate(v)),
        ty,
        negate: false,
        abs: false,
    })
}

/// An Align16 register source: indirect, math-macro or direct `.xyzw` with vertical stride 4.
fn align16_src(
    c: &Ctx,
    f: &SrcFields,
    file: u64,
    ty: DataType,
    indirect: bool,
    macro_form: bool,
) -> Result<SourceKind, DecodeError> {
    let vs_raw = c.get(f.vstride);
    let swz = swizzle_of(c.get(f.swiz_xy) | (c.get(f.swiz_zw) << 4));
    // iga's test for a "packed" channel select: every component differs from identity.
    let all_permuted = swz.iter().zip(NO_SWIZZLE.iter()).all(|(a, b)| a != b);
    Ok(if indirect {
        if !all_permuted && vs_raw == 3 {
            return Err(c.unimplemented("Align16 indirect source iga cannot convert"));
        }
        let imm = (c.get(f.ia16_imm_lo) << 4) | (c.get(f.ia_imm_hi) << 9);
        SourceKind::Reg {
            addressing: Addressing::Indirect {
                addr_subreg: c.get(f.ia_subreg) as u8,
                offset: sext10(imm),
            },
            region: Region {
                vstride: VStride::Elements(1),
                width: 1,
                hstride: 0,
            },
            swizzle: swz,
        }
    } else {
        let reg = decode_reg(c, file, c.get(f.reg_nr))?;
        if macro_form {
            macro_src(c, f, reg, ty, vs_raw)?
        } else {
            // iga only represents the identity-swizzled, vstride-4 form, as <1;1,0>.
            if vs_raw != 3 || all_permuted {
                return Err(c.unimplemented("Align16 source iga cannot convert to Align1"));
            }
            SourceKind::Reg {
                addressing: Addressing::Direct {
                    reg,
                    subreg: (c.get(f.da16_subreg) * 16) as u8,
                },
                region: Region {
                    vstride: VStride::Elements(1),
                    width: 1,
                    hstride: 0,
                },
                swizzle: swz,
            }
        }
    })
}

/// An Align16 math-macro source register (`rN.mmeK`).
fn macro_src(
    c: &Ctx,
    f: &SrcFields,
    reg: Register,
    ty: DataType,
    vs_raw: u64,
) -> Result<SourceKind, DecodeError> {
    let Register::Grf(nr) = reg else {
        return Err(c.unimplemented("math-macro source outside the GRF"));
    };
    // iga accepts vertical stride 2 for :df and 4 otherwise.
    let ok_vs = if ty == DataType::Df { 2 } else { 3 };
    if vs_raw != ok_vs {
        return Err(c.unimplemented("math-macro source iga cannot convert"));
    }
    let sel = (c.get(f.swiz_xy) | (c.get(f.swiz_zw) << 4)) & 0xF;
    let mme = match sel {
        0..=7 => Some(sel as u8),
        8 => None,
        _ => return Err(c.invalid("math-macro source register")),
    };
    Ok(SourceKind::Reg {
        addressing: Addressing::Macro { reg: nr, mme },
        region: Region {
            vstride: VStride::Elements(2),
            width: 2,
            hstride: 1,
        },
        swizzle: NO_SWIZZLE,
    })
}

/// An Align1 register source: direct or indirect with its region.
fn align1_src(
    c: &Ctx,
    f: &SrcFields,
    file: u64,
    indirect: bool,
    macro_form: bool,
) -> Result<SourceKind, DecodeError> {
    if macro_form {
        return Err(c.unimplemented("Align1 math-macro operands"));
    }
    let region = Region {
        vstride: vstride(c, c.get(f.vstride))?,
        width: width(c, c.get(f.width))?,
        hstride: hstride(c.get(f.hstride)),
    };
    let addressing = if indirect {
        let imm = c.get(f.ia1_imm_lo) | (c.get(f.ia_imm_hi) << 9);
        Addressing::Indirect {
            addr_subreg: c.get(f.ia_subreg) as u8,
            offset: sext10(imm),
        }
    } else {
        let reg = decode_reg(c, file, c.get(f.reg_nr))?;
        Addressing::Direct {
            reg,
            subreg: c.get(f.da1_subreg) as u8,
        }
    };
    Ok(SourceKind::Reg {
        addressing,
        region,
        swizzle: NO_SWIZZLE,
    })
}

/// `wait`: a single notification-register source.
pub(crate) fn decode_wait(c: &Ctx, inst: &mut Instruction) -> Result<(), DecodeError> {
    inst.srcs[0] = Some(decode_src(c, &SRC0, inst.access_mode, false, false)?);
    Ok(())
}
