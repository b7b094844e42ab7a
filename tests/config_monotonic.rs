//! Exploration answers must move the right way: raising a bandwidth, a cache size, the EU
//! count or the GPU clock never makes a calibration kernel slower by more than
//! [`TOLERANCE`]. A property test over random (kernel, base machine, raised parameter)
//! triples, with a fixed seed so every run checks the same cases.
//!
//! Time is compared in nanoseconds (cycles / clock_mhz), so a higher clock may take more
//! cycles (the DRAM side is in its own clock domain) but never more time.
//!
//! The tolerance covers a real timing anomaly of greedy schedulers (Graham's anomalies): a
//! faster resource changes the order in which threads reach the data port and DRAM, and a
//! different order can leave a slightly longer tail (measured: 0.24 % on the 512 x 512
//! stencil from 6 to 8 EUs per subslice). It is far below the anomaly this test was written
//! for: a write-back buffer that drained behind every queued DRAM fill stalled the data port
//! longer the more readers there were (4 -> 8 EUs per subslice made that stencil 9 % slower).

use std::path::{Path, PathBuf};

use eusim::config::MachineConfig;
use eusim::launch::LaunchFile;
use eusim::sim::{run, RunOptions};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// Largest slowdown accepted after raising a parameter.
const TOLERANCE: f64 = 0.02;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The calibration kernels (memory-bound, image, compute, SLM, L3) at small sizes.
fn kernel(i: usize) -> LaunchFile {
    let calib = root().join("tests/timing_kernels/calib_Gen9core.bin");
    let benches = root().join("benches/kernels/kernels_Gen9core.bin");
    let text = match i {
        0 => format!(
            "(program: {calib:?}, kernel: \"copy4\", global: [8192], local: [64], \
             args: [Buffer(init: Zeros(131072)), Buffer(init: Zeros(131072))])"
        ),
        1 => format!(
            "(program: {benches:?}, kernel: \"stencil5_simd8\", global: [128, 8], local: [8, 1], \
             args: [Image2d(width: 128, height: 128, format: (order: R, data_type: Float), \
                    tiling: Y, init: Random(bytes: 65536, seed: 3)), \
                    Buffer(init: Zeros(65536)), Scalar(I32(128))])"
        ),
        2 => format!(
            "(program: {calib:?}, kernel: \"fma_chain_simd32\", global: [3072], local: [256], \
             args: [Buffer(init: Zeros(12288)), Scalar(F32(0.5))])"
        ),
        3 => format!(
            "(program: {calib:?}, kernel: \"slm_stride\", global: [768], local: [64], \
             args: [Buffer(init: Zeros(3072)), Scalar(I32(2))])"
        ),
        _ => format!(
            "(program: {calib:?}, kernel: \"l3_read\", global: [1536], local: [256], \
             args: [Buffer(init: Zeros(65536)), Buffer(init: Zeros(6144)), Scalar(I32(16384)), \
                    Scalar(I32(4))])"
        ),
    };
    LaunchFile::parse(&text, Path::new("monotonic.ron")).expect("launch file parses")
}

/// A parameter to raise: key, base values, and the raised value for a base.
struct Knob {
    key: &'static str,
    bases: &'static [&'static str],
    raise: fn(f64) -> f64,
}

const KNOBS: &[Knob] = &[
    Knob {
        key: "memory.dram_gbps",
        bases: &["11.5", "23", "46"],
        raise: |v| v * 2.0,
    },
    Knob {
        key: "memory.dataport_bytes_per_cycle",
        bases: &["32", "64"],
        raise: |v| v * 2.0,
    },
    Knob {
        key: "memory.slm_bytes_per_cycle",
        bases: &["32", "64"],
        raise: |v| v * 2.0,
    },
    Knob {
        key: "memory.l3_bytes_per_slice",
        bases: &["65536", "524288"],
        raise: |v| v * 2.0,
    },
    Knob {
        key: "memory.llc_bytes",
        bases: &["0", "1048576", "8388608"],
        raise: |v| if v == 0.0 { 262144.0 } else { v * 2.0 },
    },
    Knob {
        key: "topology.eus_per_subslice",
        bases: &["4", "6", "8"],
        raise: |v| v + 2.0,
    },
    Knob {
        key: "topology.subslices_per_slice",
        bases: &["1", "2", "3"],
        raise: |v| v + 1.0,
    },
    Knob {
        key: "clock_mhz",
        bases: &["600", "1150"],
        raise: |v| v * 1.5,
    },
];

