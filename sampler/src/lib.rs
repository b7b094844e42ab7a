//! Gen9 surface state, tiling, image and media block IO.
//!
//! The pieces, each in its own module:
//! - [`ImageFormat`] / [`SurfaceFormat`]: OpenCL image formats and the Gen9 `SURFACE_FORMAT`
//!   numbers they map to, with the per-channel conversions typed messages apply;
//! - [`ImageSurface`]: an image (1D, 2D, 3D, array or buffer: [`SurfaceKind`], [`ImageKind`]) in simulated memory (base, size, pitch, format, [`Tiling`]),
//!   laid out the way the Gen9 runtime lays images out;
//! - [`tiling`]: linear, X-major and Y-major address formulas, upload and download of
//!   row-major images;
//! - [`state`]: building and parsing the 64-byte `RENDER_SURFACE_STATE`;
//! - [`sampler_state`]: the OpenCL sampler properties and the 16-byte `SAMPLER_STATE`;
//! - [`execute`]: media block read/write (which IGC also uses for sub-group image block IO),
//!   typed surface read/write/atomics, and the sampler's `ld_lz` / `sample_lz` (nearest) against
//!   an [`ImageSurface`] bound at a binding-table index.
//!
//! Wiring (for the simulator): messages whose [`isa::message::Message::unit`] is `Image` or
//! `Sampler` go to [`execute_into`] (or [`execute`], which allocates the response) with an
//! [`ImageCtx`] (memory, [`ImageLookup`], [`SamplerLookup`]).
//! Image arguments the program marks as media-block images (patch-token image type 0x10, as in
//! the corpus `media_block_*` kernels) get [`ImageSurface::with_media_block`]`(true)`, which
//! programs their surface-state width in DWords as the Gen9 runtime does; plain `image2d_t`
//! arguments (type 4, also those used with sub-group image block IO) keep it in texels.
//! Its errors convert into the EU's send error (`From<SamplerError> for eu_model::SendError`).
#![deny(missing_docs)]

mod convert;
mod error;
mod exec;
mod filter;
mod footprint;
mod format;
mod images;
mod kind;
mod media;
mod payload;
mod sample;
pub mod sampler_state;
pub mod state;
mod surface;
pub mod tiling;
mod typed;

pub use convert::encode_texel_into;
pub use error::SamplerError;

impl SamplerError {
    /// The binding-table index of the image the failure concerns, if any.
    pub fn bti(&self) -> Option<u8> {
        match self {
            SamplerError::UnboundImage { bti }
            | SamplerError::NotAnImage { bti, .. }
            | SamplerError::UndefinedEdge { bti, .. }
            | SamplerError::PastRowEnd { bti, .. }
            | SamplerError::Unaligned { bti, .. }
            | SamplerError::Memory { bti, .. } => Some(*bti),
            _ => None,
        }
    }
}

/// The sampler's errors as the EU's send error: unbound images and unaligned offsets keep
/// their structure, anything else its text and binding-table index.
impl From<SamplerError> for eu_model::SendError {
    fn from(e: SamplerError) -> Self {
        use eu_model::SendError;
        match e {
            SamplerError::UnboundImage { bti } => SendError::UnboundSurface { bti, image: true },
            SamplerError::Unaligned {
                what,
                bti,
                offset,
                align,
            } => SendError::Unaligned {
                what,
                bti,
                offset,
                align,
            },
            other => SendError::Image {
                message: other.to_string(),
                bti: other.bti(),
            },
        }
    }
}
pub use exec::{execute, execute_into, execute_recording};
pub use format::{ChannelKind, ChannelOrder, ChannelType, ImageFormat, SurfaceFormat};
pub use images::{ImageCtx, ImageLookup, Images, SamplerLookup, Samplers};
pub use kind::ImageKind;
pub use media::{media_block_layout, MediaBlockLayout};
pub use sampler_state::{AddressMode, Filter, SamplerState, SamplerStateError};
pub use state::{SurfaceStateError, SURFACE_STATE_BYTES};
pub use surface::{
    ImageSurface, LayoutError, SurfaceKind, Tiling, MAX_BUFFER_ENTRIES, MAX_LAYERS, MAX_SIZE,
};

#[cfg(test)]
mod send_error_tests {
    use super::SamplerError;
    use eu_model::SendError;

    #[test]
    fn unbound_images_name_the_index() {
        let e = SendError::from(SamplerError::UnboundImage { bti: 2 });
        assert_eq!(
            e,
            SendError::UnboundSurface {
                bti: 2,
                image: true
            }
        );
        assert_eq!(
            e.to_string(),
            "bad address: BTI 2 has no image surface bound"
        );
        assert_eq!(e.bti(), Some(2));
    }

    #[test]
    fn unaligned_media_block_writes_are_typed() {
        let e = SendError::from(SamplerError::Unaligned {
            what: "media block write x",
            bti: 1,
            offset: 6,
            align: 4,
        });
        assert_eq!(
            e.to_string(),
            "bad address: media block write x offset 6 into BTI 1 is not 4-byte aligned"
        );
        assert_eq!(e.bti(), Some(1));
    }

    #[test]
    fn other_image_errors_keep_their_text_and_index() {
        let e = SendError::from(SamplerError::PastRowEnd {
            bti: 4,
            x: 64,
            y: 0,
            row_bytes: 60,
        });
        assert!(matches!(e, SendError::Image { bti: Some(4), .. }));
        assert_eq!(e.bti(), Some(4));
        assert!(e.to_string().contains("binding-table index 4"), "{e}");
    }
}
