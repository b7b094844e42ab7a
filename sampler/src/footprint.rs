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
