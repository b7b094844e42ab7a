//! 1D, 1D-array, 2D-array, 3D and buffer surfaces: their RENDER_SURFACE_STATE fields, typed
//! writes and `ld_lz` reads at (U, V, R), and `sample_lz` with array indices and 3D (trilinear)
//! filtering.
//!
//! Message forms are those IGC emits (ocloc for skl): `write_imagef` on `image2d_array_t`
//! `sends (8|M0) null r23 r12 0x18C 0x02035001 // wr:1+6; typed surface write with xyzw` (U, V,
//! R, then red..alpha), on `image1d_array_t` `wr:1+5` (U, then the array index in V);
//! `read_imagef(image3d_t, int4)` `sends (16|M0) ... 0x182 0x028DA000 // wr:1h+6; simd16 sample
//! load with lod forced to 0` (header, U, V, R); `read_imagef(image1d_array_t, sampler,
//! float2)` `wr:1h+4 ... 0x028D8000` (U, array index). Expected values: the OpenCL 2.0 C
//! specification, 8.2 (array index `clamp(rint(c), 0, size - 1)`; the linear filter over
//! `2 x 2 x 2` texels for 3D, with 8-bit sub-texel weights as in `sample_linear.rs`) and the
//! PRM's surface state field positions (Surface Type 31:29, Surface Array 28, Depth 127:117,
//! Surface QPitch 46:32 in units of 4 rows; buffers: entries - 1 over Width 6:0, Height 20:7,
//! Depth 26:21).

#![allow(clippy::needless_range_loop)] // lanes index several parallel arrays

mod common;
use common::*;
use isa::message::decode;
use memory_model::{Memory, OobPolicy};
use sampler::state::{build, parse};
use sampler::tiling::{download, upload};
use sampler::{
    execute, AddressMode, ChannelOrder, ChannelType, Filter, ImageCtx, ImageFormat, ImageKind,
    ImageSurface, Images, SamplerError, SamplerState, Samplers, SurfaceKind, Tiling,
    MAX_BUFFER_ENTRIES,
};

fn dw(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]])
}

fn rgba_f32() -> ImageFormat {
    ImageFormat::new(ChannelOrder::RGBA, ChannelType::Float)
}

/// A surface of `kind` laid out in fresh memory, bound at BTI 1, holding `data`.
struct Layered {
    memory: Memory,
    images: Images,
    samplers: Samplers,
    surface: ImageSurface,
}

#[allow(clippy::too_many_arguments)]
fn layered(
    kind: SurfaceKind,
    w: u32,
    h: u32,
    depth: u32,
    array: bool,
    fmt: ImageFormat,
    tiling: Tiling,
    data: &[u8],
) -> Layered {
    let mut memory = Memory::new(OobPolicy::Error);
    let probe = if kind == SurfaceKind::Buffer {
        assert_eq!((h, depth, array, tiling), (1, 1, false, Tiling::Linear));
        ImageSurface::buffer(0, w, fmt).unwrap()
    } else {
        ImageSurface::new(0, w, h, fmt, tiling)
            .unwrap()
            .with_layers(kind, depth, array)
            .unwrap()
    };
    let base = memory.allocate(probe.size_bytes(), 4096).unwrap();
    let surface = ImageSurface { base, ..probe };
    upload(&surface, &mut memory, data).unwrap();
    // bind what the surface state describes, as the simulator does
    let bound = parse(&build(&surface), false).unwrap();
    assert_eq!(bound, surface);
    let mut images = Images::new();
    images.bind(1, bound);
    Layered {
        memory,
        images,
        samplers: Samplers::new(),
        surface,
    }
}

impl Layered {
    fn run(
        &mut self,
        m: &isa::message::Message,
        p: &[u8],
        mask: u32,
    ) -> Result<Vec<u8>, SamplerError> {
        let mut ctx = ImageCtx {
            memory: &mut self.memory,
            images: &self.images,
            samplers: &self.samplers,
        };
        execute(m, p, mask, &mut ctx)
    }
}

