//! IGA-syntax formatter: prints instructions and kernels the way `iga64 -d -p=9` does.

mod column;
mod float;
mod operand;

use column::{cols, Line};

use crate::decode::decode_kernel;
use crate::error::DecodeError;
use crate::model::*;
use crate::opcode::{BranchKind, OperandForm};
use crate::Opcode;

/// Format one instruction as if it were at byte offset 0 (branch labels are `L<offset>`
/// relative to the instruction).
pub fn format_instruction(inst: &Instruction) -> String {
    format_instruction_at(inst, 0)
}

impl std::fmt::Display for Instruction {
    /// The instruction in iga64 syntax, as if located at byte offset 0.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&format_instruction(self))
    }
}

/// Format one instruction located at byte offset `pc` (used for branch labels).
pub fn format_instruction_at(inst: &Instruction, pc: u32) -> String {
    let mut s = String::with_capacity(96);
    write_instruction(&mut s, inst, pc as i64);
    s
}

/// Decode and format a whole kernel heap (no trailing padding) as `iga64 -d -p=9` does:
/// `L<offset>:` labels at block starts, one instruction per line.
pub fn format_kernel(bytes: &[u8]) -> Result<String, DecodeError> {
    let insts = decode_kernel(bytes)?;
    Ok(format_decoded_kernel(&insts))
}

/// Decode and format a whole kernel of `platform` (what `iga64 -d -p=<platform>` prints).
pub fn format_kernel_for(platform: crate::Platform, bytes: &[u8]) -> Result<String, DecodeError> {
    let insts = crate::decode::decode_kernel_for(platform, bytes)?;
    Ok(format_decoded_kernel(&insts))
}

/// Byte offsets where basic blocks start (sorted, unique): 0, the instruction after every
/// branch or end-of-thread send, and every branch target. The formatter's `L<offset>:` labels
/// and the profile's basic blocks both use it.
pub fn block_starts(insts: &[(u32, Instruction)]) -> Vec<i64> {
    let mut starts: Vec<i64> = vec![0];
    for (pc, inst) in insts {
        let pc = *pc as i64;
        let next = pc + inst_len(inst);
        if inst.opcode.is_branch() {
            starts.push(next);
            for t in branch_targets(inst, pc).into_iter().flatten() {
                starts.push(t);
            }
        } else if inst.eot {
            starts.push(next);
        }
    }
    starts.sort_unstable();
    starts.dedup();
    starts
}

/// Format already decoded instructions (with their byte offsets, in order).
pub fn format_decoded_kernel(insts: &[(u32, Instruction)]) -> String {
    let starts = block_starts(insts);

    let mut out = String::with_capacity(insts.len() * 100 + 16);
    // Assign instructions to blocks like iga: advance at most one block per instruction.
    let mut blocks: Vec<(i64, Vec<usize>)> = starts.iter().map(|&s| (s, Vec::new())).collect();
    let mut cur = 0usize;
    let mut next_block = 1usize;
    for (idx, (pc, _)) in insts.iter().enumerate() {
        if next_block < blocks.len() && *pc as i64 >= blocks[next_block].0 {
            cur = next_block;
            next_block += 1;
        }
        blocks[cur].1.push(idx);
    }
    for (start, members) in &blocks {
        write_label(&mut out, *start);
        out.push_str(":\n");
        for &i in members {
            let (pc, inst) = &insts[i];
            write_instruction(&mut out, inst, *pc as i64);
            out.push('\n');
        }
    }
    out
}

fn inst_len(inst: &Instruction) -> i64 {
    inst.encoded_len() as i64
}

fn branch_targets(inst: &Instruction, pc: i64) -> [Option<i64>; 2] {
    inst.branch_targets(pc as u32)
}

fn write_label(out: &mut String, pc: i64) {
    use std::fmt::Write;
    if pc < 0 {
        let _ = write!(out, "L_N{}", -pc);
    } else {
        let _ = write!(out, "L{}", pc);
    }
}