/// What a timing run took, in nanoseconds.
struct Timing {
    /// The whole kernel.
    total: f64,
    /// The end-of-kernel write-back of the dirty L3 lines.
    flush: f64,
    /// A hardware thread's mean lifetime (resident thread-cycles / threads).
    thread: f64,
}

/// A timing run of `kernel` on gen9-gt2 with `sets`.
fn timing(k: usize, sets: &[String]) -> Timing {
    let mut config = MachineConfig::load("gen9-gt2").expect("preset");
    for s in sets {
        config.set(s).expect("override");
    }
    let ns = 1000.0 / f64::from(config.clock_mhz);
    let slots = f64::from(config.topology.threads());
    let opts = RunOptions {
        config,
        functional: false,
        ..RunOptions::default()
    };
    let out = run(&kernel(k), &opts).expect("run");
    let s = out.stats;
    assert!(s.cycles > 1000, "a timed run: {} cycles", s.cycles);
    let t = s.timing.expect("timing stats");
    let thread_cycles = t.thread_occupancy_pct / 100.0 * slots * s.cycles as f64;
    Timing {
        total: s.cycles as f64 * ns,
        flush: t.memory.flush_cycles as f64 * ns,
        thread: thread_cycles / s.threads as f64 * ns,
    }
}

/// How much of `after`'s excess over `before` (beyond the tolerance) named mechanisms
/// explain, and which; an error when something else is left.
fn explain(before: &Timing, after: &Timing) -> Result<Vec<&'static str>, f64> {
    let mut excess = after.total - before.total * (1.0 + TOLERANCE);
    let mut named = Vec::new();
    // the end-of-kernel flush is not excused: it lands in the LLC at the GTI's rate, so a
    // bigger L3 that keeps more dirty lines until the end must not cost more than the
    // tolerance (it made a kernel 12 % faster with a quarter of the L3 when the flush went to
    // DRAM)
    let _ = (after.flush, before.flush);
    // greedy dispatch (list scheduling): a bigger machine changes the waves, and the last
    // one can end up to one thread lifetime later (Graham, "Bounds on multiprocessing timing
    // anomalies", SIAM J. Appl. Math. 1969)
    if excess > 0.0 {
        named.push("last-wave tail of greedy thread dispatch (Graham's anomaly)");
        excess -= after.thread;
    }
    if excess > 0.0 {
        Err(excess)
    } else {
        Ok(named)
    }
}

#[test]
fn raising_a_resource_never_slows_a_kernel_down() {
    let cases = 32;
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner =
        TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    // (kernel, knob, base index, a second knob at one of its bases for variety)
    let strategy = (
        0..5usize,
        0..KNOBS.len(),
        0..3usize,
        0..KNOBS.len(),
        0..3usize,
    );
    runner
        .run(&strategy, |(k, knob, base, other, other_base)| {
            let knob = &KNOBS[knob];
            let base = knob.bases[base % knob.bases.len()];
            let mut sets = Vec::new();
            let other = &KNOBS[other];
            if other.key != knob.key {
                sets.push(format!(
                    "{}={}",
                    other.key,
                    other.bases[other_base % other.bases.len()]
                ));
            }
            let raised = (knob.raise)(base.parse::<f64>().unwrap());
            let before = timing(
                k,
                &[sets.clone(), vec![format!("{}={base}", knob.key)]].concat(),
            );
            let after = timing(
                k,
                &[sets.clone(), vec![format!("{}={raised}", knob.key)]].concat(),
            );
            let why = explain(&before, &after);
            eprintln!(
                "kernel {k} {sets:?}: {} {base} -> {raised}: {:.0} -> {:.0} ns {why:?}",
                knob.key, before.total, after.total
            );
            prop_assert!(
                why.is_ok(),
                "kernel {} with {:?}: raising {} from {} to {} took {:.0} ns -> {:.0} ns, \
                 {:.0} ns more than the tolerance and the named mechanisms explain",
                k,
                sets,
                knob.key,
                base,
                raised,
                before.total,
                after.total,
                why.unwrap_err()
            );
            Ok(())
        })
        .unwrap();
}

