//! Functional reference tests of the floating-point corpus kernels: math built-ins,
//! conversions with saturation and rounding modes, half arithmetic and storage, double
//! arithmetic, and float helpers (fract, mix, dot, length).
//!
//! How results are compared (OpenCL C 2.0, section 7.4 "Relative Error as ULPs"):
//! - correctly rounded operations are compared bit for bit: half/float/double +, -, *,
//!   fma, double / and sqrt, conversions in explicit rounding modes, fmin/fmax/floor/
//!   ceil/rint/fabs, vstore_half_r*;
//! - float built-ins with an ULP bound are compared against a double-precision reference
//!   with that bound: sqrt 3 (the corpus is built without
//!   -cl-fp32-correctly-rounded-divide-sqrt), x / y 2.5, exp/exp2/log/log2 3, sin/cos 4,
//!   pow 16, rsqrt 2;
//! - native_* accuracy is implementation-defined: they are checked only loosely (relative
//!   error 2^-10, absolute 2^-10 for sin/cos), enough to catch a wrong function.
//!
//! Inputs stay away from denormals unless a test is about them (float denormal support is
//! optional in OpenCL).

// References index several parallel arrays by work-item id; range loops read clearest.
#![allow(clippy::needless_range_loop)]

mod common;

use common::fp::{
    f16_to_f32, f16_to_f64, f32_to_f16, f64_to_f16, f64_to_f32, int_to_f32, round_f64,
    ulp_error_f16, ulp_error_f32, Round, DOUBLE, HALF, SINGLE,
};
use common::{at_item, at_plane, f32_bits, f32s, simd_of, Check, Geom, Launch, Rng};

fn geom(kernel: &str, global: usize, local: usize) -> Geom {
    Geom::new(global, local, simd_of(kernel))
}

fn name(kernel: &str, g: Geom) -> String {
    format!(
        "{kernel} (global {}, local {}, SIMD{})",
        g.global, g.local, g.simd
    )
}

/// Checks `got[i]` against `reference[i]` within `ulps`; `None` references are skipped.
fn ulp_check(
    ck: &mut Check,
    what: &str,
    got: &[f32],
    reference: &[Option<f64>],
    ulps: f64,
    at: impl Fn(usize) -> String,
) {
    let mut worst = 0.0f64;
    let mut bad = 0;
    let mut first = None;
    for (i, (&gv, r)) in got.iter().zip(reference).enumerate() {
        if let Some(r) = *r {
            ck.counted(1);
            let e = ulp_error_f32(gv, r);
            if e > ulps {
                bad += 1;
                first.get_or_insert(i);
            }
            if e.is_finite() {
                worst = worst.max(e);
            }
        }
    }
    if let Some(i) = first {
        ck.fail(format!(
            "{what}: {bad} results beyond {ulps} ULP; first at [{i}] {}: got {:e} ({:#010x}), reference {:e} ({:.2} ULP)",
            at(i),
            got[i],
            got[i].to_bits(),
            reference[i].unwrap(),
            ulp_error_f32(got[i], reference[i].unwrap())
        ));
    }
}

// =======================================================================================
// Self-check of the rounding helpers against independent facts

#[test]
fn reference_rounding_helpers() {
    // Rust's `as f32` from f64 rounds to nearest even: compare over random doubles.
    let mut rng = Rng::new(99);
    for _ in 0..20000 {
        let x = f64::from_bits(rng.normal_f64_bits());
        assert_eq!(
            round_f64(SINGLE, x, Round::Rte) as u32,
            (x as f32).to_bits(),
            "{x:e}"
        );
        let r = f64_to_f32(x, Round::Rtz);
        assert!(r.abs() as f64 <= x.abs());
        let (dn, up) = (f64_to_f32(x, Round::Rtn), f64_to_f32(x, Round::Rtp));
        assert!((dn as f64) <= x && x <= up as f64 || x.abs() > f32::MAX as f64);
    }
    for _ in 0..2000 {
        let v = rng.u64() as i64 >> rng.below(64);
        assert_eq!(
            int_to_f32(v as i128, Round::Rte).to_bits(),
            (v as f32).to_bits(),
            "{v}"
        );
    }
    // Half facts from IEEE 754 binary16.
    assert_eq!(f32_to_f16(1.0, Round::Rte), 0x3C00);
    assert_eq!(f32_to_f16(65504.0, Round::Rte), 0x7BFF);
    assert_eq!(f32_to_f16(65520.0, Round::Rte), 0x7C00); // halfway to 2^16 rounds up to inf
    assert_eq!(f32_to_f16(65519.0, Round::Rte), 0x7BFF);
    assert_eq!(f32_to_f16(1e6, Round::Rtz), 0x7BFF);
    assert_eq!(f32_to_f16(-1e6, Round::Rtp), 0xFBFF);
    assert_eq!(f32_to_f16(-1e6, Round::Rtn), 0xFC00);
    assert_eq!(f32_to_f16(2f32.powi(-24), Round::Rte), 0x0001);
    assert_eq!(f32_to_f16(2f32.powi(-25), Round::Rte), 0x0000); // tie to even (0)
    assert_eq!(f32_to_f16(2f32.powi(-25), Round::Rtp), 0x0001);
    assert_eq!(f32_to_f16(1.0 + 2f32.powi(-11), Round::Rte), 0x3C00); // tie, even
    assert_eq!(f32_to_f16(1.0 + 3.0 * 2f32.powi(-11), Round::Rte), 0x3C02); // tie, even up
    assert_eq!(f32_to_f16(-1.0 - 2f32.powi(-12), Round::Rtn), 0xBC01);
    assert_eq!(f16_to_f64(0x0001), 2f64.powi(-24));
    assert_eq!(f16_to_f64(0xC000), -2.0);
    assert_eq!(round_f64(DOUBLE, 1.5, Round::Rtz), 1.5f64.to_bits());
    assert_eq!(round_f64(HALF, f64::INFINITY, Round::Rtz), 0x7C00);
    assert_eq!(ulp_error_f32(1.0, 1.0), 0.0);
    assert_eq!(ulp_error_f32(f32::from_bits(0x3F80_0001), 1.0), 1.0);
    assert_eq!(ulp_error_f16(0x3C01, 1.0), 1.0);
}

