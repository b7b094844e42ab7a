//! Sampler `ld_lz` / `sample_lz` with the descriptors IGC emits in the corpus kernels
//! `image_copy_int` (`sends (16|M0) r25 r6 r41 0x102 0x028DA000 // wr:1h+4, rd:8; sampler;
//! simd16 sample load with lod forced to 0`) and `image_sample_nearest` (`0x028D8000 ...
//! simd16 sample with lod forced to 0 using sampler index 0`).
//!
//! Expected values follow OpenCL 2.0 C spec 8.2 / 8.3: nearest filtering picks texel
//! `floor(u)` (unnormalized) or `floor(u * width)` (normalized); CLAMP_TO_EDGE clamps the index,
//! REPEAT wraps it, MIRRORED_REPEAT mirrors it, CLAMP gives the border colour (0, 0, 0, 0) for
//! formats with alpha and (0, 0, 0, 1) without; read_imageui returns missing channels as 0 and
//! alpha as 1; CL_UNORM_INT8 converts as `c / 255.0f`.

mod common;
use common::*;
use isa::message::{decode, Message};
use sampler::{
    AddressMode, ChannelOrder, ChannelType, Filter, ImageFormat, SamplerError, SamplerState, Tiling,
};

fn sampler_msg(desc: u32, ex_mlen: u32, exec: u8) -> Message {
    decode(2, desc, (ex_mlen << 6) | 2, exec).unwrap()
}

const LD_LZ_SIMD16: u32 = 0x028D_A000;
const SAMPLE_LZ_SIMD16: u32 = 0x028D_8000;

/// Header GRF with DWord 2 = `d2` (channel-disable bits 15:12).
fn header(d2: u32) -> Vec<u8> {
    let mut h = vec![0u8; 32];
    h[8..12].copy_from_slice(&d2.to_le_bytes());
    h
}

