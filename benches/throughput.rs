//! Simulated instructions per second in functional and timing modes: a compute-bound kernel
//! (a loop of 32-bit multiply-adds per work-item) and a memory-bound one (sub-group block
//! reads/writes). Criterion reports throughput in simulated EU instructions per second.

#[path = "common/mod.rs"]
mod bench_common;

use bench_common::{bench, launch};
use criterion::{criterion_group, criterion_main, Criterion};

fn compute_bound(c: &mut Criterion) {
    // loop_variable_trip: out[g] = sum over i < cnt[g] of data[i] * (i + 1); 512 iterations.
    let items = 1024;
    let lf = launch(&format!(
        r#"(program: "tests/corpus/bin/ordinary_control.bin", kernel: "loop_variable_trip",
            global: [{items}], local: [64],
            args: [Buffer(init: U32([{cnt}])), Buffer(init: Random(bytes: 4096, seed: 1)),
                   Buffer(init: Zeros({out}))])"#,
        cnt = vec!["512"; items].join(","),
        out = items * 4
    ));
    bench(c, "loop_variable_trip", lf);
}

fn memory_bound(c: &mut Criterion) {
    // block_rw8_simd16: 8 block reads and writes per sub-group plus per-lane stores.
    let items = 4096;
    let words = items * 8 * 4;
    let lf = launch(&format!(
        r#"(program: "tests/corpus/bin/block_buffer.bin", kernel: "block_rw8_simd16",
            global: [{items}], local: [64],
            args: [Buffer(init: Random(bytes: {words}, seed: 2)), Buffer(init: Zeros({words})),
                   Buffer(init: Random(bytes: {words}, seed: 3)), Buffer(init: Zeros({words}))])"#
    ));
    bench(c, "block_rw8_simd16", lf);
}

criterion_group!(benches, compute_bound, memory_bound);
criterion_main!(benches);
