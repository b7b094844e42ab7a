//! Media block read/write against the definitions of cl_intel_media_block_io
//! (the Khronos OpenCL extension specification `cl_intel_media_block_io`,
//! registry.khronos.org/OpenCL/extensions/intel/cl_intel_media_block_io.txt):
//! - a call `intel_sub_group_media_block_read_{uc,us,ui}N` with sub-group size S covers a region
//!   of `width x height` elements in row-major order; work item `lane` gets, as vector element
//!   `i`, element `i * S + lane` of that order ("re-organized as another 2D region with the
//!   width equal to the subgroup size"). IGC returns the block in GRFs as consecutive rows, so
//!   with power-of-two row widths element `k` is at byte `k * E` of the response.
//! - out-of-bound reads replicate the nearest edge texel (notes 1, 2, 4: out-of-bound DWords are
//!   B0B0B0B0 / B3B3B3B3 for byte texels, B0B1B0B1 / B2B3B2B3 for word texels, the edge DWord
//!   for DWord texels), rows likewise; out-of-bound writes are dropped.
//!
//! The images are bound as media-block arguments (width field in DWords), as the runtime does
//! for the media_block corpus kernels (image argument type 0x10 in tests/corpus/ptm/).
//!
//! The reference below is written from those notes DWord by DWord; the implementation works
//! byte by byte. Every case runs on linear, X- and Y-tiled images and must agree.

mod common;
use common::*;
use sampler::Tiling;

const IMG_W_BYTES: i64 = 40;
const IMG_H: i64 = 12;

/// Image byte at (x, y) for an image of `IMG_W_BYTES` x `IMG_H`.
fn pixel(x: i64, y: i64) -> u8 {
    (x * 7 + y * 61 + 3) as u8
}

fn image_bytes() -> Vec<u8> {
    (0..IMG_H)
        .flat_map(|y| (0..IMG_W_BYTES).map(move |x| pixel(x, y)))
        .collect()
}

/// The byte a read at (x, y) returns per the extension's out-of-bound notes, for texels of
/// `t` bytes.
fn reference(x: i64, y: i64, t: i64) -> u8 {
    let y = y.clamp(0, IMG_H - 1);
    if (0..IMG_W_BYTES).contains(&x) {
        return pixel(x, y);
    }
    let pos = x.rem_euclid(4); // byte inside the out-of-bound DWord
    if x < 0 {
        // Left edge DWord B0B1B2B3: replicate its first texel.
        pixel(pos % t, y)
    } else {
        // Right edge DWord: replicate its last texel.
        let edge = IMG_W_BYTES - 4;
        pixel(edge + (4 - t) + pos % t, y)
    }
}

/// (E, N, S) -> region (width bytes, height rows) as the corpus kernels choose it: the whole
/// `E*N*S` bytes when the width/height table allows, else 32 x 8.
fn region(e: u32, n: u32, s: u32) -> (u32, u32) {
    let total = e * n * s;
    if total > 256 {
        (32, 8)
    } else if total >= 32 {
        (32, total / 32)
    } else {
        (total, 1)
    }
}

const ORIGINS: [(i32, i32); 9] = [
    (8, 3),    // inside
    (-8, 3),   // left edge
    (24, 3),   // right edge
    (8, -2),   // top edge
    (8, 9),    // bottom edge
    (-4, -3),  // top-left corner
    (28, -1),  // top-right corner
    (-12, 10), // bottom-left corner
    (36, 11),  // bottom-right corner
];

fn cases() -> Vec<(u32, u32, u32)> {
    let mut v = Vec::new();
    for e in [1u32, 2, 4] {
        let ns: &[u32] = if e == 4 {
            &[1, 2, 4, 8]
        } else {
            &[1, 2, 4, 8, 16]
        };
        for &n in ns {
            for s in [8u32, 16, 32] {
                v.push((e, n, s));
            }
        }
    }
    v
}

