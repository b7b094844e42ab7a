//! Functional reference tests of the corpus kernels that make IGC emit the less frequent
//! instruction forms (tests/corpus/kernels/ordinary_forms.cl): private arrays written at a
//! run-time index, which IGC scatters with `smov` (SIMD8, SIMD16 with `:w` elements, SIMD32).
//! Each reference implements the formula in the kernel's comment in host Rust (int
//! arithmetic wraps), and each test first checks that the compiled kernel does contain the
//! form it is meant to exercise.

#![allow(clippy::needless_range_loop)]

mod common;

use common::{corpus_path, Launch, Rng};

/// Whether the committed listing of `kernel` uses `mnemonic`.
fn listing_has(kernel: &str, mnemonic: &str) -> bool {
    let asm = std::fs::read_to_string(corpus_path(&format!("asm/ordinary_forms/{kernel}.asm")))
        .expect("committed listing");
    asm.lines()
        .any(|l| l.split_whitespace().any(|w| w == mnemonic))
}

/// `sum over i < 8 of w[i] * 31^(7 - i)` with int wrapping (the kernels' Horner loop).
fn horner(w: &[i32; 8]) -> i32 {
    w.iter()
        .fold(0i32, |s, &x| s.wrapping_mul(31).wrapping_add(x))
}

fn inputs(seed: u64, n: usize) -> Vec<i32> {
    let mut rng = Rng::new(seed);
    (0..8 * n)
        .map(|_| rng.range_i64(-100_000, 100_000) as i32)
        .collect()
}

fn run(kernel: &str, global: usize, local: usize, input: &[i32], k: u32) -> Vec<i32> {
    Launch::new("ordinary_forms", kernel)
        .global(&[global as u64])
        .local(&[local as u64])
        .zeros(4 * global)
        .data(input)
        .u32(k)
        .run()
        .get(0)
}

#[test]
fn private_index_write_scatters_with_smov() {
    let kernel = "private_index_write";
    assert!(listing_has(kernel, "smov"), "IGC no longer emits smov here");
    let n = 160;
    let input = inputs(11, n);
    for k in [0u32, 3, 7, 12] {
        let out = run(kernel, n, 32, &input, k);
        for g in 0..n {
            let mut w = [0i32; 8];
            w.copy_from_slice(&input[8 * g..8 * g + 8]);
            w[(g + k as usize) & 7] = input[g].wrapping_mul(3).wrapping_add(1);
            assert_eq!(out[g], horner(&w), "{kernel} k={k} item {g}");
        }
    }
}

#[test]
fn private_index_write_simd8_two_scatters() {
    let kernel = "private_index_write_simd8";
    assert!(listing_has(kernel, "smov"), "IGC no longer emits smov here");
    let n = 72;
    let input = inputs(12, n);
    for k in [1u32, 6] {
        // Work-groups of 24: three full SIMD8 threads each.
        let out = run(kernel, n, 24, &input, k);
        for g in 0..n {
            let mut w = [0i32; 8];
            w.copy_from_slice(&input[8 * g..8 * g + 8]);
            w[(g + k as usize) & 7] = input[g].wrapping_mul(3).wrapping_add(1);
            w[(g * 5 + 1) & 7] = g as i32;
            assert_eq!(out[g], horner(&w), "{kernel} k={k} item {g}");
        }
    }
}

#[test]
fn private_index_write_simd16_short_elements() {
    let kernel = "private_index_write_simd16";
    assert!(listing_has(kernel, "smov"), "IGC no longer emits smov here");
    let n = 100;
    let input = inputs(13, n);
    for k in [2u32, 5] {
        // Work-groups of 20: the second hardware thread of each group runs 4 lanes.
        let out = run(kernel, n, 20, &input, k);
        for g in 0..n {
            let mut h = [0i16; 8];
            for i in 0..8 {
                h[i] = input[8 * g + i] as i16;
            }
            h[(g + k as usize) & 7] = input[g].wrapping_sub(7) as i16;
            let w = h.map(i32::from);
            assert_eq!(out[g], horner(&w), "{kernel} k={k} item {g}");
        }
    }
}
