//! Immediate operands: IGA's integer, hexadecimal and floating-point spellings, converted to the
//! bits the instruction stores.
//!
//! Storage conventions (the same as the hardware and iga64's assembler):
//! - `:w`/`:uw`/`:hf` values are 16 bits, replicated into both halves of the 32-bit field;
//! - `:d`/`:ud`/`:f`/`:v`/`:uv`/`:vf` are 32 bits;
//! - `:q`/`:uq`/`:df` use the full 64 bits.
//!
//! Hexadecimal spellings are raw bits for every type (`0x3F800000:f` is 1.0); decimal spellings
//! are values (`-2:w`, `1.5:hf`, `-inf:f`, `2.402265e-01:f`).

use crate::model::DataType;

/// The literal text of an immediate before its type is known.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Literal {
    /// `0x...`: raw bits; `negative` when written `-0x...`.
    Hex {
        /// The digits' value.
        bits: u64,
        /// Written with a leading minus sign.
        negative: bool,
    },
    /// A decimal integer (no `.`, exponent, `inf` or `nan`).
    Int(i128),
    /// A decimal number with a fraction or exponent, or `inf` / `nan`, as written.
    Float(String),
    /// `qnan(0xP)` / `snan(0xP)`: a NaN with the given payload (the mantissa bits below the
    /// quiet bit), as iga64 prints NaN float immediates.
    Nan {
        /// Written with a leading minus sign (sign bit set).
        negative: bool,
        /// Quiet NaN (`qnan`) or signalling (`snan`).
        quiet: bool,
        /// Payload bits.
        payload: u64,
    },
}

/// Convert a literal to the stored bits for type `ty`; `Err` carries the reason.
pub(crate) fn to_bits(lit: &Literal, ty: DataType) -> Result<u64, String> {
    use DataType as T;
    if let Literal::Nan {
        negative,
        quiet,
        payload,
    } = *lit
    {
        return nan_bits(negative, quiet, payload, ty);
    }
    match ty {
        T::B | T::Ub => Err("byte types cannot be immediates on Gen9".to_string()),
        T::V | T::Uv | T::Vf => match lit {
            Literal::Hex {
                bits,
                negative: false,
            } if *bits <= u32::MAX as u64 => Ok(*bits),
            _ => Err(format!(
                "packed-vector :{} immediates are written as 32-bit hex (e.g. 0x76543210)",
                ty.iga_name()
            )),
        },
        T::W | T::Uw => int_bits(lit, 16, ty).map(|v| v | (v << 16)),
        T::D | T::Ud => int_bits(lit, 32, ty),
        T::Q | T::Uq => int_bits(lit, 64, ty),
        T::F => match lit {
            Literal::Hex { .. } => raw_hex(lit, 32),
            _ => f32_bits(lit),
        },
        T::Df => match lit {
            Literal::Hex { .. } => raw_hex(lit, 64),
            _ => float_value(lit, "df").map(|v| v.to_bits()),
        },
        T::Hf => match lit {
            Literal::Hex { .. } => raw_hex(lit, 16).map(|v| v | (v << 16)),
            _ => float_value(lit, "hf").and_then(|v| {
                let h = f64_to_f16(v) as u64;
                if v.is_finite() && h & 0x7FFF == 0x7C00 {
                    return Err(overflows(lit, "hf"));
                }
                Ok(h | (h << 16))
            }),
        },
    }
}

/// Bits of a NaN of float type `ty` with the given sign, quiet bit and payload.
fn nan_bits(negative: bool, quiet: bool, payload: u64, ty: DataType) -> Result<u64, String> {
    // (exponent+mantissa width, mantissa width) of each float type.
    let (total, man) = match ty {
        DataType::Hf => (16u32, 10u32),
        DataType::F => (32, 23),
        DataType::Df => (64, 52),
        _ => return Err(format!("a NaN cannot have type :{}", ty.iga_name())),
    };
    let quiet_bit = 1u64 << (man - 1);
    if payload >= quiet_bit {
        return Err(format!(
            "NaN payload {payload:#x} does not fit below the quiet bit"
        ));
    }
    if !quiet && payload == 0 {
        return Err("snan(0x0) would be infinity; a signalling NaN needs a payload".to_string());
    }
    let exp_mask = ((1u64 << (total - 1 - man)) - 1) << man;
    let sign = (negative as u64) << (total - 1);
    let bits = sign | exp_mask | if quiet { quiet_bit } else { 0 } | payload;
    Ok(if ty == DataType::Hf {
        bits | (bits << 16)
    } else {
        bits
    })
}

