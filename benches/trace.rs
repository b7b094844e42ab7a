//! Tracing cost (targets: a .pftrace run at most 2x an untraced one, at most 24 bytes per instruction): the clpeak-style FMA chain in timing mode on one host
//! thread, untraced and with a Perfetto protobuf trace and a Chrome JSON trace streamed to an
//! in-memory sink that only counts bytes, so the numbers are the simulator's and the writers'
//! (no disk). Prints the trace bytes per simulated instruction once. Targets: a `.pftrace`
//! costs at most 2x the untraced run and at most 24 bytes per instruction (measured: 1.70-1.84x,
//! 4.3 bytes).

#[path = "common/mod.rs"]
mod bench_common;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use eusim::sim::{run_kernel, run_kernel_traced, RunOptions};
use std::io::Write;

/// A writer that keeps only the count of bytes written to it.
#[derive(Default)]
struct Count(u64);

impl Write for Count {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0 += b.len() as u64;
        Ok(b.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn trace(c: &mut Criterion) {
    let lf = bench_common::fma_chain(21504, 0.25);
    let program = eusim::sim::load_program(&lf).expect("bench binary loads");
    let opts = RunOptions {
        functional: false,
        threads: 1,
        ..RunOptions::default()
    };
    let probe = run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs");
    let instructions = probe.stats.instructions;
    // bytes per instruction, once
    let mut pf = traces::PerfettoTrace::new(Count::default());
    run_kernel_traced(&lf, &program, &lf.kernel, &opts, &mut pf).expect("traced run");
    let pf_bytes = pf.finish().expect("trace ends").0;
    let mut js = traces::ChromeStream::new(Count::default(), opts.config.clock_mhz);
    run_kernel_traced(&lf, &program, &lf.kernel, &opts, &mut js).expect("traced run");
    let js_bytes = js.finish().expect("trace ends").0;
    eprintln!(
        "FMA chain, {instructions} instructions: .pftrace {:.1} B/instruction, .json {:.1} \
         B/instruction",
        pf_bytes as f64 / instructions as f64,
        js_bytes as f64 / instructions as f64
    );
    let mut g = c.benchmark_group("trace_fma_chain");
    g.sample_size(10);
    g.throughput(Throughput::Elements(instructions));
    g.bench_function("untraced", |b| {
        b.iter(|| run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs"))
    });
    g.bench_function("pftrace", |b| {
        b.iter(|| {
            let mut t = traces::PerfettoTrace::new(Count::default());
            run_kernel_traced(&lf, &program, &lf.kernel, &opts, &mut t).expect("traced run");
            t.finish().expect("trace ends").0
        })
    });
    g.bench_function("json", |b| {
        b.iter(|| {
            let mut t = traces::ChromeStream::new(Count::default(), opts.config.clock_mhz);
            run_kernel_traced(&lf, &program, &lf.kernel, &opts, &mut t).expect("traced run");
            t.finish().expect("trace ends").0
        })
    });
    g.finish();
}

criterion_group!(benches, trace);
criterion_main!(benches);
