//! A 2D image surface in simulated memory and the layout the Gen9 runtime gives it.
//!
//! Layout rules (the alignment the Gen9 runtime's memory manager applies to images):
//! - Y-major tiling: pitch a multiple of 128 bytes (one tile row), height padded to a multiple
//!   of 32 rows, base address 4 KB aligned;
//! - X-major tiling: pitch a multiple of 512 bytes, height padded to 8 rows, base 4 KB aligned;
//! - linear: pitch a multiple of 64 bytes (the cl_intel_media_block_io row-pitch rule for images
//!   created from buffers; the runtime's own linear images are at least that aligned), no height
//!   padding, base 64-byte aligned.
//!
//! RENDER_SURFACE_STATE limits the width and height to 14 bits (16384) and the pitch to 18 bits
//! (256 KB); larger surfaces are rejected. Buffer surfaces (`SURFTYPE_BUFFER`, the 1D image
//! buffers) are one linear run of entries instead: the Width, Height and Depth fields together
//! hold the entry count minus one in 27 bits, so they reach [`MAX_BUFFER_ENTRIES`] texels with
//! no pitch limit ([`ImageSurface::buffer`]).

use crate::format::ImageFormat;

/// How an image's bytes are arranged in memory. The default is Y, the Gen9 runtime's choice
/// for images.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Tiling {
    /// Row-major rows, `pitch` bytes apart.
    Linear,
    /// X-major: 4 KB tiles of 512 bytes x 8 rows, each tile row-major.
    X,
    /// Y-major: 4 KB tiles of 128 bytes x 32 rows, made of 16-byte-wide columns.
    #[default]
    Y,
}

impl Tiling {
    /// Width of a tile in bytes (1 for linear: no constraint beyond the pitch alignment).
    pub fn tile_width(self) -> u32 {
        match self {
            Tiling::Linear => 1,
            Tiling::X => 512,
            Tiling::Y => 128,
        }
    }

    /// Height of a tile in rows (1 for linear).
    pub fn tile_height(self) -> u32 {
        match self {
            Tiling::Linear => 1,
            Tiling::X => 8,
            Tiling::Y => 32,
        }
    }

    /// Pitch alignment eusim uses for new surfaces.
    pub fn pitch_alignment(self) -> u32 {
        match self {
            Tiling::Linear => 64,
            other => other.tile_width(),
        }
    }

    /// Required alignment of the base address.
    pub fn base_alignment(self) -> u64 {
        match self {
            Tiling::Linear => 64,
            _ => 4096,
        }
    }
}

/// The surface type of an image (RENDER_SURFACE_STATE's Surface Type, with Surface Array for
/// the array kinds).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum SurfaceKind {
    /// `SURFTYPE_1D`: `image1d_t`, `image1d_array_t` (linear only).
    D1,
    /// `SURFTYPE_2D`: `image2d_t`, `image2d_array_t`.
    #[default]
    D2,
    /// `SURFTYPE_3D`: `image3d_t`, laid out as a 2D array of its slices (Gen9).
    D3,
    /// `SURFTYPE_BUFFER`: `image1d_buffer_t` (linear).
    Buffer,
}

/// Largest 3D depth or array size (the 11-bit Depth field).
pub const MAX_LAYERS: u32 = 2048;

/// Largest width and height of 1D, 2D and 3D surfaces (the 14-bit Width and Height fields).
pub const MAX_SIZE: u32 = 16384;

/// Most entries of a buffer surface: the entry count minus one fills Width (7 bits), Height
/// (14 bits) and Depth (6 bits) of RENDER_SURFACE_STATE, 27 bits in all.
pub const MAX_BUFFER_ENTRIES: u32 = 1 << 27;

