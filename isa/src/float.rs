//! Floating-point helpers: correctly rounded narrowing in every rounding mode, half-float
//! encoding, the packed `vf` immediate format and denormal flushing.

/// Rounding mode (cr0.0 bits 5:4).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RoundingMode {
    /// Round to nearest, ties to even (0).
    NearestEven,
    /// Round toward +infinity (1).
    Up,
    /// Round toward -infinity (2).
    Down,
    /// Round toward zero (3).
    Zero,
}

/// Description of a binary floating-point format.
#[derive(Clone, Copy, Debug)]
pub struct Format {
    /// Explicit mantissa bits.
    pub mant: i32,
    /// Minimum normal exponent.
    pub emin: i32,
    /// Largest finite value.
    pub max: f64,
}

/// IEEE half precision.
pub const HALF: Format = Format {
    mant: 10,
    emin: -14,
    max: 65504.0,
};
/// IEEE single precision.
pub const SINGLE: Format = Format {
    mant: 23,
    emin: -126,
    max: f32::MAX as f64,
};

/// Exponent of the largest power of two not above `a` (a finite, > 0).
fn ilog2(a: f64) -> i32 {
    let bits = a.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32;
    if e == 0 {
        // f64 subnormal: find the top mantissa bit.
        let m = bits & ((1u64 << 52) - 1);
        -1074 + (63 - m.leading_zeros() as i32)
    } else {
        e - 1023
    }
}

/// Round the exact value `hi + lo` (with `|lo|` far below the target quantum, `lo` only
/// breaking ties / exact cases) to `fmt` in mode `rm`. Returns the rounded value as `f64`
/// (possibly infinite). NaN passes through.
pub fn round_to(fmt: Format, hi: f64, lo: f64, rm: RoundingMode) -> f64 {
    if hi.is_nan() || hi.is_infinite() {
        return hi;
    }
    if hi == 0.0 {
        if lo == 0.0 {
            return hi;
        }
        // Only the tiny remainder is left: smaller than any quantum.
        return round_to(fmt, lo, 0.0, rm);
    }
    let neg = hi < 0.0;
    let a = hi.abs();
    // Remainder sign relative to the magnitude.
    let rem_sign = if lo == 0.0 {
        0
    } else if (lo < 0.0) == neg {
        1
    } else {
        -1
    };
    let mut e = ilog2(a).max(fmt.emin);
    let mut q = 2f64.powi(e - fmt.mant);
    let mut m = a / q; // exact: scaling by a power of two
    if rem_sign < 0 && m == 2f64.powi(fmt.mant) && e > fmt.emin {
        // Just below a power of two: the value lies in the binade below.
        e -= 1;
        q = 2f64.powi(e - fmt.mant);
        m = a / q;
    }
    let mut mi = m.floor();
    let frac = m - mi;
    // Position of the exact value inside [mi, mi + 1): below/at/above half, zero or not.
    let (is_zero, cmp_half) = if frac == 0.0 {
        if rem_sign == 0 {
            (true, std::cmp::Ordering::Less)
        } else if rem_sign > 0 {
            (false, std::cmp::Ordering::Less)
        } else {
            // Just below an integer: step down, fraction just under 1.
            mi -= 1.0;
            (false, std::cmp::Ordering::Greater)
        }
    } else if frac == 0.5 {
        (false, 0.cmp(&-rem_sign))
    } else {
        (
            false,
            frac.partial_cmp(&0.5).unwrap_or(std::cmp::Ordering::Less),
        )
    };
    if !is_zero && rounds_up(rm, neg, cmp_half, mi) {
        mi += 1.0;
    }
    let v = mi * q;
    let v = if v > fmt.max {
        if overflows_to_infinity(rm, neg) {
            f64::INFINITY
        } else {
            fmt.max
        }
    } else {
        v
    };
    if neg {
        -v
    } else {
        v
    }
}

/// Whether a value with a non-zero fraction rounds away from zero (magnitude up), given
/// where the fraction lies against one half and the truncated magnitude `mi`.
fn rounds_up(rm: RoundingMode, neg: bool, cmp_half: std::cmp::Ordering, mi: f64) -> bool {
    match rm {
        RoundingMode::NearestEven => match cmp_half {
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Equal => mi % 2.0 != 0.0,
        },
        RoundingMode::Zero => false,
        RoundingMode::Up => !neg,
        RoundingMode::Down => neg,
    }
}

