//! Operand lists per opcode form (basic, math, 3-source, send, split send, branches, wait)
//! and the implicit operands iga64 does not print but the encoding carries.

use super::cursor::Cursor;
use super::error::ParseError;
use super::operand::{operand_follows, parse_operand, RawOperand};
use super::parse::Target;
use super::role::{to_dst, to_src, to_src3, RoleOpts, SCALAR};
use crate::model::{
    Addressing, BranchTargets, DataType, DescOperand, Immediate, Instruction, MathFunction, Region,
    Register, SendInfo, Source, SourceKind, VStride,
};
use crate::opcode::{BranchKind, Opcode, OperandForm};

/// An immediate source of type `ty` holding `v`'s bits.
fn imm_typed(v: i32, ty: DataType) -> Source {
    Source {
        kind: SourceKind::Imm(Immediate(v as u32 as u64)),
        ty,
        negate: false,
        abs: false,
    }
}

/// Parse a branch target: a label or a (signed) decimal byte offset.
fn parse_target(c: &mut Cursor) -> Result<Target, ParseError> {
    c.skip_ws();
    let pos = c.mark();
    let neg = c.eat_here('-');
    if c.peek().is_some_and(|ch| ch.is_ascii_digit()) {
        let v = c.number("branch offset")? as i64;
        return Ok(Target::Offset(if neg { -v } else { v }));
    }
    if neg {
        c.reset(pos);
        return Err(c.expected("a branch target (label or byte offset)"));
    }
    let w = c.word();
    if w.is_empty() || w.starts_with(|ch: char| ch.is_ascii_digit()) {
        c.reset(pos);
        return Err(c.expected("a branch target (label or byte offset)"));
    }
    Ok(Target::Label(w.to_string()))
}

/// Whether the next word names a register (so a `jmpi`/`call` operand is a register, not a label).
fn register_follows(c: &mut Cursor) -> bool {
    c.skip_ws();
    let m = c.mark();
    let w = c.word();
    // A register name even when its number is out of range (the operand parser reports that).
    let grf_shape = w.len() > 1 && w.starts_with('r') && w[1..].bytes().all(|b| b.is_ascii_digit());
    let is_reg = (w == "r" && c.peek() == Some('['))
        || grf_shape
        || super::operand::register_from_name(w).is_ok();
    c.reset(m);
    is_reg
}

/// Parse a send descriptor: an immediate number or `a0.N`.
pub(crate) fn parse_desc(c: &mut Cursor, what: &str) -> Result<DescOperand, ParseError> {
    c.skip_ws();
    let pos = c.mark();
    if c.rest().starts_with("a0.") {
        c.word();
        c.eat_here('.');
        let spos = c.mark();
        let s = c.number("a0 subregister")?;
        if s > 7 {
            return Err(c.invalid_at(spos, what, format!("a0.{s} (a0.0 to a0.7 in dwords)")));
        }
        return Ok(DescOperand::Reg { subreg: s as u8 });
    }
    let op = parse_operand_number(c, what)?;
    u32::try_from(op)
        .map(DescOperand::Imm)
        .map_err(|_| c.invalid_at(pos, what, format!("{op:#x} does not fit 32 bits")))
}

/// An unsigned hex or decimal number (send descriptors).
fn parse_operand_number(c: &mut Cursor, what: &str) -> Result<u64, ParseError> {
    c.skip_ws();
    let pos = c.mark();
    let rest = c.rest();
    if let Some(hex) = rest.strip_prefix("0x").or_else(|| rest.strip_prefix("0X")) {
        let n = hex
            .find(|ch: char| !ch.is_ascii_hexdigit())
            .unwrap_or(hex.len());
        if n == 0 || n > 16 {
            return Err(c.expected(what));
        }
        let v = u64::from_str_radix(&hex[..n], 16).map_err(|_| c.expected(what))?;
        c.reset(pos + 2 + n);
        return Ok(v);
    }
    let d = c.digits();
    if d.is_empty() {
        return Err(c.expected(what));
    }
    d.parse::<u64>()
        .map_err(|_| c.invalid_at(pos, what, format!("`{d}` is too large")))
}

/// Parse `(sat)` in front of a destination.
fn parse_sat(c: &mut Cursor, inst: &mut Instruction) {
    if c.eat_str("(sat)") {
        inst.saturate = true;
    }
}

