//! End-to-end: ocloc-compiled kernels from the committed corpus (`tests/corpus/heap`,
//! `tests/corpus/kernels/ordinary_control.cl`), decoded by the isa crate and executed with a
//! small in-test data port. Expected outputs come from the OpenCL C definitions, evaluated in
//! Rust. The payload registers (local IDs, local size, group ID, global offset) are set where
//! the kernels' own code reads them (see the committed iga64 text in `tests/corpus/asm`).

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

/// Payload layout of a one-dimensional kernel: where it reads the local size and the global
/// offset, and its SIMD width.
struct Layout {
    simd: u8,
    local_size: (usize, usize),
    global_offset: (usize, usize),
}

fn setup(layout: &Layout, group: u32) -> eu_model::ThreadState {
    let mut st = thread(layout.simd);
    // r0.1: group ID x (the kernels copy r0 and read dword 1).
    st.write_ud(0, 1, group);
    // r1 (and r2 for SIMD32): local IDs x as words.
    let ids: Vec<u16> = (0..layout.simd as u16).collect();
    set_uw(&mut st, 1, &ids);
    st.write_ud(layout.local_size.0, layout.local_size.1, layout.simd as u32);
    st.write_ud(layout.global_offset.0, layout.global_offset.1, 0);
    st
}

fn run_groups(
    suite: &str,
    name: &str,
    layout: &Layout,
    groups: u32,
    mem: &mut Mem,
    extra: impl Fn(&mut eu_model::ThreadState),
) {
    let k = heap(suite, name);
    for g in 0..groups {
        let mut st = setup(layout, g);
        extra(&mut st);
        let out = run_to_end(&mut st, &k, mem);
        assert_eq!(out, eu_model::StepOutcome::Ended, "{name} group {g}");
        assert!(st.is_ended(), "{name} group {g} ended by EOT");
        assert_eq!(st.cf.waiting, 0, "{name}: no channel left waiting");
    }
}

fn nested_branches_ref(x: i32) -> i32 {
    if x & 1 != 0 {
        if x & 2 != 0 {
            x.wrapping_mul(3)
        } else {
            x.wrapping_add(7)
        }
    } else if x > 100 {
        x - 100
    } else if x < 10 {
        !x
    } else {
        x << 2
    }
}

#[test]
fn nested_branches_simd32() {
    let input: Vec<i32> = (0..64)
        .map(|i: i32| match i % 8 {
            0 => i * 37 - 500,
            1 => i,
            2 => 1000 + i,
            3 => -i,
            4 => 3 + 4 * i,
            5 => 101 + 2 * i,
            6 => 6,
            _ => i32::MAX - i,
        })
        .collect();
    let mut mem = Mem::with(&[
        (
            0,
            bytes_of(&input.iter().map(|&v| v as u32).collect::<Vec<_>>()),
        ),
        (1, vec![0; 64 * 4]),
    ]);
    let layout = Layout {
        simd: 32,
        local_size: (8, 4),
        global_offset: (7, 0),
    };
    run_groups(
        "ordinary_control",
        "nested_branches",
        &layout,
        2,
        &mut mem,
        |_| {},
    );
    let out = mem.u32s(1);
    for (i, &x) in input.iter().enumerate() {
        assert_eq!(out[i] as i32, nested_branches_ref(x), "item {i} (x = {x})");
    }
}

#[test]
fn switch_case_simd32() {
    let input: Vec<u32> = (0..32u32)
        .map(|i| i.wrapping_mul(2654435761) % 1000 + i)
        .collect();
    let mut mem = Mem::with(&[(0, bytes_of(&input)), (1, vec![0; 32 * 4])]);
    let layout = Layout {
        simd: 32,
        local_size: (8, 4),
        global_offset: (7, 0),
    };
    run_groups(
        "ordinary_control",
        "switch_case",
        &layout,
        1,
        &mut mem,
        |_| {},
    );
    let out = mem.u32s(1);
    for (i, &x) in input.iter().enumerate() {
        let want = match x % 6 {
            0 => x.wrapping_mul(2),
            1 => x.wrapping_add(100),
            2 | 3 => x ^ 0xff,
            4 => x >> 1,
            _ => 0,
        };
        assert_eq!(out[i], want, "item {i} (x = {x})");
    }
}

