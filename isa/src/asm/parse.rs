//! The line parser: labels, instruction prefixes (`(W)`, predicates), mnemonics, execution
//! size, conditional modifiers, operands per opcode form, and `{...}` options.

use super::cursor::Cursor;
use super::error::ParseError;
use super::form;
use crate::model::{
    AccessMode, CondModKind, CondModifier, FlagReg, Instruction, MathFunction, PredCtrl, Predicate,
    SyncFunction, ThreadCtrl,
};
use crate::opcode::Opcode;

/// A branch target as written: a label name or a numeric byte offset.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Target {
    /// A label such as `L1024`.
    Label(String),
    /// A byte offset as `iga64 -n` prints it: relative to the branch instruction's own
    /// address, except for `calla` where it is the absolute target address.
    Offset(i64),
}

/// One parsed instruction with its unresolved branch targets.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsedInstruction {
    /// The instruction. For branches whose targets are labels, `branch` (and the immediate
    /// that aliases it) holds 0 until [`super::assemble`] resolves the labels; numeric targets
    /// are already converted to the stored form.
    pub inst: Instruction,
    /// JIP target (or the single target of `jmpi`, `call`, `calla`, `brd`), if any.
    pub jip: Option<Target>,
    /// UIP target, for opcodes that have one.
    pub uip: Option<Target>,
    /// 1-based source line.
    pub line: usize,
}

/// One meaningful line element of an assembly text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParsedLine {
    /// A label definition `name:`.
    Label {
        /// Label name without the colon.
        name: String,
        /// 1-based source line.
        line: usize,
    },
    /// An instruction.
    Instruction(ParsedInstruction),
}

/// Parse IGA assembly text (the syntax `iga64 -d -p=9` prints) into labels and instructions.
///
/// Comments (`//` to end of line) and blank lines are ignored. The first error stops parsing.
pub fn parse(text: &str) -> Result<Vec<ParsedLine>, ParseError> {
    parse_for(crate::Platform::Gen9, text)
}

/// Parse IGA text of `platform` (what `iga64 -d -p=<platform>` prints).
pub fn parse_for(platform: crate::Platform, text: &str) -> Result<Vec<ParsedLine>, ParseError> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        parse_line_for(platform, raw, i + 1, &mut out)?;
    }
    Ok(out)
}

/// Parse one line of `platform` syntax, appending what it defines to `out`.
pub(crate) fn parse_line_for(
    platform: crate::Platform,
    raw: &str,
    line: usize,
    out: &mut Vec<ParsedLine>,
) -> Result<(), ParseError> {
    let text = match raw.find("//") {
        Some(i) => &raw[..i],
        None => raw,
    };
    let mut c = Cursor::new(text, line);
    c.platform = platform;
    if c.at_end() {
        return Ok(());
    }
    // Label: identifier followed by ':'.
    let m = c.mark();
    let w = c.word();
    if !w.is_empty() && !w.starts_with(|ch: char| ch.is_ascii_digit()) && c.eat_here(':') {
        out.push(ParsedLine::Label {
            name: w.to_string(),
            line,
        });
        if c.at_end() {
            return Ok(());
        }
    } else {
        c.reset(m);
    }
    let p = parse_instruction(&mut c, line)?;
    out.push(ParsedLine::Instruction(p));
    Ok(())
}

/// What precedes the mnemonic: `(W)`, `(W&~f0.1.any16h)`, `(f1.0)`.
struct Prefix {
    no_mask: bool,
    pred: Option<(FlagReg, bool, String, usize)>,
}

/// Parse `fR.S` (flag register and subregister).
pub(crate) fn parse_flag(c: &mut Cursor) -> Result<FlagReg, ParseError> {
    c.skip_ws();
    let pos = c.mark();
    let w = c.word();
    let reg = match w {
        "f0" => 0,
        "f1" => 1,
        _ => {
            c.reset(pos);
            return Err(c.expected("flag register `f0.0`, `f0.1`, `f1.0` or `f1.1`"));
        }
    };
    if !c.eat_here('.') {
        return Err(c.expected("`.` and a flag subregister"));
    }
    let spos = c.mark();
    let sub = c.number("flag subregister")?;
    if sub > 1 {
        return Err(c.invalid_at(spos, "flag subregister", format!("f{reg}.{sub} (0 or 1)")));
    }
    Ok(FlagReg {
        reg,
        subreg: sub as u8,
    })
}

