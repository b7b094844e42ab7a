//! Simulated instructions per second as the launch grows: a one-thread-per-group copy kernel
//! (`copy4` of `tests/timing_kernels/memtime.cl`, SIMD32, local size 16) at 32 k, 128 k and
//! 512 k work-groups in functional and timing modes. Throughput should stay flat: every
//! per-group structure of the executors costs O(1) amortised per event.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use eusim::launch::LaunchFile;
use eusim::sim::{run_kernel, RunOptions};
use std::path::Path;

fn launch(groups: usize) -> LaunchFile {
    let items = groups * 16;
    let bytes = items * 16;
    let text = format!(
        r#"(program: "tests/timing_kernels/memtime_Gen9core.bin", kernel: "copy4",
            global: [{items}], local: [16],
            args: [Buffer(init: Zeros({bytes})), Buffer(init: Zeros({bytes}))])"#
    );
    let at = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench.ron");
    LaunchFile::parse(&text, &at).expect("bench launch parses")
}

fn scaling(c: &mut Criterion) {
    for (mode, functional) in [("functional", true), ("timing", false)] {
        let mut g = c.benchmark_group(format!("scaling_{mode}"));
        g.sample_size(10);
        for groups in [32 * 1024, 128 * 1024, 512 * 1024] {
            let lf = launch(groups);
            let program = eusim::sim::load_program(&lf).expect("timing binary loads");
            let opts = RunOptions {
                functional,
                threads: 1,
                ..RunOptions::default()
            };
            let probe = run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs");
            g.throughput(Throughput::Elements(probe.stats.instructions));
            g.bench_function(format!("copy4_{}k_groups", groups / 1024), |b| {
                b.iter(|| run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs"))
            });
        }
        g.finish();
    }
}

criterion_group!(benches, scaling);
criterion_main!(benches);