/// Whether a magnitude past the format's largest finite value becomes infinity (otherwise
/// it saturates to the largest finite value).
fn overflows_to_infinity(rm: RoundingMode, neg: bool) -> bool {
    match rm {
        RoundingMode::NearestEven => true,
        RoundingMode::Zero => false,
        RoundingMode::Up => !neg,
        RoundingMode::Down => neg,
    }
}

/// Round an exact integer to the format with `mant` explicit mantissa bits, returning an
/// exact `f64` split (`hi + lo`) suitable for [`round_to`]. For 64-bit targets the caller uses
/// [`int_to_f64`].
fn int_split(x: i128) -> (f64, f64) {
    let hi = x as f64; // round to nearest in f64
    let back = if hi.is_finite() && hi.abs() < 1.7e38 {
        hi as i128
    } else {
        x
    };
    let diff = x.wrapping_sub(back);
    (hi, diff as f64)
}

/// Convert an integer to single precision in rounding mode `rm`.
pub fn int_to_f32(x: i128, rm: RoundingMode) -> f32 {
    let (hi, lo) = int_split(x);
    round_to(SINGLE, hi, lo, rm) as f32
}

/// Convert an integer to half precision bits in rounding mode `rm`.
pub fn int_to_f16(x: i128, rm: RoundingMode) -> u16 {
    let (hi, lo) = int_split(x);
    encode_f16(round_to(HALF, hi, lo, rm))
}

/// Convert an integer to double precision in rounding mode `rm`.
pub fn int_to_f64(x: i128, rm: RoundingMode) -> f64 {
    let neg = x < 0;
    let a = x.unsigned_abs();
    if a < (1u128 << 53) {
        return x as f64;
    }
    let bits = 128 - a.leading_zeros() as i32;
    let s = bits - 53;
    let mut mi = a >> s;
    let rem = a & ((1u128 << s) - 1);
    let half = 1u128 << (s - 1);
    let up = match rm {
        RoundingMode::NearestEven => rem > half || (rem == half && mi & 1 == 1),
        RoundingMode::Zero => false,
        RoundingMode::Up => !neg && rem != 0,
        RoundingMode::Down => neg && rem != 0,
    };
    if up {
        mi += 1;
    }
    let v = (mi as f64) * 2f64.powi(s);
    if neg {
        -v
    } else {
        v
    }
}

/// Round a double to single precision in mode `rm`.
pub fn f64_to_f32(x: f64, rm: RoundingMode) -> f32 {
    if rm == RoundingMode::NearestEven {
        return x as f32;
    }
    round_to(SINGLE, x, 0.0, rm) as f32
}

/// Encode an `f64` value that is exactly representable in half precision (or infinite/NaN).
pub fn encode_f16(v: f64) -> u16 {
    let sign: u16 = if v.is_sign_negative() { 0x8000 } else { 0 };
    if v.is_nan() {
        let b = narrow_nan(v);
        return sign | 0x7e00 | ((b >> 13) as u16 & 0x1ff);
    }
    let a = v.abs();
    if a.is_infinite() || a > HALF.max {
        return sign | 0x7c00;
    }
    if a == 0.0 {
        return sign;
    }
    let e = ilog2(a);
    if e < HALF.emin {
        let m = (a / 2f64.powi(-24)) as u16;
        return sign | m;
    }
    let m = (a / 2f64.powi(e - 10)) as u32 - 1024;
    sign | (((e + 15) as u16) << 10) | m as u16
}

/// Round any `f64` to half-precision bits in mode `rm`.
pub fn f64_to_f16(x: f64, rm: RoundingMode) -> u16 {
    encode_f16(round_to(HALF, x, 0.0, rm))
}

/// Decodes half-precision bits (a NaN keeps its payload in an f32 NaN, so re-encoding
/// preserves it).
pub fn f16_to_f64(h: u16) -> f64 {
    widen_f32(f16_to_f32(h).to_bits())
}

