//! The cheap rows of the validation table (docs/validation.md): the model against published
//! Gen9 hardware measurements, on the preset of the part each was measured on. Each row
//! asserts the error bound the table states; rows whose anchor was used to set a parameter
//! ("fitted") are checked for consistency only.

mod common;
#[path = "validation/suite.rs"]
mod suite;

use std::path::Path;

use common::timed::Timed;
use eusim::config::MachineConfig;

/// fp32 GFLOPS of the clpeak-style FMA chain (SIMD32, local 256, 2048 dependent mads per
/// work-item) on `preset`: one subslice filled once (7 groups of 8 threads) measures the
/// per-EU rate, scaled to the part's EUs and clock (the ALU path shares nothing between
/// subslices; the whole-GPU run is in tests/calibration.rs).
fn fma_gflops(preset: &'static str) -> f64 {
    gflops(
        preset,
        "tests/timing_kernels/calib_Gen9core.bin",
        "fma_chain_simd32",
        &["Scalar(F32(0.5))"],
    )
}

/// fp32 GFLOPS of `kernel` of `binary` (2048 fp32 mads per work-item, SIMD32, local 256) on
/// `preset`, measured as [`fma_gflops`] does.
fn gflops(preset: &'static str, binary: &str, kernel: &'static str, scalars: &[&str]) -> f64 {
    let c = MachineConfig::load(preset).expect("preset");
    let n = 256 * 7;
    let mut t = Timed::new(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(binary),
        kernel,
        n,
        256,
    )
    .timing_only()
    .config(preset)
    .floats(n as usize);
    for a in scalars {
        t = t.arg(a);
    }
    let (s, _) = t
        .set("topology.subslices_per_slice=1")
        .set("topology.disabled_eus=0")
        .timed();
    let flop_per_eu_cycle = 2.0 * n as f64 * 2048.0 / (s.cycles as f64 * 8.0);
    flop_per_eu_cycle * f64::from(c.topology.eus()) * f64::from(c.clock_mhz) / 1000.0
}

fn row(anchor: &str, measured: f64, model: f64) -> f64 {
    let err = (model / measured - 1.0) * 100.0;
    eprintln!("validation {anchor}: measured {measured:.1}, model {model:.1}, error {err:+.1} %");
    err
}

#[test]
fn fma_uhd620_against_as_en() {
    // azhirnov/as-en Intel_UHD620.md: 416 GFLOPS fp32 FMA (checked: not used to set anything)
    let err = row("FMA UHD 620 GFLOPS", 416.0, fma_gflops("uhd620"));
    assert!(err.abs() <= 10.0, "{err}");
}

#[test]
fn fma_uhd630_against_clpeak() {
    // clpeak #202, UHD 630, "x = x*x + c (clpeak today)": 359.6 GFLOPS. Fitted: the uhd630
    // preset's sustained clock is derived from this row, so the model must match it closely.
    let err = row("FMA UHD 630 GFLOPS (fitted)", 359.6, fma_gflops("uhd630"));
    assert!(err.abs() <= 2.0, "{err}");
}

#[test]
fn other_fma_shapes_uhd630_against_clpeak() {
    // clpeak #202, the other rows measured on the same UHD 630 (checked, not fitted): the
    // same 2048 operations per work-item as several chains, the fma() built-in, float4
    // vectors and a uniform a*y + b.
    let bin = "tests/validation_kernels/clpeak_Gen9core.bin";
    let mut errors = Vec::new();
    for (kernel, measured, scalars) in [
        ("fma_2chains_simd32", 339.6, &["Scalar(F32(0.5))"][..]),
        ("fma_4chains_simd32", 338.7, &["Scalar(F32(0.5))"][..]),
        ("fma_builtin_simd32", 351.0, &["Scalar(F32(0.5))"][..]),
        ("fma_float4_simd32", 342.1, &["Scalar(F32(0.5))"][..]),
        (
            "axpy_uniform_simd32",
            349.7,
            &["Scalar(F32(0.5))", "Scalar(F32(0.25))"][..],
        ),
    ] {
        let err = row(
            &format!("{kernel} UHD 630 GFLOPS"),
            measured,
            gflops("uhd630", bin, kernel, scalars),
        );
        assert!(err.abs() <= 10.0, "{kernel}: {err}");
        errors.push(err.abs());
    }
    let mean = errors.iter().sum::<f64>() / errors.len() as f64;
    eprintln!("validation clpeak shapes: mean absolute error {mean:.1} %");
    assert!(mean <= 7.0, "{mean}");
}

