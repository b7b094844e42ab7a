//! Building fast-path plans: which instructions qualify, and their operands resolved to GRF
//! byte addresses once, when the kernel is created.

use isa::{
    AccessMode, Addressing, ArfReg, CondModKind, DataType, Instruction, Opcode, PredCtrl, Register,
    SourceKind,
};

use super::lean::Lean;
pub(crate) use super::sources::resolve_indirect;
use super::sources::{classify, plan_src, region_addrs};
use crate::state::{GRF_BYTES, REG_BYTES};

/// Operation of a fast-path instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FastOp {
    Mov,
    Add,
    Mul,
    And,
    Or,
    Xor,
    Not,
    Shl,
    Shr,
    Asr,
    Sel,
    Cmp(CondModKind),
    FMov,
    FAdd,
    FMul,
    FSel,
    FCmp(CondModKind),
    /// `sel` with a conditional modifier (min/max), integer.
    SelCm(CondModKind),
    /// `sel` with a conditional modifier, single float (IEEE minNum/maxNum rules).
    FSelCm(CondModKind),
    /// Raw 64-bit move (`q`/`uq` to `q`/`uq`, or `df` to `df` while cr0 retains double
    /// denormals: otherwise the general plan flushes them).
    Mov64,
    /// Single-float `mad`: `src0 + src1 * src2`, fused (one rounding).
    FMad,
    /// `mov` converting between single float and an integer type (`to`: the destination
    /// type; `from_float`: the source is `f`), by the shared conversion rules.
    Convert {
        to: DataType,
        from_float: bool,
    },
}

impl FastOp {
    /// Whether the operation computes in single float (cr0-sensitive).
    pub(crate) fn is_float(self) -> bool {
        matches!(
            self,
            FastOp::FAdd
                | FastOp::FMul
                | FastOp::FMad
                | FastOp::Convert { .. }
                | FastOp::FCmp(_)
                | FastOp::FMov
                | FastOp::FSel
                | FastOp::FSelCm(_)
        )
    }
}

/// Where a source's channels live in the GRF.
#[derive(Clone, Copy, Debug)]
pub(crate) enum SrcAt {
    /// An immediate, already extended to 32 bits.
    Imm(u32),
    /// Every channel reads the element at this byte address (`<0;1,0>` or one channel).
    Scalar(u16),
    /// Channel `i` reads the element at `base + i * size` (`<8;8,1>`, `<16;16,1>`, ...).
    Linear(u16),
    /// Any other direct region: the byte address of each channel's element.
    Gather([u16; 32]),
    /// Register-indirect (`r[a0.sub, offset]`, Align1): channel `i` reads at
    /// `a0.(sub + i / width) + offset + offs[i]` when `vxh` (one address register per row),
    /// else at `a0.sub + offset + offs[i]`; resolved against `a0` when the instruction runs.
    Indirect {
        sub: u8,
        offset: i16,
        vxh: bool,
        width: u8,
        offs: [u16; 32],
    },
}

/// Source negation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Neg {
    None,
    /// Two's complement.
    Int,
    /// Sign-bit flip.
    Float,
}

/// One source: where it is and its element type.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FastSrc {
    pub at: SrcAt,
    /// Element size in bytes (1, 2, 4; 8 for `Mov64`).
    pub size: u8,
    /// Sub-dword elements sign-extend; integer compares treat the value as signed.
    pub signed: bool,
    /// Float `(abs)` (sign bit cleared before any negation).
    pub abs: bool,
    pub neg: Neg,
}

impl FastSrc {
    const NONE: FastSrc = FastSrc {
        at: SrcAt::Imm(0),
        size: 4,
        signed: false,
        abs: false,
        neg: Neg::None,
    };
}

/// A destination: byte address of channel 0 and the byte stride between channels, in the GRF
/// or (`a0`) in the address register.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FastDst {
    pub base: u16,
    pub stride: u8,
    pub a0: bool,
}

