//! Functional reference tests of the cl_khr_subgroups built-ins at SIMD8, 16 and 32
//! (`tests/corpus/kernels/collectives_simd{8,16,32}.cl`): work-item queries,
//! sub_group_barrier, sub_group_all/any, sub_group_broadcast and the nine
//! reductions/scans over int, uint, long, ulong, float, half and double.
//!
//! References follow the specs (cl_khr_subgroups, cl_intel_subgroups "Sub-group functions"):
//! sub-group k of a 1-D work-group holds local ids k*S .. min((k+1)*S, L); reductions and
//! scans cover only the work-items of the sub-group (a partial last sub-group included);
//! scans run in increasing sub-group local id; exclusive scans start from the identity
//! (0 for add; for min the type's largest value, +INF for floating types; for max the
//! smallest, -INF for floating types — OpenCL C 2.0, work-group/sub-group scan functions).
//!
//! Floating-point reductions: the spec does not fix the order of the additions, so float,
//! half and double inputs are small integers whose partial sums are all exactly
//! representable (|x| <= 1000 for float, <= 60 for half with at most 32 lanes, < 2^40 for
//! double); then every order gives the same bits and the comparison is exact.
//!
//! Every kernel runs on full sub-groups and on work-groups that end in a partial sub-group
//! (local 12 at SIMD8 and 16, 40 at SIMD32; also 24 at SIMD16).

// References index several parallel arrays by work-item id; range loops read clearest.
#![allow(clippy::needless_range_loop)]

mod common;

use common::fp::{f16_to_f64, f64_to_f16, Round};
use common::{at_item, at_plane, Check, Elem, Geom, Launch, Rng};

/// Geometries (global, local) per SIMD width: full sub-groups, then partial ones.
fn geoms(simd: usize) -> Vec<(usize, usize)> {
    let mut v = vec![(4 * simd, 2 * simd)];
    match simd {
        8 => v.push((24, 12)),
        16 => {
            v.push((24, 12));
            v.push((48, 24));
        }
        32 => v.push((80, 40)),
        _ => unreachable!(),
    }
    v
}

fn file(simd: usize) -> String {
    format!("collectives_simd{simd}")
}

// ---------------------------------------------------------------------------------------
// Queries

fn queries(simd: usize) {
    for (global, local) in geoms(simd) {
        let geom = Geom::new(global, local, simd);
        let kernel = format!("sg_queries_simd{simd}");
        let out = Launch::new(&file(simd), &kernel)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&vec![0xDEAD_BEEFu32; 6 * global])
            .run();
        let mut want = Vec::new();
        for g in 0..global {
            // get_max_sub_group_size is S when a work-group holds at least one full
            // sub-group; for a work-group smaller than S the spec's "maximum size of a
            // sub-group within the dispatch" is ambiguous (S or L), so it is not compared.
            let max = if local >= simd {
                Some(simd as u32)
            } else {
                None
            };
            want.extend([
                Some(geom.sg_size(g) as u32),
                max,
                Some(geom.num_sg() as u32),
                Some(geom.num_sg() as u32), // uniform work-groups: same as get_num_sub_groups
                Some(geom.sg(g) as u32),
                Some(geom.lane(g) as u32),
            ]);
        }
        let mut check = Check::new();
        let names = [
            "sub_group_size",
            "max_sub_group_size",
            "num_sub_groups",
            "enqueued_num_sub_groups",
            "sub_group_id",
            "sub_group_local_id",
        ];
        check.elems("out", &out.get::<u32>(0), &want, |i| {
            format!("{} {}", geom.describe(i / 6), names[i % 6])
        });
        check.that(out.threads == geom.threads() as u64, || {
            format!(
                "threads dispatched: {}, expected {}",
                out.threads,
                geom.threads()
            )
        });
        check.finish(&format!("{kernel} (global {global}, local {local})"));
    }
}

// ---------------------------------------------------------------------------------------
// Barrier

