//! End-to-end: sub-group reductions and scans (`collectives_simd*.cl`, sg_arith_int), which
//! IGC builds from NoMask ALU trees over strided and scalar regions. Expected values: the
//! sub-group definitions in Rust.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

struct Payload {
    simd: u8,
    local_size: (usize, usize),
    global_offset: (usize, usize),
    global_size: (usize, usize),
}

fn check_sg_arith_int(p: Payload) {
    let s = p.simd as usize;
    let groups = 2usize;
    let n = s * groups;
    let input: Vec<i32> = (0..n as i32)
        .map(|i| match i % 7 {
            0 => i * 1_000_003,
            1 => -i * 77,
            2 => i32::MAX - i,
            3 => i32::MIN + 5 * i,
            4 => 0,
            5 => i * i,
            _ => -(1 << (i % 31)),
        })
        .collect();
    let mut mem = Mem::with(&[
        (
            0,
            bytes_of(&input.iter().map(|&v| v as u32).collect::<Vec<_>>()),
        ),
        (1, vec![0; 9 * n * 4]),
    ]);
    let name = format!("sg_arith_int_simd{}", p.simd);
    let k = heap(&format!("collectives_simd{}", p.simd), &name);
    for g in 0..groups {
        let mut st = thread(p.simd);
        st.write_ud(0, 1, g as u32);
        set_uw(&mut st, 1, &(0..p.simd as u16).collect::<Vec<_>>());
        st.write_ud(p.local_size.0, p.local_size.1, s as u32);
        st.write_ud(p.global_offset.0, p.global_offset.1, 0);
        st.write_ud(p.global_size.0, p.global_size.1, n as u32);
        assert_eq!(
            run_to_end(&mut st, &k, &mut mem),
            eu_model::StepOutcome::Ended
        );
    }
    let out: Vec<i32> = mem.u32s(1).into_iter().map(|v| v as i32).collect();
    for sg in 0..groups {
        let x = &input[sg * s..(sg + 1) * s];
        let sum = x.iter().fold(0i32, |a, &b| a.wrapping_add(b));
        let min = *x.iter().min().unwrap();
        let max = *x.iter().max().unwrap();
        for l in 0..s {
            let g = sg * s + l;
            let before = &x[..l];
            let upto = &x[..=l];
            let want = [
                sum,
                min,
                max,
                before.iter().fold(0i32, |a, &b| a.wrapping_add(b)),
                before.iter().copied().min().unwrap_or(i32::MAX),
                before.iter().copied().max().unwrap_or(i32::MIN),
                upto.iter().fold(0i32, |a, &b| a.wrapping_add(b)),
                *upto.iter().min().unwrap(),
                *upto.iter().max().unwrap(),
            ];
            for (j, w) in want.iter().enumerate() {
                assert_eq!(out[j * n + g], *w, "{name}: output {j}, item {g}");
            }
        }
    }
}

#[test]
fn sg_arith_int_simd8() {
    check_sg_arith_int(Payload {
        simd: 8,
        local_size: (6, 0),
        global_offset: (4, 0),
        global_size: (5, 4),
    });
}

#[test]
fn sg_arith_int_simd16() {
    check_sg_arith_int(Payload {
        simd: 16,
        local_size: (6, 0),
        global_offset: (4, 0),
        global_size: (5, 4),
    });
}

#[test]
fn sg_arith_int_simd32() {
    check_sg_arith_int(Payload {
        simd: 32,
        local_size: (9, 0),
        global_offset: (7, 0),
        global_size: (8, 4),
    });
}
