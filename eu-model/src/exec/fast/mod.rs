//! The planned engine. Every ALU and extended-math instruction has a general plan
//! ([`general`]); the most frequent forms (32-bit and 16-bit integer and single-float
//! `mov`/`add`/`mul`/logic/shifts/`sel`/`cmp`/`mad` on direct GRF regions and immediates, raw
//! 64-bit moves) also have a specialised plan, run by [`run`] below.
//!
//! The plan ([`plan`]) is built once per instruction when the kernel is created; at run time
//! the executor gathers each source into a lane array in one pass (whole-slice copies for
//! contiguous regions, one load for scalars and immediates), applies the operation to all
//! channels with the opcode dispatched once, and writes the enabled channels back (one slice
//! copy when every channel is enabled and the destination is contiguous). Semantics are
//! identical to the general plan's and the reference evaluator's (differential tests run
//! every corpus kernel and random instructions all ways); float work under a non-default cr0
//! mode, and predicate or flag forms the specialised plan does not cover, are declined at
//! run time and run on the general plan.

mod access;
mod choose;
mod extra;
pub(crate) mod general;
mod lanes;
mod lean;
mod narrow;
mod plan;
mod sources;
mod wide;

#[cfg(any(test, feature = "oracle"))]
pub(crate) use extra::fused;
pub(crate) use plan::{plan, FastPlan};

use isa::{CondModKind, Instruction};

use crate::exec::{compare, low_mask};
use crate::state::ThreadState;
use lanes::{gather, store, Lanes};
use plan::FastOp;

fn icmp(kind: CondModKind, a: i64, b: i64) -> bool {
    compare::ordered(kind, a, b)
}

fn fcmp(kind: CondModKind, a: f32, b: f32) -> bool {
    compare::ordered(kind, a, b)
}

/// `sel.<kind>` on floats: whether src0 is chosen, as in the general plan (widening to f64 is
/// exact and keeps NaN-ness and the sign of zero).
fn fsel_first(kind: CondModKind, a: f32, b: f32) -> bool {
    compare::float_sel_first(kind, f64::from(a), f64::from(b))
}

/// Integer value of a 32-bit lane for comparisons (sources were extended to 32 bits when
/// gathered; `signed` says how to widen them further).
#[inline(always)]
fn wide(v: u32, signed: bool) -> i64 {
    if signed {
        v as i32 as i64
    } else {
        v as i64
    }
}

/// Bit `i` set where `a[i] <kind> b[i]` as integers (`sa`, `sb`: whether each side is signed),
/// with the comparison and signedness chosen once for all channels.
fn icmp_bits(kind: CondModKind, a: &[u32], b: Lanes<'_>, sa: bool, sb: bool) -> u32 {
    macro_rules! by_sign {
        ($op:tt) => {
            match (sa, sb) {
                (true, true) => test(a, b, |x, y| (x as i32) $op (y as i32)),
                (false, false) => test(a, b, |x, y| x $op y),
                _ => test(a, b, |x, y| wide(x, sa) $op wide(y, sb)),
            }
        };
    }
    match kind {
        CondModKind::Eq => by_sign!(==),
        CondModKind::Ne => by_sign!(!=),
        CondModKind::Gt => by_sign!(>),
        CondModKind::Ge => by_sign!(>=),
        CondModKind::Lt => by_sign!(<),
        _ => by_sign!(<=),
    }
}

/// `r[i] = f(r[i], b[i])` over the channels.
#[inline(always)]
fn apply(r: &mut [u32], b: Lanes<'_>, f: impl Fn(u32, u32) -> u32) {
    match b {
        Lanes::Splat(v) => r.iter_mut().for_each(|x| *x = f(*x, v)),
        Lanes::Each(bs) => r.iter_mut().zip(bs).for_each(|(x, &y)| *x = f(*x, y)),
    }
}

/// Bit `i` set where `f(a[i], b[i])`.
#[inline(always)]
fn test(a: &[u32], b: Lanes<'_>, f: impl Fn(u32, u32) -> bool) -> u32 {
    let mut bits = 0u32;
    match b {
        Lanes::Splat(v) => {
            for (i, &x) in a.iter().enumerate() {
                bits |= (f(x, v) as u32) << i;
            }
        }
        Lanes::Each(bs) => {
            for (i, (&x, &y)) in a.iter().zip(bs).enumerate() {
                bits |= (f(x, y) as u32) << i;
            }
        }
    }
    bits
}