// =======================================================================================
// Math built-ins

/// The ULP measure and the math inputs agree with an independent float implementation:
/// Rust's own single-precision functions (within a few ULP) pass every bound used below,
/// and a result one bound away fails.
#[test]
fn reference_ulp_measure() {
    let mut rng = Rng::new(98);
    let (x, y) = math_inputs(&mut rng, 4096);
    for (&a, &b) in x.iter().zip(&y) {
        let cases: [(f32, f64, f64); 7] = [
            (a.sqrt(), (a as f64).sqrt(), 0.5),
            (a.exp(), (a as f64).exp(), 3.0),
            (a.ln(), (a as f64).ln(), 3.0),
            (a.sin(), (a as f64).sin(), 4.0),
            (a.cos(), (a as f64).cos(), 4.0),
            (a.powf(b), (a as f64).powf(b as f64), 16.0),
            (a / b, a as f64 / b as f64, 0.5),
        ];
        for (k, &(got, reference, bound)) in cases.iter().enumerate() {
            let e = ulp_error_f32(got, reference);
            assert!(e <= bound, "case {k} a={a:e} b={b:e}: {e} ULP");
            // Moving the result by `bound + 1` ULP must be detected.
            let moved = f32::from_bits(got.to_bits() + bound as u32 + 1);
            assert!(
                ulp_error_f32(moved, reference) > bound,
                "case {k}: shift not detected"
            );
        }
    }
}

fn math_inputs(rng: &mut Rng, n: usize) -> (Vec<f32>, Vec<f32>) {
    let mut x = Vec::new();
    let mut y = Vec::new();
    for g in 0..n {
        let xv = match g % 8 {
            0 => rng.f32_in(0.001, 1.0),
            1 => rng.f32_in(1.0, 80.0),
            2 => rng.f32_in(0.5, 2.0),
            _ => rng.f32_in(0.01, 20.0),
        };
        let yv = match g % 4 {
            0 => rng.f32_in(-4.0, -0.25),
            1 => rng.f32_in(0.25, 4.0),
            2 => (rng.range_i64(-3, 3) as f32).max(0.5),
            _ => rng.f32_in(-3.0, 3.0),
        };
        x.push(xv);
        y.push(if yv == 0.0 { 1.0 } else { yv });
    }
    (x, y)
}

#[test]
fn math_float() {
    let k = "math_float";
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(30);
    let (x, y) = math_inputs(&mut rng, n);
    let out = Launch::new("ordinary_math", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&f32_bits(&x))
        .data(&f32_bits(&y))
        .zeros(4 * 7 * n)
        .run();
    let got = f32s(&out.get::<u32>(2));
    type F = fn(f64, f64) -> f64;
    let fns: [(&str, F, f64); 7] = [
        ("sqrt", |a, _| a.sqrt(), 3.0),
        ("exp", |a, _| a.exp(), 3.0),
        ("log", |a, _| a.ln(), 3.0),
        ("sin", |a, _| a.sin(), 4.0),
        ("cos", |a, _| a.cos(), 4.0),
        ("pow", |a, b| a.powf(b), 16.0),
        ("divide", |a, b| a / b, 2.5),
    ];
    let mut ck = Check::new();
    for (p, (fname, f, ulps)) in fns.iter().enumerate() {
        let reference: Vec<Option<f64>> =
            (0..n).map(|g| Some(f(x[g] as f64, y[g] as f64))).collect();
        ulp_check(
            &mut ck,
            fname,
            &got[p * n..(p + 1) * n],
            &reference,
            *ulps,
            |g| format!("{} x={:e} y={:e}", gm.describe(g), x[g], y[g]),
        );
    }
    ck.finish(&name(k, gm));
}