fn parse_prefix(c: &mut Cursor) -> Result<Prefix, ParseError> {
    let mut p = Prefix {
        no_mask: false,
        pred: None,
    };
    c.skip_ws();
    if c.peek() != Some('(') {
        return Ok(p);
    }
    c.eat('(');
    c.skip_ws();
    if c.rest().starts_with('W') {
        c.eat_here('W');
        p.no_mask = true;
        if c.eat(')') {
            return Ok(p);
        }
        c.expect('&', "`&` or `)` after `W`")?;
    }
    c.skip_ws();
    let invert = c.eat_here('~');
    let flag = parse_flag(c)?;
    let mut ctrl = String::new();
    let cpos = c.mark();
    if c.eat_here('.') {
        ctrl = c.word().to_string();
        if ctrl.is_empty() {
            return Err(c.expected("predicate control (`any16h`, `all8h`, ...)"));
        }
    }
    c.expect(')', "`)` closing the predicate")?;
    p.pred = Some((flag, invert, ctrl, cpos));
    Ok(p)
}

/// Map a predicate-control suffix to [`PredCtrl`] for the access mode.
fn pred_ctrl(c: &Cursor, name: &str, pos: usize, mode: AccessMode) -> Result<PredCtrl, ParseError> {
    use PredCtrl as P;
    let a1 = match name {
        "" => Some(P::Normal),
        "anyv" => Some(P::AnyV),
        "allv" => Some(P::AllV),
        "any2h" => Some(P::Any2h),
        "all2h" => Some(P::All2h),
        "any4h" => Some(P::Any4h),
        "all4h" => Some(P::All4h),
        "any8h" => Some(P::Any8h),
        "all8h" => Some(P::All8h),
        "any16h" => Some(P::Any16h),
        "all16h" => Some(P::All16h),
        "any32h" => Some(P::Any32h),
        "all32h" => Some(P::All32h),
        _ => None,
    };
    let a16 = match name {
        "" => Some(P::Normal),
        "x" => Some(P::X),
        "y" => Some(P::Y),
        "z" => Some(P::Z),
        "w" => Some(P::W),
        "any4h" => Some(P::Align16Any4h),
        "all4h" => Some(P::Align16All4h),
        _ => None,
    };
    let r = match mode {
        AccessMode::Align1 => a1,
        AccessMode::Align16 => a16,
    };
    r.ok_or_else(|| {
        c.invalid_at(
            pos,
            "predicate control",
            format!(".{name} is not valid for an {mode:?} instruction"),
        )
    })
}

/// Map a math function suffix.
fn math_fn(name: &str) -> Option<MathFunction> {
    use MathFunction as M;
    Some(match name {
        "inv" => M::Inv,
        "log" => M::Log,
        "exp" => M::Exp,
        "sqt" => M::Sqrt,
        "rsqt" => M::Rsqrt,
        "sin" => M::Sin,
        "cos" => M::Cos,
        "fdiv" => M::Fdiv,
        "pow" => M::Pow,
        "idiv" => M::IntDivBoth,
        "iqot" => M::IntDivQuotient,
        "irem" => M::IntDivRemainder,
        "invm" => M::Invm,
        "rsqtm" => M::Rsqrtm,
        _ => return None,
    })
}

/// Parse `(N|Mk)` / `(N)`; returns (exec size, channel offset).
fn parse_exec_size(c: &mut Cursor) -> Result<(u8, u8), ParseError> {
    c.expect('(', "execution size `(16|M0)`")?;
    c.skip_ws();
    let pos = c.mark();
    let n = c.number("execution size")?;
    if !matches!(n, 1 | 2 | 4 | 8 | 16 | 32) {
        return Err(c.invalid_at(pos, "execution size", format!("{n} (1, 2, 4, 8, 16 or 32)")));
    }
    let mut off = 0;
    if c.eat('|') {
        c.skip_ws();
        if !c.eat_here('M') {
            return Err(c.expected("channel offset `M0`..`M28`"));
        }
        let opos = c.mark();
        let m = c.number("channel offset")?;
        if m & 3 != 0 || m > 28 {
            return Err(c.invalid_at(
                opos,
                "channel offset",
                format!("M{m} (a multiple of 4 up to M28)"),
            ));
        }
        off = m;
    }
    c.expect(')', "`)` closing the execution size")?;
    Ok((n as u8, off as u8))
}

/// Parse `(lt)f0.0` if present (the cursor is after the execution size).
fn parse_cond_mod(c: &mut Cursor) -> Result<Option<CondModifier>, ParseError> {
    let m = c.mark();
    if !c.eat('(') {
        return Ok(None);
    }
    c.skip_ws();
    let pos = c.mark();
    let w = c.word();
    let kind = match w {
        "eq" | "z" => CondModKind::Eq,
        "ne" | "nz" => CondModKind::Ne,
        "gt" | "g" => CondModKind::Gt,
        "ge" => CondModKind::Ge,
        "lt" | "l" => CondModKind::Lt,
        "le" => CondModKind::Le,
        "ov" | "o" => CondModKind::Ov,
        "un" | "u" => CondModKind::Un,
        "eo" => CondModKind::Eo,
        "sat" | "abs" => {
            c.reset(m);
            return Ok(None);
        }
        _ => {
            c.reset(pos);
            return Err(c.expected("conditional modifier (eq ne gt ge lt le ov un)"));
        }
    };
    c.expect(')', "`)` after the conditional modifier")?;
    let flag = parse_flag(c)?;
    Ok(Some(CondModifier { kind, flag }))
}

