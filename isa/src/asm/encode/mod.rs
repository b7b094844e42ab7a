//! The encoder: [`crate::Instruction`] to Gen9 machine code.
//!
//! The instruction is read the way the decoder produces it (iga64's view): operands iga does
//! not print (the `ip` operands of `jmpi`, the `null` destination of `if`, ...) are supplied
//! here, with the values iga64's own assembler gives them. Bit positions come from
//! [`crate::fields`].

mod branch;
pub(crate) mod compact;
mod compact12;
mod gen12;
mod operands;
pub(crate) mod regs;
mod send;
mod ternary;
mod ternary_a1;

use super::error::EncodeError;
use crate::fields::native as n;
use crate::model::{AccessMode, FlagReg, Instruction};
use crate::opcode::{attr, Opcode, OperandForm};
use crate::platform::{GenDesc, Layout, Platform, TernaryLayout};

/// Encoder result.
pub(crate) type Result<T> = std::result::Result<T, EncodeError>;

/// Shorthand for an [`EncodeError::Unencodable`].
pub(crate) fn bad(field: &'static str, detail: String) -> EncodeError {
    EncodeError::Unencodable { field, detail }
}

/// Encode one Gen9 instruction: 16 bytes (native form), or 8 bytes when `inst.compacted` is
/// set (an error if no Gen9 compaction-table entry matches).
pub fn encode(inst: &Instruction) -> std::result::Result<Vec<u8>, EncodeError> {
    encode_for(Platform::Gen9, inst)
}

/// Encode one instruction of `platform`: 16 bytes (native form), or 8 bytes when
/// `inst.compacted` is set (an error if no compaction-table entry matches).
pub fn encode_for(
    platform: Platform,
    inst: &Instruction,
) -> std::result::Result<Vec<u8>, EncodeError> {
    let g = platform.desc();
    let w = encode_native_for(platform, inst)?;
    if inst.compacted {
        let nsrc = match inst.math_fn {
            Some(f) => super::math_sources(f),
            None => inst.opcode.info().num_srcs as usize,
        };
        let cw = match g.layout {
            Layout::Gen8 => compact::compact(g, inst.opcode, nsrc, w)?,
            Layout::Gen12 => compact12::compact(g, w, inst.opcode.is_three_src())?,
        };
        Ok(cw.to_le_bytes().to_vec())
    } else {
        Ok(w.to_le_bytes().to_vec())
    }
}

/// Encode a Gen9 instruction into its native 128-bit form (ignoring `compacted`).
pub fn encode_native(inst: &Instruction) -> std::result::Result<u128, EncodeError> {
    encode_native_for(Platform::Gen9, inst)
}

/// Encode an instruction of `platform` into its native 128-bit form (ignoring `compacted`).
pub fn encode_native_for(
    platform: Platform,
    inst: &Instruction,
) -> std::result::Result<u128, EncodeError> {
    let g = platform.desc();
    let number = inst.opcode.number_on(platform).ok_or_else(|| {
        bad(
            "opcode",
            format!("`{}` does not exist on {platform}", inst.opcode.mnemonic()),
        )
    })?;
    let unified = g.layout == Layout::Gen12;
    let mut w = 0u128;
    header(g, &mut w, inst)?;
    let info = inst.opcode.info();
    match info.form {
        OperandForm::None => {}
        OperandForm::Send | OperandForm::SplitSend if unified => {}
        OperandForm::Basic | OperandForm::Math => basic(g, &mut w, inst)?,
        OperandForm::ThreeSrc => match g.ternary {
            TernaryLayout::Align16 => ternary::encode(&mut w, inst)?,
            TernaryLayout::Align1 => ternary_a1::encode(g, &mut w, inst)?,
        },
        OperandForm::Send | OperandForm::SplitSend => send::encode(g, &mut w, inst)?,
        OperandForm::Branch => branch::encode(g, &mut w, inst)?,
        OperandForm::Wait => wait(g, &mut w, inst)?,
    }
    if unified {
        return gen12::finish(g, inst, number, w);
    }
    if !inst.swsb.is_empty() {
        return Err(bad(
            "software scoreboard",
            format!("{platform} has no scoreboard annotations"),
        ));
    }
    Ok(w)
}

