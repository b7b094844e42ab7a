//! The leanest forms of the specialised plans, chosen once when the kernel is built: the
//! shapes that dominate compiled kernels' instruction streams (scalar `(W)` integer address
//! arithmetic, SIMD8/SIMD16 integer arithmetic, single-float `add`, `mul` and `mad`, and
//! integer work on byte and word operands at any stride, `char` and `short` arithmetic, in
//! [`super::narrow`]) read their sources straight from the GRF into fixed-size arrays,
//! compute and store, with no lane-array machinery, conditional modifier, flag or saturation
//! step in between.
//!
//! Semantics are those of the lane-array path in `super::run_lanes` (same element reads, source
//! modifiers, operations and NaN rule); a lean form that does not apply (a partly enabled
//! `mad`) returns `false` and the lane-array path runs.

use super::plan::{FastOp, FastPlan, FastSrc, Neg, SrcAt};
use crate::state::GRF_BYTES;

/// Which lean form a specialised plan runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lean {
    /// None: the lane-array path.
    No,
    /// One channel of 32-bit integer work: sources scalars or immediates, a dword destination.
    Scalar,
    /// 8 or 16 channels of 32-bit integer work or single-float `add`/`mul`: sources
    /// contiguous, scalar or immediate, a contiguous dword destination, no saturation.
    Vector,
    /// 8 or 16 channels of single-float `mad`: sources contiguous, scalar or immediate, a
    /// contiguous dword destination, no saturation.
    Mad,
    /// 8, 16 or 32 channels of integer work the other forms leave: sources of any direct
    /// region (strided ones included), a byte, word or dword destination at any stride, no
    /// saturation (IGC's `char` and `short` arithmetic: `mul (16) r3<1>:w r4<8;8,1>:b ...`,
    /// `add (16) r4<2>:b r4<2;1,0>:b r5<8;8,1>:b`; [`super::narrow`]).
    Narrow,
}

/// Whether `op` is integer work the lean forms compute.
pub(super) fn lean_int(op: FastOp) -> bool {
    matches!(
        op,
        FastOp::Mov
            | FastOp::Add
            | FastOp::Mul
            | FastOp::And
            | FastOp::Or
            | FastOp::Xor
            | FastOp::Not
            | FastOp::Shl
            | FastOp::Shr
            | FastOp::Asr
    )
}

/// The lean form of `plan`, decided once when the kernel is built.
pub(super) fn choose(plan: &FastPlan) -> Lean {
    let Some(d) = plan.dst else {
        return Lean::No;
    };
    if plan.wide || plan.sat || plan.flag.is_some() || plan.cmod.is_some() || d.a0 {
        return Lean::No;
    }
    let used = match plan.op {
        FastOp::Mov | FastOp::Not => 1,
        FastOp::FMad => 3,
        _ => 2,
    };
    let srcs = &plan.srcs[..used];
    let chosen = if plan.dst_size == 4 && d.stride == 4 {
        choose_dword(plan, srcs)
    } else {
        Lean::No
    };
    if chosen != Lean::No {
        return chosen;
    }
    super::narrow::choose(plan, srcs)
}

/// The lean form of a plan with a contiguous dword destination (`srcs`: its used sources).
fn choose_dword(plan: &FastPlan, srcs: &[FastSrc]) -> Lean {
    // Scalars, immediates and contiguous sources of bytes, words or dwords (extended to 32
    // bits like the lane-array gather).
    let direct = |s: &FastSrc| match s.at {
        SrcAt::Imm(_) | SrcAt::Scalar(_) => true,
        SrcAt::Linear(_) => matches!(s.size, 1 | 2 | 4),
        SrcAt::Gather(_) | SrcAt::Indirect { .. } => false,
    };
    if !srcs.iter().all(direct) {
        return Lean::No;
    }
    match (plan.op, plan.n) {
        (FastOp::FMad, 8 | 16) if srcs.iter().all(|s| s.size == 4) => Lean::Mad,
        (op, 1) if lean_int(op) && srcs.iter().all(|s| !matches!(s.at, SrcAt::Linear(_))) => {
            Lean::Scalar
        }
        (op, 8 | 16) if lean_int(op) => Lean::Vector,
        (FastOp::FAdd | FastOp::FMul, 8 | 16) if srcs.iter().all(|s| s.size == 4) => Lean::Vector,
        _ => Lean::No,
    }
}

