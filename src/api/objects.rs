//! Memory objects the host shares with kernels: buffers (and sub-buffers) and 2D images.
//!
//! Each object is a handle to host-side bytes (`Arc<RwLock<..>>`): clones share the bytes,
//! handles are `Send + Sync`, and a lock is held only while bytes are copied (never across a
//! simulation), so host threads can read and write objects concurrently. An enqueue copies the
//! bytes of every bound object into the simulated memory of that launch and copies them back
//! when it ends.

use crate::sim::SimError;
use sampler::{ImageFormat, ImageKind, ImageSurface, Tiling};
use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// Shared host bytes of a buffer or image.
pub(crate) type Store = Arc<RwLock<Vec<u8>>>;

/// Read access to a store; a poisoned lock (a panicking host thread) still yields the bytes.
pub(crate) fn read(store: &Store) -> RwLockReadGuard<'_, Vec<u8>> {
    store.read().unwrap_or_else(|p| p.into_inner())
}

/// Write access to a store (see [`read`]).
pub(crate) fn write(store: &Store) -> RwLockWriteGuard<'_, Vec<u8>> {
    store.write().unwrap_or_else(|p| p.into_inner())
}

/// `n` zero bytes, or an error when the host cannot provide them (never an abort).
fn zeroed(n: usize) -> Result<Vec<u8>, SimError> {
    let mut v = Vec::new();
    v.try_reserve_exact(n)
        .map_err(|_| SimError::HostMemory(n as u64))?;
    v.resize(n, 0);
    Ok(v)
}

/// Checks that `offset..offset + len` lies within `size` bytes.
fn range(what: &str, offset: usize, len: usize, size: usize) -> Result<(), SimError> {
    match offset.checked_add(len) {
        Some(end) if end <= size => Ok(()),
        _ => Err(SimError::OutOfRange(format!(
            "{what}: bytes {offset}..{offset}+{len} outside its {size} bytes"
        ))),
    }
}

/// A buffer (`global` or `constant` memory): a handle to host bytes, or to a range of another
/// buffer's bytes (a sub-buffer). `Send + Sync`; clones share the bytes.
#[derive(Clone, Debug)]
pub struct Buffer {
    store: Store,
    offset: usize,
    len: usize,
}

impl Buffer {
    /// A buffer of `len` zero bytes.
    pub fn new(len: usize) -> Result<Buffer, SimError> {
        Ok(Buffer::from_vec(zeroed(len)?))
    }

    /// A buffer holding `bytes`.
    pub fn from_vec(bytes: Vec<u8>) -> Buffer {
        let len = bytes.len();
        Buffer {
            store: Arc::new(RwLock::new(bytes)),
            offset: 0,
            len,
        }
    }

    /// Size in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the buffer has no bytes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Offset of a sub-buffer in the buffer it was made from (0 for a buffer).
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// A buffer viewing `len` bytes of this one from `offset` (shares the bytes; a kernel
    /// given it sees its first byte at the address it receives).
    pub fn sub_buffer(&self, offset: usize, len: usize) -> Result<Buffer, SimError> {
        range("sub-buffer", offset, len, self.len)?;
        Ok(Buffer {
            store: Arc::clone(&self.store),
            offset: self.offset + offset,
            len,
        })
    }

    /// Copies `out.len()` bytes from `offset` into `out`.
    pub fn read(&self, offset: usize, out: &mut [u8]) -> Result<(), SimError> {
        range("buffer read", offset, out.len(), self.len)?;
        let at = self.offset + offset;
        out.copy_from_slice(&read(&self.store)[at..at + out.len()]);
        Ok(())
    }

    /// Copies `data` into the buffer at `offset`.
    pub fn write(&self, offset: usize, data: &[u8]) -> Result<(), SimError> {
        range("buffer write", offset, data.len(), self.len)?;
        let at = self.offset + offset;
        write(&self.store)[at..at + data.len()].copy_from_slice(data);
        Ok(())
    }

    /// The buffer's bytes.
    pub fn to_vec(&self) -> Vec<u8> {
        read(&self.store)[self.offset..self.offset + self.len].to_vec()
    }

    /// The buffer's bytes, without a copy when this is the only handle to a whole buffer.
    pub fn into_vec(self) -> Vec<u8> {
        if self.offset == 0 {
            match Arc::try_unwrap(self.store) {
                Ok(lock) => {
                    let mut v = lock.into_inner().unwrap_or_else(|p| p.into_inner());
                    v.truncate(self.len);
                    return v;
                }
                Err(store) => {
                    return read(&store)[..self.len].to_vec();
                }
            }
        }
        self.to_vec()
    }

    /// Whether two handles share bytes (a buffer and its sub-buffers do).
    pub fn shares_bytes_with(&self, other: &Buffer) -> bool {
        Arc::ptr_eq(&self.store, &other.store)
    }

    pub(crate) fn store(&self) -> &Store {
        &self.store
    }
}

/// What an image is: type, size, texel format and memory layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageDesc {
    /// Image type (1D, 1D array, 1D buffer, 2D, 2D array, 3D).
    pub kind: ImageKind,
    /// Width in texels (1 to 16384; to 2^27 for image buffers).
    pub width: u32,
    /// Height in rows (1 to 16384; 1 for the 1D kinds).
    pub height: u32,
    /// Slices: the depth of a 3D image or the size of an array (1 to 2048; 1 otherwise).
    pub depth: u32,
    /// Channel order and data type.
    pub format: ImageFormat,
    /// How the simulated memory lays the image out (linear, or tiled as the hardware does;
    /// 1D and buffer images are linear).
    pub tiling: Tiling,
}