/// A SIMD16 parameter (2 GRFs) from 16 DWords.
fn param16(v: [u32; 16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Lane `l` of SIMD16 channel block `k` in the response.
fn ch(resp: &[u8], k: usize, l: usize) -> u32 {
    lane(resp, 2 * k + l / 8, l % 8)
}

#[test]
fn ld_lz_reads_integer_texels_and_zero_outside() {
    // CL_R + CL_UNSIGNED_INT16, 5 x 3, texel (x, y) = 1000 + 10 y + x.
    let data: Vec<u8> = (0..3u16)
        .flat_map(|y| (0..5u16).flat_map(move |x| (1000 + 10 * y + x).to_le_bytes()))
        .collect();
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt16);
    let u: [i32; 16] = [0, 1, 2, 3, 4, 5, -1, 0, 4, 2, 0, 1, 2, 3, 4, 0];
    let v: [i32; 16] = [0, 0, 1, 1, 2, 0, 0, 3, 2, -5, 2, 2, 2, 2, 2, 1];
    for tiling in TILINGS {
        let mut s = Setup::new(0, 5, 3, fmt, tiling, &data);
        let mut p = header(0);
        p.extend(param16(u.map(|x| x as u32)));
        p.extend(param16(v.map(|x| x as u32)));
        let mask = 0xFFFF & !(1 << 15);
        let resp = s.run(&sampler_msg(LD_LZ_SIMD16, 4, 16), &p, mask).unwrap();
        assert_eq!(resp.len(), 8 * 32);
        for l in 0..16 {
            let inside = (0..5).contains(&u[l]) && (0..3).contains(&v[l]) && l != 15;
            let want = if inside {
                [1000 + 10 * v[l] as u32 + u[l] as u32, 0, 0, 1]
            } else {
                [0; 4]
            };
            let got = [
                ch(&resp, 0, l),
                ch(&resp, 1, l),
                ch(&resp, 2, l),
                ch(&resp, 3, l),
            ];
            assert_eq!(got, want, "{tiling:?} lane {l}");
        }
    }
}

#[test]
fn sample_lz_nearest_clamp_to_edge_unnormalized() {
    // The image_sample_nearest kernel: coordinates (x + dx + 0.5, y + dy + 0.5), RGBA unorm8.
    let (w, h) = (4u32, 3u32);
    let data: Vec<u8> = (0..w * h * 4).map(|i| (i * 17) as u8).collect();
    let fmt = ImageFormat::new(ChannelOrder::RGBA, ChannelType::UnormInt8);
    let mut s = Setup::new(0, w, h, fmt, Tiling::Y, &data);
    s.samplers.bind(
        0,
        SamplerState {
            normalized: false,
            address: AddressMode::ClampToEdge,
            filter: Filter::Nearest,
        },
    );
    let xs: [i32; 16] = std::array::from_fn(|l| l as i32 - 6);
    let ys: [i32; 16] = std::array::from_fn(|l| (l as i32 % 7) - 2);
    let mut p = header(0);
    p.extend(param16(xs.map(|x| (x as f32 + 0.5).to_bits())));
    p.extend(param16(ys.map(|y| (y as f32 + 0.5).to_bits())));
    let resp = s
        .run(&sampler_msg(SAMPLE_LZ_SIMD16, 4, 16), &p, 0xFFFF)
        .unwrap();
    for l in 0..16 {
        let tx = xs[l].clamp(0, w as i32 - 1) as u32;
        let ty = ys[l].clamp(0, h as i32 - 1) as u32;
        for c in 0..4 {
            let byte = data[((ty * w + tx) * 4 + c as u32) as usize];
            assert_eq!(
                f32::from_bits(ch(&resp, c, l)),
                byte as f32 / 255.0,
                "lane {l} channel {c}"
            );
        }
    }
}

#[test]
fn sample_lz_normalized_repeat_mirror_and_border() {
    // CL_R + CL_FLOAT, 4 x 2, texel (x, y) = 10 y + x.
    let data: Vec<u8> = (0..2)
        .flat_map(|y| (0..4).flat_map(move |x| ((10 * y + x) as f32).to_le_bytes()))
        .collect();
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::Float);
    // u in units of the width: -0.3 -> texel -2 (floor(-1.2)), 1.1 -> 4, 0.6 -> 2, 2.3 -> 9.
    let us = [-0.3f32, 1.1, 0.6, 2.3];
    let v = 0.75f32; // row 1
    let expect = |mode: AddressMode, i: i32| -> [f32; 4] {
        let n = 4;
        let idx = match mode {
            AddressMode::Repeat => Some(i.rem_euclid(n)),
            AddressMode::MirroredRepeat => {
                let j = i.rem_euclid(2 * n);
                Some(if j < n { j } else { 2 * n - 1 - j })
            }
            AddressMode::ClampToEdge => Some(i.clamp(0, n - 1)),
            AddressMode::ClampToBorder => (0..n).contains(&i).then_some(i),
        };
        match idx {
            Some(x) => [10.0 + x as f32, 0.0, 0.0, 1.0],
            None => [0.0, 0.0, 0.0, 1.0], // no alpha channel: border (0, 0, 0, 1)
        }
    };
    for mode in [
        AddressMode::Repeat,
        AddressMode::MirroredRepeat,
        AddressMode::ClampToEdge,
        AddressMode::ClampToBorder,
    ] {
        let mut s = Setup::new(3, 4, 2, fmt, Tiling::X, &data);
        s.samplers.bind(
            5,
            SamplerState {
                normalized: true,
                address: mode,
                filter: Filter::Nearest,
            },
        );
        // SIMD8 sample_lz, no header, sampler index 5, BTI 3: mlen 2 (u, v), rlen 4.
        let desc = (2 << 25) | (4 << 20) | (1 << 17) | (0x18 << 12) | (5 << 8) | 3;
        let m = decode(2, desc, 2, 8).unwrap();
        let mut uu = [0u32; 8];
        for (k, &u) in us.iter().enumerate() {
            uu[k] = u.to_bits();
        }
        let p = grfs(&[uu, [v.to_bits(); 8]]);
        let resp = s.run(&m, &p, 0b1111).unwrap();
        for (k, &u) in us.iter().enumerate() {
            let i = (u * 4.0).floor() as i32;
            let got: Vec<f32> = (0..4).map(|c| f32::from_bits(lane(&resp, c, k))).collect();
            assert_eq!(got, expect(mode, i).to_vec(), "{mode:?} u = {u}");
        }
    }
}

