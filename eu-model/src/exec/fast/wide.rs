//! Integer fast path on 64-bit lanes, for instructions with a `q`/`uq` operand (address
//! arithmetic such as `shl (8) r:q r:ud 3:w` or `add (8) r:d r:q 4:w`).
//!
//! Sources are sign- or zero-extended to 64 bits by their type, the operation wraps at 64 bits
//! (the low 64 bits of the exact result, which is all a destination of at most 64 bits keeps),
//! shifts run at 64 bits with the count taken modulo 64, and the destination keeps its low
//! bytes: the general plan's rules for integer arithmetic restricted to these widths.

use super::plan::{FastOp, FastPlan, FastSrc, Neg, SrcAt};
use crate::state::GRF_BYTES;

/// One element at byte address `a`, extended to 64 bits.
#[inline(always)]
fn elem(g: &[u8; GRF_BYTES], a: usize, size: u8, signed: bool) -> u64 {
    let v = super::access::load(g, a, size);
    if signed && size < 8 {
        let shift = 64 - 8 * size as u32;
        (((v << shift) as i64) >> shift) as u64
    } else {
        v
    }
}

/// The first `n` channels of a source as 64-bit values.
fn gather(g: &[u8; GRF_BYTES], s: &FastSrc, n: usize, out: &mut [u64; 32]) {
    let out = &mut out[..n];
    match s.at {
        SrcAt::Imm(v) => {
            // Immediates are at most 32 bits here, already extended to 32.
            let v = if s.signed {
                v as i32 as i64 as u64
            } else {
                v as u64
            };
            out.fill(v);
        }
        SrcAt::Scalar(a) => out.fill(elem(g, a as usize, s.size, s.signed)),
        SrcAt::Linear(a) => {
            for (i, o) in out.iter_mut().enumerate() {
                *o = elem(g, a as usize + i * s.size as usize, s.size, s.signed);
            }
        }
        SrcAt::Gather(ref addr) => {
            for (o, &a) in out.iter_mut().zip(addr) {
                *o = elem(g, a as usize, s.size, s.signed);
            }
        }
        // Wide plans have direct sources only (plan_src never makes 64-bit lanes indirect).
        SrcAt::Indirect { .. } => out.fill(0),
    }
    if s.neg == Neg::Int {
        out.iter_mut().for_each(|v| *v = v.wrapping_neg());
    }
}

/// `r[i] = f(r[i], b[i])`.
#[inline(always)]
fn zip(r: &mut [u64], b: &[u64], f: impl Fn(u64, u64) -> u64) {
    r.iter_mut().zip(b).for_each(|(x, &y)| *x = f(*x, y));
}

/// Execute a wide plan on the channels of `mask`.
pub(super) fn run(g: &mut [u8; GRF_BYTES], plan: &FastPlan, mask: u32) {
    let Some(d) = plan.dst else {
        return;
    };
    let n = plan.n as usize;
    let mut r = [0u64; 32];
    let mut b = [0u64; 32];
    gather(g, &plan.srcs[0], n, &mut r);
    if !matches!(plan.op, FastOp::Mov | FastOp::Not) {
        gather(g, &plan.srcs[1], n, &mut b);
    }
    let (r, b) = (&mut r[..n], &b[..n]);
    match plan.op {
        FastOp::Not => r.iter_mut().for_each(|x| *x = !*x),
        FastOp::Add => zip(r, b, u64::wrapping_add),
        FastOp::Mul => zip(r, b, u64::wrapping_mul),
        FastOp::And => zip(r, b, |x, y| x & y),
        FastOp::Or => zip(r, b, |x, y| x | y),
        FastOp::Xor => zip(r, b, |x, y| x ^ y),
        FastOp::Shl => zip(r, b, |x, y| x << (y & 63)),
        FastOp::Shr => zip(r, b, |x, y| x >> (y & 63)),
        FastOp::Asr => zip(r, b, |x, y| ((x as i64) >> (y & 63)) as u64),
        _ => {}
    }
    let size = plan.dst_size as usize;
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        let a = d.base as usize + i * d.stride as usize;
        let v = r[i];
        match size {
            8 => {
                if let Some(c) = g.get_mut(a..a + 8) {
                    c.copy_from_slice(&v.to_le_bytes());
                }
            }
            4 => {
                if let Some(c) = g.get_mut(a..a + 4) {
                    c.copy_from_slice(&(v as u32).to_le_bytes());
                }
            }
            _ => {
                if let Some(c) = g.get_mut(a..a + 2) {
                    c.copy_from_slice(&(v as u16).to_le_bytes());
                }
            }
        }
    }
}