/// Parse the operands of `inst` (whose opcode and header are known); returns the written
/// branch targets (JIP, UIP).
pub(crate) fn parse_operands(
    c: &mut Cursor,
    inst: &mut Instruction,
) -> Result<(Option<Target>, Option<Target>), ParseError> {
    let info = inst.opcode.info();
    match info.form {
        OperandForm::Basic | OperandForm::Math => {
            parse_sat(c, inst);
            let d = parse_operand(c)?;
            inst.dst = Some(to_dst(c, d, RoleOpts::STRICT)?);
            let n = match inst.math_fn {
                Some(f) => super::math_sources(f),
                None => info.num_srcs as usize,
            };
            for i in 0..n {
                if !operand_follows(c) {
                    return Err(c.expected(&format!("source operand src{i}")));
                }
                let s = parse_operand(c)?;
                inst.srcs[i] = Some(to_src(c, s, RoleOpts::STRICT)?);
            }
            Ok((None, None))
        }
        OperandForm::ThreeSrc
            if c.platform.desc().ternary == crate::platform::TernaryLayout::Align1 =>
        {
            parse_sat(c, inst);
            let d = parse_operand(c)?;
            inst.dst = Some(super::ternary_a1::to_dst(c, d)?);
            for i in 0..3 {
                if !operand_follows(c) {
                    return Err(c.expected(&format!("source operand src{i}")));
                }
                let s = parse_operand(c)?;
                inst.srcs[i] = Some(super::ternary_a1::to_src(c, s, i)?);
            }
            Ok((None, None))
        }
        OperandForm::ThreeSrc => {
            parse_three_src(c, inst)?;
            Ok((None, None))
        }
        OperandForm::Send | OperandForm::SplitSend => {
            match inst.send.filter(|s| s.unified) {
                Some(s) => super::gen12::parse_send(c, inst, s.sfid)?,
                None => parse_send(c, inst)?,
            }
            Ok((None, None))
        }
        OperandForm::Branch => parse_branch(c, inst, info.branch),
        OperandForm::Wait => {
            let s = parse_operand(c)?;
            let opts = RoleOpts {
                default_ty: Some(DataType::Ud),
                default_region: Some(SCALAR),
            };
            inst.srcs[0] = Some(to_src(c, s, opts)?);
            Ok((None, None))
        }
        OperandForm::None if inst.opcode == Opcode::Sync => {
            super::gen12::parse_sync(c, inst)?;
            Ok((None, None))
        }
        OperandForm::None => Ok((None, None)),
    }
}

/// The operands of an Align16 3-source instruction: a direct GRF (or math-macro)
/// destination with stride <1> and three sources.
fn parse_three_src(c: &mut Cursor, inst: &mut Instruction) -> Result<(), ParseError> {
    parse_sat(c, inst);
    let d = parse_operand(c)?;
    let dpos = match &d {
        RawOperand::Reg { pos, .. } | RawOperand::Imm { pos, .. } => *pos,
    };
    let dst = to_dst(c, d, RoleOpts::STRICT)?;
    if !matches!(
        dst.addressing,
        Addressing::Direct {
            reg: Register::Grf(_),
            ..
        } | Addressing::Macro { .. }
    ) || dst.hstride != 1
    {
        return Err(c.invalid_at(
            dpos,
            "3-source destination",
            "must be a direct general register with stride <1>".into(),
        ));
    }
    inst.dst = Some(dst);
    for i in 0..3 {
        if !operand_follows(c) {
            return Err(c.expected(&format!("source operand src{i}")));
        }
        let s = parse_operand(c)?;
        inst.srcs[i] = Some(to_src3(c, s, i)?);
    }
    Ok(())
}