#[test]
fn surface_state_fields_per_kind() {
    let f = rgba_f32();
    let s2 = ImageSurface::new(0x40000, 10, 5, f, Tiling::Y).unwrap();
    // 2D array of 3: type 1, array bit, depth 2, QPitch = align(5, 4) / 4 = 2
    let a = s2.with_layers(SurfaceKind::D2, 3, true).unwrap();
    let b = build(&a);
    assert_eq!(dw(&b, 0) >> 28, (1 << 1) | 1);
    assert_eq!(dw(&b, 3) >> 21, 2);
    assert_eq!(dw(&b, 1) & 0x7FFF, 2);
    assert_eq!(a.qpitch(), 8);
    assert_eq!(a.padded_height(), 32); // 2 * 8 + 5 = 21 rows, one Y tile high
                                       // 3D of depth 4: type 2, no array bit, depth 3
    let d3 = s2.with_layers(SurfaceKind::D3, 4, false).unwrap();
    let b = build(&d3);
    assert_eq!(
        (dw(&b, 0) >> 29, (dw(&b, 0) >> 28) & 1, dw(&b, 3) >> 21),
        (2, 0, 3)
    );
    assert_eq!(parse(&b, false).unwrap(), d3);
    // 1D array of 6 (linear): type 0, height field 0
    let l1 = ImageSurface::new(0x40000, 300, 1, f, Tiling::Linear).unwrap();
    let d1 = l1.with_layers(SurfaceKind::D1, 6, true).unwrap();
    let b = build(&d1);
    assert_eq!((dw(&b, 0) >> 29, (dw(&b, 2) >> 16) & 0x3FFF), (0, 0));
    assert_eq!(dw(&b, 2) & 0x3FFF, 299);
    assert_eq!(parse(&b, false).unwrap(), d1);
    // buffer of 300 entries: 299 = 0b10_0101011 -> width 0x2B, height 2; pitch 15
    let buf = l1.with_layers(SurfaceKind::Buffer, 1, false).unwrap();
    let b = build(&buf);
    assert_eq!(dw(&b, 0) >> 29, 4);
    assert_eq!(
        (dw(&b, 2) & 0x7F, (dw(&b, 2) >> 16) & 0x3FFF),
        (299 & 0x7F, 299 >> 7)
    );
    assert_eq!(dw(&b, 3) & 0x3_FFFF, 15);
    assert_eq!(parse(&b, false).unwrap(), buf);
    // 1D surfaces must be linear; a 3D surface is not an array
    assert!(s2.with_layers(SurfaceKind::D1, 1, false).is_err());
    assert!(s2.with_layers(SurfaceKind::D3, 2, true).is_err());
    assert!(s2.with_layers(SurfaceKind::D2, 2049, true).is_err());
}

/// Buffer surfaces (`image1d_buffer_t`) hold up to 2^27 entries, the count minus one split
/// over Width 6:0, Height 20:7 and Depth 26:21; the other kinds stay at 16384 texels wide.
#[test]
fn buffer_surfaces_reach_2_to_the_27_entries() {
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
    for n in [1u32, 16385, 65536, 70000, 1 << 27] {
        let s = ImageSurface::buffer(0x40000, n, fmt).unwrap();
        let b = build(&s);
        let m = n - 1;
        assert_eq!(dw(&b, 0) >> 29, 4, "{n}");
        assert_eq!(
            (
                dw(&b, 2) & 0x7F,
                (dw(&b, 2) >> 16) & 0x3FFF,
                dw(&b, 3) >> 21
            ),
            (m & 0x7F, (m >> 7) & 0x3FFF, m >> 21),
            "{n}"
        );
        assert_eq!(parse(&b, false).unwrap(), s, "{n}");
    }
    assert_eq!(MAX_BUFFER_ENTRIES, 1 << 27);
    assert!(ImageSurface::buffer(0, (1 << 27) + 1, fmt).is_err());
    assert!(ImageSurface::buffer(0, 0, fmt).is_err());
    let buf = ImageKind::Image1dBuffer.layout(0, (70000, 1, 1), fmt, Tiling::Linear);
    assert_eq!(buf.unwrap().size_bytes(), 280000u64.next_multiple_of(64));
    assert!(ImageKind::Image1dBuffer
        .layout(0, (70000, 1, 1), fmt, Tiling::Y)
        .is_err());
    assert!(ImageKind::Image1dBuffer
        .layout(0, (70000, 2, 1), fmt, Tiling::Linear)
        .is_err());
    assert!(ImageKind::Image1d
        .layout(0, (16385, 1, 1), fmt, Tiling::Linear)
        .is_err());
}