/// Widens half-precision bits to a 32-bit float (exact; a NaN keeps its sign and payload
/// and is not quietened).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = u32::from(h & 0x8000) << 16;
    let exp = u32::from((h >> 10) & 0x1F);
    let man = u32::from(h & 0x3FF);
    let bits = match (exp, man) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: value = m * 2^-24.
            let v = m as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -v } else { v };
        }
        (0x1F, m) => sign | 0x7F80_0000 | (m << 13),
        (e, m) => sign | ((e + 112) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

/// Narrows a 32-bit float to half-precision bits, rounding to nearest even (a NaN stays a
/// quiet NaN with the top of its payload).
pub fn f32_to_f16(x: f32) -> u16 {
    f64_to_f16(f64::from(x), RoundingMode::NearestEven)
}

/// Decode one 8-bit restricted float of a `vf` immediate (sign, 3-bit exponent with bias 3,
/// 4-bit mantissa; exponent and mantissa zero encode zero).
pub fn vf_to_f32(b: u8) -> f32 {
    let sign = ((b as u32) & 0x80) << 24;
    let rest = (b & 0x7f) as u32;
    if rest == 0 {
        return f32::from_bits(sign);
    }
    f32::from_bits(sign | ((rest << 19) + ((127 - 3) << 23)))
}

/// Next representable double above `x`.
pub fn next_up_f64(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f64::from_bits(1);
    }
    let b = x.to_bits();
    f64::from_bits(if x > 0.0 { b + 1 } else { b - 1 })
}

/// Next representable double below `x`.
pub fn next_down_f64(x: f64) -> f64 {
    -next_up_f64(-x)
}

/// Adjust a round-to-nearest result `s` whose exact value is `s + err` to mode `rm`.
pub fn adjust_f64(s: f64, err: f64, rm: RoundingMode) -> f64 {
    if err == 0.0 || s.is_nan() {
        return s;
    }
    match rm {
        RoundingMode::NearestEven => s,
        RoundingMode::Up => {
            if err > 0.0 {
                next_up_f64(s)
            } else {
                s
            }
        }
        RoundingMode::Down => {
            if err < 0.0 {
                next_down_f64(s)
            } else {
                s
            }
        }
        RoundingMode::Zero => {
            if s > 0.0 && err < 0.0 {
                next_down_f64(s)
            } else if s < 0.0 && err > 0.0 {
                next_up_f64(s)
            } else {
                s
            }
        }
    }
}

/// Exact error of `a + b` rounded to nearest (`s`): returns `(s, e)` with `a + b = s + e`.
pub fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    if !s.is_finite() {
        return (s, 0.0);
    }
    let bb = s - a;
    let e = (a - (s - bb)) + (b - bb);
    (s, e)
}

#[cfg(test)]
mod tests {
    use super::*;
    use RoundingMode::*;

    #[test]
    fn f32_rounding_modes_match_neighbours() {
        // 1 + 2^-30 is between 1 and next_up(1).
        let x = 1.0 + 2f64.powi(-30);
        assert_eq!(f64_to_f32(x, NearestEven), 1.0);
        assert_eq!(f64_to_f32(x, Up), f32::from_bits(1.0f32.to_bits() + 1));
        assert_eq!(f64_to_f32(x, Down), 1.0);
        assert_eq!(f64_to_f32(-x, Down), -f32::from_bits(1.0f32.to_bits() + 1));
        assert_eq!(f64_to_f32(-x, Zero), -1.0);
        // Ties to even: 1 + 2^-24 is exactly half an ulp above 1.
        assert_eq!(f64_to_f32(1.0 + 2f64.powi(-24), NearestEven), 1.0);
        assert_eq!(
            f64_to_f32(1.0 + 3.0 * 2f64.powi(-24), NearestEven),
            1.0 + 2f32.powi(-22)
        );
        // Overflow.
        assert_eq!(f64_to_f32(1e39, NearestEven), f32::INFINITY);
        assert_eq!(f64_to_f32(1e39, Zero), f32::MAX);
        assert_eq!(f64_to_f32(-1e39, Up), -f32::MAX);
        // Subnormal results.
        assert_eq!(f64_to_f32(2f64.powi(-149) * 0.75, NearestEven).to_bits(), 1);
        assert_eq!(f64_to_f32(2f64.powi(-149) * 0.25, NearestEven).to_bits(), 0);
        assert_eq!(f64_to_f32(2f64.powi(-149) * 0.25, Up).to_bits(), 1);
    }