fn barrier(simd: usize) {
    for (global, local) in geoms(simd) {
        let geom = Geom::new(global, local, simd);
        let kernel = format!("sg_barrier_simd{simd}");
        let mut rng = Rng::new(0xba44 + simd as u64 + local as u64);
        let input: Vec<u32> = (0..global).map(|_| rng.u32()).collect();
        let out = Launch::new(&file(simd), &kernel)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&input)
            .zeros(8 * global)
            .local_mem(4 * local as u64)
            .run();
        let mut want = Vec::new();
        for g in 0..global {
            let l = geom.lid(g);
            // Partner ids must stay inside the work-item's sub-group (true for these sizes).
            assert!(geom.sg(g - l + (l ^ 3)) == geom.sg(g) && (l ^ 3) < local);
            want.push(input[g - l + (l ^ 1)]);
            want.push(input[g - l + (l ^ 3)].wrapping_mul(3));
        }
        let mut check = Check::new();
        check.eq("out", &out.get::<u32>(1), &want, at_item(geom, 2));
        check.finish(&format!("{kernel} (global {global}, local {local})"));
    }
}

// ---------------------------------------------------------------------------------------
// Votes

fn vote(simd: usize) {
    for (global, local) in geoms(simd) {
        let geom = Geom::new(global, local, simd);
        let kernel = format!("sg_vote_simd{simd}");
        let mut rng = Rng::new(0x707e + simd as u64 + local as u64);
        // Per sub-group, one of: all true, all false, one true, one false, random mix.
        // "True" is any non-zero int (the spec tests the predicate for non-zero).
        let mut pred = vec![0i32; global];
        let mut g = 0;
        let mut pattern = 0;
        while g < global {
            let n = geom.sg_size(g);
            let special = rng.below(n as u64) as usize;
            for lane in 0..n {
                let t = match pattern % 5 {
                    0 => true,
                    1 => false,
                    2 => lane == special,
                    3 => lane != special,
                    _ => rng.chance(1, 2),
                };
                pred[g + lane] = if t {
                    loop {
                        let v = rng.u32() as i32;
                        if v != 0 {
                            break v;
                        }
                    }
                } else {
                    0
                };
            }
            g += n;
            pattern += 1;
        }
        let out = Launch::new(&file(simd), &kernel)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&pred)
            .data(&vec![-7i32; 2 * global])
            .run();
        let mut want = Vec::new();
        for g in 0..global {
            let b = geom.sg_base(g);
            let lanes = &pred[b..b + geom.sg_size(g)];
            want.push(lanes.iter().all(|&p| p != 0) as i32);
            want.push(lanes.iter().any(|&p| p != 0) as i32);
        }
        let mut check = Check::new();
        check.eq(
            "out (all, any)",
            &out.get::<i32>(1),
            &want,
            at_item(geom, 2),
        );
        check.finish(&format!("{kernel} (global {global}, local {local})"));
    }
}

// ---------------------------------------------------------------------------------------
// Broadcast

fn broadcast(simd: usize) {
    if !common::built(&file(simd), &format!("sg_broadcast_simd{simd}")) {
        return;
    }
    // Pairs: int, uint, long, ulong, float, half, double (element sizes).
    let types: [(&str, usize); 7] = [
        ("int", 4),
        ("uint", 4),
        ("long", 8),
        ("ulong", 8),
        ("float", 4),
        ("half", 2),
        ("double", 8),
    ];
    for (j, (global, local)) in geoms(simd).into_iter().enumerate() {
        let geom = Geom::new(global, local, simd);
        let kernel = format!("sg_broadcast_simd{simd}");
        let mut rng = Rng::new(0xb40a + simd as u64 * 7 + j as u64);
        // The spec requires the same id for the whole sub-group and an id inside it, so
        // it is below the size of the smallest sub-group.
        let src_lane = rng.below(geom.min_sg_size() as u64) as u32;
        let mut launch = Launch::new(&file(simd), &kernel)
            .global(&[global as u64])
            .local(&[local as u64])
            .u32(src_lane);
        let mut inputs = Vec::new();
        for &(name, size) in &types {
            let mut input = Vec::new();
            for _ in 0..global {
                match name {
                    "float" => input.extend(rng.normal_f32_bits().to_le_bytes()),
                    "half" => input.extend(rng.normal_f16_bits().to_le_bytes()),
                    "double" => input.extend(rng.normal_f64_bits().to_le_bytes()),
                    _ => input.extend(rng.bytes(size)),
                }
            }
            launch = launch.buf(&input).zeros(size * global);
            inputs.push(input);
        }
        let out = launch.run();
        let mut check = Check::new();
        for (t, &(name, size)) in types.iter().enumerate() {
            let mut want = Vec::new();
            for g in 0..global {
                let s = geom.sg_base(g) + src_lane as usize;
                want.extend_from_slice(&inputs[t][s * size..(s + 1) * size]);
            }
            check.eq(&format!("out_{name}"), out.buf(2 + 2 * t), &want, |i| {
                format!(
                    "{} byte {} (src_lane {src_lane})",
                    geom.describe(i / size),
                    i % size
                )
            });
        }
        check.finish(&format!("{kernel} (global {global}, local {local})"));
    }
}

