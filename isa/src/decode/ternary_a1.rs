//! 3-source instructions in the Align1 form of Gen10 and Gen11 (and Gen12 once its fields are
//! moved to these positions): per-operand types (the description's codes) chosen by an
//! execution type, `<vstride;hstride>` regions on src0/src1, `<hstride>` on src2, 16-bit
//! immediates in src0/src2 and the accumulator as destination or src1.

use super::operands::{decode_reg, NO_SWIZZLE};
use super::Ctx;
use crate::error::DecodeError;
use crate::fields::native as n;
use crate::fields::three_src as t;
use crate::fields::three_src_a1 as a;
use crate::fields::Field;
use crate::model::*;
use crate::opcode::attr;

/// Vertical stride by 2-bit encoding.
pub(crate) const VSTRIDES: [u8; 4] = [0, 2, 4, 8];
/// The same codes on Gen12, where code 1 is a vertical stride of 1 (Mesa `brw_eu_defines.h`:
/// `BRW_ALIGN1_3SRC_VERTICAL_STRIDE_1` and `_2` are both 1, `_1` being Gen12's meaning).
pub(crate) const VSTRIDES_GEN12: [u8; 4] = [0, 1, 4, 8];

/// The src0/src1 vertical-stride table of a layout.
pub(crate) fn vstrides(layout: crate::platform::Layout) -> &'static [u8; 4] {
    if layout == crate::platform::Layout::Gen12 {
        &VSTRIDES_GEN12
    } else {
        &VSTRIDES
    }
}
/// Horizontal stride by 2-bit encoding.
pub(crate) const HSTRIDES: [u8; 4] = [0, 1, 2, 4];

/// Field positions of one source operand.
pub(crate) struct A1Src {
    pub name: &'static str,
    pub reg_nr: Field,
    pub subreg: Field,
    pub ty: Field,
    pub hstride: Field,
    /// src0/src1 only.
    pub vstride: Option<Field>,
    /// Register file bit and whether 1 means an immediate (src0/src2) or the accumulator.
    pub file: Field,
    pub file_is_imm: bool,
    /// src0/src2 only.
    pub imm: Option<Field>,
    pub negate: Field,
    pub abs: Field,
}

pub(crate) const SRCS: [A1Src; 3] = [
    A1Src {
        name: "src0",
        reg_nr: t::SRC0_REG_NR,
        subreg: a::SRC0_SUBREG,
        ty: a::SRC0_TYPE,
        hstride: a::SRC0_HSTRIDE,
        vstride: Some(a::SRC0_VSTRIDE),
        file: a::SRC0_REG_FILE,
        file_is_imm: true,
        imm: Some(a::SRC0_IMM),
        negate: t::SRC0_NEGATE,
        abs: t::SRC0_ABS,
    },
    A1Src {
        name: "src1",
        reg_nr: t::SRC1_REG_NR,
        subreg: a::SRC1_SUBREG,
        ty: a::SRC1_TYPE,
        hstride: a::SRC1_HSTRIDE,
        vstride: Some(a::SRC1_VSTRIDE),
        file: a::SRC1_REG_FILE,
        file_is_imm: false,
        imm: None,
        negate: t::SRC1_NEGATE,
        abs: t::SRC1_ABS,
    },
    A1Src {
        name: "src2",
        reg_nr: t::SRC2_REG_NR,
        subreg: a::SRC2_SUBREG,
        ty: a::SRC2_TYPE,
        hstride: a::SRC2_HSTRIDE,
        vstride: None,
        file: a::SRC2_REG_FILE,
        file_is_imm: true,
        imm: Some(a::SRC2_IMM),
        negate: t::SRC2_NEGATE,
        abs: t::SRC2_ABS,
    },
];

/// The region an Align1 3-source operand reads: `<v;h>` has width v/h (1 when scalar); src2's
/// `<h>` is one row of stride h.
pub(crate) fn region(vstride: Option<u8>, h: u8) -> Region {
    match vstride {
        Some(v) => Region {
            vstride: VStride::Elements(v),
            width: v.checked_div(h).unwrap_or(1).max(1),
            hstride: h,
        },
        None => Region {
            vstride: VStride::Elements(h),
            width: 1,
            hstride: h,
        },
    }
}