/// The launches of the repository's examples, by path.
fn examples() -> Vec<LaunchFile> {
    [
        "media_block/launch.ron",
        "shuffle/launch.ron",
        "sweep/fma.ron",
        "sweep/sgemm.ron",
        "sweep/stencil.ron",
    ]
    .iter()
    .map(|p| LaunchFile::load(&root().join("examples").join(p)).expect("example launch"))
    .collect()
}

/// Nanoseconds of `lf` on gen9-gt2 with `key` set to `value`, and of its end-of-kernel flush.
fn run_ns(lf: &LaunchFile, key: &str, value: &str) -> (f64, f64) {
    let mut config = MachineConfig::load("gen9-gt2").expect("preset");
    config.set(&format!("{key}={value}")).expect("set");
    let ns = 1000.0 / f64::from(config.clock_mhz);
    let opts = RunOptions {
        config,
        functional: false,
        ..RunOptions::default()
    };
    let s = run(lf, &opts).expect("run").stats;
    let flush = s.timing.expect("timing").memory.flush_cycles;
    (s.cycles as f64 * ns, flush as f64 * ns)
}

/// The fixed launch set of the sweeps: the calibration kernels and the examples.
fn sweep_launches() -> Vec<LaunchFile> {
    (0..5).map(kernel).chain(examples()).collect()
}

/// Sweeps `key` over ascending `values` on every launch of [`sweep_launches`] and returns
/// each case where a larger value was slower than the fastest smaller one by more than
/// [`TOLERANCE`] (plus, when `flush_excused`, the growth of the end-of-kernel flush).
fn sweep(key: &str, values: &[&str], flush_excused: bool) -> Vec<String> {
    let mut slower = Vec::new();
    for (i, lf) in sweep_launches().iter().enumerate() {
        let mut best = (f64::INFINITY, 0.0);
        for v in values {
            let (t, flush) = run_ns(lf, key, v);
            eprintln!(
                "launch {i} ({}): {key} = {v}: {t:.0} ns, flush {flush:.0} ns",
                lf.kernel
            );
            let extra_flush = if flush_excused {
                (flush - best.1).max(0.0)
            } else {
                0.0
            };
            if t > best.0 * (1.0 + TOLERANCE) + extra_flush {
                slower.push(format!(
                    "{} at {key} = {v}: {t:.0} ns > {:.0} ns",
                    lf.kernel, best.0
                ));
            }
            if t < best.0 {
                best = (t, flush);
            }
        }
    }
    slower
}

/// L3 sweeps 64 KB .. 1 MB: on the calibration kernels and the examples, each larger L3 is
/// no slower than every smaller one beyond [`TOLERANCE`] plus its longer end-of-kernel
/// flush. That flush is the one cost a larger write-back L3 can add (it keeps dirty lines
/// that a smaller one evicted while the kernel ran), and it is bounded: the lines cross the
/// GTI into the LLC at one 64-byte line per cycle (whitepaper), so 1 MB adds at most 16 384
/// cycles, not the DRAM time it used to take.
#[test]
fn l3_sweeps_are_monotonic() {
    let kb = ["65536", "131072", "262144", "524288", "1048576"];
    let slower = sweep("memory.l3_bytes_per_slice", &kb, true);
    assert!(slower.is_empty(), "a larger L3 was slower: {slower:#?}");
}

