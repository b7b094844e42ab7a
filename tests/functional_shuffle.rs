//! Functional reference tests of the cl_intel_subgroups shuffles
//! (`intel_sub_group_shuffle`, `_down`, `_up`, `_xor`) at SIMD8, 16 and 32, over every
//! type of `tests/corpus/kernels/shuffle_simd{8,16,32}.cl`.
//!
//! The expected outputs follow the spec's definitions (cl_intel_subgroups, section
//! "Sub-group Shuffle Functions"), with S = max_sub_group_size = the kernel's required
//! sub-group size:
//! - shuffle(data, c): `data` of lane c;
//! - shuffle_down(cur, next, d): i = lane + d; i < S -> cur of lane i, else next of lane i - S;
//! - shuffle_up(prev, cur, d): i = lane - d (signed); i >= 0 -> cur of lane i, else prev of
//!   lane i + S;
//! - shuffle_xor(data, v): `data` of lane (lane ^ v).
//!
//! Indices/deltas are random per lane (so IGC's indirect-move path is exercised with
//! non-uniform addresses) and always name a lane that exists in the sub-group: the spec
//! leaves out-of-range indices undefined and says shuffling from a work-item that does not
//! take part gives undefined results, so in a partial sub-group (work-group size not a
//! multiple of S) only its n active lanes are used as sources.
//!
//! Float/half/double inputs are random finite normal numbers (any sign and exponent): the
//! shuffle moves bits, and the test compares bits. 3-component vectors occupy 4 elements;
//! the 4th (padding) element of an output is not compared.

// References index several parallel arrays by work-item id; range loops read clearest.
#![allow(clippy::needless_range_loop)]

mod common;

use common::{Check, Geom, Launch, Rng};

/// One (in_T, out_T) argument pair of a shuffle kernel.
#[derive(Clone, Copy, Debug)]
struct Ty {
    name: &'static str,
    /// Bytes per scalar element.
    size: usize,
    /// Components of the vector (1 for scalars).
    comps: usize,
    /// Elements one value occupies in memory (4 for 3-component vectors).
    stride: usize,
    /// Floating-point element (inputs are kept finite and normal).
    float: bool,
}

fn scalar(name: &'static str, size: usize, float: bool) -> Ty {
    Ty {
        name,
        size,
        comps: 1,
        stride: 1,
        float,
    }
}

