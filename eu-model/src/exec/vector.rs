//! The vector and special-move family, one definition for every engine: the dot products
//! `dp4`, `dph`, `dp3`, `dp2`, the line and plane equations `line` and `pln`, the two-wide
//! sums of absolute differences `sad2` and `sada2`, the scattered move `smov` and the indexed
//! move `movi`.
//!
//! Sources: Intel Graphics PRM for Skylake, Volume 2a (Command Reference: Instructions),
//! entries DP4, DPH, DP3, DP2, LINE, PLN, SAD2, SADA2, SMOV, MOVI; IGC's virtual-ISA manual
//! (`documentation/visa/instructions/PLN.md`, `SAD2.md`, `SAD2ADD.md`) states the same
//! per-channel formulas.
//!
//! * `dp4`/`dph`/`dp3`/`dp2` work on groups of four channels (a vec4 in Align16): the group's
//!   sum of products is written to every channel of the group (write mask permitting).
//!   `dph` is `x0*x1 + y0*y1 + z0*z1 + w1`.
//! * `line`: `dst = p * src1 + r` with `p = src0[0]`, `r = src0[3]` (src0's region is ignored:
//!   the four scalars are read from its 16-byte aligned origin).
//! * `pln`: `dst = p * u + q * v + r` with `p, q, r = src0[0], src0[1], src0[3]`; `u` and `v`
//!   come from src1 (GRF aligned, region ignored): channels 0-7 read `u` in src1's register and
//!   `v` in the next one, channels 8-15 read `u` and `v` in the two registers after those.
//! * Rounding of the float forms: the PRM gives the formulas, not the internal precision; the
//!   model rounds every product and every sum to the execution type in the order written
//!   above, under cr0's rounding mode (`docs/known-gaps.md`).
//! * `sad2`: for every even channel `n`, `|a[n] - b[n]| + |a[n+1] - b[n+1]|` on byte sources;
//!   `sada2` adds the accumulator's channel `n`. The PRM leaves the odd channels undefined:
//!   the model does not write them.
//! * `smov`: a move whose channels are additionally enabled by src1, an immediate channel
//!   mask (instruction-relative: bit `i` enables channel `i`). IGC scatters a value into a
//!   run-time indexed private array with sixteen of them, each enabling one channel and
//!   addressing through its own `a0` subregister.
//! * `movi`: a move whose indirect source is read one address register per channel (`VxH`
//!   with width 1), as IGC describes it when it splits the instruction.

use isa::{
    Addressing, Instruction, Opcode, Region, Register, Source, SourceKind, Swizzle, VStride,
};

use crate::exec::fops;
use crate::state::RoundingMode;
use crate::value::Domain;

const IDENTITY: [Swizzle; 4] = [Swizzle::X, Swizzle::Y, Swizzle::Z, Swizzle::W];

/// Whether the opcode is one of the dot products.
pub(crate) fn is_dot(op: Opcode) -> bool {
    matches!(op, Opcode::Dp4 | Opcode::Dph | Opcode::Dp3 | Opcode::Dp2)
}

/// Number of products of a dot product (`dph`: 3 products plus src1's `w`).
pub(crate) fn dot_terms(op: Opcode) -> usize {
    match op {
        Opcode::Dp4 => 4,
        Opcode::Dp2 => 2,
        _ => 3,
    }
}

/// One group of a dot product: `a`, `b` are the group's four channels of src0 and src1.
pub(crate) fn dot(op: Opcode, dom: Domain, rm: RoundingMode, a: [f64; 4], b: [f64; 4]) -> f64 {
    let n = dot_terms(op);
    let mut s = fops::mul(dom, a[0], b[0], rm);
    for k in 1..n {
        let p = fops::mul(dom, a[k], b[k], rm);
        s = fops::add(dom, s, p, rm);
    }
    if op == Opcode::Dph {
        s = fops::add(dom, s, b[3], rm);
    }
    nan_rule(s, &[a, b])
}

/// `line` of one channel: `p * u + r`.
pub(crate) fn line(dom: Domain, rm: RoundingMode, p: f64, r: f64, u: f64) -> f64 {
    let s = fops::add(dom, fops::mul(dom, p, u, rm), r, rm);
    nan_rule(s, &[[p, r, u, 0.0]])
}

/// `pln` of one channel: `p * u + q * v + r`.
pub(crate) fn plane(dom: Domain, rm: RoundingMode, s0: [f64; 3], u: f64, v: f64) -> f64 {
    let [p, q, r] = s0;
    let pu = fops::mul(dom, p, u, rm);
    let qv = fops::mul(dom, q, v, rm);
    let s = fops::add(dom, fops::add(dom, pu, qv, rm), r, rm);
    nan_rule(s, &[[p, q, r, u], [v, 0.0, 0.0, 0.0]])
}

/// A NaN result follows the shared NaN rule over the operands.
fn nan_rule(s: f64, ops: &[[f64; 4]]) -> f64 {
    if s.is_nan() {
        let all: Vec<f64> = ops.iter().flatten().copied().collect();
        return crate::float::nan_result(&all);
    }
    s
}

