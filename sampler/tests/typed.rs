//! Typed surface write/read/atomics with hand-built SIMD8 payloads.
//!
//! The write descriptor is the one IGC emits for `write_imageui` in the corpus kernel
//! `image_copy_int` (`sends (8|M0) null r13 r65 0x14C 0x02035001 // wr:1+5; typed surface
//! write with xyzw`: U in src0, V and red..alpha in src1). Expected texels follow the OpenCL C
//! conversion rules for image writes (OpenCL 2.0 C spec 8.3: `convert_uchar_sat` for
//! CL_UNSIGNED_INT8, `convert_uchar_sat_rte(f * 255.0f)` for CL_UNORM_INT8, round-to-nearest-
//! even half for CL_HALF_FLOAT) and the read rules (missing channels read 0, alpha 1).

mod common;
use common::*;
use sampler::{ChannelOrder, ChannelType, ImageFormat, SamplerError, Tiling};

const TYPED_WRITE: u32 = 0x0203_5001; // BTI 1, xyzw, slot group 1, mlen 1
const TYPED_WRITE_EX: u32 = 0x14C; // ex_mlen 5

/// Typed read: mlen 2 (U, V), rlen = channels, type 5, slot group 1, channel-disable bits.
fn typed_read(bti: u8, disable: u32, rlen: u32) -> isa::message::Message {
    dc1(
        (2 << 25) | (rlen << 20) | (5 << 14) | (1 << 12) | (disable << 8) | u32::from(bti),
        0xC,
        8,
    )
}

/// Typed atomic: type 6, op, return bit 13, mlen `mlen`, rlen 1.
fn typed_atomic(bti: u8, op: u32, mlen: u32) -> isa::message::Message {
    dc1(
        (mlen << 25) | (1 << 20) | (6 << 14) | (1 << 13) | (op << 8) | u32::from(bti),
        0xC,
        8,
    )
}

const U: [u32; 8] = [0, 1, 2, 3, 4, 7, 8, 0];
const V: [u32; 8] = [0, 0, 1, 1, 2, 2, 0, 5];

#[test]
fn write_imageui_saturates_and_drops_outside_and_masked_lanes() {
    let fmt = ImageFormat::new(ChannelOrder::RGBA, ChannelType::UnsignedInt8);
    for tiling in TILINGS {
        let mut s = Setup::new(1, 8, 3, fmt, tiling, &[0u8; 8 * 3 * 4]);
        let r: [u32; 8] = std::array::from_fn(|l| 10 * l as u32);
        let g = [300u32; 8];
        let b: [u32; 8] = std::array::from_fn(|l| l as u32);
        let a = [u32::MAX; 8];
        let payload = grfs(&[U, V, r, g, b, a]);
        let m = dc1(TYPED_WRITE, TYPED_WRITE_EX, 8);
        // Lane 3 masked off; lane 6 has U = 8 (outside), lane 7 has V = 5 (outside).
        s.run(&m, &payload, 0xFF & !(1 << 3)).unwrap();
        let out = s.contents();
        let mut want = vec![0u8; 8 * 3 * 4];
        for l in [0usize, 1, 2, 4, 5] {
            let o = ((V[l] * 8 + U[l]) * 4) as usize;
            want[o..o + 4].copy_from_slice(&[(10 * l) as u8, 255, l as u8, 255]);
        }
        assert_eq!(out, want, "{tiling:?}");
    }
}

#[test]
fn float_writes_convert_to_unorm_bgra_and_half() {
    let m = dc1(TYPED_WRITE, TYPED_WRITE_EX, 8);
    let f = |v: f32| [v.to_bits(); 8];
    // CL_BGRA + CL_UNORM_INT8: stored B, G, R, A; 0.5 * 255 = 127.5 rounds to even 128.
    let bgra = ImageFormat::new(ChannelOrder::BGRA, ChannelType::UnormInt8);
    let mut s = Setup::new(1, 9, 3, bgra, Tiling::Y, &[0u8; 9 * 3 * 4]);
    s.run(&m, &grfs(&[U, V, f(1.0), f(0.5), f(-3.0), f(0.25)]), 1)
        .unwrap();
    assert_eq!(&s.contents()[..4], &[0, 128, 255, 64]);
    // CL_RG + CL_HALF_FLOAT: 1.5 -> 0x3E00, -0.1 -> 0xAE66 (nearest half).
    let rg_half = ImageFormat::new(ChannelOrder::RG, ChannelType::HalfFloat);
    let mut s = Setup::new(1, 9, 3, rg_half, Tiling::X, &[0u8; 9 * 3 * 4]);
    s.run(&m, &grfs(&[U, V, f(1.5), f(-0.1), f(7.0), f(7.0)]), 1 << 2)
        .unwrap();
    let out = s.contents();
    let o = (9 + 2) * 4; // (U, V) = (2, 1)
    assert_eq!(&out[o..o + 4], &[0x00, 0x3E, 0x66, 0xAE]);
}

