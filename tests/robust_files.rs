//! Files are never lost, replaced or waited on forever: outputs that exist and are not regular
//! files (device nodes, FIFOs) are refused and left alone; every command refuses to write over
//! its own inputs; inputs that are not regular files are refused at once; a failed write
//! leaves no partial file, and temporaries of killed processes are cleaned up. Special files
//! are made under each test's own scratch directory.

mod robust_common;
use robust_common::*;

use std::process::Command;
use std::time::Duration;

fn copy_dir(name: &str) -> Scratch {
    let d = scratch(name);
    copy_launch(&d, &device_bin("skl"), "");
    d
}

#[test]
fn outputs_onto_device_nodes_are_refused_and_the_node_kept() {
    let d = copy_dir("out-node");
    if !mknod_char(&d.join("full"), 1, 7) {
        eprintln!("mknod not permitted here: skipped");
        return;
    }
    let o = eusim(
        &d,
        &["-q", "run", "launch.ron", "--functional", "--stats", "full"],
    );
    assert_refused(
        &o,
        &["full (--stats) is a character device", "only regular files"],
    );
    assert!(
        is_char_device(&d.join("full")),
        "the node is still a device"
    );
    assert!(!d.join("full.config.ron").exists());
    assert!(
        !d.join("out.bin").exists(),
        "nothing written when the check fails"
    );
}

#[test]
fn saves_onto_fifos_are_refused_and_the_fifo_kept() {
    let d = scratch("out-fifo");
    assert!(mkfifo(&d.join("out.bin")));
    copy_launch(&d, &device_bin("skl"), "");
    let o = eusim(&d, &["-q", "run", "launch.ron", "--functional"]);
    assert_refused(&o, &["out.bin", "is a FIFO"]);
    assert!(is_fifo(&d.join("out.bin")));
    for args in [
        vec!["-q", "run", "launch.ron", "--functional", "--out-dir", "."],
        vec!["-q", "run", "launch.ron", "--trace", "out.bin.json"],
    ] {
        assert!(is_fifo(&d.join("out.bin.json")) || mkfifo(&d.join("out.bin.json")));
        let o = eusim(&d, &args);
        assert_refused(&o, &["is a FIFO"]);
    }
}

#[test]
fn inputs_that_are_not_regular_files_are_refused_at_once() {
    let d = copy_dir("in-special");
    assert!(mkfifo(&d.join("fifo")));
    let node = mknod_char(&d.join("zero"), 1, 5);
    let mut cases = vec![("fifo", "a FIFO"), (".", "a directory")];
    if node {
        cases.push(("zero", "a character device"));
    }
    for (path, kind) in cases {
        // as the program
        copy_launch(&d, std::path::Path::new(path), "");
        let o = eusim(&d, &["-q", "run", "launch.ron", "--functional"]);
        assert_refused(&o, &[kind, "not a regular file"]);
        // as a File init
        std::fs::write(
            d.join("launch.ron"),
            format!(
                r#"(program: "{}", kernel: "copy", global: [64], local: [16],
                    args: [Buffer(init: File("{path}")), Buffer(init: Zeros(256))])"#,
                device_bin("skl").display()
            ),
        )
        .unwrap();
        let o = eusim(&d, &["-q", "run", "launch.ron", "--functional"]);
        assert_refused(&o, &[kind, "not a regular file"]);
        // as the launch file, a configuration, an assembly source
        for args in [
            vec!["run", path],
            vec!["config", "--config", path],
            vec!["asm", path, "-o", "x.bin"],
        ] {
            let o = eusim(&d, &args);
            assert_refused(&o, &[kind]);
        }
    }
    // a /proc file reports size 0 but has contents: refused, not read as empty
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "copy", global: [64], local: [16],
                args: [Buffer(init: File("/proc/self/maps")), Buffer(init: Zeros(256))])"#,
            device_bin("skl").display()
        ),
    )
    .unwrap();
    let o = eusim(&d, &["-q", "run", "launch.ron", "--functional"]);
    assert_refused(&o, &["more bytes than its size of 0"]);
}