/// A precomputed plan.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FastPlan {
    pub op: FastOp,
    pub n: u8,
    pub dst: Option<FastDst>,
    /// Destination element size in bytes (2, 4, or 8 for `Mov64`).
    pub dst_size: u8,
    pub srcs: [FastSrc; 3],
    /// Float saturation (`.sat`): results clamped to [0, 1], NaN to 0.
    pub sat: bool,
    /// Flag register and subregister written (`cmp`, or a conditional modifier).
    pub flag: Option<(u8, u8)>,
    /// Conditional modifier on an integer result (kind, result is signed).
    pub cmod: Option<(CondModKind, bool)>,
    /// Integer work on 64-bit lanes (an operand is `q`/`uq`; see [`plan_wide`]).
    pub wide: bool,
    /// The lean form that runs it, if any ([`super::lean`]).
    pub lean: Lean,
    /// For [`Lean::Narrow`]: each of the first two sources' byte stride between channels when
    /// its region is strided, else 0 ([`super::narrow`]).
    pub strides: [u8; 2],
}

impl FastPlan {
    /// Whether a source is register-indirect (resolved per run against `a0`).
    pub(crate) fn has_indirect(&self) -> bool {
        self.srcs
            .iter()
            .any(|s| matches!(s.at, SrcAt::Indirect { .. }))
    }
}

/// A GRF destination of `size`-byte elements at the destination's stride, when every channel
/// lies inside the GRF.
fn grf_dst(inst: &Instruction, dst: &isa::Destination, size: u32) -> Option<FastDst> {
    let Addressing::Direct {
        reg: Register::Grf(r),
        subreg,
    } = dst.addressing
    else {
        return None;
    };
    let stride = dst.hstride.max(1) as u32 * size;
    let base = r as u32 * REG_BYTES as u32 + subreg as u32;
    if base + (inst.exec_size as u32 - 1) * stride + size > GRF_BYTES as u32 || stride > 255 {
        return None;
    }
    Some(FastDst {
        base: base as u16,
        stride: stride as u8,
        a0: false,
    })
}

/// Plan a raw 64-bit move.
fn plan_mov64(inst: &Instruction, dst: &isa::Destination) -> Option<FastPlan> {
    let s = inst.srcs[0]?;
    let compatible = matches!(
        (s.ty, dst.ty),
        (DataType::Q | DataType::Uq, DataType::Q | DataType::Uq) | (DataType::Df, DataType::Df)
    );
    if !compatible || s.negate || s.abs || inst.cond_mod.is_some() {
        return None;
    }
    let SourceKind::Reg {
        addressing:
            Addressing::Direct {
                reg: Register::Grf(r),
                subreg,
            },
        region,
        swizzle,
    } = s.kind
    else {
        return None;
    };
    let addr = region_addrs(inst, r, subreg, region, swizzle, 8)?;
    let d = grf_dst(inst, dst, 8)?;
    Some(FastPlan {
        op: FastOp::Mov64,
        n: inst.exec_size,
        dst: Some(d),
        dst_size: 8,
        srcs: [
            FastSrc {
                at: classify(addr, inst.exec_size as usize, 8),
                size: 8,
                signed: false,
                abs: false,
                neg: Neg::None,
            },
            FastSrc::NONE,
            FastSrc::NONE,
        ],
        sat: false,
        flag: None,
        cmod: None,
        wide: false,
        lean: Lean::No,
        strides: [0; 2],
    })
}

/// Plan an integer instruction with a 64-bit operand (`q`/`uq` destination or source):
/// `mov`, `add`, `mul`, logic and shifts without conditional modifier, computed on 64-bit
/// lanes. Shifts then run at 64 bits, as the general plan does when any operand is 64-bit.
fn plan_wide(inst: &Instruction, dst: &isa::Destination) -> Option<FastPlan> {
    if inst.cond_mod.is_some() {
        return None;
    }
    let op = match inst.opcode {
        Opcode::Mov => FastOp::Mov,
        Opcode::Add => FastOp::Add,
        Opcode::Mul => FastOp::Mul,
        Opcode::And => FastOp::And,
        Opcode::Or => FastOp::Or,
        Opcode::Xor => FastOp::Xor,
        Opcode::Not => FastOp::Not,
        Opcode::Shl => FastOp::Shl,
        Opcode::Shr => FastOp::Shr,
        Opcode::Asr => FastOp::Asr,
        _ => return None,
    };
    let dst_size: u32 = match dst.ty {
        DataType::Q | DataType::Uq => 8,
        DataType::D | DataType::Ud => 4,
        DataType::W | DataType::Uw => 2,
        _ => return None,
    };
    let d = grf_dst(inst, dst, dst_size)?;
    let mut srcs = [FastSrc::NONE; 3];
    let nsrc = inst.opcode.info().num_srcs as usize;
    if nsrc > 2 {
        return None;
    }
    for (k, slot) in srcs.iter_mut().enumerate().take(nsrc) {
        let s = plan_src(inst, k, false, true)?;
        if s.neg != Neg::None && !matches!(op, FastOp::Add | FastOp::Mov) {
            return None;
        }
        *slot = s;
    }
    Some(FastPlan {
        op,
        n: inst.exec_size,
        dst: Some(d),
        dst_size: dst_size as u8,
        srcs,
        sat: false,
        flag: None,
        cmod: None,
        wide: true,
        lean: Lean::No,
        strides: [0; 2],
    })
}

