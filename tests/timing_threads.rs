//! Timing runs on several host threads (`--threads N`): subslices advance in parallel through
//! windows and their messages to shared state are served in issue order at each window's
//! end, so outputs, stats and traces are byte-identical for every thread count — checked
//! here through the CLI on kernels with global atomics, racing writes, SLM and barriers, media
//! block reads, block reads and shuffles, on GT2 (3 subslices) and GT4 (9).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Output bytes, stats JSON and Chrome trace of `eusim run` on `threads` host threads.
fn run(launch: &Path, config: &str, threads: u32, dir: &Path) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let d = dir.join(format!("t{threads}"));
    std::fs::create_dir_all(&d).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .args(["-q", "run"])
        .arg(launch)
        .args(["--config", config, "--threads", &threads.to_string()])
        .arg("--out-dir")
        .arg(&d)
        .arg("--stats")
        .arg(d.join("s.json"))
        .arg("--trace")
        .arg(d.join("t.json"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let outputs: Vec<u8> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "bin"))
        .flat_map(|p| std::fs::read(p).unwrap())
        .collect();
    (
        outputs,
        std::fs::read(d.join("s.json")).unwrap(),
        std::fs::read(d.join("t.json")).unwrap(),
    )
}

fn write_launch(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn timing_results_do_not_depend_on_the_thread_count() {
    let dir = std::env::temp_dir().join(format!("eusim-timing-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let r = root();
    let launches = [
        r.join("examples/sweep/sgemm.ron"),
        r.join("examples/sweep/stencil.ron"),
        r.join("examples/shuffle/launch.ron"),
        write_launch(
            &dir,
            "atomics.ron",
            &format!(
                "(program: {:?}, kernel: \"atomic_tickets\", global: [4096], local: [64], \
                 args: [Buffer(init: U32([1000]), save: \"counter.bin\"), \
                        Buffer(init: Zeros(16384), save: \"tickets.bin\"), Local(bytes: 4), \
                        Buffer(init: Zeros(16384), save: \"a.bin\"), \
                        Buffer(init: Zeros(256), save: \"b.bin\")])",
                r.join("tests/corpus/bin/ordinary_extra.bin")
            ),
        ),
        write_launch(
            &dir,
            "last_writer.ron",
            &format!(
                "(program: {:?}, kernel: \"last_writer\", global: [1024], local: [16], \
                 args: [Buffer(init: Zeros(4100), save: \"out.bin\")])",
                r.join("tests/threads_kernels/threads_Gen9core.bin")
            ),
        ),
        write_launch(
            &dir,
            "slm.ron",
            &format!(
                "(program: {:?}, kernel: \"slm_stride\", global: [4096], local: [64], \
                 args: [Buffer(init: Zeros(16384), save: \"out.bin\"), Scalar(I32(2))])",
                r.join("tests/timing_kernels/calib_Gen9core.bin")
            ),
        ),
    ];
    for launch in &launches {
        for config in ["gen9-gt2", "gen9-gt4"] {
            let base = run(launch, config, 1, &dir.join("one"));
            for threads in [2, 3] {
                let other = run(launch, config, threads, &dir.join("many"));
                let what = format!("{} on {config}, {threads} threads", launch.display());
                assert!(!base.1.is_empty() && !base.2.is_empty(), "{what}");
                assert!(base.0 == other.0, "{what}: outputs differ");
                assert!(base.1 == other.1, "{what}: stats differ");
                assert!(base.2 == other.2, "{what}: traces differ");
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