/// The flag register named by the predicate and/or conditional modifier (they must agree).
fn flag_of(inst: &Instruction) -> Result<Option<FlagReg>> {
    let p = inst.predicate.map(|p| p.flag);
    let c = inst.cond_mod.map(|c| c.flag);
    match (p, c) {
        (Some(a), Some(b)) if a != b => Err(bad(
            "flag register",
            format!(
                "predicate uses f{}.{} but the conditional modifier writes f{}.{}; \
                 Gen9 encodes one flag register",
                a.reg, a.subreg, b.reg, b.subreg
            ),
        )),
        (a, b) => Ok(a.or(b)),
    }
}

/// Fields shared by every native instruction (including the 3-source form, whose control
/// fields sit at the same positions).
fn header(g: &GenDesc, w: &mut u128, inst: &Instruction) -> Result<()> {
    let op = inst.opcode;
    let info = op.info();
    n::OPCODE.set(w, op.number() as u64);
    n::ACCESS_MODE.set(w, (inst.access_mode == AccessMode::Align16) as u64);
    let is_send = op.is_send();
    if is_send && (inst.no_dd_clr || inst.no_dd_chk) {
        return Err(bad(
            "dependency control",
            "{NoDDClr}/{NoDDChk} are not encodable on sends (iga64 ignores them)".into(),
        ));
    }
    n::NO_DD_CLEAR.set(w, inst.no_dd_clr as u64);
    n::NO_DD_CHECK.set(w, inst.no_dd_chk as u64);
    if inst.chan_offset & 3 != 0 || inst.chan_offset > 28 {
        return Err(bad("channel offset", format!("M{}", inst.chan_offset)));
    }
    if op != Opcode::Jmpi {
        n::QTR_CTRL.set(w, (inst.chan_offset / 8) as u64);
        n::NIB_CTRL.set(w, ((inst.chan_offset % 8) / 4) as u64);
    }
    let thread_ctrl = g
        .thread_ctrl
        .iter()
        .position(|t| *t == Some(inst.thread_ctrl))
        .ok_or_else(|| bad("thread control", format!("{:?}", inst.thread_ctrl)))?;
    n::THREAD_CTRL.set(w, thread_ctrl as u64);
    if let Some(p) = inst.predicate {
        if info.attrs & attr::PRED == 0 {
            return Err(bad(
                "predicate",
                format!("`{}` cannot be predicated", op.mnemonic()),
            ));
        }
        n::PRED_CTRL.set(w, regs::pred_ctrl_code(p.ctrl));
        n::PRED_INV.set(w, p.invert as u64);
    }
    n::EXEC_SIZE.set(w, regs::exec_size_code(inst.exec_size)?);
    cond_mod_and_math(w, inst)?;
    let acc_ok =
        matches!(op, Opcode::If | Opcode::Else | Opcode::Goto) || (!op.is_branch() && !is_send);
    if inst.acc_wr_en && !acc_ok {
        return Err(bad(
            "AccWrEn",
            format!("not encodable on `{}`", op.mnemonic()),
        ));
    }
    n::ACC_WR_CTRL.set(
        w,
        (inst.acc_wr_en || (is_send && inst.no_src_dep_set)) as u64,
    );
    if inst.no_src_dep_set && !is_send {
        return Err(bad("NoSrcDepSet", "only sends have it".into()));
    }
    if inst.saturate && info.attrs & attr::SAT == 0 {
        return Err(bad(
            "saturate",
            format!("`{}` cannot saturate", op.mnemonic()),
        ));
    }
    n::SATURATE.set(w, inst.saturate as u64);
    n::DEBUG_CTRL.set(w, inst.breakpoint as u64);
    if inst.eot && !is_send {
        return Err(bad("EOT", "only sends end a thread".into()));
    }
    if let Some(f) = flag_of(inst)? {
        if f.reg > 1 || f.subreg > 1 {
            return Err(bad("flag register", format!("f{}.{}", f.reg, f.subreg)));
        }
        n::FLAG_REG.set(w, f.reg as u64);
        n::FLAG_SUBREG.set(w, f.subreg as u64);
    }
    n::MASK_CTRL.set(w, inst.no_mask as u64);
    Ok(())
}

