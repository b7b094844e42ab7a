//! Typed element values: decoding raw register bits into an execution value, and converting an
//! execution value into a destination type (saturation, float/int conversion, rounding).

use isa::DataType;

use crate::float;
use crate::state::RoundingMode;

/// One channel's value inside the execution pipeline: integers exactly (wide enough for
/// 64x32-bit products and carries), floats widened to `f64` (exact for `hf`, `f` and `df`).
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Val {
    /// Integer.
    I(i128),
    /// Floating point (the value of an `hf`, `f` or `df` element).
    F(f64),
}

impl Val {
    /// The integer content (floats are truncated toward zero; used only on integer paths).
    pub fn int(self) -> i128 {
        match self {
            Val::I(v) => v,
            Val::F(f) => f as i128,
        }
    }

    /// The float content (integers convert exactly or to nearest).
    pub fn float(self) -> f64 {
        match self {
            Val::I(v) => v as f64,
            Val::F(f) => f,
        }
    }
}

/// The execution domain of an instruction, chosen from its source types.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Domain {
    /// Integer arithmetic.
    Int,
    /// Half-float arithmetic.
    Hf,
    /// Single-float arithmetic.
    F,
    /// Double-float arithmetic.
    Df,
}

impl Domain {
    /// The float domain of a type, or `Int`.
    pub fn of(ty: DataType) -> Domain {
        match ty {
            DataType::Hf => Domain::Hf,
            DataType::F | DataType::Vf => Domain::F,
            DataType::Df => Domain::Df,
            _ => Domain::Int,
        }
    }

    /// Widest domain of two (any float wins over integer; df > f > hf).
    pub fn join(self, other: Domain) -> Domain {
        fn rank(d: Domain) -> u8 {
            match d {
                Domain::Int => 0,
                Domain::Hf => 1,
                Domain::F => 2,
                Domain::Df => 3,
            }
        }
        if rank(other) > rank(self) {
            other
        } else {
            self
        }
    }

    /// Whether the domain is floating point.
    pub fn is_float(self) -> bool {
        self != Domain::Int
    }
}

/// Decode `size` raw little-endian bits of a register element of type `ty`.
pub(crate) fn decode(bits: u64, ty: DataType) -> Val {
    match ty {
        DataType::Ub => Val::I((bits as u8) as i128),
        DataType::B => Val::I((bits as u8 as i8) as i128),
        DataType::Uw => Val::I((bits as u16) as i128),
        DataType::W => Val::I((bits as u16 as i16) as i128),
        DataType::Ud => Val::I((bits as u32) as i128),
        DataType::D => Val::I((bits as u32 as i32) as i128),
        DataType::Uq => Val::I(bits as i128),
        DataType::Q => Val::I((bits as i64) as i128),
        DataType::Hf => Val::F(float::f16_to_f64(bits as u16)),
        DataType::F => Val::F(float::widen_f32(bits as u32)),
        DataType::Df => Val::F(f64::from_bits(bits)),
        // Packed immediates are expanded before decoding; treat as their element type.
        DataType::V => Val::I((bits as u16 as i16) as i128),
        DataType::Uv => Val::I((bits as u16) as i128),
        DataType::Vf => Val::F(f32::from_bits(bits as u32) as f64),
    }
}

/// Range of an integer type.
pub(crate) fn int_range(ty: DataType) -> (i128, i128) {
    match ty {
        DataType::Ub => (0, u8::MAX as i128),
        DataType::B => (i8::MIN as i128, i8::MAX as i128),
        DataType::Uw | DataType::Uv => (0, u16::MAX as i128),
        DataType::W | DataType::V => (i16::MIN as i128, i16::MAX as i128),
        DataType::Ud => (0, u32::MAX as i128),
        DataType::D => (i32::MIN as i128, i32::MAX as i128),
        DataType::Uq => (0, u64::MAX as i128),
        _ => (i64::MIN as i128, i64::MAX as i128),
    }
}

/// Mask of the low `size` bytes.
pub(crate) fn size_mask(size: u32) -> u64 {
    if size >= 8 {
        u64::MAX
    } else {
        (1u64 << (size * 8)) - 1
    }
}

/// Float conversion settings of the current instruction.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FloatMode {
    /// Rounding mode (cr0).
    pub rm: RoundingMode,
    /// Retain half denormals.
    pub denorm_hf: bool,
    /// Retain single denormals.
    pub denorm_f: bool,
    /// Retain double denormals.
    pub denorm_df: bool,
}

