//! The Gen9 `RENDER_SURFACE_STATE` (16 DWords) of an image: 1D, 2D, 3D, arrays and buffers.
//!
//! Field positions (bit ranges over the whole 512-bit structure, as in the Gen9 genxml):
//! Surface Type 31:29, Surface Array 28, Surface Format 27:18, Vertical Alignment 17:16,
//! Horizontal Alignment 15:14, Tile Mode 13:12 (0 linear, 1 W, 2 X, 3 Y); Width 77:64 and
//! Height 93:80 (both minus one); Depth 127:117 and Surface Pitch 113:96 (minus one);
//! Number of Multisamples 133:131; X Offset 191:185, Y Offset 183:181, MIP Count 163:160;
//! Auxiliary Surface Mode 194:192; Memory Compression Enable 254; Shader Channel Select
//! red 251:249, green 248:246, blue 245:243, alpha 242:240 (0 zero, 1 one, 4..7 red..alpha);
//! Surface Base Address 319:256; Surface QPitch 46:32 (rows between array slices or 3D slices,
//! divided by 4).
//!
//! Types: `SURFTYPE_1D` (0; height field 0, Depth = array size - 1), `SURFTYPE_2D` (1; Depth =
//! array size - 1 with Surface Array set), `SURFTYPE_3D` (2; Depth = depth - 1; Gen9 lays 3D
//! surfaces out as arrays of 2D slices, QPitch apart) and `SURFTYPE_BUFFER` (4; the number of
//! entries minus one split over Width 6:0, Height 20:7 and Depth 26:21, pitch = entry size
//! minus one).
//!
//! Width: for image arguments of media block built-ins the runtime programs the width in
//! DWords (`ceil(width * texel_bytes / 4)`), for all other images in texels;
//! [`build`] follows [`ImageSurface::media_block`] and [`parse`] takes that choice as an
//! argument (the bytes do not record it).

use crate::format::{ChannelOrder, SurfaceFormat};
use crate::surface::{ImageSurface, LayoutError, SurfaceKind, Tiling};

/// Size of a RENDER_SURFACE_STATE in bytes.
pub const SURFACE_STATE_BYTES: usize = 64;

const SURFTYPE_1D: u32 = 0;
const SURFTYPE_2D: u32 = 1;
const SURFTYPE_3D: u32 = 2;
const SURFTYPE_BUFFER: u32 = 4;
const ALIGN_4: u32 = 1;
const SCS_ZERO: u32 = 0;
const SCS_ONE: u32 = 1;
const SCS_RED: u32 = 4;

/// Why surface-state bytes do not describe an image eusim can use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SurfaceStateError {
    /// Fewer than 64 bytes.
    #[error("surface state has {0} bytes, 64 expected")]
    Short(usize),
    /// A field holds a value eusim does not model.
    #[error("surface state: unsupported {field} = {value}")]
    Unsupported {
        /// Field name.
        field: &'static str,
        /// Its value.
        value: u64,
    },
    /// The surface format is not an OpenCL image format.
    #[error("surface state: surface format {0} is not an image format eusim models")]
    Format(u16),
    /// The decoded size/pitch/base do not form a valid layout.
    #[error("surface state: {0}")]
    Layout(#[from] LayoutError),
}

fn tile_mode(t: Tiling) -> u32 {
    match t {
        Tiling::Linear => 0,
        Tiling::X => 2,
        Tiling::Y => 3,
    }
}

/// The 64 bytes of the surface state for `surface` (width in DWords when
/// [`ImageSurface::media_block`] is set).
pub fn build(surface: &ImageSurface) -> [u8; SURFACE_STATE_BYTES] {
    let mut dw = [0u32; 16];
    let format = surface
        .format
        .surface_format()
        .map_or(0, |f| u32::from(f.0));
    let stype = match surface.kind {
        SurfaceKind::D1 => SURFTYPE_1D,
        SurfaceKind::D2 => SURFTYPE_2D,
        SurfaceKind::D3 => SURFTYPE_3D,
        SurfaceKind::Buffer => SURFTYPE_BUFFER,
    };
    dw[0] = (stype << 29)
        | (u32::from(surface.array) << 28)
        | (format << 18)
        | (ALIGN_4 << 16)
        | (ALIGN_4 << 14)
        | (tile_mode(surface.tiling) << 12);
    if surface.depth > 1 {
        dw[1] = (surface.qpitch() >> 2) & 0x7FFF;
    }
    let width = if surface.media_block {
        surface.row_bytes().div_ceil(4)
    } else {
        surface.width
    };
    if surface.kind == SurfaceKind::Buffer {
        let n = surface.width - 1;
        dw[2] = (n & 0x7F) | (((n >> 7) & 0x3FFF) << 16);
        dw[3] = (((n >> 21) & 0x3F) << 21) | (surface.texel_bytes() - 1);
    } else {
        let height = if surface.kind == SurfaceKind::D1 {
            1
        } else {
            surface.height
        };
        dw[2] = ((width - 1) & 0x3FFF) | (((height - 1) & 0x3FFF) << 16);
        dw[3] = (((surface.depth - 1) & 0x7FF) << 21) | ((surface.pitch - 1) & 0x3_FFFF);
    }
    let sel = |c: u32| -> u32 {
        match surface.format.order.stored_index(c) {
            Some(_) => SCS_RED + c,
            None if c == 3 => SCS_ONE,
            None => SCS_ZERO,
        }
    };
    dw[7] = (sel(0) << 25) | (sel(1) << 22) | (sel(2) << 19) | (sel(3) << 16);
    dw[8] = surface.base as u32;
    dw[9] = (surface.base >> 32) as u32;
    let mut out = [0u8; SURFACE_STATE_BYTES];
    for (i, d) in dw.iter().enumerate() {
        out[i * 4..i * 4 + 4].copy_from_slice(&d.to_le_bytes());
    }
    out
}

