//! Bounds and memory: an SLM access at or past the group's allocation is refused however far
//! past it lies (64 KiB and beyond no longer wrap onto offset 0), and sizes that come from input
//! or configuration are allocated fallibly or refused up front, so a host without the memory
//! (here: `ulimit -v`) gives a one-line error, never an abort (exit 134).

mod robust_common;
use robust_common::*;

use std::process::Command;
use std::time::Duration;

/// A launch of tests/robust_kernels/slm.cl: 16 work-items store 0 to t[0..16) of a 4 KiB
/// `__local` argument, work-item 0 stores 5 to t[i], then t[0..16) is saved.
fn slm_launch(dir: &std::path::Path, i: i32) {
    let bin = root().join("tests/robust_kernels/slm_Gen9core.bin");
    std::fs::write(
        dir.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "slm_store", global: [16], local: [16],
                args: [Buffer(init: Zeros(64), save: "out.bin"), Local(bytes: 4096),
                       Scalar(I32({i})), Scalar(I32(16))])"#,
            bin.display()
        ),
    )
    .unwrap();
}

#[test]
fn slm_accesses_past_the_allocation_are_refused_at_any_distance() {
    let d = scratch("slm-bounds");
    for mode in ["--functional", "--max-cycles=1000000"] {
        slm_launch(&d, 3);
        let o = eusim(&d, &["-q", "run", "launch.ron", mode]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let mut want = vec![0u8; 64];
        want[12..16].copy_from_slice(&5i32.to_le_bytes());
        assert_eq!(std::fs::read(d.join("out.bin")).unwrap(), want, "{mode}");
        std::fs::remove_file(d.join("out.bin")).unwrap();
        // t[1024] is byte 4096, the first past 4 KiB; t[16384] is byte 65536, which the
        // hardware's 16 address bits would wrap onto t[0]
        for i in [1024, 16384, 16385, 1 << 22] {
            slm_launch(&d, i);
            let o = eusim(&d, &["-q", "run", "launch.ron", mode]);
            let addr = format!("{:#x}", i * 4);
            assert_refused(&o, &["SLM", &addr]);
            assert!(
                !d.join("out.bin").exists(),
                "{mode} t[{i}]: no result saved"
            );
        }
    }
}

/// `eusim ARGS` in `dir` with at most `kib` KiB of address space.
fn limited(dir: &std::path::Path, kib: u64, args: &str) -> std::process::Output {
    let exe = env!("CARGO_BIN_EXE_eusim");
    let mut c = Command::new("sh");
    c.current_dir(dir)
        .args(["-c", &format!("ulimit -v {kib}; exec {exe} {args}")]);
    run_within(c, Duration::from_secs(120))
}

#[test]
fn giant_model_state_is_refused_before_allocation() {
    let d = scratch("model-state");
    copy_launch(&d, &device_bin("skl"), "");
    // in-range values whose product is 150 GB of cache tags: refused by the config check
    let o = limited(
        &d,
        4_000_000,
        "-q run launch.ron --set memory.sampler_cache_bytes=1073741824 --set topology.slices=64",
    );
    assert_refused(&o, &["model state", "4096 MiB"]);
    let o = limited(
        &d,
        4_000_000,
        "config --set memory.sampler_cache_bytes=1073741824 --set topology.slices=64",
    );
    assert_refused(&o, &["model state"]);
    // 2.4 GB of tags: accepted by the bound, but not by a host of 1.5 GB: an error, no abort
    let o = limited(
        &d,
        1_500_000,
        "-q run launch.ron --set memory.sampler_cache_bytes=1073741824",
    );
    assert_refused(&o, &["cannot allocate"]);
}

#[test]
fn images_larger_than_the_host_are_errors_not_aborts() {
    // two 16384 x 16384 images of 8-bit texels (256 MiB each, each held twice while placed)
    // with 700 MB of address space
    let d = scratch("big-images");
    let bin = root().join("examples/media_block/mb_edges.bin");
    std::fs::write(
        d.join("launch.ron"),
        format!(
            r#"(program: "{}", kernel: "mb_edges", global: [64, 3], local: [16, 1],
                args: [
                  Image2d(width: 16384, height: 16384, format: (order: R, data_type: UnormInt8),
                          tiling: Y, init: Zeros(268435456)),
                  Buffer(init: Zeros(384)),
                  Image2d(width: 16384, height: 16384, format: (order: R, data_type: UnormInt8),
                          tiling: Y, init: Zeros(268435456), save: "pred.bin")])"#,
            bin.display()
        ),
    )
    .unwrap();
    let o = limited(&d, 700_000, "-q run launch.ron --functional");
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(e.contains("allocate") || e.contains("host memory"), "{e}");
    assert!(!d.join("pred.bin").exists());
}
