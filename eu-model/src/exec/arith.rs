//! Arithmetic, one channel at a time: `add`, `mul`, `avg`, `mad` (fused for floats), `lrp`,
//! and the float rounding family `frc`, `rndu`, `rndd`, `rnde`, `rndz`.

use isa::Opcode;

use crate::exec::fops;
use crate::float;
use crate::state::RoundingMode;
use crate::value::Domain;

/// Why an arithmetic instruction is not a valid form in domain `dom` (`None`: it is). The
/// PRM (Volume 2a, AVG and LRP) allows `avg` on integers and `lrp` on floats only.
pub(crate) fn invalid_form(op: Opcode, dom: Domain) -> Option<&'static str> {
    if op == Opcode::Avg && dom.is_float() {
        return Some("avg on float operands (the PRM defines it for integers only)");
    }
    if op == Opcode::Lrp && !dom.is_float() {
        return Some("lrp on integer operands (the PRM defines it for floats only)");
    }
    None
}

/// Whether the operation reads src2 (`mad`, `lrp`).
pub(crate) fn three_sources(op: Opcode) -> bool {
    matches!(op, Opcode::Mad | Opcode::Lrp)
}

/// Integer `add`, `mul`, `avg`, `mad` (`src0 + src1 * src2`) on exact values.
#[inline]
pub(crate) fn int_lane(op: Opcode, a: i128, b: i128, c: i128) -> i128 {
    match op {
        Opcode::Add => a.wrapping_add(b),
        Opcode::Mul => a.wrapping_mul(b),
        Opcode::Avg => (a + b + 1) >> 1,
        _ => a.wrapping_add(b.wrapping_mul(c)),
    }
}

/// Float `add`, `mul`, `mad` (`src0 + src1 * src2`, one rounding), `lrp`
/// (`src0 * src1 + (1 - src0) * src2`, two products and a sum, each rounded) in domain `dom`
/// under rounding mode `rm`; NaN results by the shared NaN rule. Denormal flushing of the
/// result is the caller's (it depends on cr0).
#[inline]
pub(crate) fn float_lane(
    op: Opcode,
    dom: Domain,
    rm: RoundingMode,
    fa: f64,
    fb: f64,
    c: f64,
) -> f64 {
    let r = match op {
        Opcode::Add => fops::add(dom, fa, fb, rm),
        Opcode::Mul => fops::mul(dom, fa, fb, rm),
        Opcode::Mad => fops::fma(dom, fb, c, fa, rm).unwrap_or(f64::NAN),
        _ => {
            let t0 = fops::mul(dom, fa, fb, rm);
            let one_minus = fops::add(dom, 1.0, -fa, rm);
            let t1 = fops::mul(dom, one_minus, c, rm);
            fops::add(dom, t0, t1, rm)
        }
    };
    if r.is_nan() {
        let n = if three_sources(op) { 3 } else { 2 };
        return float::nan_result(&[fa, fb, c][..n]);
    }
    r
}

/// `frc` (`src - floor(src)`), `rndu` (ceil), `rndd` (floor), `rnde` (nearest even),
/// `rndz` (truncate) of one float.
#[inline]
pub(crate) fn round_lane(op: Opcode, dom: Domain, rm: RoundingMode, f: f64) -> f64 {
    if f.is_nan() {
        return float::nan_result(&[f]);
    }
    match op {
        Opcode::Rndu => f.ceil(),
        Opcode::Rndd => f.floor(),
        Opcode::Rnde => f.round_ties_even(),
        Opcode::Rndz => f.trunc(),
        _ => fops::add(dom, f, -f.floor(), rm),
    }
}