#[test]
fn while_collatz_simd16() {
    let input: Vec<u32> = vec![1, 2, 3, 6, 7, 9, 27, 97, 0, 871, 1, 16, 5, 255, 77031, 12];
    let mut mem = Mem::with(&[(0, bytes_of(&input)), (1, vec![0; 16 * 4])]);
    let layout = Layout {
        simd: 16,
        local_size: (5, 4),
        global_offset: (4, 0),
    };
    run_groups(
        "ordinary_control",
        "while_collatz",
        &layout,
        1,
        &mut mem,
        |_| {},
    );
    let out = mem.u32s(1);
    for (i, &x0) in input.iter().enumerate() {
        let (mut x, mut steps) = (x0, 0u32);
        while x != 1 && steps < 1000 {
            x = if x & 1 != 0 {
                x.wrapping_mul(3).wrapping_add(1)
            } else {
                x >> 1
            };
            steps += 1;
        }
        assert_eq!(out[i], steps, "item {i} (x = {x0})");
    }
}

#[test]
fn loop_variable_trip_simd16() {
    let cnt: Vec<u32> = vec![0, 1, 2, 3, 10, 5, 0, 7, 16, 4, 9, 1, 12, 0, 15, 8];
    let data: Vec<u32> = (0..16)
        .map(|i| 0x0101_0101u32.wrapping_mul(i + 3) ^ 0x5a5a)
        .collect();
    let mut mem = Mem::with(&[
        (0, bytes_of(&cnt)),
        (1, bytes_of(&data)),
        (2, vec![0; 16 * 4]),
    ]);
    let layout = Layout {
        simd: 16,
        local_size: (6, 0),
        global_offset: (4, 0),
    };
    run_groups(
        "ordinary_control",
        "loop_variable_trip",
        &layout,
        1,
        &mut mem,
        |_| {},
    );
    let out = mem.u32s(2);
    for (g, &n) in cnt.iter().enumerate() {
        let mut acc = 0u32;
        for i in 0..n {
            acc = acc.wrapping_add(data[i as usize].wrapping_mul(i + 1));
        }
        assert_eq!(out[g], acc, "item {g} (n = {n})");
    }
}

#[test]
fn loop_break_continue_simd16_goto_join() {
    let table: Vec<u32> = vec![9, 4, 7, 1, 8, 3, 3, 12, 5, 6, 11, 2];
    let len = table.len() as u32;
    let key: Vec<u32> = vec![9, 4, 7, 1, 8, 3, 12, 5, 6, 11, 2, 100, 0, 4, 3, 13];
    let mut mem = Mem::with(&[
        (0, bytes_of(&table)),
        (1, bytes_of(&key)),
        (2, vec![0; 32 * 4]),
    ]);
    let layout = Layout {
        simd: 16,
        local_size: (6, 0),
        global_offset: (4, 0),
    };
    // The scalar argument `len` lives at r5.6.
    run_groups(
        "ordinary_control",
        "loop_break_continue",
        &layout,
        1,
        &mut mem,
        |st| st.write_ud(5, 6, len),
    );
    let out = mem.u32s(2);
    for (g, &k) in key.iter().enumerate() {
        let mut acc = 0u32;
        let mut i = 0u32;
        while i < len {
            if table[i as usize] == k {
                break;
            }
            if !i.is_multiple_of(3) {
                acc = acc.wrapping_add(table[i as usize] ^ i);
            }
            i += 1;
        }
        assert_eq!(out[2 * g], acc, "acc of item {g} (key {k})");
        assert_eq!(out[2 * g + 1], i, "index of item {g} (key {k})");
    }
}
