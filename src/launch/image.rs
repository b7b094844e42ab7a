//! Image arguments of every OpenCL type in launch files: the `Image(kind: ...)` form
//! (docs/launch-file.md), its defaults and checks, and the facade description it becomes.

use crate::api::ImageDesc;
pub use sampler::ImageKind;
use sampler::{ImageFormat, Tiling};

/// `1`: the default height, depth and array size.
pub(crate) fn one() -> u32 {
    1
}

/// The shape an `Image(...)` argument gives.
#[derive(Debug, Clone, Copy)]
pub struct ImageShape {
    /// Image type.
    pub kind: ImageKind,
    /// Width in texels.
    pub width: u32,
    /// Height (2D, 2D array, 3D).
    pub height: u32,
    /// Depth (3D).
    pub depth: u32,
    /// Array size (arrays).
    pub array_size: u32,
    /// Format.
    pub format: ImageFormat,
    /// Tiling; the kind's default ([`ImageKind::default_tiling`]) when absent.
    pub tiling: Option<Tiling>,
}

impl ImageShape {
    /// The facade description: slices are the depth of a 3D image or the array size; a field
    /// the kind does not have must stay 1.
    pub fn desc(&self) -> Result<ImageDesc, String> {
        let k = self.kind;
        let name = k.type_name();
        if !k.has_height() && self.height != 1 {
            return Err(format!("an {name} has no height (got {})", self.height));
        }
        if k != ImageKind::Image3d && self.depth != 1 {
            return Err(format!("an {name} has no depth (got {})", self.depth));
        }
        let arrays = matches!(k, ImageKind::Image1dArray | ImageKind::Image2dArray);
        if !arrays && self.array_size != 1 {
            return Err(format!(
                "an {name} has no array size (got {})",
                self.array_size
            ));
        }
        let desc = ImageDesc {
            kind: k,
            width: self.width,
            height: self.height,
            depth: if arrays { self.array_size } else { self.depth },
            format: self.format,
            tiling: self.tiling.unwrap_or(k.default_tiling()),
        };
        desc.validate().map_err(|e| e.to_string())?;
        Ok(desc)
    }
}

impl super::ArgSpec {
    /// Checks an image argument's shape (`Ok` for the other forms).
    pub fn check_image(&self) -> Result<(), String> {
        if let super::ArgSpec::Image2d { width, height, .. } = *self {
            if width == 0 || height == 0 {
                return Err(format!("image of {width}x{height} texels is empty"));
            }
            if width > 16384 || height > 16384 {
                return Err(format!(
                    "image of {width}x{height} exceeds Gen9's 16384x16384"
                ));
            }
        }
        match self.image_shape() {
            Some(shape) => shape.desc().map(|_| ()),
            None => Ok(()),
        }
    }

    /// The shape of an `Image(...)` argument (`None` for the other forms).
    pub fn image_shape(&self) -> Option<ImageShape> {
        match *self {
            super::ArgSpec::Image {
                kind,
                width,
                height,
                depth,
                array_size,
                format,
                tiling,
                ..
            } => Some(ImageShape {
                kind,
                width,
                height,
                depth,
                array_size,
                format,
                tiling,
            }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::{ArgSpec, LaunchFile};
    use sampler::{ChannelOrder, ChannelType};
    use std::path::Path;

    fn shape(kind: ImageKind, w: u32, h: u32, d: u32, a: u32) -> ImageShape {
        ImageShape {
            kind,
            width: w,
            height: h,
            depth: d,
            array_size: a,
            format: ImageFormat::new(ChannelOrder::R, ChannelType::Float),
            tiling: None,
        }
    }

    #[test]
    fn shapes_become_descriptions() {
        let d = shape(ImageKind::Image2dArray, 8, 4, 1, 3).desc().unwrap();
        assert_eq!(
            (d.depth, d.tiling, d.size_bytes()),
            (3, Tiling::Y, 8 * 4 * 3 * 4)
        );
        let d = shape(ImageKind::Image1dArray, 8, 1, 1, 5).desc().unwrap();
        assert_eq!((d.depth, d.tiling), (5, Tiling::Linear));
        let d = shape(ImageKind::Image3d, 8, 4, 6, 1).desc().unwrap();
        assert_eq!(d.depth, 6);
        assert!(shape(ImageKind::Image1d, 8, 2, 1, 1).desc().is_err());
        assert!(shape(ImageKind::Image2d, 8, 2, 2, 1).desc().is_err());
        assert!(shape(ImageKind::Image3d, 8, 2, 2, 2).desc().is_err());
        let mut s = shape(ImageKind::Image1d, 8, 1, 1, 1);
        s.tiling = Some(Tiling::Y);
        assert!(s.desc().unwrap_err().contains("linear"));
    }

    #[test]
    fn the_image_form_parses_with_defaults() {
        let ron = r#"(program: "k.bin", kernel: "k", global: [4], args: [
            Image(kind: Image3d, width: 4, height: 2, depth: 3,
                  format: (order: R, data_type: Float), init: Zeros(96), save: "v.bin"),
            Image(kind: Image1dBuffer, width: 16, format: (order: RGBA, data_type: UnormInt8),
                  init: Zeros(64)),
        ])"#;
        let lf = LaunchFile::parse(ron, Path::new("l.ron")).unwrap();
        match &lf.args[0] {
            ArgSpec::Image {
                kind,
                depth,
                array_size,
                ..
            } => assert_eq!((*kind, *depth, *array_size), (ImageKind::Image3d, 3, 1)),
            other => panic!("{other:?}"),
        }
        match &lf.args[1] {
            ArgSpec::Image { height, tiling, .. } => assert_eq!((*height, *tiling), (1, None)),
            other => panic!("{other:?}"),
        }
        let bad = ron.replace("depth: 3", "depth: 3, layers: 2");
        assert!(LaunchFile::parse(&bad, Path::new("l.ron")).is_err());
    }
}
