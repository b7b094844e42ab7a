//! End-to-end: half-precision arithmetic (`ordinary_half.cl`, half_arith): `hf` add, mul,
//! fused `mad`, `sel` max and predicated select, byte-gathering loads of 16-bit values.
//! Expected values: exact results (computed in f64, where these operands are exact) rounded
//! to the nearest half by searching a table of every finite half value (ties to even) — an
//! independent reference for the model's own half conversion.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

fn half_to_f64(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    match e {
        0 => s * m * 2f64.powi(-24),
        31 => {
            if m == 0.0 {
                s * f64::INFINITY
            } else {
                f64::NAN
            }
        }
        _ => s * (1024.0 + m) * 2f64.powi(e - 25),
    }
}

/// Nearest half (ties to even mantissa) by exhaustive search over the positive finite halves.
fn nearest_half(x: f64) -> u16 {
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    let mut best = 0u16;
    for h in 0u16..0x7c00 {
        let d = (half_to_f64(h) - a).abs();
        let db = (half_to_f64(best) - a).abs();
        if d < db || (d == db && h & 1 == 0 && best & 1 == 1) {
            best = h;
        }
    }
    sign | best
}

#[test]
fn half_arith_simd32() {
    let n = 32usize;
    let vals = |seed: u16| -> Vec<u16> {
        (0..n as u16)
            .map(|i| {
                let e = 10 + (i * 3 + seed) % 10; // exponents 2^-5 .. 2^4
                let m = (i * 97 + seed * 31) & 0x3ff;
                let s = if (i + seed).is_multiple_of(3) {
                    0x8000
                } else {
                    0
                };
                s | (e << 10) | m
            })
            .collect()
    };
    let (a, b, c) = (vals(1), vals(5), vals(9));
    let b16 = |v: &[u16]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let mut mem = Mem::with(&[
        (0, b16(&a)),
        (1, b16(&b)),
        (2, b16(&c)),
        (3, vec![0; 6 * n * 2]),
    ]);
    let k = heap("ordinary_half", "half_arith");
    let mut st = thread(32);
    set_uw(&mut st, 1, &(0..32).collect::<Vec<u16>>());
    st.write_ud(9, 0, 32);
    st.write_ud(7, 0, 0);
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    let out: Vec<u16> = mem.surfaces[&3]
        .chunks(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect();
    for g in 0..n {
        let (x, y, z) = (half_to_f64(a[g]), half_to_f64(b[g]), half_to_f64(c[g]));
        let max = if x >= y { a[g] } else { b[g] };
        let want = [
            nearest_half(x + y),
            nearest_half(x - y),
            nearest_half(x * y),
            nearest_half(x * y + z),
            max,
            if x > y { a[g] } else { c[g] },
        ];
        for (j, w) in want.iter().enumerate() {
            assert_eq!(
                out[6 * g + j],
                *w,
                "item {g} output {j}: a = {x}, b = {y}, c = {z}"
            );
        }
    }
}