/// Replace `r[i]` by `b[i]` where bit `i` of `take_b` is set.
#[inline(always)]
fn blend(r: &mut [u32], b: Lanes<'_>, take_b: u32) {
    for (i, x) in r.iter_mut().enumerate() {
        if take_b & (1 << i) != 0 {
            *x = b.get(i);
        }
    }
}

/// The channels an instruction of `n` channels runs: `(enabled, predicate, all n)`,
/// instruction-relative; `None` when the predicate reaches past the flag register (the
/// general plan reports it).
#[inline(always)]
fn channels(st: &ThreadState, n: u32, inst: &Instruction) -> Option<(u32, u32, u32)> {
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
                return None;
            }
            let bits = (st.flag(p.flag.reg as usize) >> shift) & full;
            if p.invert {
                !bits & full
            } else {
                bits
            }
        }
    };
    Some((enabled, pred, full))
}

/// Whether single-float work runs under cr0's default mode (round to nearest even, single
/// denormals retained, IEEE mode): the only mode the specialised plans compute in.
#[inline(always)]
fn default_float_mode(st: &ThreadState) -> bool {
    (st.cr0(0) & 0xb1) == 0x80
}

/// Execute a specialised plan. Returns `false` (having changed nothing) when the general
/// plan must run instead: float work under a non-default cr0 mode, or a predicate or flag
/// form the plan does not cover.
#[inline]
pub(crate) fn run(st: &mut ThreadState, plan: &FastPlan, inst: &Instruction) -> bool {
    if plan.lean != lean::Lean::No {
        // Lean forms: no indirect source, flag, conditional modifier or `sel`.
        if plan.op.is_float() && !default_float_mode(st) {
            return false;
        }
        let Some((enabled, pred, full)) = channels(st, plan.n as u32, inst) else {
            return false;
        };
        let mask = enabled & pred;
        if mask == 0 || lean::run(st.grf_mut(), plan, mask, full) {
            return true;
        }
    }
    run_lanes(st, plan, inst)
}

/// [`run`] on lane arrays (every specialised form).
#[inline(never)]
fn run_lanes(st: &mut ThreadState, plan: &FastPlan, inst: &Instruction) -> bool {
    if plan.op.is_float() && !default_float_mode(st) {
        // Not round-to-nearest with single denormals retained (or ALT mode).
        return false;
    }
    let resolved;
    let plan = if plan.has_indirect() {
        match plan::resolve_indirect(plan, st.a0_bytes_mut()) {
            Some(p) => {
                resolved = p;
                &resolved
            }
            None => return false,
        }
    } else {
        plan
    };
    let n = plan.n as u32;
    let off = inst.chan_offset as u32;
    let Some((enabled, pred, full)) = channels(st, n, inst) else {
        return false;
    };
    let is_sel = matches!(plan.op, FastOp::Sel | FastOp::FSel);
    let mask = if is_sel { enabled } else { enabled & pred };
    if mask == 0 {
        // No channel executes: no register or flag bit changes.
        return true;
    }
    if let Some((_, sub)) = plan.flag {
        let top = 32 - mask.leading_zeros();
        if sub as u32 * 16 + off + top > 32 {
            return false;
        }
    }
    let nu = n as usize;
    if plan.wide {
        wide::run(st.grf_mut(), plan, mask);
        return true;
    }
    if plan.op == FastOp::Mov64 {
        // A `df` move copies bits only while cr0 retains double denormals (else they flush).
        if inst.dst.is_some_and(|d| d.ty == isa::DataType::Df) && !st.denorms_retained(8) {
            return false;
        }
        return lanes::mov64(st.grf_mut(), plan, mask, full);
    }
    if plan.op == FastOp::Mov
        && plan.cmod.is_none()
        && !plan.sat
        && lanes::copy(st.grf_mut(), plan, mask == full)
    {
        return true;
    }
    // Lane arrays sized for the execution size (1, up to 8, 16, 32 channels).
    match nu {
        1 => lanes_op::<1>(st, plan, nu, mask, pred, full, off),
        2..=8 => lanes_op::<8>(st, plan, nu, mask, pred, full, off),
        9..=16 => lanes_op::<16>(st, plan, nu, mask, pred, full, off),
        _ => lanes_op::<32>(st, plan, nu, mask, pred, full, off),
    }
    true
}