/// Raw hexadecimal bits that must fit `width` bits and carry no minus sign.
fn raw_hex(lit: &Literal, width: u32) -> Result<u64, String> {
    match lit {
        Literal::Hex {
            bits,
            negative: false,
        } if width == 64 || *bits < (1u64 << width) => Ok(*bits),
        Literal::Hex { negative: true, .. } => {
            Err("a hexadecimal float immediate is raw bits and cannot be negated".to_string())
        }
        _ => Err(format!("value does not fit {width} bits")),
    }
}

/// An integer literal as `width`-bit two's-complement bits; values from the most negative
/// signed value up to the largest unsigned value are accepted (iga accepts `-1:ud`).
fn int_bits(lit: &Literal, width: u32, ty: DataType) -> Result<u64, String> {
    let v: i128 = match lit {
        Literal::Hex { bits, negative } => {
            if *negative {
                -(*bits as i128)
            } else {
                *bits as i128
            }
        }
        Literal::Int(v) => *v,
        Literal::Float(s) => {
            return Err(format!(
                "`{s}` is not an integer, but the type is :{}",
                ty.iga_name()
            ))
        }
        Literal::Nan { .. } => {
            return Err(format!("a NaN is not an integer (type :{})", ty.iga_name()))
        }
    };
    let min = -(1i128 << (width - 1));
    let max = (1i128 << width) - 1;
    if v < min || v > max {
        return Err(format!("{v} does not fit :{}", ty.iga_name()));
    }
    let mask = if width == 64 {
        u64::MAX as u128
    } else {
        (1u128 << width) - 1
    };
    Ok(((v as u128) & mask) as u64)
}

/// A decimal literal as an `f64` value; a finite one too large for `f64` is an error (for an
/// immediate of type `:ty`).
fn float_value(lit: &Literal, ty: &str) -> Result<f64, String> {
    match lit {
        Literal::Int(v) => Ok(*v as f64),
        Literal::Float(s) => {
            let v = parse_float(s)?;
            if v.is_infinite() && !s.to_ascii_lowercase().contains("inf") {
                return Err(overflows(lit, ty));
            }
            Ok(v)
        }
        Literal::Hex { .. } | Literal::Nan { .. } => Err("not a decimal value".to_string()),
    }
}

/// Single-precision bits parsed directly from the text, so the rounding is that of a correctly
/// rounded decimal-to-f32 conversion (no double rounding through f64).
fn f32_bits(lit: &Literal) -> Result<u64, String> {
    let text = match lit {
        Literal::Float(s) => s.to_ascii_lowercase(),
        Literal::Int(v) => format!("{v}"),
        Literal::Hex { .. } | Literal::Nan { .. } => return Err("not a decimal value".to_string()),
    };
    let v = match text.as_str() {
        "inf" | "+inf" => f32::INFINITY,
        "-inf" => f32::NEG_INFINITY,
        t if t.contains("nan") => {
            return Err("NaN immediates must be written as hexadecimal bits".to_string())
        }
        t => t
            .parse::<f32>()
            .map_err(|_| format!("`{t}` is not a decimal number"))?,
    };
    if v.is_infinite() && !text.contains("inf") {
        return Err(overflows(lit, "f"));
    }
    Ok(v.to_bits() as u64)
}

/// The error of a finite decimal literal too large for float type `:ty` (its correctly
/// rounded value would be an infinity).
fn overflows(lit: &Literal, ty: &str) -> String {
    let text = match lit {
        Literal::Float(s) => s.clone(),
        Literal::Int(v) => v.to_string(),
        _ => String::new(),
    };
    format!("`{text}` overflows :{ty} (write `inf` or `-inf` for an infinity)")
}

/// Parse a decimal float (`1.5`, `-2.4e-01`, `inf`, `-inf`); NaN needs hex bits.
fn parse_float(s: &str) -> Result<f64, String> {
    let t = s.to_ascii_lowercase();
    match t.as_str() {
        "inf" | "+inf" => return Ok(f64::INFINITY),
        "-inf" => return Ok(f64::NEG_INFINITY),
        _ => {}
    }
    if t.contains("nan") {
        return Err("NaN immediates must be written as hexadecimal bits".to_string());
    }
    t.parse::<f64>()
        .map_err(|_| format!("`{s}` is not a decimal number"))
}