/// Why a `sad2`/`sada2` form is not valid (`None`: it is): it works on pairs of channels.
pub(crate) fn sad2_invalid(inst: &Instruction) -> Option<String> {
    (inst.exec_size < 2).then(|| format!("{} on a single channel", inst.opcode.mnemonic()))
}

/// `sad2` of one even channel (`acc`: the accumulator's value for `sada2`, else 0).
pub(crate) fn sad2(a: [i128; 2], b: [i128; 2], acc: i128) -> i128 {
    (a[0] - b[0]).abs() + (a[1] - b[1]).abs() + acc
}

/// Mask of the even channels among the low `n`.
pub(crate) fn even_channels(n: u32) -> u32 {
    0x5555_5555 & crate::exec::low_mask(n)
}

/// A source region that reads element `i` for channel `i < 4` from the operand's origin
/// (the scalars of `line` and `pln`, whose region the hardware ignores).
fn origin_region(s: &mut Source) {
    if let SourceKind::Reg {
        ref mut region,
        ref mut swizzle,
        ..
    } = s.kind
    {
        *region = Region {
            vstride: VStride::Elements(4),
            width: 4,
            hstride: 1,
        };
        *swizzle = IDENTITY;
    }
}

/// The instruction as `line`/`pln` read it: src0 re-regioned to its four scalars (channel
/// `k < 4` reads element `k`); for `pln`, src1 re-regioned to the `u` values (channel `i`
/// reads element `16 * (i / 8) + i % 8`) and src2 added for the `v` values (the same region
/// one register later). `Err` names a form the PRM does not allow (src1 not a direct GRF).
pub(crate) fn plane_operands(inst: &Instruction) -> Result<Instruction, String> {
    if inst.exec_size < 4 {
        return Err(format!(
            "{} with fewer than 4 channels (its scalars are the first 4 elements of src0)",
            inst.opcode.mnemonic()
        ));
    }
    let mut y = inst.clone();
    if let Some(s0) = y.srcs[0].as_mut() {
        origin_region(s0);
    }
    if inst.opcode != Opcode::Pln {
        return Ok(y);
    }
    let Some(mut s1) = y.srcs[1] else {
        return Err("pln without src1".into());
    };
    let SourceKind::Reg {
        addressing:
            Addressing::Direct {
                reg: Register::Grf(r),
                subreg,
            },
        ref mut region,
        ref mut swizzle,
    } = s1.kind
    else {
        return Err("pln src1 that is not a direct GRF region".into());
    };
    *region = Region {
        vstride: VStride::Elements(16),
        width: 8,
        hstride: 1,
    };
    *swizzle = IDENTITY;
    let Some(next) = r.checked_add(1).filter(|&n| n < 128) else {
        return Err(format!("pln src1 r{r} leaves no register for v"));
    };
    let mut v = s1;
    if let SourceKind::Reg {
        ref mut addressing, ..
    } = v.kind
    {
        *addressing = Addressing::Direct {
            reg: Register::Grf(next),
            subreg,
        };
    }
    y.srcs[1] = Some(s1);
    y.srcs[2] = Some(v);
    Ok(y)
}

/// The instruction as `movi` reads it: an indirect src0 read one address register per
/// channel (`VxH`, width 1); other forms unchanged.
pub(crate) fn movi_operands(inst: &Instruction) -> Instruction {
    let mut y = inst.clone();
    if let Some(SourceKind::Reg {
        addressing: Addressing::Indirect { .. },
        ref mut region,
        ..
    }) = y.srcs[0].as_mut().map(|s| &mut s.kind)
    {
        *region = Region {
            vstride: VStride::VxH,
            width: 1,
            hstride: 0,
        };
    }
    y.srcs[1] = None;
    y
}

/// The channel mask of `smov`'s src1 (an immediate), or why it has none.
pub(crate) fn smov_mask(inst: &Instruction) -> Result<u32, String> {
    match inst.srcs[1] {
        Some(Source {
            kind: SourceKind::Imm(imm),
            ..
        }) => Ok(imm.0 as u32),
        _ => Err("smov whose src1 is not an immediate channel mask".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RNE: RoundingMode = RoundingMode::NearestEven;

    #[test]
    fn dot_products_follow_the_prm_formulas() {
        let a = [1.0, 2.0, 3.0, 4.0];
        let b = [5.0, 6.0, 7.0, 8.0];
        assert_eq!(dot(Opcode::Dp4, Domain::F, RNE, a, b), 70.0);
        assert_eq!(dot(Opcode::Dp3, Domain::F, RNE, a, b), 38.0);
        assert_eq!(dot(Opcode::Dp2, Domain::F, RNE, a, b), 17.0);
        assert_eq!(dot(Opcode::Dph, Domain::F, RNE, a, b), 46.0);
    }

    #[test]
    fn line_plane_and_sad2() {
        assert_eq!(line(Domain::F, RNE, 2.0, 0.5, 3.0), 6.5);
        assert_eq!(plane(Domain::F, RNE, [2.0, 3.0, 1.0], 4.0, 5.0), 24.0);
        assert_eq!(sad2([10, 200], [15, 100], 0), 105);
        assert_eq!(sad2([-3, 4], [3, -4], 7), 21);
        assert_eq!(even_channels(8), 0x55);
    }
}