/// The lane-array part of [`run`]: gather, compute, store, flags, with arrays of `N >= n`
/// channels.
#[inline(always)]
fn lanes_op<const N: usize>(
    st: &mut ThreadState,
    plan: &FastPlan,
    nu: usize,
    mask: u32,
    pred: u32,
    full: u32,
    off: u32,
) {
    let mut res = [0u32; N];
    let mut other = [0u32; N];
    let mut third = [0u32; N];
    let mut flags = 0u32;
    {
        let g = st.grf();
        let [s0, s1, s2] = &plan.srcs;
        if let Some(v) = gather(g, s0, nu, &mut res) {
            res[..nu].fill(v);
        }
        let b = if matches!(
            plan.op,
            FastOp::Mov | FastOp::FMov | FastOp::Not | FastOp::Convert { .. }
        ) {
            Lanes::Splat(0)
        } else {
            match gather(g, s1, nu, &mut other) {
                Some(v) => Lanes::Splat(v),
                None => Lanes::Each(&other[..nu]),
            }
        };
        let r = &mut res[..nu];
        match plan.op {
            FastOp::Mov | FastOp::FMov | FastOp::Mov64 => {}
            FastOp::Convert { to, from_float } => {
                let mode = crate::value::FloatMode {
                    rm: st.rounding_mode(),
                    denorm_hf: st.denorms_retained(2),
                    denorm_f: st.denorms_retained(4),
                    denorm_df: st.denorms_retained(8),
                };
                convert(r, to, from_float, s0.signed, plan.sat, mode);
            }
            FastOp::FMad => {
                let c = match gather(g, s2, nu, &mut third) {
                    Some(v) => Lanes::Splat(v),
                    None => Lanes::Each(&third[..nu]),
                };
                fmad(r, b, c);
            }
            FastOp::Not => r.iter_mut().for_each(|x| *x = !*x),
            FastOp::Add => apply(r, b, u32::wrapping_add),
            FastOp::Mul => apply(r, b, u32::wrapping_mul),
            FastOp::And => apply(r, b, |x, y| x & y),
            FastOp::Or => apply(r, b, |x, y| x | y),
            FastOp::Xor => apply(r, b, |x, y| x ^ y),
            FastOp::Shl => apply(r, b, |x, y| x << (y & 31)),
            FastOp::Shr => apply(r, b, |x, y| x >> (y & 31)),
            FastOp::Asr => apply(r, b, |x, y| ((x as i32) >> (y & 31)) as u32),
            FastOp::Sel | FastOp::FSel => blend(r, b, !pred & full),
            FastOp::FAdd => apply(r, b, |x, y| {
                let v = f32::from_bits(x) + f32::from_bits(y);
                if v.is_nan() {
                    crate::float::nan_result_f32(&[x, y])
                } else {
                    v.to_bits()
                }
            }),
            FastOp::FMul => apply(r, b, |x, y| {
                let v = f32::from_bits(x) * f32::from_bits(y);
                if v.is_nan() {
                    crate::float::nan_result_f32(&[x, y])
                } else {
                    v.to_bits()
                }
            }),
            FastOp::Cmp(kind) => {
                flags = icmp_bits(kind, r, b, s0.signed, s1.signed);
                if plan.dst.is_some() {
                    set_from_bits(r, flags);
                }
            }
            FastOp::FCmp(kind) => {
                flags = test(r, b, |x, y| {
                    fcmp(kind, f32::from_bits(x), f32::from_bits(y))
                });
                if plan.dst.is_some() {
                    set_from_bits(r, flags);
                }
            }
            FastOp::SelCm(kind) => {
                let keep = icmp_bits(kind, r, b, s0.signed, s1.signed);
                blend(r, b, !keep);
            }
            FastOp::FSelCm(kind) => {
                let keep = test(r, b, |x, y| {
                    fsel_first(kind, f32::from_bits(x), f32::from_bits(y))
                });
                blend(r, b, !keep);
            }
        }
        if matches!(plan.op, FastOp::FMov | FastOp::FSel | FastOp::FSelCm(_)) {
            // The result goes through the float unit: a signalling NaN comes out quiet.
            r.iter_mut().for_each(|x| *x = quiet(*x));
        }
        if plan.sat && !matches!(plan.op, FastOp::Convert { .. }) {
            r.iter_mut()
                .for_each(|x| *x = crate::float::saturate_f32(*x));
        }
        if let Some((kind, signed)) = plan.cmod {
            let size = plan.dst_size;
            flags = test(r, Lanes::Splat(0), |x, _| {
                let v = match (size, signed) {
                    (1, true) => x as u8 as i8 as i64,
                    (1, false) => x as u8 as i64,
                    (2, true) => x as u16 as i16 as i64,
                    (2, false) => x as u16 as i64,
                    (_, true) => x as i32 as i64,
                    (_, false) => x as i64,
                };
                icmp(kind, v, 0)
            });
        }
    }
    if let Some(d) = plan.dst {
        if d.a0 {
            store(st.a0_bytes_mut(), d, plan.dst_size, &res[..nu], mask, full);
        } else {
            store(st.grf_mut(), d, plan.dst_size, &res[..nu], mask, full);
        }
    }
    if let Some((reg, sub)) = plan.flag {
        let shift = sub as u32 * 16 + off;
        let old = st.flag(reg as usize);
        let mm = mask << shift;
        st.set_flag(reg as usize, (old & !mm) | ((flags << shift) & mm));
    }
}