/// Runs the rows `pick` selects and asserts each within its bound (fitted rows included:
/// their bound is their consistency check).
fn check_rows(pick: impl Fn(&suite::Row) -> bool) {
    let mut failures = Vec::new();
    for r in suite::rows().into_iter().filter(|r| pick(r)) {
        let model = suite::evaluate(&r);
        let err = row(&format!("{} {}", r.anchor, r.part), r.measured, model);
        if let Some(why) = r.open {
            eprintln!("  open row (not asserted): {why}");
        } else if err.abs() > r.bound {
            failures.push(format!(
                "{} {}: {err:+.1} % (bound {})",
                r.anchor, r.part, r.bound
            ));
        }
    }
    assert!(failures.is_empty(), "rows out of bounds: {failures:#?}");
}

fn is_compute(r: &suite::Row) -> bool {
    matches!(
        r.method,
        suite::Method::Rate { .. }
            | suite::Method::Ratio { .. }
            | suite::Method::SteadyRate { .. }
            | suite::Method::SteadyRatio { .. }
    )
}

#[test]
fn compute_rows_within_bounds() {
    // clpeak SP/HP/DP/INT on three Gen9 systems and OpenCL-Benchmark's FP32 and type ratios
    check_rows(is_compute);
}

fn is_vkpeak(r: &suite::Row) -> bool {
    matches!(r.method, suite::Method::Vkpeak { .. })
}

#[test]
fn vkpeak_rows_within_bounds() {
    // vkpeak's fp32/fp16/int32 scalar chains on two desktop Xe-LP parts at their clocks
    check_rows(is_vkpeak);
}

#[test]
#[ignore = "whole-machine streaming runs: minutes in a debug build"]
fn bandwidth_rows_within_bounds() {
    check_rows(|r| !is_compute(r) && !is_vkpeak(r));
}

/// Prints docs/validation.md's suite table: `cargo test --release --test validation --
/// --ignored --nocapture validation_table`.
#[test]
#[ignore = "runs every row"]
fn validation_table() {
    let results: Vec<_> = suite::rows()
        .into_iter()
        .map(|r| {
            let m = suite::evaluate(&r);
            (r, m)
        })
        .collect();
    println!("{}", suite::markdown(&results));
}

/// Data-port messages and L3 line accesses (hits + misses) and misses of one launch of a
/// `gen9bench` kernel on the UHD 630 (i7-8700K) preset.
fn line_accesses(kernel: &'static str, items: u64, args: &[&str]) -> (u64, u64, u64) {
    let bin = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/validation_kernels/gen9bench_Gen9core.bin");
    let mut t = Timed::new(bin, kernel, items, 256).config("configs/uhd630-i7-8700k.ron");
    for a in args {
        t = t.arg(a);
    }
    let (_, ts) = t.timed();
    let m = &ts.memory;
    (m.messages, m.l3_hits + m.l3_misses, m.l3_misses)
}

#[test]
fn clpeak_float16_and_misaligned_reads_have_one_message_shape() {
    // The two rows compared in docs/calibration.md ("clpeak float16 on UHD 630"): as compiled
    // here, both read 16 B per lane with lanes 64 B apart (SIMD16 untyped xyzw reads), so each
    // read message touches 16 lines and each line is read by 4 messages.
    // clpeak float16, one group of 256: 16 threads x 64 reads, 4 096 lines read; 16 SIMD16
    // writes of one line each (the 1 KB output).
    let bytes = format!("Buffer(init: Zeros({}))", 256 * 16 * 64);
    let f16 = line_accesses("bw_float16", 256, &[&bytes, "Buffer(init: Zeros(1024))"]);
    assert_eq!(f16, (16 * 64 + 16, 4 * 4096 + 16, 4096 + 16));
    // OpenCL-Benchmark misaligned read, n = 256: 8 SIMD32 threads x 8 reads (2 halves x 4),
    // 256 lines read; 2 SIMD16 writes of one line each per thread, into lines already read.
    let mis = line_accesses(
        "misaligned_read",
        256,
        &["Buffer(init: Zeros(16384))", "Scalar(U32(256))"],
    );
    assert_eq!(mis, (8 * 10, 4 * 256 + 16, 256));
}
