//! Functional reference tests of the ordinary (non-sub-group) corpus kernels: divergent
//! control flow and loops, 64-bit integers, atomics under contention, local memory with
//! barriers and work-group collectives, the work-item functions in 1-3 dimensions with
//! offsets, private arrays and register spills, and integer/vector helpers.
//!
//! Each reference implements the formula in the kernel's comment with the OpenCL C
//! definition of the built-ins it uses (integer arithmetic wraps; `_sat` saturates;
//! `rotate` rotates left; `hadd`/`rhadd` do not overflow; `clz(0)` is the bit width).
//! Kernels without `intel_reqd_sub_group_size` run at the width IGC chose (from
//! tests/corpus/index.tsv); several launches use work-group sizes that are not a multiple
//! of it, so the last hardware thread of a group runs with fewer lanes.

// References index several parallel arrays by work-item id; range loops read clearest.
#![allow(clippy::needless_range_loop)]

mod common;

use common::{at_item, at_plane, simd_of, Check, Geom, Launch, Rng};

fn geom(kernel: &str, global: usize, local: usize) -> Geom {
    Geom::new(global, local, simd_of(kernel))
}

fn name(kernel: &str, g: Geom) -> String {
    format!(
        "{kernel} (global {}, local {}, SIMD{})",
        g.global, g.local, g.simd
    )
}

/// A random int from a mix of ranges: tiny, small, 24-bit, full, and the extremes.
fn mixed_i32(rng: &mut Rng) -> i32 {
    match rng.below(6) {
        0 => rng.range_i64(-4, 4) as i32,
        1 => rng.range_i64(-300, 300) as i32,
        2 => rng.range_i64(-(1 << 23), (1 << 23) - 1) as i32,
        3 => rng.pick(&[i32::MIN, i32::MAX, i32::MIN + 1, i32::MAX - 1, -1, 0]),
        _ => rng.u32() as i32,
    }
}

/// A random long from a mix of ranges.
fn mixed_i64(rng: &mut Rng) -> i64 {
    match rng.below(6) {
        0 => rng.range_i64(-4, 4),
        1 => rng.u32() as i32 as i64,
        2 => (rng.u64() >> rng.below(64)) as i64 * if rng.chance(1, 2) { -1 } else { 1 },
        3 => rng.pick(&[
            i64::MIN,
            i64::MAX,
            i64::MIN + 1,
            -1,
            0,
            1 << 32,
            (1 << 32) - 1,
        ]),
        _ => rng.u64() as i64,
    }
}

// =======================================================================================
// Control flow

#[test]
fn loop_variable_trip() {
    let k = "loop_variable_trip";
    let gm = geom(k, 96, 24);
    let mut rng = Rng::new(1);
    let cnt: Vec<u32> = (0..gm.global).map(|_| rng.below(41) as u32).collect();
    let data: Vec<u32> = (0..64).map(|_| rng.u32()).collect();
    let out = Launch::new("ordinary_control", k)
        .global(&[gm.global as u64])
        .local(&[gm.local as u64])
        .data(&cnt)
        .data(&data)
        .zeros(4 * gm.global)
        .run();
    let want: Vec<u32> = cnt
        .iter()
        .map(|&n| {
            (0..n).fold(0u32, |acc, i| {
                acc.wrapping_add(data[i as usize].wrapping_mul(i + 1))
            })
        })
        .collect();
    let mut c = Check::new();
    c.eq("out", &out.get::<u32>(2), &want, at_item(gm, 1));
    c.that(out.threads == gm.threads() as u64, || {
        format!("threads {} != {}", out.threads, gm.threads())
    });
    c.finish(&name(k, gm));
}

#[test]
fn nested_branches() {
    let k = "nested_branches";
    let gm = geom(k, 80, 40);
    let mut rng = Rng::new(2);
    let input: Vec<i32> = (0..gm.global)
        .map(|_| {
            if rng.chance(1, 2) {
                rng.range_i64(-20, 200) as i32
            } else {
                mixed_i32(&mut rng)
            }
        })
        .collect();
    let out = Launch::new("ordinary_control", k)
        .global(&[gm.global as u64])
        .local(&[gm.local as u64])
        .data(&input)
        .zeros(4 * gm.global)
        .run();
    let want: Vec<i32> = input
        .iter()
        .map(|&x| {
            if x & 1 != 0 {
                if x & 2 != 0 {
                    x.wrapping_mul(3)
                } else {
                    x.wrapping_add(7)
                }
            } else if x > 100 {
                x - 100
            } else if x < 10 {
                !x
            } else {
                x << 2
            }
        })
        .collect();
    let mut c = Check::new();
    c.eq("out", &out.get::<i32>(1), &want, at_item(gm, 1));
    c.finish(&name(k, gm));
}

#[test]
fn loop_break_continue() {
    let k = "loop_break_continue";
    let gm = geom(k, 64, 32);
    let mut rng = Rng::new(3);
    let len = 50u32;
    let table: Vec<u32> = (0..len).map(|_| rng.below(40) as u32).collect();
    let key: Vec<u32> = (0..gm.global).map(|_| rng.below(50) as u32).collect();
    let out = Launch::new("ordinary_control", k)
        .global(&[gm.global as u64])
        .local(&[gm.local as u64])
        .data(&table)
        .u32(len)
        .data(&key)
        .zeros(8 * gm.global)
        .run();
    let mut want = Vec::new();
    for &kv in &key {
        let mut acc = 0u32;
        let mut i = 0;
        while i < len {
            if table[i as usize] == kv {
                break;
            }
            if i % 3 != 0 {
                acc = acc.wrapping_add(table[i as usize] ^ i);
            }
            i += 1;
        }
        want.push(acc);
        want.push(i);
    }
    let mut c = Check::new();
    c.eq(
        "out (acc, index)",
        &out.get::<u32>(3),
        &want,
        at_item(gm, 2),
    );
    c.finish(&name(k, gm));
}