    #[test]
    fn int_to_float_directed() {
        let x: i128 = (1 << 24) + 1; // not representable in f32
        assert_eq!(int_to_f32(x, NearestEven), 16777216.0);
        assert_eq!(int_to_f32(x, Up), 16777218.0);
        assert_eq!(int_to_f32(-x, Down), -16777218.0);
        assert_eq!(int_to_f32(-x, Zero), -16777216.0);
        assert_eq!(int_to_f32(u32::MAX as i128, NearestEven), 4294967296.0);
        assert_eq!(int_to_f32(u32::MAX as i128, Zero), 4294967040.0);
        let big = (1i128 << 62) + 1;
        assert_eq!(int_to_f64(big, Up), 4611686018427388928.0);
        assert_eq!(int_to_f64(big, NearestEven), 4611686018427387904.0);
        assert_eq!(int_to_f32(u64::MAX as i128, Zero), 18446742974197923840.0);
    }

    #[test]
    fn half_encoding() {
        // Values from the IEEE 754 binary16 definition.
        assert_eq!(f64_to_f16(1.0, NearestEven), 0x3c00);
        assert_eq!(f64_to_f16(-2.0, NearestEven), 0xc000);
        assert_eq!(f64_to_f16(65504.0, NearestEven), 0x7bff);
        assert_eq!(f64_to_f16(65520.0, NearestEven), 0x7c00);
        assert_eq!(f64_to_f16(65520.0, Zero), 0x7bff);
        assert_eq!(f64_to_f16(2f64.powi(-24), NearestEven), 0x0001);
        assert_eq!(f64_to_f16(2f64.powi(-14), NearestEven), 0x0400);
        assert_eq!(f64_to_f16(0.1, NearestEven), 0x2e66);
        assert_eq!(f64_to_f16(0.1, Up), 0x2e67);
        assert_eq!(f16_to_f64(0x3555), 0.333251953125);
        assert_eq!(f16_to_f64(0x0001), 2f64.powi(-24));
        assert!(f16_to_f64(0x7e00).is_nan());
        assert_eq!(f16_to_f64(0xfc00), f64::NEG_INFINITY);
        assert_eq!(int_to_f16(2049, NearestEven), 0x6800);
        assert_eq!(int_to_f16(2049, Up), 0x6801);
    }

    #[test]
    fn vf_immediates() {
        // Restricted-float encodings: 0x30 = 1.0, 0x40 = 2.0, 0x38 = 1.5, 0xb0 = -1.0.
        assert_eq!(vf_to_f32(0x30), 1.0);
        assert_eq!(vf_to_f32(0x40), 2.0);
        assert_eq!(vf_to_f32(0x38), 1.5);
        assert_eq!(vf_to_f32(0xb0), -1.0);
        assert_eq!(vf_to_f32(0x00), 0.0);
        assert_eq!(vf_to_f32(0x01), 0.1328125);
    }

    #[test]
    fn two_sum_is_exact() {
        let (s, e) = two_sum(1e30, 1e-30);
        assert_eq!(s, 1e30);
        assert_eq!(e, 1e-30);
        assert_eq!(adjust_f64(s, e, Up), next_up_f64(1e30));
        assert_eq!(adjust_f64(s, e, Zero), 1e30);
    }
}

/// The NaN a float operation writes when its result is NaN: the first NaN among its sources
/// (in operand order) with the quiet bit set, or the default NaN (positive, quiet, zero
/// payload) when no source is NaN (an invalid operation such as `0 x inf`).
///
/// A model choice: which NaN the hardware propagates is not published, and the host's own
/// choice (x86 keeps the first operand of the machine instruction, which the compiler may
/// commute) would make results depend on the build. Fixing one rule keeps runs identical
/// across builds and between the fast and generic execution paths.
pub fn nan_result(sources: &[f64]) -> f64 {
    sources
        .iter()
        .find(|v| v.is_nan())
        .map_or(f64::from_bits(0x7ff8_0000_0000_0000), |v| {
            f64::from_bits(v.to_bits() | 0x0008_0000_0000_0000)
        })
}

/// Fused single-precision `a * b + c` rounded once to nearest even: the one definition both
/// execution paths use for `mad` in the default rounding mode.
#[inline(always)]
pub fn fma_f32(a: f32, b: f32, c: f32) -> f32 {
    a.mul_add(b, c)
}