#[test]
fn typed_reads_return_enabled_channels_with_defaults() {
    // CL_R + CL_SIGNED_INT16: texel (x, y) = -(100 y + x).
    let data: Vec<u8> = (0..3)
        .flat_map(|y| (0..9).flat_map(move |x| (-(100 * y + x) as i16).to_le_bytes()))
        .collect();
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::SignedInt16);
    for tiling in TILINGS {
        let mut s = Setup::new(4, 9, 3, fmt, tiling, &data);
        // All four channels: (r, 0, 0, 1).
        let resp = s.run(&typed_read(4, 0, 4), &grfs(&[U, V]), 0x7F).unwrap();
        for l in 0..8 {
            let inside = U[l] < 9 && V[l] < 3 && l != 7;
            let r = if inside {
                (-(100 * V[l] as i32 + U[l] as i32)) as u32
            } else {
                0
            };
            let (g, b, a) = if inside { (0, 0, 1) } else { (0, 0, 0) };
            assert_eq!(
                [
                    lane(&resp, 0, l),
                    lane(&resp, 1, l),
                    lane(&resp, 2, l),
                    lane(&resp, 3, l)
                ],
                [r, g, b, a],
                "{tiling:?} lane {l}"
            );
        }
        // Only green and alpha enabled (disable mask 0b0101): two GRFs, 0 and 1.
        let resp = s.run(&typed_read(4, 0b0101, 2), &grfs(&[U, V]), 1).unwrap();
        assert_eq!((lane(&resp, 0, 0), lane(&resp, 1, 0)), (0, 1));
    }
}

#[test]
fn float_reads_of_unorm16() {
    let fmt = ImageFormat::new(ChannelOrder::RGBA, ChannelType::UnormInt16);
    let texel: Vec<u8> = [0u16, 65535, 32768, 13107]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let mut s = Setup::new(0, 1, 1, fmt, Tiling::Linear, &texel);
    let resp = s
        .run(&typed_read(0, 0, 4), &grfs(&[[0; 8], [0; 8]]), 1)
        .unwrap();
    let got: Vec<f32> = (0..4).map(|c| f32::from_bits(lane(&resp, c, 0))).collect();
    assert_eq!(got, vec![0.0, 1.0, 32768.0 / 65535.0, 0.2]);
}

#[test]
fn typed_atomics_add_and_cmpxchg_return_old_values() {
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
    let data: Vec<u8> = (0..16u32).flat_map(|v| (v * 10).to_le_bytes()).collect();
    for tiling in TILINGS {
        let mut s = Setup::new(2, 4, 4, fmt, tiling, &data);
        // Lanes 0 and 1 both add to texel (1, 1) = 50, in lane order.
        let u = [1, 1, 3, 9, 0, 0, 0, 0];
        let v = [1, 1, 3, 0, 0, 0, 0, 0];
        let src = [5, 7, 1, 1, 0, 0, 0, 0];
        let resp = s
            .run(&typed_atomic(2, 7, 3), &grfs(&[u, v, src]), 0b1111)
            .unwrap();
        assert_eq!(
            [
                lane(&resp, 0, 0),
                lane(&resp, 0, 1),
                lane(&resp, 0, 2),
                lane(&resp, 0, 3)
            ],
            [50, 55, 150, 0]
        );
        let out = s.contents();
        assert_eq!(&out[20..24], &62u32.to_le_bytes());
        assert_eq!(&out[60..64], &151u32.to_le_bytes());
        // Compare-exchange (op 14): src0 = compare, src1 = new.
        let resp = s
            .run(
                &typed_atomic(2, 14, 4),
                &grfs(&[[0; 8], [0; 8], [0, 1, 0, 0, 0, 0, 0, 0], [9; 8]]),
                0b1,
            )
            .unwrap();
        assert_eq!(lane(&resp, 0, 0), 0);
        assert_eq!(&s.contents()[0..4], &9u32.to_le_bytes());
    }
}

#[test]
fn typed_errors() {
    let fmt = ImageFormat::new(ChannelOrder::RGBA, ChannelType::Float);
    let mut s = Setup::new(2, 4, 4, fmt, Tiling::Y, &[0u8; 4 * 4 * 16]);
    // Atomics need R32 integer images.
    let e = s
        .run(&typed_atomic(2, 7, 3), &grfs(&[[0; 8], [0; 8], [0; 8]]), 1)
        .unwrap_err();
    assert!(matches!(e, SamplerError::Unsupported(_)), "{e}");
    // A write with no room for coordinates.
    let m = dc1(0x0003_5002 | (4 << 25), 0xC, 8); // mlen 4 = the four channels only
    let e = s.run(&m, &[0u8; 4 * 32], 1).unwrap_err();
    assert!(matches!(e, SamplerError::Length { .. }), "{e}");
    // SLM is not an image.
    let m = dc1(TYPED_WRITE & !0xFF | 254, TYPED_WRITE_EX, 8);
    assert!(matches!(
        s.run(&m, &[0u8; 6 * 32], 1),
        Err(SamplerError::NotAnImage { bti: 254, .. })
    ));
}
