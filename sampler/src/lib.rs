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
//! - [`execute`]: media block read/write (which IGC also uses for sub-group image block IO) and
//!   typed surface read/write/atomics against an [`ImageSurface`] bound at a binding-table index.
#![deny(missing_docs)]

mod convert;
mod error;
mod exec;
mod format;
mod images;
mod media;
mod payload;
pub mod state;
mod surface;
pub mod tiling;
mod typed;

pub use error::SamplerError;
pub use exec::execute;
pub use format::{ChannelKind, ChannelOrder, ChannelType, ImageFormat, SurfaceFormat};
pub use images::{ImageCtx, ImageLookup, Images};
pub use media::{media_block_layout, MediaBlockLayout};
pub use state::{SurfaceStateError, SURFACE_STATE_BYTES};
pub use surface::{ImageSurface, LayoutError, Tiling};