/// Why a surface cannot be laid out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// Width or height is zero or above 16384.
    #[error("image size {width}x{height} is outside 1..=16384 in each dimension")]
    Size {
        /// Width in texels.
        width: u32,
        /// Height in rows.
        height: u32,
    },
    /// A buffer surface of no entries or more than [`MAX_BUFFER_ENTRIES`].
    #[error("image buffer of {0} texels is outside 1..=134217728")]
    Entries(u32),
    /// The format has no Gen9 surface format.
    #[error("image format {0:?} has no Gen9 surface format")]
    Format(ImageFormat),
    /// The pitch is too small, misaligned or too large.
    #[error("pitch {pitch} is invalid for a {tiling:?} image with {row_bytes}-byte rows (needs a multiple of {align}, at most 262144)")]
    Pitch {
        /// The pitch asked for.
        pitch: u32,
        /// Bytes of one row of texels.
        row_bytes: u64,
        /// Tiling.
        tiling: Tiling,
        /// Required alignment.
        align: u32,
    },
    /// The kind, depth/array size and tiling do not form a surface.
    #[error("{0}")]
    Kind(String),
    /// The base address is not aligned as the tiling requires.
    #[error("base address {base:#x} of a {tiling:?} image is not {align}-byte aligned")]
    Base {
        /// The base address.
        base: u64,
        /// Tiling.
        tiling: Tiling,
        /// Required alignment.
        align: u64,
    },
}

/// A 2D image in simulated memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ImageSurface {
    /// GPU address of the first byte.
    pub base: u64,
    /// Width in texels.
    pub width: u32,
    /// Height in rows.
    pub height: u32,
    /// Bytes from one row to the next (a whole number of tiles for tiled surfaces).
    pub pitch: u32,
    /// Texel format.
    pub format: ImageFormat,
    /// Memory arrangement.
    pub tiling: Tiling,
    /// Whether the surface state gives the width in DWords (`ceil(width * texel_bytes / 4)`),
    /// as the runtime programs image arguments of media block built-ins (patch-token image type
    /// 0x10). Otherwise the width field holds texels. See [`ImageSurface::block_row_bytes`].
    pub media_block: bool,
    /// Surface type.
    pub kind: SurfaceKind,
    /// Slices: the depth of a 3D image, the size of an array, else 1. Slice `s` starts
    /// [`ImageSurface::qpitch`] rows after slice `s - 1`.
    pub depth: u32,
    /// Whether the surface is an array (`image1d_array_t`, `image2d_array_t`).
    pub array: bool,
}

impl ImageSurface {
    /// A surface at `base` with the pitch eusim's runtime model chooses (the row size rounded up
    /// to [`Tiling::pitch_alignment`]).
    pub fn new(
        base: u64,
        width: u32,
        height: u32,
        format: ImageFormat,
        tiling: Tiling,
    ) -> Result<Self, LayoutError> {
        let row = u64::from(width) * u64::from(format.texel_bytes());
        let align = u64::from(tiling.pitch_alignment());
        let pitch = row.div_ceil(align).max(1) * align;
        Self::with_pitch(
            base,
            width,
            height,
            u32::try_from(pitch).unwrap_or(u32::MAX),
            format,
            tiling,
        )
    }

    /// A surface with an explicit pitch, validated against the tiling's alignment.
    pub fn with_pitch(
        base: u64,
        width: u32,
        height: u32,
        pitch: u32,
        format: ImageFormat,
        tiling: Tiling,
    ) -> Result<Self, LayoutError> {
        if !(1..=MAX_SIZE).contains(&width) || !(1..=MAX_SIZE).contains(&height) {
            return Err(LayoutError::Size { width, height });
        }
        if format.surface_format().is_none() {
            return Err(LayoutError::Format(format));
        }
        let row_bytes = u64::from(width) * u64::from(format.texel_bytes());
        let align = tiling.pitch_alignment();
        if u64::from(pitch) < row_bytes || !pitch.is_multiple_of(align) || pitch > 1 << 18 {
            return Err(LayoutError::Pitch {
                pitch,
                row_bytes,
                tiling,
                align,
            });
        }
        check_base(base, tiling)?;
        Ok(ImageSurface {
            base,
            width,
            height,
            pitch,
            format,
            tiling,
            media_block: false,
            kind: SurfaceKind::D2,
            depth: 1,
            array: false,
        })
    }

