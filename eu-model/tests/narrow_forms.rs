//! OpenCL C `char`, `uchar` and `short` arithmetic as IGC compiles it for Gen9 (byte and word
//! operands, byte destinations at a stride of two: the forms of clpeak's integer char and
//! short kernels), checked against values computed here from OpenCL C's rules: operands
//! promoted to `int`, the result converted back to the 8- or 16-bit type by keeping its low
//! bits (OpenCL C 2.0, sections 6.2.1 and 6.3: integer promotion and wrap-around conversion to
//! signed types of the same width, as two's complement). Every snippet also runs on the
//! general plan and the reference evaluator (`run_snippet`), which must agree.

mod common;
use common::*;

/// `v` wrapped to a signed `bits`-bit integer (two's complement).
fn wrap(v: i32, bits: u32) -> i32 {
    let sh = 32 - bits;
    (v << sh) >> sh
}

/// Bytes at `stride` apart from byte `at` of the GRF, `n` of them.
fn bytes_at(st: &eu_model::ThreadState, at: usize, stride: usize, n: usize) -> Vec<u8> {
    (0..n).map(|i| st.grf()[at + i * stride]).collect()
}

/// Writes `vals` as consecutive bytes from byte `at` of the GRF.
fn set_bytes(st: &mut eu_model::ThreadState, at: usize, vals: &[u8]) {
    st.grf_mut()[at..at + vals.len()].copy_from_slice(vals);
}

/// Sixteen `char` values covering both ends of the range.
const X: [i8; 16] = [
    -128, -127, -100, -16, -11, -2, -1, 0, 1, 2, 3, 11, 16, 100, 126, 127,
];

/// Two steps of `x = (x * x) + c` on `char` lanes as IGC emits them (clpeak's
/// compute_char_v1 built by ocloc for skl: a word product, a byte move to the even bytes, a
/// byte add from the even bytes).
#[test]
fn char_multiply_add_wraps_like_opencl_c() {
    let k = asm("
        mul (16|M0) r3.0<1>:w r124.0<8;8,1>:b r124.0<8;8,1>:b
        mov (16|M0) r4.0<2>:b r3.0<16;16,1>:w
        add (16|M0) r4.0<2>:b r4.0<2;1,0>:b r122.0<8;8,1>:b
        mul (16|M0) r9.0<1>:w r4.0<2;1,0>:b r4.0<2;1,0>:b
        mov (16|M0) r4.0<2>:b r9.0<16;16,1>:w
        add (16|M0) r4.0<2>:b r4.0<2;1,0>:b r122.0<8;8,1>:b
    ");
    let c: Vec<i8> = (0..16).map(|i| (i * 17 - 120) as i8).collect();
    let mut st = thread(16);
    set_bytes(&mut st, 124 * 32, &X.map(|v| v as u8));
    set_bytes(
        &mut st,
        122 * 32,
        &c.iter().map(|&v| v as u8).collect::<Vec<_>>(),
    );
    // The odd bytes of r4 are not written: keep a marker there.
    set_bytes(&mut st, 4 * 32, &[0xa5; 32]);
    run_snippet(&mut st, &k);
    let got = bytes_at(&st, 4 * 32, 2, 16);
    for l in 0..16 {
        let (x, c) = (X[l] as i32, c[l] as i32);
        let once = wrap(x * x + c, 8);
        let want = wrap(once * once + c, 8);
        assert_eq!(got[l] as i8 as i32, want, "lane {l}: x {x}, c {c}");
        assert_eq!(st.grf()[4 * 32 + 2 * l + 1], 0xa5, "odd byte of lane {l}");
    }
    // The word products are the full 16-bit products of the byte operands.
    for (l, &x) in X.iter().enumerate() {
        let p = u16::from_le_bytes([st.grf()[3 * 32 + 2 * l], st.grf()[3 * 32 + 2 * l + 1]]);
        assert_eq!(p as i16 as i32, (x as i32) * (x as i32), "lane {l}");
    }
}

/// The same chain on `uchar` (zero-extended operands) and on `short` (word operands, word
/// destinations), in the upper half of a SIMD32 thread (`M16`).
#[test]
fn uchar_and_short_multiply_add_wrap_like_opencl_c() {
    let k = asm("
        mul (16|M16) r5.0<1>:uw r125.0<8;8,1>:ub r125.0<8;8,1>:ub
        mov (16|M16) r6.0<2>:ub r5.0<16;16,1>:uw
        add (16|M16) r6.0<2>:ub r6.0<2;1,0>:ub r123.0<8;8,1>:ub
        mul (16|M16) r10.0<1>:w r20.0<16;16,1>:w r20.0<16;16,1>:w
        add (16|M16) r10.0<1>:w r10.0<16;16,1>:w r2.0<16;16,1>:w
    ");
    let ux: Vec<u8> = X.iter().map(|&v| v as u8).collect();
    let uc: Vec<u8> = (0..16).map(|i| (i * 29 + 7) as u8).collect();
    let sx: Vec<i16> = (0..16).map(|i| (i * 4099 - 32768) as i16).collect();
    let sc: Vec<i16> = (0..16).map(|i| (i * 2731 - 20000) as i16).collect();
    let mut st = thread(32);
    set_bytes(&mut st, 125 * 32, &ux);
    set_bytes(&mut st, 123 * 32, &uc);
    set_uw(
        &mut st,
        20,
        &sx.iter().map(|&v| v as u16).collect::<Vec<_>>(),
    );
    set_uw(
        &mut st,
        2,
        &sc.iter().map(|&v| v as u16).collect::<Vec<_>>(),
    );
    run_snippet(&mut st, &k);
    let got = bytes_at(&st, 6 * 32, 2, 16);
    for l in 0..16 {
        let (x, c) = (ux[l] as u32, uc[l] as u32);
        assert_eq!(got[l] as u32, (x * x + c) & 0xff, "uchar lane {l}");
        let g = st.grf();
        let w = i16::from_le_bytes([g[10 * 32 + 2 * l], g[10 * 32 + 2 * l + 1]]);
        let (x, c) = (sx[l] as i32, sc[l] as i32);
        assert_eq!(w as i32, wrap(x * x + c, 16), "short lane {l}");
    }
}

/// A predicated byte add writes only the enabled lanes; the others keep their bytes.
#[test]
fn predicated_byte_add_writes_only_enabled_lanes() {
    let k = asm("(f0.0) add (16|M0) r4.0<2>:b r4.0<2;1,0>:b r122.0<8;8,1>:b");
    let mut st = thread(16);
    let old: Vec<u8> = (0..32).map(|i| (i * 7 + 1) as u8).collect();
    set_bytes(&mut st, 4 * 32, &old);
    let c: Vec<u8> = (0..16).map(|i| (100 + i * 3) as u8).collect();
    set_bytes(&mut st, 122 * 32, &c);
    let pred = 0b1011_0010_0110_1001u32;
    st.set_flag(0, pred);
    run_snippet(&mut st, &k);
    for l in 0..16 {
        let want = if pred & (1 << l) != 0 {
            wrap(old[2 * l] as i8 as i32 + c[l] as i8 as i32, 8) as u8
        } else {
            old[2 * l]
        };
        assert_eq!(st.grf()[4 * 32 + 2 * l], want, "lane {l}");
        assert_eq!(st.grf()[4 * 32 + 2 * l + 1], old[2 * l + 1], "odd byte {l}");
    }
}
