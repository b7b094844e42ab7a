//! The lean form of integer work on sub-dword or strided operands ([`Lean::Narrow`]): IGC's
//! `char` and `short` arithmetic (`mul (16) r3<1>:w r4<8;8,1>:b r4<8;8,1>:b`,
//! `mov (16) r4<2>:b r3<16;16,1>:w`, `add (16) r4<2>:b r4<2;1,0>:b r5<8;8,1>:b`), 8, 16 or
//! 32 channels, any direct source region, a byte, word or dword destination at any stride.
//!
//! Semantics are those of the lane-array path in `super::run_lanes`: sources extended to 32
//! bits (sign-extended when signed), modifiers, the 32-bit operation, then the low bytes of
//! each enabled channel's result written to the destination. Strided sources and
//! destinations are read and written through one bounds check for the whole region
//! (`chunks_exact` of the stride); a region that ends less than one stride before the end of
//! the GRF is read element by element at its addresses.

use super::lean::{int_lanes, lean_int, load, modifiers, Lean};
use super::plan::{FastDst, FastOp, FastPlan, FastSrc, SrcAt};
use crate::state::GRF_BYTES;

/// [`Lean::Narrow`] for a plan with no saturation, flag, conditional modifier or `a0`
/// destination (`srcs`: its used sources), else [`Lean::No`].
pub(super) fn choose(plan: &FastPlan, srcs: &[FastSrc]) -> Lean {
    let direct = |s: &FastSrc| !matches!(s.at, SrcAt::Indirect { .. }) && s.size <= 4;
    if !lean_int(plan.op) || !matches!(plan.n, 8 | 16 | 32) || !srcs.iter().all(direct) {
        return Lean::No;
    }
    Lean::Narrow
}

/// The byte stride between channels of each of the first two sources of a narrow plan when
/// its region is strided, else 0 ([`FastPlan::strides`]).
pub(super) fn strides(plan: &FastPlan) -> [u8; 2] {
    let n = (plan.n as usize).min(32);
    let mut strides = [0u8; 2];
    for (st, s) in strides.iter_mut().zip(&plan.srcs) {
        if let SrcAt::Gather(addr) = s.at {
            *st = stride_of(&addr[..n], s.size);
        }
    }
    strides
}

/// The byte stride between consecutive addresses when they step evenly by at least `size`
/// (at most 255 bytes), else 0.
fn stride_of(addr: &[u16], size: u8) -> u8 {
    let step = addr[1] as i32 - addr[0] as i32;
    let even = addr.windows(2).all(|w| w[1] as i32 - w[0] as i32 == step);
    if even && step >= size as i32 && step <= 255 {
        step as u8
    } else {
        0
    }
}

/// Runs integer work on the `n` (8, 16 or 32) channels of `mask` ([`Lean::Narrow`]). Not
/// inlined: the dword lean forms' dispatch stays small.
#[inline(never)]
pub(super) fn run(g: &mut [u8; GRF_BYTES], plan: &FastPlan, d: FastDst, n: u8, mask: u32) {
    match n {
        8 => narrow::<8>(g, plan, d, mask),
        16 => narrow::<16>(g, plan, d, mask),
        _ => narrow::<32>(g, plan, d, mask),
    }
}

fn narrow<const N: usize>(g: &mut [u8; GRF_BYTES], plan: &FastPlan, d: FastDst, mask: u32) {
    let [s0, s1, _] = &plan.srcs;
    let strides = plan.strides;
    let mut r = load_any::<N>(g, s0, strides[0]);
    match plan.op {
        FastOp::Mov => {}
        FastOp::Not => r.iter_mut().for_each(|x| *x = !*x),
        op => int_lanes(op, &mut r, &load_any::<N>(g, s1, strides[1])),
    }
    let (base, stride) = (d.base as usize, d.stride.max(1) as usize);
    let full = if N >= 32 { u32::MAX } else { (1u32 << N) - 1 };
    let all = mask & full == full;
    match plan.dst_size {
        1 => put::<N, 1>(g, base, stride, &r, mask, all),
        2 => put::<N, 2>(g, base, stride, &r, mask, all),
        _ => put::<N, 4>(g, base, stride, &r, mask, all),
    }
}

/// The first `N` channels of any direct source, extended to 32 bits: [`load`] for
/// contiguous, scalar and immediate sources, else by the source's `stride` (0: one element
/// per channel at its address).
#[inline(always)]
fn load_any<const N: usize>(g: &[u8; GRF_BYTES], s: &FastSrc, stride: u8) -> [u32; N] {
    let SrcAt::Gather(ref addr) = s.at else {
        return load::<N>(g, s);
    };
    let mut out = match s.size {
        1 => gather::<N, 1>(g, addr, stride, s.signed),
        2 => gather::<N, 2>(g, addr, stride, s.signed),
        _ => gather::<N, 4>(g, addr, stride, s.signed),
    };
    modifiers(&mut out, s);
    out
}

