//! IEEE 754 binary rounding for the references: exact values `(-1)^s * m * 2^e` rounded to
//! half, float or double in the four OpenCL rounding modes, plus ULP distances.
//!
//! Written from the IEEE 754 definitions (round to nearest even, toward zero, toward +inf,
//! toward -inf; gradual underflow; overflow to infinity or the largest finite value
//! depending on the direction).

/// An OpenCL rounding mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    /// To nearest, ties to even.
    Rte,
    /// Toward zero.
    Rtz,
    /// Toward +infinity.
    Rtp,
    /// Toward -infinity.
    Rtn,
}

/// A binary floating-point format.
#[derive(Clone, Copy, Debug)]
pub struct Format {
    /// Stored fraction bits.
    pub frac: u32,
    /// Exponent bits.
    pub exp: u32,
}

/// IEEE binary16.
pub const HALF: Format = Format { frac: 10, exp: 5 };
/// IEEE binary32.
pub const SINGLE: Format = Format { frac: 23, exp: 8 };
/// IEEE binary64.
pub const DOUBLE: Format = Format { frac: 52, exp: 11 };

impl Format {
    fn bias(self) -> i32 {
        (1 << (self.exp - 1)) - 1
    }
    fn max_biased(self) -> u64 {
        (1 << self.exp) - 1
    }
    fn sign_bit(self) -> u64 {
        1 << (self.frac + self.exp)
    }
    /// Bits of +infinity.
    pub fn inf(self) -> u64 {
        self.max_biased() << self.frac
    }
    /// Bits of the largest finite value.
    pub fn max_finite(self) -> u64 {
        self.inf() - 1
    }
    /// Bits of a quiet NaN.
    pub fn qnan(self) -> u64 {
        self.inf() | 1 << (self.frac - 1)
    }
}

/// Rounds the exact value `(-1)^neg * m * 2^e` to `fmt` in `mode`; returns the bits.
pub fn round_exact(fmt: Format, neg: bool, m: u128, e: i32, mode: Round) -> u64 {
    let sign = if neg { fmt.sign_bit() } else { 0 };
    if m == 0 {
        return sign;
    }
    let p = fmt.frac as i32; // fraction bits; precision p + 1
    let emin = 1 - fmt.bias();
    let top = e + (127 - m.leading_zeros() as i32); // exponent of the leading bit
                                                    // Exponent of the last representable bit at this magnitude.
    let q = top.max(emin) - p;
    // Split m * 2^e into an integer multiple of 2^q and a remainder.
    let (mut mant, half_cmp, inexact) = if e >= q {
        (m << (e - q) as u32, std::cmp::Ordering::Less, false)
    } else {
        let sh = (q - e) as u32;
        if sh >= 128 {
            // Everything is below half a unit (m < 2^127 <= 2^(sh-1)) unless sh == 128.
            let ord = if sh == 128 && m >> 127 == 1 {
                if m == 1 << 127 {
                    std::cmp::Ordering::Equal
                } else {
                    std::cmp::Ordering::Greater
                }
            } else {
                std::cmp::Ordering::Less
            };
            (0, ord, true)
        } else {
            let kept = m >> sh;
            let rem = m & ((1u128 << sh) - 1);
            let half = 1u128 << (sh - 1);
            (kept, rem.cmp(&half), rem != 0)
        }
    };
    let mut q = q;
    if inexact {
        let up = match mode {
            Round::Rtz => false,
            Round::Rtp => !neg,
            Round::Rtn => neg,
            Round::Rte => match half_cmp {
                std::cmp::Ordering::Greater => true,
                std::cmp::Ordering::Equal => mant & 1 == 1,
                std::cmp::Ordering::Less => false,
            },
        };
        if up {
            mant += 1;
            if mant >> (p + 1) != 0 {
                mant >>= 1;
                q += 1;
            }
        }
    }
    if mant >> p == 0 {
        // Subnormal (or rounded to zero): exponent field 0.
        return sign | mant as u64;
    }
    let biased = (q + p + fmt.bias()) as i64;
    if biased >= fmt.max_biased() as i64 {
        let to_inf = match mode {
            Round::Rte => true,
            Round::Rtz => false,
            Round::Rtp => !neg,
            Round::Rtn => neg,
        };
        return sign | if to_inf { fmt.inf() } else { fmt.max_finite() };
    }
    sign | (biased as u64) << p | (mant as u64 & ((1u64 << p) - 1))
}

