//! End-to-end: the corpus's `intel_sub_group_shuffle` / `_down` kernels (indirect register
//! moves through `a0`, packed `:v` immediates) compiled by ocloc, decoded and executed; the
//! expected outputs follow the formulas in `tests/corpus/kernels/shuffle_simd*.cl`.

#![allow(clippy::needless_range_loop)]

mod common;
use common::*;

/// Registers the kernel's code reads: (reg, dword) of local size, global offset and, when
/// used, global size.
struct Payload {
    simd: u8,
    local_size: (usize, usize),
    global_offset: (usize, usize),
    global_size: Option<(usize, usize)>,
}

fn data(seed: u32, n: usize) -> Vec<u32> {
    (0..n as u32)
        .map(|i| (i.wrapping_mul(0x9e37_79b9) ^ seed).rotate_left(i % 13))
        .collect()
}

fn run(name: &str, suite: &str, p: &Payload, groups: u32, mem: &mut Mem) {
    let k = heap(suite, name);
    let s = p.simd as u32;
    for g in 0..groups {
        let mut st = thread(p.simd);
        st.write_ud(0, 1, g);
        let ids: Vec<u16> = (0..p.simd as u16).collect();
        set_uw(&mut st, 1, &ids);
        st.write_ud(p.local_size.0, p.local_size.1, s);
        st.write_ud(p.global_offset.0, p.global_offset.1, 0);
        if let Some((r, d)) = p.global_size {
            st.write_ud(r, d, s * groups);
        }
        assert_eq!(run_to_end(&mut st, &k, mem), eu_model::StepOutcome::Ended);
        assert!(st.is_ended());
    }
}

fn check_shuffle_b32(simd: u8, p: Payload) {
    let s = simd as usize;
    let n = 2 * s;
    let sel: Vec<u32> = (0..n).map(|i| ((i * 7 + 3) % s) as u32).collect();
    let ins: Vec<Vec<u32>> = (0..3).map(|k| data(0x1234 + k, n)).collect();
    let mut bufs = vec![(0u8, bytes_of(&sel))];
    for (k, v) in ins.iter().enumerate() {
        bufs.push((1 + 2 * k as u8, bytes_of(v)));
        bufs.push((2 + 2 * k as u8, vec![0; n * 4]));
    }
    let mut mem = Mem::with(&bufs);
    let name = format!("shuffle_b32_simd{simd}");
    run(&name, &format!("shuffle_simd{simd}"), &p, 2, &mut mem);
    for (k, inp) in ins.iter().enumerate() {
        let out = mem.u32s(2 + 2 * k as u8);
        for g in 0..n {
            let lane = g % s;
            assert_eq!(
                out[g],
                inp[g - lane + sel[g] as usize],
                "{name} buffer {k} item {g}"
            );
        }
    }
}

#[test]
fn shuffle_b32_simd8() {
    check_shuffle_b32(
        8,
        Payload {
            simd: 8,
            local_size: (7, 0),
            global_offset: (4, 0),
            global_size: None,
        },
    );
}

#[test]
fn shuffle_b32_simd16() {
    check_shuffle_b32(
        16,
        Payload {
            simd: 16,
            local_size: (7, 0),
            global_offset: (4, 0),
            global_size: None,
        },
    );
}

#[test]
fn shuffle_b32_simd32() {
    check_shuffle_b32(
        32,
        Payload {
            simd: 32,
            local_size: (10, 0),
            global_offset: (7, 0),
            global_size: None,
        },
    );
}

#[test]
fn shuffle_down_b32_simd16() {
    let s = 16usize;
    let groups = 2;
    let n = groups * s;
    let sel: Vec<u32> = (0..n).map(|i| ((i * 5 + 1) % s) as u32).collect();
    let ins: Vec<Vec<u32>> = (0..3).map(|k| data(0xabc0 + k, 2 * n)).collect();
    let mut bufs = vec![(0u8, bytes_of(&sel))];
    for (k, v) in ins.iter().enumerate() {
        bufs.push((1 + 2 * k as u8, bytes_of(v)));
        bufs.push((2 + 2 * k as u8, vec![0; n * 4]));
    }
    let mut mem = Mem::with(&bufs);
    let p = Payload {
        simd: 16,
        local_size: (7, 3),
        global_offset: (4, 0),
        global_size: Some((7, 0)),
    };
    run(
        "shuffle_down_b32_simd16",
        "shuffle_simd16",
        &p,
        groups as u32,
        &mut mem,
    );
    for (k, inp) in ins.iter().enumerate() {
        let out = mem.u32s(2 + 2 * k as u8);
        for g in 0..n {
            let lane = g % s;
            let base = g - lane;
            let i = lane + sel[g] as usize;
            let want = if i < s {
                inp[base + i]
            } else {
                inp[n + base + i - s]
            };
            assert_eq!(out[g], want, "buffer {k} item {g} (sel {})", sel[g]);
        }
    }
}

/// Shuffle of element size `sz` bytes over buffers `1 + 2k` (in) / `2 + 2k` (out).
fn check_shuffle_sized(name: &str, sizes: &[usize], p: Payload) {
    let s = p.simd as usize;
    let n = 2 * s;
    let sel: Vec<u32> = (0..n).map(|i| ((i * 11 + 5) % s) as u32).collect();
    let mut bufs = vec![(0u8, bytes_of(&sel))];
    let mut ins = Vec::new();
    for (k, &sz) in sizes.iter().enumerate() {
        let v: Vec<u8> = (0..n * sz).map(|i| (i * 29 + k * 71 + 3) as u8).collect();
        bufs.push((1 + 2 * k as u8, v.clone()));
        bufs.push((2 + 2 * k as u8, vec![0; n * sz]));
        ins.push(v);
    }
    let mut mem = Mem::with(&bufs);
    run(name, &format!("shuffle_simd{}", p.simd), &p, 2, &mut mem);
    for (k, &sz) in sizes.iter().enumerate() {
        let out = &mem.surfaces[&(2 + 2 * k as u8)];
        for g in 0..n {
            let src = g - g % s + sel[g] as usize;
            assert_eq!(
                &out[g * sz..(g + 1) * sz],
                &ins[k][src * sz..(src + 1) * sz],
                "{name} buffer {k} item {g}"
            );
        }
    }
}

#[test]
fn shuffle_small_simd16() {
    check_shuffle_sized(
        "shuffle_small_simd16",
        &[1, 1, 2, 2, 2],
        Payload {
            simd: 16,
            local_size: (8, 0),
            global_offset: (4, 0),
            global_size: None,
        },
    );
}

#[test]
fn shuffle_b64_simd16() {
    check_shuffle_sized(
        "shuffle_b64_simd16",
        &[8, 8, 8],
        Payload {
            simd: 16,
            local_size: (7, 0),
            global_offset: (4, 0),
            global_size: None,
        },
    );
}
