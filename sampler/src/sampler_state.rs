//! Sampler state: the OpenCL sampler properties eusim models and the Gen9 `SAMPLER_STATE`
//! (4 DWords) that holds them.
//!
//! Field positions (Gen9 genxml, struct SAMPLER_STATE): Sampler Disable 31, Mip Mode Filter
//! 21:20, Mag Mode Filter 19:17, Min Mode Filter 16:14 (0 nearest, 1 linear, 2 anisotropic,
//! 6 mono); ChromaKey Enable 39, Shadow Function 35:33; Reduction Type Enable 105,
//! Non-normalized Coordinate Enable 106, TCX / TCY / TCZ Address Control Mode 104:102 /
//! 101:99 / 98:96 (0 wrap, 1 mirror, 2 clamp, 3 cube, 4 clamp to border, 5 mirror once,
//! 6 half border).
//!
//! OpenCL addressing maps to: CLK_ADDRESS_REPEAT -> wrap, MIRRORED_REPEAT -> mirror,
//! CLAMP_TO_EDGE -> clamp, CLAMP -> clamp to border, NONE -> clamp (what IGC programs for an
//! inline NONE sampler; OpenCL leaves out-of-range coordinates undefined under NONE). The border colour is OpenCL's: (0, 0, 0, 0)
//! for formats with alpha, (0, 0, 0, 1) otherwise; eusim does not read a border-colour state.

/// How coordinates outside the image are resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AddressMode {
    /// Wrap around (hardware WRAP, OpenCL REPEAT).
    Repeat,
    /// Mirror every other repetition (hardware MIRROR, OpenCL MIRRORED_REPEAT).
    MirroredRepeat,
    /// Clamp to the edge texel (hardware CLAMP, OpenCL CLAMP_TO_EDGE and NONE).
    ClampToEdge,
    /// Outside texels read the border colour (hardware CLAMP_BORDER, OpenCL CLAMP).
    ClampToBorder,
}

impl AddressMode {
    fn tcm(self) -> u32 {
        match self {
            AddressMode::Repeat => 0,
            AddressMode::MirroredRepeat => 1,
            AddressMode::ClampToEdge => 2,
            AddressMode::ClampToBorder => 4,
        }
    }

    fn from_tcm(v: u32) -> Option<Self> {
        Some(match v {
            0 => AddressMode::Repeat,
            1 => AddressMode::MirroredRepeat,
            2 => AddressMode::ClampToEdge,
            4 => AddressMode::ClampToBorder,
            _ => return None,
        })
    }
}

/// Texel filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Filter {
    /// Nearest texel.
    Nearest,
    /// Bilinear: the 2 x 2 footprint weighted at 8-bit sub-texel precision (see the crate's
    /// `filter` module).
    Linear,
}

/// The sampler properties eusim models.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SamplerState {
    /// Coordinates in [0, 1) across the image (false: in texels).
    pub normalized: bool,
    /// Addressing, the same for every dimension.
    pub address: AddressMode,
    /// Minification and magnification filter.
    pub filter: Filter,
}

/// Size of a SAMPLER_STATE in bytes.
pub const SAMPLER_STATE_BYTES: usize = 16;

/// Why sampler-state bytes do not describe a sampler eusim can use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SamplerStateError {
    /// Fewer than 16 bytes.
    #[error("sampler state has {0} bytes, 16 expected")]
    Short(usize),
    /// A field holds a value eusim does not model.
    #[error("sampler state: unsupported {field} = {value}")]
    Unsupported {
        /// Field name.
        field: &'static str,
        /// Its value.
        value: u32,
    },
}

/// DWord 3 bits 18:13: the U/V/R address min/mag filter rounding enables, which IGC's inline
/// samplers (and the drivers) set for linear filtering.
const ADDRESS_ROUNDING: u32 = 0x3F << 13;

