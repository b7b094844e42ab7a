//! Image formats: the OpenCL view (channel order x channel type) and the Gen9 `SURFACE_FORMAT`
//! a surface state names.
//!
//! The `SURFACE_FORMAT` numbers are the Gen9 hardware enumeration (as listed in Mesa's
//! `isl_format` enum). Only the formats an OpenCL image can have are modelled; the rest are
//! rejected with an error naming the number.

/// OpenCL channel orders (CL_R, CL_RG, CL_RGBA, CL_BGRA).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ChannelOrder {
    /// One channel (red).
    R,
    /// Two channels (red, green).
    RG,
    /// Four channels stored red, green, blue, alpha.
    RGBA,
    /// Four channels stored blue, green, red, alpha.
    BGRA,
}

impl ChannelOrder {
    /// Number of stored channels.
    pub fn channels(self) -> u32 {
        match self {
            ChannelOrder::R => 1,
            ChannelOrder::RG => 2,
            ChannelOrder::RGBA | ChannelOrder::BGRA => 4,
        }
    }

    /// Which stored channel holds API channel `c` (0 = red .. 3 = alpha), if stored.
    pub fn stored_index(self, c: u32) -> Option<u32> {
        match self {
            ChannelOrder::BGRA => match c {
                0 => Some(2),
                1 => Some(1),
                2 => Some(0),
                3 => Some(3),
                _ => None,
            },
            other => (c < other.channels()).then_some(c),
        }
    }
}

/// OpenCL channel data types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ChannelType {
    /// CL_UNSIGNED_INT8.
    UnsignedInt8,
    /// CL_UNSIGNED_INT16.
    UnsignedInt16,
    /// CL_UNSIGNED_INT32.
    UnsignedInt32,
    /// CL_SIGNED_INT8.
    SignedInt8,
    /// CL_SIGNED_INT16.
    SignedInt16,
    /// CL_SIGNED_INT32.
    SignedInt32,
    /// CL_UNORM_INT8.
    UnormInt8,
    /// CL_UNORM_INT16.
    UnormInt16,
    /// CL_SNORM_INT8.
    SnormInt8,
    /// CL_SNORM_INT16.
    SnormInt16,
    /// CL_HALF_FLOAT.
    HalfFloat,
    /// CL_FLOAT.
    Float,
}

/// How a channel's bits are interpreted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChannelKind {
    /// Unsigned integer (returned zero-extended to 32 bits).
    Uint,
    /// Signed integer (returned sign-extended to 32 bits).
    Sint,
    /// Unsigned normalized: `x / (2^bits - 1)` as a float.
    Unorm,
    /// Signed normalized: `max(x / (2^(bits-1) - 1), -1)` as a float.
    Snorm,
    /// IEEE float (16 or 32 bits), returned as a 32-bit float.
    Float,
}

impl ChannelType {
    /// Bytes per channel.
    pub fn bytes(self) -> u32 {
        use ChannelType::*;
        match self {
            UnsignedInt8 | SignedInt8 | UnormInt8 | SnormInt8 => 1,
            UnsignedInt16 | SignedInt16 | UnormInt16 | SnormInt16 | HalfFloat => 2,
            UnsignedInt32 | SignedInt32 | Float => 4,
        }
    }

    /// The interpretation of the channel bits.
    pub fn kind(self) -> ChannelKind {
        use ChannelType::*;
        match self {
            UnsignedInt8 | UnsignedInt16 | UnsignedInt32 => ChannelKind::Uint,
            SignedInt8 | SignedInt16 | SignedInt32 => ChannelKind::Sint,
            UnormInt8 | UnormInt16 => ChannelKind::Unorm,
            SnormInt8 | SnormInt16 => ChannelKind::Snorm,
            HalfFloat | Float => ChannelKind::Float,
        }
    }
}

/// An OpenCL image format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImageFormat {
    /// Channel order.
    pub order: ChannelOrder,
    /// Channel data type.
    pub data_type: ChannelType,
}

impl ImageFormat {
    /// A format from its two parts.
    pub fn new(order: ChannelOrder, data_type: ChannelType) -> Self {
        ImageFormat { order, data_type }
    }

    /// Bytes per texel.
    pub fn texel_bytes(&self) -> u32 {
        self.order.channels() * self.data_type.bytes()
    }

