//! Helpers of the robust_* tests: scratch directories, special files made under them, and
//! running eusim with a deadline (a hang fails the test instead of stalling it).

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The repository root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[path = "../scratch/mod.rs"]
mod scratch_dir;
/// A scratch directory, removed (with the FIFOs and nodes made in it) when dropped.
pub use scratch_dir::Scratch;

/// A fresh scratch directory under the system temp dir.
pub fn scratch(name: &str) -> Scratch {
    Scratch::new(name)
}

/// Makes a FIFO at `path` (false when mkfifo is unavailable).
pub fn mkfifo(path: &Path) -> bool {
    Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

/// Makes a character device node `major:minor` at `path` under a scratch directory (false when
/// not permitted, e.g. not root). 1:7 behaves as a full disk, 1:5 as endless zeros, 1:3 as a
/// sink.
pub fn mknod_char(path: &Path, major: u32, minor: u32) -> bool {
    Command::new("mknod")
        .arg(path)
        .arg("c")
        .arg(major.to_string())
        .arg(minor.to_string())
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether `path` is (still) a character device.
pub fn is_char_device(path: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_char_device())
}

/// Whether `path` is (still) a FIFO.
pub fn is_fifo(path: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_fifo())
}

/// Runs `cmd` to completion, killing it (and failing) after `limit`.
pub fn run_within(mut cmd: Command, limit: Duration) -> Output {
    cmd.stdin(Stdio::null());
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let o = child.wait_with_output().unwrap();
            panic!("hung for {limit:?}: {}", String::from_utf8_lossy(&o.stderr));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// `eusim ARGS` in `dir`, within 60 s.
pub fn eusim(dir: &Path, args: &[&str]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_eusim"));
    c.current_dir(dir).args(args);
    run_within(c, Duration::from_secs(60))
}

/// Standard error as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Asserts a one-line error with exit code 1 that contains every one of `parts`.
pub fn assert_refused(o: &Output, parts: &[&str]) {
    let e = stderr(o);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert_eq!(e.trim_end().lines().count(), 1, "one line: {e}");
    for p in parts {
        assert!(e.contains(p), "missing `{p}` in: {e}");
    }
}

/// The copy kernel of tests/loader_devices built for `device`.
pub fn device_bin(device: &str) -> PathBuf {
    root().join(format!("tests/loader_devices/copy_{device}.bin"))
}

/// Writes a launch of the copy kernel (64 work-items, 256 random bytes in, saved out) for
/// `program` into `dir/launch.ron`.
pub fn copy_launch(dir: &Path, program: &Path, extra: &str) {
    std::fs::write(
        dir.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "copy", global: [64], local: [16], {extra}
                args: [Buffer(init: Random(bytes: 256, seed: 7)), Buffer(init: Zeros(256), save: "out.bin")])"#,
            program.display()
        ),
    )
    .unwrap();
}

/// The 256 bytes of `Random(bytes: 256, seed: 7)`, computed here with SplitMix64 (Steele, Lea,
/// Flood 2014), independently of the simulator.
pub fn random256() -> Vec<u8> {
    let mut s: u64 = 7;
    let mut out = Vec::new();
    while out.len() < 256 {
        s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        out.extend_from_slice(&(z ^ (z >> 31)).to_le_bytes());
    }
    out
}
