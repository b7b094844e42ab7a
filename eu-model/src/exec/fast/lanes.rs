//! Moving channel values between the GRF and lane arrays for the fast path: gathers by
//! source layout, masked stores, whole-slice copies.
//!
//! Every address was checked against the GRF size when the plan was built; the `get` calls
//! below keep the code panic-free regardless (an impossible miss reads zeros / writes nothing).

use super::plan::{FastDst, FastPlan, FastSrc, Neg, SrcAt};
use crate::state::GRF_BYTES;

/// The channel values of the second operand: one value for all channels, or one per channel.
#[derive(Clone, Copy)]
pub(super) enum Lanes<'a> {
    Splat(u32),
    Each(&'a [u32]),
}

impl Lanes<'_> {
    #[inline(always)]
    pub(super) fn get(&self, i: usize) -> u32 {
        match *self {
            Lanes::Splat(v) => v,
            Lanes::Each(b) => b.get(i).copied().unwrap_or(0),
        }
    }

    /// The channel values as a slice: the lanes themselves, or `tmp` filled with the splat.
    #[inline(always)]
    pub(super) fn as_slice<'b>(self, tmp: &'b mut [u32]) -> &'b [u32]
    where
        Self: 'b,
    {
        match self {
            Lanes::Each(b) => b,
            Lanes::Splat(v) => {
                tmp.fill(v);
                tmp
            }
        }
    }
}

/// One element at byte address `a`, extended to 32 bits.
#[inline(always)]
fn elem(g: &[u8; GRF_BYTES], a: usize, size: u8, signed: bool) -> u32 {
    match (size, signed) {
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
    }
}

#[inline(always)]
fn negate(v: u32, s: &FastSrc) -> u32 {
    let v = if s.abs { v & 0x7fff_ffff } else { v };
    match s.neg {
        Neg::None => v,
        Neg::Int => v.wrapping_neg(),
        Neg::Float => v ^ 0x8000_0000,
    }
}

/// Widens consecutive elements of `size` bytes in `bytes` (sign-extended when `signed`) to
/// the dwords of `out`, as many as both hold.
#[inline(always)]
pub(super) fn widen(bytes: &[u8], size: usize, signed: bool, out: &mut [u32]) {
    match (size, signed) {
        (4, _) => {
            for (o, c) in out.iter_mut().zip(bytes.chunks_exact(4)) {
                *o = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
            }
        }
        (2, false) => {
            for (o, c) in out.iter_mut().zip(bytes.chunks_exact(2)) {
                *o = u16::from_le_bytes([c[0], c[1]]) as u32;
            }
        }
        (2, true) => {
            for (o, c) in out.iter_mut().zip(bytes.chunks_exact(2)) {
                *o = i16::from_le_bytes([c[0], c[1]]) as i32 as u32;
            }
        }
        (_, false) => {
            for (o, &c) in out.iter_mut().zip(bytes) {
                *o = c as u32;
            }
        }
        (_, true) => {
            for (o, &c) in out.iter_mut().zip(bytes) {
                *o = c as i8 as i32 as u32;
            }
        }
    }
}

/// Read the first `n` channels of a source. Returns the value when every channel reads the
/// same one (immediates, scalar regions; `out` untouched), else fills `out[..n]`.
#[inline(always)]
pub(super) fn gather(g: &[u8; GRF_BYTES], s: &FastSrc, n: usize, out: &mut [u32]) -> Option<u32> {
    let out = &mut out[..n];
    match s.at {
        SrcAt::Imm(v) => return Some(v),
        SrcAt::Scalar(a) => return Some(negate(elem(g, a as usize, s.size, s.signed), s)),
        SrcAt::Linear(a) => {
            let a = a as usize;
            let size = s.size as usize;
            let Some(bytes) = g.get(a..a + n * size) else {
                out.fill(0);
                return None;
            };
            widen(bytes, size, s.signed, out);
        }
        SrcAt::Gather(ref addr) => {
            for (o, &a) in out.iter_mut().zip(addr) {
                *o = elem(g, a as usize, s.size, s.signed);
            }
        }
        // `run` resolves indirect sources to direct ones (plan::resolve_indirect) before any
        // gather; an unresolved one reads as zeros rather than panicking.
        SrcAt::Indirect { .. } => out.fill(0),
    }
    if s.abs {
        out.iter_mut().for_each(|v| *v &= 0x7fff_ffff);
    }
    match s.neg {
        Neg::None => {}
        Neg::Int => out.iter_mut().for_each(|v| *v = v.wrapping_neg()),
        Neg::Float => out.iter_mut().for_each(|v| *v ^= 0x8000_0000),
    }
    None
}