/// A typed write (`wr:1+4`: U, then red..alpha, as IGC emits `write_imageui` on an
/// `image1d_buffer_t`) and `ld_lz` reads (header, U) at entries past 16384 of a 70000-entry
/// buffer surface; outside it writes are dropped and reads give 0.
#[test]
fn typed_writes_and_ld_reach_far_buffer_entries() {
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
    let w = 70000u32;
    let data: Vec<u8> = (0..w).flat_map(|x| (3 * x + 1).to_le_bytes()).collect();
    let mut s = layered(
        SurfaceKind::Buffer,
        w,
        1,
        1,
        false,
        fmt,
        Tiling::Linear,
        &data,
    );
    let u: [u32; 8] = [0, 16383, 16384, 65535, 65536, 69999, 70000, 1 << 20];
    let val: [u32; 8] = std::array::from_fn(|l| 0xA000 + l as u32);
    let m = dc1(0x0203_5001, (4 << 6) | 0xC, 8);
    s.run(&m, &grfs(&[u, val, [0; 8], [0; 8], [0; 8]]), 0xFF)
        .unwrap();
    let mut want: Vec<u32> = (0..w).map(|x| 3 * x + 1).collect();
    for l in 0..6 {
        want[u[l] as usize] = val[l];
    }
    let got: Vec<u32> = download(&s.surface, &s.memory)
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(got, want);
    let at: [u32; 16] = [
        1,
        16383,
        16384,
        16385,
        32768,
        65534,
        65535,
        65536,
        65537,
        69998,
        69999,
        70000,
        70001,
        1 << 20,
        1 << 27,
        u32::MAX,
    ];
    let mut p = header();
    p.extend(param16(at));
    let m = decode(2, 0x028D_A000 | 1, (2 << 6) | 2, 16).unwrap();
    let resp = s.run(&m, &p, 0xFFFF).unwrap();
    for l in 0..16 {
        let x = at[l] as usize;
        let v = if x < w as usize { want[x] } else { 0 };
        assert_eq!(ch(&resp, 0, l), v, "lane {l} U {x}");
    }
}

/// Typed write (U, V, R, red..alpha) of lane `l` texel (l, l, l, l) at the given coordinates,
/// then the host layout (slice-major rows of `w` texels) shows each at its place.
#[test]
fn typed_writes_land_in_their_slice() {
    let f = rgba_f32();
    let cases: [(SurfaceKind, bool, u32, u32, u32, Tiling); 3] = [
        (SurfaceKind::D2, true, 6, 5, 3, Tiling::Y),
        (SurfaceKind::D3, false, 6, 5, 3, Tiling::X),
        (SurfaceKind::D1, true, 6, 1, 4, Tiling::Linear),
    ];
    for (kind, array, w, h, d, tiling) in cases {
        let n = (w * h * d * 16) as usize;
        let mut s = layered(kind, w, h, d, array, f, tiling, &vec![0u8; n]);
        let u: [u32; 8] = [0, 5, 2, 3, 1, 6, 0, 4];
        let (v, r): ([u32; 8], [u32; 8]) = if kind == SurfaceKind::D1 {
            ([0, 3, 1, 2, 0, 0, 4, 3], [0; 8]) // V is the 1D array index
        } else {
            ([0, 4, 1, 2, 3, 0, 5, 1], [0, 2, 1, 1, 2, 0, 0, 3])
        };
        let val: [[u32; 8]; 4] = std::array::from_fn(|c| {
            std::array::from_fn(|l| (l as f32 * 10.0 + c as f32).to_bits())
        });
        let m = dc1(0x0203_5001, (6 << 6) | 0xC, 8); // mlen 1 + ex_mlen 6: U | V R rgba
        let p = grfs(&[u, v, r, val[0], val[1], val[2], val[3]]);
        s.run(&m, &p, 0xFF).unwrap();
        let out = download(&s.surface, &s.memory).unwrap();
        let mut want = vec![0u8; n];
        for l in 0..8 {
            let (x, y, z) = if kind == SurfaceKind::D1 {
                (u[l], 0, v[l])
            } else {
                (u[l], v[l], r[l])
            };
            if x >= w || y >= h || z >= d {
                continue; // dropped (lanes 5, 6, 7 fall outside somewhere)
            }
            let o = (((z * h + y) * w + x) * 16) as usize;
            for c in 0..4 {
                want[o + 4 * c..o + 4 * c + 4].copy_from_slice(&val[c][l].to_le_bytes());
            }
        }
        assert_eq!(out, want, "{kind:?} array {array}");
    }
}