#[test]
fn switch_case() {
    let k = "switch_case";
    let gm = geom(k, 96, 48);
    let mut rng = Rng::new(4);
    let input: Vec<u32> = (0..gm.global).map(|_| rng.u32()).collect();
    let out = Launch::new("ordinary_control", k)
        .global(&[gm.global as u64])
        .local(&[gm.local as u64])
        .data(&input)
        .zeros(4 * gm.global)
        .run();
    let want: Vec<u32> = input
        .iter()
        .map(|&x| match x % 6 {
            0 => x.wrapping_mul(2),
            1 => x.wrapping_add(100),
            2 | 3 => x ^ 0xFF,
            4 => x >> 1,
            _ => 0,
        })
        .collect();
    let mut c = Check::new();
    c.eq("out", &out.get::<u32>(1), &want, at_item(gm, 1));
    c.finish(&name(k, gm));
}

#[test]
fn while_collatz() {
    let k = "while_collatz";
    let gm = geom(k, 64, 32);
    let mut rng = Rng::new(5);
    let input: Vec<u32> = (0..gm.global)
        .map(|g| match g {
            0 => 0,
            1 => 1,
            2 => 27,
            _ if g % 5 == 0 => rng.u32(),
            _ => rng.below(10_000) as u32,
        })
        .collect();
    let out = Launch::new("ordinary_control", k)
        .global(&[gm.global as u64])
        .local(&[gm.local as u64])
        .data(&input)
        .zeros(4 * gm.global)
        .run();
    let want: Vec<u32> = input
        .iter()
        .map(|&x0| {
            let (mut x, mut steps) = (x0, 0u32);
            while x != 1 && steps < 1000 {
                x = if x & 1 != 0 {
                    x.wrapping_mul(3).wrapping_add(1)
                } else {
                    x >> 1
                };
                steps += 1;
            }
            steps
        })
        .collect();
    let mut c = Check::new();
    c.eq("out", &out.get::<u32>(1), &want, at_item(gm, 1));
    c.finish(&name(k, gm));
}

// =======================================================================================
// 64-bit integers

#[test]
fn i64_arith() {
    i64_arith_on("ordinary_int64", "i64_arith");
}

#[test]
fn i64_arith_simd8() {
    i64_arith_on("ordinary_widths", "i64_arith_simd8");
}

#[test]
fn i64_arith_simd16() {
    i64_arith_on("ordinary_widths", "i64_arith_simd16");
}

fn i64_arith_on(file: &str, k: &str) {
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(6);
    let a: Vec<i64> = (0..n).map(|_| mixed_i64(&mut rng)).collect();
    let b: Vec<i64> = (0..n).map(|_| mixed_i64(&mut rng)).collect();
    let sh: Vec<u32> = (0..n).map(|_| rng.u32()).collect();
    let out = Launch::new(file, k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&a)
        .data(&b)
        .data(&sh)
        .zeros(8 * 10 * n)
        .run();
    let mut want = vec![0i64; 10 * n];
    for g in 0..n {
        let (x, y, s) = (a[g], b[g], sh[g] & 63);
        let r = [
            x.wrapping_add(y),
            x.wrapping_sub(y),
            x.wrapping_mul(y),
            ((x as i128 * y as i128) >> 64) as i64,
            x << s,
            x >> s,
            ((x as u64) >> s) as i64,
            ((x as u64 as u128 * y as u64 as u128) >> 64) as i64,
            (x < y) as i64,
            ((x as u64) < (y as u64)) as i64,
        ];
        for (p, v) in r.into_iter().enumerate() {
            want[p * n + g] = v;
        }
    }
    let mut c = Check::new();
    c.eq("out", &out.get::<i64>(3), &want, at_plane(gm));
    c.finish(&name(k, gm));
}

#[test]
fn i64_divrem() {
    i64_divrem_on("ordinary_int64", "i64_divrem");
}

#[test]
fn i64_divrem_simd8() {
    i64_divrem_on("ordinary_widths", "i64_divrem_simd8");
}

#[test]
fn i64_divrem_simd16() {
    i64_divrem_on("ordinary_widths", "i64_divrem_simd16");
}

fn i64_divrem_on(file: &str, k: &str) {
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(7);
    let a: Vec<i64> = (0..n).map(|_| mixed_i64(&mut rng)).collect();
    let b: Vec<i64> = (0..n)
        .map(|g| loop {
            let v = mixed_i64(&mut rng);
            if v != 0 && !(v == -1 && a[g] == i64::MIN) {
                break v;
            }
        })
        .collect();
    let out = Launch::new(file, k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&a)
        .data(&b)
        .zeros(8 * 4 * n)
        .run();
    let mut want = Vec::new();
    for g in 0..n {
        let (x, y) = (a[g], b[g]);
        want.extend([
            x / y,
            x % y,
            ((x as u64) / (y as u64)) as i64,
            ((x as u64) % (y as u64)) as i64,
        ]);
    }
    let mut c = Check::new();
    c.eq(
        "out (a/b, a%b, unsigned /, unsigned %)",
        &out.get::<i64>(2),
        &want,
        at_item(gm, 4),
    );
    c.finish(&name(k, gm));
}

#[test]
fn i64_bits() {
    let k = "i64_bits";
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(8);
    let input: Vec<u64> = (0..2 * n)
        .map(|i| {
            if i == 0 {
                0
            } else {
                mixed_i64(&mut rng) as u64
            }
        })
        .collect();
    let out = Launch::new("ordinary_int64", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&input)
        .zeros(8 * 5 * n)
        .run();
    let mut want = Vec::new();
    for g in 0..n {
        let (x, y) = (input[g], input[g + n]);
        want.extend([
            x.count_ones() as u64,
            x.leading_zeros() as u64,
            x.rotate_left((y & 63) as u32),
            (x & y) | (!x ^ y),
            x as u32 as i32 as i64 as u64,
        ]);
    }
    let mut c = Check::new();
    c.eq(
        "out (popcount, clz, rotate, bit mix, sign extension)",
        &out.get::<u64>(1),
        &want,
        at_item(gm, 5),
    );
    c.finish(&name(k, gm));
}