/// Build a fast-path plan for an instruction, if it qualifies, with its lean form chosen.
pub(crate) fn plan(inst: &Instruction) -> Option<FastPlan> {
    let mut p = plan_form(inst)?;
    p.lean = super::lean::choose(&p);
    if p.lean == Lean::Narrow {
        p.strides = super::narrow::strides(&p);
    }
    Some(p)
}

/// The fast-path plan of an instruction, if it qualifies.
fn plan_form(inst: &Instruction) -> Option<FastPlan> {
    if inst.opcode == Opcode::Mad {
        return plan_fmad(inst);
    }
    if inst.access_mode != AccessMode::Align1 || inst.acc_wr_en {
        return None;
    }
    if inst.saturate && !float_sat_ok(inst) {
        return None;
    }
    if let Some(p) = inst.predicate {
        if p.ctrl != PredCtrl::Normal {
            return None;
        }
    }
    if inst.exec_size == 0 || inst.exec_size > 32 {
        return None;
    }
    let dst = inst.dst?;
    if inst.opcode == Opcode::Mov && dst.ty.size_bytes() == 8 {
        if let Some(p) = plan_mov64(inst, &dst) {
            return Some(p);
        }
    }
    if let Some(p) = plan_convert(inst, &dst) {
        return Some(p);
    }
    let is_q = |t: DataType| matches!(t, DataType::Q | DataType::Uq);
    if is_q(dst.ty) || inst.srcs.iter().flatten().any(|s| is_q(s.ty)) {
        return plan_wide(inst, &dst);
    }
    let float =
        matches!(dst.ty, DataType::F) || inst.srcs.iter().flatten().any(|s| s.ty.is_float());
    let dst_size: u32 = match dst.ty {
        DataType::D | DataType::Ud | DataType::F => 4,
        DataType::W | DataType::Uw => 2,
        DataType::B | DataType::Ub => 1,
        _ => 0,
    };
    let dst_loc = plan_dst(inst, &dst, float, dst_size)?;
    let nsrc = inst.opcode.info().num_srcs;
    let (op, flag) = plan_op(inst, float, dst_loc.is_some(), dst_size)?;
    // Shifts run at the widest operand size: only the all-32-bit case is planned.
    if matches!(op, FastOp::Shl | FastOp::Shr | FastOp::Asr) && dst_size != 4 {
        return None;
    }
    let srcs = plan_srcs(inst, op, nsrc as usize, float)?;
    if inst.saturate && !matches!(op, FastOp::FAdd | FastOp::FMul | FastOp::FMov) {
        return None;
    }
    if matches!(op, FastOp::Sel | FastOp::FSel) && inst.predicate.is_none() {
        return None;
    }
    let (flag, cmod) = match (op, inst.cond_mod) {
        (FastOp::Cmp(_) | FastOp::FCmp(_) | FastOp::SelCm(_) | FastOp::FSelCm(_), _) => {
            (flag, None)
        }
        (_, Some(cm)) => (
            Some((cm.flag.reg, cm.flag.subreg)),
            Some((
                cm.kind,
                matches!(dst.ty, DataType::D | DataType::W | DataType::B),
            )),
        ),
        _ => (None, None),
    };
    Some(FastPlan {
        op,
        n: inst.exec_size,
        dst: dst_loc,
        dst_size: dst_size as u8,
        srcs,
        sat: inst.saturate,
        flag,
        cmod,
        wide: false,
        lean: Lean::No,
        strides: [0; 2],
    })
}