/// `r[i] = r[i] + b[i] * c[i]` in single float with one rounding (`mad`), NaN results by the
/// shared NaN rule over (src0, src1, src2).
#[inline(always)]
fn fmad(r: &mut [u32], b: Lanes<'_>, c: Lanes<'_>) {
    let n = r.len();
    let (mut tb, mut tc, mut src0) = ([0u32; 32], [0u32; 32], [0u32; 32]);
    let bs = b.as_slice(&mut tb[..n]);
    let cs = c.as_slice(&mut tc[..n]);
    src0[..n].copy_from_slice(r);
    crate::float::fma_lanes_f32(r, bs, cs);
    let mut nans = 0u32;
    for (i, v) in r.iter().enumerate() {
        let nan = (*v & 0x7f80_0000 == 0x7f80_0000) & (*v & 0x007f_ffff != 0);
        nans |= (nan as u32) << i;
    }
    while nans != 0 {
        let i = nans.trailing_zeros() as usize;
        nans &= nans - 1;
        r[i] = crate::float::nan_result_f32(&[src0[i], bs[i], cs[i]]);
    }
}

/// `mov` conversions between single float and integers, lane by lane through the one
/// definition of destination conversion (`value::encode`: float -> integer truncates and
/// clamps, NaN gives 0; integer -> float rounds per cr0; `.sat` clamps).
fn convert(
    r: &mut [u32],
    to: isa::DataType,
    from_float: bool,
    signed: bool,
    sat: bool,
    mode: crate::value::FloatMode,
) {
    for x in r.iter_mut() {
        let v = if from_float {
            crate::value::Val::F(crate::float::widen_f32(*x))
        } else {
            crate::value::Val::I(i128::from(wide(*x, signed)))
        };
        *x = crate::value::encode(v, to, sat, mode) as u32;
    }
}

/// A single-float value with a signalling NaN made quiet (quiet bit set, payload kept), as a
/// pass through the float unit leaves it.
#[inline(always)]
fn quiet(x: u32) -> u32 {
    if x & 0x7f80_0000 == 0x7f80_0000 && x & 0x007f_ffff != 0 {
        x | 0x0040_0000
    } else {
        x
    }
}

/// `r[i] = all ones` where bit `i` is set, else 0 (the `cmp` destination).
#[inline(always)]
fn set_from_bits(r: &mut [u32], bits: u32) {
    for (i, x) in r.iter_mut().enumerate() {
        *x = 0u32.wrapping_sub((bits >> i) & 1);
    }
}