/// The conditional modifier and the math function (which share the conditional-modifier
/// field).
fn cond_mod_and_math(w: &mut u128, inst: &Instruction) -> Result<()> {
    if let Some(c) = inst.cond_mod {
        match regs::cond_mod_code(c.kind) {
            Some(code) => {
                if inst.opcode.info().attrs & attr::COND_MOD == 0 {
                    return Err(bad(
                        "conditional modifier",
                        format!("`{}` takes no conditional modifier", inst.opcode.mnemonic()),
                    ));
                }
                n::COND_MODIFIER.set(w, code);
            }
            None => {
                // `(eo)` is implied by math.invm / math.rsqtm and has no encoding.
                if !matches!(
                    inst.math_fn,
                    Some(crate::MathFunction::Invm) | Some(crate::MathFunction::Rsqrtm)
                ) {
                    return Err(bad(
                        "conditional modifier",
                        "(eo) exists only on math.invm / math.rsqtm".into(),
                    ));
                }
            }
        }
    }
    if let Some(f) = inst.math_fn {
        if inst.opcode != Opcode::Math {
            return Err(bad(
                "math function",
                format!("set on `{}`", inst.opcode.mnemonic()),
            ));
        }
        if inst
            .cond_mod
            .is_some_and(|c| regs::cond_mod_code(c.kind).is_some())
        {
            return Err(bad(
                "conditional modifier",
                "math stores its function in the conditional-modifier field".into(),
            ));
        }
        n::COND_MODIFIER.set(w, regs::math_code(f));
    } else if inst.opcode == Opcode::Math {
        return Err(EncodeError::Missing {
            what: "math function",
        });
    }
    Ok(())
}

/// Basic 1-/2-source and math instructions.
fn basic(g: &GenDesc, w: &mut u128, inst: &Instruction) -> Result<()> {
    let dst = inst.dst.as_ref().ok_or(EncodeError::Missing {
        what: "destination",
    })?;
    operands::write_dst(g, w, dst, inst.access_mode)?;
    let mods = inst.opcode.has_attr(attr::SRC_MODS);
    let nsrc = match inst.math_fn {
        Some(f) => super::math_sources(f),
        None => inst.opcode.info().num_srcs as usize,
    };
    let src0 = inst.srcs[0]
        .as_ref()
        .ok_or(EncodeError::Missing { what: "src0" })?;
    operands::write_src(g, w, &operands::SRC0, src0, inst.access_mode, mods)?;
    if nsrc > 1 {
        let src1 = inst.srcs[1]
            .as_ref()
            .ok_or(EncodeError::Missing { what: "src1" })?;
        if matches!(src0.kind, crate::SourceKind::Imm(_)) {
            return Err(bad(
                "src0",
                "only src1 can be an immediate in a 2-source instruction".into(),
            ));
        }
        operands::write_src(g, w, &operands::SRC1, src1, inst.access_mode, mods)?;
    } else if inst.srcs[1].is_some() {
        return Err(bad(
            "src1",
            format!("`{}` takes one source", inst.opcode.mnemonic()),
        ));
    }
    if inst.srcs[2].is_some() {
        return Err(bad("src2", "only 3-source opcodes have src2".into()));
    }
    Ok(())
}

/// `wait nN.S`: the notification register is both destination and source.
fn wait(g: &GenDesc, w: &mut u128, inst: &Instruction) -> Result<()> {
    let src = inst.srcs[0]
        .as_ref()
        .ok_or(EncodeError::Missing { what: "src0" })?;
    // The destination repeats the source register (iga prints only the source).
    let addressing = match src.kind {
        crate::SourceKind::Reg { addressing, .. } => addressing,
        crate::SourceKind::Imm(_) => crate::Addressing::Direct {
            reg: crate::Register::Arf(crate::ArfReg::Null),
            subreg: 0,
        },
    };
    let ty = match src.kind {
        crate::SourceKind::Reg { .. } => src.ty,
        crate::SourceKind::Imm(_) => crate::DataType::Ud,
    };
    let dst = crate::Destination {
        addressing,
        ty,
        hstride: 1,
        writemask: 0xF,
    };
    operands::write_dst(g, w, &dst, inst.access_mode)?;
    operands::write_src(g, w, &operands::SRC0, src, inst.access_mode, false)
}
