//! Fast path for the most frequent instruction forms (32-bit integer and single-float
//! `mov`/`add`/`mul`/logic/shifts/`sel`/`cmp` on direct GRF regions and immediates).
//!
//! The plan is built once per instruction when the kernel is created; at run time the
//! executor works on raw `u32` lanes without the generic typed-value machinery. Semantics are
//! identical to the generic path (a differential test runs every corpus kernel both ways);
//! anything outside the covered forms, and float work under a non-default cr0 mode, takes the
//! generic path.

use isa::{
    AccessMode, Addressing, ArfReg, CondModKind, DataType, Instruction, Opcode, PredCtrl, Register,
    SourceKind, VStride,
};

use crate::error::ExecError;
use crate::exec::low_mask;
use crate::state::{ThreadState, GRF_BYTES, REG_BYTES};

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
    /// Raw 64-bit move (`q`/`uq` to `q`/`uq`, `df` to `df`).
    Mov64,
}

/// One source: a direct GRF region or an immediate, with the element type.
#[derive(Clone, Copy, Debug)]
pub(crate) enum FastSrc {
    Region {
        /// GRF byte address of each channel's element.
        addr: [u16; 32],
        size: u8,
        signed: bool,
        /// Integer negation (two's complement).
        negate: bool,
        /// Float negation (sign-bit flip).
        fneg: bool,
    },
    Imm {
        v: u32,
        signed: bool,
    },
}

/// A precomputed plan.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FastPlan {
    op: FastOp,
    n: u8,
    dst: Option<(u16, u8)>,
    /// Destination element size in bytes (2, 4, or 8 for `Mov64`).
    dst_size: u8,
    srcs: [FastSrc; 2],
    flag: Option<(u8, u8)>,
    /// Conditional modifier on an integer result (kind, result is signed).
    cmod: Option<(CondModKind, bool)>,
}

fn int_src_ok(ty: DataType) -> Option<(u8, bool)> {
    match ty {
        DataType::Ub => Some((1, false)),
        DataType::B => Some((1, true)),
        DataType::Uw => Some((2, false)),
        DataType::W => Some((2, true)),
        DataType::Ud => Some((4, false)),
        DataType::D => Some((4, true)),
        _ => None,
    }
}

fn plan_src(inst: &Instruction, k: usize, float: bool) -> Option<FastSrc> {
    let s = inst.srcs[k]?;
    if s.abs {
        return None;
    }
    let (size, signed) = if float {
        if s.ty != DataType::F {
            return None;
        }
        (4, false)
    } else {
        int_src_ok(s.ty)?
    };
    match s.kind {
        SourceKind::Imm(imm) => {
            if s.negate {
                return None;
            }
            let v = imm.0;
            let v = match (size, signed) {
                (2, true) => v as u16 as i16 as i32 as u32,
                (2, false) => v as u16 as u32,
                (4, _) => v as u32,
                _ => return None,
            };
            Some(FastSrc::Imm { v, signed })
        }
        SourceKind::Reg {
            addressing:
                Addressing::Direct {
                    reg: Register::Grf(r),
                    subreg,
                },
            region,
            ..
        } => {
            let VStride::Elements(vs) = region.vstride else {
                return None;
            };
            let w = region.width.max(1);
            let hs = region.hstride;
            let base = r as u32 * REG_BYTES as u32 + subreg as u32;
            // Every element address must stay inside the GRF.
            let mut addr = [0u16; 32];
            for (i, a) in addr.iter_mut().enumerate().take(inst.exec_size as usize) {
                let i = i as u32;
                let off = ((i / w as u32) * vs as u32 + (i % w as u32) * hs as u32) * size as u32;
                if base + off + size as u32 > GRF_BYTES as u32 {
                    return None;
                }
                *a = (base + off) as u16;
            }
            Some(FastSrc::Region {
                addr,
                size,
                signed,
                negate: s.negate && !float,
                fneg: s.negate && float,
            })
        }
        _ => None,
    }
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
        ..
    } = s.kind
    else {
        return None;
    };
    let VStride::Elements(vs) = region.vstride else {
        return None;
    };
    let (w, hs) = (region.width.max(1) as u32, region.hstride as u32);
    let base = r as u32 * REG_BYTES as u32 + subreg as u32;
    let mut addr = [0u16; 32];
    for (i, a) in addr.iter_mut().enumerate().take(inst.exec_size as usize) {
        let i = i as u32;
        let off = ((i / w) * vs as u32 + (i % w) * hs) * 8;
        if base + off + 8 > GRF_BYTES as u32 {
            return None;
        }
        *a = (base + off) as u16;
    }
    let Addressing::Direct {
        reg: Register::Grf(dr),
        subreg: dsub,
    } = dst.addressing
    else {
        return None;
    };
    let stride = dst.hstride.max(1) as u32 * 8;
    let dbase = dr as u32 * REG_BYTES as u32 + dsub as u32;
    if dbase + (inst.exec_size as u32 - 1) * stride + 8 > GRF_BYTES as u32 || stride > 255 {
        return None;
    }
    Some(FastPlan {
        op: FastOp::Mov64,
        n: inst.exec_size,
        dst: Some((dbase as u16, stride as u8)),
        dst_size: 8,
        srcs: [
            FastSrc::Region {
                addr,
                size: 8,
                signed: false,
                negate: false,
                fneg: false,
            },
            FastSrc::Imm {
                v: 0,
                signed: false,
            },
        ],
        flag: None,
        cmod: None,
    })
}