fn label_string(pc: i64) -> String {
    let mut s = String::new();
    write_label(&mut s, pc);
    s
}

/// Number of source operands iga shows for an instruction.
fn shown_sources(inst: &Instruction) -> usize {
    let info = inst.opcode.info();
    match info.form {
        OperandForm::Branch => match info.branch {
            BranchKind::JipUip => {
                if inst.branch.is_none() && inst.srcs[1].is_none() {
                    1
                } else {
                    2
                }
            }
            _ => 1,
        },
        OperandForm::None => inst.srcs[0].is_some() as usize,
        _ => inst.srcs.iter().filter(|s| s.is_some()).count(),
    }
}

/// A `sync` whose source is a token mask (`sync.allwr ($1,$4)`): iga64 prints no empty
/// second source column after the list (a `sync.nop null` keeps it).
fn is_sync_token_list(inst: &Instruction) -> bool {
    inst.opcode == Opcode::Sync
        && matches!(
            inst.srcs[0],
            Some(Source {
                kind: SourceKind::Imm(_),
                ..
            })
        )
}

fn has_options(inst: &Instruction) -> bool {
    inst.acc_wr_en && !matches!(inst.opcode, Opcode::If | Opcode::Else | Opcode::Goto)
        || inst.thread_ctrl != ThreadCtrl::Normal
        || inst.breakpoint
        || inst.compacted
        || inst.eot
        || inst.no_dd_chk
        || inst.no_dd_clr
        || inst.no_src_dep_set
        || !inst.swsb.is_empty()
}

fn write_instruction(out: &mut String, inst: &Instruction, pc: i64) {
    let mut l = Line::new(out);
    write_predication(&mut l, inst);
    write_mnemonic(&mut l, inst);
    write_flag_mod(&mut l, inst);
    let opts = has_options(inst);
    let unified = inst.send.is_some_and(|s| s.unified);
    write_operands(&mut l, inst, pc, opts, unified);
    if opts {
        write_options(&mut l, inst);
    }
    if inst.opcode.is_send() {
        if let Some(s) = &inst.send {
            l.emit(" // ");
            let comment = send_comment(s, inst);
            if unified {
                l.emit(&without_sfid(&comment));
            } else {
                l.emit(&comment);
            }
        }
    }
}

/// Mask and predication. iga has no syntax for the Align16 replicate predicates
/// (.x/.y/.z/.w) and shows such instructions unpredicated.
fn write_predication(l: &mut Line, inst: &Instruction) {
    let predicate = inst.predicate.filter(|p| {
        !matches!(
            p.ctrl,
            PredCtrl::X | PredCtrl::Y | PredCtrl::Z | PredCtrl::W
        )
    });
    l.start(cols::PREDICATION);
    if inst.no_mask || predicate.is_some() {
        l.emit_char('(');
        if inst.no_mask {
            l.emit_char('W');
            if predicate.is_some() {
                l.emit_char('&');
            }
        }
        if let Some(p) = predicate {
            if p.invert {
                l.emit_char('~');
            }
            operand::flag(l, p.flag);
            l.emit(pred_suffix(p.ctrl));
        }
        l.emit_char(')');
    }
    l.finish();
    l.emit_char(' ');
}

/// Mnemonic (with its math function, sync function or shared function) and execution info.
fn write_mnemonic(l: &mut Line, inst: &Instruction) {
    let info = inst.opcode.info();
    l.start(cols::OPCODE);
    l.emit(info.mnemonic);
    if let Some(f) = inst.math_fn {
        l.emit_char('.');
        l.emit(math_name(f));
    } else if let Some(f) = inst.sync {
        l.emit_char('.');
        l.emit(f.name());
    } else if let Some(s) = inst.send.filter(|s| s.unified) {
        l.emit_char('.');
        l.emit(&sfid_mnemonic(s.sfid));
    } else if matches!(inst.opcode, Opcode::If | Opcode::Else | Opcode::Goto) && inst.acc_wr_en {
        l.emit(".b");
    }
    l.emit_char(' ');
    if !matches!(
        inst.opcode,
        Opcode::Nop | Opcode::Illegal | Opcode::Jmpi | Opcode::Wait | Opcode::Sync
    ) {
        l.emit_char('(');
        l.emit(&inst.exec_size.to_string());
        l.emit_char('|');
        l.emit_char('M');
        l.emit(&inst.chan_offset.to_string());
        l.emit_char(')');
    }
    l.finish();
    l.emit_char(' ');
}