fn header() -> Vec<u8> {
    vec![0u8; 32]
}

fn param16(v: [u32; 16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn ch(resp: &[u8], k: usize, l: usize) -> u32 {
    lane(resp, 2 * k + l / 8, l % 8)
}

/// CL_R + CL_FLOAT 3D image 4 x 3 x 5, texel (x, y, z) = 100 z + 10 y + x.
fn volume() -> (Vec<u8>, impl Fn(i64, i64, i64) -> f32) {
    let f = |x: i64, y: i64, z: i64| (100 * z + 10 * y + x) as f32;
    let data = (0..5)
        .flat_map(|z| (0..3).flat_map(move |y| (0..4).map(move |x| f(x, y, z))))
        .flat_map(|v| v.to_le_bytes())
        .collect();
    (data, f)
}

#[test]
fn ld_lz_reads_3d_and_1d_texels() {
    let (data, f) = volume();
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::Float);
    let mut s = layered(SurfaceKind::D3, 4, 3, 5, false, fmt, Tiling::Y, &data);
    let u: [u32; 16] = std::array::from_fn(|l| (l % 5) as u32);
    let v: [u32; 16] = std::array::from_fn(|l| (l % 3) as u32);
    let r: [u32; 16] = std::array::from_fn(|l| (l % 6) as u32);
    let mut p = header();
    p.extend(param16(u));
    p.extend(param16(v));
    p.extend(param16(r));
    let m = decode(2, 0x028D_A000 | 1, (6 << 6) | 2, 16).unwrap();
    let resp = s.run(&m, &p, 0xFFFF).unwrap();
    for l in 0..16 {
        let inside = u[l] < 4 && r[l] < 5;
        let want = if inside {
            f(u[l] as i64, v[l] as i64, r[l] as i64)
        } else {
            0.0
        };
        assert_eq!(f32::from_bits(ch(&resp, 0, l)), want, "lane {l}");
    }
    // 1D image of 7 texels: one parameter (U)
    let d1: Vec<u8> = (0..7)
        .flat_map(|x| (x as f32 * 3.0).to_le_bytes())
        .collect();
    let mut s = layered(SurfaceKind::D1, 7, 1, 1, false, fmt, Tiling::Linear, &d1);
    let mut p = header();
    p.extend(param16(std::array::from_fn(|l| l as u32)));
    let m = decode(2, 0x028D_A000 | 1, (2 << 6) | 2, 16).unwrap();
    let resp = s.run(&m, &p, 0xFFFF).unwrap();
    for l in 0..16 {
        let want = if l < 7 { l as f32 * 3.0 } else { 0.0 };
        assert_eq!(f32::from_bits(ch(&resp, 0, l)), want, "1D lane {l}");
    }
}

#[test]
fn sample_array_index_rounds_and_clamps() {
    // CL_R + CL_FLOAT 1D array: 4 texels x 3 layers, texel (x, layer) = 10 layer + x
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::Float);
    let data: Vec<u8> = (0..3)
        .flat_map(|k| (0..4).map(move |x| (10 * k + x) as f32))
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let mut s = layered(SurfaceKind::D1, 4, 1, 3, true, fmt, Tiling::Linear, &data);
    s.samplers.bind(
        0,
        SamplerState {
            normalized: false,
            address: AddressMode::ClampToEdge,
            filter: Filter::Nearest,
        },
    );
    let layers: [f32; 16] = [
        0.0,
        0.49,
        0.5,
        1.5,
        2.5,
        2.51,
        -3.0,
        9.0,
        1.2,
        f32::NAN,
        0.51,
        1.49,
        2.0,
        -0.5,
        1.0,
        3.4,
    ];
    let xs: [f32; 16] = std::array::from_fn(|l| (l % 4) as f32 + 0.5);
    let mut p = header();
    p.extend(param16(xs.map(f32::to_bits)));
    p.extend(param16(layers.map(f32::to_bits)));
    let m = decode(2, 0x028D_8000 | 1, (4 << 6) | 2, 16).unwrap();
    let resp = s.run(&m, &p, 0xFFFF).unwrap();
    for l in 0..16 {
        let c = if layers[l].is_nan() {
            0.0
        } else {
            layers[l] as f64
        };
        let k = c.round_ties_even().clamp(0.0, 2.0);
        let want = (10.0 * k) as f32 + (l % 4) as f32;
        assert_eq!(
            f32::from_bits(ch(&resp, 0, l)),
            want,
            "lane {l} layer {}",
            layers[l]
        );
    }
}

