//! Simulated instructions per second on the kernels users run, in functional and timing
//! modes: the clpeak-style SIMD32 FMA chain, a SIMD8 blocked SGEMM with sub-group block reads
//! and shuffles, and a SIMD8 five-point stencil with media block reads (`benches/kernels/`).

#[path = "common/mod.rs"]
mod bench_common;

use bench_common::bench;
use criterion::{criterion_group, criterion_main, Criterion};

fn kernels(c: &mut Criterion) {
    // 21504 work-items x 2048 mad: the clpeak launch of docs/calibration.md.
    bench(c, "fma_chain_simd32", bench_common::fma_chain(21504, 0.25));
    bench(c, "sgemm_simd8_256", bench_common::sgemm(256));
    bench(c, "stencil5_simd8_512x512", bench_common::stencil(512, 512));
}

criterion_group!(benches, kernels);
criterion_main!(benches);
