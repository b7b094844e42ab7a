//! Decoder for Gen9 EU machine code (native 128-bit and compacted 64-bit forms).
//!
//! The decoded [`Instruction`] follows iga64's (`-p=9`) view of the instruction, including its
//! conversions: Align16 3-source operands are represented with their Align1 equivalent, and a
//! masked Align16 SIMD4 ternary is represented as SIMD1.

mod branch;
pub(crate) mod gen12;
pub(crate) mod operands;
mod send;
pub(crate) mod ternary;
pub(crate) mod ternary_a1;

use crate::compact;
use crate::error::DecodeError;
use crate::fields::native as n;
use crate::model::*;
use crate::opcode::{attr, OperandForm};
use crate::platform::{GenDesc, Layout, Platform, TernaryLayout};
use crate::Opcode;

/// Decoding context for one instruction: the native word, its offset and opcode.
pub(crate) struct Ctx {
    /// Native 128-bit instruction word (expanded if it was compacted).
    pub w: u128,
    /// Byte offset, for errors.
    pub off: u32,
    /// Opcode.
    pub op: Opcode,
    /// Whether the instruction was compacted.
    pub compacted: bool,
    /// The generation's encoding description.
    pub d: &'static GenDesc,
    /// The instruction word as stored (before Gen12 fields are moved to Gen8 positions).
    pub raw: u128,
}

impl Ctx {
    pub(crate) fn get(&self, f: crate::fields::Field) -> u64 {
        f.get(self.w)
    }
    pub(crate) fn invalid(&self, field: &'static str) -> DecodeError {
        DecodeError::InvalidField {
            offset: self.off,
            field,
        }
    }
    pub(crate) fn unimplemented(&self, what: &'static str) -> DecodeError {
        DecodeError::Unimplemented {
            offset: self.off,
            what,
        }
    }
}

/// Decode one Gen9 instruction at byte `offset` of `bytes`. Returns the instruction and its
/// length in bytes (8 if compacted, 16 otherwise).
pub fn decode(bytes: &[u8], offset: usize) -> Result<(Instruction, usize), DecodeError> {
    decode_for(Platform::Gen9, bytes, offset)
}

/// Decode one instruction of `platform` at byte `offset` of `bytes`. Returns the instruction
/// and its length in bytes (8 if compacted, 16 otherwise).
pub fn decode_for(
    platform: Platform,
    bytes: &[u8],
    offset: usize,
) -> Result<(Instruction, usize), DecodeError> {
    let d = platform.desc();
    if d.layout == Layout::Gen12 {
        return decode_gen12(d, bytes, offset);
    }
    let off32 = u32::try_from(offset).unwrap_or(u32::MAX);
    let first: [u8; 8] = read(bytes, offset)?;
    let lo = u64::from_le_bytes(first);
    let compacted = crate::fields::native::CMPT_CTRL.get(lo as u128) != 0;
    let opcode = (lo & 0x7F) as u8;
    let op = Opcode::from_number_for(platform, opcode).ok_or(DecodeError::InvalidOpcode {
        offset: off32,
        opcode,
    })?;
    // Opcodes without a compacted form (as iga/GED define them for Gen9).
    let no_compact_form = op.is_send()
        || matches!(op, Opcode::Illegal | Opcode::Nop)
        || (op.is_branch() && !matches!(op, Opcode::Jmpi | Opcode::Ret))
        || (op.is_three_src() && !d.compact_three_src);
    if compacted && no_compact_form {
        return Err(DecodeError::InvalidField {
            offset: off32,
            field: "compaction control (opcode has no compacted form)",
        });
    }
    let (w, len) = if compacted {
        let w = if op.is_three_src() {
            compact::expand_three_src(lo).ok_or(DecodeError::InvalidField {
                offset: off32,
                field: "compaction index",
            })?
        } else {
            compact::expand_basic(lo, d.compact_datatypes)
        };
        (w, 8)
    } else {
        (u128::from_le_bytes(read(bytes, offset)?), 16)
    };
    let ctx = Ctx {
        w,
        off: off32,
        op,
        compacted,
        d,
        raw: w,
    };
    let inst = decode_native(&ctx)?;
    Ok((inst, len))
}