/// An `S`-byte element extended to 32 bits: shifting left then arithmetic-right by `sh`
/// (`32 - 8 * S`) sign-extends it; `sh` 0 keeps it.
#[inline(always)]
fn extend<const S: usize>(b: &[u8], sh: u32) -> u32 {
    let mut w = [0u8; 4];
    if let Some(e) = b.get(..S) {
        w[..S].copy_from_slice(e);
    }
    (((u32::from_le_bytes(w) << sh) as i32) >> sh) as u32
}

/// Elements of `S` bytes at the channels' addresses (`stride` apart from `addr[0]` when not
/// 0), extended to 32 bits (sign-extended when `signed`).
#[inline(always)]
fn gather<const N: usize, const S: usize>(
    g: &[u8; GRF_BYTES],
    addr: &[u16; 32],
    stride: u8,
    signed: bool,
) -> [u32; N] {
    let sh = if signed { 32 - 8 * S as u32 } else { 0 };
    let base = addr[0] as usize;
    // The strides of IGC's packed and interleaved forms as constants (unrolled loops).
    let done = match stride as usize {
        x if x == S => strided::<N, S, S>(g, base, sh),
        x if x == 2 * S && S == 1 => strided::<N, S, 2>(g, base, sh),
        x if x == 2 * S && S == 2 => strided::<N, S, 4>(g, base, sh),
        x if x == 4 && S == 1 => strided::<N, S, 4>(g, base, sh),
        x if x >= S => strided_by::<N, S>(g, base, x, sh),
        _ => None,
    };
    if let Some(out) = done {
        return out;
    }
    let mut out = [0u32; N];
    for (o, &a) in out.iter_mut().zip(addr) {
        if let Some(b) = g.get(a as usize..a as usize + S) {
            *o = extend::<S>(b, sh);
        }
    }
    out
}

/// `N` elements of `S` bytes `T` bytes apart from `base`, extended; `None` when the region
/// reaches past the GRF.
#[inline(always)]
fn strided<const N: usize, const S: usize, const T: usize>(
    g: &[u8; GRF_BYTES],
    base: usize,
    sh: u32,
) -> Option<[u32; N]> {
    let bytes = g.get(base..base + N * T)?;
    let mut out = [0u32; N];
    for (o, c) in out.iter_mut().zip(bytes.chunks_exact(T)) {
        *o = extend::<S>(c, sh);
    }
    Some(out)
}

/// [`strided`] with a stride known only at run time (`t >= S`).
#[inline(always)]
fn strided_by<const N: usize, const S: usize>(
    g: &[u8; GRF_BYTES],
    base: usize,
    t: usize,
    sh: u32,
) -> Option<[u32; N]> {
    let bytes = g.get(base..base + N * t)?;
    let mut out = [0u32; N];
    for (o, c) in out.iter_mut().zip(bytes.chunks_exact(t)) {
        *o = extend::<S>(c, sh);
    }
    Some(out)
}

/// Writes the low `S` bytes of each channel of `mask` (every channel when `all`) in `r`,
/// channel `i` at `base + i * stride`.
#[inline(always)]
fn put<const N: usize, const S: usize>(
    g: &mut [u8; GRF_BYTES],
    base: usize,
    stride: usize,
    r: &[u32; N],
    mask: u32,
    all: bool,
) {
    if all {
        // The strides of IGC's packed and interleaved forms as constants (unrolled loops).
        let done = match stride {
            x if x == S => put_strided::<N, S, S>(g, base, r),
            x if x == 2 && S == 1 => put_strided::<N, S, 2>(g, base, r),
            x if x == 4 && S == 2 => put_strided::<N, S, 4>(g, base, r),
            x if x == 4 && S == 1 => put_strided::<N, S, 4>(g, base, r),
            _ => false,
        };
        if done {
            return;
        }
    }
    for (i, v) in r.iter().enumerate() {
        let a = base + i * stride;
        if mask & (1 << i) != 0 {
            if let Some(e) = g.get_mut(a..a + S) {
                e.copy_from_slice(&v.to_le_bytes()[..S]);
            }
        }
    }
}

/// Writes the low `S` bytes of every channel of `r`, `T` bytes apart from `base`; `false`
/// (nothing written) when the region reaches past the GRF.
#[inline(always)]
fn put_strided<const N: usize, const S: usize, const T: usize>(
    g: &mut [u8; GRF_BYTES],
    base: usize,
    r: &[u32; N],
) -> bool {
    let Some(bytes) = g.get_mut(base..base + N * T) else {
        return false;
    };
    for (c, v) in bytes.chunks_exact_mut(T).zip(r) {
        if let Some(e) = c.get_mut(..S) {
            e.copy_from_slice(&v.to_le_bytes()[..S]);
        }
    }
    true
}
