//! Runaway kernels stop: `--max-instructions`, `--max-cycles` and SIGTERM end the run with a
//! message saying where the threads were, partial stats marked incomplete, and exit code 1.

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
