//! Execution differences between the generations, resolved once when a kernel is built: each
//! generation's [`ExecRules`] rewrites the instructions whose meaning differs from Gen9's
//! into the Gen9 instruction with that meaning, so the engine (and its planned fast path)
//! runs one set of semantics with no generation tests per instruction.
//!
//! Sources: what IGC emits for the generation (the corpus built with `ocloc -device icllp` /
//! `tgllp`, printed by `iga64 -p=11` / `-p=12p1`), checked against OpenCL C results.

use isa::{DataType, Instruction, Opcode, Platform, SyncFunction};

/// How a generation's instructions map onto the engine's (Gen9) semantics.
pub trait ExecRules: Sync {
    /// Rewrites `inst` in place where its meaning on this generation differs from Gen9's.
    fn lower(&self, inst: &mut Instruction);
}

/// Gen9: the engine's own semantics.
struct Gen9Rules;

impl ExecRules for Gen9Rules {
    fn lower(&self, _inst: &mut Instruction) {}
}

/// Gen11 and Gen12LP:
/// - a `mach` without AccWrEn is the low half of the 32x32 product (IGC's `macl`:
///   `mul (1) acc0 a b:uw` then `mach (1) dst a b` leaves `a * b` in `dst`), so it runs as the
///   `mul` of its sources; with AccWrEn it is Gen9's `mach` (the high half);
/// - IGC moves integer data with float-typed `mov`s (`mov (16) r49:f r83:f`), which the
///   hardware copies bit for bit (a signalling-NaN pattern is not quieted): a `mov` between
///   a register or immediate of one float type without source modifiers, saturation or a
///   conditional modifier runs as the unsigned integer move of the same size (IGC writes
///   integer constants as float immediates: `mov (8) r15:f 1.12104e-44:f` is the integer 8).
/// - a forward `goto` sends the channels whose predicate is true to UIP, where Gen8/Gen9's
///   send the channels whose predicate is false (IGC flips the predicate of forward gotos for
///   Broadwell and Skylake only: `gotoJumpOnTrue` in its vISA flow graph), so the predicate
///   of a forward `goto` is inverted.
struct Gen11Rules;

/// Inverts the predicate of a forward `goto`.
fn goto_jump_on_true(inst: &mut Instruction) {
    let forward = inst.branch.and_then(|b| b.uip).is_some_and(|u| u > 0);
    if inst.opcode == Opcode::Goto && forward {
        if let Some(p) = inst.predicate.as_mut() {
            p.invert = !p.invert;
        }
    }
}

/// The unsigned integer type of a float type's size.
fn raw_type(ty: DataType) -> Option<DataType> {
    match ty {
        DataType::Hf => Some(DataType::Uw),
        DataType::F => Some(DataType::Ud),
        DataType::Df => Some(DataType::Uq),
        _ => None,
    }
}

/// Makes a plain float-to-float register `mov` an integer move of the same size.
fn raw_float_move(inst: &mut Instruction) {
    if inst.opcode != Opcode::Mov || inst.saturate || inst.cond_mod.is_some() {
        return;
    }
    let (Some(dst), Some(src)) = (inst.dst.as_mut(), inst.srcs[0].as_mut()) else {
        return;
    };
    let plain = !src.negate && !src.abs;
    if let Some(raw) = raw_type(dst.ty).filter(|_| plain && src.ty == dst.ty) {
        dst.ty = raw;
        src.ty = raw;
    }
}

impl ExecRules for Gen11Rules {
    fn lower(&self, inst: &mut Instruction) {
        if inst.opcode == Opcode::Mach && !inst.acc_wr_en {
            inst.opcode = Opcode::Mul;
        }
        raw_float_move(inst);
        goto_jump_on_true(inst);
    }
}

/// Gen12LP: Gen11's rules, and `sync.bar` is the barrier wait Gen9 writes as `wait n0.0`
/// (after the gateway's signal-barrier message; the other `sync` functions order the
/// software scoreboard, which functional execution needs no waiting for: `nop`).
struct Gen12LpRules;

impl ExecRules for Gen12LpRules {
    fn lower(&self, inst: &mut Instruction) {
        Gen11Rules.lower(inst);
        if inst.opcode == Opcode::Sync && inst.sync == Some(SyncFunction::Bar) {
            inst.opcode = Opcode::Wait;
        }
    }
}

/// The execution rules of `platform`.
pub fn rules(platform: Platform) -> &'static dyn ExecRules {
    match platform {
        Platform::Gen9 => &Gen9Rules,
        Platform::Gen11 => &Gen11Rules,
        Platform::Gen12Lp => &Gen12LpRules,
    }
}
