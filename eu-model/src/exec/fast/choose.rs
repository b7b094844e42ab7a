//! Choosing the operation of a general plan once, when the kernel is built: from the opcode,
//! the execution domain of the source types, the math function and the modifiers, with the
//! instruction rewritten as the write-back must see it (`sel`'s and `csel`'s selecting
//! conditional modifier removed, the accumulator write of `mac`/`mach`/`addc`/`subb` done by
//! the operation itself, `invm`/`rsqtm` macro operands linearised). Forms the PRM does not
//! define become [`Kind::Fail`] (an invalid-instruction error naming the form), reported
//! when the instruction executes.

use isa::{CondModKind, Instruction, MathFunction, Opcode};

use crate::exec::{accum, arith, bits, invalid, logic, math, vector, writeback};
use crate::value::Domain;

/// The operation of a general plan, chosen when the kernel is built.
#[derive(Clone, Debug)]
pub(super) enum Kind {
    /// Rejected before any channel executes.
    Fail(String),
    Nop,
    Mov,
    /// `smov`: a move of the channels that src1's immediate mask also enables.
    Smov(u32),
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
    /// `math.idiv`: the quotient here, the remainder through its own plan (the destination
    /// moved past the quotient's registers).
    IntDivBoth {
        signed: bool,
        rem: Box<super::general::GeneralPlan>,
    },
    /// Float `mac` and `madm` (`acc + src0 * src1`, resp. `src0 + src1 * src2`, fused).
    FloatMac {
        dom: Domain,
        madm: bool,
    },
    /// `dp4`, `dph`, `dp3`, `dp2` over groups of four channels.
    Dot {
        op: Opcode,
        dom: Domain,
    },
    /// `line` and `pln` (operands re-regioned by `vector::plane_operands`).
    Plane {
        op: Opcode,
        dom: Domain,
    },
    /// `sad2` / `sada2` (`acc`: add the accumulator).
    Sad2 {
        acc: bool,
    },
}

fn fail(what: impl Into<String>) -> Kind {
    Kind::Fail(what.into())
}

/// Choose the operation of `inst` (whose domain is `dom`); may rewrite the instruction as
/// the write-back must see it. `ip` is the instruction's offset (for the plans of a form that
/// writes two destinations).
pub(super) fn kind(inst: &mut Instruction, dom: Domain, ip: u32) -> Kind {
    let op = inst.opcode;
    match op {
        Opcode::Mov => Kind::Mov,
        Opcode::Movi => {
            *inst = vector::movi_operands(inst);
            Kind::Mov
        }
        Opcode::Smov => match vector::smov_mask(inst) {
            Ok(m) => Kind::Smov(m),
            Err(why) => fail(why),
        },
        Opcode::Sel => match inst.cond_mod {
            Some(_) if inst.predicate.is_some() => fail(invalid::SEL_PRED_AND_CMOD),
            Some(cm) => {
                inst.cond_mod = None;
                Kind::SelCm { kind: cm.kind, dom }
            }
            None => Kind::SelPred { dom },
        },
        Opcode::Cmp | Opcode::Cmpn => match inst.cond_mod {
            None => fail("cmp without a conditional modifier"),
            Some(cm) => Kind::Cmp {
                kind: cm.kind,
                dom,
                nan_aware: op == Opcode::Cmpn,
                flag: (cm.flag.reg, cm.flag.subreg),
            },
        },
        Opcode::Csel => match inst.cond_mod.take() {
            None => fail("csel without a conditional modifier"),
            Some(cm) => Kind::Csel(cm.kind),
        },
        Opcode::Not | Opcode::And | Opcode::Or | Opcode::Xor if dom != Domain::Int => {
            fail(invalid::LOGIC_ON_FLOAT)
        }
        Opcode::Not | Opcode::And | Opcode::Or | Opcode::Xor => Kind::Logic(op),
        Opcode::Shl | Opcode::Shr | Opcode::Asr | Opcode::Ror | Opcode::Rol
            if dom != Domain::Int =>
        {
            fail(invalid::SHIFT_ON_FLOAT)
        }
        Opcode::Shl | Opcode::Shr | Opcode::Asr | Opcode::Ror | Opcode::Rol => Kind::Shift {
            op,
            bits: logic::shift_bits(inst),
        },
        op if bits::is_bits(op) => {
            if dom != Domain::Int || writeback::int_width(inst) > 4 {
                fail(invalid::bits(op, dom))
            } else {
                Kind::Bits {
                    op,
                    signed: signed(inst, 0),
                    vsigned: signed(inst, 2),
                }
            }
        }
        Opcode::Add | Opcode::Mul | Opcode::Avg | Opcode::Mad | Opcode::Lrp => {
            match arith::invalid_form(op, dom) {
                Some(why) => fail(why),
                None if dom.is_float() => Kind::FloatArith { op, dom },
                None => Kind::IntArith(op),
            }
        }
        Opcode::Frc | Opcode::Rndu | Opcode::Rndd | Opcode::Rnde | Opcode::Rndz => {
            round_kind(dom, op)
        }
        Opcode::Mac if dom.is_float() => Kind::FloatMac { dom, madm: false },
        Opcode::Madm => Kind::FloatMac { dom, madm: true },
        op if accum::is_accum(op) => accum_kind(inst, dom, op),
        Opcode::Sad2 | Opcode::Sada2 => sad2_kind(inst, dom, op),
        op if vector::is_dot(op) || matches!(op, Opcode::Line | Opcode::Pln) => {
            dot_or_plane_kind(inst, dom, op)
        }
        Opcode::Math => math_kind(inst, dom, ip),
        Opcode::Nop => Kind::Nop,
        op => fail(invalid::not_alu(op)),
    }
}