// =======================================================================================
// Atomics with contention: every work-item of the launch updates the same counters.

/// Values with a dense low half (bits mostly set) and a sparse high half (mostly clear),
/// so that neither the AND nor the OR of all of them degenerates.
fn atomic_value(rng: &mut Rng) -> u64 {
    let mut dense = u64::MAX;
    let mut sparse = u64::MAX;
    for _ in 0..6 {
        dense &= rng.u64();
        sparse &= rng.u64();
    }
    let lo = !dense & 0x0000_FFFF_0000_FFFF;
    let hi = sparse & 0xFFFF_0000_FFFF_0000;
    (lo | hi) ^ if rng.chance(1, 8) { rng.u64() } else { 0 }
}

#[test]
fn atomics_global32() {
    let k = "atomics_global32";
    let gm = geom(k, 128, 64);
    let n = gm.global;
    let mut rng = Rng::new(9);
    let val: Vec<i32> = (0..n).map(|_| atomic_value(&mut rng) as i32).collect();
    let c0: Vec<i32> = (0..9).map(|_| rng.u32() as i32).collect();
    let uc0: Vec<u32> = vec![rng.u32() | 0x8000_0000, rng.u32() >> 4];
    let slots0: Vec<i32> = (0..2 * n).map(|_| rng.u32() as i32).collect();
    let cmp: Vec<i32> = (0..n)
        .map(|g| {
            if rng.chance(1, 2) {
                slots0[n + g]
            } else {
                rng.u32() as i32
            }
        })
        .collect();
    let out = Launch::new("ordinary_atomics", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&val)
        .data(&cmp)
        .data(&c0)
        .data(&uc0)
        .data(&slots0)
        .zeros(4 * 2 * n)
        .run();
    let mut c = c0.clone();
    let mut uc = uc0.clone();
    let mut slots = slots0.clone();
    let mut old = vec![0i32; 2 * n];
    for g in 0..n {
        let v = val[g];
        c[0] = c[0].wrapping_add(v);
        c[1] = c[1].wrapping_sub(v);
        c[2] = c[2].wrapping_add(1);
        c[3] = c[3].wrapping_sub(1);
        c[4] = c[4].min(v);
        c[5] = c[5].max(v);
        c[6] &= v;
        c[7] |= v;
        c[8] ^= v;
        uc[0] = uc[0].min(v as u32);
        uc[1] = uc[1].max(v as u32);
        old[2 * g] = slots[g];
        slots[g] = v;
        old[2 * g + 1] = slots[n + g];
        if slots[n + g] == cmp[g] {
            slots[n + g] = v;
        }
    }
    let names = ["add", "sub", "inc", "dec", "min", "max", "and", "or", "xor"];
    let mut ck = Check::new();
    ck.eq("c", &out.get::<i32>(2), &c, |i| {
        format!("counter {i} ({})", names[i])
    });
    ck.eq("uc", &out.get::<u32>(3), &uc, |i| {
        format!("counter {i} ({})", ["umin", "umax"][i])
    });
    ck.eq("slots", &out.get::<i32>(4), &slots, |i| format!("slot {i}"));
    ck.eq(
        "old (xchg, cmpxchg)",
        &out.get::<i32>(5),
        &old,
        at_item(gm, 2),
    );
    ck.finish(&name(k, gm));
}

#[test]
fn atomics_global64() {
    let k = "atomics_global64";
    let gm = geom(k, 128, 64);
    let n = gm.global;
    let mut rng = Rng::new(10);
    let val: Vec<i64> = (0..n).map(|_| atomic_value(&mut rng) as i64).collect();
    let c0: Vec<i64> = (0..9).map(|_| rng.u64() as i64).collect();
    let slots0: Vec<i64> = (0..2 * n).map(|_| rng.u64() as i64).collect();
    let cmp: Vec<i64> = (0..n)
        .map(|g| {
            if rng.chance(1, 2) {
                slots0[n + g]
            } else {
                rng.u64() as i64
            }
        })
        .collect();
    let out = Launch::new("ordinary_atomics", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&val)
        .data(&cmp)
        .data(&c0)
        .data(&slots0)
        .zeros(8 * 2 * n)
        .run();
    let mut c = c0.clone();
    let mut slots = slots0.clone();
    let mut old = vec![0i64; 2 * n];
    for g in 0..n {
        let v = val[g];
        c[0] = c[0].wrapping_add(v);
        c[1] = c[1].wrapping_sub(v);
        c[2] = c[2].wrapping_add(1);
        c[3] = c[3].wrapping_sub(1);
        c[4] = c[4].min(v);
        c[5] = c[5].max(v);
        c[6] &= v;
        c[7] |= v;
        c[8] ^= v;
        old[2 * g] = slots[g];
        slots[g] = v;
        old[2 * g + 1] = slots[n + g];
        if slots[n + g] == cmp[g] {
            slots[n + g] = v;
        }
    }
    let names = ["add", "sub", "inc", "dec", "min", "max", "and", "or", "xor"];
    let mut ck = Check::new();
    ck.eq("c", &out.get::<i64>(2), &c, |i| {
        format!("counter {i} ({})", names[i])
    });
    ck.eq("slots", &out.get::<i64>(3), &slots, |i| format!("slot {i}"));
    ck.eq(
        "old (xchg, cmpxchg)",
        &out.get::<i64>(4),
        &old,
        at_item(gm, 2),
    );
    ck.finish(&name(k, gm));
}