    /// A buffer surface (`SURFTYPE_BUFFER`, an `image1d_buffer_t`) of `entries` texels at
    /// `base`: linear, one row, its pitch the row rounded up to 64 bytes as for other linear
    /// surfaces (the allocation's size; the surface state holds no pitch for buffers).
    pub fn buffer(base: u64, entries: u32, format: ImageFormat) -> Result<Self, LayoutError> {
        if !(1..=MAX_BUFFER_ENTRIES).contains(&entries) {
            return Err(LayoutError::Entries(entries));
        }
        if format.surface_format().is_none() {
            return Err(LayoutError::Format(format));
        }
        let tiling = Tiling::Linear;
        check_base(base, tiling)?;
        // at most 2^27 entries of at most 16 bytes: 2^31 bytes, a u32
        let pitch = (entries * format.texel_bytes()).next_multiple_of(tiling.pitch_alignment());
        Ok(ImageSurface {
            base,
            width: entries,
            height: 1,
            pitch,
            format,
            tiling,
            media_block: false,
            kind: SurfaceKind::Buffer,
            depth: 1,
            array: false,
        })
    }

    /// The same surface as `kind` with `depth` slices (`array`: an array of them). 1D and
    /// buffer surfaces must be linear and one row high; the padded allocation grows with the
    /// slices ([`ImageSurface::size_bytes`]).
    pub fn with_layers(
        self,
        kind: SurfaceKind,
        depth: u32,
        array: bool,
    ) -> Result<Self, LayoutError> {
        let bad = |m: &str| Err(LayoutError::Kind(format!("{kind:?} surface: {m}")));
        if !(1..=MAX_LAYERS).contains(&depth) {
            return bad(&format!("{depth} slices is outside 1..={MAX_LAYERS}"));
        }
        let layered_ok = match kind {
            SurfaceKind::D1 | SurfaceKind::D2 => array || depth == 1,
            SurfaceKind::D3 => !array,
            SurfaceKind::Buffer => !array && depth == 1,
        };
        if !layered_ok {
            return bad(&format!("depth {depth} with array = {array}"));
        }
        if matches!(kind, SurfaceKind::D1 | SurfaceKind::Buffer) {
            if self.tiling != Tiling::Linear {
                return bad("must be linear (the PRM allows no tiling for 1D and buffer surfaces)");
            }
            if self.height != 1 {
                return bad(&format!("height {} (must be 1)", self.height));
            }
        }
        Ok(ImageSurface {
            kind,
            depth,
            array,
            ..self
        })
    }

    /// Rows from one slice to the next: the height rounded up to the 4-row vertical alignment
    /// for layered surfaces (the surface state's QPitch), else the height.
    pub fn qpitch(&self) -> u32 {
        if self.depth > 1 {
            self.height.next_multiple_of(4)
        } else {
            self.height
        }
    }

    /// Rows of all slices: `(depth - 1) * qpitch + height`.
    pub fn rows(&self) -> u32 {
        (self.depth - 1) * self.qpitch() + self.height
    }

    /// Row of the surface holding row `y` of slice `slice`.
    pub fn slice_row(&self, slice: u32, y: u32) -> u32 {
        slice * self.qpitch() + y
    }

    /// The surface row and texel column of integer coordinates (U, V, R) as typed and `ld`
    /// messages give them, `None` outside: U is x; V is y (the array index of a 1D array, 0 for
    /// 1D); R is the array index or 3D slice (0 otherwise).
    pub fn locate(&self, u: u32, v: u32, r: u32) -> Option<(u32, u32)> {
        // (y, slice, a coordinate that must be zero)
        let (y, slice, zero) = match self.kind {
            SurfaceKind::D1 if self.array => (0, v, r),
            SurfaceKind::D1 | SurfaceKind::Buffer => (0, 0, v | r),
            SurfaceKind::D2 if !self.array => (v, 0, r),
            SurfaceKind::D2 | SurfaceKind::D3 => (v, r, 0),
        };
        (zero == 0 && u < self.width && y < self.height && slice < self.depth)
            .then(|| (u, self.slice_row(slice, y)))
    }

    /// The same surface with the width field in DWords (`true`) or texels (`false`).
    pub fn with_media_block(self, media_block: bool) -> Self {
        ImageSurface {
            media_block,
            ..self
        }
    }