/// Convert an execution value to the raw bits of a destination element of type `ty`.
///
/// * integer -> integer: wraps (two's complement truncation), or clamps with `sat`;
/// * float -> integer: rounds toward zero and clamps to the type's range, NaN gives 0;
/// * integer -> float and float -> narrower float: rounds per cr0;
/// * `sat` on a float destination clamps to [0, 1] (NaN gives 0).
pub(crate) fn encode(v: Val, ty: DataType, sat: bool, mode: FloatMode) -> u64 {
    let size = ty.size_bytes();
    if ty.is_float() {
        if let Val::F(f) = v {
            if f.is_nan() && !sat {
                // NaNs bit-exactly (Rust leaves `as` payloads unspecified)
                return match ty {
                    DataType::Df => f.to_bits(),
                    DataType::Hf => u64::from(float::encode_f16(f)),
                    _ => u64::from(float::narrow_nan(f)),
                };
            }
        }
        let f = match (v, ty) {
            (Val::I(i), DataType::Hf) => float::f16_to_f64(float::int_to_f16(i, mode.rm)),
            (Val::I(i), DataType::Df) => float::int_to_f64(i, mode.rm),
            (Val::I(i), _) => float::int_to_f32(i, mode.rm) as f64,
            (Val::F(f), DataType::Hf) => float::f16_to_f64(float::f64_to_f16(f, mode.rm)),
            (Val::F(f), DataType::Df) => f,
            (Val::F(f), _) => float::f64_to_f32(f, mode.rm) as f64,
        };
        let f = if sat {
            if f.is_nan() {
                0.0
            } else {
                f.clamp(0.0, 1.0)
            }
        } else {
            f
        };
        return match ty {
            DataType::Hf => {
                let h = float::f64_to_f16(f, mode.rm);
                let h = if !mode.denorm_hf && h & 0x7c00 == 0 {
                    h & 0x8000
                } else {
                    h
                };
                h as u64
            }
            DataType::Df => f.to_bits(),
            _ => u64::from(float::f32_bits(f)),
        };
    }
    let i = match v {
        Val::I(i) => {
            if sat {
                let (lo, hi) = int_range(ty);
                i.clamp(lo, hi)
            } else {
                i
            }
        }
        Val::F(f) => {
            if f.is_nan() {
                0
            } else {
                let (lo, hi) = int_range(ty);
                let t = f.trunc();
                if t <= lo as f64 {
                    lo
                } else if t >= hi as f64 {
                    hi
                } else {
                    t as i128
                }
            }
        }
    };
    (i as u64) & size_mask(size)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RNE: FloatMode = FloatMode {
        rm: RoundingMode::NearestEven,
        denorm_hf: true,
        denorm_f: true,
        denorm_df: true,
    };

    #[test]
    fn int_conversions_wrap_or_saturate() {
        assert_eq!(encode(Val::I(300), DataType::Ub, false, RNE), 44);
        assert_eq!(encode(Val::I(300), DataType::Ub, true, RNE), 255);
        assert_eq!(encode(Val::I(-5), DataType::Ub, true, RNE), 0);
        assert_eq!(encode(Val::I(-1), DataType::D, false, RNE), 0xffff_ffff);
        assert_eq!(encode(Val::I(1 << 40), DataType::D, true, RNE), 0x7fff_ffff);
        assert_eq!(decode(0xff, DataType::B), Val::I(-1));
        assert_eq!(decode(0xffff_fffe, DataType::Ud), Val::I(0xffff_fffe));
    }

    #[test]
    fn float_to_int_truncates_and_clamps() {
        assert_eq!(
            encode(Val::F(-2.7), DataType::D, false, RNE),
            (-2i32) as u32 as u64
        );
        assert_eq!(encode(Val::F(3e9), DataType::D, false, RNE), 0x7fff_ffff);
        assert_eq!(encode(Val::F(-1.0), DataType::Ud, false, RNE), 0);
        assert_eq!(encode(Val::F(f64::NAN), DataType::D, false, RNE), 0);
        assert_eq!(encode(Val::F(255.9), DataType::Ub, true, RNE), 255);
    }

    #[test]
    fn float_saturation() {
        let b = encode(Val::F(1.5), DataType::F, true, RNE);
        assert_eq!(f32::from_bits(b as u32), 1.0);
        let b = encode(Val::F(f64::NAN), DataType::F, true, RNE);
        assert_eq!(f32::from_bits(b as u32), 0.0);
        let b = encode(Val::F(-0.5), DataType::F, true, RNE);
        assert_eq!(f32::from_bits(b as u32), 0.0);
    }
}