#[test]
fn commands_refuse_to_overwrite_their_inputs() {
    let d = scratch("own-inputs");
    std::fs::write(d.join("a.asm"), "nop\n").unwrap();
    let before = std::fs::read(d.join("a.asm")).unwrap();
    let o = eusim(&d, &["asm", "a.asm", "-o", "a.asm"]);
    assert_refused(&o, &["would overwrite", "the assembly source"]);
    assert_eq!(std::fs::read(d.join("a.asm")).unwrap(), before);
    // plot onto its own results, sbatch onto the sweep file
    std::fs::write(d.join("results.jsonl"), "{}\n").unwrap();
    let o = eusim(
        &d,
        &[
            "plot",
            ".",
            "--metric",
            "cycles",
            "--axis",
            "x",
            "-o",
            "results.jsonl",
        ],
    );
    assert_refused(&o, &["would overwrite", "the sweep results"]);
    assert_eq!(std::fs::read(d.join("results.jsonl")).unwrap(), b"{}\n");
    std::fs::write(d.join("s.ron"), "(launches: [\"l.ron\"])").unwrap();
    let o = eusim(
        &d,
        &[
            "sweep", "s.ron", "--out", "o", "--sbatch", "s.ron", "--shards", "2",
        ],
    );
    assert_refused(&o, &["would overwrite", "the sweep file"]);
    assert_eq!(
        std::fs::read_to_string(d.join("s.ron")).unwrap(),
        "(launches: [\"l.ron\"])"
    );
    // report onto one of its stats files
    std::fs::write(d.join("st.json"), r#"{"kernel": "k"}"#).unwrap();
    let o = eusim(&d, &["report", "st.json", "-o", "st.json"]);
    assert_refused(&o, &["would overwrite"]);
}

#[test]
fn a_failed_write_leaves_no_partial_file() {
    // A file-size limit of 0 makes every write fail (EFBIG, SIGXFSZ ignored), as a full disk:
    // `asm -o` exits 1 and leaves neither an empty output nor a temporary.
    let d = scratch("partial");
    std::fs::write(d.join("a.asm"), "nop\n").unwrap();
    let exe = env!("CARGO_BIN_EXE_eusim");
    let mut c = Command::new("sh");
    c.current_dir(&d).args([
        "-c",
        &format!("trap '' XFSZ; ulimit -f 0; exec {exe} asm a.asm -o a.bin"),
    ]);
    let o = run_within(c, Duration::from_secs(30));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("cannot write a.bin"), "{}", stderr(&o));
    let names: Vec<String> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["a.asm"], "no output, no temporary");
}

#[test]
fn temporaries_of_dead_processes_are_removed() {
    let d = scratch("stale");
    std::fs::write(d.join("a.asm"), "nop\n").unwrap();
    // PID 2147483646 exceeds Linux's pid_max (at most 2^22): no such process.
    let stale = d.join(".a.bin.eusim-2147483646.tmp");
    let live = d.join(format!(".a.bin.eusim-{}.tmp", std::process::id()));
    let other = d.join(".b.bin.eusim-2147483646.tmp");
    for p in [&stale, &live, &other] {
        std::fs::write(p, vec![0u8; 1000]).unwrap();
    }
    let o = eusim(&d, &["asm", "a.asm", "-o", "a.bin"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(!stale.exists(), "a dead process's temporary is removed");
    assert!(live.exists(), "a live process's temporary is kept");
    assert!(other.exists(), "another file's temporary is not touched");
    // `nop` is 16 bytes of Gen9 machine code
    assert_eq!(std::fs::read(d.join("a.bin")).unwrap().len(), 16);
}

#[test]
fn ctrl_c_during_a_long_setup_stops_the_run() {
    // 1 GiB of Random data takes seconds to produce; SIGINT after 300 ms ends the run with an
    // error naming the interruption, well before the data is complete.
    let d = scratch("setup-sigint");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "copy", global: [64], local: [16],
                args: [Buffer(init: Random(bytes: 1073741824, seed: 1)), Buffer(init: Zeros(256), save: "out.bin")])"#,
            device_bin("skl").display()
        ),
    )
    .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&d)
        .args(["-q", "run", "launch.ron", "--functional"])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let start = std::time::Instant::now();
    Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(start.elapsed() < Duration::from_secs(20), "SIGINT ignored");
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut e = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut e).unwrap();
    assert_eq!(status.code(), Some(1), "{e}");
    assert!(e.contains("interrupted"), "{e}");
    assert!(!d.join("out.bin").exists());
}
