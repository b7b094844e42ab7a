//! The general plan's less frequent operations: `smov`, `math.idiv` (two destinations), float
//! `mac` and `madm`, the dot products, `line`/`pln` and `sad2`/`sada2`. Each channel is
//! computed by the family modules' per-channel definitions (`exec::{vector, math, fops}`)
//! and written through the shared write-back, as every other general form.

use super::choose::Kind;
use super::general::{GeneralPlan, Reads, F0, I0};
use crate::error::ExecError;
use crate::exec::{fops, low_mask, math, vector, writeback};
use crate::state::ThreadState;
use crate::value::{Domain, FloatMode, Val};

/// Run one of this module's operations (`p.kind` must be one of them).
pub(super) fn run(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
) -> Result<(), ExecError> {
    let n = p.inst.exec_size as u32;
    match p.kind {
        Kind::Smov(m) => {
            let mask = p.mask(st)? & m & low_mask(n);
            let mut v = super::general::V0;
            p.read(st, fmode, mask, Reads::arith(1), |x| x, &mut v)?;
            p.finish(st, fmode, mask, |i| v[0][i])
        }
        Kind::IntDivBoth { signed, ref rem } => {
            let mask = p.mask(st)?;
            let mut v = I0;
            p.read(st, fmode, mask, Reads::arith(2), |x| x.int(), &mut v)?;
            let [a, b, _] = &v;
            let div = |f, i: usize| Val::I(math::int_div_lane(f, signed, a[i], b[i]));
            let (q, r) = (
                isa::MathFunction::IntDivQuotient,
                isa::MathFunction::IntDivRemainder,
            );
            p.finish(st, fmode, mask, |i| div(q, i))?;
            rem.finish(st, fmode, mask, |i| div(r, i))
        }
        Kind::FloatMac { dom, madm } => float_mac(st, p, fmode, dom, madm),
        Kind::Dot { op, dom } => {
            let mask = p.mask(st)?;
            let groups = group_mask(mask);
            let mut v = F0;
            p.read(st, fmode, groups, Reads::arith(2), |x| x.float(), &mut v)?;
            let [a, b, _] = &v;
            p.finish(st, fmode, mask, |i| {
                let g = i & !3;
                let pick = |s: &[f64; 32]| [s[g], s[g + 1], s[g + 2], s[g + 3]];
                let r = vector::dot(op, dom, fmode.rm, pick(a), pick(b));
                Val::F(writeback::flush_dom(fmode, r, dom))
            })
        }
        Kind::Plane { op, dom } => plane(st, p, fmode, op, dom),
        Kind::Sad2 { acc } => {
            let mask = p.mask(st)? & vector::even_channels(n);
            let pairs = mask | (mask << 1) & low_mask(n);
            let mut v = I0;
            p.read(st, fmode, pairs, Reads::arith(2), |x| x.int(), &mut v)?;
            let [a, b, _] = &v;
            let mut res = [Val::I(0); 32];
            let mut mm = mask;
            while mm != 0 {
                let i = mm.trailing_zeros() as usize;
                mm &= mm - 1;
                let c = if acc {
                    writeback::read_acc(st, i as u32).int()
                } else {
                    0
                };
                res[i] = Val::I(vector::sad2([a[i], a[i + 1]], [b[i], b[i + 1]], c));
            }
            p.write(st, fmode, mask, &res)
        }
        _ => Err(p.at.invalid(st, "not an operation of the extra family")),
    }
}

/// `mac` on floats (`a * b + acc`) and `madm` (`b * c + a`), each fused.
fn float_mac(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    dom: Domain,
    madm: bool,
) -> Result<(), ExecError> {
    let mask = p.mask(st)?;
    let mut v = F0;
    let srcs = if madm { 3 } else { 2 };
    p.read(st, fmode, mask, Reads::arith(srcs), |x| x.float(), &mut v)?;
    let [a, b, c] = &v;
    let rm = fmode.rm;
    let mut res = [Val::I(0); 32];
    let mut mm = mask;
    while mm != 0 {
        let i = mm.trailing_zeros() as usize;
        mm &= mm - 1;
        let (x, y, z) = if madm {
            (b[i], c[i], a[i])
        } else {
            (a[i], b[i], writeback::read_acc(st, i as u32).float())
        };
        let r = fused(dom, rm, x, y, z);
        res[i] = Val::F(writeback::flush_dom(fmode, r, dom));
    }
    p.write(st, fmode, mask, &res)
}

/// `pln` and `line`: the plane (or line) coefficients from the first source's first
/// channels, evaluated at each channel's coordinates.
fn plane(
    st: &mut ThreadState,
    p: &GeneralPlan,
    fmode: FloatMode,
    op: isa::Opcode,
    dom: Domain,
) -> Result<(), ExecError> {
    let mask = p.mask(st)?;
    let mut res = [Val::I(0); 32];
    if mask != 0 {
        let s0 = |k| p.arith(st, fmode, 0, k).map(|x| x.float());
        let (pp, q, r) = (s0(0)?, s0(1)?, s0(3)?);
        let mut mm = mask;
        while mm != 0 {
            let i = mm.trailing_zeros();
            mm &= mm - 1;
            let u = p.arith(st, fmode, 1, i)?.float();
            let x = if op == isa::Opcode::Pln {
                let v = p.arith(st, fmode, 2, i)?.float();
                vector::plane(dom, fmode.rm, [pp, q, r], u, v)
            } else {
                vector::line(dom, fmode.rm, pp, r, u)
            };
            res[i as usize] = Val::F(writeback::flush_dom(fmode, x, dom));
        }
    }
    p.write(st, fmode, mask, &res)
}

/// `x * y + z` with one rounding in the domain, NaN results by the shared rule.
pub(crate) fn fused(dom: Domain, rm: crate::state::RoundingMode, x: f64, y: f64, z: f64) -> f64 {
    let r = fops::fma(dom, x, y, z, rm).unwrap_or(f64::NAN);
    if r.is_nan() {
        return crate::float::nan_result(&[z, x, y]);
    }
    r
}

/// Every channel of the four-channel groups that have a channel in `mask`.
fn group_mask(mask: u32) -> u32 {
    let mut g = 0u32;
    for k in 0..8 {
        if mask & (0xf << (4 * k)) != 0 {
            g |= 0xf << (4 * k);
        }
    }
    g
}
