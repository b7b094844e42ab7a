//! `eusim sweep`, `merge`, `diff` and `plot` end to end through the command line: the same
//! bytes for any number of jobs, for shards merged, and after a kill and a restart.

mod scratch;
use scratch::Scratch;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A scratch directory with a 2 x 2 sweep over two example launches (8 rows).
fn scratch(name: &str) -> Scratch {
    let d = Scratch::new(&format!("sweep-{name}"));
    let ex = root().join("examples/sweep");
    std::fs::write(
        d.join("sweep.ron"),
        format!(
            r#"(launches: ["{}", "{}"], config: "gen9-gt2",
                grid: {{"topology.eus_per_subslice": ["4", "8"], "memory.dram_gbps": ["11.5", "46"]}})"#,
            ex.join("sgemm.ron").display(),
            ex.join("stencil.ron").display()
        ),
    )
    .unwrap();
    d
}

fn eusim(dir: &Path, args: &[&str]) -> Output {
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(dir)
        .args(args)
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("SLURM_ARRAY_TASK_COUNT")
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

fn read(p: PathBuf) -> Vec<u8> {
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn same_results(a: &Path, b: &Path) {
    for f in ["results.csv", "results.jsonl", "sweep.json"] {
        assert!(
            read(a.join(f)) == read(b.join(f)),
            "{f} differs: {} vs {}",
            a.display(),
            b.display()
        );
    }
}

#[test]
fn jobs_and_shards_give_the_same_bytes() {
    let d = scratch("shards");
    eusim(
        &d,
        &["-q", "sweep", "sweep.ron", "--out", "one", "--jobs", "1"],
    );
    eusim(
        &d,
        &["-q", "sweep", "sweep.ron", "--out", "two", "--jobs", "2"],
    );
    eusim(
        &d,
        &["-q", "sweep", "sweep.ron", "--out", "s0", "--shard", "0/2"],
    );
    eusim(
        &d,
        &["-q", "sweep", "sweep.ron", "--out", "s1", "--shard", "1/2"],
    );
    eusim(&d, &["-q", "merge", "s0", "s1", "--out", "merged"]);
    same_results(&d.join("one"), &d.join("two"));
    same_results(&d.join("one"), &d.join("merged"));
    // 8 rows: point-major, 2 launches per point, every override and stat as a column.
    let csv = String::from_utf8(read(d.join("one/results.csv"))).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 9);
    assert!(lines[0]
        .starts_with("row,point,launch,set:memory.dram_gbps,set:topology.eus_per_subslice,"));
    assert!(lines[0].contains(",cycles,") && lines[0].contains("timing.eu_active_pct"));
    assert!(
        lines[1].starts_with("0,0,") && lines[1].contains(",11.5,4,"),
        "{}",
        lines[1]
    );
    assert!(
        lines[8].starts_with("7,3,") && lines[8].contains(",46,8,"),
        "{}",
        lines[8]
    );
    // A shard holds only its points; merging one shard alone is refused.
    assert_eq!(
        String::from_utf8(read(d.join("s0/results.jsonl")))
            .unwrap()
            .lines()
            .count(),
        4
    );
    let o = Command::new(env!("CARGO_BIN_EXE_eusim"))
        .current_dir(&d)
        .args(["merge", "s0", "--out", "partial"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("4 of 8 rows missing"));
}

#[test]
fn a_killed_sweep_resumes_without_losing_rows() {
    let d = scratch("resume");
    eusim(&d, &["-q", "sweep", "sweep.ron", "--out", "full"]);
    // A sweep killed after three rows: their log lines and a torn fourth line survive.
    std::fs::create_dir_all(d.join("killed")).unwrap();
    std::fs::copy(d.join("full/sweep.json"), d.join("killed/sweep.json")).unwrap();
    let full = String::from_utf8(read(d.join("full/results.jsonl"))).unwrap();
    let lines: Vec<&str> = full.lines().collect();
    let log = format!(
        "{}\n{}\n{}\n{}",
        lines[5],
        lines[0],
        lines[2],
        &lines[3][..40]
    );
    std::fs::write(d.join("killed/rows.jsonl"), log).unwrap();
    let o = eusim(&d, &["sweep", "sweep.ron", "--out", "killed"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("5 row(s) run"),
        "only the missing rows run: {err}"
    );
    same_results(&d.join("full"), &d.join("killed"));
    assert!(
        !d.join("killed/rows.jsonl").exists(),
        "the log is removed when complete"
    );
}

#[test]
fn diff_reports_changes_and_moved_stall_reasons() {
    let d = scratch("diff");
    std::fs::write(
        d.join("a.json"),
        r#"{"cycles": 200, "kernel": "k", "timing": {"stalls": {"send": 10, "dependency": 40, "barrier": 5}}}"#,
    )
    .unwrap();
    std::fs::write(
        d.join("b.json"),
        r#"{"cycles": 150, "kernel": "k", "timing": {"stalls": {"send": 70, "dependency": 30, "barrier": 5}}}"#,
    )
    .unwrap();
    let o = eusim(&d, &["diff", "a.json", "b.json"]);
    let text = String::from_utf8(o.stdout).unwrap();
    let line = |k: &str| -> Vec<String> {
        text.lines()
            .find(|l| l.split_whitespace().next() == Some(k))
            .unwrap_or_else(|| panic!("no {k} in {text}"))
            .split_whitespace()
            .map(String::from)
            .collect()
    };
    assert_eq!(line("cycles"), ["cycles", "200", "150", "-50", "-25.00"]);
    assert_eq!(
        line("timing.stalls.send"),
        ["timing.stalls.send", "10", "70", "+60", "+600.00"]
    );
    let moved = text.split("stall reasons that moved").nth(1).unwrap();
    let order: Vec<&str> = moved.lines().skip(1).map(str::trim).collect();
    assert_eq!(
        order,
        ["timing.stalls.send: +60", "timing.stalls.dependency: -10"]
    );
    // A sweep row as one side.
    eusim(&d, &["-q", "sweep", "sweep.ron", "--out", "s"]);
    let o = eusim(&d, &["diff", "s/results.jsonl#0", "s/results.jsonl#2"]);
    assert!(String::from_utf8(o.stdout).unwrap().contains("cycles"));
}

#[test]
fn plot_draws_one_line_per_launch_and_other_axis_value() {
    let d = scratch("plot");
    eusim(&d, &["-q", "sweep", "sweep.ron", "--out", "s"]);
    eusim(
        &d,
        &[
            "plot",
            "s",
            "--metric",
            "cycles",
            "--axis",
            "topology.eus_per_subslice",
            "-o",
            "p.svg",
        ],
    );
    let svg = String::from_utf8(read(d.join("p.svg"))).unwrap();
    assert!(svg.starts_with("<svg"));
    // 2 launches x 2 bandwidths, each a line through the 2 EU counts.
    assert_eq!(svg.matches("class=\"series\"").count(), 4);
    assert!(
        svg.contains(">cycles, cycles</text>"),
        "the y axis names its unit"
    );
    // a circle per point and one in each legend entry
    assert_eq!(svg.matches("<circle").count(), 8 + 4);
    // a Chromium screenshot for the CI artifacts (`ci-artifacts/` of the target directory
    // in use; skipped without Chromium)
    let Some(browser) = ["chromium", "chromium-browser"].into_iter().find(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    }) else {
        return;
    };
    let artifacts = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("ci-artifacts");
    std::fs::create_dir_all(&artifacts).unwrap();
    let shot = artifacts.join("plot.png");
    let _ = std::fs::remove_file(&shot);
    let o = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--window-size=800,520",
        ])
        .arg(format!("--screenshot={}", shot.display()))
        .arg(format!("file://{}", d.join("p.svg").display()))
        .output()
        .unwrap();
    assert!(
        o.status.success() && shot.exists(),
        "screenshot of the plot"
    );
}