/// The 16 bytes of the SAMPLER_STATE for `s` (mip filter none, LOD fields zero; address
/// rounding enabled for linear filtering, as IGC programs it).
pub fn build(s: &SamplerState) -> [u8; SAMPLER_STATE_BYTES] {
    let (filt, rounding) = match s.filter {
        Filter::Nearest => (0, 0),
        Filter::Linear => (1, ADDRESS_ROUNDING),
    };
    let t = s.address.tcm();
    let dw = [
        (filt << 17) | (filt << 14),
        0,
        0,
        rounding | (u32::from(!s.normalized) << 10) | (t << 6) | (t << 3) | t,
    ];
    let mut out = [0u8; SAMPLER_STATE_BYTES];
    for (i, d) in dw.iter().enumerate() {
        out[i * 4..i * 4 + 4].copy_from_slice(&d.to_le_bytes());
    }
    out
}

/// Decodes SAMPLER_STATE bytes.
pub fn parse(bytes: &[u8]) -> Result<SamplerState, SamplerStateError> {
    if bytes.len() < SAMPLER_STATE_BYTES {
        return Err(SamplerStateError::Short(bytes.len()));
    }
    let dw = |i: usize| {
        u32::from_le_bytes([
            bytes[4 * i],
            bytes[4 * i + 1],
            bytes[4 * i + 2],
            bytes[4 * i + 3],
        ])
    };
    let bits = |d: u32, lo: u32, n: u32| (d >> lo) & ((1 << n) - 1);
    let bad = |field, value| SamplerStateError::Unsupported { field, value };
    let (d0, d1, d3) = (dw(0), dw(1), dw(3));
    // The shadow function (DW1 bits 3:1) only applies to sample_c messages, which the model
    // refuses; IGC's inline samplers carry 1 (PREFILTEROP NEVER), so it is not checked here.
    for (field, value) in [
        ("sampler disable", bits(d0, 31, 1)),
        ("chroma key enable", bits(d1, 7, 1)),
        ("reduction type enable", bits(d3, 9, 1)),
    ] {
        if value != 0 {
            return Err(bad(field, value));
        }
    }
    let filter = |field, v| match v {
        0 => Ok(Filter::Nearest),
        1 => Ok(Filter::Linear),
        other => Err(bad(field, other)),
    };
    let mag = filter("mag mode filter", bits(d0, 17, 3))?;
    let min = filter("min mode filter", bits(d0, 14, 3))?;
    if mag != min {
        return Err(bad("min mode filter (differs from mag)", bits(d0, 14, 3)));
    }
    let (x, y, z) = (bits(d3, 6, 3), bits(d3, 3, 3), bits(d3, 0, 3));
    if x != y || x != z {
        return Err(bad("TCY/TCZ address control mode (differs from TCX)", y));
    }
    let address = match AddressMode::from_tcm(x) {
        Some(a) => a,
        None => return Err(bad("TCX address control mode", x)),
    };
    Ok(SamplerState {
        normalized: bits(d3, 10, 1) == 0,
        address,
        filter: mag,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_and_round_trip() {
        let s = SamplerState {
            normalized: false,
            address: AddressMode::ClampToEdge,
            filter: Filter::Nearest,
        };
        let b = build(&s);
        // DWord 3: non-normalized (bit 106 = DW3 bit 10), TCX/TCY/TCZ = CLAMP (2).
        assert_eq!(
            u32::from_le_bytes([b[12], b[13], b[14], b[15]]),
            (1 << 10) | (2 << 6) | (2 << 3) | 2
        );
        assert_eq!(parse(&b), Ok(s));
        for address in [
            AddressMode::Repeat,
            AddressMode::MirroredRepeat,
            AddressMode::ClampToBorder,
        ] {
            let s = SamplerState {
                normalized: true,
                address,
                filter: Filter::Linear,
            };
            assert_eq!(parse(&build(&s)), Ok(s));
        }
        let mut b = build(&s);
        b[3] |= 0x80; // sampler disable
        assert!(parse(&b).is_err());
        let mut b = build(&s);
        b[12] = (b[12] & !7) | 3; // TCZ = cube
        assert!(parse(&b).is_err());
    }
}
