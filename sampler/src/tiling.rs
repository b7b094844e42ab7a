//! Tiled address arithmetic (Gen9, no bit-6 address swizzling) and image upload/download.
//!
//! With `x` a byte column and `y` a row:
//! - linear: `y * pitch + x`;
//! - X-major (tile = 512 B x 8 rows = 4 KB, tiles row-major across the pitch, each tile
//!   row-major inside): `tile * 4096 + (y % 8) * 512 + x % 512` with
//!   `tile = (y / 8) * (pitch / 512) + x / 512`;
//! - Y-major (tile = 128 B x 32 rows = 4 KB, tiles row-major across the pitch, each tile made
//!   of eight 16-byte columns of 32 rows): `tile * 4096 + (x % 128 / 16) * 512 + (y % 32) * 16
//!   + x % 16` with `tile = (y / 32) * (pitch / 128) + x / 128`.

use crate::surface::{ImageSurface, Tiling};
use memory_model::{Footprint, Memory, MemoryError};

/// Byte offset from the surface base of byte column `x` of row `y`. `pitch` must be a multiple
/// of the tile width for tiled surfaces.
pub fn offset(tiling: Tiling, pitch: u32, x: u32, y: u32) -> u64 {
    let (x, y, pitch) = (u64::from(x), u64::from(y), u64::from(pitch));
    match tiling {
        Tiling::Linear => y * pitch + x,
        Tiling::X => {
            let tile = (y / 8) * (pitch / 512) + x / 512;
            tile * 4096 + (y % 8) * 512 + x % 512
        }
        Tiling::Y => {
            let tile = (y / 32) * (pitch / 128) + x / 128;
            let xt = x % 128;
            tile * 4096 + (xt / 16) * 512 + (y % 32) * 16 + xt % 16
        }
    }
}

/// Number of bytes from column `x` of a row that are consecutive in memory (up to the end of
/// the current tile row segment).
pub fn contiguous_run(tiling: Tiling, pitch: u32, x: u32) -> u32 {
    match tiling {
        // Past the pitch (a media block access inside the surface state's bound but past the
        // row) the linear address runs on into the next row.
        Tiling::Linear => pitch - x % pitch.max(1),
        Tiling::X => 512 - x % 512,
        Tiling::Y => 16 - x % 16,
    }
}

/// Reads `buf.len()` bytes of row `y` starting at byte column `x` (columns past the pitch
/// read the addresses [`offset`] gives them, as the hardware computes them).
pub fn read_row(
    surface: &ImageSurface,
    memory: &Memory,
    x: u32,
    y: u32,
    buf: &mut [u8],
) -> Result<(), MemoryError> {
    read_row_recording(surface, memory, x, y, buf, None)
}

/// [`read_row`] that also records the bytes it reads in `rec` as [`crate::footprint::row`]
/// records them (the same runs, in the same order), in one walk over the row's runs: each
/// run's address computed once for the read and the record. On an error the bytes of the
/// runs before the failing one are read and recorded.
pub(crate) fn read_row_recording(
    surface: &ImageSurface,
    memory: &Memory,
    x: u32,
    y: u32,
    buf: &mut [u8],
    mut rec: Option<&mut Footprint>,
) -> Result<(), MemoryError> {
    let mut done = 0usize;
    // the allocation holding the row's first byte, searched once: the row's runs lie in it
    // (the surface's memory), each is copied straight out of it; a run outside goes through
    // `Memory::read`, which reports it
    let window = memory.window(surface.texel_address(x, y));
    while done < buf.len() {
        let cx = x + done as u32;
        let run =
            (contiguous_run(surface.tiling, surface.pitch, cx) as usize).min(buf.len() - done);
        if run == 0 {
            break;
        }
        let addr = surface.texel_address(cx, y);
        let dst = &mut buf[done..done + run];
        match window.and_then(|(base, bytes)| run_in(bytes, addr.wrapping_sub(base), run)) {
            Some(src) => dst.copy_from_slice(src),
            None => memory.read(addr, dst)?,
        }
        if let Some(f) = rec.as_deref_mut() {
            f.global(addr, run, false);
        }
        done += run;
    }
    Ok(())
}

