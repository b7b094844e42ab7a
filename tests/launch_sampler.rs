//! `sampler_t` kernel arguments in launch files (tests/launch_kernels/sampler.cl): an 8 x 1
//! `R`/`Float` image of texels 10, 20, ..., 80 read through the launch file's sampler. The
//! expected values follow OpenCL 2.0's image addressing rules (OpenCL C 2.0 specification,
//! section 8.2, nearest filtering: clamp to edge, clamp to the border colour 0, repeat,
//! mirrored repeat).

use eusim::launch::LaunchFile;
use eusim::sim::{load_program, run_kernel, RunOptions};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

const W: i32 = 8;

fn texel(i: i32) -> f32 {
    (i + 1) as f32 * 10.0
}

fn run(kernel: &str, sampler: &str) -> Result<Vec<f32>, String> {
    let bin = root().join("tests/launch_kernels/sampler_Gen9core.bin");
    let texels: Vec<String> = (0..W).map(|i| format!("{:.1}", texel(i))).collect();
    let text = format!(
        r#"(program: "{}", kernel: "{kernel}", global: [16], local: [16], args: [
            Image2d(width: 8, height: 1, format: (order: R, data_type: Float), tiling: Linear,
                    init: F32([{}])),
            {sampler},
            Buffer(init: Zeros(64)),
        ])"#,
        bin.display(),
        texels.join(", ")
    );
    let lf = LaunchFile::parse(&text, &root().join("launch.ron")).map_err(|e| e.to_string())?;
    let program = load_program(&lf).map_err(|e| e.to_string())?;
    let out =
        run_kernel(&lf, &program, kernel, &RunOptions::default()).map_err(|e| e.to_string())?;
    Ok(out.args[2]
        .as_ref()
        .unwrap()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect())
}

#[test]
fn integer_coordinates_clamp_to_the_edge_or_the_border() {
    let edge = run(
        "sample_int",
        "Sampler(normalized: false, address: ClampToEdge, filter: Nearest)",
    )
    .unwrap();
    let want: Vec<f32> = (0..16).map(|x| texel((x - 1).clamp(0, W - 1))).collect();
    assert_eq!(edge, want);
    let border = run(
        "sample_int",
        "Sampler(normalized: false, address: Clamp, filter: Nearest)",
    )
    .unwrap();
    let want: Vec<f32> = (0..16)
        .map(|x| {
            if (1..=W).contains(&x) {
                texel(x - 1)
            } else {
                0.0
            }
        })
        .collect();
    assert_eq!(border, want);
}

#[test]
fn normalised_coordinates_repeat_and_mirror() {
    // s = (x - 4 + 0.5) / 8
    let s = |x: i32| (x as f32 - 4.0 + 0.5) / 8.0;
    let repeat = run(
        "sample_norm",
        "Sampler(normalized: true, address: Repeat, filter: Nearest)",
    )
    .unwrap();
    // repeat: u = (s - floor(s)) * w, i = floor(u)
    let want: Vec<f32> = (0..16)
        .map(|x| {
            let u = (s(x) - s(x).floor()) * W as f32;
            texel((u.floor() as i32).min(W - 1))
        })
        .collect();
    assert_eq!(repeat, want);
    let mirror = run(
        "sample_norm",
        "Sampler(normalized: true, address: MirroredRepeat, filter: Nearest)",
    )
    .unwrap();
    // mirrored repeat: s' = 2 rint(s / 2), s'' = |s - s'|, u = s'' w, i = min(floor(u), w - 1)
    let want: Vec<f32> = (0..16)
        .map(|x| {
            let sp = 2.0 * (0.5 * s(x)).round_ties_even();
            let u = (s(x) - sp).abs() * W as f32;
            texel((u.floor() as i32).min(W - 1))
        })
        .collect();
    assert_eq!(mirror, want);
}

#[test]
fn repeating_modes_need_normalised_coordinates() {
    let e = run(
        "sample_int",
        "Sampler(normalized: false, address: Repeat, filter: Nearest)",
    )
    .unwrap_err();
    assert!(
        e.contains("args[1]") && e.contains("normalized: true"),
        "{e}"
    );
}
