//! Compaction: find the 64-bit form of a native instruction by looking its field groups up in
//! the Gen8/9 compaction tables (held in [`crate::compact`]), then check that expanding the
//! result gives back exactly the native instruction.

use super::Result;
use crate::asm::error::EncodeError;
use crate::compact::{
    expand_basic, expand_three_src, CONTROL_TABLE, SRC_INDEX_TABLE, SUBREG_TABLE, TS_CONTROL_TABLE,
    TS_SOURCE_TABLE,
};
use crate::fields::{compact as c, f, native as n, three_src as t};
use crate::opcode::{Opcode, OperandForm};
use crate::platform::GenDesc;

fn not(reason: String) -> EncodeError {
    EncodeError::NotCompactable { reason }
}

/// Compact a native instruction word of `opcode` that reads `nsrc` sources.
pub(crate) fn compact(g: &GenDesc, opcode: Opcode, nsrc: usize, w: u128) -> Result<u64> {
    // Opcodes without a compacted form in iga's (GED's) Gen9 model.
    let form = opcode.info().form;
    let none = matches!(
        form,
        OperandForm::Send | OperandForm::SplitSend | OperandForm::None
    ) || (opcode.is_branch() && !matches!(opcode, Opcode::Jmpi | Opcode::Ret));
    if none {
        return Err(not(format!(
            "`{}` has no compacted form",
            opcode.mnemonic()
        )));
    }
    if opcode.is_three_src() {
        if !g.compact_three_src {
            return Err(not(
                "3-source instructions have no compacted form here".into()
            ));
        }
        compact_three_src(w)
    } else {
        compact_basic(g.compact_datatypes, w, nsrc)
    }
}

fn find<T: Copy + Into<u64>>(table: &[T], v: u64) -> Option<u64> {
    table.iter().position(|&e| e.into() == v).map(|i| i as u64)
}

fn compact_basic(datatypes: &[u32; 32], w: u128, nsrc: usize) -> Result<u64> {
    let ctrl = (f(33, 31).get(w) << 16)
        | (f(23, 12).get(w) << 4)
        | (f(10, 9).get(w) << 2)
        | (f(34, 34).get(w) << 1)
        | f(8, 8).get(w);
    let ctrl_i = find(&CONTROL_TABLE, ctrl).ok_or_else(|| {
        not(format!(
            "control bits {ctrl:#x} are not in the control table"
        ))
    })?;
    let dt = (f(63, 61).get(w) << 18) | (f(94, 89).get(w) << 12) | f(46, 35).get(w);
    let dt_i = find(datatypes, dt).ok_or_else(|| {
        not(format!(
            "type/file bits {dt:#x} are not in the data-type table"
        ))
    })?;
    let src0_imm = n::SRC0_REG_FILE.get(w) == 3;
    let is_imm = src0_imm || n::SRC1_REG_FILE.get(w) == 3;
    let (sub_i, dont_care) = subreg_index(w, nsrc, src0_imm, is_imm)?;
    let src0 = f(88, 77).get(w);
    let src0_i = find(&SRC_INDEX_TABLE, src0).ok_or_else(|| {
        not(format!(
            "src0 region/modifier bits {src0:#x} are not in the source table"
        ))
    })?;

    let mut cw = 0u64;
    c::OPCODE.set64(&mut cw, n::OPCODE.get(w));
    c::DEBUG_CTRL.set64(&mut cw, n::DEBUG_CTRL.get(w));
    c::CONTROL_INDEX.set64(&mut cw, ctrl_i);
    c::DATATYPE_INDEX.set64(&mut cw, dt_i);
    c::SUBREG_INDEX.set64(&mut cw, sub_i);
    c::ACC_WR_CTRL.set64(&mut cw, n::ACC_WR_CTRL.get(w));
    c::COND_MODIFIER.set64(&mut cw, n::COND_MODIFIER.get(w));
    c::CMPT_CTRL.set64(&mut cw, 1);
    c::SRC0_INDEX.set64(&mut cw, src0_i);
    c::DST_REG_NR.set64(&mut cw, n::DST_REG_NR.get(w));
    c::SRC0_REG_NR.set64(&mut cw, n::SRC0_REG_NR.get(w));
    if is_imm {
        let imm = n::IMM32.get(w) as u32;
        // The compact form keeps 13 bits, sign-extended from bit 12.
        let sext = ((((imm & 0x1FFF) << 19) as i32) >> 19) as u32;
        if sext != imm {
            return Err(not(format!(
                "immediate {imm:#x} is not a sign-extended 13-bit value"
            )));
        }
        c::SRC1_INDEX.set64(&mut cw, ((imm >> 8) & 0x1F) as u64);
        c::SRC1_REG_NR.set64(&mut cw, (imm & 0xFF) as u64);
    } else {
        let src1 = f(120, 109).get(w);
        let src1_i = find(&SRC_INDEX_TABLE, src1).ok_or_else(|| {
            not(format!(
                "src1 region/modifier bits {src1:#x} are not in the source table"
            ))
        })?;
        c::SRC1_INDEX.set64(&mut cw, src1_i);
        c::SRC1_REG_NR.set64(&mut cw, n::SRC1_REG_NR.get(w));
    }
    verify(expand_basic(cw, datatypes), w, dont_care)?;
    Ok(cw)
}