/// Largest width and height of a Gen9 2D surface.
pub const MAX_IMAGE_SIZE: u32 = sampler::MAX_SIZE;

impl ImageDesc {
    /// A 2D image.
    pub fn new_2d(width: u32, height: u32, format: ImageFormat, tiling: Tiling) -> ImageDesc {
        ImageDesc {
            kind: ImageKind::Image2d,
            width,
            height,
            depth: 1,
            format,
            tiling,
        }
    }

    /// Bytes of one texel.
    pub fn texel_bytes(&self) -> u32 {
        self.format.texel_bytes()
    }

    /// Host row pitch: bytes of one row as the host reads and writes it (rows are packed).
    pub fn row_bytes(&self) -> usize {
        self.width as usize * self.texel_bytes() as usize
    }

    /// Host slice pitch: bytes of one slice (packed rows).
    pub fn slice_bytes(&self) -> usize {
        self.row_bytes() * self.height as usize
    }

    /// Bytes of the whole image as the host sees it (packed rows, slices one after another).
    pub fn size_bytes(&self) -> usize {
        self.slice_bytes() * self.depth as usize
    }

    /// The surface this image is laid out as (at address 0).
    pub fn surface(&self) -> Result<ImageSurface, SimError> {
        let size = (self.width, self.height, self.depth);
        self.kind
            .layout(0, size, self.format, self.tiling)
            .map_err(|e| SimError::Image(format!("{}: {e}", self.kind.type_name())))
    }

    /// Checks the size and that the kind, format and tiling can be laid out.
    pub fn validate(&self) -> Result<(), SimError> {
        let (w, h, d) = (self.width, self.height, self.depth);
        if w == 0 || h == 0 || d == 0 {
            return Err(SimError::Image(format!("image of {w}x{h} texels is empty")));
        }
        let max_w = self.kind.max_width();
        if w > max_w || h > MAX_IMAGE_SIZE {
            return Err(SimError::Image(format!(
                "{} of {w}x{h} exceeds Gen9's {max_w}x{MAX_IMAGE_SIZE}",
                self.kind.type_name()
            )));
        }
        if (!self.kind.has_height() && h != 1) || (!self.kind.layered() && d != 1) {
            return Err(SimError::Image(format!(
                "an {} has no {} (got {w}x{h}x{d})",
                self.kind.type_name(),
                if h != 1 && !self.kind.has_height() {
                    "height"
                } else {
                    "depth or array size"
                }
            )));
        }
        self.surface().map(|_| ())
    }
}

/// An image: its description and host bytes (row-major, [`ImageDesc::row_bytes`] per row,
/// slices one after another).
/// `Send + Sync`; clones share the bytes.
#[derive(Clone, Debug)]
pub struct Image {
    desc: ImageDesc,
    store: Store,
}

impl Image {
    /// An image of zero texels.
    pub fn new(desc: ImageDesc) -> Result<Image, SimError> {
        desc.validate()?;
        Image::from_vec(desc, zeroed(desc.size_bytes())?)
    }

    /// An image holding `bytes` (row-major, packed rows).
    pub fn from_vec(desc: ImageDesc, bytes: Vec<u8>) -> Result<Image, SimError> {
        desc.validate()?;
        if bytes.len() != desc.size_bytes() {
            return Err(SimError::Image(format!(
                "init has {} bytes, a {}x{}{} image of {}-byte texels needs {}",
                bytes.len(),
                desc.width,
                desc.height,
                if desc.depth > 1 {
                    format!("x{}", desc.depth)
                } else {
                    String::new()
                },
                desc.texel_bytes(),
                desc.size_bytes()
            )));
        }
        Ok(Image {
            desc,
            store: Arc::new(RwLock::new(bytes)),
        })
    }

    /// The image's description.
    pub fn desc(&self) -> &ImageDesc {
        &self.desc
    }

    /// Copies `out.len()` bytes from byte `offset` of the packed image into `out`.
    pub fn read(&self, offset: usize, out: &mut [u8]) -> Result<(), SimError> {
        range("image read", offset, out.len(), self.desc.size_bytes())?;
        out.copy_from_slice(&read(&self.store)[offset..offset + out.len()]);
        Ok(())
    }

    /// Copies `data` into the packed image at byte `offset`.
    pub fn write(&self, offset: usize, data: &[u8]) -> Result<(), SimError> {
        range("image write", offset, data.len(), self.desc.size_bytes())?;
        write(&self.store)[offset..offset + data.len()].copy_from_slice(data);
        Ok(())
    }

    /// The image's bytes (packed rows).
    pub fn to_vec(&self) -> Vec<u8> {
        read(&self.store).clone()
    }

    /// The image's bytes, without a copy when this is the only handle.
    pub fn into_vec(self) -> Vec<u8> {
        match Arc::try_unwrap(self.store) {
            Ok(lock) => lock.into_inner().unwrap_or_else(|p| p.into_inner()),
            Err(store) => read(&store).clone(),
        }
    }

    pub(crate) fn store(&self) -> &Store {
        &self.store
    }
}

/// A sampler argument's configuration: normalized coordinates, addressing, filter.
pub use sampler::SamplerState as Sampler;
pub use sampler::{AddressMode, Filter};