#[test]
fn math_native() {
    let k = "math_native";
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(31);
    let (mut x, y) = math_inputs(&mut rng, n);
    for v in x.iter_mut() {
        *v = v.min(10.0); // keep native_exp / native_sin arguments modest
    }
    let out = Launch::new("ordinary_math", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&f32_bits(&x))
        .data(&f32_bits(&y))
        .zeros(4 * 9 * n)
        .run();
    let got = f32s(&out.get::<u32>(2));
    type F = fn(f64, f64) -> f64;
    // (name, reference, absolute instead of relative tolerance)
    let fns: [(&str, F, bool); 9] = [
        ("native_sqrt", |a, _| a.sqrt(), false),
        ("native_exp", |a, _| a.exp(), false),
        ("native_log", |a, _| a.ln(), true),
        ("native_sin", |a, _| a.sin(), true),
        ("native_cos", |a, _| a.cos(), true),
        ("native_recip", |_, b| 1.0 / b, false),
        ("native_divide", |a, b| a / b, false),
        ("native_rsqrt", |a, _| 1.0 / a.sqrt(), false),
        ("native_powr", |a, b| a.powf(b), false),
    ];
    let tol = 2f64.powi(-10);
    let mut ck = Check::new();
    for (p, (fname, f, abs)) in fns.iter().enumerate() {
        for g in 0..n {
            let r = f(x[g] as f64, y[g] as f64);
            let gv = got[p * n + g] as f64;
            let err = if *abs {
                (gv - r).abs()
            } else {
                ((gv - r) / r).abs()
            };
            ck.that(err <= tol, || {
                format!(
                    "{fname} at {} x={:e} y={:e}: got {gv:e}, reference {r:e}",
                    gm.describe(g),
                    x[g],
                    y[g]
                )
            });
        }
    }
    ck.finish(&name(k, gm));
}

#[test]
fn math_misc() {
    let k = "math_misc";
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(32);
    let mut x: Vec<f32> = (0..n)
        .map(|g| match g % 6 {
            0 => rng.range_i64(-20, 20) as f32 + 0.5, // rint ties
            1 => rng.range_i64(-20, 20) as f32,
            2 => rng.f32_in(-50.0, 50.0),
            _ => rng.f32_in(0.001, 60.0),
        })
        .collect();
    x[0] = 2.5;
    x[1] = -3.5;
    let y: Vec<f32> = (0..n).map(|_| rng.f32_in(-50.0, 50.0)).collect();
    let z: Vec<f32> = (0..n).map(|_| rng.f32_in(-500.0, 500.0)).collect();
    let out = Launch::new("ordinary_math", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&f32_bits(&x))
        .data(&f32_bits(&y))
        .data(&f32_bits(&z))
        .zeros(4 * 10 * n)
        .run();
    let got = out.get::<u32>(3);
    let gotf = f32s(&got);
    let mut exact = vec![0u32; 6 * n];
    for g in 0..n {
        let (a, b, c) = (x[g], y[g], z[g]);
        let r = [
            a.mul_add(b, c),
            a.min(b),
            a.max(b),
            a.floor(),
            a.ceil(),
            a.round_ties_even(),
        ];
        for (p, v) in r.into_iter().enumerate() {
            exact[p * n + g] = v.to_bits();
        }
    }
    let fab: Vec<u32> = x.iter().map(|v| v.abs().to_bits()).collect();
    let names = ["fma", "fmin", "fmax", "floor", "ceil", "rint"];
    let at = at_plane(gm);
    let mut ck = Check::new();
    ck.eq(
        "fma/fmin/fmax/floor/ceil/rint (bits)",
        &got[..6 * n],
        &exact,
        |i| format!("{} ({})", at(i), names[i / n]),
    );
    ck.eq("fabs (bits)", &got[6 * n..7 * n], &fab, |g| gm.describe(g));
    type F1 = fn(f64) -> f64;
    let refs: [(&str, F1, f64); 3] = [
        ("rsqrt", |a| 1.0 / a.sqrt(), 2.0),
        ("exp2", |a| a.exp2(), 3.0),
        ("log2", |a| a.log2(), 3.0),
    ];
    for (j, (fname, f, ulps)) in refs.iter().enumerate() {
        let p = 7 + j;
        let reference: Vec<Option<f64>> = x.iter().map(|&a| Some(f(a as f64))).collect();
        ulp_check(
            &mut ck,
            fname,
            &gotf[p * n..(p + 1) * n],
            &reference,
            *ulps,
            |g| format!("{} x={:e}", gm.describe(g), x[g]),
        );
    }
    ck.finish(&name(k, gm));
}

