//! 1D, 1D buffer, 1D array, 2D array and 3D images end to end through launch files
//! (`Image(kind: ...)`): `tests/image_kinds/kinds.cl` compiled with ocloc (skipped, saying
//! why, without it), expected values from the OpenCL C definitions computed here
//! (read/write at integer coordinates, `get_image_*`, the array index `clamp(rint(c), 0,
//! size - 1)` and the linear filter of OpenCL 2.0 C 8.2 with 8-bit sub-texel weights, see
//! docs/known-gaps.md).

mod image_kinds;

use eusim::launch::LaunchFile;
use eusim::sim::{run, RunOptions};
use image_kinds::{list, program};
use std::path::Path;

fn run_ron(ron: &str) -> Vec<Option<Vec<u8>>> {
    let lf = LaunchFile::parse(ron, Path::new("kinds.ron")).unwrap();
    run(&lf, &RunOptions::default()).unwrap().args
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

const RGBA_F: &str = "(order: RGBA, data_type: Float)";

#[test]
fn one_dimensional_kinds_read_and_write() {
    let Some(p) = program("kinds.cl") else { return };
    let p = p.display();
    // image1d_t: 40 RGBA float texels, dst = 2 * src
    let src: Vec<f32> = (0..160).map(|i| i as f32 * 0.5 - 9.0).collect();
    let ron = format!(
        r#"(program: "{p}", kernel: "scale_1d", global: [40], local: [8], args: [
            Image(kind: Image1d, width: 40, format: {RGBA_F}, init: F32([{}])),
            Image(kind: Image1d, width: 40, format: {RGBA_F}, init: Zeros(640)),
        ])"#,
        list(&src)
    );
    let out = run_ron(&ron);
    let want: Vec<f32> = src.iter().map(|v| v * 2.0).collect();
    assert_eq!(f32s(out[1].as_ref().unwrap()), want);
    // image1d_buffer_t: RGBA uint8, +(1, 2, 3, 4) saturating (convert_uchar_sat)
    let src: Vec<u8> = (0..64u32).map(|i| (i * 13 + 200) as u8).collect();
    let ron = format!(
        r#"(program: "{p}", kernel: "scale_1d_buffer", global: [16], local: [16], args: [
            Image(kind: Image1dBuffer, width: 16, format: (order: RGBA, data_type: UnsignedInt8),
                  init: Bytes([{}])),
            Image(kind: Image1dBuffer, width: 16, format: (order: RGBA, data_type: UnsignedInt8),
                  init: Zeros(64)),
        ])"#,
        list(&src)
    );
    let out = run_ron(&ron);
    let want: Vec<u8> = src
        .iter()
        .enumerate()
        .map(|(i, &v)| (u32::from(v) + (i % 4) as u32 + 1).min(255) as u8)
        .collect();
    assert_eq!(out[1].as_ref().unwrap(), &want);
    // image1d_array_t: 12 texels x 5 layers, dst = src + layer
    let src: Vec<f32> = (0..12 * 5 * 4).map(|i| i as f32).collect();
    let ron = format!(
        r#"(program: "{p}", kernel: "scale_1d_array", global: [12, 5], local: [4, 1], args: [
            Image(kind: Image1dArray, width: 12, array_size: 5, format: {RGBA_F},
                  init: F32([{}])),
            Image(kind: Image1dArray, width: 12, array_size: 5, format: {RGBA_F},
                  init: Zeros({})),
        ])"#,
        list(&src),
        12 * 5 * 16
    );
    let out = run_ron(&ron);
    let want: Vec<f32> = src
        .iter()
        .enumerate()
        .map(|(i, v)| v + (i / (12 * 4)) as f32)
        .collect();
    assert_eq!(f32s(out[1].as_ref().unwrap()), want);
}

#[test]
fn layered_kinds_read_and_write_on_every_tiling() {
    let Some(p) = program("kinds.cl") else { return };
    let p = p.display();
    let (w, h, d) = (9usize, 6usize, 3usize);
    let src: Vec<f32> = (0..w * h * d * 4).map(|i| (i as f32).sqrt()).collect();
    for tiling in ["Linear", "X", "Y"] {
        for (kernel, kind, extent) in [
            ("scale_2d_array", "Image2dArray", format!("array_size: {d}")),
            ("copy_3d", "Image3d", format!("depth: {d}")),
        ] {
            let ron = format!(
                r#"(program: "{p}", kernel: "{kernel}", global: [{w}, {h}, {d}], local: [1, 1, 1],
                    args: [
                    Image(kind: {kind}, width: {w}, height: {h}, {extent}, format: {RGBA_F},
                          tiling: {tiling}, init: F32([{}])),
                    Image(kind: {kind}, width: {w}, height: {h}, {extent}, format: {RGBA_F},
                          tiling: {tiling}, init: Zeros({})),
                ])"#,
                list(&src),
                w * h * d * 16
            );
            let out = run_ron(&ron);
            let want: Vec<f32> = src
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let z = i / (w * h * 4);
                    if kind == "Image3d" {
                        v * 0.5
                    } else {
                        v - z as f32
                    }
                })
                .collect();
            assert_eq!(f32s(out[1].as_ref().unwrap()), want, "{kind} {tiling}");
        }
    }
}

