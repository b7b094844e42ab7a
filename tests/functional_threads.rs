//! Functional runs on several host threads (`RunOptions::threads`) give the results of running
//! the work-groups one after another in group order, byte for byte: outputs and stats are
//! identical for 1, 2 and 3 threads, including global atomics (commit order = group order),
//! racing writes (the last group wins) and groups reading what an earlier group wrote.

use eusim::launch::LaunchFile;
use eusim::sim::{load_program, run_kernel, RunOptions};
use std::path::Path;

fn launch(text: &str) -> LaunchFile {
    let at = Path::new(env!("CARGO_MANIFEST_DIR")).join("threads.ron");
    LaunchFile::parse(text, &at).expect("launch parses")
}

/// Final buffers and the stats JSON of a functional run on `threads` host threads.
fn run(lf: &LaunchFile, threads: usize) -> (Vec<Option<Vec<u8>>>, String) {
    let program = load_program(lf).expect("binary loads");
    let opts = RunOptions {
        functional: true,
        threads,
        ..RunOptions::default()
    };
    let out = run_kernel(lf, &program, &lf.kernel, &opts).expect("kernel runs");
    let stats = serde_json::to_string(&out.stats).expect("stats serialise");
    (out.args, stats)
}

fn u32s(b: &Option<Vec<u8>>) -> Vec<u32> {
    b.as_deref()
        .expect("a buffer")
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Runs on 1, 2 and 3 threads; asserts identical outputs and stats; returns the outputs.
fn same_for_every_thread_count(lf: &LaunchFile) -> Vec<Option<Vec<u8>>> {
    let (args, stats) = run(lf, 1);
    for t in [2, 3] {
        let (a, s) = run(lf, t);
        assert_eq!(a, args, "{}: outputs on {t} threads", lf.kernel);
        assert_eq!(s, stats, "{}: stats on {t} threads", lf.kernel);
    }
    args
}

#[test]
fn global_atomic_tickets_follow_group_order() {
    // atomic_tickets (tests/corpus/kernels/ordinary_extra.cl): tickets[g] = atomic_inc(counter).
    let (items, local) = (4096usize, 64usize);
    let lf = launch(&format!(
        r#"(program: "tests/corpus/bin/ordinary_extra.bin", kernel: "atomic_tickets",
            global: [{items}], local: [{local}],
            args: [Buffer(init: U32([1000])), Buffer(init: Zeros({b})), Local(bytes: 4),
                   Buffer(init: Zeros({b})), Buffer(init: Zeros({g}))])"#,
        b = items * 4,
        g = items / local * 4
    ));
    let args = same_for_every_thread_count(&lf);
    assert_eq!(u32s(&args[0]), vec![1000 + items as u32]);
    // Groups commit in group order: group w took tickets 1000 + 64w .. 1000 + 64w + 63.
    let tickets = u32s(&args[1]);
    for (w, group) in tickets.chunks(local).enumerate() {
        let mut got = group.to_vec();
        got.sort_unstable();
        let want: Vec<u32> = (0..local as u32)
            .map(|i| 1000 + (w * local) as u32 + i)
            .collect();
        assert_eq!(got, want, "tickets of group {w}");
    }
}

#[test]
fn racing_writes_keep_the_last_group() {
    let (items, local) = (2048usize, 16usize);
    let lf = launch(&format!(
        r#"(program: "tests/threads_kernels/threads_Gen9core.bin", kernel: "last_writer",
            global: [{items}], local: [{local}], args: [Buffer(init: Zeros({b}))])"#,
        b = (items + 1) * 4
    ));
    let out = u32s(&same_for_every_thread_count(&lf)[0]);
    assert_eq!(
        out[0],
        (items / local - 1) as u32,
        "the last group's write wins"
    );
    for (g, &w) in out[1..].iter().enumerate() {
        assert_eq!(w, (g / local) as u32, "out[1 + {g}]");
    }
}

#[test]
fn groups_see_what_earlier_groups_wrote() {
    // relay: buf[w] = buf[w - 1] + 1, so buf[w] = w + 1 when groups run in order. Every group
    // of a parallel batch reads a line the group before it wrote: all are re-run.
    let (groups, local) = (300usize, 16usize);
    let lf = launch(&format!(
        r#"(program: "tests/threads_kernels/threads_Gen9core.bin", kernel: "relay",
            global: [{items}], local: [{local}], args: [Buffer(init: Zeros({b}))])"#,
        items = groups * local,
        b = groups * 4
    ));
    let out = u32s(&same_for_every_thread_count(&lf)[0]);
    let want: Vec<u32> = (1..=groups as u32).collect();
    assert_eq!(out, want);
}

#[test]
fn sgemm_and_stencil_do_not_depend_on_thread_count() {
    #[path = "../benches/common/mod.rs"]
    mod bench_common;
    same_for_every_thread_count(&bench_common::sgemm(64));
    same_for_every_thread_count(&bench_common::stencil(64, 64));
}