#[test]
fn math_int_divrem() {
    let k = "math_int_divrem";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(33);
    let pick = |rng: &mut Rng| -> i32 {
        match rng.below(4) {
            0 => rng.range_i64(-10, 10) as i32,
            1 => rng.range_i64(-100_000, 100_000) as i32,
            2 => rng.pick(&[i32::MIN, i32::MAX, -1, 1, 7, -7]),
            _ => rng.u32() as i32,
        }
    };
    let a: Vec<i32> = (0..n).map(|_| pick(&mut rng)).collect();
    let b: Vec<i32> = (0..n)
        .map(|g| loop {
            let v = pick(&mut rng);
            if v != 0 && !(v == -1 && a[g] == i32::MIN) {
                break v;
            }
        })
        .collect();
    let out = Launch::new("ordinary_math", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&a)
        .data(&b)
        .zeros(16 * n)
        .run();
    let mut want = Vec::new();
    for g in 0..n {
        let (p, q) = (a[g], b[g]);
        want.extend([
            p / q,
            p % q,
            ((p as u32) / (q as u32)) as i32,
            ((p as u32) % (q as u32)) as i32,
        ]);
    }
    let mut ck = Check::new();
    ck.eq(
        "out (a/b, a%b, unsigned /, unsigned %)",
        &out.get::<i32>(2),
        &want,
        at_item(gm, 4),
    );
    ck.finish(&name(k, gm));
}

#[test]
fn math_double() {
    math_double_on("ordinary_math", "math_double");
}

#[test]
fn math_double_simd8() {
    math_double_on("ordinary_widths", "math_double_simd8");
}

#[test]
fn math_double_simd16() {
    math_double_on("ordinary_widths", "math_double_simd16");
}

fn math_double_on(file: &str, k: &str) {
    if !common::built(file, k) {
        return;
    }
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(34);
    // Moderate exponents: products, quotients and fma stay normal.
    let dbl = |rng: &mut Rng, neg: bool| -> f64 {
        let m = 1.0 + (rng.u64() >> 12) as f64 / (1u64 << 52) as f64;
        let v = m * 2f64.powi(rng.range_i64(-60, 60) as i32);
        if neg && rng.chance(1, 2) {
            -v
        } else {
            v
        }
    };
    let x: Vec<f64> = (0..n).map(|_| dbl(&mut rng, false)).collect();
    let y: Vec<f64> = (0..n).map(|_| dbl(&mut rng, true)).collect();
    let out = Launch::new(file, k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&x.iter().map(|v| v.to_bits()).collect::<Vec<u64>>())
        .data(&y.iter().map(|v| v.to_bits()).collect::<Vec<u64>>())
        .zeros(32 * n)
        .run();
    let mut want = Vec::new();
    for g in 0..n {
        let (a, b) = (x[g], y[g]);
        want.extend([
            (a * b).to_bits(),
            (a / b).to_bits(),
            a.sqrt().to_bits(),
            a.mul_add(b, -a).to_bits(),
        ]);
    }
    let names = ["x*y", "x/y", "sqrt", "fma(x,y,-x)"];
    let mut ck = Check::new();
    ck.eq(
        "out (double bits; all correctly rounded)",
        &out.get::<u64>(2),
        &want,
        |i| {
            format!(
                "{} {} x={:e} y={:e}",
                gm.describe(i / 4),
                names[i % 4],
                x[i / 4],
                y[i / 4]
            )
        },
    );
    ck.finish(&name(k, gm));
}

// =======================================================================================
// Conversions

/// Floats for saturating conversions: in range, out of range, fractional, ties, specials.
fn conv_floats(rng: &mut Rng, n: usize) -> Vec<f32> {
    (0..n)
        .map(|g| match g % 10 {
            0 => rng.pick(&[f32::NAN, f32::INFINITY, f32::NEG_INFINITY, -0.0, 0.0]),
            1 => rng.range_i64(-300, 300) as f32 + 0.5,
            2 => rng.f32_in(-300.0, 300.0),
            3 => rng.f32_in(-70000.0, 70000.0),
            4 => rng.f32_in(-5e9, 5e9),
            5 => rng.pick(&[
                255.0,
                255.5,
                256.0,
                -0.5,
                -1.0,
                127.5,
                128.0,
                -128.5,
                65535.5,
                2147483520.0,
                -2147483648.0,
                4294967040.0,
            ]),
            6 => rng.f32_in(-1.0, 1.0),
            _ => rng.f32_in(-40000.0, 40000.0),
        })
        .collect()
}

