//! read_image* / write_image* / get_image_* kernels (typed surface and sampler messages)
//! end to end on every tiling, against the OpenCL C definitions computed here.
//!
//! Kernels: tests/corpus/kernels/ordinary_image.cl.

use eusim::launch::LaunchFile;
use eusim::sim::{run, RunOptions};
use std::path::Path;

const TILINGS: [&str; 3] = ["Linear", "X", "Y"];

fn bin() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/bin/ordinary_image.bin")
        .display()
        .to_string()
}

fn run_ron(ron: &str) -> Vec<Option<Vec<u8>>> {
    let lf = LaunchFile::parse(ron, Path::new("typed.ron")).unwrap();
    run(&lf, &RunOptions::default()).unwrap().args
}

fn bytes_list(b: &[u8]) -> String {
    b.iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn random_bytes(n: usize, mut s: u64) -> Vec<u8> {
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 56) as u8
        })
        .collect()
}

/// write_imageui(dst, p, read_imageui(src, p) + (1, 2, 3, 4)) on an RGBA UNSIGNED_INT8 image:
/// OpenCL converts the uint4 to the channel type with saturation (convert_uchar_sat).
#[test]
fn image_copy_int_rgba8_saturates() {
    let (w, h) = (32usize, 6usize);
    let src = random_bytes(w * h * 4, 11);
    let expected: Vec<u8> = src
        .iter()
        .enumerate()
        .map(|(i, &v)| (v as u32 + (i % 4) as u32 + 1).min(255) as u8)
        .collect();
    let mut outs = Vec::new();
    for t in TILINGS {
        let ron = format!(
            r#"(program: "{}", kernel: "image_copy_int", global: [{w}, {h}], local: [16, 2],
                args: [
                  Image2d(width: {w}, height: {h}, format: (order: RGBA, data_type: UnsignedInt8),
                          tiling: {t}, init: Bytes([{}])),
                  Image2d(width: {w}, height: {h}, format: (order: RGBA, data_type: UnsignedInt8),
                          tiling: {t}, init: Zeros({})),
                ])"#,
            bin(),
            bytes_list(&src),
            w * h * 4
        );
        let out = run_ron(&ron);
        assert_eq!(
            out[0].as_deref(),
            Some(&src[..]),
            "{t}: source image changed"
        );
        let dst = out[1].clone().unwrap();
        if let Some(i) = (0..dst.len()).find(|&i| dst[i] != expected[i]) {
            panic!(
                "{t}: texel ({}, {}) channel {}: got {}, want {} (src {})",
                i / 4 % w,
                i / 4 / w,
                i % 4,
                dst[i],
                expected[i],
                src[i]
            );
        }
        outs.push(dst);
    }
    assert!(outs.windows(2).all(|p| p[0] == p[1]));
}

/// get_image_width/height/channel_data_type/channel_order return the image's properties;
/// the enum values are those of the OpenCL headers (cl.h: CL_RGBA 0x10B5, CL_R 0x10B0,
/// CL_UNSIGNED_INT8 0x10DA, CL_FLOAT 0x10DE, CL_UNORM_INT16 0x10D3).
#[test]
fn image_dims_report_the_image() {
    for (order, ty, order_v, ty_v, texel) in [
        ("RGBA", "UnsignedInt8", 0x10B5, 0x10DA, 4),
        ("R", "Float", 0x10B0, 0x10DE, 4),
        ("RG", "UnormInt16", 0x10B2, 0x10D3, 4),
    ] {
        let (w, h) = (37, 5);
        let ron = format!(
            r#"(program: "{}", kernel: "image_dims", global: [16], local: [16],
                args: [
                  Image2d(width: {w}, height: {h}, format: (order: {order}, data_type: {ty}),
                          init: Zeros({})),
                  Buffer(init: Zeros(16)),
                ])"#,
            bin(),
            w * h * texel
        );
        let out = run_ron(&ron);
        let v: Vec<i32> = out[1]
            .as_ref()
            .unwrap()
            .chunks(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(v, vec![w, h, ty_v, order_v], "{order} {ty}");
    }
}

/// read_imagef with an unnormalised, nearest, clamp-to-edge sampler at texel centres
/// (x + dx + 0.5, y + dy + 0.5) returns texel (clamp(x + dx), clamp(y + dy)); an RGBA FLOAT
/// image returns its channels unchanged.
#[test]
fn image_sample_nearest_clamps_to_edge() {
    let (w, h) = (16usize, 4usize);
    let texels: Vec<f32> = (0..w * h * 4).map(|i| i as f32 * 0.25 - 7.0).collect();
    let init = texels
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(",");
    for t in TILINGS {
        for (dx, dy) in [(0i32, 0i32), (5, -2), (-20, 3), (3, 9)] {
            let ron = format!(
                r#"(program: "{}", kernel: "image_sample_nearest", global: [{w}, {h}],
                    local: [16, 1],
                    args: [
                      Image2d(width: {w}, height: {h}, format: (order: RGBA, data_type: Float),
                              tiling: {t}, init: F32([{init}])),
                      Scalar(I32({dx})), Scalar(I32({dy})),
                      Buffer(init: Zeros({})),
                    ])"#,
                bin(),
                w * h * 16
            );
            let out = run_ron(&ron);
            let got: Vec<f32> = out[3]
                .as_ref()
                .unwrap()
                .chunks(4)
                .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
                .collect();
            for y in 0..h {
                for x in 0..w {
                    let sx = (x as i32 + dx).clamp(0, w as i32 - 1) as usize;
                    let sy = (y as i32 + dy).clamp(0, h as i32 - 1) as usize;
                    for c in 0..4 {
                        let want = texels[(sy * w + sx) * 4 + c];
                        let have = got[(y * w + x) * 4 + c];
                        assert_eq!(
                            have.to_bits(),
                            want.to_bits(),
                            "{t} d=({dx},{dy}) at ({x},{y}) channel {c}: got {have}, want {want}"
                        );
                    }
                }
            }
        }
    }
}