/// The flag modifier column.
fn write_flag_mod(l: &mut Line, inst: &Instruction) {
    l.start(cols::FLAG_MOD);
    if let Some(cm) = inst.cond_mod {
        if !inst.opcode.is_send() {
            l.emit_char('(');
            l.emit(cond_name(cm.kind));
            l.emit_char(')');
            operand::flag(l, cm.flag);
        }
    }
    l.finish();
}

/// Destination, sources and send descriptors.
fn write_operands(l: &mut Line, inst: &Instruction, pc: i64, opts: bool, unified: bool) {
    let nsrc = shown_sources(inst);
    if unified {
        unified_send_operands(l, inst);
    } else if let Some(dst) = &inst.dst {
        l.emit("  ");
        operand::dst(l, inst, dst);
    } else if nsrc > 0 || opts {
        l.spaces(cols::DST);
    }

    if unified {
    } else if nsrc == 0 {
        if opts {
            l.spaces(cols::SRC);
        }
    } else {
        l.emit("  ");
        write_src(l, inst, 0, pc);
        if nsrc >= 2 {
            l.emit("  ");
            write_src(l, inst, 1, pc);
        } else if !matches!(inst.opcode, Opcode::Send | Opcode::Sendc) && !is_sync_token_list(inst)
        {
            l.start(cols::SRC);
            l.finish();
        }
        if nsrc >= 3 {
            l.emit("  ");
            write_src(l, inst, 2, pc);
        }
    }

    if let Some(send) = &inst.send {
        l.emit("  ");
        operand::desc(l, send.ex_desc, 0);
        l.emit("  ");
        operand::desc(l, send.desc, 8);
    }
}

/// The `{...}` instruction options.
fn write_options(l: &mut Line, inst: &Instruction) {
    let mut parts: Vec<&str> = Vec::new();
    if inst.acc_wr_en && !matches!(inst.opcode, Opcode::If | Opcode::Else | Opcode::Goto) {
        parts.push("AccWrEn");
    }
    if inst.thread_ctrl == ThreadCtrl::Atomic {
        parts.push("Atomic");
    }
    if inst.breakpoint {
        parts.push("Breakpoint");
    }
    if inst.compacted {
        parts.push("Compacted");
    }
    if inst.eot {
        parts.push("EOT");
    }
    if inst.no_dd_chk {
        parts.push("NoDDChk");
    }
    if inst.no_dd_clr {
        parts.push("NoDDClr");
    }
    if inst.thread_ctrl == ThreadCtrl::NoPreempt {
        parts.push("NoPreempt");
    }
    if inst.no_src_dep_set {
        parts.push("NoSrcDepSet");
    }
    if inst.thread_ctrl == ThreadCtrl::Switch {
        parts.push("Switch");
    }
    let swsb = inst.swsb.to_string();
    if !swsb.is_empty() {
        parts.push(&swsb);
    }
    l.emit(" {");
    l.emit(&parts.join(","));
    l.emit_char('}');
}

/// A Gen12 unified send's comment: iga64 -p=12p1 leaves out the shared function (already in
/// the `send.<sfid>` mnemonic), the second `; `-separated field of the Gen9 comment.
fn without_sfid(comment: &str) -> String {
    let fields: Vec<&str> = comment.split("; ").collect();
    if fields.len() >= 3 {
        let mut kept = vec![fields[0]];
        kept.extend(&fields[2..]);
        kept.join("; ")
    } else {
        comment.to_string()
    }
}