/// Decode a whole Gen9 kernel: every instruction from byte 0 to the end of `bytes`, with its
/// byte offset.
pub fn decode_kernel(bytes: &[u8]) -> Result<Vec<(u32, Instruction)>, DecodeError> {
    decode_kernel_for(Platform::Gen9, bytes)
}

/// Decode a whole kernel of `platform`: every instruction from byte 0 to the end of `bytes`,
/// with its byte offset.
pub fn decode_kernel_for(
    platform: Platform,
    bytes: &[u8],
) -> Result<Vec<(u32, Instruction)>, DecodeError> {
    let mut out = Vec::with_capacity(bytes.len() / 12 + 1);
    let mut pc = 0usize;
    while pc < bytes.len() {
        let (inst, len) = decode_for(platform, bytes, pc)?;
        out.push((pc as u32, inst));
        pc += len;
    }
    check_branch_targets(&out, pc as i64)?;
    Ok(out)
}

/// Every branch target must be an instruction start or the end of the kernel (iga rejects
/// the kernel otherwise).
fn check_branch_targets(insts: &[(u32, Instruction)], end: i64) -> Result<(), DecodeError> {
    for (pc, inst) in insts {
        for t in inst.branch_targets(*pc).into_iter().flatten() {
            if t < 0 || t > end {
                return Err(DecodeError::InvalidField {
                    offset: *pc,
                    field: "branch target (outside the kernel)",
                });
            }
            if t != end && insts.binary_search_by_key(&t, |(p, _)| *p as i64).is_err() {
                return Err(DecodeError::InvalidField {
                    offset: *pc,
                    field: "branch target (inside an instruction)",
                });
            }
        }
    }
    Ok(())
}

/// The `N` bytes at `offset`, or [`DecodeError::Truncated`] naming how many are there.
fn read<const N: usize>(bytes: &[u8], offset: usize) -> Result<[u8; N], DecodeError> {
    let available = bytes.len().saturating_sub(offset);
    bytes
        .get(offset..)
        .and_then(|rest| rest.get(..N))
        .and_then(|b| b.try_into().ok())
        .ok_or(DecodeError::Truncated {
            offset: u32::try_from(offset).unwrap_or(u32::MAX),
            needed: N,
            available,
        })
}