/// Whether source `k` of `inst` has a signed integer type.
fn signed(inst: &Instruction, k: usize) -> bool {
    inst.srcs[k].is_some_and(|s| s.ty.is_signed_int())
}

/// `frc` and the roundings (floats only).
fn round_kind(dom: Domain, op: Opcode) -> Kind {
    if dom.is_float() {
        Kind::Round { op, dom }
    } else {
        fail(invalid::types(op, dom, "floats only"))
    }
}

/// An integer operation through the accumulator (`mac`, `mach`, `addc`, `subb`).
fn accum_kind(inst: &mut Instruction, dom: Domain, op: Opcode) -> Kind {
    if dom != Domain::Int {
        return fail(invalid::types(op, dom, "integers only"));
    }
    let write_acc = accum::writes_acc(op, inst.acc_wr_en);
    inst.acc_wr_en = false;
    Kind::Accum {
        op,
        b_signed: signed(inst, 1),
        write_acc,
    }
}

/// `sad2` / `sada2` (bytes only).
fn sad2_kind(inst: &Instruction, dom: Domain, op: Opcode) -> Kind {
    if dom != Domain::Int {
        return fail(invalid::types(op, dom, "B and UB"));
    }
    match vector::sad2_invalid(inst) {
        Some(why) => fail(why),
        None => Kind::Sad2 {
            acc: op == Opcode::Sada2,
        },
    }
}

/// The dot products (`dp4`, `dph`, `dp3`, `dp2`) and the plane equations (`line`, `pln`).
fn dot_or_plane_kind(inst: &mut Instruction, dom: Domain, op: Opcode) -> Kind {
    if !dom.is_float() {
        return fail(invalid::types(op, dom, "floats only"));
    }
    if vector::is_dot(op) {
        if !inst.exec_size.is_multiple_of(4) {
            return fail(invalid::dot_size(op));
        }
        return Kind::Dot { op, dom };
    }
    match vector::plane_operands(inst) {
        Ok(y) => {
            *inst = y;
            Kind::Plane { op, dom }
        }
        Err(why) => fail(why),
    }
}

fn math_kind(inst: &mut Instruction, dom: Domain, ip: u32) -> Kind {
    let Some(func) = inst.math_fn else {
        return fail("math without a function");
    };
    match func {
        MathFunction::IntDivQuotient | MathFunction::IntDivRemainder => {
            if dom != Domain::Int || writeback::int_width(inst) > 4 {
                return fail(invalid::INT_DIV_TYPES);
            }
            Kind::IntDiv {
                func,
                signed: int_div_signed(inst),
            }
        }
        MathFunction::IntDivBoth => {
            if dom != Domain::Int || writeback::int_width(inst) > 4 {
                return fail(invalid::INT_DIV_TYPES);
            }
            inst.math_fn = Some(MathFunction::IntDivQuotient);
            match math::remainder_destination(inst) {
                Some(rem) => Kind::IntDivBoth {
                    signed: int_div_signed(inst),
                    rem: Box::new(super::general::plan(&rem, ip)),
                },
                None => fail(invalid::IDIV_DST),
            }
        }
        MathFunction::Invm | MathFunction::Rsqrtm => {
            let Some(cm) = inst.cond_mod else {
                return fail("invm/rsqtm without an early-out flag");
            };
            *inst = math::linearised(inst);
            let dom = writeback::domain(inst);
            if !matches!(dom, Domain::F | Domain::Df) {
                return fail(invalid::math_types(func, dom));
            }
            Kind::Ieee {
                func,
                dom,
                flag: (cm.flag.reg, cm.flag.subreg),
            }
        }
        _ if dom == Domain::Int => fail(invalid::math_types(func, dom)),
        _ => Kind::FMath { func, dom },
    }
}

/// Whether an integer division is signed (any signed source).
fn int_div_signed(inst: &Instruction) -> bool {
    inst.srcs[..2]
        .iter()
        .flatten()
        .any(|s| s.ty.is_signed_int())
}
