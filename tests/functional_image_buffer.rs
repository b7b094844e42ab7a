//! 1D image buffers wider than the 16384 texels of 1D and 2D surfaces, through launch files:
//! `tests/image_kinds/buffer_far.cl` compiled with ocloc (skipped, saying why, without it).
//! IGC reads an `image1d_buffer_t` with the sampler's `ld_lz` and writes it with typed surface
//! writes; both reach entries 65535 and beyond of a buffer surface (its entry count minus one
//! fills 27 bits of RENDER_SURFACE_STATE's Width, Height and Depth). Expected values are
//! computed here from the kernels' OpenCL C; entries the kernels do not touch keep their
//! initial values.

mod image_kinds;

use eusim::launch::LaunchFile;
use eusim::sim::{run, RunOptions};
use image_kinds::{list, program};
use std::path::Path;

fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Texels of the buffers: more than four times 16384.
const W: u32 = 70000;
/// The entries the work-items visit, in and beyond the first 16384 and 65536.
const AT: [u32; 16] = [
    0, 1, 2, 16383, 16384, 16385, 32768, 65534, 65535, 65536, 65537, 65538, 69990, 69997, 69998,
    69999,
];
const R_U32: &str = "(order: R, data_type: UnsignedInt32)";

/// The initial texels: Iota(start: 1000, step: 3).
fn initial(x: u32) -> u32 {
    1000 + 3 * x
}

#[test]
fn sampler_ld_and_typed_writes_reach_entries_past_65535() {
    let Some(p) = program("buffer_far.cl") else {
        return;
    };
    let p = p.display();
    let ron = format!(
        r#"(program: "{p}", kernel: "far_ld", global: [16], local: [16], args: [
            Image(kind: Image1dBuffer, width: {W}, format: {R_U32},
                  init: Iota(count: {W}, start: 1000, step: 3)),
            Image(kind: Image1dBuffer, width: {W}, format: {R_U32}, init: Zeros({})),
            Buffer(init: U32([{}])),
        ])"#,
        W * 4,
        list(&AT)
    );
    let lf = LaunchFile::parse(&ron, Path::new("far.ron")).unwrap();
    let out = run(&lf, &RunOptions::default()).unwrap().args;
    let mut want = vec![0u32; W as usize];
    for (i, &x) in AT.iter().enumerate() {
        want[x as usize] = 3 * initial(x) + i as u32;
    }
    let got = u32s(out[1].as_ref().unwrap());
    assert_eq!(got.len(), want.len());
    for (x, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "texel {x}");
    }
}

#[test]
fn one_read_write_image_buffer_updates_far_entries_and_reports_its_width() {
    let Some(p) = program("buffer_far.cl") else {
        return;
    };
    let p = p.display();
    let ron = format!(
        r#"(program: "{p}", kernel: "far_typed", global: [16], local: [16], args: [
            Image(kind: Image1dBuffer, width: {W}, format: {R_U32},
                  init: Iota(count: {W}, start: 1000, step: 3)),
            Buffer(init: U32([{}])),
            Buffer(init: Zeros(4)),
        ])"#,
        list(&AT)
    );
    let lf = LaunchFile::parse(&ron, Path::new("far.ron")).unwrap();
    let out = run(&lf, &RunOptions::default()).unwrap().args;
    let mut want: Vec<u32> = (0..W).map(initial).collect();
    for &x in &AT {
        want[x as usize] += 7;
    }
    let got = u32s(out[0].as_ref().unwrap());
    assert!(got == want, "texels differ");
    assert_eq!(u32s(out[2].as_ref().unwrap()), [W]);
}

#[test]
fn image_buffers_beyond_the_surface_limit_and_wide_1d_images_are_refused() {
    let Some(p) = program("buffer_far.cl") else {
        return;
    };
    let p = p.display();
    for (kind, width, what) in [
        ("Image1d", 16385u32, "16384"),
        ("Image1dBuffer", (1 << 27) + 1, "134217728"),
    ] {
        let ron = format!(
            r#"(program: "{p}", kernel: "far_typed", global: [16], args: [
                Image(kind: {kind}, width: {width}, format: {R_U32}, init: Zeros(4)),
                Buffer(init: Zeros(64)), Buffer(init: Zeros(4)),
            ])"#
        );
        let err = LaunchFile::parse(&ron, Path::new("far.ron"))
            .map_err(|e| e.to_string())
            .and_then(|lf| run(&lf, &RunOptions::default()).map_err(|e| e.to_string()))
            .err()
            .unwrap_or_default();
        assert!(err.contains(what), "{kind} of {width}: {err}");
    }
}
