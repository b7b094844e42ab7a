//! The Gen12LP (Xe-LP) rows of the validation suite: clpeak on the Iris Xe Graphics (96 EUs)
//! of a Dell Inspiron 14 5402 (i7-1165G7), the log in Jeff Hammond's blog post
//! "Dell_Inspiron5000_Linux.md" (github.com/jeffhammond/blog): "Intel(R) Graphics Gen12LP
//! [0x9a49]", 96 compute units, 1300 MHz reported, driver 20.46.18421 on Ubuntu 20.10, run with
//! the CPU governor at "performance". The kernels are the suite's (gen9bench.cl) built for
//! tgllp; the preset is `configs/iris-xe-i7-1165g7.ron`.
//!
//! A laptop's GPU clock under a sustained load is not in the log (1300 MHz is the maximum), so
//! the clock-free ratios of the same log (half over float, int over float) check the EU model
//! apart from the clock; the absolute rows check it together with the assumed 1300 MHz.

use super::{clpeak_bandwidth, Method, Row};

const SOURCE: &str = "jeffhammond/blog Dell_Inspiron5000_Linux.md (clpeak)";
const SYSTEM: &str = "i7-1165G7 (Dell Inspiron 14 5402), 96 EUs, 1300 MHz, driver 20.46, Linux";
const PRESET: &str = "configs/iris-xe-i7-1165g7.ron";

/// The log's scalar compute results (GFLOPS / GIOPS): float, half, int.
const SP: f64 = 1413.85;
const HP: f64 = 2327.97;
const INT: f64 = 329.21;

/// A row of the log on the preset, checked against `bound` percent.
fn row(anchor: &'static str, measured: f64, unit: &'static str, method: Method) -> Row {
    Row {
        anchor,
        part: "Iris Xe (96 EUs)",
        system: SYSTEM,
        preset: PRESET,
        source: SOURCE,
        measured,
        unit,
        method,
        bound: 15.0,
        fitted: false,
        open: None,
    }
}

/// `kernel`'s rate over the float chain's (both 1024 operations per work-item).
fn over_float(kernel: &'static str) -> Method {
    Method::Ratio {
        kernel,
        ops: 1024,
        over: "chain_mad_float",
        over_ops: 1024,
    }
}

/// Why the absolute compute rows are not asserted: they need the clock the GPU held.
const CLOCK: &str = "the laptop's sustained GPU clock is not in the log (1300 MHz is the \
                     maximum; the model's SP matches at ~970 MHz): the ratios below are the check";

/// The rows, in the suite's order (compute, then bandwidth).
pub fn rows() -> Vec<Row> {
    let rate = |kernel, ops| Method::Rate { kernel, ops };
    let at_clock = |r: Row| Row {
        open: Some(CLOCK),
        ..r
    };
    let mut v = vec![
        at_clock(row(
            "clpeak SP (float)",
            SP,
            "GFLOPS",
            rate("chain_mad_float", 1024),
        )),
        at_clock(row(
            "clpeak HP (half)",
            HP,
            "GFLOPS",
            rate("chain_half", 1024),
        )),
        at_clock(row(
            "clpeak INT (int)",
            INT,
            "GIOPS",
            rate("chain_int", 1024),
        )),
        row("clpeak HP / SP", HP / SP, "ratio", over_float("chain_half")),
        row(
            "clpeak INT / SP",
            INT / SP,
            "ratio",
            over_float("chain_int"),
        ),
    ];
    let mut bw = clpeak_bandwidth(
        "Iris Xe (96 EUs)",
        SYSTEM,
        PRESET,
        SOURCE,
        &[(1, 32.51), (4, 31.49), (16, 40.02)],
    );
    // the log's widths scatter by more than the bound (float2 24.16, float8 32.43 GB/s
    // between float 32.51 and float4 31.49): one run, so the float and float4 rows are
    // reported only
    bw[0].open = Some("one run whose widths scatter by +-25 % (float2 24.2 GB/s)");
    bw[1].open = Some("the same run as the float row, whose widths scatter by +-25 %");
    v.extend(bw);
    v
}