/// Decode a Gen12-layout instruction through the Gen8 field positions.
fn decode_gen12(
    d: &'static GenDesc,
    bytes: &[u8],
    offset: usize,
) -> Result<(Instruction, usize), DecodeError> {
    let off32 = u32::try_from(offset).unwrap_or(u32::MAX);
    let first: [u8; 8] = read(bytes, offset)?;
    let opcode = first[0] & 0x7F;
    let op =
        Opcode::from_number_for(Platform::Gen12Lp, opcode).ok_or(DecodeError::InvalidOpcode {
            offset: off32,
            opcode,
        })?;
    let unimplemented = |what| DecodeError::Unimplemented {
        offset: off32,
        what,
    };
    let form = op.info().form;
    if !matches!(
        form,
        OperandForm::Basic
            | OperandForm::Math
            | OperandForm::Branch
            | OperandForm::ThreeSrc
            | OperandForm::Send
    ) && op != Opcode::Sync
    {
        return Err(unimplemented("Gen12LP instruction of this form"));
    }
    let compacted = first[3] & 0x20 != 0;
    let (w12, len) = if compacted {
        let lo = u64::from_le_bytes(first);
        if form == OperandForm::ThreeSrc {
            (crate::compact12::expand_three_src(lo), 8)
        } else {
            let w = crate::compact12::expand_basic(lo, |c| d.imm_type(c)).ok_or(
                DecodeError::InvalidField {
                    offset: off32,
                    field: "compacted immediate type",
                },
            )?;
            (w, 8)
        }
    } else {
        (u128::from_le_bytes(read(bytes, offset)?), 16)
    };
    let imm64 = |code: u64| d.imm_type(code).is_some_and(|t| t.size_bytes() == 8);
    let mut w = if form == OperandForm::ThreeSrc {
        gen12::ternary_to_gen11(w12)
    } else {
        gen12::basic_to_gen9(w12, 2, imm64)
    };
    if form == OperandForm::Branch && gen12::has_immediate(w12) {
        // JIP (127:96) and UIP (95:64) are where Gen8 has them.
        crate::fields::f(127, 64).set(&mut w, crate::fields::f(127, 64).get(w12));
    }
    let ctx = Ctx {
        w,
        off: off32,
        op,
        compacted,
        d,
        raw: w12,
    };
    let mut inst = decode_native(&ctx)?;
    if op == Opcode::Sync {
        gen12::decode_sync(&ctx, w12, &mut inst)?;
    }
    let unordered = matches!(op, Opcode::Send | Opcode::Sendc | Opcode::Math);
    inst.swsb = crate::swsb::Swsb::decode((w12 >> 8) as u8, unordered);
    Ok((inst, len))
}

fn decode_native(c: &Ctx) -> Result<Instruction, DecodeError> {
    let info = c.op.info();
    let exec_raw = c.get(n::EXEC_SIZE);
    let nullary = matches!(c.op, Opcode::Nop | Opcode::Illegal);
    if exec_raw > 5 && !nullary {
        return Err(c.invalid("exec size"));
    }
    // iga ignores the execution size of nop/illegal.
    let mut inst = Instruction::new(c.op, if nullary { 1 } else { 1 << exec_raw });
    inst.compacted = c.compacted;
    inst.access_mode = if c.get(n::ACCESS_MODE) != 0 {
        AccessMode::Align16
    } else {
        AccessMode::Align1
    };
    if c.op != Opcode::Jmpi {
        inst.chan_offset = (c.get(n::QTR_CTRL) * 8 + c.get(n::NIB_CTRL) * 4) as u8;
    }
    // iga shows no mask control on nop/illegal.
    inst.no_mask = c.get(n::MASK_CTRL) != 0 && !matches!(c.op, Opcode::Nop | Opcode::Illegal);
    let flag = FlagReg {
        reg: c.get(n::FLAG_REG) as u8,
        subreg: c.get(n::FLAG_SUBREG) as u8,
    };
    if info.attrs & attr::PRED != 0 {
        inst.predicate = decode_predicate(c, flag, inst.access_mode)?;
    }
    if info.attrs & attr::COND_MOD != 0 {
        inst.cond_mod = decode_cond_mod(c, flag)?;
    }
    decode_options(c, &mut inst)?;

    match info.form {
        OperandForm::None => {}
        OperandForm::Basic | OperandForm::Math => operands::decode_basic(c, &mut inst, flag)?,
        OperandForm::ThreeSrc => match c.d.ternary {
            TernaryLayout::Align16 => ternary::decode_ternary(c, &mut inst)?,
            TernaryLayout::Align1 => ternary_a1::decode_ternary(c, &mut inst)?,
        },
        OperandForm::Send | OperandForm::SplitSend => match c.d.layout {
            Layout::Gen8 => send::decode_send(c, &mut inst)?,
            Layout::Gen12 => gen12::decode_send(c, &mut inst)?,
        },
        OperandForm::Branch => branch::decode_branch(c, &mut inst)?,
        OperandForm::Wait => operands::decode_wait(c, &mut inst)?,
    }
    Ok(inst)
}

