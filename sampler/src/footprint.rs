//! What an image message touched in memory, for the timing model: the 64-byte lines of the
//! bytes it read or wrote, found through the surface's tiling (so a block of a Y-tiled image
//! and the same block of a linear one touch different lines), and the texels it processed.

use crate::surface::ImageSurface;
use crate::tiling::contiguous_run;
use memory_model::Footprint;

/// Records `len` bytes of row `y` from byte column `x` (all inside the pitch) as read or
/// written, split where the tiling breaks the row's contiguity.
pub(crate) fn row(
    fp: &mut Footprint,
    surface: &ImageSurface,
    x: u32,
    y: u32,
    len: u32,
    write: bool,
) {
    let mut done = 0u32;
    while done < len {
        let cx = x + done;
        let run = contiguous_run(surface.tiling, surface.pitch, cx).min(len - done);
        if run == 0 {
            break;
        }
        fp.global(surface.texel_address(cx, y), run as usize, write);
        done += run;
    }
}

/// Records one texel of `surface` at GPU address `addr` as read or written.
pub(crate) fn texel(fp: &mut Footprint, surface: &ImageSurface, addr: u64, write: bool) {
    fp.global(addr, surface.texel_bytes() as usize, write);
    fp.texels += 1;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{ChannelOrder, ChannelType, ImageFormat};
    use crate::surface::Tiling;

    fn surface(tiling: Tiling) -> ImageSurface {
        let f = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
        ImageSurface::new(0x10_0000, 256, 64, f, tiling).unwrap()
    }

    /// Lines of a `w`-byte x `h`-row block at (0, 0) from the tile definitions (Y: 128 B x 32
    /// rows of 16-byte columns; X: 512 B x 8 rows; linear: rows `pitch` apart), counted here
    /// without the crate's tiling code.
    fn expected_lines(tiling: Tiling, pitch: u64, w: u64, h: u64) -> usize {
        let mut lines = std::collections::BTreeSet::new();
        for y in 0..h {
            for x in 0..w {
                let off = match tiling {
                    Tiling::Linear => y * pitch + x,
                    Tiling::X => {
                        ((y / 8) * (pitch / 512) + x / 512) * 4096 + (y % 8) * 512 + x % 512
                    }
                    Tiling::Y => {
                        ((y / 32) * (pitch / 128) + x / 128) * 4096
                            + (x % 128 / 16) * 512
                            + (y % 32) * 16
                            + x % 16
                    }
                };
                lines.insert(off / 64);
            }
        }
        lines.len()
    }

    #[test]
    fn media_block_read_records_the_lines_of_its_tiling() {
        use crate::images::{ImageCtx, Images, Samplers};
        use memory_model::{Memory, OobPolicy};
        // `send (8|M0) r6:d r10 0xC 0x02490000`: media block read, BTI 0, rlen 4 (IGC's
        // intel_sub_group_media_block_read_ui4 of 4 bytes x 32 rows, tests/timing_kernels)
        let msg = isa::message::decode(0xC, 0x0249_0000, 0xC, 8).unwrap();
        let mut header = vec![0u8; 32];
        header[8..12].copy_from_slice(&((31u32 << 16) | 3).to_le_bytes());
        let mut counts = Vec::new();
        for tiling in [Tiling::Y, Tiling::X, Tiling::Linear] {
            let f = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
            let mut memory = Memory::new(OobPolicy::Error);
            let probe = ImageSurface::new(0, 1024, 64, f, tiling).unwrap();
            let base = memory.allocate(probe.size_bytes(), 4096).unwrap();
            let s = ImageSurface::new(base, 1024, 64, f, tiling).unwrap();
            let mut images = Images::new();
            images.bind(0, s);
            let samplers = Samplers::new();
            let mut ctx = ImageCtx {
                memory: &mut memory,
                images: &images,
                samplers: &samplers,
            };
            let mut fp = Footprint::default();
            crate::execute_recording(&msg, &header, 0xFF, &mut ctx, &mut fp).unwrap();
            assert_eq!(fp.bytes_read, 4 * 32, "{tiling:?}");
            assert!(fp.lines_written.is_empty());
            assert_eq!(
                fp.lines_read.len(),
                expected_lines(tiling, u64::from(s.pitch), 4, 32),
                "{tiling:?}"
            );
            counts.push(fp.lines_read.len());
        }
        // Y: one 16-byte column of 32 rows = 512 contiguous bytes; X and linear (4 KB pitch):
        // one line per row
        assert_eq!(counts, vec![8, 32, 32]);
    }

    #[test]
    fn typed_atomic_records_lanes_per_line() {
        use crate::images::{ImageCtx, Images, Samplers};
        use memory_model::{Memory, OobPolicy};
        // typed atomic add (type 6, op 7, return), BTI 2, mlen 3 (U, V, source), SIMD8
        let desc = (3 << 25) | (1 << 20) | (6 << 14) | (1 << 13) | (7 << 8) | 2;
        let msg = isa::message::decode(0xC, desc, 0xC, 8).unwrap();
        let f = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
        let mut memory = Memory::new(OobPolicy::Error);
        let base = memory.allocate(4 * 64, 64).unwrap();
        // linear, 4 x 4 texels of 4 bytes: pitch 64, one line per row
        let s = ImageSurface::new(base, 4, 4, f, Tiling::Linear).unwrap();
        let mut images = Images::new();
        images.bind(2, s);
        let samplers = Samplers::new();
        let mut ctx = ImageCtx {
            memory: &mut memory,
            images: &images,
            samplers: &samplers,
        };
        // lanes 0 and 1 on texel (1, 1), lane 2 on (3, 3), lane 3 outside (9, 0)
        let (u, v) = ([1u32, 1, 3, 9], [1u32, 1, 3, 0]);
        let mut payload = vec![0u8; 3 * 32];
        for l in 0..4 {
            payload[4 * l..4 * l + 4].copy_from_slice(&u[l].to_le_bytes());
            payload[32 + 4 * l..36 + 4 * l].copy_from_slice(&v[l].to_le_bytes());
            payload[64 + 4 * l..68 + 4 * l].copy_from_slice(&1u32.to_le_bytes());
        }
        let mut fp = Footprint::default();
        crate::execute_recording(&msg, &payload, 0b1111, &mut ctx, &mut fp).unwrap();
        let (row1, row3) = (base + 64, base + 3 * 64);
        assert_eq!(fp.atomic_lines, vec![(row1, 2), (row3, 1)]);
        assert_eq!((fp.atomic_ops, fp.texels), (3, 3));
        assert_eq!(fp.lines_read, vec![row1, row3]);
        assert_eq!(fp.lines_written, vec![row1, row3]);
    }

    #[test]
    fn a_row_segment_crosses_y_tile_columns() {
        // 32 bytes from column 8 of row 3: Y-tile OWord columns 0, 1 and 2 (16 B each,
        // 512 B apart), one line each
        let s = surface(Tiling::Y);
        let mut fp = Footprint::default();
        row(&mut fp, &s, 8, 3, 32, false);
        let line = |off: u64| (s.base + off) / 64 * 64;
        assert_eq!(
            fp.lines_read,
            vec![line(3 * 16 + 8), line(512 + 3 * 16), line(1024 + 3 * 16)]
        );
        assert_eq!(fp.bytes_read, 32);
        // linear: the same 32 bytes are contiguous, one line (1024-byte pitch)
        let s = surface(Tiling::Linear);
        let mut fp = Footprint::default();
        row(&mut fp, &s, 8, 3, 32, true);
        assert_eq!(fp.lines_written, vec![s.base + 3 * 1024]);
    }
}