/// The `len` bytes at offset `off` of `bytes`, when they all lie inside.
#[inline]
fn run_in(bytes: &[u8], off: u64, len: usize) -> Option<&[u8]> {
    let off = usize::try_from(off).ok()?;
    bytes.get(off..off.checked_add(len)?)
}

/// Writes `data` into row `y` starting at byte column `x` (columns past the pitch write the
/// addresses [`offset`] gives them).
pub fn write_row(
    surface: &ImageSurface,
    memory: &mut Memory,
    x: u32,
    y: u32,
    data: &[u8],
) -> Result<(), MemoryError> {
    let mut done = 0usize;
    while done < data.len() {
        let cx = x + done as u32;
        let run =
            (contiguous_run(surface.tiling, surface.pitch, cx) as usize).min(data.len() - done);
        memory.write(surface.texel_address(cx, y), &data[done..done + run])?;
        done += run;
    }
    Ok(())
}

/// Why an upload failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransferError {
    /// The row-major data does not have `width * texel_bytes * height * depth` bytes.
    #[error("image data has {got} bytes, a {width}x{height} image of {texel_bytes}-byte texels needs {expected}")]
    Size {
        /// Bytes given.
        got: usize,
        /// Bytes needed.
        expected: usize,
        /// Width in texels.
        width: u32,
        /// Height in rows (times the slices of a layered image).
        height: u32,
        /// Bytes per texel.
        texel_bytes: u32,
    },
    /// The surface's memory is not mapped.
    #[error(transparent)]
    Memory(#[from] MemoryError),
}

/// The surface row of host row `k` (slices one after another, `height` rows each).
fn host_row(surface: &ImageSurface, k: usize) -> u32 {
    let h = surface.height as usize;
    surface.slice_row((k / h) as u32, (k % h) as u32)
}

/// Copies a row-major image (`width * texel_bytes` bytes per row, no padding; the slices of a
/// layered image one after another) into the surface's memory.
pub fn upload(
    surface: &ImageSurface,
    memory: &mut Memory,
    data: &[u8],
) -> Result<(), TransferError> {
    let row = surface.row_bytes() as usize;
    let expected = row * surface.height as usize * surface.depth as usize;
    if data.len() != expected {
        return Err(TransferError::Size {
            got: data.len(),
            expected,
            width: surface.width,
            height: surface.height * surface.depth,
            texel_bytes: surface.texel_bytes(),
        });
    }
    for (k, chunk) in data.chunks_exact(row).enumerate() {
        write_row(surface, memory, 0, host_row(surface, k), chunk)?;
    }
    Ok(())
}