#[test]
fn atomics_local32() {
    let k = "atomics_local32";
    for (global, local) in [(128usize, 64usize), (80, 40)] {
        let gm = geom(k, global, local);
        let mut rng = Rng::new(11 + local as u64);
        let val: Vec<i32> = (0..global).map(|_| atomic_value(&mut rng) as i32).collect();
        let init: Vec<i32> = (0..10).map(|_| rng.u32() as i32).collect();
        let groups = global / local;
        let out = Launch::new("ordinary_atomics", k)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&val)
            .data(&init)
            .zeros(4 * 10 * groups)
            .zeros(4 * global)
            .local_mem(4 * (11 + local as u64))
            .run();
        let mut want = Vec::new();
        for w in 0..groups {
            let vs = &val[w * local..(w + 1) * local];
            let mut c = init.clone();
            for &v in vs {
                c[0] = c[0].wrapping_add(v);
                c[1] = c[1].wrapping_sub(v);
                c[2] = c[2].wrapping_add(1);
                c[3] = c[3].wrapping_sub(1);
                c[4] = c[4].min(v);
                c[5] = c[5].max(v);
                c[6] &= v;
                c[7] |= v;
                c[8] ^= v;
            }
            c[9] = c[9].wrapping_add(1);
            want.extend(c);
        }
        let old: Vec<i32> = (0..global).map(|g| gm.lid(g) as i32).collect();
        let mut ck = Check::new();
        ck.eq("out (counters per group)", &out.get::<i32>(2), &want, |i| {
            format!("group {} counter {}", i / 10, i % 10)
        });
        ck.eq(
            "old (xchg of slot preset to l)",
            &out.get::<i32>(3),
            &old,
            at_item(gm, 1),
        );
        ck.finish(&name(k, gm));
    }
}

#[test]
fn atomics_local64() {
    let k = "atomics_local64";
    let gm = geom(k, 96, 48);
    let mut rng = Rng::new(12);
    let val: Vec<i64> = (0..gm.global).map(|_| mixed_i64(&mut rng)).collect();
    let groups = gm.global / gm.local;
    let out = Launch::new("ordinary_atomics", k)
        .global(&[gm.global as u64])
        .local(&[gm.local as u64])
        .data(&val)
        .zeros(8 * 3 * groups)
        .local_mem(24)
        .run();
    let mut want = Vec::new();
    for w in 0..groups {
        let vs = &val[w * gm.local..(w + 1) * gm.local];
        want.push(vs.iter().fold(0i64, |a, &v| a.wrapping_add(v)));
        want.push(vs.iter().fold(0i64, |a, &v| a ^ v));
        want.push(vs.iter().fold(i64::MAX, |a, &v| a.min(v)));
    }
    let mut ck = Check::new();
    ck.eq(
        "out (add, xor, min per group)",
        &out.get::<i64>(1),
        &want,
        |i| format!("group {} counter {}", i / 3, i % 3),
    );
    ck.finish(&name(k, gm));
}

#[test]
fn atomics_c11() {
    let k = "atomics_c11";
    let gm = geom(k, 128, 64);
    let n = gm.global;
    let mut rng = Rng::new(13);
    let val: Vec<i32> = (0..n).map(|_| atomic_value(&mut rng) as i32).collect();
    let c0 = vec![rng.u32() as i32, rng.u32() as i32];
    let uc0 = vec![rng.u32() & 0x0F0F_0F0F];
    let slots0: Vec<i32> = (0..n).map(|_| rng.u32() as i32).collect();
    let out = Launch::new("ordinary_atomics", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&val)
        .data(&c0)
        .data(&uc0)
        .data(&slots0)
        .zeros(4 * n)
        .run();
    let c = vec![
        val.iter().fold(c0[0], |a, &v| a.wrapping_add(v)),
        val.iter().fold(c0[1], |a, &v| a.max(v)),
    ];
    let uc = vec![val.iter().fold(uc0[0], |a, &v| a | v as u32)];
    let mut ck = Check::new();
    ck.eq("c (fetch_add, fetch_max)", &out.get::<i32>(1), &c, |i| {
        format!("counter {i}")
    });
    ck.eq("uc (fetch_or)", &out.get::<u32>(2), &uc, |i| {
        format!("counter {i}")
    });
    ck.eq("slots", &out.get::<i32>(3), &val, |i| format!("slot {i}"));
    ck.eq(
        "old (exchange)",
        &out.get::<i32>(4),
        &slots0,
        at_item(gm, 1),
    );
    ck.finish(&name(k, gm));
}

/// `atomic_tickets` (tests/corpus/kernels/ordinary_extra.cl): atomic_inc must hand out
/// every value exactly once, whatever the order: the returned tickets are a permutation.
#[test]
fn atomic_tickets() {
    let k = "atomic_tickets";
    for (global, local) in [(128usize, 64usize), (120, 40)] {
        let gm = geom(k, global, local);
        let mut rng = Rng::new(26 + local as u64);
        let c0 = rng.u32() | 0xFFFF_FF00; // the tickets wrap around 2^32
        let groups = global / local;
        let out = Launch::new("ordinary_extra", k)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&[c0])
            .zeros(4 * global)
            .local_mem(4)
            .zeros(4 * global)
            .zeros(4 * groups)
            .order_dependent()
            .run();
        let mut ck = Check::new();
        ck.eq(
            "counter",
            &out.get::<u32>(0),
            &[c0.wrapping_add(global as u32)],
            |_| "final value".into(),
        );
        let mut tickets = out.get::<u32>(1);
        tickets.sort_by_key(|t| t.wrapping_sub(c0));
        let want: Vec<u32> = (0..global as u32).map(|i| c0.wrapping_add(i)).collect();
        ck.eq("tickets (sorted from counter0)", &tickets, &want, |i| {
            format!("rank {i}")
        });
        let lticks = out.get::<u32>(3);
        for w in 0..groups {
            let mut t = lticks[w * local..(w + 1) * local].to_vec();
            t.sort();
            let want: Vec<u32> = (0..local as u32).collect();
            ck.eq(
                &format!("local tickets of group {w} (sorted)"),
                &t,
                &want,
                |i| format!("rank {i}"),
            );
        }
        ck.eq(
            "totals",
            &out.get::<u32>(4),
            &vec![local as u32; groups],
            |w| format!("group {w}"),
        );
        ck.finish(&name(k, gm));
    }
}

