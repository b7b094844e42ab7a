//! Launches of the bench kernels (`benches/kernels/kernels.cl`), shared by the criterion
//! benches and by `tests/bench_kernels.rs`, which checks their results against references
//! computed on the host.

#![allow(dead_code)]

use criterion::{Criterion, Throughput};
use eusim::launch::LaunchFile;
use eusim::sim::{run_kernel, RunOptions};
use std::path::Path;

/// Benches one launch in functional and timing modes (one host thread), throughput in
/// simulated EU instructions.
pub fn bench(c: &mut Criterion, name: &str, lf: LaunchFile) {
    let program = eusim::sim::load_program(&lf).expect("bench binary loads");
    for (mode, functional) in [("functional", true), ("timing", false)] {
        let opts = RunOptions {
            functional,
            threads: 1,
            ..RunOptions::default()
        };
        let probe = run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs");
        let mut g = c.benchmark_group(mode);
        g.throughput(Throughput::Elements(probe.stats.instructions));
        g.sample_size(10);
        g.bench_function(name, |b| {
            b.iter(|| run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs"))
        });
        g.finish();
    }
}

/// Parses launch text with paths relative to the repository root.
pub fn launch(text: &str) -> LaunchFile {
    let at = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench.ron");
    LaunchFile::parse(text, &at).expect("bench launch parses")
}

/// Small integers as floats: every product and sum of the kernels stays exact in f32.
pub fn matrix(n: usize, seed: usize) -> Vec<f32> {
    (0..n * n)
        .map(|i| ((i * 7 + seed * 3) % 5) as f32 - 2.0)
        .collect()
}

fn floats(v: &[f32]) -> String {
    v.iter()
        .map(|x| format!("{x:?}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// SGEMM of two `n x n` matrices ([`matrix`] seeds 1 and 2), `n` a multiple of 8.
pub fn sgemm(n: usize) -> LaunchFile {
    launch(&format!(
        r#"(program: "benches/kernels/kernels_Gen9core.bin", kernel: "sgemm_simd8",
            global: [{n}, {rows}], local: [8, 1],
            args: [Buffer(init: F32([{a}])), Buffer(init: F32([{b}])),
                   Buffer(init: Zeros({bytes})), Scalar(I32({n}))])"#,
        rows = n / 8,
        a = floats(&matrix(n, 1)),
        b = floats(&matrix(n, 2)),
        bytes = n * n * 4
    ))
}

/// The stencil's `w x h` float image: small integers.
pub fn image(w: usize, h: usize) -> Vec<f32> {
    (0..w * h).map(|i| ((i * 13) % 9) as f32).collect()
}

/// Five-point stencil over a `w x h` float image (`w` a multiple of 8, `h` of 16), Y-tiled.
pub fn stencil(w: usize, h: usize) -> LaunchFile {
    launch(&format!(
        r#"(program: "benches/kernels/kernels_Gen9core.bin", kernel: "stencil5_simd8",
            global: [{w}, {gy}], local: [8, 1],
            args: [Image2d(width: {w}, height: {h}, format: (order: R, data_type: Float),
                           tiling: Y, init: F32([{img}])),
                   Buffer(init: Zeros({bytes})), Scalar(I32({w}))])"#,
        gy = h / 16,
        img = floats(&image(w, h)),
        bytes = w * h * 4
    ))
}

/// The clpeak-style SIMD32 FMA chain of the calibration kernels: `items` work-items, each
/// 2048 dependent `x = x * x + c`, local size 256.
pub fn fma_chain(items: usize, c: f32) -> LaunchFile {
    launch(&format!(
        r#"(program: "tests/timing_kernels/calib_Gen9core.bin", kernel: "fma_chain_simd32",
            global: [{items}], local: [256],
            args: [Buffer(init: Zeros({bytes})), Scalar(F32({c:?}))])"#,
        bytes = items * 4
    ))
}

/// The plain-OpenCL FMA chain (no sub-groups) that `benches/peer-oclgrind.sh` also runs.
pub fn fma_plain(items: usize, c: f32) -> LaunchFile {
    launch(&format!(
        r#"(program: "benches/kernels/fma_plain_Gen9core.bin", kernel: "fma_plain",
            global: [{items}], local: [256],
            args: [Buffer(init: Zeros({bytes})), Scalar(F32({c:?}))])"#,
        bytes = items * 4
    ))
}

/// SGEMM NT with SLM tiles and barriers (`benches/kernels/slm.cl`), C = A * B^T for two
/// `n x n` matrices ([`matrix`] seeds 1 and 2), `n` a multiple of 64.
pub fn gemm_slm_nt(n: usize) -> LaunchFile {
    launch(&format!(
        r#"(program: "benches/kernels/slm_Gen9core.bin", kernel: "gemm_slm_nt",
            global: [{n}, {rows}], local: [16, 16],
            args: [Buffer(init: F32([{a}])), Buffer(init: F32([{b}])),
                   Buffer(init: Zeros({bytes})), Scalar(I32({n}))])"#,
        rows = n / 4,
        a = floats(&matrix(n, 1)),
        b = floats(&matrix(n, 2)),
        bytes = n * n * 4
    ))
}

/// Tree reduction in SLM with a barrier per level (`benches/kernels/slm.cl`): `items`
/// (a multiple of 256) small integers summed per work-group of 256.
pub fn reduce_tree(items: usize) -> LaunchFile {
    let v: Vec<String> = (0..items).map(|i| (i * 13 % 1000).to_string()).collect();
    launch(&format!(
        r#"(program: "benches/kernels/slm_Gen9core.bin", kernel: "reduce_tree",
            global: [{items}], local: [256],
            args: [Buffer(init: U32([{v}])), Buffer(init: Zeros({bytes}))])"#,
        v = v.join(","),
        bytes = items / 256 * 4
    ))
}
