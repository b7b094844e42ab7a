//! A failing standard output or standard error is never a panic (exit 101): stdout errors are
//! one-line errors with exit 1, stderr errors lose the message but never the exit code, and
//! logging or sweep progress onto a full stderr does not stop the work. The full "disk" is a
//! character device node 1:7 made under the test's scratch directory.

mod robust_common;
use robust_common::*;

use std::process::{Command, Stdio};

/// The scratch dir and a writable handle to its full-device node (None: not permitted here).
fn full(name: &str) -> Option<(Scratch, std::fs::File)> {
    let d = scratch(name);
    if !mknod_char(&d.join("full"), 1, 7) {
        eprintln!("mknod not permitted here: skipped");
        return None;
    }
    let f = std::fs::OpenOptions::new()
        .write(true)
        .open(d.join("full"))
        .unwrap();
    Some((d, f))
}

fn with(dir: &std::path::Path, args: &[&str], out: Stdio, err: Stdio) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args(args)
        .stdout(out)
        .stderr(err)
        .output()
        .unwrap()
}

#[test]
fn describing_onto_a_full_stdout_is_an_error() {
    let Some((d, f)) = full("stream-describe") else {
        return;
    };
    for args in [
        vec!["config", "--describe"],
        vec!["stats", "--describe"],
        vec!["config"],
        vec!["disasm", device_bin("skl").to_str().unwrap()],
        vec!["info", device_bin("skl").to_str().unwrap()],
    ] {
        let o = with(
            &d,
            &args,
            Stdio::from(f.try_clone().unwrap()),
            Stdio::piped(),
        );
        assert_refused(&o, &["cannot write to standard output"]);
    }
}

#[test]
fn a_full_stderr_keeps_the_exit_code() {
    let Some((d, f)) = full("stream-stderr") else {
        return;
    };
    // an error whose message cannot be printed: still exit 1, not a panic
    let o = with(
        &d,
        &["run", "nope.ron"],
        Stdio::null(),
        Stdio::from(f.try_clone().unwrap()),
    );
    assert_eq!(o.status.code(), Some(1));
    // -vv logging onto a full stderr: the run completes
    copy_launch(&d, &device_bin("skl"), "");
    let o = with(
        &d,
        &["-vv", "run", "launch.ron", "--functional"],
        Stdio::null(),
        Stdio::from(f.try_clone().unwrap()),
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(std::fs::read(d.join("out.bin")).unwrap(), random256());
    // sweep progress onto a full stderr: every row is run
    std::fs::write(
        d.join("s.ron"),
        r#"(launches: ["launch.ron"], functional: true, grid: {"clock_mhz": ["600", "900", "1150"]})"#,
    )
    .unwrap();
    let o = with(
        &d,
        &["sweep", "s.ron", "--out", "out"],
        Stdio::null(),
        Stdio::from(f.try_clone().unwrap()),
    );
    assert_eq!(o.status.code(), Some(0));
    let rows = std::fs::read_to_string(d.join("out/results.jsonl")).unwrap();
    assert_eq!(rows.lines().count(), 3);
}
