//! End-to-end: the corpus's rounding-mode conversion kernels (`ordinary_convert.cl`), which
//! toggle cr0's rounding mode around `mov` conversions and emulate 64-bit to float
//! conversion in integer code. Expected values: OpenCL's definitions of the conversions,
//! evaluated in Rust by checking the neighbours of the nearest float.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;
use std::cmp::Ordering;

#[derive(Clone, Copy)]
enum Mode {
    Rte,
    Rtz,
    Rtp,
    Rtn,
}

/// Round the exact integer `x` to f32 in `mode`: start from Rust's nearest-even conversion and
/// step to the neighbour the mode requires.
fn int_to_f32(x: i128, mode: Mode) -> f32 {
    let r = x as f32;
    let rv = r as i128; // exact: r is an integer-valued float well inside i128
    let step_up = |f: f32| -> f32 {
        if f >= 0.0 {
            f32::from_bits(f.to_bits() + 1)
        } else {
            f32::from_bits(f.to_bits() - 1)
        }
    };
    let step_down = |f: f32| -> f32 {
        if f > 0.0 {
            f32::from_bits(f.to_bits() - 1)
        } else {
            f32::from_bits(f.to_bits() + 1)
        }
    };
    match (mode, rv.cmp(&x)) {
        (Mode::Rte, _) | (_, Ordering::Equal) => r,
        (Mode::Rtp, Ordering::Less) => step_up(r),
        (Mode::Rtn, Ordering::Greater) => step_down(r),
        (Mode::Rtz, Ordering::Greater) if x > 0 => step_down(r),
        (Mode::Rtz, Ordering::Less) if x < 0 => step_up(r),
        _ => r,
    }
}

fn layout_thread(local_size: (usize, usize), offset: (usize, usize)) -> eu_model::ThreadState {
    let mut st = thread(32);
    let ids: Vec<u16> = (0..32).collect();
    set_uw(&mut st, 1, &ids);
    st.write_ud(local_size.0, local_size.1, 32);
    st.write_ud(offset.0, offset.1, 0);
    st
}

#[test]
fn convert_rounding_i2f_simd32() {
    let ints: Vec<i32> = vec![
        0,
        1,
        -1,
        16777217,
        -16777217,
        16777219,
        0x7fff_ffff,
        i32::MIN,
        0x7fff_ff81,
        -0x7fff_ff81,
        33554435,
        -33554435,
        123456789,
        -987654321,
        3,
        -3,
        0x0100_0001,
        0x4000_0041,
        0x7654_3211,
        -0x7654_3211,
        1 << 30,
        -(1 << 30),
        0x00ff_ffff,
        0x0fff_ffff,
        5,
        6,
        7,
        8,
        9,
        -10,
        0x1234_5679,
        -0x1234_5679,
    ];
    let longs: Vec<i64> = (0..32)
        .map(|i| match i % 8 {
            0 => (1i64 << 62) + 1 + i,
            1 => -(1i64 << 40) - 12345 * i,
            2 => i64::MAX - i,
            3 => i64::MIN + i,
            4 => 16777217 * (i + 1),
            5 => -(0x0123_4567_89ab_cdefi64 >> (i % 5)),
            6 => i * 1000,
            _ => 0x7fff_ff80_0000_0001 - i,
        })
        .collect();
    let long_bytes: Vec<u8> = longs.iter().flat_map(|v| v.to_le_bytes()).collect();
    let mut mem = Mem::with(&[
        (
            0,
            bytes_of(&ints.iter().map(|&v| v as u32).collect::<Vec<_>>()),
        ),
        (1, long_bytes),
        (2, vec![0; 32 * 6 * 4]),
    ]);
    let k = heap("ordinary_convert", "convert_rounding_i2f");
    let mut st = layout_thread((9, 0), (7, 0));
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    let out = mem.u32s(2);
    for g in 0..32 {
        let i = ints[g] as i128;
        let u = ints[g] as u32 as i128;
        let l = longs[g] as i128;
        let want = [
            int_to_f32(i, Mode::Rte),
            int_to_f32(i, Mode::Rtz),
            int_to_f32(u, Mode::Rtp),
            int_to_f32(u, Mode::Rtn),
            int_to_f32(l, Mode::Rtz),
            int_to_f32(l, Mode::Rte),
        ];
        for (j, w) in want.iter().enumerate() {
            assert_eq!(
                f32::from_bits(out[6 * g + j]),
                *w,
                "item {g} output {j} (i = {}, l = {})",
                ints[g],
                longs[g]
            );
        }
    }
}

#[test]
fn convert_rounding_f2i_simd32() {
    let fl: Vec<f32> = vec![
        0.5,
        1.5,
        2.5,
        -0.5,
        -1.5,
        -2.5,
        0.49999997,
        3.7,
        -3.7,
        1e9,
        -1e9,
        2147483520.0,
        -2147483648.0,
        3e9,
        -3e9,
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        255.5,
        256.0,
        -0.0,
        1e-30,
        -1e-30,
        100.25,
        254.99,
        127.5,
        -127.5,
        8388609.0,
        0.0,
        1.0,
        -1.0,
        65535.75,
    ];
    let mut mem = Mem::with(&[
        (
            0,
            bytes_of(&fl.iter().map(|f| f.to_bits()).collect::<Vec<_>>()),
        ),
        (1, vec![0; 32 * 6 * 4]),
    ]);
    let k = heap("ordinary_convert", "convert_rounding_f2i");
    let mut st = layout_thread((8, 4), (7, 0));
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    let out = mem.u32s(1);
    for (g, &f) in fl.iter().enumerate() {
        // Outputs 0..3 are defined only for floats within int range.
        let in_range = (-2147483648.0..2147483648.0).contains(&f);
        if in_range {
            let want = [
                f.round_ties_even() as i32,
                f.trunc() as i32,
                f.ceil() as i32,
                f.floor() as i32,
            ];
            for (j, w) in want.iter().enumerate() {
                assert_eq!(out[6 * g + j] as i32, *w, "item {g} output {j} (f = {f})");
            }
        }
        // Saturating forms are defined for every input (NaN gives 0; Rust `as` saturates).
        let sat = if f.is_nan() {
            0
        } else {
            f.round_ties_even() as i32
        };
        assert_eq!(out[6 * g + 4] as i32, sat, "item {g} sat_rte (f = {f})");
        let uc = if f.is_nan() {
            0
        } else {
            f.floor() as u8 as i32
        };
        assert_eq!(
            out[6 * g + 5] as i32,
            uc,
            "item {g} uchar_sat_rtn (f = {f})"
        );
    }
}