/// iga's end-of-line comment for a send: [`crate::message::iga_comment_operands`] (the one
/// description of send messages), immediate or register descriptors alike.
fn send_comment(s: &SendInfo, inst: &Instruction) -> String {
    use crate::message::DescOperand as Op;
    let src1_null = matches!(
        inst.srcs[1],
        Some(Source {
            kind: SourceKind::Reg {
                addressing: Addressing::Direct {
                    reg: Register::Arf(ArfReg::Null),
                    ..
                },
                ..
            },
            ..
        })
    );
    let op = |d: DescOperand| match d {
        DescOperand::Imm(v) => Op::Imm(v),
        DescOperand::Reg { subreg } => Op::Reg(subreg),
    };
    match (s.desc, s.ex_desc) {
        (DescOperand::Imm(d), DescOperand::Imm(e)) => {
            crate::message::iga_comment(s.sfid, d, e, inst.exec_size)
        }
        (desc, ex) => {
            crate::message::iga_comment_operands(op(desc), op(ex), src1_null, inst.exec_size)
        }
    }
}

/// iga64's name of a Gen12 shared function (`send.<name>`).
pub(crate) fn sfid_mnemonic(sfid: u8) -> String {
    match sfid {
        0 => "null".into(),
        2 => "smpl".into(),
        3 => "gtwy".into(),
        4 => "dc2".into(),
        5 => "rc".into(),
        6 => "urb".into(),
        7 => "ts".into(),
        8 => "vme".into(),
        9 => "dcro".into(),
        10 => "dc0".into(),
        11 => "pixi".into(),
        12 => "dc1".into(),
        13 => "cre".into(),
        n => format!("sfid{n}"),
    }
}

/// The operands of a Gen12 unified send: registers without region or type.
fn unified_send_operands(l: &mut Line, inst: &Instruction) {
    let name = |a: Option<Addressing>| match a {
        Some(Addressing::Direct {
            reg: Register::Grf(n),
            ..
        }) => format!("r{n}"),
        _ => "null".to_string(),
    };
    l.emit("  ");
    l.start(cols::SEND_DST);
    l.emit(&name(inst.dst.map(|d| d.addressing)));
    l.finish();
    for s in &inst.srcs[..2] {
        l.emit("  ");
        l.start(cols::SEND_SRC);
        l.emit(&name(s.and_then(|s| match s.kind {
            SourceKind::Reg { addressing, .. } => Some(addressing),
            SourceKind::Imm(_) => None,
        })));
        l.finish();
    }
}

/// Write source `i`, or the label operand `i` of a branch.
fn write_src(l: &mut Line, inst: &Instruction, i: usize, pc: i64) {
    if inst.opcode.is_branch() {
        if let Some(b) = inst.branch {
            let targets = branch_targets(inst, pc);
            l.start(cols::SRC);
            if let Some(t) = targets[i.min(1)] {
                l.raw(&label_string(t));
            }
            // Typed branches (jmpi, call, calla, brd, brc) print a type other than :d.
            if let Some(src) = inst.srcs.get(i).copied().flatten() {
                if matches!(
                    inst.opcode,
                    Opcode::Jmpi | Opcode::Call | Opcode::Calla | Opcode::Brd | Opcode::Brc
                ) && src.ty != DataType::D
                {
                    l.emit_char(':');
                    l.emit(src.ty.iga_name());
                }
            }
            let _ = b;
            l.finish();
            return;
        }
    }
    if inst.opcode == Opcode::Sync {
        l.start(cols::SRC);
        match inst.srcs[i].map(|s| s.kind) {
            // A token mask: `($2,$11)`.
            Some(SourceKind::Imm(Immediate(mask))) => {
                let tokens: Vec<String> = (0..32)
                    .filter(|b| mask >> b & 1 != 0)
                    .map(|b| format!("${b}"))
                    .collect();
                l.raw(&format!("({})", tokens.join(",")));
            }
            _ => l.emit("null"),
        }
        l.finish();
        return;
    }
    if let Some(src) = &inst.srcs[i] {
        operand::src(l, inst, i, src);
    } else {
        l.start(cols::SRC);
        l.finish();
    }
}

