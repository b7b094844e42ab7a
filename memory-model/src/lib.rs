//! Gen9 memory and data-port messages (functional).
//!
//! Functional part: [`Memory`] (the global address space), [`Surfaces`] (binding table for
//! stateful access) and [`dataport::execute`], which applies a decoded send message
//! ([`isa::message::Message`]) to them, optionally recording a [`Footprint`].
//!
//! Its errors convert into the EU's send error (`From<DataPortError> for
//! eu_model::SendError`). The footprint is what the timing model (the `timing` crate) prices: this crate holds no
//! timing.
//!
//! ```
//! use memory_model::*;
//! // a 256-byte buffer at BTI 0, filled with 0, 1, 2, ...
//! let mut mem = Memory::new(OobPolicy::Error);
//! let buf = mem.allocate(256, 64).unwrap();
//! mem.allocation_mut(buf).unwrap().iter_mut().enumerate().for_each(|(i, b)| *b = i as u8);
//! let mut surfaces = Surfaces::new();
//! surfaces.bind_buffer(0, buf, 256);
//! let mut slm = vec![0u8; 1024];
//! // `send (16|M0) ... 0xC 0x04205E00`: untyped surface read (x), SIMD16, BTI 0
//! let msg = isa::message::decode(0xC, 0x04205E00, 0xC, 16).unwrap();
//! let mut payload = vec![0u8; 64]; // two GRFs of per-lane byte offsets
//! for lane in 0..16u32 {
//!     payload[4 * lane as usize..][..4].copy_from_slice(&(8 * lane).to_le_bytes());
//! }
//! let mut footprint = Footprint::default();
//! let mut ctx = DataPortCtx::new(&mut mem, &surfaces, &mut slm).with_footprint(&mut footprint);
//! let response = execute(&msg, &payload, 0xFFFF, &mut ctx).unwrap(); // rlen = 2 GRFs
//! assert_eq!(&response[4..8], &[8, 9, 10, 11]); // lane 1 read offset 8
//! assert_eq!(footprint.lines_read.len(), 2); // offsets 0..128 of the buffer: two 64-byte lines
//! ```
#![deny(missing_docs)]

pub mod dataport;
mod memory;
pub mod overlay;
mod send_error;
mod surfaces;

pub use dataport::{
    execute, execute_into, Clipped, DataPortCtx, DataPortError, Footprint, Scratch, Space,
    LINE_BYTES,
};
pub use memory::{Memory, MemoryError, OobPolicy, FIRST_ALLOCATION, GUARD_GAP};
pub use overlay::Overlay;
pub use surfaces::{SurfaceBinding, SurfaceKind, Surfaces};