#[test]
fn convert_sat_float() {
    let k = "convert_sat_float";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(40);
    let f = conv_floats(&mut rng, n);
    let out = Launch::new("ordinary_convert", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&f32_bits(&f))
        .zeros(2 * n)
        .zeros(4 * n)
        .zeros(8 * n)
        .run();
    // convert_<int>_sat from float: round toward zero, clamp to the range, NaN -> 0
    // (Rust's saturating float-to-int casts have exactly these semantics).
    let mut w8 = Vec::new();
    let mut w16 = Vec::new();
    let mut w32 = Vec::new();
    for &v in &f {
        w8.extend([v as u8, v as i8 as u8]);
        w16.extend([v as u16, v as i16 as u16]);
        w32.extend([v as u32, v as i32 as u32]);
    }
    let at = |i: usize| format!("{} f={:e}", gm.describe(i / 2), f[i / 2]);
    let mut ck = Check::new();
    ck.eq("o8 (uchar_sat, char_sat)", &out.get::<u8>(1), &w8, at);
    ck.eq("o16 (ushort_sat, short_sat)", &out.get::<u16>(2), &w16, at);
    ck.eq("o32 (uint_sat, int_sat)", &out.get::<u32>(3), &w32, at);
    ck.finish(&name(k, gm));
}

#[test]
fn convert_sat_int() {
    let k = "convert_sat_int";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(41);
    let i: Vec<i32> = (0..n)
        .map(|g| match g % 4 {
            0 => rng.range_i64(-300, 300) as i32,
            1 => rng.range_i64(-70000, 70000) as i32,
            2 => rng.pick(&[
                255,
                256,
                -1,
                -128,
                -129,
                127,
                128,
                65535,
                65536,
                32767,
                32768,
                -32768,
                -32769,
                i32::MIN,
                i32::MAX,
            ]),
            _ => rng.u32() as i32,
        })
        .collect();
    let l: Vec<i64> = (0..n)
        .map(|g| match g % 3 {
            0 => rng.u32() as i32 as i64,
            1 => rng.pick(&[
                i64::MIN,
                i64::MAX,
                1 << 32,
                -(1 << 32),
                u32::MAX as i64,
                i32::MIN as i64 - 1,
                -1,
            ]),
            _ => rng.u64() as i64 >> rng.below(40),
        })
        .collect();
    let out = Launch::new("ordinary_convert", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&i)
        .data(&l)
        .zeros(2 * n)
        .zeros(4 * n)
        .zeros(8 * n)
        .run();
    let sat = |v: i64, lo: i64, hi: i64| v.clamp(lo, hi);
    let mut w8 = Vec::new();
    let mut w16 = Vec::new();
    let mut w32 = Vec::new();
    for g in 0..n {
        let (a, b) = (i[g] as i64, l[g]);
        w8.extend([sat(a, 0, 255) as u8, sat(a, -128, 127) as i8 as u8]);
        w16.extend([sat(a, -32768, 32767) as i16 as u16, sat(a, 0, 65535) as u16]);
        w32.extend([
            sat(b, i32::MIN as i64, i32::MAX as i64) as i32 as u32,
            sat(b, 0, u32::MAX as i64) as u32,
        ]);
    }
    let at = |j: usize| format!("{} i={} l={}", gm.describe(j / 2), i[j / 2], l[j / 2]);
    let mut ck = Check::new();
    ck.eq("o8 (uchar_sat(i), char_sat(i))", &out.get::<u8>(2), &w8, at);
    ck.eq(
        "o16 (short_sat(i), ushort_sat(i))",
        &out.get::<u16>(3),
        &w16,
        at,
    );
    ck.eq(
        "o32 (int_sat(l), uint_sat(l))",
        &out.get::<u32>(4),
        &w32,
        at,
    );
    ck.finish(&name(k, gm));
}

#[test]
fn convert_rounding_f2i() {
    let k = "convert_rounding_f2i";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(42);
    let f = conv_floats(&mut rng, n);
    let out = Launch::new("ordinary_convert", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&f32_bits(&f))
        .zeros(24 * n)
        .run();
    let mut want: Vec<Option<i32>> = Vec::new();
    for &v in &f {
        // The non-saturating conversions are only defined for values whose rounded
        // result fits in an int.
        let fits = |r: f32| r.is_finite() && r >= i32::MIN as f32 && r < 2147483648.0;
        let d = |r: f32| if fits(r) { Some(r as i32) } else { None };
        want.extend([
            d(v.round_ties_even()),
            d(v.trunc()),
            d(v.ceil()),
            d(v.floor()),
            Some(v.round_ties_even() as i32), // _sat: clamps, NaN -> 0
            Some(v.floor() as u8 as i32),     // uchar_sat_rtn
        ]);
    }
    let names = [
        "int_rte",
        "int_rtz",
        "int_rtp",
        "int_rtn",
        "int_sat_rte",
        "uchar_sat_rtn",
    ];
    let mut ck = Check::new();
    ck.elems("out", &out.get::<i32>(1), &want, |i| {
        format!("{} {} f={:e}", gm.describe(i / 6), names[i % 6], f[i / 6])
    });
    ck.finish(&name(k, gm));
}