/// LLC sweeps none .. 16 MB on the same launches: a larger last-level cache holds more of
/// the L3's misses and write-backs and never costs more than [`TOLERANCE`] (no flush excuse:
/// the LLC is not flushed at the end of a kernel).
#[test]
fn llc_sweeps_are_monotonic() {
    let bytes = ["0", "262144", "1048576", "4194304", "16777216"];
    let slower = sweep("memory.llc_bytes", &bytes, false);
    assert!(slower.is_empty(), "a larger LLC was slower: {slower:#?}");
}

/// DRAM bandwidth sweeps 5 .. 80 GB/s on the same launches: more bandwidth never costs more
/// than [`TOLERANCE`].
#[test]
fn dram_bandwidth_sweeps_are_monotonic() {
    let gbps = ["5", "10", "20", "40", "80"];
    let slower = sweep("memory.dram_gbps", &gbps, false);
    assert!(
        slower.is_empty(),
        "more DRAM bandwidth was slower: {slower:#?}"
    );
}

/// The anomaly named above, at a size where it showed: doubling the EUs of each subslice of
/// a streaming stencil whose data (2 MB) overflows the L3.
#[test]
fn more_eus_do_not_slow_a_streaming_stencil() {
    let benches = root().join("benches/kernels/kernels_Gen9core.bin");
    let text = format!(
        "(program: {benches:?}, kernel: \"stencil5_simd8\", global: [512, 32], local: [8, 1], \
         args: [Image2d(width: 512, height: 512, format: (order: R, data_type: Float), \
                tiling: Y, init: Random(bytes: 1048576, seed: 3)), \
                Buffer(init: Zeros(1048576)), Scalar(I32(512))])"
    );
    let lf = LaunchFile::parse(&text, Path::new("stencil.ron")).expect("launch");
    let cycles = |eus: u32| {
        let mut config = MachineConfig::load("gen9-gt2").expect("preset");
        config
            .set(&format!("topology.eus_per_subslice={eus}"))
            .expect("set");
        let opts = RunOptions {
            config,
            functional: false,
            ..RunOptions::default()
        };
        run(&lf, &opts).expect("run").stats.cycles as f64
    };
    let (four, eight) = (cycles(4), cycles(8));
    assert!(four > 50_000.0, "{four}");
    eprintln!("stencil 512x512: {four} cycles with 4 EUs/subslice, {eight} with 8");
    assert!(eight <= four * (1.0 + TOLERANCE), "{four} -> {eight}");
}

/// The clock domains: DRAM in GB/s and ns does not follow the GPU clock, so a DRAM-bound copy
/// takes about as long in nanoseconds at 600 MHz as at 1150 MHz, in about 600/1150 of the
/// cycles (before DRAM had its own units, it took the same cycles at any clock).
#[test]
fn a_lower_gpu_clock_makes_dram_relatively_faster() {
    let slow = timing(
        0,
        &[
            "clock_mhz=600".to_string(),
            "memory.dram_gbps=5".to_string(),
        ],
    );
    let fast = timing(
        0,
        &[
            "clock_mhz=1150".to_string(),
            "memory.dram_gbps=5".to_string(),
        ],
    );
    let cycles = |t: &Timing, mhz: f64| t.total * mhz / 1000.0;
    let ratio = cycles(&slow, 600.0) / cycles(&fast, 1150.0);
    eprintln!(
        "copy4 at 5 GB/s: {:.0} ns at 600 MHz, {:.0} ns at 1150 MHz",
        slow.total, fast.total
    );
    assert!((0.5..0.6).contains(&ratio), "cycle ratio {ratio}");
    assert!(
        (slow.total / fast.total - 1.0).abs() < 0.1,
        "{} vs {}",
        slow.total,
        fast.total
    );
}