#[test]
fn reads_follow_the_spec_for_every_type_width_simd_edge_and_tiling() {
    let data = image_bytes();
    for t in [1u32, 2, 4] {
        let mut per_tiling = Vec::new();
        for tiling in TILINGS {
            let width = IMG_W_BYTES as u32 / t;
            let mut s = Setup::new_media(5, width, IMG_H as u32, r_uint(t), tiling, &data);
            let mut all = Vec::new();
            for (e, n, simd) in cases() {
                let (w, h) = region(e, n, simd);
                let grfs = (w * h).div_ceil(32);
                for (x0, y0) in ORIGINS {
                    let resp = s
                        .run(&media_read_msg(5, grfs), &media_header(x0, y0, w, h), 0)
                        .unwrap();
                    assert_eq!(resp.len(), grfs as usize * 32);
                    // Work item `l`, element `i` = region element i*S + l (E bytes each).
                    let elems = (w * h / e).min(n * simd);
                    for i in 0..n {
                        for l in 0..simd {
                            let k = i * simd + l;
                            if k >= elems {
                                continue; // undefined tail
                            }
                            for b in 0..e {
                                let byte = k * e + b;
                                let (rx, ry) = (byte % w, byte / w);
                                let want = reference(
                                    i64::from(x0) + i64::from(rx),
                                    i64::from(y0) + i64::from(ry),
                                    i64::from(t),
                                );
                                assert_eq!(
                                    resp[byte as usize], want,
                                    "texel {t} B, {tiling:?}, E={e} N={n} S={simd}, origin ({x0},{y0}), lane {l} elem {i} byte {b}"
                                );
                            }
                        }
                    }
                    all.push(resp);
                }
            }
            per_tiling.push(all);
        }
        assert_eq!(per_tiling[0], per_tiling[1]);
        assert_eq!(per_tiling[0], per_tiling[2]);
    }
}

#[test]
fn spec_example_2_us4_16x2_words_simd8() {
    // "Reading a 16x2 word region": work item l gets words l, l+8, l+16, l+24 of the region.
    let data: Vec<u8> = (0..64u32 * 4)
        .flat_map(|i| (i as u16).to_le_bytes())
        .collect(); // 64 words per row, 4 rows: word (x, y) = 64 y + x
    let mut s = Setup::new_media(0, 64, 4, r_uint(2), Tiling::Y, &data);
    // Region at word (4, 1): 32 bytes wide, 2 rows (IGC header 0x1001F, rd:2).
    let resp = s
        .run(&media_read_msg(0, 2), &media_header(8, 1, 32, 2), 0)
        .unwrap();
    for l in 0..8usize {
        for i in 0..4usize {
            let k = i * 8 + l;
            let (wx, wy) = (4 + k % 16, 1 + k / 16);
            let got = u16::from_le_bytes([resp[k * 2], resp[k * 2 + 1]]);
            assert_eq!(got as usize, 64 * wy + wx, "lane {l} elem {i}");
        }
    }
}

#[test]
fn spec_example_1_ui_column_of_16_rows() {
    // 1 DWord wide, 16 rows (IGC header 0xF0003, rd:2): lane l gets the DWord of row y0 + l.
    let data = image_bytes();
    let mut s = Setup::new_media(
        0,
        IMG_W_BYTES as u32,
        IMG_H as u32,
        r_uint(1),
        Tiling::X,
        &data,
    );
    let resp = s
        .run(&media_read_msg(0, 2), &media_header(-4, 0, 4, 16), 0)
        .unwrap();
    for l in 0..16i64 {
        for b in 0..4i64 {
            assert_eq!(resp[(l * 4 + b) as usize], reference(-4 + b, l, 1));
        }
    }
}