#[test]
fn image_queries_report_the_shapes() {
    let Some(p) = program("kinds.cl") else { return };
    let ron = format!(
        r#"(program: "{}", kernel: "dims", global: [1], local: [1], args: [
            Image(kind: Image2dArray, width: 7, height: 3, array_size: 4, format: {RGBA_F},
                  init: Zeros({})),
            Image(kind: Image3d, width: 5, height: 2, depth: 6, format: {RGBA_F},
                  init: Zeros({})),
            Image(kind: Image1dArray, width: 11, array_size: 9, format: {RGBA_F},
                  init: Zeros({})),
            Buffer(init: Zeros(32)),
        ])"#,
        p.display(),
        7 * 3 * 4 * 16,
        5 * 2 * 6 * 16,
        11 * 9 * 16
    );
    let out = run_ron(&ron);
    let v: Vec<i32> = out[3]
        .as_ref()
        .unwrap()
        .chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(v, vec![7, 3, 4, 5, 2, 6, 11, 9]);
}

fn q8(x: f64) -> f64 {
    (x * 256.0 + 0.5).floor() / 256.0
}

/// OpenCL 8.2 CLAMP_TO_EDGE linear footprint along one axis: (i0, i1, a).
fn axis(c: f32, n: i64) -> (i64, i64, f64) {
    let t = q8(f64::from(c) - 0.5);
    let i0 = t.floor() as i64;
    (i0.clamp(0, n - 1), (i0 + 1).clamp(0, n - 1), t - t.floor())
}

#[test]
fn sampling_arrays_and_volumes_filters_linearly() {
    let Some(p) = program("kinds.cl") else { return };
    let p = p.display();
    // CL_R + CL_FLOAT, 5 x 4 x 3, texel (x, y, z) = 100 z + 10 y + x
    let (w, h, d) = (5i64, 4i64, 3i64);
    let tex = |x: i64, y: i64, z: i64| (100 * z + 10 * y + x) as f64;
    let src: Vec<f32> = (0..d)
        .flat_map(|z| (0..h).flat_map(move |y| (0..w).map(move |x| tex(x, y, z) as f32)))
        .collect();
    let coords: Vec<[f32; 4]> = (0..16)
        .map(|i| {
            let t = i as f32;
            [t * 0.37 - 0.6, 4.3 - t * 0.29, t * 0.21 - 0.4, 0.0]
        })
        .collect();
    let flat: Vec<f32> = coords.iter().flatten().copied().collect();
    for (kernel, kind, extent) in [
        (
            "sample_2d_array",
            "Image2dArray",
            format!("array_size: {d}"),
        ),
        ("sample_3d", "Image3d", format!("depth: {d}")),
    ] {
        let ron = format!(
            r#"(program: "{p}", kernel: "{kernel}", global: [16], local: [16], args: [
                Image(kind: {kind}, width: {w}, height: {h}, {extent},
                      format: (order: R, data_type: Float), init: F32([{}])),
                Buffer(init: F32([{}])),
                Buffer(init: Zeros(256)),
            ])"#,
            list(&src),
            list(&flat)
        );
        let out = run_ron(&ron);
        let got = f32s(out[2].as_ref().unwrap());
        for (l, c) in coords.iter().enumerate() {
            let (i0, i1, a) = axis(c[0], w);
            let (j0, j1, b) = axis(c[1], h);
            let bilinear = |z: i64| {
                (1.0 - a) * (1.0 - b) * tex(i0, j0, z)
                    + a * (1.0 - b) * tex(i1, j0, z)
                    + (1.0 - a) * b * tex(i0, j1, z)
                    + a * b * tex(i1, j1, z)
            };
            let want = if kind == "Image2dArray" {
                let layer = f64::from(c[2]).round_ties_even().clamp(0.0, (d - 1) as f64);
                bilinear(layer as i64)
            } else {
                let (k0, k1, g) = axis(c[2], d);
                // OpenCL's 3D formula, grouped by slice: the same products and order
                (1.0 - g) * bilinear(k0) + g * bilinear(k1)
            } as f32;
            assert_eq!(got[4 * l], want, "{kind} lane {l} at {c:?}");
            assert_eq!(got[4 * l + 3], 1.0, "{kind} alpha");
        }
    }
}