/// The first `nsrc` sources of `inst` for operation `op`. Source modifiers: integer negation
/// only on `add` and `mov`; float negation and absolute value on the float arithmetic.
fn plan_srcs(inst: &Instruction, op: FastOp, nsrc: usize, float: bool) -> Option<[FastSrc; 3]> {
    let mut srcs = [FastSrc::NONE; 3];
    for (k, slot) in srcs.iter_mut().enumerate().take(nsrc) {
        let s = plan_src(inst, k, float, false)?;
        let mods_ok = match op {
            FastOp::Add | FastOp::Mov => true,
            FastOp::FAdd | FastOp::FMul | FastOp::FMov | FastOp::FCmp(_) => true,
            _ => s.neg == Neg::None && !s.abs,
        };
        if !mods_ok {
            return None;
        }
        *slot = s;
    }
    Some(srcs)
}

/// The destination of a planned instruction: a GRF region, the address register (16-bit
/// elements) or nothing (`null`); `None` when the plan cannot take it.
fn plan_dst(
    inst: &Instruction,
    dst: &isa::Destination,
    float: bool,
    dst_size: u32,
) -> Option<Option<FastDst>> {
    let dst_loc = match dst.addressing {
        Addressing::Direct {
            reg: Register::Grf(_),
            ..
        } => {
            if dst_size == 0 {
                return None;
            }
            Some(grf_dst(inst, dst, dst_size)?)
        }
        Addressing::Direct {
            reg: Register::Arf(ArfReg::Address),
            subreg,
        } => {
            // Address arithmetic (`add a0.0<1>:uw ...`, the shuffle lowering): 16-bit
            // elements of the 32-byte address register.
            if float || !matches!(dst.ty, DataType::W | DataType::Uw) {
                return None;
            }
            let stride = dst.hstride.max(1) as u32 * dst_size;
            let last = subreg as u32 + (inst.exec_size as u32 - 1) * stride + dst_size;
            if last > REG_BYTES as u32 {
                return None;
            }
            Some(FastDst {
                base: subreg as u16,
                stride: stride as u8,
                a0: true,
            })
        }
        Addressing::Direct {
            reg: Register::Arf(ArfReg::Null),
            ..
        } => None,
        _ => return None,
    };
    if dst_loc.is_some() {
        let ok = if float {
            dst.ty == DataType::F
        } else {
            matches!(
                dst.ty,
                DataType::D
                    | DataType::Ud
                    | DataType::W
                    | DataType::Uw
                    | DataType::B
                    | DataType::Ub
            )
        };
        if !ok {
            return None;
        }
    }
    Some(dst_loc)
}

/// The planned operation of `inst` and the flag its `cmp` writes; `None` when the plan cannot
/// take it (`has_dst`: it writes a register, of `dst_size` bytes).
fn plan_op(
    inst: &Instruction,
    float: bool,
    has_dst: bool,
    dst_size: u32,
) -> Option<(FastOp, Option<(u8, u8)>)> {
    let simple_kind =
        |k: CondModKind| !matches!(k, CondModKind::Ov | CondModKind::Un | CondModKind::Eo);
    let (op, flag) = match (inst.opcode, float) {
        (Opcode::Cmp, _) => {
            let cm = inst.cond_mod?;
            if !simple_kind(cm.kind) || (has_dst && dst_size != 4) {
                return None;
            }
            let op = if float {
                FastOp::FCmp(cm.kind)
            } else {
                FastOp::Cmp(cm.kind)
            };
            (op, Some((cm.flag.reg, cm.flag.subreg)))
        }
        (Opcode::Sel, _) if inst.cond_mod.is_some() => {
            let cm = inst.cond_mod?;
            if inst.predicate.is_some()
                || !has_dst
                || !matches!(
                    cm.kind,
                    CondModKind::Lt | CondModKind::Le | CondModKind::Gt | CondModKind::Ge
                )
            {
                return None;
            }
            let op = if float {
                FastOp::FSelCm(cm.kind)
            } else {
                FastOp::SelCm(cm.kind)
            };
            // sel's conditional modifier selects; it does not write the flag.
            (op, None)
        }
        _ if inst.cond_mod.is_some()
            && (float
                || dst_size == 0
                || !simple_kind(inst.cond_mod.map(|c| c.kind).unwrap_or(CondModKind::Eq))) =>
        {
            return None
        }
        _ if !has_dst && inst.cond_mod.is_none() => return None,
        (Opcode::Mov, false) => (FastOp::Mov, None),
        (Opcode::Add, false) => (FastOp::Add, None),
        (Opcode::Mul, false) => (FastOp::Mul, None),
        (Opcode::And, false) => (FastOp::And, None),
        (Opcode::Or, false) => (FastOp::Or, None),
        (Opcode::Xor, false) => (FastOp::Xor, None),
        (Opcode::Not, false) => (FastOp::Not, None),
        (Opcode::Shl, false) => (FastOp::Shl, None),
        (Opcode::Shr, false) => (FastOp::Shr, None),
        (Opcode::Asr, false) => (FastOp::Asr, None),
        (Opcode::Sel, false) => (FastOp::Sel, None),
        (Opcode::Mov, true) => (FastOp::FMov, None),
        (Opcode::Add, true) => (FastOp::FAdd, None),
        (Opcode::Mul, true) => (FastOp::FMul, None),
        (Opcode::Sel, true) => (FastOp::FSel, None),
        _ => return None,
    };
    Some((op, flag))
}