/// Parse `{Opt, Opt, ...}` at the end of an instruction into `inst`.
fn parse_options(c: &mut Cursor, inst: &mut Instruction) -> Result<(), ParseError> {
    if !c.eat('{') {
        return Ok(());
    }
    loop {
        c.skip_ws();
        if matches!(c.peek(), Some('@' | '$')) {
            super::gen12::parse_swsb_item(c, inst)?;
            if c.eat(',') {
                continue;
            }
            c.expect('}', "`,` or `}` in the option list")?;
            return Ok(());
        }
        let pos = c.mark();
        let w = c.word();
        match w {
            "Compacted" => inst.compacted = true,
            "NoCompact" => inst.compacted = false,
            "Switch" => inst.thread_ctrl = ThreadCtrl::Switch,
            "Atomic" => inst.thread_ctrl = ThreadCtrl::Atomic,
            "NoPreempt" => inst.thread_ctrl = ThreadCtrl::NoPreempt,
            "AccWrEn" => inst.acc_wr_en = true,
            "NoDDClr" => inst.no_dd_clr = true,
            "NoDDChk" => inst.no_dd_chk = true,
            "EOT" => inst.eot = true,
            "NoSrcDepSet" => inst.no_src_dep_set = true,
            "Breakpoint" => inst.breakpoint = true,
            "NoMask" => inst.no_mask = true,
            "" => return Err(c.expected("an instruction option")),
            other => {
                return Err(c.invalid_at(
                    pos,
                    "instruction option",
                    format!(
                        "`{other}` (known: Compacted NoCompact Switch Atomic NoPreempt AccWrEn \
                         NoDDClr NoDDChk EOT NoSrcDepSet Breakpoint NoMask; @n $n $n.dst $n.src)"
                    ),
                ))
            }
        }
        if c.eat(',') {
            continue;
        }
        c.expect('}', "`,` or `}` in the option list")?;
        return Ok(());
    }
}

/// Parse one instruction at the cursor (the rest of the line).
fn parse_instruction(c: &mut Cursor, line: usize) -> Result<ParsedInstruction, ParseError> {
    let prefix = parse_prefix(c)?;
    c.skip_ws();
    let opos = c.mark();
    let mnemonic = c.word();
    if mnemonic.is_empty() {
        return Err(c.expected("an instruction mnemonic"));
    }
    let opcode = Opcode::from_mnemonic(mnemonic)
        .ok_or_else(|| c.invalid_at(opos, "mnemonic", format!("`{mnemonic}` is not an opcode")))?;
    let gen12 = c.platform.desc().layout == crate::platform::Layout::Gen12;
    let MnemonicSuffix {
        math,
        branch_ctrl,
        sync,
        sfid,
    } = parse_suffix(c, opcode, mnemonic, gen12)?;

    // Execution size is optional for jmpi, wait, nop and illegal.
    c.skip_ws();
    // `sync.allrd ($2,$11)`: the parenthesis is the token list, not an execution size.
    let token_list = opcode == Opcode::Sync && c.rest().starts_with("($");
    let (exec_size, chan_offset) = if c.peek() == Some('(') && !token_list {
        parse_exec_size(c)?
    } else if matches!(
        opcode,
        Opcode::Jmpi | Opcode::Wait | Opcode::Nop | Opcode::Illegal | Opcode::Sync
    ) {
        (1, 0)
    } else {
        return Err(c.expected("execution size `(16|M0)`"));
    };

    let mut inst = Instruction::new(opcode, exec_size);
    inst.chan_offset = chan_offset;
    inst.no_mask = prefix.no_mask;
    inst.math_fn = math;
    inst.acc_wr_en = branch_ctrl;
    inst.sync = sync;
    if let Some(sfid) = sfid {
        // Filled in by the operand parser; the SFID comes from the mnemonic.
        inst.send = Some(unified_send(sfid));
    } else if gen12 && matches!(opcode, Opcode::Send | Opcode::Sendc) {
        return Err(c.expected("the shared function (`send.dc1`, `send.smpl`, ...)"));
    }
    let align16_ternary = c.platform.desc().ternary == crate::platform::TernaryLayout::Align16;
    if (opcode.is_three_src() && align16_ternary)
        || matches!(math, Some(MathFunction::Invm) | Some(MathFunction::Rsqrtm))
    {
        inst.access_mode = AccessMode::Align16;
    }
    if let Some((flag, invert, ctrl, cpos)) = prefix.pred {
        inst.predicate = Some(Predicate {
            flag,
            invert,
            ctrl: pred_ctrl(c, &ctrl, cpos, inst.access_mode)?,
        });
    }
    if !token_list {
        inst.cond_mod = parse_cond_mod(c)?;
    }

    let (jip, uip) = form::parse_operands(c, &mut inst)?;
    parse_options(c, &mut inst)?;
    if !c.at_end() {
        return Err(c.expected("end of instruction (or `{options}`)"));
    }
    form::finish(c, &mut inst, opos)?;
    resolve_numeric_targets(c, &mut inst, &jip, &uip, opos)?;
    Ok(ParsedInstruction {
        inst,
        jip,
        uip,
        line,
    })
}

