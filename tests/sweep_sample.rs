//! Sampled sweeps (of a launch of 8192 groups, the LLC shrunk so that sampling skips waves): `sample` in the sweep file times every row sampled, and `full_points`,
//! added later, re-runs only those points' rows in full, in the same directory, giving the
//! rows a sweep without sampling gives.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A scratch directory with a copy launch of 8192 one-thread groups.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("eusim-sweep-sample-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    let program =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing_kernels/memtime_Gen9core.bin");
    let bytes = 8192 * 16 * 16;
    std::fs::write(
        d.join("copy.ron"),
        format!(
            r#"(program: "{}", kernel: "copy4", global: [131072], local: [16],
                args: [Buffer(init: Random(bytes: {bytes}, seed: 3)), Buffer(init: Zeros({bytes}))])"#,
            program.display()
        ),
    )
    .unwrap();
    d
}

fn sweep(dir: &Path, extra: &str, out: &str) {
    std::fs::write(
        dir.join("sweep.ron"),
        format!(r#"(launches: ["copy.ron"],
                grid: {{"memory.dram_gbps": ["11.5", "46"], "memory.llc_bytes": ["262144"]}}{extra})"#),
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args(["sweep", "sweep.ron", "--out", out, "-q", "--jobs", "2"])
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("SLURM_ARRAY_TASK_COUNT")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

/// The rows of `DIR/results.jsonl`.
fn rows(dir: &Path) -> Vec<serde_json::Value> {
    std::fs::read_to_string(dir.join("results.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn a_sampled_sweep_re_runs_chosen_points_in_full() {
    let d = scratch("refine");
    sweep(&d, ", sample: 4", "sampled");
    let sampled = rows(&d.join("sampled"));
    // 8192 groups on GT2's 168 thread slots: 49 waves; with a 256 KiB LLC the warm-up ends
    // early enough that groups are skipped, in multiples of the measured unit: 512 groups
    // (each moves 4 lines each way; the layout period is the DRAM's 2 048-line bank cycle)
    for r in &sampled {
        assert_eq!(r["stats"]["sampled.waves"], 49, "{r}");
        assert_eq!(r["stats"]["sampled.skip_unit"], 512, "{r}");
        assert!(
            r["stats"]["sampled.waves_skipped"].as_u64() > Some(0),
            "{r}"
        );
    }
    sweep(&d, ", sample: 4, full_points: [1]", "sampled");
    let refined = rows(&d.join("sampled"));
    assert_eq!(refined[0], sampled[0], "point 0 is not run again");
    assert!(refined[1]["stats"].get("sampled.waves").is_none());
    sweep(&d, "", "full");
    assert_eq!(
        refined[1],
        rows(&d.join("full"))[1],
        "the full row of point 1"
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn sampling_a_functional_sweep_is_refused() {
    let d = scratch("refused");
    std::fs::write(
        d.join("sweep.ron"),
        r#"(launches: ["copy.ron"], functional: true, sample: 4)"#,
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&d)
        .args(["sweep", "sweep.ron", "--out", "o", "-q"])
        .output()
        .unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("`sample` needs timed runs"), "{err}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_cycles_only_sweep_gives_the_sampled_cycles() {
    let d = scratch("cycles-only");
    sweep(&d, ", sample: 4", "sampled");
    sweep(&d, ", sample: 4, cycles_only: true", "cycles");
    let (sampled, cycles) = (rows(&d.join("sampled")), rows(&d.join("cycles")));
    assert_eq!(sampled.len(), 2);
    for (s, c) in sampled.iter().zip(&cycles) {
        // the timing run is the same; only the functional pass of the other groups is gone
        for key in [
            "cycles",
            "sampled.cycles_low",
            "sampled.cycles_high",
            "instructions",
        ] {
            assert_eq!(s["stats"][key], c["stats"][key], "{key}: {c}");
        }
        assert_eq!(c["stats"]["sampled.cycles_only"], true, "{c}");
        assert!(s["stats"].get("sampled.cycles_only").is_none(), "{s}");
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// Runs `eusim ARGS` in `dir` and returns its stderr, asserting that it failed.
fn refused(dir: &Path, args: &[&str]) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    assert!(!o.status.success(), "{args:?} ran");
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn cycles_only_is_refused_where_it_would_lose_outputs() {
    let d = scratch("cycles-only-refused");
    // a launch that saves its output: no outputs would be computed, so nothing is run and
    // nothing written
    let copy = std::fs::read_to_string(d.join("copy.ron")).unwrap();
    let saving = copy.replace("Zeros(2097152))", "Zeros(2097152), save: \"out.bin\")");
    assert_ne!(saving, copy);
    std::fs::write(d.join("save.ron"), &saving).unwrap();
    let err = refused(&d, &["run", "save.ron", "--sample", "--cycles-only", "-q"]);
    assert!(
        err.contains("--cycles-only computes no outputs, but args[1]"),
        "{err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(!d.join("out.bin").exists());
    let err = refused(&d, &["run", "copy.ron", "--cycles-only", "-q"]);
    assert!(err.contains("--sample"), "{err}");
    std::fs::write(
        d.join("sweep.ron"),
        r#"(launches: ["copy.ron"], cycles_only: true)"#,
    )
    .unwrap();
    let err = refused(&d, &["sweep", "sweep.ron", "--out", "o", "-q"]);
    assert!(err.contains("`cycles_only` without `sample`"), "{err}");
    let _ = std::fs::remove_dir_all(&d);
}
