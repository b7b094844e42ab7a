//! Timing runs on several host threads (`--threads N`): subslices advance in parallel through
//! windows and their messages to shared state are served in issue order at each window's
//! end (SLM and barrier messages at each sub-window's end), so outputs, stats and traces are
//! byte-identical for every thread count, split subslices or not — checked here through the
//! CLI on kernels with global atomics, racing writes, SLM and barriers (an SGEMM with SLM
//! tiles, a tree reduction), media block reads, block reads and shuffles, on GT2 (3
//! subslices) and GT4 (9). The reference is the cycle-by-cycle loop on one thread: the
//! default advances a warm subslice's EUs one after another through each sub-window, which
//! must give the same bytes.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// What one run gave: output bytes, stats JSON, Chrome trace, profile JSON, and the windows
/// in which subslices ran split in parts.
struct Ran {
    outputs: Vec<u8>,
    stats: Vec<u8>,
    trace: Vec<u8>,
    profile: Vec<u8>,
    split_windows: u64,
}

/// How a run advances its subslices.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// Every window the parallel path (`EUSIM_TIMING_ALWAYS_PARALLEL`), however little work
    /// it holds, so that it and the split subslices are exercised in every window; on one
    /// host thread that path still completes global reads early and finishes sends when
    /// their subslice next advances.
    Forced,
    /// The default: the parallel path when it pays, EUs advanced one after another.
    Default,
    /// The default, but every subslice cycle by cycle, its EUs in turn each cycle
    /// (`EUSIM_TIMING_CYCLE_LOOP`), never one EU through a sub-window after another.
    CycleLoop,
}

/// `eusim run` on `threads` host threads, taking `mode`; `config` holds the run's machine
/// options, separated by spaces.
fn run(launch: &Path, config: &str, (threads, mode): (u32, Mode), dir: &Path) -> Ran {
    let tag = match mode {
        Mode::Forced => "f",
        Mode::Default => "",
        Mode::CycleLoop => "c",
    };
    let d = dir.join(format!("t{threads}{tag}"));
    std::fs::create_dir_all(&d).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_eusim"));
    match mode {
        Mode::Forced => cmd.env("EUSIM_TIMING_ALWAYS_PARALLEL", "1"),
        Mode::CycleLoop => cmd.env("EUSIM_TIMING_CYCLE_LOOP", "1"),
        Mode::Default => &mut cmd,
    };
    let o = cmd
        .env("EUSIM_DEBUG_TEAM", "1")
        .args(["-q", "run"])
        .arg(launch)
        .args(["--threads", &threads.to_string()])
        .args(config.split(' '))
        .arg("--out-dir")
        .arg(&d)
        .arg("--stats")
        .arg(d.join("s.json"))
        .arg("--trace")
        .arg(d.join("t.json"))
        .arg("--profile")
        .arg(d.join("p.json"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{stderr}");
    let outputs: Vec<u8> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "bin"))
        .flat_map(|p| std::fs::read(p).unwrap())
        .collect();
    // "timing threads: N windows (S split), ..." (one host thread: no such line)
    let split_windows = stderr
        .lines()
        .find_map(|l| l.strip_prefix("timing threads: "))
        .and_then(|l| l.split_once('(')?.1.split_once(' ')?.0.parse().ok())
        .unwrap_or(0);
    Ran {
        outputs,
        stats: std::fs::read(d.join("s.json")).unwrap(),
        trace: std::fs::read(d.join("t.json")).unwrap(),
        profile: std::fs::read(d.join("p.json")).unwrap(),
        split_windows,
    }
}

