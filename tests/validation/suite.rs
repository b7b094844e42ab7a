//! The validation suite: one row per published Gen9 number, each run on the preset of the
//! system it was measured on with a kernel of the benchmark's shape
//! (`tests/validation_kernels/gen9bench.cl`). [`rows`] lists them; [`evaluate`] runs one.

use std::path::{Path, PathBuf};

use eusim::config::{Generation, MachineConfig};

use crate::common::timed::Timed;

#[path = "vkpeak.rs"]
mod vkpeak;
#[path = "xelp.rs"]
mod xelp;

/// How a row's model number is obtained.
#[derive(Clone, Copy)]
pub enum Method {
    /// Operations per second of `kernel` (`ops` operations per work-item): one subslice
    /// filled twice over (7 groups of 256 per 8 EUs), its per-EU rate scaled to the preset's
    /// EUs and clock (the ALU path shares nothing between subslices).
    Rate { kernel: &'static str, ops: u32 },
    /// The rate of `kernel` over the rate of `over` (clock-free).
    Ratio {
        kernel: &'static str,
        ops: u32,
        over: &'static str,
        over_ops: u32,
    },
    /// OpenCL-Benchmark's compute rate of `kernel` (`ops` operations per work-item), sized as
    /// the benchmark sizes it: work-groups of 64 (its `WORKGROUP_SIZE`) in thousands of
    /// waves (4096 x 4096 work-items, `src/main.cpp`), so in steady state. The run takes the
    /// time one subslice needs for two more full waves: 4 waves less 2.
    SteadyRate { kernel: &'static str, ops: u32 },
    /// The steady rate of `kernel` over the steady rate of the float kernel (clock-free).
    SteadyRatio { kernel: &'static str, ops: u32 },
    /// clpeak's global bandwidth: 16 loads of `elem` bytes per work-item, `items` work-items
    /// in groups of 256, bytes read over the whole run's time, on the whole machine.
    ClpeakBandwidth {
        kernel: &'static str,
        elem: u32,
        items: u64,
    },
    /// OpenCL-Benchmark's bandwidth: `kernel` over n x 16 floats; reads are timed as the
    /// benchmark does, less a sixteenth of the coalesced write's time.
    OclBandwidth { kernel: &'static str, read: bool },
    /// Operations per second of a vkpeak "scalar" chain (work-groups of 32 at SIMD16).
    Vkpeak { kernel: &'static str },
}

/// One published number.
pub struct Row {
    pub anchor: &'static str,
    pub part: &'static str,
    /// The measured system: CPU (where known), clock, driver.
    pub system: &'static str,
    /// Preset file under `configs/`.
    pub preset: &'static str,
    pub source: &'static str,
    pub measured: f64,
    pub unit: &'static str,
    pub method: Method,
    /// The error bound this row is checked against (percent).
    pub bound: f64,
    /// Fitted rows set a parameter and are checked for consistency only.
    pub fitted: bool,
    /// A row the model does not meet yet, with the reason (docs/calibration.md): reported in
    /// the table and the error, not asserted.
    pub open: Option<&'static str>,
}

const CLPEAK: &str = "clpeak results/Intel_Graphics_Compute_Runtime/";
const OCLB: &str = "ProjectPhysX/OpenCL-Benchmark README";
const HD530: &str = "23 EUs, 950 MHz, driver 20.47, Linux";
const UHD620: &str = "24 EUs, 1150 MHz, driver 19.32, Linux";
const CML: &str = "i7-10875H, 24 EUs, 1200 MHz, driver 20.47, Linux";
const CFL: &str = "i7-8700K, 24 EUs, 1200 MHz, driver 31.0.101.2114, Windows";

fn rate(kernel: &'static str, ops: u32) -> Method {
    Method::Rate { kernel, ops }
}

fn steady(kernel: &'static str, ops: u32) -> Method {
    Method::SteadyRate { kernel, ops }
}

fn ratio(kernel: &'static str, ops: u32) -> Method {
    Method::SteadyRatio { kernel, ops }
}

/// The float kernel and its operations per work-item: the denominator of the type ratios.
const OCLB_FLOAT: (&str, u32) = ("ratio_float", 512);

/// clpeak's compute rows of one log: SP, HP, DP, INT (scalar kernels).
fn clpeak_compute(
    part: &'static str,
    system: &'static str,
    preset: &'static str,
    file: &'static str,
    [sp, hp, dp, int]: [f64; 4],
) -> Vec<Row> {
    let row = |anchor, measured, unit, method, fitted| Row {
        anchor,
        part,
        system,
        preset,
        source: file,
        measured,
        unit,
        method,
        bound: 15.0,
        fitted,
        open: None,
    };
    vec![
        row(
            "clpeak SP (float)",
            sp,
            "GFLOPS",
            rate("chain_mad_float", 1024),
            false,
        ),
        row(
            "clpeak HP (half)",
            hp,
            "GFLOPS",
            rate("chain_half", 1024),
            false,
        ),
        row(
            "clpeak DP (double)",
            dp,
            "GFLOPS",
            rate("chain_double", 1024),
            false,
        ),
        row(
            "clpeak INT (int)",
            int,
            "GIOPS",
            rate("chain_int", 1024),
            false,
        ),
    ]
}

/// clpeak's global-bandwidth rows of one log, one per vector width: `(lanes, GB/s)` with
/// lanes 1, 2, 4, 8 or 16 (float .. float16). Each run reads 16 MB (16 loads a work-item),
/// enough for several full waves at every width.
pub fn clpeak_bandwidth(
    part: &'static str,
    system: &'static str,
    preset: &'static str,
    file: &'static str,
    widths: &[(u32, f64)],
) -> Vec<Row> {
    widths
        .iter()
        .map(|&(lanes, measured)| {
            let (anchor, kernel) = match lanes {
                1 => ("clpeak global bandwidth float", "bw_float"),
                2 => ("clpeak global bandwidth float2", "bw_float2"),
                4 => ("clpeak global bandwidth float4", "bw_float4"),
                8 => ("clpeak global bandwidth float8", "bw_float8"),
                16 => ("clpeak global bandwidth float16", "bw_float16"),
                _ => panic!("clpeak has no float{lanes} bandwidth test"),
            };
            let elem = 4 * lanes;
            Row {
                anchor,
                part,
                system,
                preset,
                source: file,
                measured,
                unit: "GB/s",
                method: Method::ClpeakBandwidth {
                    kernel,
                    elem,
                    items: u64::from(16 * 1024 * 1024 / (16 * elem)),
                },
                bound: 15.0,
                fitted: false,
                open: None,
            }
        })
        .collect()
}

/// Every row of the table.
pub fn rows() -> Vec<Row> {
    let mut v = Vec::new();
    let hd = "Intel_HD_Graphics_530.log";
    let u620 = "Intel_UHD_Graphics_620.log";
    let cml = "Intel_Core_i7-10875h.log";
    let (p530, p620, pcml) = (
        "configs/hd530-23eu-950mhz.ron",
        "configs/uhd620-1150mhz.ron",
        "configs/uhd630-i7-10875h.ron",
    );
    v.extend(clpeak_compute(
        "HD 530",
        HD530,
        p530,
        hd,
        [327.47, 645.09, 82.26, 109.20],
    ));
    v.extend(clpeak_compute(
        "UHD 620",
        UHD620,
        p620,
        u620,
        [436.49, 738.24, 109.50, 145.81],
    ));
    v.extend(clpeak_compute(
        "UHD 630",
        CML,
        pcml,
        cml,
        [451.13, 882.72, 113.61, 151.17],
    ));
    v.extend(clpeak_bandwidth(
        "HD 530",
        HD530,
        p530,
        hd,
        &[(1, 13.74), (2, 14.20), (4, 14.51), (8, 14.82), (16, 15.17)],
    ));
    v.extend(clpeak_bandwidth(
        "UHD 620",
        UHD620,
        p620,
        u620,
        &[(1, 27.14), (2, 28.12), (4, 29.73), (8, 29.09), (16, 26.09)],
    ));
    let mut cml_bw = clpeak_bandwidth(
        "UHD 630",
        CML,
        pcml,
        cml,
        &[(1, 33.18), (2, 33.40), (4, 35.17), (8, 33.20), (16, 30.18)],
    );
    // The preset's sustained DRAM fraction is fitted to this log's float row (the log names
    // no memory modules); the other widths are checked against it. float16's dip below
    // float4 (also on UHD 620, not on HD 530) has no mechanism in the model: the same
    // message shape (16 lines a message, 4 messages a line) reaches 34.8 GB/s in
    // OpenCL-Benchmark's misaligned read on the i7-8700K's UHD 630 at the same clock, and the
    // controller's reverse-engineered bank functions do not produce it (docs/calibration.md)
    cml_bw[0].fitted = true;
    v.extend(cml_bw);
    let ocl = |anchor, measured, unit, method, bound| Row {
        anchor,
        part: "UHD 630",
        system: CFL,
        preset: "configs/uhd630-i7-8700k.ron",
        source: OCLB,
        measured,
        unit,
        method,
        bound,
        fitted: false,
        open: None,
    };
    v.push(ocl(
        "FP32 compute",
        454.0,
        "GFLOPS",
        steady("ratio_float", 512),
        15.0,
    ));
    v.push(ocl(
        "FP64 / FP32",
        0.247,
        "ratio",
        ratio("ratio_double", 512),
        15.0,
    ));
    v.push(ocl(
        "FP16 / FP32",
        1.72,
        "ratio",
        ratio("ratio_half2", 1024),
        15.0,
    ));
    // the README prints INT64 as 0.016 TIOPs/s (two digits: 0.0155..0.0165, so the ratio
    // 0.0352 is known to +-3 %) over FP32 0.454; checked against the 10 % target all the same
    v.push(ocl(
        "INT64 / FP32",
        0.016 / 0.454,
        "ratio",
        ratio("ratio_long", 32),
        10.0,
    ));
    v.push(ocl(
        "INT32 / FP32",
        0.337,
        "ratio",
        ratio("ratio_int", 512),
        10.0,
    ));
    v.push(ocl(
        "INT16 / FP32",
        1.90,
        "ratio",
        ratio("ratio_short2", 1024),
        15.0,
    ));
    v.push(ocl(
        "INT8 / FP32",
        0.333,
        "ratio",
        ratio("ratio_char4", 1024),
        15.0,
    ));
    let bw = |kernel, read| Method::OclBandwidth { kernel, read };
    v.push(ocl(
        "read bandwidth, coalesced",
        20.14,
        "GB/s",
        bw("coalesced_read", true),
        15.0,
    ));
    v.push(ocl(
        "read bandwidth, misaligned",
        34.83,
        "GB/s",
        bw("misaligned_read", true),
        15.0,
    ));
    v.push(ocl(
        "write bandwidth, coalesced",
        22.94,
        "GB/s",
        bw("coalesced_write", false),
        15.0,
    ));
    v.push(ocl(
        "write bandwidth, misaligned",
        12.64,
        "GB/s",
        bw("misaligned_write", false),
        15.0,
    ));
    v.extend(xelp::rows());
    v.extend(vkpeak::rows());
    v
}

/// The benchmark kernels built for the preset's generation (`tests/regen-kernels.sh`).
fn binary(preset: &str) -> PathBuf {
    let c = MachineConfig::load(preset).expect("preset");
    let file = match c.generation {
        Generation::Gen12lp => "gen9bench_tgllp.bin",
        _ => "gen9bench_Gen9core.bin",
    };
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/validation_kernels")
        .join(file)
}

/// Giga-operations per second of `kernel` on `preset` (see [`Method::Rate`]).
fn rate_of(preset: &'static str, kernel: &'static str, ops: u32) -> f64 {
    let c = MachineConfig::load(preset).expect("preset");
    let eus = u64::from(c.topology.eus_per_subslice);
    let n = 256 * 7 * eus / 8;
    let mut t = Timed::new(binary(preset), kernel, n, 256)
        .timing_only()
        .config(preset)
        .zeros(n * 8);
    if kernel == "chain_int" {
        t = t.arg("Scalar(I32(3))");
    } else if kernel.starts_with("chain_") {
        t = t.arg("Scalar(F32(0.5))");
    }
    let (s, _) = t
        .set("topology.subslices_per_slice=1")
        .set("topology.disabled_eus=0")
        .timed();
    let per_eu_cycle = f64::from(ops) * n as f64 / (s.cycles as f64 * eus as f64);
    per_eu_cycle * f64::from(c.topology.eus()) * f64::from(c.clock_mhz) / 1000.0
}

/// Giga-operations per second of `kernel` on `preset` in steady state (see
/// [`Method::SteadyRate`]): one subslice, work-groups of 64, the cycles of 4 waves less those
/// of 2 (a wave: 7 threads per EU; the kernels compile to SIMD32).
fn steady_rate_of(preset: &'static str, kernel: &'static str, ops: u32) -> f64 {
    let c = MachineConfig::load(preset).expect("preset");
    let eus = u64::from(c.topology.eus_per_subslice);
    let wave = 32 * 7 * eus;
    let cycles = |waves: u64| {
        let n = waves * wave;
        let (s, _) = Timed::new(binary(preset), kernel, n, 64)
            .timing_only()
            .config(preset)
            .zeros(n * 8)
            .set("topology.subslices_per_slice=1")
            .set("topology.disabled_eus=0")
            .timed();
        assert_eq!(s.threads, waves * 7 * eus, "{kernel}: SIMD32 waves");
        s.cycles
    };
    let (two, four) = (cycles(2), cycles(4));
    let per_eu_cycle = f64::from(ops) * (2 * wave) as f64 / ((four - two) as f64 * eus as f64);
    per_eu_cycle * f64::from(c.topology.eus()) * f64::from(c.clock_mhz) / 1000.0
}

/// Seconds of a whole-machine run of `kernel` with the given launch.
fn seconds(preset: &'static str, t: Timed) -> f64 {
    let c = MachineConfig::load(preset).expect("preset");
    let (s, _) = t.timing_only().config(preset).timed();
    s.cycles as f64 / (f64::from(c.clock_mhz) * 1e6)
}

/// Work-items of the OpenCL-Benchmark bandwidth runs (n x 16 floats = 4 MB, 8 times the
/// L3). The benchmark moves 1 GB through a 12 MB LLC; the run scales the LLC with the data
/// (`memory.llc_bytes` = 256 KB) so that, as there, almost every write reaches DRAM.
const OCL_ITEMS: u64 = 65536;

fn ocl_seconds(preset: &'static str, kernel: &'static str) -> f64 {
    let t = Timed::new(binary(preset), kernel, OCL_ITEMS, 256)
        .zeros(OCL_ITEMS * 64)
        .arg(&format!("Scalar(U32({OCL_ITEMS}))"))
        .set("memory.llc_bytes=262144");
    seconds(preset, t)
}

/// The model's number for `row`.
pub fn evaluate(row: &Row) -> f64 {
    let p = row.preset;
    match row.method {
        Method::Rate { kernel, ops } => rate_of(p, kernel, ops),
        Method::Ratio {
            kernel,
            ops,
            over,
            over_ops,
        } => rate_of(p, kernel, ops) / rate_of(p, over, over_ops),
        Method::SteadyRate { kernel, ops } => steady_rate_of(p, kernel, ops),
        Method::SteadyRatio { kernel, ops } => {
            let (over, over_ops) = OCLB_FLOAT;
            steady_rate_of(p, kernel, ops) / steady_rate_of(p, over, over_ops)
        }
        Method::ClpeakBandwidth {
            kernel,
            elem,
            items,
        } => {
            let bytes = items * 16 * u64::from(elem);
            let t = Timed::new(binary(p), kernel, items, 256)
                .zeros(bytes)
                .zeros(items * 4);
            bytes as f64 / seconds(p, t) / 1e9
        }
        Method::OclBandwidth { kernel, read } => {
            let bytes = (OCL_ITEMS * 64) as f64;
            let mut time = ocl_seconds(p, kernel);
            if read {
                time -= ocl_seconds(p, "coalesced_write") / 16.0;
            }
            bytes / time / 1e9
        }
        Method::Vkpeak { kernel } => vkpeak::evaluate(p, kernel),
    }
}

/// Error of the model against the measurement, percent.
pub fn error(row: &Row, model: f64) -> f64 {
    (model / row.measured - 1.0) * 100.0
}

/// The markdown table of `results` (row, model) with the mean absolute error of the checked
/// rows.
pub fn markdown(results: &[(Row, f64)]) -> String {
    let mut s = String::from(
        "| anchor | part | system | preset | measured | model | error | kind | source |\n\
         |---|---|---|---|---|---|---|---|---|\n",
    );
    let mut checked = Vec::new();
    for (r, m) in results {
        let e = error(r, *m);
        let prec = match r.unit {
            "ratio" if r.measured < 0.1 => 4,
            "ratio" => 3,
            _ => 1,
        };
        s += &format!(
            "| {} | {} | {} | `{}` | {:.prec$} {} | {:.prec$} | {:+.1} % | {} | {} |\n",
            r.anchor,
            r.part,
            r.system,
            r.preset
                .trim_start_matches("configs/")
                .trim_end_matches(".ron"),
            r.measured,
            r.unit,
            m,
            e,
            match (r.fitted, r.open) {
                (true, _) => "fitted".to_string(),
                (false, Some(why)) => format!("checked, open: {why}"),
                _ => "checked".to_string(),
            },
            if r.source.ends_with(".log") {
                format!("{CLPEAK}{}", r.source)
            } else {
                r.source.to_string()
            },
        );
        if !r.fitted {
            let generation = MachineConfig::load(r.preset).expect("preset").generation;
            checked.push((generation.name(), r.open.is_some(), e.abs()));
        }
    }
    s.push('\n');
    for generation in Generation::ALL {
        let of: Vec<_> = checked
            .iter()
            .filter(|c| c.0 == generation.name())
            .collect();
        if of.is_empty() {
            continue;
        }
        let mae = of.iter().map(|c| c.2).sum::<f64>() / of.len() as f64;
        let worst = of.iter().map(|c| c.2).fold(0.0, f64::max);
        let open = of.iter().filter(|c| c.1).count();
        s += &format!(
            "{}: mean absolute error of the {} checked rows {mae:.1} %, largest {worst:.1} % \
             ({open} of them open).\n",
            generation.name(),
            of.len()
        );
    }
    s
}