/// `global_barrier_exchange`: a work-group barrier with a global fence makes every
/// thread's global stores visible to the other threads of its group.
#[test]
fn global_barrier_exchange() {
    let k = "global_barrier_exchange";
    for (global, local) in [(256usize, 128usize), (120, 40)] {
        let gm = geom(k, global, local);
        let mut rng = Rng::new(27 + local as u64);
        let input: Vec<u32> = (0..global).map(|_| rng.u32()).collect();
        let out = Launch::new("ordinary_extra", k)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&input)
            .zeros(4 * global)
            .zeros(4 * global)
            .run();
        let want: Vec<u32> = (0..global)
            .map(|g| {
                let l = gm.lid(g);
                input[g - l + (local - 1 - l)]
                    .wrapping_mul(2)
                    .wrapping_add(1)
            })
            .collect();
        let mut ck = Check::new();
        ck.eq("out", &out.get::<u32>(2), &want, at_item(gm, 1));
        ck.finish(&name(k, gm));
    }
}

// =======================================================================================
// Local memory, barriers, work-group functions

#[test]
fn local_reverse() {
    let k = "local_reverse";
    for (global, local) in [(128usize, 64usize), (80, 40)] {
        let gm = geom(k, global, local);
        let mut rng = Rng::new(14 + local as u64);
        let input: Vec<u32> = (0..global).map(|_| rng.u32()).collect();
        let out = Launch::new("ordinary_local", k)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&input)
            .zeros(4 * global)
            .local_mem(4 * local as u64)
            .run();
        let want: Vec<u32> = (0..global)
            .map(|g| {
                let l = gm.lid(g);
                input[g - l + (local - 1 - l)]
            })
            .collect();
        let mut ck = Check::new();
        ck.eq("out", &out.get::<u32>(1), &want, at_item(gm, 1));
        ck.finish(&name(k, gm));
    }
}

#[test]
fn local_reduce_tree() {
    let k = "local_reduce_tree";
    for (global, local) in [(256usize, 64usize), (256, 256)] {
        let gm = geom(k, global, local);
        let mut rng = Rng::new(15 + local as u64);
        let input: Vec<u32> = (0..global).map(|_| rng.u32()).collect();
        let groups = global / local;
        let out = Launch::new("ordinary_local", k)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&input)
            .zeros(4 * groups)
            .run();
        let want: Vec<u32> = (0..groups)
            .map(|w| {
                input[w * local..(w + 1) * local]
                    .iter()
                    .fold(0u32, |a, &x| a.wrapping_add(x))
            })
            .collect();
        let mut ck = Check::new();
        ck.eq("out (sum per group)", &out.get::<u32>(1), &want, |i| {
            format!("group {i}")
        });
        ck.finish(&name(k, gm));
    }
}

#[test]
fn local_transpose_8x8() {
    let k = "local_transpose_8x8";
    let w = 16usize;
    let mut rng = Rng::new(16);
    let input: Vec<u32> = (0..w * w).map(|_| rng.normal_f32_bits()).collect();
    let out = Launch::new("ordinary_local", k)
        .global(&[w as u64, w as u64])
        .local(&[8, 8])
        .data(&input)
        .zeros(4 * w * w)
        .run();
    let mut want = vec![0u32; w * w];
    for r in 0..w {
        for col in 0..w {
            want[col * w + r] = input[r * w + col];
        }
    }
    let mut ck = Check::new();
    ck.eq("out (float bits)", &out.get::<u32>(1), &want, |i| {
        format!("row {} column {}", i / w, i % w)
    });
    ck.finish(&format!("{k} (global 16x16, local 8x8)"));
}

#[test]
fn work_group_collectives() {
    let k = "work_group_collectives";
    for (global, local) in [(96usize, 48usize), (80, 40)] {
        let gm = geom(k, global, local);
        let mut rng = Rng::new(17 + local as u64);
        let input: Vec<i32> = (0..global).map(|_| mixed_i32(&mut rng)).collect();
        let out = Launch::new("ordinary_local", k)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&input)
            .zeros(4 * 3 * global)
            .run();
        let mut want = Vec::new();
        for g in 0..global {
            let base = g - gm.lid(g);
            let wg = &input[base..base + local];
            want.push(wg.iter().fold(0i32, |a, &x| a.wrapping_add(x)));
            want.push(*wg[..=gm.lid(g)].iter().max().unwrap());
            want.push(wg[0]);
        }
        let mut ck = Check::new();
        ck.eq(
            "out (reduce_add, scan_inclusive_max, broadcast 0)",
            &out.get::<i32>(1),
            &want,
            at_item(gm, 3),
        );
        ck.finish(&name(k, gm));
    }
}

// =======================================================================================
// Work-item functions

