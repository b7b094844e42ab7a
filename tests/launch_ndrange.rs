//! Non-uniform work-groups (OpenCL 2.0, section 3.2: the last work-group of a dimension holds
//! the remainder; `get_local_size` returns its size, `get_enqueued_local_size` the size the
//! launch asked for, `get_num_groups` counts it). The kernel (tests/launch_kernels/ndrange.cl)
//! records what the work-item functions return; the expected values are computed here from
//! those rules.

use eusim::launch::LaunchFile;
use eusim::sim::{load_program, run_kernel, RunOptions};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn launch(global: [u32; 2], local: [u32; 2]) -> LaunchFile {
    let bin = root().join("tests/launch_kernels/ndrange_Gen9core.bin");
    let n = global[0] * global[1] * 8 * 4;
    let text = format!(
        r#"(program: "{}", kernel: "sizes", global: [{}, {}], local: [{}, {}],
            args: [Buffer(init: Zeros({n}))])"#,
        bin.display(),
        global[0],
        global[1],
        local[0],
        local[1]
    );
    LaunchFile::parse(&text, &root().join("launch.ron")).unwrap()
}

/// What work-item (x, y) records, by the OpenCL 2.0 rules.
fn expected(global: [u32; 2], local: [u32; 2]) -> Vec<i32> {
    let mut out = Vec::new();
    let groups = [0, 1].map(|d| global[d].div_ceil(local[d]));
    for y in 0..global[1] {
        for x in 0..global[0] {
            let id = [x, y];
            let g = [0, 1].map(|d| id[d] / local[d]);
            let size = [0, 1].map(|d| local[d].min(global[d] - g[d] * local[d]));
            let l = [0, 1].map(|d| id[d] - g[d] * local[d]);
            out.extend(
                [
                    size[0],
                    size[1],
                    local[0],
                    local[1],
                    g[0] + 100 * g[1],
                    l[0] + 100 * l[1],
                    groups[0] + 100 * groups[1],
                    l[0] + size[0] * l[1],
                ]
                .map(|v| v as i32),
            );
        }
    }
    out
}

#[test]
fn the_last_group_of_each_dimension_holds_the_remainder() {
    // the last two: a local size larger than the global size, in every dimension or in one
    // (the range is a single group smaller than the local size)
    let cases = [
        ([10, 3], [4, 2]),
        ([7, 5], [8, 2]),
        ([16, 4], [8, 2]),
        ([5, 3], [8, 4]),
        ([6, 2], [8, 2]),
    ];
    let timed = RunOptions {
        functional: false,
        ..RunOptions::default()
    };
    for ((global, local), opts) in cases
        .into_iter()
        .flat_map(|c| [(c, RunOptions::default()), (c, timed.clone())])
    {
        let lf = launch(global, local);
        let program = load_program(&lf).unwrap();
        let out = run_kernel(&lf, &program, "sizes", &opts).unwrap();
        let got: Vec<i32> = out.args[0]
            .as_ref()
            .unwrap()
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(
            got,
            expected(global, local),
            "global {global:?} local {local:?}"
        );
        let groups: u64 = (0..2)
            .map(|d| u64::from(global[d].div_ceil(local[d])))
            .product();
        assert_eq!(out.stats.work_groups, groups);
        assert_eq!(out.stats.work_items, u64::from(global[0] * global[1]));
    }
}

fn words(bytes: &[u8]) -> Vec<i32> {
    bytes
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Timed, the parts run one after the other: the results are the OpenCL values, the stats
/// count the whole range, and the cycles are at least those of the largest part alone (here
/// the uniform launch of its 8 x 2 groups of 8 x 4).
#[test]
fn timing_mode_runs_the_parts_in_turn() {
    let timed = RunOptions {
        functional: false,
        ..RunOptions::default()
    };
    let (global, local) = ([70, 9], [8, 4]);
    let lf = launch(global, local);
    let program = load_program(&lf).unwrap();
    let out = run_kernel(&lf, &program, "sizes", &timed).unwrap();
    assert_eq!(
        words(out.args[0].as_ref().unwrap()),
        expected(global, local)
    );
    assert_eq!(out.stats.work_groups, 9 * 3);
    assert_eq!(out.stats.work_items, 70 * 9);
    let largest = launch([64, 8], local);
    let alone = run_kernel(&largest, &program, "sizes", &timed).unwrap();
    assert_eq!(alone.stats.work_groups, 8 * 2);
    assert!(alone.stats.cycles > 0);
    assert!(
        out.stats.cycles >= alone.stats.cycles,
        "{} < {}",
        out.stats.cycles,
        alone.stats.cycles
    );
    let t = out.stats.timing.as_ref().unwrap();
    assert_eq!(
        t.subslices.iter().map(|s| s.work_groups).sum::<u64>(),
        9 * 3
    );
}

/// Sampling assumes uniform work-groups: a non-uniform range names the limit.
#[test]
fn sampling_names_the_limit() {
    let lf = launch([10, 3], [4, 2]);
    let program = load_program(&lf).unwrap();
    let opts = RunOptions {
        functional: false,
        sample: Some(Default::default()),
        ..RunOptions::default()
    };
    let e = run_kernel(&lf, &program, "sizes", &opts)
        .unwrap_err()
        .to_string();
    assert!(e.contains("non-uniform NDRange"), "{e}");
}
