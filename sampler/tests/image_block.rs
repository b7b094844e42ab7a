//! Sub-group image block IO (cl_intel_subgroups `intel_sub_group_block_read/write{,2,4,8}` on
//! `image2d_t`). IGC emits media block messages for them (tests/corpus/asm/image_block/: header
//! DWord 2 = `(N - 1) << 16 | 31`, `send ... 0x02890000 // media block read` for N = 8, writes
//! `sends ... 0x020A8003`), one message per 8 work items: work items 8m..8m+7 use x + 32m.
//!
//! Reference (the spec and the kernel comments in tests/corpus/kernels/image_block.cl): value i
//! of work item `lane` is the uint at byte (x + 4 * lane, y + i), where "out-of-bounds reads
//! return the edge image element" for 4-byte elements, bounds-checked "in units of uints", and
//! out-of-bounds writes are ignored. In the message, value i of lane l is DWord l of GRF i.
//! The images are plain `image2d_t` arguments (type 4 in tests/corpus/ptm/image_block.txt), so
//! the surface width is in texels, which the message reads as DWords.

mod common;
use common::*;
use sampler::{ChannelOrder, ChannelType, ImageFormat, Tiling};

const W: i64 = 20; // uints per row
const H: i64 = 6;

fn texel(x: i64, y: i64) -> u32 {
    (0x1000 * y + x) as u32 ^ 0xA500_0000
}

fn data() -> Vec<u8> {
    (0..H)
        .flat_map(|y| (0..W).flat_map(move |x| texel(x, y).to_le_bytes()))
        .collect()
}

/// Clamp-to-edge read of the uint at uint column `x`, row `y`.
fn clamped(x: i64, y: i64) -> u32 {
    texel(x.clamp(0, W - 1), y.clamp(0, H - 1))
}

fn formats() -> [ImageFormat; 2] {
    [
        ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32),
        ImageFormat::new(ChannelOrder::RGBA, ChannelType::UnormInt8),
    ]
}

#[test]
fn block_reads_clamp_to_the_edge_uint() {
    for fmt in formats() {
        for tiling in [Tiling::Linear, Tiling::X, Tiling::Y] {
            let mut s = Setup::new(0, W as u32, H as u32, fmt, tiling, &data());
            for n in [1u32, 2, 4, 8] {
                for simd in [8u32, 16] {
                    for (x, y) in [(0, 0), (16, 2), (-8, -1), (60, 3), (40, 4), (-64, 7)] {
                        for m in 0..simd / 8 {
                            let mx = x + 32 * m as i32;
                            let header = media_header(mx, y, 32, n);
                            let resp = s.run(&media_read_msg(0, n), &header, 0).unwrap();
                            for i in 0..n as usize {
                                for l in 0..8usize {
                                    let wl = 8 * m as i64 + l as i64; // work item
                                    let want = clamped(
                                        (i64::from(x) + 4 * wl).div_euclid(4),
                                        i64::from(y) + i as i64,
                                    );
                                    assert_eq!(
                                        lane(&resp, i, l),
                                        want,
                                        "{fmt:?} {tiling:?} N={n} S={simd} ({x},{y}) item {wl} value {i}"
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn block_writes_drop_outside_uints() {
    for tiling in [Tiling::Linear, Tiling::X, Tiling::Y] {
        for n in [1u32, 2, 4, 8] {
            for (x, y) in [(0, 0), (48, 3), (-16, -2), (76, 5)] {
                let fmt = formats()[0];
                let mut s = Setup::new(3, W as u32, H as u32, fmt, tiling, &data());
                let values: Vec<[u32; 8]> = (0..n)
                    .map(|i| std::array::from_fn(|l| 0xC0DE_0000 + 16 * i + l as u32))
                    .collect();
                let mut payload = media_header(x, y, 32, n);
                payload.extend_from_slice(&grfs(&values));
                s.run(&media_write_msg(3, n), &payload, 0).unwrap();
                let out = s.contents();
                for yy in 0..H {
                    for xx in 0..W {
                        let (l, i) = (xx - i64::from(x) / 4, yy - i64::from(y));
                        let want = if (0..8).contains(&l) && (0..i64::from(n)).contains(&i) {
                            values[i as usize][l as usize]
                        } else {
                            texel(xx, yy)
                        };
                        let o = ((yy * W + xx) * 4) as usize;
                        let got = u32::from_le_bytes([out[o], out[o + 1], out[o + 2], out[o + 3]]);
                        assert_eq!(got, want, "{tiling:?} N={n} ({x},{y}) at uint ({xx},{yy})");
                    }
                }
            }
        }
    }
}

#[test]
fn narrow_texels_are_bound_checked_as_uints() {
    // CL_R + CL_UNSIGNED_INT8, 40 x 2: the width field (40) is read as 40 DWords = 160 bytes,
    // "bounds checking will occur too late". The model follows the surface state: bytes past
    // the 40-byte row but inside the bound come from the addresses the tiling gives them.
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt8);
    let data: Vec<u8> = (0..80).collect();
    // Y-tiled: pitch 128, so bytes 40..128 of a row are the row's padding (zero here).
    let mut s = Setup::new(0, 40, 2, fmt, Tiling::Y, &data);
    let resp = s
        .run(&media_read_msg(0, 1), &media_header(8, 1, 32, 1), 0)
        .unwrap();
    assert_eq!(&resp[..32], &data[48..80]);
    let resp = s
        .run(&media_read_msg(0, 1), &media_header(16, 0, 32, 1), 0)
        .unwrap();
    assert_eq!(&resp[..24], &data[16..40]);
    assert_eq!(&resp[24..32], &[0u8; 8], "the row's padding");
    // Left of the image the bound applies as usual: byte replication of texel 0.
    let resp = s
        .run(&media_read_msg(0, 1), &media_header(-32, 0, 32, 1), 0)
        .unwrap();
    assert_eq!(&resp[..32], &[0u8; 32]);
    // A write past the row end lands in the padding and reads back; the row is untouched.
    let mut p = media_header(40, 0, 32, 1);
    p.extend_from_slice(&[7; 32]);
    s.run(&media_write_msg(0, 1), &p, 0).unwrap();
    let resp = s
        .run(&media_read_msg(0, 1), &media_header(32, 0, 32, 1), 0)
        .unwrap();
    assert_eq!(&resp[..8], &data[32..40]);
    assert_eq!(&resp[8..32], &[7u8; 24]);
    // Linear, pitch 64: past the pitch the address runs on into the next row.
    let mut s = Setup::new(0, 40, 2, fmt, Tiling::Linear, &data);
    let resp = s
        .run(&media_read_msg(0, 1), &media_header(48, 0, 32, 1), 0)
        .unwrap();
    assert_eq!(&resp[..16], &[0u8; 16], "padding of row 0");
    assert_eq!(
        &resp[16..32],
        &data[40..56],
        "row 1, reached through the pitch"
    );
}