/// One element at byte address `a`, extended to 32 bits as the lane-array gather does.
#[inline(always)]
fn elem(g: &[u8; GRF_BYTES], a: usize, size: u8, signed: bool) -> u32 {
    match (size, signed) {
        (4, _) => dword(g, a),
        (2, false) => g
            .get(a..a + 2)
            .map_or(0, |b| u16::from_le_bytes([b[0], b[1]]) as u32),
        (2, true) => g
            .get(a..a + 2)
            .map_or(0, |b| i16::from_le_bytes([b[0], b[1]]) as i32 as u32),
        (_, false) => g.get(a).copied().unwrap_or(0) as u32,
        (_, true) => g.get(a).copied().unwrap_or(0) as i8 as i32 as u32,
    }
}

#[inline(always)]
fn dword(g: &[u8; GRF_BYTES], a: usize) -> u32 {
    match g.get(a..a + 4) {
        Some(b) => u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
        None => 0,
    }
}

/// Source modifiers: absolute value, then negation.
#[inline(always)]
fn modify(v: u32, s: &FastSrc) -> u32 {
    let v = if s.abs { v & 0x7fff_ffff } else { v };
    match s.neg {
        Neg::None => v,
        Neg::Int => v.wrapping_neg(),
        Neg::Float => v ^ 0x8000_0000,
    }
}

/// The value of a scalar or immediate source.
#[inline(always)]
fn scalar(g: &[u8; GRF_BYTES], s: &FastSrc) -> u32 {
    match s.at {
        SrcAt::Imm(v) => v,
        SrcAt::Scalar(a) => modify(elem(g, a as usize, s.size, s.signed), s),
        _ => 0,
    }
}

/// The first `N` channels of a source (contiguous, a scalar or an immediate), extended to
/// 32 bits.
#[inline(always)]
pub(super) fn load<const N: usize>(g: &[u8; GRF_BYTES], s: &FastSrc) -> [u32; N] {
    let SrcAt::Linear(a) = s.at else {
        return [scalar(g, s); N];
    };
    let a = a as usize;
    let mut out = [0u32; N];
    let size = s.size as usize;
    if let Some(bytes) = g.get(a..a + size * N) {
        super::lanes::widen(bytes, size, s.signed, &mut out);
    }
    modifiers(&mut out, s);
    out
}

/// [`load`] of a source whose contiguous form holds dwords (every `mad` source).
#[inline(always)]
fn load_dwords<const N: usize>(g: &[u8; GRF_BYTES], s: &FastSrc) -> [u32; N] {
    let SrcAt::Linear(a) = s.at else {
        return [scalar(g, s); N];
    };
    let a = a as usize;
    let mut out = [0u32; N];
    if let Some(bytes) = g.get(a..a + 4 * N) {
        for (o, c) in out.iter_mut().zip(bytes.chunks_exact(4)) {
            *o = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        }
    }
    modifiers(&mut out, s);
    out
}

/// Source modifiers on all channels, chosen once: absolute value, then negation.
#[inline(always)]
pub(super) fn modifiers<const N: usize>(out: &mut [u32; N], s: &FastSrc) {
    if s.abs {
        out.iter_mut().for_each(|v| *v &= 0x7fff_ffff);
    }
    match s.neg {
        Neg::None => {}
        Neg::Int => out.iter_mut().for_each(|v| *v = v.wrapping_neg()),
        Neg::Float => out.iter_mut().for_each(|v| *v ^= 0x8000_0000),
    }
}

/// Writes the channels of `mask` (all `N` when `mask` is `full`) as dwords from `base`.
#[inline(always)]
fn store<const N: usize>(g: &mut [u8; GRF_BYTES], base: usize, r: &[u32; N], mask: u32) {
    let Some(bytes) = g.get_mut(base..base + 4 * N) else {
        return;
    };
    let full = if N >= 32 { u32::MAX } else { (1u32 << N) - 1 };
    if mask & full == full {
        for (c, v) in bytes.chunks_exact_mut(4).zip(r) {
            c.copy_from_slice(&v.to_le_bytes());
        }
        return;
    }
    for (i, (c, v)) in bytes.chunks_exact_mut(4).zip(r).enumerate() {
        if mask & (1 << i) != 0 {
            c.copy_from_slice(&v.to_le_bytes());
        }
    }
}

