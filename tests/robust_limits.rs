//! Runaway kernels stop: `--max-instructions`, `--max-cycles` and SIGTERM end the run with a
//! message saying where the threads were, partial stats marked incomplete, and exit code 1.
//! Numbers beyond their type are refused: float literals that overflow, in launch files and
//! in assembly.

mod scratch;
use scratch::Scratch;

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// A scratch directory with a launch of `loop_variable_trip` (tests/corpus ordinary_control)
/// whose every work-item loops 2^32 - 1 times (reads past `data` ignored): a run that would
/// take hours.
fn scratch(name: &str) -> Scratch {
    let d = Scratch::new(&format!("limits-{name}"));
    let bin = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/bin/ordinary_control.bin");
    let cnt = vec!["4294967295"; 128].join(",");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "loop_variable_trip", global: [128], local: [64],
                args: [Buffer(init: U32([{cnt}])), Buffer(init: Random(bytes: 4096, seed: 1)),
                       Buffer(init: Zeros(512))])"#,
            bin.display()
        ),
    )
    .unwrap();
    d
}

fn eusim(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args([
            "-q",
            "run",
            "launch.ron",
            "--stats",
            "s.json",
            "--oob",
            "ignore",
        ])
        .args(args)
        .output()
        .unwrap()
}

fn stats(dir: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(dir.join("s.json")).unwrap()).unwrap()
}

#[test]
fn max_instructions_stops_functional_runs_at_exactly_n() {
    for threads in ["1", "2"] {
        let d = scratch(&format!("instr{threads}"));
        let o = eusim(
            &d,
            &[
                "--functional",
                "--threads",
                threads,
                "--max-instructions",
                "100000",
            ],
        );
        assert_eq!(o.status.code(), Some(1));
        let e = String::from_utf8_lossy(&o.stderr);
        assert!(e.contains("--max-instructions 100000 reached"), "{e}");
        assert!(e.contains("at IP 0x"), "where the threads were: {e}");
        assert_eq!(e.trim().lines().count(), 1, "one line: {e}");
        let s = stats(&d);
        assert_eq!(s["incomplete"], true);
        assert_eq!(s["instructions"], 100000);
    }
}

#[test]
fn max_cycles_stops_timed_runs() {
    let d = scratch("cycles");
    let o = eusim(&d, &["--max-cycles", "20000"]);
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(e.contains("--max-cycles 20000 reached"), "{e}");
    // at most four threads named one by one, however many were running
    let named = e.matches(" at IP 0x").count();
    assert!((1..=4).contains(&named), "{e}");
    let s = stats(&d);
    assert_eq!(s["incomplete"], true);
    assert!(s["cycles"].as_u64().unwrap() > 20000);
    assert!(s["instructions"].as_u64().unwrap() > 0);
}

#[test]
fn sigterm_stops_with_partial_stats() {
    let d = scratch("term");
    let child = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&d)
        .args([
            "-q",
            "run",
            "launch.ron",
            "--stats",
            "s.json",
            "--oob",
            "ignore",
            "--functional",
            "--threads",
            "1",
        ])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(700));
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1), "exits, not killed by the signal");
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(e.contains("interrupted"), "{e}");
    assert_eq!(stats(&d)["incomplete"], true);
}

#[test]
fn absurd_cache_geometry_is_an_error_not_an_abort() {
    let d = scratch("ways");
    for (set, field) in [
        (
            "memory.l3_ways=4000000000",
            "`memory.l3_ways` = 4000000000 is outside its range",
        ),
        (
            "memory.l3_bytes_per_slice=4000000000",
            "`memory.l3_bytes_per_slice` = 4000000000 is outside",
        ),
    ] {
        let o = eusim(&d, &["--set", set, "--max-cycles", "1000"]);
        assert_eq!(o.status.code(), Some(1), "{set}");
        let e = String::from_utf8_lossy(&o.stderr);
        assert!(e.contains(field), "{set}: {e}");
    }
}