#[test]
fn convert_rounding_i2f() {
    let k = "convert_rounding_i2f";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(43);
    let i: Vec<i32> = (0..n)
        .map(|g| match g % 4 {
            0 => rng.range_i64(-1000, 1000) as i32,
            1 => rng.pick(&[
                16777217,
                -16777217,
                16777219,
                i32::MIN,
                i32::MAX,
                -1,
                33554435,
            ]),
            _ => rng.u32() as i32,
        })
        .collect();
    let l: Vec<i64> = (0..n)
        .map(|g| match g % 3 {
            0 => rng.u64() as i64 >> rng.below(40),
            1 => rng.pick(&[
                i64::MIN,
                i64::MAX,
                (1 << 53) + 1,
                -(1 << 24) - 1,
                (1 << 40) + (1 << 16),
            ]),
            _ => rng.u64() as i64,
        })
        .collect();
    let out = Launch::new("ordinary_convert", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&i)
        .data(&l)
        .zeros(24 * n)
        .run();
    let mut want = Vec::new();
    for g in 0..n {
        let (a, u, b) = (i[g] as i128, i[g] as u32 as i128, l[g] as i128);
        want.extend(
            [
                int_to_f32(a, Round::Rte),
                int_to_f32(a, Round::Rtz),
                int_to_f32(u, Round::Rtp),
                int_to_f32(u, Round::Rtn),
                int_to_f32(b, Round::Rtz),
                int_to_f32(b, Round::Rte),
            ]
            .map(f32::to_bits),
        );
    }
    let names = [
        "float_rte(i)",
        "float_rtz(i)",
        "float_rtp(u)",
        "float_rtn(u)",
        "float_rtz(l)",
        "float(l)",
    ];
    let mut ck = Check::new();
    ck.eq("out (float bits)", &out.get::<u32>(2), &want, |j| {
        format!(
            "{} {} i={} l={}",
            gm.describe(j / 6),
            names[j % 6],
            i[j / 6],
            l[j / 6]
        )
    });
    ck.finish(&name(k, gm));
}

#[test]
fn convert_double() {
    convert_double_on("ordinary_convert", "convert_double");
}

#[test]
fn convert_double_simd8() {
    convert_double_on("ordinary_widths", "convert_double_simd8");
}

#[test]
fn convert_double_simd16() {
    convert_double_on("ordinary_widths", "convert_double_simd16");
}

fn convert_double_on(file: &str, k: &str) {
    if !common::built(file, k) {
        return;
    }
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(44);
    let d: Vec<f64> = (0..n)
        .map(|g| {
            let m = 1.0 + (rng.u64() >> 12) as f64 / (1u64 << 52) as f64;
            let s = if rng.chance(1, 2) { -1.0 } else { 1.0 };
            match g % 6 {
                // float range (results normal floats)
                0 | 1 => s * m * 2f64.powi(rng.range_i64(-120, 120) as i32),
                // beyond the float range: rtz gives the largest float, rtp infinity or -max
                2 => s * m * 2f64.powi(rng.range_i64(129, 300) as i32),
                // long range, and beyond it (saturates)
                3 => s * m * 2f64.powi(rng.range_i64(0, 70) as i32),
                4 => s * (rng.range_i64(-1000, 1000) as f64 + 0.5),
                _ => rng.pick(&[
                    0.0,
                    -0.0,
                    2f64.powi(63),
                    2f64.powi(63) - 1024.0,
                    -2f64.powi(63),
                    2.5,
                    -2.5,
                    1e300,
                    f64::INFINITY,
                    f64::NEG_INFINITY,
                ]),
            }
        })
        .collect();
    let out = Launch::new(file, k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&d.iter().map(|v| v.to_bits()).collect::<Vec<u64>>())
        .zeros(8 * n)
        .zeros(8 * n)
        .run();
    let mut wf = Vec::new();
    let mut wl = Vec::new();
    for &v in &d {
        wf.push(f64_to_f32(v, Round::Rtz).to_bits());
        wf.push(f64_to_f32(v, Round::Rtp).to_bits());
        // convert_long_sat_rte: round half to even, clamp, NaN -> 0.
        wl.push(v.round_ties_even() as i64);
    }
    let mut ck = Check::new();
    ck.eq(
        "of (float_rtz, float_rtp bits)",
        &out.get::<u32>(1),
        &wf,
        |i| {
            format!(
                "{} {} d={:e}",
                gm.describe(i / 2),
                ["rtz", "rtp"][i % 2],
                d[i / 2]
            )
        },
    );
    ck.eq("ol (long_sat_rte)", &out.get::<i64>(2), &wl, |i| {
        format!("{} d={:e}", gm.describe(i), d[i])
    });
    ck.finish(&name(k, gm));
}

