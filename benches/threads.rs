//! Host threads: simulated instructions per second in timing mode on one and on two host
//! threads (the results are identical; only the speed may differ). The clpeak-style FMA chain
//! on GT2 (3 subslices) and GT4 (9 subslices), and on GT2 the SIMD8 SGEMM and two kernels with
//! SLM and barriers: an SGEMM NT with SLM tiles and a tree reduction. The target is 1.6x one
//! thread for GT2 on 2 threads. GT2's three subslices would split 2:1 over two threads (at
//! most 1.5x); once their instruction caches are warm each thread runs 12 EUs, the middle
//! subslice split between them (SLM and barrier kernels too: their SLM and gateway messages
//! are served at the end of each sub-window).

#[path = "common/mod.rs"]
mod bench_common;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use eusim::config::MachineConfig;
use eusim::sim::{run_kernel, RunOptions};

fn threads(c: &mut Criterion) {
    let lf = bench_common::fma_chain(21504, 0.25);
    let program = eusim::sim::load_program(&lf).expect("bench binary loads");
    for preset in ["gen9-gt2", "gen9-gt4"] {
        let mut g = c.benchmark_group(format!("timing_threads_{preset}"));
        g.sample_size(10);
        for threads in [1, 2] {
            let opts = RunOptions {
                functional: false,
                threads,
                config: MachineConfig::load(preset).expect("preset"),
                ..RunOptions::default()
            };
            let probe = run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs");
            g.throughput(Throughput::Elements(probe.stats.instructions));
            g.bench_function(format!("fma_chain_{threads}_threads"), |b| {
                b.iter(|| run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs"))
            });
        }
        g.finish();
    }
    let mut g = c.benchmark_group("timing_threads_kernels_gen9-gt2");
    g.sample_size(10);
    for (name, lf) in [
        ("sgemm_simd8_256", bench_common::sgemm(256)),
        ("gemm_slm_nt_256", bench_common::gemm_slm_nt(256)),
        ("reduce_tree_256k", bench_common::reduce_tree(256 * 1024)),
    ] {
        let program = eusim::sim::load_program(&lf).expect("bench binary loads");
        for threads in [1, 2] {
            let opts = RunOptions {
                functional: false,
                threads,
                config: MachineConfig::load("gen9-gt2").expect("preset"),
                ..RunOptions::default()
            };
            let probe = run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs");
            g.throughput(Throughput::Elements(probe.stats.instructions));
            g.bench_function(format!("{name}_{threads}_threads"), |b| {
                b.iter(|| run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs"))
            });
        }
    }
    g.finish();
}

criterion_group!(benches, threads);
criterion_main!(benches);