#[test]
fn ndrange_1d() {
    let k = "ndrange_1d";
    let (global, local, off) = (96usize, 32usize, 5usize);
    let gm = geom(k, global, local);
    let out = Launch::new("ordinary_ndrange", k)
        .global(&[global as u64])
        .local(&[local as u64])
        .offset(&[off as u64])
        .data(&vec![0xFFFF_FFFFu32; 9 * global])
        .run();
    let mut want = Vec::new();
    for i in 0..global {
        want.extend([
            (i + off) as u32,
            off as u32,
            global as u32,
            (i % local) as u32,
            local as u32,
            (i / local) as u32,
            (global / local) as u32,
            1,
            local as u32,
        ]);
    }
    let names = [
        "global_id",
        "global_offset",
        "global_size",
        "local_id",
        "local_size",
        "group_id",
        "num_groups",
        "work_dim",
        "enqueued_local_size",
    ];
    let mut ck = Check::new();
    ck.eq("out", &out.get::<u32>(0), &want, |i| {
        format!("work-item {} {}", i / 9, names[i % 9])
    });
    ck.finish(&name(k, gm));
}

/// Expected per-dimension records of ndrange_2d/3d: `(global_id, offset, size, local_id,
/// group_id, num_groups)` for work-item with linear id `i`, plus its local linear id.
fn nd_records(global: &[usize], local: &[usize], off: &[usize], i: usize) -> (Vec<[u32; 6]>, u32) {
    let dims = global.len();
    let mut rest = i;
    let mut recs = Vec::new();
    let mut lids = Vec::new();
    for d in 0..dims {
        let x = rest % global[d];
        rest /= global[d];
        lids.push(x % local[d]);
        recs.push([
            (x + off[d]) as u32,
            off[d] as u32,
            global[d] as u32,
            (x % local[d]) as u32,
            (x / local[d]) as u32,
            (global[d] / local[d]) as u32,
        ]);
    }
    let mut lin = 0;
    for d in (0..dims).rev() {
        lin = lin * local[d] + lids[d];
    }
    (recs, lin as u32)
}

#[test]
fn ndrange_2d() {
    let k = "ndrange_2d";
    let (global, local, off) = ([16usize, 6], [8usize, 2], [3usize, 7]);
    let total = global[0] * global[1];
    let out = Launch::new("ordinary_ndrange", k)
        .global(&[16, 6])
        .local(&[8, 2])
        .offset(&[3, 7])
        .data(&vec![0xFFFF_FFFFu32; 12 * total])
        .run();
    let mut want = Vec::new();
    for i in 0..total {
        let (recs, _) = nd_records(&global, &local, &off, i);
        for r in recs {
            want.extend(r);
        }
    }
    let names = [
        "global_id",
        "global_offset",
        "global_size",
        "local_id",
        "group_id",
        "num_groups",
    ];
    let mut ck = Check::new();
    ck.eq("out", &out.get::<u32>(0), &want, |i| {
        format!("linear id {} dim {} {}", i / 12, (i % 12) / 6, names[i % 6])
    });
    ck.finish(&format!("{k} (global 16x6, local 8x2, offset 3,7)"));
}

#[test]
fn ndrange_3d() {
    let k = "ndrange_3d";
    let (global, local, off) = ([8usize, 4, 6], [4usize, 2, 3], [1usize, 2, 3]);
    let total = global.iter().product::<usize>();
    let out = Launch::new("ordinary_ndrange", k)
        .global(&[8, 4, 6])
        .local(&[4, 2, 3])
        .offset(&[1, 2, 3])
        .data(&vec![0xFFFF_FFFFu32; 20 * total])
        .run();
    let mut want = Vec::new();
    for i in 0..total {
        let (recs, lin) = nd_records(&global, &local, &off, i);
        for r in recs {
            want.extend(r);
        }
        want.extend([lin, 3]);
    }
    let names = [
        "global_id",
        "global_offset",
        "global_size",
        "local_id",
        "group_id",
        "num_groups",
    ];
    let mut ck = Check::new();
    ck.eq("out", &out.get::<u32>(0), &want, |i| {
        let f = i % 20;
        let what = match f {
            18 => "local_linear_id".to_string(),
            19 => "work_dim".to_string(),
            _ => format!("dim {} {}", f / 6, names[f % 6]),
        };
        format!("linear id {} {what}", i / 20)
    });
    ck.finish(&format!("{k} (global 8x4x6, local 4x2x3, offset 1,2,3)"));
}

#[test]
fn ndrange_2d_coords() {
    let k = "ndrange_2d_coords";
    let (w, h, ox, oy) = (16usize, 8usize, 2usize, 3usize);
    let out = Launch::new("ordinary_ndrange", k)
        .global(&[w as u64, h as u64])
        .local(&[8, 4])
        .offset(&[ox as u64, oy as u64])
        .data(&vec![0xFFFF_FFFFu32; w * h])
        .run();
    let mut want = vec![0u32; w * h];
    for y in 0..h {
        for x in 0..w {
            want[y * w + x] = ((x + ox) * 1000 + (y + oy)) as u32;
        }
    }
    let mut ck = Check::new();
    ck.eq("out", &out.get::<u32>(0), &want, |i| {
        format!("x {} y {}", i % w, i / w)
    });
    ck.finish(&format!("{k} (global 16x8, local 8x4, offset 2,3)"));
}

// =======================================================================================
// Private memory and spills

#[test]
fn private_array_spill() {
    let k = "private_array_spill";
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(18);
    let seed: Vec<u32> = (0..n).map(|_| rng.u32()).collect();
    let idx: Vec<u32> = (0..16 * n).map(|_| rng.u32()).collect();
    let out = Launch::new("ordinary_scratch", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&seed)
        .data(&idx)
        .zeros(4 * n)
        .run();
    let want: Vec<u32> = (0..n)
        .map(|g| {
            (0..16).fold(0u32, |acc, kk| {
                let i = idx[16 * g + kk] & 511;
                acc.wrapping_add(seed[g].wrapping_mul(i + 1).wrapping_add(i))
            })
        })
        .collect();
    let mut ck = Check::new();
    ck.eq("out", &out.get::<u32>(2), &want, at_item(gm, 1));
    ck.finish(&name(k, gm));
}