#[test]
fn header_channel_mask_selects_returned_channels() {
    let fmt = ImageFormat::new(ChannelOrder::RGBA, ChannelType::SignedInt32);
    let data: Vec<u8> = [-1i32, 2, -3, 4]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let mut s = Setup::new(0, 1, 1, fmt, Tiling::Linear, &data);
    // Disable green and blue (bits 13, 14): red and alpha return, rlen 2 * 2 at SIMD16.
    let desc = (LD_LZ_SIMD16 & !(0x1F << 20)) | (4 << 20);
    let mut p = header(0b0110 << 12);
    p.extend(param16([0; 16]));
    p.extend(param16([0; 16]));
    let resp = s.run(&sampler_msg(desc, 4, 16), &p, 1).unwrap();
    assert_eq!((ch(&resp, 0, 0) as i32, ch(&resp, 1, 0) as i32), (-1, 4));
    // rlen that does not match the mask.
    let e = s.run(&sampler_msg(LD_LZ_SIMD16, 4, 16), &p, 1).unwrap_err();
    assert!(
        matches!(
            e,
            SamplerError::Length {
                expected: 4,
                got: 8,
                ..
            }
        ),
        "{e}"
    );
}

#[test]
fn unsupported_sampling_is_an_error() {
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::Float);
    let mut s = Setup::new(0, 2, 2, fmt, Tiling::Y, &[0u8; 16]);
    let mut p = header(0);
    p.extend(param16([0; 16]));
    p.extend(param16([0; 16]));
    // No sampler state bound at index 0.
    assert!(s.run(&sampler_msg(SAMPLE_LZ_SIMD16, 4, 16), &p, 1).is_err());
    // Linear filtering of an integer format (OpenCL: nearest only for read_imagei/ui).
    let ufmt = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
    let mut su = Setup::new(0, 2, 2, ufmt, Tiling::Y, &[0u8; 16]);
    su.samplers.bind(
        0,
        SamplerState {
            normalized: true,
            address: AddressMode::Repeat,
            filter: Filter::Linear,
        },
    );
    let e = su
        .run(&sampler_msg(SAMPLE_LZ_SIMD16, 4, 16), &p, 1)
        .unwrap_err();
    assert!(matches!(e, SamplerError::Unsupported(_)), "{e}");
    // Plain `sample` (type 0) is not modelled.
    let e = s
        .run(&sampler_msg(SAMPLE_LZ_SIMD16 & !(0x1F << 12), 4, 16), &p, 1)
        .unwrap_err();
    assert!(matches!(e, SamplerError::Unsupported(_)), "{e}");
}

/// The sampler cache flush IGC emits for `atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, ...)` on
/// a `read_write` image (`send (8|M0) r66 r5 0x2 0x021FF000 // wr:1h+0, rd:1; sampler;
/// simd32/64 sampler cache flush`): SIMD mode 3, message type 0x1F, one response GRF the kernel
/// only waits on. It completes (zeroed response) without touching the image; in SIMD8/16 mode
/// 0x1F is another message, still refused.
#[test]
fn sampler_cache_flush_completes() {
    let data = vec![7u8; 4 * 2 * 4];
    let fmt = ImageFormat::new(ChannelOrder::RGBA, ChannelType::UnsignedInt8);
    let mut s = Setup::new(0, 4, 2, fmt, Tiling::Linear, &data);
    let flush = decode(2, 0x021F_F000, 2, 8).unwrap();
    let resp = s.run(&flush, &[0xAB; 32], 0xFF).unwrap();
    assert_eq!(resp, vec![0u8; 32]);
    assert_eq!(
        sampler::tiling::download(&s.surface, &s.memory).unwrap(),
        data
    );
    // the same type in SIMD16 mode (bits 18:17 = 2) is not a flush
    let other = decode(2, 0x021D_F000, 2, 16).unwrap();
    assert!(s.run(&other, &[0; 32], 0xFFFF).is_err());
}