/// Write the channels of `mask` (`full` = all `r.len()` channels) to the destination.
#[inline(always)]
pub(super) fn store(g: &mut [u8], d: FastDst, size: u8, r: &[u32], mask: u32, full: u32) {
    let base = d.base as usize;
    let n = r.len();
    if mask == full && d.stride == size {
        let Some(bytes) = g.get_mut(base..base + n * size as usize) else {
            return;
        };
        match size {
            4 => {
                for (c, v) in bytes.chunks_exact_mut(4).zip(r) {
                    c.copy_from_slice(&v.to_le_bytes());
                }
            }
            2 => {
                for (c, v) in bytes.chunks_exact_mut(2).zip(r) {
                    c.copy_from_slice(&(*v as u16).to_le_bytes());
                }
            }
            _ => {
                for (c, v) in bytes.iter_mut().zip(r) {
                    *c = *v as u8;
                }
            }
        }
        return;
    }
    let stride = d.stride as usize;
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        let a = base + i * stride;
        let v = r.get(i).copied().unwrap_or(0);
        // Constant-size copies (a variable length would call memcpy per channel).
        match size {
            4 => {
                if let Some(c) = g.get_mut(a..a + 4) {
                    c.copy_from_slice(&v.to_le_bytes());
                }
            }
            2 => {
                if let Some(c) = g.get_mut(a..a + 2) {
                    c.copy_from_slice(&(v as u16).to_le_bytes());
                }
            }
            _ => {
                if let Some(c) = g.get_mut(a) {
                    *c = v as u8;
                }
            }
        }
    }
}

/// A `mov` that needs no lane arrays, with every channel enabled and a contiguous
/// destination: a byte copy (same element size, no negation, contiguous source) or a fill
/// (scalar or immediate source). Returns whether it applied.
#[inline(always)]
pub(super) fn copy(g: &mut [u8; GRF_BYTES], plan: &FastPlan, all: bool) -> bool {
    let s = &plan.srcs[0];
    let Some(d) = plan.dst else {
        return false;
    };
    if !all || d.stride != plan.dst_size || !matches!(plan.dst_size, 2 | 4) {
        return false;
    }
    let size = plan.dst_size as usize;
    let len = plan.n as usize * size;
    let dst = d.base as usize;
    if d.a0 {
        return false;
    }
    let v = match s.at {
        SrcAt::Indirect { .. } => return false,
        SrcAt::Linear(src) => {
            if s.neg != Neg::None || s.abs || s.size != plan.dst_size {
                return false;
            }
            let src = src as usize;
            if src.max(dst) + len > GRF_BYTES {
                return false;
            }
            g.copy_within(src..src + len, dst);
            return true;
        }
        SrcAt::Gather(_) => return false,
        SrcAt::Imm(v) => v,
        SrcAt::Scalar(a) => negate(elem(g, a as usize, s.size, s.signed), s),
    };
    let Some(out) = g.get_mut(dst..dst + len) else {
        return false;
    };
    // Constant-size chunk copies (a variable length would call memcpy per channel).
    if size == 4 {
        let bytes = v.to_le_bytes();
        out.chunks_exact_mut(4)
            .for_each(|c| c.copy_from_slice(&bytes));
    } else {
        let bytes = (v as u16).to_le_bytes();
        out.chunks_exact_mut(2)
            .for_each(|c| c.copy_from_slice(&bytes));
    }
    true
}

/// A raw 64-bit move. Returns whether it applied.
pub(super) fn mov64(g: &mut [u8; GRF_BYTES], plan: &FastPlan, mask: u32, full: u32) -> bool {
    let s = &plan.srcs[0];
    let Some(d) = plan.dst else {
        return false;
    };
    let n = plan.n as usize;
    let read = |g: &[u8; GRF_BYTES], a: usize| -> u64 {
        match g.get(a..a + 8) {
            Some(b) => u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]),
            None => 0,
        }
    };
    let mut vals = [0u64; 32];
    match s.at {
        SrcAt::Imm(_) | SrcAt::Indirect { .. } => return false,
        SrcAt::Linear(a) if mask == full && d.stride == 8 => {
            let (src, dst, len) = (a as usize, d.base as usize, n * 8);
            if src.max(dst) + len > GRF_BYTES {
                return false;
            }
            g.copy_within(src..src + len, dst);
            return true;
        }
        SrcAt::Scalar(a) => vals[..n].fill(read(g, a as usize)),
        SrcAt::Linear(a) => {
            for (i, v) in vals[..n].iter_mut().enumerate() {
                *v = read(g, a as usize + 8 * i);
            }
        }
        SrcAt::Gather(ref addr) => {
            for (v, &a) in vals[..n].iter_mut().zip(addr) {
                *v = read(g, a as usize);
            }
        }
    }
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        let a = d.base as usize + i * d.stride as usize;
        if let Some(c) = g.get_mut(a..a + 8) {
            c.copy_from_slice(&vals[i].to_le_bytes());
        }
    }
    true
}