fn ty(c: &Ctx, raw: u64, what: &'static str) -> Result<DataType, DecodeError> {
    c.d.ternary_types[c.get(a::EXEC_TYPE) as usize & 1][raw as usize & 7].ok_or(c.invalid(what))
}

pub(crate) fn decode_ternary(c: &Ctx, inst: &mut Instruction) -> Result<(), DecodeError> {
    if inst.access_mode != AccessMode::Align1 {
        return Err(c.invalid("access mode (3-source instructions are Align1)"));
    }
    if super::operands::is_macro(inst) {
        return Err(c.unimplemented("Align1 3-source math-macro operands"));
    }
    if c.op.has_attr(attr::SAT) {
        inst.saturate = c.get(n::SATURATE) != 0;
    }
    let dst_file = if c.get(a::DST_REG_FILE) != 0 {
        super::operands::FILE_ARF
    } else {
        super::operands::FILE_GRF
    };
    inst.dst = Some(Destination {
        addressing: Addressing::Direct {
            reg: decode_reg(c, dst_file, c.get(t::DST_REG_NR))?,
            subreg: (c.get(a::DST_SUBREG) * 8) as u8,
        },
        ty: ty(c, c.get(a::DST_TYPE), "3-source destination type")?,
        hstride: 1 << c.get(a::DST_HSTRIDE),
        writemask: 0xF,
    });
    let mods = c.op.has_attr(attr::SRC_MODS);
    for (i, f) in SRCS.iter().enumerate() {
        let sty = ty(c, c.get(f.ty), "3-source source type")?;
        let (negate, abs) = if mods {
            (c.get(f.negate) != 0, c.get(f.abs) != 0)
        } else {
            (false, false)
        };
        let file_bit = c.get(f.file) != 0;
        let kind = match (file_bit && f.file_is_imm, f.imm) {
            (true, Some(imm)) => SourceKind::Imm(Immediate(c.get(imm))),
            _ => {
                // Gen12 also allows an architecture register as src0/src2.
                let arf = file_bit
                    || (c.d.layout == crate::platform::Layout::Gen12
                        && super::gen12::ternary_src_is_arf(c.raw, i));
                let file = if arf {
                    super::operands::FILE_ARF
                } else {
                    super::operands::FILE_GRF
                };
                let v = f.vstride.map(|v| vstrides(c.d.layout)[c.get(v) as usize]);
                SourceKind::Reg {
                    addressing: Addressing::Direct {
                        reg: decode_reg(c, file, c.get(f.reg_nr))?,
                        subreg: c.get(f.subreg) as u8,
                    },
                    region: region(v, HSTRIDES[c.get(f.hstride) as usize]),
                    swizzle: NO_SWIZZLE,
                }
            }
        };
        let _ = f.name;
        inst.srcs[i] = Some(Source {
            kind,
            ty: sty,
            negate,
            abs,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::Platform;

    /// A Gen12 `mad` whose src0/src1 vertical-stride code is 1, as ocloc 22.43 emitted it for
    /// tgllp (Rodinia's myocyte kernel), and the text `iga64 -d -p=12p1` prints for it.
    const MAD: [u8; 16] = [
        0x5b, 0x02, 0x01, 0x8a, 0xa8, 0x02, 0x84, 0x05, 0x84, 0x10, 0x0a, 0x02, 0x04, 0x12, 0x04,
        0x07,
    ];
    const IGA: &str = "(W&f0.0.any16h) mad (2|M0)       r5.4<1>:f     r16.4<1;0>:f      \
                       r18.0<1;0>:f      r7.0<0>:f        {@2}";

    #[test]
    fn gen12_ternary_vertical_stride_code_1_is_one() {
        let text = crate::format_kernel_for(Platform::Gen12Lp, &MAD).unwrap();
        assert_eq!(text.lines().nth(1).map(str::trim_end), Some(IGA));
        let bytes = crate::asm::assemble_for(Platform::Gen12Lp, &text).unwrap();
        assert_eq!(bytes, MAD);
    }
}
