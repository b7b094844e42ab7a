//! Memory objects: buffers, sub-buffers and images, their storage and mappings.
//!
//! The bytes are the simulator's own memory objects ([`crate::backend::Buffer`], a sub-buffer
//! sharing its parent's bytes, and [`crate::backend::Image`], texels row-major without
//! padding: `width * texel bytes` per row), so a launch binds them without copying. A 1D
//! image buffer keeps a view of its buffer's bytes: a launch binds an image made from them and
//! writes the texels back when the kernel may have written them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::context::{Context, Destructor};
use super::handle::Obj;
use crate::backend::{Buffer, Image};
use crate::cl::*;

/// Where a memory object's bytes live.
#[derive(Clone, Debug)]
pub enum Store {
    /// A buffer or sub-buffer.
    Buffer(Buffer),
    /// An image.
    Image(Image),
    /// A 1D image buffer: texels that are the first bytes of a buffer (shared with it, so
    /// writes through either object are visible through the other).
    BufferImage(Buffer, crate::backend::ImageDesc),
}

/// An image's shape and format.
#[derive(Clone, Copy, Debug)]
pub struct ImageDesc {
    /// `CL_MEM_OBJECT_IMAGE1D`, `_IMAGE1D_ARRAY`, `_IMAGE2D`, `_IMAGE2D_ARRAY` or `_IMAGE3D`.
    pub image_type: u32,
    /// Width in texels.
    pub width: usize,
    /// Height in texels (1 for the 1D kinds).
    pub height: usize,
    /// Depth of a 3D image (0 otherwise, as `CL_IMAGE_DEPTH` reports it).
    pub depth: usize,
    /// Layers of an array (0 otherwise, as `CL_IMAGE_ARRAY_SIZE` reports it).
    pub array_size: usize,
    /// `cl_image_format.image_channel_order`.
    pub order: u32,
    /// `cl_image_format.image_channel_data_type`.
    pub data_type: u32,
    /// Bytes per texel.
    pub elem: usize,
    /// The simulator's format.
    pub format: sampler::ImageFormat,
}

impl ImageDesc {
    /// Bytes of one row.
    pub fn row_pitch(&self) -> usize {
        self.width * self.elem
    }

    /// Slices: the depth of a 3D image, the layers of an array, else 1.
    pub fn slices(&self) -> usize {
        self.depth.max(self.array_size).max(1)
    }

    /// Bytes of one slice (of one layer of an array): packed rows.
    pub fn slice_pitch(&self) -> usize {
        self.row_pitch() * self.height
    }

    /// Whether the image is a 1D array (its layers are addressed like rows).
    pub fn is_1d_array(&self) -> bool {
        self.image_type == crate::cl::CL_MEM_OBJECT_IMAGE1D_ARRAY
    }
}

/// A region mapped for the host.
pub struct Mapping {
    /// Byte offset in the object.
    pub offset: usize,
    /// Host row pitch of the mapping (images; 0 for buffers).
    pub row_pitch: usize,
    /// Bytes per row and rows (`rows` is 1 for buffers).
    pub row_bytes: usize,
    /// Rows mapped.
    pub rows: usize,
    /// Slices mapped (1 for buffers and 2D images).
    pub slices: usize,
    /// Host slice pitch of the mapping.
    pub slice_pitch: usize,
    /// The object's slice pitch.
    pub obj_slice_pitch: usize,
    /// Whether unmapping writes the host's bytes back.
    pub write: bool,
    /// The host memory the mapping returned, when the ICD allocated it (else the
    /// application's `CL_MEM_USE_HOST_PTR` memory).
    pub staging: Option<Box<[u8]>>,
}

/// A memory object.
pub struct Mem {
    /// Its context.
    pub context: Arc<Obj<Context>>,
    /// `CL_MEM_*` flags.
    pub flags: u64,
    /// `Some` for an image.
    pub image: Option<ImageDesc>,
    /// Size in bytes.
    pub size: usize,
    /// The bytes (shared with the parent for a sub-buffer).
    pub store: Store,
    /// The parent of a sub-buffer.
    pub parent: Option<Arc<Obj<Mem>>>,
    /// The application's pointer for `CL_MEM_USE_HOST_PTR` (else the one given, or 0).
    pub host_ptr: usize,
    /// Current mappings by host address.
    pub maps: Mutex<HashMap<usize, Mapping>>,
    /// `clSetMemObjectDestructorCallback` callbacks.
    pub destructors: Mutex<Vec<Destructor>>,
    /// Properties given at creation (zero-terminated, or empty).
    pub properties: Vec<u64>,
}

impl Drop for Mem {
    fn drop(&mut self) {
        let list = std::mem::take(
            self.destructors
                .get_mut()
                .unwrap_or_else(|e| e.into_inner()),
        );
        for d in list.into_iter().rev() {
            d();
        }
    }
}

impl Mem {
    /// A new buffer or image over `store`.
    pub fn new(
        context: Arc<Obj<Context>>,
        flags: u64,
        store: Store,
        host_ptr: usize,
        image: Option<ImageDesc>,
    ) -> Self {
        let size = match &store {
            Store::Buffer(b) => b.len(),
            Store::Image(i) => i.desc().size_bytes(),
            Store::BufferImage(_, d) => d.size_bytes(),
        };
        Mem {
            context,
            flags,
            image,
            size,
            store,
            parent: None,
            host_ptr,
            maps: Mutex::new(HashMap::new()),
            destructors: Mutex::new(Vec::new()),
            properties: Vec::new(),
        }
    }

