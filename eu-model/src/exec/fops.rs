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

/// Fused `a * b + c` with a single rounding. `None` when the mode cannot be honoured exactly
/// (double precision with a directed rounding mode).
pub(crate) fn fma(dom: Domain, a: f64, b: f64, c: f64, rm: RoundingMode) -> Option<f64> {
    match dom {
        Domain::Df => {
            if rm == RoundingMode::NearestEven {
                Some(a.mul_add(b, c))
            } else {
                None
            }
        }
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
}
