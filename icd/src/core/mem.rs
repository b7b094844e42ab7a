//! Memory objects: buffers, sub-buffers and images, their storage and mappings.
//!
//! The bytes are the simulator's own memory objects ([`crate::backend::Buffer`], a sub-buffer
//! sharing its parent's bytes, and [`crate::backend::Image`], texels row-major without
//! padding: `width * texel bytes` per row), so a launch binds them without copying. A 1D
//! image buffer keeps a view of its buffer's bytes: a launch binds an image made from them and
//! writes the texels back when the kernel may have written them.

use std::sync::atomic::{AtomicU64, Ordering};
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
    /// Row pitch of the application's memory of a `CL_MEM_USE_HOST_PTR` image (what
    /// `CL_IMAGE_ROW_PITCH` reports and mappings use), else [`ImageDesc::row_pitch`].
    pub host_row_pitch: usize,
    /// Slice (or layer) pitch of the application's memory of a `CL_MEM_USE_HOST_PTR` image,
    /// else [`ImageDesc::slice_pitch`].
    pub host_slice_pitch: usize,
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

    /// The application's memory of a `CL_MEM_USE_HOST_PTR` image as a [`Pitched`] layout
    /// of the box at `origin` (bytes, rows, slices as [`Pitched`] addresses the image: the
    /// layers of a 1D array are its rows, one host slice pitch apart).
    pub fn host_layout(&self, origin: [usize; 3]) -> Pitched {
        let row_pitch = if self.is_1d_array() {
            self.host_slice_pitch
        } else {
            self.host_row_pitch
        };
        Pitched {
            origin,
            row_pitch,
            slice_pitch: self.host_slice_pitch,
        }
    }
}

/// A region mapped for the host.
pub struct Mapping {
    /// The object mapped ([`Mem::id`]).
    pub owner: u64,
    /// The host address the mapping returned.
    pub ptr: usize,
    /// The mapped box in the object.
    pub obj: Pitched,
    /// The layout of the host memory from `ptr` (origin 0).
    pub host: Pitched,
    /// Bytes per row, rows and slices mapped.
    pub region: [usize; 3],
    /// The bytes the box spans, from its first to one past its last, as offsets in the root
    /// buffer of the object (in the image for an image).
    pub span: (usize, usize),
    /// Whether the mapping is for writing (unmapping writes the host's bytes back).
    pub write: bool,
    /// The host memory the mapping returned, when the ICD allocated it (else the
    /// application's `CL_MEM_USE_HOST_PTR` memory).
    pub staging: Option<Box<[u8]>>,
}

impl Mapping {
    /// Whether the two mappings can touch the same bytes: the boxes of two mappings of one
    /// object intersect, else (a buffer and its sub-buffers or 1D image buffers, all one row)
    /// their spans do.
    pub fn overlaps(&self, other: &Mapping) -> bool {
        if self.owner == other.owner {
            boxes_meet(
                (self.obj.origin, self.region),
                (other.obj.origin, other.region),
            )
        } else {
            self.span.0 < other.span.1 && other.span.0 < self.span.1
        }
    }
}

/// Whether two boxes (origin, extent; in bytes, rows and slices) share a point: their
/// intervals meet in every dimension.
pub fn boxes_meet(
    (a, a_len): ([usize; 3], [usize; 3]),
    (b, b_len): ([usize; 3], [usize; 3]),
) -> bool {
    (0..3).all(|k| a[k] < b[k].saturating_add(b_len[k]) && b[k] < a[k].saturating_add(a_len[k]))
}

/// The current mappings of a buffer, its sub-buffers and its 1D image buffers (one list, so
/// that overlapping mappings of associated objects are seen), or of an image.
pub type Mappings = Arc<Mutex<Vec<Mapping>>>;

/// The next [`Mem::id`].
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

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
    /// A number naming the object for its whole life (the owner of its mappings).
    pub id: u64,
    /// Current mappings, shared with the associated objects.
    pub maps: Mappings,
    /// `clSetMemObjectDestructorCallback` callbacks.
    pub destructors: Mutex<Vec<Destructor>>,
    /// Properties given at creation (zero-terminated, or empty).
    pub properties: Vec<u64>,
}

impl Drop for Mem {
    fn drop(&mut self) {
        // mappings the application never unmapped go with the object
        let id = self.id;
        self.maps
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|m| m.owner != id);
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
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            maps: Arc::new(Mutex::new(Vec::new())),
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
        m.maps = parent.maps.clone();
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
        let maps = self.maps.lock().unwrap_or_else(|e| e.into_inner());
        maps.iter().filter(|m| m.owner == self.id).count()
    }

    /// Whether the host may read (`write` false) or write the object's bytes through
    /// `clEnqueueRead*`, `clEnqueueWrite*` and mappings: not when its `CL_MEM_HOST_*` flags
    /// forbid it.
    pub fn host_may(&self, write: bool) -> bool {
        let forbidden = if write {
            CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS
        } else {
            CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS
        };
        self.flags & forbidden == 0
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
    /// Offset of the first byte of row `y` of slice `z` of the box; `None` when it does not
    /// fit in `usize`.
    pub fn at(&self, y: usize, z: usize) -> Option<usize> {
        let row = self.origin[1].checked_add(y)?.checked_mul(self.row_pitch)?;
        let slice = self.origin[2]
            .checked_add(z)?
            .checked_mul(self.slice_pitch)?;
        self.origin[0].checked_add(row)?.checked_add(slice)
    }

    /// One past the last byte a `region` touches (0 for an empty region); `None` when it does
    /// not fit in `usize`.
    pub fn end(&self, region: [usize; 3]) -> Option<usize> {
        if region.contains(&0) {
            return Some(0);
        }
        self.at(region[1] - 1, region[2] - 1)?
            .checked_add(region[0])
    }
}