fn field(dw: &[u32; 16], lo: u32, hi: u32) -> u32 {
    let word = dw[(lo / 32) as usize];
    let (l, h) = (lo % 32, hi % 32);
    let width = h - l + 1;
    if width == 32 {
        word
    } else {
        (word >> l) & ((1 << width) - 1)
    }
}

fn unsupported(field: &'static str, value: u32) -> SurfaceStateError {
    SurfaceStateError::Unsupported {
        field,
        value: u64::from(value),
    }
}

/// The texels of a width field in DWords (media block surfaces).
fn media_width(dwords: u32, texel_bytes: u32) -> u32 {
    if texel_bytes > 4 {
        // A DWord count does not name a whole number of wide texels in general; keep the
        // texels that fit entirely.
        (dwords * 4 / texel_bytes).max(1)
    } else {
        dwords * 4 / texel_bytes
    }
}

/// Decodes surface-state bytes into an [`ImageSurface`]. `media_block` says the width field is
/// in DWords (see the module documentation); the width is then returned as the number of
/// texels those DWords hold, which gives the same media-block bounds.
pub fn parse(bytes: &[u8], media_block: bool) -> Result<ImageSurface, SurfaceStateError> {
    if bytes.len() < SURFACE_STATE_BYTES {
        return Err(SurfaceStateError::Short(bytes.len()));
    }
    let mut dw = [0u32; 16];
    for (i, d) in dw.iter_mut().enumerate() {
        *d = u32::from_le_bytes([
            bytes[i * 4],
            bytes[i * 4 + 1],
            bytes[i * 4 + 2],
            bytes[i * 4 + 3],
        ]);
    }
    let kind = match field(&dw, 29, 31) {
        SURFTYPE_1D => SurfaceKind::D1,
        SURFTYPE_2D => SurfaceKind::D2,
        SURFTYPE_3D => SurfaceKind::D3,
        SURFTYPE_BUFFER => SurfaceKind::Buffer,
        other => return Err(unsupported("surface type", other)),
    };
    let array = field(&dw, 28, 28) == 1;
    for (name, lo, hi) in [
        ("number of multisamples", 131, 133),
        ("x offset", 185, 191),
        ("y offset", 181, 183),
        ("auxiliary surface mode", 192, 194),
        ("memory compression enable", 254, 254),
    ] {
        let v = field(&dw, lo, hi);
        if v != 0 {
            return Err(unsupported(name, v));
        }
    }
    let tiling = match field(&dw, 12, 13) {
        0 => Tiling::Linear,
        2 => Tiling::X,
        3 => Tiling::Y,
        w => return Err(unsupported("tile mode", w)),
    };
    let fnum = field(&dw, 18, 27) as u16;
    let format = SurfaceFormat(fnum)
        .image_format()
        .ok_or(SurfaceStateError::Format(fnum))?;
    let (width_field, height, depth) = if kind == SurfaceKind::Buffer {
        let n = field(&dw, 64, 70) | (field(&dw, 80, 93) << 7) | (field(&dw, 117, 122) << 21);
        (n + 1, 1, 1)
    } else {
        let h = field(&dw, 80, 93) + 1;
        (field(&dw, 64, 77) + 1, h, field(&dw, 117, 127) + 1)
    };
    let base = u64::from(dw[8]) | (u64::from(dw[9]) << 32);
    let width = if media_block {
        media_width(width_field, format.texel_bytes())
    } else {
        width_field
    };
    if format.order == ChannelOrder::BGRA && format.texel_bytes() != 4 {
        return Err(SurfaceStateError::Format(fnum));
    }
    let surface = if kind == SurfaceKind::Buffer {
        if tiling != Tiling::Linear {
            return Err(unsupported(
                "tile mode of a buffer surface",
                tile_mode(tiling),
            ));
        }
        ImageSurface::buffer(base, width, format)?
    } else {
        ImageSurface::with_pitch(base, width, height, field(&dw, 96, 113) + 1, format, tiling)?
    };
    let surface = surface
        .with_media_block(media_block)
        .with_layers(kind, depth, array)?;
    let qpitch = field(&dw, 32, 46) << 2;
    if depth > 1 && qpitch != surface.qpitch() {
        return Err(unsupported("surface qpitch (rows / 4)", qpitch >> 2));
    }
    Ok(surface)
}