#[test]
fn private_array_rw() {
    let k = "private_array_rw";
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(19);
    let wi: Vec<u32> = (0..8 * n).map(|_| rng.u32()).collect();
    let ri: Vec<u32> = (0..n).map(|_| rng.u32()).collect();
    let out = Launch::new("ordinary_scratch", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&wi)
        .data(&ri)
        .zeros(4 * n)
        .run();
    let want: Vec<u32> = (0..n)
        .map(|g| {
            let mut q: Vec<f32> = (0..64).map(|i| i as f32 * 0.5).collect();
            for kk in 0..8 {
                q[(wi[8 * g + kk] & 63) as usize] += kk as f32 + 1.0;
            }
            q[(ri[g] & 63) as usize].to_bits()
        })
        .collect();
    let mut ck = Check::new();
    ck.eq(
        "out (float bits)",
        &out.get::<u32>(2),
        &want,
        at_item(gm, 1),
    );
    ck.finish(&name(k, gm));
}

#[test]
fn private_array_small() {
    let k = "private_array_small";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(20);
    let input: Vec<i32> = (0..8 * n).map(|_| rng.u32() as i32).collect();
    let sel: Vec<u32> = (0..n).map(|_| rng.u32()).collect();
    let out = Launch::new("ordinary_scratch", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&input)
        .data(&sel)
        .zeros(4 * n)
        .run();
    let want: Vec<i32> = (0..n)
        .map(|g| {
            let r = &input[8 * g..8 * g + 8];
            r[(sel[g] & 7) as usize].wrapping_sub(r[(sel[g].wrapping_add(3) & 7) as usize])
        })
        .collect();
    let mut ck = Check::new();
    ck.eq("out", &out.get::<i32>(2), &want, at_item(gm, 1));
    ck.finish(&name(k, gm));
}

#[test]
fn register_spill() {
    let k = "register_spill";
    let gm = geom(k, 32, 16);
    let n = gm.global;
    let mut rng = Rng::new(21);
    // Moderate magnitudes: no overflow, no denormals, so IEEE single arithmetic is the
    // whole definition (multiply, round; add, round; FP_CONTRACT OFF).
    let input: Vec<f32> = (0..6 * 16 * n)
        .map(|_| rng.f32_in(-1000.0, 1000.0))
        .collect();
    let out = Launch::new("ordinary_scratch", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&common::f32_bits(&input))
        .zeros(4 * 6 * 16 * n)
        .run();
    let mut want = Vec::new();
    for g in 0..n {
        let mut v: Vec<[f32; 16]> = (0..6)
            .map(|i| {
                let s = &input[(6 * g + i) * 16..(6 * g + i + 1) * 16];
                s.try_into().unwrap()
            })
            .collect();
        for _ in 0..2 {
            for i in 0..6 {
                let prev = v[(i + 5) % 6];
                for e in 0..16 {
                    let h = v[i][e] * 0.5;
                    v[i][e] = h + prev[e];
                }
            }
        }
        for vi in v {
            want.extend(vi.iter().map(|x| x.to_bits()));
        }
    }
    let mut ck = Check::new();
    ck.eq("out (float bits)", &out.get::<u32>(1), &want, |i| {
        format!(
            "{} vector {} element {}",
            gm.describe(i / 96),
            (i % 96) / 16,
            i % 16
        )
    });
    ck.finish(&name(k, gm));
}

// =======================================================================================
// Integer and vector helpers

#[test]
fn select_int() {
    let k = "select_int";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(22);
    let a: Vec<i32> = (0..n).map(|_| mixed_i32(&mut rng)).collect();
    let b: Vec<i32> = (0..n).map(|_| mixed_i32(&mut rng)).collect();
    let cv: Vec<i32> = (0..n)
        .map(|g| if g % 7 == 0 { 0 } else { mixed_i32(&mut rng) })
        .collect();
    let out = Launch::new("ordinary_select", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&a)
        .data(&b)
        .data(&cv)
        .zeros(4 * 12 * n)
        .run();
    let in24 = |x: i32| (-(1 << 23)..(1 << 23)).contains(&x);
    let mut want: Vec<Option<i32>> = vec![None; 12 * n];
    for g in 0..n {
        let (x, y, z) = (a[g], b[g], cv[g]);
        // mul24/mad24: defined for 24-bit operands; compared only when the product (and
        // for mad24 the sum) also fits in 32 bits, where every reading of the spec agrees.
        let p = x as i64 * y as i64;
        let p_ok = in24(x) && in24(y) && i32::try_from(p).is_ok();
        let mad = if p_ok {
            i32::try_from(p + z as i64).ok()
        } else {
            None
        };
        let mul = if p_ok { Some(p as i32) } else { None };
        let r = [
            Some(if z != 0 { y } else { x }),
            mad,
            mul,
            Some(x.clamp(-100, 100)),
            Some((x & !z) | (y & z)),
            Some((x as i64 - y as i64).unsigned_abs() as u32 as i32),
            Some((x as i64 + y as i64).clamp(i32::MIN as i64, i32::MAX as i64) as i32),
            Some((x as i64 - y as i64).clamp(i32::MIN as i64, i32::MAX as i64) as i32),
            Some(((x as i64 + y as i64) >> 1) as i32),
            Some(x.rotate_left((z & 31) as u32)),
            Some(x.leading_zeros() as i32),
            Some((((x as i64 * y as i64) >> 32) as i32).wrapping_add(z)),
        ];
        for (p, v) in r.into_iter().enumerate() {
            want[p * n + g] = v;
        }
    }
    let names = [
        "select",
        "mad24",
        "mul24",
        "clamp",
        "bitselect",
        "abs_diff",
        "add_sat",
        "sub_sat",
        "hadd",
        "rotate",
        "clz",
        "mad_hi",
    ];
    let at = at_plane(gm);
    let mut ck = Check::new();
    ck.elems("out", &out.get::<i32>(3), &want, |i| {
        format!("{} ({})", at(i), names[i / n])
    });
    ck.finish(&name(k, gm));
}

