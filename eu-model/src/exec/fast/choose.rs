//! Choosing the operation of a general plan once, when the kernel is built: from the opcode,
//! the execution domain of the source types, the math function and the modifiers, with the
//! instruction rewritten as the write-back must see it (`sel`'s and `csel`'s selecting
//! conditional modifier removed, the accumulator write of `mac`/`mach`/`addc`/`subb` done by
//! the operation itself, `invm`/`rsqtm` macro operands linearised). Forms the model does not
//! implement become [`Kind::Fail`], reported when the instruction executes.

use isa::{CondModKind, Instruction, MathFunction, Opcode};

use crate::exec::{accum, arith, bits, logic, math, writeback};
use crate::value::Domain;

/// The operation of a general plan, chosen when the kernel is built.
#[derive(Clone, Debug)]
pub(super) enum Kind {
    /// Rejected before any channel executes.
    Fail {
        unimpl: bool,
        what: String,
    },
    Nop,
    /// `madm`: a no-op when no channel executes (the early-out path), else unimplemented.
    Madm,
    Mov,
    Logic(Opcode),
    Shift {
        op: Opcode,
        bits: u32,
    },
    Bits {
        op: Opcode,
        signed: bool,
        vsigned: bool,
    },
    IntArith(Opcode),
    FloatArith {
        op: Opcode,
        dom: Domain,
    },
    Round {
        op: Opcode,
        dom: Domain,
    },
    Accum {
        op: Opcode,
        b_signed: bool,
        write_acc: bool,
    },
    Cmp {
        kind: CondModKind,
        dom: Domain,
        nan_aware: bool,
        flag: (u8, u8),
    },
    /// `sel` with a conditional modifier (min/max).
    SelCm {
        kind: CondModKind,
        dom: Domain,
    },
    /// `sel` by predicate.
    SelPred {
        dom: Domain,
    },
    Csel(CondModKind),
    IntDiv {
        func: MathFunction,
        signed: bool,
    },
    FMath {
        func: MathFunction,
        dom: Domain,
    },
    /// `invm` / `rsqtm`: the IEEE macro's result and the early-out flag.
    Ieee {
        func: MathFunction,
        dom: Domain,
        flag: (u8, u8),
    },
}

fn fail(unimpl: bool, what: impl Into<String>) -> Kind {
    Kind::Fail {
        unimpl,
        what: what.into(),
    }
}

