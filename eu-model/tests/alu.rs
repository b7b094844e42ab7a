//! ALU semantics checked against values computed independently in Rust from the instruction
//! definitions (PRM / IGA semantics), on kernels written in IGA syntax.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

#[test]
fn integer_add_mul_shift_wrap_like_the_type() {
    let k = asm("
        add (8|M0)  r10.0<1>:d   r2.0<8;8,1>:d   r3.0<8;8,1>:d
        mul (8|M0)  r11.0<1>:d   r2.0<8;8,1>:d   r3.0<8;8,1>:d
        shl (8|M0)  r12.0<1>:d   r2.0<8;8,1>:d   4:w
        shr (8|M0)  r13.0<1>:d   r2.0<8;8,1>:ud  4:w
        asr (8|M0)  r14.0<1>:d   r2.0<8;8,1>:d   4:w
        xor (8|M0)  r15.0<1>:d   r2.0<8;8,1>:d   ~r3.0<8;8,1>:d
        mul (8|M0)  r16.0<1>:q   r2.0<8;8,1>:ud  r3.0<8;8,1>:ud
    ");
    let a: [u32; 8] = [
        1,
        0x7fff_ffff,
        0x8000_0000,
        0xffff_fff0,
        12345,
        0xdead_beef,
        7,
        0,
    ];
    let b: [u32; 8] = [2, 1, 0xffff_ffff, 3, 0x10000, 0x1234_5678, 0xffff_fff9, 5];
    let mut st = thread(8);
    set_ud(&mut st, 2, &a);
    set_ud(&mut st, 3, &b);
    run_snippet(&mut st, &k);
    for i in 0..8 {
        assert_eq!(st.read_ud(10, i), a[i].wrapping_add(b[i]), "add lane {i}");
        assert_eq!(
            st.read_ud(11, i),
            (a[i] as i32).wrapping_mul(b[i] as i32) as u32,
            "mul {i}"
        );
        assert_eq!(st.read_ud(12, i), a[i] << 4, "shl {i}");
        assert_eq!(st.read_ud(13, i), a[i] >> 4, "shr {i}");
        assert_eq!(st.read_ud(14, i), ((a[i] as i32) >> 4) as u32, "asr {i}");
        assert_eq!(st.read_ud(15, i), a[i] ^ !b[i], "xor {i}");
        let q = get_ud(&st, 16, 16);
        let p = a[i] as u64 * b[i] as u64;
        assert_eq!(
            (q[2 * i] as u64) | ((q[2 * i + 1] as u64) << 32),
            p,
            "mul q {i}"
        );
    }
}

#[test]
fn regions_and_subregisters() {
    // <4;2,2> from r2.1: rows start every 4 elements, 2 per row, stride 2.
    // Element i reads index 1 + (i/2)*4 + (i%2)*2.
    let k = asm("
        mov (8|M0)  r10.0<1>:d   r2.1<4;2,2>:d
        mov (4|M0)  r11.0<2>:d   r3.0<0;1,0>:d
        mov (16|M0) r12.0<1>:uw  r4.0<16;8,2>:uw
        mov (8|M0)  r13.0<1>:d   r6.6<8;8,1>:d
    ");
    let mut st = thread(16);
    let src: Vec<u32> = (0..32).map(|i| 100 + i).collect();
    set_ud(&mut st, 2, &src);
    set_ud(&mut st, 11, &[0xaaaa_aaaa; 8]);
    set_uw(
        &mut st,
        4,
        &(0..32).map(|i| 1000 + i as u16).collect::<Vec<_>>(),
    );
    set_ud(&mut st, 6, &(0..16).map(|i| 500 + i).collect::<Vec<_>>());
    run_snippet(&mut st, &k);
    for i in 0..8u32 {
        let idx = 1 + (i / 2) * 4 + (i % 2) * 2;
        assert_eq!(st.read_ud(10, i as usize), 100 + idx);
    }
    // Destination stride 2: odd dwords of r11/r12 untouched.
    let r11 = get_ud(&st, 11, 8);
    for i in 0..4 {
        assert_eq!(r11[2 * i], 108, "scalar broadcast of r3.0");
        assert_eq!(r11[2 * i + 1], 0xaaaa_aaaa);
    }
    // <16;8,2> on words: i -> (i/8)*16 + (i%8)*2.
    let g = st.grf();
    for i in 0..16usize {
        let w = u16::from_le_bytes([g[12 * 32 + i * 2], g[12 * 32 + i * 2 + 1]]);
        assert_eq!(w as usize, 1000 + (i / 8) * 16 + (i % 8) * 2);
    }
    // r6.6 <8;8,1> crosses into r7.
    assert_eq!(get_ud(&st, 13, 8), (506..514).collect::<Vec<u32>>());
}

#[test]
fn indirect_shuffle_vx1_and_vxh() {
    // IGC's shuffle: a0 = base byte address + index * 4, then r[a0.0]<1,0> reads one dword
    // per channel from its own address register.
    let k = asm("
        shl (16|M0)  r30.0<1>:uw  r20.0<16;16,1>:uw  0x2:uw
        add (16|M0)  a0.0<1>:uw   r30.0<16;16,1>:uw  0x40:uw
        mov (16|M0)  r10.0<1>:d   r[a0.0]<1,0>:d
        mov (8|M0)   r12.0<1>:d   r[a0.3,4]<0;1,0>:d
    ");
    let mut st = thread(16);
    let data: Vec<u32> = (0..16).map(|i| 0x1000 + i * 3).collect();
    set_ud(&mut st, 2, &data);
    let idx: [u16; 16] = [15, 0, 3, 3, 7, 1, 2, 14, 9, 9, 0, 4, 5, 6, 13, 12];
    set_uw(&mut st, 20, &idx);
    run_snippet(&mut st, &k);
    for i in 0..16 {
        assert_eq!(st.read_ud(10, i), data[idx[i] as usize], "lane {i}");
    }
    // a0.3 holds the address of element idx[3] = 3; +4 bytes reads element 4.
    assert_eq!(get_ud(&st, 12, 8), vec![data[4]; 8]);
}

#[test]
fn indirect_out_of_grf_is_an_error_naming_the_lane() {
    let k = asm("
        mov (8|M0)  a0.0<1>:uw    r20.0<8;8,1>:uw
        mov (8|M0)  r10.0<1>:d    r[a0.0]<1,0>:d
    ");
    let mut st = thread(8);
    set_uw(&mut st, 20, &[0, 4, 8, 4094, 16, 20, 24, 28]);
    let mut mem = Mem::default();
    eu_model::step(&mut st, &k, &mut mem).unwrap();
    let err = eu_model::step(&mut st, &k, &mut mem).unwrap_err();
    match err {
        eu_model::ExecError::OutOfBounds { lane, ip, .. } => {
            assert_eq!(lane, 3);
            assert_eq!(ip, 16);
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[test]
fn flags_predication_and_sel() {
    let k = asm("
        cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<8;8,1>:d   r4.0<8;8,1>:d
(f0.0)  sel (16|M0)              r10.0<1>:d    r2.0<8;8,1>:d   r4.0<8;8,1>:d
(~f0.0) add (16|M0)              r12.0<1>:d    r2.0<8;8,1>:d   1000:w
        sel (16|M0)   (ge)f0.0   r14.0<1>:d    r2.0<8;8,1>:d   r4.0<8;8,1>:d
(f0.0.any4h) mov (16|M0)         r16.0<1>:d    1:w
(f0.0.all4h) mov (16|M0)         r18.0<1>:d    1:w
        cmp (16|M0)   (eq)f1.1   r20.0<1>:d    r2.0<8;8,1>:d   0:w
    ");
    let a: Vec<i32> = vec![5, -3, 7, 7, 0, 100, -100, 2, 9, 9, 9, 9, 1, 2, 3, 4];
    let b: Vec<i32> = vec![4, -2, 8, 7, 1, 99, -99, 3, 10, 11, 12, 13, 0, 0, 0, 0];
    let mut st = thread(16);
    set_ud(&mut st, 2, &a.iter().map(|&v| v as u32).collect::<Vec<_>>());
    set_ud(&mut st, 4, &b.iter().map(|&v| v as u32).collect::<Vec<_>>());
    set_ud(&mut st, 12, &[0x5555_5555; 16]);
    run_snippet(&mut st, &k);
    let lt: Vec<bool> = (0..16).map(|i| a[i] < b[i]).collect();
    let f0 = st.flag(0) & 0xffff;
    for i in 0..16 {
        assert_eq!(f0 >> i & 1 == 1, lt[i], "flag {i}");
        assert_eq!(
            st.read_ud(10, i) as i32,
            a[i].min(b[i]),
            "predicated sel {i}"
        );
        let expect_add = if lt[i] {
            0x5555_5555
        } else {
            (a[i] + 1000) as u32
        };
        assert_eq!(st.read_ud(12, i), expect_add, "inverted predicate {i}");
        assert_eq!(st.read_ud(14, i) as i32, a[i].max(b[i]), "sel.ge {i}");
        let grp = &lt[(i / 4) * 4..(i / 4) * 4 + 4];
        assert_eq!(
            st.read_ud(16, i),
            grp.iter().any(|&x| x) as u32,
            "any4h {i}"
        );
        assert_eq!(
            st.read_ud(18, i),
            grp.iter().all(|&x| x) as u32,
            "all4h {i}"
        );
        assert_eq!(
            st.read_ud(20, i),
            if a[i] == 0 { u32::MAX } else { 0 },
            "cmp dst {i}"
        );
    }
    // f1.1 = bits 16..31 of f1.
    let f1 = st.flag(1);
    assert_eq!(f1 & 0xffff, 0);
    assert_eq!(f1 >> 16, 1 << 4);
}

#[test]
fn simd32_halves_write_their_flag_bits() {
    let k = asm("
        cmp (16|M0)   (gt)f1.0   null<1>:d     r2.0<8;8,1>:d   10:w
        cmp (16|M16)  (gt)f1.0   null<1>:d     r4.0<8;8,1>:d   10:w
    ");
    let vals: Vec<u32> = (0..32).map(|i| (i * 7) % 23).collect();
    let mut st = thread(32);
    set_ud(&mut st, 2, &vals);
    run_snippet(&mut st, &k);
    let expect = vals
        .iter()
        .enumerate()
        .fold(0u32, |m, (i, &v)| m | (((v > 10) as u32) << i));
    assert_eq!(st.flag(1), expect);
}

#[test]
fn float_nan_and_signed_zero_in_min_max() {
    let k = asm("
        sel (8|M0)  (lt)f0.0  r10.0<1>:f   r2.0<8;8,1>:f   r3.0<8;8,1>:f
        sel (8|M0)  (ge)f0.0  r11.0<1>:f   r2.0<8;8,1>:f   r3.0<8;8,1>:f
        cmp (8|M0)  (ne)f0.0  null<1>:f   r2.0<8;8,1>:f   r3.0<8;8,1>:f
    ");
    let nan = f32::NAN;
    let a = [1.0f32, nan, 3.0, nan, -0.0, 0.0, -5.0, 2.5];
    let b = [2.0f32, 4.0, nan, nan, 0.0, -0.0, -6.0, 2.5];
    let mut st = thread(8);
    set_ud(&mut st, 2, &a.map(f32::to_bits));
    set_ud(&mut st, 3, &b.map(f32::to_bits));
    run_snippet(&mut st, &k);
    // IEEE-754 minNum/maxNum: a NaN operand yields the other operand.
    for i in 0..8 {
        let mn = f32::from_bits(st.read_ud(10, i));
        let mx = f32::from_bits(st.read_ud(11, i));
        let (ea, eb) = (a[i], b[i]);
        let emin = if ea.is_nan() {
            eb
        } else if eb.is_nan() {
            ea
        } else {
            ea.min(eb)
        };
        let emax = if ea.is_nan() {
            eb
        } else if eb.is_nan() {
            ea
        } else {
            ea.max(eb)
        };
        assert_eq!(mn.is_nan(), emin.is_nan(), "min {i}");
        assert_eq!(mx.is_nan(), emax.is_nan(), "max {i}");
        if !emin.is_nan() {
            assert_eq!(mn, emin, "min {i}");
            assert_eq!(mx, emax, "max {i}");
        }
        let ne = ea != eb;
        assert_eq!(st.flag(0) >> i & 1 == 1, ne, "ne {i}");
    }
    // -0 orders below +0.
    assert_eq!(st.read_ud(10, 4), (-0.0f32).to_bits());
    assert_eq!(st.read_ud(11, 4), 0.0f32.to_bits());
    assert_eq!(st.read_ud(10, 5), (-0.0f32).to_bits());
}

#[test]
fn mad_is_a_single_rounding_fma() {
    let k = asm("
        mad (8|M0)   r10.0<1>:f   r4.0<2;1>:f   r2.0<2;1>:f   r3.0<1>:f
    ");
    let eps = f32::EPSILON;
    let a = [1.0 + eps, 3.0, 0.1, 1e30, -2.5, 7.0, 1.0 + eps, 0.3];
    let b = [
        1.0 - eps / 2.0,
        1.0 / 3.0,
        10.0,
        1e10,
        4.0,
        0.0,
        1.0 + eps,
        0.7,
    ];
    let c = [-1.0f32, -1.0, -1.0, -1e40f64 as f32, 10.0, -0.0, -1.0, 0.21];
    let mut st = thread(8);
    set_ud(&mut st, 2, &a.map(f32::to_bits));
    set_ud(&mut st, 3, &b.map(f32::to_bits));
    set_ud(&mut st, 4, &c.map(f32::to_bits));
    run_snippet(&mut st, &k);
    for i in 0..8 {
        let got = f32::from_bits(st.read_ud(10, i));
        let want = a[i].mul_add(b[i], c[i]);
        assert_eq!(got.to_bits(), want.to_bits(), "lane {i}: {got} vs {want}");
    }
    // Lane 0 differs from the unfused product-then-sum.
    assert_ne!(f32::from_bits(st.read_ud(10, 0)), a[0] * b[0] + c[0]);
}

#[test]
fn conversions_saturate_truncate_and_follow_cr0_rounding() {
    let k = asm("
        mov (8|M0)   r10.0<1>:d    r2.0<8;8,1>:f
        mov (8|M0)   (sat)r11.0<1>:ub  r2.0<8;8,1>:f
        mov (8|M0)   r12.0<1>:f    r3.0<8;8,1>:ud
(W)     xor (1|M0)   cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw
        mov (8|M0)   r13.0<1>:f    r3.0<8;8,1>:ud
(W)     xor (1|M0)   cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw
        mov (8|M0)   r14.0<1>:f    r3.0<8;8,1>:ud
(W)     xor (1|M0)   cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw
        mov (8|M0)   r15.0<1>:hf   r2.0<8;8,1>:f
        mov (8|M0)   (sat)r16.0<1>:f   r2.0<8;8,1>:f
        mov (8|M0)   r17.0<1>:w    r3.0<8;8,1>:d
    ");
    let f = [1.9f32, -1.9, 3e9, -3e9, f32::NAN, 255.5, 300.0, 0.4];
    let u = [
        16777217u32,
        u32::MAX,
        7,
        0x8000_0001,
        33554435,
        1,
        0x1_0001,
        0xffff_8000,
    ];
    let mut st = thread(8);
    set_ud(&mut st, 2, &f.map(f32::to_bits));
    set_ud(&mut st, 3, &u);
    run_snippet(&mut st, &k);
    for i in 0..8 {
        // float -> int: truncate, clamp to the type, NaN -> 0.
        let want_d = if f[i].is_nan() { 0 } else { f[i] as i32 };
        assert_eq!(st.read_ud(10, i) as i32, want_d, "f->d {i}");
        let want_ub = if f[i].is_nan() { 0 } else { f[i] as u8 };
        assert_eq!(st.grf()[11 * 32 + i], want_ub, "f->ub sat {i}");
        // ud -> f round to nearest even (Rust `as` rounds to nearest even).
        assert_eq!(
            f32::from_bits(st.read_ud(12, i)),
            u[i] as f32,
            "ud->f rne {i}"
        );
        // toward zero: the largest float not above the value.
        let tz = f32::from_bits(st.read_ud(13, i));
        assert!(tz as f64 <= u[i] as f64, "rtz {i}");
        let next = f32::from_bits(tz.to_bits() + 1);
        assert!(next as f64 > u[i] as f64, "rtz tight {i}");
        // cr0 mode 2 (0x30 ^ 0x10 = 0x20): toward -inf, same as rtz for unsigned.
        assert_eq!(st.read_ud(14, i), st.read_ud(13, i), "rd {i}");
        let sat = f32::from_bits(st.read_ud(16, i));
        let want = if f[i].is_nan() {
            0.0
        } else {
            f[i].clamp(0.0, 1.0)
        };
        assert_eq!(sat, want, "sat {i}");
        // d -> w wraps.
        let g = st.grf();
        let w = i16::from_le_bytes([g[17 * 32 + i * 2], g[17 * 32 + i * 2 + 1]]);
        assert_eq!(w, u[i] as i32 as i16, "d->w {i}");
    }
    // f -> hf of 1.9: nearest half is 0x3f9a (1.900390625).
    let g = st.grf();
    assert_eq!(u16::from_le_bytes([g[15 * 32], g[15 * 32 + 1]]), 0x3f9a);
    assert_eq!(st.cr0(0), 0);
}

#[test]
fn mach_and_addc_give_the_64_bit_product_and_carry() {
    // IGC's 32x32 -> 64 high multiply and 64-bit add sequences.
    let k = asm("
(W)     mul (8|M0)   acc0.0<1>:ud  r2.0<8;8,1>:ud   r3.0<16;8,2>:uw
        mach (8|M0)  r10.0<1>:ud   r2.0<8;8,1>:ud   r3.0<8;8,1>:ud   {AccWrEn}
        mov (8|M0)   r11.0<1>:ud   acc0.0<8;8,1>:ud
        addc (8|M0)  r12.0<1>:ud   r2.0<8;8,1>:ud   r3.0<8;8,1>:ud   {AccWrEn}
        mov (8|M0)   r13.0<1>:ud   acc0.0<8;8,1>:ud
        subb (8|M0)  r14.0<1>:ud   r2.0<8;8,1>:ud   r3.0<8;8,1>:ud   {AccWrEn}
        mov (8|M0)   r15.0<1>:ud   acc0.0<8;8,1>:ud
(W)     mul (8|M0)   acc0.0<1>:d   r4.0<8;8,1>:d    r5.0<16;8,2>:uw
        mach (8|M0)  r16.0<1>:d    r4.0<8;8,1>:d    r5.0<8;8,1>:d    {AccWrEn}
    ");
    let a = [
        0xffff_ffffu32,
        0x8000_0000,
        12345678,
        0xdead_beef,
        0,
        1,
        0xaaaa_aaab,
        0x1234_5678,
    ];
    let b = [
        0xffff_ffffu32,
        2,
        87654321,
        0xcafe_babe,
        5,
        0xffff_ffff,
        3,
        0x0001_0000,
    ];
    let sa = [-1i32, i32::MIN, -7, 123456789, -2, 5, 0x7fff_ffff, -65536];
    let sb = [-1i32, -1, 3, -987654321, 2, -5, 0x7fff_ffff, 65536];
    let mut st = thread(8);
    set_ud(&mut st, 2, &a);
    set_ud(&mut st, 3, &b);
    set_ud(&mut st, 4, &sa.map(|v| v as u32));
    set_ud(&mut st, 5, &sb.map(|v| v as u32));
    run_snippet(&mut st, &k);
    for i in 0..8 {
        let p = a[i] as u64 * b[i] as u64;
        assert_eq!(st.read_ud(10, i), (p >> 32) as u32, "mach hi {i}");
        assert_eq!(st.read_ud(11, i), p as u32, "acc lo {i}");
        let s = a[i] as u64 + b[i] as u64;
        assert_eq!(st.read_ud(12, i), s as u32, "addc {i}");
        assert_eq!(st.read_ud(13, i), (s >> 32) as u32, "carry {i}");
        assert_eq!(st.read_ud(14, i), a[i].wrapping_sub(b[i]), "subb {i}");
        assert_eq!(st.read_ud(15, i), (a[i] < b[i]) as u32, "borrow {i}");
        let sp = sa[i] as i64 * sb[i] as i64;
        assert_eq!(st.read_ud(16, i), (sp >> 32) as u32, "signed mach {i}");
    }
}

#[test]
fn bit_operations() {
    let k = asm("
        bfrev (8|M0)  r10.0<1>:ud   r2.0<8;8,1>:ud
        cbit (8|M0)   r11.0<1>:ud   r2.0<8;8,1>:ud
        lzd (8|M0)    r12.0<1>:ud   r2.0<8;8,1>:ud
        fbl (8|M0)    r13.0<1>:ud   r2.0<8;8,1>:ud
        fbh (8|M0)    r14.0<1>:ud   r2.0<8;8,1>:ud
        fbh (8|M0)    r15.0<1>:ud   r2.0<8;8,1>:d
        bfi1 (8|M0)   r16.0<1>:ud   r3.0<8;8,1>:ud   r4.0<8;8,1>:ud
    ");
    let a = [
        0u32,
        1,
        0x8000_0000,
        0xf0f0_0f0f,
        0xffff_ffff,
        0x0001_0000,
        0xffff_0000,
        6,
    ];
    let w = [0u32, 1, 5, 8, 31, 3, 16, 4];
    let o = [0u32, 0, 3, 24, 1, 29, 16, 31];
    let mut st = thread(8);
    set_ud(&mut st, 2, &a);
    set_ud(&mut st, 3, &w);
    set_ud(&mut st, 4, &o);
    run_snippet(&mut st, &k);
    for i in 0..8 {
        assert_eq!(st.read_ud(10, i), a[i].reverse_bits(), "bfrev {i}");
        assert_eq!(st.read_ud(11, i), a[i].count_ones(), "cbit {i}");
        assert_eq!(st.read_ud(12, i), a[i].leading_zeros(), "lzd {i}");
        let fbl = if a[i] == 0 {
            u32::MAX
        } else {
            a[i].trailing_zeros()
        };
        assert_eq!(st.read_ud(13, i), fbl, "fbl {i}");
        let fbh = if a[i] == 0 {
            u32::MAX
        } else {
            a[i].leading_zeros()
        };
        assert_eq!(st.read_ud(14, i), fbh, "fbh {i}");
        let s = a[i] as i32;
        let v = if s < 0 { !a[i] } else { a[i] };
        let fbhs = if v == 0 { u32::MAX } else { v.leading_zeros() };
        assert_eq!(st.read_ud(15, i), fbhs, "fbh signed {i}");
        let mask = (((1u64 << w[i]) - 1) << o[i]) as u32;
        assert_eq!(st.read_ud(16, i), mask, "bfi1 {i}");
    }
}

#[test]
fn integer_division_and_float_math() {
    let k = asm("
        math.iqot (8|M0)  r10.0<1>:d   r2.0<8;8,1>:d   r3.0<8;8,1>:d
        math.irem (8|M0)  r11.0<1>:d   r2.0<8;8,1>:d   r3.0<8;8,1>:d
        math.iqot (8|M0)  r12.0<1>:ud  r2.0<8;8,1>:ud  r3.0<8;8,1>:ud
        math.sqt (8|M0)   r13.0<1>:f   r4.0<8;8,1>:f
        math.fdiv (8|M0)  r14.0<1>:f   r4.0<8;8,1>:f   r5.0<8;8,1>:f
        math.inv (8|M0)   r15.0<1>:f   r5.0<8;8,1>:f
    ");
    let a = [7i32, -7, 7, -7, i32::MIN, 100, 0, 5];
    let b = [2i32, 2, -2, -2, -1, 7, 3, 9];
    let x = [2.0f32, 0.1, 1e-40, 9.0, 123.456, 2.0, -1.0, 0.0];
    let y = [3.0f32, 7.0, 2.0, 0.0, -0.5, 1e-3, 3.0, 5.0];
    let mut st = thread(8);
    set_ud(&mut st, 2, &a.map(|v| v as u32));
    set_ud(&mut st, 3, &b.map(|v| v as u32));
    set_ud(&mut st, 4, &x.map(f32::to_bits));
    set_ud(&mut st, 5, &y.map(f32::to_bits));
    // Keep denormals (as IGC kernels do with `or cr0.0 0x4C0`).
    st.set_cr0(0, 0x4c0);
    run_snippet(&mut st, &k);
    for i in 0..8 {
        assert_eq!(
            st.read_ud(10, i) as i32,
            a[i].wrapping_div(b[i]),
            "iqot {i}"
        );
        assert_eq!(
            st.read_ud(11, i) as i32,
            a[i].wrapping_rem(b[i]),
            "irem {i}"
        );
        assert_eq!(st.read_ud(12, i), (a[i] as u32) / (b[i] as u32), "uqot {i}");
        let s = f32::from_bits(st.read_ud(13, i));
        let ws = x[i].sqrt();
        assert!(
            s.to_bits() == ws.to_bits() || (s.is_nan() && ws.is_nan()),
            "sqrt {i}"
        );
        let d = f32::from_bits(st.read_ud(14, i));
        assert_eq!(d.to_bits(), (x[i] / y[i]).to_bits(), "fdiv {i}");
        assert_eq!(
            f32::from_bits(st.read_ud(15, i)).to_bits(),
            (1.0 / y[i]).to_bits()
        );
    }
}

#[test]
fn forms_the_prm_does_not_define_are_reported_not_guessed() {
    // `avg` is defined on integers only (PRM Volume 2a, AVG).
    let k = asm("
        avg (8|M0)   r10.0<1>:f   r2.0<8;8,1>:f   r3.0<8;8,1>:f
    ");
    let mut st = thread(8);
    let mut mem = Mem::default();
    let err = eu_model::step(&mut st, &k, &mut mem).unwrap_err();
    assert!(
        matches!(err, eu_model::ExecError::Invalid { ip: 0, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("avg on float operands"), "{err}");
}

#[test]
fn three_source_bit_field_and_select() {
    // bfe/bfi2/csel in the Align16 3-source encoding; src2 of csel is compared with zero.
    let k = asm("
        bfe (8|M0)   r10.0<1>:ud   r2.0<2;1>:ud   r3.0<2;1>:ud   r4.0<1>:ud
        bfe (8|M0)   r11.0<1>:d    r2.0<2;1>:d    r3.0<2;1>:d    r4.0<1>:d
        bfi2 (8|M0)  r12.0<1>:ud   r5.0<2;1>:ud   r6.0<2;1>:ud   r4.0<1>:ud
        csel (8|M0)  (lt)f0.0   r13.0<1>:f   r7.0<2;1>:f   r8.0<2;1>:f   r9.0<1>:f
        mad (8|M0)   r14.0<1>:f   r7.0<2;1>:f   r8.0<0;0>:f   r9.0<1>:f
    ");
    let width = [0u32, 1, 4, 8, 31, 16, 5, 12];
    let offset = [0u32, 31, 28, 4, 1, 16, 30, 0];
    let value = [
        0xdead_beefu32,
        0x8000_0000,
        0xf000_0000,
        0x0000_0ff0,
        0xffff_fffe,
        0x8765_4321,
        0xc000_0000,
        0x0000_0800,
    ];
    let mask = [
        0xffu32,
        0,
        0xffff_0000,
        0x0f0f_0f0f,
        0x8000_0001,
        0x1234_5678,
        0xffff_ffff,
        0xf,
    ];
    let ins = [
        0x1111_1111u32,
        0x2222_2222,
        0x3333_3333,
        0x4444_4444,
        0x5555_5555,
        0x6666_6666,
        0x7777_7777,
        0x8888_8888,
    ];
    let a = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
    let b = [-1.0f32, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0];
    let c = [0.5f32, -0.5, 0.0, -0.0, f32::NAN, -1e-30, 1e30, -3.0];
    let mut st = thread(8);
    set_ud(&mut st, 2, &width);
    set_ud(&mut st, 3, &offset);
    set_ud(&mut st, 4, &value);
    set_ud(&mut st, 5, &mask);
    set_ud(&mut st, 6, &ins);
    set_ud(&mut st, 7, &a.map(f32::to_bits));
    set_ud(&mut st, 8, &b.map(f32::to_bits));
    set_ud(&mut st, 9, &c.map(f32::to_bits));
    run_snippet(&mut st, &k);
    for i in 0..8 {
        let (w, o, v) = (width[i], offset[i], value[i]);
        // Bit-field extract: bits [o, o + w) of v (to bit 31 when o + w > 32), zero- or
        // sign-extended from the field's top bit.
        let field = if w == 0 {
            0
        } else {
            (v as u64 >> o) & ((1u64 << w.min(32 - o)) - 1)
        };
        let fw = if w == 0 { 0 } else { w.min(32 - o) };
        assert_eq!(st.read_ud(10, i), field as u32, "bfe ud lane {i}");
        let sfield = if fw == 0 {
            0
        } else {
            ((field << (64 - fw)) as i64 >> (64 - fw)) as i32
        };
        assert_eq!(st.read_ud(11, i) as i32, sfield, "bfe d lane {i}");
        assert_eq!(
            st.read_ud(12, i),
            (mask[i] & ins[i]) | (!mask[i] & value[i]),
            "bfi2 lane {i}"
        );
        let sel = if c[i] < 0.0 { a[i] } else { b[i] };
        assert_eq!(st.read_ud(13, i), sel.to_bits(), "csel lane {i}");
        // mad with a replicated scalar src1: a + b[0] * c.
        let m = b[0].mul_add(c[i], a[i]);
        let got = f32::from_bits(st.read_ud(14, i));
        assert!(
            got.to_bits() == m.to_bits() || (got.is_nan() && m.is_nan()),
            "mad lane {i}"
        );
    }
}

#[test]
fn align16_replicated_predicates() {
    // A 3-source (Align16) mad under `.x` / `.all4h` predicates: `.x` gives every channel of a
    // 4-channel group the flag bit of the group's first channel.
    let mut insts = isa::asm::assemble_instructions(
        "mad (8|M0) r10.0<1>:f r2.0<2;1>:f r3.0<2;1>:f r4.0<1>:f
         mad (8|M0) r11.0<1>:f r2.0<2;1>:f r3.0<2;1>:f r4.0<1>:f",
    )
    .unwrap();
    let flag = isa::FlagReg { reg: 0, subreg: 0 };
    insts[0].1.predicate = Some(isa::Predicate {
        flag,
        invert: false,
        ctrl: isa::PredCtrl::X,
    });
    insts[1].1.predicate = Some(isa::Predicate {
        flag,
        invert: false,
        ctrl: isa::PredCtrl::Align16All4h,
    });
    let k = eu_model::Kernel::from_offsets(insts).unwrap();
    let mut st = thread(8);
    set_ud(&mut st, 2, &[1.0f32.to_bits(); 8]);
    set_ud(&mut st, 3, &[2.0f32.to_bits(); 8]);
    set_ud(&mut st, 4, &[3.0f32.to_bits(); 8]);
    // Flag bits: channel 0 set, channels 4..7 set.
    st.set_flag(0, 0b1111_0001);
    run_snippet(&mut st, &k);
    let r10: Vec<f32> = get_ud(&st, 10, 8).into_iter().map(f32::from_bits).collect();
    let r11: Vec<f32> = get_ud(&st, 11, 8).into_iter().map(f32::from_bits).collect();
    assert_eq!(
        r10,
        vec![7.0; 8],
        ".x: groups 0 and 1 both have their x bit set"
    );
    assert_eq!(r11, vec![0.0, 0.0, 0.0, 0.0, 7.0, 7.0, 7.0, 7.0], ".all4h");
}
