//! Per-source-line profile and the report's source view on the `-g` fixture
//! (tests/debug_kernels/saxpy_g.cl). The fma line (6) owns the instructions at 0xa0, 0xc0,
//! 0xd0 and 0xd8 (`readelf --debug-dump=decodedline` of the kernel's debug ELF against
//! `iga64 -p=9 -d -Xprint-pc`: the two loads of y[i] and the two mads).

mod debug_kernels;
mod scratch;
use scratch::Scratch;

use serde_json::Value;
use std::path::Path;
use std::process::Command;

fn cycles(c: &Value) -> u64 {
    c["issue_cycles"].as_u64().unwrap()
        + c["stalls"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_u64().unwrap())
            .sum::<u64>()
}

#[test]
fn profile_and_report_show_source_lines() {
    let d = Scratch::new("source-lines");
    let bin =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_kernels/saxpy_g_Gen9core.bin");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "saxpy", global: [1024], local: [64],
                args: [Buffer(init: Random(bytes: 4096, seed: 1)), Buffer(init: Zeros(4096)), Scalar(F32(2.0))])"#,
            bin.display()
        ),
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&*d)
        .args([
            "run",
            "launch.ron",
            "--stats",
            "s.json",
            "--report",
            "r.html",
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let stats: Value = serde_json::from_slice(&std::fs::read(d.join("s.json")).unwrap()).unwrap();
    let p = &stats["profile"];
    let lines = p["source_lines"].as_array().unwrap();
    let fma = lines.iter().find(|l| l["line"] == 6).unwrap();
    assert_eq!(fma["text"], "    float r = fma(a, v, y[i]);");
    let ips: Vec<u64> = fma["ips"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(ips, [0xa0, 0xc0, 0xd0, 0xd8]);
    let from_insts: u64 = p["instructions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| ips.contains(&i["ip"].as_u64().unwrap()))
        .map(|i| cycles(&i["counts"]))
        .sum();
    assert_eq!(cycles(&fma["counts"]), from_insts);
    let hottest = lines.iter().max_by_key(|l| cycles(&l["counts"])).unwrap();
    assert_eq!(
        hottest["line"], 6,
        "the line waiting on the loads of y[i] is the hottest"
    );
    let html = std::fs::read_to_string(d.join("r.html")).unwrap();
    assert!(html.contains("float r = fma(a, v, y[i]);</code>"));
    assert!(
        html.contains(&format!("{from_insts} thread-cycles")),
        "fma line's cycles"
    );
}

/// Runs the `-g` fixture tests/debug_kernels/lanes_g.cl (SIMD8, 64 work-items in groups of 8)
/// with `extra` arguments; its stats JSON's profile and its report.
fn lanes_profile(tag: &str, write: WriteLaunch, extra: &[&str]) -> (Value, String) {
    let d = Scratch::new(&format!("lanes-{tag}-{}", extra.len()));
    write(&d, "launch.ron");
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&*d)
        .args([
            "run",
            "launch.ron",
            "--stats",
            "s.json",
            "--profile",
            "p.csv",
            "--report",
            "r.html",
        ])
        .args(extra)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let csv = std::fs::read_to_string(d.join("p.csv")).unwrap();
    let head = csv.lines().next().unwrap();
    assert!(
        head.ends_with(",lanes,slots,simd_pct,bytes_read,bytes_written,text"),
        "{head}"
    );
    let stats: Value = serde_json::from_slice(&std::fs::read(d.join("s.json")).unwrap()).unwrap();
    let html = std::fs::read_to_string(d.join("r.html")).unwrap();
    (stats["profile"].clone(), html)
}

/// The counts of source line `line` of a profile.
fn line_counts(p: &Value, line: u64) -> Value {
    let lines = p["source_lines"].as_array().unwrap();
    let l = lines.iter().find(|l| l["line"] == line).unwrap();
    l["counts"].clone()
}

fn field(c: &Value, k: &str) -> u64 {
    c[k].as_u64().unwrap_or_else(|| panic!("{k} in {c}"))
}

/// Per-line SIMD efficiency and bytes from the source: `if (get_local_id(0) < 4)` runs the
/// loop of line 10 on 4 of the 8 channels (50 %); `vload4`/`vstore4` of line 6/7 move 16 bytes
/// per work-item (64 x 16 = 1024), `z[i]` (lines 9, 11) 4 bytes per work-item under the
/// branch (32 x 4 = 128). Per-line counts are the sums of their instructions'.
#[test]
fn source_lines_carry_simd_efficiency_and_bytes() {
    check_lanes(&[]);
}

/// A functional run's profile counts the same lanes and bytes (no cycles).
#[test]
fn functional_source_lines_carry_simd_efficiency_and_bytes() {
    check_lanes(&["--functional"]);
}

/// Writes a launch of `lanes` into a directory under a name.
type WriteLaunch = fn(&std::path::Path, &str) -> std::path::PathBuf;

/// A `.cl` run without `--debug-info` takes its lines from a second build with `-g`:
/// lanes_g.cl's `-g` build emits the same instructions, so the source (not its `-g` binary)
/// gives the same per-line counts.
#[test]
fn a_cl_source_gets_lines_without_debug_info() {
    check_lanes_of(
        "cl",
        debug_kernels::write_lanes_source_launch,
        &["--functional"],
    );
}

fn check_lanes(extra: &[&str]) {
    check_lanes_of("bin", debug_kernels::write_lanes_launch, extra)
}

fn check_lanes_of(tag: &str, write: WriteLaunch, extra: &[&str]) {
    let (p, html) = lanes_profile(tag, write, extra);
    let loop_line = line_counts(&p, 10);
    assert!(field(&loop_line, "slots") > 0);
    assert_eq!(
        2 * field(&loop_line, "lanes"),
        field(&loop_line, "slots"),
        "half the channels"
    );
    let store = line_counts(&p, 7);
    assert_eq!(
        field(&store, "lanes"),
        field(&store, "slots"),
        "every channel"
    );
    assert_eq!(
        (
            field(&line_counts(&p, 6), "bytes_read"),
            field(&store, "bytes_written")
        ),
        (64 * 16, 64 * 16)
    );
    assert_eq!(field(&line_counts(&p, 9), "bytes_read"), 32 * 4);
    assert_eq!(field(&line_counts(&p, 11), "bytes_written"), 32 * 4);
    let insts = p["instructions"].as_array().unwrap();
    for key in ["lanes", "slots", "bytes_read", "bytes_written"] {
        let of_insts: u64 = insts.iter().map(|i| field(&i["counts"], key)).sum();
        let of_lines: u64 = p["source_lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| field(&l["counts"], key))
            .sum();
        assert_eq!(of_lines, of_insts, "{key}: every instruction has a line");
    }
    let read: u64 = insts
        .iter()
        .map(|i| field(&i["counts"], "bytes_read"))
        .sum();
    assert_eq!(read, 64 * 16 + 32 * 4, "the kernel's reads");
    // the report shows the whole file: the comment of line 1 has no code (greyed), the
    // loop's line its SIMD efficiency, the vload4's line its bytes
    assert!(
        html.contains("<div class=nocode><code>    1  // Compiled with -g"),
        "line 1 greyed"
    );
    let row = |n: &str| {
        let at = html.find(n).unwrap_or_else(|| panic!("{n} in the report"));
        html[at..at + 400].to_string()
    };
    assert!(row("   10          for (int k").contains("SIMD 50.0 %"));
    assert!(row("    6      float4 v = vload4").contains("1024 B read"));
}

/// The integer chain of tests/validation_kernels/gen9bench.cl compiles to other instructions
/// with `-g` (IGC schedules its multiply-adds differently): without `--debug-info` the run
/// keeps the build without `-g`, says why it has no lines, and its profile has none; with
/// `--debug-info` it runs the `-g` build, whose lines name the chain's `PAIR8` line (54).
#[test]
fn a_kernel_whose_g_build_differs_keeps_its_code_and_says_so() {
    let d = Scratch::new("chain-int");
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/validation_kernels/gen9bench.cl");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "chain_int", global: [64], local: [16],
                args: [Buffer(init: Zeros(256)), Scalar(I32(3))])"#,
            src.display()
        ),
    )
    .unwrap();
    let run = |extra: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
            .current_dir(&*d)
            .args(["run", "launch.ron", "--functional", "--profile", "p.json"])
            .args(extra)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let p: Value = serde_json::from_slice(&std::fs::read(d.join("p.json")).unwrap()).unwrap();
        (p, String::from_utf8_lossy(&o.stderr).into_owned())
    };
    let (plain, note) = run(&[]);
    assert!(
        note.contains("kernel `chain_int` compiles to other instructions with -g"),
        "{note}"
    );
    assert!(plain["source_lines"]
        .as_array()
        .is_none_or(|l| l.is_empty()));
    let (debug, _) = run(&["--debug-info"]);
    let lines = debug["source_lines"].as_array().unwrap();
    assert!(lines.iter().any(|l| l["line"] == 54), "{lines:?}");
}