/// Choose the operation of `inst` (whose domain is `dom`); may rewrite the instruction as
/// the write-back must see it.
pub(super) fn kind(inst: &mut Instruction, dom: Domain) -> Kind {
    let op = inst.opcode;
    let signed = |inst: &Instruction, k: usize| inst.srcs[k].is_some_and(|s| s.ty.is_signed_int());
    match op {
        Opcode::Mov => Kind::Mov,
        Opcode::Sel => match inst.cond_mod {
            Some(_) if inst.predicate.is_some() => {
                fail(true, "sel with both a predicate and a conditional modifier")
            }
            Some(cm) => {
                inst.cond_mod = None;
                Kind::SelCm { kind: cm.kind, dom }
            }
            None => Kind::SelPred { dom },
        },
        Opcode::Cmp | Opcode::Cmpn => match inst.cond_mod {
            None => fail(false, "cmp without a conditional modifier"),
            Some(cm) => Kind::Cmp {
                kind: cm.kind,
                dom,
                nan_aware: op == Opcode::Cmpn,
                flag: (cm.flag.reg, cm.flag.subreg),
            },
        },
        Opcode::Csel => match inst.cond_mod.take() {
            None => fail(false, "csel without a conditional modifier"),
            Some(cm) => Kind::Csel(cm.kind),
        },
        Opcode::Not | Opcode::And | Opcode::Or | Opcode::Xor if dom != Domain::Int => {
            fail(true, "logic operation on float operands")
        }
        Opcode::Not | Opcode::And | Opcode::Or | Opcode::Xor => Kind::Logic(op),
        Opcode::Shl | Opcode::Shr | Opcode::Asr if dom != Domain::Int => {
            fail(true, "shift on float operands")
        }
        Opcode::Shl | Opcode::Shr | Opcode::Asr => Kind::Shift {
            op,
            bits: logic::shift_bits(inst),
        },
        op if bits::is_bits(op) => {
            if dom != Domain::Int {
                fail(true, format!("{} on float operands", op.mnemonic()))
            } else if writeback::int_width(inst) > 4 {
                fail(true, format!("{} on 64-bit operands", op.mnemonic()))
            } else {
                Kind::Bits {
                    op,
                    signed: signed(inst, 0),
                    vsigned: signed(inst, 2),
                }
            }
        }
        Opcode::Add | Opcode::Mul | Opcode::Avg | Opcode::Mad | Opcode::Lrp => {
            // The rounding mode matters only to double `mad`, checked at run time.
            match arith::unsupported(op, dom, crate::state::RoundingMode::NearestEven) {
                Some(why) => fail(true, why),
                None if dom.is_float() => Kind::FloatArith { op, dom },
                None => Kind::IntArith(op),
            }
        }
        Opcode::Frc | Opcode::Rndu | Opcode::Rndd | Opcode::Rnde | Opcode::Rndz => {
            if dom.is_float() {
                Kind::Round { op, dom }
            } else {
                fail(true, format!("{} on integer operands", op.mnemonic()))
            }
        }
        op if accum::is_accum(op) => {
            if dom != Domain::Int {
                return fail(true, format!("{} on float operands", op.mnemonic()));
            }
            let write_acc = accum::writes_acc(op, inst.acc_wr_en);
            inst.acc_wr_en = false;
            Kind::Accum {
                op,
                b_signed: signed(inst, 1),
                write_acc,
            }
        }
        Opcode::Sad2 | Opcode::Sada2 if dom != Domain::Int => {
            fail(true, format!("{} on float operands", op.mnemonic()))
        }
        Opcode::Dp4 | Opcode::Dph | Opcode::Dp3 | Opcode::Dp2 | Opcode::Line | Opcode::Pln => fail(
            true,
            format!("{} (Align16 dot product / plane equation)", op.mnemonic()),
        ),
        Opcode::Math => math_kind(inst, dom),
        Opcode::Madm => Kind::Madm,
        Opcode::Movi => fail(true, "movi (move indexed)"),
        Opcode::Nop => Kind::Nop,
        op => fail(true, format!("opcode {}", op.mnemonic())),
    }
}

fn math_kind(inst: &mut Instruction, dom: Domain) -> Kind {
    let Some(func) = inst.math_fn else {
        return fail(false, "math without a function");
    };
    match func {
        MathFunction::IntDivQuotient | MathFunction::IntDivRemainder => {
            if dom != Domain::Int || writeback::int_width(inst) > 4 {
                return fail(true, "integer division on non-dword operands");
            }
            let signed = inst.srcs[..2]
                .iter()
                .flatten()
                .any(|s| s.ty.is_signed_int());
            Kind::IntDiv { func, signed }
        }
        MathFunction::IntDivBoth => fail(true, "math.idiv (quotient and remainder pair)"),
        MathFunction::Invm | MathFunction::Rsqrtm => {
            let Some(cm) = inst.cond_mod else {
                return fail(false, "invm/rsqtm without an early-out flag");
            };
            *inst = math::linearised(inst);
            let dom = writeback::domain(inst);
            if !matches!(dom, Domain::F | Domain::Df) {
                return fail(true, format!("math {func:?} on {dom:?} operands"));
            }
            Kind::Ieee {
                func,
                dom,
                flag: (cm.flag.reg, cm.flag.subreg),
            }
        }
        _ if !matches!(dom, Domain::F | Domain::Hf) => {
            fail(true, format!("math {func:?} on {dom:?} operands"))
        }
        _ => Kind::FMath { func, dom },
    }
}
