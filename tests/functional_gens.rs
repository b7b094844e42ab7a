//! The same OpenCL C kernels built for Gen9 (`skl`), Gen11 (`icllp`) and Gen12LP (`tgllp`)
//! give the same spec-derived results, each on its generation's machine (`gen9-gt2`,
//! `iris-plus-g7`, `iris-xe-96eu`), at SIMD8, 16 and 32. The kernels exercise what differs
//! between the generations: IGC's 32x32 multiply (`mach` without AccWrEn on Gen11+), forward
//! `goto` on partial sub-groups (jump on true from Gen11), integer data moved with
//! float-typed `mov`s, and the barrier (Gen9 `wait`, Gen12 `sync.bar`). The whole functional
//! suite runs on one generation with `EUSIM_TEST_GEN=gen11` or `gen12lp`.

mod common;

use common::{Check, Geom, Launch, Rng};

const GENERATIONS: [&str; 3] = ["gen9", "gen11", "gen12lp"];

/// cl_khr_subgroups queries on work-groups of one and a half sub-groups (the last one
/// partial): size, number, id and local id of each work-item's sub-group.
#[test]
fn sub_group_queries_on_every_generation_and_width() {
    for gen in GENERATIONS {
        for simd in [8usize, 16, 32] {
            let (global, local) = (6 * simd, 3 * simd / 2);
            let geom = Geom::new(global, local, simd);
            let out = Launch::new(
                &format!("collectives_simd{simd}"),
                &format!("sg_queries_simd{simd}"),
            )
            .on(gen)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&vec![0xDEAD_BEEFu32; 6 * global])
            .run();
            let got = out.get::<u32>(0);
            let mut check = Check::new();
            for g in 0..global {
                let want = [
                    geom.sg_size(g),
                    simd,
                    geom.num_sg(),
                    geom.num_sg(),
                    geom.sg(g),
                    geom.lane(g),
                ];
                for (k, w) in want.iter().enumerate() {
                    check.that(got[6 * g + k] == *w as u32, || {
                        format!(
                            "{} query {k}: got {}, want {w}",
                            geom.describe(g),
                            got[6 * g + k]
                        )
                    });
                }
            }
            check.finish(&format!("{gen} sg_queries_simd{simd}"));
        }
    }
}

/// Each work-group's slice reversed through local memory across a barrier:
/// `out[g] = in[g - l + (L - 1 - l)]` (OpenCL C source: ordinary_local.cl).
#[test]
fn local_memory_barrier_on_every_generation() {
    for gen in GENERATIONS {
        for (global, local) in [(128usize, 64usize), (80, 40)] {
            let mut rng = Rng::new(14 + local as u64);
            let input: Vec<u32> = (0..global).map(|_| rng.u32()).collect();
            let out = Launch::new("ordinary_local", "local_reverse")
                .on(gen)
                .global(&[global as u64])
                .local(&[local as u64])
                .data(&input)
                .zeros(4 * global)
                .local_mem(4 * local as u64)
                .run();
            let want: Vec<u32> = (0..global)
                .map(|g| {
                    let l = g % local;
                    input[g - l + (local - 1 - l)]
                })
                .collect();
            assert_eq!(
                out.get::<u32>(1),
                want,
                "{gen} local_reverse global {global} local {local}"
            );
        }
    }
}

/// A loop whose trip count differs per work-item (divergent control flow), from
/// ordinary_control.cl: `out[g] = sum over i < cnt[g] of data[i] * (i + 1)` (uint, wrapping).
#[test]
fn divergent_loop_on_every_generation() {
    for gen in GENERATIONS {
        let global = 96usize;
        let mut rng = Rng::new(1);
        let cnt: Vec<u32> = (0..global).map(|_| rng.below(41) as u32).collect();
        let data: Vec<u32> = (0..64).map(|_| rng.u32()).collect();
        let out = Launch::new("ordinary_control", "loop_variable_trip")
            .on(gen)
            .global(&[global as u64])
            .local(&[24])
            .data(&cnt)
            .data(&data)
            .zeros(4 * global)
            .run();
        let want: Vec<u32> = (0..global)
            .map(|g| {
                (0..cnt[g]).fold(0u32, |s, i| {
                    s.wrapping_add(data[i as usize].wrapping_mul(i + 1))
                })
            })
            .collect();
        assert_eq!(out.get::<u32>(2), want, "{gen} loop_variable_trip");
    }
}
