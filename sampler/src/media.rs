//! Media block read/write (DC1 message types 4 and 10).
//!
//! IGC emits these for `intel_sub_group_media_block_read/write_*` (cl_intel_media_block_io) and
//! for `intel_sub_group_block_read/write*` on `image2d_t` (cl_intel_subgroups). The message has
//! a header GRF (IGC vISA `TranslateSendMedia.cpp`): DWord 0 = X offset in bytes, DWord 1 =
//! Y offset in rows (both signed), DWord 2 = `(height - 1) << 16 | (width - 1)` with the width
//! in bytes. eusim accepts width - 1 in bits 9:0 and height - 1 in bits 21:16 and requires the
//! other bits of DWord 2 to be zero.
//!
//! Register layout: each row of the block occupies `grf_pitch` bytes of the response (or of the
//! write data after the header), where `grf_pitch` is the width rounded up to a DWord multiple
//! and then to a power of two (4, 8, 16 or 32); rows follow each other, so a GRF holds
//! `32 / grf_pitch` rows. The block must fit in 8 GRFs, which gives the width/height table of
//! cl_intel_media_block_io (4 B: 64 rows, 8 B: 32, 12-16 B: 16, 20-32 B: 8).
//!
//! Bounds: the row is [`ImageSurface::block_row_bytes`] wide (the message reads the surface
//! state's width as DWords), the surface `height` rows high. A read outside replicates the
//! nearest edge texel, texel by texel (1, 2 or 4 bytes; vertically whole rows); for wider texels
//! the extensions leave the result undefined and eusim reports [`SamplerError::UndefinedEdge`].
//! Bytes of a write outside the surface are dropped. When the width field holds texels of fewer
//! than 4 bytes (an `image2d_t` used with sub-group image block IO), the hardware bound lies past
//! the end of the row (cl_intel_subgroups: "bounds checking will occur too late", such accesses
//! may return invalid data or corrupt other memory): the model follows the surface state as
//! programmed, so bytes between the row's end and the bound are read from and written to the
//! addresses the tiling gives them (the row's pitch padding, then, past the pitch, whatever
//! the address arithmetic reaches; outside every allocation that is a memory error like any
//! other). Intel's sub-group image-copy sample reads such padding at an 8-bit width of 1000.
//! The execution mask is not used (IGC sends these messages with NoMask); bytes of the response
//! beyond the block width are zero.

use crate::images::ImageCtx;
use crate::payload::{dword, expect_len, GRF};
use crate::surface::ImageSurface;
use crate::tiling::{read_row_recording, write_row};
use crate::SamplerError;
use memory_model::Footprint;

/// Geometry of a media block in the register file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MediaBlockLayout {
    /// Block width in bytes (1..=32).
    pub width: u32,
    /// Block height in rows.
    pub height: u32,
    /// Bytes each row occupies in the GRFs.
    pub grf_pitch: u32,
    /// GRFs the block occupies.
    pub grfs: u32,
}

/// The register layout of a `width`-byte x `height`-row media block, or an error if the
/// block is empty or does not fit the message (more than 32 bytes wide or 8 GRFs).
pub fn media_block_layout(width: u32, height: u32) -> Result<MediaBlockLayout, SamplerError> {
    let bad = |field, value: u32| SamplerError::InvalidField {
        what: "media block",
        field,
        value: i64::from(value),
    };
    if !(1..=32).contains(&width) {
        return Err(bad("block width (bytes)", width));
    }
    let grf_pitch = width.next_multiple_of(4).next_power_of_two();
    if height == 0 || grf_pitch * height > 8 * GRF as u32 {
        return Err(bad("block height (rows) for this width", height));
    }
    Ok(MediaBlockLayout {
        width,
        height,
        grf_pitch,
        grfs: (grf_pitch * height).div_ceil(GRF as u32),
    })
}

