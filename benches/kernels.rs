//! Simulated instructions per second on the kernels users run, in functional and timing
//! modes: the clpeak-style SIMD32 FMA chain, a SIMD8 blocked SGEMM with sub-group block reads
//! and shuffles, and a SIMD8 five-point stencil with media block reads (`benches/kernels/`).

#[path = "common/mod.rs"]
mod bench_common;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use eusim::launch::LaunchFile;
use eusim::sim::{run_kernel, RunOptions};

fn bench(c: &mut Criterion, name: &str, lf: LaunchFile) {
    let program = eusim::sim::load_program(&lf).expect("bench binary loads");
    for (mode, functional) in [("functional", true), ("timing", false)] {
        let opts = RunOptions {
            functional,
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

fn kernels(c: &mut Criterion) {
    // 21504 work-items x 2048 mad: the clpeak launch of docs/calibration.md.
    bench(c, "fma_chain_simd32", bench_common::fma_chain(21504, 0.25));
    bench(c, "sgemm_simd8_256", bench_common::sgemm(256));
    bench(c, "stencil5_simd8_512x512", bench_common::stencil(512, 512));
}

criterion_group!(benches, kernels);
criterion_main!(benches);