/// `send (N|M) dst src0 exdesc desc` and `sends (N|M) dst src0 src1 exdesc desc`.
fn parse_send(c: &mut Cursor, inst: &mut Instruction) -> Result<(), ParseError> {
    let opts = RoleOpts {
        default_ty: Some(DataType::Ud),
        default_region: Some(Region {
            vstride: VStride::Elements(0),
            width: 1,
            hstride: 1,
        }),
    };
    let d = parse_operand(c)?;
    inst.dst = Some(to_dst(c, d, opts)?);
    let nsrc = if inst.opcode.is_split_send() { 2 } else { 1 };
    let src_opts = RoleOpts {
        default_ty: Some(DataType::Ud),
        default_region: Some(SCALAR),
    };
    for i in 0..nsrc {
        let s = parse_operand(c)?;
        if let RawOperand::Imm { pos, .. } = s {
            return Err(c.invalid_at(pos, "send payload", "must be a register".into()));
        }
        inst.srcs[i] = Some(to_src(c, s, src_opts)?);
    }
    let ex_desc = parse_desc(c, "extended message descriptor")?;
    let desc = parse_desc(c, "message descriptor")?;
    // Like the decoder: a send has no second payload (0); a split send's length is in
    // extended-descriptor bits 9:6 (`message::ex_mlen`), unknown when the descriptor is in a0.
    let split = inst.opcode.is_split_send();
    let (sfid, ex_mlen) = match ex_desc {
        DescOperand::Imm(x) => (
            (x & 0xF) as u8,
            Some(if split {
                crate::message::ex_mlen(x) as u8
            } else {
                0
            }),
        ),
        DescOperand::Reg { .. } => (0, (!split).then_some(0)),
    };
    let (mlen, rlen, header) = match desc {
        DescOperand::Imm(d) => (
            Some(crate::message::mlen(d) as u8),
            Some(crate::message::rlen(d) as u8),
            Some(crate::message::header_present(d)),
        ),
        DescOperand::Reg { .. } => (None, None, None),
    };
    inst.send = Some(SendInfo {
        sfid,
        desc,
        ex_desc,
        mlen,
        rlen,
        ex_mlen,
        header_present: header,
        unified: false,
    });
    Ok(())
}

/// A label operand: target plus an optional `:type` (iga prints one when it is not `:d`).
fn parse_label_operand(c: &mut Cursor) -> Result<(Target, Source), ParseError> {
    let t = parse_target(c)?;
    let ty = super::operand::parse_opt_type(c)?.unwrap_or(DataType::D);
    Ok((t, imm_typed(0, ty)))
}

/// Operands of branch opcodes, in the decoder's (iga's) view: only the printed operands are
/// kept; the encoder supplies the implicit ones.
fn parse_branch(
    c: &mut Cursor,
    inst: &mut Instruction,
    kind: BranchKind,
) -> Result<(Option<Target>, Option<Target>), ParseError> {
    match kind {
        BranchKind::JipUip | BranchKind::Jip
            if matches!(inst.opcode, Opcode::Brd | Opcode::Brc) && register_follows(c) =>
        {
            // Register target: the new IP is read from src0.
            let s = parse_operand(c)?;
            let opts = RoleOpts {
                default_ty: Some(DataType::D),
                default_region: Some(SCALAR),
            };
            inst.srcs[0] = Some(to_src(c, s, opts)?);
            Ok((None, None))
        }
        BranchKind::JipUip => {
            let (jip, jsrc) = parse_label_operand(c)?;
            let (uip, usrc) = parse_label_operand(c)?;
            if inst.opcode == Opcode::Brc {
                inst.srcs[0] = Some(jsrc);
                inst.srcs[1] = Some(usrc);
            }
            inst.branch = Some(BranchTargets {
                jip: 0,
                uip: Some(0),
            });
            Ok((Some(jip), Some(uip)))
        }
        BranchKind::Jip => {
            let (jip, jsrc) = parse_label_operand(c)?;
            if inst.opcode == Opcode::Brd {
                inst.srcs[0] = Some(jsrc);
            }
            inst.branch = Some(BranchTargets { jip: 0, uip: None });
            Ok((Some(jip), None))
        }
        BranchKind::Jmpi => register_or_target(c, inst),
        BranchKind::Call | BranchKind::CallAbs => {
            let d = parse_operand(c)?;
            // iga64 omits the type when it is :d, its default here.
            let opts = RoleOpts {
                default_ty: Some(DataType::D),
                default_region: Some(Region {
                    vstride: VStride::Elements(0),
                    width: 1,
                    hstride: 1,
                }),
            };
            inst.dst = Some(to_dst(c, d, opts)?);
            register_or_target(c, inst)
        }
        BranchKind::Ret => {
            let s = parse_operand(c)?;
            // iga64's defaults for the unprinted type and region.
            let opts = RoleOpts {
                default_ty: Some(DataType::D),
                default_region: Some(Region {
                    vstride: VStride::Elements(2),
                    width: 2,
                    hstride: 1,
                }),
            };
            inst.srcs[0] = Some(to_src(c, s, opts)?);
            Ok((None, None))
        }
        BranchKind::None => Ok((None, None)),
    }
}