/// The subregister-table index of a basic instruction and the bits its expansion may leave
/// different.
///
/// The subregister table covers dst (4:0), src0 (9:5) and src1 (14:10). Parts that the
/// instruction does not use are free (as iga64 compacts): src1's when there is no src1 or it
/// is an immediate (its bits hold the value), src0's too when src0 is the immediate. The
/// first table entry that matches the used parts is taken.
/// (Bits 100:96 of an immediate are rewritten from the compacted immediate on expansion,
/// so they are still checked.)
fn subreg_index(w: u128, nsrc: usize, src0_imm: bool, is_imm: bool) -> Result<(u64, u128)> {
    let (used, dont_care): (u64, u128) = if src0_imm {
        (0x1F, 0x1Fu128 << 64)
    } else if is_imm {
        (0x3FF, 0)
    } else if nsrc < 2 {
        (0x3FF, 0x1Fu128 << 96)
    } else {
        (0x7FFF, 0)
    };
    let sub = (f(100, 96).get(w) << 10) | (f(68, 64).get(w) << 5) | f(52, 48).get(w);
    let sub_i = SUBREG_TABLE
        .iter()
        .position(|&e| (e as u64) & used == sub & used)
        .map(|i| i as u64)
        .ok_or_else(|| not("subregister numbers are not in the subregister table".into()))?;
    Ok((sub_i, dont_care))
}

fn compact_three_src(w: u128) -> Result<u64> {
    let ctrl = (f(36, 35).get(w) << 24) | (f(34, 32).get(w) << 21) | f(28, 8).get(w);
    let ctrl_i = find(&TS_CONTROL_TABLE, ctrl).ok_or_else(|| {
        not(format!(
            "3-source control bits {ctrl:#x} are not in the control table"
        ))
    })?;
    let src = (f(126, 125).get(w) << 47)
        | (f(105, 104).get(w) << 45)
        | (f(84, 84).get(w) << 44)
        | (f(83, 83).get(w) << 43)
        | (f(114, 107).get(w) << 35)
        | (f(93, 86).get(w) << 27)
        | (f(72, 65).get(w) << 19)
        | f(55, 37).get(w);
    let src_i = find(&TS_SOURCE_TABLE, src).ok_or_else(|| {
        not(format!(
            "3-source type/swizzle bits {src:#x} are not in the source table"
        ))
    })?;
    let regs = [
        (t::DST_REG_NR, c::TS_DST_REG_NR, "destination"),
        (t::SRC0_REG_NR, c::TS_SRC0_REG_NR, "src0"),
        (t::SRC1_REG_NR, c::TS_SRC1_REG_NR, "src1"),
        (t::SRC2_REG_NR, c::TS_SRC2_REG_NR, "src2"),
    ];
    let mut cw = 0u64;
    c::OPCODE.set64(&mut cw, n::OPCODE.get(w));
    c::TS_CONTROL_INDEX.set64(&mut cw, ctrl_i);
    c::TS_SOURCE_INDEX.set64(&mut cw, src_i);
    for (native, short, what) in regs {
        let r = native.get(w);
        if r > 127 {
            return Err(not(format!("{what} register r{r} needs more than 7 bits")));
        }
        short.set64(&mut cw, r);
    }
    c::TS_SRC0_REP_CTRL.set64(&mut cw, t::SRC0_REP_CTRL.get(w));
    c::TS_SRC1_REP_CTRL.set64(&mut cw, t::SRC1_REP_CTRL.get(w));
    c::TS_SRC2_REP_CTRL.set64(&mut cw, t::SRC2_REP_CTRL.get(w));
    c::TS_SRC0_SUBREG.set64(&mut cw, t::SRC0_SUBREG.get(w));
    c::TS_SRC1_SUBREG.set64(&mut cw, t::SRC1_SUBREG.get(w));
    c::TS_SRC2_SUBREG.set64(&mut cw, t::SRC2_SUBREG.get(w));
    c::TS_DEBUG_CTRL.set64(&mut cw, n::DEBUG_CTRL.get(w));
    c::TS_SATURATE.set64(&mut cw, n::SATURATE.get(w));
    c::CMPT_CTRL.set64(&mut cw, 1);
    let expanded = expand_three_src(cw).ok_or_else(|| not("table index out of range".into()))?;
    verify(expanded, w, 0)?;
    Ok(cw)
}

/// Check that the expansion reproduces the native word, apart from the compaction bit and the
/// `dont_care` bits (fields of operands the instruction does not have).
fn verify(expanded: u128, native: u128, dont_care: u128) -> Result<()> {
    let mut e = expanded & !dont_care;
    n::CMPT_CTRL.set(&mut e, 0);
    let mut nat = native & !dont_care;
    n::CMPT_CTRL.set(&mut nat, 0);
    if e != nat {
        let diff = e ^ nat;
        let bits: Vec<u32> = (0..128).filter(|b| (diff >> b) & 1 == 1).collect();
        return Err(not(format!(
            "bits {bits:?} have no compacted representation"
        )));
    }
    Ok(())
}