/// [`fma_f32`] over lanes of single-float bits: `r[i] = b[i] * c[i] + r[i]`. Uses the host's
/// fused multiply-add instruction when it has one (the same correctly rounded result as the
/// software routine, much faster), else the software routine.
pub fn fma_lanes_f32(r: &mut [u32], b: &[u32], c: &[u32]) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: `fma_lanes_hw` is safe code compiled with the `fma` target feature; the only
        // obligation of calling it is that the CPU supports that feature, checked just above.
        unsafe { fma_lanes_hw(r, b, c) };
        return;
    }
    fma_lanes_sw(r, b, c);
}

/// [`fma_lanes_f32`] with the host's FMA instructions.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
fn fma_lanes_hw(r: &mut [u32], b: &[u32], c: &[u32]) {
    for ((a, &x), &y) in r.iter_mut().zip(b).zip(c) {
        *a = f32::from_bits(x)
            .mul_add(f32::from_bits(y), f32::from_bits(*a))
            .to_bits();
    }
}

/// [`fma_lanes_f32`] through the software routine.
fn fma_lanes_sw(r: &mut [u32], b: &[u32], c: &[u32]) {
    for ((a, &x), &y) in r.iter_mut().zip(b).zip(c) {
        *a = fma_f32(f32::from_bits(x), f32::from_bits(y), f32::from_bits(*a)).to_bits();
    }
}

/// `.sat` on a single-float result given as bits: clamped to [0, 1], NaN gives +0.
#[inline(always)]
pub fn saturate_f32(b: u32) -> u32 {
    let f = f32::from_bits(b);
    if f.is_nan() {
        0
    } else {
        f.clamp(0.0, 1.0).to_bits()
    }
}

/// [`nan_result`] for single-precision sources given as bits.
pub fn nan_result_f32(sources: &[u32]) -> u32 {
    sources
        .iter()
        .find(|&&b| b & 0x7f80_0000 == 0x7f80_0000 && b & 0x007f_ffff != 0)
        .map_or(0x7fc0_0000, |&b| b | 0x0040_0000)
}

/// Single-precision bits to `f64`, NaNs included: a NaN keeps its sign and payload (shifted
/// into the double's fraction) and comes out quiet, as a pass through the float unit leaves it.
/// Written out because Rust leaves NaN payloads of `as` conversions unspecified.
pub fn widen_f32(b: u32) -> f64 {
    if b & 0x7f80_0000 == 0x7f80_0000 && b & 0x007f_ffff != 0 {
        let sign = u64::from(b >> 31) << 63;
        let payload = u64::from(b & 0x007f_ffff) << 29;
        f64::from_bits(sign | 0x7ff8_0000_0000_0000 | payload)
    } else {
        f64::from(f32::from_bits(b))
    }
}

/// A NaN `f64` to single-precision bits: sign and the top of the payload kept, quiet.
pub fn narrow_nan(f: f64) -> u32 {
    let b = f.to_bits();
    (((b >> 63) as u32) << 31) | 0x7fc0_0000 | ((b >> 29) as u32 & 0x007f_ffff)
}

/// An `f64` holding a single-precision value (or a NaN) to its bits.
pub fn f32_bits(f: f64) -> u32 {
    if f.is_nan() {
        narrow_nan(f)
    } else {
        (f as f32).to_bits()
    }
}

#[cfg(test)]
mod nan_tests {
    use super::*;

    #[test]
    fn nan_rule_takes_the_first_nan_source_quietened() {
        // 0x7fa7c000 is a signalling NaN; quietened it is 0x7fe7c000.
        let s = widen_f32(0x7fa7_c000);
        let q = widen_f32(0xffc0_1234);
        assert_eq!(f32_bits(nan_result(&[1.0, s, q])), 0x7fe7_c000);
        assert_eq!(f32_bits(nan_result(&[q, s])), 0xffc0_1234);
        assert_eq!(f32_bits(nan_result(&[1.0, 2.0])), 0x7fc0_0000);
        assert_eq!(
            nan_result_f32(&[0x3f80_0000, 0x7fa7_c000, 0xffc0_1234]),
            0x7fe7_c000
        );
        assert_eq!(nan_result_f32(&[0x7f80_0000, 0xff80_0000]), 0x7fc0_0000);
        assert_eq!(f32_bits(widen_f32(0xff80_0001)), 0xffc0_0001);
        assert_eq!(f32_bits(widen_f32(0x3f80_0000)), 0x3f80_0000);
    }
}