/// Block origin and layout decoded from the header GRF.
struct Header {
    x: i64,
    y: i64,
    layout: MediaBlockLayout,
}

fn header(payload: &[u8]) -> Result<Header, SamplerError> {
    let dw2 = dword(payload, 0, 2);
    if dw2 & !0x003F_03FF != 0 {
        return Err(SamplerError::InvalidField {
            what: "media block",
            field: "header DWord 2 reserved bits",
            value: i64::from(dw2),
        });
    }
    let width = (dw2 & 0x3FF) + 1;
    let height = ((dw2 >> 16) & 0x3F) + 1;
    Ok(Header {
        x: i64::from(dword(payload, 0, 0) as i32),
        y: i64::from(dword(payload, 0, 1) as i32),
        layout: media_block_layout(width, height)?,
    })
}

fn check_stride(vertical_stride: u8) -> Result<(), SamplerError> {
    if vertical_stride != 0 {
        return Err(SamplerError::Unsupported(format!(
            "media block with vertical line stride override {vertical_stride} (field access)"
        )));
    }
    Ok(())
}

/// Media block read. `payload` is the header GRF; writes `rlen` GRFs to `out` (rows of the
/// block, zero in the pitch padding and after the last row). A block inside the row moves row
/// by row straight into `out`; only a block reaching past the left or right edge replicates
/// byte by byte (through a small stack buffer). Allocates nothing.
#[allow(clippy::too_many_arguments)]
pub(crate) fn read(
    bti: u8,
    surface: &ImageSurface,
    vertical_stride: u8,
    payload: &[u8],
    rlen: u32,
    ctx: &ImageCtx,
    mut rec: Option<&mut Footprint>,
    out: &mut [u8],
) -> Result<(), SamplerError> {
    check_stride(vertical_stride)?;
    expect_len("payload (mlen + ex_mlen)", 1, (payload.len() / GRF) as u32)?;
    let h = header(payload)?;
    let l = h.layout;
    expect_len("response (rlen)", l.grfs, rlen)?;
    let out = &mut out[..rlen as usize * GRF];
    let row_bytes = i64::from(surface.block_row_bytes());
    let rows = i64::from(surface.height);
    let t = i64::from(surface.texel_bytes());
    let (x0, x1) = (h.x, h.x + i64::from(l.width));
    let outside = x0 < 0 || x1 > row_bytes || h.y < 0 || h.y + i64::from(l.height) > rows;
    if outside && t > 4 {
        let (x, y) = if x0 < 0 || x1 > row_bytes {
            (if x0 < 0 { x0 } else { row_bytes }, h.y.max(0))
        } else {
            (x0, if h.y < 0 { h.y } else { rows })
        };
        return Err(SamplerError::UndefinedEdge {
            bti,
            x,
            y,
            texel_bytes: surface.texel_bytes(),
        });
    }
    let (width, pitch) = (l.width as usize, l.grf_pitch as usize);
    let inside_row = x0 >= 0 && x1 <= row_bytes;
    // Source byte column of block column `b` after edge replication by texels.
    let texels = row_bytes / t;
    let src_col = |b: i64| -> i64 {
        if (0..row_bytes).contains(&b) {
            b
        } else {
            b.div_euclid(t).clamp(0, texels - 1) * t + b.rem_euclid(t)
        }
    };
    let (lo, hi) = if inside_row {
        (x0, x1 - 1)
    } else {
        (x0..x1)
            .map(src_col)
            .fold((i64::MAX, i64::MIN), |(lo, hi), c| (lo.min(c), hi.max(c)))
    };
    // Edge replication reads a span of at most width + texel bytes.
    let mut span = [0u8; 64];
    let span = &mut span[..(hi - lo + 1) as usize];
    for r in 0..l.height as usize {
        let y = (h.y + r as i64).clamp(0, rows - 1) as u32;
        let row = &mut out[r * pitch..(r + 1) * pitch];
        // the bytes read, columns lo..=hi of row y, are the footprint's (`footprint::row`)
        let f = rec.as_deref_mut();
        if inside_row {
            read_row_recording(surface, ctx.memory, lo as u32, y, &mut row[..width], f)
                .map_err(|source| SamplerError::Memory { bti, source })?;
        } else {
            read_row_recording(surface, ctx.memory, lo as u32, y, span, f)
                .map_err(|source| SamplerError::Memory { bti, source })?;
            for (i, b) in (x0..x1).enumerate() {
                row[i] = span[(src_col(b) - lo) as usize];
            }
        }
        row[width..].fill(0);
    }
    out[l.height as usize * pitch..].fill(0);
    Ok(())
}