    /// The Gen9 surface format, or `None` when Gen9 has no such format (BGRA exists only as
    /// 8-bit unorm).
    pub fn surface_format(&self) -> Option<SurfaceFormat> {
        FORMATS
            .iter()
            .find(|(_, f)| f == self)
            .map(|&(n, _)| SurfaceFormat(n))
    }
}

/// A Gen9 `SURFACE_FORMAT` number (RENDER_SURFACE_STATE bits 27:18 of DWord 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SurfaceFormat(pub u16);

impl SurfaceFormat {
    /// The OpenCL format this surface format stores, if it is one eusim models.
    pub fn image_format(self) -> Option<ImageFormat> {
        FORMATS.iter().find(|(n, _)| *n == self.0).map(|&(_, f)| f)
    }
}

const fn f(order: ChannelOrder, data_type: ChannelType) -> ImageFormat {
    ImageFormat { order, data_type }
}

use ChannelOrder::{BGRA, R, RG, RGBA};
use ChannelType::*;

/// (Gen9 SURFACE_FORMAT, OpenCL format) pairs.
const FORMATS: &[(u16, ImageFormat)] = &[
    // R32G32B32A32_{FLOAT, SINT, UINT}
    (0, f(RGBA, Float)),
    (1, f(RGBA, SignedInt32)),
    (2, f(RGBA, UnsignedInt32)),
    // R16G16B16A16_{UNORM, SNORM, SINT, UINT, FLOAT}
    (128, f(RGBA, UnormInt16)),
    (129, f(RGBA, SnormInt16)),
    (130, f(RGBA, SignedInt16)),
    (131, f(RGBA, UnsignedInt16)),
    (132, f(RGBA, HalfFloat)),
    // R32G32_{FLOAT, SINT, UINT}
    (133, f(RG, Float)),
    (134, f(RG, SignedInt32)),
    (135, f(RG, UnsignedInt32)),
    // B8G8R8A8_UNORM
    (192, f(BGRA, UnormInt8)),
    // R8G8B8A8_{UNORM, SNORM, SINT, UINT}
    (199, f(RGBA, UnormInt8)),
    (201, f(RGBA, SnormInt8)),
    (202, f(RGBA, SignedInt8)),
    (203, f(RGBA, UnsignedInt8)),
    // R16G16_{UNORM, SNORM, SINT, UINT, FLOAT}
    (204, f(RG, UnormInt16)),
    (205, f(RG, SnormInt16)),
    (206, f(RG, SignedInt16)),
    (207, f(RG, UnsignedInt16)),
    (208, f(RG, HalfFloat)),
    // R32_{SINT, UINT, FLOAT}
    (214, f(R, SignedInt32)),
    (215, f(R, UnsignedInt32)),
    (216, f(R, Float)),
    // R8G8_{UNORM, SNORM, SINT, UINT}
    (262, f(RG, UnormInt8)),
    (263, f(RG, SnormInt8)),
    (264, f(RG, SignedInt8)),
    (265, f(RG, UnsignedInt8)),
    // R16_{UNORM, SNORM, SINT, UINT, FLOAT}
    (266, f(R, UnormInt16)),
    (267, f(R, SnormInt16)),
    (268, f(R, SignedInt16)),
    (269, f(R, UnsignedInt16)),
    (270, f(R, HalfFloat)),
    // R8_{UNORM, SNORM, SINT, UINT}
    (320, f(R, UnormInt8)),
    (321, f(R, SnormInt8)),
    (322, f(R, SignedInt8)),
    (323, f(R, UnsignedInt8)),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_maps_both_ways() {
        for &(n, fmt) in FORMATS {
            assert_eq!(fmt.surface_format(), Some(SurfaceFormat(n)));
            assert_eq!(SurfaceFormat(n).image_format(), Some(fmt));
        }
        assert_eq!(f(BGRA, UnsignedInt8).surface_format(), None);
        assert_eq!(SurfaceFormat(511).image_format(), None);
    }

    #[test]
    fn bgra_swizzle() {
        assert_eq!(BGRA.stored_index(0), Some(2));
        assert_eq!(BGRA.stored_index(2), Some(0));
        assert_eq!(RG.stored_index(2), None);
        assert_eq!(R.stored_index(0), Some(0));
    }
}
