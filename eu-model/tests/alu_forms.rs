//! The less frequent Gen9 instruction forms, each checked against values computed here from
//! the PRM's definition (Intel Graphics PRM for Skylake, Volume 2a: SMOV, DP4/DPH/DP3/DP2,
//! LINE, PLN, SAD2/SADA2, MAC, MADM, MATH INT DIV, CMPN, predicate control `.anyv`/`.allv`,
//! BRD) on kernels written in IGA syntax. Every snippet also runs on the general plan and the
//! reference evaluator (`run_snippet`), which must agree.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

fn set_f(st: &mut eu_model::ThreadState, reg: usize, vals: &[f32]) {
    let v: Vec<u32> = vals.iter().map(|f| f.to_bits()).collect();
    set_ud(st, reg, &v);
}

fn get_f(st: &eu_model::ThreadState, reg: usize, n: usize) -> Vec<f32> {
    get_ud(st, reg, n).into_iter().map(f32::from_bits).collect()
}

#[test]
fn smov_scatters_one_channel_per_address_register() {
    // IGC's write of a run-time indexed private array `w[idx] = t` (SIMD8): w[j] of lane l
    // lives in dword l of r(20 + j); a0.l holds the byte address of w[idx[l]]'s register and
    // smov k writes only channel k (src1 = 1 << k), at a0.k + 4 * k.
    let mut text = String::new();
    for k in 0..8 {
        text += &format!(
            "smov (8|M0) r[a0.{k}]<1>:d r2.{k}<0;1,0>:d 0x{:x}:uw\n",
            1u32 << k
        );
    }
    let k = asm(&text);
    let idx = [3usize, 0, 1, 3, 2, 2, 0, 1];
    let t: Vec<u32> = (0..8).map(|l| 1000 + l).collect();
    let mut st = thread(8);
    set_ud(&mut st, 2, &t);
    let old: Vec<u32> = (0..32).map(|i| 7000 + i).collect();
    set_ud(&mut st, 20, &old);
    for l in 0..8 {
        st.set_a0(l, ((20 + idx[l]) * 32) as u16);
    }
    run_snippet(&mut st, &k);
    for j in 0..4 {
        for l in 0..8 {
            let want = if idx[l] == j { t[l] } else { old[j * 8 + l] };
            assert_eq!(st.read_ud(20 + j, l), want, "w[{j}] lane {l}");
        }
    }
}