/// Trilinear: OpenCL 8.2's 3D linear formula, `u - 0.5` (and v, w) at 8 fractional bits.
#[test]
fn sample_3d_linear_is_trilinear() {
    let (data, f) = volume();
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::Float);
    let mut s = layered(SurfaceKind::D3, 4, 3, 5, false, fmt, Tiling::Y, &data);
    s.samplers.bind(
        0,
        SamplerState {
            normalized: false,
            address: AddressMode::ClampToEdge,
            filter: Filter::Linear,
        },
    );
    let cs: [[f32; 3]; 16] = std::array::from_fn(|l| {
        let t = l as f32;
        [t * 0.31 - 0.7, 3.2 - t * 0.23, t * 0.37 - 0.4]
    });
    let mut p = header();
    for k in 0..3 {
        p.extend(param16(std::array::from_fn(|l| cs[l][k].to_bits())));
    }
    let m = decode(2, 0x028D_8000 | 1, (6 << 6) | 2, 16).unwrap();
    let resp = s.run(&m, &p, 0xFFFF).unwrap();
    let q8 = |x: f64| (x * 256.0 + 0.5).floor() / 256.0;
    for l in 0..16 {
        let sizes = [4i64, 3, 5];
        let mut idx = [[0i64; 2]; 3];
        let mut fr = [0f64; 3];
        for k in 0..3 {
            let t = q8(f64::from(cs[l][k]) - 0.5);
            let i0 = t.floor() as i64;
            idx[k] = [i0.clamp(0, sizes[k] - 1), (i0 + 1).clamp(0, sizes[k] - 1)];
            fr[k] = t - t.floor();
        }
        let (a, b, c) = (fr[0], fr[1], fr[2]);
        let t = |i: usize, j: usize, k: usize| f64::from(f(idx[0][i], idx[1][j], idx[2][k]));
        let want = ((1.0 - a) * (1.0 - b) * (1.0 - c) * t(0, 0, 0)
            + a * (1.0 - b) * (1.0 - c) * t(1, 0, 0)
            + (1.0 - a) * b * (1.0 - c) * t(0, 1, 0)
            + a * b * (1.0 - c) * t(1, 1, 0)
            + (1.0 - a) * (1.0 - b) * c * t(0, 0, 1)
            + a * (1.0 - b) * c * t(1, 0, 1)
            + (1.0 - a) * b * c * t(0, 1, 1)
            + a * b * c * t(1, 1, 1)) as f32;
        assert_eq!(
            f32::from_bits(ch(&resp, 0, l)),
            want,
            "lane {l} at {:?}",
            cs[l]
        );
    }
}

#[test]
fn media_block_messages_refuse_arrays() {
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
    let mut s = layered(
        SurfaceKind::D2,
        8,
        4,
        2,
        true,
        fmt,
        Tiling::Y,
        &[0u8; 8 * 4 * 2 * 4],
    );
    let e = s
        .run(&media_read_msg(1, 1), &media_header(0, 0, 4, 1), 0xFF)
        .unwrap_err();
    assert!(matches!(e, SamplerError::Unsupported(_)), "{e}");
}
