//! `sample_lz` with linear filtering (`CLK_FILTER_LINEAR`), with the descriptor IGC emits for
//! `read_imagef(img, linear_sampler, (float2))` (`sends (16|M0) ... 0x102 0x028D8000 // wr:1h+4,
//! rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0`, the same message as
//! nearest sampling: the filter is in the sampler state).
//!
//! Expected values: the OpenCL 2.0 C specification, section 8.2 ("Image addressing and
//! filtering"), per addressing mode, written out here independently of the crate:
//! - CLAMP_TO_EDGE / CLAMP / NONE (normalized: `u = s * w`): `i0 = floor(u - 0.5)`,
//!   `i1 = i0 + 1`, `a = frac(u - 0.5)`, indices clamped (CLAMP_TO_EDGE) or outside texels the
//!   border colour (CLAMP; NONE maps to the same hardware mode);
//! - REPEAT (normalized): `u = (s - floor(s)) * w`, `i0 = floor(u - 0.5)`, `i1 = i0 + 1`,
//!   `i0 += w` if negative, `i1 -= w` if beyond `w - 1`;
//! - MIRRORED_REPEAT (normalized): `s' = |s - 2 rint(0.5 s)|`, `u = s' * w`,
//!   `i0 = max(floor(u - 0.5), 0)`, `i1 = min(i0 + 1, w - 1)` (with the unclamped `i0`);
//! - result `(1-a)(1-b) T(i0,j0) + a(1-b) T(i1,j0) + (1-a)b T(i0,j1) + ab T(i1,j1)`;
//!
//! with the documented weight quantisation: `u - 0.5` taken to 8 fractional bits, rounded to
//! nearest (halves up), before `floor` and `frac`. Sums in double precision, rounded once.
//! Mirrored coordinates are chosen on the 1/256 grid (where the two ways of writing the mirror
//! agree exactly); the others include off-grid coordinates to check the rounding.

mod common;
use common::*;
use isa::message::{decode, Message};
use sampler::{AddressMode, ChannelOrder, ChannelType, Filter, ImageFormat, SamplerState, Tiling};

const SAMPLE_LZ_SIMD16: u32 = 0x028D_8000;

fn sample_msg() -> Message {
    decode(2, SAMPLE_LZ_SIMD16, (4 << 6) | 2, 16).unwrap()
}

fn payload(us: &[f32; 16], vs: &[f32; 16]) -> Vec<u8> {
    let mut p = vec![0u8; 32];
    for v in us.iter().chain(vs) {
        p.extend(v.to_bits().to_le_bytes());
    }
    p
}

fn ch(resp: &[u8], k: usize, l: usize) -> f32 {
    f32::from_bits(lane(resp, 2 * k + l / 8, l % 8))
}

/// `x` at 8 fractional bits, rounded to nearest, halves up.
fn q8(x: f64) -> f64 {
    (x * 256.0 + 0.5).floor() / 256.0
}

/// (i0, i1, a) of OpenCL 8.2 for coordinate `s` on `w` texels; `None` index: border.
fn axis(s: f32, w: i64, normalized: bool, mode: AddressMode) -> (Option<i64>, Option<i64>, f64) {
    let s = f64::from(s);
    match mode {
        AddressMode::Repeat => {
            let u = (s - s.floor()) * w as f64;
            let t = q8(u - 0.5);
            let (mut i0, mut i1) = (t.floor() as i64, t.floor() as i64 + 1);
            if i0 < 0 {
                i0 += w;
            }
            if i1 > w - 1 {
                i1 -= w;
            }
            (Some(i0), Some(i1), t - t.floor())
        }
        AddressMode::MirroredRepeat => {
            let sp = (s - 2.0 * (0.5 * s).round_ties_even()).abs();
            let t = q8(sp * w as f64 - 0.5);
            let i0 = t.floor() as i64;
            (Some(i0.max(0)), Some((i0 + 1).min(w - 1)), t - t.floor())
        }
        AddressMode::ClampToEdge | AddressMode::ClampToBorder => {
            let u = if normalized { s * w as f64 } else { s };
            let t = q8(u - 0.5);
            let (i0, i1) = (t.floor() as i64, t.floor() as i64 + 1);
            let f = |i: i64| {
                if mode == AddressMode::ClampToEdge {
                    Some(i.clamp(0, w - 1))
                } else {
                    (0..w).contains(&i).then_some(i)
                }
            };
            (f(i0), f(i1), t - t.floor())
        }
    }
}