/// The send information of a Gen12 `send.<sfid>` before its operands are parsed.
fn unified_send(sfid: u8) -> crate::model::SendInfo {
    crate::model::SendInfo {
        sfid,
        desc: crate::model::DescOperand::Imm(0),
        ex_desc: crate::model::DescOperand::Imm(0),
        mlen: None,
        rlen: None,
        ex_mlen: None,
        header_present: None,
        unified: true,
    }
}

/// What a mnemonic's `.suffix` selects.
#[derive(Default)]
struct MnemonicSuffix {
    math: Option<MathFunction>,
    /// `.b` on if/else/goto (BranchCtrl).
    branch_ctrl: bool,
    sync: Option<SyncFunction>,
    /// The shared function of a Gen12 `send.<sfid>`.
    sfid: Option<u8>,
}

/// Parse the optional `.suffix` after the mnemonic: math function, sync function, shared
/// function or branch control.
fn parse_suffix(
    c: &mut Cursor,
    opcode: Opcode,
    mnemonic: &str,
    gen12: bool,
) -> Result<MnemonicSuffix, ParseError> {
    let mut out = MnemonicSuffix::default();
    if c.peek() == Some('.') {
        c.eat_here('.');
        let fpos = c.mark();
        let suffix = c.word();
        if suffix == "sat" {
            return Err(c.invalid_at(
                fpos,
                "saturation",
                "iga syntax puts it on the destination: `op (..) (sat)dst ...`".into(),
            ));
        }
        if suffix == "b" && matches!(opcode, Opcode::If | Opcode::Else | Opcode::Goto) {
            // BranchCtrl shares the AccWrEn bit.
            out.branch_ctrl = true;
        } else if opcode == Opcode::Sync {
            out.sync = Some(
                super::gen12::sync_function(suffix)
                    .ok_or_else(|| c.invalid_at(fpos, "sync function", format!("`{suffix}`")))?,
            );
        } else if gen12 && matches!(opcode, Opcode::Send | Opcode::Sendc) {
            out.sfid = Some(
                super::gen12::sfid(suffix)
                    .ok_or_else(|| c.invalid_at(fpos, "shared function", format!("`{suffix}`")))?,
            );
        } else if opcode != Opcode::Math {
            return Err(c.invalid_at(
                fpos,
                "mnemonic suffix",
                format!("`.{suffix}` on `{mnemonic}`"),
            ));
        } else {
            out.math = Some(
                math_fn(suffix)
                    .ok_or_else(|| c.invalid_at(fpos, "math function", format!("`{suffix}`")))?,
            );
        }
    } else if opcode == Opcode::Math {
        return Err(c.expected("math function suffix (`math.inv`, `math.fdiv`, ...)"));
    }
    Ok(out)
}

/// Numeric branch targets are known now (labels wait for `assemble`): store them.
fn resolve_numeric_targets(
    c: &Cursor,
    inst: &mut Instruction,
    jip: &Option<Target>,
    uip: &Option<Target>,
    opos: usize,
) -> Result<(), ParseError> {
    let numeric = |t: &Option<Target>| match t {
        Some(Target::Offset(v)) => Some(*v),
        _ => None,
    };
    let no_labels =
        !matches!(jip, Some(Target::Label(_))) && !matches!(uip, Some(Target::Label(_)));
    if no_labels && jip.is_some() {
        let j = form::stored_offset(inst, numeric(jip).unwrap_or(0));
        let u = numeric(uip).map(|u| form::stored_offset(inst, u));
        let fits = |v: i64| i32::try_from(v).is_ok();
        if !fits(j) || u.is_some_and(|v| !fits(v)) {
            return Err(c.invalid_at(opos, "branch offset", "does not fit 32 bits".into()));
        }
        form::set_branch(inst, j as i32, u.map(|u| u as i32));
    }
    Ok(())
}