#[test]
fn writes_land_row_major_and_drop_outside_on_every_tiling() {
    let data = image_bytes();
    for t in [1u32, 2, 4] {
        let mut per_tiling = Vec::new();
        for tiling in TILINGS {
            let mut results = Vec::new();
            for (e, n, simd) in cases() {
                let (w, h) = region(e, n, simd);
                let grfs = (w * h).div_ceil(32);
                for (x0, y0) in ORIGINS {
                    let mut s = Setup::new_media(
                        2,
                        IMG_W_BYTES as u32 / t,
                        IMG_H as u32,
                        r_uint(t),
                        tiling,
                        &data,
                    );
                    // Work item l writes element i = f(l, i) at region element i*S + l.
                    let mut payload = media_header(x0, y0, w, h);
                    let mut block = vec![0u8; grfs as usize * 32];
                    let elems = (w * h / e).min(n * simd);
                    for k in 0..elems {
                        for b in 0..e {
                            block[(k * e + b) as usize] = (0x80 ^ (k * 3 + b)) as u8;
                        }
                    }
                    payload.extend_from_slice(&block);
                    let resp = s.run(&media_write_msg(2, grfs), &payload, 0).unwrap();
                    assert!(resp.is_empty());
                    let out = s.contents();
                    for y in 0..IMG_H {
                        for x in 0..IMG_W_BYTES {
                            let (rx, ry) = (x - i64::from(x0), y - i64::from(y0));
                            let inside =
                                (0..i64::from(w)).contains(&rx) && (0..i64::from(h)).contains(&ry);
                            let k = ry * i64::from(w) + rx;
                            let want = if inside && k < i64::from(elems * e) {
                                block[k as usize]
                            } else {
                                pixel(x, y)
                            };
                            assert_eq!(
                                out[(y * IMG_W_BYTES + x) as usize], want,
                                "{tiling:?} t={t} E={e} N={n} S={simd} origin ({x0},{y0}) at ({x},{y})"
                            );
                        }
                    }
                    results.push(out);
                }
            }
            per_tiling.push(results);
        }
        assert_eq!(per_tiling[0], per_tiling[1]);
        assert_eq!(per_tiling[0], per_tiling[2]);
    }
}

#[test]
fn partial_last_dword_of_a_byte_image_is_in_bounds() {
    // 6 bytes per row: the runtime gives media-block images their width in DWords (2), so
    // bytes 6 and 7 are inside (row padding, zero here) and replication starts at byte 8.
    let data: Vec<u8> = (1..=12).collect(); // 2 rows of 6
    let mut s = Setup::new_media(1, 6, 2, r_uint(1), Tiling::Linear, &data);
    let resp = s
        .run(&media_read_msg(1, 1), &media_header(4, 0, 8, 1), 0)
        .unwrap();
    assert_eq!(&resp[..8], &[5, 6, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn invalid_headers_and_lengths_are_errors() {
    let data = image_bytes();
    let mut s = Setup::new_media(0, 40, 12, r_uint(1), Tiling::Y, &data);
    // 36 bytes wide.
    assert!(s
        .run(&media_read_msg(0, 8), &media_header(0, 0, 36, 1), 0)
        .is_err());
    // 32 x 9 exceeds 8 GRFs.
    assert!(s
        .run(&media_read_msg(0, 8), &media_header(0, 0, 32, 9), 0)
        .is_err());
    // rlen does not match the block.
    let e = s
        .run(&media_read_msg(0, 2), &media_header(0, 0, 32, 8), 0)
        .unwrap_err();
    assert!(
        matches!(
            e,
            sampler::SamplerError::Length {
                expected: 8,
                got: 2,
                ..
            }
        ),
        "{e}"
    );
    // Unbound BTI.
    assert!(matches!(
        s.run(&media_read_msg(9, 1), &media_header(0, 0, 4, 1), 0),
        Err(sampler::SamplerError::UnboundImage { bti: 9 })
    ));
    // Reserved header bits.
    let mut h = media_header(0, 0, 4, 1);
    h[11] = 0x80;
    assert!(s.run(&media_read_msg(0, 1), &h, 0).is_err());
    // Unaligned write.
    let mut p = media_header(2, 0, 4, 1);
    p.extend_from_slice(&[0; 32]);
    assert!(s.run(&media_write_msg(0, 1), &p, 0).is_err());
}

#[test]
fn wide_texels_read_inside_but_report_undefined_edges() {
    let fmt = sampler::ImageFormat::new(sampler::ChannelOrder::RGBA, sampler::ChannelType::Float);
    let data: Vec<u8> = (0..4 * 16 * 2).map(|i| i as u8).collect();
    let mut s = Setup::new_media(0, 4, 2, fmt, Tiling::Y, &data);
    let resp = s
        .run(&media_read_msg(0, 2), &media_header(16, 0, 32, 2), 0)
        .unwrap();
    assert_eq!(&resp[..32], &data[16..48]);
    assert_eq!(&resp[32..64], &data[80..112]);
    let e = s
        .run(&media_read_msg(0, 1), &media_header(48, 0, 32, 1), 0)
        .unwrap_err();
    assert!(
        matches!(
            e,
            sampler::SamplerError::UndefinedEdge {
                texel_bytes: 16,
                ..
            }
        ),
        "{e}"
    );
}