    /// Bytes per texel.
    pub fn texel_bytes(&self) -> u32 {
        self.format.texel_bytes()
    }

    /// Bytes of one row of texels (without pitch padding).
    pub fn row_bytes(&self) -> u32 {
        self.width * self.texel_bytes()
    }

    /// Rows the allocation covers: the rows of all slices rounded up to whole tiles.
    pub fn padded_height(&self) -> u32 {
        self.rows().next_multiple_of(self.tiling.tile_height())
    }

    /// Bytes the surface occupies from `base`: pitch x padded height.
    pub fn size_bytes(&self) -> u64 {
        u64::from(self.pitch) * u64::from(self.padded_height())
    }

    /// Width in bytes that media block messages bound-check against. These messages read the
    /// surface state's width field as a number of DWords: for [`ImageSurface::media_block`]
    /// surfaces that is the row rounded up to a whole DWord; for the others (the field holds
    /// texels) it is `4 * width`, which equals the row only for 4-byte texels (the
    /// cl_intel_subgroups note: image block IO bounds-checks "in units of uints").
    pub fn block_row_bytes(&self) -> u32 {
        if self.media_block {
            self.row_bytes().next_multiple_of(4)
        } else {
            self.width * 4
        }
    }

    /// GPU address of byte `x_bytes` of row `y` (both inside the padded surface).
    pub fn texel_address(&self, x_bytes: u32, y: u32) -> u64 {
        self.base + crate::tiling::offset(self.tiling, self.pitch, x_bytes, y)
    }
}

/// A surface's base address must be aligned as its tiling requires.
fn check_base(base: u64, tiling: Tiling) -> Result<(), LayoutError> {
    let align = tiling.base_alignment();
    if base.is_multiple_of(align) {
        Ok(())
    } else {
        Err(LayoutError::Base {
            base,
            tiling,
            align,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{ChannelOrder, ChannelType};

    fn r8() -> ImageFormat {
        ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt8)
    }

    #[test]
    fn pitch_and_padding_per_tiling() {
        let rgba32 = ImageFormat::new(ChannelOrder::RGBA, ChannelType::Float);
        // 100 texels x 16 B = 1600 B.
        let y = ImageSurface::new(0x10000, 100, 33, rgba32, Tiling::Y).unwrap();
        assert_eq!(
            (y.pitch, y.padded_height(), y.size_bytes()),
            (1664, 64, 1664 * 64)
        );
        let x = ImageSurface::new(0x10000, 100, 33, rgba32, Tiling::X).unwrap();
        assert_eq!((x.pitch, x.padded_height()), (2048, 40));
        let l = ImageSurface::new(0x10040, 100, 33, rgba32, Tiling::Linear).unwrap();
        assert_eq!((l.pitch, l.padded_height()), (1600, 33));
        let small = ImageSurface::new(0x10000, 3, 1, r8(), Tiling::Linear).unwrap();
        assert_eq!(small.pitch, 64);
        assert_eq!(small.block_row_bytes(), 12);
        assert_eq!(small.with_media_block(true).block_row_bytes(), 4);
        assert_eq!(y.block_row_bytes(), 400);
    }

    #[test]
    fn invalid_layouts_are_rejected() {
        assert!(matches!(
            ImageSurface::new(0x10000, 0, 1, r8(), Tiling::Y),
            Err(LayoutError::Size { .. })
        ));
        assert!(matches!(
            ImageSurface::new(0x10800, 4, 4, r8(), Tiling::Y),
            Err(LayoutError::Base { .. })
        ));
        assert!(matches!(
            ImageSurface::with_pitch(0x10000, 64, 4, 192, r8(), Tiling::Y),
            Err(LayoutError::Pitch { .. })
        ));
        let bgra_u8 = ImageFormat::new(ChannelOrder::BGRA, ChannelType::UnsignedInt8);
        assert!(matches!(
            ImageSurface::new(0x10000, 4, 4, bgra_u8, Tiling::Y),
            Err(LayoutError::Format(_))
        ));
    }
}