// ---------------------------------------------------------------------------------------
// Reductions and scans

/// A type of the arithmetic collectives: add/min/max, identities, input generation.
trait Arith: Elem {
    const NAME: &'static str;
    fn add(a: Self, b: Self) -> Self;
    fn min(a: Self, b: Self) -> Self;
    fn max(a: Self, b: Self) -> Self;
    fn zero() -> Self;
    /// Identity of min (the type's largest value / +INF).
    fn top() -> Self;
    /// Identity of max (the type's smallest value / -INF).
    fn bottom() -> Self;
    fn random(rng: &mut Rng) -> Self;
}

macro_rules! int_arith {
    ($t:ty, $name:expr) => {
        impl Arith for $t {
            const NAME: &'static str = $name;
            fn add(a: Self, b: Self) -> Self {
                a.wrapping_add(b)
            }
            fn min(a: Self, b: Self) -> Self {
                Ord::min(a, b)
            }
            fn max(a: Self, b: Self) -> Self {
                Ord::max(a, b)
            }
            fn zero() -> Self {
                0
            }
            fn top() -> Self {
                <$t>::MAX
            }
            fn bottom() -> Self {
                <$t>::MIN
            }
            fn random(rng: &mut Rng) -> Self {
                // Full range (sums wrap), sometimes small values so min/max ties happen.
                if rng.chance(1, 4) {
                    rng.range_i64(-3, 3) as $t
                } else {
                    rng.u64() as $t
                }
            }
        }
    };
}
int_arith!(i32, "int");
int_arith!(u32, "uint");
int_arith!(i64, "long");
int_arith!(u64, "ulong");

/// A float as its bits, so that comparisons are bit-exact.
#[derive(Clone, Copy, Debug, PartialEq)]
struct F32(u32);
/// A double as its bits.
#[derive(Clone, Copy, Debug, PartialEq)]
struct F64(u64);
/// A half as its bits.
#[derive(Clone, Copy, Debug, PartialEq)]
struct F16(u16);

macro_rules! bits_elem {
    ($t:ident, $b:ty) => {
        impl Elem for $t {
            const SIZE: usize = std::mem::size_of::<$b>();
            fn put(self, out: &mut Vec<u8>) {
                self.0.put(out)
            }
            fn get(b: &[u8]) -> Self {
                $t(<$b>::get(b))
            }
        }
    };
}
bits_elem!(F32, u32);
bits_elem!(F64, u64);
bits_elem!(F16, u16);

impl Arith for F32 {
    const NAME: &'static str = "float";
    fn add(a: Self, b: Self) -> Self {
        F32((f32::from_bits(a.0) + f32::from_bits(b.0)).to_bits())
    }
    fn min(a: Self, b: Self) -> Self {
        F32(f32::from_bits(a.0).min(f32::from_bits(b.0)).to_bits())
    }
    fn max(a: Self, b: Self) -> Self {
        F32(f32::from_bits(a.0).max(f32::from_bits(b.0)).to_bits())
    }
    fn zero() -> Self {
        F32(0)
    }
    fn top() -> Self {
        F32(f32::INFINITY.to_bits())
    }
    fn bottom() -> Self {
        F32(f32::NEG_INFINITY.to_bits())
    }
    fn random(rng: &mut Rng) -> Self {
        F32((rng.range_i64(-1000, 1000) as f32).to_bits())
    }
}