    /// A sub-buffer of `parent` at `origin` (`None` when `parent` is not a buffer or the range
    /// does not fit).
    pub fn sub(parent: &Arc<Obj<Mem>>, flags: u64, origin: usize, size: usize) -> Option<Self> {
        let Store::Buffer(b) = &parent.store else {
            return None;
        };
        let sub = b.sub_buffer(origin, size).ok()?;
        let host_ptr = if parent.flags & CL_MEM_USE_HOST_PTR != 0 {
            parent.host_ptr + origin
        } else {
            0
        };
        let mut m = Mem::new(
            parent.context.clone(),
            flags,
            Store::Buffer(sub),
            host_ptr,
            None,
        );
        m.parent = Some(parent.clone());
        Some(m)
    }

    /// Byte offset from the start of the root buffer.
    pub fn origin(&self) -> usize {
        match &self.store {
            Store::Buffer(b) | Store::BufferImage(b, _) => b.offset(),
            Store::Image(_) => 0,
        }
    }

    /// Whether two objects' bytes can overlap (same root buffer).
    pub fn shares_bytes_with(&self, other: &Mem) -> bool {
        match (&self.store, &other.store) {
            (
                Store::Buffer(a) | Store::BufferImage(a, _),
                Store::Buffer(b) | Store::BufferImage(b, _),
            ) => a.shares_bytes_with(b),
            _ => false,
        }
    }

    /// A copy of `len` bytes at `off` (inside the object: callers check with
    /// [`Mem::contains`]).
    pub fn read(&self, off: usize, len: usize) -> Vec<u8> {
        let mut out = vec![0u8; len];
        let r = match &self.store {
            Store::Buffer(b) | Store::BufferImage(b, _) => b.read(off, &mut out),
            Store::Image(i) => i.read(off, &mut out),
        };
        debug_assert!(r.is_ok(), "read outside a memory object");
        out
    }

    /// Overwrites bytes at `off` (inside the object).
    pub fn write(&self, off: usize, bytes: &[u8]) {
        let r = match &self.store {
            Store::Buffer(b) | Store::BufferImage(b, _) => b.write(off, bytes),
            Store::Image(i) => i.write(off, bytes),
        };
        debug_assert!(r.is_ok(), "write outside a memory object");
    }

    /// All of the object's bytes.
    pub fn contents(&self) -> Vec<u8> {
        self.read(0, self.size)
    }

    /// Whether `[off, off + len)` lies inside the object.
    pub fn contains(&self, off: usize, len: usize) -> bool {
        off.checked_add(len).is_some_and(|end| end <= self.size)
    }

    /// The number of current mappings (`CL_MEM_MAP_COUNT`).
    pub fn map_count(&self) -> usize {
        self.maps.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

/// A 3D box of bytes in a pitched layout: `origin` (bytes, rows, slices) with row and slice
/// pitches.
#[derive(Clone, Copy, Debug)]
pub struct Pitched {
    /// Byte, row and slice of the first byte.
    pub origin: [usize; 3],
    /// Bytes from one row to the next.
    pub row_pitch: usize,
    /// Bytes from one slice to the next.
    pub slice_pitch: usize,
}

impl Pitched {
    /// Offset of (x, y, z).
    pub fn at(&self, y: usize, z: usize) -> usize {
        self.origin[0]
            + (self.origin[1] + y) * self.row_pitch
            + (self.origin[2] + z) * self.slice_pitch
    }

    /// One past the last byte a `region` touches.
    pub fn end(&self, region: [usize; 3]) -> usize {
        if region.contains(&0) {
            return 0;
        }
        self.at(region[1] - 1, region[2] - 1) + region[0]
    }
}

/// Copies a `region` (bytes, rows, slices) between two pitched layouts; `false` when either
/// side would go out of its slice.
pub fn copy_rect(src: &[u8], s: &Pitched, dst: &mut [u8], d: &Pitched, region: [usize; 3]) -> bool {
    if s.end(region) > src.len() || d.end(region) > dst.len() {
        return false;
    }
    for z in 0..region[2] {
        for y in 0..region[1] {
            let (a, b) = (s.at(y, z), d.at(y, z));
            dst[b..b + region[0]].copy_from_slice(&src[a..a + region[0]]);
        }
    }
    true
}

/// A sampler.
pub struct Sampler {
    /// The simulator's sampler state.
    pub state: crate::backend::Sampler,
    /// Its context.
    pub context: Arc<Obj<Context>>,
    /// Normalized coordinates.
    pub normalized: bool,
    /// `CL_ADDRESS_*`.
    pub addressing: u32,
    /// `CL_FILTER_*`.
    pub filter: u32,
    /// Properties given at creation.
    pub properties: Vec<u64>,
}

#[cfg(test)]
mod tests {
    use super::{copy_rect, Pitched};

    #[test]
    fn rect_copy_moves_rows_between_pitches_and_refuses_overruns() {
        // a 3x2 box at (1, 1) of an 8-byte-pitch source into a packed 3-byte-pitch target
        let src: Vec<u8> = (0..32).collect();
        let s = Pitched {
            origin: [1, 1, 0],
            row_pitch: 8,
            slice_pitch: 32,
        };
        let d = Pitched {
            origin: [0; 3],
            row_pitch: 3,
            slice_pitch: 6,
        };
        let mut dst = vec![0u8; 6];
        assert!(copy_rect(&src, &s, &mut dst, &d, [3, 2, 1]));
        assert_eq!(dst, [9, 10, 11, 17, 18, 19]);
        // one row more would read past the source
        let mut big = vec![0u8; 12];
        let s4 = Pitched {
            origin: [1, 1, 0],
            row_pitch: 8,
            slice_pitch: 0,
        };
        assert!(!copy_rect(&src, &s4, &mut big, &d, [3, 4, 1]));
        assert_eq!(s4.end([3, 3, 1]), 3 * 8 + 1 + 3);
    }
}
