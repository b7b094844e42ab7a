//! Values of forms the general planned engine runs, checked against results worked out by
//! hand from the Gen9 PRM / IGA definitions (literal constants, not simulator output):
//! `cbit`, `bfrev`, `bfe`, `bfi1`, `bfi2`, `lrp`, `mac`, packed `:v`/`:vf` immediates, cr0
//! rounding modes, flag destinations, 64-bit `sel` and `hf` arithmetic and math.

mod common;
use common::*;

#[test]
fn bit_counts_reversals_and_fields_of_known_words() {
    let k = asm("
        cbit (8|M0)   r10.0<1>:ud  r2.0<8;8,1>:ud
        bfrev (8|M0)  r11.0<1>:ud  r2.0<8;8,1>:ud
        bfi1 (8|M0)   r12.0<1>:ud  r3.0<8;8,1>:ud  r4.0<8;8,1>:ud
        bfe (8|M0)    r13.0<1>:ud  r3.0<2;1>:ud    r4.0<2;1>:ud   r2.0<1>:ud
        bfe (8|M0)    r14.0<1>:d   r3.0<2;1>:d     r4.0<2;1>:d    r2.0<1>:d
        bfi2 (8|M0)   r15.0<1>:ud  r5.0<2;1>:ud    r6.0<2;1>:ud   r7.0<1>:ud
    ");
    let words: [u32; 8] = [
        0,
        1,
        0xffff_ffff,
        0x1234_5678,
        0xf0f0_0001,
        0x8000_0000,
        0xdead_beef,
        0x0000_ff00,
    ];
    // (width, offset) pairs for bfi1 / bfe.
    let width: [u32; 8] = [4, 8, 0, 16, 1, 32 + 4, 12, 8];
    let offset: [u32; 8] = [8, 4, 5, 16, 31, 0, 28, 8];
    let mut st = thread(8);
    set_ud(&mut st, 2, &words);
    set_ud(&mut st, 3, &width);
    set_ud(&mut st, 4, &offset);
    set_ud(&mut st, 5, &[0x0000_0f00; 8]);
    set_ud(&mut st, 6, &[0x0000_0abc; 8]);
    set_ud(&mut st, 7, &[0x0000_0123; 8]);
    run_snippet(&mut st, &k);
    assert_eq!(get_ud(&st, 10, 8), vec![0, 1, 32, 13, 9, 1, 24, 8], "cbit");
    assert_eq!(
        get_ud(&st, 11, 8),
        vec![
            0,
            0x8000_0000,
            0xffff_ffff,
            0x1e6a_2c48,
            0x8000_0f0f,
            1,
            0xf77d_b57b,
            0x00ff_0000
        ],
        "bfrev"
    );
    // bfi1: ((1 << width) - 1) << offset, width and offset modulo 32.
    assert_eq!(
        get_ud(&st, 12, 8),
        vec![
            0xf00,
            0xff0,
            0,
            0xffff_0000,
            0x8000_0000,
            0xf,
            0xf000_0000,
            0xff00
        ],
        "bfi1"
    );
    // bfe: the `width`-bit field of the word at `offset` (zero-extended for :ud).
    assert_eq!(
        get_ud(&st, 13, 8),
        vec![0, 0, 0, 0x1234, 1, 0, 0xd, 0xff],
        "bfe ud"
    );
    // Signed: sign-extended from the field's top bit.
    assert_eq!(
        get_ud(&st, 14, 8),
        vec![0, 0, 0, 0x1234, 0xffff_ffff, 0, 0xffff_fffd, 0xffff_ffff],
        "bfe d"
    );
    // bfi2: (mask & insert) | (!mask & base) = (0xf00 & 0xabc) | (~0xf00 & 0x123).
    assert_eq!(get_ud(&st, 15, 8), vec![0xa23; 8], "bfi2");
}

#[test]
fn lrp_and_mac_follow_their_formulas() {
    let k = asm("
        lrp (8|M0)  r10.0<1>:f   r2.0<2;1>:f   r3.0<2;1>:f   r4.0<1>:f
        mul (8|M0)  acc0.0<1>:d  r5.0<8;8,1>:d r6.0<8;8,1>:d
        mac (8|M0)  r11.0<1>:d   r7.0<8;8,1>:w r7.0<8;8,1>:w
    ");
    let mut st = thread(8);
    let t: [f32; 8] = [0.0, 1.0, 0.25, 0.5, 0.75, 2.0, -1.0, 0.125];
    let a: [f32; 8] = [3.0, 3.0, 8.0, -2.0, 4.0, 1.0, 2.0, 16.0];
    let b: [f32; 8] = [5.0, 5.0, 4.0, 6.0, 8.0, 3.0, 4.0, 8.0];
    set_ud(&mut st, 2, &t.map(f32::to_bits));
    set_ud(&mut st, 3, &a.map(f32::to_bits));
    set_ud(&mut st, 4, &b.map(f32::to_bits));
    set_ud(&mut st, 5, &[3, 7, 0xffff_fffe, 100, 0, 5, 9, 11]);
    set_ud(&mut st, 6, &[4, 6, 9, 100, 8, 0xffff_ffff, 2, 3]);
    // Words 1, 2, ..., 8 (mac multiplies word lanes of r7 by themselves).
    set_uw(&mut st, 7, &[1, 2, 3, 4, 5, 6, 7, 8]);
    run_snippet(&mut st, &k);
    // lrp = t*a + (1-t)*b, every value exact in single precision.
    let lrp: [f32; 8] = [5.0, 3.0, 5.0, 2.0, 5.0, -1.0, 6.0, 9.0];
    assert_eq!(get_ud(&st, 10, 8), lrp.map(f32::to_bits).to_vec(), "lrp");
    // mac = (src0 * src1 of the priming mul) + w * w.
    let mac: [i32; 8] = [
        12 + 1,
        42 + 4,
        -18 + 9,
        10000 + 16,
        25,
        -5 + 36,
        18 + 49,
        33 + 64,
    ];
    assert_eq!(get_ud(&st, 11, 8), mac.map(|v| v as u32).to_vec(), "mac");
}

#[test]
fn packed_vector_immediates() {
    let k = asm("
        mov (8|M0)  r10.0<1>:w   0x76543210:v
        mov (8|M0)  r11.0<1>:w   0xfedcba98:v
        mov (4|M0)  r12.0<1>:f   0x40383000:vf
    ");
    let mut st = thread(8);
    run_snippet(&mut st, &k);
    let words = |reg: usize| -> Vec<i16> {
        let g = st.grf();
        (0..8)
            .map(|i| i16::from_le_bytes([g[reg * 32 + 2 * i], g[reg * 32 + 2 * i + 1]]))
            .collect()
    };
    assert_eq!(
        words(10),
        vec![0, 1, 2, 3, 4, 5, 6, 7],
        ":v nibbles in order"
    );
    assert_eq!(
        words(11),
        vec![-8, -7, -6, -5, -4, -3, -2, -1],
        ":v is signed"
    );
    // :vf bytes: sign, 3-bit exponent (bias 3), 4-bit mantissa: 0x00 = 0, 0x30 = 1.0,
    // 0x38 = 1.5, 0x40 = 2.0.
    assert_eq!(
        get_ud(&st, 12, 4),
        [0.0f32, 1.0, 1.5, 2.0].map(f32::to_bits).to_vec(),
        ":vf"
    );
}

#[test]
fn cr0_rounding_modes_set_by_the_kernel() {
    // 1 + 0.75 ulp: nearest-even rounds up, toward zero and toward -inf truncate, toward
    // +inf rounds up; cr0.0 bits 5:4 select (0 even, 1 +inf, 2 -inf, 3 zero).
    let k = asm("
        add (8|M0)  r10.0<1>:f   r2.0<8;8,1>:f   r3.0<8;8,1>:f
        or (1|M0)   cr0.0<1>:ud  cr0.0<0;1,0>:ud 0x30:uw
        add (8|M0)  r11.0<1>:f   r2.0<8;8,1>:f   r3.0<8;8,1>:f
        and (1|M0)  cr0.0<1>:ud  cr0.0<0;1,0>:ud 0xffffffdf:ud
        add (8|M0)  r12.0<1>:f   r2.0<8;8,1>:f   r3.0<8;8,1>:f
        xor (1|M0)  cr0.0<1>:ud  cr0.0<0;1,0>:ud 0x30:uw
        add (8|M0)  r13.0<1>:f   r2.0<8;8,1>:f   r3.0<8;8,1>:f
        add (8|M0)  r14.0<1>:f   -r2.0<8;8,1>:f  -r3.0<8;8,1>:f
    ");
    let mut st = thread(8);
    st.set_cr0(0, 0x4c0);
    set_ud(&mut st, 2, &[1.0f32.to_bits(); 8]);
    set_ud(&mut st, 3, &[(f32::EPSILON * 0.75).to_bits(); 8]);
    run_snippet(&mut st, &k);
    let one = 1.0f32.to_bits();
    let up = (1.0f32 + f32::EPSILON).to_bits();
    assert_eq!(st.read_ud(10, 0), up, "nearest even");
    assert_eq!(st.read_ud(11, 0), one, "toward zero");
    assert_eq!(st.read_ud(12, 0), up, "toward +inf (0x10)");
    assert_eq!(st.read_ud(13, 0), one, "toward -inf (0x20)");
    assert_eq!(
        st.read_ud(14, 0),
        (-1.0f32 - f32::EPSILON).to_bits(),
        "-inf, negative"
    );
    assert_eq!(st.cr0(0) & 0x30, 0x20);
}

#[test]
fn flag_destination_predicates_later_instructions() {
    let k = asm("
        mov (1|M0)        f0.0<1>:uw   0xf0:uw
        (f0.0) mov (8|M0) r10.0<1>:d   1:d
        (~f0.0) mov (8|M0) r10.0<1>:d  2:d
    ");
    let mut st = thread(8);
    run_snippet(&mut st, &k);
    assert_eq!(get_ud(&st, 10, 8), vec![2, 2, 2, 2, 1, 1, 1, 1]);
}

#[test]
fn sixty_four_bit_min_and_half_float_arithmetic() {
    let k = asm("
        sel (4|M0) (lt)f0.0  r10.0<1>:q  r2.0<4;4,1>:q  r3.0<4;4,1>:q
        add (8|M0)  r11.0<1>:hf  r4.0<8;8,1>:hf  r5.0<8;8,1>:hf
        math.sqt (8|M0)  r12.0<1>:hf  r6.0<8;8,1>:hf
    ");
    let mut st = thread(8);
    let a: [i64; 4] = [-5, 1 << 40, i64::MIN, 7];
    let b: [i64; 4] = [3, -(1 << 40), i64::MAX, 7];
    let split = |v: &[i64; 4]| -> Vec<u32> {
        v.iter()
            .flat_map(|x| [*x as u64 as u32, (*x as u64 >> 32) as u32])
            .collect()
    };
    set_ud(&mut st, 2, &split(&a));
    set_ud(&mut st, 3, &split(&b));
    // 1.5 + 0.25 = 1.75 (0x3f00); 1.0 + 1.0 = 2.0 (0x4000); 65504 + 65504 = inf (0x7c00);
    // -0.5 + 0.5 = +0.
    set_uw(&mut st, 4, &[0x3e00, 0x3c00, 0x7bff, 0xb800, 0, 0, 0, 0]);
    set_uw(&mut st, 5, &[0x3400, 0x3c00, 0x7bff, 0x3800, 0, 0, 0, 0]);
    // sqrt: 4 -> 2 (0x4000), 0.25 -> 0.5 (0x3800), 1 -> 1, 0 -> 0.
    set_uw(&mut st, 6, &[0x4400, 0x3400, 0x3c00, 0, 0, 0, 0, 0]);
    run_snippet(&mut st, &k);
    assert_eq!(
        get_ud(&st, 10, 8),
        split(&[-5, -(1 << 40), i64::MIN, 7]),
        "sel.l on q"
    );
    let g = st.grf();
    let hf =
        |reg: usize, i: usize| u16::from_le_bytes([g[reg * 32 + 2 * i], g[reg * 32 + 2 * i + 1]]);
    assert_eq!(
        (0..4).map(|i| hf(11, i)).collect::<Vec<_>>(),
        vec![0x3f00, 0x4000, 0x7c00, 0x0000],
        "hf add"
    );
    assert_eq!(
        (0..4).map(|i| hf(12, i)).collect::<Vec<_>>(),
        vec![0x4000, 0x3800, 0x3c00, 0x0000],
        "hf sqrt"
    );
}