/// Build a fast-path plan for an instruction, if it qualifies.
pub(crate) fn plan(inst: &Instruction) -> Option<FastPlan> {
    if inst.access_mode != AccessMode::Align1 || inst.saturate || inst.acc_wr_en {
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
        return plan_mov64(inst, &dst);
    }
    let float =
        matches!(dst.ty, DataType::F) || inst.srcs.iter().flatten().any(|s| s.ty.is_float());
    let dst_size: u32 = match dst.ty {
        DataType::D | DataType::Ud | DataType::F => 4,
        DataType::W | DataType::Uw => 2,
        _ => 0,
    };
    let dst_loc = match dst.addressing {
        Addressing::Direct {
            reg: Register::Grf(r),
            subreg,
        } => {
            if dst_size == 0 {
                return None;
            }
            let stride = dst.hstride.max(1) as u32 * dst_size;
            let base = r as u32 * REG_BYTES as u32 + subreg as u32;
            if base + (inst.exec_size as u32 - 1) * stride + dst_size > GRF_BYTES as u32 {
                return None;
            }
            Some((base as u16, stride as u8))
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
                DataType::D | DataType::Ud | DataType::W | DataType::Uw
            )
        };
        if !ok {
            return None;
        }
    }
    let simple_kind =
        |k: CondModKind| !matches!(k, CondModKind::Ov | CondModKind::Un | CondModKind::Eo);
    let nsrc = inst.opcode.info().num_srcs;
    let (op, flag) = match (inst.opcode, float) {
        (Opcode::Cmp, _) => {
            let cm = inst.cond_mod?;
            if !simple_kind(cm.kind) || (dst_loc.is_some() && dst_size != 4) {
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
                || dst_loc.is_none()
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
        _ if dst_loc.is_none() && inst.cond_mod.is_none() => return None,
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
    // Shifts run at the widest operand size: only the all-32-bit case is planned.
    if matches!(op, FastOp::Shl | FastOp::Shr | FastOp::Asr) && dst_size != 4 {
        return None;
    }
    // Source modifiers: negation only on `add` (integer and float) and integer `mov`.
    let mut srcs = [FastSrc::Imm {
        v: 0,
        signed: false,
    }; 2];
    for (k, slot) in srcs.iter_mut().enumerate().take(nsrc as usize) {
        let s = plan_src(inst, k, float)?;
        if let FastSrc::Region { negate, fneg, .. } = s {
            if (negate || fneg) && !matches!(op, FastOp::Add | FastOp::FAdd | FastOp::Mov) {
                return None;
            }
        }
        *slot = s;
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
            Some((cm.kind, matches!(dst.ty, DataType::D | DataType::W))),
        ),
        _ => (None, None),
    };
    Some(FastPlan {
        op,
        n: inst.exec_size,
        dst: dst_loc,
        dst_size: dst_size as u8,
        srcs,
        flag,
        cmod,
    })
}

#[inline(always)]
fn load(g: &[u8; GRF_BYTES], s: &FastSrc, i: u32) -> u32 {
    match *s {
        FastSrc::Imm { v, .. } => v,
        FastSrc::Region {
            ref addr,
            size,
            signed,
            negate,
            fneg,
        } => {
            let a = addr[i as usize] as usize;
            // Addresses were validated when the plan was built; `get` keeps this panic-free.
            let v = match (size, signed) {
                (4, _) => match g.get(a..a + 4) {
                    Some(b) => u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
                    None => 0,
                },
                (2, false) => match g.get(a..a + 2) {
                    Some(b) => u16::from_le_bytes([b[0], b[1]]) as u32,
                    None => 0,
                },
                (2, true) => match g.get(a..a + 2) {
                    Some(b) => i16::from_le_bytes([b[0], b[1]]) as i32 as u32,
                    None => 0,
                },
                (_, false) => g.get(a).copied().unwrap_or(0) as u32,
                (_, true) => g.get(a).copied().unwrap_or(0) as i8 as i32 as u32,
            };
            if negate {
                v.wrapping_neg()
            } else if fneg {
                v ^ 0x8000_0000
            } else {
                v
            }
        }
    }
}

fn signed(s: &FastSrc) -> bool {
    match *s {
        FastSrc::Region { signed, .. } => signed,
        FastSrc::Imm { signed, .. } => signed,
    }
}

fn icmp(kind: CondModKind, a: i64, b: i64) -> bool {
    match kind {
        CondModKind::Eq => a == b,
        CondModKind::Ne => a != b,
        CondModKind::Gt => a > b,
        CondModKind::Ge => a >= b,
        CondModKind::Lt => a < b,
        _ => a <= b,
    }
}

fn fcmp(kind: CondModKind, a: f32, b: f32) -> bool {
    match kind {
        CondModKind::Eq => a == b,
        CondModKind::Ne => a != b,
        CondModKind::Gt => a > b,
        CondModKind::Ge => a >= b,
        CondModKind::Lt => a < b,
        _ => a <= b,
    }
}

/// `sel.<kind>` on floats: whether src0 is chosen (a NaN operand yields the other one; -0
/// orders below +0), as in the generic path.
fn fsel_first(kind: CondModKind, a: f32, b: f32) -> bool {
    if a.is_nan() {
        return false;
    }
    if b.is_nan() {
        return true;
    }
    if a == 0.0 && b == 0.0 {
        let (na, nb) = (a.is_sign_negative(), b.is_sign_negative());
        return match kind {
            CondModKind::Lt => na && !nb,
            CondModKind::Le => na || !nb,
            CondModKind::Gt => !na && nb,
            _ => !na || nb,
        };
    }
    fcmp(kind, a, b)
}

/// Execute a planned instruction. Returns `Ok(false)` when the generic path must run instead
/// (float work under a non-default cr0 mode, or a predicate form the plan does not cover).
pub(crate) fn run(
    st: &mut ThreadState,
    plan: &FastPlan,
    inst: &Instruction,
) -> Result<bool, ExecError> {
    let is_float = matches!(
        plan.op,
        FastOp::FAdd
            | FastOp::FMul
            | FastOp::FCmp(_)
            | FastOp::FMov
            | FastOp::FSel
            | FastOp::FSelCm(_)
    );
    if is_float && (st.cr0(0) & 0xb1) != 0x80 {
        // Not round-to-nearest with single denormals retained (or ALT mode).
        return Ok(false);
    }
    let n = plan.n as u32;
    let off = inst.chan_offset as u32;
    let full = low_mask(n);
    let enabled = if inst.no_mask {
        full
    } else {
        (st.active_mask() >> off) & full
    };
    let pred = match inst.predicate {
        None => full,
        Some(p) => {
            let shift = p.flag.subreg as u32 * 16 + off;
            if shift + n > 32 {
                return Ok(false);
            }
            let bits = (st.flag(p.flag.reg as usize) >> shift) & full;
            if p.invert {
                !bits & full
            } else {
                bits
            }
        }
    };
    let is_sel = matches!(plan.op, FastOp::Sel | FastOp::FSel);
    let mask = if is_sel { enabled } else { enabled & pred };
    if plan.op == FastOp::Mov64 {
        let (FastSrc::Region { ref addr, .. }, Some((base, stride))) = (plan.srcs[0], plan.dst)
        else {
            return Ok(false);
        };
        let mut vals = [0u64; 32];
        let g = st.grf();
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let a = addr[i] as usize;
            vals[i] = u64::from_le_bytes(g[a..a + 8].try_into().unwrap_or([0; 8]));
        }
        let g = st.grf_mut();
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            let a = base as usize + i * stride as usize;
            g[a..a + 8].copy_from_slice(&vals[i].to_le_bytes());
        }
        return Ok(true);
    }
    let mut res = [0u32; 32];
    let mut flags = 0u32;
    {
        let g = st.grf();
        let s0 = &plan.srcs[0];
        let s1 = &plan.srcs[1];
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            let a = load(g, s0, i);
            let r = match plan.op {
                FastOp::Mov | FastOp::FMov => a,
                FastOp::Not => !a,
                FastOp::Add => a.wrapping_add(load(g, s1, i)),
                FastOp::Mul => a.wrapping_mul(load(g, s1, i)),
                FastOp::And => a & load(g, s1, i),
                FastOp::Or => a | load(g, s1, i),
                FastOp::Xor => a ^ load(g, s1, i),
                FastOp::Shl => a << (load(g, s1, i) & 31),
                FastOp::Shr => a >> (load(g, s1, i) & 31),
                FastOp::Asr => ((a as i32) >> (load(g, s1, i) & 31)) as u32,
                FastOp::Sel | FastOp::FSel => {
                    if pred & (1 << i) != 0 {
                        a
                    } else {
                        load(g, s1, i)
                    }
                }
                FastOp::Cmp(kind) => {
                    let b = load(g, s1, i);
                    let av = if signed(s0) {
                        a as i32 as i64
                    } else {
                        a as i64
                    };
                    let bv = if signed(s1) {
                        b as i32 as i64
                    } else {
                        b as i64
                    };
                    let t = icmp(kind, av, bv);
                    flags |= (t as u32) << i;
                    if t {
                        u32::MAX
                    } else {
                        0
                    }
                }
                FastOp::FAdd => {
                    let (x, y) = (f32::from_bits(a), f32::from_bits(load(g, s1, i)));
                    (x + y).to_bits()
                }
                FastOp::FMul => {
                    let (x, y) = (f32::from_bits(a), f32::from_bits(load(g, s1, i)));
                    (x * y).to_bits()
                }
                FastOp::SelCm(kind) => {
                    let b = load(g, s1, i);
                    let av = if signed(s0) {
                        a as i32 as i64
                    } else {
                        a as i64
                    };
                    let bv = if signed(s1) {
                        b as i32 as i64
                    } else {
                        b as i64
                    };
                    if icmp(kind, av, bv) {
                        a
                    } else {
                        b
                    }
                }
                FastOp::FSelCm(kind) => {
                    let b = load(g, s1, i);
                    if fsel_first(kind, f32::from_bits(a), f32::from_bits(b)) {
                        a
                    } else {
                        b
                    }
                }
                FastOp::Mov64 => a,
                FastOp::FCmp(kind) => {
                    let t = fcmp(kind, f32::from_bits(a), f32::from_bits(load(g, s1, i)));
                    flags |= (t as u32) << i;
                    if t {
                        u32::MAX
                    } else {
                        0
                    }
                }
            };
            if let Some((kind, signed)) = plan.cmod {
                let v = match (plan.dst_size, signed) {
                    (2, true) => r as u16 as i16 as i64,
                    (2, false) => r as u16 as i64,
                    (_, true) => r as i32 as i64,
                    (_, false) => r as i64,
                };
                flags |= (icmp(kind, v, 0) as u32) << i;
            }
            res[i as usize] = r;
        }
    }
    if let Some((base, stride)) = plan.dst {
        let g = st.grf_mut();
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros();
            m &= m - 1;
            let a = base as usize + i as usize * stride as usize;
            let v = res[i as usize].to_le_bytes();
            if plan.dst_size == 2 {
                g[a..a + 2].copy_from_slice(&v[..2]);
            } else {
                g[a..a + 4].copy_from_slice(&v);
            }
        }
    }
    if let Some((reg, sub)) = plan.flag {
        let shift = sub as u32 * 16 + off;
        if mask != 0 {
            let top = 32 - mask.leading_zeros();
            if shift + top > 32 {
                return Ok(false);
            }
            let old = st.flag(reg as usize);
            let mm = mask << shift;
            st.set_flag(reg as usize, (old & !mm) | ((flags << shift) & mm));
        }
    }
    Ok(true)
}
