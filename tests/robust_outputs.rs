//! `eusim run` never loses or clobbers a file: outputs are checked before the simulation
//! (against each other and the run's inputs, symbolic links, missing directories), written
//! whole or not at all, and a full standard output is an error, not a panic.

mod scratch;

use scratch::Scratch;
use std::path::Path;
use std::process::{Command, Output};

/// A scratch directory holding a launch of the fill kernel (`fill4` of
/// tests/timing_kernels/memtime.cl, 64 work-items) that saves its buffer as `out.bin`.
/// Removed when dropped.
fn scratch(name: &str, save: &str) -> Scratch {
    let d = Scratch::new(&format!("robust-{name}"));
    let bin =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/memtime_Gen9core.bin");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "fill4", global: [64], local: [16],
                args: [Buffer(init: Zeros(1024), save: "{save}"), Scalar(F32(2.0))])"#,
            bin.display()
        ),
    )
    .unwrap();
    d
}

fn eusim(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args(["-q", "run", "launch.ron", "--functional"])
        .args(args)
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn stats_sibling_never_overwrites_the_users_config() {
    let d = scratch("sibling", "out.bin");
    let preset = Path::new(env!("CARGO_MANIFEST_DIR")).join("configs/gen9-gt2.ron");
    let mine = std::fs::read_to_string(preset).unwrap();
    std::fs::write(d.join("mine.config.ron"), &mine).unwrap();
    let o = eusim(&d, &["--stats", "mine.json", "--config", "mine.config.ron"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(e.contains("mine.config.ron") && e.contains("input"), "{e}");
    assert_eq!(
        std::fs::read_to_string(d.join("mine.config.ron")).unwrap(),
        mine
    );
    assert!(
        !d.join("out.bin").exists(),
        "nothing written when the check fails"
    );
}

#[test]
fn two_outputs_naming_one_file_are_refused() {
    let d = scratch("twice", "s.json");
    let o = eusim(&d, &["--stats", "s.json"]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("written twice") && e.contains("--stats") && e.contains("save"),
        "{e}"
    );
}

#[test]
fn saves_through_symbolic_links_are_refused() {
    let d = scratch("link", "out.bin");
    std::fs::write(d.join("precious.bin"), b"keep").unwrap();
    std::os::unix::fs::symlink(d.join("precious.bin"), d.join("out.bin")).unwrap();
    let o = eusim(&d, &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("symbolic link"), "{}", stderr(&o));
    assert_eq!(std::fs::read(d.join("precious.bin")).unwrap(), b"keep");
}

#[test]
fn a_missing_output_directory_fails_before_the_run() {
    let d = scratch("missing", "out.bin");
    let o = eusim(&d, &["--stats", "no/such/dir/s.json"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no/such/dir"), "{}", stderr(&o));
    assert!(!d.join("out.bin").exists(), "the save was not written");
}

#[test]
fn outputs_are_complete_and_leave_no_temporaries() {
    let d = scratch("ok", "out.bin");
    let o = eusim(&d, &["--stats", "s.json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // fill4 writes v = 2.0 to every float of the buffer.
    let out = std::fs::read(d.join("out.bin")).unwrap();
    assert_eq!(out.len(), 1024);
    assert!(out.chunks(4).all(|c| c == 2.0f32.to_le_bytes()));
    let names: Vec<String> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.contains(".eusim-")), "{names:?}");
    assert!(names.contains(&"s.config.ron".to_string()), "{names:?}");
}

#[test]
fn a_full_standard_output_is_an_error_not_a_panic() {
    let d = scratch("full", "out.bin");
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&d)
        .args(["-q", "run", "launch.ron", "--functional"])
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("standard output"), "{}", stderr(&o));
}

#[test]
fn a_misspelt_argument_field_is_an_error() {
    let d = scratch("typo", "out.bin");
    let text = std::fs::read_to_string(d.join("launch.ron")).unwrap();
    std::fs::write(d.join("launch.ron"), text.replace("save:", "sve:")).unwrap();
    let o = eusim(&d, &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("sve"), "{}", stderr(&o));
}

#[test]
fn scalar_kinds_are_checked_with_raw_as_the_escape() {
    // fill4(__global float4 *out, float v): an integer for `v` is refused, Raw bits pass.
    let d = scratch("scalar", "out.bin");
    let text = std::fs::read_to_string(d.join("launch.ron")).unwrap();
    std::fs::write(d.join("launch.ron"), text.replace("F32(2.0)", "U32(2)")).unwrap();
    let o = eusim(&d, &[]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("float") && e.contains("integer value"), "{e}");
    std::fs::write(
        d.join("launch.ron"),
        text.replace("F32(2.0)", "Raw(0x40000000)"),
    )
    .unwrap();
    let o = eusim(&d, &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = std::fs::read(d.join("out.bin")).unwrap();
    assert!(
        out.chunks(4).all(|c| c == 2.0f32.to_le_bytes()),
        "Raw(0x40000000) is 2.0f"
    );
    // l3_read(..., int words, int reps): a float, or an int out of range, is refused.
    let bin = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/calib_Gen9core.bin");
    for (words, want) in [
        ("F32(128.0)", "float value"),
        ("U32(3000000000)", "outside"),
    ] {
        std::fs::write(
            d.join("launch.ron"),
            format!(
                r#"(program: "{}", kernel: "l3_read", global: [16], local: [16],
                    args: [Buffer(init: Zeros(4096)), Buffer(init: Zeros(64)), Scalar({words}), Scalar(I32(1))])"#,
                bin.display()
            ),
        )
        .unwrap();
        let o = eusim(&d, &[]);
        assert_eq!(o.status.code(), Some(1), "{words}");
        assert!(stderr(&o).contains(want), "{words}: {}", stderr(&o));
    }
}

#[test]
fn stats_name_the_overrides_and_their_schema() {
    let d = scratch("overrides", "out.bin");
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&d)
        .args([
            "-q",
            "run",
            "launch.ron",
            "--stats",
            "s.json",
            "--set",
            "topology.slices=2",
            "--set",
            "clock_mhz=600",
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let s: serde_json::Value =
        serde_json::from_slice(&std::fs::read(d.join("s.json")).unwrap()).unwrap();
    assert_eq!(s["schema_version"], 5);
    assert_eq!(s["config"], "gen9-gt2");
    assert_eq!(
        s["config_overrides"],
        serde_json::json!(["topology.slices=2", "clock_mhz=600"])
    );
    assert_eq!(s["timing"]["clock_mhz"], 600);
}

#[test]
fn oversized_inits_are_errors_not_aborts() {
    // Random(bytes: 3 GiB) under a 2 GB address-space limit: the host cannot provide it.
    let d = scratch("alloc", "out.bin");
    let text = std::fs::read_to_string(d.join("launch.ron")).unwrap();
    std::fs::write(
        d.join("launch.ron"),
        text.replace("Zeros(1024)", "Random(bytes: 3221225472, seed: 1)"),
    )
    .unwrap();
    let o = Command::new("sh")
        .current_dir(&d)
        .arg("-c")
        .arg(format!(
            "ulimit -v 2000000; exec {} -q run launch.ron --functional",
            env!("CARGO_BIN_EXE_eusim")
        ))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("cannot allocate"), "{}", stderr(&o));
    // A 5 GB init file (sparse) is refused by its size, before anything is read.
    let big = d.join("big.bin");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(5 << 30)
        .unwrap();
    std::fs::write(
        d.join("launch.ron"),
        text.replace("Zeros(1024)", "File(\"big.bin\")"),
    )
    .unwrap();
    let o = eusim(&d, &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("exceeds the 4 GiB limit"),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_file(&big);
}
