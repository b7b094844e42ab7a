//! Destination and source operand fields of the basic (1-/2-source), math, branch and wait
//! forms of the native encoding.

use super::regs::{
    hstride_code, imm_type, reg_number, reg_type, vstride_code, width_code, FILE_IMM,
};
use super::{bad, Result};
use crate::fields::native as n;
use crate::model::{
    AccessMode, Addressing, Destination, Immediate, Region, Register, Source, SourceKind, Swizzle,
};
use crate::platform::GenDesc;

/// Field positions of a source operand: the decoder's table, so both directions read one.
pub(crate) use crate::decode::operands::{SrcFields as SrcSlot, SRC0, SRC1};

/// Check a subregister byte offset is inside the register.
fn check_subreg(byte: u8, field: &'static str) -> Result<u64> {
    if byte >= 32 {
        return Err(bad(
            field,
            format!("byte offset {byte} is past the register"),
        ));
    }
    Ok(byte as u64)
}

/// Split a signed 10-bit indirect offset into its 9 low bits and bit 9.
fn ia_offset(off: i16, field: &'static str) -> Result<(u64, u64)> {
    if !(-512..=511).contains(&off) {
        return Err(bad(
            field,
            format!("indirect offset {off} is outside -512..511"),
        ));
    }
    let v = (off as u16 as u64) & 0x3FF;
    Ok((v & 0x1FF, v >> 9))
}

/// Swizzle as the 8-bit field value (x in the low two bits).
pub(crate) fn swizzle_bits(s: [Swizzle; 4]) -> u64 {
    s.iter().enumerate().fold(0, |acc, (i, c)| {
        let v = match c {
            Swizzle::X => 0,
            Swizzle::Y => 1,
            Swizzle::Z => 2,
            Swizzle::W => 3,
        };
        acc | (v << (2 * i))
    })
}

/// Math-macro register selector: `mme0`..`mme7` or 8 for `nomme`.
pub(crate) fn mme_sel(mme: Option<u8>, field: &'static str) -> Result<u64> {
    match mme {
        Some(m) if m < 8 => Ok(m as u64),
        Some(m) => Err(bad(field, format!("mme{m} does not exist (mme0..mme7)"))),
        None => Ok(8),
    }
}

/// Write a basic-form destination.
pub(crate) fn write_dst(
    g: &GenDesc,
    w: &mut u128,
    d: &Destination,
    mode: AccessMode,
) -> Result<()> {
    n::DST_TYPE.set(w, reg_type(g, d.ty, "destination type")?);
    match mode {
        AccessMode::Align1 => write_dst_align1(w, d),
        AccessMode::Align16 => write_dst_align16(w, d),
    }
}

