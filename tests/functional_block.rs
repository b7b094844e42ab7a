//! Functional reference tests of the cl_intel_subgroups buffer block built-ins
//! (`intel_sub_group_block_read{,2,4,8}` / `_write{,2,4,8}` on `__global uint*`) at the SIMD
//! widths IGC accepts for them (8 and 16; it refuses SIMD32, see tests/corpus/README.md).
//!
//! Spec (cl_intel_subgroups, "Sub-group Read and Write Functions"): value i of a work-item is
//! `p[lane + i * max_sub_group_size]` for reads and writes. The corpus kernels
//! `block_rw<N>_simd<S>` compute `base = (group * num_sub_groups + sub_group_id) * S * N` and
//!   read : lanes_out[N*g + i] = src[base + i*S + lane]
//!   write: block_out[base + i*S + lane] = lanes_in[N*g + i] + 1
//! The built-ins must be reached by whole sub-groups, so work-group sizes are multiples of S.
//! Output buffers start with random bytes and are one block longer than needed, so both
//! missing and stray writes show up.

// References index several parallel arrays by work-item id; range loops read clearest.
#![allow(clippy::needless_range_loop)]

mod common;

use common::{Check, Geom, Launch, Rng};

fn run_block(n: usize, simd: usize, global: usize, local: usize, seed: u64) {
    let kernel = format!("block_rw{n}_simd{simd}");
    let geom = Geom::new(global, local, simd);
    let mut rng = Rng::new(seed);
    let words = global * n;
    let extra = simd * n;
    let src: Vec<u32> = (0..words).map(|_| rng.u32()).collect();
    let lanes_in: Vec<u32> = (0..words).map(|_| rng.u32()).collect();
    let lanes_out0: Vec<u32> = (0..words + extra).map(|_| rng.u32()).collect();
    let block_out0: Vec<u32> = (0..words + extra).map(|_| rng.u32()).collect();

    let out = Launch::new("block_buffer", &kernel)
        .global(&[global as u64])
        .local(&[local as u64])
        .data(&src)
        .data(&lanes_out0)
        .data(&lanes_in)
        .data(&block_out0)
        .run();

    let mut want_lanes = lanes_out0.clone();
    let mut want_block = block_out0.clone();
    for g in 0..global {
        let sg_global = geom.group(g) * geom.num_sg() + geom.sg(g);
        let base = sg_global * simd * n;
        let lane = geom.lane(g);
        for i in 0..n {
            want_lanes[n * g + i] = src[base + i * simd + lane];
            want_block[base + i * simd + lane] = lanes_in[n * g + i].wrapping_add(1);
        }
    }
    let mut check = Check::new();
    check.that(out.threads == geom.threads() as u64, || {
        format!(
            "threads dispatched: {}, expected {}",
            out.threads,
            geom.threads()
        )
    });
    check.eq(
        "lanes_out (block read)",
        &out.get::<u32>(1),
        &want_lanes,
        |i| {
            if i >= words {
                format!("guard word {} past the end", i - words)
            } else {
                format!("{} value {}", geom.describe(i / n), i % n)
            }
        },
    );
    check.eq(
        "block_out (block write)",
        &out.get::<u32>(3),
        &want_block,
        |i| {
            if i >= words {
                format!("guard word {} past the end", i - words)
            } else {
                let blk = i / (simd * n);
                format!(
                    "block of sub-group {blk} (global numbering), value {}, lane {}",
                    (i % (simd * n)) / simd,
                    i % simd
                )
            }
        },
    );
    check.finish(&format!("{kernel} (global {global}, local {local})"));
}

fn run_all(simd: usize) {
    for (k, n) in [1usize, 2, 4, 8].into_iter().enumerate() {
        // Two work-groups of two sub-groups, and one work-group of four.
        run_block(n, simd, 4 * simd, 2 * simd, 0xb10c + (simd * 10 + k) as u64);
        run_block(n, simd, 4 * simd, 4 * simd, 0xb10d + (simd * 10 + k) as u64);
    }
}

#[test]
fn block_read_write_simd8() {
    run_all(8);
}

#[test]
fn block_read_write_simd16() {
    run_all(16);
}

/// `block_unaligned_simdS` (tests/corpus/kernels/subgroup_extra.cl): block reads from a
/// dword-aligned address `src + off + b` and a block write to the 16-byte aligned
/// `dst + 4 * (off & 3) + b`, with `b = (global sub-group index) * S * 5`.
fn run_unaligned(simd: usize, global: usize, local: usize, off: u32, seed: u64) {
    let kernel = format!("block_unaligned_simd{simd}");
    let geom = Geom::new(global, local, simd);
    let mut rng = Rng::new(seed);
    let src: Vec<u32> = (0..5 * global + off as usize).map(|_| rng.u32()).collect();
    let out0: Vec<u32> = (0..5 * global).map(|_| rng.u32()).collect();
    let win: Vec<u32> = (0..2 * global).map(|_| rng.u32()).collect();
    let dst0: Vec<u32> = (0..5 * global + 12).map(|_| rng.u32()).collect();
    let out = Launch::new("subgroup_extra", &kernel)
        .global(&[global as u64])
        .local(&[local as u64])
        .data(&src)
        .data(&out0)
        .u32(off)
        .data(&win)
        .data(&dst0)
        .run();
    let mut want_out = out0.clone();
    let mut want_dst = dst0.clone();
    for g in 0..global {
        let b = (geom.group(g) * geom.num_sg() + geom.sg(g)) * simd * 5;
        let lane = geom.lane(g);
        let p = off as usize + b;
        want_out[5 * g] = src[p + lane];
        for i in 0..4 {
            want_out[5 * g + 1 + i] = src[p + simd + i * simd + lane];
        }
        let q = 4 * (off as usize & 3) + b;
        for i in 0..2 {
            want_dst[q + i * simd + lane] = win[2 * g + i] ^ 0xA5A5_A5A5;
        }
    }
    let mut check = Check::new();
    check.eq(
        "out (block_read, block_read4)",
        &out.get::<u32>(1),
        &want_out,
        |i| format!("{} value {}", geom.describe(i / 5), i % 5),
    );
    check.eq("dst (block_write2)", &out.get::<u32>(4), &want_dst, |i| {
        format!("dst word {i}")
    });
    check.finish(&format!(
        "{kernel} (global {global}, local {local}, off {off})"
    ));
}

#[test]
fn block_dword_aligned_reads_simd8() {
    for (k, off) in [1u32, 2, 3, 5, 6].into_iter().enumerate() {
        run_unaligned(8, 32, 16, off, 0x0ff8 + k as u64);
    }
}

#[test]
fn block_dword_aligned_reads_simd16() {
    for (k, off) in [1u32, 2, 3, 4, 7].into_iter().enumerate() {
        run_unaligned(16, 64, 32, off, 0x0ff16 + k as u64);
    }
}