/// Plan a `mov` between single float and a 32/16/8-bit integer type (either direction) into
/// the GRF: no conditional modifier, no integer source modifier (integer negation is exact
/// in the reference, not modulo 2^32).
fn plan_convert(inst: &Instruction, dst: &isa::Destination) -> Option<FastPlan> {
    if inst.opcode != Opcode::Mov || inst.cond_mod.is_some() {
        return None;
    }
    let src = inst.srcs[0]?;
    let int = |t: DataType| {
        matches!(
            t,
            DataType::D | DataType::Ud | DataType::W | DataType::Uw | DataType::B | DataType::Ub
        )
    };
    let from_float = match (src.ty, dst.ty) {
        (DataType::F, t) if int(t) => true,
        (t, DataType::F) if int(t) => false,
        _ => return None,
    };
    let dst_size = dst.ty.size_bytes();
    let d = grf_dst(inst, dst, dst_size)?;
    let s0 = plan_src(inst, 0, from_float, false)?;
    if !from_float && (s0.neg != Neg::None || matches!(s0.at, SrcAt::Imm(_))) {
        return None;
    }
    Some(FastPlan {
        op: FastOp::Convert {
            to: dst.ty,
            from_float,
        },
        n: inst.exec_size,
        dst: Some(d),
        dst_size: dst_size as u8,
        srcs: [s0, FastSrc::NONE, FastSrc::NONE],
        sat: inst.saturate,
        flag: None,
        cmod: None,
        wide: false,
        lean: Lean::No,
        strides: [0; 2],
    })
}

/// Whether `.sat` can be planned: a single-float destination (clamped to [0, 1]).
fn float_sat_ok(inst: &Instruction) -> bool {
    inst.dst.is_some_and(|d| d.ty == DataType::F)
}

/// Plan a single-float `mad` (3-source, Align16 on Gen9): every operand `f` in the GRF (or
/// an immediate), a full write mask, no conditional modifier or accumulator write.
fn plan_fmad(inst: &Instruction) -> Option<FastPlan> {
    let dst = inst.dst?;
    if inst.acc_wr_en || inst.cond_mod.is_some() || dst.ty != DataType::F {
        return None;
    }
    if inst.exec_size == 0 || inst.exec_size > 32 {
        return None;
    }
    if let Some(p) = inst.predicate {
        if p.ctrl != PredCtrl::Normal {
            return None;
        }
    }
    let align16 = inst.access_mode == AccessMode::Align16;
    if align16 && dst.writemask != 0xf {
        return None;
    }
    // Align16 destinations are contiguous (the write mask, checked above, selects channels).
    let mut contiguous = dst;
    if align16 {
        contiguous.hstride = 1;
    }
    let d = grf_dst(inst, &contiguous, 4)?;
    let mut srcs = [FastSrc::NONE; 3];
    for (k, slot) in srcs.iter_mut().enumerate() {
        *slot = plan_src(inst, k, true, false)?;
    }
    Some(FastPlan {
        op: FastOp::FMad,
        n: inst.exec_size,
        dst: Some(d),
        dst_size: 4,
        srcs,
        sat: inst.saturate,
        flag: None,
        cmod: None,
        wide: false,
        lean: Lean::No,
        strides: [0; 2],
    })
}