#[test]
fn sbatch_writes_an_array_job() {
    let d = scratch("sbatch");
    eusim(
        &d,
        &[
            "sweep",
            "sweep.ron",
            "--out",
            "o",
            "--sbatch",
            "job.sh",
            "--shards",
            "3",
        ],
    );
    let job = String::from_utf8(read(d.join("job.sh"))).unwrap();
    assert!(job.starts_with("#!/bin/bash\n"));
    assert!(job.contains("#SBATCH --array=0-2\n"));
    assert!(job.contains("sweep.ron --out") && job.contains("shard-\"$SLURM_ARRAY_TASK_ID\""));
}

/// A real single-node Slurm cluster (slurmctld + slurmd on localhost) runs a 2-task array of
/// the sweep; merged, it equals the local run. Needs root and Debian's slurm-wlm and munge:
/// runs when EUSIM_SLURM_TEST=1 (CI sets it).
#[test]
fn slurm_array_matches_the_local_run() {
    if std::env::var("EUSIM_SLURM_TEST").as_deref() != Ok("1") {
        eprintln!("skipped: set EUSIM_SLURM_TEST=1 (root, slurm-wlm, munge) to run");
        return;
    }
    let d = scratch("slurm");
    eusim(&d, &["-q", "sweep", "sweep.ron", "--out", "local"]);
    let o = Command::new("bash")
        .arg(root().join("tests/slurm/run.sh"))
        .arg(env!("CARGO_BIN_EXE_eusim"))
        .arg(&d)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    same_results(&d.join("local"), &d.join("slurm"));
}