#[test]
fn select_float4() {
    let k = "select_float4";
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(23);
    let input: Vec<f32> = (0..12 * n)
        .map(|i| {
            if i % 17 == 0 {
                ((i / 17) % 5) as f32
            } else {
                rng.f32_in(-100.0, 100.0)
            }
        })
        .collect();
    let mask: Vec<i32> = (0..4 * n).map(|_| rng.u32() as i32).collect();
    let out = Launch::new("ordinary_select", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&common::f32_bits(&input))
        .data(&mask)
        .zeros(4 * 12 * n)
        .run();
    let got = out.get::<u32>(2);
    let mut ck = Check::new();
    let mut want_sel = Vec::new();
    for g in 0..n {
        for e in 0..4 {
            let (a, b, c) = (
                input[12 * g + e],
                input[12 * g + 4 + e],
                input[12 * g + 8 + e],
            );
            let m = mask[4 * g + e];
            // Vector select takes b where the mask's most significant bit is set.
            want_sel.push((12 * g + e, if m < 0 { b } else { a }.to_bits()));
            want_sel.push((12 * g + 8 + e, if a > b { a } else { c }.to_bits()));
            // mad: fused or unfused are both allowed (OpenCL leaves mad's rounding to the
            // implementation); accept either result.
            let fused = a.mul_add(b, c).to_bits();
            let unfused = (a * b + c).to_bits();
            let gv = got[12 * g + 4 + e];
            ck.that(gv == fused || gv == unfused, || {
                format!(
                    "mad at {} component {e}: got {gv:#010x}, want {fused:#010x} (fused) or {unfused:#010x}",
                    gm.describe(g)
                )
            });
        }
    }
    let mut idx: Vec<usize> = want_sel.iter().map(|&(i, _)| i).collect();
    idx.sort();
    let got_sel: Vec<u32> = want_sel.iter().map(|&(i, _)| got[i]).collect();
    let want_v: Vec<u32> = want_sel.iter().map(|&(_, w)| w).collect();
    ck.eq("out (select, a > b ? a : c)", &got_sel, &want_v, |i| {
        let pos = want_sel[i].0;
        format!(
            "{} result {} component {}",
            gm.describe(pos / 12),
            (pos % 12) / 4,
            pos % 4
        )
    });
    ck.finish(&name(k, gm));
}

#[test]
fn select_uchar16() {
    select_uchar16_on("ordinary_select", "select_uchar16");
}

#[test]
fn select_uchar16_simd8() {
    select_uchar16_on("ordinary_widths", "select_uchar16_simd8");
}

#[test]
fn select_uchar16_simd16() {
    select_uchar16_on("ordinary_widths", "select_uchar16_simd16");
}

fn select_uchar16_on(file: &str, k: &str) {
    let gm = geom(k, 64, 32);
    let n = gm.global;
    let mut rng = Rng::new(24);
    let input = rng.bytes(32 * n);
    let out = Launch::new(file, k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .buf(&input)
        .zeros(64 * n)
        .run();
    let mut want = Vec::new();
    for g in 0..n {
        let (u, v) = (
            &input[32 * g..32 * g + 16],
            &input[32 * g + 16..32 * g + 32],
        );
        want.extend((0..16).map(|e| u[e].saturating_add(v[e])));
        want.extend((0..16).map(|e| u[e].saturating_sub(v[e])));
        want.extend((0..16).map(|e| ((u[e] as u16 + v[e] as u16 + 1) >> 1) as u8));
        want.extend((0..16).map(|e| u[e].max(v[e]) ^ u[e].min(v[e])));
    }
    let names = ["add_sat", "sub_sat", "rhadd", "max^min"];
    let mut ck = Check::new();
    ck.eq("out", &out.get::<u8>(1), &want, |i| {
        format!(
            "{} {} byte {}",
            gm.describe(i / 64),
            names[(i % 64) / 16],
            i % 16
        )
    });
    ck.finish(&name(k, gm));
}

#[test]
fn bits_misc() {
    let k = "bits_misc";
    let gm = geom(k, 80, 40);
    let n = gm.global;
    let mut rng = Rng::new(25);
    let input: Vec<u32> = (0..2 * n)
        .map(|i| {
            if i < 4 {
                [0, 0, u32::MAX, 1][i]
            } else {
                mixed_i32(&mut rng) as u32
            }
        })
        .collect();
    let out = Launch::new("ordinary_bits", k)
        .global(&[n as u64])
        .local(&[gm.local as u64])
        .data(&input)
        .zeros(4 * 8 * n)
        .run();
    let mut want = vec![0u32; 8 * n];
    for g in 0..n {
        let (x, y) = (input[2 * g], input[2 * g + 1]);
        let d = (((x as u64) << 32) | y as u64).wrapping_sub(((y as u64) << 32) | x as u64);
        let r = [
            (x >> 7) & 0x1F,
            (x & !0xF0) | ((y & 0xF) << 4),
            ((x as u64 + y as u64 + 1) >> 1) as u32,
            ((x as u64 + y as u64) >> 1) as u32,
            ((x & 0xFFFF) << 16) | (y & 0xFFFF),
            d as u32,
            (d >> 32) as u32,
            x.count_ones() + y.leading_zeros() + x.trailing_zeros(),
        ];
        for (p, v) in r.into_iter().enumerate() {
            want[p * n + g] = v;
        }
    }
    let mut ck = Check::new();
    ck.eq("out", &out.get::<u32>(1), &want, at_plane(gm));
    ck.finish(&name(k, gm));
}
