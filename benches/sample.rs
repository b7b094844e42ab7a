//! Sampled against full timing of one launch (host time, one host thread): the 16 384-group
//! `reduce16` of `tests/timing_kernels/memtime.cl` (98 waves on GT2), timed in full and with
//! `--sample 8`, with outputs and cycles only (`--cycles-only`: only the timed groups run).
//! The sampled run's cycles are checked within 2 % of the full run's, and the cycles-only
//! run's equal to the sampled run's, before timing any.

#[path = "common/mod.rs"]
mod bench_common;

use criterion::{criterion_group, criterion_main, Criterion};
use eusim::sim::sample::Sampling;
use eusim::sim::{load_program, run_kernel, RunOptions};

fn sampled_vs_full(c: &mut Criterion) {
    let groups = 16_384u64;
    let items = groups * 16;
    let lf = bench_common::launch(&format!(
        r#"(program: "tests/timing_kernels/memtime_Gen9core.bin", kernel: "reduce16",
            global: [{items}], local: [16],
            args: [Buffer(init: Random(bytes: {}, seed: 3)), Buffer(init: Zeros({}))])"#,
        items * 16 * 16,
        groups * 4
    ));
    let program = load_program(&lf).expect("bench binary loads");
    let full = RunOptions {
        functional: false,
        threads: 1,
        ..RunOptions::default()
    };
    let sampled = RunOptions {
        sample: Some(Sampling::waves(8)),
        ..full.clone()
    };
    let cycles_only = RunOptions {
        cycles_only: true,
        ..sampled.clone()
    };
    let f = run_kernel(&lf, &program, &lf.kernel, &full).expect("full run");
    let s = run_kernel(&lf, &program, &lf.kernel, &sampled).expect("sampled run");
    let co = run_kernel(&lf, &program, &lf.kernel, &cycles_only).expect("cycles-only run");
    assert_eq!(
        co.stats.cycles, s.stats.cycles,
        "cycles only: the same timing run"
    );
    let err = s.stats.cycles as f64 / f.stats.cycles as f64 - 1.0;
    assert!(
        err.abs() < 0.02,
        "sampled {} vs full {}",
        s.stats.cycles,
        f.stats.cycles
    );
    let mut g = c.benchmark_group("sample");
    g.sample_size(10);
    for (name, opts) in [
        ("reduce16_16384_full", &full),
        ("reduce16_16384_sampled", &sampled),
        ("reduce16_16384_sampled_cycles_only", &cycles_only),
    ] {
        g.bench_function(name, |b| {
            b.iter(|| run_kernel(&lf, &program, &lf.kernel, opts).expect("kernel runs"))
        });
    }
    g.finish();
}

criterion_group!(benches, sampled_vs_full);
criterion_main!(benches);
