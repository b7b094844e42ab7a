//! The bench kernels (`benches/kernels/kernels.cl`) compute what they claim: results compared
//! with references computed here on the host, in both execution modes.

#[path = "../benches/common/mod.rs"]
mod bench_common;

use eusim::sim::{load_program, run_kernel, RunOptions};

fn run(lf: &eusim::launch::LaunchFile, functional: bool) -> Vec<Option<Vec<u8>>> {
    let program = load_program(lf).expect("bench binary loads");
    let opts = RunOptions {
        functional,
        ..RunOptions::default()
    };
    run_kernel(lf, &program, &lf.kernel, &opts)
        .expect("kernel runs")
        .args
}

fn floats(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn sgemm_matches_host_product() {
    let n = 32;
    let (a, b) = (bench_common::matrix(n, 1), bench_common::matrix(n, 2));
    let mut want = vec![0f32; n * n];
    for i in 0..n {
        for j in 0..n {
            // Small integers: the sum is exact in any order.
            want[i * n + j] = (0..n).map(|k| a[i * n + k] * b[k * n + j]).sum();
        }
    }
    for functional in [true, false] {
        let args = run(&bench_common::sgemm(n), functional);
        let got = floats(args[2].as_deref().expect("c is a buffer"));
        assert_eq!(got, want, "functional: {functional}");
    }
}

#[test]
fn stencil_matches_host_stencil_with_edge_replication() {
    let (w, h) = (16usize, 32usize);
    let img = bench_common::image(w, h);
    let at = |x: i64, y: i64| {
        img[(y.clamp(0, h as i64 - 1) as usize) * w + x.clamp(0, w as i64 - 1) as usize]
    };
    let mut want = vec![0f32; w * h];
    for y in 0..h as i64 {
        for x in 0..w as i64 {
            let s = at(x, y) + at(x, y - 1) + at(x, y + 1) + at(x - 1, y) + at(x + 1, y);
            want[y as usize * w + x as usize] = s * 0.2;
        }
    }
    for functional in [true, false] {
        let args = run(&bench_common::stencil(w, h), functional);
        let got = floats(args[1].as_deref().expect("out is a buffer"));
        assert_eq!(got, want, "functional: {functional}");
    }
}

#[test]
fn fma_chains_match_host_fma() {
    // x starts at 0; 2048 times x = fma(x, x, c) in single precision, one rounding each
    // (converging slowly towards 0.5: every step rounds, so an unfused mul + add differs).
    let c = 0.25f32;
    let (mut x, mut unfused) = (0f32, 0f32);
    for _ in 0..2048 {
        x = x.mul_add(x, c);
        unfused = unfused * unfused + c;
    }
    assert_ne!(x, unfused, "the reference must tell fused from unfused");
    for lf in [
        bench_common::fma_chain(256, c),
        bench_common::fma_plain(256, c),
    ] {
        let args = run(&lf, true);
        let got = floats(args[0].as_deref().expect("out is a buffer"));
        assert!(
            got.iter().all(|&g| g.to_bits() == x.to_bits()),
            "{}: {:?} vs {x:?}",
            lf.kernel,
            &got[..4]
        );
    }
}