/// `n` small integers as a launch's float list (every product and sum of the SGEMM stays
/// exact in f32).
fn floats(n: usize, seed: usize) -> String {
    (0..n)
        .map(|i| format!("{:?}", ((i * 7 + seed * 3) % 5) as f32 - 2.0))
        .collect::<Vec<_>>()
        .join(",")
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
    let slm = r.join("benches/kernels/slm_Gen9core.bin");
    let launches = [
        write_launch(
            &dir,
            "fma.ron",
            &format!(
                "(program: {:?}, kernel: \"fma_chain_simd32\", global: [8192], local: [256], \
                 args: [Buffer(init: Zeros(32768), save: \"out.bin\"), Scalar(F32(0.25))])",
                r.join("tests/timing_kernels/calib_Gen9core.bin")
            ),
        ),
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
        // group w reads what group w - 1 wrote, often in the same window: a read completed
        // early must be completed again when a write served before it changed its lines
        write_launch(
            &dir,
            "relay.ron",
            &format!(
                "(program: {:?}, kernel: \"relay\", global: [4096], local: [16], \
                 args: [Buffer(init: Zeros(16384), save: \"buf.bin\")])",
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
        write_launch(
            &dir,
            "gemm_slm.ron",
            &format!(
                "(program: {slm:?}, kernel: \"gemm_slm_nt\", global: [64, 16], local: [16, 16], \
                 args: [Buffer(init: F32([{a}])), Buffer(init: F32([{b}])), \
                        Buffer(init: Zeros(16384), save: \"c.bin\"), Scalar(I32(64))])",
                a = floats(64 * 64, 1),
                b = floats(64 * 64, 2),
            ),
        ),
        write_launch(
            &dir,
            "reduce.ron",
            &format!(
                "(program: {slm:?}, kernel: \"reduce_tree\", global: [16384], local: [256], \
                 args: [Buffer(init: U32([{v}])), Buffer(init: Zeros(256), save: \"r.bin\")])",
                v = (0..16384u32)
                    .map(|i| (i * 13 % 1000).to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            ),
        ),
    ];
    for launch in &launches {
        let name = launch.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let local = ["atomics.ron", "slm.ron", "gemm_slm.ron", "reduce.ron"];
        // sub-windows of SLM and barrier kernels as long as the global windows (82 cycles),
        // so that their EUs advance one after another too (`subslice/sweep.rs`)
        let long = "--config gen9-gt2 --set memory.slm_latency=80";
        let configs = ["--config gen9-gt2", "--config gen9-gt4"]
            .into_iter()
            .chain(local.contains(&name).then_some(long));
        for config in configs {
            let base = run(launch, config, (1, Mode::CycleLoop), &dir.join("one"));
            let runs = [1, 2, 3, 4].map(|t| (t, Mode::Forced));
            for (threads, mode) in [(1, Mode::Default)].into_iter().chain(runs) {
                let other = run(launch, config, (threads, mode), &dir.join("many"));
                let what = format!("{} on {config}, {threads} threads", launch.display());
                let what = match mode {
                    Mode::Forced => what,
                    _ => format!("{what}, default path"),
                };
                assert!(!base.stats.is_empty() && !base.trace.is_empty(), "{what}");
                assert!(base.outputs == other.outputs, "{what}: outputs differ");
                assert!(base.stats == other.stats, "{what}: stats differ");
                assert!(base.trace == other.trace, "{what}: traces differ");
                assert!(base.profile == other.profile, "{what}: profiles differ");
                // two and four threads' runs of EUs end inside a subslice (GT2: 12 or 6 EUs
                // a thread, GT4: 36 or 18), which splits once its instruction cache is warm:
                // always on GT2, whose subslices all get work; three threads share either
                // evenly without splitting. Kernels that send SLM or gateway messages hand
                // whole subslices over for a whole window, and split only when there are
                // more threads than subslices (GT2 on four).
                if threads == 1 {
                    // one host thread: nothing to split
                    assert_eq!(other.split_windows, 0, "{what}: split windows");
                } else if local.contains(&name) {
                    let more = config.contains("gen9-gt2") && threads == 4;
                    assert_eq!(other.split_windows > 0, more, "{what}: split windows");
                } else if threads == 3 || config.contains("gen9-gt2") {
                    assert_eq!(
                        other.split_windows > 0,
                        threads != 3,
                        "{what}: split windows"
                    );
                }
            }
        }
    }
    // the SLM kernels' results, against the host's
    let words = |name: &str| -> Vec<u32> {
        let b = std::fs::read(dir.join("one/t1c").join(name)).unwrap();
        b.chunks(4)
            .map(|w| u32::from_le_bytes(w.try_into().unwrap()))
            .collect()
    };
    let m = |i: usize, seed: usize| ((i * 7 + seed * 3) % 5) as f32 - 2.0;
    let c: Vec<f32> = words("c.bin").into_iter().map(f32::from_bits).collect();
    for (i, got) in c.iter().enumerate() {
        let (row, col) = (i / 64, i % 64);
        let want: f32 = (0..64)
            .map(|k| m(row * 64 + k, 1) * m(col * 64 + k, 2))
            .sum();
        assert_eq!(*got, want, "gemm_slm_nt C[{row}][{col}]");
    }
    let sums = words("r.bin");
    assert_eq!(sums.len(), 64);
    for (g, got) in sums.iter().enumerate() {
        let want: u32 = (g as u32 * 256..(g as u32 + 1) * 256)
            .map(|i| i * 13 % 1000)
            .sum();
        assert_eq!(*got, want, "reduce_tree group {g}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A run stopped by `--max-instructions` stops at the same window, with the same partial
/// stats and the same account of where every thread was, whether or not its subslices ran
/// split (the FMA chain splits on two threads once its caches are warm).
#[test]
fn a_stopped_run_stops_in_the_same_place_on_any_thread_count() {
    let dir = std::env::temp_dir().join(format!("eusim-timing-stop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let launch = write_launch(
        &dir,
        "fma.ron",
        &format!(
            "(program: {:?}, kernel: \"fma_chain_simd32\", global: [8192], local: [256], \
             args: [Buffer(init: Zeros(32768), save: \"out.bin\"), Scalar(F32(0.25))])",
            root().join("tests/timing_kernels/calib_Gen9core.bin")
        ),
    );
    let stop = |threads: u32| {
        let stats = dir.join(format!("s{threads}.json"));
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_eusim"));
        if threads > 1 {
            cmd.env("EUSIM_TIMING_ALWAYS_PARALLEL", "1");
        }
        let o = cmd
            .args(["-q", "run"])
            .arg(&launch)
            .args([
                "--threads",
                &threads.to_string(),
                "--max-instructions",
                "200000",
            ])
            .arg("--out-dir")
            .arg(&dir)
            .arg("--stats")
            .arg(&stats)
            .output()
            .unwrap();
        assert_eq!(
            o.status.code(),
            Some(1),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        let s = std::fs::read(&stats).unwrap();
        (String::from_utf8_lossy(&o.stderr).into_owned(), s)
    };
    let (msg1, stats1) = stop(1);
    assert!(msg1.contains("--max-instructions 200000 reached"), "{msg1}");
    let v: serde_json::Value = serde_json::from_slice(&stats1).unwrap();
    assert_eq!(v["incomplete"], true);
    let issued = v["instructions"].as_u64().unwrap();
    // it stops at the first window that reaches the limit: past it, by less than a window
    assert!((200_000..260_000).contains(&issued), "{issued}");
    for threads in [2, 4] {
        let (msg, stats) = stop(threads);
        assert_eq!(msg, msg1, "{threads} threads: where the threads were");
        assert!(stats == stats1, "{threads} threads: partial stats differ");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
