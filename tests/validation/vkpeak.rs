//! The Gen12LP (Xe-LP) rows from nihui/vkpeak runs on two desktop parts, whose GPU clock is
//! the part's maximum (a desktop processor holds it under a GPU-only load): the UHD Graphics
//! 770 of an i7-13700K (https://github.com/nihui/vkpeak/issues/16, the system named by the
//! same user at https://github.com/intel-gpu/intel-gpu-firmware/issues/7) and the UHD
//! Graphics 730 of an i5-12400 (https://github.com/nihui/vkpeak/pull/13). vkpeak's shaders are compiled by Mesa's Vulkan driver; the rows run the same
//! chains written in OpenCL (`tests/validation_kernels/vkpeak.cl`) and compiled by ocloc.

use std::path::{Path, PathBuf};

use eusim::config::{Generation, MachineConfig};

use super::{Method, Row};
use crate::common::timed::Timed;

const I13700K: &str = "i7-13700K (Z790), 32 EUs, 1600 MHz (desktop maximum), Mesa Vulkan, Linux";
const I12400: &str = "i5-12400, 24 EUs, 1450 MHz (desktop maximum), Mesa Vulkan, Linux";

/// Loop iterations of the model's run (16 steps each): 1024 operations per work-item.
const LOOP: u32 = 32;

/// The vkpeak "scalar" results of one system (GFLOPS / GIOPS): fp32, fp16, int32.
struct Run {
    part: &'static str,
    system: &'static str,
    preset: &'static str,
    source: &'static str,
    fp32: f64,
    fp16: f64,
    int32: f64,
    /// Why the absolute fp32 row is not asserted, if it is not.
    fp32_open: Option<&'static str>,
}

fn rows_of(r: &Run) -> Vec<Row> {
    let row = |anchor, measured, unit, kernel| Row {
        anchor,
        part: r.part,
        system: r.system,
        preset: r.preset,
        source: r.source,
        measured,
        unit,
        method: Method::Vkpeak { kernel },
        bound: 15.0,
        fitted: false,
        open: None,
    };
    vec![
        Row {
            bound: 10.0,
            open: r.fp32_open,
            ..row("vkpeak fp32-scalar", r.fp32, "GFLOPS", "vkpeak_fp32_p1")
        },
        row("vkpeak fp16-scalar", r.fp16, "GFLOPS", "vkpeak_fp16_p1"),
        row("vkpeak int32-scalar", r.int32, "GIOPS", "vkpeak_int32_p1"),
    ]
}

/// The rows, UHD 770 then UHD 730.
pub fn rows() -> Vec<Row> {
    let uhd770 = Run {
        part: "UHD 770",
        system: I13700K,
        preset: "configs/uhd770-i7-13700k.ron",
        source: "https://github.com/nihui/vkpeak/issues/16",
        fp32: 686.73,
        fp16: 919.97,
        int32: 174.10,
        fp32_open: None,
    };
    let uhd730 = Run {
        part: "UHD 730",
        system: I12400,
        preset: "configs/uhd730-i5-12400.ron",
        source: "https://github.com/nihui/vkpeak/pull/13",
        fp32: 260.38,
        fp16: 661.49,
        int32: 121.34,
        fp32_open: Some(
            "46.8 % of 24 EUs x 16 FLOP x 1450 MHz (the UHD 770: 83.8 %) while the same run's \
             fp16 and int32 match: the rate of the chain built as mul + add, unfused \
             (vkpeak_fp32_p1_unfused: -1.0 %); that driver's build is not published",
        ),
    };
    let mut v = rows_of(&uhd770);
    v.extend(rows_of(&uhd730));
    v
}

/// The vkpeak kernels built for the preset's generation (`tests/regen-kernels.sh`).
fn binary(c: &MachineConfig) -> PathBuf {
    let file = match c.generation {
        Generation::Gen12lp => "vkpeak_tgllp.bin",
        _ => "vkpeak_Gen9core.bin",
    };
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/validation_kernels")
        .join(file)
}

/// Giga-operations per second of `kernel` on `preset`: vkpeak's launch (work-groups of 32,
/// SIMD16) filling one subslice's hardware threads twice over, its per-EU rate scaled to the
/// preset's EUs and clock (the ALU path shares nothing between subslices).
fn rate(preset: &'static str, kernel: &'static str) -> f64 {
    let c = MachineConfig::load(preset).expect("preset");
    let eus = u64::from(c.topology.eus_per_subslice);
    let items = eus * u64::from(c.topology.threads_per_eu) * 16 * 2;
    let (s, _) = Timed::new(binary(&c), kernel, items, 32)
        .timing_only()
        .config(preset)
        .zeros(items * 4)
        .arg(&format!("Scalar(I32({LOOP}))"))
        .set("topology.subslices_per_slice=1")
        .set("topology.disabled_eus=0")
        .timed();
    let ops = f64::from(LOOP * 16 * 2) * items as f64;
    let per_eu_cycle = ops / (s.cycles as f64 * eus as f64);
    per_eu_cycle * f64::from(c.topology.eus()) * f64::from(c.clock_mhz) / 1000.0
}

/// The model's number of a [`Method::Vkpeak`] row.
pub fn evaluate(preset: &'static str, kernel: &'static str) -> f64 {
    rate(preset, kernel)
}