#[test]
fn address_errors_name_the_argument() {
    // The loop reads data[i] past its 4096 bytes: the error names the argument, not only
    // its binding-table index, and where (kernel, thread, IP, lane, address).
    let d = scratch("bti");
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&d)
        .args(["-q", "run", "launch.ron", "--functional", "--oob", "error"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    for want in [
        "loop_variable_trip",
        "ip 0x",
        "lane",
        "0x1000",
        "BTI 1 is argument #1 `data`",
    ] {
        assert!(e.contains(want), "{want}: {e}");
    }
}

#[test]
fn max_instructions_stops_functional_runs_exactly_and_timed_runs_at_a_window_end() {
    // a timed run checks the count at the end of each timing window: it stops at the first
    // window end with at least N instructions, the same count for every host thread count
    let mut counts = Vec::new();
    for threads in ["1", "2"] {
        let d = scratch(&format!("timed-instr{threads}"));
        let o = eusim(&d, &["--threads", threads, "--max-instructions", "1000"]);
        assert_eq!(o.status.code(), Some(1));
        let e = String::from_utf8_lossy(&o.stderr);
        assert!(e.contains("--max-instructions 1000 reached"), "{e}");
        let s = stats(&d);
        assert_eq!(s["incomplete"], true);
        let n = s["instructions"].as_u64().unwrap();
        assert!(n >= 1000, "{n}");
        assert!(
            e.contains(&format!("stopped after {n} instructions")),
            "{e}"
        );
        counts.push(n);
    }
    assert_eq!(counts[0], counts[1]);
}

/// `fill4` (tests/timing_kernels/memtime.cl) writes its float argument `v` into every float
/// of a 1 KiB buffer saved as `out.bin`; launched from `dir` with argument text `arg`.
fn fill(dir: &Path, arg: &str, init: &str) -> Output {
    let bin =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/memtime_Gen9core.bin");
    std::fs::write(
        dir.join("fill.ron"),
        format!(
            "(program: \"{}\", kernel: \"fill4\", global: [64], local: [16],\n\
             args: [Buffer(init: {init}, save: \"out.bin\"),\n Scalar({arg})])",
            bin.display()
        ),
    )
    .unwrap();
    Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args(["run", "fill.ron", "--functional"])
        .stdout(Stdio::null())
        .output()
        .unwrap()
}

#[test]
fn float_literals_that_overflow_are_refused() {
    let d = Scratch::new("limits-floats");
    let refused = |o: &Output, literal: &str, ty: &str, at: &str| {
        let e = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{e}");
        assert_eq!(e.trim_end().lines().count(), 1, "one line: {e}");
        assert!(e.contains(&format!("`{literal}` overflows {ty}")), "{e}");
        assert!(e.contains(at), "where: {e}");
    };
    // f32's largest finite value is 3.40282347e38: 1e40 and -3.5e38 are beyond it
    let o = fill(&d, "F32(1e40)", "Zeros(1024)");
    refused(&o, "1e40", "f32", "fill.ron:3:13");
    let o = fill(&d, "F32(2.0)", "F32([1.0, -3.5e38])");
    refused(&o, "-3.5e38", "f32", "fill.ron:2:31");
    let o = fill(&d, "F64(1e309)", "Zeros(1024)");
    refused(&o, "1e309", "f64", "fill.ron:3:13");
    assert!(!d.join("out.bin").exists(), "nothing run");
    // the spelled-out infinity and the largest finite value are kept
    for (arg, bits) in [
        ("F32(-inf)", 0xFF80_0000u32),
        ("F32(3.4028234e38)", 0x7F7F_FFFF),
    ] {
        let o = fill(&d, arg, "Zeros(1024)");
        assert_eq!(
            o.status.code(),
            Some(0),
            "{arg}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let out = std::fs::read(d.join("out.bin")).unwrap();
        assert_eq!(out, bits.to_le_bytes().repeat(256), "{arg}");
    }
    // assembly: an :f immediate beyond f32, and one beyond f64 for :df
    for (line, literal, ty) in [
        ("add (8|M0) r1.0<1>:f r2.0<8;8,1>:f 1e40:f", "1e40", ":f"),
        ("mov (1|M0) r1.0<1>:df 1e309:df", "1e309", ":df"),
    ] {
        std::fs::write(d.join("one.asm"), format!("{line}\n")).unwrap();
        let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
            .current_dir(&d)
            .args(["asm", "one.asm", "-o", "one.bin"])
            .output()
            .unwrap();
        refused(&o, literal, ty, "one.asm: line 1");
        assert!(!d.join("one.bin").exists());
    }
    std::fs::write(
        d.join("one.asm"),
        "add (8|M0) r1.0<1>:f r2.0<8;8,1>:f inf:f\n",
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&d)
        .args(["asm", "one.asm", "-o", "one.bin"])
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // the 32-bit immediate is the last dword of the 16-byte instruction
    let code = std::fs::read(d.join("one.bin")).unwrap();
    assert_eq!(code[12..16], 0x7F80_0000u32.to_le_bytes());
}