fn pred_suffix(c: PredCtrl) -> &'static str {
    match c {
        PredCtrl::Normal => "",
        PredCtrl::AnyV => ".anyv",
        PredCtrl::AllV => ".allv",
        PredCtrl::Any2h => ".any2h",
        PredCtrl::All2h => ".all2h",
        PredCtrl::Any4h | PredCtrl::Align16Any4h => ".any4h",
        PredCtrl::All4h | PredCtrl::Align16All4h => ".all4h",
        PredCtrl::Any8h => ".any8h",
        PredCtrl::All8h => ".all8h",
        PredCtrl::Any16h => ".any16h",
        PredCtrl::All16h => ".all16h",
        PredCtrl::Any32h => ".any32h",
        PredCtrl::All32h => ".all32h",
        PredCtrl::X => ".x",
        PredCtrl::Y => ".y",
        PredCtrl::Z => ".z",
        PredCtrl::W => ".w",
    }
}

/// IGA's name of a conditional modifier.
pub fn cond_name(k: CondModKind) -> &'static str {
    match k {
        CondModKind::Eq => "eq",
        CondModKind::Ne => "ne",
        CondModKind::Gt => "gt",
        CondModKind::Ge => "ge",
        CondModKind::Lt => "lt",
        CondModKind::Le => "le",
        CondModKind::Ov => "ov",
        CondModKind::Un => "un",
        CondModKind::Eo => "eo",
    }
}

/// IGA's name of a math function (`math.<name>`).
pub fn math_name(f: MathFunction) -> &'static str {
    match f {
        MathFunction::Inv => "inv",
        MathFunction::Log => "log",
        MathFunction::Exp => "exp",
        MathFunction::Sqrt => "sqt",
        MathFunction::Rsqrt => "rsqt",
        MathFunction::Sin => "sin",
        MathFunction::Cos => "cos",
        MathFunction::Fdiv => "fdiv",
        MathFunction::Pow => "pow",
        MathFunction::IntDivBoth => "idiv",
        MathFunction::IntDivQuotient => "iqot",
        MathFunction::IntDivRemainder => "irem",
        MathFunction::Invm => "invm",
        MathFunction::Rsqrtm => "rsqtm",
    }
}

#[cfg(test)]
mod tests {
    /// `sync.allwr ($1,$4)` as ocloc 22.43 emitted it for tgllp (Rodinia's gaussian `Fan2`), and
    /// the line `iga64 -d -p=12p1` prints for it: the token list, then 16 spaces.
    #[test]
    fn sync_token_list_has_no_empty_second_source_column() {
        let bytes = [
            0x01, 0x00, 0x00, 0x00, 0x00, 0x42, 0x01, 0x00, 0x00, 0x00, 0x00, 0x30, 0x12, 0x00,
            0x00, 0x00,
        ];
        let text = crate::format_kernel_for(crate::Platform::Gen12Lp, &bytes).unwrap();
        let iga = format!(
            "        sync.allwr{}($1,$4){}",
            " ".repeat(27),
            " ".repeat(16)
        );
        assert_eq!(text.lines().nth(1), Some(iga.as_str()));
    }

    /// A Gen12 unified send as ocloc 22.43 emitted it for tgllp (Rodinia's backprop): iga64
    /// -p=12p1 comments it like Gen9 but without the shared function, which the mnemonic names.
    #[test]
    fn unified_send_comment_leaves_out_the_shared_function() {
        let bytes = [
            0x31, 0xa0, 0x04, 0x00, 0x00, 0x00, 0x14, 0x0b, 0x14, 0x03, 0x00, 0xcc, 0x00, 0x00,
            0x16, 0x00,
        ];
        let text = crate::format_kernel_for(crate::Platform::Gen12Lp, &bytes).unwrap();
        let iga = "        send.dc1 (16|M0)         r11      r3      null    0x0            \
                   0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x";
        assert_eq!(text.lines().nth(1), Some(iga));
    }
}