impl Arith for F64 {
    const NAME: &'static str = "double";
    fn add(a: Self, b: Self) -> Self {
        F64((f64::from_bits(a.0) + f64::from_bits(b.0)).to_bits())
    }
    fn min(a: Self, b: Self) -> Self {
        F64(f64::from_bits(a.0).min(f64::from_bits(b.0)).to_bits())
    }
    fn max(a: Self, b: Self) -> Self {
        F64(f64::from_bits(a.0).max(f64::from_bits(b.0)).to_bits())
    }
    fn zero() -> Self {
        F64(0)
    }
    fn top() -> Self {
        F64(f64::INFINITY.to_bits())
    }
    fn bottom() -> Self {
        F64(f64::NEG_INFINITY.to_bits())
    }
    fn random(rng: &mut Rng) -> Self {
        F64((rng.range_i64(-(1 << 40), 1 << 40) as f64).to_bits())
    }
}

impl Arith for F16 {
    const NAME: &'static str = "half";
    fn add(a: Self, b: Self) -> Self {
        F16(f64_to_f16(f16_to_f64(a.0) + f16_to_f64(b.0), Round::Rte))
    }
    fn min(a: Self, b: Self) -> Self {
        if f16_to_f64(b.0) < f16_to_f64(a.0) {
            b
        } else {
            a
        }
    }
    fn max(a: Self, b: Self) -> Self {
        if f16_to_f64(b.0) > f16_to_f64(a.0) {
            b
        } else {
            a
        }
    }
    fn zero() -> Self {
        F16(0)
    }
    fn top() -> Self {
        F16(0x7C00)
    }
    fn bottom() -> Self {
        F16(0xFC00)
    }
    fn random(rng: &mut Rng) -> Self {
        F16(f64_to_f16(rng.range_i64(-60, 60) as f64, Round::Rte))
    }
}

/// A binary operation of the collectives.
type Op<T> = fn(T, T) -> T;

fn arith<T: Arith>(simd: usize) {
    if !common::built(&file(simd), &format!("sg_arith_{}_simd{simd}", T::NAME)) {
        return;
    }
    for (j, (global, local)) in geoms(simd).into_iter().enumerate() {
        let geom = Geom::new(global, local, simd);
        let kernel = format!("sg_arith_{}_simd{simd}", T::NAME);
        let mut rng = Rng::new(0xa417 + simd as u64 * 31 + j as u64);
        let input: Vec<T> = (0..global).map(|_| T::random(&mut rng)).collect();
        let out = Launch::new(&file(simd), &kernel)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&input)
            .zeros(9 * global * T::SIZE)
            .run();
        let mut want = vec![T::zero(); 9 * global];
        for g in 0..global {
            let b = geom.sg_base(g);
            let lanes = &input[b..b + geom.sg_size(g)];
            let lane = geom.lane(g);
            let fold = |xs: &[T], f: Op<T>, id: T| xs.iter().fold(id, |a, &x| f(a, x));
            let ops: [(Op<T>, T); 3] = [
                (T::add, T::zero()),
                (T::min, T::top()),
                (T::max, T::bottom()),
            ];
            for (k, &(f, id)) in ops.iter().enumerate() {
                want[k * global + g] = fold(lanes, f, id);
                want[(3 + k) * global + g] = fold(&lanes[..lane], f, id);
                want[(6 + k) * global + g] = fold(&lanes[..=lane], f, id);
            }
        }
        let mut check = Check::new();
        let planes = [
            "reduce_add",
            "reduce_min",
            "reduce_max",
            "scan_exclusive_add",
            "scan_exclusive_min",
            "scan_exclusive_max",
            "scan_inclusive_add",
            "scan_inclusive_min",
            "scan_inclusive_max",
        ];
        let at = at_plane(geom);
        check.eq("out", &out.get::<T>(1), &want, |i| {
            format!("{} ({})", at(i), planes[i / global])
        });
        check.finish(&format!("{kernel} (global {global}, local {local})"));
    }
}

// ---------------------------------------------------------------------------------------
// Collectives after divergent loops (tests/corpus/kernels/subgroup_extra.cl)