/// An Align1 destination: direct or indirect, with its horizontal stride.
fn write_dst_align1(w: &mut u128, d: &Destination) -> Result<()> {
    match d.addressing {
        Addressing::Direct { reg, subreg } => {
            let (file, nr) = reg_number(reg, "destination register")?;
            n::DST_REG_FILE.set(w, file);
            n::DST_REG_NR.set(w, nr);
            n::DST_DA1_SUBREG.set(w, check_subreg(subreg, "destination subregister")?);
            n::DST_HSTRIDE.set(w, dst_hstride(d.hstride)?);
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => {
            let (lo, hi) = ia_offset(offset, "destination indirect offset")?;
            n::DST_REG_FILE.set(w, 1);
            n::DST_ADDR_MODE.set(w, 1);
            n::DST_IA_SUBREG.set(w, addr_subreg_code(addr_subreg, "destination")?);
            n::DST_IA1_IMM_LO.set(w, lo);
            n::DST_IA_IMM_HI.set(w, hi);
            n::DST_HSTRIDE.set(w, dst_hstride(d.hstride)?);
        }
        Addressing::Macro { .. } => {
            return Err(bad(
                "destination",
                "math-macro operands need Align16 (madm, math.invm, math.rsqtm)".into(),
            ))
        }
    }
    Ok(())
}

/// An Align16 destination: direct, indirect or math-macro, with its write mask.
fn write_dst_align16(w: &mut u128, d: &Destination) -> Result<()> {
    match d.addressing {
        Addressing::Direct { reg, subreg } => {
            let (file, nr) = reg_number(reg, "destination register")?;
            if subreg & 15 != 0 {
                return Err(bad(
                    "destination subregister",
                    format!("Align16 needs a 16-byte aligned subregister, not byte {subreg}"),
                ));
            }
            n::DST_REG_FILE.set(w, file);
            n::DST_REG_NR.set(w, nr);
            n::DST_DA16_SUBREG.set(w, check_subreg(subreg, "destination subregister")? / 16);
            n::DST_DA16_WRITEMASK.set(w, (d.writemask & 0xF) as u64);
            n::DST_HSTRIDE.set(w, 1);
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => {
            if offset & 15 != 0 {
                return Err(bad(
                    "destination indirect offset",
                    format!("Align16 offsets are multiples of 16, not {offset}"),
                ));
            }
            let (lo, hi) = ia_offset(offset, "destination indirect offset")?;
            n::DST_REG_FILE.set(w, 1);
            n::DST_ADDR_MODE.set(w, 1);
            n::DST_IA_SUBREG.set(w, addr_subreg_code(addr_subreg, "destination")?);
            n::DST_IA16_IMM_LO.set(w, lo >> 4);
            n::DST_IA_IMM_HI.set(w, hi);
            n::DST_DA16_WRITEMASK.set(w, 0xF);
            n::DST_HSTRIDE.set(w, 1);
        }
        Addressing::Macro { reg, mme } => {
            let (file, nr) = reg_number(Register::Grf(reg), "destination register")?;
            n::DST_REG_FILE.set(w, file);
            n::DST_REG_NR.set(w, nr);
            n::DST_DA16_WRITEMASK.set(w, mme_sel(mme, "destination math-macro register")?);
            // IGC leaves the stride field 0 on math-macro destinations.
        }
    }
    Ok(())
}

/// Destination horizontal stride code (1, 2 or 4).
/// (The reserved code 0 is kept as 0 so that any decoded instruction re-encodes.)
fn dst_hstride(h: u8) -> Result<u64> {
    hstride_code(h, "destination stride")
}

/// a0 subregister field for indirect addressing (a0.0..a0.15).
fn addr_subreg_code(s: u8, what: &'static str) -> Result<u64> {
    if s > 15 {
        return Err(bad(what, format!("a0.{s} does not exist")));
    }
    Ok(s as u64)
}

/// Write a basic-form source. `mods` says whether the opcode honours negate/abs.
pub(crate) fn write_src(
    g: &GenDesc,
    w: &mut u128,
    slot: &SrcSlot,
    s: &Source,
    mode: AccessMode,
    mods: bool,
) -> Result<()> {
    if (s.negate || s.abs) && !mods {
        return Err(bad(
            slot.name,
            "this opcode takes no source modifiers".into(),
        ));
    }
    let (addressing, region, swizzle) = match s.kind {
        SourceKind::Imm(imm) => return write_imm(g, w, slot, s, imm),
        SourceKind::Reg {
            addressing,
            region,
            swizzle,
        } => (addressing, region, swizzle),
    };
    slot.ty.set(w, reg_type(g, s.ty, "source type")?);
    slot.negate.set(w, s.negate as u64);
    slot.abs.set(w, s.abs as u64);
    match mode {
        AccessMode::Align1 => write_src_align1(w, slot, addressing, region),
        AccessMode::Align16 => write_src_align16(w, slot, addressing, region, swizzle),
    }
}

/// An immediate source (64-bit immediates only in src0, no modifiers).
fn write_imm(g: &GenDesc, w: &mut u128, slot: &SrcSlot, s: &Source, imm: Immediate) -> Result<()> {
    slot.file.set(w, FILE_IMM);
    slot.ty.set(w, imm_type(g, s.ty, "immediate type")?);
    if s.negate || s.abs {
        return Err(bad(
            slot.name,
            "an immediate takes no source modifiers".into(),
        ));
    }
    if s.ty.size_bytes() == 8 {
        if slot.name != "src0" {
            return Err(bad(
                slot.name,
                "64-bit immediates are only valid in src0".into(),
            ));
        }
        n::IMM64.set(w, imm.0);
    } else {
        if imm.0 > u32::MAX as u64 {
            return Err(bad(
                slot.name,
                format!("immediate {:#x} exceeds 32 bits", imm.0),
            ));
        }
        n::IMM32.set(w, imm.0);
    }
    Ok(())
}

/// An Align1 register source: direct or indirect, with its region.
fn write_src_align1(
    w: &mut u128,
    slot: &SrcSlot,
    addressing: Addressing,
    region: Region,
) -> Result<()> {
    match addressing {
        Addressing::Direct { reg, subreg } => {
            let (file, nr) = reg_number(reg, "source register")?;
            slot.file.set(w, file);
            slot.reg_nr.set(w, nr);
            slot.da1_subreg
                .set(w, check_subreg(subreg, "source subregister")?);
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => {
            let (lo, hi) = ia_offset(offset, "source indirect offset")?;
            slot.file.set(w, 1);
            slot.addr_mode.set(w, 1);
            slot.ia_subreg
                .set(w, addr_subreg_code(addr_subreg, slot.name)?);
            slot.ia1_imm_lo.set(w, lo);
            slot.ia_imm_hi.set(w, hi);
        }
        Addressing::Macro { .. } => {
            return Err(bad(
                slot.name,
                "math-macro operands need Align16 (madm, math.invm, math.rsqtm)".into(),
            ))
        }
    }
    slot.vstride
        .set(w, vstride_code(region.vstride, "source vertical stride")?);
    slot.width.set(w, width_code(region.width, "source width")?);
    slot.hstride
        .set(w, hstride_code(region.hstride, "source horizontal stride")?);
    Ok(())
}

/// An Align16 register source: direct, indirect or math-macro, with its swizzle.
fn write_src_align16(
    w: &mut u128,
    slot: &SrcSlot,
    addressing: Addressing,
    region: Region,
    swizzle: [Swizzle; 4],
) -> Result<()> {
    match addressing {
        Addressing::Direct { reg, subreg } => {
            let (file, nr) = reg_number(reg, "source register")?;
            if subreg & 15 != 0 {
                return Err(bad(
                    "source subregister",
                    format!("Align16 needs a 16-byte aligned subregister, not byte {subreg}"),
                ));
            }
            slot.file.set(w, file);
            slot.reg_nr.set(w, nr);
            slot.da16_subreg
                .set(w, check_subreg(subreg, "source subregister")? / 16);
            write_swizzle(w, slot, swizzle_bits(swizzle));
            slot.vstride.set(w, 3);
        }
        Addressing::Indirect {
            addr_subreg,
            offset,
        } => {
            if offset & 15 != 0 {
                return Err(bad(
                    "source indirect offset",
                    format!("Align16 offsets are multiples of 16, not {offset}"),
                ));
            }
            let (lo, hi) = ia_offset(offset, "source indirect offset")?;
            slot.file.set(w, 1);
            slot.addr_mode.set(w, 1);
            slot.ia_subreg
                .set(w, addr_subreg_code(addr_subreg, slot.name)?);
            slot.ia16_imm_lo.set(w, lo >> 4);
            slot.ia_imm_hi.set(w, hi);
            let bits = swizzle_bits(swizzle);
            write_swizzle(w, slot, bits);
            // iga only shows (as `<1;1,0>`) indirect Align16 sources whose swizzle permutes
            // every channel or whose vertical stride is not 4; the model keeps no stride, so
            // use 4 when the swizzle allows it and 0 otherwise.
            let all_permuted = (0..4).all(|i| (bits >> (2 * i)) & 3 != i);
            slot.vstride.set(w, if all_permuted { 3 } else { 0 });
        }
        Addressing::Macro { reg, mme } => {
            let (file, nr) = reg_number(Register::Grf(reg), "source register")?;
            slot.file.set(w, file);
            slot.reg_nr.set(w, nr);
            slot.swiz_xy
                .set(w, mme_sel(mme, "source math-macro register")?);
            slot.vstride
                .set(w, vstride_code(region.vstride, "source vertical stride")?);
        }
    }
    Ok(())
}

/// Write an 8-bit Align16 swizzle into the split x/y and z/w fields.
fn write_swizzle(w: &mut u128, slot: &SrcSlot, bits: u64) {
    slot.swiz_xy.set(w, bits & 0xF);
    slot.swiz_zw.set(w, bits >> 4);
}