/// The integer operation of a lean plan on one channel.
#[inline(always)]
fn int_op(op: FastOp, x: u32, y: u32) -> u32 {
    match op {
        FastOp::Add => x.wrapping_add(y),
        FastOp::Mul => x.wrapping_mul(y),
        FastOp::And => x & y,
        FastOp::Or => x | y,
        FastOp::Xor => x ^ y,
        FastOp::Not => !x,
        FastOp::Shl => x << (y & 31),
        FastOp::Shr => x >> (y & 31),
        FastOp::Asr => ((x as i32) >> (y & 31)) as u32,
        _ => x,
    }
}

/// `r[i] = op(r[i], b[i])` with the operation chosen once for all channels.
#[inline(always)]
pub(super) fn int_lanes<const N: usize>(op: FastOp, r: &mut [u32; N], b: &[u32; N]) {
    macro_rules! each {
        ($f:expr) => {
            r.iter_mut().zip(b).for_each(|(x, &y)| *x = $f(*x, y))
        };
    }
    match op {
        FastOp::Add => each!(u32::wrapping_add),
        FastOp::Mul => each!(u32::wrapping_mul),
        FastOp::And => each!(|x, y| x & y),
        FastOp::Or => each!(|x, y| x | y),
        FastOp::Xor => each!(|x, y| x ^ y),
        FastOp::Not => r.iter_mut().for_each(|x| *x = !*x),
        FastOp::Shl => each!(|x: u32, y: u32| x << (y & 31)),
        FastOp::Shr => each!(|x: u32, y: u32| x >> (y & 31)),
        FastOp::Asr => each!(|x: u32, y: u32| ((x as i32) >> (y & 31)) as u32),
        _ => {}
    }
}

/// `r[i] = f(r[i], b[i])` in single float, NaN results by the shared NaN rule over the two
/// sources.
#[inline(always)]
fn float_lanes<const N: usize>(r: &mut [u32; N], b: &[u32; N], f: impl Fn(f32, f32) -> f32) {
    let a = *r;
    for (x, &y) in r.iter_mut().zip(b) {
        *x = f(f32::from_bits(*x), f32::from_bits(y)).to_bits();
    }
    let any_nan = r
        .iter()
        .fold(false, |acc, v| acc | ((v & 0x7fff_ffff) > 0x7f80_0000));
    if any_nan {
        for i in 0..N {
            if (r[i] & 0x7fff_ffff) > 0x7f80_0000 {
                r[i] = crate::float::nan_result_f32(&[a[i], b[i]]);
            }
        }
    }
}

fn vector<const N: usize>(g: &mut [u8; GRF_BYTES], plan: &FastPlan, base: usize, mask: u32) {
    let [s0, s1, _] = &plan.srcs;
    let mut r = load::<N>(g, s0);
    match plan.op {
        FastOp::Mov => {}
        FastOp::Not => r.iter_mut().for_each(|x| *x = !*x),
        FastOp::FAdd => float_lanes(&mut r, &load_dwords::<N>(g, s1), |x, y| x + y),
        FastOp::FMul => float_lanes(&mut r, &load_dwords::<N>(g, s1), |x, y| x * y),
        op => int_lanes(op, &mut r, &load::<N>(g, s1)),
    }
    store(g, base, &r, mask);
}

/// `mad` on `N` channels, all enabled: `src0 + src1 * src2` with one rounding, NaN results
/// by the shared NaN rule over the three (modified) sources.
fn mad<const N: usize>(g: &mut [u8; GRF_BYTES], plan: &FastPlan, base: usize) {
    let [s0, s1, s2] = &plan.srcs;
    let (a, b, c) = (
        load_dwords::<N>(g, s0),
        load_dwords::<N>(g, s1),
        load_dwords::<N>(g, s2),
    );
    let mut r = a;
    crate::float::fma_lanes_f32(&mut r, &b, &c);
    let any_nan = r
        .iter()
        .fold(false, |acc, v| acc | ((v & 0x7fff_ffff) > 0x7f80_0000));
    if any_nan {
        for i in 0..N {
            if (r[i] & 0x7fff_ffff) > 0x7f80_0000 {
                r[i] = crate::float::nan_result_f32(&[a[i], b[i], c[i]]);
            }
        }
    }
    store(g, base, &r, u32::MAX);
}