/// Reads the surface back as a row-major image (`width * texel_bytes` bytes per row, slices
/// one after another).
pub fn download(surface: &ImageSurface, memory: &Memory) -> Result<Vec<u8>, MemoryError> {
    let row = surface.row_bytes() as usize;
    let size = row * surface.height as usize * surface.depth as usize;
    let mut out = Vec::new();
    out.try_reserve_exact(size)
        .map_err(|_| MemoryError::HostMemory { size: size as u64 })?;
    out.resize(size, 0);
    for (k, chunk) in out.chunks_exact_mut(row).enumerate() {
        read_row(surface, memory, 0, host_row(surface, k), chunk)?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    // Hand-computed offsets from the tile definitions above.
    #[test]
    fn y_tile_offsets() {
        let p = 256; // two Y tiles per tile row
        assert_eq!(offset(Tiling::Y, p, 0, 0), 0);
        assert_eq!(offset(Tiling::Y, p, 15, 0), 15);
        assert_eq!(offset(Tiling::Y, p, 16, 0), 512); // next 16-byte column
        assert_eq!(offset(Tiling::Y, p, 0, 1), 16); // rows of a column are 16 B apart
        assert_eq!(offset(Tiling::Y, p, 0, 31), 496);
        assert_eq!(offset(Tiling::Y, p, 127, 31), 7 * 512 + 31 * 16 + 15); // last byte of tile 0
        assert_eq!(offset(Tiling::Y, p, 128, 0), 4096); // tile 1
        assert_eq!(offset(Tiling::Y, p, 0, 32), 8192); // tile 2 (second tile row)
        assert_eq!(offset(Tiling::Y, p, 130, 33), 3 * 4096 + 16 + 2);
        assert_eq!(offset(Tiling::Y, p, 37, 5), 2 * 512 + 5 * 16 + 5);
    }

    #[test]
    fn x_tile_offsets() {
        let p = 1024; // two X tiles per tile row
        assert_eq!(offset(Tiling::X, p, 0, 0), 0);
        assert_eq!(offset(Tiling::X, p, 511, 0), 511);
        assert_eq!(offset(Tiling::X, p, 0, 1), 512);
        assert_eq!(offset(Tiling::X, p, 511, 7), 4095);
        assert_eq!(offset(Tiling::X, p, 512, 0), 4096);
        assert_eq!(offset(Tiling::X, p, 0, 8), 8192);
        assert_eq!(offset(Tiling::X, p, 600, 9), 3 * 4096 + 512 + 88);
    }

    #[test]
    fn linear_offsets() {
        assert_eq!(offset(Tiling::Linear, 64, 3, 2), 131);
    }

    #[test]
    fn a_recorded_row_read_reads_and_records_what_the_two_walks_do() {
        use crate::format::{ChannelOrder, ChannelType, ImageFormat};
        use memory_model::OobPolicy;
        let f = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
        for tiling in [Tiling::Y, Tiling::X, Tiling::Linear] {
            let mut memory = Memory::new(OobPolicy::Error);
            let probe = ImageSurface::new(0, 256, 64, f, tiling).unwrap();
            let base = memory.allocate(probe.size_bytes(), 4096).unwrap();
            let s = ImageSurface::new(base, 256, 64, f, tiling).unwrap();
            let bytes: Vec<u8> = (0..probe.size_bytes())
                .map(|i| (i * 7 % 251) as u8)
                .collect();
            memory.write(base, &bytes).unwrap();
            // spans inside one run, across Y columns, X tiles and linear rows' ends
            for (x, y, len) in [(0, 0, 4), (13, 5, 40), (500, 9, 30), (1000, 63, 24)] {
                let (mut want, mut got) = (vec![0u8; len], vec![0u8; len]);
                let mut want_fp = Footprint::default();
                // byte by byte, each at its own address: no runs
                for (i, b) in want.iter_mut().enumerate() {
                    let at = s.texel_address(x + i as u32, y);
                    memory.read(at, std::slice::from_mut(b)).unwrap();
                }
                crate::footprint::row(&mut want_fp, &s, x, y, len as u32, false);
                let mut fp = Footprint::default();
                read_row_recording(&s, &memory, x, y, &mut got, Some(&mut fp)).unwrap();
                assert_eq!((got, fp), (want, want_fp), "{tiling:?} ({x}, {y}) {len} B");
            }
        }
    }

    #[test]
    fn a_row_run_outside_the_surface_memory_fails_as_a_read_of_it_does() {
        use crate::format::{ChannelOrder, ChannelType, ImageFormat};
        use memory_model::OobPolicy;
        // a Y-tiled surface whose memory ends inside its first tile: row 0's 16-byte columns
        // lie 512 bytes apart, the third (byte 1024) past the 600 bytes allocated
        let f = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
        let mut memory = Memory::new(OobPolicy::Error);
        let base = memory.allocate(600, 4096).unwrap();
        let bytes: Vec<u8> = (0..600).map(|i| (i % 251) as u8).collect();
        memory.write(base, &bytes).unwrap();
        let s = ImageSurface::new(base, 64, 32, f, Tiling::Y).unwrap();
        let mut got = [0u8; 48];
        let mut fp = Footprint::default();
        let err = read_row_recording(&s, &memory, 0, 0, &mut got, Some(&mut fp)).unwrap_err();
        let mut probe = [0u8; 16];
        assert_eq!(Err(err), memory.read(base + 1024, &mut probe));
        // the runs before it were read and recorded
        assert_eq!(&got[..16], &bytes[..16]);
        assert_eq!(&got[16..32], &bytes[512..528]);
        assert_eq!(fp.lines_read, [base, base + 512]);
        assert_eq!(fp.bytes_read, 32);
    }

    #[test]
    fn runs_stop_at_tile_boundaries() {
        assert_eq!(contiguous_run(Tiling::Y, 256, 13), 3);
        assert_eq!(contiguous_run(Tiling::X, 1024, 500), 12);
        assert_eq!(contiguous_run(Tiling::Linear, 64, 10), 54);
    }
}