#[test]
fn convert_vector() {
    let k = "convert_vector";
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(45);
    let input: Vec<f32> = (0..4 * n)
        .map(|i| match i % 5 {
            0 => rng.range_i64(-60000, 60000) as f32 / 512.0, // ties after * 256
            1 => rng.f32_in(-200.0, 200.0),
            2 => rng.pick(&[f32::NAN, 127.998, -128.002, 1e30, -1e30, 0.001953125]),
            _ => rng.f32_in(-1.0, 1.0),
        })
        .collect();
    let out = Launch::new("ordinary_convert", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&f32_bits(&input))
        .zeros(8 * n)
        .run();
    let want: Vec<i16> = input
        .iter()
        .map(|&v| (v * 256.0).round_ties_even() as i16)
        .collect();
    let mut ck = Check::new();
    ck.eq(
        "out (short4_sat_rte(v * 256))",
        &out.get::<i16>(1),
        &want,
        |i| {
            format!(
                "{} component {} v={:e}",
                gm.describe(i / 4),
                i % 4,
                input[i]
            )
        },
    );
    ck.finish(&name(k, gm));
}

// =======================================================================================
// Half

/// Random normal half bits with an exponent in [lo, hi] (unbiased).
fn half_in(rng: &mut Rng, lo: i64, hi: i64) -> u16 {
    let e = (rng.range_i64(lo, hi) + 15) as u16;
    let s = if rng.chance(1, 2) { 0x8000 } else { 0 };
    s | e << 10 | (rng.u32() as u16 & 0x3FF)
}

#[test]
fn half_arith() {
    half_arith_on("ordinary_half", "half_arith");
}

#[test]
fn half_arith_simd8() {
    half_arith_on("ordinary_widths", "half_arith_simd8");
}

#[test]
fn half_arith_simd16() {
    half_arith_on("ordinary_widths", "half_arith_simd16");
}

fn half_arith_on(file: &str, k: &str) {
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(50);
    // Exponents in [-4, 6]: a*b+c is exact in double, so one rounding to half is the
    // correctly rounded fma; no overflow, no denormals.
    let mut a: Vec<u16> = (0..n).map(|_| half_in(&mut rng, -4, 6)).collect();
    let b: Vec<u16> = (0..n).map(|_| half_in(&mut rng, -4, 6)).collect();
    let c: Vec<u16> = (0..n).map(|_| half_in(&mut rng, -4, 6)).collect();
    a[0] = b[0]; // equal operands for max / compare
    let out = Launch::new(file, k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&a)
        .data(&b)
        .data(&c)
        .zeros(12 * n)
        .run();
    let mut want = Vec::new();
    for g in 0..n {
        let (x, y, z) = (f16_to_f64(a[g]), f16_to_f64(b[g]), f16_to_f64(c[g]));
        want.extend([
            f64_to_f16(x + y, Round::Rte),
            f64_to_f16(x - y, Round::Rte),
            f64_to_f16(x * y, Round::Rte),
            f64_to_f16(x * y + z, Round::Rte),
            if y > x { b[g] } else { a[g] },
            if x > y { a[g] } else { c[g] },
        ]);
    }
    let names = ["a+b", "a-b", "a*b", "fma", "max", "a>b?a:c"];
    let mut ck = Check::new();
    ck.eq("out (half bits)", &out.get::<u16>(3), &want, |i| {
        let g = i / 6;
        format!(
            "{} {} a={:#06x} b={:#06x} c={:#06x}",
            gm.describe(g),
            names[i % 6],
            a[g],
            b[g],
            c[g]
        )
    });
    ck.finish(&name(k, gm));
}

#[test]
fn half_vec4() {
    let k = "half_vec4";
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(51);
    let input: Vec<u16> = (0..8 * n).map(|_| half_in(&mut rng, -4, 6)).collect();
    let out = Launch::new("ordinary_half", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&input)
        .zeros(16 * n)
        .zeros(16 * n)
        .run();
    let mut wh = Vec::new();
    let mut wf = Vec::new();
    for g in 0..n {
        let v = &input[4 * g..4 * g + 4];
        let w = &input[4 * (g + n)..4 * (g + n) + 4];
        for e in 0..4 {
            let p = f64_to_f16(f16_to_f64(v[e]) * f16_to_f64(w[e]), Round::Rte);
            wh.push(f64_to_f16(f16_to_f64(p) + f16_to_f64(v[e]), Round::Rte));
        }
        for e in 0..4 {
            wh.push(f32_to_f16(f16_to_f32(v[e]) * 0.5, Round::Rte));
        }
        for e in 0..4 {
            wf.push((f16_to_f32(v[e]) - f16_to_f32(w[e])).to_bits());
        }
    }
    let mut ck = Check::new();
    ck.eq("outh (half bits)", &out.get::<u16>(1), &wh, |i| {
        format!(
            "{} {} component {}",
            gm.describe(i / 8),
            ["v*w+v", "half(float(v)*0.5)"][(i % 8) / 4],
            i % 4
        )
    });
    ck.eq("outf (float bits)", &out.get::<u32>(2), &wf, |i| {
        format!("{} component {}", gm.describe(i / 4), i % 4)
    });
    ck.finish(&name(k, gm));
}

