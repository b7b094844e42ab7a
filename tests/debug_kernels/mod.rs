//! Launches of the `-g` kernels in this folder, shared by the tests that read their debug
//! information (per-line profiles, trace annotations).

use std::path::{Path, PathBuf};

/// Writes launch file `dir/name` for `lanes` of `lanes_g.cl` (64 work-items in groups of 8,
/// seeded random inputs) and returns its path.
pub fn write_lanes_launch(dir: &Path, name: &str) -> PathBuf {
    let bin =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_kernels/lanes_g_Gen9core.bin");
    write_lanes_launch_of(dir, name, &bin)
}

/// [`write_lanes_launch`] naming the OpenCL source `lanes_g.cl` (compiled by the run)
/// instead of its `-g` binary.
#[allow(dead_code)]
pub fn write_lanes_source_launch(dir: &Path, name: &str) -> PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_kernels/lanes_g.cl");
    write_lanes_launch_of(dir, name, &src)
}

fn write_lanes_launch_of(dir: &Path, name: &str, program: &Path) -> PathBuf {
    let bin = program;
    let path = dir.join(name);
    std::fs::write(
        &path,
        format!(
            r#"(program: "{}", kernel: "lanes", global: [64], local: [8],
                args: [Buffer(init: Random(bytes: 1024, seed: 1)), Buffer(init: Zeros(1024)),
                       Buffer(init: Random(bytes: 256, seed: 2))])"#,
            bin.display()
        ),
    )
    .unwrap();
    path
}