/// Round an `f64` to IEEE half precision (round to nearest even), returning its bits.
pub(crate) fn f64_to_f16(v: f64) -> u16 {
    let bits = v.to_bits();
    let sign = ((bits >> 63) as u16) << 15;
    let a = v.abs();
    if a.is_nan() {
        return sign | 0x7E00;
    }
    if a.is_infinite() {
        return sign | 0x7C00;
    }
    // Smallest subnormal is 2^-24; work in units of 2^-24 for subnormals, otherwise scale
    // the mantissa to 11 significant bits and round to nearest even.
    let exp = if a == 0.0 {
        -1075
    } else {
        ((a.to_bits() >> 52) as i32 & 0x7FF) - 1023
    };
    if exp < -14 {
        // Subnormal (or zero): value / 2^-24, rounded to nearest even.
        let scaled = a * (1u64 << 24) as f64;
        let r = round_half_even(scaled);
        // r can reach 1024 (the smallest normal), whose bits are 0x0400: still correct.
        return sign | r as u16;
    }
    if exp > 15 {
        return sign | 0x7C00;
    }
    // Normal: significand in [1, 2) with 10 fraction bits.
    let m = a / 2f64.powi(exp); // in [1, 2)
    let frac = round_half_even((m - 1.0) * 1024.0);
    let (mut e, mut f) = (exp + 15, frac);
    if f == 1024 {
        f = 0;
        e += 1;
    }
    if e >= 31 {
        return sign | 0x7C00;
    }
    sign | ((e as u16) << 10) | f as u16
}

/// Round to the nearest integer, ties to even.
fn round_half_even(x: f64) -> u64 {
    let fl = x.floor();
    let diff = x - fl;
    let mut r = fl as u64;
    if diff > 0.5 || (diff == 0.5 && r % 2 == 1) {
        r += 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_precision_rounding() {
        // Values from the IEEE 754 binary16 definition.
        assert_eq!(f64_to_f16(1.0), 0x3C00);
        assert_eq!(f64_to_f16(1.5), 0x3E00);
        assert_eq!(f64_to_f16(-2.0), 0xC000);
        assert_eq!(f64_to_f16(65504.0), 0x7BFF);
        assert_eq!(f64_to_f16(65520.0), 0x7C00);
        assert_eq!(f64_to_f16(2f64.powi(-24)), 0x0001);
        assert_eq!(f64_to_f16(2f64.powi(-14)), 0x0400);
        assert_eq!(f64_to_f16(0.0), 0x0000);
        assert_eq!(f64_to_f16(-0.0), 0x8000);
        assert_eq!(f64_to_f16(f64::NEG_INFINITY), 0xFC00);
        // 1 + 2^-11 is a tie between 1.0 and the next value: rounds to even (1.0).
        assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3C00);
        assert_eq!(f64_to_f16(1.0 + 3.0 * 2f64.powi(-11)), 0x3C02);
    }

    #[test]
    fn word_immediates_are_replicated() {
        assert_eq!(to_bits(&Literal::Int(-2), DataType::W), Ok(0xFFFE_FFFE));
        assert_eq!(
            to_bits(&Literal::Float("1.5".into()), DataType::Hf),
            Ok(0x3E00_3E00)
        );
        assert!(to_bits(&Literal::Int(70000), DataType::Uw).is_err());
        assert!(to_bits(&Literal::Int(1), DataType::B).is_err());
    }

    #[test]
    fn float_spellings() {
        assert_eq!(
            to_bits(&Literal::Float("-inf".into()), DataType::F),
            Ok(0xFF80_0000)
        );
        assert_eq!(
            to_bits(&Literal::Float("1.5".into()), DataType::Df),
            Ok(0x3FF8_0000_0000_0000)
        );
        assert_eq!(
            to_bits(
                &Literal::Hex {
                    bits: 0x3F80_0000,
                    negative: false
                },
                DataType::F
            ),
            Ok(0x3F80_0000)
        );
    }

    #[test]
    fn finite_literals_too_large_for_the_type_are_refused() {
        // largest finite values: f32 3.40282347e38, f64 1.797...e308, f16 65504
        let f = |t: &str, ty| to_bits(&Literal::Float(t.into()), ty);
        assert_eq!(f("3.4028234e38", DataType::F), Ok(0x7F7F_FFFF));
        let e = f("1e40", DataType::F).unwrap_err();
        assert!(e.contains("`1e40` overflows :f"), "{e}");
        assert!(f("-1e40", DataType::F).is_err());
        assert!(f("1e309", DataType::Df)
            .unwrap_err()
            .contains("overflows :df"));
        assert!(f("1e5", DataType::Hf)
            .unwrap_err()
            .contains("overflows :hf"));
        assert!(to_bits(&Literal::Int(70000), DataType::Hf).is_err());
        assert_eq!(f("65504.0", DataType::Hf), Ok(0x7BFF_7BFF));
        // spelled-out infinities stay
        assert_eq!(f("inf", DataType::F), Ok(0x7F80_0000));
        assert_eq!(f("-inf", DataType::Df), Ok(0xFFF0_0000_0000_0000));
        assert_eq!(f("inf", DataType::Hf), Ok(0x7C00_7C00));
    }
}