/// Media block write. `payload` is the header GRF followed by the data GRFs.
pub(crate) fn write(
    bti: u8,
    surface: &ImageSurface,
    vertical_stride: u8,
    payload: &[u8],
    rlen: u32,
    ctx: &mut ImageCtx,
    mut rec: Option<&mut Footprint>,
) -> Result<(), SamplerError> {
    check_stride(vertical_stride)?;
    if payload.len() < GRF {
        return Err(SamplerError::PayloadTooShort {
            needed: GRF,
            got: payload.len(),
        });
    }
    let h = header(payload)?;
    let l = h.layout;
    expect_len(
        "payload (mlen + ex_mlen)",
        1 + l.grfs,
        (payload.len() / GRF) as u32,
    )?;
    expect_len("response (rlen)", 0, rlen)?;
    if h.x.rem_euclid(4) != 0 {
        return Err(SamplerError::Unaligned {
            what: "media block write x",
            bti,
            offset: h.x,
            align: 4,
        });
    }
    let row_bytes = i64::from(surface.block_row_bytes());
    let rows = i64::from(surface.height);
    let x_lo = h.x.max(0);
    let x_hi = (h.x + i64::from(l.width)).min(row_bytes);
    if x_lo >= x_hi {
        return Ok(());
    }
    for r in 0..l.height {
        let y = h.y + i64::from(r);
        if !(0..rows).contains(&y) {
            continue;
        }
        let start = GRF + (r * l.grf_pitch) as usize + (x_lo - h.x) as usize;
        let data = &payload[start..start + (x_hi - x_lo) as usize];
        write_row(surface, ctx.memory, x_lo as u32, y as u32, data)
            .map_err(|source| SamplerError::Memory { bti, source })?;
        if let Some(f) = rec.as_deref_mut() {
            let len = data.len() as u32;
            crate::footprint::row(f, surface, x_lo as u32, y as u32, len, true);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    // The width/height table of cl_intel_media_block_io, and IGC's response lengths for the
    // corpus kernels (e.g. 4 B x 16 rows -> rd:2, 16 B x 1 row -> rd:1, 32 B x 8 rows -> rd:8).
    #[test]
    fn layout_matches_the_extension_table() {
        for (w, max_h) in [
            (4, 64),
            (8, 32),
            (12, 16),
            (16, 16),
            (20, 8),
            (24, 8),
            (28, 8),
            (32, 8),
        ] {
            assert!(media_block_layout(w, max_h).is_ok(), "{w}x{max_h}");
            assert!(
                media_block_layout(w, max_h + 1).is_err(),
                "{w}x{}",
                max_h + 1
            );
        }
        assert_eq!(media_block_layout(4, 16).unwrap().grfs, 2);
        assert_eq!(media_block_layout(16, 1).unwrap().grfs, 1);
        assert_eq!(media_block_layout(32, 8).unwrap().grfs, 8);
        assert_eq!(media_block_layout(12, 3).unwrap().grf_pitch, 16);
        assert_eq!(media_block_layout(20, 3).unwrap().grf_pitch, 32);
        assert!(media_block_layout(33, 1).is_err());
        assert!(media_block_layout(0, 1).is_err());
    }
}
