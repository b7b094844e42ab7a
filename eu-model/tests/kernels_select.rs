//! End-to-end: integer helpers of `ordinary_select.cl` (select, mad24/mul24, clamp,
//! bitselect, abs_diff, saturating add/sub, hadd, rotate, clz, mad_hi) and saturating /
//! rounding byte-vector helpers. Expected values: the OpenCL C definitions in Rust.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

fn simd32(
    local_size: (usize, usize),
    global_size: Option<(usize, usize)>,
) -> eu_model::ThreadState {
    let mut st = thread(32);
    set_uw(&mut st, 1, &(0..32).collect::<Vec<u16>>());
    st.write_ud(local_size.0, local_size.1, 32);
    if let Some((r, d)) = global_size {
        st.write_ud(r, d, 32);
    }
    st.write_ud(7, 0, 0); // global offset
    st
}

#[test]
fn select_int_simd32() {
    let n = 32usize;
    let a: Vec<i32> = (0..n as i32)
        .map(|i| match i % 5 {
            0 => i32::MAX - i,
            1 => i32::MIN + i,
            2 => i * 1000 - 7000,
            3 => -(i * i),
            _ => 0x7f_fff0 - i,
        })
        .collect();
    let b: Vec<i32> = (0..n as i32)
        .map(|i| match i % 4 {
            0 => 5 + i,
            1 => -0x40_0000 + i,
            2 => i32::MAX,
            _ => -(i * 3),
        })
        .collect();
    let c: Vec<i32> = (0..n as i32)
        .map(|i| if i % 3 == 0 { 0 } else { i * 0x0101_0101 - 77 })
        .collect();
    let u = |v: &[i32]| bytes_of(&v.iter().map(|&x| x as u32).collect::<Vec<_>>());
    let mut mem = Mem::with(&[(0, u(&a)), (1, u(&b)), (2, u(&c)), (3, vec![0; 12 * n * 4])]);
    let k = heap("ordinary_select", "select_int");
    let mut st = simd32((9, 3), Some((9, 0)));
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    let out: Vec<i32> = mem.u32s(3).into_iter().map(|v| v as i32).collect();
    for g in 0..n {
        let (x, y, z) = (a[g], b[g], c[g]);
        // 24-bit operands for mad24/mul24 (defined only when they fit in 24 bits).
        let fits24 = |v: i32| (-(1 << 23)..(1 << 23)).contains(&v);
        let checks: Vec<(usize, i32)> = vec![
            (0, if z != 0 { y } else { x }),
            (3, x.clamp(-100, 100)),
            (4, (x & !z) | (y & z)),
            (5, (x as i64 - y as i64).unsigned_abs() as u32 as i32),
            (6, x.saturating_add(y)),
            (7, x.saturating_sub(y)),
            (8, ((x as i64 + y as i64) >> 1) as i32),
            (9, x.rotate_left((z & 31) as u32)),
            (10, x.leading_zeros() as i32),
            (11, (((x as i64 * y as i64) >> 32) as i32).wrapping_add(z)),
        ];
        for (j, w) in checks {
            assert_eq!(
                out[j * n + g],
                w,
                "item {g} output {j}: a = {x}, b = {y}, c = {z}"
            );
        }
        if fits24(x) && fits24(y) {
            assert_eq!(
                out[n + g],
                x.wrapping_mul(y).wrapping_add(z),
                "mad24 item {g}"
            );
            assert_eq!(out[2 * n + g], x.wrapping_mul(y), "mul24 item {g}");
        }
    }
}

#[test]
fn select_uchar16_simd32() {
    let n = 32usize;
    let bytes: Vec<u8> = (0..2 * n * 16)
        .map(|i| ((i * 37 + (i / 16) * 11) % 256) as u8)
        .collect();
    let mut mem = Mem::with(&[(0, bytes.clone()), (1, vec![0; 4 * n * 16])]);
    let k = heap("ordinary_select", "select_uchar16");
    let mut st = simd32((8, 4), None);
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    let out = &mem.surfaces[&1];
    for g in 0..n {
        for e in 0..16 {
            let uu = bytes[(2 * g) * 16 + e];
            let vv = bytes[(2 * g + 1) * 16 + e];
            let want = [
                uu.saturating_add(vv),
                uu.saturating_sub(vv),
                ((uu as u16 + vv as u16 + 1) >> 1) as u8,
                uu.max(vv) ^ uu.min(vv),
            ];
            for (j, w) in want.iter().enumerate() {
                assert_eq!(
                    out[(4 * g + j) * 16 + e],
                    *w,
                    "item {g} elem {e} output {j}: {uu} {vv}"
                );
            }
        }
    }
}