#[test]
fn smov_honours_the_execution_mask_too() {
    let k = asm("smov (8|M0) r10.0<1>:d r2.0<8;8,1>:d 0xff:uw");
    let mut st = eu_model::ThreadState::new(eu_model::ThreadId(0), 8, 0b0101_0101);
    set_ud(&mut st, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    set_ud(&mut st, 10, &[0; 8]);
    run_snippet(&mut st, &k);
    assert_eq!(get_ud(&st, 10, 8), vec![1, 0, 3, 0, 5, 0, 7, 0]);
}

#[test]
fn dot_products_fill_each_group_of_four() {
    let k = asm("
        dp4 (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f
        dph (8|M0) r11.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f
        dp3 (8|M0) r12.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f
        dp2 (8|M0) r13.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f
    ");
    let a = [1.0f32, 2.0, 3.0, 4.0, -1.5, 0.25, 8.0, 3.0];
    let b = [5.0f32, 6.0, 7.0, 8.0, 2.0, 4.0, 0.5, -2.0];
    let mut st = thread(8);
    set_f(&mut st, 2, &a);
    set_f(&mut st, 3, &b);
    run_snippet(&mut st, &k);
    for g in 0..2 {
        let (x, y) = (&a[4 * g..4 * g + 4], &b[4 * g..4 * g + 4]);
        let dp2 = x[0] * y[0] + x[1] * y[1];
        let dp3 = dp2 + x[2] * y[2];
        let dp4 = dp3 + x[3] * y[3];
        let dph = dp3 + y[3];
        for c in 0..4 {
            let i = 4 * g + c;
            assert_eq!(get_f(&st, 10, 8)[i], dp4, "dp4 channel {i}");
            assert_eq!(get_f(&st, 11, 8)[i], dph, "dph channel {i}");
            assert_eq!(get_f(&st, 12, 8)[i], dp3, "dp3 channel {i}");
            assert_eq!(get_f(&st, 13, 8)[i], dp2, "dp2 channel {i}");
        }
    }
    // The groups are (1,2,3,4).(5,6,7,8) = 70 and (-1.5,.25,8,3).(2,4,.5,-2) = -4.
    assert_eq!(
        get_f(&st, 10, 8),
        vec![70.0, 70.0, 70.0, 70.0, -4.0, -4.0, -4.0, -4.0]
    );
}

#[test]
fn line_and_plane_equations() {
    let k = asm("
        line (8|M0)  r10.0<1>:f r2.0<0;1,0>:f r4.0<8;8,1>:f
        pln (8|M0)   r11.0<1>:f r2.0<0;1,0>:f r4.0<8;8,1>:f
        pln (16|M0)  r12.0<1>:f r2.0<0;1,0>:f r4.0<8;8,1>:f
    ");
    // src0 = p, q, -, r; src1 = u (r4), v (r5), u' (r6), v' (r7).
    let (p, q, r) = (1.5f32, -2.0f32, 0.25f32);
    let mut st = thread(16);
    set_f(&mut st, 2, &[p, q, 99.0, r, 0.0, 0.0, 0.0, 0.0]);
    let src1: Vec<f32> = (0..32).map(|i| i as f32 * 0.5 - 3.0).collect();
    set_f(&mut st, 4, &src1);
    run_snippet(&mut st, &k);
    for i in 0..8 {
        assert_eq!(get_f(&st, 10, 8)[i], p * src1[i] + r, "line {i}");
        let (u, v) = (src1[i], src1[8 + i]);
        assert_eq!(get_f(&st, 11, 8)[i], p * u + q * v + r, "pln simd8 {i}");
    }
    for i in 0..16 {
        let (u, v) = if i < 8 {
            (src1[i], src1[8 + i])
        } else {
            (src1[16 + i - 8], src1[24 + i - 8])
        };
        assert_eq!(get_f(&st, 12, 16)[i], p * u + q * v + r, "pln simd16 {i}");
    }
}

#[test]
fn sad2_and_sada2_sum_pairs_of_absolute_differences() {
    let k = asm("
        sad2 (8|M0)  r10.0<1>:uw r2.0<8;8,1>:ub r3.0<8;8,1>:ub
        mov (8|M0)   acc0.0<1>:uw r5.0<8;8,1>:uw
        sada2 (8|M0) r11.0<1>:uw r2.0<8;8,1>:ub r3.0<8;8,1>:ub
    ");
    let a: [u8; 8] = [10, 200, 0, 255, 7, 7, 100, 1];
    let b: [u8; 8] = [15, 100, 255, 0, 7, 9, 1, 100];
    let acc: [u16; 8] = [1000, 0, 2, 0, 30000, 0, 5, 0];
    let mut st = thread(8);
    st.grf_mut()[64..72].copy_from_slice(&a);
    st.grf_mut()[96..104].copy_from_slice(&b);
    set_uw(&mut st, 5, &acc);
    set_uw(&mut st, 10, &[0xaaaa; 16]);
    set_uw(&mut st, 11, &[0xbbbb; 16]);
    run_snippet(&mut st, &k);
    let word = |r: usize, i: usize| u16::from_le_bytes([st.reg(r)[2 * i], st.reg(r)[2 * i + 1]]);
    for n in (0..8).step_by(2) {
        let d = |i: usize| (a[i] as i32 - b[i] as i32).unsigned_abs() as u16;
        let s = d(n) + d(n + 1);
        assert_eq!(word(10, n), s, "sad2 channel {n}");
        assert_eq!(word(11, n), s + acc[n], "sada2 channel {n}");
        // The odd channels are left as they were (the PRM leaves them undefined).
        assert_eq!(word(10, n + 1), 0xaaaa);
        assert_eq!(word(11, n + 1), 0xbbbb);
    }
}

#[test]
fn float_mac_is_a_fused_multiply_add_with_the_accumulator() {
    let k = asm("
        mov (8|M0) acc0.0<1>:f r4.0<8;8,1>:f
        mac (8|M0) r10.0<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f
    ");
    let e = f32::EPSILON;
    let a = [1.0 + e, 2.0, -3.0, 0.5, 1e30, 0.0, 7.0, 1.0];
    let b = [1.0 - e / 2.0, 3.0, 4.0, 0.5, 1e30, -0.0, 0.125, f32::NAN];
    let c = [-1.0, 1.0, 12.0, -0.25, 0.0, 0.0, 1.0, 2.0];
    let mut st = thread(8);
    set_f(&mut st, 2, &a);
    set_f(&mut st, 3, &b);
    set_f(&mut st, 4, &c);
    run_snippet(&mut st, &k);
    let got = get_f(&st, 10, 8);
    for i in 0..7 {
        assert_eq!(
            got[i].to_bits(),
            a[i].mul_add(b[i], c[i]).to_bits(),
            "mac {i}"
        );
    }
    assert!(got[7].is_nan());
    // Lane 0 differs from the unfused product-then-sum.
    assert_ne!(got[0], a[0] * b[0] + c[0]);
}

#[test]
fn madm_is_a_fused_multiply_add_of_its_operands() {
    let k = asm("madm (4|M0) r10.mme0:df r2.nomme:df r3.nomme:df r4.nomme:df");
    let a = [1.0f64, -2.0, 0.5, 3.0];
    let b = [3.0f64, 1.0 + f64::EPSILON, 8.0, -0.25];
    let c = [0.5f64, 1.0 - f64::EPSILON / 2.0, 2.0, 4.0];
    let mut st = thread(8);
    let put = |st: &mut eu_model::ThreadState, r: usize, v: &[f64; 4]| {
        let w: Vec<u32> = v
            .iter()
            .flat_map(|x| [x.to_bits() as u32, (x.to_bits() >> 32) as u32])
            .collect();
        set_ud(st, r, &w);
    };
    put(&mut st, 2, &a);
    put(&mut st, 3, &b);
    put(&mut st, 4, &c);
    run_snippet(&mut st, &k);
    let d = get_ud(&st, 10, 8);
    for i in 0..4 {
        let got = f64::from_bits(d[2 * i] as u64 | ((d[2 * i + 1] as u64) << 32));
        assert_eq!(got, b[i].mul_add(c[i], a[i]), "madm {i}");
    }
}

#[test]
fn math_idiv_returns_quotient_then_remainder() {
    let k = asm("math.idiv (8|M0) r10.0<1>:d r2.0<8;8,1>:d r3.0<8;8,1>:d");
    let a: [i32; 8] = [7, -7, 7, -7, 100, i32::MIN, 0, 5];
    let b: [i32; 8] = [2, 2, -2, -2, 7, -1, 3, 9];
    let mut st = thread(8);
    set_ud(&mut st, 2, &a.map(|x| x as u32));
    set_ud(&mut st, 3, &b.map(|x| x as u32));
    run_snippet(&mut st, &k);
    for i in 0..8 {
        assert_eq!(
            st.read_ud(10, i) as i32,
            a[i].wrapping_div(b[i]),
            "quotient {i}"
        );
        assert_eq!(
            st.read_ud(11, i) as i32,
            a[i].wrapping_rem(b[i]),
            "remainder {i}"
        );
    }
}

#[test]
fn cmpn_is_true_when_src1_is_nan() {
    let k = asm("
        cmpn (8|M0) (lt)f0.0 null<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f
        cmp (8|M0)  (lt)f1.0 null<1>:f r2.0<8;8,1>:f r3.0<8;8,1>:f
    ");
    let n = f32::NAN;
    let a = [1.0, n, n, 1.0, 2.0, 1.0, -0.0, 5.0];
    let b = [n, 1.0, n, 2.0, 1.0, 1.0, 0.0, n];
    let mut st = thread(8);
    set_f(&mut st, 2, &a);
    set_f(&mut st, 3, &b);
    run_snippet(&mut st, &k);
    let mut want_n = 0u32;
    let mut want = 0u32;
    for i in 0..8 {
        let lt = a[i] < b[i];
        want |= (lt as u32) << i;
        want_n |= ((lt || b[i].is_nan()) as u32) << i;
    }
    assert_eq!(st.flag(0) & 0xff, want_n);
    assert_eq!(st.flag(1) & 0xff, want);
    assert_eq!(want_n, 0b1000_1101);
}

#[test]
fn anyv_and_allv_combine_f0_and_f1_per_channel() {
    let k = asm("
        (f0.0.anyv) mov (8|M0) r10.0<1>:d r2.0<8;8,1>:d
        (f0.0.allv) mov (8|M0) r11.0<1>:d r2.0<8;8,1>:d
    ");
    let mut st = thread(8);
    st.set_flag(0, 0b0011_0101);
    st.set_flag(1, 0b0110_0011);
    set_ud(&mut st, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    run_snippet(&mut st, &k);
    for i in 0..8 {
        let (x, y) = ((0b0011_0101u32 >> i) & 1, (0b0110_0011u32 >> i) & 1);
        let any = if x | y != 0 { i as u32 + 1 } else { 0 };
        let all = if x & y != 0 { i as u32 + 1 } else { 0 };
        assert_eq!(st.read_ud(10, i), any, "anyv {i}");
        assert_eq!(st.read_ud(11, i), all, "allv {i}");
    }
}

fn df(st: &eu_model::ThreadState, r: usize, n: usize) -> Vec<f64> {
    let d = get_ud(st, r, 2 * n);
    (0..n)
        .map(|i| f64::from_bits(d[2 * i] as u64 | ((d[2 * i + 1] as u64) << 32)))
        .collect()
}

fn set_df(st: &mut eu_model::ThreadState, r: usize, v: &[f64]) {
    let w: Vec<u32> = v
        .iter()
        .flat_map(|x| [x.to_bits() as u32, (x.to_bits() >> 32) as u32])
        .collect();
    set_ud(st, r, &w);
}

#[test]
fn double_precision_math_is_correctly_rounded_where_ieee_defines_it() {
    let k = asm("
        math.sqt (4|M0)  r10.0<1>:df r2.0<4;4,1>:df
        math.inv (4|M0)  r11.0<1>:df r2.0<4;4,1>:df
        math.fdiv (4|M0) r12.0<1>:df r2.0<4;4,1>:df r3.0<4;4,1>:df
    ");
    let a = [2.0f64, 3.0, 1e-300, 7.0];
    let b = [3.0f64, 10.0, 3.0, -0.0];
    let mut st = thread(8);
    set_df(&mut st, 2, &a);
    set_df(&mut st, 3, &b);
    run_snippet(&mut st, &k);
    for i in 0..4 {
        assert_eq!(df(&st, 10, 4)[i], a[i].sqrt(), "sqt {i}");
        assert_eq!(df(&st, 11, 4)[i], 1.0 / a[i], "inv {i}");
        assert_eq!(df(&st, 12, 4)[i], a[i] / b[i], "fdiv {i}");
    }
}

#[test]
fn double_mad_honours_directed_rounding() {
    // cr0.0 bits 5:4 select the rounding mode: 01 up, 10 down (0x10 ^ 0x30), 11 toward zero.
    let k = asm("
        mad (4|M0) r10.0<1>:df r2.0<2;1>:df r3.0<2;1>:df r4.0<1>:df
        or (1|M0) cr0.0<1>:ud cr0.0<0;1,0>:ud 0x10:uw
        mad (4|M0) r12.0<1>:df r2.0<2;1>:df r3.0<2;1>:df r4.0<1>:df
        xor (1|M0) cr0.0<1>:ud cr0.0<0;1,0>:ud 0x30:uw
        mad (4|M0) r14.0<1>:df r2.0<2;1>:df r3.0<2;1>:df r4.0<1>:df
    ");
    let t = 2f64.powi(-60);
    // src0 + src1 * src2: 2^-60 + 1 * 1 lies between 1 and the next double; the others are
    // negative or exact.
    let c0 = [t, -t, 5.0, t];
    let c1 = [1.0, 1.0, 3.0, -1.0];
    let c2 = [1.0, 1.0, 4.0, 1.0];
    let mut st = thread(8);
    set_df(&mut st, 2, &c0);
    set_df(&mut st, 3, &c1);
    set_df(&mut st, 4, &c2);
    run_snippet(&mut st, &k);
    let up1 = f64::from_bits(1.0f64.to_bits() + 1);
    let below1 = f64::from_bits(1.0f64.to_bits() - 1);
    assert_eq!(df(&st, 10, 4), vec![1.0, 1.0, 17.0, -1.0], "nearest");
    assert_eq!(df(&st, 12, 4), vec![up1, 1.0, 17.0, -below1], "up");
    assert_eq!(df(&st, 14, 4), vec![1.0, below1, 17.0, -1.0], "down");
}

#[test]
fn brd_sends_the_predicated_channels_to_its_target() {
    // Channels with f0 set jump over the first add; all reach the second.
    let k = asm("
        (f0.0) brd (8|M0) 32
        add (8|M0) r10.0<1>:d r10.0<8;8,1>:d 100:w
        add (8|M0) r10.0<1>:d r10.0<8;8,1>:d 1:w
    ");
    let mut st = thread(8);
    st.set_flag(0, 0b1010_0110);
    set_ud(&mut st, 10, &[0; 8]);
    run_snippet(&mut st, &k);
    for i in 0..8 {
        let jumped = (0b1010_0110u32 >> i) & 1 == 1;
        assert_eq!(st.read_ud(10, i), if jumped { 1 } else { 101 }, "lane {i}");
    }
}
