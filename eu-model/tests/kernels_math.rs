//! End-to-end: integer division and IEEE double arithmetic kernels of `ordinary_math.cl`.
//! Double division and square root go through IGC's `math.invm` / `math.rsqtm` macro
//! sequences; the expected values are the IEEE correctly rounded results (Rust's `/`,
//! `sqrt`, `mul_add` on f64), which the macros guarantee.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

fn simd32_thread(local_size: (usize, usize), offset: (usize, usize)) -> eu_model::ThreadState {
    let mut st = thread(32);
    let ids: Vec<u16> = (0..32).collect();
    set_uw(&mut st, 1, &ids);
    st.write_ud(local_size.0, local_size.1, 32);
    st.write_ud(offset.0, offset.1, 0);
    st
}

#[test]
fn math_double_simd32() {
    let xs: Vec<f64> = (0..32)
        .map(|i| match i % 8 {
            0 => 1.0 + i as f64 / 3.0,
            1 => -(i as f64) * 1e100,
            2 => 2.0f64.powi(-1030) * (i as f64 + 1.0),
            3 => 1e300 * i as f64,
            4 => (i as f64).sqrt(),
            5 => 0.1 * i as f64,
            6 => 7.0,
            _ => 1.0 / (i as f64),
        })
        .collect();
    let ys: Vec<f64> = (0..32)
        .map(|i| match i % 5 {
            0 => 3.0,
            1 => -0.1 * (i as f64 + 1.0),
            2 => 1e-300,
            3 => 2.0f64.powi(60) + 1.0,
            _ => 0.7 + i as f64,
        })
        .collect();
    let b = |v: &[f64]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let mut mem = Mem::with(&[(0, b(&xs)), (1, b(&ys)), (2, vec![0; 32 * 4 * 8])]);
    let k = heap("ordinary_math", "math_double");
    let mut st = simd32_thread((9, 0), (7, 0));
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    let out: Vec<f64> = mem.surfaces[&2]
        .chunks(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for g in 0..32 {
        let (x, y) = (xs[g], ys[g]);
        let want = [x * y, x / y, x.sqrt(), x.mul_add(y, -x)];
        for (j, w) in want.iter().enumerate() {
            let got = out[4 * g + j];
            assert!(
                got.to_bits() == w.to_bits() || (got.is_nan() && w.is_nan()),
                "item {g} output {j}: x = {x:e}, y = {y:e}: got {got:e}, want {w:e}"
            );
        }
    }
}

#[test]
fn math_int_divrem() {
    let a: Vec<i32> = (0..32)
        .map(|i| (i * 7919 - 100_000) * if i % 3 == 0 { -1 } else { 1 })
        .collect();
    let bv: Vec<i32> = (0..32)
        .map(|i| if i % 4 == 0 { -(i + 1) } else { i * 13 + 1 })
        .collect();
    let mut mem = Mem::with(&[
        (
            0,
            bytes_of(&a.iter().map(|&v| v as u32).collect::<Vec<_>>()),
        ),
        (
            1,
            bytes_of(&bv.iter().map(|&v| v as u32).collect::<Vec<_>>()),
        ),
        (2, vec![0; 32 * 4 * 4]),
    ]);
    let k = heap("ordinary_math", "math_int_divrem");
    let text = std::fs::read_to_string(corpus("asm/ordinary_math/math_int_divrem.asm")).unwrap();
    // SIMD width and payload registers from the kernel's own first instructions.
    let simd32 = text.contains("(16|M16)");
    let width = if simd32 { 32 } else { 16 };
    let run_mem = |st: &mut eu_model::ThreadState, mem: &mut Mem| {
        assert_eq!(run_to_end(st, &k, mem), eu_model::StepOutcome::Ended);
    };
    let (ls, off) = payload_regs(&text);
    let groups = 32 / width;
    for g in 0..groups {
        let mut st = thread(width as u8);
        let ids: Vec<u16> = (0..width as u16).collect();
        set_uw(&mut st, 1, &ids);
        st.write_ud(0, 1, g as u32);
        st.write_ud(ls.0, ls.1, width as u32);
        st.write_ud(off.0, off.1, 0);
        run_mem(&mut st, &mut mem);
    }
    let out = mem.u32s(2);
    for g in 0..32 {
        let (x, y) = (a[g], bv[g]);
        assert_eq!(out[4 * g] as i32, x / y, "{x} / {y}");
        assert_eq!(out[4 * g + 1] as i32, x % y, "{x} % {y}");
        assert_eq!(out[4 * g + 2], (x as u32) / (y as u32), "{x} /u {y}");
        assert_eq!(out[4 * g + 3], (x as u32) % (y as u32), "{x} %u {y}");
    }
}

/// Find `mul (1|M0) rA.0 rL.l<0;1,0>:d rH.1<0;1,0>:d` (local size times group ID) and the
/// `add ... rO.o<0;1,0>:d` that adds the global offset, in the kernel's iga64 text.
fn payload_regs(text: &str) -> ((usize, usize), (usize, usize)) {
    let parse = |s: &str| -> (usize, usize) {
        let s = s.trim_start_matches('r');
        let (r, rest) = s.split_once('.').unwrap();
        let d = rest.split('<').next().unwrap();
        (r.parse().unwrap(), d.parse().unwrap())
    };
    let mut ls = None;
    let mut off = None;
    for line in text.lines() {
        let t: Vec<&str> = line.split_whitespace().collect();
        if ls.is_none() && line.contains("mul (1|M0)") {
            let srcs: Vec<&&str> = t.iter().filter(|w| w.contains("<0;1,0>:d")).collect();
            ls = Some(parse(srcs[0]));
        } else if ls.is_some()
            && off.is_none()
            && line.contains("add (16|M0)")
            && line.contains("<8;8,1>:d")
        {
            let s = t.iter().find(|w| w.contains("<0;1,0>:d")).unwrap();
            off = Some(parse(s));
        }
    }
    (ls.unwrap(), off.unwrap())
}

#[test]
fn math_misc_fmin_fmax_rounding_simd32() {
    let n = 32usize;
    let nan = f32::NAN;
    let xs: Vec<f32> = vec![
        1.5,
        -1.5,
        2.5,
        -2.5,
        0.5,
        -0.5,
        nan,
        3.0,
        nan,
        -0.0,
        0.0,
        1e-40,
        -1e-40,
        f32::INFINITY,
        f32::NEG_INFINITY,
        8388609.0,
        -8388607.5,
        0.49999997,
        100.75,
        -7.25,
        1e30,
        -1e30,
        4.0,
        9.0,
        0.1,
        -0.1,
        123.456,
        2.0,
        16.0,
        0.25,
        1024.5,
        -3.5,
    ];
    let ys: Vec<f32> = (0..n)
        .map(|i| match i % 6 {
            0 => 2.0,
            1 => nan,
            2 => -3.0,
            3 => 0.0,
            4 => -0.0,
            _ => i as f32 * 0.37 - 4.0,
        })
        .collect();
    let zs: Vec<f32> = (0..n).map(|i| (i as f32 - 16.0) * 0.125).collect();
    let b = |v: &[f32]| bytes_of(&v.iter().map(|x| x.to_bits()).collect::<Vec<_>>());
    // BTI 4 and r9.0/r9.1 feed IGC's software log2 (a constant table and coefficients from
    // the program's constant data); outputs 7..9 (approximate functions) are not checked, so
    // a zero table is enough for the kernel to run.
    let mut mem = Mem::with(&[
        (0, b(&xs)),
        (1, b(&ys)),
        (2, b(&zs)),
        (3, vec![0; 10 * n * 4]),
        (4, vec![0; 1 << 16]),
    ]);
    let k = heap("ordinary_math", "math_misc");
    let mut st = thread(32);
    set_uw(&mut st, 1, &(0..32).collect::<Vec<u16>>());
    st.write_ud(9, 5, 32); // local size
    st.write_ud(9, 2, 32); // global size
    st.write_ud(7, 0, 0); // global offset
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    let out: Vec<f32> = mem.u32s(3).into_iter().map(f32::from_bits).collect();
    let same = |a: f32, b: f32| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
    for g in 0..n {
        let (x, y, z) = (xs[g], ys[g], zs[g]);
        // OpenCL fmin/fmax: a NaN argument yields the other argument.
        let fmin = if x.is_nan() {
            y
        } else if y.is_nan() {
            x
        } else {
            x.min(y)
        };
        let fmax = if x.is_nan() {
            y
        } else if y.is_nan() {
            x
        } else {
            x.max(y)
        };
        let exact = [
            (0, x.mul_add(y, z)),
            (3, x.floor()),
            (4, x.ceil()),
            (5, x.round_ties_even()),
            (6, x.abs()),
        ];
        for (j, w) in exact {
            assert!(
                same(out[j * n + g], w),
                "item {g} output {j}: x = {x}: got {} want {w}",
                out[j * n + g]
            );
        }
        // Signed zeros compare equal in fmin/fmax (the sign is unspecified by OpenCL).
        let got_min = out[n + g];
        let got_max = out[2 * n + g];
        assert!(
            same(got_min, fmin) || (got_min == 0.0 && fmin == 0.0),
            "fmin({x}, {y}) = {got_min}"
        );
        assert!(
            same(got_max, fmax) || (got_max == 0.0 && fmax == 0.0),
            "fmax({x}, {y}) = {got_max}"
        );
    }
}
