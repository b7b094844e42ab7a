//! OpenCL image types and the surfaces that hold them.

use crate::format::ImageFormat;
use crate::surface::{
    ImageSurface, LayoutError, SurfaceKind, Tiling, MAX_BUFFER_ENTRIES, MAX_SIZE,
};

/// An OpenCL image type (`cl_mem_object_type` / the kernel argument's `image*_t`).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum ImageKind {
    /// `image1d_t`.
    Image1d,
    /// `image1d_array_t`.
    Image1dArray,
    /// `image1d_buffer_t`.
    Image1dBuffer,
    /// `image2d_t`.
    #[default]
    Image2d,
    /// `image2d_array_t`.
    Image2dArray,
    /// `image3d_t`.
    Image3d,
}

impl ImageKind {
    /// The surface type and whether it is an array.
    pub fn surface(self) -> (SurfaceKind, bool) {
        match self {
            ImageKind::Image1d => (SurfaceKind::D1, false),
            ImageKind::Image1dArray => (SurfaceKind::D1, true),
            ImageKind::Image1dBuffer => (SurfaceKind::Buffer, false),
            ImageKind::Image2d => (SurfaceKind::D2, false),
            ImageKind::Image2dArray => (SurfaceKind::D2, true),
            ImageKind::Image3d => (SurfaceKind::D3, false),
        }
    }

    /// The widest image of this type in texels: [`MAX_BUFFER_ENTRIES`] for image buffers (a
    /// buffer surface), 16384 for the others.
    pub fn max_width(self) -> u32 {
        match self {
            ImageKind::Image1dBuffer => MAX_BUFFER_ENTRIES,
            _ => MAX_SIZE,
        }
    }

    /// The surface an image of this type is laid out as at `base`: `slices` is the depth of a
    /// 3D image or the size of an array (1 otherwise); image buffers are buffer surfaces
    /// (linear, one row, `height` and `slices` 1).
    pub fn layout(
        self,
        base: u64,
        (width, height, slices): (u32, u32, u32),
        format: ImageFormat,
        tiling: Tiling,
    ) -> Result<ImageSurface, LayoutError> {
        let (kind, array) = self.surface();
        let surface = if kind == SurfaceKind::Buffer {
            if tiling != Tiling::Linear {
                return Err(LayoutError::Kind(
                    "Buffer surface: must be linear (the PRM allows no tiling for 1D and buffer surfaces)"
                        .into(),
                ));
            }
            if height != 1 {
                return Err(LayoutError::Kind(format!(
                    "Buffer surface: height {height} (must be 1)"
                )));
            }
            ImageSurface::buffer(base, width, format)?
        } else {
            ImageSurface::new(base, width, height, format, tiling)?
        };
        surface.with_layers(kind, slices, array)
    }

    /// Whether the image has a height (2D, 2D array, 3D).
    pub fn has_height(self) -> bool {
        matches!(
            self,
            ImageKind::Image2d | ImageKind::Image2dArray | ImageKind::Image3d
        )
    }

    /// Whether the image has slices (arrays: layers; 3D: depth).
    pub fn layered(self) -> bool {
        matches!(
            self,
            ImageKind::Image1dArray | ImageKind::Image2dArray | ImageKind::Image3d
        )
    }

    /// The tiling the Gen9 runtime gives such an image: linear for 1D and buffer images (the
    /// only layout their surfaces allow), Y-major otherwise.
    pub fn default_tiling(self) -> Tiling {
        match self.surface().0 {
            SurfaceKind::D1 | SurfaceKind::Buffer => Tiling::Linear,
            _ => Tiling::Y,
        }
    }

    /// The image argument type of the kernel's patch tokens (`IMAGE_MEMORY_OBJECT_TYPE`:
    /// buffer 1, 1d 2, 1d_array 3, 2d 4, 2d_array 5, 3d 6).
    pub fn patch_type(self) -> u32 {
        match self {
            ImageKind::Image1dBuffer => 1,
            ImageKind::Image1d => 2,
            ImageKind::Image1dArray => 3,
            ImageKind::Image2d => 4,
            ImageKind::Image2dArray => 5,
            ImageKind::Image3d => 6,
        }
    }

    /// The OpenCL C type name.
    pub fn type_name(self) -> &'static str {
        match self {
            ImageKind::Image1d => "image1d_t",
            ImageKind::Image1dArray => "image1d_array_t",
            ImageKind::Image1dBuffer => "image1d_buffer_t",
            ImageKind::Image2d => "image2d_t",
            ImageKind::Image2dArray => "image2d_array_t",
            ImageKind::Image3d => "image3d_t",
        }
    }
}