#[test]
fn half_storage() {
    let k = "half_storage";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(52);
    let f: Vec<f32> = (0..n)
        .map(|g| match g % 6 {
            0 => rng.f32_in(-2.0, 2.0),
            1 => rng.f32_in(-60000.0, 60000.0),
            2 => rng.pick(&[
                65504.0,
                65519.0,
                65520.0,
                70000.0,
                -70000.0,
                1e10,
                -1e10,
                1.0 + 2f32.powi(-11),
                0.0,
                -0.0,
            ]),
            // half denormal range: vstore_half_r* must round to half denormals
            3 => rng.f32_in(-6e-5, 6e-5),
            _ => rng.f32_in(-100.0, 100.0),
        })
        .collect();
    let out = Launch::new("ordinary_half", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&f32_bits(&f))
        .zeros(8 * n)
        .zeros(4 * n)
        .run();
    let mut wh = Vec::new();
    let mut wb = Vec::new();
    for &v in &f {
        let r = [Round::Rte, Round::Rtz, Round::Rtp, Round::Rtn].map(|m| f32_to_f16(v, m));
        wh.extend(r);
        wb.push(f16_to_f32(r[1]).to_bits());
    }
    let mut ck = Check::new();
    ck.eq(
        "out (vstore_half_rte/rtz/rtp/rtn bits)",
        &out.get::<u16>(1),
        &wh,
        |i| {
            format!(
                "{} {} f={:e}",
                gm.describe(i / 4),
                ["rte", "rtz", "rtp", "rtn"][i % 4],
                f[i / 4]
            )
        },
    );
    ck.eq(
        "back (vload_half of the rtz value)",
        &out.get::<u32>(2),
        &wb,
        |i| format!("{} f={:e}", gm.describe(i), f[i]),
    );
    ck.finish(&name(k, gm));
}

// =======================================================================================
// Float helpers

#[test]
fn float_misc() {
    let k = "float_misc";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(53);
    // Multiples of 1/16 with |v| <= 50: mix, dot and the cross term are exact in float
    // whatever the evaluation order or contraction, so they are compared bit for bit.
    let input: Vec<f32> = (0..8 * n)
        .map(|_| rng.range_i64(-800, 800) as f32 / 16.0)
        .collect();
    let out = Launch::new("ordinary_bits", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&f32_bits(&input))
        .zeros(64 * n)
        .run();
    let got = out.get::<u32>(1);
    let mut want: Vec<Option<u32>> = Vec::new();
    let mut len_ref = Vec::new();
    for g in 0..n {
        let a = &input[8 * g..8 * g + 4];
        let b = &input[8 * g + 4..8 * g + 8];
        // fract(x) = fmin(x - floor(x), 0x1.fffffep-1f), iptr = floor(x)
        want.extend(
            a.iter()
                .map(|&x| Some((x - x.floor()).min(f32::from_bits(0x3F7F_FFFF)).to_bits())),
        );
        want.extend(a.iter().map(|&x| Some(x.floor().to_bits())));
        want.extend((0..4).map(|e| Some((a[e] + (b[e] - a[e]) * 0.25).to_bits())));
        let dot: f32 = (0..4).map(|e| a[e] * b[e]).sum();
        want.push(Some(dot.to_bits()));
        want.push(None); // length: ULP-checked below
        want.push(Some((a[0] * b[1] - a[1] * b[0]).to_bits()));
        want.push(Some(0));
        len_ref.push(
            a.iter()
                .map(|&x| (x as f64) * (x as f64))
                .sum::<f64>()
                .sqrt(),
        );
    }
    let names = ["fract", "floor part", "mix", "(dot, length, cross, 0)"];
    let mut ck = Check::new();
    ck.elems("out (float bits)", &got, &want, |i| {
        format!(
            "{} {} component {}",
            gm.describe(i / 16),
            names[(i % 16) / 4],
            i % 4
        )
    });
    // length: sqrt's 3 ULP plus the (exact here) dot product; 4 ULP allowed.
    let len_got: Vec<f32> = (0..n).map(|g| f32::from_bits(got[16 * g + 13])).collect();
    let len_ref: Vec<Option<f64>> = len_ref.into_iter().map(Some).collect();
    ulp_check(&mut ck, "length", &len_got, &len_ref, 4.0, |g| {
        gm.describe(g)
    });
    ck.finish(&name(k, gm));
}