fn collatz_steps(x0: u32, cap: u32) -> u32 {
    let (mut x, mut steps) = (x0, 0);
    while x != 1 && steps < cap {
        x = if x & 1 != 0 {
            x.wrapping_mul(3).wrapping_add(1)
        } else {
            x >> 1
        };
        steps += 1;
    }
    steps
}

fn reconverge(simd: usize) {
    for (j, (global, local)) in geoms(simd).into_iter().enumerate() {
        let geom = Geom::new(global, local, simd);
        let kernel = format!("reconverge_collectives_simd{simd}");
        let mut rng = Rng::new(0x4ec0 + simd as u64 * 7 + j as u64);
        let input: Vec<u32> = (0..global)
            .map(|g| match g % 7 {
                0 => rng.below(3) as u32,
                1 => rng.u32(),
                _ => rng.below(200) as u32,
            })
            .collect();
        let c = rng.below(geom.min_sg_size() as u64) as u32;
        let out = Launch::new("subgroup_extra", &kernel)
            .global(&[global as u64])
            .local(&[local as u64])
            .data(&input)
            .zeros(12 * global)
            .u32(c)
            .run();
        let steps: Vec<u32> = input.iter().map(|&x| collatz_steps(x, 64)).collect();
        let mut want = Vec::new();
        for g in 0..global {
            let b = geom.sg_base(g);
            let lanes = &steps[b..b + geom.sg_size(g)];
            want.push(lanes.iter().fold(0u32, |a, &x| a.wrapping_add(x)));
            want.push(lanes[..geom.lane(g)].iter().copied().max().unwrap_or(0));
            want.push(lanes[c as usize]);
        }
        let mut check = Check::new();
        let names = ["reduce_add", "scan_exclusive_max", "broadcast"];
        check.eq(&format!("out (c = {c})"), &out.get::<u32>(1), &want, |i| {
            format!(
                "{} {} (steps {})",
                geom.describe(i / 3),
                names[i % 3],
                steps[i / 3]
            )
        });
        check.finish(&format!("{kernel} (global {global}, local {local})"));
    }
}

macro_rules! tests {
    ($($name:ident => $e:expr;)*) => {$(
        #[test]
        fn $name() {
            $e;
        }
    )*};
}

tests! {
    queries_simd8 => queries(8);
    queries_simd16 => queries(16);
    queries_simd32 => queries(32);
    barrier_simd8 => barrier(8);
    barrier_simd16 => barrier(16);
    barrier_simd32 => barrier(32);
    vote_simd8 => vote(8);
    vote_simd16 => vote(16);
    vote_simd32 => vote(32);
    broadcast_simd8 => broadcast(8);
    broadcast_simd16 => broadcast(16);
    broadcast_simd32 => broadcast(32);
    arith_int_simd8 => arith::<i32>(8);
    arith_int_simd16 => arith::<i32>(16);
    arith_int_simd32 => arith::<i32>(32);
    arith_uint_simd8 => arith::<u32>(8);
    arith_uint_simd16 => arith::<u32>(16);
    arith_uint_simd32 => arith::<u32>(32);
    arith_long_simd8 => arith::<i64>(8);
    arith_long_simd16 => arith::<i64>(16);
    arith_long_simd32 => arith::<i64>(32);
    arith_ulong_simd8 => arith::<u64>(8);
    arith_ulong_simd16 => arith::<u64>(16);
    arith_ulong_simd32 => arith::<u64>(32);
    arith_float_simd8 => arith::<F32>(8);
    arith_float_simd16 => arith::<F32>(16);
    arith_float_simd32 => arith::<F32>(32);
    arith_half_simd8 => arith::<F16>(8);
    arith_half_simd16 => arith::<F16>(16);
    arith_half_simd32 => arith::<F16>(32);
    arith_double_simd8 => arith::<F64>(8);
    arith_double_simd16 => arith::<F64>(16);
    arith_double_simd32 => arith::<F64>(32);
    reconverge_simd8 => reconverge(8);
    reconverge_simd16 => reconverge(16);
    reconverge_simd32 => reconverge(32);
}