/// Splits a finite double into `(neg, m, e)` with value `(-1)^neg * m * 2^e`.
pub fn split_f64(x: f64) -> (bool, u128, i32) {
    let b = x.to_bits();
    let neg = b >> 63 == 1;
    let ex = ((b >> 52) & 0x7FF) as i32;
    let fr = b & ((1 << 52) - 1);
    assert!(ex != 0x7FF, "split_f64 of a non-finite value");
    if ex == 0 {
        (neg, fr as u128, -1074)
    } else {
        (neg, (fr | 1 << 52) as u128, ex - 1075)
    }
}

/// Rounds a double to `fmt` in `mode` (NaN gives a quiet NaN, infinities stay).
pub fn round_f64(fmt: Format, x: f64, mode: Round) -> u64 {
    if x.is_nan() {
        return fmt.qnan();
    }
    if x.is_infinite() {
        return fmt.inf() | if x < 0.0 { fmt.sign_bit() } else { 0 };
    }
    let (neg, m, e) = split_f64(x);
    round_exact(fmt, neg, m, e, mode)
}

/// A double rounded to float in `mode`.
pub fn f64_to_f32(x: f64, mode: Round) -> f32 {
    f32::from_bits(round_f64(SINGLE, x, mode) as u32)
}

/// A float rounded to half in `mode` (the bits).
pub fn f32_to_f16(x: f32, mode: Round) -> u16 {
    round_f64(HALF, x as f64, mode) as u16
}

/// A double rounded to half in `mode` (the bits).
pub fn f64_to_f16(x: f64, mode: Round) -> u16 {
    round_f64(HALF, x, mode) as u16
}

/// An integer rounded to float in `mode`.
pub fn int_to_f32(v: i128, mode: Round) -> f32 {
    f32::from_bits(round_exact(SINGLE, v < 0, v.unsigned_abs(), 0, mode) as u32)
}

/// The exact value of half bits as a double.
pub fn f16_to_f64(h: u16) -> f64 {
    let neg = h >> 15 == 1;
    let ex = ((h >> 10) & 0x1F) as i32;
    let fr = (h & 0x3FF) as f64;
    let mag = if ex == 0x1F {
        if fr == 0.0 {
            f64::INFINITY
        } else {
            f64::NAN
        }
    } else if ex == 0 {
        fr * 2f64.powi(-24)
    } else {
        (1024.0 + fr) * 2f64.powi(ex - 25)
    };
    if neg {
        -mag
    } else {
        mag
    }
}

/// The exact value of half bits as a float.
pub fn f16_to_f32(h: u16) -> f32 {
    f16_to_f64(h) as f32
}

/// Distance of a float result from an (accurate) double reference, in units of the
/// float ULP at the reference (IEEE/OpenCL definition: the gap between the two floats
/// around the reference; denormal spacing below the normal range). Infinite when the
/// kinds differ (NaN vs number, infinity vs finite); 0 when both are the same infinity
/// or both NaN.
pub fn ulp_error_f32(got: f32, reference: f64) -> f64 {
    if reference.is_nan() || got.is_nan() {
        return if reference.is_nan() && got.is_nan() {
            0.0
        } else {
            f64::INFINITY
        };
    }
    if reference.is_infinite() || got.is_infinite() {
        // A reference beyond the float range may round to infinity.
        let r = round_f64(SINGLE, reference, Round::Rte) as u32;
        return if f32::from_bits(r) == got {
            0.0
        } else {
            f64::INFINITY
        };
    }
    let a = reference.abs();
    let exp = if a == 0.0 {
        -126
    } else {
        (a.log2().floor() as i32).max(-126)
    };
    // Guard against log2 rounding at powers of two.
    let exp = if a >= 2f64.powi(exp + 1) {
        exp + 1
    } else if a < 2f64.powi(exp) && exp > -126 {
        exp - 1
    } else {
        exp
    };
    let ulp = 2f64.powi(exp - 23);
    (got as f64 - reference).abs() / ulp
}

/// ULP error of a half result against a double reference (same conventions).
pub fn ulp_error_f16(got: u16, reference: f64) -> f64 {
    let g = f16_to_f64(got);
    if reference.is_nan() || g.is_nan() {
        return if reference.is_nan() && g.is_nan() {
            0.0
        } else {
            f64::INFINITY
        };
    }
    if g.is_infinite() || reference.is_infinite() {
        return if f64_to_f16(reference, Round::Rte) == got {
            0.0
        } else {
            f64::INFINITY
        };
    }
    let a = reference.abs();
    let mut exp = if a == 0.0 {
        -14
    } else {
        (a.log2().floor() as i32).max(-14)
    };
    if a >= 2f64.powi(exp + 1) {
        exp += 1;
    }
    (g - reference).abs() / 2f64.powi(exp - 10)
}
