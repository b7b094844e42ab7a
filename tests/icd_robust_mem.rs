//! Memory objects at their limits through the ICD (`tests/icd/robust_mem.c`, a C host program
//! loaded by the system's OpenCL loader as `tests/icd.rs` runs `api.c`): offsets, sizes,
//! origins, regions and pitches whose arithmetic wraps around `size_t` fail with
//! `CL_INVALID_VALUE` at the call and touch nothing (each case in its own process, with a time
//! limit, so that a crash or a hung queue names its case); overlapping mappings; the pitches of
//! a `CL_MEM_USE_HOST_PTR` image; the host-access flags; invalid image formats. Skipped, saying
//! why, without a C compiler with the OpenCL headers and loader, or without `ocloc`.

use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

mod icd_common;
use icd_common::*;

/// How long one run of the program may take before it counts as hung.
const LIMIT: Duration = Duration::from_secs(120);

/// Runs the program with `args` on the ICD; kills it and fails after [`LIMIT`].
fn run(exe: &Path, tmp: &TempDir, args: &[&str]) -> Output {
    let mut cmd = Command::new(exe);
    cmd.args(args)
        .env("OCL_ICD_VENDORS", vendors(tmp))
        .env("EUSIM_CACHE_DIR", tmp.join("cache"))
        .env_remove("EUSIM_CONFIG")
        .env_remove("EUSIM_SET")
        .env_remove("EUSIM_MODE");
    run_limited(&mut cmd, LIMIT).unwrap_or_else(|e| panic!("robust_mem {args:?} hung: {e}"))
}

/// Checks that a run exited 0 and printed "all passed".
fn passed(out: &Output, args: &[&str]) {
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("all passed"),
        "robust_mem {args:?}:\n{}",
        show(out)
    );
}

#[test]
fn wrapping_ranges_fail_at_the_call_and_touch_nothing() {
    if skip_without_ocloc() {
        return;
    }
    let tmp = TempDir::new("robust-wrap");
    let Some(exe) = compile_c("robust_mem", &tmp) else {
        return;
    };
    let out = run(&exe, &tmp, &["cases"]);
    assert!(out.status.success(), "{}", show(&out));
    let cases: usize = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
    assert!(cases > 20, "{cases} cases");
    for case in 0..cases {
        let n = case.to_string();
        let args = ["wrap", n.as_str()];
        passed(&run(&exe, &tmp, &args), &args);
    }
}

#[test]
fn mappings_image_pitches_host_access_and_formats_follow_opencl() {
    if skip_without_ocloc() {
        return;
    }
    let tmp = TempDir::new("robust-rest");
    let Some(exe) = compile_c("robust_mem", &tmp) else {
        return;
    };
    let args = ["rest"];
    let out = run(&exe, &tmp, &args);
    passed(&out, &args);
    let stdout = String::from_utf8_lossy(&out.stdout);
    for group in [
        "overlapping maps",
        "pitches",
        "host-access",
        "image formats",
        "overlapping copy rectangles",
    ] {
        assert!(stdout.contains(group), "{group}:\n{}", show(&out));
    }
}