/// The OpenCL linear filter over `texel(x, y)` (RGBA floats) with `border` outside.
fn reference(
    texel: &dyn Fn(i64, i64) -> [f32; 4],
    border: [f32; 4],
    (w, h): (i64, i64),
    st: SamplerState,
    s: f32,
    t: f32,
) -> [f32; 4] {
    let (i0, i1, a) = axis(s, w, st.normalized, st.address);
    let (j0, j1, b) = axis(t, h, st.normalized, st.address);
    let at = |i: Option<i64>, j: Option<i64>| match (i, j) {
        (Some(i), Some(j)) => texel(i, j),
        _ => border,
    };
    let (t00, t10, t01, t11) = (at(i0, j0), at(i1, j0), at(i0, j1), at(i1, j1));
    std::array::from_fn(|c| {
        let v = (1.0 - a) * (1.0 - b) * f64::from(t00[c])
            + a * (1.0 - b) * f64::from(t10[c])
            + (1.0 - a) * b * f64::from(t01[c])
            + a * b * f64::from(t11[c]);
        v as f32
    })
}

fn linear(normalized: bool, address: AddressMode) -> SamplerState {
    SamplerState {
        normalized,
        address,
        filter: Filter::Linear,
    }
}

/// Runs one SIMD16 sample of `setup` at (us, vs) and checks every lane against the reference.
fn check(
    setup: &mut Setup,
    texel: &dyn Fn(i64, i64) -> [f32; 4],
    border: [f32; 4],
    st: SamplerState,
    us: [f32; 16],
    vs: [f32; 16],
) {
    setup.samplers.bind(0, st);
    let (w, h) = (setup.surface.width as i64, setup.surface.height as i64);
    let resp = setup
        .run(&sample_msg(), &payload(&us, &vs), 0xFFFF)
        .unwrap();
    for l in 0..16 {
        let want = reference(texel, border, (w, h), st, us[l], vs[l]);
        let got: [f32; 4] = std::array::from_fn(|c| ch(&resp, c, l));
        assert_eq!(
            got.map(f32::to_bits),
            want.map(f32::to_bits),
            "{st:?} lane {l} at ({}, {}): {got:?} vs {want:?}",
            us[l],
            vs[l]
        );
    }
}

/// CL_RGBA + CL_FLOAT, 5 x 3, texel (x, y) = (x + 10 y, -x, 0.25 y, 1 + x y).
fn rgba_float() -> (Vec<u8>, impl Fn(i64, i64) -> [f32; 4]) {
    let f = |x: i64, y: i64| {
        let (x, y) = (x as f32, y as f32);
        [x + 10.0 * y, -x, 0.25 * y, 1.0 + x * y]
    };
    let data = (0..3)
        .flat_map(|y| (0..5).flat_map(move |x| f(x, y)))
        .flat_map(|v| v.to_le_bytes())
        .collect();
    (data, f)
}

#[test]
fn unnormalized_clamp_modes_rgba_float() {
    let (data, f) = rgba_float();
    let fmt = ImageFormat::new(ChannelOrder::RGBA, ChannelType::Float);
    // centres, between centres, edges, outside, and off-grid fractions (1/1000 steps)
    let us: [f32; 16] = [
        0.5, 1.0, 1.75, 2.3, 4.5, 4.9, 5.2, -0.3, 0.0, 3.001, 2.6667, 1.0039, 0.25, 4.75, 6.0, 2.5,
    ];
    let vs: [f32; 16] = [
        0.5, 0.5, 1.25, 2.9, 2.5, 3.3, -1.0, 0.7, 1.5, 1.123, 0.999, 2.0, 0.25, 2.75, 1.5, 2.5001,
    ];
    for tiling in TILINGS {
        let mut s = Setup::new(0, 5, 3, fmt, tiling, &data);
        for mode in [AddressMode::ClampToEdge, AddressMode::ClampToBorder] {
            // RGBA has alpha: border (0, 0, 0, 0)
            check(&mut s, &f, [0.0; 4], linear(false, mode), us, vs);
        }
    }
}