/// The argument pairs of a shuffle kernel, from its name (the generator's families).
fn types_of(kernel: &str) -> Vec<Ty> {
    if kernel.contains("_b32_") {
        vec![
            scalar("int", 4, false),
            scalar("uint", 4, false),
            scalar("float", 4, true),
        ]
    } else if kernel.contains("_b64_") {
        vec![
            scalar("long", 8, false),
            scalar("ulong", 8, false),
            scalar("double", 8, true),
        ]
    } else if kernel.contains("_small_") {
        vec![
            scalar("char", 1, false),
            scalar("uchar", 1, false),
            scalar("short", 2, false),
            scalar("ushort", 2, false),
            scalar("half", 2, true),
        ]
    } else if let Some(pos) = kernel.find("_vec_") {
        let base = kernel[pos + 5..].split('_').next().unwrap();
        let float = base == "float";
        let name: &'static str = match base {
            "float" => "float",
            "int" => "int",
            "uint" => "uint",
            other => panic!("unknown vector base type {other} in {kernel}"),
        };
        [2usize, 3, 4, 8, 16]
            .iter()
            .map(|&n| Ty {
                name,
                size: 4,
                comps: n,
                stride: if n == 3 { 4 } else { n },
                float,
            })
            .collect()
    } else {
        panic!("unknown shuffle kernel family: {kernel}")
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Op {
    Shuffle,
    Down,
    Up,
    Xor,
}

fn op_of(kernel: &str) -> Op {
    if kernel.starts_with("shuffle_down_") {
        Op::Down
    } else if kernel.starts_with("shuffle_up_") {
        Op::Up
    } else if kernel.starts_with("shuffle_xor_") {
        Op::Xor
    } else {
        Op::Shuffle
    }
}

/// Random bytes of one scalar element of `ty`.
fn random_elem(rng: &mut Rng, ty: Ty) -> Vec<u8> {
    match (ty.float, ty.size) {
        (true, 2) => rng.normal_f16_bits().to_le_bytes().to_vec(),
        (true, 4) => rng.normal_f32_bits().to_le_bytes().to_vec(),
        (true, 8) => rng.normal_f64_bits().to_le_bytes().to_vec(),
        (false, n) => rng.bytes(n),
        _ => unreachable!(),
    }
}

/// A per-lane index/delta/mask for work-item `g` that names an active lane.
fn pick_sel(rng: &mut Rng, op: Op, geom: Geom, g: usize) -> u32 {
    let lane = geom.lane(g) as i64;
    let n = geom.sg_size(g) as i64;
    let s = geom.simd as i64;
    match op {
        Op::Shuffle => rng.below(n as u64) as u32,
        Op::Xor => (lane ^ rng.below(n as u64) as i64) as u32,
        Op::Down => {
            // Shuffle index t = lane + delta in [lane, n) ("current") or [S, S + n) ("next").
            // A work-group smaller than S: only "current" (see `shuffles_simd16`).
            let cur = n - lane;
            let second = if geom.local < geom.simd { 0 } else { n };
            let k = rng.below((cur + second) as u64) as i64;
            let t = if k < cur { lane + k } else { s + (k - cur) };
            (t - lane) as u32
        }
        Op::Up => {
            // Shuffle index i = lane - delta in [0, lane] ("current") or [-S, -S + n) ("previous").
            let second = if geom.local < geom.simd { 0 } else { n };
            let k = rng.below((lane + 1 + second) as u64) as i64;
            let i = if k <= lane { k } else { -s + (k - lane - 1) };
            (lane - i) as u32
        }
    }
}

/// The work-item (global id) whose value shuffle `op` with `sel` returns to `g`, and
/// whether it is taken from the second source (`next` / `previous`, stored at `+G`).
fn source(op: Op, geom: Geom, g: usize, sel: u32) -> (usize, bool) {
    let lane = geom.lane(g) as i64;
    let s = geom.simd as i64;
    let base = geom.sg_base(g) as i64;
    let (l, second) = match op {
        Op::Shuffle => (sel as i64, false),
        Op::Xor => (lane ^ sel as i64, false),
        Op::Down => {
            let i = lane + sel as i64;
            assert!(i < 2 * s);
            if i < s {
                (i, false)
            } else {
                (i - s, true)
            }
        }
        Op::Up => {
            let i = lane - sel as i64;
            assert!(i >= -s);
            if i >= 0 {
                (i, false)
            } else {
                (i + s, true)
            }
        }
    };
    assert!(
        (0..geom.sg_size(g) as i64).contains(&l),
        "test bug: source lane {l} is not active"
    );
    ((base + l) as usize, second)
}

/// Runs one shuffle kernel on one geometry and compares every output with the reference.
fn run_shuffle(file: &str, kernel: &str, simd: usize, global: usize, local: usize, seed: u64) {
    let geom = Geom::new(global, local, simd);
    let op = op_of(kernel);
    let types = types_of(kernel);
    let mut rng = Rng::new(seed);
    let sel: Vec<u32> = (0..global)
        .map(|g| pick_sel(&mut rng, op, geom, g))
        .collect();
    let values = if matches!(op, Op::Down | Op::Up) {
        2 * global
    } else {
        global
    };

    let mut launch = Launch::new(file, kernel)
        .global(&[global as u64])
        .local(&[local as u64])
        .data(&sel);
    let mut inputs = Vec::new();
    let mut prefill = Vec::new();
    for &ty in &types {
        let vb = ty.size * ty.stride;
        let mut input = Vec::with_capacity(values * vb);
        for _ in 0..values * ty.stride {
            input.extend(random_elem(&mut rng, ty));
        }
        // Outputs start with random bytes so that missing writes show up.
        let out0 = rng.bytes(global * vb);
        launch = launch.buf(&input).buf(&out0);
        inputs.push(input);
        prefill.push(out0);
    }
    let out = launch.run();

    let name = format!("{kernel} (global {global}, local {local})");
    let mut check = Check::new();
    check.that(out.threads == geom.threads() as u64, || {
        format!(
            "threads dispatched: {}, expected one per sub-group = {}",
            out.threads,
            geom.threads()
        )
    });
    for (t, &ty) in types.iter().enumerate() {
        let vb = ty.size * ty.stride;
        let got = out.buf(2 + 2 * t);
        let mut want: Vec<Option<u8>> = prefill[t].iter().map(|&b| Some(b)).collect();
        for g in 0..global {
            let (src, second) = source(op, geom, g, sel[g]);
            let v = if second { src + global } else { src };
            for c in 0..ty.stride {
                for b in 0..ty.size {
                    let o = g * vb + c * ty.size + b;
                    want[o] = if c < ty.comps {
                        Some(inputs[t][v * vb + c * ty.size + b])
                    } else {
                        None // padding of a 3-component vector
                    };
                }
            }
        }
        let what = format!(
            "out_{}{}",
            ty.name,
            if ty.comps > 1 {
                ty.comps.to_string()
            } else {
                String::new()
            }
        );
        let sel_ref = &sel;
        check.elems(&what, got, &want, |i| {
            let g = i / vb;
            let comp = (i % vb) / ty.size;
            format!(
                "{} component {comp} byte {} (sel {})",
                geom.describe(g),
                i % ty.size,
                sel_ref[g]
            )
        });
    }
    check.finish(&name);
}

/// Shuffle kernels of one corpus file, from the committed index.
fn kernels_of(file: &str) -> Vec<String> {
    let index = std::fs::read_to_string(common::gen_corpus_path("index.tsv")).unwrap();
    let ks: Vec<String> = index
        .lines()
        .skip(1)
        .filter_map(|l| {
            let mut f = l.split('\t');
            let (fl, k) = (f.next()?, f.next()?);
            (fl == file).then(|| k.to_string())
        })
        .collect();
    // icllp and tgllp have no fp64: the 64-bit family is not built for them
    let families = if common::test_generation() == "gen9" {
        4
    } else {
        3
    };
    assert_eq!(
        ks.len(),
        4 * families,
        "{file}: expected 4 ops x {families} type families"
    );
    ks
}

/// All shuffle kernels of a width on full sub-groups (2 work-groups of 2 sub-groups) and
/// on a partial-sub-group geometry. Failures of all kernels are collected, then reported.
fn run_width(simd: usize, partial: &[(Op, usize)]) {
    let file = format!("shuffle_simd{simd}");
    let mut failures = Vec::new();
    for (k, kernel) in kernels_of(&file).iter().enumerate() {
        let op = op_of(kernel);
        let mut geoms = vec![(4 * simd, 2 * simd)];
        for &(o, local) in partial {
            if o == op {
                geoms.push((2 * local, local));
            }
        }
        for (j, &(global, local)) in geoms.iter().enumerate() {
            let seed = 0x5eed_0000 + (simd as u64) * 1000 + k as u64 * 10 + j as u64;
            let r =
                std::panic::catch_unwind(|| run_shuffle(&file, kernel, simd, global, local, seed));
            if let Err(e) = r {
                let msg = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                failures.push(msg);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} shuffle run(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// Partial sub-groups: local 12 at SIMD8 (sub-groups of 8 and 4) and at SIMD16 (one of 12),
// local 40 at SIMD32 (32 and 8). shuffle_down/up also run at SIMD16 with local 24 (16 and
// 8): their second source is chosen by comparing with max_sub_group_size, which the spec
// does not pin down for a work-group smaller than the SIMD width (16 or 12?), so with
// local 12 they only take "current" values (shuffle index inside the sub-group), where
// both readings agree, and local 24 (max 16 beyond doubt) covers next/previous.
const ALL: [Op; 4] = [Op::Shuffle, Op::Down, Op::Up, Op::Xor];

#[test]
fn shuffles_simd8() {
    let partial: Vec<(Op, usize)> = ALL.iter().map(|&o| (o, 12)).collect();
    run_width(8, &partial);
}

#[test]
fn shuffles_simd16() {
    run_width(
        16,
        &[
            (Op::Shuffle, 12),
            (Op::Xor, 12),
            (Op::Down, 12),
            (Op::Up, 12),
            (Op::Down, 24),
            (Op::Up, 24),
        ],
    );
}

#[test]
fn shuffles_simd32() {
    let partial: Vec<(Op, usize)> = ALL.iter().map(|&o| (o, 40)).collect();
    run_width(32, &partial);
}

// =======================================================================================
// tests/corpus/kernels/subgroup_extra.cl: uniform/constant indices and divergent shuffles

/// `shuffle_uniform_simdS`: index from a kernel argument and constant deltas/masks. In a
/// partial sub-group, results whose source lane does not exist are undefined (not compared).
fn run_uniform(simd: usize, global: usize, local: usize, seed: u64) {
    let kernel = format!("shuffle_uniform_simd{simd}");
    let geom = Geom::new(global, local, simd);
    let mut rng = Rng::new(seed);
    let c = rng.below(geom.min_sg_size() as u64) as u32;
    let input: Vec<u32> = (0..2 * global).map(|_| rng.u32()).collect();
    let out = Launch::new("subgroup_extra", &kernel)
        .global(&[global as u64])
        .local(&[local as u64])
        .data(&input)
        .zeros(16 * global)
        .u32(c)
        .run();
    let mut want: Vec<Option<u32>> = Vec::new();
    for g in 0..global {
        let lane = geom.lane(g) as i64;
        let (n, s, base) = (geom.sg_size(g) as i64, simd as i64, geom.sg_base(g));
        // (source lane, from the second source?) as the spec defines, None if out of range.
        let cases = [
            (c as i64, false),
            (lane + 1, false),
            (lane - 3, false),
            (lane ^ 1, false),
        ];
        for (k, &(idx, _)) in cases.iter().enumerate() {
            let (l, second) = match k {
                1 if idx >= s => (idx - s, true),
                2 if idx < 0 => (idx + s, true),
                _ => (idx, false),
            };
            want.push(if (0..n).contains(&l) {
                Some(input[base + l as usize + if second { global } else { 0 }])
            } else {
                None
            });
        }
    }
    let mut check = Check::new();
    let ops = [
        "shuffle(x, c)",
        "shuffle_down(x, next, 1)",
        "shuffle_up(prev, x, 3)",
        "shuffle_xor(x, 1)",
    ];
    check.elems(&format!("out (c = {c})"), &out.get::<u32>(1), &want, |i| {
        format!("{} {}", geom.describe(i / 4), ops[i % 4])
    });
    check.finish(&format!("{kernel} (global {global}, local {local})"));
}

#[test]
fn shuffle_uniform_indices() {
    for (s, partial) in [(8usize, 12usize), (16, 24), (32, 40)] {
        run_uniform(s, 4 * s, 2 * s, 0x0a1f + s as u64);
        run_uniform(s, 2 * partial, partial, 0x0a2f + s as u64);
    }
}

/// `shuffle_divergent_simdS`: each side of a branch shuffles only among the lanes that
/// took it (the spec's rule for shuffles not reached by the whole sub-group).
fn run_divergent(simd: usize, global: usize, local: usize, seed: u64) {
    let kernel = format!("shuffle_divergent_simd{simd}");
    let geom = Geom::new(global, local, simd);
    let mut rng = Rng::new(seed);
    let pred: Vec<i32> = (0..global)
        .map(|_| {
            if rng.chance(1, 2) {
                (rng.u32() | 1) as i32
            } else {
                0
            }
        })
        .collect();
    let input: Vec<u32> = (0..global).map(|_| rng.u32()).collect();
    let mut sel = vec![0u32; global];
    let mut want = vec![0u32; global];
    for g in 0..global {
        let base = geom.sg_base(g);
        let lane = geom.lane(g);
        let taken = pred[g] != 0;
        let same: Vec<usize> = (0..geom.sg_size(g))
            .filter(|&l| (pred[base + l] != 0) == taken)
            .collect();
        let t = rng.pick(&same);
        if taken {
            sel[g] = t as u32;
            want[g] = input[base + t];
        } else {
            sel[g] = (lane ^ t) as u32;
            want[g] = input[base + t] ^ 0x5A5A_5A5A;
        }
    }
    let out = Launch::new("subgroup_extra", &kernel)
        .global(&[global as u64])
        .local(&[local as u64])
        .data(&pred)
        .data(&sel)
        .data(&input)
        .zeros(4 * global)
        .run();
    let mut check = Check::new();
    check.eq("out", &out.get::<u32>(3), &want, |g| {
        format!("{} pred {} sel {}", geom.describe(g), pred[g] != 0, sel[g])
    });
    check.finish(&format!("{kernel} (global {global}, local {local})"));
}

#[test]
fn shuffle_divergent_branches() {
    for (s, partial) in [(8usize, 12usize), (16, 12), (32, 40)] {
        run_divergent(s, 4 * s, 2 * s, 0xd1f + s as u64);
        run_divergent(s, 2 * partial, partial, 0xd2f + s as u64);
    }
}