/// Runs the lean form of `plan` on the channels of `mask` (non-empty; `full`: all channels).
/// Returns `false`, having changed nothing, when the lean form does not apply.
#[inline(always)]
pub(super) fn run(g: &mut [u8; GRF_BYTES], plan: &FastPlan, mask: u32, full: u32) -> bool {
    let Some(d) = plan.dst else {
        return false;
    };
    let base = d.base as usize;
    match (plan.lean, plan.n) {
        (Lean::Scalar, _) => {
            let [s0, s1, _] = &plan.srcs;
            let v = int_op(plan.op, scalar(g, s0), scalar(g, s1));
            if let Some(c) = g.get_mut(base..base + 4) {
                c.copy_from_slice(&v.to_le_bytes());
            }
            true
        }
        (Lean::Vector, 8) => {
            vector::<8>(g, plan, base, mask);
            true
        }
        (Lean::Vector, _) => {
            vector::<16>(g, plan, base, mask);
            true
        }
        (Lean::Narrow, n) => {
            super::narrow::run(g, plan, d, n, mask);
            true
        }
        (Lean::Mad, 8) if mask == full => {
            mad::<8>(g, plan, base);
            true
        }
        (Lean::Mad, 16) if mask == full => {
            mad::<16>(g, plan, base);
            true
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lean form chosen for the one instruction of `text` (IGA syntax).
    fn chosen(text: &str) -> Lean {
        let insts = isa::asm::assemble_instructions(text).expect("assembles");
        super::super::plan(&insts[0].1).map_or(Lean::No, |p| p.lean)
    }

    #[test]
    fn igc_hot_forms_run_lean_and_modified_forms_do_not() {
        // Forms of ocloc's SIMD8 SGEMM and stencil (benches/kernels/kernels.cl).
        let scalar = "(W) add (1|M0) r3.0<1>:d r2.0<0;1,0>:d 1:w";
        assert_eq!(chosen(scalar), Lean::Scalar);
        let mad = "mad (8|M0) r71.0<1>:f r67.0<2;1>:f r36.0<2;1>:f r21.0<0>:f";
        assert_eq!(chosen(mad), Lean::Mad);
        let lane_index = "add (8|M0) r17.0<1>:d r15.0<0;1,0>:d r16.0<8;8,1>:w";
        assert_eq!(chosen(lane_index), Lean::Vector);
        let fmul = "mul (16|M0) r20.0<1>:f r22.0<8;8,1>:f r24.0<8;8,1>:f";
        assert_eq!(chosen(fmul), Lean::Vector);
        // A conditional modifier, saturation or a word destination: the lane-array path.
        let cmod = "add (8|M0) (nz)f0.0 r17.0<1>:d r15.0<0;1,0>:d r16.0<8;8,1>:w";
        assert_eq!(chosen(cmod), Lean::No);
        let sat = "mad (8|M0) (sat)r71.0<1>:f r67.0<2;1>:f r36.0<2;1>:f r21.0<0>:f";
        assert_eq!(chosen(sat), Lean::No);
        let word = "mov (8|M0) r16.0<1>:w 0x76543210:v";
        assert_eq!(chosen(word), Lean::No);
    }

    #[test]
    fn igc_char_and_short_forms_run_narrow() {
        // Forms of ocloc's SIMD32 `char` and `short` multiply-add chains (clpeak's
        // compute_char_kernels.cl and compute_short_kernels.cl, built for skl).
        for text in [
            "mul (16|M0) r3.0<1>:w r124.0<8;8,1>:b r124.0<8;8,1>:b",
            "mov (16|M16) r6.0<2>:b r5.0<16;16,1>:w",
            "add (16|M0) r4.0<2>:b r4.0<2;1,0>:b r122.0<8;8,1>:b",
            "mul (16|M0) r9.0<1>:w r4.0<2;1,0>:b r4.0<2;1,0>:b",
            "mul (16|M16) r10.0<1>:w r6.0<16;16,1>:w r6.0<16;16,1>:w",
            "mov (16|M0) r124.0<1>:b r8.8<0;1,0>:b",
            "add (32|M0) r20.0<1>:d r10.0<8;8,1>:d r30.0<0;1,0>:d",
        ] {
            assert_eq!(chosen(text), Lean::Narrow, "{text}");
        }
        // Saturation, a conditional modifier or an indirect source: the lane-array path.
        for text in [
            "add (16|M0) (sat)r4.0<2>:b r4.0<2;1,0>:b r122.0<8;8,1>:b",
            "add (16|M0) (lt)f0.0 r4.0<2>:b r4.0<2;1,0>:b r122.0<8;8,1>:b",
            "mov (16|M0) r4.0<1>:w r[a0.0]<1,0>:w",
        ] {
            assert_eq!(chosen(text), Lean::No, "{text}");
        }
    }
}