/// The bytes of a `region` (bytes per row, rows, slices); `None` when it does not fit in
/// `usize`.
pub fn region_bytes(region: [usize; 3]) -> Option<usize> {
    region[0].checked_mul(region[1])?.checked_mul(region[2])
}

/// Copies a `region` (bytes, rows, slices) between two pitched layouts; `false` when either
/// side would go out of its slice.
pub fn copy_rect(src: &[u8], s: &Pitched, dst: &mut [u8], d: &Pitched, region: [usize; 3]) -> bool {
    let fits = |p: &Pitched, len: usize| p.end(region).is_some_and(|e| e <= len);
    if !fits(s, src.len()) || !fits(d, dst.len()) {
        return false;
    }
    for z in 0..region[2] {
        for y in 0..region[1] {
            // every row ends at or before `end`, which fits
            let (Some(a), Some(b)) = (s.at(y, z), d.at(y, z)) else {
                return false;
            };
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
    use super::{copy_rect, region_bytes, Mapping, Pitched};

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
        assert_eq!(s4.end([3, 3, 1]), Some(3 * 8 + 1 + 3));
    }

    #[test]
    fn ranges_that_wrap_around_usize_are_none_not_small() {
        let at = |origin: [usize; 3], row_pitch: usize, slice_pitch: usize| Pitched {
            origin,
            row_pitch,
            slice_pitch,
        };
        let big = usize::MAX - 7;
        // an origin, a row pitch, a slice pitch, a row and a slice that wrap
        assert_eq!(at([big, 0, 0], 16, 32).end([16, 1, 1]), None);
        assert_eq!(at([0; 3], 1 << 63, 0).end([16, 3, 1]), None);
        assert_eq!(at([0; 3], 16, 1 << 63).end([16, 1, 3]), None);
        assert_eq!(at([0, usize::MAX, 0], 16, 32).at(1, 0), None);
        assert_eq!(at([0, 0, usize::MAX], 16, 32).at(0, 1), None);
        // just below the top still adds up
        assert_eq!(at([big, 0, 0], 16, 32).end([7, 1, 1]), Some(usize::MAX));
        assert_eq!(at([0; 3], 16, 32).end([0, 5, 5]), Some(0));
        assert_eq!(region_bytes([1 << 32, 1 << 32, 1]), None);
        assert_eq!(region_bytes([4, 3, 2]), Some(24));
        // a copy between layouts that wrap moves nothing
        let src = vec![7u8; 64];
        let mut dst = vec![0u8; 64];
        let wraps = at([big, 0, 0], 16, 32);
        assert!(!copy_rect(
            &src,
            &wraps,
            &mut dst,
            &at([0; 3], 16, 32),
            [16, 1, 1]
        ));
        assert!(!copy_rect(
            &src,
            &at([0; 3], 16, 32),
            &mut dst,
            &wraps,
            [16, 1, 1]
        ));
        assert_eq!(dst, vec![0u8; 64]);
    }

    /// A mapping of `region` at `origin` of object `owner` (pitches 64 and 256), at `base` in
    /// its root buffer.
    fn mapping(owner: u64, origin: [usize; 3], region: [usize; 3], base: usize) -> Mapping {
        let obj = Pitched {
            origin,
            row_pitch: 64,
            slice_pitch: 256,
        };
        let (start, end) = (obj.at(0, 0).unwrap(), obj.end(region).unwrap());
        Mapping {
            owner,
            ptr: 0,
            obj,
            host: obj,
            region,
            span: (base + start, base + end),
            write: false,
            staging: None,
        }
    }

    #[test]
    fn mappings_overlap_when_their_bytes_can() {
        // one image: boxes side by side in one row band do not overlap, though their spans do
        let left = mapping(1, [0, 0, 0], [16, 4, 1], 0);
        let right = mapping(1, [16, 0, 0], [16, 4, 1], 0);
        let below = mapping(1, [0, 4, 0], [32, 1, 1], 0);
        let corner = mapping(1, [8, 3, 0], [16, 2, 1], 0);
        let other_slice = mapping(1, [0, 0, 1], [16, 4, 1], 0);
        assert!(!left.overlaps(&right) && !right.overlaps(&left));
        assert!(!left.overlaps(&below) && !left.overlaps(&other_slice));
        assert!(left.overlaps(&corner) && corner.overlaps(&right) && corner.overlaps(&left));
        assert!(left.overlaps(&left));
        // a buffer and a sub-buffer at 128 in it: their bytes in the root buffer
        let whole = mapping(1, [100, 0, 0], [40, 1, 1], 0);
        let sub = mapping(2, [0, 0, 0], [16, 1, 1], 128);
        let sub_after = mapping(2, [12, 0, 0], [16, 1, 1], 128);
        assert!(whole.overlaps(&sub) && sub.overlaps(&whole));
        assert!(!whole.overlaps(&sub_after) && !sub_after.overlaps(&whole));
    }
}
