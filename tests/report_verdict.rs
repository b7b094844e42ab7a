//! The report's bottleneck verdict against a parameter sweep: on three kernels of
//! `tests/timing_kernels/calib.cl`, the unit the verdict names is the one whose parameter
//! moves the run time. Doubling `memory.dram_gbps` speeds the kernel called DRAM-bound up by
//! at least 1.5x and the compute-bound one by less than 5 %; halving the EUs leaves the kernel
//! called parallelism-bound (one work-group) within 5 %. Also: the timeline's bandwidths never
//! exceed the configured peaks, and the timeline reaches the end of the L3 flush.

mod scratch;

use scratch::Scratch;
use std::path::Path;
use std::process::Command;

const DRAM_GBPS: f64 = 23.0;

/// Runs `kernel` with `args` and `sets`; returns its stats and the report's verdict.
fn run(d: &Path, name: &str, launch: &str, sets: &[&str]) -> (serde_json::Value, String) {
    let bin = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/calib_Gen9core.bin");
    let file = d.join(format!("{name}.ron"));
    std::fs::write(&file, format!("(program: \"{}\", {launch})", bin.display())).unwrap();
    let (stats, report) = (
        d.join(format!("{name}.json")),
        d.join(format!("{name}.html")),
    );
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_eusim"));
    cmd.arg("-q")
        .arg("run")
        .arg(&file)
        .arg("--stats")
        .arg(&stats);
    cmd.arg("--report").arg(&report);
    cmd.args(["--set", &format!("memory.dram_gbps={DRAM_GBPS}")]);
    for s in sets {
        cmd.args(["--set", s]);
    }
    let o = cmd.output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&stats).unwrap()).unwrap();
    let html = std::fs::read_to_string(&report).unwrap();
    let verdict = html
        .split("data-verdict=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap_or("none")
        .to_string();
    (v, verdict)
}

fn cycles(v: &serde_json::Value) -> f64 {
    v["cycles"].as_f64().unwrap()
}

#[test]
fn the_verdict_names_the_unit_a_sweep_confirms() {
    let d = Scratch::new("verdict");
    let read16 = r#"kernel: "read16", global: [16384], local: [64],
        args: [Buffer(init: Zeros(4194304)), Buffer(init: Zeros(65536))]"#;
    let fma = |n: u32| {
        format!(
            r#"kernel: "fma_ilp8_simd16", global: [{n}], local: [64],
            args: [Buffer(init: Zeros({})), Scalar(F32(0.5))]"#,
            4 * n
        )
    };
    let twice = format!("memory.dram_gbps={}", 2.0 * DRAM_GBPS);

    let (mem, verdict) = run(&d, "mem", read16, &[]);
    assert_eq!(verdict, "DRAM bandwidth");
    let (mem2, _) = run(&d, "mem2", read16, &[&twice]);
    let speedup = cycles(&mem) / cycles(&mem2);
    assert!(
        speedup >= 1.5,
        "DRAM-bound kernel: {speedup:.2}x with twice the bandwidth"
    );

    let (alu, verdict) = run(&d, "alu", &fma(8192), &[]);
    assert_eq!(verdict, "compute");
    let (alu2, _) = run(&d, "alu2", &fma(8192), &[&twice]);
    let change = (cycles(&alu) / cycles(&alu2) - 1.0).abs();
    assert!(
        change < 0.05,
        "compute-bound kernel moved {:.1} %",
        100.0 * change
    );

    let (few, verdict) = run(&d, "few", &fma(64), &[]);
    assert_eq!(verdict, "parallelism");
    let (few2, _) = run(&d, "few2", &fma(64), &["topology.eus_per_subslice=4"]);
    let change = (cycles(&few) / cycles(&few2) - 1.0).abs();
    assert!(
        change < 0.05,
        "one work-group on half the EUs moved {:.1} %",
        100.0 * change
    );

    // bandwidth counted when served: no sample above the unit's peak (gen9-gt2: DRAM as set,
    // L3 1 slice x 4 banks x 64 B at 1150 MHz = 294.4 GB/s), and the last sample is the
    // kernel's end, after the end-of-kernel flush
    let timeline = mem["timing"]["timeline"].as_array().unwrap();
    for p in timeline {
        assert!(
            p["dram_gbps"].as_f64().unwrap() <= DRAM_GBPS * (1.0 + 1e-9),
            "{p}"
        );
        assert!(
            p["l3_gbps"].as_f64().unwrap() <= 294.4 * (1.0 + 1e-9),
            "{p}"
        );
    }
    assert_eq!(timeline.last().unwrap()["cycle"], mem["cycles"]);
}
