//! A sweep's results belong to one sweep: its identity (a content hash of points, config,
//! limits, launch files and programs) is checked on resume, on reuse of an output directory
//! and on merge, each refusal naming both identities. Giant grids are refused before anything
//! is expanded, and `--max-instructions` bounds every row. A key given twice, a damaged row
//! count in `sweep.json` and plots of values at the ends of the f64 range are handled too.

mod robust_common;
use robust_common::*;

use std::path::Path;

/// A 2-point sweep of the copy kernel (Gen9 build) in `dir`, over `values` of EUs/subslice.
fn sweep_file(dir: &Path, name: &str, values: &str) {
    copy_launch(dir, &device_bin("skl"), "");
    std::fs::write(
        dir.join(name),
        format!(
            r#"(launches: ["launch.ron"], functional: true,
                grid: {{"topology.eus_per_subslice": [{values}]}})"#
        ),
    )
    .unwrap();
}

fn sweep(dir: &Path, args: &[&str]) -> std::process::Output {
    let mut all = vec!["-q", "sweep"];
    all.extend_from_slice(args);
    eusim(dir, &all)
}

fn identity(dir: &Path) -> String {
    let v: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("sweep.json")).unwrap()).unwrap();
    v["identity"].as_str().unwrap().to_string()
}

#[test]
fn reusing_an_output_of_another_sweep_of_the_same_shape_is_refused() {
    let d = scratch("sweep-reuse");
    sweep_file(&d, "a.ron", r#""4", "8""#);
    sweep_file(&d, "b.ron", r#""6", "8""#);
    let o = sweep(&d, &["a.ron", "--out", "out"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let a = identity(&d.join("out"));
    assert!(a.starts_with("sha256:") && a.len() == 7 + 64, "{a}");
    let before = std::fs::read(d.join("out/results.jsonl")).unwrap();
    // same shape (2 rows), other grid: not "0 rows run" with a's results
    let o = sweep(&d, &["b.ron", "--out", "out"]);
    assert_refused(
        &o,
        &["holds another sweep", &a[..23], "than this one (sha256:"],
    );
    assert_eq!(std::fs::read(d.join("out/results.jsonl")).unwrap(), before);
    // a changed program changes the identity too
    std::fs::copy(device_bin("skl"), d.join("k.bin")).unwrap();
    copy_launch(&d, Path::new("k.bin"), "");
    let o = sweep(&d, &["a.ron", "--out", "out2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // the same sweep again: accepted (nothing left to run)
    let o = sweep(&d, &["a.ron", "--out", "out2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut bin = std::fs::read(d.join("k.bin")).unwrap();
    let last = bin.len() - 1;
    bin[last] ^= 1;
    std::fs::write(d.join("k.bin"), bin).unwrap();
    let o = sweep(&d, &["a.ron", "--out", "out2"]);
    assert_refused(&o, &["holds another sweep"]);
}

#[test]
fn resuming_after_an_edit_of_the_grid_is_refused() {
    let d = scratch("sweep-resume");
    sweep_file(&d, "s.ron", r#""4", "8""#);
    let o = sweep(&d, &["s.ron", "--out", "out", "--shard", "0/2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    sweep_file(&d, "s.ron", r#""4", "7""#);
    let o = sweep(&d, &["s.ron", "--out", "out", "--shard", "1/2"]);
    assert_refused(&o, &["holds another sweep"]);
    // and --max-instructions is part of what a row means
    sweep_file(&d, "s.ron", r#""4", "8""#);
    let o = sweep(
        &d,
        &[
            "s.ron",
            "--out",
            "out",
            "--shard",
            "1/2",
            "--max-instructions",
            "5",
        ],
    );
    assert_refused(&o, &["holds another sweep"]);
}

#[test]
fn merging_shards_of_two_sweeps_is_refused_naming_both() {
    let d = scratch("sweep-merge");
    sweep_file(&d, "a.ron", r#""4", "8""#);
    sweep_file(&d, "b.ron", r#""6", "8""#);
    assert!(sweep(&d, &["a.ron", "--out", "a0", "--shard", "0/2"])
        .status
        .success());
    assert!(sweep(&d, &["b.ron", "--out", "b1", "--shard", "1/2"])
        .status
        .success());
    let o = eusim(&d, &["merge", "a0", "b1", "--out", "m"]);
    let (a, b) = (identity(&d.join("a0")), identity(&d.join("b1")));
    assert_refused(
        &o,
        &["b1 holds another sweep", &b[..23], "than a0", &a[..23]],
    );
    assert!(!d.join("m/results.jsonl").exists());
    // merging into one of the inputs would replace a shard's results: refused
    assert!(sweep(&d, &["a.ron", "--out", "a1", "--shard", "1/2"])
        .status
        .success());
    let o = eusim(&d, &["merge", "a0", "a1", "--out", "a0"]);
    assert_refused(&o, &["would overwrite", "an input of the merge"]);
    let o = eusim(&d, &["merge", "a0", "a1", "--out", "m"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn giant_grids_are_refused_before_anything_runs() {
    let d = scratch("sweep-giant");
    copy_launch(&d, &device_bin("skl"), "");
    let axis = format!("[{}]", vec!["\"4\""; 1000].join(","));
    // 1000^4 = 10^12 points; 1000^7 overflows u64
    for n in [4, 7] {
        let grid = (0..n)
            .map(|i| format!("\"k{i}\": {axis}"))
            .collect::<Vec<_>>()
            .join(",");
        std::fs::write(
            d.join("g.ron"),
            format!("(launches: [\"launch.ron\"], grid: {{{grid}}})"),
        )
        .unwrap();
        let start = std::time::Instant::now();
        let o = sweep(&d, &["g.ron", "--out", "out"]);
        assert_refused(&o, &["more than the 1000000 rows"]);
        assert!(start.elapsed().as_secs() < 10, "refused at once");
        assert!(!d.join("out").exists(), "nothing created");
    }
}

#[test]
fn sweeps_honour_max_instructions() {
    let d = scratch("sweep-limit");
    sweep_file(&d, "s.ron", r#""4", "8""#);
    let o = sweep(&d, &["s.ron", "--out", "out", "--max-instructions", "5"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(d.join("out/results.jsonl")).unwrap();
    assert_eq!(text.lines().count(), 2);
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let e = v["stats"]["error"].as_str().unwrap_or_default();
        assert!(e.contains("stopped after") && e.contains("5"), "{e}");
    }
}

#[test]
fn a_key_given_twice_is_refused_naming_it() {
    let d = scratch("sweep-dup");
    copy_launch(&d, &device_bin("skl"), "");
    let k = "topology.eus_per_subslice";
    for (name, body) in [
        (
            "zip-grid",
            format!(r#"zip: {{"{k}": ["4"]}}, grid: {{"{k}": ["8"]}}"#),
        ),
        (
            "grid",
            format!(r#"grid: {{"{k}": ["4"], "{k}": ["8", "6"]}}"#),
        ),
        ("zip", format!(r#"zip: {{"{k}": ["4"], "{k}": ["8"]}}"#)),
        ("point", format!(r#"points: [{{"{k}": "4", "{k}": "8"}}]"#)),
    ] {
        std::fs::write(
            d.join("s.ron"),
            format!(r#"(launches: ["launch.ron"], functional: true, {body})"#),
        )
        .unwrap();
        let o = sweep(&d, &["s.ron", "--out", name]);
        assert_refused(&o, &[&format!("`{k}`"), "once"]);
        assert!(!d.join(name).exists(), "{name}: nothing run");
    }
}

/// Rewrites `dir/sweep.json` with `edit` applied to its JSON.
fn edit_meta(dir: &Path, edit: impl Fn(&mut serde_json::Value)) {
    let path = dir.join("sweep.json");
    let mut v: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    edit(&mut v);
    std::fs::write(&path, serde_json::to_vec(&v).unwrap()).unwrap();
}

/// Copies the files of sweep directory `from` to a new directory `to`.
fn copy_sweep(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
    }
}

#[test]
fn damaged_row_counts_are_refused_before_allocation() {
    let d = scratch("sweep-rows");
    sweep_file(&d, "s.ron", r#""4", "8""#);
    for shard in ["0/2", "1/2"] {
        let out = format!("s{}", &shard[..1]);
        let o = sweep(&d, &["s.ron", "--out", &out, "--shard", shard]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    }
    // the intact shards: 2 points x 1 launch, every row written and counted
    let o = eusim(&d, &["merge", "s0", "s1", "--out", "m"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("merged 2 rows into m"));
    let written = std::fs::read_to_string(d.join("m/results.jsonl")).unwrap();
    assert_eq!(written.lines().count(), 2);
    // (rows, points): over MAX_ROWS, over u64 arithmetic, fewer than the rows present, and
    // not points x launches
    for (i, (rows, points)) in [
        (4_000_000_000u64, 4_000_000_000u64),
        (u64::MAX, u64::MAX),
        (0, 0),
        (1, 1),
        (2, 1),
    ]
    .into_iter()
    .enumerate()
    {
        let (a, b, out) = (format!("a{i}"), format!("b{i}"), format!("m{i}"));
        copy_sweep(&d.join("s0"), &d.join(&a));
        copy_sweep(&d.join("s1"), &d.join(&b));
        for dir in [&a, &b] {
            edit_meta(&d.join(dir), |v| {
                v["rows"] = rows.into();
                v["points"] = points.into();
            });
        }
        let start = std::time::Instant::now();
        let o = eusim(&d, &["merge", &a, &b, "--out", &out]);
        assert_refused(&o, &["damaged"]);
        let e = stderr(&o);
        assert!(e.contains(&a) || e.contains(&b), "names the directory: {e}");
        assert!(start.elapsed().as_secs() < 20, "refused at once");
        assert!(!d.join(&out).exists(), "nothing written");
    }
}

#[test]
fn plots_of_extreme_values_have_finite_coordinates() {
    let d = scratch("sweep-plot");
    let dir = d.join("r");
    std::fs::create_dir_all(&dir).unwrap();
    let row = |i: u32, x: &str, y: &str| {
        format!(
            r#"{{"row":{i},"point":{i},"launch":"l","overrides":{{"a":"{x}"}},"stats":{{"cycles":{y}}}}}"#
        )
    };
    // y at both ends of the f64 range (their difference overflows), x likewise, and the
    // smallest positive values on a log scale
    let cases = [
        (vec![("1", "1e308"), ("2", "-1e308")], false),
        (vec![("1", "1.7e308"), ("2", "-1.7e308"), ("3", "0")], false),
        (vec![("-1.7e308", "1"), ("1.7e308", "2")], false),
        (vec![("inf", "1"), ("NaN", "2")], false),
        (vec![("1", "5e-324"), ("2", "1.7e308")], true),
    ];
    for (i, (points, log)) in cases.iter().enumerate() {
        let text: String = points
            .iter()
            .enumerate()
            .map(|(r, (x, y))| row(r as u32, x, y) + "\n")
            .collect();
        std::fs::write(dir.join("results.jsonl"), text).unwrap();
        let out = format!("p{i}.svg");
        let mut args = vec!["plot", "r", "--metric", "cycles", "--axis", "a", "-o", &out];
        if *log {
            args.push("--log");
        }
        let o = eusim(&d, &args);
        assert_eq!(o.status.code(), Some(0), "case {i}: {}", stderr(&o));
        let svg = std::fs::read_to_string(d.join(&out)).unwrap();
        // every coordinate attribute is a finite number
        let mut checked = 0;
        for attr in [
            " x=\"",
            " y=\"",
            " cx=\"",
            " cy=\"",
            " points=\"",
            " x1=\"",
            " y2=\"",
        ] {
            for part in svg.split(attr).skip(1) {
                let value = part.split('"').next().unwrap();
                for n in value.split([' ', ',']).filter(|n| !n.is_empty()) {
                    let v: f64 = n.parse().unwrap_or(f64::NAN);
                    assert!(v.is_finite(), "case {i}: {attr}{value}\" in\n{svg}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 10, "case {i}: {checked} coordinates");
    }
}
