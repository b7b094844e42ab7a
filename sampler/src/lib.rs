//! Gen9 surface state, tiling, image and media block IO.
//!
//! The pieces, each in its own module:
//! - [`ImageFormat`] / [`SurfaceFormat`]: OpenCL image formats and the Gen9 `SURFACE_FORMAT`
//!   numbers they map to, with the per-channel conversions typed messages apply;
//! - [`ImageSurface`]: a 2D image in simulated memory (base, size, pitch, format, [`Tiling`]),
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
#![deny(missing_docs)]

mod convert;
mod error;
mod exec;
mod footprint;
mod format;
mod images;
mod media;
mod payload;
mod sample;
pub mod sampler_state;
pub mod state;
mod surface;
pub mod tiling;
mod typed;

pub use error::SamplerError;
pub use exec::{execute, execute_into, execute_recording};
pub use format::{ChannelKind, ChannelOrder, ChannelType, ImageFormat, SurfaceFormat};
pub use images::{ImageCtx, ImageLookup, Images, SamplerLookup, Samplers};
pub use media::{media_block_layout, MediaBlockLayout};
pub use sampler_state::{AddressMode, Filter, SamplerState, SamplerStateError};
pub use state::{SurfaceStateError, SURFACE_STATE_BYTES};
pub use surface::{ImageSurface, LayoutError, Tiling};