/// The target of `jmpi`/`call`/`calla`: a register (`r2.0`) or a label operand.
fn register_or_target(
    c: &mut Cursor,
    inst: &mut Instruction,
) -> Result<(Option<Target>, Option<Target>), ParseError> {
    if register_follows(c) {
        let s = parse_operand(c)?;
        let opts = RoleOpts {
            default_ty: Some(DataType::D),
            default_region: Some(SCALAR),
        };
        inst.srcs[0] = Some(to_src(c, s, opts)?);
        return Ok((None, None));
    }
    let (t, src) = parse_label_operand(c)?;
    inst.srcs[0] = Some(src);
    inst.branch = Some(BranchTargets { jip: 0, uip: None });
    Ok((Some(t), None))
}

/// Convert a branch target byte offset as written (`iga64 -n`: relative to the instruction,
/// absolute for `calla`) into the value Gen9 stores.
pub(crate) fn stored_offset(inst: &Instruction, written: i64) -> i64 {
    match inst.opcode {
        // jmpi adds its offset to the IP of the following instruction.
        Opcode::Jmpi => written - if inst.compacted { 8 } else { 16 },
        _ => written,
    }
}

/// Write resolved stored JIP/UIP values into `inst`: `branch`, and the label immediates of
/// the opcodes that print typed labels (`jmpi`, `call`, `calla`, `brd`: src0; `brc`: src0, src1).
pub(crate) fn set_branch(inst: &mut Instruction, jip: i32, uip: Option<i32>) {
    if let Some(b) = inst.branch.as_mut() {
        b.jip = jip;
        if b.uip.is_some() {
            b.uip = uip.or(Some(0));
        }
    }
    let mut set = |i: usize, v: i32| {
        if let Some(Source {
            kind: SourceKind::Imm(imm),
            ..
        }) = inst.srcs[i].as_mut()
        {
            *imm = Immediate(v as u32 as u64);
        }
    };
    match inst.opcode {
        Opcode::Jmpi | Opcode::Call | Opcode::Calla | Opcode::Brd => set(0, jip),
        Opcode::Brc => {
            set(0, jip);
            set(1, uip.unwrap_or(0));
        }
        _ => {}
    }
}

/// Checks and normalisation after the whole instruction (including options) is parsed.
pub(crate) fn finish(c: &Cursor, inst: &mut Instruction, opos: usize) -> Result<(), ParseError> {
    // Note: iga64's assembler adds `(W)` to a `jmpi` written without it (with a warning);
    // this parser keeps the text as written, so that iga64's disassembly of a jmpi without
    // NoMask assembles back to the same bytes.
    let eo = inst
        .cond_mod
        .map(|m| m.kind == crate::model::CondModKind::Eo);
    let macro_math = matches!(
        inst.math_fn,
        Some(MathFunction::Invm) | Some(MathFunction::Rsqrtm)
    );
    if eo == Some(true) && !macro_math {
        return Err(c.invalid_at(
            opos,
            "conditional modifier",
            "(eo) exists only on math.invm / math.rsqtm".into(),
        ));
    }
    if inst.opcode == Opcode::Math && eo == Some(false) {
        return Err(c.invalid_at(
            opos,
            "conditional modifier",
            "math stores its function in the conditional-modifier field".into(),
        ));
    }
    if let Some(send) = inst.send.as_mut().filter(|s| !s.unified) {
        if let DescOperand::Imm(x) = &mut send.ex_desc {
            // iga64 -p=9 prints EOT as bit 5 of the extended descriptor and as `{EOT}`
            // (Gen12's unified send keeps EOT apart from the descriptors).
            if *x & 0x20 != 0 {
                inst.eot = true;
            }
            if inst.eot {
                *x |= 0x20;
            }
        }
    } else if inst.eot && inst.send.is_none() {
        return Err(c.invalid_at(opos, "option", "{EOT} is only valid on sends".into()));
    }
    Ok(())
}
