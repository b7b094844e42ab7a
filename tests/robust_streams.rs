//! A failing standard output or standard error is never a panic (exit 101): stdout errors are
//! one-line errors with exit 1, stderr errors lose the message but never the exit code, and
//! logging or sweep progress onto a full stderr does not stop the work. The full "disk" is a
//! character device node 1:7 made under the test's scratch directory; the broken pipe a FIFO
//! there whose reader has closed. Command-line errors are one-line errors with exit 1 too.

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

/// A FIFO under `d` opened for writing whose only reader has closed it: a write to it fails
/// with a broken pipe (eusim ignores SIGPIPE, as every Rust program does).
fn broken_pipe(d: &std::path::Path) -> Option<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    let p = d.join("pipe");
    if !mkfifo(&p) {
        eprintln!("mkfifo not available here: skipped");
        return None;
    }
    let reader = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(&p)
        .unwrap();
    let writer = std::fs::OpenOptions::new().write(true).open(&p).unwrap();
    drop(reader);
    Some(writer)
}

/// Whether the ICD library is next to the eusim binary (`icd` commands need it).
fn icd_library_built() -> bool {
    let exe = std::path::Path::new(env!("CARGO_BIN_EXE_eusim"));
    let built = exe.with_file_name("libeusim_icd.so").is_file();
    if !built {
        eprintln!("libeusim_icd.so not built next to eusim: `icd` commands skipped");
    }
    built
}

#[test]
fn every_command_reports_a_stdout_it_cannot_write() {
    let d = scratch("stream-every");
    copy_launch(&d, &device_bin("skl"), "");
    let mut sinks: Vec<(&str, std::fs::File)> = Vec::new();
    if let Some(w) = broken_pipe(&d) {
        sinks.push(("Broken pipe", w));
    }
    let full_sink = full("stream-every-full");
    if let Some((_, f)) = &full_sink {
        sinks.push(("No space left", f.try_clone().unwrap()));
    }
    let mut commands: Vec<Vec<String>> = vec![
        vec!["--help".into()],
        vec!["--version".into()],
        vec!["run".into(), "--help".into()],
        vec!["info".into(), device_bin("skl").display().to_string()],
        vec!["run".into(), "launch.ron".into(), "--functional".into()],
        vec!["config".into()],
    ];
    if icd_library_built() {
        commands.push(vec!["icd".into(), "path".into()]);
        for (i, _) in sinks.iter().enumerate() {
            commands.push(vec![
                "icd".into(),
                "install".into(),
                "--vendors".into(),
                d.join(format!("vendors{i}")).display().to_string(),
            ]);
        }
    }
    for (reason, sink) in &sinks {
        for args in &commands {
            let o = with(
                &d,
                &args.iter().map(String::as_str).collect::<Vec<_>>(),
                Stdio::from(sink.try_clone().unwrap()),
                Stdio::piped(),
            );
            let e = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status.code(), Some(1), "{args:?}: {e}");
            assert_eq!(e.trim_end().lines().count(), 1, "{args:?}: one line: {e}");
            assert!(
                e.starts_with("eusim: cannot write to standard output: ") && e.contains(reason),
                "{args:?}: {e}"
            );
        }
    }
}

#[test]
fn argument_errors_are_one_line_with_exit_1() {
    let d = scratch("stream-args");
    for (args, parts) in [
        (
            vec!["run", "--threads", "0", "x.ron"],
            vec!["--threads", "see `eusim run --help`"],
        ),
        (vec!["run"], vec!["<LAUNCH>", "see `eusim run --help`"]),
        (
            vec!["run", "x.ron", "--no-such-flag"],
            vec!["--no-such-flag", "see `eusim run --help`"],
        ),
        (
            vec!["no-such-command"],
            vec!["no-such-command", "see `eusim --help`"],
        ),
        (
            vec![],
            vec!["no command given", "run", "see `eusim --help`"],
        ),
        (
            vec!["icd"],
            vec!["no command given", "install", "see `eusim icd --help`"],
        ),
        (
            vec!["icd", "instal"],
            vec!["instal", "see `eusim icd --help`"],
        ),
    ] {
        let o = eusim(&d, &args);
        assert_refused(&o, &parts);
        assert!(
            stderr(&o).starts_with("eusim: "),
            "{args:?}: {}",
            stderr(&o)
        );
        assert!(o.stdout.is_empty(), "{args:?}");
    }
    // help and version are not errors
    let o = eusim(&d, &["--version"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout).trim(),
        format!("eusim {}", env!("CARGO_PKG_VERSION"))
    );
    for args in [vec!["--help"], vec!["run", "--help"], vec!["help", "run"]] {
        let o = eusim(&d, &args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert!(
            String::from_utf8_lossy(&o.stdout).contains("Usage: eusim"),
            "{args:?}"
        );
        assert!(o.stderr.is_empty(), "{args:?}");
    }
}
