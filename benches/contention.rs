//! A busy machine: the SIMD8 SGEMM (256^3) timed with a busy-loop competitor thread running
//! throughout, on the default host threads and on one (identical results). The default must
//! not be more than 10 % slower than one thread: the team yields instead of spinning, and
//! the chooser falls back to the calling thread alone when a helper is descheduled.

#[path = "common/mod.rs"]
mod bench_common;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use eusim::sim::{run_kernel, RunOptions};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A thread that spins until dropped: one core's worth of other work.
struct Competitor(Arc<AtomicBool>, Option<std::thread::JoinHandle<()>>);

impl Competitor {
    fn start() -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let handle = std::thread::spawn(move || {
            let mut x = 0u64;
            while !flag.load(Ordering::Relaxed) {
                x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
            }
        });
        Competitor(stop, Some(handle))
    }
}

impl Drop for Competitor {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
        if let Some(h) = self.1.take() {
            let _ = h.join();
        }
    }
}

fn contention(c: &mut Criterion) {
    let lf = bench_common::sgemm(256);
    let program = eusim::sim::load_program(&lf).expect("bench binary loads");
    let _busy = Competitor::start();
    let mut g = c.benchmark_group("timing_one_core_busy");
    g.sample_size(10);
    for (name, threads) in [("sgemm256_default_threads", 0), ("sgemm256_1_thread", 1)] {
        let opts = RunOptions {
            functional: false,
            threads,
            ..RunOptions::default()
        };
        let probe = run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs");
        g.throughput(Throughput::Elements(probe.stats.instructions));
        g.bench_function(name, |b| {
            b.iter(|| run_kernel(&lf, &program, &lf.kernel, &opts).expect("kernel runs"))
        });
    }
    g.finish();
}

criterion_group!(benches, contention);
criterion_main!(benches);
