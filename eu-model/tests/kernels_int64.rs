//! End-to-end: 64-bit integer arithmetic (`ordinary_int64.cl`, i64_arith), which IGC lowers
//! to 32-bit pieces with `addc`/`subb`/`mach` and qword moves/shifts. Expected values: the
//! OpenCL C definitions in Rust.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

#[test]
fn i64_arith_simd32() {
    let n = 32usize;
    let a: Vec<i64> = (0..n as i64)
        .map(|i| match i % 6 {
            0 => i64::MIN + i,
            1 => -1 - i * 0x1_0000_0001,
            2 => 0x7fff_ffff_ffff_ffff - i,
            3 => 0x1234_5678_9abc_def0 ^ (i << 40),
            4 => i * 0xffff_ffff,
            _ => -(i * 0x0123_4567),
        })
        .collect();
    let b: Vec<i64> = (0..n as i64)
        .map(|i| match i % 5 {
            0 => 3,
            1 => -0x8000_0000 - i,
            2 => 0x7fff_ffff_0000_0000 + i,
            3 => -1,
            _ => i * 0x1_0000_0000 + 0xffff_ffff,
        })
        .collect();
    let sh: Vec<u32> = (0..n as u32).map(|i| (i * 7 + 1) % 80).collect();
    let b64 = |v: &[i64]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let mut mem = Mem::with(&[
        (0, b64(&a)),
        (1, b64(&b)),
        (2, bytes_of(&sh)),
        (3, vec![0; 10 * n * 8]),
    ]);
    let k = heap("ordinary_int64", "i64_arith");
    let mut st = thread(32);
    set_uw(&mut st, 1, &(0..32).collect::<Vec<u16>>());
    st.write_ud(9, 3, 32); // local size
    st.write_ud(9, 0, 32); // global size
    st.write_ud(7, 0, 0); // global offset
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    let out: Vec<i64> = mem.surfaces[&3]
        .chunks(8)
        .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for g in 0..n {
        let (x, y) = (a[g], b[g]);
        let s = sh[g] & 63;
        let want = [
            x.wrapping_add(y),
            x.wrapping_sub(y),
            x.wrapping_mul(y),
            ((x as i128 * y as i128) >> 64) as i64,
            x.wrapping_shl(s),
            x >> s,
            ((x as u64) >> s) as i64,
            (((x as u64 as u128) * (y as u64 as u128)) >> 64) as i64,
            (x < y) as i64,
            ((x as u64) < (y as u64)) as i64,
        ];
        for (j, w) in want.iter().enumerate() {
            assert_eq!(
                out[j * n + g],
                *w,
                "item {g} output {j}: a = {x:#x}, b = {y:#x}, s = {s}"
            );
        }
    }
}