fn decode_predicate(
    c: &Ctx,
    flag: FlagReg,
    mode: AccessMode,
) -> Result<Option<Predicate>, DecodeError> {
    let raw = c.get(n::PRED_CTRL);
    if raw == 0 {
        return Ok(None);
    }
    let ctrl = match (mode, raw) {
        (_, 1) => PredCtrl::Normal,
        (AccessMode::Align1, 2) => PredCtrl::AnyV,
        (AccessMode::Align1, 3) => PredCtrl::AllV,
        (AccessMode::Align1, 4) => PredCtrl::Any2h,
        (AccessMode::Align1, 5) => PredCtrl::All2h,
        (AccessMode::Align1, 6) => PredCtrl::Any4h,
        (AccessMode::Align1, 7) => PredCtrl::All4h,
        (AccessMode::Align1, 8) => PredCtrl::Any8h,
        (AccessMode::Align1, 9) => PredCtrl::All8h,
        (AccessMode::Align1, 10) => PredCtrl::Any16h,
        (AccessMode::Align1, 11) => PredCtrl::All16h,
        (AccessMode::Align1, 12) => PredCtrl::Any32h,
        (AccessMode::Align1, 13) => PredCtrl::All32h,
        (AccessMode::Align16, 2) => PredCtrl::X,
        (AccessMode::Align16, 3) => PredCtrl::Y,
        (AccessMode::Align16, 4) => PredCtrl::Z,
        (AccessMode::Align16, 5) => PredCtrl::W,
        (AccessMode::Align16, 6) => PredCtrl::Align16Any4h,
        (AccessMode::Align16, 7) => PredCtrl::Align16All4h,
        _ => return Err(c.invalid("predicate control")),
    };
    Ok(Some(Predicate {
        flag,
        invert: c.get(n::PRED_INV) != 0,
        ctrl,
    }))
}

fn decode_cond_mod(c: &Ctx, flag: FlagReg) -> Result<Option<CondModifier>, DecodeError> {
    let kind = match c.get(n::COND_MODIFIER) {
        0 => return Ok(None),
        1 => CondModKind::Eq,
        2 => CondModKind::Ne,
        3 => CondModKind::Gt,
        4 => CondModKind::Ge,
        5 => CondModKind::Lt,
        6 => CondModKind::Le,
        8 => CondModKind::Ov,
        9 => CondModKind::Un,
        _ => return Err(c.invalid("conditional modifier")),
    };
    Ok(Some(CondModifier { kind, flag }))
}

/// Instruction options, following which opcodes honour which control bits.
fn decode_options(c: &Ctx, inst: &mut Instruction) -> Result<(), DecodeError> {
    let op = c.op;
    let is_send = op.is_send();
    let nullary = matches!(op, Opcode::Nop | Opcode::Illegal);
    if !is_send && !nullary {
        inst.no_dd_clr = c.get(n::NO_DD_CLEAR) != 0;
        inst.no_dd_chk = c.get(n::NO_DD_CHECK) != 0;
    }
    if !nullary {
        inst.thread_ctrl =
            c.d.thread_ctrl[c.get(n::THREAD_CTRL) as usize].ok_or(c.invalid("thread control"))?;
    }
    // Bit 28 is AccWrEn on ALU ops and BranchCtrl on if/else/goto; it is ignored elsewhere.
    let has_branch_ctrl = matches!(op, Opcode::If | Opcode::Else | Opcode::Goto);
    if has_branch_ctrl || (!op.is_branch() && !is_send && !nullary) {
        inst.acc_wr_en = c.get(n::ACC_WR_CTRL) != 0;
    }
    if op != Opcode::Illegal {
        inst.breakpoint = c.get(n::DEBUG_CTRL) != 0;
    }
    if is_send {
        inst.eot = c.get(crate::fields::send::EOT) != 0;
        inst.no_src_dep_set = c.get(crate::fields::send::NO_SRC_DEP_SET) != 0;
    }
    Ok(())
}
