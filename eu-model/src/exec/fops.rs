//! Correctly rounded float arithmetic in an execution domain (`hf`, `f`, `df`) under the
//! cr0 rounding mode.

use crate::float::{self, adjust_f64, round_to, two_sum, HALF, SINGLE};
use crate::state::RoundingMode;
use crate::value::Domain;

/// Round the exact value `hi + lo` to the domain.
fn finish(dom: Domain, hi: f64, lo: f64, rm: RoundingMode) -> f64 {
    match dom {
        Domain::Hf => round_to(HALF, hi, lo, rm),
        Domain::F => round_to(SINGLE, hi, lo, rm),
        _ => adjust_f64(hi, lo, rm),
    }
}

/// `a + b`.
pub(crate) fn add(dom: Domain, a: f64, b: f64, rm: RoundingMode) -> f64 {
    if dom == Domain::F && rm == RoundingMode::NearestEven {
        return (a as f32 + b as f32) as f64;
    }
    let (s, e) = two_sum(a, b);
    finish(dom, s, e, rm)
}

/// `a * b`.
pub(crate) fn mul(dom: Domain, a: f64, b: f64, rm: RoundingMode) -> f64 {
    match dom {
        Domain::Df => {
            let p = a * b;
            if rm == RoundingMode::NearestEven || !p.is_finite() {
                return p;
            }
            adjust_f64(p, a.mul_add(b, -p), rm)
        }
        Domain::F if rm == RoundingMode::NearestEven => (a as f32 * b as f32) as f64,
        // Products of two singles or halves are exact in f64.
        _ => finish(dom, a * b, 0.0, rm),
    }
}

/// Fused `a * b + c` with a single rounding (always `Some`; kept an option for callers that
/// fall back on the NaN rule).
pub(crate) fn fma(dom: Domain, a: f64, b: f64, c: f64, rm: RoundingMode) -> Option<f64> {
    match dom {
        Domain::Df => Some(fma_f64(a, b, c, rm)),
        Domain::F if rm == RoundingMode::NearestEven => {
            Some(float::fma_f32(a as f32, b as f32, c as f32) as f64)
        }
        _ => {
            let p = a * b; // exact for singles and halves
            if !p.is_finite() {
                return Some(finish(dom, p + c, 0.0, rm));
            }
            let (s, e) = two_sum(p, c);
            Some(finish(dom, s, e, rm))
        }
    }
}

/// Double-precision fused multiply-add under `rm`. The round-to-nearest result `r` is
/// corrected by the sign of its exact error `a * b + c - r`, computed error-free
/// (Boldo and Muller, "Some functions computable with a fused-mac", ARITH 17, 2005: the
/// ErrFma algorithm gives `a * b + c = r + r2 + r3` exactly, `|r3| <= ulp(r2) / 2`, when
/// nothing underflows). Overflow follows IEEE 754: a directed mode that rounds toward zero
/// gives the largest finite value instead of an infinity.
pub(crate) fn fma_f64(a: f64, b: f64, c: f64, rm: RoundingMode) -> f64 {
    let r = a.mul_add(b, c);
    if rm == RoundingMode::NearestEven || r.is_nan() {
        return r;
    }
    if r.is_infinite() {
        if !(a.is_finite() && b.is_finite() && c.is_finite()) {
            return r;
        }
        let toward_zero = match rm {
            RoundingMode::Zero => true,
            RoundingMode::Up => r < 0.0,
            _ => r > 0.0,
        };
        return if toward_zero { f64::MAX.copysign(r) } else { r };
    }
    let u1 = a * b;
    if !u1.is_finite() {
        return r;
    }
    let u2 = a.mul_add(b, -u1);
    let (alpha1, z) = two_sum(c, u2);
    let (beta1, beta2) = two_sum(u1, alpha1);
    let gamma = (beta1 - r) + beta2;
    let r2 = gamma + z;
    let r3 = z - (r2 - gamma);
    let err = if r2 != 0.0 { r2 } else { r3 };
    adjust_f64(r, err, rm)
}

/// Round a value computed exactly (or correctly rounded in f64) to the domain.
pub(crate) fn to_domain(dom: Domain, v: f64, rm: RoundingMode) -> f64 {
    match dom {
        Domain::Hf => float::f16_to_f64(float::f64_to_f16(v, rm)),
        Domain::F => float::f64_to_f32(v, rm) as f64,
        _ => v,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use RoundingMode::*;

    #[test]
    fn single_fma_rounds_once() {
        // a*b = 1 + 2^-23 + 2^-46 ... choose values where fused and unfused differ.
        let a = 1.0f32 + f32::EPSILON;
        let b = 1.0f32 - f32::EPSILON / 2.0;
        let c = -1.0f32;
        let fused = fma(Domain::F, a as f64, b as f64, c as f64, NearestEven).unwrap();
        let exact = (a as f64) * (b as f64) + c as f64;
        assert_eq!(fused, exact as f32 as f64);
        let unfused = (a * b + c) as f64;
        assert_ne!(fused, unfused);
        // Directed modes agree with the exact value's neighbours.
        let up = fma(Domain::F, a as f64, b as f64, c as f64, Up).unwrap();
        assert!(up >= exact);
    }

    #[test]
    fn directed_add() {
        let big = 1.0f64;
        let tiny = 2f64.powi(-40);
        assert_eq!(add(Domain::F, big, tiny, NearestEven), 1.0);
        assert_eq!(add(Domain::F, big, tiny, Up), 1.0 + f32::EPSILON as f64);
        assert_eq!(add(Domain::F, -big, -tiny, Zero), -1.0);
        assert_eq!(add(Domain::Df, 1e30, 1e-30, Up), float::next_up_f64(1e30));
    }

    #[test]
    fn double_fma_directed_rounding() {
        // 1 * 1 + 2^-60 lies strictly between 1 and the next double.
        let t = 2f64.powi(-60);
        assert_eq!(fma_f64(1.0, 1.0, t, NearestEven), 1.0);
        assert_eq!(fma_f64(1.0, 1.0, t, Up), float::next_up_f64(1.0));
        assert_eq!(fma_f64(1.0, 1.0, t, Down), 1.0);
        assert_eq!(fma_f64(1.0, 1.0, -t, Zero), float::next_down_f64(1.0));
        assert_eq!(fma_f64(-1.0, 1.0, -t, Down), -float::next_up_f64(1.0));
        // The error lives only in the product: (1 + 2^-30)^2 = 1 + 2^-29 + 2^-60.
        let x = 1.0 + 2f64.powi(-30);
        let near = 1.0 + 2f64.powi(-29);
        assert_eq!(fma_f64(x, x, 0.0, NearestEven), near);
        assert_eq!(fma_f64(x, x, 0.0, Up), float::next_up_f64(near));
        assert_eq!(fma_f64(x, x, 0.0, Zero), near);
        // Exact results are not moved.
        assert_eq!(fma_f64(3.0, 4.0, 5.0, Up), 17.0);
        // Overflow toward zero gives the largest finite double.
        assert_eq!(fma_f64(f64::MAX, 2.0, 0.0, Zero), f64::MAX);
        assert_eq!(fma_f64(f64::MAX, 2.0, 0.0, Up), f64::INFINITY);
    }
}