#[test]
fn normalized_every_mode_rgba_float() {
    let (data, f) = rgba_float();
    let fmt = ImageFormat::new(ChannelOrder::RGBA, ChannelType::Float);
    let mut s = Setup::new(0, 5, 3, fmt, Tiling::Y, &data);
    // on the 1/256 texel grid for w = 5 and h = 3 (k / 1280, k / 768): exact for mirroring
    let us: [f32; 16] = std::array::from_fn(|l| (l as f32 * 217.0 - 1100.0) / 1280.0);
    let vs: [f32; 16] = std::array::from_fn(|l| (l as f32 * 131.0 - 900.0) / 768.0);
    for mode in [AddressMode::Repeat, AddressMode::MirroredRepeat] {
        check(&mut s, &f, [0.0; 4], linear(true, mode), us, vs);
    }
    // clamp modes, off-grid normalized coordinates
    let us: [f32; 16] = std::array::from_fn(|l| l as f32 * 0.0731 - 0.1);
    let vs: [f32; 16] = std::array::from_fn(|l| 1.05 - l as f32 * 0.0717);
    for mode in [AddressMode::ClampToEdge, AddressMode::ClampToBorder] {
        check(&mut s, &f, [0.0; 4], linear(true, mode), us, vs);
    }
}

#[test]
fn unorm8_and_half_formats_filter_converted_values() {
    // CL_RGBA + CL_UNORM_INT8, 4 x 4: channel values byte / 255 (OpenCL 8.3.1.1)
    let data: Vec<u8> = (0..64u32).map(|i| (i * 37 + 11) as u8).collect();
    let fmt = ImageFormat::new(ChannelOrder::RGBA, ChannelType::UnormInt8);
    let d = data.clone();
    let f = move |x: i64, y: i64| -> [f32; 4] {
        std::array::from_fn(|c| d[((y * 4 + x) * 4) as usize + c] as f32 / 255.0)
    };
    let mut s = Setup::new(0, 4, 4, fmt, Tiling::Y, &data);
    let us: [f32; 16] = std::array::from_fn(|l| l as f32 * 0.29 - 0.4);
    let vs: [f32; 16] = std::array::from_fn(|l| 4.3 - l as f32 * 0.31);
    check(
        &mut s,
        &f,
        [0.0; 4],
        linear(false, AddressMode::ClampToEdge),
        us,
        vs,
    );
    check(
        &mut s,
        &f,
        [0.0; 4],
        linear(false, AddressMode::ClampToBorder),
        us,
        vs,
    );
    // CL_R + CL_HALF_FLOAT, 3 x 2: half values exact in f32; no alpha: border (0, 0, 0, 1)
    let vals = [0.5f32, -2.0, 1024.0, 0.125, 3.0, -0.0625];
    let halves: Vec<u8> = [0x3800u16, 0xC000, 0x6400, 0x3000, 0x4200, 0xAC00]
        .iter()
        .flat_map(|h| h.to_le_bytes())
        .collect();
    let fmt = ImageFormat::new(ChannelOrder::R, ChannelType::HalfFloat);
    let f = move |x: i64, y: i64| [vals[(y * 3 + x) as usize], 0.0, 0.0, 1.0];
    let mut s = Setup::new(0, 3, 2, fmt, Tiling::Linear, &halves);
    let us: [f32; 16] = std::array::from_fn(|l| (l as f32 * 0.093) - 0.2);
    let vs: [f32; 16] = std::array::from_fn(|l| 1.2 - (l as f32 * 0.087));
    for mode in [AddressMode::ClampToEdge, AddressMode::ClampToBorder] {
        check(&mut s, &f, [0.0, 0.0, 0.0, 1.0], linear(true, mode), us, vs);
    }
}
