//! Out-of-bounds accesses as the hardware makes them (tests/launch_kernels/oob.cl): by
//! default a stateful read outside its buffer's surface returns zeros and a write there is
//! dropped, the stats count the messages and the run warns once naming the first access;
//! `oob: Error` (launch file) or `--oob error` stops at the first; a stateless access
//! outside every allocation stops, naming the nearest buffer argument and its size. Expected
//! values follow from the kernels' source and that rule.

use eusim::launch::LaunchFile;
use eusim::sim::{load_program, run_kernel, RunOptions, SimError};
use memory_model::OobPolicy;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn launch(kernel: &str, args: &str, extra: &str) -> LaunchFile {
    let bin = root().join("tests/launch_kernels/oob_Gen9core.bin");
    let text = format!(
        r#"(program: "{}", kernel: "{kernel}", global: [16], local: [16], args: [{args}]{extra})"#,
        bin.display()
    );
    LaunchFile::parse(&text, &root().join("launch.ron")).unwrap()
}

fn ints(bytes: &[u8]) -> Vec<i32> {
    bytes
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn opts(functional: bool, oob: OobPolicy) -> RunOptions {
    RunOptions {
        functional,
        oob,
        ..RunOptions::default()
    }
}

#[test]
fn reads_past_a_buffer_return_zeros_by_default() {
    let lf = launch(
        "over_read",
        "Buffer(init: Iota(count: 16)), Buffer(init: Zeros(64))",
        "",
    );
    let program = load_program(&lf).unwrap();
    // out[i] = in[i + 4] + 1; in[16..20] lie outside the 64-byte surface and read as 0
    let want: Vec<i32> = (0..16).map(|i| if i < 12 { i + 5 } else { 1 }).collect();
    for functional in [true, false] {
        let out = run_kernel(
            &lf,
            &program,
            "over_read",
            &opts(functional, OobPolicy::Hardware),
        )
        .unwrap();
        assert_eq!(
            ints(out.args[1].as_ref().unwrap()),
            want,
            "functional {functional}"
        );
        // one SIMD16 read message reaches past the end (the kernel is SIMD32: its second
        // half has no work-items)
        assert_eq!(
            out.stats.messages.out_of_bounds, 1,
            "functional {functional}"
        );
    }
}

/// `oob: Ignore` clips SLM accesses in timed runs as in functional ones: reads past the
/// work-group's 64 bytes of SLM give zeros; by default they are errors, in both modes.
#[test]
fn slm_reads_past_the_allocation_follow_the_policy_in_both_modes() {
    let lf = launch("slm_past", "Buffer(init: Zeros(64)), Local(bytes: 64)", "");
    let program = load_program(&lf).unwrap();
    // out[i] = t[i + 4] with t[i] = i + 1: t[16..20] lie past the 16 ints
    let want: Vec<i32> = (0..16).map(|i| if i < 12 { i + 5 } else { 0 }).collect();
    for functional in [true, false] {
        let out = run_kernel(
            &lf,
            &program,
            "slm_past",
            &opts(functional, OobPolicy::Ignore),
        )
        .unwrap_or_else(|e| panic!("functional {functional}: {e}"));
        assert_eq!(
            ints(out.args[0].as_ref().unwrap()),
            want,
            "functional {functional}"
        );
        let e = run_kernel(
            &lf,
            &program,
            "slm_past",
            &opts(functional, OobPolicy::Hardware),
        )
        .err()
        .unwrap_or_else(|| panic!("functional {functional}: no error"));
        assert!(
            e.to_string().contains("SLM"),
            "functional {functional}: {e}"
        );
    }
}

#[test]
fn writes_past_a_buffer_are_dropped_by_default() {
    let init = vec!["-1"; 16].join(",");
    let lf = launch("shifted_write", &format!("Buffer(init: I32([{init}]))"), "");
    let program = load_program(&lf).unwrap();
    let want: Vec<i32> = (0..16)
        .map(|i| if i < 4 { -1 } else { i - 4 + 100 })
        .collect();
    for functional in [true, false] {
        let out = run_kernel(
            &lf,
            &program,
            "shifted_write",
            &opts(functional, OobPolicy::Hardware),
        )
        .unwrap();
        assert_eq!(ints(out.args[0].as_ref().unwrap()), want);
        assert_eq!(out.stats.messages.out_of_bounds, 1);
    }
}

#[test]
fn the_error_policy_stops_at_the_first_and_names_the_argument() {
    let lf = launch(
        "over_read",
        "Buffer(init: Iota(count: 16)), Buffer(init: Zeros(64))",
        "",
    );
    let program = load_program(&lf).unwrap();
    let e = run_kernel(&lf, &program, "over_read", &opts(true, OobPolicy::Error)).unwrap_err();
    let text = e.to_string();
    assert!(text.contains("out of bounds"), "{text}");
    assert!(text.contains("argument #0 `in`"), "{text}");
}

#[test]
fn a_stateless_access_outside_every_allocation_names_the_nearest_buffer() {
    // p = odd work-items ? a : b; p[i + skip] = i. Work-item 0 writes b[2^20]: 4 MiB from
    // b's start, 4 MiB - 64 bytes past its end.
    let lf = launch(
        "either",
        "Buffer(init: Zeros(64)), Buffer(init: Zeros(64)), Scalar(I32(1048576))",
        "",
    );
    let program = load_program(&lf).unwrap();
    for policy in [OobPolicy::Hardware, OobPolicy::Error] {
        let e = run_kernel(&lf, &program, "either", &opts(true, policy)).unwrap_err();
        let text = e.to_string();
        let SimError::Exec { args, .. } = &e else {
            panic!("{text}");
        };
        assert!(
            args.contains("nearest buffer: argument #1 `b`, 64 bytes at 0x"),
            "{text}"
        );
        assert!(
            args.contains(&format!("starts {} bytes past its end", (4 << 20) - 64)),
            "{text}"
        );
    }
}

/// The command line: the warning on stderr, the count in the stats, `--oob error` and the
/// launch file's `oob` field.
#[test]
fn the_command_line_warns_once_and_follows_oob_options() {
    let dir = Tmp::new("cli");
    let bin = root().join("tests/launch_kernels/oob_Gen9core.bin");
    let write = |name: &str, extra: &str| {
        let text = format!(
            r#"(program: "{}", kernel: "over_read", global: [16], local: [16],
                args: [Buffer(init: Iota(count: 16)), Buffer(init: Zeros(64), save: "out.bin")]{extra})"#,
            bin.display()
        );
        std::fs::write(dir.0.join(name), text).unwrap();
    };
    write("hw.ron", "");
    write("err.ron", ", oob: Error");
    let run = |file: &str, more: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_eusim"))
            .current_dir(&dir.0)
            .args(["-q", "run", file, "--functional", "--stats", "s.json"])
            .args(more)
            .output()
            .unwrap()
    };
    let out = run("hw.ron", &[]);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let warnings: Vec<&str> = stderr.lines().filter(|l| l.contains("warning")).collect();
    assert_eq!(warnings.len(), 1, "{stderr}");
    let w = warnings[0];
    for want in [
        "`over_read`",
        "1 data-port message",
        "a read",
        "BTI 0 (argument #0 `in`, 64 bytes)",
    ] {
        assert!(w.contains(want), "{want}: {w}");
    }
    let stats: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.0.join("s.json")).unwrap()).unwrap();
    assert_eq!(stats["messages"]["out_of_bounds"], 1);
    for (file, more) in [("hw.ron", &["--oob", "error"][..]), ("err.ron", &[][..])] {
        let out = run(file, more);
        assert!(!out.status.success(), "{file} {more:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("out of bounds"), "{stderr}");
    }
    // --oob wins over the launch file
    assert!(run("err.ron", &["--oob", "hardware"]).status.success());
}

/// A temporary directory removed on drop.
struct Tmp(PathBuf);

impl Tmp {
    fn new(tag: &str) -> Tmp {
        let dir = std::env::temp_dir().join(format!("eusim-oob-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Tmp(dir)
    }
}

impl Drop for Tmp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
