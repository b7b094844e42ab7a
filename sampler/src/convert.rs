//! Per-channel conversions between a texel's stored bits and the 32-bit values typed messages
//! carry (one DWord per channel: integers for integer formats, IEEE floats otherwise).
//!
//! Reads: unsigned integers zero-extend, signed integers sign-extend, unorm gives `x / max`,
//! snorm gives `max(x / max, -1)`, half widens to float; channels the format does not store
//! read as 0, and alpha as 1 (integer 1 for integer formats, 1.0 otherwise).
//! Writes: integers saturate to the channel's range (unsigned compare for uint, signed for
//! sint), unorm/snorm clamp to [0, 1] / [-1, 1], scale and round to nearest even (NaN gives 0),
//! floats narrow to half with round-to-nearest-even. These are OpenCL's `write_image*`
//! conversion rules, which Mesa's storage-image lowering for Gen9 also applies.

use crate::format::{ChannelKind, ImageFormat};
use isa::float::{f16_to_f32, f32_to_f16};

fn load(bytes: &[u8], size: usize) -> u32 {
    let mut v = [0u8; 4];
    v[..size].copy_from_slice(&bytes[..size]);
    u32::from_le_bytes(v)
}

/// The four channel values (red, green, blue, alpha) of the texel stored in `bytes`.
pub(crate) fn decode_texel(format: ImageFormat, bytes: &[u8]) -> [u32; 4] {
    let size = format.data_type.bytes() as usize;
    let bits = size as u32 * 8;
    let kind = format.data_type.kind();
    let max = if bits == 32 {
        u32::MAX
    } else {
        (1 << bits) - 1
    };
    let one = match kind {
        ChannelKind::Uint | ChannelKind::Sint => 1,
        _ => 1.0f32.to_bits(),
    };
    let mut out = [0, 0, 0, one];
    for (c, slot) in out.iter_mut().enumerate() {
        let Some(i) = format.order.stored_index(c as u32) else {
            continue;
        };
        let raw = load(&bytes[i as usize * size..], size);
        *slot = match kind {
            ChannelKind::Uint => raw,
            ChannelKind::Sint => (((raw << (32 - bits)) as i32) >> (32 - bits)) as u32,
            ChannelKind::Unorm => (raw as f32 / max as f32).to_bits(),
            ChannelKind::Snorm => {
                let smax = (max >> 1) as f32;
                let v = ((raw << (32 - bits)) as i32) >> (32 - bits);
                (v as f32 / smax).max(-1.0).to_bits()
            }
            ChannelKind::Float if size == 2 => f16_to_f32(raw as u16).to_bits(),
            ChannelKind::Float => raw,
        };
    }
    out
}

/// The stored bytes of a texel with channel values `rgba` (see the module documentation).
#[cfg(test)]
pub(crate) fn encode_texel(format: ImageFormat, rgba: [u32; 4]) -> Vec<u8> {
    let mut out = vec![0u8; format.texel_bytes() as usize];
    encode_texel_into(format, rgba, &mut out);
    out
}

/// The stored bytes of a texel with channel values `rgba` (the write conversions of the
/// module documentation: `write_image*`'s rules, also those of `clEnqueueFillImage`), into
/// `out`, which holds exactly `format.texel_bytes()` bytes.
pub fn encode_texel_into(format: ImageFormat, rgba: [u32; 4], out: &mut [u8]) {
    let size = format.data_type.bytes() as usize;
    let bits = size as u32 * 8;
    let max = if bits == 32 {
        u32::MAX
    } else {
        (1 << bits) - 1
    };
    out.fill(0);
    for (c, &v) in rgba.iter().enumerate() {
        let Some(i) = format.order.stored_index(c as u32) else {
            continue;
        };
        let f = f32::from_bits(v);
        let stored: u32 = match format.data_type.kind() {
            ChannelKind::Uint => v.min(max),
            ChannelKind::Sint => {
                let smax = (max >> 1) as i32;
                (v as i32).clamp(-smax - 1, smax) as u32
            }
            ChannelKind::Unorm if f.is_nan() => 0,
            ChannelKind::Unorm => (f.clamp(0.0, 1.0) * max as f32).round_ties_even() as u32,
            ChannelKind::Snorm if f.is_nan() => 0,
            ChannelKind::Snorm => {
                let smax = (max >> 1) as f32;
                ((f.clamp(-1.0, 1.0) * smax).round_ties_even() as i32) as u32
            }
            ChannelKind::Float if size == 2 => u32::from(f32_to_f16(f)),
            ChannelKind::Float => v,
        };
        out[i as usize * size..(i as usize + 1) * size]
            .copy_from_slice(&stored.to_le_bytes()[..size]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{ChannelOrder, ChannelType};

    // IEEE-754 binary16 reference values.
    #[test]
    fn half_conversions() {
        assert_eq!(f32_to_f16(1.0), 0x3C00);
        assert_eq!(f32_to_f16(-2.0), 0xC000);
        assert_eq!(f32_to_f16(65504.0), 0x7BFF);
        assert_eq!(f32_to_f16(65520.0), 0x7C00); // rounds up to infinity
        assert_eq!(f32_to_f16(f32::from_bits(0x3380_0000)), 0x0001); // 2^-24
        assert_eq!(f32_to_f16(f32::from_bits(0x3300_0000)), 0x0000); // 2^-25 ties to even 0
        assert_eq!(f32_to_f16(1.0 + 1.0 / 2048.0), 0x3C00); // tie -> even
        assert_eq!(f32_to_f16(1.0 + 3.0 / 2048.0), 0x3C02); // tie -> even (up)
        assert_eq!(f16_to_f32(0x3C00), 1.0);
        assert_eq!(f16_to_f32(0x0001), f32::from_bits(0x3380_0000));
        assert_eq!(f16_to_f32(0xFC00), f32::NEG_INFINITY);
        assert!(f16_to_f32(0x7E00).is_nan());
    }

    #[test]
    fn integer_saturation_and_defaults() {
        let r8u = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt8);
        assert_eq!(encode_texel(r8u, [300, 0, 0, 0]), vec![255]);
        assert_eq!(decode_texel(r8u, &[200]), [200, 0, 0, 1]);
        let rg16s = ImageFormat::new(ChannelOrder::RG, ChannelType::SignedInt16);
        assert_eq!(
            encode_texel(rg16s, [(-40000i32) as u32, 5, 0, 0]),
            vec![0x00, 0x80, 5, 0]
        );
        assert_eq!(
            decode_texel(rg16s, &[0x00, 0x80, 5, 0]),
            [(-32768i32) as u32, 5, 0, 1]
        );
    }

    #[test]
    fn normalized_and_bgra() {
        let bgra = ImageFormat::new(ChannelOrder::BGRA, ChannelType::UnormInt8);
        let rgba = [1.0f32, 0.5, 0.0, 2.0].map(f32::to_bits);
        // 0.5 * 255 = 127.5 -> 128 (ties to even); alpha clamps to 1.0 -> 255.
        assert_eq!(encode_texel(bgra, rgba), vec![0, 128, 255, 255]);
        let back = decode_texel(bgra, &[0, 128, 255, 255]).map(f32::from_bits);
        assert_eq!(back, [1.0, 128.0 / 255.0, 0.0, 1.0]);
        let snorm = ImageFormat::new(ChannelOrder::R, ChannelType::SnormInt8);
        assert_eq!(
            encode_texel(snorm, [(-1.5f32).to_bits(), 0, 0, 0]),
            vec![0x81]
        );
        assert_eq!(f32::from_bits(decode_texel(snorm, &[0x80])[0]), -1.0);
    }
}
