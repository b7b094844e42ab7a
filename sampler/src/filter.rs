//! Texel addressing and filtering of `sample_lz`: the address modes on integer texel indices,
//! nearest selection, and linear (bilinear) weights.
//!
//! Linear filtering follows the texel address computation of the OpenCL C specification
//! (OpenCL 2.0 C, section 8.2 "Image addressing and filtering", `CLK_FILTER_LINEAR`): along
//! each axis the texel-space coordinate is `t = u - 0.5` (`u * size - 0.5` for normalized
//! coordinates), the two texels are `floor(t)` and `floor(t) + 1` after the address mode, and
//! the second one's weight is `frac(t)`. The sampler works on a fixed-point coordinate with 8
//! bits of sub-texel precision (the Direct3D requirement Gen9 implements,
//! `D3D11_SUBTEXEL_FRACTIONAL_BIT_COUNT` = 8): `t` is computed exactly from the float
//! coordinate and rounded to the nearest multiple of 1/256 (halves up), as the sampler state's
//! "address rounding enable" bits ask; IGC's inline samplers and the drivers set them for every
//! linear filter. Weights are therefore multiples of 1/256 and a coordinate on a texel centre
//! returns that texel exactly.
//!
//! The blend `sum(w_i * T_i)` over the 2 x 2 footprint, in the OpenCL formula's order, is
//! computed in double precision (each weight product is exact) and rounded once to float.
//! The silicon's blend precision is not documented; see docs/known-gaps.md.

use crate::sampler_state::{AddressMode, SamplerState};

/// Fractional bits of the sub-texel coordinate.
pub(crate) const SUBTEXEL_BITS: u32 = 8;

/// Largest texel-space magnitude kept before the fixed-point conversion (far beyond any image
/// size, so clamping changes no texel choice and keeps the integer conversion in range).
const COORD_LIMIT: f64 = 1e12;

/// The texel index `i` on an axis of `size` texels after the address mode; `None` for the
/// border colour.
pub(crate) fn address(i: i64, size: u32, mode: AddressMode) -> Option<u32> {
    let n = i64::from(size);
    let idx = match mode {
        AddressMode::ClampToEdge => i.clamp(0, n - 1),
        AddressMode::ClampToBorder => {
            if !(0..n).contains(&i) {
                return None;
            }
            i
        }
        AddressMode::Repeat => i.rem_euclid(n),
        AddressMode::MirroredRepeat => {
            let j = i.rem_euclid(2 * n);
            if j < n {
                j
            } else {
                2 * n - 1 - j
            }
        }
    };
    Some(idx as u32)
}

/// The texel nearest filtering selects: `floor(u)` (`floor(u * size)` normalized), a NaN
/// coordinate taken as 0.
pub(crate) fn nearest(coord: f32, size: u32, st: &SamplerState) -> Option<u32> {
    let c = if st.normalized {
        coord * size as f32
    } else {
        coord
    };
    let c = if c.is_nan() { 0.0 } else { c };
    address(c.floor() as i64, size, st.address)
}

/// One axis of a linear footprint: the two texels (`None`: border) and the weight of the
/// second.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Axis {
    /// `floor(t)` and `floor(t) + 1` after the address mode.
    pub texel: [Option<u32>; 2],
    /// `frac(t)` at 8-bit precision: the weight of `texel[1]`.
    pub frac: f64,
}

/// The linear footprint along one axis for coordinate `coord` (a NaN coordinate taken as 0).
pub(crate) fn linear_axis(coord: f32, size: u32, st: &SamplerState) -> Axis {
    let c = if coord.is_nan() {
        0.0
    } else {
        f64::from(coord)
    };
    // exact: a float times an integer below 2^14 fits a double's mantissa
    let t = if st.normalized {
        c * f64::from(size)
    } else {
        c
    } - 0.5;
    let t = t.clamp(-COORD_LIMIT, COORD_LIMIT);
    let one = f64::from(1u32 << SUBTEXEL_BITS);
    let fixed = (t * one + 0.5).floor() as i64;
    let i0 = fixed >> SUBTEXEL_BITS;
    let frac = (fixed & ((1 << SUBTEXEL_BITS) - 1)) as f64 / one;
    Axis {
        texel: [
            address(i0, size, st.address),
            address(i0 + 1, size, st.address),
        ],
        frac,
    }
}

/// The weights of the two texels of an axis: `1 - frac`, `frac`.
pub(crate) fn weights(a: &Axis) -> [f64; 2] {
    [1.0 - a.frac, a.frac]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sampler_state::Filter;

    fn st(normalized: bool, address: AddressMode) -> SamplerState {
        SamplerState {
            normalized,
            address,
            filter: Filter::Linear,
        }
    }

    #[test]
    fn sub_texel_fraction_rounds_to_eight_bits() {
        let s = st(false, AddressMode::ClampToEdge);
        // 1.5 is a texel centre: texel 1 alone
        assert_eq!(
            linear_axis(1.5, 4, &s),
            Axis {
                texel: [Some(1), Some(2)],
                frac: 0.0
            }
        );
        // t = 0.75 + 1/1024: nearest 1/256 step is 192/256
        let a = linear_axis(1.25 + 1.0 / 1024.0, 4, &s);
        assert_eq!(a.frac, 192.0 / 256.0);
        // t = 0.75 + 3/1024 rounds up to 193/256; a half step rounds up
        assert_eq!(linear_axis(1.25 + 3.0 / 1024.0, 4, &s).frac, 193.0 / 256.0);
        assert_eq!(linear_axis(1.25 + 1.0 / 512.0, 4, &s).frac, 193.0 / 256.0);
        // just below a texel centre rounds to it: t = 1 - 2^-10 -> texel 1, weight 0
        let a = linear_axis(1.5 - 1.0 / 1024.0, 4, &s);
        assert_eq!((a.texel, a.frac), ([Some(1), Some(2)], 0.0));
        // left of the first centre: texels -1 (clamped to 0) and 0
        let a = linear_axis(0.25, 4, &s);
        assert_eq!((a.texel, a.frac), ([Some(0), Some(0)], 0.75));
        // border: texel -1 is outside
        let a = linear_axis(0.25, 4, &st(false, AddressMode::ClampToBorder));
        assert_eq!(a.texel, [None, Some(0)]);
    }

    #[test]
    fn normalized_repeat_and_mirror_wrap_indices() {
        // u = 1/16 on 4 texels: t = -0.25 -> texels -1, 0 with weight 0.75
        let a = linear_axis(0.0625, 4, &st(true, AddressMode::Repeat));
        assert_eq!((a.texel, a.frac), ([Some(3), Some(0)], 0.75));
        let a = linear_axis(0.0625, 4, &st(true, AddressMode::MirroredRepeat));
        assert_eq!(a.texel, [Some(0), Some(0)]);
        // u = 1.0625 wraps to the same texels
        let a = linear_axis(1.0625, 4, &st(true, AddressMode::Repeat));
        assert_eq!((a.texel, a.frac), ([Some(3), Some(0)], 0.75));
        // huge and NaN coordinates stay in range
        let a = linear_axis(f32::INFINITY, 4, &st(true, AddressMode::Repeat));
        assert!(a.texel.iter().all(|t| t.is_some_and(|t| t < 4)));
        let a = linear_axis(f32::NAN, 4, &st(false, AddressMode::ClampToEdge));
        assert_eq!(a.texel, [Some(0), Some(0)]);
    }
}
